// Every player: the page's accessibility tree (the DOM mirror of web/a11y.js
// beside the canvas), playing with the keyboard alone through it and what
// the live region says, one key press being one action, the high-contrast
// and colour-blind-safe themes, the system's preferences followed, a 200%
// zoom, and an axe-core audit of the page in its main states.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, openPage, waitReady, shotPath, waitState, state, frame, canvasPixels, press,
  openMirror, axeViolations, assertNoSeriousViolations, decodePng, widget } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE, WIKI_SOLUTION as SOLUTION } from './puzzles.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');

const env = useBrowser();

async function fresh(options = {}) {
  return openMirror(env, PUZZLE, options);
}

/// Presses Tab until the focused element matches `pred` (run in the page).
async function tabTo(page, pred, arg, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await press(page, 'Tab');
    // One expression evaluated from outside the page: the page's CSP allows
    // its own code no new Function.
    const found = await page.evaluate(`(${pred.toString()})(document.activeElement, ${JSON.stringify(arg ?? null)})`);
    if (found) return;
  }
  throw new Error(`Tab never reached ${pred}`);
}
const byText = (e, text) => e && e.textContent.trim() === text;

const cellWords = (c) => `row ${Math.floor(c / 9) + 1}, column ${c % 9 + 1}`;

/// The name a cell must have, from the snapshot (only digits and marks: the
/// tests that use it have no conflict, colour or hint on the board).
function expectedName(s, c) {
  if (s.values[c] !== '.') return `${cellWords(c)}, ${s.values[c]}${s.givens[c] !== '.' ? ', given' : ''}`;
  return `${cellWords(c)}, empty${s.candidates[c] ? ', candidates ' + s.candidates[c].split('').join(' ') : ''}`;
}

/// The gridcells of the accessibility tree, in order: {name, selected}.
async function gridCells(page) {
  const snapshot = await page.locator('#grid').ariaSnapshot();
  return [...snapshot.matchAll(/- gridcell "([^"]*)"( \[selected\])?/g)].map((m) => ({ name: m[1], selected: !!m[2] }));
}

const announced = (page) => page.evaluate(() => window.sudokuA11y.announced.slice());

/// Waits until the live region has said `text` (words it contains, or a
/// RegExp) since `from` announcements; answers those announcements.
async function waitAnnounced(page, text, from = 0) {
  const isRe = text instanceof RegExp;
  await page.waitForFunction(([t, flags, re, f]) => {
    const all = window.sudokuA11y.announced.slice(f);
    const live = document.getElementById('announcer').textContent.replace(/\u00a0$/, '');
    const ok = (a) => (re ? new RegExp(t, flags).test(a) : a.includes(t));
    return all.some(ok) && all.length > 0 && all[all.length - 1] === live;
  }, [isRe ? text.source : text, isRe ? text.flags : '', isRe, from]);
  return (await announced(page)).slice(from);
}

