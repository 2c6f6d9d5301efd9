// The browser end-to-end test (build/web/e2e/run.sh runs it): `goose serve`
// on a free loopback port, Debian's chromium driven by playwright-core, the
// title and an autoplay game at a desktop and a phone size, a screenshot of
// each, and no console error, page error or failed request anywhere.
//
// An online game: `goose host` serving the site, a headless desktop client
// (bot/, from the game's client package) that makes a room, and the browser
// joining it from its link; the three seats (one a computer) play to the end.
//
// Environment: GOOSE_BIN (the goose binary), GOOSE_BOT (the desktop client),
// GOOSE_WEB_DIR (the built site),
// GOOSE_SHOTS (where screenshots go), CHROMIUM (default /usr/bin/chromium).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const bin = process.env.GOOSE_BIN;
const botBin = process.env.GOOSE_BOT;
const site = process.env.GOOSE_WEB_DIR;
const shots = process.env.GOOSE_SHOTS || "shots";
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";

// Software WebGL (SwiftShader) and a browser that calls no one: this machine's
// network is closed, and a test must not depend on it.
const flags = [
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

const sizes = [
  { name: "1280x720", viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
  { name: "390x844", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
];

let server;
let base;
let browser;
const bench = [];

function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--dir", site], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    const timer = setTimeout(() => reject(new Error("goose serve said nothing in 20 s")), 20000);
    p.on("error", reject);
    p.on("exit", (code) => reject(new Error("goose serve exited with " + code + ": " + out)));
    p.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({ proc: p, base: "http://" + m[1] });
      }
    });
  });
}

// watch collects what must not happen on a page.
function watch(page, errors, notes) {
  page.on("console", (m) => {
    if (m.type() === "error") errors.push("console error: " + m.text());
    else if (m.type() === "warning") notes.push("console warning: " + m.text());
  });
  page.on("pageerror", (e) => errors.push("page error: " + e.message));
  page.on("requestfailed", (r) => errors.push("request failed: " + r.url() + " " + (r.failure()?.errorText ?? "")));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push("HTTP " + r.status() + ": " + r.url());
  });
}

// The wasm's AudioContexts, to see sound start on the first click, and the
// saves it makes, to see a game in progress kept in localStorage.
function instrument() {
  const Orig = window.AudioContext;
  if (Orig) {
    window.gooseAudio = [];
    window.AudioContext = class extends Orig {
      constructor(...args) {
        super(...args);
        window.gooseAudio.push(this);
      }
    };
  }
  window.gooseSaves = {};
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    window.gooseSaves[key] = String(value);
    return setItem.call(this, key, value);
  };
}

async function waitFor(page, fn, what, timeout, arg = null) {
  try {
    await page.waitForFunction(fn, arg, { timeout, polling: 100 });
  } catch (e) {
    const st = await page.evaluate(() => ({ scene: window.gooseScene, scenes: window.gooseScenes, error: window.gooseError }));
    throw new Error(what + ": " + e.message.split("\n")[0] + " (page: " + JSON.stringify(st) + ")");
  }
}

before(async () => {
  assert.ok(bin && site, "set GOOSE_BIN and GOOSE_WEB_DIR (build/web/e2e/run.sh does)");
  assert.ok(existsSync(path.join(site, "index.html")), site + " has no index.html: build it (make web)");
  mkdirSync(shots, { recursive: true });
  ({ proc: server, base } = await startServer());
  // launch() gives the browser a fresh temporary profile (--user-data-dir) of its own.
  browser = await chromium.launch({ executablePath, headless: true, args: flags });
});

after(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
  const kib = (f) => (existsSync(path.join(site, f)) ? Math.round(statSync(path.join(site, f)).size / 1024) + " KiB" : "none");
  console.log(`bench: download goose.wasm ${kib("goose.wasm")} raw, ${kib("goose.wasm.gz")} gzip (zopfli), ${kib("goose.wasm.br")} brotli (target: at most 4 MB compressed)`);
  for (const b of bench) console.log("bench: " + b);
});

