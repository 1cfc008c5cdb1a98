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
  // The module of the worker's own build, fetched so that a failure says
  // what the host answered (cmake/worker_instantiate.pre.js).
  Module['instantiateWasm'] = function (imports, done) {
    return sudokuInstantiateWasm('sudoku-engine.wasm', Module['locateFile']('sudoku-engine.wasm'), imports, done);
  };

  Module['onRuntimeInitialized'] = function () {
    ready = true;
    postMessage('ready');
    waiting.splice(0).forEach(answer);
  };
})();
