/***
 * Puzzles with their own state: `hanoi.puzzle{start =, key =, moves =,
 * goal =}` and searches over them.
 *
 * The positions are Lua values the caller defines; `key(s)` names a
 * position by a string (equal keys: the same position), `moves(s, emit)`
 * calls `emit(label, next [, cost])` for each move, and `goal` is a
 * predicate or a position. The search itself is in C
 * (engine/puzzle_graph.h): a set of keys in order of discovery, parents,
 * layers as ranges of ids, path counts, and Dijkstra's heap when moves
 * have costs. `emit` does the work of a move at once: it calls `key` on
 * the position (and `goal` on a new one) with lua_callk, looks the key
 * up and stores the position only when it is new, so a move costs one
 * call into Lua and no table of its own. `moves` is called with
 * lua_pcallk and a continuation, and every callback may yield: the
 * search is a state machine in a userdata (a "run") that resumes where
 * it stopped. An error in a callback closes the run (its memory freed at
 * once) and goes on as raised; the puzzle stays usable.
 *
 * Only the positions still to expand are kept as Lua values. The path is
 * rebuilt at the end by calling `moves` again along the chain of parents
 * (each position remembers which of its parent's moves led to it) and
 * checked against the keys, so `moves` and `key` must be deterministic.
 * @module hanoi
 */

/***
 * Puzzles.
 *
 * Searches over puzzles with a state of their own:
 * `hanoi.puzzle{start =, key =, moves =, goal =}`. The positions are Lua
 * values the caller defines; `key(s)` names a position by a string (equal
 * keys: the same position), `moves(s, emit)` calls `emit(label, next)`
 * (or `emit(label, next, cost)` in a puzzle defined with `weighted =
 * true`) for each move, and `goal` is a predicate or a position. Any of
 * these functions may yield. An error in one of them ends the search and
 * goes on as raised; the puzzle stays usable. The path is rebuilt at the
 * end by calling `moves` again along the chain of parents, so `moves` and
 * `key` must be deterministic.
 * @section puzzles
 */
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "hanoi.h"
#include "engine/puzzle_graph.h"

#define PUZZLE        "hanoi.Puzzle"
#define RUN           "hanoi.PuzzleRun"
#define DEFAULT_STATES ((uint64_t)1 << 23)
#define DEFAULT_EVERY  ((uint64_t)1 << 14)
#define MAX_COST       ((lua_Integer)1 << 31)

/* a puzzle: user values 1 the list of starts, 2 key, 3 moves, 4 goal (or
** nil), 5 a weak table whose field `run` is the run working on it, 6 true
** when its moves have costs */
#define PZ_UV 6

enum { DO_SEARCH, DO_COUNT, DO_BFS, DO_DISTANCES, DO_GRAPH, DO_DIAMETER };
static const char *const FNAME[] = {
  "search", "count_paths", "bfs", "distances", "graph", "diameter"
};

/* where a run is */
enum {
  PH_GOALKEY,       /* a goal position: its key */
  PH_START,         /* the key of start si */
  PH_STARTGOAL,     /* goal(start si) */
  PH_EXPAND,        /* take the next position, call moves */
  PH_ALL,           /* diameter: a search from vertex src */
  PH_REPLAY,        /* rebuilding the path: moves of the position at step */
  PH_REPLAYKEY,     /* the key of the successor the path takes */
  PH_DONE
};

/* what the callback just called was */
enum { P_NONE, P_GOALKEY, P_STARTKEY, P_STARTGOAL, P_MOVES, P_RKEY, P_PROGRESS };

typedef struct Run {
  HDrive drive;             /* first: hanoi_drive runs it */
  HMem mem;
  PzSet set;
  PzArcs arcs;              /* graph, diameter: every move seen */
  PzCounts counts;          /* count_paths: the paths to each position */
  PzDijkstra dj;            /* moves with costs: the cheapest paths */
  PzAll all;                /* diameter */
  uint32_t *chain;          /* search: ids from the start to the goal */
  uint32_t chainlen;        /* moves on the path (chain has one more) */
  char *goalkey;            /* a goal position: its key */
  size_t goallen;
  uint32_t *total;          /* count_paths: the paths to the goals */
  uint32_t totalw;
  int what, phase, pending;
  int active;               /* running, or suspended in a callback */
  int in_moves;             /* moves is being called: emit may be */
  int in_emit;              /* emit is calling key or goal */
  int stopped;              /* moves's other emits are ignored */
  int weighted;             /* emit takes a cost */
  int cheapest;             /* Dijkstra's order, not breadth-first */
  int goal_kind;            /* 0 none, 1 a predicate, 2 a position */
  int complete;             /* the whole reachable space was searched */
  int goal_seen;            /* count_paths: a goal is in the last layer */
  uint64_t max_states, every, next_progress;
  uint32_t nstarts, si;     /* the starts given, the one looked at */
  uint32_t head;            /* the position being expanded */
  uint32_t layer_start, layer_end;   /* ids of the layer being expanded */
  uint64_t depth;           /* its distance from the start (its cost) */
  uint32_t nsucc;           /* moves emitted by this call of moves */
  uint32_t want;            /* replay: the index of the move the path takes */
  uint32_t cand;            /* the position goal is asked about */
  uint32_t found;           /* the goal reached, or PZ_NONE */
  uint32_t step;            /* replay: moves of the path rebuilt */
  uint64_t goal_cost;       /* count_paths with costs: the cheapest goal's */
  uint32_t goal_moves;
  uint64_t level_cost, level_n;      /* bfs with costs: the level counted */
  uint32_t src;             /* diameter: the next source */
  uint64_t diameter, radius;
} Run;

/* user values of a run: the positions of the layer expanded (1; with
** costs, every position not yet expanded, by id + 1); the starts (2); the
** move the path rebuild takes (3: label, position, cost); the graph's
** positions by id + 1 or the path (4); the graph's move labels (5); the
** position the path rebuild stands on (6); the layer sizes (7); with
** costs, the cost of each layer (8) */
enum { UV_CUR = 1, UV_STARTS, UV_SUCC, UV_KEEP, UV_LABELS, UV_AT, UV_LAYERS, UV_COSTS,
       RUN_UV = 8 };

/* the stack of a run's C function: 1 puzzle, 2 options, 3 run, 4 progress,
** 5 emit, 6 key, 7 moves, 8 goal; a callback's result lands at 9 */
enum { S_PUZZLE = 1, S_OPTS, S_RUN, S_PROGRESS, S_EMIT, S_KEY, S_MOVES, S_GOAL, S_TOP };

/* emit's upvalues: the run, the table new positions go to, key, goal */
enum { E_RUN = 1, E_NEW, E_KEY, E_GOAL };

/* frees what the run holds in C and marks it idle; idempotent */
static void run_close(Run *R) {
  R->active = 0;
  R->in_moves = 0;
  R->stopped = 1;
  hanoi_pz_free(&R->set, &R->mem);
  hanoi_pz_arcs_free(&R->arcs, &R->mem);
  hanoi_pz_counts_free(&R->counts, &R->mem);
  hanoi_pz_dijkstra_free(&R->dj, &R->mem);
  hanoi_pz_all_free(&R->all, &R->mem);
  hanoi_free(&R->mem, R->chain, (size_t)(R->chainlen + 1) * sizeof(uint32_t));
  R->chain = NULL;
  hanoi_free(&R->mem, R->goalkey, R->goallen ? R->goallen : 1);
  R->goalkey = NULL;
  hanoi_free(&R->mem, R->total, (size_t)R->totalw * 4);
  R->total = NULL;
  R->totalw = 0;
}

