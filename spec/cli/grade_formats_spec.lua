-- `hanoi grade --format gradescope` and `--format moodle`, checked
-- against the formats' documented fields: Gradescope's autograder
-- results.json (gradescope-autograders.readthedocs.io, "Autograder
-- Specifications": tests[] with name, score, max_score, status, output,
-- visibility; the total score, execution_time, output), read with dkjson;
-- Moodle's CSV grade import (docs.moodle.org, "Grade import": a column
-- mapped to a user field, a grade column, a feedback column), read by a
-- CSV reader of the spec's own (RFC 4180). Each size's verdict is checked
-- against a simulator of the spec's own that runs the learner's function.
local cli = require "spec.support.cli"
local dkjson = require "dkjson"
local formats = require "hanoi.cli.grade_formats"

local function spit(path, s)
  local f = assert(io.open(path, "wb"))
  f:write(s)
  f:close()
end

-- the learners' files: right; right up to 3 disks; one that does not load
local FILES = {
  ["ada.lua"] = [[
function solve(n, from, to, via, move)
  if n == 0 then return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]],
  ["bob.lua"] = [[
function solve(n, from, to, via, move)
  if n == 0 then return end
  if n > 3 then move(from, to) return end
  solve(n - 1, from, via, to, move)
  move(from, to)
  solve(n - 1, via, to, from, move)
end
]],
  ["cy.lua"] = "function solve(n, from, to, via, move)\n  if n == 0 then\nend\n",
  ["eve.lua"] = 'function solve(n, from, to, via, move) error("\\27[2J gone") end\n',
}

local dir = os.tmpname()
os.remove(dir)
assert(os.execute("mkdir -p " .. dir))
for name, text in pairs(FILES) do spit(dir .. "/" .. name, text) end

