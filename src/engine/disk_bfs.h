/*
** disk_bfs.h: the symmetric breadth-first search with its table on disk, in
** plain C (no lua_State here).
**
** The method is Korf's two-bit breadth-first search in its disk form
** ("Minimizing Disk I/O in Two-Bit Breadth-First Search", AAAI 2008)
** joined to frontier search with delayed duplicate detection (Korf,
** "Best-First Frontier Search with Delayed Duplicate Detection", AAAI
** 2004; Korf and Felner, IJCAI 2007, searched the 4-peg spaces of 21 and
** 22 disks so). The table of canonical positions (canonical_bfs.h) is cut into
** segments of whole blocks; a segment is expanded in a window of memory
** (cbfs's counting mode over a window) and only the frontier is kept, on
** disk, as sorted lists of cells per segment and layer:
**  - the moves of the graph can all be undone, so a neighbour of a
**    position at depth d is at d - 1, d or d + 1: layers d - 1 and d are
**    all a search needs to tell the new positions of layer d + 1 (frontier
**    search). A layer's list is kept for the next two passes and then
**    deleted; the disk holds about four layers at a time;
**  - the successors that fall in the segment are labelled in the window
**    at once; those that fall in another segment are written to that
**    segment's update file, and merged when it is expanded in the next
**    pass (delayed duplicate detection): a layer is whole once the pass
**    that expands it has read its updates.
** A pass (one layer) reads, per segment, layers d - 2 and d - 1 (done),
** the part of layer d found in the segment and the updates; it writes
** the cells the updates added to layer d, the part of layer d + 1 found
** in the segment, and appends to the other segments' updates. The table
** is never read whole: the disk traffic of a pass is about four times
** its layer.
**
** Files (in `dir`): a state file (the pass reached, the layer counts, the
** size of each live list), lists a<d>-<s>.bfs (the cells of layer d found
** in segment s while expanding it), g<d>-<s>.bfs (those that came to s as
** updates) and u<d>-<s>.bfs (updates to s found in pass d - 1), and a
** lock. A list is a run of records, one per word of 32 cells of the
** table (the word's distance from the last one, a varint; the cells, 4
** bytes). Each file has a header naming the search (format, n, k, the
** start, the segments) and its place, and a trailer with its cells and a
** checksum of its bytes. Files are written under their final names and
** trusted only once the state that counts them is in place; the state is
** replaced atomically (written aside, synced, renamed), so an interruption
** at any moment leaves the last state and the files it counts: a search
** started again with the same directory continues from there and gives
** the same result. (The lists are not synced: after a crash of the
** system rather than the process, a list may fail its check, and the
** search says so.)
*/
#ifndef HANOI_DISK_BFS_H
#define HANOI_DISK_BFS_H

#include <pthread.h>
#include <signal.h>

#include "canonical_bfs.h"

#define DBFS_MAX_SEGMENTS 65536

typedef struct HDBfsTarget HDBfsTarget;

typedef struct HDBfs {
  HCBfs b;                  /* the window */
  HMem *mem;
  const volatile sig_atomic_t *stop;
  int n, k, fixed, nthreads;
  unsigned char start[HANOI_MAXN];  /* canonical labels of the start */
  uint64_t ident;           /* the search's name in the files' headers */
  uint64_t nblocks, seg_blocks, wbytes;
  uint32_t nseg;
  int lockfd;
  int made;                 /* what this open made (DB_MADE_* in disk_bfs.c), undone if it fails */
  int resumed;              /* the open went on from a search's state file */
  int open;                 /* the window and buffers are allocated */
  /* where the search is: the next pass expands layer `pass` */
  int64_t pass;
  int done;
  uint64_t since_commit;    /* positions expanded since the state was written */
  uint64_t commit_every;    /* ... before it is written again */
  /* cells (records for u) of the lists per segment: the six the next pass
  ** reads (see DB_A2 .. DB_U0 in disk_bfs.c) and the three it writes */
  uint64_t *cnt[9];
  uint64_t wa0, wa1;        /* layer pass (pass + 1) in the a lists, weighed */
  HDBfsTarget *tg;          /* the update files being written, per segment */
  /* complete layers, each counted with the orbits */
  uint64_t *layers, nlayers, lcap;
  uint64_t last_found;      /* canonical positions of the last layer */
  /* buffers */
  unsigned char *io, *sio;
  size_t iosize;
  uint64_t *touched;        /* a bit per group of the window holding labels */
  uint64_t touched_bytes;
  /* successors outside the window, before they are written */
  pthread_mutex_t lock;
  int lock_ok;
  void *sr;                 /* records (word, cells, free labels) */
  uint64_t sn, scap;
  int failed;               /* a write failed (err says how) */
  char dir[4096];
  char err[4608];
} HDBfs;

/* The memory a search with segments of seg_blocks blocks takes (its
** window, flags and buffers), and the segments a memory limit allows:
** 0 when even the smallest segments do not fit (*need then holds the
** least limit that does). */
uint64_t hanoi_dbfs_bytes(int n, int k, int fixed, uint64_t seg_blocks);
uint64_t hanoi_dbfs_plan(int n, int k, int fixed, uint64_t limit, uint64_t *need);

/* Opens the search of n disks on k pegs (the first `fixed` labels used by
** the start, whose canonical labels are start) in directory dir (made
** when missing): a new one, or the one whose files it holds. 0, or -1
** with d->err saying why (a foreign or corrupt file, too little memory,
** an I/O error), -2 for memory (mem->want: the bytes needed). A refusal
** or failure leaves dir as it was: the lock, the lists and the state it
** began to write removed, and dir itself when this call made it. */
int hanoi_dbfs_open(HDBfs *d, HMem *mem, const char *dir, int n, int k, int fixed,
                    const unsigned char *start, int nthreads,
                    const volatile sig_atomic_t *stop);
/* Runs one pass: d->layers gains the layer it expands (d->done: the
** search is over). 0; 1 when stopped by the flag (the files keep the last
** state); -1 on an error (d->err). */
int hanoi_dbfs_pass(HDBfs *d);
void hanoi_dbfs_close(HDBfs *d);

#endif
