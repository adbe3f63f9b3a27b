/*
** pattern_db.c: pattern databases and heuristics for k > 3 pegs under the
** classic rules (see pattern_db.h). Additive pattern databases after Felner,
** Korf & Hanan, "Additive pattern database heuristics" (JAIR 22, 2004);
** the tables are over canonical positions (pegs that play the same role
** are interchangeable, as in Korf & Felner, IJCAI 2007) and are built by
** the two-bit breadth-first search of canonical_bfs.c, one layer at a time.
*/
#include <string.h>

#include "pattern_db.h"
#include "canonical_bfs.h"

/* ---- tables ---- */

#define EVEN 0x5555555555555555ull

static int fixed_of(int kind) { return kind == HT_TOWER ? 1 : 2; }

uint64_t hanoi_table_size(int m, int k, int kind) {
  HCanon c;
  hanoi_canon_init(&c, m, k, fixed_of(kind));
  return c.count >= (uint64_t)1 << 31 ? UINT64_MAX : c.count;
}

int hanoi_table_init(HTable *t, HMem *mem, int m, int k, int kind) {
  HCBfs *b;
  unsigned char lab[HANOI_MAXN];
  int st, j;
  memset(t, 0, sizeof *t);
  t->m = m; t->k = k; t->kind = kind;
  hanoi_canon_init(&t->canon, m, k, fixed_of(kind));
  if (t->canon.count >= (uint64_t)1 << 31) return HS_TOOBIG;
  b = (HCBfs *)hanoi_alloc(mem, sizeof(HCBfs));
  if (b == NULL) return mem->err;
  /* the first goal: every disk on label 0 (a tower) or on label 2 */
  memset(lab, kind == HT_TOWER ? 0 : 2, (size_t)m);
  if ((st = hanoi_cbfs_init(b, mem, m, k, fixed_of(kind), lab, 1)) != 0) {
    hanoi_free(mem, b, sizeof(HCBfs));
    return st;
  }
  t->pc = b->pc;
  t->q = b->q;
  t->kq = b->kq;
  for (j = 0; j < 4; j++) t->kpow[j] = b->kpow[j];
  t->bytes = b->ncells;
  t->d = (unsigned char *)hanoi_alloc(mem, (size_t)t->bytes);
  if (t->d == NULL) {
    st = mem->err;
    hanoi_cbfs_free(b, mem);
    hanoi_free(mem, b, sizeof(HCBfs));
    return st;
  }
  memset(t->d, 0xFF, (size_t)t->bytes);
  t->d[hanoi_cbfs_cell(b, lab)] = 0;
  if (kind == HT_CLEAR) {               /* every position off labels 0 and 1 */
    HCanon free;
    uint64_t r;
    int d;
    hanoi_canon_init(&free, m, k - 2, 0);
    for (r = 1; r < free.count; r++) {
      hanoi_canon_unrank(&free, r, lab);
      for (d = 0; d < m; d++) lab[d] = (unsigned char)(lab[d] + 2);
      hanoi_cbfs_seed(b, lab);
      t->d[hanoi_cbfs_cell(b, lab)] = 0;
    }
  }
  t->bfs = b;
  return 0;
}

/* the cells a layer labelled: those of the groups it reached, with its
** label and no distance yet (older cells with the same label have one) */
static void take_layer(HTable *t) {
  const HCBfs *b = t->bfs;
  uint64_t g, gcells = (uint64_t)b->kq * (uint64_t)b->G;
  unsigned depth = (unsigned)b->layer, label = depth % 3 + 1;
  for (g = 0; g < b->ngroups; g++) {
    uint64_t c0, c1, w;
    if (b->hi[g] != depth) continue;
    c0 = g * gcells;
    c1 = c0 + gcells < b->ncells ? c0 + gcells : b->ncells;
    for (w = c0 >> 5; w <= (c1 - 1) >> 5; w++) {
      uint64_t v = b->cells[w] ^ ((uint64_t)label * EVEN), x = ~(v | v >> 1) & EVEN;
      while (x) {
        uint64_t c = w * 32 + (uint64_t)(hanoi_ctz(x) >> 1);
        x &= x - 1;
        if (c >= c0 && c < c1 && t->d[c] == 0xFF) t->d[c] = (unsigned char)depth;
      }
    }
  }
}

static void drop_bfs(HTable *t, HMem *mem) {
  if (t->bfs == NULL) return;
  hanoi_cbfs_free(t->bfs, mem);
  hanoi_free(mem, t->bfs, sizeof(HCBfs));
  t->bfs = NULL;
}

