# Sourced by tools/test.sh (`make check`, `make test`) and tools/sanitize.sh
# (`make sanitize`): the busted suite in groups run side by side, one a
# core (SPEC_JOBS to change, at most 2), each busted with a scratch cache
# of its own. The spec files go in batches, the heaviest first by the CPU
# seconds the file SPEC_WEIGHTS gives each (a file of SPEC_BATCH seconds,
# default 10, or more alone, the lighter ones together up to that much; a
# file it does not list counts 1 second; tools/spec_weights.sh measures
# them again): tools/spec_weights.txt for `make check`'s specs,
# tools/spec_weights_test.txt for `make test`'s (the slow ones too),
# tools/spec_weights_asan.txt for the sanitized run. Each group takes the
# next batch no group has taken as soon as it is done with one, so that a
# weight that is wrong costs at most one batch's difference at the end,
# and the groups end together.
#
#   spec_groups LOG COMMAND...   runs COMMAND FILES... for each batch, in
#                                the groups; group G's output is in LOG.G
#                                (each batch's, then the sum of their
#                                counts as busted's closing line), its exit
#                                status in LOG.rcG (non-zero when a batch's
#                                was); sets $jobs
#
# Group G's cache is $XDG_CACHE_HOME/groupG. With SPEC_BIG_TABLES set (a
# folder of such caches: `make test`'s sanitized and Lua 5.5 runs are
# given the plain run's), each group's own cache starts with links to the
# tables over a gigabyte found there (the balls of 18 disks of
# spec/core/exact_spec.lua, 2.9 GB each), which it then reads instead of
# building; every smaller table it builds.
jobs=${SPEC_JOBS:-$(nproc 2>/dev/null || echo 1)}
[ "$jobs" -gt 2 ] && jobs=2
[ "$jobs" -lt 1 ] && jobs=1

# balance JOBS WEIGHTS: the names on standard input in JOBS groups, a line
# "GROUP NAME" each; the heaviest first, each to the lightest group so far,
# by the seconds the file WEIGHTS gives each name ("SECONDS NAME" lines; a
# name it does not list counts 1)
balance() {
  awk -v jobs="$1" '
    FILENAME != "-" { w[$2] = $1; next }
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
    }' "$2" -
}

# cpu_seconds FILE: the CPU seconds (user + system) of the children a shell
# waited for, from what its `times` wrote to FILE (its second line)
cpu_seconds() {
  awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2] }
                 printf "%.1f", t }' "$1"
}

# batches WEIGHTS: the spec files in batches, a line of names each (above)
batches() {
  find spec -name '*_spec.lua' | sort | awk -v most="${SPEC_BATCH:-10}" '
    FILENAME != "-" { w[$2] = $1; next }
    { f[++n] = $0; s[n] = ($0 in w) ? w[$0] : 1 }
    END {
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
        if (s[j] > s[i]) { t = s[i]; s[i] = s[j]; s[j] = t; t = f[i]; f[i] = f[j]; f[j] = t }
      line = ""; sum = 0
      for (i = 1; i <= n; i++) {
        line = line (line == "" ? "" : " ") f[i]; sum += s[i]
        if (sum >= most) { print line; line = ""; sum = 0 }
      }
      if (line != "") print line
    }' "$1" -
}

spec_groups() {
  sg_log=$1; shift
  batches "${SPEC_WEIGHTS:-tools/spec_weights.txt}" >"$sg_log.batches"
  sg_n=$(wc -l <"$sg_log.batches")
  # a batch is taken by the group that makes its folder here first
  sg_taken=$(mktemp -d)
  sg_pids=""
  sg=1
  while [ "$sg" -le "$jobs" ]; do
    sg_cache="$XDG_CACHE_HOME/group$sg"
    mkdir -p "$sg_cache"
    if [ -n "${SPEC_BIG_TABLES:-}" ] && [ -d "$SPEC_BIG_TABLES" ]; then
      mkdir -p -m 700 "$sg_cache/hanoi"
      # (a link, not a copy: a table is written whole and renamed into
      # place, never changed; where no link can be made the group builds it)
      find "$SPEC_BIG_TABLES"/group* -path '*/hanoi/*.htb' ! -name '.*' -type f -size +1048576k \
        -exec ln {} "$sg_cache/hanoi/" \; 2>/dev/null
    fi
    ( XDG_CACHE_HOME=$sg_cache; export XDG_CACHE_HOME
      sg_t0=$(date +%s)
      : >"$sg_log.$sg"
      sg_rc=0 sg_counts="0 0 0 0 0"
      i=1
      while [ "$i" -le "$sg_n" ]; do
        if mkdir "$sg_taken/$i" 2>/dev/null; then
          sg_files=$(sed -n "${i}p" "$sg_log.batches")
          # shellcheck disable=SC2086
          "$@" $sg_files >"$sg_log.$sg.batch" 2>&1 </dev/null
          rc=$?
          cat "$sg_log.$sg.batch" >>"$sg_log.$sg"
          line=$(grep -E '^[0-9]+ success(es)? / [0-9]+ failures? / [0-9]+ errors? / [0-9]+ pending' \
            "$sg_log.$sg.batch" | tail -n 1)
          if [ -z "$line" ]; then
            echo "busted printed no summary for $sg_files (exit $rc)" >>"$sg_log.$sg"
            line="0 successes / 0 failures / 1 error / 0 pending : 0 seconds"
          fi
          sg_counts=$(echo "$sg_counts $line" | awk '{ printf "%d %d %d %d %.6f", $1 + $6, $2 + $9, $3 + $12, $4 + $15, $5 + $18 }')
          [ "$rc" -ne 0 ] && sg_rc=$rc
        fi
        i=$((i + 1))
      done
      rm -f "$sg_log.$sg.batch"
      echo "(group $sg of $jobs, its batches together:)" >>"$sg_log.$sg"
      echo "$sg_counts" | awk '{ printf "%d successes / %d failures / %d errors / %d pending : %s seconds\n", $1, $2, $3, $4, $5 }' >>"$sg_log.$sg"
      echo "$sg_rc" >"$sg_log.rc$sg"
      # what the group cost, after its output (a line no count is read from)
      times >"$sg_log.times$sg"
      echo "(group $sg of $jobs: $(cpu_seconds "$sg_log.times$sg") s of CPU, $(($(date +%s) - sg_t0)) s of wall)" >>"$sg_log.$sg"
      rm -f "$sg_log.times$sg" ) &
    sg_pids="$sg_pids $!"
    sg=$((sg + 1))
  done
  # shellcheck disable=SC2086
  wait $sg_pids
  rm -rf "$sg_log.batches" "$sg_taken"
}
