/*
** cbfs.h: breadth-first search over canonical positions (plain C).
**
** Under the classic rules, from a position whose pegs split into fixed
** ones and interchangeable ones (from a tower, every peg but the tower's),
** a position and its relabelled copies are equally far from the start: a
** search over canonical positions (space.h) visits about (k - F)! times
** fewer of them and can still count the whole space, each canonical
** position standing for its orbit of (k - F)! / (k - F - u)! positions
** (u the interchangeable pegs it uses).
**
** Two bits per canonical rank: 0 unvisited, else 1 + depth mod 3, which
** is also all a search needs to walk back to the start (a neighbour of a
** position at depth d is at d - 1, d or d + 1, one label each). To find
** the positions of the current layer without a queue, each chunk of 64
** ranks keeps the least and greatest depth it holds; a layer scans only
** the chunks whose range covers it. Layers are expanded by several
** threads, each claiming chunks from an atomic counter and labelling
** cells with an atomic OR (every transition only sets bits).
*/
#ifndef HANOI_CBFS_H
#define HANOI_CBFS_H

#include <signal.h>

#include "space.h"

#define CBFS_CHUNK_SHIFT  6               /* 64 ranks per chunk */
#define CBFS_MAX_THREADS  16

typedef struct HCBfs {
  HCanon c;
  uint64_t *cells;          /* 2 bits per rank */
  uint16_t *lo, *hi;        /* per chunk: depth range held (lo 0xFFFF: none) */
  uint64_t nwords, nchunks;
  uint64_t cells_bytes, range_bytes;
  int layer;                /* depth of the last complete layer */
  int nthreads;
  uint64_t reached, last;   /* canonical positions reached, in the last layer */
  uint64_t wreached, wlast; /* the same, each counted with its orbit */
  uint64_t orbit[HANOI_MAXK + 1];   /* orbit size by free labels used */
  uint64_t next_chunk;      /* work counter of the running layer */
  const volatile sig_atomic_t *stop; /* when set, a layer stops early */
  int stopped;
  int counting;             /* see hanoi_cbfs_counting */
  uint64_t start_rank;
  /* blocks: once the disks q.. use every free label but at most one, the
     q smallest disks are plain base-k digits of the rank and their k^q
     ranks (kq <= 32 cells, one 64-bit pattern) are expanded together */
  int q, kq;
  uint64_t kpow[4];
  uint64_t onany[HANOI_MAXK];     /* cells with one of the q disks on label p */
  uint64_t near[32];              /* the cells one move of a small disk from cell c */
} HCBfs;

/* The bytes the search of m disks on k pegs (F fixed) needs; UINT64_MAX
** when its ranks do not fit. */
uint64_t hanoi_cbfs_bytes(int m, int k, int fixed);
/* 0 or a status (HS_MEMLIMIT, HS_NOMEM, HS_TOOBIG) */
int hanoi_cbfs_init(HCBfs *b, HMem *mem, int m, int k, int fixed,
                    const unsigned char *start_labels, int nthreads);
/* Switches a search that has not expanded a layer yet to counting only:
** the cells become 0 unvisited, 1 and 2 the labels that take turns as
** "this layer" and "the next layer", 3 done, and each chunk keeps a flag
** per label instead of its depth range (lo for 1, hi for 2). Each
** position is then expanded exactly once (with depth mod 3, a chunk whose
** range covers the layer is rescanned, and its positions of earlier
** layers that carry the same label are expanded again, finding nothing),
** but hanoi_cbfs_descend and hanoi_cbfs_label no longer apply. */
void hanoi_cbfs_counting(HCBfs *b);
/* expands one layer; returns the canonical positions found (0: done) */
uint64_t hanoi_cbfs_layer(HCBfs *b);
void hanoi_cbfs_free(HCBfs *b, HMem *mem);

/* Appends the moves of a shortest path from the real position `start`
** (m disks; map: the label of each fixed peg, 0xFF for the others) back
** to the search's start, which must be all disks on label 0 (a tower):
** each step takes a neighbour one layer nearer. 0, or a status. */
int hanoi_cbfs_descend(const HCBfs *b, HMem *mem, const unsigned char *map,
                       const unsigned char *start, HMoves *out);

/* the label (1 + depth mod 3, 0 when unreached) of canonical labels lab */
static inline unsigned hanoi_cbfs_label(const HCBfs *b, const unsigned char *lab) {
  return cell_get(b->cells, hanoi_canon_rank(&b->c, lab));
}

#endif
