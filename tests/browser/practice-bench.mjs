// practice-bench.mjs - how long a practice puzzle takes to reach the board in
// headless Chromium (the tests' flags), per practisable technique.
// Not a test: the figures behind "Practice in the browser" in src/bench/README.md.
//
//   node practice-bench.mjs [--pages P] [--later L] [--cap S] [--path guide|menu]
//                           [--site DIR] [--shots DIR] [KEY...]
//
// For every technique the app offers to practise (state().practice_menu, the
// guide's list; or only the KEYs given, in that order), P pages (default 3),
// each a first visit in a new browser context: on each page one first
// request (the practice bank, practice.txt, is fetched by it) and L later
// requests (default 4). A request is the player's: with --path guide
// (default) the guide's page of the technique is opened and its drawn
// "Practise this technique" clicked with the mouse; with --path menu the
// DOM mirror's "Practise NAME" button of the Menu is activated (what a
// keyboard or screen-reader player presses). Timed in the page's clock from
// the click's pointerup (guide) or the button's activation (menu) to the
// first frame whose state() holds the practice game (origin "practice" of
// that technique, nothing being made); the state is read once a frame by a
// requestAnimationFrame loop in the page. Between requests a plain puzzle
// is pasted (untimed), so every request replaces a game that is not that
// practice. A request still unanswered after S seconds (default 60) is
// cancelled, counted "over" and ends its page.
//
// Prints one line per request, then per technique: the bank's puzzles of
// it, where the puzzles came from (bank: each one a line of practice.txt;
// engine: the worker generated it), and median / p95 ms of the first
// requests and of the later ones (nearest rank: the ceil(0.95 n)-th
// smallest; an "over" counts as over the cap), then all first requests
// pooled. --shots DIR saves the board of each technique's first practice
// game there (practice-bench-KEY.png).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { openPage, waitReady, waitState, click, frame, pasteText, ARGS } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const opts = { pages: 3, later: 4, cap: 60, path: 'guide', shots: '', site: process.env.SUDOKU_SITE_DIR || path.resolve(here, '../../build/web/site') };
const keys = [];
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  const name = a.startsWith('--') ? a.slice(2) : null;
  if (name && name in opts && i + 1 < process.argv.length) {
    opts[name] = ['pages', 'later', 'cap'].includes(name) ? Number(process.argv[++i]) : process.argv[++i];
  } else if (!name) {
    keys.push(a);
  } else {
    console.error(`practice-bench.mjs: unknown option ${a}`);
    process.exit(2);
  }
}
if (!(opts.pages >= 1) || !(opts.later >= 0) || !(opts.cap > 0) || !['guide', 'menu'].includes(opts.path)) {
  console.error('usage: node practice-bench.mjs [--pages P] [--later L] [--cap S] [--path guide|menu] [--site DIR] [--shots DIR] [KEY...]');
  process.exit(2);
}
if (!fs.existsSync(path.join(opts.site, 'index.html'))) {
  console.error(`practice-bench.mjs: no built site in ${opts.site}`);
  process.exit(2);
}

// The bank's puzzles per technique, to tell a bank puzzle from a made one.
const bank = new Map();
for (const line of fs.readFileSync(path.join(opts.site, 'practice.txt'), 'utf8').split('\n')) {
  const [key, , puzzle] = line.split(' ');
  if (line.startsWith('#') || !puzzle) continue;
  if (!bank.has(key)) bank.set(key, new Set());
  bank.get(key).add(puzzle);
}

