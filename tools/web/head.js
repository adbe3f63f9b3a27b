// The WebAssembly engine of hanoi's pages, written by `make web` (mk/web.mk):
// Lua 5.4.4 (Debian's lua5.4 5.4.4-3+deb12u1; Copyright (C) 1994-2022
// Lua.org, PUC-Rio, MIT licence), hanoi's C core and Lua modules, compiled
// by Debian 12's emscripten. Do not edit: `make web` writes it again.
