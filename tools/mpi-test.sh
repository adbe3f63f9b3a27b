#!/bin/sh
# The phase `make mpi-test`: hanoi-bfs-mpi (the breadth-first search on
# MPI) against hanoi.bfs, run by lua5.4 with the module just built (the
# `hanoi bfs` command, whose --json and --csv it must print byte for
# byte), on 1 to 4 ranks of this machine (--oversubscribe); then runs
# stopped by Ctrl-C and by a rank killed, started again from their
# checkpoints; tampered shards and the two checkpoint generations; the
# memory cap; a refusal and a failed first checkpoint leaving --dir as they
# found it; damage done during runs (HANOI_BFS_MPI_DAMAGE: memory, a
# working shard file, a checkpoint, update records, a batch in flight);
# SIGTERM and SIGUSR1; FIFOs, an ESC in --dir, long values; --plan against
# the runs; the Slurm batch script's steps; runs stopped on R ranks going
# on on another number (re-sharding), damaged checkpoints among them;
# --antipodes against a breadth-first search of the test's own; --threads.
# Never timed: the waits for a checkpoint only catch a hang. Ends with "N passed, N failed".
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
ROOT=$(pwd)
# (mpirun hands its standard input to rank 0: never the lists read here)
MPIRUN="mpirun --oversubscribe"
[ "$(id -u)" = 0 ] && MPIRUN="$MPIRUN --allow-run-as-root"
# Open MPI's warnings about the machine (no high-speed network) are noise here
OMPI_MCA_btl_base_warn_component_unused=0; export OMPI_MCA_btl_base_warn_component_unused
# containers often forbid the kernel's single-copy transfers between processes
OMPI_MCA_btl_vader_single_copy_mechanism=none; export OMPI_MCA_btl_vader_single_copy_mechanism
passed=0; failed=0; EXTRA=; CKPT=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# the reference: hanoi.bfs through `hanoi bfs` (lua5.4, build/hanoi/core.so)
ref() { lua5.4 "$ROOT/bin/hanoi" bfs "$@" 2>/dev/null </dev/null; }
mpi() { r=$1; shift; $MPIRUN -np "$r" "$BIN" "$@" 2>>"$tmp/stderr" </dev/null; }

# ---- the same answers on 1 to 4 ranks (RANKS: ARGS) ----
while read -r ranks args; do
  [ -z "$args" ] && continue
  # shellcheck disable=SC2086
  want=$(ref $args)
  if [ -z "$want" ]; then fail "hanoi bfs $args printed nothing"; continue; fi
  for r in $(echo "$ranks" | sed 's/./& /g'); do
    # shellcheck disable=SC2086
    got=$(mpi "$r" $args)
    if [ "$got" = "$want" ]; then pass; else
      fail "-np $r $args: not the output of hanoi bfs"; echo "$got" | head -c 400; echo
      tail -n 5 "$tmp/stderr"
    fi
  done
done <<'EOF'
1234 10 3 --json
1234 12 4 --json
1234 9 5 --json
1234 8 6 --json
23 12 4 --csv
1234 7 3 --rules cyclic --json
1234 6 3 --rules linear --json
34 7 4 --rules linear --csv
1234 6 4 --rules 1-2,2-3,3-4,4-1,1-3 --json
1234 6 4 --rules 1-2,2-3,3-4,4-1,1-3 --reverse --json
24 7 3 --rules cyclic --reverse --csv
23 8 4 --rules star
EOF

# the plain search of every position against the symmetric one of hanoi.bfs
want=$(ref 11 4 --csv)
for r in 2 3; do
  got=$(mpi "$r" 11 4 --no-symmetry --csv)
  if [ "$got" = "$want" ]; then pass; else fail "-np $r 11 4 --no-symmetry: other layers"; fi
done

# ---- bad input: a clear error, no output ----
check_error() {   # check_error PATTERN ARGS...: fails with a message matching PATTERN
  pat=$1; shift
  out=$($MPIRUN -np 2 "$BIN" "$@" 2>"$tmp/err")
  rc=$?
  if [ $rc -ne 0 ] && [ -z "$out" ] && grep -q -- "$pat" "$tmp/err"; then pass
  else fail "$* (exit $rc): no error matching '$pat'"; head -n 3 "$tmp/err"; fi
}
check_error "unknown rule set 'foo'" 5 4 --rules foo
check_error "peg 5 out of range 1..4 in pair 2" 5 4 --rules 1-2,1-5
# (the parser of src/engine/rules.c, the one of hanoi's --rules: its messages)
for bad in "1-2,x" "1-2," "Foo" "3-3"; do
  want=$(lua5.4 "$ROOT/bin/hanoi" bfs 5 4 --rules "$bad" 2>&1 </dev/null | sed "s/^hanoi: //; s/; try 'hanoi help bfs'$//")
  check_error "$want" 5 4 --rules "$bad"
done
check_error "option '--cost'" 5 4 --cost 1
check_error "option '--predicate'" 5 4 --predicate x
check_error "exclude each other" 5 4 --csv --json
check_error "unknown option '--frob'" 5 4 --frob
if $MPIRUN -np 2 "$BIN" --help 2>/dev/null </dev/null | grep -q "^usage: mpirun -np R"; then pass
else fail "--help: no usage"; fi

# ---- stopped, then the same command goes on from the checkpoints ----
# wait_ckpt DIR N: until rank 0 of DIR has a checkpoint past layer N (a
# watchdog of a minute catches a hang)
wait_ckpt() {
  i=0
  while [ $i -lt 600 ]; do
    for f in "$1"/rank-0/ckpt-*; do
      [ -e "$f" ] || continue
      l=${f##*ckpt-}
      case $l in *[!0-9]*) continue ;; esac
      [ "$l" -ge "$2" ] && return 0
    done
    sleep 0.1; i=$((i + 1))
  done
  return 1
}

# interrupted DIR SIGNAL WHO ARGS...: runs ARGS on 3 ranks with a checkpoint
# per layer (or per $CKPT positions), sends SIGNAL to WHO (mpirun, or a rank) once layer 6 is
# checkpointed, and says whether the run was cut short
interrupted() {
  d=$1; sig=$2; who=$3; shift 3
  rm -rf "$d"
  $MPIRUN -np 3 "$BIN" "$@" --dir "$d" --checkpoint-every "$CKPT" --layer-delay 30 \
    >"$tmp/cut.out" 2>"$tmp/cut.err" &
  pid=$!
  if ! wait_ckpt "$d" 6; then kill -KILL $pid 2>/dev/null; wait $pid; return 1; fi
  if [ "$who" = mpirun ]; then kill -"$sig" $pid; else kill -"$sig" "$(cat "$d/rank-$who/pid")"; fi
  wait $pid
  rc=$?
  [ $rc -ne 0 ] && [ ! -s "$tmp/cut.out" ]
}

# resumed DIR ARGS...: the same command again (and $EXTRA) prints hanoi
# bfs's answer, and says it went on from a checkpoint
resumed() {
  d=$1; shift
  want=$(ref "$@")
  # shellcheck disable=SC2086
  got=$($MPIRUN -np 3 "$BIN" "$@" --dir "$d" --checkpoint-every "$CKPT" --layer-delay 30 $EXTRA \
    2>"$tmp/res.err")
  [ "$got" = "$want" ] && grep -q "going on from layer" "$tmp/res.err"
}

