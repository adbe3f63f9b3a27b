/***
 * Optimal play from any position: distances, shortest paths and their
 * number, hints and solvers, under any rule set, to a goal position, a
 * tower, a set of them or a goal function, from one start or several.
 *
 * This file is the Lua binding: it checks arguments, picks the method
 * and pushes results. The methods themselves (three_peg_path.c, three_peg_count.c,
 * astar.c, pattern_db.c, canonical_bfs.c, tower_plan.c for the classic rules; layered_bfs.c, bidirectional_bfs.c
 * and rules.c for any rules, goal sets and counts) are plain C: memory
 * comes from Lua's allocator through an HMem that enforces `max_memory`,
 * work is counted against `max_states`, and every few milliseconds they
 * pause so that the binding can call `progress` (with lua_callk: it may
 * yield) and look for Ctrl-C. A question they cannot answer themselves
 * (a rules predicate, a goal function) pauses them too: the binding calls
 * the Lua function with lua_callk and hands the answer back.
 * @module hanoi
 */

/***
 * Searches.
 *
 * Optimal play from any position: distances, shortest paths and their
 * number, hints and solvers, under any rule set, to a goal position, a
 * tower, a set of them or a goal function, from one start or several.
 *
 * Under the classic rules:
 * On 3 pegs everything is exact and O(n) for n up to 64 (three_peg_path.c).
 * On k > 3 pegs, for a goal that is a tower (all disks on one peg), the
 * largest disks already in place are left out. From a tower on 4 pegs the
 * answer is Frame-Stewart's solution, proved shortest by Bousch (2014).
 * Otherwise:
 *  1. a short A* search guided by small pattern databases (up to 2^20
 *     entries each, built once per process and free of charge); with
 *     plenty of pegs its heuristic is exact and this is all it takes;
 *  2. else, when the budget allows it, an exact table of the remaining
 *     disks: a breadth-first search over canonical positions (the pegs
 *     other than the goal are interchangeable), 2 bits per position, built
 *     once per process, from which the path is walked down;
 *  3. else A* with larger pattern databases, up to HANOI_ASTAR_CAP
 *     expansions.
 * For a goal position, A* with pattern databases built for that goal.
 * When the budget runs out, `hint`, `solve` and `search` follow the best
 * plan found (a path to the most promising position A* reached, then
 * greedily on), labelled not optimal; `distance` raises an error.
 * Under other rules, with a goal function, or with several starts or
 * goals on k > 3 pegs: breadth-first search within max_states positions
 * (from both ends when every move can be undone and no Lua function is
 * asked), exact or an error, never a plan of another puzzle.
 * @section searches
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "hanoi.h"
#include "engine/three_peg_path.h"
#include "engine/astar.h"
#include "engine/canonical_bfs.h"
#include "engine/tower_plan.h"
#include "engine/largest_first_plan.h"
#include "engine/layered_bfs.h"
#include "engine/bidirectional_bfs.h"
#include "engine/space_path.h"
#include "engine/ring_row_tower.h"
#include "engine/three_peg_count.h"
#include "engine/ball_search.h"
#include "engine/table_cache.h"
#include "engine/cheapest_path.h"

#define HANOI_DEFAULT_STATES  ((uint64_t)1 << 23)
#undef HANOI_DEFAULT_MEMORY
#define HANOI_DEFAULT_MEMORY  ((uint64_t)4 << 30)
#define HANOI_DEFAULT_PATHS   1000
#define HANOI_ASTAR_ZERO      ((uint64_t)1 << 12)
#define HANOI_ASTAR_FIRST     ((uint64_t)1 << 16)
#define HANOI_ASTAR_CAP       ((uint64_t)1 << 24)
#define HANOI_BIG_TABLE       ((uint64_t)1 << 24)
#define MOVES                 "hanoi.Moves"
#define KSEARCH               "hanoi.Search"
#define JOB                   "hanoi.Job"
#define CJOB                  "hanoi.CostJob"
#define TABLEBOX              "hanoi.SearchTable"
#define TABLES_KEY            "hanoi.tables"

/* ---- options ---- */

typedef struct SOpts {
  uint64_t max_states, max_memory, max_paths;
  uint64_t max_cache;       /* 0: not given, HANOI_CACHE_MAX's (read when a search needs it) */
  int optimal, cache;
} SOpts;

static const char *const DIST_OPTS[] = {
  "rules", "max_states", "max_memory", "optimal", "progress", "stats", "cache", "max_cache",
  "cost", NULL
};
static const char *const COUNT_OPTS[] = {
  "rules", "max_states", "max_memory", "progress", "stats", "cost", NULL
};
static const char *const PATHS_OPTS[] = {
  "rules", "max_states", "max_memory", "max_paths", "progress", "stats", "cost", NULL
};
static const char *const SEARCH_FIELDS[] = {
  "from", "to", "rules", "max_states", "max_memory", "optimal", "progress", "stats", "cache",
  "max_cache", "cost", NULL
};

static uint64_t posint(lua_State *L, int idx, int arg, const char *name, uint64_t def) {
  uint64_t r = def;
  if (lua_getfield(L, idx, name) != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 1)
      luaL_argerror(L, arg, lua_pushfstring(L, "field '%s' must be a positive integer", name));
    r = (uint64_t)v;
  }
  lua_pop(L, 1);
  return r;
}

/* reads the options at stack index idx (a table or nil; errors name
** argument arg) into o; leaves the progress function (or nil) at stack
** index `pidx` */
static void checksopts(lua_State *L, int idx, int arg, const char *const *known, SOpts *o,
                       int pidx) {
  int t = lua_type(L, idx);
  o->max_states = HANOI_DEFAULT_STATES;
  o->max_memory = HANOI_DEFAULT_MEMORY;
  o->max_paths = HANOI_DEFAULT_PATHS;
  o->optimal = 0;
  o->cache = 1;
  o->max_cache = 0;
  lua_pushnil(L);
  lua_replace(L, pidx);
  if (t == LUA_TNONE || t == LUA_TNIL) return;
  luaL_argexpected(L, t == LUA_TTABLE, arg, "options table");
  hanoi_checkoptions_at(L, idx, arg, known);
  o->max_states = posint(L, idx, arg, "max_states", HANOI_DEFAULT_STATES);
  o->max_paths = posint(L, idx, arg, "max_paths", HANOI_DEFAULT_PATHS);
  o->max_memory = hanoi_maxmemory(L, idx, arg);
  if (lua_getfield(L, idx, "max_memory") == LUA_TNIL) o->max_memory = HANOI_DEFAULT_MEMORY;
  lua_pop(L, 1);
  o->max_cache = posint(L, idx, arg, "max_cache", o->max_cache);
  if (lua_getfield(L, idx, "cache") != LUA_TNIL) {
    if (!lua_isboolean(L, -1))
      luaL_argerror(L, arg, lua_pushfstring(L, "field 'cache' must be a boolean, got %s",
                                            luaL_typename(L, -1)));
    o->cache = lua_toboolean(L, -1);
  }
  lua_pop(L, 1);
  if (lua_getfield(L, idx, "optimal") != LUA_TNIL) {
    if (!lua_isboolean(L, -1))
      luaL_argerror(L, arg, lua_pushfstring(L, "field 'optimal' must be a boolean, got %s",
                                            luaL_typename(L, -1)));
    o->optimal = lua_toboolean(L, -1);
  }
  lua_pop(L, 1);
  if (lua_getfield(L, idx, "stats") != LUA_TNIL && !lua_istable(L, -1))
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'stats' must be a table, got %s",
                                          luaL_typename(L, -1)));
  lua_pop(L, 1);
  if (lua_getfield(L, idx, "progress") != LUA_TNIL && !lua_isfunction(L, -1))
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                          luaL_typename(L, -1)));
  lua_replace(L, pidx);
}

/* opts.stats (a table, or absent), for the options table at idx: fills
** in `method` (what answered) and `positions` (positions expanded) */
static void putstats(lua_State *L, int idx, const char *method, uint64_t positions) {
  if (!lua_istable(L, idx)) return;
  if (lua_getfield(L, idx, "stats") == LUA_TTABLE) {
    lua_pushstring(L, method);
    lua_setfield(L, -2, "method");
    hanoi_pushu64(L, positions);
    lua_setfield(L, -2, "positions");
  }
  lua_pop(L, 1);
}

/* The target of the k-peg search: a position, or a tower on peg `tower`
** (-1 for a position). */
typedef struct Target {
  int tower;
  unsigned char where[HANOI_MAXN];
} Target;

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

/* upvalues: the list, the next move, the end */
static int moveiter_next(lua_State *L) {
  HMoves *ml = (HMoves *)lua_touserdata(L, lua_upvalueindex(1));
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  lua_Integer end = lua_tointeger(L, lua_upvalueindex(3));
  const unsigned char *m;
  if (i >= end || (uint64_t)i >= ml->len) return 0;
  m = ml->mv + (size_t)i * 3;
  lua_pushinteger(L, i + 1);
  lua_replace(L, lua_upvalueindex(2));
  push3(L, m[0], m[1], m[2]);
  return 3;
}

/* pushes an iterator over the moves first .. first + len - 1 of the list at idx */
static void pushmoveslice(lua_State *L, int idx, uint64_t first, uint64_t len) {
  lua_pushvalue(L, idx);
  lua_pushinteger(L, (lua_Integer)first);
  lua_pushinteger(L, (lua_Integer)(first + len));
  lua_pushcclosure(L, moveiter_next, 3);
}

/* pushes an iterator over the moves at idx */
static void pushmoveiter(lua_State *L, int idx) {
  HMoves *ml = (HMoves *)lua_touserdata(L, idx);
  pushmoveslice(L, idx, 0, ml->len);
}

/* ---- memory errors ---- */

static int memerror(lua_State *L, const HMem *mem, int n, int k) {
  if (mem->err == HS_NOMEM) {              /* below max_memory: ulimit -v, or no more RAM */
    hanoi_pushbytes(L, (double)mem->want);
    return luaL_error(L, "search of %d disks on %d pegs: the system refused %s of memory "
                      "(ulimit?)", n, k, lua_tostring(L, -1));
  }
  hanoi_pushbytes(L, (double)mem->limit);
  hanoi_pushbytes(L, (double)mem->want);
  return luaL_error(L, "search of %d disks on %d pegs needs more than %s of memory "
                    "(max_memory is %s)", n, k, lua_tostring(L, -1), lua_tostring(L, -2));
}

/* ---- tables kept for the process, and on disk (engine/table_cache.c) ---- */

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
  else {
    if (tb->mapped) {
      hanoi_cache_unmap(tb->b.cells, tb->b.cells_bytes);
      tb->b.cells = NULL;
      tb->mapped = 0;
    }
    hanoi_cbfs_free(&tb->b, &mem);
  }
  tb->ready = 0;
  return 0;
}

/* pushes the table kept under `key` (a box, or nil) */
static TableBox *kept(lua_State *L, const char *key) {
  TableBox *tb = NULL;
  if (lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  }
  if (lua_getfield(L, -1, key) == LUA_TUSERDATA) tb = (TableBox *)lua_touserdata(L, -1);
  lua_remove(L, -2);
  return tb;
}

