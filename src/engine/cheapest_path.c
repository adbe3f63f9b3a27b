/*
** cheapest_path.c: cheapest paths under move costs by a uniform-cost
** search (Dijkstra 1959) whose queue is Dial's ring of buckets (Dial,
** "Algorithm 360: Shortest-path forest with topological ordering",
** CACM 12(11), 1969) when every cost is known and at most HC_DIAL_MAX,
** and a binary heap otherwise; cheapest paths counted as shortest paths
** are in Brandes (2001) (plain C, no lua_State).
**
** The search settles a level at a time: all the positions whose cheapest
** cost is c, taken from the bucket c mod (C + 1), C the largest cost of a
** move (or, from the heap, every entry of cost c). Costs are positive, so
** nothing found while a level is expanded can cost c again: when a level
** is taken, each of its positions has its final cost and, among the
** paths of that cost, the fewest moves (the tie-break), and the number
** of paths with both. Each position keeps its label (cost, moves), the
** move it was best reached by and its count; a better label replaces
** them, an equal one adds its count. Entries made stale by a better
** label stay in their bucket and are skipped when it is taken.
**
** Questions only the caller can answer (may this move be made? what does
** it cost? is this position a goal?) are handed back as an HCAsk, and the
** search goes on where it stopped when called again: the caller may
** answer with a Lua function that yields.
*/
#include <string.h>

#include "cheapest_path.h"
#include "layered_bfs.h"        /* hanoi_sort_codes, hanoi_find_code */

enum { PH_LEVEL, PH_GOALS, PH_EXPAND, PH_TOTAL, PH_NEXTPATH, PH_WALK, PH_DONE };

#define GO (-1)                 /* the phase changed: go on */
#define NONE UINT64_MAX
#define DENSE_MAX ((uint64_t)1 << 23)   /* spaces indexed by an array of records */

/* ---- growing arrays: nonzero (mem->err) on failure, the array kept ---- */

static int grow(HMem *mem, void **a, uint64_t *cap, uint64_t need, size_t size) {
  return hanoi_grow(mem, a, cap, need, size, 64);
}

static int push64(HMem *mem, uint64_t **a, uint64_t *n, uint64_t *cap, uint64_t v) {
  if (grow(mem, (void **)a, cap, *n + 1, sizeof **a)) return mem->err;
  (*a)[(*n)++] = v;
  return 0;
}

/* ---- the records and their index ---- */

static uint64_t hslot(uint64_t c, uint64_t cap) {
  c ^= c >> 33;                         /* the finalizer of MurmurHash3 */
  c *= 0xff51afd7ed558ccdULL;
  c ^= c >> 33;
  c *= 0xc4ceb9fe1a85ec53ULL;
  c ^= c >> 33;
  return c & (cap - 1);
}

/* the record of position `code`, or NONE */
static uint64_t find(const HCheap *C, uint64_t code) {
  uint64_t i;
  if (C->dense != NULL) return (uint64_t)C->dense[code] - 1;
  for (i = hslot(code, C->hcap); C->hash[i] != 0; i = (i + 1) & (C->hcap - 1))
    if (C->rec[C->hash[i] - 1].code == code) return C->hash[i] - 1;
  return NONE;
}

static void hput(const HCRec *rec, uint64_t *set, uint64_t cap, uint64_t r) {
  uint64_t i;
  for (i = hslot(rec[r].code, cap); set[i] != 0; i = (i + 1) & (cap - 1)) ;
  set[i] = r + 1;
}

/* the counts: cw limbs a record; widened by one limb when a sum needs it */
static int widen(HCheap *C, HMem *mem) {
  uint64_t i, cap = C->capcnt;
  int w = C->cw;
  uint32_t *q = (uint32_t *)hanoi_alloc(mem, (size_t)(cap * (uint64_t)(w + 1) * 4));
  if (q == NULL) return mem->err;
  for (i = 0; i < C->nrec; i++) {
    memcpy(q + i * (uint64_t)(w + 1), C->cnt + i * (uint64_t)w, (size_t)w * 4);
    q[i * (uint64_t)(w + 1) + (uint64_t)w] = 0;
  }
  hanoi_free(mem, C->cnt, (size_t)(cap * (uint64_t)w * 4));
  C->cnt = q;
  C->cw = w + 1;
  return 0;
}

