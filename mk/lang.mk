# The learners' languages (hanoi.lang): spec/lang checks the committed
# table of display widths (lua/hanoi/lang/widths.lua, made by
# tools/gen-width.lua) against the Unicode Character Database, which
# Debian's unicode-data installs in /usr/share/unicode.
DEB_PACKAGES += unicode-data

.PHONY: width-table
width-table:
	$(LUA) tools/gen-width.lua /usr/share/unicode > lua/hanoi/lang/widths.lua
