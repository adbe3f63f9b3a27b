#!/bin/sh
# The body of `make sanitize`: runs the busted suite, then a short fuzz
# run, with the core built by the Makefile under AddressSanitizer and
# UndefinedBehaviorSanitizer. The interpreter (Debian's lua5.4) is not
# instrumented, so the ASan runtime is preloaded into it. Then the
# out-of-memory driver (tools/oom.lua) in BUILD_DIR/oomhost, built with
# the same sanitizers.
#
#   sh tools/sanitize.sh BUILD_DIR [fuzz options]
#
# BUILD_DIR holds hanoi/core.so. Any sanitizer report, a failing spec or
# a fuzz or oom failure fails the run; the last line is
# "sanitize: N passed, N failed".
LUA=${LUA:-lua5.4}
SAN_CC=${SAN_CC:-gcc}
dir=$1; shift
so="$dir/hanoi/core.so"
[ -f "$so" ] || { echo "no sanitized build at $so"; echo "sanitize: 0 passed, 1 failed"; exit 1; }

case "$SAN_CC" in
  *clang*) rt=$("$SAN_CC" -print-file-name="libclang_rt.asan-$(uname -m).so") ;;
  *)       rt=$("$SAN_CC" -print-file-name=libasan.so) ;;
esac
[ -f "$rt" ] || { echo "no ASan runtime for $SAN_CC ($rt)"; echo "sanitize: 0 passed, 1 failed"; exit 1; }

busted=$(command -v busted)
log=$(mktemp); trap 'rm -f "$log"' EXIT
. tools/summary.sh

# detect_leaks: Lua closes its state at exit (busted: os.exit(code, true)),
# so whatever the C core allocated and did not give back is reported.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export HANOI_EXPECT_SO="$so"

# run NAME COMMAND...: runs it, adds its counts and its sanitizer reports
run() {
  name=$1; shift
  echo "== $name against $so"
  "$@" >"$log" 2>&1 </dev/null
  rc=$?
  cat "$log"
  if [ "$name" = busted ]; then busted_counts "$log" $rc; else tool_counts "$name" "$log" $rc; fi
  n=$(grep -cE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: UndefinedBehaviorSanitizer' "$log")
  if [ "$n" -gt 0 ]; then echo "sanitizer reports in the $name run: $n"; failed=$((failed + n)); fi
  if [ $rc -ne 0 ] && [ "$n" -eq 0 ] && [ "$bad" -eq 0 ]; then
    echo "$name exited with $rc"; failed=$((failed + 1))
  fi
}

run busted env LD_PRELOAD="$rt" "$LUA" "$busted" --ignore-lua --cpath="./$dir/?.so" \
  --helper=tools/sanitize-helper.lua -o plainTerminal
run fuzz env LD_PRELOAD="$rt" "$LUA" tools/fuzz.lua --cpath "./$dir/?.so" --expect-so "$so" "$@"
# the out-of-memory host is itself built with the sanitizers: no preload
run oom "./$dir/oomhost" tools/oom.lua --cpath "./$dir/?.so"

echo "sanitize: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
