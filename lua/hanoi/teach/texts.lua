--- The words of the teaching kit: what each method says about itself, the
-- code it prints, and the marks of that code. Kept apart from the code of
-- `hanoi.teach` so that the texts can be read (and reworded) in one place.
-- Every line here fits a projector's 80 columns.
-- @module hanoi.teach.texts

local lang = require "hanoi.lang"

local type, error, tostring, next_, ipairs_ = type, error, tostring, next, ipairs
local getenv = os and os.getenv or function() return nil end

local texts = {}

_ENV = nil -- no globals past this point

-- ---- the kit's language ----

-- the language the kit speaks (hanoi.lang): from the locale at first
local current = lang.new(lang.from_env(getenv))

--- The kit's language: `texts.lang("de")` sets it (a BCP 47 tag or a
-- POSIX locale name, as `hanoi.lang.match` reads them), `texts.lang()`
-- gives the tag in use. The first comes from LC_ALL, LC_MESSAGES and
-- LANG (a language without a catalogue: English).
-- @tparam[opt] string tag
-- @treturn string the tag in use
function texts.lang(tag)
  if tag ~= nil then
    local t = type(tag) == "string" and lang.match(tag) or nil
    if not t then
      error(("bad argument #1 to 'lang' (one of %s expected, got %s)"):format(lang.list(),
        type(tag) == "string" and ("'" .. tag .. "'") or type(tag)), 2)
    end
    current = lang.new(t)
  end
  return current.tag
end

--- The text of a kit key ("kit.report.hint") in the kit's language, its
-- placeholders filled from `args`.
-- @tparam string key
-- @tparam[opt] table args
-- @treturn string
function texts.t(key, args)
  return current:t(key, args)
end