test('the accessibility tree has a titled, landmarked page and 81 named cells that match state()', async () => {
  const page = await fresh();
  assert.equal(await page.title(), 'Sudoku: play, learn and solve');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.getAttribute('#canvas', 'aria-hidden'), 'true');
  const tree = await page.locator('body').ariaSnapshot();
  assert.match(tree, /- main "Sudoku":/);
  assert.match(tree, /- heading "Sudoku" \[level=1\]/);
  assert.match(tree, /- region "Board":/);
  assert.match(tree, /- region "Controls":/);
  assert.match(tree, /- grid "Board"/);
  assert.match(tree, /- row "Row 9":/);
  assert.match(tree, /- group "Tools":/);
  assert.match(tree, /- button "Menu"/);
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false');
  assert.match(tree, /- button "Enter 5"/);
  let s = await state(page);
  let cells = await gridCells(page);
  assert.equal(cells.length, 81);
  for (let c = 0; c < 81; c++) assert.equal(cells[c].name, expectedName(s, c), `cell ${c}`);
  assert.equal(cells[0].name, 'row 1, column 1, 5, given');
  assert.equal(cells[2].name, 'row 1, column 3, empty');
  // Marks and a digit appear in the names at once.
  await press(page, 'Tab');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  s = await waitState(page, (st) => st.selected.length === 1);
  await page.evaluate(() => window.sudokuA11y.command('select', 30));  // r4c4, not a peer of r1c3
  for (const d of [1, 4, 9]) await page.evaluate((digit) => window.sudokuA11y.command('mark', digit), d);
  await page.evaluate(() => { window.sudokuA11y.command('select', 2); window.sudokuA11y.command('digit', 4); });
  s = await waitState(page, (st) => st.candidates[30] === '149' && st.values[2] === '4');
  await page.waitForFunction(() => document.getElementById('cell-30').textContent.includes('candidates'));
  // The mirror follows the state at its next render: until every name agrees.
  for (let i = 0; i < 100; i++) {
    cells = await gridCells(page);
    if (cells.every((cell, c) => cell.name === expectedName(s, c))) break;
    await frame(page);
  }
  for (let c = 0; c < 81; c++) assert.equal(cells[c].name, expectedName(s, c), `cell ${c}`);
  assert.equal(cells[30].name, 'row 4, column 4, empty, candidates 1 4 9');
  assert.equal(cells[2].name, 'row 1, column 3, 4');
  assert.deepEqual(cells.map((c, i) => (c.selected ? i : -1)).filter((i) => i >= 0), s.selected);
  await closeChecked(page);
});

test('a move and a pencil mark with the keyboard alone, announced; one key press is one action', async () => {
  const page = await fresh();
  await press(page, 'Tab');                        // into the grid: r5c5, selected
  let s = await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 40);
  // Focus follows the cursor: up four rows and left two is r1c3 (cell 2).
  for (const k of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft']) await press(page, k);
  s = await waitState(page, (st) => st.cursor === 2);
  await page.waitForFunction(() => document.activeElement.id === 'cell-2');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'row 1, column 3, empty');
  let n = (await announced(page)).length;
  await press(page, '4');
  s = await waitState(page, (st) => st.values[2] === '4');
  await waitAnnounced(page, '4 in row 1, column 3.', n);
  // One press, one action: a single undo takes the board back to the puzzle.
  await press(page, 'Control+z');
  s = await waitState(page, (st) => st.values[2] === '.');
  assert.equal(s.can_undo, false);
  assert.equal(s.values, PUZZLE);
  await press(page, 'Control+y');
  s = await waitState(page, (st) => st.values[2] === '4');
  // A pencil mark, with Shift.
  await press(page, 'ArrowRight');
  await page.waitForFunction(() => document.activeElement.id === 'cell-3');
  n = (await announced(page)).length;
  await press(page, 'Shift+7');
  s = await waitState(page, (st) => st.candidates[3] === '7');
  await waitAnnounced(page, 'Mark 7 added in row 1, column 4.', n);
  // Home and End stay in the row (the grid's own keys, not the app's).
  await press(page, 'End');
  s = await waitState(page, (st) => st.cursor === 8);
  await page.waitForFunction(() => document.activeElement.id === 'cell-8');
  await press(page, 'Home');
  s = await waitState(page, (st) => st.cursor === 0);
  // A conflict: 5 again in row 1 (r1c1 holds a given 5).
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await waitState(page, (st) => st.cursor === 2);
  n = (await announced(page)).length;
  await press(page, '5');
  s = await waitState(page, (st) => st.conflicts.length === 2);
  const said = await waitAnnounced(page, 'Conflict: 5 in row 1, column 1 and row 1, column 3.', n);
  assert.ok(said.some((a) => a.startsWith('5 in row 1, column 3. Conflict: ')), said.join(' | '));
  assert.match(await page.evaluate(() => document.getElementById('cell-2').textContent), /, 5, conflict$/);
  await closeChecked(page);
});

