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
** The start's end is a breadth-first search over real positions (a hash
** set of codes, each with the move that reached it), one layer at a time,
** every new position looked up in the ball. No position of the layers
** before the first one that touches the ball lies within R of the tower,
** so a position of that layer (i moves from the start) that is in the
** ball is exactly R moves from the tower, and i + R is the distance: the
** path is the forward search's path to it, then down the ball's labels.
** When the start itself is in the ball, the ball alone answers.
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

#define EMPTY UINT64_MAX
#define MOVE_BITS 16

int hanoi_meet_fits(int n, int k) {
  HSpace sp;
  return hanoi_space(&sp, n, k) && sp.size <= (uint64_t)1 << (64 - MOVE_BITS);
}

static uint64_t mix(uint64_t x) {
  x ^= x >> 31;
  x *= 0x9E3779B97F4A7C15ull;
  return x ^ x >> 29;
}

static int grow(HMeet *M, HMem *mem) {
  uint64_t cap = M->cap ? M->cap * 2 : 4096, i;
  uint64_t *ns = (uint64_t *)hanoi_alloc(mem, (size_t)(cap * 8));
  if (ns == NULL) return mem->err;
  memset(ns, 0xFF, (size_t)(cap * 8));
  for (i = 0; i < M->cap; i++) {
    uint64_t e = M->slot[i], s;
    if (e == EMPTY) continue;
    s = mix(e >> MOVE_BITS) & (cap - 1);
    while (ns[s] != EMPTY) s = (s + 1) & (cap - 1);
    ns[s] = e;
  }
  hanoi_free(mem, M->slot, (size_t)(M->cap * 8));
  M->slot = ns;
  M->cap = cap;
  return 0;
}

/* adds code with the move that reached it; 1 when it is new, 0 when it
** was there, -1 when memory runs out */
static int insert(HMeet *M, HMem *mem, uint64_t code, int d, int f) {
  uint64_t s;
  if ((M->count + 1) * 2 > M->cap && grow(M, mem) != 0) return -1;
  s = mix(code) & (M->cap - 1);
  while (M->slot[s] != EMPTY) {
    if (M->slot[s] >> MOVE_BITS == code) return 0;
    s = (s + 1) & (M->cap - 1);
  }
  M->slot[s] = code << MOVE_BITS | (uint64_t)d << 8 | (uint64_t)f;
  M->count++;
  return 1;
}

static uint64_t entry(const HMeet *M, uint64_t code) {
  uint64_t s = mix(code) & (M->cap - 1);
  while (M->slot[s] != EMPTY && M->slot[s] >> MOVE_BITS != code) s = (s + 1) & (M->cap - 1);
  return M->slot[s];
}

static int append(uint64_t **a, uint64_t *len, uint64_t *cap, HMem *mem, uint64_t v) {
  if (*len == *cap) {
    uint64_t nc = *cap ? *cap * 2 : 1024;
    uint64_t *na = (uint64_t *)hanoi_realloc(mem, *a, (size_t)(*cap * 8), (size_t)(nc * 8));
    if (na == NULL) return mem->err;
    *a = na;
    *cap = nc;
  }
  (*a)[(*len)++] = v;
  return 0;
}

static void decode(const HMeet *M, uint64_t code, unsigned char *w) {
  int d, sh = M->sp.stride;
  if (sh == 0) { hanoi_decode_where(&M->sp, code, w); return; }
  for (d = 0; d < M->n; d++, code >>= sh) w[d] = (unsigned char)(code & (uint64_t)(M->k - 1));
}

/* The canonical labels of a real position, its cell in the ball, and
** what a move needs to find the next cell without ranking anew: the
** label of each peg (inv), how many disks each label holds, and ud. */
typedef struct Where {
  unsigned char lab[HANOI_MAXN], ud[HANOI_MAXN], pl[HANOI_MAXK], cnt[HANOI_MAXK];
  uint64_t cell;
} Where;

