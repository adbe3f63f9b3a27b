/***
 * The classic solution methods, each a lazy C iterator.
 * @module hanoi
 */

/***
 * Solution methods.
 *
 * `hanoi.moves(n, {method = NAME, from =, to =, via =})` returns an
 * iterator with the protocol of `hanoi.moves`:
 * `for disk, from, to in hanoi.moves(3, {method = "iterative"}) do ... end`.
 * Every method yields the same optimal sequence; they differ in how they
 * find it (see `teach.explain(NAME)` for each one in words):
 *
 * - `recursive`: the three-line recursion run on an explicit stack of
 *   frames that each hold a return point, as a machine runs a recursion;
 * - `direction`: the recursion on directions, "shift disk d one peg round the
 *   circle by s"; a 4th value is that signed step, +1 (A to B, B to C,
 *   C to A) or -1 (the other way);
 * - `iterative`: the monks' rule: the smallest disk
 *   moves every other move, always the same way round, and between its
 *   moves the only other legal move is made;
 * - `four_step`: the cycle "smallest, second, smallest, other";
 * - `three_step`: the cycle of peg pairs AB, AC, BC (odd n: AC,
 *   AB, BC), each time the one legal move between the pair;
 * - `route_table`: the doubling route with the two permutation
 *   tables, evaluated per move in O(n) time and O(1) space;
 * - `binary`: the ruler sequence: the disk of move m is 1 + the number
 *   of trailing zero bits of m, each disk in its fixed direction; a 4th value is the Gray code
 *   m xor (m >> 1) of the position after the move.
 *
 * Every iterator keeps its whole state (the position and, where the
 * method needs one, a stack of at most n + 1 frames) in one userdata: no
 * C recursion, no allocation per move, and a loop body may yield.
 *
 * Options (fields of the table), besides `from`, `to`, `via`:
 *
 * - `budget = N` (any method, meant for `iterative`): the iterator stops
 *   after N moves; calling it again,
 *   in a new `for` loop, goes on for another N moves, and so on until the
 *   tower is done. Exactly: a call made when N moves have been yielded
 *   since the start or since the last stop returns nil and opens a new
 *   window of N moves; once the solution is complete every call returns
 *   nil.
 * - `events = true` (`recursive` only): the iterator yields every frame
 *   event, not only the moves: `kind, n, from, to, via, depth, point`,
 *   kind being "call", "move" or "return"; n the disks of the frame (the
 *   disk moved for "move"); depth 1 for the outermost call; point the
 *   return point in the caller, 1 after the first recursive call (the
 *   move comes next) or 2 after the second (the return comes next), 0 for
 *   the outermost call. The calls with n = 0 are left out unless
 *   `zero = true`. With a budget, only "move" events count.
 * @section methods
 */
#include <string.h>

#include "hanoi.h"

enum { M_RECURSIVE, M_DIRECTION, M_ITERATIVE, M_FOUR, M_THREE, M_ROUTE,
       M_BINARY };

static const char *const method_names[] = {
  "recursive", "direction", "iterative", "four_step", "three_step",
  "route_table", "binary", NULL
};

/* A frame of the explicit stack: Hanoi3's (n, x, y, z, pos), or Hanoi2's
** (d, s, pos). pos is the return point: 0 on entry, 1 after the first
** recursive call, 2 after the second. */
typedef struct Frame {
  unsigned char n, from, to, via, pos, told;   /* told: "call" reported */
  signed char s;                               /* Hanoi2's step */
} Frame;

typedef struct MIter {
  int method, n;
  int events, zero;            /* recursive: report frame events */
  uint64_t m, total;           /* moves yielded, moves in all */
  lua_Integer budget, used;    /* 0: no budget; moves in this window */
  int top;                     /* frames on the stack */
  int step;                    /* four_step / three_step: place in cycle */
  unsigned char from, to, via; /* 0-based pegs of the call */
  unsigned char rod[3];        /* four_step: from/temp/to; three_step: a/b/c */
  signed char s0;              /* +1 when to is one step right of from */
  signed char extra;           /* signed step of the last move (direction) */
  HState pos;                  /* the position, for the rules and the checks */
  Frame stack[HANOI_MAXN + 1];
} MIter;

