/***
 * `hanoi.guard`: runs code that may never end, or may take all the
 * memory there is, and stops it. The teaching kit runs a learner's
 * function under it, so that nothing the function does (an endless loop,
 * a loop inside a coroutine it creates, a `pcall` around the stop, a call
 * of `debug.sethook` that would take the watch away, a string that
 * doubles until memory runs out) hangs the REPL or the machine.
 *
 * `guard.run(co, limits, ...)` resumes a coroutine that has not started
 * with a hook of its own on it (and on every coroutine it creates or
 * resumes: a new coroutine inherits its creator's hook, and each call of
 * `coroutine.resume` or of a function of `coroutine.wrap` is seen), and
 * three limits that do not depend on each other:
 *
 * - steps: Lua instructions, counted by the hook (deterministic); a call
 *   of any function (of Lua or of C) may count as `call_steps` more, each
 *   allocation as `alloc_steps` more and each `step_bytes` bytes allocated
 *   as one more, so that a loop of calls, or of allocations, is measured
 *   by what it costs too;
 * - time: a CPU-time timer (POSIX `timer_create`); when it fires, its
 *   signal handler sets a hook that stops at the next instruction on every
 *   coroutine of the run, as lua.c's own Ctrl-C does, and it fires again
 *   every 50 ms until the run ends, so no single escape defeats it;
 * - memory: the state's allocator is wrapped (`lua_getallocf` and
 *   `lua_setallocf`) while the run goes on: an allocation that would
 *   take the memory allocated since the start past the limit is refused,
 *   so one `string.rep` of a gigabyte fails at once.
 *
 * Once a limit is reached, every hook event of the run raises the stop
 * again, so a `pcall` that catches it does not keep the code going. Under
 * an `xpcall` (or a stack deeper than the 256 frames looked at for one:
 * each look walks the frames above it), the stop is raised as a memory
 * error (an allocation the wrapped allocator refuses), which Lua hands to
 * no message handler: an
 * `xpcall` handler that loops for ever would otherwise run with the hooks
 * off (Lua turns them off while a hook runs, and an error raised by a hook
 * calls the handler from there). Ctrl-C (lua.c's hook on the main thread, or
 * `hanoi.trap_interrupt`'s) stops the run too, and then reaches the main
 * thread as usual.
 *
 * What no hook can reach is stopped by the timer alone: a loop inside a
 * `__gc` finalizer (Lua runs finalizers with the hooks off) or one long
 * call of C (a pattern match that backtracks for hours). When the run
 * is still going `grace` more seconds of CPU time after its time ran out
 * (default: one more `seconds`, at least 5), the timer's handler writes one line to
 * standard error and ends the process with status 124, as timeout(1)
 * does: nothing else can end such a run, and Ctrl-C cannot either.
 *
 * The wrapped allocator stays valid for the life of the Lua state:
 * memory a search allocated during a run (a `hanoi.bfs` result kept
 * after it, say) is freed through it later, when the run is long over.
 * @module hanoi.guard
 */
#define _POSIX_C_SOURCE 200809L

#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lua.h"
#include "lauxlib.h"

#define GUARD_TYPE    "hanoi.Guard"
#define GUARD_SIGNAL  SIGVTALRM
#define GUARD_MAGIC   0x47554152u
#define MAXWATCH      64        /* coroutines the timer's handler reaches */
#define STEP_COUNT    1000      /* instructions between two count events */
#define REPEAT_NS     50000000L /* the timer again every 50 ms once fired */
#define HOOK_MASK     (LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT)
#define LATE_EXIT     124       /* the status when the timer must end the process */
/* a block no allocation of Lua ever asks for: the wrapped allocator
** refuses it, and asking for it raises the stop as a memory error */
#define STOP_BLOCK    ((size_t)-1 >> 2)  /* 2^62 (2^30 where size_t has 32 bits) */
#define SHIM_TYPE     "hanoi.Guard.allocator"

/* user values of a guard */
#define UV_STOP    1            /* the value raised to stop */
#define UV_HOOK    2            /* the Lua function told of calls of func */
#define UV_FUNC    3            /* the function whose calls are told */
#define UV_THREADS 4            /* the set of the run's coroutines */

enum { R_NONE, R_TIME, R_MEMORY, R_STEPS, R_INTERRUPT, R_SETHOOK, R_TRIP, R_FRAMES };
static const char *const reason_names[] = {
  NULL, "time", "memory", "steps", "interrupted", "sethook", "stopped", "frames"
};

/* the addresses that key, in the registry, the running guard and the
** list of allocator shims */
static const char running_key = 0;
static const char shims_key = 0;

/* the C functions of the standard library the hook recognises, found
** when the module is opened (an upvalue of its functions) */
typedef struct Known {
  lua_CFunction sethook, resume, wrapped, print, write, xpcall;
} Known;

typedef struct Guard Guard;

