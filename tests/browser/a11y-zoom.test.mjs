// Zoom and touch exploration: a 1280x800 window at 100%, 200% and 400% zoom
// (device pixel ratio 1, 2, 4 over 1280x800, 640x400 and 320x200 CSS
// pixels) keeps the board at least its 100% size in device pixels, measured
// on the drawn pixels; at 320 CSS pixels wide the page scrolls (the wheel,
// a swipe, focus) and every drawn control is reached and works; and each
// drawn control has the DOM mirror's button over it, which a hit test (a
// screen reader's explore-by-touch) finds by its name, while the mouse and
// touches still act through the canvas, once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, openMirror, shotPath, waitState, state, frame, press, cellCentre, axeViolations,
  assertNoSeriousViolations, decodePng, widget } from './harness.mjs';
import { WIKI_PUZZLE } from './puzzles.mjs';

const WINDOW = { width: 1280, height: 800 };
const zoomed = (z) => ({ viewport: { width: WINDOW.width / z, height: WINDOW.height / z }, deviceScaleFactor: z });
// The buttons the canvas draws in play, and the words their mirror buttons are named by.
const CONTROLS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Digit', 'Pencil', 'Corner', 'Centre', 'Colour', 'Erase',
  'Undo', 'Redo', 'Hint', 'Menu', 'Pause'];
const named = (control) => (/^[1-9]$/.test(control) ? new RegExp(`\\b${control}\\b`) : new RegExp(`^${control}\\b`));

const env = useBrowser();

/// The width of the drawn board in device pixels, its outer border
/// included: from the first dark pixel to the last along its middle row.
async function drawnBoardWidth(page, s, zoom) {
  const img = decodePng(await page.screenshot());
  const y = Math.round((s.board.y + s.board.size / 2 - (await page.evaluate(() => window.scrollY))) * zoom);
  const dark = (x) => { const [r, g, b] = img.at(x, y); return 0.2126 * r + 0.7152 * g + 0.0722 * b < 90; };
  let left = Math.max(0, Math.floor((s.board.x - 6) * zoom));
  while (left < img.width && !dark(left)) left++;
  let right = Math.min(img.width - 1, Math.ceil((s.board.x + s.board.size + 6) * zoom));
  while (right > 0 && !dark(right)) right--;
  return right - left + 1;
}

/// What the hit test at each drawn control's centre finds: {name, tag, inControls, rect}.
function hitTest(page, names) {
  return page.evaluate((list) => {
    const s = window.sudokuApp.state();
    const out = {};
    for (const n of list) {
      const r = s.ui[n];
      if (!r) { out[n] = null; continue; }
      const e = document.elementFromPoint(r[4] + r[6] / 2 - window.scrollX, r[5] + r[7] / 2 - window.scrollY);
      const b = e && e.getBoundingClientRect();
      out[n] = e && {
        tag: e.tagName, name: (e.getAttribute('aria-label') || e.textContent).trim(),
        inControls: !!e.closest('#controls'),
        rect: [b.left + window.scrollX, b.top + window.scrollY, b.width, b.height], drawn: r.slice(4),
      };
    }
    return out;
  }, names);
}

/// Turns the wheel over the page's left margin (no panel there) until the
/// rect [x, y, w, h] (canvas = page pixels) is inside the window.
async function wheelIntoView(page, rect) {
  for (let i = 0; i < 40; i++) {
    const { scroll, height } = await page.evaluate(() => ({ scroll: window.scrollY, height: window.innerHeight }));
    const top = rect[1] - scroll;
    const bottom = top + rect[3];
    if (top >= 0 && bottom <= height) return;
    await page.mouse.move(3, height / 2);
    await page.mouse.wheel(0, top < 0 ? -60 : 60);
    await page.waitForFunction((s) => window.scrollY !== s, scroll);
    await frame(page);
  }
  throw new Error(`never scrolled into view: ${rect}`);
}

