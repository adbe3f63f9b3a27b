/***
** Optimal play from any position: distances, shortest paths, hints and
** re-planning solvers (issue 5).
**
** On 3 pegs everything is exact and O(n) for n up to 64. Let m be the
** largest disk that stands on different pegs in a and b (p in a, q in b,
** r the third peg); larger disks never move. Disk m goes either directly
** (the smaller disks gather on r first) or twice, p -> r -> q (they gather
** on q, then on p). Both costs are sums of "distance to a perfect tower",
** computed by one pass from disk m-1 down, and the shorter wins; when
** both are equally short there are exactly two shortest paths.
** Each step of a solver re-plans from the current position, so a state
** changed between steps (a player took over) is simply played on from.
** @module hanoi
*/
#include <string.h>

#include "search.h"

/* ---- 3 pegs: O(n) planning ---- */

/* The target of a plan: a position (or a perfect tower) with n disks. */
typedef struct Target {
  int n, k;
  unsigned char where[HANOI_MAXN];
} Target;

/* The first move that brings disks 1..m of w (0-based indices 0..m-1) to
** a perfect tower on peg t into *d, *f, *to (disk index -1 when none is
** needed). The path to a perfect tower is unique: the largest disk not on
** its target must move there, and the smaller ones first to the third peg;
** the moves needed are the sum of 2^(j-1) over those disks j (towers4). */
static void to_tower(const unsigned char *w, int m, int t,
                     int *d, int *f, int *to) {
  int j;
  *d = -1;
  for (j = m - 1; j >= 0; j--) {
    if (w[j] != t) {
      *d = j; *f = w[j]; *to = t;
      t = 3 - w[j] - t;
    }
  }
}

typedef struct Plan {
  int m;                /* largest differing disk (0-based), -1 when equal */
  uint64_t dist;        /* the shortest distance */
  int direct, via;      /* whether each way is a shortest one */
  int dd, df, dt;       /* the first move of the direct way */
  int vd, vf, vt;       /* the first move of the way via the third peg */
} Plan;

/* the four tower distances of plan3 in one branch-free pass */
static void towers4(const unsigned char *a, const unsigned char *b, int m,
                    int p, int q, int r, uint64_t *far, uint64_t *faq,
                    uint64_t *fbr, uint64_t *fbp) {
  unsigned t0 = (unsigned)r, t1 = (unsigned)q, t2 = (unsigned)r, t3 = (unsigned)p;
  uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  int j;
  for (j = m - 1; j >= 0; j--) {
    unsigned x = a[j], y = b[j];
    uint64_t n0 = x != t0, n1 = x != t1, n2 = y != t2, n3 = y != t3;
    c0 |= n0 << j; c1 |= n1 << j; c2 |= n2 << j; c3 |= n3 << j;
    t0 = n0 ? 3 - x - t0 : t0;
    t1 = n1 ? 3 - x - t1 : t1;
    t2 = n2 ? 3 - y - t2 : t2;
    t3 = n3 ? 3 - y - t3 : t3;
  }
  *far = c0; *faq = c1; *fbr = c2; *fbp = c3;
}

/* Plans the way from a to b; with `moves`, also the first move of each
** way. */
static void plan3(const unsigned char *a, const unsigned char *b, int n, Plan *pl,
                  int moves) {
  int m, p, q, r;
  uint64_t far, fbr, faq, fbp, d1, d2, s;
  for (m = n - 1; m >= 0 && a[m] == b[m]; m--) ;
  pl->m = m;
  pl->direct = pl->via = 0;
  if (m < 0) { pl->dist = 0; return; }
  p = a[m]; q = b[m]; r = 3 - p - q;
  towers4(a, b, m, p, q, r, &far, &faq, &fbr, &fbp);
  if (moves) {
    to_tower(a, m, r, &pl->dd, &pl->df, &pl->dt);
    to_tower(a, m, q, &pl->vd, &pl->vf, &pl->vt);
    if (far == 0) { pl->dd = m; pl->df = p; pl->dt = q; }
    if (faq == 0) { pl->vd = m; pl->vf = p; pl->vt = r; }
  }
  d1 = far + fbr + 1;                  /* <= 2^(m+1) - 1: no overflow */
  s = faq + fbp;                       /* <= 2^(m+1) - 2 */
  if (s > UINT64_MAX - (((uint64_t)1 << m) + 1)) d2 = UINT64_MAX;
  else d2 = s + ((uint64_t)1 << m) + 1;
  if (d2 < d1) { pl->dist = d2; pl->via = 1; }
  else { pl->dist = d1; pl->direct = 1; pl->via = d2 == d1; }
}