test('the last digit typed in the grid is announced as the solve', async () => {
  const page = await fresh();
  // Every empty cell but r9c7 filled through the mirror's commands...
  await page.evaluate(([puzzle, solution]) => {
    for (let c = 0; c < 81; c++) {
      if (puzzle[c] !== '.' || c === 78) continue;
      window.sudokuA11y.command('select', c);
      window.sudokuA11y.command('digit', solution[c]);
    }
    window.sudokuA11y.command('select', 78);
  }, [PUZZLE, SOLUTION]);
  await waitState(page, (st) => st.values.split('.').length === 2 && st.cursor === 78);
  // ...and the last one typed on the keyboard in the grid.
  await press(page, 'Tab');
  await page.waitForFunction(() => document.activeElement.id === 'cell-78');
  const n = (await announced(page)).length;
  await press(page, '1');
  const s = await waitState(page, (st) => st.solved);
  assert.equal(s.values, SOLUTION);
  const said = await waitAnnounced(page, /solved/i, n);  // the game's message ("Solved in 4:32!")
  assert.ok(said.some((a) => a.startsWith('1 in row 9, column 7. ')), said.join(' | '));
  await closeChecked(page);
});

/// The step the native engine predicts for a puzzle line.
function predictedStep(line) {
  const out = execFileSync(CLI, ['hint'], { input: line + '\n' }).toString().trim().split('\n')[0];
  const [technique, placements, eliminations] = out.split('\t');
  const cell = (t) => (Number(t[1]) - 1) * 9 + Number(t[3]) - 1;
  return {
    technique,
    placements: placements ? placements.split(' ').map((p) => ({ cell: cell(p), digit: p.split('=')[1] })) : [],
    eliminations: eliminations ? eliminations.split(' ').map((e) => ({ cell: cell(e), digit: e.split('<>')[1] })) : [],
  };
}

/// "It comes from row 1, column 2; row 3, column 4 and row 5, column 6."
function causeWords(causes) {
  if (!causes.length) return 'The highlighted candidates cause it.';
  if (causes.length > 6) return `It comes from ${causes.length} cells.`;
  const words = causes.map(cellWords);
  const list = words.length === 1 ? words[0] : words.slice(0, -1).join('; ') + ' and ' + words.at(-1);
  return `It comes from ${list}.`;
}

test('the full hint ladder and its application with the keyboard through the controls', async () => {
  const expected = predictedStep(PUZZLE);
  const page = await fresh();
  await tabTo(page, byText, 'Hint');
  const says = [];
  for (let level = 1; level <= 3; level++) {
    const n = (await announced(page)).length;
    await press(page, 'Enter');
    // Exactly one level per press: were Enter also seen by the app's own
    // keys, it would apply the hint shown.
    const s = await waitState(page, (st, l) => st.hint.level === l, level);
    assert.equal(s.hint.technique, expected.technique);
    let words;
    if (level === 1) words = `Hint 1 of 3: ${s.hint.technique}. ${s.hint.where}`;
    if (level === 2) words = `Hint 2 of 3: ${causeWords(s.hint.causes)}`;
    if (level === 3) {
      words = `Hint 3 of 3: ${s.hint.sentence.replace(/\br([1-9])c([1-9])\b/g, 'row $1 column $2')} ${s.hint.apply_label} with Enter.`;
    }
    const all = await waitAnnounced(page, words, n);
    says.push(all.at(-1));
    assert.ok(s.hint.where.length > 0 || level > 1);
    if (level === 3) assert.ok(s.hint.sentence.length > 10);
    await page.screenshot({ path: shotPath(`a11y-hint-level${level}.png`) });
    const tree = await page.locator('#hint').ariaSnapshot();
    assert.match(tree, new RegExp(`heading "Hint ${level} of 3: ${s.hint.technique}"`));
  }
  const before = await state(page);
  // Apply with the hint panel's own button (its label is the step's action).
  await tabTo(page, (e) => e && e.closest('#hint') && /^(Apply|Remove it|Restore it|Fill them in)$/.test(e.textContent));
  const n = (await announced(page)).length;
  await press(page, 'Space');
  const s = await waitState(page, (st) => st.hint.level === 0);
  // The hint's panel is gone; focus went back to the Hint button, not to the page.
  await page.waitForFunction(() => document.activeElement.textContent === 'Hint');
  for (const p of expected.placements) assert.equal(s.values[p.cell], p.digit);
  for (const e of expected.eliminations) assert.ok(!s.candidates[e.cell].includes(e.digit));
  assert.equal(s.can_undo, true);
  assert.notEqual(s.values + s.candidates.join(), before.values + before.candidates.join());
  if (expected.placements.length === 1) {
    const p = expected.placements[0];
    await waitAnnounced(page, `${p.digit} in ${cellWords(p.cell)}.`, n);
  }
  console.log(`# hint ladder announced: ${says.join(' | ')}`);
  await closeChecked(page);
});