int hanoi_table_build(HTable *t, HMem *mem) {
  if (t->built) return HS_DONE;
  if (t->bfs == NULL) return HS_TOOBIG;   /* not reached: init sets it up */
  if (hanoi_cbfs_layer(t->bfs) > 0) {
    if (t->bfs->layer > 254) return HS_TOOBIG;
    take_layer(t);
    return HS_PAUSE;
  }
  if (t->bfs->stopped) return HS_PAUSE;   /* the caller stops: the table is unfinished */
  drop_bfs(t, mem);
  t->built = 1;
  return HS_DONE;
}

void hanoi_table_loaded(HTable *t, HMem *mem) {
  drop_bfs(t, mem);
  t->built = 1;
}

void hanoi_table_free(HTable *t, HMem *mem) {
  drop_bfs(t, mem);
  hanoi_free(mem, t->d, (size_t)t->bytes);
  t->d = NULL;
}

/* ---- goal tables (a goal position) ---- */

int hanoi_goaltab_build(HGoalTab *g, HMem *mem, int k, const unsigned char *goal) {
  HSpace sp;
  uint32_t *q;
  uint64_t qh = 0, qt = 0, start;
  unsigned char w[HANOI_MAXN];
  int d;
  if (!hanoi_space(&sp, g->m, k) || sp.size > ((uint64_t)1 << 31)) return HS_TOOBIG;
  g->size = sp.size;
  g->d = (unsigned char *)hanoi_alloc(mem, (size_t)sp.size);
  if (g->d == NULL) return mem->err;
  q = (uint32_t *)hanoi_alloc(mem, (size_t)(sp.size * 4));
  if (q == NULL) { hanoi_goaltab_free(g, mem); return mem->err; }
  memset(g->d, 0xFF, (size_t)sp.size);
  start = hanoi_encode(&sp, goal + g->lo);
  g->d[start] = 0;
  q[qt++] = (uint32_t)start;
  while (qh < qt) {                      /* every move can be undone */
    uint64_t i = q[qh++];
    int top[HANOI_MAXK], f, t;
    hanoi_decode_where(&sp, i, w);
    for (f = 0; f < k; f++) top[f] = g->m;
    for (d = g->m - 1; d >= 0; d--) top[w[d]] = d;
    for (f = 0; f < k; f++) {
      if (top[f] == g->m) continue;
      for (t = 0; t < k; t++) {
        uint64_t j;
        if (t == f || top[t] < top[f]) continue;
        j = i + sp.pow[top[f]] * (uint64_t)t - sp.pow[top[f]] * (uint64_t)f;
        if (g->d[j] == 0xFF) {
          g->d[j] = (unsigned char)(g->d[i] + 1 > 254 ? 254 : g->d[i] + 1);
          q[qt++] = (uint32_t)j;
        }
      }
    }
  }
  hanoi_free(mem, q, (size_t)(sp.size * 4));
  return 0;
}

void hanoi_goaltab_free(HGoalTab *g, HMem *mem) {
  hanoi_free(mem, g->d, (size_t)g->size);
  g->d = NULL;
}

/* ---- heuristics ---- */

static const unsigned char TOWERMAP[HANOI_MAXK] = {
  0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
};

/* the tower-table distance of the disks listed in ds[0..c-1] (increasing) */
static int tower_group(const HHeur *h, const unsigned char *lab, const unsigned char *ds, int c) {
  unsigned char w[HANOI_MAXN], cl[HANOI_MAXN];
  int i;
  if (c == 0) return 0;
  for (i = 0; i < c; i++) w[i] = lab[ds[i]];
  hanoi_canon_labels(c, h->k, 1, TOWERMAP, w, cl, NULL);
  return hanoi_table_get(h->T[c], cl);
}

/* additive tower tables over disks 0..D, the largest group sliding */
static int tower_bound(const HHeur *h, const unsigned char *lab, int D) {
  unsigned char ds[HANOI_MAXN], rest[HANOI_MAXN];
  int all = D + 1, m = h->tmax, best = 0, lo, i;
  if (m == 0) return 0;
  if (all <= m) {
    for (i = 0; i < all; i++) ds[i] = (unsigned char)i;
    return tower_group(h, lab, ds, all);
  }
  /* windows of m disks: at the top, halfway and at the bottom */
  {
    int starts[3], ns = 0, w;
    starts[ns++] = all - m;
    if ((all - m) / 2 != all - m && (all - m) / 2 != 0) starts[ns++] = (all - m) / 2;
    starts[ns++] = 0;
    for (w = 0; w < ns; w++) {
      int v, c = 0, hi;
      lo = starts[w];
      for (i = 0; i < m; i++) ds[i] = (unsigned char)(lo + i);
      v = tower_group(h, lab, ds, m);
      for (i = 0; i < all; i++) if (i < lo || i >= lo + m) rest[c++] = (unsigned char)i;
      for (hi = c; hi > 0; hi -= m) {       /* the rest in groups from the top */
        int g = hi > m ? m : hi;
        v += tower_group(h, lab, rest + hi - g, g);
      }
      if (v > best) best = v;
    }
  }
  return best;
}

