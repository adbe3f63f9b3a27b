/***
 * Whole-space breadth-first search and state graphs.
 *
 * `hanoi.bfs` picks one of three methods:
 *  - symmetric (canonical_bfs.c): under the classic rules, the pegs left empty by
 *    the start are interchangeable, so the search runs over canonical
 *    positions (about (k - F)! times fewer, F the pegs the start uses)
 *    and counts each with the size of its orbit: the layers are those
 *    of the whole space; with `dir`, the same search with its table on
 *    disk, a segment at a time (disk_bfs.c);
 *  - plain (full_bfs.c): any rule set given by its allowed moves, 2 bits per
 *    position, sparse layers as lists, dense ones on every thread;
 *  - predicate: a rule set given as a Lua function, asked on this thread
 *    (with lua_callk: it may yield) about every move to an unvisited
 *    position.
 * Layer counts are kept in a compact array (hanoi.Layers) whose entries
 * take 1, 2, 4 or 8 bytes as the counts require.
 * This file is the Lua binding: the searches are plain C with an
 * allocator (HMem) that enforces `max_memory`.
 * @module hanoi
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "hanoi.h"
#include "engine/full_bfs.h"
#include "engine/canonical_bfs.h"
#include "engine/disk_bfs.h"
#include "engine/eccentricity.h"
#include "engine/cheapest_path.h"
#include "engine/rules.h"

#define LAYERS          "hanoi.Layers"
#define DISTANCES       "hanoi.Distances"
#define RUN             "hanoi.BfsRun"
#define GRAPHRUN        "hanoi.GraphRun"
#define COSTRUN         "hanoi.CostBfsRun"
#define GRAPH_MAX       200000          /* vertices in hanoi.graph */
#define POLL            4096

/* ---- the layer counts: hanoi.Layers ---- */

typedef struct Layers {
  uint64_t n, cap;
  int width;                /* bytes per count: 1, 2, 4 or 8 */
  unsigned char *data;
  HAllocF f;
  void *ud;
} Layers;

static uint64_t layers_get(const Layers *ly, uint64_t i) {
  const unsigned char *p = ly->data + i * (uint64_t)ly->width;
  switch (ly->width) {
    case 1: return *p;
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
  }
}

static void layers_put(unsigned char *data, int width, uint64_t i, uint64_t v) {
  unsigned char *p = data + i * (uint64_t)width;
  switch (width) {
    case 1: *p = (unsigned char)v; break;
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8);
  }
}

/* appends v; mem->used counts the bytes against mem->limit. 0 when out
** of memory (mem->want then holds the bytes wanted, mem->err why) */
static int layers_push(Layers *ly, uint64_t v, HMem *mem) {
  int w = ly->width;
  while (w < 8 && v >> (8 * w)) w *= 2;
  if (w != ly->width || ly->n == ly->cap) {
    uint64_t cap = ly->n == ly->cap ? (ly->cap ? ly->cap * 2 : 64) : ly->cap;
    uint64_t old = ly->cap * (uint64_t)ly->width, nb = cap * (uint64_t)w, i;
    unsigned char *d;
    mem->want = mem->used - old + nb;
    if (mem->want > mem->limit) { mem->err = HS_MEMLIMIT; return 0; }
    d = (unsigned char *)ly->f(ly->ud, NULL, 0, (size_t)nb);
    if (d == NULL) { mem->err = HS_NOMEM; return 0; }
    for (i = 0; i < ly->n; i++) layers_put(d, w, i, layers_get(ly, i));
    if (ly->data) ly->f(ly->ud, ly->data, (size_t)old, 0);
    ly->data = d;
    ly->cap = cap;
    ly->width = w;
    mem->used = mem->want;
  }
  layers_put(ly->data, ly->width, ly->n++, v);
  return 1;
}

static Layers *newlayers(lua_State *L) {
  Layers *ly = (Layers *)lua_newuserdatauv(L, sizeof(Layers), 0);
  memset(ly, 0, sizeof *ly);
  ly->width = 1;
  ly->f = lua_getallocf(L, &ly->ud);
  luaL_setmetatable(L, LAYERS);
  return ly;
}

static int layers_gc(lua_State *L) {
  Layers *ly = (Layers *)luaL_checkudata(L, 1, LAYERS);
  if (ly->data) ly->f(ly->ud, ly->data, (size_t)(ly->cap * (uint64_t)ly->width), 0);
  ly->data = NULL;
  ly->n = ly->cap = 0;
  return 0;
}

/* layers[d + 1]: the positions at distance d (nil past the last layer) */
static int layers_index(lua_State *L) {
  Layers *ly = (Layers *)luaL_checkudata(L, 1, LAYERS);
  int isnum;
  lua_Integer i = lua_tointegerx(L, 2, &isnum);
  if (isnum && i >= 1 && (uint64_t)i <= ly->n) hanoi_pushu64(L, layers_get(ly, (uint64_t)i - 1));
  else lua_pushnil(L);
  return 1;
}

static int layers_len(lua_State *L) {
  Layers *ly = (Layers *)luaL_checkudata(L, 1, LAYERS);
  lua_pushinteger(L, (lua_Integer)ly->n);
  return 1;
}

static int layers_tostring(lua_State *L) {
  Layers *ly = (Layers *)luaL_checkudata(L, 1, LAYERS);
  lua_pushfstring(L, LAYERS ": %I layers", (lua_Integer)ly->n);
  return 1;
}

/* ---- the distances array ---- */

static int dist_index(lua_State *L) {
  uint32_t *d = (uint32_t *)luaL_checkudata(L, 1, DISTANCES);
  uint64_t n = (uint64_t)(lua_rawlen(L, 1) / sizeof(uint32_t)), i;
  HState *s = hanoi_teststate(L, 2);
  if (s != NULL) {
    HSpace sp;
    if (!hanoi_space(&sp, s->n, s->k) || sp.size != n)
      return luaL_argerror(L, 2, "state of another size than the search");
    i = hanoi_encode(&sp, s->where);
  }
  else {
    int isnum;
    lua_Integer v = lua_tointegerx(L, 2, &isnum);
    if (!isnum || v < 0 || (uint64_t)v >= n) { lua_pushnil(L); return 1; }
    i = (uint64_t)v;
  }
  if (d[i] == UINT32_MAX) lua_pushnil(L);
  else lua_pushinteger(L, d[i]);
  return 1;
}

static int dist_len(lua_State *L) {
  luaL_checkudata(L, 1, DISTANCES);
  lua_pushinteger(L, (lua_Integer)(lua_rawlen(L, 1) / sizeof(uint32_t)));
  return 1;
}

/* pairs(distances): the reachable positions in the order of their codes,
** `code, distance` (nil where unreachable is skipped, as pairs skips nil
** in a table); every position, reachable or not, is
** `for code = 0, #distances - 1`. The control value is the code before. */
static int dist_next(lua_State *L) {
  const uint32_t *d = (const uint32_t *)luaL_checkudata(L, 1, DISTANCES);
  uint64_t n = (uint64_t)(lua_rawlen(L, 1) / sizeof(uint32_t)), i = 0;
  if (!lua_isnoneornil(L, 2)) {
    lua_Integer v = luaL_checkinteger(L, 2);
    luaL_argcheck(L, v >= 0, 2, "code out of range");
    i = (uint64_t)v + 1;
  }
  for (; i < n; i++) {
    if (d[i] != UINT32_MAX) {
      lua_pushinteger(L, (lua_Integer)i);
      lua_pushinteger(L, (lua_Integer)d[i]);
      return 2;
    }
  }
  lua_pushnil(L);
  return 1;
}

