/*
** largest_first_plan.c: plans by the largest disks first: a shortest
** path of the largest disks from a pattern database, the smaller disks
** lifted in a few at a time by dynamic programming.
**
** The largest m disks (as many as a pattern database covers) follow one
** of their shortest paths, read off the table. Then the next few smaller
** disks are added (lifted in) at a time: the larger disks' moves stay as
** they are, and before each of them the small disks must stand off its
** two pegs; between two such moments they move freely (larger disks never
** stop a smaller one). Which arrangement the small disks take at each
** moment is chosen by dynamic programming over their k^s arrangements,
** with all their pairwise distances computed first, so that the small
** disks' moves around this skeleton are as few as possible. Repeated
** until every disk is in.
*/
#include <string.h>

#include "largest_first_plan.h"

#define MAXCONF 256               /* small arrangements: k^s at most */

typedef struct Lift {
  HMem *mem;
  HWork *work;
  int k, s, lo;                   /* pegs; the small disks are lo-s .. lo-1 */
  int nconf;                      /* k^s */
  unsigned char *dist;            /* nconf x nconf small-disk distances */
} Lift;

/* the pegs of arrangement c: disk i (0 = the smallest of them) on pg[i] */
static void conf_pegs(const Lift *l, int c, unsigned char *pg) {
  int i;
  for (i = 0; i < l->s; i++) { pg[i] = (unsigned char)(c % l->k); c /= l->k; }
}

static int conf_code(const Lift *l, const unsigned char *pg) {
  int i, c = 0;
  for (i = l->s - 1; i >= 0; i--) c = c * l->k + pg[i];
  return c;
}

/* takes `cost` steps from the work allowed; 0 when they are not there or
** the work was stopped */
static int spend(Lift *l, uint64_t cost) {
  HWork *w = l->work;
  if (w->stop != NULL && *w->stop) { w->stopped = 1; return 0; }
  if (cost > w->left) return 0;
  w->left -= cost;
  return 1;
}

/* the arrangements one move from c: into nb[], returns how many; with mv,
** the moves (small disk index, from, to) too */
static int conf_moves(const Lift *l, int c, int *nb, unsigned char (*mv)[3]) {
  unsigned char pg[HANOI_MAXN];
  int top[HANOI_MAXK], i, f, t, cnt = 0, pw[HANOI_MAXN];
  conf_pegs(l, c, pg);
  for (f = 0; f < l->k; f++) top[f] = l->s;
  for (i = l->s - 1; i >= 0; i--) top[pg[i]] = i;
  pw[0] = 1;
  for (i = 1; i < l->s; i++) pw[i] = pw[i - 1] * l->k;
  for (f = 0; f < l->k; f++) {
    if (top[f] == l->s) continue;
    for (t = 0; t < l->k; t++) {
      if (t == f || top[t] < top[f]) continue;
      nb[cnt] = c + (t - f) * pw[top[f]];
      if (mv != NULL) {
        mv[cnt][0] = (unsigned char)top[f];
        mv[cnt][1] = (unsigned char)f;
        mv[cnt][2] = (unsigned char)t;
      }
      cnt++;
    }
  }
  return cnt;
}

/* all pairwise distances of the small arrangements, by one BFS each */
static int all_pairs(Lift *l) {
  int src, q[MAXCONF], nb[HANOI_MAXK * HANOI_MAXK];
  size_t bytes = (size_t)l->nconf * (size_t)l->nconf;
  if (!spend(l, (uint64_t)bytes * (uint64_t)l->k)) return HS_BUDGET;
  l->dist = (unsigned char *)hanoi_alloc(l->mem, bytes);
  if (l->dist == NULL) return l->mem->err;
  memset(l->dist, 0xFF, bytes);
  for (src = 0; src < l->nconf; src++) {
    unsigned char *d = l->dist + (size_t)src * (size_t)l->nconf;
    int qh = 0, qt = 0;
    d[src] = 0;
    q[qt++] = src;
    while (qh < qt) {
      int c = q[qh++], cnt = conf_moves(l, c, nb, NULL), i;
      for (i = 0; i < cnt; i++)
        if (d[nb[i]] == 0xFF) { d[nb[i]] = (unsigned char)(d[c] + 1); q[qt++] = nb[i]; }
    }
  }
  return 0;
}

