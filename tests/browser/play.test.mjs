// Playing in a real browser with real keys, clicks and touches: digits,
// marks, undo/redo, conflicts, saving across reloads, share links, paste.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, reloadWithDamagedSave, DAMAGED_SAVE, openPage, waitReady, shotPath, cellCentre, waitState, state, frame, pasteText,
  canvasPixels, press, openPuzzle, tap, click } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE, WIKI_SOLUTION as SOLUTION, OTHER } from './puzzles.mjs';

const env = useBrowser();

const fresh = (options = {}) => openPuzzle(env, PUZZLE, options);

async function clickCell(page, cell, modifiers = []) {
  const s = await state(page);
  const p = cellCentre(s.board, cell);
  for (const m of modifiers) await page.keyboard.down(m);
  await page.mouse.click(p.x, p.y);
  for (const m of modifiers) await page.keyboard.up(m);
  await frame(page);
}

test('digits, pencil marks, undo and redo with the keyboard', async () => {
  const page = await fresh();
  await clickCell(page, 2);                 // r1c3, empty
  await press(page, '4');
  let s = await waitState(page, (st) => st.values[2] === '4');
  assert.deepEqual(s.selected, [2]);
  await press(page, 'ArrowRight');          // r1c4, empty
  await press(page, 'Shift+1');
  await press(page, 'Shift+2');
  s = await waitState(page, (st) => st.candidates[3] === '12');
  await press(page, 'p');                   // pencil mode: plain digits toggle marks
  await press(page, '6');
  s = await waitState(page, (st) => st.candidates[3] === '126');
  assert.equal(s.mode, 'pencil');
  await press(page, 'p');
  await press(page, 'Control+z');
  s = await waitState(page, (st) => st.candidates[3] === '12');
  await press(page, 'Control+z');
  await press(page, 'Control+z');
  await press(page, 'Control+z');
  s = await waitState(page, (st) => st.values[2] === '.' && st.candidates[3] === '');
  await press(page, 'Control+y');
  s = await waitState(page, (st) => st.values[2] === '4');
  await press(page, 'Control+Shift+z');
  s = await waitState(page, (st) => st.candidates[3] === '1');
  await press(page, 'Backspace');
  s = await waitState(page, (st) => st.candidates[3] === '');
  // A given cannot be overwritten.
  await clickCell(page, 0);
  await press(page, '9');
  s = await state(page);
  assert.equal(s.values[0], '5');
  await page.screenshot({ path: shotPath('play-keys.png') });
  await closeChecked(page);
});

test('arrow keys wrap around the grid and ctrl-click selects several cells', async () => {
  const page = await fresh();
  await clickCell(page, 8);                 // r1c9
  await press(page, 'ArrowRight');
  let s = await state(page);
  assert.deepEqual(s.selected, [0]);        // wrapped to r1c1
  await press(page, 'ArrowUp');
  s = await state(page);
  assert.deepEqual(s.selected, [72]);       // wrapped to r9c1
  await clickCell(page, 2);
  await clickCell(page, 3, ['Control']);
  await clickCell(page, 5, ['Shift']);
  s = await state(page);
  assert.deepEqual(s.selected, [2, 3, 5]);
  await press(page, 'Shift+7');
  s = await waitState(page, (st) => st.candidates[2] === '7' && st.candidates[3] === '7' && st.candidates[5] === '7');
  await page.context().close();
});

test('a digit twice in a unit is shown as a conflict, live', async () => {
  const page = await fresh();
  await clickCell(page, 2);
  await press(page, '5');                   // r1c1 is a given 5
  let s = await waitState(page, (st) => st.conflicts.length === 2);
  assert.deepEqual(s.conflicts, [0, 2]);
  // The conflicting digit is drawn in the conflict colour (red dominates).
  const img = await canvasPixels(page);
  const size = s.board.size / 9;
  let red = 0;
  for (let y = s.board.y + size * 0.25; y < s.board.y + size * 0.75; y++) {
    for (let x = s.board.x + size * 2.3; x < s.board.x + size * 2.7; x++) {
      const [r, g, b] = img.at(Math.round(x), Math.round(y));
      if (r > 180 && g < 110 && b < 110) red++;
    }
  }
  assert.ok(red > 10, `red pixels in the conflicting digit: ${red}`);
  await page.screenshot({ path: shotPath('play-conflict.png') });
  await press(page, 'Delete');
  s = await waitState(page, (st) => st.conflicts.length === 0);
  await page.context().close();
});

