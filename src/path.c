/***
** Shortest paths under any rule set, by breadth-first search (issue 5).
**
** Point-to-point search over the k^n positions: 2 bits per state (0 for
** unvisited, else 1 + distance mod 3) and the frontier as arrays of
** codes. Once the goal is labelled, the path is traced back from it: a
** predecessor at distance d - 1 is a state one reverse move away that
** carries label 1 + (d - 1) mod 3: when every move can be undone, a
** neighbour of a state at distance d is at d - 1, d or d + 1. One-way
** rules (and predicates) break that, so they get 4 bytes per state:
** 1 + the distance itself.
** The search lives in a userdata and is resumable, so a Lua predicate
** `function(state, disk, from, to)` is called with lua_callk and may
** yield; the predicate is only asked about moves that could matter (to
** an unvisited state forwards, to a state of the right layer backwards).
** @module hanoi
*/
#include <string.h>

#include "search.h"

enum { FORWARD, BACKWARD, FINISHED, UNREACHABLE };

typedef struct Path {
  HSpace sp;
  HRules rules;
  uint64_t *cells;          /* user value 1: 2 bits per state ... */
  uint32_t *wide;           /* ... or, for one-way rules, 1 + the distance */
  HQueue q[2];              /* frontiers, user values 2 and 3 */
  uint64_t start, goal, limit, used;
  uint64_t qi, cur;         /* forward: index in q[0]; backward: the state */
  int depth;                /* forward: layer being expanded; backward: dist(cur) */
  int phase, pending;
  int f, t;                 /* the next candidate move of the current state */
  int cd, cf, ct;           /* the candidate asked about */
  unsigned char *moves;     /* 3 bytes per move, user value 4 */
  uint64_t length;
  uint64_t tcode;           /* the state whose tops are in top[] */
  int top[HANOI_MAXK];
} Path;

#define PATH_UV 5

/* ---- move lists: 3 bytes a move in a buffer held as user value 1 ---- */

HMoveList *hanoi_newmoves(lua_State *L) {
  HMoveList *ml = (HMoveList *)lua_newuserdatauv(L, sizeof(HMoveList), 1);
  ml->len = 0;
  ml->mv = NULL;
  ml->optimal = 1;
  return ml;
}

static int moveiter_next(lua_State *L) {
  HMoveList *ml = (HMoveList *)lua_touserdata(L, lua_upvalueindex(1));
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  const unsigned char *m;
  if ((uint64_t)i >= ml->len) return 0;
  m = ml->mv + (size_t)i * 3;
  lua_pushinteger(L, i + 1);
  lua_replace(L, lua_upvalueindex(2));
  lua_pushinteger(L, m[0] + 1);
  lua_pushinteger(L, m[1] + 1);
  lua_pushinteger(L, m[2] + 1);
  return 3;
}

void hanoi_pushmoveiter(lua_State *L, int idx) {
  lua_pushvalue(L, idx);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, moveiter_next, 2);
}

/* the top disk (0-based) of each peg of code i; n when empty */
static void tops(const HSpace *sp, uint64_t i, int *top) {
  int d, p;
  unsigned char w[HANOI_MAXN];
  hanoi_decode_where(sp, i, w);
  for (p = 0; p < sp->k; p++) top[p] = sp->n;
  for (d = sp->n - 1; d >= 0; d--) top[w[d]] = d;
}

static uint64_t moved(const HSpace *sp, uint64_t i, int d, int f, int t) {
  return i + sp->pow[d] * (uint64_t)t - sp->pow[d] * (uint64_t)f;
}

/* The label of state j: 0 when unvisited. With 2 bits per state it is
** 1 + distance mod 3, with wide labels 1 + distance. */
static uint32_t getlabel(const Path *P, uint64_t j) {
  return P->wide ? P->wide[j] : cell_get(P->cells, j);
}

static uint32_t layerlabel(const Path *P, int dist) {
  return P->wide ? (uint32_t)dist + 1 : (uint32_t)(dist % 3) + 1;
}

/* labels j for layer depth + 1; 1 when it is the goal */
static int label(lua_State *L, Path *P, uint64_t j, int pidx) {
  hanoi_enqueue(L, &P->sp, &P->q[1], &P->used, P->limit, pidx, j);
  if (P->wide) P->wide[j] = (uint32_t)P->depth + 2;
  else cell_or(P->cells, j, layerlabel(P, P->depth + 1));
  return j == P->goal;
}

