/***
** Whole-space breadth-first search and state graphs (issue 5).
**
** `hanoi.bfs` keeps 2 bits per state: unvisited, done, and two labels
** that take turns as "this layer" and "the next layer". Each layer is one
** pass over the chunks that hold frontier states (a flag per chunk of
** 65536 states), shared between threads that claim chunks from an atomic
** counter; every transition only sets bits, so threads update cells with
** an atomic OR and the one that sees a cell go from unvisited to labelled
** counts it. When k is a power of two a state's code is its pegs in
** fixed-width bit fields: the moves of the smallest disks stay inside a
** word of 32 cells and are made for all of them with shifts and masks,
** and every other move is made for a whole block of cells (the states in
** which only those small disks differ) with one atomic OR. Other k expand
** state by state. Between layers the progress callback runs (it may
** yield).
** @module hanoi
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "search.h"

#define CHUNK_SHIFT   16                    /* states per chunk: 65536 */
#define CHUNK_WORDS   ((uint64_t)1 << (CHUNK_SHIFT - 5))
#define MAX_THREADS   16
#define EVEN          0x5555555555555555ull
#define UNREACHED     0xFFFFFFFFu
#define DISTANCES     "hanoi.Distances"
#define GRAPH_MAX     200000                /* vertices in hanoi.graph */

typedef struct Bfs {
  HSpace sp;
  uint32_t allow[HANOI_MAXK];
  hmask rep[HANOI_MAXK];   /* peg p in every digit (power-of-two k) */
  hmask low;               /* the lowest bit of every digit */
  uint64_t powbit[64];     /* k^d for the bit of disk d in a peg mask */
  /* k a power of two: moves of the `near` smallest disks stay inside a
     64-bit word of cells and are made for all 32 cells at once */
  int near;
  hmask nearmin;           /* peg-mask bits below it belong to near disks */
  uint64_t on[2][HANOI_MAXK];     /* cells whose disk d (< near) is on peg p */
  uint64_t below[2][HANOI_MAXK];  /* cells with a disk smaller than d on p */
  uint64_t onany[HANOI_MAXK];     /* cells with a near disk on p */
  int block;                      /* k^near cells */
  uint64_t *cells;         /* 2 bits per state (user value 1) */
  uint32_t *dist;          /* a distance per state or NULL (user value 2) */
  unsigned char *flag[2];  /* per chunk: holds states of layer parity i */
  uint64_t nwords, nchunks;
  uint64_t reached, last;  /* states reached, states in the last layer */
  uint64_t next_chunk;     /* work counter of the running layer */
  int layer;               /* the layer being expanded */
  int nthreads, done;
} Bfs;

typedef struct Worker {
  Bfs *b;
  uint64_t found;
  char pad[64];            /* keeps workers on separate cache lines */
} Worker;

/* disks on each peg of state i: bit stride*d for disk d (stride 1 when k
** is no power of two) */
static void pegmasks(const Bfs *b, uint64_t i, hmask *m) {
  int k = b->sp.k, p, s = b->sp.stride;
  if (s > 0) {
    for (p = 0; p < k; p++) {
      hmask x = i ^ b->rep[p], z = x;
      int j;
      for (j = 1; j < s; j++) z |= x >> j;
      m[p] = ~z & b->low;
    }
    return;
  }
  memset(m, 0, (size_t)k * sizeof(hmask));
  for (p = 0; p < b->sp.n; p++) {
    m[i % (uint64_t)k] |= (hmask)1 << p;
    i /= (uint64_t)k;
  }
}

/* labels state j for the next layer unless it has a label; returns 1
** when this thread labelled it */
static int visit(Bfs *b, uint64_t j, unsigned nxt) {
  uint64_t *wp = &b->cells[j >> 5], old;
  unsigned char *fl;
  int sh = (int)(j & 31) * 2;
  if ((__atomic_load_n(wp, __ATOMIC_RELAXED) >> sh) & 3) return 0;
  old = __atomic_fetch_or(wp, (uint64_t)nxt << sh, __ATOMIC_RELAXED);
  if ((old >> sh) & 3) return 0;
  fl = &b->flag[nxt - 1][j >> CHUNK_SHIFT];
  if (!__atomic_load_n(fl, __ATOMIC_RELAXED)) __atomic_store_n(fl, 1, __ATOMIC_RELAXED);
  if (b->dist) b->dist[j] = (uint32_t)b->layer + 1;
  return 1;
}