test('a new game by level, a mode and a setting from the menu with the keyboard', async () => {
  const page = await fresh();
  // The worker's replies reach the page half a second late, so that a puzzle
  // being made is on screen for some frames however fast the machine (an
  // idle one made today's puzzle within a frame, and its progress line was
  // never announced).
  await waitState(page, (st) => st.engine.state === 'ready');
  await page.evaluate(() => {
    const worker = window.Module.sudokuEngineWorker;
    const deliver = worker.onmessage;
    worker.onmessage = (e) => setTimeout(() => deliver(e), 500);
  });
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'true');
  await tabTo(page, byText, 'Medium');
  let n = (await announced(page)).length;
  await press(page, 'Enter');
  let s = await waitState(page, (st, p) => st.givens !== p, PUZZLE);
  await waitAnnounced(page, 'A new Medium puzzle, made for you. Good luck!', n);
  assert.equal(s.origin.kind, 'generated');
  // Today's puzzle and a practice puzzle are buttons too, and so is the Cancel
  // of a puzzle being made.
  // The menu closed after its row, focus on the board.
  assert.equal(await page.getAttribute('#controls button[aria-controls="menu"]', 'aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, byText, "Today's puzzle");
  n = (await announced(page)).length;
  await press(page, 'Enter');
  await waitAnnounced(page, "Making today's puzzle…", n);
  s = await waitState(page, (st) => !st.generating && st.origin.kind === 'daily');
  await waitAnnounced(page, 'The daily puzzle of', n);
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, byText, 'Practise X-Wing');
  n = (await announced(page)).length;
  await press(page, 'Enter');
  // (It comes from the practice bank, fetched now: the "Finding a puzzle"
  // line may last less than a frame, so only the result is awaited.)
  // The state and the mirror read together (in one task of the page: a frame
  // may end the generation between two reads).
  const seen = await page.evaluate(() => ({
    generating: window.sudokuApp.state().generating,
    shown: !document.getElementById('generating').hidden,
  }));
  if (seen.generating) {
    assert.equal(seen.generating.technique, 'x-wing');
    assert.ok(seen.shown, 'the mirror shows the puzzle being made');
  }
  s = await waitState(page, (st) => !st.generating);
  assert.equal(s.origin.kind, 'practice', s.message);
  assert.equal(s.origin.technique, 'x-wing');
  await waitAnnounced(page, 'A puzzle to practise X-Wing', n);
  // Settings: high contrast with Space on its checkbox (a setting keeps the menu open).
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, (e) => e && e.id === 'setting-high_contrast');
  await press(page, 'Space');
  s = await waitState(page, (st) => st.settings.high_contrast === true);
  assert.equal(s.settings.contrast_follows_system, false);
  await page.screenshot({ path: shotPath('a11y-menu-high-contrast.png') });
  // Escape closes the menu (one layer), then goes back to the board; the
  // panel is hidden again.
  await press(page, 'Escape');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-expanded')), 'false');
  await press(page, 'Escape');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  const box = await page.locator('#controls').boundingBox();
  assert.ok(!box || box.width <= 1, 'the controls are drawn only while they have focus');
  // Pencil mode from the tools; its button reports being pressed.
  await tabTo(page, byText, 'Pencil');
  n = (await announced(page)).length;
  await press(page, 'Enter');
  s = await waitState(page, (st) => st.mode === 'pencil');
  await waitAnnounced(page, 'Pencil mode: digits toggle candidates.', n);
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-pressed')), 'true');
  await closeChecked(page);
});

