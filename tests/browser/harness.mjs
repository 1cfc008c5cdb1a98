// harness.mjs - shared set-up for the browser tests: serve the built site,
// launch Debian's Chromium headless with software WebGL2, collect console errors.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { serve } from './server.mjs';

const require = createRequire(import.meta.url);

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');
export const siteDir = process.env.SUDOKU_SITE_DIR || path.resolve(here, '../../build/web/site');
export const shotDir = process.env.SUDOKU_SHOT_DIR || path.resolve(here, '../../build/screenshots');
fs.mkdirSync(shotDir, { recursive: true });

/// Chromium's flags (software WebGL 2 through SwiftShader); startup-bench.mjs uses them too.
export const ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic',
  '--no-first-run', '--disable-default-apps', '--mute-audio'];

/// Starts the server and the browser; returns {url, browser, server, close}.
/// `extraArgs` go to Chromium too.
export async function start(extraArgs = []) {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) throw new Error(`no built site in ${siteDir}`);
  const server = await serve(siteDir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: [...ARGS, ...extraArgs] });
  return { url, browser, server, async close() { await browser.close(); server.close(); } };
}

/// Starts the server and the browser before a test file's tests and closes
/// them after; returns the object start() returns, filled in by then.
export function useBrowser(extraArgs = []) {
  const env = {};
  before(async () => { Object.assign(env, await start(extraArgs)); });
  after(async () => { await env.close(); });
  return env;
}

/// Fails on anything the page recorded in page.errors (console and page
/// errors, CSP violations, requests to another site), then closes its context.
export async function closeChecked(page) {
  assert.deepEqual(page.errors, []);
  await page.context().close();
}

/// A saved game cut short in the middle of its givens.
export const DAMAGED_SAVE = '{"version": 1, "givens": "12';

/// Reloads the page with `text` as its saved game. The damage is done as
/// the next page starts, before the app reads it (the app saves when its
/// page is hidden, which would mend damage done earlier); returns once the
/// app is ready again (and with `options.mirror`, its DOM mirror too).
export async function reloadWithDamagedSave(page, text, options = {}) {
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('damage') === '1') {
      sessionStorage.removeItem('damage');
      localStorage.setItem('sudoku.game.v1', t);
    }
  }, text);
  await page.evaluate(() => sessionStorage.setItem('damage', '1'));
  await page.reload();
  await waitReady(page);
  if (options.mirror) await waitMirror(page);
}

/// A new page that records console errors and page errors in page.errors.
/// The first-visit help is marked as seen unless `options.firstVisit` is set
/// (the tests of the help itself); `options.initScript` (a function) runs in
/// the page before the app's own scripts.
export async function openPage(browser, url, options = {}) {
  const page = await newPage(browser, options);
  await page.goto(url);
  return page;
}

/// openPage's page before it goes anywhere: for a test that routes requests
/// first, or goes without waiting for the load event.
export async function newPage(browser, options = {}) {
  const { firstVisit, initScript, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1, ...contextOptions });
  if (!firstVisit) await context.addInitScript(() => { try { localStorage.setItem('sudoku.help.v1', 'seen'); } catch (e) { /* opaque origin */ } });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  page.setDefaultTimeout(HANG);
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  // The page's Content-Security-Policy is strict (index.html): a violation
  // is an error of the app; so is any request to another site.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '127.0.0.1') page.errors.push(`request to another site: ${r.url()}`);
  });
  return page;
}

/// For newPage's `initScript`: a picture (held-picture.png) put in the page
/// before its own scripts run, which holds back the window's load event
/// until the host answers it (holdRequests holds it; answerPicture answers).
export function pictureHoldingLoad() {
  const hold = () => { const img = document.createElement('img'); img.src = 'held-picture.png'; img.alt = ''; img.hidden = true; document.documentElement.appendChild(img); };
  if (document.documentElement) hold(); else document.addEventListener('readystatechange', hold, { once: true });
}

