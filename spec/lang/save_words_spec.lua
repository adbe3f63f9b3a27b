-- A save file's faults and a new game's sizes the library refuses, in the
-- player's language: hanoi.game.words says every fault of
-- hanoi.game.save (its words in English, checked here to be the
-- catalogue's) in each language; `hanoi play` line mode loading a broken
-- file with LANG set; the page's engine side (lua/hanoi/web/init.lua) says a
-- save file's fault and 52 pegs typed into the page in the page's
-- language, with the limit the library itself enforces.
local lang = require "hanoi.lang"
local words = require "hanoi.game.words"
local save = require "hanoi.game.save"
local game = require "hanoi.game"

local H = save.MAGIC .. "\n"
local function file(fields)
  local t = { disks = "3", pegs = "3", start = "AAA", goal = "C", moves = "", played = "0",
    position = "AAA", time = "0" }
  for k, v in pairs(fields) do t[k] = v end
  local out = { H }
  for _, k in ipairs { "disks", "pegs", "start", "goal", "moves", "played", "position", "time" } do
    if t[k] ~= false then out[#out + 1] = k .. " " .. t[k] .. "\n" end
  end
  return table.concat(out)
end

-- one broken file for each fault of hanoi.game.save, by the key of its text
local BROKEN = {
  ["save.empty"] = "",
  ["save.magic"] = "hanoi-game 2\n",
  ["save.unreadable"] = H .. "??\n",
  ["save.twice"] = H .. "disks 3\ndisks 4\n",
  ["save.missing"] = file { time = false },
  ["save.disks"] = file { disks = "99" },
  ["save.pegs"] = file { pegs = "2" },
  ["save.letters"] = file { start = "AA" },
  ["save.not_peg"] = file { start = "AAZ" },
  ["save.other"] = file { start = "BAA", position = "BAA", goal = "other" },
  ["save.goal_peg"] = file { goal = "Q" },
  ["save.played"] = file { moves = "AC", played = "5" },
  ["save.move_letters"] = file { moves = "A9", played = "1" },
  ["save.move_illegal"] = file { moves = "AC AC", played = "2", position = "CAA" },
  ["save.position"] = file { moves = "AC AB", played = "2", position = "AAA" },
  ["save.time"] = file { time = "-1" },
}

-- the words of an English text between its placeholders, 6 characters
-- or more with letters in them
local function pieces(text)
  local out = {}
  for whole in (text:gsub("{[^{}]*}", "\0") .. "\0"):gmatch("([^%z]*)%z") do
    local piece = whole:match("^[%s%p]*(.-)[%s%p]*$")
    if #piece >= 6 and piece:find("%a%a%a") then out[#out + 1] = piece end
  end
  return out
end

-- no piece of an English text of these keys is left in `said`
local function no_english(said, keys, tag)
  local en, own = lang.catalogue("en"), lang.catalogue(tag)
  for _, key in ipairs(keys) do
    for _, piece in ipairs(pieces(en[key])) do
      if not own[key]:find(piece, 1, true) then
        assert.is_nil(said:find(piece, 1, true), tag .. ": '" .. piece .. "' left in: " .. said)
      end
    end
  end
end

-- a message's numbers as English writes them in a text: 1000000000 ->
-- 1,000,000,000 (by the digits, not by hanoi.lang; a fraction's digits
-- stay as they are)
local function grouped_en(s)
  return (s:gsub("()(%d+)", function(at, d)
    if #d <= 3 or s:sub(at - 2, at - 1):find("^%d%.$") then return d end
    return (d:reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", ""))
  end))
end

describe("a save file's faults in every language", function()
  it("has a broken file for every fault the catalogue names", function()
    for key in pairs(lang.catalogue("en")) do
      if key:find("^save%.") and key ~= "save.line" and key ~= "save.not_text" then
        assert.is_string(BROKEN[key], key)
      end
    end
    local _, why = save.parse(42)
    assert.are.equal(lang.catalogue("en")["save.not_text"], why)
  end)

  for key, text in pairs(BROKEN) do
    it(key .. ": said in each language, in English as hanoi.game.save says it", function()
      local ok, why = save.parse(text)
      assert.is_nil(ok)
      local msg = "cannot load 'f.save': " .. why
      -- English: the catalogue's words are hanoi.game.save's own, its
      -- numbers written as English writes them in a text (1,000,000,000)
      local en_msg = grouped_en(msg)
      assert.are.equal(en_msg, words.refusal(msg, lang.new("en")))
      for _, tag in ipairs(lang.TAGS) do
        if tag ~= "en" then
          local said = words.refusal(msg, lang.new(tag))
          -- the fault's key was found: its text in this language is there
          local own = lang.catalogue(tag)[key]
          local fixed = own:gsub("{[^{}]*}", "\0"):match("^([^%z]*)") or ""
          fixed = fixed:match("^%s*(.-)%s*$")
          if #fixed >= 2 then assert.truthy(said:find(fixed, 1, true), tag .. ": " .. said) end
          no_english(said, { key, "save.line", "play.cannot_load" }, tag)
          -- the file's own text and name stay as they are
          assert.truthy(said:find("'f.save'", 1, true))
        end
      end
    end)
  end

  it("says an illegal move inside a fault in the language, pegs by letter", function()
    local _, why = save.parse(BROKEN["save.move_illegal"])
    local said = words.refusal(why, lang.new("de"))
    assert.truthy(said:find("Zeile", 1, true))
    assert.truthy(said:find(lang.new("de"):t("play.no.bigger", { disk = 2, below = 1 }), 1, true),
      said)
  end)
end)

describe("hanoi play, line mode, loading a broken save file", function()
  it("says what is wrong in German with LANG=de_DE.UTF-8", function()
    local dir = io.popen("mktemp -d"):read("l")
    local path = dir .. "/broken.save"
    local f = assert(io.open(path, "w"))
    f:write(BROKEN["save.disks"])
    f:close()
    local function run(env)
      local p = assert(io.popen(("printf 'load %s\\nquit\\n' | %s XDG_DATA_HOME=%s HOME=/nonexistent "
        .. "./bin/hanoi play --no-scores 2>&1"):format(path, env, dir)))
      local out = p:read("a")
      p:close()
      return out
    end
    local de = run("LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8")
    local en = run("LC_ALL= LC_MESSAGES= LANG=C.UTF-8")
    os.execute("rm -rf '" .. dir .. "'")
    local _, why = save.parse(BROKEN["save.disks"])
    -- English: hanoi.game.save's words; German: the catalogue's, no English left
    assert.truthy(en:find(why, 1, true), en)
    local tr = lang.new("de")
    local want = tr:t("save.line", { line = 2, why = tr:t("save.disks", { lo = 1, hi = 64,
      got = "'99'" }) })
    assert.truthy(de:find(want, 1, true), de)
    assert.is_nil(de:find(why, 1, true))
    assert.truthy(de:find("Laden aus", 1, true))
  end)
end)

describe("the page's engine side", function()
  -- (the page's module stands in for hanoi.fileio where none is preloaded:
  -- the real one is kept for the specs after this one)
  local kept = package.preload["hanoi.fileio"]
  local web = dofile("lua/hanoi/web/init.lua")
  package.preload["hanoi.fileio"] = kept

  -- the most pegs and disks hanoi.game.new takes, found by asking it
  local function most(field, from)
    local v = from
    while pcall(game.new, { [field] = v + 1 }) do v = v + 1 end
    return v
  end

  it("says a save file's fault in the page's language", function()
    web.game("0;new;3;3;;C")
    for _, tag in ipairs(lang.TAGS) do
      web.game("0;lang;" .. tag)
      local answer = web.save_read(BROKEN["save.pegs"])
      local _, why = save.parse(BROKEN["save.pegs"])
      local want = words.refusal(why, lang.new(tag))
      assert.are.equal('{"error":"' .. want .. '"}', answer)
      if tag ~= "en" then assert.is_nil(answer:find(why, 1, true)) end
    end
  end)

  it("says 52 pegs and 65 disks typed into the page in its language, with the library's limit",
    function()
      local k, n = most("k", 3), most("n", 1)
      web.game("0;new;3;3;;C")
      for _, tag in ipairs(lang.TAGS) do
        web.game("0;lang;" .. tag)
        local tr = lang.new(tag)
        local pegs = web.game("0;new;3;" .. (k + 20) .. ";;other")
        assert.truthy(pegs:find('"error":"' .. tr:t("play.arg.pegs", { lo = 3, hi = k,
          got = k + 20 }) .. '"', 1, true), pegs)
        local disks = web.game("0;new;" .. (n + 1) .. ";3;;C")
        assert.truthy(disks:find('"error":"' .. tr:t("play.arg.disks", { lo = 1, hi = n,
          got = n + 1 }) .. '"', 1, true), disks)
        if tag ~= "en" then
          -- what the page shows (`raw` is hanoi.game's own, for web.refusal)
          assert.is_nil(pegs:match('"error":"([^"]*)"'):find("must be", 1, true))
          assert.is_nil(disks:match('"error":"([^"]*)"'):find("must be", 1, true))
        end
      end
    end)
end)
