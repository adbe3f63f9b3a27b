/*
** tower_plan.c: a fast non-optimal plan between any two positions on k > 3
** pegs, for when a search runs out of its budget. Disks that already
** agree below the largest differing disk m stay put; both positions are
** gathered into a perfect tower of disks 1..m on the peg where the goal
** has disk m, and the goal's gathering is played backwards. Gathering
** takes the disks largest first: the smaller ones are gathered on a spare
** peg, the disk moves, and the smaller tower follows it Frame-Stewart
** style (best split over all free pegs). No recursion: an explicit stack.
*/
#include <string.h>

#include "tower_plan.h"

typedef struct Plan {
  int k, ok;
  HMoves *out;
  HMem *mem;
  unsigned char w[HANOI_MAXN];    /* the position as moves are emitted */
  const FSTable *fs;              /* kpeg.c's Frame-Stewart table */
} Plan;

static void emit(Plan *pl, int d, int f, int t) {
  if (pl->ok && !hanoi_moves_add(pl->out, pl->mem, d, f, t)) pl->ok = 0;
  pl->w[d] = (unsigned char)t;
}

typedef struct Frame { int lo, m, s, t, p, stage, u; uint32_t excl; } Frame;

/* moves the tower of disks lo..lo+m-1 from s to t over all k pegs */
static void tower(Plan *pl, int m, int s, int t) {
  Frame st[HANOI_MAXN + HANOI_MAXK + 8];
  int sp = 0;
  if (m == 0) return;
  st[0].lo = 0; st[0].m = m; st[0].s = s; st[0].t = t; st[0].p = pl->k;
  st[0].stage = 0; st[0].excl = 0; st[0].u = -1;
  while (sp >= 0) {
    Frame *F = &st[sp], *N;
    int i;
    if (F->m == 1) { emit(pl, F->lo, F->s, F->t); sp--; continue; }
    i = F->m - pl->fs->split[F->m][F->p];   /* the bottom disks */
    if (F->stage == 3) { sp--; continue; }
    if (F->stage == 0) {
      int u;
      for (u = 0; u < pl->k; u++)
        if (u != F->s && u != F->t && !(F->excl >> u & 1)) break;
      F->u = u;
    }
    N = &st[sp + 1];
    N->stage = 0; N->u = -1;
    if (F->stage == 0) {            /* the top m - i disks out of the way */
      N->lo = F->lo; N->m = F->m - i; N->s = F->s; N->t = F->u; N->p = F->p; N->excl = F->excl;
    }
    else if (F->stage == 1) {       /* the bottom i disks, one peg fewer */
      N->lo = F->lo + F->m - i; N->m = i; N->s = F->s; N->t = F->t; N->p = F->p - 1;
      N->excl = F->excl | 1u << F->u;
    }
    else {                          /* the top disks onto them */
      N->lo = F->lo; N->m = F->m - i; N->s = F->u; N->t = F->t; N->p = F->p; N->excl = F->excl;
    }
    F->stage++;
    if (N->m > 0) sp++;
  }
}

/* gathers disks 1..m (indices 0..m-1) of pl->w into a tower on peg T */
static void gather(Plan *pl, int m, int T) {
  int chain_d[HANOI_MAXN], chain_t[HANOI_MAXN], chain_s[HANOI_MAXN], nc = 0, j, c;
  int tgt = T;
  for (j = m - 1; j >= 0; j--) {
    int spare = -1, x;
    if (pl->w[j] == tgt) continue;
    for (x = j - 1; x >= 0 && spare < 0; x--)     /* where smaller disks lie */
      if (pl->w[x] != pl->w[j] && pl->w[x] != tgt) spare = pl->w[x];
    for (x = 0; spare < 0; x++)
      if (x != pl->w[j] && x != tgt) spare = x;
    chain_d[nc] = j; chain_t[nc] = tgt; chain_s[nc] = spare; nc++;
    tgt = spare;
  }
  for (c = nc - 1; c >= 0; c--) {
    emit(pl, chain_d[c], pl->w[chain_d[c]], chain_t[c]);
    tower(pl, chain_d[c], chain_s[c], chain_t[c]);
  }
}

int hanoi_plan_tower(const FSTable *fs, HMem *mem, int n, int k, int s, int t, HMoves *out) {
  Plan pl;
  memset(&pl, 0, sizeof pl);
  pl.k = k; pl.ok = 1; pl.out = out; pl.mem = mem; pl.fs = fs;
  memset(pl.w, s, (size_t)n);
  tower(&pl, n, s, t);
  return pl.ok ? 0 : mem->err;
}

int hanoi_plan(const FSTable *fs, HMem *mem, int n, int k, const unsigned char *a,
               const unsigned char *b, HMoves *out) {
  Plan pl;
  int m, T;
  uint64_t half, i, len;
  memset(&pl, 0, sizeof pl);
  pl.k = k; pl.ok = 1; pl.out = out; pl.mem = mem; pl.fs = fs;
  for (m = n - 1; m >= 0 && a[m] == b[m]; m--) ;
  if (m < 0) return 0;
  T = b[m];
  half = out->len;
  memcpy(pl.w, a, (size_t)n);
  gather(&pl, m + 1, T);              /* a -> the tower on T */
  half = out->len;
  memcpy(pl.w, b, (size_t)n);
  gather(&pl, m + 1, T);              /* b -> the tower on T, to be reversed */
  if (!pl.ok) return mem->err;
  len = out->len;
  for (i = 0; i < (len - half) / 2; i++) {
    unsigned char *x = out->mv + (half + i) * 3, *y = out->mv + (len - 1 - i) * 3, tmp[3];
    memcpy(tmp, x, 3); memcpy(x, y, 3); memcpy(y, tmp, 3);
  }
  for (i = half; i < len; i++) {
    unsigned char *x = out->mv + i * 3, f = x[1];
    x[1] = x[2]; x[2] = f;
  }
  return 0;
}
