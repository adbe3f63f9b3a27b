/*
** hanoi.h: types and helpers shared by the C files of `hanoi.core`.
**
** A position is one bitmask of disks per peg (bit d-1 stands for disk d,
** so the top disk of a peg is its lowest set bit) plus the peg of every
** disk. Pegs are 0-based inside C and 1-based in Lua; disks are 1-based
** everywhere (disk 1 is the smallest).
*/
#ifndef HANOI_H
#define HANOI_H

#include <stdint.h>
#include <stddef.h>

#include "lua.h"
#include "lauxlib.h"

#include "engine/state_space.h"
#include "engine/rules.h"

#define HANOI_VERSION   "hanoi 1.0.0"
#define HANOI_STATE     "hanoi.State"

/* Peg names, the one rule of every label, picture and message (C reads it
** through hanoi_pegname and hanoi_pegof, Lua through the module
** hanoi.pegs, which takes these letters from hanoi.core.PEG_LETTERS): peg
** p is the p-th letter, 'A'..'Z' for pegs 1..26, then 'a'..'f' for pegs
** 27..32, the most the core takes. */
#define HANOI_LETTERS   "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"

typedef uint64_t hmask;

typedef struct HState {
  int n, k;                       /* disks, pegs */
  lua_Integer moves;              /* moves made through the API */
  uint64_t stamp;                 /* counts every change (a solver's check) */
  hmask peg[HANOI_MAXK];          /* disks on each peg */
  unsigned char where[HANOI_MAXN];/* peg (0-based) of disk d at [d-1] */
} HState;

/* top disk (1-based) of 0-based peg p, 0 when the peg is empty */
static inline int hanoi_top(const HState *s, int p) {
  return s->peg[p] ? hanoi_ctz(s->peg[p]) + 1 : 0;
}

/* true when the top disk of a may go onto b (a != b, both 0-based) */
static inline int hanoi_legal(const HState *s, int a, int b) {
  hmask ma = s->peg[a], mb = s->peg[b];
  return ma != 0 && (mb == 0 || (ma & (~ma + 1)) < (mb & (~mb + 1)));
}

/* moves the top disk of a onto b; no checks; returns the disk */
static inline int hanoi_apply(HState *s, int a, int b) {
  hmask bit = s->peg[a] & (~s->peg[a] + 1);
  int d = hanoi_ctz(bit);
  s->peg[a] ^= bit;
  s->peg[b] |= bit;
  s->where[d] = (unsigned char)b;
  s->moves++;
  s->stamp++;
  return d + 1;
}

/* full mask of n disks */
static inline hmask hanoi_full(int n) {
  return n >= 64 ? ~(hmask)0 : (((hmask)1 << n) - 1);
}

/* ---- state.c ---- */
HState *hanoi_newstate(lua_State *L, int n, int k);   /* pushes it; all on peg 0 */
HState *hanoi_checkstate(lua_State *L, int arg);
HState *hanoi_teststate(lua_State *L, int arg);
void hanoi_setpeg(HState *s, int d, int p);            /* d 1-based, p 0-based */
void hanoi_addmethods(lua_State *L, const luaL_Reg *l); /* more hanoi.State methods */
int hanoi_invariant(const HState *s);                  /* 1 when consistent */

/* ---- util.c ---- */
char hanoi_pegname(int p);                             /* p 0-based: its letter */
int hanoi_pegof(int c, int k);  /* the peg (0-based) letter c names on k pegs, or -1 */
/* pushes the label of position `code` of space sp (one letter a disk) */
void hanoi_pushlabel(lua_State *L, const HSpace *sp, uint64_t code);
/* graph_text.c: g:edgelist and g:dot for the hanoi.graph table at index graph */
void hanoi_graph_text(lua_State *L, int graph, int n, int k, int directed, lua_Integer nv,
                      lua_Integer ne);
int hanoi_checkn(lua_State *L, int arg);               /* 1..64 */
int hanoi_checkk(lua_State *L, int arg, int def);      /* 3..32, def when none */
int hanoi_checkpeg(lua_State *L, int arg, int k);      /* 1..k, returns 0-based */
/* whether the value at idx is a number with an integer value (3 or 3.0),
   as luaL_checkinteger takes it; a string is not */