--- A list in the kit's language: "1, 2 and 3".
-- @tparam table items strings
-- @treturn string
function texts.list(items)
  if #items == 1 then return tostring(items[1]) end
  local sep, head = current:t("kit.list.comma"), {}
  for i = 1, #items - 1 do head[i] = tostring(items[i]) end
  local joined = head[1]
  for i = 2, #head do joined = joined .. sep .. head[i] end
  return current:t("kit.list.and", { list = joined, last = tostring(items[#items]) })
end

-- The code the kit prints for its own recursion. The marks (0) to (4) name
-- lines: a frame of the stepper is always at one of them, and a trace's
-- "return to ... at (2)" says the line where the caller goes on.
texts.CODE3 = [[
    function solve(n, from, to, via, move)
      if n == 0 then return end          -- (0) a call starts here
      solve(n - 1, from, via, to, move)  -- (1) n-1 disks out of the way
      move(from, to)                     -- (2) the biggest to its place
      solve(n - 1, via, to, from, move)  -- (3) n-1 disks back on top
    end                                  -- (4) return to the caller]]

texts.CODE4 = [[
    function solve4(n, from, to, a, b, move)
      if n == 0 then return end         -- (0) a call starts here
      local k = hanoi.split(n, 4)       --     how many disks to park
      solve4(k, from, a, b, to, move)   -- (1) park k disks on a, 4 pegs
      solve(n - k, from, to, b, move)   -- (2) the rest to `to`, 3 pegs
      solve4(k, a, to, from, b, move)   -- (3) the k disks on top, 4 pegs
    end                                 -- (4) return to the caller]]

-- What a frame of each printed function is doing, by the number of its
-- events so far (its calls started and ended, its move): the mark is the
-- line of the code above that it is at. In each language from the catalogue
-- (keys "kit.at.solve.N", "kit.at.solve4.N"); here the English ones.
texts.AT = { solve = {}, solve4 = {} }
do
  local en = lang.catalogue("en")
  for pc = 0, 5 do texts.AT.solve[pc] = en["kit.at.solve." .. pc] end
  for pc = 0, 6 do texts.AT.solve4[pc] = en["kit.at.solve4." .. pc] end
end

texts.EXPLAIN = {
  recursive = [[
the recursion.
To move n disks from one peg to another, with the third peg as a spare:
move the n-1 disks above the biggest out of the way, onto the spare peg;
move the biggest disk to its place; then move the n-1 disks from the spare
peg back on top of it. It sounds like cheating, and it works: the biggest
disk never gets in the way of the smaller ones, so each half is the same
puzzle with one disk less, down to n = 0, where there is nothing to do.
A call with n > 0 makes 1 move and 2 calls, so the number of moves is
M(n) = 2 M(n-1) + 1 with M(0) = 0: 1, 3, 7, 15, ... = 2^n - 1.

]] .. texts.CODE3 .. [[


The numbers (0) to (4) name lines. The computer keeps a stack of frames,
one per call that has not returned yet; each frame holds its own n, from,
to, via and the line it is at. teach.stepper(3) shows that stack step by
step. With n disks there are 2^(n+1) - 1 calls, counting those with n = 0.
By hand: to move a tower, first move the tower above its bottom disk to
the spare peg.]],
  direction = [[
shift by direction.
Put the pegs on a circle A > B > C > A. To shift disk d one peg round the
circle by s (+1 is one peg right, -1 one peg left), shift the tower above
it, disk d-1 and the smaller ones, by -s (one peg the other way is two
pegs this way: out of its path); shift disk d by s; then shift the tower
above it by -s again, onto it. So every disk always moves the same way
round: the biggest by s, the next by -s, the next by s again. Below, "+2"
means disk 2 one peg right, "-1" disk 1 one peg left.
By hand: know the direction of each disk (they alternate) and move the
disk that can move in its own direction.]],
  iterative = [[
the monks' rule.
The smallest disk moves every other move, always one peg the same way
round the circle A > B > C > A: right when n is odd and the tower goes one
peg right (A to B), left when it goes one peg left (A to C); with n even
it is the other way round. Between two moves of the smallest disk there is
only one legal move that leaves it alone: between the two other pegs, the
smaller top disk onto the other peg. No memory of the past is needed, only
the pegs: that is why the monks can stop at any move and go on later (in
Lua, hanoi.moves(n, {budget = N}) stops after N moves and goes on later).
By hand: move the smallest disk; make the only other move; repeat.]],
  four_step = [[
the four-step cycle.
Move the smallest disk, move the second smallest, move the smallest onto
the second (two disks moved in three moves), then make the one other move.
With the pegs named from, temp, to (temp and to swapped when n is odd) the
first three moves are from>temp, from>to, temp>to; the fourth is the legal
move between from and temp; then the names rotate:
from, temp, to = to, from, temp.
By hand: count "one, two, three, four" as you move.]],
  three_step = [[
the three-step cycle.
Look only at the pairs of pegs AB, AC, BC in turn (AC, AB, BC when n is
odd; here A is the start, C the target) and make the one legal move
between the two pegs of the pair: the smaller top disk goes onto the other
peg (or onto an empty one).
By hand: "A-B, A-C, B-C", and between the two pegs, small onto big.]],
  route_table = [[
the route table.
Number the six moves 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B: these are
the route codes. The route of 1 disk from A to C is [1]. The route of k
disks is: the route of k-1 disks with B and C swapped (the table
1 0 4 5 2 3 turns each code into its swapped one: the k-1 disks go to B);
then 1 (the big disk, A>C); then the route of k-1 disks relabelled A>B,
B>C, C>A (the table 3 2 5 4 0 1: the k-1 disks come from B to C). Written
out, the route of n disks is 2^n - 1 codes; the iterator needs no such
list: move m is in the second half at level k exactly when bit k-1 of m
is 1, so it finds the code of move m level by level, from the level of
its lowest 1 bit up.
By hand: write the route for 1, 2, 3 disks, doubling each time.]],
  binary = [[
the binary counter.
Write the move number m in binary. The disk of move m is the position of
its lowest 1 bit, counted from the right starting at 1: m = 4 is 100 in
binary, so move 4 moves disk 3 (the bit that has just turned from 0 to 1
as the counter went from 3 to 4). Disk d moves every 2^d moves, first at
move 2^(d-1), and always the same way round the circle (the biggest one
way, the next the other way, alternately). The Gray code of m is
m xor (m >> 1): a way of counting in which each step changes exactly one
bit, here the bit of the disk that moved, so bit d-1 of the Gray code is
1 when disk d has moved an odd number of times.
By hand: count in binary; the bit that turns on names the disk.]],
  frame_stewart = [[
four pegs, Frame-Stewart.
With a second spare peg the tower moves in fewer moves. Pick a number k
(the split); park the top k disks on one spare peg, using all four pegs;
move the other n-k disks to the target with the three pegs left (the
parked disks' peg cannot be used: they are smaller), by the recursion for
three pegs; then move the k parked disks onto them, using all four pegs
again. The best k makes 2 F(k) + 2^(n-k) - 1 smallest, where F(k) is the
number of moves for k disks on four pegs: hanoi.split(n, 4) gives it. 4
disks take 9 moves instead of 15, 10 disks 49 instead of 1023. That this
is the minimum for four pegs was proved only in 2014 (Bousch).

]] .. texts.CODE4 .. [[


By hand: park the small disks out of the way on the extra peg first.]],
}

-- What each method is, in one line (teach.explain()'s list); what one
-- step of a stepper is, and what the words of its lines mean (printed
-- under its first line); the stepper's keys. In each language from the
-- catalogue (keys "kit.summary.*", "kit.stepper.*", "kit.keys"); here the
-- English ones.
texts.SUMMARY, texts.STEPPER = {}, {}
do
  local en = lang.catalogue("en")
  for key, text in next_, en do
    local part, name = key:match("^kit%.(%a+)%.([%w_]+)$")
    if part == "summary" then texts.SUMMARY[name] = text
    elseif part == "stepper" then texts.STEPPER[name] = text end
  end
  texts.KEYS = en["kit.keys"]
end

texts.HELP = [[
The kit (teach.help("check") and so on say more about one of them):
  teach.trace(3)               the calls of the recursion, one line each
  s = teach.stepper(3)         then s() again and again: one step at a time
                               (s:back() goes back, s:next_move(), s:finish())
  teach.explain()              the ways to solve it; teach.explain("recursive")
  teach.moves(3)               the moves, in words
  teach.table()                2^n - 1 moves, and the monks' 584 billion years
  teach.quiz(3)                which disk moves next, and where?
  print(hanoi.new(3))          a position; s = hanoi.new(3); s:move("A", "C")
Four pegs: add {k = 4}, as in teach.trace(4, {k = 4}).
Your own function:
  function solve(n, from, to, via, move)   move(from, to) moves a disk
    ...
  end
  teach.check(solve)           right or not with 1 to 6 disks, and a hint
  teach.trace(solve, 3)        its calls, moves and returns
  s = teach.stepper(solve, 3)  step through it beside its code
  teach.edit(solve)            change it in an editor, and define it again
Words: a call is "open" until it returns; the stack holds one frame per
open call. The base case is the smallest n, where solve stops calling
itself. nil means "no value".]]

texts.HELP_ON = {
  trace = [[
teach.trace(n [, opts]): the call tree of the kit's recursion, each call,
move and return on a line, indented by depth. opts: from, to ("A" or 1),
k (3 or 4 pegs), pictures (the pegs after each move), zero (false: leave
out the calls with n = 0), lines (rows per screen).
teach.trace(solve, n [, opts]): the same for your own function, with the
line of your code each return goes back to, the first wrong move marked,
and the verdict.]],
  stepper = [[
s = teach.stepper(n [, method or opts]): one step at a time. s() does the
next step and shows the stack of frames (the calls not yet returned) and
the pegs; s:back() goes back one step; s:next_move() runs to the next
move; s:finish() to the end; s:show() shows it all again. Methods: see
teach.explain(). s = teach.stepper(solve, n) does the same for your own
function, with the line of your code beside each frame.]],
  check = [[
teach.check(solve [, n] [, opts]): runs your function with 1 to 6 disks
(1 to n; 1 to 8 on four pegs) and says whether each run is right: every
move legal, the tower on the target, in the fewest moves. When one is
not, it is about the smallest that fails, and a hint says why, when the
kit can tell for sure. opts:
  k = 4                      four pegs: solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          the pegs as numbers instead of letters
  order = {"from", "via", "to"}   for solve(n, from, via, to, move)
  max_seconds = 30           more time for a slow function (default 5)
  max_moves, max_calls, max_depth, max_memory (MiB)   other limits]],
  explain = [[
teach.explain(): the ways to solve the puzzle; teach.explain(name) says
why one works and how to follow it by hand, with 3 disks worked out.]],
  moves = [[
teach.moves(n [, opts]): the moves, one a line (opts: method, k, from, to,
pictures).]],
  table = [[
teach.table([ns]): for each number of disks, the fewest moves on 3 and 4
pegs, the number of positions, and the monks' time for 64 disks.]],
  quiz = [[
teach.quiz(n): which disk moves next, and where? Answer like "1 C";
"?" shows the answer, "q" stops.]],
  edit = [[
teach.edit(solve): opens the code of solve in an editor ($EDITOR); when
you save and leave, solve is defined again from what you wrote.]],
  help = [[
teach.help(): what the kit offers; teach.help("check"): more on one.]],
}

texts.KEYS = "s() does the next step, s:back() goes back one, s:next_move()\n"
  .. "runs to the next move, s:finish() to the end."

-- The lesson's page (`hanoi lesson`): the words of its sections that the
-- kit's functions do not print. Headings first, then the texts.
texts.LESSON = {
  puzzle = [[
Three pegs, A, B and C, and a tower of disks on A, the biggest at the
bottom. Move the whole tower to C. Only one disk moves at a time, only a
top disk can move, and a disk may never lie on a smaller one.
The legend: in a temple, monks move a tower of 64 golden disks by these
rules, one disk a second; when they are done, the world ends.
Play with 3 disks: choose a peg to lift its top disk, then the peg to put
it on (click the pegs, or press 1, 2, 3 or A, B, C).]],
  counting = [[
How many moves does the tower of n disks need? To move the biggest disk,
the n-1 disks above it must stand on the spare peg: that takes M(n-1)
moves. Then 1 move for the biggest disk, then M(n-1) moves again to bring
the n-1 disks back on top. So M(n) = 2 M(n-1) + 1, with M(0) = 0, and by
induction M(n) = 2^n - 1: if M(n-1) = 2^(n-1) - 1, then
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1. No way is shorter: the biggest disk
must move at least once, and before it does, all the others must be out
of its way, on one peg.]],
  recursion = [[
The recursion below is the whole solution. Step through it: each step is
a call, a move or a return. The stack of frames shows every call that has
not returned yet, and the line of the code each one is at.]],
  yours = [[
Write a function solve(n, from, to, via, move) that moves n disks from
peg from to peg to, with via as the spare peg, calling move(from, to) for
each move. Check runs it with 1 to 6 disks and says what it finds, as
hanoi grade does for the same file. Your code stays in this browser; Save
writes it as a .lua file.]],
  starter = [[
function solve(n, from, to, via, move)
  -- your code here: move n disks from 'from' to 'to'
end
]],
  methods = [[
The same moves come out of rules a person can follow without recursion.]],
  parity = [[
The parity rule: number the disks 1 (smallest) to n. In the shortest
solution an odd disk never lands on an odd disk, nor an even disk on an
even one, so each disk only lands on a disk of the other parity (or on an
empty peg). The spare peg of a move from peg a to peg b, with the pegs
numbered 1, 2, 3, is always 6 - a - b (or a xor b with the pegs numbered
1, 2, 3: 1 xor 2 = 3, 1 xor 3 = 2, 2 xor 3 = 1).]],
  graph = [[
Each position of n disks on 3 pegs is a point: 3^n of them. Two points are
joined when one move leads from one to the other. The picture is a
Sierpinski triangle; its corners are the three towers, and the shortest
solution runs along one side, 2^n - 1 moves.]],
  four = [[
With a fourth peg the tower moves much faster. Frame and Stewart's method:
park some k disks on one spare peg (using all four pegs), move the other
n-k disks on the three pegs left, then bring the k disks back. The table
says the fewest moves. Play with 4 disks on 4 pegs; Hint shows the next
move of a shortest way from where the disks stand.]],
  quiz = [[
The disks stand as in the shortest solution. Which disk moves next, and
to which peg? Click the disk's peg, then the peg it goes to.]],
  history = [[
The puzzle was sold in 1883 in Paris as a game, "La Tour d'Hanoi", by a
"Professor N. Claus (de Siam)": an anagram of Lucas d'Amiens, the French
mathematician Edouard Lucas, who also wrote the legend of the temple and
its 64 golden disks. Frame and Stewart gave their method for four pegs in
1941; that it is the shortest for four pegs was proved only in 2014
(Thierry Bousch).]],
}

--- The lesson page's words in a language: `{title, heads, ui, right,
-- wrong}` from the catalogue (keys "kit.lesson.*"); the page's
-- placeholders ("{peg}") are left for the page to fill.
-- @tparam string tag a tag of `hanoi.lang.TAGS`
-- @treturn table
function texts.lesson(tag)
  local out = { heads = {}, ui = {} }
  for key, text in next_, lang.catalogue(tag) do
    local part, name = key:match("^kit%.lesson%.(%a+)%.([%w_]+)$")
    if part == "head" then out.heads[name] = text
    elseif part == "ui" then out.ui[name] = text
    else
      name = key:match("^kit%.lesson%.([%w_]+)$")
      if name then out[name] = text end
    end
  end
  return out
end

-- the English words of the lesson's page (the catalogue's) with its prose
do
  local words = texts.lesson("en")
  for _, k in ipairs_ { "title", "heads", "ui", "right", "wrong" } do texts.LESSON[k] = words[k] end
end

return texts
