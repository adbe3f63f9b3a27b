/*
** methods.c: the other 3-peg solution methods of the seeds (issue 3).
** Placeholder until that issue lands: every named method is unknown.
*/
#include "hanoi.h"

int hanoi_method_moves(lua_State *L, const HOpts *o) {
  return luaL_argerror(L, o->optarg, lua_pushfstring(L,
      "unknown method '%s'", o->method));
}

void hanoi_open_methods(lua_State *L) {
  (void)L;
}
