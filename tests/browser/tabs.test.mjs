// Two tabs of the app at once (two pages in one context, one storage): one
// plays, the other shows the game read-only with "Continue here", so no move
// is lost unseen and no tab's selection jumps to the other's cell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPuzzle, openMirror, waitReady, waitState, state, shotPath, cellCentre, press, click, tap, frame, pasteText, widget, clickMenuItem } from './harness.mjs';
import { WIKI_PUZZLE, WIKI_SOLUTION, OTHER } from './puzzles.mjs';

const env = useBrowser();

const open = [...WIKI_PUZZLE].flatMap((c, i) => (c === '.' ? [i] : []));

/// Clicks cell `cell` and types its solution digit.
async function play(page, cell) {
  const s = await state(page);
  const p = cellCentre(s.board, cell);
  await page.mouse.click(p.x, p.y);
  await frame(page);
  await page.keyboard.press(WIKI_SOLUTION[cell]);
}

/// The first tab: the puzzle opened by a link, its first open cell played
/// once the mirror runs (it loads after the first frame; a key it missed
/// would not make its dialogs the keyboard's, nor be followed by what it says).
/// A second tab of `a`'s game (the same browser context, so the same
/// storage), once its app is ready; it records console errors in b.errors.
async function secondTab(a) {
  const b = await a.context().newPage();
  b.errors = [];
  b.on('console', (m) => { if (m.type() === 'error') b.errors.push(m.text()); });
  await b.goto(env.url);
  await waitReady(b);
  return b;
}

async function firstTab() {
  const a = await openMirror(env, WIKI_PUZZLE, { viewport: { width: 1000, height: 700 } });
  await play(a, open[0]);
  await waitState(a, (s, c) => s.values[c] !== '.', open[0]);
  return a;
}

