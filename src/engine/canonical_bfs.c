/*
** canonical_bfs.c: Korf's two-bit breadth-first search over canonical
** positions (pegs that play the same role are interchangeable), a block
** of the small disks' labellings at a time, on several threads (see
** canonical_bfs.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <string.h>

#include "canonical_bfs.h"

#define EVEN    0x5555555555555555ull
#define CLAIM   16                      /* groups a thread takes at a time, at least */
#define BATCH   4096                    /* cell words gathered before a flush */
#define SPILL   1024                    /* successors outside a window, before a spill */
/* Depths past it are kept as DEPTH_CAP in the group ranges: such groups
** are scanned at every deeper layer. That is only slower: a position
** of an earlier layer that carries this layer's label (its depth differs
** by a multiple of 3) has no unvisited neighbour, so expanding it again
** finds nothing. */
#define DEPTH_CAP 0xFFFE

/* small disks: the most with k^q <= 64 (and q <= m) */
static int small_disks(int m, int k, uint64_t *kq) {
  int q = 0;
  *kq = 1;
  while (q < 3 && q < m && *kq * (uint64_t)k <= 64) { *kq *= (uint64_t)k; q++; }
  return q;
}

/* the cells and groups of the table of m disks, as doubles (any m) */
static double table_d(int m, int k, int fixed, double *groups) {
  double W[HANOI_MAXK + 2], V[HANOI_MAXK + 2];
  uint64_t kq;
  int i, u, fr = k - fixed, q = small_disks(m, k, &kq), G = (int)((64 + kq - 1) / kq);
  for (u = 0; u <= fr; u++) W[u] = 1;
  for (i = 1; i <= m - q; i++) {
    for (u = 0; u <= fr; u++) V[u] = W[u] * (fixed + u) + (u < fr ? W[u + 1] : 0);
    memcpy(W, V, sizeof W);
  }
  *groups = (W[0] + G - 1) / G;
  return W[0] * (double)kq;
}

double hanoi_cbfs_bytes_d(int m, int k, int fixed) {
  double groups, cells = table_d(m, k, fixed, &groups);
  return 8 * ((cells + 31) / 32) + 4 * groups + 4 * ceil(groups / 64);
}

double hanoi_cbfs_counting_bytes_d(int m, int k, int fixed) {
  double groups, cells = table_d(m, k, fixed, &groups);
  return 8 * ceil(cells / 32) + 16 * ceil(groups / 64);
}

uint64_t hanoi_cbfs_bytes(int m, int k, int fixed) {
  HCanon c;
  uint64_t kq, cells, blocks, G;
  int q = small_disks(m, k, &kq);
  hanoi_canon_init(&c, m - q, k, fixed);
  if (c.count >= CBFS_MAX_CELLS / kq) return UINT64_MAX;
  blocks = c.count;
  cells = blocks * kq;
  G = (64 + kq - 1) / kq;
  return CELL_WORDS(cells) * 8 + (blocks + G - 1) / G * 4 + ((blocks + G - 1) / G + 63) / 64 * 4;
}

uint64_t hanoi_cbfs_cell(const HCBfs *b, const unsigned char *lab) {
  uint64_t s = 0;
  int j;
  for (j = 0; j < b->q; j++) s += lab[j] * b->kpow[j];
  return hanoi_canon_rank(&b->pc, lab + b->q) * (uint64_t)b->kq + s;
}

/* the search's shape and tables: everything but the cells */
static int setup(HCBfs *b, int m, int k, int fixed, int nthreads, uint64_t max_cells) {
  uint64_t kq;
  int i, free = k - fixed;
  memset(b, 0, sizeof *b);
  hanoi_canon_init(&b->c, m, k, fixed);
  b->q = small_disks(m, k, &kq);
  b->kq = (int)kq;
  b->G = (int)((64 + kq - 1) / kq);
  hanoi_canon_init(&b->pc, m - b->q, k, fixed);
  if (b->pc.count >= max_cells / kq) return HS_TOOBIG;
  b->orbit[0] = 1;
  for (i = 1; i <= free; i++) {
    uint64_t f = (uint64_t)(free - i + 1);
    b->orbit[i] = b->orbit[i - 1] > UINT64_MAX / f ? UINT64_MAX : b->orbit[i - 1] * f;
  }
  b->nthreads = nthreads < 1 ? 1 : nthreads > CBFS_MAX_THREADS ? CBFS_MAX_THREADS : nthreads;
  b->kpow[0] = 1;
  for (i = 1; i <= b->q; i++) b->kpow[i] = b->kpow[i - 1] * (uint64_t)k;
  for (i = 0; i < b->kq; i++) {           /* the tables of a full block */
    unsigned char dg[3];
    int j, e, t;
    for (j = 0; j < b->q; j++) {
      dg[j] = (unsigned char)((uint64_t)i / b->kpow[j] % (uint64_t)k);
      b->onany[dg[j]][i >> 5] |= (uint64_t)1 << (2 * (i & 31));
    }
    for (j = 0; j < b->q; j++)             /* disk j moves when no smaller one */
      for (t = 0; t < k; t++) {            /* is on its peg or on t */
        int ok = t != dg[j], c;
        for (e = 0; e < j; e++) if (dg[e] == dg[j] || dg[e] == t) ok = 0;
        if (!ok) continue;
        c = i + (t - dg[j]) * (int)b->kpow[j];
        b->near[i][c >> 5] |= (uint64_t)1 << (2 * (c & 31));
      }
    for (t = 0; t < k; t++) {
      int c = 0;
      for (j = 0; j < b->q; j++) c += (dg[j] > t ? dg[j] - 1 : dg[j]) * (int)b->kpow[j];
      b->shrink[t][i] = (unsigned char)c;
    }
  }
  return 0;
}

