--- The texts of the teaching kit in Chinese in simplified script
-- (zh-Hans, 简体中文): key -> text. 圆盘 (disk), 柱子 (peg), 步 (move),
-- 调用 (call), 递归 (recursion), 基本情况 (base case), 栈帧 (stack of
-- frames); docs/glossary.md. Lua's names (teach.check) stay as they are.
-- @module hanoi.lang.kit_zh_hans
return {
  ["kit.list.comma"] = "、",
  -- (translation review) 和 joins nouns, not the clauses of a proven repair
  -- ("把第4行改成 `…`和把第5行改成 `…`"): a clause list needs a key of its own,
  -- {list}，再{last}, which the kit's code does not have yet
  ["kit.list.and"] = "{list}和{last}",
  ["kit.list.range"] = "{lo}到{hi}",
  ["kit.sizes"] = "{sizes}个圆盘{last:other=}",
  ["kit.sizes.none"] = "没有任何圆盘数",
  ["kit.disks"] = "圆盘{list}{count:other=}",
  ["kit.counts"] = "{moves}步{moves:other=}、调用{calls}次{calls:other=}、" ..
    "同时最多{open}个调用未返回{open:other=}",
  ["kit.move"] = "第{m}步：圆盘{disk}从{from}到{to}",
  ["kit.move.nodisk"] = "第{m}步：从{from}到{to}",
  ["kit.reason.illegal"] = "{move}不合规则：{why}",
  ["kit.reason.moves"] = "停在第{at}步：超过 max_moves = {max}步（最少是{optimal}步）",
  ["kit.reason.depth"] = "停止：同时有{open}个调用未返回，每个都在前一个里面（超过 " ..
    "max_depth = {max}），n = {ns}",
  ["kit.reason.calls"] = "停止：调用超过 max_calls = {max}次",
  ["kit.reason.seconds"] = "停止：过了 max_seconds = {seconds}秒还在执行",
  ["kit.reason.time"] = "停止：用了 {cpu} 秒 CPU 时间还在执行（max_seconds = {seconds}）",
  ["kit.reason.steps"] = "停止：Lua执行了{steps}步还没结束（max_seconds = {seconds}）",
  ["kit.reason.memory"] = "停止：用了超过 max_memory = {max} MiB的内存",
  ["kit.reason.yield"] = "函数调用了coroutine.yield：解答不可以yield",
  ["kit.reason.sethook"] = "停止：函数调用了debug.sethook，而工具包靠它看着函数",
  ["kit.reason.interrupted"] = "被Ctrl-C停止",
  ["kit.reason.value"] = "{type}类型的错误值",
  ["kit.reason.line"] = "{message}（第{line}行）",
  ["kit.reason.raised"] = "{fname}出了错误：{message}",
  ["kit.reason.ended"] = "{what}到了{peg}，不是{target}",
  ["kit.reason.the_disk"] = "圆盘",
  ["kit.reason.both"] = "两个圆盘",
  ["kit.reason.all"] = "全部{n}个圆盘{n:other=}",
  ["kit.reason.returned"] = "{fname}走了{moves}步{moves:other=}就返回了，{disks}不在{target}",
  ["kit.reason.long"] = "合规则，{moves}步{moves:other=}，最少是{optimal}步",
  ["kit.verdict.right"] = "正确：{moves}步{moves:other=}，最少",
  ["kit.verdict.wrong"] = "不正确：{reason}",
  ["kit.report.right"] = "{fname}：{sizes}都正确，每次都用最少步数。",
  ["kit.report.with"] = "{n}个圆盘{n:other=}时：{counts}。",
  ["kit.report.wrong"] = "{call}：{n}个圆盘{n:other=}时不正确{also}。",
  ["kit.report.also"] = "（{sizes}时正确）",
  ["kit.report.sentence"] = "{text}。",
  ["kit.report.raised"] = "（圆盘{disk}已拿起）",
  ["kit.report.before_move"] = "第{m}步之前{raised}：",
  ["kit.report.first_wrong"] = "第一个错的步是{move}：{reason}。",
  ["kit.report.before_it"] = "在它之前{raised}：",
  ["kit.report.peg_is"] = "{letter}是{name}",
  ["kit.report.pegs"] = "（柱子：{list}）",
  ["kit.report.hint"] = "提示：{hint}",
  ["kit.step.made"] = "{total}步中已走{made}步",
  ["kit.step.goes_back"] = "（s:back()可退回）",
  ["kit.step.at_start"] = "在开头：没有可以退回的",
  ["kit.step.back"] = "退回到步骤{step}（取消了：{undone}）",
  ["kit.step.back_long"] = "退回到步骤{step}，取消了：\n    {undone}",
  ["kit.step.before"] = "（之前还有{steps}个步骤{steps:other=}）",
  ["kit.step.call"] = "调用 {call}",
  ["kit.step.return_to"] = "从{me}返回{parent}，在{mark}",
  ["kit.step.return_done"] = "从{me}返回：完成",
  ["kit.step.stack_empty"] = "栈：空的",
  ["kit.step.stack"] = "栈帧（最外层在前，各在代码的某一行）：",
  ["kit.step.running"] = "   <- 执行中",
  ["kit.step.done"] = "完成：没有要做的了",
  ["kit.trace.return_to"] = "返回{parent}，在{mark}",
  ["kit.trace.return_done"] = "返回：完成",
  ["kit.trace.hidden"] = "（没有显示n = 0的{count}个调用）",
  ["kit.quiz.intro"] = "把{n}个圆盘{n:other=}从{from}移到{to}。每一步：下一个移动的是哪个" ..
    "\n圆盘，移到哪里？用圆盘和柱子回答：{example}表示圆盘1到{from}。\n答错可以再试一次；" ..
    "'?'显示答案，'q'结束。",
  ["kit.quiz.ask"] = "第{m}步：下一个移动哪个圆盘，移到哪里？ ",
  ["kit.quiz.answer"] = "答案：圆盘{disk}从{from}到{to}",
  ["kit.quiz.how"] = "用圆盘1..{n}和柱子A、B或C回答，例如{example}",
  ["kit.quiz.right"] = "正确：圆盘{disk}从{from}到{to}",
  ["kit.quiz.right2"] = "第二次正确：圆盘{disk}从{from}到{to}",
  ["kit.quiz.again"] = "不对（{why}）。再试一次： ",
  ["kit.quiz.wrong"] = "不对（{why}）：正确的步是圆盘{disk}从{from}到{to}",
  ["kit.quiz.under"] = "圆盘{disk}在圆盘{top}下面",
  ["kit.quiz.already"] = "圆盘{disk}已经在{peg}",
  ["kit.quiz.longer"] = "合规则，但不是到{peg}的最短路",
  ["kit.quiz.done"] = "走了{moves}步{moves:other=}，塔立在{peg}",
  ["kit.quiz.score"] = "{asked}题中{right}题第一次就答对{more}",
  ["kit.quiz.more"] = "，第二次答对{second}题",
  ["kit.banner"] = [[
{version}和hanoi.teach。试试看：
  teach.trace(3)               递归的调用树
  s = teach.stepper(3)         然后一再输入s()：一次一步
                               （s:back()退回、s:next_move()、s:finish()）
  teach.explain()              各种解法；teach.explain("recursive")
  teach.trace(4, {k = 4})      四根柱子：Frame-Stewart的递归
  teach.table()                2^n - 1步，僧侣的5845亿年
  teach.quiz(3)                下一个移动哪个圆盘，移到哪里？
  teach.moves(3, {method = "iterative"})       用文字列出每一步
  print(hanoi.new(3))          一个局面
写你自己的函数，然后评分、跟踪、一步一步看：
  function solve(n, from, to, via, move)
    ...                        move(from, to)移动from最上面的圆盘
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help()列出全部。]],
  ["kit.grade.file"] = "文件",
  ["kit.grade.verdict"] = "结果",
  ["kit.grade.moves"] = "步数",
  ["kit.grade.calls"] = "调用",
  ["kit.grade.order"] = "顺序",
  ["kit.grade.right"] = "正确",
  ["kit.grade.wrong"] = "不正确",
  ["kit.grade.error"] = "错误",
  ["kit.grade.size"] = "{n}个圆盘{n:other=}",
  ["kit.grade.unchecked"] = "未检查：更少圆盘的运行已在限制处被停止",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "汉诺塔：一堂递归课",
  ["kit.lesson.head.puzzle"] = "1. 谜题和传说",
  ["kit.lesson.head.counting"] = "2. 数步数",
  ["kit.lesson.head.recursion"] = "3. 递归，一步一步",
  ["kit.lesson.head.yours"] = "4. 自己动手写",
  ["kit.lesson.head.methods"] = "5. 得到同样走法的其他方法",
  ["kit.lesson.head.graph"] = "6. 所有局面：状态图",
  ["kit.lesson.head.four"] = "7. 四根柱子",
  ["kit.lesson.head.quiz"] = "8. 测验：下一个移动哪个圆盘？",
  ["kit.lesson.head.history"] = "9. 谜题的由来",
  ["kit.lesson.right"] = "正确。",
  ["kit.lesson.wrong"] = "不是这个。",
  ["kit.lesson.ui.again"] = "重新开始",
  ["kit.lesson.ui.answer"] = "{verdict}圆盘{disk}从{from}到{to}。",
  ["kit.lesson.ui.ask"] = "下一个移动哪个圆盘，移到哪里？",
  ["kit.lesson.ui.back"] = "上一个步骤",
  ["kit.lesson.ui.board3"] = "游戏区，3个圆盘",
  ["kit.lesson.ui.board4"] = "游戏区，4根柱子上4个圆盘",
  ["kit.lesson.ui.calltree"] = "调用树",
  ["kit.lesson.ui.check"] = "检查",
  ["kit.lesson.ui.checking"] = "检查中...",
  ["kit.lesson.ui.deadline"] = "停止：过了{s}秒还在执行，远远超过工具包的限制。\n"
    .. "页面无法判断原因。再按一次“检查”试试。",
  ["kit.lesson.ui.disk"] = "圆盘{list}",
  ["kit.lesson.ui.disks"] = "圆盘{list}",
  ["kit.lesson.ui.done"] = "完成。",
  ["kit.lesson.ui.empty"] = "柱子{peg}是空的。",
  ["kit.lesson.ui.graphdone"] = "{label}：{where}。",
  ["kit.lesson.ui.graphnext"] = "{label}：{where}。往{goal}的最短路上，下一步：" ..
    "圆盘{disk}从{from}到{to}。",
  ["kit.lesson.ui.hint"] = "提示",
  ["kit.lesson.ui.hintis"] = "提示：圆盘{disk}从{from}到{to}{exact}。",
  ["kit.lesson.ui.moved"] = "第{n}步：从{from}到{to}",
  ["kit.lesson.ui.next"] = "下一个步骤",
  ["kit.lesson.ui.nextmove"] = "下一次移动",
  ["kit.lesson.ui.nextq"] = "下一题",
  ["kit.lesson.ui.none"] = "空的",
  ["kit.lesson.ui.notproven"] = "（未证明最短）",
  ["kit.lesson.ui.peg"] = "柱子{peg}",
  ["kit.lesson.ui.pegon"] = "柱子{peg}：{disks}",
  ["kit.lesson.ui.quizboard"] = "测验游戏区，3个圆盘",
  ["kit.lesson.ui.report"] = "工具包的报告",
  ["kit.lesson.ui.running"] = "执行中...",
  ["kit.lesson.ui.save"] = "保存为.lua",
  ["kit.lesson.ui.score"] = "{asked}题中答对{right}题。",
  ["kit.lesson.ui.sections"] = "章节",
  ["kit.lesson.ui.solved"] = "。用{n}步完成。",
  ["kit.lesson.ui.step"] = "一步一步看",
  ["kit.lesson.ui.template"] = "从模板开始",
  ["kit.lesson.ui.thecode"] = "代码",
  ["kit.lesson.ui.where"] = "柱子{peg}：移到哪里？",
  ["kit.lesson.ui.yourcode"] = "你的代码",
  ["kit.lesson.ui.yourlines"] = "你的代码，标出正在执行的行",
  ["kit.lesson.ui.pegs3"] = "3根柱子",
  ["kit.lesson.ui.pegs4"] = "4根柱子",
  ["kit.lesson.ui.language"] = "语言",
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
三根柱子A、B、C，A上有一座圆盘叠成的塔，最大的在最下面。把整座塔移到C。
每次只能移动一个圆盘，只能移动最上面的圆盘，而且圆盘永远不能放在比它小的
圆盘上。
传说：在一座寺庙里，僧侣们按照这些规则移动一座64个金圆盘的塔，每秒移动一
个；等他们移完，世界就会毁灭。
用3个圆盘玩玩看：选一根柱子拿起它最上面的圆盘，再选要放下的柱子（点击柱
子，或按1、2、3或A、B、C）。]],
  ["kit.lesson.counting"] = [[
n个圆盘的塔需要几步？要移动最大的圆盘，它上面的n-1个圆盘必须都在空着的柱
子上：这需要M(n-1)步。接着最大的圆盘走1步，然后再用M(n-1)步把n-1个圆盘搬
回它上面。所以M(n) = 2 M(n-1) + 1，M(0) = 0，用归纳法得到
M(n) = 2^n - 1：如果M(n-1) = 2^(n-1) - 1，那么
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1。没有更短的走法：最大的圆盘至少要移
动一次，而在它移动之前，其他所有圆盘都必须让开，放在同一根柱子上。]],
  ["kit.lesson.recursion"] = [[
下面的递归就是完整的解法。一步一步走过它：每一步是一次调用、一次移动或一
次返回。栈帧显示每一个还没返回的调用，以及每个调用现在停在代码的哪一行。]],
  ["kit.lesson.yours"] = [[
写一个函数solve(n, from, to, via, move)，把n个圆盘从柱子from移到柱子to，
以via为空着的柱子，每一步都调用move(from, to)。“检查”会用1到6个圆盘运
行它并告诉你发现了什么，就像全班评分时对同一个文件做的一样。你的代码留
在这个浏览器里；“保存为.lua”会把它保存为.lua文件。]],
  ["kit.lesson.methods"] = [[
同样的步骤也可以从不用递归、人也能照着做的规则得到。]],
  ["kit.lesson.parity"] = [[
奇偶规则：把圆盘从1（最小）编号到n。在最少步数的解法中，奇数圆盘从不落在
奇数圆盘上，偶数圆盘也从不落在偶数圆盘上，所以每个圆盘只会落在奇偶不同的
圆盘上（或空柱子上）。把柱子编号为1、2、3，从柱子a移到柱子b的一步，空着
的柱子总是6 - a - b（或者用同样的编号1、2、3写成a xor b：1 xor 2 = 3，
1 xor 3 = 2，2 xor 3 = 1）。]],
  ["kit.lesson.graph"] = [[
n个圆盘在3根柱子上的每一种局面都是一个点：共有3^n个。如果一步能从一个点
走到另一个点，就把这两个点连起来。这张图是谢尔宾斯基三角形；它的三个角是
三座塔，最少步数的解法沿着一条边走，共2^n - 1步。]],
  ["kit.lesson.four"] = [[
有了第四根柱子，塔能移得快得多。Frame和Stewart的方法：先把k个圆盘停放在
一根空着的柱子上（用上全部四根柱子），再用剩下的三根柱子移动其余n-k个圆
盘，最后把那k个圆盘搬回来。表格列出最少的步数。用4个圆盘在4根柱子上玩玩
看；“提示”会显示从当前局面出发的一条最短路线的下一步。]],
  ["kit.lesson.quiz"] = [[
圆盘的摆放就像在最少步数的解法中途。下一步该移动哪个圆盘，移到哪根柱子？
先点击那个圆盘所在的柱子，再点击它要去的柱子。]],
  ["kit.lesson.history"] = [[
这个谜题在1883年于巴黎当作游戏出售，名叫“La Tour d'Hanoi”，作者署名
“Professor N. Claus (de Siam)”：这是Lucas d'Amiens的变位词，也就是法国数
学家卢卡斯（Edouard Lucas），寺庙和64个金圆盘的传说也是他写的。Frame和
Stewart在1941年提出了四根柱子的方法；直到2014年才证明它对四根柱子是最短
的（Thierry Bousch）。]],
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value}不是柱子",
  ["kit.learner.same_peg"] = "from和to是同一根柱子{peg}",
  ["kit.learner.empty"] = "柱子{peg}是空的",
  ["kit.learner.on_smaller"] = "不能把圆盘{disk}放在圆盘{top}上",
  ["kit.learner.already"] = "合规则，但塔已经立在{peg}",
  ["kit.learner.farther"] = "合规则，但走完后离塔还有{moves}步{moves:other=}，应该是{want}步",
  ["kit.lstep.call"] = "调用 {call}{tail}",
  ["kit.lstep.tail"] = "（尾调用）",
  ["kit.lstep.illegal"] = "{move}   <- 不合规则\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- 第一个错的步\n    ({why})",
  ["kit.lstep.replaced"] = "{call}被尾调用取代",
  ["kit.lstep.error"] = "{call}因错误离开",
  ["kit.lstep.return_line"] = "从{me}返回{parent}，在第{line}行",
  ["kit.lstep.return_to"] = "从{me}返回{parent}",
  ["kit.lstep.stack"] = "栈帧（最外层在前，各在哪一行）：",
  ["kit.lstep.more"] = "  ... 还有{count}个帧，每个都在前一个里面 ...",
  ["kit.lstep.just"] = "刚被调用",
  ["kit.lstep.line"] = "第{line}行",
  ["kit.lstep.done"] = "完成：{verdict}",
  ["kit.grade.nested"] = "工具包不能在它正在运行的函数里面批改另一个函数",
  ["kit.ltrace.tail"] = "   （尾调用）",
  ["kit.ltrace.tail_first"] = "   （尾调用：它取代了调用它的那一层）",
  ["kit.ltrace.error"] = "因错误离开（错误被 pcall 接住）",
  ["kit.ltrace.return_line"] = "返回{parent}，在第{line}行",
  ["kit.ltrace.return_to"] = "返回{parent}",
  ["kit.ltrace.stops"] = "（在不合规则的一步停下）",
  ["kit.ltrace.hint"] = "提示：{hint}",
  ["kit.step.header"] = "{method}：{n}个圆盘{n:other=}从{from}到{to}{four}。",
  ["kit.step.on4"] = "（4根柱子）",
  ["kit.step.header_learner"] = "{fname}，{n}个圆盘{n:other=}从{from}到{to}。",
  ["kit.explain.list"] = "各种解法（teach.explain(NAME)说明其中一种）：",
  ["kit.explain.example3"] = "示例：3个圆盘从A到C:",
  ["kit.explain.example4"] = "示例：4根柱子上4个圆盘从A到D:",
  -- teach.table
  ["kit.table.col3"] = "3根柱子：M(n)",
  ["kit.table.col4"] = "4根柱子",
  ["kit.table.colpos"] = "局面：3^n",
  ["kit.table.note"] = "M(n)是3根柱子的最少步数。规则 M(n) = 2 M(n-1) + 1（n-1个圆盘移开、\n" ..
    "最大的、n-1个圆盘移回）加上 M(0) = 0，得到 2^n - 1。\n" ..
    "4根柱子：多一根备用柱子时的最少步数（Frame-Stewart）。\n" ..
    "局面是圆盘在3根柱子上任何合规则的放法：每个圆盘在3根柱子之一，\n" ..
    "所以有 3^n 个；M/3^n 大约是最短解法经过的局面所占的比例。",
  ["kit.table.monks"] = "传说中的僧侣搬64个圆盘，每秒一步：",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds}秒",
  ["kit.table.years"] = "= {years}年（每年365.25天）+ {days}天{hours}小时{minutes}分{s}秒",
  -- (translation review) the code should pass the figure in 亿 (5845亿年);
  -- until then the billions as they are
  ["kit.table.about"] = "= 大约{billions}×10亿年",
  ["kit.table.four"] = "多一根柱子：{moves}步，{hours}小时{minutes}分{s}秒。",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "每个步骤是一次调用、一次移动或一次返回。调用栈显示每个还没返回的调用，\n" ..
    "以及它在teach.explain(\"recursive\")代码的哪一行：\n" ..
    "(0) 刚被调用，(1) 在第一次调用中，(2) 下一步是移动，\n" ..
    "(3) 第二次调用，(4) 下一步是返回。",
  ["kit.stepper.frame_stewart"] = "每个步骤是一次调用、一次移动或一次返回。调用栈显示每个还没返回的调用，\n" ..
    "以及它在teach.explain(\"frame_stewart\")（solve4）或\n" ..
    "teach.explain(\"recursive\")（solve，3根柱子的部分）代码的哪一行。",
  ["kit.stepper.direction"] = "每个步骤移动一次。+d表示圆盘d在圆圈 A > B > C > A 上向右移一根柱子，\n" ..
    "-d表示向左移一根。",
  ["kit.stepper.iterative"] = "每个步骤移动一次，照僧侣的规则：最小的圆盘每隔一步移动，\n" ..
    "总是沿圆圈 A > B > C > A 的同一方向。",
  ["kit.stepper.four_step"] = "每个步骤移动一次，四步一循环。",
  ["kit.stepper.three_step"] = "每个步骤移动一次：两根柱子之间唯一合规则的移动。",
  ["kit.stepper.route_table"] = "每个步骤移动一次。路线码给六种移动编号：\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B。",
  ["kit.stepper.binary"] = "每个步骤移动一次。m是用二进制写的步序号：最低位的1指出圆盘。\n" ..
    "圆盘d移动奇数次时，格雷码的第d-1位是1。",
  ["kit.stepper.learner"] = "做这个单步查看时，你的函数已经执行过，它的每个步骤都记录下来：每个步骤是一次\n" ..
    "调用、一次移动或一次返回。调用栈显示每个还没返回的调用，以及它在你的\n" ..
    "代码的哪一行。",
  ["kit.summary.recursive"] = "n-1个移开，最大的移过去，n-1个移回来",
  ["kit.summary.direction"] = "圆盘d移s：上面的塔移-s，d移s，塔再移-s",
  ["kit.summary.iterative"] = "僧侣的规则：最小的圆盘总是同一方向",
  ["kit.summary.four_step"] = "最小、第二小、最小叠上去、另一个移动",
  ["kit.summary.three_step"] = "依序在A-B、A-C、B-C之间做唯一合规则的移动",
  ["kit.summary.route_table"] = "用加倍得到路线，配两张路线码表",
  ["kit.summary.binary"] = "第m步的圆盘是m的二进制最低位的1",
  ["kit.summary.frame_stewart"] = "四根柱子：先放k个，其余用3根柱子，再把k个移回",
  ["kit.keys"] = "s()执行下一个步骤，s:back()退回一个步骤，s:next_move()走到下一次移动，\n" ..
    "s:finish()走到最后。",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) 刚被调用",
  ["kit.at.solve.1"] = "(1) 在第一次调用中",
  ["kit.at.solve.2"] = "(2) 下一步：移动",
  ["kit.at.solve.3"] = "(3) 下一步：第二次调用",
  ["kit.at.solve.4"] = "(3) 在第二次调用中",
  ["kit.at.solve.5"] = "(4) 下一步：返回",
  ["kit.at.solve4.0"] = "(0) 刚被调用",
  ["kit.at.solve4.1"] = "(1) 在第一次调用中",
  ["kit.at.solve4.2"] = "(2) 下一步：3根柱子的调用",
  ["kit.at.solve4.3"] = "(2) 在3根柱子的调用中",
  ["kit.at.solve4.4"] = "(3) 下一步：最后一次调用",
  ["kit.at.solve4.5"] = "(3) 在最后一次调用中",
  ["kit.at.solve4.6"] = "(4) 下一步：返回",
  ["kit.step.line"] = "步骤{step}：{line}",
  -- the hints of the slips (hanoi.teach.diagnose) and the proven repairs (hanoi.teach.repair)
  ["kit.hint.base"] = "基本情况（最小的 n，在这里它不再调用自己）",
  ["kit.hint.near"] = " 你是想写 {near} 吗？",
  ["kit.hint.line_runs"] = "（执行第{line}行时）",
  ["kit.hint.in_order"] = "先 {first}（把上面 {n} - 1 个圆盘移开），再 {move}({from}, {to})" ..
    "（最大的圆盘），最后 {second}（把 {n} - 1 个圆盘放回上面）",
  ["kit.hint.order"] = "如果柱子换个顺序，{fname} 就是正确的{on}：它好像接收的是（{params}）。" ..
    "交换它的参数，或者这样检查：teach.check({fname}{opts})。",
  ["kit.hint.order.on"] = "（这里它的塔到了 {peg}）",
  ["kit.hint.no_move"] = "{fname} 从没调用 {move}，所以没有圆盘移动{printed}。只有你的代码" ..
    "调用 {move}({from}, {to}) 时，圆盘才会移动{only}。",
  ["kit.hint.no_move.printed"] = "（它用 print 输出了{times}次{times:other=}）",
  ["kit.hint.no_move.only"] = "；print 只会显示文字",
  ["kit.hint.move_first"] = "在 {call} 中，移动在两个调用之前。正确的顺序：{order}。",
  ["kit.hint.move_last"] = "在 {call} 中，移动在两个调用之后。正确的顺序：{order}。",
  ["kit.hint.missing_call.loop"] = "{call} 自己走了{own}步{own:other=}，只调用 {fname} 一次：" ..
    "上面 {n} - 1 个圆盘本该由调用来移动，它却自己移动圆盘。它需要两个调用：{order}。",
  ["kit.hint.missing_call.second"] = "{call} 只调用 {fname} 一次，在它的移动之前：之后 " ..
    "{n} - 1 个圆盘必须回到最大的圆盘上面：{second}。",
  ["kit.hint.missing_call.first"] = "{call} 只调用 {fname} 一次，在它的移动之后：在移动之前，" ..
    "上面 {n} - 1 个圆盘必须先移开：{first}。",
  ["kit.hint.missing_call.before"] = "{call} 只调用 {fname} 一次（{only}，在它的移动之前），" ..
    "但它需要两个调用：{order}。",
  ["kit.hint.missing_call.after"] = "{call} 只调用 {fname} 一次（{only}，在它的移动之后），" ..
    "但它需要两个调用：{order}。",
  ["kit.hint.missing_move"] = "{call} 调用 {fname} 两次，自己却不移动：在两个调用之间，" ..
    "它必须移动最大的圆盘，{move}({from}, {to})。",
  ["kit.hint.first_call_pegs"] = "在 {call} 中，第一个调用是 {made}，但它应该把 {n} - 1 个" ..
    "圆盘移到空闲的柱子：{right}，也就是 {formula}。",
  ["kit.hint.second_call_pegs"] = "在 {call} 中，第二个调用是 {made}，但它应该把 {n} - 1 个" ..
    "圆盘从空闲的柱子移到最大的圆盘上：{right}，也就是 {formula}。",
  ["kit.hint.base_no_return"] = "{call} 移动之后还在继续调用 {fname}：n = {ns}。{base}" ..
    "移动之后要 return。",
  ["kit.hint.base_moves_zero"] = "{call} 走了一步，但 {n} = 0 时没有圆盘可以移动：{base}" ..
    "只能 return。",
  ["kit.hint.base_moves_twice"] = "{call} 自己走了{own}步{own:other=}（{moves}），但一个圆盘" ..
    "只要一步：{move}({from}, {to})。这就是{base}。",
  ["kit.hint.base_no_move"] = "{call} 没有移动就返回了，但它的那个圆盘还要从 {peg_from} 到 " ..
    "{peg_to}：移动它（{move}({from}, {to})），或者让{base}是 {n} == 0。",
  ["kit.hint.no_base"] = "{fname} 一直在调用自己：调用是 n = {ns}。它需要{base}：在开头" ..
    "放一个判断，比如 `if {n} == 0 then return end`。",
  ["kit.hint.move_not_passed"] = "在 {call} 中，{move} 没有值：{parent} 调用它时没有把 " ..
    "{move} 传下去。每个调用都要传：{formula}。",
  ["kit.hint.move_args.n"] = "（{value} 是 {n}，圆盘的个数，不是柱子）",
  ["kit.hint.move_args.values"] = "在 {call} 中，移动是 {made}，但 {move} 只接收两个值，" ..
    "也就是柱子：它必须把最大的圆盘从 {peg_from} 移到 {peg_to}，{move}({from}, {to}){extra}。",
  ["kit.hint.move_args"] = "在 {call} 中，移动是 {made}，但它必须把最大的圆盘从 {peg_from} " ..
    "移到 {peg_to}：{move}({from}, {to}){extra}。",
  ["kit.hint.no_recursion"] = "{fname} 从不调用自己。递归是用 {fname} 自己的调用来移动上面 " ..
    "{n} - 1 个圆盘（teach.explain(\"recursive\")）；只用循环的话，必须按照僧侣的规则" ..
    "（teach.explain(\"iterative\")）。",
  ["kit.hint.wrong_parity.even"] = "{failed}个圆盘时塔停在 {B}，{passed}个时停在 {C}：n 是" ..
    "偶数时，最小的圆盘转错了方向。n 是偶数时它走 {A}、{B}、{C}、{A}……；n 是奇数时走 " ..
    "{A}、{C}、{B}、{A}……（teach.explain(\"iterative\")）。",
  ["kit.hint.wrong_parity.odd"] = "{failed}个圆盘时塔停在 {B}，{passed}个时停在 {C}：n 是" ..
    "奇数时，最小的圆盘转错了方向。n 是偶数时它走 {A}、{B}、{C}、{A}……；n 是奇数时走 " ..
    "{A}、{C}、{B}、{A}……（teach.explain(\"iterative\")）。",
  ["kit.hint.not_shortest.three"] = "它只用了四根柱子中的三根；四根都用的话，{optimal}步就够了：" ..
    "先把一些圆盘放在空闲的柱子上（teach.explain(\"frame_stewart\")）。",
  ["kit.hint.not_shortest.first"] = "每一步都合规则，塔也到了，但用了{moves}步，而{optimal}步" ..
    "{optimal:other=}就够了：{fname} 走了不需要的步（teach.trace({fname}, {n}{opts}) 会显示" ..
    "第一个）。",
  ["kit.hint.not_shortest.them"] = "每一步都合规则，塔也到了，但用了{moves}步，而{optimal}步" ..
    "{optimal:other=}就够了：{fname} 走了不需要的步（teach.trace({fname}, {n}{opts}) 会显示" ..
    "它们）。",
  ["kit.hint.extra_calls"] = "正确，但 {fname} 调用了{calls}次，{enough}次就够了：有些调用" ..
    "什么都不移动（空转？），可以去掉。",
  ["kit.hint.undefined"] = "{fname} 调用了 {name}，但没有叫这个名字的东西（Lua 说它是 nil：" ..
    "没有值）。{near}",
  ["kit.hint.undefined.param"] = " {fname} 接收{count}个值（{params}），但工具包给它{given}个" ..
    "（{values}）：最后一个是移动圆盘的函数。把它也当作参数：function {fname}({new})。",
  ["kit.hint.missing_peg"] = "{fname} 接收{count}个值（{params}），但工具包给它{given}个：" ..
    "{values}。所以 {name} 得到了柱子 {peg}，调用它就失败了。把那根柱子也当作参数：" ..
    "function {fname}({new})，并在每个调用中传下去。",
  ["kit.hint.passed_nil.first"] = "{parent} 把 {name} 传给了 {call}（它的第一个调用），但 " ..
    "{name} 没有值（Lua 说它是 nil）。{near}",
  ["kit.hint.passed_nil.second"] = "{parent} 把 {name} 传给了 {call}（它的第二个调用），但 " ..
    "{name} 没有值（Lua 说它是 nil）。{near}",
  ["kit.hint.passed_nil.next"] = "{parent} 把 {name} 传给了 {call}（它的下一个调用），但 " ..
    "{name} 没有值（Lua 说它是 nil）。{near}",
  ["kit.hint.nil_variable.field"] = "字段 {name} 没有值{line}（Lua 说它是 nil）：使用之前" ..
    "先给它一个值（比如 {start}）。",
  ["kit.hint.nil_variable"] = "{name} 没有值{line}（Lua 说它是 nil）。{near}使用之前先给它" ..
    "一个值（比如在调用 {fname} 之前写 {name} = {start}）。",
  ["kit.hint.nil_variable.missing"] = "少了一个值{line}（Lua 说 nil：没有值）：每个变量在" ..
    "使用之前都需要一个值。",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}`（第{line}行）",
  ["kit.hint.peg_arithmetic.numbers"] = "这里的柱子是字母（{peg}），而 {expr} 这样的计算" ..
    "需要数字；用编号的柱子（从 1 或从 0 开始）也不正确。",
  ["kit.hint.peg_arithmetic"] = "这里的柱子是字母（{peg}），而 {expr} 这样的计算需要数字：" ..
    "用柱子 {list}，你的函数在{sizes}时正确：teach.check({fname}{opts})。",
  ["kit.hint.needs_k"] = "{fname} 接收{count}个值（{params}）：四根柱子。在四根柱子上检查它：" ..
    "teach.check({fname}{opts})。",
  ["kit.hint.three_pegs"] = "{fname} 接收{count}个值（{params}）：三根柱子，但它是在四根柱子" ..
    "上检查的，所以它的 {move} 得到了一根柱子。不用 k = 4 检查它。",
  ["kit.hint.global_state.global"] = "全局变量 {name}",
  ["kit.hint.global_state.outside"] = "{fname} 外面的变量 {name}",
  ["kit.hint.global_state.more"] = "其他",
  ["kit.hint.global_state.fresh"] = "{n}个圆盘{n:other=}时，{fname} 像第一次运行那样重新" ..
    "开始就是正确的：它把某些东西从一次运行带到下一次（之前的运行改变了 {list}）。在 {fname} " ..
    "里面给这些值初始值，或者每次运行前把它们恢复。",
  ["kit.hint.global_state"] = "{fname} 用{n}个圆盘{n:other=}再运行一次时，做了不一样的事：" ..
    "它把某些东西从一次运行带到下一次（它改变了 {list}）。在 {fname} 里面给这些值初始值，" ..
    "或者每次运行前把它们恢复。",
  ["kit.hint.endless.at"] = "（它在第{line}行）",
  ["kit.hint.endless.loop"] = "工具包停止 {fname} 时它还在运行{at}：一个永远不结束的循环？" ..
    "如果只是慢，给它更多时间：teach.check({fname}{opts})。",
  ["kit.hint.endless.yours"] = "你的一个函数",
  ["kit.hint.endless.first_value"] = "它的第一个值",
  ["kit.hint.endless.helper"] = "{fname} 调用的 {name} 一直调用自己，直到工具包停止它" ..
    "（同时有{open}个调用{open:other=}未返回）：{param} 是 {ns}。每个调用都必须更接近基本情况，" ..
    "而基本情况必须返回。",
  ["kit.hint.endless.same"] = "{fname} 一次又一次用同样的 n 调用自己：每个调用必须拿更少的" ..
    "圆盘（{n} - 1）。",
  ["kit.hint.endless"] = "{fname} 的调用永远到不了{base}：n 是 {ns}。",
  ["kit.hint.wrong_n.first"] = "在 {call} 中，第一个调用是 {made}：它拿了{disks}个圆盘" ..
    "{disks:other=}，但上面 {n} - 1 个圆盘都必须移动：{formula}。",
  ["kit.hint.wrong_n.second"] = "在 {call} 中，第二个调用是 {made}：它拿了{disks}个圆盘" ..
    "{disks:other=}，但上面 {n} - 1 个圆盘都必须移动：{formula}。",
  ["kit.hint.wrong_n.other"] = "{fname} 的一个调用拿的圆盘个数不是 {n} - 1。",
  ["kit.hint.wrong_n.same"] = "{fname} 一次又一次用同样的 n 调用自己（n = {ns}）：每个调用" ..
    "必须少拿一个圆盘，{n} - 1。",
  ["kit.hint.wrong_n.growing"] = "{fname} 用越来越大的 n 调用自己（n = {ns}）：每个调用必须" ..
    "少拿一个圆盘，{n} - 1。",
  ["kit.hint.misplaced_end"] = "{fname} 的一个调用在它该在的 `if` 外面：不管 {n} 是多少，" ..
    "它都会运行。",
  ["kit.hint.loop_stop.early"] = "{fname} 按照一个走最短路的规则，但它在{made}步{made:other=}" ..
    "后就停了：结束循环的判断错了（{n}个圆盘{n:other=}时必须在{want}步{want:other=}后停）。",
  ["kit.hint.loop_stop.late"] = "{fname} 按照一个走最短路的规则，但塔完成后它又多走了{more}步" ..
    "{more:other=}：结束循环的判断错了（{n}个圆盘{n:other=}时必须在{want}步{want:other=}后停）。",
  ["kit.hint.park_spare"] = "在 {call} 中，第一个调用把{parked}个圆盘{parked:other=}放在 {p}，" ..
    "但用三根柱子移动的{rest}个圆盘{rest:other=}也去了那里（{move}）：三根柱子的部分必须不碰 " ..
    "{p}{pn}，并把 {q}{qn} 当作空闲的柱子。",
  ["kit.hint.return_pegs"] = "在 {call} 中，最后一个调用是 {last}：它把放在 {p} 的{parked}个" ..
    "圆盘{parked:other=}移到 {to}，但它们必须放到其他圆盘上面，在 {goal}。",
  ["kit.hint.error.line"] = "（在第{line}行）",
  ["kit.hint.error"] = "{fname} 因为错误停止了{line}：错误信息说明了哪里出了什么错。",
  ["kit.say.first_call_pegs"] = "在 {call} 中，第一个调用是 {made}，但它应该把 {n} - 1 个" ..
    "圆盘移到空闲的柱子：{right}。",
  ["kit.say.second_call_pegs"] = "在 {call} 中，第二个调用是 {made}，但它应该把 {n} - 1 个" ..
    "圆盘从空闲的柱子移到最大的圆盘上：{right}。",
  ["kit.say.move_first"] = "在 {call} 中，移动在两个调用之前：移动时，上面 {n} - 1 个圆盘" ..
    "还在最大的圆盘上。",
  ["kit.say.move_last"] = "在 {call} 中，移动在两个调用之后：等 {n} - 1 个圆盘移开后，" ..
    "最大的圆盘必须在两个调用之间移动。",
  ["kit.say.missing_call.loop"] = "{call} 自己走了{own}步{own:other=}，只调用 {fname} 一次：" ..
    "上面 {n} - 1 个圆盘本该由调用来移动，它却自己移动圆盘。它需要两个调用，移动之前一个，" ..
    "之后一个。",
  ["kit.say.missing_call.before"] = "{call} 只调用 {fname} 一次（{only}，在它的移动之前），" ..
    "但它需要两个调用：移动之前一个，之后一个。",
  ["kit.say.missing_call.after"] = "{call} 只调用 {fname} 一次（{only}，在它的移动之后），" ..
    "但它需要两个调用：移动之前一个，之后一个。",
  ["kit.say.missing_call"] = "{call} 没有调用 {fname} 就移动了上面 {n} - 1 个圆盘：它需要" ..
    "两个调用，移动之前一个，之后一个。",
  ["kit.say.missing_move"] = "{call} 调用 {fname} 两次，自己却不移动：它最大的圆盘从不移动。",
  ["kit.say.move_args.values"] = "在 {call} 中，移动是 {made}，但 {move} 只接收两个值，" ..
    "也就是柱子：它必须把最大的圆盘从 {peg_from} 移到 {peg_to}{extra}。",
  ["kit.say.move_args"] = "在 {call} 中，移动是 {made}，但它必须把最大的圆盘从 {peg_from} " ..
    "移到 {peg_to}{extra}。",
  ["kit.say.base_no_return"] = "{call} 移动之后还在继续调用 {fname}：n = {ns}。",
  ["kit.say.base_no_return.base"] = "{fname} 的基本情况移动之后还在继续调用 {fname}。",
  ["kit.say.base_moves_zero"] = "{call} 走了一步，但 {n} = 0 时没有圆盘可以移动。",
  ["kit.say.base_moves_twice"] = "{call} 自己走了{own}步{own:other=}（{moves}），但一个圆盘" ..
    "只要一步。",
  ["kit.say.base_no_move"] = "{call} 没有移动就返回了，但它的那个圆盘还要从 {peg_from} 到 " ..
    "{peg_to}。",
  ["kit.say.no_base"] = "{fname} 一直在调用自己：调用是 n = {ns}。没有东西让它停下：它需要" ..
    "{base}。",
  ["kit.say.move_not_passed"] = "在 {call} 中，{move} 没有值：{parent} 调用它时没有把 " ..
    "{move} 传下去。",
  ["kit.say.undefined.param"] = " {fname} 接收{count}个值（{params}），但工具包给它{given}个" ..
    "（{values}）：最后一个是移动圆盘的函数。",
  ["kit.say.nil_variable"] = "{name} 没有值{line}（Lua 说它是 nil）。{near}",
  ["kit.say.nil_variable.missing"] = "少了一个值{line}（Lua 说 nil：没有值）。",
  ["kit.say.missing_peg"] = "{fname} 接收{count}个值（{params}），但工具包给它{given}个：" ..
    "{values}。所以 {name} 得到了柱子 {peg}，调用它就失败了。",
  ["kit.say.wrong_n.first"] = "在 {call} 中，第一个调用是 {made}：它拿了{disks}个圆盘" ..
    "{disks:other=}，但上面 {n} - 1 个圆盘都必须移动。",
  ["kit.say.wrong_n.second"] = "在 {call} 中，第二个调用是 {made}：它拿了{disks}个圆盘" ..
    "{disks:other=}，但上面 {n} - 1 个圆盘都必须移动。",
  ["kit.fix.after"] = "在第{line}行后面加上 `{code}`",
  ["kit.fix.before"] = "在第{line}行前面加上 `{code}`",
  ["kit.fix.delete"] = "删掉第{line}行（`{code}`）",
  ["kit.fix.change"] = "把第{line}行改成 `{code}`",
  ["kit.fix.proven"] = "{say}{fix}：这样改了{edits:other=}以后，你的函数在{sizes}时正确。",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
工具包的功能（teach.help("check") 等会详细说明其中一个）：
  teach.trace(3)               递归的调用，每个一行
  s = teach.stepper(3)         然后一次又一次 s()：一步一步来
                               （s:back() 后退，s:next_move(), s:finish()）
  teach.explain()              各种解法；teach.explain("recursive")
  teach.moves(3)               用文字列出每一步
  teach.table()                2^n - 1 步，还有僧侣的5840亿年
  teach.quiz(3)                下一步移动哪个圆盘，移到哪里？
  print(hanoi.new(3))          一个局面；s = hanoi.new(3); s:move("A", "C")
四根柱子：加上 {k = 4}，例如 teach.trace(4, {k = 4})。
你自己的函数：
  function solve(n, from, to, via, move)   move(from, to) 移动一个圆盘
    ...
  end
  teach.check(solve)           1到6个圆盘时是否正确，还有提示
  teach.trace(solve, 3)        它的调用、移动和返回
  s = teach.stepper(solve, 3)  在它的代码旁边一步一步执行
  teach.edit(solve)            在编辑器里修改，然后重新定义
用语：一个调用在返回之前都是"未返回"的；栈里每个未返回的调用有一个栈帧。
基本情况是最小的 n，在这里 solve 不再调用自己。nil 的意思是"没有值"。]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts])：用1到6个圆盘（1到 n；四根柱子时1到8）运行
你的函数，并说出每次运行是否正确：每一步都合规则，塔在目标上，步数最少。
如果不正确，说的是失败的最小个数；当工具包能确定时，提示会说明原因。opts:
  k = 4                      四根柱子：solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          用数字而不是字母表示柱子
  order = {"from", "via", "to"}   用于 solve(n, from, via, to, move)
  max_seconds = 30           给慢的函数更多时间（默认 5）
  max_moves, max_calls, max_depth, max_memory (MiB)   其他限制]],
  ["kit.help.edit"] = [[
teach.edit(solve)：在编辑器（$EDITOR）里打开 solve 的代码；保存并退出后，
solve 会按你写的内容重新定义。]],
  ["kit.help.explain"] = [[
teach.explain()：解这个谜题的各种方法；teach.explain(name) 说明一种方法
为什么可行、怎样用手跟着做，并给出3个圆盘的例子。]],
  ["kit.help.help"] = [[
teach.help()：工具包提供的功能；teach.help("check")：详细说明其中一个。]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts])：每行一步（opts: method, k, from, to, pictures）。]],
  ["kit.help.quiz"] = [[
teach.quiz(n)：下一步移动哪个圆盘，移到哪里？像 "1 C" 这样回答；
"?" 显示答案，"q" 结束。]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method 或 opts])：一次一步。s() 走下一步，并显示
栈帧（还没返回的调用）和柱子；s:back() 后退一步；s:next_move() 走到下一次
移动；s:finish() 走到最后；s:show() 再显示一次全部。方法：见
teach.explain()。s = teach.stepper(solve, n) 对你自己的函数做同样的事，
每个栈帧旁边显示你代码的行。]],
  ["kit.help.table"] = [[
teach.table([ns])：对每个圆盘个数，列出3根和4根柱子的最少步数、局面的个数，
以及64个圆盘时僧侣需要的时间。]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts])：工具包的递归的调用树，每个调用、移动和返回各占
一行，按深度缩进。opts: from, to（"A" 或 1），k（3 或 4 根柱子），pictures
（每步之后的柱子），zero（false：不显示 n = 0 的调用），lines（每屏行数）。
teach.trace(solve, n [, opts])：对你自己的函数做同样的事，显示每次返回回到
你代码的哪一行，标出第一个错的步，并给出结果。]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
递归。
要把 n 个圆盘从一根柱子移到另一根，用第三根柱子当空闲的柱子：先把最大
圆盘上面的 n-1 个圆盘移开，放到空闲的柱子上；把最大的圆盘移到它的位置；
然后把 n-1 个圆盘从空闲的柱子移回它上面。听起来像作弊，但确实可行：最大
的圆盘从不挡住较小的圆盘，所以每一半都是少一个圆盘的同一个谜题，一直到
n = 0，那里什么都不用做。n > 0 的调用走1步、做2个调用，所以步数是
M(n) = 2 M(n-1) + 1，M(0) = 0：1, 3, 7, 15, ... = 2^n - 1。

{code}

数字 (0) 到 (4) 是行的名字。电脑保存一个栈帧的栈，每个还没返回的调用
一个栈帧；每个栈帧有自己的 n, from, to, via 和它所在的行。teach.stepper(3)
一步一步地显示这个栈。n 个圆盘时共有 2^(n+1) - 1 个调用，包括 n = 0 的。
用手做：要移动一座塔，先把它最下面圆盘上面的塔移到空闲的柱子上。]],
  ["kit.explain.direction"] = [[
按方向移动。
把柱子排成一个圆：A > B > C > A。要把圆盘 d 沿着圆移动 s（+1 是向右一根，
-1 是向左一根），先把它上面的塔（圆盘 d-1 和更小的）移动 -s（反方向一根
就是这个方向两根：让开它的路）；把圆盘 d 移动 s；再把上面的塔移动 -s，
放回它上面。所以每个圆盘总是朝同一个方向转：最大的走 s，下一个走 -s，
再下一个又走 s。下面的 "+2" 表示圆盘2向右一根，"-1" 表示圆盘1向左一根。
用手做：记住每个圆盘的方向（它们交替），移动能朝自己方向走的那个圆盘。]],
  ["kit.explain.iterative"] = [[
僧侣的规则。
最小的圆盘每隔一步移动一次，总是沿着圆 A > B > C > A 朝同一个方向走一根：
n 是奇数、塔向右一根（A 到 B）时向右，塔向左一根（A 到 C）时向左；n 是偶数
时反过来。在最小圆盘的两步之间，不碰它的合规则的步只有一个：在另外两根
柱子之间，把较小的顶上圆盘放到另一根上。不需要记住过去，只要看柱子：
所以僧侣可以在任何一步停下，以后再继续（在 Lua 里，
hanoi.moves(n, {budget = N}) 在 N 步后停下，以后再继续）。
用手做：移动最小的圆盘；走唯一的另一步；重复。]],
  ["kit.explain.four_step"] = [[
四步循环。
移动最小的圆盘，移动第二小的，把最小的放到第二小的上面（三步移了两个圆盘），
然后走唯一的另一步。把柱子叫做 from, temp, to（n 是奇数时 temp 和 to
交换），前三步是 from>temp, from>to, temp>to；第四步是 from 和 temp 之间
合规则的那一步；然后名字轮换：from, temp, to = to, from, temp。
用手做：一边移动一边数"一、二、三、四"。]],
  ["kit.explain.three_step"] = [[
三步循环。
只按顺序看柱子对 AB, AC, BC（n 是奇数时 AC, AB, BC；这里 A 是起点，C 是
目标），在这一对柱子之间走唯一合规则的一步：较小的顶上圆盘放到另一根上
（或放到空的柱子上）。
用手做："A-B, A-C, B-C"，两根柱子之间，小的放到大的上面。]],
  ["kit.explain.route_table"] = [[
路线表。
给六种移动编号 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B：这些是路线码。
1 个圆盘从 A 到 C 的路线是 [1]。k 个圆盘的路线是：k-1 个圆盘的路线，B 和
C 交换（表 1 0 4 5 2 3 把每个码变成交换后的码：k-1 个圆盘去 B）；然后 1
（大圆盘，A>C）；然后 k-1 个圆盘的路线，改名为 A>B, B>C, C>A（表
3 2 5 4 0 1：k-1 个圆盘从 B 到 C）。全部写出来，n 个圆盘的路线有 2^n - 1
个码；迭代器不需要这样的列表：第 m 步在第 k 层的后一半，正好当 m 的第
k-1 位是 1，所以它从 m 最低的 1 位所在的层往上，一层一层地找出第 m 步的码。
用手做：写出 1, 2, 3 个圆盘的路线，每次加倍。]],
  ["kit.explain.binary"] = [[
二进制计数器。
把步序号 m 写成二进制。第 m 步的圆盘是它最低的 1 位的位置，从右边从 1 开始
数：m = 4 是二进制 100，所以第4步移动圆盘3（计数器从3变成4时刚从0变成1
的那一位）。圆盘 d 每 2^d 步移动一次，第一次在第 2^(d-1) 步，而且总是沿着
圆朝同一个方向转（最大的朝一个方向，下一个朝另一个方向，交替）。m 的格雷码
是 m xor (m >> 1)：一种每步正好改变一位的数法，这里就是移动的圆盘的那一位，
所以圆盘 d 移动了奇数次时，格雷码的第 d-1 位是 1。
用手做：用二进制数数；变成 1 的那一位就是要移动的圆盘。]],
  ["kit.explain.frame_stewart"] = [[
四根柱子，Frame-Stewart。
有第二根空闲的柱子，塔可以用更少的步数移动。选一个数 k（分法）；用全部四根
柱子把上面 k 个圆盘放在一根空闲的柱子上；用剩下的三根柱子，按三根柱子的
递归把其余 n-k 个圆盘移到目标（放着圆盘的那根不能用：那些圆盘更小）；然后
再用全部四根柱子把放着的 k 个圆盘移到它们上面。最好的 k 让
2 F(k) + 2^(n-k) - 1 最小，F(k) 是四根柱子上 k 个圆盘的步数：
hanoi.split(n, 4) 会给出它。4 个圆盘要 9 步而不是 15 步，10 个圆盘要 49 步
而不是 1023 步。这是四根柱子的最少步数，直到 2014 年才被证明（Bousch）。

{code}

用手做：先把小的圆盘放到多出来的柱子上。]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "教程：{tutorial}  参考：{reference}",
  ["kit.repl.docs2"] = "教程：{tutorial}\n参考：{reference}",
  ["kit.repl.no_value"] = "没有值",
  ["kit.repl.your_function"] = "你的函数",
  ["kit.repl.must.1"] = "第一个参数必须是 {expected}，得到的是 {got}",
  ["kit.repl.must.2"] = "第二个参数必须是 {expected}，得到的是 {got}",
  ["kit.repl.must.3"] = "第三个参数必须是 {expected}，得到的是 {got}",
  ["kit.repl.must.4"] = "第四个参数必须是 {expected}，得到的是 {got}",
  ["kit.repl.must.n"] = "第 {i} 个参数必须是 {expected}，得到的是 {got}",
  ["kit.repl.arg.1"] = "第一个参数：{message}",
  ["kit.repl.arg.2"] = "第二个参数：{message}",
  ["kit.repl.arg.3"] = "第三个参数：{message}",
  ["kit.repl.arg.4"] = "第四个参数：{message}",
  ["kit.repl.arg.n"] = "第 {i} 个参数：{message}",
  ["kit.repl.error_value"] = "（{type} 类型的错误值）",
  ["kit.repl.hook_removed"] = "用 debug.sethook 设置的钩子只在这一行有效：REPL 本身也是 Lua 代码，不在你的钩子下运行",
  ["kit.repl.was_local"] = "（{name} 是用 local 输入的，local 只在一个代码块里有效：不加 local " ..
    "再输入一次）",
  ["kit.repl.interrupted"] = "已中断（Ctrl-C）",
  ["kit.repl.not_in_kit"] = "（工具包里没有 {name}；你是想写 {best} 吗？）",
  ["kit.repl.locals"] = "{names} 是用 local 输入的{count:other=}，local 只在一个代码块里有效：" ..
    "现在已经没有了。要保留的话，不加 local 再输入一次。",
  ["kit.repl.stale"] = "{names} 仍然是之前输入的那个{count:other=}。",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: 代码块嵌套太深，Lua 无法处理（C stack overflow）",
  ["kit.repl.dropped"] = "（Ctrl-C：那一行没有执行）",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} 是第 {line} 行 for 循环的变量，Lua 不允许循环改变它自己的变量。" ..
    "要改变它，先在循环开头复制一份：local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what} 必须是整数，得到的是 {got}",
  ["kit.why.range"] = "{what} 必须是 {lo}..{hi}，得到的是 {got}",
  ["kit.why.at_least"] = "{what} 至少必须是 {lo}，得到的是 {got}",
  ["kit.why.type"] = "{what} 必须是 {type} 类型，得到的是 {got}",
  ["kit.why.option_names"] = "选项的名称必须是字符串，得到的是 {got}",
  ["kit.why.unknown_option"] = "没有选项 '{name}'",
  ["kit.why.unknown_method"] = "没有方法 '{name}'",
  ["kit.why.peg"] = "{what} 必须是柱子 A..{last} 或 1..{k}，得到的是 {got}",
  ["kit.why.pegs_list"] = "选项 'pegs' 是柱子的数目（3 或 4）；柱子名称的列表要写在 'names'",
  ["kit.why.k_pegs"] = "选项 'k' 和 'pegs' 不一致",
  ["kit.why.same"] = "起点柱子和目标柱子是同一根",
  ["kit.why.names_list"] = "选项 'names' 必须是柱子名称的列表，得到的是 {got}",
  ["kit.why.names_count"] = "选项 'names' 必须列出{count}个柱子名称",
  ["kit.why.names_34"] = "选项 'names' 必须列出3或4个柱子名称",
  ["kit.why.names_type"] = "柱子名称必须是字符串或数字",
  ["kit.why.names_differ"] = "柱子名称必须各不相同",
  ["kit.why.order"] = "选项 'order' 必须按照你的函数接收柱子的顺序，列出角色 {roles}",
  ["kit.why.max_seconds"] = "选项 'max_seconds' 必须是大于 0、最多 {most} 的数字",
  ["kit.why.method_pegs"] = "方法 '{name}' 需要{k}根柱子",
  ["kit.why.method_3"] = "选项 'method' 只能用在3根柱子",
  ["kit.why.table"] = "圆盘数必须是 1..{most} 的整数",
  ["kit.why.no_source"] = "它的代码没有保留下来：请在这个 REPL 里输入它，或从文件加载",
  ["kit.why.out"] = "选项 'out' 必须是函数或文件，得到的是 {got}",
  ["kit.why.colon"] = "s（teach.stepper）的函数要用冒号调用：是 s:{name}()，不是 s.{name}()",
  ["kit.expect.lua_function"] = "用 Lua 写的函数",
  ["kit.expect.options"] = "选项表",
  ["kit.expect.state3"] = "3根柱子的 hanoi.State",
  ["kit.expect.one_of"] = "{list} 其中之一",
  ["kit.got.fraction"] = "不是整数的数字",
  ["kit.got.c_function"] = "Lua 内置的函数（用 C 写的）",
  ["kit.got.pegs"] = "{count}根柱子",
  ["kit.what.disks"] = "圆盘数",
  ["kit.what.smallest"] = "最少的圆盘数",
  ["kit.what.largest"] = "最多的圆盘数",
  ["kit.what.target"] = "目标柱子",
  ["kit.what.field"] = "选项 '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "点一下柱子（它的圆盘、柱子或上方的空处）拿起最上面的圆盘，再点要放上去的柱子。",
  ["kit.lesson.ui.clickhow"] = "点击柱子（它的圆盘、柱子或上方的空处）拿起最上面的圆盘，再点击要放上去的柱子；也可以按 1、2、3。",
  ["kit.lesson.ui.ccall"] = "超过了时间限制还在执行，而且是在钩子无法停止它的地方（一次很长的 C 调用，例如模式匹配）：已停止",
  ["kit.lesson.ui.wrongmove"] = "第{move}步之前。箭头是你的函数走的这一步：圆盘{disk}从{from}到{to}。",
  ["kit.lesson.ui.wrongempty"] = "第{move}步之前。箭头是你的函数走的这一步：从{from}到{to}，但柱子{from}是空的。",
  ["kit.lesson.ui.fixhead"] = "工具试过的一处修改：改了以后，你的函数就对了。",
  ["kit.lesson.ui.fixat"] = "第{line}行，修改前和修改后：",
  ["kit.lesson.ui.before"] = "修改前",
  ["kit.lesson.ui.after"] = "修改后",
  ["kit.lesson.ui.apply"] = "做这处修改",
  ["kit.lesson.ui.applied"] = "第{line}行已修改。请再按一次“检查”。",
  ["kit.lesson.ui.stale"] = "检查以后你的代码变了：请先再按一次“检查”。",
  ["kit.lesson.ui.surrogate"] = "第{line}行有半个字符（U+{code}，单独的代理项，粘贴时可能出现）：保存的文件里不能有它。请删掉它或重新输入这个字符，"
    .. "然后按“检查”。",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. 更多探索：一步步搭起来、循环、更多柱子、你自己的游戏区",
  ["kit.lesson.ui.subbuild"] = "一个圆盘、两个、三个：每个都由前一个搭成",
  ["kit.lesson.ui.subcycle"] = "最小圆盘的循环和路线表",
  ["kit.lesson.ui.subpegs"] = "3到8根柱子的最少步数",
  ["kit.lesson.ui.subiter"] = "僧侣的规则和递归",
  ["kit.lesson.ui.subfree"] = "大小由你定的游戏区",
  ["kit.lesson.ui.part1"] = "先把{m}层的塔移到空柱子：{moves}",
  ["kit.lesson.ui.part2"] = "再把最大的圆盘移到目标柱子：{moves}",
  ["kit.lesson.ui.part3"] = "再把{m}层的塔放到它上面：{moves}",
  ["kit.lesson.ui.routeof"] = "{n}个圆盘：{routes}",
  ["kit.lesson.ui.cyclesmall"] = "第{i}步：最小的圆盘前进一根柱子（从{from}到{to}）",
  ["kit.lesson.ui.cycleother"] = "第{i}步：唯一不动最小圆盘的一步（圆盘{disk}，从{from}到{to}）",
  ["kit.lesson.ui.pegsk"] = "{k}根柱子",
  ["kit.lesson.ui.freedisks"] = "圆盘",
  ["kit.lesson.ui.freepegs"] = "柱子",
  ["kit.lesson.ui.buildboard"] = "游戏区，一个圆盘一个圆盘地搭起来",
  ["kit.lesson.ui.cycleboard"] = "游戏区，4个圆盘，最小圆盘的循环",
  ["kit.lesson.ui.freeboard"] = "大小由你定的游戏区",
  ["kit.lesson.buildup"] = [[
一个圆盘：一步。两个圆盘：小的移到空柱子，大的移到目标柱子，小的放到它上面：
3步。三个圆盘：上面两个当作两层的塔移到空柱子（就像刚才那样，3步），最大的移
到目标柱子，再把两层的塔放到它上面（又是3步）：7步。每个大小都由前一个大小搭
成，就像一片一片地切香肠。这就是分而治之：把问题分成马上能做的部分（一个圆盘
）和跟整个问题一样、只是更小的部分（更小的塔）。]],
  ["kit.lesson.cycle"] = [[
看最小的圆盘：它每隔一步移动一次，总是朝同一个方向前进一根柱子（圆盘数是奇数
时按 A、C、B、A，偶数时按 A、B、C、A）。在它的两次移动之间，只有一个不动它的
合法步。把两根柱子之间的六种移动编号，就是路线表。n个圆盘的走法是：n-1个圆盘
的走法把 B 和 C 交换，然后第2种移动（从 A 到 C），然后 n-1个圆盘的走法把 A、B
、C 换成 B、C、A。]],
  ["kit.lesson.manypegs"] = [[
空柱子越多，塔需要的步数就少得多。把塔分开：用所有柱子把上面的部分移开，用少
一根的柱子移动剩下的部分，再把上面的部分移回来。表里是用这种方法的最少步数（
Frame-Stewart 数），1到10个圆盘，3到8根柱子。3根和4根柱子已经证明这是最少的；
5根或更多柱子，还没有人对每个圆盘数都证明过。]],
  ["kit.lesson.iterative"] = [[
僧侣的规则（第5节）不需要记忆：看一眼柱子就知道下一步。递归要记住一个还没结
束的调用的栈。那为什么还要学递归？因为它容易证明是对的：它能正确移动0个圆盘，
如果它能正确移动 n-1个圆盘，就能正确移动 n个圆盘（归纳法）。要证明僧侣的规则
总是把整座塔移到目标柱子，需要长得多的证明。]],
  ["kit.lesson.own"] = [[
你自己的游戏区：选择圆盘和柱子的数目。拿起的圆盘会飘在它的柱子上方，直到你选好
放在哪里。“提示”显示最短走法的下一步。]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "递归。\n要把 n 个圆盘从一根柱子移到另一根，用第三根柱子当空闲的柱子：先把最大\n" ..
    "圆盘上面的 n-1 个圆盘移开，放到空闲的柱子上；把最大的圆盘移到它的位置；\n然后把 n-1 " ..
    "个圆盘从空闲的柱子移回它上面。听起来像作弊，但确实可行：最大\n的圆盘从不挡住较小的圆盘，所以每一半都是少一个圆盘的同一个谜题，一直到\n" ..
    "n = 0，那里什么都不用做。n > 0 的调用走1步、做2个调用，所以步数是\n" ..
    "M(n) = 2 M(n-1) + 1，M(0) = 0：1, 3, 7, 15, ... = 2^n - 1。\n" ..
    "\n{code}\n\n数字 (0) 到 (4) 是行的名字。电脑保存一个栈帧的栈，每个还没返回的调用\n" ..
    "一个栈帧；每个栈帧有自己的 n, from, to, via 和它所在的行。第3节\n" ..
    "一步一步地显示这个栈。n 个圆盘时共有 2^(n+1) - 1 个调用，包括 n = 0 的。\n" ..
    "用手做：要移动一座塔，先把它最下面圆盘上面的塔移到空闲的柱子上。",
  ["kit.hint.endless.loop.page"] = "工具包停止 {fname} 时它还在运行{at}：一个永远不结束的循环？这个页面给每个圆盘数的时间，和全班评分时一样。",
  ["kit.hint.needs_k.page"] = "{fname} 接收{count}个值（{params}）：四根柱子。这个页面检查的是三根柱子的函数：solve(n, from, to, via, move)。",
  ["kit.hint.no_recursion.page"] = "{fname} 从不调用自己。递归是用 {fname} 自己的调用来移动上面 {n} - 1 个圆盘（第3节）；只用循环的话，必须按照僧侣的规则（第5节）。",
  ["kit.hint.not_shortest.first.page"] = "每一步都合规则，塔也到了，但用了{moves}步，而{optimal}步{optimal:other=}就够了：{fname} " ..
    "走了不需要的步（“一步一步看”会显示第一个）。",
  ["kit.hint.not_shortest.them.page"] = "每一步都合规则，塔也到了，但用了{moves}步，而{optimal}步{optimal:other=}就够了：{fname} " ..
    "走了不需要的步（“一步一步看”会显示它们）。",
  ["kit.hint.not_shortest.three.page"] = "它只用了四根柱子中的三根；四根都用的话，{optimal}步就够了：先把一些圆盘放在空闲的柱子上（第7节）。",
  ["kit.hint.order.page"] = "如果柱子换个顺序，{fname} 就是正确的{on}：它好像接收的是（{params}）。交换它的参数，再按一次“检查”。",
  ["kit.hint.peg_arithmetic.page"] = "这里的柱子是字母（{peg}），而 {expr} 这样的计算需要数字：用柱子 " ..
    "{list}，你的函数在{sizes}时正确。柱子请照收到的样子用（from, to, via），不要做计算。",
  ["kit.hint.wrong_parity.even.page"] = "{failed}个圆盘时塔停在 {B}，{passed}个时停在 {C}：n 是偶数时，最小的圆盘转错了方向。n 是偶数时它走 {A}、" ..
    "{B}、{C}、{A}……；n 是奇数时走 {A}、{C}、{B}、{A}……（第5节）。",
  ["kit.hint.wrong_parity.odd.page"] = "{failed}个圆盘时塔停在 {B}，{passed}个时停在 {C}：n 是奇数时，最小的圆盘转错了方向。n 是偶数时它走 {A}、" ..
    "{B}、{C}、{A}……；n 是奇数时走 {A}、{C}、{B}、{A}……（第5节）。",
  ["kit.keys.page"] = "“下一个步骤”执行一个步骤，“上一个步骤”退回一个步骤，“下一次移动”走到下一次移动。",
  ["kit.step.goes_back.page"] = "（“上一个步骤”可退回）",
  ["kit.stepper.frame_stewart.page"] = "每个步骤是一次调用、一次移动或一次返回。调用栈显示每个还没返回的调用，\n以及它在 solve4 或 solve（3根柱子的部分）代码的哪一行。",
  ["kit.stepper.recursive.page"] = "每个步骤是一次调用、一次移动或一次返回。调用栈显示每个还没返回的调用，\n以及它在递归代码的哪一行：\n" ..
    "(0) 刚被调用，(1) 在第一次调用中，(2) 接下来是移动，\n(3) 第二次调用，(4) 接下来是返回。",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "返回调用者",
  ["kit.code.solve.1"] = "把n-1个圆盘移开",
  ["kit.code.solve.2"] = "最大的圆盘放到位",
  ["kit.code.solve.3"] = "n-1个圆盘放回上面",
  ["kit.code.solve4.1"] = "把k个圆盘暂放在a上，4根柱子",
  ["kit.code.solve4.2"] = "其余的移到`to`，3根柱子",
  ["kit.code.solve4.3"] = "k个圆盘放回上面，4根柱子",
  ["kit.code.solve4.count"] = "要暂放几个圆盘",
  ["kit.code.start"] = "调用从这里开始",
  ["kit.grade.slip"] = "错误种类",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- 在这里写代码：把n个圆盘从 'from' 移到 'to'\nend\n",
  ["kit.lesson.ui.graphtitle"] = "3根柱子上3个圆盘的所有局面",
  ["kit.pager.more"] = "-- 还有：按 Enter 看下一页，q 加 Enter 停止 --",
  ["kit.step.header.page"] = "{n}个圆盘{n:other=}从{from}到{to}{four}。",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}，格雷码 {gray}",
  ["kit.note.direction.left"] = "-{disk}：圆盘{disk}向左移一根柱子（A>C>B>A）",
  ["kit.note.direction.right"] = "+{disk}：圆盘{disk}向右移一根柱子（A>B>C>A）",
  ["kit.note.four_step"] = "四步中的第{k}步：{what}",
  ["kit.note.four_step.1"] = "最小的圆盘",
  ["kit.note.four_step.2"] = "第二小的圆盘",
  ["kit.note.four_step.3"] = "最小的放到第二小的上面",
  ["kit.note.four_step.4"] = "另一个移动",
  ["kit.note.iterative.left"] = "最小的圆盘，向左一根柱子",
  ["kit.note.iterative.other"] = "另一个唯一合规则的移动",
  ["kit.note.iterative.right"] = "最小的圆盘，向右一根柱子",
  ["kit.note.route"] = "路线码 {code}（{name}）",
  ["kit.note.three_step"] = "三步中的第{k}步：在 {a} 和 {b} 之间",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "{fname} 的第一次调用需要换一种柱子的顺序。",
  ["kit.repair.call_pegs.second"] = "{fname} 的第二次调用需要换一种柱子的顺序。",
  ["kit.repair.move_args"] = "这一步移动需要别的柱子。",
  ["kit.repair.move_first"] = "移动在两次调用之前，但它应该在两次调用之间。",
  ["kit.repair.move_last"] = "移动在两次调用之后，但它应该在两次调用之间。",
  ["kit.repair.swap"] = "{fname} 的两个步骤顺序不对。",
  ["kit.repair.wrong_n"] = "{fname} 的一次调用传的盘子数不对。",
  ["kit.repair.base_no_return"] = "基本情况需要一个 `return`。",
  ["kit.repair.no_base"] = "{fname} 需要一个让它停下来的基本情况。",
  ["kit.repair.misplaced_end"] = "{fname} 的一个步骤放在了 `end` 的另一边。",
  ["kit.repair.base"] = "基本情况需要修改。",
  ["kit.repair.rename"] = "你的文件里没有任何东西叫 {name}，它也没有值：你大概是想写 {near}。",
  ["kit.repair.no_move"] = "{fname} 显示了移动，却从来没有真正移动。",
  ["kit.repair.peg_arithmetic"] = "求空闲柱子的算式需要另一个数。",
  ["kit.repair.missing_arg"] = "{fname} 的一次调用少传了一个值。",
  ["kit.repair.nil_default"] = "{name} 第一次用到时没有值。",
  ["kit.repair.local_order"] = "{name} 在第 {line} 行声明为 local，在它第一次使用的下面：用到它的地方它还是一个没有值的全局变量。",
  ["kit.repair.split"] = "{fname} 先放到一边的盘子数需要换一个：用现在的数，步数不是最少的。",
  ["kit.repair.four_pegs"] = "{fname} 里的一个调用需要把柱子换个顺序。",
  ["kit.repair.loop_stop"] = "让 {fname} 的循环停下来的条件早了一步或晚了一步。",
  ["kit.fix.move_up"] = "把第 {first} 到 {last} 行（`{code}` 及其后面的部分）移到第 {line} 行上面",
  ["kit.hint.move_not_passed.place"] = "在 {call} 中，{move} 没有值：{parent} 做的调用在第 {place} 个值、也就是 {move} " ..
    "的位置上没有传函数。",
  ["kit.hint.undefined.declared"] = "{fname} 调用了 {name}，但它在那里没有值（Lua 说是 nil），虽然你的文件在第 {line} 行声明了" ..
    " {name}。{near}",
  ["kit.hint.undefined.unseen"] = "{fname} 调用了 {name}，但 {name} 在那里没有值（Lua 说是 nil）。{near}",
  ["kit.hint.order.named"] = "它的参数名说的是（{said}），所以工具按这个顺序检查它。",
  ["kit.repair.missing_move"] = "{fname} 做了两次调用，但在两次调用之间自己没有移动圆盘。",
  ["kit.edit.cannot_write"] = "teach.edit：无法为编辑器写入文件",
  ["kit.edit.unchanged"] = "teach.edit：没有任何改动",
  ["kit.edit.again"] = "（再次运行 teach.edit 会打开你写的内容）",
  ["kit.edit.defined"] = "已重新定义（{lines} 行）",
  ["kit.report.named_order"] = "{fname} 按它的参数名所说的顺序接收柱子，进行了检查：（{said}）。",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "文件的 opts 注释：{why}",
  ["kit.graded.not_option"] = "{name} 不是文件可以设置的选项（order、names、k）",
  ["kit.graded.list_not_option"] = "列表不是文件可以设置的选项（order、names、k）",
  ["kit.graded.escape"] = "无法读取的转义字符",
  ["kit.graded.unended"] = "没有结束的字符串",
  ["kit.graded.too_nested"] = "嵌套太深的表",
  ["kit.graded.bad_table"] = "无法读取的表",
  ["kit.graded.bad_value"] = "无法读取的值",
  ["kit.graded.not_table"] = "不是表",
  ["kit.graded.after_table"] = "表后面还有多余的内容",
  ["kit.graded.too_long"] = "超过 {most} 个字符{most:other=}",
  ["kit.graded.cut"] = "{kept} [……还有 {bytes} 字节]",
  ["kit.graded.times"] = "{at}（{count} 次{count:other=}）{message}",
  ["kit.graded.positions"] = "{at}（另外还有 {count} 处{count:other=}）{message}",
  ["kit.graded.no_debug"] = "{message}：被批改的文件没有 debug 库（没有 debug.sethook，" ..
    "也没有 debug.getinfo）",
  ["kit.graded.error_value"] = "错误值 {value}",
  ["kit.graded.unloaded"] = "文件没有加载完：{why}",
  ["kit.graded.deep"] = "一个 {depth} 层{calls:other=}深的递归在 Lua 执行了 {steps} 步{steps:other=}" ..
    "之后还在继续（--max-seconds {seconds}）",
  ["kit.graded.memory"] = "用了超过 {mib} MiB 的内存（--max-memory {option}）",
  ["kit.graded.sethook"] = "调用了 debug.sethook",
  ["kit.graded.steps"] = "Lua 执行了 {steps} 步{steps:other=}还没结束（--max-seconds {seconds}）",
  ["kit.graded.time"] = "用了 {cpu} 秒 CPU 时间还在执行（--max-seconds {seconds}）",
  ["kit.graded.yield"] = "在自己的任何协程之外调用了 coroutine.yield（文件的顶层不可以 yield）",
  ["kit.graded.overflow"] = "递归没有尽头，或者比 Lua 的调用栈能容纳的还深（大约 {most} 层调用" ..
    "{most:other=}）：{message}",
  ["kit.graded.c_function"] = "它的函数是 Lua 自带的函数（用 C 写的），不是文件自己定义的",
  ["kit.graded.no_function"] = "文件没有定义函数 solve",
  ["kit.graded.stopped"] = "批改在这个文件上停止了：{message}",
  ["kit.graded.too_large"] = "文件大于 {mib} MiB",
  ["kit.graded.interrupted_here"] = "停止：批改这个文件时，批改被中断了（{signal}）",
  ["kit.graded.wall"] = "过了 {seconds} 秒{seconds:other=}实际时间还在执行：已停止",
  ["kit.graded.cpu"] = "用了超过 {seconds} 秒{seconds:other=} CPU 时间：已停止",
  ["kit.graded.outside"] = "它的进程被 {signal} 结束了，这是从批改之外发来的信号",
  ["kit.graded.crashed"] = "它让解释器崩溃了（{signal}）",
  ["kit.graded.ran_on"] = "它在钩子无法停止它的地方超过了时间限制（例如模式匹配这样很长的 C " ..
    "调用）：已停止",
  ["kit.graded.out_of_memory"] = "用了超过批改允许的 {mib} MiB 内存",
  ["kit.graded.failed"] = "批改这个文件时出错：{message}",
  ["kit.graded.unreadable"] = "结果行传回来时无法读取（进程以 {how} {code} 结束）",
  ["kit.graded.interrupted"] = "被 {signal} 中断：{total} 个文件{total:other=}中批改了 {done} 个",
  ["kit.reason.over"] = "这个 move 属于一次已经结束的 teach 运行",
  ["kit.moves.fewest"] = "{moves}步{moves:other=}，是 {n} 个圆盘{n:other=}在 {k} 根柱子上最少的步数",
  ["kit.trace.depth"] = "[深度 {depth}]",
  ["kit.repl.stepper"] = "（停在第 {step} 步的单步查看；要留住它：s = {call}，然后 s()）",
  ["kit.repl.stepper_end"] = "（停在第 {step} 步、已到结尾的单步查看；要留住它：s = {call}，然后 s()）",
}
