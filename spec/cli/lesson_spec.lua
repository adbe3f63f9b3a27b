-- `hanoi lesson` (hanoi.cli.lesson), run as a child process from the
-- checkout: one self-contained HTML page on standard output. The page in
-- a browser: test/browser/lesson_browser.lua.
local run = require("support.cli").output
local helpers = require "support.helpers"

local function slurp(path) return assert(helpers.slurp(path), path) end

describe("hanoi lesson", function()
  local page, rc = run("lesson")

  it("writes one HTML page that carries the engine and names nothing outside it", function()
    assert.equal(0, rc)
    assert.truthy(page:match("^<!DOCTYPE html>\n<html lang=\"en\">"))
    assert.truthy(page:match("</html>\n$"))
    -- the engine, byte for byte, inside its script element
    local engine = slurp("lua/hanoi/web/page/engine.js")
    local at = page:find(engine, 1, true)
    assert.truthy(at)
    assert.equal('<script id="engine">\n', page:sub(at - 21, at - 1))
    -- no script, style, image or link loaded from elsewhere
    assert.is_nil(page:find("<script[^>]- src=", 1))
    assert.is_nil(page:find("<link", 1, true))
    local html = page:sub(1, at - 1) .. page:sub(at + #engine)
    for attr, value in html:gmatch("(%a+)=\"([^\"]*)\"") do
      if attr == "src" or attr == "href" or attr == "action" then
        assert.equal("#", value:sub(1, 1), attr .. "=" .. value)
      end
    end
    -- the script ends nowhere inside the data
    local _, scripts = page:gsub("</script>", "")
    assert.equal(2, scripts)
  end)

  it("says in the page what the kit says: its texts, its table, its stepper", function()
    local texts = require "hanoi.teach.texts"
    local function json_text(s)
      return (s:gsub("\\", "\\\\"):gsub('"', '\\"'):gsub("\n", "\\u000a"):gsub("<", "\\u003c")
        :gsub(">", "\\u003e"):gsub("&", "\\u0026"))
    end
    for _, key in ipairs({ "puzzle", "counting", "yours", "parity", "history", "starter" }) do
      assert.truthy(page:find('"' .. json_text(texts.LESSON[key]) .. '"', 1, true), key)
    end
    assert.truthy(page:find(json_text(texts.CODE3), 1, true))
    local out = {}
    require("hanoi.teach").table(nil, { out = function(s) out[#out + 1] = s end })
    -- its table under counting, its paragraph on the monks under the puzzle
    local tab, monks = table.concat(out):match("^(.-)\n\n(The monks.*)$")
    assert.truthy(monks)
    assert.truthy(page:find('"' .. json_text(tab) .. '"', 1, true))
    assert.truthy(page:find('"' .. json_text(monks) .. '"', 1, true))
    -- 2^3 - 1 moves: the stepper's last step says so
    assert.truthy(page:find("7 of 7 moves made", 1, true))
  end)

  it("refuses an argument", function()
    local p = assert(io.popen("./bin/hanoi lesson 3 2>&1 >/dev/null; echo \"rc=$?\""))
    local out = p:read("a")
    p:close()
    assert.truthy(out:match("unexpected argument '3'"))
    assert.truthy(out:match("rc=2\n$") or out:match("rc=1\n$"))
  end)
end)