/* route codes: 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B */
static const unsigned char route_from[6] = {0, 0, 1, 1, 2, 2};
static const unsigned char route_to[6] = {1, 2, 0, 2, 0, 1};
static const unsigned char bc_swap[6] = {1, 0, 4, 5, 2, 3};
static const unsigned char a2b_b2c_c2a[6] = {3, 2, 5, 4, 0, 1};

/* one peg round the circle A > B > C > A (s = +1) or back (s = -1) */
static int shift(int p, int s) {
  return (p + s + 3) % 3;
}

static void push(MIter *it, int n, int from, int to, int via, int s) {
  Frame *f = &it->stack[it->top++];
  f->n = (unsigned char)n;
  f->from = (unsigned char)from;
  f->to = (unsigned char)to;
  f->via = (unsigned char)via;
  f->s = (signed char)s;
  f->pos = 0;
  f->told = 0;
}

/* moves the top disk of peg a onto peg b of the position; the disk */
static int apply(MIter *it, int a, int b) {
  return hanoi_apply(&it->pos, a, b);
}

/* the one legal move between pegs x and y (a disk stands on one of them):
** sets *a and *b, makes it, returns the disk */
static int between(MIter *it, int x, int y, int *a, int *b) {
  if (hanoi_legal(&it->pos, x, y)) { *a = x; *b = y; }
  else { *a = y; *b = x; }
  return apply(it, *a, *b);
}

/* ---- one move of each method: returns the disk, sets *a and *b ---- */

/* the recursion on an explicit stack, without the frame events */
static int next_recursive(MIter *it, int *a, int *b) {
  for (;;) {
    Frame *f = &it->stack[it->top - 1];
    switch (f->pos) {
      case 0:                                 /* entry */
        if (f->n == 0) { it->top--; break; }  /* "return" */
        f->pos = 1;
        push(it, f->n - 1, f->from, f->via, f->to, 0);
        break;
      case 1:                                 /* the move, then call 2 */
        f->pos = 2;
        *a = f->from; *b = f->to;
        push(it, f->n - 1, f->via, f->to, f->from, 0);
        return apply(it, *a, *b);
      default:                                /* return */
        it->top--;
        break;
    }
  }
}

/* the recursion on directions: shift disk d by s means shift d-1 by -s, then d by
** s, then d-1 by -s again. The peg of each disk is in the position. */
static int next_direction(MIter *it, int *a, int *b) {
  for (;;) {
    Frame *f = &it->stack[it->top - 1];
    switch (f->pos) {
      case 0:
        if (f->n == 0) { it->top--; break; }
        f->pos = 1;
        push(it, f->n - 1, 0, 0, 0, -f->s);
        break;
      case 1:
        f->pos = 2;
        *a = it->pos.where[f->n - 1];
        *b = shift(*a, f->s);
        it->extra = f->s;
        push(it, f->n - 1, 0, 0, 0, -f->s);
        return apply(it, *a, *b);
      default:
        it->top--;
        break;
    }
  }
}

/* the monks' rule: odd moves shift disk 1, even moves the other one */
static int next_iterative(MIter *it, int *a, int *b) {
  int p = it->pos.where[0];
  if (it->m % 2 == 0) {                   /* move m + 1 is odd */
    int s = (it->n & 1) ? it->s0 : -it->s0;
    *a = p; *b = shift(p, s);
    return apply(it, *a, *b);
  }
  return between(it, shift(p, -1), shift(p, 1), a, b);
}

/* the four-step cycle over the rods (from, temp, to) */
static int next_four(MIter *it, int *a, int *b) {
  unsigned char *r = it->rod, f;
  int step = it->step;
  it->step = step % 4 + 1;
  switch (step) {
    case 1: *a = r[0]; *b = r[1]; break;  /* the smallest */
    case 2: *a = r[0]; *b = r[2]; break;  /* the second smallest */
    case 3: *a = r[1]; *b = r[2]; break;  /* the smallest onto it */
    default:                              /* the other legal move, then */
      f = r[0];                           /* (from, temp, to) = (to, from, temp) */
      r[0] = r[2]; r[2] = r[1]; r[1] = f;
      return between(it, f, r[2], a, b);
  }
  return apply(it, *a, *b);
}

/* the three-step cycle over the pairs (a, b), (a, c), (b, c) */
static int next_three(MIter *it, int *a, int *b) {
  static const unsigned char pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  int x = it->rod[pair[it->step][0]], y = it->rod[pair[it->step][1]];
  it->step = (it->step + 1) % 3;
  return between(it, x, y, a, b);
}

