# `make test` also checks that the rock builds and installs with luarocks.
DEB_PACKAGES += luarocks
TEST_PHASES += rock-check
