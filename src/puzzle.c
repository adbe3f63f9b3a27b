/***
 * Puzzles with their own state: `hanoi.puzzle{start =, key =, moves =,
 * goal =}` and breadth-first search over them.
 *
 * The positions are Lua values the caller defines; `key(s)` names a
 * position by a string (equal keys: the same position), `moves(s, emit)`
 * calls `emit(label, next)` for each move, and `goal` is a predicate or
 * a position. The search itself is in C (engine/puzzle_graph.h): a set of keys in
 * order of discovery, parents, and layers as ranges of ids. The callbacks
 * are called with lua_pcallk and a continuation, so that any of them may
 * yield: the search is a state machine in a userdata (a "run") that
 * resumes where it stopped. An error in a callback closes the run (its
 * memory freed at once) and goes on as raised; the puzzle stays usable.
 *
 * Only the positions still to expand are kept as Lua values. The path is
 * rebuilt at the end by calling `moves` again along the chain of parents
 * (each position remembers which of its parent's successors it was) and
 * checked against the keys, so `moves` and `key` must be deterministic.
 * @module hanoi
 */

/***
 * Puzzles.
 *
 * Breadth-first search over puzzles with a state of their own:
 * `hanoi.puzzle{start =, key =, moves =, goal =}`. The positions are Lua
 * values the caller defines; `key(s)` names a position by a string (equal
 * keys: the same position), `moves(s, emit)` calls `emit(label, next)`
 * for each move, and `goal` is a predicate or a position. Any of these
 * functions may yield. An error in one of them ends the search and goes
 * on as raised; the puzzle stays usable. The path is rebuilt at the end
 * by calling `moves` again along the chain of parents, so `moves` and
 * `key` must be deterministic.
 * @section puzzles
 */
#include <stdarg.h>
#include <string.h>

#include "hanoi.h"
#include "engine/puzzle_graph.h"

#define PUZZLE        "hanoi.Puzzle"
#define RUN           "hanoi.PuzzleRun"
#define DEFAULT_STATES ((uint64_t)1 << 23)
#define DEFAULT_EVERY  ((uint64_t)1 << 14)

/* a puzzle: user values 1 start, 2 key, 3 moves, 4 goal (or nil), 5 a
** weak table whose field `run` is the run working on it */
#define PZ_UV 5

enum { DO_SEARCH, DO_BFS, DO_GRAPH };

/* where a run is */
enum {
  PH_GOALKEY,       /* search for a goal position: its key */
  PH_START,         /* the start's key */
  PH_TESTGOAL,      /* ask goal(position cand) */
  PH_EXPAND,        /* take the next position, call moves */
  PH_SUCC,          /* the key of successor isucc */
  PH_REPLAY,        /* rebuilding the path: moves of the position at step */
  PH_REPLAYKEY,     /* the key of the successor the path takes */
  PH_DONE
};

/* what the callback just called was */
enum { P_NONE, P_GOALKEY, P_STARTKEY, P_GOAL, P_MOVES, P_KEY, P_RKEY, P_PROGRESS };

typedef struct Run {
  HMem mem;
  PzSet set;
  PzArcs arcs;              /* graph: every move seen */
  uint32_t *chain;          /* search: ids from the start to the goal */
  uint32_t chainlen;        /* moves on the path (chain has one more) */
  char *goalkey;            /* search for a goal position: its key */
  size_t goallen;
  int what, phase, pending;
  int active;               /* running, or suspended in a callback */
  int in_moves;             /* moves is being called: emit may be */
  int goal_kind;            /* 0 none, 1 a predicate, 2 a position */
  int complete;             /* the whole reachable space was searched */
  int progress_due;
  uint64_t max_states, every;
  uint32_t head;            /* the position being expanded */
  uint32_t layer_start, layer_end;   /* ids of the layer being expanded */
  uint32_t depth;           /* its distance from the start */
  uint32_t nsucc, isucc;    /* successors emitted, the one looked at */
  uint32_t cand;            /* the position goal is asked about */
  uint32_t found;           /* the goal reached, or PZ_NONE */
  uint32_t step;            /* replay: moves of the path rebuilt */
} Run;