/// Holds the page's requests for each of `files` ('a11y.js'; any query),
/// never answered until the test does: returns {file: [route, ...]}.
export async function holdRequests(page, files) {
  const held = {};
  for (const f of files) {
    const routes = held[f] = [];
    await page.route(new RegExp(`/${f.replace(/\./g, '\\.')}(\\?|$)`), (route) => { routes.push(route); });
  }
  return held;
}

/// Answers the held picture of pictureHoldingLoad (the load event may come).
export async function answerPicture(held) {
  for (const r of held['held-picture.png']) {
    await r.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
  }
}

/// A new page opened on `puzzle` (a link to it; none: the app's own start),
/// once the app is ready and the puzzle is on the board; with
/// `options.mirror`, once the DOM mirror is running too (waitMirror).
export async function openPuzzle(env, puzzle, options = {}) {
  const { mirror, ...pageOptions } = options;
  const page = await openPage(env.browser, env.url + (puzzle ? '#' + puzzle : ''), pageOptions);
  await waitReady(page);
  if (puzzle) await waitState(page, (s, p) => s.givens === p, puzzle);
  if (mirror) await waitMirror(page);
  return page;
}

/// Waits for the DOM mirror, which loads after the first frame (after the
/// UI's strings): window.sudokuA11y and its board grid of 81 cells.
export async function waitMirror(page) {
  await page.waitForFunction(() => window.sudokuA11y !== undefined && document.querySelectorAll('#grid [role="gridcell"]').length === 81);
}

// Timeouts only catch hangs: the tests wait on the app's state, and CI
// machines have two shared cores, so they are generous.
export const HANG = 90000;

/// A page on `puzzle` (none: the first visit's) once the DOM mirror runs and its grid is built.
export function openMirror(env, puzzle, options = {}) {
  return openPuzzle(env, puzzle, { ...options, mirror: true });
}

/// The site's practice bank (practice.txt) without the lines of technique
/// `key`: served instead (server.answer), the app has no bank puzzle for it
/// and asks its engine to make one.
export function practiceBankWithout(key) {
  const text = fs.readFileSync(path.join(siteDir, 'practice.txt'), 'utf8');
  return text.split('\n').filter((line) => !line.startsWith(key + ' ')).join('\n');
}

export async function waitReady(page, timeout = HANG) {
  await page.waitForFunction(() => window.sudokuApp && window.sudokuApp.ready === true, null, { timeout });
}

/// Reads the canvas's pixels (RGBA, device pixels) after the next frame.
export async function canvasPixels(page) {
  const shot = await page.locator('#canvas').screenshot();
  return decodePng(shot);
}

export function shotPath(name) { return path.join(shotDir, name); }

// Minimal PNG decoder (8-bit RGB/RGBA, non-interlaced: what Chromium writes).
import zlib from 'node:zlib';
export function decodePng(buf) {
  let pos = 8; let width = 0; let height = 0; let colorType = 0; const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos); const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') { width = data.readUInt32BE(0); height = data.readUInt32BE(4); colorType = data[9]; }
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const out = Buffer.alloc(width * height * 4);
  const stride = width * bpp; let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]; const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? line[x - bpp] : 0; const b = prev[x]; const c = x >= bpp ? prev[x - bpp] : 0;
      let v = line[x];
      if (f === 1) v += a; else if (f === 2) v += b; else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) { const p = a + b - c; const pa = Math.abs(p - a); const pb = Math.abs(p - b); const pc = Math.abs(p - c);
        v += (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c); }
      line[x] = v & 255;
    }
    for (let x = 0; x < width; x++) for (let k = 0; k < 4; k++) out[(y * width + x) * 4 + k] = k < bpp ? line[x * bpp + k] : 255;
    prev = line;
  }
  return { width, height, data: out, at(x, y) { const i = (y * width + x) * 4; return [out[i], out[i + 1], out[i + 2]]; } };
}

