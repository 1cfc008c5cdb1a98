// photo-bench.mjs - time per photo of the photo reader in the browser (a
// benchmark, not a test): the photos of a sudoku_dataset split, each decoded
// and shrunk by the page (web/photo.js) and read in the reader's worker
// (sudoku-vision.wasm), through window.sudokuPhoto.measure, which changes no game.
//
//   node photo-bench.mjs PATH/TO/sudoku_dataset [split, default v2_test]
//   -> one line per photo: <file> <line or error> <decode ms> <read ms>,
//      then the means and how many read exactly (the .dat labels).
import fs from 'node:fs';
import path from 'node:path';
import { start, openPuzzle } from './harness.mjs';
import { WIKI_PUZZLE } from './puzzles.mjs';

const [dataset, split = 'v2_test'] = process.argv.slice(2);
if (!dataset) {
  console.error('usage: node photo-bench.mjs PATH/TO/sudoku_dataset [split]');
  process.exit(2);
}
const names = fs.readFileSync(path.join(dataset, 'datasets', `${split}.desc`), 'utf8').split(/\s+/).filter(Boolean);
const truth = (photo) => fs.readFileSync(photo.replace(/\.jpg$/, '.dat'), 'utf8').split('\n').slice(2, 11)
  .join('').replace(/\s+/g, '').replace(/0/g, '.');

const env = await start();
try {
  const page = await openPuzzle(env, WIKI_PUZZLE);
  await page.evaluate(() => new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = 'photo.js';
    s.onload = resolve;
    document.body.appendChild(s);
  }));
  let decode = 0, read = 0, exact = 0;
  for (const name of names) {
    const photo = path.join(dataset, name);
    const b64 = fs.readFileSync(photo).toString('base64');
    const r = await page.evaluate(async (data) => {
      const raw = atob(data);
      const bytes = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
      return window.sudokuPhoto.measure(new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    }, b64);
    decode += r.decodeMs || 0;
    read += r.readMs || 0;
    if (r.line === truth(photo)) exact++;
    console.log(`${name} ${r.line || r.error} ${(r.decodeMs || 0).toFixed(1)} ${(r.readMs || 0).toFixed(1)}`);
  }
  console.log(`photos ${names.length} exact ${exact} mean decode ${(decode / names.length).toFixed(1)} ms ` +
    `read ${(read / names.length).toFixed(1)} ms`);
} finally {
  await env.close();
}
