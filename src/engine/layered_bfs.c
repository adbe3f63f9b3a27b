/*
** layered_bfs.c: shortest paths under any rule set by a breadth-first
** search that keeps its layers, paths counted as in Brandes (2001)
** (plain C, no lua_State).
**
** A breadth-first search from every start at once (they form layer 0)
** that keeps every layer, sorted: the positions at distance e are
** codes[lay[e] .. lay[e + 1]). A bit per position says whether it was
** reached. Keeping the layers is what makes one-way rules, predicates
** and goal sets easy: a shortest path is walked back from the goal it
** reached, through any position of the layer before from which an
** allowed move leads on (a binary search in that layer), and the number
** of shortest paths is a dynamic programme over the layers: the paths to
** a position at distance e + 1 are the sum of the paths to its
** predecessors at distance e (big numbers, added limb by limb). The same
** counts rank the paths, so that path number i of all of them is walked
** back without enumerating the others.
**
** Questions this file cannot answer (is this move allowed, by a
** predicate? is this position a goal?) are handed to the caller as an
** HAsk; the search stops there and goes on when called again, so the
** caller may answer with a Lua function that yields.
*/
#include <stdlib.h>
#include <string.h>

#include "layered_bfs.h"

enum { PH_SRC, PH_EXPAND, PH_SORT, PH_COUNT, PH_TOTAL, PH_NEXTPATH, PH_WALK, PH_DONE };

#define GO (-1)             /* the phase changed: go on */
#define NONE UINT64_MAX

/* ---- sorted codes ---- */

static int cmp64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

uint64_t hanoi_sort_codes(uint64_t *a, uint64_t n) {
  uint64_t i, m = 0;
  if (n == 0) return 0;
  qsort(a, (size_t)n, sizeof *a, cmp64);
  for (i = 0; i < n; i++)
    if (m == 0 || a[m - 1] != a[i]) a[m++] = a[i];
  return m;
}

/* A large layer is sorted a part at a time, pausing between parts, so
** that Ctrl-C and progress are not kept waiting by a layer of millions:
** it is first split in place by the top byte of its codes (the
** permutation of American flag sort: P. M. McIlroy, K. Bostic and M. D.
** McIlroy, "Engineering radix sort", Computing Systems 6, 1993), then each
** of the 256 parts is sorted on its own. */
#define SORT_PAUSE ((uint64_t)1 << 20)      /* codes sorted between pauses */

/* moves a[0..n) into the 256 parts of their byte at sh; start[b] is where
** part b begins (start[256] = n) */
static void partition(uint64_t *a, uint64_t n, int sh, uint64_t *start) {
  uint64_t next[256], i;
  int b;
  memset(start, 0, 257 * sizeof *start);
  for (i = 0; i < n; i++) start[(a[i] >> sh & 255) + 1]++;
  for (b = 0; b < 256; b++) start[b + 1] += start[b];
  memcpy(next, start, sizeof next);
  for (b = 0; b < 256; b++)
    while (next[b] < start[b + 1]) {
      uint64_t v = a[next[b]];
      int d = (int)(v >> sh & 255);
      while (d != b) {
        uint64_t t = a[next[d]];
        a[next[d]++] = v;
        v = t;
        d = (int)(v >> sh & 255);
      }
      a[next[b]++] = v;
    }
}

uint64_t hanoi_find_code(const uint64_t *a, uint64_t n, uint64_t x) {
  uint64_t lo = 0, hi = n;
  while (lo < hi) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (a[mid] < x) lo = mid + 1; else hi = mid;
  }
  return lo < n && a[lo] == x ? lo : NONE;
}

/* ---- growing arrays: nonzero (mem->err) on failure, the array kept ---- */

static void *grown(HMem *mem, void *a, uint64_t *cap, uint64_t need, size_t size) {
  uint64_t nc = *cap ? *cap : 64;
  void *q;
  while (nc < need) nc *= 2;
  q = hanoi_realloc(mem, a, (size_t)(*cap * size), (size_t)(nc * size));
  if (q != NULL) *cap = nc;
  return q;
}

static int grow64(HMem *mem, uint64_t **a, uint64_t *cap, uint64_t need) {
  uint64_t *q;
  if (need <= *cap) return 0;
  if ((q = (uint64_t *)grown(mem, *a, cap, need, sizeof **a)) == NULL) return mem->err;
  *a = q;
  return 0;
}

