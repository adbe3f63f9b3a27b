# Benchmarks: `make bench` runs every bench/*.lua, each printing its
# figures as ratios against a baseline measured in the same run
# (docs/benchmarks.md). BENCH_PREREQS are built first; other fragments
# add theirs (mk/browser.mk: the browser driver for bench/page_bench.lua).

.PHONY: bench

# the floor closure the 3-peg benchmark compares against
BENCH_PREREQS += $(BUILD)/bench/floor.so
$(BUILD)/bench/floor.so: bench/floor.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $<

# the baseline of bench/search_bench.lua (a pattern rule, so that it
# never becomes the default goal of the Makefile)
BENCH_PREREQS += $(BUILD)/bench/bfs_baseline
$(BUILD)/bench/bfs_%: bench/bfs_%.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O2 -o $@ $<

bench: deps
	@$(MAKE) --no-print-directory build $(BENCH_PREREQS)
	@for f in $(sort $(wildcard bench/*.lua)); do \
	  $(LUA) $$f || exit 1; done
