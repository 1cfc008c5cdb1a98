// startup-bench.mjs - start-up time of one or more builds of the site, loads
// alternated in one headless Chromium (the tests' flags), medians printed.
// Not a test: the figures behind the "ready" figures in src/bench/README.md.
//
//   node startup-bench.mjs ROUNDS SITE_DIR [SITE_DIR...]
//
// Each round opens every site once in a new browser context (a first visit:
// nothing cached) and reads, in the page's own clock (ms from navigation):
// ready (the app's first frame), the module instantiated, the first paint
// presented, and when boot.js and sudoku.wasm finished downloading; then
// where the time went, from the page's start-up marks (boot.js and the
// app's main.cpp): each part the median of its length over the loads, and
// the median from the module compiled to the first frame drawn.
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';
import { openPage, waitReady, ARGS } from './harness.mjs';

const [rounds, ...sites] = process.argv.slice(2);
if (!(Number(rounds) > 0) || sites.length === 0) {
  console.error('usage: node startup-bench.mjs ROUNDS SITE_DIR [SITE_DIR...]');
  process.exit(2);
}
const servers = [];
const urls = [];
for (const site of sites) {
  const server = await serve(site, 0);
  servers.push(server);
  urls.push(`http://127.0.0.1:${server.address().port}/`);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });
const runs = sites.map(() => []);
for (let i = 0; i < Number(rounds); i++) {
  // Every other round in the opposite order, so that no build always loads
  // right after the same other one.
  for (const k of sites.map((_, j) => (i % 2 ? sites.length - 1 - j : j))) {
    const page = await openPage(browser, urls[k]);
    await waitReady(page);
    runs[k].push(await page.evaluate(() => {
      // The file under its plain name or its build's (name?b=HASH).
      const done = (name) => (performance.getEntriesByType('resource')
        .find((e) => new URL(e.name).pathname.endsWith('/' + name)) || {}).responseEnd;
      return {
        ready: window.sudokuApp.readyAt,
        module: window.sudokuApp.runtimeAt,
        paint: (performance.getEntriesByType('paint')[0] || {}).startTime,
        boot: done('boot.js'),
        wasm: done('sudoku.wasm'),
        marks: Object.fromEntries(performance.getEntriesByType('mark')
          .filter((m) => m.name.startsWith('sudoku:')).map((m) => [m.name.slice(7), m.startTime])),
      };
    }));
    if (page.errors.length) console.error(`${sites[k]}: ${page.errors.join('; ')}`);
    await page.context().close();
  }
}
const median = (xs) => { const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b); return s.length ? s[s.length >> 1] : NaN; };
for (let k = 0; k < sites.length; k++) {
  const r = runs[k];
  const m = (key) => median(r.map((x) => x[key])).toFixed(0);
  console.log(`${sites[k]}: ready median ${m('ready')} ms (${r.map((x) => x.ready.toFixed(0)).join(' ')}); ` +
    `module ${m('module')}, first paint ${m('paint')}, boot.js ${m('boot')}, sudoku.wasm ${m('wasm')} ms (medians)`);
  // The parts, in the order they happen: [name, from mark, to mark] (no from: the navigation's start).
  const parts = [['compiled (download, streaming compile)', null, 'compiled'], ['instantiated', 'compiled', 'instantiated'],
    ['runtime to main', 'instantiated', 'main'], ['SDL and its window', 'main', 'window'], ['WebGL context', 'window', 'context'],
    ['ImGui, session, view', 'context', 'frame'], ['font atlas', 'frame', 'atlas'],
    ['shader program, atlas upload', 'atlas', 'gl-objects'],
    ['views and ImGui draw lists', 'gl-objects', 'views'], ['first draw', 'views', 'drawn']];
  const have = r.filter((x) => x.marks.drawn !== undefined);
  if (have.length) {
    console.log('  parts (median ms): ' + parts.map(([name, from, to]) =>
      `${name} ${median(have.map((x) => x.marks[to] - (from ? x.marks[from] : 0))).toFixed(1)}`).join(', '));
    // The app's own start (the module compiled to the first frame drawn): the
    // part the page's code decides, apart from the download.
    console.log(`  compiled to drawn (median ms): ${median(have.map((x) => x.marks.drawn - x.marks.compiled)).toFixed(1)}`);
  }
}
await browser.close();
for (const s of servers) s.close();
