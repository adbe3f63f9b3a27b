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
  /* blocks of the q smallest disks: k^q <= 32 cells, and larger disks left */
  b->kpow[0] = 1;
  while (b->q < 3 && b->q + 1 < m && b->kpow[b->q] * (uint64_t)k <= 32) {
    b->kpow[b->q + 1] = b->kpow[b->q] * (uint64_t)k;
    b->q++;
  }
  b->kq = (int)b->kpow[b->q];
  for (i = 0; i < b->kq; i++) {
    unsigned char dg[3];
    int j, e, t;
    for (j = 0; j < b->q; j++) {
      dg[j] = (unsigned char)((uint64_t)i / b->kpow[j] % (uint64_t)k);
      b->onany[dg[j]] |= (uint64_t)1 << (2 * i);
    }
    for (j = 0; j < b->q; j++)             /* disk j moves when no smaller one */
      for (t = 0; t < k; t++) {            /* is on its peg or on t */
        int ok = t != dg[j];
        for (e = 0; e < j; e++) if (dg[e] == dg[j] || dg[e] == t) ok = 0;
        if (ok) b->near[i] |= (uint64_t)1 << (2 * (i + (t - dg[j]) * (int)b->kpow[j]));
      }
  }
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

/* One thread's work in a layer. Successors are gathered as (word,
** cells) pairs and labelled in batches: the words are first read with
** plain loads, which the processor overlaps, and only the cells still
** unvisited take an update (an atomic OR when several threads run, a
** plain one on a single thread). The batch lives on the thread's stack. */
typedef struct Worker {
  HCBfs *b;
  int atomic;
  uint64_t found, wfound;
  char pad[64];             /* keeps workers on separate cache lines */
} Worker;

typedef struct Ctx {
  HCBfs *b;
  int atomic;
  unsigned nxt;             /* the label of the next layer's cells */
  uint16_t dep;             /* its depth, capped (depth-mod-3 mode) */
  uint64_t found, wfound;
  int nb;
  uint64_t wi[BATCH], want[BATCH];   /* word, its cells (bits 2c) */
  unsigned char u[BATCH];            /* free labels the cells use */
  /* the block last expanded: its first rank and its larger disks */
  int have;
  uint64_t base;
  unsigned char lab[HANOI_MAXN], ud[HANOI_MAXN];
  uint64_t pm[HANOI_MAXK];
} Ctx;

