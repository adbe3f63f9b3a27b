-- The game in every language: `hanoi play --lang L` in line mode and the
-- full screen at 80x24 (its frames, drawn as the terminal front end draws
-- them). In each: the language's script is there, no English word is left
-- that the language's own catalogue does not use, every line fits 80
-- columns as a terminal counts them, and the board is the English board.
local lang = require "hanoi.lang"
local width = require "hanoi.lang.width"
local view = require "hanoi.tui.view"
local game = require "hanoi.game"
local lines_of = require("support.helpers").lines

-- what shows that a text is in its language: characters of its script
-- (and, for German, its words for the puzzle); for Chinese the script's
-- own forms, never the other script's
local SCRIPT = {
  de = { "Scheibe", "[äöüß]" },
  ru = { "[\208\209][\128-\191]" },                        -- Cyrillic
  ja = { "\227[\129\130\131][\128-\191]" },                -- Hiragana, Katakana
  ["zh-Hant"] = { "圓盤", not_in = { "圆", "从", "游戏", "个", "电" } },
  ["zh-Hans"] = { "圆盘", not_in = { "圓", "從", "遊戲", "個", "電" } },
}

-- the words (three letters or more) of a catalogue's texts, lower case
local function words(tag)
  local set = {}
  for _, text in pairs(lang.catalogue(tag)) do
    for w in text:gsub("{[^}]*}", " "):gmatch("%a%a%a+") do set[w:lower()] = true end
  end
  return set
end

-- the English words a translated screen may show: the commands of the
-- line mode (typed as they are in every language), the program's name,
-- the Enter key, and German words that English shares
local ALLOWED = {}
for w in ([[drop help hint load move new pause pick quit random redo reset resume save show
  solve stats status stop undo demo hanoi enter]]):gmatch("%a+") do ALLOWED[w] = true end
local SHARED = { de = "also bit computer demo hand million optimal optimum pause start terminal" }

