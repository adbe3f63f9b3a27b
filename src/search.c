/***
** Optimal play from any position: distances, shortest paths, hints and
** solvers, under the classic rules on any number of pegs.
**
** This file is the Lua binding: it checks arguments, picks the method
** and pushes results. The methods themselves (three.c, astar.c, pdb.c,
** cbfs.c, plan.c) are plain C: memory comes from Lua's allocator through
** an HMem that enforces `max_memory`, work is counted against
** `max_states`, and every few milliseconds they pause so that the binding
** can call `progress` (with lua_callk: it may yield) and look for Ctrl-C.
**
** On 3 pegs everything is exact and O(n) for n up to 64 (three.c).
** On k > 3 pegs, for a goal that is a tower (all disks on one peg), the
** largest disks already in place are left out. From a tower on 4 pegs the
** answer is Frame-Stewart's solution, proved shortest by Bousch (2014).
** Otherwise:
**  1. a short A* search guided by small pattern databases (up to 2^20
**     entries each, built once per process and free of charge); with
**     plenty of pegs its heuristic is exact and this is all it takes;
**  2. else, when the budget allows it, an exact table of the remaining
**     disks: a breadth-first search over canonical positions (the pegs
**     other than the goal are interchangeable), 2 bits per position, built
**     once per process, from which the path is walked down;
**  3. else A* with larger pattern databases, up to HANOI_ASTAR_CAP
**     expansions.
** For a goal position, A* with pattern databases built for that goal.
** When the budget runs out, `hint`, `solve` and `search` follow the best
** plan found (a path to the most promising position A* reached, then
** greedily on), labelled not optimal; `distance` raises an error.
** @module hanoi
*/
#include <string.h>

#include "search.h"
#include "three.h"
#include "astar.h"
#include "cbfs.h"
#include "plan.h"
#include "lift.h"

#define HANOI_DEFAULT_STATES  ((uint64_t)1 << 23)
#undef HANOI_DEFAULT_MEMORY
#define HANOI_DEFAULT_MEMORY  ((uint64_t)2 << 30)
#define HANOI_ASTAR_FIRST     ((uint64_t)1 << 16)
#define HANOI_ASTAR_CAP       ((uint64_t)1 << 24)
#define HANOI_BIG_TABLE       ((uint64_t)1 << 24)
#define MOVES                 "hanoi.Moves"
#define KSEARCH               "hanoi.Search"
#define TABLEBOX              "hanoi.SearchTable"
#define TABLES_KEY            "hanoi.tables"

/* ---- options ---- */

typedef struct SOpts {
  uint64_t max_states, max_memory;
  int optimal;
} SOpts;

static const char *const SEARCH_OPTS[] = {
  "max_states", "max_memory", "optimal", "progress", NULL
};

/* reads the options at arg (a table or nil) into o; leaves the progress
** function (or nil) at stack index `pidx` */
static void checksopts(lua_State *L, int arg, const char *const *known, SOpts *o, int pidx) {
  int t = lua_type(L, arg);
  o->max_states = HANOI_DEFAULT_STATES;
  o->max_memory = HANOI_DEFAULT_MEMORY;
  o->optimal = 0;
  lua_pushnil(L);
  lua_replace(L, pidx);
  if (t == LUA_TNONE || t == LUA_TNIL) return;
  luaL_argexpected(L, t == LUA_TTABLE, arg, "options table");
  hanoi_checkoptions(L, arg, known);
  if (lua_getfield(L, arg, "max_states") != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 1)
      luaL_argerror(L, arg, "field 'max_states' must be a positive integer");
    o->max_states = (uint64_t)v;
  }
  lua_pop(L, 1);
  o->max_memory = hanoi_maxmemory(L, arg, arg);
  if (lua_getfield(L, arg, "optimal") != LUA_TNIL) {
    if (!lua_isboolean(L, -1))
      luaL_argerror(L, arg, lua_pushfstring(L, "field 'optimal' must be a boolean, got %s",
                                            luaL_typename(L, -1)));
    o->optimal = lua_toboolean(L, -1);
  }
  lua_pop(L, 1);
  if (lua_getfield(L, arg, "progress") != LUA_TNIL && !lua_isfunction(L, -1))
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                          luaL_typename(L, -1)));
  lua_replace(L, pidx);
}

/* ---- goals ---- */

/* The target: a position, or a tower on peg `tower` (-1 for a position). */
typedef struct Target {
  int tower;
  unsigned char where[HANOI_MAXN];
} Target;

/* b: a state like a (same n and k), or a peg meaning the tower on it */
static void checktarget(lua_State *L, int arg, const HState *a, Target *t) {
  HState *b = hanoi_teststate(L, arg);
  if (b != NULL) {
    int d, tw = 1;
    if (b->n != a->n || b->k != a->k)
      luaL_argerror(L, arg, lua_pushfstring(L,
          "goal has %d disks on %d pegs, start has %d disks on %d pegs",
          b->n, b->k, a->n, a->k));
    memcpy(t->where, b->where, (size_t)a->n);
    for (d = 1; d < a->n; d++) if (b->where[d] != b->where[0]) tw = 0;
    t->tower = tw ? b->where[0] : -1;
  }
  else if (lua_isinteger(L, arg)) {
    int p = hanoi_checkpeg(L, arg, a->k);
    memset(t->where, p, (size_t)a->n);
    t->tower = p;
  }
  else
    luaL_typeerror(L, arg, "hanoi.State or peg");
}

