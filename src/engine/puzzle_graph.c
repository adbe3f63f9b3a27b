/*
** puzzle_graph.c: the engine of `hanoi.puzzle` (see puzzle_graph.h): the
** set of positions a breadth-first search over a puzzle of the caller's
** has found, known by their keys (byte strings) and kept in order of
** discovery with their parents, in an open-addressing hash table (linear
** probing) keyed by FNV-1a; the list of moves (arcs) between them; the
** number of shortest paths to each position (exact big numbers); the
** cheapest paths when moves have costs, by Dijkstra's algorithm with a
** binary heap (Dijkstra 1959; lazy deletion of outdated entries); and
** eccentricities, a search from every position over the arcs in
** compressed rows. Plain C, no lua_State: the Lua binding is puzzle.c.
*/
#include <string.h>

#include "puzzle_graph.h"

uint32_t hanoi_pz_hash(const char *key, size_t len) {
  uint64_t h = 14695981039346656037ull;
  size_t i;
  for (i = 0; i < len; i++) {
    h ^= (unsigned char)key[i];
    h *= 1099511628211ull;
  }
  return (uint32_t)(h ^ (h >> 32));
}

static int grow_slots(PzSet *s, HMem *mem) {
  uint32_t nslot = s->nslot ? s->nslot * 2 : 64, i;
  uint64_t *slot;
  if (nslot == 0 || nslot > ((uint32_t)1 << 31)) {
    mem->err = HS_MEMLIMIT;
    mem->want = (uint64_t)UINT32_MAX * 8;
    return 0;
  }
  slot = (uint64_t *)hanoi_alloc(mem, (size_t)nslot * sizeof(uint64_t));
  if (slot == NULL) return 0;
  memset(slot, 0, (size_t)nslot * sizeof(uint64_t));
  for (i = 0; i < s->n; i++) {
    uint32_t j = s->node[i].hash & (nslot - 1);
    while (slot[j] != 0) j = (j + 1) & (nslot - 1);
    slot[j] = (uint64_t)s->node[i].hash << 32 | (i + 1);
  }
  hanoi_free(mem, s->slot, (size_t)s->nslot * sizeof(uint64_t));
  s->slot = slot;
  s->nslot = nslot;
  return 1;
}

int hanoi_pz_reserve(PzSet *s, HMem *mem) {
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? (s->cap > PZ_MAX_POSITIONS / 2 ? PZ_MAX_POSITIONS : s->cap * 2) : 256;
    PzNode *nd;
    if (cap == s->n) { mem->err = HS_MEMLIMIT; mem->want = mem->used; return 0; }
    nd = (PzNode *)hanoi_realloc(mem, s->node, (size_t)s->cap * sizeof(PzNode),
                                 (size_t)cap * sizeof(PzNode));
    if (nd == NULL) return 0;
    s->node = nd;
    s->cap = cap;
  }
  if ((uint64_t)(s->n + 1) * 2 > s->nslot && !grow_slots(s, mem)) return 0;
  return 1;
}

uint32_t hanoi_pz_find(const PzSet *s, const char *key, size_t len, uint32_t hash,
                       uint32_t *slot) {
  uint32_t j = hash & (s->nslot - 1);
  for (;;) {
    uint64_t e = s->slot[j];
    if (e == 0) { *slot = j; return PZ_NONE; }
    if ((uint32_t)(e >> 32) == hash) {
      uint32_t id = (uint32_t)e - 1;
      const PzNode *nd = &s->node[id];
      if (nd->len == len && memcmp(s->bytes + nd->off, key, len) == 0) return id;
    }
    j = (j + 1) & (s->nslot - 1);
  }
}

uint32_t hanoi_pz_add(PzSet *s, HMem *mem, const char *key, size_t len, uint32_t hash,
                      uint32_t slot, uint32_t parent, uint32_t which) {
  PzNode *nd;
  if (s->nbytes + len > s->capbytes) {
    uint64_t cap = s->capbytes ? s->capbytes : 4096;
    char *b;
    while (cap < s->nbytes + len) cap *= 2;
    b = (char *)hanoi_realloc(mem, s->bytes, (size_t)s->capbytes, (size_t)cap);
    if (b == NULL) return PZ_NONE;
    s->bytes = b;
    s->capbytes = cap;
  }
  if (len) memcpy(s->bytes + s->nbytes, key, len);
  nd = &s->node[s->n];
  nd->off = s->nbytes;
  nd->len = (uint32_t)len;
  nd->hash = hash;
  nd->parent = parent;
  nd->which = which;
  s->nbytes += len;
  s->slot[slot] = (uint64_t)hash << 32 | (s->n + 1);
  return s->n++;
}

