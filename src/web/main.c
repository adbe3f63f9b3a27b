/*
 * The WebAssembly engine of the pages (`make web`, mk/web.mk): Lua 5.4,
 * the C core (hanoi.core), hanoi.guard and the Lua modules the pages
 * need, in one module. No global state: the page asks for a Lua state
 * and hands it back with every call.
 *
 *   hanoi_web_new()                 a fresh state, or 0 when out of memory
 *   hanoi_web_run(L, chunk, arg)    runs the Lua text `chunk` with the
 *                                   string `arg`; the answer is "+" and
 *                                   what it returned (tostring), or "-"
 *                                   and the error; valid until the next run
 *   hanoi_web_run_bytes(L, chunk, arg, len)
 *                                   the same with `arg` the `len` bytes
 *                                   at `arg` (a learner's text as the page
 *                                   encodes it in UTF-8, a zero byte kept)
 *   hanoi_web_answer_length(L)      the length in bytes of the answer of
 *                                   the last run (a zero byte kept)
 *   hanoi_web_close(L)
 */
#include <stdlib.h>
#include <string.h>

#include <emscripten.h>

#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"

#include "modules.h"

int luaopen_hanoi_core(lua_State *L);
int luaopen_hanoi_guard(lua_State *L);

/* the searcher of the modules built in: package.preload is filled from
** the table of modules.c, each loaded from its text when required */
static int load_builtin(lua_State *L) {
  const WebModule *m = (const WebModule *)lua_touserdata(L, lua_upvalueindex(1));
  const char *name = lua_tostring(L, 1);
  lua_pushfstring(L, "@%s", m->path);
  if (luaL_loadbuffer(L, m->text, m->len, lua_tostring(L, -1)) != LUA_OK) return lua_error(L);
  lua_pushstring(L, name);
  lua_call(L, 1, 1);
  return 1;
}

static int open_all(lua_State *L) {
  const WebModule *m;
  luaL_openlibs(L);
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_PRELOAD_TABLE);
  lua_pushcfunction(L, luaopen_hanoi_core);
  lua_setfield(L, -2, "hanoi.core");
  lua_pushcfunction(L, luaopen_hanoi_guard);
  lua_setfield(L, -2, "hanoi.guard");
  for (m = hanoi_web_modules; m->name != NULL; m++) {
    lua_pushlightuserdata(L, (void *)(size_t)m);
    lua_pushcclosure(L, load_builtin, 1);
    lua_setfield(L, -2, m->name);
  }
  lua_pop(L, 1);
  /* nothing is read from a file system: the searchers of files go */
  lua_getglobal(L, "package");
  lua_pushliteral(L, "");
  lua_setfield(L, -2, "path");
  lua_pushliteral(L, "");
  lua_setfield(L, -2, "cpath");
  lua_pop(L, 1);
  return 0;
}

EMSCRIPTEN_KEEPALIVE lua_State *hanoi_web_new(void);
EMSCRIPTEN_KEEPALIVE lua_State *hanoi_web_new(void) {
  lua_State *L = luaL_newstate();
  if (L == NULL) return NULL;
  lua_pushcfunction(L, open_all);
  if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
    lua_close(L);
    return NULL;
  }
  return L;
}

/* the chunk (a C string) run with its argument, `len` bytes */
static int run(lua_State *L) {
  const char *chunk = (const char *)lua_touserdata(L, 1);
  const char *arg = (const char *)lua_touserdata(L, 2);
  size_t len = (size_t)lua_tointeger(L, 3);
  lua_settop(L, 0);
  if (luaL_loadbuffer(L, chunk, strlen(chunk), "=page") != LUA_OK) return lua_error(L);
  lua_pushlstring(L, arg, len);
  lua_call(L, 1, 1);
  luaL_tolstring(L, -1, NULL);
  return 1;
}

static const char *run_with(lua_State *L, const char *chunk, const char *arg, size_t len) {
  int status;
  lua_settop(L, 0);
  lua_pushcfunction(L, run);
  lua_pushlightuserdata(L, (void *)(size_t)chunk);
  lua_pushlightuserdata(L, (void *)(size_t)arg);
  lua_pushinteger(L, (lua_Integer)len);
  status = lua_pcall(L, 3, 1, 0);
  if (status != LUA_OK && !lua_isstring(L, -1)) {
    lua_pop(L, 1);
    lua_pushliteral(L, "an error object that is not a string");
  }
  lua_pushstring(L, status == LUA_OK ? "+" : "-");
  lua_insert(L, -2);
  lua_concat(L, 2);
  /* kept on the stack (and so alive) until the next run */
  return lua_tostring(L, -1);
}

EMSCRIPTEN_KEEPALIVE const char *hanoi_web_run(lua_State *L, const char *chunk, const char *arg);
EMSCRIPTEN_KEEPALIVE const char *hanoi_web_run(lua_State *L, const char *chunk, const char *arg) {
  return run_with(L, chunk, arg, strlen(arg));
}

EMSCRIPTEN_KEEPALIVE const char *hanoi_web_run_bytes(lua_State *L, const char *chunk,
                                                     const char *arg, size_t len);
EMSCRIPTEN_KEEPALIVE const char *hanoi_web_run_bytes(lua_State *L, const char *chunk,
                                                     const char *arg, size_t len) {
  return run_with(L, chunk, arg == NULL ? "" : arg, arg == NULL ? 0 : len);
}

EMSCRIPTEN_KEEPALIVE size_t hanoi_web_answer_length(lua_State *L);
EMSCRIPTEN_KEEPALIVE size_t hanoi_web_answer_length(lua_State *L) {
  return lua_type(L, -1) == LUA_TSTRING ? lua_rawlen(L, -1) : 0;
}

EMSCRIPTEN_KEEPALIVE void hanoi_web_close(lua_State *L);
EMSCRIPTEN_KEEPALIVE void hanoi_web_close(lua_State *L) {
  if (L != NULL) lua_close(L);
}
