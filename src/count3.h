/*
** count3.h: the number of shortest paths between two positions on 3 pegs
** under the classic rules, in O(n) (plain C).
*/
#ifndef HANOI_COUNT3_H
#define HANOI_COUNT3_H

#include "space.h"

/* 1 or 2 (1 when a == b) */
int hanoi3_count(const unsigned char *a, const unsigned char *b, int n);

#endif
