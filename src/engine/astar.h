/*
** astar.h: A* over canonical positions under the classic rules, guided by
** an admissible heuristic (pattern_db.h); plain C, resumable, with a budget.
*/
#ifndef HANOI_ASTAR_H
#define HANOI_ASTAR_H

/* The work of one position of the budget: generating HANOI_WORK_UNIT
** disk-positions on 4 pegs (a position of n disks counts n, times k / 4
** for its heuristic on k pegs). A 4-peg expansion generates at most 6
** positions, so up to 16 disks it costs one. */
#define HANOI_WORK_UNIT 96

#include "pattern_db.h"

typedef struct HNode {
  uint32_t parent;          /* node index; itself for the start */
  uint16_t g, f, h;
  unsigned char d, a, b;    /* the move that led here: disk, labels */
  unsigned char closed;
} HNode;

typedef struct HAstar {
  int n, k, fixed, bits, words, tower;
  unsigned char map[HANOI_MAXK];    /* label of each fixed peg, 0xFF for a free one */
  unsigned char lmap[HANOI_MAXK];   /* the same for labels: l for l < fixed */
  unsigned char goal[HANOI_MAXN];   /* goal labels (all 0 for a tower) */
  const HHeur *h;
  HNode *node;
  uint64_t *key;                    /* `words` words per node */
  uint64_t nn, ncap;
  uint64_t *hash;                   /* node index + 1 and a fingerprint (astar.c) */
  uint64_t hcap;
  uint32_t **bk;                    /* open nodes by f, each a stack */
  uint64_t *bn, *bc;
  int nbk, fcur;
  uint32_t found;                   /* goal node + 1, 0 while searching */
  uint32_t best;                    /* the node with the least h (largest g) */
  uint64_t expanded;
} HAstar;

/* Positions are given as real pegs; `map` says which pegs are fixed (their
** label) and which interchangeable (0xFF). 0 on success, else a status. */
int hanoi_astar_init(HAstar *A, HMem *mem, int n, int k, int fixed,
                     const unsigned char *map, const unsigned char *start,
                     const unsigned char *goal, const HHeur *h);
/* HS_PAUSE until HS_DONE (A->found set), HS_UNREACHABLE or HS_BUDGET;
** or HS_MEMLIMIT, HS_NOMEM, HS_TOOBIG */
int hanoi_astar_run(HAstar *A, HMem *mem, HRun *run);
/* the real moves from `start` to node i (index) into ml; 0: no memory */
int hanoi_astar_moves(const HAstar *A, HMem *mem, uint32_t i,
                      const unsigned char *start, HMoves *ml);
/* the real position of node i into where; 0: no memory */
int hanoi_astar_where(const HAstar *A, HMem *mem, uint32_t i,
                      const unsigned char *start, unsigned char *where);
void hanoi_astar_free(HAstar *A, HMem *mem);

/* The canonical labels of real position `where` and, in inv, the peg of
** each label used; returns the number of labels used. */
int hanoi_astar_labels(const HAstar *A, const unsigned char *where,
                       unsigned char *lab, unsigned char *inv);

#endif
