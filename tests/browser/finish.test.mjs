// The end of a game and the statistics: the finish panel (time against the
// level's best and median, hints, mistakes, streaks, a new game of the same
// level, sharing) by mouse at 1280x800, by touch on a 390x844 phone and by
// keyboard in the DOM mirror; the statistics card on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, openPage, waitReady, waitState, shotPath, cellCentre, widget, click, tap, frame, waitMirror } from './harness.mjs';
import { WIKI_PUZZLE, WIKI_SOLUTION } from './puzzles.mjs';

const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
const LAST = WIKI_PUZZLE.lastIndexOf('.');  // the one cell left open

/// A link to WIKI_PUZZLE at level Hard with every cell but LAST filled in.
function nearlySolvedLink() {
  const givens = WIKI_PUZZLE.replace(/\./g, '0');
  const values = WIKI_SOLUTION.slice(0, LAST) + '0' + WIKI_SOLUTION.slice(LAST + 1);
  const empty = 'A'.repeat(122);
  return `#${givens}-${values}-${empty}-${'0'.repeat(81)}-${empty}-${empty}-L2`;
}

/// Statistics with solved Hard games (1, 2 and 3 ms: a test's solve is slower)
/// and nothing at the other levels.
function seededStats() {
  const none = { started: 0, solved: 0, times: [], best: null, hints: 0, mistakes: 0 };
  const levels = [none, none, { started: 3, solved: 3, times: [0.001, 0.002, 0.003], best: 0.001, hints: 0, mistakes: 0 }, none, none, none];
  return JSON.stringify({ version: 2, streak: 0, best_streak: 4, last_day: -1,
    daily: { streak: 0, best: 0, last_day: -1 }, levels });
}

const env = useBrowser();

/// A page on the nearly solved Hard game, with seeded statistics.
async function openNearlySolved(options) {
  const page = await openPage(env.browser, env.url + nearlySolvedLink(), options);
  await waitReady(page);
  await waitState(page, (st) => st.record.level === 2);
  // The statistics as a player of a few Hard games has them; a reload reads
  // them and restores the game (the link is gone from the address by now).
  await page.evaluate((text) => localStorage.setItem('sudoku.stats.v1', text), seededStats());
  await page.reload();
  await waitReady(page);
  await waitState(page, (s, last) => s.values.indexOf('.') === last && s.values.split('.').length === 2 &&
    s.stats.levels[2].solved === 3, LAST);
  return page;
}

function checkFinish(f) {
  assert.equal(f.level, 2);
  assert.equal(f.best, 0.001);
  assert.equal(f.median, 0.002);
  assert.equal(f.new_best, false);
  assert.equal(f.hints, 0);
  assert.equal(f.mistakes, 0);
  assert.equal(f.streak, 1);
  assert.equal(f.best_streak, 4);
}

test('the finish panel by mouse at 1280x800: the time against best and median, Share, a new game of the level', async () => {
  const page = await openNearlySolved(DESKTOP);
  let s = await waitState(page, (st) => st.finish === null && st.board.size > 0);
  // All by mouse: the cell, then the keypad's digit (a key press would make
  // the mirror's dialog, which takes the keyboard's focus, the one shown).
  const p = cellCentre(s.board, LAST);
  await page.mouse.click(p.x, p.y);
  await frame(page);
  await click(page, WIKI_SOLUTION[LAST]);
  s = await waitState(page, (st) => st.solved && st.finish !== null);
  checkFinish(s.finish);
  const share = await widget(page, 'Share');
  await page.mouse.click(share.x, share.y);
  s = await waitState(page, (st) => st.finish && st.finish.shared && /link/.test(st.message));
  await widget(page, 'New Hard game');
  await frame(page);
  await page.screenshot({ path: shotPath('finish-desktop.png') });
  // The mirror shows the same panel as a dialog.
  await page.waitForFunction(() => {
    const d = document.getElementById('finish-dialog');
    return d && !d.hidden && /Solved in/.test(d.textContent) && /best 0:00, median 0:00/.test(d.textContent);
  });
  const givens = s.givens;
  await click(page, 'New Hard game');
  s = await waitState(page, (st, g) => st.finish === null && (st.generating !== null || st.givens !== g), givens);
  if (s.generating) assert.equal(s.generating.what, 'level');
  s = await waitState(page, (st, g) => st.givens !== g && st.generating === null, givens);
  assert.equal(s.record.level, 2, "a new Hard game");
  await closeChecked(page);
});

