// Hints and the animated solve in a real browser: the ladder, applying a
// step, a wrong digit pointed out first, undo after a hint, and the animated
// solve in logic and search modes reaching the solution.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, openPage, waitReady, shotPath, cellCentre, waitState, state, frame, predictedStep,
  press, openPuzzle } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE, WIKI_SOLUTION as SOLUTION, HARD } from './puzzles.mjs';

const env = useBrowser();

const fresh = (puzzle, options = {}) => openPuzzle(env, puzzle, options);

test('H three times then Enter applies the step the logic engine predicts', async () => {
  for (const puzzle of [PUZZLE, HARD]) {
    const expected = predictedStep(puzzle);
    const page = await fresh(puzzle);
    for (let level = 1; level <= 3; level++) {
      await press(page, 'h');
      const s = await waitState(page, (st, l) => st.hint.level === l, level);
      assert.equal(s.hint.technique, expected.technique);
      await page.screenshot({ path: shotPath(`hint-${puzzle === PUZZLE ? 'easy' : 'hard'}-level${level}.png`) });
    }
    await press(page, 'Enter');
    const s = await waitState(page, (st) => st.hint.level === 0);
    for (const p of expected.placements) assert.equal(s.values[p.cell], p.digit, `placement r${Math.floor(p.cell / 9) + 1}c${p.cell % 9 + 1}`);
    for (const e of expected.eliminations) assert.ok(!s.candidates[e.cell].includes(e.digit), `elimination at ${e.cell}`);
    assert.ok(expected.placements.length + expected.eliminations.length > 0);
    // Undo restores the board as it was before the hint.
    await press(page, 'Control+z');
    const u = await state(page);
    assert.equal(u.values, puzzle);
    assert.ok(u.candidates.every((c) => c === ''));
    await closeChecked(page);
  }
});

test('a wrong digit is pointed out before any technique', async () => {
  const page = await fresh(PUZZLE);
  const cell = 2;                                   // r1c3 should be 4
  const s0 = await state(page);
  const p = cellCentre(s0.board, cell);
  await page.mouse.click(p.x, p.y);
  await frame(page);
  await press(page, '2');                          // wrong, but no conflict
  await waitState(page, (st) => st.values[2] === '2' && st.conflicts.length === 0);
  await press(page, 'h');
  const s = await waitState(page, (st) => st.hint.level === 1);
  assert.match(s.hint.technique, /wrong/i);
  await press(page, 'h');
  await press(page, 'h');
  await page.screenshot({ path: shotPath('hint-wrong-digit.png') });
  await press(page, 'Enter');
  const after = await waitState(page, (st) => st.hint.level === 0);
  assert.equal(after.values[cell], '.', 'applying the hint removes the wrong digit');
  await page.context().close();
});

for (const [mode, key] of [['logic', 's'], ['search', 'Shift+s']]) {
  test(`the animated ${mode} solve plays and reaches the solution`, async () => {
    for (const puzzle of [PUZZLE, HARD]) {
      const page = await fresh(puzzle);
      await press(page, key);
      let s = await waitState(page, (st) => st.animation.total > 0 && st.animation.playing);
      assert.equal(s.animation.mode, mode);
      s = await waitState(page, (st) => st.animation.step >= 2);   // it advances by itself
      await page.screenshot({ path: shotPath(`animation-${mode}-${puzzle === PUZZLE ? 'easy' : 'hard'}.png`) });
      // Measure frame times while it plays: requestAnimationFrame deltas.
      const frames = await page.evaluate(() => new Promise((resolve) => {
        const t = []; let last = performance.now();
        function tick(now) { t.push(now - last); last = now; if (t.length < 40) requestAnimationFrame(tick); else resolve(t); }
        requestAnimationFrame(tick);
      }));
      frames.sort((a, b) => a - b);
      const cpu = (await state(page)).frame_ms;
      console.log(`# ${mode} animation: app work per frame median ${cpu.median.toFixed(2)} ms, p95 ${cpu.p95.toFixed(2)} ms, max ${cpu.max.toFixed(2)} ms; ` +
        `GL submit (SwiftShader) median ${cpu.gl_median.toFixed(1)} ms; frame interval median ${frames[20].toFixed(1)} ms`);
      // The path is computed a few steps per frame: wait for all of it.
      await waitState(page, (st) => st.animation.complete === true);
      await press(page, 'End');
      s = await waitState(page, (st) => st.animation.step === st.animation.total);
      if (puzzle === PUZZLE) assert.equal(s.animation.values, SOLUTION);
      else assert.ok(!s.animation.values.includes('.'), 'every cell filled');
      await page.screenshot({ path: shotPath(`animation-${mode}-${puzzle === PUZZLE ? 'easy' : 'hard'}-end.png`) });
      await press(page, 'Home');
      s = await waitState(page, (st) => st.animation.step === 0);
      assert.equal(s.animation.values, puzzle);
      await press(page, 'Escape');
      s = await waitState(page, (st) => st.animation.total === 0);
      assert.equal(s.values, puzzle, 'watching does not change the game');
      await closeChecked(page);
    }
  });
}

// The board region of the canvas, as raw pixels.
async function boardPixels(page) {
  const s = await state(page);
  const shot = await page.screenshot({ clip: { x: s.board.x, y: s.board.y, width: s.board.size, height: s.board.size } });
  return shot;
}

for (const reduced of [false, true]) {
  test(`hint highlights ${reduced ? 'stay still with reduced motion' : 'pulse (shader effects)'}`, async () => {
    const page = await fresh(HARD, { reducedMotion: reduced ? 'reduce' : 'no-preference' });
    let s = await state(page);
    assert.equal(s.reduced_motion, reduced, 'the setting follows prefers-reduced-motion');
    assert.equal(s.effects, 'shader');
    await press(page, 'h');
    await press(page, 'h');
    await press(page, 'h');
    s = await waitState(page, (st) => st.hint.level === 3);
    const shots = [];
    for (let i = 0; i < 4; i++) {
      shots.push(await boardPixels(page));
      await page.waitForTimeout(170);
    }
    const changed = shots.slice(1).some((b) => !b.equals(shots[0]));
    assert.equal(changed, !reduced, reduced ? 'the board must not move' : 'the highlight must pulse');
    await page.screenshot({ path: shotPath(`hint-effects-${reduced ? 'reduced' : 'motion'}.png`) });
    await closeChecked(page);
  });
}