static void keep(lua_State *L, int idx, const char *key) {
  idx = lua_absindex(L, idx);
  lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  lua_pushvalue(L, idx);
  lua_setfield(L, -2, key);
  lua_pop(L, 1);
}

/* The key a table's file must carry: the layout of its cells (what the
** code that reads it assumes), the byte order, and its name. A change of
** the way a table is laid out changes LAYOUT, so that no build reads
** another's tables. */
#define LAYOUT 1
static uint64_t file_key(const char *name, int q, int kq, uint64_t cells) {
  uint64_t v[6];
  uint32_t probe = 0x01020304u;
  unsigned char order;
  memcpy(&order, &probe, 1);
  v[0] = LAYOUT;
  v[1] = (uint64_t)q;
  v[2] = (uint64_t)kq;
  v[3] = cells;
  v[4] = order;
  v[5] = sizeof(void *);
  return hanoi_cache_hash(name, strlen(name), hanoi_cache_hash(v, sizeof v, 0));
}

/* ---- the search of k > 3 pegs ---- */

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

static void ks_release(KSearch *ks);

static int ks_gc(lua_State *L) {
  KSearch *ks = (KSearch *)luaL_checkudata(L, 1, KSEARCH);
  int i;
  ks_release(ks);
  for (i = 0; i < ks->h.ng; i++) hanoi_goaltab_free(&ks->h.G[i], &ks->mem);
  ks->h.ng = 0;
  hanoi_moves_free(&ks->moves, &ks->mem);
  hanoi_moves_free(&ks->cand, &ks->mem);
  return 0;
}

/* progress is reported after every so many positions of work (the same
** on every machine; a second of searching is well past it) */
#define PROGRESS_EVERY ((uint64_t)1 << 16)

/* What a table charges to the budget: an entry's share of a position is
** about the work of building it, the moves of a position, k / 512 (1/128
** on 4 pegs); nothing for the small tables (entries times pegs up to
** 2^22), which are built in milliseconds and kept. A search with a
** budget under TABLE_BUDGET builds none: it answers at once. */
#define TABLE_SHARE  512
#define TABLE_BUDGET ((uint64_t)1 << 6)
static uint64_t charge(uint64_t entries, int k) {
  uint64_t work = entries * (uint64_t)k;
  return work <= HANOI_TABLE_FREE * 4 ? 0 : (work + TABLE_SHARE - 1) / TABLE_SHARE;
}

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
#define BALL_MIN       ((uint64_t)1 << 26)
#define BALL_MAX_BYTES ((uint64_t)4 << 30)
#define BALL_REPORT    ((uint64_t)1 << 22)   /* progress after so many of its positions */

static int ball_spec(const KSearch *ks, BallSpec *bs) {
  HCanon c;
  uint64_t bytes, budget;
  int m = ks->np, k = ks->k;
  memset(bs, 0, sizeof *bs);
  if (ks->target.tower < 0 || !hanoi_meet_fits(ks->np, k)) return 0;
  bs->cap = INT_MAX;
  bytes = hanoi_cbfs_bytes(m, k, 1);
  if (bytes == UINT64_MAX || bytes > BALL_MAX_BYTES) {
    if (k != 4) return 0;                  /* the radius bound is proven on four pegs */
    while (m > 1 && (bytes = hanoi_cbfs_bytes(m, k, 1)) > BALL_MAX_BYTES) m--;
    bs->cap = (int)((ks->fs->count[m + 1][4] - 1) / 2);
  }
  bs->m = m;
  hanoi_canon_init(&c, m, k, 1);
  if (c.count <= BALL_MIN) bs->target = c.count;
  else {
    uint64_t least = k == 4 ? BALL_MIN : BALL_MIN / 2;
    bs->target = k == 4 ? c.count / 16 * 3 : c.count / 8;
    if (bs->target < least) bs->target = least;
  }
  budget = ks->run.max_states / 4;
  if (budget < 1) return 0;
  budget = (uint64_t)1 << hanoi_msb(budget);
  if (budget <= UINT64_MAX / BALL_SHARE && budget * BALL_SHARE < bs->target)
    bs->target = budget * BALL_SHARE;
  bs->whole = bs->cap == INT_MAX && bs->target >= c.count;
  return 1;
}

/* the names of a ball: its registry key and its file's name */
static void ball_names(lua_State *L, const KSearch *ks, const BallSpec *bs) {
  if (bs->whole) lua_pushfstring(L, "table-k%d-m%d", ks->k, bs->m);
  else if (bs->cap == INT_MAX)
    lua_pushfstring(L, "ball-k%d-m%d-x%I", ks->k, bs->m, (lua_Integer)bs->target);
  else
    lua_pushfstring(L, "ball-k%d-m%d-r%d-x%I", ks->k, bs->m, bs->cap, (lua_Integer)bs->target);
}

static const char *table_name(lua_State *L, int kind, int m, int k) {
  return lua_pushfstring(L, "pdb-%s-k%d-m%d", kind == HT_TOWER ? "tower" : "clear", k, m);
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
      if (size > cap || spent + charge(size, ks->k) > allow) break;
      spent += charge(size, ks->k);
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

/* counts a table kept or read from disk against the search's memory */
static int take_memory(lua_State *L, KSearch *ks, uint64_t bytes) {
  ks->mem.used += bytes;
  if (ks->mem.used > ks->mem.limit) {
    ks->mem.want = ks->mem.used;
    ks->mem.err = HS_MEMLIMIT;
    return memerror(L, &ks->mem, ks->n, ks->k);
  }
  return 0;
}

/* pushes the cache's directory and returns it, or returns NULL (pushing
** nothing) when this search keeps no tables on disk */
static const char *cache_dir(lua_State *L, const KSearch *ks) {
  if (!ks->cache || !hanoi_cache_pushdir(L)) return NULL;
  return lua_tostring(L, -1);
}

/* Pattern databases of fewer bytes are not kept on disk: they are built
** in less time than a file takes to open. Those a little larger are kept:
** on 10 pegs, building the ones of 4 to 64 KiB took half the time of a
** call that found the larger ones in the cache. */
#define FILE_MIN ((uint64_t)1 << 12)

/* reads the pattern database of box tb from disk (through a buffer of its
** own, so that a damaged file leaves the table as it was); 1 when it was
** there */
static int table_from_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  unsigned char none = 0, *buf;
  int st;
  if (tb->t.bytes < FILE_MIN || (dir = cache_dir(L, ks)) == NULL) return 0;
  if ((buf = (unsigned char *)hanoi_alloc(&ks->mem, (size_t)tb->t.bytes)) == NULL)
    memerror(L, &ks->mem, ks->n, ks->k);
  st = hanoi_cache_load(dir, name, file_key(name, tb->t.q, tb->t.kq, tb->t.bytes), &none, 0,
                        buf, tb->t.bytes, hanoi_interrupt_flag());
  lua_pop(L, 1);
  if (st == 0) memcpy(tb->t.d, buf, (size_t)tb->t.bytes);
  hanoi_free(&ks->mem, buf, (size_t)tb->t.bytes);
  if (st == -2) hanoi_interrupt_error(L);
  if (st != 0) return 0;
  hanoi_table_loaded(&tb->t, &ks->mem);
  return 1;
}

static void table_to_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  unsigned char none = 0;
  if (tb->t.bytes < FILE_MIN || (dir = cache_dir(L, ks)) == NULL) return;
  hanoi_cache_save(dir, name, file_key(name, tb->t.q, tb->t.kq, tb->t.bytes), &none, 0,
                   tb->t.d, tb->t.bytes, ks->max_cache, hanoi_interrupt_flag());
  lua_pop(L, 1);
}

/* the table fetched: into user value 1, charged */
static void got_table(lua_State *L, KSearch *ks, TableBox *tb) {
  ks->run.states += charge(tb->t.canon.count, ks->k);
  lua_getiuservalue(L, 5, 1);
  lua_insert(L, -2);
  lua_rawseti(L, -2, ++ks->iwant);
  lua_pop(L, 1);
}

/* fetches (from the process, from disk, or built a layer at a time) the
** wanted tables into user value 1; HS_DONE when all are there */
static int fetch_tables(lua_State *L, KSearch *ks) {
  while (ks->iwant < ks->nwant) {
    Want *w = &ks->want[ks->iwant];
    TableBox *tb;
    int st;
    if (ks->building == NULL) {
      const char *name = table_name(L, w->kind, w->m, ks->k);
      tb = kept(L, name);
      if (tb != NULL && tb->ready) {
        lua_remove(L, -2);
        take_memory(L, ks, tb->bytes);
        got_table(L, ks, tb);
        continue;
      }
      lua_pop(L, 1);
      tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
      memset(tb, 0, sizeof *tb);
      tb->kind = w->kind;
      luaL_setmetatable(L, TABLEBOX);
      lua_setiuservalue(L, 5, 2);
      if ((st = hanoi_table_init(&tb->t, &ks->mem, w->m, ks->k, w->kind)) != 0) {
        if (st == HS_TOOBIG) return luaL_error(L, "table too large");
        return memerror(L, &ks->mem, ks->n, ks->k);
      }
      tb->bytes = tb->t.bytes;
      tb->t.bfs->stop = hanoi_interrupt_flag();
      if (table_from_disk(L, ks, tb, name)) {
        tb->ready = 1;
        lua_getiuservalue(L, 5, 2);
        keep(L, -1, name);
        lua_pushnil(L);
        lua_setiuservalue(L, 5, 2);
        lua_remove(L, -2);                   /* the name */
        got_table(L, ks, tb);
        continue;
      }
      lua_pop(L, 1);
      ks->building = tb;
    }
    tb = ks->building;
    st = hanoi_table_build(&tb->t, &ks->mem);
    if (st == HS_PAUSE) return HS_PAUSE;
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
    if (st != HS_DONE) return luaL_error(L, "table of %d disks too deep", w->m);
    tb->ready = 1;
    table_name(L, w->kind, w->m, ks->k);
    table_to_disk(L, ks, tb, lua_tostring(L, -1));
    lua_getiuservalue(L, 5, 2);
    keep(L, -1, lua_tostring(L, -2));
    lua_remove(L, -2);
    lua_pushnil(L);
    lua_setiuservalue(L, 5, 2);
    ks->building = NULL;
    got_table(L, ks, tb);
  }
  return HS_DONE;
}

/* ---- the ball ---- */

/* what a ball's file holds besides its labels */
typedef struct BallMeta { uint64_t radius, complete, layer, reached, wreached; } BallMeta;

/* maps the ball of box tb (laid out, nothing allocated) from disk; 1
** when it was there */
static int ball_from_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  BallMeta bm;
  HCBfs *b = &tb->b;
  void *cells;
  int st;
  if ((dir = cache_dir(L, ks)) == NULL) return 0;
  cells = hanoi_cache_map(dir, name, file_key(name, b->q, b->kq, b->ncells), &bm, sizeof bm,
                          b->cells_bytes, hanoi_interrupt_flag(), &st);
  lua_pop(L, 1);
  if (st == -2) hanoi_interrupt_error(L);
  if (cells == NULL) return 0;
  if (bm.radius > INT_MAX) {             /* not reached: the checksums held */
    hanoi_cache_unmap(cells, b->cells_bytes);
    return 0;
  }
  b->cells = (uint64_t *)cells;
  tb->mapped = 1;
  tb->radius = (int)bm.radius;
  tb->complete = bm.complete != 0;
  b->layer = (int)bm.layer;
  b->reached = bm.reached;
  b->wreached = bm.wreached;
  take_memory(L, ks, b->cells_bytes);    /* as much as the ball built */
  return 1;
}

