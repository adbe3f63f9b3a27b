# `make bench` builds the floor closure the 3-peg benchmark compares against.
BENCH_PREREQS += $(BUILD)/bench/floor.so

$(BUILD)/bench/floor.so: bench/floor.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $<
