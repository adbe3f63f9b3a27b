--- The `hanoi cache` command: what the cache of tables holds (the pattern
-- databases and goal balls the searches keep on disk between processes),
-- and `hanoi cache --clear` to empty it (`hanoi.cache_info`,
-- `hanoi.cache_clear`). See `hanoi.cli` for the protocol.
-- @module hanoi.cli.cache

local hanoi = require "hanoi"
local text = require "hanoi.text"

local format, date, ipairs = string.format, os.date, ipairs

_ENV = nil -- no globals past this point

-- 123456789 -> "117.7 MiB"
local function bytes(n)
  local units = { "bytes", "KiB", "MiB", "GiB", "TiB" }
  local u = 1
  n = n + 0.0
  while n >= 1024 and u < #units do n = n / 1024; u = u + 1 end
  if u == 1 then return format("%d bytes", n // 1) end
  return format("%.1f %s", n, units[u])
end

local function show(cli)
  local info = hanoi.cache_info()
  local write = cli.write
  if not info.dir then
    write(format("cache: none (%s)\n", text.printable(info.reason)))
    return 0
  end
  write(format("cache: %s (at most %s)\n", text.printable(info.dir), bytes(info.max)))
  if info.max_ignored then
    write(format("HANOI_CACHE_MAX=%s is not a size (bytes, or like 4G): the default applies\n",
                 text.printable(info.max_ignored)))
  end
  for _, f in ipairs(info.files) do
    write(format("%12s  %s  %s\n", bytes(f.bytes), date("%Y-%m-%d %H:%M", f.modified),
                 text.printable(f.name)))
  end
  local n = #info.files
  write(format("total: %s in %d table%s\n", bytes(info.bytes), n, n == 1 and "" or "s"))
  return 0
end

local function cache(args, cli)
  local opts, pos = cli.parse(args, { clear = "flag" })
  if #pos > 0 then cli.fail("unexpected argument '" .. text.printable(pos[1]) .. "'") end
  if not opts.clear then return show(cli) end
  local n, freed = hanoi.cache_clear()
  cli.write(format("removed %d table%s, %s\n", n, n == 1 and "" or "s", bytes(freed)))
  return 0
end

return {
  { name = "cache", run = cache,
    usage = "cache [--clear]",
    help = [[
the tables the searches keep between processes (pattern databases and the
goal's balls of hint, distance, path and solve on more than 3 pegs): where
they are, their sizes and when each was last used; --clear removes them all.
The cache is $XDG_CACHE_HOME/hanoi, else ~/.cache/hanoi; HANOI_CACHE=off
turns it off and HANOI_CACHE_MAX (bytes, or like 4G) caps its size (8G by
default): past it the tables used least recently go first.
Example: hanoi cache --clear]] },
}