static void optarget(lua_State *L, int arg, const HState *a, Target *t) {
  if (lua_isnoneornil(L, arg)) {
    memset(t->where, a->k - 1, (size_t)a->n);
    t->tower = a->k - 1;
  }
  else checktarget(L, arg, a, t);
}

/* ---- move lists ---- */

static int moves_gc(lua_State *L) {
  HMoves *ml = (HMoves *)luaL_checkudata(L, 1, MOVES);
  HMem mem;
  memset(&mem, 0, sizeof mem);
  mem.f = (HAllocF)lua_getallocf(L, &mem.ud);
  mem.used = UINT64_MAX / 2;
  hanoi_moves_free(ml, &mem);
  return 0;
}

static HMoves *newmoves(lua_State *L) {
  HMoves *ml = (HMoves *)lua_newuserdatauv(L, sizeof(HMoves), 0);
  memset(ml, 0, sizeof *ml);
  luaL_setmetatable(L, MOVES);
  return ml;
}

static void push3(lua_State *L, int d, int f, int t) {
  lua_pushinteger(L, d + 1);
  lua_pushinteger(L, f + 1);
  lua_pushinteger(L, t + 1);
}

static int moveiter_next(lua_State *L) {
  HMoves *ml = (HMoves *)lua_touserdata(L, lua_upvalueindex(1));
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  const unsigned char *m;
  if ((uint64_t)i >= ml->len) return 0;
  m = ml->mv + (size_t)i * 3;
  lua_pushinteger(L, i + 1);
  lua_replace(L, lua_upvalueindex(2));
  push3(L, m[0], m[1], m[2]);
  return 3;
}

/* pushes an iterator over the moves at idx */
static void pushmoveiter(lua_State *L, int idx) {
  lua_pushvalue(L, idx);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, moveiter_next, 2);
}

/* ---- memory errors ---- */

static int memerror(lua_State *L, const HMem *mem, int n, int k) {
  if (mem->err == HS_NOMEM) return luaL_error(L, "not enough memory");
  hanoi_pushbytes(L, (double)mem->limit);
  hanoi_pushbytes(L, (double)mem->want);
  return luaL_error(L, "search of %d disks on %d pegs needs more than %s of memory "
                    "(max_memory is %s)", n, k, lua_tostring(L, -1), lua_tostring(L, -2));
}

/* ---- the table cache: one table per (kind, disks, pegs) and process ---- */

typedef struct TableBox {
  int kind;                 /* HT_TOWER / HT_CLEAR (HTable) or -1 (HCBfs) */
  int ready;
  uint64_t bytes;
  HTable t;
  HCBfs b;
} TableBox;

static void boxmem(lua_State *L, HMem *mem) {
  memset(mem, 0, sizeof *mem);
  mem->f = (HAllocF)lua_getallocf(L, &mem->ud);
  mem->used = UINT64_MAX / 2;
  mem->limit = UINT64_MAX;
}

static int box_gc(lua_State *L) {
  TableBox *tb = (TableBox *)luaL_checkudata(L, 1, TABLEBOX);
  HMem mem;
  boxmem(L, &mem);
  if (tb->kind >= 0) hanoi_table_free(&tb->t, &mem);
  else hanoi_cbfs_free(&tb->b, &mem);
  tb->ready = 0;
  return 0;
}

/* pushes the cached table (kind, m, k) or nil */
static TableBox *cached(lua_State *L, int kind, int m, int k) {
  TableBox *tb = NULL;
  if (lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  }
  lua_pushfstring(L, "%d:%d:%d", kind, m, k);
  if (lua_gettable(L, -2) == LUA_TUSERDATA) tb = (TableBox *)lua_touserdata(L, -1);
  lua_remove(L, -2);
  return tb;
}

static void cache(lua_State *L, int idx, int kind, int m, int k) {
  idx = lua_absindex(L, idx);
  lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  lua_pushfstring(L, "%d:%d:%d", kind, m, k);
  lua_pushvalue(L, idx);
  lua_settable(L, -3);
  lua_pop(L, 1);
}

/* ---- the search of k > 3 pegs ---- */

enum { P_TABLES, P_ASTAR, P_EXACT, P_DONE };

typedef struct Want { int kind, m; } Want;

typedef struct KSearch {
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
  int phase, stage;         /* stage: 1 small tables, 2 exact, 3 big tables */
  Want want[2 * HANOI_MAXN];  /* tables to fetch or build */
  int nwant, iwant;
  TableBox *building;
  HHeur h;
  HAstar A;
  int astar_live;
  uint64_t astar_budget;    /* run.states at which this A* stops */
  HMoves moves;
  HMoves cand;              /* a budget plan being made */
  int result;               /* HS_DONE, HS_UNREACHABLE or HS_BUDGET */
  int optimal;              /* the moves are a shortest path */
  int insist;               /* opts.optimal: no plan that is not proven shortest */
  uint64_t reported;        /* run.states at the last progress call */
  uint64_t table_base;      /* run.states before the exact table's build */
} KSearch;

/* user values of a KSearch: 1 the tables it uses (a list), 2 the box of
** the table being built */
#define KS_UV 2

