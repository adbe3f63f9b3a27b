/***
 * `hanoi.term`: the terminal primitives of the front ends (the game, the
 * animation of `hanoi show`): a monotonic clock, sleeping, terminal
 * queries, raw keyboard mode, reading keys and suspending. A module of its
 * own, so that `require "hanoi"` loads no terminal code.
 * @module hanoi.term
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "lua.h"
#include "lauxlib.h"

#define RAWMODE_GUARD   "hanoi.RawMode"
#define RAWMODE_ACTIVE  "hanoi.rawmode.active"   /* registry: the live guard */
#define KEY_MAX         256     /* bytes read per call (keys, mouse reports) */
#define ESC_WAIT_MS     30      /* wait for the rest of an escape sequence */
#define SLEEP_MAX       1e9     /* seconds; longer sleeps are cut to this */

typedef struct RawGuard {
  int fd;
  int active;                   /* 1 while the saved settings are not restored */
  struct termios saved;
} RawGuard;

/* seconds of CLOCK_MONOTONIC */
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A file descriptor from an integer or an open Lua file; def when absent
** (def < 0: the argument is required). */
static int checkfd(lua_State *L, int arg, int def) {
  luaL_Stream *f;
  if (def >= 0 && lua_isnoneornil(L, arg)) return def;
  if (lua_type(L, arg) == LUA_TNUMBER) {
    lua_Integer fd = luaL_checkinteger(L, arg);
    luaL_argcheck(L, 0 <= fd && fd <= INT_MAX, arg,
                  "file descriptor must be a non-negative integer");
    return (int)fd;
  }
  f = (luaL_Stream *)luaL_testudata(L, arg, LUA_FILEHANDLE);
  if (f == NULL) return luaL_typeerror(L, arg, "integer or file");
  luaL_argcheck(L, f->closef != NULL, arg, "attempt to use a closed file");
  return fileno(f->f);
}

/***
 * Seconds since an arbitrary fixed point (CLOCK_MONOTONIC): never jumps
 * with the wall clock. Differences of two calls measure elapsed time.
 * @function monotonic
 * @treturn number seconds, with sub-microsecond resolution
 */
static int term_monotonic(lua_State *L) {
  lua_pushnumber(L, (lua_Number)now());
  return 1;
}

/***
 * Sleeps for a number of seconds (nanosleep, resumed after signals).
 * @function sleep
 * @tparam number seconds non-negative; fractions allowed
 */
static int term_sleep(lua_State *L) {
  lua_Number sec = luaL_checknumber(L, 1);
  struct timespec req, rem;
  luaL_argcheck(L, sec >= 0, 1, "seconds must be a non-negative number");
  if (sec > SLEEP_MAX) sec = SLEEP_MAX;
  req.tv_sec = (time_t)sec;
  req.tv_nsec = (long)((sec - (lua_Number)req.tv_sec) * 1e9);
  if (req.tv_nsec > 999999999L) req.tv_nsec = 999999999L;
  while (nanosleep(&req, &rem) != 0 && errno == EINTR)
    req = rem;
  return 0;
}

/***
 * Whether a file descriptor or a Lua file is a terminal.
 * @function isatty
 * @tparam int|file fd e.g. 1 or `io.stdout`
 * @treturn boolean
 */
static int term_isatty(lua_State *L) {
  int fd = checkfd(L, 1, -1);
  lua_pushboolean(L, isatty(fd));
  return 1;
}

/***
 * The size of the terminal (TIOCGWINSZ).
 * @function termsize
 * @tparam[opt=1] int|file fd the terminal to ask, standard output by default
 * @treturn[1] int rows
 * @treturn[1] int columns
 * @return[2] nil when fd is not a terminal (or reports no size)
 */
static int term_termsize(lua_State *L) {
  int fd = checkfd(L, 1, 1);
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) {
    luaL_pushfail(L);
    return 1;
  }
  lua_pushinteger(L, ws.ws_row);
  lua_pushinteger(L, ws.ws_col);
  return 2;
}

/* ---- raw mode ---- */

/* restores the saved settings once; 1 when it did */
static int guard_restore_(RawGuard *g) {
  if (!g->active) return 0;
  g->active = 0;
  tcsetattr(g->fd, TCSADRAIN, &g->saved);
  return 1;
}

