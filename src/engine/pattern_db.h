/*
** pattern_db.h: pattern databases (exact distance tables of small puzzles) and
** the admissible heuristics built on them, for the classic rules on
** k > 3 pegs (plain C, no lua_State).
*/
#ifndef HANOI_PATTERN_DB_H
#define HANOI_PATTERN_DB_H

#include "state_space.h"

/* A table of exact distances over the canonical positions of m disks on
** k pegs, one byte each, to a set of goal positions:
**   HT_TOWER  every disk on label 0 (a tower on the goal peg); canonical
**             with one fixed peg, so it serves every goal peg;
**   HT_CLEAR  no disk on labels 0 and 1 (two pegs cleared, as before a
**             big disk moves from one of them to the other); two fixed pegs.
** Built by the canonical breadth-first search of canonical_bfs.c backwards from the
** goal set (the moves of the classic rules can all be undone), a layer at
** a time; its cells (a block of the larger disks' canonical rank times
** the labellings of the q smallest disks) index the table too, so that
** the table is a plain array a file can hold (table_cache.c). */
enum { HT_TOWER, HT_CLEAR };

struct HCBfs;

typedef struct HTable {
  int m, k, kind;
  HCanon canon;             /* the m disks: how many positions (the charge) */
  HCanon pc;                /* the m - q larger disks: the block of a cell */
  int q, kq;                /* small disks, cells per block */
  uint64_t kpow[4];
  unsigned char *d;         /* distance of each cell; 0xFF: no such position */
  uint64_t bytes;           /* cells, one byte each */
  struct HCBfs *bfs;        /* the search building it; NULL once built */
  int built;
} HTable;

#define HANOI_TABLE_FREE  ((uint64_t)1 << 20)  /* entries not charged to max_states */

/* The number of entries of the table, UINT64_MAX when it is too large. */
uint64_t hanoi_table_size(int m, int k, int kind);
/* Sets the table up (its cells allocated, no distance yet); 0 on success,
** else HS_MEMLIMIT, HS_NOMEM or HS_TOOBIG (nothing allocated). */
int hanoi_table_init(HTable *t, HMem *mem, int m, int k, int kind);
/* HS_PAUSE (a layer done) until HS_DONE; or HS_MEMLIMIT / HS_NOMEM /
** HS_TOOBIG (deeper than a byte). When the search's stop flag (t->bfs->stop)
** is set, a layer stops early and the table never gets done: HS_PAUSE,
** for the caller to give up. */
int hanoi_table_build(HTable *t, HMem *mem);
/* marks a table whose distances were filled in from elsewhere (a file) */
void hanoi_table_loaded(HTable *t, HMem *mem);
void hanoi_table_free(HTable *t, HMem *mem);

/* The distance of the canonical labels lab[0..m-1] (see hanoi_canon_labels
** with the table's fixed pegs). */
static inline int hanoi_table_get(const HTable *t, const unsigned char *lab) {
  uint64_t s = 0;
  int j;
  for (j = 0; j < t->q; j++) s += lab[j] * t->kpow[j];
  return t->d[hanoi_canon_rank(&t->pc, lab + t->q) * (uint64_t)t->kq + s];
}

/* ---- heuristics ----
** A lower bound on the moves from a position (given by its canonical
** labels) to the goal. For a tower goal (all disks on label 0) it is the
** largest of:
**  - the free-pegs bound: every disk not in its final place moves at
**    least once, twice when it must first get out of the way of a larger
**    disk (exact when pegs are plentiful);
**  - additive pattern databases (Felner, Korf & Hanan): disjoint groups
**    of disks are independent puzzles, each move moves one disk, so the
**    groups' exact distances add up; the groups slide over the disks and
**    the best sum counts;
**  - the clearance bound: the largest misplaced disk D moves from its
**    peg p at least once; before its last move every smaller disk is off
**    two pegs, and after it they still need M[D] moves to make the tower,
**    so at least min(C(p, goal) + 1, C(p, r) + 2) + M[D] moves remain,
**    C being the clearance tables' additive bound.
** For a goal position the bound is the free-pegs bound or the sum of
** tables built for that goal (HGoalTab), whichever is larger. */
typedef struct HGoalTab {
  int lo, m;                /* disks lo .. lo+m-1 */
  uint64_t size;            /* k^m */
  unsigned char *d;         /* distance of each code of those disks' labels */
} HGoalTab;

typedef struct HHeur {
  int n, k, tower;
  const unsigned char *goal;            /* goal labels (not tower) */
  const HTable *T[HANOI_MAXN + 1];      /* tower tables by disk count */
  int tmax;
  const HTable *C[HANOI_MAXN + 1];      /* clearance tables by disk count */
  int cmax;
  int M[HANOI_MAXN + 1];                /* see above; -1 when unknown */
  HGoalTab G[HANOI_MAXN];               /* goal tables, largest disks first */
  int ng;
} HHeur;

/* fills M from the tower tables (call once T and tmax are set) */
void hanoi_heur_finish(HHeur *h);
int hanoi_heur(const HHeur *h, const unsigned char *lab);

/* builds goal table g->d for disks g->lo.. (labels of `goal`) by BFS;
** 0 on success, else HS_MEMLIMIT / HS_NOMEM */
int hanoi_goaltab_build(HGoalTab *g, HMem *mem, int k, const unsigned char *goal);
void hanoi_goaltab_free(HGoalTab *g, HMem *mem);

#endif
