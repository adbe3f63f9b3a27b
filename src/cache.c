/***
 * Tables kept between processes. The pattern databases and exact tables
 * the searches build are written, once built, to a directory of their own
 * (`$XDG_CACHE_HOME/hanoi`, else `~/.cache/hanoi`), so that the next
 * process reads them instead of building them again. Each file carries
 * its format, the build that wrote it, the table it holds and a checksum
 * of every part; a file that is missing, damaged or written by another
 * build is ignored and replaced. The environment variable `HANOI_CACHE=off`
 * (or the search option `cache = false`) turns the cache off;
 * `HANOI_CACHE_MAX` (bytes, or with a suffix K, M, G) or the option
 * `max_cache` caps its size (default 8 GiB): past it the tables used least
 * recently are removed. A table read from the cache is charged to
 * `max_states` and `max_memory` exactly as a table built, so whether an
 * answer is exact never depends on what is cached.
 * @module hanoi
 */

/***
 * The table cache.
 * @section cache
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "search.h"

#define MAGIC       "HANOItb\n"
#define FORMAT      1u
#define HEADER      128u
#define CHUNK       ((uint64_t)1 << 20)
#define ALIGN       ((uint64_t)4096)
#define NAME_MAX_   56
#define TMP_PREFIX  ".tmp-"
#define STALE_TMP   3600            /* seconds after which a temporary file is litter */
#ifndef MAP_POPULATE
#define MAP_POPULATE 0
#endif

/* ---- the checksum (after the rounds of Collet's xxHash64) ---- */

#define P1 0x9E3779B185EBCA87ull
#define P2 0xC2B2AE3D27D4EB4Full
#define P3 0x165667B19E3779F9ull

static uint64_t rotl(uint64_t x, int r) { return x << r | x >> (64 - r); }
static uint64_t mixin(uint64_t acc, uint64_t v) { return rotl(acc + v * P2, 31) * P1; }
static uint64_t load64(const unsigned char *p) { uint64_t v; memcpy(&v, p, 8); return v; }

uint64_t hanoi_cache_hash(const void *p, uint64_t n, uint64_t seed) {
  const unsigned char *s = (const unsigned char *)p;
  uint64_t a = seed + P1 + P2, b = seed + P2, c = seed, d = seed - P1, h, i = 0;
  for (; i + 32 <= n; i += 32) {
    a = mixin(a, load64(s + i));
    b = mixin(b, load64(s + i + 8));
    c = mixin(c, load64(s + i + 16));
    d = mixin(d, load64(s + i + 24));
  }
  h = rotl(a, 1) + rotl(b, 7) + rotl(c, 12) + rotl(d, 18) + n;
  for (; i + 8 <= n; i += 8) h = rotl(h ^ mixin(0, load64(s + i)), 27) * P1 + P3;
  for (; i < n; i++) h = rotl(h ^ (uint64_t)s[i] * P3, 11) * P1;
  h ^= h >> 33;
  h *= P2;
  h ^= h >> 29;
  h *= P3;
  return h ^ h >> 32;
}

/* ---- files ---- */

typedef struct Header {
  char magic[8];
  uint32_t format, header_bytes;
  uint64_t key, meta_bytes, payload_bytes, chunk_bytes, nchunks, data_offset;
  char name[NAME_MAX_];
  uint64_t check;
} Header;

/* the checksum of the header (check left out), the chunk sums and meta */
static uint64_t header_check(const Header *h, const uint64_t *sums, const void *meta) {
  Header c = *h;
  c.check = 0;
  return hanoi_cache_hash(&c, sizeof c, hanoi_cache_hash(sums, h->nchunks * 8,
                          hanoi_cache_hash(meta, h->meta_bytes, FORMAT)));
}

static int allzero(const unsigned char *p, uint64_t n) {
  uint64_t i;
  for (i = 0; i + 8 <= n; i += 8) if (load64(p + i)) return 0;
  for (; i < n; i++) if (p[i]) return 0;
  return 1;
}

