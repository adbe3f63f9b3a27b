#!/bin/sh
# Runs tools/fuzz.lua under a time limit, since a C call that never
# returns cannot be stopped from Lua. When the limit is reached it prints
# the run and the call in progress (from the --trace file) and
# "fuzz: 0 passed, 1 failed".
#
#   sh tools/fuzz.sh LIMIT_SECONDS TRACE_FILE INTERPRETER tools/fuzz.lua [options]
limit=$1; trace=$2; shift 2
mkdir -p "$(dirname "$trace")"
timeout "$limit" "$@" --trace "$trace" </dev/null
rc=$?
if [ $rc -eq 124 ]; then
  echo "fuzz: stopped after ${limit}s; the run and the call in progress:"
  grep '^run ' "$trace" | tail -n 1
  tail -n 1 "$trace"
  echo "fuzz: 0 passed, 1 failed"
fi
exit $rc
