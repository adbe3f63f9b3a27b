/*
** bidirectional_bfs.c: bidirectional breadth-first search (Pohl 1971)
** for rule sets in which every move can be undone: exact shortest paths
** that explore two balls of half the radius instead of one of the whole
** (plain C).
**
** Each side keeps 2 bits per position (0 unvisited, else 1 + distance
** mod 3) and its frontier as an array of codes; side 0 starts from every
** start at once, side 1 from every goal. The smaller frontier expands a
** whole layer at a time. Before a layer of side X at depth dX is
** expanded, no position carries both labels, so the distance L > dX + dY;
** the first move from X's frontier onto a position labelled by Y
** therefore closes a path of exactly dX + 1 + dY = L moves. Each half of
** it is traced back through the labels: when every move can be undone, a
** neighbour of a position at distance d whose label says d - 1 is at
** distance d - 1.
*/
#include <string.h>

#include "bidirectional_bfs.h"

static int push(HMem *mem, uint64_t **q, uint64_t *n, uint64_t *cap, uint64_t x) {
  if (*n == *cap) {
    uint64_t nc = *cap ? *cap * 2 : 1024;
    uint64_t *nq = (uint64_t *)hanoi_realloc(mem, *q, (size_t)(*cap * 8), (size_t)(nc * 8));
    if (nq == NULL) return mem->err;
    *q = nq;
    *cap = nc;
  }
  (*q)[(*n)++] = x;
  return 0;
}

int hanoi_bidir_init(HBidir *B, HMem *mem, const HRules *r, int n, int k,
                     const uint64_t *src, uint64_t nsrc, const uint64_t *goals,
                     uint64_t ngoals) {
  int side, st;
  uint64_t i;
  memset(B, 0, sizeof *B);
  if (!hanoi_space(&B->sp, n, k)) return HS_TOOBIG;
  B->rules = *r;
  B->lab_bytes = CELL_WORDS(B->sp.size) * 8;
  for (side = 0; side < 2; side++) {
    HBSide *S = &B->s[side];
    const uint64_t *roots = side == 0 ? src : goals;
    uint64_t nr = side == 0 ? nsrc : ngoals;
    if ((S->lab = (uint64_t *)hanoi_alloc(mem, (size_t)B->lab_bytes)) == NULL) return mem->err;
    memset(S->lab, 0, (size_t)B->lab_bytes);
    for (i = 0; i < nr; i++) {
      if (cell_get(S->lab, roots[i])) continue;
      cell_or(S->lab, roots[i], 1);
      if ((st = push(mem, &S->q, &S->n, &S->cap, roots[i])) != 0) return st;
    }
  }
  for (i = 0; i < B->s[0].n; i++)          /* a start that is a goal */
    if (cell_get(B->s[1].lab, B->s[0].q[i])) {
      B->from = B->to = B->s[0].q[i];
      B->done = 1;
      break;
    }
  return 0;
}

/* the neighbour of x one layer nearer the roots of `side` (x at dist d);
** the move from x to it goes into m */
static uint64_t nearer(const HBidir *B, int side, uint64_t x, uint64_t d, unsigned char *m) {
  HStep st[HANOI_MAXSTEPS];
  int c = hanoi_steps_out(&B->rules, &B->sp, x, st), i;
  unsigned want = (unsigned)((d - 1) % 3) + 1;
  for (i = 0; i < c; i++)
    if (cell_get(B->s[side].lab, st[i].code) == want) {
      m[0] = st[i].d;
      m[1] = st[i].f;
      m[2] = st[i].t;
      return st[i].code;
    }
  return x;                                 /* not reached: the labels are consistent */
}

/* the two balls touch: a (side X) and b (side 1 - X), by the step s */
static int meet(HBidir *B, HMem *mem, uint64_t a, uint64_t b, const HStep *s) {
  unsigned char mid[3], *mv;
  uint64_t d0 = B->s[0].depth, d1 = B->s[1].depth, x, i;
  mid[0] = s->d;
  if (B->X == 0) { mid[1] = s->f; mid[2] = s->t; }
  else {                                    /* orient it from side 0 to side 1 */
    uint64_t t = a; a = b; b = t;
    mid[1] = s->t; mid[2] = s->f;
  }
  B->dist = d0 + 1 + d1;
  if ((mv = (unsigned char *)hanoi_alloc(mem, (size_t)(B->dist * 3))) == NULL) return mem->err;
  B->moves.mv = mv;
  B->moves.len = B->moves.cap = B->dist;
  x = a;                                    /* start ... a, backwards */
  for (i = d0; i > 0; i--) {
    unsigned char m[3], *o = mv + (i - 1) * 3;
    x = nearer(B, 0, x, i, m);
    o[0] = m[0]; o[1] = m[2]; o[2] = m[1];  /* the move that led to x */
  }
  B->from = x;
  memcpy(mv + d0 * 3, mid, 3);
  x = b;                                    /* b ... goal, forwards */
  for (i = d1; i > 0; i--) x = nearer(B, 1, x, i, mv + (d0 + 1 + d1 - i) * 3);
  B->to = x;
  B->done = 1;
  return HS_DONE;
}

int hanoi_bidir_run(HBidir *B, HMem *mem, HRun *run) {
  if (B->done) return HS_DONE;
  for (;;) {
    HBSide *S, *Y;
    uint64_t u;
    int j, st;
    if (!B->inlayer) {                      /* expand the smaller frontier */
      B->X = B->s[0].n <= B->s[1].n ? 0 : 1;
      if (B->s[B->X].n == 0) return HS_UNREACHABLE;
      B->inlayer = 1;
      B->qi = 0;
    }
    S = &B->s[B->X];
    Y = &B->s[1 - B->X];
    if (B->qi == S->n) {                    /* the layer is done */
      uint64_t *tq = S->q, tcap = S->cap;
      S->q = S->nq; S->cap = S->ncap; S->n = S->nn;
      S->nq = tq; S->ncap = tcap; S->nn = 0;
      S->depth++;
      B->inlayer = 0;
      continue;
    }
    if (B->work >= HANOI_SLICE) { B->work = 0; return HS_PAUSE; }
    if (run->states >= run->max_states) return HS_BUDGET;
    run->states++;
    B->work++;
    u = S->q[B->qi];
    B->nsteps = hanoi_steps_out(&B->rules, &B->sp, u, B->steps);
    for (j = 0; j < B->nsteps; j++) {
      uint64_t v = B->steps[j].code;
      if (cell_get(Y->lab, v)) return meet(B, mem, u, v, &B->steps[j]);
      if (!cell_get(S->lab, v)) {
        cell_or(S->lab, v, (unsigned)((S->depth + 1) % 3) + 1);
        if ((st = push(mem, &S->nq, &S->nn, &S->ncap, v)) != 0) return st;
      }
    }
    B->qi++;
  }
}

void hanoi_bidir_free(HBidir *B, HMem *mem) {
  int side;
  for (side = 0; side < 2; side++) {
    HBSide *S = &B->s[side];
    if (S->lab) hanoi_free(mem, S->lab, (size_t)B->lab_bytes);
    hanoi_free(mem, S->q, (size_t)(S->cap * 8));
    hanoi_free(mem, S->nq, (size_t)(S->ncap * 8));
  }
  hanoi_moves_free(&B->moves, mem);
  memset(B, 0, sizeof *B);
}
