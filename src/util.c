/*
** util.c: argument checking (options, rule sets, memory limits) and
** exact big numbers for `hanoi.core`.
*/
#include <inttypes.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

#include "hanoi.h"
#include "engine/cheapest_path.h"

int hanoi_checkn(lua_State *L, int arg) {
  lua_Integer n = luaL_checkinteger(L, arg);
  luaL_argcheck(L, 1 <= n && n <= HANOI_MAXN, arg,
                "number of disks must be 1..64");
  return (int)n;
}

int hanoi_checkk(lua_State *L, int arg, int def) {
  lua_Integer k = luaL_optinteger(L, arg, def);
  luaL_argcheck(L, HANOI_MINK <= k && k <= HANOI_MAXK, arg,
                "number of pegs must be 3..32");
  return (int)k;
}

int hanoi_checkpeg(lua_State *L, int arg, int k) {
  lua_Integer p = luaL_checkinteger(L, arg);
  if (p < 1 || p > k)
    return luaL_argerror(L, arg,
        lua_pushfstring(L, "peg must be 1..%d", k));
  return (int)p - 1;
}

int hanoi_isintegral(lua_State *L, int idx) {
  int isnum;
  (void)lua_tointegerx(L, idx, &isnum);
  return lua_type(L, idx) == LUA_TNUMBER && isnum;
}

int hanoi_optpeg(lua_State *L, int arg, int k, int def) {
  if (lua_isnoneornil(L, arg)) return def;
  return hanoi_checkpeg(L, arg, k);
}

/* A decimal string of digits only, up to 2^64 - 1. */
static int str2u64(const char *s, size_t len, uint64_t *out) {
  uint64_t v = 0;
  size_t i;
  if (len == 0 || len > 20) return 0;
  for (i = 0; i < len; i++) {
    unsigned dgt;
    if (s[i] < '0' || s[i] > '9') return 0;
    dgt = (unsigned)(s[i] - '0');
    if (v > (UINT64_MAX - dgt) / 10) return 0;
    v = v * 10 + dgt;
  }
  *out = v;
  return 1;
}

uint64_t hanoi_checkindex(lua_State *L, int arg) {
  if (lua_type(L, arg) == LUA_TSTRING) {
    size_t len;
    const char *s = lua_tolstring(L, arg, &len);
    uint64_t v = 0;
    luaL_argcheck(L, str2u64(s, len, &v), arg,
                  "index string must be decimal digits up to 2^64-1");
    return v;
  }
  else {
    int isnum;
    lua_Integer i = lua_tointegerx(L, arg, &isnum);
    if (!isnum) {
      if (lua_type(L, arg) == LUA_TNUMBER)
        luaL_argerror(L, arg, "number has no integer representation");
      luaL_typeerror(L, arg, "integer or decimal string");
    }
    luaL_argcheck(L, i >= 0, arg, "index must not be negative");
    return (uint64_t)i;
  }
}

void hanoi_pushu64(lua_State *L, uint64_t v) {
  if (v <= (uint64_t)LUA_MAXINTEGER)
    lua_pushinteger(L, (lua_Integer)v);
  else {
    uint32_t limbs[2];
    limbs[0] = (uint32_t)v;
    limbs[1] = (uint32_t)(v >> 32);
    hanoi_pushbig(L, limbs, 2);
  }
}