/* States to visit are gathered first and checked with plain loads, which
** the processor overlaps; only the unvisited ones take an atomic update. */
#define BATCH 1024

static uint64_t flush(Bfs *b, uint64_t *buf, int *nb, unsigned nxt) {
  int i, m = 0;
  uint64_t found = 0;
  for (i = 0; i < *nb; i++) {
    uint64_t j = buf[i];
    if (!((__atomic_load_n(&b->cells[j >> 5], __ATOMIC_RELAXED) >> ((j & 31) * 2)) & 3))
      buf[m++] = j;
  }
  for (i = 0; i < m; i++) found += (uint64_t)visit(b, buf[i], nxt);
  *nb = 0;
  return found;
}

/* adds the states one move from state i to buf (k no power of two) */
static void expand(const Bfs *b, uint64_t i, uint64_t *buf, int *nb) {
  hmask m[HANOI_MAXK];
  int k = b->sp.k, f;
  pegmasks(b, i, m);
  for (f = 0; f < k; f++) {
    hmask low;
    uint32_t to;
    uint64_t pw;
    if (!m[f]) continue;
    low = m[f] & (~m[f] + 1);
    pw = b->powbit[hanoi_ctz(low)];
    to = b->allow[f];
    while (to) {
      int t = hanoi_ctz(to);
      to &= to - 1;
      if ((m[t] & (low - 1)) == 0)
        buf[(*nb)++] = i + pw * (uint64_t)t - pw * (uint64_t)f;
    }
  }
}

/* the cells reached from the cells `from` (bits 2c) by moves of the near
** disks, which never leave the word */
static uint64_t near_moves(const Bfs *b, uint64_t from) {
  uint64_t r = 0;
  int d, f, k = b->sp.k;
  for (d = 0; d < b->near; d++) {
    int shift = 2 * (int)b->sp.pow[d];
    for (f = 0; f < k; f++) {
      uint64_t src = from & b->on[d][f] & ~b->below[d][f];   /* d is on top of f */
      uint32_t to = b->allow[f];
      if (!src) continue;
      while (to) {
        int t = hanoi_ctz(to);
        uint64_t ok = src & ~b->below[d][t];                 /* nothing smaller on t */
        to &= to - 1;
        if (t > f) r |= ok << (shift * (t - f));
        else r |= ok >> (shift * (f - t));
      }
    }
  }
  return r;
}

/* labels the unvisited cells of `want` (bits 2c) in word wi for the next
** layer; returns how many this thread labelled */
static uint64_t mark(Bfs *b, uint64_t wi, uint64_t want, unsigned nxt) {
  uint64_t v = __atomic_load_n(&b->cells[wi], __ATOMIC_RELAXED), old, fresh;
  unsigned char *fl;
  want &= ~(v | v >> 1);
  if (!want) return 0;
  old = __atomic_fetch_or(&b->cells[wi], nxt == 1 ? want : want << 1, __ATOMIC_RELAXED);
  fresh = want & ~(old | old >> 1);
  if (!fresh) return 0;
  fl = &b->flag[nxt - 1][wi >> (CHUNK_SHIFT - 5)];
  if (!__atomic_load_n(fl, __ATOMIC_RELAXED)) __atomic_store_n(fl, 1, __ATOMIC_RELAXED);
  if (b->dist) {
    uint64_t f = fresh;
    for (; f; f &= f - 1)
      b->dist[wi * 32 + (uint64_t)(hanoi_ctz(f) >> 1)] = (uint32_t)b->layer + 1;
  }
  return (uint64_t)hanoi_popcount(fresh);
}

