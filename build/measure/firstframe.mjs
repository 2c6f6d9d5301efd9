// Prints how long the browser build takes from navigation to its first game
// frame in headless Chromium at 1280×720, for each of N runs in a fresh
// browser context (nothing cached) and their median (issue 17: the goal is
// at most 1.5 s). build/measure/firstframe.sh builds, serves and runs it.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";

const bin = process.env.GOOSE_BIN;
const site = process.env.GOOSE_WEB_DIR;
const runs = Number(process.env.RUNS || 5);
const flags = ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox",
  "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"];

const server = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--dir", site], { stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((resolve, reject) => {
  let out = "";
  const timer = setTimeout(() => reject(new Error("goose serve said nothing in 20 s")), 20000);
  server.stdout.on("data", (d) => {
    out += d;
    const m = out.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
    if (m) { clearTimeout(timer); resolve("http://" + m[1]); }
  });
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: flags });
const ms = [];
try {
  for (let i = 1; i <= runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(base + "/?mute=1");
    await page.waitForFunction(() => window.gooseReady === true || window.gooseError, null, { timeout: 90000, polling: 50 });
    const st = await page.evaluate(() => ({ ...window.gooseTimes, ready: window.gooseReadyMs, error: window.gooseError }));
    if (st.error) throw new Error("the page failed: " + st.error);
    const f = (v) => (v === undefined ? "?" : v.toFixed(0)) + " ms";
    console.log(`run ${i}: first game frame ${f(st.ready)} (wasm downloaded and compiled ${f(st.compiledMs)}, ` +
      `Go's main ${f(st.mainMs)}, first Draw began ${f(st.firstDrawMs)})`);
    ms.push(st.ready);
    await ctx.close();
  }
} finally {
  await browser.close();
  server.kill();
}
ms.sort((a, b) => a - b);
console.log(`median of ${ms.length} runs: ${ms[(ms.length - 1) >> 1].toFixed(0)} ms to the first game frame (goal: at most 1500 ms)`);