static int run_gc(lua_State *L) {
  run_close((Run *)luaL_checkudata(L, 1, RUN));
  return 0;
}

/* closes the run and raises the message */
static int run_error(lua_State *L, Run *R, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  lua_pushvfstring(L, fmt, ap);
  va_end(ap);
  run_close(R);
  return lua_error(L);
}

static int run_memerror(lua_State *L, Run *R) {
  hanoi_pushbytes(L, (double)R->mem.want);
  if (R->mem.err == HS_NOMEM)               /* below max_memory: ulimit -v, or no more RAM */
    return run_error(L, R, "puzzle search of %d positions: the system refused %s of memory "
                     "(ulimit?)", (int)R->set.n, lua_tostring(L, -1));
  hanoi_pushbytes(L, (double)R->mem.limit);
  return run_error(L, R, "puzzle search of %d positions needs more than %s of memory "
                   "(max_memory is %s)", (int)R->set.n, lua_tostring(L, -2),
                   lua_tostring(L, -1));
}

/* pushes t[i], t user value uv of the run at idx */
static int run_geti(lua_State *L, int idx, int uv, lua_Integer i) {
  int t;
  lua_getiuservalue(L, idx, uv);
  t = lua_rawgeti(L, -1, i);
  lua_remove(L, -2);
  return t;
}

/* t[i] = the value on top (popped), t user value uv of the run at idx */
static void run_seti(lua_State *L, int idx, int uv, lua_Integer i) {
  idx = lua_absindex(L, idx);
  lua_getiuservalue(L, idx, uv);
  lua_insert(L, -2);
  lua_rawseti(L, -2, i);
  lua_pop(L, 1);
}

/* the key at the top of the stack: a string, or an error */
static const char *checkkey(lua_State *L, Run *R, size_t *len) {
  if (lua_type(L, -1) != LUA_TSTRING)
    run_error(L, R, "key must return a string, got %s", luaL_typename(L, -1));
  return lua_tolstring(L, -1, len);
}

/* room for one more position in the set and what goes with it */
static void reserve(lua_State *L, Run *R) {
  if (!hanoi_pz_reserve(&R->set, &R->mem) ||
      (R->what == DO_COUNT && !hanoi_pz_counts_reserve(&R->counts, &R->mem, R->set.cap)) ||
      (R->cheapest && !hanoi_pz_dijkstra_reserve(&R->dj, &R->mem, R->set.cap)))
    run_memerror(L, R);
}

/* the budget is spent: an error for the questions that need the answer
** whole, else the search stops, incomplete */
static void budget_spent(lua_State *L, Run *R) {
  if (R->what == DO_SEARCH || R->what == DO_COUNT)
    run_error(L, R, "%s: goal not reached within max_states = %I positions",
              FNAME[R->what], (lua_Integer)R->max_states);
  if (R->what == DO_DIAMETER)
    run_error(L, R, "diameter: more than max_states = %I positions are reachable "
              "from the start", (lua_Integer)R->max_states);
  R->complete = 0;
  R->stopped = 1;
  R->phase = PH_DONE;
}

/* position id is a goal */
static void mark_goal(lua_State *L, Run *R, uint32_t id) {
  R->set.node[id].which |= PZ_GOAL;
  if (R->cheapest) return;              /* it counts when it comes out of the heap */
  if (R->what == DO_SEARCH && R->found == PZ_NONE) {
    R->found = id;
    R->stopped = 1;
  }
  else if (R->what == DO_COUNT) {
    if (id < R->layer_end) {            /* a start */
      if (!hanoi_pz_total_add(&R->total, &R->totalw, &R->mem, &R->counts, id))
        run_memerror(L, R);
    }
    R->goal_seen = 1;
  }
}

/* a new position, reached from parent by its move which (PZ_NONE: a
** start) at the given cost; its state is on top of the stack (popped)
** and goes to the table at tab; the run is at runidx */
static uint32_t discover(lua_State *L, Run *R, int tab, int runidx, const char *key,
                         size_t len, uint32_t hash, uint32_t slot, uint32_t parent,
                         uint32_t which, uint64_t cost) {
  uint32_t id = hanoi_pz_add(&R->set, &R->mem, key, len, hash, slot, parent, which);
  if (id == PZ_NONE) run_memerror(L, R);
  if (R->what == DO_GRAPH) {
    lua_pushvalue(L, -1);
    run_seti(L, runidx, UV_KEEP, (lua_Integer)id + 1);
  }
  if (R->cheapest || parent == PZ_NONE) lua_rawseti(L, tab, (lua_Integer)id + 1);
  else lua_rawseti(L, tab, (lua_Integer)(id - R->layer_end) + 1);
  if (R->what == DO_COUNT) {
    if (parent == PZ_NONE) hanoi_pz_count_one(&R->counts, id);
    else hanoi_pz_count_set(&R->counts, id, parent);
  }
  if (R->cheapest) {
    R->dj.cost[id] = parent == PZ_NONE ? 0 : R->dj.cost[parent] + cost;
    R->dj.moves[id] = parent == PZ_NONE ? 0 : R->dj.moves[parent] + 1;
    if (!hanoi_pz_push(&R->dj, &R->mem, R->dj.cost[id], R->dj.moves[id], id))
      run_memerror(L, R);
  }
  if (R->goal_kind == 2 && len == R->goallen && memcmp(key, R->goalkey, len) == 0 &&
      (R->what == DO_SEARCH || R->what == DO_COUNT))
    mark_goal(L, R, id);
  return id;
}

/* a move from the position expanded to id, a position found before */
static void again(lua_State *L, Run *R, uint32_t id, uint32_t which, uint64_t cost) {
  if (R->cheapest) {
    uint64_t c = R->dj.cost[R->head] + cost;
    uint32_t m = R->dj.moves[R->head] + 1;
    int cmp;
    if (R->set.node[id].which & PZ_CLOSED) return;
    cmp = hanoi_pz_cmp(c, m, R->dj.cost[id], R->dj.moves[id]);
    if (cmp < 0) {
      R->dj.cost[id] = c;
      R->dj.moves[id] = m;
      R->set.node[id].parent = R->head;
      R->set.node[id].which = (R->set.node[id].which & PZ_GOAL) | which;
      if (R->what == DO_COUNT) hanoi_pz_count_set(&R->counts, id, R->head);
      if (!hanoi_pz_push(&R->dj, &R->mem, c, m, id)) run_memerror(L, R);
    }
    else if (cmp == 0 && R->what == DO_COUNT &&
             !hanoi_pz_count_add(&R->counts, &R->mem, id, R->head))
      run_memerror(L, R);
  }
  else if (R->what == DO_COUNT && id >= R->layer_end &&
           !hanoi_pz_count_add(&R->counts, &R->mem, id, R->head))
    run_memerror(L, R);
}

