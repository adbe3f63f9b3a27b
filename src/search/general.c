/*
** general.c: searches under any rules, to goal sets and goal functions,
** from several starts: breadth-first search from both ends
** (bidirectional_bfs.c) when every move can be undone, over the whole
** space in a two-bit table (space_path.c) when it is not much larger than
** the budget, else layer by layer (layered_bfs.c), which also counts
** shortest paths and lists them. A question only Lua can answer (may this
** move be made? is this a goal?) and progress go to Lua through
** lua_callk, so that any of them may yield.
*/
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include <unistd.h>

#include "search.h"
#include "../engine/layered_bfs.h"
#include "../engine/bidirectional_bfs.h"
#include "../engine/space_path.h"

#define JOB "hanoi.Job"

enum { E_NONE, E_BIDIR, E_PATH, E_SPACE };

typedef struct Job {
  SearchJob job;            /* first: hanoi_drive runs the job */
  int engine;
  HSpace sp;
  HBidir B;
  HPath P;
  HSpacePath W;
} Job;

int search_job_gc(lua_State *L) {
  Job *J = (Job *)luaL_checkudata(L, 1, JOB);
  if (J->engine == E_BIDIR) hanoi_bidir_free(&J->B, &J->job.mem);
  else if (J->engine == E_PATH) hanoi_path_free(&J->P, &J->job.mem);
  else if (J->engine == E_SPACE) hanoi_spath_free(&J->W, &J->job.mem);
  J->engine = E_NONE;
  return 0;
}

static int job_finish(lua_State *L, HDrive *D, int st);

/* a slice of the job at S_JOB; its questions go to the rules' predicate
** or the goal function (pushed here, answered in job_answer) */
static int job_step(lua_State *L, HDrive *D) {
  Job *J = (Job *)D;
  int st = J->engine == E_BIDIR ? hanoi_bidir_run(&J->B, &J->job.mem, &J->job.run)
         : J->engine == E_SPACE ? hanoi_spath_run(&J->W, &J->job.mem, &J->job.run)
                                : hanoi_path_run(&J->P, &J->job.mem, &J->job.run);
  if (st == HS_PAUSE && J->engine == E_SPACE && J->W.b.stopped) hanoi_interrupt_error(L);
  if (st == HS_ASK) {
    const HAsk *q = &J->P.ask;
    HState *s = (HState *)lua_touserdata(L, S_SCRATCH);
    int d;
    memset(s->peg, 0, sizeof s->peg);
    hanoi_decode_where(&J->sp, q->code, s->where);
    for (d = 0; d < s->n; d++) s->peg[s->where[d]] |= (hmask)1 << d;
    s->stamp++;
    search_push_question(L, D, q->kind == HASK_MOVE ? S_PRED : S_GOALFN, q->kind == HASK_MOVE,
                         q->d, q->f, q->t);
  }
  return st;
}

static void job_answer(lua_State *L, HDrive *D) {
  Job *J = (Job *)D;
  const HAsk *q = &J->P.ask;
  hanoi_path_answer(&J->P, q->kind == HASK_MOVE ? hanoi_rule_answer(L, q->d, q->f, q->t)
                                                : lua_toboolean(L, -1));
}

static int general_error(lua_State *L, Job *J, int st, int what) {
  return search_job_stopped(L, &J->job, "shortest", "the predicate changed its answer", HP_LOST,
                            st, what);
}

