/*
** largest_first_plan.h: a good plan when a search runs out of its budget, on k > 3 pegs
** under the classic rules (plain C).
*/
#ifndef HANOI_LARGEST_FIRST_PLAN_H
#define HANOI_LARGEST_FIRST_PLAN_H

#include <signal.h>

#include "pattern_db.h"

/* The work a plan may do: `left` steps of its dynamic programming (it
** gives up with HS_BUDGET rather than pass them), and a flag that stops
** it (then it gives up too, and sets `stopped`). */
typedef struct HWork {
  uint64_t left;
  const volatile sig_atomic_t *stop;
  int stopped;
} HWork;

/* Appends to out a plan for disks 0..n-1 from `start` to `goal` (real
** pegs): the largest disks first, along a shortest path of theirs read
** from a pattern database of h (a tower table when h->tower, else the goal
** table h->G[0], which must hold the largest disks); then the smaller
** disks a few at a time, their moves placed around the larger disks'
** moves as well as can be (dynamic programming). `map` gives the label of
** each fixed peg (0xFF for the others), as for the search. For a tower,
** `m` (0: as many as the tables allow) sets how many disks make the
** skeleton; `rev` takes the last of equally short moves instead of the
** first. It gives up (HS_TOOBIG) when the plan grows longer than maxlen
** moves, or when no table covers the largest disks, and (HS_BUDGET) when
** it would do more work than `work` allows. 0, or a status (HS_MEMLIMIT,
** HS_NOMEM, HS_TOOBIG, HS_BUDGET). */
int hanoi_lift(HMem *mem, HWork *work, const HHeur *h, int n, int k, const unsigned char *map,
               int fixed, const unsigned char *start, const unsigned char *goal,
               int m, int rev, uint64_t maxlen, HMoves *out);

#endif
