#!/usr/bin/env python3
"""Linting apps together must not change any app's findings: each file gets the same findings
(rule, line, column, severity, evidence status) in one run over several apps as in a run over
its own app alone.

    Benchmarks/scope-together.py [--viewlint PATH] [--jobs N] APP_FOLDER...

The apps become one project (a temporary folder of links to them, so no configuration or git
work tree around them decides the root); each app is also linted alone from its own folder.
Prints the files that differ (at most 20) and the count; exit status 1 on any difference.
Names colliding between apps (two `MenuBarItem`s, two `eraseToAnyView` helpers) are what this
catches: what one app declares must not reach code in another.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from linked_project import link_folders

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("apps", nargs="+")
parser.add_argument("--viewlint", help="the viewlint binary (default: .build/release/viewlint)")
parser.add_argument("--jobs", type=int, default=2)
arguments = parser.parse_args()

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.abspath(arguments.viewlint or os.path.join(repository, ".build", "release", "viewlint"))


def lint(folder):
    """Findings by file (relative to `folder`), as a set of keys per file."""
    process = subprocess.run([binary, "lint", "--reporter", "json", "--no-cache", "--jobs", str(arguments.jobs), "."],
                             cwd=folder, capture_output=True, text=True)
    try:
        findings = json.loads(process.stdout).get("findings", [])
    except ValueError:
        sys.exit(f"scope-together: no JSON from the run in {folder}:\n{process.stderr[-2000:]}")
    by_file = {}
    for finding in findings:
        start = finding.get("range", {}).get("start", {})
        key = (finding.get("rule"), start.get("line"), start.get("column"), finding.get("severity"),
               (finding.get("evidence") or {}).get("status"))
        by_file.setdefault(os.path.normpath(finding.get("file", "")), set()).add(key)
    return by_file


with tempfile.TemporaryDirectory(prefix="viewlint-scope-together-") as project:
    names = link_folders(arguments.apps, project)
    together = lint(project)
    differing = []
    files_compared = 0
    for name, folder in zip(names, arguments.apps):
        alone = lint(os.path.abspath(folder))
        paths = set(alone) | {p[len(name) + 1:] for p in together if p.startswith(name + "/")}
        app_files = sum(len([e for e in entries if e.endswith(".swift")])
                        for _, _, entries in os.walk(os.path.abspath(folder)))
        files_compared += app_files
        app_differing = 0
        for path in sorted(paths):
            want, got = alone.get(path, set()), together.get(os.path.join(name, path), set())
            if want != got:
                app_differing += 1
                differing.append(f"{name}/{path}: only together {sorted(map(str, got - want))[:2]}, "
                                 f"only alone {sorted(map(str, want - got))[:2]}")
        print(f"{name}: {app_differing} of {app_files} files differ")
    for line in differing[:20]:
        print(line)
    print(f"{len(differing)} of {files_compared} files differ between the run over {len(names)} apps and each app alone")
    sys.exit(1 if differing else 0)