static void ball_to_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  BallMeta bm;
  HCBfs *b = &tb->b;
  if ((dir = cache_dir(L, ks)) == NULL) return;
  memset(&bm, 0, sizeof bm);
  bm.radius = (uint64_t)tb->radius;
  bm.complete = (uint64_t)tb->complete;
  bm.layer = (uint64_t)b->layer;
  bm.reached = b->reached;
  bm.wreached = b->wreached;
  hanoi_cache_save(dir, name, file_key(name, b->q, b->kq, b->ncells), &bm, sizeof bm,
                   b->cells, b->cells_bytes, ks->max_cache, hanoi_interrupt_flag());
  lua_pop(L, 1);
}

static uint64_t ball_charge(uint64_t reached) {
  return (reached + BALL_SHARE - 1) / BALL_SHARE;
}

/* The ball: kept by the process, read from disk, or grown a layer at a
** time (charged as it grows) until it holds its target of positions,
** reaches its radius cap or fills the space. */
static int fetch_ball(lua_State *L, KSearch *ks) {
  const BallSpec *bs = &ks->bs;
  TableBox *tb = ks->ball;
  HCBfs *b;
  uint64_t found;
  if (tb == NULL) {
    unsigned char zero[HANOI_MAXN];
    int st;
    const char *name;
    ball_names(L, ks, bs);
    name = lua_tostring(L, -1);
    tb = kept(L, name);
    if (tb != NULL && tb->ready) {
      lua_setiuservalue(L, 5, 3);
      lua_pop(L, 1);
      ks->ball = tb;
      take_memory(L, ks, tb->bytes);
      ks->run.states += tb->charge;
      return HS_DONE;
    }
    lua_pop(L, 1);
    memset(zero, 0, sizeof zero);
    tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
    memset(tb, 0, sizeof *tb);
    tb->kind = BOX_BALL;
    luaL_setmetatable(L, TABLEBOX);
    lua_setiuservalue(L, 5, 3);
    ks->ball = tb;
    ks->ball_base = ks->run.states;
    if (hanoi_cbfs_layout(&tb->b, bs->m, ks->k, 1, zero, 2) != 0)
      return luaL_error(L, "table too large");
    if (ball_from_disk(L, ks, tb, name)) {
      lua_pop(L, 1);
      goto ready;
    }
    lua_pop(L, 1);
    if ((st = hanoi_cbfs_init(&tb->b, &ks->mem, bs->m, ks->k, 1, zero, 2)) != 0)
      return memerror(L, &ks->mem, ks->n, ks->k);
    tb->b.stop = hanoi_interrupt_flag();
  }
  b = &tb->b;
  found = hanoi_cbfs_layer(b);
  if (b->stopped) return hanoi_interrupt_error(L);
  ks->run.states = ks->ball_base + ball_charge(b->reached);
  if (b->reached - ks->ball_reported >= BALL_REPORT) {   /* a ball's positions are cheap */
    ks->ball_reported = b->reached;
    ks->report = 1;
  }
  if (found > 0 && b->layer < bs->cap && (bs->whole || b->reached < bs->target))
    return HS_PAUSE;
  tb->radius = b->layer;
  tb->complete = found == 0 && bs->cap == INT_MAX;
  ball_names(L, ks, bs);
  ball_to_disk(L, ks, tb, lua_tostring(L, -1));
  lua_pop(L, 1);
ready:
  b = &tb->b;
  hanoi_cbfs_keep_labels(b, &ks->mem);
  tb->bytes = b->cells_bytes;
  tb->charge = ball_charge(b->reached);
  tb->ready = 1;
  ks->run.states = ks->ball_base + tb->charge;
  lua_getiuservalue(L, 5, 3);
  ball_names(L, ks, bs);
  keep(L, -2, lua_tostring(L, -1));
  lua_pop(L, 2);
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

/* The work a budget plan may do, in steps of its dynamic programming
** (about a nanosecond each): 2^14 a position of the budget, about ten
** times what expanding it would take, so that a small budget gets a good
** plan in about ten times its search's time, and max_states = 1 the
** constructive plan at once. */
#define PLAN_SHARE ((uint64_t)1 << 14)

/* The plan when the budget runs out: the shortest of the plan by the
** largest disks first (largest_first_plan.c) from the start, the path to the position
** A* found most promising followed by such a plan from there, and the
** fast constructive plan (tower_plan.c; Frame-Stewart from a tower). */
static int budget_plan(lua_State *L, KSearch *ks) {
  unsigned char w[HANOI_MAXN];
  int st, variant;
  HWork work;
  work.left = ks->run.max_states > UINT64_MAX / PLAN_SHARE ? UINT64_MAX
            : ks->run.max_states * PLAN_SHARE;
  work.stop = hanoi_interrupt_flag();
  work.stopped = 0;
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
    st = hanoi_lift(&ks->mem, &work, &ks->h, ks->np, ks->k, ks->map, ks->fixed, ks->start,
                    ks->goal, m, variant & 1, ks->moves.len, &ks->cand);
    if (work.stopped) return hanoi_interrupt_error(L);
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
    keep_shorter(ks, st);
  }
  if (ks->astar_live && ks->A.best != 0) {
    if (!hanoi_astar_moves(&ks->A, &ks->mem, ks->A.best, ks->start, &ks->cand) ||
        !hanoi_astar_where(&ks->A, &ks->mem, ks->A.best, ks->start, w))
      return memerror(L, &ks->mem, ks->n, ks->k);
    st = hanoi_lift(&ks->mem, &work, &ks->h, ks->np, ks->k, ks->map, ks->fixed, w, ks->goal, 0,
                    0, ks->moves.len > ks->cand.len ? ks->moves.len - ks->cand.len : 0,
                    &ks->cand);
    if (work.stopped) return hanoi_interrupt_error(L);
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

/* builds the goal tables of a goal position (up to HANOI_TABLE_FREE
** entries each; with a budget under TABLE_BUDGET, up to 2^12: a plan
** answers at once) */
static int goal_tables(lua_State *L, KSearch *ks) {
  int m = 1, hi, st;
  uint64_t size = (uint64_t)ks->k;
  uint64_t most = ks->run.max_states < TABLE_BUDGET ? (uint64_t)1 << 12 : HANOI_TABLE_FREE;
  unsigned char *lab = ks->glab;
  while (m < ks->np && size * (uint64_t)ks->k <= most) { size *= (uint64_t)ks->k; m++; }
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

static void finish(KSearch *ks, int result, const char *how, int optimal) {
  ks->result = result;
  ks->how = how;
  ks->optimal = optimal;
  ks->phase = P_DONE;
}

/* whether the ball fits what is left of the budget, twice over (its last
** layer may pass its target) */
static int ball_fits(KSearch *ks) {
  return ball_spec(ks, &ks->bs) &&
         ks->run.states + 2 * ball_charge(ks->bs.target) <= ks->run.max_states;
}

/* The next stage once A* has spent its share: for a tower, the small
** tables after none (when the budget is worth them), the ball when it
** fits the budget, else larger tables; for a goal position, the rest of
** the budget; else a plan. */
static int next_stage(lua_State *L, KSearch *ks) {
  int tower = ks->target.tower >= 0;
  if (ks->run.states < ks->run.max_states) {
    if (tower && ks->stage == 0 && ks->run.max_states >= TABLE_BUDGET) {
      ks->stage = 1;
      want_tables(ks, HANOI_TABLE_FREE, 0);
      ks->phase = P_TABLES;
      return HS_PAUSE;
    }
    if (tower && ks->stage <= 1 && ball_fits(ks)) {
      ks->stage = 2;
      ks->phase = P_BALL;
      return HS_PAUSE;
    }
    if (tower && ks->stage == 1) {
      ks->stage = 3;
      want_tables(ks, HANOI_BIG_TABLE, (ks->run.max_states - ks->run.states) / 2);
      ks->phase = P_TABLES;
      return HS_PAUSE;
    }
    if (!tower && ks->stage == 1) {
      ks->stage = 3;                       /* the rest of the budget */
      if (start_astar(L, ks, HANOI_ASTAR_CAP) != 0) return HS_DONE;
      return HS_PAUSE;
    }
  }
  budget_plan(L, ks);
  finish(ks, HS_BUDGET, "plan", 0);
  return HS_DONE;
}

/* one slice of work: HS_PAUSE, or HS_DONE with ks->result set */
static int ks_step(lua_State *L, KSearch *ks) {
  int st;
  switch (ks->phase) {
    case P_TABLES:
      if ((st = fetch_tables(L, ks)) == HS_PAUSE) return HS_PAUSE;
      use_tables(ks, L);
      if (ks->stage == 1 && ks->skip_astar) return next_stage(L, ks);
      if (start_astar(L, ks, ks->stage != 1 ? HANOI_ASTAR_CAP
                             : ks->run.max_states / 4 < HANOI_ASTAR_FIRST ? ks->run.max_states / 4
                             : HANOI_ASTAR_FIRST) != 0)
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
        finish(ks, HS_DONE, "astar", 1);
        return HS_DONE;
      }
      if (st == HS_UNREACHABLE) { finish(ks, HS_UNREACHABLE, "astar", 1); return HS_DONE; }
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
      if (st == HS_TOOBIG) return luaL_error(L, "search too deep");
      return next_stage(L, ks);             /* this stage's budget is spent */
    }
    case P_BALL:
      if (fetch_ball(L, ks) == HS_PAUSE) return HS_PAUSE;
      st = hanoi_meet_init(&ks->M, &ks->mem, &ks->ball->b, ks->ball->radius,
                           ks->ball->complete, ks->np, ks->map, ks->start);
      if (st != 0) return memerror(L, &ks->mem, ks->n, ks->k);
      ks->meet_live = 1;
      ks->phase = P_MEET;
      return HS_PAUSE;
    case P_MEET:
      st = hanoi_meet_run(&ks->M, &ks->mem, &ks->run);
      if (st == HS_PAUSE) return HS_PAUSE;
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
      if (st == HS_DONE) {
        hanoi_moves_free(&ks->moves, &ks->mem);
        st = hanoi_meet_moves(&ks->M, &ks->mem, ks->start, &ks->moves);
        if (st == HS_MEMLIMIT || st == HS_NOMEM) return memerror(L, &ks->mem, ks->n, ks->k);
        if (st != 0) return luaL_error(L, "search lost its way back to the goal");
        finish(ks, HS_DONE, ks->M.depth == 0 ? "table" : "bidirectional", 1);
        return HS_DONE;
      }
      hanoi_meet_free(&ks->M, &ks->mem);    /* the budget is spent */
      ks->meet_live = 0;
      return next_stage(L, ks);
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
  ks->cache = o->cache;
  ks->max_cache = o->max_cache ? o->max_cache : hanoi_cache_cap(L);
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
  ks->phase = P_DONE;
  ks->result = HS_DONE;
  ks->optimal = 1;
  if (np == 0) return ks;
  if (a->k == 4 && ks->start_tower >= 0 && t->tower >= 0) {
    /* a tower to a tower on 4 pegs: Frame-Stewart's solution is shortest
    ** (Bousch, 2014) */
    ks->how = "frame-stewart";
    if (hanoi_plan_tower(ks->fs, &ks->mem, np, 4, ks->start_tower, t->tower, &ks->moves) != 0)
      memerror(L, &ks->mem, ks->n, ks->k);
    return ks;
  }
  heur_setup(ks);
  if (t->tower >= 0) {
    /* first A* with the free-pegs bound alone: with many pegs it is
    ** exact or nearly, and no table is needed */
    uint64_t first = o->max_states / 4 < HANOI_ASTAR_ZERO ? o->max_states / 4 : HANOI_ASTAR_ZERO;
    HCanon c;
    ks->stage = 0;
    hanoi_canon_init(&c, np, a->k, 1);
    ks->skip_astar = c.count >= (a->k == 4 ? (uint64_t)1 << 23 : (uint64_t)1 << 26);
    hanoi_heur_finish(&ks->h);
    if (start_astar(L, ks, first) == 0) ks->phase = P_ASTAR;
  }
  else {
    ks->stage = 1;
    if (goal_tables(L, ks) != 0) return ks;
    if (start_astar(L, ks, HANOI_ASTAR_FIRST) == 0) ks->phase = P_ASTAR;
  }
  return ks;
}

/* ---- running it: stack 1 start, 2 goal, 3 options, 4 progress, 5 search ---- */

enum { DO_DISTANCE, DO_HINT, DO_SOLVE, DO_SEARCH, DO_COUNT, DO_PATHS };
static const char *const FNAME[] = {"distance", "hint", "solve", "search", "count_paths", "paths"};

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
    if (!lua_isnil(L, 4) && (ks->run.states - ks->reported >= PROGRESS_EVERY || ks->report)) {
      ks->reported = ks->run.states;
      ks->report = 0;
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

/* frees what only the search needed (its A* and its search from the
** start) as soon as it is done, rather than when the collector gets to it */
static void ks_release(KSearch *ks) {
  if (ks->astar_live) hanoi_astar_free(&ks->A, &ks->mem);
  ks->astar_live = 0;
  if (ks->meet_live) hanoi_meet_free(&ks->M, &ks->mem);
  ks->meet_live = 0;
}

static int ks_finish(lua_State *L, KSearch *ks, int what) {
  ks_release(ks);
  putstats(L, 3, ks->how, ks->run.states);
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
      lua_pushvalue(L, 1);                 /* the start */
      return 4;
    }
  }
}

/* ---- queries: starts, goals, options ---- */

/* The stack of a query, from argument checking to the results. */
enum {
  S_FROM = 1,               /* the start: a hanoi.State or a list of them */
  S_GOAL,                   /* the goal as given */
  S_OPTS,                   /* the options table or nil */
  S_PROGRESS,               /* opts.progress or nil */
  S_JOB,                    /* the search userdata */
  S_PRED,                   /* the rules' predicate or nil */
  S_GOALFN,                 /* the goal function or nil */
  S_SCRATCH,                /* the position handed to those two */
  S_SRC,                    /* the starts: n bytes each */
  S_GOALS,                  /* the goal positions: n bytes each */
  S_COST,                   /* the cost function or nil */
  S_TOP = S_COST
};

/* where the parts of a query come from, for error messages */
typedef struct Args {
  int sarg, garg, oarg;     /* argument numbers: start, goal, options */
  int field;                /* hanoi.search: the parts are fields of argument 1 */
  int lists;                /* the start may be a list */
  int defgoal;              /* no goal: the tower on the last peg */
} Args;

typedef struct Query {
  int n, k;
  uint64_t nsrc, ngoal;     /* positions in S_SRC and S_GOALS */
  int srclist;              /* the start is a list */
  int gfunc;                /* the goal is a function (at S_GOALFN) */
  int gtower;               /* one goal that is a tower: its peg, else -1 */
  SOpts o;
  HRules r;                 /* r.pred: the predicate is at S_PRED */
  HCost cost;               /* a function: at S_COST */
} Query;

static unsigned char *newbuf(lua_State *L, int slot, uint64_t count, int n) {
  unsigned char *b = (unsigned char *)lua_newuserdatauv(L, (size_t)(count * (uint64_t)n) + 1, 0);
  lua_replace(L, slot);
  return b;
}

/* item i of the start list at S_FROM, checked against the first (i > 1) */
static HState *start_item(lua_State *L, Query *Q, const Args *A, lua_Integer i) {
  HState *s;
  lua_rawgeti(L, S_FROM, i);
  if ((s = hanoi_teststate(L, -1)) == NULL)
    luaL_argerror(L, A->sarg, lua_pushfstring(L, A->field
        ? "field 'from' item %I must be a hanoi.State, got %s"
        : "start %I must be a hanoi.State, got %s", i, luaL_typename(L, -1)));
  if (i == 1) {
    Q->n = s->n;
    Q->k = s->k;
  }
  else if (s->n != Q->n || s->k != Q->k)
    luaL_argerror(L, A->sarg, lua_pushfstring(L,
        "start %I has %d disks on %d pegs, start 1 has %d disks on %d pegs",
        i, s->n, s->k, Q->n, Q->k));
  return s;
}

/* The start of a query: a state, or a list of them read raw (no __len,
** no __index). A list is checked whole before anything is allocated, then
** checked again as it is copied (an allocation may run a finalizer, which
** may change the list), and replaced at S_FROM by that private copy, so
** that the start a search reports is one it searched from even when a
** callback changes the list meanwhile. */
static void checkstarts(lua_State *L, Query *Q, const Args *A) {
  HState *a = hanoi_teststate(L, S_FROM);
  Q->srclist = 0;
  if (a != NULL) {
    Q->n = a->n;
    Q->k = a->k;
    Q->nsrc = 1;
    memcpy(newbuf(L, S_SRC, 1, a->n), a->where, (size_t)a->n);
    return;
  }
  if (A->lists && lua_type(L, S_FROM) == LUA_TTABLE) {
    lua_Integer len = hanoi_listlen(L, S_FROM, HANOI_MAXLIST), i;
    unsigned char *buf;
    if (len < 0)
      luaL_argerror(L, A->sarg, lua_pushfstring(L, A->field
          ? "field 'from' has more than %d items" : "start list has more than %d items",
          HANOI_MAXLIST));
    if (len < 1)
      luaL_argerror(L, A->sarg, A->field ? "field 'from' is an empty list" : "start list is empty");
    for (i = 1; i <= len; i++) {
      start_item(L, Q, A, i);
      lua_pop(L, 1);
    }
    buf = newbuf(L, S_SRC, (uint64_t)len, Q->n);
    lua_createtable(L, (int)len, 0);
    for (i = 1; i <= len; i++) {
      HState *s = start_item(L, Q, A, i);
      memcpy(buf + (size_t)(i - 1) * (size_t)Q->n, s->where, (size_t)Q->n);
      lua_rawseti(L, -2, i);
    }
    lua_replace(L, S_FROM);
    Q->nsrc = (uint64_t)len;
    Q->srclist = 1;
    return;
  }
  if (A->field)
    luaL_argerror(L, A->sarg, lua_pushfstring(L,
        "field 'from' must be a hanoi.State or a list of them, got %s",
        luaL_typename(L, S_FROM)));
  luaL_typeerror(L, A->sarg, A->lists ? "hanoi.State or list of states" : "hanoi.State");
}

/* error about goal `item` (0: the goal itself) */
static int goalerror(lua_State *L, const Args *A, lua_Integer item, const char *msg) {
  if (A->field && item) lua_pushfstring(L, "field 'to' item %I %s", item, msg);
  else if (A->field) lua_pushfstring(L, "field 'to' %s", msg);
  else if (item) lua_pushfstring(L, "goal %I %s", item, msg);
  else lua_pushfstring(L, "goal %s", msg);
  return luaL_argerror(L, A->garg, lua_tostring(L, -1));
}

/* one goal at idx, a state or a peg, into where; returns its tower peg or -1 */
static int goal_item(lua_State *L, int idx, const Query *Q, const Args *A, lua_Integer item,
                     unsigned char *where) {
  HState *b = hanoi_teststate(L, idx);
  if (b != NULL) {
    int d;
    if (b->n != Q->n || b->k != Q->k)
      goalerror(L, A, item, lua_pushfstring(L, "has %d disks on %d pegs, %s has %d disks on %d pegs",
                b->n, b->k, A->field ? "'from'" : "start", Q->n, Q->k));
    memcpy(where, b->where, (size_t)Q->n);
    for (d = 1; d < Q->n; d++) if (b->where[d] != b->where[0]) return -1;
    return b->where[0];
  }
  if (hanoi_isintegral(L, idx)) {                /* a peg: 3 or 3.0 */
    lua_Integer p = lua_tointeger(L, idx);
    if (p < 1 || p > Q->k) {
      if (!A->field && !item)
        luaL_argerror(L, A->garg, lua_pushfstring(L, "peg must be 1..%d", Q->k));
      goalerror(L, A, item, lua_pushfstring(L, "must be a peg 1..%d", Q->k));
    }
    memset(where, (int)p - 1, (size_t)Q->n);
    return (int)p - 1;
  }
  if (item) goalerror(L, A, item, lua_pushfstring(L, "must be a hanoi.State or a peg, got %s",
                                                 luaL_typename(L, idx)));
  if (A->field)
    goalerror(L, A, 0, lua_pushfstring(L,
        "must be a hanoi.State, a peg, a list or a function, got %s", luaL_typename(L, idx)));
  return luaL_typeerror(L, A->garg, "hanoi.State, peg, list or function");
}

static void checkgoal(lua_State *L, Query *Q, const Args *A) {
  int t = lua_type(L, S_GOAL);
  Q->gfunc = 0;
  Q->gtower = -1;
  Q->ngoal = 0;
  if ((t == LUA_TNONE || t == LUA_TNIL) && A->defgoal) {
    memset(newbuf(L, S_GOALS, 1, Q->n), Q->k - 1, (size_t)Q->n);
    Q->ngoal = 1;
    Q->gtower = Q->k - 1;
  }
  else if (t == LUA_TFUNCTION) {
    Q->gfunc = 1;
    lua_pushvalue(L, S_GOAL);
    lua_replace(L, S_GOALFN);
  }
  else if (t == LUA_TTABLE && hanoi_teststate(L, S_GOAL) == NULL) {
    /* a list, read raw and checked whole before the buffer is made */
    lua_Integer len = hanoi_listlen(L, S_GOAL, HANOI_MAXLIST), i;
    unsigned char *buf, where[HANOI_MAXN];
    if (len < 0) goalerror(L, A, 0, lua_pushfstring(L, "has more than %d items", HANOI_MAXLIST));
    if (len < 1) goalerror(L, A, 0, "is an empty list");
    for (i = 1; i <= len; i++) {
      lua_rawgeti(L, S_GOAL, i);
      goal_item(L, -1, Q, A, i, where);
      lua_pop(L, 1);
    }
    buf = newbuf(L, S_GOALS, (uint64_t)len, Q->n);
    for (i = 1; i <= len; i++) {
      lua_rawgeti(L, S_GOAL, i);
      goal_item(L, -1, Q, A, i, buf + (size_t)(i - 1) * (size_t)Q->n);
      lua_pop(L, 1);
    }
    Q->ngoal = (uint64_t)len;
  }
  else {
    unsigned char *buf = newbuf(L, S_GOALS, 1, Q->n);
    Q->gtower = goal_item(L, S_GOAL, Q, A, 0, buf);
    Q->ngoal = 1;
  }
}

/* Checks a query with the start at 1 (or a state already checked), the
** goal at 2 and the options at 3; fills the slots 4 .. S_TOP. */
static void query(lua_State *L, Query *Q, const Args *A, const char *const *known) {
  int ot;
  lua_settop(L, S_TOP);
  ot = lua_type(L, S_OPTS);
  if (ot != LUA_TNIL) {                      /* a misspelt option first */
    luaL_argexpected(L, ot == LUA_TTABLE, A->oarg, "options table");
    hanoi_checkoptions_at(L, S_OPTS, A->oarg, known);
  }
  checkstarts(L, Q, A);
  checkgoal(L, Q, A);
  checksopts(L, S_OPTS, A->oarg, known, &Q->o, S_PROGRESS);
  if (ot == LUA_TTABLE) lua_getfield(L, S_OPTS, "rules");
  else lua_pushnil(L);
  hanoi_checkrules(L, -1, Q->k, &Q->r, A->oarg, "rules");
  if (Q->r.pred) Q->r.pred = 1;
  lua_replace(L, S_PRED);                    /* the predicate, or what is left */
  if (!Q->r.pred) { lua_pushnil(L); lua_replace(L, S_PRED); }
  if (ot == LUA_TTABLE) lua_getfield(L, S_OPTS, "cost");
  else lua_pushnil(L);
  hanoi_checkcost(L, -1, Q->k, &Q->r, A->oarg, &Q->cost);
  if (Q->cost.kind != HCOST_FUNCTION) { lua_pop(L, 1); lua_pushnil(L); }
  lua_replace(L, S_COST);
}

static const unsigned char *qsrc(lua_State *L, uint64_t i, int n) {
  return (const unsigned char *)lua_touserdata(L, S_SRC) + (size_t)i * (size_t)n;
}

static const unsigned char *qgoal(lua_State *L, uint64_t i, int n) {
  return (const unsigned char *)lua_touserdata(L, S_GOALS) + (size_t)i * (size_t)n;
}

/* pushes start i of the query (the state itself, or the list's item) */
static void pushstart(lua_State *L, int srclist, uint64_t i) {
  if (srclist) lua_rawgeti(L, S_FROM, (lua_Integer)i + 1);
  else lua_pushvalue(L, S_FROM);
}

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
      if (repeated(qsrc(L, 0, Q->n), i, Q->n) || repeated(qgoal(L, 0, Q->n), j, Q->n)) continue;
      hanoi3_plan(qsrc(L, i, Q->n), qgoal(L, j, Q->n), Q->n, &pl, moves);
      c = count ? (uint64_t)hanoi3_count(qsrc(L, i, Q->n), qgoal(L, j, Q->n), Q->n) : 0;
      if ((i == 0 && j == 0) || pl.dist < best->dist) {
        *best = pl;
        *bi = i;
        *bj = j;
        *paths = c;
      }
      else if (pl.dist == best->dist) *paths += c;
    }
}

