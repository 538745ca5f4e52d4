#!/usr/bin/env bash
# `viewlint lsp` driven by real LSP clients: pytest-lsp from PyPI (the session and bad-input
# tests in lsp/, in a temporary virtual environment) and headless Neovim from Debian
# (lsp/nvim/quickfix.lua, through vim.lsp.start_client, which Debian's Neovim 0.7 has;
# .ci/run installs it). Without them: a clear SKIP locally, a failure in CI.
source "$(dirname "$0")/lib.sh"
need python3
command -v nvim >/dev/null || skip "Neovim is not installed (apt-get install neovim)"
# vim.diagnostic, which the client test reads, came with Neovim 0.6.
nvim_version="$(nvim --version | head -1)"
[[ "$nvim_version" =~ v0\.[0-5]\. ]] && skip "$nvim_version has no vim.diagnostic (Neovim 0.6 or later is needed)"

work="$(mktemp -d "${TMPDIR:-/tmp}/viewlint-lsp.XXXXXX")"
trap 'rm -rf "$work"' EXIT

step "tools: python venv with pytest-lsp"
start=$(now)
python_tools "$work" pytest-lsp
"$work/venv/bin/pip" list --format=freeze 2>/dev/null | grep -iE '^(pytest-lsp|pygls|lsprotocol)==' | tr '\n' ' '
echo "($(elapsed "$start")s)"

VIEWLINT="${VIEWLINT:-$(cd "$REPO" && swift build --show-bin-path)/viewlint}"
[ -x "$VIEWLINT" ] || (cd "$REPO" && swift build --product viewlint >/dev/null) || fail "cannot build viewlint"
export VIEWLINT

step "pytest-lsp: session, watched files, code actions, hover, bad input"
start=$(now)
(cd "$REPO/Tests/Integration/lsp" && "$work/venv/bin/python" -m pytest -q -p no:cacheprovider) || fail "pytest-lsp tests"
pass "pytest-lsp tests ($(elapsed "$start") s)"

step "headless Neovim: diagnostics and a quick fix"
cp -r "$REPO/Tests/Integration/lsp/fixture" "$work/project"
output="$(cd "$work" && PROJECT="$work/project" timeout 300 nvim --headless -u NONE -i NONE \
    -c "luafile $REPO/Tests/Integration/lsp/nvim/quickfix.lua" 2>&1)" || fail "Neovim: $output"
echo "$output"
grep -q '^PASS: ' <<<"$output" || fail "Neovim printed no PASS line: $output"
pass "Neovim $(nvim --version | head -1)"
