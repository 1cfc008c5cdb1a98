// Playing every day, as a new player would, at 1280x800 and on a 390x844
// phone with touch only: the solve's controls on a phone, hints that show
// the candidates they name, a clock that survives a reload, a real pause,
// notes that are not candidates, links that survive chat apps, messages in
// a player's words, a puzzle with two solutions, messages that go away, the
// menu's place and size, corner and centre notes, statistics, help, and a
// picture of the board. Every wait is on the app's state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, clickMenuItem, openPage, newPage, waitReady, shotPath, cellCentre, waitState, state, frame, pasteText,
  decodePng, press, widget, tap, click, openPuzzle } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE, WIKI_SOLUTION as SOLUTION, NEEDS_CANDIDATES, TWO_SOLUTIONS } from './puzzles.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const env = useBrowser();

const open = (puzzle, options = DESKTOP) => openPuzzle(env, puzzle, options);

async function tapCell(page, cell) {
  const p = cellCentre((await state(page)).board, cell);
  await page.touchscreen.tap(p.x, p.y);
  await frame(page);
}

async function clickCell(page, cell) {
  const p = cellCentre((await state(page)).board, cell);
  await page.mouse.click(p.x, p.y);
  await frame(page);
}

test('phone: the logic solve has controls, and closing it gives the board back', async () => {
  const page = await open(PUZZLE, PHONE);
  await tap(page, 'Menu');
  await tap(page, 'menu: Watch the logic solve');
  let s = await waitState(page, (st) => st.solving && st.ui['solve: Close'] !== undefined);
  for (const name of ['solve: Pause', 'solve: Back', 'solve: Next', 'solve: Close', 'solve: To the end']) {
    assert.ok(s.ui[name] || (name === 'solve: Pause' && s.ui['solve: Play']), `${name} shown`);
  }
  await page.screenshot({ path: shotPath('everyday-phone-solve.png') });
  // No timeline to drag on a phone: a tap goes to the end of the solve.
  await waitState(page, (st) => st.animation.complete);
  await tap(page, 'solve: To the end');
  s = await waitState(page, (st) => st.animation.step === st.animation.total && st.animation.total > 0);
  assert.equal(s.animation.playing, false);
  await tap(page, 'solve: Close');
  s = await waitState(page, (st) => !st.solving);
  // Taps select and digits play again.
  await tapCell(page, 2);
  await tap(page, '4');
  s = await waitState(page, (st) => st.values[2] === '4');
  assert.equal(s.selected[0], 2);
  await closeChecked(page);
});

test('a hint draws every candidate it names, and applying it fills the candidate grid', async () => {
  const page = await open(NEEDS_CANDIDATES);
  let sawElimination = false;
  for (let i = 0; i < 40 && !sawElimination; i++) {
    await press(page, 'h');
    await press(page, 'h');
    let s = await waitState(page, (st) => st.hint.level === 2);
    for (const c of s.hint.cells) {
      if (s.values[c] === '.') assert.notEqual(s.drawn_marks[c], '', `cause cell ${c} shows its candidates`);
    }
    await press(page, 'h');
    s = await waitState(page, (st) => st.hint.level === 3);
    const eliminates = s.hint.cells.some((c) => s.values[c] === '.' && s.drawn_marks[c] !== '');
    if (!s.candidates_complete && eliminates && !/Single|Full House/.test(s.hint.technique)) {
      await page.screenshot({ path: shotPath('everyday-hint-candidates.png') });
      sawElimination = true;
    }
    await press(page, 'Enter');
    s = await waitState(page, (st) => st.hint.level === 0);
    if (sawElimination) assert.equal(s.candidates_complete, true, 'the board reads as a whole');
  }
  assert.ok(sawElimination, 'some hint eliminated');
  await page.context().close();
});

test('the clock survives a reload to the second', async () => {
  const page = await open(PUZZLE);
  await waitState(page, (st) => st.elapsed >= 3);
  await page.reload();
  await waitReady(page);
  const s = await state(page);
  assert.ok(s.elapsed >= 3, `elapsed ${s.elapsed} after the reload`);
  await page.context().close();
});

