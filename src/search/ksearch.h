/*
** ksearch.h: the k-peg search (kpeg_search.c) and the tables it keeps in
** the process and on disk (tables.c): what the two files share. The
** search's stack: 1 start, 2 goal, 3 options, 4 progress, 5 the search.
*/
#ifndef HANOI_KSEARCH_H
#define HANOI_KSEARCH_H

#include "search.h"
#include "../engine/astar.h"
#include "../engine/canonical_bfs.h"
#include "../engine/ball_search.h"

#define KSEARCH               "hanoi.Search"
#define TABLEBOX              "hanoi.SearchTable"
#define HANOI_ASTAR_ZERO      ((uint64_t)1 << 12)
#define HANOI_ASTAR_FIRST     ((uint64_t)1 << 16)
#define HANOI_ASTAR_CAP       ((uint64_t)1 << 24)
#define HANOI_BIG_TABLE       ((uint64_t)1 << 24)

/* The target of the k-peg search: a position, or a tower on peg `tower`
** (-1 for a position). */
typedef struct Target {
  int tower;
  unsigned char where[HANOI_MAXN];
} Target;

/* A table: a pattern database (HTable) or a ball (HCBfs: the canonical
** breadth-first search from a tower, to a radius or over the whole
** space). Kept in the registry for the rest of the process, under a key
** that names it exactly. */
#define BOX_BALL -1

typedef struct TableBox {
  int kind;                 /* HT_TOWER / HT_CLEAR (HTable) or BOX_BALL (HCBfs) */
  int ready;
  uint64_t bytes;           /* charged to max_memory by every search using it */
  uint64_t charge;          /* charged to max_states likewise */
  HTable t;
  HCBfs b;
  int radius, complete;     /* a ball: every position within radius is in it */
  int mapped;               /* its labels are a file's, mapped (engine/table_cache.c) */
} TableBox;

enum { P_TABLES, P_ASTAR, P_BALL, P_MEET, P_DONE };

typedef struct Want { int kind, m; } Want;

/* The ball of a search: a table of the m smallest disks (m = np, or fewer
** on four pegs when np's table is too large: then the radius stops at
** `cap`), grown until it holds `target` canonical positions or more. */
typedef struct BallSpec {
  int m, cap;
  uint64_t target;
  int whole;                /* the whole space of m disks, no radius */
} BallSpec;

typedef struct KSearch {
  HDrive drive;             /* first: hanoi_drive runs the search */
  HMem mem;
  HRun run;
  const FSTable *fs;
  int n, k, np;             /* disks, pegs, disks that matter */
  int fixed;
  unsigned char map[HANOI_MAXK];
  unsigned char start[HANOI_MAXN], goal[HANOI_MAXN];
  unsigned char glab[HANOI_MAXN];   /* the goal's canonical labels */
  Target target;
  int start_tower;          /* the peg of the np disks when they are a tower, else -1 */
  int phase, stage;         /* 0 no tables, 1 small tables, 2 the ball, 3 big tables */
  Want want[2 * HANOI_MAXN];  /* tables to fetch or build */
  int nwant, iwant;
  TableBox *building;
  HHeur h;
  HAstar A;
  int astar_live;
  uint64_t astar_budget;    /* run.states at which this A* stops */
  BallSpec bs;
  TableBox *ball;           /* user value 3 keeps it */
  HMeet M;
  int meet_live;
  uint64_t ball_base;       /* run.states before the ball */
  HMoves moves;
  HMoves cand;              /* a budget plan being made */
  int result;               /* HS_DONE, HS_UNREACHABLE or HS_BUDGET */
  int optimal;              /* the moves are a shortest path */
  int insist;               /* opts.optimal: no plan that is not proven shortest */
  int cache;                /* opts.cache: tables may come from and go to disk */
  int skip_astar;           /* the small tables' A* would not finish: straight to the ball */
  uint64_t max_cache;       /* the cache's size cap */
  const char *how;          /* the method that answered, for opts.stats */
  uint64_t reported;        /* run.states at the last progress call */
  uint64_t ball_reported;   /* the ball's positions at the last progress call */
  int report;               /* call progress at the next pause */
} KSearch;

/* user values of a KSearch: 1 the tables it uses (a list), 2 the box of
** the table being built, 3 the ball */
#define KS_UV 3

/* What a table charges to the budget: an entry's share of a position is
** about the work of building it, the moves of a position, k / 512 (1/128
** on 4 pegs); nothing for the small tables (entries times pegs up to
** 2^22), which are built in milliseconds and kept. A search with a
** budget under TABLE_BUDGET builds none: it answers at once. */
#define TABLE_SHARE  512
#define TABLE_BUDGET ((uint64_t)1 << 6)

/* The ball's positions cost 1/1024 of a position each: its search labels
** 32 to a machine word and the labellings of the smallest disks a block at
** a time. Its size is set by the budget (at most a quarter of it, rounded
** down to a power of two, so that budgets close to each other share a
** ball) and by the space: the whole space up to 2^26 positions, past that
** 3/16 of it on four pegs (at least 2^26 positions), an eighth on more
** (at least 2^25): the search from the start is cheap (HANOI_MEET_SHARE),
** a larger ball only makes the first call slower; tables of more than
** 4 GiB are not made. */
#define BALL_SHARE     1024
/* On more than four pegs a ball's position costs more: its moves, k(k - 1),
** and the labellings of the larger symmetry group; measured, about 8 to
** 13 times a four-peg position on 5 to 7 pegs. A ball position there is
** charged BALL_WEIGHT(k) / BALL_SHARE. */
#define BALL_WEIGHT(k) ((k) <= 4 ? (uint64_t)1 : (uint64_t)(k) * (uint64_t)((k) - 1) / 3)
#define BALL_MIN       ((uint64_t)1 << 26)
#define BALL_MAX_BYTES ((uint64_t)4 << 30)
#define BALL_REPORT    ((uint64_t)1 << 22)   /* progress after so many of its positions */

/* ---- tables.c ---- */
/* what a table of `entries` entries on k pegs charges to the budget */
uint64_t ks_table_charge(uint64_t entries, int k);
/* what a ball of `reached` positions charges to the budget */
uint64_t ks_ball_charge(uint64_t reached, int k);
/* fetches (from the process, from disk, or built a layer at a time) the
** wanted tables into user value 1; HS_DONE when all are there, else HS_PAUSE */
int ks_fetch_tables(lua_State *L, KSearch *ks);
/* fetches or grows the ball into user value 3; HS_DONE or HS_PAUSE */
int ks_fetch_ball(lua_State *L, KSearch *ks);

#endif