/* ---- general searches: any rules, goal sets and functions, several starts ---- */

enum { E_NONE, E_BIDIR, E_PATH, E_SPACE };

typedef struct Job {
  HMem mem;
  HRun run;
  int engine, asking, n, k, srclist;
  uint64_t reported, nsrc;
  HSpace sp;
  HRules rules;
  HBidir B;
  HPath P;
  HSpacePath W;
} Job;

static int job_gc(lua_State *L) {
  Job *J = (Job *)luaL_checkudata(L, 1, JOB);
  if (J->engine == E_BIDIR) hanoi_bidir_free(&J->B, &J->mem);
  else if (J->engine == E_PATH) hanoi_path_free(&J->P, &J->mem);
  else if (J->engine == E_SPACE) hanoi_spath_free(&J->W, &J->mem);
  J->engine = E_NONE;
  return 0;
}

static int job_finish(lua_State *L, Job *J, int st, int what);

/* runs the job at S_JOB: its questions go to the Lua functions, its
** pauses report progress and look for Ctrl-C (all through lua_callk, so
** that any of them may yield); ctx is what to compute */
static int job_run(lua_State *L, int status, lua_KContext ctx) {
  Job *J = (Job *)luaL_checkudata(L, S_JOB, JOB);
  (void)status;
  for (;;) {
    int st;
    if (J->asking) {                         /* a function answered */
      const HAsk *q = &J->P.ask;
      J->asking = 0;
      hanoi_path_answer(&J->P, q->kind == HASK_MOVE ? hanoi_rule_answer(L, q->d, q->f, q->t)
                                                    : lua_toboolean(L, -1));
    }
    lua_settop(L, S_TOP);
    st = J->engine == E_BIDIR ? hanoi_bidir_run(&J->B, &J->mem, &J->run)
       : J->engine == E_SPACE ? hanoi_spath_run(&J->W, &J->mem, &J->run)
                              : hanoi_path_run(&J->P, &J->mem, &J->run);
    if (st == HS_PAUSE) {
      if (hanoi_interrupted(L) || (J->engine == E_SPACE && J->W.b.stopped))
        hanoi_interrupt_error(L);
      if (!lua_isnil(L, S_PROGRESS) && J->run.states - J->reported >= PROGRESS_EVERY) {
        J->reported = J->run.states;
        lua_pushvalue(L, S_PROGRESS);
        hanoi_pushu64(L, J->run.states);
        hanoi_pushu64(L, J->run.max_states);
        lua_callk(L, 2, 0, ctx, job_run);
      }
      continue;
    }
    if (st == HS_ASK) {
      const HAsk *q = &J->P.ask;
      HState *s = (HState *)lua_touserdata(L, S_SCRATCH);
      int d, nargs = 1;
      memset(s->peg, 0, sizeof s->peg);
      hanoi_decode_where(&J->sp, q->code, s->where);
      for (d = 0; d < s->n; d++) s->peg[s->where[d]] |= (hmask)1 << d;
      s->stamp++;
      lua_pushvalue(L, q->kind == HASK_MOVE ? S_PRED : S_GOALFN);
      lua_pushvalue(L, S_SCRATCH);
      if (q->kind == HASK_MOVE) {
        push3(L, q->d, q->f, q->t);
        nargs = 4;
      }
      J->asking = 1;
      lua_callk(L, nargs, 1, ctx, job_run);
      continue;
    }
    return job_finish(L, J, st, (int)ctx);
  }
}