void hanoi_pushbig(lua_State *L, const uint32_t *limbs, int len) {
  luaL_Buffer b;
  uint32_t *w;
  char *digits;
  size_t nd = 0, cap;
  int i;
  while (len > 0 && limbs[len - 1] == 0) len--;
  if (len <= 2) {
    uint64_t v = len == 0 ? 0 : limbs[0];
    if (len == 2) v |= (uint64_t)limbs[1] << 32;
    if (v <= (uint64_t)LUA_MAXINTEGER) {
      lua_pushinteger(L, (lua_Integer)v);
      return;
    }
  }
  /* at most 10 decimal digits per 32-bit limb; the work copy and the
     digits live in one Lua-managed buffer so an error cannot leak */
  cap = (size_t)len * 10 + 1;
  w = (uint32_t *)lua_newuserdatauv(L, (size_t)len * sizeof(uint32_t) + cap, 0);
  digits = (char *)(w + len);
  memcpy(w, limbs, (size_t)len * sizeof(uint32_t));
  while (len > 0) {           /* divide by 10^9, 9 digits at a time */
    uint64_t rem = 0;
    int j;
    for (i = len - 1; i >= 0; i--) {
      uint64_t cur = (rem << 32) | w[i];
      w[i] = (uint32_t)(cur / 1000000000u);
      rem = cur % 1000000000u;
    }
    while (len > 0 && w[len - 1] == 0) len--;
    for (j = 0; j < 9 && (len > 0 || rem > 0); j++) {
      digits[nd++] = (char)('0' + rem % 10);
      rem /= 10;
    }
  }
  luaL_buffinit(L, &b);
  while (nd > 0) luaL_addchar(&b, digits[--nd]);
  luaL_pushresult(&b);
  lua_remove(L, -2);          /* the work buffer */
}

int hanoi_tobig(lua_State *L, int arg, uint32_t *limbs, int len) {
  int i;
  memset(limbs, 0, (size_t)len * sizeof(uint32_t));
  if (lua_type(L, arg) == LUA_TSTRING) {
    size_t sl, j;
    const char *s = lua_tolstring(L, arg, &sl);
    if (sl == 0) return 0;
    for (j = 0; j < sl; j++) {
      uint64_t carry;
      if (s[j] < '0' || s[j] > '9') return 0;
      carry = (uint64_t)(s[j] - '0');
      for (i = 0; i < len; i++) {
        uint64_t cur = (uint64_t)limbs[i] * 10 + carry;
        limbs[i] = (uint32_t)cur;
        carry = cur >> 32;
      }
      if (carry) return 0;
    }
    return 1;
  }
  else {
    int isnum;
    lua_Integer v = lua_tointegerx(L, arg, &isnum);
    if (!isnum || v < 0) return 0;
    if (len >= 1) limbs[0] = (uint32_t)(uint64_t)v;
    if (len >= 2) limbs[1] = (uint32_t)((uint64_t)v >> 32);
    else if ((uint64_t)v >> 32) return 0;
    return 1;
  }
}

int hanoi_optfield_int(lua_State *L, int arg, const char *name,
                       int lo, int hi, int def) {
  int isnum, t = lua_getfield(L, arg, name);
  lua_Integer v;
  if (t == LUA_TNIL) {
    lua_pop(L, 1);
    return def;
  }
  v = lua_tointegerx(L, -1, &isnum);
  if (!isnum)
    luaL_argerror(L, arg, lua_pushfstring(L,
        "field '%s' must be an integer, got %s", name, luaL_typename(L, -1)));
  if (v < lo || v > hi)
    luaL_argerror(L, arg, lua_pushfstring(L,
        "field '%s' must be %d..%d", name, lo, hi));
  lua_pop(L, 1);
  return (int)v;
}

