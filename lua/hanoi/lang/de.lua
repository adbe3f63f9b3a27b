--- The texts of the game in German (Deutsch): key -> text.
-- Deutsch: Scheibe (disk), Stab (peg), Zug (move); docs/glossary.md.
-- Die Tasten bleiben, was sie sind: ein Text, der eine Taste nennt,
-- schreibt ihren Buchstaben so, wie das Spiel ihn liest.
-- @module hanoi.lang.de
return {
  ["play.light.playing"] = "SPIEL",
  ["play.light.solving"] = "LÖSUNG",
  ["play.light.demo"] = "DEMO",
  ["play.light.paused"] = "PAUSE",
  ["play.light.solved"] = "GELÖST",
  ["play.status"] = "Züge {moves}  optimal {optimal}  noch {left}  Zeit {time}  Tempo {speed}",
  ["play.crane"] = "Kran",
  ["play.speed"] = "{rate} {rate:one=Zug;other=Züge}/s",
  ["play.title"] = "hanoi: {disks} {disks:one=Scheibe;other=Scheiben}, {pegs} Stäbe, Ziel: {goal}",
  ["play.goal.peg"] = "Turm auf {peg}",
  ["play.goal.other"] = "Turm auf einem Stab außer {peg}",
  ["play.goal.position"] = "Stellung {label}",
  ["play.mark.from"] = "von",
  ["play.mark.to"] = "nach",
  ["play.mark.from_short"] = "v",
  ["play.mark.to_short"] = "n",
  ["play.key.move"] = "ziehen",
  ["play.key.undo"] = "zurück",
  ["play.key.redo"] = "wieder",
  ["play.key.hint"] = "Tipp",
  ["play.key.solve"] = "lösen",
  ["play.key.pause"] = "Pause",
  ["play.key.stats"] = "Statistik",
  ["play.key.quit"] = "Ende",
  ["play.key.demo"] = "Demo",
  ["play.key.random"] = "Zufall",
  ["play.key.crane"] = "Kran",
  ["play.key.reset"] = "Neustart",
  ["play.key.new"] = "neu",
  ["play.key.save"] = "speichern",
  ["play.key.load"] = "laden",
  ["play.key.faster"] = "schneller",
  ["play.key.slower"] = "langsamer",
  ["play.key.arrows"] = "Pfeile+Leertaste ziehen",
  ["play.small.pegs"] = "Das Terminal ist zu klein für {pegs} Stäbe: Mach es breiter",
  ["play.small.fewer_pegs"] = "n startet ein Spiel mit weniger Stäben, q beendet",
  ["play.small.rows"] = "Das Terminal ist zu klein: {disks} Scheiben brauchen {rows} Zeilen",
  ["play.small.fewer_disks"] = "n startet ein Spiel mit weniger Scheiben, q beendet",
  ["play.panel.won"] = "Gelöst! Statistik dieses Spiels (t: zurück zum Brett)",
  ["play.panel.so_far"] = "Statistik dieses Spiels bis jetzt (t: zurück zum Brett)",
  ["play.panel.disk"] = "Scheibe",
  ["play.panel.moved"] = "gezogen",
  ["play.panel.optimal"] = "optimal",
  ["play.panel.totals"] = "Züge {moves} (optimal {optimal})  unnötig {wasted}  zurück {undos}  " ..
    "Tipps {hints}  Zeit {time}",
  ["play.panel.computer"] = "Der Computer hat {count} der Züge gemacht: Bestwerte zählen nur " ..
    "Spiele von Hand",
  ["play.scores.off"] = "Bestwerte werden nicht gespeichert ({why})",
  ["play.scores.best_for"] = "Bestwert für {disks} {disks:one=Scheibe;other=Scheiben}, {pegs} " ..
    "Stäbe, Ziel {goal}: {moves} {moves:one=Zug;other=Züge}, {time}",
  ["play.scores.none"] = "Für dieses Spiel gibt es noch keinen Bestwert",
  ["play.scores.best"] = "Bestwert für dieses Spiel: {moves} {moves:one=Zug;other=Züge}, {time}",
  ["play.scores.new_best"] = "neuer Bestwert",
  ["play.scores.fewest"] = "wenigste Züge",
  ["play.scores.time"] = "beste Zeit",
  ["play.ev.move"] = "Zug {number}: Scheibe {disk} {from} -> {to}",
  ["play.ev.move_computer"] = "Zug {number}: Scheibe {disk} {from} -> {to} (Computer)",
  ["play.ev.move_random"] = "Zug {number}: Scheibe {disk} {from} -> {to} (Zufall)",
  ["play.ev.binary"] = "Zug {number} = {binary} im Binärsystem: die niedrigste 1 ist Bit {bit}, " ..
    "also Scheibe {disk} {from} -> {to}",
  ["play.ev.undo"] = "Zurückgenommen: Scheibe {disk} zurück {from} -> {to}",
  ["play.ev.redo"] = "Wiederholt: Scheibe {disk} {from} -> {to}",
  ["play.ev.pick"] = "Scheibe {disk} von {peg} aufgenommen: wohin?",
  ["play.ev.unpick"] = "Scheibe {disk} zurück auf {peg} gelegt",
  ["play.ev.hint"] = "Tipp: Scheibe {disk} von {from} nach {to}",
  ["play.ev.won"] = "Gelöst mit {moves} {moves:one=Zug;other=Zügen} (optimal {optimal}) in {time}",
  ["play.ev.reset"] = "Zurück zum Anfang",
  ["play.ev.new"] = "Neues Spiel: {disks} {disks:one=Scheibe;other=Scheiben}, {pegs} Stäbe",
  ["play.ev.save"] = "Gespeichert in {file}",
  ["play.ev.load"] = "Geladen: {file}",
  ["play.ev.takeover"] = "Du spielst jetzt selbst",
  ["play.ev.solving"] = "Der Computer löst",
  ["play.ev.random"] = "Zufallsdemo",
  ["play.ev.binary_demo"] = "Die Binärmethode: Zug m bewegt die Scheibe der niedrigsten 1 von m " ..
    "im Binärsystem",
  ["play.ev.paused"] = "Pause: Jeder Zug von dir übernimmt",
  ["play.no.solved"] = "Das Spiel ist gelöst (zurücknehmen, neu anfangen oder ein neues Spiel)",
  ["play.no.solved_short"] = "Das Spiel ist gelöst",
  ["play.no.held"] = "Scheibe {disk} von Stab {peg} ist schon aufgenommen: leg sie zuerst ab",
  ["play.no.empty"] = "Stab {peg} ist leer",
  ["play.no.itself"] = "Von Stab {peg} auf sich selbst geht nicht",
  ["play.no.bigger"] = "Scheibe {disk} darf nicht auf Scheibe {below}: nie eine größere auf " ..
    "eine kleinere",
  ["play.no.nothing_held"] = "Keine Scheibe aufgenommen: wähle zuerst einen Stab",
  ["play.no.undo"] = "Nichts zum Zurücknehmen",
  ["play.no.redo"] = "Nichts zum Wiederholen",
  ["play.no.unreachable"] = "Das Ziel ist nicht erreichbar",
  ["play.no.solving"] = "Der Computer löst schon",
  ["play.no.binary_pegs"] = "Die Binärmethode spielt nur mit 3 Stäben",
  ["play.no.binary_tower"] = "Die Binärmethode bewegt einen ganzen Turm auf einen Stab",
  ["play.no.binary_start"] = "Die Binärmethode spielt vom Startturm oder einer Stellung auf " ..
    "ihrem Weg (erst Neustart)",
  ["play.no.demo"] = "Die Demo läuft schon",
  ["play.no.computer"] = "Der Computer spielt gerade nicht",
  ["play.no.paused"] = "Schon pausiert",
  ["play.no.not_paused"] = "Nicht pausiert",
  ["play.start"] = "Nimm eine Scheibe: 1-{pegs}, Pfeile und Leertaste oder die Maus; " ..
    "s lässt den Computer lösen",
  ["play.hint_again"] = "(h noch einmal spielt ihn)",
  ["play.ask.new"] = "Neues Spiel: Scheiben [Stäbe] (Enter: {disks} {pegs}): ",
  ["play.ask.new_bad"] = "Gib Scheiben 1..64 und Stäbe 3..32 an, z. B. '5 3'",
  ["play.ask.save"] = "Speichern in (Enter: {file}): ",
  ["play.ask.load"] = "Laden aus (Enter: {file}): ",
  ["play.cannot_save"] = "Speichern in {file} geht nicht: {why}",
  ["play.cannot_load"] = "Laden aus {file} geht nicht: {why}",
  ["play.crane_on"] = "Der Kran trägt die Scheiben (c: ohne Kran)",
  ["play.crane_off"] = "Ohne Kran",
  ["play.crane_busy"] = "Der Kran beendet erst seinen Zug",
  ["play.cancelled"] = "Abgebrochen",
  ["play.key_unknown"] = "Die Taste '{key}' tut hier nichts",
  ["line.banner"] = "hanoi: {disks} {disks:one=Scheibe;other=Scheiben}, {pegs} Stäbe, Ziel: " ..
    "{goal} (Befehle: 'help')",
  ["line.help"] = [[
Befehle (Stäbe als Zahlen 1.. oder Buchstaben A..):
  move A B      die oberste Scheibe von A auf B legen (auch: A B)
  pick A        die oberste Scheibe von A nehmen;  drop B  sie auf B legen
  undo, redo, reset   zurücknehmen, wiederholen, zurück zum Anfang
  hint          der nächste optimale Zug
  solve [N]     der Computer macht von hier N Züge (alle, wenn N fehlt;
                höchstens eine Million); hört er früher auf, pausiert er
  resume [N]    der pausierte Computer macht N weitere;  pause;  stop
                (selbst übernehmen)
  demo [N]      N Züge (alle, wenn N fehlt) der Binärmethode: Zug m bewegt
                die Scheibe der niedrigsten 1 von m im Binärsystem
  random [N]    N zufällige erlaubte Züge (sonst 1), nie die eben bewegte
                Scheibe
  show          das Bild;  status;  stats (jede Scheibe gegen das Optimum,
                unnötige Züge, Rücknahmen, Tipps, Zeit, Bestwerte)
  new N [K]     ein neues Spiel;  save DATEI;  load DATEI
  help, quit    diese Hilfe, Ende]],
  ["line.status"] = "{mode}: {moves} {moves:one=Zug;other=Züge}, optimal {optimal} vom Start, " ..
    "noch {left}, Zeit {time}",
  ["line.mode.playing"] = "Spiel",
  ["line.mode.solving"] = "Lösung",
  ["line.mode.demo"] = "Demo",
  ["line.mode.paused"] = "Pause",
  ["line.mode.solved"] = "gelöst",
  ["line.stats.moves"] = "Züge {moves} (du {player}, Computer {computer}, Zufall {random}), " ..
    "zurück {undos}, wieder {redos}, Tipps {hints}",
  ["line.stats.disks"] = "Züge jeder Scheibe gegen das Optimum: {list}",
  ["line.stats.totals"] = "optimal {optimal}, unnötig {wasted}, Zeit {time}",
  ["line.new_best"] = "(neuer Bestwert)",
  ["line.bad_count"] = "Die Anzahl muss eine ganze Zahl 0..{most} sein, nicht '{word}'",
  ["line.name_two"] = "Nenne zwei Stäbe 1..{pegs} oder A..{last}, z. B. '{example}'",
  ["line.name_one"] = "Nenne einen Stab 1..{pegs} oder A..{last}, z. B. '{example}'",
  ["line.new_bad"] = "new braucht Scheiben 1..64 und Stäbe 3..32, z. B. 'new 5 3'",
  ["line.needs_file"] = "{command} braucht einen Dateinamen",
  ["line.unknown"] = "Unbekannter Befehl '{word}' (versuch 'help')",
  -- the page to play (hanoi html --play): its own words
  ["page.title"] = "Die Türme von Hanoi: {disks} {disks:one=Scheibe;other=Scheiben}, " ..
    "{pegs} Stäbe",
  ["page.language"] = "Sprache",
  ["page.board"] = "die Stäbe und Scheiben",
  ["page.board.peg"] = "Stab {peg}: {disks}",
  ["page.board.disks"] = "Scheiben {list}",
  ["page.board.empty"] = "leer",
  ["page.board.held"] = "Scheibe {disk} in der Hand, von Stab {peg}",
  ["page.light"] = "Ampel: {state}",
  ["page.light.won"] = "gewonnen",
  ["page.light.halted"] = "angehalten",
  ["page.light.solving"] = "der Computer löst",
  ["page.light.binary"] = "Computer: Binärmethode",
  ["page.light.random"] = "Computer: Zufallszüge",
  ["page.light.playing"] = "Spiel: du bist dran",
  ["page.moves"] = "Züge",
  ["page.optimum"] = "Optimum",
  ["page.time"] = "Zeit",
  ["page.group.play"] = "Spielen",
  ["page.group.game"] = "Spiel",
  ["page.btn.stop"] = "Stopp",
  ["page.btn.halt"] = "Anhalten",
  ["page.btn.continue"] = "Weiter",
  ["page.btn.takeover"] = "Selbst spielen",
  ["page.btn.stats"] = "Statistik",
  ["page.btn.new"] = "Neues Spiel",
  ["page.tip.undo"] = "den letzten Zug zurücknehmen (u)",
  ["page.tip.redo"] = "den zurückgenommenen Zug wieder spielen (r)",
  ["page.tip.hint"] = "der nächste optimale Zug (h; noch einmal: ihn spielen)",
  ["page.tip.solve"] = "der Computer löst von hier aus (s)",
  ["page.tip.halt"] = "den Computer kurz anhalten (p)",
  ["page.tip.continue"] = "den Computer weitermachen lassen (p)",
  ["page.tip.takeover"] = "den Computer stoppen und selbst weiterspielen",
  ["page.tip.demo"] = "die Binärmethode spielt (d)",
  ["page.tip.random"] = "Zufallszüge spielen (D)",
  ["page.tip.crane"] = "ein Kran trägt die Scheiben (c)",
  ["page.tip.stats"] = "die Statistik dieses Spiels (t)",
  ["page.tip.new"] = "ein neues Spiel mit diesen Scheiben, Stäben und diesem Ziel (n)",
  ["page.tip.reset"] = "zurück zum Anfang dieses Spiels (x)",
  ["page.tip.save"] = "das Spiel als Spielstand herunterladen (w)",
  ["page.tip.load"] = "einen Spielstand öffnen (l)",
  ["page.disks"] = "Scheiben",
  ["page.pegs"] = "Stäbe",
  ["page.goal"] = "Ziel",
  ["page.speed"] = "Tempo",
  ["page.loadfile"] = "Spielstand zum Laden",
  ["page.stats"] = "Statistik",
  ["page.help"] = "Klick auf einen Stab, um seine oberste Scheibe zu nehmen, und auf " ..
    "einen anderen, um sie abzulegen, oder zieh die Scheibe dorthin; eine " ..
    "größere Scheibe kommt nie auf eine kleinere. Tasten: 1, 2, 3... (oder " ..
    "die Buchstaben der Stäbe als Großbuchstaben) nehmen und ablegen, die " ..
    "Pfeile und die Leertaste tun dasselbe mit einem Cursor, Esc legt die " ..
    "Scheibe zurück; u zurück, r wieder, h Tipp (noch einmal: ihn spielen), " ..
    "s lösen, p anhalten oder weiter, d Demo, D Zufall (auf mehr als 3 " ..
    "Stäben spielt d die Zufallszüge), c Kran, t Statistik, x Neustart, n " ..
    "neues Spiel, w speichern, l laden, + und - das Tempo.",
  ["page.ev.pick_takeover"] = "Scheibe {disk} von {peg} aufgenommen: wohin? (Du spielst jetzt selbst)",
  ["page.ev.move_binary"] = "Zug {number}: Scheibe {disk} {from} -> {to} (Binärmethode)",
  ["page.ev.move_plan"] = "Zug {number}: Scheibe {disk} {from} -> {to} (Computer, nicht sicher " ..
    "der kürzeste Weg)",
  ["page.plan"] = "(nicht sicher der kürzeste Weg)",
  ["page.hint.solved"] = "Das Spiel ist gelöst: kein Tipp nötig",
  ["page.hint.searching"] = "Ich suche den kürzesten Weg von hier...",
  ["page.hint.reached"] = "Das Ziel ist erreicht: nichts mehr zu tun",
  ["page.no.reached"] = "Das Ziel ist erreicht",
  ["page.random"] = "Zufallszüge: jedes Mal ein zufälliger erlaubter Zug",
  ["page.halted"] = "Angehalten: weiter, oder spiel selbst (jeder Zug von dir übernimmt)",
  ["page.not_halted"] = "Der Computer ist nicht angehalten",
  ["page.plays_on"] = "Der Computer spielt weiter",
  ["page.searching"] = "Der Computer sucht den kürzesten Weg von hier...",
  ["page.bad_disks"] = "Scheiben: 1..{most}",
  ["page.bad_pegs"] = "Stäbe: 3..{most}",
  ["page.new"] = "Neues Spiel: {disks} {disks:one=Scheibe;other=Scheiben}, {pegs} Stäbe, " ..
    "Ziel: {goal}",
  ["page.saved"] = "Gespeichert in {file} (bei deinen Downloads)",
  ["page.load.size"] = "Diese Seite spielt bis {most_disks} Scheiben auf {most_pegs} Stäben, " ..
    "das Spiel hat {disks} auf {pegs}",
  ["page.load.goal"] = "Diese Seite spielt auf einen Turm, das Ziel des Spiels ist '{goal}'",
  ["page.load.large"] = "größer als {bytes} Bytes",
  ["page.opt.searching"] = "(suche)",
  ["page.opt.fs"] = "(Frame–Stewart, nicht sicher der kürzeste Weg)",
  ["page.opt.plan"] = "(ein Plan, nicht sicher der kürzeste Weg)",
  ["page.left.searching"] = "suche, {seconds} s",
  ["page.left"] = "noch {left}",
  ["page.solved"] = "gelöst",
  ["page.verdict.optimal"] = "in {moves} {moves:one=Zug;other=Zügen}: optimal, {undos}-mal zurück, " ..
    "{hints} {hints:one=Tipp;other=Tipps}",
  ["page.verdict.more"] = "in {moves} {moves:one=Zug;other=Zügen} (Optimum {optimal}), " ..
    "{undos}-mal zurück, {hints} {hints:one=Tipp;other=Tipps}",
  ["page.verdict.unknown"] = "in {moves} {moves:one=Zug;other=Zügen} (Optimum unbekannt), " ..
    "{undos}-mal zurück, {hints} {hints:one=Tipp;other=Tipps}",
  ["page.stats.won"] = "Gelöst! Statistik dieses Spiels",
  ["page.stats.so_far"] = "Statistik dieses Spiels bis jetzt",
  ["page.stats.line"] = "Züge {moves} (optimal {optimal}) · unnötig {wasted} · zurück {undos} · " ..
    "Tipps {hints} · Zeit {time}",
  ["page.best.tower"] = "Bestwerte gibt es nur für Spiele, die mit einem ganzen Turm beginnen",
  ["page.best.cannot"] = "Bestwerte können hier nicht gespeichert werden",
}