/* Moves of the other disks, a block at a time. A block is the k^near
** cells in which only the near disks differ; the far disks stand the same
** in all of them, so each far move is legal in the cells of the block
** where no near disk is on its source or target peg, and takes them all
** to the same offsets of another block. */
static uint64_t far_moves(Bfs *b, uint64_t wi, uint64_t F, unsigned nxt) {
  int B = b->block, blk, k = b->sp.k, f;
  uint64_t found = 0;
  for (blk = 0; blk < 32 / B; blk++) {
    uint64_t bm = B == 32 ? ~(uint64_t)0 : (((uint64_t)1 << (2 * B)) - 1) << (2 * B * blk);
    uint64_t Fb = F & bm, base = wi * 32 + (uint64_t)(blk * B);
    hmask hm[HANOI_MAXK];
    if (!Fb) continue;
    pegmasks(b, base, hm);
    for (f = 0; f < k; f++) hm[f] &= ~(b->nearmin - 1);
    for (f = 0; f < k; f++) {
      hmask low;
      uint32_t to;
      uint64_t pw;
      if (!hm[f]) continue;
      low = hm[f] & (~hm[f] + 1);
      pw = b->powbit[hanoi_ctz(low)];
      to = b->allow[f];
      while (to) {
        int t = hanoi_ctz(to);
        uint64_t src, tc;
        to &= to - 1;
        if (hm[t] & (low - 1)) continue;         /* a smaller far disk on t */
        src = Fb & ~b->onany[f] & ~b->onany[t];
        if (!src) continue;
        tc = base + pw * (uint64_t)t - pw * (uint64_t)f;
        found += mark(b, tc >> 5, (src >> (2 * B * blk)) << ((tc & 31) * 2), nxt);
      }
    }
  }
  return found;
}