static int grow32(HMem *mem, uint32_t **a, uint64_t *cap, uint64_t need) {
  uint32_t *q;
  if (need <= *cap) return 0;
  if ((q = (uint32_t *)grown(mem, *a, cap, need, sizeof **a)) == NULL) return mem->err;
  *a = q;
  return 0;
}

/* ---- big numbers: little-endian limbs of 32 bits ---- */

/* dst (dw limbs) += src (sw limbs); dw > sw, and the sum fits */
static void big_add(uint32_t *dst, int dw, const uint32_t *src, int sw) {
  uint64_t carry = 0;
  int i;
  for (i = 0; i < dw; i++) {
    uint64_t cur = (uint64_t)dst[i] + (i < sw ? src[i] : 0) + carry;
    dst[i] = (uint32_t)cur;
    carry = cur >> 32;
    if (i >= sw && carry == 0) break;
  }
}

/* the value, or UINT64_MAX when it does not fit */
static uint64_t big_u64(const uint32_t *c, int w) {
  int i;
  for (i = 2; i < w; i++) if (c[i]) return UINT64_MAX;
  return (uint64_t)c[0] | (w > 1 ? (uint64_t)c[1] << 32 : 0);
}

/* ---- the search ---- */

/* The positions reached: one bit per position of the space when that
** is at most SEEN_BITS_MAX bytes, else an open-addressing hash set of the
** codes (linear probing, at most half full, doubled when it fills), so
** that a search of a huge space under a small budget costs what it
** visits, not the size of the space. */
#define SEEN_BITS_MAX ((uint64_t)1 << 20)

static uint64_t hslot(uint64_t c, uint64_t cap) {
  c ^= c >> 33;                        /* the finalizer of MurmurHash3 */
  c *= 0xff51afd7ed558ccdULL;
  c ^= c >> 33;
  c *= 0xc4ceb9fe1a85ec53ULL;
  c ^= c >> 33;
  return c & (cap - 1);
}

static int seen(const HPath *P, uint64_t c) {
  uint64_t i;
  if (P->hcap == 0) return (int)(P->seen[c >> 6] >> (c & 63) & 1);
  for (i = hslot(c, P->hcap); P->seen[i] != 0; i = (i + 1) & (P->hcap - 1))
    if (P->seen[i] == c + 1) return 1;
  return 0;
}

static void hput(uint64_t *set, uint64_t cap, uint64_t c) {
  uint64_t i;
  for (i = hslot(c, cap); set[i] != 0; i = (i + 1) & (cap - 1)) ;
  set[i] = c + 1;
}

/* marks c reached (it was not); 0 or a memory error */
static int see(HPath *P, HMem *mem, uint64_t c) {
  if (P->hcap == 0) {
    P->seen[c >> 6] |= (uint64_t)1 << (c & 63);
    return 0;
  }
  if (2 * (P->hn + 1) > P->hcap) {     /* double and rehash */
    uint64_t cap = 2 * P->hcap, i, *set;
    if ((set = (uint64_t *)hanoi_alloc(mem, (size_t)(cap * 8))) == NULL) return mem->err;
    memset(set, 0, (size_t)(cap * 8));
    for (i = 0; i < P->hcap; i++) if (P->seen[i] != 0) hput(set, cap, P->seen[i] - 1);
    hanoi_free(mem, P->seen, (size_t)P->seen_bytes);
    P->seen = set;
    P->hcap = cap;
    P->seen_bytes = cap * 8;
  }
  hput(P->seen, P->hcap, c);
  P->hn++;
  return 0;
}

static int ask(HPath *P, int kind, uint64_t code, int d, int f, int t) {
  P->ask.kind = kind;
  P->ask.code = code;
  P->ask.d = d;
  P->ask.f = f;
  P->ask.t = t;
  P->pending = kind;
  return HS_ASK;
}

static void set_phase(HPath *P, int phase) {
  P->phase = phase;
  P->stepsof = NONE;
  P->si = P->nsteps = 0;
  P->pending = 0;
}