static int dist_pairs(lua_State *L) {
  luaL_checkudata(L, 1, DISTANCES);
  lua_pushcfunction(L, dist_next);
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

/* ---- a running search: hanoi.BfsRun ---- */

enum { M_PLAIN, M_SYM, M_PRED, M_DISK };
enum { P_LAYER, P_CALL, P_STOP };

typedef struct Run {
  HDrive drive;             /* first: hanoi_drive runs it */
  int method, ready, done, started, reverse;
  HMem mem;
  HPBfs p;
  HCBfs c;
  HDBfs *d;                 /* the symmetric search on disk */
  int64_t layer;
  uint64_t reached, last, states, since;
  int resumed;              /* on disk: 1 went on from its files, not said yet; 2 said */
  /* the predicate method: a queue per layer */
  HSpace sp;
  uint32_t allow[HANOI_MAXK];
  uint64_t *cells, cells_bytes;
  uint64_t *q[2], qn[2], qcap[2];
  uint64_t qi, cand;
  uint32_t *dist;
  int mv, top[HANOI_MAXK], decoded;
  int ad, af, at;          /* the move the predicate is asked about */
} Run;

static void run_free(Run *R) {
  int i;
  if (R->ready) {
    if (R->method == M_PLAIN) hanoi_pbfs_free(&R->p, &R->mem);
    else if (R->method == M_SYM) hanoi_cbfs_free(&R->c, &R->mem);
  }
  R->ready = 0;
  if (R->d != NULL) {
    hanoi_dbfs_close(R->d);
    hanoi_free(&R->mem, R->d, sizeof *R->d);
    R->d = NULL;
  }
  hanoi_free(&R->mem, R->cells, (size_t)R->cells_bytes);
  R->cells = NULL;
  for (i = 0; i < 2; i++) {
    hanoi_free(&R->mem, R->q[i], (size_t)(R->qcap[i] * 8));
    R->q[i] = NULL;
    R->qcap[i] = R->qn[i] = 0;
  }
}

static int run_gc(lua_State *L) {
  run_free((Run *)luaL_checkudata(L, 1, RUN));
  return 0;
}

/* A search that needs more memory than it may have: more than max_memory
** (err HS_MEMLIMIT), or more than the system gave (HS_NOMEM: the
** allocator failed below max_memory, e.g. under `ulimit -v`). */
static int memory_error(lua_State *L, int n, int k, double need, uint64_t limit, int err) {
  hanoi_pushbytes(L, need);
  if (err == HS_NOMEM)
    return luaL_error(L, "search of %d^%d states: the system refused %s of memory (ulimit?)",
                      k, n, lua_tostring(L, -1));
  hanoi_pushbytes(L, (double)limit);
  return luaL_error(L, "search of %d^%d states needs %s of memory, more than max_memory (%s)",
                    k, n, lua_tostring(L, -2), lua_tostring(L, -1));
}

/* the predicate method: accepts position j into the next layer */
static void pred_accept(lua_State *L, Run *R, uint64_t j) {
  int nx = (int)((R->layer + 1) & 1);
  if (cell_get(R->cells, j)) return;
  if (R->qn[nx] == R->qcap[nx]) {
    uint64_t cap = R->qcap[nx] ? R->qcap[nx] * 2 : 1024;
    uint64_t *q = (uint64_t *)hanoi_realloc(&R->mem, R->q[nx], (size_t)(R->qcap[nx] * 8),
                                            (size_t)(cap * 8));
    if (q == NULL)
      memory_error(L, R->sp.n, R->sp.k, (double)R->mem.want, R->mem.limit, R->mem.err);
    R->q[nx] = q;
    R->qcap[nx] = cap;
  }
  cell_or(R->cells, j, 1);
  if (R->dist) R->dist[j] = (uint32_t)R->layer + 1;
  R->q[nx][R->qn[nx]++] = j;
}

/* The next move the rules allow (allow[f] >> t & 1) from a position whose
** top disks are `top` (n for an empty peg), after the move numbered *mv
** (f * k + t; -1 before the first): 1 with its disk and pegs, 0 when
** there is none left. */
static int next_move(const int *top, const uint32_t *allow, int n, int k, int *mv, int *d,
                     int *f, int *t) {
  while (++*mv < k * k) {
    *f = *mv / k;
    *t = *mv % k;
    *d = top[*f];
    if (*d < n && *f != *t && (allow[*f] >> *t & 1) && top[*t] >= *d) return 1;
  }
  return 0;
}

/* Runs the predicate method's current layer until it is done (P_LAYER),
** the predicate must be asked (P_CALL: function and arguments pushed) or
** an interrupt came (P_STOP). The predicate is at index 6, a scratch
** state at 7; its answer goes to bfs_answer. Forwards, it is
** asked about moves from a position of the layer to an unvisited one;
** in reverse (the allowed moves transposed), about the move from the
** unvisited position back to the layer's. */
static int pred_step(lua_State *L, Run *R) {
  int cu = (int)(R->layer & 1), k = R->sp.k, n = R->sp.n;
  for (;;) {
    uint64_t i, j;
    int f, t, d;
    if (R->qi >= R->qn[cu]) return P_LAYER;
    i = R->q[cu][R->qi];
    if (!R->decoded) {
      if ((R->qi & (POLL - 1)) == POLL - 1 && hanoi_interrupted(L)) return P_STOP;
      hanoi_tops(&R->sp, i, R->top);
      R->decoded = 1;
      R->mv = -1;
    }
    if (!next_move(R->top, R->allow, n, k, &R->mv, &d, &f, &t)) {
      R->qi++;
      R->decoded = 0;
      continue;
    }
    j = i + R->sp.pow[d] * (uint64_t)t - R->sp.pow[d] * (uint64_t)f;
    if (cell_get(R->cells, j)) continue;
    {
      hanoi_setcode((HState *)lua_touserdata(L, 7), &R->sp, R->reverse ? j : i);
      lua_pushvalue(L, 6);
      lua_pushvalue(L, 7);
      lua_pushinteger(L, d + 1);
      lua_pushinteger(L, (R->reverse ? t : f) + 1);
      lua_pushinteger(L, (R->reverse ? f : t) + 1);
      R->cand = j;
      R->ad = d;
      R->af = R->reverse ? t : f;
      R->at = R->reverse ? f : t;
      return P_CALL;
    }
  }
}

/* stack: 1 options, 2 Run, 3 Layers, 4 progress or nil, 5 info, 6
** predicate or nil, 7 scratch state or nil */
static int bfs_finish(lua_State *L, Run *R) {
  lua_createtable(L, 0, 10);
  lua_pushvalue(L, 3);
  lua_setfield(L, -2, "layers");
  lua_pushinteger(L, (lua_Integer)R->layer);
  lua_setfield(L, -2, "eccentricity");
  hanoi_pushu64(L, R->last);
  lua_setfield(L, -2, "farthest");
  hanoi_pushu64(L, R->reached);
  lua_setfield(L, -2, "reached");
  hanoi_pushu64(L, R->states);
  lua_setfield(L, -2, "states");
  lua_getfield(L, 5, "rules");
  lua_setfield(L, -2, "rules");
  lua_getfield(L, 5, "method");
  lua_setfield(L, -2, "method");
  if (R->reverse) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, "reverse");
  }
  if (R->dist) {
    lua_getiuservalue(L, 2, 1);
    lua_setfield(L, -2, "distances");
  }
  if (R->d) {
    lua_pushinteger(L, (lua_Integer)R->d->nseg);
    lua_setfield(L, -2, "segments");
  }
  run_free(R);
  return 1;
}

