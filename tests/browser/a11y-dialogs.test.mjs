// Every player, part two: the canvas's cards as dialogs in the DOM mirror
// (focus in, the rest inert, focus back), one Escape per layer, a mistake
// hint that names its cell, the read-out keys (row, column, box, a digit's
// count, the time), what the live region says that it used to leave out,
// single-key shortcuts only with focus in the app, sound cues, and axe-core
// with each dialog open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useBrowser, closeChecked, shotPath, waitState, state, frame, press, openMirror, pasteText } from './harness.mjs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIKI_PUZZLE as PUZZLE, WIKI_SOLUTION as SOLUTION } from './puzzles.mjs';

const require = createRequire(import.meta.url);

const env = useBrowser();
const CLI = process.env.SUDOKU_CLI || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/native/src/cli/sudoku');

async function fresh(options = {}) {
  return openMirror(env, options.noPuzzle ? null : PUZZLE, options);
}

const run = (page, name, arg) => page.evaluate(([n, a]) => window.sudokuA11y.command(n, a), [name, arg]);
const announced = (page) => page.evaluate(() => window.sudokuA11y.announced.slice());
const count = async (page) => (await announced(page)).length;
/// Selects cell `c` through the mirror and waits until it has the focus.
async function focusCell(page, c) {
  await run(page, 'select', c);
  await page.waitForFunction((id) => document.activeElement.id === id, `cell-${c}`);
}
const cellWords = (c) => `row ${Math.floor(c / 9) + 1}, column ${c % 9 + 1}`;

/// Waits until an announcement since `from` contains `text` (or matches a RegExp).
async function waitAnnounced(page, text, from = 0) {
  const isRe = text instanceof RegExp;
  await page.waitForFunction(([t, flags, re, f]) => {
    const all = window.sudokuA11y.announced.slice(f);
    return all.some((a) => (re ? new RegExp(t, flags).test(a) : a.includes(t)));
  }, [isRe ? text.source : text, isRe ? text.flags : '', isRe, from]);
  return (await announced(page)).slice(from);
}

/// What has focus: {id, role, text, dialog: the id of the dialog around it, inControls}.
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  const d = a && a.closest('[role="dialog"], [role="alertdialog"]');
  return { id: a.id, role: a.getAttribute('role'), text: a.textContent.trim(), dialog: d ? d.id : null,
    inControls: !!a.closest('#controls') };
});

