// The site as a host serves it: a strict Content-Security-Policy that the
// app keeps to, no request to another site, play with the network off after
// a first visit, and a new build that replaces the old one on the next visit
// without a page mixing the two.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, openPage, newPage, waitReady, waitState, state, frame, siteDir, shotPath, cellCentre, practiceBankWithout, waitMirror, pictureHoldingLoad, holdRequests, answerPicture, click, clickMenuItem, press } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE } from './puzzles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

const env = useBrowser();

test('the page has a strict Content-Security-Policy', () => {
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  assert.ok(policy, 'index.html declares a policy');
  const p = policy[1];
  assert.match(p, /default-src 'none'/);
  assert.match(p, /connect-src 'self'/);
  assert.match(p, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(p, /'unsafe-eval'|'unsafe-inline'|\*/);
  assert.doesNotMatch(html, /<script>|\son[a-z]+="/, 'no inline script or event handler');
});

test('a whole game keeps to the policy and asks nothing of another site', async () => {
  // openPage turns CSP violations and requests to other sites into errors.
  const page = await openPage(env.browser, env.url + '#' + PUZZLE);
  await waitReady(page);
  await waitState(page, (s, p) => s.givens === p, PUZZLE);
  const s = await state(page);
  const p = cellCentre(s.board, 2);
  await page.mouse.click(p.x, p.y);
  await page.keyboard.press('4');
  await page.keyboard.press('h');
  await waitState(page, (st) => st.hint.level === 1);           // the engine worker answered
  await page.keyboard.press('Escape');
  await page.keyboard.press('s');
  await waitState(page, (st) => st.solving && st.animation.step >= 2);
  await page.keyboard.press('Escape');
  await waitState(page, (st) => !st.solving && st.engine.state === 'ready');
  await waitMirror(page);
  await closeChecked(page);
});

test('after a first visit the game plays with the network off: digits and hints', async () => {
  const page = await openPage(env.browser, env.url + '#' + PUZZLE);
  await waitReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await waitReady(page);
  let s = await waitState(page, (st, p) => st.givens === p, PUZZLE);
  const p = cellCentre(s.board, 2);
  await page.mouse.click(p.x, p.y);
  await page.keyboard.press('4');
  await frame(page);
  await page.keyboard.press('h');
  s = await waitState(page, (st) => st.values[2] === '4' && st.hint.level === 1);
  assert.ok(s.hint.technique.length > 0, 'the engine worker came from the cache');
  await page.screenshot({ path: shotPath('site-offline.png') });
  assert.deepEqual(page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)), []);
  await page.context().close();
});

/// Waits until `check` (an async function run in the page) answers true,
/// asking once a frame (Playwright's waitForFunction does not wait for a
/// promise's answer).
async function until(page, check, arg) {
  while (!(await page.evaluate(check, arg))) await frame(page);
}

/// A copy of the built site as another build: a marker in a11y.js and a
/// changed style sheet, restamped (sw.js, boot.js and index.html) as the build does.
/// `change(dir)` may change more before the stamp.
function makeBuildB(change = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-build-b-'));
  for (const f of fs.readdirSync(siteDir)) fs.copyFileSync(path.join(siteDir, f), path.join(dir, f));
  fs.appendFileSync(path.join(dir, 'a11y.js'), '\nwindow.sudokuBuildMarker = "B";\n');
  fs.appendFileSync(path.join(dir, 'style.css'), '\n/* build B */\n');
  change(dir);
  execFileSync('cmake', [`-DSITE=${dir}`, `-DTEMPLATE=${path.join(repo, 'web/sw.js.in')}`,
    `-DBOOT=${path.join(repo, 'web/boot.js.in')}`, `-DINDEX=${path.join(repo, 'index.html')}`, '-P', path.join(repo, 'cmake/StampSite.cmake')]);
  return dir;
}