void hanoi_checkopts(lua_State *L, int narg, int arg, HOpts *o) {
  o->n = hanoi_checkn(L, narg);
  o->method = NULL;
  o->optarg = 0;
  if (lua_istable(L, arg)) {
    o->optarg = arg;
    o->k = hanoi_optfield_int(L, arg, "pegs", HANOI_MINK, HANOI_MAXK, 3);
    o->from = hanoi_optfield_int(L, arg, "from", 1, o->k, 1) - 1;
    o->to = hanoi_optfield_int(L, arg, "to", 1, o->k,
                               o->from == o->k - 1 ? 1 : o->k) - 1;
    if (lua_getfield(L, arg, "via") == LUA_TNIL) o->via = -1;
    else o->via = hanoi_optfield_int(L, arg, "via", 1, o->k, 1) - 1;
    lua_pop(L, 1);
    if (lua_getfield(L, arg, "method") != LUA_TNIL) {
      if (lua_type(L, -1) != LUA_TSTRING)
        luaL_argerror(L, arg, lua_pushfstring(L,
            "field 'method' must be a string, got %s", luaL_typename(L, -1)));
      {
        size_t len;
        o->method = lua_tolstring(L, -1, &len);   /* left on the stack: anchored */
        if (strlen(o->method) != len)   /* "recursive\0junk" is no method's name */
          luaL_argerror(L, arg, "unknown method (the name has a zero byte)");
      }
    }
    else lua_pop(L, 1);
  }
  else {
    o->k = 3;
    o->from = hanoi_optpeg(L, arg, 3, 0);
    o->to = hanoi_optpeg(L, arg + 1, 3, o->from == 2 ? 0 : 2);
    o->via = hanoi_optpeg(L, arg + 2, 3, -1);
  }
  if (o->from == o->to)
    luaL_argerror(L, o->optarg ? arg : arg + 1, "source and target pegs are the same");
  if (o->k == 3) {
    int third = 3 - o->from - o->to;
    if (o->via == -1) o->via = third;
    else if (o->via != third)
      luaL_argerror(L, o->optarg ? arg : arg + 2,
                    "via peg must differ from source and target");
  }
}

int hanoi_power(uint32_t *limbs, int nlimbs, int k, int n) {
  int len = 1, i, j;
  memset(limbs, 0, (size_t)nlimbs * sizeof(uint32_t));
  limbs[0] = 1;
  for (i = 0; i < n; i++) {
    uint64_t carry = 0;
    for (j = 0; j < len; j++) {
      uint64_t cur = (uint64_t)limbs[j] * (uint64_t)k + carry;
      limbs[j] = (uint32_t)cur;
      carry = cur >> 32;
    }
    if (carry) {
      if (len == nlimbs) return 0;
      limbs[len++] = (uint32_t)carry;
    }
  }
  return len;
}

int hanoi_indexerror(lua_State *L, int arg, uint64_t lo, uint64_t hi) {
  char buf[64];
  snprintf(buf, sizeof buf, "index must be %" PRIu64 "..%" PRIu64, lo, hi);
  return luaL_argerror(L, arg, buf);
}

int hanoi_checkoptions_at(lua_State *L, int idx, int arg, const char *const *known) {
  idx = lua_absindex(L, idx);
  lua_pushnil(L);
  while (lua_next(L, idx) != 0) {
    int i, ok = 0;
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING)
      return luaL_argerror(L, arg, lua_pushfstring(L,
          "option names must be strings, got %s", luaL_typename(L, -1)));
    {
      size_t len;
      const char *name = lua_tolstring(L, -1, &len);
      /* the whole name: "from\0x" is no option "from" */
      for (i = 0; known[i] != NULL && !ok; i++)
        ok = strlen(known[i]) == len && memcmp(name, known[i], len) == 0;
      if (!ok && strlen(name) != len)
        return luaL_argerror(L, arg, "unknown option (the name has a zero byte)");
    }
    if (!ok)
      return luaL_argerror(L, arg, lua_pushfstring(L, "unknown option '%s'", lua_tostring(L, -1)));
  }
  return 0;
}

int hanoi_checkoptions(lua_State *L, int arg, const char *const *known) {
  return hanoi_checkoptions_at(L, arg, arg, known);
}

/* ---- lists ---- */

lua_Integer hanoi_listlen(lua_State *L, int idx, lua_Integer max) {
  size_t len = lua_rawlen(L, idx);
  return len > (size_t)max ? -1 : (lua_Integer)len;
}

/* ---- rule sets ---- */

static void rules_error(lua_State *L, int arg, const char *field, const char *msg) {
  if (field != NULL)
    luaL_argerror(L, arg, lua_pushfstring(L, "field '%s': %s", field, msg));
  luaL_argerror(L, arg, msg);
}

