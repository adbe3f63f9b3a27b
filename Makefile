# hanoi: Tower of Hanoi for Lua 5.4 (C core + Lua modules)
#
#   make test    install what is missing, build, run every check
#   make run     install what is missing, build, run the main job
#   make bench   benchmarks, as ratios against baselines of the same run
#
# Fragments in mk/*.mk add Debian packages (DEB_PACKAGES), phases of
# `make test` (TEST_PHASES: targets that each end with "N passed, N failed")
# benchmark prerequisites (BENCH_PREREQS) and link libraries (LDLIBS).

LUA        ?= lua5.4
LUA_INCDIR ?= /usr/include/lua5.4
CC         ?= cc
CFLAGS     ?= -O2 -g
LIBFLAG    ?= -shared
LDLIBS     ?=
BUILD      ?= build
WARN        = -std=c99 -Wall -Wextra -Werror -pedantic -Wshadow \
              -Wmissing-prototypes -Wstrict-prototypes -Wpointer-arith \
              -Wcast-qual -Wwrite-strings -Wundef
BUSTED      = busted --lua=$(LUA)

# Every file of src/ goes into the core, hanoi.core, except the C modules
# of their own named in MODULES: src/NAME.c alone is `hanoi.NAME`
# (build/hanoi/NAME.so), loaded only by the code that uses it.
MODULES = term fileio
SRCS = $(filter-out $(MODULES:%=src/%.c),$(sort $(wildcard src/*.c)))
HDRS = $(wildcard src/*.h)
SO   = $(BUILD)/hanoi/core.so
MODULE_SOS = $(MODULES:%=$(BUILD)/hanoi/%.so)

DEB_PACKAGES = lua5.4 liblua5.4-dev lua-busted
TEST_PHASES  =
BENCH_PREREQS =

.DEFAULT_GOAL := all
include $(sort $(wildcard mk/*.mk))

.PHONY: all build deps test spec run bench clean rock-check

all: build
build: $(SO) $(MODULE_SOS)

$(SO): $(SRCS) $(HDRS) Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $(SRCS) $(LDLIBS)

$(MODULE_SOS): $(BUILD)/hanoi/%.so: src/%.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $<

# Installs the Debian packages this project needs (apt-get as root,
# otherwise it prints the command to run and stops).
deps:
	@sh tools/deps.sh $(DEB_PACKAGES)

# Every busted spec under Lua 5.4, then every extra phase; ends with
# one plain "N passed, N failed" line and fails on any failure.
test: deps
	@$(MAKE) --no-print-directory build
	@sh tools/test.sh $(TEST_PHASES)

# Only the busted specs (after a build).
spec: build
	@$(BUSTED) -o plainTerminal $(SPEC)

run: deps
	@$(MAKE) --no-print-directory build
	@$(LUA) tools/run.lua

bench: deps
	@$(MAKE) --no-print-directory build $(BENCH_PREREQS)
	@for f in $(sort $(wildcard bench/*.lua)); do \
	  $(LUA) $$f || exit 1; done

# Builds and installs the rock with Debian's luarocks into a scratch
# tree, then requires it from there.
rock-check: deps
	@sh tools/rock-check.sh

clean:
	rm -rf $(BUILD)
