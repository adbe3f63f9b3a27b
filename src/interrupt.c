/***
 * Ctrl-C for long computations. `hanoi.core.trap_interrupt()` (the
 * `hanoi` command calls it) makes SIGINT stop whatever runs: a search or a
 * breadth-first search in C stops at its next pause (every few
 * milliseconds of work) and raises the error "interrupted"; Lua code
 * raises it at its next instruction, as the standalone interpreter does.
 * Without the trap, a search still notices the interpreter's own
 * interrupt request (lua5.4's Ctrl-C in the REPL).
 *
 * The flag is the one piece of process-wide state of the module: a
 * signal is delivered to the process, not to a Lua state.
 * @module hanoi
 */

/***
 * Ctrl-C.
 *
 * After `hanoi.trap_interrupt()`, Ctrl-C stops whatever runs with the
 * error "interrupted": a search in C at its next pause (every few
 * milliseconds of work), Lua code at its next instruction. Without the
 * trap, a search still stops for the interpreter's own Ctrl-C (lua5.4's
 * REPL).
 * @section interrupt
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>

#include "hanoi.h"

static volatile sig_atomic_t interrupted = 0;
static lua_State *volatile trapped = NULL;

static void stop_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  lua_sethook(L, NULL, 0, 0);
  interrupted = 0;
  luaL_error(L, "interrupted");
}

static void on_sigint(int sig) {
  interrupted = 1;
  if (trapped != NULL)
    lua_sethook(trapped, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
  (void)sig;
}

/* lua.c's own answer to Ctrl-C: a hook on every call, return and count 1 */
static int interpreter_stop(lua_State *L) {
  return lua_gethook(L) != NULL && lua_gethookcount(L) == 1 &&
         lua_gethookmask(L) == (LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT);
}

int hanoi_interrupted(lua_State *L) {
  return interrupted || interpreter_stop(L);
}

const volatile sig_atomic_t *hanoi_interrupt_flag(void) {
  return &interrupted;
}

int hanoi_interrupt_error(lua_State *L) {
  if (lua_gethook(L) == stop_hook || interpreter_stop(L)) lua_sethook(L, NULL, 0, 0);
  interrupted = 0;
  return luaL_error(L, "interrupted");
}

/***
 * Makes Ctrl-C (SIGINT) raise the error "interrupted" in this Lua state,
 * in Lua code and in long computations in C alike. The `hanoi` command
 * calls it and exits with status 130 on that error.
 * @function trap_interrupt
 */
static int s_trap_interrupt(lua_State *L) {
  struct sigaction sa;
  lua_State *main_L;
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
  main_L = lua_tothread(L, -1);
  lua_pop(L, 1);
  trapped = main_L;
  interrupted = 0;
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  lua_pushboolean(L, sigaction(SIGINT, &sa, NULL) == 0);
  return 1;
}

static const luaL_Reg interrupt_funcs[] = {
  {"trap_interrupt", s_trap_interrupt}, {NULL, NULL}
};

void hanoi_open_interrupt(lua_State *L) {
  luaL_setfuncs(L, interrupt_funcs, 0);
}
