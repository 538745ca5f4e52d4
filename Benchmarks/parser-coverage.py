#!/usr/bin/env python3
"""How much of swift-syntax's parser test suite ViewLint's parser accepts.

    Benchmarks/parser-coverage.py SWIFT-SYNTAX-CHECKOUT [--viewlint PATH] [--list] [--keep DIR]

Reads the `assertParse(...)` calls of the checkout's Tests/SwiftParserTest (nothing of
swift-syntax is copied into this repository) and keeps the snippets swift-syntax itself parses
without diagnostics:
  - the first argument is a plain string literal (no interpolation);
  - no `diagnostics:` argument, or an empty one (a test that expects diagnostics marks the
    source with 1️⃣-style markers and lists them);
  - no experimental features (`experimentalFeatures:` on the call, or a test class that
    overrides `experimentalFeatures`);
  - parsed as a whole source file (a `{ ExprSyntax.parse(from: &$0) }`-style second argument
    parses a fragment that need not be a valid file).
Location markers are removed as swift-syntax's `extractMarkers` does. Each snippet is written
to a file of its own and linted with `viewlint lint --reporter json --no-confirm --no-cache`;
a snippet is rejected when the run reports a `parse_error` for its file. The script prints the
counts and the rejections grouped by the parser's message.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

CALLS = ("assertParse", "assertParseWithAllNewlineEndings")
MARKERS = [d + "\ufe0f\u20e3" for d in "0123456789"] + ["\U0001f51f", "\u2139\ufe0f"]


class Unsupported(Exception):
    """A literal this reader does not decode (interpolation, concatenation…)."""


def skip_string(text, i):
    """Index just past the Swift string literal starting at text[i] (`"`, `#` or `\"\"\"`)."""
    pounds = 0
    while text[i + pounds] == "#":
        pounds += 1
    j = i + pounds
    multiline = text.startswith('"""', j)
    j += 3 if multiline else 1
    close = ('"""' if multiline else '"') + "#" * pounds
    escape = "\\" + "#" * pounds
    while j < len(text):
        if text.startswith(escape, j):
            k = j + len(escape)
            if k < len(text) and text[k] == "(":  # interpolation: skip the balanced code
                j = skip_balanced(text, k)
                continue
            j = k + 1
            continue
        if text.startswith(close, j):
            return j + len(close)
        j += 1
    return len(text)


