/*
** eccentricity.h: eccentricities of a whole state graph (plain C; see eccentricity.c).
*/
#ifndef HANOI_ECCENTRICITY_H
#define HANOI_ECCENTRICITY_H

#include <signal.h>

#include "state_space.h"

/* The diameter and radius of the graph of sp under the allowed moves
** (directed: the largest and least eccentricity, UINT64_MAX when a
** position cannot reach every other); *searches: the breadth-first
** searches run. 0, HS_PAUSE (stopped by *stop), or a memory status. */
int hanoi_ecc(const HSpace *sp, const uint32_t *allow, HMem *mem,
              const volatile sig_atomic_t *stop, uint64_t *diameter, uint64_t *radius,
              uint64_t *searches);

#endif
