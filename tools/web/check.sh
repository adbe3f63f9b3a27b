#!/bin/sh
# `make web-check`, a phase of `make test`: the engine just built
# ($1) is byte for byte the committed one ($2), and it answers as the
# native module does (tools/web/test.js). One line "web: N passed, N failed".
built=$1 committed=$2
if cmp -s "$built" "$committed"; then
  same=1
else
  same=0
  echo "$committed is not what the sources build: run 'make web' and commit it"
fi
out=$(node tools/web/test.js "$built" 2>&1); rc=$?
echo "$out" | grep -v '^web: '
passed=$(echo "$out" | sed -n 's/^web: \([0-9]*\) passed.*/\1/p')
failed=$(echo "$out" | sed -n 's/^web: [0-9]* passed, \([0-9]*\) failed/\1/p')
passed=${passed:-0} failed=${failed:-1}
[ $rc -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
if [ $same -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
echo "web: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