def skip_balanced(text, i):
    """Index just past the bracket opened at text[i], skipping strings and comments."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[text[i]]]
    j = i + 1
    while j < len(text) and stack:
        c = text[j]
        if text.startswith("//", j):
            j = text.find("\n", j)
            j = len(text) if j < 0 else j
        elif text.startswith("/*", j):
            j = text.find("*/", j) + 2
            if j < 2:
                return len(text)
        elif c == '"' or (c == "#" and re.match(r'#+"', text[j:j + 8])):
            j = skip_string(text, j)
        elif c in pairs:
            stack.append(pairs[c])
            j += 1
        elif stack and c == stack[-1]:
            stack.pop()
            j += 1
        else:
            j += 1
    return j


def split_arguments(text, open_index):
    """The top-level arguments of the call whose `(` is text[open_index]."""
    end = skip_balanced(text, open_index)
    inner = text[open_index + 1:end - 1]
    arguments, start, j = [], 0, 0
    while j < len(inner):
        c = inner[j]
        if c in "([{":
            j = skip_balanced(inner, j)
        elif c == '"' or (c == "#" and re.match(r'#+"', inner[j:j + 8])):
            j = skip_string(inner, j)
        elif inner.startswith("//", j):
            nl = inner.find("\n", j)
            j = len(inner) if nl < 0 else nl
        elif c == ",":
            arguments.append(strip_comments(inner[start:j]))
            start = j = j + 1
        else:
            j += 1
    if inner[start:].strip():
        arguments.append(strip_comments(inner[start:]))
    return arguments, end


def strip_comments(argument):
    """An argument without the line comments before and after it (`"x",  // why`)."""
    return re.sub(r"^(\s*//[^\n]*\n)+", "", argument).strip()


def decode_escapes(body, pounds):
    escape = "\\" + "#" * pounds
    out, j = [], 0
    simple = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}
    while j < len(body):
        if body.startswith(escape, j):
            k = j + len(escape)
            c = body[k] if k < len(body) else ""
            if c in simple:
                out.append(simple[c])
                j = k + 1
            elif c == "u" and body[k + 1:k + 2] == "{":
                close = body.index("}", k)
                out.append(chr(int(body[k + 2:close], 16)))
                j = close + 1
            elif c == "(":
                raise Unsupported("interpolation")
            elif c == "\n":  # line continuation (multi-line literals)
                j = k + 1
            else:
                raise Unsupported("escape \\" + c)
        else:
            out.append(body[j])
            j += 1
    return "".join(out)


def decode_literal(argument):
    """The value of a Swift string literal argument, or Unsupported."""
    m = re.match(r'(#*)("""|")', argument)
    if not m:
        raise Unsupported("not a string literal")
    pounds, quote = len(m.group(1)), m.group(2)
    if skip_string(argument, 0) != len(argument):
        raise Unsupported("not a single literal")
    body = argument[m.end():len(argument) - len(quote) - pounds]
    if quote == '"':
        return decode_escapes(body, pounds)
    # Multi-line: content starts after the opening line; the closing delimiter's indentation
    # is removed from every line; the line break before the delimiter is not content.
    if "\n" not in body:
        raise Unsupported("malformed multi-line literal")
    body = body[body.index("\n") + 1:]
    last_break = body.rfind("\n")
    indentation = body[last_break + 1:] if last_break >= 0 else body
    if indentation.strip():
        raise Unsupported("text before the closing delimiter")
    content = body[:last_break] if last_break >= 0 else ""
    lines = []
    for line in content.split("\n"):
        if line.startswith(indentation):
            line = line[len(indentation):]
        elif line.strip():
            raise Unsupported("under-indented line")
        else:
            line = ""
        lines.append(line)
    return decode_escapes("\n".join(lines), pounds)


def classes_with_features(text):
    """Byte ranges of test classes that override `experimentalFeatures`."""
    ranges = []
    for m in re.finditer(r"\bclass\s+\w+\s*:[^{]*\{", text):
        end = skip_balanced(text, m.end() - 1)
        if "override var experimentalFeatures" in text[m.end():end]:
            ranges.append((m.start(), end))
    return ranges


def extract(checkout):
    """(snippets, skipped): snippets as (id, source); skipped as Counter of reasons."""
    root = os.path.join(checkout, "Tests", "SwiftParserTest")
    if not os.path.isdir(root):
        sys.exit("parser-coverage: no Tests/SwiftParserTest under %s" % checkout)
    snippets, skipped = [], collections.Counter()
    for folder, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            text = open(path, encoding="utf-8").read()
            feature_classes = classes_with_features(text)
            for m in re.finditer(r"\b(%s)\(" % "|".join(CALLS), text):
                line_start = text.rfind("\n", 0, m.start()) + 1
                if text[line_start:m.start()].lstrip().startswith(("//", "func ")) or \
                        re.search(r"func\s+$", text[line_start:m.start()]):
                    continue  # a comment or the helper's own declaration
                test_id = "%s:%d" % (os.path.relpath(path, root), text.count("\n", 0, m.start()) + 1)
                arguments, _ = split_arguments(text, m.end() - 1)
                if not arguments:
                    continue
                labels = {}
                unlabelled = []
                for argument in arguments[1:]:
                    lm = re.match(r"(\w+)\s*:(?!:)\s*(.*)", argument, re.S)
                    if lm and not argument.startswith("{"):
                        labels[lm.group(1)] = lm.group(2).strip()
                    else:
                        unlabelled.append(argument)
                if re.sub(r"\s", "", labels.get("diagnostics", "[]")) != "[]":
                    skipped["expects diagnostics"] += 1
                    continue
                if "experimentalFeatures" in labels or any(a <= m.start() < b for a, b in feature_classes):
                    skipped["needs experimental features"] += 1
                    continue
                entry = [u for u in unlabelled if "parse(from:" in u and "SourceFileSyntax" not in u]
                if entry:
                    skipped["parses a fragment, not a file (%s)" % re.search(r"(\w+)\.parse", entry[0]).group(1)] += 1
                    continue
                try:
                    source = decode_literal(arguments[0])
                except Unsupported as problem:
                    skipped["source not a plain literal (%s)" % problem] += 1
                    continue
                for marker in MARKERS:
                    source = source.replace(marker, "")
                if m.group(1) == "assertParseWithAllNewlineEndings":
                    for suffix, newline in (("lf", "\n"), ("cr", "\r"), ("crlf", "\r\n")):
                        snippets.append((test_id + ":" + suffix, source.replace("\n", newline)))
                else:
                    snippets.append((test_id, source))
    return snippets, skipped


