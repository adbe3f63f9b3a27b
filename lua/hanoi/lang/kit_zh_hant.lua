--- The texts of the teaching kit in Chinese in traditional script
-- (zh-Hant, 繁體中文): key -> text. 圓盤 (disk), 柱子 (peg), 步 (move),
-- 呼叫 (call), 遞迴 (recursion), 基本情況 (base case), 框架堆疊 (stack of
-- frames); docs/glossary.md. Lua's names (teach.check) stay as they are.
-- @module hanoi.lang.kit_zh_hant
return {
  ["kit.list.comma"] = "、",
  ["kit.list.and"] = "{list}和{last}",
  ["kit.list.range"] = "{lo}到{hi}",
  ["kit.sizes"] = "{sizes}個圓盤{last:other=}",
  ["kit.sizes.none"] = "任何個數都不",
  ["kit.disks"] = "圓盤{list}{count:other=}",
  ["kit.counts"] = "{moves}步{moves:other=}、呼叫{calls}次{calls:other=}、" ..
    "同時最多{open}個呼叫未返回{open:other=}",
  ["kit.move"] = "第{m}步: 圓盤{disk}從{from}到{to}",
  ["kit.move.nodisk"] = "第{m}步: 從{from}到{to}",
  ["kit.reason.illegal"] = "{move}不合規則: {why}",
  ["kit.reason.moves"] = "停在第{at}步: 超過 max_moves = {max}步(最少是{optimal}步)",
  ["kit.reason.depth"] = "停止: 同時有{open}個呼叫未返回,每個都在前一個裡面(超過 " ..
    "max_depth = {max}),n = {ns}",
  ["kit.reason.calls"] = "停止: 呼叫超過 max_calls = {max}次",
  ["kit.reason.seconds"] = "停止: 過了 max_seconds = {seconds}秒還在執行",
  ["kit.reason.steps"] = "停止: Lua執行了{steps}步還沒結束(max_seconds = {seconds})",
  ["kit.reason.memory"] = "停止: 用了超過 max_memory = {max} MiB的記憶體",
  ["kit.reason.yield"] = "函式呼叫了coroutine.yield: 解答不可以yield",
  ["kit.reason.sethook"] = "停止: 函式呼叫了debug.sethook,而工具包靠它看著函式",
  ["kit.reason.interrupted"] = "被Ctrl-C停止",
  ["kit.reason.value"] = "{type}類型的錯誤值",
  ["kit.reason.line"] = "{message}(第{line}行)",
  ["kit.reason.raised"] = "{fname}出了錯誤: {message}",
  ["kit.reason.ended"] = "{what}到了{peg},不是{target}",
  ["kit.reason.the_disk"] = "圓盤",
  ["kit.reason.both"] = "兩個圓盤",
  ["kit.reason.all"] = "全部{n}個圓盤{n:other=}",
  ["kit.reason.returned"] = "{fname}走了{moves}步{moves:other=}就返回了,{disks}不在{target}",
  ["kit.reason.long"] = "合規則,{moves}步{moves:other=},最少是{optimal}步",
  ["kit.verdict.right"] = "正確: {moves}步{moves:other=},最少",
  ["kit.verdict.wrong"] = "不正確: {reason}",
  ["kit.report.right"] = "{fname}: {sizes}都正確,每次都用最少步數。",
  ["kit.report.with"] = "{n}個圓盤{n:other=}時: {counts}。",
  ["kit.report.wrong"] = "{call}: {n}個圓盤{n:other=}時不正確{also}。",
  ["kit.report.also"] = "({sizes}時正確)",
  ["kit.report.sentence"] = "{text}。",
  ["kit.report.raised"] = "(圓盤{disk}已拿起)",
  ["kit.report.before_move"] = "第{m}步之前{raised}:",
  ["kit.report.first_wrong"] = "第一個錯的步是{move}: {reason}。",
  ["kit.report.before_it"] = "在它之前{raised}:",
  ["kit.report.peg_is"] = "{letter}是{name}",
  ["kit.report.pegs"] = "(柱子: {list})",
  ["kit.report.hint"] = "提示: {hint}",
  ["kit.step.made"] = "{total}步中已走{made}步",
  ["kit.step.goes_back"] = "(s:back()可退回)",
  ["kit.step.at_start"] = "在開頭: 沒有可以退回的",
  ["kit.step.back"] = "退回第{step}步(取消了: {undone})",
  ["kit.step.back_long"] = "退回第{step}步,取消了:\n    {undone}",
  ["kit.step.before"] = "(之前還有{steps}步{steps:other=})",
  ["kit.step.call"] = "呼叫 {call}",
  ["kit.step.return_to"] = "從{me}返回{parent},在{mark}",
  ["kit.step.return_done"] = "從{me}返回: 完成",
  ["kit.step.stack_empty"] = "堆疊: 空的",
  ["kit.step.stack"] = "框架堆疊(最外層在前,各在程式碼的某一行):",
  ["kit.step.running"] = "   <- 執行中",
  ["kit.step.done"] = "完成: 沒有要做的了",
  ["kit.trace.return_to"] = "返回{parent},在{mark}",
  ["kit.trace.return_done"] = "返回: 完成",
  ["kit.trace.hidden"] = "(沒有顯示n = 0的{count}個呼叫)",
  ["kit.quiz.intro"] = "把{n}個圓盤{n:other=}從{from}移到{to}。每一步: 下一個移動的是哪個" ..
    "\n圓盤,移到哪裡? 用圓盤和柱子回答: {example}表示圓盤1到{from}。\n答錯可以再試一次;" ..
    "'?'顯示答案,'q'結束。",
  ["kit.quiz.ask"] = "第{m}步: 下一個移動哪個圓盤,移到哪裡? ",
  ["kit.quiz.answer"] = "答案: 圓盤{disk}從{from}到{to}",
  ["kit.quiz.how"] = "用圓盤1..{n}和柱子A、B或C回答,例如{example}",
  ["kit.quiz.right"] = "正確: 圓盤{disk}從{from}到{to}",
  ["kit.quiz.right2"] = "第二次正確: 圓盤{disk}從{from}到{to}",
  ["kit.quiz.again"] = "不對({why})。再試一次: ",
  ["kit.quiz.wrong"] = "不對({why}): 正確的步是圓盤{disk}從{from}到{to}",
  ["kit.quiz.under"] = "圓盤{disk}在圓盤{top}下面",
  ["kit.quiz.already"] = "圓盤{disk}已經在{peg}",
  ["kit.quiz.longer"] = "合規則,但不是到{peg}的最短路",
  ["kit.quiz.done"] = "走了{moves}步{moves:other=},塔立在{peg}",
  ["kit.quiz.score"] = "{asked}題中{right}題第一次就答對{more}",
  ["kit.quiz.more"] = ",第二次答對{second}題",
  ["kit.banner"] = [[
{version}和hanoi.teach。試試看:
  teach.trace(3)               遞迴的呼叫樹
  s = teach.stepper(3)         然後一再輸入s(): 一次一步
                               (s:back()退回、s:next_move()、s:finish())
  teach.explain()              各種解法; teach.explain("recursive")
  teach.trace(4, {k = 4})      四根柱子: Frame-Stewart的遞迴
  teach.table()                2^n - 1步,僧侶的5845億年
  teach.quiz(3)                下一個移動哪個圓盤,移到哪裡?
  teach.moves(3, {method = "iterative"})       用文字列出每一步
  print(hanoi.new(3))          一個局面
寫你自己的函式,然後評分、追蹤、一步一步看:
  function solve(n, from, to, via, move)
    ...                        move(from, to)移動from最上面的圓盤
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help()列出全部。]],
  ["kit.grade.file"] = "檔案",
  ["kit.grade.verdict"] = "結果",
  ["kit.grade.moves"] = "步數",
  ["kit.grade.calls"] = "呼叫",
  ["kit.grade.order"] = "順序",
  ["kit.grade.right"] = "正確",
  ["kit.grade.wrong"] = "不正確",
  ["kit.grade.error"] = "錯誤",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "河內塔: 一堂遞迴課",
  ["kit.lesson.head.puzzle"] = "1. 謎題和傳說",
  ["kit.lesson.head.counting"] = "2. 數步數",
  ["kit.lesson.head.recursion"] = "3. 遞迴,一步一步",
  ["kit.lesson.head.yours"] = "4. 寫你自己的",
  ["kit.lesson.head.methods"] = "5. 走出同樣步驟的其他方法",
  ["kit.lesson.head.graph"] = "6. 所有局面: 狀態圖",
  ["kit.lesson.head.four"] = "7. 四根柱子",
  ["kit.lesson.head.quiz"] = "8. 測驗: 下一個移動哪個圓盤?",
  ["kit.lesson.head.history"] = "9. 謎題的由來",
  ["kit.lesson.right"] = "正確。",
  ["kit.lesson.wrong"] = "不是這個。",
  ["kit.lesson.ui.again"] = "重新開始",
  ["kit.lesson.ui.answer"] = "{verdict}圓盤{disk}從{from}到{to}。",
  ["kit.lesson.ui.ask"] = "下一個移動哪個圓盤,移到哪裡?",
  ["kit.lesson.ui.back"] = "上一步",
  ["kit.lesson.ui.board3"] = "棋盤,3個圓盤",
  ["kit.lesson.ui.board4"] = "棋盤,4根柱子上4個圓盤",
  ["kit.lesson.ui.calltree"] = "呼叫樹 (teach.trace)",
  ["kit.lesson.ui.check"] = "檢查",
  ["kit.lesson.ui.checking"] = "檢查中...",
  ["kit.lesson.ui.deadline"] = "停止:" ..
    " 過了{s}秒還在執行。是永遠不結束的迴圈,\n還是永遠到不了基本情況的遞迴?",
  ["kit.lesson.ui.disk"] = "圓盤{list}",
  ["kit.lesson.ui.disks"] = "圓盤{list}",
  ["kit.lesson.ui.done"] = "完成。",
  ["kit.lesson.ui.empty"] = "柱子{peg}是空的。",
  ["kit.lesson.ui.graphdone"] = "{label}: {where}。",
  ["kit.lesson.ui.graphnext"] = "{label}: {where}。往{goal}的最短路上,下一步:" ..
    " 圓盤{disk}從{from}到{to}。",
  ["kit.lesson.ui.hint"] = "提示",
  ["kit.lesson.ui.hintis"] = "提示: 圓盤{disk}從{from}到{to}{exact}。",
  ["kit.lesson.ui.moved"] = "第{n}步: 從{from}到{to}",
  ["kit.lesson.ui.next"] = "下一步",
  ["kit.lesson.ui.nextmove"] = "下一次移動",
  ["kit.lesson.ui.nextq"] = "下一題",
  ["kit.lesson.ui.none"] = "空的",
  ["kit.lesson.ui.notproven"] = "(未證明最短)",
  ["kit.lesson.ui.peg"] = "柱子{peg}",
  ["kit.lesson.ui.pegon"] = "柱子{peg}: {disks}",
  ["kit.lesson.ui.quizboard"] = "測驗棋盤,3個圓盤",
  ["kit.lesson.ui.report"] = "工具包的報告",
  ["kit.lesson.ui.running"] = "執行中...",
  ["kit.lesson.ui.save"] = "存成.lua",
  ["kit.lesson.ui.score"] = "{asked}題中答對{right}題。",
  ["kit.lesson.ui.sections"] = "章節",
  ["kit.lesson.ui.solved"] = "。用{n}步完成。",
  ["kit.lesson.ui.step"] = "一步一步看",
  ["kit.lesson.ui.template"] = "從範本開始",
  ["kit.lesson.ui.thecode"] = "程式碼",
  ["kit.lesson.ui.where"] = "柱子{peg}: 移到哪裡?",
  ["kit.lesson.ui.yourcode"] = "你的程式碼",
  ["kit.lesson.ui.yourlines"] = "你的程式碼,標出正在執行的行",
  ["kit.lesson.ui.pegs3"] = "3根柱子",
  ["kit.lesson.ui.pegs4"] = "4根柱子",
  ["kit.lesson.ui.language"] = "語言",
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value}不是柱子",
  ["kit.learner.same_peg"] = "from和to是同一根柱子{peg}",
  ["kit.learner.empty"] = "柱子{peg}是空的",
  ["kit.learner.on_smaller"] = "不能把圓盤{disk}放在圓盤{top}上",
  ["kit.learner.already"] = "合規則,但塔已經立在{peg}",
  ["kit.learner.farther"] = "合規則,但走完後離塔還有{moves}步{moves:other=},應該是{want}步",
  ["kit.lstep.call"] = "呼叫 {call}{tail}",
  ["kit.lstep.tail"] = "(尾呼叫)",
  ["kit.lstep.illegal"] = "{move}   <- 不合規則\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- 第一個錯的步\n    ({why})",
  ["kit.lstep.replaced"] = "{call}被尾呼叫取代",
  ["kit.lstep.error"] = "{call}因錯誤離開",
  ["kit.lstep.return_line"] = "從{me}返回{parent},在第{line}行",
  ["kit.lstep.return_to"] = "從{me}返回{parent}",
  ["kit.lstep.stack"] = "框架堆疊(最外層在前,各在哪一行):",
  ["kit.lstep.more"] = "  ... 還有{count}個框架,每個都在前一個裡面 ...",
  ["kit.lstep.just"] = "剛被呼叫",
  ["kit.lstep.line"] = "第{line}行",
  ["kit.lstep.done"] = "完成: {verdict}",
  ["kit.step.header"] = "{method}: {n}個圓盤{n:other=}從{from}到{to}{four}。",
  ["kit.step.on4"] = "(4根柱子)",
  ["kit.step.header_learner"] = "{fname},{n}個圓盤{n:other=}從{from}到{to}。",
  ["kit.explain.list"] = "各種解法(teach.explain(NAME)說明其中一種):",
  ["kit.explain.example3"] = "範例: 3個圓盤從A到C:",
  ["kit.explain.example4"] = "範例: 4根柱子上4個圓盤從A到D:",
  -- teach.table
  ["kit.table.col3"] = "3根柱子: M(n)",
  ["kit.table.col4"] = "4根柱子",
  ["kit.table.colpos"] = "局面: 3^n",
  ["kit.table.note"] = "M(n)是3根柱子的最少步數。規則 M(n) = 2 M(n-1) + 1(n-1個圓盤移開、\n" ..
    "最大的、n-1個圓盤移回)加上 M(0) = 0,得到 2^n - 1。\n" ..
    "4根柱子: 多一根備用柱子時的最少步數(Frame-Stewart)。\n" ..
    "局面是圓盤在3根柱子上任何合規則的放法: 每個圓盤在3根柱子之一,\n" ..
    "所以有 3^n 個; M/3^n 大約是最短解法經過的局面所佔的比例。",
  ["kit.table.monks"] = "傳說中的僧侶搬64個圓盤,每秒一步:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds}秒",
  ["kit.table.years"] = "= {years}年(每年365.25天)+ {days}天{hours}小時{minutes}分{s}秒",
  ["kit.table.about"] = "= 大約{billions} × 10億年(5845億年)",
  ["kit.table.four"] = "多一根柱子: {moves}步,{hours}小時{minutes}分{s}秒。",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "一步是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫,\n" ..
    "以及它在teach.explain(\"recursive\")程式碼的哪一行:\n" ..
    "(0) 剛被呼叫,(1) 在第一次呼叫中,(2) 下一步是移動,\n" ..
    "(3) 第二次呼叫,(4) 下一步是返回。",
  ["kit.stepper.frame_stewart"] = "一步是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫,\n" ..
    "以及它在teach.explain(\"frame_stewart\")(solve4)或\n" ..
    "teach.explain(\"recursive\")(solve,3根柱子的部分)程式碼的哪一行。",
  ["kit.stepper.direction"] = "每步移動一次。+d表示圓盤d在圓圈 A > B > C > A 上向右移一根柱子,\n" ..
    "-d表示向左移一根。",
  ["kit.stepper.iterative"] = "每步移動一次,照僧侶的規則: 最小的圓盤每隔一步移動,\n" ..
    "總是沿圓圈 A > B > C > A 的同一方向。",
  ["kit.stepper.four_step"] = "每步移動一次,四步一循環。",
  ["kit.stepper.three_step"] = "每步移動一次: 兩根柱子之間唯一合規則的移動。",
  ["kit.stepper.route_table"] = "每步移動一次。路線碼給六種移動編號:\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B。",
  ["kit.stepper.binary"] = "每步移動一次。m是二進位的步數: 最低位的1指出圓盤。\n" ..
    "圓盤d移動奇數次時,格雷碼的第d-1位是1。",
  ["kit.stepper.learner"] = "做這個逐步檢視時,你的函式已經執行過,它的每一步都記錄下來: 一步是一次\n" ..
    "呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫,以及它在你的\n" ..
    "程式碼的哪一行。",
  ["kit.summary.recursive"] = "n-1個移開,最大的移過去,n-1個移回來",
  ["kit.summary.direction"] = "圓盤d移s: 上面的塔移-s,d移s,塔再移-s",
  ["kit.summary.iterative"] = "僧侶的規則: 最小的圓盤總是同一方向",
  ["kit.summary.four_step"] = "最小、第二小、最小疊上去、另一個移動",
  ["kit.summary.three_step"] = "依序在A-B、A-C、B-C之間做唯一合規則的移動",
  ["kit.summary.route_table"] = "用加倍得到路線,配兩張路線碼表",
  ["kit.summary.binary"] = "第m步的圓盤是m的二進位最低位的1",
  ["kit.summary.frame_stewart"] = "四根柱子: 先放k個,其餘用3根柱子,再把k個移回",
  ["kit.keys"] = "s()走下一步,s:back()退回一步,s:next_move()走到下一次移動,\n" ..
    "s:finish()走到最後。",
}
