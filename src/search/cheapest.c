/*
** cheapest.c: cheapest paths under move costs (a k x k matrix or a Lua
** function), by the uniform-cost search of cheapest_path.c; its questions
** (the rules' predicate, the cost function, the goal function) and
** progress go to Lua through lua_callk, so that any of them may yield.
*/
#include <string.h>

#include "search.h"

#define CJOB "hanoi.CostJob"

typedef struct CJob {
  HDrive drive;             /* first: hanoi_drive runs the job */
  HMem mem;
  HRun run;
  int live, n, k, srclist;
  uint64_t reported, nsrc;
  HRules rules;
  HCheap C;
} CJob;

int search_cjob_gc(lua_State *L) {
  CJob *J = (CJob *)luaL_checkudata(L, 1, CJOB);
  if (J->live) hanoi_cheap_free(&J->C, &J->mem);
  J->live = 0;
  return 0;
}

static int cost_finish(lua_State *L, HDrive *D, int st);

/* a slice of the cost job at S_JOB; its questions (the rules' predicate,
** the cost function, the goal function) are pushed here, answered in
** cost_answer */
static int cost_step(lua_State *L, HDrive *D) {
  CJob *J = (CJob *)D;
  int st = hanoi_cheap_run(&J->C, &J->mem, &J->run);
  if (st == HS_ASK) {
    const HCAsk *q = &J->C.ask;
    hanoi_setcode((HState *)lua_touserdata(L, S_SCRATCH), &J->C.sp, q->code);
    lua_pushvalue(L, q->kind == HCASK_MOVE ? S_PRED : q->kind == HCASK_COST ? S_COST : S_GOALFN);
    lua_pushvalue(L, S_SCRATCH);
    D->nargs = 1;
    if (q->kind != HCASK_GOAL) {
      search_push3(L, q->d, q->f, q->t);
      D->nargs = 4;
    }
  }
  return st;
}

static void cost_answer(lua_State *L, HDrive *D) {
  CJob *J = (CJob *)D;
  const HCAsk *q = &J->C.ask;
  hanoi_cheap_answer(&J->C, hanoi_cheap_reply(L, q->kind, q->d, q->f, q->t));
}

static int cost_report(lua_State *L, HDrive *D) {
  CJob *J = (CJob *)D;
  return search_report(L, &J->run, &J->reported, 0);
}

static int cost_error(lua_State *L, CJob *J, int st, int what) {
  SearchStop S = {"cheapest", NULL, "the rules or cost function changed an answer", NULL,
                  NULL, 0, 0, HC_LOST};
  S.rules = J->rules.name; S.run = &J->run; S.mem = &J->mem; S.n = J->n; S.k = J->k;
  return search_stopped(L, &S, st, what);
}


static int cost_finish(lua_State *L, HDrive *D, int st) {
  CJob *J = (CJob *)D;
  HCheap *C = &J->C;
  int what = D->what;
  Answer A;
  search_putstats(L, S_OPTS, C->nbk > 0 ? "dial" : "dijkstra", J->run.states);
  if (st != HS_DONE && st != HS_UNREACHABLE) return cost_error(L, J, st, what);
  search_answer_init(&A);
  A.status = st;
  A.rules = J->rules.name;
  A.best = "cheapest";
  A.dist = C->dist_moves;
  A.costed = 1;
  A.cost = C->dist_cost;
  A.first_cost = C->first_cost;
  A.moves = &C->moves;
  A.from = search_src(L, 0, J->n);
  A.srclist = J->srclist;
  if (what == DO_SEARCH) A.start = search_which_start(L, J->nsrc, J->n, &C->sp, C->from);
  A.npaths = C->npaths;
  A.max_paths = C->max_paths;
  A.total = C->total;
  A.totalw = C->totalw;
  return search_answer(L, what, &A);
}

static const SearchDrive COST_DRIVE = {cost_step, cost_answer, cost_report, cost_finish};

/* Starts a search for the cheapest paths of the query (stack as `query`
** leaves it). */
int search_cheapest(lua_State *L, const Query *Q, int what) {
  CJob *J = (CJob *)lua_newuserdatauv(L, sizeof(CJob), 0);
  uint64_t *codes, i;
  HSpace sp;
  int st, mode;
  memset(J, 0, sizeof *J);
  luaL_setmetatable(L, CJOB);
  lua_replace(L, S_JOB);
  hanoi_luamem(L, &J->mem, Q->o.max_memory);
  J->run.max_states = Q->o.max_states;
  J->n = Q->n;
  J->k = Q->k;
  J->srclist = Q->srclist;
  J->nsrc = Q->nsrc;
  J->rules = Q->r;
  if (!hanoi_space(&sp, Q->n, Q->k))
    return luaL_error(L, "%s: search of %d^%d positions is too large", search_fnames[what], Q->k, Q->n);
  if (Q->r.pred || Q->gfunc || Q->cost.kind == HCOST_FUNCTION) {
    hanoi_newstate(L, Q->n, Q->k);
    lua_replace(L, S_SCRATCH);
  }
  codes = (uint64_t *)lua_newuserdatauv(L, (size_t)(Q->nsrc + Q->ngoal) * 8 + 8, 0);
  for (i = 0; i < Q->nsrc; i++) codes[i] = hanoi_encode(&sp, search_src(L, i, Q->n));
  for (i = 0; i < Q->ngoal; i++) codes[Q->nsrc + i] = hanoi_encode(&sp, search_goal(L, i, Q->n));
  mode = what == DO_COUNT ? HC_COUNT : what == DO_PATHS ? HC_PATHS : HC_FIND;
  st = hanoi_cheap_init(&J->C, &J->mem, &Q->r,
                        Q->cost.kind == HCOST_MATRIX ? Q->cost.m : NULL, Q->n, Q->k, mode, 0,
                        codes, Q->nsrc, codes + Q->nsrc, Q->ngoal, Q->gfunc, Q->o.max_paths);
  J->live = 1;
  if (st != 0) return cost_error(L, J, st, what);
  lua_pop(L, 1);
  return search_drive(L, &J->drive, &COST_DRIVE, S_TOP, what);
}

