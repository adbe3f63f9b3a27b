#!/bin/sh
# The README's LuaRocks steps, as a user follows them: in a scratch home,
#   luarocks --lua-version=5.4 make --local
#   eval "$(luarocks --lua-version=5.4 path)"
# then a script requires `hanoi` from that tree alone and the installed
# `hanoi` command runs. Prints "N passed, N failed".
set -u
command -v luarocks >/dev/null || { echo "luarocks missing"; echo "0 passed, 1 failed"; exit 1; }
src=$(pwd)
home=$(mktemp -d); trap 'rm -rf "$home"' EXIT
log="$home/make.log"
if ! HOME="$home" luarocks --lua-version=5.4 make --local >"$log" 2>&1; then
  cat "$log"
  echo "0 passed, 1 failed"; exit 1
fi
cd "$home" || exit 1
passed=0; failed=0
ok() { passed=$((passed + 1)); echo "ok: $1"; }
bad() { failed=$((failed + 1)); echo "FAILED: $1"; }

# a fresh shell with nothing but the README's line to find the rock
script='
  eval "$(luarocks --lua-version=5.4 path)"
  lua5.4 -e "
    local hanoi = require \"hanoi\"
    local n = 0
    for _ in hanoi.moves(5) do n = n + 1 end
    assert(n == 31, \"wrong move count from the installed rock\")
    assert(hanoi.count(10, 4) == 49)
    local page = require(\"hanoi.render\").html(hanoi.new(5, 4))
    assert(page:find(\"HanoiPage\", 1, true), \"the page templates are not installed\")
    local core = package.searchpath(\"hanoi.core\", package.cpath)
    assert(core and core:find(os.getenv(\"HOME\"), 1, true), \"hanoi.core not from the rock: \" .. tostring(core))
    assert(not package.searchpath(\"hanoi\", package.path):find(\"'"$src"'\", 1, true))
    print(\"installed rock loads: \" .. hanoi._VERSION)
  "
'
if env -i HOME="$home" PATH=/usr/bin:/bin sh -c "$script"; then ok "script"; else bad "script"; fi
out=$(env -i HOME="$home" PATH=/usr/bin:/bin sh -c 'eval "$(luarocks --lua-version=5.4 path)"; command -v hanoi; hanoi 3 --count')
case "$out" in
  "$home"/*"
7") ok "the hanoi command" ;;
  *) bad "the hanoi command: $out" ;;
esac
echo "rock-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
