#!/bin/sh
# The body of `make sanitize`: runs the busted suite, then a short fuzz
# run, with the core built by the Makefile under AddressSanitizer and
# UndefinedBehaviorSanitizer. The interpreter (Debian's lua5.4) is not
# instrumented, so the ASan runtime is preloaded into it.
#
#   sh tools/sanitize.sh BUILD_DIR [fuzz options]
#
# BUILD_DIR holds hanoi/core.so. Any sanitizer report, a failing spec or
# a fuzz failure fails the run; the last line is "sanitize: N passed, N failed".
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
passed=0; failed=0

# detect_leaks: Lua closes its state at exit (busted: os.exit(code, true)),
# so whatever the C core allocated and did not give back is reported.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=86:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export HANOI_EXPECT_SO="$so"

reports() {  # counts sanitizer reports in the log
  grep -cE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: UndefinedBehaviorSanitizer' "$log"
}

echo "== busted against $so (preloading $rt)"
LD_PRELOAD="$rt" "$LUA" "$busted" --ignore-lua --cpath="./$dir/?.so" \
  --helper=tools/sanitize-helper.lua -o plainTerminal >"$log" 2>&1
rc=$?
cat "$log"
line=$(grep -E '^[0-9]+ success(es)? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' "$log" | tail -n 1)
if [ -n "$line" ]; then
  ok=${line%% *}
  bad=$(echo "$line" | sed -E 's#^[0-9]+ success(es)? / ([0-9]+) failures? / ([0-9]+) errors?.*#\2 \3#')
  passed=$((passed + ok)); failed=$((failed + ${bad% *} + ${bad#* }))
else
  echo "busted printed no summary (exit $rc)"; failed=$((failed + 1))
fi
n=$(reports)
if [ "$n" -gt 0 ]; then echo "sanitizer reports in the busted run: $n"; failed=$((failed + n)); fi
if [ $rc -ne 0 ] && [ "$n" -eq 0 ] && [ "$failed" -eq 0 ]; then
  echo "busted exited with $rc"; failed=$((failed + 1))
fi

# a tool that ends with "NAME: N passed, N failed"; $1 NAME, then the command
tool() {
  name=$1; shift
  echo "== $name against $so"
  "$@" >"$log" 2>&1 </dev/null
  rc=$?
  cat "$log"
  line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed" "$log" | tail -n 1)
  bad=1
  if [ -n "$line" ]; then
    ok=$(echo "$line" | sed -E "s#^$name: ([0-9]+) passed.*#\\1#")
    bad=$(echo "$line" | sed -E "s#^$name: [0-9]+ passed, ([0-9]+) failed.*#\\1#")
    passed=$((passed + ok)); failed=$((failed + bad))
  else
    echo "$name printed no summary (exit $rc)"; failed=$((failed + 1))
  fi
  n=$(reports)
  if [ "$n" -gt 0 ]; then echo "sanitizer reports in the $name run: $n"; failed=$((failed + n)); fi
  if [ $rc -ne 0 ] && [ "$n" -eq 0 ] && [ "$bad" = 0 ]; then
    echo "$name exited with $rc"; failed=$((failed + 1))
  fi
}

tool fuzz env LD_PRELOAD="$rt" "$LUA" tools/fuzz.lua --cpath "./$dir/?.so" --expect-so "$so" "$@"
# the out-of-memory host is itself built with the sanitizers: no preload
tool oom "./$dir/oomhost" tools/oom.lua --cpath "./$dir/?.so"

echo "sanitize: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
