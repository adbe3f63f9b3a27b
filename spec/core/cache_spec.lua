-- The cache of tables on disk (src/cache.c): each check runs child
-- processes whose XDG_CACHE_HOME is a scratch directory of its own, and
-- compares their answers with answers computed without any cache.
local files = require "support.helpers"
local hanoi = require "hanoi"

local slurp, spit = files.slurp, files.spit

-- a fresh scratch directory
local function scratch()
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p '" .. dir .. "'"))
  return dir
end

local function remove(dir) os.execute("rm -rf '" .. dir .. "'") end

-- Distances, hints and positions charged for 13 disks on 4 pegs (whose
-- table is the whole space: 11 million positions, 2.8 MB): one line per
-- position. `env` goes in front of the command.
local PROBE = [[
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
local hanoi = require "hanoi"
local opts = ...
local out = {}
for _, label in ipairs { "ABCDABCDABCDA", "DDCBAACBDDCBA", "BBBBBBBBBBBBA", "CADBCADBCADBA" } do
  local s, st = hanoi.state(label, 4), {}
  local o = load("return " .. (opts or "{}"))()
  o.stats = st
  local d, f, t, exact = s:hint(4, o)
  out[#out + 1] = table.concat({ label, hanoi.distance(s, 4, o), d, f, t, tostring(exact),
                                 st.method, st.positions }, " ")
end
io.write(table.concat(out, "\n"), "\n")
]]

local function probe(dir, env, opts)
  local script = os.tmpname()
  spit(script, PROBE)
  local cmd = ("XDG_CACHE_HOME='%s' %s lua5.4 %s %s"):format(dir, env or "", script,
                                                            opts and "'" .. opts .. "'" or "")
  local p = assert(io.popen(cmd .. " 2>&1"))
  local out = p:read("a")
  p:close()
  os.remove(script)
  return out
end

local TABLE = "/hanoi/table-k4-m13.htb"

-- the answers with no cache at all, computed once
local reference
local function want()
  if not reference then
    local dir = scratch()
    reference = probe(dir, "HANOI_CACHE=off")
    remove(dir)
    assert.truthy(reference:match("^ABCDABCDABCDA %d+ %d+ %d+ %d+ true table %d+\n"), reference)
  end
  return reference
end