test('the game survives a reload: digits, marks and undo history', async () => {
  const page = await fresh();
  await clickCell(page, 2);
  await press(page, '4');
  await clickCell(page, 3);
  await press(page, 'Shift+6');
  await waitState(page, (st) => st.values[2] === '4' && st.candidates[3] === '6');
  await page.reload();
  await waitReady(page);
  let s = await state(page);
  assert.equal(s.givens, PUZZLE);
  assert.equal(s.values[2], '4');
  assert.equal(s.candidates[3], '6');
  assert.equal(s.can_undo, true);
  await press(page, 'Control+z');
  s = await waitState(page, (st) => st.candidates[3] === '');
  await closeChecked(page);
});

test('a share link opens its puzzle; a garbled one keeps the saved game', async () => {
  const page = await fresh();
  await clickCell(page, 2);
  await press(page, '4');
  await waitState(page, (st) => st.values[2] === '4');
  // Opening a link is a fresh page load with a fragment; over a game in
  // progress it asks first, and Enter says yes.
  await page.goto('about:blank');
  await page.goto(env.url + '#' + OTHER);
  await waitReady(page);
  let s = await waitState(page, (st) => st.confirm.length > 0);
  assert.equal(s.givens, PUZZLE, 'nothing replaced before the answer');
  await page.screenshot({ path: shotPath('play-link-confirm.png') });
  await press(page, 'Enter');
  s = await waitState(page, (st, p) => st.givens === p, OTHER);
  assert.equal(s.givens, OTHER);
  assert.equal(s.has_previous, true, 'the replaced game is kept');
  // Back to the first puzzle with progress, then a garbled link.
  await page.goto('about:blank');
  await page.goto(env.url + '#' + PUZZLE);
  await waitReady(page);
  await waitState(page, (st) => st.confirm.length > 0 || st.givens === st.values);
  if ((await state(page)).confirm) await press(page, 'Enter');
  await waitState(page, (st, p) => st.givens === p, PUZZLE);
  await clickCell(page, 2);
  await press(page, '4');
  await waitState(page, (st) => st.values[2] === '4');
  await page.goto('about:blank');
  await page.goto(env.url + '#' + PUZZLE.slice(0, 40) + 'x' + PUZZLE.slice(41));
  await waitReady(page);
  s = await state(page);
  assert.equal(s.givens, PUZZLE);
  assert.equal(s.values[2], '4', 'the saved game is kept');
  assert.match(s.message, /link/i);
  assert.match(s.message, /41|x/);
  await page.screenshot({ path: shotPath('play-garbled-link.png') });
  await page.context().close();
});

test('paste: a readable puzzle starts a game, an unreadable one keeps the game', async () => {
  const page = await fresh();
  await clickCell(page, 2);
  await press(page, '4');
  await pasteText(page, 'this is not a sudoku');
  let s = await waitState(page, (st) => st.message.length > 0 && st.message !== 'Welcome! Pick a cell, then a digit. Stuck? Hint shows where to look next.');
  assert.equal(s.givens, PUZZLE);
  assert.equal(s.values[2], '4');
  assert.match(s.message, /No Sudoku puzzle was found/);
  assert.match(s.message, /Details: no puzzle found/, 'the located detail stays');
  // A pretty grid with decorations is read as well.
  const rows = [];
  for (let r = 0; r < 9; r++) rows.push(OTHER.slice(r * 9, r * 9 + 9).replace(/(...)(?=.)/g, '$1|'));
  await pasteText(page, rows.join('\n'));
  await waitState(page, (st) => st.confirm.length > 0);  // a game in progress: asked first
  await press(page, 'Enter');
  s = await waitState(page, (st, p) => st.givens === p, OTHER);
  // Copy gives the 81-character line.
  const copied = await page.evaluate(() => {
    const data = new DataTransfer();
    document.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData('text/plain');
  });
  assert.equal(copied, OTHER);
  // A puzzle that cannot be played (a mistyped 3 in r1c1, beside the 3 of
  // r1c3) opens in the editor with the clash shown, to be fixed and started.
  const CLASH = '3' + OTHER.slice(1);
  await pasteText(page, CLASH);
  s = await waitState(page, (st) => st.phase === 'entry');
  assert.equal(s.givens, CLASH);
  assert.deepEqual(s.conflicts, [0, 2]);
  assert.match(s.message, /r1c1 and r1c3 are both 3/);
  assert.match(s.message, /open in the editor/);
  await page.screenshot({ path: shotPath('play-paste-clash.png') });
  await clickCell(page, 0);
  await press(page, 'Backspace');
  await waitState(page, (st) => st.conflicts.length === 0);
  await press(page, 'Enter');  // Start
  await waitState(page, (st, p) => st.phase === 'play' && st.givens === p, OTHER);
  await closeChecked(page);
});

