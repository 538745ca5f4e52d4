#!/usr/bin/env bash
# The SwiftPM plugins against a fixture package (Tests/Fixtures/plugin-package), in a temporary
# folder: the command plugin (`swift package viewlint`) and the build-tool plugin (`swift build`
# prints viewlint's diagnostics).
source "$(dirname "$0")/lib.sh"
need swift

WORK="$(mktemp -d "${TMPDIR:-/tmp}/viewlint-plugins.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
copy_repo "$WORK"
cp -R "$REPO/Tests/Fixtures/plugin-package" "$WORK/Demo"
cd "$WORK/Demo"

step "command plugin: swift package viewlint"
start=$(now)
set +e
swift package viewlint --reporter xcode > "$WORK/command.out" 2> "$WORK/command.err"
status=$?
set -e
echo "(exit $status, $(elapsed "$start")s including building viewlint)"
grep -E "(warning|error): " "$WORK/command.out" | grep -v "#no-usage" || true
grep -q "Sources/Demo/Settings.swift:16:30: warning: .*(closure_binding)" "$WORK/command.out" \
    || { tail -n 30 "$WORK/command.out" "$WORK/command.err"; fail "the command plugin did not report the fixture's finding"; }
[ "$status" -eq 0 ] || { tail -n 30 "$WORK/command.err"; fail "warnings alone should not fail the command plugin (exit $status)"; }
pass "command plugin reports the finding"

step "command plugin: --strict makes the warning fail"
set +e
swift package viewlint --strict --reporter xcode > /dev/null 2> "$WORK/strict.err"
status=$?
set -e
[ "$status" -ne 0 ] || fail "--strict should fail the command plugin"
grep -q "viewlint exited with status 1" "$WORK/strict.err" || { tail -n 30 "$WORK/strict.err"; fail "no exit status in the plugin's error"; }
pass "command plugin passes arguments and fails on findings (exit $status)"

step "command plugin: --target"
swift package viewlint --target Demo --reporter xcode > "$WORK/target.out" 2>&1 || true
grep -q "Settings.swift:16:30: warning" "$WORK/target.out" || { tail -n 30 "$WORK/target.out"; fail "--target Demo did not lint Demo"; }
pass "command plugin lints a named target"

step "build-tool plugin: swift build"
start=$(now)
swift build > "$WORK/build.out" 2>&1 || { tail -n 30 "$WORK/build.out"; fail "swift build failed"; }
echo "($(elapsed "$start")s)"
grep -E "Settings.swift:.*(warning|error): " "$WORK/build.out" || true
grep -q "Settings.swift:16:30: warning: .*(closure_binding)" "$WORK/build.out" \
    || { tail -n 30 "$WORK/build.out"; fail "swift build did not show viewlint's warning"; }
pass "swift build shows the finding as a compiler-style warning"

step "build-tool plugin: an error-severity finding fails the build"
# A source change re-runs the lint (like the compiler, it runs when its inputs changed).
printf 'closure_binding:\n  severity: error\n' > .viewlint.yml
touch Sources/Demo/Settings.swift
for attempt in 1 2; do   # a failed lint writes no stamp, so the next build lints again
    set +e
    swift build > "$WORK/build-error.out" 2>&1
    status=$?
    set -e
    grep -E "Settings.swift:.*(warning|error): " "$WORK/build-error.out" || true
    [ "$status" -ne 0 ] || { tail -n 30 "$WORK/build-error.out"; fail "an error finding should fail swift build (attempt $attempt)"; }
    grep -q "Settings.swift:16:30: error: .*(closure_binding)" "$WORK/build-error.out" || { tail -n 30 "$WORK/build-error.out"; fail "no error diagnostic"; }
done
pass "swift build fails with the finding as an error, on every build until it is fixed"

step "build-tool plugin: a disable comment makes the build pass"
sed -i '16i\        // viewlint:disable:next closure_binding' Sources/Demo/Settings.swift
swift build > "$WORK/build-fixed.out" 2>&1 || { tail -n 30 "$WORK/build-fixed.out"; fail "the fixed package should build"; }
! grep -q "closure_binding" "$WORK/build-fixed.out" || fail "a finding is still reported"
pass "swift build is clean once the finding is suppressed"