/* the counts of layer e: width w, zeroed */
static int new_counts(HPath *P, HMem *mem, uint64_t e, int w) {
  uint64_t len = P->lay[e + 1] - P->lay[e];
  if (grow64(mem, &P->coff, &P->capcoff, e + 1) || grow32(mem, &P->cw, &P->capcw, e + 1) ||
      grow32(mem, &P->cnt, &P->capcnt, P->ncnt + len * (uint64_t)w))
    return mem->err;
  P->coff[e] = P->ncnt;
  P->cw[e] = (uint32_t)w;
  memset(P->cnt + P->ncnt, 0, (size_t)(len * (uint64_t)w) * sizeof *P->cnt);
  P->ncnt += len * (uint64_t)w;
  return 0;
}

static const uint32_t *count_of(const HPath *P, uint64_t e, uint64_t i) {
  return P->cnt + P->coff[e] + i * P->cw[e];
}

static int add_goal(HPath *P, HMem *mem, uint64_t c) {
  if (grow64(mem, &P->gl, &P->capgl, P->ngl + 1)) return mem->err;
  P->gl[P->ngl++] = c;
  return 0;
}

/* HP_FIND: a goal is reached at distance D: walk back from it */
static int reached(HPath *P, HMem *mem, uint64_t D) {
  P->to = P->v = P->gl[0];
  P->dist = P->e = D;
  if (D > 0) {
    P->moves.mv = (unsigned char *)hanoi_alloc(mem, (size_t)(D * 3));
    if (P->moves.mv == NULL) return mem->err;
    P->moves.len = P->moves.cap = D;
  }
  set_phase(P, PH_WALK);
  return GO;
}

int hanoi_path_init(HPath *P, HMem *mem, const HRules *r, int n, int k, int what,
                    const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                    uint64_t ngoals, int goal_ask, uint64_t max_paths) {
  uint64_t i;
  memset(P, 0, sizeof *P);
  P->stepsof = NONE;
  if (!hanoi_space(&P->sp, n, k)) return HS_TOOBIG;
  P->rules = *r;
  P->what = what;
  P->goal_ask = goal_ask;
  P->max_paths = max_paths;
  P->seen_bytes = (P->sp.size + 63) / 64 * 8;
  if (P->seen_bytes > SEEN_BITS_MAX) {    /* a hash set instead */
    P->hcap = 1024;
    P->seen_bytes = P->hcap * 8;
  }
  if ((P->seen = (uint64_t *)hanoi_alloc(mem, (size_t)P->seen_bytes)) == NULL) return mem->err;
  memset(P->seen, 0, (size_t)P->seen_bytes);
  if (grow64(mem, &P->codes, &P->capcodes, nsrc) || grow64(mem, &P->lay, &P->caplay, 2)) return mem->err;
  memcpy(P->codes, src, (size_t)nsrc * sizeof *src);
  P->ncodes = P->nsrc = hanoi_sort_codes(P->codes, nsrc);
  for (i = 0; i < P->nsrc; i++) if (see(P, mem, P->codes[i]) != 0) return mem->err;
  if (!goal_ask && ngoals > 0) {
    if (grow64(mem, &P->goals, &P->capgoals, ngoals)) return mem->err;
    memcpy(P->goals, goals, (size_t)ngoals * sizeof *goals);
    P->ngoals = hanoi_sort_codes(P->goals, ngoals);
  }
  P->lay[0] = 0;
  set_phase(P, PH_SRC);
  return 0;
}

/* the starts: which of them are goals */
static int do_sources(HPath *P, HMem *mem) {
  int st;
  uint64_t i;
  while (P->qi < P->nsrc) {
    uint64_t c = P->codes[P->qi];
    int yes;
    if (P->goal_ask) {
      if (P->pending != HASK_GOAL) return ask(P, HASK_GOAL, c, 0, 0, 0);
      P->pending = 0;
      yes = P->answer;
    }
    else yes = hanoi_find_code(P->goals, P->ngoals, c) != NONE;
    if (yes && (st = add_goal(P, mem, c)) != 0) return st;
    P->qi++;
  }
  P->lay[1] = P->nsrc;
  P->nlay = 1;
  if (P->what != HP_FIND) {                  /* one path to each start */
    if ((st = new_counts(P, mem, 0, 1)) != 0) return st;
    for (i = 0; i < P->nsrc; i++) P->cnt[i] = 1;
  }
  if (P->ngl > 0) {
    if (P->what == HP_FIND) return reached(P, mem, 0);
    set_phase(P, PH_TOTAL);
    return GO;
  }
  set_phase(P, PH_EXPAND);
  P->qi = 0;
  return GO;
}

