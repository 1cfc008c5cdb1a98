// The guide to the techniques in the browser: fetched on first use (never in
// the first load); "What is an X-Wing?" from a hint's panel with the mouse,
// its example stepped through on the board the app draws, then "Practise
// this technique" reaching a game that needs the X-Wing (checked with the
// native CLI); the Menu's Techniques list on a phone, by touch; and the
// guide as a dialog of the DOM mirror, by keyboard alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, closeChecked, firstStepBeyondSingles, openPuzzle, openMirror, waitState, state, shotPath, click, tap, press, frame, siteDir,
  widget } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = process.env.SUDOKU_CLI || path.resolve(here, '../../build/native/src/cli/sudoku');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const cli = (args, input = '') => execFileSync(CLI, args, { input }).toString().trim();

const env = useBrowser();

/// The guide's file is asked for only once the guide is opened.
function watchGuideFetch(page) {
  page.guideFetched = false;
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('/guide.txt')) page.guideFetched = true; });
}

test('"What is an X-Wing?" from a hint, the example stepped through, then practice that needs the X-Wing', async () => {
  const example = cli(['techniques', 'x-wing', '--example']);
  assert.equal(cli(['hint'], example + '\n').split('\t')[0], 'X-Wing');
  const page = await openPuzzle(env, example);
  watchGuideFetch(page);
  await click(page, 'Hint');
  let s = await waitState(page, (st) => st.hint.level === 1);
  assert.equal(s.hint.technique, 'X-Wing');
  assert.equal(s.hint.guide_label, 'What is an X-Wing?');
  assert.equal(page.guideFetched, false);
  await click(page, 'What is an X-Wing?');
  s = await waitState(page, (st) => st.guide.open && st.guide.page === 'x-wing' && st.guide.example === 'ready');
  assert.equal(page.guideFetched, true);
  assert.equal(s.guide.name, 'X-Wing');
  assert.ok(s.guide.what.length + s.guide.why.length + s.guide.spot.length >= 300);
  assert.equal(s.guide.step_technique, 'x-wing');
  await page.screenshot({ path: shotPath('guide-x-wing-page.png') });
  // Step through: where to look, the cause, what it removes, the board after.
  for (let stage = 1; stage <= s.guide.stages; ++stage) {
    await click(page, 'guide: next');
    s = await waitState(page, (st, n) => st.guide.stage === n, stage);
    if (stage < 4) assert.ok(s.guide.cells.length > 0, `stage ${stage} marks cells`);
    if (stage === 3) {
      assert.match(s.guide.stage_text, /^What it does: /);
      await page.screenshot({ path: shotPath('guide-x-wing-step3.png') });
    }
  }
  await click(page, 'guide: practise');
  s = await waitState(page, (st) => !st.guide.open && !st.generating && st.origin.kind === 'practice');
  assert.equal(s.origin.technique, 'x-wing');
  assert.notEqual(s.givens, example.slice(0, 81));
  // The hints' path: singles, then the X-Wing.
  const hints = firstStepBeyondSingles(s.givens);
  assert.equal(hints.technique, 'X-Wing', hints.steps.join(', '));
  await page.screenshot({ path: shotPath('guide-x-wing-practice.png') });
  await closeChecked(page);
});