/* Raises the error on top; the search on disk first closes its files
** and gives its directory back (a search started again may go on at
** once, in this process too). */
static int disk_error(lua_State *L, Run *R) {
  run_free(R);
  return lua_error(L);
}

/* before an error (a progress function's, or Ctrl-C): the search on disk
** lets go of its files and its directory */
static void bfs_fail(lua_State *L, HDrive *D) {
  Run *R = (Run *)D;
  (void)L;
  if (R->method == M_DISK) run_free(R);
}

/* the predicate's answer (on top) about the move asked */
static void bfs_answer(lua_State *L, HDrive *D) {
  Run *R = (Run *)D;
  if (hanoi_rule_answer(L, R->ad, R->af, R->at)) pred_accept(L, R, R->cand);
}

/* progress (index 4) every PROGRESS_EVERY positions found, and once more
** at the end for those found since; on disk, once before the first pass
** when the search goes on from its files (a fourth argument, true) */
static int bfs_report(lua_State *L, HDrive *D) {
  Run *R = (Run *)D;
  if (R->resumed == 1 && !lua_isnil(L, 4)) {   /* before the first pass: where it goes on */
    R->resumed = 2;
    lua_pushvalue(L, 4);
    hanoi_pushu64(L, R->reached);
    hanoi_pushu64(L, R->states);
    lua_pushinteger(L, (lua_Integer)R->layer);
    lua_pushboolean(L, 1);
    return 4;
  }
  if (lua_isnil(L, 4) || R->since == 0 || (R->since < PROGRESS_EVERY && !R->done)) return 0;
  R->since = 0;
  lua_pushvalue(L, 4);
  hanoi_pushu64(L, R->reached);
  hanoi_pushu64(L, R->states);
  lua_pushinteger(L, (lua_Integer)R->layer);
  return 3;
}

/* stack: 1 options, 2 Run, 3 layers, 4 progress or nil, 5 info, 6 the
** rules' predicate, 7 scratch state. One layer, then a pause (Ctrl-C,
** progress); a question to the predicate on the way; a last pause once
** done, for the last progress call. */
static int bfs_step(lua_State *L, HDrive *D) {
  Run *R = (Run *)D;
  Layers *ly = (Layers *)lua_touserdata(L, 3);
  uint64_t found, whole;
  if (R->done) return HS_DONE;
  if (!R->started) {                       /* Ctrl-C before the first layer too */
    R->started = 1;
    return HS_PAUSE;
  }
  if (R->method == M_PRED) {
    int st = pred_step(L, R), cu = (int)(R->layer & 1);
    if (st == P_CALL) {
      D->nargs = 4;
      return HS_ASK;
    }
    if (st == P_STOP) return hanoi_interrupt_error(L);
    found = whole = R->qn[1 - cu];
    R->qn[cu] = 0;
    R->qi = 0;
  }
  else if (R->method == M_PLAIN) {
    found = whole = hanoi_pbfs_layer(&R->p);
    if (R->p.stopped) return hanoi_interrupt_error(L);
  }
  else if (R->method == M_SYM) {
    found = hanoi_cbfs_layer(&R->c);
    if (R->c.stopped) return hanoi_interrupt_error(L);
    whole = R->c.wlast;
  }
  else {                                   /* a pass on disk: one more layer, or none */
    int st = hanoi_dbfs_pass(R->d);
    if (st > 0) { run_free(R); return hanoi_interrupt_error(L); }
    if (st < 0) { lua_pushstring(L, R->d->err); return disk_error(L, R); }
    if (R->d->nlayers <= (uint64_t)(R->layer + 1)) { R->done = 1; return HS_PAUSE; }
    found = R->d->last_found;
    whole = R->d->layers[R->layer + 1];
    if (R->d->done) R->done = 1;           /* after this layer's progress call */
  }
  if (found == 0) { R->done = 1; return HS_PAUSE; }
  R->layer++;
  R->last = whole;
  R->reached += whole;
  R->since += found;
  if (!layers_push(ly, whole, &R->mem)) {
    if (R->method == M_DISK) run_free(R);
    return memory_error(L, R->sp.n, R->sp.k, (double)R->mem.want, R->mem.limit, R->mem.err);
  }
  return HS_PAUSE;
}

static int bfs_done(lua_State *L, HDrive *D, int st) {
  (void)st;
  return bfs_finish(L, (Run *)D);
}

static int opt_bool(lua_State *L, int t, const char *name, int def) {
  int v;
  lua_getfield(L, t, name);
  if (!lua_isnil(L, -1) && !lua_isboolean(L, -1))
    luaL_argerror(L, 1, lua_pushfstring(L, "field '%s' must be a boolean, got %s",
                                        name, luaL_typename(L, -1)));
  v = lua_isnil(L, -1) ? def : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return v;
}

/* reads n, k and the start of an option table {n=, k=, from=} */
static void opt_start(lua_State *L, int t, int *n, int *k, unsigned char *where) {
  HState *s;
  lua_getfield(L, t, "from");
  s = hanoi_teststate(L, -1);
  if (s == NULL && !lua_isnil(L, -1))
    luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'from' must be a hanoi.State, got %s", luaL_typename(L, -1)));
  *n = hanoi_optfield_int(L, t, "n", 1, HANOI_MAXN, s ? s->n : 0);
  *k = hanoi_optfield_int(L, t, "k", HANOI_MINK, HANOI_MAXK, s ? s->k : 3);
  if (*n == 0) luaL_argerror(L, 1, "field 'n' or 'from' is required");
  if (s != NULL) {
    if (s->n != *n || s->k != *k)
      luaL_argerror(L, 1, lua_pushfstring(L,
          "field 'from' has %d disks on %d pegs, but n = %d and k = %d",
          s->n, s->k, *n, *k));
    memcpy(where, s->where, (size_t)s->n);
  }
  else memset(where, 0, (size_t)*n);
  lua_pop(L, 1);
}

static const char *const BFS_OPTS[] = {
  "n", "k", "from", "rules", "max_memory", "distances", "progress", "threads",
  "symmetry", "reverse", "dir", "cost", NULL
};

/* Opens the search on disk in directory `dir` (see disk_bfs.h) and pushes
** the layers its files already hold. */
static void disk_open(lua_State *L, Run *R, const char *dir, int n, int k, int F,
                      const unsigned char *lab, int nthreads) {
  Layers *ly = (Layers *)lua_touserdata(L, 3);
  uint64_t i;
  int st;
  R->d = (HDBfs *)hanoi_alloc(&R->mem, sizeof *R->d);
  if (R->d == NULL) memory_error(L, n, k, (double)R->mem.want, R->mem.limit, R->mem.err);
  st = hanoi_dbfs_open(R->d, &R->mem, dir, n, k, F, lab, nthreads, hanoi_interrupt_flag());
  if (st != 0) {
    if (st == -2) {
      hanoi_pushbytes(L, (double)R->mem.want);
      hanoi_pushbytes(L, (double)R->mem.limit);
      lua_pushfstring(L, "the disk-backed search of %d^%d states needs %s of memory, more than "
                      "max_memory (%s)", k, n, lua_tostring(L, -2), lua_tostring(L, -1));
    }
    else lua_pushstring(L, R->d->err);
    run_free(R);
    lua_error(L);
  }
  R->ready = 1;
  R->layer = -1;
  R->reached = 0;
  for (i = 0; i < R->d->nlayers; i++) {
    if (!layers_push(ly, R->d->layers[i], &R->mem))
      memory_error(L, n, k, (double)R->mem.want, R->mem.limit, R->mem.err);
    R->layer++;
    R->reached += R->d->layers[i];
    R->last = R->d->layers[i];
  }
  if (R->d->done) R->done = 1;
  R->resumed = R->d->resumed && R->layer >= 0;   /* (a state of no layer yet: a new start) */
}