static void locate(const HMeet *M, const unsigned char *w, Where *x) {
  const HCBfs *b = M->ball;
  unsigned char inv[HANOI_MAXK];
  int p, d, u = 0, used, m = b->c.m;
  used = hanoi_canon_labels(m, M->k, b->c.fixed, M->map, w, x->lab, inv);
  for (p = 0; p < M->k; p++) { x->pl[p] = 0xFF; x->cnt[p] = 0; }
  for (p = 0; p < used; p++) x->pl[inv[p]] = (unsigned char)p;
  for (d = m - 1; d >= b->q; d--) {      /* ud of the larger disks, as pc ranks them */
    x->ud[d] = (unsigned char)u;
    if (x->lab[d] == b->c.fixed + u) u++;
  }
  for (d = 0; d < m; d++) x->cnt[x->lab[d]]++;
  x->cell = hanoi_cbfs_cell(b, x->lab);
}

/* the cell of position w after disk d moved from peg f to t (w already
** moved), from the cell before it */
static uint64_t next_cell(const HMeet *M, const Where *x, const unsigned char *w, int d, int f,
                          int t) {
  const HCBfs *b = M->ball;
  int F = b->c.fixed, la = x->pl[f], lb = x->pl[t];
  uint64_t step;
  if (lb == 0xFF || (la >= F && x->cnt[la] == 1)) {   /* the labels change */
    Where y;
    locate(M, w, &y);
    return y.cell;
  }
  step = d < b->q ? b->kpow[d] : b->pc.W[d - b->q][x->ud[d]] * (uint64_t)b->kq;
  return lb > la ? x->cell + (uint64_t)(lb - la) * step : x->cell - (uint64_t)(la - lb) * step;
}

/* the disks past the ball's that are off the goal peg */
static int outside(const HMeet *M, const unsigned char *w) {
  int d, off = 0;
  for (d = M->ball->c.m; d < M->n; d++) off += M->map[w[d]] != 0;
  return off;
}

int hanoi_meet_init(HMeet *M, HMem *mem, const HCBfs *ball, int radius, int complete, int n,
                    const unsigned char *map, const unsigned char *start) {
  Where x;
  memset(M, 0, sizeof *M);
  M->ball = ball;
  M->radius = radius;
  M->complete = complete;
  M->n = n;
  M->k = ball->c.k;
  memcpy(M->map, map, (size_t)M->k);
  if (!hanoi_space(&M->sp, M->n, M->k) || M->sp.size > (uint64_t)1 << (64 - MOVE_BITS))
    return HS_TOOBIG;
  M->start = hanoi_encode(&M->sp, start);
  locate(M, start, &x);
  if (outside(M, start) == 0 && (complete || cell_get(ball->cells, x.cell) != 0)) {
    M->found = 1;
    M->hit = M->start;
    return 0;
  }
  if (insert(M, mem, M->start, 0, 0) < 0 ||
      append(&M->cur, &M->ncur, &M->ccur, mem, M->start) != 0) {
    int err = mem->err;
    hanoi_meet_free(M, mem);
    return err;
  }
  return 0;
}

/* The children of a position, gathered before they are looked up so that
** the hash slots and the ball's words they need are fetched from memory
** together (each is a cache miss). */
typedef struct Child { uint64_t code, cell; unsigned char d, f; } Child;

