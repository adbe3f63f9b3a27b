/*
** full_bfs.c: breadth-first search over all k^n positions with two bits
** per position (after Korf's two-bit breadth-first search), sparse layers
** on one thread and dense layers on several (see full_bfs.h).
*/
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <string.h>

#include "full_bfs.h"

#define CHUNK_WORDS   ((uint64_t)1 << (PBFS_CHUNK_SHIFT - 5))
#define EVEN          0x5555555555555555ull
#define BATCH         1024
#define POLL          4096      /* sparse positions between two looks at `stop` */

double hanoi_pbfs_bytes(int n, int k) {
  double size = 1;
  int i;
  for (i = 0; i < n; i++) size *= k;
  return size / 4 + 2 * (size / 65536 + 1) + 16 * (size < PBFS_LIST ? size : PBFS_LIST) + 64;
}

/* disks on each peg of position i: bit stride*d for disk d (stride 1
** when k is no power of two) */
static void pegmasks(const HPBfs *b, uint64_t i, uint64_t *m) {
  int k = b->sp.k, p, s = b->sp.stride;
  if (s > 0) {
    for (p = 0; p < k; p++) {
      uint64_t x = i ^ b->rep[p], z = x;
      int j;
      for (j = 1; j < s; j++) z |= x >> j;
      m[p] = ~z & b->low;
    }
    return;
  }
  memset(m, 0, (size_t)k * sizeof(uint64_t));
  for (p = 0; p < b->sp.n; p++) {
    m[i % (uint64_t)k] |= (uint64_t)1 << p;
    i /= (uint64_t)k;
  }
}

/* adds the positions one move from position i to buf */
static void expand(const HPBfs *b, uint64_t i, uint64_t *buf, int *nb) {
  uint64_t m[HANOI_MAXK];
  int k = b->sp.k, f;
  pegmasks(b, i, m);
  for (f = 0; f < k; f++) {
    uint64_t low, pw;
    uint32_t to;
    if (!m[f]) continue;
    low = m[f] & (~m[f] + 1);
    pw = b->powbit[hanoi_ctz(low)];
    to = b->allow[f];
    while (to) {
      int t = hanoi_ctz(to);
      to &= to - 1;
      if ((m[t] & (low - 1)) == 0)
        buf[(*nb)++] = i + pw * (uint64_t)t - pw * (uint64_t)f;
    }
  }
}

static void raise_flag(unsigned char *fl) {
  if (!__atomic_load_n(fl, __ATOMIC_RELAXED)) __atomic_store_n(fl, 1, __ATOMIC_RELAXED);
}

/* ---- dense layers ---- */

typedef struct Worker {
  HPBfs *b;
  uint64_t found;
  char pad[64];            /* keeps workers on separate cache lines */
} Worker;

/* labels position j for the next layer unless it has a label; returns 1
** when this thread labelled it */
static int visit(HPBfs *b, uint64_t j, unsigned nxt) {
  uint64_t *wp = &b->cells[j >> 5], old;
  int sh = (int)(j & 31) * 2;
  if ((__atomic_load_n(wp, __ATOMIC_RELAXED) >> sh) & 3) return 0;
  old = __atomic_fetch_or(wp, (uint64_t)nxt << sh, __ATOMIC_RELAXED);
  if ((old >> sh) & 3) return 0;
  raise_flag(&b->flag[nxt - 1][j >> PBFS_CHUNK_SHIFT]);
  if (b->dist) b->dist[j] = (uint32_t)b->layer + 1;
  return 1;
}

/* Positions to visit are gathered first and checked with plain loads,
** which the processor overlaps; only the unvisited ones take an atomic
** update. */
static uint64_t flush(HPBfs *b, uint64_t *buf, int *nb, unsigned nxt) {
  int i, m = 0;
  uint64_t found = 0;
  for (i = 0; i < *nb; i++) {
    uint64_t j = buf[i];
    if (!((__atomic_load_n(&b->cells[j >> 5], __ATOMIC_RELAXED) >> ((j & 31) * 2)) & 3))
      buf[m++] = j;
  }
  for (i = 0; i < m; i++) found += (uint64_t)visit(b, buf[i], nxt);
  *nb = 0;
  return found;
}

/* the cells reached from the cells `from` (bits 2c) by moves of the near
** disks, which never leave the word */
static uint64_t near_moves(const HPBfs *b, uint64_t from) {
  uint64_t r = 0;
  int d, f, k = b->sp.k;
  for (d = 0; d < b->near; d++) {
    int shift = 2 * (int)b->sp.pow[d];
    for (f = 0; f < k; f++) {
      uint64_t src = from & b->on[d][f] & ~b->below[d][f];   /* d is on top of f */
      uint32_t to = b->allow[f];
      if (!src) continue;
      while (to) {
        int t = hanoi_ctz(to);
        uint64_t ok = src & ~b->below[d][t];                 /* nothing smaller on t */
        to &= to - 1;
        if (t > f) r |= ok << (shift * (t - f));
        else r |= ok >> (shift * (f - t));
      }
    }
  }
  return r;
}

