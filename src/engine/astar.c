/*
** astar.c: A* search (Hart, Nilsson & Raphael) over canonical positions.
**
** Nodes live in growable arrays: a packed key (the canonical labels, a
** few bits per disk), the parent, g, h and f = max(f of the parent,
** g + h) (pathmax, so f never drops along a path even where the
** heuristic is inconsistent; a node reached again by a shorter path is
** reopened). A hash table of node indices finds a position again; the
** open list is a stack per value of f, so that among equal f the deepest
** node comes first. Every expansion counts against the budget; the
** search pauses after every HANOI_SLICE positions of work so that the
** caller can report progress and look for an interrupt.
*/
#include <string.h>

#include "astar.h"

#define KEY(A, i) ((A)->key + (uint64_t)(i) * (uint64_t)(A)->words)

static void pack(const HAstar *A, const unsigned char *lab, uint64_t *key) {
  int d, bit = 0, w = 0;
  memset(key, 0, (size_t)A->words * 8);
  for (d = 0; d < A->n; d++) {
    key[w] |= (uint64_t)lab[d] << bit;
    if (bit + A->bits > 64) key[w + 1] |= (uint64_t)lab[d] >> (64 - bit);
    bit += A->bits;
    if (bit >= 64) { bit -= 64; w++; }
  }
}

static void unpack(const HAstar *A, const uint64_t *key, unsigned char *lab) {
  int d, bit = 0, w = 0;
  uint64_t mask = ((uint64_t)1 << A->bits) - 1;
  for (d = 0; d < A->n; d++) {
    uint64_t v = key[w] >> bit;
    if (bit + A->bits > 64) v |= key[w + 1] << (64 - bit);
    lab[d] = (unsigned char)(v & mask);
    bit += A->bits;
    if (bit >= 64) { bit -= 64; w++; }
  }
}

/* the finalizer of MurmurHash3 over the words of a key */
static uint64_t hashkey(const HAstar *A, const uint64_t *key) {
  uint64_t h = 0x9E3779B97F4A7C15ull;
  int i;
  for (i = 0; i < A->words; i++) {
    h ^= key[i];
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
  }
  return h;
}

static int samekey(const uint64_t *a, const uint64_t *b, int words) {
  int i;
  for (i = 0; i < words; i++) if (a[i] != b[i]) return 0;
  return 1;
}

int hanoi_astar_labels(const HAstar *A, const unsigned char *where,
                       unsigned char *lab, unsigned char *inv) {
  return hanoi_canon_labels(A->n, A->k, A->fixed, A->map, where, lab, inv);
}

/* A slot: the node index + 1 in the low half, the hash's high half above
** it, so that a probe seldom reads the key array for another key. */
static int grow_hash(HAstar *A, HMem *mem) {
  uint64_t cap = A->hcap ? A->hcap * 2 : 1024, i;
  uint64_t *nh = (uint64_t *)hanoi_alloc(mem, (size_t)(cap * 8));
  if (nh == NULL) return mem->err;
  memset(nh, 0, (size_t)(cap * 8));
  for (i = 0; i < A->nn; i++) {
    uint64_t h = hashkey(A, KEY(A, i)), s = h & (cap - 1);
    while (nh[s]) s = (s + 1) & (cap - 1);
    nh[s] = (h & 0xFFFFFFFF00000000ull) | (i + 1);
  }
  hanoi_free(mem, A->hash, (size_t)(A->hcap * 8));
  A->hash = nh;
  A->hcap = cap;
  return 0;
}

