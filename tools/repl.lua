-- `make repl`: a Lua 5.4 REPL with `hanoi` and `teach` loaded (run from
-- the checkout root as `lua5.4 -i tools/repl.lua`).
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
hanoi = require "hanoi"
teach = require "hanoi.teach"
print(([[
%s with hanoi.teach. Try:
  teach.trace(3)                     the call tree of the recursion
  s = teach.stepper(3)  then  s()    one step at a time (s:back(), s:next_move())
  teach.explain()                    the methods; teach.explain("binary")
  teach.table()                      moves, positions, and the monks' 584.5 billion years
  teach.quiz(3)                      which disk moves next, and where?
  print(hanoi.new(3))                a position; hanoi.moves(3, {method = "iterative"})
Tutorial: docs/tutorial.md]]):format(hanoi._VERSION))
