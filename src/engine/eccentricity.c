/*
** eccentricity.c: the eccentricity of every position of a state graph,
** hence its diameter and radius, by one breadth-first search per position (plain C).
**
** A relabelling of the pegs that maps the allowed moves onto themselves
** (an automorphism of the rules: every permutation under the classic
** rules, the reversal 1 <-> k under the linear rules, the rotations under
** the cyclic rules...) maps the graph onto itself and keeps every
** eccentricity, so one search per orbit is enough: the positions whose
** code is the least of their orbit. The automorphisms are found by trying
** every permutation of the pegs when there are at most ECC_MAXPERM of them.
** Cost: (k^n / |G|) searches (about) of k^n positions each, 12 bytes per
** position. One pass finds both the diameter and the radius; it runs a
** slice at a time and counts the positions it expands against a budget.
*/
#include <string.h>

#include "eccentricity.h"

#define ECC_MAXPERM  720          /* 6! */

/* the permutations of k pegs that map the allowed moves onto themselves */
static int automorphisms(int k, const uint32_t *allow, unsigned char (*perm)[HANOI_MAXK]) {
  unsigned char p[HANOI_MAXK];
  int c[HANOI_MAXK], i, count = 0, f, t;
  if (k > 6) {                    /* too many to try: the identity alone */
    for (i = 0; i < k; i++) perm[0][i] = (unsigned char)i;
    return 1;
  }
  for (i = 0; i < k; i++) { p[i] = (unsigned char)i; c[i] = 0; }
  for (i = 0;;) {                 /* Heap's algorithm, iterative */
    int ok = 1;
    for (f = 0; f < k && ok; f++)
      for (t = 0; t < k && ok; t++)
        if ((allow[f] >> t & 1) != (allow[p[f]] >> p[t] & 1)) ok = 0;
    if (ok) memcpy(perm[count++], p, (size_t)k);
    while (i < k && c[i] >= i) c[i++] = 0;
    if (i >= k) break;
    {
      int j = i % 2 ? c[i] : 0;
      unsigned char x = p[j];
      p[j] = p[i];
      p[i] = x;
    }
    c[i]++;
    i = 0;
  }
  return count;
}

int hanoi_ecc_init(HEcc *E, HMem *mem, const HSpace *sp, const uint32_t *allow) {
  memset(E, 0, sizeof *E);
  E->sp = *sp;
  memcpy(E->allow, allow, sizeof E->allow);
  E->pbytes = sizeof(*E->perm) * ECC_MAXPERM;
  E->perm = (unsigned char (*)[HANOI_MAXK])hanoi_alloc(mem, E->pbytes);
  E->dist = E->perm ? (uint32_t *)hanoi_alloc(mem, (size_t)(sp->size * 4)) : NULL;
  E->queue = E->dist ? (uint64_t *)hanoi_alloc(mem, (size_t)(sp->size * 8)) : NULL;
  if (E->queue == NULL) {
    int err = mem->err;
    hanoi_ecc_free(E, mem);
    return err;
  }
  E->np = automorphisms(sp->k, allow, E->perm);
  E->rad = UINT64_MAX;
  return 0;
}

/* whether v is the least code of its orbit */
static int least(const HEcc *E, uint64_t v) {
  unsigned char where[HANOI_MAXN], img[HANOI_MAXN];
  int g, d;
  hanoi_decode_where(&E->sp, v, where);
  for (g = 1; g < E->np; g++) {
    for (d = 0; d < E->sp.n; d++) img[d] = E->perm[g][where[d]];
    if (hanoi_encode(&E->sp, img) < v) return 0;
  }
  return 1;
}

int hanoi_ecc_run(HEcc *E, HRun *run) {
  const HSpace *sp = &E->sp;
  uint64_t V = sp->size, slice = 0;
  int n = sp->n, k = sp->k;
  for (;;) {
    uint64_t i;
    int top[HANOI_MAXK], f, d;
    unsigned char where[HANOI_MAXN];
    if (!E->searching) {                  /* the next search, from the next least code */
      while (E->v < V && !least(E, E->v)) E->v++;
      if (E->v >= V) return HS_DONE;
      memset(E->dist, 0xFF, (size_t)(V * 4));
      E->dist[E->v] = 0;
      E->queue[0] = E->v;
      E->head = 0;
      E->tail = 1;
      E->ecc = 0;
      E->searching = 1;
      E->searches++;
    }
    if (E->head == E->tail) {             /* this search is done */
      uint64_t ecc = E->tail < V ? UINT64_MAX : E->ecc;   /* some position out of reach */
      if (ecc > E->diam) E->diam = ecc;
      if (ecc < E->rad) E->rad = ecc;
      E->searching = 0;
      E->v++;
      continue;
    }
    if (run->states >= run->max_states) return HS_BUDGET;
    if (++slice > HANOI_SLICE * 4) return HS_PAUSE;
    run->states++;
    i = E->queue[E->head++];
    hanoi_decode_where(sp, i, where);
    for (f = 0; f < k; f++) top[f] = n;
    for (d = n - 1; d >= 0; d--) top[where[d]] = d;
    for (f = 0; f < k; f++) {
      uint32_t to = E->allow[f];
      d = top[f];
      if (d == n) continue;
      while (to) {
        int t = hanoi_ctz(to);
        uint64_t j;
        to &= to - 1;
        if (top[t] < d) continue;
        j = i + sp->pow[d] * (uint64_t)t - sp->pow[d] * (uint64_t)f;
        if (E->dist[j] != UINT32_MAX) continue;
        E->dist[j] = E->dist[i] + 1;
        if (E->dist[j] > E->ecc) E->ecc = E->dist[j];
        E->queue[E->tail++] = j;
      }
    }
  }
}

void hanoi_ecc_free(HEcc *E, HMem *mem) {
  hanoi_free(mem, E->queue, (size_t)(E->sp.size * 8));
  hanoi_free(mem, E->dist, (size_t)(E->sp.size * 4));
  hanoi_free(mem, E->perm, E->pbytes);
  E->queue = NULL;
  E->dist = NULL;
  E->perm = NULL;
}
