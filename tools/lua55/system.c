/*
** system.c: `system.core` for busted under Lua 5.5, the three functions
** of luasystem (lunarmodules/luasystem) that busted uses, with the same
** names and results: gettime() (seconds since the epoch, a float),
** monotime() (seconds of a monotonic clock, a float) and sleep(seconds).
** Debian's archive as this project reaches it serves no source of
** lua-system to build against Lua 5.5 (mk/lua55.mk).
*/
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <time.h>

#include "lua.h"
#include "lauxlib.h"

static lua_Number seconds(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (lua_Number)t.tv_sec + (lua_Number)t.tv_nsec / 1e9;
}

static int l_gettime(lua_State *L) {
  lua_pushnumber(L, seconds(CLOCK_REALTIME));
  return 1;
}

static int l_monotime(lua_State *L) {
  lua_pushnumber(L, seconds(CLOCK_MONOTONIC));
  return 1;
}

static int l_sleep(lua_State *L) {
  lua_Number s = luaL_checknumber(L, 1);
  struct timespec t, left;
  if (s <= 0) return 0;
  t.tv_sec = (time_t)s;
  t.tv_nsec = (long)((s - (lua_Number)t.tv_sec) * 1e9);
  while (nanosleep(&t, &left) == -1 && errno == EINTR) t = left;
  return 0;
}

int luaopen_system_core(lua_State *L);
int luaopen_system_core(lua_State *L) {
  static const luaL_Reg funcs[] = {
    {"gettime", l_gettime}, {"monotime", l_monotime}, {"sleep", l_sleep}, {NULL, NULL}
  };
  luaL_newlib(L, funcs);
  return 1;
}
