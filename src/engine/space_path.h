/*
** space_path.h: a shortest path to the nearest goal by a breadth-first
** search over the whole state space, two bits per position (plain C; see
** space_path.c).
*/
#ifndef HANOI_SPACE_PATH_H
#define HANOI_SPACE_PATH_H

#include "full_bfs.h"
#include "rules.h"

typedef struct HSpacePath {
  HPBfs b;
  HRules rules;
  int ready;                /* b is set up */
  int phase;                /* searching, walking back, done */
  int started;              /* the starts were checked against the goals */
  uint64_t *goals, ngoals;  /* sorted, without repeats */
  uint64_t goals_bytes;
  uint32_t *dist;           /* with a path: every position's distance */
  uint64_t dist_bytes;
  uint64_t work;            /* positions since the last pause */
  uint64_t expanded;        /* positions expanded in all */
  int share;                /* a position's charge is 1 / share of one */
  uint64_t v, e;            /* walking back: the position and its distance */
  /* results */
  uint64_t len;             /* the length of a shortest path */
  uint64_t from, to;        /* the start and the goal it joins */
  HMoves moves;             /* with a path: its moves */
} HSpacePath;

/* The bytes of the search of n disks on k pegs (with `path`, the
** distances too); a double, for spaces too large to search. */
double hanoi_spath_bytes(int n, int k, int path);
/* Sets up a search from src[0..nsrc-1] to the nearest of goals[0..ngoals-1]
** under the moves of r (no predicate), on `nthreads` threads; with
** `path`, the moves of a shortest path are found too. `stop`: a flag
** that stops a layer early (the search then cannot go on). 0 or
** HS_TOOBIG / HS_MEMLIMIT / HS_NOMEM. */
int hanoi_spath_init(HSpacePath *W, HMem *mem, const HRules *r, int n, int k, int path,
                     const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                     uint64_t ngoals, int nthreads, const volatile sig_atomic_t *stop);
/* HS_DONE (results set), HS_PAUSE (after a slice, or stopped: see
** W->b.stopped), HS_UNREACHABLE, HS_BUDGET (the next layer would pass
** run->max_states), HS_MEMLIMIT, HS_NOMEM. Each position expanded is
** charged to run->states: a whole one with a path, 1/16 of one without
** (two bits a position instead of four bytes more: a distance over a
** space of 16 * max_states positions stays within the budget). */
int hanoi_spath_run(HSpacePath *W, HMem *mem, HRun *run);
void hanoi_spath_free(HSpacePath *W, HMem *mem);

#endif
