/*
 * kpeg.c: k pegs, the Frame-Stewart algorithm.
 *
 * The recursion moves n disks from P[0] to P[k-1] over the pegs
 * P[0..k-1]: park the top m disks on P[1] using all k pegs, move the other
 * n - m disks to P[k-1] on the k - 1 pegs without P[1], bring the m disks
 * from P[1] onto them using all k pegs again; m is the smallest best split.
 * Keeping the pegs as (source, target, queue of spares P[1..k-2]) every
 * step is a queue operation: the first sub-tower goes to the first spare
 * and appends the target to the spares; the middle one drops the first
 * spare; the last one starts from the first spare and appends the source.
 * The queues of all the frames on the path from the root share one array
 * of n + k pegs (a child only pops its parent's front and writes one peg
 * past its parent's end), so a whole iterator is O(n + k) bytes.
 *
 * The table of Frame-Stewart numbers and best splits (64 disks, 32 pegs)
 * is built once per Lua state by dynamic programming and kept, read-only,
 * in the registry.
 */

/***
 * k pegs: Frame-Stewart numbers (`count`), the best splits (`split`);
 * `moves`, `move_at` and `state_at` solve on k pegs with `pegs = k`.
 * @module hanoi
 */

/***
 * Counts.
 *
 * The minimal number of moves on k pegs (the Frame-Stewart numbers) and
 * the best splits of the tower; `moves`, `move_at` and `state_at` solve
 * on k pegs with `pegs = k`.
 * @section counts
 */
#include <string.h>

#include "hanoi.h"

/* hanoi.count goes past 64 disks, exact, as a decimal string */
#define KPEG_COUNT_MAXN 100000

static const char TABLE_KEY = 'k';   /* its address keys the registry */

/* moves for n disks on k - 1 pegs, where k - 1 may be 2; 0 for "cannot" */
static int sub_count(const FSTable *t, int n, int k, uint64_t *out) {
  if (k - 1 >= 3) *out = t->count[n][k - 1];
  else if (n <= 1) *out = (uint64_t)n;
  else return 0;                        /* two pegs hold one disk at most */
  return 1;
}

/* 2 count(m, k) + count(n - m, k - 1): the moves with split m, if any */
static int candidate(const FSTable *t, int n, int k, int m, uint64_t *out) {
  uint64_t rest;
  if (!sub_count(t, n - m, k, &rest)) return 0;
  *out = 2 * t->count[m][k] + rest;     /* < 2^64: see build_table */
  return 1;
}

/* The Frame-Stewart recurrence, bottom up. For k = 3 only m = n - 1 is possible
** and gives 2^n - 1 (2^64 - 1 at most); for k >= 4 every candidate is
** below 2 count(63, 4) + 2^63, far from overflow. */
static void build_table(FSTable *t) {
  int n, k, m;
  memset(t, 0, sizeof *t);
  t->count[1][2] = 1;                   /* two pegs: one disk at most */
  for (k = HANOI_MINK; k <= HANOI_MAXK; k++) {
    t->count[1][k] = 1;
    for (n = 2; n <= HANOI_MAXN; n++) {
      uint64_t best = 0, c;
      int bestm = 0;
      for (m = 1; m < n; m++)
        if (candidate(t, n, k, m, &c) && (bestm == 0 || c < best)) {
          best = c;
          bestm = m;
        }
      t->count[n][k] = best;
      t->split[n][k] = (unsigned char)bestm;
    }
  }
}

const FSTable *hanoi_fstable(lua_State *L) {
  FSTable *t;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &TABLE_KEY) == LUA_TUSERDATA) {
    t = (FSTable *)lua_touserdata(L, -1);
    lua_pop(L, 1);
    return t;
  }
  lua_pop(L, 1);
  t = (FSTable *)lua_newuserdatauv(L, sizeof(FSTable), 0);
  build_table(t);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &TABLE_KEY);   /* keeps it alive */
  return t;
}