/* Finds the next candidate at or after (P->f, P->t) for the current
** state; 0 when there is none. Forwards: a legal, allowed move to an
** unvisited state. Backwards: a reverse move to a state of the layer
** before, whose forward move is allowed. */
static int candidate(Path *P, int *d, uint64_t *j) {
  int *top = P->top, k = P->sp.k;
  uint32_t want = P->phase == FORWARD ? 0 : layerlabel(P, P->depth - 1);
  uint64_t i = P->phase == FORWARD ? P->q[0].q[P->qi] : P->cur;
  if (i != P->tcode) {
    tops(&P->sp, i, top);
    P->tcode = i;
  }
  for (; P->f < k; P->f++, P->t = 0) {
    for (; P->t < k; P->t++) {
      int f = P->f, t = P->t;
      if (f == t) continue;
      if (P->phase == FORWARD) {
        if (top[f] == P->sp.n || top[f] > top[t] || !(P->rules.allow[f] >> t & 1)) continue;
        *d = top[f];
        *j = moved(&P->sp, i, *d, f, t);
        if (getlabel(P, *j) == 0) return 1;
      }
      else {                  /* the move f -> t that led here: disk on top of t */
        if (top[t] == P->sp.n || top[t] > top[f] || !(P->rules.allow[f] >> t & 1)) continue;
        *d = top[t];
        *j = moved(&P->sp, i, *d, t, f);
        if (getlabel(P, *j) == want) return 1;
      }
    }
  }
  return 0;
}

static void next_candidate(Path *P) {
  if (++P->t >= P->sp.k) { P->t = 0; P->f++; }
}

/* acts on an allowed candidate; returns 1 when the search moved on to a
** new state (the cursor is reset) */
static void accept(lua_State *L, Path *P, int d, uint64_t j, int pidx) {
  if (P->phase == FORWARD) {
    if (label(L, P, j, pidx)) {
      P->phase = BACKWARD;
      P->depth++;
      P->length = (uint64_t)P->depth;
      P->cur = P->goal;
      P->f = P->t = 0;
      if (P->length > 0) {
        P->moves = (unsigned char *)lua_newuserdatauv(L, (size_t)(P->length * 3), 0);
        lua_setiuservalue(L, pidx, 4);
      }
      return;
    }
    next_candidate(P);
  }
  else {
    unsigned char *m = P->moves + (size_t)(P->depth - 1) * 3;
    m[0] = (unsigned char)d; m[1] = (unsigned char)P->f; m[2] = (unsigned char)P->t;
    P->cur = j;
    P->depth--;
    P->f = P->t = 0;
  }
}

/* runs the search at stack index pidx until it is finished, or until the
** predicate (at pidx - 1) must be asked: then calls it with lua_callk and
** continuation k (which calls back here). */
static void path_step(lua_State *L, int pidx, lua_KFunction k, lua_KContext ctx) {
  Path *P = (Path *)lua_touserdata(L, pidx);
  for (;;) {
    int d = 0;
    uint64_t j = 0;
    if (P->pending) {                        /* the predicate answered */
      int ok = lua_toboolean(L, -1);
      lua_pop(L, 1);
      P->pending = 0;
      if (ok) accept(L, P, P->cd, moved(&P->sp, P->phase == FORWARD ? P->q[0].q[P->qi] : P->cur,
                                        P->cd, P->phase == FORWARD ? P->f : P->t,
                                        P->phase == FORWARD ? P->t : P->f), pidx);
      else next_candidate(P);
      continue;
    }
    if (P->phase == FINISHED || P->phase == UNREACHABLE) return;
    if (P->phase == BACKWARD && P->depth == 0) { P->phase = FINISHED; return; }
    if (P->phase == FORWARD && P->qi >= P->q[0].n) {  /* the layer is done */
      if (P->q[1].n == 0) { P->phase = UNREACHABLE; return; }
      hanoi_nextlayer(&P->q[0], &P->q[1]);
      P->qi = 0;
      P->depth++;
      P->f = P->t = 0;
      continue;
    }
    if (!candidate(P, &d, &j)) {
      if (P->phase == FORWARD) { P->qi++; P->f = P->t = 0; continue; }
      luaL_error(L, "search lost its way back (rules changed during the search?)");
    }
    if (!P->rules.pred) { accept(L, P, d, j, pidx); continue; }
    {                                          /* ask the predicate */
      HState *s;
      uint64_t i = P->phase == FORWARD ? P->q[0].q[P->qi] : j;
      int from = P->f, to = P->t, dd;
      lua_getiuservalue(L, pidx, 5);
      s = (HState *)lua_touserdata(L, -1);
      memset(s->peg, 0, sizeof s->peg);
      hanoi_decode_where(&P->sp, i, s->where);
      for (dd = 0; dd < P->sp.n; dd++) s->peg[s->where[dd]] |= (hmask)1 << dd;
      P->cd = d;
      P->pending = 1;
      lua_pushvalue(L, pidx - 1);
      lua_insert(L, -2);
      lua_pushinteger(L, d + 1);
      lua_pushinteger(L, from + 1);
      lua_pushinteger(L, to + 1);
      lua_callk(L, 4, 1, ctx, k);
    }
  }
}