/* the table (or window) holds nblk blocks */
static void shape(HCBfs *b, uint64_t nblk) {
  b->nblocks = nblk;
  b->ncells = nblk * (uint64_t)b->kq;
  b->nwords = CELL_WORDS(b->ncells);
  b->ngroups = (nblk + (uint64_t)b->G - 1) / (uint64_t)b->G;
}

/* the start, labelled 1: the first layer */
static void start(HCBfs *b, const unsigned char *start_labels) {
  uint64_t g;
  int i, u, m = b->c.m, fixed = b->c.fixed;
  b->start_cell = hanoi_cbfs_cell(b, start_labels);
  for (i = 0, u = 0; i < m; i++)
    if (start_labels[i] >= fixed && start_labels[i] - fixed + 1 > u) u = start_labels[i] - fixed + 1;
  cell_or(b->cells, b->start_cell, 1);
  g = b->start_cell / (uint64_t)b->kq / (uint64_t)b->G;
  if (b->counting) b->flag[0][g >> 6] |= (uint64_t)1 << (g & 63);
  else {
    b->lo[g] = b->hi[g] = 0;
    b->slo[g / 64] = 0;
  }
  b->reached = b->last = 1;
  b->wreached = b->wlast = b->orbit[u];
}

static int layout(HCBfs *b, int m, int k, int fixed, const unsigned char *start_labels,
                  int nthreads, uint64_t max_cells) {
  int st = setup(b, m, k, fixed, nthreads, max_cells);
  if (st != 0) return st;
  shape(b, b->pc.count);
  b->cells_bytes = b->nwords * 8;
  b->range_bytes = b->ngroups * 2;
  b->super_bytes = (b->ngroups + 63) / 64 * 2;
  b->start_cell = hanoi_cbfs_cell(b, start_labels);
  return 0;
}

int hanoi_cbfs_layout(HCBfs *b, int m, int k, int fixed, const unsigned char *start_labels,
                      int nthreads) {
  return layout(b, m, k, fixed, start_labels, nthreads, CBFS_MAX_CELLS);
}

int hanoi_cbfs_layout_sharded(HCBfs *b, int m, int k, int fixed, const unsigned char *start_labels,
                              int nthreads) {
  return layout(b, m, k, fixed, start_labels, nthreads, CBFS_MAX_SHARDED_CELLS);
}

int hanoi_cbfs_init(HCBfs *b, HMem *mem, int m, int k, int fixed,
                    const unsigned char *start_labels, int nthreads) {
  int st = hanoi_cbfs_layout(b, m, k, fixed, start_labels, nthreads);
  if (st != 0) return st;
  b->cells = (uint64_t *)hanoi_alloc(mem, (size_t)b->cells_bytes);
  if (b->cells == NULL) return mem->err;
  b->lo = (uint16_t *)hanoi_alloc(mem, (size_t)b->range_bytes);
  b->hi = b->lo ? (uint16_t *)hanoi_alloc(mem, (size_t)b->range_bytes) : NULL;
  b->slo = b->hi ? (uint16_t *)hanoi_alloc(mem, (size_t)b->super_bytes) : NULL;
  b->shi = b->slo ? (uint16_t *)hanoi_alloc(mem, (size_t)b->super_bytes) : NULL;
  if (b->shi == NULL) { int err = mem->err; hanoi_cbfs_free(b, mem); return err; }
  memset(b->slo, 0xFF, (size_t)b->super_bytes);
  memset(b->shi, 0, (size_t)b->super_bytes);
  memset(b->cells, 0, (size_t)b->cells_bytes);
  memset(b->lo, 0xFF, (size_t)b->range_bytes);
  memset(b->hi, 0, (size_t)b->range_bytes);
  start(b, start_labels);
  return 0;
}

