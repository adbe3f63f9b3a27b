# The lint phase of `make check` and `make test`, one line "lint: N
# passed, N failed" with a file a test (a file passes with no warning at
# all):
# - luacheck (Debian's lua-check) over the Lua of the project, with the
#   settings of .luacheckrc;
# - the JavaScript: each page's script (the pages' folder, JS_PAGES:
#   base.js and the page's own, in the page's wrapper) and the Node
#   scripts (JS_FILES), parsed by Debian's acorn (node-acorn) and held to
#   the rules of tools/jslint.js (no undefined name, === only, no eval or
#   console in a page, innerHTML only from the page's data).

LINT_FILES ?= lua bin/hanoi tools bench spec test
JS_PAGES   ?= lua/hanoi/web/page
JS_FILES   ?= $(sort $(wildcard tools/*.js tools/browser/*.js tools/web/*.js))

DEB_PACKAGES += lua-check nodejs node-acorn
CHECK_PHASES += lint

.PHONY: lint

lint:
	@command -v luacheck >/dev/null || { \
	  echo "luacheck is not installed (make deps installs lua-check)"; \
	  echo "lint: 0 passed, 1 failed"; exit 1; }
	@log=$$(mktemp); luacheck --no-color $(LINT_FILES) >"$$log"; rc=$$?; \
	  grep -v '^Checking .* OK$$' "$$log"; \
	  ok=$$(grep -c '^Checking .* OK$$' "$$log"); \
	  bad=$$(grep -c '^Checking ' "$$log"); bad=$$((bad - ok)); \
	  [ $$rc -ne 0 ] && [ $$bad -eq 0 ] && bad=1; \
	  if command -v node >/dev/null && [ -f /usr/share/nodejs/acorn/package.json ]; then \
	    NODE_PATH=/usr/share/nodejs node tools/jslint.js --pages $(JS_PAGES) >"$$log"; jrc=$$?; \
	    NODE_PATH=/usr/share/nodejs node tools/jslint.js $(JS_FILES) >>"$$log" || jrc=1; \
	    grep -v '^[0-9]* passed, [0-9]* failed$$' "$$log"; \
	    jok=$$(sed -n 's/^\([0-9]*\) passed, [0-9]* failed$$/\1/p' "$$log" | awk '{ s += $$1 } END { print s + 0 }'); \
	    jbad=$$(sed -n 's/^[0-9]* passed, \([0-9]*\) failed$$/\1/p' "$$log" | awk '{ s += $$1 } END { print s + 0 }'); \
	    [ $$jrc -ne 0 ] && [ $$jbad -eq 0 ] && jbad=1; \
	    ok=$$((ok + jok)); bad=$$((bad + jbad)); \
	  else \
	    echo "node or Debian's acorn is missing: the JavaScript is not linted (make deps installs nodejs node-acorn)"; \
	    bad=$$((bad + 1)); \
	  fi; \
	  rm -f "$$log"; echo "lint: $$ok passed, $$bad failed"; [ $$bad -eq 0 ]
