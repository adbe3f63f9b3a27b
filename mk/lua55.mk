# Lua 5.5 beside 5.4: the module, its specs and busted under Lua 5.5.1,
# built from Debian's sources into build/lua5.5 (nothing installed).
#
#   make lua5.5        Lua 5.5.1 (bin/lua5.5, lib/liblua5.5.a, include/),
#                      the module built against it (mod/hanoi/*.so),
#                      tools/luahost (bin/luahost) and busted's C modules
#                      (lib/: lfs, term.core, system.core)
#   make check-lua5.5  all that, then the busted suite under Lua 5.5
#                      (tools/lua55/check.sh): the same tags left out as
#                      `make test`
#   make sanitize-lua5.5  (a `make test` phase) all that, the sanitized
#                      build of mk/sanitize.mk against Lua 5.5 (mod/asan:
#                      the core, the C modules, tools/luahost linked with
#                      this Lua), then `make sanitize`'s run in that host
#                      (tools/lua55/check.sh --sanitize): the busted suite,
#                      a fuzz run and the oom driver under Lua 5.5, ASan
#                      and UBSan at once. src/ is the same C for 5.4 and
#                      5.5 (no line of it reads LUA_VERSION_NUM), so one
#                      sanitized run checks both the memory and Lua 5.5;
#                      the plain run of `make test` is under 5.4.
#
# The sources: `apt-get source --download-only` of pinned versions through
# a sources list and lists folder of build/lua5.5's own (the system's apt
# configuration is never changed): Lua 5.5.1 from Debian's next release
# (forky), lfs and lua-term from Debian 12 (bookworm). Every file used
# must have the checksum below; Debian's patches of Lua (debian/patches)
# are applied with `patch`, and lfs 1.8.0 gets the one line that lets it
# compile against 5.5 (tools/lua55/lfs-lua5.5.patch, as lfs 1.9 has it). The archive this project reaches serves the
# tarballs but not every .dsc, so the sources are unpacked by tar, not by
# dpkg-source, and a download that fetched the pinned files counts even
# when apt-get missed a .dsc. It serves no source of lua-system (luasystem)
# at all: busted uses three of its functions (gettime, monotime, sleep),
# and tools/lua55/system.c provides them as `system.core`.
#
# The module is the Makefile's own build with other variables (BUILD,
# LUA_INCDIR, LUA): its rules are the Makefile's.
DEB_PACKAGES += patch
TEST_PHASES  += sanitize-lua5.5

L55          = build/lua5.5
L55_ABS      = $(abspath $(L55))
L55_LUA      = $(L55)/bin/lua5.5
L55_MIRROR   = http://deb.debian.org/debian
L55_APT      = -o Dir::Etc::SourceList=$(L55_ABS)/apt/sources.list \
               -o Dir::Etc::SourceParts=/dev/null \
               -o Dir::State::Lists=$(L55_ABS)/apt/lists \
               -o Dir::Cache=$(L55_ABS)/apt/cache
L55_PKGS     = lua5.5=5.5.1-1 lua-filesystem=1.8.0-3 lua-term=0.07-1
# the checksum and name of each file used
L55_SUMS     = 1c4b4068d67061f2a2231ad2b5422e77acea1487ea9890f6320af614f4373dce lua5.5_5.5.1.orig.tar.gz \
  ea8afc5750333b89eb6fbc8f926c1cefb5a242f0156c93dd57df95a4aa0dea75 lua5.5_5.5.1-1.debian.tar.xz \
  a1b7cf748ef2cdb6d75ebaa82a9c91b383fabc541b96febb1f9de98f06b8c188 lua-filesystem_1.8.0.orig.tar.gz \
  c1a1d0c57107147ea02878a50b768d1c3c13aca2769b026c5bb7a84119607f30 lua-term_0.07.orig.tar.gz
L55_SRC      = $(L55)/src/lua-5.5.1/src
L55_LUA_NAMES = lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject lopcodes \
  lparser lstate lstring ltable ltm lundump lvm lzio lauxlib lbaselib lcorolib ldblib \
  liolib lmathlib loadlib loslib lstrlib ltablib lutf8lib linit
L55_OBJS     = $(L55_LUA_NAMES:%=$(L55)/obj/%.o)
L55_CFLAGS   = -O2 -g -std=gnu99 -fPIC -DLUA_USE_LINUX -I$(L55)/include
# busted's C modules, each built as its own package builds it
L55_CMODS    = $(L55)/lib/lfs.so $(L55)/lib/term/core.so $(L55)/lib/system/core.so
L55_HEADERS  = lua.h luaconf.h lualib.h lauxlib.h lua.hpp
# the files of Debian's lua-busted and lua-penlight (Debian 12) that
# assign to a `for` loop's variable, which 5.5 refuses: copies in
# share/, each with a local of the same name in the loop's body
# (tools/lua55/busted-lua5.5.patch); the rest are used as installed
L55_PURE     = pl/tablex.lua pl/seq.lua pl/lapp.lua pl/app.lua \
               busted/modules/files/moonscript.lua

.PHONY: lua5.5 check-lua5.5 sanitize-lua5.5 lua5.5-module

lua5.5: $(L55_LUA) $(L55)/lib/liblua5.5.a $(L55_CMODS) $(L55)/share/stamp lua5.5-module \
  $(L55)/bin/luahost

