/*
** kpeg.c: Frame-Stewart numbers and moves on k > 3 pegs (issue 4).
** Placeholder until that issue lands.
*/
#include "hanoi.h"

static int unsupported(lua_State *L) {
  return luaL_error(L, "more than 3 pegs is not supported yet");
}

int hanoi_kpeg_moves(lua_State *L, const HOpts *o) {
  (void)o;
  return unsupported(L);
}

int hanoi_kpeg_move_at(lua_State *L, const HOpts *o, uint64_t i) {
  (void)o; (void)i;
  return unsupported(L);
}

int hanoi_kpeg_state_at(lua_State *L, const HOpts *o, uint64_t i) {
  (void)o; (void)i;
  return unsupported(L);
}

int hanoi_kpeg_count(lua_State *L, int n, int k) {
  (void)n; (void)k;
  return unsupported(L);
}

void hanoi_open_kpeg(lua_State *L) {
  (void)L;
}
