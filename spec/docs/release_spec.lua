-- The release says one version everywhere: the release rockspec's name and
-- fields, `hanoi.version` (and `_VERSION`, of the module and of its C
-- core), CHANGELOG.md's latest entry and `hanoi --version`; and the
-- release rockspec builds what the checkout's rockspec builds. (Packing
-- the rock and building it offline: `make rock-check`.)
local cli = require "support.cli"

local function read(path)
  local f = assert(io.open(path))
  local s = f:read("a")
  f:close()
  return s
end

local function rockspec(path)
  local env = {}
  assert(load(read(path), "@" .. path, "t", env))()
  return env
end

local function lines(cmd)
  local p = assert(io.popen(cmd))
  local out = {}
  for l in p:lines() do out[#out + 1] = l end
  p:close()
  return out
end

-- the release rockspecs of the checkout: hanoi-X.Y.Z-R.rockspec
local function releases()
  local found = {}
  for _, name in ipairs(lines("ls")) do
    local v, r = name:match("^hanoi%-(%d+%.%d+%.%d+)%-(%d+)%.rockspec$")
    if v then found[#found + 1] = { file = name, version = v, revision = r } end
  end
  return found
end

-- semantic versioning's MAJOR.MINOR.PATCH, no leading zeros
local function semver(v)
  local parts = { v:match("^(%d+)%.(%d+)%.(%d+)$") }
  if #parts ~= 3 then return false end
  for _, p in ipairs(parts) do
    if #p > 1 and p:sub(1, 1) == "0" then return false end
  end
  return true
end

describe("the release", function()
  local list = releases()

  it("has one release rockspec, named for its version and fetching its tag", function()
    assert.equal(1, #list)
    local r = list[1]
    assert.is_true(semver(r.version), r.version)
    local spec = rockspec(r.file)
    assert.equal("hanoi", spec.package)
    assert.equal(r.version .. "-" .. r.revision, spec.version)
    assert.equal("v" .. r.version, spec.source.tag)
    assert.matches("^git%+https://", spec.source.url)
    assert.same({ "lua >= 5.4, < 5.6" }, spec.dependencies)
  end)

  it("builds what the checkout's rockspec builds, and tests the same way", function()
    local release, scm = rockspec(list[1].file), rockspec("hanoi-scm-1.rockspec")
    assert.equal(".", scm.source.url)
    for _, field in ipairs({ "build", "dependencies", "description", "test", "rockspec_format" }) do
      assert.same(scm[field], release[field], field)
    end
    assert.is_nil(release.test_dependencies)
  end)

  it("is the version of the library, of its C core and of CHANGELOG.md's latest entry", function()
    local v = list[1].version
    local hanoi = require "hanoi"
    assert.equal(v, hanoi.version)
    assert.equal("hanoi " .. v, hanoi._VERSION)
    assert.equal("hanoi " .. v, require("hanoi.core")._VERSION)
    -- the first entry under [Unreleased] is the latest release, with its
    -- date and the link its heading names
    local log = read("CHANGELOG.md")
    local first = log:match("\n## %[Unreleased%]\n.-\n(## [^\n]*)")
    assert.is_string(first, "no release entry after [Unreleased]")
    local heading, date = first:match("^## %[([^%]]+)%] %- (%d%d%d%d%-%d%d%-%d%d)$")
    assert.equal(v, heading)
    assert.is_string(date)
    assert.matches("\n%[" .. v:gsub("%.", "%%.") .. "%]: https://[^\n]*/v" .. v:gsub("%.", "%%.")
      .. "\n", log)
    -- each release heading once, newest first
    local seen, prev = {}, nil
    for h in log:gmatch("\n## %[(%d+%.%d+%.%d+)%]") do
      assert.is_nil(seen[h], h)
      seen[h] = true
      if prev then
        local a, b = { prev:match("(%d+)%.(%d+)%.(%d+)") }, { h:match("(%d+)%.(%d+)%.(%d+)") }
        local newer = false
        for i = 1, 3 do
          if tonumber(a[i]) ~= tonumber(b[i]) then newer = tonumber(a[i]) > tonumber(b[i]); break end
        end
        assert.is_true(newer, prev .. " before " .. h)
      end
      prev = h
    end
  end)

  it("is what `hanoi --version` prints, with the Lua it runs on", function()
    local out, err, code = cli.run("--version")
    assert.equal(0, code, err)
    local hanoi_v, lua_v = out:match("^hanoi (%S+) %((Lua %d+%.%d+)%)\n$")
    assert.equal(list[1].version, hanoi_v, out)
    -- the child runs the interpreter this spec runs under
    assert.equal(_VERSION, lua_v)
    local help = cli.run("help")
    assert.matches("hanoi --version", help, 1, true)
  end)
end)
