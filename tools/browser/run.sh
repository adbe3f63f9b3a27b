#!/bin/sh
# `make browser-test`, a phase of `make test`: busted over test/browser/*_browser.lua
# (the HTML page in headless Chromium), summed up as one line
# "browser: N passed, N failed".
LUA=${LUA:-lua5.4}
log=$(mktemp); trap 'rm -f "$log"' EXIT
. tools/summary.sh
HANOI_BROWSER_SERVE=1 busted --lua="$LUA" -o plainTerminal --pattern=_browser test/browser >"$log" 2>&1
rc=$?
cat "$log"
busted_counts "$log" $rc
[ $rc -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
echo "browser: $passed passed, $failed failed"
[ $failed -eq 0 ]
