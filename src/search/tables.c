/*
** tables.c: the tables the k-peg search uses, kept for the rest of the
** process (in the registry, under a key that names each exactly) and on
** disk (engine/table_cache.c): pattern databases (HTable) and balls
** (HCBfs: the canonical breadth-first search from a tower, to a radius or
** over the whole space). Each is charged to the budget of every search
** that uses it, as if the search had built it.
*/
#include <limits.h>
#include <string.h>

#include "ksearch.h"
#include "../engine/table_cache.h"

#define TABLES_KEY "hanoi.tables"

int search_box_gc(lua_State *L) {
  TableBox *tb = (TableBox *)luaL_checkudata(L, 1, TABLEBOX);
  HMem mem;
  search_luamem(L, &mem);
  if (tb->kind >= 0) hanoi_table_free(&tb->t, &mem);
  else {
    if (tb->mapped) {
      hanoi_cache_unmap(tb->b.cells, tb->b.cells_bytes);
      tb->b.cells = NULL;
      tb->mapped = 0;
    }
    hanoi_cbfs_free(&tb->b, &mem);
  }
  tb->ready = 0;
  return 0;
}

/* pushes the table kept under `key` (a box, or nil) */
static TableBox *kept(lua_State *L, const char *key) {
  TableBox *tb = NULL;
  if (lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  }
  if (lua_getfield(L, -1, key) == LUA_TUSERDATA) tb = (TableBox *)lua_touserdata(L, -1);
  lua_remove(L, -2);
  return tb;
}

static void keep(lua_State *L, int idx, const char *key) {
  idx = lua_absindex(L, idx);
  lua_getfield(L, LUA_REGISTRYINDEX, TABLES_KEY);
  lua_pushvalue(L, idx);
  lua_setfield(L, -2, key);
  lua_pop(L, 1);
}

/* The key a table's file must carry: the layout of its cells (what the
** code that reads it assumes), the byte order, and its name. A change of
** the way a table is laid out changes LAYOUT, so that no build reads
** another's tables. */
#define LAYOUT 1
static uint64_t file_key(const char *name, int q, int kq, uint64_t cells) {
  uint64_t v[6];
  uint32_t probe = 0x01020304u;
  unsigned char order;
  memcpy(&order, &probe, 1);
  v[0] = LAYOUT;
  v[1] = (uint64_t)q;
  v[2] = (uint64_t)kq;
  v[3] = cells;
  v[4] = order;
  v[5] = sizeof(void *);
  return hanoi_cache_hash(name, strlen(name), hanoi_cache_hash(v, sizeof v, 0));
}

uint64_t ks_table_charge(uint64_t entries, int k) {
  uint64_t work = entries * (uint64_t)k;
  return work <= HANOI_TABLE_FREE * 4 ? 0 : (work + TABLE_SHARE - 1) / TABLE_SHARE;
}

/* the names of a ball: its registry key and its file's name */
static void ball_names(lua_State *L, const KSearch *ks, const BallSpec *bs) {
  if (bs->whole) lua_pushfstring(L, "table-k%d-m%d", ks->k, bs->m);
  else if (bs->cap == INT_MAX)
    lua_pushfstring(L, "ball-k%d-m%d-x%I", ks->k, bs->m, (lua_Integer)bs->target);
  else
    lua_pushfstring(L, "ball-k%d-m%d-r%d-x%I", ks->k, bs->m, bs->cap, (lua_Integer)bs->target);
}

static const char *table_name(lua_State *L, int kind, int m, int k) {
  return lua_pushfstring(L, "pdb-%s-k%d-m%d", kind == HT_TOWER ? "tower" : "clear", k, m);
}

/* plans the tables of a stage: the tower and clearance tables of up to
** `cap` entries each whose charges fit in `allow` */

/* counts a table kept or read from disk against the search's memory */
static int take_memory(lua_State *L, KSearch *ks, uint64_t bytes) {
  ks->mem.used += bytes;
  if (ks->mem.used > ks->mem.limit) {
    ks->mem.want = ks->mem.used;
    ks->mem.err = HS_MEMLIMIT;
    return search_memerror(L, &ks->mem, ks->n, ks->k);
  }
  return 0;
}

/* pushes the cache's directory and returns it, or returns NULL (pushing
** nothing) when this search keeps no tables on disk */
static const char *cache_dir(lua_State *L, const KSearch *ks) {
  if (!ks->cache || !hanoi_cache_pushdir(L)) return NULL;
  return lua_tostring(L, -1);
}

/* Pattern databases of fewer bytes are not kept on disk: they are built
** in less time than a file takes to open. Those a little larger are kept:
** on 10 pegs, building the ones of 4 to 64 KiB took half the time of a
** call that found the larger ones in the cache. */
#define FILE_MIN ((uint64_t)1 << 12)

