/*
** state_space.c: memory, move lists, position codes, named rule sets and
** canonical positions, shared by the searches (no lua_State here).
*/
#include <string.h>

#include "state_space.h"

/* ---- memory ---- */

int hanoi_grow(HMem *mem, void **a, uint64_t *cap, uint64_t need, size_t size, uint64_t first) {
  uint64_t nc = *cap ? *cap : first;
  void *q;
  if (need <= *cap) return 0;
  while (nc < need) nc *= 2;
  q = hanoi_realloc(mem, *a, (size_t)(*cap * size), (size_t)(nc * size));
  if (q == NULL) return mem->err;
  *a = q;
  *cap = nc;
  return 0;
}

void *hanoi_realloc(HMem *mem, void *p, size_t old, size_t bytes) {
  void *q;
  if (bytes > old && (mem->used - old + bytes > mem->limit ||
                      (uint64_t)bytes > (uint64_t)1 << 46)) {
    mem->want = mem->used - old + bytes;
    mem->err = HS_MEMLIMIT;
    return NULL;
  }
  q = mem->f(mem->ud, p, p ? old : 0, bytes);
  if (q == NULL && bytes > 0) {
    mem->want = mem->used - old + bytes;
    mem->err = HS_NOMEM;
    return NULL;
  }
  mem->used = mem->used - old + bytes;
  return q;
}

void *hanoi_alloc(HMem *mem, size_t bytes) {
  return hanoi_realloc(mem, NULL, 0, bytes);
}

void hanoi_free(HMem *mem, void *p, size_t bytes) {
  if (p == NULL) return;
  mem->f(mem->ud, p, bytes, 0);
  mem->used -= bytes;
}

/* ---- moves ---- */

int hanoi_moves_add(HMoves *ml, HMem *mem, int d, int f, int t) {
  unsigned char *m;
  if (ml->len == ml->cap) {
    uint64_t cap = ml->cap ? ml->cap * 2 : 64;
    unsigned char *nb = (unsigned char *)hanoi_realloc(mem, ml->mv, (size_t)(ml->cap * 3),
                                                       (size_t)(cap * 3));
    if (nb == NULL) return 0;
    ml->mv = nb;
    ml->cap = cap;
  }
  m = ml->mv + ml->len++ * 3;
  m[0] = (unsigned char)d;
  m[1] = (unsigned char)f;
  m[2] = (unsigned char)t;
  return 1;
}

void hanoi_moves_free(HMoves *ml, HMem *mem) {
  hanoi_free(mem, ml->mv, (size_t)(ml->cap * 3));
  ml->mv = NULL;
  ml->len = ml->cap = 0;
}

/* ---- codes ---- */

int hanoi_space(HSpace *sp, int n, int k) {
  int d, b;
  uint64_t v = 1;
  sp->n = n;
  sp->k = k;
  sp->stride = 0;
  for (b = 1; b <= 5; b++) if (k == 1 << b) sp->stride = b;
  for (d = 0; d < n; d++) {
    sp->pow[d] = v;
    if (v > ((uint64_t)1 << 62) / (uint64_t)k) return 0;
    v *= (uint64_t)k;
  }
  sp->size = v;
  return 1;
}

uint64_t hanoi_encode(const HSpace *sp, const unsigned char *where) {
  uint64_t c = 0;
  int d;
  for (d = 0; d < sp->n; d++) c += where[d] * sp->pow[d];
  return c;
}

void hanoi_decode_where(const HSpace *sp, uint64_t code, unsigned char *where) {
  int d;
  for (d = 0; d < sp->n; d++) {
    where[d] = (unsigned char)(code % (uint64_t)sp->k);
    code /= (uint64_t)sp->k;
  }
}

/* ---- rule sets ---- */

void hanoi_rules_finish(HRules *r) {
  int f, t, all = 1;
  r->symmetric = !r->pred;
  for (f = 0; f < r->k; f++)
    for (t = 0; t < r->k; t++) {
      if ((r->allow[f] >> t & 1) != (r->allow[t] >> f & 1)) r->symmetric = 0;
      if (f != t && !(r->allow[f] >> t & 1)) all = 0;
    }
  r->classic = all && !r->pred;
}

/* ---- canonical positions ---- */