test('the board keeps at least its 100% size in device pixels at 200% and 400% zoom of a 1280x800 window', async () => {
  const sizes = {};
  for (const zoom of [1, 2, 4]) {
    const page = await openMirror(env, WIKI_PUZZLE, zoomed(zoom));
    const s = await state(page);
    const canvas = await page.evaluate(() => { const c = document.getElementById('canvas'); return [c.width, c.clientWidth]; });
    assert.equal(canvas[0], canvas[1] * zoom, 'the canvas is drawn at device pixels');
    sizes[zoom] = { layout: s.layout, state: s.board.size * zoom, drawn: await drawnBoardWidth(page, s, zoom) };
    assert.ok(Math.abs(sizes[zoom].drawn - sizes[zoom].state) <= 4 * zoom, JSON.stringify(sizes[zoom]));
    await page.screenshot({ path: shotPath(`a11y-zoom-${zoom * 100}.png`) });
    await closeChecked(page);
  }
  console.log(`# board in device pixels: ${Object.entries(sizes).map(([z, v]) => `${z * 100}% ${v.drawn} (${v.layout})`).join(', ')}`);
  assert.ok(sizes[2].drawn >= sizes[1].drawn, JSON.stringify(sizes));
  assert.ok(sizes[4].drawn >= sizes[1].drawn, JSON.stringify(sizes));
  assert.equal(sizes[4].layout, 'portrait', 'one column at 320 CSS pixels wide');
});

test('at 320 CSS pixels wide the page scrolls and every drawn control is reached and works', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, zoomed(4));
  // Every control drawn (the first frames lay out the panel).
  let s = await waitState(page, (st, names) => names.every((n) => st.ui[n] !== undefined), CONTROLS);
  const page0 = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, window: window.innerHeight }));
  assert.ok(page0.height > page0.window, `the page is taller than the window: ${JSON.stringify(page0)}`);
  for (const n of CONTROLS) {
    const r = s.ui[n];
    assert.ok(r && r[0] >= 0 && r[0] + r[2] <= 320 + 0.5, `${n} lies inside the width: ${r}`);
  }
  // Select r1c3 (empty) with a click, in view at the top.
  const cell = cellCentre(s.board, 2);
  await page.mouse.click(cell.x, cell.y);
  await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);

  // Each control: scrolled into view by the wheel, clicked, its effect (once).
  const clickControl = async (name) => {
    // Drawn where it stays (a control the last press brought appears a frame later).
    await widget(page, name);
    const st = await state(page);
    await wheelIntoView(page, st.ui[name]);
    const scroll = await page.evaluate(() => window.scrollY);
    const [x, y, w, h] = st.ui[name];
    await page.mouse.click(x + w / 2, y + h / 2 - scroll);
    await frame(page);
  };
  await clickControl('Pencil');
  await waitState(page, (st) => st.mode === 'pencil');
  for (let d = 1; d <= 9; d++) await clickControl(String(d));
  await waitState(page, (st) => st.candidates[2] === '123456789');
  for (const [mode, name] of [['corner', 'Corner'], ['centre', 'Centre'], ['colour', 'Colour'], ['normal', 'Digit']]) {
    await clickControl(name);
    await waitState(page, (st, m) => st.mode === m, mode);
  }
  await clickControl('Undo');
  await waitState(page, (st) => st.candidates[2] === '12345678' && st.can_redo);
  await clickControl('Redo');
  await waitState(page, (st) => st.candidates[2] === '123456789');
  await clickControl('Erase');
  await waitState(page, (st) => st.candidates[2] === '');
  await clickControl('Hint');
  await waitState(page, (st) => st.hint.level === 1);
  await page.keyboard.press('Escape');
  await waitState(page, (st) => st.hint.level === 0);
  await clickControl('Pause');
  await waitState(page, (st) => st.paused);
  await clickControl('Resume');
  await waitState(page, (st) => !st.paused);
  await page.screenshot({ path: shotPath('a11y-zoom-400-scrolled.png') });
  // The Menu, back at the top: its card opens in view, and the wheel over it
  // brings its last item into view (the card scrolls, not the page).
  await clickControl('Menu');
  await widget(page, 'menu: Easy');  // drawn at the same place two frames running
  s = await state(page);
  await page.screenshot({ path: shotPath('a11y-zoom-400-menu.png') });
  const items = Object.keys(s.ui).filter((k) => k.startsWith('menu: '));
  const lastItem = items.reduce((a, b) => (s.ui[b][1] > s.ui[a][1] ? b : a));
  const scrollBefore = await page.evaluate(() => window.scrollY);
  const inView = (st) => { const r = st.ui[lastItem]; return r[7] >= r[3] - 1 && r[5] + r[7] - scrollBefore <= 200; };
  for (let i = 0; i < 80 && !inView(s); i++) {
    const [ex, ey, ew, eh] = s.ui['menu: Easy'];
    await page.mouse.move(ex + ew / 2, Math.min(150, Math.max(60, ey + eh / 2 - scrollBefore)));
    await page.mouse.wheel(0, 80);
    await frame(page);
    s = await state(page);
  }
  assert.ok(inView(s), `${lastItem} in view: ${s.ui[lastItem]}`);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the page stays while the menu scrolls');
  await page.keyboard.press('Escape');
  await waitState(page, (st) => st.ui['menu: Easy'] === undefined);

  // Keyboard focus brings the board back into view from the page's end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  assert.ok(bottom > 0);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const b = document.activeElement.getBoundingClientRect();
    return { role: document.activeElement.getAttribute('role'), top: b.top, bottom: b.bottom, height: window.innerHeight, scroll: window.scrollY };
  });
  assert.equal(focused.role, 'gridcell');
  assert.ok(focused.scroll < bottom && focused.top >= 0 && focused.bottom <= focused.height, JSON.stringify(focused));
  // A dialog opened with the page scrolled down opens in view, and the page stays.
  await page.evaluate(() => window.scrollTo(0, 300));
  const down = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.sudokuA11y.command('help', 'open'));
  await waitState(page, (st) => st.help && st.ui['help: Close'] !== undefined);
  await frame(page);
  s = await state(page);
  assert.equal(await page.evaluate(() => window.scrollY), down, 'opening the help does not scroll the page');
  const [, closeY, , closeH] = s.ui['help: Close'];
  assert.ok(closeY - down >= 0 && closeY + closeH - down <= 200, `the help's Close in view: ${s.ui['help: Close']}`);
  await page.screenshot({ path: shotPath('a11y-zoom-400-help.png') });
  await page.evaluate(() => window.sudokuA11y.command('help', 'close'));
  await waitState(page, (st) => !st.help);
  assertNoSeriousViolations(await axeViolations(page), 'at 400% zoom');
  await closeChecked(page);
});

