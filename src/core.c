/***
 * `hanoi.core`: the C core of the `hanoi` module. Most users
 * `require "hanoi"`, which re-exports all of this.
 * @module hanoi.core
 */
#include "hanoi.h"

int luaopen_hanoi_core(lua_State *L);

int luaopen_hanoi_core(lua_State *L) {
  luaL_checkversion(L);     /* the Lua this module was built for */
  lua_newtable(L);
  hanoi_open_state(L);      /* first: the others add State methods */
  hanoi_open_classic(L);
  hanoi_open_methods(L);
  hanoi_open_kpeg(L);
  hanoi_open_search(L);
  hanoi_open_cache(L);
  hanoi_open_bfs(L);
  hanoi_open_interrupt(L);
  hanoi_open_puzzle(L);
  lua_pushliteral(L, HANOI_VERSION);
  lua_setfield(L, -2, "_VERSION");
  return 1;
}
