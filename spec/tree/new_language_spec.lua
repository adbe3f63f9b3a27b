-- A newcomer adds a language in four files (docs/architecture.md, "Adding
-- a language"): its line in hanoi.lang.LANGS and its tag under its plural
-- rule in hanoi.lang.PLURALS (lua/hanoi/lang/init.lua), its catalogue (the
-- PO file lua/hanoi/lang/po/M.po, which `hanoi lang import` writes from a
-- translator's file) and that file's line in each rockspec. Here a made-up
-- language, "eo" (its texts English's, each marked "EO:" so that they are
-- told apart), is added so in a scratch copy of the tree, and nothing else
-- is edited: the catalogue's own checks, the rockspec's, the teaching kit,
-- the kit's REPL, the command line and the web engine's list of modules
-- must all pick it up.

local helpers = require "spec.support.helpers"
local run, must = helpers.sh, helpers.must

local function read(path) return assert(helpers.slurp(path), path) end
local write = helpers.spit

-- `text` with `old` replaced once by `new` (plain text, not a pattern)
local function replace(text, old, new)
  local i, j = text:find(old, 1, true)
  assert(i, "not found: " .. old)
  return text:sub(1, i - 1) .. new .. text:sub(j + 1)
end

-- `text` marked "EO:" before its first letter outside braces (the kit reads
-- a text's leading "(1)", and a placeholder stays whole)
local function marked(text)
  local depth = 0
  for i = 1, #text do
    local c = text:sub(i, i)
    if c == "{" then depth = depth + 1
    elseif c == "}" then depth = depth - 1
    elseif depth == 0 and c:find("%a") then return text:sub(1, i - 1) .. "EO:" .. text:sub(i) end
  end
  return text .. "EO:"
end

-- a PO string, as the gettext manual writes one
local function po_string(s)
  return '"' .. s:gsub('[\\"\n\t]', { ["\\"] = "\\\\", ['"'] = '\\"', ["\n"] = "\\n",
    ["\t"] = "\\t" }) .. '"'
end

-- a translator's PO file of the made-up language: English's texts, marked,
-- every plural choice inline (as a translator may keep them)
local function fake_po(english)
  local keys = {}
  for k in pairs(english) do keys[#keys + 1] = k end
  table.sort(keys)
  local out = { 'msgid ""', 'msgstr ""', '"Language: eo\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', "" }
  for _, k in ipairs(keys) do
    out[#out + 1] = "msgctxt " .. po_string(k)
    out[#out + 1] = "msgid " .. po_string(english[k])
    out[#out + 1] = "msgstr " .. po_string(marked(english[k]))
    out[#out + 1] = ""
  end
  return table.concat(out, "\n")
end

describe("a language added by a newcomer", function()
  local dir = os.tmpname()
  os.remove(dir)
  local root = must("pwd"):gsub("\n$", "")
  local sh = "cd '" .. dir .. "' && LC_ALL= LC_MESSAGES= "

  setup(function()
    must("mkdir -p '" .. dir .. "/spec/lang' '" .. dir .. "/spec/docs' '" .. dir .. "/tools'")
    must("cd '" .. root .. "' && cp -RL lua bin src mk Makefile .busted *.rockspec '" .. dir .. "/'"
      .. " && cp -RL spec/support '" .. dir .. "/spec/'"
      .. " && cp -L spec/lang/catalogue_spec.lua '" .. dir .. "/spec/lang/'"
      .. " && cp -L spec/docs/rockspec_spec.lua '" .. dir .. "/spec/docs/'"
      .. " && cp -L tools/repl.lua '" .. dir .. "/tools/'")
    must("ln -s '" .. root .. "/build' '" .. dir .. "/build'")
    -- the four files, edited in the copy (copies, not links: the tree of the
    -- Lua 5.5 run is links to the checkout, which must stay as it is)
    local init = dir .. "/lua/hanoi/lang/init.lua"
    must("test ! -L '" .. init .. "' && test ! -L '" .. dir .. "/hanoi-scm-1.rockspec'")
    local s = read(init)
    s = replace(s, '  { tag = "de", module = "de",',
      '  { tag = "eo", module = "eo", name = "Esperanto", marks = { ",", "." } },\n'
      .. '  { tag = "de", module = "de",')
    s = replace(s, 'one_other = { "en", "de" }', 'one_other = { "en", "de", "eo" }')
    write(init, s)
    for _, rs in ipairs { "hanoi-scm-1.rockspec", "hanoi-1.0.0-1.rockspec" } do
      local path = dir .. "/" .. rs
      write(path, replace(read(path), '      ["hanoi.lang.po.en_po"] = "lua/hanoi/lang/po/en.po",\n',
        '      ["hanoi.lang.po.en_po"] = "lua/hanoi/lang/po/en.po",\n'
        .. '      ["hanoi.lang.po.eo_po"] = "lua/hanoi/lang/po/eo.po",\n'))
    end
    -- the catalogue: a translator's file, imported as a newcomer imports it
    -- (docs/translating.md), which writes lua/hanoi/lang/po/eo.po
    local english = require("hanoi.lang").catalogue("en")
    local n = 0
    for _ in pairs(english) do n = n + 1 end
    write(dir .. "/eo.po", fake_po(english))
    local out = must("cd '" .. dir .. "' && lua5.4 bin/hanoi lang import eo.po 2>&1")
    assert(out:find("eo: 0 texts changed, " .. n .. " added, 0 fuzzy and 0 untranslated", 1, true),
      out)
    must("test -f '" .. dir .. "/lua/hanoi/lang/po/eo.po'")
  end)

  teardown(function() run("rm -rf '" .. dir .. "'") end)

  it("is in the list of languages and passes the catalogues' and the rockspec's checks", function()
    local out = must(sh .. "lua5.4 -e 'package.path = \"lua/?.lua;lua/?/init.lua\"' -e '"
      .. "local lang = require \"hanoi.lang\"; print(lang.list(), lang.match(\"eo_XX.UTF-8\"), "
      .. "lang.NAMES.eo, lang.FORMS.eo[1], lang.number(\"eo\", 12345.5))'")
    assert.equal("en, eo, de, ru, ja, zh-Hant, zh-Hans\teo\tEsperanto\tone\t12.345,5\n", out)
    -- the catalogue's checks cover it: every key of English, the same placeholders
    out = must(sh .. "busted --lua=lua5.4 -o plainTerminal spec/lang/catalogue_spec.lua "
      .. "spec/docs/rockspec_spec.lua")
    assert.truthy(out:find(" 0 failures / 0 errors", 1, true), out)
    assert.truthy(select(2, out:gsub("%+", "")) > 50, out)
  end)

  it("is spoken by the teaching kit and by its REPL, chosen from the environment", function()
    local out = must(sh .. "LANG=eo_XX.UTF-8 lua5.4 -e 'package.path = \"lua/?.lua;lua/?/init.lua\"; "
      .. "package.cpath = \"build/?.so\"' -e '"
      .. "local teach = require \"hanoi.teach\"; local texts = require \"hanoi.teach.texts\"; "
      .. "print(teach.lang()); print(texts.t(\"kit.banner\", { version = \"v\" }))'")
    assert.truthy(out:find("^eo\n[^\n]*EO:"), out)
    -- the REPL's words on a bad call: the made-up language's
    out = must(sh .. "printf 'teach.lang(\"fr\")\\n' | LANG=eo_XX.UTF-8 lua5.4 tools/repl.lua")
    assert.truthy(out:find("> teach.lang: EO:", 1, true), out)
    assert.truthy(out:find("en, eo, de, ru", 1, true), out)
  end)

  it("is spoken by the command line, listed in its help and exported for translators", function()
    local out = must(sh .. "printf 'quit\\n' | lua5.4 bin/hanoi play 3 --lang eo")
    assert.truthy(out:find("EO:", 1, true), out)
    out = must(sh .. "printf 'quit\\n' | LANG=eo_XX.UTF-8 lua5.4 bin/hanoi play 3")
    assert.truthy(out:find("EO:", 1, true), out)
    out = must(sh .. "lua5.4 bin/hanoi help play")
    assert.truthy(out:find("en, eo, de, ru, ja, zh-Hant or", 1, true), out)
    out = must(sh .. "lua5.4 bin/hanoi lang export eo")
    assert.truthy(out:find('"Language: eo\\n"', 1, true), out)
    assert.truthy(out:find('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', 1, true), out)
    assert.truthy(out:find('msgstr "[^"\n]*EO:'), out)
  end)

  it("is built into the web engine's modules", function()
    local files = {}
    for f in must(sh .. "make -s --no-print-directory web-modules"):gmatch("[^\n]+") do
      files[f] = true
    end
    assert.is_true(files["lua/hanoi/lang/po/eo.po"])
    assert.is_true(files["lua/hanoi/lang/po/de.po"])
  end)
end)