/* The wrapped allocator's own data: the allocator it wraps and the run
** under way. A userdata anchored in the registry, so it lives as long as
** the Lua state: a block allocated through it during a run may be freed
** through it long after the run (and its Guard) are gone. */
typedef struct Shim {
  lua_Alloc f;                  /* the allocator wrapped */
  void *ud;
  Guard *g;                     /* the run under way, or NULL */
} Shim;

struct Guard {
  unsigned magic;
  Shim *shim;                   /* the allocator's data during the run */
  Guard *outer;                 /* the run this one runs inside, or NULL */
  long long used, peak, limit;  /* bytes allocated since the start; 0: none */
  lua_Integer steps, max_steps; /* 0: no limit */
  lua_Integer call_steps;       /* steps a call counts */
  lua_Integer step_bytes;       /* bytes allocated that count as a step; 0: none */
  lua_Integer alloc_steps;      /* steps an allocation counts */
  lua_Integer bytes;            /* bytes allocated not yet counted as a step */
  int max_frames;               /* frames open at once on one coroutine; 0: no limit */
  int by_code;                  /* calls told: of any closure of func's code */
  const char *code_source;      /* that code: its chunk and its first line */
  int code_line, code_last;
  lua_Integer prints;           /* calls of print and io.write */
  volatile sig_atomic_t expired;/* set by the timer's handler */
  volatile sig_atomic_t late;   /* the timer's firings since it expired */
  volatile sig_atomic_t late_max; /* firings after which it ends the process */
  volatile sig_atomic_t active;
  volatile sig_atomic_t nwatch;
  lua_State *volatile watch[MAXWATCH];
  int reason, quiet, timing, alloc_on;
  lua_State *main;              /* the main thread: its hook says Ctrl-C */
  Known known;
  timer_t timer;
  struct sigaction oldsa;
};

static void guard_hook(lua_State *L, lua_Debug *ar);

/* ---- stopping ---- */

/* every coroutine of the run stops at its next instruction */
static void arm_all(Guard *g) {
  int i, n = g->nwatch;
  for (i = 0; i < n && i < MAXWATCH; i++) {
    lua_State *T = g->watch[i];
    if (T != NULL) lua_sethook(T, guard_hook, HOOK_MASK, 1);
  }
}

static void *guard_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/* whether a call of xpcall may be under way on L: its message handler
** would be called by an error raised here. lua_getstack walks the frames
** from the top, so a look at every level costs the square of the depth
** (minutes for a recursion 150,000 deep): the top XPCALL_LOOK frames are
** looked at, and a deeper stack counts as holding one (the stop is then
** raised as a memory error, which is right either way) */
#define XPCALL_LOOK 256
static int in_xpcall(lua_State *L, const Guard *g) {
  lua_Debug ar;
  int level, found = 0;
  if (g->known.xpcall == NULL) return 0;
  for (level = 0; !found && lua_getstack(L, level, &ar); level++) {
    if (level >= XPCALL_LOOK) return 1;
    lua_getinfo(L, "f", &ar);
    found = lua_tocfunction(L, -1) == g->known.xpcall;
    lua_pop(L, 1);
  }
  return found;
}

/* raises the stop: the stop value, an error as any other; but under an
** xpcall, a request for STOP_BLOCK, which the wrapped allocator refuses,
** so that the error is a memory error and no message handler runs (a
** handler called from a hook would run with the hooks off, out of reach).
** Not always so: Lua answers a refused allocation with a full collection
** first, a cost as large as the heap at every stop. (The run's value is
** reported apart, by run.) */
static int raise_stop(lua_State *L, int gi) {
  const Guard *g = (const Guard *)lua_touserdata(L, gi);
  if (lua_getallocf(L, NULL) == guard_alloc && in_xpcall(L, g))
    lua_newuserdatauv(L, STOP_BLOCK, 0);
  lua_getiuservalue(L, gi, UV_STOP);
  return lua_error(L);
}

static int trip(lua_State *L, Guard *g, int gi, int reason) {
  if (g->reason == R_NONE) g->reason = reason;
  arm_all(g);
  lua_sethook(L, guard_hook, HOOK_MASK, 1);
  return raise_stop(L, gi);
}

/* lua.c's answer to Ctrl-C (every call, return and line, count 1), and
** hanoi.trap_interrupt's (every call and return, count 1): a hook on the
** main thread that stops at its next instruction */
static int interrupt_asked(const Guard *g) {
  lua_State *M = g->main;
  int mask = M != NULL ? lua_gethookmask(M) : 0;
  return M != NULL && lua_gethook(M) != NULL && lua_gethook(M) != guard_hook &&
         lua_gethookcount(M) == 1 && (mask == HOOK_MASK || mask == (HOOK_MASK | LUA_MASKLINE));
}

/* ---- the coroutines of a run ---- */