void hanoi_canon_init(HCanon *c, int m, int k, int fixed) {
  int i, u, free = k - fixed;
  c->m = m;
  c->k = k;
  c->fixed = fixed;
  for (u = 0; u <= free; u++) c->W[0][u] = 1;
  for (i = 1; i <= m; i++)
    for (u = 0; u <= free; u++) {
      /* a used label (fixed or free) keeps u; a new free label makes u + 1 */
      uint64_t a = c->W[i - 1][u], b = u < free ? c->W[i - 1][u + 1] : 0;
      uint64_t x = (uint64_t)(fixed + u);
      uint64_t v;
      if (a == UINT64_MAX || b == UINT64_MAX || (a && x > (UINT64_MAX >> 1) / a)) v = UINT64_MAX;
      else {
        v = a * x;
        v = v > (UINT64_MAX >> 1) - b ? UINT64_MAX : v + b;
      }
      c->W[i][u] = v;
    }
  c->count = c->W[m][0];
}

uint64_t hanoi_canon_rank(const HCanon *c, const unsigned char *lab) {
  uint64_t r = 0;
  int d, u = 0;
  for (d = c->m - 1; d >= 0; d--) {
    int x = lab[d];
    r += (uint64_t)x * c->W[d][u];       /* d disks are left after this one */
    if (x == c->fixed + u) u++;
  }
  return r;
}

void hanoi_canon_unrank(const HCanon *c, uint64_t r, unsigned char *lab) {
  int d, u = 0;
  for (d = c->m - 1; d >= 0; d--) {
    uint64_t w = c->W[d][u];
    uint64_t x = r / w;
    if (x > (uint64_t)(c->fixed + u)) x = (uint64_t)(c->fixed + u);  /* a new label */
    r -= x * w;
    lab[d] = (unsigned char)x;
    if ((int)x == c->fixed + u) u++;
  }
}

int hanoi_canon_labels(int m, int k, int fixed, const unsigned char *map,
                       const unsigned char *where, unsigned char *lab,
                       unsigned char *inv) {
  unsigned char got[HANOI_MAXK];
  int d, next = fixed, p;
  for (p = 0; p < k; p++) {
    got[p] = map[p];
    if (inv != NULL && map[p] != 0xFF) inv[map[p]] = (unsigned char)p;
  }
  for (d = m - 1; d >= 0; d--) {
    p = where[d];
    if (got[p] == 0xFF) {
      if (inv != NULL) inv[next] = (unsigned char)p;
      got[p] = (unsigned char)next++;
    }
    lab[d] = got[p];
  }
  return next;
}

int hanoi_canon_ud(const HCanon *c, const unsigned char *lab, unsigned char *ud) {
  int d, u = 0;
  for (d = c->m - 1; d >= 0; d--) {
    ud[d] = (unsigned char)u;
    if (lab[d] == c->fixed + u) u++;
  }
  return u;
}

int hanoi_canon_next(const HCanon *c, uint64_t r, const unsigned char *lab,
                     const unsigned char *ud, int u, uint64_t *out, unsigned char *uout) {
  unsigned char cnt[HANOI_MAXK], nl[HANOI_MAXN], map[HANOI_MAXK];
  int top[HANOI_MAXK], m = c->m, k = c->k, F = c->fixed, d, a, b, nout = 0;
  for (a = 0; a < k; a++) { top[a] = m; cnt[a] = 0; map[a] = a < F ? (unsigned char)a : 0xFF; }
  for (d = m - 1; d >= 0; d--) { top[lab[d]] = d; cnt[lab[d]]++; }
  for (a = 0; a < F + u; a++) {
    int nb = F + u < k ? F + u + 1 : k;      /* the first empty free label too */
    d = top[a];
    if (d == m) continue;
    for (b = 0; b < nb; b++) {
      if (b == a || top[b] < d) continue;
      if ((a >= F && cnt[a] == 1) || (b >= F && top[b] == m)) {
        memcpy(nl, lab, (size_t)m);
        nl[d] = (unsigned char)b;
        if (uout != NULL)
          uout[nout] = (unsigned char)(hanoi_canon_labels(m, k, F, map, nl, nl, NULL) - F);
        else hanoi_canon_labels(m, k, F, map, nl, nl, NULL);
        out[nout++] = hanoi_canon_rank(c, nl);
      }
      else {                /* still canonical: only disk d's digit changes */
        if (uout != NULL) uout[nout] = (unsigned char)u;
        out[nout++] = b > a ? r + (uint64_t)(b - a) * c->W[d][ud[d]]
                            : r - (uint64_t)(a - b) * c->W[d][ud[d]];
      }
    }
  }
  return nout;
}
