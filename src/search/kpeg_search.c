/*
** kpeg_search.c: the search of k > 3 pegs under the classic rules, one
** start and one goal. For a tower: A* with the free-pegs bound alone,
** then small pattern databases, then the ball (the canonical
** breadth-first search from the goal tower, ball_search.c) met by a search
** from the start, then larger tables; for a goal position, A* with
** pattern databases built for that goal; when the budget runs out, the
** best plan found (largest_first_plan.c, tower_plan.c). A tower to a
** tower on 4 pegs is Frame-Stewart's solution (Bousch, 2014). Its
** tables come from tables.c.
*/
#include <limits.h>
#include <string.h>

#include "ksearch.h"
#include "../engine/tower_plan.h"
#include "../engine/largest_first_plan.h"

static void ks_release(KSearch *ks);

int search_ks_gc(lua_State *L) {
  KSearch *ks = (KSearch *)luaL_checkudata(L, 1, KSEARCH);
  int i;
  ks_release(ks);
  for (i = 0; i < ks->h.ng; i++) hanoi_goaltab_free(&ks->h.G[i], &ks->mem);
  ks->h.ng = 0;
  hanoi_moves_free(&ks->moves, &ks->mem);
  hanoi_moves_free(&ks->cand, &ks->mem);
  return 0;
}

/* the ball this search would use (BALL_* in ksearch.h); 0 when none */
static int ball_spec(const KSearch *ks, BallSpec *bs) {
  HCanon c;
  uint64_t bytes, budget;
  int m = ks->np, k = ks->k;
  memset(bs, 0, sizeof *bs);
  if (ks->target.tower < 0 || !hanoi_meet_fits(ks->np, k)) return 0;
  bs->cap = INT_MAX;
  bytes = hanoi_cbfs_bytes(m, k, 1);
  if (bytes == UINT64_MAX || bytes > BALL_MAX_BYTES) {
    if (k != 4) return 0;                  /* the radius bound is proven on four pegs */
    while (m > 1 && (bytes = hanoi_cbfs_bytes(m, k, 1)) > BALL_MAX_BYTES) m--;
    bs->cap = (int)((ks->fs->count[m + 1][4] - 1) / 2);
  }
  bs->m = m;
  hanoi_canon_init(&c, m, k, 1);
  if (c.count <= BALL_MIN) bs->target = c.count;
  else {
    uint64_t least = k == 4 ? BALL_MIN : BALL_MIN / 2;
    bs->target = k == 4 ? c.count / 16 * 3 : c.count / 8;
    if (bs->target < least) bs->target = least;
  }
  budget = ks->run.max_states / 4;
  if (budget < 1) return 0;
  budget = (uint64_t)1 << hanoi_msb(budget);
  if (budget <= UINT64_MAX / BALL_SHARE && budget * BALL_SHARE / BALL_WEIGHT(k) < bs->target)
    bs->target = budget * BALL_SHARE / BALL_WEIGHT(k);
  bs->whole = bs->cap == INT_MAX && bs->target >= c.count;
  return 1;
}

/* the names of a ball: its registry key and its file's name */

static void want_tables(KSearch *ks, uint64_t cap, uint64_t allow) {
  int j, kind;
  uint64_t spent = 0;
  ks->nwant = ks->iwant = 0;
  for (kind = HT_TOWER; kind <= HT_CLEAR; kind++) {
    int top = kind == HT_TOWER ? ks->np : ks->np - 1;
    for (j = 1; j <= top; j++) {
      uint64_t size = hanoi_table_size(j, ks->k, kind);
      if (size > cap || spent + ks_table_charge(size, ks->k) > allow) break;
      spent += ks_table_charge(size, ks->k);
      ks->want[ks->nwant].kind = kind;
      ks->want[ks->nwant++].m = j;
    }
  }
}

/* sets the heuristic's tables from the ones fetched */
static void use_tables(KSearch *ks, lua_State *L) {
  int i;
  ks->h.tmax = ks->h.cmax = 0;
  lua_getiuservalue(L, 5, 1);
  for (i = 0; i < ks->nwant; i++) {
    TableBox *tb;
    lua_rawgeti(L, -1, i + 1);
    tb = (TableBox *)lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (tb->kind == HT_TOWER) { ks->h.T[tb->t.m] = &tb->t; ks->h.tmax = tb->t.m; }
    else { ks->h.C[tb->t.m] = &tb->t; ks->h.cmax = tb->t.m; }
  }
  lua_pop(L, 1);
  hanoi_heur_finish(&ks->h);
}



