// failed-tests.mjs - reads a TAP log written by `node --test --test-reporter=tap`
// and prints what run-all.sh needs to report and re-run its failures.
//   node failed-tests.mjs names LOG    one failed test's name per line
//   node failed-tests.mjs pattern LOG  a --test-name-pattern matching exactly those
//   node failed-tests.mjs details LOG  each failure's block: name, location, error
// Only top-level tests count (every browser test is one); a file that failed
// outside any test shows up under its file's name, which no pattern can select.
import fs from 'node:fs';

const [mode, log] = process.argv.slice(2);
const lines = fs.readFileSync(log, 'utf8').split('\n');

// TAP escapes '#' and '\' in a test's name.
const unescape = (s) => s.replace(/\\([#\\])/g, '$1');
const failed = [];
lines.forEach((line, i) => {
  const m = /^not ok \d+ - (.*)$/.exec(line);
  if (!m) return;
  const block = [line];
  for (let j = i + 1; j < lines.length && /^ {2}/.test(lines[j]); j++) block.push(lines[j]);
  failed.push({ name: unescape(m[1]).replace(/ # (?:TODO|SKIP).*$/, ''), block });
});

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
if (mode === 'names') {
  for (const f of failed) console.log(f.name);
} else if (mode === 'pattern') {
  if (failed.length) console.log(`^(?:${failed.map((f) => escapeRegExp(f.name)).join('|')})$`);
} else if (mode === 'details') {
  for (const f of failed) console.log(f.block.slice(0, 40).join('\n'));
} else {
  console.error('usage: failed-tests.mjs names|pattern|details LOG');
  process.exit(2);
}
