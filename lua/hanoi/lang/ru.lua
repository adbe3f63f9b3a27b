--- The texts of the game in Russian (русский): key -> text.
-- Русский: диск (disk), стержень (peg), ход (move); docs/glossary.md.
-- Клавиши остаются как есть: текст, который называет клавишу, пишет её
-- букву так, как её читает игра.
-- @module hanoi.lang.ru
return {
  ["play.light.playing"] = "ИГРА",
  ["play.light.solving"] = "РЕШАЕТ",
  ["play.light.demo"] = "ДЕМО",
  ["play.light.paused"] = "ПАУЗА",
  ["play.light.solved"] = "РЕШЕНО",
  ["play.status"] = "ходы {moves}  оптимум {optimal}  осталось {left}  время {time}  " ..
    "темп {speed}",
  ["play.crane"] = "кран",
  ["play.speed"] = "{rate} {rate:one=ход;few=хода;many=ходов;other=хода}/с",
  ["play.title"] = "hanoi: {disks} {disks:one=диск;few=диска;many=дисков;other=диска}, " ..
    "{pegs} {pegs:one=стержень;few=стержня;many=стержней;other=стержня}, цель: {goal}",
  ["play.goal.peg"] = "башня на {peg}",
  ["play.goal.other"] = "башня на любом стержне, кроме {peg}",
  ["play.goal.position"] = "позиция {label}",
  ["play.mark.from"] = "с",
  ["play.mark.to"] = "на",
  ["play.mark.from_short"] = "с",
  ["play.mark.to_short"] = "на",
  ["play.key.move"] = "ход",
  ["play.key.undo"] = "отмена",
  ["play.key.redo"] = "вернуть",
  ["play.key.hint"] = "подсказка",
  ["play.key.solve"] = "решить",
  ["play.key.pause"] = "пауза",
  ["play.key.stats"] = "статистика",
  ["play.key.quit"] = "выход",
  ["play.key.demo"] = "демо",
  ["play.key.random"] = "случайно",
  ["play.key.crane"] = "кран",
  ["play.key.reset"] = "сначала",
  ["play.key.new"] = "новая",
  ["play.key.save"] = "сохранить",
  ["play.key.load"] = "загрузить",
  ["play.key.faster"] = "быстрее",
  ["play.key.slower"] = "медленнее",
  ["play.key.arrows"] = "стрелки+пробел ход",
  ["play.small.pegs"] = "Терминал слишком мал для {pegs} " ..
    "{pegs:one=стержня;few=стержней;many=стержней;other=стержня}: расширь окно",
  ["play.small.fewer_pegs"] = "n начинает игру с меньшим числом стержней, q выход",
  ["play.small.rows"] = "Терминал слишком мал: для {disks} " ..
    "{disks:one=диска;few=дисков;many=дисков;other=диска} нужно {rows} " ..
    "{rows:one=строка;few=строки;many=строк;other=строки}",
  ["play.small.fewer_disks"] = "n начинает игру с меньшим числом дисков, q выход",
  ["play.panel.won"] = "Решено! Статистика этой игры (t: назад к игре)",
  ["play.panel.so_far"] = "Статистика игры на данный момент (t: назад к игре)",
  ["play.panel.disk"] = "диск",
  ["play.panel.moved"] = "сделано",
  ["play.panel.optimal"] = "оптимум",
  ["play.panel.totals"] = "ходы {moves} (оптимум {optimal})  лишние {wasted}  отмены {undos}  " ..
    "подсказки {hints}  время {time}",
  ["play.panel.computer"] = "Компьютер сделал {count} " ..
    "{count:one=ход;few=хода;many=ходов;other=хода}: рекорды считают только игры вручную",
  ["play.scores.off"] = "Рекорды не сохраняются ({why})",
  ["play.scores.best_for"] = "Рекорд для {disks} {disks:one=диска;few=дисков;many=дисков;other=диска}, " ..
    "{pegs} {pegs:one=стержня;few=стержней;many=стержней;other=стержня}, цель {goal}: {moves} " ..
    "{moves:one=ход;few=хода;many=ходов;other=хода}, {time}",
  ["play.scores.none"] = "Для этой игры рекорда ещё нет",
  ["play.scores.best"] = "Рекорд этой игры: {moves} {moves:one=ход;few=хода;many=ходов;other=хода}, " ..
    "{time}",
  ["play.scores.new_best"] = "новый рекорд",
  ["play.scores.fewest"] = "меньше всего ходов",
  ["play.scores.time"] = "лучшее время",
  ["play.ev.move"] = "Ход {number}: диск {disk} {from} -> {to}",
  ["play.ev.move_computer"] = "Ход {number}: диск {disk} {from} -> {to} (компьютер)",
  ["play.ev.move_random"] = "Ход {number}: диск {disk} {from} -> {to} (случайно)",
  ["play.ev.binary"] = "Ход {number} = {binary} в двоичной записи: младшая 1 — бит {bit}, " ..
    "значит, диск {disk} {from} -> {to}",
  ["play.ev.undo"] = "Отменено: диск {disk} обратно {from} -> {to}",
  ["play.ev.redo"] = "Возвращено: диск {disk} {from} -> {to}",
  ["play.ev.pick"] = "Диск {disk} снят со стержня {peg}: куда?",
  ["play.ev.unpick"] = "Диск {disk} положен обратно на {peg}",
  ["play.ev.hint"] = "Подсказка: диск {disk} с {from} на {to}",
  ["play.ev.won"] = "Решено за {moves} {moves:one=ход;few=хода;many=ходов;other=хода} " ..
    "(оптимум {optimal}), время {time}",
  ["play.ev.reset"] = "Снова в начале",
  ["play.ev.new"] = "Новая игра: {disks} {disks:one=диск;few=диска;many=дисков;other=диска}, " ..
    "{pegs} {pegs:one=стержень;few=стержня;many=стержней;other=стержня}",
  ["play.ev.save"] = "Сохранено в {file}",
  ["play.ev.load"] = "Загружено: {file}",
  ["play.ev.takeover"] = "Теперь играешь ты",
  ["play.ev.solving"] = "Компьютер решает",
  ["play.ev.random"] = "Случайные ходы",
  ["play.ev.binary_demo"] = "Двоичный метод: ход m двигает диск младшей 1 числа m в двоичной записи",
  ["play.ev.paused"] = "Пауза: сделай ход — и дальше играешь ты",
  ["play.no.solved"] = "Игра решена (отмени ход, начни сначала или новую игру)",
  ["play.no.solved_short"] = "Игра решена",
  ["play.no.held"] = "Диск {disk} со стержня {peg} уже снят: сначала положи его",
  ["play.no.empty"] = "Стержень {peg} пуст",
  ["play.no.itself"] = "Нельзя переложить со стержня {peg} на него же",
  ["play.no.bigger"] = "Нельзя класть диск {disk} на диск {below}: больший на меньший нельзя",
  ["play.no.nothing_held"] = "Ни один диск не снят: сначала выбери стержень",
  ["play.no.undo"] = "Нечего отменять",
  ["play.no.redo"] = "Нечего возвращать",
  ["play.no.unreachable"] = "Цель недостижима",
  ["play.no.solving"] = "Компьютер уже решает",
  ["play.no.binary_pegs"] = "Двоичный метод работает только с 3 стержнями",
  ["play.no.binary_tower"] = "Двоичный метод переносит всю башню на один стержень",
  ["play.no.binary_start"] = "Двоичный метод играет от начальной башни или позиции на своём пути " ..
    "(сначала вернитесь к началу)",
  ["play.no.demo"] = "Демо уже идёт",
  ["play.no.computer"] = "Компьютер сейчас не играет",
  ["play.no.paused"] = "Уже на паузе",
  ["play.no.not_paused"] = "Не на паузе",
  ["play.start"] = "Возьми диск: 1-{pegs}, стрелки и пробел или мышь; s — решает компьютер",
  ["play.hint_again"] = "(h ещё раз — сделать этот ход)",
  ["play.ask.new"] = "Новая игра: диски [стержни] (Enter: {disks} {pegs}): ",
  ["play.ask.new_bad"] = "Укажи диски 1..64 и стержни 3..32, например '5 3'",
  ["play.ask.save"] = "Сохранить в (Enter: {file}): ",
  ["play.ask.load"] = "Загрузить из (Enter: {file}): ",
  ["play.cannot_save"] = "Не удалось сохранить {file}: {why}",
  ["play.cannot_load"] = "Не удалось загрузить {file}: {why}",
  ["play.crane_on"] = "Диски переносит кран (c: без крана)",
  ["play.crane_off"] = "Без крана",
  ["play.crane_busy"] = "Кран сначала закончит свой ход",
  ["play.cancelled"] = "Отменено",
  ["play.key_unknown"] = "Клавиша '{key}' здесь ничего не делает",
  ["line.banner"] = "hanoi: {disks} {disks:one=диск;few=диска;many=дисков;other=диска}, " ..
    "{pegs} {pegs:one=стержень;few=стержня;many=стержней;other=стержня}, цель: {goal} " ..
    "(команды: 'help')",
  ["line.help"] = [[
команды (стержни — числа 1.. или буквы A..):
  move A B      переложить верхний диск с A на B (или просто: A B)
  pick A        снять верхний диск с A;  drop B  положить его на B
  undo, redo, reset   отменить, вернуть, начать сначала
  hint          следующий оптимальный ход
  solve [N]     компьютер делает отсюда N ходов (все, если N нет; не больше
                миллиона); остановившись раньше, он встаёт на паузу
  resume [N]    компьютер на паузе делает ещё N;  pause;  stop (играть самому)
  demo [N]      N ходов (все, если N нет) двоичного метода: ход m двигает
                диск младшей 1 числа m в двоичной записи
  random [N]    N случайных ходов по правилам (обычно 1), никогда не тем
                диском, что только что ходил
  show          картинка;  status;  stats (каждый диск в сравнении с оптимумом,
                лишние ходы, отмены, подсказки, время, рекорды)
  new N [K]     новая игра;  save ФАЙЛ;  load ФАЙЛ
  help, quit    эта справка, выход]],
  ["line.status"] = "{mode}: {moves} {moves:one=ход;few=хода;many=ходов;other=хода}, " ..
    "оптимум от начала {optimal}, осталось {left}, время {time}",
  ["line.mode.playing"] = "игра",
  ["line.mode.solving"] = "решает",
  ["line.mode.demo"] = "демо",
  ["line.mode.paused"] = "пауза",
  ["line.mode.solved"] = "решено",
  ["line.stats.moves"] = "ходы {moves} (ты {player}, компьютер {computer}, случайно {random}), " ..
    "отмены {undos}, возвраты {redos}, подсказки {hints}",
  ["line.stats.disks"] = "ходы каждого диска в сравнении с оптимумом: {list}",
  ["line.stats.totals"] = "оптимум {optimal}, лишние {wasted}, время {time}",
  ["line.new_best"] = "(новый рекорд)",
  ["line.bad_count"] = "Число должно быть целым 0..{most}, а не '{word}'",
  ["line.name_two"] = "Назови два стержня 1..{pegs} или A..{last}, например '{example}'",
  ["line.name_one"] = "Назови стержень 1..{pegs} или A..{last}, например '{example}'",
  ["line.new_bad"] = "new: нужны диски 1..64 и стержни 3..32, например 'new 5 3'",
  ["line.needs_file"] = "{command}: нужно имя файла",
  ["line.unknown"] = "Неизвестная команда '{word}' (попробуй 'help')",
  -- the page to play (hanoi html --play): its own words
  ["page.title"] = "Ханойская башня: {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, {pegs} " ..
    "{pegs:one=стержень;few=стержня;many=стержней;other=стержня}",
  ["page.language"] = "язык",
  ["page.board"] = "стержни и диски",
  ["page.board.peg"] = "стержень {peg}: {disks}",
  ["page.board.disks"] = "диски {list}",
  ["page.board.empty"] = "пусто",
  ["page.board.held"] = "диск {disk} в руке, со стержня {peg}",
  ["page.light"] = "светофор: {state}",
  ["page.light.won"] = "решено",
  ["page.light.halted"] = "остановлено",
  ["page.light.solving"] = "компьютер решает",
  ["page.light.binary"] = "компьютер: двоичный метод",
  ["page.light.random"] = "компьютер: случайные ходы",
  ["page.light.playing"] = "игра: твой ход",
  ["page.moves"] = "ходы",
  ["page.optimum"] = "оптимум",
  ["page.time"] = "время",
  ["page.group.play"] = "игра",
  ["page.group.game"] = "партия",
  ["page.btn.stop"] = "Стоп",
  ["page.btn.halt"] = "Пауза",
  ["page.btn.continue"] = "Продолжить",
  ["page.btn.takeover"] = "Играть самому",
  ["page.btn.stats"] = "Статистика",
  ["page.btn.new"] = "Новая игра",
  ["page.tip.undo"] = "отменить последний ход (u)",
  ["page.tip.redo"] = "вернуть отменённый ход (r)",
  ["page.tip.hint"] = "следующий оптимальный ход (h; ещё раз: сделать его)",
  ["page.tip.solve"] = "компьютер решает отсюда (s)",
  ["page.tip.halt"] = "ненадолго остановить компьютер (p)",
  ["page.tip.continue"] = "пусть компьютер продолжает (p)",
  ["page.tip.takeover"] = "остановить компьютер и играть самому",
  ["page.tip.demo"] = "играет двоичный метод (d)",
  ["page.tip.random"] = "играют случайные ходы (D)",
  ["page.tip.crane"] = "кран переносит диски (c)",
  ["page.tip.stats"] = "статистика этой партии (t)",
  ["page.tip.new"] = "новая игра с этими дисками, стержнями и целью (n)",
  ["page.tip.reset"] = "к началу этой партии (x)",
  ["page.tip.save"] = "скачать партию как файл сохранения (w)",
  ["page.tip.load"] = "открыть файл сохранения (l)",
  ["page.disks"] = "диски",
  ["page.pegs"] = "стержни",
  ["page.goal"] = "цель",
  ["page.speed"] = "скорость",
  ["page.loadfile"] = "файл сохранения для загрузки",
  ["page.stats"] = "статистика",
  ["page.help"] = "Нажми на стержень, чтобы снять верхний диск, и на другой, чтобы " ..
    "положить его, или перетащи диск туда; больший диск никогда не кладут " ..
    "на меньший. Клавиши: 1, 2, 3... (или буквы стержней заглавными) " ..
    "снимают и кладут, стрелки и пробел делают то же курсором, Esc кладёт " ..
    "диск обратно; u отмена, r вернуть, h подсказка (ещё раз: сделать ход), " ..
    "s решить, p пауза или продолжить, d демо, D случайные ходы (на 4 " ..
    "стержнях и больше d включает случайные ходы), c кран, t статистика, x " ..
    "сначала, n новая игра, w сохранить, l загрузить, + и - скорость.",
  ["page.ev.pick_takeover"] = "диск {disk} снят со стержня {peg}: куда? (теперь играешь ты)",
  ["page.ev.move_binary"] = "ход {number}: диск {disk} {from} -> {to} (двоичный метод)",
  ["page.ev.move_plan"] = "ход {number}: диск {disk} {from} -> {to} (компьютер, кратчайший путь " ..
    "не доказан)",
  ["page.plan"] = "(кратчайший путь не доказан)",
  ["page.hint.solved"] = "игра решена: подсказывать нечего",
  ["page.hint.searching"] = "ищем кратчайший путь отсюда...",
  ["page.hint.reached"] = "цель достигнута: делать больше нечего",
  ["page.no.reached"] = "цель достигнута",
  ["page.random"] = "случайные ходы: каждый раз случайный ход по правилам",
  ["page.halted"] = "пауза: продолжи или играй сам (любой твой ход — и играешь ты)",
  ["page.not_halted"] = "компьютер не на паузе",
  ["page.plays_on"] = "компьютер продолжает",
  ["page.searching"] = "компьютер ищет кратчайший путь отсюда...",
  ["page.bad_disks"] = "дисков должно быть 1..{most}",
  ["page.bad_pegs"] = "стержней должно быть 3..{most}",
  ["page.new"] = "новая игра: {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, {pegs} " ..
    "{pegs:one=стержень;few=стержня;many=стержней;other=стержня}, цель: " ..
    "{goal}",
  ["page.saved"] = "сохранено в {file} (в загрузках)",
  ["page.load.size"] = "на этой странице можно играть до {most_disks} дисков на {most_pegs} стержнях, а " ..
    "в партии {disks} на {pegs}",
  ["page.load.goal"] = "на этой странице цель — только башня на стержне, а у этой партии цель — «{goal}»",
  ["page.load.large"] = "больше {bytes} байт",
  ["page.opt.searching"] = "(поиск)",
  ["page.opt.fs"] = "(Фрейм — Стюарт, кратчайший путь не доказан)",
  ["page.opt.plan"] = "(план, кратчайший путь не доказан)",
  ["page.left.searching"] = "поиск, {seconds} с",
  ["page.left"] = "осталось {left}",
  ["page.solved"] = "решено",
  ["page.verdict.optimal"] = "за {moves} {moves:one=ход;few=хода;many=ходов;other=хода}: оптимально, " ..
    "отмен: {undos}, подсказок: {hints}",
  ["page.verdict.more"] = "за {moves} {moves:one=ход;few=хода;many=ходов;other=хода} (оптимум " ..
    "{optimal}), отмен: {undos}, подсказок: {hints}",
  ["page.verdict.unknown"] = "за {moves} {moves:one=ход;few=хода;many=ходов;other=хода} (оптимум " ..
    "неизвестен), отмен: {undos}, подсказок: {hints}",
  ["page.stats.won"] = "решено! статистика этой партии",
  ["page.stats.so_far"] = "статистика этой партии на данный момент",
  ["page.stats.line"] = "ходы {moves} (оптимум {optimal}) · лишние {wasted} · отмены {undos} · " ..
    "подсказки {hints} · время {time}",
  ["page.best.tower"] = "рекорды хранятся только для игр с целой башни",
  ["page.best.cannot"] = "здесь рекорды сохранить нельзя",
  -- a save file's faults (hanoi.game.save) and a new game's sizes the library refuses
  ["save.line"] = "строка {line}: {why}",
  ["save.not_text"] = "это не текст",
  ["save.empty"] = "файл пуст",
  ["save.magic"] = "это не файл сохранения hanoi (первая строка должна быть '{magic}')",
  ["save.unreadable"] = "не удаётся прочитать {text}",
  ["save.twice"] = "'{field}' указано дважды",
  ["save.missing"] = "нет строки '{field}'",
  ["save.disks"] = "число дисков (disks) должно быть {lo}..{hi}, а не {got}",
  ["save.pegs"] = "число стержней (pegs) должно быть {lo}..{hi}, а не {got}",
  ["save.letters"] = "{field} {label}: нужна одна буква стержня для каждого из {disks} " ..
    "{disks:one=диска;few=дисков;many=дисков;other=диска}",
  ["save.not_peg"] = "{field} {label}: диск {disk} стоит на {letter}, а это не стержень A..{last}",
  ["save.other"] = "цели 'other' нужно, чтобы в начале была целая башня",
  ["save.goal_peg"] = "цель {peg} — не стержень A..{last}",
  ["save.played"] = "played должно быть 0..{count} (столько ходов записано), а не {got}",
  ["save.move_letters"] = "ход {number} {word} — это не две буквы стержней A..{last}",
  ["save.move_illegal"] = "ход {number} {word} не по правилам: {why}",
  ["save.position"] = "позиция {label} — не та, к которой " ..
    "{played:one=ведёт;few=ведут;many=ведут;other=ведут} {played} " ..
    "{played:one=сыгранный ход;few=сыгранных хода;many=сыгранных ходов;other=сыгранного хода} ('{lead}')",
  ["save.time"] = "time должно быть числом секунд 0..{most}, а не {got}",
  ["play.arg.disks"] = "дисков должно быть {lo}..{hi}, а не {got}",
  ["play.arg.pegs"] = "стержней должно быть {lo}..{hi}, а не {got}",
  ["play.arg.goal"] = "цель должна быть стержнем A..{peg}",
  -- the page that plays a solution back (hanoi html N)
  ["watch.title"] = "Ханойская башня: {disks} {disks:one=диск;few=диска;many=дисков;other=диска}, " ..
    "{pegs} {pegs:one=стержень;few=стержня;many=стержней;other=стержня}, " ..
    "{moves} {moves:one=ход;few=хода;many=ходов;other=хода}",
  ["watch.back"] = "◀ Назад",
  ["watch.play"] = "Пуск",
  ["watch.pause"] = "Пауза",
  ["watch.step"] = "Шаг ▶",
  ["watch.tip.back"] = "на ход назад (стрелка влево)",
  ["watch.tip.play"] = "пуск / пауза (пробел)",
  ["watch.tip.step"] = "на ход вперёд (стрелка вправо)",
  ["watch.speed"] = "Скорость",
  ["watch.counter"] = "ход {index} / {total}",
  ["watch.optimal"] = "(оптимум {optimal})",
  ["watch.done"] = "конец",
  ["watch.controls"] = "просмотр",
}
