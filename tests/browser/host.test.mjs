// A broken host: the files the page loads after its first frame or on first
// use answered with an error status, an HTML page, an empty body, or never.
// The game on screen plays on (a digit, undo, the save); the part that
// needed the file says what failed, on the canvas and in the DOM mirror;
// asking again loads it again once the host has healed. No service worker
// here (it would answer from its cache): every request reaches the host.
// docs/testing.md, "A broken host", lists each file and failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage, newPage, siteDir, pictureHoldingLoad, holdRequests, answerPicture, waitReady, waitState, state, press, click, clickMenuItem, cellCentre, frame, shotPath, HANG, waitMirror } from './harness.mjs';
import { WIKI_PUZZLE } from './puzzles.mjs';

const env = useBrowser();

const NOT_FOUND = { status: 404, body: 'not found' };
const WEB_PAGE = { status: 200, type: 'text/html', body: '<!doctype html><title>Not here</title><p>Not here.</p>' };
const EMPTY = { status: 200, body: '' };
const CUT_SHORT = { status: 200, type: 'text/javascript', body: 'var engine = function () {' };
/// What a host with a single-page-app fallback answers for any path: the app's own page.
const INDEX_PAGE = { status: 200, type: 'text/html; charset=utf-8', body: fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8') };

/// The host answers `failures[path]` in place of those files.
function breakHost(failures) { env.server.answer = (rel) => failures[rel]; }
function healHost() { env.server.answer = undefined; }

/// A page on WIKI_PUZZLE without a service worker, once the app is ready.
async function openBroken() {
  const page = await openPage(env.browser, env.url + '#' + WIKI_PUZZLE, { serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await waitReady(page);
  await waitState(page, (s, p) => s.givens === p, WIKI_PUZZLE);
  return page;
}

/// Requests for `file` are held, never answered (the page's own time-out,
/// made short here, gives up on them); returns a function that lets them
/// through and stops holding.
async function neverAnswer(page, file) {
  const held = [];
  const pattern = new RegExp(`/${file.replace(/\./g, '\\.')}(\\?|$)`);
  const hold = (route) => { held.push(route); };
  await page.route(pattern, hold);
  const timeout = await page.evaluate(() => {
    const was = window.sudokuApp.loadTimeout;
    window.sudokuApp.loadTimeout = 300;
    return was;
  });
  // The host heals: the held requests go on, and later loads get the page's
  // own time-out again (300 ms is too short for a big file on a busy machine).
  return async () => {
    await page.unroute(pattern, hold);
    await page.evaluate((t) => { window.sudokuApp.loadTimeout = t; }, timeout);
    for (const r of held) await r.continue().catch(() => {});
  };
}

/// The page's errors other than the failures the test made: the browser's
/// report of an error status, a web page run as a script, the engine's.
function unexpected(page) {
  return page.errors.filter((e) => !/Failed to load resource|Unexpected token '<'|the engine worker failed/.test(e));
}

/// The game goes on: a digit typed on the canvas, undone and redone, kept
/// by a reload.
async function playsOn(page) {
  // No card left over the board (a card closed by a command goes at the next frame).
  let s = await waitState(page, (st) => !st.guide.open && st.confirm === '' && !st.help);
  await frame(page);
  const cell = s.givens.indexOf('.');
  const p = cellCentre(s.board, cell);
  await page.mouse.click(p.x, p.y);
  await waitState(page, (st, c) => st.cursor === c, cell);
  await press(page, '4');
  await waitState(page, (st, c) => st.values[c] === '4', cell);
  await press(page, 'Control+z');
  await waitState(page, (st, c) => st.values[c] === '.', cell);
  await press(page, 'Control+y');
  await waitState(page, (st, c) => st.values[c] === '4', cell);
  await page.reload({ waitUntil: 'commit' });  // "load" waits for a file held back
  await waitReady(page);
  s = await waitState(page, (st, c) => st.values[c] === '4', cell);
  assert.equal(s.givens, WIKI_PUZZLE);
}

/// Try again in the mirror's place, by keyboard (shown while focused).
async function tryAgain(page) {
  await page.locator('#mirror.failed button').focus();
  await page.keyboard.press('Enter');
}

const mirrorNote = (page) => page.locator('#mirror.failed [role="alert"]');

test('the UI\'s strings answered 404: the game plays on, the mirror\'s place says why, the text box too, and Try again loads the mirror once the host heals', async () => {
  breakHost({ '/ui-strings.js': NOT_FOUND });
  try {
    const page = await openBroken();
    await mirrorNote(page).waitFor();
    assert.match(await mirrorNote(page).textContent(),
      /keyboard and screen-reader view of Sudoku could not load: the server answered 404 for ui-strings\.js/);
    await playsOn(page);
    await mirrorNote(page).waitFor();  // said again after the reload
    // The text box needs the strings too: it says so, and asks again each time.
    await clickMenuItem(page, 'Settings');
    await click(page, 'techniques');
    await waitState(page, (s) => /^The text box could not load: the server answered 404 for ui-strings\.js/.test(s.message));
    await page.screenshot({ path: shotPath('host-strings-404.png') });
    await press(page, 'Escape');
    healHost();
    await tryAgain(page);
    await page.waitForFunction(() => document.querySelectorAll('#grid [role="gridcell"]').length === 81);
    assert.equal(await page.locator('#mirror.failed').count(), 0);
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[src*="a11y.js"]').length), 1);
    assert.deepEqual(unexpected(page), []);
    await page.context().close();
  } finally {
    healHost();
  }
});

test('the mirror\'s script as a web page, then never answered: its place says which, and Try again loads it once the host heals', async () => {
  breakHost({ '/a11y.js': WEB_PAGE });
  try {
    const page = await openBroken();
    await mirrorNote(page).waitFor();
    assert.match(await mirrorNote(page).textContent(), /could not load: a11y\.js is not a script \(the host answered with a web page\)\./);
    healHost();
    const release = await neverAnswer(page, 'a11y.js');
    await tryAgain(page);
    await page.waitForFunction(() => /no answer came for a11y\.js/.test(document.getElementById('mirror').textContent));
    await page.locator('#mirror.failed button').focus();
    await page.screenshot({ path: shotPath('host-mirror-never.png') });
    await playsOn(page);  // the reload asks again: the mirror comes
    await release();
    await page.waitForFunction(() => document.querySelectorAll('#grid [role="gridcell"]').length === 81);
    assert.deepEqual(unexpected(page), []);
    await page.context().close();
  } finally {
    healHost();
  }
});

test('the mirror\'s styles never answered: the mirror comes unstyled after the page\'s time-out', async () => {
  // The strings are held until the time-out is set (a11y.js reads it as it
  // runs); a few seconds, so that a11y.js itself arrives in time.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(() => { try { localStorage.setItem('sudoku.help.v1', 'seen'); } catch (e) { /* opaque origin */ } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  const strings = [];
  await page.route(/\/ui-strings\.js(\?|$)/, (route) => { strings.push(route); });
  const css = [];
  await page.route(/\/a11y\.css(\?|$)/, (route) => { css.push(route); });
  await page.goto(env.url + '#' + WIKI_PUZZLE, { waitUntil: 'commit' });
  await waitReady(page);
  await page.evaluate(() => { window.sudokuApp.loadTimeout = 5000; });
  while (strings.length === 0) await frame(page);
  await strings[0].continue();
  await page.waitForFunction(() => document.querySelectorAll('#grid [role="gridcell"]').length === 81);
  assert.ok(css.length >= 1, 'a11y.css was asked for and held');
  for (const r of css) await r.continue().catch(() => {});
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the guide answered 404, as a web page, empty or never: the card and the mirror say why; opened again after the host heals it loads', async () => {
  const page = await openBroken();
  await waitMirror(page);
  const cases = [
    [NOT_FOUND, /the server answered 404 for guide\.txt/],
    [WEB_PAGE, /the server sent a web page in place of guide\.txt/],
    [EMPTY, /the server sent guide\.txt empty/],
    [null, /no answer came for guide\.txt/],
  ];
  let release = null;
  for (const [answer, why] of cases) {
    if (answer) breakHost({ '/guide.txt': answer });
    else release = await neverAnswer(page, 'guide.txt');
    try {
      await page.evaluate(() => window.sudokuA11y.command('guide', 'open'));
      const s = await waitState(page, (st) => st.guide.status === 'failed');
      assert.match(s.guide.error, why);
      await page.waitForFunction((source) => new RegExp('The guide could not be loaded: ' + source)
        .test(document.getElementById('mirror').textContent), why.source);
      if (!answer) await page.screenshot({ path: shotPath('host-guide-never.png') });
      await page.evaluate(() => window.sudokuA11y.command('guide', 'close'));
    } finally {
      healHost();
      if (release) await release();
    }
  }
  await page.evaluate(() => window.sudokuA11y.command('guide', 'open'));
  const s = await waitState(page, (st) => st.guide.status === 'loaded');
  assert.ok(s.guide.list.length > 30);
  await page.evaluate(() => window.sudokuA11y.command('guide', 'close'));
  await playsOn(page);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});

test('the photo reader\'s script answered 404 and the text box\'s never: each says why on the canvas and in the mirror, and opens once the host heals', async () => {
  const page = await openBroken();
  await waitMirror(page);
  breakHost({ '/photo.js': NOT_FOUND });
  try {
    await page.evaluate(() => window.sudokuA11y.command('read_photo'));
    const said = /^The photo reader could not load: the server answered 404 for photo\.js\./;
    await waitState(page, (s, source) => new RegExp(source).test(s.message), said.source);
    // (The mirror's message line is there from its first render, a little after window.sudokuA11y.)
    await page.waitForFunction((source) => {
      const m = document.getElementById('message');
      return m !== null && new RegExp(source).test(m.textContent);
    }, said.source);
  } finally {
    healHost();
  }
  await page.evaluate(() => window.sudokuA11y.command('read_photo'));
  await page.waitForSelector('#photo:not([hidden])');
  // Open now, it no longer says it could not load.
  await waitState(page, (s) => !/photo reader could not load/.test(s.message));
  await page.keyboard.press('Escape');
  await page.waitForSelector('#photo', { state: 'hidden' });
  const release = await neverAnswer(page, 'textbox.js');
  try {
    await clickMenuItem(page, 'Settings');
    await click(page, 'techniques');
    const said = /^The text box could not load: no answer came for textbox\.js\./;
    // (The card grows to hold it a frame after it is first drawn.)
    const s = await waitState(page, (st, source) => {
      const r = st.ui['settings: text box failed'];
      return new RegExp(source).test(st.message) && r !== undefined && r[7] === r[3] && r[3] > 0;
    }, said.source);
    // Said where the player asked, on the Settings card (the panel's line
    // lies under it at 1280x800), whole and inside the card.
    assert.equal(s.layer, 'settings');
    const [x, y, w, h, vx, vy, vw, vh] = s.ui['settings: text box failed'];
    const card = s.ui['card: settings'];
    assert.ok(vw === w && vh === h && w > 0 && h > 0, `the message shows whole: ${s.ui['settings: text box failed']}`);
    assert.ok(x >= card[0] && y >= card[1] && x + w <= card[0] + card[2] && y + h <= card[1] + card[3],
      `the message ${[x, y, w, h]} lies on the card ${card}`);
    await page.screenshot({ path: shotPath('host-textbox-never.png') });
  } finally {
    await release();
  }
  await click(page, 'techniques');
  await page.locator('#textbox textarea').waitFor({ state: 'visible' });
  // Asked again, the card no longer says it failed.
  await waitState(page, (st) => st.ui['settings: text box failed'] === undefined);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});

/// A committed photo of a puzzle as a File inside the page (a handle).
function pictureFile(page) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const b64 = fs.readFileSync(path.resolve(here, '../data/scan/image1.jpg')).toString('base64');
  return page.evaluateHandle((b) => {
    const raw = atob(b);
    const data = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
    return new File([data], 'image1.jpg', { type: 'image/jpeg' });
  }, b64);
}

/// Waits until the photo reader's report (photo.js) has `pred`.
async function waitReader(page, pred) {
  const deadline = Date.now() + HANG;
  for (;;) {
    const r = await page.evaluate(() => (window.sudokuPhoto ? window.sudokuPhoto.state() : null));
    if (r && pred(r)) return r;
    if (Date.now() > deadline) throw new Error(`the photo reader never got there: ${JSON.stringify(r)}`);
    await frame(page);
  }
}

test('the photo reader\'s module answered 404, then never: its card says why; the next picture reads once the host heals', async () => {
  const page = await openBroken();
  const file = await pictureFile(page);
  breakHost({ '/sudoku-vision.wasm': NOT_FOUND });
  try {
    await page.evaluate((f) => window.sudokuOpenPhoto(f), file);
    await waitReader(page, (r) => /could not be loaded: the server answered 404 for sudoku-vision\.wasm/.test(r.error));
  } finally {
    healHost();
  }
  const release = await neverAnswer(page, 'sudoku-vision.wasm');
  try {
    await page.evaluate((f) => window.sudokuOpenPhoto(f), file);
    await waitReader(page, (r) => /could not be loaded: no answer came for sudoku-vision\.wasm/.test(r.error));
    assert.match(await page.locator('#photo .error').textContent(), /no answer came for sudoku-vision\.wasm/);
    await page.screenshot({ path: shotPath('host-vision-never.png') });
  } finally {
    await release();
  }
  await page.evaluate((f) => window.sudokuOpenPhoto(f), file);
  await waitReader(page, (r) => r.review);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});

test('a practice bank that never answers: the engine makes the practice puzzle; the next practice asks for the bank again', async () => {
  const page = await openBroken();
  const release = await neverAnswer(page, 'practice.txt');
  let s;
  try {
    await page.evaluate(() => window.sudokuApp.command('practise', 'x-wing'));
    s = await waitState(page, (st) => st.origin.kind === 'practice' && !st.generating);
    assert.equal(s.practice_bank, 'failed');
  } finally {
    await release();
  }
  await page.evaluate(() => window.sudokuApp.command('practise', 'x-wing'));
  if ((await state(page)).confirm) await page.evaluate(() => window.sudokuApp.command('answer', 'yes'));
  s = await waitState(page, (st) => st.practice_bank === 'loaded' && st.origin.kind === 'practice' && !st.generating);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});

test('the engine and the collection answered 404: each says why, and each is asked for again once the host heals', async () => {
  breakHost({ '/sudoku-engine.wasm': NOT_FOUND, '/puzzles.txt': NOT_FOUND });
  try {
    const page = await openBroken();
    await press(page, 'h');
    let s = await waitState(page, (st) => st.engine.state === 'failed' && !st.hint_pending);
    assert.match(s.message, /^The hint engine could not be started \(the server answered 404 for sudoku-engine\.wasm\), so hints, the list of all hints and the solve are not available; ask again to try again/);
    // (The mirror, and its message line, may come after the engine failed.)
    await page.waitForFunction(() => {
      const m = document.getElementById('message');
      return m !== null && /the server answered 404 for sudoku-engine\.wasm/.test(m.textContent);
    });
    await page.evaluate(() => window.sudokuApp.command('new_game', 'hard'));
    s = await waitState(page, (st) => /could not be loaded \(/.test(st.message));
    assert.match(s.message, /^No new puzzle: it could not be made and the collection could not be loaded \(the server answered 404 for puzzles\.txt\)/);
    assert.equal(s.givens, WIKI_PUZZLE, 'the game kept');
    breakHost({ '/sudoku-engine.wasm': NOT_FOUND });  // the collection heals
    await page.evaluate(() => window.sudokuApp.command('new_game', 'hard'));
    s = await waitState(page, (st) => st.origin.kind === 'collection');
    healHost();  // the engine heals: the next hint starts it again
    await press(page, 'h');
    s = await waitState(page, (st) => st.hint.level === 1);
    assert.equal(s.engine.state, 'ready');
    await page.context().close();
  } finally {
    healHost();
  }
});

/// Asks for a hint, and waits until the engine has given up on it and says why.
async function hintRefused(page, why) {
  await press(page, 'h');
  const s = await waitState(page, (st, source) => st.engine.state === 'failed' && !st.hint_pending &&
    new RegExp(source).test(st.message), why.source);
  assert.match(s.message, /^The hint engine could not be started \(.*\), so hints, the list of all hints and the solve are not available; ask again to try again/);
  assert.equal(s.hint.level, 0);
  return s;
}

test('the engine worker\'s script answered 404, as a web page, cut short or cut off: the hint says which; the game plays on; the next hint starts the engine once the host heals', async () => {
  breakHost({ '/sudoku-engine.js': NOT_FOUND });
  try {
    const page = await openBroken();
    await hintRefused(page, /\(the server answered 404 for sudoku-engine\.js\)/);
    // Where the player reads it: the mirror's message line too.
    await page.waitForFunction(() => {
      const m = document.getElementById('message');
      return m !== null && /the server answered 404 for sudoku-engine\.js/.test(m.textContent);
    });
    breakHost({ '/sudoku-engine.js': WEB_PAGE });
    await hintRefused(page, /\(sudoku-engine\.js is not a script \(the host answered with a web page\)\)/);
    breakHost({ '/sudoku-engine.js': CUT_SHORT });
    await hintRefused(page, /\(sudoku-engine\.js is cut short or damaged\)/);
    await page.screenshot({ path: shotPath('host-engine-script-cut.png') });
    healHost();
    // Cut off, then back: the route stays and a flag says which, since a
    // request the worker made just after an unroute could still be cut off.
    let offline = true;
    await page.context().route(/\/sudoku-engine\.js(\?|$)/, (route) => (offline ? route.abort() : route.continue()));
    await hintRefused(page, /\(sudoku-engine\.js could not be downloaded \(no connection\?\)\)/);
    await playsOn(page);
    offline = false;
    await press(page, 'h');
    const s = await waitState(page, (st) => st.hint.level === 1);
    assert.equal(s.engine.state, 'ready');
    assert.deepEqual(unexpected(page), []);
    await page.context().close();
  } finally {
    healHost();
  }
});

test('the engine\'s module cut off by the network: the hint says it could not be downloaded', async () => {
  const page = await newPage(env.browser, { serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await page.context().route(/\/sudoku-engine\.wasm(\?|$)/, (route) => route.abort());
  await page.goto(env.url + '#' + WIKI_PUZZLE);
  await waitReady(page);
  await hintRefused(page, /\(sudoku-engine\.wasm could not be downloaded \(no connection\?\)\)/);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});

test('a host that answers every script loaded later with its index page: each part says that file is not a script, with its fallback, and loads once the host heals', async () => {
  const scripts = ['/ui-strings.js', '/a11y.js', '/textbox.js', '/photo.js', '/sudoku-engine.js', '/sudoku-vision.js'];
  const fallback = Object.fromEntries(scripts.map((f) => [f, INDEX_PAGE]));
  breakHost(fallback);
  const notScript = (file) => new RegExp(`${file.replace(/\./g, '\\.')} is not a script \\(the host answered with a web page\\)`);
  try {
    const page = await openBroken();
    // The mirror's place, naming the first of its scripts.
    await mirrorNote(page).waitFor();
    assert.match(await mirrorNote(page).textContent(), notScript('ui-strings.js'));
    // The text box: said on the Settings card. It loads the UI's strings
    // and its own script at once, both web pages here: the first to fail
    // is named.
    await clickMenuItem(page, 'Settings');
    await click(page, 'techniques');
    await waitState(page, (st, source) => new RegExp('^The text box could not load: (' + source + ')').test(st.message),
      `${notScript('ui-strings.js').source}|${notScript('textbox.js').source}`);
    await press(page, 'Escape');
    // The hint engine.
    await hintRefused(page, notScript('sudoku-engine.js'));
    // The UI's strings heal: the mirror's own script is named next, then the text box's and the photo reader's.
    delete fallback['/ui-strings.js'];
    await tryAgain(page);
    await page.waitForFunction((source) => new RegExp(source).test(document.getElementById('mirror').textContent), notScript('a11y.js').source);
    await clickMenuItem(page, 'Settings');
    await click(page, 'techniques');
    await waitState(page, (st, source) => new RegExp('^The text box could not load: ' + source).test(st.message), notScript('textbox.js').source);
    await press(page, 'Escape');
    await page.evaluate(() => window.sudokuOpenPhoto(null));
    await waitState(page, (st, source) => new RegExp('^The photo reader could not load: ' + source).test(st.message), notScript('photo.js').source);
    await page.screenshot({ path: shotPath('host-index-page.png') });
    // The photo reader's own script: its worker's.
    delete fallback['/photo.js'];
    const file = await pictureFile(page);
    await page.evaluate((f) => window.sudokuOpenPhoto(f), file);
    const r = await waitReader(page, (st) => st.error !== '');
    assert.match(r.error, /^The photo reader could not be loaded: sudoku-vision\.js is not a script \(the host answered with a web page\)\. The next picture tries again\./);
    assert.match(await page.locator('#photo .error').textContent(), notScript('sudoku-vision.js'));
    // Shown over the board once its styles apply.
    await page.waitForFunction(() => {
      const r = document.querySelector('#photo .error').getBoundingClientRect();
      return r.height > 0 && r.bottom <= window.innerHeight && getComputedStyle(document.getElementById('photo')).position === 'fixed';
    });
    await page.screenshot({ path: shotPath('host-index-page-vision.png') });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#photo', { state: 'hidden' });
    await playsOn(page);
    // Healed: each part loads (the mirror once asked again).
    await mirrorNote(page).waitFor();
    healHost();
    await tryAgain(page);
    await waitMirror(page);
    await press(page, 'h');
    await waitState(page, (st) => st.hint.level === 1 && st.engine.state === 'ready');
    await page.evaluate((f) => window.sudokuOpenPhoto(f), await pictureFile(page));  // a handle of the reloaded page
    await waitReader(page, (st) => st.review);
    assert.deepEqual(unexpected(page), []);
    await page.context().close();
  } finally {
    healHost();
  }
});

/// A page whose load event a picture holds back until the test answers it,
/// with the requests for `files` held too; once the app is ready.
async function heldBack(files) {
  const page = await newPage(env.browser, { serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, initScript: pictureHoldingLoad });
  const held = await holdRequests(page, ['held-picture.png', ...files]);
  await page.goto(env.url + '#' + WIKI_PUZZLE, { waitUntil: 'commit' });
  await waitReady(page);
  return { page, held };
}

const loaded = (page) => page.waitForFunction(() => document.readyState === 'complete');
const beforeLoad = async (page) => assert.notEqual(await page.evaluate(() => document.readyState), 'complete', 'asked for before the load event');

test('the mirror\'s script or styles held back by the host hold back neither the load event nor the game: the mirror comes when they are answered, or says it gave up', async () => {
  // Answered late: the load event comes first (once the picture is answered).
  let { page, held } = await heldBack(['a11y.js']);
  while (held['a11y.js'].length === 0) await frame(page);
  await beforeLoad(page);
  await answerPicture(held);
  await loaded(page);
  for (const r of held['a11y.js']) await r.continue();
  await waitMirror(page);
  assert.equal(await page.locator('#mirror.failed').count(), 0);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
  // Never answered: the page's time-out (made short once the strings are
  // asked for) gives up on it, and the load event comes all the same.
  ({ page, held } = await heldBack(['ui-strings.js', 'a11y.js']));
  while (held['ui-strings.js'].length === 0) await frame(page);
  await page.evaluate(() => { window.sudokuApp.loadTimeout = 300; });
  await held['ui-strings.js'][0].continue();
  await mirrorNote(page).waitFor();
  assert.match(await mirrorNote(page).textContent(), /could not load: no answer came for a11y\.js\./);
  assert.ok(held['a11y.js'].length >= 1, 'a11y.js was asked for and held');
  await beforeLoad(page);
  await answerPicture(held);
  await loaded(page);
  await waitState(page, (st, p) => st.givens === p, WIKI_PUZZLE);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
  // Its styles, asked for by a11y.js before the load event, likewise.
  ({ page, held } = await heldBack(['a11y.css']));
  while (held['a11y.css'].length === 0) await frame(page);
  await beforeLoad(page);
  await answerPicture(held);
  await loaded(page);
  for (const r of held['a11y.css']) await r.continue();
  await waitMirror(page);
  assert.deepEqual(unexpected(page), []);
  await page.context().close();
});
