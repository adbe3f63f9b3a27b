---@meta hanoi.game.scores
-- Type annotations (LuaCATS) of `require "hanoi.game.scores"`: the best
-- results of `hanoi play`. The reference is docs/game.md.

---A best result.
---@class hanoi.game.Best
---@field moves integer
---@field time number seconds

---What `scores.record` returns.
---@class hanoi.game.Record
---@field best hanoi.game.Best
---@field previous hanoi.game.Best?
---@field moves boolean? true when the moves are a new best
---@field time boolean? true when the time is
---@field warning string? a warning about the file

---The best results file.
---@class hanoi.game.scores
local scores = {}

---Where the scores file is (`$XDG_DATA_HOME/hanoi/scores`, else under `$HOME`), or nil and why.
---@param env? fun(name: string): string? reads an environment variable (default `os.getenv`)
---@return string? path
---@return string? why
function scores.path(env) end

---The kind of a game, the key of its best results ("disks pegs goal"), or nil when none are kept.
---@param g hanoi.Game
---@return string?
function scores.key(g) end

---Whether a game's result counts: won, by the player's moves only.
---@param g hanoi.Game
---@return boolean
function scores.counts(g) end

---Reads the best results: a missing file is an empty table; a damaged one gives what could be read and a warning.
---@param path string
---@return table<string, hanoi.game.Best> best
---@return string? warning
function scores.load(path) end

---The text of a scores file.
---@param best table<string, hanoi.game.Best> as `load` returns it
---@return string
function scores.dump(best) end

---Records the result of a game that counts when it is better than the best kept, or nil and why not.
---@param path string
---@param g hanoi.Game
---@return hanoi.game.Record? record
---@return string? why
function scores.record(path, g) end

---The best results of a game's kind from a table `load` returned.
---@param best table<string, hanoi.game.Best>
---@param g hanoi.Game
---@return hanoi.game.Best?
function scores.best(best, g) end

return scores