/* ---- the pegs of the whole tower ---- */

/* The root frame: q[0 .. k-3] gets the spare pegs (0-based), `via` first
** when given, then the others in increasing order. */
static void root_spares(lua_State *L, const HOpts *o, unsigned char *q) {
  int p, len = 0;
  if (o->method != NULL)
    luaL_argerror(L, o->optarg, "field 'method' applies to 3 pegs only");
  if (o->via >= 0) {
    if (o->via == o->from || o->via == o->to)
      luaL_argerror(L, o->optarg, "via peg must differ from source and target");
    q[len++] = (unsigned char)o->via;
  }
  for (p = 0; p < o->k; p++)
    if (p != o->from && p != o->to && p != o->via) q[len++] = (unsigned char)p;
}

/* ---- the iterator ---- */

typedef struct Frame {
  unsigned char n;      /* disks base+1 .. base+n move ... */
  unsigned char base;
  unsigned char s, t;   /* ... from peg s to peg t (0-based) */
  unsigned char head, tail; /* spares: q[head .. tail-1] */
  unsigned char phase;  /* next sub-tower: 0 park, 1 middle, 2 unpark */
} Frame;

typedef struct KIter {
  const FSTable *tab;   /* read-only; also upvalue 2, so it lives as long */
  int top;              /* frames in use */
  Frame st[HANOI_MAXN]; /* a path from the root: each frame has fewer disks */
  unsigned char q[HANOI_MAXN + HANOI_MAXK]; /* spare queues, see the top */
} KIter;

static int kiter_next(lua_State *L) {
  KIter *it = (KIter *)lua_touserdata(L, lua_upvalueindex(1));
  const FSTable *tab = it->tab;
  while (it->top > 0) {
    Frame *f = &it->st[it->top - 1];
    Frame c;
    int m;
    if (f->n == 1) {                    /* only the root can be a leaf here */
      it->top--;
      c = *f;
      goto emit;
    }
    m = tab->split[f->n][2 + f->tail - f->head];
    c.head = (unsigned char)(f->head + 1);
    c.phase = 0;
    c.base = f->base;
    switch (f->phase++) {
      case 0:                           /* park m disks on the first spare */
        it->q[f->tail] = f->t;
        c.n = (unsigned char)m; c.s = f->s; c.t = it->q[f->head];
        c.tail = (unsigned char)(f->tail + 1);
        break;
      case 1:                           /* the rest, without that spare */
        c.n = (unsigned char)(f->n - m); c.base = (unsigned char)(f->base + m);
        c.s = f->s; c.t = f->t; c.tail = f->tail;
        break;
      default:                          /* unpark: replaces this frame */
        it->q[f->tail] = f->s;
        c.n = (unsigned char)m; c.s = it->q[f->head]; c.t = f->t;
        c.tail = (unsigned char)(f->tail + 1);
        it->top--;
        break;
    }
    if (c.n == 1) goto emit;
    it->st[it->top++] = c;
    continue;
  emit:
    lua_pushinteger(L, c.base + 1);
    lua_pushinteger(L, c.s + 1);
    lua_pushinteger(L, c.t + 1);
    return 3;
  }
  return 0;
}

int hanoi_kpeg_moves(lua_State *L, const HOpts *o) {
  KIter *it;
  const FSTable *tab = hanoi_fstable(L);
  it = (KIter *)lua_newuserdatauv(L, sizeof(KIter), 0);
  memset(it, 0, sizeof *it);
  it->tab = tab;
  root_spares(L, o, it->q);
  it->top = 1;
  it->st[0].n = (unsigned char)o->n;
  it->st[0].s = (unsigned char)o->from;
  it->st[0].t = (unsigned char)o->to;
  it->st[0].tail = (unsigned char)(o->k - 2);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &TABLE_KEY);  /* it->tab lives as long */
  lua_pushcclosure(L, kiter_next, 2);
  return 1;
}

/* ---- random access: walk down the recursion, skipping whole sub-towers ---- */

