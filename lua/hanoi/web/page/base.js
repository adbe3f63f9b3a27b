  // ==== shared by the pages of hanoi.render.html and the lesson (base.js)
  var ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  // the peg letters of the library (hanoi.pegs), as the page was written;
  // the page to play takes them from its engine's hanoi.pegs
  var LETTERS = D.letters;
  var NS = "http://www.w3.org/2000/svg";
  var GEOMETRY = ["w", "dx", "baseW", "diskH", "h", "diskW", "r"];

  // the browser's languages, its first choice first (navigator.languages);
  // which of them the page speaks, the engine's hanoi.lang decides
  // (hanoi.web.match: the pages with an engine; the playback page starts
  // in the language it was written in)
  function browserTags() {
    var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    return Array.prototype.filter.call(list, function (t) { return typeof t === "string"; });
  }
  // A text of the catalogue with its values as the engine's hanoi.web.say
  // takes it: "KEY\tNAME=n12\tNAME=sA%20B" (a number, a text); the engine
  // fills it (hanoi.lang: the plural rules, the numbers, the filler)
  function sayLine(key, args) {
    var line = key;
    for (var name in args) {
      var v = args[name];
      line += "\t" + name + "=" + (typeof v === "number" ? "n" + v : "s" + encodeURIComponent(String(v)));
    }
    return line;
  }
  function L(p) { return LETTERS.charAt(p); }
  function byId(id) { return document.getElementById(id); }
  // sets an element's text when it changed (no needless layout)
  function text(id, s) {
    var e = byId(id);
    if (e.textContent !== s) e.textContent = s;
  }
  function el(tag, attrs, parent) {
    var e = document.createElementNS(NS, tag);
    for (var a in attrs) e.setAttribute(a, attrs[a]);
    if (parent) parent.appendChild(e);
    return e;
  }
  // the colour of disk d: the shared palette (hanoi.render.palette), in turn
  function colour(d) { return D.colors[(d - 1) % D.colors.length]; }

  // The drawing geometry for n disks, as hanoi.render.svg.geometry makes it
  // (the page's overrides in D.geom, then those of `over`), everything
  // `top` pixels lower.
  function geometry(n, top, over) {
    var o = D.geom, g = { w: 10, dx: 190, baseW: 170, diskH: 10, r: 3 };
    GEOMETRY.forEach(function (key) { if (o[key] !== undefined) g[key] = o[key]; });
    for (var key in over || {}) g[key] = over[key];
    if (o.h === undefined) g.h = Math.max(120, g.diskH * (n + 2));
    var unit = o.diskW !== undefined ? o.diskW : g.baseW * 0.9 / n;
    if (o.diskW !== undefined || unit >= g.w || n === 1) {
      g.width = function (d) { return unit * d; };
    } else {
      var lo = 1.5 * g.w, hi = g.baseW * 0.9;
      g.width = function (d) { return lo + (hi - lo) * (d - 1) / (n - 1); };
    }
    g.top = top;
    g.x0 = g.baseW / 2;
    g.y0 = top + g.h + 2 * g.diskH;                  // the top of the bases
    g.liftY = g.y0 - g.h - g.diskH;                  // the centre of a disk in the air
    g.pegX = function (p) { return g.x0 + p * g.dx; };
    g.restY = function (level) { return g.y0 - g.diskH * (level + 0.5) - 2; };
    return g;
  }

  // the speed slider: 0..100 stands for 0.5..5000 moves a second, logarithmically
  function fromSlider(v) { return 0.5 * Math.pow(10000, v / 100); }
  function toSlider(s) {
    return Math.max(0, Math.min(100, Math.round(100 * Math.log(s / 0.5) / Math.log(10000))));
  }

  // The point at fraction f (0..1) of a path of points {x, y, ...} walked
  // at an even pace; it keeps the fields of the point its segment starts at.
  function along(points, f) {
    var lens = [], total = 0, i;
    for (i = 1; i < points.length; i++) {
      var l = Math.abs(points[i].x - points[i - 1].x) + Math.abs(points[i].y - points[i - 1].y);
      lens.push(l);
      total += l;
    }
    var s = Math.max(0, Math.min(1, f)) * total;
    for (i = 0; i < lens.length; i++) {
      if (s <= lens[i] && lens[i] > 0) {
        var a = points[i], b = points[i + 1], t = s / lens[i], p = {};
        for (var key in a) p[key] = a[key];
        p.x = a.x + (b.x - a.x) * t;
        p.y = a.y + (b.y - a.y) * t;
        return p;
      }
      s -= lens[i];
    }
    return points[points.length - 1];
  }

  // a disk's box, centred on (cx, cy)
  function put(rect, w, h, cx, cy) {
    rect.setAttribute("x", cx - w / 2);
    rect.setAttribute("y", cy - h / 2);
  }

  // Sizes the SVG `board` for k pegs in geometry g and draws the rods,
  // bases and peg letters (each peg's in the element pegParent(p, x, H)
  // gives, else in the board) and the n disks, in the palette's colours.
  function drawBoard(board, g, k, n, pegParent) {
    var W = (k - 1) * g.dx + g.baseW, H = g.y0 + g.diskH / 2 + 24, p, d;
    board.setAttribute("viewBox", "0 0 " + W + " " + H);
    board.setAttribute("width", W);
    board.setAttribute("height", H);
    function box(cls, cx, cy, w, h, fill, parent) {
      return el("rect", { "class": cls, x: cx - w / 2, y: cy - h / 2, width: w, height: h,
        rx: g.r, fill: fill }, parent);
    }
    for (p = 0; p < k; p++) {
      var x = g.pegX(p), parent = pegParent ? pegParent(p, x, H) : board;
      box("rod", x, g.y0 - g.h / 2, g.w, g.h, "#555", parent);
      box("base", x, g.y0 + g.diskH / 4 - 1, g.baseW, g.diskH / 2, "#555", parent);
      el("text", { x: x, y: g.y0 + g.diskH / 2 + 16, "text-anchor": "middle", "font-size": 14,
        fill: "#333" }, parent).textContent = L(p);
    }
    var disks = [];
    for (d = 1; d <= n; d++) {
      var r = box("disk", 0, 0, g.width(d), g.diskH, colour(d), board);
      r.setAttribute("stroke", "#fff");
      r.setAttribute("stroke-width", "0.5");
      r.setAttribute("data-disk", d);
      disks.push(r);
    }
    return { W: W, H: H, disks: disks };
  }
