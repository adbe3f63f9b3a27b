/*
** dispatch.c: which search answers a query. 3 pegs under the classic
** rules: the formula (three_peg_path.c, three_peg_count.c), O(n) per pair
** of a start and a goal; a tower to a tower on 3 pegs in a row or a ring:
** the recursions of ring_row_tower.c; k > 3 pegs under the classic
** rules, one start and one goal: the k-peg search (kpeg_search.c);
** move costs: cheapest.c; everything else (other rules, goal functions,
** sets of starts or goals on k > 3 pegs, counts and paths): breadth-first
** search (general.c).
*/
#include <string.h>

#include "search.h"
#include "../engine/three_peg_path.h"
#include "../engine/three_peg_count.h"
#include "../engine/ring_row_tower.h"

/* whether position i of the list equals an earlier one */
static int repeated(const unsigned char *list, uint64_t i, int n) {
  uint64_t j;
  for (j = 0; j < i; j++)
    if (memcmp(list + j * (uint64_t)n, list + i * (uint64_t)n, (size_t)n) == 0) return 1;
  return 0;
}

/* 3 pegs, classic rules: the nearest (start, goal) pair, its plan, and
** the number of shortest paths between the two sets (one or two for each
** pair at the least distance: Hinz's theorem, see three_peg_count.c),
** counted only when `count` asks for it */
static void nearest3(lua_State *L, const Query *Q, uint64_t *bi, uint64_t *bj, H3Plan *best,
                     uint64_t *paths, int moves, int count) {
  uint64_t i, j;
  *paths = 0;
  for (i = 0; i < Q->nsrc; i++)
    for (j = 0; j < Q->ngoal; j++) {
      H3Plan pl;
      uint64_t c;
      if (repeated(search_src(L, 0, Q->n), i, Q->n) || repeated(search_goal(L, 0, Q->n), j, Q->n)) continue;
      hanoi3_plan(search_src(L, i, Q->n), search_goal(L, j, Q->n), Q->n, &pl, moves);
      c = count ? (uint64_t)hanoi3_count(search_src(L, i, Q->n), search_goal(L, j, Q->n), Q->n) : 0;
      if ((i == 0 && j == 0) || pl.dist < best->dist) {
        *best = pl;
        *bi = i;
        *bj = j;
        *paths = c;
      }
      else if (pl.dist == best->dist) *paths += c;
    }
}

/* 3 pegs under the classic rules, by the formula */
static int formula3(lua_State *L, const Query *Q, int what) {
  H3Plan pl;
  Answer A;
  uint64_t bi = 0, bj = 0, count = 0;
  memset(&pl, 0, sizeof pl);
  nearest3(L, Q, &bi, &bj, &pl, &count, what == DO_HINT, what == DO_COUNT || what == DO_PATHS);
  search_putstats(L, S_OPTS, "formula", 0);
  search_answer_init(&A);
  A.dist = pl.dist;
  A.npaths = count;
  A.start = bi;
  A.srclist = Q->srclist;
  A.goal3 = search_goal(L, bj, Q->n);
  if (pl.via && !pl.direct) { A.hint[0] = pl.vd; A.hint[1] = pl.vf; A.hint[2] = pl.vt; }
  else { A.hint[0] = pl.dd; A.hint[1] = pl.df; A.hint[2] = pl.dt; }
  return search_answer(L, what, &A);
}

/* A tower to a tower on 3 pegs in a row or in a ring (the linear or the
** cyclic rules, or the same moves given as pairs): the known optimal
** recursions of ring_row_tower.c, without search. Returns -1 when the
** query is not that one (or its length passes 2^64 - 1). */
static int ring_row(lua_State *L, const Query *Q, int what) {
  HTower t;
  const unsigned char *a = search_src(L, 0, Q->n);
  Answer A;
  uint64_t len;
  int d, f, to;
  if (Q->k != 3 || Q->r.pred || Q->gfunc || Q->nsrc != 1 || Q->ngoal != 1 || Q->gtower < 0 ||
      what == DO_COUNT || what == DO_PATHS || !hanoi_ttower_kind(Q->r.allow, &t))
    return -1;
  for (d = 1; d < Q->n; d++) if (a[d] != a[0]) return -1;
  len = hanoi_ttower_length(&t, Q->n, a[0], Q->gtower);
  if (len == UINT64_MAX) return -1;
  search_putstats(L, S_OPTS, "formula", 0);
  hanoi_ttower_start(&t, Q->n, a[0], Q->gtower);
  search_answer_init(&A);
  A.dist = len;
  A.from = a;
  if (what == DO_HINT) {
    if (hanoi_ttower_next(&t, &d, &f, &to)) { A.hint[0] = d; A.hint[1] = f; A.hint[2] = to; }
  }
  else if (what != DO_DISTANCE) {            /* the moves, as a list */
    HMem mem;
    HMoves *mv = search_newmoves(L);
    search_luamem(L, &mem);
    mem.used = 0;
    mem.limit = Q->o.max_memory;
    if (len > ((uint64_t)1 << 60) / 3) {     /* more than any memory */
      mem.err = HS_MEMLIMIT;
      mem.want = UINT64_MAX;
      return search_memerror(L, &mem, Q->n, Q->k);
    }
    if (len > 0 && (mv->mv = (unsigned char *)hanoi_alloc(&mem, (size_t)(len * 3))) == NULL)
      return search_memerror(L, &mem, Q->n, Q->k);
    mv->cap = len;
    while (hanoi_ttower_next(&t, &d, &f, &to)) {
      unsigned char *p = mv->mv + mv->len++ * 3;
      p[0] = (unsigned char)d;
      p[1] = (unsigned char)f;
      p[2] = (unsigned char)to;
    }
    A.moves = mv;
  }
  return search_answer(L, what, &A);
}

int search_dispatch(lua_State *L, Query *Q, int what) {
  int classic = Q->r.classic && !Q->gfunc, r;
  if (Q->cost.kind != HCOST_NONE) return search_cheapest(L, Q, what);
  if (classic && Q->k == 3 && !(what == DO_PATHS && (Q->nsrc > 1 || Q->ngoal > 1)))
    return formula3(L, Q, what);
  if (classic && Q->k > 3 && Q->nsrc == 1 && Q->ngoal == 1 &&
      what != DO_COUNT && what != DO_PATHS)
    return search_kpeg(L, Q, what);
  if ((r = ring_row(L, Q, what)) >= 0) return r;
  return search_general(L, Q, what);
}
