/*
** hanoi_bfs_mpi.c: the whole-space breadth-first search of `hanoi.bfs` on
** several processes (MPI), in plain C on the engine of src/engine/.
**
**   mpirun -np R hanoi-bfs-mpi N [K] [--rules R] [--reverse] [--dir PATH]
**       [--max-memory BYTES] [--csv | --json] [--no-symmetry]
**       [--checkpoint-every POSITIONS] [--layer-delay MS] [--antipodes FILE]
**       [--threads T]
**   hanoi-bfs-mpi N [K] ... --plan [--ranks R]
**
** The table is cut into chunks by the positions of the largest disks;
** chunk c belongs to rank c mod R (docs/bfs.md, "On several machines").
**  - symmetric (classic rules, 4 pegs or more): the counting two-bit search
**    over canonical positions of canonical_bfs.c (Korf's two bits a
**    position), each chunk a window of the engine (the canonical rank of
**    the larger disks); the successors that fall outside the window come
**    back from the engine as (word, cells, free labels used) records;
**  - plain (any other rule set, or --no-symmetry): a bit per position of
**    the rank's range of codes and the layer as a list, moves from rules.c.
** Each layer a rank expands its part of the frontier; a successor owned by
** another rank goes into that rank's batch, sent when full (nonblocking,
** from a pool of buffers) and marked by the owner when it arrives: delayed
** duplicate detection across the ranks, as in Korf's disk-based searches.
** A rank that waits marks what it receives, and sleeps a little longer
** each time nothing came (it does not spin). A layer ends with an end
** message to every peer and a sum over the ranks.
**
** Every byte read is checked: each chunk has a checksum, taken when it is
** written (in memory: at the end of a layer, for the chunks it read; to a
** file) and checked when it is read (in memory: before a layer first
** reads the chunk, mem_verify and sym_mark; each chunk read from a working
** shard file, a checkpoint, or a checkpoint read back just after it was
** written); each batch of records sent carries the checksum
** of its words, each chunk's file of update records the checksum of its
** records. A mismatch stops the run with the rank, the file, the chunk and
** the layer named, exit status 1, and never a table.
**
** With --dir each rank keeps its files in its own folder: a checkpoint is
** the shard (shard-L.bin, read back and verified) and then its text
** (ckpt-L: the search, the layers, the checksum of every chunk). Two
** generations are kept: a new one is complete and verified on every rank
** before the oldest goes. The same command goes on from the newest
** checkpoint that every rank holds and that verifies, the older one where
** the newest is damaged. A checkpoint of another number of ranks is
** re-cut for this run (recut: each rank reads the chunks it now owns from
** the old ranks' files, each checked, on a --dir every rank reads; the
** new checkpoint written and verified on every rank before the old one
** goes; in memory or with the shard on disk). With a --max-memory below
** the shard (symmetric)
** the shard stays on disk, a chunk at a time in memory (spill_layer).
**
** Signals (a flag, the one global, polled between chunks): SIGTERM and
** SIGINT stop the run at the end of the layer, with a checkpoint of it
** (a second one: at once, back to the last checkpoint), exit 128 + the
** signal, "stopped at layer L: resume with the same command"; SIGUSR1
** writes a checkpoint and goes on. --plan prints the
** memory, disk and traffic per rank of the search asked and exits.
** --antipodes FILE writes the last layer's positions, every one, as
** labels, sorted (see "the farthest positions" below). --threads T runs
** the engine's T threads on each window's layer (the symmetric search):
** a layer thread drives them while the main thread, the only one that
** calls MPI (MPI_THREAD_FUNNELED), hands their successors on and marks
** what the peers send, with atomic ORs (expand).
** Every message is printed once, by rank 0, through the printable filter
** of the `hanoi` command. HANOI_BFS_MPI_DAMAGE damages data on purpose,
** for the tests only (parse_damage).
*/
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <mpi.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../engine/canonical_bfs.h"
#include "../engine/regular_file.h"
#include "../engine/rules.h"
#include "../engine/state_space.h"

#define PROG        "hanoi-bfs-mpi"
#define BATCH       4096        /* 64-bit words per message */
#define TAG_DATA    1
#define TAG_END     2
#define TAG_ANTI    3           /* a batch of the farthest positions, to rank 0 */
#define ABATCH      1024        /* ... of so many labels */
#define EVEN        0x5555555555555555ull
#define MAXSIZE     ((uint64_t)1 << 46)   /* hanoi.bfs's largest space */
#define DEFAULT_MEM ((uint64_t)2 << 30)
#define FORMAT      2
#define MSG_MAX     1024        /* a rank's message, gathered on rank 0 */
#define VBUF        32768       /* words: the buffer that reads a file back to check it */
#define LAYERS0     256         /* the first room for the layers */
#define LIST0       1024        /* ... and for a list of the plain search */

enum { M_SYM, M_PLAIN };

/* the batch being filled for one peer */
typedef struct Out {
  uint64_t *buf;
  int n;
} Out;

/* batches on their way: a pool shared by the peers */
#define INFLIGHT    64

typedef struct Opts {
  int n, k, reverse, csv, json, symmetry, delay_ms;
  int threads;                    /* --threads T: the engine's threads in a rank */
  uint64_t max_memory, ckpt_every;
  int ckpt_every_set;
  int plan, ranks;                /* --plan [--ranks R] */
  const char *dir;
  const char *antipodes;          /* --antipodes FILE: the last layer's positions */
  const char *rules_arg;
  HRules rules;
  int npairs, pairs[HANOI_MAXK * HANOI_MAXK][2];
  /* for tests only (HANOI_BFS_MPI_DAMAGE=WHAT,RANK,LAYER,CHUNK): one bit
  ** of rank RANK's data damaged on purpose while layer LAYER is found */
  int dmg_what, dmg_rank;
  int64_t dmg_layer;
  uint64_t dmg_chunk;
} Opts;

enum { D_NONE, D_MEMORY, D_SHARD, D_CHECKPOINT, D_UPDATE, D_MESSAGE, D_RECUT };

typedef struct Run {
  const Opts *o;
  int rank, R, method;
  HMem mem;
  uint32_t allow[HANOI_MAXK];     /* the rules, transposed for --reverse */
  /* symmetric: the chunks c = rank, rank + R, ... of CB blocks each, a
     window of the engine each */
  HCBfs *w;
  int nown, nwin;                 /* chunks owned; windows in memory */
  /* spilled (see spill_layer): the shard in a file, one window in memory */
  int spill;
  int64_t loaded;                 /* the chunk in the window, -1: none */
  int src_fd, dst_fd, src_ckpt;   /* the shard of this layer (a checkpoint's:
                                     kept), and of the next */
  char src_name[64], dst_name[64];
  uint64_t *ch;                   /* per chunk: the checksum of its words (in
                                     memory, or in the file the next read reads) */
  uint64_t nparts;                /* chunks (the plain search: 2, its bits and list) */
  unsigned char *seen_now;        /* in memory: the chunk was checked in this layer */
  uint64_t *ucnt;                 /* per chunk: update records in its file */
  uint64_t *uh;                   /* ... and the checksum of those records */
  uint64_t *act;                  /* per chunk: its cells of the next layer */
  struct URec *ub;                /* update records before they are written */
  uint64_t un, ucap;
  uint64_t upd_bytes, io_bytes;   /* update records written; shard bytes read and written */
  int64_t start_j;                /* the chunk of the start (this rank's), -1 */
  uint64_t start_local;           /* ... and its cell there */
  uint64_t nblocks, CB, nchunks, wps;
  int kq, free_labels;
  /* plain */
  HSpace sp;
  HRules pr;
  uint64_t C, lo, hi;
  uint64_t *seen, seen_bytes;
  uint64_t *list[2], n_list[2], cap_list[2];
  int cur_list;
  /* the layer being found */
  int64_t L;                      /* the last complete layer */
  uint64_t fresh, wfresh;         /* found by merging received records */
  int failed;                     /* out of memory in a layer, an I/O error, a checksum */
  int cut;                        /* the layer was cut short by SIGTERM or SIGINT */
  int dmg_done;                   /* the damage of a test was done */
  int64_t ck_last, ck_prev;       /* the layers of the two checkpoints kept, -1: none */
  uint64_t seed_shard, seed_msg, seed_upd;
  uint64_t *vbuf;                 /* VBUF words: files read back to be checked */
  char *gather;                   /* rank 0: every rank's message */
  /* --threads T > 1: a layer thread runs the engine (its T threads); their
  ** successors outside the window wait in a staging area (two buffers, one
  ** filled under the lock while this thread empties the other) for the
  ** main thread, the only one that calls MPI (MPI_THREAD_FUNNELED) */
  pthread_mutex_t mx;
  pthread_cond_t room;
  struct Stage { uint64_t *wi, *want; unsigned char *u; size_t n; } stg[2];
  int stg_fill;                   /* the buffer the engine's threads fill */
  int layer_done;                 /* the layer thread returned */
  HCBfs *lt_b;                    /* ... from expanding this window */
  uint64_t lt_found;
  /* communication */
  Out *out;
  uint64_t *fly[INFLIGHT];        /* the pool's buffers */
  MPI_Request req[INFLIGHT];      /* MPI_REQUEST_NULL: free */
  MPI_Request *endreq;            /* the end messages of a layer, per peer */
  uint64_t *rbuf;
  int ends;
  uint64_t sent_bytes;
  uint64_t mem_peak;              /* the most bytes the search held */
  /* the layers (whole space) */
  uint64_t *layers, nlayers, lcap;
  uint64_t since_ckpt;
  /* --dir: the folders this run made, whether it started afresh, whether a
  ** checkpoint is in place (loaded or written) */
  int made_top, made_rank, fresh_dir, have_ckpt;
  char rdir[4096];
  char params[1024];
  char err[8192];
} Run;

/* ---- memory (the engine's allocator) ---- */

static void *std_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) { free(ptr); return NULL; }
  return realloc(ptr, nsize);
}

static void fmt_bytes(char *out, size_t size, double b) {
  const char *u[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int i = 0;
  while (b >= 1024 && i < 5) { b /= 1024; i++; }
  if (i == 0) snprintf(out, size, "%.0f B", b);
  else snprintf(out, size, "%.1f %s", b, u[i]);
}

static int fail(Run *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->err, sizeof r->err, fmt, ap);
  va_end(ap);
  return -1;
}

/* '?' n times */
static void put_qs(FILE *f, size_t n) { while (n-- > 0) fputc('?', f); }

/* s on f with everything a terminal would obey shown instead, as
** hanoi.text.printable shows it (lua/hanoi/text.lua, the filter of the
** `hanoi` command): the C0 controls and DEL in caret notation (ESC is
** ^[), the C1 controls and bytes that are not well-formed UTF-8 as '?' */
static void put_printable(FILE *f, const char *s) {
  const unsigned char *p = (const unsigned char *)s;
  while (*p) {
    unsigned b = *p, b2;
    size_t run = 1, len;
    if (b < 32 || b == 127) { fputc('^', f); fputc(b == 127 ? '?' : (int)(b + 64), f); p++; continue; }
    if (b < 128) { fputc((int)b, f); p++; continue; }
    while (p[run] >= 128 && p[run] <= 191) run++;
    if (b < 194 || b > 244) { put_qs(f, run); p += run; continue; }
    len = b >= 240 ? 4 : b >= 224 ? 3 : 2;
    if (run < len) { put_qs(f, run); p += run; continue; }
    b2 = p[1];
    if (b == 194 && b2 <= 159) put_qs(f, 1);                          /* C1 control */
    else if ((b == 224 && b2 < 160) || (b == 237 && b2 >= 160)) put_qs(f, 3); /* overlong, surrogate */
    else if ((b == 240 && b2 < 144) || (b == 244 && b2 >= 144)) put_qs(f, 4); /* overlong, too large */
    else fwrite(p, 1, len, f);
    put_qs(f, run - len);
    p += run;
  }
}

/* one line on stderr: the program's name and msg, shown printable */
static void say_line(const char *msg) {
  fputs(PROG ": ", stderr);
  put_printable(stderr, msg);
  fputc('\n', stderr);
  fflush(stderr);
}

static void say(const char *fmt, ...) {
  char buf[8192];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  say_line(buf);
}

/* a wait with nothing to do: yields, then sleeps longer and longer (up to
** a millisecond), so that a rank that waits for its peers does not spin */
static void backoff(unsigned *spins) {
  struct timespec ts;
  if (++*spins < 16) { sched_yield(); return; }
  ts.tv_sec = 0;
  ts.tv_nsec = *spins < 36 ? (long)(*spins - 15) * 50000L : 1000000L;
  nanosleep(&ts, NULL);
}

/* A request waited for as the exchange waits, by backoff(), not in the
** MPI library's own loop, which polls without a pause: ranks that share
** cores (more ranks than cores, as on a laptop or in a test) would take
** the CPU from the ranks they wait for. Every collective and every
** receive from a peer that may still be busy goes through it. */
static void settle(MPI_Request *rq, MPI_Status *st) {
  unsigned spins = 0;
  for (;;) {
    int done = 0;
    MPI_Test(rq, &done, st != NULL ? st : MPI_STATUS_IGNORE);
    if (done) return;
    backoff(&spins);
  }
}

