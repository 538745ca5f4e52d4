#!/usr/bin/env python3
"""How many files a warm lint re-checks after small edits, on a copy of any folder of Swift code.

    Benchmarks/cache-reanalysis.py [--viewlint PATH] [--file RELATIVE] FOLDER

Copies FOLDER, lints it cold with a fresh cache, then makes two edits to one view file and
lints warm after each, printing how many files were checked again, and checking that the warm
output is byte for byte what `--no-cache` prints:

  body edit     a line `let _ = 0` added at the top of the file's first `body`
  comment edit  the text of the file's first `//` comment changed in place

The file is --file, else the file other files' findings read most (so the edit reaches
them). "Checked again" is read from the cache store: a file's record changes when it is
checked again (its key, or the code digests of the files its result read). Without
--viewlint, builds the release binary first.
"""
import argparse
import collections
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("folder")
parser.add_argument("--file", help="the file to edit, relative to FOLDER")
parser.add_argument("--viewlint")
arguments = parser.parse_args()

repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = arguments.viewlint
if binary is None:
    subprocess.run(["swift", "build", "-c", "release", "--product", "viewlint"], cwd=repository, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(repository, ".build", "release", "viewlint")
binary = os.path.abspath(binary)


def lint(project, *extra):
    result = subprocess.run([binary, "lint", "--reporter", "json", *extra], cwd=project, capture_output=True)
    if result.returncode not in (0, 1):
        sys.exit(f"cache-reanalysis: viewlint failed:\n{result.stderr.decode(errors='replace')}")
    return result.stdout


def records(cache):
    """Each file's record in the cache store: its `f`/`F` line (minus the stamp) and its `>` lines."""
    stores = glob.glob(os.path.join(cache, "lint-*.cache"))
    if len(stores) != 1:
        sys.exit(f"cache-reanalysis: expected one cache store in {cache}, found {len(stores)}")
    by_file, current = {}, None
    for line in open(stores[0], encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("F "):
            fields = line.split(" ", 9)  # F KEY CONTENT SIZE MODIFIED CHANGED DEVICE INODE COUNT PATH
            current = fields[9]
            by_file[current] = [fields[1], fields[8]]  # key, finding count
        elif line.startswith("f ") and not line.startswith("findings "):
            fields = line.split(" ", 3)
            current = fields[3]
            by_file[current] = [fields[1], fields[2]]
        elif line.startswith("> ") and current is not None:
            by_file[current].append(line)
    return by_file


def changed(before, after):
    return sorted(name for name in after if before.get(name) != after[name])


with tempfile.TemporaryDirectory(prefix="viewlint-cache-reanalysis-") as work:
    project = os.path.join(work, "project")
    shutil.copytree(arguments.folder, project, symlinks=True,
                    ignore=shutil.ignore_patterns(".git", ".build", "DerivedData", "Pods", "Carthage"))
    cache = os.path.join(work, "cache")
    cold = lint(project, "--cache-path", cache)
    before = records(cache)
    print(f"{len(before)} files; cold run done")

    target = arguments.file
    if target is None:
        readers = collections.Counter()
        for name, record in before.items():
            for dependency in record[2:]:
                readers[dependency.split(" ", 2)[2]] += 1
        candidates = [name for name, _ in readers.most_common()
                      if re.search(r"var body: some View \{\n", open(os.path.join(project, name), errors="replace").read())
                      and re.search(r"^\s*//", open(os.path.join(project, name), errors="replace").read(), re.M)]
        if not candidates:
            sys.exit("cache-reanalysis: no file with a body and a comment that other files' findings read; pass --file")
        target = candidates[0]
        print(f"editing {target}, read by the findings of {readers[target]} other file(s)")
    path = os.path.join(project, target)

    def edit(description, change):
        global before
        text = open(path, encoding="utf-8").read()
        new = change(text)
        if new == text:
            sys.exit(f"cache-reanalysis: the {description} found nothing to change in {target}")
        open(path, "w", encoding="utf-8").write(new)
        warm = lint(project, "--cache-path", cache)
        after = records(cache)
        again = changed(before, after)
        fresh = lint(project, "--no-cache")
        same = "byte-identical to --no-cache" if warm == fresh else "DIFFERS from --no-cache"
        shown = ", ".join(again[:5]) + (" …" if len(again) > 5 else "")
        print(f"{description}: {len(again)} of {len(after)} files checked again ({shown}); warm output {same}")
        before = after
        return warm == fresh

    ok = edit("body edit", lambda text: re.sub(r"(var body: some View \{\n)", r"\1        let _ = 0\n", text, count=1))
    ok &= edit("comment edit", lambda text: re.sub(r"^(\s*//[^\n]*)$", r"\1 (reworded)", text, count=1, flags=re.M))
    sys.exit(0 if ok else 1)