/* The next move of a shortest path: 0 when a already equals the target;
** prefer_via chooses between two equally short ways. */
static int next3(const unsigned char *a, const unsigned char *b, int n,
                 int prefer_via, int *d, int *f, int *t) {
  Plan pl;
  plan3(a, b, n, &pl, 1);
  if (pl.m < 0) return 0;
  if (pl.via && (prefer_via || !pl.direct)) { *d = pl.vd; *f = pl.vf; *t = pl.vt; }
  else { *d = pl.dd; *f = pl.df; *t = pl.dt; }
  return 1;
}

static void push3(lua_State *L, int d, int f, int t) {
  lua_pushinteger(L, d + 1);
  lua_pushinteger(L, f + 1);
  lua_pushinteger(L, t + 1);
}

static void push3m(lua_State *L, const unsigned char *m) {
  push3(L, m[0], m[1], m[2]);
}

/* ---- arguments ---- */

/* b: a state like a (same n and k), or a peg meaning the tower on it */
static void checktarget(lua_State *L, int arg, const HState *a, Target *t) {
  HState *b = hanoi_teststate(L, arg);
  t->n = a->n;
  t->k = a->k;
  if (b != NULL) {
    if (b->n != a->n || b->k != a->k)
      luaL_argerror(L, arg, lua_pushfstring(L,
          "goal has %d disks on %d pegs, start has %d disks on %d pegs",
          b->n, b->k, a->n, a->k));
    memcpy(t->where, b->where, (size_t)a->n);
  }
  else if (lua_isinteger(L, arg)) {
    int p = hanoi_checkpeg(L, arg, a->k);
    memset(t->where, p, (size_t)a->n);
  }
  else
    luaL_typeerror(L, arg, "hanoi.State or peg");
}

static void optarget(lua_State *L, int arg, const HState *a, Target *t) {
  if (lua_isnoneornil(L, arg)) {
    t->n = a->n;
    t->k = a->k;
    memset(t->where, a->k - 1, (size_t)a->n);
  }
  else checktarget(L, arg, a, t);
}

/* ---- move lists (k > 3 and rule sets) ---- */

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
  push3m(L, m);
  return 3;
}

void hanoi_pushmoveiter(lua_State *L, int idx) {
  lua_pushvalue(L, idx);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, moveiter_next, 2);
}

/* options of distance, hint and solve on k > 3 pegs: {optimal=, max_memory=} */
typedef struct KOpts { int insist; uint64_t limit; } KOpts;

static void checkkopts(lua_State *L, int arg, KOpts *o) {
  int t = lua_type(L, arg);
  o->insist = 0;
  if (t != LUA_TNONE && t != LUA_TNIL) {
    luaL_checktype(L, arg, LUA_TTABLE);
    lua_getfield(L, arg, "optimal");
    o->insist = lua_toboolean(L, -1);
    lua_pop(L, 1);
    o->limit = hanoi_maxmemory(L, arg, arg);
  }
  else o->limit = hanoi_maxmemory(L, 0, arg);
}