/* a move seen, for a graph or a diameter: its arc (and label) */
static void record_arc(lua_State *L, Run *R, uint32_t id, uint32_t cost) {
  if (R->what != DO_GRAPH && R->what != DO_DIAMETER) return;
  if (!hanoi_pz_arc(&R->arcs, &R->mem, R->head, id, cost)) run_memerror(L, R);
  if (R->what == DO_GRAPH) {
    lua_pushvalue(L, 1);
    run_seti(L, lua_upvalueindex(E_RUN), UV_LABELS, (lua_Integer)R->arcs.n);
  }
}

/* emit's work once key (ctx 0) or goal (ctx 1) has answered: the answer
** is on top of the stack, above 1 label, 2 position, 3 cost, 4 index */
static int emit_k(lua_State *L, int status, lua_KContext ctx) {
  Run *R = (Run *)lua_touserdata(L, lua_upvalueindex(E_RUN));
  size_t len;
  const char *key;
  uint32_t hash, slot, id, which;
  uint64_t cost;
  (void)status;
  if (!R->active) return 0;
  if (ctx == 1) {
    if (lua_toboolean(L, -1)) mark_goal(L, R, R->cand);
    R->in_emit = 0;
    return 0;
  }
  key = checkkey(L, R, &len);
  cost = (uint64_t)lua_tointeger(L, 3);
  which = (uint32_t)lua_tointeger(L, 4);
  hash = hanoi_pz_hash(key, len);
  reserve(L, R);
  id = hanoi_pz_find(&R->set, key, len, hash, &slot);
  if (id != PZ_NONE) {
    record_arc(L, R, id, (uint32_t)cost);
    again(L, R, id, which, cost);
    R->in_emit = 0;
    return 0;
  }
  if (R->set.n >= R->max_states) {
    budget_spent(L, R);
    R->in_emit = 0;
    return 0;
  }
  lua_pushvalue(L, 2);
  id = discover(L, R, lua_upvalueindex(E_NEW), lua_upvalueindex(E_RUN), key, len, hash, slot,
                R->head, which, cost);
  record_arc(L, R, id, (uint32_t)cost);
  if (R->goal_kind == 1 && (R->what == DO_SEARCH || R->what == DO_COUNT)) {
    R->cand = id;
    lua_pushvalue(L, lua_upvalueindex(E_GOAL));
    lua_pushvalue(L, 2);
    lua_callk(L, 1, 1, 1, emit_k);
    return emit_k(L, LUA_OK, 1);
  }
  R->in_emit = 0;
  return 0;
}

/* emit(label, position [, cost]): upvalues E_RUN .. E_GOAL */
static int emit(lua_State *L) {
  Run *R = (Run *)lua_touserdata(L, lua_upvalueindex(E_RUN));
  lua_Integer cost = 1;
  uint32_t idx;
  if (!R->in_moves || !R->active)
    return luaL_error(L, "emit called outside the moves call it was given to");
  if (R->in_emit)
    return luaL_error(L, "emit called from key or goal, or again after an error in them");
  if (lua_isnoneornil(L, 1)) return luaL_argerror(L, 1, "label expected, got nil");
  if (lua_isnoneornil(L, 2)) return luaL_argerror(L, 2, "position expected, got nil");
  if (!lua_isnoneornil(L, 3)) {
    int isnum;
    if (!R->weighted)
      return luaL_argerror(L, 3, "a move cost needs a puzzle defined with weighted = true");
    cost = lua_tointegerx(L, 3, &isnum);
    if (!isnum || cost < 1 || cost > MAX_COST)
      return luaL_argerror(L, 3, lua_pushfstring(L, "cost must be an integer 1..%I, got %s",
                                                 MAX_COST, luaL_tolstring(L, 3, NULL)));
  }
  if (R->nsucc >= PZ_MAX_MOVES) return luaL_error(L, "too many moves from one position");
  idx = R->nsucc++;
  if (R->phase == PH_REPLAY) {          /* only the move the path takes counts */
    if (idx == R->want) {
      lua_getiuservalue(L, lua_upvalueindex(E_RUN), UV_SUCC);
      lua_pushvalue(L, 1);
      lua_rawseti(L, -2, 1);
      lua_pushvalue(L, 2);
      lua_rawseti(L, -2, 2);
      lua_pushinteger(L, cost);
      lua_rawseti(L, -2, 3);
    }
    return 0;
  }
  if (R->stopped) return 0;
  lua_settop(L, 2);
  lua_pushinteger(L, cost);             /* 3 */
  lua_pushinteger(L, (lua_Integer)idx); /* 4 */
  lua_pushvalue(L, lua_upvalueindex(E_KEY));
  lua_pushvalue(L, 2);
  R->in_emit = 1;
  lua_callk(L, 1, 1, 0, emit_k);
  return emit_k(L, LUA_OK, 0);
}

/* the goal is reached at id: sets up the rebuild of the path */
static void reached(lua_State *L, Run *R, uint32_t id) {
  uint32_t len = 0, i;
  R->found = id;
  for (i = id; R->set.node[i].parent != PZ_NONE; i = R->set.node[i].parent) len++;
  R->chain = (uint32_t *)hanoi_alloc(&R->mem, (size_t)(len + 1) * sizeof(uint32_t));
  if (R->chain == NULL) run_memerror(L, R);
  R->chainlen = len;
  for (i = id; ; i = R->set.node[i].parent) {
    R->chain[len] = i;
    if (len-- == 0) break;
  }
  lua_createtable(L, (int)R->chainlen, 0);
  lua_setiuservalue(L, S_RUN, UV_KEEP);
  run_geti(L, S_RUN, UV_STARTS, (lua_Integer)PZ_WHICH(&R->set, R->chain[0]) + 1);
  lua_setiuservalue(L, S_RUN, UV_AT);
  R->step = 0;
  R->stopped = 1;
  R->phase = PH_REPLAY;
}

/* count_paths: adds the paths to the goals of the layer just found */
static void sum_goals(lua_State *L, Run *R) {
  uint32_t id;
  for (id = R->layer_end; id < R->set.n; id++)
    if ((R->set.node[id].which & PZ_GOAL) &&
        !hanoi_pz_total_add(&R->total, &R->totalw, &R->mem, &R->counts, id))
      run_memerror(L, R);
}

/* bfs with costs: the positions of the cost level counted go to the layers */
static void flush_level(lua_State *L, Run *R) {
  lua_Integer i;
  if (R->level_n == 0) return;
  lua_getiuservalue(L, S_RUN, UV_LAYERS);
  i = (lua_Integer)lua_rawlen(L, -1) + 1;
  lua_pop(L, 1);
  lua_pushinteger(L, (lua_Integer)R->level_n);
  run_seti(L, S_RUN, UV_LAYERS, i);
  lua_pushinteger(L, (lua_Integer)R->level_cost);
  run_seti(L, S_RUN, UV_COSTS, i);
  R->level_n = 0;
}