test('phone: pause hides the board, stops play, and is kept over a reload', async () => {
  const page = await open(PUZZLE, PHONE);
  await tapCell(page, 2);
  await tap(page, 'Pause');
  let s = await waitState(page, (st) => st.paused && st.hidden);
  await tap(page, '4');
  s = await state(page);
  assert.equal(s.values[2], '.', 'no digit while paused');
  await page.screenshot({ path: shotPath('everyday-phone-paused.png') });
  const before = s.elapsed;
  await page.reload();
  await waitReady(page);
  s = await state(page);
  assert.equal(s.paused, true);
  assert.ok(Math.abs(s.elapsed - before) < 1, 'the clock stood still');
  await tap(page, 'Resume');
  s = await waitState(page, (st) => !st.paused && !st.hidden);
  await tapCell(page, 2);
  await tap(page, '4');
  await waitState(page, (st) => st.values[2] === '4');
  await page.context().close();
});

test('one note is not a candidate list: no "true candidate removed"', async () => {
  const page = await open(PUZZLE);
  await clickCell(page, 2);       // r1c3, whose answer is 4
  await press(page, 'Shift+5');   // a single note
  await waitState(page, (st) => st.candidates[2] === '5');
  await press(page, 'h');
  const s = await waitState(page, (st) => st.hint.level === 1);
  assert.doesNotMatch(s.hint.technique, /removed|Mistake/);
  await page.context().close();
});