static int general_error(lua_State *L, Job *J, int st, int what) {
  switch (st) {
    case HS_BUDGET:
      return luaL_error(L, "%s: no shortest path found within max_states = %I positions "
                        "under the '%s' rules", FNAME[what], (lua_Integer)J->run.max_states,
                        J->rules.name);
    case HS_MEMLIMIT: case HS_NOMEM:
      return memerror(L, &J->mem, J->n, J->k);
    case HP_LOST:
      return luaL_error(L, "%s: the predicate changed its answer about a move during the search",
                        FNAME[what]);
    default:
      return luaL_error(L, "%s: search of %d^%d positions is too large", FNAME[what], J->k, J->n);
  }
}

static int solver_take(lua_State *L, HMoves *moves, int optimal, const unsigned char *from);

/* search's results for a shortest path of `dist` moves (taken from mv)
** from start i */
static int push_found(lua_State *L, uint64_t dist, HMoves *mv, int srclist, uint64_t i) {
  int base;
  hanoi_pushu64(L, dist);
  *newmoves(L) = *mv;
  memset(mv, 0, sizeof *mv);
  base = lua_gettop(L);
  pushmoveiter(L, base);
  lua_remove(L, base);
  lua_pushboolean(L, 1);
  pushstart(L, srclist, i);
  return 4;
}

/* A tower to a tower on 3 pegs in a row or in a ring (the linear or the
** cyclic rules, or the same moves given as pairs): the known optimal
** recursions of ring_row_tower.c, without search. Returns -1 when the
** query is not that one (or its length passes 2^64 - 1). */
static int ring_row(lua_State *L, const Query *Q, int what) {
  HTower t;
  const unsigned char *a = qsrc(L, 0, Q->n);
  uint64_t len;
  int d, f, to;
  if (Q->k != 3 || Q->r.pred || Q->gfunc || Q->nsrc != 1 || Q->ngoal != 1 || Q->gtower < 0 ||
      what == DO_COUNT || what == DO_PATHS || !hanoi_ttower_kind(Q->r.allow, &t))
    return -1;
  for (d = 1; d < Q->n; d++) if (a[d] != a[0]) return -1;
  len = hanoi_ttower_length(&t, Q->n, a[0], Q->gtower);
  if (len == UINT64_MAX) return -1;
  putstats(L, S_OPTS, "formula", 0);
  hanoi_ttower_start(&t, Q->n, a[0], Q->gtower);
  if (what == DO_DISTANCE) { hanoi_pushu64(L, len); return 1; }
  if (what == DO_HINT) {
    if (!hanoi_ttower_next(&t, &d, &f, &to)) { luaL_pushfail(L); return 1; }
    push3(L, d, f, to);
    lua_pushboolean(L, 1);
    return 4;
  }
  {
    HMem mem;
    HMoves *mv = newmoves(L), m;
    boxmem(L, &mem);
    mem.used = 0;
    mem.limit = Q->o.max_memory;
    if (len > ((uint64_t)1 << 60) / 3) {     /* more than any memory */
      mem.err = HS_MEMLIMIT;
      mem.want = UINT64_MAX;
      return memerror(L, &mem, Q->n, Q->k);
    }
    if (len > 0 && (mv->mv = (unsigned char *)hanoi_alloc(&mem, (size_t)(len * 3))) == NULL)
      return memerror(L, &mem, Q->n, Q->k);
    mv->cap = len;
    while (hanoi_ttower_next(&t, &d, &f, &to)) {
      unsigned char *p = mv->mv + mv->len++ * 3;
      p[0] = (unsigned char)d;
      p[1] = (unsigned char)f;
      p[2] = (unsigned char)to;
    }
    if (what == DO_SEARCH) return push_found(L, len, mv, 0, 0);
    m = *mv;
    memset(mv, 0, sizeof *mv);
    return solver_take(L, &m, 1, a);
  }
}

