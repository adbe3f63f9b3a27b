/*
** ring_row_tower.c: a tower moved from peg to peg on 3 pegs under the
** linear rules (pegs in a row, moves between neighbours only) or the
** cyclic rules (pegs in a ring, every move one way round), by the known
** optimal recursions (plain C).
**
** Pegs in a row (Scorer, Grundy and Smith, 1944): to move n disks between
** the two ends, the largest disk goes through the middle, so the others
** go to the far end, back, and to the far end again: 3^n - 1 moves; to
** move them between an end and the middle, the others first go to the
** third peg: (3^n - 1) / 2 moves. Its state graph is a path through all
** 3^n positions, so this is the only way.
**
** Pegs in a ring (Atkinson, 1981): Q(n) moves a tower one step round, R(n)
** two steps: Q(n) = R(n-1), the largest disk, R(n-1); R(n) = R(n-1), the
** largest disk, Q(n-1), the largest disk, R(n-1). Both are shortest
** (Atkinson's proof), with Q(n) = 2 R(n-1) + 1 and R(n) = 2 R(n-1) +
** Q(n-1) + 2 moves.
**
** The recursion runs on an explicit stack of tasks (a move, or a tower to
** move), each task replaced by its parts in reverse order, so its depth
** is at most 4n + 1 whatever the moves, and no C recursion grows with n.
*/
#include "ring_row_tower.h"

enum { T_MOVE, T_ROW, T_Q, T_R };

int hanoi_ttower_kind(const uint32_t *allow, HTower *t) {
  int f, e = 0, p;
  uint32_t m = 0;
  for (f = 0; f < 3; f++) { m |= (allow[f] & 7u) << (3 * f); e += hanoi_popcount(allow[f] & 7u); }
  t->kind = 0;
  if (m == ((1u << 1) | (1u << 5) | (1u << 6)) || m == ((1u << 2) | (1u << 3) | (1u << 7))) {
    t->kind = TT_RING;
    t->dir = allow[0] >> 1 & 1 ? 1 : 2;
    return TT_RING;
  }
  if (e != 4) return 0;
  for (p = 0; p < 3; p++) {               /* the middle: both ways to both others */
    int a = (p + 1) % 3, b = (p + 2) % 3;
    if ((allow[p] >> a & 1) && (allow[a] >> p & 1) && (allow[p] >> b & 1) && (allow[b] >> p & 1)) {
      t->kind = TT_ROW;
      t->mid = p;
      return TT_ROW;
    }
  }
  return 0;
}

static uint64_t add(uint64_t x, uint64_t y) {
  return x == UINT64_MAX || y == UINT64_MAX || x > UINT64_MAX - 1 - y ? UINT64_MAX : x + y;
}

uint64_t hanoi_ttower_length(const HTower *t, int n, int a, int b) {
  uint64_t q = 0, r = 0, ends = 0, half = 0;
  int i;
  if (a == b) return 0;
  for (i = 1; i <= n; i++) {
    if (t->kind == TT_RING) {
      uint64_t q1 = add(add(r, r), 1);
      r = add(add(add(r, r), q), 2);
      q = q1;
    }
    else {
      half = add(add(half, ends), 1);     /* (3^i - 1) / 2 = (3^(i-1) - 1) + 1 + (3^(i-1) - 1) / 2 */
      ends = add(add(ends, add(ends, ends)), 2);
    }
  }
  if (t->kind == TT_RING) return (b - a + 3) % 3 == t->dir ? q : r;
  return a == t->mid || b == t->mid ? half : ends;
}

static void push(HTower *t, int kind, int n, int a, int b) {
  HTTask *k = &t->st[t->top++];
  k->kind = (unsigned char)kind;
  k->n = (unsigned char)n;
  k->a = (unsigned char)a;
  k->b = (unsigned char)b;
}

/* a tower of n disks from a to b, as a task */
static void tower(HTower *t, int n, int a, int b) {
  if (n == 0 || a == b) return;
  if (t->kind == TT_ROW) push(t, T_ROW, n, a, b);
  else push(t, (b - a + 3) % 3 == t->dir ? T_Q : T_R, n, a, b);
}

void hanoi_ttower_start(HTower *t, int n, int a, int b) {
  t->top = 0;
  tower(t, n, a, b);
}

int hanoi_ttower_next(HTower *t, int *d, int *f, int *to) {
  while (t->top > 0) {
    HTTask k = t->st[--t->top];
    int a = k.a, b = k.b, n = k.n, c = 3 - a - b, s;
    if (k.kind == T_MOVE) {
      *d = n;
      *f = a;
      *to = b;
      return 1;
    }
    /* the parts, last first */
    if (k.kind == T_ROW && a != t->mid && b != t->mid) {   /* end to end, through the middle */
      tower(t, n - 1, a, b);
      push(t, T_MOVE, n - 1, c, b);
      tower(t, n - 1, b, a);
      push(t, T_MOVE, n - 1, a, c);
      tower(t, n - 1, a, b);
    }
    else if (k.kind == T_ROW || k.kind == T_Q) {   /* one step: the others wait on c */
      tower(t, n - 1, c, b);
      push(t, T_MOVE, n - 1, a, b);
      tower(t, n - 1, a, c);
    }
    else {                                 /* two steps round, through s */
      s = (a + t->dir) % 3;
      tower(t, n - 1, a, b);
      push(t, T_MOVE, n - 1, s, b);
      tower(t, n - 1, b, a);
      push(t, T_MOVE, n - 1, a, s);
      tower(t, n - 1, a, b);
    }
  }
  return 0;
}