/* the guard in the registry when it is still active, else NULL; leaves
** nothing on the stack */
static RawGuard *active_guard(lua_State *L) {
  RawGuard *g;
  lua_getfield(L, LUA_REGISTRYINDEX, RAWMODE_ACTIVE);
  g = (RawGuard *)luaL_testudata(L, -1, RAWMODE_GUARD);
  lua_pop(L, 1);
  return g != NULL && g->active ? g : NULL;
}

/***
 * Puts a terminal in raw keyboard mode (no echo, no line buffering; Ctrl-C
 * still interrupts) or restores it.
 *
 * `rawmode()` or `rawmode(true)` saves the current settings in a guard
 * object and returns it; the guard restores them on `guard:restore()`,
 * when closed (`local g <close> = hanoi.term.rawmode()`) or when
 * collected, whichever comes first. While a guard is active, another
 * `rawmode(true)` returns that same guard. `rawmode(false)` restores the
 * settings saved by the active guard.
 *
 * With `{suspend = false}`, Ctrl-Z no longer stops the program at once:
 * it arrives as a key (byte 26), so that the program can put the terminal
 * back first and then stop itself with `suspend()`.
 * @function rawmode
 * @tparam[opt=true] boolean on
 * @tparam[opt=0] int|file fd the terminal, standard input by default
 * @tparam[opt] table opts `suspend` (default true: Ctrl-Z suspends)
 * @treturn[1] RawMode the guard (with `on`)
 * @return[2] nil when fd is not a terminal (with `on`)
 * @treturn[2] string error message
 * @treturn[3] boolean whether settings were restored (with `on` false)
 * @usage
 * local guard <close> = hanoi.term.rawmode()
 * local key = hanoi.term.readkey(1.5)
 */
static int term_rawmode(lua_State *L) {
  int on = lua_isnoneornil(L, 1) ? 1 : lua_toboolean(L, 1);
  int fd = checkfd(L, 2, 0);
  int suspend = 1;
  RawGuard *g;
  struct termios raw;
  if (!lua_isnoneornil(L, 3)) {
    luaL_checktype(L, 3, LUA_TTABLE);
    if (lua_getfield(L, 3, "suspend") != LUA_TNIL) {
      luaL_argcheck(L, lua_isboolean(L, -1), 3, "field 'suspend' must be a boolean");
      suspend = lua_toboolean(L, -1);
    }
    lua_pop(L, 1);
  }
  lua_settop(L, 2);
  g = active_guard(L);
  if (!on) {
    lua_pushboolean(L, g != NULL && guard_restore_(g));
    return 1;
  }
  if (g != NULL && g->fd == fd) {
    lua_getfield(L, LUA_REGISTRYINDEX, RAWMODE_ACTIVE);
    return 1;
  }
  g = (RawGuard *)lua_newuserdatauv(L, sizeof(RawGuard), 0);
  g->fd = fd;
  g->active = 0;                   /* safe before anything can fail */
  luaL_setmetatable(L, RAWMODE_GUARD);
  if (tcgetattr(fd, &g->saved) != 0) {
    int e = errno;
    luaL_pushfail(L);
    lua_pushfstring(L, "rawmode: %s", strerror(e));
    return 2;
  }
  raw = g->saved;
  raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  if (!suspend) raw.c_cc[VSUSP] = _POSIX_VDISABLE;
  if (tcsetattr(fd, TCSANOW, &raw) != 0) {
    int e = errno;
    luaL_pushfail(L);
    lua_pushfstring(L, "rawmode: %s", strerror(e));
    return 2;
  }
  g->active = 1;
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, RAWMODE_ACTIVE);
  return 1;
}

/***
 * Restores the terminal settings saved by `rawmode` (once; later calls do
 * nothing). Also `__close` and `__gc` of the guard.
 * @function RawMode:restore
 * @treturn boolean whether this call restored them
 */
static int guard_restore(lua_State *L) {
  RawGuard *g = (RawGuard *)luaL_checkudata(L, 1, RAWMODE_GUARD);
  lua_pushboolean(L, guard_restore_(g));
  return 1;
}

static int guard_tostring(lua_State *L) {
  RawGuard *g = (RawGuard *)luaL_checkudata(L, 1, RAWMODE_GUARD);
  lua_pushfstring(L, "hanoi.RawMode (fd %d, %s)", g->fd,
                  g->active ? "active" : "restored");
  return 1;
}

/* ---- keys ---- */

