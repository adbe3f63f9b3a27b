/*
** three_peg_path.c: shortest paths on 3 pegs from any position to any
** position, by Hinz's theorem (1992): the largest disk that must move
** goes once or twice.
**
** Let m be the largest disk that stands on different pegs in a and b (p
** in a, q in b, r the third peg); larger disks never move. Disk m goes
** either directly (the smaller disks gather on r first) or twice,
** p -> r -> q (they gather on q, then on p). Both costs are sums of
** "distance to a perfect tower", computed by one pass from disk m-1 down,
** and the shorter wins; when both are equally short there are exactly two
** shortest paths.
**
** Gathering disks 0..j-1 of a position into a perfect tower on t is a
** chain: the largest of them not on t must move there, after the smaller
** ones gathered on the third peg, and then those follow as a perfect
** tower. So a whole path is a short list of single moves and perfect-tower
** moves, and a perfect tower of d disks moves by the ruler sequence: move
** i moves disk ctz(i), each disk always turning the same way round.
*/
#include <string.h>

#include "three_peg_path.h"

/* the four tower distances of hanoi3_plan in one branch-free pass */
static void towers4(const unsigned char *a, const unsigned char *b, int m,
                    int p, int q, int r, uint64_t *far, uint64_t *faq,
                    uint64_t *fbr, uint64_t *fbp) {
  unsigned t0 = (unsigned)r, t1 = (unsigned)q, t2 = (unsigned)r, t3 = (unsigned)p;
  uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  int j;
  for (j = m - 1; j >= 0; j--) {
    unsigned x = a[j], y = b[j];
    uint64_t n0 = x != t0, n1 = x != t1, n2 = y != t2, n3 = y != t3;
    c0 |= n0 << j; c1 |= n1 << j; c2 |= n2 << j; c3 |= n3 << j;
    t0 = n0 ? 3 - x - t0 : t0;
    t1 = n1 ? 3 - x - t1 : t1;
    t2 = n2 ? 3 - y - t2 : t2;
    t3 = n3 ? 3 - y - t3 : t3;
  }
  *far = c0; *faq = c1; *fbr = c2; *fbp = c3;
}

/* the first move that gathers disks 0..m-1 of w on peg t (-1: none) */
static void first_gather(const unsigned char *w, int m, int t, int *d, int *f, int *to) {
  int j;
  *d = -1;
  for (j = m - 1; j >= 0; j--)
    if (w[j] != t) {
      *d = j; *f = w[j]; *to = t;
      t = 3 - w[j] - t;
    }
}

void hanoi3_plan(const unsigned char *a, const unsigned char *b, int n, H3Plan *pl,
                 int moves) {
  int m, p, q, r;
  uint64_t far, fbr, faq, fbp, d1, d2, s;
  for (m = n - 1; m >= 0 && a[m] == b[m]; m--) ;
  pl->m = m;
  pl->direct = pl->via = 0;
  if (m < 0) { pl->dist = 0; return; }
  p = a[m]; q = b[m]; r = 3 - p - q;
  towers4(a, b, m, p, q, r, &far, &faq, &fbr, &fbp);
  if (moves) {
    first_gather(a, m, r, &pl->dd, &pl->df, &pl->dt);
    first_gather(a, m, q, &pl->vd, &pl->vf, &pl->vt);
    if (far == 0) { pl->dd = m; pl->df = p; pl->dt = q; }
    if (faq == 0) { pl->vd = m; pl->vf = p; pl->vt = r; }
  }
  d1 = far + fbr + 1;                  /* <= 2^(m+1) - 1: no overflow */
  s = faq + fbp;                       /* <= 2^(m+1) - 2 */
  if (s > UINT64_MAX - (((uint64_t)1 << m) + 1)) {
    pl->dist = d1;                     /* d2 > 2^64 - 1 >= d1: no tie */
    pl->direct = 1;
    return;
  }
  d2 = s + ((uint64_t)1 << m) + 1;
  if (d2 < d1) { pl->dist = d2; pl->via = 1; }
  else { pl->dist = d1; pl->direct = 1; pl->via = d2 == d1; }
}