static uint32_t *count_of(const HCheap *C, uint64_t r) {
  return C->cnt + r * (uint64_t)C->cw;
}

/* count(v) += count(u) */
static int count_add(HCheap *C, HMem *mem, uint64_t v, uint64_t u) {
  uint64_t carry = 0;
  int i, w = C->cw;
  for (i = 0; i < w; i++) {
    uint64_t s = (uint64_t)count_of(C, v)[i] + count_of(C, u)[i] + carry;
    count_of(C, v)[i] = (uint32_t)s;
    carry = s >> 32;
  }
  if (carry == 0) return 0;
  if (widen(C, mem) != 0) return mem->err;
  count_of(C, v)[w] = (uint32_t)carry;
  return 0;
}

/* a new record for `code`; its index, or NONE (mem->err says why) */
static uint64_t new_record(HCheap *C, HMem *mem, uint64_t code) {
  uint64_t r = C->nrec;
  if (grow(mem, (void **)&C->rec, &C->caprec, r + 1, sizeof *C->rec)) return NONE;
  if (C->cw > 0 && C->capcnt < C->caprec) {
    uint32_t *q = (uint32_t *)hanoi_realloc(mem, C->cnt, (size_t)(C->capcnt * (uint64_t)C->cw * 4),
                                            (size_t)(C->caprec * (uint64_t)C->cw * 4));
    if (q == NULL) return NONE;
    C->cnt = q;
    C->capcnt = C->caprec;
  }
  if (C->dense == NULL && 2 * (C->hn + 1) > C->hcap) {   /* double and rehash */
    uint64_t cap = 2 * C->hcap, i, *set;
    if ((set = (uint64_t *)hanoi_alloc(mem, (size_t)(cap * 8))) == NULL) return NONE;
    memset(set, 0, (size_t)(cap * 8));
    for (i = 0; i < C->hcap; i++) if (C->hash[i] != 0) hput(C->rec, set, cap, C->hash[i] - 1);
    hanoi_free(mem, C->hash, (size_t)(C->hcap * 8));
    C->hash = set;
    C->hcap = cap;
  }
  memset(&C->rec[r], 0, sizeof C->rec[r]);
  C->rec[r].code = code;
  C->rec[r].parent = NONE;
  if (C->cw > 0) memset(count_of(C, r), 0, (size_t)C->cw * 4);
  C->nrec++;
  if (C->dense != NULL) C->dense[code] = (uint32_t)(r + 1);
  else {
    hput(C->rec, C->hash, C->hcap, r);
    C->hn++;
  }
  return r;
}

/* ---- the queue ---- */

static int heap_push(HCheap *C, HMem *mem, uint64_t cost, uint64_t r) {
  uint64_t i, *h;
  if (grow(mem, (void **)&C->hp, &C->hpcap, 2 * (C->hpn + 1), sizeof *C->hp)) return mem->err;
  h = C->hp;
  i = C->hpn++;
  while (i > 0) {                       /* sift up */
    uint64_t up = (i - 1) / 2;
    if (h[2 * up] <= cost) break;
    h[2 * i] = h[2 * up];
    h[2 * i + 1] = h[2 * up + 1];
    i = up;
  }
  h[2 * i] = cost;
  h[2 * i + 1] = r;
  return 0;
}

