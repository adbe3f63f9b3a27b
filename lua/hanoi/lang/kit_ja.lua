--- The texts of the teaching kit in Japanese (日本語): key -> text.
-- 円盤 (disk), 杭 (peg), 手 (move), 呼び出し (call), 再帰 (recursion),
-- 基底ケース (base case), フレームのスタック (stack of frames);
-- docs/glossary.md. Lua's names (teach.check, max_moves) stay as they are.
-- @module hanoi.lang.kit_ja
return {
  ["kit.list.comma"] = "、",
  -- (translation review) a proven repair's clauses want 「…に変え、…に変えると」,
  -- not this list: a clause key is needed in the kit's code; and the kit mixes
  -- です・ます (game, hints) with the plain form (reasons, lesson UI): a native
  -- speaker should choose one register for the kit
  ["kit.list.and"] = "{list}、{last}",
  ["kit.list.range"] = "{lo}〜{hi}",
  ["kit.sizes"] = "{sizes}枚{last:other=}",
  ["kit.sizes.none"] = "なし",
  ["kit.disks"] = "円盤{list}{count:other=}",
  ["kit.counts"] = "{moves}手{moves:other=}、呼び出し{calls}回{calls:other=}、" ..
    "同時に実行中の呼び出しは最大{open}個{open:other=}",
  ["kit.move"] = "{m}手目: 円盤{disk}を{from}から{to}へ",
  ["kit.move.nodisk"] = "{m}手目: {from}から{to}へ",
  ["kit.reason.illegal"] = "{move}はルール違反: {why}",
  ["kit.reason.moves"] = "{at}手目で停止: max_moves = {max}手を超えました(最小は{optimal}手)",
  ["kit.reason.depth"] = "停止: 入れ子の呼び出しが同時に{open}個実行中になりました" ..
    "(max_depth = {max} を超えました)。n = {ns}",
  ["kit.reason.calls"] = "停止: 呼び出しが max_calls = {max}回を超えました",
  ["kit.reason.seconds"] = "停止: max_seconds = {seconds}秒たってもまだ動いていました",
  ["kit.reason.time"] = "停止: CPU 時間で{cpu}秒たってもまだ動いていました (max_seconds = {seconds})",
  ["kit.reason.steps"] = "停止: Luaの{steps}ステップの後もまだ動いていました(max_seconds = {seconds})",
  ["kit.reason.memory"] = "停止: max_memory = {max} MiBを超えるメモリを使いました",
  ["kit.reason.yield"] = "関数がcoroutine.yieldを呼びました: 解答はyieldしてはいけません",
  ["kit.reason.sethook"] = "停止: 関数がdebug.sethookを呼びました(キットはそれで関数を見守っています)",
  ["kit.reason.interrupted"] = "Ctrl-Cで停止",
  ["kit.reason.value"] = "{type}型のエラー値",
  ["kit.reason.line"] = "{message}({line}行目)",
  ["kit.reason.raised"] = "{fname}がエラーを出しました: {message}",
  ["kit.reason.ended"] = "{what}が{target}ではなく{peg}に行きました",
  ["kit.reason.the_disk"] = "円盤",
  ["kit.reason.both"] = "円盤2枚",
  ["kit.reason.all"] = "{n}枚全部{n:other=}",
  ["kit.reason.returned"] = "{fname}は{moves}手{moves:other=}で戻りましたが、{disks}が{target}にありません",
  ["kit.reason.long"] = "ルールどおりですが{moves}手{moves:other=}、最小は{optimal}手です",
  ["kit.verdict.right"] = "正解: {moves}手{moves:other=}、最小",
  ["kit.verdict.wrong"] = "不正解: {reason}",
  ["kit.report.right"] = "{fname}: {sizes}で正解、どれも最小の手数。",
  ["kit.report.with"] = "{n}枚{n:other=}のとき: {counts}。",
  ["kit.report.wrong"] = "{call}: {n}枚{n:other=}で不正解{also}。",
  ["kit.report.also"] = "({sizes}では正解)",
  ["kit.report.sentence"] = "{text}。",
  ["kit.report.raised"] = "(円盤{disk}を持ち上げた)",
  ["kit.report.before_move"] = "{m}手目の前{raised}:",
  ["kit.report.first_wrong"] = "最初のまちがった手は{move}: {reason}。",
  ["kit.report.before_it"] = "その前{raised}:",
  ["kit.report.peg_is"] = "{letter}は{name}",
  ["kit.report.pegs"] = "(杭: {list})",
  ["kit.report.hint"] = "ヒント: {hint}",
  ["kit.step.made"] = "{total}手のうち{made}手",
  ["kit.step.goes_back"] = "(s:back()で戻る)",
  ["kit.step.at_start"] = "最初です: 戻せるステップはありません",
  ["kit.step.back"] = "ステップ{step}に戻りました(取り消し: {undone})",
  ["kit.step.back_long"] = "ステップ{step}に戻りました。取り消し:\n    {undone}",
  ["kit.step.before"] = "(この前に{steps}ステップ{steps:other=})",
  ["kit.step.call"] = "呼び出し {call}",
  ["kit.step.return_to"] = "{me}から{parent}の{mark}へ戻る",
  ["kit.step.return_done"] = "{me}から戻る: 終わり",
  ["kit.step.stack_empty"] = "スタック: 空",
  ["kit.step.stack"] = "フレームのスタック(外側が先、それぞれコードのどの行にいるか):",
  ["kit.step.running"] = "   <- 実行中",
  ["kit.step.done"] = "終わりです: もうすることはありません",
  ["kit.trace.return_to"] = "{parent}の{mark}へ戻る",
  ["kit.trace.return_done"] = "戻る: 終わり",
  ["kit.trace.hidden"] = "(n = 0 の呼び出し{count}回は表示していない)",
  ["kit.quiz.intro"] = "{n}枚{n:other=}の円盤を{from}から{to}へ動かしましょう。毎回、次に動く円盤と" ..
    "\n行き先は? 円盤と杭で答えます: {example}なら円盤1を{from}へ。\nまちがえたらもう一度答えます。" ..
    "'?'で答えが出て、'q'で終わります。",
  ["kit.quiz.ask"] = "{m}手目: 次に動く円盤と行き先は? ",
  ["kit.quiz.answer"] = "答え: 円盤{disk}を{from}から{to}へ",
  ["kit.quiz.how"] = "円盤1..{n}と杭A、B、Cで答えてください。例: {example}",
  ["kit.quiz.right"] = "正解: 円盤{disk}を{from}から{to}へ",
  ["kit.quiz.right2"] = "2回目で正解: 円盤{disk}を{from}から{to}へ",
  ["kit.quiz.again"] = "ちがいます({why})。もう一度: ",
  ["kit.quiz.wrong"] = "ちがいます({why}): 正しい手は円盤{disk}を{from}から{to}へ",
  ["kit.quiz.under"] = "円盤{disk}は円盤{top}の下にあります",
  ["kit.quiz.already"] = "円盤{disk}はもう{peg}にあります",
  ["kit.quiz.longer"] = "ルールどおりですが、{peg}への最短の道ではありません",
  ["kit.quiz.done"] = "{moves}手{moves:other=}で塔が{peg}に立ちました",
  ["kit.quiz.score"] = "{asked}問中{right}問が1回目で正解{more}",
  ["kit.quiz.more"] = "、2回目で{second}問",
  ["kit.banner"] = [[
{version}とhanoi.teach。試してみましょう:
  teach.trace(3)               再帰の呼び出しの木
  s = teach.stepper(3)         それからs()をくり返す: 1ステップずつ
                               (s:back()で戻る、s:next_move()、s:finish())
  teach.explain()              解き方; teach.explain("recursive")
  teach.trace(4, {k = 4})      杭4本: フレーム・スチュワートの再帰
  teach.table()                2^n - 1手、僧侶たちの5845億年
  teach.quiz(3)                次に動く円盤と行き先は?
  teach.moves(3, {method = "iterative"})       手を言葉で
  print(hanoi.new(3))          配置
自分の関数を書いて、採点し、たどり、1ステップずつ見ましょう:
  function solve(n, from, to, via, move)
    ...                        move(from, to)はfromの一番上の円盤を動かす
  end
  teach.check(solve)   teach.trace(solve, 3)   s = teach.stepper(solve, 3)
teach.help()ですべてを表示します。]],
  ["kit.grade.file"] = "ファイル",
  ["kit.grade.verdict"] = "判定",
  ["kit.grade.moves"] = "手数",
  ["kit.grade.calls"] = "呼出",
  ["kit.grade.order"] = "順序",
  ["kit.grade.right"] = "正解",
  ["kit.grade.wrong"] = "不正解",
  ["kit.grade.error"] = "エラー",
  ["kit.grade.size"] = "{n}枚{n:other=}",
  ["kit.grade.unchecked"] = "確認していません: より少ない枚数の実行が制限で止められました",
  -- the lesson's page (hanoi lesson): its title, headings, buttons, labels, messages
  ["kit.lesson.title"] = "ハノイの塔: 再帰の授業",
  ["kit.lesson.head.puzzle"] = "1. パズルと伝説",
  ["kit.lesson.head.counting"] = "2. 手数を数える",
  ["kit.lesson.head.recursion"] = "3. 再帰を1ステップずつ",
  ["kit.lesson.head.yours"] = "4. 自分で書いてみましょう",
  ["kit.lesson.head.methods"] = "5. 同じ手順を出す別の方法",
  ["kit.lesson.head.graph"] = "6. すべての配置: 状態グラフ",
  ["kit.lesson.head.four"] = "7. 杭4本",
  ["kit.lesson.head.quiz"] = "8. クイズ: 次に動く円盤は?",
  ["kit.lesson.head.history"] = "9. パズルの由来",
  ["kit.lesson.right"] = "正解。",
  ["kit.lesson.wrong"] = "ちがいます。",
  ["kit.lesson.ui.again"] = "最初から",
  ["kit.lesson.ui.answer"] = "{verdict}円盤{disk}を{from}から{to}へ。",
  ["kit.lesson.ui.ask"] = "次に動く円盤と行き先は?",
  ["kit.lesson.ui.back"] = "戻る",
  ["kit.lesson.ui.board3"] = "盤、円盤3枚",
  ["kit.lesson.ui.board4"] = "盤、杭4本に円盤4枚",
  ["kit.lesson.ui.calltree"] = "呼び出しの木",
  ["kit.lesson.ui.check"] = "チェック",
  ["kit.lesson.ui.checking"] = "チェック中...",
  ["kit.lesson.ui.deadline"] = "停止: {s}秒たってもまだ動いています (キットの制限をはるかに超えています)。\n"
    .. "ページには理由がわかりません。もう一度「チェック」を押してみてください。",
  ["kit.lesson.ui.disk"] = "円盤{list}",
  ["kit.lesson.ui.disks"] = "円盤{list}",
  ["kit.lesson.ui.done"] = "完成。",
  ["kit.lesson.ui.empty"] = "杭{peg}は空。",
  ["kit.lesson.ui.graphdone"] = "{label}: {where}。",
  ["kit.lesson.ui.graphnext"] = "{label}: {where}。{goal}への最短の道で次は:" ..
    " 円盤{disk}を{from}から{to}へ。",
  ["kit.lesson.ui.hint"] = "ヒント",
  ["kit.lesson.ui.hintis"] = "ヒント: 円盤{disk}を{from}から{to}へ{exact}。",
  ["kit.lesson.ui.moved"] = "{n}手目: {from}から{to}へ",
  ["kit.lesson.ui.next"] = "次のステップ",
  ["kit.lesson.ui.nextmove"] = "次の手",
  ["kit.lesson.ui.nextq"] = "次の問題",
  ["kit.lesson.ui.none"] = "空",
  ["kit.lesson.ui.notproven"] = "(最短とは証明されていません)",
  ["kit.lesson.ui.peg"] = "杭{peg}",
  ["kit.lesson.ui.pegon"] = "杭{peg}: {disks}",
  ["kit.lesson.ui.quizboard"] = "クイズの盤、円盤3枚",
  ["kit.lesson.ui.report"] = "キットの報告",
  ["kit.lesson.ui.running"] = "実行中...",
  ["kit.lesson.ui.save"] = ".luaで保存",
  ["kit.lesson.ui.score"] = "{asked}問中{right}問正解。",
  ["kit.lesson.ui.sections"] = "目次",
  ["kit.lesson.ui.solved"] = "。{n}手で完成。",
  ["kit.lesson.ui.step"] = "1ステップずつ見る",
  ["kit.lesson.ui.template"] = "ひな形から始める",
  ["kit.lesson.ui.thecode"] = "コード",
  ["kit.lesson.ui.where"] = "杭{peg}: どこへ?",
  ["kit.lesson.ui.yourcode"] = "あなたのコード",
  ["kit.lesson.ui.yourlines"] = "あなたのコード、実行中の行に印",
  ["kit.lesson.ui.pegs3"] = "杭3本",
  ["kit.lesson.ui.pegs4"] = "杭4本",
  ["kit.lesson.ui.language"] = "言語",
  -- the lesson page's prose, one paragraph a section (wrapped for a terminal)
  ["kit.lesson.puzzle"] = [[
3本の杭A、B、Cがあり、Aには円盤の塔が、いちばん大きい円盤を下にして積ま
れています。塔全体をCへ移してください。一度に動かせる円盤は1枚だけ、動か
せるのはいちばん上の円盤だけで、円盤を自分より小さい円盤の上に置くことは
できません。
伝説：ある寺院で、僧侶たちが64枚の金の円盤の塔をこのルールで、1秒に1枚ずつ
移しています。移し終えたとき、世界は終わるといいます。
3枚の円盤で遊んでみましょう：杭を選んでいちばん上の円盤を持ち上げ、次に
置く杭を選びます（杭をクリックするか、1、2、3またはA、B、Cを押します）。]],
  ["kit.lesson.counting"] = [[
n枚の円盤の塔には何手かかるでしょう？いちばん大きい円盤を動かすには、そ
の上のn-1枚が空いている杭に立っていなければなりません：それにM(n-1)手か
かります。次にいちばん大きい円盤に1手、そしてn-1枚をその上に戻すのにまた
M(n-1)手。だからM(n) = 2 M(n-1) + 1、M(0) = 0で、帰納法により
M(n) = 2^n - 1です：M(n-1) = 2^(n-1) - 1ならば、
M(n) = 2 (2^(n-1) - 1) + 1 = 2^n - 1。これより短い方法はありません：いち
ばん大きい円盤は少なくとも1回は動かなければならず、その前にほかの円盤は
すべて1本の杭の上によけていなければならないからです。]],
  ["kit.lesson.recursion"] = [[
下の再帰が解のすべてです。ステップごとにたどってみましょう：各ステップは
呼び出し、移動、戻るのどれかです。フレームのスタックは、まだ戻っていない
すべての呼び出しと、それぞれがいまコードのどの行にいるかを示します。]],
  ["kit.lesson.yours"] = [[
関数solve(n, from, to, via, move)を書きましょう。n枚の円盤を杭fromから杭
toへ、viaを空いている杭として移し、1手ごとにmove(from, to)を呼び出す関数
です。「チェック」はそれを1枚から6枚の円盤で実行して、見つけたことを伝え
ます。同じファイルに対するクラスの採点と同じです。あなたのコードはこのブ
ラウザの中にとどまり、「.luaで保存」で.luaファイルとして書き出せます。]],
  ["kit.lesson.methods"] = [[
同じ手順は、人が再帰を使わずにたどれるルールからも出てきます。]],
  ["kit.lesson.parity"] = [[
偶奇のルール：円盤に1（いちばん小さい）からnまで番号をつけます。最短の解
では、奇数の円盤が奇数の円盤の上に置かれることはなく、偶数の円盤が偶数の
円盤の上に置かれることもありません。つまり各円盤は、偶奇の違う円盤の上
（または空の杭）にだけ置かれます。杭に1、2、3と番号をつけると、杭aから杭
bへの移動で空いている杭はいつも6 - a - bです（同じ番号1、2、3でa xor bと
も書けます：1 xor 2 = 3、1 xor 3 = 2、2 xor 3 = 1）。]],
  ["kit.lesson.graph"] = [[
3本の杭の上のn枚の円盤の配置は、それぞれ1つの点です：全部で3^n個。1手で
一方から他方へ行ける2つの点を線で結びます。その絵はシェルピンスキーの三
角形になります。その角は3つの塔で、最短の解は1つの辺に沿って進み、
2^n - 1手です。]],
  ["kit.lesson.four"] = [[
4本目の杭があると、塔はずっと速く移せます。フレームとスチュワートの方法：k枚の円
盤を空いている杭の1本によけておき（4本の杭をすべて使って）、残りのn-k枚
を残る3本の杭で移し、最後にk枚を戻します。表は最小の手数を示します。4本
の杭で4枚の円盤を使って遊んでみましょう。「ヒント」は、円盤がいまある配
置からの最短の道の次の1手を示します。]],
  ["kit.lesson.quiz"] = [[
円盤は最短の解の途中の配置に並んでいます。次に動くのはどの円盤で、どの杭
へ行くでしょう？その円盤のある杭をクリックし、次に行き先の杭をクリックし
てください。]],
  ["kit.lesson.history"] = [[
このパズルは1883年にパリでゲーム「La Tour d'Hanoi」として売り出されまし
た。作者は「Professor N. Claus (de Siam)」。これはLucas d'Amiensのアナグ
ラムで、フランスの数学者エドゥアール・リュカ（Edouard Lucas）のことで
す。寺院と64枚の金の円盤の伝説を書いたのも彼です。フレームとスチュワートは1941年
に4本の杭のための方法を示しましたが、それが4本の杭で最短だと証明されたの
は2014年になってからでした（Thierry Bousch）。]],
  -- a learner's function: its moves judged, its stepper; the kit's stepper and explain
  ["kit.learner.not_peg"] = "{value}は杭ではありません",
  ["kit.learner.same_peg"] = "fromとtoが同じ杭{peg}",
  ["kit.learner.empty"] = "杭{peg}は空",
  ["kit.learner.on_smaller"] = "円盤{disk}は円盤{top}の上に置けません",
  ["kit.learner.already"] = "ルールどおりですが、塔はもう{peg}に立っていました",
  ["kit.learner.farther"] = "ルールどおりだが、この後塔まで{want}手のは" ..
    "ずが{moves}手{moves:other=}",
  ["kit.lstep.call"] = "呼び出し {call}{tail}",
  ["kit.lstep.tail"] = "(末尾呼び出し)",
  ["kit.lstep.illegal"] = "{move}   <- ルール違反\n    ({why})",
  ["kit.lstep.wrong"] = "{move}   <- 最初のまちがった手\n    ({why})",
  ["kit.lstep.replaced"] = "{call}は末尾呼び出しに置きかわる",
  ["kit.lstep.error"] = "{call}はエラーで抜ける",
  ["kit.lstep.return_line"] = "{me}から{parent}の{line}行目へ戻る",
  ["kit.lstep.return_to"] = "{me}から{parent}へ戻る",
  ["kit.lstep.stack"] = "フレームのスタック(外側が先、それぞれの行):",
  ["kit.lstep.more"] = "  ... さらに{count}個のフレーム、それぞれ前のものの中 ...",
  ["kit.lstep.just"] = "呼ばれたところ",
  ["kit.lstep.line"] = "{line}行目",
  ["kit.lstep.done"] = "終わり: {verdict}",
  ["kit.grade.nested"] = "キットは、自分が動かしている関数の中から関数を採点できません",
  ["kit.ltrace.tail"] = "   (末尾呼び出し)",
  ["kit.ltrace.tail_first"] = "   (末尾呼び出し: 呼び出した側の代わりになる)",
  ["kit.ltrace.error"] = "エラーで抜ける (pcall が受け止めた)",
  ["kit.ltrace.return_line"] = "{parent}の{line}行目へ戻る",
  ["kit.ltrace.return_to"] = "{parent}へ戻る",
  ["kit.ltrace.stops"] = "(ルール違反の手で止まる)",
  ["kit.ltrace.hint"] = "ヒント: {hint}",
  ["kit.step.header"] = "{method}: 円盤{n}枚{n:other=}を{from}から{to}へ{four}。",
  ["kit.step.on4"] = "(杭4本)",
  ["kit.step.header_learner"] = "{fname}、円盤{n}枚{n:other=}を{from}から{to}へ。",
  ["kit.explain.list"] = "解き方(teach.explain(NAME)でそれぞれの説明):",
  ["kit.explain.example3"] = "例: 円盤3枚をAからCへ:",
  ["kit.explain.example4"] = "例: 杭4本で円盤4枚をAからDへ:",
  -- teach.table
  ["kit.table.col3"] = "杭3本: M(n)",
  ["kit.table.col4"] = "杭4本",
  ["kit.table.colpos"] = "配置: 3^n",
  ["kit.table.note"] = "M(n)は杭3本での最小手数。規則 M(n) = 2 M(n-1) + 1(n-1枚をどけ、\n" ..
    "一番大きい円盤、n-1枚を戻す)と M(0) = 0 から 2^n - 1。\n" ..
    "杭4本: 2本目の予備の杭を使った最小手数(フレーム・スチュワート)。\n" ..
    "配置とは杭3本に円盤をルールどおりに置くすべての置き方: 円盤それぞれが\n" ..
    "3本のどれかにあるので 3^n; M/3^n は最短の解が通る配置のおよその割合。",
  ["kit.table.monks"] = "伝説の僧侶たちは64枚の円盤を1秒に1手で動かします:",
  ["kit.table.seconds"] = "2^64 - 1 = {seconds}秒",
  ["kit.table.years"] = "= 365.25日の年で{years}年 + {days}日{hours}時間{minutes}分{s}秒",
  -- (translation review) 584.5×10億 is not how Japanese writes it: the code
  -- should pass the figure in 億 (約5845億年)
  ["kit.table.about"] = "= 約{billions}×10億年",
  ["kit.table.four"] = "杭が4本なら: {moves}手、{hours}時間{minutes}分{s}秒。",
  -- the paragraph under a stepper's first line, the keys, the methods' summaries
  ["kit.stepper.recursive"] = "1ステップは呼び出し、手、戻りのどれかです。フレームのスタックは、まだ\n" ..
    "戻っていない呼び出しを、teach.explain(\"recursive\")のコードの行とともに示します:\n" ..
    "(0) 呼ばれたところ、(1) 1回目の呼び出しの中、(2) 次は手、\n" ..
    "(3) 2回目の呼び出し、(4) 次は戻り。",
  ["kit.stepper.frame_stewart"] = "1ステップは呼び出し、手、戻りのどれかです。フレームのスタックは、まだ\n" ..
    "戻っていない呼び出しを、teach.explain(\"frame_stewart\")(solve4)か\n" ..
    "teach.explain(\"recursive\")(solve、杭3本の部分)のコードの行とともに示します。",
  ["kit.stepper.direction"] = "1ステップに1手。+dは円盤dを円 A > B > C > A で右へ杭1本、\n" ..
    "-dは左へ杭1本。",
  ["kit.stepper.iterative"] = "1ステップに1手、僧侶の規則で: 一番小さい円盤が1手おきに、\n" ..
    "いつも円 A > B > C > A の同じ向きに動きます。",
  ["kit.stepper.four_step"] = "1ステップに1手、4手ずつのくり返し。",
  ["kit.stepper.three_step"] = "1ステップに1手: 2本の杭の間でただ1つのルールどおりの手。",
  ["kit.stepper.route_table"] = "1ステップに1手。経路コードが6種類の手に番号をつけます:\n" ..
    "0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B。",
  ["kit.stepper.binary"] = "1ステップに1手。mは2進数の手の番号: 一番下の1が円盤を示します。\n" ..
    "グレイコードのビットd-1は、円盤dが奇数回動いたとき1です。",
  ["kit.stepper.learner"] = "このステッパーを作ったときにあなたの関数が実行され、そのステップが記録\n" ..
    "されました: 1ステップは呼び出し、手、戻りのどれかです。\n" ..
    "フレームのスタックは、まだ戻っていない呼び出しを、あなたのコードのどの行に\n" ..
    "いるかとともに示します。",
  ["kit.summary.recursive"] = "n-1枚をどけ、一番大きいのを移し、n-1枚を戻す",
  ["kit.summary.direction"] = "円盤dをsだけ: 上の塔を-s、dをs、塔を-s",
  ["kit.summary.iterative"] = "僧侶の規則: 一番小さい円盤はいつも同じ向き",
  ["kit.summary.four_step"] = "最小、2番目、最小をその上、残りの手",
  ["kit.summary.three_step"] = "A-B、A-C、B-Cの順に、その間のただ1つの手",
  ["kit.summary.route_table"] = "倍にしていく経路、経路コードの2つの表で",
  ["kit.summary.binary"] = "m手目の円盤は、mを2進数で書いた一番下の1",
  ["kit.summary.frame_stewart"] = "杭4本: k枚を置いておき、残りを杭3本で、k枚を戻す",
  ["kit.keys"] = "s()で次のステップ、s:back()で1つ戻る、s:next_move()で次の手まで、\n" ..
    "s:finish()で最後まで。",
  -- where a frame of the kit's recursion is (a mark of its code's lines), a step's line
  ["kit.at.solve.0"] = "(0) 呼ばれたところ",
  ["kit.at.solve.1"] = "(1) 1回目の呼び出しの中",
  ["kit.at.solve.2"] = "(2) 次: 手",
  ["kit.at.solve.3"] = "(3) 次: 2回目の呼び出し",
  ["kit.at.solve.4"] = "(3) 2回目の呼び出しの中",
  ["kit.at.solve.5"] = "(4) 次: 戻る",
  ["kit.at.solve4.0"] = "(0) 呼ばれたところ",
  ["kit.at.solve4.1"] = "(1) 1回目の呼び出しの中",
  ["kit.at.solve4.2"] = "(2) 次: 杭3本の呼び出し",
  ["kit.at.solve4.3"] = "(2) 杭3本の呼び出しの中",
  ["kit.at.solve4.4"] = "(3) 次: 最後の呼び出し",
  ["kit.at.solve4.5"] = "(3) 最後の呼び出しの中",
  ["kit.at.solve4.6"] = "(4) 次: 戻る",
  ["kit.step.line"] = "ステップ{step}: {line}",
  -- the hints of the slips (hanoi.teach.diagnose) and the proven repairs (hanoi.teach.repair)
  ["kit.hint.base"] = "基底ケース(自分を呼び出すのをやめる、いちばん小さい n)",
  ["kit.hint.near"] = " {near}のことですか?",
  ["kit.hint.line_runs"] = "{line}行目の実行時に",
  ["kit.hint.in_order"] = "まず {first}(上の {n} - 1 枚をどける)、次に {move}({from}, {to})" ..
    "(いちばん大きい円盤)、最後に {second}({n} - 1 枚を上に戻す)",
  ["kit.hint.order"] = "{fname} は杭の順番がちがえば正解です{on}: ({params}) を受け取るようです。" ..
    "引数を入れかえるか、その順番でチェックしてください: teach.check({fname}{opts})。",
  ["kit.hint.order.on"] = "(ここでは塔が {peg} に行きました)",
  ["kit.hint.no_move"] = "{fname} は {move} を一度も呼ばなかったので、円盤は動きませんでした" ..
    "{printed}。円盤が動くのは、コードが {move}({from}, {to}) を呼んだときだけです{only}。",
  ["kit.hint.no_move.printed"] = "(print で{times}回{times:other=}表示しました)",
  ["kit.hint.no_move.only"] = "。print は文字を表示するだけです",
  ["kit.hint.move_first"] = "{call} では移動が2つの呼び出しより前にあります。正しい順番: {order}。",
  ["kit.hint.move_last"] = "{call} では移動が2つの呼び出しより後にあります。正しい順番: {order}。",
  ["kit.hint.missing_call.loop"] = "{call} は自分で{own}手{own:other=}動かし、{fname} を1回だけ" ..
    "呼びます: 上の {n} - 1 枚は呼び出しで動かすはずなのに、自分で動かしています。" ..
    "呼び出しは2つ必要です: {order}。",
  ["kit.hint.missing_call.second"] = "{call} は {fname} を自分の移動の前に1回だけ呼びます: " ..
    "移動の後で {n} - 1 枚をいちばん大きい円盤の上に戻す必要があります: {second}。",
  ["kit.hint.missing_call.first"] = "{call} は {fname} を自分の移動の後に1回だけ呼びます: " ..
    "移動の前に上の {n} - 1 枚をどける必要があります: {first}。",
  ["kit.hint.missing_call.before"] = "{call} は {fname} を1回だけ呼びます({only}、移動の前)。" ..
    "でも呼び出しは2つ必要です: {order}。",
  ["kit.hint.missing_call.after"] = "{call} は {fname} を1回だけ呼びます({only}、移動の後)。" ..
    "でも呼び出しは2つ必要です: {order}。",
  ["kit.hint.missing_move"] = "{call} は {fname} を2回呼びますが、自分では動かしません: " ..
    "2つの呼び出しの間で、いちばん大きい円盤を動かす必要があります。{move}({from}, {to})。",
  ["kit.hint.first_call_pegs"] = "{call} の最初の呼び出しは {made} ですが、{n} - 1 枚を" ..
    "空いている杭に動かすはずです: {right}、つまり {formula}。",
  ["kit.hint.second_call_pegs"] = "{call} の2つ目の呼び出しは {made} ですが、{n} - 1 枚を" ..
    "空いている杭からいちばん大きい円盤の上に動かすはずです: {right}、つまり {formula}。",
  ["kit.hint.base_no_return"] = "{call} は移動したあと、まだ {fname} を呼び続けました: " ..
    "n = {ns}。{base}では、移動のあと return します。",
  ["kit.hint.base_moves_zero"] = "{call} は1手動かしましたが、{n} = 0 では動かす円盤が" ..
    "ありません: {base}は return するだけです。",
  ["kit.hint.base_moves_twice"] = "{call} は自分で{own}手{own:other=}動かしました({moves})。" ..
    "でも円盤1枚には1手で足ります: {move}({from}, {to})。これが{base}です。",
  ["kit.hint.base_no_move"] = "{call} は動かさずに戻りましたが、その1枚はまだ {peg_from} から " ..
    "{peg_to} へ行く必要があります: 動かすか({move}({from}, {to}))、{base}を {n} == 0 に" ..
    "してください。",
  ["kit.hint.no_base"] = "{fname} は自分を呼び出すのをやめません: 呼び出しは n = {ns}。" ..
    "{base}が必要です: 最初に `if {n} == 0 then return end` のようなテストを置きます。",
  ["kit.hint.move_not_passed"] = "{call} では {move} に値がありません: {parent} が {move} を" ..
    "渡さずに呼びました。どの呼び出しでも渡してください: {formula}。",
  ["kit.hint.move_args.n"] = "({value} は {n}、円盤の枚数で、杭ではありません)",
  ["kit.hint.move_args.values"] = "{call} の移動は {made} ですが、{move} が受け取る値は2つ、" ..
    "杭だけです: いちばん大きい円盤を {peg_from} から {peg_to} へ、{move}({from}, {to})" ..
    "{extra}。",
  ["kit.hint.move_args"] = "{call} の移動は {made} ですが、いちばん大きい円盤を {peg_from} " ..
    "から {peg_to} へ動かすはずです: {move}({from}, {to}){extra}。",
  ["kit.hint.no_recursion"] = "{fname} は自分を呼び出しません。再帰では上の {n} - 1 枚を " ..
    "{fname} 自身の呼び出しで動かします(teach.explain(\"recursive\"))。ループだけなら" ..
    "僧侶の規則に従います(teach.explain(\"iterative\"))。",
  ["kit.hint.wrong_parity.even"] = "{failed}枚では塔が {B} に、{passed}枚では {C} に行きます: " ..
    "n が偶数のとき、いちばん小さい円盤が逆回りです。n が偶数なら {A}, {B}, {C}, {A}, ...、" ..
    "奇数なら {A}, {C}, {B}, {A}, ... と回ります(teach.explain(\"iterative\"))。",
  ["kit.hint.wrong_parity.odd"] = "{failed}枚では塔が {B} に、{passed}枚では {C} に行きます: " ..
    "n が奇数のとき、いちばん小さい円盤が逆回りです。n が偶数なら {A}, {B}, {C}, {A}, ...、" ..
    "奇数なら {A}, {C}, {B}, {A}, ... と回ります(teach.explain(\"iterative\"))。",
  ["kit.hint.not_shortest.three"] = "4本の杭のうち3本しか使っていません。4本全部なら" ..
    "{optimal}手でできます: まず何枚かを空いている杭に置いておきます" ..
    "(teach.explain(\"frame_stewart\"))。",
  ["kit.hint.not_shortest.first"] = "どの手もルールどおりで塔も着きますが、{moves}手かかり" ..
    "ます({optimal}手{optimal:other=}で足ります): {fname} にはむだな手があります" ..
    "(teach.trace({fname}, {n}{opts}) で最初のむだな手が見えます)。",
  ["kit.hint.not_shortest.them"] = "どの手もルールどおりで塔も着きますが、{moves}手かかり" ..
    "ます({optimal}手{optimal:other=}で足ります): {fname} にはむだな手があります" ..
    "(teach.trace({fname}, {n}{opts}) でその手が見えます)。",
  ["kit.hint.extra_calls"] = "正解ですが、{fname} は呼び出しを{calls}回しました({enough}回で" ..
    "足ります): 何も動かさない呼び出し(空回り?)は消せます。",
  ["kit.hint.undefined"] = "{fname} は {name} を呼びますが、その名前のものはありません" ..
    "(Lua では nil、値なし)。{near}",
  ["kit.hint.undefined.param"] = " {fname} は値を{count}個({params})受け取りますが、キットは" ..
    "{given}個({values})渡します: 最後は円盤を動かす関数です。それも引数にしてください: " ..
    "function {fname}({new})。",
  ["kit.hint.missing_peg"] = "{fname} は値を{count}個({params})受け取りますが、キットは" ..
    "{given}個渡します: {values}。だから {name} に杭 {peg} が入り、呼び出しに失敗しました。" ..
    "その杭も引数にして、どの呼び出しでも渡してください: function {fname}({new})。",
  ["kit.hint.passed_nil.first"] = "{parent} は {name} を {call}(最初の呼び出し)に渡しましたが、" ..
    "{name} には値がありません(Lua では nil)。{near}",
  ["kit.hint.passed_nil.second"] = "{parent} は {name} を {call}(2つ目の呼び出し)に渡しましたが、" ..
    "{name} には値がありません(Lua では nil)。{near}",
  ["kit.hint.passed_nil.next"] = "{parent} は {name} を {call}(次の呼び出し)に渡しましたが、" ..
    "{name} には値がありません(Lua では nil)。{near}",
  ["kit.hint.nil_variable.field"] = "フィールド {name} には{line}値がありません(Lua では nil): " ..
    "使う前に値({start} など)を入れてください。",
  ["kit.hint.nil_variable"] = "{name} には{line}値がありません(Lua では nil)。{near}使う前に" ..
    "値を入れてください({fname} を呼ぶ前に {name} = {start} など)。",
  ["kit.hint.nil_variable.missing"] = "{line}値がありません(Lua では nil): 変数は使う前に" ..
    "値が必要です。",
  ["kit.hint.peg_arithmetic.expr"] = "`{expr}`({line}行目)",
  ["kit.hint.peg_arithmetic.numbers"] = "ここでは杭は文字です({peg})。{expr} のような計算には" ..
    "数が必要です。番号の杭(1から、0から)でも正しくありません。",
  ["kit.hint.peg_arithmetic"] = "ここでは杭は文字です({peg})。{expr} のような計算には数が" ..
    "必要です: 杭を {list} にすれば、{sizes}で正解です: teach.check({fname}{opts})。",
  ["kit.hint.needs_k"] = "{fname} は値を{count}個({params})受け取ります: 杭は4本です。" ..
    "4本の杭でチェックしてください: teach.check({fname}{opts})。",
  ["kit.hint.three_pegs"] = "{fname} は値を{count}個({params})受け取ります: 杭は3本ですが、" ..
    "4本でチェックしたので {move} に杭が入りました。k = 4 なしでチェックしてください。",
  ["kit.hint.global_state.global"] = "グローバル変数 {name}",
  ["kit.hint.global_state.outside"] = "{fname} の外の変数 {name}",
  ["kit.hint.global_state.more"] = "ほか",
  ["kit.hint.global_state.fresh"] = "{n}枚{n:other=}では、{fname} は最初の実行のように新しく" ..
    "始めれば正解です: 実行から実行へ何かを持ち越しています(前の実行が {list} を変えました)。" ..
    "そういう値は {fname} の中で初期値を入れるか、実行のたびに戻してください。",
  ["kit.hint.global_state"] = "{fname} は{n}枚{n:other=}でもう一度実行すると別のことをしました: " ..
    "実行から実行へ何かを持ち越しています({list} を変えました)。そういう値は {fname} の中で" ..
    "初期値を入れるか、実行のたびに戻してください。",
  ["kit.hint.endless.at"] = "({line}行目にいました)",
  ["kit.hint.endless.loop"] = "キットが止めたとき、{fname} はまだ動いていました{at}: 終わらない" ..
    "ループ? ただ遅いだけなら、時間をのばしてください: teach.check({fname}{opts})。",
  ["kit.hint.endless.yours"] = "あなたの関数",
  ["kit.hint.endless.first_value"] = "その最初の値",
  ["kit.hint.endless.helper"] = "{fname} が呼ぶ {name} は、キットが止めるまで自分を呼び続けました" ..
    "(同時に開いた呼び出し{open}個{open:other=}): {param} は {ns}。どの呼び出しも基底ケースに" ..
    "近づき、基底ケースは戻る必要があります。",
  ["kit.hint.endless.same"] = "{fname} は同じ n で何度も自分を呼びます: 呼び出しごとに円盤を" ..
    "減らす必要があります({n} - 1)。",
  ["kit.hint.endless"] = "{fname} の呼び出しは{base}にたどり着きません: n は {ns}。",
  ["kit.hint.wrong_n.first"] = "{call} の最初の呼び出しは {made}: 円盤{disks}枚{disks:other=}" ..
    "ですが、上の {n} - 1 枚を全部動かす必要があります: {formula}。",
  ["kit.hint.wrong_n.second"] = "{call} の2つ目の呼び出しは {made}: 円盤{disks}枚{disks:other=}" ..
    "ですが、上の {n} - 1 枚を全部動かす必要があります: {formula}。",
  ["kit.hint.wrong_n.other"] = "{fname} の呼び出しが {n} - 1 とはちがう枚数を受け取っています。",
  ["kit.hint.wrong_n.same"] = "{fname} は同じ n で何度も自分を呼びます(n = {ns}): " ..
    "呼び出しごとに1枚減らす必要があります、{n} - 1。",
  ["kit.hint.wrong_n.growing"] = "{fname} は n を増やしながら自分を呼びます(n = {ns}): " ..
    "呼び出しごとに1枚減らす必要があります、{n} - 1。",
  ["kit.hint.misplaced_end"] = "{fname} の呼び出しが、入るべき `if` の外にあります: " ..
    "{n} が何でも実行されます。",
  ["kit.hint.loop_stop.early"] = "{fname} は最短の道になる規則に従っていますが、{made}手" ..
    "{made:other=}で止まります: ループを終わらせるテストがまちがっています({n}枚{n:other=}なら" ..
    "{want}手{want:other=}で止まる必要があります)。",
  ["kit.hint.loop_stop.late"] = "{fname} は最短の道になる規則に従っていますが、塔ができた後も" ..
    "{more}手{more:other=}続けます: ループを終わらせるテストがまちがっています({n}枚" ..
    "{n:other=}なら{want}手{want:other=}で止まる必要があります)。",
  ["kit.hint.park_spare"] = "{call} の最初の呼び出しは{parked}枚{parked:other=}を {p} に置きますが、" ..
    "3本の杭で動く{rest}枚{rest:other=}もそこに行きます({move}): 3本の杭の部分は {p}{pn} に" ..
    "さわらず、{q}{qn} を空いている杭として使う必要があります。",
  ["kit.hint.return_pegs"] = "{call} の最後の呼び出しは {last}: {p} に置いた{parked}枚" ..
    "{parked:other=}を {to} に運びますが、ほかの円盤の上、{goal} に行く必要があります。",
  ["kit.hint.error.line"] = "({line}行目)",
  ["kit.hint.error"] = "{fname} はエラーで止まりました{line}: メッセージに何がどこで" ..
    "まちがったかが書いてあります。",
  ["kit.say.first_call_pegs"] = "{call} の最初の呼び出しは {made} ですが、{n} - 1 枚を" ..
    "空いている杭に動かすはずです: {right}。",
  ["kit.say.second_call_pegs"] = "{call} の2つ目の呼び出しは {made} ですが、{n} - 1 枚を" ..
    "空いている杭からいちばん大きい円盤の上に動かすはずです: {right}。",
  ["kit.say.move_first"] = "{call} では移動が2つの呼び出しより前にあります: 動かすとき、" ..
    "上の {n} - 1 枚がまだいちばん大きい円盤の上にあります。",
  ["kit.say.move_last"] = "{call} では移動が2つの呼び出しより後にあります: いちばん大きい" ..
    "円盤は、{n} - 1 枚をどけた後、2つの呼び出しの間で動く必要があります。",
  ["kit.say.missing_call.loop"] = "{call} は自分で{own}手{own:other=}動かし、{fname} を1回だけ" ..
    "呼びます: 上の {n} - 1 枚は呼び出しで動かすはずなのに、自分で動かしています。" ..
    "呼び出しは2つ必要です、移動の前に1つ、後に1つ。",
  ["kit.say.missing_call.before"] = "{call} は {fname} を1回だけ呼びます({only}、移動の前)。" ..
    "でも呼び出しは2つ必要です: 移動の前に1つ、後に1つ。",
  ["kit.say.missing_call.after"] = "{call} は {fname} を1回だけ呼びます({only}、移動の後)。" ..
    "でも呼び出しは2つ必要です: 移動の前に1つ、後に1つ。",
  ["kit.say.missing_call"] = "{call} は {fname} を呼ばずに上の {n} - 1 枚を動かしています: " ..
    "呼び出しは2つ必要です、移動の前に1つ、後に1つ。",
  ["kit.say.missing_move"] = "{call} は {fname} を2回呼びますが、自分では動かしません: " ..
    "いちばん大きい円盤が動きません。",
  ["kit.say.move_args.values"] = "{call} の移動は {made} ですが、{move} が受け取る値は2つ、" ..
    "杭だけです: いちばん大きい円盤を {peg_from} から {peg_to} へ動かします{extra}。",
  ["kit.say.move_args"] = "{call} の移動は {made} ですが、いちばん大きい円盤を {peg_from} " ..
    "から {peg_to} へ動かすはずです{extra}。",
  ["kit.say.base_no_return"] = "{call} は移動したあと、まだ {fname} を呼び続けました: " ..
    "n = {ns}。",
  ["kit.say.base_no_return.base"] = "{fname} の基底ケースは移動したあと、まだ {fname} を" ..
    "呼び続けました。",
  ["kit.say.base_moves_zero"] = "{call} は1手動かしましたが、{n} = 0 では動かす円盤が" ..
    "ありません。",
  ["kit.say.base_moves_twice"] = "{call} は自分で{own}手{own:other=}動かしました({moves})。" ..
    "でも円盤1枚には1手で足ります。",
  ["kit.say.base_no_move"] = "{call} は動かさずに戻りましたが、その1枚はまだ {peg_from} から " ..
    "{peg_to} へ行く必要があります。",
  ["kit.say.no_base"] = "{fname} は自分を呼び出すのをやめません: 呼び出しは n = {ns}。" ..
    "止めるものがありません: {base}が必要です。",
  ["kit.say.move_not_passed"] = "{call} では {move} に値がありません: {parent} が {move} を" ..
    "渡さずに呼びました。",
  ["kit.say.undefined.param"] = " {fname} は値を{count}個({params})受け取りますが、キットは" ..
    "{given}個({values})渡します: 最後は円盤を動かす関数です。",
  ["kit.say.nil_variable"] = "{name} には{line}値がありません(Lua では nil)。{near}",
  ["kit.say.nil_variable.missing"] = "{line}値がありません(Lua では nil)。",
  ["kit.say.missing_peg"] = "{fname} は値を{count}個({params})受け取りますが、キットは" ..
    "{given}個渡します: {values}。だから {name} に杭 {peg} が入り、呼び出しに失敗しました。",
  ["kit.say.wrong_n.first"] = "{call} の最初の呼び出しは {made}: 円盤{disks}枚{disks:other=}" ..
    "ですが、上の {n} - 1 枚を全部動かす必要があります。",
  ["kit.say.wrong_n.second"] = "{call} の2つ目の呼び出しは {made}: 円盤{disks}枚{disks:other=}" ..
    "ですが、上の {n} - 1 枚を全部動かす必要があります。",
  ["kit.fix.after"] = "{line}行目の後に `{code}` を加える",
  ["kit.fix.before"] = "{line}行目の前に `{code}` を加える",
  ["kit.fix.delete"] = "{line}行目(`{code}`)を消す",
  ["kit.fix.change"] = "{line}行目を `{code}` に変える",
  ["kit.fix.proven"] = "{say}{fix}と、{edits:other=}{sizes}で正解になります。",
  -- teach.help() and teach.help(NAME)
  ["kit.help"] = [[
キットの関数(teach.help("check") などで1つずつくわしく):
  teach.trace(3)               再帰の呼び出し、1行に1つ
  s = teach.stepper(3)         あとは s() をくり返す: 1ステップずつ
                               (s:back() で戻る、s:next_move()、s:finish())
  teach.explain()              解き方の一覧; teach.explain("recursive")
  teach.moves(3)               手を言葉で
  teach.table()                2^n - 1 手と、僧侶たちの5840億年
  teach.quiz(3)                次に動く円盤はどれ、どこへ?
  print(hanoi.new(3))          配置; s = hanoi.new(3); s:move("A", "C")
杭が4本: {k = 4} を加えます。例: teach.trace(4, {k = 4})。
自分の関数:
  function solve(n, from, to, via, move)   move(from, to) で円盤が動く
    ...
  end
  teach.check(solve)           1〜6枚で正解かどうか、それとヒント
  teach.trace(solve, 3)        その呼び出し、手、戻り
  s = teach.stepper(solve, 3)  コードの横で1ステップずつ
  teach.edit(solve)            エディタで直して、定義し直す
用語: 呼び出しは戻るまで「開いた」ままです。スタックには開いた呼び出し
1つにつきフレームが1つあります。基底ケースは solve が自分を呼ぶのを
やめる、いちばん小さい n です。nil は「値なし」です。]],
  ["kit.help.check"] = [[
teach.check(solve [, n] [, opts]): 関数を円盤1〜6枚(1〜n 枚、杭4本なら
1〜8枚)で実行し、それぞれ正解かどうかを言います: どの手もルールどおり、
塔がゴールにあり、最小の手数であること。不正解なら、失敗したいちばん
小さい枚数について、キットが確かにわかるときはヒントで理由を言います。
opts:
  k = 4                      杭4本: solve4(n, from, to, a, b, move)
  names = {1, 2, 3}          杭を文字でなく数で
  order = {"from", "via", "to"}   solve(n, from, via, to, move) のとき
  max_seconds = 30           遅い関数に時間を多く(ふつうは5)
  max_moves, max_calls, max_depth, max_memory (MiB)   ほかの制限]],
  ["kit.help.edit"] = [[
teach.edit(solve): solve のコードをエディタ($EDITOR)で開きます。保存して
終わると、書いたもので solve がもう一度定義されます。]],
  ["kit.help.explain"] = [[
teach.explain(): パズルの解き方の一覧。teach.explain(name) はその方法が
なぜうまくいくか、手でどうたどるかを、3枚の例つきで説明します。]],
  ["kit.help.help"] = [[
teach.help(): キットにあるもの。teach.help("check"): 1つをくわしく。]],
  ["kit.help.moves"] = [[
teach.moves(n [, opts]): 手を1行に1つ(opts: method, k, from, to,
pictures)。]],
  ["kit.help.quiz"] = [[
teach.quiz(n): 次に動く円盤はどれ、どこへ? "1 C" のように答えます。
"?" で答えを見る、"q" で終わり。]],
  ["kit.help.stepper"] = [[
s = teach.stepper(n [, method か opts]): 1ステップずつ。s() は次の
ステップを進め、フレームのスタック(まだ戻っていない呼び出し)と杭を
見せます。s:back() で1ステップ戻る、s:next_move() で次の手まで、
s:finish() で最後まで、s:show() でもう一度全部。方法: teach.explain()。
s = teach.stepper(solve, n) は自分の関数で同じことをし、各フレームの
横にコードの行を見せます。]],
  ["kit.help.table"] = [[
teach.table([ns]): 円盤の枚数ごとに、杭3本と4本の最小手数、配置の数、
64枚での僧侶の時間。]],
  ["kit.help.trace"] = [[
teach.trace(n [, opts]): キットの再帰の呼び出しの木。呼び出し、手、戻りを
1行ずつ、深さで字下げして。opts: from, to ("A" か 1), k (杭3本か4本),
pictures (手ごとの杭), zero (false: n = 0 の呼び出しを省く), lines (1画面の
行数)。
teach.trace(solve, n [, opts]): 自分の関数で同じことを、戻り先のコードの行、
最初のまちがった手の印、判定つきで。]],
  -- teach.explain(NAME): why a method works, how to follow it by hand; {code}: its code
  ["kit.explain.recursive"] = [[
再帰。
n 枚の円盤を1本の杭から別の杭へ、3本目の杭を空きとして使って動かすには:
いちばん大きい円盤の上の n-1 枚を空いている杭へどけます。いちばん大きい
円盤を目的の杭へ動かします。それから n-1 枚を空いている杭からその上へ
戻します。ずるいようですが、うまくいきます: いちばん大きい円盤は小さい
円盤のじゃまにならないので、どちらの半分も円盤が1枚少ない同じパズルに
なり、n = 0 まで下がればやることはありません。n > 0 の呼び出しは1手と
2回の呼び出しをするので、手数は M(n) = 2 M(n-1) + 1、M(0) = 0 から
1, 3, 7, 15, ... = 2^n - 1 です。

{code}

(0)〜(4) は行の名前です。コンピュータはフレームのスタックを持ちます。
まだ戻っていない呼び出し1つにつきフレーム1つで、それぞれに自分の n, from,
to, via と今いる行があります。teach.stepper(3) はそのスタックを1ステップ
ずつ見せます。n 枚では、n = 0 の呼び出しも数えて 2^(n+1) - 1 回の呼び出しが
あります。
手で: 塔を動かすには、まずいちばん下の円盤の上の塔を空いている杭へ
動かします。]],
  ["kit.explain.direction"] = [[
向きで動かす方法。
杭を円の上に並べます: A > B > C > A。円盤 d を円の上で s だけ動かすには
(+1 は右へ1本、-1 は左へ1本)、その上の塔(円盤 d-1 とそれより小さい円盤)を
-s だけ動かし(反対向きに1本は、こちら向きに2本: 通り道からどく)、円盤 d を
s だけ動かし、それから上の塔をもう一度 -s だけ動かして d の上にのせます。
だからどの円盤もいつも同じ向きに回ります: いちばん大きいのは s、次は -s、
その次はまた s。下の "+2" は円盤2を右へ1本、"-1" は円盤1を左へ1本の
意味です。
手で: 各円盤の向きを覚えて(交互になります)、自分の向きに動ける円盤を
動かします。]],
  ["kit.explain.iterative"] = [[
僧侶の規則。
いちばん小さい円盤は1手おきに動き、いつも円 A > B > C > A の上を同じ向きに
1本ずつ進みます: n が奇数で塔が右へ1本(A から B)なら右へ、左へ1本(A から
C)なら左へ。n が偶数なら逆です。いちばん小さい円盤の2つの手の間には、
それを動かさないルールどおりの手が1つしかありません: ほかの2本の杭の間で、
小さいほうの一番上の円盤をもう1本へ。過去を覚えておく必要はなく、杭を
見るだけです: だから僧侶はどの手でも止めて、あとで続けられます(Lua では
hanoi.moves(n, {budget = N}) が N 手で止まり、あとで続けます)。
手で: いちばん小さい円盤を動かします。ほかのただ1つの手を動かします。くり返します。]],
  ["kit.explain.four_step"] = [[
4ステップの周期。
いちばん小さい円盤を動かし、2番目に小さい円盤を動かし、いちばん小さいのを
2番目の上へ(3手で2枚)、それからほかの1つの手を動かします。杭を from, temp,
to と呼ぶと(n が奇数なら temp と to を入れかえる)、最初の3手は from>temp,
from>to, temp>to、4手目は from と temp の間のルールどおりの手です。それから
名前を回します: from, temp, to = to, from, temp。
手で: 動かしながら「1, 2, 3, 4」と数えます。]],
  ["kit.explain.three_step"] = [[
3ステップの周期。
杭の組 AB, AC, BC だけを順に見て(n が奇数なら AC, AB, BC。A はスタート、
C はゴール)、その組の2本の間でルールどおりの手を1つ動かします: 小さいほうの
一番上の円盤をもう1本へ(または空の杭へ)。
手で: 「A-B, A-C, B-C」、2本の杭の間では小さいのを大きいのの上へ。]],
  ["kit.explain.route_table"] = [[
経路表。
6つの手に番号をつけます: 0 A>B, 1 A>C, 2 B>A, 3 B>C, 4 C>A, 5 C>B。これが
経路のコードです。1枚を A から C へ動かす経路は [1] です。k 枚の経路は:
k-1 枚の経路で B と C を入れかえたもの(表 1 0 4 5 2 3 が各コードを入れかえた
コードに変えます: k-1 枚は B へ行く)、次に 1(大きい円盤、A>C)、次に k-1 枚の
経路の名前を A>B, B>C, C>A とつけかえたもの(表 3 2 5 4 0 1: k-1 枚は B
から C へ)。書き出すと n 枚の経路は 2^n - 1 個のコードですが、イテレータに
そのリストはいりません: 手 m がレベル k の後半にあるのは m のビット k-1 が
1 のときだけなので、m のいちばん下の 1 のビットのレベルから上へ、レベル
ごとに手 m のコードを見つけます。
手で: 1, 2, 3 枚の経路を、毎回倍にしながら書きます。]],
  ["kit.explain.binary"] = [[
2進カウンター。
手の番号 m を2進数で書きます。手 m の円盤は、いちばん下の 1 のビットの
位置(右から1で数える)です: m = 4 は2進数で 100 なので、4手目は円盤3を
動かします(カウンターが3から4になったとき0から1になったビット)。円盤 d は
2^d 手ごとに、最初は 2^(d-1) 手目に動き、いつも円の上を同じ向きに回ります
(いちばん大きいのは一方へ、次は反対へ、交互に)。m のグレイコードは
m xor (m >> 1) です: 1ステップごとにちょうど1ビットだけ変わる数え方で、
ここでは動いた円盤のビットです。だから円盤 d が奇数回動いたとき、
グレイコードのビット d-1 が 1 です。
手で: 2進数で数えます。1 になったビットが円盤を教えます。]],
  ["kit.explain.frame_stewart"] = [[
杭が4本、フレーム-スチュワート。
空いている杭が2本あると、塔はもっと少ない手数で動きます。数 k(分け方)を
選びます。上の k 枚を4本全部を使って空いている杭の1本に置いておきます。
残りの n-k 枚を、残りの3本の杭で3本用の再帰でゴールへ動かします(置いた
円盤の杭は使えません: そちらのほうが小さいから)。それから置いておいた
k 枚を、また4本全部を使ってその上へ動かします。いちばんよい k は
2 F(k) + 2^(n-k) - 1 をいちばん小さくします。F(k) は杭4本で k 枚の手数で、
hanoi.split(n, 4) が教えます。4枚は15手でなく9手、10枚は1023手でなく49手。
これが杭4本の最小だと証明されたのは2014年のことです(Bousch)。

{code}

手で: まず小さい円盤を余分な杭にどけておきます。]],
  -- the REPL's words on a mistake in the use of the kit (the kit's own message stays as it is)
  ["kit.repl.docs"] = "チュートリアル: {tutorial}  リファレンス: {reference}",
  ["kit.repl.docs2"] = "チュートリアル: {tutorial}\nリファレンス:   {reference}",
  ["kit.repl.no_value"] = "値なし",
  ["kit.repl.your_function"] = "あなたの関数",
  ["kit.repl.must.1"] = "1番目の引数は {expected} のはずが、{got} でした",
  ["kit.repl.must.2"] = "2番目の引数は {expected} のはずが、{got} でした",
  ["kit.repl.must.3"] = "3番目の引数は {expected} のはずが、{got} でした",
  ["kit.repl.must.4"] = "4番目の引数は {expected} のはずが、{got} でした",
  ["kit.repl.must.n"] = "{i}番目の引数は {expected} のはずが、{got} でした",
  ["kit.repl.arg.1"] = "1番目の引数: {message}",
  ["kit.repl.arg.2"] = "2番目の引数: {message}",
  ["kit.repl.arg.3"] = "3番目の引数: {message}",
  ["kit.repl.arg.4"] = "4番目の引数: {message}",
  ["kit.repl.arg.n"] = "{i}番目の引数: {message}",
  ["kit.repl.error_value"] = "({type} 型のエラー値)",
  ["kit.repl.hook_removed"] = "debug.sethook で設定したフックはその行のあいだだけ有効でした: REPL 自身も Lua のコードで、あなたのフックの下では動きません",
  ["kit.repl.was_local"] = "({name} は local で入力されました。local は1つのチャンクの間だけ" ..
    "です: local なしでもう一度入力してください)",
  ["kit.repl.interrupted"] = "中断しました (Ctrl-C)",
  ["kit.repl.not_in_kit"] = "({name} はキットにありません。{best} のことですか?)",
  ["kit.repl.locals"] = "{names} は local で入力されました{count:other=}。local は1つの" ..
    "チャンクの間だけなので、もうありません。残すには local なしでもう一度入力してください。",
  ["kit.repl.stale"] = "{names} はまだ前に入力したもの{count:other=}のままです。",
  ["kit.repl.note"] = "({text})",
  ["kit.repl.nested"] = "stdin: チャンクの入れ子が Lua には深すぎます (C stack overflow)",
  ["kit.repl.dropped"] = "(Ctrl-C: その行は実行されませんでした)",
  -- a chunk that assigns to the variable of a for loop, which Lua 5.5 refuses to compile
  ["kit.repl.for_variable"] =
    "{where}: {name} は {line} 行目の for ループの変数で、Lua ではループが自分の変数を" ..
    "変えることはできません。変えたいときは、ループの最初でコピーしてください: " ..
    "local {name} = {name}",
  -- the reasons of the kit's argument errors, as the REPL says them (hanoi.teach.repl);
  -- the English texts are the kit's own words (hanoi.teach, hanoi.check)
  ["kit.why.integer"] = "{what} は整数のはずですが、{got} でした",
  ["kit.why.range"] = "{what} は {lo}..{hi} のはずですが、{got} でした",
  ["kit.why.at_least"] = "{what} は {lo} 以上のはずですが、{got} でした",
  ["kit.why.type"] = "{what} は {type} 型のはずですが、{got} でした",
  ["kit.why.option_names"] = "オプションの名前は文字列のはずですが、{got} でした",
  ["kit.why.unknown_option"] = "オプション '{name}' はありません",
  ["kit.why.unknown_method"] = "方法 '{name}' はありません",
  ["kit.why.peg"] = "{what} は杭 A..{last} か 1..{k} のはずですが、{got} でした",
  ["kit.why.pegs_list"] = "オプション 'pegs' は杭の数 (3 か 4) です。杭の名前のリストは 'names' に書きます",
  ["kit.why.k_pegs"] = "オプション 'k' と 'pegs' が食い違っています",
  ["kit.why.same"] = "動かす元の杭と先の杭が同じです",
  ["kit.why.names_list"] = "オプション 'names' は杭の名前のリストのはずですが、{got} でした",
  ["kit.why.names_count"] = "オプション 'names' には杭の名前が{count}個必要です",
  ["kit.why.names_34"] = "オプション 'names' には杭の名前が3個か4個必要です",
  ["kit.why.names_type"] = "杭の名前は文字列か数のはずです",
  ["kit.why.names_differ"] = "杭の名前はそれぞれ違うはずです",
  ["kit.why.order"] = "オプション 'order' には役割 {roles} を、あなたの関数が杭を受け取る順に並べます",
  ["kit.why.max_seconds"] = "オプション 'max_seconds' は 0 より大きく {most} 以下の数のはずです",
  ["kit.why.method_pegs"] = "方法 '{name}' には杭が{k}本必要です",
  ["kit.why.method_3"] = "オプション 'method' は杭3本のときだけ使えます",
  ["kit.why.table"] = "円盤の数は 1..{most} の整数のはずです",
  ["kit.why.no_source"] = "その関数のコードは残っていません: この REPL で入力するか、ファイルから読み込んでください",
  ["kit.why.out"] = "オプション 'out' は関数かファイルのはずですが、{got} でした",
  ["kit.why.colon"] = "s (teach.stepper) の関数はコロンで呼びます: s.{name}() ではなく s:{name}()",
  ["kit.expect.lua_function"] = "Lua で書いた関数",
  ["kit.expect.options"] = "オプションのテーブル",
  ["kit.expect.state3"] = "杭3本の hanoi.State",
  ["kit.expect.one_of"] = "{list} のどれか",
  ["kit.got.fraction"] = "整数でない数",
  ["kit.got.c_function"] = "Lua に組み込みの関数 (C で書かれたもの)",
  ["kit.got.pegs"] = "杭{count}本",
  ["kit.what.disks"] = "円盤の数",
  ["kit.what.smallest"] = "円盤の数の最小値",
  ["kit.what.largest"] = "いちばん多い円盤の数",
  ["kit.what.target"] = "移動先の杭",
  ["kit.what.field"] = "オプション '{name}'",
  -- the lesson page: the report drawn, the boards by touch, its stops
  ["kit.lesson.ui.taphow"] = "杭 (円盤、棒、その上の空いている所) をタップすると一番上の円盤を持ち上げます。次に置く杭をタップします。",
  ["kit.lesson.ui.clickhow"] = "杭 (円盤、棒、その上の空いている所) をクリックすると一番上の円盤を持ち上げます。次に置く杭をクリックします。1、2、3 "
    .. "のキーでもできます。",
  ["kit.lesson.ui.ccall"] = "時間の制限を過ぎても、フックでは止められない所 (パターン照合のような C の長い呼び出し) で動き続けたので、止めました",
  ["kit.lesson.ui.wrongmove"] = "{move}手目の前。矢印はあなたの関数の手です: 円盤{disk}を{from}から{to}へ。",
  ["kit.lesson.ui.wrongempty"] = "{move}手目の前。矢印はあなたの関数の手です: {from}から{to}へ。でも杭{from}は空です。",
  ["kit.lesson.ui.fixhead"] = "キットが試した変更: これであなたの関数は正しくなります。",
  ["kit.lesson.ui.fixat"] = "{line}行目、変更の前と後:",
  ["kit.lesson.ui.before"] = "前",
  ["kit.lesson.ui.after"] = "後",
  ["kit.lesson.ui.apply"] = "この変更をする",
  ["kit.lesson.ui.applied"] = "{line}行目を変えました。もう一度「チェック」を押してください。",
  ["kit.lesson.ui.stale"] = "チェックの後にコードが変わりました: まずもう一度「チェック」を押してください。",
  ["kit.lesson.ui.surrogate"] = "{line}行目に半分だけの文字があります (U+{code}、貼り付けで入ることがある単独のサロゲート): "
    .. "保存したファイルには入りません。消すか、その文字を打ち直してから「チェック」を押してください。",
  -- the lesson page's section 10: from the sources, beyond the lesson
  ["kit.lesson.head.more"] = "10. もっと知ろう: 一枚ずつ積み上げる、循環、もっと多くの杭、自分の盤",
  ["kit.lesson.ui.subbuild"] = "円盤1枚、2枚、3枚: 一つ前から作る",
  ["kit.lesson.ui.subcycle"] = "一番小さい円盤の循環と経路表",
  ["kit.lesson.ui.subpegs"] = "杭3本から8本の最小手数",
  ["kit.lesson.ui.subiter"] = "僧侶たちの規則と再帰",
  ["kit.lesson.ui.subfree"] = "好きな大きさの盤",
  ["kit.lesson.ui.part1"] = "まず{m}枚の塔を空いた杭へ: {moves}",
  ["kit.lesson.ui.part2"] = "次に一番大きい円盤を目的の杭へ: {moves}",
  ["kit.lesson.ui.part3"] = "次に{m}枚の塔をその上へ: {moves}",
  ["kit.lesson.ui.routeof"] = "円盤{n}枚: {routes}",
  ["kit.lesson.ui.cyclesmall"] = "{i}手目: 一番小さい円盤が杭を一つ進む ({from}から{to}へ)",
  ["kit.lesson.ui.cycleother"] = "{i}手目: 一番小さい円盤を動かさない唯一の手 (円盤{disk}、{from}から{to}へ)",
  ["kit.lesson.ui.pegsk"] = "杭{k}本",
  ["kit.lesson.ui.freedisks"] = "円盤",
  ["kit.lesson.ui.freepegs"] = "杭",
  ["kit.lesson.ui.buildboard"] = "盤、一枚ずつ積み上げる",
  ["kit.lesson.ui.cycleboard"] = "盤、円盤4枚、一番小さい円盤の循環",
  ["kit.lesson.ui.freeboard"] = "好きな大きさの盤",
  ["kit.lesson.buildup"] = [[
円盤1枚: 1手。円盤2枚: 小さい円盤を空いた杭へ、大きい円盤を目的の杭へ、小さ
い円盤をその上へ: 3手。円盤3枚: 上の2枚を2枚の塔として空いた杭へ (今やったと
おり3手)、一番大きい円盤を目的の杭へ、2枚の塔をその上へ (また3手): 7手。どの
大きさも一つ前の大きさから作れます。サラミを一切れずつ切るのと同じです。これ
を分割統治と言います: 問題を、すぐにできる部分 (円盤1枚) と、全体と同じ形で
小さいだけの部分 (小さい塔) に分けるのです。]],
  ["kit.lesson.cycle"] = [[
一番小さい円盤を見てください: 1手おきに動き、いつも同じ向きに杭を一つ進みま
す (円盤の数が奇数なら A、C、B、A の順、偶数なら A、B、C、A の順)。その2回の
動きの間には、それを動かさない正しい手が一つしかありません。2本の杭の間の6通
りの手に番号を付けたものが経路表です。n枚の手順は、n-1枚の手順の B と C を入
れかえたもの、次に手2 (A から C へ)、次に n-1枚の手順の A、B、C を B、C、A
に読みかえたものです。]],
  ["kit.lesson.manypegs"] = [[
空いた杭が多いと、塔はずっと少ない手数で動かせます。塔を分けます: 上の部分を
すべての杭を使ってどけ、残りを杭を一本少なくして動かし、上の部分を戻します。
表は、この方法での最小手数 (フレーム・スチュワート数) を、円盤1枚から10枚、
杭3本から8本について示します。杭3本と4本ではこれが最小だと証明されています。
杭5本以上では、どの枚数でも最小だとはまだ誰も証明していません。]],
  ["kit.lesson.iterative"] = [[
僧侶たちの規則 (5節) は記憶がいりません: 杭を見れば次の手がわかります。再帰は
、まだ終わっていない呼び出しのスタックを覚えています。では、なぜ再帰を学ぶの
でしょう。正しいことを証明しやすいからです: 円盤0枚を正しく動かし、n-1枚を正
しく動かせるなら n枚も正しく動かせます (帰納法)。僧侶たちの規則がいつも塔全体
を目的の杭に移して終わることの証明は、ずっと長くなります。]],
  ["kit.lesson.own"] = [[
自分の盤: 円盤と杭の数を選びましょう。持ち上げた円盤は、置く杭を選ぶまで杭の
上に浮かんでいます。「ヒント」は最短手順の次の一手を示します。]],
  -- the page's forms of the texts that name a command of the REPL: the
  -- lesson's page says these (hanoi.teach.texts.where), naming its buttons
  -- and sections
  ["kit.explain.recursive.page"] = "再帰。\nn 枚の円盤を1本の杭から別の杭へ、3本目の杭を空きとして使って動かすには:\n" ..
    "いちばん大きい円盤の上の n-1 枚を空いている杭へどけます。いちばん大きい\n円盤を目的の杭へ動かします。それから n-1 " ..
    "枚を空いている杭からその上へ\n戻します。ずるいようですが、うまくいきます: いちばん大きい円盤は小さい\n" ..
    "円盤のじゃまにならないので、どちらの半分も円盤が1枚少ない同じパズルに\nなり、n = 0 まで下がればやることはありません。n > 0 " ..
    "の呼び出しは1手と\n2回の呼び出しをするので、手数は M(n) = 2 M(n-1) + 1、M(0) = 0 から\n" ..
    "1, 3, 7, 15, ... = 2^n - 1 です。\n\n{code}\n" ..
    "\n(0)〜(4) は行の名前です。コンピュータはフレームのスタックを持ちます。\n" ..
    "まだ戻っていない呼び出し1つにつきフレーム1つで、それぞれに自分の n, from,\n" ..
    "to, via と今いる行があります。3節 はそのスタックを1ステップ\nずつ見せます。n 枚では、n = 0 の呼び出しも数えて " ..
    "2^(n+1) - 1 回の呼び出しが\nあります。\n手で: 塔を動かすには、まずいちばん下の円盤の上の塔を空いている杭へ\n" ..
    "動かします。",
  ["kit.hint.endless.loop.page"] = "キットが止めたとき、{fname} はまだ動いていました{at}: 終わらないループ? このページは円盤の数ごとに、クラスの採点と同じ時間をかけます。",
  ["kit.hint.needs_k.page"] = "{fname} は値を{count}個({params})受け取ります: 杭は4本です。このページがチェックするのは杭3本の関数です: " ..
    "solve(n, from, to, via, move)。",
  ["kit.hint.no_recursion.page"] = "{fname} は自分を呼び出しません。再帰では上の {n} - 1 枚を {fname} " ..
    "自身の呼び出しで動かします(3節)。ループだけなら僧侶の規則に従います(5節)。",
  ["kit.hint.not_shortest.first.page"] = "どの手もルールどおりで塔も着きますが、{moves}手かかります({optimal}手{optimal:other=}で足ります): " ..
    "{fname} にはむだな手があります(「1ステップずつ見る」で最初のむだな手が見えます)。",
  ["kit.hint.not_shortest.them.page"] = "どの手もルールどおりで塔も着きますが、{moves}手かかります({optimal}手{optimal:other=}で足ります): " ..
    "{fname} にはむだな手があります(「1ステップずつ見る」でその手が見えます)。",
  ["kit.hint.not_shortest.three.page"] = "4本の杭のうち3本しか使っていません。4本全部なら{optimal}手でできます: まず何枚かを空いている杭に置いておきます(7節)。",
  ["kit.hint.order.page"] = "{fname} は杭の順番がちがえば正解です{on}: ({params}) を受け取るようです。引数を入れかえて、もう一度「チェック」を押してください。",
  ["kit.hint.peg_arithmetic.page"] = "ここでは杭は文字です({peg})。{expr} のような計算には数が必要です: 杭を {list} " ..
    "にすれば、{sizes}で正解です。杭は受け取ったまま(from, to, via)使い、計算しないでください。",
  ["kit.hint.wrong_parity.even.page"] = "{failed}枚では塔が {B} に、{passed}枚では {C} に行きます: n が偶数のとき、いちばん小さい円盤が逆回りです。n " ..
    "が偶数なら {A}, {B}, {C}, {A}, ...、奇数なら {A}, {C}, {B}, {A}, ... と回ります(5節)。",
  ["kit.hint.wrong_parity.odd.page"] = "{failed}枚では塔が {B} に、{passed}枚では {C} に行きます: n が奇数のとき、いちばん小さい円盤が逆回りです。n " ..
    "が偶数なら {A}, {B}, {C}, {A}, ...、奇数なら {A}, {C}, {B}, {A}, ... と回ります(5節)。",
  ["kit.keys.page"] = "「次のステップ」で1ステップ進み、「戻る」で1つ戻り、「次の手」で次の手まで進みます。",
  ["kit.step.goes_back.page"] = "(「戻る」で戻れます)",
  ["kit.stepper.frame_stewart.page"] = "1ステップは呼び出し、手、戻りのどれかです。フレームのスタックは、まだ戻って\nいない呼び出しを、solve4 か " ..
    "solve(杭3本の部分)のコードの行とともに示します。",
  ["kit.stepper.recursive.page"] = "1ステップは呼び出し、手、戻りのどれかです。フレームのスタックは、まだ\n戻っていない呼び出しを、再帰のコードの行とともに示します:\n" ..
    "(0) 呼ばれたところ、(1) 1回目の呼び出しの中、(2) 次は手、\n(3) 2回目の呼び出し、(4) 次は戻り。",
  -- the words left in code before: the comments of the kit's code, the
  -- editor's starter, the pager's prompt, hanoi grade's column of slips,
  -- the stepper's header on the page, the state graph's title
  ["kit.code.back"] = "呼び出し元へ戻る",
  ["kit.code.solve.1"] = "n-1枚をどける",
  ["kit.code.solve.2"] = "いちばん大きい円盤を目的の杭へ",
  ["kit.code.solve.3"] = "n-1枚を上に戻す",
  ["kit.code.solve4.1"] = "k枚を a に置いておく(杭4本)",
  ["kit.code.solve4.2"] = "残りを `to` へ(杭3本)",
  ["kit.code.solve4.3"] = "k枚を上に戻す(杭4本)",
  ["kit.code.solve4.count"] = "置いておく円盤の枚数",
  ["kit.code.start"] = "ここで呼び出しが始まる",
  ["kit.grade.slip"] = "誤りの種類",
  ["kit.lesson.starter"] = "function solve(n, from, to, via, move)\n  -- ここにコードを書く: n枚の円盤を 'from' から 'to' へ移す\nend\n",
  ["kit.lesson.ui.graphtitle"] = "杭3本と円盤3枚のすべての配置",
  ["kit.pager.more"] = "-- 続き: Enter で次の画面、q と Enter で終わり --",
  ["kit.step.header.page"] = "円盤{n}枚{n:other=}を{from}から{to}へ{four}。",
  -- the notes of the worked examples (teach.explain, the stepper): what each
  -- method says about a move
  ["kit.note.binary"] = "m = {m}、グレイコード {gray}",
  ["kit.note.direction.left"] = "-{disk}: 円盤{disk}を杭1本ぶん左へ (A>C>B>A)",
  ["kit.note.direction.right"] = "+{disk}: 円盤{disk}を杭1本ぶん右へ (A>B>C>A)",
  ["kit.note.four_step"] = "4手のうち{k}手目: {what}",
  ["kit.note.four_step.1"] = "いちばん小さい円盤",
  ["kit.note.four_step.2"] = "2番目に小さい円盤",
  ["kit.note.four_step.3"] = "いちばん小さい円盤を2番目の上へ",
  ["kit.note.four_step.4"] = "ほかの手",
  ["kit.note.iterative.left"] = "いちばん小さい円盤を1本左へ",
  ["kit.note.iterative.other"] = "ほかのただ1つのルールどおりの手",
  ["kit.note.iterative.right"] = "いちばん小さい円盤を1本右へ",
  ["kit.note.route"] = "経路コード {code} ({name})",
  ["kit.note.three_step"] = "3手のうち{k}手目: {a} と {b} の間",
  -- a repair found by the search (hanoi.teach.search): what it changes
  ["kit.repair.call_pegs.first"] = "{fname} の1つ目の呼び出しは、棒を別の順に渡す必要があります。",
  ["kit.repair.call_pegs.second"] = "{fname} の2つ目の呼び出しは、棒を別の順に渡す必要があります。",
  ["kit.repair.move_args"] = "move には別の棒が必要です。",
  ["kit.repair.move_first"] = "move が呼び出しの前にありますが、2つの呼び出しの間に置きます。",
  ["kit.repair.move_last"] = "move が呼び出しの後にありますが、2つの呼び出しの間に置きます。",
  ["kit.repair.swap"] = "{fname} の2つの手順の順番がちがいます。",
  ["kit.repair.wrong_n"] = "{fname} の呼び出しの1つが、ちがう枚数の円盤を渡しています。",
  ["kit.repair.base_no_return"] = "基本の場合に `return` が必要です。",
  ["kit.repair.no_base"] = "{fname} には、止めるための基本の場合が必要です。",
  ["kit.repair.misplaced_end"] = "{fname} の手順の1つが `end` の反対側にあります。",
  ["kit.repair.base"] = "基本の場合を直す必要があります。",
  ["kit.repair.rename"] = "ファイルのどこにも {name} という名前はなく、値もありません。{near} のことでしょう。",
  ["kit.repair.no_move"] = "{fname} は手を表示しますが、1回も動かしません。",
  ["kit.repair.peg_arithmetic"] = "空いている棒を求める計算に、別の数が必要です。",
  ["kit.repair.missing_arg"] = "{fname} の呼び出しの1つで、渡す値が1つ足りません。",
  ["kit.repair.nil_default"] = "{name} は最初に使われるとき値がありません。",
  ["kit.repair.local_order"] = "{name} は {line} 行目で local として宣言されていますが、最初に使う所より下です。使う所ではまだ値の" ..
    "ないグローバル変数です。",
  ["kit.repair.split"] = "{fname} が最初によけておく円盤の数を変える必要があります：今の数では手数が最少になりません。",
  ["kit.repair.four_pegs"] = "{fname} の中の呼び出しの棒の順番を変える必要があります。",
  ["kit.repair.loop_stop"] = "{fname} のループを止める条件が、一歩早すぎるか遅すぎます。",
  ["kit.fix.move_up"] = "{first} 行目から {last} 行目（`{code}` とその続き）を {line} 行目の上に移す",
  ["kit.hint.move_not_passed.place"] = "{call} では {move} に値がありません。{parent} の呼び出しは、{move} を受け取る {place} " ..
    "番目の値に関数を渡していません。",
  ["kit.hint.undefined.declared"] = "{fname} は {name} を呼んでいますが、そこでは値がありません（Lua は nil と言います）。ファイルで" ..
    "は {line} 行目で {name} を宣言しています。{near}",
  ["kit.hint.undefined.unseen"] = "{fname} は {name} を呼んでいますが、そこでは {name} に値がありません（Lua は nil と言い" ..
    "ます）。{near}",
  ["kit.hint.order.named"] = "引数の名前は ({said}) と言っているので、キットはその順で確かめます。",
  ["kit.repair.missing_move"] = "{fname} は2回呼び出しますが、その間に自分では円盤を動かしません。",
  ["kit.edit.cannot_write"] = "teach.edit: エディター用のファイルを書き込めませんでした。",
  ["kit.edit.unchanged"] = "teach.edit: 何も変わっていません。",
  ["kit.edit.again"] = "（もう一度 teach.edit を使うと、書いたものが開きます。）",
  ["kit.edit.defined"] = "定義し直しました（{lines} 行）。",
  ["kit.report.named_order"] = "{fname} は、引数の名前が示す順番で杭を渡してチェックしました: ({said})。",
  -- hanoi grade's rows (a file that does not load, its opts comment, the grader's own
  -- stops), the last line of teach.moves, a trace's depth, a stepper as the REPL shows it
  ["kit.graded.opts"] = "ファイルの opts コメント: {why}",
  ["kit.graded.not_option"] = "{name} はファイルで設定できるオプションではありません (order, names, k)",
  ["kit.graded.list_not_option"] = "リストはファイルで設定できるオプションではありません " ..
    "(order, names, k)",
  ["kit.graded.escape"] = "読めないエスケープ",
  ["kit.graded.unended"] = "閉じていない文字列",
  ["kit.graded.too_nested"] = "入れ子が深すぎるテーブル",
  ["kit.graded.bad_table"] = "読めないテーブル",
  ["kit.graded.bad_value"] = "読めない値",
  ["kit.graded.not_table"] = "テーブルではありません",
  ["kit.graded.after_table"] = "テーブルの後に余分なものがあります",
  ["kit.graded.too_long"] = "{most}文字{most:other=}より長い",
  ["kit.graded.cut"] = "{kept} [... 残り {bytes} バイト]",
  ["kit.graded.times"] = "{at}({count}回{count:other=}) {message}",
  ["kit.graded.positions"] = "{at}(ほかに{count}か所{count:other=}) {message}",
  ["kit.graded.no_debug"] = "{message}: 採点されるファイルには debug ライブラリがありません " ..
    "(debug.sethook も debug.getinfo もありません)",
  ["kit.graded.error_value"] = "エラー値 {value}",
  ["kit.graded.unloaded"] = "読み込みが終わりませんでした: {why}",
  ["kit.graded.deep"] = "深さ{depth}{calls:other=}の再帰が、Luaの{steps}ステップ{steps:other=}の後も" ..
    "まだ続いていました (--max-seconds {seconds})",
  ["kit.graded.memory"] = "{mib} MiBを超えるメモリを使いました (--max-memory {option})",
  ["kit.graded.sethook"] = "debug.sethookを呼びました",
  ["kit.graded.steps"] = "Luaの{steps}ステップ{steps:other=}の後もまだ動いていました " ..
    "(--max-seconds {seconds})",
  ["kit.graded.time"] = "CPU 時間で{cpu}秒たってもまだ動いていました (--max-seconds {seconds})",
  ["kit.graded.yield"] = "自分のコルーチンの外で coroutine.yield を呼びました (ファイルの" ..
    "トップレベルで yield してはいけません)",
  ["kit.graded.overflow"] = "終わらない再帰か、Luaの呼び出しスタックに入りきらないほど深い再帰です " ..
    "(約{most}回{most:other=}の呼び出し): {message}",
  ["kit.graded.c_function"] = "その関数はLua自身の関数 (Cで書かれたもの) で、ファイルが定義した" ..
    "関数ではありません",
  ["kit.graded.no_function"] = "関数 solve を定義していません",
  ["kit.graded.stopped"] = "このファイルで採点が止まりました: {message}",
  ["kit.graded.too_large"] = "{mib} MiBより大きいファイルです",
  ["kit.graded.interrupted_here"] = "停止: このファイルの採点中に採点が中断されました ({signal})",
  ["kit.graded.wall"] = "実時間で{seconds}秒{seconds:other=}たってもまだ動いていました: 停止しました",
  ["kit.graded.cpu"] = "CPU 時間を{seconds}秒{seconds:other=}より多く使いました: 停止しました",
  ["kit.graded.outside"] = "そのプロセスは、採点の外から送られたシグナル {signal} で終了しました",
  ["kit.graded.crashed"] = "インタープリターをクラッシュさせました ({signal})",
  ["kit.graded.ran_on"] = "フックで止められない所で時間制限を過ぎても動き続けました (パターン" ..
    "マッチのような長いCの呼び出し): 停止しました",
  ["kit.graded.out_of_memory"] = "採点で許される{mib} MiBを超えるメモリを使いました",
  ["kit.graded.failed"] = "このファイルの採点に失敗しました: {message}",
  ["kit.graded.unreadable"] = "結果の行が読めない形で返ってきました (プロセスは {how} {code} で終了)",
  ["kit.graded.interrupted"] = "{signal}で中断: {total}ファイル{total:other=}のうち{done}個を" ..
    "採点しました",
  ["kit.reason.over"] = "この move は、もう終わった teach の実行のものです",
  ["kit.moves.fewest"] = "{moves}手{moves:other=}、{k}本の杭で円盤{n}枚{n:other=}を動かす最少の手数",
  ["kit.trace.depth"] = "[深さ {depth}]",
  ["kit.repl.stepper"] = "(ステップ{step}のステッパー。残しておくには: s = {call}、それから s())",
  ["kit.repl.stepper_end"] = "(ステップ{step}で最後まで来たステッパー。残しておくには: " ..
    "s = {call}、それから s())",
}