void hanoi_cbfs_seed(HCBfs *b, const unsigned char *lab) {
  uint64_t cell = hanoi_cbfs_cell(b, lab), g = cell / (uint64_t)b->kq / (uint64_t)b->G;
  int i, u = 0;
  if (cell_get(b->cells, cell) != 0) return;
  for (i = 0; i < b->c.m; i++)
    if (lab[i] >= b->c.fixed && lab[i] - b->c.fixed + 1 > u) u = lab[i] - b->c.fixed + 1;
  cell_or(b->cells, cell, 1);
  b->lo[g] = 0;
  b->slo[g / 64] = 0;
  b->reached++;
  b->last++;
  b->wreached += b->orbit[u];
  b->wlast += b->orbit[u];
}

/* the cells and flag bits of the counting mode, for nblk blocks (set up) */
static int alloc_counting(HCBfs *b, HMem *mem, uint64_t nblk) {
  int i;
  shape(b, nblk);
  b->counting = 1;
  b->cells_bytes = b->nwords * 8;
  b->flag_bytes = (b->ngroups + 63) / 64 * 8;
  b->cells = (uint64_t *)hanoi_alloc(mem, (size_t)b->cells_bytes);
  if (b->cells == NULL) return mem->err;
  for (i = 0; i < 2; i++)
    if ((b->flag[i] = (uint64_t *)hanoi_alloc(mem, (size_t)b->flag_bytes)) == NULL) {
      int err = mem->err;
      hanoi_cbfs_free(b, mem);
      return err;
    }
  memset(b->cells, 0, (size_t)b->cells_bytes);
  memset(b->flag[0], 0, (size_t)b->flag_bytes);
  memset(b->flag[1], 0, (size_t)b->flag_bytes);
  return 0;
}

int hanoi_cbfs_init_counting(HCBfs *b, HMem *mem, int m, int k, int fixed,
                             const unsigned char *start_labels, int nthreads) {
  int st = setup(b, m, k, fixed, nthreads, CBFS_MAX_CELLS);
  if (st == 0) st = alloc_counting(b, mem, b->pc.count);
  if (st == 0) start(b, start_labels);
  return st;
}

uint64_t hanoi_cbfs_align(int m, int k) {
  uint64_t kq;
  small_disks(m, k, &kq);
  return 32 * ((64 + kq - 1) / kq);
}

uint64_t hanoi_cbfs_window_bytes(int m, int k, uint64_t wblocks) {
  uint64_t kq, G;
  small_disks(m, k, &kq);
  G = (64 + kq - 1) / kq;
  return CELL_WORDS(wblocks * kq) * 8 + 2 * (((wblocks + G - 1) / G + 63) / 64 * 8);
}

static int init_window(HCBfs *b, HMem *mem, int m, int k, int fixed, uint64_t wblocks,
                       int nthreads, HCBfsSpill spill, void *spill_ud, uint64_t max_cells) {
  int st = setup(b, m, k, fixed, nthreads, max_cells);
  if (st == 0) st = alloc_counting(b, mem, wblocks);
  b->wcap = wblocks;
  b->spill = spill;
  b->spill_ud = spill_ud;
  return st;
}

int hanoi_cbfs_init_window(HCBfs *b, HMem *mem, int m, int k, int fixed, uint64_t wblocks,
                           int nthreads, HCBfsSpill spill, void *spill_ud) {
  return init_window(b, mem, m, k, fixed, wblocks, nthreads, spill, spill_ud, CBFS_MAX_CELLS);
}

int hanoi_cbfs_init_window_sharded(HCBfs *b, HMem *mem, int m, int k, int fixed,
                                   uint64_t wblocks, int nthreads, HCBfsSpill spill,
                                   void *spill_ud) {
  return init_window(b, mem, m, k, fixed, wblocks, nthreads, spill, spill_ud,
                     CBFS_MAX_SHARDED_CELLS);
}

void hanoi_cbfs_window(HCBfs *b, uint64_t blk0, uint64_t nblk) {
  shape(b, nblk);
  b->blk0 = blk0;
  b->wlo = blk0 * (uint64_t)b->kq / 32;
  b->g0 = blk0 / (uint64_t)b->G;
}

