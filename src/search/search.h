/*
** search.h: the contract between the files of src/search/, the Lua
** binding of the searches (distance, hint, solve, search, count_paths,
** paths).
**
** A call goes one way through them: api.c reads the arguments with
** query.c into a Query (its parts kept on the Lua stack at the S_* slots),
** dispatch.c picks the search that answers it (a formula, kpeg_search.c,
** general.c or cheapest.c), and that search fills an Answer, the same
** words whichever search found it, which answer.c turns into the call's
** results; a solver's plan goes to solver.c. moves.c keeps the move lists
** and their iterators, and the start every search job shares (SearchJob); tables.c the tables the k-peg search keeps in the
** process and on disk.
**
** The files call only down, in these layers (a file calls none of the
** files above it, nor a file that calls it back):
**   api.c                               the Lua functions and methods
**   dispatch.c                          which search answers
**   kpeg_search.c general.c cheapest.c  the searches (kpeg_search.c with tables.c)
**   answer.c                            the results of every call
**   solver.c                            the closures of State:solve
**   query.c moves.c                     arguments, options, move lists
** A solver plans again from its own closure: it calls the planner that
** api.c gave it when it made the solver (a SearchPlanner), not api.c.
*/
#ifndef HANOI_SEARCH_H
#define HANOI_SEARCH_H

#include "../hanoi.h"
#include "../engine/cheapest_path.h"

#define MOVES                 "hanoi.Moves"
#define HANOI_DEFAULT_STATES  ((uint64_t)1 << 23)
#define HANOI_DEFAULT_PATHS   1000


/* what a call computes */
enum { DO_DISTANCE, DO_HINT, DO_SOLVE, DO_SEARCH, DO_COUNT, DO_PATHS };

/* The stack of a query, from argument checking to the results. */
enum {
  S_FROM = 1,               /* the start: a hanoi.State or a list of them */
  S_GOAL,                   /* the goal as given */
  S_OPTS,                   /* the options table or nil */
  S_PROGRESS,               /* opts.progress or nil */
  S_JOB,                    /* the search userdata */
  S_PRED,                   /* the rules' predicate or nil */
  S_GOALFN,                 /* the goal function or nil */
  S_SCRATCH,                /* the position handed to those two */
  S_SRC,                    /* the starts: n bytes each */
  S_GOALS,                  /* the goal positions: n bytes each */
  S_COST,                   /* the cost function or nil */
  S_TOP = S_COST
};

/* the options every search reads */
typedef struct SOpts {
  uint64_t max_states, max_memory, max_paths;
  uint64_t max_cache;       /* 0: not given, HANOI_CACHE_MAX's (read when a search needs it) */
  int optimal, cache;
} SOpts;

/* where the parts of a query come from, for error messages */
typedef struct Args {
  int sarg, garg, oarg;     /* argument numbers: start, goal, options */
  int field;                /* hanoi.search: the parts are fields of argument 1 */
  int lists;                /* the start may be a list */
  int defgoal;              /* no goal: the tower on the last peg */
} Args;

typedef struct Query {
  int n, k;
  uint64_t nsrc, ngoal;     /* positions in S_SRC and S_GOALS */
  int srclist;              /* the start is a list */
  int gfunc;                /* the goal is a function (at S_GOALFN) */
  int gtower;               /* one goal that is a tower: its peg, else -1 */
  SOpts o;
  HRules r;                 /* r.pred: the predicate is at S_PRED */
  HCost cost;               /* a function: at S_COST */
} Query;

/* What a search found, in the same words whichever search found it;
** answer.c turns it into the results of the call. */
typedef struct Answer {
  int status;               /* HS_DONE, or HS_UNREACHABLE (then `rules` names the rules) */
  const char *rules;
  const char *best;         /* "shortest" or "cheapest", for messages */
  uint64_t dist;            /* the moves of a path */
  int costed;               /* the path is a cheapest one: `cost` and `first_cost` hold */
  uint64_t cost, first_cost;/* its cost, and the cost of its first move */
  HMoves *moves;            /* the path (DO_PATHS: npaths paths of dist moves each), taken
                               by the answer; NULL: the 3-peg formula (below) */
  HMem *mem;                /* memory the moves were charged to (uncharged when taken), or NULL */
  int optimal;              /* the moves are a shortest (cheapest) path */
  uint64_t start;           /* which start the path leaves from */
  int srclist;              /* the starts are a list (at S_FROM) */
  const unsigned char *from;/* that start's position (a solver checks it) */
  uint64_t npaths, max_paths;
  const uint32_t *total;    /* DO_COUNT, DO_PATHS: the number of paths, `totalw` limbs */
  int totalw;
  /* 3 pegs under the classic rules: no move list, the formula's plan */
  int hint[3];              /* the first move (disk, from, to), 0-based */
  const unsigned char *goal3;
  uint64_t goal3_index;     /* which goal */
} Answer;

/* ---- query.c: options, starts, goals ---- */
extern const char *const search_dist_opts[], *const search_count_opts[],
                  *const search_paths_opts[], *const search_fields[];
extern const char *const search_fnames[];   /* the Lua name of each DO_* */
/* the arguments of State:hint and State:solve: 1 the state, 2 the goal
** (default the tower on the last peg), 3 the options */
extern const Args search_state_args;
void search_query(lua_State *L, Query *Q, const Args *A, const char *const *known);
void search_putstats(lua_State *L, int idx, const char *method, uint64_t positions);
const unsigned char *search_src(lua_State *L, uint64_t i, int n);
const unsigned char *search_goal(lua_State *L, uint64_t i, int n);
void search_pushstart(lua_State *L, int srclist, uint64_t i);
/* HDrive's report for the searches: when opts.progress (at S_PROGRESS)
** is given and PROGRESS_EVERY positions have passed since the last report
** (or `now`), pushes it and its arguments (positions, max_states) and
** returns 2; else 0 */
int search_report(lua_State *L, const HRun *run, uint64_t *reported, int now);
/* the index of the start whose code (in space sp) is `code` */
uint64_t search_which_start(lua_State *L, uint64_t nsrc, int n, const HSpace *sp, uint64_t code);

