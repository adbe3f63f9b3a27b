/***
 * Optimal play from any position: distances, shortest paths and their
 * number, hints and solvers, under any rule set, to a goal position, a
 * tower, a set of them or a goal function, from one start or several.
 *
 * The files of src/search/ are the Lua binding (search.h says which
 * does what): they check arguments, pick the method and push results.
 * The methods themselves (three_peg_path.c, three_peg_count.c,
 * astar.c, pattern_db.c, canonical_bfs.c, tower_plan.c for the classic rules; layered_bfs.c, bidirectional_bfs.c
 * and rules.c for any rules, goal sets and counts) are plain C: memory
 * comes from Lua's allocator through an HMem that enforces `max_memory`,
 * work is counted against `max_states`, and every few milliseconds they
 * pause so that the binding can call `progress` (with lua_callk: it may
 * yield) and look for Ctrl-C. A question they cannot answer themselves
 * (a rules predicate, a goal function) pauses them too: the binding calls
 * the Lua function with lua_callk and hands the answer back.
 * @module hanoi
 */

/***
 * Searches.
 *
 * Optimal play from any position: distances, shortest paths and their
 * number, hints and solvers, under any rule set, to a goal position, a
 * tower, a set of them or a goal function, from one start or several.
 *
 * Under the classic rules:
 * On 3 pegs everything is exact and O(n) for n up to 64 (three_peg_path.c).
 * On k > 3 pegs, for a goal that is a tower (all disks on one peg), the
 * largest disks already in place are left out. From a tower on 4 pegs the
 * answer is Frame-Stewart's solution, proved shortest by Bousch (2014).
 * Otherwise:
 *  1. a short A* search guided by small pattern databases (up to 2^20
 *     entries each, built once per process and free of charge); with
 *     plenty of pegs its heuristic is exact and this is all it takes;
 *  2. else, when the budget allows it, an exact table of the remaining
 *     disks: a breadth-first search over canonical positions (the pegs
 *     other than the goal are interchangeable), 2 bits per position, built
 *     once per process, from which the path is walked down;
 *  3. else A* with larger pattern databases, up to HANOI_ASTAR_CAP
 *     expansions.
 * For a goal position, A* with pattern databases built for that goal.
 * When the budget runs out, `hint`, `solve` and `search` follow the best
 * plan found (a path to the most promising position A* reached, then
 * greedily on), labelled not optimal; `distance` raises an error.
 * Under other rules, with a goal function, or with several starts or
 * goals on k > 3 pegs: breadth-first search within max_states positions
 * (from both ends when every move can be undone and no Lua function is
 * asked), exact or an error, never a plan of another puzzle.
 * @section searches
 */
#include <string.h>

#include "ksearch.h"
#include "../engine/three_peg_path.h"

const char search_count_key = 0;

/* the counter of searches, upvalue 1 of every function below */
#define API_COUNT lua_upvalueindex(1)

static void counted(lua_State *L) {
  ((SearchCount *)lua_touserdata(L, API_COUNT))->n++;
}

/* the counter, from the registry: a solver plans from its own closure */
static void counted_from_registry(lua_State *L) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &search_count_key) == LUA_TUSERDATA)
    ((SearchCount *)lua_touserdata(L, -1))->n++;
  lua_pop(L, 1);
}

/* the SearchPlanner of State:solve's solvers: the state, the goal and the
** options at 1, 2, 3, read as State:solve read them, then the search */
static int plan_solve(lua_State *L) {
  Query Q;
  search_query(L, &Q, &search_state_args, search_dist_opts);
  counted_from_registry(L);
  return search_dispatch(L, &Q, DO_SOLVE);
}

/***
 * The length of a shortest path from a to b.
 * Under the classic rules: on 3 pegs exact in O(n); on more pegs by
 * search (see the introduction to the searches), within `opts.max_states`
 * positions or an error saying so. Under other rules, for a set of
 * starts, or for a goal set or function, by breadth-first search (from
 * both ends when every move can be undone and no function is asked).
 * @function distance
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal: a position with the same
 *   disks and pegs, a peg meaning the whole tower on that peg, a list of
 *   those (any of them), or a function(state) returning whether a
 *   position is a goal (it may yield)
 * @tparam[opt] table opts `rules` (see `search`), `max_states`,
 *   `max_memory` (bytes, default 4 GiB: a hard cap, an error beyond it),
 *   `progress` function(positions, max_states) called now and then once a
 *   search has run a while (it may yield), `stats` a table filled in with
 *   `method` (what answered: "formula", "frame-stewart", "astar", "table",
 *   "plan", "bfs", "whole-space", "bidirectional", or with `cost` "dial" or "dijkstra") and
 *   `positions` (positions expanded); `cost` move costs, a k x k matrix of
 *   positive integers cost[from][to] or a function(state, disk, from, to)
 *   returning one (it may yield): then the answer is the cheapest path,
 *   ties to the fewest moves (docs/variants.md, "Move costs")
 * @treturn[1] int|string moves; an exact decimal string past 2^63 - 1;
 *   with `cost`, the least cost and then the fewest moves of a path of
 *   that cost
 * @return[2] nil when the goal cannot be reached under the rules
 * @treturn[2] string "goal unreachable under the 'NAME' rules"
 */