/* takes the result of the callback just called (at S_TOP) */
static void consume(lua_State *L, Run *R) {
  int p = R->pending;
  size_t len;
  const char *key;
  R->pending = P_NONE;
  switch (p) {
    case P_GOALKEY:
      key = checkkey(L, R, &len);
      R->goalkey = (char *)hanoi_alloc(&R->mem, len ? len : 1);
      if (R->goalkey == NULL) run_memerror(L, R);
      memcpy(R->goalkey, key, len);
      R->goallen = len;
      R->phase = PH_START;
      break;
    case P_STARTKEY: {
      uint32_t hash, slot;
      key = checkkey(L, R, &len);
      hash = hanoi_pz_hash(key, len);
      reserve(L, R);
      R->phase = PH_START;
      if (hanoi_pz_find(&R->set, key, len, hash, &slot) != PZ_NONE) {   /* given twice */
        R->si++;
        break;
      }
      if (R->set.n >= R->max_states) { budget_spent(L, R); break; }
      lua_getiuservalue(L, S_RUN, UV_CUR);
      run_geti(L, S_RUN, UV_STARTS, (lua_Integer)R->si + 1);
      R->cand = discover(L, R, lua_absindex(L, -2), S_RUN, key, len, hash, slot, PZ_NONE,
                         R->si, 0);
      if (R->goal_kind == 1 && (R->what == DO_SEARCH || R->what == DO_COUNT))
        R->phase = PH_STARTGOAL;
      else R->si++;
      break;
    }
    case P_STARTGOAL:
      if (lua_toboolean(L, S_TOP)) mark_goal(L, R, R->cand);
      R->si++;
      R->phase = PH_START;
      break;
    case P_MOVES:
      R->in_moves = 0;
      if (!R->active || R->in_emit)
        run_error(L, R, "an error raised inside emit was caught in moves: "
                  "the search cannot go on");
      if (R->phase == PH_REPLAY) {
        if (R->want >= R->nsucc)
          run_error(L, R, "moves gave fewer moves for the same position "
                    "(moves and key must be deterministic)");
        R->phase = PH_REPLAYKEY;
      }
      else if (R->phase == PH_EXPAND) {
        if (R->what == DO_SEARCH && R->found != PZ_NONE) reached(L, R, R->found);
        else if (!R->cheapest) R->head++;
      }
      break;
    case P_RKEY: {
      uint32_t id = R->chain[R->step + 1];
      size_t want;
      const char *k2 = hanoi_pz_key(&R->set, id, &want);
      key = checkkey(L, R, &len);
      if (len != want || memcmp(key, k2, len) != 0)
        run_error(L, R, "moves or key gave another answer for the same position "
                  "(they must be deterministic)");
      lua_createtable(L, 2, R->weighted ? 3 : 2);     /* the step {label, position} */
      run_geti(L, S_RUN, UV_SUCC, 1);
      lua_pushvalue(L, -1);
      lua_rawseti(L, -3, 1);
      lua_setfield(L, -2, "label");
      run_geti(L, S_RUN, UV_SUCC, 2);
      lua_pushvalue(L, -1);
      lua_setiuservalue(L, S_RUN, UV_AT);
      lua_pushvalue(L, -1);
      lua_rawseti(L, -3, 2);
      lua_setfield(L, -2, "state");
      if (R->weighted) {
        run_geti(L, S_RUN, UV_SUCC, 3);
        lua_setfield(L, -2, "cost");
      }
      run_seti(L, S_RUN, UV_KEEP, (lua_Integer)++R->step);
      R->phase = PH_REPLAY;
      break;
    }
    default:                                   /* P_PROGRESS */
      break;
  }
}

/* pushes moves, the position id (taken out of the table at user value
** UV_CUR, index i) and emit, ready for the call */
static int call_moves(lua_State *L, Run *R, uint32_t id, lua_Integer i) {
  if (hanoi_interrupted(L)) {
    run_close(R);
    hanoi_interrupt_error(L);
  }
  R->head = id;
  lua_pushvalue(L, S_MOVES);
  run_geti(L, S_RUN, UV_CUR, i);
  lua_pushnil(L);                         /* the table lets it go */
  run_seti(L, S_RUN, UV_CUR, i);
  lua_pushvalue(L, S_EMIT);
  R->nsucc = 0;
  R->in_moves = 1;
  R->pending = P_MOVES;
  return 2;
}

/* the whole space is searched: what comes next */
static void searched(lua_State *L, Run *R) {
  R->complete = 1;
  R->phase = PH_DONE;
  if (R->what != DO_DIAMETER) return;
  if (!hanoi_pz_all_init(&R->all, &R->mem, &R->arcs, R->set.n)) run_memerror(L, R);
  hanoi_pz_arcs_free(&R->arcs, &R->mem);
  R->diameter = 0;
  R->radius = UINT64_MAX;
  R->src = 0;
  R->phase = PH_ALL;
}

/* the next step of a breadth-first search: 2 (the arguments of moves
** pushed), or 0 to go on */
static int step_bfs(lua_State *L, Run *R) {
  if (R->head == R->layer_end) {          /* the layer is done */
    if (R->what == DO_COUNT && R->goal_seen) {
      sum_goals(L, R);
      R->depth++;
      R->phase = PH_DONE;
      return 0;
    }
    if (R->set.n == R->layer_end) {       /* and nothing is left */
      searched(L, R);
      return 0;
    }
    lua_pushinteger(L, (lua_Integer)(R->set.n - R->layer_end));
    run_seti(L, S_RUN, UV_LAYERS, (lua_Integer)R->depth + 2);
    R->depth++;
    R->layer_start = R->layer_end;
    R->layer_end = R->set.n;
    lua_getupvalue(L, S_EMIT, E_NEW);
    lua_setiuservalue(L, S_RUN, UV_CUR);
    lua_newtable(L);
    lua_setupvalue(L, S_EMIT, E_NEW);
  }
  return call_moves(L, R, R->head, (lua_Integer)(R->head - R->layer_start) + 1);
}

/* the next step of Dijkstra's search (as step_bfs) */
static int step_cheapest(lua_State *L, Run *R) {
  uint32_t u = hanoi_pz_pop(&R->dj);
  uint64_t c;
  uint32_t m;
  if (u == PZ_NONE) {
    flush_level(L, R);
    searched(L, R);
    return 0;
  }
  c = R->dj.cost[u];
  m = R->dj.moves[u];
  if (R->goal_seen && hanoi_pz_cmp(c, m, R->goal_cost, R->goal_moves) != 0) {
    R->phase = PH_DONE;                   /* every goal as cheap is counted */
    return 0;
  }
  R->set.node[u].which |= PZ_CLOSED;
  if (R->level_n > 0 && c != R->level_cost) flush_level(L, R);
  R->level_cost = c;
  R->level_n++;
  R->depth = c;
  if (R->set.node[u].which & PZ_GOAL) {
    if (R->what == DO_SEARCH) {
      reached(L, R, u);
      return 0;
    }
    if (R->what == DO_COUNT) {
      if (!hanoi_pz_total_add(&R->total, &R->totalw, &R->mem, &R->counts, u)) run_memerror(L, R);
      R->goal_seen = 1;
      R->goal_cost = c;
      R->goal_moves = m;
      return 0;
    }
  }
  return call_moves(L, R, u, (lua_Integer)u + 1);
}

/* diameter: the searches from every vertex, in C (Ctrl-C looked for
** between two) */
static void step_all(lua_State *L, Run *R) {
  uint64_t far, ecc;
  if (R->src == R->set.n) {
    R->phase = PH_DONE;
    return;
  }
  if (hanoi_interrupted(L)) {
    run_close(R);
    hanoi_interrupt_error(L);
  }
  ecc = hanoi_pz_eccentricity(&R->all, R->src++, &far);
  if (ecc > R->diameter) R->diameter = ecc;
  if (ecc < R->radius) R->radius = ecc;
}

