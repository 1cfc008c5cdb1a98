// Nothing from outside stops the app: texts longer than the app's stack
// through every way in (paste, a link changed while open, another page's
// localStorage.setItem, the DOM mirror's text box), links with malformed
// percent escapes, an engine worker whose module is missing or never
// arrives, a page of another site that frames the app, and the browser
// taking the WebGL context away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './server.mjs';
import { useBrowser, closeChecked, reloadWithDamagedSave, DAMAGED_SAVE, openPage, openMirror, waitReady, waitState, state, frame, press, click, widget,
  pasteText, shotPath, cellCentre, canvasPixels, HANG } from './harness.mjs';
import { WIKI_PUZZLE } from './puzzles.mjs';

const env = useBrowser();

// Longer than the 1 MiB stack holds (about 261,000 characters did), yet
// under the app's 1 MB limit; and over the limit.
const LONG = 400000;
const OVER = 1100000;
const junk = (n) => 'x'.repeat(n);

/// The app still answers, draws frames and holds the game it had.
async function alive(page, givens) {
  const s = await waitState(page, (st, g) => st.givens === g, givens);
  assert.equal(await page.evaluate(() => window.sudokuApp.error), null);
  return s;
}

test('texts longer than the stack, through paste, a link, another page\'s storage and the mirror\'s text box, are refused with a message', async () => {
  const page = await openMirror(env, WIKI_PUZZLE);
  await page.evaluate(() => { window.sudokuA11y.command('select', '2'); window.sudokuA11y.command('digit', '4'); });
  await waitState(page, (st) => st.values[2] === '4');  // some progress to keep
  // Paste.
  await pasteText(page, junk(LONG));
  let s = await waitState(page, (st) => /could not be read|No Sudoku puzzle/.test(st.message));
  await pasteText(page, junk(OVER));
  s = await waitState(page, (st) => /The pasted text is over 1 MB/.test(st.message));
  await alive(page, WIKI_PUZZLE);
  // A link changed while the page is open.
  await page.evaluate((n) => { location.hash = 'y'.repeat(n); }, LONG);
  s = await waitState(page, (st) => /This link could not be opened/.test(st.message));
  await page.evaluate((n) => { location.hash = 'y'.repeat(n); }, OVER);
  s = await waitState(page, (st) => /The link is over 1 MB/.test(st.message));
  assert.equal(await page.evaluate(() => location.hash), '', 'the link is cleared, so a reload does not read it again');
  await alive(page, WIKI_PUZZLE);
  // Another page of the site stores long values (the storage event): under
  // the game's key and under another one.
  const warnings = [];
  // The storage event arrives in its own task, whenever the browser delivers
  // it: the test waits for the app's warning itself, not for a number of
  // frames.
  const warned = new Promise((resolve) => {
    page.on('console', (m) => {
      if (m.type() !== 'warning') return;
      warnings.push(m.text());
      if (m.text().includes('stored a value over 1 MB')) resolve();
    });
  });
  const other = await page.context().newPage();
  await other.goto(env.url + 'NOTICES.txt');
  await other.evaluate(([a, b]) => {
    localStorage.setItem('sudoku.game.v1', 'z'.repeat(a));
    localStorage.setItem('some.other.key', 'z'.repeat(a));
    localStorage.setItem('sudoku.game.v1', 'z'.repeat(b));
  }, [LONG, OVER]);
  // The other page stays open until the app has warned: closed at once, its
  // writes could go with it before they reach the storage area under load
  // (the run hung here once). A warning that never comes fails the test.
  let timer;
  await Promise.race([warned, new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no warning of the value over 1 MB in ${HANG} ms: ${warnings.join(' | ')}`)), HANG);
  })]).finally(() => clearTimeout(timer));
  await other.close();
  s = await alive(page, WIKI_PUZZLE);
  assert.ok(warnings.some((w) => w.includes('stored a value over 1 MB')), warnings.join('\n'));
  // The DOM mirror's text box (the techniques field).
  const answer = await page.evaluate((n) => {
    const field = document.getElementById('techniques');
    field.value = 'singles,'.repeat(n / 8);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return document.getElementById('techniques-error').textContent;
  }, OVER);
  assert.match(answer, /over 1 MB/);
  s = await alive(page, WIKI_PUZZLE);
  assert.equal(s.settings.hint_techniques, '');
  assert.equal(s.values[2], '4');
  await page.screenshot({ path: shotPath('outside-long-texts.png') });
  await closeChecked(page);
});

test('links with malformed percent escapes start the app, say what is wrong, and are gone after a reload', async () => {
  for (const fragment of ['%', '%E0%A4%A', WIKI_PUZZLE + '%']) {
    const page = await openPage(env.browser, env.url + '#' + fragment);
    await waitReady(page);
    const s = await waitState(page, (st) => st.phase === 'play');
    assert.equal(await page.evaluate(() => window.sudokuApp.error), null, fragment);
    assert.match(s.message, /This link could not be opened/, fragment);
    assert.equal(s.givens, WIKI_PUZZLE, 'the welcome puzzle meanwhile');
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => location.hash), '');
    assert.equal(await page.evaluate(() => window.sudokuApp.error), null);
    assert.deepEqual(page.errors, [], fragment);
    await page.context().close();
  }
});

/// A page whose engine module is answered by `route`; the console's errors in `errors`.
async function pageWithEngine(route) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => localStorage.setItem('sudoku.help.v1', 'seen'));
  let asked = 0;
  // The build's files are asked for with the build in the query (?b=...).
  await context.route(/\/sudoku-engine\.wasm(\?|$)/, (r) => { asked += 1; return route(r); });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push('page error: ' + e));
  await page.goto(env.url + '#' + WIKI_PUZZLE);
  await waitReady(page);
  page.asked = () => asked;
  return page;
}

/// With the engine failed: the hint says so, and a new game comes from the collection.
async function checkFallBack(page, name) {
  await press(page, 'h');
  let s = await waitState(page, (st) => st.engine.state === 'failed' && !st.hint_pending);
  // Tried once more (and, when it had given up before the hint was asked
  // for, twice more for the hint: a request after giving up tries again).
  assert.ok(s.engine.restarts >= 1, `restarted ${s.engine.restarts} times`);
  assert.ok(page.asked() >= 2, `the engine's module was asked for ${page.asked()} times`);
  assert.match(s.message, /hints, the list of all hints and the solve are not available/);
  await page.screenshot({ path: shotPath(`outside-engine-${name}.png`) });
  await page.evaluate(() => window.sudokuA11y.command('new_game', 'hard'));
  s = await waitState(page, (st) => st.origin.kind === 'collection');
  assert.equal(s.record.level, 2);
  assert.match(s.message, /here is one from the collection/);
  // Errors: the page's report, and the worker's own module stopping (a
  // missing module); nothing of the page's own code.
  assert.ok(page.errors.some((e) => e.includes('the engine worker failed')), page.errors.join('\n'));
  assert.deepEqual(page.errors.filter((e) => !e.includes('the engine worker failed') && !/^page error: RuntimeError: Aborted/.test(e)), []);
}

test('an engine worker whose module is missing is tried again, then the page says what cannot be done and falls back', async () => {
  const page = await pageWithEngine((r) => r.fulfill({ status: 404, body: 'not found' }));
  await checkFallBack(page, 'missing');
  await page.context().close();
});

test('an engine worker whose module never arrives is given up on after its time-out, then the page falls back', async () => {
  const page = await pageWithEngine(() => new Promise(() => {}));  // never answered
  await checkFallBack(page, 'stalled');
  await page.context().close();
});

test('framed by another site the app does not run; framed by its own site it does', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  // A page of another site (another port is another origin) framing the app.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-elsewhere-'));
  fs.writeFileSync(path.join(dir, 'outer.html'),
    `<!doctype html><title>other</title><iframe src="${env.url}index.html" width="900" height="600"></iframe>`);
  const other = await serve(dir, 0);
  await page.goto(`http://127.0.0.1:${other.address().port}/outer.html`);
  const framed = page.frames().find((f) => f.url().startsWith(env.url));
  await framed.waitForFunction(() => window.sudokuApp && window.sudokuApp.error !== null, null, { timeout: HANG });
  assert.equal(await framed.evaluate(() => window.sudokuApp.error), 'framed by another site');
  assert.match(await framed.evaluate(() => document.getElementById('unsupported').innerText), /cannot run inside another site/);
  assert.equal(await framed.evaluate(() => document.getElementById('unsupported').hidden), false);
  assert.equal(await framed.evaluate(() => typeof window.Module), 'undefined', 'the app is not started');
  await page.screenshot({ path: shotPath('outside-framed.png') });
  // The same site framing itself: the app runs.
  await context.route(env.url + 'framed.html', (r) => r.fulfill({
    contentType: 'text/html', body: '<!doctype html><title>own</title><iframe src="index.html" width="900" height="600"></iframe>',
  }));
  await page.goto(env.url + 'framed.html');
  const own = page.frames().find((f) => f.url().endsWith('index.html'));
  await own.waitForFunction(() => window.sudokuApp && window.sudokuApp.ready === true, null, { timeout: HANG });
  await context.close();
  other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a save that cannot be read is set aside with its day, listed in the Menu, and its text can be copied', async () => {
  const page = await openMirror(env, WIKI_PUZZLE);
  await reloadWithDamagedSave(page, DAMAGED_SAVE, { mirror: true });
  let s = await waitState(page, (st) => st.set_aside.length === 1);
  assert.match(s.notice, /set aside \(Menu, Game set aside on \d{4}-\d\d-\d\d\)/);
  const today = await page.evaluate(() => { const d = new Date(); return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 10); });
  await page.evaluate(() => window.sudokuA11y.command('dismiss_notice'));
  // ImGui ends the notice's card a frame after the session closes it; a
  // press in between lands on the card's backdrop.
  await waitState(page, (st) => st.notice === '');
  await frame(page);
  await frame(page);
  await click(page, 'Menu');
  // The first set-aside game's row, by its id (two set aside on one day share a label).
  const row = 'menu: set aside 1';
  await widget(page, row);
  assert.deepEqual((await state(page)).controls[row], ['menu', `Game set aside on ${today}`]);
  // Explore by touch finds the mirror's button for it there.
  await page.waitForFunction((id) => {
    const r = window.sudokuApp.state().ui[id];
    const e = document.elementFromPoint(r[4] + r[6] / 2, r[5] + r[7] / 2);
    return e && e.dataset.ui === id && /^Open the game set aside on /.test(e.textContent);
  }, row);
  await page.screenshot({ path: shotPath('outside-set-aside-menu.png') });
  await click(page, row);
  s = await waitState(page, (st) => /still cannot be read/.test(st.message));
  assert.match(s.message, /copied to the clipboard/);
  // The mirror offers the same, and its text.
  await page.waitForFunction((t) => [...document.querySelectorAll('#menu button')].some((b) => !b.hidden && b.textContent === t),
    `Copy the text of the game set aside on ${today}`);
  await closeChecked(page);
});

/// Records the page's WebGL warnings ("WebGL: INVALID_OPERATION: delete:
/// object does not belong to this context") in page.glWarnings.
function recordGlWarnings(page) {
  page.glWarnings = [];
  page.on('console', (m) => { if (/WebGL/.test(m.text())) page.glWarnings.push(m.text()); });
}

/// Takes the page's WebGL context away (WEBGL_lose_context), as a GPU reset does.
const loseContext = (page) => page.evaluate(() => {
  window.loseContext = document.getElementById('canvas').getContext('webgl2').getExtension('WEBGL_lose_context');
  window.loseContext.loseContext();
});

test('the browser takes the WebGL context away (a GPU reset): the app asks for it back and draws the same board, the game kept', async () => {
  const page = await openPage(env.browser, env.url);
  recordGlWarnings(page);
  await waitReady(page);
  // A move, so that there is a game to keep: r1c3 selected, 4 typed.
  let s = await state(page);
  const cell = cellCentre(s.board, 2);
  await page.mouse.click(cell.x, cell.y);
  await page.keyboard.press('4');
  s = await waitState(page, (st) => st.values[2] === '4' && st.effects === 'shader');
  const board = (img) => {
    const { x, y, size } = s.board;
    const out = [];
    for (let r = Math.ceil(y); r < Math.floor(y + size); r += 3) {
      for (let c = Math.ceil(x); c < Math.floor(x + size); c += 3) out.push(img.data.readUInt32BE((r * img.width + c) * 4));
    }
    return out;
  };
  await frame(page);
  const before = board(await canvasPixels(page));

  await loseContext(page);
  await waitState(page, (st) => st.gl_context === 'lost');
  const drawn = (await state(page)).frame_ms.drawn;
  // Without a context the game goes on (nothing drawn): the selection
  // moves away and back.
  await page.keyboard.press('ArrowLeft');
  await waitState(page, (st) => st.gl_context === 'lost' && st.selected.length === 1 && st.selected[0] === 1);
  await page.keyboard.press('ArrowRight');
  await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);
  assert.equal((await state(page)).frame_ms.drawn, drawn, 'nothing is drawn without a context');
  await page.evaluate(() => window.loseContext.restoreContext());
  s = await waitState(page, (st, n) => st.gl_context === 'ready' && st.frame_ms.drawn > n && st.effects === 'shader', drawn);
  assert.equal(s.values[2], '4', 'the move is kept');
  await frame(page);
  const after = board(await canvasPixels(page));
  const differ = before.filter((v, i) => v !== after[i]).length;
  assert.ok(differ === 0, `${differ} of ${before.length} board pixels differ from before the reset`);
  await page.screenshot({ path: shotPath('outside-gl-context-restored.png') });
  // And play goes on: another digit is drawn.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('1');
  await waitState(page, (st) => st.values[3] === '1');
  await frame(page);
  // Nothing of the lost context was deleted on the new one (WebGL warns of
  // each object "that does not belong to this context").
  assert.deepEqual(page.glWarnings, []);
  await closeChecked(page);
});