/* user values of a run: the positions of the layer expanded (1) and of the
** next (2), indexed by id - first id of the layer + 1; the successors of
** the position expanded (3: label, position, label, position, ...); the
** graph's positions by id + 1 or the path (4); the graph's move labels
** (5); the position the path rebuild stands on (6); the layer sizes (7) */
enum { UV_CUR = 1, UV_NEXT, UV_SUCC, UV_KEEP, UV_LABELS, UV_AT, UV_LAYERS, RUN_UV = 7 };

/* the stack of a run's C function: 1 puzzle, 2 options, 3 run, 4 progress,
** 5 emit, 6 key, 7 moves, 8 goal; a callback's result lands at 9 */
enum { S_PUZZLE = 1, S_OPTS, S_RUN, S_PROGRESS, S_EMIT, S_KEY, S_MOVES, S_GOAL, S_TOP };

/* frees what the run holds in C and marks it idle; idempotent */
static void run_close(Run *R) {
  R->active = 0;
  R->in_moves = 0;
  hanoi_pz_free(&R->set, &R->mem);
  hanoi_pz_arcs_free(&R->arcs, &R->mem);
  hanoi_free(&R->mem, R->chain, (size_t)(R->chainlen + 1) * sizeof(uint32_t));
  R->chain = NULL;
  hanoi_free(&R->mem, R->goalkey, R->goallen ? R->goallen : 1);
  R->goalkey = NULL;
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
  if (R->mem.err == HS_NOMEM) return run_error(L, R, "not enough memory");
  hanoi_pushbytes(L, (double)R->mem.want);
  hanoi_pushbytes(L, (double)R->mem.limit);
  return run_error(L, R, "puzzle search of %d positions needs more than %s of memory "
                   "(max_memory is %s)", (int)R->set.n, lua_tostring(L, -2),
                   lua_tostring(L, -1));
}

/* pushes user value uv of the run, then t[i] of it; removes the table */
static int run_geti(lua_State *L, int uv, lua_Integer i) {
  int t;
  lua_getiuservalue(L, S_RUN, uv);
  t = lua_rawgeti(L, -1, i);
  lua_remove(L, -2);
  return t;
}