test('a corrupt saved game is set aside with a notice, never a crash', async () => {
  const page = await openPage(env.browser, 'about:blank');
  await page.goto(env.url + 'index.html?blank');
  await waitReady(page);  // the app has saved its first game; now damage it
  await reloadWithDamagedSave(page, DAMAGED_SAVE);
  const s = await state(page);
  assert.match(s.notice, /could not be restored/);
  const aside = await page.evaluate(() => localStorage.getItem('sudoku.game.v1.unreadable'));
  assert.equal(aside, DAMAGED_SAVE);
  await page.screenshot({ path: shotPath('play-corrupt-save.png') });
  await closeChecked(page);
});

test('portrait phone: the keypad works by touch alone', async () => {
  const page = await fresh({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  let s = await state(page);
  assert.equal(s.layout, 'portrait');
  const p = cellCentre(s.board, 2);
  await page.touchscreen.tap(p.x, p.y);
  await frame(page);
  s = await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);
  // The keypad's digit row sits under the board: nine equal buttons.
  const padY = s.board.y + s.board.size + 40;
  const margin = (390 - s.board.size) / 2;
  const keyX = (d) => 8 + ((390 - 16) / 9) * (d - 0.5);
  await page.touchscreen.tap(keyX(4), padY);
  await frame(page);
  s = await waitState(page, (st) => st.values[2] === '4');
  assert.ok(margin >= 0);
  await page.screenshot({ path: shotPath('play-portrait.png') });
  await closeChecked(page);
});

test('a tap, a click and a key press have acted when the harness\'s tap, click and press return', async () => {
  // The tests read the state right after an input: ImGui takes in one change
  // of a key or button a frame (a tap is three), so each helper waits until
  // the app has taken in every input the page had, however slow its frames.
  for (const touch of [true, false]) {
    const page = await fresh(touch ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {});
    let s = await state(page);
    const p = cellCentre(s.board, 2);
    if (touch) await page.touchscreen.tap(p.x, p.y); else await page.mouse.click(p.x, p.y);
    await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);
    for (const digit of ['1', '4', '1', '4', '1', '4']) {
      if (touch) await tap(page, digit); else await click(page, digit);
      s = await state(page);
      assert.equal(s.values[2], digit, `${touch ? 'tap' : 'click'} on ${digit}`);
      assert.equal(s.input_pending, 0);
    }
    for (const key of ['Control+z', '7', 'Control+z', 'Control+y']) {
      await press(page, key);
      assert.equal((await state(page)).values[2], key === 'Control+z' ? '1' : '7', `after ${key}`);
    }
    await closeChecked(page);
  }
});

test('solving the puzzle is detected', async () => {
  const page = await fresh();
  for (let c = 0; c < 81; c++) {
    if (PUZZLE[c] !== '.') continue;
    await clickCell(page, c);
    await page.keyboard.press(SOLUTION[c]);
  }
  const s = await waitState(page, (st) => st.solved === true);
  assert.equal(s.values, SOLUTION);
  assert.match(s.message, /solved/i);
  await page.screenshot({ path: shotPath('play-solved.png') });
  await page.context().close();
});