static void *work(void *arg) {
  Worker *w = (Worker *)arg;
  Bfs *b = w->b;
  unsigned cur = 1u + (unsigned)(b->layer & 1), nxt = 3u - cur;
  unsigned char *flags = b->flag[cur - 1], *flags_next = b->flag[nxt - 1];
  uint64_t found = 0, buf[BATCH];
  int nb = 0, room = BATCH - b->sp.k * (b->sp.k - 1);
  for (;;) {
    uint64_t c = __atomic_fetch_add(&b->next_chunk, 1, __ATOMIC_RELAXED), wi, end;
    if (c >= b->nchunks) break;
    if (!flags[c]) continue;
    flags[c] = 0;
    end = (c + 1) * CHUNK_WORDS;
    if (end > b->nwords) end = b->nwords;
    for (wi = c * CHUNK_WORDS; wi < end; wi++) {
      uint64_t v = __atomic_load_n(&b->cells[wi], __ATOMIC_RELAXED);
      uint64_t mm = (cur == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN, bits = mm;
      uint64_t r = 0, old, fresh;
      if (!mm) continue;
      if (b->near) {
        found += far_moves(b, wi, mm, nxt);
        r = near_moves(b, mm) & ~(v | v >> 1) & EVEN;
      }
      else
        while (bits) {
          if (nb > room) found += flush(b, buf, &nb, nxt);
          expand(b, wi * 32 + (uint64_t)(hanoi_ctz(bits) >> 1), buf, &nb);
          bits &= bits - 1;
        }
      /* this layer's cells are done; the near cells reached are next */
      old = __atomic_fetch_or(&b->cells[wi], (cur == 1 ? mm << 1 : mm) |
                              (nxt == 1 ? r : r << 1), __ATOMIC_RELAXED);
      fresh = r & ~(old | old >> 1);
      if (fresh) {
        found += (uint64_t)hanoi_popcount(fresh);
        flags_next[c] = 1;
        if (b->dist)
          for (; fresh; fresh &= fresh - 1)
            b->dist[wi * 32 + (uint64_t)(hanoi_ctz(fresh) >> 1)] = (uint32_t)b->layer + 1;
      }
    }
  }
  found += flush(b, buf, &nb, nxt);
  w->found = found;
  return NULL;
}

/* expands one layer; returns the number of states found */
static uint64_t bfs_layer(Bfs *b) {
  Worker w[MAX_THREADS];
  pthread_t th[MAX_THREADS];
  int started[MAX_THREADS], i, nt = b->nthreads;
  uint64_t found = 0;
  if (b->last < 4096 || nt < 1) nt = 1;  /* not worth the threads */
  b->next_chunk = 0;
  w[0].b = b;
  w[0].found = 0;
  for (i = 1; i < nt; i++) {              /* a thread that fails to start */
    w[i].b = b;                           /* leaves its chunks to the others */
    w[i].found = 0;
    started[i] = pthread_create(&th[i], NULL, work, &w[i]) == 0;
  }
  work(&w[0]);                            /* this thread works too */
  for (i = 1; i < nt; i++)
    if (started[i]) pthread_join(th[i], NULL);
  for (i = 0; i < nt; i++) found += w[i].found;
  return found;
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
  if (d[i] == UNREACHED) lua_pushnil(L);
  else lua_pushinteger(L, d[i]);
  return 1;
}

static int dist_len(lua_State *L) {
  lua_pushinteger(L, (lua_Integer)(lua_rawlen(L, 1) / sizeof(uint32_t)));
  return 1;
}

/* ---- hanoi.bfs ---- */

static void *newbuf(lua_State *L, uint64_t bytes) {
  return lua_newuserdatauv(L, (size_t)(bytes ? bytes : 1), 0);
}

static int bfs_finish(lua_State *L, Bfs *b) {
  lua_createtable(L, 0, 8);
  lua_pushvalue(L, 3);
  lua_setfield(L, -2, "layers");
  lua_pushinteger(L, b->layer);
  lua_setfield(L, -2, "eccentricity");
  lua_pushinteger(L, (lua_Integer)b->last);
  lua_setfield(L, -2, "farthest");
  lua_pushinteger(L, (lua_Integer)b->reached);
  lua_setfield(L, -2, "reached");
  lua_pushinteger(L, (lua_Integer)b->sp.size);
  lua_setfield(L, -2, "states");
  lua_getfield(L, 5, "rules");
  lua_setfield(L, -2, "rules");
  if (b->dist) {
    lua_getiuservalue(L, 2, 2);
    lua_setfield(L, -2, "distances");
  }
  return 1;
}

/* stack: 1 options, 2 Bfs, 3 layers, 4 progress or nil, 5 info */
static int bfs_run(lua_State *L, int status, lua_KContext ctx) {
  Bfs *b = (Bfs *)lua_touserdata(L, 2);
  (void)status; (void)ctx;
  lua_settop(L, 5);
  while (!b->done) {
    uint64_t found = bfs_layer(b);
    if (found == 0) { b->done = 1; break; }
    b->layer++;
    b->last = found;
    b->reached += found;
    lua_pushinteger(L, (lua_Integer)found);
    lua_rawseti(L, 3, b->layer + 1);
    if (!lua_isnil(L, 4)) {
      lua_pushvalue(L, 4);
      lua_pushinteger(L, (lua_Integer)b->reached);
      lua_pushinteger(L, (lua_Integer)b->sp.size);
      lua_pushinteger(L, b->layer);
      lua_callk(L, 3, 0, 0, bfs_run);
    }
  }
  return bfs_finish(L, b);
}

static int opt_bool(lua_State *L, int t, const char *name) {
  int v;
  lua_getfield(L, t, name);
  if (!lua_isnil(L, -1) && !lua_isboolean(L, -1))
    luaL_argerror(L, 1, lua_pushfstring(L, "field '%s' must be a boolean, got %s",
                                        name, luaL_typename(L, -1)));
  v = lua_toboolean(L, -1);
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

/***
** Breadth-first search of the whole state space from one position, in C
** with 2 bits per state, on every core.
** @function bfs
** @tparam table opts `n` disks and `k` pegs (default 3), or `from` a
**   start state (default: the tower on peg 1); `rules` a rule set (a name,
**   a digraph; not a predicate); `max_memory` in bytes (default: 64 MiB,
**   the same on every machine); `distances` true to keep every state's distance;
**   `progress` function(reached, states, layer) called after each layer
**   (it may yield); `threads` (default: the number of cores)
** @treturn table `layers` (layers[d + 1] states at distance d),
**   `eccentricity`, `farthest` (states at that distance), `reached`,
**   `states` (k^n), `rules`, and with `distances` a compact array
**   indexed by state code or state (nil where unreachable)
*/
static int s_bfs(lua_State *L) {
  int n, k, i;
  unsigned char where[HANOI_MAXN];
  HRules r;
  Bfs *b;
  uint64_t need, limit, start;
  int want_dist;
  long cpus;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  opt_start(L, 1, &n, &k, where);
  lua_getfield(L, 1, "rules");
  hanoi_checkrules(L, -1, k, &r, 1, "rules");
  if (r.pred)
    luaL_argerror(L, 1, "field 'rules': a predicate is not supported here (use hanoi.search)");
  lua_pop(L, 1);
  want_dist = opt_bool(L, 1, "distances");
  limit = hanoi_maxmemory(L, 1, 1);
  cpus = sysconf(_SC_NPROCESSORS_ONLN);
  b = (Bfs *)lua_newuserdatauv(L, sizeof(Bfs), 3);          /* 2 */
  memset(b, 0, sizeof *b);
  b->nthreads = hanoi_optfield_int(L, 1, "threads", 1, MAX_THREADS,
                                   cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (int)cpus);
  if (!hanoi_space(&b->sp, n, k))
    return luaL_error(L, "%d^%d states are too many to search", k, n);
  b->nwords = CELL_WORDS(b->sp.size);
  b->nchunks = (b->sp.size + ((uint64_t)1 << CHUNK_SHIFT) - 1) >> CHUNK_SHIFT;
  need = b->nwords * 8 + 2 * b->nchunks + (want_dist ? b->sp.size * 4 : 0);
  if (need > limit) {
    hanoi_pushbytes(L, (double)need);
    hanoi_pushbytes(L, (double)limit);
    return luaL_error(L, "search of %d^%d states needs %s of memory, more than max_memory (%s)",
                      k, n, lua_tostring(L, -2), lua_tostring(L, -1));
  }
  memcpy(b->allow, r.allow, sizeof b->allow);
  if (b->sp.stride > 0) {
    for (i = 0; i < n; i++) b->low |= (hmask)1 << (i * b->sp.stride);
    for (i = 0; i < k; i++) b->rep[i] = b->low * (hmask)i;
  }
  for (i = 0; i < 64; i++)
    b->powbit[i] = b->sp.pow[(b->sp.stride > 0 ? i / b->sp.stride : i) % n];
  if (b->sp.stride > 0) {                 /* disks whose moves stay in a word */
    int d, c, p;
    for (d = 0; d < 2 && d < n && b->sp.pow[d] * (uint64_t)k <= 32; d++) b->near = d + 1;
    b->nearmin = (hmask)1 << (b->near * b->sp.stride);
    for (d = 0; d < b->near; d++)
      for (c = 0; c < 32; c++) {
        p = (int)((uint64_t)c / b->sp.pow[d] % (uint64_t)k);
        b->on[d][p] |= (uint64_t)1 << (2 * c);
      }
    for (p = 0; p < k; p++) {
      b->below[1][p] = b->on[0][p];
      b->onany[p] = b->on[0][p] | (b->near > 1 ? b->on[1][p] : 0);
    }
    b->block = (int)b->sp.pow[b->near - 1] * k;
  }
  b->cells = (uint64_t *)newbuf(L, b->nwords * 8);
  memset(b->cells, 0, (size_t)(b->nwords * 8));
  lua_setiuservalue(L, 2, 1);
  b->flag[0] = (unsigned char *)newbuf(L, 2 * b->nchunks);
  memset(b->flag[0], 0, (size_t)(2 * b->nchunks));
  b->flag[1] = b->flag[0] + b->nchunks;
  lua_setiuservalue(L, 2, 3);
  start = hanoi_encode(&b->sp, where);
  if (want_dist) {
    b->dist = (uint32_t *)newbuf(L, b->sp.size * 4);
    memset(b->dist, 0xFF, (size_t)(b->sp.size * 4));
    b->dist[start] = 0;
    luaL_setmetatable(L, DISTANCES);
    lua_setiuservalue(L, 2, 2);
  }
  cell_or(b->cells, start, 1);
  b->flag[0][start >> CHUNK_SHIFT] = 1;
  b->reached = b->last = 1;
  lua_createtable(L, 64, 0);              /* 3: layers */
  lua_pushinteger(L, 1);
  lua_rawseti(L, -2, 1);
  lua_getfield(L, 1, "progress");          /* 4 */
  if (!lua_isnil(L, -1) && !lua_isfunction(L, -1))
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "field 'progress' must be a function, got %s", luaL_typename(L, -1)));
  lua_createtable(L, 0, 1);                /* 5: info */
  lua_pushstring(L, r.name);
  lua_setfield(L, -2, "rules");
  return bfs_run(L, LUA_OK, 0);
}

