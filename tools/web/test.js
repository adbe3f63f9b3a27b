// The WebAssembly engine answers as the native module does (make web-check):
//
//   node tools/web/test.js ENGINE.js
//
// Asks the engine `hanoi.web.selftest()` (hanoi.count(20, 4), a hint on
// four pegs, hanoi.bfs{n = 8, k = 4}), `hanoi.web.lesson` (the lesson's
// texts in each language), `hanoi.web.way` (the game page's
// search) of a scrambled position, a game of the game page's
// (`hanoi.web.game`: hanoi.game's session, the goal "any other peg", a
// move, a hint, undo, redo, the computer, the statistics, the save file)
// and `hanoi.web.check` of learners' files of spec/teach/learners (and of two texts handed over
// as bytes: a zero byte, other scripts), and the native Lua module (lua5.4 with
// build/) the same, then `hanoi grade --csv` of the same files; every
// answer must be the same. Prints "web: N passed, N failed".
"use strict";
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

const enginePath = path.resolve(process.argv[2]);
const LEARNERS = "spec/teach/learners";
// the files asked (the endless ones take a minute each at 10^9 steps)
const files = fs.readdirSync(LEARNERS).filter((f) => f.endsWith(".lua") && !f.startsWith("endless"))
  .sort().slice(0, 12);

const NATIVE = `package.path = "lua/?.lua;lua/?/init.lua;" .. package.path
package.cpath = "build/?.so;" .. package.cpath
local web = require "hanoi.web"
local what = arg[1]
if what == "selftest" then io.write(web.selftest())
elseif what:sub(1, 7) == "lesson:" then io.write(web.lesson(what:sub(8)))
elseif what:sub(1, 4) == "way:" then io.write(web.way(what:sub(5)))
elseif what:sub(1, 4) == "say:" then io.write(web.say(what:sub(5)))
elseif what:sub(1, 6) == "match:" then io.write(web.match(what:sub(7)))
elseif what:sub(1, 5) == "game:" then
  for c in what:sub(6):gmatch("[^|]+") do io.write(web.game(c), "\\n") end else
  local f = assert(io.open(what)); local code = f:read("a"); f:close()
  io.write(web.check(code)) end`;

function native(what) {
  return execFileSync("lua5.4", ["-e", NATIVE.replace(/\n/g, " "), "-", what],
    { input: "", encoding: "utf8" });
}

let passed = 0, failed = 0;
function same(label, got, want) {
  if (got === want) { passed++; return; }
  failed++;
  console.log(`FAIL ${label}\n  engine: ${got}\n  native: ${want}`);
}

require(enginePath)().then((M) => {
  const L = M.ccall("hanoi_web_new", "number", [], []);
  const run = (chunk, arg) =>
    M.ccall("hanoi_web_run", "string", ["number", "string", "string"], [L, chunk, arg]);
  same("selftest", run("return require('hanoi.web').selftest()", ""), "+" + native("selftest"));
  const self = JSON.parse(native("selftest"));
  same("hanoi.count(20, 4)", self.count, "289");
  // what the lesson's page writes in each language (hanoi.web.lesson)
  for (const tag of ["en", "de", "ru", "ja", "zh-Hant", "zh-Hans"]) {
    same("lesson " + tag, run("return require('hanoi.web').lesson(...)", tag), "+" + native("lesson:" + tag));
  }
  // the pages' texts with values and the browser's languages, as hanoi.lang
  // fills and matches them (hanoi.web.say, hanoi.web.match)
  for (const tag of ["en", "de", "ru", "ja", "zh-Hant", "zh-Hans"]) {
    const say = tag + "\nplay.speed\trate=n21\nplay.speed\trate=n2.5\nwatch.counter\tindex=n18433\ttotal=n65535" +
      "\npage.board.peg\tpeg=sA\tdisks=s" + encodeURIComponent("3、2") + "\nkit.lesson.ui.score\tright=n3\tasked=n4";
    same("say " + tag, run("return require('hanoi.web').say(...)", say), "+" + native("say:" + say));
  }
  for (const list of ["de-AT\nfr", "fr\nzh-TW", "zh", "xx\nC"]) {
    same("match " + list, run("return require('hanoi.web').match(...)", list), "+" + native("match:" + list));
  }
  // the game page's way past its tables: a scrambled 10-disk position on 4 pegs to the tower on B
  const at = "4;ABDCCADBBC;2";
  same("way " + at, run("return require('hanoi.web').way(...)", at), "+" + native("way:" + at));
  // a game of the game page, command by command
  const game = ["0;new;4;3;;other", "1;select;1", "2;select;2", "3;hint", "4;undo", "5;redo",
    "6;solve", "7;tick", "8;tick", "9;tick", "10;stats", "11;history", "12;dump", "13;new;3;52;;D",
    "14;new;5;5;AAEEB;A", "15;advice", "16;select;3"];
  same("game", game.map((c) => run("return require('hanoi.web').game(...)", c)).join("\n"),
    native("game:" + game.join("|")).trim().split("\n").map((l) => "+" + l).join("\n"));
  const csv = execFileSync("bin/hanoi", ["grade", "--csv", ...files.map((f) => `${LEARNERS}/${f}`)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().split("\n").slice(1);
  files.forEach((f, i) => {
    const code = fs.readFileSync(`${LEARNERS}/${f}`, "utf8");
    const got = run("return require('hanoi.web').check(...)", code);
    same(f, got, "+" + native(`${LEARNERS}/${f}`));
    const r = JSON.parse(got.slice(1));
    const row = csv[i].split(",");
    same(`${f} as hanoi grade --csv`, [r.ok, r.n, r.slip].join(","), row.slice(1, 4).join(","));
  });
  // the learner's text as bytes with their length (hanoi_web_run_bytes):
  // a zero byte and letters of other scripts reach the grader as a saved
  // file holds them, and the answer comes back whole (its length)
  const bytesRun = (chunk, buf) => {
    const p = M._malloc(buf.length + 1);
    M.HEAPU8.set(buf, p);
    const r = M.ccall("hanoi_web_run_bytes", "number", ["number", "string", "number", "number"],
      [L, chunk, p, buf.length]);
    M._free(p);
    const n = M.ccall("hanoi_web_answer_length", "number", ["number"], [L]);
    return Buffer.from(M.HEAPU8.slice(r, r + n)).toString("utf8");
  };
  const right = Buffer.from("function solve(n, from, to, via, move)\n  if n == 0 then return end\n" +
    "  solve(n - 1, from, via, to, move)\n  move(from, to)\n  solve(n - 1, via, to, from, move)\nend\n");
  const tmp = fs.mkdtempSync(require("os").tmpdir() + "/hanoi-web-");
  [Buffer.concat([right, Buffer.from("-- Zürich, Москва, 東京\n")]),
    Buffer.concat([right, Buffer.from([0]), Buffer.from(" = 1\n")])].forEach((buf, i) => {
    const file = `${tmp}/bytes${i}.lua`;
    fs.writeFileSync(file, buf);
    same(`bytes ${i}`, bytesRun("return require('hanoi.web').check(...)", buf), "+" + native(file));
  });
  fs.rmSync(tmp, { recursive: true });
  M.ccall("hanoi_web_close", null, ["number"], [L]);
  console.log(`web: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
});