static int push(HAstar *A, HMem *mem, int f, uint32_t id) {
  if (f >= A->nbk) {
    int nb = A->nbk ? A->nbk : 64, i;
    uint32_t **nbk;
    uint64_t *nbn, *nbc;
    while (nb <= f) nb *= 2;
    nbk = (uint32_t **)hanoi_realloc(mem, A->bk, (size_t)A->nbk * sizeof *nbk,
                                     (size_t)nb * sizeof *nbk);
    if (nbk == NULL) return mem->err;
    A->bk = nbk;
    nbn = (uint64_t *)hanoi_realloc(mem, A->bn, (size_t)A->nbk * 8, (size_t)nb * 8);
    if (nbn == NULL) return mem->err;
    A->bn = nbn;
    nbc = (uint64_t *)hanoi_realloc(mem, A->bc, (size_t)A->nbk * 8, (size_t)nb * 8);
    if (nbc == NULL) return mem->err;
    A->bc = nbc;
    for (i = A->nbk; i < nb; i++) { A->bk[i] = NULL; A->bn[i] = A->bc[i] = 0; }
    A->nbk = nb;
  }
  if (A->bn[f] == A->bc[f]) {
    uint64_t cap = A->bc[f] ? A->bc[f] * 2 : 256;
    uint32_t *s = (uint32_t *)hanoi_realloc(mem, A->bk[f], (size_t)(A->bc[f] * 4),
                                            (size_t)(cap * 4));
    if (s == NULL) return mem->err;
    A->bk[f] = s;
    A->bc[f] = cap;
  }
  A->bk[f][A->bn[f]++] = id;
  if (f < A->fcur) A->fcur = f;
  return 0;
}

/* the node of `key`, adding it (with *isnew set) when it is not there;
** returns UINT32_MAX when memory runs out */
static uint32_t lookup(HAstar *A, HMem *mem, const uint64_t *key, uint64_t h, int *isnew) {
  uint64_t s, fp;
  *isnew = 0;
  if ((A->nn + 1) * 4 > A->hcap * 3 && grow_hash(A, mem) != 0) return UINT32_MAX;
  fp = h & 0xFFFFFFFF00000000ull;
  s = h & (A->hcap - 1);
  while (A->hash[s]) {
    uint64_t x = A->hash[s];
    if ((x & 0xFFFFFFFF00000000ull) == fp) {
      uint32_t i = (uint32_t)(x & 0xFFFFFFFFu) - 1;
      if (samekey(KEY(A, i), key, A->words)) return i;
    }
    s = (s + 1) & (A->hcap - 1);
  }
  if (A->nn == A->ncap) {
    uint64_t cap = A->ncap ? A->ncap * 2 : 1024;
    HNode *nn;
    uint64_t *nk;
    if (cap >= UINT32_MAX) { mem->err = HS_MEMLIMIT; mem->want = UINT64_MAX; return UINT32_MAX; }
    nn = (HNode *)hanoi_realloc(mem, A->node, (size_t)A->ncap * sizeof(HNode),
                                (size_t)cap * sizeof(HNode));
    if (nn == NULL) return UINT32_MAX;
    A->node = nn;
    nk = (uint64_t *)hanoi_realloc(mem, A->key, (size_t)(A->ncap * (uint64_t)A->words * 8),
                                   (size_t)(cap * (uint64_t)A->words * 8));
    if (nk == NULL) return UINT32_MAX;
    A->key = nk;
    A->ncap = cap;
  }
  memcpy(KEY(A, A->nn), key, (size_t)A->words * 8);
  A->hash[s] = fp | (A->nn + 1);
  *isnew = 1;
  return (uint32_t)A->nn++;
}

int hanoi_astar_init(HAstar *A, HMem *mem, int n, int k, int fixed,
                     const unsigned char *map, const unsigned char *start,
                     const unsigned char *goal, const HHeur *h) {
  unsigned char lab[HANOI_MAXN];
  uint64_t key[8];
  uint32_t id;
  int isnew, hv;
  memset(A, 0, sizeof *A);
  A->n = n; A->k = k; A->fixed = fixed; A->h = h; A->tower = h->tower;
  memcpy(A->map, map, (size_t)k);
  for (isnew = 0; isnew < k; isnew++)
    A->lmap[isnew] = isnew < fixed ? (unsigned char)isnew : 0xFF;
  for (A->bits = 1; (1 << A->bits) < k; A->bits++) ;
  A->words = (n * A->bits + 63) / 64;
  hanoi_astar_labels(A, goal, A->goal, NULL);
  hanoi_astar_labels(A, start, lab, NULL);
  pack(A, lab, key);
  id = lookup(A, mem, key, hashkey(A, key), &isnew);
  if (id == UINT32_MAX) { int err = mem->err; hanoi_astar_free(A, mem); return err; }
  hv = hanoi_heur(h, lab);
  A->node[id].parent = id;
  A->node[id].g = 0;
  A->node[id].h = (uint16_t)hv;
  A->node[id].f = (uint16_t)hv;
  A->node[id].closed = 0;
  A->best = id;
  A->fcur = hv;
  if (push(A, mem, hv, id) != 0) { int err = mem->err; hanoi_astar_free(A, mem); return err; }
  return 0;
}

