// Drives headless Chromium (Debian's /usr/bin/chromium) over one local page
// with playwright-core, for spec/html_browser.lua.
//
//   node drive.js JOB.json
//
// JOB: {"page": "/abs/path.html", "steps": [...]}; each step is one of
//   {"click": "#sel"}            click an element
//   {"key": "ArrowRight"}        press a key
//   {"slider": "#sel", "value": 100}   set a range input and fire "input"
//   {"waitText": "#sel", "text": "solved", "timeout": 20000}
//   {"wait": 200}                wait so many milliseconds
//   {"read": true}               record the page's state (see read())
//   {"screenshot": "/abs/path.png"}
// Prints tab-separated lines, easy to read from Lua:
//   read <label> <index> <counter> <solved text> <solved visible> <play text>
//   disk <d> <x> <y> <width>         (after each read, one per disk)
//   error <message>                  (page errors, console errors, failures)
//   request <url>                    (any URL asked for besides the page)
"use strict";
const fs = require("fs");
const { chromium } = require("playwright-core");

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update",
  "--disable-sync"];

async function read(page) {
  return page.evaluate(() => {
    const solved = document.getElementById("solved");
    return {
      label: document.body.getAttribute("data-label"),
      index: Number(document.body.getAttribute("data-index")),
      counter: document.getElementById("counter").textContent,
      solved: solved.textContent,
      solvedVisible: getComputedStyle(solved).visibility === "visible",
      play: document.getElementById("play").textContent,
      disks: Array.from(document.querySelectorAll("rect.disk")).map((r) => ({
        disk: Number(r.getAttribute("data-disk")),
        x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")),
        width: Number(r.getAttribute("width")),
      })),
    };
  });
}

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const url = "file://" + job.page;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const out = { reads: [], errors: [], requests: [] };
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 420 } });
    page.on("pageerror", (e) => out.errors.push(String(e)));
    page.on("console", (m) => { if (m.type() === "error") out.errors.push(m.text()); });
    page.on("request", (r) => { if (r.url() !== url) out.requests.push(r.url()); });
    await page.goto(url);
    for (const step of job.steps) {
      if (step.click) await page.click(step.click);
      else if (step.key) await page.keyboard.press(step.key);
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
      else if (step.read) out.reads.push(await read(page));
      else if (step.screenshot) await page.screenshot({ path: step.screenshot });
      else throw new Error("unknown step " + JSON.stringify(step));
    }
  } catch (e) {
    out.errors.push(String(e && e.message || e));
  } finally {
    await browser.close();
  }
  const lines = [];
  const clean = (v) => String(v).replace(/[\t\n]/g, " ");
  for (const r of out.reads) {
    lines.push(["read", r.label, r.index, r.counter, r.solved, r.solvedVisible, r.play]
      .map(clean).join("\t"));
    for (const d of r.disks) lines.push(["disk", d.disk, d.x, d.y, d.width].join("\t"));
  }
  for (const e of out.errors) lines.push("error\t" + clean(e));
  for (const u of out.requests) lines.push("request\t" + clean(u));
  process.stdout.write(lines.join("\n") + "\n");
}

main().catch((e) => {
  process.stdout.write("error\t" + String(e).replace(/[\t\n]/g, " ") + "\n");
  process.exitCode = 1;
});