/* the answer of the job, once its engine is done (status st) */
static int job_finish(lua_State *L, HDrive *D, int st) {
  Job *J = (Job *)D;
  int what = D->what;
  Answer A;
  HMoves *mv = J->engine == E_BIDIR ? &J->B.moves : J->engine == E_SPACE ? &J->W.moves
                                                                         : &J->P.moves;
  uint64_t from = J->engine == E_BIDIR ? J->B.from : J->engine == E_SPACE ? J->W.from
                                                                         : J->P.from;
  search_putstats(L, S_OPTS, J->engine == E_BIDIR ? "bidirectional" : J->engine == E_SPACE
                  ? "whole-space" : "bfs", J->job.run.states);
  if (st != HS_DONE && st != HS_UNREACHABLE) return general_error(L, J, st, what);
  search_answer_init(&A);
  A.status = st;
  A.rules = J->job.rules.name;
  A.dist = J->engine == E_BIDIR ? J->B.dist : J->engine == E_SPACE ? J->W.len : J->P.dist;
  A.moves = mv;
  A.from = search_src(L, 0, J->job.n);
  A.srclist = J->job.srclist;
  if (what == DO_SEARCH) A.start = search_which_start(L, J->job.nsrc, J->job.n, &J->sp, from);
  A.npaths = J->P.npaths;
  A.max_paths = J->P.max_paths;
  A.total = J->P.total;
  A.totalw = J->P.totalw;
  return search_answer(L, what, &A);
}

/* The whole space in a two-bit table, on every core, when the space is
** not much larger than the budget: at most 16 times max_states positions
** for a distance (2 bits each), at most max_states for a path (4 bytes
** more each, for the walk back). When its memory does not fit, the
** layered search, whose memory follows what it reaches, answers. */
static void space_start(Job *J, const Query *Q, const uint64_t *codes, int what) {
  int path = what != DO_DISTANCE, st;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  int nthreads = cpus < 1 ? 1 : cpus > PBFS_MAX_THREADS ? PBFS_MAX_THREADS : (int)cpus;
  if ((path ? J->sp.size : J->sp.size / 16) > Q->o.max_states) return;
  st = hanoi_spath_init(&J->W, &J->job.mem, &Q->r, Q->n, Q->k, path, codes, Q->nsrc,
                        codes + Q->nsrc, Q->ngoal, nthreads, hanoi_interrupt_flag());
  if (st == 0) J->engine = E_SPACE;
}

static const SearchDrive JOB_DRIVE = {job_step, job_answer, search_job_report, job_finish};

/* Starts a general search for the query (stack as `query` leaves it). */
int search_general(lua_State *L, const Query *Q, int what) {
  Job *J = (Job *)lua_newuserdatauv(L, sizeof(Job), 0);
  uint64_t *codes;
  int st, mode;
  memset(J, 0, sizeof *J);
  luaL_setmetatable(L, JOB);
  lua_replace(L, S_JOB);
  codes = search_job_start(L, &J->job, Q, &J->sp, Q->r.pred || Q->gfunc, what);
  mode = what == DO_COUNT ? HP_COUNT : what == DO_PATHS ? HP_PATHS : HP_FIND;
  /* from both ends when every move can be undone, and the space is not
  ** much larger than the budget (its label arrays cover the whole space:
  ** in a huge space the one-way search keeps only what it reaches) */
  if (mode == HP_FIND && Q->r.symmetric && !Q->r.pred && !Q->gfunc &&
      J->sp.size / 16 <= Q->o.max_states) {
    J->engine = E_BIDIR;                     /* from both ends */
    st = hanoi_bidir_init(&J->B, &J->job.mem, &Q->r, Q->n, Q->k, codes, Q->nsrc,
                          codes + Q->nsrc, Q->ngoal);
    if (st == HS_MEMLIMIT) {                 /* two label arrays do not fit: one way */
      hanoi_bidir_free(&J->B, &J->job.mem);
      J->engine = E_NONE;
    }
    else if (st != 0) return general_error(L, J, st, what);
  }
  if (J->engine == E_NONE && mode == HP_FIND && !Q->r.pred && !Q->gfunc)
    space_start(J, Q, codes, what);
  if (J->engine == E_NONE) {
    J->engine = E_PATH;
    st = hanoi_path_init(&J->P, &J->job.mem, &Q->r, Q->n, Q->k, mode, codes, Q->nsrc,
                         codes + Q->nsrc, Q->ngoal, Q->gfunc, Q->o.max_paths);
    if (st != 0) return general_error(L, J, st, what);
  }
  lua_pop(L, 1);
  return search_drive(L, &J->job.drive, &JOB_DRIVE, S_TOP, what);
}