/* ---- move costs: every position's cheapest cost (engine/cheapest_path.c) ----
** stack: 1 options, 2 CostRun (user value 1: the distances), 3 Layers, 4
** progress or nil, 5 the rules' predicate or nil, 6 the cost function or
** nil, 7 a scratch state */

typedef struct CostRun {
  HDrive drive;             /* first: hanoi_drive runs it */
  HMem mem;
  HRun run;
  HCheap C;
  int live, n, k;
  int last, last_st;        /* the search is done (last_st): the last progress call is due */
  uint64_t reported;
  uint32_t *dist;
} CostRun;

static int costrun_gc(lua_State *L) {
  CostRun *R = (CostRun *)luaL_checkudata(L, 1, COSTRUN);
  if (R->live) hanoi_cheap_free(&R->C, &R->mem);
  R->live = 0;
  return 0;
}

static int cost_memory_error(lua_State *L, CostRun *R) {
  return memory_error(L, R->n, R->k, (double)R->mem.want, R->mem.limit, R->mem.err);
}

/* the levels of costs as layers (cost c at layers[c + 1], 0 where no
** position costs c), the distances, and the result table */
static int cost_bfs_finish(lua_State *L, CostRun *R) {
  HCheap *C = &R->C;
  Layers *ly = (Layers *)lua_touserdata(L, 3);
  uint64_t i, next = 0, last = 0;
  for (i = 0; i + 1 < C->nlev; i += 2) {
    for (; next <= C->lev[i]; next++)
      if (!layers_push(ly, next == C->lev[i] ? C->lev[i + 1] : 0, &R->mem))
        return cost_memory_error(L, R);
    last = C->lev[i + 1];
  }
  if (R->dist != NULL)
    for (i = 0; i < C->nrec; i++) {
      if (C->rec[i].cost >= UINT32_MAX)
        return luaL_error(L, "bfs: a cost of %I does not fit the distances (at most 2^32 - 2)",
                          (lua_Integer)C->rec[i].cost);
      R->dist[C->rec[i].code] = (uint32_t)C->rec[i].cost;
    }
  lua_createtable(L, 0, 10);
  lua_pushvalue(L, 3);
  lua_setfield(L, -2, "layers");
  hanoi_pushu64(L, next - 1);
  lua_setfield(L, -2, "eccentricity");
  hanoi_pushu64(L, last);
  lua_setfield(L, -2, "farthest");
  hanoi_pushu64(L, C->nrec);
  lua_setfield(L, -2, "reached");
  hanoi_pushu64(L, C->sp.size);
  lua_setfield(L, -2, "states");
  lua_pushstring(L, C->rules.name);
  lua_setfield(L, -2, "rules");
  lua_pushstring(L, "cheapest");
  lua_setfield(L, -2, "method");
  if (C->reverse) {
    lua_pushboolean(L, 1);
    lua_setfield(L, -2, "reverse");
  }
  if (R->dist != NULL) {
    lua_getiuservalue(L, 2, 1);
    lua_setfield(L, -2, "distances");
  }
  hanoi_cheap_free(&R->C, &R->mem);
  R->live = 0;
  return 1;
}

/* stack: 1 options, 2 CostRun, 3 layers, 4 progress or nil, 5 rules'
** predicate or nil, 6 cost function or nil, 7 scratch state. A slice of
** the search; its questions are pushed here, answered in cost_bfs_answer.
** Once done, a last pause for the last progress call. */
static int cost_bfs_step(lua_State *L, HDrive *D) {
  CostRun *R = (CostRun *)D;
  int st;
  if (R->last) return R->last_st;
  st = hanoi_cheap_run(&R->C, &R->mem, &R->run);
  if (st == HS_ASK) {
    const HCAsk *q = &R->C.ask;
    hanoi_setcode((HState *)lua_touserdata(L, 7), &R->C.sp, q->code);
    lua_pushvalue(L, q->kind == HCASK_MOVE ? 5 : 6);
    lua_pushvalue(L, 7);
    lua_pushinteger(L, q->d + 1);
    lua_pushinteger(L, q->f + 1);
    lua_pushinteger(L, q->t + 1);
    D->nargs = 4;
  }
  else if (st == HS_DONE && !lua_isnil(L, 4)) {   /* the last progress call: all is done */
    R->last = 1;
    R->last_st = st;
    return HS_PAUSE;
  }
  return st;
}

static void cost_bfs_answer(lua_State *L, HDrive *D) {
  CostRun *R = (CostRun *)D;
  const HCAsk *q = &R->C.ask;
  hanoi_cheap_answer(&R->C, hanoi_cheap_reply(L, q->kind, q->d, q->f, q->t));
}

static int cost_bfs_report(lua_State *L, HDrive *D) {
  CostRun *R = (CostRun *)D;
  if (lua_isnil(L, 4) || (R->run.states - R->reported < PROGRESS_EVERY && !R->last)) return 0;
  R->reported = R->run.states;
  lua_pushvalue(L, 4);
  hanoi_pushu64(L, R->C.nrec);
  hanoi_pushu64(L, R->C.sp.size);
  hanoi_pushu64(L, R->C.cur);
  return 3;
}

static int cost_bfs_done(lua_State *L, HDrive *D, int st) {
  CostRun *R = (CostRun *)D;
  if (st == HS_MEMLIMIT || st == HS_NOMEM) return cost_memory_error(L, R);
  if (st != HS_DONE) return luaL_error(L, "%d^%d states are too many to search", R->k, R->n);
  return cost_bfs_finish(L, R);
}

/* hanoi.bfs with `cost`: the options at 1 are checked but for the cost */
static int cost_bfs(lua_State *L, const HRules *r, const HCost *cost, int n, int k,
                    const unsigned char *where, int reverse, int want_dist, uint64_t limit) {
  CostRun *R;
  uint64_t start;
  int st;
  lua_settop(L, 1);
  R = (CostRun *)lua_newuserdatauv(L, sizeof(CostRun), 1);     /* 2 */
  memset(R, 0, sizeof *R);
  luaL_setmetatable(L, COSTRUN);
  hanoi_luamem(L, &R->mem, limit);
  R->run.max_states = UINT64_MAX;
  R->n = n;
  R->k = k;
  if (!hanoi_space(&R->C.sp, n, k) || R->C.sp.size > (uint64_t)1 << 46)
    return luaL_error(L, "%d^%d states are too many to search", k, n);
  if (want_dist) {
    if (R->C.sp.size * 4 > limit)
      return memory_error(L, n, k, (double)R->C.sp.size * 4, limit, HS_MEMLIMIT);
    R->dist = (uint32_t *)lua_newuserdatauv(L, (size_t)(R->C.sp.size * 4), 0);
    memset(R->dist, 0xFF, (size_t)(R->C.sp.size * 4));
    luaL_setmetatable(L, DISTANCES);
    lua_setiuservalue(L, 2, 1);
    R->mem.used += R->C.sp.size * 4;
  }
  start = hanoi_encode(&R->C.sp, where);
  st = hanoi_cheap_init(&R->C, &R->mem, r, cost->kind == HCOST_MATRIX ? cost->m : NULL, n, k,
                        HC_ALL, reverse, &start, 1, NULL, 0, 0, 0);
  R->live = 1;
  if (st == HS_TOOBIG) return luaL_error(L, "%d^%d states are too many to search", k, n);
  if (st != 0) return cost_memory_error(L, R);
  newlayers(L);                              /* 3 */
  lua_getfield(L, 1, "progress");            /* 4 */
  if (r->pred) lua_getfield(L, 1, "rules"); else lua_pushnil(L);     /* 5 */
  if (cost->kind == HCOST_FUNCTION) lua_getfield(L, 1, "cost"); else lua_pushnil(L);   /* 6 */
  hanoi_newstate(L, n, k);                   /* 7 */
  R->drive.step = cost_bfs_step;
  R->drive.answer = cost_bfs_answer;
  R->drive.report = cost_bfs_report;
  R->drive.finish = cost_bfs_done;
  R->drive.slot = 2;
  R->drive.top = 7;
  return hanoi_drive(L, &R->drive);
}

