/***
 * `hanoi.sandbox`: runs a Lua function in a child process of its own,
 * under the system's limits, and gives back the string it returns. The
 * `hanoi grade` command grades each learner's file this way, so that
 * nothing a file does (a crash of the interpreter, an endless loop in one
 * call of C, memory without end, a way out of its environment) reaches
 * another file's row or the run.
 *
 * `sandbox.run(fn, limits)` forks. The child, before it calls `fn`, sets
 * its limits with `setrlimit`: CPU seconds (`RLIMIT_CPU`; at the hard
 * limit, one second later, the system kills it), address space
 * (`RLIMIT_AS`: what it has mapped now plus `memory` bytes), no file
 * written (`RLIMIT_FSIZE` 0, `SIGXFSZ` ignored so that a write fails),
 * no core file, no new process (`RLIMIT_NPROC` 0, where the system
 * enforces it); its standard input, output and error go to /dev/null and
 * every other descriptor is closed but its end of the pipe. It writes
 * what `fn` returned (or the error `fn` raised) to the pipe and ends with
 * `_exit`. The parent reads the pipe with a wall-clock watchdog and kills
 * the child (SIGKILL) when the time is up. The parent never calls `fn`.
 *
 * The child leads a process group of its own and dies with its parent
 * (Linux's `PR_SET_PDEATHSIG`, SIGKILL): the parent killed, even by
 * SIGKILL, leaves no child running. Whenever the parent kills the child it
 * kills its whole group, and a child that ended has its group killed
 * before it is reaped (so a process it left holding the pipe cannot make
 * the parent wait; the pipe is also closed in any program it starts). What the child sends is kept in memory of C while
 * the parent waits (nothing there raises a Lua error, which would leave
 * the child running). A SIGVTALRM sent from outside is ignored by the
 * child and, while a run waits, taken and dropped by the parent.
 *
 * `sandbox.address_space` is false where the address space cannot be
 * limited (a build with AddressSanitizer, which reserves terabytes of it);
 * the memory a Lua run takes is still capped by `hanoi.guard`.
 *
 * SIGINT and SIGTERM are blocked while a run waits for its child (and
 * for as long as a `sandbox.hold()` is held): one that arrives kills the
 * child and ends the wait with "interrupted", so that the caller can
 * finish what it writes and say so.
 * @module hanoi.sandbox
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <stdlib.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "lua.h"
#include "lauxlib.h"

#define HOLD_TYPE   "hanoi.sandbox.Hold"
#define POLL_MS     50          /* the longest wait between two looks at the signals */
#define REPLY_MAX   (1 << 20)   /* the default cap on what a child sends back */
#define FD_SCAN     4096        /* descriptors closed in the child, at most */
#define CHILD_ERROR 3           /* the child's status when fn raised an error */

/* AddressSanitizer reserves terabytes of address space and aborts when a
** mapping fails: under it, the address space is not limited */
#if defined(__SANITIZE_ADDRESS__)
#define ADDRESS_SPACE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ADDRESS_SPACE 0
#endif
#endif
#ifndef ADDRESS_SPACE
#define ADDRESS_SPACE 1
#endif

typedef struct Limits {
  lua_Integer cpu;              /* CPU seconds; 0: none */
  lua_Integer memory;           /* address space added to what is mapped; 0: none */
  double wall;                  /* seconds of wall clock */
  lua_Integer reply;            /* bytes of reply kept */
  int crash;                    /* a test's: the child ends with SIGSEGV at once */
} Limits;

typedef struct Hold {
  sigset_t old;                 /* the mask before the hold */
  int held;
} Hold;

/* ---- the child ---- */

/* a limit lowered to `soft` (the hard limit to `hard`), never raised */
static void lower(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit rl;
  if (getrlimit(resource, &rl) != 0) return;
  if (rl.rlim_max != RLIM_INFINITY && hard > rl.rlim_max) hard = rl.rlim_max;
  if (soft > hard) soft = hard;
  rl.rlim_cur = soft;
  rl.rlim_max = hard;
  (void)setrlimit(resource, &rl);
}

