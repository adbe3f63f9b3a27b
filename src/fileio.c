/***
 * `hanoi.fileio`: reading and writing the small text files of `hanoi`
 * (game saves, best scores) so that nothing hangs and nothing is lost.
 *
 * A read takes regular files only (a directory, a device such as
 * /dev/zero, a FIFO or a terminal is refused at once, never read or waited
 * on: the file is opened with O_NONBLOCK, kept only when fstat says it is
 * a regular file, and then read in blocking mode), up to a size cap, in
 * bounded chunks. A write goes to a temporary file in the target's
 * directory (`.hanoi-XXXXXX`, a short name, so that it fits beside any
 * valid name), which is flushed to disk, closed and then renamed over the
 * target: the target is either the old file or the whole new one, never a
 * part. A lock file (`lock`) lets processes that read, change and
 * replace the same file take turns. Only a regular file (or none) is replaced:
 * a FIFO, a device, a directory or a symbolic link in its place is
 * refused. On any failure the temporary file is removed and the old file
 * is left as it was; exceeding the file size limit (SIGXFSZ) is a
 * failure, not the end of the program; a signal that would end the
 * program (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT) waits until the temporary
 * file is renamed or removed. A name with a NUL byte in it is refused
 * (the system would read it cut at the NUL: another file).
 *
 * Failures are returned as `nil, reason` (the reason without the file
 * name, e.g. "No such file or directory"); bad arguments raise.
 * @module hanoi.fileio
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "lua.h"
#include "lauxlib.h"

#define FILEIO_MAX    (4 * 1024 * 1024)  /* default cap of a read, bytes */
#define FILEIO_CHUNK  (64 * 1024)        /* bytes per read call */
#define TMP_NAME      ".hanoi-XXXXXX"                /* beside the target */
#define LOCK_TYPE     "hanoi.FileLock"
#define LOCK_WAIT     10.0      /* default seconds a lock is waited for */
#define LOCK_POLL_NS  20000000L /* between two tries: 20 ms */

/* pushes nil and the reason; returns 2 */
static int fail(lua_State *L, const char *reason) {
  luaL_pushfail(L);
  lua_pushstring(L, reason);
  return 2;
}

/* what a file is, for the message that refuses it */
static const char *kind(mode_t m) {
  if (S_ISDIR(m)) return "a directory";
  if (S_ISCHR(m)) return "a character device";
  if (S_ISBLK(m)) return "a block device";
  if (S_ISFIFO(m)) return "a FIFO";
  if (S_ISSOCK(m)) return "a socket";
  return "another kind of file";
}

/* the path of argument 1, or NULL when it holds a NUL byte */
static const char *checkpath(lua_State *L, size_t *plen) {
  const char *path = luaL_checklstring(L, 1, plen);
  return strlen(path) == *plen ? path : NULL;
}

#define NUL_IN_NAME "the file name contains a NUL byte"

static int close_keep_errno(int fd) {
  int e = errno, r = close(fd);
  errno = e;
  return r;
}

/* Opens path (flags as open(2)) without waiting: O_NONBLOCK while
** opening, so that a FIFO with nobody at the other end neither hangs
** the open nor a read; kept only when fstat says it is a regular file
** (*st then filled), and then put back in blocking mode. The descriptor,
** or -1 after pushing nil and the reason (2 values on the stack). */
static int open_regular(lua_State *L, const char *path, int flags, struct stat *st) {
  int fd, fl;
  do fd = open(path, flags | O_NONBLOCK | O_NOCTTY, 0666); while (fd < 0 && errno == EINTR);
  if (fd < 0) {
    int e = errno;
    /* ENXIO: a FIFO opened for writing with nobody reading */
    if (e == ENXIO && stat(path, st) == 0 && !S_ISREG(st->st_mode)) {
      lua_pushfstring(L, "not a regular file (%s)", kind(st->st_mode));
      fail(L, lua_tostring(L, -1));
      lua_remove(L, -3);
      return -1;
    }
    fail(L, strerror(e));
    return -1;
  }
  if (fstat(fd, st) != 0 || ((fl = fcntl(fd, F_GETFL)) < 0) ||
      (S_ISREG(st->st_mode) && fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) != 0)) {
    int e = errno;
    close(fd);
    fail(L, strerror(e));
    return -1;
  }
  if (!S_ISREG(st->st_mode)) {
    close(fd);
    lua_pushfstring(L, "not a regular file (%s)", kind(st->st_mode));
    fail(L, lua_tostring(L, -1));
    lua_remove(L, -3);
    return -1;
  }
  return fd;
}

