// a11y.js - the app for screen readers and keyboards: a DOM mirror of what
// the canvas draws, kept in step with the session.
//
// The canvas is the picture (aria-hidden). Beside it this file keeps:
//  - a grid (role="grid", 81 gridcells named "row 3, column 5, 7, given")
//    laid exactly over the board, so touch exploration finds each cell where
//    it is drawn; DOM focus follows the app's cursor;
//  - the side panel and the menu as real buttons, checkboxes and headings,
//    shown as a panel while one of them has focus; otherwise each button
//    the canvas draws lies over its drawn twin, transparent (same rect, from
//    state().ui), so explore-by-touch finds it there, while the mouse and
//    touches on it go on to the canvas as if it were not there; while the
//    canvas's Menu is open, the menu's buttons lie over its rows; rows the
//    canvas draws in a list (the statistics' levels, All hints, the solve's
//    steps: those in view) have buttons over them too, and its sliders a
//    range input each;
//  - the cards the canvas shows over the board (the help, About, the
//    statistics, a notice, the question before a game is replaced) as real
//    dialogs: focus moves into the one on top, the rest is inert, and
//    focus goes back where it was when it closes; their buttons lie over
//    the card's drawn buttons the same way. Only the layer on top (the
//    open card, else the Menu, else the page: state().layer) has buttons
//    over the canvas, so nothing under an open layer is found;
//  - a polite live region that says what changed (a digit placed, a
//    conflict, each level of a hint, solved, a message), and the read-outs
//    a blind player asks for (a row, a column, a box, a digit's count, the
//    time), with optional sound cues.
//
// It renders from window.sudokuApp.state() whenever the app reports a
// change (the platform calls sudokuA11y.onChange() in a frame where the
// state's fingerprint changed, see src/app/platform/dom_bridge.h) and gives
// commands through one export, sudokuApp.command(name, argument) (names in
// src/app/model/session_commands.h).
//
// Keys: one key press is one action. Keys typed in the grid go on to the
// app's own key handling (SDL listens on window: the same keys as on the
// canvas, see docs/playing.md), except the grid's own Home, End and Space and the
// read-out keys (R, V, B, D, T). Keys typed in the panel or a dialog stop
// there (a button's Enter never also applies a hint; Escape closes one
// layer), Tab always moves focus (SDL would swallow it), and character keys
// act only while focus is in the app (never from the page's body).
//
// [SECTION] index: helpers; building the DOM; dialogs; keys and focus;
// read-outs and sounds; controls over the canvas; rendering; announcements;
// start.
(function () {
  'use strict';
  // Run once: a copy that arrives late, after the page gave up on it and
  // asked again (boot.js), finds the mirror running.
  if (window.sudokuA11y) return;

  // The UI's strings (ui-strings.js, from src/app/strings/en.tsv), shared
  // with the drawn UI: t(id) or t(id, {name: value}).
  const t = window.sudokuText.t;
  /// The name the app records for a drawn control labelled `label` (as
  /// visible_name in widgets.h: "Copy puzzle (81 characters)" is "Copy puzzle").
  const drawnName = (label) => label.split('##')[0].split(' (')[0];
  const LEVELS = [t('level_easy'), t('level_medium'), t('level_hard'), t('level_expert'), t('level_extreme')];
  // src/app/model/palette.h names and the glyphs board_view.cpp draws.
  const COLOURS = [t('colour_rose'), t('colour_indigo'), t('colour_sand'), t('colour_green'), t('colour_cyan'), t('colour_wine'),
    t('colour_teal'), t('colour_olive'), t('colour_purple')];
  const GLYPHS = [t('glyph_circle'), t('glyph_square'), t('glyph_triangle'), t('glyph_diamond'), t('glyph_triangle_down'),
    t('glyph_plus'), t('glyph_hexagon'), t('glyph_cross'), t('glyph_ring')];
  const MODES = {
    normal: t('said_mode_normal'), pencil: t('said_mode_pencil'), corner: t('said_mode_corner'), centre: t('said_mode_centre'),
    colour: t('said_mode_colour'),
  };
  // Each setting: its key, its label, and the label of its checkbox on the
  // canvas's Settings card (dialogs.cpp) when the mirror says more.
  const SETTINGS = [
    ['highlight_units', t('setting_highlight_units')],
    ['highlight_same_digit', t('setting_highlight_same_digit')],
    ['highlight_conflicts', t('setting_highlight_conflicts')],
    ['auto_remove_marks', t('setting_auto_remove_marks')],
    ['mistake_check', t('setting_mistake_check')],
    ['show_timer', t('setting_show_timer')],
    ['dark', t('setting_dark')],
    ['high_contrast', t('setting_high_contrast')],
    ['colour_blind_safe', t('setting_colour_blind_safe')],
    ['reduced_motion', t('setting_reduced_motion')],
    ['letter_shortcuts', t('setting_letter_shortcuts_spoken'), t('setting_letter_shortcuts')],
    ['sound_cues', t('setting_sound_cues_spoken'), t('setting_sound_cues')],
    ['follow_system', t('setting_follow_system')],
  ];

  const mirror = window.sudokuA11y = {
    /// Called by the app when its state changed (coalesced to one render).
    onChange: scheduleRender,
    /// Runs a session command; answers '' or why not.
    command,
    /// Every announcement made, newest last (at most 200; tests read it):
    /// one per change of state, e.g. "5 in row 1, column 3. Conflict: ...".
    announced: [],
    /// Every sound cue played, newest last (at most 200): 'given', 'empty',
    /// 'placed', 'notes' or 'conflict'.
    cues: [],
  };

  let previous = null;   // the state last rendered
  let scheduled = false;
  let ui = null;         // the elements, once built
  let typing = false;    // the techniques field holds the player's edit
  let styled = false;    // a11y.css (the dialogs' styles) has loaded, or failed to
  let pressedOver = null; // the button over the canvas a mouse press went through
  let menuFromCanvas = false; // the menu shows because the canvas's Menu is open
  /// The controls laid over their drawn twins: element -> {id(state) -> the
  /// twin's id in state().ui, layer: the layer it is drawn in ('' the page)}.
  const twins = new Map();

  // [SECTION] helpers ------------------------------------------------------------

  function command(name, argument) {
    const app = window.sudokuApp;
    if (!app || typeof app.command !== 'function') return t('mirror_not_running');
    return app.command(name, argument);
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
      // A mouse press on a button over the canvas went to the canvas, whose
      // own button acted; the click that follows is not a second press.
      if (pressedOver === b) { pressedOver = null; return; }
      if (b.getAttribute('aria-disabled') === 'true') return;
      if (!pressDrawn(b)) onPress(b);
      if (isMenuRow(b)) closeMenuAfterRow();
    });
    return b;
  }

  /// Over a control the canvas draws in the Menu or a card, activation
  /// presses the drawn control itself (it acts as for a tap: the Menu
  /// closes after its row); true when it did.
  function pressDrawn(b) {
    const t = twins.get(b);
    if (!t || !t.layer || !b.dataset.ui || !laidOver(b)) return false;
    command('press', b.dataset.ui);
    return true;
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
  const cellWords = (c) => t('cell_words', { row: rowOf(c), column: colOf(c) });
  const capital = (t) => t.charAt(0).toUpperCase() + t.slice(1);

  /// The engine's sentences name cells r3c5 and a chain's group of cells in
  /// one line r4c123 (row 4, columns 1 to 3) or r12c3; a screen reader says
  /// them better as "row 3 column 5", "row 4 columns 1, 2 and 3".
  const digitList = (d) => (d.length === 1 ? d : `${d.slice(0, -1).split('').join(', ')} ${t('and')} ${d.slice(-1)}`);
  const speakable = (text) => text.replace(/\br([1-9]+)c([1-9]+)\b/g, (m, rows, columns) => {
    if (rows.length === 1 && columns.length === 1) return t('cell_words_spoken', { row: rows, column: columns });
    if (rows.length === 1) return t('group_row_words_spoken', { row: rows, columns: digitList(columns) });
    return t('group_column_words_spoken', { rows: digitList(rows), column: digitList(columns) });
  });

  function listWords(words) {
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join('; ')} ${t('and')} ${words[words.length - 1]}`;
  }

  function cellsWords(cells) {
    if (cells.length > 6) return t('n_cells', { n: cells.length });
    return listWords(cells.map(cellWords));
  }

  // [SECTION] building the DOM ------------------------------------------------------

  function build() {
    const root = document.getElementById('mirror');
    if (!root) return null;
    const u = { root, cells: [], digits: [], settings: {} };

    // The board: 9 rows of 9 cells over the canvas's board.
    u.board = el('section', { id: 'board', 'aria-labelledby': 'board-title' });
    u.board.appendChild(el('h2', { id: 'board-title', className: 'visually-hidden', text: t('mirror_board') }));
    u.grid = el('div', { id: 'grid', role: 'grid', 'aria-labelledby': 'board-title', 'aria-describedby': 'grid-keys',
      'aria-multiselectable': 'true', 'aria-rowcount': '9', 'aria-colcount': '9' });
    for (let r = 0; r < 9; r++) {
      // A short name: a row's name would otherwise be all its cells' names.
      const row = el('div', { role: 'row', 'aria-rowindex': String(r + 1), 'aria-label': t('row_n', { n: r + 1 }) });
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
      text: t('mirror_grid_keys') }));

    // The controls: the side panel's buttons, the hint, the solve, the menu.
    u.controls = el('section', { id: 'controls', 'aria-labelledby': 'controls-title' });
    u.controls.appendChild(el('h2', { id: 'controls-title', text: t('mirror_controls') }));
    u.status = el('p', { id: 'status' });
    u.controls.appendChild(u.status);

    u.play = el('div', { id: 'play' });
    const digits = el('div', { role: 'group', 'aria-labelledby': 'digits-title', className: 'keys digits' });
    u.play.appendChild(el('h3', { id: 'digits-title', className: 'visually-hidden', text: t('mirror_digits') }));
    for (let d = 1; d <= 9; d++) {
      const b = button(String(d), () => command('digit', d));
      digits.appendChild(b);
      u.digits.push(b);
    }
    u.play.appendChild(digits);
    const tools = el('div', { role: 'group', 'aria-labelledby': 'tools-title', className: 'keys tools' });
    u.play.appendChild(el('h3', { id: 'tools-title', className: 'visually-hidden', text: t('mirror_tools') }));
    u.normal = button(t('mode_digit'), () => command('mode', 'normal'), { 'aria-pressed': 'false' });
    u.erase = button(t('tool_erase'), () => command('clear'));
    u.pencil = button(t('mode_pencil'), () => command('mode', previous && previous.mode === 'pencil' ? 'normal' : 'pencil'),
      { 'aria-pressed': 'false' });
    u.corner = button(t('mode_corner'), () => command('mode', previous && previous.mode === 'corner' ? 'normal' : 'corner'),
      { 'aria-pressed': 'false' });
    u.centre = button(t('mode_centre'), () => command('mode', previous && previous.mode === 'centre' ? 'normal' : 'centre'),
      { 'aria-pressed': 'false' });
    u.colour = button(t('mode_colour'), () => command('mode', previous && previous.mode === 'colour' ? 'normal' : 'colour'),
      { 'aria-pressed': 'false' });
    u.undo = button(t('tool_undo'), () => command('undo'));
    u.redo = button(t('tool_redo'), () => command('redo'));
    u.hint = button(t('tool_hint'), () => command('hint_button'));
    u.start = button(t('entry_start'), () => command('start'));
    u.photo = button(t('menu_photo'), () => command('read_photo'));
    // Named by what it does now, as the canvas's button is ("Pause", "Resume").
    u.pause = button(t('mirror_pause'), () => command('pause', previous && previous.paused ? 'off' : 'on'));
    // The big Resume drawn over the hidden board while paused.
    u.resume = button(t('mirror_resume_cover'), () => command('pause', 'off'));
    for (const b of [u.normal, u.pencil, u.corner, u.centre, u.colour, u.erase, u.undo, u.redo, u.hint, u.start, u.photo, u.pause,
      u.resume]) {
      tools.appendChild(b);
    }
    u.play.appendChild(tools);
    u.play.appendChild(el('h3', { id: 'read-title', className: 'visually-hidden', text: t('mirror_read_aloud') }));
    u.play.appendChild(el('div', { role: 'group', 'aria-labelledby': 'read-title', className: 'keys' }, [
      button(t('read_row'), () => readUnit('row')),
      button(t('read_column'), () => readUnit('column')),
      button(t('read_box'), () => readUnit('box')),
      button(t('read_count'), () => countAll()),
      button(t('read_time'), () => sayTime()),
    ]));
    u.controls.appendChild(u.play);

    u.hintBox = el('section', { id: 'hint', 'aria-labelledby': 'hint-title' });
    u.hintTitle = el('h3', { id: 'hint-title' });
    u.hintWhere = el('p');
    u.hintCause = el('p');
    u.hintSentence = el('p');
    u.hintMore = button(t('hint_more'), () => command('hint'));
    u.hintApply = button(t('hint_apply'), () => command('apply_hint'));
    u.hintClose = button(t('hint_close'), () => command('dismiss_hint'));
    u.hintPractise = button(t('practise_this'), () => command('practise_hint'));
    u.hintGuide = button(t('hint_what_is_it'), () => {
      const key = previous && previous.hint ? previous.hint.technique_key : '';
      if (key) command('guide_page', key);
    });
    const hintKeys = el('div', { className: 'keys' }, [u.hintMore, u.hintApply, u.hintClose, u.hintGuide, u.hintPractise]);
    for (const e of [u.hintTitle, hintKeys, u.hintWhere, u.hintCause, u.hintSentence]) u.hintBox.appendChild(e);
    u.controls.appendChild(u.hintBox);

    // A puzzle being made, with its Cancel; where the game's puzzle came from.
    u.generating = el('section', { id: 'generating', 'aria-labelledby': 'generating-text' });
    u.generatingText = el('p', { id: 'generating-text' });
    u.cancelGeneration = button(t('cancel_generation'), () => command('cancel_generation'));
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
    u.solvePlay = button(t('solve_play_spoken'), () => command('solve_play'));
    const solveKeys = el('div', { className: 'keys' }, [
      u.solvePlay,
      button(t('solve_back_spoken'), () => command('solve_step', -1)),
      button(t('solve_next_spoken'), () => command('solve_step', 1)),
      button(t('solve_to_start'), () => command('solve_seek', 0)),
      button(t('solve_to_end'), () => command('solve_end')),
      button(t('solve_close_spoken'), () => command('solve_close')),
    ]);
    // The drawn sliders (speed; the timeline where the panel has room) and
    // the step list's rows in view, each laid over its drawn twin.
    u.solveSpeed = el('input', { type: 'range', min: '0', max: '7', step: '1', 'aria-label': t('solve_speed_spoken') });
    u.solveSpeed.addEventListener('input', () => {
      const v = Number(u.solveSpeed.value);
      command('solve_speed', v >= 7 ? 'max' : String(2 ** v / 2));
    });
    u.solveTimeline = el('input', { type: 'range', min: '0', step: '1', 'aria-label': t('solve_timeline_spoken') });
    u.solveTimeline.addEventListener('input', () => command('solve_seek', Number(u.solveTimeline.value)));
    u.solveSteps = el('ul', { 'aria-label': t('solve_steps_in_view') });
    // Each in a label with its word, which the panel shows beside it.
    const labelled = (word, input) => el('label', { className: 'range' }, [document.createTextNode(word + ' '), input]);
    u.solveSpeedLabel = labelled(t('solve_speed'), u.solveSpeed);
    u.solveTimelineLabel = labelled(t('solve_timeline'), u.solveTimeline);
    for (const e of [u.solveTitle, solveKeys, u.solveSpeedLabel, u.solveLabel, u.solveTimelineLabel, u.solveSteps]) u.solve.appendChild(e);
    u.controls.appendChild(u.solve);

    // The menu: a disclosure (button + region), as the canvas's Menu.
    u.menuButton = button(t('menu'), () => setMenu(u.menuButton.getAttribute('aria-expanded') !== 'true'),
      { 'aria-expanded': 'false', 'aria-controls': 'menu' });
    u.controls.appendChild(u.menuButton);
    u.menu = el('div', { id: 'menu' });
    u.menu.hidden = true;

    u.menu.appendChild(el('h3', { text: t('new_game') }));
    u.levelsNote = el('p');
    u.menu.appendChild(u.levelsNote);
    u.levels = LEVELS.map((name, i) => button(name, () => command('new_game', i)));
    u.previous = button(t('menu_previous'), () => command('previous'));
    // Saved games this page could not read: open one again, or copy its text
    // (labelled in renderControls from state().set_aside).
    u.aside = [0, 1, 2].flatMap((i) => [button('', () => command('open_set_aside', i)),
      button('', () => command('copy_set_aside', i))]);
    u.daily = button(t('menu_daily'), () => command('daily'));
    u.menu.appendChild(el('div', { className: 'keys' }, u.levels.concat([
      u.daily,
      u.entry = button(t('menu_entry'), () => command('entry')),
      u.menuPhoto = button(t('menu_photo'), () => command('read_photo')),
      u.restart = button(t('menu_restart'), () => command('restart')),
      u.previous,
    ], u.aside)));

    // Filled from state().practice_menu (renderControls).
    u.menu.appendChild(el('h3', { text: t('guide_title') }));
    u.guideOpen = button(t('mirror_guide_open'), () => command('guide', 'open'));
    u.menu.appendChild(el('div', { className: 'keys' }, [u.guideOpen]));
    u.menu.appendChild(el('h3', { text: t('practice_title') }));
    u.practice = el('div', { className: 'keys', id: 'practice' });
    u.menu.appendChild(u.practice);

    u.menu.appendChild(el('h3', { text: t('mirror_this_puzzle') }));
    u.fill = button(t('menu_fill'), () => command('fill_candidates'));
    u.allHints = button(t('menu_all_hints'), () => command('hint_list', 'open'));
    u.watchLogic = button(t('menu_watch_logic'), () => command('solve', 'logic'));
    u.watchSearch = button(t('menu_watch_search'), () => command('solve', 'search'));
    u.menu.appendChild(el('div', { className: 'keys' }, [u.fill, u.allHints, u.watchLogic, u.watchSearch]));

    u.list = el('section', { id: 'hint-list', 'aria-labelledby': 'hint-list-title' });
    u.listTitle = el('h4', { id: 'hint-list-title', text: t('all_hints_title') });
    u.listNote = el('p');
    u.listItems = el('ul');
    u.list.appendChild(u.listTitle);
    u.list.appendChild(u.listNote);
    u.list.appendChild(u.listItems);
    u.listCancel = button(t('hints_cancel_spoken'), () => command('hint_list', 'close'));
    u.listClose = button(t('hints_close_spoken'), () => command('hint_list', 'close'));
    u.list.appendChild(el('div', { className: 'keys' }, [u.listCancel, u.listClose]));
    u.menu.appendChild(u.list);

    u.menu.appendChild(el('h3', { text: t('share') }));
    u.withProgress = el('input', { type: 'checkbox', id: 'share-progress' });
    // One setting with the canvas's own checkbox (state().share_progress):
    // a press that went through to the canvas toggled it there.
    u.withProgress.addEventListener('click', () => {
      if (pressedOver === u.withProgress) { pressedOver = null; return; }
      command('share_progress', u.withProgress.checked ? 'on' : 'off');
    });
    u.copyPuzzle = button(t('menu_copy_puzzle'), () => command('copy_puzzle'));
    u.copyLink = button(t('menu_copy_link'), () => command('copy_share_link', u.withProgress.checked ? 'progress' : ''));
    u.shareImage = button(t('menu_share_image'), () => command('share_image'));
    u.menu.appendChild(el('div', { className: 'keys' }, [
      u.copyPuzzle,
      el('label', { className: 'check' }, [u.withProgress, document.createTextNode(' ' + t('menu_with_progress'))]),
      u.copyLink,
      u.shareImage,
    ]));
    u.menu.appendChild(el('h3', { text: t('menu_help') }));
    u.helpOpen = button(t('mirror_help_open'), () => command('help', 'open'));
    u.statsOpen = button(t('mirror_stats_open'), () => command('stats', 'open'));
    u.aboutOpen = button(t('mirror_about_open'), () => command('about', 'open'));
    // The canvas's Menu has a few rows the mirror has in other forms (the
    // practice list, the settings below, a paste with Ctrl+V): these
    // buttons show only while the canvas's Menu is open, and press its rows.
    u.drawnOnly = [[t('mirror_practice_open'), `menu: ${t('menu_practice')}`], [t('menu_paste'), `menu: ${t('menu_paste')}`],
      [t('menu_settings'), t('menu_settings')]].map(([label, id]) => button(label, () => command('press', id)));
    u.menu.appendChild(el('div', { className: 'keys' }, [u.helpOpen, u.statsOpen, u.aboutOpen].concat(u.drawnOnly)));

    u.menu.appendChild(el('h3', { id: 'settings-title', text: t('settings_title') }));
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
      const error = answer ? capital(answer.replace(/^command 'setting': /, '')) : '';
      setText(u.techniquesError, error);
      set(u.techniques, 'aria-invalid', !!error);
      announce(error || t('techniques_set'));
    };
    u.techniques.addEventListener('keydown', (e) => { if (e.key === 'Enter') applyTechniques(); });
    settings.appendChild(el('label', { for: 'techniques', text: t('settings_techniques') }));
    settings.appendChild(el('p', { id: 'techniques-help', className: 'help', text: t('techniques_help') }));
    settings.appendChild(el('div', { className: 'keys' }, [u.techniques, button(t('techniques_use'), applyTechniques)]));
    settings.appendChild(u.techniquesError);
    u.menu.appendChild(settings);
    u.controls.appendChild(u.menu);

    u.dialogs = buildDialogs(u);

    // Each control's twin on the canvas: its id in state().ui, and its layer.
    const solveButtons = u.solve.querySelectorAll('button');
    u.digits.forEach((b, i) => twin(b, String(i + 1)));
    for (const [b, id] of [[u.normal, t('mode_digit')], [u.pencil, t('mode_pencil')], [u.corner, t('mode_corner')],
      [u.centre, t('mode_centre')], [u.colour, t('mode_colour')], [u.erase, t('tool_erase')], [u.undo, t('tool_undo')],
      [u.redo, t('tool_redo')], [u.hint, t('tool_hint')], [u.start, t('entry_start')],
      [u.pause, (s) => (s.paused ? t('resume') : t('pause'))], [u.menuButton, t('menu')], [u.hintMore, t('hint_more')],
      [u.hintApply, (s) => s.hint.apply_label || t('hint_apply')], [u.hintClose, 'hint: Close'],
      [u.hintPractise, t('practise_this')], [u.resume, 'cover: Resume'], [u.hintGuide, (s) => s.hint.guide_label || ''],
      [u.solvePlay, (s) => (s.animation.playing ? 'solve: Pause' : 'solve: Play')], [solveButtons[1], 'solve: Back'],
      [solveButtons[2], 'solve: Next'], [solveButtons[5], 'solve: Close'], [u.solveSpeed, 'solve: speed'],
      [u.solveTimeline, 'solve: timeline']]) twin(b, id);
    u.levels.forEach((b, i) => twin(b, `menu: ${LEVELS[i]}`, 'menu'));
    for (const [b, label] of [[u.daily, t('menu_daily')], [u.drawnOnly[0], t('menu_practice')],
      [u.guideOpen, t('menu_guide')], [u.entry, t('menu_entry')],
      [u.drawnOnly[1], t('menu_paste')], [u.menuPhoto, t('menu_photo')],
      [u.restart, t('menu_restart')], [u.previous, t('menu_previous')],
      [u.fill, t('menu_fill')], [u.allHints, t('menu_all_hints')],
      [u.watchLogic, t('menu_watch_logic')], [u.watchSearch, t('menu_watch_search')],
      [u.copyLink, t('menu_copy_link')], [u.withProgress, t('menu_with_progress')],
      [u.shareImage, t('menu_share_image')], [u.copyPuzzle, t('menu_copy_puzzle')]]) twin(b, `menu: ${drawnName(label)}`, 'menu');
    for (const [b, id] of [[u.statsOpen, t('menu_stats')], [u.helpOpen, t('menu_help')], [u.drawnOnly[2], t('menu_settings')],
      [u.aboutOpen, t('menu_about')]]) twin(b, id, 'menu');
    [0, 1, 2].forEach((i) => twin(u.aside[2 * i], `menu: set aside ${i + 1}`, 'menu'));
    twin(u.listCancel, 'hints: Cancel', 'hints');
    twin(u.listClose, 'hints: Close', 'hints');

    // Keys typed in the controls and the dialogs stay there (SDL must not act
    // on them too, nor cancel a button's Space, which acts on keyup); Escape
    // closes one layer (escapeKey). A key whose press SDL saw still reaches
    // it when released, so it never thinks a key is held. Clipboard events
    // stay too, so pasting into the techniques field does not paste a puzzle.
    const pressedHere = new Set();
    for (const part of [u.controls, u.dialogs]) {
      part.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') escapeKey(e);
        pressedHere.add(e.code);
        e.stopPropagation();
      });
      part.addEventListener('keypress', (e) => e.stopPropagation());
      part.addEventListener('keyup', (e) => {
        if (pressedHere.delete(e.code)) e.stopPropagation();
      });
      for (const type of ['paste', 'copy', 'cut']) part.addEventListener(type, (e) => e.stopPropagation());
    }

    u.live = el('div', { id: 'announcer', className: 'visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    // While the canvas cannot draw (its WebGL context lost for a while), the
    // message that says so is shown over it: the drawn panel cannot show it.
    // The live region says it (it is the game's message), so this is not read.
    u.glLost = el('p', { id: 'gl-lost', 'aria-hidden': 'true', text: t('msg_drawing_lost') });
    u.glLost.hidden = true;
    root.appendChild(u.glLost);
    root.appendChild(u.board);
    root.appendChild(u.controls);
    root.appendChild(u.dialogs);
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

  // [SECTION] dialogs ---------------------------------------------------------------------
  // The canvas's cards, as dialogs. The one on top (the first open one in
  // ui.dialogList) is shown; it takes focus, and the board and the controls
  // are inert behind it. It is drawn as a panel only while focus in it is
  // visible (a keyboard's), since the canvas draws the same card.

  const HELP_KEYS = [
    [t('mirror_key_arrows'), t('mirror_key_arrows_does')],
    [t('mirror_key_space'), t('mirror_key_space_does')],
    [t('mirror_key_home_end'), t('mirror_key_home_end_does')],
    [t('mirror_key_digits'), t('mirror_key_digits_does')],
    [t('mirror_key_clear'), t('mirror_key_clear_does')],
    [t('mirror_key_modes'), t('mirror_key_modes_does')],
    [t('mirror_key_undo'), t('mirror_key_undo_does')],
    [t('mirror_key_hint'), t('mirror_key_hint_does')],
    [t('mirror_key_solve'), t('mirror_key_solve_does')],
    [t('mirror_key_read'), t('mirror_key_read_does')],
    [t('mirror_key_count'), t('mirror_key_count_does')],
    [t('mirror_key_time'), t('mirror_key_time_does')],
    [t('mirror_key_help'), t('mirror_key_help_does')],
    [t('mirror_key_escape'), t('mirror_key_escape_does')],
    [t('mirror_key_tab'), t('mirror_key_tab_does')],
  ];

  function buildDialogs(u) {
    const box = el('div', { id: 'dialogs' });
    const dialog = (key, role, title, closeCommand) => {
      const d = { key, role };
      d.el = el('div', { id: `${key}-dialog`, role, 'aria-modal': 'true', 'aria-labelledby': `${key}-title`, className: 'dialog' });
      d.heading = el('h2', { id: `${key}-title`, tabindex: '-1', text: title });
      d.el.appendChild(d.heading);
      d.el.hidden = true;
      d.close = closeCommand;
      box.appendChild(d.el);
      return d;
    };

    const confirm = dialog('confirm', 'alertdialog', t('confirm_title'), () => command('answer', 'no'));
    u.confirmText = el('p', { id: 'confirm-text' });
    set(confirm.el, 'aria-describedby', 'confirm-text');
    u.confirmYes = button(t('yes'), () => command('answer', 'yes'));
    u.confirmNo = button(t('keep_playing'), () => command('answer', 'no'));
    const confirmClose = button(t('close'), confirm.close);
    confirm.el.appendChild(u.confirmText);
    confirm.el.appendChild(el('div', { className: 'keys' }, [u.confirmYes, u.confirmNo, confirmClose]));
    confirm.isOpen = (s) => !!s.confirm;
    confirm.fill = (s) => {
      setText(u.confirmText, s.confirm);
      // Named also by the words the card shows on them ("Start the new puzzle").
      for (const [b, id, text] of [[u.confirmYes, 'confirm: Yes', t('yes')], [u.confirmNo, 'confirm: No', t('keep_playing')]]) {
        const drawn = s.controls && s.controls[id] ? s.controls[id][1] : '';
        const label = drawn && !text.toLowerCase().includes(drawn.toLowerCase()) ? `${text}: ${drawn}` : null;
        if (label) set(b, 'aria-label', label); else b.removeAttribute('aria-label');
      }
    };
    confirm.focus = () => u.confirmYes.focus({ preventScroll: true });
    twin(u.confirmYes, 'confirm: Yes', 'confirm');
    twin(u.confirmNo, 'confirm: No', 'confirm');
    twin(confirmClose, 'confirm: Close', 'confirm');

    const notice = dialog('notice', 'alertdialog', t('notice_title'), () => command('dismiss_notice'));
    u.noticeText = el('p', { id: 'notice-text' });
    set(notice.el, 'aria-describedby', 'notice-text');
    const ok = button(t('ok'), () => command('dismiss_notice'));
    const noticeClose = button(t('close'), notice.close);
    notice.el.appendChild(u.noticeText);
    notice.el.appendChild(el('div', { className: 'keys' }, [ok, noticeClose]));
    notice.isOpen = (s) => !!s.notice;
    notice.fill = (s) => setText(u.noticeText, s.notice);
    notice.focus = () => ok.focus({ preventScroll: true });
    twin(ok, t('ok'), 'notice');
    twin(noticeClose, 'notice: Close', 'notice');

    const about = dialog('about', 'dialog', t('about_title'), () => command('about', 'close'));
    u.aboutVersion = el('p');
    u.aboutText = el('pre');
    about.el.appendChild(u.aboutVersion);
    // Focusable, so the long notices scroll by keyboard too.
    about.el.appendChild(el('div', { role: 'region', 'aria-label': t('about_notices'), tabindex: '0', className: 'notices' }, [u.aboutText]));
    const aboutClose = button(t('close'), about.close);
    about.el.appendChild(el('div', { className: 'keys' }, [aboutClose]));
    twin(aboutClose, 'about: Close', 'about');
    about.isOpen = (s) => s.about !== 'closed';
    about.fill = (s) => {
      const version = window.sudokuApp && window.sudokuApp.version ? ` ${window.sudokuApp.version}` : '';
      setText(u.aboutVersion, t('about_text', { version }));
      setText(u.aboutText, s.about_text || t('about_loading'));
    };
    about.focus = () => about.heading.focus({ preventScroll: true });

    const stats = dialog('stats', 'dialog', t('stats_title'), () => command('stats', 'close'));
    u.statsBody = el('div');
    stats.el.appendChild(u.statsBody);
    const statsClose = button(t('close'), stats.close);
    stats.el.appendChild(el('div', { className: 'keys' }, [statsClose]));
    twin(statsClose, 'stats: Close', 'stats');
    stats.isOpen = (s) => !!s.stats_open;
    stats.fill = (s) => {
      const key = JSON.stringify([s.stats, s.daily_streak]);
      if (u.statsBody.dataset.key !== key) { renderStats(s); u.statsBody.dataset.key = key; }
      for (const b of u.statsBody.querySelectorAll('[data-level]')) set(b, 'aria-pressed', !!s.ui[`chart: ${b.dataset.level}`]);
    };
    stats.focus = () => stats.heading.focus({ preventScroll: true });

    // Another tab plays: the game is shown read-only; no Close (Escape does nothing).
    // The canvas's card says all the dialog says, so the dialog is never
    // drawn as a card of its own (class "laid", a11y.css): for the keyboard
    // too its button lies over the drawn one, with its focus ring there.
    const elsewhere = dialog('elsewhere', 'alertdialog', t('elsewhere_title'), () => {});
    elsewhere.el.classList.add('laid');
    const elsewhereText = el('p', { id: 'elsewhere-text', text: t('elsewhere_text') });
    const elsewhereHeld = el('p', { id: 'elsewhere-held' });
    set(elsewhere.el, 'aria-describedby', 'elsewhere-text');
    const continueHere = button(t('continue_here'), () => command('continue_here'));
    elsewhere.el.appendChild(elsewhereText);
    elsewhere.el.appendChild(elsewhereHeld);
    // The guide changes nothing: it can be read here, in place of this card.
    const elsewhereGuide = button(t('menu_guide'), () => command('guide', 'open'));
    elsewhere.el.appendChild(el('div', { className: 'keys' }, [continueHere, elsewhereGuide]));
    elsewhere.isOpen = (s) => !!s.read_only && !(s.guide && s.guide.open);
    // A hidden element named in aria-describedby is still read: named only while shown.
    elsewhere.fill = (s) => {
      setText(elsewhereHeld, s.held === 'hint' ? t('elsewhere_held_hint')
        : s.held === 'link' ? t('elsewhere_held_link') : t('elsewhere_held_question'));
      show(elsewhereHeld, !!s.held);
      set(elsewhere.el, 'aria-describedby', s.held ? 'elsewhere-text elsewhere-held' : 'elsewhere-text');
    };
    elsewhere.focus = () => continueHere.focus({ preventScroll: true });
    twin(continueHere, t('continue_here'), 'elsewhere');
    twin(elsewhereGuide, 'elsewhere: guide', 'elsewhere');

    const finish = dialog('finish', 'dialog', t('finish_title'), () => command('finish', 'close'));
    u.finishText = el('div', { id: 'finish-text' });
    set(finish.el, 'aria-describedby', 'finish-text');
    u.finishNew = button(t('new_game'), () => command('finish', 'new'));
    const finishShare = button(t('share'), () => command('finish', 'share'));
    const finishClose = button(t('close'), finish.close);
    finish.el.appendChild(u.finishText);
    finish.el.appendChild(el('div', { className: 'keys' }, [u.finishNew, finishShare, finishClose]));
    twin(u.finishNew, (s) => (s.finish ? t('finish_new_game', { level: finishLevel(s.finish, LEVELS[0]) }) : ''), 'finish');
    twin(finishShare, t('share'), 'finish');
    twin(finishClose, 'finish: Close', 'finish');
    finish.isOpen = (s) => !!s.finish;
    finish.fill = (s) => {
      const key = JSON.stringify([s.finish, s.message]);
      if (u.finishText.dataset.key === key) return;
      u.finishText.dataset.key = key;
      u.finishText.textContent = '';
      for (const line of finishLines(s.finish, s.message)) u.finishText.appendChild(el('p', { text: line }));
      setText(u.finishNew, t('finish_new_game', { level: finishLevel(s.finish, LEVELS[0]) }));
    };
    finish.focus = () => u.finishNew.focus({ preventScroll: true });

    const help = dialog('help', 'dialog', t('help_title'), () => command('help', 'close'));
    help.el.appendChild(el('p', { text: t('mirror_help_rules') }));
    help.el.appendChild(el('p', { text: t('mirror_help_tab') }));
    help.el.appendChild(el('h3', { id: 'help-keys-title', text: t('mirror_help_keys') }));
    const keys = el('table', { 'aria-labelledby': 'help-keys-title' });
    keys.appendChild(el('tr', {}, [el('th', { scope: 'col', text: t('help_key') }), el('th', { scope: 'col', text: t('help_what') })]));
    for (const [k, what] of HELP_KEYS) keys.appendChild(el('tr', {}, [el('th', { scope: 'row', text: k }), el('td', { text: what })]));
    help.el.appendChild(keys);
    help.el.appendChild(el('p', { text: t('mirror_help_letters') }));
    const startPlaying = button(t('start_playing'), help.close);
    const helpClose = button(t('close'), help.close);
    help.el.appendChild(el('div', { className: 'keys' }, [startPlaying, helpClose]));
    help.isOpen = (s) => !!s.help;
    help.fill = () => {};
    help.focus = () => help.heading.focus({ preventScroll: true });
    twin(startPlaying, t('start_playing'), 'help');
    twin(helpClose, 'help: Close', 'help');

    // The guide to the techniques: the list by tier, or a technique's page
    // with its example's deduction in words, step by step.
    const guide = dialog('guide', 'dialog', t('guide_title'), () => command('guide', 'close'));
    u.guideBody = el('div');
    u.guideStage = el('p', { id: 'guide-stage' });
    u.guideCells = el('p');
    u.guideBack = button(t('guide_back'), () => command('guide_step', '-1'));
    u.guideNext = button(t('guide_next'), () => command('guide_step', '1'));
    u.guideExample = el('section', { 'aria-labelledby': 'guide-example-title' }, [
      el('h3', { id: 'guide-example-title', text: t('guide_example') }), u.guideStage, u.guideCells,
      el('div', { className: 'keys' }, [u.guideBack, u.guideNext])]);
    u.guideList = button(t('guide_all'), () => command('guide', 'list'));
    u.guidePractise = button(t('practise_this'), () => command('practise_guide'));
    guide.el.appendChild(u.guideBody);
    guide.el.appendChild(u.guideExample);
    const guideClose = button(t('close'), guide.close);
    guide.el.appendChild(el('div', { className: 'keys' }, [u.guideList, u.guidePractise, guideClose]));
    guide.isOpen = (s) => !!(s.guide && s.guide.open);
    guide.fill = (s) => renderGuide(s, guide);
    guide.focus = () => guide.heading.focus({ preventScroll: true });
    for (const [b, id] of [[u.guideList, 'guide: all techniques'], [u.guideBack, 'guide: back'], [u.guideNext, 'guide: next'],
      [u.guidePractise, 'guide: practise'], [guideClose, 'guide: Close']]) twin(b, id, 'guide');

    // The canvas's Settings and "Practise a technique" cards, opened from
    // its Menu only (the keyboard finds the same in the mirror's menu):
    // dialogs while they show, their controls over the card's. Their Close
    // presses the card's own (the card is the view's, not the session's).
    const settingsCard = dialog('settings', 'dialog', t('settings_title'), () => command('press', 'settings: Close'));
    u.cardSettings = {};
    const cardGroup = el('div', { className: 'settings' });
    for (const [key, label, drawn] of SETTINGS) {
      const box = el('input', { type: 'checkbox', id: `card-setting-${key}` });
      box.addEventListener('change', () => changeSetting(key, box.checked));
      cardGroup.appendChild(el('label', { className: 'check' }, [box, document.createTextNode(' ' + label)]));
      u.cardSettings[key] = box;
      twin(box, drawnName(drawn || label), 'settings');
    }
    u.cardTechniques = button(t('settings_techniques'), () => command('press', 'techniques'));
    twin(u.cardTechniques, 'techniques', 'settings');
    const settingsClose = button(t('close'), settingsCard.close);
    twin(settingsClose, 'settings: Close', 'settings');
    settingsCard.el.appendChild(cardGroup);
    settingsCard.el.appendChild(el('div', { className: 'keys' }, [u.cardTechniques, settingsClose]));
    settingsCard.isOpen = (s) => s.layer === 'settings';
    settingsCard.fill = (s) => setText(u.cardTechniques, `${t('settings_techniques')}: ${s.settings.hint_techniques || t('techniques_all')}`);
    settingsCard.focus = () => settingsCard.heading.focus({ preventScroll: true });

    const practiceCard = dialog('practice', 'dialog', t('practice_title'), () => command('press', 'practice: Close'));
    const practiceList = el('div', { className: 'keys' });
    const practiceClose = button(t('close'), practiceCard.close);
    twin(practiceClose, 'practice: Close', 'practice');
    practiceCard.el.appendChild(el('p', { text: t('practice_intro') }));
    practiceCard.el.appendChild(practiceList);
    practiceCard.el.appendChild(el('div', { className: 'keys' }, [practiceClose]));
    practiceCard.isOpen = (s) => s.layer === 'practice';
    practiceCard.fill = (s) => {
      const items = s.practice_menu || [];
      const key = items.map((p) => p.key).join(',');
      if (practiceList.dataset.key === key) return;
      practiceList.dataset.key = key;
      practiceList.textContent = '';
      for (const p of items) {
        const b = button(p.name, () => command('practise', p.key));
        twin(b, `practise: ${p.name}`, 'practice');
        practiceList.appendChild(b);
      }
    };
    practiceCard.focus = () => practiceCard.heading.focus({ preventScroll: true });

    u.dialogList = [elsewhere, confirm, notice, guide, about, stats, finish, help, settingsCard, practiceCard];
    return box;
  }

  const clock = (seconds) => {
    const t = Math.floor(seconds);
    const h = Math.floor(t / 3600);
    const m = Math.floor((t % 3600) / 60);
    const sec = String(t % 60).padStart(2, '0');
    return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
  };

  /// The level's name of a finish report (a custom puzzle's: `custom`).
  const finishLevel = (f, custom) => (f.level >= 0 && f.level < LEVELS.length ? LEVELS[f.level] : custom);

  /// The finish panel's sentences, as the canvas shows them.
  function finishLines(f, message) {
    const level = finishLevel(f, t('level_custom'));
    const lines = [t('finish_solved_in', { time: clock(f.seconds) })];
    if (f.best == null) lines.push(t('finish_first', { level }));
    else if (f.new_best) lines.push(t('finish_new_best', { level, best: clock(f.best) }));
    else lines.push(t('finish_best', { level, best: clock(f.best), median: f.median != null ? clock(f.median) : '-' }));
    lines.push(`${t('finish_hints', { hints: f.hints, mistakes: f.mistakes })}.`);
    lines.push(`${t('finish_streak', { streak: f.streak, best: f.best_streak })}.`);
    if (f.daily_streak >= 0) lines.push(`${t('finish_daily_streak', { streak: f.daily_streak })}.`);
    if (f.shared && message) lines.push(message);
    return lines;
  }

  function renderStats(s) {
    const st = s.stats;
    const body = ui.statsBody;
    body.textContent = '';
    body.appendChild(el('p', { text: `${t('stats_day_streak', { streak: st.streak, best: st.best_streak })}. ` +
      `${t('stats_daily_streak', { streak: s.daily_streak, best: st.daily.best })}.` }));
    const table = el('table', {}, [el('caption', { text: t('stats_games_by_level') })]);
    table.appendChild(el('tr', {}, [t('stats_level'), t('stats_played'), t('stats_solved'), t('stats_best'), t('stats_median'), t('stats_hints_per_solve'),
      t('stats_errors_per_solve')]
      .map((t) => el('th', { scope: 'col', text: t }))));
    const names = LEVELS.concat([t('level_custom')]);
    // Each drawn row is a control (it picks the chart's level): a button over
    // it reads the row's figures.
    const rows = el('div', { className: 'level-rows', role: 'group', 'aria-label': t('stats_levels_spoken') });
    st.levels.forEach((l, i) => {
      const times = (l.times || []).slice().sort((a, b) => a - b);
      const median = times.length ? (times.length % 2 ? times[(times.length - 1) / 2]
        : (times[times.length / 2 - 1] + times[times.length / 2]) / 2) : null;
      const per = (n) => (l.solved > 0 ? (n / l.solved).toFixed(1) : '-');
      table.appendChild(el('tr', {}, [el('th', { scope: 'row', text: names[i] || t('stats_level_n', { n: i + 1 }) })].concat(
        [String(l.started), String(l.solved), l.best != null ? clock(l.best) : '-', median != null ? clock(median) : '-',
          per(l.hints), per(l.mistakes)].map((t) => el('td', { text: t })))));
      const name = names[i] || t('stats_level_n', { n: i + 1 });
      const b = button(t('stats_row_spoken', { level: name, played: l.started, solved: l.solved,
        best: l.best != null ? clock(l.best) : '-', median: median != null ? clock(median) : '-', hints: per(l.hints),
        errors: per(l.mistakes) }),
      () => {}, { 'aria-pressed': 'false', 'data-level': name });
      twin(b, `stats: ${name}`, 'stats');
      rows.appendChild(b);
    });
    body.appendChild(table);
    body.appendChild(rows);
  }

  /// The drawn sliders of the solve panel (state().controls: [layer, name,
  /// value, min, max, drawn text]): the mirror's follow their value.
  function renderSolveSliders(s) {
    for (const [input, id, label] of [[ui.solveSpeed, 'solve: speed', ui.solveSpeedLabel],
      [ui.solveTimeline, 'solve: timeline', ui.solveTimelineLabel]]) {
      const c = s.solving && s.controls ? s.controls[id] : null;
      showKeepingFocus(label, !!c, ui.solvePlay);
      if (!c) continue;
      const [, , value, , max] = c;
      if (input === ui.solveTimeline) {
        set(input, 'max', max);
        set(input, 'aria-valuetext', t('solve_step_of', { step: value, total: max }));
      } else {
        set(input, 'aria-valuetext', value >= 7 ? t('solve_speed_max_spoken')
          : t('solve_speed_per_second_spoken', { n: (2 ** value / 2).toFixed(1) }));
      }
      if (Number(input.value) !== Math.round(value)) input.value = String(Math.round(value));
    }
  }

  /// The rows of the solve's step list in view (state().controls "solve:
  /// step N"), each a button over its drawn row: activated, the solve goes
  /// to that step, as a click on the row does.
  function renderSolveSteps(s) {
    const list = ui.solveSteps;
    const steps = s.solving && s.controls ? Object.entries(s.controls).filter(([id]) => /^solve: step \d+$/.test(id)) : [];
    const key = steps.map(([id, c]) => `${id}\n${c[1]}`).join('\n');
    if (list.dataset.key !== key) {
      const focused = list.contains(document.activeElement) ? document.activeElement.dataset.step : null;
      list.textContent = '';
      for (const [id, c] of steps) {
        const n = Number(id.slice('solve: step '.length));
        const b = button(t('solve_step_n', { n, label: speakable(c[1]) }), () => command('solve_seek', n), { 'data-step': String(n) });
        twin(b, id);
        list.appendChild(el('li', {}, [b]));
        if (focused === String(n)) b.focus({ preventScroll: true });
      }
      list.dataset.key = key;
      if (focused !== null && !list.contains(document.activeElement)) ui.solvePlay.focus({ preventScroll: true });
    }
    for (const b of list.querySelectorAll('button')) {
      if (Number(b.dataset.step) === s.animation.step) set(b, 'aria-current', 'step'); else b.removeAttribute('aria-current');
    }
    show(list, steps.length > 0);
  }

  const TIERS = ['', t('tier_1'), t('tier_2'), t('tier_3'), t('tier_4'), t('tier_5')];

  function renderGuide(s, dialog) {
    const g = s.guide;
    const body = ui.guideBody;
    const key = JSON.stringify([g.status, g.error, g.page, (g.list || []).length]);
    const onPage = !!g.page;
    if (body.dataset.key !== key) {
      const pageChanged = body.dataset.page !== undefined && body.dataset.page !== g.page;
      body.dataset.key = key;
      body.dataset.page = g.page;
      body.textContent = '';
      setText(dialog.heading, onPage ? t('guide_page_title', { name: g.name }) : t('guide_title'));
      if (g.status === 'failed') {
        body.appendChild(el('p', { text: t('guide_failed', { why: g.error }) }));
      } else if (g.status !== 'loaded') {
        body.appendChild(el('p', { text: t('guide_loading') }));
      } else if (!onPage) {
        body.appendChild(el('p', { text: t('guide_intro') }));
        let tier = 0;
        let list = null;
        const pages = g.list || [];
        for (const [i, p] of pages.entries()) {
          if (p.tier !== tier) {
            tier = p.tier;
            body.appendChild(el('h3', { text: TIERS[tier] || t('tier_n', { n: tier }) }));
            list = el('ul', { className: 'guide-list' });
            body.appendChild(list);
          }
          // Two rows of one name (the hidden singles) are told apart by key, as drawn.
          const twinName = (pages[i - 1] && pages[i - 1].name === p.name) || (pages[i + 1] && pages[i + 1].name === p.name);
          const b = button(twinName ? `${p.name} (${p.key})` : p.name, () => command('guide_page', p.key));
          twin(b, `guide: ${p.key}`, 'guide');
          list.appendChild(el('li', {}, [b]));
        }
      } else {
        body.appendChild(el('p', { text: `${t('guide_tier_difficulty', { tier: TIERS[g.tier] || '', difficulty: g.difficulty })}.` }));
        for (const [title, text] of [[t('guide_what'), g.what], [t('guide_why'), g.why], [t('guide_spot'), g.spot]]) {
          body.appendChild(el('h3', { text: title }));
          body.appendChild(el('p', { text: speakable(text) }));
        }
      }
      // A new page (from the list or back to it): the heading takes focus, so
      // it is read from its start.
      if (pageChanged) dialog.heading.focus({ preventScroll: true });
    }
    show(ui.guideExample, onPage);
    show(ui.guideList, onPage);
    show(ui.guidePractise, onPage && !!g.practise);
    if (onPage) {
      setText(ui.guideStage, g.example === 'ready' ? `${t('step_of', { step: g.stage, total: g.stages })}. ${speakable(g.stage_text)}`
        : g.example_error || g.stage_text || t('guide_no_example'));
      setText(ui.guideCells, g.example === 'ready' && g.cells && g.cells.length
        ? t('guide_marked', { cells: cellsWords(g.cells) }) : '');
      set(ui.guideBack, 'aria-disabled', !(g.example === 'ready' && g.stage > 0));
      set(ui.guideNext, 'aria-disabled', !(g.example === 'ready' && g.stage < g.stages));
    }
  }

  let activeDialog = null;  // the dialog shown (on top), or null
  let returnFocus = null;   // where focus was when the first dialog opened

  function renderDialogs(s) {
    const top = ui.dialogList.find((d) => d.isOpen(s)) || null;
    if (top) top.fill(s);
    if (top === activeDialog) return;
    const prev = activeDialog;
    const active = document.activeElement;
    const focusWasIn = !active || active === document.body || (prev && prev.el.contains(active));
    // A card of the page outside the app (the text box, the photo reader)
    // keeps the keyboard: a dialog shown meanwhile (this mirror arriving
    // after the text box opened over the Settings card) takes no focus.
    const elsewhere = !!active && active !== document.body && !appRoot().contains(active);
    if (!prev) {
      returnFocus = active && active !== document.body && active !== appRoot() && !ui.dialogs.contains(active) ? active : null;
    }
    for (const d of ui.dialogList) show(d.el, d === top);
    ui.board.inert = !!top;
    ui.controls.inert = !!top;
    activeDialog = top;
    if (top && !elsewhere) top.focus();
    else if (focusWasIn) {
      const r = returnFocus;
      returnFocus = null;
      if (r && r.isConnected && !r.closest('[hidden]') && !r.closest('[inert]')) r.focus();
      else focusGrid();
    }
  }

  /// Tab and Shift+Tab go round the dialog's own controls.
  function keepTabInDialog(e) {
    if (!activeDialog) return;
    const all = [...activeDialog.el.querySelectorAll('button, [tabindex="0"], input')].filter((x) => !x.closest('[hidden]'));
    if (!all.length) return;
    const first = all[0];
    const last = all[all.length - 1];
    const a = document.activeElement;
    if (e.shiftKey && (a === first || a === activeDialog.heading)) { last.focus(); e.preventDefault(); }
    else if (!e.shiftKey && a === last) { first.focus(); e.preventDefault(); }
  }

  /// A row of the mirror's menu that does something (not the list of all
  /// hints, which shows inside the menu, nor a setting).
  function isMenuRow(b) {
    return !!ui && ui.menu.contains(b) && b !== ui.allHints && !ui.list.contains(b) && !b.closest('.settings');
  }

  /// As menus do, the menu closes once a row has acted. Focus goes to the
  /// dialog the row opened (renderDialogs moves it there as it opens; closed,
  /// it gives focus to the grid), else, once the app has shown what the row
  /// did, to the board grid (unless something else took it, as the photo
  /// reader's panel does).
  let focusAfterMenuRow = false;
  function closeMenuAfterRow() {
    if (ui.menuButton.getAttribute('aria-expanded') !== 'true') return;
    setMenu(false);
    focusAfterMenuRow = true;
    // The row's command shows in the app's next frame (render, then this);
    // a row that changes nothing shown is settled here.
    requestAnimationFrame(() => requestAnimationFrame(settleMenuFocus));
  }
  function settleMenuFocus() {
    if (!focusAfterMenuRow) return;
    focusAfterMenuRow = false;
    const a = document.activeElement;
    if (!activeDialog && (!a || a === document.body || a.closest('[hidden]'))) focusGrid();
  }

  function setMenu(open) {
    menuFromCanvas = false;
    set(ui.menuButton, 'aria-expanded', open);
    show(ui.menu, open);
    if (open) command('menu_opened');
  }

  /// Escape in the controls or a dialog closes the innermost layer open (a
  /// dialog, the list of all hints, the menu, the hint, the solve), or else
  /// goes back to the board.
  function escapeKey(e) {
    e.preventDefault();
    const s = previous;
    if (!s) return;
    if (activeDialog) {
      activeDialog.close();
    } else if (s.hint_list.open && ui.list.contains(e.target)) {
      command('hint_list', 'close');
      ui.allHints.focus();
      announce(t('said_all_hints_closed'));
    } else if (ui.menuButton.getAttribute('aria-expanded') === 'true') {
      setMenu(false);
      ui.menuButton.focus();
      announce(t('said_menu_closed'));
    } else if (s.hint.level > 0 || s.hint_pending) {
      command('dismiss_hint');
    } else if (s.solving) {
      command('solve_close');
    } else {
      focusGrid();
    }
  }

  // [SECTION] read-outs and sounds -------------------------------------------------------
  // What a blind player asks for in one key: a unit's digits with what it
  // misses, how often a digit is placed, the time. Each reads the state
  // afresh (the last render may be a frame old).

  function readUnit(kind) {
    const s = window.sudokuApp.state();
    if (s.hidden) { announce(t('said_hidden')); return; }
    const values = s.solving && s.animation.values ? s.animation.values : s.values;
    const r = rowOf(s.cursor) - 1;
    const k = colOf(s.cursor) - 1;
    const b = Math.floor(r / 3) * 3 + Math.floor(k / 3);
    const nine = [...Array(9).keys()];
    const cells = kind === 'row' ? nine.map((i) => r * 9 + i) : kind === 'column' ? nine.map((i) => i * 9 + k)
      : nine.map((i) => (Math.floor(b / 3) * 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3));
    const name = kind === 'row' ? t('row_n', { n: r + 1 }) : kind === 'column' ? t('column_n', { n: k + 1 }) : t('box_n', { n: b + 1 });
    const words = cells.map((c) => (values[c] === '.' ? t('cell_empty') : values[c]));
    const present = new Set(cells.map((c) => values[c]));
    const missing = [...'123456789'].filter((d) => !present.has(d));
    const empty = cells.filter((c) => values[c] === '.').length;
    const digits = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} ${t('and')} ${missing[missing.length - 1]}` : missing.join('');
    const rest = empty ? t('unit_empty_missing', { n: empty, digits }) : missing.length ? t('unit_full_missing', { digits }) : t('unit_complete');
    announce(`${name}: ${words.join(', ')}. ${rest}`);
  }

  function placedCounts(s) {
    const values = s.solving && s.animation.values ? s.animation.values : s.values;
    const counts = new Array(10).fill(0);
    for (const v of values) if (v !== '.') counts[Number(v)]++;
    return counts;
  }

  function countDigit(d) {
    const s = window.sudokuApp.state();
    const n = placedCounts(s)[d];
    announce(`${n === 1 ? t('digit_placed_once', { d }) : t('digit_placed', { d, n })}, ${n >= 9 ? t('all_placed') : t('to_go', { n: 9 - n })}.`);
  }

  function countAll() {
    const counts = placedCounts(window.sudokuApp.state());
    const words = [];
    for (let d = 1; d <= 9; d++) words.push(`${d}: ${counts[d] >= 9 ? t('all_nine') : counts[d]}`);
    announce(t('said_placed', { counts: words.join(', ') }));
  }

  function timeWords(seconds) {
    const total = Math.floor(seconds);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const sec = total % 60;
    const hours = h === 1 ? t('time_hour', { n: h }) : t('time_hours', { n: h });
    const minutes = m === 1 ? t('time_minute', { n: m }) : t('time_minutes', { n: m });
    const secs = sec === 1 ? t('time_second', { n: sec }) : t('time_seconds', { n: sec });
    return [h ? hours : '', h || m ? minutes : '', secs].filter(Boolean).join(' ');
  }

  function sayTime() {
    const s = window.sudokuApp.state();
    announce(t('said_time', { time: `${timeWords(s.elapsed)}${s.paused ? `, ${t('paused_word')}` : ''}` }));
  }

  let audio = null;
  /// A short tone for `kind` when the setting is on: high for a given, low
  /// for an empty cell, a rising pair for notes, a buzz for a conflict.
  function cue(kind) {
    if (!previous || !previous.settings.sound_cues) return;
    mirror.cues.push(kind);
    if (mirror.cues.length > 200) mirror.cues.shift();
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      audio = audio || new Context();
      const tones = { given: [880], placed: [660], empty: [330], notes: [523, 784], conflict: [150, 150] };
      let at = audio.currentTime;
      for (const hz of tones[kind]) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = kind === 'conflict' ? 'square' : 'sine';
        osc.frequency.value = hz;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.12, at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.08);
        osc.connect(gain).connect(audio.destination);
        osc.start(at);
        osc.stop(at + 0.09);
        at += 0.09;
      }
    } catch (err) { /* no sound is no loss: the live region says it all */ }
  }

  function cellCue(s, c) {
    if (s.conflicts.includes(c)) return 'conflict';
    if (s.values[c] !== '.') return s.givens[c] !== '.' ? 'given' : 'placed';
    return s.candidates[c] || (s.corner && s.corner[c]) || (s.centre && s.centre[c]) ? 'notes' : 'empty';
  }

  // [SECTION] keys and focus -----------------------------------------------------------

  function focusGrid() {
    const s = previous;
    const c = s ? s.cursor : 40;
    if (ui) ui.cells[c].focus();
  }

  const appRoot = () => document.getElementById('app');

  let countNext = false;  // D was pressed: the next digit is counted, not entered

  /// The digit 1..9 of a key (top row or keypad, with or without Shift), or 0.
  function digitOfKey(e) {
    const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code || '');
    return m ? Number(m[1]) : 0;
  }

  // The grid's own keys (APG grid: Home/End in the row, Ctrl+Home/End the
  // corners, Space toggles a cell in the selection) and the read-outs; all
  // others go on to the app, which moves its cursor, enters digits and so
  // on, then focus follows its cursor.
  /// The read-out keys (R, V, B, T, D then a digit), in the grid or with
  /// focus on the app itself; true when `e` was one.
  function readoutKey(e) {
    const s = previous;
    if (!s || e.altKey || e.metaKey || e.ctrlKey) return false;
    const consume = () => { e.preventDefault(); e.stopPropagation(); return true; };
    const d = digitOfKey(e);
    if (countNext) {
      countNext = false;
      if (d) { countDigit(d); return consume(); }
    }
    const letter = e.key.length === 1 ? e.key.toLowerCase() : '';
    if (!letter || !s.settings.letter_shortcuts || e.shiftKey || !'rvbtd'.includes(letter)) return false;
    if (letter === 'r') readUnit('row');
    else if (letter === 'v') readUnit('column');
    else if (letter === 'b') readUnit('box');
    else if (letter === 't') sayTime();
    else { countNext = true; announce(t('said_count_which')); }
    return consume();
  }

  function gridKey(e) {
    const s = previous;
    if (!s || e.altKey || e.metaKey) return;
    if (readoutKey(e)) return;
    if (!e.ctrlKey) {
      const d = digitOfKey(e);
      // A digit typed on givens changes nothing: say why.
      if (d && !s.solving && s.phase === 'play' && s.mode !== 'colour' && !s.paused && s.selected.length &&
        s.selected.every((c) => s.givens[c] !== '.')) {
        announce(s.selected.length === 1 ? t('said_is_given', { cell: capital(cellWords(s.selected[0])) }) : t('said_are_givens'));
      }
    }
    if (s.solving) return;
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
  // Tab for the canvas), so it never reaches SDL. A character key (a digit,
  // a letter, Space) with focus outside the app (the page's body) does
  // nothing either: single-key shortcuts act only with focus in the app.
  window.addEventListener('keydown', (e) => {
    const a = document.activeElement;
    if (e.key === 'Tab') {
      if (ui && activeDialog && ui.dialogs.contains(a)) keepTabInDialog(e);
      e.stopImmediatePropagation();
      return;
    }
    const inApp = a && a !== document.body && appRoot() && appRoot().contains(a);
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && !inApp) e.stopImmediatePropagation();
  }, true);

  // [SECTION] controls over the canvas ---------------------------------------------------
  // A button over its drawn twin takes the pointer only to be found there
  // (a hit test, a screen reader's explore-by-touch): what the mouse, a
  // finger or the wheel does on it goes on to the canvas as the same event,
  // so the canvas's own button shows its hover and press and acts. A click
  // with no pointer press (a screen reader's activation, Enter on it) runs
  // the mirror's command.

  /// Registers `b` as the mirror's control for the drawn one `id` (a string,
  /// or a function of the state) drawn in `layer` ('' the page, 'menu', or
  /// a card: the dialog's key).
  function twin(b, id, layer) {
    if (!twins.has(b)) {
      for (const type of ['pointerdown', 'mousedown', 'mousemove', 'wheel', 'touchstart', 'touchmove', 'touchend', 'touchcancel']) {
        b.addEventListener(type, toCanvas, { passive: false });
      }
    }
    twins.set(b, { id: typeof id === 'function' ? id : () => id, layer: layer || '' });
  }

  /// `b` lies over its drawn twin now: not while its part shows as a panel
  /// (the controls with focus in them; a dialog the keyboard is in, unless
  /// it is laid over its card always).
  function laidOver(b) {
    if (!b.classList.contains('over')) return false;
    if (ui.controls.contains(b)) return !ui.controls.matches(':focus-within');
    const d = b.closest('.dialog');
    return !(d && !d.classList.contains('laid') && document.documentElement.dataset.input === 'key' &&
      d.matches(':focus-within'));
  }

  function toCanvas(e) {
    const canvas = document.getElementById('canvas');
    if (!canvas || !laidOver(e.currentTarget)) return;
    let copy;
    if (e.type.startsWith('touch')) {
      try {
        copy = new TouchEvent(e.type, { bubbles: true, cancelable: true, touches: [...e.touches],
          targetTouches: [...e.targetTouches], changedTouches: [...e.changedTouches],
          ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey });
      } catch (err) {
        return;  // a browser that cannot make one: the tap's click runs the mirror's command
      }
      e.preventDefault();  // the canvas has the touch: no mouse events, no click, no focus here
    } else {
      if (e.type === 'mousedown' || e.type === 'pointerdown') {
        // A press elsewhere than on the button (a simulated one) stays here.
        const r = e.currentTarget.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX >= r.right || e.clientY < r.top || e.clientY >= r.bottom) return;
      }
      copy = new e.constructor(e.type, e);
      if (e.type === 'mousedown') {
        e.preventDefault();  // no focus here: the panel stays closed
        pressedOver = e.currentTarget;
      }
    }
    canvas.dispatchEvent(copy);
    if (copy.defaultPrevented) e.preventDefault();
  }

  /// Lays each control of the layer on top over its drawn twin (the visible
  /// part of its rect), or takes it back among the ones read only: under an
  /// open card or the open Menu, nothing of the layers below is over the
  /// canvas, so a hit test there finds only the layer on top.
  function placeOverCanvas(s) {
    const top = s.layer || '';
    for (const [b, t] of twins) {
      if (!b.isConnected) { twins.delete(b); continue; }
      const id = t.id(s);
      const r = id ? s.ui[id] : null;
      const over = !!r && r[6] > 0 && r[7] > 0 && t.layer === top && !b.hidden && !b.closest('[hidden]');
      b.classList.toggle('over', over);
      if (over) { if (b.dataset.ui !== id) b.dataset.ui = id; } else if (b.dataset.ui !== undefined) delete b.dataset.ui;
      // As custom properties: the panel (focus in the controls) sizes its buttons itself.
      const st = b.style;
      const px = (v) => `${Math.round(v * 100) / 100}px`;
      for (const [k, v] of [['--x', r && r[4]], ['--y', r && r[5]], ['--w', r && r[6]], ['--h', r && r[7]]]) {
        const want = over ? px(v) : '';
        if (st.getPropertyValue(k) !== want) { if (want) st.setProperty(k, want); else st.removeProperty(k); }
      }
    }
  }

  /// The canvas's Menu open, or its card of all hints: the mirror's menu
  /// shows too (its buttons over the drawn rows, the list's over the
  /// card's), and closes with it unless focus is in it.
  function followCanvasMenu(s) {
    const open = s.layer === 'menu' || s.layer === 'hints';
    for (const b of ui.drawnOnly) show(b, s.layer === 'menu');
    if (open && ui.menu.hidden) {
      menuFromCanvas = true;
      set(ui.menuButton, 'aria-expanded', true);
      show(ui.menu, true);
    } else if (!open && menuFromCanvas) {
      menuFromCanvas = false;
      if (!ui.menu.contains(document.activeElement)) {
        set(ui.menuButton, 'aria-expanded', false);
        show(ui.menu, false);
      }
    }
  }

  // The mouse moving from the canvas onto a button over it has not left the
  // canvas (its events go on there).
  window.addEventListener('mouseleave', (e) => {
    if (e.target && e.target.id === 'canvas' && e.relatedTarget && e.relatedTarget.classList &&
      e.relatedTarget.classList.contains('over')) e.stopPropagation();
  }, true);

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
      parts.push(t('cell_hidden'));
      return parts.join(', ');
    }
    if (values[c] !== '.') {
      parts.push(values[c]);
      if (s.givens[c] !== '.') parts.push(t('cell_given'));
    } else {
      parts.push(t('cell_empty'));
      if (!s.solving && s.candidates[c]) parts.push(t('cell_candidates', { digits: s.candidates[c].split('').join(' ') }));
      if (!s.solving && s.corner && s.corner[c]) parts.push(t('cell_corner', { digits: s.corner[c].split('').join(' ') }));
      if (!s.solving && s.centre && s.centre[c]) parts.push(t('cell_centre', { digits: s.centre[c].split('').join(' ') }));
    }
    if (!s.solving) {
      if (s.conflicts.includes(c)) parts.push(t('cell_conflict'));
      if (s.mistakes.includes(c)) parts.push(t('cell_mistake'));
      const colour = Number(s.colours[c]);
      if (colour > 0) parts.push(t('cell_colour', { n: colour, colour: COLOURS[colour - 1], glyph: GLYPHS[colour - 1] }));
      if (hint.level === 1 && hint.cells.includes(c)) parts.push(t('cell_hint_look'));
      if (hint.level >= 2 && hint.causes.includes(c)) parts.push(t('cell_hint_cause'));
      if (hint.level >= 3 && hint.targets.includes(c)) parts.push(t('cell_hint_target'));
    }
    return parts.join(', ');
  }

  function render() {
    const app = window.sudokuApp;
    if (!app || typeof app.state !== 'function' || !window.Module) return;
    if (!styled) return;  // a dialog takes focus only once it can be drawn
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

    // The grid over the board, in CSS pixels of the page (the canvas's
    // place in the window plus the page's scroll: the page may be scrolled).
    // The canvas may sit beside a panel of the page (the photo review).
    const g = ui.grid.style;
    const px = (v) => `${Math.round(v * 100) / 100}px`;
    const canvas = document.getElementById('canvas').getBoundingClientRect();
    const left = canvas.left + window.scrollX + s.board.x;
    const top = canvas.top + window.scrollY + s.board.y;
    if (g.left !== px(left)) g.left = px(left);
    if (g.top !== px(top)) g.top = px(top);
    if (g.width !== px(s.board.size)) { g.width = px(s.board.size); g.height = px(s.board.size); }
    // A card the canvas draws over the board (state().ui "card: <layer>")
    // is cut out of the grid, so the focus ring shows only beside it.
    const card = s.ui['card: ' + s.layer];
    const clip = card ? `path(evenodd, "M0 0H${s.board.size}V${s.board.size}H0Z M${card[0] - s.board.x} ` +
      `${card[1] - s.board.y}h${card[2]}v${card[3]}h${-card[2]}Z")` : '';
    if (ui.gridClip !== clip) { ui.gridClip = clip; g.clipPath = clip; }
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
    followCanvasMenu(s);
    renderDialogs(s);
    settleMenuFocus();
    placeOverCanvas(s);
    // One announcement per change, all its parts together: a second write to
    // the live region would cut the first short.
    announce(announcements(p, s).join(' '));
    if (p && !s.solving && !s.hidden) {
      if (s.conflicts.some((c) => !p.conflicts.includes(c))) cue('conflict');
      else if (s.cursor !== p.cursor) cue(cellCue(s, s.cursor));
    }
  }

  /// The solve's kind in words ("logic", "search"), for "Watching the logic solve".
  const solveModeWord = (s) => (s.animation.mode === 'search' ? t('solve_mode_search') : t('solve_mode_logic'));

  function statusText(s, elapsed) {
    const play = s.phase === 'play';
    const phase = s.solving ? t('status_watching', { mode: solveModeWord(s) }) : play ? (s.solved ? t('status_solved') : t('status_playing')) : t('status_entry');
    const time = play ? `${t('status_time', { time: clock(elapsed) })}${s.paused ? `, ${t('paused_word')}` : ''}.` : '';
    return [phase, MODES[s.mode] + '.', time].filter(Boolean).join(' ');
  }

  function renderControls(s) {
    const play = s.phase === 'play';
    const hint = s.hint;
    setText(ui.status, statusText(s, s.elapsed));

    const counts = new Array(10).fill(0);
    for (const v of s.values) if (v !== '.') counts[Number(v)]++;
    for (let d = 1; d <= 9; d++) {
      const b = ui.digits[d - 1];
      let label = t('key_enter', { d });
      if (s.mode === 'pencil') label = t('key_mark', { d });
      if (s.mode === 'corner') label = t('key_corner', { d });
      if (s.mode === 'centre') label = t('key_centre', { d });
      if (s.mode === 'colour') label = t('key_colour', { d, colour: COLOURS[d - 1], glyph: GLYPHS[d - 1] });
      if (s.mode === 'normal' && counts[d] >= 9) label += `, ${t('all_placed')}`;
      set(b, 'aria-label', label);
      set(b, 'aria-disabled', s.solving || (s.mode === 'normal' && counts[d] >= 9));
    }
    set(ui.normal, 'aria-pressed', s.mode === 'normal');
    set(ui.pencil, 'aria-pressed', s.mode === 'pencil');
    set(ui.corner, 'aria-pressed', s.mode === 'corner');
    set(ui.centre, 'aria-pressed', s.mode === 'centre');
    set(ui.colour, 'aria-pressed', s.mode === 'colour');
    show(ui.previous, !!s.has_previous);
    ui.withProgress.checked = !!s.share_progress;
    const aside = s.set_aside || [];
    ui.aside.forEach((b, k) => {
      const day = aside[k >> 1];
      show(b, day !== undefined);
      if (day === undefined) return;
      const when = day >= 0 ? t('aside_on', { date: new Date(day * 864e5).toISOString().slice(0, 10) }) : t('aside_earlier');
      setText(b, k & 1 ? t('aside_copy', { when }) : t('aside_open', { when }));
    });
    set(ui.undo, 'aria-disabled', !s.can_undo);
    set(ui.redo, 'aria-disabled', !s.can_redo);
    set(ui.hint, 'aria-disabled', s.solving);
    // Hint in play, Start in entry: the one shown first, so focus can move to it.
    const [shown, hidden] = play ? [ui.hint, ui.start] : [ui.start, ui.hint];
    show(shown, true);
    showKeepingFocus(hidden, false, shown);
    showKeepingFocus(ui.photo, !play, ui.start);
    setText(ui.pause, s.paused ? t('mirror_resume') : t('mirror_pause'));
    showKeepingFocus(ui.pause, play, ui.start);
    showKeepingFocus(ui.resume, play && s.paused, ui.pause);

    showKeepingFocus(ui.hintBox, hint.level > 0 || s.hint_pending, ui.hint);
    if (hint.level > 0) {
      setText(ui.hintTitle, t('hint_title', { level: hint.level, technique: hint.technique }));
      setText(ui.hintWhere, whereWords(s));
      setText(ui.hintCause, hint.level >= 2 ? causeWords(s) : '');
      setText(ui.hintSentence, hint.level >= 3 ? speakable(hint.sentence) : '');
      set(ui.hintMore, 'aria-disabled', hint.level >= 3);
      setText(ui.hintApply, hint.apply_label || t('hint_apply'));
    } else {
      setText(ui.hintTitle, t('hint_looking'));
      for (const e of [ui.hintWhere, ui.hintCause, ui.hintSentence]) setText(e, '');
    }
    show(ui.hintMore, hint.level > 0);
    show(ui.hintApply, hint.level > 0);
    show(ui.hintClose, hint.level > 0);
    showKeepingFocus(ui.hintPractise, hint.level > 0 && !!hint.can_practise, ui.hintClose);
    showKeepingFocus(ui.hintGuide, hint.level > 0 && !!hint.technique_key, ui.hintClose);
    if (hint.guide_label) setText(ui.hintGuide, hint.guide_label);

    const g = s.generating;
    showKeepingFocus(ui.generating, !!g, ui.menuButton);
    if (g) setText(ui.generatingText, g.seconds >= 0.15 ? t('generating_seconds', { text: g.text, n: Math.round(g.seconds) }) : g.text);
    setText(ui.origin, s.origin && s.origin.text ? s.origin.text : '');
    setText(ui.message, hint.level > 0 ? '' : s.message);
    show(ui.glLost, !!s.gl_lost_said);

    showKeepingFocus(ui.solve, s.solving);
    if (s.solving) {
      const a = s.animation;
      setText(ui.solveTitle, `${a.mode === 'search' ? t('solve_search_title') : t('solve_logic_title')}: ` +
        `${t('solve_step_of', { step: a.step, total: a.total })}${a.complete ? '' : '+'}`);
      setText(ui.solveLabel, a.label ? speakable(a.label) : t('solve_start_spoken'));
      setText(ui.solvePlay, a.playing ? t('solve_pause_spoken') : t('solve_play_spoken'));
    }
    renderSolveSliders(s);
    renderSolveSteps(s);

    setText(ui.levelsNote, t('levels_note'));
    const practice = s.practice_menu || [];
    const practiceKey = practice.map((p) => p.key).join(',');
    if (ui.practice.dataset.key !== practiceKey) {
      ui.practice.textContent = '';
      for (const p of practice) ui.practice.appendChild(button(t('practise_name', { name: p.name }), () => command('practise', p.key)));
      ui.practice.dataset.key = practiceKey;
    }
    for (const b of [ui.fill, ui.allHints, ui.watchLogic, ui.watchSearch]) set(b, 'aria-disabled', !play);

    const list = s.hint_list;
    showKeepingFocus(ui.list, list.open, ui.allHints);
    showKeepingFocus(ui.listCancel, list.open && list.computing, ui.listClose);
    if (list.open) {
      setText(ui.listNote, list.computing ? t('hints_looking_spoken')
        : list.count === 0 ? t('no_step_found') : t('hints_count', { n: list.count }));
      const entries = list.computing ? [] : (list.entries || []);
      const key = entries.map((e) => e.sentence).join('\n');
      if (ui.listItems.dataset.key !== key) {
        const focused = ui.listItems.contains(document.activeElement) ? [...ui.listItems.querySelectorAll('button')].indexOf(document.activeElement) : -1;
        ui.listItems.textContent = '';
        entries.forEach((e, i) => {
          const b = button(`${e.technique}: ${speakable(e.sentence)}`, () => command('show_listed_hint', i));
          twin(b, `hints: ${i}`, 'hints');
          ui.listItems.appendChild(el('li', {}, [b]));
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
      for (const box of [ui.settings[key], ui.cardSettings[key]]) if (box.checked !== on) box.checked = on;
    }
    if (!typing && document.activeElement !== ui.techniques && ui.techniques.value !== st.hint_techniques) {
      ui.techniques.value = st.hint_techniques;
    }
  }

  /// Where the hint points, in words: its units, and for a repair of the
  /// board (a wrong digit, a removed true candidate, missing candidates),
  /// whose cells the board rings at once, those cells too.
  function whereWords(s) {
    const h = s.hint;
    const cells = h.targets.length ? h.targets : h.cells;
    const repair = /^(Mistake|Missing candidates)/.test(h.technique) && cells.length > 0;
    if (h.where && !repair) return h.where;
    const look = cells.length ? t('hint_look_at', { units: cellsWords(cells) }) : '';
    return h.where ? `${h.where} ${look}` : look;
  }

  function causeWords(s) {
    const causes = s.hint.causes;
    if (causes.length) return t('hint_comes_from', { cells: cellsWords(causes) });
    const cells = s.hint.targets.length ? s.hint.targets : s.hint.cells;
    if (!cells.length) return t('hint_candidates_cause');
    return cells.length > 1 ? t('hint_cells_to_look', { cells: cellsWords(cells) }) : t('hint_cell_to_look', { cells: cellsWords(cells) });
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
    if (h.level === 1) return `${t('hint_title', { level: 1, technique: h.technique })}. ${whereWords(s)}`.trim();
    if (h.level === 2) return t('hint_title', { level: 2, technique: causeWords(s) });
    return `${t('hint_title', { level: 3, technique: speakable(h.sentence) })} ${t('said_with_enter', { action: h.apply_label || t('hint_apply') })}`;
  }

  /// The new conflicts in words: "Conflict: 5 in row 1, column 3 and row 1, column 1."
  function conflictWords(p, s) {
    const fresh = s.conflicts.filter((c) => !p.conflicts.includes(c));
    if (!fresh.length) return p.conflicts.length && !s.conflicts.length ? t('said_no_conflicts') : '';
    const byDigit = new Map();
    for (const c of s.conflicts) {
      const d = s.values[c];
      if (!byDigit.has(d)) byDigit.set(d, []);
      byDigit.get(d).push(c);
    }
    const words = [];
    for (const [d, cells] of byDigit) {
      if (cells.some((c) => fresh.includes(c))) words.push(t('digit_in', { d, cells: cellsWords(cells) }));
    }
    return t('said_conflict', { what: listWords(words) });
  }

  /// What changed between two states, in the order a player wants it.
  function announcements(p, s) {
    const out = [];
    if (!p) return out;
    if (s.notice && s.notice !== p.notice) out.push(s.notice);
    if (s.confirm && s.confirm !== p.confirm) out.push(`${s.confirm} ${t('said_confirm_answers')}`);
    if (!s.confirm && p.confirm && s.givens === p.givens && !s.generating) out.push(t('said_question_closed'));
    const dialogs = [['help', t('menu_help')], ['about', t('about_title')], ['stats', t('stats_title')]];
    const isOpen = (st, key) => (key === 'about' ? st.about !== 'closed' : key === 'stats' ? !!st.stats_open : !!st.help);
    if (s.read_only && !p.read_only) {
      out.push(t('said_elsewhere'));
    }
    if (!s.read_only && p.read_only) out.push(t('said_here_now'));
    for (const [key, name] of dialogs) {
      if (isOpen(s, key) !== isOpen(p, key)) out.push(isOpen(s, key) ? t('said_opened', { name }) : t('said_closed', { name }));
    }
    if (s.paused !== p.paused && s.phase === 'play') {
      out.push(s.paused ? t('said_paused') : t('said_resumed'));
    }
    if (s.mode !== p.mode) out.push(MODES[s.mode] + '.');
    if (s.solving !== p.solving) {
      out.push(s.solving ? t('said_watching', { mode: solveModeWord(s) })
        : t('said_solve_closed'));
    }
    if (!s.solving && !p.solving && s.givens === p.givens && s.selected.join() !== p.selected.join() &&
      (s.selected.length !== 1 || p.selected.length !== 1)) {
      // Arrows move one cell and focus says it; a selection of several
      // (Space, Shift with arrows) or none is said here.
      const n = s.selected.length;
      out.push(n === 0 ? t('said_selection_cleared') : n === 1 ? t('said_selected', { cell: cellWords(s.selected[0]) })
        : n <= 6 ? t('said_n_selected_cells', { n, cells: cellsWords(s.selected) }) : t('said_n_selected', { n }));
    }
    if (s.solving) {
      const a = s.animation;
      const finished = a.complete && a.step === a.total && a.total > 0;
      if (a.step !== p.animation.step && (!a.playing || finished)) {
        out.push(t('said_solve_step', { step: a.step, total: a.total, label: a.label ? speakable(a.label) : t('said_solve_start') }));
      }
      return out;
    }
    if (p.givens === s.givens && p.phase === s.phase) {
      const changed = [];
      for (let c = 0; c < 81; c++) if (s.values[c] !== p.values[c]) changed.push(c);
      if (changed.length === 1) {
        const c = changed[0];
        out.push(s.values[c] === '.' ? t('said_cleared', { cells: capital(cellWords(c)) }) : `${t('digit_in', { d: s.values[c], cells: cellWords(c) })}.`);
      } else if (changed.length > 1) {
        const placed = changed.filter((c) => s.values[c] !== '.');
        const digits = [...new Set(placed.map((c) => s.values[c]))];
        if (placed.length === changed.length && digits.length === 1) out.push(`${t('digit_in', { d: digits[0], cells: cellsWords(placed) })}.`);
        else if (!placed.length) out.push(t('said_cleared', { cells: capital(cellsWords(changed)) }));
        else out.push(t('said_cells_changed', { n: changed.length }));
      }
      // Candidates, corner and centre notes: what was added or removed.
      for (const [field, one, many] of [['candidates', t('note_mark'), t('note_marks')],
        ['corner', t('note_corner'), t('note_corners')], ['centre', t('note_centre'), t('note_centres')]]) {
        const before = p[field] || [];
        const after = s[field] || [];
        const marked = [];
        for (let c = 0; c < 81; c++) if ((after[c] || '') !== (before[c] || '') && s.values[c] === p.values[c]) marked.push(c);
        if (marked.length === 1) {
          const c = marked[0];
          const added = [...(after[c] || '')].filter((d) => !(before[c] || '').includes(d));
          const removed = [...(before[c] || '')].filter((d) => !(after[c] || '').includes(d));
          const words = [];
          if (added.length) words.push(t('said_notes_added', { notes: added.length > 1 ? many : one, digits: added.join(' ') }));
          if (removed.length) words.push(t('said_notes_removed', { notes: removed.length > 1 ? many : one, digits: removed.join(' ') }));
          out.push(capital(t('said_notes_in', { what: words.join(', '), cell: cellWords(c) })));
        } else if (marked.length > 1) {
          const cleared = marked.every((c) => !after[c]);
          out.push(capital(cleared ? t('said_notes_cleared', { notes: many, cells: cellsWords(marked) })
            : t('said_notes_changed', { notes: many, n: marked.length })));
        }
      }
      const coloured = [];
      for (let c = 0; c < 81; c++) if (s.colours[c] !== p.colours[c]) coloured.push(c);
      if (coloured.length) {
        const k = Number(s.colours[coloured[0]]);
        const same = coloured.every((c) => s.colours[c] === s.colours[coloured[0]]);
        if (same && k === 0) out.push(t('said_colour_removed', { cells: cellsWords(coloured) }));
        else if (same) out.push(t('said_colour_in', { n: k, colour: COLOURS[k - 1], glyph: GLYPHS[k - 1], cells: cellsWords(coloured) }));
        else out.push(t('said_colours_changed', { n: coloured.length }));
      }
      const conflict = conflictWords(p, s);
      if (conflict) out.push(conflict);
      const mistakes = s.mistakes.filter((c) => !p.mistakes.includes(c));
      if (mistakes.length) out.push(mistakes.length > 1 ? t('said_mistakes', { cells: cellsWords(mistakes) }) : t('said_mistake', { cells: cellsWords(mistakes) }));
    }
    const h = s.hint;
    if (h.level > 0 && (h.level !== p.hint.level || h.technique !== p.hint.technique || h.sentence !== p.hint.sentence ||
      h.where !== p.hint.where)) {
      out.push(hintWords(s));
    } else if (h.level === 0 && p.hint.level > 0 && s.values === p.values && s.candidates.join() === p.candidates.join()) {
      out.push(t('said_hint_closed'));
    }
    if (s.generating && (!p.generating || p.generating.text !== s.generating.text)) out.push(s.generating.text);
    if (s.message && s.message !== p.message) out.push(s.message);
    if (s.solved && !p.solved && !/solved/i.test(s.message)) out.push(t('finish_title'));
    const list = s.hint_list;
    if (list.open && !list.computing && (p.hint_list.computing || !p.hint_list.open)) {
      out.push(list.count === 1 ? t('said_all_hints_one', { n: list.count }) : t('said_all_hints', { n: list.count }));
    }
    // The finish panel last: after the move that solved the game.
    if (s.finish && !p.finish) out.push(`${finishLines(s.finish).join(' ')} ${t('said_finish_buttons')}`);
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
  // The app holds focus from the start (a click on the canvas focuses it too),
  // so its keys act without a first click, and never from the page's body.
  const app = appRoot();
  if (app) {
    app.tabIndex = -1;
    app.addEventListener('keydown', (e) => { if (e.target === app) readoutKey(e); });
    if (!document.activeElement || document.activeElement === document.body) app.focus({ preventScroll: true });
    const canvas = document.getElementById('canvas');
    if (canvas) {
      // A click on the canvas (its own card's buttons too) leaves a dialog's
      // focus for the app's, so closing the card moves no focus ring.
      canvas.addEventListener('pointerdown', () => {
        const a = document.activeElement;
        if (!app.contains(a) || a === canvas || (ui && ui.dialogs.contains(a))) app.focus({ preventScroll: true });
      });
    }
  }
  // The last input, a key or the pointer: a dialog is drawn over the canvas
  // for the keyboard only (a11y.css).
  const input = (kind) => { if (document.documentElement.dataset.input !== kind) document.documentElement.dataset.input = kind; };
  window.addEventListener('keydown', () => { input('key'); pressedOver = null; }, true);
  window.addEventListener('pointerdown', () => { input('pointer'); pressedOver = null; }, true);
  // The time in the panel, while the panel shows.
  setInterval(() => {
    if (!ui || !previous || !ui.controls.matches(':focus-within')) return;
    try { setText(ui.status, statusText(previous, window.sudokuApp.state().elapsed)); } catch (err) { /* not running */ }
  }, 1000);
  // The dialogs' styles, then the first render (the app may have drawn
  // before this file ran); without them (an error, or no answer within the
  // page's loadTimeout) the mirror renders unstyled.
  const go = () => { styled = true; if (window.sudokuApp && window.sudokuApp.ready) scheduleRender(); };
  setTimeout(() => { if (!styled) go(); }, window.sudokuApp.loadTimeout || 30000);
  window.sudokuApp.sheet('a11y.css', go);
})();
