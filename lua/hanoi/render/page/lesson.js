  // The lesson's page (hanoi lesson): D holds what the teaching kit wrote
  // (its texts, tables, the stepper's steps, the state graph); the engine
  // (engine.js, the script before this one: Lua, the C core and the kit in
  // WebAssembly) answers the moves, hints and quiz on the main thread, and
  // checks the learner's code in a Web Worker that is ended when it runs
  // past its deadline.
  // the page's words in the language in use: the kit's catalogue (D.langs:
  // hanoi lesson writes the page's own language, the engine any other)
  // over its prose (D.texts)
  var T = null, LANG = "en";
  // what writes each board's last message (and the other messages the
  // page shows) again, in the language a change of language brings
  var redraws = [];
  // East Asian wide characters: CJK punctuation, kana, ideographs, full-width forms
  var WIDE = /[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
  // a text of the kit's catalogue for the page, its {names} filled in
  function W(key, v) {
    return T.ui[key].replace(/\{(\w+)\}/g, function (_, k) { return numberText(LANG, v[k]); });
  }
  var PEGS = "ABCDEFGH";
  var live = document.getElementById("live");
  function say(text) { live.textContent = ""; setTimeout(function () { live.textContent = text; }, 30); }
  function $(id) { return document.getElementById(id); }
  // (el, langMatch, browserLang: base.js, the script the pages share)

  // ---- the texts of the kit into their places, again at each change of language
  var order = ["puzzle", "counting", "recursion", "yours", "methods", "graph", "four", "quiz", "history"];
  function each(sel, f) { Array.prototype.forEach.call(document.querySelectorAll(sel), f); }
  function applyTexts(tag) {
    LANG = tag;
    var w = D.langs[tag].words, k;
    T = {};
    for (k in D.texts) T[k] = D.texts[k];
    for (k in w) T[k] = w[k];
    document.documentElement.lang = tag;
    document.title = T.title;
    $("title").textContent = T.title;
    $("lang").value = tag;
    $("toc").textContent = "";
    order.forEach(function (id) {
      var sec = $(id);
      sec.querySelector("h2").textContent = T.heads[id];
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = "#" + id; a.textContent = T.heads[id];
      li.appendChild(a); $("toc").appendChild(li);
    });
    each("[data-text]", function (e) {
      // the kit's prose is wrapped for a terminal: the browser wraps it
      // again (a line break beside a CJK character or punctuation was no space)
      e.textContent = T[e.getAttribute("data-text")].replace(/([^\n])\n(?=([^\n]))/g, function (m, a, b) {
        return a + (WIDE.test(a) || WIDE.test(b) ? "" : " ");
      });
    });
    each("[data-ui]", function (e) { e.textContent = T.ui[e.getAttribute("data-ui")]; });
    each("[data-ui-label]", function (e) {
      e.setAttribute("aria-label", T.ui[e.getAttribute("data-ui-label")]);
    });
    each("[data-ui-peg]", function (e) { e.textContent = W("peg", { peg: e.getAttribute("data-ui-peg") }); });
    each("[data-from]", function (e) {
      // what the kit wrote, as it writes it in the language in use
      var path = e.getAttribute("data-from"), v = D.langs[tag];
      path.split(".").forEach(function (key) { v = v[key]; });
      e.textContent = v;
    });
    D.steps = D.langs[tag].steps;
    // the kit's code with its comments in this language, the graph's title
    var code = D.langs[tag].code;
    if (code) code.replace(/\n$/, "").split("\n").forEach(function (line, i) {
      var s = $("code").children[i]; if (s) s.textContent = line;
    });
    var gt = document.querySelector("#graphsvg svg > title");
    if (gt) gt.textContent = T.ui.graphtitle;
    redraws.forEach(function (f) { f(); });
    document.body.setAttribute("data-lang", tag);
    // when the page first spoke this language (make bench)
    document.body.setAttribute("data-lang-ms", String(Math.round(performance.now())));
  }
  D.tags.forEach(function (t) {
    var o = document.createElement("option");
    o.value = t; o.textContent = D.names[t]; o.lang = t;
    $("lang").appendChild(o);
  });
  // The page carries what the kit writes in its own language only; the
  // engine writes another one the first time it is asked for
  // (hanoi.render.lesson), and then `then` runs (the stepper shown again).
  function useLang(tag, then) {
    if (D.langs[tag]) { applyTexts(tag); if (then) then(); return; }
    withEngine(function () {
      if (!D.langs[tag]) D.langs[tag] = call("lesson", tag);
      applyTexts(tag);
      if (then) then();
    });
  }
  var first = D.lang || browserLang();
  applyTexts(D.langs[first] ? first : Object.keys(D.langs)[0]);

  // ---- the engine on the main thread
  var engine = null, waiting = [];
  function call(fn, arg) {
    var r = engine.ccall("hanoi_web_run", "string", ["number", "string", "string"],
      [engine.L, "return require('hanoi.web')." + fn + "(...)", arg]);
    if (r.charAt(0) !== "+") throw new Error(r.slice(1));
    return JSON.parse(r.slice(1));
  }
  /* global HanoiEngine */
  HanoiEngine().then(function (M) {
    M.L = M.ccall("hanoi_web_new", "number", [], []);
    engine = M;
    document.body.setAttribute("data-engine", "ready");
    // when the boards began to answer moves (make bench)
    document.body.setAttribute("data-ready-ms", String(Math.round(performance.now())));
    waiting.forEach(function (f) { f(); });
    // the worker that checks the learner's code, ready before the first Check
    setTimeout(function () { if (!worker) startWorker(); }, 0);
  });
  function withEngine(f) { if (engine) f(); else waiting.push(f); }

  // ---- boards: n disks on k pegs, a position as its label (BAA...)
  function describe(label, k) {
    var parts = [];
    for (var p = 0; p < k; p++) {
      var on = [];
      for (var d = label.length; d >= 1; d--) if (label.charCodeAt(d - 1) - 65 === p) on.push(d);
      parts.push(W("pegon", { peg: PEGS[p], disks: on.length ?
        W(on.length > 1 ? "disks" : "disk", { list: on.join(", ") }) : T.ui.none }));
    }
    return parts.join("; ");
  }
  function draw(svg, label, k, sel) {
    var n = label.length, W = 120 * k + 20, H = 26 + 18 * Math.max(n, 3) + 30;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute("viewBox", "0 0 " + W + " " + H);
    el("rect", { x: 5, y: H - 24, width: W - 10, height: 8, fill: "#6b4f2a" }, svg);
    var heights = [];
    for (var p = 0; p < k; p++) {
      var cx = 70 + 120 * p;
      var g = el("g", { "class": "peg" + (sel === p ? " sel" : ""), "data-peg": p + 1 }, svg);
      el("rect", { x: 0 + 120 * p + 12, y: 8, width: 116, height: H - 32, fill: "transparent" }, g);
      el("rect", { "class": "rod", x: cx - 3, y: 18, width: 6, height: H - 42, fill: "#6b4f2a" }, g);
      var t = el("text", { x: cx, y: H - 4, "text-anchor": "middle", "font-size": 14, fill: "#1a1a1a" }, g);
      t.textContent = PEGS[p];
      heights.push(0);
    }
    for (var d = n; d >= 1; d--) {
      var q = label.charCodeAt(d - 1) - 65, w = 20 + 90 * d / n;
      el("rect", { "class": "disk", "data-disk": d, x: 70 + 120 * q - w / 2, y: H - 24 - 18 * (heights[q] + 1),
        width: w, height: 16, rx: 5, fill: "hsl(" + (d * 47 % 360) + ",65%,42%)", stroke: "#222" }, svg);
      heights[q]++;
    }
    svg.setAttribute("aria-label", describe(label, k));
  }
  function view(container, label, k) {
    var svg = container.querySelector("svg") || el("svg", { role: "img" }, container);
    draw(svg, label, k);
  }

  // a board to play on: opts.n, opts.k, opts.label, opts.onpick(from, to)
  // (instead of moving), opts.buttons (more buttons: [text, function])
  function Board(box, opts) {
    var self = this;
    self.k = opts.k; self.label = opts.label; self.sel = -1; self.moves = 0;
    var wrap = document.createElement("div");
    wrap.tabIndex = 0;
    wrap.setAttribute("role", "group");
    wrap.setAttribute("data-ui-label", opts.name);
    wrap.setAttribute("aria-label", T.ui[opts.name]);
    box.appendChild(wrap);
    self.svg = el("svg", { role: "img" }, wrap);
    var bar = document.createElement("div"); bar.className = "buttons";
    for (var p = 0; p < self.k; p++) {
      var b = document.createElement("button");
      b.type = "button"; b.textContent = W("peg", { peg: PEGS[p] });
      b.setAttribute("data-ui-peg", PEGS[p]);
      b.setAttribute("data-peg", p + 1);
      b.addEventListener("click", (function (q) { return function () { self.pick(q); }; })(p));
      bar.appendChild(b);
    }
    (opts.buttons || []).forEach(function (bt) {
      var b = document.createElement("button");
      b.type = "button"; b.textContent = T.ui[bt[0]]; b.setAttribute("data-ui", bt[0]);
      b.addEventListener("click", bt[1]);
      bar.appendChild(b);
    });
    box.appendChild(bar);
    self.status = document.createElement("p"); self.status.className = "status";
    box.appendChild(self.status);
    self.svg.addEventListener("click", function (e) {
      var g = e.target.closest && e.target.closest("[data-peg]");
      if (g) self.pick(+g.getAttribute("data-peg") - 1);
    });
    wrap.addEventListener("keydown", function (e) {
      var key = e.key.toUpperCase(), p = "123456789".indexOf(key);
      if (p < 0) p = PEGS.indexOf(key);
      if (p >= 0 && p < self.k) { self.pick(p); e.preventDefault(); }
      else if (e.key === "Escape") { self.sel = -1; self.show(); }
    });
    self.opts = opts;
    self.show();
    redraws.push(function () { if (self.msg) self.status.textContent = self.msg(); });
  }
  // a board's message: a text, or a function that writes it (again at a
  // change of language)
  Board.prototype.show = function (text) {
    draw(this.svg, this.label, this.k, this.sel);
    if (text !== undefined) {
      this.msg = typeof text === "function" ? text : null;
      var s = this.msg ? this.msg() : text;
      this.status.textContent = s; say(s);
    }
  };
  Board.prototype.pick = function (p) {
    var self = this;
    if (self.sel < 0) {
      if (self.label.indexOf(PEGS[p]) < 0) { self.show(function () { return W("empty", { peg: PEGS[p] }); }); return; }
      self.sel = p; self.show(function () { return W("where", { peg: PEGS[p] }); });
      return;
    }
    var from = self.sel; self.sel = -1;
    if (from === p) { self.show(""); return; }
    withEngine(function () {
      if (self.opts.onpick) { self.show(); self.opts.onpick(from + 1, p + 1); return; }
      var asked = self.k + ";" + self.label + ";" + (from + 1) + ";" + (p + 1) + ";";
      var r = call("move", asked + LANG);
      if (!r.ok) {
        // the refusal said again by the engine in the language in use
        var said = LANG, why = r.message;
        self.show(function () {
          if (said !== LANG) { said = LANG; why = call("move", asked + LANG).message; }
          return why;
        });
        return;
      }
      self.label = r.label; self.moves++;
      var done = self.opts.goal && self.label === self.opts.goal, n = self.moves;
      self.show(function () {
        return W("moved", { n: n, from: PEGS[from], to: PEGS[p] }) + (done ? W("solved", { n: n }) : "");
      });
      if (self.opts.after) self.opts.after();
    });
  };
  function tower(n, p) { return new Array(n + 1).join(PEGS[p]); }

  // 1. the puzzle
  var puzzle = new Board(document.querySelector("[data-board=puzzle]"), { name: "board3",
    k: 3, label: tower(3, 0), goal: tower(3, 2),
    buttons: [["again", function () { puzzle.label = tower(3, 0); puzzle.moves = 0; puzzle.show(""); }]] });
  document.body.setAttribute("data-board", "drawn");

  // 3. the stepper beside the kit's code
  var codeLines = (D.langs[LANG].code || D.code).replace(/\n$/, "").split("\n");
  codeLines.forEach(function (line) {
    var s = document.createElement("span"); s.className = "line"; s.textContent = line;
    var m = line.match(/\((\d)\)/); if (m) s.setAttribute("data-mark", m[1]);
    $("code").appendChild(s);
  });
  var step = 0;
  function showStep() {
    var st = D.steps[step];
    view($("stepboard"), st.label, 3);
    $("steptext").textContent = st.text;
    Array.prototype.forEach.call($("code").children, function (s) {
      var here = st.mark !== "" && s.getAttribute("data-mark") === st.mark;
      s.classList.toggle("here", here);
      if (here) s.setAttribute("aria-current", "step"); else s.removeAttribute("aria-current");
    });
    $("back").disabled = step === 0;
    $("next").disabled = $("nextmove").disabled = step === D.steps.length - 1;
    say(st.text.split("\n")[0]);
  }
  $("next").addEventListener("click", function () { if (step < D.steps.length - 1) step++; showStep(); });
  $("back").addEventListener("click", function () { if (step > 0) step--; showStep(); });
  $("restart").addEventListener("click", function () { step = 0; showStep(); });
  $("nextmove").addEventListener("click", function () {
    var at = D.steps[step].label;
    while (step < D.steps.length - 1) { step++; if (D.steps[step].label !== at) break; }
    showStep();
  });
  showStep();

  // the picker: the page in another language at once, without a reload;
  // the learner's code, the boards and the stepper's place are kept
  $("lang").addEventListener("change", function () { useLang($("lang").value, showStep); });
  // the browser's language, where the page was not written in it
  if (first !== LANG) useLang(first, showStep);

  // 4. the learner's code, checked in a Web Worker
  var KEY = "hanoi-lesson-code";
  var editor = $("editor"), report = $("report");
  var kept = null;
  try { kept = window.localStorage.getItem(KEY); } catch (e) { kept = null; }
  editor.value = kept !== null ? kept : T.starter;
  function keep() { try { window.localStorage.setItem(KEY, editor.value); } catch (e) { /* private mode */ } }
  editor.addEventListener("input", keep);
  editor.addEventListener("keydown", function (e) {
    if (e.key === "Tab" && !e.shiftKey && !e.ctrlKey && !e.altKey && editor.getAttribute("data-tab") === "on") {
      e.preventDefault();
      var a = editor.selectionStart;
      editor.setRangeText("  ", a, editor.selectionEnd, "end"); keep();
    }
  });
  $("reset").addEventListener("click", function () { editor.value = T.starter; keep(); editor.focus(); });
  $("save").addEventListener("click", function () {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([editor.value], { type: "text/x-lua" }));
    a.download = "solve.lua";
    document.body.appendChild(a); a.click(); document.body.removeChild(a);
  });
  var WORKER = "\nvar H = null;\n" +
    "HanoiEngine().then(function (M) { H = M; H.L = M.ccall('hanoi_web_new', 'number', [], []);" +
    " postMessage({ ready: true }); });\n" +
    "onmessage = function (e) {\n" +
    "  var r = H.ccall('hanoi_web_run', 'string', ['number', 'string', 'string'],\n" +
    "    [H.L, e.data.chunk, e.data.code]);\n" +
    "  postMessage({ id: e.data.id, answer: r });\n};\n";
  var workerURL = URL.createObjectURL(new Blob([$("engine").textContent, WORKER],
    { type: "text/javascript" }));
  var worker = null, ready = false, queued = null, deadline = null, asked = 0;
  // the last safety net, far past the kit's own limits (its budget of
  // steps, and its clock): a run it ends is an error, never a slip, as a
  // run hanoi grade's watchdog ends is (a busy machine is no diagnosis)
  var DEADLINE = 60000;
  function startWorker() {
    ready = false;
    worker = new Worker(workerURL);
    worker.onmessage = function (e) {
      if (e.data.ready) { ready = true; if (queued) { worker.postMessage(queued); } return; }
      if (e.data.id !== asked) return;
      clearTimeout(deadline); queued = null;
      var r = e.data.answer;
      if (pending === "steps") { mysteps(r); return; }
      if (r.charAt(0) !== "+") { verdict({ ok: "false", n: "", slip: "error", text: r.slice(1) }); return; }
      verdict(JSON.parse(r.slice(1)));
    };
  }
  var started = 0;
  function verdict(r) {
    // how long the check took, from the click (make bench)
    document.body.setAttribute("data-check-ms", String(Math.round(performance.now() - started)));
    report.classList.remove("busy");
    report.setAttribute("data-ok", r.ok); report.setAttribute("data-n", r.n);
    report.setAttribute("data-slip", r.slip);
    report.textContent = r.text;
    document.body.setAttribute("data-checks", (+(document.body.getAttribute("data-checks") || 0) + 1) + "");
    say(r.text.split("\n")[0]);
    $("check").disabled = $("step").disabled = false;
  }
  var pending = "";
  function ask(fn) {
    keep();
    started = performance.now();
    if (!worker) startWorker();
    asked++;
    pending = fn;
    // the kit speaks the page's language (the stepper's line of each
    // step is a number, the same in every language)
    var lang = "require('hanoi.teach').lang(" + JSON.stringify(LANG) + ")\n";
    var chunk = lang + "return require('hanoi.web')." + (fn === "check" ? "check" : "steps") + "(...)";
    var job = { id: asked, fn: fn, chunk: chunk, code: editor.value };
    $("check").disabled = $("step").disabled = true;
    report.className = "kit busy"; report.textContent = fn === "check" ? T.ui.checking : T.ui.running;
    report.setAttribute("data-ok", ""); report.setAttribute("data-n", ""); report.setAttribute("data-slip", "");
    queued = job;
    if (ready) worker.postMessage(job);
    clearTimeout(deadline);
    deadline = setTimeout(function () {
      // the kit's limits did not stop it in time: end the worker, start another
      worker.terminate(); worker = null; queued = null;
      verdict({ ok: "false", n: "", slip: "error", text: W("deadline", { s: DEADLINE / 1000 }) });
      startWorker();
    }, DEADLINE);
  }
  $("check").addEventListener("click", function () { ask("check"); });
  $("step").addEventListener("click", function () { ask("steps"); });
  // the kit's stepper through the learner's function, beside its lines
  var my = null, myat = 0;
  function mysteps(r) {
    $("check").disabled = $("step").disabled = false;
    report.classList.remove("busy");
    var a = r.charAt(0) === "+" ? JSON.parse(r.slice(1)) : { error: r.slice(1) };
    if (a.error) { report.textContent = a.error; say(a.error.split("\n")[0]); return; }
    report.textContent = "";
    my = a.steps; myat = 0;
    var code = $("mycode");
    while (code.firstChild) code.removeChild(code.firstChild);
    editor.value.replace(/\n$/, "").split("\n").forEach(function (line, i) {
      var s = document.createElement("span"); s.className = "line";
      s.textContent = (i + 1 < 10 ? " " : "") + (i + 1) + "  " + line;
      s.setAttribute("data-line", i + 1);
      code.appendChild(s);
    });
    $("mystepper").hidden = false;
    myshow();
  }
  function myshow() {
    var st = my[myat];
    view($("myboard"), st.label, 3);
    $("mytext").textContent = st.text;
    Array.prototype.forEach.call($("mycode").children, function (s) {
      var here = +s.getAttribute("data-line") === st.line;
      s.classList.toggle("here", here);
      if (here) s.setAttribute("aria-current", "step"); else s.removeAttribute("aria-current");
    });
    $("myback").disabled = myat === 0;
    $("mynext").disabled = myat === my.length - 1;
    say(st.text.split("\n")[0]);
  }
  $("mynext").addEventListener("click", function () { if (myat < my.length - 1) myat++; myshow(); });
  $("myback").addEventListener("click", function () { if (myat > 0) myat--; myshow(); });

  // 6. the state graph: click a position to see it
  $("graphsvg").innerHTML = D.graph;
  var gview = document.createElement("div"); gview.className = "board-view"; $("graph").appendChild(gview);
  var gt = document.querySelector("#graphsvg svg > title");
  if (gt) gt.textContent = T.ui.graphtitle;
  var graphSays = null;
  redraws.push(function () { if (graphSays) graphSays(); });
  function graphAt(label) {
    Array.prototype.forEach.call($("graphsvg").querySelectorAll("circle.node"), function (c) {
      c.classList.toggle("here", c.getAttribute("data-label") === label);
    });
    view(gview, label, 3);
    withEngine(function () {
      var h = call("hint", "3;" + label + ";3");
      graphSays = function () {
        $("graphpos").textContent = h.done ? W("graphdone", { label: label, where: describe(label, 3) }) :
          W("graphnext", { label: label, where: describe(label, 3), goal: "CCC", disk: h.disk,
            from: PEGS[h.from - 1], to: PEGS[h.to - 1] });
      };
      graphSays();
    });
  }
  Array.prototype.forEach.call($("graphsvg").querySelectorAll("circle.node"), function (c) {
    c.setAttribute("tabindex", "0"); c.setAttribute("role", "button");
    c.setAttribute("aria-label", c.getAttribute("data-label"));
    c.addEventListener("click", function () { graphAt(c.getAttribute("data-label")); });
    c.addEventListener("keydown", function (e) {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); graphAt(c.getAttribute("data-label")); }
    });
  });
  view(gview, "AAA", 3);

  // 7. four pegs: the table, a board with hints
  var fst = $("fstable"), head = fst.insertRow();
  ["", "pegs3", "pegs4"].forEach(function (t) {
    var th = document.createElement("th");
    if (t) { th.setAttribute("data-ui", t); th.textContent = T.ui[t]; } else th.textContent = "n";
    head.appendChild(th);
  });
  D.fs.forEach(function (r) {
    var tr = fst.insertRow();
    [r.n, r.three, r.four].forEach(function (v) { tr.insertCell().textContent = v; });
  });
  var four = new Board(document.querySelector("[data-board=four]"), { name: "board4",
    k: 4, label: tower(4, 0), goal: tower(4, 3), buttons: [
      ["hint", function () {
        withEngine(function () {
          var h = call("hint", "4;" + four.label + ";4");
          four.show(function () {
            return h.done ? T.ui.done : W("hintis", { disk: h.disk, from: PEGS[h.from - 1],
              to: PEGS[h.to - 1], exact: h.exact ? "" : T.ui.notproven });
          });
        });
      }],
      ["again", function () { four.label = tower(4, 0); four.moves = 0; four.show(""); }]] });

  // 8. the quiz
  var right = 0, askedQ = 0, quiz, scoreSays = null;
  redraws.push(function () { if (scoreSays) scoreSays(); });
  function nextQuestion() {
    quiz.label = D.quiz[Math.floor(Math.random() * D.quiz.length)];
    quiz.show(function () { return T.ui.ask; });
  }
  quiz = new Board(document.querySelector("[data-board=quiz]"), { name: "quizboard",
    k: 3, label: D.quiz[0], onpick: function (from, to) {
      var b = call("best", "3;" + quiz.label + ";3");
      askedQ++;
      var ok = b.from === from && b.to === to;
      if (ok) right++;
      quiz.show(function () {
        return W("answer", { verdict: ok ? T.right : T.wrong, disk: b.disk, from: PEGS[b.from - 1],
          to: PEGS[b.to - 1] });
      });
      var r0 = right, a0 = askedQ;
      scoreSays = function () { $("quizscore").textContent = W("score", { right: r0, asked: a0 }); };
      scoreSays();
    }, buttons: [["nextq", function () { nextQuestion(); }]] });