/* a chunk's sum: never 0, which stands for a chunk of zeros */
static uint64_t chunk_sum(const unsigned char *p, uint64_t n, uint64_t i) {
  return allzero(p, n) ? 0 : hanoi_cache_hash(p, n, i) | 1;
}

static int path_of(char *out, size_t size, const char *dir, const char *name, const char *ext) {
  int r = snprintf(out, size, "%s/%s%s", dir, name, ext);
  return r > 0 && (size_t)r < size;
}

static int read_all(int fd, void *buf, uint64_t n, uint64_t off) {
  unsigned char *p = (unsigned char *)buf;
  while (n > 0) {
    size_t part = n > ((uint64_t)1 << 30) ? (size_t)1 << 30 : (size_t)n;
    ssize_t r = pread(fd, p, part, (off_t)off);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    p += r; off += (uint64_t)r; n -= (uint64_t)r;
  }
  return 0;
}

static int write_all(int fd, const void *buf, uint64_t n, uint64_t off) {
  const unsigned char *p = (const unsigned char *)buf;
  while (n > 0) {
    size_t part = n > ((uint64_t)1 << 30) ? (size_t)1 << 30 : (size_t)n;
    ssize_t r = pwrite(fd, p, part, (off_t)off);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    p += r; off += (uint64_t)r; n -= (uint64_t)r;
  }
  return 0;
}

static void layout(Header *h, const char *name, uint64_t key, uint64_t meta_bytes,
                   uint64_t bytes) {
  memset(h, 0, sizeof *h);
  memcpy(h->magic, MAGIC, 8);
  h->format = FORMAT;
  h->header_bytes = HEADER;
  h->key = key;
  h->meta_bytes = meta_bytes;
  h->payload_bytes = bytes;
  h->chunk_bytes = CHUNK;
  h->nchunks = (bytes + CHUNK - 1) / CHUNK;
  h->data_offset = (HEADER + h->nchunks * 8 + meta_bytes + ALIGN - 1) / ALIGN * ALIGN;
  strncpy(h->name, name, NAME_MAX_ - 1);
}

/* Opens table `name` and checks everything but its chunks: the header
** against the one this table must have, the checksum of the header, the
** chunk sums and meta (read into meta). Returns the file (and *sums, a
** malloc'd array), or -1. */
static int open_table(const char *dir, const char *name, uint64_t key, void *meta,
                      uint64_t meta_bytes, uint64_t bytes, Header *want, uint64_t **sums) {
  char path[4096];
  Header got;
  struct stat st;
  int fd;
  *sums = NULL;
  if (dir == NULL || !path_of(path, sizeof path, dir, name, HANOI_CACHE_EXT)) return -1;
  if ((fd = open(path, O_RDONLY)) < 0) return -1;
  layout(want, name, key, meta_bytes, bytes);
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      (uint64_t)st.st_size >= want->data_offset + bytes &&
      read_all(fd, &got, sizeof got, 0) == 0 &&
      memcmp(&got, want, offsetof(Header, check)) == 0 &&
      (*sums = (uint64_t *)malloc((size_t)(want->nchunks * 8 + 8))) != NULL &&
      read_all(fd, *sums, want->nchunks * 8, HEADER) == 0 &&
      read_all(fd, meta, meta_bytes, HEADER + want->nchunks * 8) == 0 &&
      header_check(&got, *sums, meta) == got.check)
    return fd;
  free(*sums);
  *sums = NULL;
  close(fd);
  return -1;
}

