// New puzzles made on demand in the browser, by the engine worker: a new
// Expert game from the Menu while frames keep coming (the app's own work per
// frame is printed), checked with the native CLI (one solution, rated
// Expert); today's puzzle, which must be `sudoku generate --daily <date>`;
// and on a phone, with touch, "Practise this technique" from a hint's panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, clickMenuItem, firstStepBeyondSingles, openPage, waitReady, waitState, state, frame, shotPath, HANG, widget, click, tap,
  openPuzzle, practiceBankWithout } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE } from './puzzles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

const env = useBrowser();

const cli = (args, input = '') => execFileSync(CLI, args, { input }).toString().trim();
const dots = (line) => line.replace(/[0]/g, '.');

const fresh = (puzzle, options = {}) => openPuzzle(env, puzzle, options);

test('a new Expert game is made in the worker while frames keep coming; the CLI finds it unique and Expert', async () => {
  const page = await fresh(PUZZLE);
  await waitState(page, (s) => s.engine.state === 'ready');
  await page.evaluate(() => window.Module.ccall('sudoku_reset_frame_stats', null, [], []));
  await click(page, 'Menu');
  const f0 = (await state(page)).frame_ms.frames;
  // The worker's replies reach the page 1 s late, as from a slow
  // generation, so the wait is long enough to watch whatever the machine's
  // speed. The frame counter is sampled from before the click until the new
  // game is there (every 10 ms, so that sampling takes little of the page's time).
  const t0 = await page.evaluate((hang) => {
    const worker = window.Module.sudokuEngineWorker;
    const deliver = worker.onmessage;
    worker.onmessage = (e) => setTimeout(() => deliver(e), 1000);
    window.generationSamples = new Promise((resolve, reject) => {
      const out = [];
      const started = performance.now();
      const id = setInterval(() => {
        const s = window.sudokuApp.state();
        out.push({ frames: s.frame_ms.frames, generating: s.generating, origin: s.origin.kind, t: performance.now() });
        if (!s.generating && s.origin.kind !== 'custom') { clearInterval(id); resolve(out); }
        if (performance.now() - started > hang) { clearInterval(id); reject(new Error('no new puzzle arrived')); }
      }, 10);
    });
    return performance.now();
  }, HANG);
  const p = await widget(page, 'menu: Expert');
  await page.mouse.click(p.x, p.y);
  // The progress line with its seconds and Cancel.
  await waitState(page, (st) => st.generating && st.generating.seconds >= 0.2);
  await page.screenshot({ path: shotPath('generate-progress.png') });
  const samples = await page.evaluate(() => window.generationSamples);
  const s = await state(page);
  assert.equal(s.origin.kind, 'generated', s.message);
  assert.equal(s.record.level, 3);
  assert.notEqual(s.givens, PUZZLE);
  const seen = samples.filter((x) => x.generating);
  const last = samples[samples.length - 1];
  const ms = s.frame_ms;
  console.log(`# new Expert puzzle made in the worker: ${((last.t - t0) / 1000).toFixed(2)} s from the click to the new game, ` +
    `the 1 s held reply included (seen generating in ${seen.length} samples, ${last.frames - f0} frames from the ` +
    `click to the new game); ` +
    `the app's own work per frame median ${ms.median.toFixed(2)} ms, p95 ${ms.p95.toFixed(2)} ms, ` +
    `p99 ${ms.p99.toFixed(2)} ms, max ${ms.max.toFixed(2)} ms over ${ms.window} frames`);
  assert.ok(seen.length >= 2, `the puzzle being made was reported in ${seen.length} samples`);
  const framesWhileMade = seen[seen.length - 1].frames - seen[0].frames;
  assert.ok(framesWhileMade >= 3, `only ${framesWhileMade} frames while the puzzle was made`);
  assert.equal(seen[0].generating.what, 'level');
  assert.equal(seen[0].generating.level, 'Expert');
  assert.equal(seen[0].generating.text, 'Making an Expert puzzle…');
  // The native CLI: one solution, rated Expert.
  const line = s.givens;
  assert.equal(cli(['check'], line + '\n'), 'unique');
  const rated = cli(['rate'], line + '\n').split(/\s+/);
  assert.equal(rated[2].toLowerCase(), 'expert', rated.join(' '));
  assert.match(s.origin.text, /^Expert, made for you/);
  await page.screenshot({ path: shotPath('generate-expert.png') });
  await closeChecked(page);
});

