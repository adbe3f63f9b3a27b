#!/bin/sh
# The body of `make sanitize`. BUILD_DIR holds the core built with
# AddressSanitizer + UndefinedBehaviorSanitizer (hanoi/core.so) and
# luahost, a Lua 5.4 interpreter built with the same sanitizers (Debian's
# lua5.4 is not instrumented). Under luahost it runs the busted suite (in
# two groups side by side, as `make check` does: tools/groups.sh), a
# short fuzz run and the out-of-memory driver. Running the host, rather
# than preloading the ASan runtime into lua5.4, keeps the sanitizers out
# of the programs the specs start (sh, script, lua5.4, a browser).
#
#   sh tools/sanitize.sh BUILD_DIR [fuzz options]
#
# Any sanitizer report (leaks included: Lua closes its state at exit), a
# failing spec or a fuzz or oom failure fails the run; the last line is
# "sanitize: N passed, N failed".
dir=$1; shift
so="$dir/hanoi/core.so"; host="./$dir/luahost"
for f in "$so" "$host"; do
  [ -f "$f" ] || { echo "no $f"; echo "sanitize: 0 passed, 1 failed"; exit 1; }
done

busted=$(command -v busted)
log=$(mktemp)
# a scratch cache of its own (a group's in a folder of it), never the
# user's nor the plain run's; the disk searches' folders in memory
# where there is room (tools/scratch.sh)
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
own_scratch=
[ -n "$HANOI_SCRATCH" ] || { . tools/scratch.sh; own_scratch=$HANOI_SCRATCH; }
trap 'rm -f "$log"; rm -rf "$XDG_CACHE_HOME" ${own_scratch:+"$own_scratch"}' EXIT
. tools/summary.sh
. tools/groups.sh
# the groups weighed by what each file costs in the sanitized host
SPEC_WEIGHTS=tools/spec_weights_asan.txt
# In `make test` (HANOI_SPEC_TABLES, set by tools/test.sh: the plain run's
# caches), the two balls of 18 disks that spec/core/exact_spec.lua builds,
# 2.9 GB each, are read from the plain run's, not built again: these
# groups still build every smaller table under the sanitizers, through the
# same code (the balls of 15 and 16 disks among them), and read these two
# (the mapping and checksum of 2.9 GB, the search from the start meeting
# them, the ball of fewer disks than the position's at 20 disks) with it.
# `make sanitize` alone builds them too.
SPEC_BIG_TABLES=${HANOI_SPEC_TABLES:-}

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export HANOI_EXPECT_SO="$so"
# every step runs slower here: the teaching kit's watchdog waits longer (the
# count of steps, which decides its verdicts, stays the same)
export HANOI_CLOCK_SCALE=10

# counted NAME LOG RC: adds the counts of a run's output and its sanitizer reports
counted() {
  cat "$2"
  if [ "$1" = busted ]; then busted_counts "$2" "$3"; else phase_counts "$2" "$3"; fi
  n=$(grep -cE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: UndefinedBehaviorSanitizer' "$2")
  if [ "$n" -gt 0 ]; then echo "sanitizer reports in the $1 run: $n"; failed=$((failed + n)); fi
  if [ "$3" -ne 0 ] && [ "$n" -eq 0 ] && [ "$bad" -eq 0 ]; then
    echo "$1 exited with $3"; failed=$((failed + 1))
  fi
}

# run NAME COMMAND...: runs it, adds its counts and its sanitizer reports
run() {
  name=$1; shift
  echo "== $name against $so"
  "$@" >"$log" 2>&1 </dev/null
  counted "$name" "$log" $?
}

# the busted suite, every spec file once, in groups side by side
spec_groups "$log" "$host" "$busted" --ignore-lua --cpath="./$dir/?.so" \
  --helper=tools/sanitize-helper.lua -o plainTerminal
g=1
while [ "$g" -le "$jobs" ]; do
  echo "== busted (group $g of $jobs) against $so"
  counted busted "$log.$g" "$(cat "$log.rc$g")"
  rm -f "$log.$g" "$log.rc$g"
  g=$((g + 1))
done
# (the core it must find in /proc/self/maps, which names a file by its
# path with the links resolved: the Lua 5.5 run's build/ is one)
run fuzz sh tools/fuzz.sh "${SAN_FUZZ_LIMIT:-150}" "$dir/fuzz.trace" \
  "$host" tools/fuzz.lua --cpath "./$dir/?.so" --expect-so "$(cd "$dir/hanoi" && pwd -P)/core.so" "$@"
run oom "$host" tools/oom.lua --cpath "./$dir/?.so"

echo "sanitize: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
