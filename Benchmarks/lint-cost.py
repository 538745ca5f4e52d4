#!/usr/bin/env python3
"""What a whole lint costs next to the front end, on any folders of Swift files, in one run.

    Benchmarks/lint-cost.py [--rounds N] [--viewlint PATH] FOLDER...

The folders become one project (a temporary folder of links to them, so no configuration or
git work tree around them decides the root). Three single-threaded processes are measured,
each `--rounds` times (the least CPU of each is kept: these machines are shared, so only the
ratios of one run compare):

  front end    `viewlint bench parse --stage index`: read, tokenize, parse, summarise, merge
  lint         `viewlint lint --no-cache --jobs 1 --no-confirm`: everything but the engine
  lint+engine  `viewlint lint --no-cache --jobs 1`: findings confirmed in the reference engine

and printed with their CPU (user + system) as a ratio to the front end, and the peak resident
memory of each as bytes per byte of Swift source. Without --viewlint, builds the release
binary first (`swift build -c release`).

--tree-budget BYTES (repeatable) measures the two lints once per budget of syntax trees kept
between indexing and checking (`VIEWLINT_TREE_BUDGET`; 0 parses every file again for its
check), in the same rounds, so the memory a budget costs and the CPU it saves compare.

--against PATH measures a second viewlint build (say, main's) in the same rounds, interleaved,
its rows marked `before:`, so a change's before and after come from one run.

--instructions counts each process's instructions with valgrind's callgrind (one round; far
steadier than CPU seconds on a shared machine, and some fifty times slower) and prints them in
place of CPU seconds. The peak memory is then still measured without valgrind.

The peak memory is also printed above that of linting an empty project (one small file): the
process's own libraries and binary, some 20 MB whatever the project, are left out there.
"""
import argparse
import os
import subprocess
import sys
import tempfile

from linked_project import link_folders

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("folders", nargs="+")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--viewlint", help="the viewlint binary (default: build and use .build/release/viewlint)")
parser.add_argument("--tree-budget", type=int, action="append", default=[],
                    help="bytes of syntax trees a lint may keep (VIEWLINT_TREE_BUDGET); repeat to compare")
parser.add_argument("--against", help="a second viewlint binary measured in the same rounds (rows marked before:)")
parser.add_argument("--instructions", action="store_true",
                    help="count instructions with valgrind's callgrind (one round) instead of CPU seconds")
arguments = parser.parse_args()
if arguments.instructions:
    if subprocess.run(["valgrind", "--version"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
        sys.exit("lint-cost: --instructions needs valgrind (apt-get install valgrind)")
    arguments.rounds = 1

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = arguments.viewlint
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "viewlint"], cwd=repository, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(repository, ".build", "release", "viewlint")
binary = os.path.abspath(binary)


def instructions(command, cwd, budget=None):
    """The instructions `command` runs, counted by callgrind."""
    environment = dict(os.environ)
    if budget is not None:
        environment["VIEWLINT_TREE_BUDGET"] = str(budget)
    with tempfile.NamedTemporaryFile(prefix="lint-cost-callgrind-") as out:
        process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name] + command,
                                 cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment)
        if process.returncode not in (0, 1):
            sys.exit(f"lint-cost: callgrind of {' '.join(command)} failed:\n{process.stderr.decode(errors='replace')}")
        for line in process.stderr.decode(errors="replace").splitlines():
            if "Collected :" in line:
                return int(line.split("Collected :")[1].strip().replace(",", ""))
    sys.exit(f"lint-cost: callgrind printed no count for {' '.join(command)}")


def run_reaped(command, cwd, budget=None):
    """Runs `command` and reaps it with wait4, so its own resource use is read."""
    environment = dict(os.environ)
    if budget is not None:
        environment["VIEWLINT_TREE_BUDGET"] = str(budget)
    devnull = open(os.devnull, "wb")
    process = subprocess.Popen(command, cwd=cwd, stdout=devnull, stderr=subprocess.PIPE, env=environment)
    errors = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):
        sys.exit(f"lint-cost: {' '.join(command)} failed:\n{errors.decode(errors='replace')}")
    peak = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    return usage.ru_utime + usage.ru_stime, peak