/***
 * Breadth-first search of the whole state space from one position, in C.
 * Under the classic rules, with k >= 4 pegs and at least two of them
 * empty at the start, the pegs left empty are interchangeable and the
 * search runs over canonical positions (method "symmetric"), each
 * counted with its orbit: the figures are still those of all k^n
 * positions. Memory: about C/4 bytes for C canonical positions (about
 * k^n / (k - F)!, F the pegs the start uses; docs/bfs.md has the exact
 * formula), k^n / 4 bytes for the plain method (and 4 bytes per position
 * with `distances`).
 * @function bfs
 * @tparam table opts `n` disks and `k` pegs (default 3), or `from` a
 *   start state (default: the tower on peg 1); `rules` a rule set (a
 *   name, a digraph or a predicate function(state, disk, from, to));
 *   `reverse` true to follow the moves backwards (distances *to* `from`
 *   under one-way rules); `max_memory` in bytes (default 4 GiB, the same
 *   on every machine); `distances` true to keep every position's distance
 *   (plain method); `symmetry` false to search every position even where
 *   the symmetric method applies; `progress` function(reached, states,
 *   layer) called after a layer once 65536 positions have been searched
 *   since its last call, and at the end (it may yield); with `dir`, when
 *   the search goes on from its files, also once before its first layer
 *   as progress(reached, states, layer, true), layer the last one the
 *   files hold (a finished search makes no call); `threads` for the
 *   layers on several threads (default: the number of cores; the results
 *   are the same for any number); `dir` a directory (made when missing)
 *   for the symmetric search on disk: its table is cut into segments that
 *   fit `max_memory`, and only the frontier layers are kept, in files; the
 *   search goes on from its files when started again with the same
 *   directory after an interruption, and a directory of another search is
 *   refused; `cost` move costs (a k x k matrix or a function, as for
 *   `distance`): then the layers are by cheapest cost (method "cheapest")
 * @treturn table `layers` (a hanoi.Layers: layers[d + 1] positions at
 *   distance d, `#layers`, ipairs), `eccentricity`, `farthest` (positions
 *   at that distance), `reached`, `states` (k^n), `rules`, `method`
 *   ("symmetric", "plain" or "predicate"), `reverse`, with `distances` a
 *   compact array indexed by position code or state (nil where
 *   unreachable), and with `dir` the number of `segments`
 */
static int s_bfs(lua_State *L) {
  int n, k, i, want_dist, symmetry, reverse, nthreads, F = 0, method, st;
  const char *dir = NULL;
  unsigned char where[HANOI_MAXN], map[HANOI_MAXK];
  HRules r;
  HCost cost;
  Run *R;
  uint64_t limit;
  double need, size;
  long cpus;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, BFS_OPTS);
  opt_start(L, 1, &n, &k, where);
  lua_getfield(L, 1, "rules");
  hanoi_checkrules(L, -1, k, &r, 1, "rules");
  lua_pop(L, 1);
  lua_getfield(L, 1, "cost");
  hanoi_checkcost(L, -1, k, &r, 1, &cost);
  lua_pop(L, 1);
  want_dist = opt_bool(L, 1, "distances", 0);
  symmetry = opt_bool(L, 1, "symmetry", 1);
  reverse = opt_bool(L, 1, "reverse", 0);
  limit = hanoi_maxmemory(L, 1, 1);
  cpus = sysconf(_SC_NPROCESSORS_ONLN);
  nthreads = hanoi_optfield_int(L, 1, "threads", 1, PBFS_MAX_THREADS,
      cpus < 1 ? 1 : cpus > PBFS_MAX_THREADS ? PBFS_MAX_THREADS : (int)cpus);
  lua_getfield(L, 1, "progress");
  if (!lua_isnil(L, -1) && !lua_isfunction(L, -1))
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'progress' must be a function, got %s", luaL_typename(L, -1)));
  lua_pop(L, 1);
  if (lua_getfield(L, 1, "dir") != LUA_TNIL) {   /* the string stays in the options */
    if (lua_type(L, -1) != LUA_TSTRING)
      return luaL_argerror(L, 1, lua_pushfstring(L,
          "field 'dir' must be a string (a directory), got %s", luaL_typename(L, -1)));
    dir = lua_tostring(L, -1);
    if (*dir == 0 || strlen(dir) != lua_rawlen(L, -1))
      return luaL_argerror(L, 1, "field 'dir' must name a directory");
  }
  lua_pop(L, 1);
  if (cost.kind != HCOST_NONE) {
    if (dir != NULL) return luaL_argerror(L, 1, "field 'dir' cannot go with 'cost'");
    return cost_bfs(L, &r, &cost, n, k, where, reverse, want_dist, limit);
  }
  for (i = 0; i < k; i++) map[i] = 0xFF;
  for (i = n - 1; i >= 0; i--) if (map[where[i]] == 0xFF) map[where[i]] = (unsigned char)F++;
  method = r.pred ? M_PRED
         : (r.classic && symmetry && !want_dist && k >= 4 && k - F >= 2) ? M_SYM : M_PLAIN;
  if (dir != NULL && method != M_SYM)
    return luaL_argerror(L, 1, "field 'dir' needs the symmetric search (classic rules, "
                         "4 pegs or more, two of them empty at the start, no 'distances')");
  size = 1;
  for (i = 0; i < n; i++) size *= k;
  if (dir != NULL) need = 0;               /* the disk-backed search plans its own */
  else if (method == M_SYM) need = hanoi_cbfs_counting_bytes_d(n, k, F) + 64;
  else if (method == M_PLAIN) need = hanoi_pbfs_bytes(n, k);
  else need = size / 4 + 8 * 1024 + 64;
  if (want_dist) need += size * 4;
  if (need > (double)limit) return memory_error(L, n, k, need, limit, HS_MEMLIMIT);
  R = (Run *)lua_newuserdatauv(L, sizeof(Run), 1);          /* 2 */
  memset(R, 0, sizeof *R);
  luaL_setmetatable(L, RUN);
  /* closed on return, on error and when a coroutine that yielded in
  ** `progress` is closed: its memory, files and the directory's lock
  ** are given back then, not at some later collection */
  lua_toclose(L, 2);
  hanoi_luamem(L, &R->mem, limit);
  R->method = dir != NULL ? M_DISK : method;
  R->reverse = reverse;
  if (!hanoi_space(&R->sp, n, k) || R->sp.size > (uint64_t)1 << 46)
    return luaL_error(L, "%d^%d states are too many to search", k, n);
  R->states = R->sp.size;
  for (i = 0; i < k; i++) {                /* reverse: the moves transposed */
    int t;
    for (t = 0; t < k; t++)
      if ((reverse ? r.allow[t] >> i : r.allow[i] >> t) & 1) R->allow[i] |= 1u << t;
  }
  if (want_dist) {
    R->dist = (uint32_t *)lua_newuserdatauv(L, (size_t)(R->sp.size * 4), 0);
    luaL_setmetatable(L, DISTANCES);
    lua_setiuservalue(L, 2, 1);
    R->mem.used += R->sp.size * 4;
  }
  if (dir != NULL) st = 0;                 /* opened below, once the layers exist */
  else if (method == M_SYM) {
    unsigned char lab[HANOI_MAXN];
    hanoi_canon_labels(n, k, F, map, where, lab, NULL);
    st = hanoi_cbfs_init_counting(&R->c, &R->mem, n, k, F, lab, nthreads);
    R->c.stop = hanoi_interrupt_flag();
  }
  else if (method == M_PLAIN) {
    st = hanoi_pbfs_init(&R->p, &R->mem, n, k, R->allow, where, R->dist, nthreads);
    R->p.stop = hanoi_interrupt_flag();
  }
  else {
    uint64_t s = hanoi_encode(&R->sp, where);
    R->cells_bytes = CELL_WORDS(R->sp.size) * 8;
    R->cells = (uint64_t *)hanoi_alloc(&R->mem, (size_t)R->cells_bytes);
    st = R->cells ? 0 : R->mem.err;
    if (R->cells) {
      memset(R->cells, 0, (size_t)R->cells_bytes);
      if (R->dist) memset(R->dist, 0xFF, (size_t)(R->sp.size * 4));
      R->layer = -1;                       /* the start is layer 0's only position */
      pred_accept(L, R, s);
      R->layer = 0;
    }
  }
  if (st == HS_TOOBIG) return luaL_error(L, "%d^%d states are too many to search", k, n);
  if (st != 0) return memory_error(L, n, k, (double)R->mem.want, limit, st);
  R->ready = 1;
  R->layer = 0;
  R->reached = R->last = 1;
  newlayers(L);                            /* 3 */
  if (dir != NULL) {
    unsigned char lab[HANOI_MAXN];
    hanoi_canon_labels(n, k, F, map, where, lab, NULL);
    disk_open(L, R, dir, n, k, F, lab, nthreads);
  }
  else if (!layers_push((Layers *)lua_touserdata(L, 3), 1, &R->mem))
    return memory_error(L, n, k, (double)R->mem.want, limit, R->mem.err);
  lua_getfield(L, 1, "progress");          /* 4 */
  lua_createtable(L, 0, 2);                /* 5: info */
  lua_pushstring(L, r.name);
  lua_setfield(L, -2, "rules");
  lua_pushstring(L, method == M_SYM ? "symmetric" : method == M_PLAIN ? "plain" : "predicate");
  lua_setfield(L, -2, "method");
  if (method == M_PRED) {
    lua_getfield(L, 1, "rules");           /* 6 */
    hanoi_newstate(L, n, k);               /* 7 */
  }
  else lua_settop(L, 7);
  R->drive.step = bfs_step;
  R->drive.answer = bfs_answer;
  R->drive.report = bfs_report;
  R->drive.finish = bfs_done;
  R->drive.fail = bfs_fail;
  R->drive.protect = R->method == M_DISK;  /* its files are closed on any error */
  R->drive.slot = 2;
  R->drive.top = 7;
  return hanoi_drive(L, &R->drive);
}

