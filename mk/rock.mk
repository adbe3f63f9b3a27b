# The rock: `make rock-check` builds and installs it with Debian's
# luarocks into a scratch tree, then requires it from there; it is a
# phase of `make test`.
DEB_PACKAGES += luarocks
TEST_PHASES += rock-check

.PHONY: rock-check
rock-check: deps
	@sh tools/rock-check.sh
