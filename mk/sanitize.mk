# Memory checkers: sanitizers, valgrind, running out of memory. (The
# fuzzers are in mk/fuzz.mk, ThreadSanitizer in mk/tsan.mk.)
#
#   make sanitize     the core, the C modules and a Lua host
#                     (tools/luahost.c) built with ASan + UBSan into
#                     build/asan; in that host the whole busted suite, a
#                     short fuzz run and the oom driver
#   make valgrind     the edge specs (VG_SPECS), a fuzz run and the oom
#                     driver under memcheck
#   make oom          every call made to run out of memory at each of its
#                     allocations in turn (tools/luahost embeds Lua)
#   make sanitize-build  the sanitized build of `make sanitize` alone
#
# SAN_CC picks the sanitizing compiler (gcc: its runtime comes with gcc;
# clang: needs libclang-rt-14-dev). SAN_FUZZ_ARGS and VG_FUZZ_ARGS tune
# their fuzz runs.

SAN_CC     ?= gcc
SAN_BUILD  ?= $(BUILD)/asan
SAN_SO      = $(SAN_BUILD)/hanoi/core.so
SAN_FLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fsanitize=float-cast-overflow -fno-sanitize-recover=all

# A seed and a count of runs, the same work on every machine (the
# sanitized one about 5 s of CPU; tools/fuzz.sh stops a call that does
# not return). --slow is the CPU time one call may take: under valgrind's
# memcheck a search runs about ten times slower than under ASan (a hint
# of 2.7 s takes 26 s), hence 300.
SAN_FUZZ_ARGS   ?= --seed 2 --runs 150 --steps 200 --slow 30
VG_FUZZ_ARGS    ?= --seed 3 --runs 12 --steps 150 --slow 300
# The specs `make valgrind` runs: the ones written against the core's
# edges; VG_SPECS=spec runs the whole suite (20 minutes and more).
VG_SPECS        ?= spec/core/errors_spec.lua spec/core/callbacks_spec.lua spec/core/limits_spec.lua

DEB_PACKAGES += gcc libasan8 libubsan1
# `make test` runs the suite under the sanitizers once, against Lua 5.5
# (sanitize-lua5.5, mk/lua55.mk: src/ is the same C for both versions),
# and `make oom`, the out-of-memory driver under Lua 5.4, as a phase of
# its own; `make sanitize` (the same, against Lua 5.4) is for a change
# whose risk is in the C.
TEST_PHASES  += oom

.PHONY: sanitize sanitize-build valgrind oom

SAN_OBJS        = $(SRCS:%.c=$(SAN_BUILD)/obj/%.o)
SAN_MODULE_SOS  = $(MODULES:%=$(SAN_BUILD)/hanoi/%.so)
SAN_MODULE_OBJS = $(MODULES:%=$(SAN_BUILD)/obj/src/%.o)

$(SAN_OBJS) $(SAN_MODULE_OBJS): $(SAN_BUILD)/obj/%.o: %.c Makefile mk/sanitize.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(WARN) $(SAN_FLAGS) -fPIC -I$(LUA_INCDIR) $(DEPFLAGS) -c -o $@ $<

$(SAN_SO): $(SAN_OBJS)
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN_FLAGS) $(LIBFLAG) -o $@ $(SAN_OBJS) $(LDLIBS)

-include $(SAN_OBJS:.o=.d) $(SAN_MODULE_OBJS:.o=.d)

$(SAN_BUILD)/luahost: tools/luahost.c mk/sanitize.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(WARN) $(SAN_FLAGS) -I$(LUA_INCDIR) -o $@ tools/luahost.c $(LUA_LIB)

$(BUILD)/luahost: tools/luahost.c mk/sanitize.mk
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -I$(LUA_INCDIR) -o $@ tools/luahost.c $(LUA_LIB)

# the sanitized core, C modules and host, run by nothing (LUA_INCDIR and
# LUA_LIB pick the Lua they are built against)
sanitize-build: $(SAN_SO) $(SAN_MODULE_SOS) $(SAN_BUILD)/luahost

sanitize: sanitize-build
	@sh tools/sanitize.sh $(SAN_BUILD) $(SAN_FUZZ_ARGS)

valgrind: build $(BUILD)/luahost
	@sh tools/deps.sh valgrind
	@LUA="$(LUA)" VG_SPECS="$(VG_SPECS)" sh tools/valgrind.sh $(BUILD) $(VG_FUZZ_ARGS)

oom: build $(BUILD)/luahost
	@./$(BUILD)/luahost tools/oom.lua --cpath "./$(BUILD)/?.so"

# the C modules apart from the core (MODULES in the Makefile), beside the
# sanitized core
$(SAN_MODULE_SOS): $(SAN_BUILD)/hanoi/%.so: $(SAN_BUILD)/obj/src/%.o
	@mkdir -p $(dir $@)
	$(SAN_CC) $(SAN_FLAGS) $(LIBFLAG) -o $@ $<