/* ---- hanoi.graph ---- */

static void push_label(lua_State *L, const HSpace *sp, uint64_t code) {
  char buf[HANOI_MAXN];
  int d;
  for (d = 0; d < sp->n; d++) {
    buf[d] = HANOI_LETTERS[code % (uint64_t)sp->k];
    code /= (uint64_t)sp->k;
  }
  lua_pushlstring(L, buf, (size_t)sp->n);
}

/* g:edgelist() / g:dot(): the graph table as text */
static int graph_text(lua_State *L, int dot) {
  luaL_Buffer buf;
  lua_Integer i, ne, nv;
  int directed;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_getfield(L, 1, "labels");            /* 2 */
  lua_getfield(L, 1, "from");              /* 3 */
  lua_getfield(L, 1, "to");                /* 4 */
  lua_getfield(L, 1, "directed");
  directed = lua_toboolean(L, -1);
  lua_pop(L, 1);
  luaL_argcheck(L, lua_istable(L, 2) && lua_istable(L, 3) && lua_istable(L, 4), 1,
                "graph table expected");
  nv = luaL_len(L, 2);
  ne = luaL_len(L, 3);
  luaL_buffinit(L, &buf);
  if (dot) {
    luaL_addstring(&buf, directed ? "digraph hanoi {\n" : "graph hanoi {\n");
    for (i = 1; i <= nv; i++) {
      luaL_addstring(&buf, "  \"");
      lua_geti(L, 2, i);
      luaL_addvalue(&buf);
      luaL_addstring(&buf, "\";\n");
    }
  }
  for (i = 1; i <= ne; i++) {
    if (dot) luaL_addstring(&buf, "  \"");
    lua_geti(L, 3, i);
    lua_gettable(L, 2);
    luaL_addvalue(&buf);
    luaL_addstring(&buf, dot ? (directed ? "\" -> \"" : "\" -- \"") : " ");
    lua_geti(L, 4, i);
    lua_gettable(L, 2);
    luaL_addvalue(&buf);
    luaL_addstring(&buf, dot ? "\";\n" : "\n");
  }
  if (dot) luaL_addstring(&buf, "}\n");
  luaL_pushresult(&buf);
  return 1;
}

