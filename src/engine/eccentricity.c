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
** position.
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

int hanoi_ecc(const HSpace *sp, const uint32_t *allow, HMem *mem,
              const volatile sig_atomic_t *stop, uint64_t *diameter, uint64_t *radius,
              uint64_t *searches) {
  unsigned char (*perm)[HANOI_MAXK];
  uint32_t *dist;
  uint64_t *queue, V = sp->size, v, diam = 0, rad = UINT64_MAX;
  int np, n = sp->n, k = sp->k, err = 0;
  size_t pbytes = sizeof(*perm) * ECC_MAXPERM;
  *searches = 0;
  perm = (unsigned char (*)[HANOI_MAXK])hanoi_alloc(mem, pbytes);
  dist = perm ? (uint32_t *)hanoi_alloc(mem, (size_t)(V * 4)) : NULL;
  queue = dist ? (uint64_t *)hanoi_alloc(mem, (size_t)(V * 8)) : NULL;
  if (queue == NULL) {
    err = mem->err;
    goto done;
  }
  np = automorphisms(k, allow, perm);
  for (v = 0; v < V; v++) {
    unsigned char where[HANOI_MAXN], img[HANOI_MAXN];
    uint64_t head = 0, tail = 0, ecc = 0;
    int g, d, least = 1;
    hanoi_decode_where(sp, v, where);
    for (g = 1; g < np && least; g++) {   /* is v the least code of its orbit? */
      for (d = 0; d < n; d++) img[d] = perm[g][where[d]];
      if (hanoi_encode(sp, img) < v) least = 0;
    }
    if (!least) continue;
    if (stop != NULL && *stop) { err = HS_PAUSE; goto done; }
    (*searches)++;
    memset(dist, 0xFF, (size_t)(V * 4));
    dist[v] = 0;
    queue[tail++] = v;
    while (head < tail) {
      uint64_t i = queue[head++];
      int top[HANOI_MAXK], f;
      hanoi_decode_where(sp, i, where);
      for (f = 0; f < k; f++) top[f] = n;
      for (d = n - 1; d >= 0; d--) top[where[d]] = d;
      for (f = 0; f < k; f++) {
        uint32_t to = allow[f];
        d = top[f];
        if (d == n) continue;
        while (to) {
          int t = hanoi_ctz(to);
          uint64_t j;
          to &= to - 1;
          if (top[t] < d) continue;
          j = i + sp->pow[d] * (uint64_t)t - sp->pow[d] * (uint64_t)f;
          if (dist[j] != UINT32_MAX) continue;
          dist[j] = dist[i] + 1;
          if (dist[j] > ecc) ecc = dist[j];
          queue[tail++] = j;
        }
      }
    }
    if (tail < V) ecc = UINT64_MAX;      /* some position cannot be reached */
    if (ecc > diam) diam = ecc;
    if (ecc < rad) rad = ecc;
  }
  *diameter = diam;
  *radius = rad;
done:
  hanoi_free(mem, queue, (size_t)(V * 8));
  hanoi_free(mem, dist, (size_t)(V * 4));
  hanoi_free(mem, perm, pbytes);
  return err;
}