/* additive clearance tables: disks 0..D-1 off labels a and b */
static int clear_bound(const HHeur *h, const unsigned char *lab, int D, int a, int b) {
  unsigned char map[HANOI_MAXK], cl[HANOI_MAXN];
  int v = 0, hi, p, m = h->cmax;
  for (p = 0; p < h->k; p++) map[p] = 0xFF;
  map[a] = 0; map[b] = 1;
  for (hi = D; hi > 0; hi -= m) {
    int g = hi > m ? m : hi;
    hanoi_canon_labels(g, h->k, 2, map, lab + hi - g, cl, NULL);
    v += hanoi_table_get(h->C[g], cl);
  }
  return v;
}

/* M[j]: a lower bound on the moves that make a tower of j disks on the
** goal peg from a position that keeps two pegs (the goal and one more)
** free of them; exact from the tower tables, additive beyond */
void hanoi_heur_finish(HHeur *h) {
  int j, d;
  h->M[0] = 0;
  for (j = 1; j <= h->n; j++) {
    h->M[j] = -1;
    if (j <= h->tmax) {
      HCanon free;
      unsigned char lab[HANOI_MAXN];
      uint64_t r;
      int best = 0xFF;
      hanoi_canon_init(&free, j, h->k - 2, 0);
      for (r = 0; r < free.count; r++) {
        hanoi_canon_unrank(&free, r, lab);
        for (d = 0; d < j; d++) lab[d] = (unsigned char)(lab[d] + 1);
        d = hanoi_table_get(h->T[j], lab);
        if (d < best) best = d;
      }
      h->M[j] = best;
    }
    else if (h->tmax > 0) h->M[j] = h->M[h->tmax] + h->M[j - h->tmax];
    else h->M[j] = 0;
  }
}

/* the free-pegs bound for a tower goal: disks 0..D are out of place */
static int free_bound_tower(const unsigned char *lab, int D) {
  uint32_t below = 0;     /* labels holding a larger out-of-place disk */
  int d, v = 0;
  for (d = D; d >= 0; d--) {
    int p = lab[d];
    v += (p == 0 || (below >> p & 1)) ? 2 : 1;
    below |= 1u << p;
  }
  return v;
}

/* the free-pegs bound for a goal position */
static int free_bound_goal(const unsigned char *lab, const unsigned char *goal, int n) {
  uint32_t bad = 0;       /* labels where a larger disk is not settled */
  uint32_t below[HANOI_MAXK];   /* per label: goals of larger unsettled disks on it */
  int d, v = 0;
  memset(below, 0, sizeof below);
  for (d = n - 1; d >= 0; d--) {
    int c = lab[d], g = goal[d];
    if (c == g && !(bad >> c & 1)) continue;               /* settled */
    if (c == g || (below[c] >> g & 1)) v += 2;
    else v += 1;
    bad |= 1u << c | 1u << g;
    below[c] |= 1u << g;
  }
  return v;
}

int hanoi_heur(const HHeur *h, const unsigned char *lab) {
  int D, best, v, i;
  if (!h->tower) {
    best = free_bound_goal(lab, h->goal, h->n);
    for (v = 0, i = 0; i < h->ng; i++) {
      const HGoalTab *g = &h->G[i];
      uint64_t code = 0;
      int d;
      for (d = g->lo + g->m - 1; d >= g->lo; d--) code = code * (uint64_t)h->k + lab[d];
      v += g->d[code];
    }
    return v > best ? v : best;
  }
  for (D = h->n - 1; D >= 0 && lab[D] == 0; D--) ;
  if (D < 0) return 0;
  best = free_bound_tower(lab, D);
  v = tower_bound(h, lab, D);
  if (v > best) best = v;
  if (h->cmax > 0 && D > 0) {             /* the clearance bound */
    int p = lab[D], r, once, twice = 0x7FFFFFFF, used = 0;
    for (i = 0; i < h->n; i++) if (lab[i] > used) used = lab[i];
    once = clear_bound(h, lab, D, p, 0) + 1;
    for (r = 1; r < h->k; r++) {
      if (r == p || r > used + 1) continue;   /* the empty free labels are alike */
      v = clear_bound(h, lab, D, p, r) + 2;
      if (v < twice) twice = v;
    }
    v = (once < twice ? once : twice) + h->M[D];
    if (v > best) best = v;
  }
  return best;
}