test('the finish panel by touch on a 390x844 phone: every line and button on screen, Close', async () => {
  const page = await openNearlySolved(PHONE);
  let s = await waitState(page, (st) => st.board.size > 0);
  const p = cellCentre(s.board, LAST);
  await page.touchscreen.tap(p.x, p.y);
  await frame(page);
  await tap(page, WIKI_SOLUTION[LAST]);
  s = await waitState(page, (st) => st.finish !== null);
  checkFinish(s.finish);
  // ImGui lays out a card that sizes itself on its first frame and shows it
  // from the next: wait until its lines are drawn.
  const names = ['finish time', 'New Hard game', 'Share', 'finish: Close'];
  s = await waitState(page, (st, n) => n.every((k) => st.ui[k] && st.ui[k][7] > 0), names);
  for (const name of names) {
    const r = s.ui[name];
    assert.ok(r[0] >= 0 && r[0] + r[2] <= 390 && r[1] >= 0 && r[1] + r[3] <= 844, `${name} is on screen: ${r}`);
    assert.ok(Math.abs(r[6] - r[2]) < 1 && Math.abs(r[7] - r[3]) < 1, `${name} is not clipped: ${r}`);
  }
  await tap(page, 'Share');
  await waitState(page, (st) => st.finish && st.finish.shared && /link/.test(st.message));
  await page.screenshot({ path: shotPath('finish-phone.png') });
  await tap(page, 'finish: Close');
  s = await waitState(page, (st) => st.finish === null);
  assert.ok(s.solved);
  await closeChecked(page);
});

test('the finish panel by keyboard in the DOM mirror: a dialog, announced, Share and Escape', async () => {
  const page = await openNearlySolved(DESKTOP);
  await waitMirror(page);
  await page.evaluate(([c, d]) => { window.sudokuA11y.command('select', c); window.sudokuA11y.command('digit', d); },
    [LAST, WIKI_SOLUTION[LAST]]);
  await waitState(page, (st) => st.finish !== null);
  await page.waitForFunction(() => document.activeElement && document.activeElement.textContent === 'New Hard game' &&
    document.getElementById('finish-dialog').contains(document.activeElement));
  await page.waitForFunction(() => window.sudokuA11y.announced.some((a) => /Solved in .*best 0:00, median 0:00.*Share/.test(a)));
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement.textContent === 'Share');
  await page.keyboard.press('Enter');
  await waitState(page, (st) => st.finish && st.finish.shared && /link/.test(st.message));
  await page.keyboard.press('Escape');
  await waitState(page, (st) => st.finish === null);
  await page.waitForFunction(() => document.getElementById('finish-dialog').hidden);
  await closeChecked(page);
});

test('statistics on a phone: the chart opens on a level with times, its label clear of the bars, no header cut', async () => {
  const page = await openNearlySolved(PHONE);  // a Hard game; only Hard has times
  await waitMirror(page);
  await page.evaluate(() => window.sudokuA11y.command('stats', 'open'));
  // ImGui sizes the card on its first frame and shows it from the next.
  let s = await waitState(page, (st) => st.stats_open && st.ui['chart label'] !== undefined &&
    st.ui['stats header: hints, errors'] !== undefined && st.ui['stats header: hints, errors'][7] > 0);
  assert.ok(s.ui['chart: Hard'], `the chart shows Hard: ${Object.keys(s.ui).filter((k) => k.startsWith('chart'))}`);
  const [, ly, , lh] = s.ui['chart label'];
  const [, by] = s.ui['chart bars'];
  assert.ok(ly + lh <= by, `the label (${ly}+${lh}) ends above the tallest bar (${by})`);
  const h = s.ui['stats header: hints, errors'];
  assert.ok(h[0] + h[2] <= 390 && Math.abs(h[6] - h[2]) < 1, `the header "Hints, errors" is whole: ${h}`);
  await page.screenshot({ path: shotPath('stats-phone.png') });
  await page.evaluate(() => window.sudokuA11y.command('stats', 'close'));
  await waitState(page, (st) => !st.stats_open);
  await closeChecked(page);
});
