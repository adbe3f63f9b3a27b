# search (issue 5): optimal play from any position, rule sets, BFS.
LDLIBS += -pthread

# make bench: the baseline of bench/search_bench.lua (a pattern rule, so
# that it never becomes the default goal of the Makefile)
BENCH_PREREQS += $(BUILD)/bench/bfs_baseline
$(BUILD)/bench/bfs_%: bench/bfs_%.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O2 -o $@ $<