test("today's puzzle is `sudoku generate --daily` of the page's date", async () => {
  const page = await fresh(PUZZLE);
  await clickMenuItem(page, "menu: Today's puzzle");
  const s = await waitState(page, (st) => !st.generating && st.origin.kind === 'daily');
  const date = s.origin.date;
  const local = await page.evaluate(() => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });
  assert.equal(date, local, "the page's local date");
  assert.equal(s.givens, dots(cli(['generate', '--daily', date])));
  assert.match(s.message, new RegExp(`daily puzzle of \\w+ ${date}`));
  await page.screenshot({ path: shotPath('generate-daily.png') });
  // Asked again the same day: the same game.
  await clickMenuItem(page, "menu: Today's puzzle");
  const again = await waitState(page, (st) => /already/.test(st.message));
  assert.equal(again.givens, s.givens);
  await closeChecked(page);
});

test('phone: "Practise this technique" from a hint\'s panel, by touch', async () => {
  // A practice puzzle for the XY-Wing with its singles already placed: its
  // first hint is the XY-Wing.
  const practice = cli(['generate', '--technique', 'xy-wing', '--seed', '3']);
  const cells = [...dots(practice)];
  for (const row of cli(['steps'], practice + '\n').split('\n')) {
    const [technique, placements] = row.split('\t');
    if (!/Single|Full House/.test(technique)) break;
    for (const p of placements.split(' ')) cells[(Number(p[1]) - 1) * 9 + Number(p[3]) - 1] = p.split('=')[1];
  }
  const puzzle = cells.join('');
  assert.equal(cli(['hint'], puzzle + '\n').split('\t')[0], 'XY-Wing');
  const page = await fresh(puzzle, PHONE);
  await tap(page, 'Hint');
  let s = await waitState(page, (st) => st.hint.level === 1);
  assert.equal(s.hint.technique, 'XY-Wing');
  assert.equal(s.hint.can_practise, true);
  await page.screenshot({ path: shotPath('generate-phone-hint-practise.png') });
  await tap(page, 'Practise this technique');
  s = await waitState(page, (st) => !st.generating && st.origin.kind === 'practice');
  assert.equal(s.origin.technique, 'xy-wing');
  assert.equal(s.origin.text, 'Practice: XY-Wing');
  assert.notEqual(s.givens, puzzle);
  // Its hints' path: singles, then the XY-Wing.
  const hints = firstStepBeyondSingles(s.givens);
  assert.equal(hints.technique, 'XY-Wing', hints.steps.join(', '));
  await page.screenshot({ path: shotPath('generate-phone-practice.png') });
  await closeChecked(page);
});

test('Cancel while the worker makes a slow puzzle: the game stays, the worker is replaced, the next hint comes', async () => {
  // A bank without Hidden Quads (served from the start, so the service
  // worker caches the same): the engine makes one, which takes seconds
  // (src/bench/README.md), so it is still being made when cancelled.
  env.server.answer = (rel) => (rel === '/practice.txt' ? { status: 200, body: practiceBankWithout('hidden-quad') } : undefined);
  const page = await fresh(PUZZLE, { mirror: true });
  await waitState(page, (s) => s.engine.state === 'ready');
  await page.evaluate(() => window.sudokuA11y.command('practise', 'hidden-quad'));
  let s = await waitState(page, (st) => st.generating && st.generating.seconds >= 0.3);
  env.server.answer = undefined;
  assert.equal(s.generating.technique, 'hidden-quad');
  await page.screenshot({ path: shotPath('generate-slow-practice.png') });
  await page.evaluate(() => window.sudokuA11y.command('cancel_generation'));
  s = await waitState(page, (st) => st.generating === null);
  assert.equal(s.givens, PUZZLE);
  assert.equal(s.message, 'No new puzzle: your game goes on.');
  assert.equal(s.engine.restarts, 1, 'the worker running the generation was replaced');
  await page.keyboard.press('h');
  s = await waitState(page, (st) => st.hint.level === 1);
  assert.equal(s.givens, PUZZLE);
  assert.equal(s.origin.kind, 'custom');
  await closeChecked(page);
});
