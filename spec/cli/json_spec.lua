-- hanoi.json, and the --json output of the hanoi command, read back with
-- an independent decoder (dkjson, Debian's lua-dkjson) and compared with
-- the library's answers computed here.
local json = require "hanoi.json"
local dkjson = require "dkjson"
local hanoi = require "hanoi"

local NULL = {}
local function decode(s)
  local v, _, err = dkjson.decode(s, 1, NULL)
  assert(err == nil, err)
  return v
end

local function run(args)
  local p = assert(io.popen("./bin/hanoi " .. args .. " 2>&1 </dev/null"))
  local out = p:read("a")
  local _, _, code = p:close()
  return out, code
end

-- runs a --json command: one line, one document
local function doc(args)
  local out, code = run(args)
  assert.are.equal(0, code, out)
  assert.matches("^{[^\n]*}\n$", out)
  return decode(out)
end

describe("hanoi.json.encode", function()
  it("writes strings any parser reads back, escaping control characters", function()
    local all = {}
    for b = 0, 127 do all[#all + 1] = string.char(b) end
    local s = table.concat(all) .. "é€𝄞 \u{2028}\u{2029}"
    local text = json.encode(s)
    assert.is_nil(text:find("[%z\1-\31\127]"))
    assert.is_nil(text:find("\226\128\168", 1, true))
    assert.are.equal(s, decode(text))
    assert.are.equal('"a\\"b\\\\c\\n\\t\\u0001\\u007f"', json.encode('a"b\\c\n\t\1\127'))
  end)

  it("replaces each byte outside valid UTF-8 with U+FFFD", function()
    for raw, want in pairs {
      ["a\255b"] = "a\u{FFFD}b",
      ["\128"] = "\u{FFFD}",
      ["\192\175"] = "\u{FFFD}\u{FFFD}",            -- an overlong '/'
      ["\237\160\128"] = "\u{FFFD}\u{FFFD}\u{FFFD}", -- a surrogate
      ["\244\144\128\128"] = "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}", -- past U+10FFFF
      ["ok\226\130"] = "ok\u{FFFD}\u{FFFD}",        -- cut short
    } do
      local text = json.encode(raw)
      assert.is_truthy(utf8.len(text), text)
      assert.are.equal(want, decode(text))
    end
  end)

  it("writes integers exactly and floats so that they read back the same", function()
    assert.are.equal("9223372036854775807", json.encode(math.maxinteger))
    assert.are.equal("-9223372036854775808", json.encode(math.mininteger))
    assert.are.equal("[0,-1,42]", json.encode { 0, -1, 42 })
    for _, x in ipairs { 0.1, 1 / 3, -2.5e-300, 1e300, 3.0, 2 ^ 53 + 0.0, 5e-324 } do
      local text = json.encode(x)
      assert.are.equal(x, tonumber(text), text)
      assert.are.equal(x, decode(text))
    end
  end)

  it("refuses NaN and the infinities, naming where they are", function()
    assert.has_error(function() json.encode { a = { 1, 0 / 0 } } end,
      "bad argument #1 to 'encode' (NaN has no JSON form at $.a[2])")
    assert.has_error(function() json.encode(math.huge) end,
      "bad argument #1 to 'encode' (inf has no JSON form at $)")
    assert.has_error(function() json.encode { x = -math.huge } end,
      "bad argument #1 to 'encode' (-inf has no JSON form at $.x)")
  end)

  it("writes big decimal numbers digit for digit", function()
    local digits = hanoi.count(200)            -- 2^200 - 1, a decimal string
    assert.is_string(digits)
    local text = json.encode { count = json.number(digits) }
    assert.are.equal('{"count":' .. digits .. "}", text)
    assert.are.equal("0", json.encode(json.number("0")))
    assert.are.equal("-12", json.encode(json.number("-12")))
    assert.are.equal(7, json.number(7))
    for _, bad in ipairs { "01", "1.5", "", "1e5", "12a", "-" } do
      assert.has_error(function() json.number(bad) end,
        ("bad argument #1 to 'number' (a number or a decimal string expected, got %q)"):format(bad))
    end
  end)

  it("writes arrays, objects in sorted or given order, null and booleans", function()
    assert.are.equal('{"a":[1,2],"b":{},"c":[],"d":null,"e":true,"f":false}',
      json.encode { e = true, b = {}, c = json.array {}, d = json.null, f = false, a = { 1, 2 } })
    assert.are.equal('{"z":1,"a":2,"m":3}', json.encode(json.object({ a = 2, m = 3, z = 1 }, { "z", "a" })))
    assert.are.equal("[1,4,9,null]", json.encode(json.array(4, function(i) return i < 4 and i * i or nil end)))
    assert.are.equal("[1,2]", json.encode(json.array(table.pack(1, 2))))
  end)

  it("refuses what has no JSON form, naming where it is", function()
    local t = {}
    t.self = t
    assert.has_error(function() json.encode(t) end,
      "bad argument #1 to 'encode' (a table that contains itself at $.self)")
    assert.has_error(function() json.encode { 1, 2, x = 3 } end,
      "bad argument #1 to 'encode' (a table with keys of type integer (neither 1..n nor strings) at $)")
    assert.has_error(function() json.encode { [1.5] = 1 } end,
      "bad argument #1 to 'encode' (a table with keys of type float (neither 1..n nor strings) at $)")
    assert.has_error(function() json.encode { f = print } end,
      "bad argument #1 to 'encode' (a function has no JSON form at $.f)")
  end)

  it("writes in pieces through json.write, the same text", function()
    local v = { layers = json.array(5000, function(i) return i * 1000003 end), name = "x" }
    local pieces = {}
    json.write(v, function(s) pieces[#pieces + 1] = s end)
    assert.is_true(#pieces > 1)
    assert.are.equal(json.encode(v), table.concat(pieces))
    local back = decode(table.concat(pieces))
    assert.are.equal(5000, #back.layers)
    assert.are.equal(5000 * 1000003, back.layers[5000])
  end)
end)

describe("--json", function()
  it("on bfs: the layers and counts of hanoi.bfs, and the options", function()
    for _, case in ipairs {
      { "bfs 5 4", { n = 5, k = 4 }, "classic" },
      { "bfs 4 --rules cyclic --from CCCC --reverse", { n = 4, rules = "cyclic", reverse = true,
        from = hanoi.state("CCCC") }, "cyclic" },
      { "bfs 3 --rules 1-2,2-3,3-1,1-3", { n = 3, rules = { { 1, 2 }, { 2, 3 }, { 3, 1 }, { 1, 3 } } },
        { { 1, 2 }, { 2, 3 }, { 3, 1 }, { 1, 3 } } },
    } do
      local d = doc(case[1] .. " --json")
      local r = hanoi.bfs(case[2])
      assert.are.equal("bfs", d.command)
      assert.are.equal(case[2].n, d.n)
      assert.are.equal(case[2].k or 3, d.k)
      assert.are.same(case[3], d.rules)
      assert.are.equal(case[2].reverse or false, d.reverse)
      assert.are.equal(case[2].from and case[2].from:label() or ("A"):rep(case[2].n), d.from)
      assert.are.equal(#r.layers, #d.layers)
      for i, c in ipairs(r.layers) do assert.are.equal(c, d.layers[i]) end
      assert.are.equal(r.eccentricity, d.eccentricity)
      assert.are.equal(r.farthest, d.farthest)
      assert.are.equal(r.reached, d.reached)
      assert.are.equal(r.states, d.states)
    end
  end)

  it("on sequence: a value per n, as the library finds them", function()
    local d = doc("sequence 1-2,2-3,3-1 2..5 --to B --json")
    assert.are.equal("sequence", d.command)
    assert.are.same({ { 1, 2 }, { 2, 3 }, { 3, 1 } }, d.rules)
    assert.are.same({ 3, 1, 2, 2, 5, "moves" }, { d.k, d.from, d.to, d.n_min, d.n_max, d.measure })
    for n = 2, 5 do
      assert.are.equal(hanoi.distance(hanoi.new(n), 2, { rules = "cyclic" }), d.values[n - 1])
    end
    assert.are.equal(4, #d.values)
    -- past 2^53 the numbers are written in full: read the text itself
    local out = run("sequence classic 100..100 --json")
    assert.matches('"values":%[' .. hanoi.count(100) .. "%]", out)
  end)

  it("on distance, count, diameter and radius: the value and the options", function()
    local d = doc("distance BACD --json")
    assert.are.same({ "distance", 4, 4, "classic", "BACD", "DDDD" }, { d.command, d.n, d.k, d.rules, d.from, d.to })
    assert.are.equal(hanoi.distance(hanoi.state("BACD"), 4), d.distance)
    d = doc("distance CAB ABC --rules linear --json")
    assert.are.equal(hanoi.distance(hanoi.state("CAB"), hanoi.state("ABC"), { rules = "linear" }), d.distance)
    assert.are.same({ "linear", "ABC" }, { d.rules, d.to })
    d = doc("distance BAC AAA --rules 1-2,2-3 --json")
    assert.are.equal(NULL, d.distance)
    d = doc("count AAAAAA DDDDDD --json")
    assert.are.same({ "count", 6, 4, "AAAAAA", "DDDDDD" }, { d.command, d.n, d.k, d.from, d.to })
    assert.are.equal(hanoi.count_paths(hanoi.new(6, 4), 4), d.count)
    d = doc("count BCA C --rules cyclic --json")
    assert.are.equal(hanoi.count_paths(hanoi.state("BCA"), 3, { rules = "cyclic" }), d.count)
    for _, which in ipairs { "diameter", "radius" } do
      d = doc(which .. " 3 --rules star --json")
      assert.are.same({ which, 3, 3, "star", true }, { d.command, d.n, d.k, d.rules, d.finite })
      assert.are.equal(hanoi[which] { n = 3, rules = "star" }, d[which])
      d = doc(which .. " 2 --rules 1-2,2-3 --json")
      assert.are.same({ NULL, false }, { d[which], d.finite })
    end
  end)

  it("keeps plain output as it was, and excludes --csv", function()
    assert.are.equal("3\n", (run("distance BACD")))
    local out, code = run("bfs 3 --csv --json")
    assert.are.equal(2, code)
    assert.matches("^hanoi: options '%-%-csv' and '%-%-json' exclude each other", out)
  end)
end)