int hanoi_cache_load(const char *dir, const char *name, uint64_t key, void *meta,
                     uint64_t meta_bytes, void *payload, uint64_t bytes,
                     const volatile sig_atomic_t *stop) {
  Header h;
  uint64_t *sums, i;
  int fd, ok = -1, touched = 0;
  if ((fd = open_table(dir, name, key, meta, meta_bytes, bytes, &h, &sums)) < 0) return -1;
  for (i = 0; i < h.nchunks; i++) {
    unsigned char *p = (unsigned char *)payload + i * CHUNK;
    uint64_t n = i + 1 < h.nchunks ? CHUNK : bytes - i * CHUNK;
    if (stop != NULL && *stop) { ok = -2; goto done; }
    touched = 1;
    if (sums[i] == 0) memset(p, 0, (size_t)n);
    else if (read_all(fd, p, n, h.data_offset + i * CHUNK) != 0 ||
             (hanoi_cache_hash(p, n, i) | 1) != sums[i])
      goto done;
  }
  ok = 0;
  futimens(fd, NULL);                    /* used now: the last to go */
done:
  free(sums);
  close(fd);
  return ok == -1 && touched ? -3 : ok;
}

static uint64_t page_round(uint64_t n) {
  uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
  return (n + page - 1) / page * page;
}

void *hanoi_cache_map(const char *dir, const char *name, uint64_t key, void *meta,
                      uint64_t meta_bytes, uint64_t bytes, const volatile sig_atomic_t *stop,
                      int *status) {
  Header h;
  uint64_t *sums, i;
  unsigned char *base;
  int fd, ok = -1;
  *status = -1;
  if (bytes == 0 || (fd = open_table(dir, name, key, meta, meta_bytes, bytes, &h, &sums)) < 0)
    return NULL;
  base = (unsigned char *)mmap(NULL, (size_t)page_round(bytes), PROT_READ | PROT_WRITE,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == (unsigned char *)MAP_FAILED) base = NULL;
  for (i = 0; base != NULL && i < h.nchunks; i++) {
    uint64_t n = i + 1 < h.nchunks ? CHUNK : bytes - i * CHUNK;
    void *at;
    if (stop != NULL && *stop) { ok = -2; break; }
    if (sums[i] == 0) continue;            /* stays the zeros it was mapped as */
    at = mmap(base + i * CHUNK, (size_t)page_round(n), PROT_READ,
              MAP_PRIVATE | MAP_FIXED | MAP_POPULATE, fd, (off_t)(h.data_offset + i * CHUNK));
    if (at == MAP_FAILED || (hanoi_cache_hash(base + i * CHUNK, n, i) | 1) != sums[i]) break;
  }
  if (base != NULL && i == h.nchunks) {
    ok = 0;
    futimens(fd, NULL);
  }
  free(sums);
  close(fd);
  *status = ok;
  if (ok == 0) return base;
  if (base != NULL) munmap(base, (size_t)page_round(bytes));
  return NULL;
}

void hanoi_cache_unmap(void *p, uint64_t bytes) {
  if (p != NULL) munmap(p, (size_t)page_round(bytes));
}

/* makes dir and its parents (0700 for the ones made) */
static int make_dir(const char *dir) {
  char p[4096];
  size_t i, n = strlen(dir);
  if (n == 0 || n >= sizeof p) return -1;
  memcpy(p, dir, n + 1);
  for (i = 1; i <= n; i++) {
    if (p[i] != '/' && p[i] != '\0') continue;
    p[i] = '\0';
    if (mkdir(p, 0700) != 0 && errno != EEXIST) return -1;
    p[i] = i < n ? '/' : '\0';
  }
  return 0;
}

typedef struct Entry { char name[256]; uint64_t disk; time_t mtime; } Entry;

static int is_table(const char *name) {
  size_t n = strlen(name), e = strlen(HANOI_CACHE_EXT);
  return n > e && name[0] != '.' && strcmp(name + n - e, HANOI_CACHE_EXT) == 0;
}

static int is_tmp(const char *name) {
  return strncmp(name, TMP_PREFIX, strlen(TMP_PREFIX)) == 0;
}