test('a WebGL context lost before the second frame: nothing is made on it, and the effects are made when it returns', async () => {
  // The context goes as the first frame announces the app ready, before
  // the second frame, which makes the background's and effects' shaders.
  const early = await openPage(env.browser, env.url, {
    initScript: () => {
      let ready = null;
      Object.defineProperty(window, 'sudokuOnReady', {
        configurable: true,
        get() {
          return () => {
            window.loseContext = document.getElementById('canvas').getContext('webgl2').getExtension('WEBGL_lose_context');
            window.loseContext.loseContext();
            if (ready) ready();
          };
        },
        set(f) { ready = f; },
      });
    },
  });
  recordGlWarnings(early);
  await waitReady(early);
  let s = await waitState(early, (st) => st.gl_context === 'lost');
  // Frames go on without the context, and make nothing on it.
  s = await waitState(early, (st, n) => st.frame_ms.frames > n + 10, s.frame_ms.frames);
  assert.equal(s.effects, 'pending', 'no effects are made on a lost context');
  await early.evaluate(() => window.loseContext.restoreContext());
  s = await waitState(early, (st) => st.gl_context === 'ready' && st.effects === 'shader' && st.frame_ms.drawn > 0);
  await frame(early);
  assert.deepEqual(early.glWarnings, []);
  await closeChecked(early);  // no shader error on the console
});