with tempfile.TemporaryDirectory(prefix="viewlint-lint-cost-") as project:
    link_folders(arguments.folders, project)
    files = []
    for root, folders, entries in os.walk(project, followlinks=True):
        folders[:] = [f for f in folders if not f.startswith(".") and f not in (".build", "DerivedData", "Pods", "Carthage")
                      and not f.endswith(".xcodeproj")]
        files += [os.path.join(root, e) for e in entries if e.endswith(".swift") and not e.startswith(".")]
    source_bytes = sum(os.path.getsize(f) for f in files)
    listing = os.path.join(project, ".files")
    with open(listing, "w") as out:
        out.write("\n".join(sorted(files)) + "\n")
    print(f"{len(files)} files, {source_bytes / 1e6:.1f} MB of Swift source; viewlint {binary}")

    builds = [("", binary)] + ([("before: ", os.path.abspath(arguments.against))] if arguments.against else [])
    commands = {}
    for prefix, build in builds:
        lint = [build, "lint", "--no-cache", "--jobs", "1", "--reporter", "json", "--quiet"]
        commands[prefix + "front end"] = ([build, "bench", "parse", "--repeat", "1", "--stage", "index", "@" + listing], None)
        for budget in arguments.tree_budget or [None]:
            suffix = "" if budget is None else f" {budget >> 20}M" if budget >= 1 << 20 else f" {budget}"
            commands[prefix + "lint" + suffix] = (lint + ["--no-confirm"], budget)
            commands[prefix + "lint+engine" + suffix] = (lint, budget)

    # The process's own memory: a lint of one small file.
    with tempfile.TemporaryDirectory(prefix="viewlint-lint-cost-empty-") as empty:
        with open(os.path.join(empty, "Empty.swift"), "w") as out:
            out.write("struct Empty {}\n")
        floor = {prefix: run_reaped([build, "lint", "--no-cache", "--jobs", "1", "--reporter", "json", "--quiet"], empty)[1]
                 for prefix, build in builds}

    unit = "instructions" if arguments.instructions else "CPU s"
    best = {}
    for round_number in range(arguments.rounds):
        for label, (command, budget) in commands.items():
            cpu, peak = run_reaped(command, project, budget)
            if arguments.instructions:
                cpu = instructions(command, project, budget)
            previous = best.get(label)
            best[label] = (min(cpu, previous[0]) if previous else cpu, max(peak, previous[1]) if previous else peak)
        shown = (lambda v: f"{v / 1e9:.3f} G") if arguments.instructions else (lambda v: f"{v:.2f} s")
        print(f"round {round_number + 1}: " + ", ".join(f"{label} {shown(best[label][0])}" for label in commands))

    print()
    print(f"{'':24} {unit:>13} {'x front end':>12} {'peak MB':>9} {'bytes/source byte':>18} {'above empty':>12}")
    for label in commands:
        prefix = "before: " if label.startswith("before: ") else ""
        front = best[prefix + "front end"][0]
        cpu, peak = best[label]
        value = f"{cpu / 1e9:11.3f} G" if arguments.instructions else f"{cpu:13.2f}"
        print(f"{label:24} {value} {cpu / front:12.2f} {peak / 1e6:9.1f} {peak / source_bytes:18.2f}"
              f" {(peak - floor[prefix]) / source_bytes:12.2f}")
    print()
    for label in commands:
        if "lint+engine" in label:
            plain = best[label.replace("lint+engine", "lint")][0]
            engine = best[label][0] - plain
            amount = f"{engine / 1e9:.3f} G instructions" if arguments.instructions else f"{engine:.2f} s"
            print(f"the engine's extra work ({label}): {amount}, {100 * engine / plain:.0f}% of the lint without it")
