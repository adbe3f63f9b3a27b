# The teaching kit's REPL.
#
#   make repl   the kit's REPL (hanoi.teach.repl): Lua 5.4 with `hanoi` and
#               `teach` loaded, a banner of what to try (docs/tutorial.md),
#               line editing with lua-readline when it is installed
DEB_PACKAGES += lua-readline

.PHONY: repl
repl: build
	@$(LUA) tools/repl.lua