/* the bytes of address space the process has mapped (Linux's
** /proc/self/statm), 0 when it cannot be known */
static unsigned long long mapped_now(void) {
  unsigned long long pages = 0;
  long page = sysconf(_SC_PAGESIZE);
  FILE *f = fopen("/proc/self/statm", "r");
  if (f == NULL) return 0;
  if (fscanf(f, "%llu", &pages) != 1) pages = 0;
  fclose(f);
  return page > 0 ? pages * (unsigned long long)page : 0;
}

static void child_limits(const Limits *lim) {
  lower(RLIMIT_CORE, 0, 0);
  lower(RLIMIT_FSIZE, 0, 0);
#ifdef RLIMIT_NPROC
  lower(RLIMIT_NPROC, 0, 0);
#endif
  if (lim->cpu > 0) lower(RLIMIT_CPU, (rlim_t)lim->cpu, (rlim_t)lim->cpu + 1);
  if (ADDRESS_SPACE && lim->memory > 0) {
    unsigned long long now = mapped_now();
    if (now > 0) lower(RLIMIT_AS, (rlim_t)(now + (unsigned long long)lim->memory),
                       (rlim_t)(now + (unsigned long long)lim->memory));
  }
}

/* the child's descriptors: 0, 1, 2 on /dev/null, none other but `keep` */
static void child_fds(int keep) {
  long max = sysconf(_SC_OPEN_MAX);
  int fd, null = open("/dev/null", O_RDWR);
  if (null >= 0) {
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
  }
  if (max < 0 || max > FD_SCAN) max = FD_SCAN;
  for (fd = 3; fd < (int)max; fd++)
    if (fd != keep) close(fd);
}

static void write_all(int fd, const char *s, size_t len) {
  while (len > 0) {
    ssize_t w = write(fd, s, len);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return;
    s += w;
    len -= (size_t)w;
  }
}

/* the child's own process group, and its death with the parent's (Linux's
** PR_SET_PDEATHSIG; a parent already gone by then ends it at once) */
static void child_tie(pid_t parent) {
  (void)setpgid(0, 0);
#ifdef __linux__
  (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
  if (getppid() != parent) _exit(CHILD_ERROR);
}

/* runs fn (at index 1) in the child, sends its string, ends the process */
static void child(lua_State *L, const Limits *lim, int fd, pid_t parent) {
  struct sigaction sa;
  sigset_t none;
  int status;
  const char *s;
  size_t len = 0;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGPIPE, &sa, NULL);
  sa.sa_handler = SIG_IGN;
  sigaction(SIGXFSZ, &sa, NULL);
  /* the guard's timer signal, sent from outside: ignored (while a run is
  ** under guard, the guard's handler ignores any it did not send) */
  sigaction(SIGVTALRM, &sa, NULL);
  child_tie(parent);
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  child_fds(fd);
  fcntl(fd, F_SETFD, FD_CLOEXEC);   /* a program it starts does not hold the pipe */
  child_limits(lim);
  if (lim->crash) {             /* as the system would, whatever handler is set */
    sa.sa_handler = SIG_DFL;
    sigaction(SIGSEGV, &sa, NULL);
    raise(SIGSEGV);
  }
  lua_pushvalue(L, 1);
  status = lua_pcall(L, 0, 1, 0);
  s = lua_tolstring(L, -1, &len);
  if (s == NULL) {
    s = status == LUA_OK ? "" : "an error value that is not a string";
    len = strlen(s);
  }
  write_all(fd, s, len);
  _exit(status == LUA_OK ? 0 : CHILD_ERROR);
}

/* ---- the parent ---- */

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* the signals blocked while a run waits: SIGINT and SIGTERM, and
** SIGVTALRM, which this process (it runs no guard) takes and drops */
static void held_signals(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGTERM);
  sigaddset(set, SIGVTALRM);
}