describe("the cache of tables", function()
  it("is written by one process, read by the next, and changes no answer", function()
    local dir = scratch()
    assert.are.equal(want(), probe(dir))        -- builds and writes the tables
    local good = slurp(dir .. TABLE)
    assert.truthy(good)
    assert.are.equal(want(), probe(dir))        -- reads them
    assert.are.equal(good, slurp(dir .. TABLE))
    assert.are.equal(want(), probe(dir, nil, "{cache = false}"))
    remove(dir)
  end)

  it("writes nothing with HANOI_CACHE=off or cache = false", function()
    local dir = scratch()
    assert.are.equal(want(), probe(dir, "HANOI_CACHE=off"))
    assert.are.equal(want(), probe(dir, nil, "{cache = false}"))
    local p = io.popen("ls -A '" .. dir .. "' | wc -l")
    assert.are.equal("0", p:read("a"):match("%d+"))
    p:close()
    remove(dir)
  end)

  -- a warm cache, as a process leaves it: built once, copied for each use
  local template
  local function warm()
    if not template then
      template = scratch()
      probe(template)
    end
    local dir = scratch()
    assert(os.execute("cp -r '" .. template .. "/hanoi' '" .. dir .. "/'"))
    return dir
  end
  teardown(function() if template then remove(template) end end)

  -- damages the table's file of a warm cache in some way, then checks that
  -- the next process gives the same answers and writes a good file again
  local function damaged(how)
    local dir = warm()
    local good = assert(slurp(dir .. TABLE))
    spit(dir .. TABLE, how(good))
    assert.are_not.equal(good, slurp(dir .. TABLE))
    assert.are.equal(want(), probe(dir))
    assert.are.equal(good, slurp(dir .. TABLE))
    remove(dir)
  end

  it("rebuilds a table whose file is corrupt", function()
    damaged(function(s)                         -- one bit of a distance flipped
      local i = #s - 1000
      return s:sub(1, i - 1) .. string.char(s:byte(i) ~ 4) .. s:sub(i + 1)
    end)
    damaged(function(s)                         -- a chunk's checksum changed
      return s:sub(1, 130) .. string.char(s:byte(131) ~ 1) .. s:sub(132)
    end)
  end)

  it("rebuilds a table whose file is truncated", function()
    damaged(function(s) return s:sub(1, #s // 2) end)
    damaged(function(s) return s:sub(1, 64) end)
    damaged(function() return "" end)
  end)

  it("rebuilds a table whose file is of another format or another layout", function()
    damaged(function(s) return s:sub(1, 8) .. string.pack("<I4", 2) .. s:sub(13) end)
    damaged(function(s)                         -- the key of another build
      return s:sub(1, 16) .. string.char(s:byte(17) ~ 1) .. s:sub(18)
    end)
  end)

  it("rebuilds a table whose file is foreign", function()
    damaged(function() return "hello, this is not a table\n" end)
    damaged(function(s) return ("\0"):rep(#s) end)
    local dir = warm()
    local other
    for name in io.popen("ls '" .. dir .. "/hanoi'"):lines() do
      if name:match("^pdb%-tower") then other = slurp(dir .. "/hanoi/" .. name) end
    end
    remove(dir)
    assert.truthy(other)
    damaged(function() return other end)        -- another table's file under this name
  end)

  it("is left with one good file by two processes building the same table at once", function()
    local dir = scratch()
    local script = os.tmpname()
    spit(script, PROBE)
    local cmd = ("XDG_CACHE_HOME='%s' lua5.4 %s > %s.1 & XDG_CACHE_HOME='%s' lua5.4 %s > %s.2 & wait")
      :format(dir, script, dir, dir, script, dir)
    assert(os.execute(cmd))
    assert.are.equal(want(), slurp(dir .. ".1"))
    assert.are.equal(want(), slurp(dir .. ".2"))
    os.remove(dir .. ".1")
    os.remove(dir .. ".2")
    os.remove(script)
    local names = {}
    for name in io.popen("ls -A '" .. dir .. "/hanoi'"):lines() do names[#names + 1] = name end
    for _, name in ipairs(names) do assert.truthy(name:match("%.htb$"), name) end
    local single = scratch()
    probe(single)
    assert.are.equal(slurp(single .. TABLE), slurp(dir .. TABLE))
    remove(single)
    remove(dir)
  end)

  it("keeps under its size cap, the tables used least recently going first", function()
    local dir = scratch()
    -- 1 MB: the table of 13 disks (2.8 MB) is not kept, the pattern
    -- databases are, within the cap
    assert.are.equal(want(), probe(dir, "HANOI_CACHE_MAX=1M"))
    assert.is_nil(slurp(dir .. TABLE))
    local p = io.popen("du -sk '" .. dir .. "/hanoi'")
    local kib = tonumber(p:read("a"):match("%d+"))
    p:close()
    assert.is_true(kib <= 1024 + 4)
    -- a larger cap: the table is written, the oldest databases go first
    assert.are.equal(want(), probe(dir, "HANOI_CACHE_MAX=3M"))
    assert.truthy(slurp(dir .. TABLE))
    remove(dir)
  end)

  it("reads its size cap from HANOI_CACHE_MAX, and says when that is not a size", function()
    local function info(value)
      local p = assert(io.popen(("HANOI_CACHE_MAX='%s' lua5.4 -e 'package.cpath = \"./build/?.so;\" "
        .. ".. package.cpath; local i = require(\"hanoi.core\").cache_info(); "
        .. "io.write(i.max, \" \", tostring(i.max_ignored))'"):format(value)))
      local out = p:read("a")
      p:close()
      return out
    end
    local default = 8 << 30
    for value, want_out in pairs {
      ["123"] = "123 nil", ["4K"] = (4 << 10) .. " nil", ["3G"] = (3 << 30) .. " nil",
      ["2MiB"] = (2 << 20) .. " nil", ["0"] = "0 nil", [""] = default .. " nil",
      ["lots"] = default .. " lots", ["12x"] = default .. " 12x", ["-1"] = default .. " -1",
    } do
      assert.are.equal(want_out, info(value), value)
    end
    local p = assert(io.popen("HANOI_CACHE_MAX=lots ./bin/hanoi cache"))
    local out = p:read("a")
    p:close()
    assert.matches("\nHANOI_CACHE_MAX=lots is not a size %(bytes, or like 4G%): the default applies\n", out)
  end)
end)

describe("hanoi.cache_dir, cache_info and cache_clear", function()
  local before
  setup(function() before = hanoi.cache_dir() end)
  teardown(function() hanoi.cache_dir(before or false) end)

  it("move the cache of this Lua state, show it and empty it", function()
    local dir = scratch()
    assert.are.equal(dir .. "/hanoi", hanoi.cache_dir(dir .. "/hanoi"))
    probe(dir)                                  -- a process writes tables there
    local s = hanoi.state("ABCDABCDABCDA", 4)
    local d = hanoi.distance(s, 4)
    local info = hanoi.cache_info()
    assert.are.equal(dir .. "/hanoi", info.dir)
    assert.is_true(#info.files >= 1 and info.bytes > 0)
    local names = {}
    for _, f in ipairs(info.files) do names[f.name] = f.bytes end
    assert.truthy(names["table-k4-m13"] or names["pdb-tower-k4-m11"])
    local n, freed = hanoi.cache_clear()
    assert.are.equal(#info.files, n)
    assert.are.equal(info.bytes, freed)
    assert.are.same({}, hanoi.cache_info().files)
    assert.are.equal(d, hanoi.distance(s, 4, { cache = false }))
    assert.is_nil(hanoi.cache_dir(false))
    assert.is_nil(hanoi.cache_info().dir)
    assert.has_error(function() hanoi.cache_dir(3) end,
      "bad argument #1 to 'cache_dir' (string or boolean expected, got number)")
    assert.has_error(function() hanoi.cache_dir("") end)
    assert.has_error(function() hanoi.distance(s, 4, { cache = "no" }) end,
      "bad argument #3 to 'distance' (field 'cache' must be a boolean, got string)")
    remove(dir)
  end)
end)
