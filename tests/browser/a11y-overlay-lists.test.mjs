// Touch exploration over what the canvas draws as rows and sliders: the
// statistics card's level rows, the All-hints list's entries, and the solve
// panel's sliders (speed; the timeline where the panel has room) and its
// step list. A hit test at the centre of each one the app publishes
// (state().controls, rects in state().ui) finds the DOM mirror's element
// over it, named with the row's figures, the entry's text or the slider's
// value; only the rows in view of a list are published, with their rects of
// the moment. A screen reader's activation (a click with no press, or the
// slider's increment) acts as the drawn one does; a click or tap on a drawn
// slider acts once, through the canvas. On a 1280x800 desktop with a mouse
// and a 390x844 phone with touch in both orientations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openMirror, shotPath, waitState, state, frame, axeViolations,
  assertNoSeriousViolations, hitTestControls } from './harness.mjs';
import { WIKI_PUZZLE, WIKI_SOLUTION } from './puzzles.mjs';

const env = useBrowser();

/// The mirror names cells "row 3 column 5" where the engine writes r3c5.
const spoken = (t) => t.replace(/\br([1-9])c([1-9])\b/g, 'row $1 column $2');

const clock = (seconds) => {
  const t = Math.floor(seconds);
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
};

/// Waits until a hit test at the centre of every published control whose id
/// matches `pattern` finds the mirror's element laid over it (the mirror
/// follows the app once a frame, and four times a second while a solve
/// plays), then answers, from one task, for each such id: {drawn (the
/// control's record: [layer, name, ...]), rect (its visible part), hit (the
/// data-ui of what the hit test finds), name (its accessible name), value,
/// valuetext, min, max, pressed, current}.
async function hits(page, pattern) {
  const probe = async () => {
    const out = {};
    for (const [id, { control, rect, hit, mirror: m, tag }] of Object.entries((await hitTestControls(page, pattern)).controls)) {
      out[id] = { drawn: control, rect, hit, name: m ? (m.label || m.text).trim() : '',
        value: m && m.type === 'range' ? Number(m.value) : null, min: m ? m.min : null, max: m ? m.max : null,
        valuetext: m ? m.valuetext : null, pressed: m ? m.pressed : null, current: m ? m.current : null,
        tag: m ? m.tag : tag };
    }
    return out;
  };
  try {
    await page.waitForFunction((source) => {
      const re = new RegExp(source);
      const s = window.sudokuApp.state();
      const ids = Object.keys(s.controls).filter((id) => re.test(id) && s.ui[id] && s.ui[id][6] > 0 && s.ui[id][7] > 0);
      return ids.length > 0 && ids.every((id) => {
        const r = s.ui[id];
        const y = r[5] + r[7] / 2 - window.scrollY;
        if (y < 0 || y >= window.innerHeight) return true;
        const e = document.elementFromPoint(r[4] + r[6] / 2 - window.scrollX, y);
        const m = e && e.closest('[data-ui]');
        return m && m.dataset.ui === id;
      });
    }, pattern.source, { timeout: 30000 });
  } catch (err) {
    assert.fail(`no hit test found every control /${pattern.source}/ in time: ${JSON.stringify(await probe())}`);
  }
  return probe();
}

/// Activates the mirror's element over the drawn control `id` as a screen
/// reader does (a click with no pointer press); answers its data-ui.
const activate = (page, id) => page.evaluate((i) => {
  const r = window.sudokuApp.state().ui[i];
  const e = document.elementFromPoint(r[4] + r[6] / 2 - window.scrollX, r[5] + r[7] / 2 - window.scrollY).closest('[data-ui]');
  e.click();
  return e.dataset.ui;
}, id);

/// A screen reader's increment or decrement of the mirror's slider over the
/// drawn one `id` (what it does to a range input: a step, then an input event).
const nudge = (page, id, up) => page.evaluate(([i, u]) => {
  const r = window.sudokuApp.state().ui[i];
  const e = document.elementFromPoint(r[4] + r[6] / 2 - window.scrollX, r[5] + r[7] / 2 - window.scrollY).closest('[data-ui]');
  if (u) e.stepUp(); else e.stepDown();
  e.dispatchEvent(new Event('input', { bubbles: true }));
  e.dispatchEvent(new Event('change', { bubbles: true }));
  return e.dataset.ui;
}, [id, up]);

async function waitLayer(page, layer) {
  await waitState(page, (s, l) => s.layer === l && Object.entries(s.controls).some(([, c]) => c[0] === l), layer);
  await frame(page);
  await frame(page);
}

