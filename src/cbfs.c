/*
** cbfs.c: breadth-first search over canonical positions, on several
** threads (see cbfs.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <string.h>

#include "cbfs.h"

#define EVEN    0x5555555555555555ull
#define CLAIM   64                      /* chunks a thread takes at a time */
#define BATCH   4096                    /* successors gathered before a flush */
/* Depths past it are kept as DEPTH_CAP in the chunk ranges: such chunks
** are scanned at every deeper layer. That is only slower: a position
** of an earlier layer that carries this layer's label (its depth differs
** by a multiple of 3) has no unvisited neighbour, so expanding it again
** finds nothing. */
#define DEPTH_CAP 0xFFFE

uint64_t hanoi_cbfs_bytes(int m, int k, int fixed) {
  HCanon c;
  uint64_t words, chunks;
  hanoi_canon_init(&c, m, k, fixed);
  if (c.count >= (uint64_t)1 << 40) return UINT64_MAX;
  words = CELL_WORDS(c.count);
  chunks = (c.count + 63) >> CBFS_CHUNK_SHIFT;
  return words * 8 + chunks * 4;
}

int hanoi_cbfs_init(HCBfs *b, HMem *mem, int m, int k, int fixed,
                    const unsigned char *start_labels, int nthreads) {
  unsigned char ud[HANOI_MAXN];
  uint64_t r, c;
  int u, i;
  memset(b, 0, sizeof *b);
  hanoi_canon_init(&b->c, m, k, fixed);
  if (b->c.count >= (uint64_t)1 << 40) return HS_TOOBIG;
  b->nwords = CELL_WORDS(b->c.count);
  b->nchunks = (b->c.count + 63) >> CBFS_CHUNK_SHIFT;
  b->cells_bytes = b->nwords * 8;
  b->range_bytes = b->nchunks * 2;
  b->cells = (uint64_t *)hanoi_alloc(mem, (size_t)b->cells_bytes);
  if (b->cells == NULL) return mem->err;
  b->lo = (uint16_t *)hanoi_alloc(mem, (size_t)b->range_bytes);
  b->hi = b->lo ? (uint16_t *)hanoi_alloc(mem, (size_t)b->range_bytes) : NULL;
  if (b->hi == NULL) { int err = mem->err; hanoi_cbfs_free(b, mem); return err; }
  memset(b->cells, 0, (size_t)b->cells_bytes);
  memset(b->lo, 0xFF, (size_t)b->range_bytes);
  memset(b->hi, 0, (size_t)b->range_bytes);
  b->orbit[0] = 1;
  for (i = 1; i <= k - fixed; i++) {
    uint64_t f = (uint64_t)(k - fixed - i + 1);
    b->orbit[i] = b->orbit[i - 1] > UINT64_MAX / f ? UINT64_MAX : b->orbit[i - 1] * f;
  }
  b->nthreads = nthreads < 1 ? 1 : nthreads > CBFS_MAX_THREADS ? CBFS_MAX_THREADS : nthreads;
  r = hanoi_canon_rank(&b->c, start_labels);
  u = hanoi_canon_ud(&b->c, start_labels, ud);
  cell_or(b->cells, r, 1);
  b->start_rank = r;
  c = r >> CBFS_CHUNK_SHIFT;
  b->lo[c] = 0;
  b->hi[c] = 0;
  b->reached = b->last = 1;
  b->wreached = b->wlast = b->orbit[u];
  return 0;
}

void hanoi_cbfs_counting(HCBfs *b) {
  b->counting = 1;
  memset(b->lo, 0, (size_t)b->range_bytes);
  memset(b->hi, 0, (size_t)b->range_bytes);
  b->lo[b->start_rank >> CBFS_CHUNK_SHIFT] = 1;
}

