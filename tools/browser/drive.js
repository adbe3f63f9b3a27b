// Drives headless Chromium (Debian's /usr/bin/chromium) over one local page
// with playwright-core, for test/browser/*_browser.lua.
//
//   node drive.js JOB.json     one job, in a browser of its own
//   node drive.js --serve      one browser for many jobs: reads the path of a
//                              JOB.json a line from standard input, runs each
//                              in a fresh browser context (its own storage,
//                              locale, touch screen and downloads, as a new
//                              browser's) and prints its lines, then a line
//                              "done"; ends when standard input does
//
// JOB: {"page": "/abs/path.html", "steps": [...], "locale": "de-DE" (optional: the
// browser's language, navigator.languages), "touch": true (optional: a phone's
// touch screen, whose pointer is coarse)}; each step is one of
//   {"click": "#sel"}            click an element
//   {"tap": "#sel", "at": [fx, fy]}  a finger's tap on an element (at a point of its
//                                box, fractions of its width and height; default its centre);
//                                the job needs "touch": true (a phone's touch screen)
//   {"key": "ArrowRight"}        press a key
//   {"slider": "#sel", "value": 100}   set a range input and fire "input"
//   {"waitText": "#sel", "text": "solved", "timeout": 20000}
//   {"wait": 200}                wait so many milliseconds
//   {"waitFor": "js expression", "timeout": 600000} wait until it is true in the page
//   {"drag": "#sel", "to": "#sel"}     press on one element, move to another, release
//   {"down": "#sel"} {"move": "#sel"} {"up": "#sel"}   the mouse pressed on, moved
//                                over and released on an element's centre
//   {"type": "#sel", "text": "5"}     click an input, select what it holds, type, press Tab
//   {"select": "#sel", "value": "de"}  choose an option of a <select>, as a user does
//   {"download": "#sel", "to": "/abs/path"}   click, and keep the file it downloads there
//   {"upload": "#sel", "file": "/abs/path"}   click, and choose that file in the chooser it opens
//   {"select": "#sel", "value": "v"}  choose the option of value v in a select element
//   {"samples": n, "every": ms}  n reads, one every ms milliseconds (a disk in flight)
//   {"reducedMotion": true}      the page is told the user prefers reduced motion
//   {"viewport": [w, h]}         the window's size changes (it starts at 1000x420)
//   {"eval": "js expression"}    evaluate in the page; prints its value
//   {"read": true}               record the page's state (see read())
//   {"reload": true}             load the page again (what it kept in localStorage stays)
//   {"screenshot": "/abs/path.png"}
// Every request for anything but the page itself is intercepted, counted
// and refused (the pages must work offline).
// Prints tab-separated lines, easy to read from Lua:
//   read <label> <index> <counter> <solved text> <solved visible> <play text>
//   text <id> <text>                 (after each read, one per element of TEXT_IDS present)
//   attr <name> <value>              (after each read, the body's data-* attributes)
//   disk <d> <x> <y> <width> <fill>  (after each read, one per disk)
//   hoist <x> <y> <width> <visible>  (after each read, when the page has a crane)
//   eval <value>                     (a string as it is, anything else as JSON)
//   error <message>                  (page errors, console errors, failures)
//   request <url>                    (any URL asked for besides the page)
"use strict";
const fs = require("fs");
const { chromium } = require("playwright-core");

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update",
  "--disable-sync"];

const clean = (v) => String(v).replace(/[\t\n]/g, " ");

// the lines of one read
function lines(r) {
  const list = [["read", r.label, r.index, r.counter, r.solved, r.solvedVisible, r.play]
    .map(clean).join("\t")];
  for (const id of Object.keys(r.texts)) list.push(["text", id, r.texts[id]].map(clean).join("\t"));
  for (const a of Object.keys(r.attrs)) list.push(["attr", a, r.attrs[a]].map(clean).join("\t"));
  for (const d of r.disks) list.push(["disk", d.disk, d.x, d.y, d.width, d.fill].map(clean).join("\t"));
  if (r.hoist) list.push(["hoist", r.hoist.x, r.hoist.y, r.hoist.width, r.hoist.visible].map(clean).join("\t"));
  return list;
}