/***
 * Reads a whole regular file: the one way `hanoi` reads a file that
 * another program could have replaced (saves, best results, the files
 * given to `hanoi grade`).
 * @function read
 * @tparam string path
 * @tparam[opt=4194304] int max the most bytes to accept (4 MiB)
 * @treturn[1] string the contents
 * @return[2] nil
 * @treturn[2] string why not: the system's reason ("No such file or
 *  directory"), "not a regular file (a directory)", "larger than 4194304
 *  bytes", "the file name contains a NUL byte"
 */
static int fileio_read(lua_State *L) {
  size_t plen;
  const char *path = checkpath(L, &plen);
  lua_Integer max = luaL_optinteger(L, 2, FILEIO_MAX);
  luaL_Buffer b;
  struct stat st;
  size_t total = 0;
  int fd;
  luaL_argcheck(L, max >= 0 && max <= (lua_Integer)1 << 40, 2, "max must be 0..2^40");
  if (path == NULL) return fail(L, NUL_IN_NAME);
  if ((fd = open_regular(L, path, O_RDONLY, &st)) < 0) return 2;
  if (st.st_size > max) {
    close(fd);
    lua_pushfstring(L, "larger than %I bytes", max);
    return fail(L, lua_tostring(L, -1));
  }
  luaL_buffinit(L, &b);
  for (;;) {
    /* one byte past the cap tells a file that grew while being read */
    size_t want = (size_t)max + 1 - total;
    char *p;
    ssize_t r;
    if (want > FILEIO_CHUNK) want = FILEIO_CHUNK;
    p = luaL_prepbuffsize(&b, want);
    do r = read(fd, p, want); while (r < 0 && errno == EINTR);
    if (r < 0) {
      int e = errno;
      close(fd);
      return fail(L, strerror(e));
    }
    if (r == 0) break;
    luaL_addsize(&b, (size_t)r);
    total += (size_t)r;
    if (total > (size_t)max) {
      close(fd);
      lua_pushfstring(L, "larger than %I bytes", max);
      return fail(L, lua_tostring(L, -1));
    }
  }
  close(fd);
  luaL_pushresult(&b);
  return 1;
}

/* writes all of s to fd; 0 or -1 with errno */
static int write_all(int fd, const char *s, size_t len) {
  while (len > 0) {
    ssize_t r = write(fd, s, len);
    if (r < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    s += r;
    len -= (size_t)r;
  }
  return 0;
}

/* the permissions of a new file: those of the file it replaces, else
** what fopen would give (0666 less the umask) */
static mode_t new_mode(const struct stat *st, int exists) {
  mode_t mask;
  if (exists) return st->st_mode & 07777;
  mask = umask(022);
  umask(mask);
  return 0666 & ~mask;
}

/* the signals that end a program and can be held back */
static void ending_signals(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGTERM);
  sigaddset(set, SIGHUP);
  sigaddset(set, SIGQUIT);
}

/***
 * Replaces a file with new contents, atomically: a temporary file
 * `.hanoi-XXXXXX` beside it (in its directory) is written, flushed to disk, closed and
 * renamed over PATH. On failure PATH is untouched and the temporary file
 * removed. PATH must be a regular file or missing. Ctrl-C, SIGTERM,
 * SIGHUP and SIGQUIT are held back meanwhile, so that no temporary file
 * is left behind.
 * @function write
 * @tparam string path
 * @tparam string text
 * @treturn[1] true
 * @return[2] nil
 * @treturn[2] string why not (the system's reason, e.g. "File too large",
 *  "Permission denied"; "not a regular file (a FIFO)"; "the file name
 *  contains a NUL byte")
 */
