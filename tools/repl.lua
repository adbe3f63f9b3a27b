-- `make repl`: the kit's own REPL (hanoi.teach.repl), with `hanoi` and
-- `teach` loaded, run from the checkout root as `lua5.4 tools/repl.lua`.
package.path = "./lua/?.lua;./lua/?/init.lua;" .. package.path
package.cpath = "./build/?.so;" .. package.cpath
hanoi = require "hanoi"
teach = require "hanoi.teach"
require("hanoi.teach.repl").run()