test('at 400% zoom on a touch screen a swipe off the board scrolls the page and presses nothing', async () => {
  const page = await openMirror(env, WIKI_PUZZLE, { ...zoomed(4), hasTouch: true, isMobile: true });
  let s = await state(page);
  const cell = cellCentre(s.board, 2);
  await page.touchscreen.tap(cell.x, cell.y);
  await waitState(page, (st) => st.selected.length === 1 && st.selected[0] === 2);
  // A swipe up in the margin beside the board (no panel there), 180 CSS pixels.
  const cdp = await page.context().newCDPSession(page);
  const x = s.board.x / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 190 }] });
  await frame(page);
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 190 - i * 30 }] });
    await frame(page);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frame(page);
  await frame(page);
  await cdp.detach();
  const scroll = await page.evaluate(() => window.scrollY);
  // The page followed the finger (its last move may land a frame late).
  assert.ok(scroll >= 120 && scroll <= 181, `scrolled ${scroll}`);
  s = await state(page);
  assert.deepEqual(s.selected, [2], 'the swipe selected nothing');
  // A tap on a digit now in view places it.
  const [dx, dy, dw, dh] = s.ui['4'];
  assert.ok(dy - scroll >= 0 && dy + dh - scroll <= 200, 'the keypad scrolled into view');
  await page.touchscreen.tap(dx + dw / 2, dy + dh / 2 - scroll);
  await waitState(page, (st) => st.values[2] === '4');
  await page.screenshot({ path: shotPath('a11y-zoom-400-swiped.png') });
  await closeChecked(page);
});