/* reads the pattern database of box tb from disk (through a buffer of its
** own, so that a damaged file leaves the table as it was); 1 when it was
** there */
static int table_from_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  unsigned char none = 0, *buf;
  int st;
  if (tb->t.bytes < FILE_MIN || (dir = cache_dir(L, ks)) == NULL) return 0;
  if ((buf = (unsigned char *)hanoi_alloc(&ks->mem, (size_t)tb->t.bytes)) == NULL)
    search_memerror(L, &ks->mem, ks->n, ks->k);
  st = hanoi_cache_load(dir, name, file_key(name, tb->t.q, tb->t.kq, tb->t.bytes), &none, 0,
                        buf, tb->t.bytes, hanoi_interrupt_flag());
  lua_pop(L, 1);
  if (st == 0) memcpy(tb->t.d, buf, (size_t)tb->t.bytes);
  hanoi_free(&ks->mem, buf, (size_t)tb->t.bytes);
  if (st == -2) hanoi_interrupt_error(L);
  if (st != 0) return 0;
  hanoi_table_loaded(&tb->t, &ks->mem);
  return 1;
}

static void table_to_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  unsigned char none = 0;
  if (tb->t.bytes < FILE_MIN || (dir = cache_dir(L, ks)) == NULL) return;
  hanoi_cache_save(dir, name, file_key(name, tb->t.q, tb->t.kq, tb->t.bytes), &none, 0,
                   tb->t.d, tb->t.bytes, ks->max_cache, hanoi_interrupt_flag());
  lua_pop(L, 1);
}

/* the table fetched: into user value 1, charged */
static void got_table(lua_State *L, KSearch *ks, TableBox *tb) {
  ks->run.states += ks_table_charge(tb->t.canon.count, ks->k);
  lua_getiuservalue(L, 5, 1);
  lua_insert(L, -2);
  lua_rawseti(L, -2, ++ks->iwant);
  lua_pop(L, 1);
}

/* fetches (from the process, from disk, or built a layer at a time) the
** wanted tables into user value 1; HS_DONE when all are there */
int ks_fetch_tables(lua_State *L, KSearch *ks) {
  while (ks->iwant < ks->nwant) {
    Want *w = &ks->want[ks->iwant];
    TableBox *tb;
    int st;
    if (ks->building == NULL) {
      const char *name = table_name(L, w->kind, w->m, ks->k);
      tb = kept(L, name);
      if (tb != NULL && tb->ready) {
        lua_remove(L, -2);
        take_memory(L, ks, tb->bytes);
        got_table(L, ks, tb);
        continue;
      }
      lua_pop(L, 1);
      tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
      memset(tb, 0, sizeof *tb);
      tb->kind = w->kind;
      luaL_setmetatable(L, TABLEBOX);
      lua_setiuservalue(L, 5, 2);
      if ((st = hanoi_table_init(&tb->t, &ks->mem, w->m, ks->k, w->kind)) != 0) {
        if (st == HS_TOOBIG) return luaL_error(L, "table too large");
        return search_memerror(L, &ks->mem, ks->n, ks->k);
      }
      tb->bytes = tb->t.bytes;
      tb->t.bfs->stop = hanoi_interrupt_flag();
      if (table_from_disk(L, ks, tb, name)) {
        tb->ready = 1;
        lua_getiuservalue(L, 5, 2);
        keep(L, -1, name);
        lua_pushnil(L);
        lua_setiuservalue(L, 5, 2);
        lua_remove(L, -2);                   /* the name */
        got_table(L, ks, tb);
        continue;
      }
      lua_pop(L, 1);
      ks->building = tb;
    }
    tb = ks->building;
    st = hanoi_table_build(&tb->t, &ks->mem);
    if (st == HS_PAUSE) return HS_PAUSE;
    if (st == HS_MEMLIMIT || st == HS_NOMEM) return search_memerror(L, &ks->mem, ks->n, ks->k);
    if (st != HS_DONE) return luaL_error(L, "table of %d disks too deep", w->m);
    tb->ready = 1;
    table_name(L, w->kind, w->m, ks->k);
    table_to_disk(L, ks, tb, lua_tostring(L, -1));
    lua_getiuservalue(L, 5, 2);
    keep(L, -1, lua_tostring(L, -2));
    lua_remove(L, -2);
    lua_pushnil(L);
    lua_setiuservalue(L, 5, 2);
    ks->building = NULL;
    got_table(L, ks, tb);
  }
  return HS_DONE;
}

/* ---- the ball ---- */

/* what a ball's file holds besides its labels */
typedef struct BallMeta { uint64_t radius, complete, layer, reached, wreached; } BallMeta;