/* the route by doubling: route(1) = [A>C] and route(k) =
** bc_swap(route(k-1)), A>C, a2b_b2c_c2a(bc_swap(route(k-1))). Move m lies
** in the second half at level k exactly when bit k-1 of m is set, so its
** code is the A>C of level d = 1 + ctz(m) relabelled by the levels above. */
static int next_route(MIter *it, int *a, int *b) {
  uint64_t m = it->m + 1;
  int d = hanoi_ctz(m) + 1, j, code = 1;
  for (j = d + 1; j <= it->n; j++) {
    code = bc_swap[code];
    if ((m >> (j - 1)) & 1) code = a2b_b2c_c2a[code];
  }
  *a = it->rod[route_from[code]];
  *b = it->rod[route_to[code]];
  return apply(it, *a, *b);
}

/* the binary counter: disk 1 + ctz(m) steps its fixed way round */
static int next_binary(MIter *it, int *a, int *b) {
  uint64_t m = it->m + 1;
  int d = hanoi_ctz(m) + 1;
  int s = ((it->n - d) & 1) ? -it->s0 : it->s0;
  *a = it->pos.where[d - 1];
  *b = shift(*a, s);
  return apply(it, *a, *b);
}

static int finished(const MIter *it) {
  if (it->events) return it->top == 0;
  if (it->method == M_ITERATIVE)          /* the monks look at the pegs */
    return it->pos.peg[it->to] == hanoi_full(it->n);
  return it->m >= it->total;
}

static int push_move(lua_State *L, MIter *it, int disk, int a, int b) {
  it->m++;
  it->used++;
  lua_pushinteger(L, disk);
  lua_pushinteger(L, a + 1);
  lua_pushinteger(L, b + 1);
  if (it->method == M_DIRECTION) {
    lua_pushinteger(L, it->extra);
    return 4;
  }
  if (it->method == M_BINARY) {
    hanoi_pushu64(L, it->m ^ (it->m >> 1));
    return 4;
  }
  return 3;
}

static int push_event(lua_State *L, MIter *it, const char *kind,
                      const Frame *f, int depth) {
  lua_pushstring(L, kind);
  lua_pushinteger(L, f->n);
  lua_pushinteger(L, f->from + 1);
  lua_pushinteger(L, f->to + 1);
  lua_pushinteger(L, f->via + 1);
  lua_pushinteger(L, depth);
  lua_pushinteger(L, depth > 1 ? it->stack[depth - 2].pos : 0);
  return 7;
}

/* Hanoi3 with every frame event: at most one event per call */
static int next_event(lua_State *L, MIter *it) {
  for (;;) {
    int depth = it->top;
    Frame *f = &it->stack[depth - 1];
    Frame done;
    if (!f->told) {
      f->told = 1;
      if (f->n > 0 || it->zero) return push_event(L, it, "call", f, depth);
    }
    switch (f->pos) {
      case 0:
        if (f->n == 0) {
          done = *f;
          it->top--;
          if (it->zero) return push_event(L, it, "return", &done, depth);
          break;
        }
        f->pos = 1;
        push(it, f->n - 1, f->from, f->via, f->to, 0);
        break;
      case 1:
        f->pos = 2;
        apply(it, f->from, f->to);
        it->m++;
        it->used++;
        push_event(L, it, "move", f, depth);
        push(it, f->n - 1, f->via, f->to, f->from, 0);
        return 7;
      default:
        done = *f;
        push_event(L, it, "return", &done, depth);  /* before the pop */
        it->top--;
        return 7;
    }
  }
}

static int miter_next(lua_State *L) {
  MIter *it = (MIter *)lua_touserdata(L, lua_upvalueindex(1));
  int a = 0, b = 0, disk;
  if (finished(it)) return 0;
  if (it->budget > 0 && it->used >= it->budget) {
    it->used = 0;                         /* the window is over */
    return 0;
  }
  if (it->events) return next_event(L, it);
  switch (it->method) {
    case M_RECURSIVE: disk = next_recursive(it, &a, &b); break;
    case M_DIRECTION: disk = next_direction(it, &a, &b); break;
    case M_ITERATIVE: disk = next_iterative(it, &a, &b); break;
    case M_FOUR: disk = next_four(it, &a, &b); break;
    case M_THREE: disk = next_three(it, &a, &b); break;
    case M_ROUTE: disk = next_route(it, &a, &b); break;
    default: disk = next_binary(it, &a, &b); break;
  }
  return push_move(L, it, disk, a, b);
}

