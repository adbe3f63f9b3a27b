#!/bin/sh
# The body of `make valgrind`: the busted suite, a fuzz run and the
# out-of-memory driver (BUILD_DIR/oomhost tools/oom.lua), under
# valgrind memcheck with the ordinary build (BUILD_DIR/hanoi/core.so).
# Any invalid access, use of uninitialised memory or leak (definite,
# indirect or possible) fails the run; the last line is
# "valgrind: N passed, N failed".
#
#   sh tools/valgrind.sh BUILD_DIR [fuzz options]
LUA=${LUA:-lua5.4}
dir=$1; shift
busted=$(command -v busted)
log=$(mktemp); vlog=$(mktemp); trap 'rm -f "$log" "$vlog"' EXIT
passed=0; failed=0
VG="valgrind --tool=memcheck --error-exitcode=99 --leak-check=full
  --show-leak-kinds=definite,indirect,possible
  --errors-for-leak-kinds=definite,indirect,possible --track-origins=yes"

check() {  # $1: what ran; $2: its exit status
  errs=$(grep -E '== ERROR SUMMARY: [0-9]+ errors' "$vlog" | sed -E 's/.*ERROR SUMMARY: ([0-9]+) errors.*/\1/' | awk '{s+=$1} END {print s+0}')
  grep -E '^==[0-9]+== +(ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|All heap blocks)' "$vlog"
  if [ "$errs" -gt 0 ] || [ "$2" -eq 99 ]; then
    grep -E '^==[0-9]+== ' "$vlog" | head -n 80
    echo "valgrind found $errs errors in $1"; failed=$((failed + 1))
  fi
}

echo "== busted under valgrind"
$VG --log-file="$vlog" "$LUA" "$busted" --ignore-lua --cpath="./$dir/?.so" -o plainTerminal >"$log" 2>&1
rc=$?
tail -n 3 "$log"
line=$(grep -E '^[0-9]+ success(es)? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' "$log" | tail -n 1)
if [ -n "$line" ]; then
  ok=${line%% *}
  bad=$(echo "$line" | sed -E 's#^[0-9]+ success(es)? / ([0-9]+) failures? / ([0-9]+) errors?.*#\2 \3#')
  passed=$((passed + ok)); failed=$((failed + ${bad% *} + ${bad#* }))
else
  cat "$log"; echo "busted printed no summary (exit $rc)"; failed=$((failed + 1))
fi
check busted $rc

echo "== fuzz under valgrind"
$VG --log-file="$vlog" "$LUA" tools/fuzz.lua --cpath "./$dir/?.so" "$@" >"$log" 2>&1 </dev/null
rc=$?
cat "$log"
line=$(grep -E '^fuzz: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
if [ -n "$line" ]; then
  passed=$((passed + $(echo "$line" | sed -E 's#^fuzz: ([0-9]+) passed.*#\1#')))
  failed=$((failed + $(echo "$line" | sed -E 's#^fuzz: [0-9]+ passed, ([0-9]+) failed.*#\1#')))
else
  echo "fuzz printed no summary (exit $rc)"; failed=$((failed + 1))
fi
check fuzz $rc

echo "== out-of-memory driver under valgrind"
if [ -x "$dir/oomhost" ]; then
  $VG --log-file="$vlog" "./$dir/oomhost" tools/oom.lua --cpath "./$dir/?.so" >"$log" 2>&1 </dev/null
  rc=$?
  cat "$log"
  line=$(grep -E '^oom: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -n "$line" ]; then
    passed=$((passed + $(echo "$line" | sed -E 's#^oom: ([0-9]+) passed.*#\1#')))
    failed=$((failed + $(echo "$line" | sed -E 's#^oom: [0-9]+ passed, ([0-9]+) failed.*#\1#')))
  else
    echo "oom printed no summary (exit $rc)"; failed=$((failed + 1))
  fi
  check oom $rc
else
  echo "no $dir/oomhost"; failed=$((failed + 1))
fi

echo "valgrind: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