async function tabTo(page, text, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await press(page, 'Tab');
    if ((await focused(page)).text === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

async function axeSerious(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('the first-visit help is a dialog that takes focus, reads, keeps the board inert, and lets go with Escape', async () => {
  const page = await fresh({ noPuzzle: true, firstVisit: true });
  let s = await waitState(page, (st) => st.help === true);
  await page.waitForFunction(() => document.activeElement && document.activeElement.closest('#help-dialog'));
  const tree = await page.locator('#help-dialog').ariaSnapshot();
  assert.match(tree, /- dialog "How to play"/);
  assert.match(tree, /Fill the grid so that every row/);
  assert.match(tree, /- rowheader "R, V, B"/);
  assert.match(tree, /- button "Start playing"/);
  assert.equal(await page.getAttribute('#help-dialog', 'aria-modal'), 'true');
  assert.equal(await page.evaluate(() => document.getElementById('board').inert && document.getElementById('controls').inert), true);
  // The board behind it cannot take focus while it is open.
  assert.equal(await page.evaluate(() => { document.getElementById('cell-40').focus(); return document.activeElement.id; }) === 'cell-40', false);
  // A digit typed in the dialog does not reach the board.
  const before = s.values;
  await press(page, '7');
  await frame(page);
  assert.equal((await state(page)).values, before);
  // Tab stays in the dialog.
  for (let i = 0; i < 4; i++) {
    await press(page, 'Tab');
    assert.equal((await focused(page)).dialog, 'help-dialog');
  }
  await page.screenshot({ path: shotPath('a11y-dialog-help.png') });
  const n = await count(page);
  await press(page, 'Escape');
  s = await waitState(page, (st) => st.help === false);
  await waitAnnounced(page, 'Help closed.', n);
  // Focus goes to the board, which takes keys at once (the canvas's card closed too).
  await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'gridcell');
  assert.equal(await page.evaluate(() => document.getElementById('board').inert), false);
  await run(page, 'select', s.values.indexOf('.'));
  const empty = (await state(page)).cursor;
  await page.waitForFunction((c) => document.activeElement.id === `cell-${c}`, empty);
  await press(page, '4');
  await waitState(page, (st, c) => st.values[c] === '4', empty);
  await closeChecked(page);
});

test('Help, Statistics and About from the menu are dialogs with their text; the menu closes, focus goes in, and back to the board', async () => {
  const page = await fresh();
  const cases = [
    ['Help: how to play, and the keys', 'help-dialog', /- dialog "How to play"/, /Tab to the board/, (st) => st.help, (st) => !st.help],
    ['Stats: your statistics', 'stats-dialog', /- dialog "Statistics"/, /- rowheader "Easy"/, (st) => st.stats_open, (st) => !st.stats_open],
    ['About and licences', 'about-dialog', /- dialog "About"/, /MIT licence/, (st) => st.about === 'shown',
      (st) => st.about === 'closed'],
  ];
  for (const [label, id, name, text, open, closed] of cases) {
    await tabTo(page, 'Menu');
    await press(page, 'Enter');
    await tabTo(page, label);
    let n = await count(page);
    await press(page, 'Enter');
    await waitState(page, open);
    assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false', 'the menu closed after its row');
    await page.waitForFunction((d) => document.activeElement.closest(`#${d}`), id);
    await waitAnnounced(page, 'opened; Escape closes it.', n);
    const tree = await page.locator(`#${id}`).ariaSnapshot();
    assert.match(tree, name);
    assert.match(tree, text);
    assert.equal(await page.evaluate(() => document.getElementById('controls').inert), true);
    await page.screenshot({ path: shotPath(`a11y-dialog-${id}.png`) });
    assert.deepEqual(await axeSerious(page), [], `axe with ${id} open`);
    n = await count(page);
    await press(page, 'Escape');
    await waitState(page, closed);
    await waitAnnounced(page, 'closed.', n);
    await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'gridcell');
  }
  const s = await state(page);
  assert.equal(s.help || s.stats_open || s.about !== 'closed', false);
  await closeChecked(page);
});

test('on a phone with a keyboard, the mirror\'s Menu closes after a row acts, focus on the board, which it no longer covers', async () => {
  const page = await fresh({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await tabTo(page, 'Menu');
  await press(page, 'Enter');
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'true');
  await tabTo(page, 'Fill all candidates');
  await press(page, 'Enter');
  const s = await waitState(page, (st) => st.candidates.some((m) => m !== ''));
  await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'gridcell');
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.getElementById('menu').hidden), true);
  // Nothing of the controls lies over the board now.
  const box = await page.locator('#controls').boundingBox();
  assert.ok(!box || box.width <= 1, `the controls are not drawn: ${JSON.stringify(box)}`);
  await page.screenshot({ path: shotPath('a11y-menu-row-closes-phone.png') });
  // The board takes keys at once: a digit in an empty cell.
  const empty = s.values.indexOf('.');
  await focusCell(page, empty);
  await press(page, '4');
  await waitState(page, (st, c) => st.values[c] === '4', empty);
  // A setting is not a row: the menu stays open after it.
  await tabTo(page, 'Menu');
  await press(page, 'Enter');
  await page.focus('#setting-high_contrast');
  await press(page, 'Space');
  await waitState(page, (st) => st.settings.high_contrast === true);
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'true');
  await closeChecked(page);
});

test('the new-game question is an alertdialog with focus on it; Escape closes one layer at a time', async () => {
  const page = await fresh();
  await run(page, 'select', 2);
  await run(page, 'digit', 4);
  await waitState(page, (st) => st.values[2] === '4');
  await tabTo(page, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, 'Medium');
  await press(page, 'Enter');
  await waitState(page, (st) => st.confirm !== '');
  await page.waitForFunction(() => document.activeElement.closest('#confirm-dialog'));
  const tree = await page.locator('#confirm-dialog').ariaSnapshot();
  assert.match(tree, /- alertdialog "Are you sure\?"/);
  assert.match(tree, /- button "Keep playing"/);
  assert.equal((await focused(page)).text, 'Yes');
  // The digit buttons behind it are inert: not focusable, not clickable.
  assert.equal(await page.evaluate(() => document.getElementById('controls').inert), true);
  for (let i = 0; i < 3; i++) {
    await press(page, 'Tab');
    assert.equal((await focused(page)).dialog, 'confirm-dialog');
  }
  await page.screenshot({ path: shotPath('a11y-dialog-confirm.png') });
  assert.deepEqual(await axeSerious(page), [], 'axe with the question open');
  // Escape 1: the question closes, the game stays, focus on the board (the
  // menu closed after its row).
  let n = await count(page);
  await press(page, 'Escape');
  let s = await waitState(page, (st) => st.confirm === '');
  assert.equal(s.givens, PUZZLE);
  await waitAnnounced(page, 'Question closed; your game goes on.', n);
  await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'gridcell');
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false');
  // Escape 2, with the menu open again: the menu closes, focus on Menu.
  await tabTo(page, 'Menu');
  await press(page, 'Enter');
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'true');
  n = await count(page);
  await press(page, 'Escape');
  await waitAnnounced(page, 'Menu closed.', n);
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false');
  assert.equal((await focused(page)).text, 'Menu');
  // A hint open: Escape 3 closes it, focus stays in the controls.
  await run(page, 'hint');
  await waitState(page, (st) => st.hint.level === 1);
  n = await count(page);
  await press(page, 'Escape');
  await waitState(page, (st) => st.hint.level === 0);
  await waitAnnounced(page, 'Hint closed.', n);
  assert.equal((await focused(page)).inControls, true);
  // Escape 4: nothing left open, back to the board; Enter there answers no hidden question.
  await press(page, 'Escape');
  await page.waitForFunction(() => document.activeElement.getAttribute('role') === 'gridcell');
  await press(page, 'Enter');
  await frame(page);
  s = await state(page);
  assert.equal(s.generating, null);
  assert.equal(s.givens, PUZZLE);
  await closeChecked(page);
});

