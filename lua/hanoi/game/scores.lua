--- Best results of games won by hand: fewest moves and best time for
-- each kind of game (disks, pegs, goal), kept in a small text file.
--
-- The file is `$XDG_DATA_HOME/hanoi/scores` (by default
-- `~/.local/share/hanoi/scores`):
--
--     hanoi-scores 1
--     # disks pegs goal moves seconds
--     3 3 C 7 12.345
--
-- The goal is written as in save files (a peg letter, or `other`); the
-- moves are at least the fewest the tower takes (`hanoi.count(n, k)`) and
-- at most 10^12, the seconds a finite number 0..10^9 (the limits of the
-- save files). It is read with the checks of `hanoi.fileio` (a
-- regular file of at most 1 MiB) and replaced atomically. A new best
-- result is merged under a lock (`.hanoi-scores.lock` beside the file):
-- the file is read again, the result added and the file replaced while
-- the lock is held, so that games ending at the same moment, in as many
-- processes, all keep theirs. A damaged file never stops a game: its
-- damaged lines (or the whole file, when it is not a scores file) are
-- ignored with a one-line warning, and the next best result rewrites it.
-- A game counts when the player made every move (hints are allowed) and
-- it started from a whole tower towards a peg.
-- @module hanoi.game.scores

local fileio = require "hanoi.fileio"
local count = require("hanoi.core").count
local goals = require "hanoi.game.goal"
local quote = require("hanoi.text").quote

local pairs, tonumber, tostring, type = pairs, tonumber, tostring, type
local tointeger, mtype = math.tointeger, math.type
local concat, sort = table.concat, table.sort
local fmt = string.format
local getenv = os.getenv

local MAGIC = "hanoi-scores 1"
local MAX_BYTES = 1024 * 1024
local MAX_MOVES = 1000000000000    -- 10^12
local MAX_TIME = 1000000000        -- seconds: about 31 years, as in save files
local LOCK_NAME = ".hanoi-scores.lock"

_ENV = nil -- no globals past this point

local scores = {}

--- Where the scores file is: `$XDG_DATA_HOME/hanoi/scores` when that
-- variable holds an absolute path, else `$HOME/.local/share/hanoi/scores`;
-- nil and why when neither is set.
-- @tparam[opt=os.getenv] function env reads an environment variable
-- @treturn[1] string
-- @return[2] nil
-- @treturn[2] string "no HOME and no XDG_DATA_HOME"
function scores.path(env)
  env = env or getenv
  local data = env("XDG_DATA_HOME")
  if not data or data:sub(1, 1) ~= "/" then
    local home = env("HOME")
    if not home or home == "" then return nil, "no HOME and no XDG_DATA_HOME" end
    data = home .. "/.local/share"
  end
  return data .. "/hanoi/scores"
end

--- The kind of a game, the key of its best results: "disks pegs goal",
-- or nil when best results are not kept for it (a start that is not a
-- whole tower, or a goal that is a position).
-- @tparam Game g
-- @treturn string|nil
function scores.key(g)
  if not g.start:is_tower() or g.goal.kind == "state" then return nil end
  return fmt("%d %d %s", g.n, g.k, goals.word(g.goal))
end

--- Whether a game's result counts: won, by the player's moves only.
-- @tparam Game g
-- @treturn boolean
function scores.counts(g)
  return g.won and g.by.computer == 0 and g.by.random == 0 and scores.key(g) ~= nil
end