/* goes on until a callback is to be called: pushes it and its arguments
** and returns their number, or -1 when the run is done */
static int advance(lua_State *L, Run *R) {
  for (;;) {
    int n;
    if (R->set.n >= R->next_progress && R->phase != PH_REPLAY && R->phase != PH_REPLAYKEY) {
      uint64_t at = R->next_progress;
      R->next_progress += R->every;
      if (!lua_isnil(L, S_PROGRESS)) {
        R->pending = P_PROGRESS;
        lua_pushvalue(L, S_PROGRESS);
        lua_pushinteger(L, (lua_Integer)at);
        lua_pushinteger(L, (lua_Integer)R->max_states);
        lua_pushinteger(L, (lua_Integer)R->depth);
        return 3;
      }
    }
    switch (R->phase) {
      case PH_GOALKEY:
        R->pending = P_GOALKEY;
        lua_pushvalue(L, S_KEY);
        lua_pushvalue(L, S_GOAL);
        return 1;
      case PH_START:
        if (R->si < R->nstarts) {
          R->pending = P_STARTKEY;
          lua_pushvalue(L, S_KEY);
          run_geti(L, S_RUN, UV_STARTS, (lua_Integer)R->si + 1);
          return 1;
        }
        R->layer_start = 0;                   /* the starts are layer 0 */
        R->layer_end = R->set.n;
        R->phase = PH_EXPAND;
        if (!R->cheapest) {
          lua_pushinteger(L, (lua_Integer)R->set.n);
          run_seti(L, S_RUN, UV_LAYERS, 1);
          if (R->what == DO_SEARCH && R->found != PZ_NONE) reached(L, R, R->found);
          else if (R->what == DO_COUNT && R->goal_seen) R->phase = PH_DONE;
        }
        continue;
      case PH_STARTGOAL:
        R->pending = P_STARTGOAL;
        lua_pushvalue(L, S_GOAL);
        run_geti(L, S_RUN, UV_STARTS, (lua_Integer)R->si + 1);
        return 1;
      case PH_EXPAND:
        n = R->cheapest ? step_cheapest(L, R) : step_bfs(L, R);
        if (n > 0) return n;
        continue;
      case PH_ALL:
        step_all(L, R);
        continue;
      case PH_REPLAY:
        if (R->step == R->chainlen) { R->phase = PH_DONE; continue; }
        lua_pushvalue(L, S_MOVES);
        lua_getiuservalue(L, S_RUN, UV_AT);
        lua_pushvalue(L, S_EMIT);
        R->want = PZ_WHICH(&R->set, R->chain[R->step + 1]);
        R->nsucc = 0;
        R->in_moves = 1;
        R->pending = P_MOVES;
        return 2;
      case PH_REPLAYKEY:
        R->pending = P_RKEY;
        lua_pushvalue(L, S_KEY);
        run_geti(L, S_RUN, UV_SUCC, 2);
        return 1;
      default:
        return -1;
    }
  }
}

/* ---- results ---- */

static int finish_search(lua_State *L, Run *R) {
  lua_Integer len;
  if (R->found == PZ_NONE) {
    lua_Integer n = (lua_Integer)R->set.n;
    run_close(R);
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable: all %I positions reachable from the start%s "
                    "were searched", n, R->nstarts > 1 ? "s" : "");
    return 2;
  }
  len = R->cheapest ? (lua_Integer)R->dj.cost[R->found] : (lua_Integer)R->chainlen;
  lua_pushinteger(L, len);
  lua_getiuservalue(L, S_RUN, UV_KEEP);
  run_geti(L, S_RUN, UV_STARTS, (lua_Integer)PZ_WHICH(&R->set, R->chain[0]) + 1);
  run_close(R);
  return 3;
}

static int finish_count(lua_State *L, Run *R) {
  if (R->totalw == 0) {
    run_close(R);
    lua_pushinteger(L, 0);
    return 1;
  }
  hanoi_pushbig(L, R->total, (int)R->totalw);
  lua_pushinteger(L, R->cheapest ? (lua_Integer)R->goal_cost : (lua_Integer)R->depth);
  run_close(R);
  return 2;
}

static int finish_bfs(lua_State *L, Run *R) {
  lua_Integer nl;
  lua_createtable(L, 0, 7);
  lua_getiuservalue(L, S_RUN, UV_LAYERS);   /* only whole layers are in it */
  nl = (lua_Integer)lua_rawlen(L, -1);
  if (R->complete) {
    lua_rawgeti(L, -1, nl);
    lua_setfield(L, -3, "farthest");
    if (R->cheapest) run_geti(L, S_RUN, UV_COSTS, nl);
    else lua_pushinteger(L, nl - 1);
    lua_setfield(L, -3, "eccentricity");
  }
  lua_setfield(L, -2, "layers");
  if (R->cheapest) {
    lua_getiuservalue(L, S_RUN, UV_COSTS);
    lua_setfield(L, -2, "costs");
  }
  lua_pushinteger(L, (lua_Integer)R->set.n);
  lua_setfield(L, -2, "reached");
  lua_pushboolean(L, R->complete);
  lua_setfield(L, -2, "complete");
  run_close(R);
  return 1;
}

/* key -> distance (or cost) of every position whose distance is known */
static int finish_distances(lua_State *L, Run *R) {
  uint32_t id = 0;
  lua_createtable(L, 0, (int)R->set.n);
  if (R->cheapest) {
    for (id = 0; id < R->set.n; id++) {
      size_t len;
      const char *k;
      if (!(R->set.node[id].which & PZ_CLOSED)) continue;
      k = hanoi_pz_key(&R->set, id, &len);
      lua_pushlstring(L, k, len);
      lua_pushinteger(L, (lua_Integer)R->dj.cost[id]);
      lua_rawset(L, -3);
    }
  }
  else {
    lua_Integer d, nl;
    lua_getiuservalue(L, S_RUN, UV_LAYERS);
    nl = (lua_Integer)lua_rawlen(L, -1);
    for (d = 0; d <= nl; d++) {           /* layer nl: the one cut by the budget */
      uint32_t end = R->set.n;
      if (d < nl) {
        lua_rawgeti(L, -1, d + 1);
        end = id + (uint32_t)lua_tointeger(L, -1);
        lua_pop(L, 1);
      }
      for (; id < end; id++) {
        size_t len;
        const char *k = hanoi_pz_key(&R->set, id, &len);
        lua_pushlstring(L, k, len);
        lua_pushinteger(L, d);
        lua_rawset(L, -4);
      }
    }
    lua_pop(L, 1);
  }
  lua_pushboolean(L, R->complete);
  run_close(R);
  return 2;
}

static void pushdist(lua_State *L, uint64_t d) {
  if (d == UINT64_MAX) lua_pushnumber(L, HUGE_VAL);
  else lua_pushinteger(L, (lua_Integer)d);
}

static int finish_diameter(lua_State *L, Run *R) {
  pushdist(L, R->diameter);
  pushdist(L, R->radius);
  run_close(R);
  return 2;
}
/* pushes the value at idx as a Graphviz string, quoted and escaped */
static void pushdot(lua_State *L, int idx) {
  luaL_Buffer b;
  size_t len, i;
  const char *s = luaL_tolstring(L, idx, &len);
  luaL_buffinit(L, &b);
  luaL_addchar(&b, '"');
  for (i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') { luaL_addchar(&b, '\\'); luaL_addchar(&b, (char)c); }
    else if (c == '\n') luaL_addstring(&b, "\\n");
    else if (c < 32 || c == 127) luaL_addchar(&b, ' ');
    else luaL_addchar(&b, (char)c);
  }
  luaL_addchar(&b, '"');
  luaL_pushresult(&b);
  lua_remove(L, -2);
}