/* adds the thread at stack index `idx` (any value: others are ignored) */
static void watch(lua_State *L, Guard *g, int gi, int idx) {
  lua_State *T = lua_tothread(L, idx);
  if (T == NULL) return;
  idx = lua_absindex(L, idx);
  lua_getiuservalue(L, gi, UV_THREADS);
  lua_pushvalue(L, idx);
  if (lua_rawget(L, -2) == LUA_TNIL) {
    lua_pushvalue(L, idx);
    lua_pushboolean(L, 1);
    lua_rawset(L, -4);
    if (g->nwatch < MAXWATCH) {
      g->watch[g->nwatch] = T;
      g->nwatch = g->nwatch + 1;
    }
    if (lua_gethook(T) != guard_hook || g->reason != R_NONE)
      lua_sethook(T, guard_hook, HOOK_MASK, g->reason != R_NONE ? 1 : STEP_COUNT);
  }
  lua_pop(L, 2);
}

/* ---- the hook ---- */

/*
** On every call, return and STEP_COUNT instructions of each coroutine of
** the run. It counts, stops, recognises the calls that would escape
** (debug.sethook, coroutine.resume and wrap), and tells the run's Lua
** hook of the calls and returns of its function and of every tail call.
** That Lua hook is called with lua_call: a hook cannot yield with values.
*/
static void guard_hook(lua_State *L, lua_Debug *ar) {
  Guard *g;
  int gi;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &running_key) != LUA_TUSERDATA) {
    lua_pop(L, 1);              /* a coroutine kept after its run */
    lua_sethook(L, NULL, 0, 0);
    return;
  }
  gi = lua_gettop(L);
  g = (Guard *)lua_touserdata(L, gi);
  if (g->reason != R_NONE) {
    lua_sethook(L, guard_hook, HOOK_MASK, 1);
    raise_stop(L, gi);
  }
  if (g->expired) trip(L, g, gi, R_TIME);
  if (ar->event == LUA_HOOKCOUNT) {
    g->steps += lua_gethookcount(L);
    if (g->max_steps > 0 && g->steps > g->max_steps) trip(L, g, gi, R_STEPS);
    if (interrupt_asked(g)) trip(L, g, gi, R_INTERRUPT);
    lua_pushthread(L);
    watch(L, g, gi, -1);
    lua_settop(L, gi - 1);
    return;
  }
  if (ar->event != LUA_HOOKRET) {
    g->steps += g->call_steps;
    if (g->max_steps > 0 && g->steps > g->max_steps) trip(L, g, gi, R_STEPS);
  }
  if (g->quiet > 0) {
    lua_settop(L, gi - 1);
    return;
  }
  /* a call past the frames allowed: a runaway recursion of any function
  ** stops here, long before Lua's own overflow (one walk of max_frames
  ** frames, no more, at each call) */
  if (g->max_frames > 0 && ar->event != LUA_HOOKRET) {
    lua_Debug deep;
    if (lua_getstack(L, g->max_frames, &deep)) trip(L, g, gi, R_FRAMES);
  }
  lua_getinfo(L, "f", ar);      /* the function called or returning */
  if (ar->event == LUA_HOOKCALL && lua_iscfunction(L, -1)) {
    lua_CFunction cf = lua_tocfunction(L, -1);
    if (cf == g->known.sethook) {
      trip(L, g, gi, R_SETHOOK);
    } else if (cf == g->known.resume) {
      if (lua_getlocal(L, ar, 1) != NULL) watch(L, g, gi, -1);
    } else if (cf == g->known.wrapped) {
      if (lua_getupvalue(L, -1, 1) != NULL) watch(L, g, gi, -1);
    } else if (cf == g->known.print || cf == g->known.write) {
      g->prints++;
    }
  } else if (ar->event == LUA_HOOKTAILCALL ||
             (lua_getiuservalue(L, gi, UV_FUNC), lua_rawequal(L, -1, -2)) ||
             (g->by_code && lua_getinfo(L, "S", ar) && ar->source == g->code_source &&
              ar->linedefined == g->code_line && ar->lastlinedefined == g->code_last)) {
    if (lua_getiuservalue(L, gi, UV_HOOK) == LUA_TFUNCTION) {
      lua_pushstring(L, ar->event == LUA_HOOKCALL ? "call"
                      : ar->event == LUA_HOOKRET ? "return" : "tail call");
      lua_call(L, 1, 0);
    }
  }
  lua_settop(L, gi - 1);
}

/* ---- the allocator ---- */