void hanoi_cbfs_keep_labels(HCBfs *b, HMem *mem) {
  hanoi_free(mem, b->lo, (size_t)b->range_bytes);
  hanoi_free(mem, b->hi, (size_t)b->range_bytes);
  hanoi_free(mem, b->slo, (size_t)b->super_bytes);
  hanoi_free(mem, b->shi, (size_t)b->super_bytes);
  b->lo = b->hi = b->slo = b->shi = NULL;
}

void hanoi_cbfs_free(HCBfs *b, HMem *mem) {
  int i;
  hanoi_free(mem, b->cells, (size_t)b->cells_bytes);
  b->cells = NULL;
  hanoi_cbfs_keep_labels(b, mem);
  for (i = 0; i < 2; i++) hanoi_free(mem, b->flag[i], (size_t)b->flag_bytes);
  b->flag[0] = b->flag[1] = NULL;
}

/* ---- a layer ---- */

typedef struct Worker {
  HCBfs *b;
  int atomic;
  uint64_t found, wfound;
  char pad[64];             /* keeps workers on separate cache lines */
} Worker;

/* One thread's state in a layer (on its stack). Successors are gathered
** as (word, cells) pairs and labelled in batches. */
typedef struct Ctx {
  HCBfs *b;
  int atomic;
  unsigned nxt;             /* the label of the next layer's cells */
  uint16_t dep;             /* its depth, capped (depth-mod-3 mode) */
  uint64_t gcells;          /* cells per group */
  uint64_t found, wfound;
  int nb, ns;
  uint64_t wi[BATCH], want[BATCH];   /* word (of the window), its cells (bits 2c) */
  unsigned char u[BATCH];            /* free labels the cells use */
  uint64_t swi[SPILL], swant[SPILL]; /* the same outside the window (word of the table) */
  unsigned char su[SPILL];
  /* the larger disks of the block last decoded */
  int have;
  uint64_t blk;
  unsigned char lab[HANOI_MAXN], ud[HANOI_MAXN];
  uint64_t pm[HANOI_MAXK];
} Ctx;

/* the cells of a pattern (bits 2c): a popcount without the instruction */
static int cells_count(uint64_t x) {
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

/* the 128-bit pattern p moved up by sh bits (0..62, even) into 3 words */
static void shift3(const uint64_t *p, int sh, uint64_t *t) {
  t[0] = p[0] << sh;
  t[1] = sh ? p[1] << sh | p[0] >> (64 - sh) : p[1];
  t[2] = sh ? p[1] >> (64 - sh) : 0;
}

/* group g holds cells of the next layer */
static void mark_group(const Ctx *w, uint64_t g) {
  HCBfs *b = w->b;
  if (b->counting) {
    uint64_t *f = &b->flag[w->nxt - 1][g >> 6], bit = (uint64_t)1 << (g & 63);
    if (!(__atomic_load_n(f, __ATOMIC_RELAXED) & bit)) __atomic_fetch_or(f, bit, __ATOMIC_RELAXED);
  }
  else {
    if (__atomic_load_n(&b->lo[g], __ATOMIC_RELAXED) == 0xFFFF)
      __atomic_store_n(&b->lo[g], w->dep, __ATOMIC_RELAXED);
    if (__atomic_load_n(&b->hi[g], __ATOMIC_RELAXED) != w->dep)
      __atomic_store_n(&b->hi[g], w->dep, __ATOMIC_RELAXED);
    if (__atomic_load_n(&b->slo[g / 64], __ATOMIC_RELAXED) == 0xFFFF)
      __atomic_store_n(&b->slo[g / 64], w->dep, __ATOMIC_RELAXED);
    if (__atomic_load_n(&b->shi[g / 64], __ATOMIC_RELAXED) != w->dep)
      __atomic_store_n(&b->shi[g / 64], w->dep, __ATOMIC_RELAXED);
  }
}

/* labels the still unvisited cells of the batch for the next layer: with
** several threads, the words are first read with plain loads, which the
** processor overlaps, and only the cells still unvisited take an atomic
** OR; the thread that sees a cell go from 0 to a label counts it */
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
    uint64_t j = w->wi[i], x = w->want[i], old, fresh, g0, g1;
    int n;
    if (w->atomic) {
      old = __atomic_fetch_or(&b->cells[j], (nxt & 1 ? x : 0) | (nxt & 2 ? x << 1 : 0),
                              __ATOMIC_RELAXED);
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
    g0 = (j * 32 + (uint64_t)(hanoi_ctz(fresh) >> 1)) / w->gcells;
    g1 = (j * 32 + (uint64_t)(hanoi_msb(fresh) >> 1)) / w->gcells;
    for (; g0 <= g1; g0++) mark_group(w, g0);
  }
  w->nb = 0;
}