def category(message):
    """The parser's message with the quoted source text taken out, to group like failures."""
    message = re.sub(r"^ViewLint could not parse this code \((.*)\); rules skip.*$", r"\1", message)
    message = re.sub(r"(found|unexpected) '[^']*'", r"\1 '…'", message)
    return re.sub(r"offset \d+", "offset N", message)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", help="a swift-syntax checkout (with its Tests folder)")
    parser.add_argument("--viewlint", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "viewlint"))
    parser.add_argument("--list", action="store_true", help="print every rejected snippet")
    parser.add_argument("--keep", metavar="DIR", help="write the snippets to DIR and keep them")
    options = parser.parse_args()
    if not os.access(options.viewlint, os.X_OK):
        sys.exit("parser-coverage: no viewlint at %s (swift build first, or --viewlint)" % options.viewlint)

    snippets, skipped = extract(options.checkout)
    work = options.keep or tempfile.mkdtemp(prefix="parser-coverage.")
    os.makedirs(work, exist_ok=True)
    files = {}
    for number, (test_id, source) in enumerate(snippets):
        path = os.path.join(work, "s%04d.swift" % number)
        with open(path, "w", encoding="utf-8", newline="") as handle:
            handle.write(source)
        files[os.path.realpath(path)] = (test_id, source)
    # No configuration above the snippets' folder may change what runs: name an empty one.
    config = os.path.join(work, ".viewlint.yml")
    open(config, "w").close()
    run = subprocess.run([options.viewlint, "lint", "--reporter", "json", "--no-confirm", "--no-cache",
                          "--quiet", "--config", config, work], capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit("parser-coverage: viewlint failed (%d): %s" % (run.returncode, run.stderr.strip()))
    report = json.loads(run.stdout)
    rejected = {}
    for finding in report["findings"]:
        if finding["rule"] == "parse_error":
            start = finding["range"]["start"]
            rejected[os.path.realpath(finding["file"])] = (category(finding["message"]),
                                                           "%d:%d" % (start["line"], start["column"]))
    if report.get("files_scanned") != len(files):
        sys.exit("parser-coverage: viewlint scanned %s files, expected %d" % (report.get("files_scanned"), len(files)))

    calls = len(snippets) + sum(skipped.values())
    print("assertParse calls: %d; snippets swift-syntax accepts without diagnostics: %d" % (calls, len(snippets)))
    for reason, count in sorted(skipped.items(), key=lambda item: -item[1]):
        print("  skipped %5d  %s" % (count, reason))
    print("accepted by ViewLint: %d; rejected: %d" % (len(snippets) - len(rejected), len(rejected)))
    groups = collections.defaultdict(list)
    for path, (message, _) in rejected.items():
        groups[message].append(files[path][0])
    for message, ids in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
        print("  %4d  %s   e.g. %s" % (len(ids), message, ", ".join(sorted(ids)[:3])))
    if options.list:
        for path, (message, at) in sorted(rejected.items(), key=lambda item: files[item[0]][0]):
            print("\n== %s (%s) %s: %s\n%s" % (files[path][0], os.path.basename(path), at, message, files[path][1]))
    if not options.keep:
        for path in files:
            os.remove(path)
        os.remove(config)
        os.rmdir(work)


if __name__ == "__main__":
    main()