/* ---- hanoi.graph ---- */


typedef struct GraphRun {
  HDrive drive;             /* first: hanoi_drive runs it */
  HSpace sp;
  HRules r;
  uint64_t i;
  lua_Integer ne;
  int mv, top[HANOI_MAXK], decoded, polled, cd, cf, ct;
  uint64_t cand;
} GraphRun;

static void graph_edge(lua_State *L, GraphRun *G, uint64_t j, int d) {
  G->ne++;
  lua_pushinteger(L, (lua_Integer)G->i + 1); lua_rawseti(L, 6, G->ne);
  lua_pushinteger(L, (lua_Integer)j + 1);    lua_rawseti(L, 7, G->ne);
  lua_pushinteger(L, d + 1);                 lua_rawseti(L, 8, G->ne);
}

/* stack: 1 n, 2 k, 3 rules, 4 graph, 5 labels, 6 from, 7 to, 8 disk,
** 9 GraphRun, 10 scratch state or nil. The edges of the graph, a move at
** a time, until the predicate is asked about one (pushed here, answered
** in graph_answer), a pause every POLL positions, or the end. */
static int graph_step(lua_State *L, HDrive *D) {
  GraphRun *G = (GraphRun *)D;
  int n = G->sp.n, k = G->sp.k;
  for (;;) {
    int f, t, d;
    uint64_t j;
    if (G->i >= G->sp.size) return HS_DONE;
    if (!G->decoded) {
      if ((G->i & (POLL - 1)) == POLL - 1 && !G->polled) {
        G->polled = 1;                     /* Ctrl-C is looked for now and then */
        return HS_PAUSE;
      }
      G->polled = 0;
      hanoi_pushlabel(L, &G->sp, G->i);
      lua_rawseti(L, 5, (lua_Integer)G->i + 1);
      hanoi_tops(&G->sp, G->i, G->top);
      G->decoded = 1;
      G->mv = -1;
    }
    if (!next_move(G->top, G->r.allow, n, k, &G->mv, &d, &f, &t)) {
      G->i++;
      G->decoded = 0;
      continue;
    }
    j = G->i + G->sp.pow[d] * (uint64_t)t - G->sp.pow[d] * (uint64_t)f;
    if (G->r.symmetric && j < G->i) continue;   /* each edge once */
    if (!G->r.pred) { graph_edge(L, G, j, d); continue; }
    {
      hanoi_setcode((HState *)lua_touserdata(L, 10), &G->sp, G->i);
      G->cand = j;
      G->cd = d;
      G->cf = f;
      G->ct = t;
      lua_pushvalue(L, 3);
      lua_pushvalue(L, 10);
      lua_pushinteger(L, d + 1);
      lua_pushinteger(L, f + 1);
      lua_pushinteger(L, t + 1);
      D->nargs = 4;
      return HS_ASK;
    }
  }
}

/* the predicate's answer (on top) about the move asked */
static void graph_answer(lua_State *L, HDrive *D) {
  GraphRun *G = (GraphRun *)D;
  if (hanoi_rule_answer(L, G->cd, G->cf, G->ct)) graph_edge(L, G, G->cand, G->cd);
}

