/*
** ball_search.c: a shortest path to a tower by breadth-first search from
** both ends, the method Barker and Korf found best on four-peg Hanoi for an
** arbitrary start ("Limitations of front-to-end bidirectional heuristic
** search", AAAI 2015).
**
** The goal's end is the ball of canonical_bfs.c: a two-bit breadth-first search
** from the tower over canonical positions (Korf's two-bit search, with
** the depth mod 3 as Cooperman and Finkelstein keep it), stopped at a
** radius R, or run over the whole space. The tower is a corner of the
** space where the layers grow slowly, and the ball is the same for every
** start, so it is built once and kept (table_cache.c).
**
** The start's end is a breadth-first search over real positions, one
** layer at a time, every new position looked up in the ball. No position
** of the layers before the first one that touches the ball lies within R
** of the tower, so a position of that layer (i moves from the start) that
** is in the ball is exactly R moves from the tower, and i + R is the
** distance: the path is the forward search's path to it, then down the
** ball's labels. When the start itself is in the ball, the ball alone
** answers.
**
** The forward search is laid out as the ball is (Korf's two-bit search
** again), over real positions rather than canonical ones, and sparse: a
** block is the k^q codes that differ only in their q smallest disks (q = 4
** on four pegs: 256 codes), its cells 2 bits each (1 + depth mod 3), and
** only the blocks the search reaches exist, found through a small hash
** table of their keys. The positions within a few dozen moves of a start
** differ mostly in their small disks, so they fill about half of each
** block they touch (random 16-disk starts on four pegs): a few bits a
** position, in the processor's caches, where a hash set of codes took 16
** bytes a position and missed the caches at nearly every look. A layer is
** a list of blocks, each with the mask of its cells in that layer, and a
** block's cells are expanded together: the moves of its q disks stay in
** the block (a table gives each cell's neighbours there), and a move of a
** larger disk d from peg f to t is legal in the cells where none of those
** q disks is on f or t, taking them to the same cells of the block d's
** move leads to: a few word operations for all of them. The path back to
** the start needs no pointer: a position at depth i has a neighbour
** labelled i - 1 (mod 3), and none at depth i or i + 1 carries that label.
**
** A new position's cell in the ball is its block's share (the larger
** disks' canonical labels, ranked once when the block is made) plus its
** small disks' share, read from a table made for each labelling of the
** pegs by the larger disks (on four pegs at most 16 of them). The lookups
** in the ball (2 bits in a table of up to 4 GiB, nearly each a miss of
** every cache) are queued: each new position's word is fetched ahead (a
** prefetch) and looked at HANOI_MEET_AHEAD positions later, so that many
** fetches are in flight at once, and the hash slots and cells of the
** blocks a block's moves lead to are fetched while its own moves are made
** (the group and software-pipelined prefetching of Chen, Ailamaki,
** Gibbons and Mowry's hash joins). The queue is emptied at the end of each
** layer and before the budget stops the search; a hit counts the budget as
** it stood when the positions that reached it had been expanded. The
** budget counts positions expanded, HANOI_MEET_SHARE of them a position
** of max_states, a block's cells at a time, never more than max_states
** allows (a block is split to stop there): the same on every machine.
**
** The ball may hold fewer disks than the positions: on four pegs, no
** position within (FS(m + 1) - 1) / 2 moves of a tower of n > m disks has
** moved a disk larger than m (to move one, the m smaller disks must stand
** on the two other pegs, at least half of Frame-Stewart's solution for
** m + 1 disks away: Bousch's theorem), so a ball that stops by that radius
** needs a table of the m smallest disks only.
*/
#include <string.h>

#include "ball_search.h"

#define CODE_LIMIT_BITS 48          /* the codes the search takes */
#define BW HANOI_MEET_BW
#define EVEN 0x5555555555555555ull
#define INDEX ((uint64_t)1 << 40)   /* a block's place in the next layer: depth * INDEX + index */
#define HIT (-1)                    /* a lookup found the ball: the search is over */

