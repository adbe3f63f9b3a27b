#!/bin/sh
# The body of `make check` and `make test`: the busted suite under Lua 5.4
# (but the tags in BUSTED_EXCLUDE, default "manual"), then each extra
# phase named as an argument (a make target that prints its own
# "N passed, N failed" line). Sums them into one closing line and fails
# on any failure, or on a run that exits non-zero without counting one.
LUA=${LUA:-lua5.4}
BUSTED_EXCLUDE=${BUSTED_EXCLUDE:-manual}
log=$(mktemp)
# the searches keep their tables in a cache: the specs' one is a scratch
# directory, never the user's
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
trap 'rm -f "$log"; rm -rf "$XDG_CACHE_HOME"' EXIT
. tools/summary.sh

busted --lua="$LUA" -o plainTerminal --exclude-tags="$BUSTED_EXCLUDE" >"$log" 2>&1
rc=$?
cat "$log"
busted_counts "$log" $rc
[ $rc -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))

for phase in "$@"; do
  echo "== make $phase"
  make --no-print-directory "$phase" >"$log" 2>&1
  rc=$?
  cat "$log"
  phase_counts "$log" $rc
  [ $rc -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
