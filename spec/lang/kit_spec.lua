-- The teaching kit in the learners' languages: teach.lang and the
-- locale's choice, teach.check on the corpus of learners' functions in
-- every language (the same verdicts, sizes and slips as in English, its
-- report in that language), hanoi grade --lang, the REPL with LANG set,
-- and every line the kit writes within 80 columns by display width.
--
-- "In that language" is checked against the catalogues: the report
-- carries the language's script, and no fixed piece of an English text of
-- the kit's catalogue (its words between placeholders, eight characters
-- or more) is left in it unless the language's own text has it too. The
-- report is checked whole, the hint of its slip and the words of its
-- proven repair with it (hanoi.teach.diagnose, hanoi.teach.repair); its
-- repair (`fix`, the edits of the learner's lines) is the same in every
-- language, and every slip of the catalogue gets its hint in every one.
local teach = require "hanoi.teach"
local diagnose = require "hanoi.teach.diagnose"
local texts = require "hanoi.teach.texts"
local lang = require "hanoi.lang"
local width = require "hanoi.lang.width"
local corpus = require "support.corpus"

local LUA = os.getenv("LUA") or "lua5.4"
-- every language but English (hanoi.lang's one list)
local OTHERS = { table.unpack(require("hanoi.lang").TAGS, 2) }

-- a character of each language's script (German: its letters beyond
-- ASCII may be missing from a short report, so its words are checked)
local SCRIPT = { ru = "[\208\209][\128-\191]", ja = "\227[\129\130][\128-\191]",
  ["zh-Hant"] = "[\228-\233][\128-\191][\128-\191]", ["zh-Hans"] = "[\228-\233][\128-\191][\128-\191]" }

-- the fixed pieces of the English texts of the kit: the words between
-- placeholders, 8 characters or more, that the language's text lacks
local function english_pieces(tag)
  local en, other = lang.catalogue("en"), lang.catalogue(tag)
  local pieces = {}
  for key, text in pairs(en) do
    if key:find("^kit%.") and not key:find("^kit%.lesson") and not key:find("^kit%.banner") then
      for whole in (text:gsub("{[^{}]*}", "\0") .. "\0"):gmatch("([^%z]*)%z") do
        local piece = whole:match("^%s*(.-)%s*$")
        if #piece >= 8 and piece:find("%a%a") and not other[key]:find(piece, 1, true) then
          pieces[#pieces + 1] = piece
        end
      end
    end
  end
  return pieces
end

-- the names of Lua code that a line of prose may show as they are
local CODE_WORDS = { from = "", to = "", via = "", temp = "", n = "", k = "", move = "",
  solve = "", pictures = "", method = "", opts = "" }

local function check_in(tag, file)
  local was = texts.lang()
  texts.lang(tag)
  local fn = corpus.load(file)
  local opts = { max_seconds = 1 }
  for key, v in pairs(file.opts) do opts[key] = v end
  local ok, rep = pcall(teach.check, fn, nil, opts)
  local text = ok and tostring(rep)
  texts.lang(was)
  assert(ok, rep)
  return rep, text
end

local function each_line(text, f)
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do f(line) end
end

-- The checks made for every piece and every line (thousands of them) are
-- made here first, and luassert is asked (with its message, which holds
-- the whole report) only for one that fails: a luassert call and its
-- message cost more than the check itself.

describe("teach.lang", function()
  after_each(function() texts.lang("en") end)

  it("sets the kit's language by tag or locale name and says which is in use", function()
    assert.equal("de", teach.lang("de"))
    assert.equal("de", teach.lang())
    assert.equal("zh-Hant", teach.lang("zh_TW.UTF-8"))
    assert.equal("zh-Hans", teach.lang("zh-CN"))
    assert.equal("en", teach.lang("C"))
  end)

  it("refuses a language it has no words for, and keeps the one in use", function()
    teach.lang("ru")
    assert.has_error(function() teach.lang("xx") end,
      "bad argument #1 to 'lang' (one of " .. table.concat(require("hanoi.lang").TAGS, ", ")
        .. " expected, got 'xx')")
    assert.has_error(function() teach.lang(3) end)
    assert.equal("ru", teach.lang())
  end)

  it("starts from LC_ALL, LC_MESSAGES and LANG, in that order (unknown: English)", function()
    local function start(env)
      local p = assert(io.popen(env .. " " .. LUA .. " -e 'package.path=\"./lua/?.lua;./lua/?/init.lua;\""
        .. "..package.path; package.cpath=\"./build/?.so;\"..package.cpath; "
        .. "io.write(require(\"hanoi.teach\").lang())'"))
      local out = p:read("a")
      p:close()
      return out
    end
    assert.equal("de", start("env -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8"))
    assert.equal("ru", start("env -u LC_ALL LC_MESSAGES=ru_RU.UTF-8 LANG=de_DE.UTF-8"))
    assert.equal("ja", start("env LC_ALL=ja_JP.UTF-8 LC_MESSAGES=ru_RU LANG=de_DE"))
    assert.equal("en", start("env -u LC_ALL -u LC_MESSAGES LANG=fr_FR.UTF-8"))
    assert.equal("en", start("env -u LC_ALL -u LC_MESSAGES -u LANG"))
  end)
end)

describe("teach.check in every language, on the corpus of learners' functions", function()
  local FILES = corpus.files()
  local english, hints = {}, {}
  -- the slips whose hint each language gave, by tag
  local hinted = {}

  it("has its English reports to compare with", function()
    for _, file in ipairs(FILES) do
      local rep = check_in("en", file)
      english[file.name] = { ok = rep.ok, n = rep.n, slip = rep.slip, moves = rep.moves,
        calls = rep.calls, sizes = rep.sizes, fix = rep.fix, hinted = rep.hint ~= nil }
      hints[file.name] = rep.hint
    end
    assert.is_true(#FILES >= 80)
  end)

  for _, tag in ipairs(OTHERS) do
    it(tag .. ": the same verdicts, sizes and slips, the report in " .. tag, function()
      local pieces = english_pieces(tag)
      assert.is_true(#pieces > 20)
      for _, file in ipairs(FILES) do
        local rep, text = check_in(tag, file)
        local en = english[file.name]
        assert.same(en, { ok = rep.ok, n = rep.n, slip = rep.slip, moves = rep.moves,
          calls = rep.calls, sizes = rep.sizes, fix = rep.fix, hinted = rep.hint ~= nil },
          file.name)
        if SCRIPT[tag] and not text:find(SCRIPT[tag]) then
          assert.truthy(text:find(SCRIPT[tag]), tag .. " " .. file.name .. ": " .. text)
        end
        for _, piece in ipairs(pieces) do
          if text:find(piece, 1, true) then
            assert.is_nil(text:find(piece, 1, true), tag .. " " .. file.name .. ": '" .. piece
              .. "' in " .. text)
          end
        end
        if rep.hint then
          -- the hint is the language's own, not the English one
          assert.are_not.equal(hints[file.name], rep.hint, tag .. " " .. file.name)
          if SCRIPT[tag] then assert.truthy(rep.hint:find(SCRIPT[tag]), tag .. " " .. rep.hint) end
          -- (in the report, wrapped: a line breaks at a space, or beside a wide character)
          local flat = text:gsub("%s+", "")
          assert.truthy(flat:find((rep.hint:gsub("%s+", "")), 1, true), tag .. " " .. file.name)
          hinted[tag] = hinted[tag] or {}
          hinted[tag][rep.slip] = true
        end
        -- the first line is the language's
        local c = lang.catalogue(tag)
        local key = rep.ok and "kit.report.right" or "kit.report.wrong"
        local fixed = lang.format(tag, c[key], { fname = "\0", call = "\0", sizes = "\0",
          n = rep.n, also = "\0" }):match("%z([^%z]+)")
        if not text:find(fixed, 1, true) then
          assert.truthy(text:find(fixed, 1, true), tag .. " " .. file.name .. ": " .. text)
        end
        each_line(text, function(line)
          if width.of(line) > 80 then assert.is_true(width.of(line) <= 80, tag .. ": " .. line) end
        end)
      end
    end)
  end

  it("gives every slip of the catalogue its hint in every language", function()
    -- the corpus has a function for each slip the kit can name
    local expected = {}
    for _, file in ipairs(FILES) do expected[file.expect] = true end
    for _, slip in ipairs(diagnose.SLIPS) do
      assert.is_true(expected[slip] == true, "no function of the corpus shows " .. slip)
      for _, tag in ipairs(OTHERS) do
        assert.is_true(hinted[tag] ~= nil and hinted[tag][slip] == true,
          tag .. " gave no hint of its own for " .. slip)
      end
    end
  end)
end)

describe("the catalogue's hints and repairs", function()
  it("has texts for every slip of the catalogue, and only for them, in every language", function()
    local slips = {}
    for _, slip in ipairs(diagnose.SLIPS) do slips[slip] = true end
    -- the pieces the hints share: the base case, "did you mean", a line, ...
    local shared = { base = true, near = true, line_runs = true, in_order = true,
      named = true, passed_nil = true }
    local en = lang.catalogue("en")
    for _, tag in ipairs(lang.TAGS) do
      local c = lang.catalogue(tag)
      local has = {}
      for key in pairs(c) do
        local head = key:match("^kit%.hint%.([%w_]+)") or key:match("^kit%.say%.([%w_]+)")
        if head then
          assert.is_true(slips[head] or shared[head], tag .. ": " .. key .. " is no slip's")
          has[head] = true
        end
      end
      for _, slip in ipairs(diagnose.SLIPS) do
        assert.is_true(has[slip], tag .. " has no hint for " .. slip)
      end
      for _, key in ipairs({ "kit.fix.after", "kit.fix.before", "kit.fix.delete",
          "kit.fix.change", "kit.fix.proven" }) do
        assert.is_string(c[key], tag .. " " .. key)
        if tag ~= "en" then assert.are_not.equal(en[key], c[key], tag .. " " .. key) end
      end
    end
  end)

  it("describes a repair in the language in use, its code as it is", function()
    local repair = require "hanoi.teach.repair"
    local edits = { { line = 4, old = "  move(from, via)", new = "  move(from, to)" },
      { line = 2, old = "  if n == 1 then", new = "  if n == 0 then return end\n  if n == 1 then" } }
    local was = texts.lang()
    local said = {}
    for _, tag in ipairs(lang.TAGS) do
      texts.lang(tag)
      said[tag] = repair.describe(edits, true)
      -- the code of each edit, never translated
      assert.truthy(said[tag]:find("`move(from, to)`", 1, true), tag .. ": " .. said[tag])
      assert.truthy(said[tag]:find("`if n == 0 then return end`", 1, true), tag .. ": " .. said[tag])
      assert.truthy(said[tag]:find("4", 1, true) and said[tag]:find("2", 1, true), said[tag])
    end
    texts.lang(was)
    assert.equal("Change line 4 to `move(from, to)` and before line 2 add " ..
      "`if n == 0 then return end`", said.en)
    assert.equal("Ändere Zeile 4 in `move(from, to)` und füge vor Zeile 2 " ..
      "`if n == 0 then return end` ein", said.de)
    assert.equal("Замени строку 4 на `move(from, to)` и перед строкой 2 добавь " ..
      "`if n == 0 then return end`", said.ru)
  end)
end)

describe("every line the kit writes, in every language, fits 80 columns", function()
  local function captured(f, ...)
    local buf = {}
    local args = table.pack(...)
    args[args.n + 1] = { out = function(s) buf[#buf + 1] = s end }
    f(table.unpack(args, 1, args.n + 1))
    return table.concat(buf)
  end
  for _, tag in ipairs(lang.TAGS) do
    it(tag .. ": explain of every method, traces, steppers, the quiz, the table, the banner, "
      .. "help, each in the language", function()
        teach.lang(tag)
        local outs = { texts.t("kit.banner", { version = "Lua 5.4" }) }
        local own = {}
        -- teach.help() and teach.help(NAME) for each name: one screen, the language's
        local help = captured(teach.help, nil)
        assert.is_true(select(2, help:gsub("\n", "")) <= 28, tag .. ": " .. help)
        for name in pairs(texts.HELP_ON) do help = help .. captured(teach.help, name) end
        outs[#outs + 1] = help
        own[#own + 1] = help
        -- teach.explain(NAME) of every method: the prose the language's, the code as it is
        local explained = {}
        for _, m in ipairs({ "recursive", "direction", "iterative", "four_step", "three_step",
            "route_table", "binary", "frame_stewart" }) do
          local text = captured(teach.explain, m)
          explained[#explained + 1] = text
          if SCRIPT[tag] then assert.truthy(text:find(SCRIPT[tag]), tag .. ": " .. text) end
        end
        explained = table.concat(explained)
        -- the kit's code with its comments in the language
        assert.truthy(explained:find(texts.code("recursive"), 1, true))
        assert.truthy(explained:find(texts.code("frame_stewart"), 1, true))
        if tag ~= "en" then
          local en = lang.catalogue("en")
          for key, text in pairs(en) do
            local said = key:find("^kit%.help") and help
              or key:find("^kit%.explain%.") and explained
            if said then
              -- no line of the English prose left, but code both have: a line
              -- of Lua's names only (the options' and the parameters' names)
              for whole in (text .. "\n"):gmatch("([^\n]*)\n") do
                local line = whole:match("^%s*(.-)%s*$")
                local code = not line:gsub("[%a_][%w_]*", CODE_WORDS):find("%a")
                if #line >= 8 and line:find("%a%a%a") and not code then
                  assert.is_nil(said:find(line, 1, true), tag .. ": '" .. line .. "' in "
                    .. key)
                end
              end
            end
          end
          if SCRIPT[tag] then assert.truthy(help:find(SCRIPT[tag]), tag .. ": " .. help) end
        end
        outs[#outs + 1] = captured(teach.explain, nil)
        for _, m in ipairs({ "recursive", "direction", "iterative", "four_step", "three_step",
            "route_table", "binary", "frame_stewart" }) do
          outs[#outs + 1] = captured(teach.explain, m)
          local buf = {}
          local function out(t) buf[#buf + 1] = t end
          local s = teach.stepper(m == "frame_stewart" and 4 or 3, m ~= "frame_stewart"
            and { method = m, out = out } or { k = 4, out = out })
          s:show(); s(); s:next_move(); s:back(); s:finish(); s:back(); s:back()
          outs[#outs + 1] = table.concat(buf)
          -- the kit's own steppers speak the language through and through
          if m == "recursive" or m == "frame_stewart" then own[#own + 1] = outs[#outs] end
        end
        outs[#outs + 1] = captured(teach.trace, 3)
        own[#own + 1] = outs[#outs]
        -- a learner's function with a wrong first call, stepped to its end
        local wrong = load("local solve\nsolve = function(n, from, to, via, move)\n"
          .. "if n == 0 then return end\nsolve(n - 1, from, to, via, move)\nmove(from, to)\n"
          .. "solve(n - 1, via, to, from, move)\nend\nreturn solve")()
        local lbuf = {}
        local ls = teach.stepper(wrong, 3, { out = function(t) lbuf[#lbuf + 1] = t end })
        ls(); ls(); ls:next_move(); ls:finish(); ls:back()
        outs[#outs + 1] = table.concat(lbuf)
        own[#own + 1] = outs[#outs]
        -- its trace: the calls and returns up to its illegal move, the verdict and the hint
        outs[#outs + 1] = captured(teach.trace, wrong, 3)
        own[#own + 1] = outs[#outs]
        assert.truthy(outs[#outs]:find(texts.t("kit.lstep.illegal", { move = "", why = "" })
          :match("^%s*(.-)\n"), 1, true), tag .. ": " .. outs[#outs])
        local four = {}
        teach.trace(4, { k = 4, out = function(t) four[#four + 1] = t end })
        outs[#outs + 1] = table.concat(four)
        outs[#outs + 1] = captured(teach.table, nil)
        own[#own + 1] = outs[#outs]
        outs[#outs + 1] = captured(teach.moves, 3)
        local answers = { "2 B", "1 B", "x", "?", "1 C", "2 C", "q" }
        local i = 0
        local quiz = {}
        -- each answer as the terminal shows it: typed, then Enter
        teach.quiz(3, { read = function()
          i = i + 1
          quiz[#quiz + 1] = (answers[i] or "") .. "\n"
          return answers[i]
        end, out = function(t) quiz[#quiz + 1] = t end })
        outs[#outs + 1] = table.concat(quiz)
        own[#own + 1] = outs[#outs]
        teach.lang("en")
        local count = 0
        for _, text in ipairs(outs) do
          each_line(text, function(line)
            count = count + 1
            if width.of(line) > 80 then assert.is_true(width.of(line) <= 80, tag .. ": " .. line) end
          end)
        end
        assert.is_true(count > 300)
        if tag ~= "en" then
          local pieces = english_pieces(tag)
          for _, text in ipairs(own) do
            for _, piece in ipairs(pieces) do
              if text:find(piece, 1, true) then
                assert.is_nil(text:find(piece, 1, true), tag .. ": '" .. piece .. "' in " .. text)
              end
            end
          end
        end
      end)
  end
end)

describe("the kit's own texts in each language", function()
  after_each(function() texts.lang("en") end)

  it("speak the language in the quiz, the stepper and the trace", function()
    for _, tag in ipairs(lang.TAGS) do
      teach.lang(tag)
      local c = lang.catalogue(tag)
      local buf = {}
      teach.trace(2, { out = function(s) buf[#buf + 1] = s end })
      local trace = table.concat(buf)
      assert.truthy(trace:find(lang.format(tag, c["kit.move"], { m = 1, disk = 1, from = "A", to = "B" }),
        1, true), tag .. trace)
      local answers = { "1 B", "q" }
      local i = 0
      buf = {}
      teach.quiz(2, { read = function() i = i + 1; return answers[i] end,
        out = function(s) buf[#buf + 1] = s end })
      local quiz = table.concat(buf)
      -- the independent answer: with 2 disks from A to C, disk 1 first goes to B
      assert.truthy(quiz:find(lang.format(tag, c["kit.quiz.right"], { disk = 1, from = "A", to = "B" }),
        1, true), tag .. quiz)
      assert.truthy(quiz:find(lang.format(tag, c["kit.quiz.score"], { right = 1, asked = 1, more = "" }),
        1, true), tag .. quiz)
    end
  end)
end)

describe("teach.edit's words", function()
  after_each(function() texts.lang("en") end)

  it("are the language's own: nothing changed, and defined again with its lines counted", function()
    -- a function of the REPL's kind (its source kept), edited by `true`
    -- (nothing changed) and by an editor that writes one more line
    local env = corpus.env()
    local src = "function solve(n, from, to, via, move)\n  if n == 0 then return end\n"
      .. "  solve(n - 1, from, via, to, move)\n  move(from, to)\n"
      .. "  solve(n - 1, via, to, from, move)\nend\n"
    local editor = os.tmpname()
    local f = assert(io.open(editor, "w"))
    f:write("#!/bin/sh\nprintf -- '-- edited\\n' >> \"$1\"\n")
    f:close()
    os.execute("chmod +x " .. editor)
    for _, tag in ipairs(lang.TAGS) do
      teach.lang(tag)
      local c = lang.catalogue(tag)
      assert(load(src, "=stdin", "t", env))()
      teach.adopt(src, "=stdin", env)
      local fn = env.solve
      local out = {}
      teach.edit(fn, { editor = "true", out = function(x) out[#out + 1] = x end })
      assert.equal(c["kit.edit.unchanged"] .. "\n", table.concat(out), tag)
      out = {}
      teach.edit(fn, { editor = editor, out = function(x) out[#out + 1] = x end })
      assert.equal(lang.format(tag, c["kit.edit.defined"], { lines = 7 }) .. "\n", table.concat(out), tag)
    end
    os.remove(editor)
  end)
end)

describe("the kit's refusal to grade inside a run", function()
  after_each(function() texts.lang("en") end)

  it("is said in the language in use", function()
    for _, tag in ipairs(lang.TAGS) do
      teach.lang(tag)
      local rep = teach.check(function() teach.check(function() end) end)
      local text = tostring(rep)
      local want = lang.catalogue(tag)["kit.grade.nested"]
      assert.is_false(rep.ok)
      -- (wrapped: a line breaks at a space, or beside a wide character)
      assert.truthy(text:gsub("%s+", ""):find((want:gsub("%s+", "")), 1, true), tag .. ": " .. text)
    end
  end)
end)

describe("hanoi grade --lang and the REPL with LANG set", function()
  local FILES = { "spec/teach/learners/base_moves_zero.lua", "spec/teach/learners/base_twice_via.lua" }
  local function run(cmd) return (require("support.helpers").sh(cmd)) end
  local function rows(out)
    local t = {}
    for line in out:gmatch("[^\n]+") do t[#t + 1] = line end
    return t
  end

  it("writes the same CSV in every language, and the table's words in the one asked for", function()
    local files = table.concat(FILES, " ")
    local csv = run("env -u LC_ALL -u LC_MESSAGES LANG=C bin/hanoi grade --csv " .. files)
    assert.truthy(csv:find("base_moves_zero", 1, true))
    local en = rows(run("env -u LC_ALL -u LC_MESSAGES LANG=C bin/hanoi grade " .. files))
    for _, tag in ipairs(lang.TAGS) do
      assert.equal(csv, run("bin/hanoi grade --csv --lang " .. tag .. " " .. files))
      local c = lang.catalogue(tag)
      local out = rows(run("env LC_ALL=C bin/hanoi grade --lang " .. tag .. " " .. files))
      assert.equal(#en, #out)
      assert.truthy(out[1]:find(c["kit.grade.verdict"], 1, true), out[1])
      for i = 2, #out do
        -- the same slip, size and counts; the verdict in the language
        local slip = en[i]:match(" %d+  (%S+) ")
        assert.truthy(out[i]:find("  " .. slip .. " ", 1, true), out[i])
        assert.truthy(out[i]:find(c["kit.grade.wrong"], 1, true), out[i])
        assert.equal(en[i]:match("(%d+ +%d+  [%w,]+)$"), out[i]:match("(%d+ +%d+  [%w,]+)$"))
      end
      -- columns as a terminal counts them: the rows line up
      local w = width.of(out[1]:match("^(.- n)  "))
      for i = 2, #out do
        assert.equal(w, width.of(out[i]:match("^(.- %d+)  %l")), out[i])
      end
    end
    -- the locale chooses without --lang; --lang wins over it
    assert.truthy(run("env -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 bin/hanoi grade " .. files)
      :find(lang.catalogue("de")["kit.grade.wrong"], 1, true))
    assert.truthy(run("env LC_ALL=de_DE.UTF-8 bin/hanoi grade --lang ja " .. files)
      :find(lang.catalogue("ja")["kit.grade.wrong"], 1, true))
    -- an unknown language is the command's own error, in English
    assert.truthy(run("bin/hanoi grade --lang xx " .. files):find("--lang must be one of", 1, true))
  end)

  it("the REPL greets and reports in the locale's language", function()
    local name = os.tmpname()
    local f = assert(io.open(name, "w"))
    f:write("print(teach.lang())\n")
    f:write("function solve(n, from, to, via, move) end\n")
    f:write("teach.check(solve)\n")
    -- mistakes in the use of the kit: a wrong argument, a local, a misspelt name
    f:write("teach.check(42)\n")
    f:write("local fixed = 1\n")
    f:write("teach.chek(solve)\n")
    f:close()
    for _, tag in ipairs(OTHERS) do
      local locale = ({ de = "de_DE.UTF-8", ru = "ru_RU.UTF-8", ja = "ja_JP.UTF-8",
        ["zh-Hant"] = "zh_TW.UTF-8", ["zh-Hans"] = "zh_CN.UTF-8" })[tag] or tag .. ".UTF-8"
      local out = run("env -u LC_ALL -u LC_MESSAGES LANG=" .. locale .. " bin/hanoi repl < " .. name)
      local c = lang.catalogue(tag)
      local banner = lang.format(tag, c["kit.banner"], { version = "\0" }):match("%z([^\n]+)")
      assert.truthy(out:find(banner, 1, true), out)
      assert.truthy(out:find("\n" .. tag .. "\n", 1, true) or out:find("> " .. tag .. "\n", 1, true), out)
      -- the report of a function that never moves: not right with 1 disk
      local first = lang.format(tag, c["kit.report.wrong"], { call = "\0", n = 1, also = "\0" })
        :match("^%z(.-)%z")
      assert.truthy(out:find(first, 1, true), out)
      -- the REPL's own words on each mistake, the language's (its first fixed piece)
      -- the longest piece of a text between its values
      local function longest(text)
        local best = ""
        for whole in (text .. "\0"):gmatch("([^%z]*)%z") do
          local p = whole:match("^%s*(.-)%s*$")
          if #p > #best then best = p end
        end
        return best
      end
      local function piece(key, args) return longest(lang.format(tag, c[key], args)) end
      local unwrapped = out:gsub("\n    ", " ")
      for _, said in ipairs({ piece("kit.repl.must.1", { expected = "\0", got = "\0" }),
          piece("kit.repl.locals", { names = "\0", count = 1 }):sub(1, 24),
          piece("kit.repl.not_in_kit", { name = "\0", best = "\0" }),
          piece("kit.repl.docs", { tutorial = "\0", reference = "\0" }) }) do
        assert.truthy(#said > 0 and unwrapped:find(said, 1, true), tag .. ": '" .. said .. "' in " .. out)
      end
      local en = lang.catalogue("en")
      for _, key in ipairs({ "kit.repl.must.1", "kit.repl.locals", "kit.repl.not_in_kit" }) do
        local english = longest(lang.format("en", en[key], { expected = "\0", got = "\0",
          names = "\0", count = 1, name = "\0", best = "\0" }))
        assert.is_nil(unwrapped:find(english, 1, true), tag .. ": '" .. english .. "' in " .. out)
      end
    end
    os.remove(name)
  end)
end)