static void *guard_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  Shim *s = (Shim *)ud;
  Guard *g = s->g;
  size_t old = ptr != NULL ? osize : 0;
  void *p;
  /* the limit first: on a 32-bit size_t (WebAssembly) a learner's own
  ** request of 1 GiB is as large as STOP_BLOCK and is a memory stop */
  if (g != NULL && nsize > old && g->limit > 0 &&
      (nsize - old > (size_t)g->limit || g->used + (long long)(nsize - old) > g->limit)) {
    if (g->reason == R_NONE) {
      g->reason = R_MEMORY;
      arm_all(g);
    }
    return NULL;
  }
  if (nsize >= STOP_BLOCK) return NULL;         /* raise_stop's request */
  p = s->f(s->ud, ptr, osize, nsize);
  if (g != NULL && (p != NULL || nsize == 0)) {
    g->used += (long long)nsize - (long long)old;
    if (g->used > g->peak) g->peak = g->used;
    if (nsize > old) {
      /* counted as steps; the hook's next event stops the run past them */
      g->steps += g->alloc_steps;
    }
    if (g->step_bytes > 0 && nsize > old) {
      g->bytes += (lua_Integer)(nsize - old);
      g->steps += g->bytes / g->step_bytes;
      g->bytes %= g->step_bytes;
    }
  }
  return p;
}

/* at the state's close (a shim is collected only then): the allocator it
** wraps goes back in place, for what Lua frees after the finalizers.
** The finalizer is on an anchor, a userdata of its own that points at the
** shim: Lua 5.5 keeps the allocator that made a string's buffer in the
** string (luaL_Buffer hands its block over, lua_pushexternalstring) and
** frees it with that allocator at the close, after the finalizers. An
** object with a finalizer is freed first then (it goes back to the head
** of the list of objects), the others newest first: the shim, with no
** finalizer of its own, is freed after every string that names it. */
static int shim_gc(lua_State *L) {
  Shim *s = *(Shim **)luaL_checkudata(L, 1, SHIM_TYPE);
  void *ud;
  if (lua_getallocf(L, &ud) == guard_alloc && ud == (void *)s) lua_setallocf(L, s->f, s->ud);
  s->g = NULL;
  return 0;
}

/* the shim the run's allocator goes through: the one in place, else the
** one that wraps the allocator in place, else a new one */
static Shim *get_shim(lua_State *L) {
  void *ud;
  lua_Alloc f = lua_getallocf(L, &ud);
  Shim *s = NULL;
  lua_Integer i, n;
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &shims_key) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &shims_key);
  }
  n = (lua_Integer)lua_rawlen(L, -1);
  for (i = 1; i <= n && s == NULL; i++) {
    Shim *t;
    lua_rawgeti(L, -1, i);
    t = (Shim *)lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (t != NULL && (f == guard_alloc ? ud == (void *)t : t->f == f && t->ud == ud)) s = t;
  }
  if (s == NULL) {
    Shim **anchor;
    s = (Shim *)lua_newuserdatauv(L, sizeof(Shim), 0);
    s->f = f;
    s->ud = ud;
    s->g = NULL;
    anchor = (Shim **)lua_newuserdatauv(L, sizeof(Shim *), 0);
    *anchor = s;
    if (luaL_newmetatable(L, SHIM_TYPE)) {
      lua_pushcfunction(L, shim_gc);
      lua_setfield(L, -2, "__gc");
    }
    lua_setmetatable(L, -2);
    lua_rawsetp(L, -3, s);      /* shims[s] = anchor */
    lua_rawseti(L, -2, n + 1);  /* shims[n + 1] = s */
  }
  lua_pop(L, 1);
  return s;
}

/* ---- the timer ---- */

static void on_timer(int sig, siginfo_t *si, void *ctx) {
  Guard *g;
  (void)sig;
  (void)ctx;
  if (si == NULL || si->si_code != SI_TIMER) return;
  g = (Guard *)si->si_value.sival_ptr;
  if (g == NULL || g->magic != GUARD_MAGIC || !g->active) return;
  if (g->expired && ++g->late > g->late_max) {
    /* no hook has stopped it: a finalizer or one call of C that never
    ** returns; nothing but the end of the process can stop it */
    static const char msg[] = "hanoi.guard: the code ran on past its time limit where no hook "
                              "can stop it (a __gc finalizer or one long call of C); ending\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    _exit(LATE_EXIT);
  }
  g->expired = 1;
  arm_all(g);
}

static int start_timer(Guard *g, double seconds, double grace) {
  struct sigaction sa;
  struct sigevent sev;
  struct itimerspec its;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_timer;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  if (sigaction(GUARD_SIGNAL, &sa, &g->oldsa) != 0) return 0;
  memset(&sev, 0, sizeof sev);
  sev.sigev_notify = SIGEV_SIGNAL;
  sev.sigev_signo = GUARD_SIGNAL;
  sev.sigev_value.sival_ptr = g;
  if (timer_create(CLOCK_PROCESS_CPUTIME_ID, &sev, &g->timer) != 0) {
    sigaction(GUARD_SIGNAL, &g->oldsa, NULL);
    return 0;
  }
  memset(&its, 0, sizeof its);
  its.it_value.tv_sec = (time_t)seconds;
  its.it_value.tv_nsec = (long)((seconds - (double)(time_t)seconds) * 1e9);
  if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0) its.it_value.tv_nsec = 1;
  its.it_interval.tv_nsec = REPEAT_NS;
  /* the grace the code has to stop once its time ran out, in firings of
  ** the timer (a stop may take a full collection of a large heap) */
  g->late_max = (sig_atomic_t)(grace * (1e9 / (double)REPEAT_NS));
  if (g->late_max < 1) g->late_max = 1;
  timer_settime(g->timer, 0, &its, NULL);
  g->timing = 1;
  return 1;
}

