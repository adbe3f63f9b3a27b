/* The Lua modules built into the WebAssembly engine (src/web/main.c):
** modules.c, written by tools/web/modules.lua, ends its table with a
** module whose name is NULL. */
#ifndef HANOI_WEB_MODULES_H
#define HANOI_WEB_MODULES_H
#include <stddef.h>

typedef struct WebModule {
  const char *name;   /* as require names it */
  const char *path;   /* its file, from the top of the tree (error messages) */
  const char *text;
  size_t len;
} WebModule;

extern const WebModule hanoi_web_modules[];
#endif
