-- The catalogues as gettext PO files: hanoi.lang.po and `hanoi lang`.
-- Each exported PO file is read here by a reader of the spec's own (the
-- format of the GNU gettext manual, "The Format of PO Files"); the
-- catalogues themselves (lua/hanoi/lang/po/) as hanoi.lang reads them.
local lang = require "hanoi.lang"
local po = require "hanoi.lang.po"

local SRC = "lua/hanoi/lang/po"
-- every language but English (hanoi.lang's one list)
local TRANSLATED = { table.unpack(lang.TAGS, 2) }

local function slurp(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end

local function spit(path, s)
  local f = assert(io.open(path, "wb"))
  f:write(s)
  f:close()
end

-- a copy of the catalogue files in a folder of its own
local function copy()
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p " .. dir))
  for _, tag in ipairs(lang.TAGS) do
    spit(dir .. "/" .. po.file(tag), slurp(SRC .. "/" .. po.file(tag)))
  end
  return dir
end

-- the catalogue of a language in a folder, as hanoi.lang reads its file
local function catalogue(dir, tag)
  local t = {}
  for _, e in ipairs(po.read(tag, dir).entries) do t[e.key] = e.text end
  return t
end

-- the spec's own reader of PO files: entries of msgctxt, msgid,
-- msgid_plural, msgstr / msgstr[i], flags and extracted comments
local function read_po(text)
  local entries, cur, last = {}, nil, nil
  local function unq(s)
    return (s:match('^"(.*)"$'):gsub("\\(.)", { n = "\n", t = "\t", ['"'] = '"', ["\\"] = "\\" }))
  end
  for line in text:gmatch("([^\n]*)\n") do
    if line == "" then
      cur = nil
    else
      if not cur then cur = { str = {}, notes = {} }; entries[#entries + 1] = cur end
      local kw, s = line:match("^(msg[%w_%[%]]*) (\".*\")$")
      if line:sub(1, 2) == "#." then cur.notes[#cur.notes + 1] = line:sub(4)
      elseif line:sub(1, 2) == "#," then cur.fuzzy = line:find("fuzzy") ~= nil
      elseif line:sub(1, 1) == "#" then -- a comment of the translator's or the file's
      elseif kw then
        local i = kw:match("^msgstr%[(%d+)%]$")
        if i then last = { cur.str, tonumber(i) + 1 } else last = { cur, kw } end
        last[1][last[2]] = unq(s)
      else
        assert(line:sub(1, 1) == '"', "a line of a PO file: " .. line)
        last[1][last[2]] = last[1][last[2]] .. unq(line)
      end
    end
  end
  return entries
end

-- the spec's own expansion of a text's plural choices in one form
local function form_of(text, form)
  return (text:gsub("{([%w_]+):([^{}]*)}", function(_, body)
    local t = {}
    for f, w in (body .. ";"):gmatch("(%a+)=([^;]*);") do t[f] = w end
    return t[form] or t.other or ""
  end))
end

local function choice_names(text)
  local set, n = {}, 0
  for name in text:gmatch("{([%w_]+):") do
    if not set[name] then set[name] = true; n = n + 1 end
  end
  return set, n
end

local english = lang.catalogue("en")

describe("hanoi lang export", function()
  for _, tag in ipairs(TRANSLATED) do
    describe(tag, function()
      local text = po.export(tag, SRC)
      local entries = read_po(text)
      local texts = lang.catalogue(tag)

      it("writes the header: the language, UTF-8, the Plural-Forms of its rule", function()
        local h = entries[1]
        assert.equal("", h.msgid)
        assert.truthy(h.msgstr:find("Language: " .. tag:gsub("%-", "_") .. "\n", 1, true))
        assert.truthy(h.msgstr:find("charset=UTF-8", 1, true))
        local np = tonumber(h.msgstr:match("Plural%-Forms: nplurals=(%d+);"))
        assert.equal(#lang.FORMS[tag], np)
      end)

      it("has an entry a key, in English's order: the English and the translation", function()
        local seen = {}
        for i = 2, #entries do
          local e = entries[i]
          local key = e.msgctxt
          assert.is_string(english[key], key)
          assert.is_nil(seen[key], key)
          seen[key] = true
          local en, tr = english[key], texts[key]
          local _, nen = choice_names(en)
          if e.msgid_plural then
            assert.equal(1, nen, key)
            assert.equal(form_of(en, "one"), e.msgid, key)
            assert.equal(form_of(en, "other"), e.msgid_plural, key)
            assert.equal(#lang.FORMS[tag], #e.str, key)
            for j, f in ipairs(lang.FORMS[tag]) do
              assert.equal(form_of(tr, f), e.str[j], key .. " " .. f)
            end
          else
            assert.equal(en, e.msgid, key)
            assert.equal(tr, e.msgstr, key)
          end
        end
        for key in pairs(english) do assert.is_true(seen[key], key) end
      end)

      it("tells the translator where each text shows and its placeholders", function()
        for i = 2, #entries do
          local e = entries[i]
          assert.truthy(e.notes[1]:find("^Shows in: .+%.$"), e.msgctxt)
          for name in pairs(lang.placeholders(english[e.msgctxt])) do
            assert.truthy(table.concat(e.notes, " "):find("{" .. name .. "}", 1, true),
              e.msgctxt .. " {" .. name .. "}")
          end
        end
      end)

      it("is accepted by msgfmt -c", function()
        if not os.execute("command -v msgfmt >/dev/null 2>&1") then
          pending("msgfmt (gettext) is not installed")
          return
        end
        local path = os.tmpname()
        spit(path, text)
        local p = io.popen("msgfmt -c -o /dev/null " .. path .. " 2>&1; echo rc=$?")
        local out = p:read("a")
        p:close()
        os.remove(path)
        assert.truthy(out:find("rc=0\n", 1, true), out)
      end)
    end)
  end

  it("writes the template: every English text, no translation", function()
    local entries = read_po(po.export(nil, SRC))
    local n = 0
    for i = 2, #entries do
      local e = entries[i]
      n = n + 1
      if e.msgid_plural then
        assert.same({ "", "" }, e.str)
      else
        assert.equal("", e.msgstr)
      end
    end
    local want = 0
    for _ in pairs(english) do want = want + 1 end
    assert.equal(want, n)
  end)
end)

describe("hanoi lang import", function()
  for _, tag in ipairs(TRANSLATED) do
    it("round-trips " .. tag .. ": an unchanged export changes no byte of the catalogue",
      function()
        local dir = copy()
        local a = po.export(tag, dir)
        local rep = assert(po.import(a, { dir = dir }))
        assert.equal(0, rep.changed + rep.added)
        assert.equal(a, po.export(tag, dir))
        assert.equal(slurp(SRC .. "/" .. po.file(tag)), slurp(dir .. "/" .. po.file(tag)))
        assert.equal(slurp(SRC .. "/" .. po.file(tag)), a)
        os.execute("rm -rf " .. dir)
      end)

    it("writes every changed text of " .. tag .. " back, the rest of the file as it was",
      function()
        local dir = copy()
        local before = catalogue(dir, tag)
        -- every translation (every form) gets a mark in front; the header stays
        local text = po.export(tag, dir)
        local head_end = text:find("\n\n", 1, true)
        local changed = text:sub(1, head_end) .. text:sub(head_end + 1)
          :gsub('\n(msgstr[^ ]*) "', '\n%1 "«')
        local rep = assert(po.import(changed, { dir = dir }))
        assert.is_true(rep.changed > 0)
        local after = catalogue(dir, tag)
        for key, old in pairs(before) do
          local new = after[key]
          assert.is_string(new, key)
          -- each form of the new text is the old one's with the mark in front
          for _, f in ipairs(lang.FORMS[tag]) do
            local o, n = form_of(old, f), form_of(new, f)
            if n ~= o then
              assert.equal("«" .. o, n, key .. " " .. f)
            end
          end
          assert.same(lang.placeholders(english[key]), lang.placeholders(new), key)
        end
        -- and the comments of the file are all still there
        local comments = {}
        for c in slurp(SRC .. "/" .. po.file(tag)):gmatch("\n(#[^\n]*)") do
          comments[#comments + 1] = c
        end
        assert.is_true(#comments > 100)
        local now = slurp(dir .. "/" .. po.file(tag))
        for _, c in ipairs(comments) do assert.truthy(now:find(c, 1, true), c) end
        -- exported again, imported again: the same
        local again = po.export(tag, dir)
        assert.equal(0, assert(po.import(again, { dir = dir })).changed)
        assert.equal(again, po.export(tag, dir))
        os.execute("rm -rf " .. dir)
      end)
  end

  it("reads a file the tools wrote again, wrapped their way (msgcat --width=40)", function()
    if not os.execute("command -v msgcat >/dev/null 2>&1") then
      pending("msgcat (gettext) is not installed")
      return
    end
    for _, tag in ipairs(TRANSLATED) do
      local dir = copy()
      local path = dir .. "/x.po"
      spit(path, po.export(tag, dir))
      assert(os.execute("msgcat --width=40 -o " .. path .. ".w " .. path))
      local wrapped = slurp(path .. ".w")
      assert.are_not.equal(slurp(path), wrapped)
      local rep = assert(po.import(wrapped, { dir = dir }))
      assert.equal(tag, rep.tag)
      assert.equal(0, rep.changed + rep.added + rep.fuzzy + rep.untranslated)
      os.execute("rm -rf " .. dir)
    end
  end)

  -- a PO file of German with one entry changed by `edit`
  local function german(edit)
    local dir = copy()
    return dir, edit(po.export("de", dir))
  end

  local function refused(text, dir, pattern)
    local before = slurp(dir .. "/de.po")
    local rep, err = po.import(text, { dir = dir, name = "de.po" })
    assert.is_nil(rep)
    assert.truthy(err:find(pattern), err)
    assert.equal(before, slurp(dir .. "/de.po"))
    os.execute("rm -rf " .. dir)
    return err
  end

  -- the line of the entry of a key in a PO text
  local function line_of(text, key)
    local n = 0
    for line in text:gmatch("([^\n]*)\n") do
      n = n + 1
      if line == 'msgctxt "' .. key .. '"' then return n end
    end
  end

  it("refuses a lost placeholder, naming the line, and writes nothing", function()
    local dir, text = german(function(t)
      return (t:gsub('msgstr "Turm auf {peg}"', 'msgstr "Turm auf X"'))
    end)
    local err = refused(text, dir, "lacks the placeholder {peg}")
    assert.truthy(err:find("^de%.po:" .. line_of(text, "play.goal.peg") .. ":"), err)
  end)

  it("refuses a placeholder English has not", function()
    local dir, text = german(function(t)
      return (t:gsub('msgstr "Turm auf {peg}"', 'msgstr "Turm auf {peg} {stab}"'))
    end)
    refused(text, dir, "{stab}, which English has not")
  end)

  it("refuses a plural entry with a form missing, or forms that do not agree", function()
    local dir, text = german(function(t)
      return (t:gsub('(msgctxt "kit.grade.size"\n[^\n]*\n[^\n]*\n[^\n]*\n)msgstr%[1%][^\n]*\n',
        "%1"))
    end)
    refused(text, dir, "needs msgstr%[0%] to msgstr%[1%]")
    dir, text = german(function(t)
      return (t:gsub('msgstr%[1%] "{n} Scheiben"', 'msgstr[1] "Scheiben"'))
    end)
    refused(text, dir, "same placeholders")
  end)

  it("refuses an inline plural choice without the forms of the language", function()
    local dir, text = german(function(t)
      return (t:gsub('msgstr "{moves} {moves:one=Zug;other=Züge}, ', 'msgstr "{moves} {moves:few=Zug;other=Züge}, ', 1))
    end)
    assert.truthy(text:find("moves:few=", 1, true), "the test's edit")
    refused(text, dir, "must give exactly the forms one, other")
  end)

  it("refuses a key English lacks, English that changed, a header of another rule", function()
    local dir, text = german(function(t)
      return (t:gsub('msgctxt "play.crane"', 'msgctxt "play.kran"'))
    end)
    refused(text, dir, "no text 'play.kran'")
    dir, text = german(function(t)
      return (t:gsub('(msgctxt "play.crane"\nmsgid ")', '%1The ', 1))
    end)
    assert.truthy(text:find('msgctxt "play.crane"\nmsgid "The ', 1, true), "the test's edit")
    refused(text, dir, "is not the English of the catalogue")
    dir, text = german(function(t)
      return (t:gsub("nplurals=2; plural=%(n != 1%);", "nplurals=3; plural=(n%%10);"))
    end)
    refused(text, dir, "Plural%-Forms must be")
    dir, text = german(function(t) return (t:gsub("Language: de", "Language: fr")) end)
    refused(text, dir, "Language 'fr' is no language of hanoi")
  end)

  it("refuses a line a PO file does not have, naming it", function()
    local dir, text = german(function(t)
      return (t:gsub('msgctxt "play.crane"\n', 'msgctxt "play.crane"\nmsgfoo "x"\n'))
    end)
    local err = refused(text, dir, "a keyword a PO file does not have")
    assert.truthy(err:find("^de%.po:" .. (line_of(text, "play.crane") + 1) .. ":"), err)
  end)

  it("leaves an entry marked fuzzy, and an empty one, as it was", function()
    local dir = copy()
    local text = po.export("de", dir)
      :gsub('(msgctxt "play.crane"\nmsgid "[^\n]*"\n)msgstr "Kran"', '#, fuzzy\n%1msgstr "Kranich"')
      :gsub('(msgctxt "play.light.demo"\nmsgid "[^\n]*"\n)msgstr "DEMO"', '%1msgstr ""')
    local rep = assert(po.import(text, { dir = dir }))
    assert.equal(1, rep.fuzzy)
    assert.equal(1, rep.untranslated)
    assert.equal(0, rep.changed)
    local t = catalogue(dir, "de")
    assert.equal("Kran", t["play.crane"])
    assert.equal("DEMO", t["play.light.demo"])
    os.execute("rm -rf " .. dir)
  end)

  it("adds a new language's file from a PO file, in English's order", function()
    local dir = copy()
    -- Japanese starts again from nothing: its file removed, then imported
    local text = po.export("ja", dir)
    assert(os.remove(dir .. "/ja.po"))
    local rep = assert(po.import(text, { dir = dir }))
    assert.equal(0, rep.changed)
    local n = 0
    for _ in pairs(english) do n = n + 1 end
    assert.equal(n, rep.added)
    -- the same texts: each reads as it did ("{n}枚{n:other=}" may come
    -- back as "{n}枚": a PO file has one form where Japanese has one)
    local t, want = catalogue(dir, "ja"), lang.catalogue("ja")
    for key, v in pairs(want) do
      assert.equal(form_of(v, "other"), form_of(t[key], "other"), key)
      assert.same(lang.placeholders(v), lang.placeholders(t[key]), key)
    end
    for key in pairs(t) do assert.is_string(want[key], key) end
    assert.equal(text, po.export("ja", dir))
    os.execute("rm -rf " .. dir)
  end)

  it("joins the forms a translator writes into the catalogue's choices", function()
    local forms = lang.FORMS.ru
    local text = assert(po.compress({ "{n} диск", "{n} диска", "{n} дисков", "{n} диска" },
      forms, "n"))
    assert.equal("{n} {n:one=диск;few=диска;many=дисков;other=диска}", text)
    for i, f in ipairs(forms) do
      assert.equal(({ "{n} диск", "{n} диска", "{n} дисков", "{n} диска" })[i], form_of(text, f))
    end
    assert.equal("{n}枚", po.compress({ "{n}枚" }, { "other" }, "n"))
    assert.equal("{sizes}枚{last:other=}", po.compress({ "{sizes}枚" }, { "other" }, "last"))
    assert.equal("Tempo{rate:one=;other=}", po.compress({ "Tempo", "Tempo" }, { "one", "other" },
      "rate"))
  end)
end)

describe("the catalogues as the web engine carries them (po.lua_table)", function()
  it("are the texts of the files, in every language, as a Lua table", function()
    for _, tag in ipairs(lang.TAGS) do
      local src = po.lua_table(tag, SRC)
      local t = assert(load(src, "=" .. tag, "t", {}))()
      assert.same(lang.catalogue(tag), t, tag)
      assert.truthy(src:find("^return {\n%[\"kit%."), tag)
    end
  end)
end)

describe("the hanoi lang command", function()
  local cli = require "spec.support.cli"

  it("exports a language, and the template, to standard output", function()
    local out, _, code = cli.run("lang export de")
    assert.equal(0, code)
    assert.equal(po.export("de", SRC), out)
    out, _, code = cli.run("lang export --template")
    assert.equal(0, code)
    assert.equal(po.export(nil, SRC), out)
  end)

  it("imports into the folder it is given, and says what it did", function()
    local dir = copy()
    local path = dir .. "/edited.po"
    spit(path, (po.export("de", dir):gsub('msgstr "Kran"', 'msgstr "Der Kran"', 1)))
    local _, err, code = cli.run("lang import --check --dir " .. dir .. " " .. path)
    assert.equal(0, code, err)
    assert.equal("Kran", catalogue(dir, "de")["play.crane"])
    _, err, code = cli.run("lang import --dir " .. dir .. " " .. path)
    assert.equal(0, code, err)
    assert.truthy(err:find("de: 1 text changed", 1, true), err)
    assert.equal("Der Kran", catalogue(dir, "de")["play.crane"])
    os.execute("rm -rf " .. dir)
  end)

  it("names a mistake on its command line", function()
    local _, err, code = cli.run("lang export en")
    assert.equal(2, code)
    assert.truthy(err:find("language to translate into", 1, true), err)
    _, err, code = cli.run("lang frobnicate")
    assert.equal(2, code)
    assert.truthy(err:find("export or import", 1, true), err)
    _, err, code = cli.run("lang import /nonexistent/x.po")
    assert.equal(1, code)
    assert.truthy(err:find("x.po", 1, true), err)
  end)
end)