/* deletes the timer; a signal it already sent is taken, not delivered */
static void stop_timer(Guard *g) {
  sigset_t only, old, pending;
  struct timespec zero = {0, 0};
  if (!g->timing) return;
  g->timing = 0;
  sigemptyset(&only);
  sigaddset(&only, GUARD_SIGNAL);
  sigprocmask(SIG_BLOCK, &only, &old);
  timer_delete(g->timer);
  while (sigpending(&pending) == 0 && sigismember(&pending, GUARD_SIGNAL))
    if (sigtimedwait(&only, NULL, &zero) < 0) break;
  sigaction(GUARD_SIGNAL, &g->oldsa, NULL);
  sigprocmask(SIG_SETMASK, &old, NULL);
}

/* ---- the Lua functions ---- */

static lua_Integer optfield(lua_State *L, int t, const char *name, lua_Integer max) {
  lua_Integer v = 0;
  int isnum;
  if (lua_getfield(L, t, name) != LUA_TNIL) {
    v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 0 || v > max)
      luaL_error(L, "bad argument #2 to 'run' (field '%s' must be an integer 0..%I)",
                 name, max);
  }
  lua_pop(L, 1);
  return v;
}

/* the guard's end: what the run changed goes back as it was */
static void finish(lua_State *L, Guard *g, int gi, int prev) {
  g->active = 0;
  stop_timer(g);
  if (g->alloc_on) {
    void *ud;
    Shim *s = g->shim;
    s->g = g->outer;
    if (g->outer == NULL && lua_getallocf(L, &ud) == guard_alloc && ud == (void *)s)
      lua_setallocf(L, s->f, s->ud);
    g->alloc_on = 0;
  }
  /* no coroutine of the run keeps the hook */
  lua_getiuservalue(L, gi, UV_THREADS);
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_State *T = lua_tothread(L, -2);
    if (T != NULL && lua_gethook(T) == guard_hook) lua_sethook(T, NULL, 0, 0);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  lua_pushvalue(L, prev);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &running_key);
}

/* a guard collected while its run is on: the state is being closed from
** inside the run (os.exit(code, true)); the timer must not fire on it */
static int guard_gc(lua_State *L) {
  /* its own type only (a metamethod may be handed anything); never an
  ** error from a finalizer */
  Guard *g = (Guard *)luaL_testudata(L, 1, GUARD_TYPE);
  if (g != NULL && g->active) {
    g->active = 0;
    stop_timer(g);
    if (g->alloc_on) g->shim->g = g->outer;
    g->alloc_on = 0;
  }
  return 0;
}

/***
 * Resumes `co`, a coroutine that has not started, with `...`, under the
 * limits, and returns how it ended.
 * @function run
 * @tparam thread co
 * @tparam table limits `steps` (Lua instructions, 0 or nil: none),
 *   `call_steps` (the steps each call of a function, of Lua or of C,
 *   counts besides its instructions; default 0), `alloc_steps` (the steps
 *   each allocation, or growth of a block, counts; default 0), `step_bytes`
 *   (each this many bytes allocated count as one step more; 0 or nil: none),
 *   `seconds` (CPU time), `grace` (the CPU seconds the code may go on
 *   once its time ran out, where no hook can stop it, before the process
 *   ends with status 124; default `seconds`, at least 5),
 *   `memory` (bytes allocated since the start),
 *   `stop` (the value run returns as the error once it stopped the code;
 *   default "stopped"; inside the code, under an xpcall, the stop is a
 *   memory error),
 *   `frames` (the frames, of Lua or C, open at once on one coroutine of the
 *   run, 0 or nil: none; a call past them stops the run, "frames"),
 *   `func` and `hook`: `hook(event)` is called on each call and return of
 *   `func` ("call", "return") and on every tail call ("tail call"), as a
 *   `debug.sethook` hook would be; with `code = true`, on each call and
 *   return of any closure of func's code (a local function made anew at
 *   each call of the function that makes it)
 * @treturn string "ok" (the coroutine returned), "yield" or "error"
 * @treturn string|nil why the guard stopped it: "steps", "time",
 *   "memory", "interrupted" (Ctrl-C), "sethook" (it called debug.sethook),
 *   "frames", "stopped" (`guard.trip`); nil when it did not
 * @return the error value (status "error"; the stop value when the guard
 *   stopped it), or the first value the coroutine returned (status "ok")
 * @treturn int the steps counted (instructions, and calls, allocations and
 *   bytes as `call_steps`, `alloc_steps` and `step_bytes` say)
 * @treturn int the most memory in use at once, in bytes, counted from the start
 * @treturn int the calls of `print` and `io.write` (outside `guard.quiet`)
 */