/* t[i] = the value on top (popped), t user value uv of the run */
static void run_seti(lua_State *L, int uv, lua_Integer i) {
  lua_getiuservalue(L, S_RUN, uv);
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

/* emit(label, position): upvalue 1 the run */
static int emit(lua_State *L) {
  Run *R = (Run *)lua_touserdata(L, lua_upvalueindex(1));
  if (!R->in_moves)
    return luaL_error(L, "emit called outside the moves call it was given to");
  if (lua_isnoneornil(L, 1)) return luaL_argerror(L, 1, "label expected, got nil");
  if (lua_isnoneornil(L, 2)) return luaL_argerror(L, 2, "position expected, got nil");
  if (R->nsucc >= (uint32_t)1 << 30) return luaL_error(L, "too many moves from one position");
  lua_settop(L, 2);
  lua_getiuservalue(L, lua_upvalueindex(1), UV_SUCC);
  lua_pushvalue(L, 1);
  lua_rawseti(L, -2, 2 * (lua_Integer)R->nsucc + 1);
  lua_pushvalue(L, 2);
  lua_rawseti(L, -2, 2 * (lua_Integer)R->nsucc + 2);
  R->nsucc++;
  return 0;
}

/* forgets the successors buffered (so that the collector may take them) */
static void clear_succ(lua_State *L, Run *R) {
  uint32_t i;
  lua_getiuservalue(L, S_RUN, UV_SUCC);
  for (i = 1; i <= 2 * R->nsucc; i++) {
    lua_pushnil(L);
    lua_rawseti(L, -2, (lua_Integer)i);
  }
  lua_pop(L, 1);
  R->nsucc = R->isucc = 0;
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
  clear_succ(L, R);
  lua_createtable(L, (int)R->chainlen, 0);
  lua_setiuservalue(L, S_RUN, UV_KEEP);
  lua_getiuservalue(L, S_PUZZLE, 1);
  lua_setiuservalue(L, S_RUN, UV_AT);
  R->step = 0;
  R->phase = PH_REPLAY;
}

/* a new position (its state on top of the stack, popped): id */
static uint32_t discover(lua_State *L, Run *R, const char *key, size_t len, uint32_t hash,
                         uint32_t slot, uint32_t parent, uint32_t which) {
  uint32_t id = hanoi_pz_add(&R->set, &R->mem, key, len, hash, slot, parent, which);
  if (id == PZ_NONE) run_memerror(L, R);
  if (R->what == DO_GRAPH) {
    lua_pushvalue(L, -1);
    run_seti(L, UV_KEEP, (lua_Integer)id + 1);
  }
  run_seti(L, id < R->layer_end ? UV_CUR : UV_NEXT,
           (lua_Integer)(id - (id < R->layer_end ? R->layer_start : R->layer_end)) + 1);
  if (R->set.n % R->every == 0 && !lua_isnil(L, S_PROGRESS)) R->progress_due = 1;
  return id;
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
      if (!hanoi_pz_reserve(&R->set, &R->mem)) run_memerror(L, R);
      hanoi_pz_find(&R->set, key, len, hash, &slot);
      R->layer_start = 0;
      R->layer_end = 1;
      lua_getiuservalue(L, S_PUZZLE, 1);
      discover(L, R, key, len, hash, slot, PZ_NONE, 0);
      lua_pushinteger(L, 1);
      run_seti(L, UV_LAYERS, 1);
      R->phase = PH_EXPAND;
      if (R->what == DO_SEARCH) {
        R->cand = 0;
        if (R->goal_kind == 1) R->phase = PH_TESTGOAL;
        else if (len == R->goallen && memcmp(key, R->goalkey, len) == 0) reached(L, R, 0);
      }
      break;
    }
    case P_GOAL:
      if (lua_toboolean(L, S_TOP)) reached(L, R, R->cand);
      else if (R->cand == 0) R->phase = PH_EXPAND;
      else { R->isucc++; R->phase = PH_SUCC; }
      break;
    case P_MOVES:
      R->in_moves = 0;
      R->isucc = 0;
      R->phase = R->phase == PH_REPLAY ? PH_REPLAYKEY : PH_SUCC;
      break;
    case P_KEY: {
      uint32_t hash, slot, id;
      key = checkkey(L, R, &len);
      hash = hanoi_pz_hash(key, len);
      if (!hanoi_pz_reserve(&R->set, &R->mem)) run_memerror(L, R);
      id = hanoi_pz_find(&R->set, key, len, hash, &slot);
      if (id == PZ_NONE) {
        if (R->set.n >= R->max_states) {      /* the budget is spent */
          if (R->what == DO_SEARCH)
            run_error(L, R, "search: goal not reached within max_states = %I positions",
                      (lua_Integer)R->max_states);
          R->complete = 0;
          R->phase = PH_DONE;
          return;
        }
        run_geti(L, UV_SUCC, 2 * (lua_Integer)R->isucc + 2);
        id = discover(L, R, key, len, hash, slot, R->head, R->isucc);
        if (R->what == DO_SEARCH) {
          R->cand = id;
          if (R->goal_kind == 1) { R->phase = PH_TESTGOAL; return; }
          if (len == R->goallen && memcmp(key, R->goalkey, len) == 0) {
            reached(L, R, id);
            return;
          }
        }
      }
      if (R->what == DO_GRAPH) {
        if (!hanoi_pz_arc(&R->arcs, &R->mem, R->head, id)) run_memerror(L, R);
        run_geti(L, UV_SUCC, 2 * (lua_Integer)R->isucc + 1);
        run_seti(L, UV_LABELS, (lua_Integer)R->arcs.n);
      }
      R->isucc++;
      break;
    }
    case P_RKEY: {
      uint32_t id = R->chain[R->step + 1];
      size_t want;
      const char *k2 = hanoi_pz_key(&R->set, id, &want);
      key = checkkey(L, R, &len);
      if (len != want || memcmp(key, k2, len) != 0)
        run_error(L, R, "moves or key gave another answer for the same position "
                  "(they must be deterministic)");
      lua_createtable(L, 2, 2);                /* the step {label, position} */
      run_geti(L, UV_SUCC, 2 * (lua_Integer)R->set.node[id].which + 1);
      lua_pushvalue(L, -1);
      lua_rawseti(L, -3, 1);
      lua_setfield(L, -2, "label");
      run_geti(L, UV_SUCC, 2 * (lua_Integer)R->set.node[id].which + 2);
      lua_pushvalue(L, -1);
      lua_setiuservalue(L, S_RUN, UV_AT);
      lua_pushvalue(L, -1);
      lua_rawseti(L, -3, 2);
      lua_setfield(L, -2, "state");
      run_seti(L, UV_KEEP, (lua_Integer)++R->step);
      clear_succ(L, R);
      R->phase = PH_REPLAY;
      break;
    }
    default:                                   /* P_PROGRESS */
      break;
  }
}

