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
  SearchJob job;            /* first: hanoi_drive runs the job */
  int live;
  HCheap C;
} CJob;

int search_cjob_gc(lua_State *L) {
  CJob *J = (CJob *)luaL_checkudata(L, 1, CJOB);
  if (J->live) hanoi_cheap_free(&J->C, &J->job.mem);
  J->live = 0;
  return 0;
}

static int cost_finish(lua_State *L, HDrive *D, int st);

/* a slice of the cost job at S_JOB; its questions (the rules' predicate,
** the cost function, the goal function) are pushed here, answered in
** cost_answer */
static int cost_step(lua_State *L, HDrive *D) {
  CJob *J = (CJob *)D;
  int st = hanoi_cheap_run(&J->C, &J->job.mem, &J->job.run);
  if (st == HS_ASK) {
    const HCAsk *q = &J->C.ask;
    hanoi_setcode((HState *)lua_touserdata(L, S_SCRATCH), &J->C.sp, q->code);
    search_push_question(L, D, q->kind == HCASK_MOVE ? S_PRED : q->kind == HCASK_COST ? S_COST
                               : S_GOALFN, q->kind != HCASK_GOAL, q->d, q->f, q->t);
  }
  return st;
}

static void cost_answer(lua_State *L, HDrive *D) {
  CJob *J = (CJob *)D;
  const HCAsk *q = &J->C.ask;
  hanoi_cheap_answer(&J->C, hanoi_cheap_reply(L, q->kind, q->d, q->f, q->t));
}

static int cost_error(lua_State *L, CJob *J, int st, int what) {
  return search_job_stopped(L, &J->job, "cheapest", "the rules or cost function changed an answer",
                            HC_LOST, st, what);
}

static int cost_finish(lua_State *L, HDrive *D, int st) {
  CJob *J = (CJob *)D;
  HCheap *C = &J->C;
  int what = D->what;
  Answer A;
  search_putstats(L, S_OPTS, C->nbk > 0 ? "dial" : "dijkstra", J->job.run.states);
  if (st != HS_DONE && st != HS_UNREACHABLE) return cost_error(L, J, st, what);
  search_answer_init(&A);
  A.status = st;
  A.rules = J->job.rules.name;
  A.best = "cheapest";
  A.dist = C->dist_moves;
  A.costed = 1;
  A.cost = C->dist_cost;
  A.first_cost = C->first_cost;
  A.moves = &C->moves;
  A.from = search_src(L, 0, J->job.n);
  A.srclist = J->job.srclist;
  if (what == DO_SEARCH) A.start = search_which_start(L, J->job.nsrc, J->job.n, &C->sp, C->from);
  A.npaths = C->npaths;
  A.max_paths = C->max_paths;
  A.total = C->total;
  A.totalw = C->totalw;
  return search_answer(L, what, &A);
}

static const SearchDrive COST_DRIVE = {cost_step, cost_answer, search_job_report, cost_finish};

/* Starts a search for the cheapest paths of the query (stack as `query`
** leaves it). */
int search_cheapest(lua_State *L, const Query *Q, int what) {
  CJob *J = (CJob *)lua_newuserdatauv(L, sizeof(CJob), 0);
  uint64_t *codes;
  HSpace sp;
  int st, mode;
  memset(J, 0, sizeof *J);
  luaL_setmetatable(L, CJOB);
  lua_replace(L, S_JOB);
  codes = search_job_start(L, &J->job, Q, &sp,
                           Q->r.pred || Q->gfunc || Q->cost.kind == HCOST_FUNCTION, what);
  mode = what == DO_COUNT ? HC_COUNT : what == DO_PATHS ? HC_PATHS : HC_FIND;
  st = hanoi_cheap_init(&J->C, &J->job.mem, &Q->r,
                        Q->cost.kind == HCOST_MATRIX ? Q->cost.m : NULL, Q->n, Q->k, mode, 0,
                        codes, Q->nsrc, codes + Q->nsrc, Q->ngoal, Q->gfunc, Q->o.max_paths);
  J->live = 1;
  if (st != 0) return cost_error(L, J, st, what);
  lua_pop(L, 1);
  return search_drive(L, &J->job.drive, &COST_DRIVE, S_TOP, what);
}

