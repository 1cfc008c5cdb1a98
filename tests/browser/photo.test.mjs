// Reading a puzzle from a photo: a picked file (the Menu's item, a file
// chooser), a pasted picture (a phone's layout), the camera (Chromium's fake
// camera fed with a committed photo), each reaching a game whose givens are
// what the native `sudoku scan` reads from the same photo; a half-done
// puzzle whose handwritten digits become the player's entries; and pictures
// that cannot be read, which leave the game as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { useBrowser, closeChecked, start, openPuzzle, waitReady, waitState, state, frame, shotPath, click, tap,
  widget, clickMenuItem, pasteText, siteDir, HANG, waitMirror } from './harness.mjs';
import { WIKI_PUZZLE } from './puzzles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const scanDir = path.resolve(here, '../data/scan');
const cli = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');
const photo = (name) => path.join(scanDir, name);

/// The committed photo `name` as a JPEG File inside the page, called
/// `fileName` there (a handle to pass to page.evaluate).
async function photoFile(page, name, fileName = name) {
  const b64 = fs.readFileSync(photo(name)).toString('base64');
  return page.evaluateHandle(([b, n]) => {
    const raw = atob(b);
    const data = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
    return new File([data], n, { type: 'image/jpeg' });
  }, [b64, fileName]);
}

/// What the native reader reads from `file` (an 81-character line).
function scanned(file) {
  return execFileSync(cli, ['scan', file], { encoding: 'utf8' }).trim();
}

const env = useBrowser();

/// The photo reader's own report (web/photo.js), once it is loaded.
const reader = (page) => page.evaluate(() => (window.sudokuPhoto ? window.sudokuPhoto.state() : null));

/// Waits until the photo reader reports what `pred` wants; returns its report.
async function waitReader(page, pred) {
  const deadline = Date.now() + HANG;
  for (;;) {
    const r = await reader(page);
    if (r && pred(r)) return r;
    if (Date.now() > deadline) throw new Error(`the photo reader never got there: ${JSON.stringify(r)}`);
    await frame(page);
  }
}

/// Opens the reader from the Menu (its item is in view on these layouts).
async function openFromMenu(page, touch) {
  const use = touch ? tap : click;
  await use(page, 'Menu');
  await waitState(page, (s) => s.ui['menu: Read a puzzle from a photo'] !== undefined);
  await use(page, 'menu: Read a puzzle from a photo');
  await page.waitForSelector('#photo:not([hidden])');
}

/// Reads `file` through the reader's "Choose a picture" (a real file chooser).
async function choose(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'),
    page.locator('#photo').getByRole('button', { name: 'Choose a picture' }).click()]);
  await chooser.setFiles(file);
}

/// Clicks or taps the app's widget `name` while the review has moved the
/// canvas (the app reports its widgets in the canvas's own pixels).
async function useMoved(page, name, touch) {
  const p = await widget(page, name);
  const canvas = await page.locator('#canvas').boundingBox();
  if (touch) await page.touchscreen.tap(canvas.x + p.x, canvas.y + p.y);
  else await page.mouse.click(canvas.x + p.x, canvas.y + p.y);
  await frame(page);
}

const READER = ['photo.js', 'photo.css', 'sudoku-vision.js', 'sudoku-vision.wasm'];