void hanoi_cbfs_free(HCBfs *b, HMem *mem) {
  hanoi_free(mem, b->cells, (size_t)b->cells_bytes);
  hanoi_free(mem, b->lo, (size_t)b->range_bytes);
  hanoi_free(mem, b->hi, (size_t)b->range_bytes);
  b->cells = NULL;
  b->lo = b->hi = NULL;
}

typedef struct Worker {
  HCBfs *b;
  uint64_t found, wfound;
  char pad[64];             /* keeps workers on separate cache lines */
} Worker;

/* labels the unvisited ranks of buf[0..nb-1] for layer L + 1 */
static void flush(HCBfs *b, Worker *w, const uint64_t *buf, const unsigned char *ub,
                  int nb, int L) {
  unsigned nxt = b->counting ? 2u - (unsigned)(L & 1) : (unsigned)((L + 1) % 3) + 1;
  uint16_t dep = (uint16_t)(L + 1 < DEPTH_CAP ? L + 1 : DEPTH_CAP);
  uint16_t *flags = nxt == 1 ? b->lo : b->hi;
  int i;
  if (b->counting)
    for (i = 0; i < nb; i++) {
      uint64_t j = buf[i], *wp = &b->cells[j >> 5], old;
      int sh = (int)(j & 31) * 2;
      uint16_t *fl;
      if ((__atomic_load_n(wp, __ATOMIC_RELAXED) >> sh) & 3) continue;
      old = __atomic_fetch_or(wp, (uint64_t)nxt << sh, __ATOMIC_RELAXED);
      if ((old >> sh) & 3) continue;
      w->found++;
      w->wfound += b->orbit[ub[i]];
      fl = &flags[j >> CBFS_CHUNK_SHIFT];
      if (!__atomic_load_n(fl, __ATOMIC_RELAXED)) __atomic_store_n(fl, 1, __ATOMIC_RELAXED);
    }
  else for (i = 0; i < nb; i++) {
    uint64_t j = buf[i], *wp = &b->cells[j >> 5], old, c;
    int sh = (int)(j & 31) * 2;
    if ((__atomic_load_n(wp, __ATOMIC_RELAXED) >> sh) & 3) continue;
    old = __atomic_fetch_or(wp, (uint64_t)nxt << sh, __ATOMIC_RELAXED);
    if ((old >> sh) & 3) continue;
    w->found++;
    w->wfound += b->orbit[ub[i]];
    c = j >> CBFS_CHUNK_SHIFT;
    if (__atomic_load_n(&b->lo[c], __ATOMIC_RELAXED) == 0xFFFF)
      __atomic_store_n(&b->lo[c], dep, __ATOMIC_RELAXED);
    __atomic_store_n(&b->hi[c], dep, __ATOMIC_RELAXED);
  }
}

/* the next canonical labels in rank order (label 0 is fixed, so the
** disks below a carry all go back to it): amortized O(1) */
static void step(const HCanon *c, unsigned char *lab, unsigned char *ud, int *u) {
  int d = 0, j, uu, F = c->fixed, free = c->k - F;
  while (d < c->m && lab[d] >= F + ud[d] - (ud[d] == free ? 1 : 0)) d++;
  if (d == c->m) return;                  /* past the last rank */
  lab[d]++;
  uu = ud[d] + (lab[d] == F + ud[d]);
  for (j = d - 1; j >= 0; j--) { lab[j] = 0; ud[j] = (unsigned char)uu; }
  *u = uu;
}

/* Counting mode decodes each position of the layer from its rank alone:
** the canonical labels, ud (as hanoi_canon_ud), the disks on each label
** as bit masks, and the free labels used. A digit is at most `fixed + u`,
** so it is found by comparisons, not division. */
static int decode(const HCanon *c, uint64_t r, unsigned char *lab, unsigned char *ud,
                  uint64_t *pm) {
  int d, u = 0, F = c->fixed;
  memset(pm, 0, (size_t)c->k * sizeof *pm);
  for (d = c->m - 1; d >= 0; d--) {
    uint64_t w = c->W[d][u];
    int x = 0, top = F + u, j;
    for (j = 1; j <= top; j++) x += r >= (uint64_t)j * w;   /* no branch to mispredict */
    r -= (uint64_t)x * w;
    lab[d] = (unsigned char)x;
    ud[d] = (unsigned char)u;
    pm[x] |= (uint64_t)1 << d;
    if (x == top) u++;
  }
  return u;
}

