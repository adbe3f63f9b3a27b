--- An independent Tower of Hanoi simulator and reference solutions for
-- the specs: plain Lua tables, no code shared with the module.
local sim = {}

local LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

--- A position: pegs[p] is an array of disks, bottom first.
function sim.new(n, k, peg)
  local t = { n = n, k = k or 3, pegs = {} }
  for p = 1, t.k do t.pegs[p] = {} end
  for d = n, 1, -1 do table.insert(t.pegs[peg or 1], d) end
  return t
end

--- A position from a label ("BAA": disk 1 on B, disks 2 and 3 on A).
function sim.from_label(label, k)
  local t = { n = #label, k = k or 3, pegs = {} }
  for p = 1, t.k do t.pegs[p] = {} end
  for d = #label, 1, -1 do
    local p = LETTERS:find(label:sub(d, d), 1, true)
    table.insert(t.pegs[p], d)
  end
  return t
end

function sim.label(t)
  local where = {}
  for p = 1, t.k do
    for _, d in ipairs(t.pegs[p]) do where[d] = LETTERS:sub(p, p) end
  end
  return table.concat(where)
end

--- A random label of n disks on k pegs.
function sim.random_label(n, k)
  local c = {}
  for d = 1, n do
    local p = math.random(k)
    c[d] = LETTERS:sub(p, p)
  end
  return table.concat(c)
end

--- Moves the top disk of a onto b; errors when illegal. Returns the disk.
function sim.move(t, a, b)
  local src, dst = t.pegs[a], t.pegs[b]
  assert(src and dst and a ~= b, "bad pegs " .. tostring(a) .. " " .. tostring(b))
  local d = src[#src]
  assert(d, "peg " .. a .. " is empty")
  assert(#dst == 0 or dst[#dst] > d, "disk " .. d .. " onto a smaller disk")
  src[#src] = nil
  dst[#dst + 1] = d
  return d
end

function sim.is_tower(t, p)
  return #t.pegs[p] == t.n
end

--- The classic recursion (the three-line recursion), as a list of {disk, from, to}.
function sim.reference(n, from, to, via, out)
  out = out or {}
  if n == 0 then return out end
  sim.reference(n - 1, from, via, to, out)
  out[#out + 1] = { n, from, to }
  sim.reference(n - 1, via, to, from, out)
  return out
end

--- Pegs of every disk after i moves of the optimal n-disk solution, by
-- descending the recursion (not the ruler formula). i is an unsigned
-- 64-bit integer (math.ult comparisons). Returns an array where[d].
function sim.state_after(n, i, from, to, via)
  local where = {}
  for d = n, 1, -1 do
    local half = d == 64 and math.mininteger or (1 << (d - 1))  -- 2^(d-1)
    if math.ult(i, half) then          -- disk d has not moved yet
      where[d] = from
      from, to, via = from, via, to
    else                               -- disk d is on `to`; the rest move via -> to
      where[d] = to
      i = i - half
      from, to, via = via, to, from
    end
  end
  return where
end

--- Decimal string of an unsigned 64-bit integer held in a Lua integer.
function sim.udec(i)
  if i >= 0 then return tostring(i) end
  local q = (i >> 1) // 5
  return tostring(q) .. tostring(i - q * 10)
end

--- Decimal string arithmetic: a * m + c, for a a digit string.
function sim.decmul(a, m, c)
  local out, carry = {}, c or 0
  for j = #a, 1, -1 do
    local v = (a:byte(j) - 48) * m + carry
    out[#out + 1] = v % 10
    carry = v // 10
  end
  while carry > 0 do out[#out + 1] = carry % 10; carry = carry // 10 end
  local s = {}
  for j = #out, 1, -1 do s[#s + 1] = out[j] end
  return (table.concat(s):gsub("^0+(%d)", "%1"))
end

return sim
