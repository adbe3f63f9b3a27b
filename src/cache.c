/***
 * Tables kept between processes. The pattern databases and exact tables
 * the searches build are written, once built, to a directory of their own
 * (`$XDG_CACHE_HOME/hanoi`, else `~/.cache/hanoi`), so that the next
 * process reads them instead of building them again. Each file carries
 * its format, the build that wrote it, the table it holds and a checksum
 * of every part; a file that is missing, damaged or written by another
 * build is ignored and replaced; so is anything but a regular file in a
 * table's place (a FIFO there is never waited on). The environment
 * variable `HANOI_CACHE=off`
 * (or the search option `cache = false`) turns the cache off;
 * `HANOI_CACHE_MAX` (bytes, or with a suffix K, M, G) or the option
 * `max_cache` caps its size (default 8 GiB): past it the tables used least
 * recently are removed. A table read from the cache is charged to
 * `max_states` and `max_memory` exactly as a table built, so whether an
 * answer is exact never depends on what is cached.
 * @module hanoi
 */

/***
 * The table cache.
 * @section cache
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hanoi.h"
#include "engine/table_cache.h"

#define DIR_KEY "hanoi.cachedir"

/* HANOI_CACHE_MAX: bytes, or a number with K, M, G or T (powers of 1024);
** the default when it is unset, empty or not a size (*bad then set) */
static uint64_t env_max_checked(int *bad) {
  const char *s = getenv("HANOI_CACHE_MAX");
  char *end;
  unsigned long long v;
  int shift = 0;
  *bad = 0;
  if (s == NULL || *s == '\0') return HANOI_CACHE_DEFAULT_MAX;
  *bad = 1;
  if (*s < '0' || *s > '9') return HANOI_CACHE_DEFAULT_MAX;
  errno = 0;
  v = strtoull(s, &end, 10);
  if (errno != 0) return HANOI_CACHE_DEFAULT_MAX;
  switch (*end) {
    case 'K': case 'k': shift = 10; end++; break;
    case 'M': case 'm': shift = 20; end++; break;
    case 'G': case 'g': shift = 30; end++; break;
    case 'T': case 't': shift = 40; end++; break;
    default: break;
  }
  if (*end == 'i' || *end == 'B') end++;
  if (*end == 'B') end++;
  if (*end != '\0' || v > (UINT64_MAX >> shift)) return HANOI_CACHE_DEFAULT_MAX;
  *bad = 0;
  return (uint64_t)v << shift;
}

static uint64_t env_max(void) {
  int bad;
  return env_max_checked(&bad);
}

uint64_t hanoi_cache_cap(lua_State *L) {
  (void)L;
  return env_max();
}

static int env_off(void) {
  const char *s = getenv("HANOI_CACHE");
  return s != NULL && (strcmp(s, "off") == 0 || strcmp(s, "0") == 0 || strcmp(s, "no") == 0 ||
                       strcmp(s, "false") == 0);
}

/* pushes the directory and returns 1, or pushes the reason there is none
** and returns 0 */
static int pushdir(lua_State *L) {
  const char *x;
  int t = lua_getfield(L, LUA_REGISTRYINDEX, DIR_KEY);
  if (t == LUA_TSTRING) return 1;
  lua_pop(L, 1);
  if (t == LUA_TBOOLEAN) { lua_pushliteral(L, "turned off by hanoi.cache_dir(false)"); return 0; }
  if (env_off()) { lua_pushliteral(L, "turned off by HANOI_CACHE"); return 0; }
  if ((x = getenv("XDG_CACHE_HOME")) != NULL && x[0] == '/') {
    lua_pushfstring(L, "%s/hanoi", x);
    return 1;
  }
  if ((x = getenv("HOME")) != NULL && x[0] == '/') {
    lua_pushfstring(L, "%s/.cache/hanoi", x);
    return 1;
  }
  lua_pushliteral(L, "no HOME and no XDG_CACHE_HOME");
  return 0;
}

int hanoi_cache_pushdir(lua_State *L) {
  if (pushdir(L)) return 1;
  lua_pop(L, 1);
  return 0;
}