test('paste: a pencil-mark grid written by `sudoku format --to pm` reads back as the same puzzle and marks', async () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const cli = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');
  const pm = execFileSync(cli, ['format', '--to', 'pm'], { input: OTHER + '\n' }).toString();
  // What the CLI wrote: 81 groups; one digit a given, more an open cell's candidates.
  const groups = pm.split('\n').filter((l) => l.startsWith('|')).flatMap((l) => l.match(/[1-9]+/g));
  assert.equal(groups.length, 81);
  const singles = groups.filter((g) => g.length > 1 && new Set(g).size === 1).length;
  assert.ok(singles > 0, 'the puzzle leaves open cells with one candidate');
  const page = await openPuzzle(env, null);
  await pasteText(page, pm);
  const s = await waitState(page, (st, p) => st.givens === p, OTHER);
  groups.forEach((g, c) => {
    if (g.length === 1) assert.equal(s.values[c], g, `cell ${c} is the given ${g}`);
    else assert.equal(s.candidates[c], [...new Set(g)].join(''), `cell ${c} keeps its candidates`);
  });
  await closeChecked(page);
});

test('paste: a sudokuwiki.org link with its solved cells and candidates, and a collection headed "12 puzzles"', async () => {
  // The site's X-Wing page: its "Load position" link (the S9B form) and the
  // puzzle "From the start" links to.
  const link = 'https://www.sudokuwiki.org/sudoku.htm?bd=S9B015y2e685w68050609040i022e0e0f0a2e085y050f0a5u090b042e2u2e0i06042c' +
    '0810012q0f0dd0015w9i102e020a089e03050f9e0d5y042e05d0609i010f095y0e5y0f0a045y0206020166cy669id205';
  const start = '1.....5694.2.....8.5...9.4....64.8.1....1....2.8.35....4.5...1.9.....4.2621.....5';
  const page = await openPuzzle(env, null);
  await pasteText(page, link);
  let s = await waitState(page, (st, p) => st.givens === p, start);
  assert.equal(s.values[10], '9', 'r2c2, solved on the site, is the player\'s 9');
  assert.equal(s.candidates[1], '378', 'r1c2 keeps the candidates the site had');
  await page.screenshot({ path: shotPath('play-paste-sudokuwiki.png') });
  // A collection file's heading line is skipped, its puzzle read.
  await pasteText(page, '12 puzzles\n' + PUZZLE + '\n');
  s = await waitState(page, (st, p) => st.confirm.length > 0 || st.givens === p, PUZZLE);
  if (s.givens !== PUZZLE) await press(page, 'Enter');
  s = await waitState(page, (st, p) => st.givens === p, PUZZLE);
  assert.doesNotMatch(s.message, /unexpected/);
  await closeChecked(page);
});

test('paste: a puzzle copied from a program\'s code or a spreadsheet (JSON rows with null blanks, CSV with empty fields)', async () => {
  const rows = [];
  for (let r = 0; r < 9; r++) rows.push(Array.from(PUZZLE.slice(r * 9, r * 9 + 9), (v) => (v === '.' || v === '0' ? null : Number(v))));
  const page = await openPuzzle(env, null);
  await pasteText(page, JSON.stringify({ board: rows }, null, 2));
  let s = await waitState(page, (st, p) => st.givens === p || /unexpected|no puzzle/.test(st.message), PUZZLE);
  assert.equal(s.givens, PUZZLE, s.message);
  // Pasted over it: a game with nothing played yet opens at once.
  const other = PUZZLE.split('').reverse().join('');
  const csv = [];
  for (let r = 0; r < 9; r++) csv.push(Array.from(other.slice(r * 9, r * 9 + 9), (v) => (v === '.' || v === '0' ? '' : v)).join(','));
  await pasteText(page, csv.join('\r\n') + '\r\n');
  s = await waitState(page, (st, p) => st.confirm.length > 0 || st.givens === p || /unexpected|no puzzle/.test(st.message), other);
  if (s.confirm.length > 0) await press(page, 'Enter');
  s = await waitState(page, (st, p) => st.givens === p, other);
  await closeChecked(page);
});
