#!/bin/sh
# Measures the CPU seconds (user + system, its child processes included)
# each spec file takes alone, which tools/groups.sh balances the groups of
# spec files by (the longest first, each to the lightest group). CPU
# time, unlike wall time, barely moves when the machine is busy, so the
# weights can be measured anywhere after a build (needs /usr/bin/time,
# from Debian's package time).
#
#   sh tools/spec_weights.sh          the specs `make check` runs (not those
#                                     tagged slow): tools/spec_weights.txt
#   sh tools/spec_weights.sh test     every spec `make test` runs, the slow
#                                     ones too: tools/spec_weights_test.txt
#   sh tools/spec_weights.sh asan     the same in the sanitized host of
#                                     `make sanitize` (after it built
#                                     build/asan): tools/spec_weights_asan.txt
LUA=${LUA:-lua5.4}
mode=${1:-check}
case $mode in
  check) exclude=manual,slow; file=tools/spec_weights.txt ;;
  test) exclude=manual; file=tools/spec_weights_test.txt ;;
  asan) exclude=manual; file=tools/spec_weights_asan.txt
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    export HANOI_CLOCK_SCALE=10 ;;
  *) echo "usage: sh tools/spec_weights.sh [check|test|asan]" >&2; exit 2 ;;
esac
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
. tools/scratch.sh
times=$(mktemp)
trap 'rm -rf "$XDG_CACHE_HOME" "$times" ${HANOI_SCRATCH:+"$HANOI_SCRATCH"}' EXIT
out=$(mktemp)
for f in $(find spec -name '*_spec.lua' | sort); do
  : >"$times"
  if [ "$mode" = asan ]; then
    /usr/bin/time -f "%U %S" -o "$times" ./build/asan/luahost "$(command -v busted)" --ignore-lua \
      --cpath="./build/asan/?.so" --helper=tools/sanitize-helper.lua -o plainTerminal \
      --exclude-tags="$exclude" "$f" >/dev/null 2>&1
  else
    /usr/bin/time -f "%U %S" -o "$times" \
      busted --lua="$LUA" -o plainTerminal --exclude-tags="$exclude" "$f" >/dev/null 2>&1
  fi
  awk -v f="$f" '{ printf "%d %s\n", $1 + $2 + 1, f }' "$times"
done >"$out"
mv "$out" "$file"