static int job_finish(lua_State *L, Job *J, int st, int what) {
  HMoves *mv = J->engine == E_BIDIR ? &J->B.moves : J->engine == E_SPACE ? &J->W.moves
                                                                         : &J->P.moves;
  uint64_t dist = J->engine == E_BIDIR ? J->B.dist : J->engine == E_SPACE ? J->W.len : J->P.dist;
  uint64_t from = J->engine == E_BIDIR ? J->B.from : J->engine == E_SPACE ? J->W.from
                                                                         : J->P.from, i;
  putstats(L, S_OPTS, J->engine == E_BIDIR ? "bidirectional" : J->engine == E_SPACE
           ? "whole-space" : "bfs", J->run.states);
  if (st == HS_UNREACHABLE) {
    if (what == DO_COUNT) { lua_pushinteger(L, 0); return 1; }
    if (what == DO_SOLVE)
      return luaL_error(L, "solve: goal unreachable under the '%s' rules", J->rules.name);
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable under the '%s' rules", J->rules.name);
    return 2;
  }
  if (st != HS_DONE) return general_error(L, J, st, what);
  switch (what) {
    case DO_DISTANCE:
      hanoi_pushu64(L, dist);
      return 1;
    case DO_HINT:
      if (dist == 0) { luaL_pushfail(L); return 1; }
      push3(L, mv->mv[0], mv->mv[1], mv->mv[2]);
      lua_pushboolean(L, 1);
      return 4;
    case DO_COUNT:
      hanoi_pushbig(L, J->P.total, J->P.totalw);
      return 1;
    case DO_PATHS: {
      int base;
      if (J->P.npaths == 0) {
        hanoi_pushbig(L, J->P.total, J->P.totalw);
        return luaL_error(L, "paths: %s shortest paths, more than max_paths = %I "
                          "(hanoi.count_paths counts them)", luaL_tolstring(L, -1, NULL),
                          (lua_Integer)J->P.max_paths);
      }
      luaL_checkstack(L, (int)J->P.npaths + 4, "too many paths");
      *newmoves(L) = *mv;                    /* the list takes the moves */
      memset(mv, 0, sizeof *mv);
      base = lua_gettop(L);
      for (i = 0; i < J->P.npaths; i++) pushmoveslice(L, base, i * dist, dist);
      return (int)J->P.npaths;
    }
    case DO_SOLVE: {
      HMoves m = *mv;
      memset(mv, 0, sizeof *mv);
      return solver_take(L, &m, 1, qsrc(L, 0, J->n));
    }
    default:                                 /* DO_SEARCH */
      for (i = 0; i + 1 < J->nsrc; i++)       /* which start the path leaves from */
        if (hanoi_encode(&J->sp, qsrc(L, i, J->n)) == from) break;
      return push_found(L, dist, mv, J->srclist, i);
  }
}

/* The whole space in a two-bit table, on every core, when the space is
** not much larger than the budget: at most 16 times max_states positions
** for a distance (2 bits each), at most max_states for a path (4 bytes
** more each, for the walk back). When its memory does not fit, the
** layered search, whose memory follows what it reaches, answers. */
static void space_start(Job *J, const Query *Q, const uint64_t *codes, int what) {
  int path = what != DO_DISTANCE, st;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  int nthreads = cpus < 1 ? 1 : cpus > PBFS_MAX_THREADS ? PBFS_MAX_THREADS : (int)cpus;
  if ((path ? J->sp.size : J->sp.size / 16) > Q->o.max_states) return;
  st = hanoi_spath_init(&J->W, &J->mem, &Q->r, Q->n, Q->k, path, codes, Q->nsrc,
                        codes + Q->nsrc, Q->ngoal, nthreads, hanoi_interrupt_flag());
  if (st == 0) J->engine = E_SPACE;
}

/* Starts a general search for the query (stack as `query` leaves it). */
static int job_start(lua_State *L, const Query *Q, int what) {
  Job *J = (Job *)lua_newuserdatauv(L, sizeof(Job), 0);
  uint64_t *codes, i;
  int st, mode;
  memset(J, 0, sizeof *J);
  luaL_setmetatable(L, JOB);
  lua_replace(L, S_JOB);
  J->mem.f = (HAllocF)lua_getallocf(L, &J->mem.ud);
  J->mem.limit = Q->o.max_memory;
  J->run.max_states = Q->o.max_states;
  J->n = Q->n;
  J->k = Q->k;
  J->srclist = Q->srclist;
  J->nsrc = Q->nsrc;
  J->rules = Q->r;
  if (!hanoi_space(&J->sp, Q->n, Q->k))
    return luaL_error(L, "%s: search of %d^%d positions is too large", FNAME[what], Q->k, Q->n);
  if (Q->r.pred || Q->gfunc) {
    hanoi_newstate(L, Q->n, Q->k);
    lua_replace(L, S_SCRATCH);
  }
  codes = (uint64_t *)lua_newuserdatauv(L, (size_t)(Q->nsrc + Q->ngoal) * 8 + 8, 0);
  for (i = 0; i < Q->nsrc; i++) codes[i] = hanoi_encode(&J->sp, qsrc(L, i, Q->n));
  for (i = 0; i < Q->ngoal; i++) codes[Q->nsrc + i] = hanoi_encode(&J->sp, qgoal(L, i, Q->n));
  mode = what == DO_COUNT ? HP_COUNT : what == DO_PATHS ? HP_PATHS : HP_FIND;
  /* from both ends when every move can be undone, and the space is not
  ** much larger than the budget (its label arrays cover the whole space:
  ** in a huge space the one-way search keeps only what it reaches) */
  if (mode == HP_FIND && Q->r.symmetric && !Q->r.pred && !Q->gfunc &&
      J->sp.size / 16 <= Q->o.max_states) {
    J->engine = E_BIDIR;                     /* from both ends */
    st = hanoi_bidir_init(&J->B, &J->mem, &Q->r, Q->n, Q->k, codes, Q->nsrc,
                          codes + Q->nsrc, Q->ngoal);
    if (st == HS_MEMLIMIT) {                 /* two label arrays do not fit: one way */
      hanoi_bidir_free(&J->B, &J->mem);
      J->engine = E_NONE;
    }
    else if (st != 0) return general_error(L, J, st, what);
  }
  if (J->engine == E_NONE && mode == HP_FIND && !Q->r.pred && !Q->gfunc)
    space_start(J, Q, codes, what);
  if (J->engine == E_NONE) {
    J->engine = E_PATH;
    st = hanoi_path_init(&J->P, &J->mem, &Q->r, Q->n, Q->k, mode, codes, Q->nsrc,
                         codes + Q->nsrc, Q->ngoal, Q->gfunc, Q->o.max_paths);
    if (st != 0) return general_error(L, J, st, what);
  }
  lua_pop(L, 1);
  return job_run(L, LUA_OK, what);
}

/* ---- cheapest paths under move costs (engine/cheapest_path.c) ---- */

typedef struct CJob {
  HMem mem;
  HRun run;
  int live, asking, n, k, srclist;
  uint64_t reported, nsrc;
  HRules rules;
  HCheap C;
} CJob;

static int cjob_gc(lua_State *L) {
  CJob *J = (CJob *)luaL_checkudata(L, 1, CJOB);
  if (J->live) hanoi_cheap_free(&J->C, &J->mem);
  J->live = 0;
  return 0;
}

static int cost_finish(lua_State *L, CJob *J, int st, int what);

/* runs the cost job at S_JOB as job_run runs a general search: its
** questions (rules predicate, cost function, goal function) and progress
** go to Lua through lua_callk, so that any of them may yield */
static int cost_run(lua_State *L, int status, lua_KContext ctx) {
  CJob *J = (CJob *)luaL_checkudata(L, S_JOB, CJOB);
  (void)status;
  for (;;) {
    int st;
    if (J->asking) {                         /* a function answered */
      const HCAsk *q = &J->C.ask;
      hanoi_cheap_answer(&J->C, J->asking == HCASK_COST
          ? hanoi_costanswer(L, -1, q->d, q->f, q->t)
          : J->asking == HCASK_MOVE ? (uint64_t)hanoi_rule_answer(L, q->d, q->f, q->t)
          : (uint64_t)lua_toboolean(L, -1));
      J->asking = 0;
    }
    lua_settop(L, S_TOP);
    st = hanoi_cheap_run(&J->C, &J->mem, &J->run);
    if (st == HS_PAUSE) {
      if (hanoi_interrupted(L)) hanoi_interrupt_error(L);
      if (!lua_isnil(L, S_PROGRESS) && J->run.states - J->reported >= PROGRESS_EVERY) {
        J->reported = J->run.states;
        lua_pushvalue(L, S_PROGRESS);
        hanoi_pushu64(L, J->run.states);
        hanoi_pushu64(L, J->run.max_states);
        lua_callk(L, 2, 0, ctx, cost_run);
      }
      continue;
    }
    if (st == HS_ASK) {
      const HCAsk *q = &J->C.ask;
      int nargs = 1;
      hanoi_setcode((HState *)lua_touserdata(L, S_SCRATCH), &J->C.sp, q->code);
      lua_pushvalue(L, q->kind == HCASK_MOVE ? S_PRED : q->kind == HCASK_COST ? S_COST : S_GOALFN);
      lua_pushvalue(L, S_SCRATCH);
      if (q->kind != HCASK_GOAL) {
        push3(L, q->d, q->f, q->t);
        nargs = 4;
      }
      J->asking = q->kind;
      lua_callk(L, nargs, 1, ctx, cost_run);
      continue;
    }
    return cost_finish(L, J, st, (int)ctx);
  }
}

static int cost_error(lua_State *L, CJob *J, int st, int what) {
  switch (st) {
    case HS_BUDGET:
      return luaL_error(L, "%s: no cheapest path found within max_states = %I positions "
                        "under the '%s' rules", FNAME[what], (lua_Integer)J->run.max_states,
                        J->rules.name);
    case HS_MEMLIMIT: case HS_NOMEM:
      return memerror(L, &J->mem, J->n, J->k);
    case HC_LOST:
      return luaL_error(L, "%s: the rules or cost function changed an answer about a move "
                        "during the search", FNAME[what]);
    default:
      return luaL_error(L, "%s: search of %d^%d positions is too large", FNAME[what], J->k, J->n);
  }
}