static int fileio_write(lua_State *L) {
  size_t plen, len;
  const char *path = checkpath(L, &plen);
  const char *text = luaL_checklstring(L, 2, &len);
  struct sigaction ign, old;
  struct stat st;
  sigset_t hold, was;
  char *tmp;
  int fd, e = 0, exists;
  luaL_argcheck(L, plen > 0, 1, "path must not be empty");
  if (path == NULL) return fail(L, NUL_IN_NAME);
  exists = lstat(path, &st) == 0;
  if (!exists && errno != ENOENT) return fail(L, strerror(errno));
  if (exists && !S_ISREG(st.st_mode)) {
    lua_pushfstring(L, "not a regular file (%s)",
                    S_ISLNK(st.st_mode) ? "a symbolic link" : kind(st.st_mode));
    return fail(L, lua_tostring(L, -1));
  }
  {
    /* the template: the target's directory and a short name of fixed
    ** length, which fits wherever the target's name fits; a writable
    ** copy, anchored on the stack */
    const char *slash = strrchr(path, '/');
    size_t dirlen = slash != NULL ? (size_t)(slash - path) + 1 : 0;
    tmp = (char *)lua_newuserdatauv(L, dirlen + sizeof TMP_NAME, 0);
    memcpy(tmp, path, dirlen);
    memcpy(tmp + dirlen, TMP_NAME, sizeof TMP_NAME);
  }
  /* past the file size limit a write fails with EFBIG instead of the
  ** signal ending the program; the signals that end it wait until the
  ** temporary file is gone; both come back as they were below */
  memset(&ign, 0, sizeof ign);
  ign.sa_handler = SIG_IGN;
  sigemptyset(&ign.sa_mask);
  ending_signals(&hold);
  sigprocmask(SIG_BLOCK, &hold, &was);
  sigaction(SIGXFSZ, &ign, &old);
  fd = mkstemp(tmp);
  if (fd < 0) {
    e = errno;
  } else {
    if (fchmod(fd, new_mode(&st, exists)) != 0 || write_all(fd, text, len) != 0 ||
        fsync(fd) != 0) {
      e = errno;
      close_keep_errno(fd);
    } else if (close(fd) != 0) {
      e = errno;
    } else if (rename(tmp, path) != 0) {
      e = errno;
    }
    if (e != 0) unlink(tmp);
  }
  sigaction(SIGXFSZ, &old, NULL);
  sigprocmask(SIG_SETMASK, &was, NULL);
  if (e != 0) return fail(L, strerror(e));
  lua_pushboolean(L, 1);
  return 1;
}

