--- The school's formats of `hanoi grade`: Gradescope's autograder
-- results (`results.json`) and the CSV that Moodle's grade import reads;
-- and the learner's identifier, read from a file's name.
--
-- A result is what the grader made of one file: `row` (the row the
-- file's process sent back: `ok`, `n`, `sizes` as "1+,2+,3-", `report`,
-- the kit's words in the learner's language) or `why` (why there is no
-- row: the file did not load, ran away, crashed its process). Each size
-- checked is a test worth `points / count` points, right or not; a size
-- left unchecked (a smaller one was stopped at its limits) scores 0.
-- @module hanoi.cli.grade_formats

local json = require "hanoi.json"
local text = require "hanoi.text"

local ipairs, tostring, tonumber, type, pcall, math = ipairs, tostring, tonumber, type, pcall, math
local format, concat = string.format, table.concat

_ENV = nil -- no globals past this point

local formats = {}

--- The formats `--format` takes.
formats.NAMES = { "table", "csv", "gradescope", "moodle" }

-- string.find, its error caught (a pattern given on the command line)
local function pcall_find(s, pattern)
  local ok, a, b, cap = pcall(s.find, s, pattern)
  if not ok then return false, (tostring(a):gsub("^.-:%d+: ", "")) end
  if type(cap) == "number" then cap = tostring(cap) end
  return true, a, b, cap
end

--- The identifier of a learner from a file's path: its name without the
-- folders and without the extension `.lua`, or, with a pattern (a Lua
-- pattern, matched against that name, the extension included), its
-- first capture (or the whole match). Nil and why when the pattern does
-- not match or gives an empty identifier.
-- @tparam string path
-- @tparam[opt] string pattern
-- @treturn string|nil
-- @treturn[opt] string
function formats.identifier(path, pattern)
  local name = path:match("([^/]*)$")
  if not pattern then
    local id = name:gsub("%.lua$", "")
    if id == "" then return nil, format("'%s' has no name to read an identifier from", path) end
    return id
  end
  local ok, a, b, cap = pcall_find(name, pattern)
  if not ok then return nil, format("option '--id-pattern' is not a Lua pattern (%s)", a) end
  if not a then
    return nil, format("the file name '%s' does not match --id-pattern '%s'", name, pattern)
  end
  local id = cap or name:sub(a, b)
  if id == "" then
    return nil, format("--id-pattern '%s' gives '%s' an empty identifier", pattern, name)
  end
  return id
end