/* adds t[i] as a Graphviz string to the buffer (the stack as it was) */
static void adddot(lua_State *L, luaL_Buffer *b, int t, lua_Integer i) {
  lua_rawgeti(L, t, i);
  pushdot(L, -1);
  lua_remove(L, -2);
  luaL_addvalue(b);
}

/* g:dot(), the method of the graphs of Puzzle:graph: the graph as
 * Graphviz text: `digraph puzzle {`, a line per position
 * (`n1 [label="key"];`), a line per move (`n1 -> n2 [label="move"];`), `}`.
 * It draws private copies of the keys, arcs and move labels (upvalues 1
 * to 4), never the fields of the graph table (upvalue 5), which are the
 * user's to change.
 */
static int graph_dot(lua_State *L) {
  luaL_Buffer b;
  lua_Integer i, nv, ne;
  luaL_argexpected(L, lua_rawequal(L, 1, lua_upvalueindex(5)), 1, "the graph of this method");
  lua_settop(L, 1);
  lua_pushvalue(L, lua_upvalueindex(1));   /* 2 keys */
  lua_pushvalue(L, lua_upvalueindex(2));   /* 3 from */
  lua_pushvalue(L, lua_upvalueindex(3));   /* 4 to */
  lua_pushvalue(L, lua_upvalueindex(4));   /* 5 move labels */
  nv = (lua_Integer)lua_rawlen(L, 2);
  ne = (lua_Integer)lua_rawlen(L, 3);
  luaL_buffinit(L, &b);
  luaL_addstring(&b, "digraph puzzle {\n");
  for (i = 1; i <= nv; i++) {
    lua_pushfstring(L, "  n%I [label=", i);
    luaL_addvalue(&b);
    adddot(L, &b, 2, i);
    luaL_addstring(&b, "];\n");
  }
  for (i = 1; i <= ne; i++) {
    lua_rawgeti(L, 3, i);
    lua_rawgeti(L, 4, i);
    lua_pushfstring(L, "  n%I -> n%I [label=", lua_tointeger(L, -2), lua_tointeger(L, -1));
    lua_remove(L, -2);
    lua_remove(L, -2);
    luaL_addvalue(&b);
    adddot(L, &b, 5, i);
    luaL_addstring(&b, "];\n");
  }
  luaL_addstring(&b, "}\n");
  luaL_pushresult(&b);
  return 1;
}

/* pushes a copy of the list at idx (its raw items 1..#) */
static void copylist(lua_State *L, int idx) {
  lua_Integer i, len = (lua_Integer)lua_rawlen(L, idx);
  idx = lua_absindex(L, idx);
  lua_createtable(L, (int)len, 0);
  for (i = 1; i <= len; i++) {
    lua_rawgeti(L, idx, i);
    lua_rawseti(L, -2, i);
  }
}

