-- Headless Neovim (0.6+: vim.lsp.start_client and vim.diagnostic) as a real LSP client of `viewlint lsp`: open a fixture file, receive
-- its diagnostics, check them against `viewlint lint --reporter json`, apply the quick fix and
-- see the finding go. Run by lsp-clients.sh:
--   VIEWLINT=… PROJECT=… nvim --headless -u NONE -c "luafile quickfix.lua"
local viewlint = os.getenv("VIEWLINT")
local root = os.getenv("PROJECT")
local relative = "Sources/Profile/ProfileForm.swift"
local file = root .. "/" .. relative

local function finish(ok, message)
  io.stdout:write((ok and "PASS: " or "FAIL: ") .. message .. "\n")
  io.stdout:flush()
  vim.cmd(ok and "qa!" or "cquit! 1")
end

local function check(condition, message)
  if not condition then finish(false, message) error(message) end
end

-- Run from the project's folder: that is where `viewlint lint` finds its .viewlint.yml and root.
local report = vim.fn.json_decode(vim.fn.system("cd " .. vim.fn.shellescape(root) .. " && "
  .. vim.fn.shellescape(viewlint) .. " lint --reporter json --no-cache 2>/dev/null"))
local expected = {}
for _, finding in ipairs(report.findings) do
  if finding.file:sub(-#relative) == relative then table.insert(expected, finding) end
end
check(#expected == 1 and expected[1].rule == "closure_binding", "the command line finds closure_binding in " .. relative)

vim.cmd("edit " .. file)
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({ name = "viewlint", cmd = { viewlint, "lsp" }, root_dir = root })
check(client_id ~= nil, "vim.lsp.start_client started viewlint lsp")
vim.lsp.buf_attach_client(buffer, client_id)

local function diagnostics()
  return vim.diagnostic.get(buffer)
end

check(vim.wait(60000, function() return #diagnostics() > 0 end, 20), "diagnostics arrived within 60 s")
local got = diagnostics()
check(#got == #expected, ("%d diagnostics, the command line reports %d"):format(#got, #expected))
local d, e = got[1], expected[1]
-- The protocol's code as received (Neovim 0.6 and 0.7 keep it in user_data.lsp only).
local received = d.user_data and d.user_data.lsp
check(received ~= nil, "Neovim kept the protocol diagnostic")
check(d.source == "viewlint" and received.code == e.rule,
  "code and source: " .. tostring(received.code) .. " " .. tostring(d.source))
check(d.lnum == e.lsp_range.start.line and d.col == e.lsp_range.start.character
  and d.end_lnum == e.lsp_range["end"].line and d.end_col == e.lsp_range["end"].character,
  ("range %d:%d-%d:%d"):format(d.lnum, d.col, d.end_lnum, d.end_col))
check(vim.startswith(d.message, e.message), "message: " .. d.message)

-- The quick fix, as `vim.lsp.buf.code_action()` would offer it, applied to the buffer.
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } }
params.context = { diagnostics = { received }, only = { "quickfix" } }
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 30000)
local fix
for _, response in pairs(responses or {}) do
  for _, action in ipairs(response.result or {}) do
    if action.isPreferred then fix = action end
  end
end
check(fix ~= nil, "a preferred quick fix was offered")
vim.lsp.util.apply_workspace_edit(fix.edit, "utf-16")
local text = table.concat(vim.api.nvim_buf_get_lines(buffer, 0, -1, false), "\n")
check(text:find("isOn: $profile.showsEmail)", 1, true) ~= nil, "the fix rewrote the binding")

check(vim.wait(60000, function()
  for _, diagnostic in ipairs(diagnostics()) do
    if (diagnostic.user_data.lsp or {}).code == "closure_binding" then return false end
  end
  return true
end, 20), "the closure_binding diagnostic went away after the fix")

vim.lsp.stop_client(client_id)
finish(true, "neovim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor)
  .. ": diagnostics equal to the command line's, quick fix applied, diagnostic cleared")
