// Touch exploration over the open Menu and the cards: while the canvas's
// Menu or a card (help, statistics, About, settings, the techniques to
// practise, the guide's list and a page of it, the new-game question, the
// finish panel, a notice) is open, a hit test at the
// centre of each control the app publishes in that layer (state().controls,
// rects in state().ui) finds the DOM mirror's control laid over it, named
// with the drawn words, and no control of the layers beneath; once the layer
// is closed, the page's controls are found again. Every published control
// has its own id (state().ui_clashes lists any drawn twice in a frame). On a
// 1280x800 desktop with a mouse and a 390x844 phone with touch in both
// orientations; a screen reader's activation (a click with no press) of a
// control over the Menu acts as a tap on the drawn one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openMirror, shotPath, waitState, waitReady, state, frame, axeViolations,
  assertNoSeriousViolations, hitTestControls } from './harness.mjs';
import { WIKI_PUZZLE, WIKI_SOLUTION } from './puzzles.mjs';

const env = useBrowser();

/// What the hit test finds at the centre of the visible part of each
/// published control: for each id, {layer, drawn (its visible name), hit
/// (the id of the mirror control found, or null), name (that control's
/// accessible name), tag}; ids whose centre is outside the window are left out.
async function hitTest(page) {
  const h = await hitTestControls(page);
  const out = { layer: h.layer, clashes: h.clashes, controls: {} };
  for (const [id, { control: [layer, drawn], hit, mirror: m, tag, inMirror }] of Object.entries(h.controls)) {
    const name = m ? m.label || (m.labelText !== null ? m.labelText : m.text) : '';
    out.controls[id] = { layer, drawn, hit, name: name.trim(), tag, inMirror };
  }
  return out;
}

/// A name in words: the mirror says the engine's r3c5 as "row 3 column 5".
const words = (t) => t.replace(/\br([1-9])c([1-9])\b/g, 'row $1 column $2').toLowerCase().replace(/\.\.\.|…/g, '').trim();

/// Every control of the layer on top is found by the hit test, named with
/// its drawn words; no control of another layer is found. Returns how many
/// controls of the top layer were checked.
async function checkHits(page, where) {
  const h = await hitTest(page);
  assert.deepEqual(h.clashes, [], `${where}: ids drawn twice`);
  let checked = 0;
  for (const [id, c] of Object.entries(h.controls)) {
    if (c.layer === h.layer) {
      assert.equal(c.hit, id, `${where}: the hit test at ${id} finds ${JSON.stringify(c)}`);
      assert.ok(words(c.name).includes(words(c.drawn)), `${where}: ${id} drawn as "${c.drawn}", its mirror control named "${c.name}"`);
      checked++;
    } else {
      // Under the open layer: the canvas, or a control of the layer on top.
      assert.ok(c.hit === null || h.controls[c.hit] === undefined || h.controls[c.hit].layer === h.layer,
        `${where}: ${id} (layer '${c.layer}') under the layer '${h.layer}' is hit: ${JSON.stringify(c)}`);
      if (c.hit === null) assert.ok(!c.inMirror || c.tag !== 'BUTTON', `${where}: ${id} finds a mirror ${c.tag}`);
    }
  }
  return checked;
}

/// Waits until `layer` is on top, its controls drawn with their size (a card
/// measures itself on its first frame) and the mirror laid over them.
async function waitLayer(page, layer) {
  await waitState(page, (s, l) => s.layer === l && Object.entries(s.controls).some(([, c]) => c[0] === l), layer);
  await frame(page);
  await frame(page);
  await page.waitForFunction((l) => {
    const s = window.sudokuApp.state();
    if (s.layer !== l) return false;
    return Object.entries(s.controls).filter(([id, c]) => c[0] === l && s.ui[id][6] > 0 && s.ui[id][7] > 0)
      .some(([id]) => document.querySelector(`[data-ui="${CSS.escape(id)}"]`));
  }, layer);
}

