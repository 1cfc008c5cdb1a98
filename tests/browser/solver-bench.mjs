// solver-bench.mjs - the solver's WebAssembly in a browser tab (headless
// Chromium, the tests' flags) beside native programs: time per puzzle of
// src/bench/cpu_time_driver.cc built for a page and natively, rounds
// alternated. Not a test: the figures behind "In a browser tab" in
// src/bench/README.md.
//
//   node solver-bench.mjs [--rounds R] [--passes P] [--limits 1,2]
//     NAME=PROGRAM ... -- FILE ...
//
// A PROGRAM ending in .js is cpu_time_driver.cc built with em++ for a page
// (its header has the command; add -sENVIRONMENT=web -sINVOKE_RUN=0
// -sFORCE_FILESYSTEM=1 -sEXPORTED_RUNTIME_METHODS=callMain,FS); it runs in a
// new page per measurement and is timed with the page's clock (a page has no
// CPU clock). Any other PROGRAM is a native build of the driver, timed in CPU
// time. Each round runs, per limit and file, every program once in the order
// given (every other round reversed); the best of the rounds counts. Prints
// ns per puzzle and each program's speed against the first one's.
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './server.mjs';
import { ARGS } from './harness.mjs';

const argv = process.argv.slice(2);
let rounds = 3;
let passes = 9;
let limits = [1, 2];
const programs = [];
const files = [];
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--rounds') rounds = Number(argv[++i]);
  else if (a === '--passes') passes = Number(argv[++i]);
  else if (a === '--limits') limits = argv[++i].split(',').map(Number);
  else if (a === '--') files.push(...argv.slice(i + 1)), i = argv.length;
  else {
    const eq = a.indexOf('=');
    if (eq < 1) { console.error(`solver-bench.mjs: not NAME=PROGRAM: ${a}`); process.exit(2); }
    programs.push({ name: a.slice(0, eq), file: path.resolve(a.slice(eq + 1)) });
  }
}
if (!programs.length || !files.length || !(rounds > 0) || !(passes > 0)) {
  console.error('usage: node solver-bench.mjs [--rounds R] [--passes P] [--limits 1,2] NAME=PROGRAM ... -- FILE ...');
  process.exit(2);
}

// One folder served: each page program's .js and .wasm under its name.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'solver-bench-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>solver bench</title>');
for (const p of programs) {
  p.page = p.file.endsWith('.js');
  if (!p.page) continue;
  fs.mkdirSync(path.join(root, p.name));
  fs.copyFileSync(p.file, path.join(root, p.name, 'driver.js'));
  fs.copyFileSync(p.file.replace(/\.js$/, '.wasm'), path.join(root, p.name, 'driver.wasm'));
}
const server = await serve(root, 0);
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = programs.some((p) => p.page)
  ? await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS }) : null;

// ns per puzzle of one measurement: the best pass (CPU natively, the page's clock in a page).
const LINE = /cpu_min ([\d.]+) cpu_med ([\d.]+) wall_min ([\d.]+) wall_med ([\d.]+)/;
async function measure(p, file, limit) {
  const args = ['--limit', String(limit), '--passes', String(passes)];
  let out;
  if (!p.page) {
    const r = spawnSync(p.file, [...args, file], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${p.name}: ${r.stderr}`);
    out = r.stdout;
  } else {
    const page = await browser.newPage();
    await page.goto(url);
    const text = fs.readFileSync(file, 'utf8');
    out = await page.evaluate(async ({ name, text, args }) => {
      const lines = [];
      await new Promise((resolve, reject) => {
        window.Module = { noInitialRun: true, print: (s) => lines.push(s), printErr: (s) => lines.push(s), onRuntimeInitialized: resolve };
        const s = document.createElement('script');
        s.src = name + '/driver.js';
        s.onerror = reject;
        document.head.appendChild(s);
      });
      window.Module.FS.writeFile('/puzzles.txt', text);
      window.Module.callMain([...args, '/puzzles.txt']);
      return lines.join('\n');
    }, { name: p.name, text, args });
    await page.close();
  }
  const m = LINE.exec(out);
  if (!m) throw new Error(`${p.name} on ${file}: ${out}`);
  return Number(p.page ? m[3] : m[1]);
}

const best = {};  // key `${limit} ${file} ${name}` -> best ns
for (let r = 0; r < rounds; r++) {
  for (const limit of limits) {
    for (const file of files) {
      const order = r % 2 ? [...programs].reverse() : programs;
      for (const p of order) {
        const ns = await measure(p, file, limit);
        const key = `${limit} ${file} ${p.name}`;
        best[key] = Math.min(best[key] ?? Infinity, ns);
        console.error(`round ${r + 1} limit ${limit} ${path.basename(file)} ${p.name}: ${ns.toFixed(1)} ns/puzzle`);
      }
    }
  }
}
if (browser) console.log(`# ${browser.version()} (${programs.filter((p) => p.page).map((p) => p.name).join(', ')} in a page), ` +
  `${os.cpus()[0].model}, ${rounds} rounds, best of ${passes} passes each`);
console.log(`| file | limit | ${programs.map((p) => `${p.name} ns`).join(' | ')} | ${programs.slice(1).map((p) => `${programs[0].name} / ${p.name}`).join(' | ')} |`);
console.log(`| --- | :-: | ${programs.map(() => '---:').join(' | ')} | ${programs.slice(1).map(() => '---:').join(' | ')} |`);
for (const limit of limits) {
  for (const file of files) {
    const ns = programs.map((p) => best[`${limit} ${file} ${p.name}`]);
    console.log(`| ${path.basename(file)} | ${limit} | ${ns.map((x) => x.toFixed(0)).join(' | ')} | ` +
      `${ns.slice(1).map((x) => (ns[0] / x).toFixed(2)).join(' | ')} |`);
  }
}
if (browser) await browser.close();
server.close();
fs.rmSync(root, { recursive: true, force: true });
