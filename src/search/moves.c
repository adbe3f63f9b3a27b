/*
** moves.c: the move lists a search answers with (hanoi.Moves, a block of
** disk, from, to bytes charged to Lua's allocator) and the iterators over
** them and over slices of them; the error of a search out of memory;
** the start and the questions every search job (SearchJob) shares.
*/
#include <string.h>

#include "search.h"

/* an HMem on Lua's allocator with no limit: for freeing what a search made */
void search_luamem(lua_State *L, HMem *mem) {
  memset(mem, 0, sizeof *mem);
  mem->f = (HAllocF)lua_getallocf(L, &mem->ud);
  mem->used = UINT64_MAX / 2;
  mem->limit = UINT64_MAX;
}

int search_moves_gc(lua_State *L) {
  HMoves *ml = (HMoves *)luaL_checkudata(L, 1, MOVES);
  HMem mem;
  search_luamem(L, &mem);
  hanoi_moves_free(ml, &mem);
  return 0;
}

HMoves *search_newmoves(lua_State *L) {
  HMoves *ml = (HMoves *)lua_newuserdatauv(L, sizeof(HMoves), 0);
  memset(ml, 0, sizeof *ml);
  luaL_setmetatable(L, MOVES);
  return ml;
}

void search_push3(lua_State *L, int d, int f, int t) {
  lua_pushinteger(L, d + 1);
  lua_pushinteger(L, f + 1);
  lua_pushinteger(L, t + 1);
}

/* upvalues: the list, the next move, the end */
static int moveiter_next(lua_State *L) {
  HMoves *ml = (HMoves *)lua_touserdata(L, lua_upvalueindex(1));
  lua_Integer i = lua_tointeger(L, lua_upvalueindex(2));
  lua_Integer end = lua_tointeger(L, lua_upvalueindex(3));
  const unsigned char *m;
  if (i >= end || (uint64_t)i >= ml->len) return 0;
  m = ml->mv + (size_t)i * 3;
  lua_pushinteger(L, i + 1);
  lua_replace(L, lua_upvalueindex(2));
  search_push3(L, m[0], m[1], m[2]);
  return 3;
}

/* pushes an iterator over the moves first .. first + len - 1 of the list at idx */
void search_pushmoveslice(lua_State *L, int idx, uint64_t first, uint64_t len) {
  lua_pushvalue(L, idx);
  lua_pushinteger(L, (lua_Integer)first);
  lua_pushinteger(L, (lua_Integer)(first + len));
  lua_pushcclosure(L, moveiter_next, 3);
}

/* pushes an iterator over the moves at idx */
void search_pushmoveiter(lua_State *L, int idx) {
  HMoves *ml = (HMoves *)lua_touserdata(L, idx);
  search_pushmoveslice(L, idx, 0, ml->len);
}

int search_stopped(lua_State *L, const SearchStop *S, int st, int what) {
  if (st == HS_BUDGET)
    return luaL_error(L, "%s: no %s path found within max_states = %I positions "
                      "under the '%s' rules", search_fnames[what], S->best,
                      (lua_Integer)S->run->max_states, S->rules);
  if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, S->mem, S->n, S->k);
  if (st == S->lost)
    return luaL_error(L, "%s: %s about a move during the search", search_fnames[what], S->changed);
  return luaL_error(L, "%s: search of %d^%d positions is too large", search_fnames[what],
                    S->k, S->n);
}

int search_drive(lua_State *L, HDrive *D, const SearchDrive *fns, int top, int what) {
  D->step = fns->step;
  D->answer = fns->answer;
  D->report = fns->report;
  D->finish = fns->finish;
  D->slot = S_JOB;
  D->top = top;
  D->what = what;
  return hanoi_drive(L, D);
}

int search_memerror(lua_State *L, const HMem *mem, int n, int k) {
  if (mem->err == HS_NOMEM) {              /* below max_memory: ulimit -v, or no more RAM */
    hanoi_pushbytes(L, (double)mem->want);
    return luaL_error(L, "search of %d disks on %d pegs: the system refused %s of memory "
                      "(ulimit?)", n, k, lua_tostring(L, -1));
  }
  hanoi_pushbytes(L, (double)mem->limit);
  hanoi_pushbytes(L, (double)mem->want);
  return luaL_error(L, "search of %d disks on %d pegs needs more than %s of memory "
                    "(max_memory is %s)", n, k, lua_tostring(L, -1), lua_tostring(L, -2));
}

uint64_t *search_job_start(lua_State *L, SearchJob *J, const Query *Q, HSpace *sp, int scratch,
                           int what) {
  uint64_t *codes, i;
  hanoi_luamem(L, &J->mem, Q->o.max_memory);
  J->run.max_states = Q->o.max_states;
  J->n = Q->n;
  J->k = Q->k;
  J->srclist = Q->srclist;
  J->nsrc = Q->nsrc;
  J->rules = Q->r;
  if (!hanoi_space(sp, Q->n, Q->k))
    luaL_error(L, "%s: search of %d^%d positions is too large", search_fnames[what], Q->k, Q->n);
  if (scratch) {
    hanoi_newstate(L, Q->n, Q->k);
    lua_replace(L, S_SCRATCH);
  }
  codes = (uint64_t *)lua_newuserdatauv(L, (size_t)(Q->nsrc + Q->ngoal) * 8 + 8, 0);
  for (i = 0; i < Q->nsrc; i++) codes[i] = hanoi_encode(sp, search_src(L, i, Q->n));
  for (i = 0; i < Q->ngoal; i++) codes[Q->nsrc + i] = hanoi_encode(sp, search_goal(L, i, Q->n));
  return codes;
}

int search_job_report(lua_State *L, HDrive *D) {
  SearchJob *J = (SearchJob *)D;
  return search_report(L, &J->run, &J->reported, 0);
}

int search_job_stopped(lua_State *L, const SearchJob *J, const char *best, const char *changed,
                       int lost, int st, int what) {
  SearchStop S;
  S.best = best;
  S.rules = J->rules.name;
  S.changed = changed;
  S.run = &J->run;
  S.mem = &J->mem;
  S.n = J->n;
  S.k = J->k;
  S.lost = lost;
  return search_stopped(L, &S, st, what);
}

void search_push_question(lua_State *L, HDrive *D, int fn, int move, int d, int f, int t) {
  lua_pushvalue(L, fn);
  lua_pushvalue(L, S_SCRATCH);
  D->nargs = 1;
  if (move) {
    search_push3(L, d, f, t);
    D->nargs = 4;
  }
}