/* ---- api.c: the searches made, for the specs (hanoi.core._searches) ---- */
/* A counter of this Lua state: the API functions hold it as their upvalue
** 1, the registry under the address of search_count_key (for the solvers). */
typedef struct SearchCount { lua_Integer n; } SearchCount;
extern const char search_count_key;

/* ---- dispatch.c: which search answers a query ---- */
int search_dispatch(lua_State *L, Query *Q, int what);

/* ---- the searches: each answers through search_answer ---- */
int search_kpeg(lua_State *L, const Query *Q, int what);       /* kpeg_search.c */
int search_general(lua_State *L, const Query *Q, int what);    /* general.c */
int search_cheapest(lua_State *L, const Query *Q, int what);   /* cheapest.c */

/* ---- answer.c: the results of every call ---- */
int search_answer(lua_State *L, int what, Answer *A);
void search_answer_init(Answer *A);

/* ---- solver.c: the closures State:solve returns ---- */
/* while a solver's closure runs: its plan is `moves` (taken) from `from` */
int search_solver_take(lua_State *L, HMoves *moves, int optimal, const unsigned char *from);
/* while a solver's closure runs: its plan is the 3-peg formula to goal */
int search_solver_formula(lua_State *L, const unsigned char *goal);
/* How a solver plans from the position it is at: called from the
** solver's closure with the state, the goal and the options at 1, 2, 3
** (nothing else on the stack), it answers as a search does for DO_SOLVE
** (search_answer hands the plan to search_solver_take). */
typedef int (*SearchPlanner)(lua_State *L);
/* pushes a solver of the state at sidx: to the goal at gidx, options at
** oidx (0 for none), planned by `plan`; or, with `goal` given (plan
** NULL), by the 3-peg formula to `goal` */
void search_push_solver(lua_State *L, int sidx, int gidx, int oidx,
                        const unsigned char *goal, int prefer_via, SearchPlanner plan);
HState *search_pushcopy(lua_State *L, int idx);

/* ---- moves.c: move lists and their iterators, memory errors ---- */
HMoves *search_newmoves(lua_State *L);
void search_push3(lua_State *L, int d, int f, int t);
void search_pushmoveslice(lua_State *L, int idx, uint64_t first, uint64_t len);
void search_pushmoveiter(lua_State *L, int idx);
int search_moves_gc(lua_State *L);
void search_luamem(lua_State *L, HMem *mem);     /* Lua's allocator, no limit */
int search_memerror(lua_State *L, const HMem *mem, int n, int k);
/* Why a search stopped without an answer, in the words of the error a
** call raises: out of max_states (`best`: "shortest" or "cheapest"
** path), out of memory, `lost` (a Lua function changed its answer about a
** move; `changed` says which), else a space too large. */
typedef struct SearchStop {
  const char *best, *rules, *changed;
  const HRun *run;
  const HMem *mem;
  int n, k, lost;
} SearchStop;
int search_stopped(lua_State *L, const SearchStop *S, int st, int what);
/* The functions of a search's HDrive; search_drive runs it (its
** userdata at S_JOB, the query's stack up to `top`) through hanoi_drive. */
typedef struct SearchDrive {
  int (*step)(lua_State *L, HDrive *D);
  void (*answer)(lua_State *L, HDrive *D);
  int (*report)(lua_State *L, HDrive *D);
  int (*finish)(lua_State *L, HDrive *D, int st);
} SearchDrive;
int search_drive(lua_State *L, HDrive *D, const SearchDrive *fns, int top, int what);

/* The part every search's userdata at S_JOB begins with (general.c,
** cheapest.c): its driver, memory, budget, and what it knows of the query. */
typedef struct SearchJob {
  HDrive drive;             /* first: hanoi_drive runs the job */
  HMem mem;
  HRun run;
  int n, k, srclist;
  uint64_t reported, nsrc;
  HRules rules;
} SearchJob;
/* moves.c: fills J from the query (memory limit, budget, rules), sets sp
** to the query's space (raising when it is too large), makes the scratch
** position at S_SCRATCH when `scratch`, and pushes and returns the codes
** of the starts followed by those of the goals (a userdata) */
uint64_t *search_job_start(lua_State *L, SearchJob *J, const Query *Q, HSpace *sp, int scratch,
                           int what);
/* moves.c: a SearchDrive's step asks Lua: pushes the function at slot fn
** and the scratch position (at S_SCRATCH), then, when the question is
** about a move, its disk, from and to (1-based); D->nargs is set */
void search_push_question(lua_State *L, HDrive *D, int fn, int move, int d, int f, int t);
/* moves.c: a SearchDrive's report for a SearchJob (search_report) */
int search_job_report(lua_State *L, HDrive *D);
/* moves.c: search_stopped for a SearchJob */
int search_job_stopped(lua_State *L, const SearchJob *J, const char *best, const char *changed,
                       int lost, int st, int what);

/* ---- the userdata each search keeps at S_JOB ---- */
int search_ks_gc(lua_State *L);
int search_box_gc(lua_State *L);
int search_job_gc(lua_State *L);
int search_cjob_gc(lua_State *L);

#endif
