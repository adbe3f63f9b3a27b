/***
 * The `hanoi.State` userdata: a position of n disks on k pegs.
 * @module hanoi
 */
#include <string.h>

#include "hanoi.h"

#define CODE_LIMBS 12   /* 32^64 = 2^320 needs 10 limbs */

HState *hanoi_newstate(lua_State *L, int n, int k) {
  HState *s = (HState *)lua_newuserdatauv(L, sizeof(HState), 0);
  memset(s, 0, sizeof(HState));
  s->n = n;
  s->k = k;
  s->peg[0] = hanoi_full(n);
  luaL_setmetatable(L, HANOI_STATE);
  return s;
}

HState *hanoi_checkstate(lua_State *L, int arg) {
  return (HState *)luaL_checkudata(L, arg, HANOI_STATE);
}

HState *hanoi_teststate(lua_State *L, int arg) {
  return (HState *)luaL_testudata(L, arg, HANOI_STATE);
}

void hanoi_setpeg(HState *s, int d, int p) {
  hmask bit = (hmask)1 << (d - 1);
  s->peg[s->where[d - 1]] &= ~bit;
  s->peg[p] |= bit;
  s->where[d - 1] = (unsigned char)p;
  s->stamp++;
}

int hanoi_invariant(const HState *s) {
  hmask all = 0;
  int p, d;
  if (s->n < 1 || s->n > HANOI_MAXN || s->k < HANOI_MINK || s->k > HANOI_MAXK)
    return 0;
  for (p = 0; p < HANOI_MAXK; p++) {
    if (p >= s->k && s->peg[p] != 0) return 0;
    if (all & s->peg[p]) return 0;          /* a disk on two pegs */
    all |= s->peg[p];
  }
  if (all != hanoi_full(s->n)) return 0;
  for (d = 1; d <= s->n; d++)
    if (!(s->peg[s->where[d - 1]] >> (d - 1) & 1)) return 0;
  return 1;
}

void hanoi_addmethods(lua_State *L, const luaL_Reg *l) {
  luaL_getmetatable(L, HANOI_STATE);
  lua_getfield(L, -1, "__methods");
  luaL_setfuncs(L, l, 0);
  lua_pop(L, 2);
}

static int checkdisk(lua_State *L, int arg, const HState *s) {
  lua_Integer d = luaL_checkinteger(L, arg);
  if (d < 1 || d > s->n)
    return luaL_argerror(L, arg, lua_pushfstring(L, "disk must be 1..%d", s->n));
  return (int)d;
}

/* ---- constructors ---- */

/***
 * Positions.
 *
 * A position (a `hanoi.State`) holds n disks, 1..64, on k pegs, 3..32;
 * pegs and disks are numbered from 1, disk 1 the smallest.
 * @section positions
 */

/***
 * A new position: the whole tower on one peg.
 * @function new
 * @tparam int n disks, 1..64
 * @tparam[opt=3] int k pegs, 3..32
 * @tparam[opt=1] int peg where the tower stands
 * @treturn hanoi.State
 */
static int s_new(lua_State *L) {
  int n = hanoi_checkn(L, 1);
  int k = hanoi_checkk(L, 2, 3);
  int p = hanoi_optpeg(L, 3, k, 0);
  HState *s = hanoi_newstate(L, n, k);
  s->peg[0] = 0;
  s->peg[p] = hanoi_full(n);
  memset(s->where, p, (size_t)n);
  return 1;
}

static int letter2peg(char c) {
  return hanoi_pegof((unsigned char)c, HANOI_MAXK);
}

/***
 * A position from a label ("BAA": disk 1 on peg B, disks 2 and 3 on A) or
 * from an array of pegs, smallest disk first.
 * @function state
 * @tparam string|{int,...} spec
 * @tparam[opt] int k pegs (default: 3, or the highest peg named)
 * @treturn hanoi.State
 */