static int g_run(lua_State *L) {
  lua_State *co = lua_tothread(L, 1);
  const Known *known = (const Known *)lua_touserdata(L, lua_upvalueindex(1));
  Guard *g;
  int nargs, status, nres;
  const int gi = 3, prev = 4;   /* the guard and the guard it hides */
  double seconds = 0, grace = -1;
  luaL_argexpected(L, co != NULL, 1, "coroutine");
  luaL_argcheck(L, co != L && lua_status(co) == LUA_OK && lua_gettop(co) == 1 &&
                lua_type(co, 1) == LUA_TFUNCTION, 1, "coroutine not started expected");
  luaL_checktype(L, 2, LUA_TTABLE);
  nargs = lua_gettop(L) - 2;
  luaL_checkstack(L, 10, NULL);
  luaL_argcheck(L, lua_checkstack(co, nargs + LUA_MINSTACK), 1, "coroutine stack overflow");
  g = (Guard *)lua_newuserdatauv(L, sizeof(Guard), 4);
  memset(g, 0, sizeof *g);
  if (luaL_newmetatable(L, GUARD_TYPE)) {
    lua_pushcfunction(L, guard_gc);
    lua_setfield(L, -2, "__gc");
  }
  lua_setmetatable(L, -2);
  lua_insert(L, gi);
  g->known = *known;
  g->shim = get_shim(L);
  g->max_steps = optfield(L, 2, "steps", LUA_MAXINTEGER);
  g->call_steps = optfield(L, 2, "call_steps", 1000000);
  g->step_bytes = optfield(L, 2, "step_bytes", (lua_Integer)1 << 30);
  g->alloc_steps = optfield(L, 2, "alloc_steps", 1000000);
  g->max_frames = (int)optfield(L, 2, "frames", 1000000);
  g->limit = (long long)optfield(L, 2, "memory", (lua_Integer)1 << 50);
  if (lua_getfield(L, 2, "seconds") != LUA_TNIL) {
    int isnum;
    seconds = lua_tonumberx(L, -1, &isnum);
    if (!isnum || !(seconds > 0 && seconds <= 1e6))
      return luaL_error(L, "bad argument #2 to 'run' (field 'seconds' must be a number "
                           "above 0, at most 1e6)");
  }
  lua_pop(L, 1);
  if (lua_getfield(L, 2, "grace") != LUA_TNIL) {
    int isnum;
    grace = lua_tonumberx(L, -1, &isnum);
    if (!isnum || !(grace >= 0.05 && grace <= 1e6))
      return luaL_error(L, "bad argument #2 to 'run' (field 'grace' must be a number "
                           "from 0.05 to 1e6)");
  }
  lua_pop(L, 1);
  if (grace < 0) grace = seconds < 5 ? 5 : seconds;
  if (lua_getfield(L, 2, "stop") == LUA_TNIL) {
    lua_pop(L, 1);
    lua_pushliteral(L, "stopped");
  }
  lua_setiuservalue(L, gi, UV_STOP);
  lua_getfield(L, 2, "hook");
  lua_setiuservalue(L, gi, UV_HOOK);
  lua_getfield(L, 2, "func");
  if (lua_getfield(L, 2, "code") != LUA_TNIL && lua_toboolean(L, -1) &&
      lua_type(L, -2) == LUA_TFUNCTION && !lua_iscfunction(L, -2)) {
    lua_Debug fa;
    lua_pushvalue(L, -2);
    lua_getinfo(L, ">S", &fa);   /* the string lives as long as func, kept below */
    g->by_code = 1;
    g->code_source = fa.source;
    g->code_line = fa.linedefined;
    g->code_last = fa.lastlinedefined;
  }
  lua_pop(L, 1);
  lua_setiuservalue(L, gi, UV_FUNC);
  lua_newtable(L);
  lua_setiuservalue(L, gi, UV_THREADS);
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
  g->main = lua_tothread(L, -1);
  lua_pop(L, 1);
  lua_pushvalue(L, 1);
  watch(L, g, gi, -1);
  lua_pop(L, 1);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &running_key);
  lua_insert(L, prev);
  /* from here on, finish() undoes everything */
  g->magic = GUARD_MAGIC;
  g->active = 1;
  lua_pushvalue(L, gi);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &running_key);
  lua_sethook(co, guard_hook, HOOK_MASK, STEP_COUNT);
  {                             /* always: the stop is raised through it */
    Shim *s = g->shim;
    g->outer = s->g;
    s->g = g;
    lua_setallocf(L, guard_alloc, s);
    g->alloc_on = 1;
  }
  if (seconds > 0) start_timer(g, seconds, grace);
  lua_xmove(L, co, nargs);
  status = lua_resume(co, L, nargs, &nres);
  finish(L, g, gi, prev);
  lua_pushstring(L, status == LUA_OK ? "ok" : status == LUA_YIELD ? "yield" : "error");
  if (g->reason != R_NONE) lua_pushstring(L, reason_names[g->reason]);
  else lua_pushnil(L);
  if (status != LUA_OK && status != LUA_YIELD && g->reason != R_NONE) {
    lua_getiuservalue(L, gi, UV_STOP);    /* stopped: maybe raised as a memory error */
  } else if (status != LUA_OK && status != LUA_YIELD) {
    lua_pushvalue(co, -1);      /* the stack of co stays as it was, to be read */
    lua_xmove(co, L, 1);
  } else if (status == LUA_OK && nres > 0) {
    lua_pushvalue(co, -nres);   /* the first value it returned */
    lua_xmove(co, L, 1);
    lua_pop(co, nres);
  } else {
    lua_pop(co, nres);
    lua_pushnil(L);
  }
  lua_pushinteger(L, g->steps);
  lua_pushinteger(L, (lua_Integer)g->peak);
  lua_pushinteger(L, g->prints);
  return 6;
}

