#!/bin/sh
# The body of `make check` and `make test`: the busted suite under Lua 5.4
# (but the tags in BUSTED_EXCLUDE, default "manual"; in two groups side by
# side on two cores), then each extra phase named as an argument (a make
# target that prints its own "N passed, N failed" line; on two cores, those
# that mostly wait beside the specs from the start, each in a lane of its
# own, the others in two lanes side by side after them). Sums them into one closing line and fails on
# any failure, or on a run that exits non-zero without counting one.
LUA=${LUA:-lua5.4}
BUSTED_EXCLUDE=${BUSTED_EXCLUDE:-manual}
log=$(mktemp)
t_start=$(date +%s)
# the searches keep their tables in a cache: the specs' one is a scratch
# directory, never the user's
XDG_CACHE_HOME=$(mktemp -d); export XDG_CACHE_HOME
# the disk searches' folders in memory where there is room (tools/scratch.sh)
. tools/scratch.sh
trap 'rm -f "$log"; rm -rf "$XDG_CACHE_HOME" ${HANOI_SCRATCH:+"$HANOI_SCRATCH"}' EXIT
. tools/summary.sh

# run_lane LANE NICE PHASE...: the phases one after another, in the
# background (its pid appended to $pids), at the niceness NICE, each with
# its output, exit status and "lane L, A s to B s after the start, C s of
# CPU" in files of its own; the lane with a scratch cache of its own, as
# each group of specs
pids=""
run_lane() {
  rl_lane=$1 rl_nice=$2; shift 2
  mkdir -p "$XDG_CACHE_HOME/lane$rl_lane"
  ( XDG_CACHE_HOME="$XDG_CACHE_HOME/lane$rl_lane"; export XDG_CACHE_HOME
    times >"$log.phase.times$rl_lane"
    for phase in "$@"; do
      t0=$(date +%s) c0=$(cpu_seconds "$log.phase.times$rl_lane")
      nice -n "$rl_nice" make --no-print-directory "$phase" >"$log.phase.$phase" 2>&1 </dev/null
      echo $? >"$log.phase.$phase.rc"
      # when it ran and what it cost (the CPU of the children it waited for)
      times >"$log.phase.times$rl_lane"
      echo "lane $rl_lane, $((t0 - t_start)) s to $(($(date +%s) - t_start)) s after the start," \
        "$(awk -v a="$c0" -v b="$(cpu_seconds "$log.phase.times$rl_lane")" 'BEGIN { printf "%.1f", b - a }') s of CPU" \
        >"$log.phase.$phase.when"
    done
    rm -f "$log.phase.times$rl_lane" ) &
  pids="$pids $!"
}

. tools/groups.sh
# The phases that spend most of their time waiting (tools/spec_weights_phases.txt
# marks them "waits": mpi-test on its ranks' checkpoints and on Slurm,
# browser-test on its pages' timers) each run in a lane of their own where
# there are two cores (lanes 3, 4, ...), started now, beside the specs and
# the other lanes, whose CPU fills their waits; none of them reads the
# specs' tables.
waiting=""
if [ "$jobs" -gt 1 ]; then
  w=$jobs
  for phase in "$@"; do
    if awk -v p="$phase" '$2 == p && $3 == "waits" { found = 1 } END { exit !found }' \
        tools/spec_weights_phases.txt; then
      waiting="$waiting $phase"
      w=$((w + 1))
      run_lane "$w" 0 "$phase"
    fi
  done
fi

# Beside waiting lanes, the lanes that keep the cores busy (the groups of
# specs, the other phases) run at a niceness of CPU_NICE (default 10), so
# that a waiting lane gets a core as soon as it has work: on two cores
# mpi-test, given equal shares, took 820 s of wall for its 90 s of CPU
# (300 s alone) and ended last; what the busy lanes give up is the little
# CPU the waiting ones use.
[ -n "$waiting" ] && CPU_NICE=${CPU_NICE:-10} || CPU_NICE=0

# the spec files in groups side by side, one a core (tools/groups.sh),
# weighed by what each costs with the tags left out: the slow specs too,
# or not
case ",$BUSTED_EXCLUDE," in
  *,slow,*) SPEC_WEIGHTS=tools/spec_weights.txt ;;
  *) SPEC_WEIGHTS=tools/spec_weights_test.txt ;;
esac
spec_groups "$log" nice -n "$CPU_NICE" busted --lua="$LUA" -o plainTerminal --exclude-tags="$BUSTED_EXCLUDE"
g=1
while [ "$g" -le "$jobs" ]; do
  rc=$(cat "$log.rc$g")
  cat "$log.$g"
  busted_counts "$log.$g" "$rc"
  [ "$rc" -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
  rm -f "$log.$g" "$log.rc$g"
  g=$((g + 1))
done

# The other phases: where there are two groups, in two lanes side by side
# (the phases of a lane one after another), balanced as the spec files
# are by the CPU seconds tools/spec_weights_phases.txt gives each phase
# (a phase it does not list counts 1 second); their outputs in the order
# named. A lane runs its lightest phase first: the heaviest, sanitize and
# check-lua5.5, run their specs in two groups, so the lanes end on phases
# that keep both cores busy, not on one process alone.
for phase in "$@"; do
  case " $waiting " in *" $phase "*) ;; *) echo "$phase" ;; esac
done | balance "$jobs" tools/spec_weights_phases.txt >"$log.lanes"
# the groups' caches, for the sanitized run (tools/sanitize.sh) and the
# Lua 5.5 run (tools/lua55/check.sh), which read the two tables over a
# gigabyte from them instead of building them
HANOI_SPEC_TABLES=$XDG_CACHE_HOME; export HANOI_SPEC_TABLES
g=1
while [ "$g" -le "$jobs" ]; do
  # shellcheck disable=SC2046
  run_lane "$g" "$CPU_NICE" $(awk -v g="$g" '$1 == g { p[++n] = $2 } END { while (n) print p[n--] }' "$log.lanes")
  g=$((g + 1))
done
# shellcheck disable=SC2086
wait $pids
rm -f "$log.lanes"
for phase in "$@"; do
  echo "== make $phase ($(cat "$log.phase.$phase.when" 2>/dev/null))"
  rc=$(cat "$log.phase.$phase.rc" 2>/dev/null || echo 1)
  cat "$log.phase.$phase"
  phase_counts "$log.phase.$phase" "$rc"
  [ "$rc" -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
  rm -f "$log.phase.$phase" "$log.phase.$phase.rc" "$log.phase.$phase.when"
done
[ $# -gt 0 ] && echo "(the phases ended $(($(date +%s) - t_start)) s after the start)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