/* the graph table and its methods, from the edges found */
static int graph_finish(lua_State *L, HDrive *D, int st) {
  GraphRun *G = (GraphRun *)D;
  int n = G->sp.n, k = G->sp.k;
  (void)st;
  {
    /* what the graph table and its methods need from G, taken while G is
    ** still on the stack (once popped it may be collected by any
    ** allocation) */
    lua_Integer ne = G->ne, nv = (lua_Integer)G->sp.size;
    int directed = !G->r.symmetric;
    lua_settop(L, 9);
    lua_pushstring(L, G->r.name);
    lua_replace(L, 9);                     /* G goes */
    lua_setfield(L, 4, "rules");
    lua_setfield(L, 4, "disk");
    lua_setfield(L, 4, "to");
    lua_setfield(L, 4, "from");
    lua_setfield(L, 4, "labels");
    lua_pushinteger(L, n); lua_setfield(L, 4, "n");
    lua_pushinteger(L, k); lua_setfield(L, 4, "k");
    lua_pushinteger(L, nv); lua_setfield(L, 4, "vertices");
    lua_pushinteger(L, ne); lua_setfield(L, 4, "edges");
    lua_pushboolean(L, directed); lua_setfield(L, 4, "directed");
    /* what the methods draw, in C (graph_text.c) */
    hanoi_graph_text(L, 4, n, k, directed, nv, ne);
  }
  lua_settop(L, 4);
  return 1;
}

/***
 * The state graph of a small space: one vertex per position, one edge
 * per allowed move (an undirected edge when the rules allow every move
 * both ways, else an arc; a predicate's graph is directed).
 * @function graph
 * @tparam int n disks
 * @tparam[opt=3] int k pegs
 * @param[opt] rules a rule set (a name, a digraph or a predicate
 *   function(state, disk, from, to), asked once per move; it may yield)
 * @treturn table `vertices`, `edges` (counts), `directed`, `rules`,
 *   `labels` (labels[code + 1], e.g. "AAA"), `from`, `to` and `disk`
 *   (edge i goes from vertex from[i] to to[i], moving disk[i]; vertices
 *   are code + 1), and methods `g:edgelist()` ("AAA BAA" lines) and
 *   `g:dot([{path = moves, from = start}])` (Graphviz; the edges of the
 *   path, a list of moves {from, to} or {disk, from, to} played from
 *   `from`, default the tower on peg 1, drawn in red). The fields are the
 *   caller's to read and change: the methods draw what C kept of the
 *   graph, and each belongs to the table it came with.
 */
static int s_graph(lua_State *L) {
  int n = hanoi_checkn(L, 1), k = hanoi_checkk(L, 2, 3);
  GraphRun *G;
  HRules r;
  HSpace sp;
  hanoi_checkrules(L, 3, k, &r, 3, NULL);
  if (!hanoi_space(&sp, n, k) || sp.size > GRAPH_MAX)
    return luaL_error(L, "graph of %d^%d states is too large (at most %d vertices)",
                      k, n, GRAPH_MAX);
  lua_settop(L, 3);
  lua_createtable(L, 0, 10);               /* 4: the graph */
  lua_createtable(L, (int)sp.size, 0);     /* 5: labels */
  lua_newtable(L);                         /* 6: from */
  lua_newtable(L);                         /* 7: to */
  lua_newtable(L);                         /* 8: disk */
  G = (GraphRun *)lua_newuserdatauv(L, sizeof(GraphRun), 0);   /* 9 */
  memset(G, 0, sizeof *G);
  G->sp = sp;
  G->r = r;
  if (r.pred) hanoi_newstate(L, n, k);     /* 10 */
  else lua_pushnil(L);
  G->drive.step = graph_step;
  G->drive.answer = graph_answer;
  G->drive.finish = graph_finish;
  G->drive.slot = 9;
  G->drive.top = 10;
  return hanoi_drive(L, &G->drive);
}

/* ---- hanoi.diameter and hanoi.radius ---- */

#define ECCRUN          "hanoi.EccRun"
#define ECC_STATES      ((uint64_t)1 << 23)     /* max_states by default, as the searches */

static const char *const ECC_OPTS[] = {
  "n", "k", "rules", "max_memory", "max_states", "progress", "radius", NULL
};

typedef struct EccRun {
  HDrive drive;             /* first: hanoi_drive runs it */
  HMem mem;
  HRun run;
  HEcc E;
  int ready, radius, both;
  uint64_t reported;
} EccRun;

static int eccrun_gc(lua_State *L) {
  EccRun *R = (EccRun *)luaL_checkudata(L, 1, ECCRUN);
  if (R->ready) hanoi_ecc_free(&R->E, &R->mem);
  R->ready = 0;
  return 0;
}

static void push_ecc(lua_State *L, uint64_t v) {
  if (v == UINT64_MAX) lua_pushnumber(L, HUGE_VAL);
  else lua_pushinteger(L, (lua_Integer)v);
}

/* stack: 1 options, 2 progress or nil, 3 EccRun */
static int ecc_step(lua_State *L, HDrive *D) {
  EccRun *R = (EccRun *)D;
  (void)L;
  return hanoi_ecc_run(&R->E, &R->run);
}

static int ecc_report(lua_State *L, HDrive *D) {
  EccRun *R = (EccRun *)D;
  if (lua_isnil(L, 2) || R->run.states - R->reported < PROGRESS_EVERY) return 0;
  R->reported = R->run.states;
  lua_pushvalue(L, 2);
  hanoi_pushu64(L, R->run.states);
  hanoi_pushu64(L, R->run.max_states);
  return 2;
}

static int ecc_finish(lua_State *L, HDrive *D, int st) {
  EccRun *R = (EccRun *)D;
  const char *name = R->radius ? "radius" : "diameter";
  if (st == HS_BUDGET)
    return luaL_error(L, "%s: max_states = %I positions expanded after %I of about %I "
                      "searches of %I positions each; raise max_states",
                      name, (lua_Integer)R->run.max_states, (lua_Integer)R->E.searches,
                      (lua_Integer)(R->E.sp.size / (uint64_t)R->E.np),
                      (lua_Integer)R->E.sp.size);
  push_ecc(L, R->radius ? R->E.rad : R->E.diam);
  if (R->both) push_ecc(L, R->E.rad);
  hanoi_ecc_free(&R->E, &R->mem);
  R->ready = 0;
  return R->both ? 2 : 1;
}

static int ecc_common(lua_State *L, int radius) {
  int n, k, st, both = 0;
  HRules r;
  HSpace sp;
  EccRun *R;
  uint64_t limit, max_states = ECC_STATES;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, ECC_OPTS);
  n = hanoi_optfield_int(L, 1, "n", 1, HANOI_MAXN, 0);
  k = hanoi_optfield_int(L, 1, "k", HANOI_MINK, HANOI_MAXK, 3);
  if (n == 0) return luaL_argerror(L, 1, "field 'n' is required");
  lua_getfield(L, 1, "rules");
  hanoi_checkrules(L, -1, k, &r, 1, "rules");
  if (r.pred)
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'rules': a predicate is not supported by '%s' (use hanoi.graph and a search "
        "of your own)", radius ? "radius" : "diameter"));
  lua_pop(L, 1);
  if (lua_getfield(L, 1, "max_states") != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 1) return luaL_argerror(L, 1, "field 'max_states' must be a positive integer");
    max_states = (uint64_t)v;
  }
  lua_pop(L, 1);
  if (lua_getfield(L, 1, "radius") != LUA_TNIL) {
    if (radius || !lua_isboolean(L, -1))
      return luaL_argerror(L, 1, radius ? "unknown option 'radius'"
                                        : "field 'radius' must be a boolean");
    both = lua_toboolean(L, -1);
  }
  lua_pop(L, 1);
  lua_getfield(L, 1, "progress");                /* 2 */
  if (!lua_isnil(L, 2) && !lua_isfunction(L, 2))
    return luaL_argerror(L, 1, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                              luaL_typename(L, 2)));
  limit = hanoi_maxmemory(L, 1, 1);
  if (!hanoi_space(&sp, n, k) || sp.size > (uint64_t)1 << 40 ||
      (double)sp.size * 12 + 32768 > (double)limit) {
    double need = 12;
    int i;
    for (i = 0; i < n; i++) need *= k;
    return memory_error(L, n, k, need + 32768, limit, HS_MEMLIMIT);
  }
  R = (EccRun *)lua_newuserdatauv(L, sizeof(EccRun), 0);   /* 3 */
  memset(R, 0, sizeof *R);
  luaL_setmetatable(L, ECCRUN);
  hanoi_luamem(L, &R->mem, limit);
  R->run.max_states = max_states;
  R->radius = radius;
  R->both = both;
  st = hanoi_ecc_init(&R->E, &R->mem, &sp, r.allow);
  if (st != 0) return memory_error(L, n, k, (double)R->mem.want, limit, st);
  R->ready = 1;
  R->drive.step = ecc_step;
  R->drive.report = ecc_report;
  R->drive.finish = ecc_finish;
  R->drive.slot = R->drive.top = 3;
  return hanoi_drive(L, &R->drive);
}