int hanoi_meet_run(HMeet *M, HMem *mem, HRun *run) {
  uint64_t work = 0;
  while (!M->found) {
    unsigned char w[HANOI_MAXN];
    int top[HANOI_MAXK], f, t, d, off, nc = 0, i;
    uint64_t code;
    Child ch[HANOI_MAXK * HANOI_MAXK];
    Where x;
    if (M->icur == M->ncur) {               /* the next layer */
      uint64_t *tmp = M->cur, tc = M->ccur;
      if (M->nnxt == 0) return HS_UNREACHABLE;   /* not reached: a ball is reachable */
      M->cur = M->nxt; M->ccur = M->cnxt; M->ncur = M->nnxt;
      M->nxt = tmp; M->cnxt = tc; M->nnxt = 0;
      M->icur = 0;
      M->depth++;
      continue;
    }
    if (run->states >= run->max_states) return HS_BUDGET;
    if ((M->count + (uint64_t)(M->k * M->k)) * 2 > M->cap && grow(M, mem) != 0) return mem->err;
    code = M->cur[M->icur++];
    decode(M, code, w);
    if ((off = outside(M, w)) == 0) locate(M, w, &x);
    for (f = 0; f < M->k; f++) top[f] = M->n;
    for (d = M->n - 1; d >= 0; d--) top[w[d]] = d;
    for (f = 0; f < M->k; f++) {
      if ((d = top[f]) == M->n) continue;
      for (t = 0; t < M->k; t++) {
        Child *c = &ch[nc];
        if (t == f || top[t] < d) continue;
        c->code = t > f ? code + M->sp.pow[d] * (uint64_t)(t - f)
                        : code - M->sp.pow[d] * (uint64_t)(f - t);
        c->d = (unsigned char)d;
        c->f = (unsigned char)f;
        c->cell = UINT64_MAX;
        w[d] = (unsigned char)t;
        if (d >= M->ball->c.m) {
          if (off - (M->map[f] != 0) + (M->map[t] != 0) == 0) {
            Where y;
            locate(M, w, &y);
            c->cell = y.cell;
          }
        }
        else if (off == 0) c->cell = next_cell(M, &x, w, d, f, t);
        w[d] = (unsigned char)f;
        __builtin_prefetch(&M->slot[mix(c->code) & (M->cap - 1)]);
        if (c->cell != UINT64_MAX) __builtin_prefetch(&M->ball->cells[c->cell >> 5]);
        nc++;
      }
    }
    for (i = 0; i < nc; i++) {
      int isnew = insert(M, mem, ch[i].code, ch[i].d, ch[i].f);
      if (isnew < 0) return mem->err;
      if (!isnew) continue;
      if (append(&M->nxt, &M->nnxt, &M->cnxt, mem, ch[i].code) != 0) return mem->err;
      if (ch[i].cell != UINT64_MAX && cell_get(M->ball->cells, ch[i].cell) != 0) {
        M->found = 1;
        M->hit = ch[i].code;
        M->depth++;                          /* the hit is one layer further */
        break;
      }
    }
    run->states++;
    if (!M->found && ++work == HANOI_SLICE) return HS_PAUSE;
  }
  return HS_DONE;
}

int hanoi_meet_moves(const HMeet *M, HMem *mem, const unsigned char *start, HMoves *out) {
  unsigned char w[HANOI_MAXN];
  uint64_t code = M->hit, first = out->len, i;
  (void)start;
  decode(M, code, w);
  while (code != M->start) {               /* back to the start, last move first */
    uint64_t e = entry(M, code);
    int d = (int)(e >> 8 & 0xFF), f = (int)(e & 0xFF), t;
    unsigned char v[HANOI_MAXN];
    decode(M, code, v);
    t = v[d];
    if (!hanoi_moves_add(out, mem, d, f, t)) return mem->err;
    code = t > f ? code - M->sp.pow[d] * (uint64_t)(t - f) : code + M->sp.pow[d] * (uint64_t)(f - t);
  }
  for (i = 0; i < (out->len - first) / 2; i++) {   /* in playing order */
    unsigned char tmp[3], *a = out->mv + (first + i) * 3, *b = out->mv + (out->len - 1 - i) * 3;
    memcpy(tmp, a, 3); memcpy(a, b, 3); memcpy(b, tmp, 3);
  }
  return hanoi_cbfs_descend(M->ball, mem, M->map, w, out);
}

void hanoi_meet_free(HMeet *M, HMem *mem) {
  hanoi_free(mem, M->slot, (size_t)(M->cap * 8));
  hanoi_free(mem, M->cur, (size_t)(M->ccur * 8));
  hanoi_free(mem, M->nxt, (size_t)(M->cnxt * 8));
  M->slot = M->cur = M->nxt = NULL;
  M->cap = M->ccur = M->cnxt = 0;
}
