/*
** space_path.c: a shortest path to the nearest goal by a breadth-first
** search over all k^n positions (plain C).
**
** The search is full_bfs.c's: two bits per position (Korf's two-bit
** breadth-first search), sparse layers as lists on one thread, dense
** ones on every thread. It starts from every start at once, and stops
** after the first layer that holds a goal: its depth is the distance.
** The goals are checked after each layer: a layer kept as a list is
** looked up in the sorted goals, else each goal's cell is read, whichever
** is fewer.
**
** For a path, every position's distance is kept as well (4 bytes each);
** the path is walked back from the goal, each step to a position one
** move before it at a distance one less (moves into a position are the
** size rule's and the rules' transposed, rules.c). Two bits of depth
** modulo 3 would not do under one-way rules: a position one move before
** another may lie any number of layers farther from the start.
*/
#include <string.h>

#include "space_path.h"
#include "layered_bfs.h"

enum { SP_SEARCH, SP_WALK, SP_DONE };

#define SP_SLICE  ((uint64_t)1 << 16)   /* positions between two pauses */
#define SP_SHARE  16                     /* a distance's position: 1/16 of the budget's */

double hanoi_spath_bytes(int n, int k, int path) {
  double size = 1;
  int i;
  for (i = 0; i < n; i++) size *= k;
  return hanoi_pbfs_bytes(n, k) + (path ? 4 * size : 0);
}

int hanoi_spath_init(HSpacePath *W, HMem *mem, const HRules *r, int n, int k, int path,
                     const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                     uint64_t ngoals, int nthreads, const volatile sig_atomic_t *stop) {
  HSpace sp;
  unsigned char where[HANOI_MAXN];
  uint64_t i;
  int st;
  memset(W, 0, sizeof *W);
  W->rules = *r;
  if (!hanoi_space(&sp, n, k) || sp.size > (uint64_t)1 << 46) return HS_TOOBIG;
  W->goals_bytes = ngoals * 8;
  W->goals = (uint64_t *)hanoi_alloc(mem, (size_t)W->goals_bytes);
  if (W->goals == NULL) return mem->err;
  memcpy(W->goals, goals, (size_t)(ngoals * 8));
  W->ngoals = ngoals;
  if (path) {
    W->dist_bytes = sp.size * 4;
    W->dist = (uint32_t *)hanoi_alloc(mem, (size_t)W->dist_bytes);
    if (W->dist == NULL) { st = mem->err; hanoi_spath_free(W, mem); return st; }
  }
  hanoi_decode_where(&sp, src[0], where);
  st = hanoi_pbfs_init(&W->b, mem, n, k, r->allow, where, W->dist, nthreads);
  if (st != 0) { hanoi_spath_free(W, mem); return st; }
  W->ready = 1;
  W->share = path ? 1 : SP_SHARE;
  W->b.stop = stop;
  for (i = 1; i < nsrc; i++) hanoi_pbfs_add_start(&W->b, src[i]);
  W->ngoals = hanoi_sort_codes(W->goals, ngoals);
  W->phase = SP_SEARCH;
  return 0;
}

/* the least goal in the last layer, or UINT64_MAX */
static uint64_t goal_reached(const HSpacePath *W) {
  const HPBfs *b = &W->b;
  uint64_t i, best = UINT64_MAX;
  unsigned lab = 1u + (unsigned)(b->layer & 1);
  if (b->sparse && b->nlist[lab - 1] < W->ngoals) {
    const uint64_t *l = b->list[lab - 1];
    for (i = 0; i < b->nlist[lab - 1]; i++)
      if (l[i] < best && hanoi_find_code(W->goals, W->ngoals, l[i]) != UINT64_MAX) best = l[i];
    return best;
  }
  for (i = 0; i < W->ngoals; i++)         /* sorted: the first found is the least */
    if (cell_get(b->cells, W->goals[i])) return W->goals[i];
  return UINT64_MAX;
}

/* the goal is W->to at distance W->len: the walk back begins */
static int found(HSpacePath *W, HMem *mem) {
  if (W->dist == NULL) { W->phase = SP_DONE; return HS_DONE; }
  W->moves.mv = W->len ? (unsigned char *)hanoi_alloc(mem, (size_t)(W->len * 3)) : NULL;
  if (W->len && W->moves.mv == NULL) return mem->err;
  W->moves.cap = W->moves.len = W->len;
  W->v = W->to;
  W->e = W->len;
  W->phase = SP_WALK;
  return HS_PAUSE;
}

static int walk(HSpacePath *W) {
  HStep in[HANOI_MAXSTEPS];
  uint64_t slice = 0;
  while (W->e > 0) {
    int c = hanoi_steps_in(&W->rules, &W->b.sp, W->v, in), i;
    if (++slice > SP_SLICE) return HS_PAUSE;
    for (i = 0; i < c; i++)
      if (W->dist[in[i].code] == (uint32_t)(W->e - 1)) break;
    /* i < c: a position at distance e has one at e - 1 one move before it */
    W->e--;
    W->moves.mv[W->e * 3] = in[i].d;
    W->moves.mv[W->e * 3 + 1] = in[i].f;
    W->moves.mv[W->e * 3 + 2] = in[i].t;
    W->v = in[i].code;
  }
  W->from = W->v;
  W->phase = SP_DONE;
  return HS_DONE;
}

int hanoi_spath_run(HSpacePath *W, HMem *mem, HRun *run) {
  HPBfs *b = &W->b;
  if (W->phase == SP_WALK) return walk(W);
  if (W->phase == SP_DONE) return HS_DONE;
  if (!W->started) {                      /* a start is a goal */
    uint64_t g = goal_reached(W);
    W->started = 1;
    if (g != UINT64_MAX) { W->to = W->from = g; W->len = 0; return found(W, mem); }
  }
  for (;;) {
    uint64_t g, charge;
    int64_t before = b->layer;
    if (b->stopped) return HS_PAUSE;
    if (W->work >= SP_SLICE) { W->work = 0; return HS_PAUSE; }
    /* the charge of the positions expanded so far and of this layer's,
    ** less what was charged before */
    charge = (W->expanded + b->last) / (uint64_t)W->share - W->expanded / (uint64_t)W->share;
    if (run->states + charge > run->max_states) return HS_BUDGET;
    run->states += charge;
    W->expanded += b->last;
    W->work += b->last;
    hanoi_pbfs_layer(b);
    if (b->stopped) return HS_PAUSE;
    if (b->layer == before) return HS_UNREACHABLE;   /* nothing new: every goal is out of reach */
    g = goal_reached(W);
    if (g != UINT64_MAX) {
      W->to = g;
      W->len = (uint64_t)b->layer;
      return found(W, mem);
    }
  }
}

void hanoi_spath_free(HSpacePath *W, HMem *mem) {
  if (W->ready) hanoi_pbfs_free(&W->b, mem);
  W->ready = 0;
  hanoi_free(mem, W->dist, (size_t)W->dist_bytes);
  hanoi_free(mem, W->goals, (size_t)W->goals_bytes);
  hanoi_moves_free(&W->moves, mem);
  W->dist = NULL;
  W->goals = NULL;
  W->moves.mv = NULL;
}
