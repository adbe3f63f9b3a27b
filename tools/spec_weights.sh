#!/bin/sh
# Measures the seconds each spec file takes alone (the specs `make check`
# runs) into tools/spec_weights.txt, which tools/test.sh balances its
# groups of spec files by. Run it on a quiet machine after a build.
LUA=${LUA:-lua5.4}
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
out=$(mktemp)
for f in $(find spec -name '*_spec.lua' | sort); do
  s=$(date +%s%N)
  busted --lua="$LUA" -o plainTerminal --exclude-tags=manual,slow "$f" >/dev/null 2>&1
  e=$(date +%s%N)
  echo "$(( (e - s) / 1000000000 + 1 )) $f"
done >"$out"
mv "$out" tools/spec_weights.txt
