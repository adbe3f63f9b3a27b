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
  ["kit.reason.sethook"] = "остановлено: функция вызвала debug.sethook, которым программа проверки следит " ..
    "за ней",
  ["kit.reason.interrupted"] = "остановлено клавишами Ctrl-C",
  ["kit.reason.value"] = "значение ошибки типа {type}",
  ["kit.reason.line"] = "{message} (строка {line})",
  ["kit.reason.raised"] = "{fname} выдала ошибку: {message}",
  ["kit.reason.ended"] = "{what} в итоге на {peg}, а не на {target}",
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
  ["kit.step.stack"] = "стек кадров (сначала внешний), каждый на своей строке кода:",
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
  ["kit.grade.size"] = "{n} {n:one=диск;few=диска;many=дисков;other=диска}",
  ["kit.grade.unchecked"] = "не проверено: проверку меньшего числа дисков остановили его пределы",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "Ханойская башня: урок о рекурсии",
  ["kit.lesson.head.puzzle"] = "1. Головоломка и легенда",
  ["kit.lesson.head.counting"] = "2. Считаем ходы",
  ["kit.lesson.head.recursion"] = "3. Рекурсия, шаг за шагом",
  ["kit.lesson.head.yours"] = "4. Напиши свою функцию",
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
  ["kit.lesson.ui.board3"] = "поле, 3 диска",
  ["kit.lesson.ui.board4"] = "поле, 4 диска на 4 стержнях",
  ["kit.lesson.ui.calltree"] = "Дерево вызовов",
  ["kit.lesson.ui.check"] = "Проверить",
  ["kit.lesson.ui.checking"] = "Проверяю...",
  ["kit.lesson.ui.deadline"] = "остановлено: всё ещё работает через {s} с — намного дольше, чем " ..
    "позволяют ограничения.\n"
    .. "Страница не может сказать почему. Нажми «Проверить», чтобы попробовать снова.",
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
  ["kit.lesson.ui.quizboard"] = "поле викторины, 3 диска",
  ["kit.lesson.ui.report"] = "отчёт программы проверки",
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
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
Три стержня, A, B и C, и на A башня из дисков, самый большой внизу.
Перенеси всю башню на C. За один ход переносится только один диск,
двигать можно только верхний диск, и диск никогда не может лежать на
меньшем.
Легенда: в одном храме монахи переносят башню из 64 золотых дисков по
этим правилам, по одному диску в секунду; когда они закончат, наступит
конец света.
Сыграй с 3 дисками: выбери стержень, чтобы снять его верхний диск, потом
стержень, куда его положить (щёлкни по стержням или нажми 1, 2, 3 или A,
B, C).]],
  ["kit.lesson.counting"] = [[
Сколько ходов нужно башне из n дисков? Чтобы перенести самый большой
диск, n-1 дисков над ним должны стоять на свободном стержне: это M(n-1)
ходов. Потом 1 ход для самого большого диска, потом снова M(n-1) ходов,
чтобы вернуть n-1 дисков на него. Значит, M(n) = 2 M(n-1) + 1, где
M(0) = 0, и по индукции M(n) = 2^n - 1: если M(n-1) = 2^(n-1) - 1, то
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1. Короче не бывает: самый большой
диск должен сделать хотя бы один ход, а до этого все остальные должны
уйти с дороги, на один стержень.]],
  ["kit.lesson.recursion"] = [[
Рекурсия ниже и есть всё решение. Пройди её по шагам: каждый шаг — это
вызов, ход или возврат. Стек кадров показывает каждый вызов, который ещё
открыт, и строку кода, на которой стоит каждый из них.]],
  ["kit.lesson.yours"] = [[
Напиши функцию solve(n, from, to, via, move), которая переносит n дисков
со стержня from на стержень to, с via как свободным стержнем, и вызывает
move(from, to) на каждый ход. Кнопка Проверить запускает её с 1–6
дисками и говорит, что нашла, так же, как проверка работ класса для
того же файла. Твой код остаётся в этом браузере; кнопка Сохранить
как .lua записывает его в файл .lua.]],
  ["kit.lesson.methods"] = [[
Те же ходы получаются и из правил, которым человек может следовать без
рекурсии.]],
  ["kit.lesson.parity"] = [[
Правило чётности: пронумеруй диски от 1 (самый маленький) до n. В
кратчайшем решении нечётный диск никогда не ложится на нечётный, а
чётный на чётный, так что каждый диск ложится только на диск другой
чётности (или на пустой стержень). Свободный стержень хода со стержня a
на стержень b, если стержни пронумерованы 1, 2, 3, —
всегда 6 - a - b (или a xor b при той же
нумерации 1, 2, 3: 1 xor 2 = 3, 1 xor 3 = 2, 2 xor 3 = 1).]],
  ["kit.lesson.graph"] = [[
Каждая позиция n дисков на 3 стержнях — это точка: их 3^n. Две точки
соединены, если один ход ведёт от одной к другой. Картинка — треугольник
Серпинского; его углы — три башни, а кратчайшее решение идёт вдоль одной
стороны, 2^n - 1 ходов.]],
  ["kit.lesson.four"] = [[
С четвёртым стержнем башня переносится гораздо быстрее. Метод Фрейма и
Стюарта: поставь k дисков на один свободный стержень (используя все
четыре стержня), перенеси остальные n-k дисков на трёх оставшихся
стержнях, потом верни k дисков обратно. Таблица показывает наименьшее
число ходов. Сыграй с 4 дисками на 4 стержнях; кнопка Подсказка
показывает следующий ход кратчайшего пути от позиции, где стоят диски.]],
  ["kit.lesson.quiz"] = [[
Диски стоят как в кратчайшем решении. Какой диск ходит следующим, и на
какой стержень? Щёлкни по стержню этого диска, потом по стержню, куда он
идёт.]],
  ["kit.lesson.history"] = [[
Головоломку продавали в 1883 году в Париже как игру «La Tour d'Hanoi»
некоего «Professor N. Claus (de Siam)» (профессора Н. Клауса из Сиама):
это анаграмма Lucas d'Amiens, то есть французского математика Эдуарда
Люка (Edouard Lucas), который и придумал легенду о храме и его 64 золотых
дисках. Фрейм и Стюарт предложили свой метод для четырёх стержней в 1941
году; что он кратчайший для четырёх стержней, доказали только в 2014 году
(Тьерри Буш, Thierry Bousch).]],
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
  ["kit.lstep.stack"] = "стек кадров (сначала внешний), у каждого — " ..
    "строка, на которой он стоит:",
  ["kit.lstep.more"] = "  ... ещё кадров: {count}, каждый внутри предыдущего ...",
  ["kit.lstep.just"] = "только что вызван",
  ["kit.lstep.line"] = "строка {line}",
  ["kit.lstep.done"] = "готово: {verdict}",
  ["kit.grade.nested"] = "программа проверки не может проверять функцию изнутри функции, которую " ..
    "она сейчас выполняет",
  ["kit.ltrace.tail"] = "   (хвостовой вызов)",
  ["kit.ltrace.tail_first"] = "   (хвостовой вызов: он заменяет вызов, который его сделал)",
  ["kit.ltrace.error"] = "покинут из-за ошибки, которую поймал pcall",
  ["kit.ltrace.return_line"] = "возврат в {parent} на строке {line}",
  ["kit.ltrace.return_to"] = "возврат в {parent}",
  ["kit.ltrace.stops"] = "(всё останавливается на ходе не по правилам)",
  ["kit.ltrace.hint"] = "Подсказка: {hint}",
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
    "2^n - 1. 4 стержня: наименьшее число ходов со вторым свободным стержнем\n" ..
    "(Фрейм — Стюарт). Позиция — любое расположение по правилам дисков на 3 стержнях:\n" ..
    "каждый диск на одном из 3 стержней, значит 3^n; M/3^n — примерно доля тех,\n" ..
    "через которые проходит кратчайшее решение.",
  ["kit.table.monks"] = "Монахи из легенды переносят 64 диска, по ходу в секунду:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds} секунд",
  ["kit.table.years"] = "= {years} лет по 365,25 дня + {days} дн. {hours} ч {minutes} мин {s} с",
  ["kit.table.about"] = "= около {billions} миллиарда лет",
  ["kit.table.four"] = "С четвёртым стержнем: {moves} " ..
    "{moves:one=ход;few=хода;many=ходов;other=хода}, {hours} ч {minutes} мин " ..
    "{s} с.",
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
  ["kit.stepper.three_step"] = "Один ход за шаг: единственный ход по правилам между двумя стержнями.",
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
  ["kit.summary.three_step"] = "единственный ход по правилам между A-B, A-C, B-C по очереди",
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
  -- the hints of the slips (hanoi.teach.diagnose) and the proven repairs (hanoi.teach.repair)
  ["kit.hint.base"] = "базовый случай (наименьшее n, при котором функция больше не вызывает себя)",
  ["kit.hint.near"] = " Может быть, имелось в виду {near}?",
  ["kit.hint.line_runs"] = ", когда выполняется строка {line}",
  ["kit.hint.in_order"] = "сначала {first} ({n} - 1 верхних дисков убрать с дороги), потом " ..
    "{move}({from}, {to}) (самый большой диск), потом {second} ({n} - 1 дисков обратно наверх)",
  ["kit.hint.order"] = "{fname} верна, если её стержни идут в другом порядке{on}: похоже, она " ..
    "принимает ({params}). Поменяй её параметры местами или проверь её так: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.order.on"] = " (здесь её башня пришла на {peg})",
  ["kit.hint.no_move"] = "{fname} ни разу не вызвала {move}, поэтому ни один диск не " ..
    "сдвинулся{printed}. Диск двигается, только когда твой код вызывает {move}({from}, {to}){only}.",
  ["kit.hint.no_move.printed"] = " (она печатала через print {times} " ..
    "{times:one=раз;few=раза;many=раз;other=раза})",
  ["kit.hint.no_move.only"] = "; print только показывает текст",
  ["kit.hint.move_first"] = "в вызове {call} ход стоит перед двумя вызовами. Нужно так: {order}.",
  ["kit.hint.move_last"] = "в вызове {call} ход стоит после двух вызовов. Нужно так: {order}.",
  ["kit.hint.missing_call.loop"] = "{call} сама делает {own} " ..
    "{own:one=ход;few=хода;many=ходов;other=хода} и вызывает {fname} один раз: там, где вызов " ..
    "должен перенести {n} - 1 верхних дисков, она двигает диски сама. Нужны два вызова: {order}.",
  ["kit.hint.missing_call.second"] = "{call} вызывает {fname} только один раз, перед своим " ..
    "ходом: после него {n} - 1 дисков должны вернуться на самый большой: {second}.",
  ["kit.hint.missing_call.first"] = "{call} вызывает {fname} только один раз, после своего " ..
    "хода: перед ним {n} - 1 верхних дисков должны уйти с дороги: {first}.",
  ["kit.hint.missing_call.before"] = "{call} вызывает {fname} только один раз ({only}, перед " ..
    "своим ходом), а нужны два вызова: {order}.",
  ["kit.hint.missing_call.after"] = "{call} вызывает {fname} только один раз ({only}, после " ..
    "своего хода), а нужны два вызова: {order}.",
  ["kit.hint.missing_move"] = "{call} дважды вызывает {fname}, но сама не делает ни одного " ..
    "хода: между двумя вызовами она должна перенести свой самый большой диск, {move}({from}, {to}).",
  ["kit.hint.first_call_pegs"] = "в вызове {call} первый вызов — {made}, а он должен перенести " ..
    "{n} - 1 дисков на свободный стержень: {right}, то есть {formula}.",
  ["kit.hint.second_call_pegs"] = "в вызове {call} второй вызов — {made}, а он должен " ..
    "перенести {n} - 1 дисков со свободного стержня на самый большой: {right}, то есть {formula}.",
  ["kit.hint.base_no_return"] = "{call} сделала свой ход и продолжала вызывать {fname}: " ..
    "n = {ns}. Здесь нужен {base}: после его хода — return.",
  ["kit.hint.base_moves_zero"] = "{call} сделала ход, но при {n} = 0 двигать нечего: " ..
    "{base} должен только вернуться (return).",
  ["kit.hint.base_moves_twice"] = "{call} сама сделала {own} " ..
    "{own:one=ход;few=хода;many=ходов;other=хода} ({moves}), а одному диску нужен один ход: " ..
    "{move}({from}, {to}). Это и есть {base}.",
  ["kit.hint.base_no_move"] = "{call} вернулась без хода, но её единственный диск ещё должен " ..
    "попасть с {peg_from} на {peg_to}: перенеси его ({move}({from}, {to})) или пусть " ..
    "{base} будет {n} == 0.",
  ["kit.hint.no_base"] = "{fname} никогда не перестаёт вызывать себя: n принимает значения {ns}. " ..
    "Ей нужен {base}: проверка вроде `if {n} == 0 then return end` в самом начале.",
  ["kit.hint.move_not_passed"] = "в вызове {call} у {move} нет значения: {parent} вызвала её, " ..
    "не передав {move} дальше. Передавай его в каждом вызове: {formula}.",
  ["kit.hint.move_args.n"] = " ({value} — это {n}, число дисков, а не стержень)",
  ["kit.hint.move_args.values"] = "в вызове {call} ход — {made}, но {move} принимает два " ..
    "значения, стержни: самый большой диск должен пойти с {peg_from} на {peg_to}, " ..
    "{move}({from}, {to}){extra}.",
  ["kit.hint.move_args"] = "в вызове {call} ход — {made}, а самый большой диск должен пойти " ..
    "с {peg_from} на {peg_to}: {move}({from}, {to}){extra}.",
  ["kit.hint.no_recursion"] = "{fname} никогда не вызывает саму себя. Рекурсия переносит " ..
    "{n} - 1 верхних дисков вызовом самой {fname} (teach.explain(\"recursive\")); цикл без " ..
    "рекурсии должен следовать правилу монахов (teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.even"] = "с {failed} дисками башня оказывается на {B}, с {passed} — " ..
    "на {C}: самый маленький диск идёт не в ту сторону, когда n чётное. При чётном n он идёт " ..
    "{A}, {B}, {C}, {A}, ...; при нечётном {A}, {C}, {B}, {A}, ... (teach.explain(\"iterative\")).",
  ["kit.hint.wrong_parity.odd"] = "с {failed} дисками башня оказывается на {B}, с {passed} — " ..
    "на {C}: самый маленький диск идёт не в ту сторону, когда n нечётное. При чётном n он идёт " ..
    "{A}, {B}, {C}, {A}, ...; при нечётном {A}, {C}, {B}, {A}, ... (teach.explain(\"iterative\")).",
  ["kit.hint.not_shortest.three"] = "её ходы используют только три стержня из четырёх; со " ..
    "всеми четырьмя хватит {optimal} {optimal:one=хода;few=ходов;many=ходов;other=хода}: " ..
    "сначала отложи несколько дисков на свободный стержень (teach.explain(\"frame_stewart\")).",
  ["kit.hint.not_shortest.first"] = "каждый ход по правилам, и башня приходит на место, но за " ..
    "{moves} {moves:one=ход;few=хода;many=ходов;other=хода}, а хватит {optimal}: {fname} делает " ..
    "лишние ходы (teach.trace({fname}, {n}{opts}) покажет первый).",
  ["kit.hint.not_shortest.them"] = "каждый ход по правилам, и башня приходит на место, но за " ..
    "{moves} {moves:one=ход;few=хода;many=ходов;other=хода}, а хватит {optimal}: {fname} делает " ..
    "лишние ходы (teach.trace({fname}, {n}{opts}) покажет их).",
  ["kit.hint.extra_calls"] = "верно, но {fname} сделала {calls} " ..
    "{calls:one=вызов;few=вызова;many=вызовов;other=вызова}, а хватит {enough}: некоторые " ..
    "вызовы ничего не двигают (холостой ход?), их можно убрать.",
  ["kit.hint.undefined"] = "{fname} вызывает {name}, но ничего с таким именем нет (Lua " ..
    "говорит, что это nil: нет значения).{near}",
  ["kit.hint.undefined.param"] = " {fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}), а программа проверки " ..
    "передаёт ей {given} ({values}): последнее — функция, которая двигает диск. Прими её " ..
    "тоже как параметр: function {fname}({new}).",
  ["kit.hint.missing_peg"] = "{fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}), а программа проверки " ..
    "передаёт ей {given}: {values}. Поэтому {name} получила {peg}, стержень, и вызов не " ..
    "удался. Прими этот стержень тоже как параметр: function {fname}({new}), и передавай " ..
    "его в каждом вызове.",
  ["kit.hint.passed_nil.first"] = "{parent} передала {name} в {call} (свой первый вызов), " ..
    "но у {name} нет значения (Lua говорит, что это nil).{near}",
  ["kit.hint.passed_nil.second"] = "{parent} передала {name} в {call} (свой второй вызов), " ..
    "но у {name} нет значения (Lua говорит, что это nil).{near}",
  ["kit.hint.passed_nil.next"] = "{parent} передала {name} в {call} (свой следующий вызов), " ..
    "но у {name} нет значения (Lua говорит, что это nil).{near}",
  ["kit.hint.nil_variable.field"] = "у поля {name} нет значения{line} (Lua говорит, что это " ..
    "nil): дай ему значение (например, {start}), прежде чем его использовать.",
  ["kit.hint.nil_variable"] = "у {name} нет значения{line} (Lua говорит, что это nil).{near} " ..
    "Дай ему значение, прежде чем его использовать (например, {name} = {start} перед " ..
    "вызовом {fname}).",
  ["kit.hint.nil_variable.missing"] = "не хватает значения{line} (Lua говорит nil: нет " ..
    "значения): у каждой переменной должно быть значение, прежде чем её используют.",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}` (строка {line})",
  ["kit.hint.peg_arithmetic.numbers"] = "стержни здесь — буквы ({peg}), а арифметике вроде " ..
    "{expr} нужны числа; и с пронумерованными стержнями (с 1 или с 0) это тоже неверно.",
  ["kit.hint.peg_arithmetic"] = "стержни здесь — буквы ({peg}), а арифметике вроде {expr} " ..
    "нужны числа: со стержнями {list} твоя функция верна с {sizes}: teach.check({fname}{opts}).",
  ["kit.hint.needs_k"] = "{fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}): четыре " ..
    "стержня. Проверь её на четырёх стержнях: teach.check({fname}{opts}).",
  ["kit.hint.three_pegs"] = "{fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}): три стержня, " ..
    "но её проверяли на четырёх, поэтому её {move} получил стержень. Проверь её без k = 4.",
  ["kit.hint.global_state.global"] = "глобальную переменную {name}",
  ["kit.hint.global_state.outside"] = "{name}, переменную вне {fname}",
  ["kit.hint.global_state.more"] = "другие",
  ["kit.hint.global_state.fresh"] = "с {n} {n:one=диском;few=дисками;many=дисками;other=диска} " ..
    "{fname} верна, когда начинает заново, как перед первым запуском: она сохраняет что-то от " ..
    "одного запуска к другому (прежние запуски изменили {list}). Задавай такие значения " ..
    "внутри {fname} или сбрасывай их перед каждым запуском.",
  ["kit.hint.global_state"] = "{fname} сделала другое, когда её снова запустили с {n} " ..
    "{n:one=диском;few=дисками;many=дисками;other=диска}: она сохраняет что-то от одного " ..
    "запуска к другому (она изменила {list}). Задавай такие значения внутри {fname} или " ..
    "сбрасывай их перед каждым запуском.",
  ["kit.hint.endless.at"] = " (она была на строке {line})",
  ["kit.hint.endless.loop"] = "{fname} всё ещё работала, когда программа проверки её остановила{at}: цикл, " ..
    "который никогда не кончается? Если она просто медленная, дай ей больше времени: " ..
    "teach.check({fname}{opts}).",
  ["kit.hint.endless.yours"] = "твоя функция",
  ["kit.hint.endless.first_value"] = "её первое значение",
  ["kit.hint.endless.helper"] = "{name}, которую вызывает {fname}, вызывала себя, пока программа " ..
    "проверки её не остановила ({open} {open:one=вызов;few=вызова;many=вызовов;other=вызова} открыто " ..
    "сразу): {param} шло {ns}. Каждый вызов должен приближаться к базовому случаю, а базовый " ..
    "случай должен возвращаться.",
  ["kit.hint.endless.same"] = "{fname} снова и снова вызывает себя с тем же n: каждый вызов " ..
    "должен брать меньше дисков ({n} - 1).",
  ["kit.hint.endless"] = "вызовы {fname} никак не кончаются: n идёт {ns}. Нужен {base}, и " ..
    "вызовы должны до него дойти.",
  ["kit.hint.wrong_n.first"] = "в вызове {call} первый вызов — {made}: он берёт {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, а двигаться должны все {n} - 1 " ..
    "верхних дисков: {formula}.",
  ["kit.hint.wrong_n.second"] = "в вызове {call} второй вызов — {made}: он берёт {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, а двигаться должны все {n} - 1 " ..
    "верхних дисков: {formula}.",
  ["kit.hint.wrong_n.other"] = "вызов {fname} берёт другое число дисков, не {n} - 1.",
  ["kit.hint.wrong_n.same"] = "{fname} снова и снова вызывает себя с тем же n (n = {ns}): " ..
    "каждый вызов должен брать на один диск меньше, {n} - 1.",
  ["kit.hint.wrong_n.growing"] = "{fname} вызывает себя с растущим n (n = {ns}): каждый вызов " ..
    "должен брать на один диск меньше, {n} - 1.",
  ["kit.hint.misplaced_end"] = "вызов {fname} стоит вне того `if`, в котором должен быть: он " ..
    "выполняется при любом {n}.",
  ["kit.hint.loop_stop.early"] = "{fname} следует правилу, которое даёт кратчайший путь, но " ..
    "останавливается после {made} {made:one=хода;few=ходов;many=ходов;other=хода}: проверка, " ..
    "которая заканчивает её цикл, неверна (с {n} " ..
    "{n:one=диском;few=дисками;many=дисками;other=диска} нужно остановиться после {want} " ..
    "{want:one=хода;few=ходов;many=ходов;other=хода}).",
  ["kit.hint.loop_stop.late"] = "{fname} следует правилу, которое даёт кратчайший путь, но " ..
    "делает ещё {more} {more:one=ход;few=хода;many=ходов;other=хода} после того, как башня " ..
    "собрана: проверка, которая заканчивает её цикл, неверна (с {n} " ..
    "{n:one=диском;few=дисками;many=дисками;other=диска} нужно остановиться после {want} " ..
    "{want:one=хода;few=ходов;many=ходов;other=хода}).",
  ["kit.hint.park_spare"] = "в вызове {call} первый вызов откладывает {parked} " ..
    "{parked:one=диск;few=диска;many=дисков;other=диска} на {p}, но {rest} " ..
    "{rest:one=диск;few=диска;many=дисков;other=диска}, которые ходят на трёх стержнях, тоже " ..
    "идут туда ({move}): часть на трёх стержнях должна оставить {p}{pn} в покое и брать " ..
    "свободным стержнем {q}{qn}.",
  ["kit.hint.return_pegs"] = "в вызове {call} последний вызов — {last}: он переносит {parked} " ..
    "{parked:one=диск;few=диска;many=дисков;other=диска}, отложенные на {p}, на {to}, а они " ..
    "должны лечь на остальные, на {goal}.",
  ["kit.hint.error.line"] = " в строке {line}",
  ["kit.hint.error"] = "{fname} остановилась с ошибкой{line}: сообщение говорит, что пошло не " ..
    "так и где.",
  ["kit.say.first_call_pegs"] = "в вызове {call} первый вызов — {made}, а он должен перенести " ..
    "{n} - 1 дисков на свободный стержень: {right}.",
  ["kit.say.second_call_pegs"] = "в вызове {call} второй вызов — {made}, а он должен " ..
    "перенести {n} - 1 дисков со свободного стержня на самый большой: {right}.",
  ["kit.say.move_first"] = "в вызове {call} ход стоит перед двумя вызовами: {n} - 1 верхних " ..
    "дисков ещё лежат на самом большом, когда он ходит.",
  ["kit.say.move_last"] = "в вызове {call} ход стоит после двух вызовов: самый большой диск " ..
    "должен ходить между ними, когда {n} - 1 дисков уже убраны с дороги.",
  ["kit.say.missing_call.loop"] = "{call} сама делает {own} " ..
    "{own:one=ход;few=хода;many=ходов;other=хода} и вызывает {fname} один раз: там, где вызов " ..
    "должен перенести {n} - 1 верхних дисков, она двигает диски сама. Нужны два вызова: один " ..
    "перед её ходом, один после.",
  ["kit.say.missing_call.before"] = "{call} вызывает {fname} только один раз ({only}, перед " ..
    "своим ходом), а нужны два вызова: один перед её ходом, один после.",
  ["kit.say.missing_call.after"] = "{call} вызывает {fname} только один раз ({only}, после " ..
    "своего хода), а нужны два вызова: один перед её ходом, один после.",
  ["kit.say.missing_call"] = "{call} переносит {n} - 1 верхних дисков, не вызывая {fname}: " ..
    "нужны два вызова, один перед её ходом, один после.",
  ["kit.say.missing_move"] = "{call} дважды вызывает {fname}, но сама не делает ни одного " ..
    "хода: её самый большой диск никогда не двигается.",
  ["kit.say.move_args.values"] = "в вызове {call} ход — {made}, но {move} принимает два " ..
    "значения, стержни: самый большой диск должен пойти с {peg_from} на {peg_to}{extra}.",
  ["kit.say.move_args"] = "в вызове {call} ход — {made}, а самый большой диск должен пойти " ..
    "с {peg_from} на {peg_to}{extra}.",
  ["kit.say.base_no_return"] = "{call} сделала свой ход и продолжала вызывать {fname}: " ..
    "n = {ns}.",
  ["kit.say.base_no_return.base"] = "базовый случай {fname} сделал свой ход и продолжал " ..
    "вызывать {fname}.",
  ["kit.say.base_moves_zero"] = "{call} сделала ход, но при {n} = 0 двигать нечего.",
  ["kit.say.base_moves_twice"] = "{call} сама сделала {own} " ..
    "{own:one=ход;few=хода;many=ходов;other=хода} ({moves}), а одному диску нужен один ход.",
  ["kit.say.base_no_move"] = "{call} вернулась без хода, но её единственный диск ещё должен " ..
    "попасть с {peg_from} на {peg_to}.",
  ["kit.say.no_base"] = "{fname} никогда не перестаёт вызывать себя: n принимает значения {ns}. " ..
    "Её ничто не останавливает: ей нужен {base}.",
  ["kit.say.move_not_passed"] = "в вызове {call} у {move} нет значения: {parent} вызвала её, " ..
    "не передав {move} дальше.",
  ["kit.say.undefined.param"] = " {fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}), а программа проверки " ..
    "передаёт ей {given} ({values}): последнее — функция, которая двигает диск.",
  ["kit.say.nil_variable"] = "у {name} нет значения{line} (Lua говорит, что это nil).{near}",
  ["kit.say.nil_variable.missing"] = "не хватает значения{line} (Lua говорит nil: нет значения).",
  ["kit.say.missing_peg"] = "{fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} ({params}), а программа проверки " ..
    "передаёт ей {given}: {values}. Поэтому {name} получила {peg}, стержень, и вызов не удался.",
  ["kit.say.wrong_n.first"] = "в вызове {call} первый вызов — {made}: он берёт {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, а двигаться должны все {n} - 1 " ..
    "верхних дисков.",
  ["kit.say.wrong_n.second"] = "в вызове {call} второй вызов — {made}: он берёт {disks} " ..
    "{disks:one=диск;few=диска;many=дисков;other=диска}, а двигаться должны все {n} - 1 " ..
    "верхних дисков.",
  ["kit.fix.after"] = "после строки {line} добавь `{code}`",
  ["kit.fix.before"] = "перед строкой {line} добавь `{code}`",
  ["kit.fix.delete"] = "удали строку {line} (`{code}`)",
  ["kit.fix.change"] = "замени строку {line} на `{code}`",
  ["kit.fix.proven"] = "{say} {fix}: с {edits:one=этим изменением;few=этими изменениями;" ..
    "many=этими изменениями;other=этими изменениями} твоя функция верна с {sizes}.",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
Набор (teach.help("check") и т. д. расскажут больше об одной функции):
  teach.trace(3)               вызовы рекурсии, каждый на своей строке
  s = teach.stepper(3)         потом s() снова и снова: по одному шагу
                               (s:back() назад, s:next_move(), s:finish())
  teach.explain()              способы решения; teach.explain("recursive")
  teach.moves(3)               ходы словами
  teach.table()                2^n - 1 ходов и 584 миллиарда лет монахов
  teach.quiz(3)                какой диск ходит следующим и куда?
  print(hanoi.new(3))          позиция; s = hanoi.new(3); s:move("A", "C")
Четыре стержня: добавь {k = 4}, как в teach.trace(4, {k = 4}).
Твоя собственная функция:
  function solve(n, from, to, via, move)   move(from, to) переносит диск
    ...
  end
  teach.check(solve)           верна ли она с 1–6 дисками, и подсказка
  teach.trace(solve, 3)        её вызовы, ходы и возвраты
  s = teach.stepper(solve, 3)  по шагам рядом с её кодом
  teach.edit(solve)            изменить её в редакторе и определить заново
Слова: вызов «открыт», пока он не вернулся; в стеке по одному кадру на каждый
открытый вызов. Базовый случай — наименьшее n, при котором solve больше не
вызывает себя. nil значит «нет значения».]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts]): запускает твою функцию с 1–6 дисками
(с 1–n; с 1–8 на четырёх стержнях) и говорит, верен ли каждый запуск: каждый
ход по правилам, башня на цели, за наименьшее число ходов. Если нет, речь о
самом маленьком неверном, и подсказка говорит почему, когда программа проверки знает это
точно. opts:
  k = 4                      четыре стержня: solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          стержни числами вместо букв
  order = {"from", "via", "to"}   для solve(n, from, via, to, move)
  max_seconds = 30           больше времени медленной функции (обычно 5)
  max_moves, max_calls, max_depth, max_memory (МиБ)   другие пределы]],
  ["kit.help.edit"] = [[
teach.edit(solve): открывает код solve в редакторе ($EDITOR); когда ты
сохранишь и выйдешь, solve определится заново из того, что ты напишешь.]],
  ["kit.help.explain"] = [[
teach.explain(): способы решить головоломку; teach.explain(name) объясняет,
почему способ работает и как следовать ему вручную, с разбором для 3 дисков.]],
  ["kit.help.help"] = [[
teach.help(): что предлагает hanoi.teach; teach.help("check"): подробнее об одном.]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts]): ходы, по одному на строке (opts: method, k, from, to,
pictures).]],
  ["kit.help.quiz"] = [[
teach.quiz(n): какой диск ходит следующим и куда? Отвечай так: "1 C";
"?" показывает ответ, "q" завершает.]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method или opts]): по одному шагу. s() делает
следующий шаг и показывает стек кадров (вызовы, которые ещё не вернулись) и
стержни; s:back() возвращает на шаг назад; s:next_move() идёт до следующего
хода; s:finish() до конца; s:show() показывает всё снова. Способы: см.
teach.explain(). s = teach.stepper(solve, n) делает то же для твоей функции,
со строкой твоего кода рядом с каждым кадром.]],
  ["kit.help.table"] = [[
teach.table([ns]): для каждого числа дисков наименьшее число ходов на 3 и 4
стержнях, число позиций и время монахов для 64 дисков.]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts]): дерево вызовов рекурсии hanoi.teach, каждый вызов, ход и
возврат на своей строке, с отступом по глубине. opts: from, to ("A" или 1),
k (3 или 4 стержня), pictures (стержни после каждого хода), zero (false: без
вызовов с n = 0), lines (строк на экран).
teach.trace(solve, n [, opts]): то же для твоей функции, со строкой твоего
кода, куда идёт каждый возврат, с отмеченным первым неверным ходом и итогом.]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
рекурсия.
Чтобы перенести n дисков с одного стержня на другой, используя третий
стержень как свободный: убери n-1 дисков, лежащих на самом большом, на
свободный стержень; перенеси самый большой диск на его место; затем
перенеси n-1 дисков со свободного стержня обратно на него. Похоже на
обман, но это работает: самый большой диск никогда не мешает меньшим, так что
каждая половина — та же головоломка, только на один диск меньше, вплоть до
n = 0, где делать нечего. Вызов с n > 0 делает 1 ход и 2 вызова, поэтому число
ходов M(n) = 2 M(n-1) + 1 при M(0) = 0: 1, 3, 7, 15, ... = 2^n - 1.

{code}

Числа (0)–(4) называют строки. Компьютер хранит стек кадров, по одному на
каждый вызов, который ещё не вернулся; в каждом кадре свои n, from, to, via и
строка, на которой он стоит. teach.stepper(3) показывает этот стек шаг за
шагом. С n дисками всего 2^(n+1) - 1 вызовов, считая вызовы с n = 0.
Вручную: чтобы перенести башню, сначала перенеси башню над её нижним
диском на свободный стержень.]],
  ["kit.explain.direction"] = [[
сдвиг по направлению.
Поставь стержни на круг A > B > C > A. Чтобы сдвинуть диск d по кругу на s
(+1 — на один стержень вправо, -1 — на один влево), сдвинь башню над ним,
диск d-1 и меньшие, на -s (один стержень в другую сторону — это два в эту:
с его пути); сдвинь диск d на s; затем снова сдвинь башню над ним на -s,
на него. Так каждый диск всегда ходит в одну и ту же сторону: самый большой
на s, следующий на -s, следующий снова на s. Ниже "+2" значит диск 2 на
один стержень вправо, "-1" — диск 1 на один стержень влево.
Вручную: помни направление каждого диска (они чередуются) и ходи тем
диском, который может пойти в своём направлении.]],
  ["kit.explain.iterative"] = [[
правило монахов.
Самый маленький диск ходит через ход, всегда на один стержень в одну и ту же
сторону по кругу A > B > C > A: вправо, когда n нечётное и башня идёт на
один стержень вправо (A на B), влево, когда она идёт на один стержень влево
(A на C); при чётном n наоборот. Между двумя ходами самого маленького диска
есть только один ход по правилам, который его не трогает: между двумя другими
стержнями, меньший верхний диск на другой стержень. Помнить прошлое не нужно,
достаточно смотреть на стержни: поэтому монахи могут остановиться на любом
ходе и продолжить позже (в Lua hanoi.moves(n, {budget = N}) останавливается
после N ходов и продолжает позже).
Вручную: ход самым маленьким диском; единственный другой ход; повторить.]],
  ["kit.explain.four_step"] = [[
цикл из четырёх шагов.
Ход самым маленьким диском, ход вторым по величине, самый маленький на второй
(два диска перенесены за три хода), затем единственный другой ход. Если
назвать стержни from, temp, to (temp и to меняются местами при нечётном n),
первые три хода — from>temp, from>to, temp>to; четвёртый — ход по правилам
между from и temp; затем имена сдвигаются по кругу:
from, temp, to = to, from, temp.
Вручную: считай «раз, два, три, четыре», делая ходы.]],
  ["kit.explain.three_step"] = [[
цикл из трёх шагов.
Смотри только на пары стержней AB, AC, BC по очереди (AC, AB, BC при
нечётном n; здесь A — начало, C — цель) и делай единственный ход по
правилам между двумя стержнями пары: меньший верхний диск идёт на другой
стержень (или на пустой).
Вручную: «A-B, A-C, B-C», и между двумя стержнями маленький на большой.]],
  ["kit.explain.route_table"] = [[
таблица маршрутов.
Пронумеруй шесть ходов 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B: это коды
маршрута. Маршрут 1 диска с A на C — [1]. Маршрут k дисков: маршрут k-1
дисков с переставленными B и C (таблица 1 0 4 5 2 3 превращает каждый код в
переставленный: k-1 дисков идут на B); затем 1 (большой диск, A>C); затем
маршрут k-1 дисков с новыми метками A>B, B>C, C>A (таблица 3 2 5 4 0 1: k-1
дисков идут с B на C). Выписанный целиком, маршрут n дисков — это 2^n - 1
кодов; итератору такой список не нужен: ход m стоит во второй половине на
уровне k ровно тогда, когда бит k-1 числа m равен 1, поэтому он находит код
хода m уровень за уровнем, от уровня его младшего единичного бита вверх.
Вручную: выпиши маршрут для 1, 2, 3 дисков, каждый раз удваивая.]],
  ["kit.explain.binary"] = [[
двоичный счётчик.
Запиши номер хода m в двоичном виде. Диск хода m — это позиция младшего
единичного бита, считая справа с 1: m = 4 — это 100 в двоичном виде, так что
ход 4 переносит диск 3 (бит, который только что сменился с 0 на 1, когда
счётчик перешёл с 3 на 4). Диск d ходит каждые 2^d ходов, первый раз на ходе
2^(d-1), и всегда в одну и ту же сторону по кругу (самый большой в одну,
следующий в другую, по очереди). Код Грея числа m — это m xor (m >> 1):
способ счёта, при котором каждый шаг меняет ровно один бит, здесь бит
диска, который сходил, так что бит d-1 кода Грея равен 1, когда диск d
сходил нечётное число раз.
Вручную: считай в двоичном виде; бит, который включается, называет диск.]],
  ["kit.explain.frame_stewart"] = [[
четыре стержня, Фрейм — Стюарт.
Со вторым свободным стержнем башня переносится за меньшее число ходов.
Выбери число k (разбиение); отложи верхние k дисков на один свободный
стержень, используя все четыре стержня; перенеси остальные n-k дисков на
цель тремя оставшимися стержнями (стержень отложенных дисков занят: они
меньше) рекурсией для трёх стержней; затем перенеси k отложенных дисков на
них, снова всеми четырьмя стержнями. Лучшее k делает 2 F(k) + 2^(n-k) - 1
наименьшим, где F(k) — число ходов для k дисков на четырёх стержнях: его даёт
hanoi.split(n, 4). 4 диска требуют 9 ходов вместо 15, 10 дисков — 49 вместо
1023. Что это минимум для четырёх стержней, доказали только в 2014 году
(Буш).

{code}

Вручную: сначала отложи маленькие диски на свободный стержень.]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "Учебник: {tutorial}  Справочник: {reference}",
  ["kit.repl.docs2"] = "Учебник:    {tutorial}\nСправочник: {reference}",
  ["kit.repl.no_value"] = "нет значения",
  ["kit.repl.your_function"] = "твоей функцией",
  ["kit.repl.must.1"] = "первый аргумент должен быть {expected}, а получено {got}",
  ["kit.repl.must.2"] = "второй аргумент должен быть {expected}, а получено {got}",
  ["kit.repl.must.3"] = "третий аргумент должен быть {expected}, а получено {got}",
  ["kit.repl.must.4"] = "четвёртый аргумент должен быть {expected}, а получено {got}",
  ["kit.repl.must.n"] = "аргумент № {i} должен быть {expected}, а получено {got}",
  ["kit.repl.arg.1"] = "первый аргумент: {message}",
  ["kit.repl.arg.2"] = "второй аргумент: {message}",
  ["kit.repl.arg.3"] = "третий аргумент: {message}",
  ["kit.repl.arg.4"] = "четвёртый аргумент: {message}",
  ["kit.repl.arg.n"] = "аргумент № {i}: {message}",
  ["kit.repl.error_value"] = "(значение ошибки типа {type})",
  ["kit.repl.hook_removed"] = "хук, заданный через debug.sethook, действовал только в этой строке:" ..
    " REPL сам написан на Lua и не работает под твоими хуками",
  ["kit.repl.was_local"] = " ({name} введено как local, а local живёт один блок: введи " ..
    "снова без local)",
  ["kit.repl.interrupted"] = "прервано (Ctrl-C)",
  ["kit.repl.not_in_kit"] = " ({name} нет в hanoi.teach; может быть, имелось в виду {best}?)",
  ["kit.repl.locals"] = "{names} {count:one=введено;few=введены;many=введены;other=введены} " ..
    "как local, а local живёт один блок: теперь {count:one=его;few=их;many=их;other=их} нет. " ..
    "Введи {count:one=его;few=их;many=их;other=их} снова без local, чтобы сохранить.",
  ["kit.repl.stale"] = " {names} всё ещё {count:one=значит;few=значат;many=значат;other=значат} " ..
    "то, что было введено раньше.",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: блок слишком глубоко вложен для Lua (C stack overflow)",
  ["kit.repl.dropped"] = "(Ctrl-C: эта строка не выполнилась)",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} — переменная цикла for в строке {line}, а Lua не даёт циклу менять " ..
    "его собственную переменную. Чтобы её изменить, сначала скопируй её в начале цикла: " ..
    "local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what}: нужно целое число, а получено {got}",
  ["kit.why.range"] = "{what}: нужно число {lo}..{hi}, а получено {got}",
  ["kit.why.at_least"] = "{what}: нужно не меньше {lo}, а получено {got}",
  ["kit.why.type"] = "{what}: нужен тип {type}, а получено {got}",
  ["kit.why.option_names"] = "имена опций должны быть строками, а получено {got}",
  ["kit.why.unknown_option"] = "опции '{name}' нет",
  ["kit.why.unknown_method"] = "метода '{name}' нет",
  ["kit.why.peg"] = "{what}: нужен стержень A..{last} или 1..{k}, а получено {got}",
  ["kit.why.pegs_list"] = "опция 'pegs' — это число стержней (3 или 4); список имён " ..
    "стержней задаётся в 'names'",
  ["kit.why.k_pegs"] = "опции 'k' и 'pegs' не совпадают",
  ["kit.why.same"] = "начальный и целевой стержень — один и тот же",
  ["kit.why.names_list"] = "опция 'names' должна быть списком имён стержней, а получено {got}",
  ["kit.why.names_count"] = "в опции 'names' нужно {count} " ..
    "{count:one=имя;few=имени;many=имён;other=имени} стержней",
  ["kit.why.names_34"] = "в опции 'names' нужно 3 или 4 имени стержней",
  ["kit.why.names_type"] = "имена стержней должны быть строками или числами",
  ["kit.why.names_differ"] = "имена стержней должны быть разными",
  ["kit.why.order"] = "опция 'order' должна перечислять роли {roles} в том " ..
    "порядке, в каком твоя функция получает стержни",
  ["kit.why.max_seconds"] = "опция 'max_seconds' должна быть числом больше 0, не больше {most}",
  ["kit.why.method_pegs"] = "методу '{name}' нужно {k} " ..
    "{k:one=стержень;few=стержня;many=стержней;other=стержня}",
  ["kit.why.method_3"] = "опция 'method' работает только для 3 стержней",
  ["kit.why.table"] = "число дисков должно быть целым, 1..{most}",
  ["kit.why.no_source"] = "её код не сохранён: набери её в этом REPL или загрузи из файла",
  ["kit.why.out"] = "опция 'out' должна быть функцией или файлом, а получено {got}",
  ["kit.why.colon"] = "функции s (teach.stepper) вызывают через двоеточие: " ..
    "s:{name}(), а не s.{name}()",
  ["kit.expect.lua_function"] = "функцией, написанной на Lua",
  ["kit.expect.options"] = "таблицей опций",
  ["kit.expect.state3"] = "hanoi.State с 3 стержнями",
  ["kit.expect.one_of"] = "одним из {list}",
  ["kit.got.fraction"] = "дробное число",
  ["kit.got.c_function"] = "встроенная функция Lua (написана на C)",
  ["kit.got.pegs"] = "{count} {count:one=стержень;few=стержня;many=стержней;other=стержня}",
  ["kit.what.disks"] = "число дисков",
  ["kit.what.smallest"] = "наименьшее число дисков",
  ["kit.what.largest"] = "наибольшее число дисков",
  ["kit.what.target"] = "целевой стержень",
  ["kit.what.field"] = "опция '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "Коснись стержня (его дисков, самого стержня или места над ним), "
    .. "чтобы поднять верхний диск, затем коснись стержня, куда его "
    .. "положить.",
  ["kit.lesson.ui.clickhow"] = "Щёлкни по стержню (по его дискам, самому стержню или месту над "
    .. "ним), чтобы поднять верхний диск, затем по стержню, куда его "
    .. "положить; или нажми 1, 2, 3.",
  ["kit.lesson.ui.ccall"] = "работал дольше своего предела времени там, где ни один хук не может "
    .. "его остановить (долгий вызов C, например поиск по шаблону): "
    .. "остановлено",
  ["kit.lesson.ui.wrongmove"] = "Перед ходом {move}. Стрелка — ход твоей функции: диск {disk} с {from} "
    .. "на {to}.",
  ["kit.lesson.ui.wrongempty"] = "Перед ходом {move}. Стрелка — ход твоей функции: с {from} на {to}, но "
    .. "стержень {from} пуст.",
  ["kit.lesson.ui.fixhead"] = "Изменение, которое проверила программа проверки: с ним твоя функция верна.",
  ["kit.lesson.ui.fixat"] = "Строка {line}, до и после:",
  ["kit.lesson.ui.before"] = "до",
  ["kit.lesson.ui.after"] = "после",
  ["kit.lesson.ui.apply"] = "Внести это изменение",
  ["kit.lesson.ui.applied"] = "Строка {line} изменена. Нажми «Проверить», чтобы проверить снова.",
  ["kit.lesson.ui.stale"] = "Твой код изменился после проверки: сначала нажми «Проверить» ещё раз.",
  ["kit.lesson.ui.surrogate"] = "В строке {line} половина символа (U+{code}, одиночный суррогат, такое "
    .. "бывает при вставке): ни один сохранённый файл не может его содержать. "
    .. "Удали его или набери символ заново, затем нажми «Проверить».",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. Ещё интересное: шаг за шагом, циклы, больше стержней, своё поле",
  ["kit.lesson.ui.subbuild"] = "Один диск, два, три: каждый из предыдущего",
  ["kit.lesson.ui.subcycle"] = "Цикл самого маленького диска и таблица маршрутов",
  ["kit.lesson.ui.subpegs"] = "Наименьшее число ходов на 3-8 стержнях",
  ["kit.lesson.ui.subiter"] = "Правило монахов и рекурсия",
  ["kit.lesson.ui.subfree"] = "Поле твоего размера",
  ["kit.lesson.ui.part1"] = "Сначала башня из {m} на свободный стержень: {moves}",
  ["kit.lesson.ui.part2"] = "Затем самый большой диск на цель: {moves}",
  ["kit.lesson.ui.part3"] = "Затем башня из {m} на него: {moves}",
  ["kit.lesson.ui.routeof"] = "дисков {n}: {routes}",
  ["kit.lesson.ui.cyclesmall"] = "ход {i}: самый маленький диск, на один стержень дальше (с {from} на "
    .. "{to})",
  ["kit.lesson.ui.cycleother"] = "ход {i}: единственный ход, который не трогает самый маленький (диск "
    .. "{disk}, с {from} на {to})",
  ["kit.lesson.ui.pegsk"] = "стержней: {k}",
  ["kit.lesson.ui.freedisks"] = "Диски",
  ["kit.lesson.ui.freepegs"] = "Стержни",
  ["kit.lesson.ui.buildboard"] = "поле, башня строится диск за диском",
  ["kit.lesson.ui.cycleboard"] = "поле, 4 диска, цикл самого маленького диска",
  ["kit.lesson.ui.freeboard"] = "поле твоего размера",
  ["kit.lesson.buildup"] = [[
Один диск: один ход. Два диска: маленький на свободный стержень, большой на
цель, маленький на него: 3 хода. Три диска: верхние два, как башню из двух,
на свободный стержень (3 хода, как только что), самый большой на цель, башню
из двух на него (снова 3 хода): 7 ходов. Каждый размер строится из
предыдущего, как салями, от которой отрезают ломтик за ломтиком. Это
«разделяй и властвуй»: задачу делят на часть, которую можно сделать сразу
(один диск), и части, похожие на всю задачу, только меньше (башня поменьше).]],
  ["kit.lesson.cycle"] = [[
Следи за самым маленьким диском: он делает каждый второй ход, всегда на
один стержень дальше и всегда в одну сторону (A, C, B, A при нечётном числе
дисков, A, B, C, A при чётном). Между двумя его ходами есть только один
ход по правилам, который его не трогает. Пронумеруй шесть ходов между
двумя стержнями: это таблица маршрутов. Путь для n дисков — это путь для n-1
дисков, где B и C поменяли местами, затем ход 2 (с A на C), затем путь для
n-1 дисков, где A, B, C переименовали в B, C, A.]],
  ["kit.lesson.manypegs"] = [[
С большим числом свободных стержней башне нужно гораздо меньше ходов.
Раздели башню: верхнюю часть убери с дороги, пользуясь всеми стержнями,
остальное перенеси, пользуясь на один стержень меньше, потом верни
верхнюю часть. В таблице наименьшее число ходов так (числа Фрейма-Стюарта)
для 1-10 дисков на 3-8 стержнях. Для 3 и 4 стержней доказано, что это
наименьшее число; для 5 стержней и больше этого пока никто не доказал для
любого числа дисков.]],
  ["kit.lesson.iterative"] = [[
Правилу монахов (раздел 5) не нужна память: посмотри на стержни, и ты
знаешь следующий ход. Рекурсия хранит стек вызовов, которые ещё не
закончились. Зачем же учить рекурсию? Её легко доказать: 0 дисков она
переносит верно, и если она верно переносит n-1 дисков, то и n дисков тоже
(индукция). А то, что правило монахов всегда кончается всей башней на цели,
требует гораздо более длинного доказательства.]],
  ["kit.lesson.own"] = [[
Твоё поле: выбери число дисков и стержней. Поднятый диск летит над своим
стержнем, пока ты не выберешь, куда его положить. «Подсказка» показывает
следующий ход кратчайшего пути.]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "рекурсия.\nЧтобы перенести n дисков с одного стержня на другой, " ..
    "используя третий\nстержень как свободный: убери n-1 дисков, лежащих на " ..
    "самом большом, на\nсвободный стержень; перенеси самый большой диск на " ..
    "его место; затем\nперенеси n-1 дисков со свободного стержня обратно на " ..
    "него. Похоже на\nобман, но это работает: самый большой диск никогда не " ..
    "мешает меньшим, так что\nкаждая половина — та же головоломка, только на " ..
    "один диск меньше, вплоть до\nn = 0, где делать нечего. Вызов с n > 0 " ..
    "делает 1 ход и 2 вызова, поэтому число\nходов M(n) = 2 M(n-1) + 1 при " ..
    "M(0) = 0: 1, 3, 7, 15, ... = 2^n - 1.\n\n" ..
    "{code}\n\nЧисла (0)–(4) называют строки. Компьютер хранит стек кадров, " ..
    "по одному на\nкаждый вызов, который ещё не вернулся; в каждом кадре " ..
    "свои n, from, to, via и\nстрока, на которой он стоит. Раздел 3 " ..
    "показывает этот стек шаг за\nшагом. С n дисками всего 2^(n+1) - 1 " ..
    "вызовов, считая вызовы с n = 0.\nВручную: чтобы перенести башню, " ..
    "сначала перенеси башню над её нижним\nдиском на свободный стержень.",
  ["kit.hint.endless.loop.page"] = "{fname} всё ещё работала, когда программа проверки её остановила{at}: " ..
    "цикл, который никогда не кончается? Страница даёт каждому числу дисков " ..
    "столько же времени, сколько проверка работ класса.",
  ["kit.hint.needs_k.page"] = "{fname} принимает {count} " ..
    "{count:one=значение;few=значения;many=значений;other=значения} " ..
    "({params}): четыре стержня. Эта страница проверяет функции для трёх " ..
    "стержней: solve(n, from, to, via, move).",
  ["kit.hint.no_recursion.page"] = "{fname} никогда не вызывает саму себя. Рекурсия переносит {n} - 1 " ..
    "верхних дисков вызовом самой {fname} (раздел 3); цикл без рекурсии " ..
    "должен следовать правилу монахов (раздел 5).",
  ["kit.hint.not_shortest.first.page"] = "каждый ход по правилам, и башня приходит на место, но за {moves} " ..
    "{moves:one=ход;few=хода;many=ходов;other=хода}, а хватит {optimal}: " ..
    "{fname} делает лишние ходы (кнопка «Пройти по шагам» покажет первый).",
  ["kit.hint.not_shortest.them.page"] = "каждый ход по правилам, и башня приходит на место, но за {moves} " ..
    "{moves:one=ход;few=хода;many=ходов;other=хода}, а хватит {optimal}: " ..
    "{fname} делает лишние ходы (кнопка «Пройти по шагам» покажет их).",
  ["kit.hint.not_shortest.three.page"] = "её ходы используют только три стержня из четырёх; со всеми четырьмя " ..
    "хватит {optimal} {optimal:one=хода;few=ходов;many=ходов;other=хода}: " ..
    "сначала отложи несколько дисков на свободный стержень (раздел 7).",
  ["kit.hint.order.page"] = "{fname} верна, если её стержни идут в другом порядке{on}: похоже, она " ..
    "принимает ({params}). Поменяй её параметры местами и снова нажми " ..
    "«Проверить».",
  ["kit.hint.peg_arithmetic.page"] = "стержни здесь — буквы ({peg}), а арифметике вроде {expr} нужны числа: " ..
    "со стержнями {list} твоя функция верна с {sizes}. Бери стержни такими, " ..
    "как они приходят (from, to, via), без арифметики.",
  ["kit.hint.wrong_parity.even.page"] = "с {failed} дисками башня оказывается на {B}, с {passed} — на {C}: самый " ..
    "маленький диск идёт не в ту сторону, когда n чётное. При чётном n он " ..
    "идёт {A}, {B}, {C}, {A}, ...; при нечётном {A}, {C}, {B}, {A}, ... " ..
    "(раздел 5).",
  ["kit.hint.wrong_parity.odd.page"] = "с {failed} дисками башня оказывается на {B}, с {passed} — на {C}: самый " ..
    "маленький диск идёт не в ту сторону, когда n нечётное. При чётном n он " ..
    "идёт {A}, {B}, {C}, {A}, ...; при нечётном {A}, {C}, {B}, {A}, ... " ..
    "(раздел 5).",
  ["kit.keys.page"] = "«Следующий шаг» делает один шаг, «Назад» — шаг назад, «Следующий ход» " ..
    "идёт до следующего хода.",
  ["kit.step.goes_back.page"] = " («Назад» — шаг назад)",
  ["kit.stepper.frame_stewart.page"] = "Шаг — это вызов, ход или возврат. Стек кадров показывает каждый вызов,\n" ..
    "который ещё не вернулся, на строке кода solve4\n" ..
    "или solve (часть на трёх стержнях).",
  ["kit.stepper.recursive.page"] = "Шаг — это вызов, ход или возврат. Стек кадров показывает каждый вызов,\n" ..
    "который ещё не вернулся, на строке кода рекурсии:\n" ..
    "(0) только что вызван, (1) в первом вызове, (2) дальше ход,\n" ..
    "(3) второй вызов, (4) дальше возврат.",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "возврат к вызвавшему",
  ["kit.code.solve.1"] = "n-1 дисков убрать с дороги",
  ["kit.code.solve.2"] = "самый большой — на место",
  ["kit.code.solve.3"] = "n-1 дисков обратно сверху",
  ["kit.code.solve4.1"] = "отложить k дисков на a, 4 стержня",
  ["kit.code.solve4.2"] = "остальные на `to`, 3 стержня",
  ["kit.code.solve4.3"] = "k дисков сверху, 4 стержня",
  ["kit.code.solve4.count"] = "сколько дисков отложить",
  ["kit.code.start"] = "здесь начинается вызов",
  ["kit.grade.slip"] = "тип ошибки",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- твой код здесь: перенеси n " ..
    "дисков с 'from' на 'to'\nend\n",
  ["kit.lesson.ui.graphtitle"] = "позиции 3 дисков на 3 стержнях",
  ["kit.pager.more"] = "-- дальше: Enter — следующий экран, q и Enter — стоп --",
  ["kit.step.header.page"] = "{n} {n:one=диск;few=диска;many=дисков;other=диска} с {from} на {to}{four}.",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}, код Грея {gray}",
  ["kit.note.direction.left"] = "-{disk}: диск {disk} на один стержень влево (A>C>B>A)",
  ["kit.note.direction.right"] = "+{disk}: диск {disk} на один стержень вправо (A>B>C>A)",
  ["kit.note.four_step"] = "шаг {k} из 4: {what}",
  ["kit.note.four_step.1"] = "самый маленький",
  ["kit.note.four_step.2"] = "второй по величине",
  ["kit.note.four_step.3"] = "самый маленький на второй",
  ["kit.note.four_step.4"] = "другой ход",
  ["kit.note.iterative.left"] = "самый маленький, на стержень влево",
  ["kit.note.iterative.other"] = "единственный другой ход по правилам",
  ["kit.note.iterative.right"] = "самый маленький, на стержень вправо",
  ["kit.note.route"] = "код маршрута {code} ({name})",
  ["kit.note.three_step"] = "шаг {k} из 3: между {a} и {b}",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "Первому вызову {fname} нужны стержни в другом порядке.",
  ["kit.repair.call_pegs.second"] = "Второму вызову {fname} нужны стержни в другом порядке.",
  ["kit.repair.move_args"] = "Ходу нужны другие стержни.",
  ["kit.repair.move_first"] = "Ход стоит перед вызовами, а должен стоять между ними.",
  ["kit.repair.move_last"] = "Ход стоит после вызовов, а должен стоять между ними.",
  ["kit.repair.swap"] = "Два шага {fname} стоят не в том порядке.",
  ["kit.repair.wrong_n"] = "Вызов {fname} берёт не то число дисков, какое нужно.",
  ["kit.repair.base_no_return"] = "Базовому случаю нужен `return`.",
  ["kit.repair.no_base"] = "{fname} нужен базовый случай, который его остановит.",
  ["kit.repair.misplaced_end"] = "Шаг {fname} стоит не с той стороны от `end`.",
  ["kit.repair.base"] = "Базовый случай нужно изменить.",
  ["kit.repair.rename"] = "В твоём файле ничто не называется {name}, и у него нет значения: " ..
    "наверное, ты имеешь в виду {near}.",
  ["kit.repair.no_move"] = "{fname} показывает ход, но ни одного не делает.",
  ["kit.repair.peg_arithmetic"] = "В вычислении свободного стержня нужно другое число.",
  ["kit.repair.missing_arg"] = "Вызов {fname} передаёт на одно значение меньше.",
  ["kit.repair.nil_default"] = "У {name} нет значения, когда оно используется в первый раз.",
  ["kit.repair.local_order"] = "{name} объявлено как local в строке {line}, ниже первого использования: " ..
    "там это ещё глобальная переменная без значения.",
  ["kit.repair.split"] = "Число дисков, которые {fname} сначала откладывает, должно " ..
    "быть другим: так ходов не меньше всего.",
  ["kit.repair.four_pegs"] = "Вызову в {fname} нужны стержни в другом порядке.",
  ["kit.repair.loop_stop"] = "Проверка, которая останавливает цикл в {fname}, " ..
    "останавливает его на шаг раньше или позже, чем нужно.",
  ["kit.fix.move_up"] = "перенеси строки {first}–{last} (`{code}` и то, что дальше) выше " ..
    "строки {line}",
  ["kit.hint.move_not_passed.place"] = "в {call} у {move} нет значения: вызов, сделанный {parent}, не " ..
    "передаёт функцию значением номер {place}, где берётся {move}.",
  ["kit.hint.undefined.declared"] = "{fname} вызывает {name}, у которого там нет значения (Lua говорит " ..
    "nil), хотя твой файл объявляет {name} в строке {line}.{near}",
  ["kit.hint.undefined.unseen"] = "{fname} вызывает {name}, но у {name} там нет значения (Lua говорит " ..
    "nil).{near}",
  ["kit.hint.order.named"] = "Имена его параметров говорят ({said}), поэтому программа проверки " ..
    "передаёт ему стержни в этом порядке.",
  ["kit.repair.missing_move"] = "{fname} делает два вызова, но между ними сам не делает хода.",
  ["kit.edit.cannot_write"] = "teach.edit: не удалось записать файл для редактора",
  ["kit.edit.unchanged"] = "teach.edit: ничего не изменилось",
  ["kit.edit.again"] = "(teach.edit снова откроет твой текст)",
  ["kit.edit.defined"] = "функция определена заново ({lines} {lines:one=строка;few=строки;many=строк;other=строки})",
  ["kit.report.named_order"] = "Функция {fname} проверена со стержнями в том порядке, " ..
    "который называют имена её параметров: ({said}).",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "комментарий opts в файле: {why}",
  ["kit.graded.not_option"] = "{name} — не параметр, который может задать файл (order, names, k)",
  ["kit.graded.list_not_option"] = "список — не параметр, который может задать файл " ..
    "(order, names, k)",
  ["kit.graded.escape"] = "экранирование, которое не удаётся прочитать",
  ["kit.graded.unended"] = "незакрытая строка",
  ["kit.graded.too_nested"] = "слишком глубоко вложенные таблицы",
  ["kit.graded.bad_table"] = "таблица, которую не удаётся прочитать",
  ["kit.graded.bad_value"] = "значение, которое не удаётся прочитать",
  ["kit.graded.not_table"] = "не таблица",
  ["kit.graded.after_table"] = "что-то ещё после таблицы",
  ["kit.graded.too_long"] = "длиннее {most} {most:one=символа;few=символов;many=символов;other=символа}",
  ["kit.graded.cut"] = "{kept} [... ещё байтов: {bytes}]",
  ["kit.graded.times"] = "{at}({count} {count:one=раз;few=раза;many=раз;other=раза}) {message}",
  ["kit.graded.positions"] = "{at}(и ещё {count} {count:one=место;few=места;many=мест;other=места}) " ..
    "{message}",
  ["kit.graded.no_debug"] = "{message}: у проверяемого файла нет библиотеки debug (нет " ..
    "debug.sethook, нет debug.getinfo)",
  ["kit.graded.error_value"] = "значение ошибки {value}",
  ["kit.graded.unloaded"] = "файл не загрузился до конца: {why}",
  ["kit.graded.deep"] = "рекурсия глубиной в {depth} " ..
    "{calls:one=вызов;few=вызова;many=вызовов;other=вызова} всё ещё шла после {steps} " ..
    "{steps:one=шага;few=шагов;many=шагов;other=шага} Lua (--max-seconds {seconds})",
  ["kit.graded.memory"] = "файл занял больше {mib} МиБ памяти (--max-memory {option})",
  ["kit.graded.sethook"] = "файл вызвал debug.sethook",
  ["kit.graded.steps"] = "файл всё ещё работал после {steps} " ..
    "{steps:one=шага;few=шагов;many=шагов;other=шага} Lua (--max-seconds {seconds})",
  ["kit.graded.time"] = "файл всё ещё работал после {cpu} с процессорного времени " ..
    "(--max-seconds {seconds})",
  ["kit.graded.yield"] = "файл вызвал coroutine.yield вне какой-либо своей сопрограммы (на верхнем " ..
    "уровне файла yield вызывать нельзя)",
  ["kit.graded.overflow"] = "рекурсия без конца или глубже, чем вмещает стек вызовов Lua (около " ..
    "{most} {most:one=вызова;few=вызовов;many=вызовов;other=вызова}): {message}",
  ["kit.graded.c_function"] = "его функция — одна из собственных функций Lua (написана на C), " ..
    "а не определённая в файле",
  ["kit.graded.no_function"] = "в файле не определена функция solve",
  ["kit.graded.stopped"] = "проверка этого файла прервалась: {message}",
  ["kit.graded.too_large"] = "файл больше {mib} МиБ",
  ["kit.graded.interrupted_here"] = "остановлено: проверку прервали ({signal}), пока она " ..
    "проверяла этот файл",
  ["kit.graded.wall"] = "файл всё ещё работал через {seconds} " ..
    "{seconds:one=секунду;few=секунды;many=секунд;other=секунды} реального времени: остановлен",
  ["kit.graded.cpu"] = "файл занял больше {seconds} " ..
    "{seconds:one=секунды;few=секунд;many=секунд;other=секунды} процессорного времени: остановлен",
  ["kit.graded.outside"] = "процесс файла завершён сигналом {signal}, посланным извне проверки",
  ["kit.graded.crashed"] = "файл обрушил интерпретатор ({signal})",
  ["kit.graded.ran_on"] = "файл работал дольше своего предела времени там, где его не остановит ни " ..
    "один хук (долгий вызов C, например поиск по шаблону): остановлен",
  ["kit.graded.out_of_memory"] = "файл занял больше {mib} МиБ памяти, которые допускает проверка",
  ["kit.graded.failed"] = "проверка не справилась с файлом: {message}",
  ["kit.graded.unreadable"] = "строка результата вернулась нечитаемой (процесс завершился с {how} " ..
    "{code})",
  ["kit.graded.interrupted"] = "прервано сигналом {signal}: проверено {done} из {total} " ..
    "{total:one=файла;few=файлов;many=файлов;other=файла}",
  ["kit.reason.over"] = "этот ход относится к запуску teach, который уже закончился",
  ["kit.moves.fewest"] = "{moves} {moves:one=ход;few=хода;many=ходов;other=хода} — наименьшее " ..
    "число для {n} {n:one=диска;few=дисков;many=дисков;other=диска} на {k} стержнях",
  ["kit.trace.depth"] = "[глубина {depth}]",
  ["kit.repl.stepper"] = "(пошаговый просмотр на шаге {step}; сохрани его: s = {call}, затем s())",
  ["kit.repl.stepper_end"] = "(пошаговый просмотр на шаге {step}, в конце; сохрани его: " ..
    "s = {call}, затем s())",
}