/* goes on until a callback is to be called: pushes it and its arguments
** and returns their number, or -1 when the run is done */
static int advance(lua_State *L, Run *R) {
  for (;;) {
    if (R->progress_due) {
      R->progress_due = 0;
      R->pending = P_PROGRESS;
      lua_pushvalue(L, S_PROGRESS);
      lua_pushinteger(L, (lua_Integer)R->set.n);
      lua_pushinteger(L, (lua_Integer)R->max_states);
      lua_pushinteger(L, (lua_Integer)R->depth);
      return 3;
    }
    switch (R->phase) {
      case PH_GOALKEY:
        R->pending = P_GOALKEY;
        lua_pushvalue(L, S_KEY);
        lua_pushvalue(L, S_GOAL);
        return 1;
      case PH_START:
        R->pending = P_STARTKEY;
        lua_pushvalue(L, S_KEY);
        lua_getiuservalue(L, S_PUZZLE, 1);
        return 1;
      case PH_TESTGOAL:
        R->pending = P_GOAL;
        lua_pushvalue(L, S_GOAL);
        if (R->cand == 0) lua_getiuservalue(L, S_PUZZLE, 1);
        else run_geti(L, UV_SUCC, 2 * (lua_Integer)R->isucc + 2);
        return 1;
      case PH_EXPAND: {
        lua_Integer i;
        if (R->head == R->layer_end) {          /* the layer is done */
          if (R->set.n == R->layer_end) {       /* and nothing is left */
            R->complete = 1;
            R->phase = PH_DONE;
            continue;
          }
          lua_pushinteger(L, (lua_Integer)(R->set.n - R->layer_end));
          run_seti(L, UV_LAYERS, (lua_Integer)R->depth + 2);
          R->depth++;
          R->layer_start = R->layer_end;
          R->layer_end = R->set.n;
          lua_getiuservalue(L, S_RUN, UV_NEXT);
          lua_setiuservalue(L, S_RUN, UV_CUR);
          lua_newtable(L);
          lua_setiuservalue(L, S_RUN, UV_NEXT);
        }
        if (hanoi_interrupted(L)) {
          run_close(R);
          hanoi_interrupt_error(L);
        }
        i = (lua_Integer)(R->head - R->layer_start) + 1;
        lua_pushvalue(L, S_MOVES);
        run_geti(L, UV_CUR, i);
        lua_pushnil(L);                         /* the layer table lets it go */
        run_seti(L, UV_CUR, i);
        lua_pushvalue(L, S_EMIT);
        R->nsucc = 0;
        R->in_moves = 1;
        R->pending = P_MOVES;
        return 2;
      }
      case PH_SUCC:
        if (R->isucc == R->nsucc) {
          clear_succ(L, R);
          R->head++;
          R->phase = PH_EXPAND;
          continue;
        }
        R->pending = P_KEY;
        lua_pushvalue(L, S_KEY);
        run_geti(L, UV_SUCC, 2 * (lua_Integer)R->isucc + 2);
        return 1;
      case PH_REPLAY:
        if (R->step == R->chainlen) { R->phase = PH_DONE; continue; }
        lua_pushvalue(L, S_MOVES);
        lua_getiuservalue(L, S_RUN, UV_AT);
        lua_pushvalue(L, S_EMIT);
        R->nsucc = 0;
        R->in_moves = 1;
        R->pending = P_MOVES;
        return 2;
      case PH_REPLAYKEY: {
        uint32_t w = R->set.node[R->chain[R->step + 1]].which;
        if (w >= R->nsucc)
          run_error(L, R, "moves gave fewer moves for the same position "
                    "(moves and key must be deterministic)");
        R->pending = P_RKEY;
        lua_pushvalue(L, S_KEY);
        run_geti(L, UV_SUCC, 2 * (lua_Integer)w + 2);
        return 1;
      }
      default:
        return -1;
    }
  }
}

