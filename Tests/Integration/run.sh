#!/usr/bin/env bash
# Every integration script in this folder (lib.sh and this file aside), with its wall time, so a
# script added here runs without being listed. A script whose tools cannot be installed skips
# itself (exit 0, a SKIP line) locally and fails in CI (CI=true); the summary names the
# skipped ones, so a local run that skipped never reads as a full pass.
set -euo pipefail
cd "$(dirname "$0")"
total=$(date +%s)
skipped=()
for script in *.sh; do
    case "$script" in lib.sh|run.sh) continue ;; esac
    start=$(date +%s)
    echo "### $script"
    output="$(mktemp "${TMPDIR:-/tmp}/viewlint-run.XXXXXX")"
    status=0
    bash "$script" 2>&1 | tee "$output" || status=${PIPESTATUS[0]}
    grep -q '^SKIP: ' "$output" && skipped+=("$script")
    rm -f "$output"
    [ "$status" -eq 0 ] || { echo "### $script: FAILED (exit $status)"; exit "$status"; }
    echo "### $script: $(( $(date +%s) - start ))s"
done
echo "### integration scripts: $(( $(date +%s) - total ))s"
if [ ${#skipped[@]} -gt 0 ]; then
    echo "### SKIPPED (not run, see their SKIP lines): ${skipped[*]}"
    # lib.sh's skip already fails in CI; this also catches a SKIP printed any other way.
    if [ "${CI:-}" = "true" ]; then echo "### FAIL: CI=true and scripts were skipped" >&2; exit 1; fi
fi
