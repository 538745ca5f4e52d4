# Shared helpers for the integration scripts (sourced, not run).
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

step() { printf '\n== %s\n' "$*"; }
pass() { printf 'PASS: %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
# A missing tool skips the script locally, with the reason; in CI (CI=true) it is a failure,
# so a green CI run has really run every script.
skip() {
    if [ "${CI:-}" = "true" ]; then printf 'FAIL: %s (CI=true: a needed tool must be installable)\n' "$*" >&2; exit 1; fi
    printf 'SKIP: %s\n' "$*"; exit 0
}

# Skips the script (fails it in CI) unless every named command is installed.
need() {
    local command
    for command in "$@"; do command -v "$command" >/dev/null || skip "$command is not installed"; done
}

# Seconds since the epoch with fractions, for the timings the scripts print.
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

# A copy of this checkout's tracked and untracked (not ignored) files under $1/ViewLint, so
# builds there see uncommitted changes and never write into the repository.
copy_repo() {
    mkdir -p "$1/ViewLint"
    (cd "$REPO" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
        [ -e "$f" ] && printf '%s\0' "$f"; done | xargs -0 cp --parents -t "$1/ViewLint")
}

# A Python virtual environment in $1/venv with the PyPI packages named after it; skips the
# script (fails it in CI) when that cannot be done.
python_tools() {
    local dir=$1; shift
    python3 -m venv "$dir/venv" 2>"$dir/venv.err" || { cat "$dir/venv.err"; skip "python3 -m venv failed (install python3-venv)"; }
    "$dir/venv/bin/pip" install --quiet --disable-pip-version-check "$@" > "$dir/pip.log" 2>&1 \
        || { tail -5 "$dir/pip.log"; skip "pip could not install $* (no package index?)"; }
}