#define DIST(l, a, b) ((l)->dist[(size_t)(a) * (size_t)(l)->nconf + (size_t)(b)])

/* appends the small disks' moves of a shortest way from a to b */
static int small_path(Lift *l, int a, int b, HMoves *out) {
  int nb[HANOI_MAXK * HANOI_MAXK];
  unsigned char mv[HANOI_MAXK * HANOI_MAXK][3];
  while (a != b) {
    int cnt = conf_moves(l, a, nb, mv), i, next = -1;
    for (i = 0; i < cnt && next < 0; i++)
      if (DIST(l, nb[i], b) + 1 == DIST(l, a, b)) next = i;
    if (next < 0) return HS_TOOBIG;           /* not reached */
    if (!hanoi_moves_add(out, l->mem, l->lo - l->s + mv[next][0], mv[next][1], mv[next][2]))
      return l->mem->err;
    a = nb[next];
  }
  return 0;
}

/* whether arrangement c keeps the small disks off pegs x and y */
static int clear_of(const Lift *l, int c, int x, int y) {
  int i;
  for (i = 0; i < l->s; i++) {
    int p = c % l->k;
    if (p == x || p == y) return 0;
    c /= l->k;
  }
  return 1;
}

/* adds small disks lo-s..lo-1 around the moves of `big` into out */
static int lift_once(Lift *l, const unsigned char *start, const unsigned char *goal,
                     const HMoves *big, HMoves *out) {
  unsigned char pg[HANOI_MAXN];
  int a, z, i, c, v, err;
  uint64_t t = big->len, step;
  uint32_t V[MAXCONF], W[MAXCONF];
  unsigned char *back;
  for (i = 0; i < l->s; i++) pg[i] = start[l->lo - l->s + i];
  a = conf_code(l, pg);
  for (i = 0; i < l->s; i++) pg[i] = goal[l->lo - l->s + i];
  z = conf_code(l, pg);
  if (t == 0) return small_path(l, a, z, out);
  if (!spend(l, t * (uint64_t)l->nconf * (uint64_t)l->nconf)) return HS_BUDGET;
  back = (unsigned char *)hanoi_alloc(l->mem, (size_t)(t * (uint64_t)l->nconf));
  if (back == NULL) return l->mem->err;
  /* V[c]: the fewest small moves to stand in c at big move `step` */
  for (c = 0; c < l->nconf; c++)
    V[c] = clear_of(l, c, big->mv[1], big->mv[2]) ? DIST(l, a, c) : UINT32_MAX;
  for (step = 1; step < t; step++) {
    const unsigned char *m = big->mv + step * 3;
    unsigned char *bk = back + step * (uint64_t)l->nconf;
    if ((step & 255) == 0 && !spend(l, 0)) {
      hanoi_free(l->mem, back, (size_t)(t * (uint64_t)l->nconf));
      return HS_BUDGET;
    }
    for (c = 0; c < l->nconf; c++) {
      uint32_t best = UINT32_MAX;
      W[c] = UINT32_MAX;
      if (!clear_of(l, c, m[1], m[2])) continue;
      for (v = 0; v < l->nconf; v++)
        if (V[v] != UINT32_MAX && V[v] + DIST(l, v, c) < best) {
          best = V[v] + DIST(l, v, c);
          bk[c] = (unsigned char)v;
        }
      W[c] = best;
    }
    memcpy(V, W, sizeof V);
  }
  {                                      /* the best last arrangement, then back */
    uint32_t best = UINT32_MAX;
    int last = 0;
    unsigned char *at = (unsigned char *)hanoi_alloc(l->mem, (size_t)t);
    if (at == NULL) { hanoi_free(l->mem, back, (size_t)(t * (uint64_t)l->nconf)); return l->mem->err; }
    for (c = 0; c < l->nconf; c++)
      if (V[c] != UINT32_MAX && V[c] + DIST(l, c, z) < best) { best = V[c] + DIST(l, c, z); last = c; }
    at[t - 1] = (unsigned char)last;
    for (step = t - 1; step > 0; step--)
      at[step - 1] = back[step * (uint64_t)l->nconf + at[step]];
    err = small_path(l, a, at[0], out);
    for (step = 0; step < t && err == 0; step++) {
      const unsigned char *m = big->mv + step * 3;
      if (!hanoi_moves_add(out, l->mem, m[0], m[1], m[2])) err = l->mem->err;
      else err = small_path(l, at[step], step + 1 < t ? at[step + 1] : z, out);
    }
    hanoi_free(l->mem, at, (size_t)t);
  }
  hanoi_free(l->mem, back, (size_t)(t * (uint64_t)l->nconf));
  return err;
}

