# search: optimal play from any position, rule sets, breadth-first search
# (its threads need -pthread, in the Makefile's LDLIBS).

# make bench: the baseline of bench/search_bench.lua (a pattern rule, so
# that it never becomes the default goal of the Makefile)
BENCH_PREREQS += $(BUILD)/bench/bfs_baseline
$(BUILD)/bench/bfs_%: bench/bfs_%.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O2 -o $@ $<
