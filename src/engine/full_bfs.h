/*
** full_bfs.h: breadth-first search over all k^n positions (plain C).
**
** Two bits per position: 0 unvisited, 1 and 2 the labels that take turns
** as "this layer" and "the next layer", 3 done. A layer is held in one of
** two ways, whichever suits its size:
**  - sparse: a list of at most PBFS_LIST codes, expanded by one thread
**    (deep graphs, such as the linear rules' 3^n - 1 layers of one
**    position each, cost time in proportion to their positions only);
**  - dense: the labelled cells themselves, found through a flag per chunk
**    of 65536 positions; the chunks are shared between threads that claim
**    them from an atomic counter. Every transition only sets bits, so
**    threads label cells with an atomic OR, and the one that sees a cell
**    go from 0 to a label counts it: the counts do not depend on the
**    number of threads.
** When k is a power of two a position's code is its pegs in fixed-width
** bit fields: the moves of the smallest disks stay inside a word of 32
** cells and are made for all of them with shifts and masks, and every
** other move is made for a whole block of cells (the positions in which
** only those small disks differ) with one atomic OR.
*/
#ifndef HANOI_FULL_BFS_H
#define HANOI_FULL_BFS_H

#include <signal.h>

#include "state_space.h"

#define PBFS_CHUNK_SHIFT  16               /* positions per chunk: 65536 */
#define PBFS_MAX_THREADS  16
#define PBFS_LIST         ((uint64_t)1 << 14)   /* codes in a sparse layer */

typedef struct HPBfs {
  HSpace sp;
  uint32_t allow[HANOI_MAXK];
  uint64_t rep[HANOI_MAXK];   /* peg p in every digit (power-of-two k) */
  uint64_t low;               /* the lowest bit of every digit */
  uint64_t powbit[64];     /* k^d for the bit of disk d in a peg mask */
  /* k a power of two: moves of the `near` smallest disks stay inside a
     64-bit word of cells and are made for all 32 cells at once */
  int near;
  uint64_t nearmin;           /* peg-mask bits below it belong to near disks */
  uint64_t on[2][HANOI_MAXK];     /* cells whose disk d (< near) is on peg p */
  uint64_t below[2][HANOI_MAXK];  /* cells with a disk smaller than d on p */
  uint64_t onany[HANOI_MAXK];     /* cells with a near disk on p */
  int block;                      /* k^near cells */
  uint64_t *cells;         /* 2 bits per position */
  uint32_t *dist;          /* the caller's distance per position, or NULL */
  unsigned char *flag[2];  /* per chunk: holds cells labelled 1 or 2 */
  uint64_t *list[2];       /* sparse layers, by label */
  uint64_t nlist[2], listcap;  /* listcap: min(PBFS_LIST, k^n) */
  int sparse;              /* the current layer is a list */
  int overflow;            /* the next layer outgrew its list */
  uint64_t nwords, nchunks;
  uint64_t cells_bytes, flag_bytes, list_bytes;
  int64_t layer;           /* depth of the last complete layer */
  int nthreads;
  uint64_t reached, last;  /* positions reached, in the last layer */
  uint64_t next_chunk;     /* work counter of the running layer */
  const volatile sig_atomic_t *stop;  /* when set, a layer stops early */
  int stopped;
} HPBfs;

/* The bytes of the search of n disks on k pegs (without the distances);
** a double, so that spaces too large to search can still be named. */
double hanoi_pbfs_bytes(int n, int k);
/* 0 or a status (HS_MEMLIMIT, HS_NOMEM, HS_TOOBIG). allow: the rules'
** moves (the size rule comes on top); dist: NULL or k^n entries, filled
** with UINT32_MAX but for the start (0) as positions are reached. */
int hanoi_pbfs_init(HPBfs *b, HMem *mem, int n, int k, const uint32_t *allow,
                    const unsigned char *start, uint32_t *dist, int nthreads);
/* Adds another start (code) to layer 0, before the first layer is
** expanded; a start given twice counts once. */
void hanoi_pbfs_add_start(HPBfs *b, uint64_t code);
/* expands one layer; returns the positions found (0: done, or stopped) */
uint64_t hanoi_pbfs_layer(HPBfs *b);
void hanoi_pbfs_free(HPBfs *b, HMem *mem);

#endif