static int s_state(lua_State *L) {
  unsigned char where[HANOI_MAXN];
  int n, d, k, maxp = 0;
  HState *s;
  if (lua_type(L, 1) == LUA_TSTRING) {
    size_t len;
    const char *spec = lua_tolstring(L, 1, &len);
    luaL_argcheck(L, len >= 1 && len <= HANOI_MAXN, 1,
                  "label must have 1..64 letters");
    n = (int)len;
    for (d = 0; d < n; d++) {
      int p = letter2peg(spec[d]);
      if (p < 0)
        return luaL_argerror(L, 1, lua_pushfstring(L,
            "position %d is not a peg letter A..Z or a..f", d + 1));
      where[d] = (unsigned char)p;
      if (p > maxp) maxp = p;
    }
  }
  else if (lua_type(L, 1) == LUA_TTABLE) {
    lua_Integer len = luaL_len(L, 1);
    luaL_argcheck(L, len >= 1 && len <= HANOI_MAXN, 1,
                  "array must have 1..64 pegs");
    n = (int)len;
    for (d = 0; d < n; d++) {
      int isnum;
      lua_Integer p;
      lua_geti(L, 1, d + 1);
      p = lua_tointegerx(L, -1, &isnum);
      lua_pop(L, 1);
      if (!isnum || p < 1 || p > HANOI_MAXK)
        return luaL_argerror(L, 1, lua_pushfstring(L,
            "item %d must be a peg 1..32", d + 1));
      where[d] = (unsigned char)(p - 1);
      if (p - 1 > maxp) maxp = (int)p - 1;
    }
  }
  else
    return luaL_typeerror(L, 1, "string or table");
  k = hanoi_checkk(L, 2, maxp + 1 > 3 ? maxp + 1 : 3);
  if (maxp >= k)
    return luaL_argerror(L, 1, lua_pushfstring(L,
        "peg %d named, but there are only %d pegs", maxp + 1, k));
  s = hanoi_newstate(L, n, k);
  s->peg[0] = 0;
  for (d = 0; d < n; d++) {
    s->where[d] = where[d];
    s->peg[where[d]] |= (hmask)1 << d;
  }
  return 1;
}

/***
 * The position with a given code (see `State:code`).
 * @function decode
 * @tparam int|string code 0 .. k^n - 1 (a decimal string past 2^63 - 1)
 * @tparam int n disks
 * @tparam[opt=3] int k pegs
 * @treturn hanoi.State
 */
static int s_decode(lua_State *L) {
  uint32_t v[CODE_LIMBS], lim[CODE_LIMBS];
  int n = hanoi_checkn(L, 2), k = hanoi_checkk(L, 3, 3), d, i;
  HState *s;
  if (!lua_isinteger(L, 1) && lua_type(L, 1) != LUA_TSTRING)
    return luaL_typeerror(L, 1, "integer or decimal string");
  if (!hanoi_tobig(L, 1, v, CODE_LIMBS))
    return luaL_argerror(L, 1, "code must be a non-negative integer or decimal string");
  hanoi_power(lim, CODE_LIMBS, k, n);
  for (i = CODE_LIMBS - 1; i >= 0 && v[i] == lim[i]; i--) ;
  if (i < 0 || v[i] > lim[i])
    return luaL_argerror(L, 1, "code out of range 0..k^n-1");
  s = hanoi_newstate(L, n, k);
  s->peg[0] = 0;
  for (d = 0; d < n; d++) {          /* repeated division by k */
    uint64_t rem = 0;
    for (i = CODE_LIMBS - 1; i >= 0; i--) {
      uint64_t cur = (rem << 32) | v[i];
      v[i] = (uint32_t)(cur / (uint64_t)k);
      rem = cur % (uint64_t)k;
    }
    s->where[d] = (unsigned char)rem;
    s->peg[rem] |= (hmask)1 << d;
  }
  return 1;
}

/***
 * What a value is: "state" for a `hanoi.State`, nil otherwise.
 * @function type
 * @param v any value
 * @treturn[1] string "state"
 * @return[2] nil
 */
static int s_type(lua_State *L) {
  luaL_checkany(L, 1);
  if (hanoi_teststate(L, 1)) lua_pushliteral(L, "state");
  else luaL_pushfail(L);
  return 1;
}

/* ---- queries ---- */

/***
 * A position of n disks on k pegs, made by `hanoi.new`, `hanoi.state`,
 * `hanoi.decode` and `hanoi.state_at`. Its fields `s.n` (disks), `s.k`
 * (pegs) and `s.moves` (the moves made by `s:move` and `s:solve`) are
 * read-only; `#s` is n; `a == b` when both hold the same disks on the
 * same pegs. The searches add two methods, `s:hint` and `s:solve` (see
 * Searches).
 * @type State
 */

/***
 * The peg of disk d.
 * @function State:peg
 * @tparam int d disk, 1..n
 * @treturn int peg, 1..k
 */
static int m_peg(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int d = checkdisk(L, 2, s);
  lua_pushinteger(L, s->where[d - 1] + 1);
  return 1;
}

/***
 * The top disk of peg p.
 * @function State:top
 * @tparam int p peg, 1..k
 * @treturn[1] int disk
 * @return[2] nil when the peg is empty
 */