--- The options of the school's formats, checked: nil for the table and
-- `--csv`; else `format`, `ids` (each file's identifier), `points`. A
-- mistake calls `fail` (as `cli.fail`).
-- @tparam table opts as `cli.parse` gives them
-- @tparam {string,...} files
-- @tparam function fail
-- @treturn table|nil
function formats.options(opts, files, fail)
  local name = opts.format
  if name == nil then
    if opts["id-pattern"] or opts.points then
      fail("options '--id-pattern' and '--points' belong to --format gradescope or moodle")
    end
    return nil
  end
  local known = false
  for _, f in ipairs(formats.NAMES) do known = known or f == name end
  if not known then
    fail(format("option '--format' must be one of %s, got '%s'", concat(formats.NAMES, ", "),
      name))
  end
  if opts.csv and name ~= "csv" then fail("--csv and --format " .. name .. " ask for two formats") end
  if name == "csv" then opts.csv = true end
  if name == "csv" or name == "table" then
    if opts["id-pattern"] or opts.points then
      fail("options '--id-pattern' and '--points' belong to --format gradescope or moodle")
    end
    return nil
  end
  local total = opts.points
  if total ~= nil and not (total > 0 and total <= 1e6) then
    fail("option '--points' must be a number above 0, at most 1000000")
  end
  if name == "gradescope" and #files ~= 1 then
    fail(format("--format gradescope grades one submission: give one file, got %d", #files))
  end
  local ids, seen = {}, {}
  for i, path in ipairs(files) do
    local id, why = formats.identifier(path, opts["id-pattern"])
    if not id then fail(why) end
    if seen[id] then
      fail(format("'%s' and '%s' give the same identifier '%s'", seen[id], path, id))
    end
    seen[id], ids[i] = path, id
  end
  return { format = name, ids = ids, points = total }
end

-- the sizes a file was graded at: the class's, or without --sizes those
-- of its number of pegs (its order names a role for each peg)
local function range(row, o)
  if o.sizes or not row then return o.lo, o.hi end
  local k = #((row.order or ""):gsub("[^,]", "")) + 1
  return 1, k == 4 and 8 or 6
end

--- One file's result in the school's format (`school` as `options` gives
-- it): its `results.json`, or its line of Moodle's CSV.
-- @tparam table school
-- @tparam string id
-- @tparam table result
-- @tparam table o `lo`, `hi`, `sizes` (the class's sizes were given), `T`,
--   `seconds`
-- @treturn string
function formats.write(school, id, result, o)
  local lo, hi = range(result.row, o)
  local w = { lo = lo, hi = hi, T = o.T, seconds = o.seconds, points = school.points
    or hi - lo + 1, visibility = "visible" }
  if school.format == "gradescope" then return formats.gradescope(result, w) end
  return formats.moodle(id, result, w)
end

-- the sizes of a row: a list of { n = , ok = } in lo..hi, a size that
-- was not checked with ok = nil
local function sizes(row, lo, hi)
  local got = {}
  for n, sign in (row.sizes or ""):gmatch("(%d+)([+-])") do got[tonumber(n)] = sign == "+" end
  local out = {}
  for n = lo, hi do out[#out + 1] = { n = n, ok = got[n] } end
  return out
end

--- The sizes a result was graded at, and how many were right.
-- @tparam table result `row` or `why`
-- @tparam int lo
-- @tparam int hi
-- @treturn table list of `{n, ok}`
-- @treturn int the sizes right
function formats.sizes(result, lo, hi)
  if not result.row then
    local out = {}
    for n = lo, hi do out[#out + 1] = { n = n, ok = false } end
    return out, 0
  end
  local list, right = sizes(result.row, lo, hi), 0
  for _, s in ipairs(list) do if s.ok then right = right + 1 end end
  return list, right
end

-- a number of points, rounded to 1/100 (a float only where it has a fraction)
local function points(x)
  local r = math.floor(x * 100 + 0.5) / 100
  return math.tointeger(r) or r
end
formats.points = points

-- the words of a result, for the learner: the kit's report, or why the
-- file has none
local function feedback(result, T)
  if result.row then
    -- the learner's own words may be in it (an error's message): no
    -- control character but the line ends reaches the school's system
    return result.row.report and text.printable(result.row.report, "\n")
      or (result.row.ok and T("kit.grade.right") or T("kit.grade.wrong"))
  end
  return T("kit.grade.error") .. ": " .. result.why
end
formats.feedback = feedback

--- Gradescope's `results.json` for one file (one submission): a test for
-- each size (`name`, `score`, `max_score`, `status`, `output`,
-- `visibility`), the total `score`, the report as `output`, and the
-- `execution_time` in whole seconds.
-- @tparam table result
-- @tparam table o `lo`, `hi`, `points`, `T` (the texts), `seconds`
--   (the time the grading took), `visibility` (of the tests)
-- @treturn string the JSON document and a newline
function formats.gradescope(result, o)
  local T = o.T
  local list, right = formats.sizes(result, o.lo, o.hi)
  local each = o.points / #list
  local tests = {}
  for i, s in ipairs(list) do
    local output
    if not result.row then
      output = i == 1 and feedback(result, T) or T("kit.grade.error")
    elseif s.ok == nil then
      output = T("kit.grade.unchecked")
    elseif s.ok then
      output = T("kit.grade.right")
    elseif tonumber(result.row.n) == s.n then
      output = feedback(result, T)
    else
      output = T("kit.grade.wrong")
    end
    tests[i] = json.object({ name = T("kit.grade.size", { n = s.n }), number = tostring(i),
      score = s.ok and points(each) or 0, max_score = points(each),
      status = s.ok and "passed" or "failed", output = output, visibility = o.visibility },
      { "name", "number", "score", "max_score", "status", "output", "visibility" })
  end
  local doc = json.object({ score = points(each * right), execution_time = o.seconds,
    output = feedback(result, T), visibility = o.visibility, tests = json.array(tests) },
    { "score", "execution_time", "output", "visibility", "tests" })
  return json.encode(doc) .. "\n"
end

-- a CSV field (RFC 4180): quoted when it holds a comma, a quote or a
-- line end; one that starts with = + - or @ (a formula to a spreadsheet)
-- gets a leading ' first
local function field(s)
  s = tostring(s)
  if s:find("^[=+%-@]") then s = "'" .. s end
  if s:find('[,"\r\n]') then return '"' .. s:gsub('"', '""') .. '"' end
  return s
end
formats.field = field

--- The header of Moodle's CSV: the identifier, the grade, the feedback.
formats.MOODLE_HEADER = "identifier,grade,feedback\r\n"

--- A line of Moodle's CSV for one file: its identifier, its grade (the
-- points of its sizes right) and the kit's words as feedback; lines end
-- in CRLF, as RFC 4180 writes them.
-- @tparam string id
-- @tparam table result
-- @tparam table o as for `gradescope`
-- @treturn string
function formats.moodle(id, result, o)
  local list, right = formats.sizes(result, o.lo, o.hi)
  local grade = points(o.points * right / #list)
  return concat({ field(id), field(grade), field(feedback(result, o.T)) }, ",") .. "\r\n"
end

return formats