test('a share link has no dots, ends in a letter or digit, and opens', async () => {
  const page = await open(PUZZLE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await clickCell(page, 2);
  await press(page, '4');
  await clickMenuItem(page, 'menu: Copy share link');
  // The clipboard is written after the app says so: wait for both.
  await waitState(page, (st) => /Copied a link/.test(st.message));
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('#'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const fragment = link.slice(link.indexOf('#') + 1);
  assert.ok(!fragment.includes('.'), link);
  assert.match(link, /[A-Za-z0-9]$/);
  // Pasted into chat or markdown, a link detector cuts trailing punctuation:
  // nothing is lost. Opened in a fresh browser:
  const other = await openPage(env.browser, link, DESKTOP);
  await waitReady(other);
  await waitState(other, (st, p) => st.givens === p, PUZZLE);
  await other.context().close();
  await page.context().close();
});

test('messages speak to a player and keep the located detail', async () => {
  const page = await open(PUZZLE);
  await pasteText(page, '12345');
  const s = await waitState(page, (st) => /cells/.test(st.message));
  assert.match(s.message, /That puzzle has 5 cells, but a Sudoku has 81/);
  assert.match(s.message, /Details: .*line 1/);
  await page.context().close();
});

test('on a puzzle with two solutions, H says why there is no hint', async () => {
  const page = await open(TWO_SOLUTIONS);
  await press(page, 'h');
  const s = await waitState(page, (st) => /more than one solution/.test(st.message) || st.hint.level > 0);
  assert.match(s.message, /more than one solution/);
  await page.context().close();
});

test('the puzzle\'s message goes away with the first move', async () => {
  const page = await open(PUZZLE);
  let s = await state(page);
  assert.match(s.message, /one solution/);
  await clickCell(page, 2);
  await press(page, '4');
  s = await waitState(page, (st) => st.values[2] === '4');
  assert.equal(s.message, '');
  await page.context().close();
});

for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${name}: the menu opens below its button, inside the screen, with rows a finger can hit`, async () => {
    const page = await open(PUZZLE, options);
    const phone = name === 'phone';
    const menu = await widget(page, 'Menu');
    if (phone) await tap(page, 'Menu'); else await click(page, 'Menu');
    await waitState(page, (st) => st.ui['menu: Easy'] !== undefined && st.ui.Settings !== undefined);
    // The Menu sizes itself over its first frames: measured once it is drawn
    // at the same place two frames running.
    await widget(page, 'menu: Easy');
    await widget(page, 'Settings');
    const s = await state(page);
    const rows = Object.entries(s.ui).filter(([k]) => k.startsWith('menu: ') || ['Stats', 'Help', 'Settings', 'About'].includes(k));
    const width = options.viewport.width;
    for (const [label, [x, y, w, h]] of rows) {
      assert.ok(y >= menu.bottom, `${label} below the button`);
      assert.ok(x >= 0 && x + w <= width, `${label} inside the screen`);
      if (phone) assert.ok(h >= 44, `${label} is ${h} px tall`);
    }
    await page.screenshot({ path: shotPath(`everyday-${name}-menu.png`) });
    await page.context().close();
  });
}

test('phone: no keyboard labels, and a tapped key does not stay highlighted', async () => {
  const page = await open(PUZZLE, PHONE);
  await tapCell(page, 2);
  await tap(page, 'Hint');
  let s = await waitState(page, (st) => st.hint.level === 1);
  assert.ok(s.ui.More && s.ui['hint: Close'], 'the hint panel shows More and Close');
  assert.equal(s.touch, true);
  // The labels carry no key names on a touch screen.
  const shot = await page.screenshot({ path: shotPath('everyday-phone-hint.png') });
  assert.ok(shot.length > 0);
  // The last tapped digit looks like the others.
  await tap(page, 'hint: Close');
  await tap(page, '7');
  await frame(page);
  const png = decodePng(await page.screenshot());
  const k7 = await widget(page, '7');
  const k8 = await widget(page, '8');
  const at = (p) => png.at(Math.round((p.x - p.w * 0.4) * 3), Math.round(p.y * 3));
  // (The page's gradient behind the translucent keys shifts a channel by a unit.)
  const diff = Math.max(...at(k7).map((v, i) => Math.abs(v - at(k8)[i])));
  assert.ok(diff <= 4, `key 7 ${at(k7)} vs key 8 ${at(k8)}: left highlighted`);
  await page.context().close();
});

test('phone: corner and centre notes from the keypad, by touch', async () => {
  const page = await open(PUZZLE, PHONE);
  await tapCell(page, 2);
  await tap(page, 'Corner');
  await tap(page, '1');
  await tap(page, '4');
  await tap(page, 'Centre');
  await tap(page, '4');
  await tap(page, '9');
  let s = await waitState(page, (st) => st.corner[2] === '14' && st.centre[2] === '49');
  assert.equal(s.mode, 'centre');
  await tap(page, 'Pencil');
  await tap(page, '2');
  s = await waitState(page, (st) => st.candidates[2] === '2');
  await page.screenshot({ path: shotPath('everyday-phone-notes.png') });
  await tap(page, 'Digit');
  await tap(page, '4');
  s = await waitState(page, (st) => st.values[2] === '4');
  assert.equal(s.corner[2], '', 'a digit hides the notes');
  await page.context().close();
});

test('solving a puzzle counts in the statistics, shown with a chart', async () => {
  const page = await open(PUZZLE);
  for (let c = 0; c < 81; c++) {
    if (PUZZLE[c] !== '.') continue;
    await clickCell(page, c);
    await press(page, SOLUTION[c]);
  }
  let s = await waitState(page, (st) => st.solved);
  s = await waitState(page, (st) => st.stats.levels[5].solved === 1);
  assert.ok(s.stats.levels[5].best > 0);
  assert.equal(s.stats.streak, 1);
  // The finish panel comes first (played by keys: the mirror's dialog has
  // the focus); Escape goes back to the board.
  s = await waitState(page, (st) => st.finish !== null);
  assert.equal(s.finish.level, -1);
  await press(page, 'Escape');
  await waitState(page, (st) => st.finish === null);
  await clickMenuItem(page, 'Stats');
  await widget(page, 'stats: Close');
  await page.screenshot({ path: shotPath('everyday-stats.png') });
  await page.context().close();
});

test('help: shown once on a first visit, and on ?', async () => {
  const page = await openPage(env.browser, env.url, { ...DESKTOP, firstVisit: true });
  await waitReady(page);
  let s = await waitState(page, (st) => st.help === true);
  await page.screenshot({ path: shotPath('everyday-help.png') });
  await click(page, 'Start playing');
  s = await waitState(page, (st) => st.help === false);
  await page.reload();
  await waitReady(page);
  s = await state(page);
  assert.equal(s.help, false, 'not again after a reload');
  await press(page, 'Shift+Slash');
  await waitState(page, (st) => st.help === true);
  await page.context().close();
});

test('share a picture of the board', async () => {
  const page = await open(PUZZLE);
  await clickMenuItem(page, 'menu: Share a picture of the board');
  const shared = await page.waitForFunction(() => window.sudokuApp.lastSharedImage, null, { timeout: 90000 });
  const info = await shared.jsonValue();
  assert.ok(info.bytes > 1000, `a PNG of ${info.bytes} bytes`);
  await closeChecked(page);
});

test('two tabs: the newer plays, the other follows it read-only until Continue here', async () => {
  const a = await open(PUZZLE);
  const b = await a.context().newPage();
  b.errors = [];
  await b.goto(env.url);
  await waitReady(b);
  await waitState(b, (st, p) => st.givens === p, PUZZLE);
  await waitState(a, (st) => st.read_only);
  await clickCell(b, 2);
  await press(b, '4');
  await waitState(a, (st) => st.values[2] === '4');
  await click(a, 'Continue here');
  await waitState(b, (st) => st.read_only);
  await clickCell(a, 3);
  await press(a, '6');
  const s = await waitState(b, (st) => st.values[3] === '6');
  assert.equal(s.values[2], '4');
  await a.context().close();
});

test('About shows the notices of everything the site ships', async () => {
  const page = await open(PUZZLE);
  await clickMenuItem(page, 'About');
  await waitState(page, (st) => st.about === 'shown');
  await page.screenshot({ path: shotPath('everyday-about.png') });
  await closeChecked(page);
});

test('desktop: the techniques field opens the page\'s text box; a list it cannot read is refused there, a good one kept', async () => {
  const page = await open(PUZZLE);
  await clickMenuItem(page, 'Settings');
  let s = await waitState(page, (st) => st.ui.techniques !== undefined);
  assert.equal(s.settings.hint_techniques, '');
  await click(page, 'techniques');
  await page.waitForSelector('#textbox textarea:focus');
  await page.keyboard.type('singles,nonsense');
  await page.click('#textbox button[type=submit]');
  await page.waitForFunction(() => document.querySelector('#textbox .error').textContent !== '');
  assert.match(await page.textContent('#textbox .error'), /nonsense/);
  assert.equal(await page.isVisible('#textbox'), true, 'the box stays open with the refusal');
  assert.equal((await state(page)).settings.hint_techniques, '', 'the setting is unchanged');
  await page.fill('#textbox textarea', 'singles,locked');
  await page.click('#textbox button[type=submit]');
  s = await waitState(page, (st) => st.settings.hint_techniques === 'singles,locked');
  assert.equal(await page.isVisible('#textbox'), false);
  await frame(page);
  await page.screenshot({ path: shotPath('everyday-desktop-techniques.png') });
  await closeChecked(page);
});

test('the mirror arriving while the text box has the keyboard leaves the typing there', async () => {
  // On a slow connection the mirror (a11y.js) can come after the player
  // opened the techniques field's text box from Settings: its first render
  // shows the Settings card as its dialog, which must not take the focus
  // from the text box (the rest of the typing would go to the game as
  // shortcuts). Here a11y.js is held until the text box has the keyboard.
  const page = await newPage(env.browser, DESKTOP);
  const held = [];
  await page.route(/\/a11y\.js(\?|$)/, (route) => { held.push(route); });
  await page.goto(env.url + '#' + PUZZLE, { waitUntil: 'commit' });  // "load" would wait for a11y.js
  await waitReady(page);
  await waitState(page, (st, p) => st.givens === p, PUZZLE);
  await clickMenuItem(page, 'Settings');
  await waitState(page, (st) => st.ui.techniques !== undefined);
  await click(page, 'techniques');
  await page.waitForSelector('#textbox textarea:focus');
  await page.keyboard.type('singles,');
  while (held.length === 0) await frame(page);
  await held[0].continue();
  await page.waitForFunction(() => document.querySelectorAll('#grid [role="gridcell"]').length === 81);
  await frame(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'textbox-text', 'the text box keeps the focus');
  await page.keyboard.type('locked');
  assert.equal(await page.inputValue('#textbox textarea'), 'singles,locked');
  await page.click('#textbox button[type=submit]');
  const s = await waitState(page, (st) => st.settings.hint_techniques === 'singles,locked');
  assert.equal(s.mode, 'normal', 'no letter reached the game');
  await closeChecked(page);
});

test('Link with my progress: the drawn checkbox and the mirror\'s are one setting', async () => {
  const page = await open(PUZZLE, PHONE);
  await tap(page, 'Menu');
  // The row lies under the phone's screen: the Menu scrolled up to it.
  for (let i = 0; i < 20; i++) {
    const row = (await state(page)).ui['menu: Link with my progress'];
    if (row && row[7] >= row[3] && row[5] + row[7] <= 844) break;
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 120);
    await frame(page);
  }
  await tap(page, 'menu: Link with my progress');
  await waitState(page, (st) => st.share_progress === true);
  await page.waitForFunction(() => {
    const box = document.getElementById('share-progress');  // the mirror's, from its first render
    return box !== null && box.checked === true;
  });
  // The mirror's checkbox by keyboard (a screen reader's way): the drawn one follows.
  await page.focus('#share-progress');
  await page.keyboard.press('Space');
  await waitState(page, (st) => st.share_progress === false);
  await frame(page);
  assert.equal(await page.locator('#share-progress').isChecked(), false);
  await page.keyboard.press('Space');
  await waitState(page, (st) => st.share_progress === true);
  await closeChecked(page);
});
