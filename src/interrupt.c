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
#include <string.h>

#include "hanoi.h"

/* instructions between two looks at the flag in a coroutine */
#define POLL_COUNT 1000

static volatile sig_atomic_t interrupted = 0;
static lua_State *volatile trapped = NULL;

/* The hook of every coroutine made after the trap (a new coroutine takes
** its maker's hook): a signal handler can reach the main thread only, so
** Lua code running in a coroutine looks at the flag itself. It does not
** clear the flag: the main thread's stop_hook does, so that the error is
** raised there too, whatever a coroutine's caller does with it. */
static void poll_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  if (interrupted) luaL_error(L, "interrupted");
}

/* set on the main thread by the handler: the next instruction raises */
static void stop_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  lua_sethook(L, poll_hook, LUA_MASKCOUNT, POLL_COUNT);
  interrupted = 0;
  luaL_error(L, "interrupted");
}

static void on_sigint(int sig) {
  interrupted = 1;
  if (trapped != NULL)
    lua_sethook(trapped, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
  (void)sig;
}

/* A hook that stops at the next instruction: lua.c's answer to Ctrl-C
** (laction: every call, return, line and count 1), this module's own
** (stop_hook: every call, return and count 1) and hanoi.guard's stop
** (the same) */
static int interpreter_stop(lua_State *L) {
  int mask = lua_gethookmask(L);
  return lua_gethook(L) != NULL && lua_gethookcount(L) == 1 &&
         (mask == (LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT) ||
          mask == (LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT));
}

/* the main thread of L's state */
static lua_State *main_thread(lua_State *L) {
  lua_State *m;
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
  m = lua_tothread(L, -1);
  lua_pop(L, 1);
  return m;
}

/* asked to stop: the trap's flag, or the interpreter's Ctrl-C, which it
** signals on the main thread even while a coroutine runs */
int hanoi_interrupted(lua_State *L) {
  if (interrupted || interpreter_stop(L)) return 1;
  return lua_checkstack(L, 1) && interpreter_stop(main_thread(L));
}

const volatile sig_atomic_t *hanoi_interrupt_flag(void) {
  return &interrupted;
}

int hanoi_interrupt_error(lua_State *L) {
  if (lua_gethook(L) == stop_hook) lua_sethook(L, poll_hook, LUA_MASKCOUNT, POLL_COUNT);
  /* lua.c's lstop clears its hook as it raises: so does this error in its
  ** place; any other stopping hook (hanoi.guard's) stays, to stop the
  ** code that catches this error too */
  else if (interpreter_stop(L) && (lua_gethookmask(L) & LUA_MASKLINE)) lua_sethook(L, NULL, 0, 0);
  interrupted = 0;
  return luaL_error(L, "interrupted");
}

/***
 * Makes Ctrl-C (SIGINT) raise the error "interrupted" in this Lua state,
 * in Lua code (in coroutines too: those made after this call look for
 * Ctrl-C every 1000 instructions through a count hook, unless the program
 * sets hooks of its own) and in long computations in C alike. The `hanoi`
 * command calls it first thing and exits with status 130 on that error.
 * @function trap_interrupt
 * @treturn boolean whether the handler was installed
 */
static int s_trap_interrupt(lua_State *L) {
  struct sigaction sa;
  lua_State *main_L = main_thread(L);
  trapped = main_L;
  interrupted = 0;
  if (lua_gethook(main_L) == NULL) lua_sethook(main_L, poll_hook, LUA_MASKCOUNT, POLL_COUNT);
  if (L != main_L && lua_gethook(L) == NULL) lua_sethook(L, poll_hook, LUA_MASKCOUNT, POLL_COUNT);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;
  lua_pushboolean(L, sigaction(SIGINT, &sa, NULL) == 0);
  return 1;
}

/***
 * Whether an error value is Ctrl-C's: "interrupted" (the trap, or a
 * search that stopped) or the interpreter's "interrupted!", with or
 * without a "file:line: " in front. Code that catches errors (`pcall`)
 * raises these again, so that Ctrl-C is never swallowed.
 * @function is_interrupt
 * @param err an error value
 * @treturn boolean
 */
static int s_is_interrupt(lua_State *L) {
  size_t len;
  const char *e = lua_type(L, 1) == LUA_TSTRING ? lua_tolstring(L, 1, &len) : NULL;
  int yes = 0;
  if (e != NULL) {
    const char *end = e + len, *p;
    if (len >= 1 && end[-1] == '!') end--;
    if (end - e >= 11 && memcmp(end - 11, "interrupted", 11) == 0) {
      p = end - 11;
      if (p == e) yes = 1;
      else if (p - e >= 4 && p[-1] == ' ' && p[-2] == ':') {   /* "file:12: " */
        const char *q = p - 2;
        while (q > e && q[-1] >= '0' && q[-1] <= '9') q--;
        yes = q < p - 2 && q > e && q[-1] == ':';
      }
    }
  }
  lua_pushboolean(L, yes);
  return 1;
}

/***
 * For the kit's REPL (`hanoi.teach.repl`), not meant for other code:
 * `pcall(f, ...)`, and a hook that `f` set on this thread (with
 * `debug.sethook`) taken away before any Lua code runs again, since the
 * REPL's own code would run under it (a hook that raises would end the
 * REPL). The trap's own hooks stay.
 * @function _repl_pcall
 * @tparam function f
 * @param ... its arguments
 * @treturn boolean whether a hook was taken away
 * @treturn boolean whether f returned (pcall's first value)
 * @return what f returned, or its error
 */
static int s_repl_pcall(lua_State *L) {
  lua_Hook before = lua_gethook(L), now;
  int mask = lua_gethookmask(L), count = lua_gethookcount(L), status, changed;
  luaL_checktype(L, 1, LUA_TFUNCTION);
  status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
  now = lua_gethook(L);
  changed = now != before && now != NULL && now != poll_hook && now != stop_hook;
  if (changed) lua_sethook(L, before, mask, count);
  luaL_checkstack(L, 2, NULL);
  lua_pushboolean(L, changed);
  lua_pushboolean(L, status == LUA_OK);
  lua_rotate(L, 1, 2);
  return lua_gettop(L);
}

static const luaL_Reg interrupt_funcs[] = {
  {"trap_interrupt", s_trap_interrupt}, {"is_interrupt", s_is_interrupt},
  {"_repl_pcall", s_repl_pcall}, {NULL, NULL}
};

void hanoi_open_interrupt(lua_State *L) {
  luaL_setfuncs(L, interrupt_funcs, 0);
}