if interrupted "$tmp/int" INT mpirun 12 4 --json; then pass; else fail "Ctrl-C did not stop the run"; fi
if resumed "$tmp/int" 12 4 --json; then pass; else fail "after Ctrl-C: not the same answer"; cat "$tmp/res.err"; fi
if interrupted "$tmp/kill" KILL 1 8 4 --rules star --csv; then pass
else fail "a killed rank did not stop the run"; fi
if resumed "$tmp/kill" 8 4 --rules star --csv; then pass
else fail "after a killed rank: not the same answer"; cat "$tmp/res.err"; fi
if interrupted "$tmp/kill4" KILL 2 12 4 --csv; then pass; else fail "a killed rank did not stop the run"; fi
if resumed "$tmp/kill4" 12 4 --csv; then pass
else fail "after a killed rank: not the same answer"; cat "$tmp/res.err"; fi

# a finished search started again answers from its last checkpoint
got=$($MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/kill4" 2>/dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ]; then pass; else fail "a finished search did not answer again"; fi

# tamper FILE: one bit of byte 64 of FILE flipped
tamper() {
  SHARD=$1 lua5.4 -e 'local f = assert(io.open(os.getenv("SHARD"), "r+b"))
    f:seek("set", 64); local c = f:read(1)
    f:seek("set", 64); f:write(string.char(c:byte() ~ 0x10)); f:close()'
}
# newest DIR: the newest checkpoint's layer in DIR/rank-0
newest() { ls "$1/rank-0" | sed -n 's/^ckpt-\([0-9]*\)$/\1/p' | sort -n | tail -n 1; }
# newest_of FOLDER: the newest checkpoint's layer in FOLDER, -1: none
newest_of() { { echo -1; ls "$1" 2>/dev/null | sed -n 's/^ckpt-\([0-9]*\)$/\1/p'; } | sort -n | tail -n 1; }
# two checkpoint generations: the newest tampered, the run goes on from the
# older one and gives the same answer; every generation tampered: refused
if interrupted "$tmp/bad" INT mpirun 12 4 --json; then
  last=$(newest "$tmp/bad")
  older=$(ls "$tmp/bad/rank-0" | sed -n 's/^ckpt-\([0-9]*\)$/\1/p' | sort -n | tail -n 2 | head -n 1)
  cp -r "$tmp/bad" "$tmp/bad2"
  tamper "$tmp/bad2/rank-1/shard-$last.bin"
  out=$($MPIRUN -np 3 "$BIN" 12 4 --json --dir "$tmp/bad2" 2>"$tmp/err")
  if [ -n "$older" ] && [ "$older" != "$last" ] && [ "$out" = "$(ref 12 4 --json)" ] &&
     grep -q "rank 1: chunk 0 of '.*rank-1/shard-$last.bin' (the checkpoint of layer $last) does not match its checksum" "$tmp/err" &&
     grep -q "going on from layer $older (the older checkpoint" "$tmp/err"; then pass
  else fail "a tampered newest checkpoint: not the older one ($older, newest $last)"; cat "$tmp/err"; fi
  for shard in "$tmp/bad/rank-1"/shard-*.bin; do tamper "$shard"; done
  out=$($MPIRUN -np 3 "$BIN" 12 4 --json --dir "$tmp/bad" 2>"$tmp/err")
  rc=$?
  if [ $rc -ne 0 ] && [ -z "$out" ] && grep -q "does not match its checksum" "$tmp/err" &&
     grep -q "no checkpoint in .* verifies" "$tmp/err"; then pass
  else fail "a tampered shard was not refused (exit $rc)"; head -n 3 "$tmp/err"; fi
  # the other search's directory: refused by name
  out=$($MPIRUN -np 3 "$BIN" 11 4 --json --dir "$tmp/bad" 2>"$tmp/err")
  if [ -z "$out" ] && grep -q "checkpoint of another search" "$tmp/err"; then pass
  else fail "another search's checkpoints were not refused"; head -n 3 "$tmp/err"; fi
else fail "Ctrl-C did not stop the run"; fi

# ---- the memory cap, with --dir: the figure a refusal names is enough ----
for r in 2 4; do
  $MPIRUN -np "$r" "$BIN" 13 4 --csv --dir "$tmp/mem$r" --max-memory 100000 >/dev/null 2>"$tmp/err"
  need=$(sed -n 's/.*needs \([0-9]*\) bytes.*/\1/p' "$tmp/err" | head -n 1)
  if [ -z "$need" ]; then fail "-np $r: no refusal under a small --max-memory"; continue; fi
  pass
  out=$($MPIRUN -np "$r" "$BIN" 13 4 --csv --dir "$tmp/mem$r" --max-memory $((need - 1)) 2>/dev/null)
  if [ -z "$out" ]; then pass; else fail "-np $r: ran under a cap one byte short"; fi
  got=$($MPIRUN -np "$r" "$BIN" 13 4 --csv --dir "$tmp/mem$r" --max-memory "$need" 2>"$tmp/err")
  held=$(sed -n 's/.*search memory \([0-9]*\) bytes.*/\1/p' "$tmp/err")
  if [ "$got" = "$(ref 13 4 --csv)" ] && [ -n "$held" ] && [ "$held" -le "$need" ]; then pass
  else fail "-np $r: under --max-memory $need: held ${held:-?} bytes"; fi
done

# ---- the shard on disk: --dir and a --max-memory below the shard ----
# field WORDS...: the number after WORDS on the closing line of $tmp/err
field() { sed -n "s/.*$1 \([0-9]*\) bytes.*/\1/p" "$tmp/err" | head -n 1; }
# need ARGS...: the memory per rank a refusal names under --max-memory 1
need() { $MPIRUN -np "$r" "$BIN" "$@" --max-memory 1 >/dev/null 2>"$tmp/err" </dev/null; field needs; }
want=$(ref 14 4 --csv)
for r in 2 3; do
  rm -rf "$tmp/sp$r"
  mem=$(need 14 4 --csv)                      # the shard in memory
  spill=$(need 14 4 --csv --dir "$tmp/sp$r")  # one chunk's window and the buffers
  if [ -z "$mem" ] || [ -z "$spill" ] || [ "$spill" -ge "$mem" ]; then
    fail "-np $r 14 4: no smaller figure with --dir (${spill:-?} against ${mem:-?})"; continue
  fi
  cap=$(((mem + spill) / 2))                  # below the shard, above the spilled search
  # the control: in memory, the resident memory the search adds exceeds the cap
  got=$($MPIRUN -np "$r" "$BIN" 14 4 --csv 2>"$tmp/err" </dev/null)
  grow=$(field "resident growth per rank")
  if [ "$got" = "$want" ] && [ -n "$grow" ] && [ "$grow" -gt "$cap" ]; then pass
  else fail "-np $r 14 4 in memory: resident growth ${grow:-?} not above $cap"; fi
  # spilled: the same layers, the search's memory and the resident growth under the cap
  got=$($MPIRUN -np "$r" "$BIN" 14 4 --csv --dir "$tmp/sp$r" --max-memory "$cap" 2>"$tmp/err" </dev/null)
  grow=$(field "resident growth per rank")
  held=$(sed -n 's/.*search memory \([0-9]*\) bytes.*/\1/p' "$tmp/err")
  if [ "$got" = "$want" ] && grep -q "the shard on disk" "$tmp/err" && [ -n "$grow" ] &&
     [ "$grow" -le "$cap" ] && [ -n "$held" ] && [ "$held" -le "$cap" ]; then pass
  else fail "-np $r 14 4 --max-memory $cap with --dir: growth ${grow:-?}, held ${held:-?}"; tail -n 3 "$tmp/err"; fi
  # on disk: the shards of the last two checkpoints (the last layer's and
  # the one before), the chunks' words (a quarter byte a cell)
  left=$(cd "$tmp/sp$r/rank-0" && echo shard-*.bin work-* upd-*)
  # shellcheck disable=SC2086
  set -- $left
  if [ $# -eq 4 ] && [ "$1" != "shard-*.bin" ] && [ "$3" = "work-*" ] && [ "$4" = "upd-*" ]; then pass
  else fail "-np $r: the spilled run left $left"; fi
done

# spilled, stopped (Ctrl-C; a rank killed), then the same command: the same answer
r=3
SPILL="--max-memory $(need 12 4 --dir "$tmp/none")"   # the least the spilled search takes
# shellcheck disable=SC2086
if interrupted "$tmp/sint" INT mpirun 12 4 --json $SPILL; then pass; else fail "spilled: Ctrl-C did not stop the run"; fi
EXTRA=$SPILL
if resumed "$tmp/sint" 12 4 --json && grep -q "the shard on disk" "$tmp/res.err"; then pass
else fail "spilled, after Ctrl-C: not the same answer"; cat "$tmp/res.err"; fi
# shellcheck disable=SC2086
if interrupted "$tmp/skill" KILL 2 12 4 --csv $SPILL; then pass; else fail "spilled: a killed rank did not stop the run"; fi
if resumed "$tmp/skill" 12 4 --csv && grep -q "the shard on disk" "$tmp/res.err"; then pass
else fail "spilled, after a killed rank: not the same answer"; cat "$tmp/res.err"; fi
# checkpoints a few layers apart: the layers between write the work file
# in place; stopped among them, the run goes on from the checkpoint
CKPT=300000
# shellcheck disable=SC2086
if interrupted "$tmp/sfew" INT mpirun 12 4 --csv $SPILL; then
  if resumed "$tmp/sfew" 12 4 --csv && grep -q "the shard on disk" "$tmp/res.err"; then pass
  else fail "spilled, checkpoints apart: not the same answer"; cat "$tmp/res.err"; fi
else fail "spilled: Ctrl-C did not stop the run"; fi
CKPT=0
# checkpointed in memory, gone on with on disk: the shard files are the same
if interrupted "$tmp/mix" INT mpirun 12 4 --csv; then
  if resumed "$tmp/mix" 12 4 --csv && grep -q "the shard on disk" "$tmp/res.err"; then pass
  else fail "in memory, then on disk: not the same answer"; cat "$tmp/res.err"; fi
else fail "Ctrl-C did not stop the run"; fi
EXTRA=
# a tampered spilled shard is refused
# shellcheck disable=SC2086
if interrupted "$tmp/sbad" INT mpirun 12 4 --json $SPILL; then
  for shard in "$tmp/sbad/rank-2"/shard-*.bin; do tamper "$shard"; done   # (both generations)
  # shellcheck disable=SC2086
  out=$($MPIRUN -np 3 "$BIN" 12 4 --json --dir "$tmp/sbad" $SPILL 2>"$tmp/err")
  rc=$?
  if [ $rc -ne 0 ] && [ -z "$out" ] && grep -q "rank 2: chunk 0 of .* does not match its checksum" "$tmp/err"
  then pass; else fail "a tampered spilled shard was not refused (exit $rc)"; head -n 3 "$tmp/err"; fi
else fail "spilled: Ctrl-C did not stop the run"; fi

# ---- 22 disks on 4 pegs: addressed (the table cut into shards passes the
# 2^40 cells of one process); the figure of a refusal is the shard, whose
# blocks are the canonical positions of the 19 larger disks, counted by
# Burnside's lemma over the 3! orders of the free pegs: (4^19 + 3 2^19 + 2) / 6,
# 64 cells of 2 bits (16 bytes) and a flag bit per label (2 bits) each ----
blocks=$(((274877906944 + 3 * 524288 + 2) / 6))
for r in 2 4; do
  got=$(need 22 4)
  want=$((blocks * 65 / 4 / r))
  if [ -n "$got" ] && [ "$got" -ge "$want" ] && [ "$got" -le $((want + want / 1000 + 67108864)) ]; then pass
  else fail "-np $r 22 4: needs ${got:-?} bytes per rank, the shard is $want"; head -n 2 "$tmp/err"; fi
done
# many shards: 8 ranks, in memory and on disk
want=$(ref 11 4 --csv)
got=$(mpi 8 11 4 --csv)
if [ "$got" = "$want" ]; then pass; else fail "-np 8 11 4: other layers"; fi
r=8; : >"$tmp/stderr"
rm -rf "$tmp/s8"
cap=$((($(need 11 4) + $(need 11 4 --dir "$tmp/s8")) / 2))
got=$(mpi 8 11 4 --csv --dir "$tmp/s8" --max-memory "$cap")
if [ "$got" = "$want" ] && grep -q "the shard on disk" "$tmp/stderr"; then pass
else fail "-np 8 11 4 on disk: other layers"; tail -n 3 "$tmp/stderr"; fi

# ---- a refusal, or a first checkpoint that cannot be written, leaves --dir as it was ----
# listing DIR: its names and its files' checksums ("absent" when missing)
listing() {
  if [ -d "$1" ]; then (cd "$1" && find . | sort && find . -type f | sort | xargs -r md5sum)
  else echo absent; fi
}
mpi 2 9 4 --csv --dir "$tmp/keep" >/dev/null
before=$(listing "$tmp/keep")
out=$($MPIRUN -np 2 "$BIN" 10 4 --csv --dir "$tmp/keep" 2>"$tmp/err" </dev/null)
if [ -z "$out" ] && grep -q "checkpoint of another search" "$tmp/err" &&
   [ "$(listing "$tmp/keep")" = "$before" ]; then pass
else fail "a refusal of another search's checkpoints changed its directory"; fi
out=$($MPIRUN -np 2 "$BIN" 22 4 --csv --dir "$tmp/big" 2>"$tmp/err" </dev/null)
if [ -z "$out" ] && grep -q "more than --max-memory" "$tmp/err" && [ "$(listing "$tmp/big")" = absent ]
then pass; else fail "a refusal of the size made its directory"; fi
# RLIMIT_FSIZE in each rank, SIGXFSZ ignored: a write past it fails (EFBIG);
# 0 fails every file, 1 (512 or 1024 bytes) the first shard
for lim in 0 1; do
  for made in no yes; do
    rm -rf "$tmp/full"
    [ $made = yes ] && mkdir "$tmp/full"
    out=$($MPIRUN -np 2 sh -c "ulimit -f $lim; trap '' XFSZ; exec \"\$0\" 10 4 --csv --dir \"\$1\"" \
          "$BIN" "$tmp/full" 2>"$tmp/err" </dev/null)
    want_list=absent; [ $made = yes ] && want_list=.
    if [ -z "$out" ] && grep -q "cannot write" "$tmp/err" && [ "$(listing "$tmp/full")" = "$want_list" ]
    then pass; else fail "ulimit -f $lim (folder given: $made): a failed first write left $(listing "$tmp/full")"; fi
  done
  got=$(mpi 2 10 4 --csv --dir "$tmp/full")
  if [ "$got" = "$(ref 10 4 --csv)" ]; then pass; else fail "ulimit -f $lim: no search after a failed start"; fi
done

# ---- every chunk checked on every read: damage done on purpose during a
# run (HANOI_BFS_MPI_DAMAGE=WHAT,RANK,LAYER,CHUNK, for tests only) ends in
# an error naming the rank, the file, the chunk and the layer; never a table ----
# damaged SPEC PATTERN ARGS...: 3 ranks, the run damaged as SPEC says
damaged() {
  spec=$1; pat=$2; shift 2
  out=$(HANOI_BFS_MPI_DAMAGE=$spec $MPIRUN -x HANOI_BFS_MPI_DAMAGE -np 3 "$BIN" "$@" 2>"$tmp/err" </dev/null)
  rc=$?
  if [ $rc -ne 0 ] && [ -z "$out" ] && grep -q -- "$pat" "$tmp/err" &&
     [ "$(grep -c "does not match its checksum" "$tmp/err")" -eq 1 ]; then pass
  else fail "damage $spec (exit $rc): no error matching '$pat'"; head -n 4 "$tmp/err"; fi
}
# the control: the variable names no damage for another rank, layer or kind
got=$(HANOI_BFS_MPI_DAMAGE=memory,7,5,0 $MPIRUN -x HANOI_BFS_MPI_DAMAGE -np 3 "$BIN" 12 4 --csv 2>/dev/null </dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ]; then pass; else fail "damage to a rank that is not there changed the run"; fi
damaged memory,1,5,0 "rank 1: chunk 0 of the shard in memory (the shard of layer [0-9]*) does not match" 12 4 --csv
damaged memory,0,4,1 "rank 0: chunk 1 of the shard in memory (the shard of layer 4) does not match" \
  8 4 --rules star --csv
damaged message,0,30 "rank [12]: a batch of [0-9]* words from rank 0, while layer [0-9]* was found, does not match" \
  12 4 --csv
rm -rf "$tmp/dm"
damaged checkpoint,2,6,1 "rank 2: chunk 1 of '.*rank-2/shard-6.bin' (the checkpoint of layer 6) does not match" \
  12 4 --csv --dir "$tmp/dm" --checkpoint-every 0
# the checkpoint that did not verify is never used: the run goes on from the one before
got=$($MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/dm" --checkpoint-every 0 2>"$tmp/err" </dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ] && grep -q "going on from layer 5 " "$tmp/err"; then pass
else fail "after a damaged checkpoint: not from layer 5"; head -n 3 "$tmp/err"; fi
# spilled: the working shard file, the checkpoint, the update records
r=3
SPILL="--max-memory $(need 12 4 --dir "$tmp/none")"
rm -rf "$tmp/ds"
# shellcheck disable=SC2086
damaged shard,1,30,0 "rank 1: chunk 0 of '.*rank-1/work-[0-9]*.bin' (the shard" 12 4 --csv --dir "$tmp/ds" $SPILL
rm -rf "$tmp/ds"
# shellcheck disable=SC2086
# (a checkpoint at every layer: the damaged working file became the
# checkpoint, whose reading back finds it)
damaged shard,2,5,1 "rank 2: chunk 1 of '.*rank-2/shard-[0-9]*.bin' (the checkpoint of layer" 12 4 --csv \
  --dir "$tmp/ds" --checkpoint-every 0 $SPILL
rm -rf "$tmp/ds"
# shellcheck disable=SC2086
damaged checkpoint,0,7,2 "rank 0: chunk 2 of '.*rank-0/shard-7.bin' (the checkpoint of layer 7)" \
  12 4 --csv --dir "$tmp/ds" --checkpoint-every 0 $SPILL
# shellcheck disable=SC2086
got=$($MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/ds" --checkpoint-every 0 $SPILL 2>"$tmp/err" </dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ] && grep -q "going on from layer 6 " "$tmp/err"; then pass
else fail "spilled, after a damaged checkpoint: not from layer 6"; head -n 3 "$tmp/err"; fi
rm -rf "$tmp/ds"
# shellcheck disable=SC2086
damaged update,1,9 "rank 1: chunk [0-9]* of the update records '.*rank-1/upd-[0-9]*.bin' (the shard being found, layer [0-9]*)" \
  12 4 --csv --dir "$tmp/ds" $SPILL

# ---- signals: SIGTERM (a scheduler's end) to every rank finishes the
# layer, checkpoints it, says where it stopped, exits 128 + 15; the same
# command goes on from there; SIGUSR1 writes a checkpoint and goes on ----
rm -rf "$tmp/term"
$MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/term" --checkpoint-every 1000000000 --layer-delay 30 \
  >"$tmp/cut.out" 2>"$tmp/cut.err" </dev/null &
pid=$!
i=0; while [ $i -lt 600 ] && [ ! -s "$tmp/term/rank-2/pid" ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.5
for f in "$tmp/term"/rank-*/pid; do kill -TERM "$(cat "$f")"; done
wait $pid
rc=$?
L=$(sed -n 's/.*stopped at layer \([0-9]*\): resume with the same command$/\1/p' "$tmp/cut.err")
if [ $rc -eq 143 ] && [ ! -s "$tmp/cut.out" ] && [ -n "$L" ] && [ -e "$tmp/term/rank-0/ckpt-$L" ] &&
   [ -e "$tmp/term/rank-2/ckpt-$L" ] && [ "$(grep -c "stopped at layer" "$tmp/cut.err")" -eq 1 ]; then pass
else fail "SIGTERM: exit $rc, no checkpoint of the layer it names (${L:-?})"; cat "$tmp/cut.err"; fi
got=$($MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/term" 2>"$tmp/err" </dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ] && grep -q "going on from layer $L " "$tmp/err"; then pass
else fail "after SIGTERM: not the same answer from layer ${L:-?}"; head -n 3 "$tmp/err"; fi
# SIGUSR1 to mpirun (which hands it to every rank): a checkpoint, then on to the end
rm -rf "$tmp/usr"
$MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/usr" --checkpoint-every 1000000000 --layer-delay 30 \
  >"$tmp/cut.out" 2>"$tmp/cut.err" </dev/null &
pid=$!
i=0; while [ $i -lt 600 ] && [ ! -s "$tmp/usr/rank-2/pid" ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.5
kill -USR1 $pid
wait $pid
rc=$?
L=$(sed -n 's/.*checkpoint of layer \([0-9]*\) written (SIGUSR1): going on$/\1/p' "$tmp/cut.err")
if [ $rc -eq 0 ] && [ "$(cat "$tmp/cut.out")" = "$(ref 12 4 --csv)" ] && [ -n "$L" ] &&
   [ -e "$tmp/usr/rank-1/ckpt-$L" ] && [ -e "$tmp/usr/rank-1/shard-$L.bin" ]; then pass
else fail "SIGUSR1: exit $rc, no checkpoint kept (${L:-?})"; cat "$tmp/cut.err"; fi
# ... a verified one: tampered, it is refused by name (the final one removed first)
if [ -n "$L" ]; then
  last=$(newest "$tmp/usr")
  for f in "$tmp/usr"/rank-*/ckpt-"$last"; do rm -f "$f"; done
  got=$($MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/usr" 2>"$tmp/err" </dev/null)
  if [ "$got" = "$(ref 12 4 --csv)" ] && grep -q "going on from layer $L " "$tmp/err"; then pass
  else fail "after SIGUSR1: not from its checkpoint of layer $L"; head -n 3 "$tmp/err"; fi
fi

# ---- files that are not regular files, names and values shown safely ----
rm -rf "$tmp/fifo"; mpi 3 9 4 --csv --dir "$tmp/fifo" >/dev/null
mkfifo "$tmp/fifo/rank-1/ckpt-99"
out=$(timeout 120 $MPIRUN -np 3 "$BIN" 9 4 --csv --dir "$tmp/fifo" 2>"$tmp/err" </dev/null)
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 124 ] && [ -z "$out" ] && grep -q "rank-1/ckpt-99' is not a regular file" "$tmp/err"
then pass; else fail "a FIFO as a checkpoint: exit $rc"; head -n 3 "$tmp/err"; fi
rm -f "$tmp/fifo/rank-1/ckpt-99" "$tmp/fifo/rank-2/pid"; mkfifo "$tmp/fifo/rank-2/pid"
out=$(timeout 120 $MPIRUN -np 3 "$BIN" 9 4 --csv --dir "$tmp/fifo" 2>"$tmp/err" </dev/null)
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 124 ] && [ -z "$out" ] && grep -q "rank-2/pid' is not a regular file" "$tmp/err"
then pass; else fail "a FIFO as the pid file: exit $rc"; head -n 3 "$tmp/err"; fi
# an ESC in the folder's name is shown as ^[, a refusal said once for 3 ranks
esc=$(printf '\033')
d="$tmp/a${esc}[31mb"
mpi 3 9 4 --csv --dir "$d" >/dev/null
out=$($MPIRUN -np 3 "$BIN" 10 4 --csv --dir "$d" 2>"$tmp/err" </dev/null)
if [ -z "$out" ] && [ "$(grep -c "checkpoint of another search" "$tmp/err")" -eq 1 ] &&
   grep -q "a^\[\[31mb" "$tmp/err" && ! grep -q "$esc" "$tmp/err"; then pass
else fail "an ESC in --dir: not shown escaped once"; od -c "$tmp/err" | head -n 5; fi
# an option's value echoed cut to 80 characters
long=$(printf 'x%.0s' $(seq 1 2000))
check_error "got '$(printf 'x%.0s' $(seq 1 80))\.\.\.'" 5 4 --max-memory "$long"
if [ "$(grep "got '" "$tmp/err" | wc -c)" -lt 600 ]; then pass; else fail "a long value echoed whole"; fi
check_error "unknown option '--$(printf 'x%.0s' $(seq 1 78))\.\.\.'" 5 4 "--$(printf 'x%.0s' $(seq 1 3000))"

# ---- --plan: the memory per rank a run then holds (its own accounting,
# within 10%), the disk and the traffic, before anything is allocated ----
for r in 1 2 4; do
  for how in mem disk; do
    rm -rf "$tmp/plan"
    extra=; [ $how = disk ] && extra="--dir $tmp/plan --max-memory 3000000"
    # shellcheck disable=SC2086
    plan=$("$BIN" 13 4 --plan --ranks $r $extra 2>/dev/null </dev/null)
    prc=$?
    want=$(echo "$plan" | sed -n 's/^memory per rank: \([0-9]*\) bytes.*/\1/p')
    # shellcheck disable=SC2086
    got=$($MPIRUN -np $r "$BIN" 13 4 --csv $extra 2>"$tmp/err" </dev/null)
    held=$(sed -n 's/.*search memory \([0-9]*\) bytes.*/\1/p' "$tmp/err")
    if [ $prc -eq 0 ] && [ -n "$want" ] && [ -n "$held" ] && [ "$got" = "$(ref 13 4 --csv)" ] &&
       [ $((held * 10)) -ge $((want * 9)) ] && [ $((held * 10)) -le $((want * 11)) ] &&
       echo "$plan" | grep -q "^traffic in all: at most [0-9]* bytes"; then pass
    else fail "--plan --ranks $r ($how): memory ${want:-?}, the run held ${held:-?}"; echo "$plan"; fi
  done
done
# the disk: three shards of what a checkpoint's shard file then holds
rm -rf "$tmp/plan"
plan=$("$BIN" 12 4 --plan --ranks 3 --dir "$tmp/plan" 2>/dev/null)
mpi 3 12 4 --csv --dir "$tmp/plan" >/dev/null
size=$(wc -c <"$(ls "$tmp/plan/rank-0"/shard-*.bin | head -n 1)")
if echo "$plan" | grep -q "three shards of $size bytes"; then pass
else fail "--plan: not the shard's $size bytes"; echo "$plan"; fi
# the plan is refused as the run is, and a plan with --ranks needs --plan
plan=$("$BIN" 14 4 --plan --ranks 2 --max-memory 100000 2>/dev/null)
if [ $? -eq 0 ] && echo "$plan" | grep -q "^refused: more than --max-memory"; then pass
else fail "--plan under a small --max-memory: no refusal"; fi
check_error "option '--ranks' goes with '--plan'" 5 4 --ranks 3

# ---- the Slurm batch script of docs/bfs.md (tools/mpi-a382111.sbatch), its
# steps run here with mpirun: the plan, the search stopped by SIGTERM (the
# time limit) and the same script again, which goes on and writes the term ----
SB="$ROOT/tools/mpi-a382111.sbatch"
rm -rf "$tmp/sb" "$tmp/sb.json"
LAUNCH="$MPIRUN -np 3" BIN=$BIN N=11 RANKS=3 DIR="$tmp/sb" OUT="$tmp/sb.json" MEM=100000000 \
  EXTRA="--layer-delay 30 --checkpoint-every 0" sh "$SB" >"$tmp/sb.out" 2>"$tmp/sb.err" </dev/null &
pid=$!
# (a checkpoint of layer 5 or later: each goes two layers on, a poll can miss one)
i=0; while [ $i -lt 600 ] && [ "$(newest_of "$tmp/sb/rank-2")" -lt 5 ]; do sleep 0.1; i=$((i + 1)); done
for f in "$tmp/sb"/rank-*/pid; do kill -TERM "$(cat "$f")"; done
wait $pid
rc=$?
if [ $rc -eq 143 ] && [ ! -e "$tmp/sb.json" ] && grep -q "^memory per rank: " "$tmp/sb.out" &&
   grep -q "stopped at layer [0-9]*: resume with the same command" "$tmp/sb.err"; then pass
else fail "the batch script stopped by SIGTERM: exit $rc"; tail -n 3 "$tmp/sb.err"; fi
LAUNCH="$MPIRUN -np 3" BIN=$BIN N=11 RANKS=3 DIR="$tmp/sb" OUT="$tmp/sb.json" MEM=100000000 \
  sh "$SB" >"$tmp/sb.out" 2>"$tmp/sb.err" </dev/null
rc=$?
if [ $rc -eq 0 ] && [ "$(cat "$tmp/sb.json")" = "$(ref 11 4 --json)" ] &&
   grep -q "going on from layer" "$tmp/sb.err"; then pass
else fail "the batch script started again: exit $rc, not the layers of hanoi bfs"; tail -n 3 "$tmp/sb.err"; fi
# the eccentricity it writes is A382111's term (0 1 3 5 9 13 17 25 33 41 49 65 for n = 0..11)
if grep -q '"eccentricity":65,' "$tmp/sb.json"; then pass; else fail "a(11) is not 65"; fi

# ---- re-sharding: a run stopped by SIGTERM after a checkpoint on R ranks
# goes on on R' ranks (the checkpoint re-cut at its layer), with the layers
# of hanoi bfs (13 disks: chunks of other sizes on 1, 2 and 3 ranks, an
# old chunk read into several new ones); the newest checkpoint damaged: re-cut from the older one;
# both damaged, or another search: refused, the files kept; the shard on
# disk re-cut too ----
# stopped DIR R ARGS: the search run on R ranks until its checkpoint, then SIGTERM
stopped() {
  sd=$1; sr=$2; shift 2
  rm -rf "$sd"
  $MPIRUN -np "$sr" "$BIN" "$@" --dir "$sd" --checkpoint-every 1 --layer-delay 30 \
    >/dev/null 2>"$tmp/st.err" </dev/null &
  spid=$!
  i=0; while [ $i -lt 600 ] && [ ! -s "$sd/rank-$((sr - 1))/pid" ]; do sleep 0.1; i=$((i + 1)); done
  sleep 0.5
  for f in "$sd"/rank-*/pid; do kill -TERM "$(cat "$f")"; done
  wait $spid
  [ $? -eq 143 ] && [ -n "$(newest "$sd")" ]
}
while read -r from to args; do
  [ -z "$args" ] && continue
  # shellcheck disable=SC2086
  if ! stopped "$tmp/rs" "$from" $args; then fail "re-cut $from->$to $args: no checkpoint"; cat "$tmp/st.err"; continue; fi
  L=$(newest "$tmp/rs")
  # shellcheck disable=SC2086
  got=$($MPIRUN -np "$to" "$BIN" $args --dir "$tmp/rs" 2>"$tmp/err" </dev/null)
  # shellcheck disable=SC2086
  if [ "$got" = "$(ref $args)" ] &&
     [ "$(grep -c "going on from layer $L (checkpoint of $from ranks\{0,1\}, re-cut for $to)$" "$tmp/err")" -eq 1 ] &&
     [ ! -e "$tmp/rs/rank-$to" ] && [ ! -e "$tmp/rs/recut" ] && [ -s "$tmp/rs/rank-$((to - 1))/pid" ]; then pass
  else fail "re-cut $from->$to $args: not the layers of hanoi bfs from layer $L"; head -n 3 "$tmp/err"; ls "$tmp/rs"; fi
done <<'EOF'
2 1 7 3 --rules cyclic --json
1 3 6 4 --rules 1-2,2-3,3-4,4-1,1-3 --json
3 2 12 4 --json
2 4 10 4 --csv
1 3 11 4 --csv
2 4 7 3 --rules cyclic --reverse --csv
3 2 6 3 --rules linear --json
1 3 13 4 --csv
3 2 13 4 --json
EOF
# ... with the shard on disk (--max-memory 3000000: below the shard of 12
# disks on 2 and 3 ranks, above the search on disk): each new chunk made in
# the one window and written out; on disk to on disk, in memory to on
# disk, on disk to in memory
while read -r from to before after; do
  [ -z "$to" ] && continue
  if [ "$before" = disk ]; then before="--max-memory 3000000"; else before=; fi
  if [ "$after" = disk ]; then after="--max-memory 3000000"; else after=; fi
  # shellcheck disable=SC2086
  if ! stopped "$tmp/rs" "$from" 12 4 --csv $before; then fail "re-cut on disk $from->$to: no checkpoint"; continue; fi
  L=$(newest "$tmp/rs")
  # shellcheck disable=SC2086
  got=$($MPIRUN -np "$to" "$BIN" 12 4 --csv --dir "$tmp/rs" $after 2>"$tmp/err" </dev/null)
  spilled=$(grep -c "the shard on disk" "$tmp/err")
  if [ "$got" = "$(ref 12 4 --csv)" ] &&
     grep -q "going on from layer $L (checkpoint of $from ranks, re-cut for $to)$" "$tmp/err" &&
     { { [ -n "$after" ] && [ "$spilled" -eq 1 ]; } || { [ -z "$after" ] && [ "$spilled" -eq 0 ]; }; } &&
     [ ! -e "$tmp/rs/rank-$to" ] && [ ! -e "$tmp/rs/recut" ]; then pass
  else fail "re-cut $from->$to (${before:-in memory} -> ${after:-in memory}): not the layers of hanoi bfs from layer $L"; head -n 3 "$tmp/err"; ls "$tmp/rs"; fi
done <<'EOF'
2 3 disk disk
3 2 disk disk
2 3 memory disk
3 2 disk memory
EOF
# a damaged chunk in the newest checkpoint: re-cut from the older one
for args in "12 4 --json" "7 3 --rules cyclic --json"; do
  # shellcheck disable=SC2086
  if stopped "$tmp/rs" 2 $args; then
    last=$(newest "$tmp/rs")
    older=$(ls "$tmp/rs/rank-0" | sed -n 's/^ckpt-\([0-9]*\)$/\1/p' | sort -n | tail -n 2 | head -n 1)
    cp -r "$tmp/rs" "$tmp/rs2"
    tamper "$tmp/rs/rank-1/shard-$last.bin"
    # shellcheck disable=SC2086
    got=$($MPIRUN -np 3 "$BIN" $args --dir "$tmp/rs" 2>"$tmp/err" </dev/null)
    # shellcheck disable=SC2086
    if [ "$older" != "$last" ] && [ "$got" = "$(ref $args)" ] &&
       grep -q "chunk [0-9]* of '.*rank-1/shard-$last.bin' (the checkpoint of layer $last) does not match its checksum" "$tmp/err" &&
       grep -q "going on from layer $older (checkpoint of 2 ranks, re-cut for 3)$" "$tmp/err"; then pass
    else fail "re-cut of a damaged checkpoint ($args): not from the older one ($older)"; head -n 4 "$tmp/err"; fi
    # both generations damaged: refused, exit non-zero, the old files as they were
    tamper "$tmp/rs2/rank-1/shard-$last.bin"
    tamper "$tmp/rs2/rank-0/shard-$older.bin"
    cp -r "$tmp/rs2" "$tmp/rs3"
    # shellcheck disable=SC2086
    got=$($MPIRUN -np 1 "$BIN" $args --dir "$tmp/rs2" 2>"$tmp/err" </dev/null)
    rc=$?
    if [ $rc -ne 0 ] && [ -z "$got" ] && diff -r "$tmp/rs2" "$tmp/rs3" >/dev/null &&
       [ "$(grep -c "no checkpoint of the 2 ranks in '.*' verifies: it cannot be re-cut for 1" "$tmp/err")" -eq 1 ]; then pass
    else fail "re-cut, both generations damaged ($args): exit $rc"; head -n 4 "$tmp/err"; fi
    rm -rf "$tmp/rs2" "$tmp/rs3"
  else fail "re-cut damage ($args): no checkpoint"; cat "$tmp/st.err"; fi
done
# another search's checkpoint is never re-cut
if stopped "$tmp/rs" 2 7 3 --rules cyclic --json; then
  got=$($MPIRUN -np 1 "$BIN" 8 3 --rules cyclic --json --dir "$tmp/rs" 2>"$tmp/err" </dev/null)
  rc=$?
  if [ $rc -ne 0 ] && [ -z "$got" ] && [ "$(grep -c "^hanoi-bfs-mpi: " "$tmp/err")" -eq 1 ] &&
     grep -q "holds the checkpoint of another search" "$tmp/err"; then pass
  else fail "another search's checkpoint on other ranks: exit $rc"; head -n 3 "$tmp/err"; fi
else fail "re-cut: no checkpoint"; fi
# a re-cut stopped before every rank had its new checkpoint: the old one is
# whole and the next run re-cuts it; stopped after it was marked complete,
# before (or while) the folders were moved: the next run finishes the move
for how in 1 0; do
  if stopped "$tmp/rs" 2 7 3 --rules cyclic --json; then
    L=$(newest "$tmp/rs")
    before=$(listing "$tmp/rs")
    HANOI_BFS_MPI_DAMAGE=recut,$how,0,$how $MPIRUN -x HANOI_BFS_MPI_DAMAGE -np 3 "$BIN" 7 3 --rules cyclic \
      --json --dir "$tmp/rs" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    if [ $how = 1 ]; then
      ok=$([ ! -e "$tmp/rs/recut/complete" ] && [ ! -e "$tmp/rs/rank-2" ] &&
           [ "$(listing "$tmp/rs" | grep -v recut)" = "$(echo "$before" | grep -v recut)" ] && echo 1)
    else
      ok=$([ -e "$tmp/rs/recut/complete" ] && [ -e "$tmp/rs/recut/rank-2/ckpt-$L" ] && echo 1)
      # half the move done by hand: the old rank-0 out, the new one in
      mkdir -p "$tmp/rs/old" && mv "$tmp/rs/rank-0" "$tmp/rs/old/rank-0" &&
        mv "$tmp/rs/recut/rank-0" "$tmp/rs/rank-0"
    fi
    got=$($MPIRUN -np 3 "$BIN" 7 3 --rules cyclic --json --dir "$tmp/rs" 2>"$tmp/err2" </dev/null)
    if [ $rc -ne 0 ] && [ ! -s "$tmp/out" ] && [ -n "$ok" ] && [ "$got" = "$(ref 7 3 --rules cyclic --json)" ] &&
       [ ! -e "$tmp/rs/recut" ] && [ ! -e "$tmp/rs/old" ] && grep -q "going on from layer $L " "$tmp/err2"; then pass
    else fail "a re-cut stopped on purpose ($how): exit $rc, not whole again"; head -n 3 "$tmp/err" "$tmp/err2"; ls "$tmp/rs"; fi
  else fail "re-cut stopped: no checkpoint"; fi
done
rm -rf "$tmp/rs"

# ---- --antipodes FILE: the farthest positions as labels (one peg letter a
# disk, smallest first, as hanoi's State:label writes them), sorted in byte
# order, every position (the symmetric search's canonical ones with their
# orbits): the same file on 1 to 4 ranks as the last layer of a
# breadth-first search of tools/mpi-farthest.lua (Lua, no code shared),
# as many lines as hanoi bfs's "farthest" ----
farthest() { lua5.4 "$ROOT/tools/mpi-farthest.lua" "$@"; }
# far_ok WANT ARGS...: the file's lines are WANT and as many as hanoi bfs ARGS --json's farthest
far_ok() {
  fw=$1; shift
  [ -f "$tmp/far" ] && [ "$(cat "$tmp/far")" = "$fw" ] &&
    ref "$@" --json | grep -q "\"farthest\":$(wc -l <"$tmp/far"),"
}
while read -r ranks n k rules rev args; do
  [ -z "$n" ] && continue
  want=$(farthest "$n" "$k" "$rules" "$rev")
  [ "$args" = - ] && args=
  for r in $(echo "$ranks" | sed 's/./& /g'); do
    rm -f "$tmp/far"
    # shellcheck disable=SC2086
    mpi "$r" "$n" "$k" $args --antipodes "$tmp/far" >/dev/null
    # shellcheck disable=SC2086
    if far_ok "$want" "$n" "$k" $args; then pass
    else fail "-np $r $n $k $args --antipodes: not the farthest positions"; head -n 3 "$tmp/far"; tail -n 2 "$tmp/stderr"; fi
  done
done <<'EOF'
1234 8 4 classic - -
123 6 5 classic - -
23 8 4 classic - --no-symmetry
1234 7 3 cyclic - --rules cyclic
24 7 3 cyclic reverse --rules cyclic --reverse
13 6 4 1-2,2-3,3-4,4-1,1-3 reverse --rules 1-2,2-3,3-4,4-1,1-3 --reverse
2 6 3 linear - --rules linear
3 9 3 classic - -
EOF
# 12 disks on 4 pegs against hanoi.bfs's distances: in memory, the shard
# on disk, a run stopped and gone on with; the checkpoints the same with
# and without the option (the layers before the last are marked done)
want=$(farthest --core 12 4)
rm -f "$tmp/far"; mpi 3 12 4 --antipodes "$tmp/far" >/dev/null
if far_ok "$want" 12 4 && grep -q "the 6 farthest positions (distance 81) written to '$tmp/far'" "$tmp/stderr"; then pass
else fail "-np 3 12 4 --antipodes: not hanoi.bfs's farthest positions"; fi
r=3
FSPILL="--max-memory $(need 12 4 --dir "$tmp/none" --antipodes "$tmp/far")"
rm -rf "$tmp/fa" "$tmp/far"
# shellcheck disable=SC2086
$MPIRUN -np 3 "$BIN" 12 4 --dir "$tmp/fa" $FSPILL --antipodes "$tmp/far" >/dev/null 2>"$tmp/err" </dev/null
if far_ok "$want" 12 4 && grep -q "the shard on disk" "$tmp/err"; then pass
else fail "spilled --antipodes: not the farthest positions"; tail -n 3 "$tmp/err"; fi
rm -f "$tmp/far"                               # the finished search again, on 2 ranks in memory
$MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/fa" --antipodes "$tmp/far" >/dev/null 2>"$tmp/err" </dev/null
if far_ok "$want" 12 4; then pass; else fail "a finished spilled --antipodes run again: not the file"; tail -n 3 "$tmp/err"; fi
if interrupted "$tmp/fint" INT mpirun 12 4 --csv; then
  rm -f "$tmp/far"
  $MPIRUN -np 3 "$BIN" 12 4 --csv --dir "$tmp/fint" --antipodes "$tmp/far" >/dev/null 2>"$tmp/err" </dev/null
  if far_ok "$want" 12 4 && grep -q "going on from layer" "$tmp/err"; then pass
  else fail "stopped without --antipodes, gone on with it: not the file"; tail -n 3 "$tmp/err"; fi
else fail "Ctrl-C did not stop the run"; fi
rm -rf "$tmp/fa" "$tmp/fb"
$MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/fa" --checkpoint-every 0 >/dev/null 2>&1 </dev/null
$MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/fb" --checkpoint-every 0 --antipodes "$tmp/far" >/dev/null 2>&1 </dev/null
if cmp -s "$tmp/fa/rank-0/shard-80.bin" "$tmp/fb/rank-0/shard-80.bin" &&
   cmp -s "$tmp/fa/rank-1/shard-80.bin" "$tmp/fb/rank-1/shard-80.bin" &&
   ! cmp -s "$tmp/fa/rank-0/shard-81.bin" "$tmp/fb/rank-0/shard-81.bin"; then pass
else fail "--antipodes: the checkpoint before the last is not the one written without it"; ls "$tmp/fa/rank-0" "$tmp/fb/rank-0"; fi
# a finished checkpoint written without the option holds no last layer: refused, no file
rm -f "$tmp/far"
out=$($MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/fa" --antipodes "$tmp/far" 2>"$tmp/err" </dev/null)
rc=$?
if [ $rc -ne 0 ] && [ -z "$out" ] && [ ! -e "$tmp/far" ] && [ ! -e "$tmp/far.tmp" ] &&
   grep -q "the search holds 0 of its 6 farthest positions" "$tmp/err"; then pass
else fail "--antipodes on a finished checkpoint without them: exit $rc"; head -n 3 "$tmp/err"; fi
# a FIFO, or a folder that cannot be written: refused before the search
mkfifo "$tmp/ffifo"
check_error "option '--antipodes': '.*/ffifo' is not a regular file" 5 4 --antipodes "$tmp/ffifo"
check_error "cannot create '.*/nowhere/far.tmp'" 5 4 --antipodes "$tmp/nowhere/far"
check_error "option '--antipodes' needs a value" 5 4 --antipodes
rm -rf "$tmp/fa" "$tmp/fb" "$tmp/fint" "$tmp/ffifo" "$tmp/far"

# ---- --threads T: the engine's threads in each rank expand a window's
# layer (MPI called from the main thread only): the same layers as hanoi
# bfs, the same checkpoints byte for byte as on one thread, in memory and
# with the shard on disk, the same farthest positions ----
for r in 1 2 3; do
  for args in "13 4 --csv" "9 5 --json"; do
    # shellcheck disable=SC2086
    got=$(mpi "$r" $args --threads 2)
    # shellcheck disable=SC2086
    if [ "$got" = "$(ref $args)" ]; then pass; else fail "-np $r $args --threads 2: other layers"; tail -n 2 "$tmp/stderr"; fi
  done
done
rm -rf "$tmp/t1" "$tmp/t2"
$MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/t1" --checkpoint-every 0 >/dev/null 2>&1 </dev/null
$MPIRUN -np 2 "$BIN" 12 4 --dir "$tmp/t2" --checkpoint-every 0 --threads 2 >/dev/null 2>&1 </dev/null
if [ -e "$tmp/t1/rank-1/shard-80.bin" ] &&
   diff -r -x pid "$tmp/t1" "$tmp/t2" >/dev/null; then pass
else fail "--threads 2: not the checkpoints of one thread"; ls "$tmp/t1/rank-0" "$tmp/t2/rank-0"; fi
r=2
TSPILL="--max-memory $(need 12 4 --dir "$tmp/none" --threads 2 --antipodes "$tmp/far")"
rm -rf "$tmp/t3" "$tmp/far"
# shellcheck disable=SC2086
got=$($MPIRUN -np 2 "$BIN" 12 4 --csv --dir "$tmp/t3" $TSPILL --threads 2 --antipodes "$tmp/far" 2>"$tmp/err" </dev/null)
if [ "$got" = "$(ref 12 4 --csv)" ] && grep -q "the shard on disk" "$tmp/err" &&
   [ "$(cat "$tmp/far")" = "$(farthest --core 12 4)" ]; then pass
else fail "--threads 2, the shard on disk: other layers or farthest positions"; tail -n 3 "$tmp/err"; fi
check_error "option '--threads': the plain search" 6 3 --threads 2
check_error "option '--threads' must be from 1 to 16" 6 4 --threads 17
check_error "option '--threads' must be from 1 to 16" 6 4 --threads 0
rm -rf "$tmp/t1" "$tmp/t2" "$tmp/t3" "$tmp/far"

# ---- the batch script submitted to Slurm itself, where Debian's slurm-wlm
# can be started on this machine (tools/slurm-local.sh: a cluster of one
# node in a folder of its own): SIGUSR1 from the scheduler writes a
# checkpoint and the run goes on; SIGTERM (the time limit) stops it at a
# checkpoint, the script requeues its job, and the job run again goes on
# from that layer and writes the layers of hanoi bfs ----
# job_state ID: the job's state (PENDING, RUNNING, COMPLETED, ...), or
# nothing once the controller forgot it
job_state() { scontrol -o show job "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'; }
# wait_for SECONDS COMMAND...: until COMMAND succeeds, at most SECONDS
wait_for() {
  w=$(($1 * 10)); shift
  while [ $w -gt 0 ]; do "$@" && return 0; sleep 0.1; w=$((w - 1)); done
  return 1
}
slurm_up=$(sh "$ROOT/tools/slurm-local.sh" start "$tmp/slurm" 2>&1)
case $slurm_up in
  SLURM_CONF=*)
    SLURM_CONF=${slurm_up#SLURM_CONF=}; export SLURM_CONF
    PATH=$PATH:/usr/sbin
    sj="$tmp/sj"; rm -rf "$sj"; mkdir -p "$sj"
    # one node, two tasks; the script's own 16 nodes, 60G and 2 hours
    # overridden on the command line, as a site's smaller run would be
    exports="ALL,N=11,BIN=$BIN,DIR=$sj/dir,OUT=$sj/out.json,MEM=100000000"
    exports="$exports,EXTRA=--layer-delay 100 --checkpoint-every 1"
    jid=$(sbatch --parsable --nodes=1 --ntasks=2 --ntasks-per-node=2 --mem=0 --time=10 \
      --output="$sj/log" --chdir="$ROOT" --export="$exports" "$SB" 2>"$sj/err")
    if [ -n "$jid" ] && wait_for 60 sh -c "[ \"\$(ls '$sj/dir/rank-1' 2>/dev/null | grep -c '^ckpt-')\" -ge 1 ]"; then pass
    else fail "Slurm: the job did not start: $(cat "$sj/err")"; fi
    scancel --signal=USR1 "$jid" 2>/dev/null
    if wait_for 30 grep -q "checkpoint of layer [0-9]* written (SIGUSR1): going on" "$sj/log"; then pass
    else fail "Slurm: SIGUSR1 wrote no checkpoint"; tail -n 3 "$sj/log"; fi
    scancel --signal=TERM "$jid" 2>/dev/null
    if wait_for 60 grep -q "stopped at layer [0-9]*: resume with the same command" "$sj/log" &&
       wait_for 60 sh -c "scontrol -o show job $jid | grep -q 'JobState=PENDING.*Restarts=1'"; then pass
    else fail "Slurm: SIGTERM did not stop and requeue the job: $(job_state "$jid")"; tail -n 3 "$sj/log"; fi
    L=$(sed -n 's/.*stopped at layer \([0-9]*\):.*/\1/p' "$sj/log" | tail -n 1)
    # a requeued job may start again once the credential of its first run
    # has expired (cred_expire, 10 s in tools/slurm-local.sh): sooner, as
    # `scontrol update StartTime=now` would make it, slurmctld kills it
    # ("Job credential revoked")
    wait_for 240 sh -c "[ -s '$sj/out.json' ] && [ \"\$(scontrol -o show job $jid 2>/dev/null | grep -c 'JobState=\(PENDING\|RUNNING\|COMPLETING\)')\" -eq 0 ]"
    if [ "$(cat "$sj/out.json" 2>/dev/null)" = "$(ref 11 4 --json)" ] &&
       grep -q "going on from layer $L " "$sj/log"; then pass
    else fail "Slurm: the requeued job did not go on from layer $L to the layers of hanoi bfs"; tail -n 3 "$sj/log"; fi
    scancel "$jid" 2>/dev/null
    sh "$ROOT/tools/slurm-local.sh" stop "$tmp/slurm"
    unset SLURM_CONF ;;
  *) echo "mpi: Slurm not tried: ${slurm_up:-it gave no reason} (the batch script ran under mpirun above)" ;;
esac

echo "mpi: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
