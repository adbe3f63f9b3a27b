/*
** ball_search.h: a shortest path to a tower by breadth-first search from both
** ends (plain C). The goal's end is a ball: the canonical breadth-first
** search of canonical_bfs.c from the tower, grown to a radius R (or to the whole
** space), which labels every position within R moves of the tower with
** its depth mod 3. The start's end is a breadth-first search over real
** positions, one layer at a time, until a layer touches the ball. See
** ball_search.c.
*/
#ifndef HANOI_BALL_SEARCH_H
#define HANOI_BALL_SEARCH_H

#include "canonical_bfs.h"

typedef struct HMeet {
  const HCBfs *ball;
  int radius;               /* every position within it is in the ball */
  int complete;             /* the ball is the whole space */
  int n, k;                 /* the positions' disks (the ball's and larger) and pegs */
  unsigned char map[HANOI_MAXK];   /* label of each fixed peg, 0xFF for the others */
  HSpace sp;
  uint64_t start;           /* the start's code */
  uint64_t *slot;           /* code << 16 | disk << 8 | from; UINT64_MAX: empty */
  uint64_t cap, count;
  uint64_t *cur, *nxt;      /* this layer and the next, as codes */
  uint64_t ncur, nnxt, ccur, cnxt, icur;
  int depth;                /* of the layer in cur */
  int found;                /* 1: `hit` is in the ball, at depth `depth` */
  uint64_t hit;
} HMeet;

/* The largest number of disks whose codes the forward search can hold. */
int hanoi_meet_fits(int n, int k);

/* Sets up the search from the real position `start` of n disks to the
** tower the ball grew from; `map` as for hanoi_cbfs_descend. The ball
** holds the m <= n smallest disks; when m < n its radius must be at most
** (FS(m + 1) - 1) / 2 on four pegs (see ball_search.c). 0, or a status. */
int hanoi_meet_init(HMeet *M, HMem *mem, const HCBfs *ball, int radius, int complete, int n,
                    const unsigned char *map, const unsigned char *start);
/* HS_PAUSE until HS_DONE (M->found); HS_BUDGET; HS_MEMLIMIT, HS_NOMEM */
int hanoi_meet_run(HMeet *M, HMem *mem, HRun *run);
/* The moves of a shortest path from the start to the tower, appended to
** out: the forward search's path to the ball, then down the ball. 0, or
** a status. */
int hanoi_meet_moves(const HMeet *M, HMem *mem, const unsigned char *start, HMoves *out);
void hanoi_meet_free(HMeet *M, HMem *mem);

#endif
