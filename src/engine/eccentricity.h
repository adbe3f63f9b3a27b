/*
** eccentricity.h: eccentricities of a whole state graph (plain C; see eccentricity.c).
*/
#ifndef HANOI_ECCENTRICITY_H
#define HANOI_ECCENTRICITY_H

#include "state_space.h"

/* The eccentricities of the graph of sp under the allowed moves, in one
** pass: one breadth-first search per orbit under the relabellings of the
** pegs that keep the moves. */
typedef struct HEcc {
  HSpace sp;
  uint32_t allow[HANOI_MAXK];
  unsigned char (*perm)[HANOI_MAXK];
  size_t pbytes;
  int np;                   /* the relabellings found (|G|) */
  uint32_t *dist;
  uint64_t *queue;
  uint64_t v;               /* the start of the search running, or the next one's candidate */
  uint64_t head, tail, ecc;
  int searching;
  /* results: the largest and least eccentricity (UINT64_MAX when a
  ** position cannot reach every other), the searches run */
  uint64_t diam, rad, searches;
} HEcc;

/* 0, HS_MEMLIMIT or HS_NOMEM (12 bytes per position) */
int hanoi_ecc_init(HEcc *E, HMem *mem, const HSpace *sp, const uint32_t *allow);
/* HS_DONE (diam, rad set), HS_PAUSE after a slice, HS_BUDGET: run->max_states
** positions expanded, counted over all the searches */
int hanoi_ecc_run(HEcc *E, HRun *run);
void hanoi_ecc_free(HEcc *E, HMem *mem);

#endif