void hanoi_astar_free(HAstar *A, HMem *mem) {
  int i;
  for (i = 0; i < A->nbk; i++) hanoi_free(mem, A->bk[i], (size_t)(A->bc[i] * 4));
  hanoi_free(mem, A->bk, (size_t)A->nbk * sizeof(uint32_t *));
  hanoi_free(mem, A->bn, (size_t)A->nbk * 8);
  hanoi_free(mem, A->bc, (size_t)A->nbk * 8);
  hanoi_free(mem, A->node, (size_t)A->ncap * sizeof(HNode));
  hanoi_free(mem, A->key, (size_t)(A->ncap * (uint64_t)A->words * 8));
  hanoi_free(mem, A->hash, (size_t)(A->hcap * 8));
  memset(A, 0, sizeof *A);
}

/* The successors of one expansion, gathered first so that the hash slots
** they need are fetched from memory together (each is a cache miss). */
typedef struct Succ {
  uint64_t key[8], h;
  unsigned char lab[HANOI_MAXN];
  unsigned char d, a, b;
} Succ;

/* expands node id (labels lab); 0 or an error status */
static int expand(HAstar *A, HMem *mem, uint32_t id, const unsigned char *lab, Succ *sc,
                  int *nsucc) {
  unsigned char cnt[HANOI_MAXK];
  int top[HANOI_MAXK], n = A->n, k = A->k, F = A->fixed, used = F, d, a, b, ns = 0, i;
  for (a = 0; a < k; a++) { top[a] = n; cnt[a] = 0; }
  for (d = n - 1; d >= 0; d--) {
    top[lab[d]] = d;
    cnt[lab[d]]++;
    if (lab[d] >= used) used = lab[d] + 1;
  }
  for (a = 0; a < used; a++) {
    int nb = used < k ? used + 1 : k;      /* the first empty free label too */
    d = top[a];
    if (d == n) continue;
    for (b = 0; b < nb; b++) {
      Succ *x = &sc[ns];
      if (b == a || top[b] < d) continue;
      memcpy(x->lab, lab, (size_t)n);
      x->lab[d] = (unsigned char)b;
      if ((a >= F && cnt[a] == 1) || (b >= F && top[b] == n))
        hanoi_canon_labels(n, k, F, A->lmap, x->lab, x->lab, NULL);
      pack(A, x->lab, x->key);
      x->h = hashkey(A, x->key);
      x->d = (unsigned char)d; x->a = (unsigned char)a; x->b = (unsigned char)b;
      __builtin_prefetch(&A->hash[x->h & (A->hcap - 1)]);
      ns++;
    }
  }
  *nsucc = ns;
  for (i = 0; i < ns; i++) {
    Succ *x = &sc[i];
    HNode *c;
    uint32_t j;
    int isnew, g, hv, f;
    j = lookup(A, mem, x->key, x->h, &isnew);
    if (j == UINT32_MAX) return mem->err;
    c = &A->node[j];
    g = A->node[id].g + 1;
    if (g > 0xFFFF) return HS_TOOBIG;
    if (!isnew && c->g <= g) continue;
    hv = isnew ? hanoi_heur(A->h, x->lab) : c->h;
    f = g + hv;
    if (f < A->node[id].f) f = A->node[id].f;
    if (f > 0xFFFF) return HS_TOOBIG;
    c->parent = id;
    c->g = (uint16_t)g;
    c->h = (uint16_t)hv;
    c->f = (uint16_t)f;
    c->d = x->d; c->a = x->a; c->b = x->b;
    c->closed = 0;
    if (hv < A->node[A->best].h || (hv == A->node[A->best].h && g > A->node[A->best].g))
      A->best = j;
    if (push(A, mem, f, j) != 0) return mem->err;
  }
  return 0;
}

