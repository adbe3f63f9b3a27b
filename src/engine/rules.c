/*
** rules.c: the moves a rule set allows from a position (plain C). The
** rule set itself (a name, pairs, a matrix or a predicate) is read from
** Lua by util.c; here it is a bit matrix, HRules.allow.
*/
#include "rules.h"

void hanoi_tops(const HSpace *sp, uint64_t code, int *top) {
  unsigned char w[HANOI_MAXN];
  int d, p;
  hanoi_decode_where(sp, code, w);
  for (p = 0; p < sp->k; p++) top[p] = sp->n;
  for (d = sp->n - 1; d >= 0; d--) top[w[d]] = d;
}

static uint64_t moved(const HSpace *sp, uint64_t code, int d, int f, int t) {
  return code + sp->pow[d] * (uint64_t)t - sp->pow[d] * (uint64_t)f;
}

/* The moves of the top disks of `code`: out of it (the disk on top of
** peg a goes to b: the move a -> b), or, with `in`, into it (the disk on
** top of a came from b, where it is on top once it is back: b -> a). */
static int steps(const HRules *r, const HSpace *sp, uint64_t code, HStep *out, int in) {
  int top[HANOI_MAXK], k = sp->k, a, b, c = 0;
  hanoi_tops(sp, code, top);
  for (a = 0; a < k; a++) {
    int d = top[a];
    if (d == sp->n) continue;
    for (b = 0; b < k; b++) {
      int f = in ? b : a, t = in ? a : b;
      if (b == a || top[b] < d || !(r->allow[f] >> t & 1)) continue;
      out[c].code = moved(sp, code, d, a, b);
      out[c].d = (unsigned char)d;
      out[c].f = (unsigned char)f;
      out[c++].t = (unsigned char)t;
    }
  }
  return c;
}

int hanoi_steps_out(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  return steps(r, sp, code, out, 0);
}

int hanoi_steps_in(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  return steps(r, sp, code, out, 1);
}
