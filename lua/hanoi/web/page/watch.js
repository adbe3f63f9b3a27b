  // ==== the page that plays moves back (watch.js)

  // This page carries no engine (it is a picture of a solution, a few
  // kilobytes): every text it shows was chosen and filled by hanoi.lang
  // when the page was written (hanoi.render.html), in each language of
  // its picker: D.words[tag] holds the texts its markup names (texts), the
  // title, the speed at each place of the slider (speeds) and at the
  // start (speed), and the counter cut where the move number goes
  // (counter), with the mark between the number's groups of three digits
  // (group). The script only puts them in place.
  var LANG = D.lang, W = D.words[LANG];
  function T(key) { return W.texts[key]; }
  // the move number i with the language's group mark: 1023 as 1.023 in German
  function moveNumber(i) { return String(i).replace(/\B(?=(\d{3})+$)/g, W.group); }
  var n = D.n, k = D.k, total = D.total, g = geometry(n, 0);
  var where = D.start.slice();           // 0-based peg of disk d at [d-1]
  var stacks = [];                       // disks on each peg, bottom first
  var p, d;
  for (p = 0; p < k; p++) stacks.push([]);
  for (d = n; d >= 1; d--) stacks[where[d - 1]].push(d);
  var index = 0, progress = 0, playing = false, last = null;
  var speed = D.speed;

  var board = byId("board");
  var disks = drawBoard(board, g, k, n).disks;

  function decode(i) {
    var c = ALPHA.indexOf(D.moves.charAt(i));
    return [c >> 3, c & 7];
  }
  function apply(i) {
    var m = decode(i), dd = stacks[m[0]].pop();
    stacks[m[1]].push(dd);
    where[dd - 1] = m[1];
  }
  function undo(i) {
    var m = decode(i), dd = stacks[m[1]].pop();
    stacks[m[0]].push(dd);
    where[dd - 1] = m[0];
  }
  function place(dd, cx, cy) { put(disks[dd - 1], g.width(dd), g.diskH, cx, cy); }
  function label() {
    var s = "";
    for (var i = 0; i < n; i++) s += L(where[i]);
    return s;
  }
  function solvedNow() {
    for (var q = 0; q < k; q++) if (stacks[q].length === n) return q !== D.start[0] || total === 0;
    return false;
  }
  function draw() {
    for (var q = 0; q < k; q++)
      for (var lv = 0; lv < stacks[q].length; lv++) place(stacks[q][lv], g.pegX(q), g.restY(lv));
    if (playing && index < total && progress > 0) {      // the flying disk
      var m = decode(index), a = m[0], b = m[1];
      var dd = stacks[a][stacks[a].length - 1];
      var at = along([{ x: g.pegX(a), y: g.restY(stacks[a].length - 1) }, { x: g.pegX(a), y: g.liftY },
        { x: g.pegX(b), y: g.liftY }, { x: g.pegX(b), y: g.restY(stacks[b].length) }], progress);
      place(dd, at.x, at.y);
    }
    text("counter", W.counter.join(moveNumber(index)));
    var mark = byId("solved");
    if (index === total) {
      mark.textContent = solvedNow() ? T("page.solved") : T("watch.done");
      mark.className = "on";
    } else {
      mark.textContent = "";
      mark.className = "";
    }
    text("play", playing ? T("watch.pause") : T("watch.play"));
    document.body.setAttribute("data-label", label());
    document.body.setAttribute("data-index", index);
  }

  function setPlaying(on) {
    if (on && index >= total) {              // play again from the start
      while (index > 0) undo(--index);
    }
    playing = on && index < total;
    progress = 0;
    last = null;
    draw();
  }
  function tick() {
    if (!playing) return;
    var now = performance.now();
    if (last !== null) progress += (now - last) / 1000 * speed;
    last = now;
    while (progress >= 1 && index < total) { apply(index); index++; progress -= 1; }
    if (index >= total) { playing = false; progress = 0; }
    draw();
  }
  function stepForward() {
    playing = false; progress = 0;
    if (index < total) { apply(index); index++; }
    draw();
  }
  function stepBack() {
    playing = false; progress = 0;
    if (index > 0) { index--; undo(index); }
    draw();
  }

  var slider = byId("speed"), moved = false;
  // the speed's words: at the start, then those of the slider's place
  function showSpeed() { text("speedval", moved ? W.speeds[+slider.value] : W.speed); }
  slider.value = toSlider(speed);
  slider.addEventListener("input", function () {
    speed = fromSlider(+slider.value);
    moved = true;
    showSpeed();
  });
  byId("play").addEventListener("click", function () { setPlaying(!playing); });
  byId("step").addEventListener("click", stepForward);
  byId("back").addEventListener("click", stepBack);
  document.addEventListener("keydown", function (e) {
    if (e.target && (e.target.tagName === "INPUT" || e.target.tagName === "SELECT")) return;
    if (e.key === " ") { setPlaying(!playing); e.preventDefault(); }
    else if (e.key === "ArrowRight") stepForward();
    else if (e.key === "ArrowLeft") stepBack();
    else if (e.key === "Home" || e.key === "End") {
      playing = false; progress = 0;
      if (e.key === "End") while (index < total) apply(index++);
      else while (index > 0) undo(--index);
      draw();
    }
  });

  // the language: the page's words into their places, again at each
  // change (the picker changes it without a reload; the playback goes on)
  function each(sel, f) { Array.prototype.forEach.call(document.querySelectorAll(sel), f); }
  function applyLang(tag) {
    LANG = tag;
    W = D.words[tag];
    document.documentElement.lang = tag;
    byId("lang").value = tag;
    each("[data-t]", function (e) { e.textContent = T(e.getAttribute("data-t")); });
    each("[data-t-title]", function (e) { e.title = T(e.getAttribute("data-t-title")); });
    each("[data-t-label]", function (e) { e.setAttribute("aria-label", T(e.getAttribute("data-t-label"))); });
    if (D.autoTitle) {
      document.title = W.title;
      document.querySelector("h1").textContent = W.title;
    }
    document.body.setAttribute("data-lang", tag);
    showSpeed();
    draw();
  }
  D.tags.forEach(function (t) {
    var o = document.createElement("option");
    o.value = t; o.textContent = D.names[t]; o.lang = t;
    byId("lang").appendChild(o);
  });
  byId("lang").addEventListener("change", function () { applyLang(byId("lang").value); });
  applyLang(LANG);
  setInterval(tick, 16);