static int close_layer(HPath *P, HMem *mem);

/* the layer being formed is complete: it is sorted (do_sort), then
** closed (close_layer) */
static int sort_layer(HPath *P, HMem *mem) {
  uint64_t start = P->lay[P->nlay], len = P->ncodes - start, top = 0, i;
  if (len == 0) { set_phase(P, PH_DONE); return HS_UNREACHABLE; }
  if (len <= SORT_PAUSE) {                 /* at once */
    hanoi_sort_codes(P->codes + start, len);
    return close_layer(P, mem);
  }
  for (i = start; i < P->ncodes; i++) top |= P->codes[i];
  P->sort_sh = top >> 8 == 0 ? 0 : (hanoi_msb(top) / 8) * 8;
  partition(P->codes + start, len, P->sort_sh, P->sort_part);
  P->sort_b = 0;
  set_phase(P, PH_SORT);
  return GO;
}

/* sorts the parts of the layer one after another, pausing now and then */
static int do_sort(HPath *P, HMem *mem) {
  uint64_t *a = P->codes + P->lay[P->nlay], done = 0;
  while (P->sort_b < 256) {
    int b = P->sort_b++;
    uint64_t n = P->sort_part[b + 1] - P->sort_part[b];
    if (P->sort_sh >= 8) hanoi_sort_codes(a + P->sort_part[b], n);
    if ((done += n) >= SORT_PAUSE && P->sort_b < 256) return HS_PAUSE;
  }
  return close_layer(P, mem);
}

static int close_layer(HPath *P, HMem *mem) {
  uint64_t start = P->lay[P->nlay];
  int st;
  if (grow64(mem, &P->lay, &P->caplay, P->nlay + 2)) return mem->err;
  P->lay[++P->nlay] = P->ncodes;
  if (P->what == HP_FIND) {
    set_phase(P, PH_EXPAND);
    P->qi = start;
    return GO;
  }
  if (P->ngl > 0) hanoi_sort_codes(P->gl, P->ngl);
  if ((st = new_counts(P, mem, P->nlay - 1, (int)P->cw[P->nlay - 2] + 1)) != 0) return st;
  set_phase(P, PH_COUNT);
  P->qi = start;
  return GO;
}

/* expands the last complete layer into the next one */
static int do_expand(HPath *P, HMem *mem, HRun *run) {
  int st;
  for (;;) {
    if (P->qi == P->lay[P->nlay]) return sort_layer(P, mem);
    if (P->stepsof != P->qi) {
      if (P->work >= HANOI_SLICE) { P->work = 0; return HS_PAUSE; }
      if (run->states >= run->max_states) return HS_BUDGET;
      run->states++;
      P->work++;
      P->nsteps = hanoi_steps_out(&P->rules, &P->sp, P->codes[P->qi], P->steps);
      P->si = 0;
      P->stepsof = P->qi;
    }
    while (P->si < P->nsteps) {
      const HStep *s = &P->steps[P->si];
      int goal;
      if (P->pending == HASK_GOAL) {
        P->pending = 0;
        goal = P->answer;
      }
      else {
        if (P->pending == HASK_MOVE) {
          P->pending = 0;
          if (!P->answer) { P->si++; continue; }
        }
        else {
          if (seen(P, s->code)) { P->si++; continue; }
          if (P->rules.pred) return ask(P, HASK_MOVE, P->codes[P->qi], s->d, s->f, s->t);
        }
        if (see(P, mem, s->code) != 0) return mem->err;   /* a new position */
        if (grow64(mem, &P->codes, &P->capcodes, P->ncodes + 1)) return mem->err;
        P->codes[P->ncodes++] = s->code;
        if (P->goal_ask) return ask(P, HASK_GOAL, s->code, 0, 0, 0);
        goal = hanoi_find_code(P->goals, P->ngoals, s->code) != NONE;
      }
      if (goal) {
        if ((st = add_goal(P, mem, s->code)) != 0) return st;
        if (P->what == HP_FIND) return reached(P, mem, P->nlay);
      }
      P->si++;
    }
    P->qi++;
  }
}