/***
 * Where this Lua state keeps its tables: without an argument, the
 * directory (or nil and the reason there is none); with a path, that
 * directory from now on; with false, no cache; with true, the default
 * again (`$XDG_CACHE_HOME/hanoi`, else `~/.cache/hanoi`, unless
 * `HANOI_CACHE=off`).
 * @function cache_dir
 * @tparam[opt] string|boolean dir
 * @treturn[1] string the directory
 * @return[2] nil
 * @treturn[2] string why there is no cache
 */
static int s_cache_dir(lua_State *L) {
  if (!lua_isnone(L, 1)) {
    int t = lua_type(L, 1);
    luaL_argexpected(L, t == LUA_TSTRING || t == LUA_TBOOLEAN, 1, "string or boolean");
    if (t == LUA_TSTRING) {
      size_t len;
      const char *s = lua_tolstring(L, 1, &len);
      luaL_argcheck(L, len > 0 && strlen(s) == len && len < 3000, 1,
                    "directory must be a non-empty path without NUL bytes");
      lua_pushvalue(L, 1);
    }
    else if (lua_toboolean(L, 1)) lua_pushnil(L);
    else lua_pushboolean(L, 0);
    lua_setfield(L, LUA_REGISTRYINDEX, DIR_KEY);
  }
  if (pushdir(L)) return 1;
  luaL_pushfail(L);
  lua_insert(L, -2);
  return 2;
}

/***
 * What the table cache holds: a table with `dir` (nil when there is no
 * cache, then `reason` says why), `max` (the size cap in bytes; when
 * `HANOI_CACHE_MAX` is set but not a size, the default, and `max_ignored`
 * holds the value ignored), `bytes` (the disk space its tables take) and
 * `files`, a list of `{name = ..., bytes = ..., modified = seconds since
 * the epoch}`, most recently used first.
 * @function cache_info
 * @treturn table
 */
static int s_cache_info(lua_State *L) {
  size_t n = 0, i;
  uint64_t total = 0;
  HCacheEntry *list = NULL;
  int bad;
  lua_settop(L, 0);
  lua_newtable(L);
  hanoi_pushu64(L, env_max_checked(&bad));
  lua_setfield(L, 1, "max");
  if (bad) {
    lua_pushstring(L, getenv("HANOI_CACHE_MAX"));
    lua_setfield(L, 1, "max_ignored");
  }
  if (pushdir(L)) {
    list = hanoi_cache_list(lua_tostring(L, -1), &n, &total);
    lua_setfield(L, 1, "dir");
  }
  else lua_setfield(L, 1, "reason");
  lua_createtable(L, (int)n, 0);
  for (i = 0; i < n; i++) {
    const HCacheEntry *e = &list[n - 1 - i];
    lua_createtable(L, 0, 3);
    lua_pushlstring(L, e->name, strlen(e->name) - strlen(HANOI_CACHE_EXT));
    lua_setfield(L, -2, "name");
    hanoi_pushu64(L, e->disk);
    lua_setfield(L, -2, "bytes");
    lua_pushinteger(L, (lua_Integer)e->mtime);
    lua_setfield(L, -2, "modified");
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  free(list);
  lua_setfield(L, 1, "files");
  hanoi_pushu64(L, total);
  lua_setfield(L, 1, "bytes");
  return 1;
}

/***
 * Removes every table from the cache (and only those: other files in its
 * directory stay). Returns the number of files removed and the bytes they
 * took.
 * @function cache_clear
 * @treturn int files removed
 * @treturn int bytes freed
 */
static int s_cache_clear(lua_State *L) {
  size_t n = 0, i, removed = 0;
  uint64_t total = 0, freed = 0;
  HCacheEntry *list;
  const char *dir;
  if (!pushdir(L)) { lua_pushinteger(L, 0); lua_pushinteger(L, 0); return 2; }
  dir = lua_tostring(L, -1);
  list = hanoi_cache_list(dir, &n, &total);
  for (i = 0; i < n; i++) {
    if (hanoi_cache_remove(dir, list[i].name) == 0) {
      removed++;
      freed += list[i].disk;
    }
  }
  free(list);
  lua_pushinteger(L, (lua_Integer)removed);
  hanoi_pushu64(L, freed);
  return 2;
}

static const luaL_Reg cache_funcs[] = {
  {"cache_dir", s_cache_dir}, {"cache_info", s_cache_info}, {"cache_clear", s_cache_clear},
  {NULL, NULL}
};

void hanoi_open_cache(lua_State *L) {
  luaL_setfuncs(L, cache_funcs, 0);
}