static void all_reduce(const void *in, void *out, int n, MPI_Datatype t, MPI_Op op) {
  MPI_Request rq;
  MPI_Iallreduce(in, out, n, t, op, MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void reduce_to0(const void *in, void *out, int n, MPI_Datatype t, MPI_Op op) {
  MPI_Request rq;
  MPI_Ireduce(in, out, n, t, op, 0, MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void barrier(void) {
  MPI_Request rq;
  MPI_Ibarrier(MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void bcast_from0(void *p, int n, MPI_Datatype t) {
  MPI_Request rq;
  MPI_Ibcast(p, n, t, 0, MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void gather_to0(const void *in, int n, MPI_Datatype t, void *out) {
  MPI_Request rq;
  MPI_Igather(in, n, t, out, n, t, 0, MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void send_to(const void *p, int n, MPI_Datatype t, int dest, int tag) {
  MPI_Request rq;
  MPI_Isend(p, n, t, dest, tag, MPI_COMM_WORLD, &rq);
  settle(&rq, NULL);
}

static void recv_from(void *p, int n, MPI_Datatype t, int src, int tag, MPI_Status *st) {
  MPI_Request rq;
  MPI_Irecv(p, n, t, src, tag, MPI_COMM_WORLD, &rq);
  settle(&rq, st);
}

/* The messages of the ranks that failed, gathered on rank 0, which says
** each once (the same refusal found by every rank is one line). */
static void report(Run *r, int mine) {
  char my[MSG_MAX];
  int i, j;
  memset(my, 0, sizeof my);
  if (mine) memcpy(my, r->err, strlen(r->err) < MSG_MAX - 1 ? strlen(r->err) : MSG_MAX - 1);
  gather_to0(my, MSG_MAX, MPI_CHAR, r->gather);
  if (r->rank != 0) return;
  for (i = 0; i < r->R; i++) {
    const char *m = r->gather + (size_t)i * MSG_MAX;
    if (m[0] == 0) continue;
    for (j = 0; j < i && strcmp(r->gather + (size_t)j * MSG_MAX, m) != 0; j++) {}
    if (j == i) say_line(m);
  }
}

/* Every rank says whether it failed; rank 0 prints the messages once.
** Returns 1 when any failed. */
static int any_failed(Run *r, int st) {
  int mine = st != 0, all = 0;
  all_reduce(&mine, &all, 1, MPI_INT, MPI_MAX);
  if (all) report(r, mine);
  return all;
}

/* the same for a failure that every rank finds alike: rank 0 says it */
static int all_failed(Run *r, int st) {
  int mine = st != 0, all = 0;
  all_reduce(&mine, &all, 1, MPI_INT, MPI_MAX);
  if (mine && r->rank == 0) say_line(r->err);
  return all;
}

/* ---- arguments ---- */

#define SHOWN 80    /* the characters of a value that a message echoes */

/* s cut to its first SHOWN characters (UTF-8), "..." marking a cut: an
** option's value as a message echoes it (buf: 4 SHOWN + 4 bytes) */
static const char *cut_value(const char *s, char *buf) {
  size_t i = 0, chars = 0;
  for (; s[i]; i++) {
    if (((unsigned char)s[i] & 0xC0) != 0x80 && ++chars > SHOWN) break;
    if (i == 4 * SHOWN) break;
    buf[i] = s[i];
  }
  if (s[i] == 0) return s;
  memcpy(buf + i, "...", 4);
  return buf;
}

#define USAGE "usage: mpirun -np R " PROG " N [K] [--rules R] [--reverse] [--dir PATH]" \
              " [--max-memory BYTES] [--csv | --json] [--no-symmetry]" \
              " [--checkpoint-every POSITIONS] [--layer-delay MS] [--antipodes FILE]" \
              " [--threads T] [--plan --ranks R]"

static int usage_error(int rank, const char *fmt, ...) {
  if (rank == 0) {
    char buf[2048];
    size_t n;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    n = strlen(buf);
    snprintf(buf + n, sizeof buf - n, "; " USAGE);
    say_line(buf);
  }
  return 1;
}

static int parse_u64(const char *s, uint64_t *v) {
  char *end;
  unsigned long long x;
  if (*s < '0' || *s > '9') return 0;
  errno = 0;
  x = strtoull(s, &end, 10);
  if (errno != 0 || *end != 0) return 0;
  *v = (uint64_t)x;
  return 1;
}

/* --rules, by the parser the library's `rules` text goes through too
** (hanoi_rules_text, src/engine/rules.c) */
static int parse_rules(Opts *o, int rank) {
  char err[256], cut[4 * SHOWN + 4];
  if (o->rules_arg == NULL) {
    memset(&o->rules, 0, sizeof o->rules);
    o->rules.k = o->k;
    o->npairs = 0;
    hanoi_rules_named(&o->rules, o->k, "classic");
    return 0;
  }
  if (hanoi_rules_text(o->rules_arg, o->k, &o->rules, o->pairs, &o->npairs, err, sizeof err) > 0)
    return 0;
  if (strncmp(err, "must ", 5) == 0)
    return usage_error(rank, "option '--rules' %s, got '%s'", err, cut_value(o->rules_arg, cut));
  return usage_error(rank, "option '--rules': %s", err);
}

/* HANOI_BFS_MPI_DAMAGE=WHAT,RANK,LAYER[,CHUNK], for the tests only (docs/bfs.md):
** WHAT is memory, shard, checkpoint, update, message or recut; one bit of that
** data of rank RANK is flipped the first time it is written while layer
** LAYER or a later one is found (a checkpoint: the first one of layer
** LAYER or later, once its shard is written), in chunk CHUNK (0; memory,
** shard and checkpoint only); recut: the re-cut of a checkpoint stops on
** purpose on rank RANK, its new checkpoint written (CHUNK 1), or after
** rank 0 marked it complete, before the folders are moved (CHUNK 0) */
static void parse_damage(Opts *o) {
  static const char *const what[] = {"memory", "shard", "checkpoint", "update", "message", "recut"};
  const char *e = getenv("HANOI_BFS_MPI_DAMAGE");
  char w[16];
  int rank, i;
  long long layer;
  unsigned long long chunk = 0;
  if (e == NULL || sscanf(e, "%15[a-z],%d,%lld,%llu", w, &rank, &layer, &chunk) < 3) return;
  for (i = 0; i < 6; i++)
    if (strcmp(w, what[i]) == 0) {
      o->dmg_what = D_MEMORY + i;
      o->dmg_rank = rank;
      o->dmg_layer = layer;
      o->dmg_chunk = chunk;
    }
}

static int parse_args(Opts *o, int argc, char **argv, int rank) {
  int i, npos = 0;
  const char *pos[2] = {NULL, NULL};
  char cut[4 * SHOWN + 4];
  uint64_t v;
  memset(o, 0, sizeof *o);
  o->k = 3;
  o->symmetry = 1;
  o->max_memory = DEFAULT_MEM;
  o->threads = 1;
  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    int has = i + 1 < argc;
    if (strcmp(a, "--help") == 0) {
      if (rank == 0)
        printf("usage: mpirun -np R " PROG " N [K] [--rules R] [--reverse] [--dir PATH]\n"
               "    [--max-memory BYTES] [--csv | --json] [--no-symmetry]\n"
               "    [--checkpoint-every POSITIONS] [--layer-delay MS] [--antipodes FILE]\n"
               "    [--threads T]\n"
               "       " PROG " N [K] ... --plan [--ranks R]\n"
               "the breadth-first search of hanoi bfs N K on R processes; --plan: the memory,\n"
               "disk and traffic per rank it takes, before anything is allocated (docs/bfs.md);\n"
               "--antipodes FILE: the farthest positions, one label a line, sorted (docs/bfs.md)\n");
      return -1;
    }
    if (strcmp(a, "--reverse") == 0) o->reverse = 1;
    else if (strcmp(a, "--csv") == 0) o->csv = 1;
    else if (strcmp(a, "--json") == 0) o->json = 1;
    else if (strcmp(a, "--no-symmetry") == 0) o->symmetry = 0;
    else if (strcmp(a, "--plan") == 0) o->plan = 1;
    else if (strcmp(a, "--rules") == 0 || strcmp(a, "--dir") == 0 ||
             strcmp(a, "--max-memory") == 0 || strcmp(a, "--checkpoint-every") == 0 ||
             strcmp(a, "--layer-delay") == 0 || strcmp(a, "--ranks") == 0 ||
             strcmp(a, "--antipodes") == 0 || strcmp(a, "--threads") == 0) {
      const char *val;
      if (!has) return usage_error(rank, "option '%s' needs a value", a);
      val = argv[++i];
      if (strcmp(a, "--rules") == 0) o->rules_arg = val;
      else if (strcmp(a, "--dir") == 0) {
        if (*val == 0) return usage_error(rank, "option '--dir' must name a directory");
        o->dir = val;
      }
      else if (strcmp(a, "--antipodes") == 0) {
        if (*val == 0) return usage_error(rank, "option '--antipodes' must name a file");
        o->antipodes = val;
      }
      else {
        if (!parse_u64(val, &v))
          return usage_error(rank, "option '%s' must be a non-negative integer, got '%s'", a,
                             cut_value(val, cut));
        if (strcmp(a, "--max-memory") == 0) o->max_memory = v;
        else if (strcmp(a, "--checkpoint-every") == 0) { o->ckpt_every = v; o->ckpt_every_set = 1; }
        else if (strcmp(a, "--threads") == 0) {
          if (v < 1 || v > CBFS_MAX_THREADS)
            return usage_error(rank, "option '--threads' must be from 1 to %d", CBFS_MAX_THREADS);
          o->threads = (int)v;
        }
        else if (strcmp(a, "--ranks") == 0) {
          if (v < 1 || v > 65536) return usage_error(rank, "option '--ranks' must be from 1 to 65536");
          o->ranks = (int)v;
        }
        else {
          if (v > 60000) return usage_error(rank, "option '--layer-delay' must be at most 60000 ms");
          o->delay_ms = (int)v;
        }
      }
    }
    else if (strcmp(a, "--cost") == 0)
      return usage_error(rank, "option '--cost': move costs are searched by hanoi.bfs (Lua) only, "
                         "not on MPI");
    else if (strcmp(a, "--predicate") == 0)
      return usage_error(rank, "option '--predicate': a rule set given by a predicate needs Lua "
                         "(hanoi.bfs); here the rules are a name or pairs like 1-2,2-3");
    else if (strcmp(a, "--from") == 0)
      return usage_error(rank, "option '--from': the search starts from the tower on A");
    else if (a[0] == '-' && a[1] != 0) return usage_error(rank, "unknown option '%s'", cut_value(a, cut));
    else {
      if (npos == 2) return usage_error(rank, "unexpected argument '%s'", cut_value(a, cut));
      pos[npos++] = a;
    }
  }
  if (npos < 1) return usage_error(rank, "number of disks missing");
  if (o->csv && o->json) return usage_error(rank, "options '--csv' and '--json' exclude each other");
  if (o->ranks && !o->plan) return usage_error(rank, "option '--ranks' goes with '--plan'");
  if (!parse_u64(pos[0], &v) || v < 1 || v > HANOI_MAXN)
    return usage_error(rank, "number of disks must be an integer from 1 to %d, got '%s'",
                       HANOI_MAXN, cut_value(pos[0], cut));
  o->n = (int)v;
  if (pos[1] != NULL) {
    if (!parse_u64(pos[1], &v) || v < HANOI_MINK || v > HANOI_MAXK)
      return usage_error(rank, "number of pegs must be an integer from %d to %d, got '%s'",
                         HANOI_MINK, HANOI_MAXK, cut_value(pos[1], cut));
    o->k = (int)v;
  }
  return parse_rules(o, rank);
}

/* ---- checksums ---- */

static uint64_t mix(uint64_t h, uint64_t w) {
  h ^= w + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  h *= 0xBF58476D1CE4E5B9ull;
  return h ^ (h >> 31);
}

/* A checksum of words, fed in pieces: four lanes of mix (word i in lane
** i mod 4), so that the multiplications of the lanes overlap and the sum
** runs at the speed of memory; a piece but the last must be a multiple of
** 4 words long. */
typedef struct Hash { uint64_t h[4], n; } Hash;

static void hash_init(Hash *x, uint64_t seed) {
  x->h[0] = seed;
  x->h[1] = seed ^ 0x6A09E667F3BCC908ull;
  x->h[2] = seed ^ 0xBB67AE8584CAA73Bull;
  x->h[3] = seed ^ 0x3C6EF372FE94F82Bull;
  x->n = 0;
}

static void hash_feed(Hash *x, const uint64_t *p, uint64_t n) {
  uint64_t a = x->h[0], b = x->h[1], c = x->h[2], d = x->h[3], i = 0;
  for (; i + 4 <= n; i += 4) {
    a = mix(a, p[i]);
    b = mix(b, p[i + 1]);
    c = mix(c, p[i + 2]);
    d = mix(d, p[i + 3]);
  }
  x->h[0] = a; x->h[1] = b; x->h[2] = c; x->h[3] = d;
  for (; i < n; i++) x->h[(x->n + i) & 3] = mix(x->h[(x->n + i) & 3], p[i]);
  x->n += n;
}

static uint64_t hash_final(const Hash *x) {
  return mix(mix(mix(mix(x->h[0], x->h[1]), x->h[2]), x->h[3]), x->n);
}

static uint64_t hash_words(uint64_t seed, const uint64_t *p, uint64_t n) {
  Hash x;
  hash_init(&x, seed);
  hash_feed(&x, p, n);
  return hash_final(&x);
}

static uint64_t hash_text(const char *s) {
  uint64_t h = 0x243F6A8885A308D3ull;
  for (; *s; s++) h = mix(h, (unsigned char)*s);
  return h;
}

/* ---- signals ----
** The one piece of global mutable state: a signal handler can do nothing
** safely but set a flag of type volatile sig_atomic_t. SIGTERM and SIGINT
** (a scheduler's end, Ctrl-C) stop the search, SIGUSR1 (Slurm's --signal)
** asks for a checkpoint; the search reads the flag between chunks and at
** the end of each layer, where the ranks agree on it. */
static volatile sig_atomic_t got_signal = 0;

/* the signal; a stop outranks SIGUSR1, and a second stop is 128 + the
** signal: stop at once */
static void on_signal(int s) {
  int was = got_signal;
  if (s == SIGUSR1) { if (was == 0) got_signal = s; }
  else got_signal = was == SIGTERM || was == SIGINT || was > 128 ? 128 + s : s;
}

/* the stop asked for (SIGTERM, SIGINT), 0 for none */
static int stop_signal(void) {
  int s = got_signal;
  if (s > 128) s -= 128;
  return s == SIGTERM || s == SIGINT ? s : 0;
}

/* whether a second stop came: the layer is left at once, for the last
** checkpoint (the first one lets the layer end and be checkpointed) */
static int stop_now(void) { return got_signal > 128; }

static void catch_signals(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGUSR1, &sa, NULL);
}

/* ---- damage on purpose, for the tests ---- */

static int damage_now(Run *r, int what, int64_t layer) {
  const Opts *o = r->o;
  return o->dmg_what == what && o->dmg_rank == r->rank && layer >= o->dmg_layer && !r->dmg_done;
}

/* flips a bit of the byte at `at` of file path (a test's damage) */
static void flip_byte(const char *path, off_t at) {
  unsigned char c;
  int fd = hanoi_open_regular(path, O_RDWR, 0);
  if (fd < 0) return;
  if (hanoi_pread_all(fd, &c, 1, at) == 0) {
    c ^= 0x10;
    (void)hanoi_pwrite_all(fd, &c, 1, at);
  }
  close(fd);
}

/* ---- sending and receiving ---- */

static void merge(Run *r, const uint64_t *p, int n);

/* marks whatever has arrived; returns whether anything did. A batch ends
** with the checksum of its records: one that does not match is refused. */
static int drain(Run *r) {
  int got = 0;
  for (;;) {
    int flag = 0, cnt = 0;
    MPI_Status st;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
    if (!flag) return got;
    MPI_Get_count(&st, MPI_UINT64_T, &cnt);
    MPI_Recv(r->rbuf, cnt, MPI_UINT64_T, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    if (st.MPI_TAG == TAG_END) r->ends++;
    else if (cnt < 1 || hash_words(r->seed_msg, r->rbuf, (uint64_t)cnt - 1) != r->rbuf[cnt - 1]) {
      if (r->failed != 5)
        fail(r, "rank %d: a batch of %d words from rank %d, while layer %lld was found, does not "
             "match its checksum: the message was damaged on its way", r->rank, cnt, st.MPI_SOURCE, (long long)r->L + 1);
      r->failed = 5;
    }
    else if (r->failed != 5) merge(r, r->rbuf, cnt - 1);
    got = 1;
  }
}

/* a free slot of the pool; while none is free, marks what arrives (so
** that two ranks sending to each other never wait on each other) */
static int free_slot(Run *r) {
  unsigned spins = 0;
  for (;;) {
    int i, idx = MPI_UNDEFINED, done = 0;
    for (i = 0; i < INFLIGHT; i++) if (r->req[i] == MPI_REQUEST_NULL) return i;
    MPI_Testany(INFLIGHT, r->req, &idx, &done, MPI_STATUS_IGNORE);
    if (done && idx != MPI_UNDEFINED) return idx;
    if (drain(r)) spins = 0;
    else backoff(&spins);
  }
}

/* sends the batch of peer `dest` (its buffer goes into the pool, the free
** slot's buffer becomes the peer's), its checksum as its last word */
static void ship(Run *r, int dest) {
  Out *o = &r->out[dest];
  uint64_t *b;
  int i;
  if (o->n == 0) return;
  i = free_slot(r);
  b = r->fly[i];
  r->fly[i] = o->buf;
  o->buf = b;
  r->fly[i][o->n] = hash_words(r->seed_msg, r->fly[i], (uint64_t)o->n);
  if (damage_now(r, D_MESSAGE, r->L + 1)) { r->fly[i][0] ^= 1; r->dmg_done = 1; }
  MPI_Isend(r->fly[i], o->n + 1, MPI_UINT64_T, dest, TAG_DATA, MPI_COMM_WORLD, &r->req[i]);
  r->sent_bytes += (uint64_t)(o->n + 1) * 8;
  o->n = 0;
}

static void push(Run *r, int dest, uint64_t a, uint64_t b, int nw) {
  Out *o = &r->out[dest];
  if (o->n + nw > BATCH - 1) ship(r, dest);     /* (room for the checksum) */
  o->buf[o->n++] = a;
  if (nw == 2) o->buf[o->n++] = b;
}

/* waits for the requests, marking what arrives meanwhile */
static void wait_all(Run *r, int n, MPI_Request *rq) {
  unsigned spins = 0;
  for (;;) {
    int done = 0;
    MPI_Testall(n, rq, &done, MPI_STATUSES_IGNORE);
    if (done) return;
    if (drain(r)) spins = 0;
    else backoff(&spins);
  }
}

/* the end of a layer's exchange: every batch sent, every peer's received */
static void finish_exchange(Run *r) {
  int d;
  unsigned spins = 0;
  static const uint64_t none = 0;
  for (d = 0; d < r->R; d++) if (d != r->rank) ship(r, d);
  wait_all(r, INFLIGHT, r->req);
  for (d = 0; d < r->R; d++) {
    r->endreq[d] = MPI_REQUEST_NULL;
    if (d != r->rank)
      MPI_Isend(&none, 0, MPI_UINT64_T, d, TAG_END, MPI_COMM_WORLD, &r->endreq[d]);
  }
  wait_all(r, r->R, r->endreq);
  while (r->ends < r->R - 1) {
    if (drain(r)) spins = 0;
    else backoff(&spins);
  }
  r->ends = 0;
}

/* ---- the symmetric search ---- */

static void set_flag(uint64_t *f, uint64_t g) { f[g >> 6] |= (uint64_t)1 << (g & 63); }

/* the same while the engine's threads expand a window (an atomic OR) */
static void set_flag_atomic(uint64_t *f, uint64_t g) {
  uint64_t bit = (uint64_t)1 << (g & 63);
  if (!(__atomic_load_n(&f[g >> 6], __ATOMIC_RELAXED) & bit))
    __atomic_fetch_or(&f[g >> 6], bit, __ATOMIC_RELAXED);
}

/* flags the groups of the cells x (bits 2c) of word w of window b for label v */
static void flag_cells(HCBfs *b, uint64_t w, uint64_t x, unsigned v, int atomic) {
  uint64_t gcells = (uint64_t)b->kq * (uint64_t)b->G;
  uint64_t g0 = (w * 32 + (uint64_t)(hanoi_ctz(x) >> 1)) / gcells;
  uint64_t g1 = (w * 32 + (uint64_t)(hanoi_msb(x) >> 1)) / gcells;
  for (; g0 <= g1; g0++)
    if (atomic) set_flag_atomic(b->flag[v - 1], g0);
    else set_flag(b->flag[v - 1], g0);
}

/* ---- the spilled shard: chunks and update files ---- */

/* an update record: the word of a chunk of this rank, the chunk (bits
** 40..55) and the free labels used (bits 56..63); the cells (bits 2c) */
typedef struct URec { uint64_t a, p; } URec;

#define WORD_BITS 40
#define WORD_MASK ((((uint64_t)1) << WORD_BITS) - 1)
#define CHUNK_OF(a) ((a) >> WORD_BITS & 0xFFFF)

/* the blocks of chunk j of this rank, its first block, its words */
static uint64_t chunk_blocks(const Run *r, uint64_t j, uint64_t *blk0) {
  uint64_t c = (uint64_t)r->rank + j * (uint64_t)r->R;
  *blk0 = c * r->CB;
  return r->nblocks - *blk0 < r->CB ? r->nblocks - *blk0 : r->CB;
}

static uint64_t chunk_words(const Run *r, uint64_t j) {
  uint64_t blk0, nblk = chunk_blocks(r, j, &blk0);
  return CELL_WORDS(nblk * (uint64_t)r->kq);
}

/* a chunk's words start at j * wps in the shard file (every chunk but the
** table's last holds CB blocks, wps words) */
static off_t chunk_at(const Run *r, uint64_t j) { return (off_t)(j * r->wps * 8); }

static int by_chunk(const void *a, const void *b) {
  uint64_t x = CHUNK_OF(((const URec *)a)->a), y = CHUNK_OF(((const URec *)b)->a);
  return x < y ? -1 : x > y;
}

/* the checksum of n update records, going on from h */
static uint64_t upd_hash(uint64_t h, const URec *u, uint64_t n) {
  uint64_t i;
  for (i = 0; i < n; i++) h = mix(mix(h, u[i].a), u[i].p);
  return h;
}

/* a file of the search that is not a regular file (a FIFO, a device, a
** directory put there): refused, never read, written or waited on */
static int not_regular(Run *r, const char *name) {
  if (r->failed == 0 || r->failed == 3) {
    fail(r, "'%s' in '%s' is not a regular file: give another directory or remove it", name,
         r->rdir);
    r->failed = 3;
  }
  return -1;
}

/* a chunk whose words do not match their checksum: the run stops */
static void chunk_fail(Run *r, const char *file, uint64_t j, const char *what, int64_t layer) {
  if (r->failed == 4) return;
  fail(r, "rank %d: chunk %" PRIu64 " of %s (%s %lld) does not match its checksum: it was "
       "changed or damaged", r->rank, j, file, what, (long long)layer);
  r->failed = 4;
}

/* an I/O failure in a layer: said once, the layer fails */
static void io_fail(Run *r, const char *doing, const char *name) {
  if (r->failed == 0) {
    fail(r, "cannot %s '%s/%s': %s", doing, r->rdir, name, strerror(errno));
    r->failed = 3;
  }
}

/* appends the waiting update records to their chunks' files (upd-J.bin),
** sorted by chunk: one append per chunk */
static void upd_flush(Run *r) {
  uint64_t i, j;
  if (r->un == 0) return;
  qsort(r->ub, (size_t)r->un, sizeof *r->ub, by_chunk);
  for (i = 0; i < r->un && r->failed == 0; i = j) {
    uint64_t c = CHUNK_OF(r->ub[i].a);
    char name[64], path[4200];
    int fd;
    for (j = i; j < r->un && CHUNK_OF(r->ub[j].a) == c; j++) {}
    snprintf(name, sizeof name, "upd-%" PRIu64 ".bin", c);
    snprintf(path, sizeof path, "%s/%s", r->rdir, name);
    fd = hanoi_open_regular(path, O_WRONLY | O_CREAT | O_APPEND, 0666);
    if (fd == HANOI_NOT_REGULAR) { not_regular(r, name); break; }
    if (fd < 0) { io_fail(r, "create", name); break; }
    if (hanoi_write_all(fd, (const unsigned char *)(r->ub + i), (size_t)(j - i) * sizeof *r->ub) != 0)
      io_fail(r, "write", name);
    if (close(fd) != 0) io_fail(r, "write", name);
    if (r->ucnt[c] == 0) r->uh[c] = r->seed_upd;
    r->uh[c] = upd_hash(r->uh[c], r->ub + i, j - i);
    if (damage_now(r, D_UPDATE, r->L + 1)) {     /* (the first file written) */
      flip_byte(path, (off_t)(r->ucnt[c] * sizeof *r->ub + 9));
      r->dmg_done = 1;
    }
    r->ucnt[c] += j - i;
    r->upd_bytes += (j - i) * sizeof *r->ub;
  }
  r->un = 0;
}

static void upd_add(Run *r, uint64_t j, uint64_t w, uint64_t pat, unsigned u) {
  if (r->un == r->ucap) upd_flush(r);
  r->ub[r->un].a = w | j << WORD_BITS | (uint64_t)u << 56;
  r->ub[r->un].p = pat;
  r->un++;
}

/* a successor of layer L: the cells pat of word w of this rank's chunk j,
** u free labels used; those not labelled yet join layer L + 1 (spilled: a
** chunk not in the window gets an update record instead) */
static int mem_check(Run *r, uint64_t j);

static void sym_mark(Run *r, uint64_t j, uint64_t w, uint64_t pat, unsigned u) {
  HCBfs *b;
  unsigned nxt = 2u - (unsigned)(r->L & 1);
  uint64_t old, x;
  if (j >= (uint64_t)r->nown || (int)u > r->free_labels) { r->failed = 2; return; }
  if (r->spill && (int64_t)j != r->loaded) {
    if (w >= chunk_words(r, j)) r->failed = 2;
    else upd_add(r, j, w, pat, u);
    return;
  }
  b = &r->w[r->spill ? 0 : j];
  if (w >= b->nwords) { r->failed = 2; return; }
  if (!r->spill && !r->seen_now[j] && mem_check(r, j) != 0) return;   /* read: checked first */
  if (r->o->threads > 1) {         /* the engine's threads may label the word too */
    old = __atomic_load_n(&b->cells[w], __ATOMIC_RELAXED);
    x = pat & ~(old | old >> 1) & EVEN;
    if (!x) return;
    old = __atomic_fetch_or(&b->cells[w], nxt == 1 ? x : x << 1, __ATOMIC_RELAXED);
    x &= ~(old | old >> 1);       /* the cells this thread labelled */
    if (!x) return;
  }
  else {
    old = b->cells[w];
    x = pat & ~(old | old >> 1) & EVEN;
    if (!x) return;
    b->cells[w] = old | (nxt == 1 ? x : x << 1);
  }
  if (r->spill) r->act[j] += (uint64_t)hanoi_popcount(x);
  r->fresh += (uint64_t)hanoi_popcount(x);
  r->wfresh += (uint64_t)hanoi_popcount(x) * b->orbit[u];
  flag_cells(b, w, x, nxt, r->o->threads > 1);
}

static void sym_merge(Run *r, const uint64_t *p, int n) {
  int i;
  for (i = 0; i + 1 < n; i += 2)
    sym_mark(r, p[i] >> WORD_BITS & 0xFFFF, p[i] & WORD_MASK, p[i + 1], (unsigned)(p[i] >> 56));
}

/* the successors outside the window expanded: to another window of this
** rank, or to the rank that owns their chunk (the main thread) */
static void spill_out(Run *r, const uint64_t *wi, const uint64_t *want, const unsigned char *u,
                      size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    uint64_t chunk = wi[i] / r->wps, word = wi[i] - chunk * r->wps;
    int dest = (int)(chunk % (uint64_t)r->R);
    uint64_t j = chunk / (uint64_t)r->R;
    if (dest == r->rank) sym_mark(r, j, word, want[i], u[i]);
    else push(r, dest, word | j << WORD_BITS | (uint64_t)u[i] << 56, want[i], 2);
  }
}

#define STAGE 65536     /* successors a staging buffer holds */

/* The engine hands over the successors outside the window it expands.
** One thread: at once. Several (called from the engine's threads): into
** the staging buffer, waiting while it is full for the main thread to
** take it. */
static void sym_spill(void *ud, const uint64_t *wi, const uint64_t *want, const unsigned char *u,
                      int n) {
  Run *r = (Run *)ud;
  size_t i = 0;
  if (r->o->threads == 1) { spill_out(r, wi, want, u, (size_t)n); return; }
  pthread_mutex_lock(&r->mx);
  while (i < (size_t)n) {
    struct Stage *g = &r->stg[r->stg_fill];
    size_t c = (size_t)n - i < STAGE - g->n ? (size_t)n - i : STAGE - g->n;
    if (c == 0) { pthread_cond_wait(&r->room, &r->mx); continue; }
    memcpy(g->wi + g->n, wi + i, c * 8);
    memcpy(g->want + g->n, want + i, c * 8);
    memcpy(g->u + g->n, u + i, c);
    g->n += c;
    i += c;
  }
  pthread_mutex_unlock(&r->mx);
}

static void *layer_thread(void *arg) {
  Run *r = (Run *)arg;
  uint64_t f = hanoi_cbfs_layer(r->lt_b);
  pthread_mutex_lock(&r->mx);
  r->lt_found = f;
  r->layer_done = 1;
  pthread_mutex_unlock(&r->mx);
  return NULL;
}

/* One layer of window b: with --threads T > 1, the engine's T threads run
** it from a layer thread while this one hands their successors on, marks
** what the peers send, and waits for it (backing off while nothing comes). */
static uint64_t expand(Run *r, HCBfs *b) {
  pthread_t th;
  unsigned spins = 0;
  int done = 0;
  b->nthreads = r->o->threads;
  b->last = r->o->threads > 1 ? r->layers[r->nlayers - 1] : 0;   /* (the engine's threads
                                                  start on a layer of 4096 positions or more) */
  if (r->o->threads == 1) return hanoi_cbfs_layer(b);
  r->lt_b = b;
  r->layer_done = 0;
  if (pthread_create(&th, NULL, layer_thread, r) != 0) return hanoi_cbfs_layer(b);
  while (!done) {
    struct Stage *g;
    int any;
    pthread_mutex_lock(&r->mx);
    done = r->layer_done;                   /* (read before the buffer is taken) */
    g = &r->stg[r->stg_fill];
    r->stg_fill = 1 - r->stg_fill;
    pthread_cond_broadcast(&r->room);
    pthread_mutex_unlock(&r->mx);
    spill_out(r, g->wi, g->want, g->u, g->n);
    any = g->n > 0;
    g->n = 0;
    if (drain(r)) any = 1;
    if (any) spins = 0;
    else if (!done) backoff(&spins);
  }
  pthread_join(th, NULL);
  return r->lt_found;
}

#define CHUNKS_PER_RANK 64
#define CHUNK_MIN       1024    /* blocks: a window's table outweighs its tables of moves */

/* the table of n disks on k pegs cut into chunks for R ranks: 0, or
** HS_TOOBIG; *bytes: the most memory the windows of one rank take,
** *structs: their descriptions (tables of moves) */
static int sym_plan(int n, int k, int R, uint64_t *nblocks, uint64_t *CB, uint64_t *nchunks,
                    int *kq, uint64_t *bytes, uint64_t *structs) {
  HCBfs *lay = (HCBfs *)malloc(sizeof *lay);
  unsigned char lab[HANOI_MAXN];
  uint64_t al, target = (uint64_t)R * CHUNKS_PER_RANK, cb, own;
  if (lay == NULL) return HS_NOMEM;
  memset(lab, 0, sizeof lab);                  /* the tower on peg 1: label 0 */
  if (hanoi_cbfs_layout_sharded(lay, n, k, 1, lab, 1) != 0) { free(lay); return HS_TOOBIG; }
  *nblocks = lay->nblocks;
  *kq = lay->kq;
  free(lay);
  al = hanoi_cbfs_align(n, k);
  cb = (*nblocks + target - 1) / target;
  if (cb < CHUNK_MIN) cb = CHUNK_MIN;
  cb = (cb + al - 1) / al * al;
  if (cb == 0) cb = al;
  *CB = cb;
  *nchunks = (*nblocks + cb - 1) / cb;
  own = (*nchunks + (uint64_t)R - 1) / (uint64_t)R;
  *bytes = own * hanoi_cbfs_window_bytes(n, k, cb);
  *structs = own * sizeof(HCBfs);
  return 0;
}

static int sym_open(Run *r) {
  const Opts *o = r->o;
  HCBfs *lay;
  unsigned char lab[HANOI_MAXN];
  uint64_t bytes, structs, cell, blk, chunk;
  int st, j;
  if (sym_plan(o->n, o->k, r->R, &r->nblocks, &r->CB, &r->nchunks, &r->kq, &bytes, &structs) != 0)
    return fail(r, "%d^%d states are too many to search", o->k, o->n);
  r->wps = r->CB * (uint64_t)r->kq / 32;
  r->free_labels = o->k - 1;
  r->nown = r->nchunks > (uint64_t)r->rank
          ? (int)((r->nchunks - (uint64_t)r->rank + (uint64_t)r->R - 1) / (uint64_t)r->R) : 0;
  r->nwin = r->spill ? (r->nown > 0) : r->nown;
  r->w = (HCBfs *)calloc((size_t)(r->nwin ? r->nwin : 1), sizeof *r->w);
  if (r->w == NULL) return fail(r, "not enough memory for a shard of %d^%d states", o->k, o->n);
  for (j = 0; j < r->nwin; j++) {
    uint64_t blk0, nblk = chunk_blocks(r, (uint64_t)j, &blk0);
    /* spilled: one window, as large as a chunk, that each chunk visits */
    st = hanoi_cbfs_init_window_sharded(&r->w[j], &r->mem, o->n, o->k, 1, r->spill ? r->CB : nblk, 1,
                                sym_spill, r);
    if (st != 0) return fail(r, "not enough memory for a shard of %d^%d states", o->k, o->n);
    hanoi_cbfs_window(&r->w[j], blk0, nblk);
    r->w[j].nthreads = 1;
    r->w[j].keep = o->antipodes != NULL;      /* (retire marks the layer done) */
  }
  r->loaded = -1;
  if (r->spill) {
    size_t nb = (size_t)(r->nown ? r->nown : 1) * 8;
    r->ch = (uint64_t *)hanoi_alloc(&r->mem, nb);
    r->ucnt = (uint64_t *)hanoi_alloc(&r->mem, nb);
    r->act = (uint64_t *)hanoi_alloc(&r->mem, nb);
    r->uh = (uint64_t *)hanoi_alloc(&r->mem, nb);
    r->ub = (URec *)hanoi_alloc(&r->mem, (size_t)r->ucap * sizeof *r->ub);
    if (r->ch == NULL || r->ucnt == NULL || r->act == NULL || r->uh == NULL || r->ub == NULL)
      return fail(r, "not enough memory for a shard of %d^%d states", o->k, o->n);
    memset(r->ch, 0, nb);
    memset(r->ucnt, 0, nb);
    memset(r->act, 0, nb);
  }
  lay = (HCBfs *)malloc(sizeof *lay);
  if (lay == NULL) return fail(r, "not enough memory");
  memset(lab, 0, sizeof lab);
  hanoi_cbfs_layout_sharded(lay, o->n, o->k, 1, lab, 1);
  cell = lay->start_cell;
  blk = cell / (uint64_t)lay->kq;
  chunk = blk / r->CB;
  r->start_j = -1;
  if ((int)(chunk % (uint64_t)r->R) == r->rank && r->spill) {  /* written by spill_begin */
    r->start_j = (int64_t)(chunk / (uint64_t)r->R);
    r->start_local = cell - chunk * r->CB * (uint64_t)lay->kq;
  }
  else if ((int)(chunk % (uint64_t)r->R) == r->rank) {
    HCBfs *b = &r->w[chunk / (uint64_t)r->R];
    uint64_t local = cell - b->blk0 * (uint64_t)lay->kq;
    cell_or(b->cells, local, 1);
    set_flag(b->flag[0], local / (uint64_t)lay->kq / (uint64_t)lay->G);
  }
  free(lay);
  return 0;
}

static uint64_t sym_layer(Run *r, uint64_t *weighted) {
  uint64_t found = 0;
  int j;
  *weighted = 0;
  for (j = 0; j < r->nown; j++) {
    HCBfs *b = &r->w[j];
    uint64_t f;
    if (stop_now()) { r->cut = 1; break; }   /* between chunks */
    b->layer = (int)r->L;
    f = expand(r, b);
    found += f;
    if (f > 0) *weighted += b->wlast;
    drain(r);                       /* the peers' batches wait for this rank */
  }
  return found;
}

/* the flags of a window whose cells were read back from a file */
static void reflag(HCBfs *b) {
  uint64_t w;
  memset(b->flag[0], 0, (size_t)b->flag_bytes);
  memset(b->flag[1], 0, (size_t)b->flag_bytes);
  for (w = 0; w < b->nwords; w++) {
    uint64_t v = b->cells[w], one = v & ~(v >> 1) & 0x5555555555555555ull,
             two = (v >> 1) & ~v & 0x5555555555555555ull;
    if (one) flag_cells(b, w, one, 1, 0);
    if (two) flag_cells(b, w, two, 2, 0);
  }
}

static void sym_reflag(Run *r) {
  int j;
  for (j = 0; j < r->nwin; j++) reflag(&r->w[j]);
}

/* ---- the spilled search: the shard on disk, a chunk at a time ----
** With --dir and a --max-memory below the shard, a rank keeps its chunks
** in a file (the chunks in order, as in a checkpoint's shard) and one
** window of the engine in memory. A layer is two sweeps over the file:
**  1. each chunk is read into the window (pread), its flags made again,
**     its layer expanded, and written (pwrite) to the next layer's file;
**     a successor in a chunk not in the window, this rank's or received
**     from a peer, becomes an update record, kept in a bounded buffer and
**     appended, sorted by chunk, to that chunk's file (upd-J.bin);
**  2. once every peer's batches have arrived, each chunk with updates is
**     read again, its records merged (those still unlabelled join the next
**     layer) and written back: the layer is whole, and counted, at the
**     end of the layer as in memory.
** pread and pwrite through one buffer rather than mmap: the pages of a
** mapped file count in the resident memory of the process until the
** kernel takes them back, those of the page cache do not, so the rank's
** memory is the window, the buffers and the records, whatever the shard.
** A layer reads the shard and writes a new one (work-L.bin), so the
** shard of the last checkpoint is never written: a checkpoint renames the
** new one into place (shard-L.bin). */

static uint64_t chunk_hash(const Run *r, const uint64_t *p, uint64_t n) {
  return hash_words(r->seed_shard, p, n);
}

static void win_clear(HCBfs *b) {
  memset(b->cells, 0, (size_t)b->nwords * 8);
  memset(b->flag[0], 0, (size_t)b->flag_bytes);
  memset(b->flag[1], 0, (size_t)b->flag_bytes);
}

/* reads chunk j of file fd into the window and checks it against its
** checksum `want` (what, layer: the file for a message) */
static int win_load(Run *r, int fd, const char *name, uint64_t j, uint64_t want, const char *what,
                    int64_t layer) {
  HCBfs *b = &r->w[0];
  uint64_t blk0, nblk = chunk_blocks(r, j, &blk0);
  char file[4300];
  hanoi_cbfs_window(b, blk0, nblk);
  if (hanoi_pread_all(fd, (unsigned char *)b->cells, (size_t)b->nwords * 8, chunk_at(r, j)) != 0) {
    io_fail(r, "read", name);
    return -1;
  }
  r->io_bytes += b->nwords * 8;
  if (chunk_hash(r, b->cells, b->nwords) != want) {
    snprintf(file, sizeof file, "'%s/%s'", r->rdir, name);
    chunk_fail(r, file, j, what, layer);
    return -1;
  }
  r->loaded = (int64_t)j;
  return 0;
}

/* writes the window as chunk j of the next layer's file, notes its
** checksum, clears it */
static void win_store(Run *r, uint64_t j) {
  HCBfs *b = &r->w[0];
  r->ch[j] = chunk_hash(r, b->cells, b->nwords);
  r->io_bytes += b->nwords * 8;
  if (hanoi_pwrite_all(r->dst_fd, (const unsigned char *)b->cells, (size_t)b->nwords * 8,
                       chunk_at(r, j)) != 0)
    io_fail(r, "write", r->dst_name);
  if (damage_now(r, D_SHARD, r->L + 1) && r->o->dmg_chunk == j) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", r->rdir, r->dst_name);
    flip_byte(path, chunk_at(r, j) + 3);
    r->dmg_done = 1;
  }
  win_clear(b);
  r->loaded = -1;
}

/* opens the file of layer `layer` for writing: dst */
static int dst_open(Run *r, int64_t layer) {
  char path[4200];
  snprintf(r->dst_name, sizeof r->dst_name, "work-%lld.bin", (long long)layer);
  snprintf(path, sizeof path, "%s/%s", r->rdir, r->dst_name);
  r->dst_fd = hanoi_open_regular(path, O_RDWR | O_CREAT | O_TRUNC, 0666);
  if (r->dst_fd == HANOI_NOT_REGULAR) { r->dst_fd = -1; return not_regular(r, r->dst_name); }
  if (r->dst_fd < 0) { io_fail(r, "create", r->dst_name); return -1; }
  return 0;
}

/* the next layer reads what this one wrote; the source goes unless it is
** a checkpoint's (ckpt: dst was just renamed into one) */
static void spill_next(Run *r, int ckpt) {
  if (r->dst_fd == r->src_fd) {        /* written in place */
    memcpy(r->src_name, r->dst_name, sizeof r->src_name);
    r->src_ckpt = ckpt;
    r->dst_fd = -1;
    return;
  }
  if (r->src_fd >= 0) close(r->src_fd);
  if (!r->src_ckpt && r->src_name[0]) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", r->rdir, r->src_name);
    unlink(path);
  }
  r->src_fd = r->dst_fd;
  memcpy(r->src_name, r->dst_name, sizeof r->src_name);
  r->src_ckpt = ckpt;
  r->dst_fd = -1;
}

/* a new search: layer 0's shard, the start in its chunk */
static int spill_begin(Run *r) {
  uint64_t j;
  r->failed = 0;
  if (dst_open(r, 0) != 0) return -1;
  for (j = 0; j < (uint64_t)r->nown && r->failed == 0; j++) {
    HCBfs *b = &r->w[0];
    uint64_t blk0, nblk = chunk_blocks(r, j, &blk0);
    hanoi_cbfs_window(b, blk0, nblk);
    if ((int64_t)j == r->start_j) { cell_or(b->cells, r->start_local, 1); r->act[j] = 1; }
    win_store(r, j);
  }
  if (r->failed) return -1;
  spill_next(r, 0);
  return 0;
}

/* Sweep 1 of a layer (see above). The shard of a checkpoint is copied
** whole into the next layer's file; any other is written in place, and
** its chunks without a cell of this layer are skipped. */
static uint64_t spill_layer(Run *r, uint64_t *weighted) {
  HCBfs *b = &r->w[0];
  uint64_t found = 0, j;
  int inplace = !r->src_ckpt;
  *weighted = 0;
  if (inplace) {
    r->dst_fd = r->src_fd;
    memcpy(r->dst_name, r->src_name, sizeof r->dst_name);
  }
  else if (dst_open(r, r->L + 1) != 0) return 0;
  for (j = 0; j < (uint64_t)r->nown && r->failed == 0; j++) {
    uint64_t f;
    if (inplace && r->act[j] == 0) continue;
    if (stop_now()) { r->cut = 1; break; }
    if (win_load(r, r->src_fd, r->src_name, j, r->ch[j], r->src_ckpt ? "the checkpoint of layer"
                 : "the shard of layer", r->L) != 0) break;
    reflag(b);
    b->layer = (int)r->L;
    r->act[j] = 0;                  /* expanded: the next layer's come now */
    f = expand(r, b);
    r->act[j] += f;
    r->seen_now[j] = 1;             /* (for retire) */
    found += f;
    if (f > 0) *weighted += b->wlast;
    drain(r);                       /* the peers' batches wait for this rank */
    win_store(r, j);
  }
  return found;
}

/* sweep 2: the update records merged, chunk by chunk */
static void spill_merge(Run *r) {
  uint64_t j;
  upd_flush(r);
  for (j = 0; j < (uint64_t)r->nown && r->failed == 0; j++) {
    char name[64], path[4200];
    uint64_t left = r->ucnt[j];
    off_t at = 0;
    int fd;
    if (left == 0) continue;
    snprintf(name, sizeof name, "upd-%" PRIu64 ".bin", j);
    snprintf(path, sizeof path, "%s/%s", r->rdir, name);
    fd = hanoi_open_regular(path, O_RDONLY, 0);
    if (fd == HANOI_NOT_REGULAR) { not_regular(r, name); break; }
    if (fd < 0) { io_fail(r, "open", name); break; }
    if (win_load(r, r->dst_fd, r->dst_name, j, r->ch[j], "the shard being found, layer", r->L + 1) == 0) {
      uint64_t h = r->seed_upd;
      int bad = 0;
      while (left > 0) {
        uint64_t n = left < r->ucap ? left : r->ucap, i;
        if (hanoi_pread_all(fd, (unsigned char *)r->ub, (size_t)n * sizeof *r->ub, at) != 0) {
          io_fail(r, "read", name);
          break;
        }
        h = upd_hash(h, r->ub, n);
        for (i = 0; i < n && !bad; i++) {
          if (CHUNK_OF(r->ub[i].a) != j) { bad = 1; break; }
          sym_mark(r, j, r->ub[i].a & WORD_MASK, r->ub[i].p, (unsigned)(r->ub[i].a >> 56));
          if (r->failed == 2) bad = 1;
        }
        at += (off_t)(n * sizeof *r->ub);
        left -= n;
      }
      if (left == 0 && h != r->uh[j]) {          /* the records are refused, not the chunk */
        char file[4300];
        snprintf(file, sizeof file, "the update records '%s/%s'", r->rdir, name);
        r->failed = 0;
        chunk_fail(r, file, j, "the shard being found, layer", r->L + 1);
      }
      else if (bad && r->failed == 0) r->failed = 2;
      if (r->failed == 0) win_store(r, j);
    }
    close(fd);
    unlink(path);
    r->ucnt[j] = 0;
  }
}

/* ---- the plain search ---- */

static int list_push(Run *r, int which, uint64_t v) {
  if (r->n_list[which] == r->cap_list[which]) {
    uint64_t cap = r->cap_list[which] ? r->cap_list[which] * 2 : LIST0;
    uint64_t *p = (uint64_t *)hanoi_realloc(&r->mem, r->list[which],
                                            (size_t)(r->cap_list[which] * 8), (size_t)(cap * 8));
    if (p == NULL) { r->failed = 1; return 0; }
    r->list[which] = p;
    r->cap_list[which] = cap;
  }
  r->list[which][r->n_list[which]++] = v;
  if (r->mem.used > r->mem_peak) r->mem_peak = r->mem.used;
  return 1;
}

static void plain_mark(Run *r, uint64_t code) {
  uint64_t i = code - r->lo;
  if (r->seen[i >> 6] >> (i & 63) & 1) return;
  if (!list_push(r, 1 - r->cur_list, i)) return;
  r->seen[i >> 6] |= (uint64_t)1 << (i & 63);
}

static void plain_merge(Run *r, const uint64_t *p, int n) {
  int i;
  for (i = 0; i < n; i++) {
    if (p[i] < r->lo || p[i] >= r->hi) { r->failed = 2; continue; }
    plain_mark(r, p[i]);
  }
}

static int plain_open(Run *r) {
  const Opts *o = r->o;
  int f;
  hanoi_space(&r->sp, o->n, o->k);
  memset(&r->pr, 0, sizeof r->pr);
  r->pr.k = o->k;
  for (f = 0; f < o->k; f++) r->pr.allow[f] = r->allow[f];
  r->C = (r->sp.size + (uint64_t)r->R - 1) / (uint64_t)r->R;
  r->lo = (uint64_t)r->rank * r->C;
  if (r->lo > r->sp.size) r->lo = r->sp.size;
  r->hi = r->lo + r->C < r->sp.size ? r->lo + r->C : r->sp.size;
  r->seen_bytes = ((r->hi - r->lo + 63) / 64 + 1) * 8;
  r->seen = (uint64_t *)hanoi_alloc(&r->mem, (size_t)r->seen_bytes);
  if (r->seen == NULL) return fail(r, "not enough memory for a shard of %d^%d states", o->k, o->n);
  memset(r->seen, 0, (size_t)r->seen_bytes);
  r->cur_list = 0;
  if (r->lo == 0 && r->hi > 0) {               /* the tower on peg 1: code 0 */
    r->seen[0] = 1;
    if (!list_push(r, 0, 0)) return fail(r, "not enough memory for the first layer");
  }
  return 0;
}

/* expands the layer; the new positions end in the other list (with the
** ones received) */
static void plain_layer(Run *r) {
  int c = r->cur_list, nx = 1 - c;
  uint64_t i;
  HStep st[HANOI_MAXSTEPS];
  r->n_list[nx] = 0;
  for (i = 0; i < r->n_list[c]; i++) {
    int m = hanoi_steps_out(&r->pr, &r->sp, r->lo + r->list[c][i], st), j;
    for (j = 0; j < m; j++) {
      uint64_t s = st[j].code, dest = s / r->C;
      if ((int)dest == r->rank) plain_mark(r, s);
      else push(r, (int)dest, s, 0, 1);
    }
    if ((i & 1023) == 1023) {
      drain(r);
      if (stop_now()) { r->cut = 1; break; }
    }
  }
}

static void merge(Run *r, const uint64_t *p, int n) {
  if (r->method == M_SYM) sym_merge(r, p, n);
  else plain_merge(r, p, n);
}

/* ---- checkpoints ---- */

static void rank_path(const Run *r, char *out, size_t size, const char *fmt, int64_t layer) {
  char name[64];
  snprintf(name, sizeof name, fmt, (long long)layer);
  snprintf(out, size, "%s/%s", r->rdir, name);
}

/* a failure to write or rename file tmp, which is removed */
static int fail_gone(Run *r, const char *doing, const char *tmp) {
  int st = fail(r, "%s '%s': %s", doing, tmp, strerror(errno));
  unlink(tmp);
  return st;
}

/* opens a file of the search without waiting, a regular file only (see
** regular_file.h): the descriptor, or -1 with the failure in r->err */
static int open_file(Run *r, const char *path, int flags, const char *doing) {
  int fd = hanoi_open_regular(path, flags, 0666);
  if (fd == HANOI_NOT_REGULAR)
    return fail(r, "'%s' is not a regular file: give another directory or remove it", path);
  if (fd < 0) return fail(r, "cannot %s '%s': %s", doing, path, strerror(errno));
  return fd;
}

/* writes a file whole: to path.tmp, synced, renamed into place */
static int write_file(Run *r, const char *path, const void *a, size_t na) {
  char tmp[4300];
  int fd, ok;
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  if ((fd = open_file(r, tmp, O_WRONLY | O_CREAT | O_TRUNC, "create")) < 0) return -1;
  ok = hanoi_write_all(fd, (const unsigned char *)a, na) == 0 && fsync(fd) == 0;
  if (close(fd) != 0) ok = 0;
  if (!ok) return fail_gone(r, "cannot write", tmp);
  if (rename(tmp, path) != 0) return fail_gone(r, "cannot rename", tmp);
  return 0;
}

/* The shard's data: the arrays of words of the table part (the windows'
** cells, or the bits of the plain search), then the frontier list (plain) */
static int shard_part(Run *r, int i, uint64_t **p, uint64_t *n) {
  if (r->method == M_SYM) {
    if (i >= r->nwin) return 0;
    *p = r->w[i].cells;
    *n = r->w[i].nwords;
    return 1;
  }
  if (i == 0) { *p = r->seen; *n = r->seen_bytes / 8; return 1; }
  if (i == 1) { *p = r->list[r->cur_list]; *n = r->n_list[r->cur_list]; return 1; }
  return 0;
}

static uint64_t table_words(Run *r) {
  uint64_t t = 0, j;
  if (r->method == M_PLAIN) return r->seen_bytes / 8;
  for (j = 0; j < (uint64_t)r->nown; j++) t += chunk_words(r, j);
  return t;
}

/* the words of chunk i of the shard (a file holds them in order) */
static uint64_t part_words(Run *r, uint64_t i) {
  if (r->method == M_PLAIN) return i == 0 ? r->seen_bytes / 8 : r->n_list[r->cur_list];
  return chunk_words(r, i);
}

/* In memory: the checksum of each chunk, taken at the end of a layer
** (all: every=1; otherwise those the layer read, hence may have changed) ... */
static void mem_hash(Run *r, int every) {
  uint64_t *p, n;
  int i;
  if (r->spill) return;
  for (i = 0; shard_part(r, i, &p, &n); i++) {
    if (every || r->method == M_PLAIN || r->seen_now[i]) r->ch[i] = chunk_hash(r, p, n);
    r->seen_now[i] = 0;
  }
}

/* ... and checked before the layer reads the chunk: chunk j now */
static int mem_check(Run *r, uint64_t j) {
  uint64_t *p, n;
  r->seen_now[j] = 1;
  if (!shard_part(r, (int)j, &p, &n) || chunk_hash(r, p, n) == r->ch[j]) return 0;
  chunk_fail(r, "the shard in memory", j, "the shard of layer", r->L);
  return -1;
}

/* at the start of a layer: the chunks it expands (those with cells of the
** layer, as their flags say; the plain search: both); the others are
** checked when a successor first reaches them (sym_mark) */
static int mem_verify(Run *r) {
  uint64_t *p, n, g;
  int i;
  if (r->spill) return 0;
  for (i = 0; shard_part(r, i, &p, &n); i++) {
    int active = r->method == M_PLAIN;
    if (!active) {
      const HCBfs *b = &r->w[i];
      const uint64_t *f = b->flag[r->L & 1];
      for (g = 0; g < b->flag_bytes / 8 && !active; g++) active = f[g] != 0;
    }
    if (active && mem_check(r, (uint64_t)i) != 0) return -1;
  }
  return 0;
}

/* the shard's checksum: of the checksums of its chunks */
static uint64_t shard_hash(Run *r) {
  uint64_t h = r->seed_shard, j;
  for (j = 0; j < r->nparts; j++) h = mix(h, r->ch[j]);
  return h;
}

/* reads file fd (name) back, its chunks in order, each checked against
** want[]; what, layer: the file for a message */
static int verify_file(Run *r, int fd, const char *name, const uint64_t *want, const char *what,
                       int64_t layer) {
  off_t at = 0;
  uint64_t i;
  struct stat sb;
  char file[4300];
  snprintf(file, sizeof file, "'%s/%s'", r->rdir, name);
  for (i = 0; i < r->nparts; i++) {
    uint64_t left = part_words(r, i);
    Hash h;
    hash_init(&h, r->seed_shard);
    while (left > 0) {
      uint64_t n = left < VBUF ? left : VBUF;
      if (hanoi_pread_all(fd, (unsigned char *)r->vbuf, (size_t)n * 8, at) != 0) {
        if (errno != EIO) return fail(r, "cannot read %s: %s", file, strerror(errno));
        chunk_fail(r, file, i, what, layer);     /* the file ends too soon */
        return -1;
      }
      hash_feed(&h, r->vbuf, n);          /* (VBUF words a piece, but the last) */
      at += (off_t)(n * 8);
      left -= n;
    }
    if (hash_final(&h) != want[i]) { chunk_fail(r, file, i, what, layer); return -1; }
  }
  if (fstat(fd, &sb) != 0 || sb.st_size != at)
    return fail(r, "rank %d: %s (%s %lld) is not as long as its chunks: it was changed or "
                "damaged", r->rank, file, what, (long long)layer);
  return 0;
}

/* The checkpoint of layer L: the shard (shard-L.bin), written and read
** back, every chunk checked; then its description (ckpt-L: the search,
** the layers, the checksum of each chunk), the file that makes it a
** checkpoint. A shard that does not verify gets no description: the
** older checkpoints stay the ones to go on from. */
static int write_checkpoint(Run *r, int done) {
  char path[4200], tmp[4300], name[64], *text;
  uint64_t *p, n, h = shard_hash(r), i;
  size_t len = 0, cap = 1024 + (size_t)r->nlayers * 24 + (size_t)r->nparts * 20;
  int ok = 1, j, fd;
  snprintf(name, sizeof name, "shard-%lld.bin", (long long)r->L);
  rank_path(r, path, sizeof path, "shard-%lld.bin", r->L);
  if (r->spill) {                /* the next layer's file is written: renamed into place */
    snprintf(tmp, sizeof tmp, "%s/%s", r->rdir, r->dst_name);
    if (fsync(r->dst_fd) != 0) return fail(r, "cannot write '%s': %s", tmp, strerror(errno));
    if (rename(tmp, path) != 0) return fail(r, "cannot rename '%s': %s", tmp, strerror(errno));
    memcpy(r->dst_name, name, sizeof name);
  }
  else {
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    if ((fd = open_file(r, tmp, O_WRONLY | O_CREAT | O_TRUNC, "create")) < 0) return -1;
    for (j = 0; ok && shard_part(r, j, &p, &n); j++)
      ok = n == 0 || hanoi_write_all(fd, (const unsigned char *)p, (size_t)n * 8) == 0;
    ok = ok && fsync(fd) == 0;
    if (close(fd) != 0) ok = 0;
    if (!ok) return fail_gone(r, "cannot write", tmp);
    if (rename(tmp, path) != 0) return fail_gone(r, "cannot rename", tmp);
  }
  if (damage_now(r, D_CHECKPOINT, r->L) && r->o->dmg_chunk < r->nparts) {
    off_t at = 0;
    for (i = 0; i < r->o->dmg_chunk; i++) at += (off_t)(part_words(r, i) * 8);
    if (part_words(r, i) > 0) flip_byte(path, at + 3);
    r->dmg_done = 1;
  }
  if ((fd = open_file(r, path, O_RDONLY, "read")) < 0) return -1;
  j = verify_file(r, fd, name, r->ch, "the checkpoint of layer", r->L);
  close(fd);
  if (j != 0) return -1;
  text = (char *)malloc(cap);
  if (text == NULL) return fail(r, "not enough memory for a checkpoint");
  len += (size_t)snprintf(text + len, cap - len, "hanoi-bfs-mpi checkpoint %d\nsearch %s\n"
                          "layer %lld\ndone %d\nshard %" PRIu64 " %" PRIu64 " %016" PRIx64
                          "\nlayers %" PRIu64, FORMAT, r->params, (long long)r->L, done,
                          table_words(r), r->method == M_PLAIN ? r->n_list[r->cur_list] : 0,
                          h, r->nlayers);
  for (i = 0; i < r->nlayers; i++)
    len += (size_t)snprintf(text + len, cap - len, " %" PRIu64, r->layers[i]);
  len += (size_t)snprintf(text + len, cap - len, "\nchunks %" PRIu64, r->nparts);
  for (i = 0; i < r->nparts; i++)
    len += (size_t)snprintf(text + len, cap - len, " %016" PRIx64, r->ch[i]);
  len += (size_t)snprintf(text + len, cap - len, "\n");
  len += (size_t)snprintf(text + len, cap - len, "check %016" PRIx64 "\n", hash_text(text));
  rank_path(r, path, sizeof path, "ckpt-%lld", r->L);
  j = write_file(r, path, text, len);
  free(text);
  return j;
}

/* a small file read whole: 0; 1 when it cannot be read; -1 when it is not
** a regular file (r->err says so) */
static int read_text(Run *r, const char *path, char **out) {
  int fd = hanoi_open_regular(path, O_RDONLY, 0);
  struct stat sb;
  char *t;
  if (fd == HANOI_NOT_REGULAR)
    return fail(r, "'%s' is not a regular file: give another directory or remove it", path);
  if (fd < 0) return 1;
  if (fstat(fd, &sb) != 0 || sb.st_size > (off_t)64 << 20 ||
      (t = (char *)malloc((size_t)sb.st_size + 1)) == NULL) { close(fd); return 1; }
  if (hanoi_pread_all(fd, (unsigned char *)t, (size_t)sb.st_size, 0) != 0) {
    free(t);
    close(fd);
    return 1;
  }
  close(fd);
  t[sb.st_size] = 0;
  *out = t;
  return 0;
}

/* The checkpoint of layer `layer`: 0 and its fields, 1 when it is not a
** checkpoint (damaged: never trusted), -1 when it belongs to another search
** or is not a regular file */
typedef struct Ckpt {
  int64_t layer;
  int done;
  uint64_t na, nb, hash, nlayers, nchunks;
  uint64_t *layers, *chunks;
} Ckpt;

static void ckpt_free(Ckpt *c) {
  free(c->layers);
  free(c->chunks);
  c->layers = c->chunks = NULL;
}

/* a search's parameters without " rank=R", for a message every rank says alike */
static const char *without_rank(const char *s, char *out) {
  const char *p = strstr(s, " rank=");
  size_t n = p ? (size_t)(p - s) : strlen(s);
  if (n > 1099) n = 1099;
  memcpy(out, s, n);
  out[n] = 0;
  if (p != NULL) {
    p += 6;
    while (*p >= '0' && *p <= '9') p++;
    strncat(out, p, 1099 - n);
  }
  return out;
}

static int read_checkpoint(Run *r, int64_t layer, Ckpt *c) {
  char path[4200], *t = NULL, *p, *check, search[1100];
  uint64_t i, h;
  int fmt, nread, st;
  long long lay;
  memset(c, 0, sizeof *c);
  rank_path(r, path, sizeof path, "ckpt-%lld", layer);
  if ((st = read_text(r, path, &t)) != 0) return st;
  check = strstr(t, "check ");
  if (check == NULL || sscanf(check, "check %" SCNx64, &h) != 1) { free(t); return 1; }
  *check = 0;
  if (hash_text(t) != h) { free(t); return 1; }
  if (sscanf(t, "hanoi-bfs-mpi checkpoint %d\nsearch %1099[^\n]\nlayer %lld\ndone %d\nshard %" SCNu64
             " %" SCNu64 " %" SCNx64 "\nlayers %" SCNu64 "%n", &fmt, search, &lay, &c->done, &c->na,
             &c->nb, &c->hash, &c->nlayers, &nread) != 8 || lay != layer || c->nlayers > 1u << 30) {
    free(t);
    return 1;
  }
  if (fmt != FORMAT || strcmp(search, r->params) != 0) {
    char theirs[1100], ours[1100];
    fail(r, "directory '%s' holds the checkpoint of another search (%s%s), not this one (%s): "
         "give another directory or remove its files", r->o->dir, fmt != FORMAT ? "another "
         "version's, " : "", without_rank(search, theirs), without_rank(r->params, ours));
    free(t);
    return -1;
  }
  c->layer = lay;
  c->layers = (uint64_t *)malloc((size_t)(c->nlayers + 1) * 8);
  if (c->layers == NULL) { free(t); return 1; }
  p = t + nread;
  for (i = 0; i < c->nlayers; i++) {
    char *end;
    c->layers[i] = strtoull(p, &end, 10);
    if (end == p) { ckpt_free(c); free(t); return 1; }
    p = end;
  }
  if (sscanf(p, "\nchunks %" SCNu64 "%n", &c->nchunks, &nread) != 1 || c->nchunks > 1u << 24) {
    ckpt_free(c);
    free(t);
    return 1;
  }
  p += nread;
  c->chunks = (uint64_t *)malloc((size_t)(c->nchunks + 1) * 8);
  if (c->chunks == NULL) { ckpt_free(c); free(t); return 1; }
  for (i = 0; i < c->nchunks; i++) {
    char *end;
    c->chunks[i] = strtoull(p, &end, 16);
    if (end == p) { ckpt_free(c); free(t); return 1; }
    p = end;
  }
  free(t);
  return 0;
}

#define MAXCKPT 64    /* the checkpoints of a folder looked at, the newest */

/* the layers of the sound checkpoints in this rank's folder, newest
** first (*n of them); -1 on a foreign one or one that is not a regular
** file (r->err) */
static int list_checkpoints(Run *r, int64_t *have, int *n) {
  DIR *d = opendir(r->rdir);
  struct dirent *e;
  *n = 0;
  if (d == NULL) return 0;
  while ((e = readdir(d)) != NULL) {
    long long l;
    char extra;
    Ckpt c;
    int st, i;
    if (sscanf(e->d_name, "ckpt-%lld%c", &l, &extra) != 1 || l < 0) continue;
    st = read_checkpoint(r, (int64_t)l, &c);
    ckpt_free(&c);
    if (st < 0) { closedir(d); return -1; }
    if (st != 0) continue;
    for (i = *n; i > 0 && have[i - 1] < l; i--) if (i < MAXCKPT) have[i] = have[i - 1];
    if (i < MAXCKPT) { have[i] = l; if (*n < MAXCKPT) (*n)++; }
  }
  closedir(d);
  return 0;
}

/* removes this rank's files but those of the layers keep and keep2 */
static void prune(Run *r, int64_t keep, int64_t keep2) {
  DIR *d = opendir(r->rdir);
  struct dirent *e;
  char path[4096 + 512];
  if (d == NULL) return;
  while ((e = readdir(d)) != NULL) {
    long long l;
    char extra[8];
    int mine = 0;
    if (sscanf(e->d_name, "ckpt-%lld%7s", &l, extra) >= 1) mine = 1;
    else if (sscanf(e->d_name, "shard-%lld%7s", &l, extra) >= 1) mine = 1;
    else if (sscanf(e->d_name, "work-%lld%7s", &l, extra) >= 1 ||
             sscanf(e->d_name, "upd-%lld%7s", &l, extra) >= 1) mine = 2;   /* never kept */
    if (!mine) continue;
    if (mine == 1 && (l == keep || l == keep2) && strstr(e->d_name, ".tmp") == NULL) continue;
    snprintf(path, sizeof path, "%s/%s", r->rdir, e->d_name);
    unlink(path);
  }
  closedir(d);
}

/* the layers count against --max-memory, as in hanoi.bfs */
static int push_layer(Run *r, uint64_t v) {
  if (r->nlayers == r->lcap) {
    uint64_t cap = r->lcap ? r->lcap * 2 : LAYERS0;
    uint64_t *p = (uint64_t *)hanoi_realloc(&r->mem, r->layers, (size_t)r->lcap * 8, (size_t)cap * 8);
    if (p == NULL) {
      char lim[32];
      fmt_bytes(lim, sizeof lim, (double)r->o->max_memory);
      return fail(r, "the layers of the search do not fit in --max-memory (%s)", lim);
    }
    r->layers = p;
    r->lcap = cap;
    if (r->mem.used > r->mem_peak) r->mem_peak = r->mem.used;
  }
  r->layers[r->nlayers++] = v;
  return 0;
}

/* Loads the checkpoint of layer `layer`, every chunk checked against the
** checksum its description holds: 0, or -1 (r->err) */
static int load_checkpoint(Run *r, int64_t layer, int *done) {
  Ckpt c;
  char path[4200], name[64], file[4300];
  uint64_t *p, n, total = 0;
  struct stat sb;
  int st = read_checkpoint(r, layer, &c), j, fd;
  r->failed = 0;
  if (st != 0) {
    ckpt_free(&c);
    if (st > 0) fail(r, "checkpoint 'ckpt-%lld' in '%s' is damaged", (long long)layer, r->rdir);
    return -1;
  }
  snprintf(name, sizeof name, "shard-%lld.bin", (long long)layer);
  rank_path(r, path, sizeof path, "shard-%lld.bin", layer);
  snprintf(file, sizeof file, "'%s'", path);
  if (c.na != table_words(r) || c.nchunks != r->nparts) {
    ckpt_free(&c);
    return fail(r, "checkpoint 'ckpt-%lld' in '%s' does not fit this search's shards: remove the "
                "directory's files to start the search again", (long long)layer, r->rdir);
  }
  if (r->method == M_PLAIN) {
    int w = r->cur_list;
    while (r->cap_list[w] < c.nb)
      if (!list_push(r, w, 0)) { ckpt_free(&c); return fail(r, "not enough memory for the frontier"); }
    r->n_list[w] = c.nb;
  }
  fd = hanoi_open_regular(path, O_RDONLY, 0);
  if (fd == HANOI_NOT_REGULAR) {
    ckpt_free(&c);
    return fail(r, "'%s' is not a regular file: give another directory or remove it", path);
  }
  if (fd < 0) {
    ckpt_free(&c);
    return fail(r, "shard '%s' of the search in '%s' is missing or unreadable", name, r->rdir);
  }
  for (j = 0; j < (int)r->nparts; j++) total += part_words(r, (uint64_t)j);
  if (fstat(fd, &sb) != 0 || (uint64_t)sb.st_size != total * 8) {
    close(fd);
    ckpt_free(&c);
    return fail(r, "rank %d: shard %s (the checkpoint of layer %lld) is not as long as its chunks: "
                "it was changed or damaged", r->rank, file, (long long)layer);
  }
  if (r->spill) {                /* checked a chunk at a time; the next layer reads it */
    uint64_t jj, ii;
    snprintf(r->src_name, sizeof r->src_name, "%s", name);
    for (jj = 0; jj < (uint64_t)r->nown; jj++) {
      if (win_load(r, fd, r->src_name, jj, c.chunks[jj], "the checkpoint of layer", layer) != 0) {
        close(fd);
        ckpt_free(&c);
        return -1;
      }
      r->ch[jj] = c.chunks[jj];
      r->act[jj] = 0;
      for (ii = 0; ii < r->w[0].nwords; ii++) {   /* the layer to expand: labels 1 and 2 */
        uint64_t v = r->w[0].cells[ii];
        r->act[jj] += (uint64_t)hanoi_popcount((v ^ v >> 1) & 0x5555555555555555ull);
      }
      win_clear(&r->w[0]);
      r->loaded = -1;
    }
    if (r->src_fd >= 0) close(r->src_fd);
    r->src_fd = fd;
    r->src_ckpt = 1;
  }
  else {
    off_t at = 0;
    for (j = 0; shard_part(r, j, &p, &n); j++) {
      if (n > 0 && hanoi_pread_all(fd, (unsigned char *)p, (size_t)n * 8, at) != 0) {
        close(fd);
        ckpt_free(&c);
        return fail(r, "cannot read %s: %s", file, strerror(errno));
      }
      at += (off_t)(n * 8);
      if (chunk_hash(r, p, n) != c.chunks[j]) {
        close(fd);
        chunk_fail(r, file, (uint64_t)j, "the checkpoint of layer", layer);
        ckpt_free(&c);
        return -1;
      }
      r->ch[j] = c.chunks[j];
    }
    close(fd);
  }
  r->failed = 0;
  if (shard_hash(r) != c.hash) {
    ckpt_free(&c);
    return fail(r, "rank %d: shard %s does not match its checkpoint's checksum", r->rank, file);
  }
  r->nlayers = 0;
  for (n = 0; n < c.nlayers; n++)
    if (push_layer(r, c.layers[n]) != 0) { ckpt_free(&c); return -1; }
  ckpt_free(&c);
  r->L = layer;
  *done = c.done;
  if (r->method == M_SYM) { if (!r->spill) sym_reflag(r); }
  else {
    uint64_t i;
    for (i = 0; i < r->n_list[r->cur_list]; i++)
      if (r->list[r->cur_list][i] >= r->hi - r->lo)
        return fail(r, "shard '%s' in '%s' holds a position out of range", name, r->rdir);
  }
  return 0;
}

/* ---- re-cutting a checkpoint of R ranks for this run's R' ----
** The chunks of a checkpoint of R ranks are read by the R' ranks of this
** run, each rank the parts of the table it now owns (the symmetric search:
** the blocks of its new chunks, from the old chunks that hold them; the
** plain one: its range of codes, and the frontier in it), every old chunk
** checked against its checksum as it is read. Each rank writes its new
** checkpoint (shard and text, read back and checked) to D/recut/rank-R
** (with the shard on disk, each new chunk made in the one window and
** written to the new shard file in turn);
** once every rank has, rank 0 writes D/recut/complete and moves the new
** folders into place, the old ones to D/old, and removes those: the old
** checkpoint goes only after the new one is complete and verified on
** every rank, and a run stopped during the move finishes it when it starts
** again. --dir must be storage every rank reads (shared, on a cluster). */

/* this search's parameters as rank q of a run on R ranks wrote them */
static void params_for(const Run *r, int R, int q, char *out, size_t size) {
  const char *p = strstr(r->params, " ranks="), *a = strstr(r->params, " allow=");
  snprintf(out, size, "%.*s ranks=%d rank=%d%s", (int)(p - r->params), r->params, R, q, a);
}

/* the layers of the checkpoints in folder dir (texts not read), newest first */
static int ckpt_layers(const char *dir, int64_t *have) {
  DIR *d = opendir(dir);
  struct dirent *e;
  int n = 0, i;
  if (d == NULL) return 0;
  while ((e = readdir(d)) != NULL) {
    long long l;
    char extra;
    if (sscanf(e->d_name, "ckpt-%lld%c", &l, &extra) != 1 || l < 0) continue;
    for (i = n; i > 0 && have[i - 1] < l; i--) if (i < MAXCKPT) have[i] = have[i - 1];
    if (i < MAXCKPT) { have[i] = l; if (n < MAXCKPT) n++; }
  }
  closedir(d);
  return n;
}

/* the number of ranks of the checkpoints of this search in D/rank-0 when
** it is not this run's, else 0 */
static int old_ranks(Run *r) {
  char path[4200], *t, search[1100], want[1100];
  int64_t have[MAXCKPT];
  int n, i, fmt, X = 0;
  snprintf(path, sizeof path, "%s/rank-0", r->o->dir);
  n = ckpt_layers(path, have);
  for (i = 0; i < n && X == 0; i++) {
    const char *p;
    snprintf(path, sizeof path, "%s/rank-0/ckpt-%lld", r->o->dir, (long long)have[i]);
    t = NULL;
    if (read_text(r, path, &t) != 0) continue;
    if (sscanf(t, "hanoi-bfs-mpi checkpoint %d\nsearch %1099[^\n]", &fmt, search) == 2 &&
        fmt == FORMAT && (p = strstr(search, " ranks=")) != NULL && sscanf(p, " ranks=%d", &X) == 1 &&
        X > 0 && X != r->R) {
      params_for(r, X, 0, want, sizeof want);
      if (strcmp(want, search) != 0) X = 0;
    }
    else X = 0;
    free(t);
  }
  return X;
}

static int pread_words(int fd, uint64_t *p, uint64_t n, uint64_t at_words) {
  return n == 0 ? 0 : hanoi_pread_all(fd, (unsigned char *)p, (size_t)n * 8, (off_t)(at_words * 8));
}

/* this rank's part of the checkpoint of layer L of X ranks, read into
** memory, every old chunk checked: 0, or -1 (r->err) */
static int recut_load(Run *r, int X, int64_t L, int *done) {
  const Opts *o = r->o;
  char save_dir[4096], save_params[1024], file[4300];
  Ckpt *c = (Ckpt *)calloc((size_t)X, sizeof *c);
  int *fd = (int *)malloc((size_t)X * sizeof *fd), q, st = 0;
  uint64_t *buf = NULL, i;
  memcpy(save_dir, r->rdir, sizeof save_dir);
  memcpy(save_params, r->params, sizeof save_params);
  if (c == NULL || fd == NULL) { free(c); free(fd); return fail(r, "not enough memory to re-cut"); }
  for (q = 0; q < X; q++) fd[q] = -1;
  for (q = 0; q < X && st == 0; q++) {
    int s;
    snprintf(r->rdir, sizeof r->rdir, "%s/rank-%d", o->dir, q);
    params_for(r, X, q, file, sizeof r->params);
    memcpy(r->params, file, sizeof r->params);
    s = read_checkpoint(r, L, &c[q]);
    if (s > 0) st = fail(r, "checkpoint 'ckpt-%lld' in '%s' is damaged or missing", (long long)L, r->rdir);
    else if (s < 0) st = -1;
    else if (c[q].nlayers != c[0].nlayers || c[q].done != c[0].done ||
             memcmp(c[q].layers, c[0].layers, (size_t)c[0].nlayers * 8) != 0)
      st = fail(r, "the checkpoints of layer %lld in '%s' do not agree on the layers", (long long)L, o->dir);
    else {
      snprintf(file, sizeof file, "%s/shard-%lld.bin", r->rdir, (long long)L);
      fd[q] = hanoi_open_regular(file, O_RDONLY, 0);
      if (fd[q] < 0) st = fail(r, "shard '%s' is missing or unreadable", file);
    }
    memcpy(r->rdir, save_dir, sizeof save_dir);
    memcpy(r->params, save_params, sizeof save_params);
  }
  if (st == 0 && r->method == M_SYM) {
    uint64_t onb, oCB, onch, bytes, structs, owps;
    int okq, j;
    if (sym_plan(o->n, o->k, X, &onb, &oCB, &onch, &okq, &bytes, &structs) != 0 || onb != r->nblocks ||
        okq != r->kq)
      st = fail(r, "the checkpoint of %d ranks in '%s' cannot be re-cut", X, o->dir);
    owps = oCB * (uint64_t)r->kq / 32;
    for (q = 0; q < X && st == 0; q++)
      if (c[q].nchunks != (onch > (uint64_t)q ? (onch - (uint64_t)q + (uint64_t)X - 1) / (uint64_t)X : 0))
        st = fail(r, "the checkpoint of rank %d of %d in '%s' does not fit its shards", q, X, o->dir);
    if (st == 0 && (buf = (uint64_t *)malloc((size_t)(owps ? owps : 1) * 8)) == NULL)
      st = fail(r, "not enough memory to re-cut");
    if (st == 0 && r->spill) {                 /* the new shard: a file of the recut folder */
      snprintf(r->rdir, sizeof r->rdir, "%s/recut/rank-%d", o->dir, r->rank);
      if (mkdir(r->rdir, 0777) != 0 && errno != EEXIST)
        st = fail(r, "cannot make directory '%s': %s", r->rdir, strerror(errno));
      else if (dst_open(r, L) != 0) st = -1;
    }
    for (j = 0; j < (r->spill ? r->nown : r->nwin) && st == 0; j++) {
      HCBfs *b = &r->w[r->spill ? 0 : j];
      uint64_t blk0, nblk = chunk_blocks(r, (uint64_t)j, &blk0), s = blk0, end = blk0 + nblk;
      if (r->spill) hanoi_cbfs_window(b, blk0, nblk);   /* one chunk at a time, written out */
      memset(b->cells, 0, (size_t)b->nwords * 8);
      while (s < end && st == 0) {
        uint64_t co = s / oCB, jo = co / (uint64_t)X, ob0 = co * oCB,
                 onblk = onb - ob0 < oCB ? onb - ob0 : oCB, ow = CELL_WORDS(onblk * (uint64_t)r->kq),
                 e = ob0 + onblk < end ? ob0 + onblk : end;
        q = (int)(co % (uint64_t)X);
        if ((s - ob0) * (uint64_t)r->kq % 32 != 0 || (s - blk0) * (uint64_t)r->kq % 32 != 0) {
          st = fail(r, "the checkpoint of %d ranks in '%s' cannot be re-cut", X, o->dir);
          break;
        }
        snprintf(file, sizeof file, "'%s/rank-%d/shard-%lld.bin'", o->dir, q, (long long)L);
        if (pread_words(fd[q], buf, ow, jo * owps) != 0) {
          st = fail(r, "cannot read %s: %s", file, strerror(errno));
          break;
        }
        r->io_bytes += ow * 8;
        if (chunk_hash(r, buf, ow) != c[q].chunks[jo]) {
          chunk_fail(r, file, jo, "the checkpoint of layer", L);
          st = -1;
          break;
        }
        memcpy(b->cells + (s - blk0) * (uint64_t)r->kq / 32, buf + (s - ob0) * (uint64_t)r->kq / 32,
               (size_t)CELL_WORDS((e - s) * (uint64_t)r->kq) * 8);
        s = e;
      }
      if (st == 0 && r->spill) {
        win_store(r, (uint64_t)j);             /* its checksum noted, written, cleared */
        if (r->failed) st = -1;
      }
    }
    if (r->spill) {
      memcpy(r->rdir, save_dir, sizeof save_dir);
      if (st != 0 && r->dst_fd >= 0) { close(r->dst_fd); r->dst_fd = -1; }
    }
  }
  else if (st == 0) {
    uint64_t oC = (r->sp.size + (uint64_t)X - 1) / (uint64_t)X, cap = 1;
    for (q = 0; q < X; q++) if (c[q].na > cap) cap = c[q].na;
    for (q = 0; q < X; q++) if (c[q].nb > cap) cap = c[q].nb;
    memset(r->seen, 0, (size_t)r->seen_bytes);
    r->n_list[r->cur_list] = 0;
    if ((buf = (uint64_t *)malloc((size_t)cap * 8)) == NULL) st = fail(r, "not enough memory to re-cut");
    for (q = 0; q < X && st == 0; q++) {
      uint64_t qlo = (uint64_t)q * oC < r->sp.size ? (uint64_t)q * oC : r->sp.size,
               qhi = qlo + oC < r->sp.size ? qlo + oC : r->sp.size,
               a = qlo > r->lo ? qlo : r->lo, z = qhi < r->hi ? qhi : r->hi, code;
      snprintf(file, sizeof file, "'%s/rank-%d/shard-%lld.bin'", o->dir, q, (long long)L);
      if (c[q].nchunks != 2 || c[q].na != ((qhi - qlo + 63) / 64 + 1)) {
        st = fail(r, "the checkpoint of rank %d of %d in '%s' does not fit its shards", q, X, o->dir);
        break;
      }
      if (a >= z) continue;                    /* nothing of this rank's range */
      if (pread_words(fd[q], buf, c[q].na, 0) != 0) { st = fail(r, "cannot read %s: %s", file, strerror(errno)); break; }
      r->io_bytes += c[q].na * 8;
      if (chunk_hash(r, buf, c[q].na) != c[q].chunks[0]) { chunk_fail(r, file, 0, "the checkpoint of layer", L); st = -1; break; }
      for (code = a; code < z; code++)
        if (buf[(code - qlo) >> 6] >> ((code - qlo) & 63) & 1) set_flag(r->seen, code - r->lo);
      if (pread_words(fd[q], buf, c[q].nb, c[q].na) != 0) { st = fail(r, "cannot read %s: %s", file, strerror(errno)); break; }
      r->io_bytes += c[q].nb * 8;
      if (chunk_hash(r, buf, c[q].nb) != c[q].chunks[1]) { chunk_fail(r, file, 1, "the checkpoint of layer", L); st = -1; break; }
      for (i = 0; i < c[q].nb && st == 0; i++) {
        code = qlo + buf[i];
        if (code >= a && code < z && !list_push(r, r->cur_list, code - r->lo))
          st = fail(r, "not enough memory for the frontier");
      }
    }
  }
  if (st == 0) {
    r->nlayers = 0;
    for (i = 0; i < c[0].nlayers && st == 0; i++) st = push_layer(r, c[0].layers[i]);
    r->L = L;
    *done = c[0].done;
  }
  for (q = 0; q < X; q++) { if (fd[q] >= 0) close(fd[q]); ckpt_free(&c[q]); }
  free(c);
  free(fd);
  free(buf);
  if (r->failed == 4) r->failed = 0;
  return st;
}

/* the files of folder dir removed, and the folder */
static void remove_dir(const char *dir) {
  DIR *d = opendir(dir);
  struct dirent *e;
  char path[4400];
  if (d == NULL) return;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    unlink(path);
  }
  closedir(d);
  rmdir(dir);
}

static int exists(const char *path) { struct stat sb; return stat(path, &sb) == 0; }

/* rank 0: the new folders of D/recut (complete) into place, the old ones
** out, then removed; each step can be done again after a stop */
static int recut_switch(Run *r) {
  const char *D = r->o->dir;
  char mark[4200], src[4200], nw[4200], old[4200];
  char *t = NULL;
  int X = 0, R2 = 0, q;
  snprintf(mark, sizeof mark, "%s/recut/complete", D);
  if (read_text(r, mark, &t) != 0 || sscanf(t, "%d %d", &X, &R2) != 2 || X <= 0 || R2 <= 0) {
    free(t);
    return fail(r, "'%s' is damaged: remove the directory's files to start the search again", mark);
  }
  free(t);
  snprintf(old, sizeof old, "%s/old", D);
  if (mkdir(old, 0777) != 0 && errno != EEXIST) return fail(r, "cannot make directory '%s': %s", old, strerror(errno));
  for (q = 0; q < (X > R2 ? X : R2); q++) {
    snprintf(src, sizeof src, "%s/rank-%d", D, q);
    snprintf(nw, sizeof nw, "%s/recut/rank-%d", D, q);
    if (q < R2 && !exists(nw)) continue;       /* moved in already */
    snprintf(old, sizeof old, "%s/old/rank-%d", D, q);
    if (exists(src) && !exists(old) && rename(src, old) != 0)
      return fail(r, "cannot rename '%s': %s", src, strerror(errno));
    if (exists(src)) remove_dir(src);           /* (a copy already in old) */
  }
  for (q = 0; q < R2; q++) {
    snprintf(src, sizeof src, "%s/rank-%d", D, q);
    snprintf(nw, sizeof nw, "%s/recut/rank-%d", D, q);
    if (exists(nw) && rename(nw, src) != 0) return fail(r, "cannot rename '%s': %s", nw, strerror(errno));
  }
  for (q = 0; q < (X > R2 ? X : R2); q++) {
    snprintf(old, sizeof old, "%s/old/rank-%d", D, q);
    remove_dir(old);
  }
  snprintf(old, sizeof old, "%s/old", D);
  rmdir(old);
  unlink(mark);
  snprintf(old, sizeof old, "%s/recut", D);
  rmdir(old);
  return 0;
}

/* Before the rank folders are looked at: a move left half done is
** finished; a checkpoint of another number of ranks is re-cut for this
** run. 0 (*X: the ranks it had, 0: none re-cut), or 1 when the run stops. */
static int recut(Run *r, int *X) {
  const Opts *o = r->o;
  char path[4200], top[4200];
  int64_t have[MAXCKPT];
  int n, i, st = 0, done = 0, ok = 0, damaged = 0;
  snprintf(path, sizeof path, "%s/recut/complete", o->dir);
  if (r->rank == 0 && exists(path)) st = recut_switch(r);
  if (all_failed(r, st)) return 1;
  barrier();
  *X = old_ranks(r);
  bcast_from0(X, 1, MPI_INT);
  if (*X == 0) return 0;
  r->have_ckpt = 1;                            /* the folder's files are kept */
  snprintf(top, sizeof top, "%s/recut", o->dir);
  if (r->rank == 0) {                          /* an unfinished re-cut's files go */
    for (i = 0; i < 4096; i++) {
      snprintf(path, sizeof path, "%s/recut/rank-%d", o->dir, i);
      if (!exists(path)) break;
      remove_dir(path);
    }
    if (mkdir(top, 0777) != 0 && errno != EEXIST)
      st = fail(r, "cannot make directory '%s': %s", top, strerror(errno));
  }
  if (all_failed(r, st)) return 1;
  snprintf(path, sizeof path, "%s/rank-0", o->dir);
  n = ckpt_layers(path, have);
  for (i = 0; i < n && !ok; i++) {
    st = recut_load(r, *X, have[i], &done);
    if (any_failed(r, st)) { damaged = 1; continue; }
    ok = 1;
    if (damaged && r->rank == 0)
      say("re-cutting the older checkpoint, of layer %lld", (long long)have[i]);
  }
  if (!ok) {
    if (r->rank == 0) {                        /* the folder as it was found */
      for (i = 0; i < r->R; i++) {
        snprintf(path, sizeof path, "%s/recut/rank-%d", o->dir, i);
        remove_dir(path);
      }
      rmdir(top);
    }
    barrier();
    if (r->rank == 0)
      say("no checkpoint of the %d ranks in '%s' verifies: it cannot be re-cut for %d; remove the "
          "directory's files to start the search again", *X, o->dir, r->R);
    return 1;
  }
  {
    char save[4096];
    memcpy(save, r->rdir, sizeof save);
    mem_hash(r, 1);
    snprintf(r->rdir, sizeof r->rdir, "%s/recut/rank-%d", o->dir, r->rank);
    st = mkdir(r->rdir, 0777) != 0 && errno != EEXIST
       ? fail(r, "cannot make directory '%s': %s", r->rdir, strerror(errno)) : write_checkpoint(r, done);
    memcpy(r->rdir, save, sizeof save);
    if (r->spill && r->dst_fd >= 0) { close(r->dst_fd); r->dst_fd = -1; }  /* (read again once moved) */
    if (st == 0 && damage_now(r, D_RECUT, 0) && o->dmg_chunk == 1)
      st = fail(r, "rank %d: the re-cut stopped on purpose (a test)", r->rank);
  }
  if (any_failed(r, st)) return 1;             /* the old checkpoint stays */
  if (r->rank == 0) {
    char line[64];
    snprintf(path, sizeof path, "%s/recut/complete", o->dir);
    snprintf(line, sizeof line, "%d %d\n", *X, r->R);
    st = write_file(r, path, line, strlen(line));
    if (st == 0 && damage_now(r, D_RECUT, 0) && o->dmg_chunk == 0)
      st = fail(r, "rank 0: the re-cut stopped on purpose (a test), before the move");
    else if (st == 0) st = recut_switch(r);
  }
  if (all_failed(r, st)) return 1;
  barrier();
  return 0;
}

/* makes the folder `path` when missing (*made then 1) */
static int make_dir(Run *r, const char *path, int *made) {
  struct stat st;
  if (stat(path, &st) == 0) {
    if (!S_ISDIR(st.st_mode)) return fail(r, "'%s' is not a directory", path);
    return 0;
  }
  if (mkdir(path, 0777) == 0) *made = 1;
  else if (errno != EEXIST) return fail(r, "cannot make directory '%s': %s", path, strerror(errno));
  return 0;
}

/* After a refusal or failure with --dir before any checkpoint was in place:
** the files of a search started afresh (its first checkpoint unwritten)
** and the pid go, and the folders this run made, if empty. Every rank
** comes here together (the failures are agreed on), so the barrier lets
** the rank that made the top folder remove it after every rank folder. */
static void forget_dir(Run *r) {
  char path[4200];
  if (r->fresh_dir && r->rdir[0]) {
    prune(r, -1, -1);
    snprintf(path, sizeof path, "%s/pid", r->rdir);
    unlink(path);
  }
  if (r->made_rank) rmdir(r->rdir);
  barrier();
  if (r->made_top) rmdir(r->o->dir);
}

/* ---- the farthest positions (--antipodes FILE) ----
** With --antipodes the symmetric search's windows leave a layer's own
** cells labelled when they expand them (HCBfs.keep); once the ranks agree
** that a next layer was found, retire marks them done as the engine
** would have, so checkpoints are the same with and without the option.
** The layer after which none was found keeps its label: its cells are
** the farthest positions. The plain search keeps its last layer as the
** frontier. Each rank writes its positions as labels (one peg letter a
** disk, smallest first, as `hanoi bfs` names a position), every position
** of a canonical one's orbit (the free pegs B.. relabelled every way), and
** sorts them; rank 0 merges the ranks' sorted lists into FILE (written
** aside, synced, renamed): the file is the same on any number of ranks. */

static const char LETTERS[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";   /* src/hanoi.h's */

/* the cells of label cur marked done (3): n words of 2-bit cells */
static void retire_words(uint64_t *c, uint64_t n, unsigned cur) {
  uint64_t i;
  for (i = 0; i < n; i++) {
    uint64_t v = c[i];
    c[i] = v | (cur == 1 ? (v & ~(v >> 1) & EVEN) << 1 : (v >> 1) & ~v & EVEN);
  }
}

/* layer r->L, just expanded, done in the chunks that expanded it (in
** memory: those the layer checked, rehashed by mem_hash; on disk: read
** from the next layer's file, checked, written back) */
static void retire(Run *r) {
  unsigned cur = 1u + (unsigned)(r->L & 1);
  uint64_t j;
  for (j = 0; j < r->nparts && r->failed == 0; j++) {
    if (!r->seen_now[j]) continue;
    if (!r->spill) { retire_words(r->w[j].cells, r->w[j].nwords, cur); continue; }
    r->seen_now[j] = 0;
    if (win_load(r, r->dst_fd, r->dst_name, j, r->ch[j], "the shard being found, layer",
                 r->L + 1) != 0) break;
    retire_words(r->w[0].cells, r->w[0].nwords, cur);
    win_store(r, j);
  }
}

/* rank 0, before the search: FILE must be a file it can write */
static int antipodes_check(Run *r) {
  char tmp[4300];
  int fd = hanoi_open_regular(r->o->antipodes, O_RDONLY, 0);
  if (fd == HANOI_NOT_REGULAR)
    return fail(r, "option '--antipodes': '%s' is not a regular file", r->o->antipodes);
  if (fd >= 0) close(fd);
  snprintf(tmp, sizeof tmp, "%s.tmp", r->o->antipodes);
  if ((fd = open_file(r, tmp, O_WRONLY | O_CREAT | O_TRUNC, "create")) < 0) return -1;
  close(fd);
  unlink(tmp);
  return 0;
}

/* labels of w bytes each (n letters and a newline) */
typedef struct Labels { char *p; uint64_t n, cap; size_t w; } Labels;

static int label_add(Run *r, Labels *a, const unsigned char *peg) {
  char *q;
  size_t d;
  if (a->n == a->cap) {
    uint64_t cap = a->cap ? a->cap * 2 : LIST0;
    char *p = (char *)hanoi_realloc(&r->mem, a->p, (size_t)a->cap * a->w, (size_t)cap * a->w);
    if (p == NULL) {
      char lim[32];
      fmt_bytes(lim, sizeof lim, (double)r->o->max_memory);
      return fail(r, "rank %d: the farthest positions do not fit in --max-memory (%s) beside "
                  "the shard", r->rank, lim);
    }
    a->p = p;
    a->cap = cap;
  }
  q = a->p + a->n * a->w;
  for (d = 0; d + 1 < a->w; d++) q[d] = LETTERS[peg[d]];
  q[a->w - 1] = '\n';
  a->n++;
  return 0;
}

/* the next permutation of a[0..m-1] in lexicographic order; 0 after the last */
static int next_perm(unsigned char *a, int m) {
  int i = m - 2, j;
  unsigned char t;
  while (i >= 0 && a[i] >= a[i + 1]) i--;
  if (i < 0) return 0;
  for (j = m - 1; a[j] <= a[i]; j--) {}
  t = a[i]; a[i] = a[j]; a[j] = t;
  for (i++, j = m - 1; i < j; i++, j--) { t = a[i]; a[i] = a[j]; a[j] = t; }
  return 1;
}

/* the positions of canonical labels lab (u free labels used): label 0 is
** peg A, the free labels 1..u go to distinct pegs of B.. in every way (the
** u-permutations of the k - 1 free pegs: the suffix past u reversed, then
** the next permutation) */
static int orbit_add(Run *r, Labels *a, const unsigned char *lab, int u) {
  unsigned char perm[HANOI_MAXK], peg[HANOI_MAXN], t;
  int m = r->o->k - 1, d, i, j;
  for (i = 0; i < m; i++) perm[i] = (unsigned char)(i + 1);
  for (;;) {
    for (d = 0; d < r->o->n; d++) peg[d] = lab[d] == 0 ? 0 : perm[lab[d] - 1];
    if (label_add(r, a, peg) != 0) return -1;
    for (i = u, j = m - 1; i < j; i++, j--) { t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
    if (!next_perm(perm, m)) return 0;
  }
}

/* this rank's farthest positions of the symmetric search: the cells of
** the last layer's label in each chunk, checked as they are read */
static int sym_antipodes(Run *r, Labels *a) {
  const Opts *o = r->o;
  unsigned cur = 1u + (unsigned)(r->L & 1);
  unsigned char map[HANOI_MAXK], lab[HANOI_MAXN], chk[HANOI_MAXN];
  uint64_t j, w;
  int p;
  for (p = 0; p < o->k; p++) map[p] = p == 0 ? 0 : 0xFF;
  for (j = 0; j < (uint64_t)r->nown; j++) {
    HCBfs *b = &r->w[r->spill ? 0 : j];
    uint64_t kq = (uint64_t)b->kq;
    if (r->spill) {
      if (win_load(r, r->src_fd, r->src_name, j, r->ch[j], "the checkpoint of layer", r->L) != 0)
        return -1;
    }
    else if (chunk_hash(r, b->cells, b->nwords) != r->ch[j]) {
      chunk_fail(r, "the shard in memory", j, "the shard of layer", r->L);
      return -1;
    }
    for (w = 0; w < b->nwords; w++) {
      uint64_t v = b->cells[w], x = (cur == 1 ? v & ~(v >> 1) : (v >> 1) & ~v) & EVEN;
      for (; x; x &= x - 1) {
        uint64_t cell = b->blk0 * kq + w * 32 + (uint64_t)(hanoi_ctz(x) >> 1), small = cell % kq;
        int i, used;
        hanoi_canon_unrank(&b->pc, cell / kq, lab + b->q);
        for (i = 0; i < b->q; i++) lab[i] = (unsigned char)(small / b->kpow[i] % (uint64_t)o->k);
        used = hanoi_canon_labels(o->n, o->k, 1, map, lab, chk, NULL);
        if (memcmp(lab, chk, (size_t)o->n) != 0)
          return fail(r, "rank %d: a cell of the last layer in chunk %" PRIu64 " stands for no "
                      "position: the shard was changed or damaged", r->rank, j);
        if (orbit_add(r, a, lab, used - 1) != 0) return -1;
      }
    }
    if (r->spill) { win_clear(b); r->loaded = -1; }
  }
  return 0;
}

/* ... of the plain search: the frontier, checked */
static int plain_antipodes(Run *r, Labels *a) {
  uint64_t i, *p, n;
  unsigned char peg[HANOI_MAXN];
  shard_part(r, 1, &p, &n);
  if (chunk_hash(r, p, n) != r->ch[1]) {
    chunk_fail(r, "the shard in memory", 1, "the shard of layer", r->L);
    return -1;
  }
  for (i = 0; i < n; i++) {
    hanoi_decode_where(&r->sp, r->lo + p[i], peg);
    if (label_add(r, a, peg) != 0) return -1;
  }
  return 0;
}

/* labels in byte order (each ends with its newline, which sorts first) */
static int label_cmp(const void *x, const void *y) {
  const unsigned char *a = (const unsigned char *)x, *b = (const unsigned char *)y;
  while (*a == *b && *a != '\n') { a++; b++; }
  return (int)*a - (int)*b;
}

/* The ranks' sorted labels merged by rank 0 into FILE.tmp, then renamed:
** rank 0 says first whether it is ready (its buffers, the file opened);
** then each other rank sends its labels in batches (an empty one last),
** each received when the merge needs it. 0, or 1 (rank 0 said why). */
static int antipodes_merge(Run *r, const Labels *mine) {
  const char *file = r->o->antipodes;
  size_t w = mine->w, fill = 0, room = ABATCH * w;
  char tmp[4300], *out = NULL, *buf = NULL;
  uint64_t *at = NULL, *len = NULL, i;
  int fd = -1, q, st = 0, ready = 0;
  if (r->rank == 0) {
    out = (char *)malloc(room);
    buf = (char *)malloc((size_t)r->R * room);
    at = (uint64_t *)calloc((size_t)r->R, 8);
    len = (uint64_t *)calloc((size_t)r->R, 8);
    snprintf(tmp, sizeof tmp, "%s.tmp", file);
    if (out == NULL || buf == NULL || at == NULL || len == NULL) st = fail(r, "not enough memory");
    else fd = open_file(r, tmp, O_WRONLY | O_CREAT | O_TRUNC, "create");
    ready = fd >= 0;
  }
  bcast_from0(&ready, 1, MPI_INT);
  if (!ready) {
    if (r->rank == 0) { say_line(r->err); free(out); free(buf); free(at); free(len); }
    return 1;
  }
  if (r->rank != 0) {
    for (i = 0; i < mine->n; i += ABATCH) {
      uint64_t c = mine->n - i < ABATCH ? mine->n - i : ABATCH;
      send_to(mine->p + i * w, (int)(c * w), MPI_CHAR, 0, TAG_ANTI);
    }
    if (mine->n % ABATCH == 0)                 /* (a short batch is the last) */
      send_to(mine->p, 0, MPI_CHAR, 0, TAG_ANTI);
    return 0;
  }
  len[0] = mine->n;
  for (q = 0; q < r->R; q++) {
    const char *best = NULL, *c;
    int bq = -1;
    if (q > 0) {                               /* the first batch of each */
      int cnt = 0;
      MPI_Status ms;
      recv_from(buf + (size_t)q * room, (int)room, MPI_CHAR, q, TAG_ANTI, &ms);
      MPI_Get_count(&ms, MPI_CHAR, &cnt);
      len[q] = (uint64_t)cnt / w;
    }
    if (q + 1 < r->R) continue;
    for (;;) {                                 /* the merge */
      int p;
      best = NULL;
      bq = -1;
      for (p = 0; p < r->R; p++) {
        if (at[p] == len[p]) continue;
        c = p == 0 ? mine->p + at[0] * w : buf + (size_t)p * room + at[p] * w;
        if (best == NULL || label_cmp(c, best) < 0) { best = c; bq = p; }
      }
      if (bq < 0) break;
      if (fill + w > room) {
        if (st == 0 && hanoi_write_all(fd, (const unsigned char *)out, fill) != 0)
          st = fail(r, "cannot write '%s': %s", tmp, strerror(errno));
        fill = 0;
      }
      memcpy(out + fill, best, w);
      fill += w;
      if (++at[bq] == len[bq] && bq > 0 && len[bq] == ABATCH) {   /* the next batch */
        int cnt = 0;
        MPI_Status ms;
        recv_from(buf + (size_t)bq * room, (int)room, MPI_CHAR, bq, TAG_ANTI, &ms);
        MPI_Get_count(&ms, MPI_CHAR, &cnt);
        at[bq] = 0;
        len[bq] = (uint64_t)cnt / w;
      }
    }
  }
  if (st == 0 && (hanoi_write_all(fd, (const unsigned char *)out, fill) != 0 || fsync(fd) != 0))
    st = fail(r, "cannot write '%s': %s", tmp, strerror(errno));
  if (close(fd) != 0 && st == 0) st = fail(r, "cannot write '%s': %s", tmp, strerror(errno));
  if (st == 0 && rename(tmp, file) != 0) st = fail(r, "cannot rename '%s': %s", tmp, strerror(errno));
  if (st != 0) { unlink(tmp); say_line(r->err); }
  free(out);
  free(buf);
  free(at);
  free(len);
  return st != 0;
}

/* --antipodes: every rank's positions, sorted, counted against the
** farthest of the layers (a finished checkpoint written without the option
** holds no last layer: refused), merged by rank 0 into FILE */
static int write_antipodes(Run *r) {
  Labels a;
  uint64_t total = 0, want = r->layers[r->nlayers - 1];
  int st;
  memset(&a, 0, sizeof a);
  a.w = (size_t)r->o->n + 1;
  st = r->method == M_SYM ? sym_antipodes(r, &a) : plain_antipodes(r, &a);
  if (st == 0 && a.n > 1) qsort(a.p, (size_t)a.n, a.w, label_cmp);
  if (any_failed(r, st)) { hanoi_free(&r->mem, a.p, (size_t)a.cap * a.w); return 1; }
  all_reduce(&a.n, &total, 1, MPI_UINT64_T, MPI_SUM);
  if (total != want) {
    if (r->rank == 0)
      say("the search holds %" PRIu64 " of its %" PRIu64 " farthest positions (a finished "
          "checkpoint written without --antipodes keeps none): '%s' is not written; run the "
          "search with --antipodes in another directory", total, want, r->o->antipodes);
    st = 1;
  }
  else {
    st = antipodes_merge(r, &a);
    if (st == 0 && r->rank == 0)
      say("the %" PRIu64 " farthest position%s (distance %lld) written to '%s'", total,
          total == 1 ? "" : "s", (long long)r->L, r->o->antipodes);
  }
  hanoi_free(&r->mem, a.p, (size_t)a.cap * a.w);
  bcast_from0(&st, 1, MPI_INT);
  return st;
}

/* ---- output ---- */

static void print_result(const Run *r) {
  const Opts *o = r->o;
  uint64_t reached = 0, i, states = 1;
  int d;
  char from[HANOI_MAXN + 1];
  for (i = 0; i < r->nlayers; i++) reached += r->layers[i];
  for (d = 0; d < o->n; d++) { states *= (uint64_t)o->k; from[d] = 'A'; }
  from[o->n] = 0;
  if (o->json) {
    printf("{\"command\":\"bfs\",\"n\":%d,\"k\":%d,\"rules\":", o->n, o->k);
    if (o->npairs == 0) printf("\"%s\"", o->rules.name);
    else {
      printf("[");
      for (d = 0; d < o->npairs; d++)
        printf("%s[%d,%d]", d ? "," : "", o->pairs[d][0], o->pairs[d][1]);
      printf("]");
    }
    printf(",\"from\":\"%s\",\"reverse\":%s,\"symmetry\":%s,\"method\":\"%s\","
           "\"eccentricity\":%" PRIu64 ",\"farthest\":%" PRIu64 ",\"reached\":%" PRIu64
           ",\"states\":%" PRIu64 ",\"layers\":[", from, o->reverse ? "true" : "false",
           o->symmetry ? "true" : "false", r->method == M_SYM ? "symmetric" : "plain",
           r->nlayers - 1, r->layers[r->nlayers - 1], reached, states);
    for (i = 0; i < r->nlayers; i++) printf("%s%" PRIu64, i ? "," : "", r->layers[i]);
    printf("]}\n");
  }
  else if (o->csv) {
    printf("distance,states\n");
    for (i = 0; i < r->nlayers; i++) printf("%" PRIu64 ",%" PRIu64 "\n", i, r->layers[i]);
  }
  else {
    char buf[32];
    int w = snprintf(buf, sizeof buf, "%" PRIu64, reached);
    if (w < 8) w = 8;
    printf("%d disks, %d pegs, %s rules, %s %s\n", o->n, o->k, o->rules.name,
           o->reverse ? "to" : "from", from);
    printf("%8s  %*s\n", "distance", w, "states");
    for (i = 0; i < r->nlayers; i++) printf("%8" PRIu64 "  %*" PRIu64 "\n", i, w, r->layers[i]);
    printf("eccentricity %" PRIu64 " (%" PRIu64 " state%s at that distance); %" PRIu64 " of %"
           PRIu64 " states reached\n", r->nlayers - 1, r->layers[r->nlayers - 1],
           r->layers[r->nlayers - 1] == 1 ? "" : "s", reached, states);
  }
  fflush(stdout);
}

/* a figure in kB of /proc/self/status (VmRSS, VmHWM); 0 where there is none */
static uint64_t proc_kib(const char *key) {
  char text[8192], *line;
  ssize_t got;
  size_t n = strlen(key);
  int fd = hanoi_open_regular("/proc/self/status", O_RDONLY, 0);
  if (fd < 0) return 0;
  got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return 0;
  text[got] = 0;
  for (line = text; line != NULL; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (strncmp(line, key, n) == 0 && line[n] == ':') return strtoull(line + n + 1, NULL, 10);
  return 0;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* the CPU time of this thread (a rank of one thread), or of the process
** (--threads: the engine's threads too) */
static double cpu_now(const Run *r) {
  struct timespec ts;
  clock_gettime(r->o->threads > 1 ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- the search ---- */

/* The memory one rank takes (*need, the figure --max-memory is held to;
** *fixed, what is allocated outside the engine's allocator): the shard
** (or, spilled, one chunk's window), the batches, the checksums, the
** layers. Decides whether the shard goes to disk (r->spill). */
static int plan_memory(Run *r, uint64_t states, uint64_t *need_out, uint64_t *fixed_out) {
  const Opts *o = r->o;
  uint64_t bufbytes, fixed, need = 0, anti;
  int st = 0;
  bufbytes = ((uint64_t)r->R + INFLIGHT + 1) * BATCH * 8 + (uint64_t)r->R * sizeof(MPI_Request) +
             VBUF * 8 + (uint64_t)r->R * MSG_MAX;
  if (o->threads > 1) bufbytes += 2 * (uint64_t)STAGE * 17;   /* the staging buffers */
  anti = o->antipodes ? LIST0 * ((uint64_t)o->n + 1) : 0;     /* room for the first labels */
  fixed = bufbytes;
  if (r->method == M_SYM) {
    uint64_t nb, cb, nc, bytes, structs;
    int kq;
    if (sym_plan(o->n, o->k, r->R, &nb, &cb, &nc, &kq, &bytes, &structs) != 0)
      st = fail(r, "%d^%d states are too many to search", o->k, o->n);
    fixed += structs + (nc + (uint64_t)r->R - 1) / (uint64_t)r->R * 9;   /* + the checksums */
    need = fixed + bytes + LAYERS0 * 8 + anti;
    if (st == 0 && o->dir && need > o->max_memory) {   /* the shard on disk (spill_layer) */
      uint64_t wb = hanoi_cbfs_window_bytes(o->n, o->k, cb), own = (nc + (uint64_t)r->R - 1) / (uint64_t)r->R;
      r->spill = 1;
      r->ucap = wb / 64 < 256 ? 256 : wb / 64 > 65536 ? 65536 : wb / 64;
      fixed = bufbytes + sizeof(HCBfs);
      need = fixed + wb + own * 32 + r->ucap * sizeof(URec) + LAYERS0 * 8 + anti;
    }
  }
  else {    /* the bits of the shard, the layers, the first lists */
    fixed += 18;
    need = fixed + ((states + (uint64_t)r->R - 1) / (uint64_t)r->R / 64 + 2) * 8 + LAYERS0 * 8 +
           2 * LIST0 * 8 + anti;
  }
  *need_out = need;
  *fixed_out = fixed;
  return st;
}

/* --plan: what the search asks of each rank, printed before anything
** is allocated (rank 0: the rank with the most chunks) */
static int print_plan(Run *r) {
  const Opts *o = r->o;
  uint64_t states = 1, need = 0, fixed = 0, shard = 0, cells, moves, rec, traffic;
  char a[32], b[32], c[32];
  int d, st;
  for (d = 0; d < o->n; d++) states *= (uint64_t)o->k;
  st = plan_memory(r, states, &need, &fixed);
  if (st != 0) { say_line(r->err); return 1; }
  moves = (uint64_t)o->k * (uint64_t)(o->k - 1) / 2;   /* at most one move per pair of pegs */
  if (r->method == M_SYM) {
    uint64_t nb, cb, nc, bytes, structs, ch;
    int kq;
    sym_plan(o->n, o->k, r->R, &nb, &cb, &nc, &kq, &bytes, &structs);
    for (ch = 0; ch < nc; ch += (uint64_t)r->R) {
      uint64_t blocks = nb - ch * cb < cb ? nb - ch * cb : cb;
      shard += CELL_WORDS(blocks * (uint64_t)kq) * 8;
    }
    cells = nb * (uint64_t)kq;
    rec = 16;
  }
  else {
    uint64_t C = (states + (uint64_t)r->R - 1) / (uint64_t)r->R;
    shard = ((C + 63) / 64 + 1) * 8 + C * 8;            /* the bits, a frontier of at most C */
    cells = states;
    rec = 8;
  }
  traffic = r->R > 1 ? cells / (uint64_t)r->R * (uint64_t)(r->R - 1) * moves * rec : 0;
  fmt_bytes(a, sizeof a, (double)need);
  printf("plan: %d disks, %d pegs, %s rules%s, the %s search on %d rank%s\n", o->n, o->k,
         o->rules.name, o->reverse ? " reversed" : "", r->method == M_SYM ? "symmetric" : "plain",
         r->R, r->R == 1 ? "" : "s");
  printf("memory per rank: %" PRIu64 " bytes (%s), %s, --max-memory %" PRIu64 "\n", need, a,
         r->spill ? "the shard on disk (one chunk's window, the batches and the records)"
         : "the shard in memory", o->max_memory);
  if (need > o->max_memory)
    printf("refused: more than --max-memory; run it on more ranks or raise --max-memory%s\n",
           r->method == M_SYM && !o->dir ? " (or give --dir: the shard then goes to disk)" : "");
  fmt_bytes(a, sizeof a, (double)shard);
  fmt_bytes(b, sizeof b, 3.0 * (double)shard);
  if (o->dir)
    printf("disk per rank: %" PRIu64 " bytes (%s) at most: three shards of %" PRIu64 " bytes (%s) "
           "while a checkpoint is written (the two kept and the new one)%s\n", 3 * shard, b, shard,
           a, r->spill ? ", and one layer's update records (16 bytes each)" : "");
  else printf("disk per rank: none (no --dir: no checkpoints); a shard is %" PRIu64 " bytes (%s)\n",
              shard, a);
  fmt_bytes(c, sizeof c, (double)traffic);
  printf("traffic per layer: at most %" PRIu64 " bytes per position of the layer (%" PRIu64
         " moves, a %" PRIu64 "-byte record each, %d of %d owners elsewhere)\n",
         r->R > 1 ? moves * rec : 0, moves, rec, r->R - 1, r->R);
  printf("traffic in all: at most %" PRIu64 " bytes (%s): every position expanded once; the "
         "measured runs send far less (docs/benchmarks.md)\n", traffic, c);
  (void)fixed;
  fflush(stdout);
  return 0;
}

static int run(Run *r) {
  const Opts *o = r->o;
  uint64_t rss0 = proc_kib("VmRSS"), states = 1, fixed, need = 0, every, total_sent = 0, reached = 0, reached0;
  double t0 = now(), last_print = t0, t1, t2, busy = 0, critical = 0;
  int d, done = 0, st = 0;
  int64_t start_layer = 0;
  for (d = 0; d < o->n; d++) states *= (uint64_t)o->k;
  st = plan_memory(r, states, &need, &fixed);
  if (st == 0 && need > o->max_memory) {
    char a[32], b2[32];
    fmt_bytes(a, sizeof a, (double)need);
    fmt_bytes(b2, sizeof b2, (double)o->max_memory);
    st = fail(r, "the search of %d^%d states on %d rank%s needs %" PRIu64 " bytes (%s) of memory "
              "per rank, more than --max-memory (%" PRIu64 ", %s): run it on more ranks or raise "
              "--max-memory%s", o->k, o->n, r->R, r->R == 1 ? "" : "s", need, a, o->max_memory, b2,
              r->spill ? " (the shard is on disk: this is one chunk's window and the buffers)"
              : r->method == M_SYM ? " (or give --dir: the shard then goes to disk)"
              : o->dir ? " (the plain search keeps its shard in memory; only the symmetric one, "
                "under the classic rules on 4 pegs or more, goes to disk)" : "");
  }
  if (st == 0 && o->threads > 1 && r->method == M_PLAIN)
    st = fail(r, "option '--threads': the plain search (rules other than classic on 4 pegs or "
              "more, or --no-symmetry) runs on one thread a rank; the engine's threads expand "
              "the symmetric search's layers");
  if (st == 0 && o->antipodes && r->rank == 0) st = antipodes_check(r);
  if (all_failed(r, st)) return 1;
  r->mem.f = std_alloc;
  r->mem.limit = o->max_memory - fixed;
  r->out = (Out *)calloc((size_t)r->R, sizeof *r->out);
  r->endreq = (MPI_Request *)calloc((size_t)r->R, sizeof *r->endreq);
  r->rbuf = (uint64_t *)malloc(BATCH * 8);
  st = r->out && r->rbuf && r->endreq ? 0 : fail(r, "not enough memory for the batches");
  for (d = 0; st == 0 && o->threads > 1 && d < 2; d++) {
    struct Stage *g = &r->stg[d];
    g->wi = (uint64_t *)malloc(STAGE * 8);
    g->want = (uint64_t *)malloc(STAGE * 8);
    g->u = (unsigned char *)malloc(STAGE);
    g->n = 0;
    if (g->wi == NULL || g->want == NULL || g->u == NULL) st = fail(r, "not enough memory for the threads");
  }
  for (d = 0; st == 0 && d < r->R; d++)
    if ((r->out[d].buf = (uint64_t *)malloc(BATCH * 8)) == NULL)
      st = fail(r, "not enough memory for the batches");
  for (d = 0; st == 0 && d < INFLIGHT; d++) {
    r->req[d] = MPI_REQUEST_NULL;
    if ((r->fly[d] = (uint64_t *)malloc(BATCH * 8)) == NULL)
      st = fail(r, "not enough memory for the batches");
  }
  if (st == 0) st = r->method == M_SYM ? sym_open(r) : plain_open(r);
  if (st == 0) {
    r->nparts = r->method == M_SYM ? (uint64_t)r->nown : 2;
    r->vbuf = (uint64_t *)malloc(VBUF * 8);
    if (!r->spill) r->ch = (uint64_t *)calloc((size_t)(r->nparts ? r->nparts : 1), 8);
    r->seen_now = (unsigned char *)calloc((size_t)(r->nparts ? r->nparts : 1), 1);
    if (r->vbuf == NULL || r->ch == NULL || r->seen_now == NULL)
      st = fail(r, "not enough memory for the checksums");
  }
  if (any_failed(r, st)) return 1;
  if (r->mem.used > r->mem_peak) r->mem_peak = r->mem.used;
  r->L = 0;
  if (all_failed(r, push_layer(r, 1))) return 1;
  mem_hash(r, 1);
  if (o->dir) {                                /* a folder per rank; go on from a checkpoint */
    int64_t have[MAXCKPT], limit = INT64_MAX, cand = -1, hi = -1, mine, prev = -1;
    int nhave = 0, i, damaged = 0;
    char path[4200];
    int X = 0;
    st = make_dir(r, o->dir, &r->made_top);
    if (any_failed(r, st)) return 1;
    if (recut(r, &X) != 0) return 1;
    {
      snprintf(r->rdir, sizeof r->rdir, "%s/rank-%d", o->dir, r->rank);
      st = make_dir(r, r->rdir, &r->made_rank);
    }
    if (st == 0) st = list_checkpoints(r, have, &nhave);
    if (any_failed(r, st)) return 1;
    mine = nhave > 0 ? have[0] : -1;
    all_reduce(&mine, &hi, 1, MPI_INT64_T, MPI_MAX);
    /* the newest checkpoint that every rank holds and that verifies on
    ** every rank; a damaged one is said, and the one before it tried */
    for (;;) {
      int has = 0;
      mine = -1;
      for (i = 0; i < nhave; i++) if (have[i] < limit) { mine = have[i]; break; }
      all_reduce(&mine, &cand, 1, MPI_INT64_T, MPI_MIN);
      if (cand < 0) break;
      for (i = 0; i < nhave; i++) if (have[i] == cand) has = 1;
      st = has ? load_checkpoint(r, cand, &done)
               : fail(r, "rank %d holds no checkpoint of layer %lld", r->rank, (long long)cand);
      if (!any_failed(r, st)) break;
      damaged = 1;
      limit = cand;
      cand = -1;
    }
    if (cand >= 0) {
      int64_t older = -1;
      /* the older generation kept too, where every rank holds it */
      mine = -1;
      for (i = 0; i < nhave; i++) if (have[i] < cand) { mine = have[i]; break; }
      all_reduce(&mine, &older, 1, MPI_INT64_T, MPI_MIN);
      if (older >= 0) {
        int has = 0, all = 0;
        for (i = 0; i < nhave; i++) if (have[i] == older) has = 1;
        all_reduce(&has, &all, 1, MPI_INT, MPI_MIN);
        if (all) prev = older;
      }
      r->have_ckpt = 1;
      r->ck_last = cand;
      r->ck_prev = prev;
      start_layer = cand;
      prune(r, cand, prev);
      if (r->rank == 0 && X > 0)
        say("going on from layer %lld (checkpoint of %d rank%s, re-cut for %d)", (long long)cand,
            X, X == 1 ? "" : "s", r->R);
      else if (r->rank == 0)
        say("going on from layer %lld (the %scheckpoint in '%s')", (long long)cand,
            damaged ? "older " : "", o->dir);
    }
    else if (damaged) {
      if (r->rank == 0)
        say("no checkpoint in '%s' that every rank holds verifies: remove the directory's files "
            "to start the search again", o->dir);
      r->have_ckpt = 1;                        /* (its files are kept as they are) */
      return 1;
    }
    else {
      if (hi >= 0 && r->rank == 0)
        say("some ranks of '%s' hold no checkpoint: the search starts again", o->dir);
      r->fresh_dir = 1;
      prune(r, -1, -1);
      if (r->spill && any_failed(r, spill_begin(r))) return 1;
    }
    {                                          /* who runs on this shard (for an operator) */
      int fd;
      char line[32];
      snprintf(path, sizeof path, "%s/pid", r->rdir);
      st = 0;
      if ((fd = open_file(r, path, O_WRONLY | O_CREAT | O_TRUNC, "create")) >= 0) {
        snprintf(line, sizeof line, "%ld\n", (long)getpid());
        (void)hanoi_write_all(fd, (const unsigned char *)line, strlen(line));
        close(fd);
      }
      else if (hanoi_open_regular(path, O_RDONLY, 0) == HANOI_NOT_REGULAR) st = -1;
      if (any_failed(r, st)) return 1;
    }
  }
  /* a checkpoint once a sixteenth of the table was expanded since the last */
  every = o->ckpt_every_set ? o->ckpt_every
        : (r->method == M_SYM ? r->nblocks * (uint64_t)r->kq : states) / 16;
  r->since_ckpt = 0;
  for (d = 0; d < (int)r->nlayers; d++) reached += r->layers[d];
  reached0 = reached;                          /* the rates count this run's part */
  while (!done) {
    uint64_t mine[5], sum[5], found = 0, wfound = 0;
    int sig[2], agreed[2];
    r->fresh = r->wfresh = 0;
    r->failed = 0;
    r->cut = 0;
    t1 = cpu_now(r);
    if (mem_verify(r) != 0) {}                 /* a damaged chunk in memory: the layer fails */
    else if (stop_now()) r->cut = 1;
    else if (r->method == M_PLAIN) plain_layer(r);
    else if (r->spill) found = spill_layer(r, &wfound);
    else found = sym_layer(r, &wfound);
    t1 = cpu_now(r) - t1;
    finish_exchange(r);
    if (r->spill && !r->cut) {      /* the merge of the updates: expansion work too */
      double t3 = cpu_now(r);
      spill_merge(r);
      t1 += cpu_now(r) - t3;
    }
    busy += t1;
    if (r->method == M_PLAIN) found = wfound = r->n_list[1 - r->cur_list];
    mine[0] = found + r->fresh;
    mine[1] = wfound + r->wfresh;
    mine[2] = r->sent_bytes;
    mine[3] = (uint64_t)r->failed;
    mine[4] = (uint64_t)r->cut;
    all_reduce(mine, sum, 5, MPI_UINT64_T, MPI_SUM);
    all_reduce(&t1, &t2, 1, MPI_DOUBLE, MPI_MAX);
    critical += t2;
    r->sent_bytes = 0;
    total_sent += sum[2];
    if (sum[3] != 0) {
      if (r->failed == 1) {
        char lim[32];
        fmt_bytes(lim, sizeof lim, (double)o->max_memory);
        fail(r, "the frontier of layer %lld does not fit in --max-memory (%s) on rank %d",
             (long long)r->L + 1, lim, r->rank);
      }
      else if (r->failed == 2) fail(r, "rank %d received a position it does not own", r->rank);
      any_failed(r, r->failed);
      if (r->rank == 0 && o->dir && r->ck_last >= 0)
        say("the run stops; the same command goes on from the last verified checkpoint, layer %lld",
            (long long)r->ck_last);
      return 1;
    }
    if (sum[4] != 0) {              /* stopped within the layer: back to the last checkpoint */
      int s = 0, all = 0;
      s = stop_signal();
      all_reduce(&s, &all, 1, MPI_INT, MPI_MAX);
      if (all == 0) all = SIGTERM;
      if (r->rank == 0) {
        if (o->dir && r->ck_last >= 0)
          say("stopped at layer %lld: resume with the same command", (long long)r->ck_last);
        else if (o->dir) say("stopped before the first checkpoint: the same command starts again");
        else say("stopped at layer %lld (without --dir nothing is kept)", (long long)r->L);
      }
      r->have_ckpt = 1;
      return 128 + all;
    }
    if (o->antipodes && r->method == M_SYM && sum[0] != 0) {
      retire(r);                    /* a next layer: this one is done */
      if (r->spill && any_failed(r, r->failed)) return 1;
    }
    /* (the last layer stays the frontier: the farthest positions) */
    if (r->method == M_PLAIN && sum[0] != 0) r->cur_list = 1 - r->cur_list;
    r->L++;
    if (sum[0] == 0) { done = 1; r->L--; }
    else {
      if (all_failed(r, push_layer(r, sum[1]))) return 1;
      reached += sum[1];
      r->since_ckpt += sum[0];
    }
    mem_hash(r, 0);                 /* the checksums the next layer checks */
    if (damage_now(r, D_MEMORY, r->L) && r->o->dmg_chunk < r->nparts) {
      uint64_t *p, n;
      if (shard_part(r, (int)r->o->dmg_chunk, &p, &n) && n > 0) { p[n / 2] ^= 4; r->dmg_done = 1; }
    }
    if (r->rank == 0 && (now() - last_print >= 1.0 || done)) {
      double el = now() - t0;
      last_print = now();
      say("layer %lld, %" PRIu64 " of %" PRIu64 " positions (%.1f%%), %.3g positions/s, %.2f "
          "bytes sent per position", (long long)r->L, reached, states,
          100.0 * (double)reached / (double)states,
          el > 0 ? (double)(reached - reached0) / el : 0.0,
          reached > reached0 ? (double)total_sent / (double)(reached - reached0) : 0.0);
    }
    if (o->delay_ms > 0 && !done && !got_signal) {
      struct timespec ts;
      ts.tv_sec = o->delay_ms / 1000;
      ts.tv_nsec = (long)(o->delay_ms % 1000) * 1000000L;
      nanosleep(&ts, NULL);         /* (a signal ends it) */
    }
    /* the ranks agree on the signals: a stop, a checkpoint asked for */
    sig[0] = stop_signal();
    sig[1] = got_signal == SIGUSR1;
    all_reduce(sig, agreed, 2, MPI_INT, MPI_MAX);
    if (agreed[1] && got_signal == SIGUSR1) got_signal = 0;
    if (o->dir && (done || r->since_ckpt >= every || agreed[0] || agreed[1])) {
      st = write_checkpoint(r, done);
      /* past this sum every rank has its new checkpoint, verified: the
      ** one before it stays, the older ones go */
      if (any_failed(r, st)) {
        if (r->rank == 0 && r->ck_last >= 0)
          say("the run stops; the same command goes on from the last verified checkpoint, "
              "layer %lld", (long long)r->ck_last);
        return 1;
      }
      r->have_ckpt = 1;
      if (r->ck_last != r->L) r->ck_prev = r->ck_last;
      r->ck_last = r->L;
      prune(r, r->ck_last, r->ck_prev);
      r->since_ckpt = 0;
      if (r->spill) spill_next(r, 1);
      if (agreed[1] && !agreed[0] && r->rank == 0)
        say("checkpoint of layer %lld written (SIGUSR1): going on", (long long)r->L);
    }
    else if (r->spill) spill_next(r, 0);
    if (agreed[1] && !o->dir && r->rank == 0)
      say("SIGUSR1 at layer %lld: without --dir there is no checkpoint to write; going on",
          (long long)r->L);
    if (agreed[0] && !done) {
      if (r->rank == 0) {
        if (o->dir) say("stopped at layer %lld: resume with the same command", (long long)r->L);
        else say("stopped at layer %lld (without --dir nothing is kept)", (long long)r->L);
      }
      return 128 + agreed[0];
    }
  }
  if (o->antipodes && write_antipodes(r) != 0) return 1;
  {
    struct rusage ru;
    long mine = 0, peak = 0;
    uint64_t held = r->mem_peak + fixed, held_max = 0, hwm = proc_kib("VmHWM"), grow = 0, grow_max = 0;
    uint64_t upd_sum = 0, io_sum = 0;
    double el = now() - t0, cpu = 0, cpu_max = 0, cpu_sum = 0, busy_max = 0, busy_sum = 0;
    if (getrusage(RUSAGE_SELF, &ru) == 0) {
      mine = ru.ru_maxrss;
      cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
            (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
    }
    reduce_to0(&mine, &peak, 1, MPI_LONG, MPI_MAX);
    reduce_to0(&held, &held_max, 1, MPI_UINT64_T, MPI_MAX);
    /* the resident memory the search added: the peak (VmHWM) less what
    ** the process held before it (Open MPI and the program) */
    grow = hwm > rss0 ? (hwm - rss0) * 1024 : 0;
    reduce_to0(&grow, &grow_max, 1, MPI_UINT64_T, MPI_MAX);
    reduce_to0(&r->upd_bytes, &upd_sum, 1, MPI_UINT64_T, MPI_SUM);
    reduce_to0(&r->io_bytes, &io_sum, 1, MPI_UINT64_T, MPI_SUM);
    reduce_to0(&cpu, &cpu_max, 1, MPI_DOUBLE, MPI_MAX);
    reduce_to0(&cpu, &cpu_sum, 1, MPI_DOUBLE, MPI_SUM);
    reduce_to0(&busy, &busy_max, 1, MPI_DOUBLE, MPI_MAX);
    reduce_to0(&busy, &busy_sum, 1, MPI_DOUBLE, MPI_SUM);
    if (r->rank == 0) {
      fprintf(stderr, PROG ": done: %d rank%s, %.2f s from layer %lld, expanding %.2f s (the "
              "most CPU on one rank) %.2f s (all ranks) %.2f s (the slowest rank of each layer), CPU %.2f s (the most on one rank) %.2f s "
              "(all), %" PRIu64 " bytes sent (%.4f per position), search memory %" PRIu64 " bytes "
              "(the most on one rank%s), peak memory per rank %.1f MiB, resident growth per rank "
              "%" PRIu64 " bytes (the most on one rank)\n", r->R, r->R == 1 ? "" : "s", el, (long long)start_layer, busy_max,
              busy_sum, critical, cpu_max, cpu_sum, total_sent,
              reached > reached0 ? (double)total_sent / (double)(reached - reached0) : 0.0, held_max,
              r->spill ? ", the shard on disk" : "", (double)peak / 1024.0, grow_max);
      if (r->spill)
        fprintf(stderr, PROG ": on disk: %" PRIu64 " bytes of the shards read and written, %"
                PRIu64 " bytes of update records (%.4f per position), all ranks\n", io_sum,
                upd_sum, reached > reached0 ? (double)upd_sum / (double)(reached - reached0) : 0.0);
      print_result(r);
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  Opts o;
  Run *r;
  int rank, R, rc = 0, i;
  int provided = 0;
  catch_signals();                            /* (a signal while MPI starts, too) */
  /* --threads: the engine's threads never call MPI, the main thread does */
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &R);
  if ((i = parse_args(&o, argc, argv, rank)) != 0) { MPI_Finalize(); return i < 0 ? 0 : 2; }
  parse_damage(&o);
  if (o.threads > 1 && provided < MPI_THREAD_FUNNELED) {
    if (rank == 0) say("option '--threads': this MPI library offers no MPI_THREAD_FUNNELED");
    MPI_Finalize();
    return 2;
  }
  r = (Run *)calloc(1, sizeof *r);
  if (r == NULL) { fprintf(stderr, PROG ": not enough memory\n"); MPI_Abort(MPI_COMM_WORLD, 1); }
  pthread_mutex_init(&r->mx, NULL);
  pthread_cond_init(&r->room, NULL);
  r->o = &o;
  r->src_fd = r->dst_fd = -1;
  r->rank = rank;
  r->R = R;
  r->ck_last = r->ck_prev = -1;
  r->seed_shard = hash_text("hanoi-bfs-mpi shard");
  r->seed_msg = hash_text("hanoi-bfs-mpi batch");
  r->seed_upd = hash_text("hanoi-bfs-mpi update records");
  if (rank == 0 && (r->gather = (char *)calloc((size_t)R, MSG_MAX)) == NULL) {
    say("not enough memory");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  catch_signals();
  for (i = 0; i < o.k; i++) {                 /* --reverse: the moves transposed */
    int t;
    for (t = 0; t < o.k; t++)
      if ((o.reverse ? o.rules.allow[t] >> i : o.rules.allow[i] >> t) & 1) r->allow[i] |= 1u << t;
  }
  r->method = o.rules.classic && o.symmetry && o.k >= 4 ? M_SYM : M_PLAIN;
  {
    HSpace sp;
    if (!hanoi_space(&sp, o.n, o.k) || sp.size > MAXSIZE) {
      if (rank == 0) fprintf(stderr, PROG ": %d^%d states are too many to search\n", o.k, o.n);
      MPI_Finalize();
      return 1;
    }
  }
  {
    size_t len;
    len = (size_t)snprintf(r->params, sizeof r->params, "n=%d k=%d rules=%s reverse=%d method=%s "
                           "ranks=%d rank=%d allow=", o.n, o.k, o.rules.name, o.reverse,
                           r->method == M_SYM ? "symmetric" : "plain", R, rank);
    for (i = 0; i < o.k && len + 12 < sizeof r->params; i++)
      len += (size_t)snprintf(r->params + len, sizeof r->params - len, "%s%x", i ? "," : "",
                              (unsigned)r->allow[i]);
  }
  if (o.plan) {
    if (o.ranks) r->R = o.ranks;
    r->rank = 0;
    rc = rank == 0 ? print_plan(r) : 0;
    MPI_Finalize();
    return rc;
  }
  rc = run(r);
  if (rc != 0 && o.dir && !r->have_ckpt) forget_dir(r);
  MPI_Finalize();
  return rc;
}