static int cost_finish(lua_State *L, CJob *J, int st, int what) {
  HCheap *C = &J->C;
  uint64_t i;
  putstats(L, S_OPTS, C->nbk > 0 ? "dial" : "dijkstra", J->run.states);
  if (st == HS_UNREACHABLE) {
    if (what == DO_COUNT) { lua_pushinteger(L, 0); return 1; }
    if (what == DO_SOLVE)
      return luaL_error(L, "solve: goal unreachable under the '%s' rules", J->rules.name);
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable under the '%s' rules", J->rules.name);
    return 2;
  }
  if (st != HS_DONE) return cost_error(L, J, st, what);
  switch (what) {
    case DO_DISTANCE:
      hanoi_pushu64(L, C->dist_cost);
      hanoi_pushu64(L, C->dist_moves);
      return 2;
    case DO_HINT:
      if (C->dist_moves == 0) { luaL_pushfail(L); return 1; }
      push3(L, C->moves.mv[0], C->moves.mv[1], C->moves.mv[2]);
      lua_pushboolean(L, 1);
      return 4;
    case DO_COUNT:
      hanoi_pushbig(L, C->total, C->totalw);
      return 1;
    case DO_PATHS: {
      int base;
      if (C->npaths == 0) {
        hanoi_pushbig(L, C->total, C->totalw);
        return luaL_error(L, "paths: %s cheapest paths, more than max_paths = %I "
                          "(hanoi.count_paths counts them)", luaL_tolstring(L, -1, NULL),
                          (lua_Integer)C->max_paths);
      }
      luaL_checkstack(L, (int)C->npaths + 4, "too many paths");
      *newmoves(L) = C->moves;               /* the list takes the moves */
      memset(&C->moves, 0, sizeof C->moves);
      base = lua_gettop(L);
      for (i = 0; i < C->npaths; i++) pushmoveslice(L, base, i * C->dist_moves, C->dist_moves);
      return (int)C->npaths;
    }
    case DO_SOLVE: {
      HMoves m = C->moves;
      memset(&C->moves, 0, sizeof C->moves);
      return solver_take(L, &m, 1, qsrc(L, 0, J->n));
    }
    default: {                               /* DO_SEARCH: moves, iterator, true, start, cost */
      int base;
      hanoi_pushu64(L, C->dist_moves);
      *newmoves(L) = C->moves;
      memset(&C->moves, 0, sizeof C->moves);
      base = lua_gettop(L);
      pushmoveiter(L, base);
      lua_remove(L, base);
      lua_pushboolean(L, 1);
      for (i = 0; i + 1 < J->nsrc; i++)       /* which start the path leaves from */
        if (hanoi_encode(&C->sp, qsrc(L, i, J->n)) == C->from) break;
      pushstart(L, J->srclist, i);
      hanoi_pushu64(L, C->dist_cost);
      return 5;
    }
  }
}

/* Starts a search for the cheapest paths of the query (stack as `query`
** leaves it). */
static int cost_start(lua_State *L, const Query *Q, int what) {
  CJob *J = (CJob *)lua_newuserdatauv(L, sizeof(CJob), 0);
  uint64_t *codes, i;
  HSpace sp;
  int st, mode;
  memset(J, 0, sizeof *J);
  luaL_setmetatable(L, CJOB);
  lua_replace(L, S_JOB);
  J->mem.f = (HAllocF)lua_getallocf(L, &J->mem.ud);
  J->mem.limit = Q->o.max_memory;
  J->run.max_states = Q->o.max_states;
  J->n = Q->n;
  J->k = Q->k;
  J->srclist = Q->srclist;
  J->nsrc = Q->nsrc;
  J->rules = Q->r;
  if (!hanoi_space(&sp, Q->n, Q->k))
    return luaL_error(L, "%s: search of %d^%d positions is too large", FNAME[what], Q->k, Q->n);
  if (Q->r.pred || Q->gfunc || Q->cost.kind == HCOST_FUNCTION) {
    hanoi_newstate(L, Q->n, Q->k);
    lua_replace(L, S_SCRATCH);
  }
  codes = (uint64_t *)lua_newuserdatauv(L, (size_t)(Q->nsrc + Q->ngoal) * 8 + 8, 0);
  for (i = 0; i < Q->nsrc; i++) codes[i] = hanoi_encode(&sp, qsrc(L, i, Q->n));
  for (i = 0; i < Q->ngoal; i++) codes[Q->nsrc + i] = hanoi_encode(&sp, qgoal(L, i, Q->n));
  mode = what == DO_COUNT ? HC_COUNT : what == DO_PATHS ? HC_PATHS : HC_FIND;
  st = hanoi_cheap_init(&J->C, &J->mem, &Q->r,
                        Q->cost.kind == HCOST_MATRIX ? Q->cost.m : NULL, Q->n, Q->k, mode, 0,
                        codes, Q->nsrc, codes + Q->nsrc, Q->ngoal, Q->gfunc, Q->o.max_paths);
  J->live = 1;
  if (st != 0) return cost_error(L, J, st, what);
  lua_pop(L, 1);
  return cost_run(L, LUA_OK, what);
}

/* ---- solvers ---- */

/* A solver: upvalue 1 this userdata, 2 the state it moves, 3 the goal as
** given (nil when it is fixed in `goal`), 4 the options (or nil), 5 the
** moves planned. */
enum { SV_THREE = 1, SV_LIST };

typedef struct Solver {
  int mode;                 /* how the plan is kept: SV_THREE or SV_LIST */
  int fixed;                /* 3 pegs, classic: the goal is `goal` */
  int prefer_via;
  uint64_t stamp;           /* the state's stamp after the last step */
  int replans;              /* plans made again in a row: the state moved while planning */
  int planned;
  H3Path path;              /* SV_THREE */
  uint64_t i;               /* SV_LIST: moves of the list played */
  int optimal;
  unsigned char goal[HANOI_MAXN];
} Solver;

static int solver_play_list(lua_State *L, Solver *sv, HState *a) {
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

static int solver_play3(lua_State *L, Solver *sv, HState *a) {
  int d, f, t;
  if (!hanoi3_next(&sv->path, &d, &f, &t)) return 0;
  if (a->where[d] != f || !hanoi_legal(a, f, t))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, f, t);
  sv->stamp = a->stamp;
  push3(L, d, f, t);
  lua_pushboolean(L, 1);
  return 4;
}

static int solver_plan(lua_State *L, Solver *sv, HState *a);

/* Plans made again in a row before the solver gives up: the state was
** moved every time it planned (by a progress function, a predicate,
** another coroutine...). */
#define MAX_REPLANS 16

/* a plan is made from the position `from` (the search's own copy of the
** start): its moves become upvalue 5, and the first is played; when the
** state is no longer there (a progress function or a predicate moved it,
** or another coroutine did while one of them yielded, or a call of this
** very solver from one of them played a move of its own plan), the plan
** is for a position that is gone: plan again. Plans may overlap (calls
** of the solver from its own callbacks, or from other coroutines), so
** each plan is judged by its own start, not by anything the solver keeps. */
static int solver_take(lua_State *L, HMoves *moves, int optimal, const unsigned char *from) {
  Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
  HState *a = hanoi_checkstate(L, lua_upvalueindex(2));
  if (memcmp(a->where, from, (size_t)a->n) != 0) {
    HMem mem;
    boxmem(L, &mem);
    hanoi_moves_free(moves, &mem);
    if (++sv->replans > MAX_REPLANS)
      return luaL_error(L, "solve: the position was moved every time the solver planned "
                        "(%d times in a row)", MAX_REPLANS);
    sv->planned = 0;
    return solver_plan(L, sv, a);
  }
  sv->replans = 0;
  *newmoves(L) = *moves;
  lua_replace(L, lua_upvalueindex(5));
  sv->mode = SV_LIST;
  sv->i = 0;
  sv->planned = 1;
  sv->optimal = optimal;
  sv->stamp = a->stamp;
  return solver_play_list(L, sv, a);
}

/* the search of a solver on k > 3 pegs is done: its moves list is on top */
static int solver_planned(lua_State *L, KSearch *ks) {
  HMoves *ml = (HMoves *)lua_touserdata(L, -1);
  HMoves m = *ml;
  memset(ml, 0, sizeof *ml);
  return solver_take(L, &m, ks->optimal, ks->start);
}

static int dispatch(lua_State *L, Query *Q, int what);

static const Args SOLVE_ARGS = {1, 2, 3, 0, 0, 1};

/* plans from the current position (a search may call Lua functions,
** which may yield), then plays the first move */
static int solver_plan(lua_State *L, Solver *sv, HState *a) {
  Query Q;
  if (sv->fixed) {
    hanoi3_path(&sv->path, a->where, sv->goal, a->n, sv->prefer_via);
    sv->mode = SV_THREE;
    sv->planned = 1;
    return solver_play3(L, sv, a);
  }
  lua_settop(L, 0);
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, lua_upvalueindex(3));
  lua_pushvalue(L, lua_upvalueindex(4));
  query(L, &Q, &SOLVE_ARGS, DIST_OPTS);
  return dispatch(L, &Q, DO_SOLVE);
}

static int solver_next(lua_State *L) {
  Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
  HState *a = (HState *)lua_touserdata(L, lua_upvalueindex(2));   /* a state, always */
  if (!sv->planned || a->stamp != sv->stamp) {
    sv->planned = 0;
    return solver_plan(L, sv, a);
  }
  return sv->mode == SV_THREE ? solver_play3(L, sv, a) : solver_play_list(L, sv, a);
}

/* pushes the closure over a solver of the state at sidx; goal at gidx
** (0 when fixed to `goal`), options at oidx (or 0) */
static Solver *push_solver(lua_State *L, int sidx, int gidx, int oidx,
                           const unsigned char *goal, int prefer_via) {
  Solver *sv;
  sidx = lua_absindex(L, sidx);
  if (gidx) gidx = lua_absindex(L, gidx);
  if (oidx) oidx = lua_absindex(L, oidx);
  sv = (Solver *)lua_newuserdatauv(L, sizeof(Solver), 0);
  memset(sv, 0, sizeof *sv);
  sv->prefer_via = prefer_via;
  if (goal != NULL) {
    HState *a = hanoi_checkstate(L, sidx);
    sv->fixed = 1;
    memcpy(sv->goal, goal, (size_t)a->n);
  }
  lua_pushvalue(L, sidx);
  if (gidx) lua_pushvalue(L, gidx); else lua_pushnil(L);
  if (oidx) lua_pushvalue(L, oidx); else lua_pushnil(L);
  lua_pushnil(L);
  lua_pushcclosure(L, solver_next, 5);
  return sv;
}

/* pushes a private copy of the state at idx */
static HState *pushcopy(lua_State *L, int idx) {
  HState *a = hanoi_checkstate(L, idx), *c = hanoi_newstate(L, a->n, a->k);
  memcpy(c, a, sizeof(HState));
  return c;
}

/* ---- the dispatcher ---- */

