// Every input in every layout: desktops with a mouse, a tablet and phones
// with touch, and a laptop at 200% zoom, each against the same checks:
// every keypad button clicked or tapped and its effect read from the state,
// three taps on one spot (each one counts), every Menu item reached by
// swiping (a wheel with a mouse), and the hint's three levels with their
// whole text shown. Widgets are found and checked through state().ui: each
// entry is the widget's rectangle, then the part of it its panel shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, openPuzzle, shotPath, cellCentre, waitState, state, frame, widget, pasteText } from './harness.mjs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIKI_PUZZLE as PUZZLE, NEEDS_CANDIDATES } from './puzzles.mjs';

const LAYOUTS = [
  { name: '1920x1080-mouse', viewport: { width: 1920, height: 1080 } },
  { name: '1280x800-mouse', viewport: { width: 1280, height: 800 } },
  { name: '1024x768-mouse', viewport: { width: 1024, height: 768 } },
  // Touch screens at one device pixel per CSS pixel: the layout is in CSS
  // pixels, and a software renderer draws a phone's 3x backing store slowly.
  { name: '768x1024-touch', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true },
  { name: '390x844-touch', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '844x390-touch', viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true },
  { name: '640x400-zoom200-mouse', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

const env = useBrowser();
const CLI = process.env.SUDOKU_CLI || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/native/src/cli/sudoku');

/// The visible part of widget `name` in state `s`: {top, bottom, h, full}.
function seen(s, name) {
  const [, y, , h, , vy, vw, vh] = s.ui[name];
  return { top: vy, bottom: vy + vh, h: vh, full: vw > 0 && vh >= h - 1, shown: vw > 0 && vh > 0, rectTop: y, rectH: h };
}

/// A press where a player would press: a tap with touch, a click with a mouse.
async function press(page, touch, x, y) {
  if (touch) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  await frame(page);
}

/// Presses widget `name` (waits for it to be drawn, and fully shown).
async function use(page, touch, name) {
  const s = await waitState(page, (st, n) => st.ui && st.ui[n] !== undefined, name);
  const v = seen(s, name);
  assert.ok(v.full, `${name} is fully shown to be pressed (${JSON.stringify(s.ui[name])})`);
  const [x, y, w, h] = s.ui[name];
  await press(page, touch, x + w / 2, y + h / 2);
}

/// Scrolls the panel under (x, y) by `dy` CSS pixels of finger travel (a
/// negative dy is a swipe up: the content moves up). A mouse turns its wheel.
async function swipe(page, touch, x, y, dy) {
  if (!touch) {
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -dy);
    await frame(page);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await frame(page);
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
    await frame(page);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frame(page);
  await frame(page);
  await cdp.detach();
}

/// Swipes up in the panel holding widget `area` until each of `names` has
/// been fully shown (or, for one taller than the panel, every part of it);
/// returns the names never fully shown.
async function reachAll(page, touch, area, names) {
  const covered = new Map(names.map((n) => [n, []]));
  let last = '';
  for (let round = 0; round < 12; round++) {
    const s = await state(page);
    for (const n of names) {
      if (!s.ui[n]) continue;
      const v = seen(s, n);
      if (v.shown) covered.get(n).push([v.top - v.rectTop, v.bottom - v.rectTop, v.rectH]);
    }
    const missing = names.filter((n) => !isCovered(covered.get(n)));
    if (missing.length === 0) return [];
    const key = JSON.stringify(names.map((n) => s.ui[n] && s.ui[n][1]));
    if (key === last) return missing;  // the panel no longer moves
    last = key;
    // Swipe in the middle of what the panel shows now: the area widget, or
    // once it has scrolled away, the named widgets still in view.
    let a = seen(s, area);
    let [ax, , aw] = s.ui[area];
    if (a.h < 20) {
      const shown = names.filter((n) => s.ui[n] && seen(s, n).shown).map((n) => [seen(s, n), s.ui[n]]);
      if (shown.length === 0) return missing;
      const top = Math.min(...shown.map(([v]) => v.top));
      const bottom = Math.max(...shown.map(([v]) => v.bottom));
      a = { top, h: bottom - top };
      [ax, , aw] = shown[0][1];
    }
    const travel = Math.min(120, Math.max(40, a.h * 0.5));
    await swipe(page, touch, ax + aw * 0.5, a.top + a.h * 0.5 + travel / 2, -travel);
  }
  return names.filter((n) => !isCovered(covered.get(n)));
}

/// True when the shown spans [from, to] of a widget cover its whole height.
function isCovered(spans) {
  if (spans.length === 0) return false;
  const h = spans[0][2];
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let reach = 0;
  for (const [from, to] of sorted) {
    if (from > reach + 1) return false;
    reach = Math.max(reach, to);
  }
  return reach >= h - 1;
}

for (const layout of LAYOUTS) {
  const touch = !!layout.hasTouch;
  test(`${layout.name}: keypad, three taps on one spot, the Menu by swiping, the hint's whole text`, async () => {
    const { name, ...options } = layout;
    const page = await openPuzzle(env, PUZZLE, options);
    let s = await state(page);
    const cell = cellCentre(s.board, 2);  // r1c3: empty, 4 in the solution
    await press(page, touch, cell.x, cell.y);
    s = await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);

    // ---- Every keypad button, and its effect.
    await use(page, touch, 'Pencil');
    await waitState(page, (st) => st.mode === 'pencil');
    for (let d = 1; d <= 9; d++) await use(page, touch, String(d));
    await waitState(page, (st) => st.candidates[2] === '123456789');
    // Each other mode's button, then a digit in that mode: [button, mode,
    // digit, the state's field the digit lands in].
    const modes = [['Corner', 'corner', '1', 'corner'], ['Centre', 'centre', '2', 'centre'],
      ['Colour', 'colour', '3', 'colours'], ['Digit', 'normal', '4', 'values']];
    for (const [button, mode, digit, field] of modes) {
      await use(page, touch, button);
      await waitState(page, (st, m) => st.mode === m, mode);
      await use(page, touch, digit);
      await waitState(page, (st, [f, d]) => st[f][2] === d, [field, digit]);
    }
    // The keypad shows how many of each digit are left to place.
    s = await state(page);
    assert.equal(s.keypad_left[3], 9 - [...s.values].filter((v) => v === '4').length);
    assert.equal(s.keypad_left[4], 9 - [...s.values].filter((v) => v === '5').length);
    await page.screenshot({ path: shotPath(`layouts-${name}-keypad.png`) });
    await use(page, touch, 'Undo');
    await waitState(page, (st) => st.values[2] === '.' && st.can_redo);
    await use(page, touch, 'Redo');
    await waitState(page, (st) => st.values[2] === '4');
    await use(page, touch, 'Erase');
    await waitState(page, (st) => st.values[2] === '.');

    // ---- Three taps on one spot: three moves, then Undo three times.
    s = await state(page);
    const colour = s.colours[2];
    await use(page, touch, '4');
    await use(page, touch, '1');
    await use(page, touch, '4');
    await waitState(page, (st) => st.values[2] === '4');
    const undo = await widget(page, 'Undo');
    for (let i = 0; i < 3; i++) await press(page, touch, undo.x, undo.y);
    s = await waitState(page, (st) => st.values[2] === '.');
    assert.equal(s.colours[2], colour, 'the third Undo took back the first move, and no more');
    await use(page, touch, 'Redo');
    await waitState(page, (st) => st.values[2] === '4');
    await use(page, touch, 'Erase');
    await waitState(page, (st) => st.values[2] === '.');

    // ---- The Menu: every item reached by swiping (the wheel with a mouse).
    await use(page, touch, 'Menu');
    // The Menu sizes itself over its first frames (its first is laid out
    // hidden): read once it is drawn at the same place two frames running.
    await widget(page, 'menu: Easy');
    s = await state(page);
    const items = Object.keys(s.ui).filter((k) => k.startsWith('menu: ')).concat(['Stats', 'Help', 'Settings', 'About']);
    assert.ok(items.length >= 14, items.join(', '));
    const lost = await reachAll(page, touch, 'menu: Easy', items);
    assert.deepEqual(lost, [], `Menu items never fully shown: ${lost.join(', ')}`);
    s = await state(page);
    assert.equal(s.values[2], '.', 'swiping the Menu pressed nothing');
    await page.screenshot({ path: shotPath(`layouts-${name}-menu.png`) });
    await use(page, touch, 'About');
    await waitState(page, (st) => st.about !== 'closed');
    await page.keyboard.press('Escape');
    await waitState(page, (st) => st.about === 'closed');
    // ImGui ends the modal card a frame after the session closes it; a press
    // in between lands on the card's dimmed backdrop.
    await frame(page);
    await frame(page);

    // ---- The hint, level by level: its buttons and its whole text.
    await use(page, touch, 'Hint');
    for (let level = 1; level <= 3; level++) {
      s = await waitState(page, (st, l) => st.hint.level === l && st.ui['hint text'] !== undefined, level);
      for (const button of [level < 3 ? 'More' : s.hint.apply_label, 'hint: Close']) {
        assert.ok(s.ui[button] && seen(s, button).full, `level ${level}: ${button} fully shown`);
      }
      const names = ['hint text'].concat(s.hint.can_practise && level === 3 ? ['Practise this technique'] : []);
      const missing = await reachAll(page, touch, 'message area', names);
      assert.deepEqual(missing, [], `level ${level}: never fully shown`);
      if (level === 3) await page.screenshot({ path: shotPath(`layouts-${name}-hint.png`) });
      if (level < 3) {
        // Scrolled back up (the buttons come first).
        for (let i = 0; i < 6 && !seen(await state(page), 'More').full; i++) {
          const a = seen(await state(page), 'message area');
          const [ax, , aw] = (await state(page)).ui['message area'];
          await swipe(page, touch, ax + aw * 0.5, a.top + a.h * 0.3, Math.min(120, a.h * 0.5));
        }
        await use(page, touch, 'More');
      }
    }
    s = await state(page);
    assert.equal(s.hint.level, 3);
    await closeChecked(page);
  });
}

// ---- Single defects, at one layout each.

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('Escape closes the Menu, and does nothing else', async () => {
  const page = await openPuzzle(env, PUZZLE, DESKTOP);
  let s = await state(page);
  const cell = cellCentre(s.board, 2);
  await press(page, false, cell.x, cell.y);
  await use(page, false, 'Menu');
  await waitState(page, (st) => st.ui['menu: Easy'] !== undefined);
  await page.keyboard.press('Escape');
  s = await waitState(page, (st) => st.ui['menu: Easy'] === undefined);
  assert.deepEqual(s.selected, [2], 'the selection stays');
  await page.context().close();
});

test('phone: the Menu stays open when the phone is turned, and its rows work in the new layout', async () => {
  // The Menu button is drawn in the top bar in portrait and in the side
  // panel in landscape: turning the phone must not close the open Menu.
  const page = await openPuzzle(env, PUZZLE, PHONE);
  for (const [width, height, layout] of [[844, 390, 'landscape'], [390, 844, 'portrait']]) {
    await use(page, true, 'Menu');
    await widget(page, 'menu: Easy');  // drawn where it stays (its first frame is laid out hidden)
    await page.setViewportSize({ width, height });
    await waitState(page, (st, l) => st.layout === l, layout);
    await frame(page);
    const s = await state(page);
    assert.equal(s.layer, 'menu', `the Menu is still open in ${layout}`);
    await page.screenshot({ path: shotPath(`layouts-phone-menu-turned-${layout}.png`) });
    if (layout === 'landscape') {
      await page.keyboard.press('Escape');
      await waitState(page, (st) => st.layer === '');
    }
  }
  // A row of the Menu carried over acts: a new Easy game (nothing was played).
  await widget(page, 'menu: Easy');
  await use(page, true, 'menu: Easy');
  await waitState(page, (st, p) => st.givens !== p && !st.generating, PUZZLE);
  await closeChecked(page);
});

test('phone: Paste a puzzle opens a text box the keyboard reaches; its text starts the game', async () => {
  const page = await openPuzzle(env, PUZZLE, PHONE);
  const openBox = async () => {
    await use(page, true, 'Menu');
    await widget(page, 'menu: Easy');
    await reachAll(page, true, 'menu: Easy', ['menu: Paste a puzzle']);
    await use(page, true, 'menu: Paste a puzzle');
    await page.waitForSelector('#textbox textarea:focus');
  };
  await openBox();
  await page.screenshot({ path: shotPath('layouts-phone-paste-box.png') });
  const other = NEEDS_CANDIDATES;
  await page.keyboard.type('not a puzzle');
  await page.tap('#textbox button[type=submit]');
  let s = await waitState(page, (st) => /No Sudoku puzzle/.test(st.message));
  assert.equal(s.givens, PUZZLE, 'the game is kept');
  await openBox();
  await page.fill('#textbox textarea', other);
  await page.tap('#textbox button[type=submit]');
  s = await waitState(page, (st, g) => st.givens === g, other);
  assert.equal(await page.isVisible('#textbox'), false);
  await page.screenshot({ path: shotPath('layouts-phone-pasted.png') });
  await closeChecked(page);
});

test('the step list follows End to the last step', async () => {
  const page = await openPuzzle(env, PUZZLE, DESKTOP);
  await page.keyboard.press('s');
  await waitState(page, (st) => st.solving && st.animation.complete);
  await page.keyboard.press('End');
  // The list scrolls to the step over the next frames: wait until it shows
  // whole (a hang here means it never did).
  const s = await waitState(page, (st) => {
    const r = st.ui['current step'];
    return st.animation.step === st.animation.total && r !== undefined && r[6] > 0 && r[7] >= r[3] - 1;
  });
  assert.ok(seen(s, 'current step').full, 'the last step is in view');
  await page.context().close();
});

test('help: every line inside the card, on a desktop and a phone', async () => {
  for (const options of [DESKTOP, PHONE]) {
    const page = await openPuzzle(env, PUZZLE, options);
    await page.keyboard.press('Shift+Slash');
    const s = await waitState(page, (st) => st.ui['help text'] !== undefined && st.ui['help area'] !== undefined);
    const [tx, , tw] = s.ui['help text'];
    const [ax, , aw] = s.ui['help area'];
    assert.ok(tx + tw <= ax + aw + 1, `help text ${tx + tw} past the card's edge ${ax + aw}`);
    for (const [k, r] of Object.entries(s.ui)) if (k.startsWith('key: ')) assert.ok(r[0] + r[2] <= ax + aw + 1, `${k} inside`);
    await page.screenshot({ path: shotPath(`layouts-help-${options.hasTouch ? 'phone' : 'desktop'}.png`) });
    await page.context().close();
  }
});

test('phone: a hint\'s guide and practice buttons, side by side when they fit, inside the panel', async () => {
  // Uniqueness Test 6's example: "What is a Uniqueness Test 6?" and
  // "Practise this technique" do not fit one line of a phone's panel.
  const example = execFileSync(CLI, ['techniques', 'ur6', '--example']).toString();
  for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
    const page = await openPuzzle(env, null, { ...PHONE, viewport });
    const before = (await state(page)).givens;
    await pasteText(page, example);
    await waitState(page, (st, g) => st.givens !== g, before);
    for (let level = 1; level <= 3; level++) {
      await page.keyboard.press('h');
      await waitState(page, (st, l) => st.hint.level === l, level);
    }
    const s = await waitState(page, (st) => st.hint.can_practise && st.ui['Practise this technique'] !== undefined);
    const guide = Object.keys(s.ui).find((k) => k.startsWith(s.hint.guide_label));
    assert.ok(guide, `the guide's button is drawn: ${Object.keys(s.ui).join(', ')}`);
    const [ax, , aw] = s.ui['message area'];
    for (const name of [guide, 'Practise this technique']) {
      const [x, , w] = s.ui[name];
      assert.ok(x >= ax - 1 && x + w <= ax + aw + 1, `${viewport.width}x${viewport.height}: ${name} [${x}, ${x + w}] inside the panel [${ax}, ${ax + aw}]`);
    }
    await page.screenshot({ path: shotPath(`layouts-phone-${viewport.width}-hint-buttons.png`) });
    await closeChecked(page);
  }
});

test('a short desktop window (a laptop at 200% zoom, 960x540): a hint\'s whole text shows without scrolling, the tools give it their room until it closes', async () => {
  const page = await openPuzzle(env, NEEDS_CANDIDATES, { viewport: { width: 960, height: 540 } });
  let s = await waitState(page, (st) => st.ui.Undo !== undefined);
  for (let level = 1; level <= 3; level++) {
    await page.keyboard.press('h');
    s = await waitState(page, (st, l) => st.hint.level === l && st.ui['hint text'] !== undefined, level);
  }
  assert.ok(seen(s, 'hint text').full, `the hint's text shown whole: ${s.ui['hint text']}`);
  assert.equal(s.ui.Undo, undefined, 'the tools make room');
  assert.ok(s.ui['1'] && seen(s, '1').full, 'the digits stay');
  await page.screenshot({ path: shotPath('layouts-short-desktop-hint.png') });
  await page.keyboard.press('Escape');
  s = await waitState(page, (st) => st.hint.level === 0 && st.ui.Undo !== undefined);
  assert.ok(seen(s, 'Undo').full);
  await closeChecked(page);
});