static int m_top(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int p = hanoi_checkpeg(L, 2, s->k);
  if (s->peg[p]) lua_pushinteger(L, hanoi_top(s, p));
  else luaL_pushfail(L);
  return 1;
}

/***
 * The number of disks on peg p.
 * @function State:height
 * @tparam int p peg, 1..k
 * @treturn int
 */
static int m_height(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int p = hanoi_checkpeg(L, 2, s->k);
  lua_pushinteger(L, hanoi_popcount(s->peg[p]));
  return 1;
}

/***
 * The disks on peg p, bottom to top, as a new array.
 * @function State:disks
 * @tparam int p peg, 1..k
 * @treturn {int,...}
 */
static int m_disks(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int p = hanoi_checkpeg(L, 2, s->k), i = 0;
  hmask m = s->peg[p];
  lua_createtable(L, hanoi_popcount(m), 0);
  while (m) {
    int d = hanoi_msb(m);
    m &= ~((hmask)1 << d);
    lua_pushinteger(L, d + 1);
    lua_rawseti(L, -2, ++i);
  }
  return 1;
}

/***
 * The label: one peg letter per disk, smallest first ("BAA").
 * @function State:label
 * @treturn string
 */
static int m_label(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  char buf[HANOI_MAXN];
  int d;
  for (d = 0; d < s->n; d++) buf[d] = hanoi_pegname(s->where[d]);
  lua_pushlstring(L, buf, (size_t)s->n);
  return 1;
}

/***
 * The code: sum of (peg(d) - 1) * k^(d - 1), 0 .. k^n - 1 (see
 * `hanoi.decode`).
 * @function State:code
 * @treturn int|string the code; a decimal string past 2^63 - 1
 */
static int m_code(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  uint32_t v[CODE_LIMBS];
  int d, i;
  memset(v, 0, sizeof v);
  for (d = s->n - 1; d >= 0; d--) {    /* Horner: v = v * k + peg */
    uint64_t carry = s->where[d];
    for (i = 0; i < CODE_LIMBS; i++) {
      uint64_t cur = (uint64_t)v[i] * (uint64_t)s->k + carry;
      v[i] = (uint32_t)cur;
      carry = cur >> 32;
    }
  }
  hanoi_pushbig(L, v, CODE_LIMBS);
  return 1;
}

/***
 * Whether all disks stand on peg p (on any one peg when p is absent).
 * @function State:is_tower
 * @tparam[opt] int p peg, 1..k
 * @treturn boolean
 */
static int m_is_tower(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  if (lua_isnoneornil(L, 2))
    lua_pushboolean(L, s->peg[s->where[s->n - 1]] == hanoi_full(s->n));
  else {
    int p = hanoi_checkpeg(L, 2, s->k);
    lua_pushboolean(L, s->peg[p] == hanoi_full(s->n));
  }
  return 1;
}

/***
 * An independent copy (with the same move counter).
 * @function State:copy
 * @treturn hanoi.State
 */
static int m_copy(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  HState *c = hanoi_newstate(L, s->n, s->k);
  memcpy(c, s, sizeof(HState));
  return 1;
}

/***
 * Puts disk d on peg p, ignoring the rules (to set up a position); the
 * disks of a peg always stand in order of size.
 * @function State:set
 * @tparam int d disk, 1..n
 * @tparam int p peg, 1..k
 * @treturn hanoi.State the state itself
 */
static int m_set(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int d = checkdisk(L, 2, s);
  int p = hanoi_checkpeg(L, 3, s->k);
  hanoi_setpeg(s, d, p);
  lua_settop(L, 1);
  return 1;
}

/* ---- moves ---- */

/* NULL when the move is legal, else pushes and returns the reason */
static const char *whynot(lua_State *L, const HState *s, int a, int b) {
  if (a == b)
    return lua_pushfstring(L, "cannot move from peg %d to itself", a + 1);
  if (s->peg[a] == 0)
    return lua_pushfstring(L, "peg %d is empty", a + 1);
  if (!hanoi_legal(s, a, b))
    return lua_pushfstring(L, "cannot put disk %d on disk %d",
                           hanoi_top(s, a), hanoi_top(s, b));
  return NULL;
}

