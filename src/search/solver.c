/*
** solver.c: the closures State:solve (and search, paths on 3 pegs)
** return: each call plays the next move of a plan, and plans again when
** the state was moved by someone else. A plan is the 3-peg formula or a
** move list from a search (the planner its maker gave it asks
** dispatch.c; the search's answer hands it back here through
** search_solver_take). This file calls no file above it: a plan is asked
** of the SearchPlanner the solver holds.
*/
#include <string.h>

#include "search.h"
#include "../engine/three_peg_path.h"

/* The values of a solver's closure (solver_next and what it calls) */
#define SOLVER_SELF   lua_upvalueindex(1)   /* the Solver userdata */
#define SOLVER_STATE  lua_upvalueindex(2)   /* the hanoi.State it moves */
#define SOLVER_GOAL   lua_upvalueindex(3)   /* the goal as given (nil when fixed in `goal`) */
#define SOLVER_OPTS   lua_upvalueindex(4)   /* the options, or nil */
#define SOLVER_PLAN   lua_upvalueindex(5)   /* the moves planned (a hanoi.Moves), or nil */

/* A solver: its closure holds the SOLVER_* values above. */
enum { SV_THREE = 1, SV_LIST };

typedef struct Solver {
  int mode;                 /* how the plan is kept: SV_THREE or SV_LIST */
  int fixed;                /* 3 pegs, classic: the goal is `goal` */
  int prefer_via;
  uint64_t stamp;           /* the state's stamp after the last step */
  int replans;              /* plans made again in a row: the state moved while planning */
  int planned;
  H3Path path;              /* SV_THREE */
  uint64_t i;               /* SV_LIST: moves of the list played */
  int optimal;
  SearchPlanner plan;       /* how it plans when the goal is not fixed */
  unsigned char goal[HANOI_MAXN];
} Solver;

static int solver_play_list(lua_State *L, Solver *sv, HState *a) {
  HMoves *ml = (HMoves *)lua_touserdata(L, SOLVER_PLAN);
  const unsigned char *m;
  if (ml == NULL || sv->i >= ml->len) return 0;
  m = ml->mv + (size_t)sv->i++ * 3;
  if (a->where[m[0]] != m[1] || !hanoi_legal(a, m[1], m[2]))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, m[1], m[2]);
  sv->stamp = a->stamp;
  search_push3(L, m[0], m[1], m[2]);
  lua_pushboolean(L, sv->optimal);
  return 4;
}

static int solver_play3(lua_State *L, Solver *sv, HState *a) {
  int d, f, t;
  if (!hanoi3_next(&sv->path, &d, &f, &t)) return 0;
  if (a->where[d] != f || !hanoi_legal(a, f, t))
    return luaL_error(L, "solver lost track of the position");
  hanoi_apply(a, f, t);
  sv->stamp = a->stamp;
  search_push3(L, d, f, t);
  lua_pushboolean(L, 1);
  return 4;
}

static int solver_plan(lua_State *L, Solver *sv);

/* Plans made again in a row before the solver gives up: the state was
** moved every time it planned (by a progress function, a predicate,
** another coroutine...). */
#define MAX_REPLANS 16

/* a plan is made from the position `from` (the search's own copy of the
** start): its moves become upvalue 5, and the first is played; when the
** state is no longer there (a progress function or a predicate moved it,
** or another coroutine did while one of them yielded, or a call of this
** very solver from one of them played a move of its own plan), the plan
** is for a position that is gone: plan again. Plans may overlap (calls
** of the solver from its own callbacks, or from other coroutines), so
** each plan is judged by its own start, not by anything the solver keeps. */
int search_solver_take(lua_State *L, HMoves *moves, int optimal, const unsigned char *from) {
  Solver *sv = (Solver *)lua_touserdata(L, SOLVER_SELF);
  HState *a = hanoi_checkstate(L, SOLVER_STATE);
  if (memcmp(a->where, from, (size_t)a->n) != 0) {
    HMem mem;
    search_luamem(L, &mem);
    hanoi_moves_free(moves, &mem);
    if (++sv->replans > MAX_REPLANS)
      return luaL_error(L, "solve: the position was moved every time the solver planned "
                        "(%d times in a row)", MAX_REPLANS);
    sv->planned = 0;
    return solver_plan(L, sv);
  }
  sv->replans = 0;
  *search_newmoves(L) = *moves;
  lua_replace(L, SOLVER_PLAN);
  sv->mode = SV_LIST;
  sv->i = 0;
  sv->planned = 1;
  sv->optimal = optimal;
  sv->stamp = a->stamp;
  return solver_play_list(L, sv, a);
}

/* plans from the current position (a search may call Lua functions,
** which may yield), then plays the first move */
static int solver_plan(lua_State *L, Solver *sv) {
  if (sv->fixed) return search_solver_formula(L, sv->goal);
  lua_settop(L, 0);
  lua_pushvalue(L, SOLVER_STATE);
  lua_pushvalue(L, SOLVER_GOAL);
  lua_pushvalue(L, SOLVER_OPTS);
  return sv->plan(L);
}

static int solver_next(lua_State *L) {
  Solver *sv = (Solver *)lua_touserdata(L, SOLVER_SELF);
  HState *a = (HState *)lua_touserdata(L, SOLVER_STATE);   /* a state, always */
  if (!sv->planned || a->stamp != sv->stamp) {
    sv->planned = 0;
    return solver_plan(L, sv);
  }
  return sv->mode == SV_THREE ? solver_play3(L, sv, a) : solver_play_list(L, sv, a);
}

/* pushes the closure over a solver of the state at sidx; goal at gidx
** (0 when fixed to `goal`), options at oidx (or 0), planned by `plan` */
void search_push_solver(lua_State *L, int sidx, int gidx, int oidx,
                        const unsigned char *goal, int prefer_via, SearchPlanner plan) {
  Solver *sv;
  sidx = lua_absindex(L, sidx);
  if (gidx) gidx = lua_absindex(L, gidx);
  if (oidx) oidx = lua_absindex(L, oidx);
  sv = (Solver *)lua_newuserdatauv(L, sizeof(Solver), 0);
  memset(sv, 0, sizeof *sv);
  sv->prefer_via = prefer_via;
  sv->plan = plan;
  if (goal != NULL) {
    HState *a = hanoi_checkstate(L, sidx);
    sv->fixed = 1;
    memcpy(sv->goal, goal, (size_t)a->n);
  }
  lua_pushvalue(L, sidx);
  if (gidx) lua_pushvalue(L, gidx); else lua_pushnil(L);
  if (oidx) lua_pushvalue(L, oidx); else lua_pushnil(L);
  lua_pushnil(L);
  lua_pushcclosure(L, solver_next, 5);
}

/* pushes a private copy of the state at idx */
HState *search_pushcopy(lua_State *L, int idx) {
  HState *a = hanoi_checkstate(L, idx), *c = hanoi_newstate(L, a->n, a->k);
  memcpy(c, a, sizeof(HState));
  return c;
}


/* the 3-peg formula's plan to `goal` (a solver's closure is running): its
** first move is played */
int search_solver_formula(lua_State *L, const unsigned char *goal) {
  Solver *sv = (Solver *)lua_touserdata(L, SOLVER_SELF);
  HState *a = hanoi_checkstate(L, SOLVER_STATE);
  hanoi3_path(&sv->path, a->where, goal, a->n, sv->prefer_via);
  sv->mode = SV_THREE;
  sv->planned = 1;
  return solver_play3(L, sv, a);
}
