-- No Lua function in lua/ or bin/ is longer than 150 lines, its nested
-- functions counted in: the ranges luac5.4 lists (`function <file:first,last>`)
-- for every function of every file git knows there.

local LIMIT = 150

local function lines_of(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  local ok, _, code = p:close()
  return out, ok, code
end

-- the functions of `listing` (luac -l -p output) longer than `limit`
local function too_long(listing, limit)
  local found, count = {}, 0
  for _, l in ipairs(listing) do
    local kind, file, first, last = l:match("^(%a+) <(.-):(%d+),(%d+)>")
    if kind == "function" then
      count = count + 1
      local len = tonumber(last) - tonumber(first) + 1
      if len > limit then found[#found + 1] = ("%s:%s (%d lines)"):format(file, first, len) end
    end
  end
  return found, count
end

describe("the Lua functions", function()
  it("are found by the listing, and a long one is caught", function()
    local dir = os.tmpname()
    os.remove(dir)
    local f = assert(io.open(dir, "w"))
    f:write("local function short() return 1 end\nlocal function long()\n",
      ("  local x = 1\n"):rep(LIMIT), "end\nreturn short, long\n")
    f:close()
    local listing, ok = lines_of("luac5.4 -l -p " .. dir)
    os.remove(dir)
    assert.is_true(ok)
    local found, count = too_long(listing, LIMIT)
    assert.equal(2, count)
    assert.equal(1, #found)
    assert.matches(":2 %(" .. (LIMIT + 2) .. " lines%)$", found[1])
  end)

  it("in lua/ and bin/ are at most " .. LIMIT .. " lines long", function()
    -- (find, not git ls-files: the suite also runs in a tree of links to
    -- the checkout, under Lua 5.5, where git sees no files)
    local files, ok = lines_of("find -L lua -name '*.lua' | sort; echo bin/hanoi")
    assert.is_true(ok, "find failed")
    assert.is_true(#files > 20, "too few files listed: " .. #files)
    local long, total = {}, 0
    for _, file in ipairs(files) do
      local listing, fine = lines_of("luac5.4 -l -p '" .. file .. "' 2>&1")
      assert.is_true(fine, "luac5.4 -l -p " .. file .. ": " .. table.concat(listing, "\n"))
      local found, count = too_long(listing, LIMIT)
      total = total + count
      for _, f in ipairs(found) do long[#long + 1] = f end
    end
    assert.is_true(total > 500, "too few functions listed: " .. total)
    assert.same({}, long)
  end)
end)
