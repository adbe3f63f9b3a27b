# Hardening: sanitizers, valgrind, a random API fuzzer.
#
#   make sanitize     the core and a Lua host (tools/luahost.c) built with
#                     ASan + UBSan into build/asan; in that host the whole
#                     busted suite, a short fuzz run and the oom driver
#   make valgrind     the edge specs (VG_SPECS), a fuzz run and the oom
#                     driver under memcheck
#   make fuzz         a long fuzz run (seed from the clock, printed)
#   make fuzz-short   the bounded, fixed-seed fuzz run of `make test`
#   make oom          every call made to run out of memory at each of its
#                     allocations in turn (tools/luahost embeds Lua)
#   make libfuzzer    a coverage-guided libFuzzer run (clang), not in `make test`
#
# SAN_CC picks the sanitizing compiler (gcc: its runtime comes with gcc;
# clang: needs libclang-rt-14-dev). *FUZZ*_ARGS tune the fuzz runs.

SAN_CC     ?= gcc
SAN_BUILD  ?= $(BUILD)/asan
SAN_SO      = $(SAN_BUILD)/hanoi/core.so
SAN_FLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fsanitize=float-cast-overflow -fno-sanitize-recover=all

# --seconds stops starting new runs; the *_LIMIT (seconds) stops the
# process when a call does not return (tools/fuzz.sh). --slow is the CPU
# time one call may take: under valgrind's memcheck a search runs about
# ten times slower than under ASan (a hint of 2.7 s takes 26 s), hence 300.
FUZZ_SHORT_ARGS ?= --seed 1 --runs 300 --steps 200 --seconds 60
FUZZ_SHORT_LIMIT ?= 150
FUZZ_ARGS       ?= --runs 20000 --steps 400 --seconds 300
FUZZ_LIMIT      ?= 600
SAN_FUZZ_ARGS   ?= --seed 2 --runs 150 --steps 200 --seconds 60 --slow 30
VG_FUZZ_ARGS    ?= --seed 3 --runs 12 --steps 150 --seconds 120 --slow 300
# The specs `make valgrind` runs: the ones written against the core's
# edges; VG_SPECS=spec runs the whole suite (20 minutes and more).
VG_SPECS        ?= spec/core/errors_spec.lua spec/core/callbacks_spec.lua spec/core/limits_spec.lua
LIBFUZZER_ARGS  ?= -max_total_time=120 -max_len=512 -dict=tools/libfuzzer.dict \
                   -artifact_prefix=$(LF_BUILD)/
LF_BUILD        ?= $(BUILD)/libfuzzer

LUA_LIB    ?= -llua5.4

DEB_PACKAGES += gcc libasan8 libubsan1
TEST_PHASES  += sanitize fuzz-short oom

.PHONY: sanitize valgrind fuzz fuzz-short oom libfuzzer

$(SAN_SO): $(SRCS) $(HDRS) Makefile mk/harden.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(WARN) $(SAN_FLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $(SRCS) $(LDLIBS)

$(SAN_BUILD)/luahost: tools/luahost.c mk/harden.mk
	@mkdir -p $(dir $@)
	$(SAN_CC) $(WARN) $(SAN_FLAGS) -I$(LUA_INCDIR) -o $@ tools/luahost.c $(LUA_LIB)

$(BUILD)/luahost: tools/luahost.c mk/harden.mk
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -I$(LUA_INCDIR) -o $@ tools/luahost.c $(LUA_LIB)

sanitize: $(SAN_SO) $(SAN_BUILD)/luahost
	@sh tools/sanitize.sh $(SAN_BUILD) $(SAN_FUZZ_ARGS)

valgrind: build $(BUILD)/luahost
	@sh tools/deps.sh valgrind
	@LUA="$(LUA)" VG_SPECS="$(VG_SPECS)" sh tools/valgrind.sh $(BUILD) $(VG_FUZZ_ARGS)

fuzz-short: build
	@sh tools/fuzz.sh $(FUZZ_SHORT_LIMIT) $(BUILD)/fuzz-short.trace \
	  $(LUA) tools/fuzz.lua --cpath "./$(BUILD)/?.so" $(FUZZ_SHORT_ARGS)

oom: build $(BUILD)/luahost
	@./$(BUILD)/luahost tools/oom.lua --cpath "./$(BUILD)/?.so"

fuzz: build
	@sh tools/fuzz.sh $(FUZZ_LIMIT) $(BUILD)/fuzz.trace \
	  $(LUA) tools/fuzz.lua --cpath "./$(BUILD)/?.so" $(FUZZ_ARGS) $(FUZZ)

$(LF_BUILD)/hanoi-fuzz: tools/libfuzzer.c $(SRCS) $(HDRS) mk/harden.mk
	@mkdir -p $(LF_BUILD)/corpus
	clang $(WARN) -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined \
	  -fno-sanitize-recover=all -Isrc -I$(LUA_INCDIR) -o $@ tools/libfuzzer.c $(SRCS) $(LUA_LIB) $(LDLIBS)

# The corpus grows in build/libfuzzer/corpus; a crash leaves build/libfuzzer/crash-*,
# replayed by ./build/libfuzzer/hanoi-fuzz FILE.
libfuzzer:
	@sh tools/deps.sh clang libclang-rt-14-dev
	@$(MAKE) --no-print-directory $(LF_BUILD)/hanoi-fuzz
	@./$(LF_BUILD)/hanoi-fuzz $(LIBFUZZER_ARGS) $(LF_BUILD)/corpus </dev/null \
	  && echo "libfuzzer: 1 passed, 0 failed" || { echo "libfuzzer: 0 passed, 1 failed"; exit 1; }