/* a peg 1..k from the value on top of the stack (popped) */
static int rule_peg(lua_State *L, int k, int arg, const char *field, lua_Integer item) {
  int isnum;
  lua_Integer p = lua_tointegerx(L, -1, &isnum);
  lua_pop(L, 1);
  if (!isnum)
    rules_error(L, arg, field, lua_pushfstring(L,
        "pair %I must hold two pegs", item));
  if (p < 1 || p > k)
    rules_error(L, arg, field, lua_pushfstring(L,
        "peg %I out of range 1..%d in pair %I", p, k, item));
  return (int)p - 1;
}

/* A list of {from, to} pairs or a k x k matrix of booleans, read raw (no
** metamethod runs, so every item is what the checks saw). */
static void rules_table(lua_State *L, int idx, HRules *r, int arg, const char *field) {
  int k = r->k, top = lua_gettop(L);
  lua_Integer len = hanoi_listlen(L, idx, HANOI_MAXLIST), i, j;
  int ismatrix;
  if (len < 0)
    rules_error(L, arg, field, lua_pushfstring(L,
        "rule table has more than %d items", HANOI_MAXLIST));
  if (len < 1)
    rules_error(L, arg, field, "rule table is empty");
  lua_rawgeti(L, idx, 1);
  ismatrix = lua_type(L, -1) == LUA_TTABLE && lua_rawgeti(L, -1, 1) == LUA_TBOOLEAN;
  lua_settop(L, top);
  strcpy(r->name, "custom");
  if (ismatrix) {                       /* a k x k matrix of booleans */
    if (len != k)
      rules_error(L, arg, field, lua_pushfstring(L,
          "matrix must have %d rows, got %I", k, len));
    for (i = 1; i <= k; i++) {
      if (lua_rawgeti(L, idx, i) != LUA_TTABLE || lua_rawlen(L, -1) != (size_t)k)
        rules_error(L, arg, field, lua_pushfstring(L,
            "matrix row %I must hold %d booleans", i, k));
      for (j = 1; j <= k; j++) {
        lua_rawgeti(L, -1, j);
        if (!lua_isboolean(L, -1))
          rules_error(L, arg, field, lua_pushfstring(L,
              "matrix row %I must hold %d booleans", i, k));
        if (lua_toboolean(L, -1) && i != j) r->allow[i - 1] |= 1u << (j - 1);
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
    return;
  }
  for (i = 1; i <= len; i++) {          /* a list of {from, to} pairs */
    int f, t;
    if (lua_rawgeti(L, idx, i) != LUA_TTABLE)
      rules_error(L, arg, field, lua_pushfstring(L,
          "pair %I must be a table {from, to}", i));
    lua_rawgeti(L, -1, 1);
    f = rule_peg(L, k, arg, field, i);
    lua_rawgeti(L, -1, 2);
    t = rule_peg(L, k, arg, field, i);
    lua_pop(L, 1);
    if (f == t)
      rules_error(L, arg, field, lua_pushfstring(L,
          "pair %I moves from peg %d to itself", i, f + 1));
    r->allow[f] |= 1u << t;
  }
}

void hanoi_checkrules(lua_State *L, int idx, int k, HRules *r, int arg,
                      const char *field) {
  int f;
  idx = lua_absindex(L, idx);
  memset(r, 0, sizeof *r);
  r->k = k;
  switch (lua_type(L, idx)) {
    case LUA_TNONE: case LUA_TNIL:
      hanoi_rules_named(r, k, hanoi_rule_sets[0].name);   /* the default */
      return;
    case LUA_TSTRING: {
      const char *name = lua_tostring(L, idx);
      if (!hanoi_rules_named(r, k, name)) {
        char names[256];
        hanoi_rule_names(names, sizeof names, " or ");
        rules_error(L, arg, field, lua_pushfstring(L, HANOI_RULES_UNKNOWN, name, names));
      }
      return;
    }
    case LUA_TTABLE:
      rules_table(L, idx, r, arg, field);
      break;
    case LUA_TFUNCTION:
      strcpy(r->name, "predicate");
      r->pred = idx;
      for (f = 0; f < k; f++) r->allow[f] = (uint32_t)(((uint64_t)1 << k) - 1) & ~(1u << f);
      break;
    default:
      rules_error(L, arg, field, lua_pushfstring(L,
          "rules must be a name, a table or a function, got %s",
          luaL_typename(L, idx)));
  }
  hanoi_rules_finish(r);
}

/* ---- move costs ---- */

static void cost_error(lua_State *L, int arg, const char *msg) {
  luaL_argerror(L, arg, lua_pushfstring(L, "field 'cost': %s", msg));
}

/* "0", "1.5", "nil", "table": what a cost was, for a message */
static const char *cost_got(lua_State *L, int idx) {
  if (lua_type(L, idx) == LUA_TNUMBER) {
    lua_pushvalue(L, idx);
    return lua_tostring(L, -1);         /* a copy: the value itself stays a number */
  }
  return luaL_typename(L, idx);
}

/* a positive integer up to HC_MAXCOST, or 0 */
static uint32_t cost_value(lua_State *L, int idx) {
  int isnum;
  lua_Integer v = lua_tointegerx(L, idx, &isnum);
  return isnum && lua_type(L, idx) == LUA_TNUMBER && v >= 1 && (uint64_t)v <= HC_MAXCOST ? (uint32_t)v : 0;
}

/* A k x k matrix, read raw: entry [f][t] for every move r allows. */
static void cost_matrix(lua_State *L, int idx, int k, const HRules *r, int arg, HCost *c) {
  int f, t;
  if (lua_rawlen(L, idx) != (size_t)k)
    cost_error(L, arg, lua_pushfstring(L, "the matrix must have %d rows (one per peg), got %I",
                                       k, (lua_Integer)lua_rawlen(L, idx)));
  for (f = 0; f < k; f++) {
    if (lua_rawgeti(L, idx, f + 1) != LUA_TTABLE)
      cost_error(L, arg, lua_pushfstring(L, "row %d must be a table, got %s", f + 1,
                                         luaL_typename(L, -1)));
    for (t = 0; t < k; t++) {
      if (t == f || !(r->allow[f] >> t & 1)) continue;   /* the diagonal, moves not allowed */
      lua_rawgeti(L, -1, t + 1);
      if ((c->m[f * k + t] = cost_value(L, -1)) == 0)
        cost_error(L, arg, lua_pushfstring(L,
            "row %d, column %d (a move from %c to %c) must be a positive integer up to %d, "
            "got %s", f + 1, t + 1, hanoi_pegname(f), hanoi_pegname(t), (int)HC_MAXCOST,
            cost_got(L, -1)));
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
}

void hanoi_checkcost(lua_State *L, int idx, int k, const HRules *r, int arg, HCost *c) {
  idx = lua_absindex(L, idx);
  switch (lua_type(L, idx)) {          /* the matrix is cleared only when there is one: */
    case LUA_TNONE: case LUA_TNIL:     /* the classic calls pay no 4 KiB a call */
      c->kind = HCOST_NONE;
      return;
    case LUA_TFUNCTION:
      c->kind = HCOST_FUNCTION;
      return;
    case LUA_TTABLE:
      c->kind = HCOST_MATRIX;
      memset(c->m, 0, sizeof c->m);
      cost_matrix(L, idx, k, r, arg, c);
      return;
    default:
      cost_error(L, arg, lua_pushfstring(L,
          "must be a %dx%d matrix of positive integers or a function, got %s", k, k,
          luaL_typename(L, idx)));
  }
}

uint32_t hanoi_costanswer(lua_State *L, int idx, int d, int f, int t) {
  uint32_t v = cost_value(L, idx);
  int isnum;
  lua_Integer big = lua_tointegerx(L, idx, &isnum);
  isnum = isnum && lua_type(L, idx) == LUA_TNUMBER;
  if (v == 0)
    luaL_error(L, "the cost function returned %s for disk %d from %c to %c: return a "
               "positive integer%s", cost_got(L, idx), d + 1, hanoi_pegname(f),
               hanoi_pegname(t), isnum && big > 0 ? " up to 2^31 - 1" : "");
  return v;
}

uint64_t hanoi_cheap_reply(lua_State *L, int kind, int d, int f, int t) {
  if (kind == HCASK_COST) return hanoi_costanswer(L, -1, d, f, t);
  if (kind == HCASK_MOVE) return (uint64_t)hanoi_rule_answer(L, d, f, t);
  return (uint64_t)lua_toboolean(L, -1);
}

void hanoi_luamem(lua_State *L, HMem *mem, uint64_t limit) {
  mem->f = (HAllocF)lua_getallocf(L, &mem->ud);
  mem->limit = limit;
}

void hanoi_setcode(HState *s, const HSpace *sp, uint64_t code) {
  int d;
  memset(s->peg, 0, sizeof s->peg);
  hanoi_decode_where(sp, code, s->where);
  for (d = 0; d < s->n; d++) s->peg[s->where[d]] |= (hmask)1 << d;
  s->stamp++;
}

/* ---- memory ---- */

/* The name of peg p (0-based): HANOI_LETTERS, the one rule of peg names. */
char hanoi_pegname(int p) {
  return HANOI_LETTERS[p];
}

/* The peg (0-based) that letter c names on k pegs, as labels write them
** (case as written: 'a' is peg 27), or -1. */
int hanoi_pegof(int c, int k) {
  const char *q = c ? strchr(HANOI_LETTERS, c) : NULL;
  return q != NULL && q - HANOI_LETTERS < k ? (int)(q - HANOI_LETTERS) : -1;
}

void hanoi_pushlabel(lua_State *L, const HSpace *sp, uint64_t code) {
  char buf[HANOI_MAXN];
  int d;
  for (d = 0; d < sp->n; d++) {
    buf[d] = hanoi_pegname((int)(code % (uint64_t)sp->k));
    code /= (uint64_t)sp->k;
  }
  lua_pushlstring(L, buf, (size_t)sp->n);
}

uint64_t hanoi_maxmemory(lua_State *L, int opt, int arg) {
  if (opt != 0 && lua_getfield(L, opt, "max_memory") != LUA_TNIL) {
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    if (!isnum || v < 0)
      luaL_argerror(L, arg, "field 'max_memory' must be a non-negative integer (bytes)");
    lua_pop(L, 1);
    return (uint64_t)v;
  }
  if (opt != 0) lua_pop(L, 1);
  return HANOI_DEFAULT_MEMORY;     /* the same on every machine */
}

const char *hanoi_pushbytes(lua_State *L, double bytes) {
  static const char *const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int u = 0;
  char buf[64];
  if (bytes >= 1048576.0 * 1152921504606846976.0) {   /* past 2^80: a power of 2 */
    snprintf(buf, sizeof buf, "about 2^%.0f bytes", ceil(log2(bytes)));
    return lua_pushstring(L, buf);
  }
  while (bytes >= 1024 && u < 6) { bytes /= 1024; u++; }
  if (u == 0) snprintf(buf, sizeof buf, "%.0f %s", bytes, units[u]);
  else snprintf(buf, sizeof buf, "%.1f %s", bytes, units[u]);
  return lua_pushstring(L, buf);
}

void hanoi_gcmeta(lua_State *L, const char *name, lua_CFunction gc) {
  luaL_newmetatable(L, name);
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__gc");
  lua_pushcfunction(L, gc);
  lua_setfield(L, -2, "__close");
  lua_pop(L, 1);
}

int hanoi_rule_answer(lua_State *L, int d, int f, int t) {
  if (lua_isnil(L, -1))
    return luaL_error(L, "the rule function returned nil for disk %d from %c to %c: "
                      "return true or false", d + 1, hanoi_pegname(f), hanoi_pegname(t));
  return lua_toboolean(L, -1);
}