void hanoi_pz_free(PzSet *s, HMem *mem) {
  hanoi_free(mem, s->bytes, (size_t)s->capbytes);
  hanoi_free(mem, s->node, (size_t)s->cap * sizeof(PzNode));
  hanoi_free(mem, s->slot, (size_t)s->nslot * sizeof(uint64_t));
  memset(s, 0, sizeof *s);
}

/* grows the array *p of *cap items of size sz to at least want items */
static int grow(HMem *mem, void **p, uint64_t *cap, uint64_t want, size_t sz) {
  return hanoi_grow(mem, p, cap, want, sz, 256) == 0;
}

int hanoi_pz_arc(PzArcs *a, HMem *mem, uint32_t from, uint32_t to, uint32_t cost) {
  /* each array has its capacity, so that a failure half way leaves them
     all valid and freed by their own size */
  if (!grow(mem, (void **)&a->from, &a->cap, a->n + 1, 4) ||
      !grow(mem, (void **)&a->to, &a->capto, a->n + 1, 4) ||
      (a->weighted && !grow(mem, (void **)&a->cost, &a->capcost, a->n + 1, 4)))
    return 0;
  a->from[a->n] = from;
  a->to[a->n] = to;
  if (a->weighted) a->cost[a->n] = cost;
  a->n++;
  return 1;
}

void hanoi_pz_arcs_free(PzArcs *a, HMem *mem) {
  int weighted = a->weighted;
  hanoi_free(mem, a->from, (size_t)(a->cap * 4));
  hanoi_free(mem, a->to, (size_t)(a->capto * 4));
  hanoi_free(mem, a->cost, (size_t)(a->capcost * 4));
  memset(a, 0, sizeof *a);
  a->weighted = weighted;
}

/* ---- path counts ---- */

int hanoi_pz_counts_reserve(PzCounts *c, HMem *mem, uint32_t cap) {
  uint32_t *l;
  if (c->w == 0) c->w = 1;
  if (cap <= c->cap) return 1;
  l = (uint32_t *)hanoi_realloc(mem, c->limb, (size_t)c->cap * c->w * 4, (size_t)cap * c->w * 4);
  if (l == NULL) return 0;
  c->limb = l;
  c->cap = cap;
  return 1;
}

void hanoi_pz_count_set(PzCounts *c, uint32_t dst, uint32_t src) {
  memcpy(c->limb + (size_t)dst * c->w, c->limb + (size_t)src * c->w, (size_t)c->w * 4);
}

void hanoi_pz_count_one(PzCounts *c, uint32_t id) {
  memset(c->limb + (size_t)id * c->w, 0, (size_t)c->w * 4);
  c->limb[(size_t)id * c->w] = 1;
}

/* one more limb for every position (the new top limbs 0) */
static int widen(PzCounts *c, HMem *mem) {
  uint32_t w = c->w, i;
  uint32_t *l = (uint32_t *)hanoi_realloc(mem, c->limb, (size_t)c->cap * w * 4,
                                          (size_t)c->cap * (w + 1) * 4);
  if (l == NULL) return 0;
  for (i = c->cap; i-- > 0;) {       /* from the last, so nothing is overwritten */
    memmove(l + (size_t)i * (w + 1), l + (size_t)i * w, (size_t)w * 4);
    l[(size_t)i * (w + 1) + w] = 0;
  }
  c->limb = l;
  c->w = w + 1;
  return 1;
}

int hanoi_pz_count_add(PzCounts *c, HMem *mem, uint32_t dst, uint32_t src) {
  uint32_t *d, *s, i;
  uint64_t carry = 0;
  if (c->limb[(size_t)dst * c->w + c->w - 1] | c->limb[(size_t)src * c->w + c->w - 1])
    if (!widen(c, mem)) return 0;   /* the sum might carry out of the top limb */
  d = c->limb + (size_t)dst * c->w;
  s = c->limb + (size_t)src * c->w;
  for (i = 0; i < c->w; i++) {
    carry += (uint64_t)d[i] + s[i];
    d[i] = (uint32_t)carry;
    carry >>= 32;
  }
  return 1;
}