for (const [label, options, touch] of [
  ['a desktop with a mouse', { viewport: WINDOW }, false],
  ['a phone with touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, true],
]) {
  test(`explore by touch on ${label}: each drawn control has its mirror button over it; the pointer still acts once`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, options);
    let s = await state(page);
    const hits = await hitTest(page, CONTROLS);
    for (const n of CONTROLS) {
      const h = hits[n];
      assert.ok(h && h.tag === 'BUTTON' && h.inControls, `${n}: the hit test finds ${JSON.stringify(h)}`);
      assert.match(h.name, named(n), `${n}: named ${h.name}`);
      for (let k = 0; k < 4; k++) assert.ok(Math.abs(h.rect[k] - h.drawn[k]) <= 1, `${n}: ${h.rect} over ${h.drawn}`);
    }
    // A screen reader's activation is a click on the button with no press
    // before it: it runs the button's command.
    const activate = (name) => page.evaluate((n) => {
      const r = window.sudokuApp.state().ui[n];
      document.elementFromPoint(r[4] + r[6] / 2, r[5] + r[7] / 2).click();
    }, name);
    const pointAt = async (c) => {
      const p = cellCentre((await state(page)).board, c);
      if (touch) await page.touchscreen.tap(p.x, p.y); else await page.mouse.click(p.x, p.y);
      await waitState(page, (st, k) => st.selected.length === 1 && st.selected[0] === k, c);
    };
    await pointAt(2);
    await activate('5');
    await waitState(page, (st) => st.values[2] === '5');
    await pointAt(3);
    await activate('6');
    await waitState(page, (st) => st.values[3] === '6');
    await activate('Pencil');
    await waitState(page, (st) => st.mode === 'pencil');
    // The pointer on a button goes through to the canvas's own button, and
    // acts once: Undo takes back the 6 and not the 5.
    const pressAt = async (name) => {
      const r = (await state(page)).ui[name];
      if (touch) await page.touchscreen.tap(r[4] + r[6] / 2, r[5] + r[7] / 2); else await page.mouse.click(r[4] + r[6] / 2, r[5] + r[7] / 2);
    };
    await pressAt('Digit');
    await waitState(page, (st) => st.mode === 'normal');
    await pressAt('Undo');
    await waitState(page, (st) => st.values[3] === '.');
    await frame(page);
    await frame(page);
    s = await state(page);
    assert.equal(s.values[2], '5', 'one press of Undo, one move taken back');
    const inControls = await page.evaluate(() => !!document.activeElement.closest('#controls'));
    assert.equal(inControls, false, 'the pointer does not open the controls panel');
    await page.screenshot({ path: shotPath(`a11y-touch-${touch ? 'phone' : 'desktop'}.png`) });
    assertNoSeriousViolations(await axeViolations(page), label);
    await closeChecked(page);
  });
}

