-- tools/jslint.js, the JavaScript half of `make lint`: each of its rules
-- fires on a page's script that breaks it, names the file and the line,
-- and a clean page passes.

local function have_lint()
  return os.execute("command -v node >/dev/null 2>&1") and
         io.open("/usr/share/nodejs/acorn/package.json") ~= nil
end

local function write(path, text)
  local f = assert(io.open(path, "w"))
  f:write(text)
  f:close()
end

-- runs the lint over a folder of pages { ["name.js"] = text }; its output
-- and whether it passed
local function lint(pages)
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p '" .. dir .. "'"))
  for name, text in pairs(pages) do write(dir .. "/" .. name, text) end
  local p = assert(io.popen("NODE_PATH=/usr/share/nodejs node tools/jslint.js --pages '" ..
    dir .. "' 2>&1"))
  local out = p:read("a")
  local ok = p:close()
  os.execute("rm -rf '" .. dir .. "'")
  return (out:gsub(dir:gsub("%p", "%%%0") .. "/", "")), ok
end

local BASE = "  function shared(x) { return x + 1; }\n"

describe("tools/jslint.js", function()
  it("passes a clean page that uses what base.js and the browser give", function()
    if not have_lint() then pending("node or Debian's acorn (node-acorn) is missing") return end
    local out, ok = lint({ ["base.js"] = BASE,
      ["play.js"] = "  var n = shared(D.n);\n  if (n === 2) document.title = String(n);\n" })
    assert.is_true(ok, out)
    assert.are.equal("1 passed, 0 failed\n", out)
  end)

  it("fails each rule, with the file and the line", function()
    if not have_lint() then pending("node or Debian's acorn (node-acorn) is missing") return end
    local out, ok = lint({ ["base.js"] = BASE, ["play.js"] = table.concat({
      "  var x = shared(1);",
      "  if (x == 2) nowhere(x);",
      "  console.log(x);",
      "  document.body.innerHTML = '<b>' + x;",
      "  document.body.innerHTML = D.svg;",
      "  eval('x');",
      "" }, "\n") })
    assert.is_falsy(ok)
    for _, want in ipairs({
      "play.js:2: 'nowhere' is not defined",
      "play.js:2: == (use ===)",
      "play.js:3: console in a page",
      "play.js:4: innerHTML given what the page built (use text nodes)",
      "play.js:6: eval in a page",
      "0 passed, 1 failed",
    }) do
      assert.is_truthy(out:find(want, 1, true), want .. " not in:\n" .. out)
    end
    -- the page's own data may go to innerHTML
    assert.is_nil(out:find("play.js:5:", 1, true), out)
  end)

  it("fails a script that does not parse, at its line", function()
    if not have_lint() then pending("node or Debian's acorn (node-acorn) is missing") return end
    local out, ok = lint({ ["base.js"] = BASE, ["watch.js"] = "  var a = 1;\n  var b = (;\n" })
    assert.is_falsy(ok)
    assert.is_truthy(out:find("watch.js:2: does not parse", 1, true), out)
  end)
end)
