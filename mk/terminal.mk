# The terminal game (`hanoi play`) driven as a user drives it.
# play-check drives the full-screen game through a real pseudo-terminal
# with tmux (send-keys, capture-pane); it takes a few seconds.
DEB_PACKAGES += tmux
TEST_PHASES += play-check

.PHONY: play-check
play-check: build
	@$(LUA) tools/play-check.lua
