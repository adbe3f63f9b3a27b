/*
** search.h: what the Lua bindings of the searches (search.c, bfs.c)
** share: reading rule sets and memory limits from Lua. A position of n
** disks on k pegs is numbered by its code, sum of where[d] * k^d (as
** State:code), 0 .. k^n - 1. The algorithms themselves take no lua_State
** (space.h, rules.h, path.h, bidir.h).
*/
#ifndef HANOI_SEARCH_H
#define HANOI_SEARCH_H

#include "hanoi.h"

/* Reads a rule set for k pegs from the value at `idx` (nil: classic);
** r->pred is then the stack index of a predicate function(state, disk,
** from, to) -> allowed, 0 when none. Errors name argument `arg` and, when
** field is not NULL, that field. */
void hanoi_checkrules(lua_State *L, int idx, int k, HRules *r, int arg,
                      const char *field);

/* The default memory limit of a search: a fixed number, so that whether
** a search is exact never depends on the machine it runs on. */
#define HANOI_DEFAULT_MEMORY ((uint64_t)2 << 30)
/* The memory limit in bytes: option `max_memory` of the table at `opt`
** (0: none given), else HANOI_DEFAULT_MEMORY. */
uint64_t hanoi_maxmemory(lua_State *L, int opt, int arg);
/* Pushes "1.5 GiB" and the like. */
const char *hanoi_pushbytes(lua_State *L, double bytes);
/* a metatable `name` whose __gc and __close are gc */
void hanoi_gcmeta(lua_State *L, const char *name, lua_CFunction gc);
/* hanoi_checkoptions for the table at stack index idx, errors naming
** argument arg */
int hanoi_checkoptions_at(lua_State *L, int idx, int arg, const char *const *known);

void hanoi_open_bfs(lua_State *L);

/* cache.c: pushes the directory of the table cache of this Lua state and
** returns 1, or returns 0 (pushing nothing) when there is none; the cap on
** its size from HANOI_CACHE_MAX (or the default) */
int hanoi_cache_pushdir(lua_State *L);
uint64_t hanoi_cache_cap(lua_State *L);
void hanoi_open_cache(lua_State *L);

#endif
