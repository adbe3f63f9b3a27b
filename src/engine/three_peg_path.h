/*
** three_peg_path.h: shortest paths on 3 pegs under the classic rules, from any
** position to any position, in O(n) (plain C).
*/
#ifndef HANOI_THREE_PEG_PATH_H
#define HANOI_THREE_PEG_PATH_H

#include "state_space.h"

typedef struct H3Plan {
  int m;                /* largest differing disk (0-based), -1 when equal */
  uint64_t dist;        /* the shortest distance (UINT64_MAX: 2^64 or more) */
  int direct, via;      /* whether each way is a shortest one */
  int dd, df, dt;       /* the first move of the direct way */
  int vd, vf, vt;       /* the first move of the way via the third peg */
} H3Plan;

/* the plan from a to b; with `moves`, the first move of each way too */
void hanoi3_plan(const unsigned char *a, const unsigned char *b, int n, H3Plan *pl,
                 int moves);

/* A whole shortest path as at most 4n + 3 segments: single moves and
** moves of a perfect tower of disks 0..d-1 (2^d - 1 moves by the ruler
** sequence), played one move at a time in O(1) amortized. */
typedef struct H3Seg { unsigned char tower, d, f, t; } H3Seg;

typedef struct H3Path {
  H3Seg seg[4 * HANOI_MAXN + 4];
  int nseg, i;              /* segments, the one being played */
  uint64_t j, len;          /* moves made in it, its moves */
  unsigned char where[HANOI_MAXN];  /* the position as the moves are made */
  int n;
} H3Path;

/* the path from a to b: directly, or (when prefer_via and it is as
** short) moving the largest differing disk twice; returns its length */
uint64_t hanoi3_path(H3Path *p, const unsigned char *a, const unsigned char *b, int n,
                     int prefer_via);
/* the next move into d, f, t (0-based); 0 when the path is done */
int hanoi3_next(H3Path *p, int *d, int *f, int *t);

#endif