static int finish_graph(lua_State *L, Run *R) {
  static const char *const lists[] = {"keys", "from", "to", "moves"};
  uint32_t i;
  uint64_t e;
  int j;
  lua_createtable(L, 0, 10);
  lua_createtable(L, (int)R->set.n, 0);
  for (i = 0; i < R->set.n; i++) {
    size_t len;
    const char *k = hanoi_pz_key(&R->set, i, &len);
    lua_pushlstring(L, k, len);
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  lua_setfield(L, -2, "keys");
  lua_createtable(L, (int)R->arcs.n, 0);
  lua_createtable(L, (int)R->arcs.n, 0);
  for (e = 0; e < R->arcs.n; e++) {
    lua_pushinteger(L, (lua_Integer)R->arcs.from[e] + 1);
    lua_rawseti(L, -3, (lua_Integer)e + 1);
    lua_pushinteger(L, (lua_Integer)R->arcs.to[e] + 1);
    lua_rawseti(L, -2, (lua_Integer)e + 1);
  }
  lua_setfield(L, -3, "to");
  lua_setfield(L, -2, "from");
  if (R->weighted) {
    lua_createtable(L, (int)R->arcs.n, 0);
    for (e = 0; e < R->arcs.n; e++) {
      lua_pushinteger(L, (lua_Integer)R->arcs.cost[e]);
      lua_rawseti(L, -2, (lua_Integer)e + 1);
    }
    lua_setfield(L, -2, "costs");
  }
  lua_getiuservalue(L, S_RUN, UV_LABELS);
  lua_setfield(L, -2, "moves");
  lua_getiuservalue(L, S_RUN, UV_KEEP);
  lua_setfield(L, -2, "states");
  lua_pushinteger(L, (lua_Integer)R->set.n);
  lua_setfield(L, -2, "vertices");
  lua_pushinteger(L, (lua_Integer)R->arcs.n);
  lua_setfield(L, -2, "edges");
  lua_pushboolean(L, R->complete);
  lua_setfield(L, -2, "complete");
  for (j = 0; j < 4; j++) {                /* copies of the lists, below the graph */
    lua_getfield(L, -1 - j, lists[j]);
    copylist(L, -1);
    lua_replace(L, -2);
  }
  lua_pushvalue(L, -5);
  lua_pushcclosure(L, graph_dot, 5);
  lua_setfield(L, -2, "dot");
  run_close(R);
  return 1;
}

/* ---- the driver ---- */

/* The state machine runs under hanoi_drive: each callback through
** lua_pcallk with the drive as its continuation, so a yield inside one
** suspends the run and the resume comes back there. An error in a
** callback closes the run and is raised again as it was. */
static int drive_step(lua_State *L, HDrive *D) {
  int nargs = advance(L, (Run *)D);
  if (nargs < 0) return HS_DONE;
  D->nargs = nargs;
  return HS_ASK;
}

static void drive_answer(lua_State *L, HDrive *D) {
  Run *R = (Run *)D;
  if (R->pending != P_NONE) consume(L, R);
}

static void drive_fail(lua_State *L, HDrive *D) {
  (void)L;
  run_close((Run *)D);
}

static int drive_finish(lua_State *L, HDrive *D, int st) {
  Run *R = (Run *)D;
  (void)st;
  switch (R->what) {
    case DO_SEARCH: return finish_search(L, R);
    case DO_COUNT: return finish_count(L, R);
    case DO_BFS: return finish_bfs(L, R);
    case DO_DISTANCES: return finish_distances(L, R);
    case DO_DIAMETER: return finish_diameter(L, R);
    default: return finish_graph(L, R);
  }
}

/* ---- the methods ---- */

static const char *const SEARCH_OPTS[] = {
  "max_states", "max_memory", "progress", "progress_every", "goal", "start", "starts", NULL
};
static const char *const BFS_OPTS[] = {
  "max_states", "max_memory", "progress", "progress_every", "start", "starts", NULL
};

/* a positive integer option up to hi, or def */
static uint64_t optcount(lua_State *L, const char *name, uint64_t hi, uint64_t def) {
  uint64_t v = def;
  if (lua_istable(L, S_OPTS) && lua_getfield(L, S_OPTS, name) != LUA_TNIL) {
    int isnum;
    lua_Integer i = lua_tointegerx(L, -1, &isnum);
    if (!isnum || i < 1 || (uint64_t)i > hi)
      luaL_argerror(L, S_OPTS, lua_pushfstring(L, "field '%s' must be an integer 1..%I",
                                               name, (lua_Integer)hi));
    v = (uint64_t)i;
  }
  if (lua_istable(L, S_OPTS)) lua_pop(L, 1);
  return v;
}

/* pushes the list of starts of a definition or options table at arg (the
** fields `start` and `starts`), or nil when it has neither */
static void pushstarts(lua_State *L, int arg) {
  int t1 = lua_getfield(L, arg, "start"), t2 = lua_getfield(L, arg, "starts");
  lua_Integer i, n;
  if (t1 != LUA_TNIL && t2 != LUA_TNIL)
    luaL_argerror(L, arg, "give 'start' or 'starts', not both");
  if (t2 == LUA_TNIL) {
    lua_pop(L, 1);
    if (t1 == LUA_TNIL) return;                      /* nil */
    lua_createtable(L, 1, 0);
    lua_insert(L, -2);
    lua_rawseti(L, -2, 1);
    return;
  }
  lua_remove(L, -2);
  if (t2 != LUA_TTABLE)
    luaL_argerror(L, arg, lua_pushfstring(L, "field 'starts' must be a list of positions, got %s",
                                          luaL_typename(L, -1)));
  n = hanoi_listlen(L, -1, HANOI_MAXLIST);
  if (n < 1)
    luaL_argerror(L, arg, n == 0 ? "field 'starts' must not be empty"
                                 : "field 'starts' has too many positions");
  lua_createtable(L, (int)n, 0);
  for (i = 1; i <= n; i++) {
    if (lua_rawgeti(L, -2, i) == LUA_TNIL)
      luaL_argerror(L, arg, lua_pushfstring(L, "field 'starts' has nil at %I", i));
    lua_rawseti(L, -2, i);
  }
  lua_remove(L, -2);
}

/* fails when a run is working on the puzzle at index 1 (running, or
** suspended in a coroutine); a run left behind by an error that skipped
** its cleanup is found by a full collection first */
static void check_idle(lua_State *L) {
  int pass;
  for (pass = 0; pass < 2; pass++) {
    Run *R;
    lua_getiuservalue(L, S_PUZZLE, 5);
    lua_getfield(L, -1, "run");
    R = (Run *)luaL_testudata(L, -1, RUN);
    lua_pop(L, 2);
    if (R == NULL || !R->active) return;
    if (pass == 0) lua_gc(L, LUA_GCCOLLECT);
  }
  luaL_error(L, "puzzle is busy: a search on it is running or suspended in a coroutine "
             "(a callback yielded); one search at a time per puzzle");
}

static int run_start(lua_State *L, int what) {
  Run *R;
  uint64_t max_states, every, limit;
  int t, weighted, asks_goal = what == DO_SEARCH || what == DO_COUNT;
  luaL_checkudata(L, S_PUZZLE, PUZZLE);
  lua_settop(L, S_OPTS);
  t = lua_type(L, S_OPTS);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, S_OPTS, "options table");
  if (t == LUA_TTABLE) hanoi_checkoptions(L, S_OPTS, asks_goal ? SEARCH_OPTS : BFS_OPTS);
  max_states = optcount(L, "max_states", PZ_MAX_POSITIONS, DEFAULT_STATES);
  every = optcount(L, "progress_every", (uint64_t)LUA_MAXINTEGER, DEFAULT_EVERY);
  limit = hanoi_maxmemory(L, t == LUA_TTABLE ? S_OPTS : 0, S_OPTS);
  if (t == LUA_TTABLE && lua_getfield(L, S_OPTS, "progress") != LUA_TNIL &&
      !lua_isfunction(L, -1))
    luaL_argerror(L, S_OPTS, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                             luaL_typename(L, -1)));
  lua_settop(L, S_OPTS);
  if (t == LUA_TTABLE) pushstarts(L, S_OPTS);
  else lua_pushnil(L);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_getiuservalue(L, S_PUZZLE, 1);
  }
  lua_getiuservalue(L, S_PUZZLE, 6);
  weighted = lua_toboolean(L, -1);
  lua_pop(L, 1);
  check_idle(L);
  R = (Run *)lua_newuserdatauv(L, sizeof(Run), RUN_UV);     /* S_RUN, the starts below */
  memset(R, 0, sizeof *R);
  luaL_setmetatable(L, RUN);
  lua_insert(L, -2);
  R->nstarts = (uint32_t)lua_rawlen(L, -1);
  lua_setiuservalue(L, S_RUN, UV_STARTS);
  hanoi_luamem(L, &R->mem, limit);
  R->what = what;
  R->weighted = weighted;
  R->arcs.weighted = weighted;
  R->cheapest = weighted && what != DO_GRAPH && what != DO_DIAMETER;
  R->max_states = max_states;
  R->every = every;
  R->next_progress = every;
  R->found = PZ_NONE;
  R->layer_end = UINT32_MAX;               /* the starts: all in layer 0 */
  for (t = UV_CUR; t <= UV_COSTS; t++) {
    if (t == UV_AT || t == UV_STARTS) continue;
    lua_newtable(L);
    lua_setiuservalue(L, S_RUN, t);
  }
  if (lua_istable(L, S_OPTS)) lua_getfield(L, S_OPTS, "progress");    /* S_PROGRESS */
  else lua_pushnil(L);
  lua_pushvalue(L, S_RUN);                                            /* S_EMIT */
  if (R->cheapest) lua_getiuservalue(L, S_RUN, UV_CUR);
  else lua_newtable(L);
  lua_getiuservalue(L, S_PUZZLE, 2);
  if (asks_goal && lua_istable(L, S_OPTS)) lua_getfield(L, S_OPTS, "goal");
  else lua_pushnil(L);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_getiuservalue(L, S_PUZZLE, 4);
  }
  lua_pushvalue(L, -1);
  lua_insert(L, -5);                       /* a copy of the goal below emit's upvalues */
  lua_pushcclosure(L, emit, 4);
  lua_insert(L, -2);                       /* goal, emit */
  lua_getiuservalue(L, S_PUZZLE, 2);       /* S_KEY */
  lua_getiuservalue(L, S_PUZZLE, 3);       /* S_MOVES */
  lua_rotate(L, -3, -1);                   /* emit, key, moves, goal */
  if (asks_goal) {
    if (lua_isnil(L, S_GOAL))
      return luaL_error(L, "puzzle has no goal: give 'goal' to hanoi.puzzle or to %s",
                        FNAME[what]);
    R->goal_kind = lua_isfunction(L, S_GOAL) ? 1 : 2;
  }
  R->phase = R->goal_kind == 2 ? PH_GOALKEY : PH_START;
  lua_getiuservalue(L, S_PUZZLE, 5);
  lua_pushvalue(L, S_RUN);
  lua_setfield(L, -2, "run");
  lua_pop(L, 1);
  R->active = 1;
  R->drive.step = drive_step;
  R->drive.answer = drive_answer;
  R->drive.finish = drive_finish;
  R->drive.fail = drive_fail;
  R->drive.protect = 1;
  R->drive.slot = S_RUN;
  R->drive.top = S_GOAL;
  return hanoi_drive(L, &R->drive);
}