/* a peg of a move: a number 1..k or its letter as labels write it
** ("A" is 1; past 'Z' the lower-case letters go on). With 26 pegs or
** fewer the lower-case letters are free, so either case is read: "a" is
** 1 there. Returns the peg, 0-based. */
static int movepeg(lua_State *L, int arg, int k) {
  if (lua_type(L, arg) == LUA_TSTRING) {
    size_t len;
    const char *p = lua_tolstring(L, arg, &len);
    int c = len == 1 ? (unsigned char)p[0] : 0, q = len == 1 ? letter2peg((char)c) : -1;
    if (k <= 26 && c >= 'a' && c <= 'z') q = c - 'a';
    if (q >= 0 && q < k) return q;
    if (k <= 26)
      return luaL_argerror(L, arg, lua_pushfstring(L, "peg must be 1..%d or a letter A..%c",
                                                   k, hanoi_pegname(k - 1)));
    return luaL_argerror(L, arg, lua_pushfstring(L, "peg must be 1..%d or a letter A..Z, a..%c",
                                                 k, hanoi_pegname(k - 1)));
  }
  return hanoi_checkpeg(L, arg, k);
}

/***
 * Whether the top disk of peg a may go onto peg b (numbers or letters,
 * as for `State:move`).
 * @function State:can_move
 * @tparam int|string a peg, 1..k or a letter
 * @tparam int|string b peg, 1..k or a letter
 * @treturn[1] boolean true
 * @return[2] false
 * @treturn[2] string why not
 */
static int m_can_move(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int a = movepeg(L, 2, s->k), b = movepeg(L, 3, s->k);
  const char *why = whynot(L, s, a, b);
  if (why == NULL) {
    lua_pushboolean(L, 1);
    return 1;
  }
  lua_pushboolean(L, 0);
  lua_insert(L, -2);
  return 2;
}

/***
 * Moves the top disk of peg a onto peg b. A peg is its number or its
 * letter, either case: `s:move("A", "C")` is `s:move(1, 3)`.
 * @function State:move
 * @tparam int|string a peg, 1..k or a letter
 * @tparam int|string b peg, 1..k or a letter
 * @treturn[1] int the disk moved
 * @return[2] nil
 * @treturn[2] string why the move is illegal (the state is unchanged)
 */
static int m_move(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  int a = movepeg(L, 2, s->k), b = movepeg(L, 3, s->k);
  const char *why = whynot(L, s, a, b);
  if (why != NULL) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushinteger(L, hanoi_apply(s, a, b));
  return 1;
}

/* ---- metamethods ---- */

static int mt_eq(lua_State *L) {
  HState *a = hanoi_teststate(L, 1), *b = hanoi_teststate(L, 2);
  lua_pushboolean(L, a && b && a->n == b->n && a->k == b->k &&
                     memcmp(a->where, b->where, (size_t)a->n) == 0);
  return 1;
}

static int mt_len(lua_State *L) {
  lua_pushinteger(L, hanoi_checkstate(L, 1)->n);
  return 1;
}

/* s.n, s.k and s.moves are fields; everything else is a method */
static int mt_index(lua_State *L) {
  HState *s = hanoi_checkstate(L, 1);
  size_t len;
  const char *key;
  if (lua_type(L, 2) == LUA_TSTRING) {   /* a number key stays a number */
    key = lua_tolstring(L, 2, &len);
    if (len == 1 && key[0] == 'n') { lua_pushinteger(L, s->n); return 1; }
    if (len == 1 && key[0] == 'k') { lua_pushinteger(L, s->k); return 1; }
    if (strcmp(key, "moves") == 0) { lua_pushinteger(L, s->moves); return 1; }
  }
  lua_pushvalue(L, 2);
  lua_rawget(L, lua_upvalueindex(1));
  return 1;
}

static const luaL_Reg state_methods[] = {
  {"peg", m_peg}, {"top", m_top}, {"height", m_height}, {"disks", m_disks},
  {"label", m_label}, {"code", m_code}, {"is_tower", m_is_tower},
  {"copy", m_copy}, {"set", m_set}, {"can_move", m_can_move},
  {"move", m_move}, {NULL, NULL}
};

static const luaL_Reg state_meta[] = {
  {"__eq", mt_eq}, {"__len", mt_len},
  {NULL, NULL}
};

static const luaL_Reg state_funcs[] = {
  {"new", s_new}, {"state", s_state}, {"decode", s_decode}, {"type", s_type},
  {NULL, NULL}
};

void hanoi_open_state(lua_State *L) {
  luaL_newmetatable(L, HANOI_STATE);   /* again on a reload: same table */
  luaL_setfuncs(L, state_meta, 0);
  luaL_newlib(L, state_methods);
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, "__methods");
  lua_pushcclosure(L, mt_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  luaL_setfuncs(L, state_funcs, 0);
  lua_pushliteral(L, HANOI_LETTERS);   /* the peg names, for hanoi.pegs */
  lua_setfield(L, -2, "PEG_LETTERS");
}