/* Answers a checked query: 3 pegs under the classic rules in O(n) per
** pair of a start and a goal; k > 3 pegs under the classic rules, one
** start and one goal, by the k-peg search above; everything else (other
** rules, goal functions, sets of starts or goals on k > 3 pegs, counts
** and paths) by breadth-first search (layered_bfs.c, bidirectional_bfs.c). */
static int dispatch(lua_State *L, Query *Q, int what) {
  int classic = Q->r.classic && !Q->gfunc;
  if (Q->cost.kind != HCOST_NONE) return cost_start(L, Q, what);
  if (classic && Q->k == 3 && !(what == DO_PATHS && (Q->nsrc > 1 || Q->ngoal > 1))) {
    H3Plan pl;
    uint64_t bi = 0, bj = 0, paths = 0;
    memset(&pl, 0, sizeof pl);
    nearest3(L, Q, &bi, &bj, &pl, &paths, what == DO_HINT, what == DO_COUNT || what == DO_PATHS);
    putstats(L, S_OPTS, "formula", 0);
    switch (what) {
      case DO_DISTANCE:
        hanoi_pushu64(L, pl.dist);
        return 1;
      case DO_COUNT:
        hanoi_pushu64(L, paths);
        return 1;
      case DO_HINT:
        if (pl.m < 0) { luaL_pushfail(L); return 1; }
        if (pl.via && !pl.direct) push3(L, pl.vd, pl.vf, pl.vt);
        else push3(L, pl.dd, pl.df, pl.dt);
        lua_pushboolean(L, 1);
        return 4;
      case DO_SOLVE: {
        Solver *sv = (Solver *)lua_touserdata(L, lua_upvalueindex(1));
        HState *a = hanoi_checkstate(L, lua_upvalueindex(2));
        hanoi3_path(&sv->path, a->where, qgoal(L, bj, Q->n), a->n, sv->prefer_via);
        sv->mode = SV_THREE;
        sv->planned = 1;
        return solver_play3(L, sv, a);
      }
      case DO_PATHS: {                       /* one or two, each on its own copy */
        int np = (int)paths, i;
        for (i = 0; i < np; i++) {
          pushcopy(L, S_FROM);
          push_solver(L, -1, 0, 0, qgoal(L, 0, Q->n), np == 2 ? i : 0);
          lua_remove(L, -2);
        }
        return np;
      }
      default: {                             /* DO_SEARCH: on a private copy */
        int top;
        hanoi_pushu64(L, pl.dist);
        pushstart(L, Q->srclist, bi);
        top = lua_gettop(L);
        pushcopy(L, top);
        push_solver(L, -1, 0, 0, qgoal(L, bj, Q->n), 0);
        lua_remove(L, -2);
        lua_pushboolean(L, 1);
        lua_rotate(L, top, -1);              /* the start last */
        return 4;
      }
    }
  }
  if (classic && Q->k > 3 && Q->nsrc == 1 && Q->ngoal == 1 &&
      what != DO_COUNT && what != DO_PATHS) {
    Target t;
    SOpts o = Q->o;
    HState *a;
    t.tower = Q->gtower;
    memcpy(t.where, qgoal(L, 0, Q->n), (size_t)Q->n);
    if (Q->srclist) { lua_geti(L, S_FROM, 1); lua_replace(L, S_FROM); }
    a = hanoi_checkstate(L, S_FROM);
    lua_settop(L, 5);
    ks_new(L, a, &t, &o);
    return ks_run(L, LUA_OK, what);
  }
  {
    int r = ring_row(L, Q, what);
    if (r >= 0) return r;
  }
  return job_start(L, Q, what);
}

/* ---- Lua API ---- */

/***
 * The length of a shortest path from a to b.
 * Under the classic rules: on 3 pegs exact in O(n); on more pegs by
 * search (see the introduction to the searches), within `opts.max_states`
 * positions or an error saying so. Under other rules, for a set of
 * starts, or for a goal set or function, by breadth-first search (from
 * both ends when every move can be undone and no function is asked).
 * @function distance
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal: a position with the same
 *   disks and pegs, a peg meaning the whole tower on that peg, a list of
 *   those (any of them), or a function(state) returning whether a
 *   position is a goal (it may yield)
 * @tparam[opt] table opts `rules` (see `search`), `max_states`,
 *   `max_memory` (bytes, default 2 GiB: a hard cap, an error beyond it),
 *   `progress` function(positions, max_states) called now and then once a
 *   search has run a while (it may yield), `stats` a table filled in with
 *   `method` (what answered: "formula", "frame-stewart", "astar", "table",
 *   "plan", "bfs", "whole-space", "bidirectional", or with `cost` "dial" or "dijkstra") and
 *   `positions` (positions expanded); `cost` move costs, a k x k matrix of
 *   positive integers cost[from][to] or a function(state, disk, from, to)
 *   returning one (it may yield): then the answer is the cheapest path,
 *   ties to the fewest moves (docs/variants.md, "Move costs")
 * @treturn[1] int|string moves; an exact decimal string past 2^63 - 1;
 *   with `cost`, the least cost and then the fewest moves of a path of
 *   that cost
 * @return[2] nil when the goal cannot be reached under the rules
 * @treturn[2] string "goal unreachable under the 'NAME' rules"
 */
static const Args DIST_ARGS = {1, 2, 3, 0, 1, 0};

static int s_distance(lua_State *L) {
  Query Q;
  if (lua_gettop(L) <= 3 && lua_isnoneornil(L, 3)) { /* two 3-peg positions, no options: the */
    const HState *a = hanoi_teststate(L, 1); /* formula at once, as query and dispatch */
    const HState *b = hanoi_teststate(L, 2); /* would answer after reading them */
    if (a != NULL && b != NULL && a->k == 3 && b->k == 3 && a->n == b->n) {
      H3Plan pl;
      hanoi3_plan(a->where, b->where, a->n, &pl, 0);
      hanoi_pushu64(L, pl.dist);
      return 1;
    }
  }
  query(L, &Q, &DIST_ARGS, DIST_OPTS);
  return dispatch(L, &Q, DO_DISTANCE);
}

/***
 * The next move of a shortest path from this position.
 * @function State:hint
 * @tparam[opt] hanoi.State|int|table|function b goal, as for `distance`
 *   (default: the tower on the last peg)
 * @tparam[opt] table opts as for `distance`, and `optimal` (true: an error
 *   rather than a move of a plan not proven shortest)
 * @treturn[1] int disk
 * @treturn[1] int from
 * @treturn[1] int to
 * @treturn[1] boolean true when the move is on a shortest path; false
 *   when the budget ran out and it comes from the best plan found
 * @return[2] nil when the position is a goal already
 * @return[3] nil, "goal unreachable under the 'NAME' rules"
 */
static int m_hint(lua_State *L) {
  Query Q;
  hanoi_checkstate(L, 1);
  query(L, &Q, &SOLVE_ARGS, DIST_OPTS);
  return dispatch(L, &Q, DO_HINT);
}

/***
 * Plays a shortest path from this position to b, move by move:
 * `for disk, from, to in s:solve(b) do ... end`. Each step applies the
 * move to `s` (so `s.moves` counts them). The solver keeps its plan and
 * plays it; when `s` was changed by someone else between two steps (a
 * player took over), it plans again from there. A loop body may yield.
 * On more than 3 pegs under the classic rules the plan comes from the
 * search (see `distance`); when the budget runs out it is the best plan
 * found, and each step's fourth value says whether the plan is a
 * shortest one. Under other rules the plan is always a shortest one, or
 * an error.
 * @function State:solve
 * @tparam[opt] hanoi.State|int|table|function b goal, as for `hint`
 * @tparam[opt] table opts as for `hint`
 * @treturn function iterator yielding disk, from, to, optimal
 */
static int m_solve(lua_State *L) {
  Query Q;
  hanoi_checkstate(L, 1);
  query(L, &Q, &SOLVE_ARGS, DIST_OPTS);     /* errors now rather than at the first step */
  push_solver(L, S_FROM, S_GOAL, lua_isnil(L, S_OPTS) ? 0 : S_OPTS, NULL, 0);
  return 1;
}

/***
 * Every shortest path from a to b. On 3 pegs under the classic rules
 * there are one or two: two exactly when the largest disk that must move
 * can go directly or via the third peg in the same number of moves.
 * Otherwise they are found by breadth-first search and counted; more
 * than `opts.max_paths` (default 1000) is an error.
 * Returns a table of iterators, one per path (`t[1]..t[t.n]`; a generic
 * for walks it directly: `for p in hanoi.paths(a, b) do ... end`, the
 * table made by lua/hanoi/init.lua from `hanoi.core.paths`, which returns
 * the iterators themselves); each yields disk, from, to and changes
 * neither a nor b.
 * @function paths
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal, as for `distance`
 * @tparam[opt] table opts `rules`, `max_paths`, `max_states`,
 *   `max_memory`, `progress`
 * @treturn table the paths, functions (on 3 pegs under the classic rules,
 *   the first moves the largest disk directly when that is shortest)
 * @return[2] nil, "goal unreachable under the 'NAME' rules"
 */
static const Args PATHS_ARGS = {1, 2, 3, 0, 1, 0};

static int s_paths(lua_State *L) {
  Query Q;
  query(L, &Q, &PATHS_ARGS, PATHS_OPTS);
  return dispatch(L, &Q, DO_PATHS);
}

/***
 * The number of shortest paths from a to b. On 3 pegs under the classic
 * rules in O(n): one or two (Hinz's theorem). Otherwise by breadth-first
 * search, adding the paths to each position layer by layer.
 * @function count_paths
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal, as for `distance`
 * @tparam[opt] table opts `rules`, `max_states`, `max_memory`, `progress`,
 *   `cost` (then: the paths of least cost with the fewest moves among them)
 * @treturn int|string the number of shortest paths (0 when the goal
 *   cannot be reached); an exact decimal string past 2^63 - 1
 */
static int s_count_paths(lua_State *L) {
  Query Q;
  query(L, &Q, &PATHS_ARGS, COUNT_OPTS);
  return dispatch(L, &Q, DO_COUNT);
}

/***
 * A shortest path under any rule set.
 * @function search
 * @tparam table opts `from` the start (a `hanoi.State`, or a list of
 *   them); `to` the goal (as for `distance`; default the tower on the last
 *   peg); `rules` (a name "classic", "cyclic", "linear", "star"; a list of
 *   allowed {from, to} pairs; a k x k matrix of booleans; or a predicate
 *   function(state, disk, from, to) returning whether the move is allowed,
 *   called only with legal moves, which may yield; the state it gets is a
 *   scratch copy); and, as for `hint`, `max_states`, `max_memory`,
 *   `optimal`, `progress` and `cost`
 * @treturn[1] int|string the number of moves
 * @treturn[1] function iterator over the moves (disk, from, to); it does
 *   not change `from`
 * @treturn[1] boolean true when the path is a shortest one; false for the
 *   best plan found when the budget ran out
 * @treturn[1] hanoi.State the start the path leaves from (one of `from`)
 * @treturn[1] int|string with `cost`: the path's cost (the first result is
 *   still its number of moves)
 * @return[2] nil when the goal cannot be reached
 * @treturn[2] string "goal unreachable under the 'NAME' rules"
 */
static const Args SEARCH_ARGS = {1, 1, 1, 1, 1, 1};

static int s_search(lua_State *L) {
  Query Q;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, SEARCH_FIELDS);
  lua_getfield(L, 1, "from");
  lua_getfield(L, 1, "to");
  lua_rotate(L, 1, -1);                      /* 1 from, 2 to, 3 the table */
  query(L, &Q, &SEARCH_ARGS, SEARCH_FIELDS);
  return dispatch(L, &Q, DO_SEARCH);
}

static const luaL_Reg search_funcs[] = {
  {"distance", s_distance}, {"paths", s_paths}, {"search", s_search},
  {"count_paths", s_count_paths}, {NULL, NULL}
};

static const luaL_Reg search_methods[] = {
  {"hint", m_hint}, {"solve", m_solve}, {NULL, NULL}
};


void hanoi_open_search(lua_State *L) {
  hanoi_gcmeta(L, MOVES, moves_gc);
  hanoi_gcmeta(L, KSEARCH, ks_gc);
  hanoi_gcmeta(L, JOB, job_gc);
  hanoi_gcmeta(L, CJOB, cjob_gc);
  hanoi_gcmeta(L, TABLEBOX, box_gc);
  luaL_setfuncs(L, search_funcs, 0);
  hanoi_addmethods(L, search_methods);
}
