/*
** three_peg_count.h: the number of shortest paths between two positions on 3 pegs
** under the classic rules, in O(n) (plain C).
*/
#ifndef HANOI_THREE_PEG_COUNT_H
#define HANOI_THREE_PEG_COUNT_H

#include "state_space.h"

/* 1 or 2 (1 when a == b) */
int hanoi3_count(const unsigned char *a, const unsigned char *b, int n);

#endif
