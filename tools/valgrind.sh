#!/bin/sh
# The body of `make valgrind`: busted on the specs named in VG_SPECS
# (default: the whole suite), a fuzz run and the out-of-memory driver
# (BUILD_DIR/luahost tools/oom.lua), under valgrind memcheck with the
# ordinary build (BUILD_DIR/hanoi/core.so). Each run is stopped after
# VG_LIMIT seconds (default 1800).
# Any invalid access, use of uninitialised memory or leak (definite,
# indirect or possible) fails the run; the last line is
# "valgrind: N passed, N failed".
#
#   sh tools/valgrind.sh BUILD_DIR [fuzz options]
LUA=${LUA:-lua5.4}
dir=$1; shift
busted=$(command -v busted)
log=$(mktemp); vlog=$(mktemp); trap 'rm -f "$log" "$vlog"' EXIT
# every step runs far slower under memcheck: the teaching kit's watchdog
# waits longer (the count of steps, which decides its verdicts, stays the same)
export HANOI_CLOCK_SCALE=50
. tools/summary.sh

# run NAME COMMAND...: runs it under memcheck, adds its counts and errors
run() {
  name=$1; shift
  echo "== $name under valgrind"
  timeout "${VG_LIMIT:-1800}" valgrind --tool=memcheck --error-exitcode=99 --leak-check=full \
    --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --track-origins=yes \
    --log-file="$vlog" "$@" >"$log" 2>&1 </dev/null
  rc=$?
  tail -n 5 "$log"
  if [ $rc -eq 124 ]; then
    echo "$name stopped after ${VG_LIMIT:-1800}s"
    [ "$name" = fuzz ] && tail -n 1 "$dir/fuzz-valgrind.trace"
  fi
  if [ "$name" = busted ]; then busted_counts "$log" $rc; else phase_counts "$log" $rc; fi
  grep -E '^==[0-9]+== +(ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|All heap blocks)' "$vlog"
  errs=$(sed -nE 's/.*ERROR SUMMARY: ([0-9]+) errors.*/\1/p' "$vlog" | tail -n 1)
  if [ "${errs:-1}" -gt 0 ] || [ $rc -eq 99 ]; then
    grep -E '^==[0-9]+== ' "$vlog" | head -n 80
    echo "valgrind found ${errs:-?} errors in the $name run"; failed=$((failed + 1))
  fi
}

# shellcheck disable=SC2086 # VG_SPECS is a list of paths
run busted "$LUA" "$busted" --ignore-lua --cpath="./$dir/?.so" -o plainTerminal ${VG_SPECS:-}
run fuzz "$LUA" tools/fuzz.lua --cpath "./$dir/?.so" --trace "$dir/fuzz-valgrind.trace" "$@"
run oom "./$dir/luahost" tools/oom.lua --cpath "./$dir/?.so"

echo "valgrind: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