/* a boolean field of the option table, 0 when absent */
static int optbool(lua_State *L, int arg, const char *name) {
  int t = lua_getfield(L, arg, name), v;
  if (t != LUA_TNIL && t != LUA_TBOOLEAN)
    luaL_argerror(L, arg, lua_pushfstring(L,
        "field '%s' must be a boolean, got %s", name, luaL_typename(L, -1)));
  v = lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

lua_Integer hanoi_optbudget(lua_State *L, int arg) {
  int isnum;
  lua_Integer v;
  if (lua_getfield(L, arg, "budget") == LUA_TNIL) {
    lua_pop(L, 1);
    return 0;
  }
  v = lua_tointegerx(L, -1, &isnum);
  if (lua_type(L, -1) != LUA_TNUMBER)
    luaL_argerror(L, arg, lua_pushfstring(L,
        "field 'budget' must be an integer, got %s", luaL_typename(L, -1)));
  if (!isnum)
    luaL_argerror(L, arg, lua_pushfstring(L,
        "field 'budget' must be an integer, got %s", luaL_tolstring(L, -1, NULL)));
  if (v < 1)
    luaL_argerror(L, arg, "field 'budget' must be positive");
  lua_pop(L, 1);
  return v;
}

int hanoi_checkmethod(lua_State *L, const HOpts *o) {
  int method;
  for (method = 0; method_names[method] != NULL; method++)
    if (strcmp(method_names[method], o->method) == 0) return method;
  return luaL_argerror(L, o->optarg, lua_pushfstring(L,
      "unknown method '%s'", o->method));
}

int hanoi_method_moves(lua_State *L, const HOpts *o) {
  MIter *it;
  int method, arg = o->optarg, events, zero;
  lua_Integer budget;
  method = hanoi_checkmethod(L, o);
  budget = hanoi_optbudget(L, arg);
  events = optbool(L, arg, "events");
  zero = optbool(L, arg, "zero");
  if (events && method != M_RECURSIVE)
    luaL_argerror(L, arg, "field 'events' needs method 'recursive'");
  if (zero && !events)
    luaL_argerror(L, arg, "field 'zero' needs 'events'");
  it = (MIter *)lua_newuserdatauv(L, sizeof(MIter), 0);
  memset(it, 0, sizeof(MIter));
  it->method = method;
  it->n = o->n;
  it->events = events;
  it->zero = zero;
  it->budget = budget;
  it->total = o->n >= 64 ? UINT64_MAX : ((uint64_t)1 << o->n) - 1;
  it->from = (unsigned char)o->from;
  it->to = (unsigned char)o->to;
  it->via = (unsigned char)o->via;
  it->s0 = (signed char)(shift(o->from, 1) == o->to ? 1 : -1);
  it->pos.n = o->n;
  it->pos.k = 3;
  it->pos.peg[o->from] = hanoi_full(o->n);
  memset(it->pos.where, o->from, sizeof it->pos.where);
  it->rod[0] = it->from;                  /* (from, temp, to) */
  it->rod[1] = it->via;
  it->rod[2] = it->to;
  if (method == M_FOUR || method == M_THREE) {
    if (o->n & 1) {                       /* odd: swap temp and to */
      it->rod[1] = it->to;
      it->rod[2] = it->via;
    }
    it->step = method == M_FOUR ? 1 : 0;
  }
  if (method == M_RECURSIVE)
    push(it, o->n, o->from, o->to, o->via, 0);
  else if (method == M_DIRECTION)
    push(it, o->n, 0, 0, 0, it->s0);
  lua_pushcclosure(L, miter_next, 1);
  return 1;
}

/***
 * The names of the solution methods `hanoi.moves` knows: recursive, direction, iterative, four_step, three_step,
 * route_table, binary.
 * @table methods
 */
void hanoi_open_methods(lua_State *L) {
  int i;
  lua_newtable(L);
  for (i = 0; method_names[i] != NULL; i++) {
    lua_pushstring(L, method_names[i]);
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, -2, "methods");
}
