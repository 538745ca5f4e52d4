#!/usr/bin/env python3
"""Replays a typing session against `viewlint lsp` and reports the time from each didChange
to the diagnostics for that version (median, p99), the time to index, and the server's
memory after indexing and after the session.

    swift build -c release
    Benchmarks/lsp-typing.py /work/apps/HomeAssistant \\
        Sources/App/Settings/General/GeneralSettingsView.swift --edits 500

The session types a line of Swift into the first `body` of the file one character at a time
(an incremental change each), then deletes it one character at a time, until `--edits`
changes were sent; a keystroke every `--interval` ms (a brisk typist), or as soon as the
previous diagnostics arrived when the server is slower than that.
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


def memory_kb(pid: int, field: str) -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return -1


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root")
    parser.add_argument("file", help="path relative to root")
    parser.add_argument("--edits", type=int, default=500)
    parser.add_argument("--interval", type=float, default=120, help="ms between keystrokes")
    parser.add_argument("--viewlint", default=str(REPO / ".build" / "release" / "viewlint"))
    parser.add_argument("--debounce", type=int, default=None, help="debounceMilliseconds for the server")
    args = parser.parse_args()

    root = pathlib.Path(args.root).resolve()
    path = root / args.file
    files = sum(1 for _ in root.rglob("*.swift"))
    text = path.read_text()
    lines = text.split("\n")
    body = next(i for i, line in enumerate(lines) if "var body: some View" in line)
    typed = '        let draft = Text("typing into the body of this view, one key at a time")'

    options = {} if args.debounce is None else {"debounceMilliseconds": args.debounce}
    client = RawClient([args.viewlint, "lsp"])
    started = time.perf_counter()
    client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {
        "window": {"workDoneProgress": True}}, "initializationOptions": options})
    client.notify("initialized", {})
    client.wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end", timeout=600)
    indexed = time.perf_counter() - started

    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    first = client.diagnostics_for(uri, timeout=600)
    start_rss = memory_kb(client.process.pid, "VmRSS")

    # Open a new line after `var body …{`, then type and delete.
    version = 2
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
        {"range": {"start": {"line": body, "character": len(lines[body])},
                   "end": {"line": body, "character": len(lines[body])}}, "text": "\n"}]})
    client.diagnostics_for(uri)
    line = body + 1
    column = 0
    forward = True
    latencies = []
    edits_left = args.edits
    while edits_left > 0:
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
        sent = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                    and m["params"].get("version", 0) >= version, timeout=120)
        elapsed = time.perf_counter() - sent
        latencies.append(elapsed * 1000)
        edits_left -= 1
        time.sleep(max(0.0, args.interval / 1000 - elapsed))

    end_rss = memory_kb(client.process.pid, "VmRSS")
    peak = memory_kb(client.process.pid, "VmHWM")
    client.request("shutdown", None)
    client.notify("exit", None)
    status = client.process.wait(timeout=60)
    result = {
        "project": str(root), "swift_files": files, "file": args.file, "file_bytes": len(text.encode()),
        "edits": len(latencies), "interval_ms": args.interval,
        "index_seconds": round(indexed, 2),
        "diagnostics_after_open": len(first["diagnostics"]),
        "latency_ms": {"median": round(statistics.median(latencies), 1), "p99": round(percentile(latencies, 0.99), 1),
                       "max": round(max(latencies), 1), "min": round(min(latencies), 1)},
        "memory_kb": {"after_index_and_open": start_rss, "after_session": end_rss, "peak": peak},
        "exit_status": status,
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
