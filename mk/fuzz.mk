# Fuzzers of the API.
#
#   make fuzz-short   the bounded, fixed-seed fuzz run of `make test`
#   make fuzz         a long fuzz run (seed from the clock, printed;
#                     FUZZ="--seed N" replays one)
#   make libfuzzer    a coverage-guided libFuzzer run (clang), not in `make test`
#
# tools/fuzz.lua calls the API at random and checks each answer against
# its own model; tools/fuzz.sh runs it under a time limit. *FUZZ*_ARGS
# tune the runs. The run of `make test` is a seed and a count of runs, the
# same work on every machine (about 5 s of CPU); its *_LIMIT (seconds,
# far over that) only stops a process whose call does not return. `make
# fuzz` caps its time instead (--seconds starts no new run after it).
FUZZ_SHORT_ARGS ?= --seed 1 --runs 300 --steps 200
FUZZ_SHORT_LIMIT ?= 150
FUZZ_ARGS       ?= --runs 20000 --steps 400 --seconds 300
FUZZ_LIMIT      ?= 600
LIBFUZZER_ARGS  ?= -max_total_time=120 -max_len=512 -dict=tools/libfuzzer.dict \
                   -artifact_prefix=$(LF_BUILD)/
LF_BUILD        ?= $(BUILD)/libfuzzer

TEST_PHASES  += fuzz-short

.PHONY: fuzz fuzz-short libfuzzer

fuzz-short: build
	@sh tools/fuzz.sh $(FUZZ_SHORT_LIMIT) $(BUILD)/fuzz-short.trace \
	  $(LUA) tools/fuzz.lua --cpath "./$(BUILD)/?.so" $(FUZZ_SHORT_ARGS)

fuzz: build
	@sh tools/fuzz.sh $(FUZZ_LIMIT) $(BUILD)/fuzz.trace \
	  $(LUA) tools/fuzz.lua --cpath "./$(BUILD)/?.so" $(FUZZ_ARGS) $(FUZZ)

$(LF_BUILD)/hanoi-fuzz: tools/libfuzzer.c $(SRCS) $(HDRS) mk/fuzz.mk
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
