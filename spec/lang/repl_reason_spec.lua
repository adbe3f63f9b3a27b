-- The REPL's words on a mistake in the use of the kit, whole in the
-- learner's language: the kit's own reason inside `bad argument #2 to
-- 'check' (...)` (which stays English for a Lua programmer) said in each
-- language by its `kit.why.*` text, what it names by `kit.what.*`, what it
-- got by `kit.got.*`, what a function expected by `kit.expect.*`.
--
-- Every bad call below is made for real and its English message read
-- back: in English the REPL says the kit's own reason word for word (the
-- catalogue's English texts are the kit's words), in every other language
-- no piece of an English text of those keys is left, and every reason of
-- the catalogue is met by one of the calls.
local teach = require "hanoi.teach"
local hanoi = require "hanoi"
local texts = require "hanoi.teach.texts"
local repl = require "hanoi.teach.repl"
local lang = require "hanoi.lang"

local learner = load("return function(n, from, to, via, move) end")()

-- bad calls, each with the key of the reason the kit gives
local CALLS = {
  { "kit.why.max_seconds", function() teach.check(learner, { max_seconds = -1 }) end },
  { "kit.why.unknown_option", function() teach.check(learner, { frm = 7 }) end },
  { "kit.why.names_34", function() teach.check(learner, { names = { 1, 2 } }) end },
  { "kit.why.names_count", function() teach.check(learner, { pegs = 4, names = { 1, 2, 3 } }) end },
  { "kit.why.names_differ", function() teach.check(learner, { names = { 1, 1, 2 } }) end },
  { "kit.why.names_type", function() teach.check(learner, { names = { 1, {}, 2 } }) end },
  { "kit.why.names_list", function() teach.check(learner, { names = "ABC" }) end },
  { "kit.why.pegs_list", function() teach.check(learner, { pegs = { 1, 2, 3 } }) end },
  { "kit.why.k_pegs", function() teach.check(learner, { k = 3, pegs = 4 }) end },
  { "kit.why.order", function() teach.check(learner, { order = { "to" } }) end },
  { "kit.why.integer", function() teach.check(learner, { max_moves = 1.5 }) end },
  { "kit.why.range", function() teach.check(learner, { max_moves = 0 }) end },
  { "kit.why.option_names", function() teach.check(learner, { [1] = 2 }) end },
  { "kit.why.same", function() teach.stepper(3, { from = "A", to = "A" }) end },
  { "kit.why.method_pegs", function() teach.stepper(3, { method = "frame_stewart", pegs = 3 }) end },
  { "kit.why.unknown_method", function() teach.stepper(3, { method = "foo" }) end },
  { "kit.why.range", function() teach.stepper(30) end },
  { "kit.why.integer", function() teach.stepper(2.5) end },
  { "kit.why.type", function() teach.trace(3, { pictures = 1 }) end },
  { "kit.why.method_3", function() teach.moves(3, { pegs = 4, method = "iterative" }) end },
  { "kit.why.table", function() teach.table { 0 } end },
  { "kit.why.peg", function() teach.best_move(hanoi.new(3), 9) end },
  { "kit.why.peg", function() teach.stepper(3, { to = "Z" }) end },
  { "kit.why.type", function() teach.quiz(3, { read = 5 }) end },
  { "kit.why.at_least", function() teach.quiz(3, { questions = 0 }) end },
  { "kit.why.no_source", function() teach.edit(print) end },
  { "kit.why.out", function() teach.trace(3, { out = 5 }) end },
  { "kit.why.range", function() teach.trace(3, { lines = 2 }) end },
  { "kit.why.range", function() teach.grade(learner, 0) end },
  -- what a function expected (the REPL's own frame around them)
  { nil, function() teach.check(print) end },
  { nil, function() teach.best_move(hanoi.new(3, 4)) end },
  { nil, function() teach.help("nope") end },
  { nil, function() teach.lang("fr") end },
  { nil, function() teach.edit(5) end },
  { nil, function() teach.check(learner, 5, 6) end },
}

-- the English error of a call
local function english_error(f)
  local before = texts.lang()
  texts.lang("en")
  local ok, err = pcall(f)
  texts.lang(before)
  assert.is_false(ok)
  return err
end

-- the keys the REPL's words come from (the frame and the reasons)
local KINDS = { "^kit%.why%.", "^kit%.what%.", "^kit%.got%.", "^kit%.expect%.", "^kit%.repl%." }
local function ours(key)
  for _, p in ipairs(KINDS) do if key:find(p) then return true end end
  return false
end

-- the English pieces (between placeholders, 6 characters or more, two
-- words at least) of those texts that the language's own text of the key lacks
local function english_pieces(tag)
  local en, own, out = lang.catalogue("en"), lang.catalogue(tag), {}
  for key, text in pairs(en) do
    if ours(key) then
      for whole in (text:gsub("{[^{}]*}", "\0") .. "\0"):gmatch("([^%z]*)%z") do
        local piece = whole:match("^[%s%p]*(.-)[%s%p]*$")
        -- (words, not a lone Lua name such as 'method', which stays as it is)
        if #piece >= 6 and piece:find("%a%a%a %a") and not own[key]:find(piece, 1, true) then
          out[#out + 1] = piece
        end
      end
    end
  end
  return out
end

local function in_language(tag, f)
  local before = texts.lang()
  texts.lang(tag)
  local ok, a, b = pcall(f)
  texts.lang(before)
  assert(ok, a)
  return a, b
end

-- a message's numbers as English writes them in a text: 3600 -> 3,600
-- (by the digits, not by hanoi.lang)
local function grouped_en(s)
  return (s:gsub("()(%d+)", function(at, d)
    if #d <= 3 or s:sub(at - 2, at - 1):find("^%d%.$") then return d end
    return (d:reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", ""))
  end))
end

describe("the REPL's reasons", function()
  local errors = {}
  setup(function()
    for i, c in ipairs(CALLS) do errors[i] = english_error(c[2]) end
  end)

  it("reads back every reason the kit gives, and each reason of the catalogue is met", function()
    local met = {}
    for i, c in ipairs(CALLS) do
      local inner = errors[i]:match("bad argument #%d+ to '[%w_]+' %((.*)%)$")
      assert.is_string(inner, errors[i])
      if c[1] then
        local text, key = in_language("en", function() return repl.reason(inner) end)
        assert.are.equal(c[1], key, errors[i])
        -- English: the kit's own words, word for word (its numbers
        -- grouped as an English text groups them)
        assert.are.equal(grouped_en(inner), text)
        met[key] = true
      end
    end
    for key in pairs(lang.catalogue("en")) do
      if key:find("^kit%.why%.") and key ~= "kit.why.colon" then
        assert.is_true(met[key], key .. " is met by no call")
      end
    end
  end)

  it("says them in English as the kit does, in the REPL's frame", function()
    for i in ipairs(CALLS) do
      local said = in_language("en", function() return repl.usage(errors[i]) end)
      assert.is_string(said, errors[i])
      local inner = errors[i]:match("%((.*)%)$")
      if not inner:find(" expected, got ") then
        assert.truthy(said:find(grouped_en(inner), 1, true), said)
      end
    end
  end)

  for _, tag in ipairs(lang.TAGS) do
    if tag ~= "en" then
      it("says them in " .. tag .. " with no English reason left", function()
        local pieces = english_pieces(tag)
        assert.is_true(#pieces > 20)
        for i in ipairs(CALLS) do
          local said = in_language(tag, function() return repl.usage(errors[i]) end)
          assert.is_string(said, errors[i])
          local inner = errors[i]:match("%((.*)%)$")
          assert.is_nil(said:find(inner, 1, true), tag .. ": " .. said)
          for _, piece in ipairs(pieces) do
            assert.is_nil(said:find(piece, 1, true),
              tag .. ": English '" .. piece .. "' left in: " .. said)
          end
        end
      end)
    end
  end

  it("says a stepper's function called without the colon in the language", function()
    local s = teach.stepper(2, { out = function() end })
    local ok, err = pcall(function() return s.back() end)
    assert.is_false(ok)
    for _, tag in ipairs(lang.TAGS) do
      local out = {}
      in_language(tag, function()
        repl.run({ read = (function()
          local lines = { "s.back()" }
          return function() return table.remove(lines, 1) end
        end)(), out = function(x) out[#out + 1] = x end, env = setmetatable({ s = s },
          { __index = _G }), trap = false })
      end)
      local text = table.concat(out)
      assert.truthy(text:find("s:back()", 1, true), text)
      if tag ~= "en" then
        assert.is_nil(text:find(err:gsub("^[^\n]-:%d+: ", ""), 1, true), tag .. ": " .. text)
      end
    end
  end)

  it("speaks the language LANG names, in the REPL itself", function()
    local lua = os.getenv("LUA") or "lua5.4"
    local p = io.popen("printf 'teach.stepper(3, {from = 7})\\nteach.stepper(30)\\n' | "
      .. "env -u LC_ALL -u LC_MESSAGES LANG=ru_RU.UTF-8 HANOI_NO_READLINE=1 " .. lua
      .. " tools/repl.lua 2>&1")
    local out = p:read("a")
    p:close()
    local tr = lang.new("ru")
    local function unwrapped(s) return (s:gsub("\n%s+", " ")) end
    out = unwrapped(out)
    assert.truthy(out:find(tr:t("kit.why.peg", { what = tr:t("kit.what.field", { name = "from" }),
      last = "C", k = 3, got = 7 }), 1, true), out)
    assert.truthy(out:find(tr:t("kit.why.range", { what = tr:t("kit.what.disks"), lo = 1, hi = 10,
      got = 30 }), 1, true), out)
    assert.is_nil(out:find("must be", 1, true))
  end)
end)
