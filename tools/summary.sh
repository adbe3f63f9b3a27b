# Sourced by tools/test.sh, sanitize.sh, valgrind.sh and browser/run.sh: adds up the
# "N passed, N failed" of the runs they make into $passed and $failed.
passed=0; failed=0

# busted_counts LOG RC: the counts of busted's closing line in LOG
busted_counts() {
  line=$(grep -E '^[0-9]+ success(es)? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' "$1" | tail -n 1)
  if [ -n "$line" ]; then
    bad=$(echo "$line" | sed -E 's#^[0-9]+ success(es)? / ([0-9]+) failures? / ([0-9]+) errors?.*#\2 \3#')
    passed=$((passed + ${line%% *})); failed=$((failed + ${bad% *} + ${bad#* }))
    bad=$((${bad% *} + ${bad#* }))
  else
    echo "busted printed no summary (exit $2)"; failed=$((failed + 1)); bad=1
  fi
}

# phase_counts LOG RC: the counts of the last "[NAME: ]N passed, N failed"
# line in LOG, as a phase of `make test` prints it
phase_counts() {
  line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$1" | tail -n 1)
  if [ -n "$line" ]; then
    bad=$(echo "$line" | sed -E 's#^([A-Za-z-]+: )?[0-9]+ passed, ([0-9]+) failed.*#\2#')
    passed=$((passed + $(echo "$line" | sed -E 's#^([A-Za-z-]+: )?([0-9]+) passed.*#\2#')))
    failed=$((failed + bad))
  else
    echo "no 'N passed, N failed' line (exit $2)"; failed=$((failed + 1)); bad=1
  fi
}
