/*
** layered_bfs.h: shortest paths under any rule set, by a breadth-first search
** that keeps its layers (plain C, no lua_State).
**
** The search runs a slice at a time: hanoi_path_run returns HS_PAUSE
** after a slice (the caller reports progress, looks for Ctrl-C and calls
** again), HS_ASK when it needs an answer it cannot compute itself (may
** this move be made? is this position a goal? see HAsk: the caller finds
** out, for instance by calling a Lua function that may yield, passes the
** answer to hanoi_path_answer and calls again), and else a final status.
** Nothing of the search lives in C locals between two calls.
*/
#ifndef HANOI_LAYERED_BFS_H
#define HANOI_LAYERED_BFS_H

#include "rules.h"

/* what to compute */
enum {
  HP_FIND,              /* one shortest path */
  HP_COUNT,             /* the number of shortest paths */
  HP_PATHS              /* every shortest path, when there are at most max_paths */
};

/* a question for the caller */
enum { HASK_MOVE = 1, HASK_GOAL = 2 };
typedef struct HAsk {
  int kind;             /* HASK_MOVE: may disk d go from f to t in position `code`?
                           HASK_GOAL: is position `code` a goal? */
  uint64_t code;
  int d, f, t;          /* 0-based */
} HAsk;

/* a final status beyond state_space.h's: the answers of the caller changed
** between two questions about the same move */
#define HP_LOST (HS_TOOBIG + 1)

typedef struct HPath {
  HSpace sp;
  HRules rules;             /* with rules.pred, every move is asked about */
  int what;
  int goal_ask;             /* every position reached is asked about */
  uint64_t max_paths;
  uint64_t *goals, ngoals, capgoals;  /* the goals, sorted (unless goal_ask) */
  uint64_t nsrc;            /* the starts: layer 0 */
  /* the search */
  uint64_t *seen;           /* 1 bit per position, or (big spaces) a hash */
  uint64_t seen_bytes;      /* set of the codes reached, code + 1 per slot */
  uint64_t hcap, hn;        /* hash set: slots (a power of 2, 0: the bits) and used */
  uint64_t *codes, ncodes, capcodes;  /* positions reached, layer by layer */
  uint64_t *lay, nlay, caplay;        /* layer e is codes[lay[e] .. lay[e + 1]) */
  uint32_t *cnt;                      /* HP_COUNT, HP_PATHS: paths to each position */
  uint64_t ncnt, capcnt;
  uint64_t *coff, capcoff;            /* layer e's counts start at cnt[coff[e]] ... */
  uint32_t *cw;                       /* ... and take cw[e] limbs each */
  uint64_t capcw;
  uint64_t *gl, ngl, capgl;           /* the goals of the last layer */
  int phase, pending, answer;
  uint64_t sort_part[257];            /* the parts of the layer being sorted */
  int sort_sh, sort_b;                /* their byte, the next part to sort */
  uint64_t qi, work;
  HStep steps[HANOI_MAXSTEPS];
  int nsteps, si;
  uint64_t stepsof;                   /* the position whose steps are in `steps` */
  uint64_t v, e, r, p;                /* walking back: position, layer, rank, path */
  HAsk ask;
  /* results */
  uint64_t dist;            /* the length of a shortest path */
  uint64_t from, to;        /* HP_FIND: the start and the goal it joins */
  HMoves moves;             /* HP_FIND: the path; HP_PATHS: the paths, one after another */
  uint64_t npaths;          /* HP_PATHS: how many are in `moves` (0: more than max_paths) */
  uint32_t *total;          /* HP_COUNT, HP_PATHS: the number of shortest paths */
  int totalw, captotal;     /* its limbs, little-endian */
} HPath;

/* Sets up a search from the positions src[0..nsrc-1] to the positions
** goals[0..ngoals-1] (or, with goal_ask, to every position the caller
** says is a goal), under rules r, on n disks and k pegs. Returns 0, or
** HS_TOOBIG / HS_MEMLIMIT / HS_NOMEM. */
int hanoi_path_init(HPath *P, HMem *mem, const HRules *r, int n, int k, int what,
                    const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                    uint64_t ngoals, int goal_ask, uint64_t max_paths);
/* HS_DONE (results set), HS_PAUSE, HS_ASK (P->ask), HS_UNREACHABLE,
** HS_BUDGET, HS_MEMLIMIT, HS_NOMEM, HP_LOST */
int hanoi_path_run(HPath *P, HMem *mem, HRun *run);
/* the answer to P->ask */
void hanoi_path_answer(HPath *P, int yes);
void hanoi_path_free(HPath *P, HMem *mem);

/* sorts codes and drops duplicates; returns how many are left */
uint64_t hanoi_sort_codes(uint64_t *a, uint64_t n);
/* the index of x in the sorted a[0..n-1], or UINT64_MAX */
uint64_t hanoi_find_code(const uint64_t *a, uint64_t n, uint64_t x);

#endif