static int ks_gc(lua_State *L) {
  KSearch *ks = (KSearch *)luaL_checkudata(L, 1, KSEARCH);
  int i;
  if (ks->astar_live) hanoi_astar_free(&ks->A, &ks->mem);
  ks->astar_live = 0;
  for (i = 0; i < ks->h.ng; i++) hanoi_goaltab_free(&ks->h.G[i], &ks->mem);
  ks->h.ng = 0;
  hanoi_moves_free(&ks->moves, &ks->mem);
  hanoi_moves_free(&ks->cand, &ks->mem);
  return 0;
}

/* progress is reported after every so many positions of work (the same
** on every machine; a second of searching is well past it) */
#define PROGRESS_EVERY ((uint64_t)1 << 16)

/* What a table charges to the budget: 1/128 of a position per entry
** (building one costs about that much of an expansion), nothing for the
** small ones, which are built in a moment and kept. */
#define TABLE_SHARE 128
static uint64_t charge(uint64_t entries) {
  return entries <= HANOI_TABLE_FREE ? 0 : (entries + TABLE_SHARE - 1) / TABLE_SHARE;
}

/* plans the tables of a stage: the tower and clearance tables of up to
** `cap` entries each whose charges fit in `allow` */
static void want_tables(KSearch *ks, uint64_t cap, uint64_t allow) {
  int j, kind;
  uint64_t spent = 0;
  ks->nwant = ks->iwant = 0;
  for (kind = HT_TOWER; kind <= HT_CLEAR; kind++) {
    int top = kind == HT_TOWER ? ks->np : ks->np - 1;
    for (j = 1; j <= top; j++) {
      uint64_t size = hanoi_table_size(j, ks->k, kind);
      if (size > cap || spent + charge(size) > allow) break;
      spent += charge(size);
      ks->want[ks->nwant].kind = kind;
      ks->want[ks->nwant++].m = j;
    }
  }
}

/* sets the heuristic's tables from the ones fetched */
static void use_tables(KSearch *ks, lua_State *L) {
  int i;
  ks->h.tmax = ks->h.cmax = 0;
  lua_getiuservalue(L, 5, 1);
  for (i = 0; i < ks->nwant; i++) {
    TableBox *tb;
    lua_rawgeti(L, -1, i + 1);
    tb = (TableBox *)lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (tb->kind == HT_TOWER) { ks->h.T[tb->t.m] = &tb->t; ks->h.tmax = tb->t.m; }
    else { ks->h.C[tb->t.m] = &tb->t; ks->h.cmax = tb->t.m; }
  }
  lua_pop(L, 1);
  hanoi_heur_finish(&ks->h);
}

/* fetches (or builds, a slice at a time) the wanted tables into user value
** 1; HS_DONE when all are there */
static int fetch_tables(lua_State *L, KSearch *ks) {
  while (ks->iwant < ks->nwant) {
    Want *w = &ks->want[ks->iwant];
    TableBox *tb;
    int st;
    if (ks->building == NULL) {
      tb = cached(L, w->kind, w->m, ks->k);
      if (tb == NULL || !tb->ready) {
        lua_pop(L, 1);
        tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
        memset(tb, 0, sizeof *tb);
        tb->kind = w->kind;
        luaL_setmetatable(L, TABLEBOX);
        if ((st = hanoi_table_init(&tb->t, &ks->mem, w->m, ks->k, w->kind)) != 0) {
          if (st == HS_TOOBIG) return luaL_error(L, "table too large");
          return memerror(L, &ks->mem, ks->n, ks->k);
        }
        tb->bytes = tb->t.bytes;
        ks->building = tb;
        lua_setiuservalue(L, 5, 2);
      }
      else {
        ks->mem.used += tb->bytes;              /* a cached table counts too */
        if (ks->mem.used > ks->mem.limit) {
          ks->mem.want = ks->mem.used;
          ks->mem.err = HS_MEMLIMIT;
          return memerror(L, &ks->mem, ks->n, ks->k);
        }
        ks->run.states += charge(tb->t.canon.count);
        lua_getiuservalue(L, 5, 1);
        lua_insert(L, -2);
        lua_rawseti(L, -2, ++ks->iwant);
        lua_pop(L, 1);
        continue;
      }
    }
    tb = ks->building;
    st = hanoi_table_build(&tb->t, &ks->mem);
    if (st == HS_PAUSE) return HS_PAUSE;
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
    if (st != HS_DONE) return luaL_error(L, "table of %d disks too deep", w->m);
    tb->ready = 1;
    ks->run.states += charge(tb->t.canon.count);
    lua_getiuservalue(L, 5, 2);
    cache(L, -1, w->kind, w->m, ks->k);
    lua_getiuservalue(L, 5, 1);
    lua_insert(L, -2);
    lua_rawseti(L, -2, ++ks->iwant);
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_setiuservalue(L, 5, 2);
    ks->building = NULL;
  }
  return HS_DONE;
}