/* hanoi_canon_next, with the tops and the lone disks taken from the masks */
static int next_pm(const HCanon *c, uint64_t r, const unsigned char *lab, const unsigned char *ud,
                   int u, const uint64_t *pm, uint64_t *out, unsigned char *uout) {
  unsigned char nl[HANOI_MAXN], map[HANOI_MAXK];
  int top[HANOI_MAXK], m = c->m, k = c->k, F = c->fixed, d, a, b, nout = 0;
  int na = F + u, nb = F + u < k ? F + u + 1 : k;
  for (a = 0; a < nb; a++) top[a] = pm[a] ? hanoi_ctz(pm[a]) : m;
  for (a = 0; a < na; a++) {
    int alone;
    d = top[a];
    if (d == m) continue;
    alone = a >= F && !(pm[a] & (pm[a] - 1));
    for (b = 0; b < nb; b++) {
      if (b == a || top[b] < d) continue;
      if (alone || (b >= F && top[b] == m)) {  /* the labels change: rank anew */
        int p;
        for (p = 0; p < k; p++) map[p] = p < F ? (unsigned char)p : 0xFF;
        memcpy(nl, lab, (size_t)m);
        nl[d] = (unsigned char)b;
        uout[nout] = (unsigned char)(hanoi_canon_labels(m, k, F, map, nl, nl, NULL) - F);
        out[nout++] = hanoi_canon_rank(c, nl);
      }
      else {
        uout[nout] = (unsigned char)u;
        out[nout++] = b > a ? r + (uint64_t)(b - a) * c->W[d][ud[d]]
                            : r - (uint64_t)(a - b) * c->W[d][ud[d]];
      }
    }
  }
  return nout;
}

