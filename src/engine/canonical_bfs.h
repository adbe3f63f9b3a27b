/*
** canonical_bfs.h: breadth-first search over canonical positions (plain C).
**
** Under the classic rules, from a position whose pegs split into fixed
** ones and interchangeable ones (from a tower, every peg but the tower's),
** a position and its relabelled copies are equally far from the start: a
** search over canonical positions (state_space.h) visits about (k - F)! times
** fewer of them and can still count the whole space, each canonical
** position standing for its orbit of (k - F)! / (k - F - u)! positions
** (u the interchangeable pegs it uses).
**
** The table: a position's cell is its block, the canonical rank of its
** m - q larger disks (HCanon of m - q disks), times k^q, plus the labels
** of its q smallest disks as base-k digits (k^q <= 64). Once the larger
** disks use every free label but at most one, every labelling of the
** small disks is canonical, so the blocks are full and their cells are
** expanded together: moves of the small disks stay in the block, a move
** of a larger disk takes a whole set of cells to the same offsets of
** another block. Only blocks whose larger disks leave two free labels or
** more unused hold cells that stand for no position, a share of the table
** that halves with each disk (0.5% at 12 disks on 4 pegs, 0.03% at 16).
**
** Two modes, 2 bits per cell (two-bit breadth-first search, after Korf
** and, for the depth mod 3, Cooperman and Finkelstein):
**  - depth mod 3 (the default, for tables that are walked back): 0
**    unvisited, else 1 + depth mod 3, which is all a search needs to walk
**    back to the start (a neighbour of a position at depth d is at d - 1,
**    d or d + 1, one label each). Each group of blocks keeps the least and
**    greatest depth it holds, and a layer expands only the groups whose
**    range covers it;
**  - counting (hanoi_cbfs_init_counting): 0 unvisited, 1 and 2 the labels
**    that take turns as "this layer" and "the next layer", 3 done, and a
**    flag bit per group and label; each position is expanded once. This
**    is Korf's two-bit breadth-first search ("Minimizing Disk I/O in
**    Two-Bit Breadth-First Search", AAAI 2008), over canonical positions.
**    It also runs over a *window* of the table (hanoi_cbfs_init_window):
**    the cells of a range of blocks only, the successors that fall outside
**    handed to a function (disk_bfs.c keeps the rest of the table on disk).
** Layers are expanded by several threads, each claiming groups from an
** atomic counter and labelling cells with an atomic OR (every transition
** only sets bits); a single thread uses plain writes.
*/
#ifndef HANOI_CANONICAL_BFS_H
#define HANOI_CANONICAL_BFS_H

#include <signal.h>

#include "state_space.h"

#define CBFS_MAX_THREADS  16
/* The largest table (cells) of a search in one process, whole or a window
** at a time: its cells in memory, or on one disk, must stay within reach
** of one machine (2^40 cells: 256 GiB). A table cut into shards over
** several processes (hanoi-bfs-mpi) may be as large as the largest space
** (4^23 = 2^46 positions); its indexes are 64-bit throughout. */
#define CBFS_MAX_CELLS          ((uint64_t)1 << 40)
#define CBFS_MAX_SHARDED_CELLS  ((uint64_t)1 << 46)

/* Successors outside a window: n (word, cells, free labels used) triples,
** the word numbered in the whole table, the cells as bits 2c of the word.
** Called from the worker threads: the callee serializes. */
typedef void (*HCBfsSpill)(void *ud, const uint64_t *wi, const uint64_t *want,
                           const unsigned char *u, int n);

typedef struct HCBfs {
  HCanon c;                 /* canonical positions of the m disks */
  HCanon pc;                /* of the m - q larger disks: one block each */
  uint64_t *cells;          /* 2 bits per cell */
  uint16_t *lo, *hi;        /* per group: depth range held (lo 0xFFFF: none) */
  uint16_t *slo, *shi;      /* the same per 64 groups (depth-mod-3 mode): a layer
                               skips them at once where it has nothing to do */
  uint64_t ncells, nwords, nblocks, ngroups;
  uint64_t cells_bytes, range_bytes, super_bytes;
  int q, kq, G;             /* small disks, cells per block, blocks per group */
  int layer;                /* depth of the last complete layer */
  int nthreads;
  uint64_t reached, last;   /* canonical positions reached, in the last layer */
  uint64_t wreached, wlast; /* the same, each counted with its orbit */
  uint64_t orbit[HANOI_MAXK + 1];   /* orbit size by free labels used */
  uint64_t next_group;      /* work counter of the running layer */
  const volatile sig_atomic_t *stop; /* when set, a layer stops early */
  int stopped;
  int counting;             /* see hanoi_cbfs_init_counting */
  int keep;                 /* counting: a layer leaves its own cells labelled (not
                               done): the caller marks them done (3) before the
                               next layer, or keeps the last layer's positions */
  uint64_t start_cell;
  uint64_t kpow[4];
  uint64_t onany[HANOI_MAXK][2];  /* cells of a block with a small disk on label p */
  uint64_t near[64][2];           /* the cells one move of a small disk from cell c */
  /* counting: a bit per group for labels 1 and 2 (the group holds such cells) */
  uint64_t *flag[2];
  uint64_t flag_bytes;
  /* a window holds the blocks blk0 .. blk0 + nblocks - 1 only (else blk0 = 0
  ** and the table is whole): cells, words, groups and flags are numbered
  ** from its start, wlo and g0 are its first word and group in the table */
  uint64_t blk0, wlo, g0, wcap;
  HCBfsSpill spill;
  void *spill_ud;
  unsigned char shrink[HANOI_MAXK][64];   /* cell c once label a is gone: the small
                                             disks' digits above a one less */
} HCBfs;

