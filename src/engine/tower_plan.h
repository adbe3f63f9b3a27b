/*
** tower_plan.h: a fast, not always shortest, plan between two positions on
** k > 3 pegs under the classic rules (plain C).
*/
#ifndef HANOI_TOWER_PLAN_H
#define HANOI_TOWER_PLAN_H

#include "state_space.h"

/* appends the moves from a to b to out; 0 or HS_MEMLIMIT / HS_NOMEM */
int hanoi_plan(const FSTable *fs, HMem *mem, int n, int k, const unsigned char *a,
               const unsigned char *b, HMoves *out);

/* appends the Frame-Stewart moves of a tower of n disks from peg s to t
** (the best split over all k pegs at every level); 0 or a status */
int hanoi_plan_tower(const FSTable *fs, HMem *mem, int n, int k, int s, int t, HMoves *out);

#endif