/* the paths to each position of the layer just closed (only to its goals
** when it has some) */
static int do_count(HPath *P) {
  uint64_t c = P->nlay - 1, b = c - 1, bstart = P->lay[b], bn = P->lay[b + 1] - bstart;
  int w = (int)P->cw[c], wb = (int)P->cw[b];
  for (;;) {
    if (P->qi == P->lay[c + 1]) break;
    if (P->stepsof != P->qi) {
      uint64_t v = P->codes[P->qi];
      if (P->work >= HANOI_SLICE) { P->work = 0; return HS_PAUSE; }
      if (P->ngl > 0 && hanoi_find_code(P->gl, P->ngl, v) == NONE) { P->qi++; continue; }
      P->work++;
      P->nsteps = hanoi_steps_in(&P->rules, &P->sp, v, P->steps);
      P->si = 0;
      P->stepsof = P->qi;
    }
    while (P->si < P->nsteps) {
      const HStep *s = &P->steps[P->si];
      uint64_t idx = hanoi_find_code(P->codes + bstart, bn, s->code);
      if (idx == NONE) { P->si++; continue; }
      if (P->rules.pred) {
        if (P->pending != HASK_MOVE) return ask(P, HASK_MOVE, s->code, s->d, s->f, s->t);
        P->pending = 0;
        if (!P->answer) { P->si++; continue; }
      }
      big_add(P->cnt + P->coff[c] + (P->qi - P->lay[c]) * (uint64_t)w, w,
              count_of(P, b, idx), wb);
      P->si++;
    }
    P->qi++;
  }
  {                                          /* drop limbs no count needs */
    uint64_t len = P->lay[c + 1] - P->lay[c], i;
    uint32_t *base = P->cnt + P->coff[c];
    while (w > 1) {
      for (i = 0; i < len && base[i * (uint64_t)w + (uint64_t)w - 1] == 0; i++) ;
      if (i < len) break;
      for (i = 0; i < len; i++)
        memmove(base + i * (uint64_t)(w - 1), base + i * (uint64_t)w,
                (size_t)(w - 1) * sizeof *base);
      w--;
    }
    P->cw[c] = (uint32_t)w;
    P->ncnt = P->coff[c] + len * (uint64_t)w;
  }
  if (P->ngl > 0) set_phase(P, PH_TOTAL);
  else {
    set_phase(P, PH_EXPAND);
    P->qi = P->lay[c];
  }
  return GO;
}

/* the goals are in the last layer: the number of paths to them */
static int do_total(HPath *P, HMem *mem) {
  uint64_t D = P->nlay - 1, start = P->lay[D], len = P->lay[D + 1] - start, i;
  int w = (int)P->cw[D], tw = w + 2;
  P->dist = D;
  if ((P->total = (uint32_t *)hanoi_alloc(mem, (size_t)tw * sizeof *P->total)) == NULL)
    return mem->err;
  P->totalw = P->captotal = tw;
  memset(P->total, 0, (size_t)tw * sizeof *P->total);
  for (i = 0; i < P->ngl; i++) {
    uint64_t idx = hanoi_find_code(P->codes + start, len, P->gl[i]);
    big_add(P->total, tw, count_of(P, D, idx), w);
  }
  while (P->totalw > 1 && P->total[P->totalw - 1] == 0) P->totalw--;
  /* a goal reached in the last layer has a path to it: no count at all
     means the answers about moves changed between the layers and now */
  if (P->totalw == 1 && P->total[0] == 0) return HP_LOST;
  if (P->what == HP_COUNT) { set_phase(P, PH_DONE); return HS_DONE; }
  P->npaths = big_u64(P->total, P->totalw);
  if (P->npaths > P->max_paths) {
    P->npaths = 0;
    set_phase(P, PH_DONE);
    return HS_DONE;
  }
  if (P->npaths * D > 0) {
    P->moves.mv = (unsigned char *)hanoi_alloc(mem, (size_t)(P->npaths * D * 3));
    if (P->moves.mv == NULL) return mem->err;
    P->moves.len = P->moves.cap = P->npaths * D;
  }
  P->p = 0;
  set_phase(P, PH_NEXTPATH);
  return GO;
}