/* mkdir that accepts a directory already there */
static int mkdir_one(const char *path) {
  struct stat st;
  if (mkdir(path, 0700) == 0) return 0;
  if (errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return 0;
  return -1;
}

/***
 * Makes a directory and the missing ones above it (as `mkdir -p`), each
 * readable by its owner only (0700, as for a user's data directory).
 * @function mkdir
 * @tparam string path
 * @treturn[1] true also when it exists already
 * @return[2] nil
 * @treturn[2] string why not ("Not a directory", "File exists", ...)
 */
static int fileio_mkdir(lua_State *L) {
  size_t len, i;
  const char *path = checkpath(L, &len);
  char *p;
  luaL_argcheck(L, len > 0, 1, "path must not be empty");
  if (path == NULL) return fail(L, NUL_IN_NAME);
  p = (char *)lua_newuserdatauv(L, len + 1, 0);
  memcpy(p, path, len + 1);
  for (i = 1; i < len; i++) {
    if (p[i] != '/' || p[i - 1] == '/') continue;
    p[i] = '\0';
    if (mkdir_one(p) != 0) return fail(L, strerror(errno == EEXIST ? ENOTDIR : errno));
    p[i] = '/';
  }
  if (mkdir_one(p) != 0) return fail(L, strerror(errno));
  lua_pushboolean(L, 1);
  return 1;
}

/***
 * From now on, a write past the file size limit (`ulimit -f`) fails with
 * "File too large" (EFBIG), on every file, standard output included,
 * instead of the signal SIGXFSZ ending the program without a word. The
 * `hanoi` command calls it first thing, so that it can report the write
 * error.
 * @function trap_size_limit
 * @treturn boolean whether it was done
 */
static int fileio_trap_size_limit(lua_State *L) {
  struct sigaction ign;
  memset(&ign, 0, sizeof ign);
  ign.sa_handler = SIG_IGN;
  sigemptyset(&ign.sa_mask);
  lua_pushboolean(L, sigaction(SIGXFSZ, &ign, NULL) == 0);
  return 1;
}

/* ---- locks ---- */

typedef struct FileLock { int fd; } FileLock;   /* fd -1 once released */

static double monotonic(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/***
 * Takes the lock file `path` for this process alone (an exclusive
 * `flock`), so that processes that read, change and replace the same file
 * (say, three games ending at once, each adding its best result) take
 * turns and lose nothing. The file is made when missing (empty; it stays)
 * and must be a regular file (a FIFO there is refused, never waited on).
 * Another holder is waited for, at most `seconds`. The lock goes with
 * `lock:release()`, when the lock is closed (`local l <close> =
 * fileio.lock(p)`) or collected, or when the process ends.
 * @function lock
 * @tparam string path
 * @tparam[opt=10] number seconds the longest wait for another holder
 * @treturn[1] FileLock
 * @return[2] nil
 * @treturn[2] string why not (the system's reason; "not a regular file
 *  (a FIFO)"; "held by another process")
 */
static int fileio_lock(lua_State *L) {
  size_t plen;
  const char *path = checkpath(L, &plen);
  lua_Number wait = luaL_optnumber(L, 2, LOCK_WAIT);
  double deadline;
  struct stat st;
  FileLock *lk;
  luaL_argcheck(L, plen > 0, 1, "path must not be empty");
  luaL_argcheck(L, wait >= 0 && wait <= 86400, 2, "seconds must be 0..86400");
  if (path == NULL) return fail(L, NUL_IN_NAME);
  lk = (FileLock *)lua_newuserdatauv(L, sizeof(FileLock), 0);
  lk->fd = -1;                                /* safe before anything can fail */
  luaL_setmetatable(L, LOCK_TYPE);
  if ((lk->fd = open_regular(L, path, O_RDWR | O_CREAT, &st)) < 0) return 2;
  deadline = monotonic() + wait;
  while (flock(lk->fd, LOCK_EX | LOCK_NB) != 0) {
    struct timespec pause;
    int e = errno;
    if (e != EWOULDBLOCK && e != EINTR) {
      close(lk->fd);
      lk->fd = -1;
      return fail(L, strerror(e));
    }
    if (monotonic() >= deadline) {
      close(lk->fd);
      lk->fd = -1;
      return fail(L, "held by another process");
    }
    pause.tv_sec = 0;
    pause.tv_nsec = LOCK_POLL_NS;
    nanosleep(&pause, NULL);
  }
  return 1;
}

/***
 * Releases the lock (once; later calls do nothing). Also `__close` and
 * `__gc`.
 * @function FileLock:release
 * @treturn boolean whether this call released it
 */
static int lock_release(lua_State *L) {
  FileLock *lk = (FileLock *)luaL_checkudata(L, 1, LOCK_TYPE);
  int held = lk->fd >= 0;
  if (held) close(lk->fd);                    /* and the flock goes */
  lk->fd = -1;
  lua_pushboolean(L, held);
  return 1;
}

static int lock_tostring(lua_State *L) {
  FileLock *lk = (FileLock *)luaL_checkudata(L, 1, LOCK_TYPE);
  lua_pushstring(L, lk->fd >= 0 ? "hanoi.FileLock (held)" : "hanoi.FileLock (released)");
  return 1;
}

static const luaL_Reg lock_meta[] = {
  {"__gc", lock_release}, {"__close", lock_release}, {"__tostring", lock_tostring},
  {"__index", NULL}, {NULL, NULL}
};

static const luaL_Reg lock_methods[] = {
  {"release", lock_release}, {NULL, NULL}
};

static const luaL_Reg fileio_funcs[] = {
  {"read", fileio_read}, {"write", fileio_write}, {"mkdir", fileio_mkdir},
  {"lock", fileio_lock}, {"trap_size_limit", fileio_trap_size_limit}, {NULL, NULL}
};

int luaopen_hanoi_fileio(lua_State *L);

int luaopen_hanoi_fileio(lua_State *L) {
  luaL_newmetatable(L, LOCK_TYPE);              /* again on a reload: same table */
  luaL_setfuncs(L, lock_meta, 0);
  luaL_newlib(L, lock_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  luaL_newlib(L, fileio_funcs);
  lua_pushinteger(L, FILEIO_MAX);
  lua_setfield(L, -2, "MAX");
  return 1;
}