test('a mistake hint names its cell in words at every level', async () => {
  const page = await fresh();
  await run(page, 'select', 11);
  await run(page, 'digit', 4);  // r2c3 is 2 in the solution
  await waitState(page, (st) => st.values[11] === '4');
  assert.equal(SOLUTION[11], '2');
  const says = [];
  for (let level = 1; level <= 3; level++) {
    const n = await count(page);
    await run(page, 'hint');
    const s = await waitState(page, (st, l) => st.hint.level === l, level);
    assert.match(s.hint.technique, /^Mistake/);
    const all = await waitAnnounced(page, `Hint ${level} of 3`, n);
    const words = all.find((a) => a.includes(`Hint ${level} of 3`));
    says.push(words);
    if (level < 3) assert.ok(words.includes(cellWords(11)), `level ${level}: ${words}`);
    else assert.ok(words.includes('row 2 column 3'), `level 3: ${words}`);
  }
  const panel = await page.locator('#hint').ariaSnapshot();
  assert.match(panel, /row 2, column 3/);
  console.log(`# mistake hint: ${says.join(' | ')}`);
  await closeChecked(page);
});

test('a chain\'s group of cells (r4c123) is said in words in the hint, as single cells are', async () => {
  // The X-Chain's example: the engine names a group of cells in one line
  // by its row and columns (or rows and column) run together.
  const example = execFileSync(CLI, ['techniques', 'x-chain', '--example']).toString();
  const sentence = execFileSync(CLI, ['hint'], { input: example }).toString().split('\t')[3];
  const group = sentence.match(/\br([1-9]+)c([1-9]+)\b/g).map((g) => g.match(/r([1-9]+)c([1-9]+)/))
    .find((m) => m[1].length > 1 || m[2].length > 1);
  assert.ok(group, `the example's step names a group: ${sentence}`);
  const list = (d) => (d.length === 1 ? d : `${d.slice(0, -1).split('').join(', ')} and ${d.slice(-1)}`);
  const words = group[1].length === 1 ? `row ${group[1]} columns ${list(group[2])}` : `rows ${list(group[1])} column ${group[2]}`;
  const page = await fresh({ noPuzzle: true });
  const before = (await state(page)).givens;
  await pasteText(page, example);
  await waitState(page, (st, g) => st.givens !== g, before);
  for (let level = 1; level <= 3; level++) {
    await run(page, 'hint');
    await waitState(page, (st, l) => st.hint.level === l, level);
  }
  const all = await waitAnnounced(page, 'Hint 3 of 3');
  const said = all.find((a) => a.includes('Hint 3 of 3'));
  assert.ok(said.includes(words), `"${words}" in: ${said}`);
  assert.doesNotMatch(said, /\br[1-9]+c[1-9]+\b/, said);
  const panel = await page.locator('#hint').ariaSnapshot();
  assert.ok(panel.includes(words), panel);
  await closeChecked(page);
});

