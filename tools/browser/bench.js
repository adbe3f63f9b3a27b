// Measures pages in headless Chromium for bench/page_bench.lua:
//
//   node bench.js JOB.json
//
// JOB: {"runs": 7, "pages": [{"name": ..., "path": "/abs.html",
//        "keys": ["1", "2", ...], "hint": true, "advise": ["LABEL", ...],
//        "search": "LABEL"}]}
// For each page, `runs` times in a fresh tab: the time from the start of
// the navigation to the first paint (the paint timing entry
// "first-paint"), the keys pressed, and with `hint` the time the Hint
// button's click takes in the page (its handler and redraw run within the
// click; the median of the runs); then, once: with `advise` the mean time of
// HanoiPage.advise(label) over the labels, and with `search` the time from
// the start of loading until the page answers that position exactly (it
// searches its table meanwhile). Prints one line per page:
//   page <name> <median first paint ms> <median hint click ms or -> <advise ms or -> <search ms or ->
// Any request besides the page fails the run (the pages fetch nothing).
"use strict";
const fs = require("fs");
const { chromium } = require("playwright-core");

const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update",
  "--disable-sync"];

const median = (xs) => { const s = xs.slice().sort((a, b) => a - b); return s[(s.length - 1) >> 1]; };

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  try {
    for (const p of job.pages) {
      const url = "file://" + p.path;
      const paints = [], hints = [];
      let advise = "-", search = "-";
      for (let i = 0; i < job.runs; i++) {
        const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
        // the page's search Worker is made from a blob of the page's own
        // text: no request leaves the page
        page.on("request", (r) => {
          if (r.url() !== url && !r.url().startsWith("blob:")) throw new Error("request " + r.url());
        });
        page.on("pageerror", (e) => { throw e; });
        await page.goto(url);
        await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
        paints.push(await page.evaluate(() => performance.getEntriesByName("first-paint")[0].startTime));
        // the page to play answers once its engine is ready
        await page.waitForFunction(() => document.body.getAttribute("data-engine") !== "loading");
        if (i === 0 && p.search) {
          await page.waitForFunction((l) => window.HanoiPage.advise(l) !== "searching", p.search,
            { timeout: 120000, polling: 20 });
          search = await page.evaluate(() => performance.now());
        }
        for (const k of p.keys || []) await page.keyboard.press(k);
        if (p.hint) {
          await page.waitForTimeout(300);
          hints.push(await page.evaluate(() => {
            const t0 = performance.now();
            document.getElementById("hint").click();
            return performance.now() - t0;
          }));
        }
        if (i === 0) {
          if (p.advise) {
            advise = await page.evaluate((labels) => {
              const t0 = performance.now();
              for (const l of labels) {
                const a = window.HanoiPage.advise(l);
                if (a === "searching" || a[1] !== true) throw new Error("not exact: " + l);
              }
              return (performance.now() - t0) / labels.length;
            }, p.advise);
          }
        }
        await page.close();
      }
      const f = (x) => (typeof x === "number" ? x.toFixed(3) : x);
      const hint = hints.length ? median(hints) : "-";
      process.stdout.write(["page", p.name, f(median(paints)), f(hint), f(advise), f(search)].join("\t") + "\n");
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => {
  process.stdout.write("error\t" + String(e && e.message || e).replace(/[\t\n]/g, " ") + "\n");
  process.exitCode = 1;
});