int hanoi_pz_total_add(uint32_t **t, uint32_t *tw, HMem *mem, const PzCounts *c, uint32_t id) {
  const uint32_t *s = c->limb + (size_t)id * c->w;
  uint64_t carry = 0;
  uint32_t i;
  if (*tw < c->w + 1) {
    uint32_t *n = (uint32_t *)hanoi_realloc(mem, *t, (size_t)*tw * 4, (size_t)(c->w + 1) * 4);
    if (n == NULL) return 0;
    memset(n + *tw, 0, (size_t)(c->w + 1 - *tw) * 4);
    *t = n;
    *tw = c->w + 1;
  }
  else if ((*t)[*tw - 1] != 0) {
    uint32_t *n = (uint32_t *)hanoi_realloc(mem, *t, (size_t)*tw * 4, (size_t)(*tw + 1) * 4);
    if (n == NULL) return 0;
    n[*tw] = 0;
    *t = n;
    (*tw)++;
  }
  for (i = 0; i < *tw; i++) {
    carry += (uint64_t)(*t)[i] + (i < c->w ? s[i] : 0);
    (*t)[i] = (uint32_t)carry;
    carry >>= 32;
  }
  return 1;
}

void hanoi_pz_counts_free(PzCounts *c, HMem *mem) {
  hanoi_free(mem, c->limb, (size_t)c->cap * c->w * 4);
  memset(c, 0, sizeof *c);
}

/* ---- Dijkstra's search ---- */

int hanoi_pz_dijkstra_reserve(PzDijkstra *d, HMem *mem, uint32_t cap) {
  return grow(mem, (void **)&d->cost, &d->capc, cap, 8) &&
         grow(mem, (void **)&d->moves, &d->capm, cap, 4);
}

static int item_less(const PzItem *a, const PzItem *b) {
  return hanoi_pz_cmp(a->cost, a->moves, b->cost, b->moves) < 0;
}

static void heap_put(PzDijkstra *d, uint64_t cost, uint32_t moves, uint32_t id) {
  uint64_t i = d->nheap++;
  PzItem it;
  it.cost = cost;
  it.moves = moves;
  it.id = id;
  while (i > 0 && item_less(&it, &d->heap[(i - 1) / 2])) {
    d->heap[i] = d->heap[(i - 1) / 2];
    i = (i - 1) / 2;
  }
  d->heap[i] = it;
}

int hanoi_pz_push(PzDijkstra *d, HMem *mem, uint64_t cost, uint32_t moves, uint32_t id) {
  if (!grow(mem, (void **)&d->heap, &d->capheap, d->nheap + 1, sizeof(PzItem))) return 0;
  heap_put(d, cost, moves, id);
  return 1;
}

/* the least item out of the heap (not empty) */
static PzItem heap_take(PzDijkstra *d) {
  PzItem top = d->heap[0], last = d->heap[--d->nheap];
  uint64_t i = 0, n = d->nheap;
  for (;;) {
    uint64_t c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && item_less(&d->heap[c + 1], &d->heap[c])) c++;
    if (!item_less(&d->heap[c], &last)) break;
    d->heap[i] = d->heap[c];
    i = c;
  }
  if (n > 0) d->heap[i] = last;
  return top;
}

uint32_t hanoi_pz_pop(PzDijkstra *d) {
  while (d->nheap > 0) {
    PzItem it = heap_take(d);
    if (d->cost[it.id] == it.cost && d->moves[it.id] == it.moves) return it.id;
  }
  return PZ_NONE;
}

void hanoi_pz_dijkstra_free(PzDijkstra *d, HMem *mem) {
  hanoi_free(mem, d->cost, (size_t)d->capc * 8);
  hanoi_free(mem, d->moves, (size_t)d->capm * 4);
  hanoi_free(mem, d->heap, (size_t)(d->capheap * sizeof(PzItem)));
  memset(d, 0, sizeof *d);
}

/* ---- eccentricities ---- */