static const Args DIST_ARGS = {1, 2, 3, 0, 1, 0};

static int s_distance(lua_State *L) {
  Query Q;
  counted(L);
  if (lua_gettop(L) <= 3 && lua_isnoneornil(L, 3)) { /* two 3-peg positions, no options: the */
    const HState *a = hanoi_teststate(L, 1); /* formula at once, as query and dispatch */
    const HState *b = hanoi_teststate(L, 2); /* would answer after reading them */
    if (a != NULL && b != NULL && a->k == 3 && b->k == 3 && a->n == b->n) {
      H3Plan pl;
      hanoi3_plan(a->where, b->where, a->n, &pl, 0);
      hanoi_pushu64(L, pl.dist);
      return 1;
    }
  }
  search_query(L, &Q, &DIST_ARGS, search_dist_opts);
  return search_dispatch(L, &Q, DO_DISTANCE);
}

/***
 * The next move of a shortest path from this position.
 * @function State:hint
 * @tparam[opt] hanoi.State|int|table|function b goal, as for `distance`
 *   (default: the tower on the last peg)
 * @tparam[opt] table opts as for `distance`, and `optimal` (true: an error
 *   rather than a move of a plan not proven shortest)
 * @treturn[1] int disk
 * @treturn[1] int from
 * @treturn[1] int to
 * @treturn[1] boolean true when the move is on a shortest path; false
 *   when the budget ran out and it comes from the best plan found
 * @treturn[1] int|string|nil the distance from this position (with
 *   `cost`, the cost of a cheapest path), nil for a move of a plan
 * @treturn[1] int|string|nil the distance after the move, likewise (one
 *   less; with `cost`, less the move's cost)
 * @return[2] nil when the position is a goal already
 * @return[3] nil, "goal unreachable under the 'NAME' rules"
 */
static int m_hint(lua_State *L) {
  Query Q;
  counted(L);
  hanoi_checkstate(L, 1);
  search_query(L, &Q, &search_state_args, search_dist_opts);
  return search_dispatch(L, &Q, DO_HINT);
}

/***
 * Plays a shortest path from this position to b, move by move:
 * `for disk, from, to in s:solve(b) do ... end`. Each step applies the
 * move to `s` (so `s.moves` counts them). The solver keeps its plan and
 * plays it; when `s` was changed by someone else between two steps (a
 * player took over), it plans again from there. A loop body may yield.
 * On more than 3 pegs under the classic rules the plan comes from the
 * search (see `distance`); when the budget runs out it is the best plan
 * found, and each step's fourth value says whether the plan is a
 * shortest one. Under other rules the plan is always a shortest one, or
 * an error.
 * @function State:solve
 * @tparam[opt] hanoi.State|int|table|function b goal, as for `hint`
 * @tparam[opt] table opts as for `hint`
 * @treturn function iterator yielding disk, from, to, optimal
 */
static int m_solve(lua_State *L) {
  Query Q;
  hanoi_checkstate(L, 1);
  search_query(L, &Q, &search_state_args, search_dist_opts);  /* errors now, not at the first step */
  search_push_solver(L, S_FROM, S_GOAL, lua_isnil(L, S_OPTS) ? 0 : S_OPTS, NULL, 0, plan_solve);
  return 1;
}

/***
 * Every shortest path from a to b. On 3 pegs under the classic rules
 * there are one or two: two exactly when the largest disk that must move
 * can go directly or via the third peg in the same number of moves.
 * Otherwise they are found by breadth-first search and counted; more
 * than `opts.max_paths` (default 1000) is an error.
 * Returns a table of iterators, one per path (`t[1]..t[t.n]`; a generic
 * for walks it directly: `for p in hanoi.paths(a, b) do ... end`, the
 * table made by lua/hanoi/init.lua from `hanoi.core.paths`, which returns
 * the iterators themselves); each yields disk, from, to and changes
 * neither a nor b.
 * @function paths
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal, as for `distance`
 * @tparam[opt] table opts `rules`, `max_paths`, `max_states`,
 *   `max_memory`, `progress`
 * @treturn table the paths, functions (on 3 pegs under the classic rules,
 *   the first moves the largest disk directly when that is shortest)
 * @return[2] nil, "goal unreachable under the 'NAME' rules"
 */
