--- The texts of the game in English, the reference catalogue: key -> text.
-- The reference catalogue: English. Every other language has exactly
-- these keys, with the same placeholders (hanoi.lang explains the syntax).
-- Keys stay what they are in every language: a text that names a key
-- writes its letter as the game reads it.
-- @module hanoi.lang.en
return {
  -- the status line and its light
  ["play.light.playing"] = "PLAYING",
  ["play.light.solving"] = "SOLVING",
  ["play.light.demo"] = "DEMO",
  ["play.light.paused"] = "PAUSED",
  ["play.light.solved"] = "SOLVED",
  ["play.status"] = "moves {moves}  optimal {optimal}  left {left}  time {time}  speed {speed}",
  ["play.crane"] = "crane",
  ["play.speed"] = "{rate} {rate:one=move;other=moves}/s",
  ["play.title"] = "hanoi: {disks} {disks:one=disk;other=disks}, {pegs} pegs, goal {goal}",
  ["play.goal.peg"] = "tower on {peg}",
  ["play.goal.other"] = "tower on any peg but {peg}",
  ["play.goal.position"] = "position {label}",
  -- the marks under the pegs for a hint (short forms where pegs stand close)
  ["play.mark.from"] = "from",
  ["play.mark.to"] = "to",
  ["play.mark.from_short"] = "f",
  ["play.mark.to_short"] = "t",
  -- the key lines: each word follows its key
  ["play.key.move"] = "move",
  ["play.key.undo"] = "undo",
  ["play.key.redo"] = "redo",
  ["play.key.hint"] = "hint",
  ["play.key.solve"] = "solve",
  ["play.key.pause"] = "pause",
  ["play.key.stats"] = "stats",
  ["play.key.quit"] = "quit",
  ["play.key.demo"] = "demo",
  ["play.key.random"] = "random",
  ["play.key.crane"] = "crane",
  ["play.key.reset"] = "reset",
  ["play.key.new"] = "new",
  ["play.key.save"] = "save",
  ["play.key.load"] = "load",
  ["play.key.faster"] = "faster",
  ["play.key.slower"] = "slower",
  ["play.key.arrows"] = "arrows+space move",
  -- a window too small
  ["play.small.pegs"] = "the terminal is too small for {pegs} pegs: widen it",
  ["play.small.fewer_pegs"] = "n starts a game with fewer pegs, q quits",
  ["play.small.rows"] = "the terminal is too small: {disks} disks need {rows} rows",
  ["play.small.fewer_disks"] = "n starts a game with fewer disks, q quits",
  -- the statistics
  ["play.panel.won"] = "solved! statistics of this game (t: back to the board)",
  ["play.panel.so_far"] = "statistics of this game so far (t: back to the board)",
  ["play.panel.disk"] = "disk",
  ["play.panel.moved"] = "moved",
  ["play.panel.optimal"] = "optimal",
  ["play.panel.totals"] = "moves {moves} (optimal {optimal})  wasted {wasted}  undos {undos}  " ..
    "hints {hints}  time {time}",
  ["play.panel.computer"] = "the computer made {count} of the moves: best results count games " ..
    "played by hand",
  ["play.scores.off"] = "best results are not kept ({why})",
  ["play.scores.best_for"] = "best for {disks} {disks:one=disk;other=disks}, {pegs} pegs, " ..
    "goal {goal}: {moves} {moves:one=move;other=moves}, {time}",
  ["play.scores.none"] = "no best result yet for this game",
  ["play.scores.best"] = "best for this game: {moves} {moves:one=move;other=moves}, {time}",
  ["play.scores.new_best"] = "a new best",
  ["play.scores.fewest"] = "fewest moves",
  ["play.scores.time"] = "best time",
  -- what happened
  ["play.ev.move"] = "move {number}: disk {disk} {from} -> {to}",
  ["play.ev.move_computer"] = "move {number}: disk {disk} {from} -> {to} (computer)",
  ["play.ev.move_random"] = "move {number}: disk {disk} {from} -> {to} (random)",
  ["play.ev.binary"] = "move {number} = {binary} in binary: the lowest 1 is bit {bit}, " ..
    "so disk {disk} {from} -> {to}",
  ["play.ev.undo"] = "undone: disk {disk} back {from} -> {to}",
  ["play.ev.redo"] = "redone: disk {disk} {from} -> {to}",
  ["play.ev.pick"] = "disk {disk} picked up from {peg}: where to?",
  ["play.ev.unpick"] = "disk {disk} put back on {peg}",
  ["play.ev.hint"] = "hint: disk {disk} from {from} to {to}",
  ["play.ev.won"] = "solved in {moves} {moves:one=move;other=moves} (optimal {optimal}) in {time}",
  ["play.ev.reset"] = "back to the start",
  ["play.ev.new"] = "new game: {disks} {disks:one=disk;other=disks}, {pegs} pegs",
  ["play.ev.save"] = "saved to {file}",
  ["play.ev.load"] = "loaded {file}",
  ["play.ev.takeover"] = "you took over",
  ["play.ev.solving"] = "the computer solves",
  ["play.ev.random"] = "random demo",
  ["play.ev.binary_demo"] = "the binary method: move m moves the disk of the lowest 1 of m in binary",
  ["play.ev.paused"] = "paused: any move takes over",
  -- the game's refusals
  ["play.no.solved"] = "the game is solved (undo, reset or start a new one)",
  ["play.no.solved_short"] = "the game is solved",
  ["play.no.held"] = "disk {disk} from peg {peg} is already picked up: drop it first",
  ["play.no.empty"] = "peg {peg} is empty",
  ["play.no.itself"] = "cannot move from peg {peg} to itself",
  ["play.no.bigger"] = "cannot put disk {disk} on disk {below}",
  ["play.no.nothing_held"] = "no disk is picked up: pick a peg first",
  ["play.no.undo"] = "nothing to undo",
  ["play.no.redo"] = "nothing to redo",
  ["play.no.unreachable"] = "the goal cannot be reached",
  ["play.no.solving"] = "already solving",
  ["play.no.binary_pegs"] = "the binary method plays on 3 pegs only",
  ["play.no.binary_tower"] = "the binary method moves a whole tower to a peg",
  ["play.no.binary_start"] = "the binary method plays from the start tower or a position on " ..
    "its way (reset first)",
  ["play.no.demo"] = "the demo is already running",
  ["play.no.computer"] = "the computer is not playing",
  ["play.no.paused"] = "already paused",
  ["play.no.not_paused"] = "not paused",
  -- the full-screen game's own words
  ["play.start"] = "pick up a disk: 1-{pegs}, arrows and space, or the mouse; " ..
    "s lets the computer solve",
  ["play.hint_again"] = "(h again plays it)",
  ["play.ask.new"] = "new game: disks [pegs] (Enter: {disks} {pegs}): ",
  ["play.ask.new_bad"] = "give disks 1..64 and pegs 3..32, e.g. '5 3'",
  ["play.ask.save"] = "save to (Enter: {file}): ",
  ["play.ask.load"] = "load from (Enter: {file}): ",
  ["play.cannot_save"] = "cannot save {file}: {why}",
  ["play.cannot_load"] = "cannot load {file}: {why}",
  ["play.crane_on"] = "the crane carries the disks (c: no crane)",
  ["play.crane_off"] = "no crane",
  ["play.crane_busy"] = "the crane finishes its move first",
  ["play.cancelled"] = "cancelled",
  ["play.key_unknown"] = "key '{key}' does nothing here",
  -- the line mode (the commands are typed as they are, in English)
  ["line.banner"] = "hanoi: {disks} {disks:one=disk;other=disks}, {pegs} pegs, goal {goal} " ..
    "(type 'help' for commands)",
  ["line.help"] = [[
commands (pegs as numbers 1.. or letters A..):
  move A B      move the top disk of A onto B (also: A B)
  pick A        pick up the top disk of A;  drop B  put it on B
  undo, redo, reset
  hint          the next optimal move
  solve [N]     the computer plays N moves (all when N is absent; N at most
                a million) from here;
                stopping short leaves it paused
  resume [N]    the paused computer plays N more;  pause;  stop (take over)
  demo [N]      N moves (all when N is absent) of the binary method: move m
                moves the disk of the lowest 1 of m in binary
  random [N]    N random legal moves (default 1), never the disk just moved
  show          the picture;  status;  stats (each disk against the optimum,
                wasted moves, undos, hints, time, best results)
  new N [K]     a new game;  save FILE;  load FILE
  help, quit]],
  ["line.status"] = "{mode}: {moves} {moves:one=move;other=moves}, optimal {optimal} from the " ..
    "start, {left} left, time {time}",
  ["line.mode.playing"] = "playing",
  ["line.mode.solving"] = "solving",
  ["line.mode.demo"] = "demo",
  ["line.mode.paused"] = "paused",
  ["line.mode.solved"] = "solved",
  ["line.stats.moves"] = "moves {moves} (player {player}, computer {computer}, random {random}), " ..
    "undos {undos}, redos {redos}, hints {hints}",
  ["line.stats.disks"] = "moves of each disk against the optimum: {list}",
  ["line.stats.totals"] = "optimal {optimal}, wasted {wasted}, time {time}",
  ["line.new_best"] = "(a new best)",
  ["line.bad_count"] = "the count must be a whole number 0..{most}, got '{word}'",
  ["line.name_two"] = "name two pegs 1..{pegs} or A..{last}, e.g. '{example}'",
  ["line.name_one"] = "name a peg 1..{pegs} or A..{last}, e.g. '{example}'",
  ["line.new_bad"] = "new needs disks 1..64 and pegs 3..32, e.g. 'new 5 3'",
  ["line.needs_file"] = "{command} needs a file name",
  ["line.unknown"] = "unknown command '{word}' (try 'help')",
  -- the page to play (hanoi html --play): its own words
  ["page.title"] = "Tower of Hanoi: {disks} disks, {pegs} pegs",
  ["page.language"] = "language",
  ["page.board"] = "the pegs and disks",
  ["page.board.peg"] = "peg {peg}: {disks}",
  ["page.board.disks"] = "disks {list}",
  ["page.board.empty"] = "empty",
  ["page.board.held"] = "disk {disk} in hand, from peg {peg}",
  ["page.light"] = "traffic light: {state}",
  ["page.light.won"] = "won",
  ["page.light.halted"] = "halted",
  ["page.light.solving"] = "computer solving",
  ["page.light.binary"] = "computer: binary demo",
  ["page.light.random"] = "computer: random mover",
  ["page.light.playing"] = "playing: your move",
  ["page.moves"] = "moves",
  ["page.optimum"] = "optimum",
  ["page.time"] = "time",
  ["page.group.play"] = "play",
  ["page.group.game"] = "game",
  ["page.btn.stop"] = "Stop",
  ["page.btn.halt"] = "Halt",
  ["page.btn.continue"] = "Continue",
  ["page.btn.takeover"] = "Take over",
  ["page.btn.stats"] = "Statistics",
  ["page.btn.new"] = "New game",
  ["page.tip.undo"] = "take back the last move (u)",
  ["page.tip.redo"] = "play the move taken back again (r)",
  ["page.tip.hint"] = "the next optimal move (h; again: play it)",
  ["page.tip.solve"] = "the computer solves from here (s)",
  ["page.tip.halt"] = "halt the computer for a moment (p)",
  ["page.tip.continue"] = "let the computer go on (p)",
  ["page.tip.takeover"] = "stop the computer and play on yourself",
  ["page.tip.demo"] = "the binary method plays (d)",
  ["page.tip.random"] = "the random mover plays (D)",
  ["page.tip.crane"] = "a crane carries the disks (c)",
  ["page.tip.stats"] = "the statistics of this game (t)",
  ["page.tip.new"] = "a new game with these disks, pegs and goal (n)",
  ["page.tip.reset"] = "back to the start of this game (x)",
  ["page.tip.save"] = "download the game as a save file (w)",
  ["page.tip.load"] = "open a save file (l)",
  ["page.disks"] = "disks",
  ["page.pegs"] = "pegs",
  ["page.goal"] = "goal",
  ["page.speed"] = "speed",
  ["page.loadfile"] = "save file to load",
  ["page.stats"] = "statistics",
  ["page.help"] = "Click a peg to take its top disk and another to put it down, or drag " ..
    "the disk there; a larger disk never goes on a smaller one. Keys: 1, 2, " ..
    "3... (or the peg letters in capitals) take and put down, the arrows " ..
    "and space do the same with a cursor, Esc puts the disk back; u undo, r " ..
    "redo, h hint (again: play it), s solve, p halt or continue, d demo, D " ..
    "random (on more than 3 pegs d plays the random mover), c crane, t " ..
    "statistics, x reset, n new game, w save, l load, + and - the speed.",
  ["page.ev.pick_takeover"] = "disk {disk} picked up from {peg}: where to? (you took over)",
  ["page.ev.move_binary"] = "move {number}: disk {disk} {from} -> {to} (the binary method)",
  ["page.ev.move_plan"] = "move {number}: disk {disk} {from} -> {to} (computer, not proven " ..
    "shortest)",
  ["page.plan"] = "(not proven shortest)",
  ["page.hint.solved"] = "the game is solved: nothing to hint",
  ["page.hint.searching"] = "searching the shortest way from here...",
  ["page.hint.reached"] = "the goal is reached: nothing to do",
  ["page.no.reached"] = "the goal is reached",
  ["page.random"] = "the random mover: a random legal move each time",
  ["page.halted"] = "halted: continue, or take over (any move of yours takes over)",
  ["page.not_halted"] = "the computer is not halted",
  ["page.plays_on"] = "the computer plays on",
  ["page.searching"] = "the computer searches the shortest way from here...",
  ["page.bad_disks"] = "disks must be 1..{most}",
  ["page.bad_pegs"] = "pegs must be 3..{most}",
  ["page.new"] = "new game: {disks} {disks:one=disk;other=disks}, {pegs} pegs, goal " ..
    "{goal}",
  ["page.saved"] = "saved to {file} (in your downloads)",
  ["page.load.size"] = "this page plays up to {most_disks} disks on {most_pegs} pegs, the game " ..
    "has {disks} on {pegs}",
  ["page.load.goal"] = "this page plays to a tower, the game's goal is '{goal}'",
  ["page.load.large"] = "larger than {bytes} bytes",
  ["page.opt.searching"] = "(searching)",
  ["page.opt.fs"] = "(Frame–Stewart, not proven shortest)",
  ["page.opt.plan"] = "(a plan, not proven shortest)",
  ["page.left.searching"] = "searching, {seconds} s",
  ["page.left"] = "{left} to go",
  ["page.solved"] = "solved",
  ["page.verdict.optimal"] = "in {moves} {moves:one=move;other=moves}: optimal, {undos} " ..
    "{undos:one=undo;other=undos}, {hints} {hints:one=hint;other=hints}",
  ["page.verdict.more"] = "in {moves} {moves:one=move;other=moves} (optimum {optimal}), {undos} " ..
    "{undos:one=undo;other=undos}, {hints} {hints:one=hint;other=hints}",
  ["page.verdict.unknown"] = "in {moves} {moves:one=move;other=moves} (optimum unknown), {undos} " ..
    "{undos:one=undo;other=undos}, {hints} {hints:one=hint;other=hints}",
  ["page.stats.won"] = "solved! statistics of this game",
  ["page.stats.so_far"] = "statistics of this game so far",
  ["page.stats.line"] = "moves {moves} (optimal {optimal}) · wasted {wasted} · undos {undos} · " ..
    "hints {hints} · time {time}",
  ["page.best.tower"] = "best results are kept for games from a whole tower",
  ["page.best.cannot"] = "best results cannot be kept here",
  -- a save file's faults (hanoi.game.save) and a new game's sizes the library refuses
  ["save.line"] = "line {line}: {why}",
  ["save.not_text"] = "not text",
  ["save.empty"] = "the file is empty",
  ["save.magic"] = "not a hanoi save file (first line must be '{magic}')",
  ["save.unreadable"] = "cannot read {text}",
  ["save.twice"] = "'{field}' given twice",
  ["save.missing"] = "'{field}' is missing",
  ["save.disks"] = "disks must be {lo}..{hi}, got {got}",
  ["save.pegs"] = "pegs must be {lo}..{hi}, got {got}",
  ["save.letters"] = "{field} {label} must have one peg letter for each of the {disks} disks",
  ["save.not_peg"] = "{field} {label}: disk {disk} is on {letter}, not a peg A..{last}",
  ["save.other"] = "goal 'other' needs a start that is a tower",
  ["save.goal_peg"] = "goal peg {peg} is not a peg A..{last}",
  ["save.played"] = "played must be 0..{count} (the moves listed), got {got}",
  ["save.move_letters"] = "move {number} {word} is not two peg letters A..{last}",
  ["save.move_illegal"] = "move {number} {word} is illegal: {why}",
  ["save.position"] = "position {label} is not where the {played} moves played lead ('{lead}')",
  ["save.time"] = "time must be a number of seconds 0..{most}, got {got}",
  ["play.arg.disks"] = "disks must be {lo}..{hi}, got {got}",
  ["play.arg.pegs"] = "pegs must be {lo}..{hi}, got {got}",
  ["play.arg.goal"] = "the goal must be a peg A..{peg}",
  -- the page that plays a solution back (hanoi html N)
  ["watch.title"] = "Tower of Hanoi: {disks} {disks:one=disk;other=disks}, {pegs} pegs, " ..
    "{moves} {moves:one=move;other=moves}",
  ["watch.back"] = "◀ Back",
  ["watch.play"] = "Play",
  ["watch.pause"] = "Pause",
  ["watch.step"] = "Step ▶",
  ["watch.tip.back"] = "step back (left arrow)",
  ["watch.tip.play"] = "play / pause (space)",
  ["watch.tip.step"] = "step forward (right arrow)",
  ["watch.speed"] = "Speed",
  ["watch.counter"] = "move {index} / {total}",
  ["watch.optimal"] = "(optimal {optimal})",
  ["watch.done"] = "done",
  ["watch.controls"] = "playback",
}
