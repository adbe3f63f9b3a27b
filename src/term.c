/***
 * `hanoi.term`: the terminal primitives of the front ends (the game, the
 * animation of `hanoi show`): a monotonic clock, sleeping, terminal
 * queries, raw keyboard mode, reading keys, suspending and job control
 * (a stop asked from elsewhere, a continue). A module of its own, so that
 * `require "hanoi"` loads no terminal code.
 *
 * Mutable state: none but what signal handlers need, which belongs to the
 * process as the signals do. The job-control handlers set one `volatile
 * sig_atomic_t` (all a handler may set: C99 7.14.1.1); the handler that
 * gives the terminal back when the program is ended holds what it writes
 * (see `restore_on_signal`). Everything else lives in the Lua state.
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
#define JOB_GUARD       "hanoi.JobControl"
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
 * Sleeps for a number of seconds (nanosleep). A signal that is caught
 * (Ctrl-C under `hanoi.trap_interrupt` or the interpreter) ends the sleep
 * early: the program then answers it at once.
 * @function sleep
 * @tparam number seconds non-negative; fractions allowed
 * @treturn number the seconds not slept (0 when the sleep was whole)
 */
static int term_sleep(lua_State *L) {
  lua_Number sec = luaL_checknumber(L, 1);
  struct timespec req, rem;
  luaL_argcheck(L, sec >= 0, 1, "seconds must be a non-negative number");
  if (sec > SLEEP_MAX) sec = SLEEP_MAX;
  req.tv_sec = (time_t)sec;
  req.tv_nsec = (long)((sec - (lua_Number)req.tv_sec) * 1e9);
  if (req.tv_nsec > 999999999L) req.tv_nsec = 999999999L;
  if (nanosleep(&req, &rem) != 0 && errno == EINTR)
    lua_pushnumber(L, (lua_Number)rem.tv_sec + (lua_Number)rem.tv_nsec * 1e-9);
  else
    lua_pushnumber(L, 0);
  return 1;
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
 * Puts a terminal in raw keyboard mode (no echo, no line buffering, no
 * output flow control: Ctrl-S and Ctrl-Q arrive as keys instead of
 * freezing and thawing the screen; Ctrl-C still interrupts) or restores
 * it.
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
  raw.c_iflag &= ~(tcflag_t)IXON;
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

/* poll fd for input up to ms milliseconds (-1: forever); returns poll's
** result, 0 (as on a timeout) when a caught signal cut the wait short:
** the caller goes back to Lua, where Ctrl-C is answered */
static int wait_input(int fd, int ms) {
  struct pollfd pfd;
  int r;
  pfd.fd = fd;
  pfd.events = POLLIN;
  pfd.revents = 0;
  r = poll(&pfd, 1, ms);
  if (r < 0 && errno == EINTR) return 0;
  return r;
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
 * @return[2] nil on timeout, or when a caught signal (Ctrl-C) cut the
 *   wait short
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

/* ---- job control ---- */

/* Which of SIGTSTP (JOB_STOP) and SIGCONT (JOB_CONT) came since
** job_signal last looked: the one flag of the job-control handlers. Each
** handler runs with both signals blocked, and job_signal reads and
** clears it with both blocked, so that no signal is lost in between. */
#define JOB_STOP 1
#define JOB_CONT 2
static volatile sig_atomic_t job_signals;

static void on_job_signal(int sig) {
  job_signals |= sig == SIGTSTP ? JOB_STOP : JOB_CONT;
}

/* the flag's value, cleared */
static int take_job_signals(void) {
  sigset_t both, was;
  int v;
  sigemptyset(&both);
  sigaddset(&both, SIGTSTP);
  sigaddset(&both, SIGCONT);
  sigprocmask(SIG_BLOCK, &both, &was);
  v = (int)job_signals;
  job_signals = 0;
  sigprocmask(SIG_SETMASK, &was, NULL);
  return v;
}

typedef struct JobGuard {
  int active;                   /* 1 while the handlers before are not back */
  struct sigaction old_tstp, old_cont;
} JobGuard;

/***
 * Stops the program as Ctrl-Z does (SIGTSTP to its process group, so that
 * a launcher waiting for it stops too) and returns when it is continued
 * (`fg`). Put the terminal back before, and take it again after. Under
 * `job_control` too: the stop is then not caught, and the signals that
 * came meanwhile (the continue) are taken as answered.
 * @function suspend
 * @treturn[1] true
 * @return[2] nil
 * @treturn[2] string error message
 */
static int term_suspend(lua_State *L) {
  struct sigaction dfl, old;
  int r, e, caught;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(SIGTSTP, NULL, &old);
  /* only job_control's catch is set aside: a SIGTSTP ignored stays so */
  caught = old.sa_handler == on_job_signal;
  if (caught) sigaction(SIGTSTP, &dfl, NULL);
  r = kill(0, SIGTSTP);          /* stops here, before kill returns */
  e = errno;
  if (caught) sigaction(SIGTSTP, &old, NULL);
  take_job_signals();
  if (r != 0) {
    luaL_pushfail(L);
    lua_pushfstring(L, "suspend: %s", strerror(e));
    return 2;
  }
  lua_pushboolean(L, 1);
  return 1;
}

/***
 * Catches SIGTSTP (a stop asked from elsewhere: `kill -TSTP`, or Ctrl-Z
 * when the terminal is not in raw mode) and SIGCONT (the program
 * continued, by `fg`, after any stop), so that a full-screen program can
 * give the terminal back before it stops and take it again after:
 * `job_signal` then says what came, and `suspend` stops. A wait in
 * `readkey` or `sleep` ends at once when one comes. Returns a guard that
 * puts back the handlers there were, on `guard:restore()`, when closed or
 * when collected.
 * @function job_control
 * @treturn JobControl
 * @usage
 * local jc <close> = hanoi.term.job_control()
 * -- in the loop:
 * local js = hanoi.term.job_signal()
 * if js == "stop" then give_back(); hanoi.term.suspend(); take_again()
 * elseif js == "continue" then take_again() end
 */
static int term_job_control(lua_State *L) {
  struct sigaction sa;
  JobGuard *g = (JobGuard *)lua_newuserdatauv(L, sizeof(JobGuard), 0);
  g->active = 0;                 /* safe before anything can fail */
  luaL_setmetatable(L, JOB_GUARD);
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_job_signal;
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, SIGTSTP);
  sigaddset(&sa.sa_mask, SIGCONT);
  sa.sa_flags = SA_RESTART;      /* writes go on; poll and sleeps end early */
  take_job_signals();
  sigaction(SIGTSTP, &sa, &g->old_tstp);
  sigaction(SIGCONT, &sa, &g->old_cont);
  g->active = 1;
  return 1;
}

/***
 * What job control signal came since the last call: "stop" (SIGTSTP:
 * give the terminal back, then `suspend`), "continue" (SIGCONT: the
 * program was stopped and goes on; take the terminal again, as a shell
 * may have changed its settings), or nil.
 * @function job_signal
 * @treturn string|nil
 */
static int term_job_signal(lua_State *L) {
  int v = take_job_signals();
  if (v & JOB_STOP) lua_pushliteral(L, "stop");
  else if (v & JOB_CONT) lua_pushliteral(L, "continue");
  else luaL_pushfail(L);
  return 1;
}

/***
 * Puts back the handlers of SIGTSTP and SIGCONT there were before
 * `job_control` (once; later calls do nothing). Also `__close` and
 * `__gc` of the guard.
 * @function JobControl:restore
 * @treturn boolean whether this call put them back
 */
static int job_restore(lua_State *L) {
  JobGuard *g = (JobGuard *)luaL_checkudata(L, 1, JOB_GUARD);
  int was = g->active;
  if (was) {
    g->active = 0;
    sigaction(SIGTSTP, &g->old_tstp, NULL);
    sigaction(SIGCONT, &g->old_cont, NULL);
  }
  lua_pushboolean(L, was);
  return 1;
}

static int job_tostring(lua_State *L) {
  JobGuard *g = (JobGuard *)luaL_checkudata(L, 1, JOB_GUARD);
  lua_pushstring(L, g->active ? "hanoi.JobControl (catching)" : "hanoi.JobControl (restored)");
  return 1;
}

/* ---- giving the terminal back when the program is ended ---- */

/* What the handler of SIGTERM, SIGHUP and SIGQUIT needs, set up by
** restore_on_signal. Like the signals themselves, this is the process's,
** not a Lua state's: the one piece of mutable state of this module. */
#define GIVE_MAX 256
static const int END_SIGNALS[] = {SIGTERM, SIGHUP, SIGQUIT};
#define NEND ((int)(sizeof END_SIGNALS / sizeof END_SIGNALS[0]))
static struct {
  volatile sig_atomic_t armed;
  int infd, outfd, have_tio;
  struct termios tio;
  char text[GIVE_MAX];
  size_t len;
  struct sigaction old[NEND];
} ending;

static void write_all_quietly(int fd, const char *s, size_t len) {
  while (len > 0) {
    ssize_t r = write(fd, s, len);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return;
    s += r;
    len -= (size_t)r;
  }
}

/* async-signal-safe only: write, tcsetattr, _exit */
static void on_end_signal(int sig) {
  static const char *const names[] = {"SIGTERM", "SIGHUP", "SIGQUIT"};
  const char *name = "a signal";
  char line[64];
  size_t n = 0, m;
  int i;
  for (i = 0; i < NEND; i++) if (END_SIGNALS[i] == sig) name = names[i];
  if (ending.armed) {
    write_all_quietly(ending.outfd, ending.text, ending.len);
    if (ending.have_tio) tcsetattr(ending.infd, TCSANOW, &ending.tio);
  }
  for (m = 0; "hanoi: terminated by "[m]; m++) line[n++] = "hanoi: terminated by "[m];
  for (m = 0; name[m] && n < sizeof line - 2; m++) line[n++] = name[m];
  line[n++] = '\n';
  write_all_quietly(2, line, n);
  _exit(128 + sig);
}

/***
 * Gives the terminal back if the program is ended by SIGTERM, SIGHUP or
 * SIGQUIT, as a full-screen program must: the handler writes `text` to
 * `out` (say, the sequences that turn mouse reporting off, leave the
 * alternate screen and show the cursor), puts back the settings the
 * terminal `input` has now (echo, line editing), writes one line
 * `hanoi: terminated by SIGTERM` on standard error and exits with status
 * 128 + the signal's number. `restore_on_signal(false)` puts back the
 * handlers there were before. Until then a save in progress (see
 * `hanoi.fileio.write`) still ends first: the signal waits for it.
 * @function restore_on_signal
 * @tparam string|false text at most 256 bytes, or false to undo
 * @tparam[opt=1] int|file out where the text goes
 * @tparam[opt=0] int|file input the terminal whose settings are put back
 * @treturn boolean true
 */
static int term_restore_on_signal(lua_State *L) {
  int i;
  if (lua_isboolean(L, 1) && !lua_toboolean(L, 1)) {
    if (ending.armed) {
      ending.armed = 0;
      for (i = 0; i < NEND; i++) sigaction(END_SIGNALS[i], &ending.old[i], NULL);
    }
    lua_pushboolean(L, 1);
    return 1;
  }
  {
    size_t len;
    const char *text = luaL_checklstring(L, 1, &len);
    int outfd = checkfd(L, 2, 1), infd = checkfd(L, 3, 0);
    struct sigaction sa;
    sigset_t block, old;
    luaL_argcheck(L, len <= GIVE_MAX, 1, "text must be at most 256 bytes");
    /* no handler may run while the record changes */
    sigemptyset(&block);
    for (i = 0; i < NEND; i++) sigaddset(&block, END_SIGNALS[i]);
    sigprocmask(SIG_BLOCK, &block, &old);
    memcpy(ending.text, text, len);
    ending.len = len;
    ending.outfd = outfd;
    ending.infd = infd;
    ending.have_tio = tcgetattr(infd, &ending.tio) == 0;
    if (!ending.armed) {
      memset(&sa, 0, sizeof sa);
      sa.sa_handler = on_end_signal;
      sigfillset(&sa.sa_mask);
      for (i = 0; i < NEND; i++) sigaction(END_SIGNALS[i], &sa, &ending.old[i]);
      ending.armed = 1;
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
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

static const luaL_Reg job_methods[] = {
  {"restore", job_restore}, {NULL, NULL}
};

static const luaL_Reg job_meta[] = {
  {"__gc", job_restore}, {"__close", job_restore},
  {"__tostring", job_tostring}, {"__index", NULL}, {NULL, NULL}
};

static const luaL_Reg term_funcs[] = {
  {"monotonic", term_monotonic}, {"sleep", term_sleep},
  {"isatty", term_isatty}, {"termsize", term_termsize},
  {"rawmode", term_rawmode}, {"readkey", term_readkey},
  {"suspend", term_suspend}, {"restore_on_signal", term_restore_on_signal},
  {"job_control", term_job_control}, {"job_signal", term_job_signal},
  {NULL, NULL}
};

int luaopen_hanoi_term(lua_State *L);

int luaopen_hanoi_term(lua_State *L) {
  luaL_newmetatable(L, RAWMODE_GUARD);   /* again on a reload: same table */
  luaL_setfuncs(L, guard_meta, 0);
  luaL_newlib(L, guard_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  luaL_newmetatable(L, JOB_GUARD);
  luaL_setfuncs(L, job_meta, 0);
  luaL_newlib(L, job_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  luaL_newlib(L, term_funcs);
  return 1;
}