test('the hint for a removed true candidate names its cell in words at levels 1 and 2', async () => {
  const page = await fresh();
  await run(page, 'fill_candidates');
  await waitState(page, (st) => st.candidates[2].includes('4'));
  assert.equal(SOLUTION[2], '4');
  await run(page, 'select', 2);
  await run(page, 'mark', 4);  // r1c3 is 4 in the solution
  await waitState(page, (st) => !st.candidates[2].includes('4'));
  for (let level = 1; level <= 2; level++) {
    const n = await count(page);
    await run(page, 'hint');
    const s = await waitState(page, (st, l) => st.hint.level === l, level);
    assert.equal(s.hint.technique, 'Mistake: true candidate removed');
    const all = await waitAnnounced(page, `Hint ${level} of 3`, n);
    const words = all.find((a) => a.includes(`Hint ${level} of 3`));
    assert.ok(words.includes(cellWords(2)), `level ${level}: ${words}`);
  }
  await closeChecked(page);
});

test('R, V and B read the row, column and box with what they miss; D counts a digit; T says the time', async () => {
  const page = await fresh();
  await press(page, 'Tab');
  await focusCell(page, 0);
  const unit = (cells) => {
    const words = cells.map((c) => (PUZZLE[c] === '.' ? 'empty' : PUZZLE[c]));
    const missing = [...'123456789'].filter((d) => !cells.some((c) => PUZZLE[c] === d));
    const empty = words.filter((w) => w === 'empty').length;
    return `${words.join(', ')}. ${empty} empty; missing ${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}.`;
  };
  const nine = [...Array(9).keys()];
  const expected = {
    r: `Row 1: ${unit(nine)}`,
    v: `Column 1: ${unit(nine.map((i) => i * 9))}`,
    b: `Box 1: ${unit(nine.map((i) => Math.floor(i / 3) * 9 + (i % 3)))}`,
  };
  assert.equal(expected.r, 'Row 1: 5, 3, empty, empty, 7, empty, empty, empty, empty. 6 empty; missing 1, 2, 4, 6, 8 and 9.');
  for (const key of ['r', 'v', 'b']) {
    const n = await count(page);
    await press(page, key);
    const all = await waitAnnounced(page, expected[key].slice(0, 8), n);
    assert.equal(all.at(-1), expected[key]);
  }
  // The box of another cell: r5c5 is in box 5.
  await focusCell(page, 40);
  let n = await count(page);
  await press(page, 'b');
  await waitAnnounced(page, 'Box 5: empty, 6, empty, 8, empty, 3, empty, 2, empty. 5 empty; missing 1, 4, 5, 7 and 9.', n);
  // D, then a digit: how often it is placed (and no digit entered).
  const fives = [...PUZZLE].filter((d) => d === '5').length;
  n = await count(page);
  await press(page, 'd');
  await press(page, '5');
  await waitAnnounced(page, `5: placed ${fives} times, ${9 - fives} to go.`, n);
  assert.equal((await state(page)).values[40], '.');
  // T: the time played, and the panel shows it.
  n = await count(page);
  await press(page, 't');
  const time = (await waitAnnounced(page, 'Time played:', n)).at(-1);
  assert.match(time, /^Time played: (\d+ hours? )?(\d+ minutes? )?\d+ seconds?\.$/);
  await tabTo(page, 'Say the time');
  assert.match(await page.locator('#status').textContent(), /Time \d+:\d\d/);
  n = await count(page);
  await press(page, 'Enter');
  await waitAnnounced(page, 'Time played:', n);
  await closeChecked(page);
});