/* removes the least entry (the heap is not empty); returns its record */
static uint64_t heap_pop(HCheap *C) {
  uint64_t *h = C->hp, top = h[1], n = --C->hpn, i = 0, cost, r;
  if (n == 0) return top;
  cost = h[2 * n];
  r = h[2 * n + 1];
  for (;;) {                            /* sift down */
    uint64_t c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && h[2 * (c + 1)] < h[2 * c]) c++;
    if (h[2 * c] >= cost) break;
    h[2 * i] = h[2 * c];
    h[2 * i + 1] = h[2 * c + 1];
    i = c;
  }
  h[2 * i] = cost;
  h[2 * i + 1] = r;
  return top;
}

static int enqueue(HCheap *C, HMem *mem, uint64_t cost, uint64_t r) {
  HCBucket *b;
  if (C->nbk == 0) return heap_push(C, mem, cost, r);
  b = &C->bk[cost % (uint64_t)C->nbk];
  if (push64(mem, &b->a, &b->n, &b->cap, r)) return mem->err;
  C->nopen++;
  return 0;
}

/* the records settled at cost C->cur into lvl: 0, HS_UNREACHABLE when
** the queue is empty */
static int next_level(HCheap *C, HMem *mem) {
  C->nlvl = 0;
  while (C->nlvl == 0) {
    if (C->nbk == 0) {
      if (C->hpn == 0) return HS_UNREACHABLE;
      C->cur = C->hp[0];
      while (C->hpn > 0 && C->hp[0] == C->cur) {
        uint64_t r = heap_pop(C);
        if (C->rec[r].closed || C->rec[r].cost != C->cur) continue;
        C->rec[r].closed = 1;
        if (push64(mem, &C->lvl, &C->nlvl, &C->caplvl, r)) return mem->err;
      }
    }
    else {
      HCBucket *b;
      uint64_t i;
      if (C->nopen == 0) return HS_UNREACHABLE;
      while (C->bk[C->cur % (uint64_t)C->nbk].n == 0) C->cur++;
      b = &C->bk[C->cur % (uint64_t)C->nbk];
      /* the bucket's entries of the right cost: lvl and the bucket trade arrays */
      for (i = 0; i < b->n; i++) {
        uint64_t r = b->a[i];
        if (C->rec[r].closed || C->rec[r].cost != C->cur) continue;
        C->rec[r].closed = 1;
        b->a[C->nlvl++] = r;
      }
      C->nopen -= b->n;
      {
        uint64_t *a = C->lvl, cap = C->caplvl;
        C->lvl = b->a;
        C->caplvl = b->cap;
        b->a = a;
        b->cap = cap;
        b->n = 0;
      }
      if (C->nlvl == 0) C->cur++;
    }
  }
  return 0;
}

/* ---- the search ---- */

static int ask(HCheap *C, int kind, uint64_t code, int d, int f, int t) {
  C->ask.kind = kind;
  C->ask.code = code;
  C->ask.d = d;
  C->ask.f = f;
  C->ask.t = t;
  C->pending = kind;
  return HS_ASK;
}

static void set_phase(HCheap *C, int phase) {
  C->phase = phase;
  C->stepsof = NONE;
  C->si = C->nsteps = 0;
  C->pending = 0;
  C->li = 0;
}