/* hands the successors outside the window over */
static void spill(Ctx *w) {
  if (w->ns > 0) w->b->spill(w->b->spill_ud, w->swi, w->swant, w->su, w->ns);
  w->ns = 0;
}

/* successor cells `want` of word wi of the table (the window's or not) */
static void add(Ctx *w, uint64_t wi, uint64_t want, unsigned u) {
  const HCBfs *b = w->b;
  if (wi - b->wlo >= b->nwords) {
    if (w->ns == SPILL) spill(w);
    w->swi[w->ns] = wi;
    w->swant[w->ns] = want;
    w->su[w->ns++] = (unsigned char)u;
    return;
  }
  wi -= b->wlo;
  if (w->nb == BATCH) flush(w);
  w->wi[w->nb] = wi;
  w->want[w->nb] = want;
  w->u[w->nb++] = (unsigned char)u;
}

static void add_cell(Ctx *w, uint64_t cell, unsigned u) {
  add(w, cell >> 5, (uint64_t)1 << ((cell & 31) * 2), u);
}

/* the cells pat (bits 2c, c < kq <= 64, two words) from cell `base` on */
static void add_pat(Ctx *w, uint64_t base, const uint64_t *pat, unsigned u) {
  uint64_t wi = base >> 5;
  int sh = (int)(base & 31) * 2;
  if (sh == 0) {
    if (pat[0]) add(w, wi, pat[0], u);
    if (pat[1]) add(w, wi + 1, pat[1], u);
  }
  else {
    uint64_t a = pat[0] << sh, b = pat[1] << sh | pat[0] >> (64 - sh), c = pat[1] >> (64 - sh);
    if (a) add(w, wi, a, u);
    if (b) add(w, wi + 1, b, u);
    if (c) add(w, wi + 2, c, u);
  }
}

/* Cells of a block whose larger disks use every free label weigh
** orbit[free]; when they use all but one, the cells where a small disk is
** on the last label weigh orbit[free], the others orbit[free - 1]. */
static void add_cells(Ctx *w, uint64_t blk, const uint64_t *pat, int up) {
  const HCBfs *b = w->b;
  int free = b->c.k - b->c.fixed;
  uint64_t base = blk * (uint64_t)b->kq;
  if (up == free) add_pat(w, base, pat, (unsigned)free);
  else {
    const uint64_t *on = b->onany[b->c.k - 1];
    uint64_t x[2];
    x[0] = pat[0] & on[0];
    x[1] = pat[1] & on[1];
    if (x[0] | x[1]) add_pat(w, base, x, (unsigned)free);
    x[0] = pat[0] & ~on[0];
    x[1] = pat[1] & ~on[1];
    if (x[0] | x[1]) add_pat(w, base, x, (unsigned)(free - 1));
  }
}

/* Decodes a canonical position of c->m disks from its rank: the labels,
** ud (as hanoi_canon_ud) and the disks on each label as bit masks, all
** shifted by `sh` disks. A digit is at most `fixed + u`, so it is found
** by comparisons, not division. */
static void decode(const HCanon *c, uint64_t r, int sh, unsigned char *lab, unsigned char *ud,
                   uint64_t *pm) {
  int d, u = 0, F = c->fixed;
  memset(pm, 0, (size_t)c->k * sizeof *pm);
  for (d = c->m - 1; d >= 0; d--) {
    uint64_t w = c->W[d][u];
    int x = 0, top = F + u, j;
    for (j = 1; j <= top; j++) x += r >= (uint64_t)j * w;   /* no branch to mispredict */
    r -= (uint64_t)x * w;
    lab[d + sh] = (unsigned char)x;
    ud[d + sh] = (unsigned char)u;
    pm[x] |= (uint64_t)1 << (d + sh);
    if (x == top) u++;
  }
}

/* Moves the block state on by j blocks: j is added to the digits of the
** larger disks, from disk q on, as a base-k number. 0 when a carry
** reaches a disk whose digit is not plain (the disks above it use fewer
** than free - 1 free labels). A plain digit may take or leave the last
** free label: ud then changes between free - 1 and free below it, which
** changes no W (W[i][free - 1] = W[i][free] = k^i), so ud is kept. */
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

/* the canonical labels of cell c of the current block into nl */
static void block_labels(const Ctx *w, uint64_t c, unsigned char *nl) {
  const HCBfs *b = w->b;
  int j;
  memcpy(nl, w->lab, (size_t)b->c.m);
  for (j = 0; j < b->q; j++) nl[j] = (unsigned char)(c / b->kpow[j] % (uint64_t)b->c.k);
}

