/*
** puzzle_graph.h: the engine of `hanoi.puzzle` in plain C (no lua_State here):
** a set of positions known by their keys (byte strings), each with the
** position it was first reached from, in the order they were found.
**
** Breadth-first search numbers positions in the order it finds them, so
** the positions still to expand are the ids head .. count - 1 and the
** queue needs no memory of its own; each layer is a range of ids. A
** path is the chain of parents from a position back to id 0, the start,
** plus the index (`which`) of each step among its parent's successors.
**
** Memory: one arena of key bytes, one array of nodes, one open-addressing
** table of ids (linear probing, at most half full), all from an HMem
** (state_space.h) so that `max_memory` caps them; they grow by doubling, so no
** position costs an allocation of its own.
*/
#ifndef HANOI_PUZZLE_GRAPH_H
#define HANOI_PUZZLE_GRAPH_H

#include <stddef.h>
#include <stdint.h>

#include "state_space.h"

#define PZ_NONE UINT32_MAX          /* no position; also "no memory" */
#define PZ_MAX_POSITIONS ((uint32_t)1 << 30)  /* the table: 2^31 slots, half full */

typedef struct PzNode {
  uint64_t off;                     /* the key: bytes[off .. off + len) */
  uint32_t len, hash;
  uint32_t parent;                  /* PZ_NONE for the start */
  uint32_t which;                   /* 0-based index among the parent's successors */
} PzNode;

typedef struct PzSet {
  char *bytes;
  uint64_t nbytes, capbytes;
  PzNode *node;
  uint32_t n, cap;                  /* positions, room for them */
  uint32_t *slot;                   /* 0 empty, else id + 1 */
  uint32_t nslot;                   /* a power of two */
} PzSet;

/* FNV-1a, 64 bits folded to 32 */
uint32_t hanoi_pz_hash(const char *key, size_t len);
/* room for one more position; 0 when the memory ran out (mem->err) */
int hanoi_pz_reserve(PzSet *s, HMem *mem);
/* the id of the key, or PZ_NONE with *slot where it would go (valid until
** the next reserve) */
uint32_t hanoi_pz_find(const PzSet *s, const char *key, size_t len, uint32_t hash,
                       uint32_t *slot);
/* adds a key not in the set at the slot hanoi_pz_find gave (after a
** successful reserve); its id, or PZ_NONE when the memory ran out */
uint32_t hanoi_pz_add(PzSet *s, HMem *mem, const char *key, size_t len, uint32_t hash,
                      uint32_t slot, uint32_t parent, uint32_t which);
void hanoi_pz_free(PzSet *s, HMem *mem);

/* the key of position id */
static inline const char *hanoi_pz_key(const PzSet *s, uint32_t id, size_t *len) {
  *len = s->node[id].len;
  return s->bytes + s->node[id].off;
}

/* a growing array of arcs (from, to) between positions */
typedef struct PzArcs {
  uint32_t *from, *to;
  uint64_t n, cap;
} PzArcs;

int hanoi_pz_arc(PzArcs *a, HMem *mem, uint32_t from, uint32_t to);   /* 0: no memory */
void hanoi_pz_arcs_free(PzArcs *a, HMem *mem);

#endif