# the sources, checked and unpacked (Lua with Debian's patches); after a
# change of the versions pinned above, `rm -rf build/lua5.5` first
$(L55)/src/stamp: tools/lua55/lfs-lua5.5.patch
	@mkdir -p $(L55)/apt/lists/partial $(L55)/apt/cache/archives/partial $(L55)/src
	@printf 'deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] %s %s main\n' \
	  '$(L55_MIRROR)' forky '$(L55_MIRROR)' bookworm >$(L55)/apt/sources.list
	apt-get -qq $(L55_APT) update
	cd $(L55)/src && { apt-get -qq $(L55_APT) source --download-only $(L55_PKGS) \
	  >apt.log 2>&1 || true; }
	cd $(L55)/src && printf '%s  %s\n' $(L55_SUMS) | sha256sum -c --quiet
	cd $(L55)/src && rm -rf lua-5.5.1 lua-filesystem-1.8.0 lua-term-0.07 debian && \
	  tar xzf lua5.5_5.5.1.orig.tar.gz && tar xJf lua5.5_5.5.1-1.debian.tar.xz && \
	  for p in $$(cat debian/patches/series); do \
	    patch -s -d lua-5.5.1 -p1 <debian/patches/$$p || exit 1; done && \
	  rm -rf debian && tar xzf lua-filesystem_1.8.0.orig.tar.gz && tar xzf lua-term_0.07.orig.tar.gz && \
	  patch -s -d lua-filesystem-1.8.0 -p1 <$(CURDIR)/tools/lua55/lfs-lua5.5.patch
	@touch $@

# the headers a client compiles with; Debian's luaconf.h reads the
# multiarch name from a header of its build
$(L55)/include/lua.h: $(L55)/src/stamp
	@mkdir -p $(L55)/include
	cp $(L55_HEADERS:%=$(L55_SRC)/%) $(L55)/include/
	echo '#define DEB_HOST_MULTIARCH "'"$$(gcc -print-multiarch)"'"' \
	  >$(L55)/include/lua5.5-deb-multiarch.h

$(L55_OBJS) $(L55)/obj/lua.o: $(L55)/obj/%.o: $(L55)/include/lua.h
	@mkdir -p $(dir $@)
	$(CC) $(L55_CFLAGS) -c $(L55_SRC)/$*.c -o $@

$(L55)/lib/liblua5.5.a: $(L55_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $(L55_OBJS)

# the interpreter exports Lua's API to the C modules it loads
$(L55_LUA): $(L55)/obj/lua.o $(L55)/lib/liblua5.5.a
	@mkdir -p $(dir $@)
	$(CC) -o $@ $(L55)/obj/lua.o $(L55)/lib/liblua5.5.a -Wl,-E -lm -ldl

# tools/luahost (the interpreter of `make oom` and `make sanitize`)
# against Lua 5.5, with the project's warnings
$(L55)/bin/luahost: tools/luahost.c $(L55)/lib/liblua5.5.a
	$(CC) $(WARN) -O2 -g -I$(L55)/include -o $@ tools/luahost.c $(L55)/lib/liblua5.5.a \
	  -Wl,-E -lm -ldl

$(L55)/lib/lfs.so: $(L55)/include/lua.h
	$(CC) -O2 -fPIC -shared -I$(L55)/include -o $@ $(L55)/src/lua-filesystem-1.8.0/src/lfs.c

$(L55)/lib/term/core.so: $(L55)/include/lua.h
	@mkdir -p $(dir $@) $(L55)/share/term
	$(CC) -O2 -fPIC -shared -I$(L55)/include -o $@ $(L55)/src/lua-term-0.07/core.c
	cp $(L55)/src/lua-term-0.07/term/*.lua $(L55)/share/term/

$(L55)/lib/system/core.so: tools/lua55/system.c $(L55)/include/lua.h
	@mkdir -p $(dir $@) $(L55)/share/system
	$(CC) $(WARN) -O2 -fPIC -shared -I$(L55)/include -o $@ tools/lua55/system.c
	printf 'return require "system.core"\n' >$(L55)/share/system/init.lua

$(L55)/share/stamp: tools/lua55/busted-lua5.5.patch
	@command -v busted >/dev/null 2>&1 || sh tools/deps.sh lua-busted
	@mkdir -p $(L55)/share
	cd $(L55)/share && rm -rf pl busted && for f in $(L55_PURE); do \
	  mkdir -p $$(dirname $$f) && cp /usr/share/lua/5.4/$$f $$f || exit 1; done && \
	  patch -s -p1 <$(CURDIR)/tools/lua55/busted-lua5.5.patch
	@touch $@

# the module: the Makefile's build, against Lua 5.5
lua5.5-module: $(L55)/include/lua.h $(L55_LUA)
	@$(MAKE) --no-print-directory build BUILD=$(L55)/mod LUA_INCDIR=$(L55_ABS)/include \
	  LUA=$(L55_ABS)/bin/lua5.5

check-lua5.5: lua5.5
	@sh tools/lua55/check.sh $(L55) $(TEST_EXCLUDE)

# the Lua of the sanitized host: the interpreter's Lua (uninstrumented, as
# Debian's lua5.4 is in `make sanitize`) exports its API to the modules
sanitize-lua5.5: lua5.5
	@$(MAKE) --no-print-directory sanitize-build SAN_BUILD=$(L55)/mod/asan \
	  LUA_INCDIR=$(L55_ABS)/include LUA_LIB="$(L55_ABS)/lib/liblua5.5.a -Wl,-E -lm -ldl"
	@sh tools/lua55/check.sh --sanitize $(L55) $(SAN_FUZZ_ARGS)
