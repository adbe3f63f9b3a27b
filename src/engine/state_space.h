/*
** state_space.h: what every search shares, in plain C (no lua_State here).
**
** A position of n disks on k pegs is an array where[0..n-1] of pegs
** (0-based; where[d] is the peg of disk d + 1). The searches get their
** memory from an allocator the Lua binding passes in (HMem), count their
** work against a budget of positions (HRun) and return a status: done,
** or paused so that the binding can report progress, look for an
** interrupt or ask a Lua predicate, and then call them again.
*/
#ifndef HANOI_STATE_SPACE_H
#define HANOI_STATE_SPACE_H

#include <stddef.h>
#include <stdint.h>

#define HANOI_MAXN      64      /* disks */
#define HANOI_MINK      3       /* pegs */
#define HANOI_MAXK      32

/* ---- status of a search step ---- */
enum {
  HS_DONE = 0,          /* finished: the result is ready */
  HS_PAUSE,             /* a slice of work is done: call again */
  HS_ASK,               /* a predicate must be asked (see HAsk); call again */
  HS_UNREACHABLE,       /* the goal cannot be reached */
  HS_BUDGET,            /* max_states positions used up */
  HS_MEMLIMIT,          /* the memory limit would be passed */
  HS_NOMEM,             /* the allocator failed */
  HS_TOOBIG             /* the space is too large for this method */
};

/* work done between two pauses (positions or table entries) */
#define HANOI_SLICE     16384

/* ---- memory ---- */

/* the allocator's signature is lua_Alloc's */
typedef void *(*HAllocF)(void *ud, void *ptr, size_t osize, size_t nsize);

typedef struct HMem {
  HAllocF f;
  void *ud;
  uint64_t used, limit;   /* bytes in use and the most allowed */
  uint64_t want;          /* after a failure: the bytes that were wanted */
  int err;                /* after a failure: HS_MEMLIMIT or HS_NOMEM */
} HMem;

/* NULL on failure (mem->err says why); realloc keeps p on failure */
void *hanoi_alloc(HMem *mem, size_t bytes);
void *hanoi_realloc(HMem *mem, void *p, size_t old, size_t bytes);
/* grows the array *a of *cap items of `size` bytes to at least `need`
** items (doubling, from `first`): 0, or mem->err with the array kept */
int hanoi_grow(HMem *mem, void **a, uint64_t *cap, uint64_t need, size_t size, uint64_t first);
void hanoi_free(HMem *mem, void *p, size_t bytes);

/* ---- the budget ---- */

typedef struct HRun {
  uint64_t max_states;    /* positions that may be expanded or tabulated */
  uint64_t states;        /* used so far */
} HRun;

/* ---- moves ---- */

/* a list of moves, 3 bytes each: disk (0-based), from, to */
typedef struct HMoves {
  unsigned char *mv;
  uint64_t len, cap;
} HMoves;

int hanoi_moves_add(HMoves *ml, HMem *mem, int d, int f, int t);   /* 0: no memory */
void hanoi_moves_free(HMoves *ml, HMem *mem);

/* ---- codes: the position as a number, sum of where[d] * k^d ---- */

typedef struct HSpace {
  int n, k;
  int stride;           /* bits per digit when k is a power of two, else 0 */
  uint64_t size;        /* k^n */
  uint64_t pow[HANOI_MAXN];
} HSpace;

/* fills sp; 0 when k^n does not fit in 62 bits */
int hanoi_space(HSpace *sp, int n, int k);
uint64_t hanoi_encode(const HSpace *sp, const unsigned char *where);
void hanoi_decode_where(const HSpace *sp, uint64_t code, unsigned char *where);

/* ---- rule sets ---- */

/* bit t of allow[f]: the top disk of peg f may go to t (0-based), subject
** to the size rule; `pred` says a Lua predicate is asked as well */
typedef struct HRules {
  int k;
  uint32_t allow[HANOI_MAXK];
  int pred;
  int symmetric;        /* every allowed move may be undone */
  int classic;          /* every move allowed, no predicate */
  char name[16];        /* a named rule set's (rules.h), "custom" or "predicate" */
} HRules;