/* the cell of labels nl after a move (canonical again); *u its free labels */
static uint64_t recanon(const HCBfs *b, unsigned char *nl, unsigned *u) {
  unsigned char map[HANOI_MAXK];
  int p, k = b->c.k, F = b->c.fixed;
  for (p = 0; p < k; p++) map[p] = p < F ? (unsigned char)p : 0xFF;
  *u = (unsigned)(hanoi_canon_labels(b->c.m, k, F, map, nl, nl, NULL) - F);
  return hanoi_cbfs_cell(b, nl);
}

/* Expands the cells S (bits 2c, two words) of a block whose larger disks
** use up >= free - 1 free labels: every labelling of the small disks is
** then canonical. Moves of the small disks stay in the block (a table per
** cell): their cells go to R, for the caller to label. A move of a larger disk d from label a to b is legal in the
** cells where no small disk is on a or b; unless d is alone on a free
** label or b is a free label the larger disks leave empty, it keeps the
** labels and takes those cells to the same offsets of the block
** (b - a) W[d - q][ud[d]] blocks away. Otherwise each cell is ranked
** anew. */
static void full_block(Ctx *w, uint64_t blk, const uint64_t *S, int up, uint64_t *R) {
  const HCBfs *b = w->b;
  const HCanon *pc = &b->pc;
  int k = b->c.k, F = b->c.fixed, q = b->q, free = k - F, d, a, bb, h;
  const uint64_t *pm = w->pm;
  uint64_t x;
  R[0] = R[1] = 0;
  for (h = 0; h < 2; h++)
    for (x = S[h]; x; x &= x - 1) {
      const uint64_t *nr = b->near[h * 32 + (hanoi_ctz(x) >> 1)];
      R[0] |= nr[0];
      R[1] |= nr[1];
    }
  for (a = 0; a < k; a++) {
    int alone;
    uint64_t wd;
    if (!pm[a]) continue;
    d = hanoi_ctz(pm[a]);
    alone = a >= F && !(pm[a] & (pm[a] - 1));
    wd = pc->W[d - q][w->ud[d]];
    for (bb = 0; bb < k; bb++) {
      uint64_t src[2];
      if (bb == a || (pm[bb] && hanoi_ctz(pm[bb]) < d)) continue;
      src[0] = S[0] & ~(b->onany[a][0] | b->onany[bb][0]);
      src[1] = S[1] & ~(b->onany[a][1] | b->onany[bb][1]);
      if (!(src[0] | src[1])) continue;
      if (!alone && (bb < F || pm[bb]))
        add_cells(w, bb > a ? blk + (uint64_t)(bb - a) * wd : blk - (uint64_t)(a - bb) * wd,
                  src, up);
      else if (up == free) {
        /* Label a empties (no small disk is on it in these cells): the
           free labels after it move down one, and the small disks keep
           plain digits (the larger disks use all free labels but one). */
        unsigned char nl[HANOI_MAXN];
        uint64_t rp, pat[2] = {0, 0};
        int e;
        for (e = q; e < b->c.m; e++) nl[e] = (unsigned char)(w->lab[e] > a ? w->lab[e] - 1 : w->lab[e]);
        nl[d] = (unsigned char)(bb > a ? bb - 1 : bb);
        rp = hanoi_canon_rank(pc, nl + q) * (uint64_t)b->kq;
        for (h = 0; h < 2; h++)
          for (x = src[h]; x; x &= x - 1) {
            int c = b->shrink[a][h * 32 + (hanoi_ctz(x) >> 1)];
            pat[c >> 5] |= (uint64_t)1 << (2 * (c & 31));
          }
        add_pat(w, rp, pat, (unsigned)(free - 1));
      }
      else
        for (h = 0; h < 2; h++)
          for (x = src[h]; x; x &= x - 1) {
            unsigned char nl[HANOI_MAXN];
            unsigned uu;
            uint64_t r;
            block_labels(w, (uint64_t)(h * 32 + (hanoi_ctz(x) >> 1)), nl);
            nl[d] = (unsigned char)bb;
            r = recanon(b, nl, &uu);
            add_cell(w, r, uu);
          }
    }
  }
}

