/*
** puzzle_graph.c: the engine of `hanoi.puzzle` (see puzzle_graph.h): the
** set of positions a breadth-first search over a puzzle of the caller's
** has found, known by their keys (byte strings) and kept in order of
** discovery with their parents, in an open-addressing hash table (linear
** probing) keyed by FNV-1a; and the list of moves (arcs) between them.
** Plain C, no lua_State: the Lua binding is puzzle.c.
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
  uint32_t nslot = s->nslot ? s->nslot * 2 : 64, i, *slot;
  if (nslot == 0 || nslot > ((uint32_t)1 << 31)) {
    mem->err = HS_MEMLIMIT;
    mem->want = (uint64_t)UINT32_MAX * 8;
    return 0;
  }
  slot = (uint32_t *)hanoi_alloc(mem, (size_t)nslot * sizeof(uint32_t));
  if (slot == NULL) return 0;
  memset(slot, 0, (size_t)nslot * sizeof(uint32_t));
  for (i = 0; i < s->n; i++) {
    uint32_t j = s->node[i].hash & (nslot - 1);
    while (slot[j] != 0) j = (j + 1) & (nslot - 1);
    slot[j] = i + 1;
  }
  hanoi_free(mem, s->slot, (size_t)s->nslot * sizeof(uint32_t));
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
    uint32_t id = s->slot[j];
    const PzNode *nd;
    if (id == 0) { *slot = j; return PZ_NONE; }
    nd = &s->node[id - 1];
    if (nd->hash == hash && nd->len == len && memcmp(s->bytes + nd->off, key, len) == 0)
      return id - 1;
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
  s->slot[slot] = s->n + 1;
  return s->n++;
}

void hanoi_pz_free(PzSet *s, HMem *mem) {
  hanoi_free(mem, s->bytes, (size_t)s->capbytes);
  hanoi_free(mem, s->node, (size_t)s->cap * sizeof(PzNode));
  hanoi_free(mem, s->slot, (size_t)s->nslot * sizeof(uint32_t));
  memset(s, 0, sizeof *s);
}

int hanoi_pz_arc(PzArcs *a, HMem *mem, uint32_t from, uint32_t to) {
  if (a->n == a->cap) {
    uint64_t cap = a->cap ? a->cap * 2 : 256;
    uint32_t *f = (uint32_t *)hanoi_realloc(mem, a->from, (size_t)(a->cap * 4), (size_t)(cap * 4));
    if (f == NULL) return 0;
    a->from = f;
    f = (uint32_t *)hanoi_realloc(mem, a->to, (size_t)(a->cap * 4), (size_t)(cap * 4));
    if (f == NULL) {            /* keep both arrays the same size */
      f = (uint32_t *)hanoi_realloc(mem, a->from, (size_t)(cap * 4), (size_t)(a->cap * 4));
      if (f != NULL) a->from = f;
      return 0;
    }
    a->to = f;
    a->cap = cap;
  }
  a->from[a->n] = from;
  a->to[a->n++] = to;
  return 1;
}

void hanoi_pz_arcs_free(PzArcs *a, HMem *mem) {
  hanoi_free(mem, a->from, (size_t)(a->cap * 4));
  hanoi_free(mem, a->to, (size_t)(a->cap * 4));
  memset(a, 0, sizeof *a);
}