test('the high-contrast theme and the system preferences are followed by default', async () => {
  // prefers-contrast: more and a dark scheme: high-contrast dark.
  const page = await fresh({ contrast: 'more', colorScheme: 'dark' });
  let s = await state(page);
  assert.equal(s.settings.high_contrast, true);
  assert.equal(s.settings.theme, 'dark');
  assert.equal(await page.getAttribute('html', 'data-contrast'), 'more');
  await frame(page);
  await page.screenshot({ path: shotPath('a11y-high-contrast-dark.png') });
  let img = await canvasPixels(page);
  const b = s.board;
  const cell = b.size / 9;
  const at = (x, y) => img.at(Math.round(x), Math.round(y));
  // An empty cell is black, the box lines white.
  assert.deepEqual(at(b.x + 2.15 * cell, b.y + 0.15 * cell), [0, 0, 0]);
  const line = at(b.x + 3 * cell, b.y + 4.5 * cell);
  assert.ok(line.every((v) => v > 230), `box line ${line}`);
  // The system changes its mind: the settings follow while the player has not chosen.
  await page.emulateMedia({ colorScheme: 'light' });
  s = await waitState(page, (st) => st.settings.theme === 'light');
  await frame(page);
  await page.screenshot({ path: shotPath('a11y-high-contrast-light.png') });
  img = await canvasPixels(page);
  assert.deepEqual(img.at(Math.round(b.x + 2.15 * cell), Math.round(b.y + 0.15 * cell)), [255, 255, 255]);
  const dark = img.at(Math.round(b.x + 3 * cell), Math.round(b.y + 4.5 * cell));
  assert.ok(dark.every((v) => v < 25), `box line ${dark}`);
  // Colour-blind-safe colours with a hint shown: its targets and cause in
  // rings (solid, dashed) as well as colours.
  await page.evaluate(() => window.sudokuA11y.command('setting', 'colour_blind_safe=true'));
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.sudokuA11y.command('hint'));
  await waitState(page, (st) => st.hint.level === 3);
  await frame(page);
  await page.screenshot({ path: shotPath('a11y-colour-blind-safe-hint.png') });
  // The nine cell colours, a conflict and a mistake: each with its shape.
  await page.evaluate(() => {
    const run = window.sudokuA11y.command;
    run('dismiss_hint');
    run('setting', 'mistake_check=true');
    run('mode', 'colour');
    for (let d = 1; d <= 9; d++) { run('select', 71 + d); run('digit', d); }
    run('mode', 'normal');
    run('select', 2); run('digit', 5);    // r1c1 holds 5: a conflict
    run('select', 11); run('digit', 4);   // r2c3 is 2 in the solution: a mistake
  });
  s = await waitState(page, (st) => st.conflicts.length === 2 && st.mistakes.includes(11) && st.colours.endsWith('123456789'));
  await frame(page);
  await page.screenshot({ path: shotPath('a11y-shapes.png') });
  const names = await gridCells(page);
  assert.equal(names[72].name, 'row 9, column 1, empty, colour 1, rose circle');
  assert.equal(names[80].name, 'row 9, column 9, 9, given, colour 9, purple ring');
  assert.equal(names[2].name, 'row 1, column 3, 5, conflict, mistake');  // it differs from the solution too
  assert.equal(names[11].name, 'row 2, column 3, 4, mistake');
  await closeChecked(page);
});