/* labels the unvisited cells of `want` (bits 2c) in word wi for the next
** layer; returns how many this thread labelled */
static uint64_t mark(HPBfs *b, uint64_t wi, uint64_t want, unsigned nxt) {
  uint64_t v = __atomic_load_n(&b->cells[wi], __ATOMIC_RELAXED), old, fresh;
  want &= ~(v | v >> 1);
  if (!want) return 0;
  old = __atomic_fetch_or(&b->cells[wi], nxt == 1 ? want : want << 1, __ATOMIC_RELAXED);
  fresh = want & ~(old | old >> 1);
  if (!fresh) return 0;
  raise_flag(&b->flag[nxt - 1][wi >> (PBFS_CHUNK_SHIFT - 5)]);
  if (b->dist) {
    uint64_t f = fresh;
    for (; f; f &= f - 1)
      b->dist[wi * 32 + (uint64_t)(hanoi_ctz(f) >> 1)] = (uint32_t)b->layer + 1;
  }
  return (uint64_t)hanoi_popcount(fresh);
}

/* Moves of the other disks, a block at a time. A block is the k^near
** cells in which only the near disks differ; the far disks stand the same
** in all of them, so each far move is legal in the cells of the block
** where no near disk is on its source or target peg, and takes them all
** to the same offsets of another block. */
static uint64_t far_moves(HPBfs *b, uint64_t wi, uint64_t F, unsigned nxt) {
  int B = b->block, blk, k = b->sp.k, f;
  uint64_t found = 0;
  for (blk = 0; blk < 32 / B; blk++) {
    uint64_t bm = B == 32 ? ~(uint64_t)0 : (((uint64_t)1 << (2 * B)) - 1) << (2 * B * blk);
    uint64_t Fb = F & bm, base = wi * 32 + (uint64_t)(blk * B);
    uint64_t hm[HANOI_MAXK];
    if (!Fb) continue;
    pegmasks(b, base, hm);
    for (f = 0; f < k; f++) hm[f] &= ~(b->nearmin - 1);
    for (f = 0; f < k; f++) {
      uint64_t low, pw;
      uint32_t to;
      if (!hm[f]) continue;
      low = hm[f] & (~hm[f] + 1);
      pw = b->powbit[hanoi_ctz(low)];
      to = b->allow[f];
      while (to) {
        int t = hanoi_ctz(to);
        uint64_t src, tc;
        to &= to - 1;
        if (hm[t] & (low - 1)) continue;         /* a smaller far disk on t */
        src = Fb & ~b->onany[f] & ~b->onany[t];
        if (!src) continue;
        tc = base + pw * (uint64_t)t - pw * (uint64_t)f;
        found += mark(b, tc >> 5, (src >> (2 * B * blk)) << ((tc & 31) * 2), nxt);
      }
    }
  }
  return found;
}