for (const size of sizes) {
  test(`title, sound on the first tap, an autoplay game: ${size.name}`, async () => {
    const { name, ...opts } = size;
    const ctx = await browser.newContext(opts);
    const page = await ctx.newPage();
    const errors = [];
    const notes = [];
    watch(page, errors, notes);
    await page.addInitScript(instrument);
    try {
      await page.goto(base + "/");
      await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
      const st = await page.evaluate(() => ({ ...window.gooseTimes, ready: window.gooseReadyMs, scene: window.gooseScene, error: window.gooseError }));
      assert.equal(st.error, undefined);
      assert.equal(st.scene, "title");
      const ms = (v) => v.toFixed(0) + " ms";
      bench.push(`${name} first load: first game frame ${ms(st.ready)} after navigation (target: under 2000 ms); ` +
        `wasm downloaded and compiled ${ms(st.compiledMs)}, Go's main ${ms(st.mainMs)}, first Draw began ${ms(st.firstDrawMs)}`);
      assert.equal(await page.isVisible("#loader"), false, "the loading screen is still up");
      await page.screenshot({ path: path.join(shots, `title-${name}.png`) });

      // The canvas fills the page in device pixels.
      const cv = await page.evaluate(() => {
        const c = document.querySelector("canvas");
        return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight, iw: innerWidth, ih: innerHeight, dpr: devicePixelRatio };
      });
      assert.equal(cv.cw, cv.iw, "canvas width follows the window");
      assert.equal(cv.ch, cv.ih, "canvas height follows the window");
      assert.equal(cv.w, Math.round(cv.iw * cv.dpr), "canvas pixels follow the device pixel ratio");

      // Sound waits for a gesture; the first tap (on no button) starts it.
      if (opts.hasTouch) await page.touchscreen.tap(3, 3);
      else await page.mouse.click(3, 3);
      await waitFor(page, () => (window.gooseAudio || []).some((a) => a.state === "running"), "sound did not start after the first tap", 10000);

      // A player's settings and game in progress, which autoplay must leave
      // byte for byte as they are (issue 11.3).
      const mine = {
        "goose/settings.json": '{"speed": 1, "volume": 0.5, "music": false, "setup": {"rules": "french", "seats": [{"name": "Ann"}, {"name": "Ben", "color": 1}]}}',
        "goose/game.json": '{"setup": {"rules": "classic"}, "game": "a game in progress"}',
      };
      await page.evaluate((m) => { for (const k in m) localStorage.setItem(k, m[k]); window.gooseSaves = {}; }, mine);

      // A browser cannot quit: autoplay stops on the results, and the page keeps them.
      const t0 = Date.now();
      await page.goto(base + "/?autoplay=1&mute=1&seed=5");
      await waitFor(page, () => window.gooseExited !== undefined || window.gooseError, "the autoplay game never ended", 150000);
      const end = await page.evaluate(() => ({ exited: window.gooseExited, scene: window.gooseScene, scenes: window.gooseScenes, error: window.gooseError }));
      assert.equal(end.error, undefined);
      assert.equal(end.exited, 0);
      assert.equal(end.scene, "results");
      assert.equal(end.scenes[0], "title");
      assert.ok(end.scenes.includes("setup") && end.scenes.includes("play"), "scenes: " + end.scenes);
      bench.push(`${name} autoplay game (seed 5) start to results: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      await page.screenshot({ path: path.join(shots, `results-${name}.png`) });
      // The ended program's event handlers stay quiet under the pointer, and
      // no timer of its spins in wasm_exec.js's retry loop (issue 30: 10,000s of
      // "missed timeout event" warnings a second, then a crashed tab).
      const said = notes.length;
      if (opts.hasTouch) await page.touchscreen.tap(100, 100);
      else await page.mouse.click(100, 100);
      await page.waitForTimeout(2000);
      const after = notes.slice(said);
      assert.ok(after.length < 5 && !after.some((n) => /missed timeout/.test(n)), `the console after the game ended: ${after.length} warnings, first ${after[0]}`);

      // issue 11.3: autoplay wrote nothing; the player's things are as they were.
      const kept = await page.evaluate(() => ({ writes: Object.keys(window.gooseSaves), all: { ...localStorage } }));
      assert.deepEqual(kept.writes, [], "autoplay wrote to localStorage");
      assert.deepEqual(kept.all, mine, "autoplay changed the player's localStorage");

      if (!opts.hasTouch) {
        // A game of computers is saved as it goes; the title's Continue (key C) resumes it.
        await page.evaluate(() => localStorage.clear());
        await page.goto(base + "/?seats=cpu,cpu:hard&mute=1&seed=5");
        await waitFor(page, () => window.gooseSaves["goose/game.json"] || window.gooseError, "the game in progress was never saved", 60000);
        await page.goto(base + "/?mute=1");
        await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
        await page.mouse.click(3, 3);
        await page.keyboard.press("c");
        await waitFor(page, () => window.gooseScene === "play", "Continue did not resume the saved game", 30000);
      }
    } finally {
      for (const n of new Set(notes)) console.log(`(${name}) ${n}`);
      await ctx.close();
    }
    assert.deepEqual(errors, []);
  });
}

// issue 11.5: where the page may not use local storage (site data blocked, a
// sandboxed frame: reading window.localStorage throws), the game starts,
// keeps things in memory and says so.
test("the game starts when local storage throws", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  const said = [];
  watch(page, errors, []);
  page.on("console", (m) => said.push(m.text()));
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() { throw new DOMException("The document is sandboxed and lacks the 'allow-same-origin' flag.", "SecurityError"); },
    });
  });
  try {
    await page.goto(base + "/?seats=cpu,cpu&mute=1&seed=3");
    await waitFor(page, () => window.gooseReady === true || window.gooseError || window.gooseExited !== undefined, "the game did not start", 90000);
    const st = await page.evaluate(() => ({ scene: window.gooseScene, error: window.gooseError, exited: window.gooseExited }));
    assert.equal(st.error, undefined);
    assert.equal(st.exited, undefined);
    assert.equal(st.scene, "play");
    await page.waitForTimeout(2000); // a few turns, each saved to memory
    assert.equal(await page.evaluate(() => window.gooseExited), undefined, "the game stopped");
    assert.ok(said.some((t) => /will not be kept/.test(t)), "nothing said that settings and games will not be kept: " + said.join(" | "));
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

// What a screen reader gets (issue 29): beside the canvas, a mirror of the
// screen in the page's accessibility tree, read here as assistive technology
// reads it (the ARIA snapshot and role queries, never the canvas): the
// screen's title, its controls by role, name and state; the game's focus as
// the canvas's active descendant; a control used from the mirror does what
// a click does.
test("the accessibility tree mirrors the screen, follows the focus, and uses a control", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/?mute=1&lang=en");
    await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
    await waitFor(page, () => document.querySelector("#goose-controls button"), "no mirror of the title's controls", 10000);
    const tree = await page.locator("#goose-access").ariaSnapshot();
    assert.match(tree, /heading "Goose"/, tree);
    assert.match(tree, /button "New game"/, tree);
    assert.match(tree, /button "Continue" \[disabled\]/, tree);
    assert.equal(await page.getByRole("button", { name: "Settings" }).count(), 1);
    const canvas = page.locator("canvas");
    assert.equal(await canvas.getAttribute("role"), "application");

    await page.mouse.click(3, 3);
    await press(page, "Tab");
    await waitFor(page, () => {
      const id = document.querySelector("canvas").getAttribute("aria-activedescendant");
      return id && document.getElementById(id)?.textContent === "New game";
    }, "Tab did not move the mirror's focus to New game", 10000);

    await page.getByRole("button", { name: "Settings" }).dispatchEvent("click");
    await waitFor(page, () => window.gooseScene === "settings", "Settings used from the accessibility tree did not open", 10000);
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

// A whole game as a blind player gets it (issue 29): the test reads only the
// page's accessibility tree and its live regions, and presses only keys:
// the fastest speed with 4, then Space whenever the tree offers Ann's
// throw, until the alert names the winner.
test("a whole game played from the accessibility tree with keys alone", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/?mute=1&lang=en&seed=11&seats=Ann,cpu:easy");
    await waitFor(page, () => window.gooseReady === true || window.gooseError, "the game never drawn", 90000);
    const tree = page.locator("#goose-access");
    await page.mouse.click(2, 2); // the window's corner: the keys come to the game
    await press(page, "4");
    let throws = 0;
    let snap = "";
    for (let i = 0; i < 600; i++) {
      snap = await tree.ariaSnapshot();
      if (/- alert: .+/.test(snap)) break;
      if (/button "Ann[^"]*"(?! \[disabled\])/.test(snap)) {
        await press(page, "Space");
        throws++;
      } else {
        await page.waitForTimeout(50);
      }
    }
    const alert = (snap.match(/- alert: (.+)/) || [])[1] || "";
    assert.match(alert, /Ann|Computer/, "no winner told in the alert after " + throws + " throws:\n" + snap);
    const log = await page.getByRole("log").innerText();
    assert.ok(throws >= 5 && /Ann/.test(log), `throws ${throws}; the log region: ${log.slice(0, 300)}`);
    bench.push(`a game from the accessibility tree: ${throws} throws by Space`);
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

// The board editor in a browser (RULES §7.3): Export is a download named
// after the board; Import is the upload dialog, where a bad file changes
// nothing and a good one opens; Save keeps the board in local storage.
test("the editor exports, imports and saves boards", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 }, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  await page.addInitScript(instrument);
  // The editor's panel at 1280x720 (scenes/editorpanel.go): the File tab, then its buttons.
  const fileTab = [1210, 81], save = [1036, 135], exportBt = [921, 181], importBt = [1152, 181];
  // The game reads input once a frame: the press and the release each wait for frames of their own.
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const click = async (xy) => {
    await page.mouse.move(xy[0], xy[1]);
    await page.mouse.down();
    await frames();
    await page.mouse.up();
    await frames();
  };
  const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem("goose/board-01.json") || "{}").name);
  try {
    await page.goto(base + "/?edit=1&rules=classic&mute=1");
    await waitFor(page, () => window.gooseScene === "editor" || window.gooseError, "the editor did not open", 90000);
    await click(fileTab);
    const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 10000 }), click(exportBt)]);
    // A board made from a preset has a name of its own ("Classic, my board"): a preset's name is the preset's alone.
    assert.match(dl.suggestedFilename(), /^classic-.+\.goose\.json$/);
    const exported = JSON.parse(await (await import("node:fs/promises")).readFile(await dl.path(), "utf8"));
    const own = exported.name;
    assert.notEqual(own, "classic");
    assert.equal(exported.goal, 63);

    const upload = async (name, text) => {
      const [fc] = await Promise.all([page.waitForEvent("filechooser", { timeout: 10000 }), click(importBt)]);
      await fc.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
      await page.waitForTimeout(300); // the browser reads the file, then a tick takes it
      await frames();
      await frames();
      await click(save);
    };
    await upload("broken.json", '{"format": 1, "name": "broken",');
    assert.equal(await saved(), own, "a bad file changed the board");
    exported.name = "uploaded";
    exported.goal = 70;
    await upload("uploaded.json", JSON.stringify(exported));
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("goose/board-02.json") || "{}").goal), 70);
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem("goose/boards.json")));
    assert.deepEqual(list.map((e) => e.name), [own, "uploaded"]);
    await page.screenshot({ path: path.join(shots, "editor-1280x720.png") });
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test("the page follows a resized window", async () => {
  const ctx = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/?mute=1");
    await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
    const ready = await page.evaluate(() => window.gooseReadyMs);
    bench.push(`800x600 first load with mute=1 (no sound to synthesise): first game frame ${ready.toFixed(0)} ms after navigation`);
    await page.setViewportSize({ width: 600, height: 900 });
    await waitFor(page, () => document.querySelector("canvas").width === 600 && document.querySelector("canvas").height === 900, "canvas kept its old size", 10000);
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test("the host page embeds the game in an iframe that may play sound", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/play.html?mute=1");
    assert.match(await page.getAttribute("iframe", "allow"), /autoplay/);
    const frame = await (await page.waitForSelector("iframe")).contentFrame();
    await frame.waitForFunction(() => window.gooseReady === true || window.gooseError, null, { timeout: 90000 });
    assert.equal(await frame.evaluate(() => window.gooseScene), "title");
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test("a bad address says what is wrong with it", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/?seed=abc");
    await waitFor(page, () => window.gooseExited !== undefined || window.gooseError, "the game neither ran nor stopped", 90000);
    assert.equal(await page.evaluate(() => window.gooseExited), 2);
    await page.waitForSelector("#message", { state: "visible", timeout: 5000 });
    const msg = await page.textContent("#message");
    assert.match(msg, /invalid value "abc" for flag -seed/);
    assert.doesNotMatch(msg, /usage:/, "the command line's usage means nothing in a page");
    await page.mouse.move(300, 300);
    await page.waitForTimeout(300);
  } finally {
    await ctx.close();
  }
  // The page reports the failure once, as an error; nothing else goes wrong.
  assert.equal(errors.length, 1, errors.join("\n"));
  assert.match(errors[0], /console error: goose: Goose cannot start with this address/);
});

test("without WebGL 2 the page says so", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  let wasm = false;
  page.on("request", (r) => { if (r.url().includes(".wasm")) wasm = true; });
  await page.addInitScript(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === "webgl2" ? null : get.call(this, kind, ...rest);
    };
  });
  try {
    await page.goto(base + "/");
    await page.waitForSelector("#message", { state: "visible", timeout: 10000 });
    assert.match(await page.textContent("#message"), /needs WebGL 2/);
    assert.equal(wasm, false, "the wasm was fetched though it cannot run");
    await page.screenshot({ path: path.join(shots, "no-webgl2.png") });
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

// startProgram runs a program and resolves at the first line of its output that
// matches re (the match), keeping the rest of its output in out.
function startProgram(cmd, args, re, what) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    const st = { proc: p, out: "", err: "", exit: null };
    st.exited = new Promise((done) => p.on("exit", (code) => { st.exit = code; done(code); }));
    const timer = setTimeout(() => reject(new Error(what + " said nothing in 30 s: " + st.out + st.err)), 30000);
    p.on("error", reject);
    p.on("exit", (code) => { clearTimeout(timer); reject(new Error(what + " exited with " + code + ": " + st.out + st.err)); });
    p.stderr.on("data", (d) => { st.err += d; });
    p.stdout.on("data", (d) => {
      st.out += d;
      const m = st.out.match(re);
      if (m) {
        clearTimeout(timer);
        resolve(Object.assign(st, { m }));
      }
    });
  });
}

// withHost runs play against a `goose host` serving the site, in a new
// browser context of opts; play may start the desktop client (startBot,
// with the bot's flags).
// Everything is stopped after, and no console error, page error or failed
// request may have happened.
async function withHost(opts, play) {
  assert.ok(botBin, "set GOOSE_BOT (build/web/e2e/run.sh does)");
  const data = mkdtempSync(path.join(os.tmpdir(), "goose-host-"));
  const host = await startProgram(bin, ["host", "--addr", "127.0.0.1:0", "--site", site, "--data", data], /hosting at http:\/\/(127\.0\.0\.1:\d+)\//, "goose host");
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  const run = { hostBase: "http://" + host.m[1], ctx, page, bot: null };
  run.startBot = async (...args) => (run.bot = await startProgram(botBin, ["--url", "ws://" + host.m[1] + "/ws", ...args], /room ([0-9A-Z]{10})/, "the desktop client"));
  try {
    await play(run);
  } finally {
    run.bot?.proc.kill("SIGTERM");
    await ctx.close();
    host.proc.kill("SIGTERM");
    await host.exited;
    rmSync(data, { recursive: true, force: true });
  }
  assert.deepEqual(errors, []);
}

// frames waits three frames: a key or a finger held that long is seen by
// the game in a tick of its own, as a hand's is.
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))));

// press holds key k down over a few frames, and lets go.
async function press(page, k) {
  await page.keyboard.down(k);
  await frames(page);
  await page.keyboard.up(k);
  await frames(page);
}

test("an online game: the browser joins a desktop client's room from its link pasted, with a computer, to the end", () => withHost({ viewport: { width: 1280, height: 720 } }, async ({ hostBase, ctx, page, startBot }) => {
    await ctx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: hostBase });
    // A link with no room code in it opens Play online, which says so (scenes' TestOnlineLinkAndRefusals reads the words).
    await page.goto(hostBase + "/?room=not-a-code&autoplay=1&mute=1");
    await waitFor(page, () => window.gooseScene === "online" || window.gooseError || window.gooseExited !== undefined, "a bad room link did not open Play online", 90000);
    assert.equal(await page.evaluate(() => window.gooseExited), undefined, "a bad room link stopped the game");
    await page.screenshot({ path: path.join(shots, "online-bad-link-1280x720.png") });

    const bot = await startBot();
    const code = bot.m[1];
    const t0 = Date.now();
    // The room's link copied, and pasted over the bad code with Ctrl+V, as a
    // player does (Tab until the code's field, as the screen reads: the
    // name's field, the room's options, the button that makes a room, then
    // the code's field): the page's paste event brings it, the code is read
    // from the link, and the demonstration joins the room named.
    await page.evaluate((link) => navigator.clipboard.writeText(link), hostBase + "/?room=" + code);
    // Each key held, and let go, over a few frames, as a hand does.
    const focusedOn = () => page.evaluate(() => {
      const id = document.querySelector("canvas").getAttribute("aria-activedescendant");
      return id && document.getElementById(id)?.getAttribute("aria-label");
    });
    for (let i = 0; i < 10 && (await focusedOn()) !== "Room code"; i++) await press(page, "Tab");
    assert.equal(await focusedOn(), "Room code", "Tab never came to the room code's field");
    for (let i = 0; i < "not-a-code".length; i++) await press(page, "Backspace");
    await page.keyboard.down("Control");
    await press(page, "v");
    await page.keyboard.up("Control");
    await waitFor(page, () => window.gooseScene === "play" || window.gooseError, "the link pasted never reached the game", 90000);
    await page.screenshot({ path: path.join(shots, "online-play-1280x720.png") });
    await waitFor(page, () => window.gooseExited !== undefined || window.gooseError, "the online game never ended in the browser", 150000);
    const end = await page.evaluate(() => ({ exited: window.gooseExited, scenes: window.gooseScenes, error: window.gooseError }));
    assert.equal(end.error, undefined);
    assert.equal(end.exited, 0);
    // The lobby shows unless the game starts as the browser joins (the bot starts at once).
    assert.deepEqual(end.scenes.filter((s) => s !== "lobby"), ["online", "play", "results"]);
    await page.screenshot({ path: path.join(shots, "online-results-1280x720.png") });
    bench.push(`online game (browser, desktop client, computer) link to results: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const code2 = await Promise.race([bot.exited, new Promise((r) => setTimeout(() => r("still running"), 30000))]);
    assert.equal(code2, 0, "the desktop client: " + bot.out + bot.err);
    assert.match(bot.out, /identical to the replay: true/);
    bench.push("online desktop client: " + bot.out.trim().split("\n").pop());
}));

test("on a phone, a tap on a field brings up the keyboard, and what it types joins a room", () => withHost(sizes[1], async ({ hostBase, ctx, page, startBot }) => {
    await page.goto(hostBase + "/?room=not-a-code&mute=1");
    await waitFor(page, () => window.gooseScene === "online" || window.gooseError, "a bad room link did not open Play online", 90000);
    const bot = await startBot();
    // A finger held a moment, as a hand taps (CSS pixels; the screen is
    // drawn at 3 device pixels to one: the game once took the tap three
    // times as far from the corner, and no button answered).
    const cdp = await ctx.newCDPSession(page);
    const tap = async (x, y) => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      await frames(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await frames(page);
    };
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
    const keyboardUp = async (what) => assert.equal(await focused(), "ebitengine-textinput", what + " left the page's focus on " + (await focused()) + ": a phone shows no keyboard");
    // Where a control is drawn, found by its name in the accessibility tree.
    const at = (name) => page.evaluate((n) => {
      // a control, not the words that label it
      const e = [...document.querySelectorAll("#goose-controls input, #goose-controls button")].find((e) => (e.getAttribute("aria-label") || e.textContent) === n);
      return e && { x: +e.dataset.x, y: +e.dataset.y, w: +e.dataset.w, h: +e.dataset.h };
    }, name);
    // tapOn taps a control found by its name: in its middle, or near its
    // right end (a field's: the caret goes where the finger lands, after its text).
    const tapOn = async (name, end) => {
      const r = await at(name);
      assert.ok(r, "no control named " + name + " in the accessibility tree");
      await tap(end ? r.x + r.w - 6 : r.x + r.w / 2, r.y + r.h / 2);
    };
    await tapOn("Your name");
    await keyboardUp("a tap on the name's field");
    await page.keyboard.insertText("Zoë");
    await tapOn("Room code", true); // the keyboard passes on
    await keyboardUp("a tap from the name's field to the code's");
    for (let i = 0; i < "not-a-code".length; i++) await press(page, "Backspace");
    // A phone's keyboard types a word into the focused text element, composed
    // until it is committed; put away (iOS's Done blurs the text element),
    // the word stays in the field and the keyboard does not come back.
    await page.keyboard.insertText(bot.m[1]);
    await frames(page);
    await page.screenshot({ path: path.join(shots, "online-phone-typed-390x844.png") });
    await page.evaluate(() => document.activeElement.blur());
    await frames(page);
    await tap(195, 600); // nowhere in particular
    assert.notEqual(await focused(), "ebitengine-textinput", "the keyboard came back after it was put away");
    await tapOn("Join");
    await waitFor(page, () => ["lobby", "play"].includes(window.gooseScene) || window.gooseError, "the code typed on the phone's keyboard joined no room", 60000);
    assert.notEqual(await focused(), "ebitengine-textinput", "the keyboard stayed up after the field was left");
    await page.screenshot({ path: path.join(shots, "online-phone-joined-390x844.png") });
}));

// Share a game (issue 27): a game recorded by `goose sim --record`, made
// into a ?replay= link here as the game makes one (version "1", the
// replay's JSON deflated, base64url), opens in the replay viewer and plays
// to its results, which offer "Share this game" and say whose dice were
// the luckiest; a damaged link leaves the title, saying so (its notice is
// drawn on the canvas: see the screenshot).
test("a ?replay= link opens the shared game", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "goose-replay-"));
  const file = path.join(dir, "game.json");
  const sim = spawnSync(bin, ["sim", "--seats", "Ann,Zoë", "--seed", "4", "--record", file]);
  assert.equal(sim.status, 0, String(sim.stderr));
  const link = "1" + deflateRawSync(readFileSync(file)).toString("base64url");
  rmSync(dir, { recursive: true });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await page.goto(base + "/?mute=1&lang=en&replay=" + link);
    await waitFor(page, () => window.gooseReady === true || window.gooseError, "the replay never drawn", 90000);
    assert.equal(await page.evaluate(() => window.gooseScene), "play");
    await page.mouse.click(2, 2);
    await press(page, "4"); // the fastest speed
    await waitFor(page, () => window.gooseScene === "results", "the replay never reached its results", 60000);
    const log = await page.getByRole("log").innerText();
    assert.match(log, /Zoë/, "the log of the replay: " + log.slice(0, 300));
    assert.equal(await page.getByRole("button", { name: "Share this game" }).count(), 1);
    const tree = await page.locator("#goose-access").ariaSnapshot();
    assert.match(tree, /(Ann|Zoë)'s dice were the luckiest: [+−]?\d+ %/, tree);
    await page.screenshot({ path: path.join(shots, "replay-link-results-1280x720.png") });
    // Replays offers Import (the upload dialog here; a pasted link or a dropped file too).
    await page.getByRole("button", { name: "Back to title" }).dispatchEvent("click");
    await waitFor(page, () => window.gooseScene === "title", "Back to title", 10000);
    await page.getByRole("button", { name: "Replays" }).dispatchEvent("click");
    await waitFor(page, () => window.gooseScene === "replays", "Replays", 10000);
    assert.equal(await page.getByRole("button", { name: "Import" }).count(), 1);
    await page.screenshot({ path: path.join(shots, "replays-import-1280x720.png") });

    await page.goto(base + "/?mute=1&lang=en&replay=" + link.slice(0, link.length / 2));
    await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
    assert.equal(await page.evaluate(() => window.gooseScene), "title", "a damaged link does not open the title");
    await page.screenshot({ path: path.join(shots, "replay-link-damaged-1280x720.png") }); // the title's notice is drawn, not mirrored
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

// listen keeps every line the page gives its live regions (the log keeps
// only its last 50; the alert only its last), in order, as a screen
// reader hears them: gooseHeard.
function listen() {
  window.gooseHeard = [];
  new MutationObserver((ms) => {
    for (const m of ms) {
      const t = m.target;
      if (t.id === "goose-log") for (const n of m.addedNodes) window.gooseHeard.push(n.textContent);
      else if (t.id === "goose-alert" && t.textContent) window.gooseHeard.push(t.textContent);
    }
  }).observe(document, { childList: true, subtree: true });
}

// inPage runs play in a page of a new browser context of opts; no console
// error, page error or failed request may happen in it.
async function inPage(opts, play) {
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  const errors = [];
  watch(page, errors, []);
  try {
    await play({ ctx, page });
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
}

// reaction is a reaction said in an English log (the reactions of a watch test's room).
const reaction = /(A watcher|Desk|Robot): (Good luck|Oh no|Well played|Hurry up|Honk)!/g;

// until waits, on this side, for cond (a desktop client's output, say).
async function until(cond, what, ms) {
  for (const end = Date.now() + ms; !cond(); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > end) throw new Error(what + " in " + ms / 1000 + " s");
  }
}

// Watching (issue 27): a desktop client plays a computer in a room it
// made; the browser opens the room's watch link and, from the
// accessibility tree, watches: the game is started for it (the desktop
// client waits for a watcher), every line of the game reaches the live
// regions, the same lines the desktop client's log tells of its own game
// (the bot writes them, in English, from its updates replayed), and the
// watcher never has a throw to make. A reaction from the browser's menu is
// heard by the desktop client, which answers with one of its own, said in
// the browser's log. Each step is a function of its own, so the game can
// go on after its end (Play again) with a step more.
test("watching: the browser watches a desktop client play a computer, from the watch link; reactions cross both ways", () => withHost({ viewport: { width: 1280, height: 720 } }, async ({ hostBase, page, startBot }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "goose-watch-"));
  const said = path.join(dir, "said.txt");
  try {
    await page.addInitScript(listen);
    const bot = await startBot("--watched", "--pace", "400ms", "--stay", "5s", "--said", said);
    const code = bot.m[1];
    const heard = () => page.evaluate(() => window.gooseHeard.slice());

    // The watch link opens Play online with Watch the primary; the tree's Watch watches.
    await page.goto(hostBase + "/?mute=1&lang=en&watch=" + code);
    await waitFor(page, () => window.gooseScene === "online" || window.gooseError, "the watch link did not open Play online", 90000);
    await page.getByRole("button", { name: "Watch" }).dispatchEvent("click");
    await until(() => /watchers 1\n/.test(bot.out), "the desktop client never heard that one watches", 30000);
    await waitFor(page, () => window.gooseScene === "play" || window.gooseError, "the watched game never shown", 30000);
    await waitFor(page, () => window.gooseHeard.some((l) => /Desk|Robot/.test(l)), "no line of the game reached the live region", 30000);
    await page.screenshot({ path: path.join(shots, "watch-1280x720.png") });

    // Nothing to throw, at any turn: the tree never offers a throw, and
    // the throw's key does nothing the host would take.
    const noThrow = async () => {
      const snap = await page.locator("#goose-access").ariaSnapshot();
      assert.doesNotMatch(snap, /button "(Desk|Robot)[^"]*"/, "a throw offered to the watcher:\n" + snap);
      return snap;
    };
    await noThrow();

    // A reaction from the watcher's menu (the tree's Menu, then Good luck!).
    await page.getByRole("button", { name: "Menu" }).dispatchEvent("click");
    await waitFor(page, () => [...document.querySelectorAll("#goose-controls button")].some((b) => b.textContent === "Good luck!"), "no reactions in the watcher's menu", 10000);
    await page.screenshot({ path: path.join(shots, "watch-menu-1280x720.png") });
    await page.getByRole("button", { name: "Good luck!" }).dispatchEvent("click");
    await until(() => /reaction luck from a watcher\n/.test(bot.out), "the desktop client never heard the watcher's reaction", 15000);
    await until(() => /answered well\n/.test(bot.out), "the desktop client did not answer", 5000);
    await waitFor(page, () => window.gooseHeard.some((l) => l.includes("Desk: Well played!")), "the desktop client's reaction never reached the browser's log", 15000);
    await page.screenshot({ path: path.join(shots, "watch-reaction-1280x720.png") });
    assert.ok((await heard()).some((l) => l.includes("A watcher: Good luck!")), "the watcher's own reaction is not in its log");
    await page.mouse.click(2, 2); // the window's corner: the keys come to the game
    await press(page, "Space"); // the throw's key: nothing to throw
    await press(page, "4"); // the fastest speed: the watcher keeps up with the desktop client

    // To the end, watching: the alert names the winner.
    let snap = "";
    for (let i = 0; i < 900 && !(await page.evaluate(() => window.gooseScene === "results" || !!window.gooseError)); i++) {
      snap = await noThrow();
      await page.waitForTimeout(200);
    }
    const end = await page.evaluate(() => ({ scenes: window.gooseScenes, error: window.gooseError, alert: document.getElementById("goose-alert")?.textContent }));
    assert.equal(end.error, undefined);
    assert.deepEqual(end.scenes.filter((s) => s !== "lobby"), ["online", "play", "results"]);
    assert.match(end.alert, /Desk|Robot/, "no winner in the alert: " + snap);
    await page.screenshot({ path: path.join(shots, "watch-results-1280x720.png") });
    // The watcher saw the game whole, from the host's promise of the seed: it checks the dice too.
    await waitFor(page, () => /Dice checked: fair/.test(document.getElementById("goose-access").textContent), "the watcher's results do not say the dice were checked", 10000);
    assert.equal(await Promise.race([bot.exited, new Promise((r) => setTimeout(() => r("still running"), 30000))]), 0, "the desktop client: " + bot.out + bot.err);
    assert.match(bot.out, /identical to the replay: true/);

    // The live regions told the watcher the very game the desktop client
    // played, from its first throw: its words, in order (the reactions
    // apart; spaces aside, as the page hears a tick's words as one line).
    const lines = await heard();
    const flat = (s) => s.replace(reaction, "").replace(/\s+/g, "");
    assert.equal(flat(lines.join("")), flat(readFileSync(said, "utf8")), "the watcher heard:\n" + lines.join("\n"));
    bench.push(`watching: ${lines.length} lines heard by the browser watcher, the desktop client's game word for word`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}));

// Reduced motion (issue 29) follows the browser's prefers-reduced-motion
// as it changes, while a game runs: the settings' Time and sound page,
// opened from the game's menu, says that the system asks for less motion
// (in the accessibility tree: no canvas read) once the system asks, and
// no more once it stops asking; the game then resumes.
test("the game follows prefers-reduced-motion changing while it runs", () => inPage({ viewport: { width: 1280, height: 720 } }, async ({ page }) => {
  const says = "Your system asks for less motion";
  const tree = () => page.locator("#goose-access").ariaSnapshot();
  const shown = (text) => page.evaluate((t) => document.getElementById("goose-controls").textContent.includes(t), text);
  const use = (role, name) => page.getByRole(role, { name }).dispatchEvent("click");
  await page.goto(base + "/?mute=1&lang=en&seats=cpu,cpu&seed=2");
  await waitFor(page, () => window.gooseScene === "play" || window.gooseError, "the game never drawn", 90000);
  await use("button", "Menu");
  await waitFor(page, () => document.getElementById("goose-controls").textContent.includes("Settings"), "no Settings in the game's menu", 10000);
  await use("button", "Settings");
  await waitFor(page, () => window.gooseScene === "settings", "the menu's Settings did not open", 10000);
  await use("tab", "Time and sound");
  await waitFor(page, () => document.getElementById("goose-controls").textContent.includes("Reduce motion"), "the Time and sound page never shown", 10000);
  assert.equal(await shown(says), false, "the page says the system reduces motion before it asks");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await waitFor(page, () => document.getElementById("goose-controls").textContent.includes("Your system asks for less motion"), "the page did not follow the system asking for less motion", 10000);
  assert.match(await tree(), /- paragraph: Your system asks for less motion, so motion is reduced\./);
  await page.screenshot({ path: path.join(shots, "reduced-motion-settings-1280x720.png") });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await waitFor(page, () => !document.getElementById("goose-controls").textContent.includes("Your system asks for less motion"), "the page still says the system asks for less motion after it stopped", 10000);

  // Back to the game, which goes on: new lines come to its log.
  await use("button", "Back");
  await waitFor(page, () => window.gooseScene === "play", "Back did not return to the game", 10000);
  const before = await page.evaluate(() => document.getElementById("goose-log").textContent);
  await use("button", "Resume");
  await waitFor(page, (b) => document.getElementById("goose-log").textContent !== b, "the game did not go on", 30000, before);
}));

// The page's zoom (issue 29: at 200 % the canvas drew the same pixels).
// Headless Chromium has no zoom command (CDP's setPageScaleFactor is a
// pinch, which leaves the page's size alone); the page is shown what a
// zoom to 200 % shows it instead: its inner width halved, the device
// pixel ratio doubled, the window's outer width as it was, and a resize.
// The text grows with it: New game, found in the accessibility tree, takes
// a larger share of the screen; and the tree says where it is drawn in the
// page's pixels, so that a click there uses it.
test("page zoom: the text grows with it, and the accessibility tree says where controls are", () => inPage({ viewport: { width: 1280, height: 720 } }, async ({ ctx, page }) => {
  // New game as the tree places it, in page pixels, and its height over the page's.
  const place = () => page.evaluate(() => {
    const b = [...document.querySelectorAll("#goose-controls button")].find((e) => e.textContent === "New game");
    const d = b.dataset;
    return { x: +d.x, y: +d.y, w: +d.w, h: +d.h, share: +d.h / innerHeight, zoom: outerWidth / innerWidth };
  });
  await page.goto(base + "/?mute=1&lang=en");
  await waitFor(page, () => window.gooseReady === true || window.gooseError, "title never drawn", 90000);
  const at100 = await place();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setDeviceMetricsOverride", { width: 640, height: 360, deviceScaleFactor: 2, mobile: false });
  await waitFor(page, (was) => {
    const b = [...document.querySelectorAll("#goose-controls button")].find((e) => e.textContent === "New game");
    return innerWidth === 640 && b && (+b.dataset.x !== was.x || +b.dataset.h !== was.h);
  }, "New game never told anew after the zoom", 10000, at100);
  const at200 = await place();
  assert.equal(at200.zoom, 2);
  assert.ok(at200.share > at100.share * 1.3, `the text did not grow with the zoom: New game ${at100.share} of the page's height at 100 %, ${at200.share} at 200 %`);
  // (page.screenshot would set the context's own size again: CDP's capture keeps the zoom.)
  const shot = await cdp.send("Page.captureScreenshot", { format: "png" });
  writeFileSync(path.join(shots, "zoom-200-title-1280x720.png"), Buffer.from(shot.data, "base64"));
  bench.push(`page zoom 200 %: New game ${(at100.share * 100).toFixed(1)} % of the page's height at 100 %, ${(at200.share * 100).toFixed(1)} % at 200 %`);
  // A click where the tree says New game is drawn uses it.
  assert.ok(at200.x + at200.w <= 640 && at200.y + at200.h <= 360, "New game placed off the page: " + JSON.stringify(at200));
  await page.mouse.click(at200.x + at200.w / 2, at200.y + at200.h / 2);
  await waitFor(page, () => window.gooseScene === "setup", "a click where the tree places New game did not use it", 10000);
}));

// Play again (issue 27), as a player sees it: the browser takes a seat in
// a desktop client's room (the client, the browser, a computer) from the
// room's link, and throws from the accessibility tree whenever its throw
// is offered. On the results the desktop client has said yes (--games 2),
// and the tree offers Play again, which the browser presses: the room
// deals the next game, with a new promised seed, and the browser is back
// at the board, the live region telling the new game's throws. The
// browser plays it to the end too; the desktop client checks both games'
// dice against their promises.
test("play again: the browser and a desktop client play a game, both say yes on the results, and play the next", () => withHost({ viewport: { width: 1280, height: 720 } }, async ({ hostBase, page, startBot }) => {
  await page.addInitScript(listen);
  const bot = await startBot("--games", "2", "--pace", "200ms");
  await page.goto(hostBase + "/?mute=1&lang=en&room=" + bot.m[1]);
  await waitFor(page, () => window.gooseScene === "online" || window.gooseError, "the room link did not open Play online", 90000);
  await page.getByRole("button", { name: "Join" }).dispatchEvent("click");
  await waitFor(page, () => window.gooseScene === "play" || window.gooseError, "the browser's game never began", 60000);
  await page.mouse.click(2, 2); // the window's corner: the keys come to the game
  await press(page, "4"); // the fastest speed
  const tree = page.locator("#goose-access");
  // toResults throws whenever the tree offers the browser's throw, until the results.
  const toResults = async (what) => {
    let throws = 0;
    let snap = "";
    for (let i = 0; i < 3000; i++) {
      const st = await page.evaluate(() => ({ scene: window.gooseScene, error: window.gooseError }));
      assert.equal(st.error, undefined);
      if (st.scene === "results") return throws;
      snap = await tree.ariaSnapshot();
      if (/button "(?!Desk|Robot)[^"]*: throw the dice"(?! \[disabled\])/.test(snap)) {
        await press(page, "Space");
        throws++;
      } else {
        await page.waitForTimeout(100);
      }
    }
    assert.fail(what + " never ended; " + throws + " throws; the tree:\n" + snap);
  };
  const first = await toResults("the first game");
  await until(() => /game 1 checked: play again\n/.test(bot.out), "the desktop client never said yes: " + bot.out + bot.err, 30000);
  // The results offer Play again, and say who has said yes.
  const again = page.getByRole("button", { name: "Play again" });
  await again.waitFor({ timeout: 15000 });
  await waitFor(page, () => /Desk: yes/.test(document.getElementById("goose-access").textContent), "the results never said the desktop client said yes", 15000);
  await page.screenshot({ path: path.join(shots, "again-results-1280x720.png") });
  const heardBefore = await page.evaluate(() => window.gooseHeard.length);
  await again.dispatchEvent("click");
  await until(() => /game 2 dealt, promise [0-9a-f]{12}\n/.test(bot.out), "the room never dealt the next game: " + bot.out + bot.err, 30000);
  await waitFor(page, () => window.gooseScene === "play" || window.gooseError, "the browser never went on into the next game", 30000);
  await waitFor(page, (n) => window.gooseHeard.slice(n).some((l) => /A new game of Classic begins/.test(l)), "the live region never told that the next game begins", 30000, heardBefore);
  await page.screenshot({ path: path.join(shots, "again-next-1280x720.png") });
  const second = await toResults("the second game");
  const end = await page.evaluate(() => ({ scenes: window.gooseScenes, alert: document.getElementById("goose-alert")?.textContent }));
  assert.deepEqual(end.scenes.filter((s) => s !== "lobby"), ["online", "play", "results", "play", "results"]);
  assert.match(end.alert, /wins|won/i, "no winner in the second game's alert");
  assert.equal(await Promise.race([bot.exited, new Promise((r) => setTimeout(() => r("still running"), 30000))]), 0, "the desktop client: " + bot.out + bot.err);
  assert.match(bot.out, /game 1: dice checked: fair\n[^]*game 2: dice checked: fair\n/);
  assert.ok(first > 0 && second > 0, `the browser's throws: ${first}, then ${second}`);
  bench.push(`play again: the browser threw ${first} times in the first game and ${second} in the next; both games' dice checked by the desktop client`);
}));
