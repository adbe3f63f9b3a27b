-- `make bench`: loading the catalogues of texts, every language's, from
-- their gettext PO files (lua/hanoi/lang/po/, read by hanoi.lang.po as
-- hanoi.lang reads them), against the same texts as the Lua tables the
-- catalogues were before (`return { ["key"] = "text", ... }`, written
-- here from the texts just read, one chunk a language, loaded by Lua's
-- own parser): the baseline of the same run. Each is timed from nothing
-- (the modules' caches emptied), median of RUNS rounds; one language
-- (en and de, what `hanoi play --lang de` reads) and all six.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
local RUNS = 21

local function median(xs)
  table.sort(xs)
  return xs[(#xs + 1) // 2]
end

-- the PO files read afresh: hanoi.lang and hanoi.lang.po loaded again
local function from_po(tags)
  package.loaded["hanoi.lang"], package.loaded["hanoi.lang.po"] = nil, nil
  local lang = require "hanoi.lang"
  for _, tag in ipairs(tags) do lang.catalogue(tag) end
end

local lang = require "hanoi.lang"
local chunks = {}
for _, tag in ipairs(lang.TAGS) do
  local texts, keys = lang.catalogue(tag), {}
  for k in pairs(texts) do keys[#keys + 1] = k end
  table.sort(keys)
  local out = { "return {" }
  for _, k in ipairs(keys) do out[#out + 1] = ("  [%q] = %q,"):format(k, texts[k]) end
  out[#out + 1] = "}"
  chunks[tag] = table.concat(out, "\n")
end
local function from_lua(tags)
  for _, tag in ipairs(tags) do assert(load(chunks[tag], "=" .. tag, "t", {}))() end
end

local function time(f, tags)
  local xs = {}
  for i = 1, RUNS do
    local t0 = os.clock()
    f(tags)
    xs[i] = (os.clock() - t0) * 1000
  end
  return median(xs)
end

print("catalogues of texts: PO files read by hanoi.lang.po against Lua tables (CPU ms, median of "
  .. RUNS .. ")")
for _, row in ipairs { { "en and de", { "en", "de" } }, { "all six", lang.TAGS } } do
  local po, lua = time(from_po, row[2]), time(from_lua, row[2])
  print(("  %-10s PO %6.1f ms   Lua tables %5.1f ms   ratio %.1f"):format(row[1], po, lua, po / lua))
end
