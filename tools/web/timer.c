/*
 * POSIX timers, which emscripten's C library declares but does not have:
 * here none can be made (ENOSYS), so hanoi.guard runs without its
 * CPU-time watchdog (it goes on when timer_create fails) and keeps its
 * step and memory limits. The page stops a run that overruns its time by
 * ending the Web Worker it runs in.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <time.h>

int timer_create(clockid_t clock, struct sigevent *restrict sev, timer_t *restrict timer) {
  (void)clock;
  (void)sev;
  (void)timer;
  errno = ENOSYS;
  return -1;
}

int timer_settime(timer_t timer, int flags, const struct itimerspec *restrict value,
                  struct itimerspec *restrict old) {
  (void)timer;
  (void)flags;
  (void)value;
  (void)old;
  errno = ENOSYS;
  return -1;
}

int timer_delete(timer_t timer) {
  (void)timer;
  errno = ENOSYS;
  return -1;
}
