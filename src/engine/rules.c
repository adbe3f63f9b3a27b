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

int hanoi_steps_out(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  int top[HANOI_MAXK], k = sp->k, f, t, c = 0;
  hanoi_tops(sp, code, top);
  for (f = 0; f < k; f++) {
    int d = top[f];
    if (d == sp->n) continue;
    for (t = 0; t < k; t++) {
      if (t == f || top[t] < d || !(r->allow[f] >> t & 1)) continue;
      out[c].code = moved(sp, code, d, f, t);
      out[c].d = (unsigned char)d;
      out[c].f = (unsigned char)f;
      out[c++].t = (unsigned char)t;
    }
  }
  return c;
}

int hanoi_steps_in(const HRules *r, const HSpace *sp, uint64_t code, HStep *out) {
  int top[HANOI_MAXK], k = sp->k, f, t, c = 0;
  hanoi_tops(sp, code, top);
  for (t = 0; t < k; t++) {             /* the disk that came to t ... */
    int d = top[t];
    if (d == sp->n) continue;
    for (f = 0; f < k; f++) {           /* ... from f, where it was on top */
      if (f == t || top[f] < d || !(r->allow[f] >> t & 1)) continue;
      out[c].code = moved(sp, code, d, t, f);
      out[c].d = (unsigned char)d;
      out[c].f = (unsigned char)f;
      out[c++].t = (unsigned char)t;
    }
  }
  return c;
}
