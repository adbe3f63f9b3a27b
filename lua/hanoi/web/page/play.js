  // ==== the page to play (play.js)
  // The game is hanoi.game's: its rules, moves, hints, the computer's
  // play, goals, clock, statistics and save files come from the engine the
  // page carries (`make web`: Lua, the C core and the Lua modules in
  // WebAssembly), through its adapter hanoi.web. This script keeps what
  // belongs to a browser: drawing, flights and the crane, input, the DOM,
  // best results in localStorage.
  // The engine runs twice. On the main thread one instance keeps the
  // game's session and answers each command at once (a move or an undo in
  // about a millisecond; a hint on 3 pegs, or where the whole space is
  // within the game's search budget, in milliseconds): a disk moves only
  // after the rules agreed, and input needs no round trip. In a Web Worker
  // a second instance runs every longer search (the C search with its
  // default budget, on more than 3 pegs past the game's budget), so that
  // the page answers clicks while it searches. Until the main-thread engine is ready (a fraction
  // of a second) the page is "loading" (the body's data-engine).
  var MAXN = D.N, MAXK = D.K;
  var FLY_MAX = 20;          // moves a second: faster, whole moves are drawn
  var FLY = 0.8;             // the part of a move's time a disk flies
  var CRANE = 2.4;           // the crane's move, in moves' times
  var BEST = "hanoi-best ";  // localStorage: "hanoi-best n k goal" -> {"moves":, "time":}
  var MAX_BYTES = 4194304;   // the largest save file read, as the terminal game reads them

  var motionQuery = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  function reduced() { return !!(motionQuery && motionQuery.matches); }

  // ==== the page's words: the game's catalogue in the language in use.
  // A text without values as hanoi html wrote it (D.langs: the "play." and
  // "page." texts of each language); one with values filled by the engine
  // (hanoi.web.say: hanoi.lang's plural rules, numbers and filler), which
  // the page asks once for each text (heard); "" until the engine is ready
  // (the page writes everything again then).
  var LANG = "en", WORDS = D.langs.en, heard = Object.create(null), heardCount = 0;
  function T(key, args) {
    if (!args) return WORDS[key] !== undefined ? WORDS[key] : D.langs.en[key];
    if (!engine) return "";
    var line = sayLine(key, args);
    if (!(line in heard)) {
      if (++heardCount > 4000) { heard = Object.create(null); heardCount = 1; }
      heard[line] = JSON.parse(call("say", LANG + "\n" + line))[0];
    }
    return heard[line];
  }
  // moves a second as the speed's words write the number
  function rateText(s) { return s < 10 ? Math.round(s * 10) / 10 : Math.round(s); }
  // a text that writes itself again in the language in use
  function M(key, args) { return function () { return T(key, args); }; }
  // a word of the key lines as a button's label: its first letter capital
  function cap(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
  // the goal in words: "tower on C"
  function goalText() {
    if (G.goal === "other") return T("play.goal.other", { peg: L(G.start[0]) });
    if (G.goal.length === 1) return T("play.goal.peg", { peg: G.goal });
    return T("play.goal.position", { label: G.goal });
  }

  // ==== positions: w[d - 1] is the peg (0-based) of disk d; a label
  // names the pegs by the engine's letters (hanoi.pegs)
  function labelOf(w) {
    var s = "";
    for (var i = 0; i < w.length; i++) s += L(w[i]);
    return s;
  }
  function whereOf(label) {
    var w = [];
    for (var i = 0; i < label.length; i++) w.push(LETTERS.indexOf(label.charAt(i)));
    return w;
  }
  function stacksOf(w, k) {
    var st = [], p, d;
    for (p = 0; p < k; p++) st.push([]);
    for (d = w.length; d >= 1; d--) st[w[d - 1]].push(d);
    return st;
  }
  function isTower(w, p) {
    for (var i = 0; i < w.length; i++) if (w[i] !== p) return false;
    return true;
  }
  // the top disk of peg p among stacks, 0 when empty
  function topOf(st, p) { var s = st[p]; return s.length ? s[s.length - 1] : 0; }

  // ==== the engine on the main thread
  var engine = null, k = D.k;
  // a file's bytes (one character each) as the engine takes them: a zero
  // byte as U+0100 (hanoi.web undoes it), the rest as they are
  function raw(bytes) { return bytes.replace(/\0/g, "\u0100"); }
  function call(fn, arg) {
    var r = engine.ccall("hanoi_web_run", "string", ["number", "string", "string"],
      [engine.L, "return require('hanoi.web')." + fn + "(...)", arg]);
    if (r.charAt(0) !== "+") throw new Error("hanoi.web." + fn + ": " + r.slice(1));
    return r.slice(1);
  }
  // a command of the game (hanoi.web.game): {events} or {error}; the page's
  // picture of the game (G) follows the session's view
  function run(cmd, payload) {
    var r = JSON.parse(call("game", performance.now() / 1000 + ";" + cmd +
      (payload === undefined ? "" : "\n" + payload)));
    mirror(r.view);
    return r;
  }

  // ==== the game, as the session shows it
  var G = null;
  var speed = D.speed, cursor = 0, craneOn = false, statsOn = false, drag = null;
  var nextAt = 0, lastTick = null, progress = 0;
  function mirror(v) {
    var was = G || {};
    G = { n: v.n, goal: v.goal, start: whereOf(v.start), where: whereOf(v.label),
      pos: v.pos, length: v.length, held: v.held - 1, mode: v.mode, auto: v.auto || null, paused: v.paused,
      won: v.won, by: v.by, undos: v.undos, redos: v.redos, hints: v.hints, diskMoves: v.disks,
      optimal: v.optimal, measuring: v.measuring, fs: v.fs, time: v.time * 1000, running: v.running, at: performance.now(),
      hinted: was.hinted || null, plan: was.plan || null, pendingHint: !!was.pendingHint,
      binary: was.binary || null, stats: was.stats || null };
    k = v.k;
    G.stacks = stacksOf(G.where, k);
  }
  function elapsed() { return G.time + (G.running ? performance.now() - G.at : 0); }
  function mode() { return G.mode; }

  // ==== advice: the next move towards the goal and how far it is
  // {move: [d, a, b] or null, distance: BigInt or null (unknown), exact:
  // true when proven shortest}, or {pending: true} while the worker
  // searches. hanoi.game answers within its search budget; past it, on
  // more than 3 pegs, the worker's C search (its default budget: exact,
  // or a plan it labels not proven shortest), which the page then follows.
  var advice = {};
  function advise(w) {
    var label = labelOf(w), hit = advice[label];
    if (hit) return hit;
    var res = adviseNow(label, w);
    if (!res.pending) {
      if (Object.keys(advice).length > 256) advice = {};
      advice[label] = res;
    }
    return res;
  }
  function fromPlan(label) {
    var plan = G.plan, i = plan ? plan.at[label] : undefined;
    if (i === undefined) return null;
    return { move: i < plan.moves.length ? plan.moves[i] : null, distance: BigInt(plan.moves.length - i),
      exact: plan.optimal, plan: true };
  }
  function adviseNow(label, w) {
    var p = fromPlan(label);
    if (p) return p;
    var r = JSON.parse(call("game", performance.now() / 1000 + ";advice;" + label)).events[0];
    if (r.done) return { move: null, distance: 0n, exact: true };
    if (r.exact) return { move: [r.disk, r.from - 1, r.to - 1], distance: BigInt(r.distance), exact: true };
    var way = r.target ? engineWay(label, r.target) : null;
    if (way === undefined) return { pending: true };
    if (way) {
      G.plan = makePlan(w, way.moves, way.exact);
      return fromPlan(label);
    }
    if (r.error || !r.disk) {
      return { move: null, distance: null, exact: false, error: r.error || "no hint here: the search needs a Web Worker" };
    }
    return { move: [r.disk, r.from - 1, r.to - 1], distance: null, exact: false };
  }
  // A plan as the page follows it: its moves and the index of the position
  // after each. Where the moves come back to a position they passed (a
  // tower gathered and then taken apart the same way), the loop is left
  // out, so that no position comes twice and "to go" is the plan's length.
  function makePlan(w, moves, optimal) {
    var ww = w.slice(), at = Object.create(null), kept = [], seen = [labelOf(ww)];
    at[seen[0]] = 0;
    for (var i = 0; i < moves.length; i++) {
      ww[moves[i][0] - 1] = moves[i][2];
      var label = labelOf(ww), j = at[label];
      if (j !== undefined) {
        while (kept.length > j) { kept.pop(); delete at[seen.pop()]; }
        continue;
      }
      kept.push(moves[i]);
      seen.push(label);
      at[label] = kept.length;
    }
    return { moves: kept, at: at, optimal: optimal };
  }

  // ==== the worker: the C search (hanoi.search through hanoi.web.way) for
  // positions past the game's budget. Its answer is exact within the
  // search's default budget, else a plan labelled not proven shortest.
  // One question at a time; an answer is kept by its position.
  // A question "optimum:n;k;start;goal" asks hanoi.game's optimum from a
  // game's start instead (hanoi.web.optimum), which the main thread's
  // session leaves to the worker past the game's budget.
  var WORKER = "\nvar H = null, Q = [];\n" +
    "function go(d) {\n" +
    "  var o = d.slice(0, 8) === 'optimum:';\n" +
    "  var r = H.ccall('hanoi_web_run', 'string', ['number', 'string', 'string'],\n" +
    "    [H.L, \"return require('hanoi.web').\" + (o ? 'optimum' : 'way') + \"(...)\", o ? d.slice(8) : d]);\n" +
    "  postMessage({ key: d, answer: r });\n}\n" +
    "HanoiEngine().then(function (M) { H = M; H.L = M.ccall('hanoi_web_new', 'number', [], []);" +
    " var q = Q; Q = null; q.forEach(go); });\n" +
    "onmessage = function (e) { if (Q) Q.push(e.data); else go(e.data); };\n";
  var searcher = { worker: null, failed: false, asked: null, since: 0, ways: {} };
  function workerStart() {
    try {
      searcher.worker = new Worker(URL.createObjectURL(new Blob([byId("engine").textContent, WORKER],
        { type: "text/javascript" })));
    } catch (e) {
      searcher.failed = true;
      return;
    }
    searcher.worker.onmessage = function (e) {
      var r = e.data.answer, way = null;
      if (e.data.key.slice(0, 8) === "optimum:") { measured(e.data.key, r); return; }
      if (r.charAt(0) === "+") {
        var a = JSON.parse(r.slice(1));
        way = { moves: Array.isArray(a.moves) ? a.moves : [], exact: a.exact === true };
      }
      searcher.ways[e.data.key] = way;
      if (searcher.asked === e.data.key) searcher.asked = null;
      advice = {};
      if (G.pendingHint) { G.pendingHint = false; hint(true); }
    };
    searcher.worker.onerror = function (e) {
      e.preventDefault();
      searcher.failed = true; searcher.asked = null;
      if (G.pendingHint) { G.pendingHint = false; hint(true); }
    };
  }
  // hanoi.game's optimum from the start, where the session left it to the
  // worker (the view's `measuring`): asked once for each game, handed to
  // the session when it comes; the board plays meanwhile
  var optima = {};
  function measure() {
    if (!G.measuring) return;
    var key = "optimum:" + G.n + ";" + k + ";" + G.measuring;
    if (key in optima) { measured(key, optima[key]); return; }
    if (searcher.failed) return;
    if (!searcher.worker) workerStart();
    if (!searcher.failed) searcher.worker.postMessage(key);
  }
  function measured(key, r) {
    optima[key] = r;
    if (!G || "optimum:" + G.n + ";" + k + ";" + G.measuring !== key) return;
    // an error of the worker's engine leaves the optimum unknown, saying why
    var f = key.slice(8).split(";");
    var a = r.charAt(0) === "+" ? JSON.parse(r.slice(1)) : { start: f[2], goal: f[3], why: r.slice(1) };
    run("optimum;" + a.start + ";" + a.goal + ";" + (a.target || "") + ";" + (a.distance || ""),
      a.why || "");
    // who measured the optimum of this game (tests, tools): the worker
    document.body.setAttribute("data-optimum", "worker");
    advice = {}; G.stats = null;
    draw();
  }
  // the worker's way from the position to the tower on peg `target`
  // (counted from 1; "2,3": the nearest of those towers): {moves, exact},
  // null where it has none, undefined while it searches
  function engineWay(label, target) {
    var key = k + ";" + label + ";" + target;
    if (key in searcher.ways) return searcher.ways[key];
    if (searcher.failed) return null;
    if (!searcher.worker) workerStart();
    if (searcher.failed) return null;
    if (searcher.asked !== key) {
      searcher.asked = key;
      searcher.since = performance.now();
      searcher.worker.postMessage(key);
    }
    return undefined;
  }

  // the optimum from the start: {distance, exact, how} or null while searching
  function fromStart() {
    if (G.optimal !== undefined) return { distance: BigInt(G.optimal), exact: true, how: "exact" };
    if (G.fs !== undefined && G.goal !== L(G.start[0])) {
      return { distance: BigInt(G.fs), exact: k === 4, how: "fs" };   // proved shortest on 4 pegs (Bousch)
    }
    var a = advise(G.start);
    if (a.pending) return null;
    if (a.distance === null) return { distance: "?", exact: false, how: "plan" };
    return { distance: a.distance, exact: a.exact, how: a.plan ? "plan" : "exact" };
  }
  // hanoi.game's statistics of the game, asked again when the game moved
  function stats() {
    var key = G.pos + " " + labelOf(G.where);
    if (!G.stats || G.stats.key !== key) {
      G.stats = JSON.parse(call("game", performance.now() / 1000 + ";stats")).events[0];
      G.stats.key = key;
    }
    return G.stats;
  }

  // the binary method's move m in words, its bits
  function binaryText(m, d, from, to) {
    var bits = m.toString(2);
    while (bits.length < G.n) bits = "0" + bits;
    var low = 0;
    while (((m >> BigInt(low)) & 1n) === 0n) low++;
    return { bits: bits, low: low, args: { number: String(m), bit: low, disk: d, from: L(from), to: L(to) } };
  }

  // bytes (one character each) shown as text: UTF-8 where it is, "?" where not
  function shown(bytes) {
    var a = new Uint8Array(bytes.length);
    for (var i = 0; i < bytes.length; i++) a[i] = bytes.charCodeAt(i) & 255;
    return new TextDecoder("utf-8").decode(a).replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, "?");
  }

  // after a new game, a reset or a load: the board built again
  function fresh() {
    advice = {};
    G.plan = null; G.hinted = null; G.pendingHint = false; G.binary = null; G.stats = null;
    cursor = Math.min(cursor, k - 1);
    statsOn = false;
    if (D.autoTitle) {
      document.title = T("page.title", { disks: G.n, pegs: k });
      document.querySelector("h1").textContent = document.title;
    }
    anim = null; drag = null; crane.x = null;
    buildBoard();
    syncControls();
    measure();
  }

  // the message line: a text, or a function that writes it in the
  // language in use (written again when the language changes)
  var said = null;
  function say(s, isBad) {
    said = { s: s, bad: isBad };
    var m = byId("message"), t = typeof s === "function" ? s() : s;
    if (m.textContent !== t) m.textContent = t;
    m.className = isBad ? "bad" : "";
  }
  function refuse(r) {
    if (!r.error) return false;
    // hanoi.game's refusal, in the page's language (hanoi.web says it),
    // said again in a language the picker chooses
    var raw = r.raw;
    say(raw === undefined ? r.error : function () { return call("refusal", LANG + "\n" + raw); }, true);
    return true;
  }

  // the counts of the status before a move: the crane shows them until it
  // sets the disk down
  function keep() {
    holding = { moves: byId("moves").textContent, left: byId("left").textContent };
  }

  // what the events of a command show: flights and the message
  function show(events, opts) {
    opts = opts || {};
    var msg = null;
    events.forEach(function (ev) {
      var a = ev.from - 1, b = ev.to - 1;
      if (ev.type === "pick") {
        flyLift(ev.peg - 1);
        msg = M(opts.was === "solving" || opts.was === "demo" || opts.was === "paused" ?
          "page.ev.pick_takeover" : "play.ev.pick", { disk: ev.disk, peg: L(ev.peg - 1) });
      } else if (ev.type === "unpick") {
        flyBack(ev.disk, ev.peg - 1);
        msg = M("play.ev.unpick", { disk: ev.disk, peg: L(ev.peg - 1) });
      } else if (ev.type === "move") {
        G.hinted = null; G.pendingHint = false;
        flyMove(ev.disk, a, b, opts.lifted === a, opts.from);
        var word = ev.by === "random" ? "play.ev.move_random" : ev.method === "binary" ? "page.ev.move_binary"
          : ev.by === "computer" ? (opts.exact === false ? "page.ev.move_plan" : "play.ev.move_computer")
          : "play.ev.move";
        if (ev.method === "binary") G.binary = binaryText(BigInt(ev.number), ev.disk, a, b);
        msg = M(word, { number: ev.moves, disk: ev.disk, from: L(a), to: L(b) });
      } else if (ev.type === "undo") {
        G.hinted = null; G.pendingHint = false;
        flyMove(ev.disk, b, a, false);
        msg = M("play.ev.undo", { disk: ev.disk, from: L(b), to: L(a) });
      } else if (ev.type === "redo") {
        G.hinted = null; G.pendingHint = false;
        flyMove(ev.disk, a, b, false);
        msg = M("play.ev.redo", { disk: ev.disk, from: L(a), to: L(b) });
      } else if (ev.type === "won") {
        var opt = fromStart();
        var won = { moves: G.pos, optimal: opt && opt.exact ? String(opt.distance) : "?",
          time: clockText(elapsed()) }, rec = record();
        msg = function () { return T("play.ev.won", won) + rec; };
        statsOn = true;
      }
    });
    if (msg !== null) say(msg);
  }

  // ---- commands (what a click, a key or a button does)

  function select(p) {
    finish();
    var was = mode(), lifted = G.held;
    if (G.held >= 0 && p !== G.held) keep();
    var r = run("select;" + (p + 1));
    if (refuse(r)) return;
    show(r.events, { was: was, lifted: lifted });
  }
  function drop(p) {
    if (G.held < 0) return;
    var lifted = G.held;
    if (p !== lifted) keep();
    var r = run("drop;" + (p + 1));
    if (refuse(r)) return;
    show(r.events, { lifted: lifted });
  }
  function putBack() {
    if (G.held >= 0) {
      var a = G.held, d = topOf(G.stacks, a);
      run("drop;" + (a + 1));
      flyBack(d, a);
    }
  }

  function step(dir) {
    finish();
    putBack();
    keep();
    var r = run(dir < 0 ? "undo" : "redo");
    if (refuse(r)) return;
    show(r.events);
  }

  // the hint: the next move towards the goal; again, it is played
  function hint(waited) {
    if (!waited) finish();
    if (G.won) { say(function () { return T("page.hint.solved"); }, true); return; }
    var h = G.hinted;
    if (!waited && h && G.held < 0 && topOf(G.stacks, h[1]) === h[0]) {
      keep();
      var r = run("move;" + (h[1] + 1) + ";" + (h[2] + 1));
      if (!r.error) { show(r.events); return; }
    }
    var adv = advise(G.where);
    if (adv.pending) { G.pendingHint = true; say(function () { return T("page.hint.searching"); }); return; }
    if (adv.error) { say(adv.error, true); return; }
    if (!adv.move) { say(function () { return T("page.hint.reached"); }); return; }
    putBack();
    run("hinted");
    G.hinted = adv.move;
    var m = adv.move, exact = adv.exact;
    say(function () {
      return T("play.ev.hint", { disk: m[0], from: L(m[1]), to: L(m[2]) }) +
        (exact ? "" : " " + T("page.plan")) + " " + T("play.hint_again");
    });
  }

  // the computer takes the game: solving, or a demo
  function startAuto(cmd) {
    finish();
    var lifted = G.held;
    var r = run(cmd);
    if (refuse(r)) return false;
    if (lifted >= 0 && G.held < 0) flyBack(topOf(G.stacks, lifted), lifted);
    G.hinted = null; G.pendingHint = false;
    nextAt = 0; lastTick = null; progress = 0;
    return true;
  }
  function solve() {
    if (G.auto === "solve" && !G.paused) { stop(); return; }
    if (startAuto("solve")) say(function () { return T("play.ev.solving"); });
  }
  function demo(method) {
    if (G.auto === method && !G.paused) { stop(); return; }
    if (method === "binary") {
      if (startAuto("demo;binary")) say(function () { return T("play.ev.binary_demo"); });
    } else if (startAuto("demo;random")) {
      say(function () { return T("page.random"); });
    }
  }
  function halt() {
    if (!G.auto) { say(function () { return T("play.no.computer"); }, true); return; }
    if (G.paused) { resume(); return; }
    finish();
    if (refuse(run("pause"))) return;
    say(function () { return T("page.halted"); });
  }
  function resume() {
    if (!G.auto || !G.paused) { say(function () { return T("page.not_halted"); }, true); return; }
    if (refuse(run("resume"))) return;
    nextAt = 0; lastTick = null;
    say(function () { return T("page.plays_on"); });
  }
  function stop() {
    if (!G.auto) { say(function () { return T("play.no.computer"); }, true); return; }
    finish();
    if (refuse(run("stop"))) return;
    say(function () { return T("play.ev.takeover"); });
  }

  // one move of the computer; false when it must wait (a search runs).
  // Solving, it plays the advice (hanoi.game's, or the worker's way past
  // the game's budget); a demo, hanoi.game's next move (tick)
  function computerMove() {
    keep();
    if (G.auto === "solve") {
      var adv = advise(G.where);
      if (adv.pending) { holding = null; say(function () { return T("page.searching"); }); return false; }
      if (!adv.move) { run("stop"); holding = null; return true; }
      var r = run("auto;" + (adv.move[1] + 1) + ";" + (adv.move[2] + 1));
      if (refuse(r)) { run("stop"); holding = null; return true; }
      show(r.events, { exact: adv.exact });
      return true;
    }
    var t = run("tick");
    if (refuse(t)) { holding = null; return true; }
    if (!t.events.length) holding = null;
    show(t.events);
    return true;
  }

  // ---- best results, kept in the browser (games won by hand from a tower)
  function bestKey() {
    return isTower(G.start, G.start[0]) ? BEST + G.n + " " + k + " " + G.goal : null;
  }
  function bestOf() {
    var key = bestKey();
    if (!key) return null;
    try {
      var v = JSON.parse(window.localStorage.getItem(key));
      return v && typeof v.moves === "number" && typeof v.time === "number" ? v : null;
    } catch (e) { return null; }
  }
  function record() {
    var key = bestKey();
    if (!key || G.by.computer || G.by.random) return "";
    var old = bestOf(), time = Math.round(elapsed()) / 1000;
    var best = { moves: old ? Math.min(old.moves, G.pos) : G.pos, time: old ? Math.min(old.time, time) : time };
    try { window.localStorage.setItem(key, JSON.stringify(best)); } catch (e) { return "; " + T("page.best.cannot"); }
    var news = [];
    if (old && G.pos < old.moves) news.push(T("play.scores.fewest"));
    if (old && time < old.time) news.push(T("play.scores.time"));
    return news.length ? ": " + T("play.scores.new_best") + " (" + news.join(D.comma[LANG]) + ")" : "";
  }

  // ---- new games, saving and loading
  // The sizes the page offers are its own (1..N disks, 3..K pegs); past
  // the most pegs the library names, hanoi.game refuses, in its words
  function newGameFromControls(changed) {
    var n = +byId("disks").value, kk = +byId("pegs").value, goal = byId("goal").value;
    if (!(Number.isInteger(n) && n >= 1 && n <= MAXN)) {
      say(T("page.bad_disks", { most: MAXN }), true); syncControls(); return;
    }
    if (!Number.isInteger(kk) || (kk <= PEGS_MAX && (kk < 3 || kk > MAXK))) {
      say(T("page.bad_pegs", { most: MAXK }), true); syncControls(); return;
    }
    if (changed === "pegs" || (goal !== "other" && !(LETTERS.indexOf(goal) >= 1 && LETTERS.indexOf(goal) < kk))) {
      goal = kk <= PEGS_MAX ? L(kk - 1) : "other";     // the last peg, as at first
    }
    var r = run("new;" + n + ";" + kk + ";;" + goal);
    if (r.error) { say(r.error, true); syncControls(); return; }
    fresh();
    say(function () { return T("page.new", { disks: n, pegs: kk, goal: goalText() }); });
  }
  function reset() {
    finish();
    run("reset");
    fresh();
    say(function () { return T("play.ev.reset"); });
  }
  function saveGame() {
    finish();
    var a = document.createElement("a");
    a.href = "data:text/plain;charset=utf-8," + encodeURIComponent(run("dump").events[0].text);
    a.download = "hanoi.save";
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    say(function () { return T("page.saved", { file: "hanoi.save" }); });
  }
  // a file's bytes (one character each) loaded as hanoi.game loads them
  function loadText(bytes, name) {
    var r = JSON.parse(call("save_read", raw(bytes))), why = r.error;
    if (!why && (r.n > MAXN || r.k > MAXK)) {
      why = T("page.load.size", { most_disks: MAXN, most_pegs: MAXK, disks: r.n, pegs: r.k });
    } else if (!why && r.goal.length > 1 && r.goal !== "other") {
      why = T("page.load.goal", { goal: r.goal });
    }
    if (why) { say(T("play.cannot_load", { file: "'" + shown(name) + "'", why: why }), true); return; }
    finish();
    var l = run("undump", raw(bytes));
    if (refuse(l)) return;
    fresh();
    say(T("play.ev.load", { file: shown(name) }));
  }
  function loadFile(file) {
    if (file.size > MAX_BYTES) {
      say(T("play.cannot_load", { file: "'" + file.name + "'", why: T("page.load.large", { bytes: MAX_BYTES }) }), true);
      return;
    }
    file.arrayBuffer().then(function (buf) {
      var a = new Uint8Array(buf), s = "";
      for (var i = 0; i < a.length; i += 8192) s += String.fromCharCode.apply(null, a.subarray(i, i + 8192));
      var name = unescape(encodeURIComponent(file.name));       // its UTF-8 bytes
      loadText(s, name);
      draw();
    });
  }

  // ==== moving disks: flights and the crane
  var anim = null;           // {points, t0, dur, disk, crane, done, hold}
  var crane = { x: null };                // where the trolley stopped
  // the counts of the status before the move the crane is about to carry:
  // shown until the disk is set down
  var holding = null;
  var g, board, W, H, pegEls = [], diskEls = [], craneEl = null;

  function pace() { return (g.h + g.dx) / (FLY * 1000 / speed); }    // pixels a millisecond
  function moving() { return !reduced() && speed < FLY_MAX; }
  function animate(points, disk, onCrane, done) {
    var hold = holding;
    holding = null;
    anim = null;
    if (!moving()) { if (done) done(); return; }
    var len = 0;
    for (var i = 1; i < points.length; i++) {
      len += Math.abs(points[i].x - points[i - 1].x) + Math.abs(points[i].y - points[i - 1].y);
    }
    var dur = len / pace() * (onCrane ? CRANE / FLY : 1);
    if (dur <= 0) { if (done) done(); return; }
    anim = { points: points, t0: performance.now(), dur: dur, disk: disk, crane: onCrane, done: done,
      hold: onCrane ? hold : null };
  }
  // a click during a flight finishes it first
  function finish() {
    if (!anim) return;
    var a = anim;
    anim = null;
    if (a.done) a.done();
  }
  function craneStart() { return crane.x === null ? g.pegX(0) : crane.x; }
  // the top disk of a goes up (picked)
  function flyLift(a) {
    var d = topOf(G.stacks, a), x = g.pegX(a), y = g.restY(G.stacks[a].length - 1);
    if (craneOn) {
      var cx = craneStart();
      crane.x = x;
      animate([{ x: cx, y: g.liftY, c: 0 }, { x: x, y: g.liftY, c: 0 }, { x: x, y: y, c: 1 },
        { x: x, y: g.liftY, c: 1 }], d, true, null);
    } else {
      animate([{ x: x, y: y }, { x: x, y: g.liftY }], d, false, null);
    }
  }
  // a picked disk goes back down onto a
  function flyBack(d, a) {
    var x = g.pegX(a), y = g.restY(G.stacks[a].length - 1);
    var from = drag && drag.at ? drag.at : { x: x, y: g.liftY };
    if (craneOn) {
      crane.x = x;
      animate([{ x: x, y: g.liftY, c: 1 }, { x: x, y: y, c: 2 }, { x: x, y: g.liftY, c: 2 }], d, true, null);
    } else {
      animate([{ x: from.x, y: from.y }, { x: x, y: y }], d, false, null);
    }
  }
  // disk d has gone from a to b (the board shows it there already)
  function flyMove(d, a, b, lifted, from) {
    var xa = g.pegX(a), xb = g.pegX(b);
    var ya = g.restY(G.stacks[a].length), yb = g.restY(G.stacks[b].length - 1);
    if (craneOn) {
      var pts = [];
      if (!lifted) {
        var cx = craneStart();
        pts.push({ x: cx, y: g.liftY, c: 0 }, { x: xa, y: g.liftY, c: 0 }, { x: xa, y: ya, c: 1 });
      }
      pts.push({ x: xa, y: g.liftY, c: 1 }, { x: xb, y: g.liftY, c: 1 }, { x: xb, y: yb, c: 2 },
        { x: xb, y: g.liftY, c: 2 });
      crane.x = xb;
      animate(pts, d, true, null);
      return;
    }
    var start = from || (drag && drag.at) || (lifted ? { x: xa, y: g.liftY } : { x: xa, y: ya });
    var p = [{ x: start.x, y: start.y }];
    if (start.y > g.liftY) p.push({ x: start.x, y: g.liftY });
    p.push({ x: xb, y: g.liftY }, { x: xb, y: yb });
    animate(p, d, false, null);
  }

  // ==== drawing
  function buildBoard() {
    var n = G.n, sq = squeeze(n), parked = crane.x === null || !g ? null
      : Math.round((crane.x - g.x0) / g.dx);
    g = geometry(n, 0, sq);
    g = geometry(n, 2 * g.diskH + 6, sq);
    if (parked !== null) crane.x = g.pegX(Math.max(0, Math.min(k - 1, parked)));
    board = byId("board");
    while (board.firstChild) board.removeChild(board.firstChild);
    pegEls = [];
    var drawn = drawBoard(board, g, k, n, function (p, x, H) {
      var grp = el("g", { "class": "peg", "data-peg": L(p) }, board);
      el("rect", { "class": "hit", x: x - g.dx / 2, y: 0, width: g.dx, height: H,
        "pointer-events": "all" }, grp);
      pegEls.push(grp);
      return grp;
    });
    W = drawn.W; H = drawn.H; diskEls = drawn.disks;
    // the crane: a rail along the top, a trolley on it, a cable down to a
    // clamp whose jaws close round the disk it carries
    craneEl = el("g", { "class": "crane", id: "hoist" }, board);
    el("rect", { x: 0, y: 3, width: W, height: 3, fill: "#777" }, craneEl);
    el("rect", { "class": "trolley", width: 18, height: 8, y: 1, rx: 2, fill: "#c60" }, craneEl);
    el("line", { "class": "cable", stroke: "#333", "stroke-width": 1.5 }, craneEl);
    el("rect", { "class": "bar", height: 3, fill: "#c60" }, craneEl);
    el("rect", { "class": "jaw", width: 3, fill: "#c60" }, craneEl);
    el("rect", { "class": "jaw", width: 3, fill: "#c60" }, craneEl);
    buildLight();
    fit();
  }

  // The board uses the window: as wide as the page, unless then it and
  // the controls under it would be taller than the window; at least
  // MIN_BOARD pixels high all the same (the page scrolls then). Many pegs
  // make a long, low board: unless the page was given its own spacing,
  // the pegs then stand closer, down to SQUEEZE_MIN of their spacing, until
  // the board has the shape of the room for it (at most half as high as
  // wide); not for less than SQUEEZE_SOME. Again whenever the window
  // changes size.
  var MIN_BOARD = 150, SQUEEZE_MIN = 0.3, SQUEEZE_SOME = 0.75;
  // the room for the board in the window, in pixels
  function room() {
    var box = board.getBoundingClientRect(), bar = byId("gamebar").getBoundingClientRect();
    var above = box.top + window.scrollY, below = bar.bottom - box.bottom;
    return { w: Math.max(1, board.parentNode.clientWidth),
             h: Math.max(MIN_BOARD, window.innerHeight - above - below - 8) };
  }
  // the spacing of the pegs and the width of their bases for n disks, or
  // null for the usual ones
  function squeeze(n) {
    var o = D.geom;
    if (o.dx !== undefined || o.baseW !== undefined || o.diskW !== undefined) return null;
    var g0 = geometry(n, 0);
    g0 = geometry(n, 2 * g0.diskH + 6);
    var w0 = (k - 1) * g0.dx + g0.baseW, h0 = g0.y0 + g0.diskH / 2 + 24, r = room();
    var f = Math.max(SQUEEZE_MIN, Math.max(2, r.w / r.h) * h0 / w0);
    return f > SQUEEZE_SOME ? null : { dx: g0.dx * f, baseW: g0.baseW * f };
  }
  function fit() {
    var most = Math.floor(room().h * W / H) + "px";
    if (board.style.maxWidth !== most) board.style.maxWidth = most;
    document.body.setAttribute("data-fit", window.innerWidth + "x" + window.innerHeight);
  }
  window.addEventListener("resize", function () {
    var sq = squeeze(G.n);
    if (Math.abs((sq || geometry(G.n, 0)).dx - g.dx) > 1) {    // the pegs stand otherwise now
      finish();
      drag = null;
      buildBoard();
      draw();
    } else {
      fit();
    }
  });

  var LAMPS = [["halted", "#d22"], ["computer", "#f90"], ["playing", "#2a2"], ["won", "#36c"]];
  function buildLight() {
    var svg = byId("light");
    if (svg.firstChild) return;
    el("rect", { x: 0, y: 0, width: 76, height: 22, rx: 5, fill: "#333" }, svg);
    LAMPS.forEach(function (l, i) {
      el("circle", { "class": "lamp", "data-lamp": l[0], cx: 10 + i * 19, cy: 11, r: 7,
        fill: l[1] }, svg);
    });
  }
  function lightOf(m) {
    if (m === "solved") return ["won", T("page.light.won")];
    if (m === "paused") return ["halted", T("page.light.halted")];
    if (m === "solving") return ["computer", T("page.light.solving")];
    if (m === "demo") return ["computer", T(G.auto === "binary" ? "page.light.binary" : "page.light.random")];
    return ["playing", T("page.light.playing")];
  }

  // the clock, m:ss and tenths after the decimal mark of the language in
  // use (D.marks: hanoi.lang.MARKS, as hanoi html wrote them)
  function clockText(ms) {
    var tenths = Math.floor(ms / 100), s = Math.floor(tenths / 10) % 60;
    return Math.floor(tenths / 600) + ":" + (s < 10 ? "0" : "") + s + D.marks[LANG][0] + tenths % 10;
  }

  function place(d, cx, cy) { put(diskEls[d - 1], g.width(d), g.diskH, cx, cy); }

  // the crane where a moving disk's path puts it (`at`), else over the
  // disk it holds, else where it stopped
  function drawCrane(at) {
    craneEl.style.display = craneOn ? "" : "none";
    if (!craneOn) return;
    var x, y = g.liftY, w = 2 * g.w;
    if (at) {
      x = at.x; y = at.y; w = g.width(anim.disk);
    } else if (G.held >= 0) {
      x = crane.x = g.pegX(G.held);
      w = g.width(topOf(G.stacks, G.held));
    } else {
      x = craneStart();
    }
    var jaw = g.diskH, top = y - g.diskH / 2 - 4, half = w / 2 + 3;
    var kids = craneEl.childNodes;
    kids[1].setAttribute("x", x - 9);
    kids[2].setAttribute("x1", x); kids[2].setAttribute("x2", x);
    kids[2].setAttribute("y1", 9); kids[2].setAttribute("y2", top);
    kids[3].setAttribute("x", x - half - 1.5); kids[3].setAttribute("y", top);
    kids[3].setAttribute("width", 2 * half + 3);
    kids[4].setAttribute("x", x - half - 1.5); kids[4].setAttribute("y", top);
    kids[4].setAttribute("height", jaw + 4);
    kids[5].setAttribute("x", x + half - 1.5); kids[5].setAttribute("y", top);
    kids[5].setAttribute("height", jaw + 4);
    craneEl.setAttribute("data-x", Math.round(x * 100) / 100);
    craneEl.setAttribute("data-y", Math.round(y * 100) / 100);
    craneEl.setAttribute("data-width", Math.round(2 * half * 100) / 100);
  }

  function draw() {
    var now = performance.now(), q, lv, at = null;
    if (anim && now - anim.t0 >= anim.dur) finish();
    var st = G.stacks;
    for (q = 0; q < k; q++)
      for (lv = 0; lv < st[q].length; lv++) place(st[q][lv], g.pegX(q), g.restY(lv));
    if (G.held >= 0) {
      var hd = topOf(st, G.held);
      if (drag && drag.at && !craneOn) place(hd, drag.at.x, drag.at.y);
      else place(hd, g.pegX(G.held), g.liftY);
    }
    if (anim) {
      at = along(anim.points, (now - anim.t0) / anim.dur);
      if (!anim.crane || at.c === 1) place(anim.disk, at.x, at.y);
      else if (at.c === 0) {         // not picked yet: where it stood
        var first = anim.points.filter(function (pt) { return pt.c === 1; })[0];
        if (first) place(anim.disk, first.x, first.y);
      }
    }
    drawCrane(anim && anim.crane ? at : null);
    var m = mode(), h = G.hinted;
    for (q = 0; q < k; q++) {
      var cls = "peg";
      if (q === G.held) cls += " held";
      if (q === cursor) cls += " cursor";
      if (h && q === h[1]) cls += " from";
      if (h && q === h[2]) cls += " to";
      if (pegEls[q].getAttribute("class") !== cls) pegEls[q].setAttribute("class", cls);
    }
    // the status
    var adv = advise(G.where), opt = fromStart(), hold = anim && anim.hold;
    text("moves", hold ? hold.moves : String(G.pos));
    text("optimum", opt ? String(opt.distance) : "...");
    text("optnote", !opt ? T("page.opt.searching") : opt.exact ? "" : T(opt.how === "fs" ? "page.opt.fs" : "page.opt.plan"));
    text("left", hold ? hold.left : adv.pending
      ? T("page.left.searching", { seconds: Math.floor((performance.now() - searcher.since) / 1000) })
      : T("page.left", { left: adv.distance === null ? "?" : String(adv.distance) }) + (adv.exact ? "" : " " + T("page.plan")));
    text("timer", clockText(elapsed()));
    var mark = byId("solved");
    text("solved", G.won ? T("page.solved") : "");
    mark.className = G.won ? "on" : "";
    var verdict = "";
    if (G.won) {
      verdict = T(!opt || !opt.exact ? "page.verdict.unknown" : BigInt(G.pos) === opt.distance ?
        "page.verdict.optimal" : "page.verdict.more", { moves: G.pos, optimal: opt ? String(opt.distance) : "?",
        undos: G.undos, hints: G.hints });
    }
    text("verdict", verdict);
    var light = lightOf(m);
    var lamps = byId("light").querySelectorAll(".lamp");
    for (q = 0; q < lamps.length; q++) {
      var on = lamps[q].getAttribute("data-lamp") === light[0] ? "1" : "0.18";
      if (lamps[q].getAttribute("fill-opacity") !== on) lamps[q].setAttribute("fill-opacity", on);
    }
    byId("light").setAttribute("aria-label", T("page.light", { state: light[1] }));
    byId("light").setAttribute("data-state", light[0]);
    text("lighttext", light[1]);
    drawBinary();
    byId("undo").disabled = G.pos === 0;
    byId("redo").disabled = G.pos >= G.length;
    text("solve", G.auto === "solve" && !G.paused ? T("page.btn.stop") : cap(T("play.key.solve")));
    byId("halt").disabled = !G.auto || G.paused;
    byId("continue").disabled = !(G.auto && G.paused);
    byId("takeover").disabled = !G.auto;
    byId("demo").setAttribute("aria-pressed", String(G.auto === "binary"));
    byId("demo").disabled = k !== 3;
    byId("random").setAttribute("aria-pressed", String(G.auto === "random"));
    byId("crane").setAttribute("aria-pressed", String(craneOn));
    byId("stats-button").setAttribute("aria-pressed", String(statsOn));
    drawStats();
    var said = boardText();
    if (board.getAttribute("aria-label") !== said) board.setAttribute("aria-label", said);
    var body = document.body;
    body.setAttribute("data-label", labelOf(G.where));
    body.setAttribute("data-index", G.pos);
    body.setAttribute("data-held", G.held >= 0 ? L(G.held) : "");
    body.setAttribute("data-mode", m);
    body.setAttribute("data-flying", anim ? "1" : "");
    body.setAttribute("data-crane", craneOn ? "on" : "");
    body.setAttribute("data-goal", G.goal);
  }

  // the board's accessible name: what stands on each peg, the bottom disk
  // first, and the disk in hand
  function boardText() {
    var parts = [], q, st = G.stacks;
    for (q = 0; q < k; q++) {
      parts.push(T("page.board.peg", { peg: L(q), disks: st[q].length ?
        T("page.board.disks", { list: st[q].join(D.comma[LANG]) }) : T("page.board.empty") }));
    }
    var said = T("page.board") + "; " + parts.join("; ");
    if (G.held >= 0) said += "; " + T("page.board.held", { disk: topOf(st, G.held), peg: L(G.held) });
    return said;
  }

  function drawBinary() {
    var box = byId("binary"), b = G.auto === "binary" || (G.binary && mode() === "solved") ? G.binary : null;
    // the text with the bits as a mark, so that the lowest 1 is drawn apart
    var args = {}, a;
    if (b) { for (a in b.args) args[a] = b.args[a]; args.binary = "\u0001"; }
    var parts = b ? T("play.ev.binary", args).split("\u0001") : [];
    var key = b ? LANG + " " + b.bits + " " + parts.join(b.bits) : "";
    if (box.getAttribute("data-text") === key) return;
    box.setAttribute("data-text", key);
    while (box.firstChild) box.removeChild(box.firstChild);
    if (!b) return;
    var i = b.bits.length - 1 - b.low;
    box.appendChild(document.createTextNode(parts[0] + b.bits.slice(0, i)));
    var low = document.createElement("span");
    low.className = "low";
    low.textContent = b.bits.charAt(i);
    box.appendChild(low);
    box.appendChild(document.createTextNode(b.bits.slice(i + 1) + parts.slice(1).join(b.bits)));
  }

  function drawStats() {
    var sec = byId("stats");
    sec.hidden = !statsOn;
    if (!statsOn) return;
    var st = stats(), per = st.disk_optimal, opt = fromStart(), here = advise(G.where), i;
    var rows = [[T("play.panel.disk")], [T("play.panel.moved")], [T("play.panel.optimal")]];
    for (i = 1; i <= G.n; i++) {
      rows[0].push(String(i));
      rows[1].push(String(G.diskMoves[i - 1]));
      rows[2].push(per ? per[i - 1] : "?");
    }
    var key = rows.map(function (r) { return r.join(" "); }).join("\n");
    var tab = byId("disktable");
    if (tab.getAttribute("data-text") !== key) {
      tab.setAttribute("data-text", key);
      while (tab.firstChild) tab.removeChild(tab.firstChild);
      rows.forEach(function (r) {
        var tr = document.createElement("tr");
        r.forEach(function (cell, j) {
          var c = document.createElement(j === 0 ? "th" : "td");
          c.textContent = cell;
          tr.appendChild(c);
        });
        tab.appendChild(tr);
      });
    }
    text("statstitle", T(G.won ? "page.stats.won" : "page.stats.so_far"));
    var line = T("page.stats.line", { moves: G.pos, optimal: opt && opt.exact ? String(opt.distance) : "?",
      wasted: opt && opt.exact && !here.pending && here.exact && here.distance !== null
        ? String(BigInt(G.pos) - (opt.distance - here.distance)) : "?", undos: G.undos,
      hints: G.hints, time: clockText(elapsed()) });
    if (G.by.computer + G.by.random > 0) {
      line += "  (" + T("play.panel.computer", { count: G.by.computer + G.by.random }) + ")";
    }
    text("statsline", line);
    var best = bestOf();
    text("bestline", !bestKey() ? T("page.best.tower")
      : best ? T("play.scores.best_for", { disks: G.n, pegs: k, goal: goalText(), moves: best.moves,
        time: clockText(best.time * 1000) })
      : T("play.scores.none"));
  }

  // the controls: the sizes, and the goals of a game from a tower on A
  function syncControls() {
    var disks = byId("disks"), pegs = byId("pegs"), goal = byId("goal");
    disks.max = MAXN; pegs.max = MAXK;
    disks.value = G.n; pegs.value = k;
    while (goal.firstChild) goal.removeChild(goal.firstChild);
    function option(value, words) {
      var o = document.createElement("option");
      o.value = value;
      o.textContent = words;
      goal.appendChild(o);
    }
    for (var p = G.goal === L(0) ? 0 : 1; p < k; p++) option(L(p), T("play.goal.peg", { peg: L(p) }));   // a new game starts on A
    option("other", T("play.goal.other", { peg: L(0) }));
    goal.value = G.goal;
  }

  // ==== the clock of the page: flights, the computer, searches
  function tick() {
    var now = performance.now();
    if (anim && now - anim.t0 >= anim.dur) finish();
    var running = G.auto && !G.paused && !G.won;
    if (running && !anim) {
      var interval = 1000 / speed;
      if (speed >= FLY_MAX) {
        progress += (lastTick === null ? 1 : (now - lastTick) / interval);
        lastTick = now;
        for (var budget = 2000; progress >= 1 && G.auto && !G.paused && !G.won && budget > 0; budget--) {
          if (!computerMove()) break;
          progress -= 1;
        }
        progress = Math.min(progress, 1);
      } else if (now >= nextAt) {
        if (computerMove()) nextAt = now + interval;
      }
    } else {
      lastTick = null;
    }
    if (anim && running) nextAt = Math.max(nextAt, anim.t0 + anim.dur);
    draw();
  }

  // ==== input
  function pegAt(e) {
    var pt = svgPoint(e);
    if (!pt || pt.x < 0 || pt.x > W || pt.y < 0 || pt.y > H) return -1;
    var q = Math.round((pt.x - g.x0) / g.dx);
    return q >= 0 && q < k ? q : -1;
  }
  function svgPoint(e) {
    var m = board.getScreenCTM();
    if (!m) return null;
    var pt = board.createSVGPoint();
    pt.x = e.clientX; pt.y = e.clientY;
    return pt.matrixTransform(m.inverse());
  }
  function boardDown(e) {
    if (e.button !== 0) return;
    var q = pegAt(e);
    finish();
    if (q < 0) return;
    e.preventDefault();
    var before = G.held;
    cursor = q;
    select(q);
    if (before < 0 && G.held === q) {                 // picked up: it may be dragged
      drag = { peg: q, id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, at: null };
      if (board.setPointerCapture) board.setPointerCapture(e.pointerId);
    }
    draw();
  }
  function boardMove(e) {
    if (!drag || e.pointerId !== drag.id) return;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) drag.moved = true;
    if (drag.moved && !craneOn) {
      if (anim) anim = null;                          // it follows the pointer now
      drag.at = svgPoint(e);
    }
    draw();
  }
  function boardUp(e) {
    if (!drag || e.pointerId !== drag.id) return;
    var dr = drag;
    if (dr.moved) {                                   // dropped where it was let go
      var q = pegAt(e);
      if (q >= 0 && q !== dr.peg && G.held === dr.peg) {
        cursor = q;
        drop(q);
        if (G.held === dr.peg) { drag = null; draw(); return; }  // refused: still in hand
      } else if (G.held === dr.peg) {
        drop(dr.peg);                                 // back on its own peg
      }
    }                                                 // a click: the disk stays in hand
    drag = null;
    draw();
  }

  function keyDown(e) {
    var t = e.target, tag = t && t.tagName;
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      if (e.key === "Escape" && t.blur) t.blur();
      return;
    }
    if (tag === "BUTTON" && (e.key === " " || e.key === "Enter")) return;    // the button's own
    var key = e.key, p = -1;
    if (/^[1-9]$/.test(key) && +key <= k) p = +key - 1;
    else if (/^[A-Z]$/.test(key) && LETTERS.indexOf(key) < k) p = LETTERS.indexOf(key);
    if (p >= 0) { cursor = p; select(p); }
    else if (key === "ArrowLeft") cursor = cursor > 0 ? cursor - 1 : k - 1;
    else if (key === "ArrowRight") cursor = cursor < k - 1 ? cursor + 1 : 0;
    else if (key === " " || key === "Enter" || key === "ArrowUp" || key === "ArrowDown") select(cursor);
    else if (key === "Escape") { finish(); putBack(); say(""); }
    else if (key === "u" || key === "Backspace") step(-1);
    else if (key === "r") step(1);
    else if (key === "h") hint();
    else if (key === "s") solve();
    else if (key === "p") halt();
    else if (key === "d") demo(k === 3 ? "binary" : "random");
    else if (key === "D") demo("random");
    else if (key === "c") toggleCrane();
    else if (key === "t") statsOn = !statsOn;
    else if (key === "x") reset();
    else if (key === "n") byId("disks").focus();
    else if (key === "w") saveGame();
    else if (key === "l") byId("loadfile").click();
    else if (key === "+" || key === "=") setSpeed(speed * 2);
    else if (key === "-" || key === "_") setSpeed(speed / 2);
    else return;
    e.preventDefault();
    draw();
  }
  function toggleCrane() {
    finish();
    craneOn = !craneOn;
    if (craneOn && G.held >= 0) crane.x = g.pegX(G.held);
    say(function () { return T(craneOn ? "play.crane_on" : "play.crane_off"); });
  }
  var slider = byId("speed");
  function setSpeed(s) {
    speed = Math.max(0.5, Math.min(5000, s));
    slider.value = toSlider(speed);
    text("speedval", T("play.speed", { rate: rateText(speed) }));
  }


  function button(id, f) {
    byId(id).addEventListener("click", function () { if (engine) { f(); draw(); } });
  }
  button("undo", function () { step(-1); });
  button("redo", function () { step(1); });
  button("hint", function () { hint(); });
  button("solve", solve);
  button("halt", halt);
  button("continue", resume);
  button("takeover", stop);
  button("demo", function () { demo("binary"); });
  button("random", function () { demo("random"); });
  button("crane", toggleCrane);
  button("stats-button", function () { statsOn = !statsOn; });
  button("new", function () { newGameFromControls(); });
  button("reset", reset);
  button("save", saveGame);
  button("load", function () { finish(); byId("loadfile").click(); });
  byId("loadfile").addEventListener("change", function (e) {
    var f = e.target.files && e.target.files[0];
    if (f && engine) loadFile(f);
    e.target.value = "";
  });
  ["disks", "pegs", "goal"].forEach(function (id) {
    byId(id).addEventListener("change", function () { if (engine) { newGameFromControls(id); draw(); } });
  });
  slider.addEventListener("input", function () {
    speed = fromSlider(+slider.value);
    text("speedval", T("play.speed", { rate: rateText(speed) }));
  });
  board = byId("board");

  // for tests and the curious
  window.HanoiPage = {
    // the engine's answer on 3 pegs from any position ("label", "goal
    // letter"): [distance, disk, from, to]
    optimal3: function (label, to) {
      var r = JSON.parse(call("optimal", "3;" + label + ";" + (LETTERS.indexOf(to) + 1)));
      return r.disk ? [r.distance, r.disk, L(r.from - 1), L(r.to - 1)] : [r.distance];
    },
    // the moves of the game so far: "1AC 2AB ...", "c"/"r" after the computer's and the random mover's
    history: function () { return run("history").events[0].text; },
    // a save file's text checked as the terminal game checks it: "ok" or the message
    check: function (bytes) { return call("save_check", raw(bytes)); },
    // the text Save writes
    dump: function () { return run("dump").events[0].text; },
    // hanoi.game's optimum from the start as the page's session has it:
    // "measuring" while the worker measures it, "?" where it is unknown
    // (past the game's search budget), else the count
    optimum: function () {
      return G.measuring ? "measuring" : G.optimal === undefined || G.optimal === null ? "?" : String(G.optimal);
    },
    // what the page advises from a position of the game's size (a label):
    // [distance, exact, disk, from, to] ([distance, exact] at the goal),
    // or "searching" while the worker searches
    advise: function (label) {
      var a = advise(whereOf(label));
      if (a.pending) return "searching";
      var r = [a.distance === null ? "?" : String(a.distance), a.exact];
      return a.move ? r.concat([a.move[0], L(a.move[1]), L(a.move[2])]) : r;
    }
  };

  // ==== the language: the page's words into their places, again at each
  // change (the picker changes it without a reload; the game goes on)
  function each(sel, f) { Array.prototype.forEach.call(document.querySelectorAll(sel), f); }
  function applyLang(tag) {
    LANG = tag;
    WORDS = D.langs[tag];
    heard = Object.create(null);
    heardCount = 0;
    document.documentElement.lang = tag;
    byId("lang").value = tag;
    each("[data-t]", function (e) { e.textContent = T(e.getAttribute("data-t")); });
    each("[data-t-cap]", function (e) { e.textContent = cap(T(e.getAttribute("data-t-cap"))); });
    each("[data-t-title]", function (e) { e.title = T(e.getAttribute("data-t-title")); });
    each("[data-t-label]", function (e) { e.setAttribute("aria-label", T(e.getAttribute("data-t-label"))); });
    document.body.setAttribute("data-lang", tag);
    if (!engine) return;
    // the engine's refusals in this language, the page's texts again
    call("game", performance.now() / 1000 + ";lang;" + tag);
    if (D.autoTitle) {
      document.title = T("page.title", { disks: G.n, pegs: k });
      document.querySelector("h1").textContent = document.title;
    }
    syncControls();
    text("speedval", T("play.speed", { rate: rateText(speed) }));
    if (said) say(said.s, said.bad);
    draw();
  }
  D.tags.forEach(function (t) {
    var o = document.createElement("option");
    o.value = t; o.textContent = D.names[t]; o.lang = t;
    byId("lang").appendChild(o);
  });
  // the page's own language until the engine, which matches the browser's
  // languages to the page's (hanoi.web.match), is ready
  applyLang(D.lang || "en");
  byId("lang").addEventListener("change", function () { applyLang(byId("lang").value); });

  // the engine of the main thread, then the game
  var PEGS_MAX = 0;
  document.body.setAttribute("data-engine", "loading");
  var loader = document.createElement("script");
  loader.textContent = byId("engine").textContent;
  document.head.appendChild(loader);
  /* global HanoiEngine */
  HanoiEngine().then(function (M) {
    M.L = M.ccall("hanoi_web_new", "number", [], []);
    engine = M;
    var pegs = JSON.parse(call("pegs", ""));
    LETTERS = pegs.letters;
    PEGS_MAX = pegs.max;
    var start = "";
    for (var d = 0; d < D.n; d++) start += L(D.start[d]);
    run("new;" + D.n + ";" + D.k + ";" + start + ";" + (D.goal === "other" ? "other" : L(D.goal)));
    fresh();
    applyLang(D.lang || JSON.parse(call("match", browserTags().join("\n"))));
    board.addEventListener("pointerdown", boardDown);
    board.addEventListener("pointermove", boardMove);
    board.addEventListener("pointerup", boardUp);
    board.addEventListener("pointercancel", function () { drag = null; draw(); });
    document.addEventListener("keydown", keyDown);
    setSpeed(speed);
    draw();
    setInterval(tick, 16);
    document.body.setAttribute("data-engine", "ready");
  });
