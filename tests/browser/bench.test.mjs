// The bench page runs the WebAssembly solver in the browser on the bundled
// slices and shows the figures (printed here; speed is not asserted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, openPage, shotPath, HANG } from './harness.mjs';

const env = useBrowser();

test('the bench page solves the bundled slices and shows puzzles/s', async () => {
  const page = await openPage(env.browser, env.url + 'bench.html?run');
  await page.waitForFunction(() => window.benchResults !== null, null, { timeout: HANG });
  const results = await page.evaluate(() => window.benchResults);
  assert.equal(results.length, 3);
  for (const r of results) {
    assert.equal(r.puzzles, 300, r.file);
    assert.ok(r.puzzles_per_s > 0, r.file);
    console.log(`# in Chromium: ${r.file} ${Math.round(r.puzzles_per_s)} puzzles/s, ${r.guesses_per_puzzle.toFixed(2)} guesses/puzzle`);
  }
  assert.equal(await page.locator('#rows tr').count(), 3);
  await page.screenshot({ path: shotPath('bench-page.png') });
  await closeChecked(page);
});
