/*
** disk_bfs.c: the symmetric breadth-first search with its table on disk:
** Korf's two-bit breadth-first search in its disk form with frontier
** search and delayed duplicate detection (see disk_bfs.h).
*/
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "disk_bfs.h"
#include "regular_file.h"

#define EVEN      0x5555555555555555ull
#define FORMAT    1                     /* of the files: bump when they change */
#define HEADER    64
#define TRAILER   24
#define MAGIC     "HANOIBFS"
#define STATE     "state.bfs"
#define LOCKFILE  "lock.bfs"
#define PATHBUF   (4096 + 2 + 256)      /* the directory, '/', a name */
#define POLL      (1u << 20)            /* entries between looks at the stop flag */
/* the state is written after a pass once 1/COMMIT of the table's cells,
** at least COMMIT_MIN and at most COMMIT_MAX positions, were expanded
** since it was last written (and at the end): about 16 times a search, at
** most every few seconds of work */
#define COMMIT      16
#define COMMIT_MIN  ((uint64_t)1 << 16)
#define COMMIT_MAX  ((uint64_t)1 << 24)
#define SMALL_LAYER ((uint64_t)1 << 14)  /* positions a window expands on one thread */
#define MIN_IO    4096
#define MAX_IO    ((size_t)4 << 20)

/* ---- checksums: a 64-bit hash of a byte stream, fed in any pieces ---- */

typedef struct Hash { uint64_t h, tail, len; int nt; } Hash;

struct HDBfsTarget {          /* an update list being written in this pass */
  uint64_t count, bytes, prev;
  Hash h;                     /* its checksum so far */
  int opened;
};

static uint64_t mix(uint64_t h, uint64_t w) {
  h ^= w * 0x9E3779B97F4A7C15ull;
  h = (h << 31 | h >> 33) * 0xC2B2AE3D27D4EB4Full;
  return h;
}

static void hash_init(Hash *s) { s->h = 0x243F6A8885A308D3ull; s->tail = 0; s->len = 0; s->nt = 0; }

