# Sourced by tools/test.sh (`make check`, `make test`) and tools/sanitize.sh
# (`make sanitize`): the busted suite in groups of spec files run side by
# side, one a core (SPEC_JOBS to change, at most 2), each busted with a
# scratch cache of its own. The groups are balanced by the CPU seconds
# the file SPEC_WEIGHTS gives each spec file (the longest first, each to
# the lightest group; a file it does not list counts 1 second;
# tools/spec_weights.sh measures them again): tools/spec_weights.txt for
# `make check`'s specs, tools/spec_weights_test.txt for `make test`'s
# (the slow ones too), tools/spec_weights_asan.txt for the sanitized run.
#
#   spec_groups LOG COMMAND...   runs COMMAND FILES... for each group;
#                                group G's output is in LOG.G, its exit
#                                status in LOG.rcG; sets $jobs
#
# Group G's cache is $XDG_CACHE_HOME/groupG, or with SPEC_CACHES set,
# SPEC_CACHES/groupG: the caches another run of the same files left (the
# same files and weights make the same groups), whose tables it then
# reads instead of building them again (no phase of `make test` does so
# now: docs/testing.md). With SPEC_BIG_TABLES set (a folder of such
# caches: `make test`'s sanitized run is given the plain run's), each
# group's own cache starts with links to the tables over a gigabyte found
# there (the balls of 18 disks of spec/core/exact_spec.lua, 2.9 GB each),
# which it then reads instead of building; every smaller table it builds.
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

spec_groups() {
  sg_log=$1; shift
  find spec -name '*_spec.lua' | sort |
    balance "$jobs" "${SPEC_WEIGHTS:-tools/spec_weights.txt}" >"$sg_log.groups"
  sg_pids=""
  sg=1
  while [ "$sg" -le "$jobs" ]; do
    sg_files=$(awk -v g="$sg" '$1 == g { print $2 }' "$sg_log.groups" | sort)
    sg_cache="${SPEC_CACHES:-$XDG_CACHE_HOME}/group$sg"
    mkdir -p "$sg_cache"
    if [ -n "${SPEC_BIG_TABLES:-}" ] && [ -d "$SPEC_BIG_TABLES" ]; then
      mkdir -p -m 700 "$sg_cache/hanoi"
      # (a link, not a copy: a table is written whole and renamed into
      # place, never changed; where no link can be made the group builds it)
      find "$SPEC_BIG_TABLES"/group* -path '*/hanoi/*.htb' ! -name '.*' -type f -size +1048576k \
        -exec ln {} "$sg_cache/hanoi/" \; 2>/dev/null
    fi
    ( XDG_CACHE_HOME=$sg_cache; export XDG_CACHE_HOME
      if [ -z "$sg_files" ]; then      # (busted given no file would run them all)
        echo "0 successes / 0 failures / 0 errors / 0 pending : 0 seconds" >"$sg_log.$sg"
        echo 0 >"$sg_log.rc$sg"
        exit 0
      fi
      sg_t0=$(date +%s)
      # shellcheck disable=SC2086
      "$@" $sg_files >"$sg_log.$sg" 2>&1 </dev/null; echo $? >"$sg_log.rc$sg"
      # what the group cost, after its output (a line no count is read from)
      times >"$sg_log.times$sg"
      echo "(group $sg of $jobs: $(cpu_seconds "$sg_log.times$sg") s of CPU, $(($(date +%s) - sg_t0)) s of wall)" >>"$sg_log.$sg"
      rm -f "$sg_log.times$sg" ) &
    sg_pids="$sg_pids $!"
    sg=$((sg + 1))
  done
  # shellcheck disable=SC2086
  wait $sg_pids
  rm -f "$sg_log.groups"
}
