/*
** bidir.c: bidirectional breadth-first search for rule sets in which
** every move can be undone (issue 5): exact shortest paths that explore
** two balls of half the radius instead of one of the whole.
**
** Each side keeps 2 bits per state (0 unvisited, else 1 + distance mod 3)
** and its frontier as an array of codes; the smaller frontier expands a
** whole layer at a time. Before a layer of side X at depth dX is expanded,
** no state carries both labels, so the distance L > dX + dY; the first
** move from X's frontier onto a state labelled by Y therefore closes a
** path of exactly dX + 1 + dY = L moves. Each half of it is traced back
** through the labels: in an undirected graph a neighbour of a state at
** distance d whose label says d - 1 is at distance d - 1.
*/
#include <string.h>

#include "search.h"

typedef struct Side {
  uint64_t *lab;
  HQueue q[2];              /* frontier, next frontier */
  int depth;                /* the distance of the states in q[0] */
} Side;

typedef struct Bidir {
  HSpace sp;
  uint32_t allow[HANOI_MAXK];
  Side s[2];                /* 0 from the start, 1 from the goal */
  uint64_t used, limit;
} Bidir;

/* user values of the Bidir userdata: 1, 2 labels; 3 + 2 * side + i queues */
#define BIDIR_UV 6

static void bpush(lua_State *L, Bidir *B, int side, uint64_t j, int bidx) {
  hanoi_enqueue(L, &B->sp, &B->s[side].q[1], &B->used, B->limit, bidx, j);
}

/* the legal, allowed moves from state i: disk, from, to and the state */
static int bmoves(const Bidir *B, uint64_t i, int (*mv)[3], uint64_t *to) {
  unsigned char w[HANOI_MAXN];
  int top[HANOI_MAXK], k = B->sp.k, n = B->sp.n, d, f, t, c = 0;
  hanoi_decode_where(&B->sp, i, w);
  for (f = 0; f < k; f++) top[f] = n;
  for (d = n - 1; d >= 0; d--) top[w[d]] = d;
  for (f = 0; f < k; f++) {
    if (top[f] == n) continue;
    for (t = 0; t < k; t++) {
      if (t == f || top[t] < top[f] || !(B->allow[f] >> t & 1)) continue;
      mv[c][0] = top[f]; mv[c][1] = f; mv[c][2] = t;
      to[c++] = i + B->sp.pow[top[f]] * (uint64_t)t - B->sp.pow[top[f]] * (uint64_t)f;
    }
  }
  return c;
}

/* the neighbour of x one layer nearer the root of `side` (x at dist);
** the move from x to it goes into m */
static uint64_t nearer(const Bidir *B, int side, uint64_t x, int dist, unsigned char *m) {
  int mv[HANOI_MAXK * HANOI_MAXK][3], c, i;
  uint64_t to[HANOI_MAXK * HANOI_MAXK];
  unsigned want = (unsigned)((dist - 1) % 3) + 1;
  c = bmoves(B, x, mv, to);
  for (i = 0; i < c; i++)
    if (cell_get(B->s[side].lab, to[i]) == want) {
      m[0] = (unsigned char)mv[i][0];
      m[1] = (unsigned char)mv[i][1];
      m[2] = (unsigned char)mv[i][2];
      return to[i];
    }
  return x;                                 /* not reached: labels are consistent */
}

int hanoi_bidir(lua_State *L, const HRules *r, int n, int k, const unsigned char *from,
                const unsigned char *to, uint64_t limit);