/// Fills in the rest of the solution: the puzzle is solved.
async function finishGame(page) {
  await page.evaluate((solution) => {
    const s = window.sudokuApp.state();
    for (let c = 0; c < 81; c++) {
      if (s.values[c] !== solution[c]) {
        window.sudokuApp.command('select', c);
        window.sudokuApp.command('digit', Number(solution[c]));
      }
    }
  }, WIKI_SOLUTION);
  await waitState(page, (s) => !!s.finish);
  await page.evaluate(() => window.sudokuApp.command('finish', 'close'));
  await waitState(page, (s) => !s.finish && s.layer === '');
}

for (const [label, options, touch] of [
  ['a 1280x800 desktop with a mouse', { viewport: { width: 1280, height: 800 } }, false],
  ['a 390x844 phone in portrait, by touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, true],
  ['a 844x390 phone in landscape, by touch', { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true }, true],
]) {
  const tag = touch ? (options.viewport.width < options.viewport.height ? 'portrait' : 'landscape') : 'desktop';

  test(`explore by touch over the statistics rows, the All-hints list and the solve panel on ${label}`, async () => {
    const page = await openMirror(env, WIKI_PUZZLE, options);

    // Two games finished (the puzzle, then the same restarted): the rows have figures.
    await finishGame(page);
    await page.evaluate(() => window.sudokuApp.command('restart'));
    await waitState(page, (s) => !s.solved && s.values === s.givens);
    await finishGame(page);

    // --- The statistics card: each level's row read where it is drawn.
    await page.evaluate(() => window.sudokuApp.command('stats', 'open'));
    await waitLayer(page, 'stats');
    let s = await state(page);
    const levels = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme', 'Custom'];
    const rowIds = new RegExp(`^stats: (${levels.join('|')})$`);
    let rows = await hits(page, rowIds);
    assert.deepEqual(Object.keys(rows).sort(), levels.map((l) => `stats: ${l}`).sort(), `${tag}: every level's row is found`);
    const played = s.stats.levels.findIndex((l) => l.solved === 2);
    assert.ok(played >= 0, `${tag}: two solves recorded: ${JSON.stringify(s.stats.levels)}`);
    for (const [i, level] of levels.entries()) {
      const r = rows[`stats: ${level}`];
      const l = s.stats.levels[i];
      assert.equal(r.hit, `stats: ${level}`);
      assert.equal(r.drawn[1], level);
      assert.match(r.name, new RegExp(`^${level}: played ${l.started}, solved ${l.solved}, best ${l.best != null ? clock(l.best) : '-'}, `),
        `${tag}: the row of ${level} reads ${r.name}`);
    }
    assert.ok(s.stats.levels[played].best != null && rows[`stats: ${levels[played]}`].name.includes(`best ${clock(s.stats.levels[played].best)}`));
    // The chart shows the level played; a screen reader picks another row: the chart follows.
    assert.ok(s.ui[`chart: ${levels[played]}`], `${tag}: the chart shows ${levels[played]}`);
    assert.equal(rows[`stats: ${levels[played]}`].pressed, 'true');
    const other = levels[(played + 1) % levels.length];
    assert.equal(await activate(page, `stats: ${other}`), `stats: ${other}`);
    await waitState(page, (st, l) => !!st.ui[`chart: ${l}`], other);
    rows = await hits(page, rowIds);
    assert.equal(rows[`stats: ${other}`].pressed, 'true');
    assert.equal(rows[`stats: ${levels[played]}`].pressed, 'false');
    // A click or tap on a row still picks it, through the canvas.
    const back = rows[`stats: ${levels[played]}`].rect;
    const centre = [back[0] + back[2] / 2 - (await page.evaluate(() => window.scrollX)),
      back[1] + back[3] / 2 - (await page.evaluate(() => window.scrollY))];
    if (touch) await page.touchscreen.tap(...centre); else await page.mouse.click(...centre);
    await waitState(page, (st, l) => !!st.ui[`chart: ${l}`], levels[played]);
    assert.equal((await hits(page, rowIds))[`stats: ${levels[played]}`].pressed, 'true');
    await page.screenshot({ path: shotPath(`a11y-lists-${tag}-stats.png`) });
    assertNoSeriousViolations(await axeViolations(page), `${tag}, the statistics`);
    await page.evaluate(() => window.sudokuApp.command('stats', 'close'));
    await waitState(page, (st) => st.layer === '');

    // --- All hints, on a fresh game of the puzzle (many steps to list).
    await page.evaluate(() => window.sudokuApp.command('restart'));
    await waitState(page, (st) => !st.solved && st.values === st.givens);
    await page.evaluate(() => window.sudokuApp.command('hint_list', 'open'));
    await waitState(page, (st) => st.layer === 'hints' && st.hint_list.open && !st.hint_list.computing &&
      Object.keys(st.controls).some((id) => /^hints: \d+$/.test(id)));
    await waitLayer(page, 'hints');
    s = await state(page);
    const entries = s.hint_list.entries;
    let found = await hits(page, /^hints: \d+$/);
    const shown = Object.keys(found);
    assert.ok(shown.length >= 2, `${tag}: entries in view are found: ${shown}`);
    assert.ok(shown.length < entries.length, `${tag}: only the entries in view are published (${shown.length} of ${entries.length})`);
    for (const [id, f] of Object.entries(found)) {
      const e = entries[Number(id.slice('hints: '.length))];
      assert.equal(f.hit, id);
      assert.equal(f.drawn[1], e.sentence, `${tag}: ${id} is drawn with its entry's sentence`);
      assert.equal(f.name, `${e.technique}: ${spoken(e.sentence)}`, `${tag}: ${id}'s mirror entry is named with its text`);
    }
    await page.screenshot({ path: shotPath(`a11y-lists-${tag}-hints.png`) });
    assertNoSeriousViolations(await axeViolations(page), `${tag}, all hints`);
    if (!touch) {
      // The wheel over an entry scrolls the drawn list: other entries are
      // published, each with its rect of the moment, and found.
      const first = found[shown[0]].rect;
      await page.mouse.move(first[0] + first[2] / 2, first[1] + first[3] / 2);
      await page.mouse.wheel(0, 400);
      await waitState(page, (st, before) => {
        const now = Object.keys(st.controls).filter((id) => /^hints: \d+$/.test(id));
        return now.length > 0 && now.join() !== before;
      }, shown.join());
      found = await hits(page, /^hints: \d+$/);
      assert.notDeepEqual(Object.keys(found), shown, `${tag}: the wheel scrolled the list`);
    }
    // A screen reader activates an entry in view (not the first): that step is the hint shown.
    const ids = Object.keys(found);
    const pick = ids[Math.min(1, ids.length - 1)];
    const entry = entries[Number(pick.slice('hints: '.length))];
    assert.equal(await activate(page, pick), pick);
    s = await waitState(page, (st) => !st.hint_list.open && st.layer === '' && st.hint.level > 0);
    assert.equal(s.hint.technique, entry.technique, `${tag}: ${pick} shows its step`);
    const named = (s.hint.targets.length ? s.hint.targets : s.hint.cells).map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`);
    assert.ok(named.some((c) => entry.sentence.includes(c)), `${tag}: the hint on ${named} is "${entry.sentence}"`);
    await page.evaluate(() => window.sudokuApp.command('dismiss_hint'));
    await waitState(page, (st) => st.hint.level === 0);

    // --- A playing solve: the sliders and the steps in view.
    await page.evaluate(() => window.sudokuApp.command('solve', 'logic'));
    s = await waitState(page, (st) => st.solving && st.animation.playing && st.animation.step >= 3 && !!st.controls['solve: speed']);
    // Slowly (a step every 2 s), so the list in view holds still between steps.
    await page.evaluate(() => window.sudokuApp.command('solve_speed', '0.5'));
    s = await waitState(page, (st) => st.controls['solve: speed'][2] === 0 && st.animation.playing);
    // The mirror follows at its next render (four a second while the solve plays).
    await page.waitForFunction(() => {
      const e = document.querySelector('[data-ui="solve: speed"]');
      return e && Number(e.value) === Math.round(window.sudokuApp.state().controls['solve: speed'][2]);
    }, null, { timeout: 30000 });
    // The portrait phone's panel is compact (the speed only); the others draw it whole.
    const whole = tag !== 'portrait';
    let solve = await hits(page, /^solve: (speed|timeline|step \d+)$/);
    const speed = solve['solve: speed'];
    assert.equal(speed.hit, 'solve: speed');
    assert.equal(speed.tag, 'INPUT');
    assert.ok(/speed/i.test(speed.name), `${tag}: the speed slider is named: ${speed.name}`);
    assert.deepEqual([speed.min, speed.max], [String(speed.drawn[3]), String(speed.drawn[4])]);
    assert.equal(speed.value, Math.round(speed.drawn[2]));
    assert.equal(speed.valuetext, `${(2 ** speed.drawn[2] / 2).toFixed(1)} steps a second`, `${tag}: drawn as ${speed.drawn[5]}`);
    assert.equal(speed.drawn[5], `speed: ${(2 ** speed.drawn[2] / 2).toFixed(1)}/s`);
    if (whole) {
      const timeline = solve['solve: timeline'];
      assert.equal(timeline.hit, 'solve: timeline');
      assert.equal(timeline.max, String(timeline.drawn[4]));
      const steps = Object.keys(solve).filter((id) => /^solve: step /.test(id));
      assert.ok(steps.length >= 3, `${tag}: the steps in view are found: ${steps}`);
      for (const id of steps) assert.equal(solve[id].name, `Step ${id.slice('solve: step '.length)}: ${spoken(solve[id].drawn[1])}`);
    } else {
      assert.equal(Object.keys(solve).filter((id) => id !== 'solve: speed').length, 0, `${tag}: a phone in portrait draws the speed only`);
    }
    await page.screenshot({ path: shotPath(`a11y-lists-${tag}-solve.png`) });
    assertNoSeriousViolations(await axeViolations(page), `${tag}, the solve playing`);

    // A screen reader's increment: the drawn speed goes one step up (twice as fast).
    assert.equal(await nudge(page, 'solve: speed', true), 'solve: speed');
    s = await waitState(page, (st) => st.controls['solve: speed'][2] !== 0);
    assert.equal(s.controls['solve: speed'][2], 1, `${tag}: one step faster`);
    assert.equal(s.controls['solve: speed'][5], 'speed: 1.0/s');
    // A click or tap at the drawn slider's middle sets it there, once (the
    // mirror's slider over it takes no value of its own: 3.5 is no step of it).
    const r = s.ui['solve: speed'];
    await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - window.innerHeight / 2)), r[5]);
    await frame(page);
    const r2 = (await state(page)).ui['solve: speed'];
    const scroll = await page.evaluate(() => window.scrollY);
    const at = [r2[4] + r2[6] / 2, r2[5] + r2[7] / 2 - scroll];
    if (touch) await page.touchscreen.tap(...at); else await page.mouse.click(...at);
    s = await waitState(page, (st) => Math.abs(st.controls['solve: speed'][2] - 3.5) < 0.2);
    await frame(page);
    await frame(page);
    s = await state(page);
    assert.ok(Math.abs(s.controls['solve: speed'][2] - 3.5) < 0.2, `${tag}: the speed is ${s.controls['solve: speed'][2]}`);
    assert.notEqual(await page.evaluate(() => document.activeElement && document.activeElement.type), 'range');
    await page.evaluate(() => window.scrollTo(0, 0));

    // Paused from here (at the fastest speed the solve would end).
    await page.evaluate(() => window.sudokuApp.command('solve_play'));
    s = await waitState(page, (st) => !st.animation.playing);

    // Arrow keys on the mirror's slider (a keyboard in the controls) change the drawn speed.
    await page.evaluate(() => document.querySelector('#solve input[type="range"]').focus());
    const drawn = s.controls['solve: speed'][2];
    await page.waitForFunction((v) => Number(document.querySelector('#solve input[type="range"]').value) === Math.round(v), drawn);
    await page.keyboard.press('ArrowLeft');
    s = await waitState(page, (st, v) => st.controls['solve: speed'][2] === Math.round(v) - 1, drawn);
    await page.keyboard.press('End');
    s = await waitState(page, (st) => st.controls['solve: speed'][2] === 7 && st.controls['solve: speed'][5] === 'speed: max');
    await page.keyboard.press('Home');
    s = await waitState(page, (st) => st.controls['solve: speed'][2] === 0);
    await page.evaluate(() => document.activeElement.blur());

    if (whole) {
      // A screen reader picks a step in view, and the timeline steps on.
      solve = await hits(page, /^solve: (timeline|step \d+)$/);
      const target = Object.keys(solve).map((id) => Number(id.slice('solve: step '.length)))
        .filter((n) => n > 0 && n !== s.animation.step)[0];
      assert.equal(await activate(page, `solve: step ${target}`), `solve: step ${target}`);
      s = await waitState(page, (st, n) => st.animation.step === n && st.controls['solve: timeline'][2] === n, target);
      // The mirror follows (its next render).
      await page.waitForFunction((n) => {
        const row = document.querySelector(`[data-ui="solve: step ${n}"]`);
        const timeline = document.querySelector('[data-ui="solve: timeline"]');
        return row && row.getAttribute('aria-current') === 'step' && timeline && Number(timeline.value) === n;
      }, target);
      solve = await hits(page, /^solve: (timeline|step \d+)$/);
      assert.equal(solve[`solve: step ${target}`].current, 'step', `${tag}: the step picked is the current one`);
      assert.equal(solve['solve: timeline'].value, target);
      assert.equal(await nudge(page, 'solve: timeline', true), 'solve: timeline');
      s = await waitState(page, (st, n) => st.animation.step === n + 1 && st.controls['solve: timeline'][2] === n + 1, target);
      await page.screenshot({ path: shotPath(`a11y-lists-${tag}-solve-paused.png`) });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
