  // ==== the page that plays moves back (watch.js)

  // This page carries no engine (it is a picture of a solution, a few
  // kilobytes), so it keeps the one copy of hanoi.lang's language matching,
  // plural rule and filling left in a page's script; the page to play and
  // the lesson ask their engine (hanoi.web.match, hanoi.web.say).
  // The page's language from a browser's tag, as hanoi.lang.match reads a
  // tag (D.tags the languages of the page, D.zh the Chinese scripts by
  // region and script subtag): the tag, or null for one the page lacks.
  function langMatch(tag) {
    if (typeof tag !== "string") return null;
    var t = tag.replace(/[.@].*$/, "").replace(/_/g, "-").toLowerCase();
    if (t === "c" || t === "posix") return "en";
    var m = t.match(/^([a-z]{2,3})((?:-[a-z0-9]+)*)$/);
    if (!m) return null;
    if (m[1] === "zh") {
      var parts = m[2].split("-");
      for (var i = 0; i < parts.length; i++) if (D.zh[parts[i]]) return D.zh[parts[i]];
      return "zh-Hans";
    }
    return D.tags.indexOf(m[1]) >= 0 ? m[1] : null;
  }
  // the first of the browser's languages the page has, else English
  function browserLang() {
    var list = browserTags();
    for (var i = 0; i < list.length; i++) { var t = langMatch(list[i]); if (t) return t; }
    return "en";
  }

  // The plural form of x in a language, as hanoi.lang.plural chooses it:
  // "one", "few", "many" or "other".
  function pluralForm(tag, x) {
    var whole = Number.isInteger(x);
    if (tag === "en" || tag === "de") return whole && x === 1 ? "one" : "other";
    if (tag === "ru") {
      if (!whole) return "other";
      var m10 = x % 10, m100 = x % 100;
      if (m10 === 1 && m100 !== 11) return "one";
      if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return "few";
      return "many";
    }
    return "other";
  }
  // A catalogue's text in language tag with its placeholders filled from
  // args, as hanoi.lang.format fills them: {name}, and {name:one=..;other=..}
  // by the plural form of args[name]; a brace that holds no name (Lua's
  // "{k = 4}") is text.
  function fillText(text, tag, args) {
    args = args || {};
    return text.replace(/\{([^{}]*)\}/g, function (all, inner) {
      var m = inner.match(/^(\w+):(.*)$/);
      if (m) {
        var want = pluralForm(tag, Number(args[m[1]])), found = null, other = "";
        m[2].split(";").forEach(function (f) {
          var kv = f.match(/^([a-z]+)=(.*)$/);
          if (!kv) return;
          if (kv[1] === want) found = kv[2];
          if (kv[1] === "other") other = kv[2];
        });
        return found !== null ? found : other;
      }
      if (!/^\w+$/.test(inner)) return all;
      return numberText(tag, args[inner]);
    });
  }
  // The text of key in a page's catalogue of language tag (the page's
  // words, D.langs[tag]), English's where it lacks one, filled by fillText.
  function catalogueText(words, tag, key, args) {
    var text = words[key];
    if (text === undefined) { text = D.langs.en[key]; tag = "en"; }
    return fillText(text, tag, args);
  }


  // the page's words: the game's catalogue (D.langs, written by hanoi
  // html: the "watch." texts and the few it shares with the page to play)
  // in the language in use, filled by catalogueText above
  var LANG = "en", WORDS = D.langs.en;
  function T(key, args) { return catalogueText(WORDS, LANG, key, args); }
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
    text("counter", T("watch.counter", { index: index, total: total }) +
      (D.optimal ? "  " + T("watch.optimal", { optimal: D.optimal }) : ""));
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

  var slider = byId("speed");
  // moves a second as the speed's words write the number
  function showSpeed() {
    text("speedval", T("play.speed", { rate: speed < 10 ? Math.round(speed * 10) / 10 : Math.round(speed) }));
  }
  slider.value = toSlider(speed);
  slider.addEventListener("input", function () { speed = fromSlider(+slider.value); showSpeed(); });
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
    WORDS = D.langs[tag];
    document.documentElement.lang = tag;
    byId("lang").value = tag;
    each("[data-t]", function (e) { e.textContent = T(e.getAttribute("data-t")); });
    each("[data-t-title]", function (e) { e.title = T(e.getAttribute("data-t-title")); });
    each("[data-t-label]", function (e) { e.setAttribute("aria-label", T(e.getAttribute("data-t-label"))); });
    if (D.autoTitle) {
      document.title = T("watch.title", { disks: n, pegs: k, moves: total });
      document.querySelector("h1").textContent = document.title;
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
  applyLang(D.lang || browserLang());
  setInterval(tick, 16);
