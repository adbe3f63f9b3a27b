--- The texts of the teaching kit in English, the reference catalogue:
-- key -> text, keys starting "kit.". The words are the sources' own:
-- disk, peg, move, call, recursion, base case, stack of frames
-- (docs/glossary.md). `hanoi.lang` joins them with the game's texts.
-- @module hanoi.lang.kit_en
return {
  -- lists and sizes
  ["kit.list.comma"] = ", ",
  ["kit.list.and"] = "{list} and {last}",
  ["kit.list.range"] = "{lo} to {hi}",
  ["kit.sizes"] = "{sizes} {last:one=disk;other=disks}",
  ["kit.sizes.none"] = "no size",
  ["kit.disks"] = "{count:one=disk;other=disks} {list}",
  ["kit.counts"] = "{moves} {moves:one=move;other=moves}, {calls} {calls:one=call;other=calls}, " ..
    "at most {open} {open:one=call;other=calls} open at once",
  ["kit.move"] = "move {m}: disk {disk} from {from} to {to}",
  ["kit.move.nodisk"] = "move {m}: from {from} to {to}",
  -- what went wrong in a run
  ["kit.reason.illegal"] = "{move} is illegal: {why}",
  ["kit.reason.moves"] = "stopped at move {at}: more than max_moves = {max} moves " ..
    "(the minimum is {optimal})",
  ["kit.reason.depth"] = "stopped: {open} calls were open at once, each made inside the one " ..
    "before (more than max_depth = {max}), with n = {ns}",
  ["kit.reason.calls"] = "stopped: more than max_calls = {max} calls",
  ["kit.reason.seconds"] = "stopped: still running after max_seconds = {seconds} seconds",
  ["kit.reason.time"] = "stopped: still running after {cpu} seconds of CPU time (max_seconds = {seconds})",
  ["kit.reason.steps"] = "stopped: still running after {steps} steps of Lua (max_seconds = {seconds})",
  ["kit.reason.memory"] = "stopped: it took more than max_memory = {max} MiB of memory",
  ["kit.reason.yield"] = "it called coroutine.yield: a solution must not yield",
  ["kit.reason.sethook"] = "stopped: it called debug.sethook, which the kit uses to watch it",
  ["kit.reason.interrupted"] = "stopped by Ctrl-C",
  ["kit.reason.value"] = "an error value of type {type}",
  ["kit.reason.line"] = "{message} (line {line})",
  ["kit.reason.raised"] = "{fname} raised an error: {message}",
  ["kit.reason.ended"] = "{what} ended on {peg}, not on {target}",
  ["kit.reason.the_disk"] = "the disk",
  ["kit.reason.both"] = "both disks",
  ["kit.reason.all"] = "all {n} disks",
  ["kit.reason.returned"] = "{fname} returned after {moves} {moves:one=move;other=moves} with " ..
    "{disks} not on {target}",
  ["kit.reason.long"] = "legal, {moves} {moves:one=move;other=moves}, the minimum is {optimal}",
  ["kit.verdict.right"] = "right: {moves} {moves:one=move;other=moves}, the minimum",
  ["kit.verdict.wrong"] = "not right: {reason}",
  -- the report of teach.check
  ["kit.report.right"] = "{fname}: right with {sizes}, each time in the fewest moves.",
  ["kit.report.with"] = "With {n} {n:one=disk;other=disks}: {counts}.",
  ["kit.report.wrong"] = "{call}: not right with {n} {n:one=disk;other=disks}{also}.",
  ["kit.report.also"] = " (right with {sizes})",
  ["kit.report.sentence"] = "{text}.",
  ["kit.report.raised"] = " (disk {disk} raised)",
  ["kit.report.before_move"] = "Before move {m}{raised}:",
  ["kit.report.first_wrong"] = "The first wrong move is {move}: {reason}.",
  ["kit.report.before_it"] = "Before it{raised}:",
  ["kit.report.peg_is"] = "{letter} is {name}",
  ["kit.report.pegs"] = "(peg {list})",
  ["kit.report.hint"] = "Hint: {hint}",
  -- the stepper and the trace
  ["kit.step.made"] = "{made} of {total} moves made",
  ["kit.step.goes_back"] = " (s:back() goes back)",
  ["kit.step.at_start"] = "at the start: nothing to undo",
  ["kit.step.back"] = "back to step {step} (undid: {undone})",
  ["kit.step.back_long"] = "back to step {step}, undid:\n    {undone}",
  ["kit.step.before"] = "({steps} {steps:one=step;other=steps} before these)",
  ["kit.step.call"] = "call {call}",
  ["kit.step.return_to"] = "return from {me} to {parent} at {mark}",
  ["kit.step.return_done"] = "return from {me}: done",
  ["kit.step.stack_empty"] = "stack: empty",
  ["kit.step.stack"] = "stack of frames, outermost first, each at a line of the code:",
  ["kit.step.running"] = "   <- running",
  ["kit.step.done"] = "done: nothing left to do",
  ["kit.trace.return_to"] = "return to {parent} at {mark}",
  ["kit.trace.return_done"] = "return: done",
  ["kit.trace.hidden"] = "(the {count} calls with n = 0 are not shown)",
  -- the quiz
  ["kit.quiz.intro"] = "Move the {n} {n:one=disk;other=disks} from {from} to {to}. For each " ..
    "move: which disk moves next,\nand where? Answer with a disk and a peg: {example} would " ..
    "be disk 1 to {from}. A wrong\nanswer gets a second try; '?' shows the answer, 'q' stops.",
  ["kit.quiz.ask"] = "move {m}: which disk moves next, and where? ",
  ["kit.quiz.answer"] = "the answer: disk {disk} from {from} to {to}",
  ["kit.quiz.how"] = "answer with a disk 1..{n} and a peg A, B or C, e.g. {example}",
  ["kit.quiz.right"] = "right: disk {disk} from {from} to {to}",
  ["kit.quiz.right2"] = "right at the second try: disk {disk} from {from} to {to}",
  ["kit.quiz.again"] = "no ({why}). Try again: ",
  ["kit.quiz.wrong"] = "no ({why}): the move is disk {disk} from {from} to {to}",
  ["kit.quiz.under"] = "disk {disk} is under disk {top}",
  ["kit.quiz.already"] = "disk {disk} is on {peg} already",
  ["kit.quiz.longer"] = "legal, but not the shortest way to {peg}",
  ["kit.quiz.done"] = "the tower stands on {peg} after {moves} {moves:one=move;other=moves}",
  ["kit.quiz.score"] = "{right} of {asked} right the first time{more}",
  ["kit.quiz.more"] = ", {second} more at the second try",
  -- the REPL's banner
  ["kit.banner"] = [[
{version} with hanoi.teach. Try:
  teach.trace(3)               the call tree of the recursion
  s = teach.stepper(3)         then s() again and again: one step at a time
                               (s:back() goes back, s:next_move(), s:finish())
  teach.explain()              the methods; teach.explain("recursive")
  teach.trace(4, {k = 4})      four pegs: the Frame-Stewart recursion
  teach.table()                2^n - 1 moves, the monks' 584.5 billion years
  teach.quiz(3)                which disk moves next, and where?
  teach.moves(3, {method = "iterative"})       the moves, in words
  print(hanoi.new(3))          a position
Write your own, then grade, trace and step it:
  function solve(n, from, to, via, move)
    ...                        move(from, to) moves the top disk of from
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help() lists it all.]],
  -- hanoi grade's table
  ["kit.grade.file"] = "file",
  ["kit.grade.verdict"] = "verdict",
  ["kit.grade.moves"] = "moves",
  ["kit.grade.calls"] = "calls",
  ["kit.grade.order"] = "order",
  ["kit.grade.right"] = "right",
  ["kit.grade.wrong"] = "not right",
  ["kit.grade.error"] = "error",
  ["kit.grade.size"] = "{n} {n:one=disk;other=disks}",
  ["kit.grade.unchecked"] = "not checked: a smaller size was stopped at its limits",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "The Tower of Hanoi: a lesson in recursion",
  ["kit.lesson.head.puzzle"] = "1. The puzzle and the legend",
  ["kit.lesson.head.counting"] = "2. Counting the moves",
  ["kit.lesson.head.recursion"] = "3. The recursion, step by step",
  ["kit.lesson.head.yours"] = "4. Write your own",
  ["kit.lesson.head.methods"] = "5. Other ways to the same moves",
  ["kit.lesson.head.graph"] = "6. Every position: the state graph",
  ["kit.lesson.head.four"] = "7. Four pegs",
  ["kit.lesson.head.quiz"] = "8. Quiz: which disk moves next?",
  ["kit.lesson.head.history"] = "9. Where the puzzle comes from",
  ["kit.lesson.right"] = "Right.",
  ["kit.lesson.wrong"] = "Not that one.",
  ["kit.lesson.ui.again"] = "Start again",
  ["kit.lesson.ui.answer"] = "{verdict} Disk {disk} from {from} to {to}.",
  ["kit.lesson.ui.ask"] = "Which disk moves next, and where?",
  ["kit.lesson.ui.back"] = "Back",
  ["kit.lesson.ui.board3"] = "board, 3 disks",
  ["kit.lesson.ui.board4"] = "board, 4 disks on 4 pegs",
  ["kit.lesson.ui.calltree"] = "The call tree",
  ["kit.lesson.ui.check"] = "Check",
  ["kit.lesson.ui.checking"] = "Checking...",
  ["kit.lesson.ui.deadline"] = "stopped: still running after {s} seconds, long past the kit's own limits.\n"
    .. "The page cannot tell why. Press Check to try again.",
  ["kit.lesson.ui.disk"] = "disk {list}",
  ["kit.lesson.ui.disks"] = "disks {list}",
  ["kit.lesson.ui.done"] = "Solved.",
  ["kit.lesson.ui.empty"] = "Peg {peg} is empty.",
  ["kit.lesson.ui.graphdone"] = "{label}: {where}.",
  ["kit.lesson.ui.graphnext"] = "{label}: {where}. Next on a shortest way to {goal}: disk {disk} from " ..
    "{from} to {to}.",
  ["kit.lesson.ui.hint"] = "Hint",
  ["kit.lesson.ui.hintis"] = "Hint: disk {disk} from {from} to {to}{exact}.",
  ["kit.lesson.ui.moved"] = "move {n}: {from} to {to}",
  ["kit.lesson.ui.next"] = "Next step",
  ["kit.lesson.ui.nextmove"] = "Next move",
  ["kit.lesson.ui.nextq"] = "Next question",
  ["kit.lesson.ui.none"] = "empty",
  ["kit.lesson.ui.notproven"] = " (not proven shortest)",
  ["kit.lesson.ui.peg"] = "Peg {peg}",
  ["kit.lesson.ui.pegon"] = "peg {peg}: {disks}",
  ["kit.lesson.ui.quizboard"] = "quiz board, 3 disks",
  ["kit.lesson.ui.report"] = "the kit's report",
  ["kit.lesson.ui.running"] = "Running it...",
  ["kit.lesson.ui.save"] = "Save as .lua",
  ["kit.lesson.ui.score"] = "{right} of {asked} right.",
  ["kit.lesson.ui.sections"] = "Sections",
  ["kit.lesson.ui.solved"] = ". Solved in {n} moves.",
  ["kit.lesson.ui.step"] = "Step through it",
  ["kit.lesson.ui.template"] = "Start from the template",
  ["kit.lesson.ui.thecode"] = "the code",
  ["kit.lesson.ui.where"] = "Peg {peg}: where to?",
  ["kit.lesson.ui.yourcode"] = "your code",
  ["kit.lesson.ui.yourlines"] = "your code, the running line marked",
  ["kit.lesson.ui.pegs3"] = "3 pegs",
  ["kit.lesson.ui.pegs4"] = "4 pegs",
  ["kit.lesson.ui.language"] = "Language",
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
Three pegs, A, B and C, and a tower of disks on A, the biggest at the
bottom. Move the whole tower to C. Only one disk moves at a time, only a
top disk can move, and a disk may never lie on a smaller one.
The legend: in a temple, monks move a tower of 64 golden disks by these
rules, one disk a second; when they are done, the world ends.
Play with 3 disks: choose a peg to lift its top disk, then the peg to put
it on (click the pegs, or press 1, 2, 3 or A, B, C).]],
  ["kit.lesson.counting"] = [[
How many moves does the tower of n disks need? To move the biggest disk,
the n-1 disks above it must stand on the spare peg: that takes M(n-1)
moves. Then 1 move for the biggest disk, then M(n-1) moves again to bring
the n-1 disks back on top. So M(n) = 2 M(n-1) + 1, with M(0) = 0, and by
induction M(n) = 2^n - 1: if M(n-1) = 2^(n-1) - 1, then
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1. No way is shorter: the biggest disk
must move at least once, and before it does, all the others must be out
of its way, on one peg.]],
  ["kit.lesson.recursion"] = [[
The recursion below is the whole solution. Step through it: each step is
a call, a move or a return. The stack of frames shows every call that has
not returned yet, and the line of the code each one is at.]],
  ["kit.lesson.yours"] = [[
Write a function solve(n, from, to, via, move) that moves n disks from
peg from to peg to, with via as the spare peg, calling move(from, to) for
each move. Check runs it with 1 to 6 disks and says what it finds, exactly as
the grading of a class does for the same file. Your code stays in this browser; Save
writes it as a .lua file.]],
  ["kit.lesson.methods"] = [[
The same moves come out of rules a person can follow without recursion.]],
  ["kit.lesson.parity"] = [[
The parity rule: number the disks 1 (smallest) to n. In the shortest
solution an odd disk never lands on an odd disk, nor an even disk on an
even one, so each disk only lands on a disk of the other parity (or on an
empty peg). The spare peg of a move from peg a to peg b, with the pegs
numbered 1, 2, 3, is always 6 - a - b (or a xor b with the pegs numbered
1, 2, 3: 1 xor 2 = 3, 1 xor 3 = 2, 2 xor 3 = 1).]],
  ["kit.lesson.graph"] = [[
Each position of n disks on 3 pegs is a point: 3^n of them. Two points are
joined when one move leads from one to the other. The picture is a
Sierpinski triangle; its corners are the three towers, and the shortest
solution runs along one side, 2^n - 1 moves.]],
  ["kit.lesson.four"] = [[
With a fourth peg the tower moves much faster. Frame and Stewart's method:
park some k disks on one spare peg (using all four pegs), move the other
n-k disks on the three pegs left, then bring the k disks back. The table
says the fewest moves. Play with 4 disks on 4 pegs; Hint shows the next
move of a shortest way from where the disks stand.]],
  ["kit.lesson.quiz"] = [[
The disks stand as in the shortest solution. Which disk moves next, and
to which peg? Click the disk's peg, then the peg it goes to.]],
  ["kit.lesson.history"] = [[
The puzzle was sold in 1883 in Paris as a game, "La Tour d'Hanoi", by a
"Professor N. Claus (de Siam)": an anagram of Lucas d'Amiens, the French
mathematician Edouard Lucas, who also wrote the legend of the temple and
its 64 golden disks. Frame and Stewart gave their method for four pegs in
1941; that it is the shortest for four pegs was proved only in 2014
(Thierry Bousch).]],
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value} is not a peg",
  ["kit.learner.same_peg"] = "from and to are the same peg, {peg}",
  ["kit.learner.empty"] = "peg {peg} is empty",
  ["kit.learner.on_smaller"] = "cannot put disk {disk} on disk {top}",
  ["kit.learner.already"] = "legal, but the tower already stood on {peg}",
  ["kit.learner.farther"] = "legal, but after it the tower is {moves}" ..
    " {moves:one=move;other=moves} away instead of {want}",
  ["kit.lstep.call"] = "call {call}{tail}",
  ["kit.lstep.tail"] = " (a tail call)",
  ["kit.lstep.illegal"] = "{move}   <- illegal\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- the first wrong move\n    ({why})",
  ["kit.lstep.replaced"] = "{call} is replaced by a tail call",
  ["kit.lstep.error"] = "{call} is left by an error",
  ["kit.lstep.return_line"] = "return from {me} to {parent} at line {line}",
  ["kit.lstep.return_to"] = "return from {me} to {parent}",
  ["kit.lstep.stack"] = "stack of frames, outermost first, with the line each is at:",
  ["kit.lstep.more"] = "  ... {count} more frames, each made inside the one before ...",
  ["kit.lstep.just"] = "just called",
  ["kit.lstep.line"] = "line {line}",
  ["kit.lstep.done"] = "done: {verdict}",
  ["kit.grade.nested"] = "the kit cannot grade a function from inside a function it runs",
  ["kit.ltrace.tail"] = "   (a tail call)",
  ["kit.ltrace.tail_first"] = "   (a tail call: it takes the place of the call that made it)",
  ["kit.ltrace.error"] = "left by an error that a pcall caught",
  ["kit.ltrace.return_line"] = "return to {parent} at line {line}",
  ["kit.ltrace.return_to"] = "return to {parent}",
  ["kit.ltrace.stops"] = "(it stops at the illegal move)",
  ["kit.ltrace.hint"] = "hint: {hint}",
  ["kit.step.header"] = "{method}: {n} {n:one=disk;other=disks} from {from} to {to}{four}.",
  ["kit.step.on4"] = " on 4 pegs",
  ["kit.step.header_learner"] = "{fname}, {n} {n:one=disk;other=disks} from {from} to {to}.",
  ["kit.explain.list"] = "The methods (teach.explain(NAME) for one of them):",
  ["kit.explain.example3"] = "Worked example, 3 disks from A to C:",
  ["kit.explain.example4"] = "Worked example, 4 disks from A to D on 4 pegs:",
  -- teach.table
  ["kit.table.col3"] = "3 pegs: M(n)",
  ["kit.table.col4"] = "4 pegs",
  ["kit.table.colpos"] = "positions: 3^n",
  ["kit.table.note"] = "M(n) is the fewest moves on 3 pegs. The rule M(n) = 2 M(n-1) + 1 (n-1\n" ..
    "disks away, the biggest, n-1 disks back) with M(0) = 0 gives 2^n - 1.\n" ..
    "4 pegs: the fewest moves with a second spare peg (Frame-Stewart).\n" ..
    "A position is any legal way the disks can lie on 3 pegs: each disk on\n" ..
    "one of 3 pegs, so 3^n; M/3^n is about the share of them that the\n" ..
    "shortest solution passes through.",
  ["kit.table.monks"] = "The monks of the legend move 64 disks, one move a second:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds} seconds",
  ["kit.table.years"] = "= {years} years of 365.25 days + {days} days {hours} h {minutes} min {s} s",
  ["kit.table.about"] = "= about {billions} billion years",
  ["kit.table.four"] = "With a fourth peg: {moves} moves, {hours} h {minutes} min {s} s.",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "One step is a call, a move or a return. The stack of frames\n" ..
    "shows each call that has not returned yet, at a line of the code\n" ..
    "of teach.explain(\"recursive\"): (0) just called, (1) in the first\n" ..
    "call, (2) the move next, (3) the second call, (4) the return next.",
  ["kit.stepper.frame_stewart"] = "One step is a call, a move or a return. The stack of frames\n" ..
    "shows each call that has not returned yet, at a line of the code\n" ..
    "of teach.explain(\"frame_stewart\") (solve4) or of\n" ..
    "teach.explain(\"recursive\") (solve, the three-peg part).",
  ["kit.stepper.direction"] = "One move per step. +d means disk d one peg right round\n" ..
    "A > B > C > A, -d one peg left.",
  ["kit.stepper.iterative"] = "One move per step, by the monks' rule: the smallest disk\n" ..
    "every other move, always the same way round A > B > C > A.",
  ["kit.stepper.four_step"] = "One move per step, in cycles of four.",
  ["kit.stepper.three_step"] = "One move per step: the one legal move between two pegs.",
  ["kit.stepper.route_table"] = "One move per step. The route code numbers the six moves:\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B.",
  ["kit.stepper.binary"] = "One move per step. m is the move number in binary: its lowest\n" ..
    "1 bit names the disk. The Gray code has bit d-1 set when disk d\n" ..
    "has moved an odd number of times.",
  ["kit.stepper.learner"] = "Your function ran when this stepper was made, and its steps were\n" ..
    "recorded: one step is a call, a move or a return. The stack of frames\n" ..
    "shows each call that has not returned yet, with the line of your code\n" ..
    "it is at.",
  ["kit.summary.recursive"] = "n-1 disks away, the biggest across, n-1 disks back",
  ["kit.summary.direction"] = "disk d by s: the tower above by -s, d by s, the tower by -s",
  ["kit.summary.iterative"] = "the monks' rule: the smallest always the same way round",
  ["kit.summary.four_step"] = "smallest, second, smallest onto it, the other move",
  ["kit.summary.three_step"] = "the one legal move between A-B, A-C, B-C in turn",
  ["kit.summary.route_table"] = "the route by doubling, with two tables of route codes",
  ["kit.summary.binary"] = "the disk of move m is the lowest 1 bit of m in binary",
  ["kit.summary.frame_stewart"] = "four pegs: park k disks, the rest on 3 pegs, k back",
  ["kit.keys"] = "s() does the next step, s:back() goes back one, s:next_move()\n" ..
    "runs to the next move, s:finish() to the end.",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) just called",
  ["kit.at.solve.1"] = "(1) in the first call",
  ["kit.at.solve.2"] = "(2) next: the move",
  ["kit.at.solve.3"] = "(3) next: the second call",
  ["kit.at.solve.4"] = "(3) in the second call",
  ["kit.at.solve.5"] = "(4) next: return",
  ["kit.at.solve4.0"] = "(0) just called",
  ["kit.at.solve4.1"] = "(1) in the first call",
  ["kit.at.solve4.2"] = "(2) next: the 3-peg call",
  ["kit.at.solve4.3"] = "(2) in the 3-peg call",
  ["kit.at.solve4.4"] = "(3) next: the last call",
  ["kit.at.solve4.5"] = "(3) in the last call",
  ["kit.at.solve4.6"] = "(4) next: return",
  ["kit.step.line"] = "step {step}: {line}",
  -- the hints of the slips (hanoi.teach.diagnose): the learner's code, names and numbers
  -- are placeholders; "kit.say.*" says what happened when a proven change follows it
  ["kit.hint.base"] = "the base case (the smallest n, where it stops calling itself)",
  ["kit.hint.near"] = " Did you mean {near}?",
  ["kit.hint.line_runs"] = " when line {line} runs",
  ["kit.hint.in_order"] = "first {first} (the {n} - 1 disks on top out of the way), then " ..
    "{move}({from}, {to}) (the biggest disk), then {second} (the {n} - 1 disks back on top)",
  ["kit.hint.order"] = "{fname} is right when its pegs come in another order{on}: it seems to " ..
    "take ({params}). Swap its parameters, or check it that way: teach.check({fname}{opts}).",
  ["kit.hint.order.on"] = " (here its tower went to {peg})",
  ["kit.hint.no_move"] = "{fname} never called {move}, so no disk moved{printed}. A disk moves " ..
    "only when your code calls {move}({from}, {to}){only}.",
  ["kit.hint.no_move.printed"] = " (it printed {times} {times:one=time;other=times})",
  ["kit.hint.no_move.only"] = "; print only shows text",
  ["kit.hint.move_first"] = "in {call} the move comes before the two calls: {order}.",
  ["kit.hint.move_last"] = "in {call} the move comes after the two calls: {order}.",
  ["kit.hint.missing_call.loop"] = "{call} makes {own} moves itself and calls {fname} once: " ..
    "where a call should move the {n} - 1 disks on top, it moves disks itself. It needs two " ..
    "calls: {order}.",
  ["kit.hint.missing_call.second"] = "{call} calls {fname} only once, before its move: " ..
    "afterwards the {n} - 1 disks must come back on top of the biggest: {second}.",
  ["kit.hint.missing_call.first"] = "{call} calls {fname} only once, after its move: before " ..
    "it, the {n} - 1 disks on top must go out of the way: {first}.",
  ["kit.hint.missing_call.before"] = "{call} calls {fname} only once ({only}, before its " ..
    "move), but it needs two calls: {order}.",
  ["kit.hint.missing_call.after"] = "{call} calls {fname} only once ({only}, after its " ..
    "move), but it needs two calls: {order}.",
  ["kit.hint.missing_move"] = "{call} calls {fname} twice but makes no move itself: between " ..
    "the two calls it must move its biggest disk, {move}({from}, {to}).",
  ["kit.hint.first_call_pegs"] = "in {call} the first call is {made}, but it should move the " ..
    "{n} - 1 disks to the spare peg: {right}, that is {formula}.",
  ["kit.hint.second_call_pegs"] = "in {call} the second call is {made}, but it should bring " ..
    "the {n} - 1 disks from the spare peg onto the biggest: {right}, that is {formula}.",
  ["kit.hint.base_no_return"] = "{call} made its move and then went on calling {fname}: " ..
    "n = {ns}. After the move of {base}, return.",
  ["kit.hint.base_moves_zero"] = "{call} made a move, but with {n} = 0 there is no disk to " ..
    "move: {base} must only return.",
  ["kit.hint.base_moves_twice"] = "{call} made {own} moves itself ({moves}), but one disk " ..
    "needs one move: {move}({from}, {to}). That is {base}.",
  ["kit.hint.base_no_move"] = "{call} returned without a move, but its one disk still has to " ..
    "go from {peg_from} to {peg_to}: move it ({move}({from}, {to})), or let {base} be {n} == 0.",
  ["kit.hint.no_base"] = "{fname} never stops calling itself: the calls go n = {ns}. It needs " ..
    "{base}: a test such as `if {n} == 0 then return end` at its start.",
  ["kit.hint.move_not_passed"] = "in {call}, {move} has no value: {parent} called it without " ..
    "passing {move} on. Pass it in each call: {formula}.",
  ["kit.hint.move_args.n"] = " ({value} is {n}, the number of disks, not a peg)",
  ["kit.hint.move_args.values"] = "in {call} the move is {made}, but {move} takes two values, " ..
    "the pegs: it must move the biggest disk from {peg_from} to {peg_to}, {move}({from}, " ..
    "{to}){extra}.",
  ["kit.hint.move_args"] = "in {call} the move is {made}, but it must move its biggest disk " ..
    "from {peg_from} to {peg_to}: {move}({from}, {to}){extra}.",
  ["kit.hint.no_recursion"] = "{fname} never calls itself. The recursion moves the {n} - 1 " ..
    "disks on top with a call of {fname} itself (teach.explain(\"recursive\")); a loop alone " ..
    "must follow the monks' rule (teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.even"] = "with {failed} disks the tower ends on {B}, with {passed} " ..
    "on {C}: the smallest disk goes the wrong way round when n is even. With n even it goes " ..
    "{A}, {B}, {C}, {A}, ...; with n odd {A}, {C}, {B}, {A}, ... (teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.odd"] = "with {failed} disks the tower ends on {B}, with {passed} " ..
    "on {C}: the smallest disk goes the wrong way round when n is odd. With n even it goes " ..
    "{A}, {B}, {C}, {A}, ...; with n odd {A}, {C}, {B}, {A}, ... (teach.explain(\"iterative\")).",
  ["kit.hint.not_shortest.three"] = "its moves use only three of the four pegs; with all " ..
    "four, {optimal} moves do it: park some disks on a spare peg first " ..
    "(teach.explain(\"frame_stewart\")).",
  ["kit.hint.not_shortest.first"] = "every move is legal and the tower gets there, but in " ..
    "{moves} moves, where {optimal} {optimal:one=is;other=are} enough: {fname} makes moves " ..
    "that are not needed (teach.trace({fname}, {n}{opts}) shows the first).",
  ["kit.hint.not_shortest.them"] = "every move is legal and the tower gets there, but in " ..
    "{moves} moves, where {optimal} {optimal:one=is;other=are} enough: {fname} makes moves " ..
    "that are not needed (teach.trace({fname}, {n}{opts}) shows them).",
  ["kit.hint.extra_calls"] = "right, but {fname} made {calls} calls where {enough} are " ..
    "enough: some calls move nothing (a dry run?) and can go.",
  ["kit.hint.undefined"] = "{fname} calls {name}, but nothing has that name (Lua says it is " ..
    "nil: no value).{near}",
  ["kit.hint.undefined.param"] = " {fname} takes {count} values ({params}), but the kit gives " ..
    "it {given} ({values}): the last is the function that moves a disk. Take it as a " ..
    "parameter too: function {fname}({new}).",
  ["kit.hint.missing_peg"] = "{fname} takes {count} values ({params}), but the kit gives it " ..
    "{given}: {values}. So {name} got {peg}, a peg, and calling it failed. Take that peg as a " ..
    "parameter too: function {fname}({new}), and pass it on in each call.",
  ["kit.hint.passed_nil.first"] = "{parent} passed {name} to {call} (its first call), but " ..
    "{name} has no value (Lua says it is nil).{near}",
  ["kit.hint.passed_nil.second"] = "{parent} passed {name} to {call} (its second call), but " ..
    "{name} has no value (Lua says it is nil).{near}",
  ["kit.hint.passed_nil.next"] = "{parent} passed {name} to {call} (its next call), but " ..
    "{name} has no value (Lua says it is nil).{near}",
  ["kit.hint.nil_variable.field"] = "the field {name} has no value{line} (Lua says it is nil): " ..
    "give it a value ({start}, say) before you use it.",
  ["kit.hint.nil_variable"] = "{name} has no value{line} (Lua says it is nil).{near} Give it " ..
    "a value before you use it ({name} = {start}, say, before you call {fname}).",
  ["kit.hint.nil_variable.missing"] = "a value is missing{line} (Lua says nil: no value): " ..
    "every variable needs a value before it is used.",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}` (line {line})",
  ["kit.hint.peg_arithmetic.numbers"] = "the pegs are letters here ({peg}), and arithmetic " ..
    "such as {expr} needs numbers; with numbered pegs (from 1 or from 0) it is not right either.",
  ["kit.hint.peg_arithmetic"] = "the pegs are letters here ({peg}), and arithmetic such as " ..
    "{expr} needs numbers: with the pegs {list} your function is right for {sizes}: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.needs_k"] = "{fname} takes {count} values ({params}): four pegs. Check it on " ..
    "four pegs: teach.check({fname}{opts}).",
  ["kit.hint.three_pegs"] = "{fname} takes {count} values ({params}): three pegs, but it was " ..
    "checked on four, so its {move} got a peg. Check it without k = 4.",
  ["kit.hint.global_state.global"] = "the global {name}",
  ["kit.hint.global_state.outside"] = "{name}, a variable outside {fname}",
  ["kit.hint.global_state.more"] = "more",
  ["kit.hint.global_state.fresh"] = "with {n} {n:one=disk;other=disks}, {fname} is right when " ..
    "it starts afresh, as before its first run: it keeps something from one run to the next " ..
    "(the runs before changed {list}). Give such values their start inside {fname}, or set " ..
    "them back before each run.",
  ["kit.hint.global_state"] = "{fname} did something else when it ran again with {n} " ..
    "{n:one=disk;other=disks}: it keeps something from one run to the next (it changed " ..
    "{list}). Give such values their start inside {fname}, or set them back before each run.",
  ["kit.hint.endless.at"] = " (it was at line {line})",
  ["kit.hint.endless.loop"] = "{fname} was still running when the kit stopped it{at}: a loop " ..
    "that never ends? If it is only slow, give it longer: teach.check({fname}{opts}).",
  ["kit.hint.endless.yours"] = "a function of yours",
  ["kit.hint.endless.first_value"] = "its first value",
  ["kit.hint.endless.helper"] = "{name}, which {fname} calls, kept calling itself until the " ..
    "kit stopped it ({open} calls open at once): {param} went {ns}. Each call must come " ..
    "nearer to the base case, and the base case must return.",
  ["kit.hint.endless.same"] = "{fname} calls itself with the same n again and again: each " ..
    "call must take fewer disks ({n} - 1).",
  ["kit.hint.endless"] = "the calls of {fname} never reach {base}: n goes {ns}.",
  ["kit.hint.wrong_n.first"] = "in {call} the first call is {made}: it takes {disks} " ..
    "{disks:one=disk;other=disks}, but the {n} - 1 disks on top must all move: {formula}.",
  ["kit.hint.wrong_n.second"] = "in {call} the second call is {made}: it takes {disks} " ..
    "{disks:one=disk;other=disks}, but the {n} - 1 disks on top must all move: {formula}.",
  ["kit.hint.wrong_n.other"] = "a call of {fname} takes another number of disks than {n} - 1.",
  ["kit.hint.wrong_n.same"] = "{fname} calls itself with the same n again and again " ..
    "(n = {ns}): each call must take one disk fewer, {n} - 1.",
  ["kit.hint.wrong_n.growing"] = "{fname} calls itself with n growing (n = {ns}): each call " ..
    "must take one disk fewer, {n} - 1.",
  ["kit.hint.misplaced_end"] = "a call of {fname} is outside the `if` it belongs in: it runs " ..
    "whatever {n} is.",
  ["kit.hint.loop_stop.early"] = "{fname} follows a rule that makes the shortest way, but it " ..
    "stops after {made} {made:one=move;other=moves}: the test that ends its loop is wrong " ..
    "(with {n} {n:one=disk;other=disks} it must stop after {want} {want:one=move;other=moves}).",
  ["kit.hint.loop_stop.late"] = "{fname} follows a rule that makes the shortest way, but it " ..
    "goes on for {more} more after the tower stands: the test that ends its loop is wrong " ..
    "(with {n} {n:one=disk;other=disks} it must stop after {want} {want:one=move;other=moves}).",
  ["kit.hint.park_spare"] = "in {call} the first call parks {parked} " ..
    "{parked:one=disk;other=disks} on {p}, but the {rest} {rest:one=disk;other=disks} that " ..
    "move with three pegs go there too ({move}): the three-peg part must leave {p}{pn} alone " ..
    "and use {q}{qn} as its spare.",
  ["kit.hint.return_pegs"] = "in {call} the last call is {last}: it takes the {parked} " ..
    "{parked:one=disk;other=disks} parked on {p} to {to}, but they must go onto the others, " ..
    "on {goal}.",
  ["kit.hint.error.line"] = " at line {line}",
  ["kit.hint.error"] = "{fname} stopped with an error{line}: the message says what went " ..
    "wrong, and where.",
  ["kit.say.first_call_pegs"] = "in {call} the first call is {made}, but it should move the " ..
    "{n} - 1 disks to the spare peg: {right}.",
  ["kit.say.second_call_pegs"] = "in {call} the second call is {made}, but it should bring " ..
    "the {n} - 1 disks from the spare peg onto the biggest: {right}.",
  ["kit.say.move_first"] = "in {call} the move comes before the two calls: the {n} - 1 disks " ..
    "on top are still on the biggest when it moves.",
  ["kit.say.move_last"] = "in {call} the move comes after the two calls: the biggest disk " ..
    "must move between them, once the {n} - 1 disks are out of its way.",
  ["kit.say.missing_call.loop"] = "{call} makes {own} moves itself and calls {fname} once: " ..
    "where a call should move the {n} - 1 disks on top, it moves disks itself. It needs two " ..
    "calls, one before its move, one after.",
  ["kit.say.missing_call.before"] = "{call} calls {fname} only once ({only}, before its " ..
    "move), but it needs two calls: one before its move, one after.",
  ["kit.say.missing_call.after"] = "{call} calls {fname} only once ({only}, after its move), " ..
    "but it needs two calls: one before its move, one after.",
  ["kit.say.missing_call"] = "{call} moves the {n} - 1 disks on top without calling " ..
    "{fname}: it needs two calls, one before its move, one after.",
  ["kit.say.missing_move"] = "{call} calls {fname} twice but makes no move itself: its " ..
    "biggest disk never moves.",
  ["kit.say.move_args.values"] = "in {call} the move is {made}, but {move} takes two values, " ..
    "the pegs: it must move the biggest disk from {peg_from} to {peg_to}{extra}.",
  ["kit.say.move_args"] = "in {call} the move is {made}, but it must move its biggest disk " ..
    "from {peg_from} to {peg_to}{extra}.",
  ["kit.say.base_no_return"] = "{call} made its move and then went on calling {fname}: " ..
    "n = {ns}.",
  ["kit.say.base_no_return.base"] = "the base case of {fname} made its move and then went on " ..
    "calling {fname}.",
  ["kit.say.base_moves_zero"] = "{call} made a move, but with {n} = 0 there is no disk to move.",
  ["kit.say.base_moves_twice"] = "{call} made {own} moves itself ({moves}), but one disk " ..
    "needs one move.",
  ["kit.say.base_no_move"] = "{call} returned without a move, but its one disk still has to " ..
    "go from {peg_from} to {peg_to}.",
  ["kit.say.no_base"] = "{fname} never stops calling itself: the calls go n = {ns}. Nothing " ..
    "stops it: it needs {base}.",
  ["kit.say.move_not_passed"] = "in {call}, {move} has no value: {parent} called it without " ..
    "passing {move} on.",
  ["kit.say.undefined.param"] = " {fname} takes {count} values ({params}), but the kit gives " ..
    "it {given} ({values}): the last is the function that moves a disk.",
  ["kit.say.nil_variable"] = "{name} has no value{line} (Lua says it is nil).{near}",
  ["kit.say.nil_variable.missing"] = "a value is missing{line} (Lua says nil: no value).",
  ["kit.say.missing_peg"] = "{fname} takes {count} values ({params}), but the kit gives it " ..
    "{given}: {values}. So {name} got {peg}, a peg, and calling it failed.",
  ["kit.say.wrong_n.first"] = "in {call} the first call is {made}: it takes {disks} " ..
    "{disks:one=disk;other=disks}, but the {n} - 1 disks on top must all move.",
  ["kit.say.wrong_n.second"] = "in {call} the second call is {made}: it takes {disks} " ..
    "{disks:one=disk;other=disks}, but the {n} - 1 disks on top must all move.",
  -- a proven repair (hanoi.teach.repair): the code stays code
  ["kit.fix.after"] = "after line {line} add `{code}`",
  ["kit.fix.before"] = "before line {line} add `{code}`",
  ["kit.fix.delete"] = "delete line {line} (`{code}`)",
  ["kit.fix.change"] = "change line {line} to `{code}`",
  ["kit.fix.proven"] = "{say} {fix}: with {edits:one=that change;other=these changes} your " ..
    "function is right for {sizes}.",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
The kit (teach.help("check") and so on say more about one of them):
  teach.trace(3)               the calls of the recursion, one line each
  s = teach.stepper(3)         then s() again and again: one step at a time
                               (s:back() goes back, s:next_move(), s:finish())
  teach.explain()              the ways to solve it; teach.explain("recursive")
  teach.moves(3)               the moves, in words
  teach.table()                2^n - 1 moves, and the monks' 584 billion years
  teach.quiz(3)                which disk moves next, and where?
  print(hanoi.new(3))          a position; s = hanoi.new(3); s:move("A", "C")
Four pegs: add {k = 4}, as in teach.trace(4, {k = 4}).
Your own function:
  function solve(n, from, to, via, move)   move(from, to) moves a disk
    ...
  end
  teach.check(solve)           right or not with 1 to 6 disks, and a hint
  teach.trace(solve, 3)        its calls, moves and returns
  s = teach.stepper(solve, 3)  step through it beside its code
  teach.edit(solve)            change it in an editor, and define it again
Words: a call is "open" until it returns; the stack holds one frame per
open call. The base case is the smallest n, where solve stops calling
itself. nil means "no value".]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts]): runs your function with 1 to 6 disks
(1 to n; 1 to 8 on four pegs) and says whether each run is right: every
move legal, the tower on the target, in the fewest moves. When one is
not, it is about the smallest that fails, and a hint says why, when the
kit can tell for sure. opts:
  k = 4                      four pegs: solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          the pegs as numbers instead of letters
  order = {"from", "via", "to"}   for solve(n, from, via, to, move)
  max_seconds = 30           more time for a slow function (default 5)
  max_moves, max_calls, max_depth, max_memory (MiB)   other limits]],
  ["kit.help.edit"] = [[
teach.edit(solve): opens the code of solve in an editor ($EDITOR); when
you save and leave, solve is defined again from what you wrote.]],
  ["kit.help.explain"] = [[
teach.explain(): the ways to solve the puzzle; teach.explain(name) says
why one works and how to follow it by hand, with 3 disks worked out.]],
  ["kit.help.help"] = [[
teach.help(): what the kit offers; teach.help("check"): more on one.]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts]): the moves, one a line (opts: method, k, from, to,
pictures).]],
  ["kit.help.quiz"] = [[
teach.quiz(n): which disk moves next, and where? Answer like "1 C";
"?" shows the answer, "q" stops.]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method or opts]): one step at a time. s() does the
next step and shows the stack of frames (the calls not yet returned) and
the pegs; s:back() goes back one step; s:next_move() runs to the next
move; s:finish() to the end; s:show() shows it all again. Methods: see
teach.explain(). s = teach.stepper(solve, n) does the same for your own
function, with the line of your code beside each frame.]],
  ["kit.help.table"] = [[
teach.table([ns]): for each number of disks, the fewest moves on 3 and 4
pegs, the number of positions, and the monks' time for 64 disks.]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts]): the call tree of the kit's recursion, each call,
move and return on a line, indented by depth. opts: from, to ("A" or 1),
k (3 or 4 pegs), pictures (the pegs after each move), zero (false: leave
out the calls with n = 0), lines (rows per screen).
teach.trace(solve, n [, opts]): the same for your own function, with the
line of your code each return goes back to, the first wrong move marked,
and the verdict.]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
the recursion.
To move n disks from one peg to another, with the third peg as a spare:
move the n-1 disks above the biggest out of the way, onto the spare peg;
move the biggest disk to its place; then move the n-1 disks from the spare
peg back on top of it. It sounds like cheating, and it works: the biggest
disk never gets in the way of the smaller ones, so each half is the same
puzzle with one disk less, down to n = 0, where there is nothing to do.
A call with n > 0 makes 1 move and 2 calls, so the number of moves is
M(n) = 2 M(n-1) + 1 with M(0) = 0: 1, 3, 7, 15, ... = 2^n - 1.

{code}

The numbers (0) to (4) name lines. The computer keeps a stack of frames,
one per call that has not returned yet; each frame holds its own n, from,
to, via and the line it is at. teach.stepper(3) shows that stack step by
step. With n disks there are 2^(n+1) - 1 calls, counting those with n = 0.
By hand: to move a tower, first move the tower above its bottom disk to
the spare peg.]],
  ["kit.explain.direction"] = [[
shift by direction.
Put the pegs on a circle A > B > C > A. To shift disk d one peg round the
circle by s (+1 is one peg right, -1 one peg left), shift the tower above
it, disk d-1 and the smaller ones, by -s (one peg the other way is two
pegs this way: out of its path); shift disk d by s; then shift the tower
above it by -s again, onto it. So every disk always moves the same way
round: the biggest by s, the next by -s, the next by s again. Below, "+2"
means disk 2 one peg right, "-1" disk 1 one peg left.
By hand: know the direction of each disk (they alternate) and move the
disk that can move in its own direction.]],
  ["kit.explain.iterative"] = [[
the monks' rule.
The smallest disk moves every other move, always one peg the same way
round the circle A > B > C > A: right when n is odd and the tower goes one
peg right (A to B), left when it goes one peg left (A to C); with n even
it is the other way round. Between two moves of the smallest disk there is
only one legal move that leaves it alone: between the two other pegs, the
smaller top disk onto the other peg. No memory of the past is needed, only
the pegs: that is why the monks can stop at any move and go on later (in
Lua, hanoi.moves(n, {budget = N}) stops after N moves and goes on later).
By hand: move the smallest disk; make the only other move; repeat.]],
  ["kit.explain.four_step"] = [[
the four-step cycle.
Move the smallest disk, move the second smallest, move the smallest onto
the second (two disks moved in three moves), then make the one other move.
With the pegs named from, temp, to (temp and to swapped when n is odd) the
first three moves are from>temp, from>to, temp>to; the fourth is the legal
move between from and temp; then the names rotate:
from, temp, to = to, from, temp.
By hand: count "one, two, three, four" as you move.]],
  ["kit.explain.three_step"] = [[
the three-step cycle.
Look only at the pairs of pegs AB, AC, BC in turn (AC, AB, BC when n is
odd; here A is the start, C the target) and make the one legal move
between the two pegs of the pair: the smaller top disk goes onto the other
peg (or onto an empty one).
By hand: "A-B, A-C, B-C", and between the two pegs, small onto big.]],
  ["kit.explain.route_table"] = [[
the route table.
Number the six moves 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B: these are
the route codes. The route of 1 disk from A to C is [1]. The route of k
disks is: the route of k-1 disks with B and C swapped (the table
1 0 4 5 2 3 turns each code into its swapped one: the k-1 disks go to B);
then 1 (the big disk, A>C); then the route of k-1 disks relabelled A>B,
B>C, C>A (the table 3 2 5 4 0 1: the k-1 disks come from B to C). Written
out, the route of n disks is 2^n - 1 codes; the iterator needs no such
list: move m is in the second half at level k exactly when bit k-1 of m
is 1, so it finds the code of move m level by level, from the level of
its lowest 1 bit up.
By hand: write the route for 1, 2, 3 disks, doubling each time.]],
  ["kit.explain.binary"] = [[
the binary counter.
Write the move number m in binary. The disk of move m is the position of
its lowest 1 bit, counted from the right starting at 1: m = 4 is 100 in
binary, so move 4 moves disk 3 (the bit that has just turned from 0 to 1
as the counter went from 3 to 4). Disk d moves every 2^d moves, first at
move 2^(d-1), and always the same way round the circle (the biggest one
way, the next the other way, alternately). The Gray code of m is
m xor (m >> 1): a way of counting in which each step changes exactly one
bit, here the bit of the disk that moved, so bit d-1 of the Gray code is
1 when disk d has moved an odd number of times.
By hand: count in binary; the bit that turns on names the disk.]],
  ["kit.explain.frame_stewart"] = [[
four pegs, Frame-Stewart.
With a second spare peg the tower moves in fewer moves. Pick a number k
(the split); park the top k disks on one spare peg, using all four pegs;
move the other n-k disks to the target with the three pegs left (the
parked disks' peg cannot be used: they are smaller), by the recursion for
three pegs; then move the k parked disks onto them, using all four pegs
again. The best k makes 2 F(k) + 2^(n-k) - 1 smallest, where F(k) is the
number of moves for k disks on four pegs: hanoi.split(n, 4) gives it. 4
disks take 9 moves instead of 15, 10 disks 49 instead of 1023. That this
is the minimum for four pegs was proved only in 2014 (Bousch).

{code}

By hand: park the small disks out of the way on the extra peg first.]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "Tutorial: {tutorial}  Reference: {reference}",
  ["kit.repl.docs2"] = "Tutorial:  {tutorial}\nReference: {reference}",
  ["kit.repl.no_value"] = "no value",
  ["kit.repl.your_function"] = "your function",
  ["kit.repl.must.1"] = "the first argument must be {expected}, got {got}",
  ["kit.repl.must.2"] = "the second argument must be {expected}, got {got}",
  ["kit.repl.must.3"] = "the third argument must be {expected}, got {got}",
  ["kit.repl.must.4"] = "the fourth argument must be {expected}, got {got}",
  ["kit.repl.must.n"] = "the #{i} argument must be {expected}, got {got}",
  ["kit.repl.arg.1"] = "the first argument: {message}",
  ["kit.repl.arg.2"] = "the second argument: {message}",
  ["kit.repl.arg.3"] = "the third argument: {message}",
  ["kit.repl.arg.4"] = "the fourth argument: {message}",
  ["kit.repl.arg.n"] = "the #{i} argument: {message}",
  ["kit.repl.error_value"] = "(an error value of type {type})",
  ["kit.repl.hook_removed"] = "the hook set with debug.sethook lasted for that line only: the REPL" ..
    " is Lua code too, and runs under no hook of yours",
  ["kit.repl.was_local"] = " ({name} was typed as local, and a local lasts one chunk: type it " ..
    "again without local)",
  ["kit.repl.interrupted"] = "interrupted (Ctrl-C)",
  ["kit.repl.not_in_kit"] = " ({name} is not in the kit; did you mean {best}?)",
  ["kit.repl.locals"] = "{names} {count:one=was;other=were} typed as local, and a local lasts " ..
    "one chunk: {count:one=it is;other=they are} gone now. Type {count:one=it;other=them} " ..
    "again without local to keep {count:one=it;other=them}.",
  ["kit.repl.stale"] = " {names} still {count:one=means;other=mean} the one typed before.",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: the chunk is nested too deeply for Lua (C stack overflow)",
  ["kit.repl.dropped"] = "(Ctrl-C: that line did not run)",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} is the variable of the for loop on line {line}, and Lua does not " ..
    "let a loop change its own variable. To change it, copy it first, at the top of the " ..
    "loop: local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what} must be an integer, got {got}",
  ["kit.why.range"] = "{what} must be {lo}..{hi}, got {got}",
  ["kit.why.at_least"] = "{what} must be >= {lo}, got {got}",
  ["kit.why.type"] = "{what} must be a {type}, got {got}",
  ["kit.why.option_names"] = "option names must be strings, got {got}",
  ["kit.why.unknown_option"] = "unknown option '{name}'",
  ["kit.why.unknown_method"] = "unknown method '{name}'",
  ["kit.why.peg"] = "{what} must be A..{last} or 1..{k}, got {got}",
  ["kit.why.pegs_list"] = "field 'pegs' is the number of pegs (3 or 4); a list of peg " ..
    "names is 'names'",
  ["kit.why.k_pegs"] = "fields 'k' and 'pegs' disagree",
  ["kit.why.same"] = "source and target pegs are the same",
  ["kit.why.names_list"] = "field 'names' must be a list of peg names, got {got}",
  ["kit.why.names_count"] = "field 'names' must list {count} peg names",
  ["kit.why.names_34"] = "field 'names' must list 3 or 4 peg names",
  ["kit.why.names_type"] = "peg names must be strings or numbers",
  ["kit.why.names_differ"] = "peg names must differ",
  ["kit.why.order"] = "field 'order' must list the roles {roles}, in the order " ..
    "your function takes the pegs",
  ["kit.why.max_seconds"] = "field 'max_seconds' must be a number above 0, at most {most}",
  ["kit.why.method_pegs"] = "method '{name}' needs {k} pegs",
  ["kit.why.method_3"] = "field 'method' applies to 3 pegs only",
  ["kit.why.table"] = "numbers of disks must be integers 1..{most}",
  ["kit.why.no_source"] = "its source is not kept: type it in this REPL, or load it from a file",
  ["kit.why.out"] = "field 'out' must be a function or a file, got {got}",
  ["kit.why.colon"] = "call a stepper's functions with a colon: s:{name}(), not s.{name}()",
  ["kit.expect.lua_function"] = "function written in Lua",
  ["kit.expect.options"] = "options table",
  ["kit.expect.state3"] = "3-peg hanoi.State",
  ["kit.expect.one_of"] = "one of {list}",
  ["kit.got.fraction"] = "a number with no integer value",
  ["kit.got.c_function"] = "a function of Lua's own (written in C)",
  ["kit.got.pegs"] = "{count} pegs",
  ["kit.what.disks"] = "the number of disks",
  ["kit.what.smallest"] = "the smallest number of disks",
  ["kit.what.largest"] = "the largest number of disks",
  ["kit.what.target"] = "the target peg",
  ["kit.what.field"] = "field '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "Tap a peg (its disks, its rod or the air above it) to lift its top "
    .. "disk, then tap the peg to put it on.",
  ["kit.lesson.ui.clickhow"] = "Click a peg (its disks, its rod or the air above it) to lift its top "
    .. "disk, then the peg to put it on; or press 1, 2, 3.",
  ["kit.lesson.ui.ccall"] = "it ran on past its time limit where no hook can stop it (a long call "
    .. "of C, such as a pattern match): stopped",
  ["kit.lesson.ui.wrongmove"] = "Before move {move}. The arrow is the move your function made: disk "
    .. "{disk} from {from} to {to}.",
  ["kit.lesson.ui.wrongempty"] = "Before move {move}. The arrow is the move your function made: from "
    .. "{from} to {to}, but peg {from} is empty.",
  ["kit.lesson.ui.fixhead"] = "A change the kit tried: with it, your function is right.",
  ["kit.lesson.ui.fixat"] = "Line {line}, before and after:",
  ["kit.lesson.ui.before"] = "before",
  ["kit.lesson.ui.after"] = "after",
  ["kit.lesson.ui.apply"] = "Make this change",
  ["kit.lesson.ui.applied"] = "Line {line} changed. Press Check to check it again.",
  ["kit.lesson.ui.stale"] = "Your code changed since the check: press Check again first.",
  ["kit.lesson.ui.surrogate"] = "Line {line} holds half of a character (U+{code}, a lone surrogate, "
    .. "which a paste can bring): no saved file can hold it. Delete it or "
    .. "type the character again, then press Check.",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. More to explore: build it up, cycles, more pegs, your own board",
  ["kit.lesson.ui.subbuild"] = "One disk, two, three: each from the one before",
  ["kit.lesson.ui.subcycle"] = "The smallest disk's cycle and the route table",
  ["kit.lesson.ui.subpegs"] = "The fewest moves on 3 to 8 pegs",
  ["kit.lesson.ui.subiter"] = "The monks' rule and recursion",
  ["kit.lesson.ui.subfree"] = "A board of your own size",
  ["kit.lesson.ui.part1"] = "First the tower of {m} to the spare peg: {moves}",
  ["kit.lesson.ui.part2"] = "Then the biggest disk to the goal: {moves}",
  ["kit.lesson.ui.part3"] = "Then the tower of {m} onto it: {moves}",
  ["kit.lesson.ui.routeof"] = "{n} disks: {routes}",
  ["kit.lesson.ui.cyclesmall"] = "move {i}: the smallest disk, one peg on ({from} to {to})",
  ["kit.lesson.ui.cycleother"] = "move {i}: the only move that leaves the smallest alone (disk {disk}, "
    .. "{from} to {to})",
  ["kit.lesson.ui.pegsk"] = "{k} pegs",
  ["kit.lesson.ui.freedisks"] = "Disks",
  ["kit.lesson.ui.freepegs"] = "Pegs",
  ["kit.lesson.ui.buildboard"] = "board, built up disk by disk",
  ["kit.lesson.ui.cycleboard"] = "board, 4 disks, the smallest disk's cycle",
  ["kit.lesson.ui.freeboard"] = "board of your own size",
  ["kit.lesson.buildup"] = [[
One disk: one move. Two disks: the small one to the spare peg, the big one
to the goal, the small one onto it: 3 moves. Three disks: the top two, as a
tower of two, to the spare peg (3 moves, as you just did), the biggest to
the goal, the tower of two onto it (3 moves again): 7 moves. Each size is
built from the one before, like a salami cut one slice at a time. This is
divide and conquer: split the problem into a part you can do at once (one
disk) and parts that look like the whole problem, only smaller (a smaller
tower).]],
  ["kit.lesson.cycle"] = [[
Watch the smallest disk: it makes every other move, always one peg on, round
the same way (A to C to B to A when the number of disks is odd, A to B to C
to A when it is even). Between two of its moves there is only one legal move
that leaves it alone. Number the six moves between two pegs: that is the
route table. The way of n disks is the way of n-1 disks with B and C
swapped, then move 2 (A to C), then the way of n-1 disks with A, B, C
renamed B, C, A.]],
  ["kit.lesson.manypegs"] = [[
With more spare pegs the tower needs far fewer moves. Split the tower: move
the top part out of the way using every peg, the rest with one peg fewer,
then the top part back. The table gives the fewest moves this way (the
Frame-Stewart numbers) for 1 to 10 disks on 3 to 8 pegs. They are proven the
fewest for 3 and 4 pegs; for 5 pegs or more, nobody has proven it for every
number of disks.]],
  ["kit.lesson.iterative"] = [[
The monks' rule (section 5) needs no memory: look at the pegs and you know
the next move. Recursion keeps a stack of calls that have not finished yet.
So why learn recursion? Because it is easy to prove right: it moves 0 disks
right, and if it moves n-1 disks right, then it moves n disks right
(induction). That the monks' rule always ends with the whole tower on the
goal needs a much longer proof.]],
  ["kit.lesson.own"] = [[
Your own board: choose the number of disks and of pegs. A disk you lift
flies above its peg until you choose where it goes. Hint shows the next move
of a shortest way.]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "the recursion.\nTo move n disks from one peg to another, with the third " ..
    "peg as a spare:\nmove the n-1 disks above the biggest out of the way, " ..
    "onto the spare peg;\nmove the biggest disk to its place; then move the " ..
    "n-1 disks from the spare\npeg back on top of it. It sounds like " ..
    "cheating, and it works: the biggest\ndisk never gets in the way of the " ..
    "smaller ones, so each half is the same\npuzzle with one disk less, down " ..
    "to n = 0, where there is nothing to do.\n" ..
    "A call with n > 0 makes 1 move and 2 calls, so the number of moves is\n" ..
    "M(n) = 2 M(n-1) + 1 with M(0) = 0: 1, 3, 7, 15, ... = 2^n - 1.\n" ..
    "\n{code}\n\nThe numbers (0) to (4) name lines. The computer keeps a " ..
    "stack of frames,\none per call that has not returned yet; each frame " ..
    "holds its own n, from,\nto, via and the line it is at. Section 3 shows " ..
    "that stack step by\nstep. With n disks there are 2^(n+1) - 1 calls, " ..
    "counting those with n = 0.\nBy hand: to move a tower, first move the " ..
    "tower above its bottom disk to\nthe spare peg.",
  ["kit.hint.endless.loop.page"] = "{fname} was still running when the kit stopped it{at}: a loop that " ..
    "never ends? The page gives each number of disks the same time as the " ..
    "grading of a class.",
  ["kit.hint.needs_k.page"] = "{fname} takes {count} values ({params}): four pegs. This page checks " ..
    "functions for three pegs: solve(n, from, to, via, move).",
  ["kit.hint.no_recursion.page"] = "{fname} never calls itself. The recursion moves the {n} - 1 disks on " ..
    "top with a call of {fname} itself (section 3); a loop alone must follow " ..
    "the monks' rule (section 5).",
  ["kit.hint.not_shortest.first.page"] = "every move is legal and the tower gets there, but in {moves} moves, " ..
    "where {optimal} {optimal:one=is;other=are} enough: {fname} makes moves " ..
    "that are not needed (Step through it shows the first).",
  ["kit.hint.not_shortest.them.page"] = "every move is legal and the tower gets there, but in {moves} moves, " ..
    "where {optimal} {optimal:one=is;other=are} enough: {fname} makes moves " ..
    "that are not needed (Step through it shows them).",
  ["kit.hint.not_shortest.three.page"] = "its moves use only three of the four pegs; with all four, {optimal} " ..
    "moves do it: park some disks on a spare peg first (section 7).",
  ["kit.hint.order.page"] = "{fname} is right when its pegs come in another order{on}: it seems to " ..
    "take ({params}). Swap its parameters, then press Check again.",
  ["kit.hint.peg_arithmetic.page"] = "the pegs are letters here ({peg}), and arithmetic such as {expr} needs " ..
    "numbers: with the pegs {list} your function is right for {sizes}. Use " ..
    "the pegs as they come (from, to, via), without arithmetic.",
  ["kit.hint.wrong_parity.even.page"] = "with {failed} disks the tower ends on {B}, with {passed} on {C}: the " ..
    "smallest disk goes the wrong way round when n is even. With n even it " ..
    "goes {A}, {B}, {C}, {A}, ...; with n odd {A}, {C}, {B}, {A}, ... " ..
    "(section 5).",
  ["kit.hint.wrong_parity.odd.page"] = "with {failed} disks the tower ends on {B}, with {passed} on {C}: the " ..
    "smallest disk goes the wrong way round when n is odd. With n even it " ..
    "goes {A}, {B}, {C}, {A}, ...; with n odd {A}, {C}, {B}, {A}, ... " ..
    "(section 5).",
  ["kit.keys.page"] = "Next step does one step, Back goes back one, Next move runs to the next move.",
  ["kit.step.goes_back.page"] = " (Back goes back)",
  ["kit.stepper.frame_stewart.page"] = "One step is a call, a move or a return. The stack of frames\n" ..
    "shows each call that has not returned yet, at a line of the code\n" ..
    "of solve4 or of solve (the three-peg part).",
  ["kit.stepper.recursive.page"] = "One step is a call, a move or a return. The stack of frames\n" ..
    "shows each call that has not returned yet, at a line of the code\n" ..
    "of the recursion: (0) just called, (1) in the first call,\n" ..
    "(2) the move next, (3) the second call, (4) the return next.",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "return to the caller",
  ["kit.code.solve.1"] = "n-1 disks out of the way",
  ["kit.code.solve.2"] = "the biggest to its place",
  ["kit.code.solve.3"] = "n-1 disks back on top",
  ["kit.code.solve4.1"] = "park k disks on a, 4 pegs",
  ["kit.code.solve4.2"] = "the rest to `to`, 3 pegs",
  ["kit.code.solve4.3"] = "the k disks on top, 4 pegs",
  ["kit.code.solve4.count"] = "how many disks to park",
  ["kit.code.start"] = "a call starts here",
  ["kit.grade.slip"] = "slip",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- your code here: move n " ..
    "disks from 'from' to 'to'\nend\n",
  ["kit.lesson.ui.graphtitle"] = "positions of 3 disks on 3 pegs",
  ["kit.pager.more"] = "-- more: Enter shows the next screen, q and Enter stops --",
  ["kit.step.header.page"] = "{n} {n:one=disk;other=disks} from {from} to {to}{four}.",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}, Gray code {gray}",
  ["kit.note.direction.left"] = "-{disk}: disk {disk} one peg left (A>C>B>A)",
  ["kit.note.direction.right"] = "+{disk}: disk {disk} one peg right (A>B>C>A)",
  ["kit.note.four_step"] = "step {k} of 4: {what}",
  ["kit.note.four_step.1"] = "the smallest",
  ["kit.note.four_step.2"] = "the second smallest",
  ["kit.note.four_step.3"] = "the smallest onto the second",
  ["kit.note.four_step.4"] = "the other move",
  ["kit.note.iterative.left"] = "the smallest, one peg left",
  ["kit.note.iterative.other"] = "the one other legal move",
  ["kit.note.iterative.right"] = "the smallest, one peg right",
  ["kit.note.route"] = "route code {code} ({name})",
  ["kit.note.three_step"] = "step {k} of 3: between {a} and {b}",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "The first call of {fname} needs its pegs in another order.",
  ["kit.repair.call_pegs.second"] = "The second call of {fname} needs its pegs in another order.",
  ["kit.repair.move_args"] = "The move needs other pegs.",
  ["kit.repair.move_first"] = "The move comes before the calls, but it belongs between them.",
  ["kit.repair.move_last"] = "The move comes after the calls, but it belongs between them.",
  ["kit.repair.swap"] = "Two steps of {fname} are in the wrong order.",
  ["kit.repair.wrong_n"] = "A call of {fname} takes another number of disks than it should.",
  ["kit.repair.base_no_return"] = "The base case needs a `return`.",
  ["kit.repair.no_base"] = "{fname} needs a base case that stops it.",
  ["kit.repair.misplaced_end"] = "A step of {fname} is on the wrong side of an `end`.",
  ["kit.repair.base"] = "The base case needs a change.",
  ["kit.repair.rename"] = "Nothing in your file is called {name}, and it has no value: " ..
    "you probably mean {near}.",
  ["kit.repair.no_move"] = "{fname} shows a move but never makes one.",
  ["kit.repair.peg_arithmetic"] = "The sum that finds the spare peg needs another number.",
  ["kit.repair.missing_arg"] = "A call of {fname} passes one value too few.",
  ["kit.repair.nil_default"] = "{name} has no value the first time it is used.",
  ["kit.repair.local_order"] = "{name} is declared as a local on line {line}, below its first " ..
    "use: where it is used it is still a global with no value.",
  ["kit.repair.split"] = "The number of disks {fname} parks first needs to be " ..
    "another: with it the moves are not the fewest.",
  ["kit.repair.four_pegs"] = "A call in {fname} needs its pegs in another order.",
  ["kit.repair.loop_stop"] = "The test that stops the loop of {fname} stops it " ..
    "one step too early or too late.",
  ["kit.fix.move_up"] = "move lines {first} to {last} (`{code}` and what follows) above " ..
    "line {line}",
  ["kit.hint.move_not_passed.place"] = "in {call}, {move} has no value: the call {parent} made passes " ..
    "no function as its value number {place}, where {move} is taken.",
  ["kit.hint.undefined.declared"] = "{fname} calls {name}, which has no value there (Lua says it " ..
    "is nil), though your file declares {name} on line {line}.{near}",
  ["kit.hint.undefined.unseen"] = "{fname} calls {name}, but {name} has no value there (Lua says " ..
    "it is nil).{near}",
  ["kit.hint.order.named"] = "Its parameters' names say ({said}), so the kit checks it in " ..
    "that order.",
  ["kit.repair.missing_move"] = "{fname} makes its two calls but no move of its own between them.",
  ["kit.edit.cannot_write"] = "teach.edit: cannot write a file for the editor",
  ["kit.edit.unchanged"] = "teach.edit: nothing changed",
  ["kit.edit.again"] = "(teach.edit again opens what you wrote)",
  ["kit.edit.defined"] = "defined again ({lines} {lines:one=line;other=lines})",
  ["kit.report.named_order"] = "{fname} was checked with its pegs in the order its parameters' names say: ({said}).",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "its opts comment: {why}",
  ["kit.graded.not_option"] = "{name} is not an option a file may set (order, names, k)",
  ["kit.graded.list_not_option"] = "a list is not an option a file may set (order, names, k)",
  ["kit.graded.escape"] = "an escape it cannot read",
  ["kit.graded.unended"] = "a string that does not end",
  ["kit.graded.too_nested"] = "tables nested too deep",
  ["kit.graded.bad_table"] = "a table it cannot read",
  ["kit.graded.bad_value"] = "a value it cannot read",
  ["kit.graded.not_table"] = "not a table",
  ["kit.graded.after_table"] = "more after the table",
  ["kit.graded.too_long"] = "longer than {most} characters",
  ["kit.graded.cut"] = "{kept} [... {bytes} bytes more]",
  ["kit.graded.times"] = "{at}({count} {count:one=time;other=times}) {message}",
  ["kit.graded.positions"] = "{at}(and {count} more {count:one=position;other=positions}) {message}",
  ["kit.graded.no_debug"] = "{message}: a graded file has no debug library (no debug.sethook, " ..
    "no debug.getinfo)",
  ["kit.graded.error_value"] = "the error value {value}",
  ["kit.graded.unloaded"] = "it did not finish loading: {why}",
  ["kit.graded.deep"] = "a recursion {depth} {calls:one=call;other=calls} deep was still going " ..
    "after {steps} {steps:one=step;other=steps} of Lua (--max-seconds {seconds})",
  ["kit.graded.memory"] = "it took more than {mib} MiB of memory (--max-memory {option})",
  ["kit.graded.sethook"] = "it called debug.sethook",
  ["kit.graded.steps"] = "still running after {steps} {steps:one=step;other=steps} of Lua " ..
    "(--max-seconds {seconds})",
  ["kit.graded.time"] = "still running after {cpu} seconds of CPU time (--max-seconds {seconds})",
  ["kit.graded.yield"] = "it called coroutine.yield outside any coroutine of its own (a file's " ..
    "top level must not yield)",
  ["kit.graded.overflow"] = "a recursion without end, or deeper than Lua's stack of calls holds " ..
    "(about {most} {most:one=call;other=calls}): {message}",
  ["kit.graded.c_function"] = "its function is one of Lua's own (written in C), not one it defines",
  ["kit.graded.no_function"] = "it defines no function solve",
  ["kit.graded.stopped"] = "the grader stopped on it: {message}",
  ["kit.graded.too_large"] = "it is larger than {mib} MiB",
  ["kit.graded.interrupted_here"] = "stopped: the grader was interrupted ({signal}) while it " ..
    "graded this file",
  ["kit.graded.wall"] = "still running after {seconds} {seconds:one=second;other=seconds} of " ..
    "wall-clock time: stopped",
  ["kit.graded.cpu"] = "it used more than {seconds} {seconds:one=second;other=seconds} of CPU " ..
    "time: stopped",
  ["kit.graded.outside"] = "its process was ended by {signal}, a signal sent from outside the grader",
  ["kit.graded.crashed"] = "it crashed the interpreter ({signal})",
  ["kit.graded.ran_on"] = "it ran on past its time limit where no hook can stop it (a long call " ..
    "of C, such as a pattern match): stopped",
  ["kit.graded.out_of_memory"] = "it took more than the {mib} MiB of memory the grader allows",
  ["kit.graded.failed"] = "the grader failed on it: {message}",
  ["kit.graded.unreadable"] = "its row came back unreadable (the process ended with {how} {code})",
  ["kit.graded.interrupted"] = "interrupted by {signal}: {done} of {total} " ..
    "{total:one=file;other=files} graded",
  ["kit.reason.over"] = "this move belongs to a run of teach that has ended",
  ["kit.moves.fewest"] = "{moves} {moves:one=move;other=moves}, the fewest for {n} " ..
    "{n:one=disk;other=disks} on {k} pegs",
  ["kit.trace.depth"] = "[depth {depth}]",
  ["kit.repl.stepper"] = "(a stepper at step {step}; keep it: s = {call}, then s())",
  ["kit.repl.stepper_end"] = "(a stepper at step {step}, at the end; keep it: s = {call}, then s())",
}
