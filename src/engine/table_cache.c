/*
** table_cache.c: tables kept on disk between processes (see
** table_cache.h): files written whole under a temporary name and renamed
** into place, a checksum of every chunk after the rounds of Collet's
** xxHash64, least recently used tables removed past a cap. Plain C and
** POSIX I/O, no lua_State: the Lua side (where the directory is, the
** functions cache_dir, cache_info, cache_clear) is cache.c.
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

#include "regular_file.h"
#include "table_cache.h"

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

/* n bytes at off read into `in` or, when `in` is NULL, written from
** `out`: in parts of at most 1 GiB, again after a signal; -1 on an error
** or an early end */
static int transfer_all(int fd, unsigned char *in, const unsigned char *out, uint64_t n,
                        uint64_t off) {
  uint64_t done = 0;
  while (done < n) {
    size_t part = n - done > ((uint64_t)1 << 30) ? (size_t)1 << 30 : (size_t)(n - done);
    ssize_t r = in != NULL ? pread(fd, in + done, part, (off_t)(off + done))
                           : pwrite(fd, out + done, part, (off_t)(off + done));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    done += (uint64_t)r;
  }
  return 0;
}

static int read_all(int fd, void *buf, uint64_t n, uint64_t off) {
  return transfer_all(fd, (unsigned char *)buf, NULL, n, off);
}

static int write_all(int fd, const void *buf, uint64_t n, uint64_t off) {
  return transfer_all(fd, NULL, (const unsigned char *)buf, n, off);
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
  /* a FIFO or a device put in the cache's place is refused, never waited on */
  if ((fd = hanoi_open_regular(path, O_RDONLY, 0)) < 0) return -1;
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

static int is_table(const char *name) {
  size_t n = strlen(name), e = strlen(HANOI_CACHE_EXT);
  return n > e && name[0] != '.' && strcmp(name + n - e, HANOI_CACHE_EXT) == 0;
}

static int is_tmp(const char *name) {
  return strncmp(name, TMP_PREFIX, strlen(TMP_PREFIX)) == 0;
}

static int older(const void *a, const void *b);

HCacheEntry *hanoi_cache_list(const char *dir, size_t *count, uint64_t *total) {
  DIR *d = opendir(dir);
  struct dirent *e;
  HCacheEntry *list = NULL;
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
      HCacheEntry *nl = (HCacheEntry *)realloc(list, (cap ? cap * 2 : 16) * sizeof *nl);
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
  if (list != NULL) qsort(list, n, sizeof *list, older);
  return list;
}

static int older(const void *a, const void *b) {
  const HCacheEntry *x = (const HCacheEntry *)a, *y = (const HCacheEntry *)b;
  return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

/* removes the least recently used tables until `need` more bytes fit
** under cap (`keep`, the table about to be replaced, counts as gone) */
static void make_room(const char *dir, const char *keep, uint64_t need, uint64_t cap) {
  size_t n, i;
  uint64_t total;
  HCacheEntry *list = hanoi_cache_list(dir, &n, &total);
  char self[300];
  snprintf(self, sizeof self, "%s%s", keep, HANOI_CACHE_EXT);
  for (i = 0; i < n; i++)
    if (strcmp(list[i].name, self) == 0) total -= list[i].disk;
  for (i = 0; i < n && total + need > cap; i++) {
    char path[4096];
    if (strcmp(list[i].name, self) == 0) continue;
    if (path_of(path, sizeof path, dir, list[i].name, "") && unlink(path) == 0)
      total -= list[i].disk;
  }
  free(list);
}

int hanoi_cache_remove(const char *dir, const char *file) {
  char path[4096];
  return path_of(path, sizeof path, dir, file, "") && unlink(path) == 0 ? 0 : -1;
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