for (const [name, viewport] of [['320x200', { width: 320, height: 200 }], ['200x320', { width: 200, height: 320 }]]) {
  test(`at 400% zoom, ${name} CSS pixels: a hint's words and the board are in the window together at every level, the mirror's grid over the board`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, { viewport, deviceScaleFactor: 4 });
    let s = await waitState(page, (st) => st.ui.Hint !== undefined);
    assert.equal(s.layout, 'portrait', 'one column');
    // The keypad's Hint, far down the page, by the mouse.
    await wheelIntoView(page, s.ui.Hint);
    const scroll = await page.evaluate(() => window.scrollY);
    const [x, y, w, h] = s.ui.Hint;
    await page.mouse.click(x + w / 2, y + h / 2 - scroll);
    for (let level = 1; level <= 3; level++) {
      if (level > 1) await press(page, 'h');  // More, by its key
      await waitState(page, (st, l) => st.hint.level === l && st.ui['hint strip text'] !== undefined, level);
      // Scrolled into view (the page scrolls after the frame that asked).
      s = await waitState(page, (st) => {
        const board = [st.board.x, st.board.y, st.board.size, st.board.size];
        const text = st.ui['hint strip text'];
        const inView = (r) => r[0] >= -0.5 && r[0] + r[2] <= window.innerWidth + 0.5 &&
          r[1] >= window.scrollY - 0.5 && r[1] + r[3] <= window.scrollY + window.innerHeight + 0.5;
        return text && inView(board) && inView(text.slice(0, 4)) && text[7] >= text[3] - 0.5;
      });
      const text = s.ui['hint strip text'];
      const board = [s.board.x, s.board.y, s.board.size, s.board.size];
      const apart = text[0] >= board[0] + board[2] || text[1] >= board[1] + board[3];
      assert.ok(apart, `the words (${text.slice(0, 4)}) lie beside or under the board (${board})`);
      assert.ok(s.board.size >= 150, `the board stays readable: ${s.board.size}`);
      assert.ok(s.hint.cells.length > 0);
      await page.screenshot({ path: shotPath(`a11y-zoom-400-hint-${name}-${level}.png`) });
      // The mirror's grid lies over the drawn board: each highlighted cell's
      // gridcell is over the drawn cell (page pixels, to a pixel).
      const off = await page.evaluate((cells) => {
        const st = window.sudokuApp.state();
        const size = st.board.size / 9;
        return cells.map((c) => {
          const r = document.getElementById(`cell-${c}`).getBoundingClientRect();
          const dx = r.left + window.scrollX + r.width / 2 - (st.board.x + (c % 9 + 0.5) * size);
          const dy = r.top + window.scrollY + r.height / 2 - (st.board.y + (Math.floor(c / 9) + 0.5) * size);
          return Math.max(Math.abs(dx), Math.abs(dy), Math.abs(r.width - size));
        });
      }, s.hint.cells);
      assert.ok(off.every((d) => d <= 1), `the mirror's cells lie over the drawn ones: ${off}`);
    }
    // The mirror said the hint's sentence.
    await page.waitForFunction(() => window.sudokuA11y.announced.some((t) => /Hidden Single: in box 2/.test(t)));
    // Closed: the board is back at its size, the page as before.
    await press(page, 'Escape');
    s = await waitState(page, (st) => st.hint.level === 0 && st.ui['hint strip text'] === undefined);
    assert.ok(s.board.size > 150);
    await closeChecked(page);
  });
}

// Narrow windows (a phone, a high zoom): the drawn controls never overlap,
// each digit key is wider than its digit with the count beside it, and each
// mode's and tool's key wide enough for its word (the digits go to two rows
// and the tools two to a row where one row of nine or three would not fit;
// the top bar drops the app's name before Pause and Menu would overlap).
for (const [name, viewport, zoom] of [['200x320', { width: 200, height: 320 }, 4], ['320x200', { width: 320, height: 200 }, 4],
  ['320x568', { width: 320, height: 568 }, 2], ['250x500', { width: 250, height: 500 }, 2]]) {
  test(`at ${name} CSS pixels the drawn controls do not overlap and each key has room for its label`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, { viewport, deviceScaleFactor: zoom });
    const s = await waitState(page, (st, list) => list.every((c) => st.ui[c] !== undefined), CONTROLS);
    assert.equal(s.layout, 'portrait');
    const rects = CONTROLS.map((c) => [c, s.ui[c].slice(0, 4)]);
    const overlaps = [];
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a, [ax, ay, aw, ah]] = rects[i];
        const [b, [bx, by, bw, bh]] = rects[j];
        if (ax < bx + bw - 0.5 && bx < ax + aw - 0.5 && ay < by + bh - 0.5 && by < ay + ah - 0.5) overlaps.push(`${a}/${b}`);
      }
    }
    assert.deepEqual(overlaps, [], `controls overlap at ${name}`);
    for (const [c, [x, , w]] of rects) {
      assert.ok(x >= -0.5 && x + w <= viewport.width + 0.5, `${c} lies inside the window's width: ${x}+${w}`);
      if (/^[1-9]$/.test(c)) assert.ok(w >= 20, `digit key ${c} is ${w} px wide`);
      else if (c !== 'Menu' && c !== 'Pause') assert.ok(w >= 60, `${c} is ${w} px wide`);
    }
    await page.screenshot({ path: shotPath(`a11y-narrow-${name}.png`), fullPage: true });
    await closeChecked(page);
  });
}
