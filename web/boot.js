// boot.js - starts the WebAssembly app, or explains why it cannot run.
// All URLs are relative, so the site works from any folder of any static host.
(function () {
  'use strict';
  const loading = document.getElementById('loading');
  const loadingText = document.getElementById('loading-text');

  function unsupported(why) {
    loading.hidden = true;
    document.getElementById('canvas').hidden = true;
    document.getElementById('unsupported-why').textContent = why;
    document.getElementById('unsupported').hidden = false;
    window.sudokuApp.error = why;
  }

  window.sudokuApp = {
    ready: false, version: null, error: null,
    // The app's state for automation (tests read it; players never need it).
    state: function () { return JSON.parse(window.Module.ccall('sudoku_state_json', 'string', [], [])); },
  };

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    unsupported('WebAssembly is not available in this browser.');
    return;
  }
  if (typeof WebGL2RenderingContext === 'undefined') {
    unsupported('WebGL 2 is not available in this browser.');
    return;
  }
  // A browser may have WebGL 2 and still refuse a context (turned off, or a
  // blocked driver): the app reports that through sudokuUnsupported.
  window.sudokuUnsupported = function () {
    unsupported('WebGL 2 is not available (it may be turned off, or the graphics driver is blocked).');
  };

  window.sudokuOnReady = function () {
    loading.classList.add('done');
    setTimeout(function () { loading.hidden = true; }, 250);
    // The DOM mirror for screen readers and keyboards (a11y.js) comes right
    // after the first frame: the first load carries only what draws it.
    const mirror = document.createElement('script');
    mirror.src = 'a11y.js';
    document.body.appendChild(mirror);
  };

  // The module is compiled as its bytes arrive, while sudoku.js downloads
  // and runs, rather than after it. (Making the WebGL 2 context here too
  // was measured slower: the app's first frames then waited for it.)
  const compiled = (typeof WebAssembly.compileStreaming === 'function'
    ? WebAssembly.compileStreaming(fetch('sudoku.wasm')) : Promise.reject(new Error('no streaming')))
    .catch(function () {  // e.g. a host that serves .wasm with another type
      return fetch('sudoku.wasm').then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.compile(b); });
    });

  window.Module = {
    instantiateWasm: function (imports, done) {
      compiled.then(function (module) {
        return WebAssembly.instantiate(module, imports).then(function (instance) { done(instance, module); });
      }).catch(function (e) { unsupported('The app could not be started: ' + e); });
      return {};
    },
    canvas: document.getElementById('canvas'),
    locateFile: function (path) { return path; },
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) { if (text) loadingText.textContent = text; },
    onAbort: function (what) { unsupported('The app stopped unexpectedly: ' + what); },
    // When the module is compiled and instantiated, before main (a start-up figure).
    onRuntimeInitialized: function () { window.sudokuApp.runtimeAt = performance.now(); },
  };
  // Offline play: a service worker caches the site after the first visit
  // (registered after start-up so it does not compete with the first load).
  if ('serviceWorker' in navigator && window.isSecureContext) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('sw.js').catch(function (e) { console.warn('sudoku: offline cache unavailable: ' + e); });
    });
  }

  const script = document.createElement('script');
  script.src = 'sudoku.js';
  script.async = true;
  script.onerror = function () { unsupported('The app could not be downloaded. Check your connection and reload.'); };
  document.body.appendChild(script);
})();
