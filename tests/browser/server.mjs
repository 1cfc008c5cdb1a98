// server.mjs - a small static file server for the built site (used by the
// run command and the browser tests). Serves .wasm as application/wasm.
//   node server.mjs DIR [PORT]      (PORT 0 picks a free port)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/// Starts serving `root`; resolves with the http.Server once listening.
/// Setting `server.root` later serves another folder (a new build);
/// setting `server.answer` to a function of the path ('/sudoku.wasm') that
/// returns {status, type, body} answers that instead of the file (a broken
/// host), or undefined to serve the file.
export function serve(root, port = 0, host = '127.0.0.1') {
  const server = http.createServer((req, res) => {
    const base = server.root;
    let rel;
    try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { rel = '/'; }
    const instead = server.answer && server.answer(rel);
    if (instead) {
      res.writeHead(instead.status, { 'Content-Type': instead.type || 'text/plain', 'Cache-Control': 'no-cache' }).end(instead.body || '');
      return;
    }
    let file = path.join(base, path.normalize(rel));
    if (!file.startsWith(base)) { res.writeHead(403).end('forbidden'); return; }
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) file = path.join(file, 'index.html');
      fs.readFile(file, (err2, data) => {
        if (err2) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
        res.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
          'Cache-Control': 'no-cache',
        });
        res.end(data);
      });
    });
  });
  server.root = path.resolve(root);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  const port = Number(process.argv[3] ?? 8080);
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`server.mjs: ${root ?? '(no folder)'} has no index.html: build the site first`);
    process.exit(2);
  }
  serve(root, port).then((s) => {
    console.log(`Sudoku is served at http://127.0.0.1:${s.address().port}/  (Ctrl+C stops)`);
  }, (e) => { console.error(`server.mjs: cannot listen on port ${port}: ${e.message}`); process.exit(2); });
}