// A plain puzzle put on the board between requests (no practice, no progress).
const PLAIN = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const server = await serve(opts.site, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

/// Arms the in-page watch for `key`'s practice game: from the next pointerup
/// (`onPointerUp`; otherwise from when the caller sets its t0) to the first
/// frame whose state holds it.
async function arm(page, key, capMs, onPointerUp) {
  await page.evaluate(({ key, capMs, onPointerUp }) => {
    const w = window.__practiceBench = { t0: null, t1: null, over: false, engine: false, frames: 0 };
    if (onPointerUp) window.addEventListener('pointerup', () => { w.t0 = performance.now(); }, { capture: true, once: true });
    const look = () => {
      const s = window.sudokuApp.state();
      if (w.t0 !== null) {
        w.frames++;
        if (s.generating && s.practice_bank === 'loaded') w.engine = true;  // the worker is making it
        if (s.origin.kind === 'practice' && s.origin.technique === key && !s.generating) {
          w.t1 = performance.now();
          w.givens = s.givens;
          return;
        }
        if (s.confirm) { w.error = `a question: ${s.confirm}`; return; }
        if (performance.now() - w.t0 > capMs) { w.over = true; return; }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, { key, capMs, onPointerUp });
}

/// Waits for the watch armed by arm() to end; returns what it saw.
async function outcome(page) {
  const w = await waitState(page, () => {
    const b = window.__practiceBench;
    return b.t1 !== null || b.over || b.error !== undefined;
  }, null, opts.cap * 1000 + 90000).then(() => page.evaluate(() => window.__practiceBench));
  if (w.error) throw new Error(w.error);
  return w;
}

/// One request for `key`'s practice on `page`; returns {ms, frames | over,
/// source: 'bank' | 'engine' | 'none' (over, nothing being made) | 'unknown'}.
async function request(page, key, name) {
  if (opts.path === 'guide') {
    await page.evaluate((k) => window.sudokuA11y.command('guide_page', k), key);
    // The page shown with its example settled (some techniques have none).
    await waitState(page, (s, k) => s.guide.open && s.guide.page === k && s.guide.example !== 'pending', key);
    await arm(page, key, opts.cap * 1000, true);
    await click(page, 'guide: practise');
  } else {
    // The Menu's "Practise NAME" button of the DOM mirror, activated as a
    // keyboard player's Enter does (the button's click).
    const label = `Practise ${name}`;
    await page.evaluate(() => {
      const b = [...document.querySelectorAll('#controls button')].find((e) => e.textContent === 'Menu');
      if (b && b.getAttribute('aria-expanded') !== 'true') b.click();
    });
    await arm(page, key, opts.cap * 1000, false);
    const found = await page.evaluate((l) => {
      const b = [...document.querySelectorAll('#practice button')].find((e) => e.textContent === l);
      window.__practiceBench.t0 = performance.now();
      if (b) b.click();
      return !!b;
    }, label);
    if (!found) throw new Error(`no mirror button "${label}"`);
  }
  const w = await outcome(page);
  if (w.over) {
    await page.evaluate(() => window.sudokuA11y.command('cancel_generation'));
    await waitState(page, (s) => !s.generating);
    return { over: true, source: w.engine ? 'engine' : 'none' };
  }
  const inBank = bank.has(key) && bank.get(key).has(w.givens);
  return { ms: w.t1 - w.t0, frames: w.frames, source: inBank ? 'bank' : (w.engine ? 'engine' : 'unknown') };
}

const first = await openPage(browser, url);
await waitReady(first);
const menu = (await first.evaluate(() => window.sudokuApp.state().practice_menu));
await first.context().close();
const names = new Map(menu.map((p) => [p.key, p.name]));
for (const k of keys) if (!names.has(k)) { console.error(`practice-bench.mjs: ${k} is not offered to practise`); process.exit(2); }
const todo = keys.length ? keys : menu.map((p) => p.key);

console.log(`# practice-bench.mjs --pages ${opts.pages} --later ${opts.later} --cap ${opts.cap} --path ${opts.path}; ` +
  `${todo.length} techniques; ms from the request to the practice game in state()`);
console.log('# technique page request kind ms source frames');
const results = new Map();
for (const key of todo) {
  const r = { first: [], later: [], sources: new Set(), errors: 0 };
  results.set(key, r);
  for (let p = 0; p < opts.pages; p++) {
    const page = await openPage(browser, url);
    try {
      await waitReady(page);
      await page.waitForFunction(() => window.sudokuA11y && document.querySelectorAll('#grid [role="gridcell"]').length === 81);
      await waitState(page, (s) => s.engine.state === 'ready' && !s.generating);
      await requests(page, key, p, r);
    } catch (e) {
      console.log(`# ${key} page ${p + 1} stopped: ${e.message.split('\n')[0]}`);
      r.errors++;
    }
    if (page.errors.length) console.log(`# ${key} page ${p + 1}: ${page.errors.join('; ')}`);
    await page.context().close();
  }
}

/// The first request and the later ones of page `p` (0-based), into `r`.
async function requests(page, key, p, r) {
  for (let q = 0; q <= opts.later; q++) {
    if (q > 0) {
      await pasteText(page, PLAIN);
      await waitState(page, (s, g) => s.givens === g && !s.generating, PLAIN);
    }
    const one = await request(page, key, names.get(key));
    (q === 0 ? r.first : r.later).push(one.over ? Infinity : one.ms);
    r.sources.add(one.source);
    console.log(`${key} ${p + 1} ${q + 1} ${q === 0 ? 'first' : 'later'} ${one.over ? `over-${opts.cap}s` : one.ms.toFixed(1)} ${one.source} ${one.frames ?? '-'}`);
    if (one.over) break;
    if (opts.shots && p === 0 && q === 0) await page.screenshot({ path: path.join(opts.shots, `practice-bench-${key}.png`) });
    await frame(page);
  }
}

const rank = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.max(0, Math.ceil(q * s.length) - 1)] : NaN; };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[(s.length - 1) >> 1] : NaN; };
const shown = (v) => (Number.isNaN(v) ? '-' : v === Infinity ? `over-${opts.cap}s` : v.toFixed(0));
console.log('# technique bank_puzzles source first_n first_median first_p95 later_n later_median later_p95 p95_within_2s');
const pooled = [];
for (const [key, r] of results) {
  pooled.push(...r.first);
  const all = [...r.first, ...r.later];
  console.log([key, bank.has(key) ? bank.get(key).size : 0, [...r.sources].join('+'), r.first.length, shown(median(r.first)),
    shown(rank(r.first, 0.95)), r.later.length, shown(median(r.later)), shown(rank(r.later, 0.95)),
    rank(all, 0.95) <= 2000 ? 'yes' : 'no'].join(' ') + (r.errors ? ` (${r.errors} pages stopped)` : ''));
}
console.log(`# all first requests: n ${pooled.length}, median ${shown(median(pooled))}, p95 ${shown(rank(pooled, 0.95))} ms`);
await browser.close();
server.close();
