/*
** ring_row_tower.h: a tower moved from one peg to another on 3 pegs in a
** row (the linear rules) or in a ring (the cyclic rules), by the known
** optimal recursions, without search (plain C; see ring_row_tower.c).
*/
#ifndef HANOI_RING_ROW_TOWER_H
#define HANOI_RING_ROW_TOWER_H

#include "state_space.h"

/* the rule sets it knows: 0 (none of them), TT_ROW or TT_RING */
enum { TT_ROW = 1, TT_RING };

/* a task of the explicit stack: a move, or a tower of disks 0..n-1 to move */
typedef struct HTTask {
  unsigned char kind, n, a, b;
} HTTask;

typedef struct HTower {
  int kind;
  int mid;                  /* TT_ROW: the middle peg */
  int dir;                  /* TT_RING: 1 (p to p + 1) or 2 (p to p - 1), mod 3 */
  int top;
  HTTask st[4 * HANOI_MAXN + 8];
} HTower;

/* Which of the two the allowed moves of 3 pegs are (allow as in HRules,
** a predicate excluded by the caller): TT_ROW when they are the moves
** between neighbours of some order of the pegs, TT_RING when they go
** round a cycle one way; 0 otherwise. */
int hanoi_ttower_kind(const uint32_t *allow, HTower *t);
/* The number of moves from a tower of n disks on peg a to one on peg b
** (0-based, 3 pegs) under t's rules; UINT64_MAX past 2^64 - 1. */
uint64_t hanoi_ttower_length(const HTower *t, int n, int a, int b);
/* Starts the moves from a tower of n disks on a to one on b. */
void hanoi_ttower_start(HTower *t, int n, int a, int b);
/* The next move (disk 0-based, pegs 0-based); 0 when there is none. */
int hanoi_ttower_next(HTower *t, int *d, int *f, int *to);

#endif