static void *work(void *arg) {
  Worker *w = (Worker *)arg;
  HPBfs *b = w->b;
  unsigned cur = 1u + (unsigned)(b->layer & 1), nxt = 3u - cur;
  unsigned char *flags = b->flag[cur - 1], *flags_next = b->flag[nxt - 1];
  uint64_t found = 0, buf[BATCH];
  int nb = 0, room = BATCH - b->sp.k * (b->sp.k - 1);
  for (;;) {
    uint64_t c, wi, end;
    if (b->stop != NULL && *b->stop) { __atomic_store_n(&b->stopped, 1, __ATOMIC_RELAXED); break; }
    c = __atomic_fetch_add(&b->next_chunk, 1, __ATOMIC_RELAXED);
    if (c >= b->nchunks) break;
    if (!flags[c]) continue;
    flags[c] = 0;
    end = (c + 1) * CHUNK_WORDS;
    if (end > b->nwords) end = b->nwords;
    for (wi = c * CHUNK_WORDS; wi < end; wi++) {
      uint64_t v = __atomic_load_n(&b->cells[wi], __ATOMIC_RELAXED);
      uint64_t mm = (cur == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN, bits = mm;
      uint64_t r = 0, old, fresh;
      if (!mm) continue;
      if (b->near) {
        found += far_moves(b, wi, mm, nxt);
        r = near_moves(b, mm) & ~(v | v >> 1) & EVEN;
      }
      else
        while (bits) {
          if (nb > room) found += flush(b, buf, &nb, nxt);
          expand(b, wi * 32 + (uint64_t)(hanoi_ctz(bits) >> 1), buf, &nb);
          bits &= bits - 1;
        }
      /* this layer's cells are done; the near cells reached are next */
      old = __atomic_fetch_or(&b->cells[wi], (cur == 1 ? mm << 1 : mm) |
                              (nxt == 1 ? r : r << 1), __ATOMIC_RELAXED);
      fresh = r & ~(old | old >> 1);
      if (fresh) {
        found += (uint64_t)hanoi_popcount(fresh);
        raise_flag(&flags_next[c]);
        if (b->dist)
          for (; fresh; fresh &= fresh - 1)
            b->dist[wi * 32 + (uint64_t)(hanoi_ctz(fresh) >> 1)] = (uint32_t)b->layer + 1;
      }
    }
  }
  found += flush(b, buf, &nb, nxt);
  w->found = found;
  return NULL;
}

static uint64_t dense_layer(HPBfs *b) {
  Worker w[PBFS_MAX_THREADS];
  pthread_t th[PBFS_MAX_THREADS];
  int started[PBFS_MAX_THREADS], i, nt = b->nthreads;
  uint64_t found = 0;
  if (b->last < 4096) nt = 1;             /* not worth the threads */
  b->next_chunk = 0;
  for (i = 0; i < nt; i++) { w[i].b = b; w[i].found = 0; }
  for (i = 1; i < nt; i++)                /* a thread that fails to start */
    started[i] = pthread_create(&th[i], NULL, work, &w[i]) == 0;  /* leaves its share */
  work(&w[0]);                            /* this thread works too */
  for (i = 1; i < nt; i++)
    if (started[i]) pthread_join(th[i], NULL);
  for (i = 0; i < nt; i++) found += w[i].found;
  return found;
}

/* the cells labelled `lab` of the flagged chunks into its list (the
** caller knows they fit); the flags are cleared */
static void gather(HPBfs *b, unsigned lab) {
  uint64_t c, wi, n = 0, *out = b->list[lab - 1];
  unsigned char *flags = b->flag[lab - 1];
  for (c = 0; c < b->nchunks; c++) {
    uint64_t end;
    if (!flags[c]) continue;
    flags[c] = 0;
    end = (c + 1) * CHUNK_WORDS;
    if (end > b->nwords) end = b->nwords;
    for (wi = c * CHUNK_WORDS; wi < end; wi++) {
      uint64_t v = b->cells[wi];
      uint64_t mm = (lab == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
      for (; mm; mm &= mm - 1) out[n++] = wi * 32 + (uint64_t)(hanoi_ctz(mm) >> 1);
    }
  }
  b->nlist[lab - 1] = n;
}

/* ---- sparse layers ---- */

static uint64_t sparse_layer(HPBfs *b) {
  unsigned cur = 1u + (unsigned)(b->layer & 1), nxt = 3u - cur;
  const uint64_t *in = b->list[cur - 1];
  uint64_t *out = b->list[nxt - 1], nin = b->nlist[cur - 1], nout = 0, x, found = 0;
  uint64_t buf[HANOI_MAXK * HANOI_MAXK];
  unsigned char *flags = b->flag[nxt - 1];
  b->overflow = 0;
  for (x = 0; x < nin; x++) {
    uint64_t i = in[x];
    int nb = 0, y;
    if ((x & (POLL - 1)) == POLL - 1 && b->stop != NULL && *b->stop) { b->stopped = 1; break; }
    expand(b, i, buf, &nb);
    for (y = 0; y < nb; y++) {
      uint64_t j = buf[y];
      if (cell_get(b->cells, j)) continue;
      cell_or(b->cells, j, nxt);
      found++;
      if (b->dist) b->dist[j] = (uint32_t)b->layer + 1;
      if (b->overflow) flags[j >> PBFS_CHUNK_SHIFT] = 1;
      else if (nout < b->listcap) out[nout++] = j;
      else {                              /* the next layer is dense */
        uint64_t z;
        b->overflow = 1;
        for (z = 0; z < nout; z++) flags[out[z] >> PBFS_CHUNK_SHIFT] = 1;
        flags[j >> PBFS_CHUNK_SHIFT] = 1;
      }
    }
    cell_or(b->cells, i, 3);              /* done */
  }
  b->nlist[nxt - 1] = b->overflow ? 0 : nout;
  return found;
}

/* ---- the search ---- */

uint64_t hanoi_pbfs_layer(HPBfs *b) {
  uint64_t found;
  unsigned nxt = 2u - (unsigned)(b->layer & 1);
  if (b->stopped) return 0;
  found = b->sparse ? sparse_layer(b) : dense_layer(b);
  if (b->stopped) return 0;
  if (b->sparse) b->sparse = !b->overflow;
  else if (found <= b->listcap) {
    gather(b, nxt);
    b->sparse = 1;
  }
  if (found > 0) {
    b->layer++;
    b->last = found;
    b->reached += found;
  }
  return found;
}

int hanoi_pbfs_init(HPBfs *b, HMem *mem, int n, int k, const uint32_t *allow,
                    const unsigned char *start, uint32_t *dist, int nthreads) {
  int i;
  uint64_t s;
  memset(b, 0, sizeof *b);
  if (!hanoi_space(&b->sp, n, k) || b->sp.size > (uint64_t)1 << 46) return HS_TOOBIG;
  memcpy(b->allow, allow, sizeof b->allow);
  b->nthreads = nthreads < 1 ? 1 : nthreads > PBFS_MAX_THREADS ? PBFS_MAX_THREADS : nthreads;
  b->nwords = CELL_WORDS(b->sp.size);
  b->nchunks = (b->sp.size + ((uint64_t)1 << PBFS_CHUNK_SHIFT) - 1) >> PBFS_CHUNK_SHIFT;
  b->cells_bytes = b->nwords * 8;
  b->flag_bytes = 2 * b->nchunks;
  b->listcap = b->sp.size < PBFS_LIST ? b->sp.size : PBFS_LIST;
  b->list_bytes = 2 * b->listcap * 8;
  b->cells = (uint64_t *)hanoi_alloc(mem, (size_t)b->cells_bytes);
  b->flag[0] = b->cells ? (unsigned char *)hanoi_alloc(mem, (size_t)b->flag_bytes) : NULL;
  b->list[0] = b->flag[0] ? (uint64_t *)hanoi_alloc(mem, (size_t)b->list_bytes) : NULL;
  if (b->list[0] == NULL) { int err = mem->err; hanoi_pbfs_free(b, mem); return err; }
  memset(b->cells, 0, (size_t)b->cells_bytes);
  memset(b->flag[0], 0, (size_t)b->flag_bytes);
  b->flag[1] = b->flag[0] + b->nchunks;
  b->list[1] = b->list[0] + b->listcap;
  if (b->sp.stride > 0) {
    for (i = 0; i < n; i++) b->low |= (uint64_t)1 << (i * b->sp.stride);
    for (i = 0; i < k; i++) b->rep[i] = b->low * (uint64_t)i;
  }
  for (i = 0; i < 64; i++)
    b->powbit[i] = b->sp.pow[(b->sp.stride > 0 ? i / b->sp.stride : i) % n];
  if (b->sp.stride > 0) {                 /* disks whose moves stay in a word */
    int d, c, p;
    for (d = 0; d < 2 && d < n && b->sp.pow[d] * (uint64_t)k <= 32; d++) b->near = d + 1;
    b->nearmin = (uint64_t)1 << (b->near * b->sp.stride);
    for (d = 0; d < b->near; d++)
      for (c = 0; c < 32; c++) {
        p = (int)((uint64_t)c / b->sp.pow[d] % (uint64_t)k);
        b->on[d][p] |= (uint64_t)1 << (2 * c);
      }
    for (p = 0; p < k; p++) {
      b->below[1][p] = b->on[0][p];
      b->onany[p] = b->on[0][p] | (b->near > 1 ? b->on[1][p] : 0);
    }
    b->block = b->near ? (int)b->sp.pow[b->near - 1] * k : 0;
  }
  s = hanoi_encode(&b->sp, start);
  b->dist = dist;
  if (dist) {
    memset(dist, 0xFF, (size_t)(b->sp.size * 4));
    dist[s] = 0;
  }
  cell_or(b->cells, s, 1);
  b->list[0][0] = s;
  b->nlist[0] = 1;
  b->sparse = 1;
  b->reached = b->last = 1;
  return 0;
}

void hanoi_pbfs_add_start(HPBfs *b, uint64_t code) {
  uint64_t z;
  if (cell_get(b->cells, code)) return;
  cell_or(b->cells, code, 1);
  if (b->dist) b->dist[code] = 0;
  b->reached++;
  b->last++;
  if (b->sparse && b->nlist[0] < b->listcap) {
    b->list[0][b->nlist[0]++] = code;
    return;
  }
  if (b->sparse) {                        /* layer 0 outgrew its list: dense */
    for (z = 0; z < b->nlist[0]; z++) b->flag[0][b->list[0][z] >> PBFS_CHUNK_SHIFT] = 1;
    b->nlist[0] = 0;
    b->sparse = 0;
  }
  b->flag[0][code >> PBFS_CHUNK_SHIFT] = 1;
}

void hanoi_pbfs_free(HPBfs *b, HMem *mem) {
  hanoi_free(mem, b->cells, (size_t)b->cells_bytes);
  hanoi_free(mem, b->flag[0], (size_t)b->flag_bytes);
  hanoi_free(mem, b->list[0], (size_t)b->list_bytes);
  b->cells = NULL;
  b->flag[0] = b->flag[1] = NULL;
  b->list[0] = b->list[1] = NULL;
}
