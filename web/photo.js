// photo.js - reading a puzzle from a photo: the camera (a live preview with
// the found grid outlined, taken when it holds still or on a tap), a picked
// picture, a pasted one and a dropped one; then the review beside the board.
//
// Loaded on first use (the page's hook window.sudokuOpenPhoto, from the
// Menu, the entry screen, a paste or a drop of a picture), with its styles
// (photo.css). The browser decodes the picture, shrunk first to at most
// kSide pixels a side (a 50-megapixel photo is never held whole by the
// page's code), and the photo reader worker (sudoku-vision.js and .wasm,
// started on first use) reads its pixels. A reading runs the session
// command "photo" with the printed givens (the entry editor with the
// doubtful cells marked); the review shows the photo's straightened grid
// beside the board, its doubtful cells outlined and the digits written by
// hand shaded, until the puzzle is started or the review closed. At Start
// the handwritten digits are entered as the player's own (the command
// "player_digits", one undoable action), never as givens. A
// picture that cannot be read says why in the card and changes nothing.
//
// window.sudokuPhoto.state() reports what the reader is doing (for tests);
// window.sudokuPhoto.measure(file) times a reading (tests/browser/photo-bench.mjs).
//
// [SECTION] index: the worker; decoding; the card; the camera; the review.
(function () {
  'use strict';
  const kSide = 1024;            // the reader's working size (src/vision/locate.h)
  const kPreviewSide = 480;      // camera frames looked at for the outline
  const kMaxBytes = 64 << 20;    // a larger file is refused unread
  const kMaxPixels = 200e6;      // a larger picture is refused undecoded
  const kStillFrames = 3;        // the outline held this many frames: taken

  let worker = null;
  let workerReady = null;
  let nextId = 1;
  const pending = new Map();
  let ui = null;
  let stream = null;
  let previewTimer = 0;
  let still = 0;
  let lastOutline = null;
  let taking = false;
  let returnFocus = null;  // what had focus before the card opened
  // The UI's strings (ui-strings.js, from src/app/strings/en.tsv). boot.js
  // loads them after the first frame; opened before they have arrived, this
  // waits for them (sudokuApp.withTexts: one fetch, whoever asks).
  const t = (id, values) => window.sudokuText.t(id, values);

  const status = { open: false, reading: false, camera: false, outlined: 0, error: '', errors: 0, review: false, last: null,
    waiting: false, entered: 0 };

  function el(tag, props, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === 'text') e.textContent = v;
      else if (k === 'className') e.className = v;
      else e.setAttribute(k, v);
    }
    for (const c of children || []) e.append(c);
    return e;
  }

  function command(name, argument) {
    return window.Module.ccall('sudoku_command', 'string', ['string', 'string'], [name, argument]);
  }

  // [SECTION] the worker ----------------------------------------------------

  function startWorker() {
    if (workerReady) return workerReady;
    workerReady = new Promise((resolve, reject) => {
      worker = new Worker('sudoku-vision.js');
      // A reader that cannot load (its words say why, else its script
      // failed) or does not load within the page's loadTimeout is given up
      // on; the next picture starts a new one.
      const give = (text) => {
        clearTimeout(timer);
        if (worker) worker.terminate();
        workerReady = null;
        worker = null;
        const why = new Error(text);
        for (const done of pending.values()) done({ found: false, failed: why.message });
        pending.clear();
        reject(why);
      };
      const timer = setTimeout(() => give(t('photo_reader_unloaded_why', { why: 'no answer came for sudoku-vision.wasm' })),
        window.sudokuApp.loadTimeout || 30000);
      worker.onmessage = (e) => {
        if (e.data === 'ready') { clearTimeout(timer); resolve(); return; }
        if (typeof e.data === 'string') { give(t('photo_reader_unloaded_why', { why: e.data })); return; }
        const done = pending.get(e.data.id);
        pending.delete(e.data.id);
        if (done) done(e.data);
      };
      // Its script failed: what the host answers for it now says how (the
      // event carries no status), if it can.
      const mine = worker;
      worker.onerror = (e) => {
        e.preventDefault();
        window.sudokuApp.why('sudoku-vision.js', 'sudoku-vision.js', /SyntaxError/.test(e.message) ? 'sudoku-vision.js is cut short or damaged' : '')
          .then((why) => { if (worker === mine) give(why ? t('photo_reader_unloaded_why', { why }) : t('photo_reader_unloaded')); });
      };
    });
    return workerReady;
  }

  /// The worker's answer for RGBA `pixels` of `width` x `height`.
  function ask(pixels, width, height, locate) {
    return startWorker().then(() => new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, width, height, pixels: pixels.buffer, locate }, [pixels.buffer]);
    }));
  }

  // [SECTION] decoding -------------------------------------------------------

  /// RGBA pixels of `source` (anything drawImage takes) scaled to `w` x `h`.
  function pixelsOf(source, w, h) {
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(w, h)
      : Object.assign(document.createElement('canvas'), { width: w, height: h });
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    ctx.fillStyle = '#fff';  // a transparent screenshot reads as on white paper
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(source, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h).data;
  }

  function fit(w, h, side) {
    const scale = Math.min(1, side / Math.max(w, h));
    return [Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale))];
  }

  /// The picture's size from its header (the browser decodes no pixels for it).
  function sizeOf(file) {
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(file);
      const img = new Image();
      img.onload = () => { URL.revokeObjectURL(url); resolve([img.naturalWidth, img.naturalHeight]); };
      img.onerror = () => { URL.revokeObjectURL(url); reject(new Error('unreadable')); };
      img.src = url;
    });
  }

  /// True when a JPEG or PNG file lacks its end marker (a browser would show
  /// the part that arrived, and a part of a grid must not be read as a puzzle).
  async function cutShort(file) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const tail = new Uint8Array(await file.slice(Math.max(0, file.size - 1024)).arrayBuffer());
    const has = (bytes) => {
      for (let i = tail.length - bytes.length; i >= 0; i--) {
        if (bytes.every((b, k) => tail[i + k] === b)) return true;
      }
      return false;
    };
    if (head[0] === 0xff && head[1] === 0xd8) return !has([0xff, 0xd9]);           // JPEG: EOI
    if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e) return !has([0x49, 0x45, 0x4e, 0x44]);  // PNG: IEND
    return false;
  }

  function fileName(file) {
    return file && file.name && file.name !== 'clipboard' ? `"${file.name}"` : t('photo_pasted_picture');
  }

  /// Decodes `file` shrunk to the reader's size: {pixels, width, height}, or
  /// null when it cannot be (fail() has said why).
  async function decode(file) {
    const name = fileName(file);
    if (file.size > kMaxBytes) {
      fail(t('photo_too_large', { name, mb: (file.size / 1048576).toFixed(0), max: kMaxBytes >> 20 }));
      return null;
    }
    if (await cutShort(file)) {
      fail(t('photo_cut_short', { name }));
      return null;
    }
    let w = 0, h = 0;
    try {
      [w, h] = await sizeOf(file);
    } catch (e) {
      fail(t('photo_not_picture', { name }));
      return null;
    }
    if (!(w > 0 && h > 0)) {
      fail(t('photo_no_pixels', { name }));
      return null;
    }
    if (w * h > kMaxPixels) {
      fail(t('photo_too_many_pixels', { name, w, h, max: kMaxPixels / 1e6 }));
      return null;
    }
    const [width, height] = fit(w, h, kSide);
    try {
      const bitmap = await createImageBitmap(file, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
      const pixels = pixelsOf(bitmap, width, height);
      bitmap.close();
      return { pixels, width, height };
    } catch (e) {
      fail(t('photo_not_decoded', { name }));
      return null;
    }
  }

  /// Decodes `file`, shrunk to the reader's size, and reads it.
  async function readFile(file) {
    stopCamera();
    busy(t('photo_reading_picture'));
    const picture = await decode(file);
    if (picture) await read(picture.pixels, picture.width, picture.height, fileName(file));
  }

  async function read(pixels, w, h, name) {
    busy(t('photo_reading_puzzle'));
    let out;
    try {
      out = await ask(pixels, w, h, false);
    } catch (e) {
      fail(e.message);
      return;
    }
    status.last = out;
    if (out.failed) { fail(out.failed); return; }
    if (!out.found) {
      fail(t('photo_no_grid', { name, why: out.why }));
      return;
    }
    // The board shows the givens: sand only where a given or a blank is doubtful.
    // The player's digits only as 81 characters of 1-9 and '.': anything else
    // from the worker is read as none.
    const player = /^[1-9.]{81}$/.test(out.player || '') ? out.player : '.'.repeat(81);
    out.player = player;
    const boardDoubt = [...out.doubtful].map((d, c) => (player[c] === '.' ? d : '0')).join('');
    out.boardDoubt = boardDoubt;
    const answer = command('photo', `${out.line} ${boardDoubt}`);
    if (answer) { fail(answer); return; }
    close();
    awaitStart(player, out.line);
    showReview(out);
  }

  // [SECTION] the card ---------------------------------------------------------

  function build() {
    window.sudokuApp.sheet('photo.css');
    ui = {};
    ui.card = el('div', { id: 'photo', hidden: '' });
    const dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'photo-title' });
    ui.card.append(dialog);
    ui.file = el('input', { type: 'file', accept: 'image/*', id: 'photo-file', className: 'visually-hidden' });
    ui.camera = el('button', { type: 'button', text: t('photo_use_camera') });
    ui.choose = el('button', { type: 'button', text: t('photo_choose') });
    ui.paste = el('button', { type: 'button', text: t('photo_paste') });
    ui.cancel = el('button', { type: 'button', text: t('cancel') });
    ui.take = el('button', { type: 'button', text: t('photo_take'), hidden: '' });
    ui.video = el('video', { muted: '', playsinline: '', 'aria-label': t('photo_video_label') });
    ui.video.muted = true;
    ui.outline = el('canvas', { 'aria-hidden': 'true' });
    ui.preview = el('div', { className: 'preview', hidden: '' }, [ui.video, ui.outline]);
    ui.status = el('p', { role: 'status', 'aria-live': 'polite' });
    ui.error = el('p', { className: 'error', role: 'alert' });
    dialog.append(
      el('h2', { id: 'photo-title', text: t('menu_photo') }),
      el('p', { text: t('photo_intro') }),
      ui.preview, ui.status, ui.error, ui.file,
      el('div', { className: 'buttons' }, [ui.camera, ' ', ui.choose, ' ', ui.paste, ' ', ui.take, ' ', ui.cancel]));
    document.body.appendChild(ui.card);

    // Keys and clipboard events in the card stay in it (SDL and the page's
    // own paste handler must not act on them); a picture pasted here is read.
    for (const type of ['keydown', 'keypress', 'keyup', 'copy', 'cut']) {
      ui.card.addEventListener(type, (e) => {
        if (type === 'keydown' && e.key === 'Escape') close();
        e.stopPropagation();
      });
    }
    ui.card.addEventListener('paste', (e) => {
      e.stopPropagation();
      e.preventDefault();
      const data = e.clipboardData;
      const item = Array.from(data.items || []).find((i) => i.kind === 'file' && i.type.startsWith('image/'));
      const file = item ? item.getAsFile() : Array.from(data.files || []).find((f) => f.type.startsWith('image/'));
      if (file) readFile(file);
      else fail(t('photo_clipboard_empty'));
    });
    ui.choose.addEventListener('click', () => ui.file.click());
    ui.file.addEventListener('change', () => {
      const file = ui.file.files[0];
      ui.file.value = '';
      if (file) readFile(file);
    });
    ui.paste.addEventListener('click', pasteFromClipboard);
    ui.camera.addEventListener('click', startCamera);
    ui.take.addEventListener('click', take);
    ui.video.addEventListener('click', take);
    ui.cancel.addEventListener('click', close);
  }

  /// The clipboard's picture, where the browser lets the page read it (a
  /// phone has no Ctrl+V).
  async function pasteFromClipboard() {
    const clipboard = navigator.clipboard;
    if (!clipboard || typeof clipboard.read !== 'function') {
      fail(t('photo_clipboard_unsupported'));
      return;
    }
    let items;
    try {
      items = await clipboard.read();
    } catch (e) {
      fail(t('photo_clipboard_refused'));
      return;
    }
    for (const item of items) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (type) {
        const blob = await item.getType(type);
        readFile(new File([blob], 'clipboard', { type }));
        return;
      }
    }
    fail(t('photo_clipboard_empty'));
  }

  function busy(text) {
    status.reading = true;
    status.error = '';
    ui.error.textContent = '';
    ui.status.textContent = text;
  }

  function fail(text) {
    status.reading = false;
    status.error = text;
    status.errors++;
    ui.status.textContent = '';
    ui.error.textContent = t('photo_failed', { message: text });
    if (!status.open) show();
  }

  function show() {
    if (ui.card.hidden) returnFocus = document.activeElement;
    ui.card.hidden = false;
    status.open = true;
    command('page_card', 'open');  // the clock waits while the card covers the board
    ui.choose.focus();
  }

  function close() {
    stopCamera();
    ui.card.hidden = true;
    status.open = false;
    command('page_card', 'close');
    status.reading = false;
    ui.status.textContent = '';
    ui.error.textContent = '';
    // Focus back where it was (the app, the mirror's grid), so keys act on
    // the game again; else the app's root (the canvas takes no focus).
    const was = returnFocus;
    returnFocus = null;
    const back = was && was !== document.body && was.isConnected && !was.closest('[hidden]') ? was
      : document.getElementById('app');
    if (back) back.focus({ preventScroll: true });
  }

  // [SECTION] the camera ---------------------------------------------------------

  async function startCamera() {
    status.error = '';
    ui.error.textContent = '';
    const media = navigator.mediaDevices;
    if (!media || typeof media.getUserMedia !== 'function') {
      fail(t('photo_no_camera_api'));
      ui.choose.focus();
      return;
    }
    busy(t('photo_starting_camera'));
    try {
      stream = await media.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch (e) {
      stream = null;
      const why = e && e.name === 'NotAllowedError' ? t('photo_camera_refused')
        : e && (e.name === 'NotFoundError' || e.name === 'OverconstrainedError') ? t('photo_camera_missing')
          : t('photo_camera_failed', { error: e && e.name ? e.name : e });
      fail(t('photo_camera_instead', { why }));
      ui.choose.focus();
      return;
    }
    if (!status.open) { stopCamera(); return; }
    ui.video.srcObject = stream;
    ui.preview.hidden = false;
    ui.take.hidden = false;
    ui.camera.hidden = true;
    status.camera = true;
    still = 0;
    lastOutline = null;
    taking = false;
    try { await ui.video.play(); } catch (e) { /* a frame still arrives */ }
    ui.status.textContent = t('photo_hold_still');
    status.reading = false;
    ui.take.focus();
    preview();
  }

  function stopCamera() {
    clearTimeout(previewTimer);
    previewTimer = 0;
    status.camera = false;
    if (stream) for (const t of stream.getTracks()) t.stop();
    stream = null;
    if (!ui) return;
    ui.video.srcObject = null;
    ui.preview.hidden = true;
    ui.take.hidden = true;
    ui.camera.hidden = false;
  }

  function drawOutline(outline, w, h) {
    const c = ui.outline;
    const r = ui.video.getBoundingClientRect();
    c.width = Math.max(1, Math.round(r.width));
    c.height = Math.max(1, Math.round(r.height));
    const ctx = c.getContext('2d');
    ctx.clearRect(0, 0, c.width, c.height);
    if (!outline) return;
    // The video is shown whole (object-fit: contain): map its pixels to the box.
    const scale = Math.min(c.width / w, c.height / h);
    const ox = (c.width - w * scale) / 2, oy = (c.height - h * scale) / 2;
    ctx.lineWidth = 4;
    ctx.strokeStyle = still > 0 ? '#1b9e4b' : '#e8a317';
    ctx.beginPath();
    for (let i = 0; i < 4; i++) {
      const x = ox + outline[2 * i] * scale, y = oy + outline[2 * i + 1] * scale;
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.stroke();
  }

  /// Looks at one frame for the grid; takes the picture once it holds still.
  async function preview() {
    previewTimer = 0;
    if (!status.camera || taking) return;
    const v = ui.video;
    if (v.readyState < 2 || !v.videoWidth) {
      previewTimer = setTimeout(preview, 100);
      return;
    }
    const [w, h] = fit(v.videoWidth, v.videoHeight, kPreviewSide);
    let out;
    try {
      out = await ask(pixelsOf(v, w, h), w, h, true);
    } catch (e) {
      fail(e.message);
      stopCamera();
      return;
    }
    if (!status.camera || taking) return;
    const outline = out.found ? out.outline : null;
    if (outline && lastOutline) {
      const side = Math.hypot(outline[2] - outline[0], outline[3] - outline[1]);
      let moved = 0;
      for (let i = 0; i < 8; i++) moved = Math.max(moved, Math.abs(outline[i] - lastOutline[i]));
      still = moved < 0.03 * side ? still + 1 : 0;
    } else {
      still = 0;
    }
    lastOutline = outline;
    if (outline) status.outlined++;
    drawOutline(outline, w, h);
    if (still >= kStillFrames) { take(); return; }
    previewTimer = setTimeout(preview, 60);
  }

  /// Reads the camera's current frame at the reader's size.
  function take() {
    const v = ui.video;
    if (!status.camera || taking || !v.videoWidth) return;
    taking = true;
    const [w, h] = fit(v.videoWidth, v.videoHeight, kSide);
    const pixels = pixelsOf(v, w, h);
    stopCamera();
    read(pixels, w, h, t('photo_the_camera'));
  }

  // [SECTION] the review ------------------------------------------------------------

  function cellName(c) { return `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`; }

  function showReview(out) {
    closeReview();
    const side = out.side;
    const canvas = el('canvas', { role: 'img' });
    canvas.width = side;
    canvas.height = side;
    const ctx = canvas.getContext('2d');
    const img = ctx.createImageData(side, side);
    const grey = new Uint8Array(out.rectified);
    for (let i = 0; i < grey.length; i++) {
      img.data[4 * i] = img.data[4 * i + 1] = img.data[4 * i + 2] = grey[i];
      img.data[4 * i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    const doubtful = [];
    const doubtfulWritten = [];
    const cell = side / 9;
    // The player's handwritten digits: shaded blue on the photo.
    const player = out.player || '.'.repeat(81);
    const written = [];
    ctx.fillStyle = 'rgba(40, 90, 220, 0.28)';
    for (let c = 0; c < 81; c++) {
      if (player[c] === '.') continue;
      written.push(`${cellName(c)} ${player[c]}`);
      ctx.fillRect((c % 9) * cell + 1, Math.floor(c / 9) * cell + 1, cell - 2, cell - 2);
    }
    ctx.lineWidth = Math.max(2, cell / 10);
    ctx.strokeStyle = '#c98a00';
    for (let c = 0; c < 81; c++) {
      if (out.doubtful[c] !== '1') continue;
      if (player[c] === '.') doubtful.push(cellName(c));
      else doubtfulWritten.push(`${cellName(c)} ${player[c]}`);
      ctx.strokeRect((c % 9) * cell + 2, Math.floor(c / 9) * cell + 2, cell - 4, cell - 4);
    }
    canvas.setAttribute('aria-label', t('photo_grid_label') +
      (doubtful.length + doubtfulWritten.length
        ? t('photo_grid_label_doubtful', { cells: doubtful.concat(doubtfulWritten).join(', ') }) : '') +
      (written.length ? t('photo_grid_label_written', { cells: written.join(', ') }) : ''));
    const hide = el('button', { type: 'button', text: t('photo_hide') });
    ui.review = el('aside', { id: 'photo-review', 'aria-labelledby': 'photo-review-title' }, [
      el('h2', { id: 'photo-review-title', text: t('photo_review_title') }),
      canvas,
      el('p', { text: doubtful.length
        ? t('photo_doubtful', { cells: doubtful.join(', ') })
        : doubtfulWritten.length ? t('photo_clear_givens') : t('photo_clear') }),
      el('p', { id: 'photo-review-player', text: written.length
        ? (doubtfulWritten.length
          ? t('photo_written_doubtful', { n: written.length, cells: doubtfulWritten.join(', ') })
          : t('photo_written', { n: written.length }))
        : t('photo_none_written') }),
      el('p', { text: t('photo_check') }),
      hide,
    ]);
    hide.addEventListener('click', closeReview);
    document.body.appendChild(ui.review);
    // Above the board (a tall screen) the canvas starts below the band,
    // however tall its text makes it.
    ui.reviewSize = new ResizeObserver(() => {
      if (ui.review) document.body.style.setProperty('--photo-review-height', `${ui.review.offsetHeight}px`);
    });
    ui.reviewSize.observe(ui.review);
    document.body.classList.add('photo-review');
    status.review = true;
    // The review ends when the puzzle is started (or another game opens);
    // not while the app asks whether the reading may replace a game.
    const watch = () => {
      if (!ui.review) return;
      let state = null;
      try { state = window.sudokuApp.state(); } catch (e) { /* the app is busy: look again */ }
      if (state && state.phase !== 'entry' && !state.confirm) closeReview();
      else ui.reviewTimer = setTimeout(watch, 300);
    };
    ui.reviewTimer = setTimeout(watch, 300);
  }

  // The handwritten digits wait for Start, the review shown or hidden: when
  // the editor leaves for a game holding the givens it held when last
  // looked at, they go into its empty cells; another game opened instead
  // (other givens) drops them, as does the next reading.
  let startTimer = 0;
  function awaitStart(player, givens) {
    clearTimeout(startTimer);
    status.waiting = /[1-9]/.test(player);
    if (!status.waiting) return;
    let entryGivens = givens;
    const watch = () => {
      let state = null;
      try { state = window.sudokuApp.state(); } catch (e) { /* the app is busy: look again */ }
      if (state && state.phase !== 'entry' && !state.confirm) {
        if (state.phase === 'play' && state.givens === entryGivens) enterPlayerDigits(state, player);
        status.waiting = false;
        return;
      }
      if (state && state.phase === 'entry') entryGivens = state.givens;
      startTimer = setTimeout(watch, 300);
    };
    startTimer = setTimeout(watch, 300);
  }

  // Each handwritten digit into its cell when the cell is empty (the player
  // may have typed a given there in the review): the session enters them as
  // one action, and a grid they complete is not counted as a solve.
  function enterPlayerDigits(state, player) {
    let todo = 0;
    for (let c = 0; c < 81; c++) {
      if (player[c] !== '.' && state.values[c] === '.') todo++;
    }
    if (!todo) return;
    command('player_digits', player);
    status.entered = todo;
  }

  function closeReview() {
    if (!ui || !ui.review) return;
    clearTimeout(ui.reviewTimer);
    ui.reviewSize.disconnect();
    document.body.style.removeProperty('--photo-review-height');
    ui.review.remove();
    ui.review = null;
    document.body.classList.remove('photo-review');
    status.review = false;
  }

  window.sudokuPhoto = {
    /// Opens the reader; with `file` (a pasted or dropped picture) reads it.
    open(file) {
      if (!window.sudokuText) { window.sudokuApp.withTexts(() => this.open(file)); return; }
      if (!ui) build();
      startWorker().catch(() => { /* said when a picture is read */ });
      show();
      if (file) readFile(file);
    },
    /// The time to read `file` (a benchmark; the game is not changed):
    /// {line, decodeMs (the browser's decoding and shrinking), readMs (the
    /// worker's reading)}.
    async measure(file) {
      if (!window.sudokuText) await new Promise(window.sudokuApp.withTexts);
      if (!ui) build();
      const t0 = performance.now();
      const picture = await decode(file);
      if (!picture) return { error: status.error };
      const t1 = performance.now();
      const out = await ask(picture.pixels, picture.width, picture.height, false);
      return { line: out.found ? out.line : null, decodeMs: t1 - t0, readMs: out.ms };
    },
    state() {
      const last = status.last;
      return Object.assign({}, status, { last: last && { found: last.found, line: last.line, player: last.player, ms: last.ms },
        doubtful: last && last.boardDoubt });
    },
  };
})();