test('offline play is set up while the host never answers a11y.js and a picture holds back the window\'s load event', async () => {
  // Not openPage: its goto waits for the load event, which never comes here:
  // a picture the host never answers, put in the page before its own
  // scripts run, holds it back. The UI's strings are held until the page's
  // time-out is short, so that a11y.js is given up on soon after.
  const page = await newPage(env.browser, { initScript: pictureHoldingLoad });
  const held = await holdRequests(page, ['ui-strings.js', 'a11y.js', 'held-picture.png']);
  await page.goto(env.url + '#' + PUZZLE, { waitUntil: 'commit' });
  await waitReady(page);
  await page.evaluate(() => { window.sudokuApp.loadTimeout = 300; });
  while (held['ui-strings.js'].length === 0) await frame(page);
  await held['ui-strings.js'][0].continue();
  await page.waitForFunction(() => /no answer came for a11y\.js/.test(document.getElementById('mirror').textContent));
  assert.ok(held['a11y.js'].length >= 1, 'a11y.js was asked for and held');
  assert.equal(held['held-picture.png'].length, 1, 'the picture that holds the load event back was asked for');
  // The service worker is registered and takes the page (sw.js claims it),
  // the load event still held back.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  assert.notEqual(await page.evaluate(() => document.readyState), 'complete', 'the load event has not come');
  const registered = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined && r.active !== null));
  assert.ok(registered, 'a registration with an active worker');
  await waitState(page, (s, p) => s.givens === p, PUZZLE);  // the game plays on
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('offline play is set up on the load event while the host holds back the mirror\'s, the text box\'s and the photo reader\'s scripts, asked for before it', async () => {
  // The picture holds the load event back until the lazy scripts have been
  // asked for; the mirror's script is held with a time-out longer than the
  // test, so only the load event can register the service worker.
  const page = await newPage(env.browser, { initScript: pictureHoldingLoad, viewport: { width: 1280, height: 800 } });
  const held = await holdRequests(page, ['ui-strings.js', 'a11y.js', 'textbox.js', 'photo.js', 'held-picture.png']);
  await page.goto(env.url + '#' + PUZZLE, { waitUntil: 'commit' });
  await waitReady(page);
  while (held['ui-strings.js'].length === 0) await frame(page);
  await page.evaluate(() => { window.sudokuApp.loadTimeout = 1e9; });
  await held['ui-strings.js'][0].continue();
  while (held['a11y.js'].length === 0) await frame(page);
  await clickMenuItem(page, 'Settings');
  await click(page, 'techniques');
  while (held['textbox.js'].length === 0) await frame(page);
  await press(page, 'Escape');
  await page.evaluate(() => window.sudokuOpenPhoto(null));
  while (held['photo.js'].length === 0) await frame(page);
  assert.notEqual(await page.evaluate(() => document.readyState), 'complete', 'asked for before the load event');
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'not registered before the load event');
  await answerPicture(held);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The mirror is still waiting for its script: the load event registered it.
  assert.equal(await page.evaluate(() => document.getElementById('mirror').hidden), true, 'the mirror has not settled');
  await waitState(page, (s, p) => s.givens === p, PUZZLE);  // the game plays on
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a new build replaces the cached one on the next visit, never mixed with it', async () => {
  const buildB = makeBuildB();
  const page = await openPage(env.browser, env.url);
  try {
    await waitReady(page);
    const a = (await page.evaluate(() => window.sudokuApp.build));
    assert.match(a, /^[0-9a-f]{16}$/);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await until(page, (b) => caches.keys().then((k) => k.includes('sudoku-' + b)), a);
    // The host now serves build B. The next visit is B, whole.
    env.server.root = buildB;
    await page.reload();
    await waitReady(page);
    const b = await page.evaluate(() => window.sudokuApp.build);
    assert.notEqual(b, a, 'the build changed');
    await page.waitForFunction(() => window.sudokuBuildMarker === 'B');  // B's mirror, not A's
    await waitState(page, (s) => s.engine.state === 'ready');
    // B's service worker takes over and keeps B, and A for tabs still open on A.
    await until(page, (want) => caches.keys().then((k) => k.filter((n) => n.startsWith('sudoku-')).sort().join() === want),
      ['sudoku-' + a, 'sudoku-' + b].sort().join());
    await until(page, () => navigator.serviceWorker.getRegistration().then((r) => r && r.active !== null &&
      r.active.state === 'activated' && r.installing === null && r.waiting === null &&
      navigator.serviceWorker.controller !== null));
    // Offline, the cache gives B, whole.
    await page.context().setOffline(true);
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => window.sudokuApp.build), b);
    await page.waitForFunction(() => window.sudokuBuildMarker === 'B');
    await page.keyboard.press('h');
    await waitState(page, (s) => s.hint.level === 1 || s.message.length > 0);
  } finally {
    env.server.root = path.resolve(siteDir);  // as serve() keeps it
    await page.context().close();
    fs.rmSync(buildB, { recursive: true, force: true });
  }
});

