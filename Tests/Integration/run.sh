#!/usr/bin/env bash
# Every integration script, with its wall time. Each one skips itself (exit 0, with the
# reason) where its tools cannot be installed, except in CI (CI=true), where that fails.
set -euo pipefail
cd "$(dirname "$0")"
total=$(date +%s)
for script in precommit-and-sarif.sh plugins.sh reporters.sh lsp-clients.sh; do
    start=$(date +%s)
    echo "### $script"
    bash "$script"
    echo "### $script: $(( $(date +%s) - start ))s"
done
echo "### integration scripts: $(( $(date +%s) - total ))s"