test('at 200% zoom (devicePixelRatio 2, 640x400 CSS pixels) the board, the grid and the controls fit', async () => {
  const page = await fresh({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const s = await state(page);
  const img = await canvasPixels(page);
  assert.equal(img.width, 1280);
  // The grid lies over the drawn board.
  const grid = await page.locator('#grid').boundingBox();
  for (const [k, v] of [['x', 'x'], ['y', 'y'], ['width', 'size'], ['height', 'size']]) {
    assert.ok(Math.abs(grid[k] - s.board[v]) < 1.5, `grid ${k} ${grid[k]} vs board ${s.board[v]}`);
  }
  const cell = await page.locator('#cell-40').boundingBox();
  assert.ok(Math.abs(cell.width - s.board.size / 9) < 1.5);
  await press(page, 'Tab');
  // A hint's full text in the side panel (it scrolls there rather than being cut off).
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.sudokuA11y.command('hint'));
  await waitState(page, (st) => st.hint.level === 3);
  await frame(page);
  await page.screenshot({ path: shotPath('a11y-zoom200-board.png') });
  // The controls reflow in the narrow window: nothing wider than the panel,
  // and the panel scrolls rather than clipping.
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, (e) => e && e.id === 'setting-high_contrast');
  const layout = await page.evaluate(() => {
    const panel = document.getElementById('controls');
    const r = panel.getBoundingClientRect();
    const wide = [...panel.querySelectorAll('button, input, label, p, h2, h3')]
      .filter((e) => e.offsetParent !== null)
      .filter((e) => { const b = e.getBoundingClientRect(); return b.left < r.left - 0.5 || b.right > r.right + 0.5; })
      .map((e) => e.textContent.trim().slice(0, 30));
    return { width: r.width, height: r.height, scroll: panel.scrollHeight, client: panel.clientHeight,
      overflowX: panel.scrollWidth - panel.clientWidth, wide, fontSize: getComputedStyle(panel).fontSize };
  });
  assert.ok(layout.width <= 640 && layout.height <= 400, JSON.stringify(layout));
  assert.equal(layout.overflowX, 0, JSON.stringify(layout));
  assert.deepEqual(layout.wide, []);
  assert.ok(layout.scroll > layout.client, 'the menu is longer than the window: it scrolls');
  const focused = await page.evaluate(() => {
    const b = document.activeElement.getBoundingClientRect();
    return b.top >= 0 && b.bottom <= window.innerHeight;
  });
  assert.ok(focused, 'the focused checkbox is scrolled into view');
  await page.screenshot({ path: shotPath('a11y-zoom200-controls.png') });
  await closeChecked(page);
});

test('axe-core finds no serious or critical violation, at rest, in the controls, a hint and the solve', async () => {
  const page = await fresh();
  assertNoSeriousViolations(await axeViolations(page), 'at rest');
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await waitState(page, (st) => st.collection === 'loaded');
  await page.evaluate(() => window.sudokuA11y.command('hint_list', 'open'));
  await waitState(page, (st) => st.hint_list.open && !st.hint_list.computing);
  await frame(page);
  assertNoSeriousViolations(await axeViolations(page), 'menu open');
  for (let i = 0; i < 3; i++) await page.evaluate(() => window.sudokuA11y.command('hint'));
  await waitState(page, (st) => st.hint.level === 3);
  // From the menu, past the open list of all hints, round to the hint panel.
  await tabTo(page, byText, 'Close the hint', 160);
  assertNoSeriousViolations(await axeViolations(page), 'hint shown');
  await page.evaluate(() => window.sudokuA11y.command('setting', 'theme=dark'));
  await page.evaluate(() => window.sudokuA11y.command('solve', 'logic'));
  await waitState(page, (st) => st.solving && st.animation.step >= 1);
  await tabTo(page, byText, 'To the end');
  assertNoSeriousViolations(await axeViolations(page), 'solving, dark');
  const all = await axeViolations(page);
  console.log(`# axe-core: ${all.length} violations of minor or moderate impact: ${all.map((v) => v.id).join(', ') || 'none'}`);
  await closeChecked(page);
});

/// Keyboard: the mirror's Menu, then its "Show all hints"; waits for the card.
async function openAllHintsByKeys(page) {
  await tabTo(page, byText, 'Menu');
  await press(page, 'Enter');
  await tabTo(page, byText, 'Show all hints', 160);
  await press(page, 'Enter');
  return waitState(page, (st) => st.layer === 'hints' && st.hint_list.open && !st.hint_list.computing &&
    st.ui['card: hints'] !== undefined);
}

async function shiftTabToGrid(page) {
  for (let i = 0; i < 160 && !(await page.evaluate(() => document.activeElement.getAttribute('role') === 'gridcell')); i++) {
    await press(page, 'Shift+Tab');
  }
}

