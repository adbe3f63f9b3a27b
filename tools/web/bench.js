// For bench/lesson_bench.lua: the engine's 4-peg hint (hanoi.web.hint,
// State:hint in WebAssembly), timed under node:
//
//   node tools/web/bench.js ENGINE.js LABEL...
//
// The modules are loaded first (a hint on 2 disks), so each time is the
// search's alone. Prints one line per label: "hint LABEL MS DISK FROM TO EXACT".
"use strict";
const path = require("path");
require(path.resolve(process.argv[2]))().then((M) => {
  const L = M.ccall("hanoi_web_new", "number", [], []);
  // the modules loaded before the clock starts
  M.ccall("hanoi_web_run", "string", ["number", "string", "string"],
    [L, "return require('hanoi.web').hint(...)", "4;AB;4"]);
  for (const label of process.argv.slice(3)) {
    const t0 = process.hrtime.bigint();
    const r = M.ccall("hanoi_web_run", "string", ["number", "string", "string"],
      [L, "return require('hanoi.web').hint(...)", "4;" + label + ";4"]);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const h = JSON.parse(r.slice(1));
    console.log(["hint", label, ms.toFixed(1), h.disk, h.from, h.to, h.exact].join(" "));
  }
});
