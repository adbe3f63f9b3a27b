/*
** table_cache.h: tables kept on disk between processes (plain C and POSIX
** I/O, no lua_State; the Lua side is cache.c).
**
** A table is a named array of bytes plus a little metadata. Its file,
** DIR/NAME.htb, starts with a header (a magic string, the format, a key
** that says which build wrote it and which table it holds, the sizes),
** a checksum of every chunk of 1 MiB of the array and of the header
** itself. Chunks that are all zero are not written (the file has holes
** there) and are zero when read, whatever the file holds. A file is
** written under a temporary name in the same directory and renamed into
** place, so that a reader sees a whole file or none, and two writers of
** the same table leave one good file. A file that is missing, short,
** foreign, of another format or build, or whose checksums disagree, is
** not used: the table is built again and the file replaced.
*/
#ifndef HANOI_TABLE_CACHE_H
#define HANOI_TABLE_CACHE_H

#include <signal.h>
#include <time.h>

#include "state_space.h"

#define HANOI_CACHE_EXT        ".htb"
#define HANOI_CACHE_DEFAULT_MAX ((uint64_t)8 << 30)

/* A checksum of n bytes (64 bits, four lanes of multiply and rotate). */
uint64_t hanoi_cache_hash(const void *p, uint64_t n, uint64_t seed);

/* Reads table `name` from dir into payload (bytes) and meta (exactly
** meta_bytes); `key` must match the file's. 0 when read and checked;
** -1 when there is no such good file (the payload untouched); -3 the
** same, but the payload was partly overwritten; -2 when interrupted
** (*stop set). */
int hanoi_cache_load(const char *dir, const char *name, uint64_t key, void *meta,
                     uint64_t meta_bytes, void *payload, uint64_t bytes,
                     const volatile sig_atomic_t *stop);

/* The same, mapped rather than read, for a table that is only read: the
** file's chunks are mapped (read only) into a mapping of `bytes` bytes,
** the chunks of zeros left as the zero pages of an anonymous mapping, and
** every chunk checked. Returns the mapping (to be released by hanoi_cache_unmap)
** or NULL, with *status as hanoi_cache_load returns it. Files are never
** changed in place (they are replaced), so that the mapping holds what was
** checked. */
void *hanoi_cache_map(const char *dir, const char *name, uint64_t key, void *meta,
                      uint64_t meta_bytes, uint64_t bytes, const volatile sig_atomic_t *stop,
                      int *status);
void hanoi_cache_unmap(void *p, uint64_t bytes);

/* Writes table `name` into dir (made when missing), first removing the
** least recently used tables until the directory holds at most `cap`
** bytes with the new one; writes nothing when the table alone is larger.
** 0 when written, -1 otherwise (a cache is a convenience: a failure to
** write it is not an error of the search). */
int hanoi_cache_save(const char *dir, const char *name, uint64_t key, const void *meta,
                     uint64_t meta_bytes, const void *payload, uint64_t bytes, uint64_t cap,
                     const volatile sig_atomic_t *stop);

/* A table file of the cache: its name (with the extension), the disk
** space it takes and when it was last written or used. */
typedef struct HCacheEntry { char name[256]; uint64_t disk; time_t mtime; } HCacheEntry;

/* The tables in dir, least recently used first (and removes temporary
** files older than an hour): a malloc'd array of *count entries (NULL
** when none or no memory), *total the disk space they take. */
HCacheEntry *hanoi_cache_list(const char *dir, size_t *count, uint64_t *total);

/* Removes the file `file` (a name hanoi_cache_list gave) from dir: 0 when
** removed, -1 otherwise. */
int hanoi_cache_remove(const char *dir, const char *file);

#endif