/* ---- results ---- */

static int finish_search(lua_State *L, Run *R) {
  if (R->found == PZ_NONE) {
    lua_Integer n = (lua_Integer)R->set.n;
    run_close(R);
    luaL_pushfail(L);
    lua_pushfstring(L, "goal unreachable: all %I positions reachable from the start "
                    "were searched", n);
    return 2;
  }
  lua_pushinteger(L, (lua_Integer)R->chainlen);
  lua_getiuservalue(L, S_RUN, UV_KEEP);
  run_close(R);
  return 2;
}

static int finish_bfs(lua_State *L, Run *R) {
  lua_Integer nl;
  lua_createtable(L, 0, 6);
  lua_getiuservalue(L, S_RUN, UV_LAYERS);   /* only whole layers are in it */
  nl = (lua_Integer)lua_rawlen(L, -1);
  if (R->complete) {
    lua_rawgeti(L, -1, nl);
    lua_setfield(L, -3, "farthest");
    lua_pushinteger(L, nl - 1);
    lua_setfield(L, -3, "eccentricity");
  }
  lua_setfield(L, -2, "layers");
  lua_pushinteger(L, (lua_Integer)R->set.n);
  lua_setfield(L, -2, "reached");
  lua_pushboolean(L, R->complete);
  lua_setfield(L, -2, "complete");
  run_close(R);
  return 1;
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
  uint32_t i;
  uint64_t e;
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
  lua_getfield(L, -1, "keys");
  copylist(L, -1);
  lua_replace(L, -2);
  lua_getfield(L, -2, "from");
  copylist(L, -1);
  lua_replace(L, -2);
  lua_getfield(L, -3, "to");
  copylist(L, -1);
  lua_replace(L, -2);
  lua_getfield(L, -4, "moves");
  copylist(L, -1);
  lua_replace(L, -2);
  lua_pushvalue(L, -5);
  lua_pushcclosure(L, graph_dot, 5);
  lua_setfield(L, -2, "dot");
  run_close(R);
  return 1;
}

/* ---- the driver ---- */

/* Runs the state machine: each callback through lua_pcallk with this very
** function as its continuation, so a yield inside one suspends the run
** and the resume comes back here. An error in a callback closes the run
** and is raised again as it was. */
static int drive(lua_State *L, int status, lua_KContext ctx) {
  Run *R = (Run *)lua_touserdata(L, S_RUN);
  for (;;) {
    int nargs;
    if (status != LUA_OK && status != LUA_YIELD) {
      run_close(R);
      return lua_error(L);                      /* the callback's error */
    }
    if (R->pending != P_NONE) consume(L, R);
    lua_settop(L, S_GOAL);
    nargs = advance(L, R);
    if (nargs < 0) break;
    status = lua_pcallk(L, nargs, 1, 0, ctx, drive);
  }
  switch (R->what) {
    case DO_SEARCH: return finish_search(L, R);
    case DO_BFS: return finish_bfs(L, R);
    default: return finish_graph(L, R);
  }
}