int hanoi_isintegral(lua_State *L, int idx);
int hanoi_optpeg(lua_State *L, int arg, int k, int def);/* def is 0-based */
/* an index: a non-negative integer, or a decimal string up to 2^64-1 */
uint64_t hanoi_checkindex(lua_State *L, int arg);
/* raises "bad argument #arg to 'f' (index must be lo..hi)" */
int hanoi_indexerror(lua_State *L, int arg, uint64_t lo, uint64_t hi);
void hanoi_pushu64(lua_State *L, uint64_t v);          /* integer or decimal string */
/* limbs: little-endian base 2^32; pushes an integer or a decimal string */
void hanoi_pushbig(lua_State *L, const uint32_t *limbs, int len);
/* reads an integer or a decimal string into limbs (len words); 0 on overflow */
int hanoi_tobig(lua_State *L, int arg, uint32_t *limbs, int len);
/* k^n into limbs (nlimbs words); returns the words used, 0 on overflow */
int hanoi_power(uint32_t *limbs, int nlimbs, int k, int n);
/* raises "bad argument #arg to 'f' (unknown option 'x')" for a key of the
** options table at arg that is not in the NULL-ended list known */
int hanoi_checkoptions(lua_State *L, int arg, const char *const *known);
/* The most items a list argument may have (starts, goals, rule pairs,
** moves of a path): lists are read raw (no __len, no __index), and their
** length is checked against this before anything is allocated. */
#define HANOI_MAXLIST   (1 << 24)
/* the raw length of the table at idx, or -1 when it is past max */
lua_Integer hanoi_listlen(lua_State *L, int idx, lua_Integer max);
/* errors for an option field t.name: "bad argument #arg to 'f' (field 'name' ...)" */
int hanoi_optfield_int(lua_State *L, int arg, const char *name, int lo, int hi, int def);

/* ---- options shared by moves / move_at / state_at ---- */
typedef struct HOpts {
  int n, k;             /* disks, pegs */
  int from, to, via;    /* 0-based; via is -1 when not given (k > 3) */
  const char *method;   /* NULL for the default */
  int optarg;           /* stack index of the option table, 0 when positional */
} HOpts;
/* Reads (n, [from [, to [, via]]]) or (n, {pegs=, from=, to=, via=, method=})
** starting at argument `arg` (the one after n). */
void hanoi_checkopts(lua_State *L, int narg, int arg, HOpts *o);

/* ---- drive.c: the one loop of every search a binding runs ----
** A search runs a slice at a time: `step` does a slice and returns
** HS_PAUSE (the loop looks for Ctrl-C, then asks `report` whether progress
** is due: `report` pushes the progress function and its arguments and
** returns how many arguments, or 0), HS_ASK (a question for Lua: `step`
** has pushed the function and its `nargs` arguments; the one result goes
** to `answer` on the next turn), or anything else (done: `finish` pushes
** the results or raises the error). The HDrive is the first member of a
** userdata at stack index `slot` (1..255), and the stack is cut to `top`
** before each slice. Every call to Lua goes through lua_callk (lua_pcallk
** with `protect`: then `fail`, when not NULL, runs before the error is
** raised again, as before an interruption), so that any callback may
** yield. */
typedef struct HDrive HDrive;
struct HDrive {
  int (*step)(lua_State *L, HDrive *D);
  void (*answer)(lua_State *L, HDrive *D);
  int (*report)(lua_State *L, HDrive *D);
  int (*finish)(lua_State *L, HDrive *D, int st);
  void (*fail)(lua_State *L, HDrive *D);
  int slot, top, nargs, asking, protect;
  int what;                 /* what the call computes, for `finish` */
};
/* runs the search whose HDrive is at stack index D->slot: returns what
** `finish` returns */
int hanoi_drive(lua_State *L, HDrive *D);
/* progress is reported after every so many positions of work (the same
** on every machine; a second of searching is well past it) */
#define PROGRESS_EVERY ((uint64_t)1 << 16)

/* ---- registration: each adds its functions to the table on top ---- */
void hanoi_open_state(lua_State *L);
void hanoi_open_classic(lua_State *L);
void hanoi_open_methods(lua_State *L);
void hanoi_open_kpeg(lua_State *L);
void hanoi_open_search(lua_State *L);
void hanoi_open_interrupt(lua_State *L);
void hanoi_open_bfs(lua_State *L);         /* bfs.c: hanoi.bfs */
void hanoi_open_cache(lua_State *L);       /* cache.c: cache_dir, cache_info, cache_clear */
void hanoi_open_puzzle(lua_State *L);      /* puzzle.c: hanoi.puzzle */

/* ---- util.c, cache.c: what the bindings of the searches (search.c,
** bfs.c, puzzle.c) share: reading rule sets and memory limits from Lua.
** A position of n disks on k pegs is numbered by its code, sum of
** where[d] * k^d (as State:code), 0 .. k^n - 1. The algorithms themselves
** take no lua_State (engine/). ---- */

/* Reads a rule set for k pegs from the value at `idx` (nil: classic);
** r->pred is then the stack index of a predicate function(state, disk,
** from, to) -> allowed, 0 when none. Errors name argument `arg` and, when
** field is not NULL, that field. */
void hanoi_checkrules(lua_State *L, int idx, int k, HRules *r, int arg,
                      const char *field);
