#!/bin/sh
# Measures the CPU seconds (user + system, its child processes included)
# each spec file takes alone (the specs `make check` runs) into
# tools/spec_weights.txt, which tools/test.sh balances its groups of spec
# files by. CPU time, unlike wall time, barely moves when the machine is
# busy, so the weights can be measured anywhere after a build (needs
# /usr/bin/time, from Debian's package time).
LUA=${LUA:-lua5.4}
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
. tools/scratch.sh
times=$(mktemp)
trap 'rm -rf "$XDG_CACHE_HOME" "$times" ${HANOI_SCRATCH:+"$HANOI_SCRATCH"}' EXIT
out=$(mktemp)
for f in $(find spec -name '*_spec.lua' | sort); do
  : >"$times"
  /usr/bin/time -f "%U %S" -o "$times" \
    busted --lua="$LUA" -o plainTerminal --exclude-tags=manual,slow "$f" >/dev/null 2>&1
  awk -v f="$f" '{ printf "%d %s\n", $1 + $2 + 1, f }' "$times"
done >"$out"
mv "$out" tools/spec_weights.txt