/* the exact table of np disks: fetched or built one layer at a time */
static int fetch_exact(lua_State *L, KSearch *ks, TableBox **out) {
  TableBox *tb = ks->building;
  if (tb == NULL) {
    tb = cached(L, -1, ks->np, ks->k);
    if (tb != NULL && tb->ready) {
      lua_setiuservalue(L, 5, 2);
      ks->mem.used += tb->bytes;
      if (ks->mem.used > ks->mem.limit) {
        ks->mem.want = ks->mem.used;
        ks->mem.err = HS_MEMLIMIT;
        return memerror(L, &ks->mem, ks->n, ks->k);
      }
      ks->run.states += charge(tb->b.c.count);
      *out = tb;
      return HS_DONE;
    }
    lua_pop(L, 1);
    {
      unsigned char zero[HANOI_MAXN];
      int st;
      memset(zero, 0, sizeof zero);
      tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
      memset(tb, 0, sizeof *tb);
      tb->kind = -1;
      luaL_setmetatable(L, TABLEBOX);
      lua_setiuservalue(L, 5, 2);
      if ((st = hanoi_cbfs_init(&tb->b, &ks->mem, ks->np, ks->k, 1, zero, 2)) != 0) {
        if (st == HS_TOOBIG) return luaL_error(L, "table too large");
        return memerror(L, &ks->mem, ks->n, ks->k);
      }
      tb->b.stop = hanoi_interrupt_flag();
      ks->table_base = ks->run.states;
      tb->bytes = tb->b.cells_bytes + 2 * tb->b.range_bytes;
      ks->building = tb;
    }
  }
  if (hanoi_cbfs_layer(&tb->b) > 0) {
    ks->run.states = ks->table_base + tb->b.reached / TABLE_SHARE;   /* as it grows */
    return HS_PAUSE;
  }
  if (tb->b.stopped) return hanoi_interrupt_error(L);
  tb->ready = 1;
  ks->run.states = ks->table_base + charge(tb->b.c.count);
  lua_getiuservalue(L, 5, 2);
  cache(L, -1, -1, ks->np, ks->k);
  lua_pop(L, 1);
  ks->building = NULL;
  *out = tb;
  return HS_DONE;
}

/* ---- budget plans ---- */

/* keeps in ks->moves the shorter of it and ks->cand (a plan that gave up
** is freed); both belong to ks, so that an error loses nothing */
static void keep_shorter(KSearch *ks, int st) {
  HMoves *best = &ks->moves, *cand = &ks->cand;
  if (st == 0 && (best->cap == 0 || cand->len < best->len)) {
    hanoi_moves_free(best, &ks->mem);
    *best = *cand;
    memset(cand, 0, sizeof *cand);
  }
  else hanoi_moves_free(cand, &ks->mem);
}

/* The plan when the budget runs out: the shortest of the plan by the
** largest disks first (lift.c) from the start, the path to the position
** A* found most promising followed by such a plan from there, and the
** fast constructive plan (plan.c; Frame-Stewart from a tower). */
static int budget_plan(lua_State *L, KSearch *ks) {
  unsigned char w[HANOI_MAXN];
  int st, variant;
  hanoi_moves_free(&ks->moves, &ks->mem);
  hanoi_moves_free(&ks->cand, &ks->mem);
  if (ks->start_tower >= 0 && ks->target.tower >= 0)
    st = hanoi_plan_tower(ks->fs, &ks->mem, ks->np, ks->k, ks->start_tower, ks->target.tower,
                          &ks->cand);
  else
    st = hanoi_plan(ks->fs, &ks->mem, ks->np, ks->k, ks->start, ks->goal, &ks->cand);
  if (st != 0) return memerror(L, &ks->mem, ks->n, ks->k);
  keep_shorter(ks, 0);
  for (variant = 0; variant < 8; variant++) {    /* skeletons of m, m-1, ... disks */
    int m = ks->h.tmax - variant / 2;
    if (m < 1 || (variant >= 2 && !ks->h.tower)) break;
    st = hanoi_lift(&ks->mem, &ks->h, ks->np, ks->k, ks->map, ks->fixed, ks->start,
                    ks->goal, m, variant & 1, ks->moves.len, &ks->cand);
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
    keep_shorter(ks, st);
  }
  if (ks->astar_live && ks->A.best != 0) {
    if (!hanoi_astar_moves(&ks->A, &ks->mem, ks->A.best, ks->start, &ks->cand) ||
        !hanoi_astar_where(&ks->A, &ks->mem, ks->A.best, ks->start, w))
      return memerror(L, &ks->mem, ks->n, ks->k);
    st = hanoi_lift(&ks->mem, &ks->h, ks->np, ks->k, ks->map, ks->fixed, w, ks->goal, 0, 0,
                    ks->moves.len > ks->cand.len ? ks->moves.len - ks->cand.len : 0, &ks->cand);
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
    keep_shorter(ks, st);
  }
  ks->optimal = 0;
  return HS_DONE;
}

/* ---- the steps ---- */

static void heur_setup(KSearch *ks) {
  memset(&ks->h, 0, sizeof ks->h);
  ks->h.n = ks->np;
  ks->h.k = ks->k;
  ks->h.tower = ks->target.tower >= 0;
}

static int start_astar(lua_State *L, KSearch *ks, uint64_t budget) {
  int st;
  if (ks->astar_live) hanoi_astar_free(&ks->A, &ks->mem);
  ks->astar_live = 0;
  st = hanoi_astar_init(&ks->A, &ks->mem, ks->np, ks->k, ks->fixed, ks->map,
                        ks->start, ks->goal, &ks->h);
  if (st != 0) return memerror(L, &ks->mem, ks->n, ks->k);
  ks->astar_live = 1;
  ks->astar_budget = ks->run.states + budget;
  if (ks->astar_budget > ks->run.max_states) ks->astar_budget = ks->run.max_states;
  return 0;
}