/* the cells of a pattern (bits 2c): a popcount without the instruction */
static int cells_count(uint64_t x) {
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

/* labels the still unvisited cells of the batch for the next layer */
static void flush(Ctx *w) {
  HCBfs *b = w->b;
  int i, m = 0;
  unsigned nxt = w->nxt;
  if (!w->atomic) m = w->nb;
  else for (i = 0; i < w->nb; i++) {
    uint64_t v = __atomic_load_n(&b->cells[w->wi[i]], __ATOMIC_RELAXED);
    uint64_t x = w->want[i] & ~(v | v >> 1);
    if (x) { w->wi[m] = w->wi[i]; w->want[m] = x; w->u[m] = w->u[i]; m++; }
  }
  for (i = 0; i < m; i++) {
    uint64_t j = w->wi[i], x = w->want[i], old, fresh, c = j >> 1;
    uint64_t pat = (nxt & 1 ? x : 0) | (nxt & 2 ? x << 1 : 0);
    int n;
    if (w->atomic) {
      old = __atomic_fetch_or(&b->cells[j], pat, __ATOMIC_RELAXED);
      fresh = x & ~(old | old >> 1);
    }
    else {
      old = b->cells[j];
      fresh = x & ~(old | old >> 1);
      b->cells[j] = old | (nxt & 1 ? fresh : 0) | (nxt & 2 ? fresh << 1 : 0);
    }
    if (!fresh) continue;
    n = cells_count(fresh);
    w->found += (uint64_t)n;
    w->wfound += (uint64_t)n * b->orbit[w->u[i]];
    if (b->counting) {
      uint16_t *fl = &(nxt == 1 ? b->lo : b->hi)[c];
      if (!__atomic_load_n(fl, __ATOMIC_RELAXED)) __atomic_store_n(fl, 1, __ATOMIC_RELAXED);
    }
    else {
      if (__atomic_load_n(&b->lo[c], __ATOMIC_RELAXED) == 0xFFFF)
        __atomic_store_n(&b->lo[c], w->dep, __ATOMIC_RELAXED);
      if (__atomic_load_n(&b->hi[c], __ATOMIC_RELAXED) != w->dep)
        __atomic_store_n(&b->hi[c], w->dep, __ATOMIC_RELAXED);
    }
  }
  w->nb = 0;
}

static void add(Ctx *w, uint64_t wi, uint64_t want, unsigned u) {
  if (w->nb == BATCH) flush(w);
  w->wi[w->nb] = wi;
  w->want[w->nb] = want;
  w->u[w->nb++] = (unsigned char)u;
}

/* the cells `pat` (bits 2c, c < kq) of the block that starts at rank base */
static void add_block(Ctx *w, uint64_t base, uint64_t pat, unsigned u) {
  int sh = (int)(base & 31) * 2;
  add(w, base >> 5, pat << sh, u);
  if (sh && pat >> (64 - sh)) add(w, (base >> 5) + 1, pat >> (64 - sh), u);
}

/* Decodes a position from its rank alone: the canonical labels, ud (as
** hanoi_canon_ud), the disks on each label as bit masks, and the free
** labels used. A digit is at most `fixed + u`, so it is found by
** comparisons, not division. */
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

/* the canonical successors of one position (hanoi_canon_next, with the
** tops and the lone disks taken from the masks) into the batch */
static void next_one(Ctx *w, uint64_t r, const unsigned char *lab, const unsigned char *ud,
                     int u, const uint64_t *pm) {
  const HCanon *c = &w->b->c;
  unsigned char nl[HANOI_MAXN], map[HANOI_MAXK];
  int top[HANOI_MAXK], m = c->m, k = c->k, F = c->fixed, d, a, bb, p;
  int na = F + u, nb = F + u < k ? F + u + 1 : k;
  for (a = 0; a < nb; a++) top[a] = pm[a] ? hanoi_ctz(pm[a]) : m;
  for (p = 0; p < k; p++) map[p] = p < F ? (unsigned char)p : 0xFF;
  for (a = 0; a < na; a++) {
    int alone;
    d = top[a];
    if (d == m) continue;
    alone = a >= F && !(pm[a] & (pm[a] - 1));
    for (bb = 0; bb < nb; bb++) {
      uint64_t t;
      unsigned uu = (unsigned)u;
      if (bb == a || top[bb] < d) continue;
      if (alone || (bb >= F && top[bb] == m)) {  /* the labels change: rank anew */
        memcpy(nl, lab, (size_t)m);
        nl[d] = (unsigned char)bb;
        uu = (unsigned)(hanoi_canon_labels(m, k, F, map, nl, nl, NULL) - F);
        t = hanoi_canon_rank(c, nl);
      }
      else t = bb > a ? r + (uint64_t)(bb - a) * c->W[d][ud[d]]
                      : r - (uint64_t)(a - bb) * c->W[d][ud[d]];
      add(w, t >> 5, (uint64_t)1 << ((t & 31) * 2), uu);
    }
  }
}

/* Cells of a block whose larger disks use every free label weigh
** orbit[free]; when they use all but one, the cells where a small disk is
** on the last label weigh orbit[free], the others orbit[free - 1]. */
static void add_cells(Ctx *w, uint64_t base, uint64_t pat, int up) {
  const HCBfs *b = w->b;
  int free = b->c.k - b->c.fixed;
  uint64_t on = b->onany[b->c.k - 1];
  if (up == free) add_block(w, base, pat, (unsigned)free);
  else {
    if (pat & on) add_block(w, base, pat & on, (unsigned)free);
    if (pat & ~on) add_block(w, base, pat & ~on, (unsigned)(free - 1));
  }
}

/* Expands the cells S (bits 2c) of the block at rank `base`, whose
** larger disks (pm, ud, lab from q on) use up = free or free - 1 free
** labels: the q small disks are then plain base-k digits (W[j][u] = k^j
** for u >= free - 1). Moves of the small disks stay in the block (a table
** per cell). A move of a larger disk d from label a to b is legal in the
** cells where no small disk is on a or b; unless d is alone on a free
** label or b is a free label the larger disks leave empty, it keeps the
** labels and takes those cells to the same offsets of the block
** (b - a) W[d][ud[d]] ranks away. Otherwise each cell is ranked anew. */
static void block(Ctx *w, uint64_t base, uint64_t S, const unsigned char *lab,
                  const unsigned char *ud, const uint64_t *pmh, int up) {
  const HCBfs *b = w->b;
  const HCanon *c = &b->c;
  int k = c->k, F = c->fixed, q = b->q, free = k - F, d, a, bb;
  uint64_t R = 0, x;
  for (x = S; x; x &= x - 1) R |= b->near[hanoi_ctz(x) >> 1];
  if (R) add_cells(w, base, R, up);
  for (a = 0; a < k; a++) {
    int alone;
    uint64_t wd;
    if (!pmh[a]) continue;
    d = hanoi_ctz(pmh[a]);
    alone = a >= F && !(pmh[a] & (pmh[a] - 1));
    wd = c->W[d][ud[d]];
    for (bb = 0; bb < k; bb++) {
      uint64_t src;
      if (bb == a || (pmh[bb] && hanoi_ctz(pmh[bb]) < d)) continue;
      src = S & ~(b->onany[a] | b->onany[bb]);
      if (!src) continue;
      if (!alone && (bb < F || pmh[bb]))
        add_cells(w, bb > a ? base + (uint64_t)(bb - a) * wd : base - (uint64_t)(a - bb) * wd,
                  src, up);
      else if (up == free) {
        /* Label a empties (no small disk is on it in these cells): the
           free labels after it move down one, and the small disks keep
           plain digits (the larger disks use all free labels but one). */
        unsigned char nl[HANOI_MAXN];
        uint64_t rp;
        int j, e;
        memset(nl, 0, (size_t)q);
        for (e = q; e < c->m; e++) nl[e] = (unsigned char)(lab[e] > a ? lab[e] - 1 : lab[e]);
        nl[d] = (unsigned char)(bb > a ? bb - 1 : bb);
        rp = hanoi_canon_rank(c, nl);
        for (; src; src &= src - 1) {
          uint64_t cell = (uint64_t)(hanoi_ctz(src) >> 1), r = rp;
          for (j = 0; j < q; j++) {
            uint64_t y = cell / b->kpow[j] % (uint64_t)k;
            r += (y > (uint64_t)a ? y - 1 : y) * b->kpow[j];
          }
          add(w, r >> 5, (uint64_t)1 << ((r & 31) * 2), (unsigned)(free - 1));
        }
      }
      else {                                 /* each cell canonical anew */
        unsigned char nl[HANOI_MAXN], map[HANOI_MAXK];
        int j, p;
        for (p = 0; p < k; p++) map[p] = p < F ? (unsigned char)p : 0xFF;
        for (; src; src &= src - 1) {
          uint64_t cell = (uint64_t)(hanoi_ctz(src) >> 1), r;
          unsigned uu;
          memcpy(nl, lab, (size_t)c->m);
          for (j = 0; j < q; j++) nl[j] = (unsigned char)(cell / b->kpow[j] % (uint64_t)k);
          nl[d] = (unsigned char)bb;
          uu = (unsigned)(hanoi_canon_labels(c->m, k, F, map, nl, nl, NULL) - F);
          r = hanoi_canon_rank(c, nl);
          add(w, r >> 5, (uint64_t)1 << ((r & 31) * 2), uu);
        }
      }
    }
  }
}

/* the cells (bits 2c) of a word that carry label lab (1 or 2) */
static uint64_t labelled(uint64_t v, unsigned lab) {
  return (lab == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
}

/* Moves the block state of w on by j blocks: j is added to the digits
** of disks q.. as a base-k number. 0 when a carry reaches a disk whose
** digit is not plain (the larger disks before it use fewer than free - 1
** free labels). A plain digit may take or leave the last free label:
** ud then changes between free - 1 and free below it, which changes no
** W (W[j][free - 1] = W[j][free] = k^j), so ud is left as it was. */
static int advance(Ctx *w, uint64_t j) {
  const HCBfs *b = w->b;
  int e = b->q, k = b->c.k, free = k - b->c.fixed;
  while (j) {
    uint64_t x;
    if (e >= b->c.m || w->ud[e] + 1 < free) return 0;
    x = w->lab[e] + j % (uint64_t)k;
    j /= (uint64_t)k;
    if (x >= (uint64_t)k) { x -= (uint64_t)k; j++; }
    if (x != w->lab[e]) {
      w->pm[w->lab[e]] &= ~((uint64_t)1 << e);
      w->pm[x] |= (uint64_t)1 << e;
      w->lab[e] = (unsigned char)x;
    }
    e++;
  }
  return 1;
}

/* Expands the cells of chunk c that belong to the layer: fw[1] and
** fw[2] (bits 2c) for its two words, fw[0] and fw[3] zero. A block may
** reach into the neighbouring chunks: only its cells of this chunk are
** taken here. Ranks come in increasing order, so the larger disks of the
** next block are mostly found from those of the last one (an odometer
** on plain digits) rather than decoded from the rank. */
static void chunk(Ctx *w, uint64_t c, uint64_t *fw) {
  HCBfs *b = w->b;
  int q = b->q, free = b->c.k - b->c.fixed, a;
  uint64_t r0 = c << CBFS_CHUNK_SHIFT, kq = (uint64_t)b->kq;
  uint64_t bmask = kq == 32 ? ~(uint64_t)0 : ((uint64_t)1 << (2 * kq)) - 1;
  while (fw[1] | fw[2]) {
    int i = fw[1] ? 1 : 2, p, sh;
    uint64_t r = r0 + (uint64_t)((i - 1) * 32 + (hanoi_ctz(fw[i]) >> 1)), S;
    if (!w->have || r < w->base ||
        (r - w->base >= kq && !advance(w, (r - w->base) / kq))) {
      unsigned char lab[HANOI_MAXN], ud[HANOI_MAXN];
      uint64_t pm[HANOI_MAXK], off = 0;
      int u = decode(&b->c, r, lab, ud, pm);
      if (q == 0 || ud[q - 1] + 1 < free) {  /* not in a block: one position */
        w->have = 0;
        fw[i] &= fw[i] - 1;
        next_one(w, r, lab, ud, u, pm);
        continue;
      }
      for (a = 0; a < q; a++) off += lab[a] * b->kpow[a];
      w->have = 1;
      w->base = r - off;
      memcpy(w->lab, lab, (size_t)b->c.m);
      memcpy(w->ud, ud, (size_t)b->c.m);
      for (a = 0; a < b->c.k; a++) w->pm[a] = pm[a] & ~(((uint64_t)1 << q) - 1);
    }
    else w->base += (r - w->base) / kq * kq;
    p = 64 + 2 * (int)((int64_t)w->base - (int64_t)r0);   /* bit of the block in fw */
    i = p >> 6;
    sh = p & 63;
    S = fw[i] >> sh;
    if (sh) S |= fw[i + 1] << (64 - sh);
    S &= bmask;
    fw[i] &= ~(bmask << sh);
    if (sh) fw[i + 1] &= ~(bmask >> (64 - sh));
    for (a = b->c.fixed, p = 0; a < b->c.k; a++) p += w->pm[a] != 0;
    block(w, w->base, S, w->lab, w->ud, w->pm, p);   /* p: free labels the larger disks use */
  }
}

static void *work(void *arg) {
  Worker *wk = (Worker *)arg;
  HCBfs *b = wk->b;
  Ctx ctx, *w = &ctx;
  int L = b->layer, Lc = L < DEPTH_CAP ? L : DEPTH_CAP;
  uint64_t cur = (uint64_t)(L % 3 + 1) * EVEN;
  unsigned lab1 = 1u + (unsigned)(L & 1);          /* counting: this layer's label */
  uint16_t *fcur = lab1 == 1 ? b->lo : b->hi;
  w->nxt = b->counting ? 2u - (unsigned)(L & 1) : (unsigned)((L + 1) % 3) + 1;
  w->dep = (uint16_t)(L + 1 < DEPTH_CAP ? L + 1 : DEPTH_CAP);
  w->b = b;
  w->atomic = wk->atomic;
  w->found = w->wfound = 0;
  w->nb = 0;
  w->have = 0;
  for (;;) {
    uint64_t c0, c, end;
    if (b->stop != NULL && *b->stop) { __atomic_store_n(&b->stopped, 1, __ATOMIC_RELAXED); break; }
    c0 = __atomic_fetch_add(&b->next_chunk, CLAIM, __ATOMIC_RELAXED);
    if (c0 >= b->nchunks) break;
    end = c0 + CLAIM < b->nchunks ? c0 + CLAIM : b->nchunks;
    for (c = c0; c < end; c++) {
      uint64_t v0, v1, fw[4];
      int two = c * 2 + 1 < b->nwords;
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
      fw[0] = fw[3] = 0;
      fw[1] = v0;
      fw[2] = v1;
      chunk(w, c, fw);
      if (b->counting) {                     /* this layer's cells are done */
        if (w->atomic) {
          __atomic_fetch_or(&b->cells[c * 2], lab1 == 1 ? v0 << 1 : v0, __ATOMIC_RELAXED);
          if (two) __atomic_fetch_or(&b->cells[c * 2 + 1], lab1 == 1 ? v1 << 1 : v1, __ATOMIC_RELAXED);
        }
        else {
          b->cells[c * 2] |= lab1 == 1 ? v0 << 1 : v0;
          if (two) b->cells[c * 2 + 1] |= lab1 == 1 ? v1 << 1 : v1;
        }
      }
    }
  }
  flush(w);
  wk->found = w->found;
  wk->wfound = w->wfound;
  return NULL;
}

uint64_t hanoi_cbfs_layer(HCBfs *b) {
  Worker w[CBFS_MAX_THREADS];
  pthread_t th[CBFS_MAX_THREADS];
  int started[CBFS_MAX_THREADS], i, nt = b->nthreads;
  uint64_t found = 0, wfound = 0;
  if (b->last < 4096) nt = 1;             /* not worth the threads */
  b->next_chunk = 0;
  for (i = 0; i < nt; i++) {
    w[i].b = b;
    w[i].atomic = nt > 1;
    w[i].found = w[i].wfound = 0;
  }
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