for (const [label, options, touch] of [
  ['a 1280x800 desktop with a mouse', { viewport: { width: 1280, height: 800 } }, false],
  ['a 390x844 phone in portrait, by touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, true],
  ['a 844x390 phone in landscape, by touch', { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true }, true],
]) {
  const tag = touch ? (options.viewport.width < options.viewport.height ? 'portrait' : 'landscape') : 'desktop';

  test(`explore by touch over the open Menu and each card on ${label}`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, options);
    /// Taps or clicks the drawn control `id` (scrolling the page to it first).
    const press = async (id) => {
      const s = await waitState(page, (st, i) => st.ui[i] && st.ui[i][6] > 0 && st.ui[i][7] > 0, id);
      const r = s.ui[id];
      await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - window.innerHeight / 2)), r[5] + r[7] / 2);
      await frame(page);
      const r2 = (await state(page)).ui[id];
      const scroll = await page.evaluate(() => window.scrollY);
      const x = r2[4] + r2[6] / 2;
      const y = r2[5] + r2[7] / 2 - scroll;
      if (touch) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
      await frame(page);
    };
    /// A tap or click outside the Menu closes it (a key would switch the
    /// mirror's dialogs to their keyboard form).
    const closeMenu = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      if (touch) await page.touchscreen.tap(2, 2); else await page.mouse.click(2, 2);
      await waitState(page, (s) => s.layer === '');
    };
    const closeLayer = async (id) => {
      await press(id);
      await waitState(page, (s) => s.layer === '');
      await frame(page);
      assert.ok((await checkHits(page, `${tag}, after ${id}`)) >= 10, 'the page controls are found again');
    };

    assert.ok((await checkHits(page, `${tag}, the page`)) >= 15, 'the keypad and tools are found');
    // A digit entered: a new game then asks first.
    await page.evaluate(() => { window.sudokuApp.command('select', 2); window.sudokuApp.command('digit', 4); });
    await waitState(page, (s) => s.values[2] === '4');

    // The Menu.
    await press('Menu');
    await waitLayer(page, 'menu');
    assert.ok((await checkHits(page, `${tag}, the Menu`)) >= 5, 'the Menu rows in view are found');
    await page.screenshot({ path: shotPath(`a11y-overlay-${tag}-menu.png`) });
    assertNoSeriousViolations(await axeViolations(page), `${tag}, the Menu open`);
    await closeMenu();
    await frame(page);
    assert.ok((await checkHits(page, `${tag}, the Menu closed`)) >= 10);

    // Each card opened from the Menu (by a tap on its row when the Menu
    // shows it without scrolling, else as a screen reader presses it),
    // checked, and closed by its Close.
    for (const [row, layer] of [['Help', 'help'], ['Stats', 'stats'], ['About', 'about'], ['Settings', 'settings'],
      ['menu: Practise a technique...', 'practice'], ['menu: Show all hints', 'hints'], ['menu: Techniques: a guide...', 'guide']]) {
      await press('Menu');
      await waitLayer(page, 'menu');
      const r = (await state(page)).ui[row];
      if (r[7] >= r[3]) await press(row);
      else await page.evaluate((id) => window.sudokuApp.command('press', id), row);
      await waitLayer(page, layer);
      assert.ok((await checkHits(page, `${tag}, ${layer}`)) >= 1, `${layer}: its controls are found`);
      await page.screenshot({ path: shotPath(`a11y-overlay-${tag}-${layer}.png`) });
      if (layer === 'guide') {
        await waitState(page, (s) => s.guide.status === 'loaded' && s.ui['guide: x-wing'] !== undefined);
        await waitLayer(page, 'guide');
        assert.ok((await checkHits(page, `${tag}, the guide's list`)) >= 3, 'the guide list in view is found');
        // A technique's page, by the first row in view.
        const s = await state(page);
        const row = Object.keys(s.controls).find((id) => /^guide: [a-z]/.test(id) && id !== 'guide: all techniques' &&
          s.ui[id][7] >= s.ui[id][3]);
        await press(row);
        await waitState(page, (st, key) => st.guide.page === key && st.ui['guide: all techniques'] !== undefined,
          row.slice('guide: '.length));
        await waitLayer(page, 'guide');
        assert.ok((await checkHits(page, `${tag}, the guide's page`)) >= 2, 'the guide page buttons are found');
        // A tap or click on a control over the card acts once, through the canvas.
        await waitState(page, (st) => st.guide.example === 'ready' && st.guide.stage === 0);
        await press('guide: next');
        await waitState(page, (st) => st.guide.stage > 0);
        await frame(page);
        await frame(page);
        assert.equal((await state(page)).guide.stage, 1, 'one tap on Next, one step');
        await page.screenshot({ path: shotPath(`a11y-overlay-${tag}-guide-page.png`) });
        assertNoSeriousViolations(await axeViolations(page), `${tag}, the guide open`);
      }
      await closeLayer(`${layer}: Close`);
    }

    // The new-game question: a new game over a game in progress asks first.
    await press('Menu');
    await waitLayer(page, 'menu');
    await press('menu: Easy');
    await waitLayer(page, 'confirm');
    assert.ok((await checkHits(page, `${tag}, the question`)) >= 3, 'Yes, No and Close are found');
    await page.screenshot({ path: shotPath(`a11y-overlay-${tag}-confirm.png`) });
    assertNoSeriousViolations(await axeViolations(page), `${tag}, the question`);
    await closeLayer('confirm: No');
    assert.equal((await state(page)).values[2], '4', 'the game goes on');

    // The finish panel: the puzzle solved.
    await page.evaluate((solution) => {
      const s = window.sudokuApp.state();
      for (let c = 0; c < 81; c++) {
        if (s.values[c] === '.' || s.values[c] !== solution[c]) {
          window.sudokuApp.command('select', c);
          window.sudokuApp.command('digit', Number(solution[c]));
        }
      }
    }, WIKI_SOLUTION);
    await waitLayer(page, 'finish');
    assert.ok((await checkHits(page, `${tag}, the finish panel`)) >= 3, 'New game, Share and Close are found');
    await page.screenshot({ path: shotPath(`a11y-overlay-${tag}-finish.png`) });
    await closeLayer('finish: Close');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a screen reader activating a control over the open Menu presses the drawn row: the Menu closes, the guide opens', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const activate = (id) => page.evaluate((i) => {
    const r = window.sudokuApp.state().ui[i];
    const e = document.elementFromPoint(r[4] + r[6] / 2, r[5] + r[7] / 2).closest('[data-ui]');
    e.click();
    return e.dataset.ui;
  }, id);
  const m = (await state(page)).ui.Menu;
  await page.touchscreen.tap(m[4] + m[6] / 2, m[5] + m[7] / 2);
  await waitLayer(page, 'menu');
  assert.equal(await activate('menu: Techniques: a guide...'), 'menu: Techniques: a guide...');
  await waitState(page, (s) => s.guide.open && s.layer === 'guide');
  await waitLayer(page, 'guide');
  assert.equal(await activate('guide: Close'), 'guide: Close');
  await waitState(page, (s) => !s.guide.open && s.layer === '');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('explore by touch over a notice on a phone: its OK and Close are found, nothing under it; then the keypad again', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // Statistics that cannot be read: the next start says so in a notice.
  await page.evaluate(() => localStorage.setItem('sudoku.stats.v1', '{"version": 2, "levels": 7'));
  await page.reload();
  await waitReady(page);
  await waitLayer(page, 'notice');
  assert.ok((await checkHits(page, 'a notice')) >= 2, 'OK and Close are found');
  await page.screenshot({ path: shotPath('a11y-overlay-portrait-notice.png') });
  assertNoSeriousViolations(await axeViolations(page), 'a notice');
  const r = (await state(page)).ui['notice: Close'];
  await page.touchscreen.tap(r[4] + r[6] / 2, r[5] + r[7] / 2);
  await waitState(page, (s) => s.layer === '' && !s.notice);
  await frame(page);
  assert.ok((await checkHits(page, 'the notice closed')) >= 15, 'the keypad and tools are found again');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two drawn controls of one name have ids of their own: the hint\'s Close and a card\'s, the two Pauses, the two Resumes', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, { viewport: { width: 1280, height: 800 } });
  const both = async (ids, where) => {
    const s = await waitState(page, (st, list) => list.every((id) => st.ui[id] && st.controls[id]), ids);
    assert.equal(s.ui_clashes, undefined, `${where}: ${JSON.stringify(s.ui_clashes)}`);
    return s;
  };
  await page.evaluate(() => { window.sudokuApp.command('hint'); });
  await waitState(page, (s) => s.hint.level === 1);
  await page.evaluate(() => window.sudokuApp.command('about', 'open'));
  let s = await both(['hint: Close', 'about: Close'], 'a hint under About');
  assert.deepEqual(s.controls['hint: Close'], ['', 'Close']);
  assert.deepEqual(s.controls['about: Close'], ['about', 'Close']);
  assert.equal(s.layer, 'about');
  // The mirror's hint Close is not over the canvas under the card; About's Close is.
  const over = await page.evaluate(() => [...document.querySelectorAll('[data-ui]')].map((e) => e.dataset.ui));
  assert.ok(over.includes('about: Close') && !over.includes('hint: Close'), JSON.stringify(over));
  await page.evaluate(() => { window.sudokuApp.command('about', 'close'); window.sudokuApp.command('dismiss_hint'); });
  await page.evaluate(() => window.sudokuApp.command('pause', 'on'));
  await both(['Resume', 'cover: Resume'], 'paused');
  await frame(page);
  assert.ok((await checkHits(page, 'paused')) >= 2, 'both Resumes are found');
  await page.evaluate(() => window.sudokuApp.command('pause', 'off'));
  await page.evaluate(() => window.sudokuApp.command('solve', 'logic'));
  s = await waitState(page, (st) => st.solving && st.ui['solve: Close'] !== undefined);
  await both(['Pause', s.animation.playing ? 'solve: Pause' : 'solve: Play', 'solve: Close'], 'solving');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [orientation, viewport] of [['portrait', { width: 390, height: 844 }], ['landscape', { width: 844, height: 390 }]]) {
  test(`on a phone in ${orientation}, every Settings control, drawn and laid over, is at least 44x44 CSS px`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, { viewport, hasTouch: true, isMobile: true });
    const tap = async (id) => {
      const s = await waitState(page, (st, i) => st.ui[i] && st.ui[i][7] >= st.ui[i][3], id);
      const r = s.ui[id];
      await page.touchscreen.tap(r[4] + r[6] / 2, r[5] + r[7] / 2 - await page.evaluate(() => window.scrollY));
      await frame(page);
    };
    await tap('Menu');
    await waitLayer(page, 'menu');
    const row = (await state(page)).ui.Settings;
    if (row[7] >= row[3]) await tap('Settings');
    else await page.evaluate(() => window.sudokuApp.command('press', 'Settings'));  // below the fold: as a screen reader
    await waitLayer(page, 'settings');
    const s = await state(page);
    assert.ok(s.touch, 'the last input was a touch');
    const ids = Object.keys(s.controls).filter((id) => s.controls[id][0] === 'settings');
    assert.ok(ids.length >= 15, `the checkboxes, the techniques and Close: ${ids}`);
    const small = ids.filter((id) => s.ui[id][2] < 44 || s.ui[id][3] < 44).map((id) => `${id} ${s.ui[id].slice(2, 4)}`);
    assert.deepEqual(small, [], 'drawn');
    // The mirror's controls laid over those in view have their size.
    const over = await page.evaluate((list) => list.map((id) => {
      const e = document.querySelector(`[data-ui="${CSS.escape(id)}"]`);
      const b = e.getBoundingClientRect();
      return [id, e.classList.contains('over'), b.width, b.height];
    }), ids.filter((id) => s.ui[id][7] >= s.ui[id][3]));
    assert.ok(over.length >= 3, 'controls in view');
    assert.deepEqual(over.filter(([, o, w, h]) => !o || w < 44 || h < 44), [], 'laid over');
    await page.screenshot({ path: shotPath(`a11y-overlay-${orientation}-settings-targets.png`) });
    await page.context().close();
  });
}
