// The logic engine in its Web Worker: on one of the hardest puzzles known
// the page keeps drawing frames while the worker computes the solve path
// (the app's own work per frame is printed), a hint arrives and is the
// native engine's, a cancelled hint does not hold up the next request, and
// the worker works offline from the service worker's cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, openPage, waitReady, waitState, state, frame, predictedStep, shotPath, HANG,
  press, openPuzzle, waitMirror } from './harness.mjs';
import { HARDEST } from './puzzles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');

const env = useBrowser();

const fresh = (puzzle) => openPuzzle(env, puzzle);

test('frames keep coming while the worker computes the path of one of the hardest puzzles', async () => {
  const solution = execFileSync(CLI, ['solve'], { input: HARDEST + '\n' }).toString().trim();
  const page = await fresh(HARDEST);
  // Measure the computing, not the worker's loading.
  await waitState(page, (s) => s.engine.state === 'ready');
  await page.evaluate(() => window.Module.ccall('sudoku_reset_frame_stats', null, [], []));
  const f0 = (await state(page)).frame_ms.frames;
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press('s');
  // Sample the app's frame counter while the path is incomplete (every 50 ms,
  // so that sampling itself takes little of the page's time).
  const samples = await page.evaluate((hang) => new Promise((resolve, reject) => {
    const out = [];
    const started = performance.now();
    const id = setInterval(() => {
      const s = window.sudokuApp.state();
      out.push({ frames: s.frame_ms.frames, complete: s.animation.complete, solving: s.solving, t: performance.now() });
      if (s.solving && s.animation.complete) { clearInterval(id); resolve(out); }
      if (performance.now() - started > hang) { clearInterval(id); reject(new Error('the path never completed')); }
    }, 50);
  }), HANG);
  const computing = samples.filter((x) => x.solving && !x.complete);
  assert.ok(computing.length > 0, 'the path took some time to compute');
  const framesWhileComputing = computing[computing.length - 1].frames - f0;
  const s = await state(page);
  const ms = s.frame_ms;
  const seconds = (samples[samples.length - 1].t - t0) / 1000;
  console.log(`# hardest puzzle's logic path (${s.animation.total} events) computed in the worker in ${seconds.toFixed(2)} s; ` +
    `meanwhile ${framesWhileComputing} frames, the app's own work per frame median ${ms.median.toFixed(2)} ms, ` +
    `p95 ${ms.p95.toFixed(2)} ms, p99 ${ms.p99.toFixed(2)} ms, max ${ms.max.toFixed(2)} ms over ${ms.window} frames; ` +
    `${s.engine.sent} requests to the worker`);
  // At least a frame per piece of the path arrives (the session asks for the
  // next piece when it takes the last); what matters is printed above: how
  // long the page's own work per frame took meanwhile.
  assert.ok(framesWhileComputing >= 3, `only ${framesWhileComputing} frames while the path was computed`);
  assert.ok(s.engine.sent > 1, 'the path is asked for in pieces');
  await page.screenshot({ path: shotPath('engine-hardest-solve.png') });
  // The path ends at the solution.
  await press(page, 'End');
  const end = await waitState(page, (st) => st.animation.step === st.animation.total);
  assert.equal(end.animation.values, solution);
  await closeChecked(page);
});

test('a hint on the hardest puzzle arrives from the worker and is the native engine\'s', async () => {
  const expected = predictedStep(HARDEST);
  const page = await fresh(HARDEST);
  // Asked at once: the worker may still be loading, and the hint waits for it.
  await press(page, 'h');
  let s = await waitState(page, (st) => st.hint.level === 1);
  assert.equal(s.hint_pending, false);
  assert.equal(s.hint.technique, expected.technique);
  await press(page, 'h');
  await press(page, 'h');
  s = await waitState(page, (st) => st.hint.level === 3);
  await page.screenshot({ path: shotPath('engine-hardest-hint.png') });
  await press(page, 'Enter');
  s = await waitState(page, (st) => st.hint.level === 0);
  assert.ok(expected.placements.length + expected.eliminations.length > 0);
  for (const p of expected.placements) assert.equal(s.values[p.cell], p.digit);
  for (const e of expected.eliminations) {
    assert.ok(s.candidates[e.cell] !== '' && !s.candidates[e.cell].includes(e.digit), `r${Math.floor(e.cell / 9) + 1}c${e.cell % 9 + 1}<>${e.digit}`);
  }
  await closeChecked(page);
});