int hanoi_meet_fits(int n, int k) {
  HSpace sp;
  return hanoi_space(&sp, n, k) && sp.size <= (uint64_t)1 << CODE_LIMIT_BITS;
}

static uint64_t mix(uint64_t x) {
  x ^= x >> 31;
  x *= 0x9E3779B97F4A7C15ull;
  return x ^ x >> 29;
}

/* the cells of a pattern (bits 2c): a popcount without the instruction */
static int cells_count(uint64_t x) {
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

static void decode(const HMeet *M, uint64_t code, unsigned char *w) {
  int d, sh = M->sp.stride;
  if (sh == 0) { hanoi_decode_where(&M->sp, code, w); return; }
  for (d = 0; d < M->n; d++, code >>= sh) w[d] = (unsigned char)(code & (uint64_t)(M->k - 1));
}

/* the pegs of the disks past a block's q (digits q .. n-1 of its codes) */
static void key_digits(const HMeet *M, uint64_t key, unsigned char *w) {
  int d, sh = M->sp.stride;
  for (d = M->q; d < M->n; d++) {
    if (sh != 0) { w[d] = (unsigned char)(key & (uint64_t)(M->k - 1)); key >>= sh; }
    else { w[d] = (unsigned char)(key % (uint64_t)M->k); key /= (uint64_t)M->k; }
  }
}

/* ---- the ball's cells ---- */

/* The canonical labelling of a block's larger disks (those past its q),
** from the largest (the free pegs in the order of their largest disks):
** each peg's label (0xFF: none yet) and the next label into lab[0 .. k],
** and their share of the ball's cell; UINT64_MAX when a disk past the
** ball's is off the goal peg (no position of the block is in the ball's
** space). */
static uint64_t block_labels(const HMeet *M, uint64_t key, unsigned char *lab) {
  const HCBfs *b = M->ball;
  unsigned char w[HANOI_MAXN];
  int d, F = b->c.fixed, next = F;
  uint64_t r = 0;
  key_digits(M, key, w);
  memcpy(lab, M->map, (size_t)M->k);
  for (d = M->n - 1; d >= M->q; d--) {
    int p = w[d], l = lab[p], u = next - F;
    if (d >= b->c.m) {
      if (M->map[p] != 0) return UINT64_MAX;
      continue;
    }
    if (l == 0xFF) lab[p] = (unsigned char)(l = next++);
    r += (uint64_t)l * b->pc.W[d - b->q][u];      /* d >= q >= the ball's q */
  }
  lab[M->k] = (unsigned char)next;
  return r;
}

/* the ball's cell of the block's code x, from the block's labels (r, lab),
** UINT64_MAX when not in the ball's space */
static uint64_t cell_in(const HMeet *M, uint64_t r, const unsigned char *lab, unsigned x) {
  const HCBfs *b = M->ball;
  const unsigned char *dg = M->digit[x];
  unsigned char np[8];                     /* pegs first labelled within the block */
  int nn = 0, next = lab[M->k], F = b->c.fixed, d;
  uint64_t s = 0;
  for (d = M->q - 1; d >= 0; d--) {
    int p = dg[d], l = lab[p], u = next - F + nn;
    if (d >= b->c.m) {
      if (M->map[p] != 0) return UINT64_MAX;
      continue;
    }
    if (l == 0xFF) {
      int i;
      for (i = 0; i < nn && np[i] != p; i++) ;
      l = next + i;
      if (i == nn) np[nn++] = (unsigned char)p;
    }
    if (d >= b->q) r += (uint64_t)l * b->pc.W[d - b->q][u];
    else s += (uint64_t)l * b->kpow[d];
  }
  return r * (uint64_t)b->kq + s;
}

/* ---- the blocks ---- */

/* the block of `key`, or UINT64_MAX when none was made */
static uint64_t block_find(const HMeet *M, uint64_t key) {
  uint64_t s;
  if (M->hcap == 0) return UINT64_MAX;
  s = mix(key) & (M->hcap - 1);
  while (M->hash[2 * s] != 0) {
    if (M->hash[2 * s] == key + 1) return M->hash[2 * s + 1];
    s = (s + 1) & (M->hcap - 1);
  }
  return UINT64_MAX;
}

static int hash_grow(HMeet *M, HMem *mem) {
  uint64_t cap = M->hcap ? M->hcap * 2 : 1024, i;
  uint64_t *nh = (uint64_t *)hanoi_alloc(mem, (size_t)(cap * 16));
  if (nh == NULL) return mem->err;
  memset(nh, 0, (size_t)(cap * 16));
  for (i = 0; i < M->hcap; i++) {
    uint64_t s;
    if (M->hash[2 * i] == 0) continue;
    s = mix(M->hash[2 * i] - 1) & (cap - 1);
    while (nh[2 * s] != 0) s = (s + 1) & (cap - 1);
    nh[2 * s] = M->hash[2 * i];
    nh[2 * s + 1] = M->hash[2 * i + 1];
  }
  hanoi_free(mem, M->hash, (size_t)(M->hcap * 16));
  M->hash = nh;
  M->hcap = cap;
  return 0;
}

/* doubles array *a of *cap items of `size` words; 0 or a status */
static int grow_arr(HMem *mem, uint64_t **a, uint64_t *cap, int size) {
  uint64_t nc = *cap ? *cap * 2 : 64;
  uint64_t *na = (uint64_t *)hanoi_realloc(mem, *a, (size_t)(*cap * (uint64_t)size * 8),
                                           (size_t)(nc * (uint64_t)size * 8));
  if (na == NULL) return mem->err;
  *a = na;
  *cap = nc;
  return 0;
}

/* the block of `key`, made (no cell reached) when missing; its number in
** *blk; 0 or a status */
static int block_make(HMeet *M, HMem *mem, uint64_t key, uint64_t *blk) {
  uint64_t s;
  unsigned char *lab;
  if ((M->nblk + 1) * 2 > M->hcap && hash_grow(M, mem) != 0) return mem->err;
  s = mix(key) & (M->hcap - 1);
  while (M->hash[2 * s] != 0) {
    if (M->hash[2 * s] == key + 1) { *blk = M->hash[2 * s + 1]; return 0; }
    s = (s + 1) & (M->hcap - 1);
  }
  if ((M->nblk == M->cblk && grow_arr(mem, &M->words, &M->cblk, BW) != 0) ||
      (M->nblk == M->cmeta && grow_arr(mem, &M->meta, &M->cmeta, 4) != 0))
    return mem->err;
  if (M->nblk == M->cblab) {
    uint64_t nc = M->cblab ? M->cblab * 2 : 64, sz = (uint64_t)M->k + 1;
    unsigned char *na = (unsigned char *)hanoi_realloc(mem, M->blab, (size_t)(M->cblab * sz),
                                                       (size_t)(nc * sz));
    if (na == NULL) return mem->err;
    M->blab = na;
    M->cblab = nc;
  }
  memset(M->words + M->nblk * BW, 0, BW * 8);
  lab = M->blab + M->nblk * (uint64_t)(M->k + 1);
  M->meta[4 * M->nblk] = key;
  M->meta[4 * M->nblk + 1] = 0;
  M->meta[4 * M->nblk + 2] = block_labels(M, key, lab);
  M->meta[4 * M->nblk + 3] = UINT64_MAX;
  if (M->meta[4 * M->nblk + 2] != UINT64_MAX) {   /* its labelling's table */
    int i;
    for (i = 0; i < M->nshape && memcmp(M->shape[i], lab, (size_t)M->k + 1) != 0; i++) ;
    if (i == M->nshape && i < HANOI_MEET_SHAPES) {
      uint64_t x, *tab = (uint64_t *)hanoi_alloc(mem, (size_t)(M->bc * 8));
      if (tab == NULL) return mem->err;
      for (x = 0; x < M->bc; x++) tab[x] = cell_in(M, 0, lab, (unsigned)x);
      memcpy(M->shape[i], lab, (size_t)M->k + 1);
      M->shape_cells[M->nshape++] = tab;
    }
    if (i < M->nshape) M->meta[4 * M->nblk + 3] = (uint64_t)i;
  }
  M->hash[2 * s] = key + 1;
  M->hash[2 * s + 1] = M->nblk;
  *blk = M->nblk++;
  return 0;
}

/* the label of a position (0: not reached) */
static unsigned label_of(const HMeet *M, uint64_t code) {
  uint64_t blk = block_find(M, code / M->bc);
  if (blk == UINT64_MAX) return 0;
  return cell_get(M->words + blk * BW, code % M->bc);
}

/* the disks past the ball's that are off the goal peg */
static int outside(const HMeet *M, const unsigned char *w) {
  int d, off = 0;
  for (d = M->ball->c.m; d < M->n; d++) off += M->map[w[d]] != 0;
  return off;
}

/* ---- the lookups in flight ---- */

/* looks at the oldest lookup; 1 when its position is in the ball (the
** search is over) */
static int look_one(HMeet *M, HRun *run) {
  const HMeetLook *l = &M->look[M->look_first];
  M->look_first = (M->look_first + 1) & (HANOI_MEET_AHEAD - 1);
  M->nlook--;
  if (cell_get(M->ball->cells, l->cell) == 0) return 0;
  M->found = 1;
  M->hit = l->code;
  M->depth++;                              /* the hit is one layer further */
  run->states = l->states;
  M->nlook = 0;
  return 1;
}

static int look_all(HMeet *M, HRun *run) {
  while (M->nlook > 0)
    if (look_one(M, run)) return 1;
  return 0;
}

/* ---- a layer ---- */

/* The cells `fresh` of block blk, reached for the first time, join the
** next layer: labelled, added to the block's entry there, looked up in
** the ball. 0, HIT, or a status. */
static int add_new(HMeet *M, HMem *mem, HRun *run, uint64_t blk, const uint64_t *fresh,
                   uint64_t states) {
  unsigned mark = (unsigned)((M->depth + 1) % 3) + 1;
  uint64_t *w = M->words + blk * BW, tag = (uint64_t)(M->depth + 1) * INDEX, base, r, rk;
  const uint64_t *tab;
  const unsigned char *lab;
  HMeetSet *e;
  int i;
  for (i = 0; i < BW; i++) w[i] |= (mark & 1 ? fresh[i] : 0) | (mark & 2 ? fresh[i] << 1 : 0);
  if (M->meta[4 * blk + 1] / INDEX * INDEX != tag) {
    if (M->nnxt == M->cnxt) {
      uint64_t nc = M->cnxt ? M->cnxt * 2 : 256;
      HMeetSet *na = (HMeetSet *)hanoi_realloc(mem, M->nxt, (size_t)(M->cnxt * sizeof(HMeetSet)),
                                               (size_t)(nc * sizeof(HMeetSet)));
      if (na == NULL) return mem->err;
      M->nxt = na;
      M->cnxt = nc;
    }
    e = &M->nxt[M->nnxt];
    memset(e, 0, sizeof *e);
    e->blk = blk;
    M->meta[4 * blk + 1] = tag + M->nnxt++;
  }
  e = &M->nxt[M->meta[4 * blk + 1] % INDEX];
  for (i = 0; i < BW; i++) e->cells[i] |= fresh[i];
  if ((r = M->meta[4 * blk + 2]) == UINT64_MAX) return 0;
  lab = M->blab + blk * (uint64_t)(M->k + 1);
  tab = M->meta[4 * blk + 3] == UINT64_MAX ? NULL : M->shape_cells[M->meta[4 * blk + 3]];
  rk = r * (uint64_t)M->ball->kq;
  base = M->meta[4 * blk] * M->bc;
  for (i = 0; i < BW; i++) {
    uint64_t x;
    for (x = fresh[i]; x; x &= x - 1) {
      unsigned c = (unsigned)(i * 32 + (hanoi_ctz(x) >> 1));
      uint64_t cell = tab == NULL ? cell_in(M, r, lab, c) : tab[c] == UINT64_MAX ? UINT64_MAX
                                                                  : rk + tab[c];
      HMeetLook *l;
      if (cell == UINT64_MAX) continue;
      if (M->nlook == HANOI_MEET_AHEAD && look_one(M, run)) return HIT;
      l = &M->look[(M->look_first + M->nlook++) & (HANOI_MEET_AHEAD - 1)];
      l->code = base + c;
      l->cell = cell;
      l->states = states;
      __builtin_prefetch(&M->ball->cells[cell >> 5]);
    }
  }
  return 0;
}

/* Expands the cells S of block blk (this layer's): the moves of its q
** disks within it, then the moves of each larger disk on top of its peg
** (among the larger disks) to every peg where it may go, for the cells
** where no small disk is on either peg. The blocks those moves lead to
** are fetched ahead: their hash slots while the block's own moves are
** made, then their cells. `states`: the budget once they are expanded.
** 0, HIT, or a status. */
static int expand(HMeet *M, HMem *mem, HRun *run, uint64_t blk, const uint64_t *S,
                  uint64_t states) {
  uint64_t key = M->meta[4 * blk], R[BW], fresh[BW], any = 0;
  unsigned char w[HANOI_MAXN];
  int top[HANOI_MAXK], i, j, f, t, d, st, nm = 0;
  const uint64_t *c;
  key_digits(M, key, w);
  for (f = 0; f < M->k; f++) top[f] = M->n;
  for (d = M->n - 1; d >= M->q; d--) top[w[d]] = d;
  for (f = 0; f < M->k; f++) {             /* the larger disks' moves */
    if ((d = top[f]) == M->n) continue;
    for (t = 0; t < M->k; t++) {
      HMeetMove *m;
      if (t == f || top[t] < d) continue;
      any = 0;
      for (j = 0; j < BW; j++) any |= S[j] & ~(M->onany[f][j] | M->onany[t][j]);
      if (!any) continue;
      m = &M->move[nm++];
      m->key = t > f ? key + M->sp.pow[d - M->q] * (uint64_t)(t - f)
                     : key - M->sp.pow[d - M->q] * (uint64_t)(f - t);
      m->f = (unsigned char)f;
      m->t = (unsigned char)t;
      __builtin_prefetch(&M->hash[2 * (mix(m->key) & (M->hcap - 1))]);
    }
  }
  for (j = 0; j < BW; j++) R[j] = 0;       /* the small disks' moves */
  for (i = 0; i < BW; i++) {
    uint64_t x;
    for (x = S[i]; x; x &= x - 1) {
      const uint64_t *nr = M->near[i * 32 + (hanoi_ctz(x) >> 1)];
      for (j = 0; j < BW; j++) R[j] |= nr[j];
    }
  }
  c = M->words + blk * BW;
  for (j = 0; j < BW; j++) any |= fresh[j] = R[j] & ~(c[j] | c[j] >> 1);
  if (any && (st = add_new(M, mem, run, blk, fresh, states)) != 0) return st;
  for (i = 0; i < nm; i++) {
    HMeetMove *m = &M->move[i];
    if ((st = block_make(M, mem, m->key, &m->blk)) != 0) return st;
    __builtin_prefetch(&M->words[m->blk * BW]);
    __builtin_prefetch(&M->words[m->blk * BW + BW - 1]);
  }
  for (i = 0; i < nm; i++) {
    const HMeetMove *m = &M->move[i];
    c = M->words + m->blk * BW;
    any = 0;
    for (j = 0; j < BW; j++) {
      uint64_t src = S[j] & ~(M->onany[m->f][j] | M->onany[m->t][j]);
      any |= fresh[j] = src & ~(c[j] | c[j] >> 1);
    }
    if (any && (st = add_new(M, mem, run, m->blk, fresh, states)) != 0) return st;
  }
  return 0;
}

/* moves the first `r` cells of S (fewer than it holds) into out */
static void take(uint64_t *S, uint64_t r, uint64_t *out) {
  int i;
  for (i = 0; i < BW; i++) {
    uint64_t x = S[i], y = 0;
    if ((uint64_t)cells_count(x) <= r) {
      out[i] = x;
      S[i] = 0;
      r -= (uint64_t)cells_count(x);
      continue;
    }
    for (; r > 0; r--) { y |= x & (~x + 1); x &= x - 1; }
    out[i] = y;
    S[i] = x;
  }
}

int hanoi_meet_init(HMeet *M, HMem *mem, const HCBfs *ball, int radius, int complete, int n,
                    const unsigned char *map, const unsigned char *start) {
  unsigned char lab[HANOI_MAXN];
  uint64_t blk, x, kp[8];
  int k = ball->c.k, j, e, t, err;
  memset(M, 0, sizeof *M);
  M->ball = ball;
  M->radius = radius;
  M->complete = complete;
  M->n = n;
  M->k = k;
  memcpy(M->map, map, (size_t)k);
  if (!hanoi_space(&M->sp, n, k) || M->sp.size > (uint64_t)1 << CODE_LIMIT_BITS) return HS_TOOBIG;
  M->start = hanoi_encode(&M->sp, start);
  hanoi_canon_labels(ball->c.m, k, ball->c.fixed, map, start, lab, NULL);
  if (outside(M, start) == 0 && (complete || hanoi_cbfs_label(ball, lab) != 0)) {
    M->found = 1;
    M->hit = M->start;
    return 0;
  }
  /* the blocks: q disks, the most with k^q <= HANOI_MEET_BLOCK (never fewer
  ** than the ball's small disks, whose k^q is at most 64) */
  M->bc = 1;
  while (M->q < n && M->bc * (uint64_t)k <= HANOI_MEET_BLOCK) {
    kp[M->q++] = M->bc;
    M->bc *= (uint64_t)k;
  }
  for (x = 0; x < M->bc; x++) {
    unsigned char *dg = M->digit[x];
    for (j = 0; j < M->q; j++) {
      dg[j] = (unsigned char)(x / kp[j] % (uint64_t)k);
      M->onany[dg[j]][x >> 5] |= (uint64_t)1 << (2 * (x & 31));
    }
    for (j = 0; j < M->q; j++)             /* disk j moves when no smaller one */
      for (t = 0; t < k; t++) {            /* is on its peg or on t */
        int ok = t != dg[j];
        uint64_t y;
        for (e = 0; e < j; e++) if (dg[e] == dg[j] || dg[e] == t) ok = 0;
        if (!ok) continue;
        y = x + (uint64_t)t * kp[j] - (uint64_t)dg[j] * kp[j];
        M->near[x][y >> 5] |= (uint64_t)1 << (2 * (y & 31));
      }
  }
  if (block_make(M, mem, M->start / M->bc, &blk) == 0) {
    uint64_t cells[BW];
    memset(cells, 0, sizeof cells);
    x = M->start % M->bc;
    cells[x >> 5] = (uint64_t)1 << (2 * (x & 31));
    cell_or(M->words + blk * BW, x, 1);
    M->cur = (HMeetSet *)hanoi_alloc(mem, sizeof(HMeetSet));
    if (M->cur != NULL) {
      M->ccur = M->ncur = 1;
      M->cur->blk = blk;
      memcpy(M->cur->cells, cells, sizeof cells);
      return 0;
    }
  }
  err = mem->err;
  hanoi_meet_free(M, mem);
  return err;
}

int hanoi_meet_run(HMeet *M, HMem *mem, HRun *run) {
  uint64_t work = 0;
  while (!M->found) {
    HMeetSet *e;
    uint64_t S[BW], allow, have = 0, after;
    int st, i;
    if (M->icur == M->ncur) {               /* the next layer */
      HMeetSet *tmp = M->cur;
      uint64_t tc = M->ccur;
      if (look_all(M, run)) break;
      if (M->nnxt == 0) return HS_UNREACHABLE;   /* not reached: a ball is reachable */
      M->cur = M->nxt; M->ccur = M->cnxt; M->ncur = M->nnxt;
      M->nxt = tmp; M->cnxt = tc; M->nnxt = 0;
      M->icur = 0;
      M->depth++;
      continue;
    }
    if (run->states >= run->max_states) {
      if (look_all(M, run)) break;
      return HS_BUDGET;
    }
    e = &M->cur[M->icur];
    for (i = 0; i < BW; i++) have += (uint64_t)cells_count(e->cells[i]);
    /* what is left of the budget, in positions of this search: its
    ** positions of max_states, and what the last one charged still holds */
    allow = run->max_states - run->states;
    allow = allow > HANOI_SLICE ? HANOI_SLICE
          : allow * HANOI_MEET_SHARE + (M->charged * HANOI_MEET_SHARE - M->done);
    if (allow > HANOI_SLICE - work) allow = HANOI_SLICE - work;
    if (have > allow) {                     /* the first cells only */
      take(e->cells, allow, S);
      have = allow;
    }
    else {
      memcpy(S, e->cells, sizeof S);
      M->icur++;
    }
    after = (M->done + have + HANOI_MEET_SHARE - 1) / HANOI_MEET_SHARE;
    st = expand(M, mem, run, e->blk, S, run->states + (after - M->charged));
    if (st == HIT) break;
    if (st != 0) return st;
    run->states += after - M->charged;
    M->charged = after;
    M->done += have;
    work += have;
    if (work >= HANOI_SLICE) return HS_PAUSE;
  }
  return HS_DONE;
}

int hanoi_meet_moves(const HMeet *M, HMem *mem, const unsigned char *start, HMoves *out) {
  unsigned char w[HANOI_MAXN];
  uint64_t code = M->hit, first = out->len, i;
  int depth = M->depth;
  (void)start;
  decode(M, code, w);
  while (depth > 0) {                      /* back to the start, last move first */
    unsigned want = (unsigned)((depth - 1) % 3) + 1;
    int top[HANOI_MAXK], f, t, d, moved = 0;
    for (f = 0; f < M->k; f++) top[f] = M->n;
    for (d = M->n - 1; d >= 0; d--) top[w[d]] = d;
    for (f = 0; f < M->k && !moved; f++) {
      if ((d = top[f]) == M->n) continue;
      for (t = 0; t < M->k && !moved; t++) {
        uint64_t c;
        if (t == f || top[t] < d) continue;
        c = t > f ? code + M->sp.pow[d] * (uint64_t)(t - f)
                  : code - M->sp.pow[d] * (uint64_t)(f - t);
        if (label_of(M, c) != want) continue;
        if (!hanoi_moves_add(out, mem, d, t, f)) return mem->err;   /* played from t to f */
        w[d] = (unsigned char)t;
        code = c;
        moved = 1;
      }
    }
    if (!moved) return HS_UNREACHABLE;      /* not reached: every position has a parent */
    depth--;
  }
  for (i = 0; i < (out->len - first) / 2; i++) {   /* in playing order */
    unsigned char tmp[3], *a = out->mv + (first + i) * 3, *b = out->mv + (out->len - 1 - i) * 3;
    memcpy(tmp, a, 3); memcpy(a, b, 3); memcpy(b, tmp, 3);
  }
  decode(M, M->hit, w);
  return hanoi_cbfs_descend(M->ball, mem, M->map, w, out);
}

void hanoi_meet_free(HMeet *M, HMem *mem) {
  hanoi_free(mem, M->hash, (size_t)(M->hcap * 16));
  hanoi_free(mem, M->words, (size_t)(M->cblk * BW * 8));
  hanoi_free(mem, M->meta, (size_t)(M->cmeta * 32));
  for (; M->nshape > 0; M->nshape--)
    hanoi_free(mem, M->shape_cells[M->nshape - 1], (size_t)(M->bc * 8));
  hanoi_free(mem, M->blab, (size_t)(M->cblab * (uint64_t)(M->k + 1)));
  hanoi_free(mem, M->cur, (size_t)(M->ccur * sizeof(HMeetSet)));
  hanoi_free(mem, M->nxt, (size_t)(M->cnxt * sizeof(HMeetSet)));
  M->hash = M->words = M->meta = NULL;
  M->blab = NULL;
  M->cur = M->nxt = NULL;
  M->hcap = M->nblk = M->cblk = M->cmeta = M->cblab = M->ccur = M->cnxt = 0;
}