/* Pushes the moves from a to goal on k > 3 pegs: optimal by BFS when the
** space fits the limit (with room for the frontier), else a non-optimal
** plan unless the caller insists. */
static HMoveList *moves_k(lua_State *L, const HState *a, const unsigned char *goal,
                          const KOpts *o) {
  double need = 0.25;
  int i;
  for (i = 0; i < a->n; i++) need *= a->k;
  if (o->insist || need * 2 <= (double)o->limit)
    return hanoi_path_find(L, a->n, a->k, a->where, goal, o->limit);
  return hanoi_plan(L, a->n, a->k, a->where, goal);
}

/* ---- Lua API ---- */

/***
** The length of a shortest path from a to b (3 pegs: exact, O(n)).
** @function distance
** @tparam hanoi.State a start
** @tparam hanoi.State|int b goal: a position with the same disks and pegs,
**   or a peg meaning the whole tower on that peg
** @treturn int|string moves; an exact decimal string past 2^63 - 1
*/
static int s_distance(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  Plan pl;
  checktarget(L, 2, a, &t);
  if (a->k > 3) {
    KOpts o;
    checkkopts(L, 3, &o);
    o.insist = 1;
    hanoi_pushu64(L, moves_k(L, a, t.where, &o)->len);
    return 1;
  }
  plan3(a->where, t.where, a->n, &pl, 0);
  hanoi_pushu64(L, pl.dist);
  return 1;
}


/***
** The next move of a shortest path from this position.
** @function hint
** @tparam[opt] hanoi.State|int b goal (default: the tower on the last peg)
** @treturn[1] int disk
** @treturn[1] int from
** @treturn[1] int to
** @return[2] nil when the position is the goal already
*/
static int m_hint(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  int d, f, to;
  optarget(L, 2, a, &t);
  if (a->k > 3) {
    KOpts o;
    HMoveList *ml;
    checkkopts(L, 3, &o);
    ml = moves_k(L, a, t.where, &o);
    if (ml->len == 0) {
      luaL_pushfail(L);
      return 1;
    }
    push3m(L, ml->mv);
    lua_pushboolean(L, ml->optimal);
    return 4;
  }
  if (!next3(a->where, t.where, a->n, 0, &d, &f, &to)) {
    luaL_pushfail(L);
    return 1;
  }
  push3(L, d, f, to);
  return 3;
}

/* A solver: upvalue 1 this userdata, 2 the state it moves, 3 the goal
** state (nil when the goal is a tower, kept in the userdata). */
typedef struct Solver {
  int prefer_via;
  Target goal;
  /* k > 3: upvalue 4 is the MoveList planned from `from` to `to`, and
     `at` the position after move i of it */
  KOpts o;
  int planned;
  uint64_t i;
  unsigned char at[HANOI_MAXN], to[HANOI_MAXN];
} Solver;

/* k > 3: follows the planned moves while the state is where the plan
** expects it, else plans again from there */
static int solver_next_k(lua_State *L, Solver *sv, HState *a, const unsigned char *goal) {
  HMoveList *ml;
  const unsigned char *m;
  if (!sv->planned || memcmp(a->where, sv->at, (size_t)a->n) != 0 ||
      memcmp(goal, sv->to, (size_t)a->n) != 0) {
    moves_k(L, a, goal, &sv->o);
    lua_replace(L, lua_upvalueindex(4));
    sv->planned = 1;
    sv->i = 0;
    memcpy(sv->at, a->where, (size_t)a->n);
    memcpy(sv->to, goal, (size_t)a->n);
  }
  ml = (HMoveList *)lua_touserdata(L, lua_upvalueindex(4));
  if (sv->i >= ml->len) return 0;
  m = ml->mv + (size_t)sv->i++ * 3;
  if (a->where[m[0]] != m[1] || !hanoi_legal(a, m[1], m[2]))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, m[1], m[2]);
  memcpy(sv->at, a->where, (size_t)a->n);
  push3m(L, m);
  return 3;
}