/// The centre of a cell (0..80) in CSS pixels, from the app's reported layout.
export function cellCentre(board, cell) {
  const size = board.size / 9;
  return { x: board.x + (cell % 9 + 0.5) * size, y: board.y + (Math.floor(cell / 9) + 0.5) * size };
}

/// Waits until `pred(state)` holds (pred runs in the page); returns the state.
export async function waitState(page, pred, arg, timeout = HANG) {
  // Checked once a frame from here, one expression at a time: the page's
  // Content-Security-Policy (kept on in every test) forbids eval and new
  // Function in the page, which Playwright's waitForFunction would need for
  // a predicate sent as text.
  // The state returned is the one the predicate held for (read once: a
  // second read could find the app a frame further on).
  const expr = `(() => { const s = window.sudokuApp.state(); ` +
    `return (${pred.toString()})(s, ${JSON.stringify(arg ?? null)}) ? s : null; })()`;
  const deadline = Date.now() + timeout;
  let found;
  while (!(found = await page.evaluate(expr))) {
    if (Date.now() > deadline) {
      // What the app was doing, so that a hang says where it stood.
      const s = await page.evaluate(() => window.sudokuApp.state());
      const where = JSON.stringify({
        phase: s.phase, paused: s.paused, hidden: s.hidden, help: s.help, confirm: s.confirm, solving: s.solving,
        hint: s.hint && { level: s.hint.level, technique: s.hint.technique }, hint_pending: s.hint_pending,
        message: s.message, engine: s.engine, frame_ms: s.frame_ms,
      });
      throw new Error(`waitState: ${timeout} ms without ${pred.toString()}; the app: ${where}`);
    }
    await frame(page);
  }
  return found;
}

export const state = (page) => page.evaluate(() => window.sudokuApp.state());

/// A hit test, as touch exploration does, at the centre of the visible part
/// of each control the app publishes (state().controls, rects in state().ui)
/// whose id matches `pattern`, all from one state: {layer, clashes
/// (state().ui_clashes), controls: {id: {control (its record: [layer, name,
/// ...]), rect (the visible part), tag (of the element found, or null),
/// inMirror, hit (the data-ui of the DOM mirror's control found, or null),
/// mirror (that control's tag, type, value, label (aria-label), labelText
/// (its first <label>'s text, or null), text, min, max, valuetext, pressed,
/// current; null without one)}}}. Ids whose centre is outside the window
/// are left out.
export function hitTestControls(page, pattern = /(?:)/) {
  return page.evaluate((source) => {
    const re = new RegExp(source);
    const s = window.sudokuApp.state();
    const out = { layer: s.layer, clashes: s.ui_clashes || [], controls: {} };
    for (const [id, control] of Object.entries(s.controls)) {
      if (!re.test(id)) continue;
      const r = s.ui[id];
      if (!r || r[6] <= 0 || r[7] <= 0) continue;
      const x = r[4] + r[6] / 2 - window.scrollX;
      const y = r[5] + r[7] / 2 - window.scrollY;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const e = document.elementFromPoint(x, y);
      const m = e && e.closest('[data-ui]');
      out.controls[id] = {
        control, rect: r.slice(4), tag: e ? e.tagName : null, inMirror: !!(e && e.closest('#mirror')),
        hit: m ? m.dataset.ui : null,
        mirror: m && {
          tag: m.tagName, type: m.type, value: m.value, label: m.getAttribute('aria-label'),
          labelText: m.labels && m.labels.length ? m.labels[0].textContent : null, text: m.textContent,
          min: m.getAttribute('min'), max: m.getAttribute('max'), valuetext: m.getAttribute('aria-valuetext'),
          pressed: m.getAttribute('aria-pressed'), current: m.getAttribute('aria-current'),
        },
      };
    }
    return out;
  }, pattern.source);
}

