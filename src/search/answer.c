/*
** answer.c: the results of every call, written once. Each search (the
** formulas of dispatch.c, kpeg_search.c, general.c, cheapest.c) says
** what it found in an Answer (search.h); this turns it into what the
** call returns: a distance, a hint, a solver's plan, a path and its
** start, a count, every path.
*/
#include <string.h>

#include "search.h"

void search_answer_init(Answer *A) {
  memset(A, 0, sizeof *A);
  A->status = HS_DONE;
  A->best = "shortest";
  A->optimal = 1;
}

/* the answer's moves, now a hanoi.Moves userdata on top of the stack */
static HMoves *take_moves(lua_State *L, Answer *A) {
  HMoves *ml = search_newmoves(L);
  *ml = *A->moves;
  memset(A->moves, 0, sizeof *A->moves);
  if (A->mem != NULL) A->mem->used -= ml->cap * 3;     /* now the list's */
  return ml;
}

/* the hint: disk, from, to, optimal; then the distance before the move
** and after it (the cost with move costs), or nil, nil when the move
** comes from a plan not proven shortest */
static int hint(lua_State *L, const Answer *A) {
  const unsigned char *m;
  unsigned char h[3];
  if (A->dist == 0) { luaL_pushfail(L); return 1; }
  if (A->moves != NULL) m = A->moves->mv;
  else {
    h[0] = (unsigned char)A->hint[0];
    h[1] = (unsigned char)A->hint[1];
    h[2] = (unsigned char)A->hint[2];
    m = h;
  }
  search_push3(L, m[0], m[1], m[2]);
  lua_pushboolean(L, A->optimal);
  if (!A->optimal) { lua_pushnil(L); lua_pushnil(L); }
  else if (A->costed) {
    hanoi_pushu64(L, A->cost);
    hanoi_pushu64(L, A->cost - A->first_cost);
  }
  else {
    hanoi_pushu64(L, A->dist);
    hanoi_pushu64(L, A->dist - 1);
  }
  return 6;
}

static int paths(lua_State *L, Answer *A) {
  uint64_t i;
  int base;
  if (A->moves == NULL) {                  /* 3 pegs: one or two, each on its own copy */
    int np = (int)A->npaths, j;
    for (j = 0; j < np; j++) {
      search_pushcopy(L, S_FROM);
      search_push_solver(L, -1, 0, 0, A->goal3, np == 2 ? j : 0, NULL);
      lua_remove(L, -2);
    }
    return np;
  }
  if (A->npaths == 0) {
    hanoi_pushbig(L, A->total, A->totalw);
    return luaL_error(L, "paths: %s %s paths, more than max_paths = %I "
                      "(hanoi.count_paths counts them)", luaL_tolstring(L, -1, NULL), A->best,
                      (lua_Integer)A->max_paths);
  }
  luaL_checkstack(L, (int)A->npaths + 4, "too many paths");
  take_moves(L, A);
  base = lua_gettop(L);
  for (i = 0; i < A->npaths; i++) search_pushmoveslice(L, base, i * A->dist, A->dist);
  return (int)A->npaths;
}

/* search: the moves, an iterator over them, optimal, the start they
** leave from (and with move costs their cost) */
static int path(lua_State *L, Answer *A) {
  int base;
  hanoi_pushu64(L, A->dist);
  if (A->moves == NULL) {                  /* 3 pegs: a solver on a private copy */
    int top;
    search_pushstart(L, A->srclist, A->start);
    top = lua_gettop(L);
    search_pushcopy(L, top);
    search_push_solver(L, -1, 0, 0, A->goal3, 0, NULL);
    lua_remove(L, -2);
    lua_pushboolean(L, 1);
    lua_rotate(L, top, -1);                /* the start last */
    return 4;
  }
  take_moves(L, A);
  base = lua_gettop(L);
  search_pushmoveiter(L, base);
  lua_remove(L, base);
  lua_pushboolean(L, A->optimal);
  search_pushstart(L, A->srclist, A->start);
  if (!A->costed) return 4;
  hanoi_pushu64(L, A->cost);
  return 5;
}

int search_answer(lua_State *L, int what, Answer *A) {
  if (A->status == HS_UNREACHABLE) {
    if (what == DO_COUNT) { lua_pushinteger(L, 0); return 1; }
    if (what == DO_SOLVE)
      return luaL_error(L, "solve: goal unreachable under the '%s' rules", A->rules);
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable under the '%s' rules", A->rules);
    return 2;
  }
  switch (what) {
    case DO_DISTANCE:
      if (A->costed) {
        hanoi_pushu64(L, A->cost);
        hanoi_pushu64(L, A->dist);
        return 2;
      }
      hanoi_pushu64(L, A->dist);
      return 1;
    case DO_HINT:
      return hint(L, A);
    case DO_COUNT:
      if (A->total != NULL) hanoi_pushbig(L, A->total, A->totalw);
      else hanoi_pushu64(L, A->npaths);
      return 1;
    case DO_PATHS:
      return paths(L, A);
    case DO_SOLVE: {
      HMoves m;
      if (A->moves == NULL) return search_solver_formula(L, A->goal3);
      m = *A->moves;
      memset(A->moves, 0, sizeof *A->moves);
      if (A->mem != NULL) A->mem->used -= m.cap * 3;
      return search_solver_take(L, &m, A->optimal, A->from);
    }
    default:                               /* DO_SEARCH */
      return path(L, A);
  }
}