/* ---- the methods ---- */

static const char *const SEARCH_OPTS[] = {
  "max_states", "max_memory", "progress", "progress_every", "goal", NULL
};
static const char *const BFS_OPTS[] = {
  "max_states", "max_memory", "progress", "progress_every", NULL
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
  int t;
  luaL_checkudata(L, S_PUZZLE, PUZZLE);
  lua_settop(L, S_OPTS);
  t = lua_type(L, S_OPTS);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, S_OPTS, "options table");
  if (t == LUA_TTABLE)
    hanoi_checkoptions(L, S_OPTS, what == DO_SEARCH ? SEARCH_OPTS : BFS_OPTS);
  max_states = optcount(L, "max_states", PZ_MAX_POSITIONS, DEFAULT_STATES);
  every = optcount(L, "progress_every", (uint64_t)LUA_MAXINTEGER, DEFAULT_EVERY);
  limit = hanoi_maxmemory(L, t == LUA_TTABLE ? S_OPTS : 0, S_OPTS);
  if (t == LUA_TTABLE && lua_getfield(L, S_OPTS, "progress") != LUA_TNIL &&
      !lua_isfunction(L, -1))
    luaL_argerror(L, S_OPTS, lua_pushfstring(L, "field 'progress' must be a function, got %s",
                                             luaL_typename(L, -1)));
  lua_settop(L, S_OPTS);
  check_idle(L);
  R = (Run *)lua_newuserdatauv(L, sizeof(Run), RUN_UV);     /* S_RUN */
  memset(R, 0, sizeof *R);
  luaL_setmetatable(L, RUN);
  R->mem.f = (HAllocF)lua_getallocf(L, &R->mem.ud);
  R->mem.limit = limit;
  R->what = what;
  R->max_states = max_states;
  R->every = every;
  R->found = PZ_NONE;
  for (t = UV_CUR; t <= UV_LAYERS; t++) {
    if (t == UV_AT) continue;
    lua_newtable(L);
    lua_setiuservalue(L, S_RUN, t);
  }
  if (lua_istable(L, S_OPTS)) lua_getfield(L, S_OPTS, "progress");    /* S_PROGRESS */
  else lua_pushnil(L);
  lua_pushvalue(L, S_RUN);
  lua_pushcclosure(L, emit, 1);                                       /* S_EMIT */
  lua_getiuservalue(L, S_PUZZLE, 2);                                  /* S_KEY */
  lua_getiuservalue(L, S_PUZZLE, 3);                                  /* S_MOVES */
  if (what == DO_SEARCH && lua_istable(L, S_OPTS)) lua_getfield(L, S_OPTS, "goal");
  else lua_pushnil(L);
  if (lua_isnil(L, -1)) {                                             /* S_GOAL */
    lua_pop(L, 1);
    lua_getiuservalue(L, S_PUZZLE, 4);
  }
  if (what == DO_SEARCH) {
    if (lua_isnil(L, S_GOAL))
      return luaL_error(L, "puzzle has no goal: give 'goal' to hanoi.puzzle or to search");
    R->goal_kind = lua_isfunction(L, S_GOAL) ? 1 : 2;
  }
  R->phase = R->goal_kind == 2 ? PH_GOALKEY : PH_START;
  lua_getiuservalue(L, S_PUZZLE, 5);
  lua_pushvalue(L, S_RUN);
  lua_setfield(L, -2, "run");
  lua_pop(L, 1);
  R->active = 1;
  return drive(L, LUA_OK, 0);
}

