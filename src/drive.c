/*
** drive.c: the one loop of every search a binding runs (the searches of
** src/search/, hanoi.bfs's diameter and cheapest searches, hanoi.puzzle):
** run a slice, look for Ctrl-C, report progress, ask Lua, answer. Each
** call to Lua is made with lua_callk (or lua_pcallk), this loop its
** continuation, so that a callback may yield: the search's state lives in
** its userdata, never in C locals (the manual, "Handling Yields in C").
*/
#include "hanoi.h"

static int drive_k(lua_State *L, int status, lua_KContext ctx);

/* the error on top, raised again once the search has let go (`fail`) */
static int failed(lua_State *L, HDrive *D) {
  if (D->fail != NULL) D->fail(L, D);
  return lua_error(L);
}

/* calls the function under the nargs values on top, with drive_k as its
** continuation; returns only when the call did not yield */
static void call(lua_State *L, HDrive *D, int nargs, int nres, lua_KContext ctx) {
  if (!D->protect) lua_callk(L, nargs, nres, ctx, drive_k);
  else if (lua_pcallk(L, nargs, nres, 0, ctx, drive_k) != LUA_OK) failed(L, D);
}

static int drive_k(lua_State *L, int status, lua_KContext ctx) {
  HDrive *D = (HDrive *)lua_touserdata(L, (int)ctx);
  if (status != LUA_OK && status != LUA_YIELD) return failed(L, D);   /* a callback's error */
  for (;;) {
    int st, n;
    if (D->asking) {                          /* a function answered: its result on top */
      D->asking = 0;
      D->answer(L, D);
    }
    lua_settop(L, D->top);
    st = D->step(L, D);
    if (st == HS_PAUSE) {
      if (hanoi_interrupted(L)) {
        if (D->fail != NULL) D->fail(L, D);
        return hanoi_interrupt_error(L);
      }
      if (D->report != NULL && (n = D->report(L, D)) > 0) call(L, D, n, 0, ctx);
      continue;
    }
    if (st == HS_ASK) {
      D->asking = 1;
      call(L, D, D->nargs, 1, ctx);
      continue;
    }
    return D->finish(L, D, st);
  }
}

int hanoi_drive(lua_State *L, HDrive *D) {
  D->asking = 0;
  return drive_k(L, LUA_OK, (lua_KContext)D->slot);
}
