# hanoi-bfs-mpi: the whole-space breadth-first search of hanoi.bfs on
# several processes (Open MPI), a C program on the engine of src/engine/
# (docs/bfs.md, "On several machines"). `make mpi` builds it into
# build/; `make mpi-test` (a phase of `make test`) compares its layers
# with hanoi.bfs's, and its checkpoints after an interruption.

DEB_PACKAGES += libopenmpi-dev openmpi-bin slurm-wlm
MPICC   ?= mpicc
MPI_BIN  = $(BUILD)/hanoi-bfs-mpi
# the engine files it is built on (the rest of src/ is the Lua binding)
MPI_ENGINE = src/engine/state_space.c src/engine/canonical_bfs.c src/engine/rules.c \
             src/engine/regular_file.c

.PHONY: mpi mpi-test
mpi: $(MPI_BIN)

$(MPI_BIN): src/mpi/hanoi_bfs_mpi.c $(MPI_ENGINE) $(HDRS) mk/mpi.mk
	@mkdir -p $(dir $@)
	$(MPICC) $(WARN) $(CFLAGS) -o $@ src/mpi/hanoi_bfs_mpi.c $(MPI_ENGINE) -pthread -lm

TEST_PHASES += mpi-test
mpi-test: build $(MPI_BIN)
	@sh tools/mpi-test.sh $(MPI_BIN)

BENCH_PREREQS += $(MPI_BIN)
