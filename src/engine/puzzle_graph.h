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
** table of ids and hashes (linear probing, at most half full), all from an HMem
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
  uint64_t *slot;                   /* 0 empty, else hash << 32 | (id + 1): a probe
                                       looks at a node only when the hash matches */
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

/* the flags a search keeps in the high bits of a node's `which` (the
** index itself stays below PZ_MAX_MOVES) */
#define PZ_MAX_MOVES ((uint32_t)1 << 30)
#define PZ_GOAL      ((uint32_t)1 << 31)     /* the position is a goal */
#define PZ_CLOSED    ((uint32_t)1 << 30)     /* cheapest search: its cost is final */
#define PZ_WHICH(s, id) ((s)->node[id].which & (PZ_MAX_MOVES - 1))

/* a growing array of arcs (from, to) between positions, and their costs
** when `weighted` */
typedef struct PzArcs {
  uint32_t *from, *to, *cost;
  uint64_t n, cap, capto, capcost;
  int weighted;
} PzArcs;

int hanoi_pz_arc(PzArcs *a, HMem *mem, uint32_t from, uint32_t to, uint32_t cost);
void hanoi_pz_arcs_free(PzArcs *a, HMem *mem);

/* The number of shortest (or cheapest) paths to each position: a big
** number per position (little-endian limbs of 32 bits), all of one width
** w, which grows by a limb when a sum carries out of it. */
typedef struct PzCounts {
  uint32_t *limb;
  uint32_t w, cap;                  /* limbs per position, positions room */
} PzCounts;

/* room for the counts of cap positions (the set's cap); 0: no memory */
int hanoi_pz_counts_reserve(PzCounts *c, HMem *mem, uint32_t cap);
void hanoi_pz_count_set(PzCounts *c, uint32_t dst, uint32_t src);   /* dst = src */
void hanoi_pz_count_one(PzCounts *c, uint32_t id);                  /* id = 1 */
int hanoi_pz_count_add(PzCounts *c, HMem *mem, uint32_t dst, uint32_t src);  /* 0: no memory */
/* *t (*tw limbs, grown as needed) += the count of id; 0: no memory */
int hanoi_pz_total_add(uint32_t **t, uint32_t *tw, HMem *mem, const PzCounts *c, uint32_t id);
void hanoi_pz_counts_free(PzCounts *c, HMem *mem);

/* Dijkstra's search: the cost and the number of moves of the cheapest
** known path to each position (compared in that order: the cheapest,
** then the fewest moves), and a binary heap of (cost, moves, id) with
** lazy deletion (an entry whose pair is no longer the position's is
** skipped when it comes out). */
typedef struct PzItem {
  uint64_t cost;
  uint32_t moves, id;
} PzItem;

typedef struct PzDijkstra {
  uint64_t *cost;
  uint32_t *moves;
  uint64_t capc, capm;
  PzItem *heap;
  uint64_t nheap, capheap;
} PzDijkstra;

int hanoi_pz_dijkstra_reserve(PzDijkstra *d, HMem *mem, uint32_t cap);   /* 0: no memory */
int hanoi_pz_push(PzDijkstra *d, HMem *mem, uint64_t cost, uint32_t moves, uint32_t id);
/* the next position whose pair is current (PZ_NONE when the heap is empty) */
uint32_t hanoi_pz_pop(PzDijkstra *d);
void hanoi_pz_dijkstra_free(PzDijkstra *d, HMem *mem);

/* <0, 0, >0 as (c1, m1) is below, equal to, above (c2, m2) */
static inline int hanoi_pz_cmp(uint64_t c1, uint32_t m1, uint64_t c2, uint32_t m2) {
  return c1 != c2 ? (c1 < c2 ? -1 : 1) : (m1 != m2 ? (m1 < m2 ? -1 : 1) : 0);
}

/* Eccentricities on the graph of the arcs: a search (breadth-first, or
** Dijkstra's when the arcs have costs) from one source at a time, with
** the arcs in compressed rows. */
typedef struct PzAll {
  uint32_t n;                       /* vertices */
  uint64_t narcs;
  uint32_t *off, *adj, *cost;       /* arcs of v: adj[off[v] .. off[v + 1]) */
  uint32_t *queue;                  /* breadth-first */
  uint64_t *dist;
  PzDijkstra dj;                    /* with costs */
} PzAll;

/* builds the rows of the n vertices' arcs; 0: no memory */
int hanoi_pz_all_init(PzAll *g, HMem *mem, const PzArcs *a, uint32_t n);
/* the eccentricity of src: the greatest distance from it, UINT64_MAX when
** it does not reach every vertex; *far the greatest finite distance */
uint64_t hanoi_pz_eccentricity(PzAll *g, uint32_t src, uint64_t *far);
void hanoi_pz_all_free(PzAll *g, HMem *mem);

#endif