test('a cancelled hint does not hold up what is asked next', async () => {
  const page = await fresh(HARDEST);
  await waitState(page, (s) => s.engine.state === 'ready');
  await page.keyboard.press('h');
  await page.keyboard.press('Escape');     // cancels the hint while the worker works on it
  await frame(page);
  let s = await state(page);
  assert.equal(s.hint_pending, false);
  await press(page, 's');                  // the next request: the solve path
  s = await waitState(page, (st) => st.solving && st.animation.complete);
  assert.equal(s.hint.level, 0, 'the cancelled hint is never shown');
  await press(page, 'End');
  s = await waitState(page, (st) => st.animation.step === st.animation.total);
  assert.ok(!s.animation.values.includes('.'), 'the path reaches a full grid');
  console.log(`# after a cancelled hint: ${s.engine.sent} requests, ${s.engine.restarts} worker restarts`);
  await closeChecked(page);
});

test('offline, the engine worker loads from the service worker\'s cache', async () => {
  const page = await openPage(env.browser, env.url);
  await waitReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: HANG });
  await page.context().setOffline(true);
  await page.reload();
  await waitReady(page);
  await press(page, 'h');
  const s = await waitState(page, (st) => st.hint.level === 1);
  assert.equal(s.engine.state, 'ready');
  assert.ok(s.hint.technique.length > 0);
  await closeChecked(page);
});

test('when the engine worker cannot be loaded, it is tried again, then reported, and the page runs on', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 });
  let asked = 0;
  const urls = [];
  await context.route('**/sudoku-engine.js*', (route) => {
    asked += 1;
    urls.push(new URL(route.request().url()).search);
    return route.fulfill({ status: 404, body: 'not found' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url + '#' + HARDEST);
  await waitReady(page);
  await press(page, 'h');
  const s = await waitState(page, (st) => st.engine.state === 'failed');
  // Twice by the page (and once more by the service worker's cache, when it installs).
  assert.ok(asked >= 2, `the worker's script was asked for ${asked} times`);
  // Each try after a failed one under a URL of its own (a broken answer the
  // browser kept for one URL is not given again).
  assert.ok(urls.some((u) => /[?&]try=2(&|$)/.test(u)), urls.join(' '));
  // Restarted once (and, when it had given up before the hint was asked
  // for, twice more for the hint: a request after giving up tries again).
  assert.ok(s.engine.restarts >= 1, `restarted ${s.engine.restarts} times`);
  // The hint stops waiting and says what cannot be done.
  const told = await waitState(page, (st) => !st.hint_pending && /hints.*are not available/.test(st.message));
  assert.equal(told.hint.level, 0);
  assert.ok(errors.some((e) => e.includes('the engine worker failed')), errors.join('\n'));
  await page.screenshot({ path: shotPath('engine-failed-hint-said.png') });
  await context.close();
});

test('without Web Workers the page starts and runs, and the engine reports that it cannot start', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    window.Worker = function () { throw new Error('Workers are turned off'); };
    localStorage.setItem('sudoku.help.v1', 'seen');  // no first-visit help over the keys
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push('page error: ' + e));
  await page.goto(env.url);
  await waitReady(page);
  await press(page, 'h');
  const s = await waitState(page, (st) => st.engine.state === 'failed' && !st.hint_pending);
  assert.match(s.message, /hints.*are not available/);
  assert.ok(errors.some((e) => e.includes('Workers are turned off')), errors.join('\n'));
  // A new game cannot be made without the engine: it comes from the collection.
  await waitMirror(page);
  await page.evaluate(() => window.sudokuA11y.command('new_game', 'expert'));
  const game = await waitState(page, (st) => st.origin.kind === 'collection');
  assert.equal(game.record.level, 3);
  assert.match(game.message, /could not be made \(the puzzle engine could not be started\): here is one from the collection/);
  assert.ok(!errors.some((e) => e.startsWith('page error')), errors.join('\n'));
  await context.close();
});
