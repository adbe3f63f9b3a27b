/*
** three_peg_count.c: how many shortest paths join two positions on 3
** pegs under the classic rules, in O(n).
**
** Hinz's theorem (1992): in a shortest path the largest disk m that is
** not where it should be moves either once, directly (the smaller disks
** gather on the third peg r first, and from there go to their places),
** or twice, via r (the smaller disks gather on the goal peg q, then on
** the start peg p). Moving disks 0..m-1 of any position onto one peg has
** a unique shortest way, so there are exactly two shortest paths when
** both costs are equal and one otherwise. The costs are computed from the
** largest disk down: gathering disks 0..m-1 of w on peg t costs 2^j for
** each disk j not on its target, whose target then becomes the third peg
** (the classic recursion). The sums can reach 2^64, so they are compared
** with a carry.
*/
#include "three_peg_count.h"

/* the moves that gather disks 0..m-1 of w onto peg t */
static uint64_t gather(const unsigned char *w, int m, int t) {
  uint64_t c = 0;
  int j;
  for (j = m - 1; j >= 0; j--)
    if (w[j] != t) {
      c |= (uint64_t)1 << j;
      t = 3 - w[j] - t;
    }
  return c;
}

int hanoi3_count(const unsigned char *a, const unsigned char *b, int n) {
  int m, p, q, r;
  uint64_t x, y, direct, via, cd, cv;
  for (m = n - 1; m >= 0 && a[m] == b[m]; m--) ;
  if (m < 0) return 1;
  p = a[m]; q = b[m]; r = 3 - p - q;
  x = gather(a, m, r); y = gather(b, m, r);
  direct = x + y; cd = direct < x;          /* once: + 1 */
  x = gather(a, m, q); y = gather(b, m, p);
  via = x + y; cv = via < x;                /* twice: + 2^m + 1 */
  x = via + ((uint64_t)1 << m);
  cv += x < via;
  via = x;
  return cd == cv && direct == via ? 2 : 1;
}
