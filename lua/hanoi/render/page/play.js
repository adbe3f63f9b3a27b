  // ==== the page to play (play.js)
  var MAXN = D.N, MAXK = D.K;
  var FLY_MAX = 20;          // moves a second: faster, whole moves are drawn
  var FLY = 0.8;             // the part of a move's time a disk flies
  var CRANE = 2.4;           // the crane's move, in moves' times
  var SEARCH_MAX = D.searchMax;   // canonical positions the page searches itself
  var BEST = "hanoi-best ";  // localStorage: "hanoi-best n k goal" -> {"moves":, "time":}
  var MAX_BYTES = 4194304;   // the largest save file read, as the terminal game reads them
  var WS = "[ \\t\\n\\v\\f\\r]";   // Lua's %s

  var motionQuery = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  function reduced() { return !!(motionQuery && motionQuery.matches); }

  // ==== numbers: counts on 3 pegs pass 2^53, so distances are BigInts

  function big(x) { return typeof x === "bigint" ? x : BigInt(x); }
  function plural(x, word) { return x + " " + word + (String(x) === "1" ? "" : "s"); }

  // ==== positions: w[d - 1] is the peg (0-based) of disk d

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
  // why the top disk of a cannot go onto b, or null
  function whyNot(st, a, b) {
    if (a === b) return "cannot move from peg " + L(a) + " to itself";
    if (!st[a].length) return "peg " + L(a) + " is empty";
    var t = topOf(st, b);
    if (t && t < topOf(st, a)) return "cannot put disk " + topOf(st, a) + " on disk " + t;
    return null;
  }
  // disks 1..m' that still matter: the largest disks already on the goal
  // (each on the one below) never move on a shortest way
  function unplaced(w, goal) {
    var m = w.length;
    while (m > 0 && w[m - 1] === goal) m--;
    return m;
  }

  // ==== 3 pegs: the rule
  // The optimal way from any position on 3 pegs to the tower on peg `to`.
  // Going from the largest disk down, each disk has a target: the goal for
  // the largest. A disk on its target passes the same target on to the
  // next smaller disk. A disk off its target must move there exactly once:
  // first every smaller disk gathers on the third peg (the smaller disks'
  // target), then the disk moves, then the smaller tower follows it in
  // 2^(d-1) - 1 moves. So the distance is the sum of 2^(d-1) over the disks
  // off their targets, and the next move is that of the smallest of them.
  function optimal3(w, to) {
    var t = to, distance = 0n, move = null;
    for (var d = w.length; d >= 1; d--) {
      var p = w[d - 1];
      if (p !== t) {
        distance += 1n << BigInt(d - 1);
        move = [d, p, t];
        t = 3 - p - t;
      }
    }
    return { distance: distance, move: move };
  }

  // ==== more pegs: canonical positions
  // With the tower on the goal peg as the goal, the other pegs are
  // interchangeable: a position is as far from the goal as its canonical
  // form, in which the goal peg is label 0 and the others are labelled 1,
  // 2, ... in the order their largest disks appear, largest disk first (a
  // restricted growth string). Canonical forms are ranked densely: the
  // rank adds, for each disk from the largest down, its label times
  // W[d][u], the number of ways to finish the d smaller disks when u free
  // labels are in use. Positions whose larger disks all stand on the goal
  // rank as the smaller disks alone, so a table for m disks holds the
  // tables of fewer disks as its first entries.
  var canons = {};
  function canon(m, k) {
    var key = m + " " + k;
    if (canons[key]) return canons[key];
    var F = k - 1, W = [[]], i, u;
    for (u = 0; u <= F; u++) W[0][u] = 1;
    for (i = 1; i <= m; i++) {
      W[i] = [];
      for (u = 0; u <= F; u++) W[i][u] = (1 + u) * W[i - 1][u] + (u < F ? W[i - 1][u + 1] : 0);
    }
    canons[key] = { m: m, k: k, F: F, W: W, count: W[m][0] };
    return canons[key];
  }
  // the canonical labels of disks 1..m of w (goal peg: label 0) into lab
  function labels(w, m, goal, k, lab) {
    var got = [], next = 1, p, d;
    for (p = 0; p < k; p++) got.push(-1);
    got[goal] = 0;
    for (d = m - 1; d >= 0; d--) {
      p = w[d];
      if (got[p] < 0) got[p] = next++;
      lab[d] = got[p];
    }
  }
  function rank(c, lab, m) {
    var r = 0, u = 0, W = c.W;
    for (var d = m - 1; d >= 0; d--) {
      var x = lab[d];
      r += x * W[d][u];
      if (x === 1 + u) u++;
    }
    return r;
  }
  function unrank(c, r, lab, m) {
    var u = 0, W = c.W;
    for (var d = m - 1; d >= 0; d--) {
      var wd = W[d][u], x = Math.floor(r / wd);
      if (x > 1 + u) x = 1 + u;
      r -= x * wd;
      lab[d] = x;
      if (x === 1 + u) u++;
    }
  }
  // the largest m whose canonical positions the page searches itself
  var searchable = {};
  function mSearch(k) {
    if (searchable[k] === undefined) {
      var m = 0;
      while (m < MAXN && canon(m + 1, k).count <= SEARCH_MAX) m++;
      var e = D.tables[k];
      searchable[k] = e && e.m > m ? e.m : m;
    }
    return searchable[k];
  }

  // ==== exact tables: the depth to the goal tower modulo 3 of every
  // canonical position (0, 1, 2), which is all a walk to the goal needs: a
  // neighbour of a position at depth d lies at d - 1, d or d + 1, and the
  // one whose depth is d - 1 mod 3 is one move nearer (two-bit
  // breadth-first search, after Korf, with the depth modulo 3 after
  // Cooperman and Finkelstein). Tables for 4.. pegs come embedded in the
  // page (written by hanoi.bfs), four entries per character; larger ones
  // the page searches itself, breadth first, a slice per frame.
  var tables = {}, job = null;

  function embedded(k) {
    var e = D.tables[k];
    if (!e) return null;
    var count = canon(e.m, k).count, tab = new Uint8Array(count), i, j, v;
    for (i = 0; i * 4 < count; i++) {
      v = D.trits.indexOf(e.t.charAt(i));
      for (j = 0; j < 4 && i * 4 + j < count; j++) { tab[i * 4 + j] = v % 3; v = (v - v % 3) / 3; }
    }
    return { k: k, m: e.m, tab: tab };
  }

  // a breadth-first search from the tower on label 0 over the canonical
  // positions of m disks on k pegs
  function Search(k, m) {
    var c = canon(m, k);
    this.k = k; this.m = m; this.c = c;
    this.tab = new Uint8Array(c.count).fill(3);        // 3: not reached yet
    this.queue = new Uint32Array(c.count);
    this.head = 0; this.tail = 1;
    this.tab[0] = 0;
    this.lab = new Uint8Array(m); this.lab2 = new Uint8Array(m); this.ud = new Uint8Array(m);
    this.top = new Int8Array(k + 1); this.first = new Int8Array(k + 1);
    this.map = new Int8Array(k + 1);
  }
  // expands positions until the deadline; true when done
  Search.prototype.run = function (deadline) {
    var c = this.c, W = c.W, F = c.F, m = this.m, tab = this.tab, q = this.queue;
    var lab = this.lab, lab2 = this.lab2, ud = this.ud, top = this.top, first = this.first;
    var map = this.map;
    while (this.head < this.tail) {
      var r = q[this.head++], d, u = 0, a, b, x;
      unrank(c, r, lab, m);
      for (x = 0; x <= F; x++) { top[x] = -1; first[x] = -1; }
      for (d = m - 1; d >= 0; d--) {
        ud[d] = u;
        x = lab[d];
        if (x === 1 + u) u++;
        if (first[x] < 0) first[x] = d;
        top[x] = d;
      }
      var lim = u < F ? u + 1 : u, next = (tab[r] + 1) % 3;
      for (a = 0; a <= u; a++) {
        var t = top[a];
        if (t < 0) continue;
        for (b = 0; b <= lim; b++) {
          if (b === a) continue;
          var tb = b <= u ? top[b] : -1;
          if (tb >= 0 && tb < t) continue;
          var r2;
          if ((a > 0 && first[a] === t) || (b > 0 && tb < 0)) {
            // the disk leaves a free peg empty or lands on an empty one:
            // the labels change order, so the position is labelled again
            for (d = 0; d < m; d++) lab2[d] = lab[d];
            lab2[t] = b;
            for (x = 0; x <= F + 1; x++) map[x] = -1;
            map[0] = 0;
            var nx = 1;
            for (d = m - 1; d >= 0; d--) {
              x = lab2[d];
              if (map[x] < 0) map[x] = nx++;
              lab2[d] = map[x];
            }
            r2 = rank(c, lab2, m);
          } else {
            r2 = r + (b - a) * W[t][ud[t]];               // only disk t's digit changes
          }
          if (tab[r2] === 3) { tab[r2] = next; q[this.tail++] = r2; }
        }
      }
      if ((this.head & 1023) === 0 && performance.now() > deadline) return false;
    }
    this.queue = null;
    return true;
  };
  Search.prototype.progress = function () { return Math.floor(100 * this.head / this.c.count); };
  var k = 0;        // the game's pegs (set by newGame)

  // the table of k pegs for at least m disks, or null while it is being searched
  function tableFor(kk, m) {
    var t = tables[kk];
    if (!t) { t = embedded(kk); if (t) tables[kk] = t; }
    if (t && t.m >= m) return t;
    if (!job || job.k !== kk || job.m < m) {
      job = new Search(kk, Math.min(Math.max(m, G.n), mSearch(kk)));
    }
    return null;
  }
  // runs the search for a slice of time; when it ends, what waited for it goes on
  function runJob(slice) {
    if (!job) return;
    if (job.run(performance.now() + slice)) {
      tables[job.k] = { k: job.k, m: job.m, tab: job.tab };
      job = null;
      advice = {};
      if (G.pendingHint) { G.pendingHint = false; hint(true); }
    }
  }

  // a shortest move of disks 1..m of position w (stacks st) towards the
  // tower on goal, by table t: [disk, from, to]; null at the goal
  function tableMove(w, st, m, goal, t) {
    var kk = t.k, c = canon(m, kk), lab = [], r, want, a, b;
    labels(w, m, goal, kk, lab);
    r = rank(c, lab, m);
    if (r === 0) return null;
    want = (t.tab[r] + 2) % 3;
    for (a = 0; a < kk; a++) {
      var d = topOf(st, a);
      if (!d || d > m) continue;
      for (b = 0; b < kk; b++) {
        var tb = topOf(st, b);
        if (b === a || (tb && tb < d)) continue;
        w[d - 1] = b;
        labels(w, m, goal, kk, lab);
        var r2 = rank(c, lab, m);
        w[d - 1] = a;
        if (t.tab[r2] === want) return [d, a, b];
      }
    }
    throw new Error("the table has no way down from " + labelOf(w));
  }
  // walks the table from w to the goal: the moves, applied to a copy
  function tableWalk(w, m, goal, t, out) {
    var ww = w.slice(), st = stacksOf(ww, t.k), mv, count = 0;
    while ((mv = tableMove(ww, st, m, goal, t))) {
      st[mv[1]].pop(); st[mv[2]].push(mv[0]); ww[mv[0] - 1] = mv[2];
      if (out) out.push(mv);
      count++;
    }
    return count;
  }

  // ==== Frame–Stewart: counts, splits (the smallest best) and moves
  var FS = [], SPLIT = [];
  (function () {
    for (var p = 3; p <= Math.max(MAXK, 4); p++) {
      FS[p] = [0]; SPLIT[p] = [0];
      for (var j = 1; j <= MAXN; j++) {
        if (p === 3 || j === 1) { FS[p][j] = Math.pow(2, j) - 1; SPLIT[p][j] = j - 1; continue; }
        var best = Infinity, bm = 1;
        for (var m = 1; m < j; m++) {
          var v = 2 * FS[p][m] + FS[p - 1][j - m];
          if (v < best) { best = v; bm = m; }
        }
        FS[p][j] = best; SPLIT[p][j] = bm;
      }
    }
  })();
  // the top j disks of peg `from` (a tower of disks 1..j) to `to`, by
  // Frame–Stewart with the pegs listed: park the top SPLIT disks on the
  // first spare peg with every peg, move the rest with one peg fewer,
  // bring the parked disks over them
  function fsMoves(j, from, to, pegs, w, st, out) {
    if (j === 0) return;
    if (j === 1) {
      var d = st[from].pop();
      st[to].push(d); w[d - 1] = to; out.push([d, from, to]);
      return;
    }
    var m = SPLIT[pegs.length][j], spare = -1, rest = [], i;
    for (i = 0; i < pegs.length; i++) {
      if (spare < 0 && pegs[i] !== from && pegs[i] !== to) spare = pegs[i];
      else rest.push(pegs[i]);
    }
    fsMoves(m, from, spare, pegs, w, st, out);
    fsMoves(j - m, from, to, rest, w, st, out);
    fsMoves(m, spare, to, pegs, w, st, out);
  }
  function allPegs() {
    var list = [];
    for (var p = 0; p < k; p++) list.push(p);
    return list;
  }

  // A plan, not proven shortest, for positions past what the page
  // searches: each disk from the largest unplaced one down is brought
  // where it must go after the smaller disks have gathered, in a tower,
  // on a peg chosen by dynamic programming; a gathered tower moves by
  // Frame–Stewart; the smallest disks (as many as the table covers) are
  // gathered by the table, exactly. Also tried: gathering every disk into
  // one tower first and moving it by Frame–Stewart.
  function dpPlan(w, goal, t) {
    var n = unplaced(w, goal), mT = t.m, memo = {}, pegs = allPegs();
    function gather(j, q) {              // disks 1..j to a tower on q: [cost, via]
      if (j === 0) return [0, -1];
      var key = j + " " + q;
      if (memo[key]) return memo[key];
      var res;
      if (j <= mT) {
        res = [tableWalk(w, j, q, t, null), -1];
      } else if (w[j - 1] === q) {
        res = [gather(j - 1, q)[0], -1];
      } else {
        res = [Infinity, -1];
        for (var r = 0; r < k; r++) {
          if (r === q || r === w[j - 1]) continue;
          var c = gather(j - 1, r)[0] + 1 + FS[k][j - 1];
          if (c < res[0]) res = [c, r];
        }
      }
      memo[key] = res;
      return res;
    }
    var best = gather(n, goal)[0], tower = -1;
    for (var q = 0; q < k; q++) {
      if (q === goal) continue;
      var c = gather(n, q)[0] + FS[k][n];
      if (c < best) { best = c; tower = q; }
    }
    var ww = w.slice(), st = stacksOf(ww, k), out = [];
    function emit(j, q) {
      if (j === 0) return;
      if (j <= mT) {
        var list = [];
        tableWalk(ww, j, q, t, list);
        list.forEach(function (mv) { st[mv[1]].pop(); st[mv[2]].push(mv[0]); ww[mv[0] - 1] = mv[2]; });
        Array.prototype.push.apply(out, list);
        return;
      }
      if (ww[j - 1] === q) { emit(j - 1, q); return; }
      var r = gather(j, q)[1], a = ww[j - 1];
      emit(j - 1, r);
      st[a].pop(); st[q].push(j); ww[j - 1] = q; out.push([j, a, q]);
      fsMoves(j - 1, r, q, pegs, ww, st, out);
    }
    if (tower < 0) emit(n, goal);
    else { emit(n, tower); fsMoves(n, tower, goal, pegs, ww, st, out); }
    if (out.length !== best || unplaced(ww, goal) !== 0) throw new Error("the plan does not add up");
    return out;
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

  // ==== the best move from a position, and how far the goal is
  // {move: [d, a, b] or null, distance: BigInt, exact: true when proven
  // shortest}, or {pending: true} while a table is being searched
  var advice = {};
  function advise(w) {
    var label = labelOf(w), hit = advice[label];
    if (hit) return hit;
    var res = adviseNow(w);
    if (!res.pending) {
      if (Object.keys(advice).length > 256) advice = {};
      advice[label] = res;
    }
    return res;
  }
  function adviseNow(w) {
    var goal = G.goal;
    if (k === 3) {
      var r3 = optimal3(w, goal);
      return { move: r3.move, distance: r3.distance, exact: true };
    }
    var m = unplaced(w, goal);
    if (m === 0) return { move: null, distance: 0n, exact: true };
    if (m <= mSearch(k)) {
      var t = tableFor(k, m);
      if (!t) return { pending: true };
      var ww = w.slice(), st = stacksOf(ww, k);
      return { move: tableMove(ww, st, m, goal, t), distance: big(tableWalk(w, m, goal, t, null)),
               exact: true };
    }
    var plan = G.plan, i = plan ? plan.at[labelOf(w)] : undefined;
    if (i === undefined) {
      var way = engineWay(w, goal);
      if (way === undefined) return { pending: true };
      if (way) {
        plan = makePlan(w, way.moves, way.exact);
      } else {
        var tt = tableFor(k, mSearch(k));
        if (!tt) return { pending: true };
        plan = makePlan(w, dpPlan(w, goal, tt), false);
      }
      G.plan = plan;
      advice = {};                                 // what the old plan said
      i = 0;
    }
    return { move: i < plan.moves.length ? plan.moves[i] : null,
             distance: big(plan.moves.length - i), exact: plan.optimal, plan: true };
  }

  // ==== the engine: the C search (hanoi.search through hanoi.web.way, in
  // engine.js, Lua and the C core compiled to WebAssembly) in a Web Worker,
  // for the positions past the page's own tables. Its answer is exact
  // within the search's default budget, or a plan it labels not proven
  // shortest; where it cannot answer (no Worker, the memory a larger
  // search would take), the page's own plan. One question at a time; an
  // answer is kept by its position.
  var WORKER = "\nvar H = null, Q = [];\n" +
    "function go(d) {\n" +
    "  var r = H.ccall('hanoi_web_run', 'string', ['number', 'string', 'string'],\n" +
    "    [H.L, \"return require('hanoi.web').way(...)\", d]);\n" +
    "  postMessage({ key: d, answer: r });\n}\n" +
    "HanoiEngine().then(function (M) { H = M; H.L = M.ccall('hanoi_web_new', 'number', [], []);" +
    " var q = Q; Q = null; q.forEach(go); });\n" +
    "onmessage = function (e) { if (Q) Q.push(e.data); else go(e.data); };\n";
  var engine = { worker: null, failed: false, asked: null, since: 0, ways: {} };
  function engineStart() {
    var src = byId("engine");
    try {
      engine.worker = new Worker(URL.createObjectURL(new Blob([src.textContent, WORKER],
        { type: "text/javascript" })));
    } catch (e) {
      engine.failed = true;
      return;
    }
    engine.worker.onmessage = function (e) {
      var r = e.data.answer, way = null;
      if (r.charAt(0) === "+") {
        var a = JSON.parse(r.slice(1));
        way = { moves: Array.isArray(a.moves) ? a.moves : [], exact: a.exact === true };
      }
      engine.ways[e.data.key] = way;
      if (engine.asked === e.data.key) engine.asked = null;
      advice = {};
      if (G.pendingHint) { G.pendingHint = false; hint(true); }
    };
    engine.worker.onerror = function (e) {
      e.preventDefault();
      engine.failed = true; engine.asked = null;
      if (G.pendingHint) { G.pendingHint = false; hint(true); }
    };
  }
  // the engine's way from w to the tower on goal ({moves, exact}), null
  // where it has none, undefined while it searches
  function engineWay(w, goal) {
    var key = k + ";", i;
    for (i = 0; i < w.length; i++) key += String.fromCharCode(65 + w[i]);
    key += ";" + (goal + 1);
    if (key in engine.ways) return engine.ways[key];
    if (engine.failed || !byId("engine")) return null;
    if (!engine.worker) engineStart();
    if (engine.failed) return null;
    if (engine.asked !== key) {
      engine.asked = key;
      engine.since = performance.now();
      engine.worker.postMessage(key);
    }
    return undefined;
  }

  // the optimum from the start: {distance, exact, how} or null while searching
  function fromStart() {
    if (G.optStart) return G.optStart;
    var s = G.start, m = unplaced(s, G.goal), res = null;
    if (k > 3 && m > mSearch(k) && isTower(s, s[0])) {
      res = { distance: big(FS[k][G.n]), exact: k === 4, how: "fs" };
    } else {
      var a = advise(s);
      if (a.pending) return null;
      res = { distance: a.distance, exact: a.exact, how: a.plan ? "plan" : "exact" };
    }
    G.optStart = res;
    return res;
  }

  // how often each disk moves on an optimal way from the start (disk 1
  // first), or null when unknown
  function perDisk() {
    if (G.perDisk !== undefined) return G.perDisk;
    var n = G.n, s = G.start, counts = [], d, opt = fromStart();
    if (!opt) return null;                          // not yet: asked again later
    var tower = isTower(s, s[0]);
    if (tower && s[0] === G.goal) {
      for (d = 1; d <= n; d++) counts.push(0n);
    } else if (tower && k === 3) {
      for (d = 1; d <= n; d++) counts.push(1n << BigInt(n - d));
    } else if (opt.exact) {
      var moves = [];
      if (tower && big(FS[k][n]) === opt.distance) {
        fsMoves(n, s[0], G.goal, allPegs(), s.slice(), stacksOf(s, k), moves);
      } else if (k === 3) {
        var w3 = s.slice(), m3;
        while ((m3 = optimal3(w3, G.goal).move)) { moves.push(m3); w3[m3[0] - 1] = m3[2]; }
      } else {
        var t = tableFor(k, unplaced(s, G.goal));
        if (!t) return null;
        tableWalk(s, unplaced(s, G.goal), G.goal, t, moves);
      }
      for (d = 1; d <= n; d++) counts.push(0n);
      moves.forEach(function (mv) { counts[mv[0] - 1] += 1n; });
    } else {
      counts = null;
    }
    G.perDisk = counts;
    return counts;
  }

  // ==== the binary method (3 pegs)
  // Move m (counted from 1) of a tower of n disks from a to c moves the
  // disk given by the lowest set bit of m (disk 1 for bit 0), each disk
  // always turning the same way round the pegs: a -> c -> b -> a when
  // n - d is even, a -> b -> c -> a when it is odd. The position after m
  // moves has, from the largest disk down, disk d on its "from" peg when
  // bit d - 1 of m is 0, on its "to" peg when it is 1.
  function binaryIndex(w, a, c) {
    var b = 3 - a - c, m = 0n, t;
    for (var d = w.length; d >= 1; d--) {
      var p = w[d - 1];
      if (p === a) { t = b; b = c; c = t; }
      else if (p === c) { m |= 1n << BigInt(d - 1); t = a; a = b; b = t; }
      else return null;
    }
    return m;
  }
  // {a, c, m}: the binary method's way the position is on, or {why}
  function binaryWay(w) {
    if (k !== 3) return { why: "the binary method plays on 3 pegs only" };
    var s = G.start, a = s[s.length - 1];
    if (!isTower(s, a)) return { why: "the binary method moves a whole tower to a peg" };
    var m = G.goal !== a ? binaryIndex(w, a, G.goal) : null;
    if (m === null) {
      return { why: "the binary method plays from the start tower or a position on its way (reset first)" };
    }
    return { a: a, c: G.goal, m: m };
  }
  function binaryMove(w, way, m) {
    var a = way.a, c = way.c, b = 3 - a - c, d = 1;
    while (((m >> BigInt(d - 1)) & 1n) === 0n) d++;
    var from = w[d - 1], to;
    if ((w.length - d) % 2 === 0) to = from === a ? c : from === c ? b : a;
    else to = from === a ? b : from === b ? c : a;
    return [d, from, to];
  }
  function binaryText(m, d, from, to) {
    var bits = m.toString(2);
    while (bits.length < G.n) bits = "0" + bits;
    var low = 0;
    while (((m >> BigInt(low)) & 1n) === 0n) low++;
    return { bits: bits, low: low, text: "move " + m + " = " + bits + " in binary: the lowest 1 is bit " +
      low + ", so disk " + d + " " + L(from) + " -> " + L(to) };
  }

  // ==== save files, as the terminal game writes and reads them
  var MAGIC = "hanoi-game 1";
  var MAX_TIME = 1000000000;       // seconds: hanoi.game.save.MAX_TIME
  var BY = { "": "player", c: "computer", r: "random" };
  var SPACE = new RegExp("^" + WS + "*$"), WORDS = new RegExp("[^ \\t\\n\\v\\f\\r]+", "g");

  function dump() {
    var moves = G.hist.map(function (m) {
      return L(m[1]) + L(m[2]) + (m[3] === "player" ? "" : m[3] === "computer" ? "c" : "r");
    });
    return [MAGIC, "disks " + G.n, "pegs " + k, "start " + labelOf(G.start), "goal " + L(G.goal),
      "moves " + moves.join(" "), "played " + G.pos, "position " + labelOf(G.where),
      "time " + (elapsed() / 1000).toFixed(3), ""].join("\n");
  }

  // Lua's tonumber on a string: decimal or hexadecimal, spaces around; no
  // "inf" or "nan"; null when it is no number
  function luaNumber(s) {
    var t = s.replace(new RegExp("^" + WS + "+|" + WS + "+$", "g"), "");
    if (/[nN]/.test(t)) return null;
    var h = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?[0-9]+))?$/.exec(t);
    if (h) {
      var frac = h[3] || "";
      if (h[2] === "" && frac === "") return null;
      var v = 0, i;
      for (i = 0; i < h[2].length; i++) v = v * 16 + parseInt(h[2].charAt(i), 16);
      for (i = 0; i < frac.length; i++) v += parseInt(frac.charAt(i), 16) / Math.pow(16, i + 1);
      if (h[4]) v *= Math.pow(2, +h[4]);
      return h[1] === "-" ? -v : v;
    }
    if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(t)) return Number(t);
    return null;
  }
  function luaInteger(s) {
    var v = luaNumber(s);
    return v !== null && Number.isFinite(v) && Math.floor(v) === v ? v : null;
  }
  function pegOf(c, kk) {
    var i = LETTERS.indexOf(c);
    return c.length === 1 && i >= 0 && i < kk ? i : -1;
  }

  // hanoi.text.printable on bytes (one character each): control characters
  // in caret notation (ESC is ^[), C1 controls and malformed UTF-8 as "?";
  // quote puts it in single quotes, as the save file's messages do
  function printable(s) {
    var out = "", i = 0, n = s.length;
    function at(j) { return s.charCodeAt(j) & 255; }
    function rep(c) { return "????".slice(0, c); }
    function multibyte(seq) {
      var b1 = seq.charCodeAt(0), b2 = seq.charCodeAt(1), len = b1 >= 240 ? 4 : b1 >= 224 ? 3 : 2;
      if (seq.length !== len) return rep(seq.length);
      if (b1 === 194 && b2 <= 159) return "?";
      if ((b1 === 224 && b2 < 160) || (b1 === 237 && b2 >= 160)) return "???";
      if ((b1 === 240 && b2 < 144) || (b1 === 244 && b2 >= 144)) return "????";
      return seq;
    }
    while (i < n) {
      var b = at(i), j = i + 1;
      if (b < 32 || b === 127) { out += b === 127 ? "^?" : "^" + String.fromCharCode(b + 64); i++; continue; }
      if (b < 128) { out += s.charAt(i); i++; continue; }
      while (j < n && at(j) >= 128 && at(j) <= 191) j++;
      var seq = "";
      for (var t = i; t < j; t++) seq += String.fromCharCode(at(t));
      if (b >= 194 && b <= 244) {
        var len = b >= 240 ? 4 : b >= 224 ? 3 : 2;
        out += seq.length <= len ? multibyte(seq)
          : multibyte(seq.slice(0, len)) + new Array(seq.length - len + 1).join("?");
      } else out += new Array(seq.length + 1).join("?");
      i = j;
    }
    return out;
  }
  function quote(s) { return "'" + printable(s) + "'"; }

  // The text of a save file (one character per byte) checked as
  // hanoi.game.save checks it: {start, goal, hist, played, time, n, k} or
  // {error} with the same messages.
  function parseSave(text) {
    function fail(msg) { return { error: msg }; }
    if (text === "") return fail("the file is empty");
    var src = text + (text.slice(-1) === "\n" ? "" : "\n"), lines = src.split("\n");
    lines.pop();
    var fields = {}, order = {}, i;
    for (i = 0; i < lines.length; i++) {
      var line = lines[i].replace(/\r$/, ""), lineno = i + 1;
      if (lineno === 1) {
        if (line !== MAGIC) return fail("not a hanoi save file (first line must be '" + MAGIC + "')");
      } else if (!SPACE.test(line) && line.charAt(0) !== "#") {
        var kv = /^([A-Za-z]+) ?([\s\S]*)$/.exec(line);
        if (!kv) return fail("line " + lineno + ": cannot read " + quote(line));
        if (Object.prototype.hasOwnProperty.call(fields, kv[1])) {
          return fail("line " + lineno + ": '" + kv[1] + "' given twice");
        }
        fields[kv[1]] = kv[2]; order[kv[1]] = lineno;
      }
    }
    var need = ["disks", "pegs", "start", "goal", "moves", "played", "position", "time"];
    for (i = 0; i < need.length; i++) {
      if (!Object.prototype.hasOwnProperty.call(fields, need[i])) return fail("'" + need[i] + "' is missing");
    }
    function bad(key, msg) { return fail("line " + order[key] + ": " + msg); }
    var n = luaInteger(fields.disks), kk = luaInteger(fields.pegs);
    if (n === null || n < 1 || n > 64) return bad("disks", "disks must be 1..64, got " + quote(fields.disks));
    if (kk === null || kk < 3 || kk > 32) return bad("pegs", "pegs must be 3..32, got " + quote(fields.pegs));
    function position(key) {
      var label = fields[key];
      if (label.length !== n) {
        return bad(key, key + " " + quote(label) + " must have one peg letter for each of the " + n + " disks");
      }
      for (var j = 0; j < n; j++) {
        if (pegOf(label.charAt(j), kk) < 0) {
          return bad(key, key + " " + quote(label) + ": disk " + (j + 1) + " is on " + quote(label.charAt(j)) +
            ", not a peg A.." + L(kk - 1));
        }
      }
      return { w: whereOf(label) };
    }
    var start = position("start");
    if (start.error) return start;
    var fin = position("position");
    if (fin.error) return fin;
    var goal;
    if (fields.goal === "other") {
      if (!isTower(start.w, start.w[0])) return bad("goal", "goal 'other' needs a start that is a tower");
      goal = "other";
    } else if (fields.goal.length === 1) {
      goal = pegOf(fields.goal, kk);
      if (goal < 0) return bad("goal", "goal peg " + quote(fields.goal) + " is not a peg A.." + L(kk - 1));
    } else {
      var gs = position("goal");
      if (gs.error) return gs;
      goal = labelOf(gs.w);
    }
    var words = fields.moves.match(WORDS) || [], played = luaInteger(fields.played);
    if (played === null || played < 0 || played > words.length) {
      return bad("played", "played must be 0.." + words.length + " (the moves listed), got " +
        quote(fields.played));
    }
    var w = start.w.slice(), st = stacksOf(w, kk), hist = [];
    for (i = 0; i < words.length; i++) {
      var word = words[i], mv = /^([A-Za-z])([A-Za-z])([cr]?)$/.exec(word);
      var a = mv ? pegOf(mv[1], kk) : -1, b = mv ? pegOf(mv[2], kk) : -1;
      if (a < 0 || b < 0) {
        return bad("moves", "move " + (i + 1) + " " + quote(word) + " is not two peg letters A.." + L(kk - 1));
      }
      // the C module's messages, pegs as numbers
      var why = a === b ? "cannot move from peg " + (a + 1) + " to itself"
        : !st[a].length ? "peg " + (a + 1) + " is empty"
        : topOf(st, b) && topOf(st, b) < topOf(st, a)
          ? "cannot put disk " + topOf(st, a) + " on disk " + topOf(st, b) : null;
      if (why) return bad("moves", "move " + (i + 1) + " " + quote(word) + " is illegal: " + why);
      var d = st[a].pop();
      st[b].push(d); w[d - 1] = b;
      hist.push([d, a, b, BY[mv[3]]]);
      if (i + 1 === played && labelOf(w) !== labelOf(fin.w)) {
        return bad("position", "position " + quote(fields.position) + " is not where the " + played +
          " moves played lead ('" + labelOf(w) + "')");
      }
    }
    if (played === 0 && labelOf(start.w) !== labelOf(fin.w)) {
      return bad("position", "position " + quote(fields.position) + " is not where the 0 moves played lead ('" +
        labelOf(start.w) + "')");
    }
    var time = luaNumber(fields.time);
    if (time === null || !(time >= 0 && time <= MAX_TIME)) {
      return bad("time", "time must be a number of seconds 0.." + MAX_TIME + ", got " + quote(fields.time));
    }
    return { n: n, k: kk, start: start.w, goal: goal, hist: hist, played: played, time: time };
  }
  // bytes (one character each) shown as text: UTF-8 where it is, "?" where not
  function shown(bytes) {
    var a = new Uint8Array(bytes.length);
    for (var i = 0; i < bytes.length; i++) a[i] = bytes.charCodeAt(i) & 255;
    return new TextDecoder("utf-8").decode(a).replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, "?");
  }

  // ==== the game
  var G = null;        // the game: see setup
  var speed = D.speed, cursor = 0, craneOn = false, statsOn = false, drag = null;
  var nextAt = 0, lastTick = null, progress = 0;

  function setup(n, kk, start, goal, hist, played, time) {
    k = kk;
    G = { n: n, goal: goal, start: start.slice(), where: start.slice(), stacks: stacksOf(start, kk),
      hist: [], pos: 0, held: -1, auto: null, paused: false, won: false, lastTo: -1,
      diskMoves: [], by: { player: 0, computer: 0, random: 0 }, undos: 0, redos: 0, hints: 0,
      acc: (time || 0) * 1000, since: null, started: false, hinted: null, plan: null,
      optStart: null, pendingHint: false, binary: null };
    for (var d = 1; d <= n; d++) G.diskMoves.push(0);
    (hist || []).forEach(function (m, i) {
      G.hist.push(m);
      if (i < played) apply(m[1], m[2], m[3], true);
    });
    G.won = isTower(G.where, goal);
    advice = {};
    if (kk > 3 && isTower(start, start[0]) && start[0] !== goal && unplaced(start, goal) > mSearch(kk)) {
      var moves = [];
      fsMoves(n, start[0], goal, allPegs(), start.slice(), stacksOf(start, kk), moves);
      G.plan = makePlan(start, moves, kk === 4);     // proved shortest on 4 pegs (Bousch)
    }
    cursor = Math.min(cursor, kk - 1);
    statsOn = false;
    if (D.autoTitle) {
      document.title = "Tower of Hanoi: " + n + " disks, " + kk + " pegs";
      document.querySelector("h1").textContent = document.title;
    }
    anim = null; drag = null; crane.x = null;
    buildBoard();
    syncControls();
  }

  function mode() {
    if (G.won) return "solved";
    if (G.auto && G.paused) return "paused";
    if (G.auto === "solve") return "solving";
    if (G.auto) return "demo";
    return "playing";
  }

  // the clock, as the terminal game's (hanoi.game.session): it runs from
  // the first move to the win, the computer's moves and the searches for
  // hints included; it stands still while the computer is halted and at
  // move 0 after undo (a move or redo starts it again)
  function syncClock() {
    var run = !G.won && !(G.auto && G.paused) && G.pos > 0 && G.started;
    var now = performance.now();
    if (run && G.since === null) G.since = now;
    if (!run && G.since !== null) { G.acc += now - G.since; G.since = null; }
  }
  function elapsed() { return G.acc + (G.since === null ? 0 : performance.now() - G.since); }

  // makes a move on the board and in the game's record (already checked)
  function apply(a, b, by, replay) {
    var d = G.stacks[a].pop();
    G.stacks[b].push(d);
    G.where[d - 1] = b;
    if (!replay) {
      G.hist.length = G.pos;
      G.hist.push([d, a, b, by]);
    }
    G.pos++;
    G.diskMoves[d - 1]++;
    G.by[by]++;
    return d;
  }

  function say(s, isBad) {
    var m = byId("message");
    if (m.textContent !== s) m.textContent = s;
    m.className = isBad ? "bad" : "";
  }

  // a move of the game, flying: by "player", "computer" or "random"
  function play(a, b, by, from) {
    var lifted = G.held === a;
    holding = { moves: byId("moves").textContent, left: byId("left").textContent };
    G.held = -1;
    var d = apply(a, b, by);
    G.hinted = null; G.pendingHint = false;
    G.started = true;
    flyMove(d, a, b, lifted, from);
    checkWon();
    syncClock();
    return d;
  }
  function checkWon() {
    if (G.won || !isTower(G.where, G.goal)) return;
    G.won = true;
    G.auto = null; G.paused = false; G.held = -1;
    syncClock();
    var opt = fromStart();
    var msg = "solved in " + plural(G.pos, "move") + " (optimal " +
      (opt && opt.exact ? String(opt.distance) : "?") + ") in " + clockText(elapsed());
    var news = record();
    if (news) msg += news;
    say(msg);
    statsOn = true;
  }

  function takeOver() { G.auto = null; G.paused = false; }
  function refuseWon() {
    if (G.won) { say("the game is solved (undo, reset or start a new one)", true); return true; }
    return false;
  }

  // ---- commands (what a click, a key or a button does)

  function select(p) {
    finish();
    if (G.held < 0) pick(p); else drop(p);
  }
  function pick(p) {
    if (refuseWon()) return;
    if (!G.stacks[p].length) { say("peg " + L(p) + " is empty", true); return; }
    var was = mode();
    takeOver();
    G.held = p; G.hinted = null; G.pendingHint = false;
    say("disk " + topOf(G.stacks, p) + " picked up from " + L(p) + ": where to?" +
      (was === "solving" || was === "demo" || was === "paused" ? " (you took over)" : ""));
    flyLift(p);
    syncClock();
  }
  function drop(p) {
    if (refuseWon()) return;
    var a = G.held, d = topOf(G.stacks, a);
    if (p === a) {
      G.held = -1;
      say("disk " + d + " put back on " + L(a));
      flyBack(d, a);
      return;
    }
    var why = whyNot(G.stacks, a, p);
    if (why) { say(why, true); return; }            // the disk stays in hand
    play(a, p, "player");
    if (!G.won) say("move " + G.pos + ": disk " + d + " " + L(a) + " -> " + L(p));
  }
  function putBack() {
    if (G.held >= 0) { var a = G.held; G.held = -1; flyBack(topOf(G.stacks, a), a); }
  }

  function step(dir) {
    finish();
    if (dir < 0 && G.pos === 0) { say("nothing to undo", true); return; }
    if (dir > 0 && G.pos >= G.hist.length) { say("nothing to redo", true); return; }
    putBack();
    takeOver();
    var m = G.hist[dir < 0 ? G.pos - 1 : G.pos], d = m[0];
    var a = dir < 0 ? m[2] : m[1], b = dir < 0 ? m[1] : m[2];
    G.stacks[a].pop(); G.stacks[b].push(d); G.where[d - 1] = b;
    holding = { moves: byId("moves").textContent, left: byId("left").textContent };
    G.pos += dir;
    G.diskMoves[d - 1] += dir;
    G.by[m[3]] += dir;
    G.hinted = null; G.pendingHint = false;
    flyMove(d, a, b, false);
    if (dir < 0) {
      G.undos++;
      G.won = false;
      if (G.pos === 0) G.started = false;
      say("undone: disk " + d + " back " + L(m[2]) + " -> " + L(m[1]));
    } else {
      G.redos++;
      G.started = true;
      say("redone: disk " + d + " " + L(m[1]) + " -> " + L(m[2]));
      checkWon();
    }
    syncClock();
  }

  // the hint: the next move towards the goal; again, it is played
  function hint(waited) {
    if (!waited) finish();
    if (G.won) { say("the game is solved: nothing to hint", true); return; }
    var h = G.hinted;
    if (!waited && h && G.held < 0 && topOf(G.stacks, h[1]) === h[0] && !whyNot(G.stacks, h[1], h[2])) {
      takeOver();
      play(h[1], h[2], "player");
      if (!G.won) say("move " + G.pos + ": disk " + h[0] + " " + L(h[1]) + " -> " + L(h[2]));
      syncClock();
      return;
    }
    var adv = advise(G.where);
    if (adv.pending) { G.pendingHint = true; say("searching the shortest way from here..."); return; }
    if (!adv.move) { say("the tower is on " + L(G.goal) + ": nothing to do"); return; }
    putBack();
    G.hints++;
    G.hinted = adv.move;
    say("hint: disk " + adv.move[0] + " from " + L(adv.move[1]) + " to " + L(adv.move[2]) +
      (adv.exact ? "" : " (not proven shortest)") + " (h again plays it)");
  }

  function startAuto(what) {
    if (refuseWon()) return false;
    finish();
    putBack();
    G.auto = what; G.paused = false;
    G.hinted = null; G.pendingHint = false;
    nextAt = 0; lastTick = null; progress = 0;
    syncClock();
    return true;
  }
  function solve() {
    if (G.auto === "solve" && !G.paused) { stop(); return; }
    if (startAuto("solve")) say("the computer solves");
  }
  function demo(method) {
    if (G.auto === method && !G.paused) { stop(); return; }
    if (method === "binary") {
      var way = binaryWay(G.where);
      if (way.why) { say(way.why, true); return; }
      if (startAuto("binary")) say("the binary method: move m moves the disk of the lowest 1 of m in binary");
    } else if (startAuto("random")) {
      G.lastTo = -1;
      say("the random mover: a random legal move each time");
    }
  }
  function halt() {
    if (!G.auto) { say("the computer is not playing", true); return; }
    if (G.paused) { resume(); return; }
    finish();
    G.paused = true;
    say("halted: continue, or take over (any move of yours takes over)");
    syncClock();
  }
  function resume() {
    if (!G.auto || !G.paused) { say("the computer is not halted", true); return; }
    G.paused = false; nextAt = 0; lastTick = null;
    say("the computer plays on");
  }
  function stop() {
    if (!G.auto) { say("the computer is not playing", true); return; }
    finish();
    takeOver();
    say("you took over");
    syncClock();
  }

  // one move of the computer; false when it must wait (a search runs)
  function computerMove() {
    var mv, by = "computer";
    if (G.auto === "random") {
      var list = [], all = [], a, b;
      for (a = 0; a < k; a++) for (b = 0; b < k; b++) {
        if (a !== b && !whyNot(G.stacks, a, b)) { all.push([a, b]); if (a !== G.lastTo) list.push([a, b]); }
      }
      if (!list.length) list = all;
      mv = list[Math.floor(Math.random() * list.length)];
      G.lastTo = mv[1];
      var dr = play(mv[0], mv[1], "random");
      if (!G.won) say("move " + G.pos + ": disk " + dr + " " + L(mv[0]) + " -> " + L(mv[1]) + " (random)");
      return true;
    }
    if (G.auto === "binary") {
      var way = binaryWay(G.where);
      if (way.why) { takeOver(); say(way.why, true); return true; }
      var m = way.m + 1n, bm = binaryMove(G.where, way, m);
      G.binary = binaryText(m, bm[0], bm[1], bm[2]);
      play(bm[1], bm[2], by);
      if (!G.won) say("move " + G.pos + ": disk " + bm[0] + " " + L(bm[1]) + " -> " + L(bm[2]) +
        " (the binary method)");
      return true;
    }
    var adv = advise(G.where);
    if (adv.pending) { say("the computer searches the shortest way from here..."); return false; }
    if (!adv.move) { takeOver(); return true; }
    var d = play(adv.move[1], adv.move[2], by);
    if (!G.won) say("move " + G.pos + ": disk " + d + " " + L(adv.move[1]) + " -> " + L(adv.move[2]) +
      " (computer" + (adv.exact ? "" : ", not proven shortest") + ")");
    return true;
  }

  // ---- best results, kept in the browser (games won by hand from a tower)
  function bestKey() {
    return isTower(G.start, G.start[0]) ? BEST + G.n + " " + k + " " + L(G.goal) : null;
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
    try { window.localStorage.setItem(key, JSON.stringify(best)); } catch (e) { return "; best results cannot be kept here"; }
    var news = [];
    if (old && G.pos < old.moves) news.push("fewest moves");
    if (old && time < old.time) news.push("best time");
    return news.length ? ": a new best (" + news.join(", ") + ")" : "";
  }

  // ---- new games, saving and loading
  function newGameFromControls(changed) {
    var n = +byId("disks").value, kk = +byId("pegs").value, goal = +byId("goal").value;
    if (changed === "pegs") goal = kk - 1;             // the last peg, as at first
    if (!(Number.isInteger(n) && n >= 1 && n <= MAXN)) {
      say("disks must be 1.." + MAXN, true); syncControls(); return;
    }
    if (!(Number.isInteger(kk) && kk >= 3 && kk <= MAXK)) {
      say("pegs must be 3.." + MAXK, true); syncControls(); return;
    }
    if (!(goal >= 1 && goal < kk)) goal = kk - 1;
    var start = [];
    for (var d = 0; d < n; d++) start.push(0);
    setup(n, kk, start, goal);
    say("new game: " + plural(n, "disk") + ", " + kk + " pegs, goal tower on " + L(goal));
  }
  function saveGame() {
    finish();
    var a = document.createElement("a");
    a.href = "data:text/plain;charset=utf-8," + encodeURIComponent(dump());
    a.download = "hanoi.save";
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    say("saved to hanoi.save (in your downloads)");
  }
  function loadText(bytes, name) {
    var r = parseSave(bytes), why = r.error;
    if (!why && (r.n > MAXN || r.k > MAXK)) {
      why = "this page plays up to " + MAXN + " disks on " + MAXK + " pegs, the game has " + r.n +
        " on " + r.k;
    } else if (!why && typeof r.goal !== "number") {
      why = "this page plays to a tower on a peg, the game's goal is '" + r.goal + "'";
    }
    if (why) { say("cannot load '" + shown(name) + "': " + shown(why), true); return; }
    setup(r.n, r.k, r.start, r.goal, r.hist, r.played, r.time);
    say("loaded " + shown(name));
  }
  function loadFile(file) {
    if (file.size > MAX_BYTES) {
      say("cannot load '" + file.name + "': larger than " + MAX_BYTES + " bytes", true);
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
    if (m === "solved") return ["won", "won"];
    if (m === "paused") return ["halted", "halted"];
    if (m === "solving") return ["computer", "computer solving"];
    if (m === "demo") return ["computer", G.auto === "binary" ? "computer: binary demo" : "computer: random mover"];
    return ["playing", "playing: your move"];
  }

  function clockText(ms) {
    var tenths = Math.floor(ms / 100), s = Math.floor(tenths / 10) % 60;
    return Math.floor(tenths / 600) + ":" + (s < 10 ? "0" : "") + s + "." + tenths % 10;
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
    text("optnote", !opt ? "(searching)" : opt.exact ? "" : opt.how === "fs"
      ? "(Frame\u2013Stewart, not proven shortest)" : "(a plan, not proven shortest)");
    text("left", hold ? hold.left : adv.pending ? (job ? "searching " + job.progress() + "%"
      : "searching, " + Math.floor((performance.now() - engine.since) / 1000) + " s")
      : String(adv.distance) + " to go" + (adv.exact ? "" : " (not proven shortest)"));
    text("timer", clockText(elapsed()));
    var mark = byId("solved");
    text("solved", G.won ? "solved" : "");
    mark.className = G.won ? "on" : "";
    var verdict = "";
    if (G.won) {
      verdict = "in " + plural(G.pos, "move");
      if (!opt || !opt.exact) verdict += " (optimum unknown)";
      else if (big(G.pos) === opt.distance) verdict += ": optimal";
      else verdict += " (optimum " + opt.distance + ")";
      verdict += ", " + plural(G.undos, "undo") + ", " + plural(G.hints, "hint");
    }
    text("verdict", verdict);
    var light = lightOf(m);
    var lamps = byId("light").querySelectorAll(".lamp");
    for (q = 0; q < lamps.length; q++) {
      var on = lamps[q].getAttribute("data-lamp") === light[0] ? "1" : "0.18";
      if (lamps[q].getAttribute("fill-opacity") !== on) lamps[q].setAttribute("fill-opacity", on);
    }
    byId("light").setAttribute("aria-label", "traffic light: " + light[1]);
    byId("light").setAttribute("data-state", light[0]);
    text("lighttext", light[1]);
    drawBinary();
    byId("undo").disabled = G.pos === 0;
    byId("redo").disabled = G.pos >= G.hist.length;
    byId("solve").textContent = G.auto === "solve" && !G.paused ? "Stop" : "Solve";
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
    body.setAttribute("data-goal", L(G.goal));
  }

  // the board's accessible name: what stands on each peg, the bottom disk
  // first, and the disk in hand
  function boardText() {
    var parts = [], q, st = G.stacks;
    for (q = 0; q < k; q++) {
      parts.push("peg " + L(q) + ": " + (st[q].length ? "disks " + st[q].join(", ") : "empty"));
    }
    var said = "the pegs and disks; " + parts.join("; ");
    if (G.held >= 0) said += "; disk " + topOf(st, G.held) + " in hand, from peg " + L(G.held);
    return said;
  }

  function drawBinary() {
    var box = byId("binary"), b = G.auto === "binary" || (G.binary && mode() === "solved") ? G.binary : null;
    var key = b ? b.text : "";
    if (box.getAttribute("data-text") === key) return;
    box.setAttribute("data-text", key);
    while (box.firstChild) box.removeChild(box.firstChild);
    if (!b) return;
    var i = b.bits.length - 1 - b.low;
    box.appendChild(document.createTextNode(b.text.split(" = ")[0] + " = "));
    box.appendChild(document.createTextNode(b.bits.slice(0, i)));
    var low = document.createElement("span");
    low.className = "low";
    low.textContent = b.bits.charAt(i);
    box.appendChild(low);
    box.appendChild(document.createTextNode(b.bits.slice(i + 1) + " in binary" + b.text.split(" in binary")[1]));
  }

  function drawStats() {
    var sec = byId("stats");
    sec.hidden = !statsOn;
    if (!statsOn) return;
    var per = perDisk(), opt = fromStart(), here = advise(G.where), i;
    var rows = [["disk"], ["moved"], ["optimal"]];
    for (i = 1; i <= G.n; i++) {
      rows[0].push(String(i));
      rows[1].push(String(G.diskMoves[i - 1]));
      rows[2].push(per ? String(per[i - 1]) : "?");
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
    text("statstitle", G.won ? "solved! statistics of this game" : "statistics of this game so far");
    var wasted = opt && opt.exact && !here.pending && here.exact
      ? String(big(G.pos) - (opt.distance - here.distance)) : "?";
    var line = "moves " + G.pos + " (optimal " + (opt && opt.exact ? String(opt.distance) : "?") +
      ") \u00b7 wasted " + wasted + " \u00b7 undos " + G.undos + " \u00b7 hints " + G.hints +
      " \u00b7 time " + clockText(elapsed());
    if (G.by.computer + G.by.random > 0) {
      line += "  (the computer made " + (G.by.computer + G.by.random) +
        " of the moves: best results count games played by hand)";
    }
    text("statsline", line);
    var best = bestOf();
    text("bestline", !bestKey() ? "best results are kept for games from a whole tower"
      : best ? "best for " + plural(G.n, "disk") + ", " + k + " pegs, goal tower on " + L(G.goal) +
        ": " + plural(best.moves, "move") + ", " + clockText(best.time * 1000)
      : "no best result yet for this game");
  }

  function syncControls() {
    var disks = byId("disks"), pegs = byId("pegs"), goal = byId("goal");
    disks.max = MAXN; pegs.max = MAXK;
    disks.value = G.n; pegs.value = k;
    while (goal.firstChild) goal.removeChild(goal.firstChild);
    for (var p = G.goal === 0 ? 0 : 1; p < k; p++) {   // a new game starts on A
      var o = document.createElement("option");
      o.value = p;
      o.textContent = "tower on " + L(p);
      goal.appendChild(o);
    }
    goal.value = G.goal;
  }

  // ==== the clock of the page: flights, the computer, searches
  function tick() {
    var now = performance.now();
    if (job) runJob(G.pendingHint || (G.auto && !G.paused) ? 40 : 12);
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
    syncClock();
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
    else if (key === "x") { finish(); setup(G.n, k, G.start, G.goal); say("back to the start"); }
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
    say(craneOn ? "the crane carries the disks" : "no crane");
  }
  var slider = byId("speed");
  function setSpeed(s) {
    speed = Math.max(0.5, Math.min(5000, s));
    slider.value = toSlider(speed);
    text("speedval", speedText(speed));
  }

  function button(id, f) {
    byId(id).addEventListener("click", function () { f(); draw(); });
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
  button("reset", function () { finish(); setup(G.n, k, G.start, G.goal); say("back to the start"); });
  button("save", saveGame);
  button("load", function () { finish(); byId("loadfile").click(); });
  byId("loadfile").addEventListener("change", function (e) {
    var f = e.target.files && e.target.files[0];
    if (f) loadFile(f);
    e.target.value = "";
  });
  ["disks", "pegs", "goal"].forEach(function (id) {
    byId(id).addEventListener("change", function () { newGameFromControls(id); draw(); });
  });
  slider.addEventListener("input", function () {
    speed = fromSlider(+slider.value);
    text("speedval", speedText(speed));
  });
  board = byId("board");
  board.addEventListener("pointerdown", boardDown);
  board.addEventListener("pointermove", boardMove);
  board.addEventListener("pointerup", boardUp);
  board.addEventListener("pointercancel", function () { drag = null; draw(); });
  document.addEventListener("keydown", keyDown);

  // for tests and the curious
  window.HanoiPage = {
    // the rule of 3 pegs on any position ("label", "goal letter"): [distance, disk, from, to]
    optimal3: function (label, to) {
      var r = optimal3(whereOf(label), LETTERS.indexOf(to));
      return r.move ? [r.distance, r.move[0], L(r.move[1]), L(r.move[2])] : [r.distance];
    },
    // the moves of the game so far: "1AC 2AB ...", "c"/"r" after the computer's and the random mover's
    history: function () {
      return G.hist.slice(0, G.pos).map(function (m) {
        return m[0] + L(m[1]) + L(m[2]) + (m[3] === "player" ? "" : m[3] === "computer" ? "c" : "r");
      }).join(" ");
    },
    // a save file's text checked as the terminal game checks it: "ok" or the message
    check: function (bytes) { var r = parseSave(bytes); return r.error || "ok"; },
    // the text Save writes
    dump: function () { return dump(); },
    // what the page advises from a position of the game's size (a label):
    // [distance, exact, disk, from, to] ([distance, exact] at the goal),
    // or "searching" while a table is being searched
    advise: function (label) {
      var a = advise(whereOf(label));
      if (a.pending) return "searching";
      var r = [String(a.distance), a.exact];
      return a.move ? r.concat([a.move[0], L(a.move[1]), L(a.move[2])]) : r;
    }
  };

  var start0 = D.start.slice();
  setup(D.n, D.k, start0, D.goal);
  setSpeed(speed);
  draw();
  setInterval(tick, 16);