typedef struct Walk {
  int n, base, s, t, head, tail;
  unsigned char q[HANOI_MAXN + HANOI_MAXK];
} Walk;

static void walk_root(lua_State *L, const HOpts *o, Walk *w) {
  memset(w->q, 0, sizeof w->q);
  root_spares(L, o, w->q);
  w->n = o->n; w->base = 0; w->s = o->from; w->t = o->to;
  w->head = 0; w->tail = o->k - 2;
}

/* which sub-tower holds move i + 1 of frame w (0 <= i < count): steps w
** into it and returns the moves done before it */
static uint64_t walk_step(const FSTable *tab, Walk *w, uint64_t i) {
  int k = 2 + w->tail - w->head, m = tab->split[w->n][k];
  /* the middle is on k - 1 pegs; k - 1 = 2 only for one disk */
  uint64_t a = tab->count[m][k], b = tab->count[w->n - m][k - 1];
  int spare = w->q[w->head];
  w->head++;
  if (i < a) {                          /* parking */
    w->q[w->tail++] = (unsigned char)w->t;
    w->t = spare; w->n = m;
    return 0;
  }
  if (i < a + b) {                      /* the middle */
    w->base += m; w->n -= m;
    return a;
  }
  w->q[w->tail++] = (unsigned char)w->s;  /* unparking */
  w->s = spare; w->n = m;
  return a + b;
}

static uint64_t kcount(const FSTable *tab, const HOpts *o) {
  return tab->count[o->n][o->k];
}

int hanoi_kpeg_move_at(lua_State *L, const HOpts *o, uint64_t i) {
  const FSTable *tab = hanoi_fstable(L);
  Walk w;
  if (i < 1 || i > kcount(tab, o)) hanoi_indexerror(L, 2, 1, kcount(tab, o));
  walk_root(L, o, &w);
  i--;                                  /* moves before the wanted one */
  while (w.n > 1) i -= walk_step(tab, &w, i);
  lua_pushinteger(L, w.base + 1);
  lua_pushinteger(L, w.s + 1);
  lua_pushinteger(L, w.t + 1);
  return 3;
}

/* puts disks lo..hi (1-based) on peg p */
static void place(HState *s, int lo, int hi, int p) {
  int d;
  for (d = lo; d <= hi; d++) {
    s->peg[p] |= (hmask)1 << (d - 1);
    s->where[d - 1] = (unsigned char)p;
  }
}

int hanoi_kpeg_state_at(lua_State *L, const HOpts *o, uint64_t i) {
  const FSTable *tab = hanoi_fstable(L);
  HState *s;
  Walk w;
  if (i > kcount(tab, o)) hanoi_indexerror(L, 2, 0, kcount(tab, o));
  walk_root(L, o, &w);
  s = hanoi_newstate(L, o->n, o->k);
  s->peg[0] = 0;
  for (;;) {
    int n = w.n, base = w.base, s0 = w.s, t0 = w.t, spare;
    uint64_t done;
    if (i == 0 || i == tab->count[n][2 + w.tail - w.head]) {
      place(s, base + 1, base + n, i == 0 ? s0 : t0);
      return 1;
    }
    spare = w.q[w.head];                /* n >= 2 here: there is a spare */
    done = walk_step(tab, &w, i);
    if (w.base > base)                  /* in the middle: m disks parked */
      place(s, base + 1, w.base, spare);
    else                                /* n - m disks still on s0 or on t0 */
      place(s, base + w.n + 1, base + n, done == 0 ? s0 : t0);
    i -= done;
  }
}

/* ---- counts ---- */

/* adds v * 2^shift into the little-endian 32-bit words w */
static void add_shifted(uint32_t *w, uint64_t v, int shift) {
  int j = shift / 32;
  uint64_t lo = v << (shift % 32), hi = (shift % 32) ? v >> (32 - shift % 32) : 0;
  uint64_t carry = 0;
  /* v < 2^32, so lo < 2^64 and hi < 2^32 */
  carry = (uint64_t)w[j] + (uint32_t)lo;
  w[j++] = (uint32_t)carry;
  carry = (carry >> 32) + (lo >> 32) + hi;
  while (carry) {
    carry += w[j];
    w[j++] = (uint32_t)carry;
    carry >>= 32;
  }
}