/***
 * The diameter of the state graph: the greatest distance from one
 * position to another (math.huge when some position cannot reach
 * another under one-way rules). One breadth-first search per orbit of
 * positions under the relabellings of the pegs that keep the rules (up
 * to 6 pegs; every position beyond): about k^n / |G| searches of k^n
 * positions each (|G| = k! under the classic rules), 12 bytes per
 * position.
 * Both come from the same pass: with `radius = true` it returns the
 * diameter and the radius.
 * @function diameter
 * @tparam table opts `n` disks, `k` pegs (default 3), `rules` (a name or
 *   a digraph; not a predicate), `max_memory` in bytes (default 4 GiB),
 *   `max_states` (positions expanded over all the searches, default
 *   2^23: past it, an error naming it), `progress` function(positions,
 *   max_states) called now and then (it may yield), `radius` (true: the
 *   radius as a second result)
 * @treturn integer|number
 * @treturn[opt] integer|number the radius, with `radius = true`
 */
static int s_diameter(lua_State *L) { return ecc_common(L, 0); }

/***
 * The radius of the state graph: the least eccentricity of a position
 * (the distance to the position farthest from it; math.huge when no
 * position reaches every other). Same method and cost as `diameter`.
 * @function radius
 * @tparam table opts as for `diameter`
 * @treturn integer|number
 */
static int s_radius(lua_State *L) { return ecc_common(L, 1); }

/***
 * A rule set written as text, as the command line's `--rules` takes it: a
 * name (letters only, any case: `"Cyclic"`) or pairs of pegs separated by
 * commas (`"1-2,2-3,3-1"`), read by the same C parser as `hanoi-bfs-mpi`'s.
 * Only the form is checked: the pegs are checked against k by the function
 * the rule set is given to.
 * @function parse_rules
 * @tparam string text
 * @treturn[1] string|table the name, lowered, or the list of `{from, to}` pairs
 * @treturn[2] nil
 * @treturn[2] string why not: `"must be a name (classic, cyclic, linear,
 *   star) or pairs like 1-2,2-3"` (the names of `rule_sets`) or `"too
 *   many pairs (at most 1024)"`
 */
static int s_parse_rules(lua_State *L) {
  size_t len, i;
  const char *s = luaL_checklstring(L, 1, &len);
  HRules r;
  char err[256];
  int np = 0, kind;
  if (strlen(s) != len) s = "";            /* a NUL inside: neither form */
  {
    /* (the pairs in a userdata, not on the C stack: 8 KiB) */
    int (*pp)[2] = (int (*)[2])lua_newuserdatauv(L, sizeof(int[HANOI_RULE_PAIRS][2]), 0);
    kind = hanoi_rules_text(s, 0, &r, pp, &np, err, sizeof err);
    if (kind < 0) {
      lua_pushnil(L);
      lua_pushstring(L, err);
      return 2;
    }
    if (kind == 1) {
      luaL_Buffer b;
      luaL_buffinit(L, &b);
      for (i = 0; i < len; i++) luaL_addchar(&b, (char)tolower((unsigned char)s[i]));
      luaL_pushresult(&b);
      return 1;
    }
    lua_createtable(L, np, 0);
    for (kind = 0; kind < np; kind++) {
      lua_createtable(L, 2, 0);
      lua_pushinteger(L, pp[kind][0]);
      lua_rawseti(L, -2, 1);
      lua_pushinteger(L, pp[kind][1]);
      lua_rawseti(L, -2, 2);
      lua_rawseti(L, -2, kind + 1);
    }
    return 1;
  }
}

/***
 * The named rule sets, the one list of them (the names `rules` and
 * `--rules` take), in the order the help lists them; the first is the
 * default. A new table each call.
 * @function rule_sets
 * @tparam[opt] integer k pegs (3..32): each rule set's moves on k pegs too
 * @treturn table a list of `{name = "cyclic", about = "only from a peg to
 *   the next, the last to the first"}` (`about`: its moves in a few words
 *   of English), with k also `moves`: the allowed moves as `{from, to}`
 *   pairs, 1-based, in the order of `from` then `to`
 */
static int s_rule_sets(lua_State *L) {
  int k = lua_isnoneornil(L, 1) ? 0 : hanoi_checkk(L, 1, 3), i, f, t, m;
  lua_createtable(L, 8, 0);
  for (i = 0; hanoi_rule_sets[i].name != NULL; i++) {
    const HRuleSet *r = &hanoi_rule_sets[i];
    lua_createtable(L, 0, 3);
    lua_pushstring(L, r->name);
    lua_setfield(L, -2, "name");
    lua_pushstring(L, r->about);
    lua_setfield(L, -2, "about");
    if (k > 0) {
      lua_createtable(L, k * (k - 1), 0);
      for (f = 0, m = 0; f < k; f++)
        for (t = 0; t < k; t++)
          if (f != t && r->allows(f, t, k)) {
            lua_createtable(L, 2, 0);
            lua_pushinteger(L, f + 1);
            lua_rawseti(L, -2, 1);
            lua_pushinteger(L, t + 1);
            lua_rawseti(L, -2, 2);
            lua_rawseti(L, -2, ++m);
          }
      lua_setfield(L, -2, "moves");
    }
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

static const luaL_Reg bfs_funcs[] = {
  {"bfs", s_bfs}, {"graph", s_graph}, {"diameter", s_diameter}, {"radius", s_radius},
  {"parse_rules", s_parse_rules}, {"rule_sets", s_rule_sets}, {NULL, NULL}
};

void hanoi_open_bfs(lua_State *L) {
  if (luaL_newmetatable(L, DISTANCES)) {
    lua_pushcfunction(L, dist_index);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, dist_len);
    lua_setfield(L, -2, "__len");
    lua_pushcfunction(L, dist_pairs);
    lua_setfield(L, -2, "__pairs");
  }
  lua_pop(L, 1);
  if (luaL_newmetatable(L, LAYERS)) {
    static const luaL_Reg meta[] = {
      {"__index", layers_index}, {"__len", layers_len}, {"__tostring", layers_tostring},
      {"__gc", layers_gc}, {NULL, NULL}
    };
    luaL_setfuncs(L, meta, 0);
  }
  lua_pop(L, 1);
  hanoi_gcmeta(L, RUN, run_gc);
  hanoi_gcmeta(L, ECCRUN, eccrun_gc);
  hanoi_gcmeta(L, COSTRUN, costrun_gc);
  luaL_setfuncs(L, bfs_funcs, 0);
}