/***
 * A shortest sequence of moves from the puzzle's start to its goal, by
 * breadth-first search.
 * @function Puzzle:search
 * @tparam[opt] table opts `max_states` (positions stored, default 2^23;
 *   an error when the goal is not reached within them), `max_memory`
 *   (bytes, default 2 GiB), `progress` function(positions, max_states,
 *   depth) called every `progress_every` positions (default 16384; it may
 *   yield), `goal` (instead of the puzzle's)
 * @treturn[1] int the number of moves
 * @treturn[1] table the path: one `{label, state}` per move (also as
 *   `.label` and `.state`), the start not included
 * @return[2] nil when every position reachable from the start was
 *   searched without reaching the goal
 * @treturn[2] string message
 */
static int pz_search(lua_State *L) { return run_start(L, DO_SEARCH); }

/***
 * Breadth-first search of every position reachable from the start.
 * @function Puzzle:bfs
 * @tparam[opt] table opts as for `search`, without `goal`
 * @treturn table `layers` (layers[d + 1] positions at distance d),
 *   `eccentricity`, `farthest` (positions at that distance), `reached`
 *   and `complete`; when `max_states` stops the search, `complete` is
 *   false, `layers` holds the layers found whole, `reached` counts every
 *   position found and `eccentricity` and `farthest` are nil
 */
static int pz_bfs(lua_State *L) { return run_start(L, DO_BFS); }

/***
 * The graph of the positions reachable from the start: a vertex per
 * position (in breadth-first order, the start first) and an arc per move
 * emitted.
 * @function Puzzle:graph
 * @tparam[opt] table opts as for `bfs`
 * @treturn table `vertices`, `edges` (counts), `keys` and `states` (by
 *   vertex), `from`, `to` and `moves` (the label) by edge, `complete`,
 *   and `g:dot()`: the graph as Graphviz text, `digraph puzzle {`, a line
 *   per position (`n1 [label="key"];`), a line per move
 *   (`n1 -> n2 [label="move"];`), `}`
 */
static int pz_graph(lua_State *L) { return run_start(L, DO_GRAPH); }

static int pz_tostring(lua_State *L) {
  lua_pushfstring(L, "hanoi.Puzzle (%p)", luaL_checkudata(L, 1, PUZZLE));
  return 1;
}

static const char *const PUZZLE_FIELDS[] = {"start", "key", "moves", "goal", NULL};

/***
 * A puzzle with a state of its own.
 * @function puzzle
 * @tparam table def `start` the first position (any value but nil);
 *   `key` function(position) -> string, equal for equal positions;
 *   `moves` function(position, emit) calling `emit(label, next)` for each
 *   move (label any value but nil); `goal` (optional) a predicate
 *   function(position) -> boolean, or a position (reached when its key
 *   is equal)
 * @treturn hanoi.Puzzle with methods `search`, `bfs` and `graph`
 */
static int s_puzzle(lua_State *L) {
  static const char *const fn[] = {"key", "moves"};
  int i;
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  hanoi_checkoptions(L, 1, PUZZLE_FIELDS);
  if (lua_getfield(L, 1, "start") == LUA_TNIL)
    return luaL_argerror(L, 1, "field 'start' is required");
  for (i = 0; i < 2; i++)
    if (lua_getfield(L, 1, fn[i]) != LUA_TFUNCTION)
      return luaL_argerror(L, 1, lua_pushfstring(L, "field '%s' must be a function, got %s",
                                                 fn[i], luaL_typename(L, -1)));
  lua_getfield(L, 1, "goal");
  lua_newuserdatauv(L, 0, PZ_UV);                 /* 6 */
  luaL_setmetatable(L, PUZZLE);
  for (i = 1; i <= 4; i++) {
    lua_pushvalue(L, i + 1);
    lua_setiuservalue(L, 6, i);
  }
  lua_createtable(L, 0, 1);
  lua_createtable(L, 0, 1);
  lua_pushliteral(L, "v");
  lua_setfield(L, -2, "__mode");
  lua_setmetatable(L, -2);
  lua_setiuservalue(L, 6, 5);
  return 1;
}

static const luaL_Reg puzzle_methods[] = {
  {"search", pz_search}, {"bfs", pz_bfs}, {"graph", pz_graph}, {NULL, NULL}
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