/* builds the goal tables of a goal position (up to 2^20 entries each) */
static int goal_tables(lua_State *L, KSearch *ks) {
  int m = 1, hi, st;
  uint64_t size = (uint64_t)ks->k;
  unsigned char *lab = ks->glab;
  while (m < ks->np && size * (uint64_t)ks->k <= HANOI_TABLE_FREE) { size *= (uint64_t)ks->k; m++; }
  hanoi_canon_labels(ks->np, ks->k, ks->fixed, ks->map, ks->goal, lab, NULL);
  ks->h.goal = lab;
  for (hi = ks->np; hi > 0; hi -= m) {
    HGoalTab *g = &ks->h.G[ks->h.ng];
    g->m = hi > m ? m : hi;
    g->lo = hi - g->m;
    if ((st = hanoi_goaltab_build(g, &ks->mem, ks->k, lab)) != 0)
      return memerror(L, &ks->mem, ks->n, ks->k);
    ks->h.ng++;
  }
  return 0;
}

/* one slice of work: HS_PAUSE, or HS_DONE with ks->result set */
static int ks_step(lua_State *L, KSearch *ks) {
  int st;
  switch (ks->phase) {
    case P_TABLES:
      if ((st = fetch_tables(L, ks)) == HS_PAUSE) return HS_PAUSE;
      use_tables(ks, L);
      if (start_astar(L, ks, ks->stage == 1 ? HANOI_ASTAR_FIRST : HANOI_ASTAR_CAP) != 0)
        return HS_DONE;
      ks->phase = P_ASTAR;
      return HS_PAUSE;
    case P_ASTAR: {
      HRun run = ks->run;
      run.max_states = ks->astar_budget;
      st = hanoi_astar_run(&ks->A, &ks->mem, &run);
      ks->run.states = run.states;
      if (st == HS_PAUSE) return HS_PAUSE;
      if (st == HS_DONE) {
        if (!hanoi_astar_moves(&ks->A, &ks->mem, ks->A.found - 1, ks->start, &ks->moves))
          return memerror(L, &ks->mem, ks->n, ks->k);
        ks->result = HS_DONE;
        ks->optimal = 1;
        ks->phase = P_DONE;
        return HS_DONE;
      }
      if (st == HS_UNREACHABLE) { ks->result = HS_UNREACHABLE; ks->phase = P_DONE; return HS_DONE; }
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
      if (st == HS_TOOBIG) return luaL_error(L, "search too deep");
      /* this stage's budget is spent */
      if (ks->target.tower >= 0 && ks->stage == 1) {
        uint64_t size = hanoi_cbfs_bytes(ks->np, ks->k, 1) == UINT64_MAX ? UINT64_MAX : 0;
        HCanon c;
        hanoi_canon_init(&c, ks->np, ks->k, 1);
        if (size == 0 && ks->run.states + charge(c.count) <= ks->run.max_states) {
          ks->stage = 2;
          ks->phase = P_EXACT;
          return HS_PAUSE;
        }
      }
      if (ks->target.tower >= 0 && ks->stage == 1 && ks->run.states < ks->run.max_states) {
        ks->stage = 3;
        want_tables(ks, HANOI_BIG_TABLE, (ks->run.max_states - ks->run.states) / 2);
        ks->phase = P_TABLES;
        return HS_PAUSE;
      }
      if (ks->target.tower < 0 && ks->stage == 1 && ks->run.states < ks->run.max_states) {
        ks->stage = 3;                       /* the rest of the budget */
        if (start_astar(L, ks, HANOI_ASTAR_CAP) != 0) return HS_DONE;
        return HS_PAUSE;
      }
      budget_plan(L, ks);
      ks->result = HS_BUDGET;
      ks->phase = P_DONE;
      return HS_DONE;
    }
    case P_EXACT: {
      TableBox *tb = NULL;
      if ((st = fetch_exact(L, ks, &tb)) == HS_PAUSE) return HS_PAUSE;
      hanoi_moves_free(&ks->moves, &ks->mem);
      st = hanoi_cbfs_descend(&tb->b, &ks->mem, ks->map, ks->start, &ks->moves);
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
      ks->result = st == 0 ? HS_DONE : HS_UNREACHABLE;
      ks->optimal = 1;
      ks->phase = P_DONE;
      return HS_DONE;
    }
    default:
      return HS_DONE;
  }
}