test('the photo reader is fetched only when first used, at most 250 KB gzip', async () => {
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  const fetched = new Set();
  page.on('request', (r) => fetched.add(new URL(r.url()).pathname.replace(/^\//, '')));
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname.replace(/^\//, '')));
  // After the first frame the engine worker and the mirror load; not the reader.
  await waitState(page, (st) => st.engine.state === 'ready');
  for (const f of READER) assert.ok(!(await loaded()).includes(f) && !fetched.has(f), `${f} is not loaded before use`);
  await openFromMenu(page, false);
  await waitReader(page, () => true);
  for (const f of ['photo.js', 'photo.css', 'sudoku-vision.js', 'sudoku-vision.wasm']) {
    const deadline = Date.now() + HANG;
    while (!fetched.has(f)) {
      assert.ok(Date.now() < deadline, `${f} is loaded on first use`);
      await frame(page);
    }
  }
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(siteDir, f)), { level: 9 }).length;
  const sizes = READER.map((f) => [f, gz(f)]);
  const total = sizes.reduce((t, [, n]) => t + n, 0);
  console.log(`# photo reader: ${sizes.map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`).join(', ')} gzip, ` +
    `${(total / 1024).toFixed(1)} KB in all`);
  assert.ok(total <= 250 * 1024, `the photo reader is ${total} bytes gzip`);
  await closeChecked(page);
});

test('the UI\'s strings are fetched once when the text box and the photo reader open before they arrive', async () => {
  // No service worker: every request of the page goes through the route.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1,
    serviceWorkers: 'block' });
  await context.addInitScript(() => { try { localStorage.setItem('sudoku.help.v1', 'seen'); } catch (e) { /* opaque origin */ } });
  const page = await context.newPage();
  page.setDefaultTimeout(HANG);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let asked = 0;
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(/\/ui-strings\.js(\?|$)/, async (route) => { asked += 1; await released; await route.continue(); });
  await page.goto(env.url + '#' + WIKI_PUZZLE, { waitUntil: 'commit' });  // "load" waits for the strings
  await waitReady(page);
  // The text box (the techniques setting) and the reader, each loaded on
  // first use, open while the strings boot.js asked for are held back.
  await clickMenuItem(page, 'Settings');
  await waitState(page, (st) => st.ui.techniques !== undefined);
  await click(page, 'techniques');
  await page.evaluate(() => window.sudokuOpenPhoto(null));
  await page.waitForFunction(() => window.sudokuTextBox !== undefined && window.sudokuPhoto !== undefined);
  await frame(page);
  assert.equal(await page.evaluate(() => window.sudokuText === undefined), true, 'the strings are held back');
  release();
  await page.locator('#textbox textarea').waitFor({ state: 'visible' });
  await page.waitForSelector('#photo:not([hidden])');
  await waitMirror(page);
  await page.screenshot({ path: shotPath('photo-textbox-strings-once.png') });
  assert.equal(asked, 1, 'ui-strings.js is fetched once');
  assert.equal(await page.evaluate(() => document.querySelectorAll('script[src*="ui-strings.js"]').length), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a picked picture: the review beside the board, doubtful cells marked, Start plays it (desktop)', async () => {
  const expected = scanned(photo('image1.jpg'));
  assert.match(expected, /^[1-9.]{81}$/);
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await openFromMenu(page, false);
  await choose(page, photo('image1.jpg'));
  let s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  const r = await waitReader(page, (x) => x.review);
  assert.equal(r.last.line, expected);
  // The review shows the photo's grid beside the board; the canvas moved over.
  const review = await page.locator('#photo-review').boundingBox();
  assert.ok(review.width > 200, 'the review is shown');
  assert.ok(review.x + review.width <= (await page.locator('#canvas').boundingBox()).x + 1,
    'the photo is beside the board, not over it');
  // Every doubtful cell is marked on the board (sand), and only those.
  const doubtful = await page.evaluate(() => window.sudokuPhoto.state().doubtful);
  for (let c = 0; c < 81; c++) assert.equal(s.colours[c] === '3', doubtful[c] === '1', `cell ${c}`);
  await page.screenshot({ path: shotPath('photo-review-desktop.png') });
  // A cell is fixed with the usual keys, then Start plays the puzzle.
  await useMoved(page, 'Start', false);
  s = await waitState(page, (st) => st.phase === 'play');
  assert.equal(s.givens, expected);
  await waitReader(page, (x) => !x.review);
  await closeChecked(page);
});

test('a half-done puzzle: printed digits open as givens, handwritten ones as the player\'s entries', async () => {
  // mixed_image165.jpg's labels in the dataset: the printed givens and the
  // digits written by hand (tests/cli/scan_tests.cmake has the same).
  const givens = '83...79......32....97.6......8...1..7263.8549..5...8......4.75....28......36...14';
  const written = '..245..616519..4874..8.132534.596.72....1....91.724.362691.3..8174..569358..792..';
  const [line, player] = execFileSync(cli, ['scan', '--player', photo('mixed_image165.jpg')], { encoding: 'utf8' })
    .trim().split(' ');
  assert.equal(line, givens, 'the native reader reads the givens');
  assert.equal(player, written, 'the native reader reads the handwritten digits');
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await page.evaluate(() => { window.sudokuApp.command('mode', 'pencil'); });
  await openFromMenu(page, false);
  await choose(page, photo('mixed_image165.jpg'));
  // The editor holds the printed givens only; the review says which are the player's.
  let s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, givens);
  const r = await waitReader(page, (x) => x.review);
  assert.equal(r.last.player, written);
  const handCount = [...written].filter((ch) => ch !== '.').length;
  const text = await page.locator('#photo-review-player').innerText();
  assert.match(text, new RegExp(`${handCount} digit\\(s\\) written by hand`));
  assert.match(text, /are yours, not givens/);
  assert.match(await page.locator('#photo-review canvas').getAttribute('aria-label'), /written by hand shaded: r1c3 2, r1c4 4/);
  // Sand on the board only where a given or a blank is doubtful: a doubtful
  // handwritten digit is outlined on the photo and named in the review.
  const boardDoubt = await page.evaluate(() => window.sudokuPhoto.state().doubtful);
  for (let c = 0; c < 81; c++) {
    assert.equal(s.colours[c] === '3', boardDoubt[c] === '1', `cell ${c}`);
    if (written[c] !== '.') assert.notEqual(s.colours[c], '3', `cell ${c} holds a handwritten digit`);
  }
  await page.screenshot({ path: shotPath('photo-review-handwritten.png') });
  // The photo hidden, then Start (the session's command, as the mirror gives
  // it): the givens stay the printed digits, the handwritten ones become the
  // player's entries.
  await page.locator('#photo-review').getByRole('button', { name: 'Hide the photo' }).click();
  await waitReader(page, (x) => !x.review && x.waiting);
  await page.evaluate(() => { window.sudokuApp.command('start', ''); });
  s = await waitState(page, (st) => st.phase === 'play');
  assert.equal(s.givens, givens);
  const values = [...givens].map((g, c) => (g !== '.' ? g : written[c])).join('');
  s = await waitState(page, (st, want) => st.values === want, values);
  assert.equal(s.givens, givens, 'no handwritten digit became a given');
  assert.equal(s.mode, 'pencil', 'the player\'s mode is kept');
  assert.equal(s.can_undo, true, 'the entries are the player\'s own, undoable');
  assert.equal((await reader(page)).entered, handCount);
  await page.screenshot({ path: shotPath('photo-handwritten-game.png') });
  await closeChecked(page);
});

test('a picture read over a game in progress: the review waits with the question; yes opens it with the handwritten digits, no keeps the game untouched', async () => {
  const givens = '83...79......32....97.6......8...1..7263.8549..5...8......4.75....28......36...14';
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  for (const answer of ['no', 'yes']) {
    await page.evaluate(() => { window.sudokuApp.command('select', '2'); window.sudokuApp.command('digit', '4'); });
    const before = await waitState(page, (st) => st.values[2] === '4');
    await openFromMenu(page, false);
    await choose(page, photo('mixed_image165.jpg'));
    await waitState(page, (st) => st.confirm.length > 0);
    await waitReader(page, (x) => x.review && x.waiting);
    // The player takes a moment over the question: the review stays (it
    // looks every 300 ms whether the reading was started or dropped).
    const asked = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 1000, asked);
    const r = await reader(page);
    assert.ok(r.review && r.waiting, `the review stays while the question waits: ${JSON.stringify(r)}`);
    await page.evaluate((a) => window.sudokuApp.command('answer', a), answer);
    if (answer === 'no') {
      await waitReader(page, (x) => !x.review && !x.waiting);
      const s = await state(page);
      assert.equal(s.values, before.values, 'the game kept, no handwritten digit put into it');
      assert.equal(s.givens, before.givens);
      continue;
    }
    await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, givens);
    assert.ok((await reader(page)).review, 'the review beside the reading in the editor');
    await page.evaluate(() => { window.sudokuApp.command('start', ''); });
    await waitReader(page, (x) => !x.waiting && x.entered > 0);
  }
  await closeChecked(page);
});

test('a pasted picture on a phone: the review above the board, Start plays it', async () => {
  const expected = scanned(photo('image113.jpg'));
  const page = await openPuzzle(env, WIKI_PUZZLE,
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.evaluate((file) => {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, await photoFile(page, 'image113.jpg', 'puzzle.jpg'));
  let s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  await waitReader(page, (x) => x.review);
  const review = await page.locator('#photo-review').boundingBox();
  assert.ok(review.y + review.height <= s.board.y + (await page.locator('#canvas').boundingBox()).y + 1,
    'the photo is above the board');
  // The band shows its text and its button whole, without scrolling.
  const band = await page.locator('#photo-review').evaluate((e) => ({ client: e.clientHeight, scroll: e.scrollHeight }));
  assert.ok(band.scroll <= band.client + 1, `the review's text fits its band (${band.scroll} > ${band.client})`);
  const hideBox = await page.locator('#photo-review').getByRole('button', { name: 'Hide the photo' }).boundingBox();
  assert.ok(hideBox.y >= review.y && hideBox.y + hideBox.height <= review.y + review.height, 'Hide the photo is in view');
  // The shorter canvas still has a line of the app's message under its keys.
  const message = await widget(page, 'message area');
  assert.ok(message.h >= 18 && message.bottom <= (await page.locator('#canvas').boundingBox()).height + 0.5,
    `the message area shows a line: ${JSON.stringify(message)}`);
  await page.screenshot({ path: shotPath('photo-review-phone.png') });
  await useMoved(page, 'Start', true);
  s = await waitState(page, (st) => st.phase === 'play');
  assert.equal(s.givens, expected);
  await closeChecked(page);
});

test('the card\'s Paste a picture reads the clipboard\'s picture', async () => {
  const expected = scanned(photo('image1.jpg'));
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  // The clipboard takes PNG pictures: the photo is put there as one.
  await page.evaluate(async (file) => {
    const bitmap = await createImageBitmap(file);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d').drawImage(bitmap, 0, 0);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
  }, await photoFile(page, 'image1.jpg'));
  await openFromMenu(page, false);
  await page.locator('#photo').getByRole('button', { name: 'Paste a picture' }).click();
  const s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  assert.equal(s.givens, expected);
  await closeChecked(page);
});

test('a dropped picture is read', async () => {
  const expected = scanned(photo('image24.jpg'));
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await page.evaluate((file) => {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    const canvas = document.getElementById('canvas');
    canvas.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, await photoFile(page, 'image24.jpg', 'dropped.jpg'));
  const s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  assert.equal(s.givens, expected);
  await closeChecked(page);
});

test('a screenshot of this app in the middle of a game (dark theme, candidates pencilled, digits typed) reads as its givens, the typed digits as the player\'s', async () => {
  // The givens must be read, the small candidates not taken for givens and
  // the typed digits (another ink) read as the player's, by the native
  // reader and by the app's own (the screenshot dropped on it).
  const puzzle = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
  const solution = execFileSync(cli, ['solve'], { input: puzzle + '\n', encoding: 'utf8' }).trim();
  const pm = execFileSync(cli, ['format', '--to', 'pm'], { input: puzzle + '\n' }).toString();
  const page = await openPuzzle(env, null, { viewport: { width: 1000, height: 700 } });
  await pasteText(page, pm);
  await waitState(page, (st, p) => st.givens === p, puzzle);
  await page.waitForFunction(() => window.sudokuA11y && document.querySelectorAll('#grid [role="gridcell"]').length === 81);
  const run = (n, a) => page.evaluate(([x, y]) => window.sudokuA11y.command(x, y), [n, a]);
  await run('setting', 'theme=dark');
  const open = [...puzzle].map((ch, c) => (ch === '.' ? c : -1)).filter((c) => c >= 0);
  const typed = open.filter((c, i) => i % 4 === 0).slice(0, 15);
  for (const c of typed) { await run('select', c); await run('digit', Number(solution[c])); }
  const player = [...puzzle].map((ch, c) => (typed.includes(c) ? solution[c] : '.')).join('');
  await run('select', 0);
  const s = await waitState(page, (st, want) => st.selected.length === 1 && st.selected[0] === 0 &&
    [...st.values].map((v, c) => (st.givens[c] === '.' ? v : '.')).join('') === want, player);
  assert.ok(s.candidates.filter((c) => c.length > 1).length > 30, 'most open cells show several candidates');
  await frame(page); await frame(page);
  const shot = shotPath('photo-app-screenshot.png');
  const png = await page.screenshot({ path: shot });
  await closeChecked(page);
  // Every typed digit is read as the player's (a cluster of candidates can
  // also be taken for one: src/bench/README.md, "Pictures unlike the
  // dataset's").
  const typedRead = (line) => typed.every((c) => line[c] === solution[c]);
  const [line, players] = execFileSync(cli, ['scan', '--player', shot], { encoding: 'utf8' }).trim().split(' ');
  assert.equal(line, puzzle);
  assert.ok(typedRead(players), `the typed digits ${player} are the player's in ${players}`);
  const reading = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await reading.evaluate((b64) => {
    const raw = atob(b64);
    const data = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'screenshot.png', { type: 'image/png' }));
    const canvas = document.getElementById('canvas');
    canvas.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    canvas.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, png.toString('base64'));
  const read = await waitState(reading, (st, want) => st.phase === 'entry' && st.givens === want, puzzle);
  assert.equal(read.givens, puzzle);
  const r = await waitReader(reading, (x) => x.review);
  assert.ok(typedRead(r.last.player), `the typed digits ${player} are the player's in ${r.last.player}`);
  await closeChecked(reading);
});

test('the camera: the grid outlined in the preview, taken when it holds still', async () => {
  const expected = scanned(photo('image24.jpg'));
  // Chromium's fake camera plays an MJPEG file: JPEG frames one after another.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-camera-'));
  const video = path.join(dir, 'camera.mjpeg');
  const jpeg = fs.readFileSync(photo('image24.jpg'));
  fs.writeFileSync(video, Buffer.concat(Array(30).fill(jpeg)));
  const camera = await start(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`]);
  try {
    const page = await openPuzzle({ ...camera }, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 }, permissions: ['camera'] });
    await openFromMenu(page, false);
    await page.locator('#photo').getByRole('button', { name: 'Use the camera' }).click();
    // The preview found the grid (and outlined it) before the picture was taken.
    await waitReader(page, (x) => x.outlined > 0);
    await page.screenshot({ path: shotPath('photo-camera.png') });
    const s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
    assert.ok((await reader(page)).outlined >= 3, 'taken once the grid held still');
    assert.equal(s.givens, expected);
    assert.deepEqual(page.errors, []);
  } finally {
    await camera.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a camera refused: a message, and the file picker still reads a picture', async () => {
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await openFromMenu(page, false);
  // This browser has no camera device (no fake one), so getUserMedia fails.
  await page.locator('#photo').getByRole('button', { name: 'Use the camera' }).click();
  const r = await waitReader(page, (x) => x.error !== '');
  assert.match(r.error, /camera/i);
  assert.match(await page.locator('#photo .error').innerText(), /Choose a picture instead/);
  const expected = scanned(photo('image1.jpg'));
  await choose(page, photo('image1.jpg'));
  await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  await page.context().close();
});

test('a 50-megapixel photo is shrunk before it is read', async () => {
  const expected = scanned(photo('image1.jpg'));
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  // The committed photo drawn 50 megapixels large (its shape kept) and pasted as a JPEG.
  const size = await page.evaluate(async (file) => {
    const small = await createImageBitmap(file);
    const side = Math.sqrt(50.5e6 / (small.width * small.height));
    const big = new OffscreenCanvas(Math.round(small.width * side), Math.round(small.height * side));
    const ctx = big.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, big.width, big.height);
    const scale = Math.min(big.width / small.width, big.height / small.height);
    ctx.drawImage(small, (big.width - small.width * scale) / 2, (big.height - small.height * scale) / 2,
      small.width * scale, small.height * scale);
    const blob = await big.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'huge.jpg', { type: 'image/jpeg' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    return blob.size;
  }, await photoFile(page, 'image1.jpg'));
  assert.ok(size > 1e6, `a ${size}-byte JPEG`);
  const s = await waitState(page, (st) => st.phase === 'entry' && st.message.startsWith('Read from the photo'));
  // Read as the native reader reads the original, but for cells marked doubtful.
  let doubtful = 0;
  for (let c = 0; c < 81; c++) {
    if (s.colours[c] === '3') doubtful++;
    else assert.equal(s.givens[c], expected[c], `cell ${c}, not marked doubtful`);
  }
  assert.ok(doubtful <= 3, `${doubtful} doubtful cells`);
  await closeChecked(page);
});

test('after a first visit a photo is read with the network off', async () => {
  const expected = scanned(photo('image113.jpg'));
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
  await page.reload();
  await waitReady(page);
  await waitState(page, (st) => st.phase === 'play');
  await openFromMenu(page, false);
  await choose(page, photo('image113.jpg'));
  const s = await waitState(page, (st, want) => st.phase === 'entry' && st.givens === want, expected);
  assert.equal(s.givens, expected);
  await page.context().close();
});

test('pictures that cannot be read say why and leave the game as it was', async () => {
  const page = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  const before = await state(page);
  await openFromMenu(page, false);
  const cases = [
    ['not_an_image.jpg', /not a picture this browser can read/],
    ['truncated.jpg', /cut short/],
    ['huge_header.png', /cut short|not a picture this browser can read|megapixels/],
    ['no_grid.png', /no Sudoku grid/i],
  ];
  let seen = 0;
  for (const [name, why] of cases) {
    await choose(page, photo(name));
    const r = await waitReader(page, (x) => x.error !== '' && x.errors > seen);
    seen = r.errors;
    assert.match(r.error, why, name);
    assert.match(await page.locator('#photo .error').innerText(), /Your game is unchanged/);
  }
  const after = await state(page);
  assert.equal(after.givens, before.givens);
  assert.equal(after.phase, 'play');
  assert.equal(after.values, before.values);
  await closeChecked(page);
});

test('the clock waits while the photo reader\'s card or the text box covers the board; closed, focus is back and keys act', async () => {
  const page = await openPuzzle(env, WIKI_PUZZLE, { mirror: true });
  await page.evaluate(() => window.sudokuA11y.command('select', 2));
  await page.evaluate(() => window.sudokuA11y.command('digit', 4));  // a game in progress: its clock runs
  let s = await waitState(page, (st) => st.values[2] === '4' && st.elapsed > 0);
  const held = async (open, close) => {
    await open();
    await frame(page);
    const before = (await state(page)).elapsed;
    // Thirty frames (half a second and more): not a moment counted.
    for (let i = 0; i < 30; i++) await frame(page);
    assert.equal((await state(page)).elapsed, before, 'the clock waited under the card');
    await close();
    // Closed: the clock runs again, and a key acts on the app (focus is
    // back where it was, not on the page's body).
    await waitState(page, (st, b) => st.elapsed > b, before);
    assert.notEqual(await page.evaluate(() => document.activeElement.tagName), 'BODY');
    await page.keyboard.press('Shift+Slash');
    await waitState(page, (st) => st.help === true);
    await page.keyboard.press('Escape');
    await waitState(page, (st) => st.help === false);
  };
  await held(async () => {
    await page.evaluate(() => window.sudokuA11y.command('read_photo'));
    await page.waitForSelector('#photo:not([hidden])');
  }, async () => {
    await page.click('#photo button:text("Cancel")');
    await page.waitForSelector('#photo', { state: 'hidden' });
  });
  await held(async () => {
    await clickMenuItem(page, 'menu: Paste a puzzle');
    await page.waitForSelector('#textbox textarea:focus');
  }, async () => {
    await page.keyboard.press('Escape');
    await page.waitForSelector('#textbox', { state: 'hidden' });
  });
  s = await state(page);
  assert.equal(s.values[2], '4');
  await closeChecked(page);
});
