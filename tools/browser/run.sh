#!/bin/sh
# `make browser-test`, a phase of `make test`: busted over spec/*_browser.lua
# (the HTML page in headless Chromium), summed up as one line
# "browser: N passed, N failed".
LUA=${LUA:-lua5.4}
log=$(mktemp); trap 'rm -f "$log"' EXIT
busted --lua="$LUA" -o plainTerminal --pattern=_browser spec >"$log" 2>&1
rc=$?
cat "$log"
line=$(grep -E '^[0-9]+ successes? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' "$log" | tail -n 1)
if [ -z "$line" ]; then
  echo "browser: 0 passed, 1 failed"
  exit 1
fi
ok=$(echo "$line" | sed -E 's#^([0-9]+) success.*#\1#')
bad=$(echo "$line" | sed -E 's#^[0-9]+ successe?s? / ([0-9]+) failures? / ([0-9]+) errors?.*#\1 \2#')
failed=$((${bad% *} + ${bad#* }))
[ $rc -ne 0 ] && [ $failed -eq 0 ] && failed=1
echo "browser: $ok passed, $failed failed"
[ $failed -eq 0 ]
