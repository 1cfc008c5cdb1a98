// The walking skeleton in a real browser: the page loads, the app becomes
// ready, the board is drawn crisply at device pixel ratios 1 and 2, nothing
// is logged as an error, and a broken shader is reported but harmless.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, closeChecked, openPage, waitReady, canvasPixels, shotPath, siteDir, HANG } from './harness.mjs';
import { serve } from './server.mjs';

const env = useBrowser();

// Pixels on the board's box lines must differ from the cell interiors and
// from the page background around the board.
function assertBoardDrawn(img, board, ratio) {
  const px = (v) => Math.round(v * ratio);
  const cell = board.size / 9;
  const dist = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
  const outside = img.at(Math.max(0, px(board.x) - px(8)), px(board.y + board.size / 2));
  for (const k of [0, 3, 6, 9]) {
    for (const t of [0.5, 4.5, 8.5]) {
      const lineX = img.at(px(board.x + k * cell), px(board.y + t * cell));
      const lineY = img.at(px(board.x + t * cell), px(board.y + k * cell));
      // Inside a cell, near its corner: away from any digit or mark.
      const inside = img.at(px(board.x + (Math.min(k, 8) + 0.1) * cell), px(board.y + (Math.floor(t) + 0.1) * cell));
      for (const line of [lineX, lineY]) {
        assert.ok(dist(line, inside) > 60, `box line ${k} at ${t}: ${line} vs cell ${inside}`);
        assert.ok(dist(line, outside) > 60, `box line ${k} at ${t}: ${line} vs background ${outside}`);
      }
    }
  }
  for (const k of [1, 2, 4, 5, 7, 8]) {
    const thin = img.at(px(board.x + k * cell), px(board.y + 4.5 * cell));
    const inside = img.at(px(board.x + (k + 0.1) * cell), px(board.y + 4.1 * cell));
    assert.ok(dist(thin, inside) > 30, `cell line ${k}: ${thin} vs cell ${inside}`);
  }
}

for (const ratio of [1, 2]) {
  test(`the board is drawn at devicePixelRatio ${ratio}`, async () => {
    const page = await openPage(env.browser, env.url, { deviceScaleFactor: ratio });
    await waitReady(page);
    const app = await page.evaluate(() => ({ version: window.sudokuApp.version, state: window.sudokuApp.state() }));
    assert.match(app.version, /^\d+\.\d+\.\d+/);
    assert.ok(app.state.board.size > 200, `board size ${app.state.board.size}`);
    const img = await canvasPixels(page);
    assert.equal(img.width, 1000 * ratio, 'canvas backing store follows devicePixelRatio');
    fs.writeFileSync(shotPath(`skeleton-dpr${ratio}.png`), await page.screenshot());
    assertBoardDrawn(img, app.state.board, ratio);
    await page.locator('#loading').waitFor({ state: 'hidden', timeout: HANG });
    await closeChecked(page);
  });
}

test('a slow download shows the loading message until the app is ready', async () => {
  // The message waits 0.6 s (style.css) so that a quick start presents no
  // frame of it. Here the module is held back until the message shows.
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  await context.addInitScript(() => { try { localStorage.setItem('sudoku.help.v1', 'seen'); } catch (e) { /* opaque origin */ } });
  const page = await context.newPage();
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route('**/sudoku.wasm*', async (route) => { await released; await route.continue(); });
  await page.goto(env.url);
  await page.locator('#loading-text').waitFor({ state: 'visible', timeout: HANG });
  assert.equal(await page.locator('#loading-text').textContent(), 'Loading Sudoku…');
  assert.equal(await page.evaluate(() => window.sudokuApp.ready), false);
  release();
  await waitReady(page);
  await page.locator('#loading').waitFor({ state: 'hidden', timeout: HANG });
  await context.close();
});

test('the canvas follows a resize', async () => {
  const page = await openPage(env.browser, env.url);
  await waitReady(page);
  await page.setViewportSize({ width: 600, height: 900 });
  await page.waitForFunction(() => Math.abs(window.sudokuApp.state().board.size - 568) < 40);
  const board = await page.evaluate(() => window.sudokuApp.state().board);
  const img = await canvasPixels(page);
  assert.equal(img.width, 600);
  assertBoardDrawn(img, board, 1);
  await closeChecked(page);
});

test('a broken shader is reported in the console and the app runs on', async () => {
  const page = await openPage(env.browser, env.url);
  await waitReady(page);
  const ok = await page.evaluate(() => window.Module.ccall('sudoku_debug_compile_shader', 'number', ['string'],
    ['#version 300 es\nprecision mediump float;\nout vec4 c;\nvoid main() { c = undefined_thing; }\n']));
  assert.equal(ok, 0);
  assert.equal(page.errors.length, 1);
  assert.match(page.errors[0], /shader 'debug' \(fragment\) failed to compile: .*undefined_thing/s);
  const before = await canvasPixels(page);
  const board = await page.evaluate(() => window.sudokuApp.state().board);
  assertBoardDrawn(before, board, 1);
  await page.context().close();
});

test('without WebGL2 the page explains why in plain HTML', async () => {
  const page = await openPage(env.browser, 'about:blank');
  await page.addInitScript(() => {
    const orig = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
      return type === 'webgl2' ? null : orig.call(this, type, ...rest);
    };
  });
  await page.goto(env.url);
  await page.waitForSelector('#unsupported:not([hidden])');
  assert.match(await page.textContent('#unsupported'), /WebGL 2 is not available/);
  await page.context().close();
});

test('without WebAssembly the page explains why in plain HTML', async () => {
  const page = await openPage(env.browser, 'about:blank');
  await page.addInitScript(() => { delete window.WebAssembly; });
  await page.goto(env.url);
  await page.waitForSelector('#unsupported:not([hidden])');
  assert.match(await page.textContent('#unsupported'), /WebAssembly is not available/);
  await page.context().close();
});

test('the site works from a sub-folder of the host (relative URLs only)', async () => {
  const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  assert.doesNotMatch(html, /(src|href)="\//, 'index.html uses absolute URLs');
  const server = await serve(path.dirname(siteDir), 0);
  const page = await openPage(env.browser, `http://127.0.0.1:${server.address().port}/${path.basename(siteDir)}/`);
  await waitReady(page);
  await closeChecked(page);
  server.close();
});