/* Past 64 disks: the i-th disk added to the tower costs 2^t moves, t the
** smallest with i <= C(t + k - 2, k - 2), the known closed form of the
** Frame-Stewart numbers (it agrees with the table wherever both exist;
** kpeg_spec checks it against the recurrence). */
static void push_bigcount(lua_State *L, int n, int k) {
  int words = n / 32 + 4, t;
  uint64_t below = 1, upto = 1;         /* C(t+k-3, k-2), C(t+k-2, k-2) */
  uint32_t *w = (uint32_t *)lua_newuserdatauv(L, (size_t)words * sizeof(uint32_t), 0);
  memset(w, 0, (size_t)words * sizeof(uint32_t));
  w[0] = 1;                             /* disk 1: one move */
  for (t = 1; below < (uint64_t)n; t++) {
    upto = upto * (uint64_t)(t + k - 2) / (uint64_t)t;  /* upto < n before */
    if (upto > (uint64_t)n) upto = (uint64_t)n;
    add_shifted(w, upto - below, t);
    below = upto;
  }
  hanoi_pushbig(L, w, words);
  lua_remove(L, -2);
}

int hanoi_kpeg_count(lua_State *L, int n, int k) {
  if (n <= HANOI_MAXN) hanoi_pushu64(L, hanoi_fstable(L)->count[n][k]);
  else push_bigcount(L, n, k);
  return 1;
}

/***
 * The minimal number of moves: 2^n - 1 on 3 pegs, the Frame-Stewart
 * number on k pegs (the recurrence, from a table built once).
 * Exact: an integer where it fits, else a decimal string (n = 64 on
 * 3 pegs, and past 64 disks).
 * @function count
 * @tparam int n disks, 1..100000 (the moves themselves: 1..64)
 * @tparam[opt=3] int k pegs, 3..32
 * @treturn int|string
 */
static int k_count(lua_State *L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  int k;
  luaL_argcheck(L, 1 <= n && n <= KPEG_COUNT_MAXN, 1,
                "number of disks must be 1..100000");
  k = hanoi_checkk(L, 2, 3);
  return hanoi_kpeg_count(L, (int)n, k);
}

/***
 * The best sizes m of the sub-tower parked aside: every m in 1..n-1 that
 * reaches the minimum `2 count(m, k) + count(n - m, k - 1)`, in increasing
 * order. `hanoi.moves` uses the first one, the smallest, as the classic
 * Frame-Stewart generator does.
 * On 3 pegs that is n - 1; a single disk parks nothing: 0.
 * @function split
 * @tparam int n disks, 1..64
 * @tparam[opt=3] int k pegs, 3..32
 * @treturn int... the best m, smallest first
 * @usage print(hanoi.split(4, 4))  --> 1  2 (the generator parks 1)
 */
static int k_split(lua_State *L) {
  int n = hanoi_checkn(L, 1), k = hanoi_checkk(L, 2, 3), m, r = 0;
  const FSTable *tab = hanoi_fstable(L);
  uint64_t c;
  if (n == 1) {
    lua_pushinteger(L, 0);
    return 1;
  }
  luaL_checkstack(L, n, "too many results");
  for (m = 1; m < n; m++)
    if (candidate(tab, n, k, m, &c) && c == tab->count[n][k]) {
      lua_pushinteger(L, m);
      r++;
    }
  return r;
}

static const luaL_Reg kpeg_funcs[] = {
  {"count", k_count}, {"split", k_split}, {NULL, NULL}
};

void hanoi_open_kpeg(lua_State *L) {
  luaL_setfuncs(L, kpeg_funcs, 0);
}