/// A short pause so that each input lands in its own frame, as a person's
/// would: two animation frames (the app's main loop has run at least once
/// since), then more until the app has taken in every input the page had
/// (state().input_pending: ImGui takes in one change of a key or button a
/// frame, so a tap's touch, press and release take three frames, and inputs
/// that reach a slow page between two frames wait for later ones).
export const frame = (page) => page.evaluate(() => new Promise((resolve) => {
  const taken = () => {
    const app = window.sudokuApp;
    try {
      return !(app && app.ready && window.Module && app.state().input_pending > 0);
    } catch (e) {
      return true;  // no app running to take it in
    }
  };
  const next = () => requestAnimationFrame(() => (taken() ? resolve() : next()));
  requestAnimationFrame(next);
}));

/// Presses a key, then lets the app run a frame.
export async function press(page, key) {
  await page.keyboard.press(key);
  await frame(page);
}

/// Where the app drew the widget `name` (the state's `ui` map, CSS pixels):
/// its centre {x, y}, size {w, h} and {top, bottom}.
/// Waits until the widget is drawn at the same place two frames running: a
/// card that changes its content or size settles over a frame (ImGui sizes
/// an auto-sized window on the frame after), and a press at the first
/// frame's place can miss. A widget that keeps moving (a list scrolling
/// with an animation) is taken where it is after ten frames.
export async function widget(page, name) {
  const drawn = (st, n) => st.ui && st.ui[n] !== undefined;
  let s = await waitState(page, drawn, name);
  for (let i = 0; i < 10; i++) {
    await frame(page);
    const next = await waitState(page, drawn, name);
    const same = JSON.stringify(next.ui[name]) === JSON.stringify(s.ui[name]);
    s = next;
    if (same) break;
  }
  const [x, y, w, h] = s.ui[name];
  return { x: x + w / 2, y: y + h / 2, w, h, top: y, bottom: y + h };
}

/// Clicks (mouse) or taps (touch) the widget `name`, then lets the app run a frame.
export async function click(page, name) {
  const p = await widget(page, name);
  await page.mouse.click(p.x, p.y);
  await frame(page);
}
export async function tap(page, name) {
  const p = await widget(page, name);
  await page.touchscreen.tap(p.x, p.y);
  await frame(page);
}

/// Opens the Menu with the mouse and clicks its item `name`.
export async function clickMenuItem(page, name) {
  await click(page, 'Menu');
  await click(page, name);
}

/// Dispatches a paste of `text` on the page, as Ctrl+V would.
export async function pasteText(page, text) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/// The step the native engine (`sudoku hint`) predicts for a puzzle line:
/// {technique, sentence, placements: [{cell, digit}], eliminations: [{cell, digit}]}.
export function predictedStep(line) {
  const out = execFileSync(cli, ['hint'], { input: line + '\n' }).toString().trim().split('\n')[0];
  const [technique, placements, eliminations, sentence] = out.split('\t');
  const cell = (t) => (Number(t[1]) - 1) * 9 + Number(t[3]) - 1;
  return {
    technique, sentence,
    placements: placements ? placements.split(' ').map((p) => ({ cell: cell(p), digit: p.split('=')[1] })) : [],
    eliminations: eliminations ? eliminations.split(' ').map((e) => ({ cell: cell(e), digit: e.split('<>')[1] })) : [],
  };
}

/// The native engine's hints' path for a puzzle line (`sudoku steps`):
/// {technique: its first step that is not a single, steps: every step's technique}.
export function firstStepBeyondSingles(line) {
  const steps = execFileSync(cli, ['steps'], { input: line + '\n' }).toString().split('\n').map((r) => r.split('\t')[0]);
  return { technique: steps.find((t) => !/Single|Full House/.test(t)), steps };
}

/// axe-core's audit of the page: its violations, {id, impact, nodes}.
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    // Evaluated from outside the page (an inline script tag would break the
    // page's Content-Security-Policy, which the tests keep on).
    await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/// Fails on any violation of serious or critical impact (`where` names the state).
export function assertNoSeriousViolations(violations, where) {
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious, [], `${where}: ${JSON.stringify(serious, null, 1)}`);
}
