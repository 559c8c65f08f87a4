-- Neovim's built-in LSP client (0.7 and later), set up as docs/editors.md says, drives
-- `l10nc lsp`. The documented block is the init file (`nvim -u`), so it alone starts the
-- server; this script plays the user: it opens a resource file of a project, waits for the
-- client the block attached and for the server's diagnostics, asks for the code actions of the
-- `yaml11-scalar` finding, applies the quick fix's workspace edit, writes the file, then opens a
-- Swift file of the same project.
-- Run headless by test_neovim.py, with `l10nc` on PATH as the block expects:
--   L10NC_PROJECT=... L10NC_FILE=... L10NC_SWIFT_FILE=... L10NC_RESULT=... \
--     nvim --headless -u init.lua -c "luafile neovim_client.lua"
-- The result file holds one JSON object: the client's root, the diagnostics seen, the action
-- applied, the Swift buffer's client, and the last error message Neovim recorded.
local file = os.getenv("L10NC_FILE")
local swift_file = os.getenv("L10NC_SWIFT_FILE")
local result_path = os.getenv("L10NC_RESULT")

local function finish(result)
  -- An error of the init file (a nil `vim.fs` on 0.7, say) is recorded here even when a
  -- client started.
  result.errmsg = vim.v.errmsg
  local handle = io.open(result_path, "w")
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd("qall!")
end

-- The l10nc clients attached to a buffer: `vim.lsp.get_clients` from 0.10 on,
-- `vim.lsp.buf_get_clients` (keyed by id) before.
local function l10nc_clients(filter)
  local clients
  if vim.lsp.get_clients then
    clients = vim.lsp.get_clients(filter)
  elseif filter.bufnr then
    clients = vim.tbl_values(vim.lsp.buf_get_clients(filter.bufnr))
  else
    clients = vim.lsp.get_active_clients()
  end
  return vim.tbl_filter(function(client)
    return client.name == "l10nc"
  end, clients)
end

local function attached_client(buffer)
  local attached = vim.wait(30000, function()
    return #l10nc_clients({ bufnr = buffer }) > 0
  end, 50)
  if attached then
    return l10nc_clients({ bufnr = buffer })[1]
  end
  return nil
end

-- `Client:request_sync` is a method from 0.11 on, a field before.
local function request_sync(client, method, params, buffer)
  if vim.fn.has("nvim-0.11") == 1 then
    return client:request_sync(method, params, 10000, buffer)
  end
  return client.request_sync(method, params, 10000, buffer)
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client = attached_client(buffer)
if client == nil then
  finish({ error = "the documented set-up attached no l10nc client to " .. file })
  return
end
local root = client.config.root_dir

local arrived = vim.wait(30000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
if not arrived then
  finish({ error = "no diagnostics arrived", root = root })
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
  finish({ error = "no yaml11-scalar diagnostic", diagnostics = seen, root = root })
  return
end

local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  range = {
    start = { line = target.lnum, character = target.col },
    ["end"] = { line = target.end_lnum or target.lnum, character = target.end_col or target.col },
  },
  -- The server finds the findings of the range itself; the context may name none.
  context = { diagnostics = {} },
}
local response = request_sync(client, "textDocument/codeAction", params, buffer)
if response == nil or response.err or response.result == nil or #response.result == 0 then
  finish({ error = "no code action", diagnostics = seen, response = response, root = root })
  return
end
local action = response.result[1]
vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
vim.cmd("write")

-- A Swift file of the same project joins the same server.
vim.cmd("edit " .. vim.fn.fnameescape(swift_file))
local swift_client = attached_client(vim.api.nvim_get_current_buf())
finish({
  root = root,
  diagnostics = seen,
  applied = action.title,
  swift_client_is_the_same = swift_client ~= nil and swift_client.id == client.id,
  l10nc_clients = #l10nc_clients({}),
})
