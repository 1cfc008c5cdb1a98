// Soak: accelerated play for SUDOKU_SOAK_SECONDS (120 in the test command;
// docs/testing.md's hour-long run sets 3600): the animated logic solve of the
// hardest puzzles at top speed, hint ladders applied, undo and redo, new
// games. The WebAssembly memory, the part of its heap in use, and the
// JavaScript heap (after a garbage collection) must stay flat once warm, and
// nothing may reach the console. Figures are printed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage, waitReady, waitState, state, frame, pasteText } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.SUDOKU_SOAK_SECONDS || 120);
const HARDEST = fs.readFileSync(path.join(here, '../data/solver_forum_hardest_1905.txt'), 'utf8')
  .split('\n').filter((l) => l.length >= 81).map((l) => l.slice(0, 81));

const env = useBrowser(['--js-flags=--expose-gc', '--enable-precise-memory-info']);

const command = (page, name, arg = '') => page.evaluate(([n, a]) => window.sudokuApp.command(n, a), [name, String(arg)]);

async function sample(page) {
  await page.evaluate(() => window.gc && window.gc());
  const s = await state(page);
  const js = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize : 0));
  return { wasm: s.memory.wasm_bytes, heap: s.memory.heap_used, js };
}

/// Answers a question before a new game (a game in progress), if one came.
async function answerYes(page) {
  const s = await state(page);
  if (s.confirm) await command(page, 'answer', 'yes');
}

async function cycle(page, n) {
  // The hardest puzzles' logic solve, at top speed, to its end.
  const puzzle = HARDEST[n % HARDEST.length];
  await pasteText(page, puzzle);
  await frame(page);
  await answerYes(page);
  await waitState(page, (s, p) => s.givens.replace(/0/g, '.') === p, puzzle);
  await command(page, 'solve', 'logic');
  await command(page, 'solve_speed', 'max');
  await waitState(page, (s) => s.solving && s.animation.complete && s.animation.step === s.animation.total);
  await command(page, 'solve_close');
  // Hints, climbed and applied; then undo and redo.
  for (let i = 0; i < 4; i++) {
    await command(page, 'hint');
    await waitState(page, (s) => s.hint.level >= 1 || s.message.length > 0);
    await command(page, 'hint');
    await command(page, 'hint');
    await command(page, 'apply_hint');
  }
  for (let i = 0; i < 3; i++) await command(page, 'undo');
  for (let i = 0; i < 3; i++) await command(page, 'redo');
  // A new game from the collection.
  await command(page, 'menu_opened');
  await waitState(page, (s) => s.collection === 'loaded');
  await command(page, 'new_game', n % 5);
  await answerYes(page);
  await frame(page);
}

test(`${SECONDS} s of accelerated play: memory stays flat, the console stays empty`, async () => {
  const page = await openPage(env.browser, env.url);
  await waitReady(page);
  await cycle(page, 0);  // warm up: every path has run once
  await cycle(page, 1);
  const warm = await sample(page);
  const samples = [warm];
  const started = Date.now();
  let cycles = 2;
  while (Date.now() - started < SECONDS * 1000) samples.push(await cycle(page, cycles++).then(() => sample(page)));
  const last = samples[samples.length - 1];
  const mb = (b) => (b / 1048576).toFixed(1);
  const range = (k) => `${mb(Math.min(...samples.map((x) => x[k])))}-${mb(Math.max(...samples.map((x) => x[k])))} MB`;
  console.log(`# soak: ${cycles} cycles in ${((Date.now() - started) / 1000).toFixed(0)} s; WebAssembly memory ${range('wasm')} ` +
    `(warm ${mb(warm.wasm)}, end ${mb(last.wasm)}); heap in use ${range('heap')} (warm ${mb(warm.heap)}, end ${mb(last.heap)}); ` +
    `JS heap ${range('js')} (warm ${mb(warm.js)}, end ${mb(last.js)})`);
  assert.ok(cycles > 2, 'at least one measured cycle');
  // Flat: no growth beyond what one more hard puzzle's path and list can hold.
  assert.ok(last.wasm <= warm.wasm + 16 * 1048576, `WebAssembly memory grew ${mb(warm.wasm)} -> ${mb(last.wasm)} MB`);
  assert.ok(last.heap <= warm.heap + 4 * 1048576, `heap in use grew ${mb(warm.heap)} -> ${mb(last.heap)} MB`);
  if (warm.js > 0) assert.ok(last.js <= warm.js * 1.5 + 4 * 1048576, `JS heap grew ${mb(warm.js)} -> ${mb(last.js)} MB`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
