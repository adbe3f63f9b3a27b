# luacheck (Debian's lua-check) over the Lua of the project, with the
# settings of .luacheckrc: a phase of `make check` and `make test`, one
# line "lint: N passed, N failed" with a file a test (a file passes with
# no warning at all).

LINT_FILES ?= lua bin/hanoi tools bench spec test

DEB_PACKAGES += lua-check
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
	  rm -f "$$log"; echo "lint: $$ok passed, $$bad failed"; [ $$bad -eq 0 ]