/* The answer of a rules predicate, on top of the stack: true or false;
** nil (a forgotten `return`) raises an error naming the move (disk d from
** peg f to t, all 0-based). */
int hanoi_rule_answer(lua_State *L, int d, int f, int t);

/* Move costs (option `cost`): none, a k x k matrix of positive integers
** (m[f * k + t] for every move the rules allow, up to HC_MAXCOST of
** engine/cheapest_path.h), or a function(state,
** disk, from, to) at the option's stack index, asked about each move. */
enum { HCOST_NONE, HCOST_MATRIX, HCOST_FUNCTION };
typedef struct HCost {
  int kind;
  uint32_t m[HANOI_MAXK * HANOI_MAXK];
} HCost;
/* Reads the cost option at idx for k pegs under rules r; errors name
** argument arg and field 'cost'. */
void hanoi_checkcost(lua_State *L, int idx, int k, const HRules *r, int arg, HCost *c);
/* The answer of a cost function at idx about the move of disk d (0-based)
** from f to t: a positive integer up to HC_MAXCOST, or an error. */
uint32_t hanoi_costanswer(lua_State *L, int idx, int d, int f, int t);
/* The answer on top of the stack to a question of the cheapest-path
** search (engine/cheapest_path.h: an HCAsk of this kind about the move of
** disk d from f to t): a cost, whether a move is allowed, or whether a
** position is a goal, as hanoi_cheap_answer takes it. */
uint64_t hanoi_cheap_reply(lua_State *L, int kind, int d, int f, int t);

/* sets the scratch state s (of sp's disks and pegs) to the position `code` */
void hanoi_setcode(HState *s, const HSpace *sp, uint64_t code);
/* the memory of a search (zeroed: nothing used yet) on Lua's allocator,
** within `limit` bytes */
void hanoi_luamem(lua_State *L, HMem *mem, uint64_t limit);

/* The default memory limit of every search (max_memory): a fixed number,
** so that whether a search is exact never depends on the machine it runs
** on; 4 GiB, so that the largest table the k-peg search makes (a ball of
** up to 4 GiB, BALL_MAX_BYTES in search/ksearch.h) fits it. The one place
** it is said in C; the docs say "default 4 GiB". */
#define HANOI_DEFAULT_MEMORY ((uint64_t)4 << 30)
/* The memory limit in bytes: option `max_memory` of the table at `opt`
** (0: none given), else HANOI_DEFAULT_MEMORY. */
uint64_t hanoi_maxmemory(lua_State *L, int opt, int arg);
/* Pushes "1.5 GiB" and the like. */
const char *hanoi_pushbytes(lua_State *L, double bytes);
/* a metatable `name` whose __gc and __close are gc */
void hanoi_gcmeta(lua_State *L, const char *name, lua_CFunction gc);
/* hanoi_checkoptions for the table at stack index idx, errors naming
** argument arg */
int hanoi_checkoptions_at(lua_State *L, int idx, int arg, const char *const *known);

/* cache.c: pushes the directory of the table cache of this Lua state and
** returns 1, or returns 0 (pushing nothing) when there is none; the cap on
** its size from HANOI_CACHE_MAX (or the default) */
int hanoi_cache_pushdir(lua_State *L);
uint64_t hanoi_cache_cap(lua_State *L);

/* ---- interrupt.c: Ctrl-C ---- */
#include <signal.h>
int hanoi_interrupted(lua_State *L);                   /* 1 when asked to stop */
const volatile sig_atomic_t *hanoi_interrupt_flag(void);
int hanoi_interrupt_error(lua_State *L);               /* raises "interrupted" */

/* ---- hooks between files ---- */
/* methods.c: pushes the iterator of a named 3-peg method; returns results */
int hanoi_method_moves(lua_State *L, const HOpts *o);
/* the index of o->method in hanoi.methods, or an argument error */
int hanoi_checkmethod(lua_State *L, const HOpts *o);
/* the `budget` field of the option table at arg: 0 when absent */
lua_Integer hanoi_optbudget(lua_State *L, int arg);
/* kpeg.c: the Frame-Stewart iterator, move_at and state_at for k > 3 */
int hanoi_kpeg_moves(lua_State *L, const HOpts *o);
int hanoi_kpeg_move_at(lua_State *L, const HOpts *o, uint64_t i);
int hanoi_kpeg_state_at(lua_State *L, const HOpts *o, uint64_t i);
/* kpeg.c: the table of Frame-Stewart numbers (state_space.h), built once per Lua state */
const FSTable *hanoi_fstable(lua_State *L);
/* kpeg.c: the minimal number of moves for n disks on k > 3 pegs */
int hanoi_kpeg_count(lua_State *L, int n, int k);

#endif