int hanoi_pz_all_init(PzAll *g, HMem *mem, const PzArcs *a, uint32_t n) {
  uint64_t e;
  uint32_t v;
  memset(g, 0, sizeof *g);
  g->n = n;
  g->narcs = a->n;
  g->off = (uint32_t *)hanoi_alloc(mem, ((size_t)n + 1) * 4);
  g->adj = (uint32_t *)hanoi_alloc(mem, (size_t)(a->n ? a->n : 1) * 4);
  g->dist = (uint64_t *)hanoi_alloc(mem, (size_t)(n ? n : 1) * 8);
  if (g->off == NULL || g->adj == NULL || g->dist == NULL) return 0;
  if (a->weighted) {
    g->cost = (uint32_t *)hanoi_alloc(mem, (size_t)(a->n ? a->n : 1) * 4);
    g->dj.heap = (PzItem *)hanoi_alloc(mem, (size_t)(a->n + 1) * sizeof(PzItem));
    if (g->cost == NULL || g->dj.heap == NULL) return 0;
    g->dj.capheap = a->n + 1;
    /* the pairs compared are (distance, 0): the heap reads them here */
    g->dj.cost = g->dist;
    g->dj.moves = (uint32_t *)hanoi_alloc(mem, (size_t)(n ? n : 1) * 4);
    if (g->dj.moves == NULL) return 0;
    memset(g->dj.moves, 0, (size_t)(n ? n : 1) * 4);
  }
  else {
    g->queue = (uint32_t *)hanoi_alloc(mem, (size_t)(n ? n : 1) * 4);
    if (g->queue == NULL) return 0;
  }
  memset(g->off, 0, ((size_t)n + 1) * 4);
  for (e = 0; e < a->n; e++) g->off[a->from[e] + 1]++;       /* counting sort by tail */
  for (v = 0; v < n; v++) g->off[v + 1] += g->off[v];
  for (e = 0; e < a->n; e++) {
    uint32_t at = g->off[a->from[e]]++;
    g->adj[at] = a->to[e];
    if (g->cost) g->cost[at] = a->cost[e];
  }
  for (v = n; v > 0; v--) g->off[v] = g->off[v - 1];         /* back to the starts */
  g->off[0] = 0;
  return 1;
}

uint64_t hanoi_pz_eccentricity(PzAll *g, uint32_t src, uint64_t *far) {
  uint32_t v, reached = 0;
  uint64_t best = 0;
  for (v = 0; v < g->n; v++) g->dist[v] = UINT64_MAX;
  g->dist[src] = 0;
  if (g->queue) {                   /* breadth-first */
    uint32_t head = 0, tail = 0;
    g->queue[tail++] = src;
    while (head < tail) {
      uint32_t u = g->queue[head++], e;
      for (e = g->off[u]; e < g->off[u + 1]; e++) {
        uint32_t w = g->adj[e];
        if (g->dist[w] == UINT64_MAX) {
          g->dist[w] = g->dist[u] + 1;
          g->queue[tail++] = w;
        }
      }
    }
    reached = tail;
    best = g->dist[g->queue[tail - 1]];
  }
  else {                            /* Dijkstra's, with at most one entry per arc */
    uint32_t u;
    g->dj.nheap = 0;
    heap_put(&g->dj, 0, 0, src);
    while ((u = hanoi_pz_pop(&g->dj)) != PZ_NONE) {
      uint32_t e;
      if (g->dj.moves[u]) continue;            /* settled already (a copy) */
      g->dj.moves[u] = 1;
      reached++;
      best = g->dist[u];
      for (e = g->off[u]; e < g->off[u + 1]; e++) {
        uint32_t w = g->adj[e];
        uint64_t d = g->dist[u] + g->cost[e];
        if (!g->dj.moves[w] && d < g->dist[w]) {
          g->dist[w] = d;
          heap_put(&g->dj, d, 0, w);
        }
      }
    }
    for (v = 0; v < g->n; v++) g->dj.moves[v] = 0;
  }
  *far = best;
  return reached == g->n ? best : UINT64_MAX;
}

void hanoi_pz_all_free(PzAll *g, HMem *mem) {
  uint32_t n = g->n ? g->n : 1;
  uint64_t m = g->narcs;
  hanoi_free(mem, g->off, ((size_t)g->n + 1) * 4);
  hanoi_free(mem, g->adj, (size_t)(m ? m : 1) * 4);
  hanoi_free(mem, g->cost, (size_t)(m ? m : 1) * 4);
  hanoi_free(mem, g->queue, (size_t)n * 4);
  hanoi_free(mem, g->dist, (size_t)n * 8);
  hanoi_free(mem, g->dj.moves, (size_t)n * 4);
  hanoi_free(mem, g->dj.heap, (size_t)(g->dj.capheap * sizeof(PzItem)));
  memset(g, 0, sizeof *g);
}
