/*
** luahost.c: a small Lua 5.4 (or 5.5) interpreter whose allocator can be told to
** fail, for tools/oom.lua. `make sanitize` builds it with ASan + UBSan
** and runs busted, tools/fuzz.lua and tools/oom.lua in it, so that the
** interpreter itself is instrumented (no LD_PRELOAD into lua5.4).
**
**   luahost SCRIPT [args...]     (a first line starting with # is skipped)
**
** Besides the standard libraries the script gets a global table `oom`:
**   oom.run(limit, f, ...) calls f(...) in protected mode while allowing
**     only `limit` more allocations (growing blocks count; frees always
**     succeed); returns ok, error-or-first-result, tripped (whether an
**     allocation was refused).
** The allocator state lives in the lua_State's allocator userdata, not in
** globals.
*/
#include <stdio.h>
#include <stdlib.h>

#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

typedef struct Limit {
  int armed;          /* counting allocations */
  long left;          /* allocations still allowed while armed */
  int tripped;        /* an allocation was refused */
} Limit;

static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  Limit *l = (Limit *)ud;
  if (nsize == 0) {
    free(ptr);
    return NULL;
  }
  if (l->armed && (ptr == NULL || nsize > osize)) {
    if (l->left <= 0) {
      l->tripped = 1;
      return NULL;
    }
    l->left--;
  }
  return realloc(ptr, nsize);
}

static int oom_run(lua_State *L) {
  void *ud;
  Limit *l;
  lua_Integer limit = luaL_checkinteger(L, 1);
  int status, nargs;
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_getallocf(L, &ud);
  l = (Limit *)ud;
  nargs = lua_gettop(L) - 2;
  l->armed = 1;
  l->left = (long)limit;
  l->tripped = 0;
  status = lua_pcall(L, nargs, 1, 0);
  l->armed = 0;
  lua_pushboolean(L, status == LUA_OK);
  lua_insert(L, -2);
  lua_pushboolean(L, l->tripped);
  return 3;
}

static int report(lua_State *L, int status) {
  if (status != LUA_OK) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "luahost: %s\n", msg ? msg : "(error object is not a string)");
  }
  return status;
}

static int msghandler(lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
  return 1;
}

int main(int argc, char **argv) {
  Limit limit = {0, 0, 0};
  lua_State *L;
  int status, i;
  if (argc < 2) {
    fprintf(stderr, "usage: luahost SCRIPT [args...]\n");
    return 2;
  }
#if LUA_VERSION_NUM >= 505
  /* 5.5's lua_newstate takes the seed of string hashing: the one
     luaL_newstate would pick */
  L = lua_newstate(limited_alloc, &limit, luaL_makeseed(NULL));
#else
  L = lua_newstate(limited_alloc, &limit);
#endif
  if (L == NULL) return 1;
  luaL_openlibs(L);
  lua_newtable(L);
  lua_pushcfunction(L, oom_run);
  lua_setfield(L, -2, "run");
  lua_setglobal(L, "oom");
  lua_createtable(L, argc, 0);
  for (i = 0; i < argc; i++) {
    lua_pushstring(L, argv[i]);
    lua_rawseti(L, -2, i - 1);
  }
  lua_setglobal(L, "arg");
  lua_pushcfunction(L, msghandler);
  status = luaL_loadfile(L, argv[1]);
  if (status == LUA_OK) status = lua_pcall(L, 0, 0, 1);
  status = report(L, status);
  lua_close(L);
  return status == LUA_OK ? 0 : 1;
}