/* The cells S of a block whose larger disks leave two free labels or
** more unused, one position at a time: each move to a used label or to
** the first unused one. As in hanoi_canon_next, a move keeps the labels
** canonical unless the disk was alone on a free label or lands on an
** empty one: then its cell is found anew, else it moves by the disk's
** digit weight (k^d for a small disk, the block's W times the cells of a
** block for a larger one). */
static void sparse_block(Ctx *w, uint64_t blk, const uint64_t *S) {
  const HCBfs *b = w->b;
  int k = b->c.k, m = b->c.m, F = b->c.fixed, q = b->q, h;
  uint64_t x, kq = (uint64_t)b->kq;
  for (h = 0; h < 2; h++)
    for (x = S[h]; x; x &= x - 1) {
      unsigned char lab[HANOI_MAXN], nl[HANOI_MAXN], cnt[HANOI_MAXK];
      uint64_t c = (uint64_t)(h * 32 + (hanoi_ctz(x) >> 1)), base = blk * kq + c;
      int top[HANOI_MAXK], used = F, a, bb, d;
      block_labels(w, c, lab);
      for (a = 0; a < k; a++) { top[a] = m; cnt[a] = 0; }
      for (d = m - 1; d >= 0; d--) {
        top[lab[d]] = d;
        cnt[lab[d]]++;
        if (lab[d] + 1 > used) used = lab[d] + 1;
      }
      for (a = 0; a < used; a++) {
        d = top[a];
        if (d == m) continue;
        for (bb = 0; bb <= used && bb < k; bb++) {
          unsigned uu;
          uint64_t r, step;
          if (bb == a || top[bb] < d) continue;
          if ((a >= F && cnt[a] == 1) || (bb >= F && top[bb] == m)) {
            memcpy(nl, lab, (size_t)m);
            nl[d] = (unsigned char)bb;
            r = recanon(b, nl, &uu);
            add_cell(w, r, uu);
            continue;
          }
          step = d < q ? b->kpow[d] : b->pc.W[d - q][w->ud[d]] * kq;
          r = bb > a ? base + (uint64_t)(bb - a) * step : base - (uint64_t)(a - bb) * step;
          add_cell(w, r, (unsigned)(used - F));
        }
      }
    }
}

/* Expands the cells S of block blk: the larger disks are found from those
** of the block last expanded when it came shortly before (blocks come in
** increasing order), else decoded from the block's rank. Returns the free
** labels the larger disks use; R: the cells of the block one move of a
** small disk away, when they are left to the caller (else 0). */
static int expand(Ctx *w, uint64_t blk, const uint64_t *S, uint64_t *R) {
  const HCBfs *b = w->b;
  int k = b->c.k, F = b->c.fixed, free = k - F, a, up = 0;
  if (!w->have || blk < w->blk || blk - w->blk > 64 || !advance(w, blk - w->blk)) {
    decode(&b->pc, blk, b->q, w->lab, w->ud, w->pm);
    w->have = 1;
  }
  w->blk = blk;
  for (a = F; a < k; a++) up += w->pm[a] != 0;
  if (up + 1 >= free) full_block(w, blk, S, up, R);
  else {
    R[0] = R[1] = 0;
    sparse_block(w, blk, S);
  }
  return up;
}