test('a WebGL context that does not come back: the player is told (panel message, the mirror\'s live region, a note over the canvas) until it returns', async () => {
  const page = await openMirror(env, WIKI_PUZZLE);
  recordGlWarnings(page);
  await waitState(page, (st) => st.effects === 'shader');
  await loseContext(page);
  await waitState(page, (st) => st.gl_context === 'lost');
  // Told once it has stayed away a while (the app's own 3 s): the game's message.
  let s = await waitState(page, (st) => st.gl_lost_said === true);
  assert.match(s.message, /The board cannot be drawn right now.*Your game goes on.*reload the page/);
  await page.waitForFunction((m) => document.getElementById('announcer').textContent.includes(m), s.message);
  await page.waitForFunction(() => !document.getElementById('gl-lost').hidden);
  const note = await page.evaluate(() => {
    const e = document.getElementById('gl-lost');
    const r = e.getBoundingClientRect();
    return { text: e.textContent, x: r.x, y: r.y, w: r.width, h: r.height, top: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === e };
  });
  assert.equal(note.text, s.message);
  assert.ok(note.w > 100 && note.h > 30 && note.x >= 0 && note.y >= 0 && note.top, `the note is shown on top: ${JSON.stringify(note)}`);
  await page.screenshot({ path: shotPath('outside-gl-context-gone.png') });
  // The game goes on meanwhile: a digit typed in the mirror's grid.
  await page.evaluate(() => window.sudokuA11y.command('select', 2));
  await page.keyboard.press('4');
  await waitState(page, (st) => st.values[2] === '4' && st.gl_context === 'lost');
  // It returns: the message and the note go.
  await page.evaluate(() => window.loseContext.restoreContext());
  s = await waitState(page, (st) => st.gl_context === 'ready' && !st.gl_lost_said && st.effects === 'shader');
  assert.doesNotMatch(s.message, /cannot be drawn/);
  await page.waitForFunction(() => document.getElementById('gl-lost').hidden);
  assert.deepEqual(page.glWarnings, []);
  await closeChecked(page);
});