/* ---- whole paths ---- */

static void add(H3Path *p, int tower, int d, int f, int t) {
  H3Seg *s;
  if (tower && d == 0) return;          /* a tower of no disks */
  s = &p->seg[p->nseg++];
  s->tower = (unsigned char)tower;
  s->d = (unsigned char)d; s->f = (unsigned char)f; s->t = (unsigned char)t;
}

/* the segments that gather disks 0..m-1 of w on peg t, appended in order,
** or (reverse) those that spread the tower on t back into w, appended */
static void gather(H3Path *p, const unsigned char *w, int m, int t, int reverse) {
  int ds[HANOI_MAXN], src[HANOI_MAXN], dst[HANOI_MAXN], oth[HANOI_MAXN], nc = 0, j;
  for (j = m - 1; j >= 0; j--)
    if (w[j] != t) {
      ds[nc] = j; src[nc] = w[j]; dst[nc] = t; oth[nc] = 3 - w[j] - t;
      t = oth[nc++];
    }
  if (!reverse)                          /* smallest chain link first */
    for (j = nc - 1; j >= 0; j--) {
      add(p, 0, ds[j], src[j], dst[j]);
      add(p, 1, ds[j], oth[j], dst[j]);
    }
  else                                   /* the same backwards, each move undone */
    for (j = 0; j < nc; j++) {
      add(p, 1, ds[j], dst[j], oth[j]);
      add(p, 0, ds[j], dst[j], src[j]);
    }
}

static uint64_t seglen(const H3Seg *s) {
  return s->tower ? (s->d >= 64 ? UINT64_MAX : ((uint64_t)1 << s->d) - 1) : 1;
}

uint64_t hanoi3_path(H3Path *p, const unsigned char *a, const unsigned char *b, int n,
                     int prefer_via) {
  H3Plan pl;
  int m, pp, q, r;
  memset(p, 0, sizeof *p);
  p->n = n;
  memcpy(p->where, a, (size_t)n);
  hanoi3_plan(a, b, n, &pl, 0);
  m = pl.m;
  if (m < 0) return 0;
  pp = a[m]; q = b[m]; r = 3 - pp - q;
  if (pl.via && (prefer_via || !pl.direct)) {
    gather(p, a, m, q, 0);
    add(p, 0, m, pp, r);
    add(p, 1, m, q, pp);
    add(p, 0, m, r, q);
    gather(p, b, m, pp, 1);
  }
  else {
    gather(p, a, m, r, 0);
    add(p, 0, m, pp, q);
    gather(p, b, m, r, 1);
  }
  p->len = p->nseg ? seglen(&p->seg[0]) : 0;
  return pl.dist;
}

int hanoi3_next(H3Path *p, int *d, int *f, int *t) {
  const H3Seg *s;
  if (p->i < p->nseg && p->j == p->len) {
    p->i++;
    p->j = 0;
    p->len = p->i < p->nseg ? seglen(&p->seg[p->i]) : 0;
  }
  if (p->i >= p->nseg) return 0;
  s = &p->seg[p->i];
  p->j++;
  if (!s->tower) { *d = s->d; *f = s->f; *t = s->t; }
  else {
    /* move j of a perfect tower of s->d disks from f to t: the disk is
       ctz(j); disk x turns f -> t -> o when s->d - x is odd, else
       f -> o -> t */
    int x = hanoi_ctz(p->j), o = 3 - s->f - s->t, from = p->where[x], to;
    int c0 = s->f, c1 = ((s->d - x) & 1) ? s->t : o, c2 = 3 - c0 - c1;
    to = from == c0 ? c1 : from == c1 ? c2 : c0;
    *d = x; *f = from; *t = to;
  }
  p->where[*d] = (unsigned char)*t;
  return 1;
}
