-- Writes the labelled class of spec/teach/learners/class_*.lua: the
-- textbook recursion written in five languages' names and comments, each
-- changed by one slip a teacher knows (or two), and labelled by the slip
-- put in, never by the kit. The smallest size that fails is measured
-- here, on this script's own simulator of the pegs (no hanoi module).
-- Run from the checkout: lua5.4 bench/make_class.lua
local LANGS = {
  { tag = "en", f = "solve", p = { "n", "from", "to", "via", "move" },
    c = "-- move n disks from one peg to another" },
  { tag = "de", f = "loese", p = { "n", "von", "nach", "ueber", "zug" },
    c = "-- n Scheiben von einem Stab auf einen anderen" },
  { tag = "ru", f = "reshi", p = { "n", "otkuda", "kuda", "cherez", "hod" },
    c = "-- перенести n дисков со стержня на стержень" },
  { tag = "ja", f = "toku", p = { "n", "moto", "saki", "aida", "ugokasu" },
    c = "-- n 枚の円盤を別の棒へ移す" },
  { tag = "zh", f = "jie", p = { "n", "cong", "dao", "jing", "yidong" },
    c = "-- 把 n 个盘子从一根柱子移到另一根" },
}

-- each slip: its label, and the body written from the names (F function,
-- N n, A from, B to, C via, M move)
local SLIPS = {
  { "right", "right", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "right_one", "right", [[
  if N == 1 then M(A, B) return end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "first_pegs", "first_call_pegs", [[
  if N == 0 then return end
  F(N - 1, A, B, C, M)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "second_pegs", "second_call_pegs", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 1, C, A, B, M)]] },
  { "both_pegs", "first_call_pegs", [[
  if N == 0 then return end
  F(N - 1, A, B, C, M)
  M(A, B)
  F(N - 1, B, C, A, M)]] },
  { "move_first", "move_first", [[
  if N == 0 then return end
  M(A, B)
  F(N - 1, A, C, B, M)
  F(N - 1, C, B, A, M)]] },
  { "move_last", "move_last", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  F(N - 1, C, B, A, M)
  M(A, B)]] },
  { "minus_two", "wrong_n", [[
  if N <= 0 then return end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 2, C, B, A, M)]] },
  { "base_no_move", "base_no_move", [[
  if N == 1 then return end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "base_no_return", "base_no_return", [[
  if N == 1 then
    M(A, B)
  end
  F(N - 1, A, C, B, M)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "typo_call", "undefined", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  M(A, B)
  TYPO(N - 1, C, B, A, M)]] },
  { "move_args", "move_args", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  M(B, A)
  F(N - 1, C, B, A, M)]] },
  { "move_not_passed", "move_not_passed", [[
  if N == 0 then return end
  F(N - 1, A, C, B)
  M(A, B)
  F(N - 1, C, B, A, M)]] },
  { "printed", "no_move", [[
  if N == 0 then return end
  F(N - 1, A, C, B, M)
  print(A, B)
  F(N - 1, C, B, A, M)]] },
  { "end_early", "misplaced_end", [[
  if N > 0 then
    F(N - 1, A, C, B, M)
    M(A, B)
  end
  F(N - 1, C, B, A, M)]] },
}

-- the simulator: the moves of fn with n disks, judged
local function right_at(fn, n)
  local pegs = { A = {}, B = {}, C = {} }
  for d = n, 1, -1 do pegs.A[#pegs.A + 1] = d end
  local count, bad = 0, false
  local function move(a, b)
    count = count + 1
    if count > 1000 then error("too many", 0) end
    local pa, pb = pegs[a], pegs[b]
    if not pa or not pb or a == b or #pa == 0 or (#pb > 0 and pb[#pb] < pa[#pa]) then
      bad = true
      error("illegal", 0)
    end
    pb[#pb + 1] = table.remove(pa)
  end
  local co = coroutine.create(fn)
  local steps = 0
  debug.sethook(co, function() steps = steps + 1; if steps > 1e5 then error("long", 0) end end,
    "", 1000)
  local ok = coroutine.resume(co, n, "A", "C", "B", move)
  return ok and not bad and #pegs.C == n and count == (1 << n) - 1
end

local function smallest_failing(src)
  local env = setmetatable({ print = function() end }, { __index = _G })
  local chunk = assert(load(src, "=class", "t", env))
  local ok, fn = pcall(chunk)
  if not ok or type(fn) ~= "function" then return 1 end
  for n = 1, 6 do
    if not right_at(fn, n) then return n end
  end
end

local count = 0
for _, L in ipairs(LANGS) do
  for _, s in ipairs(SLIPS) do
    local body = s[3]
    local map = { F = L.f, N = L.p[1], A = L.p[2], B = L.p[3], C = L.p[4], M = L.p[5],
      TYPO = L.f:sub(1, 1) .. L.f:sub(3, 3) .. L.f:sub(2, 2) .. L.f:sub(4) }
    body = body:gsub("%u+", function(w) return map[w] or w end)
    local src = ("local function %s(%s)\n%s\nend\nreturn %s\n"):format(L.f,
      table.concat(L.p, ", "), body, L.f)
    local smallest = smallest_failing(src)
    local label = s[2]
    local head = ("-- expect: %s\n-- smallest: %s\n-- repair: %s\n%s\n"):format(label,
      smallest and tostring(smallest) or "none",
      label == "right" and "none" or "yes", L.c)
    if (label == "right") ~= (smallest == nil) then
      error(("%s %s: labelled %s but the simulator says %s"):format(L.tag, s[1], label,
        tostring(smallest)))
    end
    local path = ("spec/teach/learners/class_%s_%s.lua"):format(L.tag, s[1])
    local f = assert(io.open(path, "w"))
    f:write(head, src)
    f:close()
    count = count + 1
  end
end
print(count .. " files written")