/* HP_PATHS: path number p ends at the goal its rank falls in */
static int do_nextpath(HPath *P) {
  uint64_t D = P->dist, start = P->lay[D], len = P->lay[D + 1] - start, i;
  if (P->p == P->npaths) { set_phase(P, PH_DONE); return HS_DONE; }
  P->r = P->p;
  for (i = 0; i < P->ngl; i++) {
    uint64_t c = big_u64(count_of(P, D, hanoi_find_code(P->codes + start, len, P->gl[i])),
                         (int)P->cw[D]);
    if (P->r < c) break;
    P->r -= c;
  }
  if (i == P->ngl) return HP_LOST;
  P->v = P->gl[i];
  P->e = D;
  set_phase(P, PH_WALK);
  return GO;
}

/* walks back from P->v at distance P->e to a start: HP_FIND through any
** allowed predecessor, HP_PATHS through the one rank P->r falls in */
static int do_walk(HPath *P) {
  for (;;) {
    uint64_t b, bstart, bn;
    if (P->e == 0) {
      if (P->what == HP_FIND) { P->from = P->v; set_phase(P, PH_DONE); return HS_DONE; }
      P->p++;
      set_phase(P, PH_NEXTPATH);
      return GO;
    }
    b = P->e - 1;
    bstart = P->lay[b];
    bn = P->lay[b + 1] - bstart;
    if (P->stepsof != P->v) {
      if (P->work >= HANOI_SLICE) { P->work = 0; return HS_PAUSE; }
      P->work++;
      P->nsteps = hanoi_steps_in(&P->rules, &P->sp, P->v, P->steps);
      P->si = 0;
      P->stepsof = P->v;
    }
    for (;;) {
      const HStep *s;
      uint64_t idx;
      unsigned char *m;
      if (P->si >= P->nsteps) return HP_LOST;   /* the answers changed */
      s = &P->steps[P->si];
      idx = hanoi_find_code(P->codes + bstart, bn, s->code);
      if (idx == NONE) { P->si++; continue; }
      if (P->rules.pred) {
        if (P->pending != HASK_MOVE) return ask(P, HASK_MOVE, s->code, s->d, s->f, s->t);
        P->pending = 0;
        if (!P->answer) { P->si++; continue; }
      }
      if (P->what == HP_PATHS) {
        uint64_t c = big_u64(count_of(P, b, idx), (int)P->cw[b]);
        if (P->r >= c) { P->r -= c; P->si++; continue; }
      }
      m = P->moves.mv + ((P->what == HP_PATHS ? P->p * P->dist : 0) + b) * 3;
      m[0] = s->d;
      m[1] = s->f;
      m[2] = s->t;
      P->v = s->code;
      P->e = b;
      P->stepsof = NONE;
      break;
    }
  }
}

int hanoi_path_run(HPath *P, HMem *mem, HRun *run) {
  for (;;) {
    int st;
    switch (P->phase) {
      case PH_SRC: st = do_sources(P, mem); break;
      case PH_EXPAND: st = do_expand(P, mem, run); break;
      case PH_SORT: st = do_sort(P, mem); break;
      case PH_COUNT: st = do_count(P); break;
      case PH_TOTAL: st = do_total(P, mem); break;
      case PH_NEXTPATH: st = do_nextpath(P); break;
      case PH_WALK: st = do_walk(P); break;
      default: return HS_DONE;
    }
    if (st != GO) return st;
  }
}

void hanoi_path_answer(HPath *P, int yes) {
  P->answer = yes != 0;
}

void hanoi_path_free(HPath *P, HMem *mem) {
  hanoi_free(mem, P->seen, (size_t)P->seen_bytes);
  hanoi_free(mem, P->codes, (size_t)(P->capcodes * sizeof *P->codes));
  hanoi_free(mem, P->lay, (size_t)(P->caplay * sizeof *P->lay));
  hanoi_free(mem, P->cnt, (size_t)(P->capcnt * sizeof *P->cnt));
  hanoi_free(mem, P->coff, (size_t)(P->capcoff * sizeof *P->coff));
  hanoi_free(mem, P->cw, (size_t)(P->capcw * sizeof *P->cw));
  hanoi_free(mem, P->gl, (size_t)(P->capgl * sizeof *P->gl));
  hanoi_free(mem, P->goals, (size_t)(P->capgoals * sizeof *P->goals));
  hanoi_free(mem, P->total, (size_t)P->captotal * sizeof *P->total);
  hanoi_moves_free(&P->moves, mem);
  memset(P, 0, sizeof *P);
}
