/***
 * The optimal 3-peg solution: a lazy iterator, random access to any move
 * and any state, and exact counts.
 *
 * Move m (1-based) of the n-disk solution moves disk d = 1 + ctz(m), for
 * the (m >> d)-th time. Every disk always steps the same way round the
 * cycle (from, to, via): disk n forwards, disk n-1 backwards, and so on
 * alternately. So the whole sequence needs no stack, only a counter.
 * @module hanoi
 */

/***
 * The optimal solution.
 *
 * A lazy iterator over the moves, random access to any move and any
 * position, and exact counts: on 3 pegs, and on k pegs with `pegs = k`.
 * @section solution
 */
#include <string.h>

#include "hanoi.h"

typedef struct Ruler {
  uint64_t m, total;          /* moves made, moves in all */
  unsigned char cyc[3];       /* cycle position -> peg (1-based) */
  unsigned char pos[HANOI_MAXN];  /* cycle position of each disk */
  unsigned char dir[HANOI_MAXN];  /* 1 forwards, 2 backwards */
} Ruler;

static uint64_t total_moves(int n) {
  return n >= 64 ? UINT64_MAX : ((uint64_t)1 << n) - 1;
}

/* direction of disk d (1-based) round the cycle (from, to, via) */
static int direction(int n, int d) {
  return ((n - d) & 1) ? 2 : 1;
}

static int ruler_next(lua_State *L) {
  Ruler *r = (Ruler *)lua_touserdata(L, lua_upvalueindex(1));
  uint64_t m;
  int d, from, to;
  if (r->m >= r->total) return 0;
  m = ++r->m;
  d = hanoi_ctz(m);
  from = r->pos[d];
  to = from + r->dir[d];
  if (to >= 3) to -= 3;
  r->pos[d] = (unsigned char)to;
  lua_pushinteger(L, d + 1);
  lua_pushinteger(L, r->cyc[from]);
  lua_pushinteger(L, r->cyc[to]);
  return 3;
}

/***
 * The optimal solution, move by move.
 * `for disk, from, to in hanoi.moves(n) do ... end`. The iterator keeps
 * all of its state in a userdata: a loop body may yield, iterators may
 * interleave, and `break` leaves nothing behind.
 * @function moves
 * @tparam int n disks, 1..64
 * @tparam[opt=1] int|table from source peg, or an option table
 *   `{from=, to=, via=, pegs=, method=, budget=, events=, zero=}`;
 *   `budget = N` stops the iterator after every N moves, on every path
 *   (the default, each method, k pegs); the next loop goes on
 * @tparam[opt=3] int to target peg
 * @tparam[opt] int via the spare peg
 * @treturn function iterator yielding disk, from, to
 */
/* A budget over an iterator that has none of its own: upvalue 1 holds
** the moves yielded in this window, upvalue 2 the budget, upvalue 3 the
** iterator (a C function that never yields). */
static int budget_next(lua_State *L) {
  lua_Integer used = lua_tointeger(L, lua_upvalueindex(1));
  int nres;
  if (used >= lua_tointeger(L, lua_upvalueindex(2))) {
    lua_pushinteger(L, 0);                 /* the window is over */
    lua_replace(L, lua_upvalueindex(1));
    return 0;
  }
  lua_settop(L, 0);
  lua_pushvalue(L, lua_upvalueindex(3));
  lua_call(L, 0, LUA_MULTRET);
  nres = lua_gettop(L);
  if (nres > 0 && !lua_isnil(L, 1)) {
    lua_pushinteger(L, used + 1);
    lua_replace(L, lua_upvalueindex(1));
  }
  return nres;
}

static const char *const MOVES_FIELDS[] = {
  "from", "to", "via", "pegs", "method", "budget", "events", "zero", NULL
};
/* every method makes the same moves on 3 pegs: `method` is checked only */
static const char *const AT_FIELDS[] = {
  "from", "to", "via", "pegs", "method", NULL
};

/* the ruler-sequence iterator over a 3-peg tower */
static void push_ruler(lua_State *L, const HOpts *o) {
  Ruler *r = (Ruler *)lua_newuserdatauv(L, sizeof(Ruler), 0);
  int d;
  r->m = 0;
  r->total = total_moves(o->n);
  r->cyc[0] = (unsigned char)(o->from + 1);
  r->cyc[1] = (unsigned char)(o->to + 1);
  r->cyc[2] = (unsigned char)(o->via + 1);
  for (d = 1; d <= o->n; d++) {
    r->pos[d - 1] = 0;
    r->dir[d - 1] = (unsigned char)direction(o->n, d);
  }
  lua_pushcclosure(L, ruler_next, 1);
}