-- the spec's own verdict of a file at n disks: its moves played on three
-- pegs (A, B, C), right when every move is legal, the tower ends on C
-- and it took 2^n - 1 moves; nil when the file does not load
local function simulate(name, n)
  local env = {}
  local chunk = load(FILES[name], name, "t", env)
  if not chunk or not pcall(chunk) then return nil end
  local pegs = { A = {}, B = {}, C = {} }
  for d = n, 1, -1 do pegs.A[#pegs.A + 1] = d end
  local ok, count = true, 0
  local function move(from, to)
    count = count + 1
    local p, q = pegs[from], pegs[to]
    if not p or not q or #p == 0 or (#q > 0 and q[#q] < p[#p]) then ok = false; return end
    q[#q + 1] = table.remove(p)
  end
  if not pcall(env.solve, n, "A", "C", "B", move) then return false end
  return ok and #pegs.C == n and count == 2 ^ n - 1
end

-- RFC 4180: fields split by commas, lines by CRLF, a quoted field may
-- hold commas, quotes (doubled) and line ends
local function read_csv(s)
  local rows, row, i = {}, {}, 1
  while i <= #s do
    local c = s:sub(i, i)
    local value
    if c == '"' then
      local parts, j = {}, i + 1
      while true do
        local q = assert(s:find('"', j, true), "a quoted field that does not end")
        parts[#parts + 1] = s:sub(j, q - 1)
        if s:sub(q + 1, q + 1) == '"' then parts[#parts + 1] = '"'; j = q + 2
        else i = q + 1; break end
      end
      value = table.concat(parts)
    else
      local j = s:find("[,\r\n]", i) or #s + 1
      value, i = s:sub(i, j - 1), j
    end
    row[#row + 1] = value
    local sep = s:sub(i, i + 1)
    if sep:sub(1, 1) == "," then i = i + 1
    elseif sep == "\r\n" then rows[#rows + 1], row, i = row, {}, i + 2
    else error("a record must end in CRLF, at byte " .. i) end
  end
  assert(#row == 0, "the last record must end in CRLF")
  return rows
end

local VISIBILITY = { hidden = true, after_due_date = true, after_published = true, visible = true }

local function grade(args)
  return cli.run("grade --max-seconds 0.5 " .. args)
end

describe("hanoi grade --format gradescope", function()
  local function results(name, extra)
    local out, err, code = grade("--format gradescope " .. (extra or "") .. " " .. dir .. "/" .. name)
    assert.equal(0, code, err)
    local doc, _, jerr = dkjson.decode(out)
    assert.is_table(doc, jerr)
    return doc
  end

  local function check_fields(doc)
    assert.is_number(doc.score)
    assert.is_number(doc.execution_time)
    assert.is_true(doc.execution_time >= 0)
    assert.is_string(doc.output)
    assert.is_true(VISIBILITY[doc.visibility])
    assert.is_table(doc.tests)
    local sum = 0
    for _, t in ipairs(doc.tests) do
      assert.is_string(t.name)
      assert.is_number(t.score)
      assert.is_number(t.max_score)
      assert.is_true(t.score >= 0 and t.score <= t.max_score)
      assert.is_true(t.status == "passed" or t.status == "failed")
      assert.is_string(t.output)
      assert.is_true(VISIBILITY[t.visibility])
      sum = sum + t.score
    end
    assert.near(sum, doc.score, 0.011 * #doc.tests)
  end

  for _, name in ipairs { "ada.lua", "bob.lua", "cy.lua" } do
    it("writes the documented fields, a test a size as the spec's simulator judges: " .. name,
      function()
        local doc = results(name)
        check_fields(doc)
        assert.equal(6, #doc.tests)
        local right = 0
        for n = 1, 6 do
          local t, want = doc.tests[n], simulate(name, n)
          assert.equal(n == 1 and "1 disk" or n .. " disks", t.name)
          assert.equal(want == true and "passed" or "failed", t.status, name .. " " .. n)
          assert.equal(want == true and 1 or 0, t.score)
          assert.equal(1, t.max_score)
          if want then right = right + 1 end
        end
        assert.equal(right, doc.score)
      end)
  end

  it("scales the points, and speaks the learner's language", function()
    local doc = results("bob.lua", "--points 12 --lang de")
    check_fields(doc)
    for n, t in ipairs(doc.tests) do
      assert.equal(2, t.max_score)
      assert.equal(n == 1 and "1 Scheibe" or n .. " Scheiben", t.name)
    end
    assert.equal(6, doc.score)
    assert.truthy(doc.output:find("nicht richtig mit 4 Scheiben", 1, true), doc.output)
    -- the failing size the report is about carries it; a size right says so
    assert.equal(doc.output, doc.tests[4].output)
    assert.equal("richtig", doc.tests[1].output)
  end)

  it("grades one submission: more files are a mistake on the command line", function()
    local _, err, code = grade("--format gradescope " .. dir .. "/ada.lua " .. dir .. "/bob.lua")
    assert.equal(2, code)
    assert.truthy(err:find("grades one submission", 1, true), err)
  end)

  it("lets no control character of a learner's message through", function()
    local doc = results("eve.lua")
    assert.equal(0, doc.score)
    assert.truthy(doc.output:find("^[[2J gone", 1, true), doc.output)
    assert.is_nil(doc.output:gsub("\n", ""):find("%c"), doc.output)
  end)

  it("says why a file that does not load has no points", function()
    local doc = results("cy.lua")
    assert.equal(0, doc.score)
    assert.truthy(doc.output:find("^error: "), doc.output)
    assert.truthy(doc.output:find("cy.lua", 1, true), doc.output)
  end)
end)

describe("hanoi grade --format moodle", function()
  local all = dir .. "/ada.lua " .. dir .. "/bob.lua " .. dir .. "/cy.lua"

  it("writes identifier, grade and feedback, a row a file, the grade as simulated", function()
    local out, _, code = grade("--format moodle " .. all)
    assert.equal(0, code)
    local rows = read_csv(out)
    assert.same({ "identifier", "grade", "feedback" }, rows[1])
    assert.equal(4, #rows)
    local want = {}
    for _, name in ipairs { "ada.lua", "bob.lua", "cy.lua" } do
      local right = 0
      for n = 1, 6 do if simulate(name, n) then right = right + 1 end end
      want[name:gsub("%.lua$", "")] = right
    end
    for i = 2, 4 do
      local id, grade_, feedback = rows[i][1], rows[i][2], rows[i][3]
      assert.equal(3, #rows[i])
      assert.equal(want[id], tonumber(grade_), id)
      assert.truthy(#feedback > 0)
    end
    assert.truthy(rows[3][3]:find("not right with 4 disks", 1, true), rows[3][3])
    assert.truthy(rows[3][3]:find("\n", 1, true), "the report's lines, quoted")
  end)

  it("reads the identifier by --id-pattern, and scales by --points", function()
    spit(dir .. "/Ada Lovelace_1815_assignsubmission_file_solve.lua", FILES["ada.lua"])
    local out, err, code = grade("--format moodle --points 10 --id-pattern '_(%d+)_' '" .. dir
      .. "/Ada Lovelace_1815_assignsubmission_file_solve.lua'")
    assert.equal(0, code, err)
    local rows = read_csv(out)
    assert.same({ "1815", "10" }, { rows[2][1], rows[2][2] })
    os.remove(dir .. "/Ada Lovelace_1815_assignsubmission_file_solve.lua")
  end)

  it("refuses a pattern that does not match, and two files of one identifier", function()
    local _, err, code = grade("--format moodle --id-pattern '^x' " .. all)
    assert.equal(2, code)
    assert.truthy(err:find("does not match --id-pattern", 1, true), err)
    _, err, code = grade("--format moodle --id-pattern '^.' " .. dir .. "/ada.lua "
      .. dir .. "/ada.lua")
    assert.equal(2, code)
    assert.truthy(err:find("the same identifier 'a'", 1, true), err)
    _, err, code = grade("--format moodle --id-pattern '(' " .. dir .. "/ada.lua")
    assert.equal(2, code)
    assert.truthy(err:find("not a Lua pattern", 1, true), err)
  end)
end)

describe("hanoi grade --format csv and --csv", function()
  it("write the same rows", function()
    local a = grade("--csv " .. dir .. "/bob.lua")
    local b = grade("--format csv " .. dir .. "/bob.lua")
    assert.equal(a, b)
    assert.truthy(a:find("^file,ok,n,slip,moves,calls,order\n"))
  end)

  it("refuses two formats at once, and an unknown one", function()
    local _, err, code = grade("--csv --format moodle " .. dir .. "/bob.lua")
    assert.equal(2, code)
    assert.truthy(err:find("two formats", 1, true), err)
    _, err, code = grade("--format xml " .. dir .. "/bob.lua")
    assert.equal(2, code)
    assert.truthy(err:find("table, csv, gradescope, moodle", 1, true), err)
  end)
end)

describe("hanoi.cli.grade_formats", function()
  it("reads the identifier from the file name by its rule", function()
    assert.equal("ada", formats.identifier("class/ada.lua"))
    assert.equal("ada.txt", formats.identifier("ada.txt"))
    assert.equal("s123", formats.identifier("a/b/s123_solve.lua", "^(s%d+)_"))
    assert.equal("s123_", formats.identifier("s123_solve.lua", "s%d+_"))
    assert.is_nil(formats.identifier("x/.lua"))
  end)

  it("quotes a field as RFC 4180 does, and disarms a spreadsheet formula", function()
    local rows = read_csv(formats.field('a,"b"\nc') .. "," .. formats.field("=1+1") .. "\r\n")
    assert.same({ { 'a,"b"\nc', "'=1+1" } }, rows)
  end)
end)

teardown(function() os.execute("rm -rf '" .. dir .. "'") end)
