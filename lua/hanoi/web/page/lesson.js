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
  // A text of the kit's catalogue for the page ("kit.lesson.ui." keys)
  // with its values filled by the engine (hanoi.web.say: hanoi.lang's
  // plural rules, numbers and filler), asked once for each text; "" until
  // the engine is ready (the page writes its texts again then)
  var heard = Object.create(null), heardCount = 0;
  function W(key, v) {
    if (!engine) return "";
    var line = sayLine("kit.lesson.ui." + key, v);
    if (!(line in heard)) {
      if (++heardCount > 4000) { heard = Object.create(null); heardCount = 1; }
      heard[line] = call("say", LANG + "\n" + line)[0];
    }
    return heard[line];
  }
  // the comma between the items of a list in the language in use (the
  // kit's, hanoi.lang.comma: "、" in Japanese and Chinese)
  // (an engine older than the page writes none: the English one)
  function listComma() { return D.langs[LANG].comma || D.langs.en.comma || ", "; }
  var PEGS = "ABCDEFGH";
  // a peg's button, "Peg A", as the kit wrote it (an engine older than
  // the page wrote none: the engine fills it)
  function pegWord(p) {
    var pegs = D.langs[LANG].pegs;
    return pegs && pegs[p] ? pegs[p] : W("peg", { peg: p });
  }
  var live = document.getElementById("live");
  function say(text) { live.textContent = ""; setTimeout(function () { live.textContent = text; }, 30); }
  function $(id) { return document.getElementById(id); }
  // (el, browserTags, sayLine: base.js, the script the pages share)

  // ---- the texts of the kit into their places, again at each change of language
  var order = ["puzzle", "counting", "recursion", "yours", "methods", "graph", "four", "quiz", "history", "more"];
  function each(sel, f) { Array.prototype.forEach.call(document.querySelectorAll(sel), f); }
  function applyTexts(tag) {
    LANG = tag;
    heard = Object.create(null);
    heardCount = 0;
    var w = D.langs[tag].words, k;
    T = {};
    for (k in D.texts) T[k] = D.texts[k];
    for (k in w) T[k] = w[k];
    // a word an engine older than the page's catalogue lacks: the English one
    ["ui", "heads"].forEach(function (part) {
      var merged = {}, key;
      for (key in D.texts[part]) merged[key] = D.texts[part][key];
      for (key in w[part]) merged[key] = w[part][key];
      T[part] = merged;
    });
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
    each("[data-ui-peg]", function (e) { e.textContent = pegWord(e.getAttribute("data-ui-peg")); });
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
  // (hanoi.web.lesson), and then `then` runs (the stepper shown again).
  function useLang(tag, then) {
    if (D.langs[tag]) { applyTexts(tag); if (then) then(); return; }
    withEngine(function () {
      if (!D.langs[tag]) D.langs[tag] = call("lesson", tag);
      applyTexts(tag);
      if (then) then();
    });
  }
  // the page's own language until the engine, which matches the
  // browser's languages to the page's (hanoi.web.match), is ready
  applyTexts(D.langs[D.lang] ? D.lang : Object.keys(D.langs)[0]);

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
        W(on.length > 1 ? "disks" : "disk", { list: on.join(listComma()) }) : T.ui.none }));
    }
    return parts.join("; ");
  }
  function draw(svg, label, k, sel) {
    var n = label.length, W = 120 * k + 20, H = 26 + 18 * Math.max(n, 3) + 30;
    // (the rods start at 18: a disk in the air, at 0, stands clear of them)
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
    // the top disk of the peg chosen flies above its rod
    var flying = sel >= 0 ? label.indexOf(PEGS[sel]) + 1 : 0;
    for (var d = n; d >= 1; d--) {
      var q = label.charCodeAt(d - 1) - 65, w = 20 + 90 * d / n;
      el("rect", { "class": "disk" + (d === flying ? " flying" : ""), "data-disk": d, x: 70 + 120 * q - w / 2,
        y: d === flying ? 0 : H - 24 - 18 * (heights[q] + 1),
        width: w, height: 16, rx: 5, fill: "hsl(" + (d * 47 % 360) + ",65%,42%)", stroke: "#222" }, svg);
      heights[q]++;
    }
    svg.setAttribute("aria-label", describe(label, k));
  }
  // the peg of a board's column at the screen's x (-1: none): the
  // board's drawing is 120 units a peg, from x = 10
  function column(svg, clientX, k) {
    var m = svg.getScreenCTM();
    if (!m) return -1;
    var pt = svg.createSVGPoint(); pt.x = clientX; pt.y = 0;
    var x = pt.matrixTransform(m.inverse()).x;
    var p = Math.floor((x - 10) / 120);
    return p < 0 ? 0 : p >= k ? k - 1 : p;
  }
  // a device whose pointer is a finger: the page says "tap"
  var TOUCH = !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
  document.body.setAttribute("data-touch", TOUCH ? "yes" : "no");
  function view(container, label, k) {
    var svg = container.querySelector("svg") || el("svg", { role: "img" }, container);
    draw(svg, label, k);
  }

  // A step of the kit's stepper as the page shows it: its sentences, and
  // the stack of frames as boxes, each inside the one before, the running
  // one marked (the kit's picture of the board left out: the page draws
  // the board beside it). Each line keeps its text, the kit's words.
  function artLine(l) { return /^\s*(?:[|= ]+|-{3,}|(?:[A-Z] +)+[A-Z])\s*$/.test(l) && /\S/.test(l); }
  function stepView(box, text) {
    while (box.firstChild) box.removeChild(box.firstChild);
    var frames = null;
    text.replace(/\n$/, "").split("\n").forEach(function (l) {
      if (artLine(l)) return;
      var m = /^(\s*\d+\.\s)(.*?)(\s{2,}\(\d\).*?)?(\s+<- .*)?$/.exec(l);
      if (!m || !/^\s+\d/.test(l)) {
        frames = null;
        var p = document.createElement("p"); p.textContent = l + "\n"; box.appendChild(p);
        return;
      }
      if (!frames) { frames = document.createElement("ol"); frames.className = "frames"; box.appendChild(frames); }
      var li = document.createElement("li");
      li.className = "frame" + (m[4] ? " running" : "");
      li.style.marginLeft = (frames.children.length * 14) + "px";
      [["no", m[1]], ["call", m[2]], ["at", m[3] || ""], ["run", m[4] || ""]].forEach(function (part) {
        if (!part[1]) return;
        var s = document.createElement("span"); s.className = part[0]; s.textContent = part[1];
        li.appendChild(s);
      });
      li.appendChild(document.createTextNode("\n"));
      frames.appendChild(li);
    });
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
      b.type = "button"; b.textContent = pegWord(PEGS[p]);
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
    // a click or tap anywhere in a peg's column (its disks, its rod, the
    // air above it) picks that peg: the column from the x of the point
    self.svg.addEventListener("click", function (e) {
      var p = column(self.svg, e.clientX, self.k);
      if (p >= 0) self.pick(p);
    });
    self.how = document.createElement("p"); self.how.className = "how";
    self.how.setAttribute("data-ui", TOUCH ? "taphow" : "clickhow");
    self.how.textContent = T.ui[TOUCH ? "taphow" : "clickhow"];
    box.insertBefore(self.how, bar);
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
    stepView($("steptext"), st.text);
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
  // with the engine: the browser's language, where the page was not
  // written in it; the texts with values written again in any case
  withEngine(function () {
    var first = D.lang || call("match", browserTags().join("\n"));
    if (first !== LANG) useLang(first, showStep); else { applyTexts(LANG); showStep(); }
  });

  // 4. the learner's code, checked in a Web Worker
  var KEY = "hanoi-lesson-code";
  var editor = $("editor"), report = $("report");
  var kept = null;
  try { kept = window.localStorage.getItem(KEY); } catch (e) { kept = null; }
  editor.value = kept !== null ? kept : T.starter;
  function keep() { try { window.localStorage.setItem(KEY, editor.value); } catch (e) { /* private mode */ } }

  // ---- the editor: the textarea (the textbox "your code") over a copy of
  // its text with Lua's words coloured, beside the numbers of its lines;
  // the line a report talks about is marked
  var hl = $("hl"), gutter = $("gutter"), marked = {};
  var KEYWORDS = /^(and|break|do|else|elseif|end|false|for|function|goto|if|in|local|nil|not|or|repeat|return|then|true|until|while)$/;
  // Lua's text in pieces, each [class, text] (class "" for plain text)
  function tokens(src) {
    var out = [], i = 0, m;
    var RULES = [
      ["com", /^--\[(=*)\[[\s\S]*?(?:\]\1\]|$)/], ["com", /^--[^\n]*/],
      ["str", /^\[(=*)\[[\s\S]*?(?:\]\1\]|$)/],
      ["str", /^"(?:[^"\\\n]|\\[\s\S])*"?/], ["str", /^'(?:[^'\\\n]|\\[\s\S])*'?/],
      ["num", /^0[xX][0-9a-fA-F.]+(?:[pP][-+]?\d+)?|^\d+\.?\d*(?:[eE][-+]?\d+)?|^\.\d+(?:[eE][-+]?\d+)?/],
      ["id", /^[A-Za-z_][A-Za-z0-9_]*/]];
    while (i < src.length) {
      var rest = src.slice(i), hit = null;
      for (var r = 0; r < RULES.length && !hit; r++) {
        m = RULES[r][1].exec(rest);
        if (m && m[0].length) hit = [RULES[r][0], m[0]];
      }
      if (!hit) hit = ["", rest.charAt(0)];
      if (hit[0] === "id") hit[0] = KEYWORDS.test(hit[1]) ? "kw" : "";
      var last = out[out.length - 1];
      if (last && last[0] === "" && hit[0] === "") last[1] += hit[1]; else out.push(hit);
      i += hit[1].length;
    }
    return out;
  }
  function paint() {
    var lines = [[]];
    tokens(editor.value).forEach(function (t) {
      t[1].split("\n").forEach(function (piece, j) {
        if (j > 0) lines.push([]);
        if (piece) lines[lines.length - 1].push([t[0], piece]);
      });
    });
    while (hl.firstChild) hl.removeChild(hl.firstChild);
    while (gutter.firstChild) gutter.removeChild(gutter.firstChild);
    lines.forEach(function (parts, i) {
      var line = document.createElement("span"), num = document.createElement("span");
      line.className = num.className = "line" + (marked[i + 1] ? " mark" : "");
      parts.forEach(function (p) {
        if (!p[0]) { line.appendChild(document.createTextNode(p[1])); return; }
        var s = document.createElement("span"); s.className = p[0]; s.textContent = p[1];
        line.appendChild(s);
      });
      line.appendChild(document.createTextNode("\n"));
      num.textContent = String(i + 1);
      if (marked[i + 1]) num.setAttribute("data-mark", "yes");
      hl.appendChild(line); gutter.appendChild(num);
    });
    scrolled();
  }
  function scrolled() {
    hl.style.transform = "translate(" + (-editor.scrollLeft) + "px," + (-editor.scrollTop) + "px)";
    gutter.style.transform = "translateY(" + (-editor.scrollTop) + "px)";
  }
  // marks the lines of list (numbers from 1) in the editor, and brings the first into view
  function mark(list) {
    marked = {};
    list.forEach(function (n) { marked[n] = true; });
    editor.setAttribute("data-marked", list.join(","));
    paint();
    if (list.length) {
      var lh = parseFloat(getComputedStyle(editor).lineHeight) || 18;
      var top = (list[0] - 1) * lh;
      if (top < editor.scrollTop || top > editor.scrollTop + editor.clientHeight - 2 * lh)
        editor.scrollTop = Math.max(0, top - lh);
      scrolled();
    }
  }
  editor.addEventListener("input", function () { keep(); mark([]); });
  editor.addEventListener("scroll", scrolled);
  editor.addEventListener("keydown", function (e) {
    if (e.key === "Tab" && !e.shiftKey && !e.ctrlKey && !e.altKey && editor.getAttribute("data-tab") === "on") {
      e.preventDefault();
      var a = editor.selectionStart;
      editor.setRangeText("  ", a, editor.selectionEnd, "end"); keep(); paint();
    }
  });
  paint();
  $("reset").addEventListener("click", function () { editor.value = T.starter; keep(); mark([]); editor.focus(); });
  $("save").addEventListener("click", function () {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([editor.value], { type: "text/x-lua" }));
    a.download = "solve.lua";
    document.body.appendChild(a); a.click(); document.body.removeChild(a);
  });

  // The worker hands the learner's text to the engine as its bytes with
  // their length (the UTF-8 a saved file holds, a zero byte kept), and
  // reads the answer back the same way; the engine's timers tell the page
  // when each run of the kit may last ({timer, seconds}, src/web/timer.c).
  var WORKER = "\nvar H = null;\n" +
    "HanoiEngine().then(function (M) { H = M; H.L = M.ccall('hanoi_web_new', 'number', [], []);" +
    " postMessage({ ready: true }); });\n" +
    "function run(chunk, text) {\n" +
    "  if (!H._hanoi_web_run_bytes) return H.ccall('hanoi_web_run', 'string', ['number', 'string', 'string'], [H.L, chunk, text]);\n" +
    "  var bytes = new TextEncoder().encode(text), p = H._malloc(bytes.length + 1);\n" +
    "  H.HEAPU8.set(bytes, p);\n" +
    "  var r = H.ccall('hanoi_web_run_bytes', 'number', ['number', 'string', 'number', 'number'], [H.L, chunk, p, bytes.length]);\n" +
    "  H._free(p);\n" +
    "  var n = H.ccall('hanoi_web_answer_length', 'number', ['number'], [H.L]);\n" +
    "  return new TextDecoder().decode(H.HEAPU8.slice(r, r + n));\n}\n" +
    "onmessage = function (e) {\n" +
    "  postMessage({ id: e.data.id, answer: run(e.data.chunk, e.data.code) });\n};\n";
  var workerURL = URL.createObjectURL(new Blob([$("engine").textContent, WORKER],
    { type: "text/javascript" }));
  var worker = null, ready = false, queued = null, deadline = null, asked = 0;
  // the last safety net, far past the kit's own limits (its budget of
  // steps, and its timers below): a run it ends is an error, never a slip,
  // as a run hanoi grade's watchdog ends is (a busy machine is no diagnosis)
  var DEADLINE = 60000;
  // The kit's timers, as the engine set them: hanoi grade's child ends
  // where a run goes on past its time and then as long again (its grace)
  // with no hook able to stop it (one long call of C, such as a pattern
  // match); the page ends its worker there, a second later (a thread's
  // wall clock, not its CPU time), in hanoi grade's words.
  var timers = {};
  function clearTimers() { for (var id in timers) clearTimeout(timers[id]); timers = {}; }
  function endWorker(text) {
    clearTimeout(deadline); clearTimers();
    worker.terminate(); worker = null; queued = null;
    if (pending === "steps") mysteps("-" + text);
    else verdict({ ok: "false", n: "", slip: "error", text: text });
    startWorker();
  }
  function startWorker() {
    ready = false;
    worker = new Worker(workerURL);
    worker.onmessage = function (e) {
      if (e.data.ready) { ready = true; if (queued) { worker.postMessage(queued); } return; }
      if (e.data.timer !== undefined) {
        clearTimeout(timers[e.data.timer]); delete timers[e.data.timer];
        if (e.data.seconds > 0) {
          timers[e.data.timer] = setTimeout(function () { endWorker(T.ui.ccall); },
            (2 * e.data.seconds + 1) * 1000);
        }
        return;
      }
      if (e.data.id !== asked) return;
      clearTimeout(deadline); clearTimers(); queued = null;
      var r = e.data.answer;
      if (pending === "steps") { mysteps(r); return; }
      if (r.charAt(0) !== "+") { verdict({ ok: "false", n: "", slip: "error", text: r.slice(1) }); return; }
      verdict(JSON.parse(r.slice(1)));
    };
  }
  var started = 0;

  // ---- the report, drawn: what the kit says, the position before the
  // first wrong move with that move as an arrow, the proven change as the
  // line before and after with a button that makes it
  var SVGNS = "http://www.w3.org/2000/svg";
  function node(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  // the kit's text without its terminal pictures (the page draws its own),
  // its lines wrapped for a terminal joined again; `at` the paragraph
  // whose picture the page draws after it
  function paragraphs(text) {
    var out = [], art = false, wasArt = false;
    text.replace(/\n$/, "").split("\n").forEach(function (l) {
      if (artLine(l)) { art = true; wasArt = true; return; }
      if (/^ {4}\S/.test(l) && out.length && !wasArt) {
        var a = out[out.length - 1].text, b = l.slice(4);
        out[out.length - 1].text = a + (WIDE.test(a.slice(-1)) || WIDE.test(b.charAt(0)) ? "" : " ") + b;
      } else out.push({ text: l, art: false });
      if (art && out.length > 1) out[out.length - 2].art = true;
      art = false; wasArt = false;
    });
    if (art && out.length) out[out.length - 1].art = true;
    return out;
  }
  // the board of position `label` on k pegs, the move from -> to (pegs from
  // 1) drawn as an arrow from the top of its peg to above the other
  function wrongBoard(w) {
    var box = node("figure", "wrong");
    var svg = document.createElementNS(SVGNS, "svg");
    svg.setAttribute("role", "img");
    box.appendChild(svg);
    // the disk that moves is drawn raised above its peg, as the kit's
    // report says it ("before it, disk 1 raised"); the arrow starts at it
    draw(svg, w.before, w.k, w.disk ? w.from - 1 : -1);
    var n = w.before.length, H = 26 + 18 * Math.max(n, 3) + 30, count = [];
    for (var p = 0; p < w.k; p++) count.push(0);
    for (var d = 1; d <= n; d++) count[w.before.charCodeAt(d - 1) - 65]++;
    var x1 = 70 + 120 * (w.from - 1), x2 = 70 + 120 * (w.to - 1), half = w.disk ? (20 + 90 * w.disk / n) / 2 : 0;
    var y1 = w.disk ? 8 : H - 24 - 18 * count[w.from - 1] - 2, y2 = H - 24 - 18 * (count[w.to - 1] + 1) - 4;
    x1 += x2 > x1 ? half : -half;
    var defs = el("defs", {}, svg), mk = el("marker", { id: "arrowhead" + (++arrows), viewBox: "0 0 10 10",
      refX: 5, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse" }, defs);
    el("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: "#b42318" }, mk);
    el("path", { "class": "arrow", d: "M " + x1 + " " + y1 + " C " + (x1 + x2) / 2 + " " + 0 + ", " + x2 + " " + 0 +
      ", " + x2 + " " + y2, fill: "none", stroke: "#b42318", "stroke-width": 4,
      "marker-end": "url(#arrowhead" + arrows + ")", "data-from": w.from, "data-to": w.to }, svg);
    if (w.disk) {
      var r = svg.querySelector("rect.disk[data-disk='" + w.disk + "']");
      if (r) { r.setAttribute("stroke", "#b42318"); r.setAttribute("stroke-width", "3"); }
    }
    var cap = node("figcaption", "", W(w.disk ? "wrongmove" : "wrongempty", { move: w.move, disk: w.disk,
      from: PEGS[w.from - 1], to: PEGS[w.to - 1] }));
    box.appendChild(cap);
    svg.setAttribute("aria-label", cap.textContent + " " + describe(w.before, w.k));
    return box;
  }
  var arrows = 0;
  // the proven change: each line before and after, and the button that makes it
  function fixBox(fix) {
    var box = node("div", "fix");
    var head = node("p", "fixhead", T.ui.fixhead);
    head.setAttribute("data-ui", "fixhead");
    box.appendChild(head);
    fix.forEach(function (e) {
      box.appendChild(node("p", "fixline", W("fixat", { line: e.line })));
      var del = node("pre", "old"), ins = node("pre", "new");
      del.textContent = e.old; ins.textContent = e["new"];
      del.setAttribute("aria-label", T.ui.before); ins.setAttribute("aria-label", T.ui.after);
      del.setAttribute("data-line", e.line); ins.setAttribute("data-line", e.line);
      box.appendChild(del); box.appendChild(ins);
    });
    var b = node("button", "apply", T.ui.apply);
    b.type = "button"; b.id = "apply"; b.setAttribute("data-ui", "apply");
    var said = node("p", "applied");
    said.setAttribute("role", "status");
    b.addEventListener("click", function () {
      var lines = editor.value.split("\n");
      var fits = fix.every(function (e) { return lines[e.line - 1] === e.old; });
      if (!fits) { said.textContent = T.ui.stale; say(T.ui.stale); return; }
      fix.forEach(function (e) { lines[e.line - 1] = e["new"]; });
      editor.value = lines.join("\n"); keep();
      mark(fix.map(function (e) { return e.line; }));
      b.disabled = true;
      said.textContent = W("applied", { line: fix.map(function (e) { return e.line; }).join(listComma()) });
      say(said.textContent);
    });
    box.appendChild(b); box.appendChild(said);
    return box;
  }
  function drawReport(r) {
    while (report.firstChild) report.removeChild(report.firstChild);
    var paras = paragraphs(r.text || ""), drawn = false;
    paras.forEach(function (p, i) {
      var e = node("p", i === 0 ? "head" : "", p.text);
      report.appendChild(e);
      if (p.art && r.wrong && !drawn) { report.appendChild(wrongBoard(r.wrong)); drawn = true; }
    });
    if (r.wrong && !drawn) report.appendChild(wrongBoard(r.wrong));
    if (r.fix && r.fix.length) report.appendChild(fixBox(r.fix));
    // the lines of the change; else the line the report names
    var lines = (r.fix || []).map(function (e) { return e.line; });
    mark(lines.length ? lines : r.line ? [r.line] : []);
  }
  function verdict(r) {
    // how long the check took, from the click (make bench)
    document.body.setAttribute("data-check-ms", String(Math.round(performance.now() - started)));
    report.classList.remove("busy");
    report.setAttribute("data-ok", r.ok); report.setAttribute("data-n", r.n);
    report.setAttribute("data-slip", r.slip);
    drawReport(r);
    document.body.setAttribute("data-checks", (+(document.body.getAttribute("data-checks") || 0) + 1) + "");
    say((r.text || "").split("\n")[0]);
    $("check").disabled = $("step").disabled = false;
  }
  // the place of the first half of a character (a lone UTF-16 surrogate,
  // which a paste can bring and no UTF-8 file can hold): {line, code}, or null
  function loneSurrogate(text) {
    var m = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])([\udc00-\udfff])/.exec(text);
    if (!m) return null;
    var at = m.index + (m[1] ? m[0].length - 1 : 0);
    return { line: text.slice(0, at).split("\n").length,
      code: text.charCodeAt(at).toString(16).toUpperCase() };
  }
  var pending = "";
  // the check or the steps the report shows ({fn, code}), asked again in the
  // new language at a change of language while the code is the same;
  // `again`: the step the learner's stepper was at, kept through that
  var shown = null, again = null;
  redraws.push(function () {
    if (shown && shown.code === editor.value && !$("check").disabled) {
      again = shown.fn === "steps" ? myat : null;
      ask(shown.fn);
    }
  });
  function ask(fn) {
    keep();
    shown = { fn: fn, code: editor.value };
    started = performance.now();
    var bad = loneSurrogate(editor.value);
    if (bad) {
      pending = "";
      var msg = W("surrogate", { line: bad.line, code: bad.code });
      if (fn === "check") verdict({ ok: "false", n: "", slip: "error", text: msg, fix: [] });
      else { mysteps("-" + msg); }
      mark([bad.line]);
      return;
    }
    if (!worker) startWorker();
    asked++;
    pending = fn;
    // the kit speaks the page's language (the stepper's line of each
    // step is a number, the same in every language)
    var lang = "require('hanoi.teach').lang(" + JSON.stringify(LANG) + ")\n";
    var chunk = lang + "return require('hanoi.web')." + (fn === "check" ? "check" : "steps") + "(...)";
    var job = { id: asked, fn: fn, chunk: chunk, code: editor.value };
    $("check").disabled = $("step").disabled = true;
    report.className = "report busy"; report.textContent = fn === "check" ? T.ui.checking : T.ui.running;
    report.setAttribute("data-ok", ""); report.setAttribute("data-n", ""); report.setAttribute("data-slip", "");
    queued = job;
    if (ready) worker.postMessage(job);
    clearTimeout(deadline);
    deadline = setTimeout(function () {
      // the kit's limits did not stop it in time: end the worker, start another
      endWorker(W("deadline", { s: DEADLINE / 1000 }));
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
    my = a.steps; myat = again !== null && again < my.length ? again : 0;
    again = null;
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
    stepView($("mytext"), st.text);
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
    // a target for a finger round each position: 28 units, about 44 px
    // on a phone, and no wider than half the way to the next position
    var hit = el("circle", { "class": "hit", cx: c.getAttribute("cx"), cy: c.getAttribute("cy"), r: 28,
      fill: "transparent", "data-label": c.getAttribute("data-label") });
    c.parentNode.insertBefore(hit, c);
    hit.addEventListener("click", function () { graphAt(c.getAttribute("data-label")); });
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

  // 10. more from the sources: the tower built up one disk at a time,
  // the smallest disk's cycle and the route table, the fewest moves on
  // more pegs, a board of the learner's own size
  function arrow(m) { return PEGS[m[0] - 1] + "\u2192" + PEGS[m[1] - 1]; }
  // the moves of n disks from peg a to c by way of b (pegs from 1), each [from, to, disk]
  function recursion(n, a, c, b, out) {
    if (n === 0) return out;
    recursion(n - 1, a, b, c, out);
    out.push([a, c, n]);
    return recursion(n - 1, b, c, a, out);
  }
  // the three parts of the tower of m: the m-1 above to the spare peg, the
  // biggest to the goal, the m-1 onto it
  var buildM = 3, buildAt = 0, buildMoves = [], build;
  function buildParts() {
    var list = $("buildlist"), m = buildM;
    while (list.firstChild) list.removeChild(list.firstChild);
    var smaller = recursion(m - 1, 1, 2, 3, []), back = recursion(m - 1, 2, 3, 1, []);
    buildMoves = smaller.concat([[1, 3, m]], back);
    var parts = [];
    if (m > 1) parts.push(["part1", smaller]);
    parts.push(["part2", [[1, 3, m]]]);
    if (m > 1) parts.push(["part3", back]);
    parts.forEach(function (p, i) {
      var li = node("li", "part", W(p[0], { m: m - 1, n: m, moves: p[1].map(arrow).join(" ") }));
      li.setAttribute("data-part", i + (m > 1 ? 1 : 2));
      list.appendChild(li);
    });
  }
  // which part move i (from 0) belongs to: 1, 2 or 3
  function partOf(i) { var h = (1 << (buildM - 1)) - 1; return i < h ? 1 : i === h ? 2 : 3; }
  function buildShow(text) {
    var at = buildAt < buildMoves.length ? partOf(buildAt) : 0;
    each("#buildlist li", function (li) { li.classList.toggle("now", +li.getAttribute("data-part") === at); });
    build.show(text);
  }
  function buildReset() {
    build.k = 3; build.label = tower(buildM, 0); build.moves = 0; build.sel = -1; buildAt = 0;
    buildParts(); buildShow("");
  }
  build = new Board(document.querySelector("[data-board=build]"), { name: "buildboard",
    k: 3, label: tower(3, 0), goal: tower(3, 2), after: function () { buildAt = -1; buildShow(); },
    buttons: [["nextmove", function () {
      // the next move of the recursion, from the tower if the board went its own way
      if (buildAt < 0 || buildAt >= buildMoves.length) { buildReset(); }
      var m = buildMoves[buildAt];
      var r = call("move", "3;" + build.label + ";" + m[0] + ";" + m[1] + ";" + LANG);
      build.label = r.label; build.moves++; buildAt++;
      buildShow(W("moved", { n: build.moves, from: PEGS[m[0] - 1], to: PEGS[m[1] - 1] }) +
        (buildAt === buildMoves.length ? W("solved", { n: build.moves }) : ""));
    }], ["again", function () { buildReset(); }]] });
  [1, 2, 3, 4].forEach(function (m) {
    var b = node("button", "", "n = " + m); b.type = "button"; b.setAttribute("data-n", m);
    b.addEventListener("click", function () {
      buildM = m; build.opts.goal = tower(m, 2); buildReset();
      each("#buildn button", function (x) { x.setAttribute("aria-pressed", String(x === b)); });
    });
    $("buildn").appendChild(b);
  });
  buildParts();
  buildShow();

  // the route table: the six moves numbered; the way of n disks is the way
  // of n-1 with B and C swapped, the move A to C, and the way of n-1 with
  // A, B, C renamed B, C, A (to bring the n-1 from B onto C)
  var ROUTES = [[1, 2], [1, 3], [2, 1], [2, 3], [3, 1], [3, 2]];
  function routeNo(a, b) { for (var i = 0; i < 6; i++) if (ROUTES[i][0] === a && ROUTES[i][1] === b) return i + 1; }
  function routesOf(n) {
    if (n === 0) return [];
    var before = routesOf(n - 1), swap = [0, 1, 3, 2], turn = [0, 2, 3, 1];
    var first = before.map(function (r) { var m = ROUTES[r - 1]; return routeNo(swap[m[0]], swap[m[1]]); });
    var last = first.map(function (r) { var m = ROUTES[r - 1]; return routeNo(turn[m[0]], turn[m[1]]); });
    return first.concat([2], last);
  }
  var rt = $("routes"), r1 = rt.insertRow(), r2 = rt.insertRow();
  ROUTES.forEach(function (m, i) {
    r1.insertCell().textContent = String(i + 1);
    r2.insertCell().textContent = arrow(m);
  });
  function routeList() {
    var list = $("routelist");
    while (list.firstChild) list.removeChild(list.firstChild);
    for (var n = 1; n <= 4; n++) {
      var li = node("li", "", W("routeof", { n: n, routes: routesOf(n).join(" ") }));
      li.setAttribute("data-n", n);
      list.appendChild(li);
    }
  }
  routeList();
  // the smallest disk's cycle, played: every other move is the smallest's,
  // one peg on round the circle; the moves between are the only ones
  // that leave it alone
  var cycleAt = 0, cycleMoves = recursion(4, 1, 3, 2, []), cycle;
  cycle = new Board(document.querySelector("[data-board=cycle]"), { name: "cycleboard",
    k: 3, label: tower(4, 0), goal: tower(4, 2), after: function () { cycleAt = -1; },
    buttons: [["nextmove", function () {
      if (cycleAt < 0 || cycleAt >= cycleMoves.length) {
        cycle.label = tower(4, 0); cycle.moves = 0; cycle.sel = -1; cycleAt = 0;
      }
      var m = cycleMoves[cycleAt];
      var r = call("move", "3;" + cycle.label + ";" + m[0] + ";" + m[1] + ";" + LANG);
      cycle.label = r.label; cycle.moves++; cycleAt++;
      cycle.show(W(m[2] === 1 ? "cyclesmall" : "cycleother", { i: cycleAt, disk: m[2],
        from: PEGS[m[0] - 1], to: PEGS[m[1] - 1] }));
    }], ["again", function () { cycle.label = tower(4, 0); cycle.moves = 0; cycleAt = 0; cycle.show(""); }]] });

  // the fewest moves on 3 to 8 pegs (the Frame-Stewart numbers, hanoi.count)
  function pegsTable() {
    var t = $("pegstable");
    while (t.firstChild) t.removeChild(t.firstChild);
    var head = t.insertRow(), th = document.createElement("th");
    th.textContent = "n"; head.appendChild(th);
    D.pegs.forEach(function (col) {
      var h = document.createElement("th"); h.textContent = W("pegsk", { k: col.k }); head.appendChild(h);
    });
    for (var n = 1; n <= D.pegs[0].counts.length; n++) {
      var tr = t.insertRow();
      tr.insertCell().textContent = String(n);
      D.pegs.forEach(function (col) { tr.insertCell().textContent = col.counts[n - 1]; });
    }
  }
  pegsTable();

  // a board of the learner's own size: 1 to 7 disks on 3 to 5 pegs, with hints
  var freeN = 4, freeK = 3, free = null;
  function freeBoard() {
    var box = document.querySelector("[data-board=free]");
    while (box.firstChild) box.removeChild(box.firstChild);
    free = new Board(box, { name: "freeboard", k: freeK, label: tower(freeN, 0), goal: tower(freeN, freeK - 1),
      buttons: [["hint", function () {
        withEngine(function () {
          var h = call("hint", freeK + ";" + free.label + ";" + freeK);
          free.show(h.done ? T.ui.done : W("hintis", { disk: h.disk, from: PEGS[h.from - 1],
            to: PEGS[h.to - 1], exact: h.exact ? "" : T.ui.notproven }));
        });
      }], ["again", function () { freeBoard(); }]] });
  }
  for (var fn = 1; fn <= 7; fn++) {
    var o = document.createElement("option"); o.value = o.textContent = String(fn); $("freen").appendChild(o);
  }
  for (var fk = 3; fk <= 5; fk++) {
    var ok = document.createElement("option"); ok.value = ok.textContent = String(fk); $("freek").appendChild(ok);
  }
  $("freen").value = String(freeN); $("freek").value = String(freeK);
  $("freen").addEventListener("change", function () { freeN = +$("freen").value; freeBoard(); });
  $("freek").addEventListener("change", function () { freeK = +$("freek").value; freeBoard(); });
  freeBoard();
  // the texts of this section that carry numbers (the engine fills them):
  // once it is ready, and again at each change of language
  withEngine(function () { buildParts(); buildShow(); routeList(); pegsTable(); });
  $("lang").addEventListener("change", function () {
    withEngine(function () { buildParts(); buildShow(); routeList(); pegsTable(); });
  });
