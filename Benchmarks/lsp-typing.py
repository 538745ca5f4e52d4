#!/usr/bin/env python3
"""Replays a typing session against `viewlint lsp` on a large project and reports:

- the time from each didChange to the diagnostics for that version (median, p99), beside the
  time `viewlint lint FILE` takes for the same file (what an editor without a server runs per
  change), measured in the same run;
- the server's memory (VmRSS) every `--sample-every` edits, and the growth per 1,000 edits
  over the second half of the session (after the allocator has settled);
- how the server's project model followed the edits (`viewlint/statistics`): updated in place
  for the edited file, or merged from every file again (the fallback when an edit changes
  the file's declarations), and how many edits made every other file stale;
- whether the server's diagnostics equal `viewlint lint --reporter json` for every Swift file
  of the project, once after indexing and once after the session (the edited file put back
  as it was on disk, so both front ends see the same files).

    swift build -c release
    Benchmarks/lsp-typing.py /work/apps/DuckDuckGo \\
        DuckDuckGo/Settings/SettingsRootView.swift --edits 500

The session types a line of Swift into the first `body` of the file one character at a time
(an incremental change each), then deletes it one character at a time, and again with the
next number in the line's name (so no text repeats), until `--edits` changes were sent; a
keystroke every `--interval` ms, or as soon as the previous diagnostics arrived when the
server is slower than that. `--interval 0` compresses a long session.

`--mode property` types a stored property into the view's type instead (just above that
`body`): nearly every keystroke then changes the file's declarations (a property's name,
type or initial value), the edit the project model has to take in by name.
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "Integration" / "lsp"))
from rawclient import RawClient  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[1]
SEVERITY = {"error": 1, "warning": 2, "note": 3}
TYPED = {
    "body": '        let draft{} = Text("typing into the body of this view, one key at a time")',
    "property": '    var draft{}: String = "typing a stored property of this view, one key at a time"',
}


def memory_kb(pid: int, field: str) -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return -1


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def lint_report(viewlint, root, files=()):
    run = subprocess.run([viewlint, "lint", "--reporter", "json", "--no-cache", *files], cwd=root,
                         capture_output=True, text=True, timeout=1800)
    if run.returncode not in (0, 1, 2):
        sys.exit(f"viewlint lint failed ({run.returncode}): {run.stderr[-2000:]}")
    return json.loads(run.stdout)


def lint_diagnostics(root, report):
    """Per file URI: sorted (rule, severity, range, first line of the message), as lint reports them."""
    expected = {}
    for finding in report["findings"]:
        expected.setdefault((root / finding["file"]).as_uri(), []).append(
            (finding["rule"], SEVERITY[finding["severity"]], json.dumps(finding["lsp_range"], sort_keys=True),
             finding["message"]))
    for error in report["errors"]:
        expected.setdefault((root / error["file"]).as_uri(), []).append(("input_error", 1, None, error["message"]))
    return {uri: sorted(items, key=repr) for uri, items in expected.items()}


def server_diagnostics(client, uris):
    """Per file URI: the same facts of the server's pull diagnostics (files the server does not
    count as the project's answer an error and have none)."""
    got, outside = {}, 0
    for uri in uris:
        reply = client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
        if "error" in reply:
            outside += 1
            continue
        items = []
        for d in reply["result"]["items"]:
            rng = None if d["code"] == "input_error" else json.dumps(
                {"start": d["range"]["start"], "end": d["range"]["end"]}, sort_keys=True)
            items.append((d["code"], d["severity"], rng, d["message"].split("\nevidence: ")[0]))
        if items:
            got[uri] = sorted(items, key=repr)
    return got, outside


