#!/bin/sh
# The body of `make test`: the busted suite under Lua 5.4, then each
# extra phase named as an argument (a make target that prints its own
# "N passed, N failed" line). Sums them into one closing line.
LUA=${LUA:-lua5.4}
passed=0; failed=0
log=$(mktemp); trap 'rm -f "$log"' EXIT

busted --lua="$LUA" -o plainTerminal >"$log" 2>&1
rc=$?
cat "$log"
line=$(grep -E '^[0-9]+ successes? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' "$log" | tail -n 1)
if [ -n "$line" ]; then
  ok=$(echo "$line" | sed -E 's#^([0-9]+) success.*#\1#')
  bad=$(echo "$line" | sed -E 's#^[0-9]+ successe?s? / ([0-9]+) failures? / ([0-9]+) errors?.*#\1 \2#')
  passed=$((passed + ok)); failed=$((failed + ${bad% *} + ${bad#* }))
  [ $rc -ne 0 ] && [ "$bad" = "0 0" ] && failed=$((failed + 1))
else
  echo "busted printed no summary (exit $rc)"; failed=$((failed + 1))
fi

for phase in "$@"; do
  echo "== make $phase"
  make --no-print-directory "$phase" >"$log" 2>&1
  rc=$?
  cat "$log"
  line=$(grep -E '^([A-Za-z]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    ok=$(echo "$line" | sed -E 's#^([A-Za-z]+: )?([0-9]+) passed.*#\2#')
    bad=$(echo "$line" | sed -E 's#^([A-Za-z]+: )?[0-9]+ passed, ([0-9]+) failed.*#\2#')
    passed=$((passed + ok)); failed=$((failed + bad))
    [ $rc -ne 0 ] && [ "$bad" = "0" ] && failed=$((failed + 1))
  else
    echo "make $phase printed no 'N passed, N failed' line (exit $rc)"
    failed=$((failed + 1))
  fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
