#!/bin/sh
# The busted suite under Lua 5.5 (`make check-lua5.5`, after `make
# lua5.5`): tools/test.sh, the runner of `make test`, in a tree of its own
# where everything is this checkout's but build/, which is the module
# built against Lua 5.5 (DIR/mod), so that every spec and every child it
# starts with ./build/?.so loads the 5.5 build. The children the specs
# start as `lua5.4` run Lua 5.5 too (DIR/shim/lua5.4 is DIR/bin/lua5.5),
# and LUA names it for the specs that read it. busted runs from Debian's
# lua-busted (its Lua files) on the C modules of DIR/lib.
#   sh tools/lua55/check.sh DIR [BUSTED_EXCLUDE]     (default "manual",
#                                                    as `make test`)
# Prints the suite's "N passed, N failed" line; fails on any failure.
set -u
dir=$(cd "${1:?usage: check.sh DIR}" && pwd) || exit 1
exclude=${2:-manual}
src=$(pwd)
lua="$dir/bin/lua5.5"
[ -x "$lua" ] && [ -f "$dir/mod/hanoi/core.so" ] || {
  echo "no Lua 5.5 build in $dir (make lua5.5)"; echo "0 passed, 1 failed"; exit 1; }

# the tree: this checkout's files as links (made again each run), build/
# the 5.5 build
tree="$dir/tree"
rm -rf "$tree" && mkdir -p "$tree" "$dir/shim" || exit 1
for e in "$src"/* "$src"/.[!.]*; do
  [ -e "$e" ] || continue
  case ${e##*/} in build) continue ;; esac
  cp -as "$e" "$tree/" || exit 1
done
ln -s "$dir/mod" "$tree/build"
ln -sf "$lua" "$dir/shim/lua5.4"

"$lua" -v
LUA_PATH_5_5="$dir/share/?.lua;$dir/share/?/init.lua;/usr/share/lua/5.4/?.lua;/usr/share/lua/5.4/?/init.lua;;"
LUA_CPATH_5_5="$dir/lib/?.so;;"
PATH="$dir/shim:$PATH"
LUA="$lua"
LUA_INCDIR="$dir/include"
export LUA_PATH_5_5 LUA_CPATH_5_5 PATH LUA LUA_INCDIR
cd "$tree" && BUSTED_EXCLUDE=$exclude sh tools/test.sh
