--- The texts of the teaching kit in Chinese in traditional script
-- (zh-Hant, 繁體中文): key -> text. 圓盤 (disk), 柱子 (peg), 步 (move),
-- 呼叫 (call), 遞迴 (recursion), 基本情況 (base case), 框架堆疊 (stack of
-- frames); docs/glossary.md. Lua's names (teach.check) stay as they are.
-- @module hanoi.lang.kit_zh_hant
return {
  ["kit.list.comma"] = "、",
  -- (translation review) 和 joins nouns, not the clauses of a proven repair
  -- ("把第4行改成 `…`和把第5行改成 `…`"): a clause list needs a key of its own,
  -- {list}，再{last}, which the kit's code does not have yet
  ["kit.list.and"] = "{list}和{last}",
  ["kit.list.range"] = "{lo}到{hi}",
  ["kit.sizes"] = "{sizes}個圓盤{last:other=}",
  ["kit.sizes.none"] = "沒有任何圓盤數",
  ["kit.disks"] = "圓盤{list}{count:other=}",
  ["kit.counts"] = "{moves}步{moves:other=}、呼叫{calls}次{calls:other=}、" ..
    "同時最多{open}個呼叫未返回{open:other=}",
  ["kit.move"] = "第{m}步：圓盤{disk}從{from}到{to}",
  ["kit.move.nodisk"] = "第{m}步：從{from}到{to}",
  ["kit.reason.illegal"] = "{move}不合規則：{why}",
  ["kit.reason.moves"] = "停在第{at}步：超過 max_moves = {max}步（最少是{optimal}步）",
  ["kit.reason.depth"] = "停止：同時有{open}個呼叫未返回，每個都在前一個裡面（超過 " ..
    "max_depth = {max}），n = {ns}",
  ["kit.reason.calls"] = "停止：呼叫超過 max_calls = {max}次",
  ["kit.reason.seconds"] = "停止：過了 max_seconds = {seconds}秒還在執行",
  ["kit.reason.time"] = "停止：用了 {cpu} 秒 CPU 時間還在執行（max_seconds = {seconds}）",
  ["kit.reason.steps"] = "停止：Lua執行了{steps}步還沒結束（max_seconds = {seconds}）",
  ["kit.reason.memory"] = "停止：用了超過 max_memory = {max} MiB的記憶體",
  ["kit.reason.yield"] = "函式呼叫了coroutine.yield：解答不可以yield",
  ["kit.reason.sethook"] = "停止：函式呼叫了debug.sethook，而工具包靠它看著函式",
  ["kit.reason.interrupted"] = "被Ctrl-C停止",
  ["kit.reason.value"] = "{type}型別的錯誤值",
  ["kit.reason.line"] = "{message}（第{line}行）",
  ["kit.reason.raised"] = "{fname}出了錯誤：{message}",
  ["kit.reason.ended"] = "{what}到了{peg}，不是{target}",
  ["kit.reason.the_disk"] = "圓盤",
  ["kit.reason.both"] = "兩個圓盤",
  ["kit.reason.all"] = "全部{n}個圓盤{n:other=}",
  ["kit.reason.returned"] = "{fname}走了{moves}步{moves:other=}就返回了，{disks}不在{target}",
  ["kit.reason.long"] = "合規則，{moves}步{moves:other=}，最少是{optimal}步",
  ["kit.verdict.right"] = "正確：{moves}步{moves:other=}，最少",
  ["kit.verdict.wrong"] = "不正確：{reason}",
  ["kit.report.right"] = "{fname}：{sizes}都正確，每次都用最少步數。",
  ["kit.report.with"] = "{n}個圓盤{n:other=}時：{counts}。",
  ["kit.report.wrong"] = "{call}：{n}個圓盤{n:other=}時不正確{also}。",
  ["kit.report.also"] = "（{sizes}時正確）",
  ["kit.report.sentence"] = "{text}。",
  ["kit.report.raised"] = "（圓盤{disk}已拿起）",
  ["kit.report.before_move"] = "第{m}步之前{raised}：",
  ["kit.report.first_wrong"] = "第一個錯的步是{move}：{reason}。",
  ["kit.report.before_it"] = "在它之前{raised}：",
  ["kit.report.peg_is"] = "{letter}是{name}",
  ["kit.report.pegs"] = "（柱子：{list}）",
  ["kit.report.hint"] = "提示：{hint}",
  ["kit.step.made"] = "{total}步中已走{made}步",
  ["kit.step.goes_back"] = "（s:back()可退回）",
  ["kit.step.at_start"] = "在開頭：沒有可以退回的",
  ["kit.step.back"] = "退回到步驟{step}（取消了：{undone}）",
  ["kit.step.back_long"] = "退回到步驟{step}，取消了：\n    {undone}",
  ["kit.step.before"] = "（之前還有{steps}個步驟{steps:other=}）",
  ["kit.step.call"] = "呼叫 {call}",
  ["kit.step.return_to"] = "從{me}返回{parent}，在{mark}",
  ["kit.step.return_done"] = "從{me}返回：完成",
  ["kit.step.stack_empty"] = "堆疊：空的",
  ["kit.step.stack"] = "框架堆疊（最外層在前，各在程式碼的某一行）：",
  ["kit.step.running"] = "   <- 執行中",
  ["kit.step.done"] = "完成：沒有要做的了",
  ["kit.trace.return_to"] = "返回{parent}，在{mark}",
  ["kit.trace.return_done"] = "返回：完成",
  ["kit.trace.hidden"] = "（沒有顯示n = 0的{count}個呼叫）",
  ["kit.quiz.intro"] = "把{n}個圓盤{n:other=}從{from}移到{to}。每一步：下一個移動的是哪個" ..
    "\n圓盤，移到哪裡？用圓盤和柱子回答：{example}表示圓盤1到{from}。\n答錯可以再試一次；" ..
    "'?'顯示答案，'q'結束。",
  ["kit.quiz.ask"] = "第{m}步：下一個移動哪個圓盤，移到哪裡？ ",
  ["kit.quiz.answer"] = "答案：圓盤{disk}從{from}到{to}",
  ["kit.quiz.how"] = "用圓盤1..{n}和柱子A、B或C回答，例如{example}",
  ["kit.quiz.right"] = "正確：圓盤{disk}從{from}到{to}",
  ["kit.quiz.right2"] = "第二次正確：圓盤{disk}從{from}到{to}",
  ["kit.quiz.again"] = "不對（{why}）。再試一次： ",
  ["kit.quiz.wrong"] = "不對（{why}）：正確的步是圓盤{disk}從{from}到{to}",
  ["kit.quiz.under"] = "圓盤{disk}在圓盤{top}下面",
  ["kit.quiz.already"] = "圓盤{disk}已經在{peg}",
  ["kit.quiz.longer"] = "合規則，但不是到{peg}的最短路",
  ["kit.quiz.done"] = "走了{moves}步{moves:other=}，塔立在{peg}",
  ["kit.quiz.score"] = "{asked}題中{right}題第一次就答對{more}",
  ["kit.quiz.more"] = "，第二次答對{second}題",
  ["kit.banner"] = [[
{version}和hanoi.teach。試試看：
  teach.trace(3)               遞迴的呼叫樹
  s = teach.stepper(3)         然後一再輸入s()：一次一步
                               （s:back()退回、s:next_move()、s:finish()）
  teach.explain()              各種解法；teach.explain("recursive")
  teach.trace(4, {k = 4})      四根柱子：Frame-Stewart的遞迴
  teach.table()                2^n - 1步，僧侶的5845億年
  teach.quiz(3)                下一個移動哪個圓盤，移到哪裡？
  teach.moves(3, {method = "iterative"})       用文字列出每一步
  print(hanoi.new(3))          一個局面
寫你自己的函式，然後評分、追蹤、一步一步看：
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
  ["kit.grade.size"] = "{n}個圓盤{n:other=}",
  ["kit.grade.unchecked"] = "未檢查：更少圓盤的執行已在限制處被停止",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "河內塔：一堂遞迴課",
  ["kit.lesson.head.puzzle"] = "1. 謎題和傳說",
  ["kit.lesson.head.counting"] = "2. 數步數",
  ["kit.lesson.head.recursion"] = "3. 遞迴，一步一步",
  ["kit.lesson.head.yours"] = "4. 自己寫寫看",
  ["kit.lesson.head.methods"] = "5. 得到同樣走法的其他方法",
  ["kit.lesson.head.graph"] = "6. 所有局面：狀態圖",
  ["kit.lesson.head.four"] = "7. 四根柱子",
  ["kit.lesson.head.quiz"] = "8. 測驗：下一個移動哪個圓盤？",
  ["kit.lesson.head.history"] = "9. 謎題的由來",
  ["kit.lesson.right"] = "正確。",
  ["kit.lesson.wrong"] = "不是這個。",
  ["kit.lesson.ui.again"] = "重新開始",
  ["kit.lesson.ui.answer"] = "{verdict}圓盤{disk}從{from}到{to}。",
  ["kit.lesson.ui.ask"] = "下一個移動哪個圓盤，移到哪裡？",
  ["kit.lesson.ui.back"] = "上一個步驟",
  ["kit.lesson.ui.board3"] = "遊戲區，3個圓盤",
  ["kit.lesson.ui.board4"] = "遊戲區，4根柱子上4個圓盤",
  ["kit.lesson.ui.calltree"] = "呼叫樹",
  ["kit.lesson.ui.check"] = "檢查",
  ["kit.lesson.ui.checking"] = "檢查中...",
  ["kit.lesson.ui.deadline"] = "停止：過了{s}秒還在執行，遠遠超過工具的限制。\n"
    .. "頁面無法判斷原因。再按一次「檢查」試試。",
  ["kit.lesson.ui.disk"] = "圓盤{list}",
  ["kit.lesson.ui.disks"] = "圓盤{list}",
  ["kit.lesson.ui.done"] = "完成。",
  ["kit.lesson.ui.empty"] = "柱子{peg}是空的。",
  ["kit.lesson.ui.graphdone"] = "{label}：{where}。",
  ["kit.lesson.ui.graphnext"] = "{label}：{where}。往{goal}的最短路上，下一步：" ..
    "圓盤{disk}從{from}到{to}。",
  ["kit.lesson.ui.hint"] = "提示",
  ["kit.lesson.ui.hintis"] = "提示：圓盤{disk}從{from}到{to}{exact}。",
  ["kit.lesson.ui.moved"] = "第{n}步：從{from}到{to}",
  ["kit.lesson.ui.next"] = "下一個步驟",
  ["kit.lesson.ui.nextmove"] = "下一次移動",
  ["kit.lesson.ui.nextq"] = "下一題",
  ["kit.lesson.ui.none"] = "空的",
  ["kit.lesson.ui.notproven"] = "（未證明最短）",
  ["kit.lesson.ui.peg"] = "柱子{peg}",
  ["kit.lesson.ui.pegon"] = "柱子{peg}：{disks}",
  ["kit.lesson.ui.quizboard"] = "測驗遊戲區，3個圓盤",
  ["kit.lesson.ui.report"] = "工具包的報告",
  ["kit.lesson.ui.running"] = "執行中...",
  ["kit.lesson.ui.save"] = "存成.lua",
  ["kit.lesson.ui.score"] = "{asked}題中答對{right}題。",
  ["kit.lesson.ui.sections"] = "章節",
  ["kit.lesson.ui.solved"] = "。用{n}步完成。",
  ["kit.lesson.ui.step"] = "一步一步看",
  ["kit.lesson.ui.template"] = "從範本開始",
  ["kit.lesson.ui.thecode"] = "程式碼",
  ["kit.lesson.ui.where"] = "柱子{peg}：移到哪裡？",
  ["kit.lesson.ui.yourcode"] = "你的程式碼",
  ["kit.lesson.ui.yourlines"] = "你的程式碼，標出正在執行的行",
  ["kit.lesson.ui.pegs3"] = "3根柱子",
  ["kit.lesson.ui.pegs4"] = "4根柱子",
  ["kit.lesson.ui.language"] = "語言",
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
三根柱子A、B、C，A上有一座圓盤疊成的塔，最大的在最下面。把整座塔移到C。
每次只能移動一個圓盤，只能移動最上面的圓盤，而且圓盤永遠不能放在比它小的
圓盤上。
傳說：在一座寺廟裡，僧侶們按照這些規則移動一座64個金圓盤的塔，每秒移動一
個；等他們移完，世界就會毀滅。
用3個圓盤玩玩看：選一根柱子拿起它最上面的圓盤，再選要放下的柱子（點擊柱
子，或按1、2、3或A、B、C）。]],
  ["kit.lesson.counting"] = [[
n個圓盤的塔需要幾步？要移動最大的圓盤，它上面的n-1個圓盤必須都在空著的柱
子上：這需要M(n-1)步。接著最大的圓盤走1步，然後再用M(n-1)步把n-1個圓盤搬
回它上面。所以M(n) = 2 M(n-1) + 1，M(0) = 0，用歸納法得到
M(n) = 2^n - 1：如果M(n-1) = 2^(n-1) - 1，那麼
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1。沒有更短的走法：最大的圓盤至少要移
動一次，而在它移動之前，其他所有圓盤都必須讓開，放在同一根柱子上。]],
  ["kit.lesson.recursion"] = [[
下面的遞迴就是完整的解法。一步一步走過它：每一步是一次呼叫、一次移動或一
次返回。框架堆疊顯示每一個還沒返回的呼叫，以及每個呼叫現在停在程式碼的哪
一行。]],
  ["kit.lesson.yours"] = [[
寫一個函式solve(n, from, to, via, move)，把n個圓盤從柱子from移到柱子to，
以via為空著的柱子，每一步都呼叫move(from, to)。「檢查」會用1到6個圓盤執
行它並告訴你發現了什麼，就像全班評分時對同一個檔案做的一樣。你的程式碼
留在這個瀏覽器裡；「存成.lua」會把它存成.lua檔案。]],
  ["kit.lesson.methods"] = [[
同樣的步驟也可以從不用遞迴、人也能照著做的規則得到。]],
  ["kit.lesson.parity"] = [[
奇偶規則：把圓盤從1（最小）編號到n。在最少步數的解法中，奇數圓盤從不落在
奇數圓盤上，偶數圓盤也從不落在偶數圓盤上，所以每個圓盤只會落在奇偶不同的
圓盤上（或空柱子上）。把柱子編號為1、2、3，從柱子a移到柱子b的一步，空著
的柱子總是6 - a - b（或者用同樣的編號1、2、3寫成a xor b：1 xor 2 = 3，
1 xor 3 = 2，2 xor 3 = 1）。]],
  ["kit.lesson.graph"] = [[
n個圓盤在3根柱子上的每一種局面都是一個點：共有3^n個。如果一步能從一個點
走到另一個點，就把這兩個點連起來。這張圖是謝爾賓斯基三角形；它的三個角是
三座塔，最少步數的解法沿著一條邊走，共2^n - 1步。]],
  ["kit.lesson.four"] = [[
有了第四根柱子，塔能移得快得多。Frame和Stewart的方法：先把k個圓盤停放在
一根空著的柱子上（用上全部四根柱子），再用剩下的三根柱子移動其餘n-k個圓
盤，最後把那k個圓盤搬回來。表格列出最少的步數。用4個圓盤在4根柱子上玩玩
看；「提示」會顯示從目前局面出發的一條最短路線的下一步。]],
  ["kit.lesson.quiz"] = [[
圓盤的擺放就像在最少步數的解法中途。下一步該移動哪個圓盤，移到哪根柱子？
先點擊那個圓盤所在的柱子，再點擊它要去的柱子。]],
  ["kit.lesson.history"] = [[
這個謎題在1883年於巴黎當作遊戲出售，名叫「La Tour d'Hanoi」，作者署名
「Professor N. Claus (de Siam)」：這是Lucas d'Amiens的變位詞，也就是法國數
學家盧卡斯（Edouard Lucas），寺廟和64個金圓盤的傳說也是他寫的。Frame和
Stewart在1941年提出了四根柱子的方法；直到2014年才證明它對四根柱子是最短
的（Thierry Bousch）。]],
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value}不是柱子",
  ["kit.learner.same_peg"] = "from和to是同一根柱子{peg}",
  ["kit.learner.empty"] = "柱子{peg}是空的",
  ["kit.learner.on_smaller"] = "不能把圓盤{disk}放在圓盤{top}上",
  ["kit.learner.already"] = "合規則，但塔已經立在{peg}",
  ["kit.learner.farther"] = "合規則，但走完後離塔還有{moves}步{moves:other=}，應該是{want}步",
  ["kit.lstep.call"] = "呼叫 {call}{tail}",
  ["kit.lstep.tail"] = "（尾呼叫）",
  ["kit.lstep.illegal"] = "{move}   <- 不合規則\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- 第一個錯的步\n    ({why})",
  ["kit.lstep.replaced"] = "{call}被尾呼叫取代",
  ["kit.lstep.error"] = "{call}因錯誤離開",
  ["kit.lstep.return_line"] = "從{me}返回{parent}，在第{line}行",
  ["kit.lstep.return_to"] = "從{me}返回{parent}",
  ["kit.lstep.stack"] = "框架堆疊（最外層在前，各在哪一行）：",
  ["kit.lstep.more"] = "  ... 還有{count}個框架，每個都在前一個裡面 ...",
  ["kit.lstep.just"] = "剛被呼叫",
  ["kit.lstep.line"] = "第{line}行",
  ["kit.lstep.done"] = "完成：{verdict}",
  ["kit.grade.nested"] = "工具包不能在它正在執行的函式裡面批改另一個函式",
  ["kit.ltrace.tail"] = "   （尾呼叫）",
  ["kit.ltrace.tail_first"] = "   （尾呼叫：它取代了呼叫它的那一層）",
  ["kit.ltrace.error"] = "因錯誤離開（錯誤被 pcall 接住）",
  ["kit.ltrace.return_line"] = "返回{parent}，在第{line}行",
  ["kit.ltrace.return_to"] = "返回{parent}",
  ["kit.ltrace.stops"] = "（在不合規則的一步停下）",
  ["kit.ltrace.hint"] = "提示：{hint}",
  ["kit.step.header"] = "{method}：{n}個圓盤{n:other=}從{from}到{to}{four}。",
  ["kit.step.on4"] = "（4根柱子）",
  ["kit.step.header_learner"] = "{fname}，{n}個圓盤{n:other=}從{from}到{to}。",
  ["kit.explain.list"] = "各種解法（teach.explain(NAME)說明其中一種）：",
  ["kit.explain.example3"] = "範例：3個圓盤從A到C:",
  ["kit.explain.example4"] = "範例：4根柱子上4個圓盤從A到D:",
  -- teach.table
  ["kit.table.col3"] = "3根柱子：M(n)",
  ["kit.table.col4"] = "4根柱子",
  ["kit.table.colpos"] = "局面：3^n",
  ["kit.table.note"] = "M(n)是3根柱子的最少步數。規則 M(n) = 2 M(n-1) + 1（n-1個圓盤移開、\n" ..
    "最大的、n-1個圓盤移回）加上 M(0) = 0，得到 2^n - 1。\n" ..
    "4根柱子：多一根備用柱子時的最少步數（Frame-Stewart）。\n" ..
    "局面是圓盤在3根柱子上任何合規則的放法：每個圓盤在3根柱子之一，\n" ..
    "所以有 3^n 個；M/3^n 大約是最短解法經過的局面所佔的比例。",
  ["kit.table.monks"] = "傳說中的僧侶搬64個圓盤，每秒一步：",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds}秒",
  ["kit.table.years"] = "= {years}年（每年365.25天）+ {days}天{hours}小時{minutes}分{s}秒",
  -- (translation review) the code should pass the figure in 億 (5845億年);
  -- until then the billions as they are
  ["kit.table.about"] = "= 大約{billions}×10億年",
  ["kit.table.four"] = "多一根柱子：{moves}步，{hours}小時{minutes}分{s}秒。",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "每個步驟是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫，\n" ..
    "以及它在teach.explain(\"recursive\")程式碼的哪一行：\n" ..
    "(0) 剛被呼叫，(1) 在第一次呼叫中，(2) 下一步是移動，\n" ..
    "(3) 第二次呼叫，(4) 下一步是返回。",
  ["kit.stepper.frame_stewart"] = "每個步驟是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫，\n" ..
    "以及它在teach.explain(\"frame_stewart\")（solve4）或\n" ..
    "teach.explain(\"recursive\")（solve，3根柱子的部分）程式碼的哪一行。",
  ["kit.stepper.direction"] = "每個步驟移動一次。+d表示圓盤d在圓圈 A > B > C > A 上向右移一根柱子，\n" ..
    "-d表示向左移一根。",
  ["kit.stepper.iterative"] = "每個步驟移動一次，照僧侶的規則：最小的圓盤每隔一步移動，\n" ..
    "總是沿圓圈 A > B > C > A 的同一方向。",
  ["kit.stepper.four_step"] = "每個步驟移動一次，四步一循環。",
  ["kit.stepper.three_step"] = "每個步驟移動一次：兩根柱子之間唯一合規則的移動。",
  ["kit.stepper.route_table"] = "每個步驟移動一次。路線碼給六種移動編號：\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B。",
  ["kit.stepper.binary"] = "每個步驟移動一次。m是用二進位寫的步序（第幾步）：最低位的1指出圓盤。\n" ..
    "圓盤d移動奇數次時，格雷碼的第d-1位是1。",
  ["kit.stepper.learner"] = "做這個逐步檢視時，你的函式已經執行過，它的每個步驟都記錄下來：每個步驟是一次\n" ..
    "呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫，以及它在你的\n" ..
    "程式碼的哪一行。",
  ["kit.summary.recursive"] = "n-1個移開，最大的移過去，n-1個移回來",
  ["kit.summary.direction"] = "圓盤d移s：上面的塔移-s，d移s，塔再移-s",
  ["kit.summary.iterative"] = "僧侶的規則：最小的圓盤總是同一方向",
  ["kit.summary.four_step"] = "最小、第二小、最小疊上去、另一個移動",
  ["kit.summary.three_step"] = "依序在A-B、A-C、B-C之間做唯一合規則的移動",
  ["kit.summary.route_table"] = "用加倍得到路線，配兩張路線碼表",
  ["kit.summary.binary"] = "第m步的圓盤是m的二進位最低位的1",
  ["kit.summary.frame_stewart"] = "四根柱子：先放k個，其餘用3根柱子，再把k個移回",
  ["kit.keys"] = "s()執行下一個步驟，s:back()退回一個步驟，s:next_move()走到下一次移動，\n" ..
    "s:finish()走到最後。",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) 剛被呼叫",
  ["kit.at.solve.1"] = "(1) 在第一次呼叫中",
  ["kit.at.solve.2"] = "(2) 下一步：移動",
  ["kit.at.solve.3"] = "(3) 下一步：第二次呼叫",
  ["kit.at.solve.4"] = "(3) 在第二次呼叫中",
  ["kit.at.solve.5"] = "(4) 下一步：返回",
  ["kit.at.solve4.0"] = "(0) 剛被呼叫",
  ["kit.at.solve4.1"] = "(1) 在第一次呼叫中",
  ["kit.at.solve4.2"] = "(2) 下一步：3根柱子的呼叫",
  ["kit.at.solve4.3"] = "(2) 在3根柱子的呼叫中",
  ["kit.at.solve4.4"] = "(3) 下一步：最後一次呼叫",
  ["kit.at.solve4.5"] = "(3) 在最後一次呼叫中",
  ["kit.at.solve4.6"] = "(4) 下一步：返回",
  ["kit.step.line"] = "步驟{step}：{line}",
  -- the hints of the slips (hanoi.teach.diagnose) and the proven repairs (hanoi.teach.repair)
  ["kit.hint.base"] = "基本情況（最小的 n，在這裡它不再呼叫自己）",
  ["kit.hint.near"] = " 你是想寫 {near} 嗎？",
  ["kit.hint.line_runs"] = "（執行第{line}行時）",
  ["kit.hint.in_order"] = "先 {first}（把上面 {n} - 1 個圓盤移開），再 {move}({from}, {to})" ..
    "（最大的圓盤），最後 {second}（把 {n} - 1 個圓盤放回上面）",
  ["kit.hint.order"] = "如果柱子換個順序，{fname} 就是正確的{on}：它好像接收的是（{params}）。" ..
    "交換它的參數，或者這樣檢查：teach.check({fname}{opts})。",
  ["kit.hint.order.on"] = "（這裡它的塔到了 {peg}）",
  ["kit.hint.no_move"] = "{fname} 從沒呼叫 {move}，所以沒有圓盤移動{printed}。只有你的程式碼" ..
    "呼叫 {move}({from}, {to}) 時，圓盤才會移動{only}。",
  ["kit.hint.no_move.printed"] = "（它用 print 輸出了{times}次{times:other=}）",
  ["kit.hint.no_move.only"] = "；print 只會顯示文字",
  ["kit.hint.move_first"] = "在 {call} 中，移動在兩個呼叫之前。正確的順序：{order}。",
  ["kit.hint.move_last"] = "在 {call} 中，移動在兩個呼叫之後。正確的順序：{order}。",
  ["kit.hint.missing_call.loop"] = "{call} 自己走了{own}步{own:other=}，只呼叫 {fname} 一次：" ..
    "上面 {n} - 1 個圓盤本該由呼叫來移動，它卻自己移動圓盤。它需要兩個呼叫：{order}。",
  ["kit.hint.missing_call.second"] = "{call} 只呼叫 {fname} 一次，在它的移動之前：之後 " ..
    "{n} - 1 個圓盤必須回到最大的圓盤上面：{second}。",
  ["kit.hint.missing_call.first"] = "{call} 只呼叫 {fname} 一次，在它的移動之後：在移動之前，" ..
    "上面 {n} - 1 個圓盤必須先移開：{first}。",
  ["kit.hint.missing_call.before"] = "{call} 只呼叫 {fname} 一次（{only}，在它的移動之前），" ..
    "但它需要兩個呼叫：{order}。",
  ["kit.hint.missing_call.after"] = "{call} 只呼叫 {fname} 一次（{only}，在它的移動之後），" ..
    "但它需要兩個呼叫：{order}。",
  ["kit.hint.missing_move"] = "{call} 呼叫 {fname} 兩次，自己卻不移動：在兩個呼叫之間，" ..
    "它必須移動最大的圓盤，{move}({from}, {to})。",
  ["kit.hint.first_call_pegs"] = "在 {call} 中，第一個呼叫是 {made}，但它應該把 {n} - 1 個" ..
    "圓盤移到空閒的柱子：{right}，也就是 {formula}。",
  ["kit.hint.second_call_pegs"] = "在 {call} 中，第二個呼叫是 {made}，但它應該把 {n} - 1 個" ..
    "圓盤從空閒的柱子移到最大的圓盤上：{right}，也就是 {formula}。",
  ["kit.hint.base_no_return"] = "{call} 移動之後還在繼續呼叫 {fname}：n = {ns}。{base}" ..
    "移動之後要 return。",
  ["kit.hint.base_moves_zero"] = "{call} 走了一步，但 {n} = 0 時沒有圓盤可以移動：{base}" ..
    "只能 return。",
  ["kit.hint.base_moves_twice"] = "{call} 自己走了{own}步{own:other=}（{moves}），但一個圓盤" ..
    "只要一步：{move}({from}, {to})。這就是{base}。",
  ["kit.hint.base_no_move"] = "{call} 沒有移動就返回了，但它的那個圓盤還要從 {peg_from} 到 " ..
    "{peg_to}：移動它（{move}({from}, {to})），或者讓{base}是 {n} == 0。",
  ["kit.hint.no_base"] = "{fname} 一直在呼叫自己：呼叫是 n = {ns}。它需要{base}：在開頭" ..
    "放一個判斷，比如 `if {n} == 0 then return end`。",
  ["kit.hint.move_not_passed"] = "在 {call} 中，{move} 沒有值：{parent} 呼叫它時沒有把 " ..
    "{move} 傳下去。每個呼叫都要傳：{formula}。",
  ["kit.hint.move_args.n"] = "（{value} 是 {n}，圓盤的個數，不是柱子）",
  ["kit.hint.move_args.values"] = "在 {call} 中，移動是 {made}，但 {move} 只接收兩個值，" ..
    "也就是柱子：它必須把最大的圓盤從 {peg_from} 移到 {peg_to}，{move}({from}, {to}){extra}。",
  ["kit.hint.move_args"] = "在 {call} 中，移動是 {made}，但它必須把最大的圓盤從 {peg_from} " ..
    "移到 {peg_to}：{move}({from}, {to}){extra}。",
  ["kit.hint.no_recursion"] = "{fname} 從不呼叫自己。遞迴是用 {fname} 自己的呼叫來移動上面 " ..
    "{n} - 1 個圓盤（teach.explain(\"recursive\")）；只用迴圈的話，必須按照僧侶的規則" ..
    "（teach.explain(\"iterative\")）。",
  ["kit.hint.wrong_parity.even"] = "{failed}個圓盤時塔停在 {B}，{passed}個時停在 {C}：n 是" ..
    "偶數時，最小的圓盤轉錯了方向。n 是偶數時它走 {A}、{B}、{C}、{A}……；n 是奇數時走 " ..
    "{A}、{C}、{B}、{A}……（teach.explain(\"iterative\")）。",
  ["kit.hint.wrong_parity.odd"] = "{failed}個圓盤時塔停在 {B}，{passed}個時停在 {C}：n 是" ..
    "奇數時，最小的圓盤轉錯了方向。n 是偶數時它走 {A}、{B}、{C}、{A}……；n 是奇數時走 " ..
    "{A}、{C}、{B}、{A}……（teach.explain(\"iterative\")）。",
  ["kit.hint.not_shortest.three"] = "它只用了四根柱子中的三根；四根都用的話，{optimal}步就夠了：" ..
    "先把一些圓盤放在空閒的柱子上（teach.explain(\"frame_stewart\")）。",
  ["kit.hint.not_shortest.first"] = "每一步都合規則，塔也到了，但用了{moves}步，而{optimal}步" ..
    "{optimal:other=}就夠了：{fname} 走了不需要的步（teach.trace({fname}, {n}{opts}) 會顯示" ..
    "第一個）。",
  ["kit.hint.not_shortest.them"] = "每一步都合規則，塔也到了，但用了{moves}步，而{optimal}步" ..
    "{optimal:other=}就夠了：{fname} 走了不需要的步（teach.trace({fname}, {n}{opts}) 會顯示" ..
    "它們）。",
  ["kit.hint.extra_calls"] = "正確，但 {fname} 呼叫了{calls}次，{enough}次就夠了：有些呼叫" ..
    "什麼都不移動（空轉？），可以去掉。",
  ["kit.hint.undefined"] = "{fname} 呼叫了 {name}，但沒有叫這個名字的東西（Lua 說它是 nil：" ..
    "沒有值）。{near}",
  ["kit.hint.undefined.param"] = " {fname} 接收{count}個值（{params}），但工具包給它{given}個" ..
    "（{values}）：最後一個是移動圓盤的函式。把它也當作參數：function {fname}({new})。",
  ["kit.hint.missing_peg"] = "{fname} 接收{count}個值（{params}），但工具包給它{given}個：" ..
    "{values}。所以 {name} 得到了柱子 {peg}，呼叫它就失敗了。把那根柱子也當作參數：" ..
    "function {fname}({new})，並在每個呼叫中傳下去。",
  ["kit.hint.passed_nil.first"] = "{parent} 把 {name} 傳給了 {call}（它的第一個呼叫），但 " ..
    "{name} 沒有值（Lua 說它是 nil）。{near}",
  ["kit.hint.passed_nil.second"] = "{parent} 把 {name} 傳給了 {call}（它的第二個呼叫），但 " ..
    "{name} 沒有值（Lua 說它是 nil）。{near}",
  ["kit.hint.passed_nil.next"] = "{parent} 把 {name} 傳給了 {call}（它的下一個呼叫），但 " ..
    "{name} 沒有值（Lua 說它是 nil）。{near}",
  ["kit.hint.nil_variable.field"] = "欄位 {name} 沒有值{line}（Lua 說它是 nil）：使用之前" ..
    "先給它一個值（比如 {start}）。",
  ["kit.hint.nil_variable"] = "{name} 沒有值{line}（Lua 說它是 nil）。{near}使用之前先給它" ..
    "一個值（比如在呼叫 {fname} 之前寫 {name} = {start}）。",
  ["kit.hint.nil_variable.missing"] = "少了一個值{line}（Lua 說 nil：沒有值）：每個變數在" ..
    "使用之前都需要一個值。",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}`（第{line}行）",
  ["kit.hint.peg_arithmetic.numbers"] = "這裡的柱子是字母（{peg}），而 {expr} 這樣的計算" ..
    "需要數字；用編號的柱子（從 1 或從 0 開始）也不正確。",
  ["kit.hint.peg_arithmetic"] = "這裡的柱子是字母（{peg}），而 {expr} 這樣的計算需要數字：" ..
    "用柱子 {list}，你的函式在{sizes}時正確：teach.check({fname}{opts})。",
  ["kit.hint.needs_k"] = "{fname} 接收{count}個值（{params}）：四根柱子。在四根柱子上檢查它：" ..
    "teach.check({fname}{opts})。",
  ["kit.hint.three_pegs"] = "{fname} 接收{count}個值（{params}）：三根柱子，但它是在四根柱子" ..
    "上檢查的，所以它的 {move} 得到了一根柱子。不用 k = 4 檢查它。",
  ["kit.hint.global_state.global"] = "全域變數 {name}",
  ["kit.hint.global_state.outside"] = "{fname} 外面的變數 {name}",
  ["kit.hint.global_state.more"] = "其他",
  ["kit.hint.global_state.fresh"] = "{n}個圓盤{n:other=}時，{fname} 像第一次執行那樣重新" ..
    "開始就是正確的：它把某些東西從一次執行帶到下一次（之前的執行改變了 {list}）。在 {fname} " ..
    "裡面給這些值初始值，或者每次執行前把它們恢復。",
  ["kit.hint.global_state"] = "{fname} 用{n}個圓盤{n:other=}再執行一次時，做了不一樣的事：" ..
    "它把某些東西從一次執行帶到下一次（它改變了 {list}）。在 {fname} 裡面給這些值初始值，" ..
    "或者每次執行前把它們恢復。",
  ["kit.hint.endless.at"] = "（它在第{line}行）",
  ["kit.hint.endless.loop"] = "工具包停止 {fname} 時它還在執行{at}：一個永遠不結束的迴圈？" ..
    "如果只是慢，給它更多時間：teach.check({fname}{opts})。",
  ["kit.hint.endless.yours"] = "你的一個函式",
  ["kit.hint.endless.first_value"] = "它的第一個值",
  ["kit.hint.endless.helper"] = "{fname} 呼叫的 {name} 一直呼叫自己，直到工具包停止它" ..
    "（同時有{open}個呼叫{open:other=}未返回）：{param} 是 {ns}。每個呼叫都必須更接近基本情況，" ..
    "而基本情況必須返回。",
  ["kit.hint.endless.same"] = "{fname} 一次又一次用同樣的 n 呼叫自己：每個呼叫必須拿更少的" ..
    "圓盤（{n} - 1）。",
  ["kit.hint.endless"] = "{fname} 的呼叫永遠到不了{base}：n 是 {ns}。",
  ["kit.hint.wrong_n.first"] = "在 {call} 中，第一個呼叫是 {made}：它拿了{disks}個圓盤" ..
    "{disks:other=}，但上面 {n} - 1 個圓盤都必須移動：{formula}。",
  ["kit.hint.wrong_n.second"] = "在 {call} 中，第二個呼叫是 {made}：它拿了{disks}個圓盤" ..
    "{disks:other=}，但上面 {n} - 1 個圓盤都必須移動：{formula}。",
  ["kit.hint.wrong_n.other"] = "{fname} 的一個呼叫拿的圓盤個數不是 {n} - 1。",
  ["kit.hint.wrong_n.same"] = "{fname} 一次又一次用同樣的 n 呼叫自己（n = {ns}）：每個呼叫" ..
    "必須少拿一個圓盤，{n} - 1。",
  ["kit.hint.wrong_n.growing"] = "{fname} 用越來越大的 n 呼叫自己（n = {ns}）：每個呼叫必須" ..
    "少拿一個圓盤，{n} - 1。",
  ["kit.hint.misplaced_end"] = "{fname} 的一個呼叫在它該在的 `if` 外面：不管 {n} 是多少，" ..
    "它都會執行。",
  ["kit.hint.loop_stop.early"] = "{fname} 按照一個走最短路的規則，但它在{made}步{made:other=}" ..
    "後就停了：結束迴圈的判斷錯了（{n}個圓盤{n:other=}時必須在{want}步{want:other=}後停）。",
  ["kit.hint.loop_stop.late"] = "{fname} 按照一個走最短路的規則，但塔完成後它又多走了{more}步" ..
    "{more:other=}：結束迴圈的判斷錯了（{n}個圓盤{n:other=}時必須在{want}步{want:other=}後停）。",
  ["kit.hint.park_spare"] = "在 {call} 中，第一個呼叫把{parked}個圓盤{parked:other=}放在 {p}，" ..
    "但用三根柱子移動的{rest}個圓盤{rest:other=}也去了那裡（{move}）：三根柱子的部分必須不碰 " ..
    "{p}{pn}，並把 {q}{qn} 當作空閒的柱子。",
  ["kit.hint.return_pegs"] = "在 {call} 中，最後一個呼叫是 {last}：它把放在 {p} 的{parked}個" ..
    "圓盤{parked:other=}移到 {to}，但它們必須放到其他圓盤上面，在 {goal}。",
  ["kit.hint.error.line"] = "（在第{line}行）",
  ["kit.hint.error"] = "{fname} 因為錯誤停止了{line}：錯誤訊息說明了哪裡出了什麼錯。",
  ["kit.say.first_call_pegs"] = "在 {call} 中，第一個呼叫是 {made}，但它應該把 {n} - 1 個" ..
    "圓盤移到空閒的柱子：{right}。",
  ["kit.say.second_call_pegs"] = "在 {call} 中，第二個呼叫是 {made}，但它應該把 {n} - 1 個" ..
    "圓盤從空閒的柱子移到最大的圓盤上：{right}。",
  ["kit.say.move_first"] = "在 {call} 中，移動在兩個呼叫之前：移動時，上面 {n} - 1 個圓盤" ..
    "還在最大的圓盤上。",
  ["kit.say.move_last"] = "在 {call} 中，移動在兩個呼叫之後：等 {n} - 1 個圓盤移開後，" ..
    "最大的圓盤必須在兩個呼叫之間移動。",
  ["kit.say.missing_call.loop"] = "{call} 自己走了{own}步{own:other=}，只呼叫 {fname} 一次：" ..
    "上面 {n} - 1 個圓盤本該由呼叫來移動，它卻自己移動圓盤。它需要兩個呼叫，移動之前一個，" ..
    "之後一個。",
  ["kit.say.missing_call.before"] = "{call} 只呼叫 {fname} 一次（{only}，在它的移動之前），" ..
    "但它需要兩個呼叫：移動之前一個，之後一個。",
  ["kit.say.missing_call.after"] = "{call} 只呼叫 {fname} 一次（{only}，在它的移動之後），" ..
    "但它需要兩個呼叫：移動之前一個，之後一個。",
  ["kit.say.missing_call"] = "{call} 沒有呼叫 {fname} 就移動了上面 {n} - 1 個圓盤：它需要" ..
    "兩個呼叫，移動之前一個，之後一個。",
  ["kit.say.missing_move"] = "{call} 呼叫 {fname} 兩次，自己卻不移動：它最大的圓盤從不移動。",
  ["kit.say.move_args.values"] = "在 {call} 中，移動是 {made}，但 {move} 只接收兩個值，" ..
    "也就是柱子：它必須把最大的圓盤從 {peg_from} 移到 {peg_to}{extra}。",
  ["kit.say.move_args"] = "在 {call} 中，移動是 {made}，但它必須把最大的圓盤從 {peg_from} " ..
    "移到 {peg_to}{extra}。",
  ["kit.say.base_no_return"] = "{call} 移動之後還在繼續呼叫 {fname}：n = {ns}。",
  ["kit.say.base_no_return.base"] = "{fname} 的基本情況移動之後還在繼續呼叫 {fname}。",
  ["kit.say.base_moves_zero"] = "{call} 走了一步，但 {n} = 0 時沒有圓盤可以移動。",
  ["kit.say.base_moves_twice"] = "{call} 自己走了{own}步{own:other=}（{moves}），但一個圓盤" ..
    "只要一步。",
  ["kit.say.base_no_move"] = "{call} 沒有移動就返回了，但它的那個圓盤還要從 {peg_from} 到 " ..
    "{peg_to}。",
  ["kit.say.no_base"] = "{fname} 一直在呼叫自己：呼叫是 n = {ns}。沒有東西讓它停下：它需要" ..
    "{base}。",
  ["kit.say.move_not_passed"] = "在 {call} 中，{move} 沒有值：{parent} 呼叫它時沒有把 " ..
    "{move} 傳下去。",
  ["kit.say.undefined.param"] = " {fname} 接收{count}個值（{params}），但工具包給它{given}個" ..
    "（{values}）：最後一個是移動圓盤的函式。",
  ["kit.say.nil_variable"] = "{name} 沒有值{line}（Lua 說它是 nil）。{near}",
  ["kit.say.nil_variable.missing"] = "少了一個值{line}（Lua 說 nil：沒有值）。",
  ["kit.say.missing_peg"] = "{fname} 接收{count}個值（{params}），但工具包給它{given}個：" ..
    "{values}。所以 {name} 得到了柱子 {peg}，呼叫它就失敗了。",
  ["kit.say.wrong_n.first"] = "在 {call} 中，第一個呼叫是 {made}：它拿了{disks}個圓盤" ..
    "{disks:other=}，但上面 {n} - 1 個圓盤都必須移動。",
  ["kit.say.wrong_n.second"] = "在 {call} 中，第二個呼叫是 {made}：它拿了{disks}個圓盤" ..
    "{disks:other=}，但上面 {n} - 1 個圓盤都必須移動。",
  ["kit.fix.after"] = "在第{line}行後面加上 `{code}`",
  ["kit.fix.before"] = "在第{line}行前面加上 `{code}`",
  ["kit.fix.delete"] = "刪掉第{line}行（`{code}`）",
  ["kit.fix.change"] = "把第{line}行改成 `{code}`",
  ["kit.fix.proven"] = "{say}{fix}：這樣改了{edits:other=}以後，你的函式在{sizes}時正確。",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
工具包的功能（teach.help("check") 等會詳細說明其中一個）：
  teach.trace(3)               遞迴的呼叫，每個一行
  s = teach.stepper(3)         然後一次又一次 s()：一步一步來
                               （s:back() 後退，s:next_move(), s:finish()）
  teach.explain()              各種解法；teach.explain("recursive")
  teach.moves(3)               用文字列出每一步
  teach.table()                2^n - 1 步，還有僧侶的5840億年
  teach.quiz(3)                下一步移動哪個圓盤，移到哪裡？
  print(hanoi.new(3))          一個局面；s = hanoi.new(3); s:move("A", "C")
四根柱子：加上 {k = 4}，例如 teach.trace(4, {k = 4})。
你自己的函式：
  function solve(n, from, to, via, move)   move(from, to) 移動一個圓盤
    ...
  end
  teach.check(solve)           1到6個圓盤時是否正確，還有提示
  teach.trace(solve, 3)        它的呼叫、移動和返回
  s = teach.stepper(solve, 3)  在它的程式碼旁邊一步一步執行
  teach.edit(solve)            在編輯器裡修改，然後重新定義
用語：一個呼叫在返回之前都是"未返回"的；堆疊裡每個未返回的呼叫有一個框架。
基本情況是最小的 n，在這裡 solve 不再呼叫自己。nil 的意思是"沒有值"。]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts])：用1到6個圓盤（1到 n；四根柱子時1到8）執行
你的函式，並說出每次執行是否正確：每一步都合規則，塔在目標上，步數最少。
如果不正確，說的是失敗的最小個數；當工具包能確定時，提示會說明原因。opts:
  k = 4                      四根柱子：solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          用數字而不是字母表示柱子
  order = {"from", "via", "to"}   用於 solve(n, from, via, to, move)
  max_seconds = 30           給慢的函式更多時間（預設 5）
  max_moves, max_calls, max_depth, max_memory (MiB)   其他限制]],
  ["kit.help.edit"] = [[
teach.edit(solve)：在編輯器（$EDITOR）裡開啟 solve 的程式碼；儲存並退出後，
solve 會按你寫的內容重新定義。]],
  ["kit.help.explain"] = [[
teach.explain()：解這個謎題的各種方法；teach.explain(name) 說明一種方法
為什麼可行、怎樣用手跟著做，並給出3個圓盤的例子。]],
  ["kit.help.help"] = [[
teach.help()：工具包提供的功能；teach.help("check")：詳細說明其中一個。]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts])：每行一步（opts: method, k, from, to, pictures）。]],
  ["kit.help.quiz"] = [[
teach.quiz(n)：下一步移動哪個圓盤，移到哪裡？像 "1 C" 這樣回答；
"?" 顯示答案，"q" 結束。]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method 或 opts])：一次一步。s() 走下一步，並顯示
框架（還沒返回的呼叫）和柱子；s:back() 後退一步；s:next_move() 走到下一次
移動；s:finish() 走到最後；s:show() 再顯示一次全部。方法：見
teach.explain()。s = teach.stepper(solve, n) 對你自己的函式做同樣的事，
每個框架旁邊顯示你程式碼的行。]],
  ["kit.help.table"] = [[
teach.table([ns])：對每個圓盤個數，列出3根和4根柱子的最少步數、局面的個數，
以及64個圓盤時僧侶需要的時間。]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts])：工具包的遞迴的呼叫樹，每個呼叫、移動和返回各占
一行，按深度縮排。opts: from, to（"A" 或 1），k（3 或 4 根柱子），pictures
（每步之後的柱子），zero（false：不顯示 n = 0 的呼叫），lines（每頁行數）。
teach.trace(solve, n [, opts])：對你自己的函式做同樣的事，顯示每次返回回到
你程式碼的哪一行，標出第一個錯的步，並給出結果。]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
遞迴。
要把 n 個圓盤從一根柱子移到另一根，用第三根柱子當空閒的柱子：先把最大
圓盤上面的 n-1 個圓盤移開，放到空閒的柱子上；把最大的圓盤移到它的位置；
然後把 n-1 個圓盤從空閒的柱子移回它上面。聽起來像作弊，但確實可行：最大
的圓盤從不擋住較小的圓盤，所以每一半都是少一個圓盤的同一個謎題，一直到
n = 0，那裡什麼都不用做。n > 0 的呼叫走1步、做2個呼叫，所以步數是
M(n) = 2 M(n-1) + 1，M(0) = 0：1, 3, 7, 15, ... = 2^n - 1。

{code}

數字 (0) 到 (4) 是行的名字。電腦保存一個框架堆疊，每個還沒返回的呼叫
一個框架；每個框架有自己的 n, from, to, via 和它所在的行。teach.stepper(3)
一步一步地顯示這個堆疊。n 個圓盤時共有 2^(n+1) - 1 個呼叫，包括 n = 0 的。
用手做：要移動一座塔，先把它最下面圓盤上面的塔移到空閒的柱子上。]],
  ["kit.explain.direction"] = [[
按方向移動。
把柱子排成一個圓：A > B > C > A。要把圓盤 d 沿著圓移動 s（+1 是向右一根，
-1 是向左一根），先把它上面的塔（圓盤 d-1 和更小的）移動 -s（反方向一根
就是這個方向兩根：讓開它的路）；把圓盤 d 移動 s；再把上面的塔移動 -s，
放回它上面。所以每個圓盤總是朝同一個方向轉：最大的走 s，下一個走 -s，
再下一個又走 s。下面的 "+2" 表示圓盤2向右一根，"-1" 表示圓盤1向左一根。
用手做：記住每個圓盤的方向（它們交替），移動能朝自己方向走的那個圓盤。]],
  ["kit.explain.iterative"] = [[
僧侶的規則。
最小的圓盤每隔一步移動一次，總是沿著圓 A > B > C > A 朝同一個方向走一根：
n 是奇數、塔向右一根（A 到 B）時向右，塔向左一根（A 到 C）時向左；n 是偶數
時反過來。在最小圓盤的兩步之間，不碰它的合規則的步只有一個：在另外兩根
柱子之間，把較小的頂上圓盤放到另一根上。不需要記住過去，只要看柱子：
所以僧侶可以在任何一步停下，以後再繼續（在 Lua 裡，
hanoi.moves(n, {budget = N}) 在 N 步後停下，以後再繼續）。
用手做：移動最小的圓盤；走唯一的另一步；重複。]],
  ["kit.explain.four_step"] = [[
四步循環。
移動最小的圓盤，移動第二小的，把最小的放到第二小的上面（三步移了兩個圓盤），
然後走唯一的另一步。把柱子叫做 from, temp, to（n 是奇數時 temp 和 to
交換），前三步是 from>temp, from>to, temp>to；第四步是 from 和 temp 之間
合規則的那一步；然後名字輪換：from, temp, to = to, from, temp。
用手做：一邊移動一邊數"一、二、三、四"。]],
  ["kit.explain.three_step"] = [[
三步循環。
只按順序看柱子對 AB, AC, BC（n 是奇數時 AC, AB, BC；這裡 A 是起點，C 是
目標），在這一對柱子之間走唯一合規則的一步：較小的頂上圓盤放到另一根上
（或放到空的柱子上）。
用手做："A-B, A-C, B-C"，兩根柱子之間，小的放到大的上面。]],
  ["kit.explain.route_table"] = [[
路線表。
給六種移動編號 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B：這些是路線碼。
1 個圓盤從 A 到 C 的路線是 [1]。k 個圓盤的路線是：k-1 個圓盤的路線，B 和
C 交換（表 1 0 4 5 2 3 把每個碼變成交換後的碼：k-1 個圓盤去 B）；然後 1
（大圓盤，A>C）；然後 k-1 個圓盤的路線，改名為 A>B, B>C, C>A（表
3 2 5 4 0 1：k-1 個圓盤從 B 到 C）。全部寫出來，n 個圓盤的路線有 2^n - 1
個碼；迭代器不需要這樣的列表：第 m 步在第 k 層的後一半，正好當 m 的第
k-1 位是 1，所以它從 m 最低的 1 位所在的層往上，一層一層地找出第 m 步的碼。
用手做：寫出 1, 2, 3 個圓盤的路線，每次加倍。]],
  ["kit.explain.binary"] = [[
二進位計數器。
把步序 m（第幾步）寫成二進位。第 m 步的圓盤是它最低的 1 位的位置，從右邊從 1 開始
數：m = 4 是二進位 100，所以第4步移動圓盤3（計數器從3變成4時剛從0變成1
的那一位）。圓盤 d 每 2^d 步移動一次，第一次在第 2^(d-1) 步，而且總是沿著
圓朝同一個方向轉（最大的朝一個方向，下一個朝另一個方向，交替）。m 的格雷碼
是 m xor (m >> 1)：一種每步正好改變一位的數法，這裡就是移動的圓盤的那一位，
所以圓盤 d 移動了奇數次時，格雷碼的第 d-1 位是 1。
用手做：用二進位數數；變成 1 的那一位就是要移動的圓盤。]],
  ["kit.explain.frame_stewart"] = [[
四根柱子，Frame-Stewart。
有第二根空閒的柱子，塔可以用更少的步數移動。選一個數 k（分法）；用全部四根
柱子把上面 k 個圓盤放在一根空閒的柱子上；用剩下的三根柱子，按三根柱子的
遞迴把其餘 n-k 個圓盤移到目標（放著圓盤的那根不能用：那些圓盤更小）；然後
再用全部四根柱子把放著的 k 個圓盤移到它們上面。最好的 k 讓
2 F(k) + 2^(n-k) - 1 最小，F(k) 是四根柱子上 k 個圓盤的步數：
hanoi.split(n, 4) 會給出它。4 個圓盤要 9 步而不是 15 步，10 個圓盤要 49 步
而不是 1023 步。這是四根柱子的最少步數，直到 2014 年才被證明（Bousch）。

{code}

用手做：先把小的圓盤放到多出來的柱子上。]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "教學：{tutorial}  參考：{reference}",
  ["kit.repl.docs2"] = "教學：{tutorial}\n參考：{reference}",
  ["kit.repl.no_value"] = "沒有值",
  ["kit.repl.your_function"] = "你的函式",
  ["kit.repl.must.1"] = "第一個參數必須是 {expected}，得到的是 {got}",
  ["kit.repl.must.2"] = "第二個參數必須是 {expected}，得到的是 {got}",
  ["kit.repl.must.3"] = "第三個參數必須是 {expected}，得到的是 {got}",
  ["kit.repl.must.4"] = "第四個參數必須是 {expected}，得到的是 {got}",
  ["kit.repl.must.n"] = "第 {i} 個參數必須是 {expected}，得到的是 {got}",
  ["kit.repl.arg.1"] = "第一個參數：{message}",
  ["kit.repl.arg.2"] = "第二個參數：{message}",
  ["kit.repl.arg.3"] = "第三個參數：{message}",
  ["kit.repl.arg.4"] = "第四個參數：{message}",
  ["kit.repl.arg.n"] = "第 {i} 個參數：{message}",
  ["kit.repl.error_value"] = "（{type} 型別的錯誤值）",
  ["kit.repl.hook_removed"] = "用 debug.sethook 設定的鉤子只在這一行有效：REPL 本身也是 Lua 程式碼，不在你的鉤子下執行",
  ["kit.repl.was_local"] = "（{name} 是用 local 輸入的，local 只在一個程式碼區塊裡有效：不加 local " ..
    "再輸入一次）",
  ["kit.repl.interrupted"] = "已中斷（Ctrl-C）",
  ["kit.repl.not_in_kit"] = "（工具包裡沒有 {name}；你是想寫 {best} 嗎？）",
  ["kit.repl.locals"] = "{names} 是用 local 輸入的{count:other=}，local 只在一個程式碼區塊裡有效：" ..
    "現在已經沒有了。要保留的話，不加 local 再輸入一次。",
  ["kit.repl.stale"] = "{names} 仍然是之前輸入的那個{count:other=}。",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: 程式碼區塊巢狀太深，Lua 無法處理（C stack overflow）",
  ["kit.repl.dropped"] = "（Ctrl-C：那一行沒有執行）",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} 是第 {line} 行 for 迴圈的變數，Lua 不允許迴圈改變它自己的變數。" ..
    "要改變它，先在迴圈開頭複製一份：local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what} 必須是整數，得到的是 {got}",
  ["kit.why.range"] = "{what} 必須是 {lo}..{hi}，得到的是 {got}",
  ["kit.why.at_least"] = "{what} 至少必須是 {lo}，得到的是 {got}",
  ["kit.why.type"] = "{what} 必須是 {type} 型別，得到的是 {got}",
  ["kit.why.option_names"] = "選項的名稱必須是字串，得到的是 {got}",
  ["kit.why.unknown_option"] = "沒有選項 '{name}'",
  ["kit.why.unknown_method"] = "沒有方法 '{name}'",
  ["kit.why.peg"] = "{what} 必須是柱子 A..{last} 或 1..{k}，得到的是 {got}",
  ["kit.why.pegs_list"] = "選項 'pegs' 是柱子的數目（3 或 4）；柱子名稱的清單要寫在 'names'",
  ["kit.why.k_pegs"] = "選項 'k' 和 'pegs' 不一致",
  ["kit.why.same"] = "起點柱子和目標柱子是同一根",
  ["kit.why.names_list"] = "選項 'names' 必須是柱子名稱的清單，得到的是 {got}",
  ["kit.why.names_count"] = "選項 'names' 必須列出{count}個柱子名稱",
  ["kit.why.names_34"] = "選項 'names' 必須列出3或4個柱子名稱",
  ["kit.why.names_type"] = "柱子名稱必須是字串或數字",
  ["kit.why.names_differ"] = "柱子名稱必須各不相同",
  ["kit.why.order"] = "選項 'order' 必須按照你的函式接收柱子的順序，列出角色 {roles}",
  ["kit.why.max_seconds"] = "選項 'max_seconds' 必須是大於 0、最多 {most} 的數字",
  ["kit.why.method_pegs"] = "方法 '{name}' 需要{k}根柱子",
  ["kit.why.method_3"] = "選項 'method' 只能用在3根柱子",
  ["kit.why.table"] = "圓盤數必須是 1..{most} 的整數",
  ["kit.why.no_source"] = "它的程式碼沒有保留下來：請在這個 REPL 裡輸入它，或從檔案載入",
  ["kit.why.out"] = "選項 'out' 必須是函式或檔案，得到的是 {got}",
  ["kit.why.colon"] = "s（teach.stepper）的函式要用冒號呼叫：是 s:{name}()，不是 s.{name}()",
  ["kit.expect.lua_function"] = "用 Lua 寫的函式",
  ["kit.expect.options"] = "選項表",
  ["kit.expect.state3"] = "3根柱子的 hanoi.State",
  ["kit.expect.one_of"] = "{list} 其中之一",
  ["kit.got.fraction"] = "不是整數的數字",
  ["kit.got.c_function"] = "Lua 內建的函式（用 C 寫的）",
  ["kit.got.pegs"] = "{count}根柱子",
  ["kit.what.disks"] = "圓盤數",
  ["kit.what.smallest"] = "最少的圓盤數",
  ["kit.what.largest"] = "最多的圓盤數",
  ["kit.what.target"] = "目標柱子",
  ["kit.what.field"] = "選項 '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "點一下柱子（它的圓盤、柱子或上方的空處）拿起最上面的圓盤，再點要放上去的柱子。",
  ["kit.lesson.ui.clickhow"] = "點擊柱子（它的圓盤、柱子或上方的空處）拿起最上面的圓盤，再點擊要放上去的柱子；也可以按 1、2、3。",
  ["kit.lesson.ui.ccall"] = "超過了時間限制還在執行，而且是在鉤子無法停止它的地方（一次很長的 C 呼叫，例如模式比對）：已停止",
  ["kit.lesson.ui.wrongmove"] = "第{move}步之前。箭頭是你的函式走的這一步：圓盤{disk}從{from}到{to}。",
  ["kit.lesson.ui.wrongempty"] = "第{move}步之前。箭頭是你的函式走的這一步：從{from}到{to}，但柱子{from}是空的。",
  ["kit.lesson.ui.fixhead"] = "工具試過的一處修改：改了以後，你的函式就對了。",
  ["kit.lesson.ui.fixat"] = "第{line}行，修改前和修改後：",
  ["kit.lesson.ui.before"] = "修改前",
  ["kit.lesson.ui.after"] = "修改後",
  ["kit.lesson.ui.apply"] = "做這處修改",
  ["kit.lesson.ui.applied"] = "第{line}行已修改。請再按一次「檢查」。",
  ["kit.lesson.ui.stale"] = "檢查以後你的程式碼變了：請先再按一次「檢查」。",
  ["kit.lesson.ui.surrogate"] = "第{line}行有半個字元（U+{code}，單獨的代理項，貼上時可能出現）：儲存的檔案裡不能有它。請刪掉它或重新輸入這個字元，"
    .. "然後按「檢查」。",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. 更多探索：一步步搭起來、循環、更多柱子、你自己的遊戲區",
  ["kit.lesson.ui.subbuild"] = "一個圓盤、兩個、三個：每個都由前一個搭成",
  ["kit.lesson.ui.subcycle"] = "最小圓盤的循環和路線表",
  ["kit.lesson.ui.subpegs"] = "3到8根柱子的最少步數",
  ["kit.lesson.ui.subiter"] = "僧侶的規則和遞迴",
  ["kit.lesson.ui.subfree"] = "大小由你定的遊戲區",
  ["kit.lesson.ui.part1"] = "先把{m}層的塔移到空柱子：{moves}",
  ["kit.lesson.ui.part2"] = "再把最大的圓盤移到目標柱子：{moves}",
  ["kit.lesson.ui.part3"] = "再把{m}層的塔放到它上面：{moves}",
  ["kit.lesson.ui.routeof"] = "{n}個圓盤：{routes}",
  ["kit.lesson.ui.cyclesmall"] = "第{i}步：最小的圓盤前進一根柱子（從{from}到{to}）",
  ["kit.lesson.ui.cycleother"] = "第{i}步：唯一不動最小圓盤的一步（圓盤{disk}，從{from}到{to}）",
  ["kit.lesson.ui.pegsk"] = "{k}根柱子",
  ["kit.lesson.ui.freedisks"] = "圓盤",
  ["kit.lesson.ui.freepegs"] = "柱子",
  ["kit.lesson.ui.buildboard"] = "遊戲區，一個圓盤一個圓盤地搭起來",
  ["kit.lesson.ui.cycleboard"] = "遊戲區，4個圓盤，最小圓盤的循環",
  ["kit.lesson.ui.freeboard"] = "大小由你定的遊戲區",
  ["kit.lesson.buildup"] = [[
一個圓盤：一步。兩個圓盤：小的移到空柱子，大的移到目標柱子，小的放到它上面：
3步。三個圓盤：上面兩個當作兩層的塔移到空柱子（就像剛才那樣，3步），最大的移
到目標柱子，再把兩層的塔放到它上面（又是3步）：7步。每個大小都由前一個大小搭
成，就像一片一片地切香腸。這就是分而治之：把問題分成馬上能做的部分（一個圓盤
）和跟整個問題一樣、只是更小的部分（更小的塔）。]],
  ["kit.lesson.cycle"] = [[
看最小的圓盤：它每隔一步移動一次，總是朝同一個方向前進一根柱子（圓盤數是奇數
時按 A、C、B、A，偶數時按 A、B、C、A）。在它的兩次移動之間，只有一個不動它的
合法步。把兩根柱子之間的六種移動編號，就是路線表。n個圓盤的走法是：n-1個圓盤
的走法把 B 和 C 交換，然後第2種移動（從 A 到 C），然後 n-1個圓盤的走法把 A、B
、C 換成 B、C、A。]],
  ["kit.lesson.manypegs"] = [[
空柱子越多，塔需要的步數就少得多。把塔分開：用所有柱子把上面的部分移開，用少
一根的柱子移動剩下的部分，再把上面的部分移回來。表裡是用這種方法的最少步數（
Frame-Stewart 數），1到10個圓盤，3到8根柱子。3根和4根柱子已經證明這是最少的；
5根或更多柱子，還沒有人對每個圓盤數都證明過。]],
  ["kit.lesson.iterative"] = [[
僧侶的規則（第5節）不需要記憶：看一眼柱子就知道下一步。遞迴要記住一個還沒結
束的呼叫的堆疊。那為什麼還要學遞迴？因為它容易證明是對的：它能正確移動0個圓
盤，如果它能正確移動 n-1個圓盤，就能正確移動 n個圓盤（歸納法）。要證明僧侶的
規則總是把整座塔移到目標柱子，需要長得多的證明。]],
  ["kit.lesson.own"] = [[
你自己的遊戲區：選擇圓盤和柱子的數目。拿起的圓盤會飄在它的柱子上方，直到你選好
放在哪裡。「提示」顯示最短走法的下一步。]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "遞迴。\n要把 n 個圓盤從一根柱子移到另一根，用第三根柱子當空閒的柱子：先把最大\n" ..
    "圓盤上面的 n-1 個圓盤移開，放到空閒的柱子上；把最大的圓盤移到它的位置；\n然後把 n-1 " ..
    "個圓盤從空閒的柱子移回它上面。聽起來像作弊，但確實可行：最大\n的圓盤從不擋住較小的圓盤，所以每一半都是少一個圓盤的同一個謎題，一直到\n" ..
    "n = 0，那裡什麼都不用做。n > 0 的呼叫走1步、做2個呼叫，所以步數是\n" ..
    "M(n) = 2 M(n-1) + 1，M(0) = 0：1, 3, 7, 15, ... = 2^n - 1。\n" ..
    "\n{code}\n\n數字 (0) 到 (4) 是行的名字。電腦保存一個框架堆疊，每個還沒返回的呼叫\n" ..
    "一個框架；每個框架有自己的 n, from, to, via 和它所在的行。第3節\n" ..
    "一步一步地顯示這個堆疊。n 個圓盤時共有 2^(n+1) - 1 個呼叫，包括 n = 0 的。\n" ..
    "用手做：要移動一座塔，先把它最下面圓盤上面的塔移到空閒的柱子上。",
  ["kit.hint.endless.loop.page"] = "工具包停止 {fname} 時它還在執行{at}：一個永遠不結束的迴圈？這個頁面給每個圓盤數的時間，和全班評分時一樣。",
  ["kit.hint.needs_k.page"] = "{fname} 接收{count}個值（{params}）：四根柱子。這個頁面檢查的是三根柱子的函式：solve(n, from, to, via, move)。",
  ["kit.hint.no_recursion.page"] = "{fname} 從不呼叫自己。遞迴是用 {fname} 自己的呼叫來移動上面 {n} - 1 個圓盤（第3節）；只用迴圈的話，必須按照僧侶的規則（第5節）。",
  ["kit.hint.not_shortest.first.page"] = "每一步都合規則，塔也到了，但用了{moves}步，而{optimal}步{optimal:other=}就夠了：{fname} " ..
    "走了不需要的步（「一步一步看」會顯示第一個）。",
  ["kit.hint.not_shortest.them.page"] = "每一步都合規則，塔也到了，但用了{moves}步，而{optimal}步{optimal:other=}就夠了：{fname} " ..
    "走了不需要的步（「一步一步看」會顯示它們）。",
  ["kit.hint.not_shortest.three.page"] = "它只用了四根柱子中的三根；四根都用的話，{optimal}步就夠了：先把一些圓盤放在空閒的柱子上（第7節）。",
  ["kit.hint.order.page"] = "如果柱子換個順序，{fname} 就是正確的{on}：它好像接收的是（{params}）。交換它的參數，再按一次「檢查」。",
  ["kit.hint.peg_arithmetic.page"] = "這裡的柱子是字母（{peg}），而 {expr} 這樣的計算需要數字：用柱子 " ..
    "{list}，你的函式在{sizes}時正確。柱子請照收到的樣子用（from, to, via），不要做計算。",
  ["kit.hint.wrong_parity.even.page"] = "{failed}個圓盤時塔停在 {B}，{passed}個時停在 {C}：n 是偶數時，最小的圓盤轉錯了方向。n 是偶數時它走 {A}、" ..
    "{B}、{C}、{A}……；n 是奇數時走 {A}、{C}、{B}、{A}……（第5節）。",
  ["kit.hint.wrong_parity.odd.page"] = "{failed}個圓盤時塔停在 {B}，{passed}個時停在 {C}：n 是奇數時，最小的圓盤轉錯了方向。n 是偶數時它走 {A}、" ..
    "{B}、{C}、{A}……；n 是奇數時走 {A}、{C}、{B}、{A}……（第5節）。",
  ["kit.keys.page"] = "「下一個步驟」執行一個步驟，「上一個步驟」退回一個步驟，「下一次移動」走到下一次移動。",
  ["kit.step.goes_back.page"] = "（「上一個步驟」可退回）",
  ["kit.stepper.frame_stewart.page"] = "每個步驟是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫，\n以及它在 solve4 或 solve（3根柱子的部分）程式碼的哪一行。",
  ["kit.stepper.recursive.page"] = "每個步驟是一次呼叫、一次移動或一次返回。框架堆疊顯示每個還沒返回的呼叫，\n以及它在遞迴程式碼的哪一行：\n" ..
    "(0) 剛被呼叫，(1) 在第一次呼叫中，(2) 接下來是移動，\n(3) 第二次呼叫，(4) 接下來是返回。",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "返回呼叫者",
  ["kit.code.solve.1"] = "把n-1個圓盤移開",
  ["kit.code.solve.2"] = "最大的圓盤放到位",
  ["kit.code.solve.3"] = "n-1個圓盤放回上面",
  ["kit.code.solve4.1"] = "把k個圓盤暫放在a上，4根柱子",
  ["kit.code.solve4.2"] = "其餘的移到`to`，3根柱子",
  ["kit.code.solve4.3"] = "k個圓盤放回上面，4根柱子",
  ["kit.code.solve4.count"] = "要暫放幾個圓盤",
  ["kit.code.start"] = "呼叫從這裡開始",
  ["kit.grade.slip"] = "錯誤種類",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- 在這裡寫程式碼：把n個圓盤從 'from' 移到 'to'\nend\n",
  ["kit.lesson.ui.graphtitle"] = "3根柱子上3個圓盤的所有局面",
  ["kit.pager.more"] = "-- 還有：按 Enter 看下一頁，q 加 Enter 停止 --",
  ["kit.step.header.page"] = "{n}個圓盤{n:other=}從{from}到{to}{four}。",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}，格雷碼 {gray}",
  ["kit.note.direction.left"] = "-{disk}：圓盤{disk}向左移一根柱子（A>C>B>A）",
  ["kit.note.direction.right"] = "+{disk}：圓盤{disk}向右移一根柱子（A>B>C>A）",
  ["kit.note.four_step"] = "四步中的第{k}步：{what}",
  ["kit.note.four_step.1"] = "最小的圓盤",
  ["kit.note.four_step.2"] = "第二小的圓盤",
  ["kit.note.four_step.3"] = "最小的放到第二小的上面",
  ["kit.note.four_step.4"] = "另一個移動",
  ["kit.note.iterative.left"] = "最小的圓盤，向左一根柱子",
  ["kit.note.iterative.other"] = "另一個唯一合規則的移動",
  ["kit.note.iterative.right"] = "最小的圓盤，向右一根柱子",
  ["kit.note.route"] = "路線碼 {code}（{name}）",
  ["kit.note.three_step"] = "三步中的第{k}步：在 {a} 和 {b} 之間",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "{fname} 的第一次呼叫需要換一種柱子的順序。",
  ["kit.repair.call_pegs.second"] = "{fname} 的第二次呼叫需要換一種柱子的順序。",
  ["kit.repair.move_args"] = "這一步移動需要別的柱子。",
  ["kit.repair.move_first"] = "移動在兩次呼叫之前，但它應該在兩次呼叫之間。",
  ["kit.repair.move_last"] = "移動在兩次呼叫之後，但它應該在兩次呼叫之間。",
  ["kit.repair.swap"] = "{fname} 的兩個步驟順序不對。",
  ["kit.repair.wrong_n"] = "{fname} 的一次呼叫傳的盤子數不對。",
  ["kit.repair.base_no_return"] = "基本情況需要一個 `return`。",
  ["kit.repair.no_base"] = "{fname} 需要一個讓它停下來的基本情況。",
  ["kit.repair.misplaced_end"] = "{fname} 的一個步驟放在了 `end` 的另一邊。",
  ["kit.repair.base"] = "基本情況需要修改。",
  ["kit.repair.rename"] = "你的檔案裡沒有任何東西叫 {name}，它也沒有值：你大概是想寫 {near}。",
  ["kit.repair.no_move"] = "{fname} 顯示了移動，卻從來沒有真正移動。",
  ["kit.repair.peg_arithmetic"] = "求空閒柱子的算式需要另一個數。",
  ["kit.repair.missing_arg"] = "{fname} 的一次呼叫少傳了一個值。",
  ["kit.repair.nil_default"] = "{name} 第一次用到時沒有值。",
  ["kit.repair.local_order"] = "{name} 在第 {line} 行宣告為 local，在它第一次使用的下面：用到它的地方它還是一個沒有值的全域變數。",
  ["kit.repair.split"] = "{fname} 先放到一邊的盤子數需要換一個：用現在的數，步數不是最少的。",
  ["kit.repair.four_pegs"] = "{fname} 裡的一個呼叫需要把柱子換個順序。",
  ["kit.repair.loop_stop"] = "讓 {fname} 的迴圈停下來的條件早了一步或晚了一步。",
  ["kit.fix.move_up"] = "把第 {first} 到 {last} 行（`{code}` 及其後面的部分）移到第 {line} 行上面",
  ["kit.hint.move_not_passed.place"] = "在 {call} 中，{move} 沒有值：{parent} 做的呼叫在第 {place} 個值、也就是 {move} " ..
    "的位置上沒有傳函式。",
  ["kit.hint.undefined.declared"] = "{fname} 呼叫了 {name}，但它在那裡沒有值（Lua 說是 nil），雖然你的檔案在第 {line} 行宣告了" ..
    " {name}。{near}",
  ["kit.hint.undefined.unseen"] = "{fname} 呼叫了 {name}，但 {name} 在那裡沒有值（Lua 說是 nil）。{near}",
  ["kit.hint.order.named"] = "它的參數名說的是（{said}），所以工具按這個順序檢查它。",
  ["kit.repair.missing_move"] = "{fname} 做了兩次呼叫，但在兩次呼叫之間自己沒有移動圓盤。",
  ["kit.edit.cannot_write"] = "teach.edit：無法為編輯器寫入檔案",
  ["kit.edit.unchanged"] = "teach.edit：沒有任何改動",
  ["kit.edit.again"] = "（再次執行 teach.edit 會開啟你寫的內容）",
  ["kit.edit.defined"] = "已重新定義（{lines} 行）",
  ["kit.report.named_order"] = "{fname} 按它的參數名所說的順序接收柱子，進行了檢查：（{said}）。",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "檔案的 opts 註解：{why}",
  ["kit.graded.not_option"] = "{name} 不是檔案可以設定的選項（order、names、k）",
  ["kit.graded.list_not_option"] = "清單不是檔案可以設定的選項（order、names、k）",
  ["kit.graded.escape"] = "無法讀取的跳脫字元",
  ["kit.graded.unended"] = "沒有結束的字串",
  ["kit.graded.too_nested"] = "巢狀太深的表",
  ["kit.graded.bad_table"] = "無法讀取的表",
  ["kit.graded.bad_value"] = "無法讀取的值",
  ["kit.graded.not_table"] = "不是表",
  ["kit.graded.after_table"] = "表後面還有多餘的內容",
  ["kit.graded.too_long"] = "超過 {most} 個字元{most:other=}",
  ["kit.graded.cut"] = "{kept} [……還有 {bytes} 位元組]",
  ["kit.graded.times"] = "{at}（{count} 次{count:other=}）{message}",
  ["kit.graded.positions"] = "{at}（另外還有 {count} 處{count:other=}）{message}",
  ["kit.graded.no_debug"] = "{message}：被批改的檔案沒有 debug 函式庫（沒有 debug.sethook，" ..
    "也沒有 debug.getinfo）",
  ["kit.graded.error_value"] = "錯誤值 {value}",
  ["kit.graded.unloaded"] = "檔案沒有載入完：{why}",
  ["kit.graded.deep"] = "一個 {depth} 層{calls:other=}深的遞迴在 Lua 執行了 {steps} 步{steps:other=}" ..
    "之後還在繼續（--max-seconds {seconds}）",
  ["kit.graded.memory"] = "用了超過 {mib} MiB 的記憶體（--max-memory {option}）",
  ["kit.graded.sethook"] = "呼叫了 debug.sethook",
  ["kit.graded.steps"] = "Lua 執行了 {steps} 步{steps:other=}還沒結束（--max-seconds {seconds}）",
  ["kit.graded.time"] = "用了 {cpu} 秒 CPU 時間還在執行（--max-seconds {seconds}）",
  ["kit.graded.yield"] = "在自己的任何協程之外呼叫了 coroutine.yield（檔案的最上層不可以 yield）",
  ["kit.graded.overflow"] = "遞迴沒有盡頭，或者比 Lua 的呼叫堆疊能容納的還深（大約 {most} 層呼叫" ..
    "{most:other=}）：{message}",
  ["kit.graded.c_function"] = "它的函式是 Lua 內建的函式（用 C 寫的），不是檔案自己定義的",
  ["kit.graded.no_function"] = "檔案沒有定義函式 solve",
  ["kit.graded.stopped"] = "批改在這個檔案上停止了：{message}",
  ["kit.graded.too_large"] = "檔案大於 {mib} MiB",
  ["kit.graded.interrupted_here"] = "停止：批改這個檔案時，批改被中斷了（{signal}）",
  ["kit.graded.wall"] = "過了 {seconds} 秒{seconds:other=}實際時間還在執行：已停止",
  ["kit.graded.cpu"] = "用了超過 {seconds} 秒{seconds:other=} CPU 時間：已停止",
  ["kit.graded.outside"] = "它的行程被 {signal} 結束了，這是從批改之外送來的訊號",
  ["kit.graded.crashed"] = "它讓直譯器當掉了（{signal}）",
  ["kit.graded.ran_on"] = "它在掛鉤無法停止它的地方超過了時間限制（例如模式比對這樣很長的 C " ..
    "呼叫）：已停止",
  ["kit.graded.out_of_memory"] = "用了超過批改允許的 {mib} MiB 記憶體",
  ["kit.graded.failed"] = "批改這個檔案時出錯：{message}",
  ["kit.graded.unreadable"] = "結果列傳回來時無法讀取（行程以 {how} {code} 結束）",
  ["kit.graded.interrupted"] = "被 {signal} 中斷：{total} 個檔案{total:other=}中批改了 {done} 個",
  ["kit.reason.over"] = "這個 move 屬於一次已經結束的 teach 執行",
  ["kit.moves.fewest"] = "{moves}步{moves:other=}，是 {n} 個圓盤{n:other=}在 {k} 根柱子上最少的步數",
  ["kit.trace.depth"] = "[深度 {depth}]",
  ["kit.repl.stepper"] = "（停在第 {step} 步的逐步檢視；要留住它：s = {call}，然後 s()）",
  ["kit.repl.stepper_end"] = "（停在第 {step} 步、已到結尾的逐步檢視；要留住它：s = {call}，然後 s()）",
}
