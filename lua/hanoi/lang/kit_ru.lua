--- The texts of the teaching kit in Russian (русский): key -> text.
-- диск (disk), стержень (peg), ход (move), вызов (call), рекурсия,
-- базовый случай (base case), стек кадров (stack of frames);
-- docs/glossary.md. Lua's names (teach.check, max_moves) stay as they are.
-- @module hanoi.lang.kit_ru
return {
  ["kit.list.comma"] = ", ",
  ["kit.list.and"] = "{list} и {last}",
  ["kit.list.range"] = "{lo}–{hi}",
  ["kit.sizes"] = "{sizes} {last:one=диском;few=дисками;many=дисками;other=диска}",
  ["kit.sizes.none"] = "ни одним числом дисков",
  ["kit.disks"] = "{count:one=диск;few=диски;many=диски;other=диски} {list}",
  ["kit.counts"] = "{moves} {moves:one=ход;few=хода;many=ходов;other=хода}, " ..
    "{calls} {calls:one=вызов;few=вызова;many=вызовов;other=вызова}, " ..
    "не больше {open} {open:one=открытого вызова;few=открытых вызовов;many=открытых вызовов;" ..
    "other=открытого вызова} сразу",
  ["kit.move"] = "ход {m}: диск {disk} с {from} на {to}",
  ["kit.move.nodisk"] = "ход {m}: с {from} на {to}",
  ["kit.reason.illegal"] = "{move} не по правилам: {why}",
  ["kit.reason.moves"] = "остановлено на ходе {at}: больше чем max_moves = {max} ходов " ..
    "(минимум — {optimal})",
  ["kit.reason.depth"] = "остановлено: открытых вызовов сразу — {open}, каждый внутри " ..
    "предыдущего (больше чем max_depth = {max}), с n = {ns}",
  ["kit.reason.calls"] = "остановлено: больше чем max_calls = {max} вызовов",
  ["kit.reason.seconds"] = "остановлено: всё ещё работала после max_seconds = {seconds} секунд",
  ["kit.reason.time"] = "остановлено: всё ещё работала после {cpu} с процессорного времени (max_seconds = {seconds})",
  ["kit.reason.steps"] = "остановлено: всё ещё работала после {steps} шагов Lua " ..
    "(max_seconds = {seconds})",
  ["kit.reason.memory"] = "остановлено: заняла больше чем max_memory = {max} МиБ памяти",
  ["kit.reason.yield"] = "функция вызвала coroutine.yield: решение не должно этого делать",
  ["kit.reason.sethook"] = "остановлено: функция вызвала debug.sethook, которым набор следит " ..
    "за ней",
  ["kit.reason.interrupted"] = "остановлено клавишами Ctrl-C",
  ["kit.reason.value"] = "значение ошибки типа {type}",
  ["kit.reason.line"] = "{message} (строка {line})",
  ["kit.reason.raised"] = "{fname} выдала ошибку: {message}",
  ["kit.reason.ended"] = "{what}: на {peg}, а не на {target}",
  ["kit.reason.the_disk"] = "диск",
  ["kit.reason.both"] = "оба диска",
  ["kit.reason.all"] = "все {n} {n:one=диск;few=диска;many=дисков;other=диска}",
  ["kit.reason.returned"] = "{fname} вернулась после {moves} " ..
    "{moves:one=хода;few=ходов;many=ходов;other=хода}, а {disks} не на {target}",
  ["kit.reason.long"] = "по правилам, {moves} {moves:one=ход;few=хода;many=ходов;other=хода}, " ..
    "а минимум — {optimal}",
  ["kit.verdict.right"] = "верно: {moves} {moves:one=ход;few=хода;many=ходов;other=хода}, минимум",
  ["kit.verdict.wrong"] = "неверно: {reason}",
  ["kit.report.right"] = "{fname}: верно с {sizes}, каждый раз за наименьшее число ходов.",
  ["kit.report.with"] = "С {n} {n:one=диском;few=дисками;many=дисками;other=диска}: {counts}.",
  ["kit.report.wrong"] = "{call}: неверно с {n} " ..
    "{n:one=диском;few=дисками;many=дисками;other=диска}{also}.",
  ["kit.report.also"] = " (верно с {sizes})",
  ["kit.report.sentence"] = "{text}.",
  ["kit.report.raised"] = " (диск {disk} поднят)",
  ["kit.report.before_move"] = "Перед ходом {m}{raised}:",
  ["kit.report.first_wrong"] = "Первый неверный ход — {move}: {reason}.",
  ["kit.report.before_it"] = "Перед ним{raised}:",
  ["kit.report.peg_is"] = "{letter} — это {name}",
  ["kit.report.pegs"] = "(стержни: {list})",
  ["kit.report.hint"] = "Подсказка: {hint}",
  ["kit.step.made"] = "сделано {made} из {total} ходов",
  ["kit.step.goes_back"] = " (s:back() — шаг назад)",
  ["kit.step.at_start"] = "это начало: отменять нечего",
  ["kit.step.back"] = "назад к шагу {step} (отменено: {undone})",
  ["kit.step.back_long"] = "назад к шагу {step}, отменено:\n    {undone}",
  ["kit.step.before"] = "(перед ними {steps} {steps:one=шаг;few=шага;many=шагов;other=шага})",
  ["kit.step.call"] = "вызов {call}",
  ["kit.step.return_to"] = "возврат из {me} в {parent} на {mark}",
  ["kit.step.return_done"] = "возврат из {me}: готово",
  ["kit.step.stack_empty"] = "стек: пуст",
  ["kit.step.stack"] = "стек кадров, внешний первым, каждый на строке кода:",
  ["kit.step.running"] = "   <- работает",
  ["kit.step.done"] = "готово: делать больше нечего",
  ["kit.trace.return_to"] = "возврат в {parent} на {mark}",
  ["kit.trace.return_done"] = "возврат: готово",
  ["kit.trace.hidden"] = "(вызовы с n = 0 не показаны: {count})",
  ["kit.quiz.intro"] = "Перенеси {n} {n:one=диск;few=диска;many=дисков;other=диска} с {from} " ..
    "на {to}. На каждом ходу:\nкакой диск ходит следующим и куда? Ответь диском и стержнем: " ..
    "{example}\nзначит диск 1 на {from}. После неверного ответа есть вторая попытка;\n" ..
    "'?' показывает ответ, 'q' — конец.",
  ["kit.quiz.ask"] = "ход {m}: какой диск ходит следующим и куда? ",
  ["kit.quiz.answer"] = "ответ: диск {disk} с {from} на {to}",
  ["kit.quiz.how"] = "ответь диском 1..{n} и стержнем A, B или C, например {example}",
  ["kit.quiz.right"] = "верно: диск {disk} с {from} на {to}",
  ["kit.quiz.right2"] = "верно со второй попытки: диск {disk} с {from} на {to}",
  ["kit.quiz.again"] = "нет ({why}). Попробуй ещё раз: ",
  ["kit.quiz.wrong"] = "нет ({why}): ход — диск {disk} с {from} на {to}",
  ["kit.quiz.under"] = "диск {disk} лежит под диском {top}",
  ["kit.quiz.already"] = "диск {disk} уже на {peg}",
  ["kit.quiz.longer"] = "по правилам, но это не кратчайший путь на {peg}",
  ["kit.quiz.done"] = "башня стоит на {peg} после {moves} " ..
    "{moves:one=хода;few=ходов;many=ходов;other=хода}",
  ["kit.quiz.score"] = "верно с первого раза: {right} из {asked}{more}",
  ["kit.quiz.more"] = ", со второй попытки ещё {second}",
  ["kit.banner"] = [[
{version} с hanoi.teach. Попробуй:
  teach.trace(3)               дерево вызовов рекурсии
  s = teach.stepper(3)         потом s() снова и снова: по одному шагу
                               (s:back() — шаг назад, s:next_move(), s:finish())
  teach.explain()              способы решения; teach.explain("recursive")
  teach.trace(4, {k = 4})      четыре стержня: рекурсия Фрейма — Стюарта
  teach.table()                2^n - 1 ходов, 584,5 миллиарда лет монахов
  teach.quiz(3)                какой диск ходит следующим и куда?
  teach.moves(3, {method = "iterative"})       ходы словами
  print(hanoi.new(3))          позиция
Напиши свою функцию, потом проверь её, проследи и пройди по шагам:
  function solve(n, from, to, via, move)
    ...                        move(from, to) переносит верхний диск с from
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help() покажет всё.]],
  ["kit.grade.file"] = "файл",
  ["kit.grade.verdict"] = "вердикт",
  ["kit.grade.moves"] = "ходы",
  ["kit.grade.calls"] = "вызовы",
  ["kit.grade.order"] = "порядок",
  ["kit.grade.right"] = "верно",
  ["kit.grade.wrong"] = "неверно",
  ["kit.grade.error"] = "ошибка",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "Ханойская башня: урок о рекурсии",
  ["kit.lesson.head.puzzle"] = "1. Головоломка и легенда",
  ["kit.lesson.head.counting"] = "2. Считаем ходы",
  ["kit.lesson.head.recursion"] = "3. Рекурсия, шаг за шагом",
  ["kit.lesson.head.yours"] = "4. Напиши свою",
  ["kit.lesson.head.methods"] = "5. Другие пути к тем же ходам",
  ["kit.lesson.head.graph"] = "6. Все позиции: граф состояний",
  ["kit.lesson.head.four"] = "7. Четыре стержня",
  ["kit.lesson.head.quiz"] = "8. Викторина: какой диск ходит следующим?",
  ["kit.lesson.head.history"] = "9. Откуда взялась головоломка",
  ["kit.lesson.right"] = "Верно.",
  ["kit.lesson.wrong"] = "Не этот.",
  ["kit.lesson.ui.again"] = "Сначала",
  ["kit.lesson.ui.answer"] = "{verdict} Диск {disk} с {from} на {to}.",
  ["kit.lesson.ui.ask"] = "Какой диск ходит следующим и куда?",
  ["kit.lesson.ui.back"] = "Назад",
  ["kit.lesson.ui.board3"] = "доска, 3 диска",
  ["kit.lesson.ui.board4"] = "доска, 4 диска на 4 стержнях",
  ["kit.lesson.ui.calltree"] = "Дерево вызовов (teach.trace)",
  ["kit.lesson.ui.check"] = "Проверить",
  ["kit.lesson.ui.checking"] = "Проверяю...",
  ["kit.lesson.ui.deadline"] = "остановлено: всё ещё работает после {s} секунд. Цикл, который не" ..
    " кончается, или\nрекурсия, которая не доходит до базового случая?",
  ["kit.lesson.ui.disk"] = "диск {list}",
  ["kit.lesson.ui.disks"] = "диски {list}",
  ["kit.lesson.ui.done"] = "Решено.",
  ["kit.lesson.ui.empty"] = "Стержень {peg} пуст.",
  ["kit.lesson.ui.graphdone"] = "{label}: {where}.",
  ["kit.lesson.ui.graphnext"] = "{label}: {where}. Дальше по кратчайшему пути к" ..
    " {goal}: диск {disk} с {from} на {to}.",
  ["kit.lesson.ui.hint"] = "Подсказка",
  ["kit.lesson.ui.hintis"] = "Подсказка: диск {disk} с {from} на {to}{exact}.",
  ["kit.lesson.ui.moved"] = "ход {n}: с {from} на {to}",
  ["kit.lesson.ui.next"] = "Следующий шаг",
  ["kit.lesson.ui.nextmove"] = "Следующий ход",
  ["kit.lesson.ui.nextq"] = "Следующий вопрос",
  ["kit.lesson.ui.none"] = "пусто",
  ["kit.lesson.ui.notproven"] = " (не доказано, что кратчайший)",
  ["kit.lesson.ui.peg"] = "Стержень {peg}",
  ["kit.lesson.ui.pegon"] = "стержень {peg}: {disks}",
  ["kit.lesson.ui.quizboard"] = "доска викторины, 3 диска",
  ["kit.lesson.ui.report"] = "отчёт набора",
  ["kit.lesson.ui.running"] = "Выполняю...",
  ["kit.lesson.ui.save"] = "Сохранить как .lua",
  ["kit.lesson.ui.score"] = "Верно: {right} из {asked}.",
  ["kit.lesson.ui.sections"] = "Разделы",
  ["kit.lesson.ui.solved"] = ". Решено, ходов: {n}.",
  ["kit.lesson.ui.step"] = "Пройти по шагам",
  ["kit.lesson.ui.template"] = "Начать с шаблона",
  ["kit.lesson.ui.thecode"] = "код",
  ["kit.lesson.ui.where"] = "Стержень {peg}: куда?",
  ["kit.lesson.ui.yourcode"] = "твой код",
  ["kit.lesson.ui.yourlines"] = "твой код, выполняемая строка отмечена",
  ["kit.lesson.ui.pegs3"] = "3 стержня",
  ["kit.lesson.ui.pegs4"] = "4 стержня",
  ["kit.lesson.ui.language"] = "Язык",
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value} — не стержень",
  ["kit.learner.same_peg"] = "from и to — один и тот же стержень, {peg}",
  ["kit.learner.empty"] = "стержень {peg} пуст",
  ["kit.learner.on_smaller"] = "нельзя положить диск {disk} на диск {top}",
  ["kit.learner.already"] = "по правилам, но башня уже стояла на {peg}",
  ["kit.learner.farther"] = "по правилам, но после него до башни {moves}" ..
    " {moves:one=ход;few=хода;many=ходов;other=хода} вместо {want}",
  ["kit.lstep.call"] = "вызов {call}{tail}",
  ["kit.lstep.tail"] = " (хвостовой вызов)",
  ["kit.lstep.illegal"] = "{move}   <- не по правилам\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- первый неверный ход\n    ({why})",
  ["kit.lstep.replaced"] = "{call} заменён хвостовым вызовом",
  ["kit.lstep.error"] = "{call} покинут из-за ошибки",
  ["kit.lstep.return_line"] = "возврат из {me} в {parent} на строке {line}",
  ["kit.lstep.return_to"] = "возврат из {me} в {parent}",
  ["kit.lstep.stack"] = "стек кадров, внешний первым, со" ..
    " строкой, на которой каждый:",
  ["kit.lstep.more"] = "  ... ещё кадров: {count}, каждый внутри предыдущего ...",
  ["kit.lstep.just"] = "только что вызван",
  ["kit.lstep.line"] = "строка {line}",
  ["kit.lstep.done"] = "готово: {verdict}",
  ["kit.step.header"] = "{method}: {n}" ..
    " {n:one=диск;few=диска;many=дисков;other=диска} с {from} на {to}{four}.",
  ["kit.step.on4"] = " на 4 стержнях",
  ["kit.step.header_learner"] = "{fname}, {n}" ..
    " {n:one=диск;few=диска;many=дисков;other=диска} с {from} на {to}.",
  ["kit.explain.list"] = "Способы решения (teach.explain(ИМЯ) — об одном из них):",
  ["kit.explain.example3"] = "Разобранный пример, 3 диска с A на C:",
  ["kit.explain.example4"] = "Разобранный пример, 4 диска с A на D на 4 стержнях:",
  -- teach.table
  ["kit.table.col3"] = "3 стержня: M(n)",
  ["kit.table.col4"] = "4 стержня",
  ["kit.table.colpos"] = "позиции: 3^n",
  ["kit.table.note"] = "M(n) — наименьшее число ходов на 3 стержнях. Правило M(n) = 2 M(n-1) + 1\n" ..
    "(n-1 дисков в сторону, самый большой, n-1 дисков обратно) с M(0) = 0 даёт\n" ..
    "2^n - 1. 4 стержня: наименьшее число ходов со вторым запасным стержнем\n" ..
    "(Фрейм — Стюарт). Позиция — любое законное расположение дисков на 3 стержнях:\n" ..
    "каждый диск на одном из 3 стержней, значит 3^n; M/3^n — примерно доля тех,\n" ..
    "через которые проходит кратчайшее решение.",
  ["kit.table.monks"] = "Монахи из легенды переносят 64 диска, по ходу в секунду:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds} секунд",
  ["kit.table.years"] = "= {years} лет по 365,25 дня + {days} дн. {hours} ч {minutes} мин {s} с",
  ["kit.table.about"] = "= около {billions} миллиарда лет",
  ["kit.table.four"] = "С четвёртым стержнем: {moves} ходов, {hours} ч {minutes} мин {s} с.",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "Шаг — это вызов, ход или возврат. Стек кадров показывает каждый вызов,\n" ..
    "который ещё не вернулся, на строке кода teach.explain(\"recursive\"):\n" ..
    "(0) только что вызван, (1) в первом вызове, (2) дальше ход,\n" ..
    "(3) второй вызов, (4) дальше возврат.",
  ["kit.stepper.frame_stewart"] = "Шаг — это вызов, ход или возврат. Стек кадров показывает каждый вызов,\n" ..
    "который ещё не вернулся, на строке кода teach.explain(\"frame_stewart\")\n" ..
    "(solve4) или teach.explain(\"recursive\") (solve, часть на трёх стержнях).",
  ["kit.stepper.direction"] = "Один ход за шаг. +d значит диск d на один стержень вправо по кругу\n" ..
    "A > B > C > A, -d — на один влево.",
  ["kit.stepper.iterative"] = "Один ход за шаг, по правилу монахов: самый маленький диск ходит\n" ..
    "через ход, всегда в одну сторону по кругу A > B > C > A.",
  ["kit.stepper.four_step"] = "Один ход за шаг, циклами по четыре.",
  ["kit.stepper.three_step"] = "Один ход за шаг: единственный законный ход между двумя стержнями.",
  ["kit.stepper.route_table"] = "Один ход за шаг. Код маршрута нумерует шесть ходов:\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B.",
  ["kit.stepper.binary"] = "Один ход за шаг. m — номер хода в двоичной записи: его младшая\n" ..
    "единица называет диск. В коде Грея бит d-1 равен 1, когда диск d\n" ..
    "ходил нечётное число раз.",
  ["kit.stepper.learner"] = "Твоя функция выполнилась, когда этот пошаговый просмотр создавался, и её\n" ..
    "шаги записаны: шаг — это вызов, ход или возврат. Стек кадров показывает\n" ..
    "каждый вызов, который ещё не вернулся, со строкой твоего кода, на которой он.",
  ["kit.summary.recursive"] = "n-1 дисков в сторону, самый большой на место, n-1 дисков обратно",
  ["kit.summary.direction"] = "диск d на s: башня над ним на -s, d на s, башня на -s",
  ["kit.summary.iterative"] = "правило монахов: самый маленький всегда в одну сторону",
  ["kit.summary.four_step"] = "самый маленький, второй, маленький на него, другой ход",
  ["kit.summary.three_step"] = "единственный законный ход между A-B, A-C, B-C по очереди",
  ["kit.summary.route_table"] = "маршрут удвоением, с двумя таблицами кодов маршрута",
  ["kit.summary.binary"] = "диск хода m — младшая единица m в двоичной записи",
  ["kit.summary.frame_stewart"] = "четыре стержня: k дисков в сторону, остальные на 3, k обратно",
  ["kit.keys"] = "s() делает следующий шаг, s:back() — шаг назад, s:next_move()\n" ..
    "идёт до следующего хода, s:finish() — до конца.",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) только что вызван",
  ["kit.at.solve.1"] = "(1) в первом вызове",
  ["kit.at.solve.2"] = "(2) дальше: ход",
  ["kit.at.solve.3"] = "(3) дальше: второй вызов",
  ["kit.at.solve.4"] = "(3) во втором вызове",
  ["kit.at.solve.5"] = "(4) дальше: возврат",
  ["kit.at.solve4.0"] = "(0) только что вызван",
  ["kit.at.solve4.1"] = "(1) в первом вызове",
  ["kit.at.solve4.2"] = "(2) дальше: вызов на 3 стержнях",
  ["kit.at.solve4.3"] = "(2) в вызове на 3 стержнях",
  ["kit.at.solve4.4"] = "(3) дальше: последний вызов",
  ["kit.at.solve4.5"] = "(3) в последнем вызове",
  ["kit.at.solve4.6"] = "(4) дальше: возврат",
  ["kit.step.line"] = "шаг {step}: {line}",
}