static void hash_feed(Hash *s, const unsigned char *p, size_t n) {
  s->len += n;
  while (n > 0 && s->nt > 0) {
    s->tail |= (uint64_t)*p++ << (8 * s->nt);
    n--;
    if (++s->nt == 8) { s->h = mix(s->h, s->tail); s->tail = 0; s->nt = 0; }
  }
  for (; n >= 8; n -= 8, p += 8) {
    uint64_t w = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
                 (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
                 (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
    s->h = mix(s->h, w);
  }
  while (n-- > 0) s->tail |= (uint64_t)*p++ << (8 * s->nt++);
}

static uint64_t hash_end(const Hash *s) {
  uint64_t h = mix(s->h, s->tail);
  h = mix(h, s->len);
  return h ^ h >> 29;
}

/* ---- little-endian numbers and varints ---- */

static void put64(unsigned char *p, uint64_t v) {
  int i;
  for (i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get64(const unsigned char *p) {
  uint64_t v = 0;
  int i;
  for (i = 7; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

static int putvar(unsigned char *p, uint64_t v) {
  int n = 0;
  while (v >= 0x80) { p[n++] = (unsigned char)(v | 0x80); v >>= 7; }
  p[n++] = (unsigned char)v;
  return n;
}

/* the cells of a word (bits 2c) as 32 bits and back */
static uint64_t pack_even(uint64_t x) {
  x &= EVEN;
  x = (x | x >> 1) & 0x3333333333333333ull;
  x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | x >> 4) & 0x00FF00FF00FF00FFull;
  x = (x | x >> 8) & 0x0000FFFF0000FFFFull;
  return (x | x >> 16) & 0xFFFFFFFFull;
}

static uint64_t spread_even(uint64_t x) {
  x &= 0xFFFFFFFFull;
  x = (x | x << 16) & 0x0000FFFF0000FFFFull;
  x = (x | x << 8) & 0x00FF00FF00FF00FFull;
  x = (x | x << 4) & 0x0F0F0F0F0F0F0F0Full;
  x = (x | x << 2) & 0x3333333333333333ull;
  return (x | x << 1) & EVEN;
}

/* the bits of x, without the instruction (not every target has it) */
static int bits(uint64_t x) {
  x = x - ((x >> 1) & EVEN);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

/* ---- errors ---- */

static int fail(HDBfs *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->err, sizeof d->err, fmt, ap);
  va_end(ap);
  return -1;
}

static int fail_errno(HDBfs *d, const char *doing, const char *name) {
  return fail(d, "%s '%s': %s", doing, name, strerror(errno));
}

static const char *const RESTART = "remove the directory's files to start the search again";

/* a name of the search's files that is not a regular file (a FIFO, a
** device, a directory put there): refused, never read, written or waited on */
static int not_regular(HDBfs *d, const char *name) {
  return fail(d, "'%s' in '%s' is not a regular file: give another directory or remove it",
              name, d->dir);
}

/* opens a file of the search, a regular file only (see regular_file.h);
** the descriptor, or -1 with the failure reported as `doing` it */
static int open_file(HDBfs *d, const char *path, const char *name, int flags,
                     const char *doing) {
  int fd = hanoi_open_regular(path, flags, 0666);
  if (fd == HANOI_NOT_REGULAR) return not_regular(d, name);
  if (fd < 0) return fail_errno(d, doing, name);
  return fd;
}

/* ---- file names ---- */

static void path_of(const HDBfs *d, char *out, size_t size, const char *name) {
  snprintf(out, size, "%s/%s", d->dir, name);
}

static void list_name(char *out, size_t size, int kind, int64_t layer, uint32_t s) {
  snprintf(out, size, "%c%lld-%lu.bfs", kind, (long long)layer, (unsigned long)s);
}

/* the kind, layer and segment of one of the search's lists; 0 if not one */
static int parse_name(const char *name, int *kind, int64_t *layer, uint32_t *s) {
  long long l;
  unsigned long sg;
  char c, tail[8];
  if (name[0] != 'a' && name[0] != 'g' && name[0] != 'u') return 0;
  if (sscanf(name, "%c%lld-%lu%7s", &c, &l, &sg, tail) != 4 || strcmp(tail, ".bfs") != 0) return 0;
  *kind = c;
  *layer = l;
  *s = (uint32_t)sg;
  return 1;
}

/* ---- headers ---- */

static void header(const HDBfs *d, unsigned char *h, int kind, int64_t layer, uint32_t s) {
  memset(h, 0, HEADER);
  memcpy(h, MAGIC, 8);
  put64(h + 8, (uint64_t)FORMAT | (uint64_t)kind << 32);
  put64(h + 16, (uint64_t)d->n | (uint64_t)d->k << 16 | (uint64_t)d->fixed << 32);
  put64(h + 24, d->ident);
  put64(h + 32, d->seg_blocks);
  put64(h + 40, (uint64_t)layer);
  put64(h + 48, s);
  put64(h + 56, d->nseg);
}

/* ---- lists: header, records, trailer ----
** A record is a word of the table: the zigzag varint of its distance
** from the record before (or from word 0), the free labels its cells use
** (update lists only), and its cells as 32 bits. */

static size_t put_rec(unsigned char *p, uint64_t *prev, uint64_t w, uint64_t pat, int u) {
  int64_t delta = (int64_t)(w - *prev);
  uint64_t z = delta < 0 ? ((uint64_t)(-(delta + 1)) << 1) | 1 : (uint64_t)delta << 1;
  size_t n = (size_t)putvar(p, z);
  uint64_t x = pack_even(pat);
  if (u >= 0) p[n++] = (unsigned char)u;
  p[n] = (unsigned char)x;
  p[n + 1] = (unsigned char)(x >> 8);
  p[n + 2] = (unsigned char)(x >> 16);
  p[n + 3] = (unsigned char)(x >> 24);
  *prev = w;
  return n + 4;
}

typedef struct Out {
  HDBfs *d;
  int fd;
  char name[64];
  unsigned char *buf;
  size_t len, cap;
  Hash h;
  uint64_t count, prev;
} Out;

static int out_flush(Out *o) {
  hash_feed(&o->h, o->buf, o->len);
  if (hanoi_write_all(o->fd, o->buf, o->len) != 0) return fail_errno(o->d, "cannot write", o->name);
  o->len = 0;
  return 0;
}

/* starts list kind/layer/s in buffer buf (iosize bytes) */
static int out_open(Out *o, HDBfs *d, unsigned char *buf, int kind, int64_t layer, uint32_t s) {
  char path[PATHBUF];
  o->d = d;
  o->buf = buf;
  o->cap = d->iosize;
  o->len = HEADER;
  o->count = 0;
  o->prev = 0;
  hash_init(&o->h);
  list_name(o->name, sizeof o->name, kind, layer, s);
  path_of(d, path, sizeof path, o->name);
  header(d, o->buf, kind, layer, s);
  o->fd = open_file(d, path, o->name, O_WRONLY | O_CREAT | O_TRUNC, "cannot create");
  return o->fd < 0 ? -1 : 0;
}

/* appends the cells pat (bits 2c) of word w */
static int out_word(Out *o, uint64_t w, uint64_t pat) {
  if (o->len + 16 > o->cap && out_flush(o) != 0) return -1;
  o->len += put_rec(o->buf + o->len, &o->prev, w, pat, -1);
  o->count += (uint64_t)bits(pat);
  return 0;
}

static int out_close(Out *o) {
  unsigned char t[TRAILER];
  int st = out_flush(o);
  if (st == 0) {
    put64(t, o->count);
    put64(t + 8, o->h.len);
    put64(t + 16, hash_end(&o->h));
    if (hanoi_write_all(o->fd, t, TRAILER) != 0) st = fail_errno(o->d, "cannot write", o->name);
  }
  if (close(o->fd) != 0 && st == 0) st = fail_errno(o->d, "cannot write", o->name);
  o->fd = -1;
  return st;
}

typedef struct In {
  HDBfs *d;
  int fd;
  char name[64];
  unsigned char *buf;
  size_t len, pos, cap;
  off_t at, end;            /* file offsets: next read, end of the records */
  Hash h;
  uint64_t count, got, prev, sum;
} In;

static int in_corrupt(In *r, const char *why) {
  return fail(r->d, "file '%s' of the search in '%s' is damaged (%s): %s", r->name, r->d->dir,
              why, RESTART);
}

/* opens list kind/layer/s, which must hold `count` cells (records for u) */
static int in_open(In *r, HDBfs *d, int kind, int64_t layer, uint32_t s, uint64_t count) {
  char path[PATHBUF];
  unsigned char h[HEADER], want[HEADER], t[TRAILER];
  struct stat st;
  r->d = d;
  r->buf = d->io;
  r->cap = d->iosize;
  r->len = r->pos = 0;
  r->got = r->prev = 0;
  r->count = count;
  hash_init(&r->h);
  list_name(r->name, sizeof r->name, kind, layer, s);
  path_of(d, path, sizeof path, r->name);
  r->fd = hanoi_open_regular(path, O_RDONLY, 0);
  if (r->fd == HANOI_NOT_REGULAR) return not_regular(d, r->name);
  if (r->fd < 0) {
    if (errno == ENOENT) return in_corrupt(r, "missing");
    return fail_errno(d, "cannot open", r->name);
  }
  if (fstat(r->fd, &st) != 0) return fail_errno(d, "cannot read", r->name);
  if (st.st_size < HEADER + TRAILER) return in_corrupt(r, "truncated");
  if (hanoi_pread_all(r->fd, h, HEADER, 0) != 0 || hanoi_pread_all(r->fd, t, TRAILER, st.st_size - TRAILER) != 0)
    return fail_errno(d, "cannot read", r->name);
  header(d, want, kind, layer, s);
  if (memcmp(h, want, HEADER) != 0) return in_corrupt(r, "another header");
  if (get64(t) != count) return in_corrupt(r, "another count");
  if (get64(t + 8) != (uint64_t)(st.st_size - TRAILER)) return in_corrupt(r, "another length");
  r->sum = get64(t + 16);
  hash_feed(&r->h, h, HEADER);
  r->at = HEADER;
  r->end = st.st_size - TRAILER;
  return 0;
}

/* at least `need` bytes buffered, unless the records end first */
static int in_fill(In *r, size_t need) {
  size_t keep = r->len - r->pos;
  if (keep >= need || r->at == r->end) return 0;
  memmove(r->buf, r->buf + r->pos, keep);
  r->len = keep;
  r->pos = 0;
  while (r->len < r->cap && r->at < r->end) {
    size_t want = r->cap - r->len;
    ssize_t got;
    if ((off_t)want > r->end - r->at) want = (size_t)(r->end - r->at);
    got = pread(r->fd, r->buf + r->len, want, r->at);
    if (got < 0) { if (errno == EINTR) continue; return fail_errno(r->d, "cannot read", r->name); }
    if (got == 0) return in_corrupt(r, "truncated");
    hash_feed(&r->h, r->buf + r->len, (size_t)got);
    r->len += (size_t)got;
    r->at += got;
  }
  return 0;
}

/* The next record: its word, cells (bits 2c) and, when u is not NULL,
** free labels. 1, 0 at the end, -1 on an error. */
static int in_rec(In *r, uint64_t *w, uint64_t *pat, unsigned *u) {
  uint64_t z = 0, x;
  const unsigned char *p;
  int sh = 0;
  if (r->len - r->pos < 16 && in_fill(r, 16) != 0) return -1;
  if (r->pos == r->len) return 0;
  for (;;) {
    unsigned char c;
    if (r->pos == r->len || sh > 63) return in_corrupt(r, "bad number");
    c = r->buf[r->pos++];
    z |= (uint64_t)(c & 0x7F) << sh;
    if (!(c & 0x80)) break;
    sh += 7;
  }
  if (r->len - r->pos < (u ? 5u : 4u)) return in_corrupt(r, "truncated");
  p = r->buf + r->pos;
  if (u) *u = *p++;
  x = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24;
  r->pos += u ? 5 : 4;
  r->prev += z & 1 ? ~(z >> 1) : z >> 1;
  *w = r->prev;
  *pat = spread_even(x);
  r->got += u ? 1 : (uint64_t)bits(x);
  return 1;
}

static int in_close(In *r) {
  int st = 0;
  if (r->got != r->count) st = in_corrupt(r, "another count");
  else if (hash_end(&r->h) != r->sum) st = in_corrupt(r, "checksum");
  close(r->fd);
  r->fd = -1;
  return st;
}

/* ---- memory plan ---- */

static uint64_t clamp(uint64_t v, uint64_t lo, uint64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* the table's blocks; *kq its cells per block */
static uint64_t table_blocks(int n, int k, int fixed, uint64_t *kq) {
  HCanon c;
  int q = 0;
  *kq = 1;
  while (q < 3 && q < n && *kq * (uint64_t)k <= 64) { *kq *= (uint64_t)k; q++; }
  hanoi_canon_init(&c, n - q, k, fixed);
  return c.count;
}

typedef struct Rec { uint64_t w, p; unsigned char u; } Rec;

static uint64_t segments(uint64_t nblocks, uint64_t seg) { return (nblocks + seg - 1) / seg; }

/* What a search with segments of sb blocks allocates: the window (cells,
** two flag bits and a touched bit per group), two I/O buffers, the
** successors waiting to be written (spill records), the counts per
** segment and a reserve for the layer counts (the HDBfs itself is the
** caller's). */
static uint64_t sizes(int n, int k, int fixed, uint64_t sb, size_t *io, uint64_t *spill) {
  uint64_t kq, nblocks = table_blocks(n, k, fixed, &kq), w, cells, nseg;
  if (sb > nblocks) sb = nblocks;
  nseg = segments(nblocks, sb);
  w = hanoi_cbfs_window_bytes(n, k, sb);
  cells = CELL_WORDS(sb * kq) * 8;
  w += (w - cells) / 2;
  *io = (size_t)clamp(w / 64, MIN_IO, MAX_IO);
  *spill = clamp(w / 16 / sizeof(Rec), 256, (uint64_t)1 << 22);
  return w + 2 * (uint64_t)*io + *spill * sizeof(Rec) + nseg * (9 * 8 + sizeof(HDBfsTarget)) +
         8192;
}

uint64_t hanoi_dbfs_bytes(int n, int k, int fixed, uint64_t seg_blocks) {
  size_t io;
  uint64_t spill;
  return sizes(n, k, fixed, seg_blocks, &io, &spill);
}

/* The plan for a limit: the largest segments (a multiple of the window
** alignment, or the whole table) whose search fits. The memory falls
** with the segments' size down to a least figure (below it the counts
** per segment weigh more than the window), then grows again: that least
** figure is found by a ternary search, the largest segments that fit by
** halving above it. */
uint64_t hanoi_dbfs_plan(int n, int k, int fixed, uint64_t limit, uint64_t *need) {
  uint64_t kq, nblocks = table_blocks(n, k, fixed, &kq), al = hanoi_cbfs_align(n, k), lo, hi, best;
  if (nblocks <= al) {
    *need = hanoi_dbfs_bytes(n, k, fixed, nblocks);
    return *need <= limit ? nblocks : 0;
  }
  lo = nblocks / DBFS_MAX_SEGMENTS / al + 1;   /* in units of al */
  hi = (nblocks + al - 1) / al;
  while (hi - lo > 2) {
    uint64_t m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
    if (hanoi_dbfs_bytes(n, k, fixed, m1 * al) <= hanoi_dbfs_bytes(n, k, fixed, m2 * al)) hi = m2;
    else lo = m1;
  }
  for (best = lo; lo <= hi; lo++)
    if (hanoi_dbfs_bytes(n, k, fixed, lo * al) < hanoi_dbfs_bytes(n, k, fixed, best * al)) best = lo;
  *need = hanoi_dbfs_bytes(n, k, fixed, best * al);
  if (*need > limit) return 0;
  if (hanoi_dbfs_bytes(n, k, fixed, nblocks) <= limit) return nblocks;
  lo = best;                           /* fits */
  hi = (nblocks + al - 1) / al;        /* does not */
  while (hi - lo > 1) {
    uint64_t mid = lo + (hi - lo) / 2;
    if (hanoi_dbfs_bytes(n, k, fixed, mid * al) <= limit) lo = mid;
    else hi = mid;
  }
  return lo * al;
}

/* ---- the state file ---- */

/* the counts per segment: the lists the next pass reads (kept in the
** state), then those it writes */
enum { DB_A2, DB_G2, DB_A1, DB_G1, DB_A0, DB_U0, DB_GO, DB_AN, DB_UN, DB_KEPT = DB_GO };

static uint64_t identity(int n, int k, int fixed, const unsigned char *start) {
  Hash h;
  unsigned char b[HANOI_MAXN + 3];
  b[0] = (unsigned char)n;
  b[1] = (unsigned char)k;
  b[2] = (unsigned char)fixed;
  memcpy(b + 3, start, (size_t)n);
  hash_init(&h);
  hash_feed(&h, b, (size_t)n + 3);
  return hash_end(&h);
}

/* the state's bytes: header, 5 numbers, the layers, the kept counts, trailer */
static uint64_t state_size(uint64_t nlayers, uint64_t nseg) {
  return HEADER + 8 * (5 + nlayers + DB_KEPT * nseg) + TRAILER;
}

/* writes the state (aside, synced, renamed over the last one) */
static int commit(HDBfs *d) {
  char tmp[PATHBUF], path[PATHBUF];
  uint64_t size = state_size(d->nlayers, d->nseg), i, nk = DB_KEPT * (uint64_t)d->nseg;
  unsigned char *p = d->io;
  size_t at;
  int fd, st = 0;
  Hash h;
  path_of(d, tmp, sizeof tmp, STATE ".tmp");
  path_of(d, path, sizeof path, STATE);
  fd = open_file(d, tmp, STATE ".tmp", O_WRONLY | O_CREAT | O_TRUNC, "cannot create");
  if (fd < 0) return -1;
  hash_init(&h);
  header(d, p, 's', d->pass, 0);
  put64(p + HEADER, (uint64_t)d->done);
  put64(p + HEADER + 8, d->wa0);
  put64(p + HEADER + 16, d->last_found);
  put64(p + HEADER + 24, d->nlayers);
  put64(p + HEADER + 32, size);
  at = HEADER + 40;
  for (i = 0; i < d->nlayers + nk && st == 0; i++) {
    uint64_t v = i < d->nlayers ? d->layers[i]
               : d->cnt[(i - d->nlayers) / d->nseg][(i - d->nlayers) % d->nseg];
    if (at + 8 > d->iosize) {
      hash_feed(&h, p, at);
      if (hanoi_write_all(fd, p, at) != 0) st = -1;
      at = 0;
    }
    put64(p + at, v);
    at += 8;
  }
  if (st == 0) {
    unsigned char t[TRAILER];
    hash_feed(&h, p, at);
    put64(t, 0);
    put64(t + 8, h.len);
    put64(t + 16, hash_end(&h));
    if (hanoi_write_all(fd, p, at) != 0 || hanoi_write_all(fd, t, TRAILER) != 0 || fsync(fd) != 0) st = -1;
  }
  if (close(fd) != 0) st = -1;
  if (st != 0) return fail_errno(d, "cannot write", STATE ".tmp");
  if (rename(tmp, path) != 0) return fail_errno(d, "cannot rename", STATE ".tmp");
  fd = open(d->dir, O_RDONLY | O_DIRECTORY);   /* the rename itself, on disk */
  if (fd >= 0) { (void)fsync(fd); close(fd); }
  d->since_commit = 0;
  return 0;
}

/* Reads the state: 1 when there is none, 0 when read (d's place and
** layers set; the counts per segment are read by read_counts once their
** arrays exist), -1 when foreign or damaged, -2 without memory. The
** search's shape (n, k, start) must already be in d; the segments come
** from the state. */
static int read_state(HDBfs *d) {
  char path[PATHBUF];
  unsigned char h[HEADER], want[HEADER], buf[4096];
  struct stat st;
  int fd;
  uint64_t size, i, nl, at;
  Hash hs;
  path_of(d, path, sizeof path, STATE);
  fd = hanoi_open_regular(path, O_RDONLY, 0);
  if (fd == HANOI_NOT_REGULAR) return not_regular(d, STATE);
  if (fd < 0) {
    if (errno == ENOENT) return 1;
    return fail_errno(d, "cannot open", STATE);
  }
  if (fstat(fd, &st) != 0 || st.st_size < HEADER + TRAILER + 40 ||
      hanoi_pread_all(fd, h, HEADER, 0) != 0 || hanoi_pread_all(fd, buf, 40, HEADER) != 0) {
    close(fd);
    return fail(d, "the state file '%s' of the search in '%s' is damaged (truncated): %s",
                STATE, d->dir, RESTART);
  }
  if (memcmp(h, MAGIC, 8) != 0) {
    close(fd);
    return fail(d, "'%s' in '%s' is not the state of a search of hanoi.bfs: give another "
                "directory or remove its files", STATE, d->dir);
  }
  if ((uint32_t)get64(h + 8) != FORMAT || (get64(h + 8) >> 32) != 's') {
    close(fd);
    return fail(d, "directory '%s' holds a search written by another version of hanoi "
                "(file format %u): give another directory or remove its files", d->dir,
                (unsigned)(uint32_t)get64(h + 8));
  }
  d->seg_blocks = get64(h + 32);
  d->nseg = (uint32_t)get64(h + 56);
  header(d, want, 's', (int64_t)get64(h + 40), 0);
  if (memcmp(h, want, HEADER) != 0) {
    unsigned n = (unsigned)(get64(h + 16) & 0xFFFF), k = (unsigned)(get64(h + 16) >> 16 & 0xFFFF);
    close(fd);
    if (n == (unsigned)d->n && k == (unsigned)d->k)
      return fail(d, "directory '%s' holds the files of a search of %u disks on %u pegs from "
                  "another start: give another directory or remove its files", d->dir, n, k);
    return fail(d, "directory '%s' holds the files of a search of %u disks on %u pegs, not %d "
                "on %d: give another directory or remove its files", d->dir, n, k, d->n, d->k);
  }
  size = (uint64_t)st.st_size;
  nl = get64(buf + 24);
  hash_init(&hs);
  for (at = 0; at < size - TRAILER && d->nseg > 0; at += i) {   /* the checksum */
    i = size - TRAILER - at < sizeof buf ? size - TRAILER - at : sizeof buf;
    if (hanoi_pread_all(fd, buf, (size_t)i, (off_t)at) != 0) { close(fd); return fail_errno(d, "cannot read", STATE); }
    hash_feed(&hs, buf, (size_t)i);
  }
  if (hanoi_pread_all(fd, buf, TRAILER, (off_t)(size - TRAILER)) != 0) {
    close(fd);
    return fail_errno(d, "cannot read", STATE);
  }
  if (d->nseg == 0 || d->nseg > DBFS_MAX_SEGMENTS || d->seg_blocks == 0 ||
      segments(d->nblocks, d->seg_blocks) != d->nseg || nl > ((uint64_t)1 << 24) ||
      size != state_size(nl, d->nseg) || get64(buf + 8) != size - TRAILER ||
      hash_end(&hs) != get64(buf + 16)) {
    close(fd);
    return fail(d, "the state file '%s' of the search in '%s' is damaged (checksum): %s",
                STATE, d->dir, RESTART);
  }
  if (hanoi_pread_all(fd, buf, 40, HEADER) != 0) { close(fd); return fail_errno(d, "cannot read", STATE); }
  d->pass = (int64_t)get64(h + 40);
  d->done = (int)get64(buf);
  d->wa0 = get64(buf + 8);
  d->last_found = get64(buf + 16);
  d->lcap = nl + 64;
  d->layers = (uint64_t *)hanoi_alloc(d->mem, (size_t)(d->lcap * 8));
  if (d->layers == NULL) { close(fd); d->lcap = 0; return -2; }
  for (i = 0; i < nl; i++) {
    if (hanoi_pread_all(fd, buf, 8, (off_t)(HEADER + 40 + 8 * i)) != 0) {
      close(fd);
      return fail_errno(d, "cannot read", STATE);
    }
    d->layers[d->nlayers++] = get64(buf);
  }
  close(fd);
  return 0;
}

/* the counts per segment of the state just read */
static int read_counts(HDBfs *d) {
  char path[PATHBUF];
  unsigned char buf[8];
  uint64_t i;
  int fd;
  path_of(d, path, sizeof path, STATE);
  if ((fd = open_file(d, path, STATE, O_RDONLY, "cannot open")) < 0) return -1;
  for (i = 0; i < DB_KEPT * (uint64_t)d->nseg; i++) {
    if (hanoi_pread_all(fd, buf, 8, (off_t)(HEADER + 40 + 8 * (d->nlayers + i))) != 0) {
      close(fd);
      return fail_errno(d, "cannot read", STATE);
    }
    d->cnt[i / d->nseg][i % d->nseg] = get64(buf);
  }
  close(fd);
  return 0;
}

/* ---- files no longer (or not yet) needed ---- */

/* Deletes the search's lists that the next pass does not read: all but
** a and g of layers pass - 2 and pass - 1, a and u of layer pass; all of
** them once the search is over. */
static int prune(HDBfs *d) {
  DIR *dp = opendir(d->dir);
  struct dirent *e;
  char path[PATHBUF];
  if (dp == NULL) return fail_errno(d, "cannot read directory", d->dir);
  while ((e = readdir(dp)) != NULL) {
    int kind, keep;
    int64_t layer;
    uint32_t s;
    if (strcmp(e->d_name, STATE ".tmp") == 0) keep = 0;
    else if (!parse_name(e->d_name, &kind, &layer, &s)) continue;
    else if (d->done) keep = 0;
    else if (kind == 'u') keep = layer == d->pass;
    else keep = layer == d->pass - 2 || layer == d->pass - 1 || (kind == 'a' && layer == d->pass);
    if (!keep) {
      path_of(d, path, sizeof path, e->d_name);
      if (unlink(path) != 0 && errno != ENOENT) {
        closedir(dp);
        return fail_errno(d, "cannot remove", e->d_name);
      }
    }
  }
  closedir(dp);
  return 0;
}

/* The lists of a directory without a state: 0 none, 2 only lists of the
** first layer (a start that failed, or was killed, before its first state
** was in place: they hold the start and nothing else), 1 others. */
static int has_lists(HDBfs *d) {
  DIR *dp = opendir(d->dir);
  struct dirent *e;
  int found = 0, kind;
  int64_t layer;
  uint32_t s;
  if (dp == NULL) return 0;
  while (found < 2 && (e = readdir(dp)) != NULL)
    if (parse_name(e->d_name, &kind, &layer, &s)) found = kind == 'a' && layer == 0 ? 1 : 2;
  closedir(dp);
  return found == 0 ? 0 : found == 1 ? 2 : 1;
}

/* ---- opening ---- */

static void *alloc0(HDBfs *d, uint64_t bytes) {
  void *p = hanoi_alloc(d->mem, (size_t)bytes);
  if (p != NULL) memset(p, 0, (size_t)bytes);
  return p;
}

static void spill(void *ud, const uint64_t *wi, const uint64_t *want, const unsigned char *u,
                  int n);

/* the window, buffers and per-segment arrays (after the plan) */
static int allocate(HDBfs *d, int nthreads) {
  int st, i;
  sizes(d->n, d->k, d->fixed, d->seg_blocks, &d->iosize, &d->scap);
  st = hanoi_cbfs_init_window(&d->b, d->mem, d->n, d->k, d->fixed,
                              d->seg_blocks < d->nblocks ? d->seg_blocks : d->nblocks,
                              nthreads, spill, d);
  if (st == HS_TOOBIG) return fail(d, "%d^%d states are too many to search", d->k, d->n);
  if (st != 0) return -2;
  d->open = 1;
  d->nthreads = d->b.nthreads;
  d->b.stop = d->stop;
  d->touched_bytes = d->b.flag_bytes;
  for (i = 0; i < 9; i++) if ((d->cnt[i] = (uint64_t *)alloc0(d, d->nseg * 8)) == NULL) return -2;
  if ((d->tg = (HDBfsTarget *)alloc0(d, d->nseg * sizeof(HDBfsTarget))) == NULL ||
      (d->io = (unsigned char *)hanoi_alloc(d->mem, d->iosize)) == NULL ||
      (d->sio = (unsigned char *)hanoi_alloc(d->mem, d->iosize)) == NULL ||
      (d->touched = (uint64_t *)alloc0(d, d->touched_bytes)) == NULL ||
      (d->sr = hanoi_alloc(d->mem, (size_t)(d->scap * sizeof(Rec)))) == NULL)
    return -2;
  return 0;
}

/* the list of the first layer: the start */
static int first_layer(HDBfs *d) {
  uint64_t cell = hanoi_cbfs_cell(&d->b, d->start), blk = cell / (uint64_t)d->b.kq;
  uint32_t s = (uint32_t)(blk / d->seg_blocks);
  uint64_t local = cell - s * d->seg_blocks * (uint64_t)d->b.kq;
  Out o;
  int i, u = 0;
  for (i = 0; i < d->n; i++)
    if (d->start[i] >= d->fixed && d->start[i] - d->fixed + 1 > u) u = d->start[i] - d->fixed + 1;
  if (out_open(&o, d, d->io, 'a', 0, s) != 0) return -1;
  if (out_word(&o, local >> 5, (uint64_t)1 << (2 * (local & 31))) != 0 || out_close(&o) != 0) {
    if (o.fd >= 0) close(o.fd);
    return -1;
  }
  d->cnt[DB_A0][s] = 1;
  d->wa0 = d->b.orbit[u];
  d->pass = 0;
  return 0;
}

/* what an open made, undone when it fails (see undo) */
#define DB_MADE_DIR   1                 /* the directory */
#define DB_MADE_LOCK  2                 /* the lock file */
#define DB_MADE_FILES 4                 /* the first list and state of a new search */
#define LOCK_TRIES    8

/* Takes the directory's lock: lock.bfs, made when missing, held with
** flock. A lock file is removed by a search that made it and then fails
** (see undo), so a lock taken on a file no longer under that name is
** no lock: it is taken again on the file the name now holds. */
static int take_lock(HDBfs *d, const char *path) {
  int tries;
  for (tries = 0; tries < LOCK_TRIES; tries++) {
    struct stat held, named;
    int made = 1;
    d->lockfd = hanoi_open_regular(path, O_RDWR | O_CREAT | O_EXCL, 0666);
    if (d->lockfd == -1 && errno == EEXIST) {
      made = 0;
      d->lockfd = hanoi_open_regular(path, O_RDWR, 0);
      if (d->lockfd == -1 && errno == ENOENT) continue;      /* removed meanwhile */
    }
    if (d->lockfd == HANOI_NOT_REGULAR) { d->lockfd = -1; return not_regular(d, LOCKFILE); }
    if (d->lockfd < 0) { d->lockfd = -1; return fail_errno(d, "cannot create", path); }
    if (flock(d->lockfd, LOCK_EX | LOCK_NB) != 0) {
      int e = errno;
      close(d->lockfd);
      d->lockfd = -1;
      if (e == EWOULDBLOCK) return fail(d, "directory '%s' is in use by another search", d->dir);
      errno = e;
      return fail_errno(d, "cannot lock", path);
    }
    if (fstat(d->lockfd, &held) == 0 && stat(path, &named) == 0 &&
        held.st_dev == named.st_dev && held.st_ino == named.st_ino) {
      if (made) d->made |= DB_MADE_LOCK;
      return 0;
    }
    close(d->lockfd);
    d->lockfd = -1;
  }
  return fail(d, "directory '%s' is in use by another search", d->dir);
}

/* Removes every list of the search and the state's temporary copy (with
** the lock held, in a directory without a state): regular files only (what
** another program put under those names stays, and is refused by name). */
static void remove_lists(HDBfs *d) {
  DIR *dp = opendir(d->dir);
  struct dirent *e;
  struct stat st;
  char path[PATHBUF];
  int kind;
  int64_t layer;
  uint32_t s;
  if (dp == NULL) return;
  while ((e = readdir(dp)) != NULL)
    if (strcmp(e->d_name, STATE ".tmp") == 0 || parse_name(e->d_name, &kind, &layer, &s)) {
      path_of(d, path, sizeof path, e->d_name);
      if (lstat(path, &st) == 0 && S_ISREG(st.st_mode)) (void)unlink(path);
    }
  closedir(dp);
}

/* After a refusal or failure of hanoi_dbfs_open: removes what it made,
** so that the directory is as it was (the lock still held meanwhile). A
** removal that fails leaves at worst the first layer's lists, which the
** next search recognises and removes (see has_lists). */
static void undo(HDBfs *d) {
  char path[PATHBUF];
  if (d->made & DB_MADE_FILES) remove_lists(d);
  if (d->made & DB_MADE_LOCK) {
    path_of(d, path, sizeof path, LOCKFILE);
    (void)unlink(path);
  }
  if (d->lockfd >= 0) close(d->lockfd);
  d->lockfd = -1;
  if (d->made & DB_MADE_DIR) (void)rmdir(d->dir);
  d->made = 0;
}

static int open_dir(HDBfs *d, HMem *mem, const char *dir, int n, int k, int fixed,
                    const unsigned char *start, int nthreads);

int hanoi_dbfs_open(HDBfs *d, HMem *mem, const char *dir, int n, int k, int fixed,
                    const unsigned char *start, int nthreads,
                    const volatile sig_atomic_t *stop) {
  int rs;
  memset(d, 0, sizeof *d);
  d->lockfd = -1;
  d->stop = stop;
  rs = open_dir(d, mem, dir, n, k, fixed, start, nthreads);
  if (rs != 0) undo(d);
  d->made = 0;
  return rs;
}

static int open_dir(HDBfs *d, HMem *mem, const char *dir, int n, int k, int fixed,
                    const unsigned char *start, int nthreads) {
  struct stat st;
  char path[PATHBUF];
  int rs;
  uint64_t need, kq, base = mem->used;
  d->mem = mem;
  d->n = n;
  d->k = k;
  d->fixed = fixed;
  memcpy(d->start, start, (size_t)n);
  d->ident = identity(n, k, fixed, start);
  d->nblocks = table_blocks(n, k, fixed, &kq);
  d->commit_every = clamp(d->nblocks * kq / COMMIT, COMMIT_MIN, COMMIT_MAX);
  if (strlen(dir) >= sizeof d->dir - 64) return fail(d, "directory name '%s' is too long", dir);
  strcpy(d->dir, dir);
  if (pthread_mutex_init(&d->lock, NULL) != 0) return fail(d, "cannot make a lock");
  d->lock_ok = 1;
  if (stat(dir, &st) != 0) {
    if (errno != ENOENT || mkdir(dir, 0777) != 0) return fail_errno(d, "cannot make directory", dir);
    d->made |= DB_MADE_DIR;
  }
  else if (!S_ISDIR(st.st_mode)) return fail(d, "'%s' is not a directory", dir);
  path_of(d, path, sizeof path, LOCKFILE);
  if ((rs = take_lock(d, path)) != 0) return rs;
  rs = read_state(d);
  if (rs != 0 && rs != 1) return rs;
  if (rs == 1) {                           /* a new search */
    int lists = has_lists(d);
    if (lists == 1)
      return fail(d, "directory '%s' holds lists of a search but no state file (" STATE "): "
                  "give another directory or remove its files", dir);
    d->seg_blocks = hanoi_dbfs_plan(n, k, fixed, mem->limit > base ? mem->limit - base : 0, &need);
    if (d->seg_blocks == 0) { mem->want = base + need; return -2; }
    d->nseg = (uint32_t)segments(d->nblocks, d->seg_blocks);
    d->lcap = 64;
    if ((d->layers = (uint64_t *)hanoi_alloc(mem, 64 * 8)) == NULL) return -2;
    if ((rs = allocate(d, nthreads)) != 0) return rs;
    if (lists == 2) remove_lists(d);       /* a start that failed before */
    d->made |= DB_MADE_FILES;
    if (first_layer(d) != 0 || commit(d) != 0) return -1;
    return 0;
  }
  d->resumed = 1;
  if (!d->done) {                          /* a search to go on with */
    need = hanoi_dbfs_bytes(n, k, fixed, d->seg_blocks);
    if (base + need > mem->limit) { mem->want = base + need; return -2; }
    if ((rs = allocate(d, nthreads)) != 0 || (rs = read_counts(d)) != 0) return rs;
  }
  return prune(d);
}

void hanoi_dbfs_close(HDBfs *d) {
  int i;
  if (d->open) hanoi_cbfs_free(&d->b, d->mem);
  d->open = 0;
  for (i = 0; i < 9; i++) { hanoi_free(d->mem, d->cnt[i], (size_t)(d->nseg * 8)); d->cnt[i] = NULL; }
  hanoi_free(d->mem, d->tg, (size_t)(d->nseg * sizeof(HDBfsTarget))); d->tg = NULL;
  hanoi_free(d->mem, d->io, d->iosize); d->io = NULL;
  hanoi_free(d->mem, d->sio, d->iosize); d->sio = NULL;
  hanoi_free(d->mem, d->touched, (size_t)d->touched_bytes); d->touched = NULL;
  hanoi_free(d->mem, d->sr, (size_t)(d->scap * sizeof(Rec))); d->sr = NULL;
  hanoi_free(d->mem, d->layers, (size_t)(d->lcap * 8)); d->layers = NULL;
  d->lcap = d->nlayers = 0;
  if (d->lock_ok) pthread_mutex_destroy(&d->lock);
  d->lock_ok = 0;
  if (d->lockfd >= 0) close(d->lockfd);      /* and the lock goes */
  d->lockfd = -1;
}

/* ---- successors outside the window: the update lists ---- */

/* appends bytes p to the update list of segment t in this pass */
static int target_write(HDBfs *d, uint32_t t, const unsigned char *p, size_t len) {
  HDBfsTarget *tg = &d->tg[t];
  char name[64], path[PATHBUF];
  int fd;
  list_name(name, sizeof name, 'u', d->pass + 1, t);
  path_of(d, path, sizeof path, name);
  fd = open_file(d, path, name, tg->opened ? O_WRONLY | O_APPEND : O_WRONLY | O_CREAT | O_TRUNC,
                 "cannot create");
  if (fd < 0) return -1;
  if (!tg->opened) {
    unsigned char hd[HEADER];
    header(d, hd, 'u', d->pass + 1, t);
    hash_init(&tg->h);
    hash_feed(&tg->h, hd, HEADER);
    if (hanoi_write_all(fd, hd, HEADER) != 0) { close(fd); return fail_errno(d, "cannot write", name); }
    tg->opened = 1;
    tg->bytes = HEADER;
  }
  hash_feed(&tg->h, p, len);
  tg->bytes += len;
  if (hanoi_write_all(fd, p, len) != 0) { close(fd); return fail_errno(d, "cannot write", name); }
  if (close(fd) != 0) return fail_errno(d, "cannot write", name);
  return 0;
}

static int by_word(const void *a, const void *b) {
  uint64_t x = ((const Rec *)a)->w, y = ((const Rec *)b)->w;
  return x < y ? -1 : x > y;
}

/* Writes the waiting successors to their segments' update lists, sorted
** by word (so by segment). With the lock held (or from one thread). */
static void spill_flush(HDBfs *d) {
  uint64_t i, j, wps = (uint64_t)d->b.kq * d->seg_blocks / 32;   /* words per segment */
  Rec *r = (Rec *)d->sr;
  if (d->sn == 0 || d->failed) { d->sn = 0; return; }
  qsort(r, (size_t)d->sn, sizeof *r, by_word);
  for (i = 0; i < d->sn && !d->failed; i = j) {
    uint32_t t = (uint32_t)(r[i].w / wps);
    HDBfsTarget *tg = &d->tg[t];
    size_t len = 0;
    for (j = i; j < d->sn && r[j].w / wps == t; j++) {
      if (len + 16 > d->iosize) {
        if (target_write(d, t, d->sio, len) != 0) { d->failed = 1; break; }
        len = 0;
      }
      len += put_rec(d->sio + len, &tg->prev, r[j].w - t * wps, r[j].p, r[j].u);
      tg->count++;
    }
    if (!d->failed && len > 0 && target_write(d, t, d->sio, len) != 0) d->failed = 1;
  }
  d->sn = 0;
}

static void spill(void *ud, const uint64_t *wi, const uint64_t *want, const unsigned char *u,
                  int n) {
  HDBfs *d = (HDBfs *)ud;
  int i;
  pthread_mutex_lock(&d->lock);
  for (i = 0; i < n; i++) {
    Rec *r;
    if (d->sn == d->scap) spill_flush(d);
    r = (Rec *)d->sr + d->sn++;
    r->w = wi[i];
    r->p = want[i];
    r->u = u[i];
  }
  pthread_mutex_unlock(&d->lock);
}

/* the trailers of the update lists written in this pass */
static int targets_close(HDBfs *d) {
  uint32_t t;
  for (t = 0; t < d->nseg; t++) {
    HDBfsTarget *tg = &d->tg[t];
    unsigned char tr[TRAILER];
    char name[64], path[PATHBUF];
    int fd;
    d->cnt[DB_UN][t] = tg->count;
    if (!tg->opened) continue;
    put64(tr, tg->count);
    put64(tr + 8, tg->bytes);
    put64(tr + 16, hash_end(&tg->h));
    list_name(name, sizeof name, 'u', d->pass + 1, t);
    path_of(d, path, sizeof path, name);
    fd = open_file(d, path, name, O_WRONLY | O_APPEND, "cannot open");
    if (fd < 0) return -1;
    if (hanoi_write_all(fd, tr, TRAILER) != 0) { close(fd); return fail_errno(d, "cannot write", name); }
    if (close(fd) != 0) return fail_errno(d, "cannot write", name);
  }
  return 0;
}

/* ---- one segment in the window ---- */

static void set_bit(uint64_t *f, uint64_t g) { f[g >> 6] |= (uint64_t)1 << (g & 63); }

/* Flags the groups of the cells x (bits 2c) of word w: touched, and with
** label v's flag unless v is 3 (done). On 4 and 8 pegs a group is two
** words; *last remembers the group flagged last. */
static void flag_word(HDBfs *d, uint64_t w, uint64_t x, unsigned v, uint64_t *last) {
  uint64_t gcells = (uint64_t)d->b.kq * (uint64_t)d->b.G, g0, g1;
  if (gcells == 64) g0 = g1 = w >> 1;
  else {
    g0 = (w * 32 + (uint64_t)(hanoi_ctz(x) >> 1)) / gcells;
    g1 = (w * 32 + (uint64_t)(hanoi_msb(x) >> 1)) / gcells;
  }
  if (g0 == *last && g1 == *last) return;
  for (; g0 <= g1; g0++) {
    set_bit(d->touched, g0);
    if (v != 3) set_bit(d->b.flag[v - 1], g0);
  }
  *last = g1;
}

/* labels the cells of list kind/layer/s with v (3: done) */
static int scatter(HDBfs *d, int kind, int64_t layer, uint32_t s, uint64_t count, unsigned v) {
  HCBfs *b = &d->b;
  uint64_t w, pat, n = 0, last = UINT64_MAX;
  In r;
  int st;
  if (count == 0 || layer < 0) return 0;
  if (in_open(&r, d, kind, layer, s, count) != 0) { if (r.fd >= 0) close(r.fd); return -1; }
  while ((st = in_rec(&r, &w, &pat, NULL)) == 1) {
    if (w >= b->nwords || !pat) { st = in_corrupt(&r, "cell out of range"); break; }
    b->cells[w] |= (v & 1 ? pat : 0) | (v & 2 ? pat << 1 : 0);
    flag_word(d, w, pat, v, &last);
    if ((++n & (POLL - 1)) == 0 && d->stop != NULL && *d->stop) { close(r.fd); return 1; }
  }
  if (st < 0) { close(r.fd); return -1; }
  return in_close(&r);
}

/* Merges the updates u(pass)/s: the cells not labelled yet join the layer
** (label cur), and list g(pass)/s records them; *found and *wfound count
** them (the latter with their orbits). */
static int updates(HDBfs *d, uint32_t s, unsigned cur, uint64_t *found, uint64_t *wfound) {
  HCBfs *b = &d->b;
  uint64_t w, pat, n = 0, last = UINT64_MAX;
  unsigned u;
  int free = b->c.k - b->c.fixed, st;
  In r;
  Out o;
  *found = *wfound = 0;
  if (d->cnt[DB_U0][s] == 0) return 0;
  if (in_open(&r, d, 'u', d->pass, s, d->cnt[DB_U0][s]) != 0) { if (r.fd >= 0) close(r.fd); return -1; }
  if (out_open(&o, d, d->sio, 'g', d->pass, s) != 0) { close(r.fd); return -1; }
  while ((st = in_rec(&r, &w, &pat, &u)) == 1) {
    uint64_t x, old;
    if (w >= b->nwords || (int)u > free || !pat) { st = in_corrupt(&r, "cell out of range"); break; }
    old = b->cells[w];
    x = pat & ~(old | old >> 1);
    if (x) {
      int c = bits(x);
      b->cells[w] = old | (cur == 1 ? x : x << 1);
      *found += (uint64_t)c;
      *wfound += (uint64_t)c * b->orbit[u];
      flag_word(d, w, x, cur, &last);
      if ((st = out_word(&o, w, x)) != 0) break;
    }
    if ((++n & (POLL - 1)) == 0 && d->stop != NULL && *d->stop) { st = 1; break; }
  }
  if (st != 0) { close(r.fd); close(o.fd); return st; }
  if (in_close(&r) != 0) { close(o.fd); return -1; }
  d->cnt[DB_GO][s] = o.count;
  return out_close(&o);
}

/* writes the window's cells labelled lab (flagged groups, in order) to
** list kind/layer/s; *count gets their number */
static int extract(HDBfs *d, unsigned lab, int kind, int64_t layer, uint32_t s, uint64_t *count) {
  HCBfs *b = &d->b;
  const uint64_t *fl = b->flag[lab - 1];
  uint64_t gcells = (uint64_t)b->kq * (uint64_t)b->G, i, nf = (b->ngroups + 63) / 64, last = 0;
  int any = 0;
  Out o;
  if (out_open(&o, d, d->io, kind, layer, s) != 0) return -1;
  for (i = 0; i < nf; i++) {
    uint64_t x;
    for (x = fl[i]; x; x &= x - 1) {
      uint64_t g = i * 64 + (uint64_t)hanoi_ctz(x), c0 = g * gcells, c1 = c0 + gcells, wd;
      if (c1 > b->ncells) c1 = b->ncells;
      wd = c0 >> 5;
      if (any && wd <= last) wd = last + 1;       /* a word two groups share */
      for (; wd <= (c1 - 1) >> 5; wd++) {
        uint64_t v = b->cells[wd], m = (lab == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
        if (m && out_word(&o, wd, m) != 0) { close(o.fd); return -1; }
        last = wd;
        any = 1;
      }
    }
  }
  *count = o.count;
  return out_close(&o);
}

/* Clears every labelled cell and flag of the window: the cells of each
** 64 groups that a word of flags marks, whole (the cells of unmarked
** groups are clear already). */
static void clear(HDBfs *d) {
  HCBfs *b = &d->b;
  uint64_t gcells = (uint64_t)b->kq * (uint64_t)b->G, i, nf = (b->ngroups + 63) / 64;
  for (i = 0; i < nf; i++)
    if (d->touched[i] | b->flag[0][i] | b->flag[1][i]) {
      uint64_t c0 = i * 64 * gcells, c1 = c0 + 64 * gcells;
      if (c1 > b->ncells) c1 = b->ncells;
      memset(b->cells + (c0 >> 5), 0, (size_t)(((c1 - 1) >> 5) - (c0 >> 5) + 1) * 8);
      d->touched[i] = b->flag[0][i] = b->flag[1][i] = 0;
    }
}

/* Expands segment s in pass L: 0, 1 (stopped) or -1. *expanded gets the
** positions of layer L in it, *wfresh the weight of those that came from
** the updates. */
static int segment(HDBfs *d, uint32_t s, uint64_t *expanded, uint64_t *wfresh) {
  HCBfs *b = &d->b;
  int64_t L = d->pass;
  unsigned cur = 1u + (unsigned)(L & 1), nxt = 3u - cur;
  uint64_t blk0 = (uint64_t)s * d->seg_blocks, nblk = d->nblocks - blk0, fresh = 0, found;
  uint64_t **c = d->cnt;
  int st;
  if (nblk > d->seg_blocks) nblk = d->seg_blocks;
  hanoi_cbfs_window(b, blk0, nblk);
  if ((st = scatter(d, 'a', L - 2, s, c[DB_A2][s], 3)) != 0 ||
      (st = scatter(d, 'g', L - 2, s, c[DB_G2][s], 3)) != 0 ||
      (st = scatter(d, 'a', L - 1, s, c[DB_A1][s], 3)) != 0 ||
      (st = scatter(d, 'g', L - 1, s, c[DB_G1][s], 3)) != 0 ||
      (st = scatter(d, 'a', L, s, c[DB_A0][s], cur)) != 0 ||
      (st = updates(d, s, cur, &fresh, wfresh)) != 0) {
    clear(d);
    return st;
  }
  b->layer = (int)L;
  b->last = c[DB_A0][s] + fresh;
  /* threads for a window's layer worth the cost of starting them (a
  ** thread waits for a core when another process holds it) */
  b->nthreads = b->last < SMALL_LAYER ? 1 : d->nthreads;
  found = hanoi_cbfs_layer(b);
  if (b->stopped) { clear(d); return 1; }
  pthread_mutex_lock(&d->lock);
  spill_flush(d);
  pthread_mutex_unlock(&d->lock);
  if (d->failed) { clear(d); return -1; }
  if (found > 0) d->wa1 += b->wlast;
  st = extract(d, nxt, 'a', L + 1, s, &c[DB_AN][s]);
  clear(d);
  if (st == 0 && c[DB_AN][s] != found)
    st = fail(d, "the lists of segment %lu of the search in '%s' disagree: %s",
              (unsigned long)s, d->dir, RESTART);
  *expanded = c[DB_A0][s] + fresh;
  return st;
}

/* ---- a pass ---- */

static int push_layer(HDBfs *d, uint64_t v) {
  if (d->nlayers == d->lcap) {
    uint64_t *p = (uint64_t *)hanoi_realloc(d->mem, d->layers, (size_t)(d->lcap * 8),
                                            (size_t)(d->lcap * 16));
    if (p == NULL) return fail(d, "not enough memory for the layers");
    d->layers = p;
    d->lcap *= 2;
  }
  d->layers[d->nlayers++] = v;
  return 0;
}

int hanoi_dbfs_pass(HDBfs *d) {
  uint32_t s, ns = d->nseg;
  uint64_t total = 0, wtotal = d->wa0, more = 0, *t, **c = d->cnt;
  int st;
  if (d->done) return 0;
  memset(d->tg, 0, ns * sizeof *d->tg);
  d->wa1 = 0;
  for (s = 0; s < ns; s++) {
    uint64_t ex = 0, wf = 0;
    c[DB_GO][s] = c[DB_AN][s] = 0;
    if (c[DB_A0][s] == 0 && c[DB_U0][s] == 0) continue;
    if ((st = segment(d, s, &ex, &wf)) != 0) return st;
    total += ex;
    wtotal += wf;
  }
  if (targets_close(d) != 0) return -1;
  /* layer `pass` is whole */
  if (total == 0) d->done = 1;
  else {
    if (push_layer(d, wtotal) != 0) return -1;
    d->last_found = total;
    for (s = 0; s < ns; s++) more += c[DB_AN][s] + c[DB_UN][s];
    if (more == 0) d->done = 1;
  }
  /* the lists move down one layer */
  t = c[DB_A2]; c[DB_A2] = c[DB_A1]; c[DB_A1] = c[DB_A0]; c[DB_A0] = c[DB_AN]; c[DB_AN] = t;
  t = c[DB_G2]; c[DB_G2] = c[DB_G1]; c[DB_G1] = c[DB_GO]; c[DB_GO] = t;
  t = c[DB_U0]; c[DB_U0] = c[DB_UN]; c[DB_UN] = t;
  d->wa0 = d->wa1;
  d->pass++;
  d->since_commit += total;
  if (d->done || d->since_commit >= d->commit_every) {
    if (commit(d) != 0 || prune(d) != 0) return -1;
  }
  return 0;
}
