/*
** bidirectional_bfs.h: bidirectional breadth-first search for rule sets in which
** every move can be undone and no predicate is asked (plain C, no
** lua_State). Runs a slice at a time, like layered_bfs.h.
*/
#ifndef HANOI_BIDIRECTIONAL_BFS_H
#define HANOI_BIDIRECTIONAL_BFS_H

#include "rules.h"

typedef struct HBSide {
  uint64_t *lab;            /* 2 bits per position: 0, or 1 + distance mod 3 */
  uint64_t *q, n, cap;      /* the frontier */
  uint64_t *nq, nn, ncap;   /* the next one */
  uint64_t depth;           /* the distance of the frontier */
} HBSide;

typedef struct HBidir {
  HSpace sp;
  HRules rules;
  HBSide s[2];              /* 0 from the starts, 1 from the goals */
  uint64_t lab_bytes;
  int X, inlayer, done;
  uint64_t qi, work;
  HStep steps[HANOI_MAXSTEPS];
  int nsteps;
  /* results */
  uint64_t dist, from, to;  /* the length, the start and the goal it joins */
  HMoves moves;
} HBidir;

/* 0, or HS_TOOBIG / HS_MEMLIMIT / HS_NOMEM */
int hanoi_bidir_init(HBidir *B, HMem *mem, const HRules *r, int n, int k,
                     const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                     uint64_t ngoals);
/* HS_DONE, HS_PAUSE, HS_UNREACHABLE, HS_BUDGET, HS_MEMLIMIT, HS_NOMEM */
int hanoi_bidir_run(HBidir *B, HMem *mem, HRun *run);
void hanoi_bidir_free(HBidir *B, HMem *mem);

#endif
