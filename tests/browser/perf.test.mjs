// First-load size and start-up time of the built site. The size budget is
// checked (it is deterministic); times are printed as figures, not asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useBrowser, closeChecked, openPage, waitReady, waitState, siteDir, HANG } from './harness.mjs';

const env = useBrowser();

const KB = 1024;
// The first-load budget (src/bench/README.md, "The web app's first load": what each step gave).
const BUDGET = 300 * KB;
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(siteDir, f)), { level: 9 }).length;
// The engine worker's files: loaded after the first frame, not part of the first load.
const ENGINE = ['sudoku-engine.js', 'sudoku-engine.wasm'];

test(`the first load is at most ${BUDGET / KB} KB gzip; the engine worker loads after it`, async () => {
  // Everything the page asked for before its first frame was drawn (the
  // browser's resource timing); what it loads after (the engine worker, the
  // DOM mirror) is not part of the first load.
  const page = await openPage(env.browser, 'about:blank');
  const fetched = new Set();
  const requests = [];
  page.on('request', (r) => {
    requests.push(r.url());
    fetched.add(new URL(r.url()).pathname.replace(/^\//, '') || 'index.html');
  });
  await page.goto(env.url);
  await waitReady(page);
  const first = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.startTime <= window.sudokuApp.readyAt)
    .map((e) => new URL(e.name).pathname.replace(/^\//, '')));
  let total = gz('index.html');
  const parts = [`index.html ${(total / KB).toFixed(1)} KB`];
  for (const f of new Set(first)) {
    if (ENGINE.includes(f) || !fs.existsSync(path.join(siteDir, f))) continue;
    parts.push(`${f} ${(gz(f) / KB).toFixed(1)} KB`);
    total += gz(f);
  }
  console.log(`# first load: ${(total / KB).toFixed(1)} KB gzip (${parts.join(', ')})`);
  assert.ok(fetched.has('sudoku.wasm'));
  assert.ok(!fetched.has('puzzles.txt'), 'the puzzle collection loads only when asked for');
  assert.ok(total <= BUDGET, `first load ${total} bytes gzip`);
  // Each file of the first load downloads once: a preload under another URL
  // than the one boot.js asks for (say without the build's ?b=) is a second
  // download of the module.
  for (const f of ['sudoku.js', 'sudoku.wasm']) {
    const asked = requests.filter((u) => new URL(u).pathname.endsWith('/' + f));
    assert.equal(asked.length, 1, `${f} is requested once, not as ${asked.join(' and ')}`);
  }
  // Then the engine worker: its module, and how long it took to be ready.
  const s = await waitState(page, (st) => st.engine.state === 'ready');
  for (const f of ENGINE) assert.ok(fetched.has(f), `${f} is loaded`);
  console.log(`# engine worker: ${ENGINE.map((f) => `${f} ${(gz(f) / KB).toFixed(1)} KB`).join(', ')} gzip, ` +
    `ready ${s.engine.load_ms.toFixed(0)} ms after it was started (after the first frame)`);
  await closeChecked(page);
});

test('the logic engine is in the worker\'s module, not the page\'s', () => {
  // Text that only the techniques' code writes (their sentences).
  for (const text of ['would leave a cell or a unit without a digit', 'Sashimi']) {
    const has = (f) => fs.readFileSync(path.join(siteDir, f)).includes(Buffer.from(text));
    assert.ok(has('sudoku-engine.wasm'), `'${text}' is in the engine module (if the sentence changed, pick another)`);
    assert.ok(!has('sudoku.wasm'), `'${text}' is in the page's module: it links the logic engine`);
  }
});

test('ImGui\'s built-in font is not in the page\'s module', () => {
  // ImGui names the font it adds when none was added; the page's link leaves
  // that fallback out (src/app/platform/imgui_default_font.cpp). If the
  // name is back, so are the font's 11 KB of data.
  const wasm = fs.readFileSync(path.join(siteDir, 'sudoku.wasm'));
  assert.ok(!wasm.includes(Buffer.from('ProggyClean')), 'sudoku.wasm links ImGui\'s built-in font');
});

test('SDL\'s game-controller code is not in the page\'s module', () => {
  // The app reads no gamepad: the page's link stands in for the three calls
  // ImGui's SDL backend makes (src/app/platform/sdl_game_controller.cpp).
  // If SDL's controller mappings are back, so is that code, 9 KB gzip.
  const wasm = fs.readFileSync(path.join(siteDir, 'sudoku.wasm'));
  assert.ok(!wasm.includes(Buffer.from('leftshoulder:b')), 'sudoku.wasm links SDL\'s game-controller mappings');
});

test('SDL\'s software window surface is not in the page\'s glue', () => {
  // The page draws with WebGL: its link stands in for the video driver's
  // framebuffer functions (src/app/platform/sdl_window_framebuffer.cpp),
  // whose JavaScript keeps a 2D context in Module.SDL2.
  const js = fs.readFileSync(path.join(siteDir, 'sudoku.js'), 'utf8');
  assert.ok(!js.includes('Module.SDL2'), 'sudoku.js has SDL\'s window-surface code');
});

test('SDL\'s touch gestures are not in the page\'s module', () => {
  // No one reads SDL's gesture events: the page's link stands in for SDL's
  // gesture hooks (src/app/platform/sdl_gestures.cpp).
  const wasm = fs.readFileSync(path.join(siteDir, 'sudoku.wasm'));
  assert.ok(!wasm.includes(Buffer.from('no gesture touch devices')), 'sudoku.wasm links SDL\'s gesture code');
});

test('the fullscreen and pointer-lock glue is not in the page\'s script', () => {
  // The app never goes fullscreen through SDL nor locks the pointer: the
  // page's link stands in for SDL's calls to Emscripten's fullscreen and
  // pointer-lock functions (src/app/platform/no_fullscreen_pointer_lock.cpp).
  const js = fs.readFileSync(path.join(siteDir, 'sudoku.js'), 'utf8');
  for (const name of ['fullscreenChangeEvent', 'pointerlockChangeEvent', 'softFullscreen']) {
    assert.ok(!js.includes(name), `sudoku.js has Emscripten's ${name}`);
  }
});

test('Emscripten\'s Browser object and main loop are not in the page\'s script', () => {
  // The page's loop is html5's animation-frame loop (main.cpp) and SDL's two
  // calls into Emscripten's browser library are answered without it
  // (src/app/platform/sdl_browser_calls.cpp): any function of that library
  // would link its Browser object, with a main loop, fullscreen and more.
  const js = fs.readFileSync(path.join(siteDir, 'sudoku.js'), 'utf8');
  assert.ok(!js.includes('mainLoop'), 'sudoku.js has Emscripten\'s Browser.mainLoop');
});

test('start-up time (printed)', async () => {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const page = await openPage(env.browser, env.url);
    await waitReady(page);
    times.push(await page.evaluate(() => ({ ready: window.sudokuApp.readyAt, runtime: window.sudokuApp.runtimeAt })));
    await page.context().close();
  }
  const median = (key) => times.map((t) => t[key]).sort((a, b) => a - b)[2];
  const ready = times.map((t) => t.ready).sort((a, b) => a - b);
  console.log(`# ready after ${ready.map((t) => t.toFixed(0)).join(', ')} ms (median ${median('ready').toFixed(0)} ms; ` +
    `module instantiated at ${median('runtime').toFixed(0)} ms) in headless Chromium, local server`);
  assert.equal(times.length, 5);
  for (const t of times) assert.ok(t.runtime > 0 && t.runtime <= t.ready, 'the module starts before the first frame');
});

test('a drawn frame never waits on the GPU process for the GL state ImGui saves (blend factors, scissor box)', async () => {
  const page = await openPage(env.browser, 'about:blank');
  await page.context().addInitScript(() => {
    // Chromium answers these WebGL queries by a round trip to its GPU
    // process, which waits until every command sent before it has run.
    const names = { 0x0C10: 'SCISSOR_BOX', 0x80C8: 'BLEND_DST_RGB', 0x80C9: 'BLEND_SRC_RGB', 0x80CA: 'BLEND_DST_ALPHA',
      0x80CB: 'BLEND_SRC_ALPHA', 0x8009: 'BLEND_EQUATION_RGB', 0x883D: 'BLEND_EQUATION_ALPHA' };
    const get = WebGL2RenderingContext.prototype.getParameter;
    window.glQueries = { all: 0, waited: [] };
    WebGL2RenderingContext.prototype.getParameter = function (name) {
      window.glQueries.all += 1;
      if (names[name]) window.glQueries.waited.push(names[name]);
      return get.call(this, name);
    };
  });
  await page.goto(env.url);
  await waitReady(page);
  // More frames drawn: a cell selected, a digit typed, the help opened.
  const drawn = () => page.evaluate(() => window.sudokuApp.state().frame_ms.drawn);
  const before = await drawn();
  await page.locator('#canvas').click({ position: { x: 60, y: 140 } });
  await page.keyboard.press('5');
  await page.keyboard.press('?');
  await page.waitForFunction((n) => window.sudokuApp.state().frame_ms.drawn >= n + 3, before, { timeout: HANG });
  const q = await page.evaluate(() => window.glQueries);
  assert.ok(q.all > 0, 'the other GL queries of the page are seen (the hook is in place)');
  assert.deepEqual(q.waited, [], 'queries answered by the GPU process');
  await closeChecked(page);
});

test('an idle page draws only when its picture changes; back in view it draws again', async () => {
  const page = await openPage(env.browser, env.url);
  await waitReady(page);
  const frames = () => page.evaluate(() => ({ ...window.sudokuApp.state().frame_ms, t: performance.now() }));
  // Wait on the app's own frame count, not on the clock: 60 idle frames.
  const framesAtLeast = (n) => page.waitForFunction((k) => window.sudokuApp.state().frame_ms.frames >= k, n, { timeout: HANG });
  await framesAtLeast(10);
  const a = await frames();
  await framesAtLeast(a.frames + 60);
  const b = await frames();
  const ran = b.frames - a.frames;
  const drawn = b.drawn - a.drawn;
  const seconds = (b.t - a.t) / 1000;
  console.log(`# idle for ${seconds.toFixed(1)} s: ${ran} frames run, ${drawn} drawn (the clock changes once a second)`);
  assert.ok(drawn <= Math.ceil(seconds) + 1, `${drawn} of ${ran} idle frames were drawn in ${seconds.toFixed(1)} s`);
  // The page comes back into view (as after switching tabs): one frame is
  // drawn even though nothing changed.
  const before = await frames();
  await page.evaluate(() => window.Module.ccall('sudoku_on_visibility', null, ['number'], [1]));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await frames();
  assert.ok(after.drawn > before.drawn, 'a frame is drawn when the page is visible again');
  // A click that selects a cell changes the picture: it is drawn.
  const c = await frames();
  await page.locator('#canvas').click({ position: { x: 60, y: 140 } });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const d = await frames();
  assert.ok(d.drawn > c.drawn, 'a click that selects a cell is drawn');
  await page.context().close();
});