def compare(client, viewlint, root, uris):
    expected = lint_diagnostics(root, lint_report(viewlint, root))
    got, outside = server_diagnostics(client, uris)
    differing = sorted(uri for uri in set(expected) | set(got) if expected.get(uri, []) != got.get(uri, []))
    for uri in differing[:5]:
        print(f"differs: {uri}\n  lint:   {expected.get(uri, [])}\n  server: {got.get(uri, [])}", file=sys.stderr)
    return {
        "files_asked": len(uris), "outside_project": outside,
        "lint_diagnostics": sum(map(len, expected.values())), "server_diagnostics": sum(map(len, got.values())),
        "files_with_diagnostics": len(expected), "files_differing": len(differing),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root")
    parser.add_argument("file", help="path relative to root")
    parser.add_argument("--edits", type=int, default=500)
    parser.add_argument("--interval", type=float, default=120, help="ms between keystrokes")
    parser.add_argument("--mode", choices=sorted(TYPED), default="body",
                        help="type into the first body, or a stored property above it")
    parser.add_argument("--sample-every", type=int, default=50, help="edits between memory samples")
    parser.add_argument("--viewlint", default=str(REPO / ".build" / "release" / "viewlint"))
    parser.add_argument("--debounce", type=int, default=None, help="debounceMilliseconds for the server")
    parser.add_argument("--no-compare", action="store_true", help="skip the comparisons with viewlint lint")
    parser.add_argument("--merge-every-edit", action="store_true",
                        help="the server merges the whole project model on every edit (the comparison run)")
    args = parser.parse_args()

    root = pathlib.Path(args.root).resolve()
    path = root / args.file
    swift_uris = sorted(p.as_uri() for p in root.rglob("*.swift") if p.is_file())
    text = path.read_text()
    lines = text.split("\n")
    body = next(i for i, line in enumerate(lines) if "var body: some View" in line)

    # The reference: the command line on the same file, as an editor without a server runs it.
    lint_seconds = []
    for _ in range(3):
        started = time.perf_counter()
        lint_report(args.viewlint, root, [str(path)])
        lint_seconds.append(time.perf_counter() - started)

    options = {} if args.debounce is None else {"debounceMilliseconds": args.debounce}
    environment = dict(os.environ, VIEWLINT_LSP_MERGE_EVERY_EDIT="1" if args.merge_every_edit else "0")
    client = RawClient([args.viewlint, "lsp"], env=environment)
    started = time.perf_counter()
    client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {
        "window": {"workDoneProgress": True}}, "initializationOptions": options})
    client.notify("initialized", {})
    client.wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end", timeout=1800)
    indexed = time.perf_counter() - started
    equal_after_index = None if args.no_compare else compare(client, args.viewlint, root, swift_uris)

    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    first = client.diagnostics_for(uri, timeout=600)
    start_rss = memory_kb(client.process.pid, "VmRSS")
    start_statistics = client.request("viewlint/statistics", None).get("result", {})

    # Open a new line after `var body …{` (or before it), then type and delete.
    version = 2
    at = {"line": body, "character": len(lines[body])} if args.mode == "body" else {"line": body, "character": 0}
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
        {"range": {"start": at, "end": at}, "text": "\n"}]})
    client.diagnostics_for(uri)
    line = body + 1 if args.mode == "body" else body
    column = 0
    forward = True
    cycle = 1
    typed = TYPED[args.mode].format(cycle)
    latencies = []
    samples = [(0, start_rss)]
    session_started = time.perf_counter()
    while len(latencies) < args.edits:
        version += 1
        if forward:
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}},
                      "text": typed[column]}
            column += 1
            forward = column < len(typed)
        else:
            change = {"range": {"start": {"line": line, "character": column - 1}, "end": {"line": line, "character": column}},
                      "text": ""}
            column -= 1
            forward = column == 0
            if forward:
                cycle += 1
                typed = TYPED[args.mode].format(cycle)
        sent = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                    and m["params"].get("version", 0) >= version, timeout=120)
        elapsed = time.perf_counter() - sent
        latencies.append(elapsed * 1000)
        if len(latencies) % args.sample_every == 0:
            samples.append((len(latencies), memory_kb(client.process.pid, "VmRSS")))
        time.sleep(max(0.0, args.interval / 1000 - elapsed))
    session_seconds = time.perf_counter() - session_started

    end_rss = memory_kb(client.process.pid, "VmRSS")
    end_statistics = client.request("viewlint/statistics", None).get("result", {})
    peak = memory_kb(client.process.pid, "VmHWM")
    # Back to the text on disk (a full change), then every file against the command line again.
    version += 1
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                             "contentChanges": [{"text": text}]})
    client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                and m["params"].get("version", 0) >= version, timeout=120)
    equal_after_session = None if args.no_compare else compare(client, args.viewlint, root, swift_uris)
    client.request("shutdown", None)
    client.notify("exit", None)
    status = client.process.wait(timeout=60)

    # Growth over the second half, per 1,000 edits (least squares over the samples there).
    half = [(n, kb) for n, kb in samples if n >= args.edits / 2]
    slope = None
    if len(half) >= 2:
        mean_n = statistics.mean(n for n, _ in half)
        mean_kb = statistics.mean(kb for _, kb in half)
        spread = sum((n - mean_n) ** 2 for n, _ in half)
        slope = round(sum((n - mean_n) * (kb - mean_kb) for n, kb in half) / spread * 1000, 1) if spread else None
    median = statistics.median(latencies)
    lint_median = statistics.median(lint_seconds) * 1000
    result = {
        "project": str(root), "swift_files": len(swift_uris), "file": args.file, "file_bytes": len(text.encode()),
        "mode": args.mode, "merge_every_edit": args.merge_every_edit, "edits": len(latencies), "interval_ms": args.interval, "session_seconds": round(session_seconds, 1),
        "index_seconds": round(indexed, 2),
        "diagnostics_after_open": len(first["diagnostics"]),
        "latency_ms": {"median": round(median, 1), "p99": round(percentile(latencies, 0.99), 1),
                       "max": round(max(latencies), 1), "min": round(min(latencies), 1)},
        "lint_one_file_ms": {"median": round(lint_median, 1), "runs": [round(s * 1000) for s in lint_seconds]},
        "lint_over_server_latency": round(lint_median / median, 1),
        "during_session": {name: end_statistics[name] - start_statistics.get(name, 0) for name in end_statistics},
        "memory_kb": {"after_index_and_open": start_rss, "after_session": end_rss, "peak": peak,
                      "growth_per_1000_edits_second_half": slope, "samples": samples},
        "equal_to_lint_after_index": equal_after_index,
        "equal_to_lint_after_session": equal_after_session,
        "exit_status": status,
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