/* ---- budget plans ---- */

/* keeps in ks->moves the shorter of it and ks->cand (a plan that gave up
** is freed); both belong to ks, so that an error loses nothing */
static void keep_shorter(KSearch *ks, int st) {
  HMoves *best = &ks->moves, *cand = &ks->cand;
  if (st == 0 && (best->cap == 0 || cand->len < best->len)) {
    hanoi_moves_free(best, &ks->mem);
    *best = *cand;
    memset(cand, 0, sizeof *cand);
  }
  else hanoi_moves_free(cand, &ks->mem);
}

/* The work a budget plan may do, in steps of its dynamic programming
** (about a nanosecond each): 2^14 a position of the budget, about ten
** times what expanding it would take, so that a small budget gets a good
** plan in about ten times its search's time, and max_states = 1 the
** constructive plan at once. */
#define PLAN_SHARE ((uint64_t)1 << 14)

/* The plan when the budget runs out: the shortest of the plan by the
** largest disks first (largest_first_plan.c) from the start, the path to the position
** A* found most promising followed by such a plan from there, and the
** fast constructive plan (tower_plan.c; Frame-Stewart from a tower). */
static int budget_plan(lua_State *L, KSearch *ks) {
  unsigned char w[HANOI_MAXN];
  int st, variant;
  HWork work;
  work.left = ks->run.max_states > UINT64_MAX / PLAN_SHARE ? UINT64_MAX
            : ks->run.max_states * PLAN_SHARE;
  work.stop = hanoi_interrupt_flag();
  work.stopped = 0;
  hanoi_moves_free(&ks->moves, &ks->mem);
  hanoi_moves_free(&ks->cand, &ks->mem);
  if (ks->start_tower >= 0 && ks->target.tower >= 0)
    st = hanoi_plan_tower(ks->fs, &ks->mem, ks->np, ks->k, ks->start_tower, ks->target.tower,
                          &ks->cand);
  else
    st = hanoi_plan(ks->fs, &ks->mem, ks->np, ks->k, ks->start, ks->goal, &ks->cand);
  if (st != 0) return search_memerror(L, &ks->mem, ks->n, ks->k);
  keep_shorter(ks, 0);
  for (variant = 0; variant < 8; variant++) {    /* skeletons of m, m-1, ... disks */
    int m = ks->h.tmax - variant / 2;
    if (m < 1 || (variant >= 2 && !ks->h.tower)) break;
    st = hanoi_lift(&ks->mem, &work, &ks->h, ks->np, ks->k, ks->map, ks->fixed, ks->start,
                    ks->goal, m, variant & 1, ks->moves.len, &ks->cand);
    if (work.stopped) return hanoi_interrupt_error(L);
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
    keep_shorter(ks, st);
  }
  if (ks->astar_live && ks->A.best != 0) {
    if (!hanoi_astar_moves(&ks->A, &ks->mem, ks->A.best, ks->start, &ks->cand) ||
        !hanoi_astar_where(&ks->A, &ks->mem, ks->A.best, ks->start, w))
      return search_memerror(L, &ks->mem, ks->n, ks->k);
    st = hanoi_lift(&ks->mem, &work, &ks->h, ks->np, ks->k, ks->map, ks->fixed, w, ks->goal, 0,
                    0, ks->moves.len > ks->cand.len ? ks->moves.len - ks->cand.len : 0,
                    &ks->cand);
    if (work.stopped) return hanoi_interrupt_error(L);
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
    keep_shorter(ks, st);
  }
  ks->optimal = 0;
  return HS_DONE;
}

/* ---- the steps ---- */

static void heur_setup(KSearch *ks) {
  memset(&ks->h, 0, sizeof ks->h);
  ks->h.n = ks->np;
  ks->h.k = ks->k;
  ks->h.tower = ks->target.tower >= 0;
}

static int start_astar(lua_State *L, KSearch *ks, uint64_t budget) {
  int st;
  if (ks->astar_live) hanoi_astar_free(&ks->A, &ks->mem);
  ks->astar_live = 0;
  st = hanoi_astar_init(&ks->A, &ks->mem, ks->np, ks->k, ks->fixed, ks->map,
                        ks->start, ks->goal, &ks->h);
  if (st != 0) return search_memerror(L, &ks->mem, ks->n, ks->k);
  ks->astar_live = 1;
  ks->astar_budget = ks->run.states + budget;
  if (ks->astar_budget > ks->run.max_states) ks->astar_budget = ks->run.max_states;
  return 0;
}

