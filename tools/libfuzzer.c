/*
** libfuzzer.c: a coverage-guided fuzzer of `hanoi.core` (clang
** -fsanitize=fuzzer, from Debian libclang-rt-14-dev); `make libfuzzer`.
**
** Each input is read as a little program: every byte picks what to do
** next. It calls the functions of the module table and the methods of
** `hanoi.State` (both found at run time, sorted by name) with typed
** arguments decoded from the input (nil, booleans, small and 64-bit
** integers, doubles incl. NaN, byte strings incl. NUL, arrays, option
** tables, foreign userdata, states from a pool), steps the iterators it
** gets back and collects garbage. After every step it checks every state
** of the pool with hanoi_invariant(), and that a call which failed (raised,
** or returned nil/false) left every state byte for byte as it was.
** A violation aborts, and libFuzzer saves the input.
**
** Every input gets a fresh lua_State, closed at the end, so leaks show.
*/
#include <stdlib.h>
#include <string.h>

#include "lua.h"
#include "lauxlib.h"
#include "lualib.h"
#include "hanoi.h"

int luaopen_hanoi_core(lua_State *L);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define POOL 8        /* states kept */
#define MAXNAMES 128  /* functions or methods */

typedef struct Input {
  const uint8_t *p;
  size_t left;
} Input;

static int byte(Input *in) {
  if (in->left == 0) return 0;
  in->left--;
  return *in->p++;
}

static uint64_t word(Input *in) {
  uint64_t v = 0;
  int i;
  for (i = 0; i < 8; i++) v = v << 8 | (uint64_t)byte(in);
  return v;
}

/* functions that sleep or touch the terminal are left out */
static int skipped(const char *name) {
  return strcmp(name, "sleep") == 0 || strcmp(name, "readkey") == 0 ||
         strcmp(name, "rawmode") == 0;
}

/* the names of the functions in the table at idx, sorted */
static int cmpname(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int names_of(lua_State *L, int idx, const char **names) {
  int n = 0;
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_isfunction(L, -1) && n < MAXNAMES &&
        !skipped(lua_tostring(L, -2)))
      names[n++] = lua_tostring(L, -2);   /* anchored by the table */
    lua_pop(L, 1);
  }
  qsort(names, (size_t)n, sizeof *names, cmpname);
  return n;
}

static void push_arg(lua_State *L, Input *in, int pool, int depth) {
  int t = byte(in) % 12, i, len;
  switch (t) {
    case 0: lua_pushnil(L); break;
    case 1: lua_pushboolean(L, byte(in) & 1); break;
    case 2: case 3: lua_pushinteger(L, (lua_Integer)(signed char)byte(in)); break;
    case 4: lua_pushinteger(L, (lua_Integer)word(in)); break;
    case 5: {
      uint64_t w = word(in);
      double d;
      memcpy(&d, &w, sizeof d);
      lua_pushnumber(L, d);
      break;
    }
    case 6: case 7:
      len = byte(in) % 80;
      if ((size_t)len > in->left) len = (int)in->left;
      lua_pushlstring(L, (const char *)in->p, (size_t)len);
      in->p += len; in->left -= (size_t)len;
      break;
    case 8:
      if (lua_rawgeti(L, pool, byte(in) % POOL + 1) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_pushinteger(L, 3);
      }
      break;
    case 9:
      len = byte(in) % 70;
      lua_createtable(L, len, 0);
      for (i = 1; i <= len; i++) {
        lua_pushinteger(L, (signed char)byte(in) % 40);
        lua_rawseti(L, -2, i);
      }
      break;
    case 10: {
      static const char *const fields[] = {"pegs", "from", "to", "via", "method"};
      lua_createtable(L, 0, 5);
      for (i = 0; i < 5; i++) {
        if (byte(in) & 1) {
          if (depth < 1) push_arg(L, in, pool, depth + 1);
          else lua_pushinteger(L, (signed char)byte(in));
          lua_setfield(L, -2, fields[i]);
        }
      }
      break;
    }
    default:                         /* a userdata of another kind */
      lua_newuserdatauv(L, 16, 0);
      break;
  }
}

/* copies of the pool's states, to compare after a failed call */
typedef struct Snap {
  HState s[POOL];
  int have[POOL];
} Snap;

