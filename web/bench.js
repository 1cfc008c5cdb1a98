// bench.js - the bench page (bench.html): runs the WebAssembly solver on the
// bundled slices and shows the figures.
'use strict';
const FILES = ['bench-17_clue.txt', 'bench-top1465.txt', 'bench-forum_hardest_1905.txt'];
const status = document.getElementById('status');
const rows = document.getElementById('rows');
window.benchResults = null;
createSudokuBench().then(async (mod) => {
  for (const f of FILES) {
    const text = await (await fetch(f)).text();
    mod.FS.writeFile('/' + f, text);
  }
  status.textContent = 'Ready.';
  const run = async () => {
    rows.textContent = '';
    const limit = Number(document.getElementById('limit').value);
    const results = [];
    for (const f of FILES) {
      status.textContent = 'Running ' + f + '…';
      await new Promise((r) => setTimeout(r, 20));
      const out = mod.ccall('sudoku_bench_run', 'string', ['string', 'number', 'number'], ['/' + f, limit, 1.0]);
      if (out.startsWith('error:')) { status.textContent = out; return; }
      const [file, puzzles, perS, us, guesses] = out.trim().split('\n')[1].split(',');
      results.push({ file: f, puzzles: Number(puzzles), puzzles_per_s: Number(perS), us_per_puzzle: Number(us), guesses_per_puzzle: Number(guesses) });
      const tr = document.createElement('tr');
      for (const v of [f.replace(/^bench-|\.txt$/g, ''), puzzles, Math.round(perS).toLocaleString('en'), Number(us).toFixed(2), Number(guesses).toFixed(2)]) {
        const td = document.createElement('td'); td.textContent = v; tr.appendChild(td);
      }
      rows.appendChild(tr);
    }
    status.textContent = 'Done.';
    window.benchResults = results;
  };
  document.getElementById('run').onclick = run;
  if (new URLSearchParams(location.search).has('run')) run();
}, (e) => { status.textContent = 'Could not start: ' + e; });