/* SIGINT or SIGTERM, pending (blocked): taken, and its name; else NULL.
** A SIGVTALRM pending is taken and dropped. */
static const char *take_signal(void) {
  sigset_t pending, one;
  struct timespec zero = {0, 0};
  if (sigpending(&pending) != 0) return NULL;
  if (sigismember(&pending, SIGVTALRM)) {
    sigemptyset(&one);
    sigaddset(&one, SIGVTALRM);
    sigtimedwait(&one, NULL, &zero);
  }
  if (sigismember(&pending, SIGTERM)) {
    sigemptyset(&one);
    sigaddset(&one, SIGTERM);
    sigtimedwait(&one, NULL, &zero);
    return "SIGTERM";
  }
  if (sigismember(&pending, SIGINT)) {
    sigemptyset(&one);
    sigaddset(&one, SIGINT);
    sigtimedwait(&one, NULL, &zero);
    return "SIGINT";
  }
  return NULL;
}

static const char *signal_name(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGABRT: return "SIGABRT";
    case SIGKILL: return "SIGKILL";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGTERM: return "SIGTERM";
    case SIGINT: return "SIGINT";
    case SIGPIPE: return "SIGPIPE";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGALRM: return "SIGALRM";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGUSR1: return "SIGUSR1";
    case SIGUSR2: return "SIGUSR2";
    default: return NULL;
  }
}

static lua_Integer intfield(lua_State *L, const char *name, lua_Integer dflt, lua_Integer max) {
  lua_Integer v = dflt;
  int isnum;
  if (lua_getfield(L, 2, name) != LUA_TNIL) {
    v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 0 || v > max)
      luaL_error(L, "bad argument #2 to 'run' (field '%s' must be an integer 0..%I)", name, max);
  }
  lua_pop(L, 1);
  return v;
}

/* whether the child has ended, not yet reaped (its pid, and its group's
** id, still its own) */
static int ended(pid_t pid) {
  siginfo_t info;
  memset(&info, 0, sizeof info);
  return waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid;
}

/* kills the child and its process group, waits for it */
static void reap_killed(pid_t pid) {
  int st;
  kill(-pid, SIGKILL);
  kill(pid, SIGKILL);
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {
  }
}

/* what the child sent, kept in memory of C: nothing in the wait can
** raise a Lua error, which would leave the child running */
typedef struct Reply {
  char *s;
  size_t len, cap;
} Reply;

static void reply_add(Reply *r, const char *s, size_t len) {
  if (r->len + len > r->cap) {
    size_t cap = r->cap ? r->cap : 8192;
    char *p;
    while (cap < r->len + len) cap *= 2;
    p = (char *)realloc(r->s, cap);
    if (p == NULL) return;      /* kept as far as it went: a row cut short */
    r->s = p;
    r->cap = cap;
  }
  memcpy(r->s + r->len, s, len);
  r->len += len;
}

/***
 * Calls `fn()` in a child process under the limits, and returns how the
 * child ended and what it sent back.
 * @function run
 * @tparam function fn what the child runs: it returns a string
 * @tparam table limits `cpu` (CPU seconds, an integer; 0: none),
 *   `memory` (bytes of address space the child may map beyond what it
 *   has at the start; 0: none), `wall` (seconds of wall clock, required),
 *   `reply` (the most bytes kept of what the child sends; 1 MiB),
 *   `crash` (for tests: the child ends with SIGSEGV before it calls fn)
 * @treturn string "exit" (the child ended by itself), "signal" (a
 *   signal ended it), "wall" (the watchdog killed it), "interrupted"
 *   (SIGINT or SIGTERM came to this process: the child was killed)
 * @return for "exit" the child's status (0: fn returned, 3: it raised an
 *   error, the message sent back), for "signal" the signal's name (like
 *   "SIGSEGV", or its number), for "interrupted" "SIGINT" or "SIGTERM"
 * @treturn string what the child sent back
 */
