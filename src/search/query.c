/*
** query.c: reading a query: the options, the starts (a state or a list
** of them) and the goals (a state, a peg, a list of those, a function),
** checked whole before a search starts, into a Query and the S_* slots
** of the stack (search.h).
*/
#include <string.h>

#include "search.h"

const char *const search_fnames[] = {
  "distance", "hint", "solve", "search", "count_paths", "paths"
};

const Args search_state_args = {1, 2, 3, 0, 0, 1};

/* ---- options ---- */

const char *const search_dist_opts[] = {
  "rules", "max_states", "max_memory", "optimal", "progress", "stats", "cache", "max_cache",
  "cost", NULL
};
const char *const search_count_opts[] = {
  "rules", "max_states", "max_memory", "progress", "stats", "cost", NULL
};
const char *const search_paths_opts[] = {
  "rules", "max_states", "max_memory", "max_paths", "progress", "stats", "cost", NULL
};
const char *const search_fields[] = {
  "from", "to", "rules", "max_states", "max_memory", "optimal", "progress", "stats", "cache",
  "max_cache", "cost", NULL
};

static uint64_t posint(lua_State *L, int idx, int arg, const char *name, uint64_t def) {
  uint64_t r = def;
  if (lua_getfield(L, idx, name) != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 1)
      luaL_argerror(L, arg, lua_pushfstring(L, "field '%s' must be a positive integer", name));
    r = (uint64_t)v;
  }
  lua_pop(L, 1);
  return r;
}

/* the boolean field `name` of the options at idx into *b, when given */
static void optbool(lua_State *L, int idx, int arg, const char *name, int *b) {
  if (lua_getfield(L, idx, name) != LUA_TNIL) {
    if (!lua_isboolean(L, -1))
      luaL_argerror(L, arg, lua_pushfstring(L, "field '%s' must be a boolean, got %s", name,
                                            luaL_typename(L, -1)));
    *b = lua_toboolean(L, -1);
  }
  lua_pop(L, 1);
}

/* reads the options at stack index idx (a table or nil; errors name
** argument arg) into o; leaves the progress function (or nil) at stack
** index `pidx` */
static void checksopts(lua_State *L, int idx, int arg, const char *const *known, SOpts *o,
                       int pidx) {
  int t = lua_type(L, idx);
  o->max_states = HANOI_DEFAULT_STATES;
  o->max_memory = HANOI_DEFAULT_MEMORY;
  o->max_paths = HANOI_DEFAULT_PATHS;
  o->optimal = 0;
  o->cache = 1;
  o->max_cache = 0;
  lua_pushnil(L);
  lua_replace(L, pidx);
  if (t == LUA_TNONE || t == LUA_TNIL) return;
  luaL_argexpected(L, t == LUA_TTABLE, arg, "options table");
  hanoi_checkoptions_at(L, idx, arg, known);
  o->max_states = posint(L, idx, arg, "max_states", HANOI_DEFAULT_STATES);
  o->max_paths = posint(L, idx, arg, "max_paths", HANOI_DEFAULT_PATHS);
  o->max_memory = hanoi_maxmemory(L, idx, arg);
  if (lua_getfield(L, idx, "max_memory") == LUA_TNIL) o->max_memory = HANOI_DEFAULT_MEMORY;
  lua_pop(L, 1);
  o->max_cache = posint(L, idx, arg, "max_cache", o->max_cache);
  optbool(L, idx, arg, "cache", &o->cache);
  optbool(L, idx, arg, "optimal", &o->optimal);
  if (lua_getfield(L, idx, "stats") != LUA_TNIL && !lua_istable(L, -1))
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'stats' must be a table, got %s",
                                          luaL_typename(L, -1)));
  lua_pop(L, 1);
  if (lua_getfield(L, idx, "progress") != LUA_TNIL && !lua_isfunction(L, -1))
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                          luaL_typename(L, -1)));
  lua_replace(L, pidx);
}

/* opts.stats (a table, or absent), for the options table at idx: fills
** in `method` (what answered) and `positions` (positions expanded) */
void search_putstats(lua_State *L, int idx, const char *method, uint64_t positions) {
  if (!lua_istable(L, idx)) return;
  if (lua_getfield(L, idx, "stats") == LUA_TTABLE) {
    lua_pushstring(L, method);
    lua_setfield(L, -2, "method");
    hanoi_pushu64(L, positions);
    lua_setfield(L, -2, "positions");
  }
  lua_pop(L, 1);
}

/* ---- starts and goals ---- */

static unsigned char *newbuf(lua_State *L, int slot, uint64_t count, int n) {
  unsigned char *b = (unsigned char *)lua_newuserdatauv(L, (size_t)(count * (uint64_t)n) + 1, 0);
  lua_replace(L, slot);
  return b;
}

