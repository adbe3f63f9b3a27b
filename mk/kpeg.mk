# kpeg (issue 4): the k-peg specs again against a build of the C core with
# AddressSanitizer and UndefinedBehaviorSanitizer (gcc's runtimes, which
# Debian's gcc already depends on; LD_PRELOADed into the uninstrumented
# lua5.4). Prints its own "N passed, N failed" line.
TEST_PHASES += kpeg-sanitize

KPEG_SAN_DIR = $(BUILD)/sanitize
KPEG_SAN_SO  = $(KPEG_SAN_DIR)/hanoi/core.so

.PHONY: kpeg-sanitize
$(KPEG_SAN_SO): $(SRCS) $(HDRS) Makefile mk/kpeg.mk
	@mkdir -p $(dir $@)
	$(CC) $(WARN) -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	  -fno-sanitize-recover=undefined -fPIC -I$(LUA_INCDIR) $(LIBFLAG) -o $@ $(SRCS) $(LDLIBS)

kpeg-sanitize: $(KPEG_SAN_SO)
	@LD_PRELOAD="$$($(CC) -print-file-name=libasan.so) $$($(CC) -print-file-name=libubsan.so)" \
	  ASAN_OPTIONS=detect_leaks=0 $(BUSTED) --cpath="./$(KPEG_SAN_DIR)/?.so" \
	  -o plainTerminal spec/kpeg_spec.lua > $(KPEG_SAN_DIR)/log 2>&1; rc=$$?; \
	  cat $(KPEG_SAN_DIR)/log; \
	  line=$$(grep -E '^[0-9]+ successes? /' $(KPEG_SAN_DIR)/log | tail -n 1); \
	  ok=$$(echo "$$line" | sed -E 's#^([0-9]+) success.*#\1#'); \
	  if [ $$rc -eq 0 ] && [ -n "$$ok" ]; then echo "sanitize: $$ok passed, 0 failed"; \
	  else echo "sanitize: 0 passed, 1 failed"; exit 1; fi