/* the guard of the run under way, or an error */
static Guard *running(lua_State *L, const char *fname) {
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &running_key) != LUA_TUSERDATA)
    luaL_error(L, "'%s' is for code that runs under guard.run", fname);
  return (Guard *)lua_touserdata(L, -1);
}

/***
 * Stops the run under way from inside it (its own Lua hook, or a function
 * the code calls): raises the stop value, and again at every hook event
 * of the run, whatever catches it.
 * @function trip
 */
static int g_trip(lua_State *L) {
  Guard *g = running(L, "trip");
  return trip(L, g, lua_gettop(L), R_TRIP);
}

static int quiet_done(lua_State *L, int status, lua_KContext ctx) {
  Guard *g = (Guard *)lua_touserdata(L, (int)ctx);
  g->quiet--;
  if (status != LUA_OK && status != LUA_YIELD && g->reason != R_NONE)
    return raise_stop(L, (int)ctx);            /* again, as raise_stop raises it */
  if (status != LUA_OK && status != LUA_YIELD) return lua_error(L);
  return lua_gettop(L) - (int)ctx;
}

/***
 * Calls `f(...)` inside a run without telling the run's hook of its calls
 * (the code of the kit that judges a move, say); the limits still count.
 * @function quiet
 * @tparam function f
 * @return what f returns
 */
static int g_quiet(lua_State *L) {
  Guard *g;
  luaL_checktype(L, 1, LUA_TFUNCTION);
  g = running(L, "quiet");
  lua_insert(L, 1);             /* the guard below f and its arguments */
  g->quiet++;
  return quiet_done(L, lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 1, quiet_done),
                    1);
}

/***
 * Whether code runs under `guard.run` now.
 * @function active
 * @treturn boolean
 */
static int g_active(lua_State *L) {
  lua_pushboolean(L, lua_rawgetp(L, LUA_REGISTRYINDEX, &running_key) == LUA_TUSERDATA);
  return 1;
}

/* ---- a learner's environment: its own load and setmetatable ---- */

/* the reader of a chunk given as a function: each piece it returns is
** kept in the slot RESERVED (as lbaselib.c's load does) */
#define RESERVED 5

static const char *piece(lua_State *L, void *ud, size_t *size) {
  (void)ud;
  luaL_checkstack(L, 2, "too many nested functions");
  lua_pushvalue(L, 1);
  lua_callk(L, 0, 1, 0, NULL);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    *size = 0;
    return NULL;
  }
  if (!lua_isstring(L, -1)) luaL_error(L, "reader function must return a string");
  lua_replace(L, RESERVED);
  return lua_tolstring(L, RESERVED, size);
}

/* load(chunk [, chunkname [, mode [, env]]]) of an environment: text
** only, whatever the mode says; the chunk's _ENV is `env` when given, else
** the environment of the loader (its one upvalue) */
static int text_load(lua_State *L) {
  size_t len;
  const char *s = lua_tolstring(L, 1, &len);
  const char *name = luaL_optstring(L, 2, s != NULL ? s : "=(load)");
  int status, env = lua_isnoneornil(L, 4) ? 0 : 4;
  if (s != NULL) {
    status = luaL_loadbufferx(L, s, len, name, "t");
  } else {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, RESERVED);
    status = lua_load(L, piece, NULL, name, "t");
  }
  if (status != LUA_OK) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  if (env != 0) lua_pushvalue(L, env);
  else lua_pushvalue(L, lua_upvalueindex(1));
  if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
  return 1;
}