int hanoi_cheap_init(HCheap *C, HMem *mem, const HRules *r, const uint32_t *cost, int n,
                     int k, int what, int reverse, const uint64_t *src, uint64_t nsrc,
                     const uint64_t *goals, uint64_t ngoals, int goal_ask, uint64_t max_paths) {
  uint64_t i, *s;
  uint32_t top = 1;
  int f, t;
  memset(C, 0, sizeof *C);
  C->stepsof = NONE;
  if (!hanoi_space(&C->sp, n, k)) return HS_TOOBIG;
  C->rules = *r;
  C->what = what;
  C->reverse = reverse;
  C->goal_ask = goal_ask;
  C->max_paths = max_paths;
  C->ask_cost = cost == NULL;
  for (f = 0; f < k && cost != NULL; f++)
    for (t = 0; t < k; t++)
      if (f != t && (r->allow[f] >> t & 1)) {
        C->cost[f][t] = cost[f * k + t];
        if (cost[f * k + t] > top) top = cost[f * k + t];
      }
  C->nbk = C->ask_cost || top > HC_DIAL_MAX ? 0 : (int)top + 1;
  if (C->nbk > 0) {
    if ((C->bk = (HCBucket *)hanoi_alloc(mem, (size_t)C->nbk * sizeof *C->bk)) == NULL)
      return mem->err;
    memset(C->bk, 0, (size_t)C->nbk * sizeof *C->bk);
  }
  C->cw = what == HC_COUNT || what == HC_PATHS ? 1 : 0;
  if (C->sp.size <= DENSE_MAX) {
    if ((C->dense = (uint32_t *)hanoi_alloc(mem, (size_t)C->sp.size * 4)) == NULL) return mem->err;
    memset(C->dense, 0, (size_t)C->sp.size * 4);
  }
  else {
    C->hcap = 1024;
    if ((C->hash = (uint64_t *)hanoi_alloc(mem, (size_t)C->hcap * 8)) == NULL) return mem->err;
    memset(C->hash, 0, (size_t)C->hcap * 8);
  }
  if ((s = (uint64_t *)hanoi_alloc(mem, (size_t)nsrc * 8 + 8)) == NULL) return mem->err;
  memcpy(s, src, (size_t)nsrc * 8);
  nsrc = hanoi_sort_codes(s, nsrc);
  for (i = 0; i < nsrc; i++) {
    uint64_t rr = new_record(C, mem, s[i]);
    if (rr == NONE || enqueue(C, mem, 0, rr) != 0) {
      hanoi_free(mem, s, (size_t)(nsrc * 8 + 8));
      return mem->err;
    }
    if (C->cw > 0) count_of(C, rr)[0] = 1;
  }
  hanoi_free(mem, s, (size_t)(nsrc * 8 + 8));
  if (!goal_ask && ngoals > 0) {
    if (grow(mem, (void **)&C->goals, &C->capgoals, ngoals, 8)) return mem->err;
    memcpy(C->goals, goals, (size_t)ngoals * 8);
    C->ngoals = hanoi_sort_codes(C->goals, ngoals);
  }
  set_phase(C, PH_LEVEL);
  return 0;
}

/* the next level: its goals are looked for, or (HC_ALL) it is counted */
static int do_level(HCheap *C, HMem *mem) {
  int st = next_level(C, mem);
  if (st != 0) {
    if (st == HS_UNREACHABLE && C->what == HC_ALL) { set_phase(C, PH_DONE); return HS_DONE; }
    return st;
  }
  if (C->what == HC_ALL) {
    if (push64(mem, &C->lev, &C->nlev, &C->caplev, C->cur) ||
        push64(mem, &C->lev, &C->nlev, &C->caplev, C->nlvl))
      return mem->err;
    set_phase(C, PH_EXPAND);
  }
  else set_phase(C, PH_GOALS);
  return GO;
}

/* HC_FIND: the path to goal record g, through the parents */
static int walk_parents(HCheap *C, HMem *mem, uint64_t g) {
  uint64_t m = C->rec[g].moves, v = g;
  C->to = C->rec[g].code;
  C->dist_cost = C->rec[g].cost;
  C->dist_moves = m;
  if (m > 0) {
    if ((C->moves.mv = (unsigned char *)hanoi_alloc(mem, (size_t)(m * 3))) == NULL) return mem->err;
    C->moves.len = C->moves.cap = m;
  }
  C->first_cost = 0;
  while (C->rec[v].parent != NONE) {
    unsigned char *mv = C->moves.mv + (uint64_t)(C->rec[v].moves - 1) * 3;
    if (C->rec[v].moves == 1) C->first_cost = C->rec[v].cost;   /* a start's cost is 0 */
    mv[0] = C->rec[v].d;
    mv[1] = C->rec[v].f;
    mv[2] = C->rec[v].t;
    v = C->rec[v].parent;
  }
  C->from = C->rec[v].code;
  set_phase(C, PH_DONE);
  return HS_DONE;
}