/* item i of the start list at S_FROM, checked against the first (i > 1) */
static HState *start_item(lua_State *L, Query *Q, const Args *A, lua_Integer i) {
  HState *s;
  lua_rawgeti(L, S_FROM, i);
  if ((s = hanoi_teststate(L, -1)) == NULL)
    luaL_argerror(L, A->sarg, lua_pushfstring(L, A->field
        ? "field 'from' item %I must be a hanoi.State, got %s"
        : "start %I must be a hanoi.State, got %s", i, luaL_typename(L, -1)));
  if (i == 1) {
    Q->n = s->n;
    Q->k = s->k;
  }
  else if (s->n != Q->n || s->k != Q->k)
    luaL_argerror(L, A->sarg, lua_pushfstring(L,
        "start %I has %d disks on %d pegs, start 1 has %d disks on %d pegs",
        i, s->n, s->k, Q->n, Q->k));
  return s;
}

/* The start of a query: a state, or a list of them read raw (no __len,
** no __index). A list is checked whole before anything is allocated, then
** checked again as it is copied (an allocation may run a finalizer, which
** may change the list), and replaced at S_FROM by that private copy, so
** that the start a search reports is one it searched from even when a
** callback changes the list meanwhile. */
static void checkstarts(lua_State *L, Query *Q, const Args *A) {
  HState *a = hanoi_teststate(L, S_FROM);
  Q->srclist = 0;
  if (a != NULL) {
    Q->n = a->n;
    Q->k = a->k;
    Q->nsrc = 1;
    memcpy(newbuf(L, S_SRC, 1, a->n), a->where, (size_t)a->n);
    return;
  }
  if (A->lists && lua_type(L, S_FROM) == LUA_TTABLE) {
    lua_Integer len = hanoi_listlen(L, S_FROM, HANOI_MAXLIST), i;
    unsigned char *buf;
    if (len < 0)
      luaL_argerror(L, A->sarg, lua_pushfstring(L, A->field
          ? "field 'from' has more than %d items" : "start list has more than %d items",
          HANOI_MAXLIST));
    if (len < 1)
      luaL_argerror(L, A->sarg, A->field ? "field 'from' is an empty list" : "start list is empty");
    for (i = 1; i <= len; i++) {
      start_item(L, Q, A, i);
      lua_pop(L, 1);
    }
    buf = newbuf(L, S_SRC, (uint64_t)len, Q->n);
    lua_createtable(L, (int)len, 0);
    for (i = 1; i <= len; i++) {
      HState *s = start_item(L, Q, A, i);
      memcpy(buf + (size_t)(i - 1) * (size_t)Q->n, s->where, (size_t)Q->n);
      lua_rawseti(L, -2, i);
    }
    lua_replace(L, S_FROM);
    Q->nsrc = (uint64_t)len;
    Q->srclist = 1;
    return;
  }
  if (A->field)
    luaL_argerror(L, A->sarg, lua_pushfstring(L,
        "field 'from' must be a hanoi.State or a list of them, got %s",
        luaL_typename(L, S_FROM)));
  luaL_typeerror(L, A->sarg, A->lists ? "hanoi.State or list of states" : "hanoi.State");
}

/* error about goal `item` (0: the goal itself) */
static int goalerror(lua_State *L, const Args *A, lua_Integer item, const char *msg) {
  if (A->field && item) lua_pushfstring(L, "field 'to' item %I %s", item, msg);
  else if (A->field) lua_pushfstring(L, "field 'to' %s", msg);
  else if (item) lua_pushfstring(L, "goal %I %s", item, msg);
  else lua_pushfstring(L, "goal %s", msg);
  return luaL_argerror(L, A->garg, lua_tostring(L, -1));
}

/* one goal at idx, a state or a peg, into where; returns its tower peg or -1 */
static int goal_item(lua_State *L, int idx, const Query *Q, const Args *A, lua_Integer item,
                     unsigned char *where) {
  HState *b = hanoi_teststate(L, idx);
  if (b != NULL) {
    int d;
    if (b->n != Q->n || b->k != Q->k)
      goalerror(L, A, item, lua_pushfstring(L, "has %d disks on %d pegs, %s has %d disks on %d pegs",
                b->n, b->k, A->field ? "'from'" : "start", Q->n, Q->k));
    memcpy(where, b->where, (size_t)Q->n);
    for (d = 1; d < Q->n; d++) if (b->where[d] != b->where[0]) return -1;
    return b->where[0];
  }
  if (hanoi_isintegral(L, idx)) {                /* a peg: 3 or 3.0 */
    lua_Integer p = lua_tointeger(L, idx);
    if (p < 1 || p > Q->k) {
      if (!A->field && !item)
        luaL_argerror(L, A->garg, lua_pushfstring(L, "peg must be 1..%d", Q->k));
      goalerror(L, A, item, lua_pushfstring(L, "must be a peg 1..%d", Q->k));
    }
    memset(where, (int)p - 1, (size_t)Q->n);
    return (int)p - 1;
  }
  if (item) goalerror(L, A, item, lua_pushfstring(L, "must be a hanoi.State or a peg, got %s",
                                                 luaL_typename(L, idx)));
  if (A->field)
    goalerror(L, A, 0, lua_pushfstring(L,
        "must be a hanoi.State, a peg, a list or a function, got %s", luaL_typename(L, idx)));
  return luaL_typeerror(L, A->garg, "hanoi.State, peg, list or function");
}

