// The JavaScript half of `make lint` (mk/lint.mk): the pages' scripts
// and the project's Node scripts, parsed with Debian's acorn (node-acorn)
// and held to a few rules of our own. One line "FILE:LINE: message" a
// problem, then "N passed, N failed" with a file a test.
//
//   node tools/jslint.js --pages DIR   every DIR/*.js but engine.js: DIR/base.js
//                                      then the page's own script, in the
//                                      page's wrapper, as hanoi.render.html
//                                      writes a page
//   node tools/jslint.js FILE...       Node scripts (CommonJS; those that
//                                      drive a browser may use its names
//                                      in the functions they hand it)
//
// The rules: the code parses (ES2020; the pages in strict mode); no name
// is used that neither the scripts declare nor the browser (or Node)
// gives (no-undef); === and !== only (eqeqeq); no eval, Function,
// debugger or console in a page; innerHTML is given only the page's own
// data (D, written by the library), never a string the page built.
"use strict";
const fs = require("fs");
const path = require("path");
const acorn = require("acorn");
const walk = require("acorn-walk");
const findGlobals = require("acorn-globals");

// what a browser page may use without declaring it (HanoiEngine: the
// engine's script, engine.js, before the page's)
const BROWSER = new Set(`HanoiEngine window document navigator location history localStorage sessionStorage
  setTimeout clearTimeout setInterval clearInterval requestAnimationFrame cancelAnimationFrame
  performance Blob URL URLSearchParams Worker MessageChannel Event CustomEvent KeyboardEvent
  MouseEvent getComputedStyle matchMedia alert confirm prompt fetch atob btoa TextEncoder
  TextDecoder Node Element HTMLElement SVGElement DOMParser XMLSerializer Image FileReader
  queueMicrotask structuredClone`.split(/\s+/));
// the language's own
const JS = new Set(`Object Array String Number Boolean Symbol Math JSON Date RegExp Error
  TypeError RangeError SyntaxError Map Set WeakMap WeakSet Promise Proxy Reflect BigInt
  parseInt parseFloat isNaN isFinite Infinity NaN undefined encodeURIComponent
  decodeURIComponent encodeURI decodeURI Uint8Array Uint16Array Uint32Array Int8Array
  Int16Array Int32Array Float32Array Float64Array ArrayBuffer DataView globalThis
  Intl arguments escape unescape`.split(/\s+/));
const NODE = new Set(`require module exports process console Buffer __dirname __filename
  setTimeout clearTimeout setInterval clearInterval setImmediate`.split(/\s+/));

let passed = 0, failed = 0;

// the line of `pos` in `parts` (the pieces joined into the code linted:
// [{file, start, text}]), as "FILE:LINE"
function where(parts, pos) {
  for (const p of parts) {
    if (pos >= p.start && pos <= p.start + p.text.length) {
      const line = p.text.slice(0, pos - p.start).split("\n").length;
      return p.file + ":" + line;
    }
  }
  return parts[parts.length - 1].file + ":?";
}

// the problems of code made of `parts`; `known` the names it may use
function lint(parts, code, known, page, sourceType) {
  const problems = [];
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: 2020, sourceType, locations: false,
      allowHashBang: true });
  } catch (e) {
    return [where(parts, e.pos) + ": does not parse: " + e.message.replace(/ \(\d+:\d+\)$/, "")];
  }
  for (const g of findGlobals(ast)) {
    if (known.has(g.name)) continue;
    for (const n of g.nodes) problems.push(where(parts, n.start) + ": '" + g.name + "' is not defined");
  }
  walk.full(ast, (node) => {
    if ((node.type === "BinaryExpression") && (node.operator === "==" || node.operator === "!=")) {
      problems.push(where(parts, node.start) + ": " + node.operator + " (use " + node.operator + "=)");
    }
    if (!page) return;
    if (node.type === "DebuggerStatement") problems.push(where(parts, node.start) + ": debugger");
    if ((node.type === "CallExpression" || node.type === "NewExpression") &&
        node.callee.type === "Identifier" && (node.callee.name === "eval" || node.callee.name === "Function")) {
      problems.push(where(parts, node.start) + ": " + node.callee.name + " in a page");
    }
    if (node.type === "MemberExpression" && node.object.type === "Identifier" && node.object.name === "console") {
      problems.push(where(parts, node.start) + ": console in a page");
    }
    if (node.type === "AssignmentExpression" && node.left.type === "MemberExpression" &&
        !node.left.computed && node.left.property.name === "innerHTML") {
      let r = node.right;
      while (r.type === "MemberExpression") r = r.object;
      if (!(r.type === "Identifier" && r.name === "D")) {
        problems.push(where(parts, node.start) + ": innerHTML given what the page built (use text nodes)");
      }
    }
  });
  return problems;
}

function report(problems) {
  for (const p of problems) console.log(p);
  if (problems.length === 0) passed++; else failed++;
}

const args = process.argv.slice(2);
if (args[0] === "--pages") {
  const dir = args[1];
  const base = path.join(dir, "base.js");
  const pages = fs.readdirSync(dir).filter((f) => f.endsWith(".js") && f !== "base.js" && f !== "engine.js").sort();
  if (!fs.existsSync(base) || pages.length === 0) {
    console.log(dir + ": no base.js and page scripts to lint");
    failed++;
  }
  for (const f of pages) {
    // the page's wrapper, as head.html has it
    const head = '(function () {\n  "use strict";\n  var D = {};\n';
    const parts = [];
    let code = head;
    for (const file of [base, path.join(dir, f)]) {
      const text = fs.readFileSync(file, "utf8");
      parts.push({ file, start: code.length, text });
      code += text + "\n";
    }
    code += "})();\n";
    report(lint(parts, code, new Set([...BROWSER, ...JS]), true, "script"));
  }
} else {
  for (const file of args) {
    const text = fs.readFileSync(file, "utf8");
    report(lint([{ file, start: 0, text }], text, new Set([...NODE, ...JS, ...BROWSER]), false, "script"));
  }
}
console.log(passed + " passed, " + failed + " failed");
process.exit(failed === 0 ? 0 : 1);