/* Sets up a search of k > 3 pegs from a to t, as a KSearch at index 5
** (with the progress function at 4). */
static KSearch *ks_new(lua_State *L, const HState *a, const Target *t, const SOpts *o) {
  KSearch *ks = (KSearch *)lua_newuserdatauv(L, sizeof(KSearch), KS_UV);
  int p, np;
  memset(ks, 0, sizeof *ks);
  luaL_setmetatable(L, KSEARCH);
  lua_replace(L, 5);
  lua_newtable(L);
  lua_setiuservalue(L, 5, 1);
  ks->mem.f = (HAllocF)lua_getallocf(L, &ks->mem.ud);
  ks->mem.limit = o->max_memory;
  ks->run.max_states = o->max_states;
  ks->insist = o->optimal;
  ks->fs = hanoi_fstable(L);
  ks->n = a->n;
  ks->k = a->k;
  ks->target = *t;
  for (np = a->n; np > 0 && a->where[np - 1] == t->where[np - 1]; np--) ;
  ks->np = np;                            /* larger disks never move */
  ks->start_tower = np > 0 ? a->where[0] : -1;
  for (p = 1; p < np; p++) if (a->where[p] != a->where[0]) ks->start_tower = -1;
  memcpy(ks->start, a->where, (size_t)a->n);
  memcpy(ks->goal, t->where, (size_t)a->n);
  for (p = 0; p < a->k; p++) ks->map[p] = 0xFF;
  if (t->tower >= 0) {                    /* the other pegs are alike */
    ks->fixed = 1;
    ks->map[t->tower] = 0;
  }
  else {                                  /* pegs empty in the goal are alike */
    uint32_t busy = 0;
    int d;
    for (d = 0; d < np; d++) busy |= 1u << t->where[d];
    for (p = 0; p < a->k; p++)
      if (busy >> p & 1) ks->map[p] = (unsigned char)ks->fixed++;
    if (ks->fixed == 0) { ks->map[0] = 0; ks->fixed = 1; }
  }
  ks->stage = 1;
  ks->phase = P_DONE;
  ks->result = HS_DONE;
  ks->optimal = 1;
  if (np == 0) return ks;
  if (a->k == 4 && ks->start_tower >= 0 && t->tower >= 0) {
    /* a tower to a tower on 4 pegs: Frame-Stewart's solution is shortest
    ** (Bousch, 2014) */
    if (hanoi_plan_tower(ks->fs, &ks->mem, np, 4, ks->start_tower, t->tower, &ks->moves) != 0)
      memerror(L, &ks->mem, ks->n, ks->k);
    return ks;
  }
  heur_setup(ks);
  if (t->tower >= 0) {
    want_tables(ks, HANOI_TABLE_FREE, 0);
    ks->phase = P_TABLES;
  }
  else {
    if (goal_tables(L, ks) != 0) return ks;
    if (start_astar(L, ks, HANOI_ASTAR_FIRST) == 0) ks->phase = P_ASTAR;
  }
  return ks;
}

/* ---- running it: stack 1 start, 2 goal, 3 options, 4 progress, 5 search ---- */

enum { DO_DISTANCE, DO_HINT, DO_SOLVE, DO_SEARCH };

static int ks_finish(lua_State *L, KSearch *ks, int what);

static int ks_run(lua_State *L, int status, lua_KContext ctx) {
  KSearch *ks = (KSearch *)luaL_checkudata(L, 5, KSEARCH);
  (void)status;
  lua_settop(L, 5);
  for (;;) {
    int st;
    if (ks->phase == P_DONE) break;
    st = ks_step(L, ks);
    if (st != HS_PAUSE) continue;
    if (hanoi_interrupted(L)) hanoi_interrupt_error(L);
    if (!lua_isnil(L, 4) && ks->run.states - ks->reported >= PROGRESS_EVERY) {
      ks->reported = ks->run.states;
      lua_pushvalue(L, 4);
      hanoi_pushu64(L, ks->run.states);
      hanoi_pushu64(L, ks->run.max_states);
      lua_callk(L, 2, 0, ctx, ks_run);
    }
  }
  return ks_finish(L, ks, (int)ctx);
}

static int budget_error(lua_State *L, KSearch *ks, const char *what) {
  return luaL_error(L, "%s: no shortest path found within max_states = %I positions "
                    "(the best plan found has %I moves)", what,
                    (lua_Integer)ks->run.max_states, (lua_Integer)ks->moves.len);
}

static int solver_planned(lua_State *L, KSearch *ks);

static int ks_finish(lua_State *L, KSearch *ks, int what) {
  if (ks->result == HS_UNREACHABLE)
    return luaL_error(L, "goal unreachable");      /* not reached: classic rules */
  if (!ks->optimal && (what == DO_DISTANCE || ks->insist))
    return budget_error(L, ks, what == DO_DISTANCE ? "distance" : "search");
  switch (what) {
    case DO_DISTANCE:
      hanoi_pushu64(L, ks->moves.len);
      return 1;
    case DO_HINT:
      if (ks->moves.len == 0) { luaL_pushfail(L); return 1; }
      push3(L, ks->moves.mv[0], ks->moves.mv[1], ks->moves.mv[2]);
      lua_pushboolean(L, ks->optimal);
      return 4;
    default: {                             /* the moves, as a list */
      HMoves *ml = newmoves(L);
      *ml = ks->moves;
      memset(&ks->moves, 0, sizeof ks->moves);
      ks->mem.used -= ml->cap * 3;         /* now the list's */
      if (what == DO_SOLVE) return solver_planned(L, ks);
      hanoi_pushu64(L, ml->len);
      pushmoveiter(L, -2);
      lua_pushboolean(L, ks->optimal);
      return 3;
    }
  }
}

/* stack: 1 start, 2 goal, 3 options; runs to the end (via ks_run) */
static int ks_start(lua_State *L, const HState *a, const Target *t, const SOpts *o, int what) {
  lua_settop(L, 5);
  ks_new(L, a, t, o);
  return ks_run(L, LUA_OK, what);
}

/* ---- Lua API ---- */

/***
** The length of a shortest path from a to b, under the classic rules.
** Exact: on 3 pegs in O(n); on more pegs by search (see the module's
** description), within `opts.max_states` positions (default 2^30, the
** same on every machine) or an error saying so.
** @function distance
** @tparam hanoi.State a start
** @tparam hanoi.State|int b goal: a position with the same disks and pegs,
**   or a peg meaning the whole tower on that peg
** @tparam[opt] table opts `max_states`, `max_memory` (bytes, default
**   2 GiB: a hard cap, an error beyond it), `progress`
**   function(positions, max_states) called now and then once a search has
**   run for a second (it may yield)
** @treturn int|string moves; an exact decimal string past 2^63 - 1
*/
static int s_distance(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  SOpts o;
  checktarget(L, 2, a, &t);
  lua_settop(L, 5);
  checksopts(L, 3, SEARCH_OPTS, &o, 4);
  if (a->k == 3) {
    H3Plan pl;
    hanoi3_plan(a->where, t.where, a->n, &pl, 0);
    hanoi_pushu64(L, pl.dist);
    return 1;
  }
  return ks_start(L, a, &t, &o, DO_DISTANCE);
}

