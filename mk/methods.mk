# methods: the solution methods and the teaching kit.
#
#   make repl   a Lua 5.4 REPL with `hanoi` and `teach` loaded and a banner
#               of what to try (docs/tutorial.md)

.PHONY: repl
repl: build
	@$(LUA) -i tools/repl.lua