/* the level's goals; with some, the answer is in this level */
static int do_goals(HCheap *C, HMem *mem) {
  uint64_t i, best = NONE;
  while (C->li < C->nlvl) {
    uint64_t r = C->lvl[C->li];
    int yes;
    if (C->goal_ask) {
      if (C->pending != HCASK_GOAL) return ask(C, HCASK_GOAL, C->rec[r].code, 0, 0, 0);
      C->pending = 0;
      yes = C->answer != 0;
    }
    else yes = hanoi_find_code(C->goals, C->ngoals, C->rec[r].code) != NONE;
    if (yes && push64(mem, &C->gl, &C->ngl, &C->capgl, r)) return mem->err;
    C->li++;
  }
  if (C->ngl == 0) { set_phase(C, PH_EXPAND); return GO; }
  for (i = 0; i < C->ngl; i++)          /* the fewest moves among them */
    if (best == NONE || C->rec[C->gl[i]].moves < C->rec[best].moves) best = C->gl[i];
  if (C->what == HC_FIND) return walk_parents(C, mem, best);
  {                                     /* keep the goals of the fewest moves */
    uint64_t m = 0;
    for (i = 0; i < C->ngl; i++)
      if (C->rec[C->gl[i]].moves == C->rec[best].moves) C->gl[m++] = C->gl[i];
    C->ngl = m;
  }
  set_phase(C, PH_TOTAL);
  return GO;
}

/* a move of cost w from record u to `code` (the move d, f -> t) */
static int relax(HCheap *C, HMem *mem, uint64_t u, const HStep *s, uint64_t w) {
  uint64_t c = C->rec[u].cost + w, v = find(C, s->code);
  uint32_t m = C->rec[u].moves + 1;
  HCRec *R;
  int push = 1;
  if (v == NONE) {
    if ((v = new_record(C, mem, s->code)) == NONE) return mem->err;
  }
  else {                                /* a better label, or an equal one, or none */
    R = &C->rec[v];
    if (R->closed || c > R->cost || (c == R->cost && m > R->moves)) return 0;
    if (c == R->cost && m == R->moves) return C->cw > 0 ? count_add(C, mem, v, u) : 0;
    push = c < R->cost;                 /* fewer moves at the same cost: queued already */
  }
  R = &C->rec[v];
  R->cost = c;
  R->moves = m;
  R->parent = u;
  R->d = s->d;
  R->f = s->f;
  R->t = s->t;
  if (C->cw > 0) memcpy(count_of(C, v), count_of(C, u), (size_t)C->cw * 4);
  return push ? enqueue(C, mem, c, v) : 0;
}

/* weigh's answers besides ask's (HS_ASK) */
#define WEIGHED (-2)            /* the step's cost is in *w */
#define REFUSED (-3)            /* the rules refuse the move, or it leads back */

/* The cost of step s (the move asked about at `at`) into *w, asking Lua
** first where the rules or the costs are functions (the answer comes
** back on the next call, C->pending saying which question it answers):
** WEIGHED, REFUSED (the rules refuse the move; with `open`, also a move
** into a closed position, looked up before the rules are asked), or
** HS_ASK. */
static int weigh(HCheap *C, const HStep *s, uint64_t at, int open, uint64_t *w) {
  if (C->pending == HCASK_COST) {
    C->pending = 0;
    *w = C->answer;
    return WEIGHED;
  }
  if (C->pending == HCASK_MOVE) {
    C->pending = 0;
    if (!C->answer) return REFUSED;
  }
  else {
    if (open) {
      uint64_t v = find(C, s->code);
      if (v != NONE && C->rec[v].closed) return REFUSED;
    }
    if (C->rules.pred) return ask(C, HCASK_MOVE, at, s->d, s->f, s->t);
  }
  if (C->ask_cost) return ask(C, HCASK_COST, at, s->d, s->f, s->t);
  *w = C->cost[s->f][s->t];
  return WEIGHED;
}