static void checkgoal(lua_State *L, Query *Q, const Args *A) {
  int t = lua_type(L, S_GOAL);
  Q->gfunc = 0;
  Q->gtower = -1;
  Q->ngoal = 0;
  if ((t == LUA_TNONE || t == LUA_TNIL) && A->defgoal) {
    memset(newbuf(L, S_GOALS, 1, Q->n), Q->k - 1, (size_t)Q->n);
    Q->ngoal = 1;
    Q->gtower = Q->k - 1;
  }
  else if (t == LUA_TFUNCTION) {
    Q->gfunc = 1;
    lua_pushvalue(L, S_GOAL);
    lua_replace(L, S_GOALFN);
  }
  else if (t == LUA_TTABLE && hanoi_teststate(L, S_GOAL) == NULL) {
    /* a list, read raw and checked whole before the buffer is made */
    lua_Integer len = hanoi_listlen(L, S_GOAL, HANOI_MAXLIST), i;
    unsigned char *buf, where[HANOI_MAXN];
    if (len < 0) goalerror(L, A, 0, lua_pushfstring(L, "has more than %d items", HANOI_MAXLIST));
    if (len < 1) goalerror(L, A, 0, "is an empty list");
    for (i = 1; i <= len; i++) {
      lua_rawgeti(L, S_GOAL, i);
      goal_item(L, -1, Q, A, i, where);
      lua_pop(L, 1);
    }
    buf = newbuf(L, S_GOALS, (uint64_t)len, Q->n);
    for (i = 1; i <= len; i++) {
      lua_rawgeti(L, S_GOAL, i);
      goal_item(L, -1, Q, A, i, buf + (size_t)(i - 1) * (size_t)Q->n);
      lua_pop(L, 1);
    }
    Q->ngoal = (uint64_t)len;
  }
  else {
    unsigned char *buf = newbuf(L, S_GOALS, 1, Q->n);
    Q->gtower = goal_item(L, S_GOAL, Q, A, 0, buf);
    Q->ngoal = 1;
  }
}

/* Checks a query with the start at 1 (or a state already checked), the
** goal at 2 and the options at 3; fills the slots 4 .. S_TOP. */
void search_query(lua_State *L, Query *Q, const Args *A, const char *const *known) {
  int ot;
  lua_settop(L, S_TOP);
  ot = lua_type(L, S_OPTS);
  if (ot != LUA_TNIL) {                      /* a misspelt option first */
    luaL_argexpected(L, ot == LUA_TTABLE, A->oarg, "options table");
    hanoi_checkoptions_at(L, S_OPTS, A->oarg, known);
  }
  checkstarts(L, Q, A);
  checkgoal(L, Q, A);
  checksopts(L, S_OPTS, A->oarg, known, &Q->o, S_PROGRESS);
  if (ot == LUA_TTABLE) lua_getfield(L, S_OPTS, "rules");
  else lua_pushnil(L);
  hanoi_checkrules(L, -1, Q->k, &Q->r, A->oarg, "rules");
  if (Q->r.pred) Q->r.pred = 1;
  lua_replace(L, S_PRED);                    /* the predicate, or what is left */
  if (!Q->r.pred) { lua_pushnil(L); lua_replace(L, S_PRED); }
  if (ot == LUA_TTABLE) lua_getfield(L, S_OPTS, "cost");
  else lua_pushnil(L);
  hanoi_checkcost(L, -1, Q->k, &Q->r, A->oarg, &Q->cost);
  if (Q->cost.kind != HCOST_FUNCTION) { lua_pop(L, 1); lua_pushnil(L); }
  lua_replace(L, S_COST);
}

const unsigned char *search_src(lua_State *L, uint64_t i, int n) {
  return (const unsigned char *)lua_touserdata(L, S_SRC) + (size_t)i * (size_t)n;
}

const unsigned char *search_goal(lua_State *L, uint64_t i, int n) {
  return (const unsigned char *)lua_touserdata(L, S_GOALS) + (size_t)i * (size_t)n;
}

/* pushes start i of the query (the state itself, or the list's item) */
void search_pushstart(lua_State *L, int srclist, uint64_t i) {
  if (srclist) lua_rawgeti(L, S_FROM, (lua_Integer)i + 1);
  else lua_pushvalue(L, S_FROM);
}


/* the index of the start whose code (in space sp) is `code`: the start
** a path leaves from (the last when none is: there is one) */
uint64_t search_which_start(lua_State *L, uint64_t nsrc, int n, const HSpace *sp, uint64_t code) {
  uint64_t i;
  for (i = 0; i + 1 < nsrc; i++)
    if (hanoi_encode(sp, search_src(L, i, n)) == code) break;
  return i;
}

int search_report(lua_State *L, const HRun *run, uint64_t *reported, int now) {
  if (lua_isnil(L, S_PROGRESS) || (run->states - *reported < PROGRESS_EVERY && !now)) return 0;
  *reported = run->states;
  lua_pushvalue(L, S_PROGRESS);
  hanoi_pushu64(L, run->states);
  hanoi_pushu64(L, run->max_states);
  return 2;
}