/* the tables in dir (and removes old temporary files): a malloc'd array */
static Entry *list_dir(const char *dir, size_t *count, uint64_t *total) {
  DIR *d = opendir(dir);
  struct dirent *e;
  Entry *list = NULL;
  size_t n = 0, cap = 0;
  time_t now = time(NULL);
  *count = 0;
  *total = 0;
  if (d == NULL) return NULL;
  while ((e = readdir(d)) != NULL) {
    char path[4096];
    struct stat st;
    if (!is_table(e->d_name) && !is_tmp(e->d_name)) continue;
    if (!path_of(path, sizeof path, dir, e->d_name, "") || lstat(path, &st) != 0 ||
        !S_ISREG(st.st_mode))
      continue;
    if (is_tmp(e->d_name)) {
      if (now - st.st_mtime > STALE_TMP) unlink(path);
      continue;
    }
    if (strlen(e->d_name) >= sizeof list->name) continue;
    if (n == cap) {
      Entry *nl = (Entry *)realloc(list, (cap ? cap * 2 : 16) * sizeof *nl);
      if (nl == NULL) break;
      list = nl;
      cap = cap ? cap * 2 : 16;
    }
    strcpy(list[n].name, e->d_name);
    list[n].disk = (uint64_t)st.st_blocks * 512;
    list[n].mtime = st.st_mtime;
    *total += list[n].disk;
    n++;
  }
  closedir(d);
  *count = n;
  return list;
}