static void snap(lua_State *L, int pool, Snap *sn) {
  int i;
  for (i = 0; i < POOL; i++) {
    HState *s;
    lua_rawgeti(L, pool, i + 1);
    s = hanoi_teststate(L, -1);
    sn->have[i] = s != NULL;
    if (s) memcpy(&sn->s[i], s, sizeof(HState));
    lua_pop(L, 1);
  }
}

static void check(lua_State *L, int pool, const Snap *before, int failed) {
  int i;
  for (i = 0; i < POOL; i++) {
    HState *s;
    lua_rawgeti(L, pool, i + 1);
    s = hanoi_teststate(L, -1);
    if (s && !hanoi_invariant(s)) abort();
    if (s && failed && before->have[i] && memcmp(s, &before->s[i], sizeof(HState)) != 0)
      abort();
    lua_pop(L, 1);
  }
}

/* keeps the states and the first function among the results */
static void keep(lua_State *L, int base, int pool, int iters, Input *in) {
  int i, top = lua_gettop(L);
  for (i = base; i <= top; i++) {
    if (hanoi_teststate(L, i)) {
      lua_pushvalue(L, i);
      lua_rawseti(L, pool, byte(in) % POOL + 1);
    }
    else if (lua_isfunction(L, i)) {
      lua_pushvalue(L, i);
      lua_rawseti(L, iters, byte(in) % 4 + 1);
    }
  }
}

static void run(lua_State *L, Input *in) {
  const char *funcs[MAXNAMES], *meths[MAXNAMES];
  int mod, methods, pool, iters, nf, nm, steps;
  luaL_requiref(L, "hanoi.core", luaopen_hanoi_core, 0);
  mod = lua_gettop(L);
  luaL_getmetatable(L, HANOI_STATE);
  lua_getfield(L, -1, "__methods");
  methods = lua_gettop(L);
  lua_newtable(L);
  pool = lua_gettop(L);
  lua_newtable(L);
  iters = lua_gettop(L);
  nf = names_of(L, mod, funcs);
  nm = names_of(L, methods, meths);
  if (nf == 0 || nm == 0) abort();
  for (steps = 0; steps < 64 && in->left > 0; steps++) {
    int op = byte(in) % 5, base = lua_gettop(L) + 1, nargs, status, i, failed;
    Snap before;
    snap(L, pool, &before);
    switch (op) {
      case 0: case 1:                /* a module function */
        lua_getfield(L, mod, funcs[byte(in) % nf]);
        nargs = byte(in) % 5;
        for (i = 0; i < nargs; i++) push_arg(L, in, pool, 0);
        break;
      case 2:                        /* a method, self usually a state */
        lua_getfield(L, methods, meths[byte(in) % nm]);
        if (byte(in) % 8 != 0) {
          if (lua_rawgeti(L, pool, byte(in) % POOL + 1) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushinteger(L, 1);
          }
        }
        else push_arg(L, in, pool, 0);
        nargs = 1 + byte(in) % 4;
        for (i = 1; i < nargs; i++) push_arg(L, in, pool, 0);
        break;
      case 3:                        /* an iterator step */
        if (lua_rawgeti(L, iters, byte(in) % 4 + 1) == LUA_TNIL) {
          lua_settop(L, base - 1);
          continue;
        }
        nargs = 0;
        break;
      default:
        if (byte(in) & 1) lua_gc(L, LUA_GCCOLLECT);
#if LUA_VERSION_NUM >= 505
        else lua_gc(L, LUA_GCSTEP, (size_t)byte(in));  /* 5.5 reads a size_t */
#else
        else lua_gc(L, LUA_GCSTEP, byte(in));
#endif
        check(L, pool, &before, 1);  /* nothing may change */
        continue;
    }
    status = lua_pcall(L, nargs, LUA_MULTRET, 0);
    failed = status != LUA_OK ||
             (lua_gettop(L) >= base && !lua_toboolean(L, base) && op != 3 &&
              lua_gettop(L) > base && lua_type(L, base + 1) == LUA_TSTRING);
    check(L, pool, &before, failed);
    if (status == LUA_OK) keep(L, base, pool, iters, in);
    lua_settop(L, base - 1);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Input in;
  lua_State *L = luaL_newstate();
  if (L == NULL) return 0;
  luaL_openlibs(L);
  in.p = data;
  in.left = size;
  run(L, &in);
  lua_close(L);
  return 0;
}
