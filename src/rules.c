/*
** rules.c: rule sets (which moves a variant allows) and state spaces for
** the searches of search.c and bfs.c (issue 5).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "search.h"

static void rules_error(lua_State *L, int arg, const char *field, const char *msg) {
  if (field != NULL)
    luaL_argerror(L, arg, lua_pushfstring(L, "field '%s': %s", field, msg));
  luaL_argerror(L, arg, msg);
}

/* a peg 1..k from the value on top of the stack (popped) */
static int rule_peg(lua_State *L, int k, int arg, const char *field, int item) {
  int isnum;
  lua_Integer p = lua_tointegerx(L, -1, &isnum);
  lua_pop(L, 1);
  if (!isnum)
    rules_error(L, arg, field, lua_pushfstring(L,
        "pair %d must hold two pegs", item));
  if (p < 1 || p > k)
    rules_error(L, arg, field, lua_pushfstring(L,
        "peg %d out of range 1..%d in pair %d", (int)p, k, item));
  return (int)p - 1;
}

static void from_table(lua_State *L, int idx, HRules *r, int arg, const char *field) {
  int k = r->k, i, j, ismatrix, top = lua_gettop(L);
  lua_Integer len = luaL_len(L, idx);
  if (len < 1)
    rules_error(L, arg, field, "rule table is empty");
  lua_geti(L, idx, 1);
  ismatrix = lua_type(L, -1) == LUA_TTABLE && lua_geti(L, -1, 1) == LUA_TBOOLEAN;
  lua_settop(L, top);
  if (ismatrix) {                       /* a k x k matrix of booleans */
    strcpy(r->name, "custom");
    if (len != k)
      rules_error(L, arg, field, lua_pushfstring(L,
          "matrix must have %d rows, got %d", k, (int)len));
    for (i = 1; i <= k; i++) {
      if (lua_geti(L, idx, i) != LUA_TTABLE || luaL_len(L, -1) != k)
        rules_error(L, arg, field, lua_pushfstring(L,
            "matrix row %d must hold %d booleans", i, k));
      for (j = 1; j <= k; j++) {
        lua_geti(L, -1, j);
        if (!lua_isboolean(L, -1))
          rules_error(L, arg, field, lua_pushfstring(L,
              "matrix row %d must hold %d booleans", i, k));
        if (lua_toboolean(L, -1) && i != j) r->allow[i - 1] |= 1u << (j - 1);
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
    return;
  }
  strcpy(r->name, "custom");             /* a list of {from, to} pairs */
  for (i = 1; i <= len; i++) {
    int f, t;
    if (lua_geti(L, idx, i) != LUA_TTABLE)
      rules_error(L, arg, field, lua_pushfstring(L,
          "pair %d must be a table {from, to}", i));
    lua_geti(L, -1, 1);
    f = rule_peg(L, k, arg, field, i);
    lua_geti(L, -1, 2);
    t = rule_peg(L, k, arg, field, i);
    lua_pop(L, 1);
    if (f == t)
      rules_error(L, arg, field, lua_pushfstring(L,
          "pair %d moves from peg %d to itself", i, f + 1));
    r->allow[f] |= 1u << t;
  }
}

void hanoi_checkrules(lua_State *L, int idx, int k, HRules *r, int arg,
                      const char *field) {
  int f;
  idx = lua_absindex(L, idx);
  memset(r, 0, sizeof *r);
  r->k = k;
  switch (lua_type(L, idx)) {
    case LUA_TNONE: case LUA_TNIL:
      hanoi_rules_named(r, k, "classic");
      return;
    case LUA_TSTRING: {
      const char *name = lua_tostring(L, idx);
      if (!hanoi_rules_named(r, k, name))
        rules_error(L, arg, field, lua_pushfstring(L,
            "unknown rule set '%s' (classic, cyclic, linear or star expected)", name));
      return;
    }
    case LUA_TTABLE:
      from_table(L, idx, r, arg, field);
      break;
    case LUA_TFUNCTION:
      strcpy(r->name, "predicate");
      r->pred = idx;
      for (f = 0; f < k; f++) r->allow[f] = (uint32_t)(((uint64_t)1 << k) - 1) & ~(1u << f);
      break;
    default:
      rules_error(L, arg, field, lua_pushfstring(L,
          "rules must be a name, a table or a function, got %s",
          luaL_typename(L, idx)));
  }
  hanoi_rules_finish(r);
}

uint64_t hanoi_maxmemory(lua_State *L, int opt, int arg) {
  if (opt != 0 && lua_getfield(L, opt, "max_memory") != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 0)
      luaL_argerror(L, arg, "field 'max_memory' must be a non-negative integer (bytes)");
    lua_pop(L, 1);
    return (uint64_t)v;
  }
  if (opt != 0) lua_pop(L, 1);
  return HANOI_DEFAULT_MEMORY;     /* the same on every machine */
}

const char *hanoi_pushbytes(lua_State *L, double bytes) {
  static const char *const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int u = 0;
  char buf[64];
  while (bytes >= 1024 && u < 6) { bytes /= 1024; u++; }
  if (u == 0) snprintf(buf, sizeof buf, "%.0f %s", bytes, units[u]);
  else snprintf(buf, sizeof buf, "%.1f %s", bytes, units[u]);
  return lua_pushstring(L, buf);
}

void hanoi_growqueue(lua_State *L, const HSpace *sp, HQueue *Q, uint64_t *used,
                     uint64_t limit, int owner) {
  uint64_t cap = Q->cap ? Q->cap * 2 : 1024, *nq;
  if (*used + cap * 8 > limit) {
    hanoi_pushbytes(L, (double)(*used + cap * 8));
    hanoi_pushbytes(L, (double)limit);
    luaL_error(L, "search of %d^%d states needs more than %s of memory (max_memory is %s)",
               sp->k, sp->n, lua_tostring(L, -2), lua_tostring(L, -1));
  }
  nq = (uint64_t *)lua_newuserdatauv(L, (size_t)(cap * 8), 0);
  if (Q->n) memcpy(nq, Q->q, (size_t)(Q->n * 8));
  lua_setiuservalue(L, owner, Q->uv);
  *used += cap * 8 - Q->cap * 8;
  Q->q = nq;
  Q->cap = cap;
}