/* builds the goal tables of a goal position (up to HANOI_TABLE_FREE
** entries each; with a budget under TABLE_BUDGET, up to 2^12: a plan
** answers at once) */
static int goal_tables(lua_State *L, KSearch *ks) {
  int m = 1, hi, st;
  uint64_t size = (uint64_t)ks->k;
  uint64_t most = ks->run.max_states < TABLE_BUDGET ? (uint64_t)1 << 12 : HANOI_TABLE_FREE;
  unsigned char *lab = ks->glab;
  while (m < ks->np && size * (uint64_t)ks->k <= most) { size *= (uint64_t)ks->k; m++; }
  hanoi_canon_labels(ks->np, ks->k, ks->fixed, ks->map, ks->goal, lab, NULL);
  ks->h.goal = lab;
  for (hi = ks->np; hi > 0; hi -= m) {
    HGoalTab *g = &ks->h.G[ks->h.ng];
    g->m = hi > m ? m : hi;
    g->lo = hi - g->m;
    if ((st = hanoi_goaltab_build(g, &ks->mem, ks->k, lab)) != 0)
      return search_memerror(L, &ks->mem, ks->n, ks->k);
    ks->h.ng++;
  }
  return 0;
}

static void finish(KSearch *ks, int result, const char *how, int optimal) {
  ks->result = result;
  ks->how = how;
  ks->optimal = optimal;
  ks->phase = P_DONE;
}

/* whether the ball fits what is left of the budget, twice over (its last
** layer may pass its target) */
static int ball_fits(KSearch *ks) {
  return ball_spec(ks, &ks->bs) &&
         ks->run.states + 2 * ks_ball_charge(ks->bs.target, ks->k) <= ks->run.max_states;
}

/* The next stage once A* has spent its share: for a tower, the small
** tables after none (when the budget is worth them), the ball when it
** fits the budget, else larger tables; for a goal position, the rest of
** the budget; else a plan. */
static int next_stage(lua_State *L, KSearch *ks) {
  int tower = ks->target.tower >= 0;
  if (ks->run.states < ks->run.max_states) {
    if (tower && ks->stage == 0 && ks->run.max_states >= TABLE_BUDGET) {
      ks->stage = 1;
      want_tables(ks, HANOI_TABLE_FREE, 0);
      ks->phase = P_TABLES;
      return HS_PAUSE;
    }
    if (tower && ks->stage <= 1 && ball_fits(ks)) {
      ks->stage = 2;
      ks->phase = P_BALL;
      return HS_PAUSE;
    }
    if (tower && ks->stage == 1) {
      ks->stage = 3;
      want_tables(ks, HANOI_BIG_TABLE, (ks->run.max_states - ks->run.states) / 2);
      ks->phase = P_TABLES;
      return HS_PAUSE;
    }
    if (!tower && ks->stage == 1) {
      ks->stage = 3;                       /* the rest of the budget */
      if (start_astar(L, ks, HANOI_ASTAR_CAP) != 0) return HS_DONE;
      return HS_PAUSE;
    }
  }
  budget_plan(L, ks);
  finish(ks, HS_BUDGET, "plan", 0);
  return HS_DONE;
}