test('notes, givens, the selection, pause, the techniques field and the two pause buttons are all announced or named', async () => {
  const page = await fresh();
  await press(page, 'Tab');
  await focusCell(page, 2);
  // Corner and centre notes, and clearing them.
  let n = await count(page);
  await press(page, 'k');
  await press(page, '3');
  await waitAnnounced(page, `Corner note 3 added in ${cellWords(2)}.`, n);
  n = await count(page);
  await press(page, 'm');
  await press(page, '6');
  await waitAnnounced(page, `Centre note 6 added in ${cellWords(2)}.`, n);
  n = await count(page);
  await press(page, 'Delete');
  await waitState(page, (st) => !st.corner[2] || !st.centre[2]);
  await waitAnnounced(page, /(Corner|Centre) notes? \d removed/, n);
  await press(page, 'n');
  // Typing on a given.
  await focusCell(page, 0);
  n = await count(page);
  await press(page, '9');
  await waitAnnounced(page, 'Row 1, column 1 is a given.', n);
  // The selection grows with Shift+arrow and Space; Escape clears it.
  n = await count(page);
  await press(page, 'Shift+ArrowRight');
  await waitAnnounced(page, `2 cells selected: ${cellWords(0)} and ${cellWords(1)}.`, n);
  n = await count(page);
  await press(page, 'Space');  // the cursor's cell, row 1 column 2, leaves the selection
  await waitAnnounced(page, `Selected ${cellWords(0)}.`, n);
  n = await count(page);
  await press(page, 'Escape');
  await waitAnnounced(page, 'Selection cleared.', n);
  // Pause and resume.
  n = await count(page);
  await run(page, 'pause', 'on');
  await waitAnnounced(page, 'Paused: the board is hidden and the timer stopped.', n);
  n = await count(page);
  await run(page, 'pause', 'off');
  await waitAnnounced(page, 'Resumed.', n);
  // The techniques field's error is said and marked.
  await tabTo(page, 'Menu');
  await press(page, 'Enter');
  await page.focus('#techniques');
  await page.fill('#techniques', 'nonsense');
  n = await count(page);
  await press(page, 'Enter');
  const error = (await waitAnnounced(page, /nonsense/i, n)).at(-1);
  assert.equal(await page.getAttribute('#techniques', 'aria-invalid'), 'true');
  assert.equal(await page.locator('#techniques-error').textContent(), error);
  // While a solve plays, its button and the game's pause have different names.
  await page.fill('#techniques', '');
  await press(page, 'Enter');
  await run(page, 'solve', 'logic');
  await waitState(page, (st) => st.solving && st.animation.playing);
  await page.waitForFunction(() => document.getElementById('solve-title') && !document.getElementById('solve').hidden &&
    [...document.querySelectorAll('#solve button')].some((b) => b.textContent === 'Pause the solve'));
  const tree = await page.locator('#controls').ariaSnapshot();
  assert.match(tree, /button "Pause the game"/);
  assert.match(tree, /button "Pause the solve"/);
  assert.doesNotMatch(tree, /button "Pause"/);
  // The loading message's live region is gone once the app runs.
  assert.equal(await page.evaluate(() => document.getElementById('loading')), null);
  await closeChecked(page);
});

test('a character key acts only with focus in the app, and the setting turns letter shortcuts off', async () => {
  const page = await fresh();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'app');
  await page.evaluate(() => document.activeElement.blur());
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await press(page, 'p');
  await frame(page);
  assert.equal((await state(page)).mode, 'normal', 'P with focus on the body');
  // A click on the canvas puts focus in the app; P acts.
  const s = await state(page);
  await page.mouse.click(s.board.x + s.board.size / 18, s.board.y + s.board.size / 18);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'app');
  await press(page, 'p');
  await waitState(page, (st) => st.mode === 'pencil');
  await press(page, 'n');
  await waitState(page, (st) => st.mode === 'normal');
  // Letters off: P and R do nothing in the board, digits still enter.
  await run(page, 'setting', 'letter_shortcuts=false');
  await waitState(page, (st) => st.settings.letter_shortcuts === false);
  await press(page, 'Tab');
  await focusCell(page, 2);
  const n = await count(page);
  await press(page, 'p');
  await press(page, 'r');
  await press(page, '4');
  await waitState(page, (st) => st.values[2] === '4');
  assert.equal((await state(page)).mode, 'normal');
  const said = (await announced(page)).slice(n);
  assert.ok(!said.some((a) => a.startsWith('Row 1')), said.join(' | '));
  assert.ok(said.some((a) => a.includes(`4 in ${cellWords(2)}`)), said.join(' | '));
  await closeChecked(page);
});

test('sound cues are off by default; on, moving says given, empty and notes by tone, and a conflict', async () => {
  const page = await fresh();
  await press(page, 'Tab');
  // A note in r4c4 while the cues are off: moves and marks say nothing.
  await run(page, 'select', 30);
  await waitState(page, (st) => st.cursor === 30);
  await run(page, 'mark', 1);
  await waitState(page, (st) => st.candidates[30] === '1');
  await run(page, 'select', 2);
  await waitState(page, (st) => st.cursor === 2);
  await frame(page);
  assert.deepEqual(await page.evaluate(() => window.sudokuA11y.cues.slice()), []);
  await run(page, 'setting', 'sound_cues=true');
  await waitState(page, (st) => st.settings.sound_cues === true);
  // Each move in its own frame, as a player's: notes, a given, an empty cell.
  for (const c of [30, 0, 3]) {
    await run(page, 'select', c);
    await waitState(page, (st, x) => st.cursor === x, c);
    await frame(page);
  }
  await run(page, 'digit', 5);  // 5 is in row 1 and box 2 already
  await waitState(page, (st) => st.conflicts.includes(3));
  await page.waitForFunction(() => window.sudokuA11y.cues.length >= 4);
  assert.deepEqual(await page.evaluate(() => window.sudokuA11y.cues.slice()), ['notes', 'given', 'empty', 'conflict']);
  await closeChecked(page);
});