-- one line of the file: key, moves, time; or nil
local function line_of(line)
  local n, k, goal, moves, time = line:match("^(%d+) (%d+) (%S+) (%d+) (%S+)$")
  n, k, moves = tointeger(tonumber(n)), tointeger(tonumber(k)), tointeger(tonumber(moves))
  time = tonumber(time)
  if not n or n < 1 or n > 64 or not k or k < 3 or k > 32 or not moves or moves < 1
     or moves > MAX_MOVES or not time or not (time >= 0 and time <= MAX_TIME) then
    return nil
  end
  if goal ~= "other" and not (#goal == 1 and goals.pegof(goal, k)) then return nil end
  -- no game from a tower to a peg takes fewer moves than the tower's count
  -- (a count past 2^63 - 1 is a string: past MAX_MOVES as well)
  local least = count(n, k)
  if mtype(least) ~= "integer" or moves < least then return nil end
  return fmt("%d %d %s", n, k, goal), moves, time
end

--- Reads the best results. A missing file is an empty table; a damaged
-- one gives what could be read and a warning.
-- @tparam string path
-- @treturn table `{[key] = {moves=, time=}}`
-- @treturn[opt] string a one-line warning
function scores.load(path)
  local text, err = fileio.read(path, MAX_BYTES)
  if not text then
    if err == "No such file or directory" then return {} end
    return {}, fmt("best results ignored: cannot read %s: %s", quote(path), err)
  end
  local best, lineno, bad = {}, 0, nil
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    lineno = lineno + 1
    if lineno == 1 then
      if line ~= MAGIC then
        return {}, fmt("best results ignored: %s is not a hanoi scores file", quote(path))
      end
    elseif line ~= "" and line:sub(1, 1) ~= "#" then
      local key, moves, time = line_of(line)
      if key then
        best[key] = { moves = moves, time = time }
      else
        bad = bad or lineno
      end
    end
  end
  if bad then
    return best, fmt("best results: line %d of %s is damaged and ignored", bad, quote(path))
  end
  return best
end

--- The text of a scores file.
-- @tparam table best as `load` returns it
-- @treturn string
function scores.dump(best)
  local keys = {}
  for key in pairs(best) do keys[#keys + 1] = key end
  sort(keys)
  local out = { MAGIC, "# disks pegs goal moves seconds" }
  for _, key in pairs(keys) do
    out[#out + 1] = fmt("%s %d %.3f", key, best[key].moves, best[key].time)
  end
  out[#out + 1] = ""
  return concat(out, "\n")
end

-- the best results of the file with this game's result merged in
local function merge(path, key, moves, time)
  local best, warning = scores.load(path)
  local old = best[key]
  local new = { moves = old and old.moves or moves, time = old and old.time or time }
  local better_moves = not old or moves < old.moves
  local better_time = not old or time < old.time
  if better_moves then new.moves = moves end
  if better_time then new.time = time end
  best[key] = new
  return best, { best = new, previous = old, moves = better_moves, time = better_time,
                 warning = warning }
end

--- Records the result of a game that counts (see `counts`) when it is
-- better than the best kept: fewer moves, or a shorter time.
-- @tparam string path
-- @tparam Game g
-- @treturn[1] table `{best = {moves=, time=}, previous = {...} or nil,
--  moves = true when the moves are a new best, time = true when the time
--  is, warning = a warning about the file or nil}`
-- @return[2] nil
-- @treturn[2] string why it could not be kept
function scores.record(path, g)
  local key = scores.key(g)
  if type(path) ~= "string" or not key then return nil, "this game is not scored" end
  local moves, time = g:moves(), tonumber(fmt("%.3f", g:elapsed()))
  local _, result = merge(path, key, moves, time)
  if not (result.moves or result.time) then return result end
  -- better: read, merge and replace again under the lock
  local dir = path:match("^(.*)/[^/]*$")
  local ok, err = true, nil
  if dir and dir ~= "" then ok, err = fileio.mkdir(dir) end
  local lock
  if ok then
    lock, err = fileio.lock((dir and dir .. "/" or "") .. LOCK_NAME)
    ok = lock ~= nil
  end
  if ok then
    local best
    best, result = merge(path, key, moves, time)
    if result.moves or result.time then ok, err = fileio.write(path, scores.dump(best)) end
    lock:release()
  end
  if not ok then return nil, fmt("cannot keep the best results in %s: %s", quote(path), tostring(err)) end
  return result
end

--- The best results of a game's kind from a table `load` returned.
-- @tparam table best
-- @tparam Game g
-- @treturn table|nil `{moves=, time=}`
function scores.best(best, g)
  local key = scores.key(g)
  return key and best[key] or nil
end

return scores