/* one slice of work: HS_PAUSE, or HS_DONE with ks->result set */
static int ks_step(lua_State *L, KSearch *ks) {
  int st;
  switch (ks->phase) {
    case P_TABLES:
      if ((st = ks_fetch_tables(L, ks)) == HS_PAUSE) return HS_PAUSE;
      use_tables(ks, L);
      if (ks->stage == 1 && ks->skip_astar) return next_stage(L, ks);
      if (start_astar(L, ks, ks->stage != 1 ? HANOI_ASTAR_CAP
                             : ks->run.max_states / 4 < HANOI_ASTAR_FIRST ? ks->run.max_states / 4
                             : HANOI_ASTAR_FIRST) != 0)
        return HS_DONE;
      ks->phase = P_ASTAR;
      return HS_PAUSE;
    case P_ASTAR: {
      HRun run = ks->run;
      run.max_states = ks->astar_budget;
      st = hanoi_astar_run(&ks->A, &ks->mem, &run);
      ks->run.states = run.states;
      if (st == HS_PAUSE) return HS_PAUSE;
      if (st == HS_DONE) {
        if (!hanoi_astar_moves(&ks->A, &ks->mem, ks->A.found - 1, ks->start, &ks->moves))
          return search_memerror(L, &ks->mem, ks->n, ks->k);
        finish(ks, HS_DONE, "astar", 1);
        return HS_DONE;
      }
      if (st == HS_UNREACHABLE) { finish(ks, HS_UNREACHABLE, "astar", 1); return HS_DONE; }
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
      if (st == HS_TOOBIG) return luaL_error(L, "search too deep");
      return next_stage(L, ks);             /* this stage's budget is spent */
    }
    case P_BALL:
      if (ks_fetch_ball(L, ks) == HS_PAUSE) return HS_PAUSE;
      st = hanoi_meet_init(&ks->M, &ks->mem, &ks->ball->b, ks->ball->radius,
                           ks->ball->complete, ks->np, ks->map, ks->start);
      if (st != 0) return search_memerror(L, &ks->mem, ks->n, ks->k);
      ks->meet_live = 1;
      ks->phase = P_MEET;
      return HS_PAUSE;
    case P_MEET:
      st = hanoi_meet_run(&ks->M, &ks->mem, &ks->run);
      if (st == HS_PAUSE) return HS_PAUSE;
      if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
      if (st == HS_DONE) {
        hanoi_moves_free(&ks->moves, &ks->mem);
        st = hanoi_meet_moves(&ks->M, &ks->mem, ks->start, &ks->moves);
        if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
        if (st != 0) return luaL_error(L, "search lost its way back to the goal");
        finish(ks, HS_DONE, ks->M.depth == 0 ? "table" : "bidirectional", 1);
        return HS_DONE;
      }
      hanoi_meet_free(&ks->M, &ks->mem);    /* the budget is spent */
      ks->meet_live = 0;
      return next_stage(L, ks);
    default:
      return HS_DONE;
  }
}

/* Sets up a search of k > 3 pegs from a to t, as a KSearch at index 5
** (with the progress function at 4). */
static KSearch *ks_new(lua_State *L, const HState *a, const Target *t, const SOpts *o) {
  KSearch *ks = (KSearch *)lua_newuserdatauv(L, sizeof(KSearch), KS_UV);
  int p, np;
  memset(ks, 0, sizeof *ks);
  luaL_setmetatable(L, KSEARCH);
  lua_replace(L, 5);
  lua_newtable(L);
  lua_setiuservalue(L, 5, 1);
  hanoi_luamem(L, &ks->mem, o->max_memory);
  ks->run.max_states = o->max_states;
  ks->insist = o->optimal;
  ks->cache = o->cache;
  ks->max_cache = o->max_cache ? o->max_cache : hanoi_cache_cap(L);
  ks->fs = hanoi_fstable(L);
  ks->n = a->n;
  ks->k = a->k;
  ks->target = *t;
  for (np = a->n; np > 0 && a->where[np - 1] == t->where[np - 1]; np--) ;
  ks->np = np;                            /* larger disks never move */
  ks->start_tower = np > 0 ? a->where[0] : -1;
  for (p = 1; p < np; p++) if (a->where[p] != a->where[0]) ks->start_tower = -1;
  memcpy(ks->start, a->where, (size_t)a->n);
  memcpy(ks->goal, t->where, (size_t)a->n);
  for (p = 0; p < a->k; p++) ks->map[p] = 0xFF;
  if (t->tower >= 0) {                    /* the other pegs are alike */
    ks->fixed = 1;
    ks->map[t->tower] = 0;
  }
  else {                                  /* pegs empty in the goal are alike */
    uint32_t busy = 0;
    int d;
    for (d = 0; d < np; d++) busy |= 1u << t->where[d];
    for (p = 0; p < a->k; p++)
      if (busy >> p & 1) ks->map[p] = (unsigned char)ks->fixed++;
    if (ks->fixed == 0) { ks->map[0] = 0; ks->fixed = 1; }
  }
  ks->phase = P_DONE;
  ks->result = HS_DONE;
  ks->optimal = 1;
  if (np == 0) return ks;
  if (a->k == 4 && ks->start_tower >= 0 && t->tower >= 0) {
    /* a tower to a tower on 4 pegs: Frame-Stewart's solution is shortest
    ** (Bousch, 2014) */
    ks->how = "frame-stewart";
    if (hanoi_plan_tower(ks->fs, &ks->mem, np, 4, ks->start_tower, t->tower, &ks->moves) != 0)
      search_memerror(L, &ks->mem, ks->n, ks->k);
    return ks;
  }
  heur_setup(ks);
  if (t->tower >= 0) {
    /* first A* with the free-pegs bound alone: with many pegs it is
    ** exact or nearly, and no table is needed */
    uint64_t first = o->max_states / 4 < HANOI_ASTAR_ZERO ? o->max_states / 4 : HANOI_ASTAR_ZERO;
    HCanon c;
    ks->stage = 0;
    hanoi_canon_init(&c, np, a->k, 1);
    ks->skip_astar = c.count >= (a->k == 4 ? (uint64_t)1 << 23 : (uint64_t)1 << 26);
    hanoi_heur_finish(&ks->h);
    if (start_astar(L, ks, first) == 0) ks->phase = P_ASTAR;
  }
  else {
    ks->stage = 1;
    if (goal_tables(L, ks) != 0) return ks;
    if (start_astar(L, ks, HANOI_ASTAR_FIRST) == 0) ks->phase = P_ASTAR;
  }
  return ks;
}


