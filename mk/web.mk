# The WebAssembly engine of the pages: Lua 5.4, the C core and the Lua
# modules the pages need, in one JavaScript file (the WebAssembly inside,
# base64), committed as lua/hanoi/web/page/engine.js so that the pages
# and the rock need no emscripten.
#
#   make web         builds the engine with Debian's emscripten and Lua's
#                    sources from Debian's archive, then writes engine.js
#   make web-check   (a `make test` phase) builds it again and fails when
#                    the committed engine.js is not what the sources build;
#                    then tools/web/test.js asks the engine what the native
#                    module answers
#
# Lua's sources: `apt-get source` of one pinned version of Debian 12's
# lua5.4 (Debian's patches applied by dpkg-source), through a sources list
# and lists folder of build/web's own: the system's apt configuration is
# never changed. The downloaded files must have the checksums below.
DEB_PACKAGES += emscripten dpkg-dev
TEST_PHASES  += web-check

WEB          = $(BUILD)/web
WEB_ENGINE   = lua/hanoi/web/page/engine.js
WEB_LUA_VER  = 5.4.4-3+deb12u1
WEB_LUA_SUMS = 164c7849653b80ae67bec4b7473b884bf5cc8d2dca05653475ec2ed27b9ebf61  lua5.4_5.4.4.orig.tar.gz\n2d8e0e380722c648cfeffb8d58287865619b4d035544d93d7ef3a2eaf627abe6  lua5.4_5.4.4-3+deb12u1.debian.tar.xz
WEB_MIRROR   = http://deb.debian.org/debian
WEB_APT      = -o Dir::Etc::SourceList=$(abspath $(WEB))/apt/sources.list \
               -o Dir::Etc::SourceParts=/dev/null \
               -o Dir::State::Lists=$(abspath $(WEB))/apt/lists \
               -o Dir::Cache=$(abspath $(WEB))/apt/cache
WEB_LUA_SRC  = $(WEB)/lua/src
WEB_LUA_NAMES = lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject lopcodes \
  lparser lstate lstring ltable ltm lundump lvm lzio lauxlib lbaselib lcorolib ldblib \
  liolib lmathlib loadlib loslib lstrlib ltablib lutf8lib linit