// the elements whose text a read reports, when the page has them
const TEXT_IDS = ["counter", "play", "moves", "optimum", "optnote", "left", "timer", "solved",
  "verdict", "message", "lighttext", "binary", "statstitle", "statsline", "bestline", "speedval"];

async function read(page) {
  return page.evaluate((ids) => {
    const text = (id) => {
      const el = document.getElementById(id);
      return el ? el.textContent : "";
    };
    const solved = document.getElementById("solved");
    const texts = {};
    for (const id of ids) if (document.getElementById(id)) texts[id] = text(id);
    const attrs = {};
    for (const a of Array.from(document.body.attributes)) {
      if (a.name.startsWith("data-")) attrs[a.name.slice(5)] = a.value;
    }
    const light = document.getElementById("light");
    if (light) attrs.light = light.getAttribute("data-state") || "";
    const table = document.getElementById("disktable");
    const stats = document.getElementById("stats");
    if (table) {
      attrs.stats = stats.hidden ? "" : Array.from(table.rows).map((row) =>
        Array.from(row.cells).map((c) => c.textContent).join(" ")).join("; ");
    }
    const hoist = document.getElementById("hoist");
    return {
      label: document.body.getAttribute("data-label"),
      index: Number(document.body.getAttribute("data-index")),
      counter: text("counter"),
      solved: text("solved"),
      solvedVisible: solved ? getComputedStyle(solved).visibility === "visible" : false,
      play: text("play"),
      texts: texts,
      attrs: attrs,
      hoist: hoist && {
        x: Number(hoist.getAttribute("data-x")), y: Number(hoist.getAttribute("data-y")),
        width: Number(hoist.getAttribute("data-width")), visible: hoist.style.display !== "none",
      },
      disks: Array.from(document.querySelectorAll("rect.disk")).map((r) => ({
        disk: Number(r.getAttribute("data-disk")),
        x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")),
        width: Number(r.getAttribute("width")), fill: r.getAttribute("fill"),
      })),
    };
  }, TEXT_IDS);
}

// the centre of an element in page coordinates
async function centre(page, sel) {
  const b = await page.locator(sel).boundingBox();
  if (!b) throw new Error("no box for " + sel);
  return [b.x + b.width / 2, b.y + b.height / 2];
}

const launch = () => chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });

