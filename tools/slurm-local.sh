#!/bin/sh
# A Slurm cluster of one node, this machine, in a folder of its own, for
# tools/mpi-test.sh to submit docs/bfs.md's batch script to (Debian's
# slurm-wlm: munged, slurmctld and slurmd started with a private
# configuration, private sockets, ports and spool folders; the system's
# own configuration is neither read nor changed).
#
#   sh tools/slurm-local.sh start DIR   starts it; prints the line
#                                       SLURM_CONF=DIR/slurm.conf to use it,
#                                       or says why it cannot start (exit 1)
#   sh tools/slurm-local.sh stop DIR    stops it
#
# It needs root (slurmd starts a job as the user who submitted it) and the
# key munged authenticates with (/etc/munge/munge.key, made by Debian's
# munge package).
set -u
cmd=${1:-}
dir=${2:-}
if [ -z "$cmd" ] || [ -z "$dir" ]; then echo "usage: slurm-local.sh start|stop DIR" >&2; exit 2; fi

stop() {
  for p in slurmd slurmctld munged; do
    [ -s "$dir/run/$p.pid" ] && kill "$(cat "$dir/run/$p.pid" 2>/dev/null)" 2>/dev/null
  done
  i=0
  while [ $i -lt 50 ]; do
    alive=
    for p in slurmd slurmctld munged; do
      [ -s "$dir/run/$p.pid" ] && kill -0 "$(cat "$dir/run/$p.pid" 2>/dev/null)" 2>/dev/null && alive=1
    done
    [ -z "$alive" ] && return 0
    sleep 0.1; i=$((i + 1))
  done
  for p in slurmd slurmctld munged; do
    [ -s "$dir/run/$p.pid" ] && kill -9 "$(cat "$dir/run/$p.pid" 2>/dev/null)" 2>/dev/null
  done
  return 0
}

if [ "$cmd" = stop ]; then stop; exit 0; fi
[ "$cmd" = start ] || { echo "usage: slurm-local.sh start|stop DIR" >&2; exit 2; }

PATH=$PATH:/usr/sbin
for b in munged slurmctld slurmd sbatch sinfo scontrol; do
  command -v "$b" >/dev/null 2>&1 || { echo "no $b (Debian's slurm-wlm is not installed)"; exit 1; }
done
[ "$(id -u)" -eq 0 ] || { echo "not root: slurmd starts jobs as their user"; exit 1; }
[ -r /etc/munge/munge.key ] || { echo "no /etc/munge/munge.key"; exit 1; }

mkdir -p "$dir/run" "$dir/log" "$dir/spool/ctld" "$dir/spool/d" || exit 1
host=$(hostname -s)
# ports of its own (a second cluster, or the system's, keeps 6817 and 6818)
base=$((40000 + $$ % 20000))
cat >"$dir/slurm.conf" <<EOF
ClusterName=hanoi-test
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
# (cred_expire: how long a requeued job waits before it may start again,
# 120 s by default; the test requeues one and waits for it)
AuthInfo=socket=$dir/run/munge.sock,cred_expire=10
CredType=cred/munge
SlurmctldPort=$base
SlurmdPort=$((base + 1))
StateSaveLocation=$dir/spool/ctld
SlurmdSpoolDir=$dir/spool/d
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
MpiDefault=pmix
ReturnToService=2
SchedulerType=sched/backfill
# the test waits on a requeued job: schedule each second, not each minute
SchedulerParameters=sched_interval=1,bf_interval=1
NodeName=$host CPUs=4 State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
EOF
SLURM_CONF=$dir/slurm.conf
export SLURM_CONF
munged --socket="$dir/run/munge.sock" --pid-file="$dir/run/munged.pid" \
  --log-file="$dir/log/munged.log" --seed-file="$dir/run/munge.seed" -f \
  >"$dir/log/start.log" 2>&1 || { echo "munged did not start: $(tail -n 1 "$dir/log/start.log")"; stop; exit 1; }
slurmctld -c >>"$dir/log/start.log" 2>&1 || { echo "slurmctld did not start"; stop; exit 1; }
slurmd >>"$dir/log/start.log" 2>&1 || { echo "slurmd did not start"; stop; exit 1; }
# the node idle within 30 s, else it cannot run jobs here
i=0
while [ $i -lt 300 ]; do
  state=$(sinfo -h -N -o %T 2>/dev/null | head -n 1)
  [ "$state" = idle ] && { echo "SLURM_CONF=$SLURM_CONF"; exit 0; }
  sleep 0.1; i=$((i + 1))
done
echo "the node is not idle after 30 s (${state:-no answer}): $(tail -n 1 "$dir/log/slurmd.log" 2>/dev/null)"
stop
exit 1
