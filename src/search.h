/*
** search.h: rule sets and state spaces shared by search.c, rules.c and
** bfs.c (issue 5). A position of n disks on k pegs is numbered by its
** code, sum of where[d] * k^d (as State:code), 0 .. k^n - 1.
*/
#ifndef HANOI_SEARCH_H
#define HANOI_SEARCH_H

#include "hanoi.h"

/* Reads a rule set for k pegs from the value at `idx` (nil: classic);
** r->pred is then the stack index of a predicate function(state, disk,
** from, to) -> allowed, 0 when none. Errors name argument `arg` and, when
** field is not NULL, that field. */
void hanoi_checkrules(lua_State *L, int idx, int k, HRules *r, int arg,
                      const char *field);

/* The default memory limit of a search: a fixed number, so that whether
** a search is exact never depends on the machine it runs on. */
#define HANOI_DEFAULT_MEMORY ((uint64_t)2 << 30)
/* The memory limit in bytes: option `max_memory` of the table at `opt`
** (0: none given), else HANOI_DEFAULT_MEMORY. */
uint64_t hanoi_maxmemory(lua_State *L, int opt, int arg);
/* Pushes "1.5 GiB" and the like. */
const char *hanoi_pushbytes(lua_State *L, double bytes);

/* A queue of state codes in Lua-managed memory, counted against a limit. */
typedef struct HQueue {
  uint64_t *q, n, cap;
  int uv;               /* the user value of the owner that anchors q */
} HQueue;
/* Doubles the capacity of Q (1024 codes at first) into a new userdata set as
** user value Q->uv of the object at index owner; *used counts the bytes of
** all queues of a search and may not pass limit (a Lua error naming k^n).
** Swapping two HQueue structs swaps their anchors with them. */
void hanoi_growqueue(lua_State *L, const HSpace *sp, HQueue *Q, uint64_t *used,
                     uint64_t limit, int owner);
/* Appends code j to Q, growing it as hanoi_growqueue does. */
static inline void hanoi_enqueue(lua_State *L, const HSpace *sp, HQueue *Q,
                                 uint64_t *used, uint64_t limit, int owner,
                                 uint64_t j) {
  if (Q->n == Q->cap) hanoi_growqueue(L, sp, Q, used, limit, owner);
  Q->q[Q->n++] = j;
}
/* The next layer becomes the current one; the old current one is emptied. */
static inline void hanoi_nextlayer(HQueue *cur, HQueue *next) {
  HQueue t = *cur;
  *cur = *next;
  *next = t;
  next->n = 0;
}

void hanoi_open_bfs(lua_State *L);

/* A list of moves, 3 bytes each (disk, from, to; 0-based), in a buffer
** held as user value 1 of the MoveList userdata. */
typedef struct HMoveList {
  uint64_t len;
  const unsigned char *mv;
  int optimal;
} HMoveList;
HMoveList *hanoi_newmoves(lua_State *L);        /* pushes an empty one */
void hanoi_pushmoveiter(lua_State *L, int idx); /* iterator over the list at idx */

/* path.c: hanoi.search under rules r (predicate, if any, at index 2);
** returns the results of the Lua function */
int hanoi_search_general(lua_State *L, const HRules *r, int n, int k,
                         const unsigned char *from, const unsigned char *to,
                         uint64_t limit);
/* bidir.c: bidirectional search for rules r (symmetric, no predicate);
** 0 when both label arrays do not fit in limit (nothing pushed), 1 with a
** MoveList pushed, 2 when the goal is unreachable (nothing pushed) */
int hanoi_bidir(lua_State *L, const HRules *r, int n, int k, const unsigned char *from,
                const unsigned char *to, uint64_t limit);

#endif
