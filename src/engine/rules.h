/*
** rules.h: the moves a rule set allows from a position, in plain C (no
** lua_State): what the searches of layered_bfs.c and bidirectional_bfs.c expand.
*/
#ifndef HANOI_RULES_H
#define HANOI_RULES_H

#include "state_space.h"

/* one move between two positions given by their codes */
typedef struct HStep {
  uint64_t code;        /* the position at the other end */
  unsigned char d, f, t;/* the disk (0-based) and its move from f to t */
} HStep;

#define HANOI_MAXSTEPS (HANOI_MAXK * (HANOI_MAXK - 1))

/* top[p]: the top disk (0-based) of peg p in the position `code`, n when
** the peg is empty */
void hanoi_tops(const HSpace *sp, uint64_t code, int *top);

/* The moves out of `code` that the size rule and r->allow permit (a
** predicate, if any, is not asked): out[i].code is the position reached.
** Returns how many. */
int hanoi_steps_out(const HRules *r, const HSpace *sp, uint64_t code, HStep *out);

/* The moves into `code`: out[i].code is a position from which the move
** (d, f -> t) leads to `code`, permitted by the size rule and r->allow.
** Returns how many. */
int hanoi_steps_in(const HRules *r, const HSpace *sp, uint64_t code, HStep *out);

#endif