static int solver_next(lua_State *L) {
  Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
  HState *a = hanoi_checkstate(L, lua_upvalueindex(2));
  HState *b = hanoi_teststate(L, lua_upvalueindex(3));
  const unsigned char *goal = b ? b->where : sv->goal.where;
  int d, f, t;
  if (a->k > 3) return solver_next_k(L, sv, a, goal);
  if (!next3(a->where, goal, a->n, sv->prefer_via, &d, &f, &t)) return 0;
  hanoi_apply(a, f, t);
  push3(L, d, f, t);
  return 3;
}

/* pushes the closure over a solver of `a` (at index sidx) towards the
** goal at index gidx (a state, or nil with the goal in `t`) */
static Solver *push_solver(lua_State *L, int sidx, int gidx, const Target *t,
                           int prefer_via) {
  Solver *sv;
  sidx = lua_absindex(L, sidx);
  gidx = lua_absindex(L, gidx);
  sv = (Solver *)lua_newuserdatauv(L, sizeof(Solver), 0);
  memset(sv, 0, sizeof *sv);
  sv->prefer_via = prefer_via;
  sv->goal = *t;
  lua_pushvalue(L, sidx);
  if (hanoi_teststate(L, gidx)) lua_pushvalue(L, gidx);
  else lua_pushnil(L);
  lua_pushnil(L);
  lua_pushcclosure(L, solver_next, 4);
  return sv;
}

/***
** Plays a shortest path from this position to b, move by move:
** `for disk, from, to in s:solve(b) do ... end`. Each step applies the
** move to `s` (so `s.moves` counts them) and is planned from wherever `s`
** stands then: if `s` was changed between steps, the solver re-plans.
** The iterator keeps its state in a userdata; a loop body may yield.
** On more than 3 pegs the path is found by breadth-first search when the
** space fits in memory, else it follows a non-optimal plan (see
** `hanoi.search`) unless `opts.optimal` insists, which raises an error
** naming the memory needed.
** @function solve
** @tparam[opt] hanoi.State|int b goal (default: the tower on the last peg)
** @tparam[opt] table opts k > 3: `optimal` (boolean), `max_memory` (bytes)
** @treturn function iterator yielding disk, from, to
*/
static int m_solve(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  KOpts o;
  optarget(L, 2, a, &t);
  checkkopts(L, 3, &o);
  push_solver(L, 1, 2, &t, 0)->o = o;
  return 1;
}

/***
** Every shortest path from a to b (3 pegs). There are one or two: two
** exactly when the largest disk that must move can go directly or via
** the third peg in the same number of moves.
** Returns one iterator per path (the second is nil when the path is
** unique); each yields disk, from, to and plays on its own copy of a, so
** neither a nor b changes.
** @function paths
** @tparam hanoi.State a start
** @tparam hanoi.State|int b goal
** @treturn function the first shortest path (moving the largest disk
**   directly when that is shortest)
** @treturn[opt] function the second one, or nil
*/
static int s_paths(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1), *c;
  Target t;
  Plan pl;
  int i, np;
  checktarget(L, 2, a, &t);
  if (a->k > 3)
    return luaL_argerror(L, 1, "3 pegs expected; use hanoi.search on more");
  plan3(a->where, t.where, a->n, &pl, 0);
  np = pl.direct && pl.via ? 2 : 1;
  lua_settop(L, 2);
  lua_pushnil(L);                        /* 3: the goal is copied into t */
  for (i = 0; i < np; i++) {
    c = hanoi_newstate(L, a->n, a->k);   /* a private copy of a */
    memcpy(c, a, sizeof(HState));
    push_solver(L, -1, 3, &t, np == 2 ? i : 0);
    lua_remove(L, -2);
  }
  return np;
}

