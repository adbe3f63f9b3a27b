-- Writes the C table of the Lua modules built into the WebAssembly
-- engine (src/web/main.c, modules.h), for `make web` (mk/web.mk):
--
--   lua5.4 tools/web/modules.lua OUT.c NAME=PATH...
--
-- Each module's text goes in without its comments and indentation
-- (tools/web/strip.lua: the same tokens on the same lines, so the same
-- line numbers in the engine's messages), as an array of bytes (a string
-- literal that long is beyond what C99 promises to compile). A file that
-- is not Lua (a PO file of hanoi.lang.po) goes in as a module that
-- returns the file's texts as a table (`po.lua_table`).
local here = arg[0]:match("^(.*[/\\])") or ""
local strip = dofile(here .. "strip.lua")
package.path = here .. "../../lua/?.lua;" .. here .. "../../lua/?/init.lua;" .. package.path
local lang = require "hanoi.lang"
local po = require "hanoi.lang.po"
local out_path = assert(arg[1], "usage: modules.lua OUT.c NAME=PATH...")
local list = {}
for i = 2, #arg do
  local name, path = arg[i]:match("^([%w%._]+)=(.+)$")
  assert(name, "not NAME=PATH: " .. arg[i])
  list[#list + 1] = { name = name, path = path }
end
table.sort(list, function(a, b) return a.name < b.name end)
local out = { '/* written by tools/web/modules.lua: the Lua modules of the engine */',
  '#include "modules.h"', "" }
for i, m in ipairs(list) do
  local f = assert(io.open(m.path, "rb"))
  local text = f:read("a")
  f:close()
  if m.path:find("%.lua$") then
    local ok, stripped = pcall(strip, text)
    if not ok then error(m.path .. ": " .. stripped, 0) end
    text = stripped
  else
    -- a catalogue's PO file (lua/hanoi/lang/po/M.po): a module returning
    -- its texts as a table (hanoi.lang.po.lua_table)
    local dir, mod = m.path:match("^(.*)/([^/]+)%.po$")
    local tag
    for t, x in pairs(lang.MODULES) do if x == mod then tag = t end end
    assert(dir and tag, m.path .. ": no PO file of a language of hanoi.lang.LANGS")
    text = po.lua_table(tag, dir)
  end
  m.len = #text
  out[#out + 1] = ("static const char m%d[] = {"):format(i)
  for at = 1, #text, 24 do
    local piece = { text:byte(at, math.min(at + 23, #text)) }
    out[#out + 1] = "  " .. table.concat(piece, ",") .. ","
  end
  out[#out + 1] = "  0};"
end
out[#out + 1] = "const WebModule hanoi_web_modules[] = {"
for i, m in ipairs(list) do
  out[#out + 1] = ('  {"%s", "%s", m%d, %d},'):format(m.name, m.path, i, m.len)
end
out[#out + 1] = "  {NULL, NULL, NULL, 0}\n};"
local f = assert(io.open(out_path, "wb"))
f:write(table.concat(out, "\n"), "\n")
f:close()
