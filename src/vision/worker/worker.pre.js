// worker.pre.js - the photo reader worker's message loop (this file runs
// inside the Web Worker, before the module starts).
//
// The page posts {id, width, height, pixels (an ArrayBuffer of RGBA,
// transferred), locate}; each is answered by sudoku_vision_read with its
// JSON answer as an object, plus id, ms (the time the reading took) and,
// for a reading that found a grid, rectified (side x side grey pixels, an
// ArrayBuffer, transferred). Requests that arrive while the module is still
// loading wait in order. The page learns that the module is ready from the
// message 'ready', and that it could not load from any other text (why, in
// the player's words).
(function () {
  'use strict';
  var waiting = [];
  var ready = false;

  function answer(m) {
    var bytes = new Uint8Array(m.pixels);
    if (!(m.width > 0 && m.height > 0 && bytes.length === m.width * m.height * 4)) {
      postMessage({ id: m.id, found: false, why: 'the picture\'s pixels are incomplete' });
      return;
    }
    var started = performance.now();
    var p = _malloc(Math.max(1, bytes.length));
    HEAPU8.set(bytes, p);
    var r = _sudoku_vision_read(p, m.width, m.height, 4, m.locate ? 1 : 0);
    _free(p);
    var out = JSON.parse(new TextDecoder().decode(HEAPU8.slice(r, r + _sudoku_vision_result_size())));
    out.id = m.id;
    out.ms = performance.now() - started;
    if (out.found && out.side) {
      var q = _sudoku_vision_rectified();
      out.rectified = HEAPU8.slice(q, q + out.side * out.side).buffer;
      postMessage(out, [out.rectified]);
    } else {
      postMessage(out);
    }
  }

  self.onmessage = function (e) {
    if (ready) answer(e.data); else waiting.push(e.data);
  };

  // The module of the worker's own build, fetched so that a failure says
  // what the host answered (cmake/worker_instantiate.pre.js).
  Module['instantiateWasm'] = function (imports, done) {
    return sudokuInstantiateWasm('sudoku-vision.wasm', 'sudoku-vision.wasm' + self.location.search, imports, done);
  };

  Module['onRuntimeInitialized'] = function () {
    ready = true;
    postMessage('ready');
    waiting.splice(0).forEach(answer);
  };
})();