-- the English words in `text` that a screen in `tag` must not show
local function english_left(text, tag)
  local en = words("en")
  local own = {}
  for w in (SHARED[tag] or ""):gmatch("%a+") do own[w] = true end
  local left = {}
  for w in text:gmatch("%a%a%a+") do
    local lw = w:lower()
    if en[lw] and not own[lw] and not ALLOWED[lw] then left[#left + 1] = w end
  end
  return left
end

local function check_script(text, tag)
  -- (a language added since: the checks every language gets)
  if not SCRIPT[tag] then return end
  for _, pat in ipairs(SCRIPT[tag]) do
    assert.truthy(text:find(pat), tag .. ": no " .. pat .. " in\n" .. text)
  end
  for _, s in ipairs(SCRIPT[tag].not_in or {}) do
    assert.falsy(text:find(s, 1, true), tag .. ": " .. s .. " in\n" .. text)
  end
end

local function check_width(lines, tag, cols)
  for _, l in ipairs(lines) do
    assert.is_true(width.of(l) <= cols, ("%s: %d columns: %s"):format(tag, width.of(l), l))
  end
end

local DATA
local function play(args, script, env)
  local input = os.tmpname()
  local f = assert(io.open(input, "w"))
  f:write(table.concat(script, "\n"), "\n")
  f:close()
  local p = assert(io.popen(("cat %s | %s XDG_DATA_HOME=%s HOME=/nonexistent ./bin/hanoi play %s 2>&1")
    :format(input, env or "LC_ALL= LC_MESSAGES= LANG=C.UTF-8", DATA, args)))
  local out = p:read("a")
  p:close()
  os.remove(input)
  return out
end

-- a game that meets every kind of message: moves, refusals, a hint, the
-- statistics, a new game, the binary method refused on 4 pegs, the help
local SCRIPT_LINES = { "move 1 3", "2 2", "1 3", "pick 1", "pick 2", "drop 1", "hint", "status",
  "frob", "undo", "undo", "undo", "redo", "solve 2", "resume", "pause", "stats", "reset",
  "new 3 4", "demo", "status", "solve x", "new 0", "save", "help" }

describe("the game in every language, line mode", function()
  setup(function() DATA = io.popen("mktemp -d"):read("l") end)
  teardown(function() os.execute("rm -rf '" .. DATA .. "'") end)

  local english = nil
  for _, tag in ipairs(lang.TAGS) do
    if tag ~= "en" then
      it("speaks " .. tag .. " with --lang, its lines within 80 columns", function()
        english = english or play("--no-scores", SCRIPT_LINES)
        local out = play("--no-scores --lang " .. tag, SCRIPT_LINES)
        check_script(out, tag)
        assert.same({}, english_left(out, tag))
        check_width(lines_of(out), tag, 80)
        -- the same answers: as many lines of moves, the same pictures
        local function moves(text)
          local t = {}
          for l in text:gmatch("[^\n]*%u %-> %u[^\n]*") do t[#t + 1] = l:match("%u %-> %u") end
          return t
        end
        assert.same(moves(english), moves(out))
        assert.is_true(#moves(out) >= 5)
      end)
    end
  end

  it("follows LC_ALL, LC_MESSAGES and LANG, --lang above them all", function()
    local script = { "move 1 2" }
    assert.truthy(play("", script, "LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8"):find("Scheibe"))
    assert.truthy(play("", script, "LC_ALL= LC_MESSAGES=ru_RU.UTF-8 LANG=de_DE.UTF-8")
      :find("диск"))
    assert.truthy(play("", script, "LC_ALL=zh_TW.UTF-8 LC_MESSAGES=ru_RU.UTF-8 LANG=de_DE.UTF-8")
      :find("圓盤"))
    assert.truthy(play("", script, "LC_ALL= LC_MESSAGES= LANG=zh_SG.UTF-8"):find("圆盘"))
    assert.truthy(play("", script, "LC_ALL= LC_MESSAGES= LANG=fr_FR.UTF-8"):find("disk 1 A %-> B"))
    assert.truthy(play("--lang=ja", script, "LC_ALL=de_DE.UTF-8"):find("円盤"))
    local bad = play("--lang=fr", script)
    assert.truthy(bad:find("--lang must be one of " .. table.concat(lang.TAGS, ", ") .. ", got 'fr'",
      1, true))
  end)

  it("echoes a --lang value of 20,000 characters cut to its first 80", function()
    local long = ("éx"):rep(10000)
    local bad = play("--lang=" .. long, { "move 1 2" })
    local got = bad:match("got '(.-)'")
    assert.is_string(got, bad)
    -- 80 characters (UTF-8, counted here), then the mark of the cut
    assert.equal(("éx"):rep(40) .. "...", got)
    assert.is_true(#bad < 400, #bad .. " bytes")
    local _, why = lang.option(long, function() end)
    assert.equal(("éx"):rep(40) .. "...", why:match("got '(.-)'$"))
    _, why = lang.option("f\27[2Jr", function() end)
    assert.truthy(why:find("got 'f^[[2Jr'", 1, true), why)
  end)
end)

-- the board lines of a frame (rods, disks, base, peg letters), runs of
-- equal lines (taller disks) counted once
local function board_lines(lines)
  local out = {}
  for _, l in ipairs(lines) do
    if l:find("|") or l:find("^%-%-%-") or l:find("^[ A-Z]+$") and l:find("%u") then
      if out[#out] ~= l then out[#out + 1] = l end
    end
  end
  return out
end

-- a game in a few states: its start, a hint shown, the statistics, won,
-- on 4 pegs with the crane, 10 disks
local function states(tag)
  local tr = lang.new(tag)
  local out = {}
  local function add(name, g, v)
    v.lang = tr
    out[#out + 1] = { name = name, g = g, v = v }
  end
  local g = game.new { n = 3 }
  add("start", g, { cursor = 1, message = tr:t("play.start", { pegs = 3 }) })
  g = game.new { n = 3 }
  g:move(1, 3)
  local ev = g:hint()
  add("hint", g, { cursor = 2, hint = ev[1], message = view.summary(ev, 3, tr) })
  g = game.new { n = 4 }
  g:move(1, 2); g:move(1, 3)
  add("stats", g, { cursor = 1, panel = true, message = "" })
  g = game.new { n = 3 }
  g:solve()
  local all = {}
  while not g.won do for _, e in ipairs(g:tick()) do all[#all + 1] = e end end
  add("won", g, { cursor = 1, panel = true, message = view.summary(all, 3, tr), scores = false })
  g = game.new { n = 5, k = 4 }
  local _, msg = g:move(2, 3)
  add("crane", g, { cursor = 4, crane = true, message = view.letters(msg, tr) })
  g = game.new { n = 10 }
  add("ten", g, { cursor = 1, message = tr:t("play.key_unknown", { key = "z" }) })
  return out
end

describe("the game in every language, full screen at 80x24", function()
  for _, tag in ipairs(lang.TAGS) do
    it("fits 80x24 in " .. tag .. ", the board as in English", function()
      local en = states("en")
      for i, st in ipairs(states(tag)) do
        local lines = view.frame(st.g, st.v, 80, 24)
        assert.is_true(#lines <= 24, tag .. " " .. st.name)
        check_width(lines, tag .. " " .. st.name, 80)
        local text = table.concat(lines, "\n")
        if tag ~= "en" then
          check_script(text, tag)
          assert.same({}, english_left(text, tag), tag .. " " .. st.name)
        end
        local en_lines = view.frame(en[i].g, en[i].v, 80, 24)
        assert.same(board_lines(en_lines), board_lines(lines), tag .. " " .. st.name)
      end
    end)

    it("puts the hint's marks under their pegs in " .. tag, function()
      local tr = lang.new(tag)
      local g = game.new { n = 3 }
      local ev = g:hint()
      local lines = view.frame(g, { lang = tr, hint = ev[1] }, 80, 24)
      local _, layout = view.board(g, {}, 80)
      local letters
      for i, l in ipairs(lines) do if l:find("^ +A +B +C$") then letters = i end end
      assert.truthy(letters, tag)
      local marks = lines[letters + 1]
      local from, to = tr:t("play.mark.from"), tr:t("play.mark.to")
      -- the short forms where the long ones are wider than 4 columns
      if width.of(from) > 4 or width.of(to) > 4 then
        from, to = tr:t("play.mark.from_short"), tr:t("play.mark.to_short")
      end
      -- the column where each mark starts, counted in display columns
      local function column(s, mark)
        local at = s:find(mark, 1, true)
        return at and width.of(s:sub(1, at - 1)) + 1
      end
      local x = layout.x
      assert.equal(x[ev[1].from] - (width.of(from) - 1) // 2, column(marks, from), tag)
      assert.equal(x[ev[1].to] - (width.of(to) - 1) // 2, column(marks, to), tag)
    end)
  end

  it("keeps the key letters in every language, each word after its key", function()
    local en1, en2 = view.keys(3)
    for _, tag in ipairs(lang.TAGS) do
      local l1, l2 = view.keys(3, lang.new(tag))
      for i, w in ipairs(en1) do
        assert.equal(w[2], l1[i][2])
        assert.equal(w[1]:match("^%S+ "), l1[i][1]:match("^%S+ "), tag)
      end
      for i, w in ipairs(en2) do
        assert.equal(w[2], l2[i][2])
        if w[2] then assert.equal(w[1]:match("^%S+ "), l2[i][1]:match("^%S+ "), tag) end
      end
    end
  end)
end)
