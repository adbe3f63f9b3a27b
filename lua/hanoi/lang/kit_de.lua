--- The texts of the teaching kit in German (Deutsch): key -> text.
-- Scheibe (disk), Stab (peg), Zug (move), Aufruf (call), Rekursion,
-- Basisfall (base case), Aufrufstapel (stack of frames);
-- docs/glossary.md. Lua's names (teach.check, max_moves) stay as they are.
-- @module hanoi.lang.kit_de
return {
  ["kit.list.comma"] = ", ",
  ["kit.list.and"] = "{list} und {last}",
  ["kit.list.range"] = "{lo} bis {hi}",
  ["kit.sizes"] = "{sizes} {last:one=Scheibe;other=Scheiben}",
  ["kit.sizes.none"] = "keiner Anzahl",
  ["kit.disks"] = "{count:one=Scheibe;other=Scheiben} {list}",
  ["kit.counts"] = "{moves} {moves:one=Zug;other=Züge}, {calls} {calls:one=Aufruf;other=Aufrufe}, " ..
    "höchstens {open} {open:one=Aufruf;other=Aufrufe} zugleich offen",
  ["kit.move"] = "Zug {m}: Scheibe {disk} von {from} nach {to}",
  ["kit.move.nodisk"] = "Zug {m}: von {from} nach {to}",
  ["kit.reason.illegal"] = "{move} ist nicht erlaubt: {why}",
  ["kit.reason.moves"] = "angehalten bei Zug {at}: mehr als max_moves = {max} Züge " ..
    "(das Minimum ist {optimal})",
  ["kit.reason.depth"] = "angehalten: {open} Aufrufe waren zugleich offen, jeder im vorigen " ..
    "gemacht (mehr als max_depth = {max}), mit n = {ns}",
  ["kit.reason.calls"] = "angehalten: mehr als max_calls = {max} Aufrufe",
  ["kit.reason.seconds"] = "angehalten: lief nach max_seconds = {seconds} Sekunden immer noch",
  ["kit.reason.time"] = "angehalten: lief nach {cpu} Sekunden Rechenzeit immer noch (max_seconds = {seconds})",
  ["kit.reason.steps"] = "angehalten: lief nach {steps} Schritten von Lua immer noch " ..
    "(max_seconds = {seconds})",
  ["kit.reason.memory"] = "angehalten: brauchte mehr als max_memory = {max} MiB Speicher",
  ["kit.reason.yield"] = "die Funktion rief coroutine.yield auf: eine Lösung darf das nicht",
  ["kit.reason.sethook"] = "angehalten: die Funktion rief debug.sethook auf, womit das Kit " ..
    "sie beobachtet",
  ["kit.reason.interrupted"] = "mit Strg-C angehalten",
  ["kit.reason.value"] = "ein Fehlerwert vom Typ {type}",
  ["kit.reason.line"] = "{message} (Zeile {line})",
  ["kit.reason.raised"] = "{fname} meldete einen Fehler: {message}",
  ["kit.reason.ended"] = "{what}: am Ende auf {peg} statt auf {target}",
  ["kit.reason.the_disk"] = "die Scheibe",
  ["kit.reason.both"] = "beide Scheiben",
  ["kit.reason.all"] = "alle {n} Scheiben",
  ["kit.reason.returned"] = "{fname} kehrte nach {moves} {moves:one=Zug;other=Zügen} zurück, " ..
    "mit {disks} nicht auf {target}",
  ["kit.reason.long"] = "erlaubt, {moves} {moves:one=Zug;other=Züge}, das Minimum ist {optimal}",
  ["kit.verdict.right"] = "richtig: {moves} {moves:one=Zug;other=Züge}, das Minimum",
  ["kit.verdict.wrong"] = "nicht richtig: {reason}",
  ["kit.report.right"] = "{fname}: richtig mit {sizes}, jedes Mal mit den wenigsten Zügen.",
  ["kit.report.with"] = "Mit {n} {n:one=Scheibe;other=Scheiben}: {counts}.",
  ["kit.report.wrong"] = "{call}: nicht richtig mit {n} {n:one=Scheibe;other=Scheiben}{also}.",
  ["kit.report.also"] = " (richtig mit {sizes})",
  ["kit.report.sentence"] = "{text}.",
  ["kit.report.raised"] = " (Scheibe {disk} angehoben)",
  ["kit.report.before_move"] = "Vor Zug {m}{raised}:",
  ["kit.report.first_wrong"] = "Der erste falsche Zug ist {move}: {reason}.",
  ["kit.report.before_it"] = "Davor{raised}:",
  ["kit.report.peg_is"] = "{letter} ist {name}",
  ["kit.report.pegs"] = "(Stab {list})",
  ["kit.report.hint"] = "Tipp: {hint}",
  ["kit.step.made"] = "{made} von {total} Zügen gemacht",
  ["kit.step.goes_back"] = " (s:back() geht zurück)",
  ["kit.step.at_start"] = "am Anfang: nichts zurückzunehmen",
  ["kit.step.back"] = "zurück zu Schritt {step} (zurückgenommen: {undone})",
  ["kit.step.back_long"] = "zurück zu Schritt {step}, zurückgenommen:\n    {undone}",
  ["kit.step.before"] = "({steps} {steps:one=Schritt;other=Schritte} davor)",
  ["kit.step.call"] = "Aufruf {call}",
  ["kit.step.return_to"] = "Rückkehr von {me} zu {parent} bei {mark}",
  ["kit.step.return_done"] = "Rückkehr von {me}: fertig",
  ["kit.step.stack_empty"] = "Stapel: leer",
  ["kit.step.stack"] = "Aufrufstapel (Stack-Frames), der äußerste zuerst, jeder bei einer Zeile des Codes:",
  ["kit.step.running"] = "   <- läuft",
  ["kit.step.done"] = "fertig: nichts mehr zu tun",
  ["kit.trace.return_to"] = "Rückkehr zu {parent} bei {mark}",
  ["kit.trace.return_done"] = "Rückkehr: fertig",
  ["kit.trace.hidden"] = "(die {count} Aufrufe mit n = 0 sind nicht gezeigt)",
  ["kit.quiz.intro"] = "Bring die {n} {n:one=Scheibe;other=Scheiben} von {from} " ..
    "nach {to}. Bei jedem Zug:\nwelche Scheibe zieht als Nächste, und wohin? Antworte mit " ..
    "Scheibe und Stab:\n{example} hieße Scheibe 1 nach {from}. Nach einer falschen Antwort " ..
    "hast du\neinen zweiten Versuch; '?' zeigt die Antwort, 'q' hört auf.",
  ["kit.quiz.ask"] = "Zug {m}: welche Scheibe zieht als Nächste, und wohin? ",
  ["kit.quiz.answer"] = "die Antwort: Scheibe {disk} von {from} nach {to}",
  ["kit.quiz.how"] = "antworte mit einer Scheibe 1..{n} und einem Stab A, B oder C, z. B. {example}",
  ["kit.quiz.right"] = "richtig: Scheibe {disk} von {from} nach {to}",
  ["kit.quiz.right2"] = "richtig im zweiten Versuch: Scheibe {disk} von {from} nach {to}",
  ["kit.quiz.again"] = "nein ({why}). Versuch es noch einmal: ",
  ["kit.quiz.wrong"] = "nein ({why}): der Zug ist Scheibe {disk} von {from} nach {to}",
  ["kit.quiz.under"] = "Scheibe {disk} liegt unter Scheibe {top}",
  ["kit.quiz.already"] = "Scheibe {disk} liegt schon auf {peg}",
  ["kit.quiz.longer"] = "erlaubt, aber nicht der kürzeste Weg nach {peg}",
  ["kit.quiz.done"] = "der Turm steht nach {moves} {moves:one=Zug;other=Zügen} auf {peg}",
  ["kit.quiz.score"] = "{right} von {asked} beim ersten Mal richtig{more}",
  ["kit.quiz.more"] = ", {second} weitere im zweiten Versuch",
  ["kit.banner"] = [[
{version} mit hanoi.teach. Probier:
  teach.trace(3)               der Aufrufbaum der Rekursion
  s = teach.stepper(3)         dann s() immer wieder: Schritt für Schritt
                               (s:back() geht zurück, s:next_move(), s:finish())
  teach.explain()              die Methoden; teach.explain("recursive")
  teach.trace(4, {k = 4})      vier Stäbe: die Rekursion von Frame und Stewart
  teach.table()                2^n - 1 Züge, 584,5 Milliarden Jahre der Mönche
  teach.quiz(3)                welche Scheibe zieht als Nächste, und wohin?
  teach.moves(3, {method = "iterative"})       die Züge, in Worten
  print(hanoi.new(3))          eine Stellung
Schreib deine eigene Funktion, dann prüfe sie, verfolge sie und geh sie
Schritt für Schritt durch:
  function solve(n, from, to, via, move)
    ...                        move(from, to) zieht die oberste Scheibe von from
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help() zeigt alles.]],
  ["kit.grade.file"] = "Datei",
  ["kit.grade.verdict"] = "Urteil",
  ["kit.grade.moves"] = "Züge",
  ["kit.grade.calls"] = "Aufrufe",
  ["kit.grade.order"] = "Reihenfolge",
  ["kit.grade.right"] = "richtig",
  ["kit.grade.wrong"] = "falsch",
  ["kit.grade.error"] = "Fehler",
  ["kit.grade.size"] = "{n} {n:one=Scheibe;other=Scheiben}",
  ["kit.grade.unchecked"] = "nicht geprüft: eine kleinere Größe wurde an ihren Grenzen angehalten",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "Die Türme von Hanoi: eine Stunde über Rekursion",
  ["kit.lesson.head.puzzle"] = "1. Das Rätsel und die Legende",
  ["kit.lesson.head.counting"] = "2. Die Züge zählen",
  ["kit.lesson.head.recursion"] = "3. Die Rekursion, Schritt für Schritt",
  ["kit.lesson.head.yours"] = "4. Schreib deine eigene Lösung",
  ["kit.lesson.head.methods"] = "5. Andere Wege zu denselben Zügen",
  ["kit.lesson.head.graph"] = "6. Jede Stellung: der Zustandsgraph",
  ["kit.lesson.head.four"] = "7. Vier Stäbe",
  ["kit.lesson.head.quiz"] = "8. Quiz: welche Scheibe zieht als Nächste?",
  ["kit.lesson.head.history"] = "9. Woher das Rätsel kommt",
  ["kit.lesson.right"] = "Richtig.",
  ["kit.lesson.wrong"] = "Nicht diese.",
  ["kit.lesson.ui.again"] = "Von vorn",
  ["kit.lesson.ui.answer"] = "{verdict} Scheibe {disk} von {from} nach {to}.",
  ["kit.lesson.ui.ask"] = "Welche Scheibe zieht als Nächste, und wohin?",
  ["kit.lesson.ui.back"] = "Zurück",
  ["kit.lesson.ui.board3"] = "Brett, 3 Scheiben",
  ["kit.lesson.ui.board4"] = "Brett, 4 Scheiben auf 4 Stäben",
  ["kit.lesson.ui.calltree"] = "Der Aufrufbaum",
  ["kit.lesson.ui.check"] = "Prüfen",
  ["kit.lesson.ui.checking"] = "Wird geprüft ...",
  ["kit.lesson.ui.deadline"] = "angehalten: läuft nach {s} Sekunden immer noch, weit über die Grenzen des " ..
    "Kits hinaus.\n"
    .. "Die Seite kann nicht sagen, warum. Drück auf Prüfen, um es noch einmal zu versuchen.",
  ["kit.lesson.ui.disk"] = "Scheibe {list}",
  ["kit.lesson.ui.disks"] = "Scheiben {list}",
  ["kit.lesson.ui.done"] = "Gelöst.",
  ["kit.lesson.ui.empty"] = "Stab {peg} ist leer.",
  ["kit.lesson.ui.graphdone"] = "{label}: {where}.",
  ["kit.lesson.ui.graphnext"] = "{label}: {where}. Als Nächstes auf einem kürzesten Weg nach" ..
    " {goal}: Scheibe {disk} von {from} nach {to}.",
  ["kit.lesson.ui.hint"] = "Tipp",
  ["kit.lesson.ui.hintis"] = "Tipp: Scheibe {disk} von {from} nach {to}{exact}.",
  ["kit.lesson.ui.moved"] = "Zug {n}: {from} nach {to}",
  ["kit.lesson.ui.next"] = "Nächster Schritt",
  ["kit.lesson.ui.nextmove"] = "Nächster Zug",
  ["kit.lesson.ui.nextq"] = "Nächste Frage",
  ["kit.lesson.ui.none"] = "leer",
  ["kit.lesson.ui.notproven"] = " (nicht als kürzester bewiesen)",
  ["kit.lesson.ui.peg"] = "Stab {peg}",
  ["kit.lesson.ui.pegon"] = "Stab {peg}: {disks}",
  ["kit.lesson.ui.quizboard"] = "Quizbrett, 3 Scheiben",
  ["kit.lesson.ui.report"] = "der Bericht des Kits",
  ["kit.lesson.ui.running"] = "Läuft ...",
  ["kit.lesson.ui.save"] = "Als .lua speichern",
  ["kit.lesson.ui.score"] = "{right} von {asked} richtig.",
  ["kit.lesson.ui.sections"] = "Abschnitte",
  ["kit.lesson.ui.solved"] = ". Gelöst in {n} Zügen.",
  ["kit.lesson.ui.step"] = "Schritt für Schritt",
  ["kit.lesson.ui.template"] = "Mit der Vorlage beginnen",
  ["kit.lesson.ui.thecode"] = "der Code",
  ["kit.lesson.ui.where"] = "Stab {peg}: wohin?",
  ["kit.lesson.ui.yourcode"] = "dein Code",
  ["kit.lesson.ui.yourlines"] = "dein Code, die laufende Zeile markiert",
  ["kit.lesson.ui.pegs3"] = "3 Stäbe",
  ["kit.lesson.ui.pegs4"] = "4 Stäbe",
  ["kit.lesson.ui.language"] = "Sprache",
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
Drei Stäbe, A, B und C, und auf A ein Turm aus Scheiben, die größte
unten. Bringe den ganzen Turm nach C. Es bewegt sich immer nur eine
Scheibe, nur eine oberste Scheibe darf sich bewegen, und nie darf eine
Scheibe auf einer kleineren liegen.
Die Legende: In einem Tempel bewegen Mönche einen Turm aus 64 goldenen
Scheiben nach diesen Regeln, eine Scheibe pro Sekunde; wenn sie fertig
sind, geht die Welt unter.
Spiel mit 3 Scheiben: Wähle einen Stab, um seine oberste Scheibe
aufzunehmen, dann den Stab, auf den sie kommt (klicke auf die Stäbe oder
drücke 1, 2, 3 oder A, B, C).]],
  ["kit.lesson.counting"] = [[
Wie viele Züge braucht der Turm aus n Scheiben? Damit die größte Scheibe
ziehen kann, müssen die n-1 Scheiben über ihr auf dem freien Stab
stehen: Das kostet M(n-1) Züge. Dann 1 Zug für die größte Scheibe, dann
wieder M(n-1) Züge, um die n-1 Scheiben zurück auf sie zu bringen. Also
M(n) = 2 M(n-1) + 1, mit M(0) = 0, und durch Induktion M(n) = 2^n - 1:
Wenn M(n-1) = 2^(n-1) - 1, dann M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1.
Kürzer geht es nicht: Die größte Scheibe muss mindestens einmal ziehen,
und vorher müssen alle anderen aus dem Weg sein, auf einem Stab.]],
  ["kit.lesson.recursion"] = [[
Die Rekursion unten ist die ganze Lösung. Geh sie Schritt für Schritt
durch: Jeder Schritt ist ein Aufruf, ein Zug oder eine Rückkehr. Der
Aufrufstapel zeigt jeden Aufruf, der noch offen ist, und die Zeile
des Codes, an der jeder gerade steht.]],
  ["kit.lesson.yours"] = [[
Schreibe eine Funktion solve(n, from, to, via, move), die n Scheiben vom
Stab from auf den Stab to bringt, mit via als freiem Stab, und für jeden
Zug move(from, to) aufruft. Prüfen führt sie mit 1 bis 6 Scheiben aus
und sagt, was es findet, genau so wie die Bewertung einer Klasse für
dieselbe Datei. Dein Code bleibt in diesem Browser; Als .lua speichern
schreibt ihn in eine .lua-Datei.]],
  ["kit.lesson.methods"] = [[
Dieselben Züge ergeben sich auch aus Regeln, denen ein Mensch ohne
Rekursion folgen kann.]],
  ["kit.lesson.parity"] = [[
Die Paritätsregel: Nummeriere die Scheiben von 1 (die kleinste) bis n.
In der kürzesten Lösung landet nie eine ungerade Scheibe auf einer
ungeraden und nie eine gerade auf einer geraden; jede Scheibe landet
also nur auf einer Scheibe der anderen Parität (oder auf einem leeren
Stab). Der freie Stab eines Zugs von Stab a nach Stab b, mit den Stäben
nummeriert als 1, 2, 3, ist immer 6 - a - b (oder a xor b, mit den
Stäben nummeriert als 1, 2, 3: 1 xor 2 = 3, 1 xor 3 = 2, 2 xor 3 = 1).]],
  ["kit.lesson.graph"] = [[
Jede Stellung von n Scheiben auf 3 Stäben ist ein Punkt: Es gibt 3^n
davon. Zwei Punkte sind verbunden, wenn ein Zug vom einen zum anderen
führt. Das Bild ist ein Sierpinski-Dreieck; seine Ecken sind die drei
Türme, und die kürzeste Lösung läuft an einer Seite entlang, 2^n - 1
Züge.]],
  ["kit.lesson.four"] = [[
Mit einem vierten Stab geht der Turm viel schneller. Die Methode von
Frame und Stewart: Parke k Scheiben auf einem freien Stab (mit allen
vier Stäben), bringe die anderen n-k Scheiben mit den drei übrigen
Stäben ans Ziel, dann hole die k Scheiben zurück. Die Tabelle zeigt die
wenigsten Züge. Spiel mit 4 Scheiben auf 4 Stäben; Tipp zeigt den
nächsten Zug eines kürzesten Wegs von der Stellung aus, in der die
Scheiben gerade stehen.]],
  ["kit.lesson.quiz"] = [[
Die Scheiben stehen wie in der kürzesten Lösung. Welche Scheibe zieht
als Nächstes, und auf welchen Stab? Klicke auf den Stab der Scheibe,
dann auf den Stab, auf den sie kommt.]],
  -- (translation review) the order of the first sentence is awkward
  -- ("als Spiel verkauft, „La Tour d'Hanoi“, von einem …"): a native speaker
  -- should recast it
  ["kit.lesson.history"] = [[
Das Rätsel wurde 1883 in Paris als Spiel verkauft, „La Tour d'Hanoi“,
von einem „Professor N. Claus (de Siam)“: ein Anagramm von Lucas
d'Amiens, dem französischen Mathematiker Edouard Lucas, der auch die
Legende vom Tempel und seinen 64 goldenen Scheiben schrieb. Frame und
Stewart gaben ihre Methode für vier Stäbe 1941 an; dass sie für vier
Stäbe die kürzeste ist, wurde erst 2014 bewiesen (Thierry Bousch).]],
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value} ist kein Stab",
  ["kit.learner.same_peg"] = "from und to sind derselbe Stab, {peg}",
  ["kit.learner.empty"] = "Stab {peg} ist leer",
  ["kit.learner.on_smaller"] = "Scheibe {disk} darf nicht auf Scheibe {top}",
  ["kit.learner.already"] = "erlaubt, aber der Turm stand schon auf {peg}",
  ["kit.learner.farther"] = "erlaubt, aber danach ist der Turm {moves}" ..
    " {moves:one=Zug;other=Züge} entfernt statt {want}",
  ["kit.lstep.call"] = "Aufruf {call}{tail}",
  ["kit.lstep.tail"] = " (ein Endaufruf)",
  ["kit.lstep.illegal"] = "{move}   <- nicht erlaubt\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- der erste falsche Zug\n    ({why})",
  ["kit.lstep.replaced"] = "{call} wird durch einen Endaufruf ersetzt",
  ["kit.lstep.error"] = "{call} wird durch einen Fehler verlassen",
  ["kit.lstep.return_line"] = "Rückkehr von {me} zu {parent} bei Zeile {line}",
  ["kit.lstep.return_to"] = "Rückkehr von {me} zu {parent}",
  ["kit.lstep.stack"] = "Aufrufstapel, der äußerste zuerst, mit der Zeile, an der jeder ist:",
  ["kit.lstep.more"] = "  ... {count} weitere Rahmen, jeder im vorigen gemacht ...",
  ["kit.lstep.just"] = "gerade aufgerufen",
  ["kit.lstep.line"] = "Zeile {line}",
  ["kit.lstep.done"] = "fertig: {verdict}",
  ["kit.grade.nested"] = "das Kit kann keine Funktion bewerten, während es selbst eine Funktion ausführt",
  ["kit.ltrace.tail"] = "   (ein Endaufruf)",
  ["kit.ltrace.tail_first"] = "   (ein Endaufruf: er ersetzt den Aufruf, der ihn machte)",
  ["kit.ltrace.error"] = "verlassen durch einen Fehler, den ein pcall abfing",
  ["kit.ltrace.return_line"] = "Rückkehr zu {parent} bei Zeile {line}",
  ["kit.ltrace.return_to"] = "Rückkehr zu {parent}",
  ["kit.ltrace.stops"] = "(es endet beim nicht erlaubten Zug)",
  ["kit.ltrace.hint"] = "Tipp: {hint}",
  ["kit.step.header"] = "{method}: {n} {n:one=Scheibe;other=Scheiben} von {from} nach {to}{four}.",
  ["kit.step.on4"] = " auf 4 Stäben",
  ["kit.step.header_learner"] = "{fname}, {n} {n:one=Scheibe;other=Scheiben} von {from} nach {to}.",
  ["kit.explain.list"] = "Die Methoden (teach.explain(NAME) für eine davon):",
  ["kit.explain.example3"] = "Durchgerechnetes Beispiel, 3 Scheiben von A nach C:",
  ["kit.explain.example4"] = "Durchgerechnetes Beispiel, 4 Scheiben von A nach D auf 4 Stäben:",
  -- teach.table
  ["kit.table.col3"] = "3 Stäbe: M(n)",
  ["kit.table.col4"] = "4 Stäbe",
  ["kit.table.colpos"] = "Stellungen: 3^n",
  ["kit.table.note"] = "M(n) sind die wenigsten Züge auf 3 Stäben. Die Regel M(n) = 2 M(n-1) + 1\n" ..
    "(n-1 Scheiben weg, die größte, n-1 Scheiben zurück) mit M(0) = 0 ergibt 2^n - 1.\n" ..
    "4 Stäbe: die wenigsten Züge mit einem zweiten freien Stab (Frame-Stewart).\n" ..
    "Eine Stellung ist jede erlaubte Lage der Scheiben auf 3 Stäben: jede Scheibe\n" ..
    "auf einem von 3 Stäben, also 3^n; M/3^n ist etwa der Anteil davon, durch\n" ..
    "den die kürzeste Lösung geht.",
  ["kit.table.monks"] = "Die Mönche der Legende bewegen 64 Scheiben, einen Zug pro Sekunde:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds} Sekunden",
  ["kit.table.years"] = "= {years} Jahre zu 365,25 Tagen + {days} Tage {hours} h {minutes} min {s} s",
  ["kit.table.about"] = "= etwa {billions} Milliarden Jahre",
  ["kit.table.four"] = "Mit einem vierten Stab: {moves} Züge, {hours} h {minutes} min {s} s.",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "Ein Schritt ist ein Aufruf, ein Zug oder eine Rückkehr. Der Aufrufstapel\n" ..
    "zeigt jeden Aufruf, der noch nicht zurückgekehrt ist, an einer Zeile des Codes\n" ..
    "von teach.explain(\"recursive\"): (0) gerade aufgerufen, (1) im ersten Aufruf,\n" ..
    "(2) als Nächstes der Zug, (3) der zweite Aufruf, (4) als Nächstes die Rückkehr.",
  ["kit.stepper.frame_stewart"] = "Ein Schritt ist ein Aufruf, ein Zug oder eine Rückkehr. Der Aufrufstapel\n" ..
    "zeigt jeden Aufruf, der noch nicht zurückgekehrt ist, an einer Zeile des Codes\n" ..
    "von teach.explain(\"frame_stewart\") (solve4) oder von\n" ..
    "teach.explain(\"recursive\") (solve, der Teil mit drei Stäben).",
  ["kit.stepper.direction"] = "Ein Zug pro Schritt. +d heißt Scheibe d einen Stab nach rechts im Kreis\n" ..
    "A > B > C > A, -d einen Stab nach links.",
  ["kit.stepper.iterative"] = "Ein Zug pro Schritt, nach der Regel der Mönche: die kleinste Scheibe\n" ..
    "jeden zweiten Zug, immer in dieselbe Richtung im Kreis A > B > C > A.",
  ["kit.stepper.four_step"] = "Ein Zug pro Schritt, in Runden zu vier.",
  ["kit.stepper.three_step"] = "Ein Zug pro Schritt: der eine erlaubte Zug zwischen zwei Stäben.",
  ["kit.stepper.route_table"] = "Ein Zug pro Schritt. Der Wegcode nummeriert die sechs Züge:\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B.",
  ["kit.stepper.binary"] = "Ein Zug pro Schritt. m ist die Zugnummer im Binärsystem: ihre niedrigste\n" ..
    "1 nennt die Scheibe. Im Gray-Code ist Bit d-1 gesetzt, wenn Scheibe d\n" ..
    "ungerade oft gezogen hat.",
  ["kit.stepper.learner"] = "Deine Funktion lief, als dieser Stepper gemacht wurde, und ihre Schritte\n" ..
    "wurden aufgezeichnet: ein Schritt ist ein Aufruf, ein Zug oder eine Rückkehr.\n" ..
    "Der Aufrufstapel zeigt jeden Aufruf, der noch nicht zurückgekehrt ist,\n" ..
    "mit der Zeile deines Codes, an der er ist.",
  ["kit.summary.recursive"] = "n-1 Scheiben weg, die größte hinüber, n-1 Scheiben zurück",
  ["kit.summary.direction"] = "Scheibe d um s: der Turm darüber um -s, d um s, der Turm um -s",
  ["kit.summary.iterative"] = "die Regel der Mönche: die kleinste immer in dieselbe Richtung",
  ["kit.summary.four_step"] = "kleinste, zweite, kleinste darauf, der andere Zug",
  ["kit.summary.three_step"] = "der eine erlaubte Zug zwischen A-B, A-C, B-C der Reihe nach",
  ["kit.summary.route_table"] = "der Weg durch Verdoppeln, mit zwei Tabellen von Wegcodes",
  ["kit.summary.binary"] = "die Scheibe von Zug m ist die niedrigste 1 von m im Binärsystem",
  ["kit.summary.frame_stewart"] = "vier Stäbe: k Scheiben parken, den Rest auf 3 Stäben, k zurück",
  ["kit.keys"] = "s() macht den nächsten Schritt, s:back() geht einen zurück, s:next_move()\n" ..
    "läuft bis zum nächsten Zug, s:finish() bis zum Ende.",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) gerade aufgerufen",
  ["kit.at.solve.1"] = "(1) im ersten Aufruf",
  ["kit.at.solve.2"] = "(2) als Nächstes: der Zug",
  ["kit.at.solve.3"] = "(3) als Nächstes: der zweite Aufruf",
  ["kit.at.solve.4"] = "(3) im zweiten Aufruf",
  ["kit.at.solve.5"] = "(4) als Nächstes: Rückkehr",
  ["kit.at.solve4.0"] = "(0) gerade aufgerufen",
  ["kit.at.solve4.1"] = "(1) im ersten Aufruf",
  ["kit.at.solve4.2"] = "(2) als Nächstes: der Aufruf mit 3 Stäben",
  ["kit.at.solve4.3"] = "(2) im Aufruf mit 3 Stäben",
  ["kit.at.solve4.4"] = "(3) als Nächstes: der letzte Aufruf",
  ["kit.at.solve4.5"] = "(3) im letzten Aufruf",
  ["kit.at.solve4.6"] = "(4) als Nächstes: Rückkehr",
  ["kit.step.line"] = "Schritt {step}: {line}",
  -- the hints of the slips (hanoi.teach.diagnose) and the proven repairs (hanoi.teach.repair)
  ["kit.hint.base"] = "den Basisfall (das kleinste n, bei dem sie sich nicht mehr selbst aufruft)",
  ["kit.hint.near"] = " Meinst du {near}?",
  ["kit.hint.line_runs"] = " beim Lauf von Zeile {line}",
  ["kit.hint.in_order"] = "zuerst {first} (die {n} - 1 Scheiben oben aus dem Weg), dann " ..
    "{move}({from}, {to}) (die größte Scheibe), dann {second} (die {n} - 1 Scheiben wieder obendrauf)",
  ["kit.hint.order"] = "{fname} ist richtig, wenn ihre Stäbe in einer anderen Reihenfolge " ..
    "kommen{on}: sie scheint ({params}) zu nehmen. Tausche ihre Parameter, oder prüfe sie so: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.order.on"] = " (hier kam ihr Turm auf {peg})",
  ["kit.hint.no_move"] = "{fname} hat {move} nie aufgerufen, also hat sich keine Scheibe " ..
    "bewegt{printed}. Eine Scheibe bewegt sich nur, wenn dein Code {move}({from}, {to}) " ..
    "aufruft{only}.",
  ["kit.hint.no_move.printed"] = " (sie hat {times}-mal etwas mit print ausgegeben{times:one=;other=})",
  ["kit.hint.no_move.only"] = "; print zeigt nur Text",
  ["kit.hint.move_first"] = "in {call} kommt der Zug vor den beiden Aufrufen. Richtig ist: {order}.",
  ["kit.hint.move_last"] = "in {call} kommt der Zug nach den beiden Aufrufen. Richtig ist: {order}.",
  ["kit.hint.missing_call.loop"] = "{call} macht {own} Züge selbst und ruft {fname} nur einmal " ..
    "auf: wo ein Aufruf die {n} - 1 Scheiben oben bewegen soll, bewegt sie selbst Scheiben. " ..
    "Sie braucht zwei Aufrufe: {order}.",
  ["kit.hint.missing_call.second"] = "{call} ruft {fname} nur einmal auf, vor ihrem Zug: " ..
    "danach müssen die {n} - 1 Scheiben wieder auf die größte: {second}.",
  ["kit.hint.missing_call.first"] = "{call} ruft {fname} nur einmal auf, nach ihrem Zug: " ..
    "davor müssen die {n} - 1 Scheiben oben aus dem Weg: {first}.",
  ["kit.hint.missing_call.before"] = "{call} ruft {fname} nur einmal auf ({only}, vor ihrem " ..
    "Zug), braucht aber zwei Aufrufe: {order}.",
  ["kit.hint.missing_call.after"] = "{call} ruft {fname} nur einmal auf ({only}, nach ihrem " ..
    "Zug), braucht aber zwei Aufrufe: {order}.",
  ["kit.hint.missing_move"] = "{call} ruft {fname} zweimal auf, macht aber selbst keinen Zug: " ..
    "zwischen den beiden Aufrufen muss sie ihre größte Scheibe bewegen, {move}({from}, {to}).",
  ["kit.hint.first_call_pegs"] = "in {call} ist der erste Aufruf {made}, aber er soll die " ..
    "{n} - 1 Scheiben auf den freien Stab bringen: {right}, also {formula}.",
  ["kit.hint.second_call_pegs"] = "in {call} ist der zweite Aufruf {made}, aber er soll die " ..
    "{n} - 1 Scheiben vom freien Stab auf die größte bringen: {right}, also {formula}.",
  ["kit.hint.base_no_return"] = "{call} hat ihren Zug gemacht und dann weiter {fname} " ..
    "aufgerufen: n = {ns}. Nach dem Zug für {base} muss sie zurückkehren (return).",
  ["kit.hint.base_moves_zero"] = "{call} hat einen Zug gemacht, aber mit {n} = 0 gibt es keine " ..
    "Scheibe zu bewegen: für {base} darf sie nur zurückkehren (return).",
  ["kit.hint.base_moves_twice"] = "{call} hat selbst {own} Züge gemacht ({moves}), aber eine " ..
    "Scheibe braucht einen Zug: {move}({from}, {to}). Das gilt für {base}.",
  ["kit.hint.base_no_move"] = "{call} ist ohne Zug zurückgekehrt, aber ihre eine Scheibe muss " ..
    "noch von {peg_from} nach {peg_to}: bewege sie ({move}({from}, {to})), oder nimm {n} == 0 " ..
    "für {base}.",
  ["kit.hint.no_base"] = "{fname} hört nie auf, sich selbst aufzurufen: die Aufrufe gehen " ..
    "n = {ns}. Sie braucht {base}: einen Test wie `if {n} == 0 then return end` am Anfang.",
  ["kit.hint.move_not_passed"] = "in {call} hat {move} keinen Wert: {parent} hat sie " ..
    "aufgerufen, ohne {move} weiterzugeben. Gib es in jedem Aufruf mit: {formula}.",
  ["kit.hint.move_args.n"] = " ({value} ist {n}, die Anzahl der Scheiben, kein Stab)",
  ["kit.hint.move_args.values"] = "in {call} ist der Zug {made}, aber {move} nimmt zwei Werte, " ..
    "die Stäbe: die größte Scheibe muss von {peg_from} nach {peg_to}, {move}({from}, " ..
    "{to}){extra}.",
  ["kit.hint.move_args"] = "in {call} ist der Zug {made}, aber ihre größte Scheibe muss von " ..
    "{peg_from} nach {peg_to}: {move}({from}, {to}){extra}.",
  ["kit.hint.no_recursion"] = "{fname} ruft sich nie selbst auf. Die Rekursion bewegt die " ..
    "{n} - 1 Scheiben oben mit einem Aufruf von {fname} selbst (teach.explain(\"recursive\")); " ..
    "eine Schleife allein muss der Regel der Mönche folgen (teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.even"] = "mit {failed} Scheiben endet der Turm auf {B}, mit {passed} " ..
    "auf {C}: die kleinste Scheibe geht falsch herum, wenn n gerade ist. Bei geradem n geht " ..
    "sie {A}, {B}, {C}, {A}, ...; bei ungeradem n {A}, {C}, {B}, {A}, ... " ..
    "(teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.odd"] = "mit {failed} Scheiben endet der Turm auf {B}, mit {passed} " ..
    "auf {C}: die kleinste Scheibe geht falsch herum, wenn n ungerade ist. Bei geradem n geht " ..
    "sie {A}, {B}, {C}, {A}, ...; bei ungeradem n {A}, {C}, {B}, {A}, ... " ..
    "(teach.explain(\"iterative\")).",
  ["kit.hint.not_shortest.three"] = "ihre Züge benutzen nur drei der vier Stäbe; mit allen " ..
    "vieren schaffen es {optimal} Züge: parke zuerst ein paar Scheiben auf einem freien Stab " ..
    "(teach.explain(\"frame_stewart\")).",
  ["kit.hint.not_shortest.first"] = "jeder Zug ist erlaubt und der Turm kommt an, aber in " ..
    "{moves} Zügen, wo {optimal} {optimal:one=reicht;other=reichen}: {fname} macht Züge, die " ..
    "nicht nötig sind (teach.trace({fname}, {n}{opts}) zeigt den ersten).",
  ["kit.hint.not_shortest.them"] = "jeder Zug ist erlaubt und der Turm kommt an, aber in " ..
    "{moves} Zügen, wo {optimal} {optimal:one=reicht;other=reichen}: {fname} macht Züge, die " ..
    "nicht nötig sind (teach.trace({fname}, {n}{opts}) zeigt sie).",
  ["kit.hint.extra_calls"] = "richtig, aber {fname} hat {calls} Aufrufe gemacht, wo {enough} " ..
    "reichen: manche Aufrufe bewegen nichts (ein Leerlauf?) und können weg.",
  ["kit.hint.undefined"] = "{fname} ruft {name} auf, aber nichts hat diesen Namen (Lua sagt, " ..
    "es ist nil: kein Wert).{near}",
  ["kit.hint.undefined.param"] = " {fname} nimmt {count} Werte ({params}), aber das Kit gibt " ..
    "ihr {given} ({values}): der letzte ist die Funktion, die eine Scheibe bewegt. Nimm sie " ..
    "auch als Parameter: function {fname}({new}).",
  ["kit.hint.missing_peg"] = "{fname} nimmt {count} Werte ({params}), aber das Kit gibt ihr " ..
    "{given}: {values}. Also bekam {name} den Stab {peg}, und der Aufruf ging schief. Nimm " ..
    "diesen Stab auch als Parameter: function {fname}({new}), und gib ihn in jedem Aufruf weiter.",
  ["kit.hint.passed_nil.first"] = "{parent} hat {name} an {call} gegeben (ihren ersten " ..
    "Aufruf), aber {name} hat keinen Wert (Lua sagt, es ist nil).{near}",
  ["kit.hint.passed_nil.second"] = "{parent} hat {name} an {call} gegeben (ihren zweiten " ..
    "Aufruf), aber {name} hat keinen Wert (Lua sagt, es ist nil).{near}",
  ["kit.hint.passed_nil.next"] = "{parent} hat {name} an {call} gegeben (ihren nächsten " ..
    "Aufruf), aber {name} hat keinen Wert (Lua sagt, es ist nil).{near}",
  ["kit.hint.nil_variable.field"] = "das Feld {name} hat keinen Wert{line} (Lua sagt, es ist " ..
    "nil): gib ihm einen Wert (zum Beispiel {start}), bevor du es benutzt.",
  ["kit.hint.nil_variable"] = "{name} hat keinen Wert{line} (Lua sagt, es ist nil).{near} Gib " ..
    "ihm einen Wert, bevor du es benutzt (zum Beispiel {name} = {start}, bevor du {fname} aufrufst).",
  ["kit.hint.nil_variable.missing"] = "ein Wert fehlt{line} (Lua sagt nil: kein Wert): jede " ..
    "Variable braucht einen Wert, bevor sie benutzt wird.",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}` (Zeile {line})",
  ["kit.hint.peg_arithmetic.numbers"] = "die Stäbe sind hier Buchstaben ({peg}), und Rechnen " ..
    "wie {expr} braucht Zahlen; mit nummerierten Stäben (ab 1 oder ab 0) ist es auch nicht richtig.",
  ["kit.hint.peg_arithmetic"] = "die Stäbe sind hier Buchstaben ({peg}), und Rechnen wie " ..
    "{expr} braucht Zahlen: mit den Stäben {list} ist deine Funktion richtig mit {sizes}: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.needs_k"] = "{fname} nimmt {count} Werte ({params}): vier Stäbe. Prüfe sie auf " ..
    "vier Stäben: teach.check({fname}{opts}).",
  ["kit.hint.three_pegs"] = "{fname} nimmt {count} Werte ({params}): drei Stäbe, aber sie " ..
    "wurde auf vier geprüft, also bekam ihr {move} einen Stab. Prüfe sie ohne k = 4.",
  ["kit.hint.global_state.global"] = "die globale Variable {name}",
  ["kit.hint.global_state.outside"] = "{name}, eine Variable außerhalb von {fname}",
  ["kit.hint.global_state.more"] = "weitere",
  ["kit.hint.global_state.fresh"] = "mit {n} {n:one=Scheibe;other=Scheiben} ist {fname} " ..
    "richtig, wenn sie frisch startet, wie vor ihrem ersten Lauf: sie behält etwas von einem " ..
    "Lauf zum nächsten (die Läufe davor haben {list} geändert). Setze solche Werte erst " ..
    "in {fname} auf ihren Anfangswert, oder setze sie vor jedem Lauf zurück.",
  ["kit.hint.global_state"] = "{fname} hat etwas anderes getan, als sie noch einmal mit {n} " ..
    "{n:one=Scheibe;other=Scheiben} lief: sie behält etwas von einem Lauf zum nächsten (sie " ..
    "hat {list} geändert). Setze solche Werte erst in {fname} auf ihren Anfangswert, oder setze sie vor " ..
    "jedem Lauf zurück.",
  ["kit.hint.endless.at"] = " (sie war bei Zeile {line})",
  ["kit.hint.endless.loop"] = "{fname} lief noch, als das Kit sie gestoppt hat{at}: eine " ..
    "Schleife, die nie endet? Wenn sie nur langsam ist, gib ihr mehr Zeit: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.endless.yours"] = "eine Funktion von dir",
  ["kit.hint.endless.first_value"] = "ihr erster Wert",
  ["kit.hint.endless.helper"] = "{name}, die {fname} aufruft, hat sich selbst aufgerufen, bis " ..
    "das Kit sie gestoppt hat ({open} Aufrufe gleichzeitig offen): {param} ging {ns}. Jeder " ..
    "Aufruf muss dem Basisfall näher kommen, und der Basisfall muss zurückkehren.",
  ["kit.hint.endless.same"] = "{fname} ruft sich immer wieder mit demselben n auf: jeder " ..
    "Aufruf muss weniger Scheiben nehmen ({n} - 1).",
  ["kit.hint.endless"] = "die Aufrufe von {fname} erreichen nie {base}: n nimmt die Werte {ns} an.",
  ["kit.hint.wrong_n.first"] = "in {call} ist der erste Aufruf {made}: er nimmt {disks} " ..
    "{disks:one=Scheibe;other=Scheiben}, aber die {n} - 1 Scheiben oben müssen alle ziehen: " ..
    "{formula}.",
  ["kit.hint.wrong_n.second"] = "in {call} ist der zweite Aufruf {made}: er nimmt {disks} " ..
    "{disks:one=Scheibe;other=Scheiben}, aber die {n} - 1 Scheiben oben müssen alle ziehen: " ..
    "{formula}.",
  ["kit.hint.wrong_n.other"] = "ein Aufruf von {fname} nimmt eine andere Anzahl Scheiben " ..
    "als {n} - 1.",
  ["kit.hint.wrong_n.same"] = "{fname} ruft sich immer wieder mit demselben n auf " ..
    "(n = {ns}): jeder Aufruf muss eine Scheibe weniger nehmen, {n} - 1.",
  ["kit.hint.wrong_n.growing"] = "{fname} ruft sich mit wachsendem n auf (n = {ns}): jeder " ..
    "Aufruf muss eine Scheibe weniger nehmen, {n} - 1.",
  ["kit.hint.misplaced_end"] = "ein Aufruf von {fname} steht außerhalb des `if`, in das er " ..
    "gehört: er läuft, egal was {n} ist.",
  ["kit.hint.loop_stop.early"] = "{fname} folgt einer Regel, die den kürzesten Weg macht, " ..
    "aber sie hört nach {made} {made:one=Zug;other=Zügen} auf: der Test, der ihre Schleife " ..
    "beendet, ist falsch (mit {n} {n:one=Scheibe;other=Scheiben} muss sie nach {want} " ..
    "{want:one=Zug;other=Zügen} aufhören).",
  ["kit.hint.loop_stop.late"] = "{fname} folgt einer Regel, die den kürzesten Weg macht, " ..
    "aber sie macht noch {more} weiter, nachdem der Turm steht: der Test, der ihre Schleife " ..
    "beendet, ist falsch (mit {n} {n:one=Scheibe;other=Scheiben} muss sie nach {want} " ..
    "{want:one=Zug;other=Zügen} aufhören).",
  ["kit.hint.park_spare"] = "in {call} parkt der erste Aufruf {parked} " ..
    "{parked:one=Scheibe;other=Scheiben} auf {p}, aber die {rest} " ..
    "{rest:one=Scheibe;other=Scheiben}, die mit drei Stäben ziehen, kommen auch dorthin " ..
    "({move}): der Teil mit drei Stäben muss {p}{pn} in Ruhe lassen und {q}{qn} als freien " ..
    "Stab benutzen.",
  ["kit.hint.return_pegs"] = "in {call} ist der letzte Aufruf {last}: er bringt die {parked} " ..
    "auf {p} geparkten {parked:one=Scheibe;other=Scheiben} nach {to}, aber sie müssen auf " ..
    "die anderen, auf {goal}.",
  ["kit.hint.error.line"] = " in Zeile {line}",
  ["kit.hint.error"] = "{fname} hat mit einem Fehler aufgehört{line}: die Meldung sagt, was " ..
    "schiefging, und wo.",
  ["kit.say.first_call_pegs"] = "in {call} ist der erste Aufruf {made}, aber er soll die " ..
    "{n} - 1 Scheiben auf den freien Stab bringen: {right}.",
  ["kit.say.second_call_pegs"] = "in {call} ist der zweite Aufruf {made}, aber er soll die " ..
    "{n} - 1 Scheiben vom freien Stab auf die größte bringen: {right}.",
  ["kit.say.move_first"] = "in {call} kommt der Zug vor den beiden Aufrufen: die {n} - 1 " ..
    "Scheiben oben liegen noch auf der größten, wenn sie zieht.",
  ["kit.say.move_last"] = "in {call} kommt der Zug nach den beiden Aufrufen: die größte " ..
    "Scheibe muss zwischen ihnen ziehen, sobald die {n} - 1 Scheiben aus dem Weg sind.",
  ["kit.say.missing_call.loop"] = "{call} macht {own} Züge selbst und ruft {fname} nur einmal " ..
    "auf: wo ein Aufruf die {n} - 1 Scheiben oben bewegen soll, bewegt sie selbst Scheiben. " ..
    "Sie braucht zwei Aufrufe, einen vor ihrem Zug, einen danach.",
  ["kit.say.missing_call.before"] = "{call} ruft {fname} nur einmal auf ({only}, vor ihrem " ..
    "Zug), braucht aber zwei Aufrufe: einen vor ihrem Zug, einen danach.",
  ["kit.say.missing_call.after"] = "{call} ruft {fname} nur einmal auf ({only}, nach ihrem " ..
    "Zug), braucht aber zwei Aufrufe: einen vor ihrem Zug, einen danach.",
  ["kit.say.missing_call"] = "{call} bewegt die {n} - 1 Scheiben oben, ohne {fname} " ..
    "aufzurufen: sie braucht zwei Aufrufe, einen vor ihrem Zug, einen danach.",
  ["kit.say.missing_move"] = "{call} ruft {fname} zweimal auf, macht aber selbst keinen Zug: " ..
    "ihre größte Scheibe bewegt sich nie.",
  ["kit.say.move_args.values"] = "in {call} ist der Zug {made}, aber {move} nimmt zwei Werte, " ..
    "die Stäbe: die größte Scheibe muss von {peg_from} nach {peg_to}{extra}.",
  ["kit.say.move_args"] = "in {call} ist der Zug {made}, aber ihre größte Scheibe muss von " ..
    "{peg_from} nach {peg_to}{extra}.",
  ["kit.say.base_no_return"] = "{call} hat ihren Zug gemacht und dann weiter {fname} " ..
    "aufgerufen: n = {ns}.",
  ["kit.say.base_no_return.base"] = "der Basisfall von {fname} hat seinen Zug gemacht und " ..
    "dann weiter {fname} aufgerufen.",
  ["kit.say.base_moves_zero"] = "{call} hat einen Zug gemacht, aber mit {n} = 0 gibt es " ..
    "keine Scheibe zu bewegen.",
  ["kit.say.base_moves_twice"] = "{call} hat selbst {own} Züge gemacht ({moves}), aber eine " ..
    "Scheibe braucht einen Zug.",
  ["kit.say.base_no_move"] = "{call} ist ohne Zug zurückgekehrt, aber ihre eine Scheibe muss " ..
    "noch von {peg_from} nach {peg_to}.",
  ["kit.say.no_base"] = "{fname} hört nie auf, sich selbst aufzurufen: die Aufrufe gehen " ..
    "n = {ns}. Nichts hält sie an: sie braucht {base}.",
  ["kit.say.move_not_passed"] = "in {call} hat {move} keinen Wert: {parent} hat sie " ..
    "aufgerufen, ohne {move} weiterzugeben.",
  ["kit.say.undefined.param"] = " {fname} nimmt {count} Werte ({params}), aber das Kit gibt " ..
    "ihr {given} ({values}): der letzte ist die Funktion, die eine Scheibe bewegt.",
  ["kit.say.nil_variable"] = "{name} hat keinen Wert{line} (Lua sagt, es ist nil).{near}",
  ["kit.say.nil_variable.missing"] = "ein Wert fehlt{line} (Lua sagt nil: kein Wert).",
  ["kit.say.missing_peg"] = "{fname} nimmt {count} Werte ({params}), aber das Kit gibt ihr " ..
    "{given}: {values}. Also bekam {name} den Stab {peg}, und der Aufruf ging schief.",
  ["kit.say.wrong_n.first"] = "in {call} ist der erste Aufruf {made}: er nimmt {disks} " ..
    "{disks:one=Scheibe;other=Scheiben}, aber die {n} - 1 Scheiben oben müssen alle ziehen.",
  ["kit.say.wrong_n.second"] = "in {call} ist der zweite Aufruf {made}: er nimmt {disks} " ..
    "{disks:one=Scheibe;other=Scheiben}, aber die {n} - 1 Scheiben oben müssen alle ziehen.",
  ["kit.fix.after"] = "füge nach Zeile {line} `{code}` ein",
  ["kit.fix.before"] = "füge vor Zeile {line} `{code}` ein",
  ["kit.fix.delete"] = "lösche Zeile {line} (`{code}`)",
  ["kit.fix.change"] = "ändere Zeile {line} in `{code}`",
  ["kit.fix.proven"] = "{say} {fix}: mit {edits:one=dieser Änderung;other=diesen Änderungen} " ..
    "ist deine Funktion richtig mit {sizes}.",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
Das Kit (teach.help("check") usw. sagen mehr über eine Funktion):
  teach.trace(3)               die Aufrufe der Rekursion, jeder auf einer Zeile
  s = teach.stepper(3)         dann s() immer wieder: Schritt für Schritt
                               (s:back() geht zurück, s:next_move(), s:finish())
  teach.explain()              die Wege zur Lösung; teach.explain("recursive")
  teach.moves(3)               die Züge, in Worten
  teach.table()                2^n - 1 Züge, die 584 Milliarden Jahre der Mönche
  teach.quiz(3)                welche Scheibe zieht als Nächstes, und wohin?
  print(hanoi.new(3))          eine Stellung; s = hanoi.new(3); s:move("A", "C")
Vier Stäbe: füge {k = 4} hinzu, wie in teach.trace(4, {k = 4}).
Deine eigene Funktion:
  function solve(n, from, to, via, move)   move(from, to) bewegt eine Scheibe
    ...
  end
  teach.check(solve)           richtig mit 1 bis 6 Scheiben oder nicht, ein Tipp
  teach.trace(solve, 3)        ihre Aufrufe, Züge und Rückkehren
  s = teach.stepper(solve, 3)  Schritt für Schritt neben ihrem Code
  teach.edit(solve)            im Editor ändern und neu definieren
Wörter: ein Aufruf ist "offen", bis er zurückkehrt; der Stapel hat einen Rahmen
pro offenem Aufruf. Der Basisfall ist das kleinste n, bei dem solve sich nicht
mehr selbst aufruft. nil heißt "kein Wert".]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts]): lässt deine Funktion mit 1 bis 6 Scheiben
laufen (1 bis n; 1 bis 8 auf vier Stäben) und sagt, ob jeder Lauf richtig ist:
jeder Zug erlaubt, der Turm auf dem Ziel, mit den wenigsten Zügen. Wenn einer
es nicht ist, geht es um den kleinsten, der scheitert, und ein Tipp sagt warum,
wenn das Kit es sicher weiß. opts:
  k = 4                      vier Stäbe: solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          die Stäbe als Zahlen statt Buchstaben
  order = {"from", "via", "to"}   für solve(n, from, via, to, move)
  max_seconds = 30           mehr Zeit für eine langsame Funktion (sonst 5)
  max_moves, max_calls, max_depth, max_memory (MiB)   andere Grenzen]],
  ["kit.help.edit"] = [[
teach.edit(solve): öffnet den Code von solve in einem Editor ($EDITOR); wenn
du speicherst und ihn verlässt, wird solve aus dem Geschriebenen neu definiert.]],
  ["kit.help.explain"] = [[
teach.explain(): die Wege, das Rätsel zu lösen; teach.explain(name) sagt, warum
einer funktioniert und wie man ihm von Hand folgt, mit 3 Scheiben vorgerechnet.]],
  ["kit.help.help"] = [[
teach.help(): was das Kit bietet; teach.help("check"): mehr über eine Funktion.]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts]): die Züge, einer pro Zeile (opts: method, k, from, to,
pictures).]],
  ["kit.help.quiz"] = [[
teach.quiz(n): welche Scheibe zieht als Nächstes, und wohin? Antworte wie
"1 C"; "?" zeigt die Antwort, "q" hört auf.]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method oder opts]): ein Schritt nach dem anderen. s()
macht den nächsten Schritt und zeigt den Aufrufstapel (die Aufrufe, die
noch nicht zurückgekehrt sind) und die Stäbe; s:back() geht einen Schritt
zurück; s:next_move() läuft bis zum nächsten Zug; s:finish() bis zum Ende;
s:show() zeigt alles noch einmal. Methoden: siehe teach.explain().
s = teach.stepper(solve, n) macht dasselbe für deine eigene Funktion, mit der
Zeile deines Codes neben jedem Rahmen.]],
  ["kit.help.table"] = [[
teach.table([ns]): für jede Anzahl Scheiben die wenigsten Züge auf 3 und 4
Stäben, die Anzahl der Stellungen und die Zeit der Mönche für 64 Scheiben.]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts]): der Aufrufbaum der Rekursion des Kits, jeder
Aufruf, Zug und jede Rückkehr auf einer Zeile, nach Tiefe eingerückt. opts:
from, to ("A" oder 1), k (3 oder 4 Stäbe), pictures (die Stäbe nach jedem Zug),
zero (false: die Aufrufe mit n = 0 weglassen), lines (Zeilen pro Bildschirm).
teach.trace(solve, n [, opts]): dasselbe für deine eigene Funktion: dazu bei
jeder Rückkehr die Zeile deines Codes, zu der sie springt, der erste falsche
Zug markiert und das Urteil.]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
die Rekursion.
Um n Scheiben von einem Stab auf einen anderen zu bringen, mit dem dritten
Stab als freiem Stab: bringe die n-1 Scheiben über der größten aus dem Weg,
auf den freien Stab; bringe die größte Scheibe an ihren Platz; dann bringe
die n-1 Scheiben vom freien Stab zurück auf sie. Das klingt nach Schummeln,
und es funktioniert: die größte Scheibe ist den kleineren nie im Weg, also
ist jede Hälfte dasselbe Rätsel mit einer Scheibe weniger, bis n = 0, wo es
nichts zu tun gibt. Ein Aufruf mit n > 0 macht 1 Zug und 2 Aufrufe, also ist
die Zahl der Züge M(n) = 2 M(n-1) + 1 mit M(0) = 0: 1, 3, 7, ... = 2^n - 1.

{code}

Die Zahlen (0) bis (4) benennen Zeilen. Der Computer hält einen Stapel von
Rahmen, einen pro Aufruf, der noch nicht zurückgekehrt ist; jeder Rahmen hat
sein eigenes n, from, to, via und die Zeile, an der er ist. teach.stepper(3)
zeigt diesen Stapel Schritt für Schritt. Mit n Scheiben gibt es 2^(n+1) - 1
Aufrufe, die mit n = 0 mitgezählt.
Von Hand: um einen Turm zu bewegen, bringe zuerst den Turm über seiner
untersten Scheibe auf den freien Stab.]],
  ["kit.explain.direction"] = [[
Verschieben nach Richtung.
Stell dir die Stäbe auf einem Kreis vor: A > B > C > A. Um Scheibe d um s
auf dem Kreis zu verschieben (+1 ist ein Stab nach rechts, -1 einer nach
links), verschiebe den Turm über ihr, Scheibe d-1 und die kleineren, um -s
(ein Stab in die andere Richtung ist zwei Stäbe in diese: aus ihrem Weg);
verschiebe Scheibe d um s; dann verschiebe den Turm über ihr wieder um -s,
auf sie. So zieht jede Scheibe immer in dieselbe Richtung: die größte um s,
die nächste um -s, die nächste wieder um s. Unten heißt "+2" Scheibe 2
einen Stab nach rechts, "-1" Scheibe 1 einen Stab nach links.
Von Hand: merke dir die Richtung jeder Scheibe (die Richtungen wechseln sich ab) und
ziehe die Scheibe, die in ihre eigene Richtung ziehen kann.]],
  ["kit.explain.iterative"] = [[
die Regel der Mönche.
Die kleinste Scheibe zieht bei jedem zweiten Zug, immer einen Stab in
dieselbe Richtung auf dem Kreis A > B > C > A: nach rechts, wenn n ungerade
ist und der Turm einen Stab nach rechts geht (A nach B), nach links, wenn er
einen Stab nach links geht (A nach C); bei geradem n ist es umgekehrt.
Zwischen zwei Zügen der kleinsten Scheibe gibt es nur einen erlaubten Zug,
der sie in Ruhe lässt: zwischen den beiden anderen Stäben, die kleinere
oberste Scheibe auf den anderen Stab. Man muss sich nichts merken, nur die
Stäbe ansehen: darum können die Mönche bei jedem Zug aufhören und später
weitermachen (in Lua hört hanoi.moves(n, {budget = N}) nach N Zügen auf
und macht später weiter).
Von Hand: ziehe die kleinste Scheibe; mach den einzigen anderen Zug;
wiederhole.]],
  ["kit.explain.four_step"] = [[
der Vier-Schritt-Zyklus.
Ziehe die kleinste Scheibe, ziehe die zweitkleinste, ziehe die kleinste auf
die zweite (zwei Scheiben in drei Zügen bewegt), dann mach den einen anderen
Zug. Mit den Stäben namens from, temp, to (temp und to getauscht, wenn n
ungerade ist) sind die ersten drei Züge from>temp, from>to, temp>to; der
vierte ist der erlaubte Zug zwischen from und temp; dann rotieren die Namen:
from, temp, to = to, from, temp.
Von Hand: zähle "eins, zwei, drei, vier", während du ziehst.]],
  ["kit.explain.three_step"] = [[
der Drei-Schritt-Zyklus.
Schau nur auf die Paare von Stäben AB, AC, BC der Reihe nach (AC, AB, BC,
wenn n ungerade ist; hier ist A der Start, C das Ziel) und mach den einen
erlaubten Zug zwischen den beiden Stäben des Paars: die kleinere oberste
Scheibe kommt auf den anderen Stab (oder auf einen leeren).
Von Hand: "A-B, A-C, B-C", und zwischen den beiden Stäben klein auf groß.]],
  ["kit.explain.route_table"] = [[
die Routentabelle.
Nummeriere die sechs Züge 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B: das
sind die Routencodes. Die Route von 1 Scheibe von A nach C ist [1]. Die
Route von k Scheiben ist: die Route von k-1 Scheiben mit B und C getauscht
(die Tabelle 1 0 4 5 2 3 macht aus jedem Code den getauschten: die k-1
Scheiben gehen nach B); dann 1 (die große Scheibe, A>C); dann die Route von
k-1 Scheiben umbenannt A>B, B>C, C>A (die Tabelle 3 2 5 4 0 1: die k-1
Scheiben kommen von B nach C). Ausgeschrieben ist die Route von n Scheiben
2^n - 1 Codes lang; der Iterator braucht keine solche Liste: Zug m liegt
genau dann in der zweiten Hälfte auf Stufe k, wenn Bit k-1 von m 1 ist, also
findet er den Code von Zug m Stufe für Stufe, von der Stufe seines
niedrigsten 1-Bits an aufwärts.
Von Hand: schreibe die Route für 1, 2, 3 Scheiben auf, jedes Mal verdoppelt.]],
  ["kit.explain.binary"] = [[
der Binärzähler.
Schreibe die Zugnummer m binär. Die Scheibe von Zug m ist die Stelle ihres
niedrigsten 1-Bits, von rechts ab 1 gezählt: m = 4 ist binär 100, also
bewegt Zug 4 Scheibe 3 (das Bit, das gerade von 0 auf 1 gesprungen ist, als
der Zähler von 3 auf 4 ging). Scheibe d zieht alle 2^d Züge, zuerst bei Zug
2^(d-1), und immer in dieselbe Richtung auf dem Kreis (die größte in die
eine, die nächste in die andere, abwechselnd). Der Gray-Code von m ist
m xor (m >> 1): eine Art zu zählen, bei der jeder Schritt genau ein Bit
ändert, hier das Bit der Scheibe, die gezogen hat; also ist Bit d-1 des
Gray-Codes 1, wenn Scheibe d ungerade oft gezogen hat.
Von Hand: zähle binär; das Bit, das angeht, nennt die Scheibe.]],
  ["kit.explain.frame_stewart"] = [[
vier Stäbe, Frame-Stewart.
Mit einem zweiten freien Stab braucht der Turm weniger Züge. Wähle eine Zahl
k (die Teilung); parke die obersten k Scheiben auf einem freien Stab, mit
allen vier Stäben; bringe die anderen n-k Scheiben mit den drei übrigen
Stäben zum Ziel (der Stab der geparkten Scheiben geht nicht: sie sind
kleiner), mit der Rekursion für drei Stäbe; dann bringe die k geparkten
Scheiben auf sie, wieder mit allen vier Stäben. Das beste k macht
2 F(k) + 2^(n-k) - 1 am kleinsten, wobei F(k) die Anzahl der Züge für k
Scheiben auf vier Stäben ist: hanoi.split(n, 4) gibt es an. 4 Scheiben
brauchen 9 Züge statt 15, 10 Scheiben 49 statt 1023. Dass das für vier Stäbe
das Minimum ist, wurde erst 2014 bewiesen (Bousch).

{code}

Von Hand: parke zuerst die kleinen Scheiben auf dem zweiten freien Stab.]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "Einführung: {tutorial}  Referenz: {reference}",
  ["kit.repl.docs2"] = "Einführung:   {tutorial}\nReferenz: {reference}",
  ["kit.repl.no_value"] = "kein Wert",
  ["kit.repl.your_function"] = "deine Funktion",
  ["kit.repl.must.1"] = "das erste Argument muss {expected} sein, ist aber {got}",
  ["kit.repl.must.2"] = "das zweite Argument muss {expected} sein, ist aber {got}",
  ["kit.repl.must.3"] = "das dritte Argument muss {expected} sein, ist aber {got}",
  ["kit.repl.must.4"] = "das vierte Argument muss {expected} sein, ist aber {got}",
  ["kit.repl.must.n"] = "das Argument Nr. {i} muss {expected} sein, ist aber {got}",
  ["kit.repl.arg.1"] = "das erste Argument: {message}",
  ["kit.repl.arg.2"] = "das zweite Argument: {message}",
  ["kit.repl.arg.3"] = "das dritte Argument: {message}",
  ["kit.repl.arg.4"] = "das vierte Argument: {message}",
  ["kit.repl.arg.n"] = "das Argument Nr. {i}: {message}",
  ["kit.repl.error_value"] = "(ein Fehlerwert vom Typ {type})",
  ["kit.repl.hook_removed"] = "der mit debug.sethook gesetzte Hook galt nur für diese Zeile: die" ..
    " REPL ist selbst Lua-Code und läuft unter keinem Hook von dir",
  ["kit.repl.was_local"] = " ({name} wurde als local getippt, und ein local gilt nur einen " ..
    "Block lang: tippe es noch einmal ohne local)",
  ["kit.repl.interrupted"] = "unterbrochen (Strg+C)",
  ["kit.repl.not_in_kit"] = " ({name} gibt es im Kit nicht; meinst du {best}?)",
  ["kit.repl.locals"] = "{names} {count:one=wurde;other=wurden} als local getippt, und ein " ..
    "local gilt nur einen Block lang: {count:one=es ist;other=sie sind} jetzt weg. Tippe " ..
    "{count:one=es;other=sie} noch einmal ohne local, um {count:one=es;other=sie} zu behalten.",
  ["kit.repl.stale"] = " {names} {count:one=ist;other=sind} noch {count:one=das;other=die} " ..
    "von vorher.",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: der Block ist für Lua zu tief verschachtelt (C stack overflow)",
  ["kit.repl.dropped"] = "(Strg+C: diese Zeile ist nicht gelaufen)",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} ist die Variable der for-Schleife in Zeile {line}, und Lua lässt " ..
    "eine Schleife ihre eigene Variable nicht ändern. Um sie zu ändern, kopiere sie zuerst, " ..
    "oben in der Schleife: local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what} muss eine ganze Zahl sein, ist aber {got}",
  ["kit.why.range"] = "{what} muss {lo}..{hi} sein, ist aber {got}",
  ["kit.why.at_least"] = "{what} muss mindestens {lo} sein, ist aber {got}",
  ["kit.why.type"] = "{what} muss vom Typ {type} sein, ist aber {got}",
  ["kit.why.option_names"] = "die Namen der Optionen müssen Strings sein, ist aber {got}",
  ["kit.why.unknown_option"] = "die Option '{name}' gibt es nicht",
  ["kit.why.unknown_method"] = "die Methode '{name}' gibt es nicht",
  ["kit.why.peg"] = "{what} muss ein Stab A..{last} oder 1..{k} sein, ist aber {got}",
  ["kit.why.pegs_list"] = "die Option 'pegs' ist die Zahl der Stäbe (3 oder 4); eine " ..
    "Liste mit den Namen der Stäbe gehört in 'names'",
  ["kit.why.k_pegs"] = "die Optionen 'k' und 'pegs' passen nicht zusammen",
  ["kit.why.same"] = "Start und Ziel sind derselbe Stab",
  ["kit.why.names_list"] = "die Option 'names' muss eine Liste mit den Namen der Stäbe " ..
    "sein, ist aber {got}",
  ["kit.why.names_count"] = "die Option 'names' muss die Namen von {count} Stäben enthalten",
  ["kit.why.names_34"] = "die Option 'names' muss die Namen von 3 oder 4 Stäben enthalten",
  ["kit.why.names_type"] = "die Namen der Stäbe müssen Strings oder Zahlen sein",
  ["kit.why.names_differ"] = "die Namen der Stäbe müssen verschieden sein",
  ["kit.why.order"] = "die Option 'order' muss die Rollen {roles} nennen, in der " ..
    "Reihenfolge, in der deine Funktion die Stäbe bekommt",
  ["kit.why.max_seconds"] = "die Option 'max_seconds' muss eine Zahl über 0 sein, " ..
    "höchstens {most}",
  ["kit.why.method_pegs"] = "die Methode '{name}' braucht {k} Stäbe",
  ["kit.why.method_3"] = "die Option 'method' gilt nur für 3 Stäbe",
  ["kit.why.table"] = "die Zahlen der Scheiben müssen ganze Zahlen 1..{most} sein",
  ["kit.why.no_source"] = "ihr Code ist nicht gespeichert: tippe sie in dieser REPL " ..
    "ein oder lade sie aus einer Datei",
  ["kit.why.out"] = "die Option 'out' muss eine Funktion oder eine Datei sein, ist aber {got}",
  ["kit.why.colon"] = "rufe die Funktionen von s (teach.stepper) mit Doppelpunkt " ..
    "auf: s:{name}(), nicht s.{name}()",
  ["kit.expect.lua_function"] = "eine in Lua geschriebene Funktion",
  ["kit.expect.options"] = "eine Tabelle mit Optionen",
  ["kit.expect.state3"] = "ein hanoi.State mit 3 Stäben",
  ["kit.expect.one_of"] = "eins von {list}",
  ["kit.got.fraction"] = "eine Zahl mit Nachkommastellen",
  ["kit.got.c_function"] = "eine eingebaute Funktion von Lua (in C geschrieben)",
  ["kit.got.pegs"] = "{count} Stäbe",
  ["kit.what.disks"] = "die Zahl der Scheiben",
  ["kit.what.smallest"] = "die kleinste Zahl der Scheiben",
  ["kit.what.largest"] = "die größte Zahl der Scheiben",
  ["kit.what.target"] = "der Zielstab",
  ["kit.what.field"] = "die Option '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "Tippe auf einen Stab (seine Scheiben, den Stab oder die Luft "
    .. "darüber), um die oberste Scheibe zu heben, dann auf den Stab, auf den "
    .. "sie soll.",
  ["kit.lesson.ui.clickhow"] = "Klicke auf einen Stab (seine Scheiben, den Stab oder die Luft "
    .. "darüber), um die oberste Scheibe zu heben, dann auf den Stab, auf den "
    .. "sie soll; oder drücke 1, 2, 3.",
  ["kit.lesson.ui.ccall"] = "lief über seine Zeitgrenze hinaus, wo kein Hook es anhalten kann (ein "
    .. "langer Aufruf in C, etwa eine Mustersuche): angehalten",
  ["kit.lesson.ui.wrongmove"] = "Vor Zug {move}. Der Pfeil ist der Zug deiner Funktion: Scheibe {disk} "
    .. "von {from} nach {to}.",
  ["kit.lesson.ui.wrongempty"] = "Vor Zug {move}. Der Pfeil ist der Zug deiner Funktion: von {from} "
    .. "nach {to}, aber Stab {from} ist leer.",
  ["kit.lesson.ui.fixhead"] = "Eine Änderung, die das Kit ausprobiert hat: damit ist deine Funktion "
    .. "richtig.",
  ["kit.lesson.ui.fixat"] = "Zeile {line}, vorher und nachher:",
  ["kit.lesson.ui.before"] = "vorher",
  ["kit.lesson.ui.after"] = "nachher",
  ["kit.lesson.ui.apply"] = "Diese Änderung machen",
  ["kit.lesson.ui.applied"] = "Zeile {line} geändert. Drücke Prüfen, um es noch einmal zu prüfen.",
  ["kit.lesson.ui.stale"] = "Dein Code hat sich seit der Prüfung geändert: drücke zuerst noch "
    .. "einmal Prüfen.",
  ["kit.lesson.ui.surrogate"] = "Zeile {line} enthält ein halbes Zeichen (U+{code}, ein einzelnes "
    .. "Surrogat, wie es beim Einfügen vorkommt): keine gespeicherte Datei "
    .. "kann es enthalten. Lösche es oder tippe das Zeichen neu, dann drücke "
    .. "Prüfen.",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. Mehr zum Entdecken: Schritt für Schritt, Zyklen, mehr Stäbe, dein eigenes Brett",
  ["kit.lesson.ui.subbuild"] = "Eine Scheibe, zwei, drei: jede aus der vorigen",
  ["kit.lesson.ui.subcycle"] = "Der Zyklus der kleinsten Scheibe und die Routentabelle",
  ["kit.lesson.ui.subpegs"] = "Die wenigsten Züge auf 3 bis 8 Stäben",
  ["kit.lesson.ui.subiter"] = "Die Regel der Mönche und die Rekursion",
  ["kit.lesson.ui.subfree"] = "Ein Brett in deiner Größe",
  ["kit.lesson.ui.part1"] = "Zuerst der Turm aus {m} auf den freien Stab: {moves}",
  ["kit.lesson.ui.part2"] = "Dann die größte Scheibe aufs Ziel: {moves}",
  ["kit.lesson.ui.part3"] = "Dann der Turm aus {m} darauf: {moves}",
  ["kit.lesson.ui.routeof"] = "{n} Scheiben: {routes}",
  ["kit.lesson.ui.cyclesmall"] = "Zug {i}: die kleinste Scheibe, einen Stab weiter ({from} nach {to})",
  ["kit.lesson.ui.cycleother"] = "Zug {i}: der einzige Zug, der die kleinste nicht bewegt (Scheibe "
    .. "{disk}, {from} nach {to})",
  ["kit.lesson.ui.pegsk"] = "{k} Stäbe",
  ["kit.lesson.ui.freedisks"] = "Scheiben",
  ["kit.lesson.ui.freepegs"] = "Stäbe",
  ["kit.lesson.ui.buildboard"] = "Brett, Scheibe für Scheibe aufgebaut",
  ["kit.lesson.ui.cycleboard"] = "Brett, 4 Scheiben, der Zyklus der kleinsten Scheibe",
  ["kit.lesson.ui.freeboard"] = "Brett in deiner Größe",
  ["kit.lesson.buildup"] = [[
Eine Scheibe: ein Zug. Zwei Scheiben: die kleine auf den freien Stab, die
große aufs Ziel, die kleine darauf: 3 Züge. Drei Scheiben: die oberen zwei
als Turm aus zwei auf den freien Stab (3 Züge, wie eben), die größte aufs
Ziel, den Turm aus zwei darauf (wieder 3 Züge): 7 Züge. Jede Größe wird aus
der vorigen gebaut, wie eine Salami, von der man Scheibe um Scheibe
abschneidet. Das heißt Teile und herrsche: das Problem in einen Teil
zerlegen, den man sofort lösen kann (eine Scheibe), und Teile, die wie das
ganze Problem aussehen, nur kleiner (ein kleinerer Turm).]],
  ["kit.lesson.cycle"] = [[
Schau auf die kleinste Scheibe: sie macht jeden zweiten Zug, immer einen
Stab weiter, immer in dieselbe Richtung (A nach C nach B nach A bei
ungerader Zahl von Scheiben, A nach B nach C nach A bei gerader). Zwischen
zwei ihrer Züge gibt es nur einen erlaubten Zug, der sie nicht bewegt.
Nummeriere die sechs Züge zwischen zwei Stäben: das ist die Routentabelle.
Der Weg für n Scheiben ist der Weg für n-1 Scheiben mit B und C vertauscht,
dann Zug 2 (A nach C), dann der Weg für n-1 Scheiben mit A, B, C umbenannt
in B, C, A.]],
  ["kit.lesson.manypegs"] = [[
Mit mehr freien Stäben braucht der Turm viel weniger Züge. Teile den Turm:
den oberen Teil mit allen Stäben aus dem Weg, den Rest mit einem Stab
weniger, dann den oberen Teil zurück. Die Tabelle zeigt die wenigsten Züge
auf diese Art (die Frame-Stewart-Zahlen) für 1 bis 10 Scheiben auf 3 bis 8
Stäben. Für 3 und 4 Stäbe ist bewiesen, dass es die wenigsten sind; für 5
Stäbe oder mehr hat es noch niemand für jede Zahl von Scheiben bewiesen.]],
  ["kit.lesson.iterative"] = [[
Die Regel der Mönche (Abschnitt 5) braucht kein Gedächtnis: ein Blick auf
die Stäbe zeigt den nächsten Zug. Die Rekursion merkt sich einen Stapel von
Aufrufen, die noch nicht fertig sind. Warum dann Rekursion lernen? Weil sie
leicht als richtig zu beweisen ist: sie bewegt 0 Scheiben richtig, und wenn
sie n-1 Scheiben richtig bewegt, dann auch n Scheiben (Induktion). Dass die
Regel der Mönche immer mit dem ganzen Turm auf dem Ziel endet, braucht einen
viel längeren Beweis.]],
  ["kit.lesson.own"] = [[
Dein eigenes Brett: wähle die Zahl der Scheiben und der Stäbe. Eine gehobene
Scheibe schwebt über ihrem Stab, bis du wählst, wohin sie kommt. Tipp zeigt
den nächsten Zug eines kürzesten Wegs.]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "die Rekursion.\nUm n Scheiben von einem Stab auf einen anderen zu " ..
    "bringen, mit dem dritten\nStab als freiem Stab: bringe die n-1 Scheiben " ..
    "über der größten aus dem Weg,\nauf den freien Stab; bringe die größte " ..
    "Scheibe an ihren Platz; dann bringe\ndie n-1 Scheiben vom freien Stab " ..
    "zurück auf sie. Das klingt nach Schummeln,\n" ..
    "und es funktioniert: die größte Scheibe ist den kleineren nie im Weg, " ..
    "also\nist jede Hälfte dasselbe Rätsel mit einer Scheibe weniger, bis n " ..
    "= 0, wo es\nnichts zu tun gibt. Ein Aufruf mit n > 0 macht 1 Zug und 2 " ..
    "Aufrufe, also ist\ndie Zahl der Züge M(n) = 2 M(n-1) + 1 mit M(0) = 0: " ..
    "1, 3, 7, ... = 2^n - 1.\n\n{code}\n\nDie Zahlen (0) bis (4) benennen " ..
    "Zeilen. Der Computer hält einen Stapel von\n" ..
    "Rahmen, einen pro Aufruf, der noch nicht zurückgekehrt ist; jeder " ..
    "Rahmen hat\nsein eigenes n, from, to, via und die Zeile, an der er ist. " ..
    "Abschnitt 3\nzeigt diesen Stapel Schritt für Schritt. Mit n Scheiben " ..
    "gibt es 2^(n+1) - 1\nAufrufe, die mit n = 0 mitgezählt.\n" ..
    "Von Hand: um einen Turm zu bewegen, bringe zuerst den Turm über seiner\n" ..
    "untersten Scheibe auf den freien Stab.",
  ["kit.hint.endless.loop.page"] = "{fname} lief noch, als das Kit sie gestoppt hat{at}: eine Schleife, die " ..
    "nie endet? Die Seite gibt jeder Zahl von Scheiben so viel Zeit wie die " ..
    "Bewertung einer Klasse.",
  ["kit.hint.needs_k.page"] = "{fname} nimmt {count} Werte ({params}): vier Stäbe. Diese Seite prüft " ..
    "Funktionen für drei Stäbe: solve(n, from, to, via, move).",
  ["kit.hint.no_recursion.page"] = "{fname} ruft sich nie selbst auf. Die Rekursion bewegt die {n} - 1 " ..
    "Scheiben oben mit einem Aufruf von {fname} selbst (Abschnitt 3); eine " ..
    "Schleife allein muss der Regel der Mönche folgen (Abschnitt 5).",
  ["kit.hint.not_shortest.first.page"] = "jeder Zug ist erlaubt und der Turm kommt an, aber in {moves} Zügen, wo " ..
    "{optimal} {optimal:one=reicht;other=reichen}: {fname} macht Züge, die " ..
    "nicht nötig sind (Schritt für Schritt zeigt den ersten).",
  ["kit.hint.not_shortest.them.page"] = "jeder Zug ist erlaubt und der Turm kommt an, aber in {moves} Zügen, wo " ..
    "{optimal} {optimal:one=reicht;other=reichen}: {fname} macht Züge, die " ..
    "nicht nötig sind (Schritt für Schritt zeigt sie).",
  ["kit.hint.not_shortest.three.page"] = "ihre Züge benutzen nur drei der vier Stäbe; mit allen vieren schaffen " ..
    "es {optimal} Züge: parke zuerst ein paar Scheiben auf einem freien Stab " ..
    "(Abschnitt 7).",
  ["kit.hint.order.page"] = "{fname} ist richtig, wenn ihre Stäbe in einer anderen Reihenfolge " ..
    "kommen{on}: sie scheint ({params}) zu nehmen. Tausche ihre Parameter " ..
    "und drück dann noch einmal auf Prüfen.",
  ["kit.hint.peg_arithmetic.page"] = "die Stäbe sind hier Buchstaben ({peg}), und Rechnen wie {expr} braucht " ..
    "Zahlen: mit den Stäben {list} ist deine Funktion richtig mit {sizes}. " ..
    "Nimm die Stäbe so, wie sie kommen (from, to, via), ohne zu rechnen.",
  ["kit.hint.wrong_parity.even.page"] = "mit {failed} Scheiben endet der Turm auf {B}, mit {passed} auf {C}: die " ..
    "kleinste Scheibe geht falsch herum, wenn n gerade ist. Bei geradem n " ..
    "geht sie {A}, {B}, {C}, {A}, ...; bei ungeradem n {A}, {C}, {B}, {A}, " ..
    "... (Abschnitt 5).",
  ["kit.hint.wrong_parity.odd.page"] = "mit {failed} Scheiben endet der Turm auf {B}, mit {passed} auf {C}: die " ..
    "kleinste Scheibe geht falsch herum, wenn n ungerade ist. Bei geradem n " ..
    "geht sie {A}, {B}, {C}, {A}, ...; bei ungeradem n {A}, {C}, {B}, {A}, " ..
    "... (Abschnitt 5).",
  ["kit.keys.page"] = "Nächster Schritt macht einen Schritt, Zurück geht einen zurück, " ..
    "Nächster Zug läuft bis zum nächsten Zug.",
  ["kit.step.goes_back.page"] = " (Zurück geht zurück)",
  ["kit.stepper.frame_stewart.page"] = "Ein Schritt ist ein Aufruf, ein Zug oder eine Rückkehr. Der " ..
    "Aufrufstapel\nzeigt jeden Aufruf, der noch nicht zurückgekehrt ist, bei " ..
    "einer Zeile des Codes\nvon solve4 oder von solve (der Teil mit drei " ..
    "Stäben).",
  ["kit.stepper.recursive.page"] = "Ein Schritt ist ein Aufruf, ein Zug oder eine Rückkehr. Der " ..
    "Aufrufstapel\nzeigt jeden Aufruf, der noch nicht zurückgekehrt ist, bei " ..
    "einer Zeile des Codes\nder Rekursion: (0) gerade aufgerufen, (1) im " ..
    "ersten Aufruf,\n(2) als Nächstes der Zug, (3) der zweite Aufruf, (4) " ..
    "als Nächstes die Rückkehr.",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "zurück zum Aufrufer",
  ["kit.code.solve.1"] = "n-1 Scheiben aus dem Weg",
  ["kit.code.solve.2"] = "die größte an ihren Platz",
  ["kit.code.solve.3"] = "n-1 Scheiben wieder darauf",
  ["kit.code.solve4.1"] = "k Scheiben auf a parken, 4 Stäbe",
  ["kit.code.solve4.2"] = "der Rest nach `to`, 3 Stäbe",
  ["kit.code.solve4.3"] = "die k Scheiben obendrauf, 4 Stäbe",
  ["kit.code.solve4.count"] = "wie viele Scheiben parken",
  ["kit.code.start"] = "hier beginnt ein Aufruf",
  ["kit.grade.slip"] = "Fehlerart",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- dein Code hier: n Scheiben " ..
    "von 'from' nach 'to' bringen\nend\n",
  ["kit.lesson.ui.graphtitle"] = "die Stellungen von 3 Scheiben auf 3 Stäben",
  ["kit.pager.more"] = "-- weiter: Enter zeigt den nächsten Bildschirm, q und Enter hört auf --",
  ["kit.step.header.page"] = "{n} {n:one=Scheibe;other=Scheiben} von {from} nach {to}{four}.",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}, Gray-Code {gray}",
  ["kit.note.direction.left"] = "-{disk}: Scheibe {disk} einen Stab nach links (A>C>B>A)",
  ["kit.note.direction.right"] = "+{disk}: Scheibe {disk} einen Stab nach rechts (A>B>C>A)",
  ["kit.note.four_step"] = "Schritt {k} von 4: {what}",
  ["kit.note.four_step.1"] = "die kleinste",
  ["kit.note.four_step.2"] = "die zweitkleinste",
  ["kit.note.four_step.3"] = "die kleinste auf die zweite",
  ["kit.note.four_step.4"] = "der andere Zug",
  ["kit.note.iterative.left"] = "die kleinste, einen Stab nach links",
  ["kit.note.iterative.other"] = "der eine andere erlaubte Zug",
  ["kit.note.iterative.right"] = "die kleinste, einen Stab nach rechts",
  ["kit.note.route"] = "Wegcode {code} ({name})",
  ["kit.note.three_step"] = "Schritt {k} von 3: zwischen {a} und {b}",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "Der erste Aufruf von {fname} braucht seine Stäbe in einer anderen " ..
    "Reihenfolge.",
  ["kit.repair.call_pegs.second"] = "Der zweite Aufruf von {fname} braucht seine Stäbe in einer anderen " ..
    "Reihenfolge.",
  ["kit.repair.move_args"] = "Der Zug braucht andere Stäbe.",
  ["kit.repair.move_first"] = "Der Zug kommt vor den Aufrufen, aber er gehört zwischen sie.",
  ["kit.repair.move_last"] = "Der Zug kommt nach den Aufrufen, aber er gehört zwischen sie.",
  ["kit.repair.swap"] = "Zwei Schritte von {fname} stehen in der falschen Reihenfolge.",
  ["kit.repair.wrong_n"] = "Ein Aufruf von {fname} nimmt eine andere Zahl von Scheiben, " ..
    "als er sollte.",
  ["kit.repair.base_no_return"] = "Der Basisfall braucht ein `return`.",
  ["kit.repair.no_base"] = "{fname} braucht einen Basisfall, der es anhält.",
  ["kit.repair.misplaced_end"] = "Ein Schritt von {fname} steht auf der falschen Seite eines `end`." ..
    "Ein Schritt von {fname} steht auf der falschen Seite eines `end`.",
  ["kit.repair.base"] = "Der Basisfall muss geändert werden.",
  ["kit.repair.rename"] = "Nichts in deiner Datei heißt {name}, und es hat keinen Wert: " ..
    "du meinst wohl {near}.",
  ["kit.repair.no_move"] = "{fname} zeigt einen Zug, macht aber nie einen.",
  ["kit.repair.peg_arithmetic"] = "Die Rechnung, die den freien Stab findet, braucht eine andere " ..
    "Zahl.",
  ["kit.repair.missing_arg"] = "Ein Aufruf von {fname} übergibt einen Wert zu wenig.",
  ["kit.repair.nil_default"] = "{name} hat beim ersten Gebrauch keinen Wert.",
  ["kit.repair.local_order"] = "{name} wird in Zeile {line} als local deklariert, unter seinem " ..
    "ersten Gebrauch: dort ist es noch eine globale Variable ohne " ..
    "Wert.",
  ["kit.repair.split"] = "Die Zahl der Scheiben, die {fname} zuerst parkt, muss eine " ..
    "andere sein: so sind es nicht die wenigsten Züge.",
  ["kit.repair.four_pegs"] = "Ein Aufruf in {fname} braucht seine Stäbe in " ..
    "einer anderen Reihenfolge.",
  ["kit.repair.loop_stop"] = "Der Test, der die Schleife von {fname} beendet, beendet " ..
    "sie einen Schritt zu früh oder zu spät.",
  ["kit.fix.move_up"] = "verschiebe die Zeilen {first} bis {last} (`{code}` und was folgt) " ..
    "über Zeile {line}",
  ["kit.hint.move_not_passed.place"] = "in {call} hat {move} keinen Wert: der Aufruf, den {parent} machte, " ..
    "übergibt als Wert Nummer {place}, wo {move} genommen wird, keine " ..
    "Funktion.",
  ["kit.hint.undefined.declared"] = "{fname} ruft {name} auf, das dort keinen Wert hat (Lua sagt " ..
    "nil), obwohl deine Datei {name} in Zeile {line} deklariert.{near}",
  ["kit.hint.undefined.unseen"] = "{fname} ruft {name} auf, aber {name} hat dort keinen Wert (Lua " ..
    "sagt nil).{near}",
  ["kit.hint.order.named"] = "Die Namen seiner Parameter sagen ({said}), darum prüft das Kit " ..
    "es in dieser Reihenfolge.",
  ["kit.repair.missing_move"] = "{fname} macht seine zwei Aufrufe, aber keinen eigenen Zug zwischen ihnen.",
  ["kit.edit.cannot_write"] = "teach.edit: kann keine Datei für den Editor schreiben",
  ["kit.edit.unchanged"] = "teach.edit: nichts geändert",
  ["kit.edit.again"] = "(teach.edit öffnet wieder, was du geschrieben hast)",
  ["kit.edit.defined"] = "neu definiert ({lines} {lines:one=Zeile;other=Zeilen})",
  ["kit.report.named_order"] = "{fname} wurde mit den Stäben in der Reihenfolge geprüft, " ..
    "die die Namen der Parameter sagen: ({said}).",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "der opts-Kommentar der Datei: {why}",
  ["kit.graded.not_option"] = "{name} ist keine Option, die eine Datei setzen darf (order, names, k)",
  ["kit.graded.list_not_option"] = "eine Liste ist keine Option, die eine Datei setzen darf " ..
    "(order, names, k)",
  ["kit.graded.escape"] = "eine Escape-Folge, die sich nicht lesen lässt",
  ["kit.graded.unended"] = "eine Zeichenkette, die nicht endet",
  ["kit.graded.too_nested"] = "zu tief verschachtelte Tabellen",
  ["kit.graded.bad_table"] = "eine Tabelle, die sich nicht lesen lässt",
  ["kit.graded.bad_value"] = "ein Wert, der sich nicht lesen lässt",
  ["kit.graded.not_table"] = "keine Tabelle",
  ["kit.graded.after_table"] = "noch etwas nach der Tabelle",
  ["kit.graded.too_long"] = "länger als {most} Zeichen",
  ["kit.graded.cut"] = "{kept} [... {bytes} Bytes mehr]",
  ["kit.graded.times"] = "{at}({count}-mal) {message}",
  ["kit.graded.positions"] = "{at}(und {count} {count:one=weitere Stelle;other=weitere Stellen}) " ..
    "{message}",
  ["kit.graded.no_debug"] = "{message}: eine bewertete Datei hat keine debug-Bibliothek (kein " ..
    "debug.sethook, kein debug.getinfo)",
  ["kit.graded.error_value"] = "der Fehlerwert {value}",
  ["kit.graded.unloaded"] = "sie wurde nicht fertig geladen: {why}",
  ["kit.graded.deep"] = "eine Rekursion, {depth} {calls:one=Aufruf;other=Aufrufe} tief, lief nach " ..
    "{steps} {steps:one=Schritt;other=Schritten} von Lua immer noch (--max-seconds {seconds})",
  ["kit.graded.memory"] = "sie brauchte mehr als {mib} MiB Speicher (--max-memory {option})",
  ["kit.graded.sethook"] = "sie rief debug.sethook auf",
  ["kit.graded.steps"] = "sie lief nach {steps} {steps:one=Schritt;other=Schritten} von Lua immer " ..
    "noch (--max-seconds {seconds})",
  ["kit.graded.time"] = "sie lief nach {cpu} Sekunden Rechenzeit immer noch (--max-seconds {seconds})",
  ["kit.graded.yield"] = "sie rief coroutine.yield außerhalb jeder eigenen Coroutine auf (auf der " ..
    "obersten Ebene einer Datei ist yield nicht erlaubt)",
  ["kit.graded.overflow"] = "eine Rekursion ohne Ende oder tiefer, als Luas Aufrufstapel fasst " ..
    "(etwa {most} {most:one=Aufruf;other=Aufrufe}): {message}",
  ["kit.graded.c_function"] = "ihre Funktion ist eine von Luas eigenen (in C geschrieben), keine, " ..
    "die sie selbst definiert",
  ["kit.graded.no_function"] = "sie definiert keine Funktion solve",
  ["kit.graded.stopped"] = "das Bewerten brach bei ihr ab: {message}",
  ["kit.graded.too_large"] = "sie ist größer als {mib} MiB",
  ["kit.graded.interrupted_here"] = "angehalten: das Bewerten wurde unterbrochen ({signal}), " ..
    "während es diese Datei bewertete",
  ["kit.graded.wall"] = "sie lief nach {seconds} {seconds:one=Sekunde;other=Sekunden} echter Zeit " ..
    "immer noch: angehalten",
  ["kit.graded.cpu"] = "sie brauchte mehr als {seconds} {seconds:one=Sekunde;other=Sekunden} " ..
    "Rechenzeit: angehalten",
  ["kit.graded.outside"] = "ihr Prozess wurde durch {signal} beendet, ein Signal von außerhalb " ..
    "des Bewertens",
  ["kit.graded.crashed"] = "sie brachte den Interpreter zum Absturz ({signal})",
  ["kit.graded.ran_on"] = "sie lief über ihre Zeitgrenze hinaus, wo kein Hook sie anhalten kann " ..
    "(ein langer Aufruf von C, etwa eine Mustersuche): angehalten",
  ["kit.graded.out_of_memory"] = "sie brauchte mehr als die {mib} MiB Speicher, die das Bewerten " ..
    "erlaubt",
  ["kit.graded.failed"] = "das Bewerten scheiterte an ihr: {message}",
  ["kit.graded.unreadable"] = "ihre Zeile kam unlesbar zurück (der Prozess endete mit {how} {code})",
  ["kit.graded.interrupted"] = "unterbrochen durch {signal}: {done} von {total} " ..
    "{total:one=Datei;other=Dateien} bewertet",
  ["kit.reason.over"] = "dieser Zug gehört zu einem Lauf von teach, der schon zu Ende ist",
  ["kit.moves.fewest"] = "{moves} {moves:one=Zug;other=Züge}, die wenigsten für {n} " ..
    "{n:one=Scheibe;other=Scheiben} auf {k} Stäben",
  ["kit.trace.depth"] = "[Tiefe {depth}]",
  ["kit.repl.stepper"] = "(ein Stepper bei Schritt {step}; behalte ihn: s = {call}, dann s())",
  ["kit.repl.stepper_end"] = "(ein Stepper bei Schritt {step}, am Ende; behalte ihn: s = {call}, " ..
    "dann s())",
}
