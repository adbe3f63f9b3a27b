# Sourced by tools/test.sh and tools/spec_weights.sh: HANOI_SCRATCH, a
# folder in memory (/dev/shm, where it is writable with a gigabyte free)
# for the folders of the disk searches' segments that
# spec/core/bfs_disk_spec.lua makes (the same files, without the
# thousands of opens and removals that cost seconds of system time on a
# disk with a journal); empty where there is none, and the spec then
# uses /tmp. The caller removes it.
HANOI_SCRATCH=
if [ -d /dev/shm ] && [ -w /dev/shm ] &&
   [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -gt 1048576 ] 2>/dev/null; then
  HANOI_SCRATCH=$(mktemp -d /dev/shm/hanoi-spec.XXXXXX) || HANOI_SCRATCH=
fi
export HANOI_SCRATCH
