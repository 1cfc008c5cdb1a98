// a11y.js - the app for screen readers and keyboards: a DOM mirror of what
// the canvas draws, kept in step with the session.
//
// The canvas is the picture (aria-hidden). Beside it this file keeps:
//  - a grid (role="grid", 81 gridcells named "row 3, column 5, 7, given")
//    laid exactly over the board, so touch exploration finds each cell where
//    it is drawn; DOM focus follows the app's cursor;
//  - the side panel and the menu as real buttons, checkboxes and headings,
//    shown as a panel while one of them has focus;
//  - a polite live region that says what changed (a digit placed, a
//    conflict, each level of a hint, solved, a message).
//
// It renders from window.sudokuApp.state() whenever the app reports a
// change (the platform calls sudokuA11y.onChange() in a frame where the
// state's fingerprint changed, see src/app/platform/dom_bridge.h) and gives
// commands through one export, sudoku_command(name, argument) (names in
// src/app/model/session_commands.h).
//
// Keys: one key press is one action. Keys typed in the grid go on to the
// app's own key handling (SDL listens on window: the same keys as on the
// canvas, see docs/playing.md), except the grid's own Home, End and Space. Keys typed
// in the panel stop there (a button's Enter never also applies a hint), and
// Tab always moves focus (SDL would swallow it).
//
// [SECTION] index: helpers; building the DOM; keys and focus; rendering;
// announcements; start.
(function () {
  'use strict';

  const LEVELS = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
  // src/app/model/palette.h names and the glyphs board_view.cpp draws.
  const COLOURS = ['rose', 'indigo', 'sand', 'green', 'cyan', 'wine', 'teal', 'olive', 'purple'];
  const GLYPHS = ['circle', 'square', 'triangle', 'diamond', 'triangle down', 'plus', 'hexagon', 'cross', 'ring'];
  const MODES = {
    normal: 'Normal mode', pencil: 'Pencil mode: digits toggle candidates', corner: 'Corner mode: digits toggle corner notes',
    centre: 'Centre mode: digits toggle centre notes', colour: 'Colour mode: digits colour cells',
  };
  const SETTINGS = [
    ['highlight_units', 'Highlight row, column and box'],
    ['highlight_same_digit', 'Highlight the same digit'],
    ['highlight_conflicts', 'Show conflicts'],
    ['auto_remove_marks', 'Remove marks from peers when placing'],
    ['mistake_check', 'Mark mistakes (against the solution)'],
    ['show_timer', 'Show the timer'],
    ['dark', 'Dark theme'],
    ['high_contrast', 'High contrast'],
    ['colour_blind_safe', 'Colour-blind-safe highlight colours'],
    ['reduced_motion', 'Reduced motion'],
    ['follow_system', "Follow the system's theme, contrast and motion"],
  ];

  const mirror = window.sudokuA11y = {
    /// Called by the app when its state changed (coalesced to one render).
    onChange: scheduleRender,
    /// Runs a session command; answers '' or why not.
    command,
    /// Every announcement made, newest last (at most 200; tests read it):
    /// one per change of state, e.g. "5 in row 1, column 3. Conflict: ...".
    announced: [],
  };

  let previous = null;   // the state last rendered
  let scheduled = false;
  let ui = null;         // the elements, once built
  let typing = false;    // the techniques field holds the player's edit

  // [SECTION] helpers ------------------------------------------------------------

  function command(name, argument) {
    const Module = window.Module;
    if (!Module || typeof Module.ccall !== 'function') return 'the app is not running yet';
    return Module.ccall('sudoku_command', 'string', ['string', 'string'], [name, argument === undefined ? '' : String(argument)]);
  }

  function el(tag, attributes, children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attributes || {})) {
      if (k === 'text') e.textContent = v;
      else if (k === 'className') e.className = v;
      else e.setAttribute(k, v);
    }
    for (const c of children || []) e.appendChild(c);
    return e;
  }

  /// A button that stays focusable while unavailable (aria-disabled), so
  /// focus is never lost when the app changes under it.
  function button(label, onPress, attributes) {
    const b = el('button', Object.assign({ type: 'button', text: label }, attributes || {}));
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') === 'true') return;
      onPress(b);
    });
    return b;
  }

  /// Shows or hides `e`; when it hides while holding focus, focus goes to
  /// `fallback` (an element, or the grid when none is given), never to the page.
  function showKeepingFocus(e, visible, fallback) {
    if (!visible && !e.hidden && e.contains(document.activeElement)) {
      e.hidden = true;
      if (fallback && !fallback.hidden) fallback.focus();
      else focusGrid();
    }
    show(e, visible);
  }

  function set(e, attribute, value) {
    const v = String(value);
    if (e.getAttribute(attribute) !== v) e.setAttribute(attribute, v);
  }
  function setText(e, text) { if (e.textContent !== text) e.textContent = text; }
  function show(e, visible) { if (e.hidden === visible) e.hidden = !visible; }

  const rowOf = (c) => Math.floor(c / 9) + 1;
  const colOf = (c) => (c % 9) + 1;
  const cellWords = (c) => `row ${rowOf(c)}, column ${colOf(c)}`;
  const capital = (t) => t.charAt(0).toUpperCase() + t.slice(1);

  /// The engine's sentences name cells r3c5; a screen reader says them better
  /// as "row 3 column 5".
  const speakable = (text) => text.replace(/\br([1-9])c([1-9])\b/g, 'row $1 column $2');

  function listWords(words) {
    if (words.length <= 1) return words.join('');
    return words.slice(0, -1).join('; ') + ' and ' + words[words.length - 1];
  }

  function cellsWords(cells) {
    if (cells.length > 6) return `${cells.length} cells`;
    return listWords(cells.map(cellWords));
  }

  // [SECTION] building the DOM ------------------------------------------------------

  function build() {
    const root = document.getElementById('mirror');
    if (!root) return null;
    const u = { root, cells: [], digits: [], settings: {} };

    // The board: 9 rows of 9 cells over the canvas's board.
    u.board = el('section', { id: 'board', 'aria-labelledby': 'board-title' });
    u.board.appendChild(el('h2', { id: 'board-title', className: 'visually-hidden', text: 'Board' }));
    u.grid = el('div', { id: 'grid', role: 'grid', 'aria-labelledby': 'board-title', 'aria-describedby': 'grid-keys',
      'aria-multiselectable': 'true', 'aria-rowcount': '9', 'aria-colcount': '9' });
    for (let r = 0; r < 9; r++) {
      // A short name: a row's name would otherwise be all its cells' names.
      const row = el('div', { role: 'row', 'aria-rowindex': String(r + 1), 'aria-label': `Row ${r + 1}` });
      for (let k = 0; k < 9; k++) {
        const c = r * 9 + k;
        const cell = el('div', { role: 'gridcell', id: `cell-${c}`, tabindex: c === 40 ? '0' : '-1',
          'aria-colindex': String(k + 1), 'aria-selected': 'false' });
        cell.appendChild(el('span', { className: 'visually-hidden', text: cellWords(c) }));
        cell.addEventListener('click', () => { command('select', c); cell.focus(); });
        row.appendChild(cell);
        u.cells.push(cell);
      }
      u.grid.appendChild(row);
    }
    u.grid.addEventListener('keydown', gridKey);
    // Coming into the grid with nothing selected selects the focused cell,
    // so the first digit typed lands where the screen reader just said.
    // (The state is read afresh: the last render may be a frame old.)
    u.grid.addEventListener('focusin', (e) => {
      const c = u.cells.indexOf(e.target);
      if (c < 0 || !previous) return;
      const s = window.sudokuApp.state();
      if (s.solving) return;
      if (s.selected.length === 0) command('select', c);
      else if (c !== s.cursor) u.cells[s.cursor].focus();
    });
    u.board.appendChild(u.grid);
    u.board.appendChild(el('p', { id: 'grid-keys', className: 'visually-hidden',
      text: 'Arrow keys move (Shift extends the selection, Space adds or removes a cell), 1 to 9 enter a digit, ' +
        'Shift with a digit toggles a pencil mark, 0 or Delete clears, P pencil mode, C colour mode, ' +
        'Control Z undo, Control Y redo, H hint, Enter applies it, Escape closes it, S watches the solve. ' +
        'Tab goes on to the controls.' }));

    // The controls: the side panel's buttons, the hint, the solve, the menu.
    u.controls = el('section', { id: 'controls', 'aria-labelledby': 'controls-title' });
    u.controls.appendChild(el('h2', { id: 'controls-title', text: 'Controls' }));
    u.status = el('p', { id: 'status' });
    u.controls.appendChild(u.status);

    u.notice = el('div', { id: 'notice', role: 'group', 'aria-labelledby': 'notice-text' });
    u.noticeText = el('p', { id: 'notice-text' });
    u.notice.appendChild(u.noticeText);
    u.notice.appendChild(button('OK', () => command('dismiss_notice')));
    u.controls.appendChild(u.notice);

    // A question before a game is replaced (Session::confirmation).
    u.confirm = el('div', { id: 'confirm', role: 'group', 'aria-labelledby': 'confirm-text' });
    u.confirmText = el('p', { id: 'confirm-text' });
    u.confirmYes = button('Yes', () => command('answer', 'yes'));
    u.confirmNo = button('Keep playing', () => command('answer', 'no'));
    for (const e of [u.confirmText, u.confirmYes, u.confirmNo]) u.confirm.appendChild(e);
    u.controls.appendChild(u.confirm);

    u.play = el('div', { id: 'play' });
    const digits = el('div', { role: 'group', 'aria-labelledby': 'digits-title', className: 'keys digits' });
    u.play.appendChild(el('h3', { id: 'digits-title', className: 'visually-hidden', text: 'Digits' }));
    for (let d = 1; d <= 9; d++) {
      const b = button(String(d), () => command('digit', d));
      digits.appendChild(b);
      u.digits.push(b);
    }
    u.play.appendChild(digits);
    const tools = el('div', { role: 'group', 'aria-labelledby': 'tools-title', className: 'keys tools' });
    u.play.appendChild(el('h3', { id: 'tools-title', className: 'visually-hidden', text: 'Tools' }));
    u.erase = button('Erase', () => command('clear'));
    u.pencil = button('Pencil', () => command('mode', previous && previous.mode === 'pencil' ? 'normal' : 'pencil'),
      { 'aria-pressed': 'false' });
    u.corner = button('Corner', () => command('mode', previous && previous.mode === 'corner' ? 'normal' : 'corner'),
      { 'aria-pressed': 'false' });
    u.centre = button('Centre', () => command('mode', previous && previous.mode === 'centre' ? 'normal' : 'centre'),
      { 'aria-pressed': 'false' });
    u.colour = button('Colour', () => command('mode', previous && previous.mode === 'colour' ? 'normal' : 'colour'),
      { 'aria-pressed': 'false' });
    u.undo = button('Undo', () => command('undo'));
    u.redo = button('Redo', () => command('redo'));
    u.hint = button('Hint', () => command('hint_button'));
    u.start = button('Start', () => command('start'));
    u.pause = button('Pause', () => command('pause', previous && previous.paused ? 'off' : 'on'), { 'aria-pressed': 'false' });
    for (const b of [u.erase, u.pencil, u.corner, u.centre, u.colour, u.undo, u.redo, u.hint, u.start, u.pause]) tools.appendChild(b);
    u.play.appendChild(tools);
    u.controls.appendChild(u.play);

    u.hintBox = el('section', { id: 'hint', 'aria-labelledby': 'hint-title' });
    u.hintTitle = el('h3', { id: 'hint-title' });
    u.hintWhere = el('p');
    u.hintCause = el('p');
    u.hintSentence = el('p');
    u.hintMore = button('More', () => command('hint'));
    u.hintApply = button('Apply', () => command('apply_hint'));
    u.hintClose = button('Close the hint', () => command('dismiss_hint'));
    u.hintPractise = button('Practise this technique', () => command('practise_hint'));
    const hintKeys = el('div', { className: 'keys' }, [u.hintMore, u.hintApply, u.hintClose, u.hintPractise]);
    for (const e of [u.hintTitle, hintKeys, u.hintWhere, u.hintCause, u.hintSentence]) u.hintBox.appendChild(e);
    u.controls.appendChild(u.hintBox);

    // A puzzle being made, with its Cancel; where the game's puzzle came from.
    u.generating = el('section', { id: 'generating', 'aria-labelledby': 'generating-text' });
    u.generatingText = el('p', { id: 'generating-text' });
    u.cancelGeneration = button('Cancel the new puzzle', () => command('cancel_generation'));
    u.generating.appendChild(u.generatingText);
    u.generating.appendChild(el('div', { className: 'keys' }, [u.cancelGeneration]));
    u.controls.appendChild(u.generating);
    u.origin = el('p', { id: 'origin' });
    u.controls.appendChild(u.origin);

    u.message = el('p', { id: 'message' });
    u.controls.appendChild(u.message);

    u.solve = el('section', { id: 'solve', 'aria-labelledby': 'solve-title' });
    u.solveTitle = el('h3', { id: 'solve-title' });
    u.solveLabel = el('p');
    u.solvePlay = button('Play', () => command('solve_play'));
    const solveKeys = el('div', { className: 'keys' }, [
      u.solvePlay,
      button('Step back', () => command('solve_step', -1)),
      button('Step forward', () => command('solve_step', 1)),
      button('To the start', () => command('solve_seek', 0)),
      button('To the end', () => command('solve_end')),
      button('Close the solve', () => command('solve_close')),
    ]);
    for (const e of [u.solveTitle, solveKeys, u.solveLabel]) u.solve.appendChild(e);
    u.controls.appendChild(u.solve);

    // The menu: a disclosure (button + region), as the canvas's Menu.
    u.menuButton = button('Menu', () => {
      const open = u.menuButton.getAttribute('aria-expanded') !== 'true';
      set(u.menuButton, 'aria-expanded', open);
      show(u.menu, open);
      if (open) command('menu_opened');
    }, { 'aria-expanded': 'false', 'aria-controls': 'menu' });
    u.controls.appendChild(u.menuButton);
    u.menu = el('div', { id: 'menu' });
    u.menu.hidden = true;

    u.menu.appendChild(el('h3', { text: 'New game' }));
    u.levelsNote = el('p');
    u.menu.appendChild(u.levelsNote);
    u.levels = LEVELS.map((name, i) => button(name, () => command('new_game', i)));
    u.previous = button('Back to the previous game', () => command('previous'));
    u.daily = button('Today\'s puzzle', () => command('daily'));
    u.menu.appendChild(el('div', { className: 'keys' }, u.levels.concat([
      u.daily,
      button('Enter your own puzzle', () => command('entry')),
      button('Restart this puzzle', () => command('restart')),
      u.previous,
    ])));

    // Filled from state().practice_menu (renderControls).
    u.menu.appendChild(el('h3', { text: 'Practise a technique' }));
    u.practice = el('div', { className: 'keys', id: 'practice' });
    u.menu.appendChild(u.practice);

    u.menu.appendChild(el('h3', { text: 'This puzzle' }));
    u.fill = button('Fill all candidates', () => command('fill_candidates'));
    u.allHints = button('Show all hints', () => command('hint_list', 'open'));
    u.watchLogic = button('Watch the logic solve', () => command('solve', 'logic'));
    u.watchSearch = button('Watch the search solve', () => command('solve', 'search'));
    u.menu.appendChild(el('div', { className: 'keys' }, [u.fill, u.allHints, u.watchLogic, u.watchSearch]));

    u.list = el('section', { id: 'hint-list', 'aria-labelledby': 'hint-list-title' });
    u.listTitle = el('h4', { id: 'hint-list-title', text: 'All hints' });
    u.listNote = el('p');
    u.listItems = el('ul');
    u.list.appendChild(u.listTitle);
    u.list.appendChild(u.listNote);
    u.list.appendChild(u.listItems);
    u.list.appendChild(button('Close the list', () => command('hint_list', 'close')));
    u.menu.appendChild(u.list);

    u.menu.appendChild(el('h3', { text: 'Share' }));
    u.withProgress = el('input', { type: 'checkbox', id: 'share-progress' });
    u.menu.appendChild(el('div', { className: 'keys' }, [
      button('Copy the puzzle (81 characters)', () => command('copy_puzzle')),
      el('label', { className: 'check' }, [u.withProgress, document.createTextNode(' With my progress')]),
      button('Copy a share link', () => command('copy_share_link', u.withProgress.checked ? 'progress' : '')),
      button('Share a picture of the board', () => command('share_image')),
    ]));
    u.menu.appendChild(el('h3', { text: 'Help' }));
    u.menu.appendChild(el('div', { className: 'keys' }, [
      button('How to play, and the keys', () => command('help', 'open')),
      button('About and licences', () => command('about', 'open')),
    ]));

    u.menu.appendChild(el('h3', { id: 'settings-title', text: 'Settings' }));
    const settings = el('div', { role: 'group', 'aria-labelledby': 'settings-title', className: 'settings' });
    for (const [key, label] of SETTINGS) {
      const box = el('input', { type: 'checkbox', id: `setting-${key}` });
      box.addEventListener('change', () => changeSetting(key, box.checked));
      settings.appendChild(el('label', { className: 'check' }, [box, document.createTextNode(' ' + label)]));
      u.settings[key] = box;
    }
    u.techniques = el('input', { type: 'text', id: 'techniques', 'aria-describedby': 'techniques-help techniques-error',
      autocomplete: 'off', spellcheck: 'false' });
    u.techniques.addEventListener('input', () => { typing = true; });
    u.techniquesError = el('p', { id: 'techniques-error', className: 'error' });
    const applyTechniques = () => {
      const answer = command('setting', 'hint_techniques=' + u.techniques.value.trim());
      typing = answer !== '';
      setText(u.techniquesError, answer ? capital(answer.replace(/^command 'setting': /, '')) : '');
    };
    u.techniques.addEventListener('keydown', (e) => { if (e.key === 'Enter') applyTechniques(); });
    settings.appendChild(el('label', { for: 'techniques', text: 'Techniques for hints and the logic solve' }));
    settings.appendChild(el('p', { id: 'techniques-help', className: 'help', text: 'all (empty), or e.g. singles,locked,subsets or tier2' }));
    settings.appendChild(el('div', { className: 'keys' }, [u.techniques, button('Use these techniques', applyTechniques)]));
    settings.appendChild(u.techniquesError);
    u.menu.appendChild(settings);
    u.controls.appendChild(u.menu);

    // Keys typed in the controls stay there (SDL must not act on them too,
    // nor cancel a button's Space, which acts on keyup); Escape goes back to
    // the board. A key whose press SDL saw still reaches it when released,
    // so it never thinks a key is held. Clipboard events stay too, so
    // pasting into the techniques field does not paste a puzzle.
    const pressedHere = new Set();
    u.controls.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') focusGrid();
      pressedHere.add(e.code);
      e.stopPropagation();
    });
    u.controls.addEventListener('keypress', (e) => e.stopPropagation());
    u.controls.addEventListener('keyup', (e) => {
      if (pressedHere.delete(e.code)) e.stopPropagation();
    });
    for (const type of ['paste', 'copy', 'cut']) u.controls.addEventListener(type, (e) => e.stopPropagation());

    u.live = el('div', { id: 'announcer', className: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    root.appendChild(u.board);
    root.appendChild(u.controls);
    root.appendChild(u.live);
    root.hidden = false;
    return u;
  }

  function changeSetting(key, on) {
    const s = previous && previous.settings;
    if (key === 'dark') command('setting', 'theme=' + (on ? 'dark' : 'light'));
    else if (key === 'follow_system') {
      for (const k of ['theme', 'contrast', 'motion']) command('setting', `${k}_follows_system=${on}`);
    } else command('setting', `${key}=${on}`);
    if (s) render();
  }

  // [SECTION] keys and focus -----------------------------------------------------------

  function focusGrid() {
    const s = previous;
    const c = s ? s.cursor : 40;
    if (ui) ui.cells[c].focus();
  }

  // The grid's own keys (APG grid: Home/End in the row, Ctrl+Home/End the
  // corners, Space toggles a cell in the selection); all others go on to the
  // app, which moves its cursor, enters digits and so on, then focus
  // follows its cursor.
  function gridKey(e) {
    const s = previous;
    if (!s || s.solving || e.altKey || e.metaKey) return;
    const cursor = s.cursor;
    let target = -1;
    if (e.key === 'Home') target = e.ctrlKey ? 0 : cursor - (cursor % 9);
    else if (e.key === 'End') target = e.ctrlKey ? 80 : cursor - (cursor % 9) + 8;
    else if (e.key === ' ' && !e.ctrlKey && !e.shiftKey) {
      command('toggle_selected', cursor);
    } else return;
    if (target >= 0) command(e.shiftKey ? 'extend_selection' : 'select', target);
    e.preventDefault();
    e.stopPropagation();
  }

  // Tab belongs to the page: SDL would cancel it (it prevents the default of
  // Tab for the canvas), so it never reaches SDL.
  window.addEventListener('keydown', (e) => { if (e.key === 'Tab') e.stopImmediatePropagation(); }, true);

  // [SECTION] rendering ------------------------------------------------------------------

  function scheduleRender() {
    if (scheduled) return;
    scheduled = true;
    const go = () => { scheduled = false; render(); };
    // While the solve plays, the board changes every frame: four renders a
    // second are plenty for a screen reader and keep the frames free.
    if (previous && previous.solving && previous.animation.playing) setTimeout(go, 250);
    // Otherwise after the app's frame returns (the hook is called from inside it).
    else queueMicrotask(go);
  }

  function cellName(s, c) {
    const parts = [cellWords(c)];
    const values = s.solving && s.animation.values ? s.animation.values : s.values;
    const hint = s.hint;
    if (s.hidden) {
      parts.push('hidden while paused');
      return parts.join(', ');
    }
    if (values[c] !== '.') {
      parts.push(values[c]);
      if (s.givens[c] !== '.') parts.push('given');
    } else {
      parts.push('empty');
      if (!s.solving && s.candidates[c]) parts.push('candidates ' + s.candidates[c].split('').join(' '));
      if (!s.solving && s.corner && s.corner[c]) parts.push('corner notes ' + s.corner[c].split('').join(' '));
      if (!s.solving && s.centre && s.centre[c]) parts.push('centre notes ' + s.centre[c].split('').join(' '));
    }
    if (!s.solving) {
      if (s.conflicts.includes(c)) parts.push('conflict');
      if (s.mistakes.includes(c)) parts.push('mistake');
      const colour = Number(s.colours[c]);
      if (colour > 0) parts.push(`colour ${colour}, ${COLOURS[colour - 1]} ${GLYPHS[colour - 1]}`);
      if (hint.level === 1 && hint.cells.includes(c)) parts.push('hint: look here');
      if (hint.level >= 2 && hint.causes.includes(c)) parts.push('hint cause');
      if (hint.level >= 3 && hint.targets.includes(c)) parts.push('hint target');
    }
    return parts.join(', ');
  }

  function render() {
    const app = window.sudokuApp;
    if (!app || typeof app.state !== 'function' || !window.Module) return;
    let s;
    try { s = app.state(); } catch (err) { return; }
    if (!ui) ui = build();
    if (!ui) return;
    const p = previous;
    previous = s;

    // The page follows the app's theme, for the panel and the focus rings.
    const html = document.documentElement;
    set(html, 'data-theme', s.settings.theme);
    set(html, 'data-contrast', s.settings.high_contrast ? 'more' : 'normal');

    // The grid over the board, in CSS pixels (the canvas fills the window).
    const g = ui.grid.style;
    const px = (v) => `${Math.round(v * 100) / 100}px`;
    if (g.left !== px(s.board.x)) g.left = px(s.board.x);
    if (g.top !== px(s.board.y)) g.top = px(s.board.y);
    if (g.width !== px(s.board.size)) { g.width = px(s.board.size); g.height = px(s.board.size); }
    const focusInGrid = ui.grid.contains(document.activeElement);
    for (let c = 0; c < 81; c++) {
      const cell = ui.cells[c];
      setText(cell.firstChild, cellName(s, c));
      set(cell, 'aria-selected', !s.solving && s.selected.includes(c));
      set(cell, 'aria-readonly', s.givens[c] !== '.' && s.phase === 'play');
      set(cell, 'tabindex', c === s.cursor ? 0 : -1);
    }
    if (focusInGrid && document.activeElement !== ui.cells[s.cursor]) ui.cells[s.cursor].focus();

    renderControls(s);
    // One announcement per change, all its parts together: a second write to
    // the live region would cut the first short.
    announce(announcements(p, s).join(' '));
  }

  function renderControls(s) {
    const play = s.phase === 'play';
    const hint = s.hint;
    const phase = s.solving ? `Watching the ${s.animation.mode} solve.` : play ? (s.solved ? 'Solved.' : 'Playing.') : 'Entering a puzzle: type the givens, then Start.';
    setText(ui.status, [phase, MODES[s.mode] + '.', s.paused ? 'Timer paused.' : ''].filter(Boolean).join(' '));

    showKeepingFocus(ui.notice, !!s.notice);
    setText(ui.noticeText, s.notice || '');

    const counts = new Array(10).fill(0);
    for (const v of s.values) if (v !== '.') counts[Number(v)]++;
    for (let d = 1; d <= 9; d++) {
      const b = ui.digits[d - 1];
      let label = `Enter ${d}`;
      if (s.mode === 'pencil') label = `Mark ${d}`;
      if (s.mode === 'corner') label = `Corner note ${d}`;
      if (s.mode === 'centre') label = `Centre note ${d}`;
      if (s.mode === 'colour') label = `Colour ${d}, ${COLOURS[d - 1]} ${GLYPHS[d - 1]}`;
      if (s.mode === 'normal' && counts[d] >= 9) label += ', all placed';
      set(b, 'aria-label', label);
      set(b, 'aria-disabled', s.solving || (s.mode === 'normal' && counts[d] >= 9));
    }
    set(ui.pencil, 'aria-pressed', s.mode === 'pencil');
    set(ui.corner, 'aria-pressed', s.mode === 'corner');
    set(ui.centre, 'aria-pressed', s.mode === 'centre');
    set(ui.colour, 'aria-pressed', s.mode === 'colour');
    show(ui.previous, !!s.has_previous);
    showKeepingFocus(ui.confirm, !!s.confirm);
    setText(ui.confirmText, s.confirm || '');
    set(ui.undo, 'aria-disabled', !s.can_undo);
    set(ui.redo, 'aria-disabled', !s.can_redo);
    set(ui.hint, 'aria-disabled', s.solving);
    // Hint in play, Start in entry: the one shown first, so focus can move to it.
    const [shown, hidden] = play ? [ui.hint, ui.start] : [ui.start, ui.hint];
    show(shown, true);
    showKeepingFocus(hidden, false, shown);
    set(ui.pause, 'aria-pressed', s.paused);
    showKeepingFocus(ui.pause, play, ui.start);

    showKeepingFocus(ui.hintBox, hint.level > 0 || s.hint_pending, ui.hint);
    if (hint.level > 0) {
      setText(ui.hintTitle, `Hint ${hint.level} of 3: ${hint.technique}`);
      setText(ui.hintWhere, hint.where || '');
      setText(ui.hintCause, hint.level >= 2 ? causeWords(s) : '');
      setText(ui.hintSentence, hint.level >= 3 ? speakable(hint.sentence) : '');
      set(ui.hintMore, 'aria-disabled', hint.level >= 3);
      setText(ui.hintApply, hint.apply_label || 'Apply');
    } else {
      setText(ui.hintTitle, 'Looking for a hint…');
      for (const e of [ui.hintWhere, ui.hintCause, ui.hintSentence]) setText(e, '');
    }
    show(ui.hintMore, hint.level > 0);
    show(ui.hintApply, hint.level > 0);
    show(ui.hintClose, hint.level > 0);
    showKeepingFocus(ui.hintPractise, hint.level > 0 && !!hint.can_practise, ui.hintClose);

    const g = s.generating;
    showKeepingFocus(ui.generating, !!g, ui.menuButton);
    if (g) setText(ui.generatingText, g.seconds >= 0.15 ? `${g.text} ${Math.round(g.seconds)} s` : g.text);
    setText(ui.origin, s.origin && s.origin.text ? s.origin.text : '');
    setText(ui.message, hint.level > 0 ? '' : s.message);

    showKeepingFocus(ui.solve, s.solving);
    if (s.solving) {
      const a = s.animation;
      setText(ui.solveTitle, `${capital(a.mode)} solve: step ${a.step} of ${a.total}${a.complete ? '' : '+'}`);
      setText(ui.solveLabel, a.label ? speakable(a.label) : 'The start: the digits on the board, all candidates.');
      setText(ui.solvePlay, a.playing ? 'Pause' : 'Play');
    }

    setText(ui.levelsNote, 'Each puzzle is made for you at its level.');
    const practice = s.practice_menu || [];
    const practiceKey = practice.map((p) => p.key).join(',');
    if (ui.practice.dataset.key !== practiceKey) {
      ui.practice.textContent = '';
      for (const p of practice) ui.practice.appendChild(button(`Practise ${p.name}`, () => command('practise', p.key)));
      ui.practice.dataset.key = practiceKey;
    }
    for (const b of [ui.fill, ui.allHints, ui.watchLogic, ui.watchSearch]) set(b, 'aria-disabled', !play);

    const list = s.hint_list;
    showKeepingFocus(ui.list, list.open, ui.allHints);
    if (list.open) {
      setText(ui.listNote, list.computing ? 'Looking for every step…'
        : list.count === 0 ? 'No step found with the chosen techniques.' : `${list.count} steps: choose one to show it as the hint.`);
      const entries = list.computing ? [] : (list.entries || []);
      const key = entries.map((e) => e.sentence).join('\n');
      if (ui.listItems.dataset.key !== key) {
        const focused = ui.listItems.contains(document.activeElement) ? [...ui.listItems.querySelectorAll('button')].indexOf(document.activeElement) : -1;
        ui.listItems.textContent = '';
        entries.forEach((e, i) => {
          ui.listItems.appendChild(el('li', {}, [button(`${e.technique}: ${speakable(e.sentence)}`, () => command('show_listed_hint', i))]));
        });
        ui.listItems.dataset.key = key;
        const buttons = ui.listItems.querySelectorAll('button');
        if (focused >= 0 && buttons.length) buttons[Math.min(focused, buttons.length - 1)].focus();
      }
    }

    const st = s.settings;
    const values = {
      dark: st.theme === 'dark',
      follow_system: st.theme_follows_system && st.contrast_follows_system && st.motion_follows_system,
    };
    for (const [key] of SETTINGS) {
      const on = key in values ? values[key] : !!st[key];
      if (ui.settings[key].checked !== on) ui.settings[key].checked = on;
    }
    if (!typing && document.activeElement !== ui.techniques && ui.techniques.value !== st.hint_techniques) {
      ui.techniques.value = st.hint_techniques;
    }
  }

  function causeWords(s) {
    const causes = s.hint.causes;
    if (!causes.length) return 'The highlighted candidates cause it.';
    return `It comes from ${cellsWords(causes)}.`;
  }

  // [SECTION] announcements ----------------------------------------------------------------

  function announce(text) {
    if (!text || !ui) return;
    mirror.announced.push(text);
    if (mirror.announced.length > 200) mirror.announced.shift();
    // The same words twice are still a change for the screen reader.
    ui.live.textContent = ui.live.textContent === text ? text + '\u00a0' : text;
  }

  function hintWords(s) {
    const h = s.hint;
    if (h.level === 1) return `Hint 1 of 3: ${h.technique}. ${h.where}`.trim();
    if (h.level === 2) return `Hint 2 of 3: ${causeWords(s)}`;
    return `Hint 3 of 3: ${speakable(h.sentence)} ${h.apply_label || 'Apply'} with Enter.`;
  }

  /// The new conflicts in words: "Conflict: 5 in row 1, column 3 and row 1, column 1."
  function conflictWords(p, s) {
    const fresh = s.conflicts.filter((c) => !p.conflicts.includes(c));
    if (!fresh.length) return p.conflicts.length && !s.conflicts.length ? 'No conflicts left.' : '';
    const byDigit = new Map();
    for (const c of s.conflicts) {
      const d = s.values[c];
      if (!byDigit.has(d)) byDigit.set(d, []);
      byDigit.get(d).push(c);
    }
    const words = [];
    for (const [d, cells] of byDigit) {
      if (cells.some((c) => fresh.includes(c))) words.push(`${d} in ${cellsWords(cells)}`);
    }
    return `Conflict: ${listWords(words)}.`;
  }

  /// What changed between two states, in the order a player wants it.
  function announcements(p, s) {
    const out = [];
    if (!p) return out;
    if (s.notice && s.notice !== p.notice) out.push(s.notice);
    if (s.confirm && s.confirm !== p.confirm) out.push(s.confirm + ' Yes, or Keep playing.');
    if (s.mode !== p.mode) out.push(MODES[s.mode] + '.');
    if (s.solving !== p.solving) {
      out.push(s.solving ? `Watching the ${s.animation.mode} solve: S or Space plays and pauses, arrows step, Escape closes.`
        : 'The solve is closed; back to the game.');
    }
    if (s.solving) {
      const a = s.animation;
      const finished = a.complete && a.step === a.total && a.total > 0;
      if (a.step !== p.animation.step && (!a.playing || finished)) {
        out.push(`Step ${a.step} of ${a.total}: ${a.label ? speakable(a.label) : 'the start'}`);
      }
      return out;
    }
    if (p.givens === s.givens && p.phase === s.phase) {
      const changed = [];
      for (let c = 0; c < 81; c++) if (s.values[c] !== p.values[c]) changed.push(c);
      if (changed.length === 1) {
        const c = changed[0];
        out.push(s.values[c] === '.' ? `${capital(cellWords(c))} cleared.` : `${s.values[c]} in ${cellWords(c)}.`);
      } else if (changed.length > 1) {
        const placed = changed.filter((c) => s.values[c] !== '.');
        const digits = [...new Set(placed.map((c) => s.values[c]))];
        if (placed.length === changed.length && digits.length === 1) out.push(`${digits[0]} in ${cellsWords(placed)}.`);
        else if (!placed.length) out.push(`${capital(cellsWords(changed))} cleared.`);
        else out.push(`${changed.length} cells changed.`);
      }
      const marked = [];
      for (let c = 0; c < 81; c++) if (s.candidates[c] !== p.candidates[c] && s.values[c] === p.values[c]) marked.push(c);
      if (marked.length === 1) {
        const c = marked[0];
        const added = [...s.candidates[c]].filter((d) => !p.candidates[c].includes(d));
        const removed = [...p.candidates[c]].filter((d) => !s.candidates[c].includes(d));
        const words = [];
        if (added.length) words.push(`${added.length > 1 ? 'marks' : 'mark'} ${added.join(' ')} added`);
        if (removed.length) words.push(`${removed.length > 1 ? 'marks' : 'mark'} ${removed.join(' ')} removed`);
        out.push(`${capital(words.join(', '))} in ${cellWords(c)}.`);
      } else if (marked.length > 1) {
        out.push(`Marks changed in ${marked.length} cells.`);
      }
      const coloured = [];
      for (let c = 0; c < 81; c++) if (s.colours[c] !== p.colours[c]) coloured.push(c);
      if (coloured.length) {
        const k = Number(s.colours[coloured[0]]);
        const same = coloured.every((c) => s.colours[c] === s.colours[coloured[0]]);
        if (same && k === 0) out.push(`Colour removed from ${cellsWords(coloured)}.`);
        else if (same) out.push(`Colour ${k}, ${COLOURS[k - 1]} ${GLYPHS[k - 1]}, in ${cellsWords(coloured)}.`);
        else out.push(`Colours changed in ${coloured.length} cells.`);
      }
      const conflict = conflictWords(p, s);
      if (conflict) out.push(conflict);
      const mistakes = s.mistakes.filter((c) => !p.mistakes.includes(c));
      if (mistakes.length) out.push(`Mistake: ${cellsWords(mistakes)} ${mistakes.length > 1 ? 'differ' : 'differs'} from the solution.`);
    }
    const h = s.hint;
    if (h.level > 0 && (h.level !== p.hint.level || h.technique !== p.hint.technique || h.sentence !== p.hint.sentence ||
      h.where !== p.hint.where)) {
      out.push(hintWords(s));
    } else if (h.level === 0 && p.hint.level > 0 && s.values === p.values && s.candidates.join() === p.candidates.join()) {
      out.push('Hint closed.');
    }
    if (s.generating && (!p.generating || p.generating.text !== s.generating.text)) out.push(s.generating.text);
    if (s.message && s.message !== p.message) out.push(s.message);
    if (s.solved && !p.solved && !/solved/i.test(s.message)) out.push('Solved!');
    const list = s.hint_list;
    if (list.open && !list.computing && (p.hint_list.computing || !p.hint_list.open)) {
      out.push(`All hints: ${list.count} ${list.count === 1 ? 'step' : 'steps'} found.`);
    }
    return out;
  }

  // [SECTION] start --------------------------------------------------------------------

  // The system's preferences may change while the page is open; the
  // settings that follow them follow.
  for (const query of ['(prefers-color-scheme: dark)', '(prefers-contrast: more)', '(forced-colors: active)',
    '(prefers-reduced-motion: reduce)']) {
    const m = window.matchMedia ? window.matchMedia(query) : null;
    if (m && m.addEventListener) m.addEventListener('change', () => command('preferences'));
  }
  // The app may have drawn before this file ran.
  if (window.sudokuApp && window.sudokuApp.ready) scheduleRender();
})();