/* the table value of the largest disks lo..n-1 standing on w */
static int skeleton_value(const HHeur *h, int lo, int n, int k, const unsigned char *tmap,
                          const unsigned char *lmap, const unsigned char *w) {
  unsigned char lab[HANOI_MAXN];
  int d;
  if (h->tower) {
    const HTable *t = h->T[n - lo];
    hanoi_canon_labels(n - lo, k, 1, tmap, w + lo, lab, NULL);
    return hanoi_table_get(t, lab);
  }
  {
    uint64_t code = 0;
    for (d = n - 1; d >= lo; d--) code = code * (uint64_t)k + lmap[w[d]];
    return h->G[0].d[code];
  }
}

/* the largest disks lo..n-1 from start to the goal, down the table; among
** equally good moves the first one, or with `rev` the last one, found */
static int skeleton(HMem *mem, const HHeur *h, int lo, int n, int k,
                    const unsigned char *tmap, const unsigned char *lmap,
                    const unsigned char *start, int rev, HMoves *out) {
  unsigned char w[HANOI_MAXN];
  int v;
  memcpy(w, start, (size_t)n);
  v = skeleton_value(h, lo, n, k, tmap, lmap, w);
  if (v == 0xFF) return HS_TOOBIG;
  while (v > 0) {
    int top[HANOI_MAXK], d, f, t, moved = 0;
    for (f = 0; f < k; f++) top[f] = n;
    for (d = n - 1; d >= lo; d--) top[w[d]] = d;
    for (f = 0; f < k && !moved; f++) {
      int ff = rev ? k - 1 - f : f;
      if (top[ff] == n) continue;
      for (t = 0; t < k && !moved; t++) {
        int tt = rev ? k - 1 - t : t;
        if (tt == ff || top[tt] < top[ff]) continue;
        d = top[ff];
        w[d] = (unsigned char)tt;
        if (skeleton_value(h, lo, n, k, tmap, lmap, w) == v - 1) {
          if (!hanoi_moves_add(out, mem, d, ff, tt)) return mem->err;
          moved = 1;
          v--;
        }
        else w[d] = (unsigned char)ff;
      }
    }
    if (!moved) return HS_TOOBIG;        /* not reached: tables are exact */
  }
  return 0;
}

/* ---- choosing among the shortest paths of the largest disks ----
** A beam search down the table: each candidate is a position of the
** largest disks with, for every arrangement c of the next small disks,
** the fewest small moves V[c] to stand in c at the candidate's last big
** move (the dynamic programming of lift_once, run along). The BEAM
** candidates with the least min V go on; the best at the end gives the
** skeleton. */
#define BEAM 24

typedef struct Cand {
  unsigned char w[HANOI_MAXN];
  uint32_t V[MAXCONF];
  uint32_t score;
  int parent;                     /* index in the previous layer */
  unsigned char d, f, t;
} Cand;

