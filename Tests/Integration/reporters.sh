#!/usr/bin/env bash
# Every reporter read by a real consumer, in a temporary virtual environment from PyPI:
#  - checkstyle: validated by xmlschema against schemas/checkstyle.xsd;
#  - junit: read by junitparser (test and failure counts must equal the findings);
#  - codeclimate: validated by jsonschema against schemas/gitlab-code-quality.schema.json
#    (the fields GitLab's code quality widget reads), fingerprints unique;
#  - markdown: rendered by markdown-it-py, one table row per finding;
#  - xcode: exactly one line per finding.
# Run on the bundled example app plus a file that is not UTF-8 (an input error) and one whose
# finding message quotes several lines. Without the tools: a clear SKIP locally, a failure in CI.
source "$(dirname "$0")/lib.sh"
need python3 swift

WORK="$(mktemp -d "${TMPDIR:-/tmp}/viewlint-reporters.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

step "tools: python venv with xmlschema, junitparser, jsonschema, markdown-it-py"
start=$(now)
python_tools "$WORK" xmlschema junitparser jsonschema markdown-it-py
"$WORK/venv/bin/pip" list --format=freeze 2>/dev/null | grep -iE '^(xmlschema|junitparser|jsonschema|markdown-it-py)==' | tr '\n' ' '
echo "($(elapsed "$start")s)"

VIEWLINT="$(cd "$REPO" && swift build --show-bin-path)/viewlint"
[ -x "$VIEWLINT" ] || (cd "$REPO" && swift build --product viewlint >/dev/null)

TREE="$WORK/tree"
mkdir -p "$TREE"
cp -R "$REPO/Tests/Fixtures/Examples/." "$TREE/"
printf 'let bad = "\xC3\x28"\n' > "$TREE/NotUTF8.swift"
printf '// viewlint:disable:next unstable-id\nlet x = "<&>|*"\n' > "$TREE/Markup.swift"
for reporter in json xcode checkstyle junit codeclimate markdown; do
    (cd "$TREE" && "$VIEWLINT" lint --no-cache --reporter "$reporter" . > "$WORK/report.$reporter" 2>/dev/null || true)
done

step "validate each format with its consumer"
"$WORK/venv/bin/python" - "$WORK" "$REPO/Tests/Integration/schemas" <<'PY'
import json, sys
work, schemas = sys.argv[1], sys.argv[2]
report = json.load(open(f"{work}/report.json", encoding="utf-8"))
findings, errors = report["findings"], report["errors"]
assert findings and errors, "the tree must give findings and an input error"
n, e = len(findings), len(errors)

import xmlschema
xmlschema.XMLSchema(f"{schemas}/checkstyle.xsd").validate(f"{work}/report.checkstyle")
tree = xmlschema.XMLSchema(f"{schemas}/checkstyle.xsd").to_dict(f"{work}/report.checkstyle")
entries = sum(len(f.get("error", [])) for f in tree.get("file", []))
assert entries == n + e, (entries, n, e)
print(f"PASS: checkstyle: valid against checkstyle.xsd; {entries} entries in {len(tree.get('file', []))} files")

from junitparser import JUnitXml, Failure, Error
xml = JUnitXml.fromfile(f"{work}/report.junit")
cases = [case for suite in xml for case in suite]
failures = [r for case in cases for r in case.result if isinstance(r, Failure)]
errs = [r for case in cases for r in case.result if isinstance(r, Error)]
assert len(failures) == n and len(errs) == e, (len(failures), n, len(errs), e)
assert all(f.message and "\n" not in f.message for f in failures)
print(f"PASS: junit: junitparser reads {len(cases)} test cases, {len(failures)} failures, {len(errs)} errors")

import jsonschema
issues = json.load(open(f"{work}/report.codeclimate", encoding="utf-8"))
jsonschema.validate(issues, json.load(open(f"{schemas}/gitlab-code-quality.schema.json", encoding="utf-8")))
assert len(issues) == n + e and len({i["fingerprint"] for i in issues}) == len(issues)
print(f"PASS: codeclimate: valid GitLab code quality report; {len(issues)} issues, unique fingerprints")

from markdown_it import MarkdownIt
tokens = MarkdownIt().enable("table").parse(open(f"{work}/report.markdown", encoding="utf-8").read())
rows = sum(1 for t in tokens if t.type == "tr_open") - 1
assert rows == n + e, (rows, n, e)
print(f"PASS: markdown: markdown-it renders a table of {rows} rows")

lines = open(f"{work}/report.xcode", encoding="utf-8").read().splitlines()
assert len(lines) == n, (len(lines), n)
print(f"PASS: xcode: {len(lines)} lines for {n} findings")
PY