test('on a phone in portrait by touch, a digit played through the mirror while the WebGL context is lost is drawn when it returns', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  recordGlWarnings(page);
  let s = await waitState(page, (st) => st.effects === 'shader');
  // r1c3 (empty) is where the digit goes; its pixels before.
  const cellPixels = (img, board) => {
    const size = board.size / 9;
    const x0 = Math.ceil(board.x + 2 * size + size * 0.25);
    const y0 = Math.ceil(board.y + size * 0.25);
    const out = [];
    for (let y = y0; y < y0 + size * 0.5; y += 2) for (let x = x0; x < x0 + size * 0.5; x += 2) out.push(img.data.readUInt32BE((y * img.width + x) * 4));
    return out;
  };
  const c1 = cellCentre(s.board, 0);
  await page.touchscreen.tap(c1.x, c1.y);
  s = await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 0);
  await frame(page);
  const before = cellPixels(await canvasPixels(page), s.board);
  await loseContext(page);
  await waitState(page, (st) => st.gl_context === 'lost');
  // A tap on r1c3 still selects it (the canvas takes the touch, undrawn).
  const c3 = cellCentre(s.board, 2);
  await page.touchscreen.tap(c3.x, c3.y);
  await waitState(page, (st) => st.gl_context === 'lost' && st.selected.length === 1 && st.selected[0] === 2);
  // The mirror's digit 4, activated as a screen reader does (a click without a press).
  await page.evaluate(() => [...document.querySelectorAll('#play .digits button')].find((b) => b.textContent === '4').click());
  s = await waitState(page, (st) => st.values[2] === '4');
  assert.equal(s.gl_context, 'lost', 'played while the context was lost');
  await page.evaluate(() => window.loseContext.restoreContext());
  const drawn = s.frame_ms.drawn;
  s = await waitState(page, (st, n) => st.gl_context === 'ready' && st.frame_ms.drawn > n && st.effects === 'shader', drawn);
  assert.equal(s.values[2], '4');
  await frame(page);
  const after = cellPixels(await canvasPixels(page), s.board);
  const differ = before.filter((v, i) => v !== after[i]).length;
  assert.ok(differ > before.length / 20, `the digit is drawn in r1c3 (${differ} of ${before.length} pixels changed)`);
  await page.screenshot({ path: shotPath('outside-gl-context-phone-restored.png') });
  assert.deepEqual(page.glWarnings, []);
  await closeChecked(page);
});
