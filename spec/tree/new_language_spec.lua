-- A newcomer adds a language in five files (docs/architecture.md, "Adding
-- a language"): its line in hanoi.lang.LANGS and its tag under its plural
-- rule in hanoi.lang.PLURALS (lua/hanoi/lang/init.lua), its two
-- catalogues (lua/hanoi/lang/M.lua, kit_M.lua) and its two modules in each
-- rockspec. Here a made-up language, "eo" (its texts English's, each
-- marked "EO:" so that they are told apart), is added so in a scratch copy
-- of the tree, and nothing else is edited: the catalogue's own checks, the
-- rockspec's, the teaching kit, the kit's REPL, the command line and the
-- web engine's list of modules must all pick it up.

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

-- a catalogue module of the made-up language: English's texts, marked
local function fake_catalogue(english_file)
  local texts = assert(loadfile(english_file, "t", {}))()
  local keys = {}
  for k in pairs(texts) do keys[#keys + 1] = k end
  table.sort(keys)
  local out = { "return {" }
  for _, k in ipairs(keys) do out[#out + 1] = ("  [%q] = %q,"):format(k, marked(texts[k])) end
  out[#out + 1] = "}\n"
  return (table.concat(out, "\n"):gsub("\\\n", "\\n"))
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
    -- the five files, edited in the copy (copies, not links: the tree of the
    -- Lua 5.5 run is links to the checkout, which must stay as it is)
    local init = dir .. "/lua/hanoi/lang/init.lua"
    must("test ! -L '" .. init .. "' && test ! -L '" .. dir .. "/hanoi-scm-1.rockspec'")
    local s = read(init)
    s = replace(s, '  { tag = "de", module = "de",',
      '  { tag = "eo", module = "eo", name = "Esperanto", marks = { ",", "." } },\n'
      .. '  { tag = "de", module = "de",')
    s = replace(s, 'one_other = { "en", "de" }', 'one_other = { "en", "de", "eo" }')
    write(init, s)
    write(dir .. "/lua/hanoi/lang/eo.lua", fake_catalogue("lua/hanoi/lang/en.lua"))
    write(dir .. "/lua/hanoi/lang/kit_eo.lua", fake_catalogue("lua/hanoi/lang/kit_en.lua"))
    for _, rs in ipairs { "hanoi-scm-1.rockspec", "hanoi-1.0.0-1.rockspec" } do
      local path = dir .. "/" .. rs
      write(path, replace(read(path), '    ["hanoi.lang.en"] = "lua/hanoi/lang/en.lua",\n',
        '    ["hanoi.lang.en"] = "lua/hanoi/lang/en.lua",\n'
        .. '    ["hanoi.lang.eo"] = "lua/hanoi/lang/eo.lua",\n'
        .. '    ["hanoi.lang.kit_eo"] = "lua/hanoi/lang/kit_eo.lua",\n'))
    end
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
    assert.is_true(files["lua/hanoi/lang/eo.lua"])
    assert.is_true(files["lua/hanoi/lang/kit_eo.lua"])
    assert.is_true(files["lua/hanoi/lang/kit_de.lua"])
  end)
end)