/***
 * A shortest sequence of moves from the puzzle's start (or the nearest of
 * its starts) to its goal, by breadth-first search; in a puzzle whose
 * moves have costs (`weighted = true`), a cheapest one, and of the
 * cheapest the one with the fewest moves, by Dijkstra's algorithm.
 * @function Puzzle:search
 * @tparam[opt] table opts `max_states` (positions stored, default 2^23;
 *   an error when the goal is not reached within them), `max_memory`
 *   (bytes, default 4 GiB), `progress` function(positions, max_states,
 *   depth) called every `progress_every` positions (default 16384; it may
 *   yield), `goal` (instead of the puzzle's), `start` or `starts` (a list:
 *   instead of the puzzle's)
 * @treturn[1] int the number of moves (with costs: the cost)
 * @treturn[1] table the path: one `{label, state}` per move (also as
 *   `.label` and `.state`, and `.cost` with costs), the start not included
 * @return[1] the start the path leaves from
 * @return[2] nil when every position reachable from the start was
 *   searched without reaching the goal
 * @treturn[2] string message
 */
static int pz_search(lua_State *L) { return run_start(L, DO_SEARCH); }

/***
 * The number of shortest solutions: the sequences of moves from a start
 * to a goal with the fewest moves (with costs: the cheapest, and of them
 * those with the fewest moves). Two moves from a position to the same
 * position are two moves.
 * @function Puzzle:count_paths
 * @tparam[opt] table opts as for `search`
 * @treturn int|string the number (an exact decimal string past 2^63 - 1);
 *   0 when no goal is reachable
 * @treturn[opt] int their length (with costs: their cost)
 */
static int pz_count_paths(lua_State *L) { return run_start(L, DO_COUNT); }

/***
 * Breadth-first search of every position reachable from the start (with
 * costs, in order of cost).
 * @function Puzzle:bfs
 * @tparam[opt] table opts as for `search`, without `goal`
 * @treturn table `layers` (layers[d + 1] positions at distance d; with
 *   costs, layers[i] positions at cost costs[i]), `costs` (with costs),
 *   `eccentricity`, `farthest` (positions at that distance), `reached`
 *   and `complete`; when `max_states` stops the search, `complete` is
 *   false, `layers` holds the layers found whole, `reached` counts every
 *   position found and `eccentricity` and `farthest` are nil
 */
static int pz_bfs(lua_State *L) { return run_start(L, DO_BFS); }

/***
 * The distance (with costs, the cost) from the nearest start of every
 * position reached.
 * @function Puzzle:distances
 * @tparam[opt] table opts as for `bfs`
 * @treturn table key -> distance, for every position whose distance is
 *   known
 * @treturn boolean whether every reachable position is in it
 */
static int pz_distances(lua_State *L) { return run_start(L, DO_DISTANCES); }

/***
 * The graph of the positions reachable from the start: a vertex per
 * position (in breadth-first order, the start first) and an arc per move
 * emitted.
 * @function Puzzle:graph
 * @tparam[opt] table opts as for `bfs`
 * @treturn table `vertices`, `edges` (counts), `keys` and `states` (by
 *   vertex), `from`, `to` and `moves` (the label) by edge, `costs` by edge
 *   with costs, `complete`, and `g:dot()`: the graph as Graphviz text,
 *   `digraph puzzle {`, a line per position (`n1 [label="key"];`), a line
 *   per move (`n1 -> n2 [label="move"];`), `}`
 */
static int pz_graph(lua_State *L) { return run_start(L, DO_GRAPH); }

/***
 * The diameter and the radius of the graph of the positions reachable
 * from the start: the greatest and the least eccentricity (the distance
 * from a position to the farthest other, with costs the cost), by a
 * search from every position. A position that cannot reach every other
 * has an infinite eccentricity (`math.huge`).
 * @function Puzzle:diameter
 * @tparam[opt] table opts as for `bfs`; more than `max_states` positions
 *   is an error
 * @treturn int|number the diameter
 * @treturn int|number the radius
 */
static int pz_diameter(lua_State *L) { return run_start(L, DO_DIAMETER); }

static int pz_tostring(lua_State *L) {
  lua_pushfstring(L, "hanoi.Puzzle (%p)", luaL_checkudata(L, 1, PUZZLE));
  return 1;
}

static const char *const PUZZLE_FIELDS[] = {
  "start", "starts", "key", "moves", "goal", "weighted", NULL
};

/***
 * A puzzle with a state of its own.
 * @function puzzle
 * @tparam table def `start` the first position (any value but nil), or
 *   `starts` a list of them; `key` function(position) -> string, equal
 *   for equal positions; `moves` function(position, emit) calling
 *   `emit(label, next)` for each move (label any value but nil), or
 *   `emit(label, next, cost)` with `weighted = true` (cost a positive
 *   integer, default 1); `goal` (optional) a predicate
 *   function(position) -> boolean, or a position (reached when its key
 *   is equal)
 * @treturn hanoi.Puzzle with methods `search`, `count_paths`, `bfs`,
 *   `distances`, `graph` and `diameter`
 */
static int s_puzzle(lua_State *L) {
  static const char *const fn[] = {"key", "moves"};
  int i;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, PUZZLE_FIELDS);
  pushstarts(L, 1);                                /* 2 */
  if (lua_isnil(L, 2)) return luaL_argerror(L, 1, "field 'start' is required");
  for (i = 0; i < 2; i++)
    if (lua_getfield(L, 1, fn[i]) != LUA_TFUNCTION)
      return luaL_argerror(L, 1, lua_pushfstring(L, "field '%s' must be a function, got %s",
                                                 fn[i], luaL_typename(L, -1)));
  lua_getfield(L, 1, "goal");
  i = lua_getfield(L, 1, "weighted");              /* 6 */
  if (i != LUA_TNIL && i != LUA_TBOOLEAN)
    return luaL_argerror(L, 1, lua_pushfstring(L, "field 'weighted' must be a boolean, got %s",
                                               luaL_typename(L, -1)));
  lua_newuserdatauv(L, 0, PZ_UV);                 /* 7 */
  luaL_setmetatable(L, PUZZLE);
  for (i = 1; i <= 4; i++) {
    lua_pushvalue(L, i + 1);
    lua_setiuservalue(L, 7, i);
  }
  lua_createtable(L, 0, 1);
  lua_createtable(L, 0, 1);
  lua_pushliteral(L, "v");
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
  lua_setiuservalue(L, 7, 5);
  lua_pushboolean(L, lua_toboolean(L, 6));
  lua_setiuservalue(L, 7, 6);
  return 1;
}

static const luaL_Reg puzzle_methods[] = {
  {"search", pz_search}, {"count_paths", pz_count_paths}, {"bfs", pz_bfs},
  {"distances", pz_distances}, {"graph", pz_graph}, {"diameter", pz_diameter}, {NULL, NULL}
};

void hanoi_open_puzzle(lua_State *L) {
  luaL_newmetatable(L, PUZZLE);           /* again on a reload: same table */
  lua_pushcfunction(L, pz_tostring);
  lua_setfield(L, -2, "__tostring");
  luaL_newlib(L, puzzle_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  hanoi_gcmeta(L, RUN, run_gc);
  lua_pushcfunction(L, s_puzzle);
  lua_setfield(L, -2, "puzzle");
}
