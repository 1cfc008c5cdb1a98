// textbox.js - a text box of the page for what the canvas cannot take: a
// puzzle to paste (the clipboard first, where the browser allows reading
// it) and the techniques field on a phone. ImGui's own text fields get no
// phone keyboard and no paste; this is a real text field.
//
// Loaded on first use (src/app/platform/browser_web.cpp, js_ask_text), with
// its styles (textbox.css). window.sudokuTextBox.ask(title, initial,
// command, prefix, clipboard): what the player enters runs the session
// command `command` with `prefix` + the text, through sudokuApp.command; the
// card stays open showing the command's answer while it refuses. Keys and
// clipboard events typed in the card stay in it (SDL and the page's paste
// handler must not act on them); Escape or Cancel closes it.
(function () {
  'use strict';
  let box = null;
  let run = null;
  let returnFocus = null;  // what had focus before the card opened

  // The UI's strings (ui-strings.js, from src/app/strings/en.tsv). boot.js
  // loads them after the first frame; opened before they have arrived, this
  // waits for them (sudokuApp.withTexts: one fetch, whoever asks).
  const t = (id, values) => window.sudokuText.t(id, values);

  // A new element with `properties` set, and `attributes` (the ARIA ones).
  function make(tag, properties, attributes = {}) {
    const e = Object.assign(document.createElement(tag), properties);
    for (const [name, value] of Object.entries(attributes)) e.setAttribute(name, value);
    return e;
  }

  function build() {
    window.sudokuApp.sheet('textbox.css');
    box = make('div', { id: 'textbox', hidden: true });
    const form = make('form', {}, { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'textbox-title' });
    const label = make('label', { id: 'textbox-title', htmlFor: 'textbox-text' });
    const text = make('textarea', { id: 'textbox-text', rows: 4, autocomplete: 'off', spellcheck: false });
    const error = make('p', { className: 'error' }, { role: 'alert' });
    const ok = make('button', { type: 'submit', textContent: t('ok') });
    const cancel = make('button', { type: 'button', textContent: t('cancel') });
    const buttons = make('div', {});
    buttons.append(ok, ' ', cancel);
    form.append(label, text, error, buttons);
    box.appendChild(form);
    for (const type of ['keydown', 'keypress', 'keyup', 'paste', 'copy', 'cut']) {
      box.addEventListener(type, (e) => {
        if (type === 'keydown' && e.key === 'Escape') close();
        e.stopPropagation();
      });
    }
    cancel.addEventListener('click', close);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const answer = run(text.value);
      error.textContent = answer;
      if (!answer) close();
    });
    document.body.appendChild(box);
  }

  function close() {
    box.hidden = true;
    window.sudokuApp.command('page_card', 'close');
    // Focus back where it was (the app, the mirror's grid), so keys act on
    // the game again; else the app's root (the canvas takes no focus).
    const was = returnFocus;
    returnFocus = null;
    const back = was && was !== document.body && was.isConnected && !was.closest('[hidden]') ? was
      : document.getElementById('app');
    if (back) back.focus({ preventScroll: true });
  }

  function show(title, initial) {
    if (!box) build();
    if (box.hidden) returnFocus = document.activeElement;
    box.querySelector('label').textContent = title;
    box.querySelector('textarea').value = initial;
    box.querySelector('.error').textContent = '';
    box.hidden = false;
    window.sudokuApp.command('page_card', 'open');  // the clock waits while the card covers the board
    box.querySelector('textarea').focus();
  }

  window.sudokuTextBox = {
    ask(title, initial, command, prefix, clipboard) {
      if (!window.sudokuText) { window.sudokuApp.withTexts(() => this.ask(title, initial, command, prefix, clipboard)); return; }
      run = (text) => window.sudokuApp.command(command, prefix + text);
      if (clipboard && navigator.clipboard && navigator.clipboard.readText) {
        navigator.clipboard.readText().then((t) => { if (t.trim()) run(t); else show(title, initial); },
          () => show(title, initial));
      } else {
        show(title, initial);
      }
    },
  };
})();