static int graph_edgelist(lua_State *L) { return graph_text(L, 0); }
static int graph_dot(lua_State *L) { return graph_text(L, 1); }

/***
** The state graph of a small space: one vertex per position, one edge
** per allowed move (an undirected edge when the rules allow every move
** both ways, else an arc).
** @function graph
** @tparam int n disks
** @tparam[opt=3] int k pegs
** @param[opt] rules a rule set (a name or a digraph)
** @treturn table `vertices`, `edges` (counts), `directed`, `rules`,
**   `labels` (labels[code + 1], e.g. "AAA"), `from`, `to` and `disk`
**   (edge i goes from vertex from[i] to to[i], moving disk[i]; vertices
**   are code + 1), and methods `g:edgelist()` ("AAA BAA" lines) and
**   `g:dot()` (Graphviz)
*/
static int s_graph(lua_State *L) {
  int n = hanoi_checkn(L, 1), k = hanoi_checkk(L, 2, 3), d;
  HRules r;
  HSpace sp;
  uint64_t i;
  lua_Integer ne = 0;
  unsigned char where[HANOI_MAXN];
  hanoi_checkrules(L, 3, k, &r, 3, NULL);
  if (r.pred) return luaL_argerror(L, 3, "a predicate is not supported here (use hanoi.search)");
  if (!hanoi_space(&sp, n, k) || sp.size > GRAPH_MAX)
    return luaL_error(L, "graph of %d^%d states is too large (at most %d vertices)",
                      k, n, GRAPH_MAX);
  lua_settop(L, 3);
  lua_createtable(L, 0, 10);               /* 4: the graph */
  lua_createtable(L, (int)sp.size, 0);     /* 5: labels */
  lua_newtable(L);                         /* 6: from */
  lua_newtable(L);                         /* 7: to */
  lua_newtable(L);                         /* 8: disk */
  for (i = 0; i < sp.size; i++) {
    int top[HANOI_MAXK], f, t;
    push_label(L, &sp, i);
    lua_rawseti(L, 5, (lua_Integer)i + 1);
    hanoi_decode_where(&sp, i, where);
    for (f = 0; f < k; f++) top[f] = n;
    for (d = n - 1; d >= 0; d--) top[where[d]] = d;
    for (f = 0; f < k; f++) {
      if (top[f] == n) continue;
      for (t = 0; t < k; t++) {
        uint64_t j;
        if (!(r.allow[f] >> t & 1) || top[t] < top[f]) continue;
        j = i + sp.pow[top[f]] * (uint64_t)t - sp.pow[top[f]] * (uint64_t)f;
        if (r.symmetric && j < i) continue;   /* each edge once */
        ne++;
        lua_pushinteger(L, (lua_Integer)i + 1); lua_rawseti(L, 6, ne);
        lua_pushinteger(L, (lua_Integer)j + 1); lua_rawseti(L, 7, ne);
        lua_pushinteger(L, top[f] + 1);         lua_rawseti(L, 8, ne);
      }
    }
  }
  lua_setfield(L, 4, "disk");
  lua_setfield(L, 4, "to");
  lua_setfield(L, 4, "from");
  lua_setfield(L, 4, "labels");
  lua_pushinteger(L, n); lua_setfield(L, 4, "n");
  lua_pushinteger(L, k); lua_setfield(L, 4, "k");
  lua_pushinteger(L, (lua_Integer)sp.size); lua_setfield(L, 4, "vertices");
  lua_pushinteger(L, ne); lua_setfield(L, 4, "edges");
  lua_pushboolean(L, !r.symmetric); lua_setfield(L, 4, "directed");
  lua_pushstring(L, r.name); lua_setfield(L, 4, "rules");
  lua_pushcfunction(L, graph_edgelist); lua_setfield(L, 4, "edgelist");
  lua_pushcfunction(L, graph_dot); lua_setfield(L, 4, "dot");
  return 1;
}

static const luaL_Reg bfs_funcs[] = {
  {"bfs", s_bfs}, {"graph", s_graph}, {NULL, NULL}
};

void hanoi_open_bfs(lua_State *L) {
  if (luaL_newmetatable(L, DISTANCES)) {
    lua_pushcfunction(L, dist_index);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, dist_len);
    lua_setfield(L, -2, "__len");
  }
  lua_pop(L, 1);
  luaL_setfuncs(L, bfs_funcs, 0);
}
