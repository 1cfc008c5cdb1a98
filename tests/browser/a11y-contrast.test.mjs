// Contrast in every theme, measured on the drawn pixels (WCAG 2.2 1.4.3 and
// 1.4.11): digits, candidates and the pressed mode button's label at least
// 4.5:1 against the fill they are drawn on, thin cell lines, the selection's
// outline and a hint's rings at least 3:1 against the fills beside them.
// Each theme's screenshots are kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, closeChecked, shotPath, waitState, frame, canvasPixels, openMirror } from './harness.mjs';
import { WIKI_PUZZLE as PUZZLE } from './puzzles.mjs';

const env = useBrowser();

function luminance([r, g, b]) {
  const f = (v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/// The most contrasting pixel against `bg` in the rectangle [x0, x1) x [y0, y1).
function most(img, bg, x0, y0, x1, y1) {
  let best = 1;
  for (let y = Math.round(y0); y < Math.round(y1); y++) {
    for (let x = Math.round(x0); x < Math.round(x1); x++) best = Math.max(best, contrast(img.at(x, y), bg));
  }
  return best;
}

const THEMES = [
  ['standard-light', 'theme=light', 'high_contrast=false', 'colour_blind_safe=false'],
  ['standard-dark', 'theme=dark', 'high_contrast=false', 'colour_blind_safe=false'],
  ['high-contrast-light', 'theme=light', 'high_contrast=true', 'colour_blind_safe=false'],
  ['high-contrast-dark', 'theme=dark', 'high_contrast=true', 'colour_blind_safe=false'],
  ['colour-blind-light', 'theme=light', 'high_contrast=false', 'colour_blind_safe=true'],
  ['colour-blind-dark', 'theme=dark', 'high_contrast=false', 'colour_blind_safe=true'],
];

for (const [name, ...settings] of THEMES) {
  test(`contrast of the drawn board, ${name}`, async () => {
    const page = await openMirror(env, PUZZLE, { reducedMotion: 'reduce' });
    const run = (n, a) => page.evaluate(([x, y]) => window.sudokuA11y.command(x, y), [n, a]);
    for (const s of settings) await run('setting', s);
    await run('setting', 'reduced_motion=true');
    // A placed digit (r1c3), candidates (r4c4), a selection of two (r9c1, r9c2).
    await run('select', 2); await run('digit', 4);
    await run('select', 30); for (const d of [1, 4, 9]) await run('mark', d);
    await run('select', 72); await run('extend_selection', 73);
    let s = await waitState(page, (st) => st.values[2] === '4' && st.candidates[30] === '149' && st.selected.length === 2);
    await frame(page); await frame(page);
    await page.screenshot({ path: shotPath(`a11y-contrast-${name}.png`) });
    let img = await canvasPixels(page);
    const cell = s.board.size / 9;
    const at = (c) => ({ x: s.board.x + (c % 9) * cell, y: s.board.y + Math.floor(c / 9) * cell });
    const fill = (c) => img.at(Math.round(at(c).x + cell * 0.5), Math.round(at(c).y + cell * 0.06));
    const inside = (c, f) => [at(c).x + cell * f, at(c).y + cell * f, at(c).x + cell * (1 - f), at(c).y + cell * (1 - f)];
    const found = {
      given: most(img, fill(0), ...inside(0, 0.2)),
      placed: most(img, fill(2), ...inside(2, 0.2)),
      candidate: most(img, fill(30), ...inside(30, 0.1)),
      // The thin line between r4c2 and r4c3 (both empty, no highlight), against both fills.
      line: Math.min(most(img, fill(28), at(29).x - 2, at(29).y + cell * 0.3, at(29).x + 2, at(29).y + cell * 0.7),
        most(img, fill(29), at(29).x - 2, at(29).y + cell * 0.3, at(29).x + 2, at(29).y + cell * 0.7)),
      // The outline of the selected cell that is not the cursor (r9c1), against its fill.
      selection: most(img, img.at(Math.round(at(72).x + cell * 0.5), Math.round(at(72).y + cell * 0.5)),
        at(72).x + cell * 0.5 - 2, at(72).y + 2.5, at(72).x + cell * 0.5 + 2, at(72).y + cell * 0.2),
    };
    // The keypad's pressed mode button (Digit): its label against its fill.
    const digit = s.ui && s.ui.Digit;
    assert.ok(digit, 'the Digit mode button is drawn');
    const [bx, by, bw, bh] = digit;
    found.mode = most(img, img.at(Math.round(bx + 3), Math.round(by + bh / 2)), bx + bw * 0.2, by + bh * 0.25, bx + bw * 0.8, by + bh * 0.75);
    // A hint at its last level: its target's solid ring against the glow beside it.
    for (let i = 0; i < 3; i++) await run('hint');
    s = await waitState(page, (st) => st.hint.level === 3 && st.hint.targets.length > 0);
    await frame(page); await frame(page);
    await page.screenshot({ path: shotPath(`a11y-contrast-${name}-hint.png`) });
    img = await canvasPixels(page);
    const t = s.hint.targets[0];
    const glow = img.at(Math.round(at(t).x + 2), Math.round(at(t).y + cell * 0.5));
    found.ring = most(img, glow, at(t).x + 3, at(t).y + cell * 0.4, at(t).x + 6.5, at(t).y + cell * 0.6);
    console.log(`# ${name}: ${Object.entries(found).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
    for (const k of ['given', 'placed', 'candidate', 'mode']) assert.ok(found[k] >= 4.5, `${name}: ${k} ${found[k].toFixed(2)}:1`);
    for (const k of ['line', 'selection', 'ring']) assert.ok(found[k] >= 3, `${name}: ${k} ${found[k].toFixed(2)}:1`);
    await closeChecked(page);
  });
}
