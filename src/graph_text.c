/*
** graph_text.c: the pictures of hanoi.graph as text, its methods
** g:edgelist() (one edge a line, two labels) and g:dot([opts]) (the
** graph in Graphviz's DOT language, a path drawn in red). The other
** pictures are Lua's (hanoi.render); these stay in C, beside the edges
** they draw, which the graph's methods keep apart from its fields (the
** fields are the user's to change, and are never read back).
*/
#include <string.h>

#include "hanoi.h"

/* What g:edgelist() and g:dot() draw, kept in C: the fields of the graph
** table are the user's to read and change, and are never read back. */
typedef struct GraphData {
  int n, k, directed;
  lua_Integer nv, ne;
  uint32_t *ends;           /* edge i goes from ends[2i] to ends[2i + 1] (codes) */
} GraphData;

/* The path to highlight in g:dot{path = moves, from = state}: marks
** path[a * (V + 1) + b] = true in a table at the top for each step a -> b
** (vertex codes), after checking each move against the graph. The list
** of moves and each move are read raw. */
static void dot_path(lua_State *L, int opt, const GraphData *gd) {
  HSpace sp;
  unsigned char where[HANOI_MAXN];
  lua_Integer i, len, nv = gd->nv;
  uint64_t code;
  int pidx, n = gd->n, k = gd->k;
  hanoi_space(&sp, n, k);
  lua_getfield(L, opt, "from");
  if (lua_isnil(L, -1)) memset(where, 0, (size_t)n);
  else {
    HState *s = hanoi_teststate(L, -1);
    if (s == NULL && lua_type(L, -1) == LUA_TSTRING) {
      size_t ll;
      const char *lab = lua_tolstring(L, -1, &ll);
      int d;
      if (ll != (size_t)n) luaL_argerror(L, 2, "field 'from' has the wrong number of disks");
      for (d = 0; d < n; d++) {
        int q = hanoi_pegof((unsigned char)lab[d], k);
        if (q < 0) luaL_argerror(L, 2, "field 'from' is not a position of the graph");
        where[d] = (unsigned char)q;
      }
    }
    else if (s == NULL || s->n != n || s->k != k)
      luaL_argerror(L, 2, "field 'from' must be a position of the graph (a state or a label)");
    else memcpy(where, s->where, (size_t)n);
  }
  lua_pop(L, 1);
  lua_getfield(L, opt, "path");
  luaL_argcheck(L, lua_istable(L, -1), 2, "field 'path' must be a list of moves {from, to}");
  pidx = lua_gettop(L);
  len = hanoi_listlen(L, pidx, HANOI_MAXLIST);
  if (len < 0)
    luaL_argerror(L, 2, lua_pushfstring(L, "field 'path' has more than %d moves", HANOI_MAXLIST));
  lua_newtable(L);
  code = hanoi_encode(&sp, where);
  for (i = 1; i <= len; i++) {
    lua_Integer f = -1, t = -1;
    size_t m;
    int d, ok = 1, isf, ist;
    if (lua_rawgeti(L, pidx, i) != LUA_TTABLE)
      luaL_argerror(L, 2, lua_pushfstring(L, "move %I of 'path' is not a table", i));
    m = lua_rawlen(L, -1);
    if (m < 2 || m > 3) ok = 0;
    else {
      lua_rawgeti(L, -1, (lua_Integer)m - 1);
      lua_rawgeti(L, -2, (lua_Integer)m);
      f = lua_tointegerx(L, -2, &isf) - 1;
      t = lua_tointegerx(L, -1, &ist) - 1;
      lua_pop(L, 2);
      if (!isf || !ist || f < 0 || t < 0 || f >= k || t >= k || f == t) ok = 0;
    }
    lua_pop(L, 1);
    for (d = 0; ok && d < n && where[d] != f; d++)
      if (where[d] == t) ok = 0;
    if (ok && d == n) ok = 0;
    if (!ok) luaL_argerror(L, 2, lua_pushfstring(L, "move %I of 'path' is not legal", i));
    where[d] = (unsigned char)t;
    {
      uint64_t next = hanoi_encode(&sp, where);
      lua_pushboolean(L, 1);
      lua_rawseti(L, -2, (lua_Integer)code * (nv + 1) + (lua_Integer)next);
      code = next;
    }
  }
  lua_remove(L, pidx);
}

