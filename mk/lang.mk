# The learners' languages (hanoi.lang): spec/lang checks the committed
# table of display widths (lua/hanoi/lang/widths.lua, made by
# tools/gen-width.lua) against the Unicode Character Database, which
# Debian's unicode-data installs in /usr/share/unicode.
DEB_PACKAGES += unicode-data

.PHONY: width-table
width-table:
	$(LUA) tools/gen-width.lua /usr/share/unicode > lua/hanoi/lang/widths.lua

# The module names of the languages' catalogues (the PO files
# lua/hanoi/lang/po/M.po), from the one list of languages, hanoi.lang.LANGS;
# read once, when first used (the web engine's modules, mk/web.mk).
LANG_MODULES = $(eval LANG_MODULES := $(shell $(LUA) -e \
  'package.path = "lua/?.lua;lua/?/init.lua"' -e \
  'for _, l in ipairs(require("hanoi.lang").LANGS) do print(l.module) end'))$(LANG_MODULES)
