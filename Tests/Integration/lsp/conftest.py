"""Shared set-up for the language server tests: the viewlint binary, a fresh copy of the
fixture project per test, and `viewlint lint --reporter json` as the reference answer."""

import json
import os
import pathlib
import shutil
import subprocess

import pytest

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[2]
VIEWLINT = os.environ.get("VIEWLINT", str(REPO / ".build" / "debug" / "viewlint"))

SEVERITY = {"error": 1, "warning": 2, "note": 3}


@pytest.fixture
def project(tmp_path):
    """A copy of fixture/ that a test may edit on disk."""
    root = tmp_path / "project"
    shutil.copytree(HERE / "fixture", root)
    return root


def lint_json(root: pathlib.Path) -> dict:
    """`viewlint lint --reporter json` over the whole project, run from its folder."""
    run = subprocess.run([VIEWLINT, "lint", "--reporter", "json", "--no-cache"], cwd=root,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode in (0, 1, 2), run.stderr
    return json.loads(run.stdout)


def expected_diagnostics(root: pathlib.Path) -> dict:
    """Per file URI: (rule, severity, LSP range, message) of every finding, as the
    command line reports them."""
    report = lint_json(root)
    expected = {}
    for finding in report["findings"]:
        uri = (root / finding["file"]).as_uri()
        expected.setdefault(uri, []).append(
            (finding["rule"], SEVERITY[finding["severity"]], finding["lsp_range"], finding["message"]))
    for error in report["errors"]:
        uri = (root / error["file"]).as_uri()
        expected.setdefault(uri, []).append(("input_error", 1, None, error["message"]))
    return expected


def summarize(diagnostics) -> list:
    """The same four facts of protocol diagnostics (lsprotocol objects or plain JSON)."""
    summary = []
    for d in diagnostics:
        if isinstance(d, dict):
            code, severity, message, r = d["code"], d["severity"], d["message"], d["range"]
            rng = {"start": r["start"], "end": r["end"]}
        else:
            code, severity, message = d.code, int(d.severity), d.message
            rng = {"start": {"line": d.range.start.line, "character": d.range.start.character},
                   "end": {"line": d.range.end.line, "character": d.range.end.character}}
        first_line = message.split("\n")[0]
        summary.append((code, severity, None if code == "input_error" else rng, first_line))
    return summary
