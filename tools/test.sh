#!/bin/sh
# The body of `make check` and `make test`: the busted suite under Lua 5.4
# (but the tags in BUSTED_EXCLUDE, default "manual"; in two groups side by
# side on two cores), then each extra
# phase named as an argument (a make target that prints its own
# "N passed, N failed" line). Sums them into one closing line and fails
# on any failure, or on a run that exits non-zero without counting one.
LUA=${LUA:-lua5.4}
BUSTED_EXCLUDE=${BUSTED_EXCLUDE:-manual}
log=$(mktemp)
# the searches keep their tables in a cache: the specs' one is a scratch
# directory, never the user's
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
# the disk searches' folders in memory where there is room (tools/scratch.sh)
. tools/scratch.sh
trap 'rm -f "$log"; rm -rf "$XDG_CACHE_HOME" ${HANOI_SCRATCH:+"$HANOI_SCRATCH"}' EXIT
. tools/summary.sh

# The spec files in SPEC_JOBS groups (default: one per core, at most 2)
# run side by side, each busted with a scratch cache of its own; the
# groups are balanced by the seconds tools/spec_weights.txt gives each
# file (the longest first, each to the lightest group; a file it does not
# list counts 1 second; tools/spec_weights.sh measures them again).
jobs=${SPEC_JOBS:-$(nproc 2>/dev/null || echo 1)}
[ "$jobs" -gt 2 ] && jobs=2
[ "$jobs" -lt 1 ] && jobs=1
find spec -name '*_spec.lua' | sort | awk -v jobs="$jobs" '
  FILENAME == "tools/spec_weights.txt" { w[$2] = $1; next }
  { f[++n] = $0; s[n] = ($0 in w) ? w[$0] : 1 }
  END {
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
      if (s[j] > s[i]) { t = s[i]; s[i] = s[j]; s[j] = t; t = f[i]; f[i] = f[j]; f[j] = t }
    for (g = 1; g <= jobs; g++) load[g] = 0
    for (i = 1; i <= n; i++) {
      best = 1
      for (g = 2; g <= jobs; g++) if (load[g] < load[best]) best = g
      load[best] += s[i]; print best, f[i]
    }
  }' tools/spec_weights.txt - >"$log.groups"
pids=""
g=1
while [ "$g" -le "$jobs" ]; do
  files=$(awk -v g="$g" '$1 == g { print $2 }' "$log.groups" | sort)
  mkdir -p "$XDG_CACHE_HOME/group$g"
  ( XDG_CACHE_HOME="$XDG_CACHE_HOME/group$g"; export XDG_CACHE_HOME
    # shellcheck disable=SC2086
    busted --lua="$LUA" -o plainTerminal --exclude-tags="$BUSTED_EXCLUDE" $files \
      >"$log.$g" 2>&1; echo $? >"$log.rc$g" ) &
  pids="$pids $!"
  g=$((g + 1))
done
wait $pids
g=1
while [ "$g" -le "$jobs" ]; do
  rc=$(cat "$log.rc$g")
  cat "$log.$g"
  busted_counts "$log.$g" "$rc"
  [ "$rc" -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
  rm -f "$log.$g" "$log.rc$g"
  g=$((g + 1))
done
rm -f "$log.groups"

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