/* maps the ball of box tb (laid out, nothing allocated) from disk; 1
** when it was there */
static int ball_from_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  BallMeta bm;
  HCBfs *b = &tb->b;
  void *cells;
  int st;
  if ((dir = cache_dir(L, ks)) == NULL) return 0;
  cells = hanoi_cache_map(dir, name, file_key(name, b->q, b->kq, b->ncells), &bm, sizeof bm,
                          b->cells_bytes, hanoi_interrupt_flag(), &st);
  lua_pop(L, 1);
  if (st == -2) hanoi_interrupt_error(L);
  if (cells == NULL) return 0;
  if (bm.radius > INT_MAX) {             /* not reached: the checksums held */
    hanoi_cache_unmap(cells, b->cells_bytes);
    return 0;
  }
  b->cells = (uint64_t *)cells;
  tb->mapped = 1;
  tb->radius = (int)bm.radius;
  tb->complete = bm.complete != 0;
  b->layer = (int)bm.layer;
  b->reached = bm.reached;
  b->wreached = bm.wreached;
  take_memory(L, ks, b->cells_bytes);    /* as much as the ball built */
  return 1;
}

static void ball_to_disk(lua_State *L, KSearch *ks, TableBox *tb, const char *name) {
  const char *dir;
  BallMeta bm;
  HCBfs *b = &tb->b;
  if ((dir = cache_dir(L, ks)) == NULL) return;
  memset(&bm, 0, sizeof bm);
  bm.radius = (uint64_t)tb->radius;
  bm.complete = (uint64_t)tb->complete;
  bm.layer = (uint64_t)b->layer;
  bm.reached = b->reached;
  bm.wreached = b->wreached;
  hanoi_cache_save(dir, name, file_key(name, b->q, b->kq, b->ncells), &bm, sizeof bm,
                   b->cells, b->cells_bytes, ks->max_cache, hanoi_interrupt_flag());
  lua_pop(L, 1);
}

uint64_t ks_ball_charge(uint64_t reached, int k) {
  uint64_t w = BALL_WEIGHT(k);
  if (reached > UINT64_MAX / w) return UINT64_MAX / BALL_SHARE;
  return (reached * w + BALL_SHARE - 1) / BALL_SHARE;
}

/* The ball: kept by the process, read from disk, or grown a layer at a
** time (charged as it grows) until it holds its target of positions,
** reaches its radius cap or fills the space. */
int ks_fetch_ball(lua_State *L, KSearch *ks) {
  const BallSpec *bs = &ks->bs;
  TableBox *tb = ks->ball;
  HCBfs *b;
  uint64_t found;
  if (tb == NULL) {
    unsigned char zero[HANOI_MAXN];
    int st;
    const char *name;
    ball_names(L, ks, bs);
    name = lua_tostring(L, -1);
    tb = kept(L, name);
    if (tb != NULL && tb->ready) {
      lua_setiuservalue(L, 5, 3);
      lua_pop(L, 1);
      ks->ball = tb;
      take_memory(L, ks, tb->bytes);
      ks->run.states += tb->charge;
      return HS_DONE;
    }
    lua_pop(L, 1);
    memset(zero, 0, sizeof zero);
    tb = (TableBox *)lua_newuserdatauv(L, sizeof(TableBox), 0);
    memset(tb, 0, sizeof *tb);
    tb->kind = BOX_BALL;
    luaL_setmetatable(L, TABLEBOX);
    lua_setiuservalue(L, 5, 3);
    ks->ball = tb;
    ks->ball_base = ks->run.states;
    if (hanoi_cbfs_layout(&tb->b, bs->m, ks->k, 1, zero, 2) != 0)
      return luaL_error(L, "table too large");
    if (ball_from_disk(L, ks, tb, name)) {
      lua_pop(L, 1);
      goto ready;
    }
    lua_pop(L, 1);
    if ((st = hanoi_cbfs_init(&tb->b, &ks->mem, bs->m, ks->k, 1, zero, 2)) != 0)
      return search_memerror(L, &ks->mem, ks->n, ks->k);
    tb->b.stop = hanoi_interrupt_flag();
  }
  b = &tb->b;
  found = hanoi_cbfs_layer(b);
  if (b->stopped) return hanoi_interrupt_error(L);
  ks->run.states = ks->ball_base + ks_ball_charge(b->reached, ks->k);
  if (b->reached - ks->ball_reported >= BALL_REPORT) {   /* a ball's positions are cheap */
    ks->ball_reported = b->reached;
    ks->report = 1;
  }
  if (found > 0 && b->layer < bs->cap && (bs->whole || b->reached < bs->target))
    return HS_PAUSE;
  tb->radius = b->layer;
  tb->complete = found == 0 && bs->cap == INT_MAX;
  ball_names(L, ks, bs);
  ball_to_disk(L, ks, tb, lua_tostring(L, -1));
  lua_pop(L, 1);
ready:
  b = &tb->b;
  hanoi_cbfs_keep_labels(b, &ks->mem);
  tb->bytes = b->cells_bytes;
  tb->charge = ks_ball_charge(b->reached, ks->k);
  tb->ready = 1;
  ks->run.states = ks->ball_base + tb->charge;
  lua_getiuservalue(L, 5, 3);
  ball_names(L, ks, bs);
  keep(L, -2, lua_tostring(L, -1));
  lua_pop(L, 2);
  return HS_DONE;
}


