/*
** cheapest_path.h: cheapest paths under move costs, by a uniform-cost
** search: Dial's buckets for small integer costs, a binary heap
** (Dijkstra) otherwise (plain C, no lua_State).
**
** Every move has a positive integer cost (a matrix cost[from][to], or a
** number the caller gives for each move: HCASK_COST). A path is better
** than another when it costs less, or costs the same in fewer moves: the
** search orders its positions by the pair (cost, moves). It runs a slice
** at a time, as layered_bfs.h does: HS_PAUSE after a slice, HS_ASK when
** it needs an answer from the caller (HCAsk: may this move be made? what
** does it cost? is this position a goal?), to be passed back with
** hanoi_cheap_answer before it is called again; nothing of it lives in C
** locals between two calls.
*/
#ifndef HANOI_CHEAPEST_PATH_H
#define HANOI_CHEAPEST_PATH_H

#include "rules.h"

/* what to compute */
enum {
  HC_FIND,              /* one cheapest path */
  HC_COUNT,             /* the number of cheapest paths */
  HC_PATHS,             /* every cheapest path, when there are at most max_paths */
  HC_ALL                /* every position reached, with its cost (no goal) */
};

/* a question for the caller */
enum { HCASK_MOVE = 1, HCASK_GOAL, HCASK_COST };
typedef struct HCAsk {
  int kind;             /* HCASK_MOVE: may disk d go from f to t in position `code`?
                           HCASK_COST: what does that move cost (1 .. HC_MAXCOST)?
                           HCASK_GOAL: is position `code` a goal? */
  uint64_t code;
  int d, f, t;          /* 0-based */
} HCAsk;

/* a final status beyond state_space.h's: the caller's answers changed
** between two questions about the same move */
#define HC_LOST (HS_TOOBIG + 1)

#define HC_MAXCOST  0x7fffffffu     /* the largest cost of a move */
#define HC_DIAL_MAX 4096u           /* the largest cost the buckets take */

/* a position reached */
typedef struct HCRec {
  uint64_t code, cost;
  uint64_t parent;      /* the record the best path came from (UINT64_MAX: a start) */
  uint32_t moves;       /* the fewest moves among the cheapest paths */
  unsigned char d, f, t;/* the move from the parent */
  unsigned char closed; /* its (cost, moves) is final */
} HCRec;

/* a bucket of Dial's ring: records whose cost, when pushed, was that of the bucket */
typedef struct HCBucket { uint64_t *a, n, cap; } HCBucket;

typedef struct HCheap {
  HSpace sp;
  HRules rules;             /* with rules.pred, every move is asked about */
  uint32_t cost[HANOI_MAXK][HANOI_MAXK];
  int ask_cost;             /* every move's cost is asked */
  int what, reverse, goal_ask;
  uint64_t max_paths;
  uint64_t *goals, ngoals, capgoals;  /* sorted (unless goal_ask) */
  /* the positions reached */
  HCRec *rec;
  uint64_t nrec, caprec;
  uint32_t *cnt;            /* HC_COUNT, HC_PATHS: cw limbs per record */
  uint64_t capcnt;          /* records it has room for */
  int cw;
  uint32_t *dense;          /* code -> record + 1, when the space is small */
  uint64_t *hash;           /* else: an open-addressing set of record + 1 */
  uint64_t hcap, hn;
  /* the queue: Dial's ring of nbk buckets, or a binary heap of (cost, record) */
  HCBucket *bk;
  int nbk;                  /* 0: the heap */
  uint64_t nopen;           /* entries in the buckets */
  uint64_t *hp, hpn, hpcap; /* the heap: 2 words an entry */
  uint64_t cur;             /* the cost of the level */
  uint64_t *lvl, nlvl, caplvl;        /* the level's records, all final */
  uint64_t *gl, ngl, capgl;           /* the goals among them */
  uint64_t *lev, nlev, caplev;        /* HC_ALL: (cost, positions) of each level */
  int phase, pending;
  uint64_t answer;
  uint64_t li, work;
  HStep steps[HANOI_MAXSTEPS];
  int nsteps, si;
  uint64_t stepsof;
  uint64_t v, r, p;         /* HC_PATHS: walking back path p from record v, rank r */
  HCAsk ask;
  /* results */
  uint64_t dist_cost, dist_moves;     /* the cheapest cost and its fewest moves */
  uint64_t first_cost;                /* HC_FIND: the cost of the path's first move */
  uint64_t from, to;                  /* HC_FIND: the start and the goal it joins */
  HMoves moves;             /* HC_FIND: the path; HC_PATHS: the paths, one after another */
  uint64_t npaths;          /* HC_PATHS: how many (0: more than max_paths) */
  uint32_t *total;          /* HC_COUNT, HC_PATHS: the number of cheapest paths */
  int totalw, captotal;
} HCheap;

/* Sets up a search from src[0..nsrc-1] to goals[0..ngoals-1] (or, with
** goal_ask, to every position the caller says is a goal; none for
** HC_ALL) under rules r on n disks and k pegs. cost is cost[f * k + t]
** (1 .. HC_MAXCOST where r allows the move), or NULL: every cost is
** asked. reverse (HC_ALL only): follow the moves backwards. Returns 0, or
** HS_TOOBIG / HS_MEMLIMIT / HS_NOMEM. */
int hanoi_cheap_init(HCheap *C, HMem *mem, const HRules *r, const uint32_t *cost, int n,
                     int k, int what, int reverse, const uint64_t *src, uint64_t nsrc,
                     const uint64_t *goals, uint64_t ngoals, int goal_ask, uint64_t max_paths);
/* HS_DONE (results set), HS_PAUSE, HS_ASK (C->ask), HS_UNREACHABLE,
** HS_BUDGET, HS_MEMLIMIT, HS_NOMEM, HC_LOST */
int hanoi_cheap_run(HCheap *C, HMem *mem, HRun *run);
/* the answer to C->ask: 0 or 1, or the cost */
void hanoi_cheap_answer(HCheap *C, uint64_t answer);
void hanoi_cheap_free(HCheap *C, HMem *mem);

#endif
