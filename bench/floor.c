/*
** The benchmark floor: a minimal C closure that returns three integers per
** call and does nothing else (its counter lives in a userdata upvalue, as
** the real iterators' state does). Not part of the module.
*/
#include "lua.h"
#include "lauxlib.h"

int luaopen_floor(lua_State *L);

static int floor_next(lua_State *L) {
  lua_Integer *left = (lua_Integer *)lua_touserdata(L, lua_upvalueindex(1));
  if (*left <= 0) return 0;
  --*left;
  lua_pushinteger(L, 1);
  lua_pushinteger(L, 2);
  lua_pushinteger(L, 3);
  return 3;
}

static int floor_iter(lua_State *L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  lua_Integer *left = (lua_Integer *)lua_newuserdatauv(L, sizeof *left, 0);
  *left = n;
  lua_pushcclosure(L, floor_next, 1);
  return 1;
}

int luaopen_floor(lua_State *L) {
  lua_newtable(L);
  lua_pushcfunction(L, floor_iter);
  lua_setfield(L, -2, "iter");
  return 1;
}