int hanoi_astar_run(HAstar *A, HMem *mem, HRun *run) {
  unsigned char lab[HANOI_MAXN];
  uint64_t work = 0;
  int err, ns = 0;
  Succ *sc;
  if (A->found) return HS_DONE;
  sc = (Succ *)hanoi_alloc(mem, (size_t)(A->k * A->k) * sizeof(Succ));
  if (sc == NULL) return mem->err;
  for (;;) {
    uint32_t id;
    HNode *x;
    while (A->fcur < A->nbk && A->bn[A->fcur] == 0) A->fcur++;
    if (A->fcur >= A->nbk) { err = HS_UNREACHABLE; break; }
    id = A->bk[A->fcur][A->bn[A->fcur] - 1];
    x = &A->node[id];
    if (x->closed || x->f != A->fcur) { A->bn[A->fcur]--; continue; }
    unpack(A, KEY(A, id), lab);
    if (memcmp(lab, A->goal, (size_t)A->n) == 0) { A->found = id + 1; err = HS_DONE; break; }
    if (run->states >= run->max_states) { err = HS_BUDGET; break; }
    A->bn[A->fcur]--;
    A->expanded++;
    x->closed = 1;
    if ((err = expand(A, mem, id, lab, sc, &ns)) != 0) break;
    /* the budget counts work: an expansion is one position, or more when
    ** it generates many positions of many disks (with many pegs one
    ** expansion looks at hundreds, each costing O(n), and the heuristic
    ** of each about O(k n)) */
    {
      uint64_t w = (uint64_t)ns * (uint64_t)A->n * (uint64_t)A->k / (HANOI_WORK_UNIT * 4);
      run->states += w > 1 ? w : 1;
      work += w > 1 ? w : 1;                /* a pause after so much work */
    }
    if (work >= HANOI_SLICE) { err = HS_PAUSE; break; }
  }
  hanoi_free(mem, sc, (size_t)(A->k * A->k) * sizeof(Succ));
  return err;
}

/* the label moves from the start to node i, first move first */
static uint64_t chain(const HAstar *A, uint32_t i, uint32_t *out, uint64_t cap) {
  uint64_t len = 0, j;
  while (A->node[i].parent != i && len < cap) { out[len++] = i; i = A->node[i].parent; }
  for (j = 0; j < len / 2; j++) { uint32_t t = out[j]; out[j] = out[len - 1 - j]; out[len - 1 - j] = t; }
  return len;
}

/* plays the label move of node c on the real position w */
static void play(const HAstar *A, const HNode *c, unsigned char *w, HMoves *ml, HMem *mem,
                 int *ok) {
  unsigned char lab[HANOI_MAXN], inv[HANOI_MAXK];
  int used = hanoi_astar_labels(A, w, lab, inv), from = w[c->d], to, p;
  if (c->b < used) to = inv[c->b];
  else {                                   /* a new free label: the first empty free peg */
    uint32_t busy = 0;
    int d;
    for (d = 0; d < A->n; d++) busy |= 1u << w[d];
    for (to = -1, p = 0; p < A->k && to < 0; p++)
      if (A->map[p] == 0xFF && !(busy >> p & 1)) to = p;
  }
  if (ml != NULL && *ok) *ok = hanoi_moves_add(ml, mem, c->d, from, to);
  w[c->d] = (unsigned char)to;
}

/* plays the moves from the start to node i on w (which holds the start),
** adding them to ml unless it is NULL; 0 when memory runs out */
static int walk(const HAstar *A, HMem *mem, uint32_t i, unsigned char *w, HMoves *ml) {
  uint32_t *path;
  uint64_t len = A->node[i].g, j;
  int ok = 1;
  path = (uint32_t *)hanoi_alloc(mem, (size_t)(len * 4 + 4));
  if (path == NULL) return 0;
  len = chain(A, i, path, len);
  for (j = 0; j < len && ok; j++) play(A, &A->node[path[j]], w, ml, mem, &ok);
  hanoi_free(mem, path, (size_t)(A->node[i].g * 4 + 4));
  return ok;
}

int hanoi_astar_moves(const HAstar *A, HMem *mem, uint32_t i,
                      const unsigned char *start, HMoves *ml) {
  unsigned char w[HANOI_MAXN];
  memcpy(w, start, (size_t)A->n);
  return walk(A, mem, i, w, ml);
}

int hanoi_astar_where(const HAstar *A, HMem *mem, uint32_t i,
                      const unsigned char *start, unsigned char *where) {
  memcpy(where, start, (size_t)A->n);
  return walk(A, mem, i, where, NULL);
}
