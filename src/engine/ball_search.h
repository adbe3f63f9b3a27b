/*
** ball_search.h: a shortest path to a tower by breadth-first search from both
** ends (plain C). The goal's end is a ball: the canonical breadth-first
** search of canonical_bfs.c from the tower, grown to a radius R (or to the whole
** space), which labels every position within R moves of the tower with
** its depth mod 3. The start's end is a breadth-first search over real
** positions, one layer at a time, until a layer touches the ball. See
** ball_search.c.
*/
#ifndef HANOI_BALL_SEARCH_H
#define HANOI_BALL_SEARCH_H

#include "canonical_bfs.h"

/* codes a block of the forward search holds at most, and the words of
** its cells (2 bits a code) */
#define HANOI_MEET_BLOCK 256
#define HANOI_MEET_BW    8
/* ball lookups kept in flight (a power of two) */
#define HANOI_MEET_AHEAD 32
/* the labellings of a block's pegs whose cells are tabulated */
#define HANOI_MEET_SHAPES 64

/* cells of one block (bits 2c: the block's code c) */
/* Positions the search from the start expands for one position of the
** budget: each costs a few hundredths of a microsecond (two bits in a
** block that stays in the processor's caches, a ball lookup fetched
** ahead), an A* expansion microseconds. */
#define HANOI_MEET_SHARE 4

typedef struct HMeetSet { uint64_t blk; uint64_t cells[HANOI_MEET_BW]; } HMeetSet;

/* a move of a block's larger disk: the block it leads to, the pegs */
typedef struct HMeetMove { uint64_t key, blk; unsigned char f, t; } HMeetMove;

/* a ball lookup in flight: the position, its cell, and the budget spent
** once the positions that reached it were expanded */
typedef struct HMeetLook { uint64_t code, cell, states; } HMeetLook;

typedef struct HMeet {
  const HCBfs *ball;
  int radius;               /* every position within it is in the ball */
  int complete;             /* the ball is the whole space */
  int n, k;                 /* the positions' disks (the ball's and larger) and pegs */
  unsigned char map[HANOI_MAXK];   /* label of each fixed peg, 0xFF for the others */
  HSpace sp;
  uint64_t start;           /* the start's code */
  /* blocks: the codes that differ in their q smallest disks only (bc = k^q) */
  int q;
  uint64_t bc;
  uint64_t near[HANOI_MEET_BLOCK][HANOI_MEET_BW];   /* a block's cells one move of its disks away */
  uint64_t onany[HANOI_MAXK][HANOI_MEET_BW];        /* a block's cells with a disk on peg p */
  unsigned char digit[HANOI_MEET_BLOCK][8];         /* the pegs of a block's disks, by cell */
  /* the positions reached, 2 bits each (1 + depth mod 3), a block at a
  ** time, found through a hash of the block's key (code / bc) */
  uint64_t *hash;           /* two words a slot: a block's key + 1 (0: empty), its number */
  uint64_t hcap;
  uint64_t *words;          /* HANOI_MEET_BW words a block */
  uint64_t *meta;           /* four words a block: its key, its place in the next
                               layer, its larger disks' share of the ball's cell,
                               its labelling's table (UINT64_MAX: none) */
  unsigned char *blab;      /* k + 1 bytes a block: its pegs' labels, the next label */
  uint64_t nblk, cblk, cmeta, cblab;
  /* the share of a block's small disks in the ball's cell, by the labels
  ** its larger disks give the pegs */
  unsigned char shape[HANOI_MEET_SHAPES][HANOI_MAXK + 1];
  uint64_t *shape_cells[HANOI_MEET_SHAPES];
  int nshape;
  HMeetSet *cur, *nxt;      /* this layer and the next, by block */
  uint64_t ncur, nnxt, ccur, cnxt, icur;
  HMeetMove move[HANOI_MAXK * (HANOI_MAXK - 1) / 2];   /* a block's, being expanded */
  HMeetLook look[HANOI_MEET_AHEAD];
  unsigned look_first, nlook;
  uint64_t done, charged;   /* positions expanded; what they cost the budget
                               (done / HANOI_MEET_SHARE, rounded up) */
  int depth;                /* of the layer in cur */
  int found;                /* 1: `hit` is in the ball, at depth `depth` */
  uint64_t hit;
} HMeet;

/* The largest number of disks whose codes the forward search can hold. */
int hanoi_meet_fits(int n, int k);

/* Sets up the search from the real position `start` of n disks to the
** tower the ball grew from; `map` as for hanoi_cbfs_descend. The ball
** holds the m <= n smallest disks; when m < n its radius must be at most
** (FS(m + 1) - 1) / 2 on four pegs (see ball_search.c). 0, or a status. */
int hanoi_meet_init(HMeet *M, HMem *mem, const HCBfs *ball, int radius, int complete, int n,
                    const unsigned char *map, const unsigned char *start);
/* HS_PAUSE until HS_DONE (M->found); HS_BUDGET; HS_MEMLIMIT, HS_NOMEM.
** run->states counts the positions expanded, never past max_states, the
** same on every machine. */
int hanoi_meet_run(HMeet *M, HMem *mem, HRun *run);
/* The moves of a shortest path from the start to the tower, appended to
** out: the forward search's path to the ball, then down the ball. 0, or
** a status. */
int hanoi_meet_moves(const HMeet *M, HMem *mem, const unsigned char *start, HMoves *out);
void hanoi_meet_free(HMeet *M, HMem *mem);

#endif
