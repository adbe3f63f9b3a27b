/*
** search.c: distances, optimal paths from any position, rule sets and
** breadth-first search (issue 5). Placeholder until that issue lands.
*/
#include "hanoi.h"

void hanoi_open_search(lua_State *L) {
  (void)L;
}