test('the grid\'s focus ring is cut out where the canvas draws a card (All hints), and shows beside it', async () => {
  const page = await fresh();
  // Where the card lies: opened once from the keyboard, then closed (Escape).
  await openAllHintsByKeys(page);
  const card = await widget(page, 'card: hints');  // settled: an auto-sized card grows over a frame
  const [cx, cy, cw, ch] = [card.x - card.w / 2, card.top, card.w, card.h];
  let s;
  for (let i = 0; i < 4 && (await state(page)).layer !== ''; i++) await press(page, 'Escape');  // one layer a press
  s = await waitState(page, (st) => st.layer === '');
  // The cell the card's edge cuts nearest its middle: the cursor goes there by keys.
  const size = s.board.size / 9;
  const cover = (c) => {
    const x = s.board.x + (c % 9) * size, y = s.board.y + Math.floor(c / 9) * size;
    const w = Math.max(0, Math.min(x + size, cx + cw) - Math.max(x, cx));
    const h = Math.max(0, Math.min(y + size, cy + ch) - Math.max(y, cy));
    return (w * h) / (size * size);
  };
  let target = 0;
  for (let c = 1; c < 81; c++) if (Math.abs(cover(c) - 0.5) < Math.abs(cover(target) - 0.5)) target = c;
  await shiftTabToGrid(page);
  for (let i = 0; i < 20 && s.cursor !== target; i++) {
    const [r, c] = [Math.floor(s.cursor / 9), s.cursor % 9];
    const [tr, tc] = [Math.floor(target / 9), target % 9];
    await press(page, r < tr ? 'ArrowDown' : r > tr ? 'ArrowUp' : c < tc ? 'ArrowRight' : 'ArrowLeft');
    s = await state(page);
  }
  assert.equal(s.cursor, target);
  // All hints again from the keyboard, then focus back in the grid on that cell.
  await openAllHintsByKeys(page);
  await shiftTabToGrid(page);
  s = await waitState(page, (st) => st.layer === 'hints');
  const ring = await page.evaluate(() => {
    const b = document.activeElement.getBoundingClientRect();
    return { role: document.activeElement.getAttribute('role'), x: b.x, y: b.y, w: b.width, h: b.height };
  });
  assert.equal(ring.role, 'gridcell');
  await page.screenshot({ path: shotPath('a11y-focus-ring-all-hints.png') });
  // The cell's part under the card and its widest strip beside it, with the
  // mirror's grid shown and hidden: under the card the pixels are the
  // card's either way; beside it the ring shows.
  const box = (x0, y0, x1, y1) => ({ x: Math.ceil(x0 + 1), y: Math.ceil(y0 + 1),
    width: Math.floor(x1 - x0 - 2), height: Math.floor(y1 - y0 - 2) });
  const [rx1, ry1] = [ring.x + ring.w, ring.y + ring.h];
  const under = box(Math.max(ring.x, cx), Math.max(ring.y, cy), Math.min(rx1, cx + cw), Math.min(ry1, cy + ch));
  const beside = [box(ring.x, ring.y, Math.min(rx1, cx), ry1), box(Math.max(ring.x, cx + cw), ring.y, rx1, ry1),
    box(ring.x, ring.y, rx1, Math.min(ry1, cy)), box(ring.x, Math.max(ring.y, cy + ch), rx1, ry1)]
    .reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  assert.ok(under.width >= 4 && under.height >= 4 && beside.width >= 4 && beside.height >= 4,
    `the card's edge cuts the focused cell: card ${[cx, cy, cw, ch]}, cell ${JSON.stringify(ring)}`);
  const shots = async () => [await page.screenshot({ clip: under }), await page.screenshot({ clip: beside })]
    .map((b) => decodePng(b).data);
  const [underShown, besideShown] = await shots();
  await page.evaluate(() => { document.getElementById('grid').style.visibility = 'hidden'; });
  const [underHidden, besideHidden] = await shots();
  await page.evaluate(() => { document.getElementById('grid').style.visibility = ''; });
  assert.ok(underShown.equals(underHidden), 'no ring over the card');
  assert.ok(!besideShown.equals(besideHidden), 'the ring shows beside the card');
  await closeChecked(page);
});
