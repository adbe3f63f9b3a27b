# hanoi: Tower of Hanoi for Lua 5.4 (C core + Lua modules)
#
#   make check   build, run the busted specs (two groups side by side) and the
#                quick checks: nothing installed, no sudo, about three minutes
#                of CPU, under two minutes on two cores (run it after each edit)
#   make test    install what is missing, then everything `make check` runs,
#                the specs tagged slow and the slow phases
#   make run     install what building and running need (RUN_PACKAGES) when
#                missing, build, start the game
#   make bench   benchmarks, as ratios against baselines of the same run
#   make docs    the API reference from the doc comments (LDoc) in docs/api/
#
# Fragments in mk/*.mk, one per concern (bench, browser, docs, fuzz,
# repl, rock, sanitize, terminal, tsan, ...), add targets, Debian packages
# (DEB_PACKAGES), phases (targets that each end with "N passed, N
# failed"): quick ones for `make check` (CHECK_PHASES) and slow ones for
# `make test` only (TEST_PHASES), and benchmark prerequisites
# (BENCH_PREREQS). `make test` runs tools/test.sh, which runs busted and
# then `make PHASE` for each phase; a phase's target runs its script.

LUA        ?= lua5.4
LUA_INCDIR ?= /usr/include/lua5.4
CC         ?= cc
CFLAGS     ?= -O2 -g
LIBFLAG    ?= -shared
LDLIBS     ?= -pthread
BUILD      ?= build
WARN        = -std=c99 -Wall -Wextra -Werror -pedantic -Wshadow \
              -Wmissing-prototypes -Wstrict-prototypes -Wpointer-arith \
              -Wcast-qual -Wwrite-strings -Wundef
BUSTED      = busted --lua=$(LUA)
LUA_LIB    ?= -llua5.4

# Every file of src/ (the Lua bindings), of src/search/ (the binding of
# the searches, cut in files by concern) and of src/engine/ (the searches
# in plain C, no Lua header) goes into the core, hanoi.core, except the C
# modules of their own named in MODULES: src/NAME.c alone is `hanoi.NAME`
# (build/hanoi/NAME.so), loaded only by the code that uses it.
MODULES = term fileio guard sandbox
SRCS = $(filter-out $(MODULES:%=src/%.c),$(sort $(wildcard src/*.c))) \
       $(sort $(wildcard src/engine/*.c)) $(sort $(wildcard src/search/*.c))
HDRS = $(wildcard src/*.h src/engine/*.h src/search/*.h)
SO   = $(BUILD)/hanoi/core.so
MODULE_SOS = $(MODULES:%=$(BUILD)/hanoi/%.so)

# One object a C file, under $(BUILD)/obj/ (the path of its source), each
# with the headers it includes (-MMD -MP writes them into a .d file beside
# it): an edit recompiles the files it touches, then links. The sanitized
# builds (mk/sanitize.mk, mk/tsan.mk) keep objects of their own the same way.
DEPFLAGS = -MMD -MP
OBJS        = $(SRCS:%.c=$(BUILD)/obj/%.o)
MODULE_OBJS = $(MODULES:%=$(BUILD)/obj/src/%.o)

# Debian packages: RUN_PACKAGES are what building and running need (Lua,
# its headers, a C compiler), all that `make run` installs; DEB_PACKAGES
# are those and what the checks need, all that `make test` installs. The
# busted specs run children in a pseudo-terminal with `script` (bsdutils)
# and check every SVG they make with `xmllint` (libxml2-utils).
RUN_PACKAGES  = lua5.4 liblua5.4-dev gcc
DEB_PACKAGES  = $(RUN_PACKAGES) lua-busted bsdutils libxml2-utils
CHECK_PHASES  =
TEST_PHASES   =
BENCH_PREREQS =
# busted tags: `manual` never runs by itself, `slow` only in `make test`
CHECK_EXCLUDE = manual,slow
TEST_EXCLUDE  = manual

.DEFAULT_GOAL := all
include $(sort $(wildcard mk/*.mk))

.PHONY: all build deps run-deps check test spec run clean

all: build
build: $(SO) $(MODULE_SOS)

$(OBJS) $(MODULE_OBJS): $(BUILD)/obj/%.o: %.c Makefile
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC -I$(LUA_INCDIR) $(DEPFLAGS) -c -o $@ $<

$(SO): $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LIBFLAG) -o $@ $(OBJS) $(LDLIBS)

$(MODULE_SOS): $(BUILD)/hanoi/%.so: $(BUILD)/obj/src/%.o
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LIBFLAG) -o $@ $<

-include $(OBJS:.o=.d) $(MODULE_OBJS:.o=.d)

# Installs the Debian packages this project needs (apt-get as root,
# otherwise it prints the command to run and stops): `deps` all of them,
# `run-deps` only those of building and running.
deps:
	@sh tools/deps.sh $(sort $(DEB_PACKAGES))

run-deps:
	@sh tools/deps.sh $(RUN_PACKAGES)

# The busted specs under Lua 5.4 but the slow ones, then the quick
# phases; ends with one plain "N passed, N failed" line and fails on any
# failure. Installs nothing.
check: build
	@BUSTED_EXCLUDE=$(CHECK_EXCLUDE) sh tools/test.sh $(CHECK_PHASES)

# Installs what is missing, then every busted spec, the quick phases and
# the slow ones; one closing "N passed, N failed" line.
test: deps
	@$(MAKE) --no-print-directory build
	@BUSTED_EXCLUDE=$(TEST_EXCLUDE) sh tools/test.sh $(CHECK_PHASES) $(TEST_PHASES)

# Only the busted specs (after a build).
spec: build
	@d=$$(mktemp -d); XDG_CACHE_HOME=$$d $(BUSTED) -o plainTerminal $(SPEC); rc=$$?; \
	  rm -rf "$$d"; exit $$rc

run: run-deps
	@$(MAKE) --no-print-directory build
	@$(LUA) tools/run.lua

clean:
	rm -rf $(BUILD)
