#!/bin/sh
# The busted suite under Lua 5.5 (`make check-lua5.5`, after `make
# lua5.5`): tools/test.sh, the runner of `make test`, in a tree of its own
# where everything is this checkout's but build/, which is the module
# built against Lua 5.5 (DIR/mod), so that every spec and every child it
# starts with ./build/?.so loads the 5.5 build. The children the specs
# start as `lua5.4` run Lua 5.5 too (DIR/shim/lua5.4 is DIR/bin/lua5.5),
# and LUA names it for the specs that read it. busted runs from Debian's
# lua-busted (its Lua files) on the C modules of DIR/lib. Before it,
# tools/oom.lua runs in tools/luahost built against Lua 5.5 (DIR/bin/luahost):
# every function of the module made to run out of memory.
#   sh tools/lua55/check.sh DIR [BUSTED_EXCLUDE]     (default "manual",
#                                                    as `make test`)
# Prints one "N passed, N failed" line for both; fails on any failure.
#
#   sh tools/lua55/check.sh --sanitize DIR [fuzz options]
# runs tools/sanitize.sh (`make sanitize`'s run) in that tree instead, on
# the sanitized build of DIR/mod/asan (its host built against Lua 5.5):
# the children the specs start still run DIR/bin/lua5.5 on DIR/mod.
set -u
sanitize=
[ "${1:-}" = --sanitize ] && { sanitize=1; shift; }
dir=$(cd "${1:?usage: check.sh [--sanitize] DIR}" && pwd) || exit 1
shift
src=$(pwd)
lua="$dir/bin/lua5.5"
[ -x "$lua" ] && [ -x "$dir/bin/luahost" ] && [ -f "$dir/mod/hanoi/core.so" ] || {
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
cd "$tree" || exit 1
if [ -n "$sanitize" ]; then
  [ -x build/asan/luahost ] && [ -f build/asan/hanoi/core.so ] || {
    echo "no sanitized Lua 5.5 build in $dir/mod/asan"; echo "0 passed, 1 failed"; exit 1; }
  exec sh tools/sanitize.sh build/asan "$@"
fi
exclude=${1:-manual}
. tools/summary.sh
log=$(mktemp); trap 'rm -f "$log"' EXIT
echo "== luahost (Lua 5.5) tools/oom.lua"
"$dir/bin/luahost" tools/oom.lua --cpath "./build/?.so" >"$log" 2>&1
rc=$?
tail -n 2 "$log"
phase_counts "$log" $rc
[ $rc -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
oom_passed=$passed oom_failed=$failed
echo "== the busted suite under Lua 5.5"
# (each group with a cache of its own, in which it builds every table
# under Lua 5.5 but, in `make test` (HANOI_SPEC_TABLES: the plain run's
# caches), the two balls of 18 disks of spec/core/exact_spec.lua, 2.9 GB
# each, which it reads as the sanitized run does: tools/groups.sh,
# SPEC_BIG_TABLES; a table is the output of src/engine/, which includes
# no Lua header)
SPEC_BIG_TABLES=${HANOI_SPEC_TABLES:-} BUSTED_EXCLUDE=$exclude sh tools/test.sh >"$log" 2>&1
rc=$?
cat "$log"
passed=0 failed=0
phase_counts "$log" $rc
[ $rc -ne 0 ] && [ "$bad" -eq 0 ] && failed=$((failed + 1))
echo "$((passed + oom_passed)) passed, $((failed + oom_failed)) failed"
[ $((failed + oom_failed)) -eq 0 ]
