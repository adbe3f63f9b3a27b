--- The game's refusals in the player's language (internal to the game's
-- front ends: the terminal game and the page to play). `hanoi.game` and
-- `State:can_move` refuse in English ("peg 2 is empty"); a front end
-- shows the text of the same refusal from the catalogue (`hanoi.lang`),
-- its pegs named by their letters ("Stab B ist leer").
-- @module hanoi.game.words

local pegs = require "hanoi.pegs"

local ipairs, tonumber = ipairs, tonumber

_ENV = nil -- no globals past this point

local words = {}

-- the refusals of `hanoi.game` (and of `State:can_move`), as patterns,
-- the key of their text and the names of their numbers; a number named
-- `peg` is shown as the board's letter, a name in brackets is text (a
-- file's name, the system's reason, a save file's text, which stay as
-- they are), a name in angle brackets is a message said in the language
-- in its turn (a save file's fault inside "cannot load", an illegal move
-- inside a save file's fault). The faults of a save file are those of
-- `hanoi.game.save` (its own words), and the library's argument errors a
-- player can cause are those of `hanoi.game.new` on its sizes: their
-- limits are read from the message, never copied here.
local REFUSALS = {
  { "^the game is solved %(undo, reset or start a new one%)$", "play.no.solved" },
  { "^the game is solved$", "play.no.solved_short" },
  { "^disk (%d+) from peg (%d+) is already picked up: drop it first$", "play.no.held",
    "disk", "peg" },
  { "^peg (%d+) is empty$", "play.no.empty", "peg" },
  { "^cannot move from peg (%d+) to itself$", "play.no.itself", "peg" },
  { "^cannot put disk (%d+) on disk (%d+)$", "play.no.bigger", "disk", "below" },
  { "^no disk is picked up: pick a peg first$", "play.no.nothing_held" },
  { "^nothing to undo$", "play.no.undo" },
  { "^nothing to redo$", "play.no.redo" },
  { "^the goal cannot be reached$", "play.no.unreachable" },
  { "^already solving$", "play.no.solving" },
  { "^the binary method plays on 3 pegs only$", "play.no.binary_pegs" },
  { "^the binary method moves a whole tower to a peg$", "play.no.binary_tower" },
  { "^the binary method plays from the start tower or a position on its way %(reset first%)$",
    "play.no.binary_start" },
  { "^the demo is already running$", "play.no.demo" },
  { "^the computer is not playing$", "play.no.computer" },
  { "^already paused$", "play.no.paused" },
  { "^the goal is reached$", "page.no.reached" },
  { "^not paused$", "play.no.not_paused" },
  { "^cannot save (.-): (.*)$", "play.cannot_save", "[file]", "<why>" },
  { "^cannot load (.-): (.*)$", "play.cannot_load", "[file]", "<why>" },
  -- a save file's faults (hanoi.game.save)
  { "^line (%d+): (.*)$", "save.line", "line", "<why>" },
  { "^not text$", "save.not_text" },
  { "^the file is empty$", "save.empty" },
  { "^not a hanoi save file %(first line must be '(.-)'%)$", "save.magic", "[magic]" },
  { "^cannot read (.*)$", "save.unreadable", "[text]" },
  { "^'(%a+)' given twice$", "save.twice", "[field]" },
  { "^'(%a+)' is missing$", "save.missing", "[field]" },
  { "^disks must be (%d+)%.%.(%d+), got (.*)$", "save.disks", "lo", "hi", "[got]" },
  { "^pegs must be (%d+)%.%.(%d+), got (.*)$", "save.pegs", "lo", "hi", "[got]" },
  { "^(%a+) (.-) must have one peg letter for each of the (%d+) disks$", "save.letters",
    "[field]", "[label]", "disks" },
  { "^(%a+) (.-): disk (%d+) is on (.-), not a peg A%.%.(%a)$", "save.not_peg",
    "[field]", "[label]", "disk", "[letter]", "[last]" },
  { "^goal 'other' needs a start that is a tower$", "save.other" },
  { "^goal peg (.-) is not a peg A%.%.(%a)$", "save.goal_peg", "[peg]", "[last]" },
  { "^played must be 0%.%.(%d+) %(the moves listed%), got (.*)$", "save.played", "count",
    "[got]" },
  { "^move (%d+) (.-) is not two peg letters A%.%.(%a)$", "save.move_letters", "number",
    "[word]", "[last]" },
  { "^move (%d+) (.-) is illegal: (.*)$", "save.move_illegal", "number", "[word]", "<why>" },
  { "^position (.-) is not where the (%d+) moves played lead %('(%a*)'%)$", "save.position",
    "[label]", "played", "[lead]" },
  { "^time must be a number of seconds 0%.%.(%d+), got (.*)$", "save.time", "most", "[got]" },
  -- the library's argument errors on a new game's sizes (hanoi.game.new)
  { "^bad argument #%d+ to '[%w_]+' %(field 'n' must be (%d+)%.%.(%d+), got (.-)%)$",
    "play.arg.disks", "lo", "hi", "[got]" },
  { "^bad argument #%d+ to '[%w_]+' %(field 'k' must be (%d+)%.%.(%d+), got (.-)%)$",
    "play.arg.pegs", "lo", "hi", "[got]" },
  { "^bad argument #%d+ to '[%w_]+' %(field 'goal': goal peg must be 1%.%.(%d+)%)$",
    "play.arg.goal", "peg" },
}

--- A refusal of the game in a language, with its pegs named by letter:
-- "peg 2 is empty" becomes "peg B is empty" (German "Stab B ist leer").
-- A message the catalogue has no text for (a save file's fault, a
-- solver's) keeps its words, its pegs named by letter.
-- @tparam string msg
-- @tparam table tr the language (`hanoi.lang.new`)
-- @tparam[opt] boolean numbers pegs stay numbers
-- @treturn string
function words.refusal(msg, tr, numbers)
  local function peg_letter(p)
    local i = tonumber(p)
    if numbers then return p end
    return i and i >= 1 and i <= pegs.MAX and pegs.name(i) or p
  end
  for _, r in ipairs(REFUSALS) do
    local found = { msg:match(r[1]) }
    if found[1] or msg:find(r[1]) then
      local args = {}
      for i = 3, #r do
        local name, text, said = r[i], r[i]:match("^%[(.*)%]$"), r[i]:match("^<(.*)>$")
        local value = found[i - 2]
        if text then args[text] = value
        elseif said then args[said] = words.refusal(value, tr, numbers)
        else args[name] = name == "peg" and peg_letter(value) or tonumber(value) end
      end
      return tr:t(r[2], args)
    end
  end
  return (msg:gsub("peg (%d+)", function(p) return "peg " .. peg_letter(p) end))
end

return words
