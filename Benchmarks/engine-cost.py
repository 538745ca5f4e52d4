#!/usr/bin/env python3
"""What the reference engine costs: its share of a whole lint's CPU, and whether its cost per
finding grows with the size of the file the finding is in.

    Benchmarks/engine-cost.py [--rounds N] [--views N] [--viewlint PATH] FOLDER...

1. Engine share. The folders are linted as one project (a temporary folder of links), single
   threaded, with and without `--no-confirm`; the share is the extra CPU of confirmation over
   the CPU of the confirmed lint.
2. One file against many files. `--views` small generated views, each with one confirmable
   finding, are written once into a single file and once one per file; both are linted with
   confirmation. Lowering a site must not grow with the file around it, so the ratio should
   stay near 1.

Each measurement is taken `--rounds` times and the least CPU kept (the machines are shared;
only ratios measured in the same run compare). With `--instructions`, each is counted once in
instructions under valgrind's callgrind instead (exact and repeatable on a loaded machine, about
fifty times slower). Without --viewlint, builds the release binary.
"""
import argparse
import os
import subprocess
import sys
import tempfile

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("folders", nargs="+")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--views", type=int, default=3000)
parser.add_argument("--viewlint", help="the viewlint binary (default: build and use .build/release/viewlint)")
parser.add_argument("--instructions", action="store_true",
                    help="count instructions with valgrind (callgrind) instead of measuring CPU time")
parser.add_argument("--skip-ratio", action="store_true", help="measure the engine's share only")
arguments = parser.parse_args()

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = arguments.viewlint
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "viewlint"], cwd=repository, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(repository, ".build", "release", "viewlint")
binary = os.path.abspath(binary)


def cpu_of(command, cwd):
    """CPU seconds (user + system) of `command`, reaped with wait4 so only its own use counts."""
    with open(os.devnull, "wb") as devnull:
        process = subprocess.Popen(command, cwd=cwd, stdout=devnull, stderr=subprocess.PIPE)
        errors = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"engine-cost: {' '.join(command)} exited {code}:\n{errors.decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime


def instructions_of(command, cwd):
    """Instructions the command executes (valgrind's callgrind, one thread)."""
    counted = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command
    with open(os.devnull, "wb") as devnull:
        process = subprocess.run(counted, cwd=cwd, stdout=devnull, stderr=subprocess.PIPE)
    if process.returncode not in (0, 1):
        sys.exit(f"engine-cost: {' '.join(counted)} exited {process.returncode}:\n{process.stderr.decode(errors='replace')}")
    for line in process.stderr.decode(errors="replace").splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip())
    sys.exit("engine-cost: valgrind reported no instruction count")


def least(command, cwd):
    if arguments.instructions:
        return instructions_of(command, cwd)
    return min(cpu_of(command, cwd) for _ in range(arguments.rounds))


def amount(value):
    return f"{value / 1e9:.3f} billion instructions" if arguments.instructions else f"{value:.2f} s CPU"


lint = [binary, "lint", "--no-cache", "--jobs", "1", "--reporter", "json", "--quiet"]

# 1. The engine's share of a whole lint.
with tempfile.TemporaryDirectory(prefix="viewlint-engine-cost-") as project:
    for number, folder in enumerate(arguments.folders):
        os.symlink(os.path.abspath(folder), os.path.join(project, f"{number}-{os.path.basename(os.path.normpath(folder))}"))
    without = least(lint + ["--no-confirm"], project)
    confirmed = least(lint, project)
    share = (confirmed - without) / confirmed if confirmed > 0 else 0
    extra = (confirmed - without) / without if without > 0 else 0
    print(f"lint without the engine {amount(without)}, with it {amount(confirmed)}: "
          f"the engine's share of lint CPU is {100 * share:.0f}% (+{100 * extra:.0f}% over --no-confirm)")

if arguments.skip_ratio:
    sys.exit(0)


# 2. One file of N views against N files of one view.
def view(number):
    return f"""
struct Field{number}: View {{
    @Binding var text: String
    var body: some View {{ TextField("Field {number}", text: $text) }}
}}

struct Form{number}: View {{
    @State private var text = ""
    @State private var saves = 0
    var body: some View {{
        VStack {{
            Field{number}(text: Binding(get: {{ text }}, set: {{ text = $0 }}))
            Button("Save \\(saves)") {{ saves += 1 }}
        }}
    }}
}}
"""


with tempfile.TemporaryDirectory(prefix="viewlint-one-file-") as one, \
        tempfile.TemporaryDirectory(prefix="viewlint-many-files-") as many:
    with open(os.path.join(one, "Views.swift"), "w") as out:
        out.write("import SwiftUI\n" + "".join(view(n) for n in range(arguments.views)))
    for n in range(arguments.views):
        with open(os.path.join(many, f"View{n}.swift"), "w") as out:
            out.write("import SwiftUI\n" + view(n))
    one_cpu = least(lint, one)
    many_cpu = least(lint, many)
    print(f"{arguments.views} views with one finding each: one file {amount(one_cpu)}, "
          f"{arguments.views} files {amount(many_cpu)}; one-file/many-files ratio {one_cpu / many_cpu:.2f}")