/* Pushes a new search (a Path userdata) from `from` to `to`; the value
** below it on the stack must be the predicate (or nil). */
static Path *path_new(lua_State *L, const HRules *r, int n, int k,
                      const unsigned char *from, const unsigned char *to,
                      uint64_t limit) {
  Path *P = (Path *)lua_newuserdatauv(L, sizeof(Path), PATH_UV);
  int pidx = lua_gettop(L), wide;
  HState *s;
  memset(P, 0, sizeof *P);
  P->tcode = UINT64_MAX;
  P->rules = *r;
  P->limit = limit;
  wide = !r->symmetric;
  if (!hanoi_space(&P->sp, n, k) || P->sp.size / (wide ? 1 : 4) * (wide ? 4 : 1) + 64 > limit
      || (wide && P->sp.size > UINT32_MAX - 2)) {
    double need = (double)k;
    int i;
    for (i = 1; i < n; i++) need *= k;
    hanoi_pushbytes(L, wide ? need * 4 : need / 4);
    hanoi_pushbytes(L, (double)limit);
    luaL_error(L, "optimal search of %d^%d states needs %s of memory, more than max_memory (%s)",
               k, n, lua_tostring(L, -2), lua_tostring(L, -1));
  }
  P->used = wide ? P->sp.size * 4 : CELL_WORDS(P->sp.size) * 8;
  P->cells = (uint64_t *)lua_newuserdatauv(L, (size_t)P->used, 0);
  memset(P->cells, 0, (size_t)P->used);
  if (wide) P->wide = (uint32_t *)(void *)P->cells;
  lua_setiuservalue(L, pidx, 1);
  s = hanoi_newstate(L, n, k);                  /* the predicate's scratch state */
  lua_setiuservalue(L, pidx, 5);
  (void)s;
  P->start = hanoi_encode(&P->sp, from);
  P->goal = hanoi_encode(&P->sp, to);
  P->q[0].uv = 2;
  P->q[1].uv = 3;
  hanoi_growqueue(L, &P->sp, &P->q[1], &P->used, P->limit, pidx);
  hanoi_enqueue(L, &P->sp, &P->q[0], &P->used, P->limit, pidx, P->start);
  if (wide) P->wide[P->start] = 1;
  else cell_or(P->cells, P->start, 1);
  if (P->start == P->goal) P->phase = FINISHED;
  return P;
}

/* pushes the moves of a finished search at pidx as a MoveList */
static HMoveList *path_moves(lua_State *L, int pidx) {
  Path *P = (Path *)lua_touserdata(L, pidx);
  HMoveList *ml = hanoi_newmoves(L);
  ml->len = P->length;
  ml->mv = P->moves;
  ml->optimal = 1;
  lua_getiuservalue(L, pidx, 4);
  lua_setiuservalue(L, -2, 1);
  return ml;
}

/* pushes the results of a finished search at pidx: length, iterator, true
** (or nil and a message) */
static int path_results(lua_State *L, int pidx) {
  Path *P = (Path *)lua_touserdata(L, pidx);
  if (P->phase == UNREACHABLE) {
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable under the '%s' rules", P->rules.name);
    return 2;
  }
  hanoi_pushu64(L, P->length);
  path_moves(L, pidx);
  hanoi_pushmoveiter(L, -1);
  lua_remove(L, -2);
  lua_pushboolean(L, 1);
  return 3;
}

/* ---- hanoi.search ---- */

/* stack: 1 options, 2 predicate or nil, 3 Path */
static int search_k(lua_State *L, int status, lua_KContext ctx) {
  (void)status;
  lua_settop(L, 3 + (((Path *)lua_touserdata(L, 3))->pending ? 1 : 0));
  path_step(L, 3, search_k, ctx);
  return path_results(L, 3);
}

int hanoi_search_general(lua_State *L, const HRules *r, int n, int k,
                         const unsigned char *from, const unsigned char *to,
                         uint64_t limit);
int hanoi_search_general(lua_State *L, const HRules *r, int n, int k,
                         const unsigned char *from, const unsigned char *to,
                         uint64_t limit) {
  lua_settop(L, 2);
  if (r->symmetric && !r->pred) {
    switch (hanoi_bidir(L, r, n, k, from, to, limit)) {
      case 1:
        hanoi_pushu64(L, ((HMoveList *)lua_touserdata(L, -1))->len);
        hanoi_pushmoveiter(L, -2);
        lua_pushboolean(L, 1);
        return 3;
      case 2:
        luaL_pushfail(L);
        lua_pushfstring(L, "goal unreachable under the '%s' rules", r->name);
        return 2;
      default:
        break;                            /* one label array only: one way */
    }
  }
  path_new(L, r, n, k, from, to, limit);
  return search_k(L, LUA_OK, 0);
}