static int s_run(lua_State *L) {
  Limits lim;
  sigset_t block, old;
  int fds[2], st = 0, done = 0, open_pipe = 1;
  pid_t pid;
  double deadline;
  const char *how = "exit";
  const char *sig = NULL;
  Reply b = {NULL, 0, 0};
  size_t kept = 0;
  pid_t self = getpid();
  luaL_checktype(L, 1, LUA_TFUNCTION);
  luaL_checktype(L, 2, LUA_TTABLE);
  lim.cpu = intfield(L, "cpu", 0, 1000000);
  lim.memory = intfield(L, "memory", 0, (lua_Integer)1 << 50);
  lim.reply = intfield(L, "reply", REPLY_MAX, (lua_Integer)1 << 30);
  lim.crash = lua_getfield(L, 2, "crash") != LUA_TNIL && lua_toboolean(L, -1);
  lua_pop(L, 1);
  if (lua_getfield(L, 2, "wall") != LUA_TNUMBER ||
      !(lua_tonumber(L, -1) > 0 && lua_tonumber(L, -1) <= 1e6))
    return luaL_error(L, "bad argument #2 to 'run' (field 'wall' must be a number above 0, "
                         "at most 1e6)");
  lim.wall = lua_tonumber(L, -1);
  lua_settop(L, 2);
  held_signals(&block);
  if (sigprocmask(SIG_BLOCK, &block, &old) != 0)
    return luaL_error(L, "cannot block signals: %s", strerror(errno));
  if (pipe(fds) != 0) {
    int e = errno;
    sigprocmask(SIG_SETMASK, &old, NULL);
    return luaL_error(L, "cannot make a pipe: %s", strerror(e));
  }
  fflush(NULL);                 /* nothing buffered is written twice */
  pid = fork();
  if (pid < 0) {
    int e = errno;
    close(fds[0]);
    close(fds[1]);
    sigprocmask(SIG_SETMASK, &old, NULL);
    return luaL_error(L, "cannot start a process: %s", strerror(e));
  }
  if (pid == 0) child(L, &lim, fds[1], self);   /* never returns */
  (void)setpgid(pid, pid);      /* as the child does: whichever comes first */
  close(fds[1]);
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  deadline = now_s() + lim.wall;
  while (!done) {
    double left = deadline - now_s();
    if ((sig = take_signal()) != NULL) {
      reap_killed(pid);
      how = "interrupted";
      break;
    }
    if (left <= 0) {
      reap_killed(pid);
      how = "wall";
      break;
    }
    if (open_pipe) {
      struct pollfd p;
      int ms = left * 1000 < POLL_MS ? (int)(left * 1000) + 1 : POLL_MS;
      p.fd = fds[0];
      p.events = POLLIN;
      p.revents = 0;
      if (poll(&p, 1, ms) > 0) {
        char buf[4096];
        ssize_t r = read(fds[0], buf, sizeof buf);
        if (r > 0) {
          size_t take = (size_t)r;
          if (kept + take > (size_t)lim.reply) take = (size_t)lim.reply - kept;
          if (take > 0) reply_add(&b, buf, take);
          kept += take;
        } else if (r == 0 || (errno != EINTR && errno != EAGAIN)) {
          open_pipe = 0;
        }
      } else if (ended(pid)) {
        /* the child ended but the pipe is still open: a process it left
        ** holds it; its group is killed, and the pipe ends with it */
        kill(-pid, SIGKILL);
      }
    } else {
      struct timespec pause = {0, 10000000L};
      /* ended, not yet reaped (its pid and group still its own): what it
      ** left in its group (a process it made where the system does not
      ** enforce RLIMIT_NPROC, as for root) is killed, then it is reaped */
      if (ended(pid)) kill(-pid, SIGKILL);
      {
        pid_t w = waitpid(pid, &st, WNOHANG);
        if (w == pid) done = 1;
        else if (w < 0 && errno != EINTR) done = 1;
        else nanosleep(&pause, NULL);
      }
    }
  }
  close(fds[0]);
  /* a signal that came as the child ended still interrupts */
  if (done && (sig = take_signal()) != NULL) how = "interrupted";
  sigprocmask(SIG_SETMASK, &old, NULL);
  lua_pushlstring(L, b.s != NULL ? b.s : "", b.len);
  free(b.s);
  lua_pushstring(L, how);
  if (sig != NULL) {
    lua_pushstring(L, sig);
  } else if (done && WIFSIGNALED(st)) {
    const char *name = signal_name(WTERMSIG(st));
    lua_pop(L, 1);
    lua_pushliteral(L, "signal");
    if (name) lua_pushstring(L, name);
    else lua_pushinteger(L, WTERMSIG(st));
  } else if (done && WIFEXITED(st)) {
    lua_pushinteger(L, WEXITSTATUS(st));
  } else {
    lua_pushnil(L);
  }
  lua_rotate(L, -3, -1);        /* how, code, reply */
  return 3;
}

