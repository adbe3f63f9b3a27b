#!/bin/sh
# Builds and installs the rock with Debian's luarocks into a scratch tree,
# then requires `hanoi` from that tree alone. Prints "N passed, N failed".
set -u
command -v luarocks >/dev/null || { echo "luarocks missing"; echo "0 passed, 1 failed"; exit 1; }
tree=$(mktemp -d); trap 'rm -rf "$tree"' EXIT
if ! luarocks --lua-version=5.4 make --tree="$tree" >"$tree.log" 2>&1; then
  cat "$tree.log"; rm -f "$tree.log"
  echo "0 passed, 1 failed"; exit 1
fi
rm -f "$tree.log"
cd "$tree" || exit 1
if lua5.4 -e "
  package.path = '$tree/share/lua/5.4/?.lua;$tree/share/lua/5.4/?/init.lua'
  package.cpath = '$tree/lib/lua/5.4/?.so'
  local hanoi = require 'hanoi'
  local n = 0
  for _ in hanoi.moves(5) do n = n + 1 end
  assert(n == 31, 'wrong move count from the installed rock')
  assert(package.searchpath('hanoi.core', package.cpath):find('$tree', 1, true))
  print('installed rock loads: ' .. hanoi._VERSION)
"; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; exit 1; fi
