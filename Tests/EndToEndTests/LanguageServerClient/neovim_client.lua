-- Neovim's built-in LSP client (0.7 and later) drives `l10nc lsp`: it opens a resource file
-- of a project, waits for the server's diagnostics, asks for the code actions of the
-- `yaml11-scalar` finding, applies the quick fix's workspace edit and writes the file.
-- Run headless by test_neovim.py:
--   L10NC_BINARY=... L10NC_PROJECT=... L10NC_FILE=... L10NC_RESULT=... \
--     nvim --headless -u NONE -c "luafile neovim_client.lua"
-- The result file holds one JSON object: the diagnostics seen and the action applied.
local binary = os.getenv("L10NC_BINARY")
local project = os.getenv("L10NC_PROJECT")
local file = os.getenv("L10NC_FILE")
local result_path = os.getenv("L10NC_RESULT")

local function finish(result)
  local handle = io.open(result_path, "w")
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd("qall!")
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "l10nc",
  cmd = { binary, "lsp" },
  root_dir = project,
  workspace_folders = { { uri = vim.uri_from_fname(project), name = "project" } },
})
vim.lsp.buf_attach_client(buffer, client_id)

local arrived = vim.wait(30000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
if not arrived then
  finish({ error = "no diagnostics arrived" })
  return
end

local seen = {}
local target
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local code = diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
  table.insert(seen, { code = code, line = diagnostic.lnum, message = diagnostic.message })
  if code == "yaml11-scalar" and target == nil then
    target = diagnostic
  end
end
if target == nil then
  finish({ error = "no yaml11-scalar diagnostic", diagnostics = seen })
  return
end

local client = vim.lsp.get_client_by_id(client_id)
local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = {
    start = { line = target.lnum, character = target.col },
    ["end"] = { line = target.end_lnum or target.lnum, character = target.end_col or target.col },
  },
  -- The server finds the findings of the range itself; the context may name none.
  context = { diagnostics = {} },
}
local response = client.request_sync("textDocument/codeAction", params, 10000, buffer)
if response == nil or response.err or response.result == nil or #response.result == 0 then
  finish({ error = "no code action", diagnostics = seen, response = response })
  return
end
local action = response.result[1]
vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
vim.cmd("write")
finish({ diagnostics = seen, applied = action.title })