/// Opens the site and waits until its service worker controls the page and
/// has cached the whole build; returns the page and its build.
async function openCached() {
  const page = await openPage(env.browser, env.url);
  await waitReady(page).catch((e) => { throw new Error(`${e.message}: ${page.errors.join(' | ')}`); });
  const build = await page.evaluate(() => window.sudokuApp.build);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await until(page, (b) => caches.keys().then((k) => k.includes('sudoku-' + b)), build);
  return { page, build };
}

test('a host that fails (404, 5xx, an HTML page) while the cache holds the build: the app starts from the cache', async () => {
  const { page, build } = await openCached();
  try {
    // The page itself comes; the rest fails each in its own way.
    env.server.answer = (rel) => ({
      '/sudoku.wasm': { status: 404, body: 'not found' },
      '/boot.js': { status: 503, body: 'busy' },
      '/sudoku.js': { status: 200, type: 'text/html', body: '<!doctype html><title>Not here</title>' },
      '/sudoku-engine.wasm': { status: 500, body: 'error' },
      '/a11y.js': { status: 404, body: 'not found' },
      '/ui-strings.js': { status: 404, body: 'not found' },
    })[rel];
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => window.sudokuApp.build), build);
    await waitMirror(page);
    await waitState(page, (s) => s.engine.state === 'ready');
    await page.keyboard.press('h');
    await waitState(page, (s) => s.hint.level === 1);
    assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  } finally {
    env.server.answer = undefined;
    await page.context().close();
  }
});

test('a tab of the old build that restarts its worker after an update gets its own build\'s engine', async () => {
  // Build B's engine cannot start: a tab of A that loaded it would fail.
  const buildB = makeBuildB((dir) => {
    const js = path.join(dir, 'sudoku-engine.js');
    fs.writeFileSync(js, 'throw new Error("the engine of build B");\n' + fs.readFileSync(js, 'utf8'));
  });
  // Build A's bank (cached when A's service worker installs) has no Hidden Quad.
  env.server.answer = (rel) => (rel === '/practice.txt' ? { status: 200, body: practiceBankWithout('hidden-quad') } : undefined);
  const { page, build: a } = await openCached();
  env.server.answer = undefined;
  try {
    await waitState(page, (s) => s.engine.state === 'ready');
    // The host serves B; another tab opens it, and B's service worker takes over.
    env.server.root = buildB;
    const other = await page.context().newPage();
    await other.goto(env.url);
    await waitReady(other);
    const b = await other.evaluate(() => window.sudokuApp.build);
    assert.notEqual(b, a);
    await until(page, (want) => caches.keys().then((k) => k.includes('sudoku-' + want)), b);
    await until(page, () => navigator.serviceWorker.getRegistration()
      .then((r) => r && r.active !== null && r.active.state === 'activated' && r.installing === null && r.waiting === null));
    await other.close();
    // B's tab had taken the game (one tab plays at a time): A continues it.
    await waitState(page, (st) => st.read_only);
    await page.evaluate(() => window.sudokuA11y.command('continue_here'));
    await waitState(page, (st) => !st.read_only);
    // Tab A replaces its worker (a cancelled generation does: a Hidden Quad, none in build A's bank, is still being made) and asks a hint.
    await page.evaluate(() => window.sudokuA11y.command('practise', 'hidden-quad'));
    await waitState(page, (st) => st.generating && st.generating.seconds >= 0.3);
    await page.evaluate(() => window.sudokuA11y.command('cancel_generation'));
    const s = await waitState(page, (st) => st.generating === null && st.engine.restarts >= 1 &&
      (st.engine.state === 'ready' || st.engine.state === 'failed'));
    assert.equal(s.engine.state, 'ready', 'the restarted worker runs build A\'s engine');
    await page.keyboard.press('h');
    await waitState(page, (st) => st.hint.level === 1);
    assert.equal(await page.evaluate(() => window.sudokuApp.build), a);
  } finally {
    env.server.root = path.resolve(siteDir);  // as serve() keeps it
    await page.context().close();
    fs.rmSync(buildB, { recursive: true, force: true });
  }
});