/* the cells (bits 2c) of a word that carry label lab (1 or 2) */
static uint64_t labelled(uint64_t v, unsigned lab) {
  return (lab == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
}

static void *work(void *arg) {
  Worker *w = (Worker *)arg;
  HCBfs *b = w->b;
  int L = b->layer, nb = 0, Lc = L < DEPTH_CAP ? L : DEPTH_CAP;
  uint64_t cur = (uint64_t)(L % 3 + 1) * EVEN;
  unsigned lab1 = 1u + (unsigned)(L & 1);          /* counting: this layer's label */
  uint16_t *fcur = lab1 == 1 ? b->lo : b->hi;
  static const int room = BATCH - HANOI_MAXK * HANOI_MAXK;
  uint64_t buf[BATCH];
  unsigned char ub[BATCH], lab[HANOI_MAXN], ud[HANOI_MAXN];
  /* counting: once the larger disks use every free label, the q smallest
     disks run through all k^q labellings as plain base-k digits */
  int k = b->c.k, free = k - b->c.fixed, q = 0, o, a;
  uint64_t kq = 1, kpow[8];
  unsigned char dig[64][6];
  while (q < 6 && q < b->c.m && kq * (uint64_t)k <= 64) { kpow[q] = kq; kq *= (uint64_t)k; q++; }
  for (o = 0; o < (int)kq; o++)
    for (a = 0; a < q; a++) dig[o][a] = (unsigned char)((uint64_t)o / kpow[a] % (uint64_t)k);
  for (;;) {
    uint64_t c0, c, end;
    if (b->stop != NULL && *b->stop) { __atomic_store_n(&b->stopped, 1, __ATOMIC_RELAXED); break; }
    c0 = __atomic_fetch_add(&b->next_chunk, CLAIM, __ATOMIC_RELAXED);
    if (c0 >= b->nchunks) break;
    end = c0 + CLAIM < b->nchunks ? c0 + CLAIM : b->nchunks;
    for (c = c0; c < end; c++) {
      uint64_t r, r0 = c << CBFS_CHUNK_SHIFT, rend;
      uint64_t v0, v1, mm;
      int u, two = c * 2 + 1 < b->nwords;
      if (b->counting) {
        if (!__atomic_load_n(&fcur[c], __ATOMIC_RELAXED)) continue;
        __atomic_store_n(&fcur[c], 0, __ATOMIC_RELAXED);
        v0 = labelled(__atomic_load_n(&b->cells[c * 2], __ATOMIC_RELAXED), lab1);
        v1 = two ? labelled(__atomic_load_n(&b->cells[c * 2 + 1], __ATOMIC_RELAXED), lab1) : 0;
      }
      else {
        if (__atomic_load_n(&b->lo[c], __ATOMIC_RELAXED) > Lc ||
            __atomic_load_n(&b->hi[c], __ATOMIC_RELAXED) < Lc) continue;
        v0 = __atomic_load_n(&b->cells[c * 2], __ATOMIC_RELAXED) ^ cur;
        v1 = two ? __atomic_load_n(&b->cells[c * 2 + 1], __ATOMIC_RELAXED) ^ cur : ~(uint64_t)0;
        v0 = ~(v0 | v0 >> 1) & EVEN;         /* the cells of this layer's label */
        v1 = ~(v1 | v1 >> 1) & EVEN;
      }
      if (!(v0 | v1)) continue;
      if (b->counting) {
        uint64_t pm[HANOI_MAXK], pmh[HANOI_MAXK], bits, base = 0, lowmask = ((uint64_t)1 << q) - 1;
        int half, have = 0;
        for (half = 0; half < 2; half++)
          for (bits = half ? v1 : v0; bits; bits &= bits - 1) {
            r = r0 + (uint64_t)(half * 32 + (hanoi_ctz(bits) >> 1));
            if (have && r - base < kq) {   /* only the q smallest disks differ */
              const unsigned char *g = dig[r - base];
              memcpy(pm, pmh, sizeof pm);
              for (a = 0; a < q; a++) { lab[a] = g[a]; pm[g[a]] |= (uint64_t)1 << a; }
              u = free;
            }
            else {
              u = decode(&b->c, r, lab, ud, pm);
              have = q > 0 && ud[q - 1] == free;
              if (have) {                  /* a block of k^q ranks starts at base */
                base = r;
                for (a = 0; a < q; a++) base -= (uint64_t)lab[a] * kpow[a];
                for (a = 0; a < k; a++) pmh[a] = pm[a] & ~lowmask;
              }
            }
            nb += next_pm(&b->c, r, lab, ud, u, pm, buf + nb, ub + nb);
            if (nb > room) { flush(b, w, buf, ub, nb, L); nb = 0; }
          }
        __atomic_fetch_or(&b->cells[c * 2], lab1 == 1 ? v0 << 1 : v0, __ATOMIC_RELAXED);
        if (two) __atomic_fetch_or(&b->cells[c * 2 + 1], lab1 == 1 ? v1 << 1 : v1, __ATOMIC_RELAXED);
        continue;
      }
      rend = r0 + 64 < b->c.count ? r0 + 64 : b->c.count;
      hanoi_canon_unrank(&b->c, r0, lab);
      u = hanoi_canon_ud(&b->c, lab, ud);
      for (r = r0; r < rend; r++) {
        mm = (r - r0) < 32 ? v0 >> (2 * (r - r0)) : v1 >> (2 * (r - r0 - 32));
        if (mm & 1) {
          nb += hanoi_canon_next(&b->c, r, lab, ud, u, buf + nb, ub + nb);
          if (nb > room) { flush(b, w, buf, ub, nb, L); nb = 0; }
        }
        if (r + 1 < rend) step(&b->c, lab, ud, &u);
      }
    }
  }
  flush(b, w, buf, ub, nb, L);
  return NULL;
}

uint64_t hanoi_cbfs_layer(HCBfs *b) {
  Worker w[CBFS_MAX_THREADS];
  pthread_t th[CBFS_MAX_THREADS];
  int started[CBFS_MAX_THREADS], i, nt = b->nthreads;
  uint64_t found = 0, wfound = 0;
  if (b->last < 4096) nt = 1;             /* not worth the threads */
  b->next_chunk = 0;
  for (i = 0; i < nt; i++) { w[i].b = b; w[i].found = w[i].wfound = 0; }
  for (i = 1; i < nt; i++)                /* a thread that fails to start */
    started[i] = pthread_create(&th[i], NULL, work, &w[i]) == 0;  /* leaves its share */
  work(&w[0]);                            /* this thread works too */
  for (i = 1; i < nt; i++)
    if (started[i]) pthread_join(th[i], NULL);
  for (i = 0; i < nt; i++) { found += w[i].found; wfound += w[i].wfound; }
  if (found > 0 && !b->stopped) {
    b->layer++;
    b->last = found;
    b->wlast = wfound;
    b->reached += found;
    b->wreached += wfound;
  }
  return b->stopped ? 0 : found;
}

/* ---- walking back to the start ---- */

int hanoi_cbfs_descend(const HCBfs *b, HMem *mem, const unsigned char *map,
                       const unsigned char *start, HMoves *out) {
  const HCanon *c = &b->c;
  unsigned char w[HANOI_MAXN], lab[HANOI_MAXN], inv[HANOI_MAXK], nl[HANOI_MAXN], lmap[HANOI_MAXK];
  int m = c->m, k = c->k, F = c->fixed, p;
  for (p = 0; p < k; p++) lmap[p] = p < F ? (unsigned char)p : 0xFF;
  memcpy(w, start, (size_t)m);
  for (;;) {
    int top[HANOI_MAXK], used, d, a, bb, moved = 0;
    unsigned here, want;
    used = hanoi_canon_labels(m, k, F, map, w, lab, inv);
    here = cell_get(b->cells, hanoi_canon_rank(c, lab));
    if (here == 0) return HS_UNREACHABLE;
    if (here == 1) {                     /* depth 0 mod 3: the start itself? */
      unsigned char zero[HANOI_MAXN];
      memset(zero, 0, (size_t)m);
      if (memcmp(lab, zero, (size_t)m) == 0 && F == 1) return 0;
    }
    want = (here + 1) % 3 + 1;           /* the label of depth - 1 */
    for (a = 0; a < k; a++) top[a] = m;
    for (d = m - 1; d >= 0; d--) top[lab[d]] = d;
    for (a = 0; a < used && !moved; a++) {
      int nb = used < k ? used + 1 : k;
      d = top[a];
      if (d == m) continue;
      for (bb = 0; bb < nb && !moved; bb++) {
        if (bb == a || top[bb] < d) continue;
        memcpy(nl, lab, (size_t)m);
        nl[d] = (unsigned char)bb;
        hanoi_canon_labels(m, k, F, lmap, nl, nl, NULL);
        if (cell_get(b->cells, hanoi_canon_rank(c, nl)) == want) {
          int from = w[d], to = -1;
          if (bb < used) to = inv[bb];
          else {                           /* the first empty free peg */
            uint32_t busy = 0;
            int e;
            for (e = 0; e < m; e++) busy |= 1u << w[e];
            for (p = 0; p < k && to < 0; p++)
              if (map[p] == 0xFF && !(busy >> p & 1)) to = p;
          }
          if (!hanoi_moves_add(out, mem, d, from, to)) return mem->err;
          w[d] = (unsigned char)to;
          moved = 1;
        }
      }
    }
    if (!moved) return HS_UNREACHABLE;   /* not reached: labels are consistent */
  }
}