/* g:edgelist() / g:dot([opts]): the graph as text, from what C keeps of
** it (upvalue 1) for the graph table it belongs to (upvalue 2) */
static int graph_text(lua_State *L, int dot) {
  const GraphData *gd = (const GraphData *)lua_touserdata(L, lua_upvalueindex(1));
  luaL_Buffer buf;
  HSpace sp;
  lua_Integer i, marked = 0, want = 0;
  int path = 0;
  luaL_argexpected(L, lua_rawequal(L, 1, lua_upvalueindex(2)), 1, "the graph of this method");
  if (dot && !lua_isnoneornil(L, 2)) {
    static const char *const opts[] = {"path", "from", NULL};
    luaL_checktype(L, 2, LUA_TTABLE);
    hanoi_checkoptions(L, 2, opts);
    path = 1;
  }
  lua_settop(L, 2);
  hanoi_space(&sp, gd->n, gd->k);
  if (path) {                              /* 3: the steps of the path */
    dot_path(L, 2, gd);
    lua_pushnil(L);
    while (lua_next(L, 3)) { want++; lua_pop(L, 1); }
  }
  else lua_pushnil(L);
  luaL_buffinit(L, &buf);
  if (dot) {
    luaL_addstring(&buf, gd->directed ? "digraph hanoi {\n" : "graph hanoi {\n");
    for (i = 0; i < gd->nv; i++) {
      luaL_addstring(&buf, "  \"");
      hanoi_pushlabel(L, &sp, (uint64_t)i);
      luaL_addvalue(&buf);
      luaL_addstring(&buf, "\";\n");
    }
  }
  for (i = 0; i < gd->ne; i++) {
    uint64_t a = gd->ends[2 * i], b = gd->ends[2 * i + 1];
    int hot = 0;
    if (path) {
      if (lua_rawgeti(L, 3, (lua_Integer)(a * (uint64_t)(gd->nv + 1) + b)) != LUA_TNIL) {
        hot = 1;
        marked++;
      }
      lua_pop(L, 1);
      if (!gd->directed) {
        if (lua_rawgeti(L, 3, (lua_Integer)(b * (uint64_t)(gd->nv + 1) + a)) != LUA_TNIL) {
          hot = 1;
          marked++;
        }
        lua_pop(L, 1);
      }
    }
    if (dot) luaL_addstring(&buf, "  \"");
    hanoi_pushlabel(L, &sp, a);
    luaL_addvalue(&buf);
    luaL_addstring(&buf, dot ? (gd->directed ? "\" -> \"" : "\" -- \"") : " ");
    hanoi_pushlabel(L, &sp, b);
    luaL_addvalue(&buf);
    luaL_addstring(&buf, dot ? (hot ? "\" [color=red, penwidth=3];\n" : "\";\n") : "\n");
  }
  if (path && marked < want)
    return luaL_argerror(L, 2, "field 'path' has a move that is not an edge of the graph");
  if (dot) luaL_addstring(&buf, "}\n");
  luaL_pushresult(&buf);
  return 1;
}

static int graph_edgelist(lua_State *L) { return graph_text(L, 0); }
static int graph_dot(lua_State *L) { return graph_text(L, 1); }

/* Adds g:edgelist and g:dot to the graph table at index graph, from its
** fields `from` and `to` (tables made by hanoi.graph, not yet the user's),
** with what they draw kept in C. */
void hanoi_graph_text(lua_State *L, int graph, int n, int k, int directed, lua_Integer nv,
                      lua_Integer ne) {
  GraphData *gd;
  lua_Integer i;
  graph = lua_absindex(L, graph);
  gd = (GraphData *)lua_newuserdatauv(L, sizeof(GraphData) + (size_t)ne * 2 * sizeof(uint32_t), 0);
  gd->n = n;
  gd->k = k;
  gd->directed = directed;
  gd->nv = nv;
  gd->ne = ne;
  gd->ends = (uint32_t *)(gd + 1);
  lua_getfield(L, graph, "from");
  lua_getfield(L, graph, "to");
  for (i = 1; i <= ne; i++) {            /* tables made here: not yet the user's */
    lua_rawgeti(L, -2, i);
    lua_rawgeti(L, -2, i);
    gd->ends[2 * (i - 1)] = (uint32_t)(lua_tointeger(L, -2) - 1);
    gd->ends[2 * (i - 1) + 1] = (uint32_t)(lua_tointeger(L, -1) - 1);
    lua_pop(L, 2);
  }
  lua_pop(L, 2);
  lua_pushvalue(L, -1);
  lua_pushvalue(L, graph);
  lua_pushcclosure(L, graph_edgelist, 2);
  lua_setfield(L, graph, "edgelist");
  lua_pushvalue(L, graph);
  lua_pushcclosure(L, graph_dot, 2);       /* takes the GraphData */
  lua_setfield(L, graph, "dot");
}