/* the cells (bits 2c) of word v that are in this layer */
static uint64_t layer_cells(const HCBfs *b, uint64_t v, unsigned cur) {
  if (b->counting) return (cur == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
  v ^= (uint64_t)cur * EVEN;
  return ~(v | v >> 1) & EVEN;
}

static void *work(void *arg) {
  Worker *wk = (Worker *)arg;
  HCBfs *b = wk->b;
  Ctx ctx, *w = &ctx;
  int L = b->layer, Lc = L < DEPTH_CAP ? L : DEPTH_CAP;
  unsigned cur = b->counting ? 1u + (unsigned)(L & 1) : (unsigned)(L % 3) + 1;
  uint64_t *fcur = b->counting ? b->flag[cur - 1] : NULL;
  uint64_t kq = (uint64_t)b->kq, G = (uint64_t)b->G, claim;
  uint64_t bmask = kq >= 32 ? ~(uint64_t)0 : ((uint64_t)1 << (2 * kq)) - 1;
  uint64_t bmask1 = kq <= 32 ? 0 : kq == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (2 * (kq - 32))) - 1;
  w->b = b;
  w->atomic = wk->atomic;
  w->nxt = b->counting ? 2u - (unsigned)(L & 1) : (unsigned)((L + 1) % 3) + 1;
  w->dep = (uint16_t)(L + 1 < DEPTH_CAP ? L + 1 : DEPTH_CAP);
  w->gcells = kq * G;
  w->found = w->wfound = 0;
  w->nb = w->ns = 0;
  w->have = 0;
  /* about 256 claims per thread and layer: few enough that the counter's
     cache line seldom moves between cores, enough to share the work */
  claim = b->ngroups / (256 * (uint64_t)b->nthreads);
  if (claim < CLAIM) claim = CLAIM;
  if (claim > 4096) claim = 4096;
  if (claim >= 64) claim &= ~(uint64_t)63;   /* whole runs of 64 groups */
  for (;;) {
    uint64_t g0, g, end;
    if (b->stop != NULL && *b->stop) { __atomic_store_n(&b->stopped, 1, __ATOMIC_RELAXED); break; }
    g0 = __atomic_fetch_add(&b->next_group, claim, __ATOMIC_RELAXED);
    if (g0 >= b->ngroups) break;
    end = g0 + claim < b->ngroups ? g0 + claim : b->ngroups;
    for (g = g0; g < end; g++) {
      uint64_t blk, bend;
      if (!b->counting && (g & 63) == 0 &&   /* 64 groups with nothing to do */
          (__atomic_load_n(&b->slo[g / 64], __ATOMIC_RELAXED) > Lc ||
           __atomic_load_n(&b->shi[g / 64], __ATOMIC_RELAXED) < Lc)) {
        g += 63;
        continue;
      }
      if (b->counting) {
        uint64_t fw = __atomic_load_n(&fcur[g >> 6], __ATOMIC_RELAXED), bit = (uint64_t)1 << (g & 63);
        if (!(fw & bit)) {
          if (!(g & 63) && !fw) g += end - g < 64 ? end - g - 1 : 63;   /* 64 empty groups */
          continue;
        }
        __atomic_fetch_and(&fcur[g >> 6], ~bit, __ATOMIC_RELAXED);
      }
      else if (__atomic_load_n(&b->lo[g], __ATOMIC_RELAXED) > Lc ||
               __atomic_load_n(&b->hi[g], __ATOMIC_RELAXED) < Lc) continue;
      bend = (g + 1) * G < b->nblocks ? (g + 1) * G : b->nblocks;
      for (blk = g * G; blk < bend; blk++) {
        uint64_t base = blk * kq, wi = base >> 5, raw[3], f[3], S[2], R[2], t[3], on[3];
        int sh = (int)(base & 31) * 2, i, up, free = b->c.k - b->c.fixed;
        for (i = 0; i < 3; i++) {
          raw[i] = wi + (uint64_t)i < b->nwords
                 ? __atomic_load_n(&b->cells[wi + (uint64_t)i], __ATOMIC_RELAXED) : 0;
          f[i] = layer_cells(b, raw[i], cur);
        }
        S[0] = sh ? f[0] >> sh | f[1] << (64 - sh) : f[0];
        S[1] = sh ? f[1] >> sh | f[2] << (64 - sh) : f[1];
        S[0] &= bmask;
        S[1] &= bmask1;
        if (!(S[0] | S[1])) continue;
        up = expand(w, b->blk0 + blk, S, R);
        /* In the block's words: this layer's cells are done (counting)
           and the cells one small move away join the next layer, one
           update per word. */
        shift3(R, sh, t);
        if (up < free) shift3(b->onany[b->c.k - 1], sh, on);
        if (b->counting && !b->keep) {
          uint64_t done[3];
          shift3(S, sh, done);
          for (i = 0; i < 3; i++) f[i] = cur == 1 ? done[i] << 1 : done[i];
        }
        else f[0] = f[1] = f[2] = 0;
        for (i = 0; i < 3; i++) {
          uint64_t x = t[i] & ~(raw[i] | raw[i] >> 1), pat, old, fresh;
          pat = f[i] | (w->nxt & 1 ? x : 0) | (w->nxt & 2 ? x << 1 : 0);
          if (!pat) continue;
          if (w->atomic) {
            old = __atomic_fetch_or(&b->cells[wi + (uint64_t)i], pat, __ATOMIC_RELAXED);
            fresh = x & ~(old | old >> 1);
          }
          else {
            old = b->cells[wi + (uint64_t)i];
            fresh = x & ~(old | old >> 1);
            b->cells[wi + (uint64_t)i] = old | f[i] | (w->nxt & 1 ? fresh : 0) | (w->nxt & 2 ? fresh << 1 : 0);
          }
          if (fresh) {
            int n = cells_count(fresh), n1 = up < free ? cells_count(fresh & on[i]) : n;
            w->found += (uint64_t)n;
            w->wfound += (uint64_t)n1 * b->orbit[free] + (uint64_t)(n - n1) * b->orbit[free - 1];
            mark_group(w, g);
          }
        }
      }
    }
  }
  flush(w);
  spill(w);
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
  b->next_group = 0;
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
    here = cell_get(b->cells, hanoi_cbfs_cell(b, lab));
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
        if (cell_get(b->cells, hanoi_cbfs_cell(b, nl)) == want) {
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