/* ---- running it ---- */

static int ks_finish(lua_State *L, HDrive *D, int st);

/* slices of the search until a pause or the end */
static int ks_slice(lua_State *L, HDrive *D) {
  KSearch *ks = (KSearch *)D;
  while (ks->phase != P_DONE)
    if (ks_step(L, ks) == HS_PAUSE) return HS_PAUSE;
  return HS_DONE;
}

/* progress every PROGRESS_EVERY positions, or when a step asks for it */
static int ks_report(lua_State *L, HDrive *D) {
  KSearch *ks = (KSearch *)D;
  int n = search_report(L, &ks->run, &ks->reported, ks->report);
  if (n > 0) ks->report = 0;
  return n;
}

static int budget_error(lua_State *L, KSearch *ks, const char *what) {
  return luaL_error(L, "%s: no shortest path found within max_states = %I positions "
                    "(the best plan found has %I moves)", what,
                    (lua_Integer)ks->run.max_states, (lua_Integer)ks->moves.len);
}


/* frees what only the search needed (its A* and its search from the
** start) as soon as it is done, rather than when the collector gets to it */
static void ks_release(KSearch *ks) {
  if (ks->astar_live) hanoi_astar_free(&ks->A, &ks->mem);
  ks->astar_live = 0;
  if (ks->meet_live) hanoi_meet_free(&ks->M, &ks->mem);
  ks->meet_live = 0;
}


static int ks_finish(lua_State *L, HDrive *D, int st) {
  KSearch *ks = (KSearch *)D;
  int what = D->what;
  Answer A;
  (void)st;
  ks_release(ks);
  search_putstats(L, S_OPTS, ks->how, ks->run.states);
  if (ks->result == HS_UNREACHABLE)
    return luaL_error(L, "goal unreachable");      /* not reached: classic rules */
  if (!ks->optimal && (what == DO_DISTANCE || ks->insist))
    return budget_error(L, ks, what == DO_DISTANCE ? "distance" : "search");
  search_answer_init(&A);
  A.dist = ks->moves.len;
  A.moves = &ks->moves;
  A.mem = &ks->mem;
  A.optimal = ks->optimal;
  A.from = ks->start;
  return search_answer(L, what, &A);
}

static const SearchDrive KS_DRIVE = {ks_slice, NULL, ks_report, ks_finish};

/* Answers a query of k > 3 pegs under the classic rules, one start and
** one goal (stack as search_query leaves it). */
int search_kpeg(lua_State *L, const Query *Q, int what) {
  Target t;
  KSearch *ks;
  HState *a;
  t.tower = Q->gtower;
  memcpy(t.where, search_goal(L, 0, Q->n), (size_t)Q->n);
  if (Q->srclist) { lua_geti(L, S_FROM, 1); lua_replace(L, S_FROM); }
  a = hanoi_checkstate(L, S_FROM);
  lua_settop(L, S_JOB);
  ks = ks_new(L, a, &t, &Q->o);
  return search_drive(L, &ks->drive, &KS_DRIVE, S_JOB, what);
}
