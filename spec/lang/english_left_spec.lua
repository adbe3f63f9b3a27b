-- No English left in what the kit writes in another language: the notes
-- of the worked examples (what each method says about a move), the
-- comments of the kit's code, the pager's prompt and hanoi grade's column
-- of slips come from the catalogue. The English words looked for are read
-- from the English catalogue, filled as the kit fills them.
local lang = require "hanoi.lang"
local teach = require "hanoi.teach"
local texts = require "hanoi.teach.texts"
local cli = require "support.cli"

local en = lang.catalogue("en")

-- the fixed English words of a text: its pieces between placeholders,
-- those of 6 characters or more
local function pieces(text)
  local out = {}
  for raw in (text:gsub("{[^{}]*}", "\0") .. "\0"):gmatch("([^%z]*)%z") do
    local piece = raw:match("^[%s%p]*(.-)[%s%p]*$")
    if #piece >= 6 then out[#out + 1] = piece end
  end
  return out
end

local function captured(f, ...)
  local buf = {}
  f(..., { out = function(s) buf[#buf + 1] = s end })
  return table.concat(buf)
end

describe("no English left", function()
  after_each(function() teach.lang("en") end)

  for _, tag in ipairs(lang.TAGS) do
    if tag ~= "en" then
      it("in the worked examples, the code and the stepper's notes in " .. tag, function()
        teach.lang(tag)
        local said = {}
        for _, m in ipairs({ "recursive", "direction", "iterative", "four_step", "three_step",
            "route_table", "binary", "frame_stewart" }) do
          said[#said + 1] = captured(teach.explain, m)
          local o = { out = function(x) said[#said + 1] = x end }
          if m == "frame_stewart" then o.pegs = 4 else o.method = m end
          local s = teach.stepper(3, o)
          for _ = 1, 6 do s() end
        end
        local text = table.concat(said)
        for key, english in pairs(en) do
          if key:find("^kit%.note%.") or key:find("^kit%.code%.") then
            for _, piece in ipairs(pieces(english)) do
              assert.is_nil(text:find(piece, 1, true), tag .. ": '" .. piece .. "' (" .. key .. ")")
            end
          end
        end
        -- the kit's code, its Lua as English has it, its marks in place
        assert.truthy(text:find("solve(n - 1, from, via, to, move)  -- (1) ", 1, true))
        assert.truthy(text:find(texts.code("recursive"), 1, true))
      end)

      it("in the pager's prompt in " .. tag, function()
        teach.lang(tag)
        local prompt = lang.new(tag):t("kit.pager.more")
        assert.are_not.equal(en["kit.pager.more"], prompt)
        -- a scripted keyboard: Enter once, then q
        local answers = { "", "q" }
        local keyboard = stub.new(io, "read").invokes(function() return table.remove(answers, 1) end)
        local buf = {}
        local ok, err = pcall(teach.trace, 3, { lines = 6, out = function(s) buf[#buf + 1] = s end })
        local text = ok and table.concat(buf) or err
        keyboard:revert()
        assert(ok, text)
        assert.truthy(text:find(prompt, 1, true), text)
        assert.is_nil(text:find(en["kit.pager.more"], 1, true))
      end)

      it("in hanoi grade's header in " .. tag, function()
        local out = cli.run("grade --lang " .. tag .. " spec/teach/learners/base_no_return_zero.lua")
        local head = out:match("^[^\n]*")
        assert.truthy(head:find(lang.new(tag):t("kit.grade.slip"), 1, true), head)
        assert.is_nil(head:find("slip", 1, true), head)
      end)
    end
  end
end)