static int older(const void *a, const void *b) {
  const Entry *x = (const Entry *)a, *y = (const Entry *)b;
  return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

/* removes the least recently used tables until `need` more bytes fit
** under cap (`keep`, the table about to be replaced, counts as gone) */
static void make_room(const char *dir, const char *keep, uint64_t need, uint64_t cap) {
  size_t n, i;
  uint64_t total;
  Entry *list = list_dir(dir, &n, &total);
  char self[300];
  snprintf(self, sizeof self, "%s%s", keep, HANOI_CACHE_EXT);
  for (i = 0; i < n; i++)
    if (strcmp(list[i].name, self) == 0) total -= list[i].disk;
  if (list != NULL) qsort(list, n, sizeof *list, older);
  for (i = 0; i < n && total + need > cap; i++) {
    char path[4096];
    if (strcmp(list[i].name, self) == 0) continue;
    if (path_of(path, sizeof path, dir, list[i].name, "") && unlink(path) == 0)
      total -= list[i].disk;
  }
  free(list);
}

int hanoi_cache_save(const char *dir, const char *name, uint64_t key, const void *meta,
                     uint64_t meta_bytes, const void *payload, uint64_t bytes, uint64_t cap,
                     const volatile sig_atomic_t *stop) {
  char tmp[4096], path[4096];
  Header h;
  uint64_t *sums, i, disk;
  const unsigned char *p = (const unsigned char *)payload;
  int fd, ok = -1;
  if (dir == NULL || strlen(name) >= NAME_MAX_ ||
      !path_of(path, sizeof path, dir, name, HANOI_CACHE_EXT))
    return -1;
  layout(&h, name, key, meta_bytes, bytes);
  if ((sums = (uint64_t *)malloc((size_t)(h.nchunks * 8 + 8))) == NULL) return -1;
  disk = h.data_offset;
  for (i = 0; i < h.nchunks; i++) {
    uint64_t n = i + 1 < h.nchunks ? CHUNK : bytes - i * CHUNK;
    if (stop != NULL && *stop) { free(sums); return -1; }
    sums[i] = chunk_sum(p + i * CHUNK, n, i);
    if (sums[i]) disk += n;
  }
  h.check = header_check(&h, sums, meta);
  if (disk > cap || make_dir(dir) != 0) { free(sums); return -1; }
  make_room(dir, name, disk, cap);
  snprintf(tmp, sizeof tmp, "%s/" TMP_PREFIX "%.56s-XXXXXX", dir, name);
  if ((fd = mkstemp(tmp)) < 0) { free(sums); return -1; }
  if (write_all(fd, &h, sizeof h, 0) == 0 && write_all(fd, sums, h.nchunks * 8, HEADER) == 0 &&
      write_all(fd, meta, meta_bytes, HEADER + h.nchunks * 8) == 0) {
    ok = 0;
    for (i = 0; i < h.nchunks && ok == 0; i++) {
      uint64_t n = i + 1 < h.nchunks ? CHUNK : bytes - i * CHUNK;
      if (stop != NULL && *stop) ok = -1;
      else if (sums[i] && write_all(fd, p + i * CHUNK, n, h.data_offset + i * CHUNK) != 0)
        ok = -1;
    }
    if (ok == 0 && ftruncate(fd, (off_t)(h.data_offset + bytes)) != 0) ok = -1;
  }
  if (close(fd) != 0) ok = -1;
  if (ok == 0 && rename(tmp, path) != 0) ok = -1;
  if (ok != 0) unlink(tmp);
  free(sums);
  return ok;
}

/* ---- the Lua side ---- */

#define DIR_KEY "hanoi.cachedir"

/* HANOI_CACHE_MAX: bytes, or a number with K, M, G or T (powers of 1024) */
static uint64_t env_max(void) {
  const char *s = getenv("HANOI_CACHE_MAX");
  char *end;
  unsigned long long v;
  int shift = 0;
  if (s == NULL || *s < '0' || *s > '9') return HANOI_CACHE_DEFAULT_MAX;
  errno = 0;
  v = strtoull(s, &end, 10);
  if (errno != 0) return HANOI_CACHE_DEFAULT_MAX;
  switch (*end) {
    case 'K': case 'k': shift = 10; end++; break;
    case 'M': case 'm': shift = 20; end++; break;
    case 'G': case 'g': shift = 30; end++; break;
    case 'T': case 't': shift = 40; end++; break;
    default: break;
  }
  if (*end == 'i' || *end == 'B') end++;
  if (*end == 'B') end++;
  if (*end != '\0' || v > (UINT64_MAX >> shift)) return HANOI_CACHE_DEFAULT_MAX;
  return (uint64_t)v << shift;
}

uint64_t hanoi_cache_cap(lua_State *L) {
  (void)L;
  return env_max();
}

static int env_off(void) {
  const char *s = getenv("HANOI_CACHE");
  return s != NULL && (strcmp(s, "off") == 0 || strcmp(s, "0") == 0 || strcmp(s, "no") == 0 ||
                       strcmp(s, "false") == 0);
}

/* pushes the directory and returns 1, or pushes the reason there is none
** and returns 0 */
static int pushdir(lua_State *L) {
  const char *x;
  int t = lua_getfield(L, LUA_REGISTRYINDEX, DIR_KEY);
  if (t == LUA_TSTRING) return 1;
  lua_pop(L, 1);
  if (t == LUA_TBOOLEAN) { lua_pushliteral(L, "turned off by hanoi.cache_dir(false)"); return 0; }
  if (env_off()) { lua_pushliteral(L, "turned off by HANOI_CACHE"); return 0; }
  if ((x = getenv("XDG_CACHE_HOME")) != NULL && x[0] == '/') {
    lua_pushfstring(L, "%s/hanoi", x);
    return 1;
  }
  if ((x = getenv("HOME")) != NULL && x[0] == '/') {
    lua_pushfstring(L, "%s/.cache/hanoi", x);
    return 1;
  }
  lua_pushliteral(L, "no HOME and no XDG_CACHE_HOME");
  return 0;
}

int hanoi_cache_pushdir(lua_State *L) {
  if (pushdir(L)) return 1;
  lua_pop(L, 1);
  return 0;
}

/***
 * Where this Lua state keeps its tables: without an argument, the
 * directory (or nil and the reason there is none); with a path, that
 * directory from now on; with false, no cache; with true, the default
 * again (`$XDG_CACHE_HOME/hanoi`, else `~/.cache/hanoi`, unless
 * `HANOI_CACHE=off`).
 * @function cache_dir
 * @tparam[opt] string|boolean dir
 * @treturn[1] string the directory
 * @return[2] nil
 * @treturn[2] string why there is no cache
 */
static int s_cache_dir(lua_State *L) {
  if (!lua_isnone(L, 1)) {
    int t = lua_type(L, 1);
    luaL_argexpected(L, t == LUA_TSTRING || t == LUA_TBOOLEAN, 1, "string or boolean");
    if (t == LUA_TSTRING) {
      size_t len;
      const char *s = lua_tolstring(L, 1, &len);
      luaL_argcheck(L, len > 0 && strlen(s) == len && len < 3000, 1,
                    "directory must be a non-empty path without NUL bytes");
      lua_pushvalue(L, 1);
    }
    else if (lua_toboolean(L, 1)) lua_pushnil(L);
    else lua_pushboolean(L, 0);
    lua_setfield(L, LUA_REGISTRYINDEX, DIR_KEY);
  }
  if (pushdir(L)) return 1;
  luaL_pushfail(L);
  lua_insert(L, -2);
  return 2;
}

/***
 * What the table cache holds: a table with `dir` (nil when there is no
 * cache, then `reason` says why), `max` (the size cap in bytes), `bytes`
 * (the disk space its tables take) and `files`, a list of
 * `{name = ..., bytes = ..., modified = seconds since the epoch}`, most
 * recently used first.
 * @function cache_info
 * @treturn table
 */
static int s_cache_info(lua_State *L) {
  size_t n = 0, i;
  uint64_t total = 0;
  Entry *list = NULL;
  lua_settop(L, 0);
  lua_newtable(L);
  hanoi_pushu64(L, env_max());
  lua_setfield(L, 1, "max");
  if (pushdir(L)) {
    list = list_dir(lua_tostring(L, -1), &n, &total);
    lua_setfield(L, 1, "dir");
  }
  else lua_setfield(L, 1, "reason");
  if (list != NULL) qsort(list, n, sizeof *list, older);
  lua_createtable(L, (int)n, 0);
  for (i = 0; i < n; i++) {
    const Entry *e = &list[n - 1 - i];
    lua_createtable(L, 0, 3);
    lua_pushlstring(L, e->name, strlen(e->name) - strlen(HANOI_CACHE_EXT));
    lua_setfield(L, -2, "name");
    hanoi_pushu64(L, e->disk);
    lua_setfield(L, -2, "bytes");
    lua_pushinteger(L, (lua_Integer)e->mtime);
    lua_setfield(L, -2, "modified");
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  free(list);
  lua_setfield(L, 1, "files");
  hanoi_pushu64(L, total);
  lua_setfield(L, 1, "bytes");
  return 1;
}

/***
 * Removes every table from the cache (and only those: other files in its
 * directory stay). Returns the number of files removed and the bytes they
 * took.
 * @function cache_clear
 * @treturn int files removed
 * @treturn int bytes freed
 */
static int s_cache_clear(lua_State *L) {
  size_t n = 0, i, removed = 0;
  uint64_t total = 0, freed = 0;
  Entry *list;
  const char *dir;
  if (!pushdir(L)) { lua_pushinteger(L, 0); lua_pushinteger(L, 0); return 2; }
  dir = lua_tostring(L, -1);
  list = list_dir(dir, &n, &total);
  for (i = 0; i < n; i++) {
    char path[4096];
    if (path_of(path, sizeof path, dir, list[i].name, "") && unlink(path) == 0) {
      removed++;
      freed += list[i].disk;
    }
  }
  free(list);
  lua_pushinteger(L, (lua_Integer)removed);
  hanoi_pushu64(L, freed);
  return 2;
}

static const luaL_Reg cache_funcs[] = {
  {"cache_dir", s_cache_dir}, {"cache_info", s_cache_info}, {"cache_clear", s_cache_clear},
  {NULL, NULL}
};

void hanoi_open_cache(lua_State *L) {
  luaL_setfuncs(L, cache_funcs, 0);
}
