// worker.pre.js - the engine worker's message loop (this file runs inside
// the Web Worker, before the module starts).
//
// The page posts one ArrayBuffer per request (core/wire.h); each is answered
// by sudoku_worker_answer and the reply's bytes go back as an ArrayBuffer
// (transferred, not copied). Requests that arrive while the module is still
// loading wait in order. The page learns that the module is ready from the
// message 'ready', and that it stopped from any other text.
(function () {
  'use strict';
  var waiting = [];
  var ready = false;

  function answer(buffer) {
    var bytes = new Uint8Array(buffer);
    var p = _malloc(bytes.length + 1);
    HEAPU8.set(bytes, p);
    var r = _sudoku_worker_answer(p, bytes.length);
    _free(p);
    var reply = HEAPU8.slice(r, r + _sudoku_worker_reply_size());
    postMessage(reply.buffer, [reply.buffer]);
  }

  self.onmessage = function (e) {
    if (ready) answer(e.data); else waiting.push(e.data);
  };

  // A module that cannot load (sudoku-engine.wasm missing or broken) or
  // stops tells the page, which starts another worker or gives up.
  Module['onAbort'] = function (what) {
    postMessage('the engine module stopped: ' + what);
  };
  // The engine's wasm of the worker's own build: the script's "?b=BUILD".
  Module['locateFile'] = function (path) { return path + self.location.search; };
  // Fetched here so that a failure says what the host answered, in the
  // player's words (the page shows it): an error status, a web page in its
  // place, or a module that does not compile (cut short or damaged).
  Module['instantiateWasm'] = function (imports, done) {
    var file = 'sudoku-engine.wasm';
    fetch(Module['locateFile'](file)).then(function (r) {
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
  };

  Module['onRuntimeInitialized'] = function () {
    ready = true;
    postMessage('ready');
    waiting.splice(0).forEach(answer);
  };
})();
