# The HTML page of hanoi.render.html in headless Chromium.
#   chromium, nodejs (+ npm, from Debian when no npm is on the PATH): the
#                  browser phase, which drives the HTML page with playwright-core
DEB_PACKAGES += chromium nodejs
TEST_PHASES  += browser-test
# bench/page_bench.lua measures the page to play in Chromium
BENCH_PREREQS += browser-deps

BROWSER_DIR   = tools/browser
BROWSER_STAMP = $(BROWSER_DIR)/node_modules/.installed

.PHONY: browser-deps browser-test

# playwright-core, exactly as package-lock.json pins it, into tools/browser/node_modules
browser-deps: $(BROWSER_STAMP)
$(BROWSER_STAMP): $(BROWSER_DIR)/package.json $(BROWSER_DIR)/package-lock.json
	@command -v npm >/dev/null 2>&1 || sh tools/deps.sh npm
	@cd $(BROWSER_DIR) && npm ci --no-audit --no-fund --loglevel=error >/dev/null
	@touch $@

# the page of render.html in headless Chromium; screenshots in build/browser/
browser-test: build browser-deps
	@sh $(BROWSER_DIR)/run.sh