static int c_moves(lua_State *L) {
  HOpts o;
  lua_Integer budget = 0;
  hanoi_checkopts(L, 1, 2, &o);
  if (o.optarg) {
    hanoi_checkoptions(L, o.optarg, MOVES_FIELDS);
    budget = hanoi_optbudget(L, o.optarg);
  }
  if (o.k == 3 && o.method != NULL) return hanoi_method_moves(L, &o);
  if (o.optarg) {                    /* the frame events need a method */
    if (lua_getfield(L, o.optarg, "events") != LUA_TNIL)
      luaL_argerror(L, o.optarg, "field 'events' needs method 'recursive'");
    if (lua_getfield(L, o.optarg, "zero") != LUA_TNIL)
      luaL_argerror(L, o.optarg, "field 'zero' needs 'events'");
    lua_pop(L, 2);
  }
  if (budget > 0) {
    lua_pushinteger(L, 0);
    lua_pushinteger(L, budget);
  }
  if (o.k > 3) hanoi_kpeg_moves(L, &o);   /* refuses a method */
  else push_ruler(L, &o);
  if (budget > 0) lua_pushcclosure(L, budget_next, 3);
  return 1;
}

/* the pegs and options of move_at and state_at (argument 1 on): whether
** there are more than 3 pegs (k-peg's own); on 3, the pegs in the order
** from, to, via into cyc */
static int at_options(lua_State *L, HOpts *o, unsigned char cyc[3]) {
  hanoi_checkopts(L, 1, 3, o);
  if (o->optarg) hanoi_checkoptions(L, o->optarg, AT_FIELDS);
  if (o->k == 3 && o->method != NULL) hanoi_checkmethod(L, o);
  if (o->k > 3) return 1;
  cyc[0] = (unsigned char)o->from; cyc[1] = (unsigned char)o->to;
  cyc[2] = (unsigned char)o->via;
  return 0;
}

static uint64_t checkmove(lua_State *L, int arg, uint64_t lo, uint64_t hi) {
  uint64_t i = hanoi_checkindex(L, arg);
  if (i < lo || i > hi)
    hanoi_indexerror(L, arg, lo, hi);
  return i;
}

/***
 * Move i (1-based) of the optimal solution, in O(n).
 * @function move_at
 * @tparam int n disks
 * @tparam int|string i 1 .. 2^n - 1; past 2^63 - 1 as a decimal string
 * @param[opt] ... pegs as for `moves`
 * @treturn int disk
 * @treturn int from
 * @treturn int to
 */
static int c_move_at(lua_State *L) {
  HOpts o;
  uint64_t i, c;
  int d, dir, from, to;
  unsigned char cyc[3];
  if (at_options(L, &o, cyc)) return hanoi_kpeg_move_at(L, &o, hanoi_checkindex(L, 2));
  i = checkmove(L, 2, 1, total_moves(o.n));
  d = hanoi_ctz(i) + 1;
  c = d >= 64 ? 0 : (i >> d) % 3;     /* earlier moves of disk d, mod 3 */
  dir = direction(o.n, d);
  from = (int)(c * (uint64_t)dir % 3);
  to = (from + dir) % 3;
  lua_pushinteger(L, d);
  lua_pushinteger(L, cyc[from] + 1);
  lua_pushinteger(L, cyc[to] + 1);
  return 3;
}

/***
 * The position after i moves of the optimal solution, in O(n).
 * @function state_at
 * @tparam int n disks
 * @tparam int|string i 0 .. 2^n - 1; past 2^63 - 1 as a decimal string
 * @param[opt] ... pegs as for `moves`
 * @treturn hanoi.State
 */
static int c_state_at(lua_State *L) {
  HOpts o;
  uint64_t i;
  int d;
  unsigned char cyc[3];
  HState *s;
  if (at_options(L, &o, cyc)) return hanoi_kpeg_state_at(L, &o, hanoi_checkindex(L, 2));
  i = checkmove(L, 2, 0, total_moves(o.n));
  s = hanoi_newstate(L, o.n, 3);
  s->peg[0] = 0;
  for (d = 1; d <= o.n; d++) {
    /* disk d moves at i = 2^(d-1) * odd: (q + 1) / 2 times, q = i >> (d-1) */
    uint64_t q = i >> (d - 1), count = (q >> 1) + (q & 1);
    int p = cyc[(int)(count % 3 * (uint64_t)direction(o.n, d) % 3)];
    s->where[d - 1] = (unsigned char)p;
    s->peg[p] |= (hmask)1 << (d - 1);
  }
  return 1;
}

/***
 * The number of positions, k^n, exact (a decimal string past 2^63 - 1).
 * @function states
 * @tparam int n disks
 * @tparam[opt=3] int k pegs
 */
static int c_states(lua_State *L) {
  uint32_t limbs[12];
  int n = hanoi_checkn(L, 1), k = hanoi_checkk(L, 2, 3);
  int len = hanoi_power(limbs, 12, k, n);
  hanoi_pushbig(L, limbs, len);
  return 1;
}

static const luaL_Reg classic_funcs[] = {
  {"moves", c_moves}, {"move_at", c_move_at}, {"state_at", c_state_at},
  {"states", c_states}, {NULL, NULL}
};

void hanoi_open_classic(lua_State *L) {
  luaL_setfuncs(L, classic_funcs, 0);
}