static const Args PATHS_ARGS = {1, 2, 3, 0, 1, 0};

static int s_paths(lua_State *L) {
  Query Q;
  counted(L);
  search_query(L, &Q, &PATHS_ARGS, search_paths_opts);
  return search_dispatch(L, &Q, DO_PATHS);
}

/***
 * The number of shortest paths from a to b. On 3 pegs under the classic
 * rules in O(n): one or two (Hinz's theorem). Otherwise by breadth-first
 * search, adding the paths to each position layer by layer.
 * @function count_paths
 * @tparam hanoi.State|{hanoi.State,...} a start, or a list of starts
 * @tparam hanoi.State|int|table|function b goal, as for `distance`
 * @tparam[opt] table opts `rules`, `max_states`, `max_memory`, `progress`,
 *   `cost` (then: the paths of least cost with the fewest moves among them)
 * @treturn int|string the number of shortest paths (0 when the goal
 *   cannot be reached); an exact decimal string past 2^63 - 1
 */
static int s_count_paths(lua_State *L) {
  Query Q;
  counted(L);
  search_query(L, &Q, &PATHS_ARGS, search_count_opts);
  return search_dispatch(L, &Q, DO_COUNT);
}

/***
 * A shortest path under any rule set.
 * @function search
 * @tparam table opts `from` the start (a `hanoi.State`, or a list of
 *   them); `to` the goal (as for `distance`; default the tower on the last
 *   peg); `rules` (a name of `rule_sets`, such as "cyclic"; a list of
 *   allowed {from, to} pairs; a k x k matrix of booleans; or a predicate
 *   function(state, disk, from, to) returning whether the move is allowed,
 *   called only with legal moves, which may yield; the state it gets is a
 *   scratch copy); and, as for `hint`, `max_states`, `max_memory`,
 *   `optimal`, `progress` and `cost`
 * @treturn[1] int|string the number of moves
 * @treturn[1] function iterator over the moves (disk, from, to); it does
 *   not change `from`
 * @treturn[1] boolean true when the path is a shortest one; false for the
 *   best plan found when the budget ran out
 * @treturn[1] hanoi.State the start the path leaves from (one of `from`)
 * @treturn[1] int|string with `cost`: the path's cost (the first result is
 *   still its number of moves)
 * @return[2] nil when the goal cannot be reached
 * @treturn[2] string "goal unreachable under the 'NAME' rules"
 */
static const Args SEARCH_ARGS = {1, 1, 1, 1, 1, 1};

static int s_search(lua_State *L) {
  Query Q;
  counted(L);
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, search_fields);
  lua_getfield(L, 1, "from");
  lua_getfield(L, 1, "to");
  lua_rotate(L, 1, -1);                      /* 1 from, 2 to, 3 the table */
  search_query(L, &Q, &SEARCH_ARGS, search_fields);
  return search_dispatch(L, &Q, DO_SEARCH);
}

/***
 * The number of searches this Lua state has made: calls of `distance`,
 * `State:hint`, `search`, `count_paths` and `paths`, and the plans of
 * solvers. For tests that check how many searches a command makes.
 * @function _searches
 * @treturn int searches so far
 */
static int s_searches(lua_State *L) {
  lua_pushinteger(L, ((SearchCount *)lua_touserdata(L, API_COUNT))->n);
  return 1;
}

static const luaL_Reg search_funcs[] = {
  {"distance", s_distance}, {"paths", s_paths}, {"search", s_search},
  {"count_paths", s_count_paths}, {"_searches", s_searches}, {NULL, NULL}
};

static const luaL_Reg search_methods[] = {
  {"hint", m_hint}, {"solve", m_solve}, {NULL, NULL}
};


void hanoi_open_search(lua_State *L) {
  SearchCount *c;
  hanoi_gcmeta(L, MOVES, search_moves_gc);
  hanoi_gcmeta(L, KSEARCH, search_ks_gc);
  hanoi_gcmeta(L, "hanoi.Job", search_job_gc);
  hanoi_gcmeta(L, "hanoi.CostJob", search_cjob_gc);
  hanoi_gcmeta(L, TABLEBOX, search_box_gc);
  c = (SearchCount *)lua_newuserdatauv(L, sizeof(SearchCount), 0);
  c->n = 0;
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &search_count_key);
  luaL_getmetatable(L, HANOI_STATE);         /* module, counter, metatable */
  lua_getfield(L, -1, "__methods");
  lua_pushvalue(L, -3);
  luaL_setfuncs(L, search_methods, 1);
  lua_pop(L, 2);                             /* module, counter */
  luaL_setfuncs(L, search_funcs, 1);
}