static int skeleton_beam(Lift *l, const HHeur *h, int lo, int n, int k,
                         const unsigned char *tmap, const unsigned char *lmap,
                         const unsigned char *start, const unsigned char *goal, HMoves *out) {
  unsigned char pg[HANOI_MAXN];
  Cand *layers;
  int v0, v, a, z, i, c, depth, err = 0, best = 0;
  int nl[256];
  size_t bytes;
  for (i = 0; i < l->s; i++) pg[i] = start[l->lo - l->s + i];
  a = conf_code(l, pg);
  for (i = 0; i < l->s; i++) pg[i] = goal[l->lo - l->s + i];
  z = conf_code(l, pg);
  v0 = skeleton_value(h, lo, n, k, tmap, lmap, start);
  if (v0 == 0xFF) return HS_TOOBIG;
  bytes = (size_t)(v0 + 1) * BEAM * sizeof(Cand);
  layers = (Cand *)hanoi_alloc(l->mem, bytes);
  if (layers == NULL) return l->mem->err;
  memcpy(layers[0].w, start, (size_t)n);
  for (c = 0; c < l->nconf; c++) layers[0].V[c] = DIST(l, a, c);
  layers[0].score = 0;
  layers[0].parent = -1;
  nl[0] = 1;
  for (depth = 0, v = v0; v > 0; depth++, v--) {
    Cand *cur = layers + (size_t)depth * BEAM, *nxt = cur + BEAM;
    int j, cnt = 0;
    for (j = 0; j < nl[depth]; j++) {
      int top[HANOI_MAXK], d, f, t;
      unsigned char w[HANOI_MAXN];
      memcpy(w, cur[j].w, (size_t)n);
      for (f = 0; f < k; f++) top[f] = n;
      for (d = n - 1; d >= lo; d--) top[w[d]] = d;
      for (f = 0; f < k; f++) {
        if (top[f] == n) continue;
        for (t = 0; t < k; t++) {
          Cand x;
          int worst = -1, m;
          if (t == f || top[t] < top[f]) continue;
          d = top[f];
          w[d] = (unsigned char)t;
          if (skeleton_value(h, lo, n, k, tmap, lmap, w) != v - 1) { w[d] = (unsigned char)f; continue; }
          if (!spend(l, (uint64_t)l->nconf * (uint64_t)l->nconf)) { err = HS_BUDGET; goto out; }
          memcpy(x.w, w, (size_t)n);
          w[d] = (unsigned char)f;
          x.score = UINT32_MAX;
          for (c = 0; c < l->nconf; c++) {       /* the small disks off f and t */
            uint32_t b = UINT32_MAX;
            int u;
            if (clear_of(l, c, f, t))
              for (u = 0; u < l->nconf; u++)
                if (cur[j].V[u] != UINT32_MAX && cur[j].V[u] + DIST(l, u, c) < b)
                  b = cur[j].V[u] + DIST(l, u, c);
            x.V[c] = b;
            if (b < x.score) x.score = b;
          }
          x.parent = j; x.d = (unsigned char)d; x.f = (unsigned char)f; x.t = (unsigned char)t;
          for (m = 0; m < cnt; m++)              /* the same position: keep the better */
            if (memcmp(nxt[m].w + lo, x.w + lo, (size_t)(n - lo)) == 0) break;
          if (m < cnt) { if (x.score < nxt[m].score) nxt[m] = x; continue; }
          if (cnt < BEAM) { nxt[cnt++] = x; continue; }
          for (m = 0; m < cnt; m++)
            if (worst < 0 || nxt[m].score > nxt[worst].score) worst = m;
          if (x.score < nxt[worst].score) nxt[worst] = x;
        }
      }
    }
    if (cnt == 0) { err = HS_TOOBIG; break; }    /* not reached: tables are exact */
    nl[depth + 1] = cnt;
  }
out:
  if (err == 0) {
    Cand *last = layers + (size_t)depth * BEAM;
    uint32_t bv = UINT32_MAX;
    int j, dd;
    for (j = 0; j < nl[depth]; j++)
      for (c = 0; c < l->nconf; c++)
        if (last[j].V[c] != UINT32_MAX && last[j].V[c] + DIST(l, c, z) < bv) {
          bv = last[j].V[c] + DIST(l, c, z);
          best = j;
        }
    out->len = 0;                                /* the moves, from the end back */
    for (dd = depth; dd > 0; dd--) {
      Cand *x = layers + (size_t)dd * BEAM + best;
      if (!hanoi_moves_add(out, l->mem, x->d, x->f, x->t)) { err = l->mem->err; break; }
      best = x->parent;
    }
    if (err == 0) {                              /* put them in order */
      uint64_t q;
      for (q = 0; q < out->len / 2; q++) {
        unsigned char tmp[3], *x = out->mv + q * 3, *y = out->mv + (out->len - 1 - q) * 3;
        memcpy(tmp, x, 3); memcpy(x, y, 3); memcpy(y, tmp, 3);
      }
    }
  }
  hanoi_free(l->mem, layers, bytes);
  return err;
}