WEB_LUA_OBJS = $(WEB_LUA_NAMES:%=$(WEB)/obj/lua/%.o)
# the Lua modules built in (NAME=PATH); a PATH that is no .lua file (the
# catalogues' PO files) is a module whose value is the file's texts, a table
# (tools/web/modules.lua, hanoi.lang.po.lua_table)
WEB_MODULES  = hanoi=lua/hanoi/init.lua hanoi.check=lua/hanoi/check.lua \
  hanoi.text=lua/hanoi/text.lua hanoi.json=lua/hanoi/json.lua \
  hanoi.teach=lua/hanoi/teach/init.lua hanoi.teach.texts=lua/hanoi/teach/texts.lua \
  hanoi.teach.show=lua/hanoi/teach/show.lua hanoi.teach.stepper=lua/hanoi/teach/stepper.lua \
  hanoi.teach.learner=lua/hanoi/teach/learner.lua \
  hanoi.teach.diagnose=lua/hanoi/teach/diagnose.lua \
  hanoi.teach.grade=lua/hanoi/teach/grade.lua hanoi.teach.graded=lua/hanoi/teach/graded.lua \
  hanoi.teach.repair=lua/hanoi/teach/repair.lua hanoi.pegs=lua/hanoi/pegs.lua \
  hanoi.teach.search=lua/hanoi/teach/search.lua hanoi.teach.lua_tree=lua/hanoi/teach/lua_tree.lua \
  $(foreach f,$(sort $(wildcard lua/hanoi/teach/slips/*.lua)),\
    hanoi.teach.slips.$(basename $(notdir $(f)))=$(f)) \
  hanoi.lang.width=lua/hanoi/lang/width.lua hanoi.lang.widths=lua/hanoi/lang/widths.lua \
  hanoi.lang=lua/hanoi/lang/init.lua hanoi.lang.po=lua/hanoi/lang/po.lua \
  $(foreach l,$(LANG_MODULES),hanoi.lang.po.$(l)_po=lua/hanoi/lang/po/$(l).po) \
  hanoi.render=lua/hanoi/render/init.lua hanoi.render.svg=lua/hanoi/render/svg.lua \
  hanoi.render.moves=lua/hanoi/render/moves.lua \
  hanoi.render.palette=lua/hanoi/render/palette.lua \
  hanoi.game=lua/hanoi/game/init.lua hanoi.game.session=lua/hanoi/game/session.lua \
  hanoi.game.player=lua/hanoi/game/player.lua hanoi.game.save=lua/hanoi/game/save.lua \
  hanoi.game.goal=lua/hanoi/game/goal.lua hanoi.game.words=lua/hanoi/game/words.lua \
  hanoi.web=lua/hanoi/web/init.lua hanoi.web.lesson=lua/hanoi/web/lesson.lua
WEB_MODULE_FILES = $(foreach m,$(WEB_MODULES),$(word 2,$(subst =, ,$(m))))
# the C core as the Makefile builds it, with hanoi.guard (the kit's limits)
WEB_SRCS     = $(SRCS) src/guard.c src/web/main.c src/web/timer.c $(WEB)/modules.c
WEB_OBJS     = $(patsubst %.c,$(WEB)/obj/%.o,$(notdir $(WEB_SRCS)))
WEB_CFLAGS   = -O2 -DLUA_COMPAT_5_3 -I$(WEB_LUA_SRC) -I$(WEB)/include
WEB_FLAGS    = -O2 -sSINGLE_FILE=1 -sMODULARIZE=1 -sEXPORT_NAME=HanoiEngine \
  -sENVIRONMENT=web,worker,node -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=536870912 \
  -sEXPORTED_FUNCTIONS=_hanoi_web_new,_hanoi_web_run,_hanoi_web_run_bytes,_hanoi_web_answer_length,_hanoi_web_close,_malloc,_free \
  -sEXPORTED_RUNTIME_METHODS=ccall,HEAPU8
EMCC         = NODE_PATH=/usr/share/nodejs emcc

# What the engine is built from: every file it reads (the Lua modules, the
# C files and headers, the tools that pack them) and the settings of its
# build (Lua's version and checksums, the flags, the module names; no
# folder of the build). `make web-hash` prints their SHA-256, which
# engine.js carries in a line of its own; spec/tree/engine_hash_spec.lua
# computes it again and fails when an input changed ("engine.js is
# stale: run make web").
WEB_INPUTS   = $(sort $(filter-out $(WEB)/%,$(WEB_SRCS)) $(HDRS) $(WEB_MODULE_FILES) \
  src/web/modules.h tools/web/modules.lua tools/web/strip.lua tools/web/head.js)
WEB_SETTINGS = $(WEB_LUA_VER) $(WEB_LUA_SUMS) $(filter-out -I%,$(WEB_CFLAGS)) $(WEB_FLAGS) \
  $(WARN) $(WEB_MODULES)
WEB_HASH_LINE = // The SHA-256 of its inputs (make web-hash):
WEB_HASH_CMD  = { printf '%s\n' '$(WEB_SETTINGS)'; sha256sum $(WEB_INPUTS); } | sha256sum | cut -d' ' -f1

.PHONY: web web-check web-lua web-modules web-inputs web-hash

web: $(WEB_ENGINE)

# the files of the Lua modules built in, one a line (for spec/web)
web-modules:
	@printf '%s\n' $(WEB_MODULE_FILES)

# the engine's inputs, one a line; their hash
web-inputs:
	@printf '%s\n' $(WEB_INPUTS)
web-hash:
	@$(WEB_HASH_CMD)

# Lua's sources, unpacked with Debian's patches into build/web/lua
web-lua: $(WEB_LUA_SRC)/lua.h
$(WEB_LUA_SRC)/lua.h:
	@command -v dpkg-source >/dev/null 2>&1 || sh tools/deps.sh dpkg-dev
	@command -v emcc >/dev/null 2>&1 || sh tools/deps.sh emscripten
	@mkdir -p $(WEB)/apt/lists/partial $(WEB)/apt/cache/archives/partial $(WEB)/include
	@printf 'deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] %s bookworm main\n' \
	  '$(WEB_MIRROR)' >$(WEB)/apt/sources.list
	apt-get -qq $(WEB_APT) update
	cd $(WEB) && rm -rf lua lua5.4_* && apt-get -qq $(WEB_APT) source --download-only \
	  lua5.4=$(WEB_LUA_VER)
	cd $(WEB) && printf '$(WEB_LUA_SUMS)\n' | sha256sum -c --quiet
	cd $(WEB) && dpkg-source -q --no-check -x lua5.4_$(WEB_LUA_VER).dsc lua
	@# Debian's luaconf.h reads the multiarch name from a header of its build
	@echo '#define DEB_HOST_MULTIARCH "wasm32-emscripten"' >$(WEB)/include/lua5.4-deb-multiarch.h
	@touch $@

$(WEB)/modules.c: tools/web/modules.lua tools/web/strip.lua $(WEB_MODULE_FILES) mk/web.mk
	@mkdir -p $(WEB)
	$(LUA) tools/web/modules.lua $@ $(WEB_MODULES)

# Lua's files as Lua's Makefile compiles them; the project's with its warnings
$(WEB_LUA_OBJS): $(WEB)/obj/lua/%.o: $(WEB_LUA_SRC)/lua.h mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_CFLAGS) -Wall -Wextra -c $(WEB_LUA_SRC)/$*.c -o $@
$(WEB)/obj/%.o: src/%.c $(HDRS) $(WEB_LUA_SRC)/lua.h mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) $(WEB_CFLAGS) -c $< -o $@
$(WEB)/obj/%.o: src/engine/%.c $(HDRS) $(WEB_LUA_SRC)/lua.h mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) $(WEB_CFLAGS) -c $< -o $@
$(WEB)/obj/%.o: src/search/%.c $(HDRS) $(WEB_LUA_SRC)/lua.h mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) $(WEB_CFLAGS) -c $< -o $@
$(WEB)/obj/%.o: src/web/%.c src/web/modules.h $(WEB_LUA_SRC)/lua.h mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) $(WEB_CFLAGS) -Isrc/web -c $< -o $@
$(WEB)/obj/modules.o: $(WEB)/modules.c src/web/modules.h
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) -O2 -Isrc/web -c $< -o $@

$(WEB)/engine.js: $(WEB_LUA_OBJS) $(WEB_OBJS) tools/web/head.js mk/web.mk
	$(EMCC) $(WEB_FLAGS) -o $@.tmp.js $(WEB_LUA_OBJS) $(WEB_OBJS)
	{ cat tools/web/head.js; echo "$(WEB_HASH_LINE) $$($(WEB_HASH_CMD))"; \
	  cat $@.tmp.js; } >$@
	rm -f $@.tmp.js

$(WEB_ENGINE): $(WEB)/engine.js
	cp $< $@

# the committed engine is what the sources build, and answers as the
# native module does
web-check: build
	@rm -f $(WEB)/engine.js
	@$(MAKE) --no-print-directory $(WEB)/engine.js >/dev/null
	@sh tools/web/check.sh $(WEB)/engine.js $(WEB_ENGINE)