/* poll fd for input up to ms milliseconds (-1: forever), resumed after
** signals with the time left; returns poll's result */
static int wait_input(int fd, int ms) {
  struct pollfd pfd;
  double end = ms < 0 ? 0 : now() + ms / 1000.0;
  int r;
  for (;;) {
    pfd.fd = fd;
    pfd.events = POLLIN;
    pfd.revents = 0;
    r = poll(&pfd, 1, ms);
    if (r >= 0 || errno != EINTR) return r;
    if (ms >= 0) {
      double left = end - now();
      ms = left > 0 ? (int)ceil(left * 1000.0) : 0;
    }
  }
}

/* read that retries after signals */
static ssize_t read_some(int fd, char *buf, size_t len) {
  ssize_t r;
  do r = read(fd, buf, len); while (r < 0 && errno == EINTR);
  return r;
}

/***
 * Reads one key from standard input: waits until input is available, then
 * returns the bytes there (one key, or one escape sequence such as
 * `"\27[A"` for the up arrow, or several mouse reports; at most 256 bytes). Use it in `rawmode`,
 * otherwise the terminal delivers whole lines.
 * @function readkey
 * @tparam[opt] number timeout seconds to wait; nil waits for ever
 * @tparam[opt=0] int|file fd where to read
 * @treturn[1] string the bytes of the key
 * @return[2] nil on timeout
 * @return[3] false at end of input
 * @return[4] nil on error
 * @treturn[4] string error message
 */
static int term_readkey(lua_State *L) {
  int ms = -1, fd, r;
  char buf[KEY_MAX];
  ssize_t len;
  if (!lua_isnoneornil(L, 1)) {
    lua_Number t = luaL_checknumber(L, 1);
    luaL_argcheck(L, t >= 0, 1, "timeout must be a non-negative number");
    ms = t * 1000.0 >= (lua_Number)INT_MAX ? INT_MAX : (int)ceil(t * 1000.0);
  }
  fd = checkfd(L, 2, 0);
  r = wait_input(fd, ms);
  if (r == 0) {
    luaL_pushfail(L);
    return 1;
  }
  if (r < 0 || (len = read_some(fd, buf, sizeof buf)) < 0) {
    int e = errno;
    luaL_pushfail(L);
    lua_pushfstring(L, "readkey: %s", strerror(e));
    return 2;
  }
  if (len == 0) {
    lua_pushboolean(L, 0);
    return 1;
  }
  if (len == 1 && buf[0] == '\033' && wait_input(fd, ESC_WAIT_MS) > 0) {
    ssize_t more = read_some(fd, buf + 1, sizeof buf - 1);
    if (more > 0) len += more;
  }
  lua_pushlstring(L, buf, (size_t)len);
  return 1;
}

/***
 * Stops the program as Ctrl-Z does (SIGTSTP to its process group, so that
 * a launcher waiting for it stops too) and returns when it is continued
 * (`fg`). Put the terminal back before, and take it again after.
 * @function suspend
 * @treturn[1] true
 * @return[2] nil
 * @treturn[2] string error message
 */
static int term_suspend(lua_State *L) {
  if (kill(0, SIGTSTP) != 0) {
    int e = errno;
    luaL_pushfail(L);
    lua_pushfstring(L, "suspend: %s", strerror(e));
    return 2;
  }
  lua_pushboolean(L, 1);
  return 1;
}

static const luaL_Reg guard_meta[] = {
  {"__gc", guard_restore}, {"__close", guard_restore},
  {"__tostring", guard_tostring}, {"__index", NULL}, {NULL, NULL}
};

static const luaL_Reg guard_methods[] = {
  {"restore", guard_restore}, {NULL, NULL}
};

static const luaL_Reg term_funcs[] = {
  {"monotonic", term_monotonic}, {"sleep", term_sleep},
  {"isatty", term_isatty}, {"termsize", term_termsize},
  {"rawmode", term_rawmode}, {"readkey", term_readkey},
  {"suspend", term_suspend}, {NULL, NULL}
};

int luaopen_hanoi_term(lua_State *L);

int luaopen_hanoi_term(lua_State *L) {
  luaL_newmetatable(L, RAWMODE_GUARD);   /* again on a reload: same table */
  luaL_setfuncs(L, guard_meta, 0);
  luaL_newlib(L, guard_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  luaL_newlib(L, term_funcs);
  return 1;
}
