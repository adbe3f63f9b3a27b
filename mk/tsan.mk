# Whole-space breadth-first search: the threaded layers under
# ThreadSanitizer. `make bfs-tsan` builds the core and a Lua host
# (tools/luahost.c) with clang -fsanitize=thread into build/tsan and runs
# test/tsan/bfs_tsan.lua there: small searches on 1 and 2 threads (symmetric,
# plain dense layers, one-way rules) that must agree, and any report of a
# data race fails the phase (TSan's exit code).

TSAN_CC    ?= clang
TSAN_BUILD ?= $(BUILD)/tsan
TSAN_SO     = $(TSAN_BUILD)/hanoi/core.so
TSAN_FLAGS  = -O1 -g -fno-omit-frame-pointer -fsanitize=thread

DEB_PACKAGES += clang
TEST_PHASES  += bfs-tsan

.PHONY: bfs-tsan

TSAN_OBJS   = $(SRCS:%.c=$(TSAN_BUILD)/obj/%.o)

$(TSAN_OBJS): $(TSAN_BUILD)/obj/%.o: %.c Makefile mk/tsan.mk
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(WARN) $(TSAN_FLAGS) -fPIC -I$(LUA_INCDIR) $(DEPFLAGS) -c -o $@ $<

$(TSAN_SO): $(TSAN_OBJS)
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(TSAN_FLAGS) $(LIBFLAG) -o $@ $(TSAN_OBJS) $(LDLIBS)

-include $(TSAN_OBJS:.o=.d)

$(TSAN_BUILD)/luahost: tools/luahost.c mk/tsan.mk
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(WARN) $(TSAN_FLAGS) -I$(LUA_INCDIR) -o $@ tools/luahost.c $(LUA_LIB) -pthread

bfs-tsan: $(TSAN_SO) $(TSAN_BUILD)/luahost
	@TSAN_OPTIONS="halt_on_error=1 exitcode=66" ./$(TSAN_BUILD)/luahost test/tsan/bfs_tsan.lua \
	  "./$(TSAN_BUILD)/?.so"