int hanoi_lift(HMem *mem, HWork *work, const HHeur *h, int n, int k, const unsigned char *map,
               int fixed, const unsigned char *start, const unsigned char *goal,
               int m, int rev, uint64_t maxlen, HMoves *out) {
  unsigned char tmap[HANOI_MAXK], lmap[HANOI_MAXK];
  HMoves cur, next;
  Lift l;
  int lo, p, nextfree = fixed, err;
  if (n == 0) return 0;
  for (p = 0; p < k; p++) {              /* labels as the tables see them */
    tmap[p] = map[p] == 0 ? 0 : 0xFF;
    lmap[p] = map[p] != 0xFF ? map[p] : (unsigned char)nextfree++;
  }
  if (h->tower) {
    if (m <= 0 || m > h->tmax) m = h->tmax;
    if (m == 0) return HS_TOOBIG;
    lo = n > m ? n - m : 0;
  }
  else {
    if (h->ng == 0 || h->G[0].lo + h->G[0].m != n) return HS_TOOBIG;
    lo = h->G[0].lo;
  }
  memset(&cur, 0, sizeof cur);
  memset(&l, 0, sizeof l);
  l.mem = mem;
  l.work = work;
  l.k = k;
  if (lo > 0 && rev) {                   /* the skeleton that suits the next disks */
    int s = 1, conf = k;
    while (s < lo && conf * k <= MAXCONF) { s++; conf *= k; }
    l.s = s; l.nconf = conf; l.lo = lo;
    if ((err = all_pairs(&l)) == 0)
      err = skeleton_beam(&l, h, lo, n, k, tmap, lmap, start, goal, &cur);
  }
  else err = skeleton(mem, h, lo, n, k, tmap, lmap, start, rev, &cur);
  if (err != 0) {
    hanoi_moves_free(&cur, mem);
    hanoi_free(mem, l.dist, (size_t)l.nconf * (size_t)l.nconf);
    return err;
  }
  while (lo > 0) {
    int s = 1, conf = k;
    while (s < lo && conf * k <= MAXCONF) { s++; conf *= k; }
    if (l.dist == NULL || l.s != s) {
      hanoi_free(mem, l.dist, (size_t)l.nconf * (size_t)l.nconf);
      l.dist = NULL;
      l.s = s;
      l.nconf = conf;
      if ((err = all_pairs(&l)) != 0) break;
    }
    l.lo = lo;
    memset(&next, 0, sizeof next);
    err = lift_once(&l, start, goal, &cur, &next);
    hanoi_moves_free(&cur, mem);
    cur = next;
    if (err == 0 && cur.len > maxlen) err = HS_TOOBIG;   /* no better than another plan */
    if (err != 0) break;
    lo -= s;
  }
  hanoi_free(mem, l.dist, (size_t)l.nconf * (size_t)l.nconf);
  if (lo == 0 && err == 0) {
    uint64_t i;
    for (i = 0; i < cur.len && err == 0; i++)
      if (!hanoi_moves_add(out, mem, cur.mv[i * 3], cur.mv[i * 3 + 1], cur.mv[i * 3 + 2]))
        err = mem->err;
  }
  hanoi_moves_free(&cur, mem);
  return err;
}
