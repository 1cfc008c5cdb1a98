// worker_instantiate.pre.js - how a Web Worker's module fetches its wasm
// (runs inside the worker before the worker's own worker.pre.js; linked into
// every worker by cmake/Emscripten.cmake: sudoku_wasm_worker).
//
// The module is fetched here rather than by Emscripten's loader so that a
// failure says what the host answered, in the player's words (the page shows
// it): an error status, a web page in its place, no connection, or a module
// that does not compile (cut short or damaged). The text goes to the page as
// a message; the page tells it from 'ready' and answers.
function sudokuInstantiateWasm(file, url, imports, done) {
  fetch(url).catch(function () {
    throw new Error(file + ' could not be downloaded (no connection?)');
  }).then(function (r) {
    if (!r.ok) throw new Error('the server answered ' + r.status + ' for ' + file);
    var type = r.headers.get('Content-Type') || '';
    if (/html/i.test(type)) throw new Error('the server sent a web page in place of ' + file);
    var made = /application\/wasm/i.test(type) && WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(r, imports)
      : r.arrayBuffer().then(function (bytes) { return WebAssembly.instantiate(bytes, imports); });
    return made.catch(function () { throw new Error(file + ' is cut short or damaged'); });
  }).then(function (out) { done(out.instance, out.module); }, function (e) {
    postMessage(e.message || file + ' could not be downloaded');
  });
  return {};
}