/***
** A shortest path under any rule set.
** @function search
** @tparam table opts `from` the start (a `hanoi.State`); `to` the goal (a
**   state or a peg, default the tower on the last peg); `rules` (a name
**   "classic", "cyclic", "linear", "star"; a list of allowed {from, to}
**   pairs; a k x k matrix of booleans; or a predicate
**   function(state, disk, from, to) returning whether the move is allowed,
**   called only with legal moves, which may yield; the state it gets is a
**   scratch copy); `max_memory` in bytes; `optimal` (classic rules on
**   k > 3 pegs: raise an error rather than fall back to a non-optimal plan)
** @treturn[1] int|string the number of moves
** @treturn[1] function iterator over the moves (disk, from, to); it does
**   not change `from`
** @treturn[1] boolean true when the path is a shortest one; false for the
**   fast non-optimal plan used on classic k > 3 spaces too large to search
** @return[2] nil when the goal cannot be reached
** @treturn[2] string "goal unreachable under the 'NAME' rules"
*/
static int s_search(lua_State *L) {
  HState *a;
  Target t;
  HRules r;
  KOpts o;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_getfield(L, 1, "from");                /* 2 */
  a = hanoi_teststate(L, 2);
  if (a == NULL)
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'from' must be a hanoi.State, got %s", luaL_typename(L, 2)));
  lua_getfield(L, 1, "to");                  /* 3 */
  if (lua_isnil(L, 3)) optarget(L, 3, a, &t);
  else if (hanoi_teststate(L, 3) || lua_isinteger(L, 3)) {
    HState *b = hanoi_teststate(L, 3);
    if (b != NULL && (b->n != a->n || b->k != a->k))
      return luaL_argerror(L, 1, lua_pushfstring(L,
          "field 'to' has %d disks on %d pegs, 'from' has %d disks on %d pegs",
          b->n, b->k, a->n, a->k));
    if (b == NULL && (lua_tointeger(L, 3) < 1 || lua_tointeger(L, 3) > a->k))
      return luaL_argerror(L, 1, lua_pushfstring(L,
          "field 'to' must be a peg 1..%d", a->k));
    checktarget(L, 3, a, &t);
  }
  else
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'to' must be a hanoi.State or a peg, got %s", luaL_typename(L, 3)));
  lua_getfield(L, 1, "rules");               /* 4 */
  hanoi_checkrules(L, 4, a->k, &r, 1, "rules");
  checkkopts(L, 1, &o);
  if (r.pred == 0 && strcmp(r.name, "classic") == 0) {
    HMoveList *ml;
    if (a->k == 3) {                         /* O(n), on a private copy */
      Plan pl;
      HState *c;
      plan3(a->where, t.where, a->n, &pl, 0);
      hanoi_pushu64(L, pl.dist);
      c = hanoi_newstate(L, a->n, a->k);
      memcpy(c, a, sizeof(HState));
      lua_pushnil(L);
      push_solver(L, -2, -1, &t, 0);
      lua_replace(L, -3);
      lua_pop(L, 1);
      lua_pushboolean(L, 1);
      return 3;
    }
    ml = moves_k(L, a, t.where, &o);
    hanoi_pushu64(L, ml->len);
    hanoi_pushmoveiter(L, -2);
    lua_pushboolean(L, ml->optimal);
    return 3;
  }
  {
    unsigned char from[HANOI_MAXN];
    memcpy(from, a->where, (size_t)a->n);
    if (r.pred) { lua_pushvalue(L, 4); lua_replace(L, 2); }
    else { lua_pushnil(L); lua_replace(L, 2); }
    return hanoi_search_general(L, &r, a->n, a->k, from, t.where, o.limit);
  }
}

static const luaL_Reg search_funcs[] = {
  {"distance", s_distance}, {"paths", s_paths}, {"search", s_search}, {NULL, NULL}
};

static const luaL_Reg search_methods[] = {
  {"hint", m_hint}, {"solve", m_solve}, {NULL, NULL}
};

void hanoi_open_search(lua_State *L) {
  luaL_setfuncs(L, search_funcs, 0);
  hanoi_addmethods(L, search_methods);
  hanoi_open_bfs(L);
}