/* The bytes the search of m disks on k pegs (F fixed) needs; UINT64_MAX
** when its cells do not fit. */
uint64_t hanoi_cbfs_bytes(int m, int k, int fixed);
/* the same as a double, for any m (the figure of a refusal) */
double hanoi_cbfs_bytes_d(int m, int k, int fixed);
/* Lays a search out (sizes, the tables of a block, the start's cell)
** without allocating anything: what a table read from a file needs.
** 0 or HS_TOOBIG. */
int hanoi_cbfs_layout(HCBfs *b, int m, int k, int fixed, const unsigned char *start_labels,
                      int nthreads);
/* the same for a table cut into shards (up to CBFS_MAX_SHARDED_CELLS) */
int hanoi_cbfs_layout_sharded(HCBfs *b, int m, int k, int fixed,
                              const unsigned char *start_labels, int nthreads);
/* 0 or a status (HS_MEMLIMIT, HS_NOMEM, HS_TOOBIG) */
int hanoi_cbfs_init(HCBfs *b, HMem *mem, int m, int k, int fixed,
                    const unsigned char *start_labels, int nthreads);
/* The counting search (see above) of the whole table: the same as
** hanoi_cbfs_init but for the mode (hanoi_cbfs_descend and
** hanoi_cbfs_label do not apply) */
int hanoi_cbfs_init_counting(HCBfs *b, HMem *mem, int m, int k, int fixed,
                             const unsigned char *start_labels, int nthreads);
/* its bytes, as hanoi_cbfs_bytes_d */
double hanoi_cbfs_counting_bytes_d(int m, int k, int fixed);
/* A counting search over a window of up to wblocks blocks (a multiple of
** hanoi_cbfs_align), placed with hanoi_cbfs_window; its cells and flags
** start clear and the caller labels the start. Layers run as usual but
** for the successors outside the window, which go to spill(spill_ud, ...).
** Its bytes: hanoi_cbfs_window_bytes. */
int hanoi_cbfs_init_window(HCBfs *b, HMem *mem, int m, int k, int fixed, uint64_t wblocks,
                           int nthreads, HCBfsSpill spill, void *spill_ud);
/* the same, a window of a table cut into shards (up to CBFS_MAX_SHARDED_CELLS) */
int hanoi_cbfs_init_window_sharded(HCBfs *b, HMem *mem, int m, int k, int fixed,
                                   uint64_t wblocks, int nthreads, HCBfsSpill spill,
                                   void *spill_ud);
uint64_t hanoi_cbfs_window_bytes(int m, int k, uint64_t wblocks);
/* window starts are multiples of it (whole words and groups) */
uint64_t hanoi_cbfs_align(int m, int k);
/* Places the window at blocks blk0 .. blk0 + nblk - 1 (nblk <= wblocks);
** its cells and flags must be clear. */
void hanoi_cbfs_window(HCBfs *b, uint64_t blk0, uint64_t nblk);
/* Adds one more start position (canonical labels lab) at depth 0, for a
** search from a set of positions; depth-mod-3 mode, before the first
** layer. */
void hanoi_cbfs_seed(HCBfs *b, const unsigned char *lab);
/* expands one layer; returns the canonical positions found (0: done) */
uint64_t hanoi_cbfs_layer(HCBfs *b);
void hanoi_cbfs_free(HCBfs *b, HMem *mem);
/* Frees what only the search needs (the depth ranges of the groups): the
** labels stay, for hanoi_cbfs_descend and hanoi_cbfs_label. No layer may
** follow. */
void hanoi_cbfs_keep_labels(HCBfs *b, HMem *mem);

/* the cell of canonical labels lab */
uint64_t hanoi_cbfs_cell(const HCBfs *b, const unsigned char *lab);

/* Appends the moves of a shortest path from the real position `start`
** (m disks; map: the label of each fixed peg, 0xFF for the others) back
** to the search's start, which must be all disks on label 0 (a tower):
** each step takes a neighbour one layer nearer. 0, or a status. */
int hanoi_cbfs_descend(const HCBfs *b, HMem *mem, const unsigned char *map,
                       const unsigned char *start, HMoves *out);

/* the label (1 + depth mod 3, 0 when unreached) of canonical labels lab */
static inline unsigned hanoi_cbfs_label(const HCBfs *b, const unsigned char *lab) {
  return cell_get(b->cells, hanoi_cbfs_cell(b, lab));
}

#endif