/* ---- holding the signals ---- */

static int hold_release(lua_State *L) {
  Hold *h = (Hold *)luaL_checkudata(L, 1, HOLD_TYPE);
  if (h->held) {
    sigset_t pending, one;
    struct timespec zero = {0, 0};
    /* a SIGVTALRM that came from outside is dropped, never delivered */
    if (sigpending(&pending) == 0 && sigismember(&pending, SIGVTALRM)) {
      sigemptyset(&one);
      sigaddset(&one, SIGVTALRM);
      sigtimedwait(&one, NULL, &zero);
    }
    h->held = 0;
    sigprocmask(SIG_SETMASK, &h->old, NULL);
  }
  return 0;
}

/***
 * Blocks SIGINT and SIGTERM until the hold is released (or collected):
 * one that comes meanwhile waits, to be taken by `hold:pending()` or by
 * the next `run`.
 * @function hold
 * @treturn userdata the hold: `pending()` (the name of a signal that came,
 *   taken; or nil), `release()`
 */
static int s_hold(lua_State *L) {
  Hold *h = (Hold *)lua_newuserdatauv(L, sizeof(Hold), 0);
  sigset_t block;
  h->held = 0;
  luaL_setmetatable(L, HOLD_TYPE);
  held_signals(&block);
  if (sigprocmask(SIG_BLOCK, &block, &h->old) != 0)
    return luaL_error(L, "cannot block signals: %s", strerror(errno));
  h->held = 1;
  return 1;
}

static int hold_pending(lua_State *L) {
  Hold *h = (Hold *)luaL_checkudata(L, 1, HOLD_TYPE);
  const char *sig = h->held ? take_signal() : NULL;
  if (sig) lua_pushstring(L, sig);
  else lua_pushnil(L);
  return 1;
}

static const luaL_Reg hold_meta[] = {
  {"__gc", hold_release}, {"__close", hold_release}, {"__index", NULL}, {NULL, NULL}
};

static const luaL_Reg hold_methods[] = {
  {"pending", hold_pending}, {"release", hold_release}, {NULL, NULL}
};

static const luaL_Reg funcs[] = {
  {"run", s_run}, {"hold", s_hold},
  {NULL, NULL}
};

int luaopen_hanoi_sandbox(lua_State *L);

int luaopen_hanoi_sandbox(lua_State *L) {
  luaL_checkversion(L);
  if (luaL_newmetatable(L, HOLD_TYPE)) {
    luaL_setfuncs(L, hold_meta, 0);
    luaL_newlibtable(L, hold_methods);
    luaL_setfuncs(L, hold_methods, 0);
    lua_setfield(L, -2, "__index");
  }
  lua_pop(L, 1);
  luaL_newlib(L, funcs);
  lua_pushliteral(L, "hanoi.sandbox");
  lua_setfield(L, -2, "_NAME");
  lua_pushboolean(L, ADDRESS_SPACE);
  lua_setfield(L, -2, "address_space");
  return 1;
}