test('"Practise this technique" on the XY-Chain\'s page: a puzzle of the practice bank at once', async () => {
  // The XY-Chain is rare as a practice puzzle (the generator takes seconds
  // to minutes); the bank holds 50, and the practice takes one of them.
  const bank = fs.readFileSync(path.join(siteDir, 'practice.txt'), 'utf8').split('\n')
    .filter((l) => l.startsWith('xy-chain ')).map((l) => l.split(' ')[2]);
  assert.ok(bank.length > 0, 'the bank has XY-Chain puzzles');
  const page = await openMirror(env, null);
  await page.evaluate(() => window.sudokuA11y.command('guide_page', 'xy-chain'));
  let s = await waitState(page, (st) => st.guide.open && st.guide.page === 'xy-chain' && st.guide.example === 'ready');
  assert.equal(s.practice_bank, 'not-asked');
  await click(page, 'guide: practise');
  s = await waitState(page, (st) => !st.guide.open && !st.generating && st.origin.kind === 'practice');
  assert.equal(s.practice_bank, 'loaded');
  assert.equal(s.origin.technique, 'xy-chain');
  assert.equal(s.origin.text, 'Practice: XY-Chain');
  assert.ok(bank.includes(s.givens), `${s.givens} is one of the bank's XY-Chain puzzles`);
  // Its hints' path meets the XY-Chain.
  assert.match(cli(['steps'], s.givens + '\n'), /^XY-Chain\t/m);
  await page.screenshot({ path: shotPath('guide-xy-chain-practice.png') });
  await closeChecked(page);
});

test('Multi Colors\' page: its example\'s cause drawn as two chains in two colours each', async () => {
  const example = cli(['techniques', 'multi-colors', '--example']);
  assert.match(cli(['hint'], example + '\n'), /^Multi Colors\t/);
  const page = await openMirror(env, null, { deviceScaleFactor: 3 });
  await page.evaluate(() => window.sudokuA11y.command('guide_page', 'multi-colors'));
  let s = await waitState(page, (st) => st.guide.open && st.guide.page === 'multi-colors' && st.guide.example === 'ready');
  assert.equal(s.guide.name, 'Multi Colors');
  assert.equal(s.guide.step_technique, 'multi-colors');
  for (const stage of [1, 2, 3]) {
    await click(page, 'guide: next');
    s = await waitState(page, (st, n) => st.guide.stage === n, stage);
    if (stage === 2) {
      const clip = { x: 480, y: 110, width: 390, height: 480 };
      await page.screenshot({ path: shotPath('guide-multi-colors-cause.png'), clip });
      await page.evaluate(() => window.sudokuA11y.command('setting', 'theme=dark'));
      await waitState(page, (st) => st.settings.theme === 'dark');
      await frame(page); await frame(page);
      await page.screenshot({ path: shotPath('guide-multi-colors-cause-dark.png'), clip });
    }
  }
  assert.match(s.guide.stage_text, /^What it does: Multi Colors [12] on \d: /);
  await page.screenshot({ path: shotPath('guide-multi-colors-step3.png') });
  await closeChecked(page);
});

test('phone: the Menu\'s Techniques list by tier, a page, back to the list, by touch', async () => {
  const page = await openPuzzle(env, null, PHONE);
  await tap(page, 'Menu');
  await tap(page, 'menu: Techniques: a guide...');
  let s = await waitState(page, (st) => st.guide.open && st.guide.status === 'loaded');
  assert.equal(s.guide.page, '');
  assert.ok(s.guide.list.length >= 40);
  await page.screenshot({ path: shotPath('guide-phone-list.png') });
  await tap(page, 'guide: naked-pair');
  s = await waitState(page, (st) => st.guide.page === 'naked-pair' && st.guide.example === 'ready');
  assert.equal(s.guide.name, 'Naked Pair');
  await tap(page, 'guide: next');
  await tap(page, 'guide: next');
  s = await waitState(page, (st) => st.guide.stage === 2);
  await page.screenshot({ path: shotPath('guide-phone-naked-pair.png') });
  await tap(page, 'guide: all techniques');
  s = await waitState(page, (st) => st.guide.open && st.guide.page === '');
  await tap(page, 'guide: Close');
  await waitState(page, (st) => !st.guide.open);
  await closeChecked(page);
});

