/*
 * POSIX timers, which emscripten's C library declares but does not have.
 * A WebAssembly engine gets no signal, so no timer of hanoi.guard can fire
 * here: a timer made here only tells the page when it is set and when it
 * goes (a message from the Web Worker the engine runs in, `{timer, seconds}`,
 * seconds 0 when it goes). hanoi.guard keeps its step and memory limits,
 * which its hooks enforce; what no hook can stop (one long call of C,
 * such as a pattern match) the page stops as `hanoi grade` does: where a
 * timer's time has run out twice over (its time and the guard's grace,
 * which is at least that time for the kit's runs) the page ends the
 * worker, and says so in `hanoi grade`'s words. On the page's main thread
 * (no worker) the messages are not sent.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <time.h>

#include <emscripten.h>

/* tells the worker's page: timer `id` runs out in `seconds` (0: it goes) */
EM_JS(void, hanoi_web_timer, (double id, double seconds), {
  if (typeof WorkerGlobalScope !== "undefined" && typeof postMessage === "function")
    postMessage({ timer: id, seconds: seconds });
})

int timer_create(clockid_t clock, struct sigevent *restrict sev, timer_t *restrict timer) {
  (void)clock;
  (void)sev;
  if (timer == NULL) {
    errno = EINVAL;
    return -1;
  }
  /* the timer's name: where its maker keeps it (one place for each guard) */
  *timer = (timer_t)timer;
  return 0;
}

int timer_settime(timer_t timer, int flags, const struct itimerspec *restrict value,
                  struct itimerspec *restrict old) {
  (void)flags;
  if (old != NULL) {
    old->it_value.tv_sec = old->it_interval.tv_sec = 0;
    old->it_value.tv_nsec = old->it_interval.tv_nsec = 0;
  }
  if (value == NULL) {
    errno = EINVAL;
    return -1;
  }
  hanoi_web_timer((double)(size_t)timer,
                  (double)value->it_value.tv_sec + (double)value->it_value.tv_nsec / 1e9);
  return 0;
}

int timer_delete(timer_t timer) {
  hanoi_web_timer((double)(size_t)timer, 0);
  return 0;
}
