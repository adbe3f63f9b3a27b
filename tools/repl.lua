-- `make repl`: a Lua 5.4 REPL with `hanoi` and `teach` loaded (run from
-- the checkout root as `lua5.4 -i tools/repl.lua`). Every line of the
-- banner fits a projector's 80 columns.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
hanoi = require "hanoi"
teach = require "hanoi.teach"
print(([[
%s with hanoi.teach. Try:
  teach.trace(3)               the call tree of the recursion
  s = teach.stepper(3)         then s() again and again: one step at a time
                               (s:back() goes back, s:next_move(), s:finish())
  teach.explain()              the methods; teach.explain("recursive")
  teach.trace(4, {pegs = 4})   four pegs: the Frame-Stewart recursion
  teach.table()                2^n - 1 moves, the monks' 584.5 billion years
  teach.quiz(3)                which disk moves next, and where?
  teach.moves(3, {method = "iterative"})       the moves, in words
  print(hanoi.new(3))          a position
Write your own, then grade, trace and step it:
  function solve(n, from, to, via, move)
    ...                        move(from, to) moves the top disk of from
  end
  teach.check(solve, 3)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
Tutorial: docs/tutorial.md   Reference: docs/teach.md]]):format(hanoi._VERSION))