test('phone: Back and Next on a guide page bring the example\'s step into view, in portrait and landscape', async () => {
  // In portrait the example lies under the page's text, in landscape its
  // text runs below the card's edge: each step scrolls its text into view.
  for (const [width, height] of [[390, 844], [844, 390]]) {
    const page = await openMirror(env, null, { ...PHONE, viewport: { width, height } });
    await page.evaluate(() => window.sudokuA11y.command('guide_page', 'naked-pair'));
    await waitState(page, (st) => st.guide.page === 'naked-pair' && st.guide.example === 'ready');
    for (const [button, stage] of [['guide: next', 1], ['guide: next', 2], ['guide: back', 1]]) {
      await tap(page, button);
      await waitState(page, (st, n) => st.guide.stage === n, stage);
      await widget(page, 'guide step');  // settled where the scroll put it
      const s = await state(page);
      const [, , , h, , vy, vw, vh] = s.ui['guide step'];
      assert.ok(vw > 0 && vh >= h - 1 && vy >= 0 && vy + vh <= height,
        `${width}x${height}, step ${stage}: the step's text is in view (${JSON.stringify(s.ui['guide step'])})`);
    }
    await page.screenshot({ path: shotPath(`guide-phone-step-${width}x${height}.png`) });
    await closeChecked(page);
  }
});

test('keyboard: the guide as a dialog of the DOM mirror, headings and text, focus in and back to the board', async () => {
  const page = await openMirror(env, null);
  // The Menu's "Techniques: a guide" button of the mirror, by keyboard.
  const opener = page.locator('#controls button', { hasText: 'Techniques: a guide' });
  await page.evaluate(() => {
    const b = [...document.querySelectorAll('button')].find((e) => e.textContent === 'Menu');
    if (b && b.getAttribute('aria-expanded') !== 'true') b.click();
  });
  await opener.focus();
  await press(page, 'Enter');
  await waitState(page, (st) => st.guide.open && st.guide.status === 'loaded');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'guide-title');
  const dialog = page.locator('#guide-dialog');
  assert.equal(await dialog.getAttribute('role'), 'dialog');
  // The list is filled as the mirror renders the loaded guide (a frame after
  // the state says loaded).
  await page.waitForFunction((t) => [...document.querySelectorAll('#guide-dialog h3')].some((h) => h.textContent === t),
    'Tier 3: fish, wings, single-digit patterns, uniqueness');
  // Tab to the first technique, then to the X-Wing's button, and open it.
  const xwing = dialog.locator('button', { hasText: /^X-Wing$/ });
  await xwing.focus();
  await press(page, 'Enter');
  await waitState(page, (st) => st.guide.page === 'x-wing' && st.guide.example === 'ready');
  await page.waitForFunction(() => document.getElementById('guide-title').textContent === 'Techniques: X-Wing');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'guide-title');
  const headings = await dialog.locator('h3').allTextContents();
  for (const h of ['What it is', 'Why it works', 'How to spot it', 'Example']) assert.ok(headings.includes(h), h);
  const text = await dialog.innerText();
  assert.ok(text.length > 500);
  assert.doesNotMatch(text, /\br[1-9]c[1-9]\b/);  // cells are read as "row 3 column 5"
  await dialog.locator('button', { hasText: 'Next step' }).focus();
  await press(page, 'Enter');
  await press(page, 'Enter');
  await waitState(page, (st) => st.guide.stage === 2);
  await page.waitForFunction(() => /^Step 2 of 4\. What causes it/.test(document.getElementById('guide-stage').textContent));
  await page.keyboard.press('Tab');  // focus stays in the dialog
  assert.ok(await page.evaluate(() => document.getElementById('guide-dialog').contains(document.activeElement)));
  await page.screenshot({ path: shotPath('guide-mirror-keyboard.png') });
  await press(page, 'Escape');
  await waitState(page, (st) => !st.guide.open);
  // The menu closed after its row: focus back on the board.
  await page.waitForFunction(() => document.activeElement && document.activeElement.getAttribute('role') === 'gridcell');
  assert.equal(await page.evaluate(() => document.getElementById('menu').hidden), true);
  await frame(page);
  await closeChecked(page);
});

test('the guide is not part of the first load', async () => {
  const page = await openPuzzle(env, null);
  const s = await state(page);
  assert.equal(s.guide.status, 'not-asked');
  assert.equal(s.practice_bank, 'not-asked');
  await page.context().close();
});