/***
 * The `load` and `setmetatable` of an environment, two C functions that
 * reach nothing but `env`. `load` loads text chunks only, whatever the
 * mode says (a binary chunk, which Lua does not verify, could crash the
 * interpreter), in `env` unless told another; its one upvalue is `env`.
 * `setmetatable` is the base library's, but it refuses a metatable with a
 * `__gc` field (a finalizer runs when the collector says, outside every
 * limit); it has no upvalue. Neither is kept in this module's table, so an
 * error names them as the code that called them did.
 * @function loader
 * @tparam table env
 * @treturn function load
 * @treturn function setmetatable
 */
static int g_setmetatable(lua_State *L);

static int g_loader(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_pushcclosure(L, text_load, 1);
  lua_pushcfunction(L, g_setmetatable);
  return 2;
}

/* setmetatable without finalizers (see loader) */
static int g_setmetatable(lua_State *L) {
  int t = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
  if (t == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL)
      return luaL_error(L, "a finalizer (__gc) is not allowed in a graded file");
    lua_pop(L, 1);
  }
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
    return luaL_error(L, "cannot change a protected metatable");
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

/* ---- functions handed to a learner's code, sealed ---- */

/* the registry's table of sealed functions: token -> the Lua function it
** stands for, weak in its keys (an entry goes with its sealed function) */
static const char sealed_key = 0;

static int sealed_done(lua_State *L, int status, lua_KContext ctx) {
  (void)status;
  (void)ctx;
  return lua_gettop(L);         /* what the function returned, all of it */
}

/* a sealed function: its one upvalue is its token, a userdata of no size,
** no metatable and no user value; the function it stands for is found by
** the token in the registry and called with the same arguments */
static int sealed_call(lua_State *L) {
  int n = lua_gettop(L);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &sealed_key) != LUA_TTABLE)
    return luaL_error(L, "a sealed function called outside its module's state");
  lua_pushvalue(L, lua_upvalueindex(1));
  if (lua_rawget(L, -2) != LUA_TFUNCTION)
    return luaL_error(L, "a sealed function whose token was changed");
  lua_remove(L, -2);            /* the table */
  lua_insert(L, 1);             /* the function below its arguments */
  lua_callk(L, n, LUA_MULTRET, 0, sealed_done);
  return sealed_done(L, LUA_OK, 0);
}

/***
 * A C function that calls `f` with its arguments and returns what f
 * returns, and reaches nothing: its one upvalue is a token (a userdata of
 * no size, with no metatable and no user value), by which it finds f in a
 * table the registry keeps under a key no Lua code can write. So
 * `debug.getupvalue` on it gives the token and nothing else; only
 * `debug.getregistry` leads to f. For the functions the kit hands to a
 * learner's code (`move`, say), whose state is the run's.
 * One call of f is one more C frame on the stack below f.
 * @function seal
 * @tparam function f
 * @treturn function the sealed function
 */
static int g_seal(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_settop(L, 1);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &sealed_key) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &sealed_key);
  }
  lua_newuserdatauv(L, 0, 0);   /* the token */
  lua_pushvalue(L, -1);
  lua_pushvalue(L, 1);
  lua_rawset(L, 2);             /* table[token] = f */
  lua_pushcclosure(L, sealed_call, 1);
  return 1;
}


static const luaL_Reg funcs[] = {
  {"run", g_run}, {"trip", g_trip}, {"quiet", g_quiet}, {"active", g_active},
  {"loader", g_loader}, {"seal", g_seal}, {NULL, NULL}
};

/* the C function behind `lib.name`, NULL when it is not one */
static lua_CFunction libfunc(lua_State *L, const char *lib, const char *name) {
  lua_CFunction f = NULL;
  if (lua_getfield(L, -1, lib) == LUA_TTABLE) {
    lua_getfield(L, -1, name);
    f = lua_tocfunction(L, -1);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return f;
}

int luaopen_hanoi_guard(lua_State *L);

int luaopen_hanoi_guard(lua_State *L) {
  Known *k;
  int base;
  luaL_checkversion(L);
  luaL_newlibtable(L, funcs);
  base = lua_gettop(L);
  k = (Known *)lua_newuserdatauv(L, sizeof(Known), 0);
  memset(k, 0, sizeof *k);
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  k->sethook = libfunc(L, "debug", "sethook");
  k->resume = libfunc(L, "coroutine", "resume");
  k->write = libfunc(L, "io", "write");
  k->print = libfunc(L, LUA_GNAME, "print");
  k->xpcall = libfunc(L, LUA_GNAME, "xpcall");
  /* the C function behind every function coroutine.wrap returns */
  if (lua_getfield(L, -1, "coroutine") == LUA_TTABLE &&
      lua_getfield(L, -1, "wrap") == LUA_TFUNCTION) {
    luaL_loadstring(L, "return");
    lua_call(L, 1, 1);
    k->wrapped = lua_tocfunction(L, -1);
  }
  lua_settop(L, base + 1);      /* the library, then Known */
  luaL_setfuncs(L, funcs, 1);
  lua_pushliteral(L, GUARD_TYPE);
  lua_setfield(L, -2, "_NAME");
  return 1;
}
