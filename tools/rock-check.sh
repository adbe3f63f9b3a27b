#!/bin/sh
# The README's LuaRocks steps, as a user follows them: in a scratch home,
#   luarocks --lua-version=5.4 make --local
#   eval "$(luarocks --lua-version=5.4 path)"
# then a script requires `hanoi` from that tree alone and the installed
# `hanoi` command runs. Then the release: `luarocks pack` of the release
# rockspec makes a .src.rock, which `luarocks build` builds with no
# network into a tree of its own, whose `hanoi` command and module say the
# release's version; and `luarocks test` runs a spec. Packing fetches the
# rockspec's git source: here that is a scratch repository of this
# checkout's files (tracked and new, as they are now) tagged as the
# rockspec says, in place of the project's public URL, which the rock
# then names. Prints "N passed, N failed".
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
    assert(require(\"hanoi.lang\").new(\"de\"):t(\"play.crane\") == \"Kran\", \"no German catalogue\")
    assert(require(\"hanoi.lang.po\").folder():find(os.getenv(\"HOME\"), 1, true),
      \"the catalogues are not from the rock: \" .. require(\"hanoi.lang.po\").folder())
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

# the release: packed from a git repository, built offline from the rock
release=$(cd "$src" && ls hanoi-[0-9]*-[0-9]*.rockspec 2>/dev/null | head -n 1)
if [ -z "$release" ]; then
  bad "no release rockspec hanoi-X.Y.Z-R.rockspec"
else
  version=${release#hanoi-}; version=${version%-*.rockspec}
  tag=$(sed -n 's/^ *tag *= *"\(.*\)",*$/\1/p' "$src/$release")
  git_repo="$home/git"
  mkdir -p "$git_repo" "$home/pack" "$home/elsewhere"
  ( cd "$src" && git ls-files -z --cached --others --exclude-standard |
      xargs -0 sh -c 'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
      tar -c --null -T - ) | tar -x -C "$git_repo"
  ( cd "$git_repo" && git init -q && git add -A &&
      git -c user.name=rock-check -c user.email=rock-check@localhost commit -qm release &&
      git tag "$tag" ) >"$log" 2>&1 || { cat "$log"; bad "a git repository to pack from"; }
  sed 's|^\( *url *= *\)"git+[^"]*"|\1"git+file://'"$git_repo"'"|' "$src/$release" \
    >"$home/pack/$release"
  rock="$home/pack/${release%.rockspec}.src.rock"
  if (cd "$home/pack" && HOME="$home" luarocks --lua-version=5.4 pack "$release") >"$log" 2>&1 &&
     [ -f "$rock" ]; then
    ok "luarocks pack makes ${rock##*/}"
  else
    cat "$log"; bad "luarocks pack $release"
  fi
  # built where no rockspec and no source lie, with no server to ask
  if [ -f "$rock" ] && (cd "$home/elsewhere" && HOME="$home" luarocks --lua-version=5.4 \
       --only-server="file://$home/none" build --tree="$home/release" --deps-mode=none "$rock") \
       >"$log" 2>&1; then
    ok "luarocks build of the packed rock, offline"
    out=$(env -i HOME="$home" PATH=/usr/bin:/bin sh -c '
      eval "$(luarocks --lua-version=5.4 --tree="$HOME/release" path)"
      cd "$HOME/elsewhere" && "$HOME/release/bin/hanoi" --version &&
      lua5.4 -e "local h = require \"hanoi\"
        assert(package.searchpath(\"hanoi.core\", package.cpath):find(os.getenv(\"HOME\") .. \"/release/\", 1, true))
        print(h.version, h.count(10, 4))"' 2>&1)
    case "$out" in
      "hanoi $version (Lua 5.4)
$version	49") ok "the built rock is version $version" ;;
      *) bad "the built rock: $out" ;;
    esac
  else
    cat "$log"; bad "luarocks build of the packed rock"
  fi
  # `luarocks test` runs the specs (here one file: the release's own)
  if (cd "$src" && HOME="$home" luarocks --lua-version=5.4 test "$release" \
        spec/docs/release_spec.lua) >"$log" 2>&1 &&
     grep -q '^[1-9][0-9]* successes / 0 failures / 0 errors' "$log"; then
    ok "luarocks test"
  else
    cat "$log"; bad "luarocks test"
  fi
fi
echo "rock-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