/* expands the level's positions */
static int do_expand(HCheap *C, HMem *mem, HRun *run) {
  int st;
  for (;;) {
    uint64_t u;
    if (C->li == C->nlvl) { set_phase(C, PH_LEVEL); return GO; }
    u = C->lvl[C->li];
    if (C->stepsof != u) {
      if (C->work >= HANOI_SLICE) { C->work = 0; return HS_PAUSE; }
      if (run->states >= run->max_states) return HS_BUDGET;
      run->states++;
      C->work++;
      C->nsteps = C->reverse ? hanoi_steps_in(&C->rules, &C->sp, C->rec[u].code, C->steps)
                             : hanoi_steps_out(&C->rules, &C->sp, C->rec[u].code, C->steps);
      C->si = 0;
      C->stepsof = u;
    }
    while (C->si < C->nsteps) {
      const HStep *s = &C->steps[C->si];
      uint64_t w, at = C->reverse ? s->code : C->rec[u].code;
      if ((st = weigh(C, s, at, 1, &w)) == REFUSED) { C->si++; continue; }
      if (st != WEIGHED) return st;
      if ((st = relax(C, mem, u, s, w)) != 0) return st;
      C->si++;
    }
    C->li++;
  }
}

/* the value of count c (w limbs), or UINT64_MAX when it does not fit */
static uint64_t big_u64(const uint32_t *c, int w) {
  int i;
  for (i = 2; i < w; i++) if (c[i]) return UINT64_MAX;
  return (uint64_t)c[0] | (w > 1 ? (uint64_t)c[1] << 32 : 0);
}

/* the goals are this level's: the number of paths to them */
static int do_total(HCheap *C, HMem *mem) {
  uint64_t i, m = C->rec[C->gl[0]].moves;
  int w = C->cw, tw = w + 2, j;
  C->dist_cost = C->cur;
  C->dist_moves = m;
  if ((C->total = (uint32_t *)hanoi_alloc(mem, (size_t)tw * 4)) == NULL) return mem->err;
  C->totalw = C->captotal = tw;
  memset(C->total, 0, (size_t)tw * 4);
  for (i = 0; i < C->ngl; i++) {
    uint64_t carry = 0;
    for (j = 0; j < tw; j++) {
      uint64_t s = (uint64_t)C->total[j] + (j < w ? count_of(C, C->gl[i])[j] : 0) + carry;
      C->total[j] = (uint32_t)s;
      carry = s >> 32;
    }
  }
  while (C->totalw > 1 && C->total[C->totalw - 1] == 0) C->totalw--;
  /* a goal reached at this level has a path to it: no count at all means
     the answers about moves changed between the levels and now */
  if (C->totalw == 1 && C->total[0] == 0) return HC_LOST;
  if (C->what == HC_COUNT) { set_phase(C, PH_DONE); return HS_DONE; }
  C->npaths = big_u64(C->total, C->totalw);
  if (C->npaths > C->max_paths) {
    C->npaths = 0;
    set_phase(C, PH_DONE);
    return HS_DONE;
  }
  if (C->npaths * m > 0) {
    C->moves.mv = (unsigned char *)hanoi_alloc(mem, (size_t)(C->npaths * m * 3));
    if (C->moves.mv == NULL) return mem->err;
    C->moves.len = C->moves.cap = C->npaths * m;
  }
  C->p = 0;
  set_phase(C, PH_NEXTPATH);
  return GO;
}

/* HC_PATHS: path number p ends at the goal its rank falls in */
static int do_nextpath(HCheap *C) {
  uint64_t i;
  if (C->p == C->npaths) { set_phase(C, PH_DONE); return HS_DONE; }
  C->r = C->p;
  for (i = 0; i < C->ngl; i++) {
    uint64_t c = big_u64(count_of(C, C->gl[i]), C->cw);
    if (C->r < c) break;
    C->r -= c;
  }
  if (i == C->ngl) return HC_LOST;
  C->v = C->gl[i];
  set_phase(C, PH_WALK);
  return GO;
}