/* sets `symmetric` and `classic` from allow and pred */
void hanoi_rules_finish(HRules *r);

/* ---- 2-bit cells: 32 per 64-bit word ---- */
#define CELL_WORDS(N) (((N) + 31) / 32)
static inline unsigned cell_get(const uint64_t *a, uint64_t i) {
  return (unsigned)(a[i >> 5] >> ((i & 31) * 2)) & 3u;
}
static inline void cell_or(uint64_t *a, uint64_t i, unsigned v) {
  a[i >> 5] |= (uint64_t)v << ((i & 31) * 2);
}

/* ---- canonical positions ----
** Pegs that play the same role are interchangeable: under the classic
** rules, with a goal that is a tower on peg g, every other peg is like
** any other, so a position and its relabelled copies are equally far from
** the goal. A canonical form keeps the `fixed` pegs as labels 0..fixed-1
** and renames the interchangeable ones fixed, fixed+1, ... in the order
** their largest disks appear, largest disk first (a restricted growth
** string). The canonical forms of m disks are ranked densely, 0 ..
** count - 1: the rank adds, for each disk from the largest down, its
** label times the number of ways to finish the smaller disks. */
typedef struct HCanon {
  int m, k, fixed;
  uint64_t count;                       /* UINT64_MAX past 2^63 */
  /* W[i][u]: completions of i more disks when u free labels are in use */
  uint64_t W[HANOI_MAXN + 1][HANOI_MAXK + 1];
} HCanon;

void hanoi_canon_init(HCanon *c, int m, int k, int fixed);
/* lab: canonical labels of disks 0..m-1 */
uint64_t hanoi_canon_rank(const HCanon *c, const unsigned char *lab);
void hanoi_canon_unrank(const HCanon *c, uint64_t r, unsigned char *lab);

/* The canonical labels of the m disks where[0..m-1]: map[p] is the label
** of a fixed peg p, or 0xFF for an interchangeable one, which gets the
** next free label (from `fixed` on) at the first disk (largest first)
** found on it. Returns the number of labels used. `inv`, when not NULL,
** gets the peg of each label used. */
int hanoi_canon_labels(int m, int k, int fixed, const unsigned char *map,
                       const unsigned char *where, unsigned char *lab,
                       unsigned char *inv);

/* ud[d]: the free labels used by the disks larger than d; returns all the
** free labels used */
int hanoi_canon_ud(const HCanon *c, const unsigned char *lab, unsigned char *ud);
/* The canonical successors, under the classic rules, of the position with
** labels lab and rank r (ud and u from hanoi_canon_ud): their ranks into
** out and, when uout is not NULL, the free labels each uses. At most
** HANOI_MAXK * HANOI_MAXK of them; returns how many. A move of disk d
** from label a to b keeps the labels canonical unless d was alone on a
** free label or lands on an empty one; then the rank just moves by
** (b - a) * W[d][ud[d]]. */
int hanoi_canon_next(const HCanon *c, uint64_t r, const unsigned char *lab,
                     const unsigned char *ud, int u, uint64_t *out, unsigned char *uout);

/* ---- Frame-Stewart numbers (kpeg.c builds the table) ---- */
typedef struct FSTable {
  /* count[n][k]: the Frame-Stewart number, k = 3..32 (n <= 64 fits) */
  uint64_t count[HANOI_MAXN + 1][HANOI_MAXK + 1];
  /* split[n][k]: the smallest best m, the disks parked aside (0 for n <= 1) */
  unsigned char split[HANOI_MAXN + 1][HANOI_MAXK + 1];
} FSTable;

/* ---- bit tricks (gcc and clang builtins) ---- */
static inline int hanoi_ctz(uint64_t x) { return __builtin_ctzll(x); }
static inline int hanoi_popcount(uint64_t x) { return __builtin_popcountll(x); }
static inline int hanoi_msb(uint64_t x) { return 63 - __builtin_clzll(x); }

#endif