// runs one job in a new context of the browser; returns the lines to print
async function run(browser, job) {
  const url = "file://" + job.page;
  const out = { lines: [], errors: [], requests: [] };
  let context = null;
  try {
    context = await browser.newContext({ viewport: { width: 1000, height: 420 }, acceptDownloads: true,
      locale: job.locale || undefined, hasTouch: !!job.touch, isMobile: !!job.touch });
    const page = await context.newPage();
    page.on("pageerror", (e) => out.errors.push(String(e)));
    page.on("console", (m) => { if (m.type() === "error") out.errors.push(m.text()); });
    page.on("request", (r) => { if (r.url() !== url) out.requests.push(r.url()); });
    await page.route("**/*", (route) => (route.request().url() === url
      ? route.continue() : route.abort()));
    // watchdogs against hangs, far longer than anything needs (the machine may be busy)
    page.setDefaultTimeout(90000);
    await page.goto(url, { timeout: 120000 });
    // a page whose engine is still loading (the page to play) answers once it is ready
    await page.waitForFunction(() => !document.body || document.body.getAttribute("data-engine") !== "loading");
    for (const step of job.steps) {
      if (step.click) await page.click(step.click);
      else if (step.tap) {
        await page.locator(step.tap).scrollIntoViewIfNeeded();
        const b = await page.locator(step.tap).boundingBox();
        if (!b) throw new Error("no box for " + step.tap);
        const at = step.at || [0.5, 0.5];
        await page.touchscreen.tap(b.x + b.width * at[0], b.y + b.height * at[1]);
      }
      else if (step.key) await page.keyboard.press(step.key);
      else if (step.select) await page.selectOption(step.select, step.value);
      else if (step.slider) {
        await page.$eval(step.slider, (el, v) => {
          el.value = v;
          el.dispatchEvent(new Event("input"));
        }, step.value);
      } else if (step.waitText) {
        await page.waitForFunction(([sel, text]) => {
          const el = document.querySelector(sel);
          return el && el.textContent === text;
        }, [step.waitText, step.text], { timeout: step.timeout || 20000 });
      } else if (step.wait) await page.waitForTimeout(step.wait);
      else if (step.waitFor) {
        await page.waitForFunction(step.waitFor, null, step.timeout ? { timeout: step.timeout } : {});
      }
      else if (step.drag) await page.dragAndDrop(step.drag, step.to);
      else if (step.select) await page.selectOption(step.select, step.value);
      else if (step.down) {
        const [x, y] = await centre(page, step.down);
        await page.mouse.move(x, y);
        await page.mouse.down();
      } else if (step.move) {
        const [x, y] = await centre(page, step.move);
        await page.mouse.move(x, y, { steps: 8 });
      } else if (step.up) {
        const [x, y] = await centre(page, step.up);
        await page.mouse.move(x, y, { steps: 8 });
        await page.mouse.up();
      } else if (step.type) {
        await page.click(step.type);
        await page.keyboard.press("Control+A");
        await page.keyboard.type(step.text);
        await page.keyboard.press("Tab");
      } else if (step.download) {
        const [dl] = await Promise.all([page.waitForEvent("download"), page.click(step.download)]);
        await dl.saveAs(step.to);
      } else if (step.upload) {
        const [fc] = await Promise.all([page.waitForEvent("filechooser"), page.click(step.upload)]);
        await fc.setFiles(step.file);
      } else if (step.samples) {
        for (let i = 0; i < step.samples; i++) {
          out.lines.push(...lines(await read(page)));
          await page.waitForTimeout(step.every || 20);
        }
      } else if (step.viewport) {
        await page.setViewportSize({ width: step.viewport[0], height: step.viewport[1] });
      } else if (step.reducedMotion) {
        await page.emulateMedia({ reducedMotion: "reduce" });
      } else if (step.eval) {
        const v = await page.evaluate(step.eval);
        out.lines.push("eval\t" + (typeof v === "string" ? clean(v) : JSON.stringify(v)));
      }
      else if (step.read) out.lines.push(...lines(await read(page)));
      else if (step.reload) {
        await page.reload({ timeout: 120000 });
        await page.waitForFunction(() => !document.body || document.body.getAttribute("data-engine") !== "loading");
      }
      else if (step.screenshot) await page.screenshot({ path: step.screenshot });
      else throw new Error("unknown step " + JSON.stringify(step));
    }
  } catch (e) {
    out.errors.push(String(e && e.message || e));
  } finally {
    if (context) await context.close().catch((e) => out.errors.push(String(e && e.message || e)));
  }
  const all = out.lines.slice();
  for (const e of out.errors) all.push("error\t" + clean(e));
  for (const u of out.requests) all.push("request\t" + clean(u));
  return all;
}

const readJob = (path) => JSON.parse(fs.readFileSync(path, "utf8"));

async function one(path) {
  const browser = await launch();
  try {
    process.stdout.write((await run(browser, readJob(path))).join("\n") + "\n");
  } finally {
    await browser.close();
  }
}

// the jobs of standard input one after another in one browser (started
// again should it have gone)
async function serve() {
  const rl = require("readline").createInterface({ input: process.stdin, terminal: false });
  let browser = null;
  for await (const path of rl) {
    if (path === "") continue;
    let all;
    try {
      if (!browser || !browser.isConnected()) browser = await launch();
      all = await run(browser, readJob(path));
    } catch (e) {
      all = ["error\t" + clean(e && e.message || e)];
    }
    process.stdout.write(all.join("\n") + "\ndone\n");
  }
  if (browser) await browser.close();
}

(process.argv[2] === "--serve" ? serve() : one(process.argv[2])).catch((e) => {
  process.stdout.write("error\t" + String(e).replace(/[\t\n]/g, " ") + "\n");
  process.exitCode = 1;
});