/***
** The next move of a shortest path from this position.
** @function hint
** @tparam[opt] hanoi.State|int b goal (default: the tower on the last peg)
** @tparam[opt] table opts as for `distance`, and `optimal` (true: an error
**   rather than a move of a plan not proven shortest)
** @treturn[1] int disk
** @treturn[1] int from
** @treturn[1] int to
** @treturn[1] boolean true when the move is on a shortest path; false
**   when the budget ran out and it comes from the best plan found
** @return[2] nil when the position is the goal already
*/
static int m_hint(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  SOpts o;
  optarget(L, 2, a, &t);
  lua_settop(L, 5);
  checksopts(L, 3, SEARCH_OPTS, &o, 4);
  if (a->k == 3) {
    H3Plan pl;
    hanoi3_plan(a->where, t.where, a->n, &pl, 1);
    if (pl.m < 0) { luaL_pushfail(L); return 1; }
    if (pl.via && !pl.direct) push3(L, pl.vd, pl.vf, pl.vt);
    else push3(L, pl.dd, pl.df, pl.dt);
    lua_pushboolean(L, 1);
    return 4;
  }
  return ks_start(L, a, &t, &o, DO_HINT);
}

/* ---- solvers ---- */

/* A solver: upvalue 1 this userdata, 2 the state it moves, 3 the goal
** state (nil when the goal is a tower), 4 the options (or nil), 5 the
** moves planned (k > 3). */
typedef struct Solver {
  int prefer_via;
  Target goal;
  uint64_t stamp;           /* the state's stamp after the last step */
  int planned;
  H3Path path;              /* 3 pegs */
  uint64_t i;               /* k > 3: moves of the list played */
  int optimal;
} Solver;

/* the solver's goal (a goal state may have changed since) */
static const unsigned char *solver_goal(lua_State *L, Solver *sv) {
  HState *b = hanoi_teststate(L, lua_upvalueindex(3));
  return b ? b->where : sv->goal.where;
}

/* k > 3: plans from the current position with a search (which may call
** the progress function and yield), then plays the moves */
static int solver_plan_k(lua_State *L, Solver *sv, HState *a) {
  Target t = sv->goal;
  SOpts o;
  memcpy(t.where, solver_goal(L, sv), (size_t)a->n);
  lua_settop(L, 0);
  lua_pushvalue(L, lua_upvalueindex(2));   /* 1 start */
  lua_pushnil(L);                          /* 2 goal (in t) */
  lua_pushvalue(L, lua_upvalueindex(4));   /* 3 options */
  lua_settop(L, 5);
  checksopts(L, 3, SEARCH_OPTS, &o, 4);
  ks_new(L, a, &t, &o);
  return ks_run(L, LUA_OK, DO_SOLVE);
}

static int solver_play_k(lua_State *L, Solver *sv, HState *a) {
  HMoves *ml = (HMoves *)lua_touserdata(L, lua_upvalueindex(5));
  const unsigned char *m;
  if (ml == NULL || sv->i >= ml->len) return 0;
  m = ml->mv + (size_t)sv->i++ * 3;
  if (a->where[m[0]] != m[1] || !hanoi_legal(a, m[1], m[2]))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, m[1], m[2]);
  sv->stamp = a->stamp;
  push3(L, m[0], m[1], m[2]);
  lua_pushboolean(L, sv->optimal);
  return 4;
}

/* the search of a solver is done: its moves list is on top */
static int solver_planned(lua_State *L, KSearch *ks) {
  Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
  HState *a = hanoi_checkstate(L, lua_upvalueindex(2));
  lua_replace(L, lua_upvalueindex(5));
  sv->i = 0;
  sv->planned = 1;
  sv->optimal = ks->optimal;
  sv->stamp = a->stamp;
  return solver_play_k(L, sv, a);
}

static int solver_next(lua_State *L) {
  Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
  HState *a = hanoi_checkstate(L, lua_upvalueindex(2));
  const unsigned char *goal = solver_goal(L, sv);
  int d, f, t;
  if (!sv->planned || a->stamp != sv->stamp) {
    sv->planned = 0;
    if (a->k > 3) return solver_plan_k(L, sv, a);
    hanoi3_path(&sv->path, a->where, goal, a->n, sv->prefer_via);
    sv->planned = 1;
  }
  if (a->k > 3) return solver_play_k(L, sv, a);
  if (!hanoi3_next(&sv->path, &d, &f, &t)) return 0;
  if (a->where[d] != f || !hanoi_legal(a, f, t))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, f, t);
  sv->stamp = a->stamp;
  push3(L, d, f, t);
  lua_pushboolean(L, 1);
  return 4;
}