test('two tabs at once: the newer plays, the other follows read-only until Continue here', async () => {
  const a = await firstTab();

  // A second tab of the same game: it plays from A's game; A turns read-only.
  const b = await secondTab(a);
  let sb = await waitState(b, (s, c) => s.values[c] !== '.' && !s.read_only, open[0]);
  await waitState(a, (s) => s.read_only);
  await a.waitForFunction(() => window.sudokuA11y && window.sudokuA11y.announced.some((t) => /played in another tab/.test(t)));
  await a.waitForFunction(() => { const d = document.getElementById('elsewhere-dialog'); return d && !d.hidden; });
  // A's last input was a key (its move): the mirror's read-only dialog has
  // focus, yet the canvas's card is the only one shown. The dialog is not
  // drawn as a card of its own; its Continue here lies over the drawn one.
  await waitState(a, (s) => s.ui['Continue here'] !== undefined);
  await frame(a);
  const keyed = await a.evaluate(() => {
    const s = window.sudokuApp.state();
    const d = document.getElementById('elsewhere-dialog');
    const box = d.getBoundingClientRect();
    const b = [...d.querySelectorAll('button')].find((x) => x.textContent === 'Continue here');
    const r = b.getBoundingClientRect();
    const drawn = s.ui['Continue here'];
    const held = document.getElementById('elsewhere-held');
    const hit = document.elementFromPoint(drawn[4] + drawn[6] / 2 - window.scrollX, drawn[5] + drawn[7] / 2 - window.scrollY);
    return { input: document.documentElement.dataset.input, focused: document.activeElement === b,
      dialog: [box.width, box.height], button: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height],
      drawn: drawn.slice(4), hit: hit === b, held: s.held, heldShown: !!held && !held.hidden,
      heldDrawn: s.ui['elsewhere: held'] !== undefined, described: d.getAttribute('aria-describedby') };
  });
  await a.screenshot({ path: shotPath('tabs-read-only-keys.png') });
  assert.equal(keyed.input, 'key');
  assert.ok(keyed.focused, 'Continue here has the keyboard\'s focus');
  assert.ok(keyed.dialog[0] <= 1 && keyed.dialog[1] <= 1, `no second card drawn by the mirror: ${keyed.dialog}`);
  keyed.button.forEach((v, i) => assert.ok(Math.abs(v - keyed.drawn[i]) <= 1,
    `Continue here lies over the drawn one: ${keyed.button} vs ${keyed.drawn}`));
  assert.ok(keyed.hit, 'a hit on the drawn Continue here finds the mirror\'s');
  assert.deepEqual([keyed.held, keyed.heldShown, keyed.heldDrawn, keyed.described], ['', false, false, 'elsewhere-text'],
    'nothing is held');

  // Both play at the same moment: B's moves land, A's are refused where the
  // player sees it (the read-only panel), never saved over B's.
  for (let k = 1; k <= 3; k++) {
    await Promise.all([play(b, open[k]), play(a, open[10 + k])]);
  }
  sb = await waitState(b, (s, cells) => cells.every((c) => s.values[c] !== '.'), open.slice(0, 4));
  assert.equal(sb.cursor, open[3], 'B\'s selection is its own');
  const sa = await waitState(a, (s, cells) => cells.every((c) => s.values[c] !== '.'), open.slice(0, 4));
  assert.ok(open.slice(11, 14).every((c) => sa.values[c] === '.'), 'A changed nothing while read-only');
  assert.ok(sa.read_only);
  await a.screenshot({ path: shotPath('tabs-read-only.png') });

  // Continue here in A (by mouse): A plays on from B's game; B turns read-only.
  await click(a, 'Continue here');
  await waitState(a, (s) => !s.read_only);
  await waitState(b, (s) => s.read_only);
  await play(a, open[20]);
  const sa2 = await waitState(a, (s, c) => s.values[c] !== '.', open[20]);
  assert.ok(open.slice(0, 4).every((c) => sa2.values[c] !== '.'), 'B\'s moves are kept');
  await waitState(b, (s, c) => s.values[c] !== '.', open[20]);
  // B's mirror offers Continue here by keyboard.
  await b.waitForFunction(() => document.activeElement && document.activeElement.textContent === 'Continue here');
  await b.keyboard.press('Enter');
  await waitState(b, (s) => !s.read_only);
  await waitState(a, (s) => s.read_only);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

test('a question open in a tab ("Start the pasted puzzle?") is kept when another tab takes the game, and asked again on Continue here', async () => {
  const a = await firstTab();
  // A paste over the game in progress: A asks first.
  await pasteText(a, OTHER);
  const question = (await waitState(a, (s) => s.confirm.length > 0)).confirm;

  // Another tab takes the game and plays a move: A follows it read-only,
  // the question held (not asked of a tab that cannot play).
  const b = await secondTab(a);
  await waitState(b, (s, c) => s.values[c] !== '.' && !s.read_only, open[0]);
  await play(b, open[1]);
  await waitState(a, (s, c) => s.read_only && s.values[c] !== '.', open[1]);
  // The read-only card says the question waits, drawn and in the mirror.
  const held = await waitState(a, (s) => s.held === 'question' && s.ui['elsewhere: held'] !== undefined);
  const card = await widget(a, 'Continue here');
  const line = held.ui['elsewhere: held'];
  assert.ok(line[1] + line[3] <= card.top, 'the line is drawn above Continue here');
  assert.deepEqual(await a.evaluate(() => {
    const p = document.getElementById('elsewhere-held');
    return [p.hidden ? null : p.textContent, document.getElementById('elsewhere-dialog').getAttribute('aria-describedby')];
  }), ['Your question waits: continue here to answer it.', 'elsewhere-text elsewhere-held']);
  await a.screenshot({ path: shotPath('tabs-question-held.png') });

  // Continue here: the question is asked again, over the game as B left it;
  // yes starts the pasted puzzle and keeps that game as the previous one.
  await click(a, 'Continue here');
  let sa = await waitState(a, (s) => !s.read_only);
  await frame(a);
  sa = await state(a);
  assert.equal(sa.confirm, question, 'the paste is asked about again');
  assert.equal(sa.held, '');
  assert.notEqual(sa.values[open[1]], '.', 'B\'s move is here');
  await a.screenshot({ path: shotPath('tabs-question-asked-again.png') });
  await press(a, 'Enter');
  await waitState(a, (s, p) => s.givens === p && s.confirm === '', OTHER);
  await a.context().close();
});

test('a hint being computed when another tab takes the game: neither tab shows it or keeps thinking, Continue here asks for it again, and a read-only tab applies none', async () => {
  const a = await firstTab();
  await waitState(a, (s) => s.engine.state === 'ready');
  // A's engine replies are held until released, so the hint is still being
  // computed, as far as A knows, when B takes the game.
  await a.evaluate(() => {
    const worker = window.Module.sudokuEngineWorker;
    const deliver = worker.onmessage;
    window.heldReplies = [];
    window.holdReplies = true;
    worker.onmessage = (e) => { if (window.holdReplies) window.heldReplies.push(e); else deliver(e); };
    window.releaseReplies = () => { window.holdReplies = false; for (const e of window.heldReplies.splice(0)) deliver(e); };
  });
  await press(a, 'h');
  await waitState(a, (s) => s.hint_pending);
  await a.waitForFunction(() => window.heldReplies.length > 0);  // the engine has answered; A has not heard

  const b = await secondTab(a);
  const before = await waitState(b, (s, c) => s.values[c] !== '.' && !s.read_only, open[0]);
  let sa = await waitState(a, (s) => s.read_only);
  assert.equal(sa.held, 'hint', 'A holds the hint for Continue here');
  assert.equal(sa.hint_pending, false, 'A is not thinking about a game it does not play');
  // The engine's answer reaches A now: it is not shown in a tab that no
  // longer plays the game, and nothing is left waiting.
  await a.evaluate(() => window.releaseReplies());
  await frame(a);
  await frame(a);
  sa = await state(a);
  assert.equal(sa.hint.level, 0, 'no hint shown in the read-only tab');
  assert.equal(sa.hint_pending, false);
  assert.equal(sa.held, 'hint');
  assert.ok(!/hint/i.test(sa.message), `no hint message in A: ${sa.message}`);
  assert.equal(await a.evaluate(() => document.getElementById('hint').hidden), true, 'the mirror shows no hint, nor one being looked for');
  await a.screenshot({ path: shotPath('tabs-hint-held.png') });
  // B plays on untouched: no hint, nothing thinking, its game as it was.
  let sb = await state(b);
  assert.equal(sb.hint.level, 0);
  assert.equal(sb.hint_pending, false);
  assert.equal(sb.values, before.values);
  await play(b, open[1]);
  sb = await waitState(b, (s, c) => s.values[c] !== '.', open[1]);
  sa = await waitState(a, (s, v) => s.values === v, sb.values);
  assert.equal(sa.hint.level, 0);
  assert.equal(sa.hint_pending, false);
  await b.screenshot({ path: shotPath('tabs-hint-other-tab.png') });
  // Continue here: A asks for its hint again, of the game as B left it.
  await click(a, 'Continue here');
  sa = await waitState(a, (s) => !s.read_only && s.hint.level >= 1 && !s.hint_pending);
  assert.equal(sa.held, '');
  assert.notEqual(sa.values[open[1]], '.', 'B\'s move is here');
  // B takes the game back while A shows its hint: A's hint is not applied
  // to the game B plays (the mirror's Apply gives the command apply_hint).
  await click(b, 'Continue here');
  sb = await waitState(b, (s) => !s.read_only);
  sa = await waitState(a, (s) => s.read_only);
  assert.ok(sa.hint.level >= 1, 'A still shows its hint');
  await a.evaluate(() => window.sudokuApp.command('apply_hint'));
  await frame(a);
  sa = await state(a);
  assert.equal(sa.values, sb.values, 'A applied nothing to B\'s game');
  assert.match(sa.message, /being played in another tab/);
  await frame(b);
  assert.equal((await state(b)).values, sb.values);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

test('a link opened in a read-only tab is refused there, the card says it waits, and Continue here offers its puzzle as a load of it would', async () => {
  const a = await firstTab();
  const b = await secondTab(a);
  await waitState(b, (s, c) => s.values[c] !== '.' && !s.read_only, open[0]);
  await waitState(a, (s) => s.read_only && s.ui['Continue here'] !== undefined);
  // The link typed into A's address: the page's hashchange.
  await a.evaluate((p) => { window.location.hash = p; }, OTHER);
  let sa = await waitState(a, (s) => /being played in another tab/.test(s.message) && s.held === 'link' &&
    s.ui['elsewhere: held'] !== undefined);
  assert.equal(sa.givens, WIKI_PUZZLE, 'the game stays');
  assert.equal(sa.confirm, '', 'nothing asked of a tab that cannot play');
  assert.equal(await a.evaluate(() => window.location.hash), `#${OTHER}`, 'the address keeps the link');
  await a.waitForFunction(() => {
    const p = document.getElementById('elsewhere-held');
    return !p.hidden && p.textContent === 'The link\'s puzzle waits: continue here to open it.';
  });
  await a.screenshot({ path: shotPath('tabs-link-held.png') });

  // Continue here: over B's game in progress, the question a link arriving
  // with a game in progress asks; yes opens the link's puzzle.
  await click(a, 'Continue here');
  sa = await waitState(a, (s) => !s.read_only && s.confirm !== '');
  assert.match(sa.confirm, /^Open the puzzle from the link\?/);
  assert.equal(sa.held, '');
  assert.notEqual(sa.values[open[0]], '.', 'B\'s game is here');
  await press(a, 'Enter');
  sa = await waitState(a, (s, p) => s.givens === p && s.confirm === '', OTHER);
  assert.equal(await a.evaluate(() => window.location.hash), '', 'opened: the address is cleared');
  await waitState(b, (s) => s.read_only);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

test('the mirror\'s Restart in a read-only tab is refused where the player sees it: no question, now or on Continue here, and the playing tab\'s game is unchanged', async () => {
  const a = await firstTab();
  const b = await secondTab(a);
  await waitState(b, (s, c) => s.values[c] !== '.' && !s.read_only, open[0]);
  await play(b, open[1]);
  let sb = await waitState(b, (s, c) => s.values[c] !== '.', open[1]);
  let sa = await waitState(a, (s, v) => s.read_only && s.values === v, sb.values);
  assert.doesNotMatch(sa.message, /being played in another tab: Continue here/);
  // The mirror's Menu row Restart (a keyboard or screen-reader player's
  // button), then its question's yes, as the mirror sends them.
  const sent = await a.evaluate(() => {
    const row = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Restart this puzzle');
    row.click();
    return window.sudokuApp.command('answer', 'yes');
  });
  assert.equal(sent, '', 'the commands were run');
  sa = await waitState(a, (s) => /being played in another tab: Continue here/.test(s.message));
  assert.equal(sa.confirm, '', 'no question');
  assert.equal(sa.held, '', 'nothing held for Continue here');
  assert.equal(sa.values, sb.values, 'A still shows B\'s game');
  await a.waitForFunction(() => window.sudokuA11y.announced.some((t) => /being played in another tab: Continue here/.test(t)));
  await a.screenshot({ path: shotPath('tabs-restart-refused.png') });
  await frame(b);
  assert.equal((await state(b)).values, sb.values, 'B\'s game is unchanged');
  // B plays on (A says so); a picture pasted in A opens no photo reader,
  // whose reading would replace the game: A says why instead.
  await play(b, open[2]);
  sb = await waitState(b, (s, c) => s.values[c] !== '.', open[2]);
  sa = await waitState(a, (s, v) => s.values === v, sb.values);
  assert.doesNotMatch(sa.message, /being played in another tab: Continue here/);
  await a.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = c.height = 8;
    const blob = await new Promise((resolve) => c.toBlob(resolve, 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'puzzle.png', { type: 'image/png' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  sa = await waitState(a, (s) => /being played in another tab: Continue here/.test(s.message));
  assert.equal(await a.evaluate(() => window.sudokuPhoto === undefined && !document.getElementById('photo-review')), true,
    'no photo reader opened');
  assert.equal(sa.phase, 'play');
  // Continue here: A plays B's game; nothing asks to restart it.
  await click(a, 'Continue here');
  await waitState(a, (s) => !s.read_only);
  await frame(a);
  sa = await state(a);
  assert.equal(sa.confirm, '', 'no restart asked on Continue here');
  assert.equal(sa.values, sb.values, 'B\'s moves are here');
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

for (const [name, viewport] of [['portrait', { width: 390, height: 844 }], ['landscape', { width: 844, height: 390 }]]) {
  test(`on a phone in ${name}, by touch: the read-only card says the question waits, and a tap on Continue here asks it again`, async () => {
    const a = await openPuzzle(env, WIKI_PUZZLE, { viewport, hasTouch: true, isMobile: true });
    await play(a, open[0]);
    await waitState(a, (s, c) => s.values[c] !== '.', open[0]);
    await pasteText(a, OTHER);
    const question = (await waitState(a, (s) => s.confirm.length > 0)).confirm;
    const b = await secondTab(a);
    await waitState(a, (s) => s.read_only && s.held === 'question' && s.ui['elsewhere: held'] !== undefined);
    const card = await widget(a, 'Continue here');
    const line = (await state(a)).ui['elsewhere: held'];
    assert.ok(line[1] >= 0 && line[1] + line[3] <= card.top, 'the line is on screen, above Continue here');
    assert.ok(card.bottom <= viewport.height && card.top >= 0, 'Continue here is on screen');
    await a.screenshot({ path: shotPath(`tabs-question-held-phone-${name}.png`) });
    await tap(a, 'Continue here');
    await waitState(a, (s, q) => !s.read_only && s.confirm === q && s.held === '', question);
    // A second tap on the same spot (the question's card is there now)
    // leaves this tab playing and loses no game: the pasted puzzle started
    // or the game with its move kept.
    await a.touchscreen.tap(card.x, card.y);
    await frame(a);
    const s = await state(a);
    assert.equal(s.read_only, false);
    assert.ok(s.givens === OTHER || (s.givens === WIKI_PUZZLE && s.values[open[0]] !== '.'), 'no game lost');
    await a.context().close();
  });
}

/// The key of a guide page in `page`'s drawn list that `want` accepts,
/// with its entry in view: the list is scrolled by the wheel over the card
/// until one is.
async function guideEntryInView(page, want) {
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    const p = s.guide.list.find((e) => want(e) && s.ui[`guide: ${e.key}`] !== undefined);
    if (p) return p.key;
    const card = await widget(page, 'card: guide');
    await page.mouse.move(card.x, card.y);
    await page.mouse.wheel(0, 120);
    await frame(page);
  }
  throw new Error('no such guide entry came into view');
}

/// The guide's card is drawn in place of the read-only card, the tab still
/// read-only.
function assertGuideDrawn(s) {
  assert.ok(s.read_only, 'still read-only');
  assert.ok(s.guide.open, 'the guide is open');
  assert.equal(s.layer, 'guide', 'the guide is the layer on top');
  assert.ok(s.ui['card: guide'] !== undefined, 'the guide\'s card is drawn');
  assert.equal(s.ui['Continue here'], undefined, 'the read-only card gives the guide its place');
}

test('a read-only tab shows the guide: opened from its card by mouse, a page stepped through, the card back on Close, and by keyboard in the mirror', async () => {
  const a = await firstTab();
  const b = await secondTab(a);
  await waitState(a, (s) => s.read_only && s.ui['Continue here'] !== undefined);
  await click(a, 'elsewhere: guide');
  let s = await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.status === 'loaded' && st.guide.list !== undefined);
  assertGuideDrawn(s);
  // A technique that can be practised (tiers 2-4).
  const key = await guideEntryInView(a, (e) => e.tier >= 2);
  await click(a, `guide: ${key}`);
  s = await waitState(a, (st, k) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.page === k && st.guide.example === 'ready', key);
  assertGuideDrawn(s);
  assert.ok(s.guide.practise, `${key} can be practised`);
  await click(a, 'guide: next');
  s = await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.stage === 1 && st.ui['guide example'] !== undefined);
  assertGuideDrawn(s);
  await a.screenshot({ path: shotPath('tabs-read-only-guide.png') });
  // Practice would replace the game: refused, the page kept.
  await click(a, 'guide: practise');
  s = await waitState(a, (st) => /being played in another tab/.test(st.message) && st.ui['guide: practice refused'] !== undefined);
  assertGuideDrawn(s);
  assert.equal(s.guide.page, key, 'the guide stays at its page');
  // Said on the guide's card, where the player is looking (the side
  // panel's message line lies under the card).
  const [cx, cy, cw, ch] = s.ui['card: guide'];
  const [nx, ny, nw, nh] = s.ui['guide: practice refused'];
  assert.ok(nx >= cx && ny >= cy && nx + nw <= cx + cw + 0.5 && ny + nh <= cy + ch + 0.5, `the refusal (${[nx, ny, nw, nh]}) lies on the card (${[cx, cy, cw, ch]})`);
  await a.screenshot({ path: shotPath('tabs-read-only-guide-practice-refused.png') });
  await click(a, 'guide: Close');
  await waitState(a, (st) => st.read_only && !st.guide.open && st.layer === 'elsewhere' && st.ui['Continue here'] !== undefined);

  // By keyboard: the mirror's read-only dialog offers the guide, whose
  // dialog then takes its place and focus; Escape brings the card back.
  await a.waitForFunction(() => { const d = document.getElementById('elsewhere-dialog'); return d && !d.hidden; });
  await a.locator('#elsewhere-dialog button', { hasText: 'Techniques: a guide' }).focus();
  await press(a, 'Enter');
  assertGuideDrawn(await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.page === ''));
  await a.waitForFunction(() => !document.getElementById('guide-dialog').hidden && document.getElementById('elsewhere-dialog').hidden &&
    document.activeElement && document.activeElement.id === 'guide-title');
  const xwing = a.locator('#guide-dialog button', { hasText: /^X-Wing$/ });
  await xwing.focus();
  await press(a, 'Enter');
  await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.page === 'x-wing');
  await a.waitForFunction(() => document.getElementById('guide-title').textContent === 'Techniques: X-Wing');
  await press(a, 'Escape');
  await waitState(a, (st) => st.read_only && !st.guide.open && st.ui['Continue here'] !== undefined);
  await a.waitForFunction(() => document.activeElement && document.activeElement.textContent === 'Continue here');
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

test('the guide open when another tab takes the game stays drawn in place of the read-only card, which follows its Close', async () => {
  const a = await firstTab();
  await clickMenuItem(a, 'menu: Techniques: a guide...');
  await waitState(a, (st) => st.guide.status === 'loaded' && st.ui['card: guide'] !== undefined);
  const b = await secondTab(a);
  await waitState(a, (st) => st.read_only);
  await frame(a);
  const s = await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined);
  assertGuideDrawn(s);
  await click(a, 'guide: Close');
  await waitState(a, (st) => st.read_only && !st.guide.open && st.ui['Continue here'] !== undefined);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});

test('a read-only tab on a phone, by touch: the guide opened from the read-only card, a page read, Close brings the card back', async () => {
  const a = await openPuzzle(env, WIKI_PUZZLE, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await play(a, open[0]);
  await waitState(a, (s, c) => s.values[c] !== '.', open[0]);
  const b = await secondTab(a);
  await waitState(a, (s) => s.read_only && s.ui['elsewhere: guide'] !== undefined);
  const button = await widget(a, 'elsewhere: guide');
  assert.ok(button.top >= 0 && button.bottom <= 844, 'the guide button is on screen');
  await a.screenshot({ path: shotPath('tabs-read-only-phone.png') });
  await tap(a, 'elsewhere: guide');
  const s = await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined &&
    st.guide.status === 'loaded' && st.guide.list !== undefined && st.guide.list.some((e) => st.ui[`guide: ${e.key}`] !== undefined));
  assertGuideDrawn(s);
  const key = s.guide.list.find((e) => s.ui[`guide: ${e.key}`] !== undefined).key;  // the first in view
  await tap(a, `guide: ${key}`);
  assertGuideDrawn(await waitState(a, (st, k) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.page === k && st.guide.example === 'ready', key));
  await tap(a, 'guide: next');
  assertGuideDrawn(await waitState(a, (st) => st.ui['card: guide'] !== undefined && st.ui['Continue here'] === undefined && st.guide.stage === 1));
  await a.screenshot({ path: shotPath('tabs-read-only-guide-phone.png') });
  await tap(a, 'guide: Close');
  await waitState(a, (st) => st.read_only && !st.guide.open && st.ui['Continue here'] !== undefined);
  assert.deepEqual(b.errors, []);
  await a.context().close();
});
