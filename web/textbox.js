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

  function build() {
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = window.sudokuApp && window.sudokuApp.url ? window.sudokuApp.url('textbox.css') : 'textbox.css';
    document.head.appendChild(style);
    box = document.createElement('div');
    box.id = 'textbox';
    box.hidden = true;
    const form = document.createElement('form');
    form.setAttribute('role', 'dialog');
    form.setAttribute('aria-modal', 'true');
    form.setAttribute('aria-labelledby', 'textbox-title');
    const label = document.createElement('label');
    label.id = 'textbox-title';
    label.htmlFor = 'textbox-text';
    const text = document.createElement('textarea');
    text.id = 'textbox-text';
    text.rows = 4;
    text.autocomplete = 'off';
    text.spellcheck = false;
    const error = document.createElement('p');
    error.className = 'error';
    error.setAttribute('role', 'alert');
    const ok = document.createElement('button');
    ok.type = 'submit';
    ok.textContent = 'OK';
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    const buttons = document.createElement('div');
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
    const canvas = document.getElementById('canvas');
    if (canvas) canvas.focus();
  }

  function show(title, initial) {
    if (!box) build();
    box.querySelector('label').textContent = title;
    box.querySelector('textarea').value = initial;
    box.querySelector('.error').textContent = '';
    box.hidden = false;
    box.querySelector('textarea').focus();
  }

  window.sudokuTextBox = {
    ask(title, initial, command, prefix, clipboard) {
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