/* pushes the closure over a solver of the state at sidx towards the goal
** at gidx (a state, or nil with the goal in t), options at oidx (or 0) */
static Solver *push_solver(lua_State *L, int sidx, int gidx, int oidx, const Target *t,
                           int prefer_via) {
  Solver *sv;
  sidx = lua_absindex(L, sidx);
  gidx = lua_absindex(L, gidx);
  if (oidx) oidx = lua_absindex(L, oidx);
  sv = (Solver *)lua_newuserdatauv(L, sizeof(Solver), 0);
  memset(sv, 0, sizeof *sv);
  sv->prefer_via = prefer_via;
  sv->goal = *t;
  lua_pushvalue(L, sidx);
  if (hanoi_teststate(L, gidx)) lua_pushvalue(L, gidx);
  else lua_pushnil(L);
  if (oidx) lua_pushvalue(L, oidx); else lua_pushnil(L);
  lua_pushnil(L);
  lua_pushcclosure(L, solver_next, 5);
  return sv;
}

/***
** Plays a shortest path from this position to b, move by move:
** `for disk, from, to in s:solve(b) do ... end`. Each step applies the
** move to `s` (so `s.moves` counts them). The solver keeps its plan and
** plays it; when `s` was changed by someone else between two steps (a
** player took over), it plans again from there. A loop body may yield.
** On more than 3 pegs the plan comes from the search (see `distance`);
** when the budget runs out it is the best plan found, and each step's
** fourth value says whether the plan is a shortest one.
** @function solve
** @tparam[opt] hanoi.State|int b goal (default: the tower on the last peg)
** @tparam[opt] table opts as for `hint`
** @treturn function iterator yielding disk, from, to, optimal
*/
static int m_solve(lua_State *L) {
  HState *a = hanoi_checkstate(L, 1);
  Target t;
  SOpts o;
  optarget(L, 2, a, &t);
  lua_settop(L, 4);
  checksopts(L, 3, SEARCH_OPTS, &o, 4);
  push_solver(L, 1, 2, lua_isnil(L, 3) ? 0 : 3, &t, 0);
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
  H3Plan pl;
  int i, np;
  checktarget(L, 2, a, &t);
  if (a->k > 3)
    return luaL_argerror(L, 1, "3 pegs expected; use hanoi.search on more");
  hanoi3_plan(a->where, t.where, a->n, &pl, 0);
  np = pl.direct && pl.via ? 2 : 1;
  lua_settop(L, 2);
  lua_pushnil(L);                        /* 3: the goal is copied into t */
  for (i = 0; i < np; i++) {
    c = hanoi_newstate(L, a->n, a->k);   /* a private copy of a */
    memcpy(c, a, sizeof(HState));
    push_solver(L, -1, 3, 0, &t, np == 2 ? i : 0);
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
**   scratch copy); and, as for `hint`, `max_states`, `max_memory`,
**   `optimal` and `progress`
** @treturn[1] int|string the number of moves
** @treturn[1] function iterator over the moves (disk, from, to); it does
**   not change `from`
** @treturn[1] boolean true when the path is a shortest one; false for the
**   best plan found when the budget ran out
** @return[2] nil when the goal cannot be reached
** @treturn[2] string "goal unreachable under the 'NAME' rules"
*/
static const char *const SEARCH_FIELDS[] = {
  "from", "to", "rules", "max_states", "max_memory", "optimal", "progress", NULL
};

static int s_search(lua_State *L) {
  HState *a;
  Target t;
  HRules r;
  SOpts o;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, SEARCH_FIELDS);
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
  lua_settop(L, 5);
  checksopts(L, 1, SEARCH_FIELDS, &o, 5);
  if (!r.classic) {
    unsigned char from[HANOI_MAXN];
    memcpy(from, a->where, (size_t)a->n);
    if (r.pred) { lua_pushvalue(L, 4); lua_replace(L, 2); }
    else { lua_pushnil(L); lua_replace(L, 2); }
    r.pred = r.pred ? 2 : 0;
    return hanoi_search_general(L, &r, a->n, a->k, from, t.where, o.max_memory);
  }
  if (a->k == 3) {                           /* O(n), on a private copy */
    H3Plan pl;
    HState *c;
    hanoi3_plan(a->where, t.where, a->n, &pl, 0);
    lua_settop(L, 3);
    hanoi_pushu64(L, pl.dist);
    c = hanoi_newstate(L, a->n, a->k);
    memcpy(c, a, sizeof(HState));
    push_solver(L, -1, 3, 0, &t, 0);
    lua_remove(L, -2);
    lua_pushboolean(L, 1);
    return 3;
  }
  lua_settop(L, 3);
  lua_rotate(L, 1, -1);                      /* 1 from, 2 to, 3 options */
  lua_settop(L, 5);
  checksopts(L, 3, SEARCH_FIELDS, &o, 4);
  return ks_start(L, a, &t, &o, DO_SEARCH);
}

static const luaL_Reg search_funcs[] = {
  {"distance", s_distance}, {"paths", s_paths}, {"search", s_search}, {NULL, NULL}
};

static const luaL_Reg search_methods[] = {
  {"hint", m_hint}, {"solve", m_solve}, {NULL, NULL}
};

static void gcmeta(lua_State *L, const char *name, lua_CFunction gc) {
  luaL_newmetatable(L, name);
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__gc");
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__close");
  lua_pop(L, 1);
}

void hanoi_open_search(lua_State *L) {
  gcmeta(L, MOVES, moves_gc);
  gcmeta(L, KSEARCH, ks_gc);
  gcmeta(L, TABLEBOX, box_gc);
  luaL_setfuncs(L, search_funcs, 0);
  hanoi_addmethods(L, search_methods);
  hanoi_open_bfs(L);
}
