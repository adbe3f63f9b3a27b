-- A teacher's own simulator for the fresh class, written without the kit.
-- Run: lua5.4 spec/teach/learners_fresh/simulator/simulate.lua
-- For each learner file: reads its labels, loads it in a sandbox, runs it
-- with 1..6 disks, and prints the smallest size at which it is wrong
-- (illegal move, tower not on the target, or more than the fewest moves).
-- the class: the folder above this script's
local dir = ((arg and arg[0] or ""):match("^(.*)/[^/]*/[^/]*$") or "..")

local fs4 = {1, 3, 5, 9, 13, 17}
local STEPS = 20000000

local function labels(path)
  local l = {}
  for line in io.lines(path) do
    local key, val = line:match("^%-%-%s*(%a+):%s*(.-)%s*$")
    if not key then break end
    l[key] = val
  end
  return l
end

local function sandbox(out)
  local env = {
    math = math, string = string, table = table, pairs = pairs, ipairs = ipairs,
    tostring = tostring, tonumber = tonumber, type = type, select = select,
    error = error, pcall = pcall, next = next, unpack = table.unpack,
    coroutine = coroutine,
    print = function(...) out[#out + 1] = table.concat({...}, " ") end,
  }
  env._G = env
  return env
end

-- one run with n disks; returns true, or false and a reason
local function run(fn, n, k, names)
  local pegs = {}
  for i = 1, k do pegs[names[i]] = {} end
  local from, to = names[1], names[k]
  for d = n, 1, -1 do table.insert(pegs[from], d) end
  local count, limit = 0, 2 * 3 ^ n
  local bad
  local function move(a, b)
    if bad then error(bad, 0) end
    count = count + 1
    if count > limit then bad = "too many moves"; error(bad, 0) end
    if pegs[a] == nil or pegs[b] == nil then
      bad = ("move %d: not a peg: %s -> %s"):format(count, tostring(a), tostring(b)); error(bad, 0)
    end
    if a == b then bad = ("move %d: same peg"):format(count); error(bad, 0) end
    local d = pegs[a][#pegs[a]]
    if not d then bad = ("move %d: peg %s empty"):format(count, tostring(a)); error(bad, 0) end
    local top = pegs[b][#pegs[b]]
    if top and top < d then
      bad = ("move %d: disk %d on disk %d"):format(count, d, top); error(bad, 0)
    end
    table.remove(pegs[a]); table.insert(pegs[b], d)
  end
  local args = {n}
  if k == 3 then
    args[2], args[3], args[4] = names[1], names[3], names[2]
  else
    args[2], args[3], args[4], args[5] = names[1], names[4], names[2], names[3]
  end
  args[#args + 1] = move
  local co = coroutine.create(function() return fn(table.unpack(args)) end)
  debug.sethook(co, function() error("step limit", 0) end, "", STEPS)
  local ok, err = coroutine.resume(co)
  if bad then return false, bad end
  if not ok then return false, "error: " .. tostring(err):sub(1, 80) end
  if coroutine.status(co) ~= "dead" then return false, "yielded" end
  if #pegs[to] ~= n then return false, "tower not on " .. tostring(to) end
  local best = k == 3 and 2 ^ n - 1 or fs4[n]
  if count ~= best then return false, ("%d moves, fewest %d"):format(count, best) end
  return true
end


-- The teacher's repairs: for each wrong file labelled `repair: one` or `two`,
-- the edits (replace line L, insert after line L, delete line L) that make it
-- right. Each set is applied to the file's text and run at every size, and the
-- number of edits must be the label. A statement moved counts as two edits.
local R, I, D = "r", "i", "d"
local REPAIRS = {
  ["w01_first_pegs_de.lua"] = {{R, 7, "  solve(n - 1, von, hilfs, nach, move)"}},
  ["w02_second_pegs_ru.lua"] = {{R, 11, "  solve(n - 1, cherez, kuda, otkuda, move)"}},
  ["w03_move_first_ja.lua"] = {{D, 7}, {I, 8, "  move(from, to)"}},
  ["w04_move_last_zh.lua"] = {{I, 7, "  move(from, to)"}, {D, 9}},
  ["w05_missing_move.lua"] = {{I, 9, "  move(from, to)"}},
  ["w06_missing_call_de.lua"] = {{I, 8, "  solve(n - 1, ueber, nach, von, move)"}},
  ["w07_base_no_return_ru.lua"] = {{I, 7, "    return"}},
  ["w08_base_zero_moves_ja.lua"] = {{D, 7}},
  ["w09_base_no_move.lua"] = {{R, 6, "  if n == 0 then"}},
  ["w10_no_base_de.lua"] = {{I, 5, "  if n == 0 then return end"}},
  ["w11_n_minus_two_ru.lua"] = {{R, 9, "  solve(n - 1, cherez, kuda, otkuda, move)"}},
  ["w12_same_n_ja.lua"] = {{R, 7, "  solve(n - 1, from, via, to, move)"}},
  ["w13_slove_and_pegs.lua"] = {{R, 7, "  solve(n - 1, from, via, to, move)"},
                                {R, 9, "  solve(n - 1, via, to, from, move)"}},
  ["w14_Move_de.lua"] = {{R, 8, "  move(von, nach)"}},
  ["w15_nil_counter_ru.lua"] = {{R, 8, "  schyot = (schyot or 0) + 1"}},
  ["w16_misplaced_end_ja.lua"] = {{D, 9}, {I, 10, "  end"}},
  ["w17_local_after_use_zh.lua"] = {{R, 9, "function yi(n, a, b, c, move)"}},
  ["w18_printed.lua"] = {{R, 8, "  move(from, to)"}},
  ["w19_peg_arith_de.lua"] = {{R, 10, "  local frei = ueber"}},
  ["w20_move_not_passed_ru.lua"] = {{R, 7, "  solve(n - 1, otkuda, cherez, kuda, move)"}},
  ["w21_four_split_ja.lua"] = {{R, 15, "  local k = n - math.floor(math.sqrt(2 * n) + 0.5)"}},
  ["w22_four_park_return_zh.lua"] = {{R, 17, "  sangen(n - k, qi, zhong, b, move)"},
                                     {R, 18, "  solve4(k, a, zhong, qi, b, move)"}},
  ["w23_loop_short_de.lua"] = {{R, 11, "  while i <= 2 ^ n - 1 do"}},
  ["w24_parity_ja.lua"] = {{R, 8, "  local wa = (n % 2 == 1) and {from, to, via} or {from, via, to}"}},
  ["w26_move_args_no_return.lua"] = {{R, 7, "    move(from, to)"}, {I, 7, "    return"}},
  ["w27_global_size_de.lua"] = {{R, 6, "  local groesse = n"}},
  ["w30_typo_peg_ru.lua"] = {{R, 7, "  solve(n - 1, otkuda, cherez, kuda, move)"}},
}

local function repaired(path, edits)
  local lines = {}
  for line in io.lines(path) do lines[#lines + 1] = line end
  local out = {}
  for i, line in ipairs(lines) do
    local keep = line
    for _, e in ipairs(edits) do
      if e[2] == i and e[1] == R then keep = e[3] end
      if e[2] == i and e[1] == D then keep = nil end
    end
    if keep then out[#out + 1] = keep end
    for _, e in ipairs(edits) do
      if e[2] == i and e[1] == I then out[#out + 1] = e[3] end
    end
  end
  return table.concat(out, "\n") .. "\n"
end

local function check(path, edits)
  local l = labels(path)
  local opts = {}
  if l.opts then opts = assert(load("return " .. l.opts, "opts", "t", {}))() end
  local k = opts.k or 3
  local names = opts.names or (k == 3 and {"A", "B", "C"} or {"A", "B", "C", "D"})
  local out = {}
  local env = sandbox(out)
  local chunk, err
  if edits then
    chunk, err = load(repaired(path, edits), "=" .. path .. " (repaired)", "t", env)
  else
    chunk, err = loadfile(path, "t", env)
  end
  if not chunk then return l, "load error: " .. err end
  local okl, errl = pcall(chunk)
  if not okl then return l, "error on load: " .. tostring(errl) end
  local fname = k == 4 and "solve4" or "solve"
  local fn = rawget(env, fname)
  if type(fn) ~= "function" then return l, "no function " .. fname end
  for n = 1, 6 do
    local ok, why = run(fn, n, k, names)
    if not ok then return l, n, why end
  end
  return l, "none"
end

local files = {}
local p = io.popen('ls "' .. dir .. '"')
for f in p:lines() do
  if f:match("%.lua$") then files[#files + 1] = f end
end
p:close()
table.sort(files)

local disagree = 0
for _, f in ipairs(files) do
  local l, smallest, why = check(dir .. "/" .. f)
  local mark = tostring(smallest) == l.smallest and "" or "   <-- label says " .. tostring(l.smallest)
  if mark ~= "" then disagree = disagree + 1 end
  print(("%-34s %-18s smallest %-5s %s%s"):format(f, l.expect or "?", tostring(smallest), why or "", mark))
  local edits = REPAIRS[f]
  local want = ({one = 1, two = 2})[l.repair]
  if edits or want then
    local count = edits and #edits or 0
    local _, rs, rwhy = check(dir .. "/" .. f, edits or {})
    if count ~= want or rs ~= "none" then
      disagree = disagree + 1
      print(("   <-- repair label %s, %d edits, repaired smallest %s %s"):format(
        tostring(l.repair), count, tostring(rs), rwhy or ""))
    end
  elseif l.expect ~= "right" and l.repair ~= "none" then
    disagree = disagree + 1
    print("   <-- no repair label")
  end
end
print(("%d files, %d disagree with their labels"):format(#files, disagree))
os.exit(disagree == 0 and 0 or 1)