/* walks path number p back from record v: through the predecessor, among
** those a cheapest path of the fewest moves can come from, that rank r
** falls in */
static int do_walk(HCheap *C) {
  for (;;) {
    const HCRec *V = &C->rec[C->v];
    if (V->moves == 0) {
      C->p++;
      set_phase(C, PH_NEXTPATH);
      return GO;
    }
    if (C->stepsof != C->v) {
      if (C->work >= HANOI_SLICE) { C->work = 0; return HS_PAUSE; }
      C->work++;
      C->nsteps = hanoi_steps_in(&C->rules, &C->sp, V->code, C->steps);
      C->si = 0;
      C->stepsof = C->v;
    }
    for (;;) {
      const HStep *s;
      uint64_t u, w, c;
      unsigned char *m;
      int st;
      if (C->si >= C->nsteps) return HC_LOST;   /* the answers changed */
      s = &C->steps[C->si];
      u = find(C, s->code);
      if (u == NONE || !C->rec[u].closed || C->rec[u].moves + 1 != V->moves ||
          C->rec[u].cost >= V->cost) { C->si++; continue; }
      if ((st = weigh(C, s, s->code, 0, &w)) == REFUSED) { C->si++; continue; }
      if (st != WEIGHED) return st;
      if (C->rec[u].cost + w != V->cost) { C->si++; continue; }
      c = big_u64(count_of(C, u), C->cw);
      if (C->r >= c) { C->r -= c; C->si++; continue; }
      m = C->moves.mv + (C->p * C->dist_moves + C->rec[u].moves) * 3;
      m[0] = s->d;
      m[1] = s->f;
      m[2] = s->t;
      C->v = u;
      C->stepsof = NONE;
      break;
    }
  }
}

int hanoi_cheap_run(HCheap *C, HMem *mem, HRun *run) {
  for (;;) {
    int st;
    switch (C->phase) {
      case PH_LEVEL: st = do_level(C, mem); break;
      case PH_GOALS: st = do_goals(C, mem); break;
      case PH_EXPAND: st = do_expand(C, mem, run); break;
      case PH_TOTAL: st = do_total(C, mem); break;
      case PH_NEXTPATH: st = do_nextpath(C); break;
      case PH_WALK: st = do_walk(C); break;
      default: return HS_DONE;
    }
    if (st != GO) return st;
  }
}

void hanoi_cheap_answer(HCheap *C, uint64_t answer) {
  C->answer = answer;
}

void hanoi_cheap_free(HCheap *C, HMem *mem) {
  int i;
  for (i = 0; i < C->nbk; i++)
    hanoi_free(mem, C->bk[i].a, (size_t)(C->bk[i].cap * 8));
  hanoi_free(mem, C->bk, (size_t)C->nbk * sizeof *C->bk);
  hanoi_free(mem, C->hp, (size_t)(C->hpcap * 8));
  hanoi_free(mem, C->rec, (size_t)(C->caprec * sizeof *C->rec));
  hanoi_free(mem, C->cnt, (size_t)(C->capcnt * (uint64_t)C->cw * 4));
  hanoi_free(mem, C->dense, C->dense != NULL ? (size_t)C->sp.size * 4 : 0);
  hanoi_free(mem, C->hash, (size_t)(C->hcap * 8));
  hanoi_free(mem, C->lvl, (size_t)(C->caplvl * 8));
  hanoi_free(mem, C->gl, (size_t)(C->capgl * 8));
  hanoi_free(mem, C->lev, (size_t)(C->caplev * 8));
  hanoi_free(mem, C->goals, (size_t)(C->capgoals * 8));
  hanoi_free(mem, C->total, (size_t)C->captotal * 4);
  hanoi_moves_free(&C->moves, mem);
  memset(C, 0, sizeof *C);
}