int hanoi_bidir(lua_State *L, const HRules *r, int n, int k, const unsigned char *from,
                const unsigned char *to, uint64_t limit) {
  Bidir *B;
  HMoveList *ml;
  unsigned char *moves;
  int bidx, side, X = 0, mv[HANOI_MAXK * HANOI_MAXK][3], a_dist, b_dist, i;
  uint64_t root[2], bytes, a = 0, b = 0, x;
  unsigned char mid[3] = {0, 0, 0};
  HSpace sp;
  if (!hanoi_space(&sp, n, k)) return 0;
  bytes = CELL_WORDS(sp.size) * 8;
  if (2 * bytes + 4 * 8192 > limit) return 0;
  B = (Bidir *)lua_newuserdatauv(L, sizeof(Bidir), BIDIR_UV);
  bidx = lua_gettop(L);
  memset(B, 0, sizeof *B);
  B->sp = sp;
  memcpy(B->allow, r->allow, sizeof B->allow);
  B->limit = limit;
  B->used = 2 * bytes;
  root[0] = hanoi_encode(&sp, from);
  root[1] = hanoi_encode(&sp, to);
  for (side = 0; side < 2; side++) {
    B->s[side].lab = (uint64_t *)lua_newuserdatauv(L, (size_t)bytes, 0);
    memset(B->s[side].lab, 0, (size_t)bytes);
    lua_setiuservalue(L, bidx, 1 + side);
    B->s[side].q[0].uv = 3 + 2 * side;
    B->s[side].q[1].uv = 4 + 2 * side;
    hanoi_growqueue(L, &sp, &B->s[side].q[1], &B->used, B->limit, bidx);
    hanoi_enqueue(L, &sp, &B->s[side].q[0], &B->used, B->limit, bidx, root[side]);
    cell_or(B->s[side].lab, root[side], 1);
  }
  if (root[0] != root[1]) {
    for (;;) {                              /* expand the smaller frontier */
      Side *S, *Y;
      uint64_t qi;
      X = B->s[0].q[0].n <= B->s[1].q[0].n ? 0 : 1;
      S = &B->s[X];
      Y = &B->s[1 - X];
      if (S->q[0].n == 0) { lua_pop(L, 1); return 2; }   /* unreachable */
      for (qi = 0; qi < S->q[0].n; qi++) {
        uint64_t u = S->q[0].q[qi], nb[HANOI_MAXK * HANOI_MAXK];
        int c = bmoves(B, u, mv, nb), j;
        for (j = 0; j < c; j++) {
          if (cell_get(Y->lab, nb[j])) {      /* the two balls touch */
            a = u; b = nb[j];
            mid[0] = (unsigned char)mv[j][0];
            mid[1] = (unsigned char)mv[j][1];
            mid[2] = (unsigned char)mv[j][2];
            goto found;
          }
          if (!cell_get(S->lab, nb[j])) {
            cell_or(S->lab, nb[j], (unsigned)((S->depth + 1) % 3) + 1);
            bpush(L, B, X, nb[j], bidx);
          }
        }
      }
      hanoi_nextlayer(&S->q[0], &S->q[1]);
      S->depth++;
    }
  }
found:
  /* orient the meeting move from the start's ball (a) to the goal's (b) */
  if (root[0] == root[1]) { a_dist = b_dist = 0; }
  else if (X == 0) { a_dist = B->s[0].depth; b_dist = B->s[1].depth; }
  else {
    uint64_t tmp = a; unsigned char f = mid[1];
    a = b; b = tmp; mid[1] = mid[2]; mid[2] = f;
    a_dist = B->s[0].depth; b_dist = B->s[1].depth;
  }
  ml = hanoi_newmoves(L);
  ml->optimal = 1;
  ml->len = root[0] == root[1] ? 0 : (uint64_t)a_dist + 1 + (uint64_t)b_dist;
  moves = (unsigned char *)lua_newuserdatauv(L, (size_t)(ml->len * 3 + 1), 0);
  lua_setiuservalue(L, -2, 1);
  ml->mv = moves;
  if (ml->len > 0) {
    x = a;                                   /* start ... a, backwards */
    for (i = a_dist; i > 0; i--) {
      unsigned char m[3], *o = moves + (size_t)(i - 1) * 3;
      x = nearer(B, 0, x, i, m);
      o[0] = m[0]; o[1] = m[2]; o[2] = m[1];   /* the move that led to x */
    }
    memcpy(moves + (size_t)a_dist * 3, mid, 3);
    x = b;                                   /* b ... goal, forwards */
    for (i = b_dist; i > 0; i--)
      x = nearer(B, 1, x, i, moves + (size_t)(a_dist + 1 + b_dist - i) * 3);
  }
  lua_remove(L, bidx);
  return 1;
}
