// browser_web.cpp - the browser bridge for Emscripten (see browser.h).
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdlib>

#include "app/model/host.h"
#include "app/platform/browser.h"

namespace sudoku::platform {

// JavaScript bodies: the preprocessor sees them, so strings use double quotes.
// clang-format off
EM_JS(char*, js_storage_get, (const char* key), {
  try {
    const v = window.localStorage.getItem(UTF8ToString(key));
    if (v === null) return 0;
    return stringToNewUTF8(v);
  } catch (e) { return 0; }
});
EM_JS(int, js_storage_set, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; }
  catch (e) { console.warn("sudoku: could not save to localStorage: " + e); return 0; }
});
EM_JS(void, js_storage_remove, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});
// The page's one reading of the fragment: decoded once, guarded (a
// malformed escape such as "#%" is passed on as typed, for the app to say
// what is wrong with it), and cut one character past `limit` (the app then
// refuses it, saying so).
EM_JS(char*, js_url_fragment, (int limit), {
  let f = window.location.hash.replace(/^#/, "");
  try { f = decodeURIComponent(f); } catch (e) {}
  return stringToNewUTF8(f.slice(0, limit + 1));
});
EM_JS(void, js_set_url_fragment, (const char* fragment), {
  const f = UTF8ToString(fragment);
  const url = window.location.pathname + window.location.search + (f.length ? "#" + f : "");
  window.history.replaceState(null, "", url);
});
EM_JS(void, js_clipboard_set, (const char* text), {
  const t = UTF8ToString(text);
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(t).catch(() => {});
});
// The console, without emscripten_log: its printf-style formatting and call
// stacks cost the page's JavaScript about 10 KB (3 KB gzip) for a string it
// would only pass through.
EM_JS(void, js_log, (int level, const char* text), {
  const t = UTF8ToString(text);
  if (level === 2) console.error(t); else if (level === 1) console.warn(t); else console.info(t);
});
// The page over a canvas taller than the window (a one-column layout at a
// high zoom): its scroll, the canvas's height, and the wheel.
EM_JS(double, js_viewport_height, (), { return document.documentElement.clientHeight; });
EM_JS(double, js_scroll_y, (), { return window.scrollY; });
EM_JS(void, js_set_page_height, (int height), {
  const tall = height > document.documentElement.clientHeight;
  document.getElementById("canvas").style.height = tall ? height + "px" : "";
  document.documentElement.classList.toggle("scrolls", tall);
});
EM_JS(void, js_scroll_page_by, (double dy), { window.scrollBy(0, dy); });
EM_JS(void, js_set_wheel_zones, (const char* json), { window.sudokuWheelZones = JSON.parse(UTF8ToString(json)); });
EM_JS(int, js_today, (), {
  const now = new Date();
  return Math.floor((now.getTime() - now.getTimezoneOffset() * 60000) / 86400000);
});
EM_JS(unsigned, js_random_u32, (), {
  if (self.crypto && crypto.getRandomValues) return crypto.getRandomValues(new Uint32Array(1))[0];
  return Math.floor(Math.random() * 4294967296);
});
EM_JS(void, js_share_board_image, (const char* givens_ptr, const char* values_ptr, const char* caption_ptr), {
  // A plain picture of the board, drawn here rather than read back from
  // WebGL: givens dark, the player's digits blue, thick box lines.
  const givens = UTF8ToString(givens_ptr), values = UTF8ToString(values_ptr), caption = UTF8ToString(caption_ptr);
  const cell = 60, pad = 24, size = cell * 9;
  const canvas = document.createElement("canvas");
  canvas.width = size + 2 * pad;
  canvas.height = size + 2 * pad + 36;
  const g = canvas.getContext("2d");
  g.fillStyle = "#ffffff"; g.fillRect(0, 0, canvas.width, canvas.height);
  g.textAlign = "center"; g.textBaseline = "middle";
  for (let c = 0; c < 81; c++) {
    const x = pad + (c % 9) * cell, y = pad + Math.floor(c / 9) * cell;
    if (givens[c] >= "1" && givens[c] <= "9") { g.fillStyle = "#eef2f7"; g.fillRect(x, y, cell, cell); }
    const d = values[c];
    if (d >= "1" && d <= "9") {
      g.fillStyle = givens[c] === d ? "#1f2937" : "#2563eb";
      g.font = "500 36px Inter, system-ui, sans-serif";
      g.fillText(d, x + cell / 2, y + cell / 2 + 2);
    }
  }
  for (let i = 0; i <= 9; i++) {
    g.fillStyle = i % 3 === 0 ? "#1f2937" : "#c6ccd4";
    const w = i % 3 === 0 ? 3 : 1;
    g.fillRect(pad + i * cell - w / 2, pad, w, size);
    g.fillRect(pad, pad + i * cell - w / 2, size, w);
  }
  g.fillStyle = "#4b5563"; g.font = "16px Inter, system-ui, sans-serif";
  g.fillText(caption, canvas.width / 2, size + pad + 22);
  canvas.toBlob((blob) => {
    if (!blob) return;
    const file = new File([blob], "sudoku.png", { type: "image/png" });
    window.sudokuApp.lastSharedImage = { caption: caption, bytes: blob.size };
    if (navigator.canShare && navigator.canShare({ files: [file] })) {
      navigator.share({ files: [file], title: caption }).catch(() => {});
      return;
    }
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = "sudoku.png";
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }, "image/png");
});
// The text box (web/textbox.js, loaded on first use: the first load does
// not carry it).
EM_JS(void, js_ask_text, (const char* title_ptr, const char* initial_ptr, const char* command_ptr,
                          const char* prefix_ptr, int clipboard), {
  const args = [UTF8ToString(title_ptr), UTF8ToString(initial_ptr), UTF8ToString(command_ptr),
                UTF8ToString(prefix_ptr), clipboard !== 0];
  window.sudokuApp.feature("textbox", "textbox.js", () => !!window.sudokuTextBox, () => window.sudokuTextBox.ask(...args));
});
EM_JS(void, js_read_photo, (), { window.sudokuOpenPhoto(null); });
EM_JS(int, js_page_visible, (), { return document.visibilityState !== "hidden" ? 1 : 0; });
EM_JS(int, js_media_matches, (const char* query), {
  return window.matchMedia && window.matchMedia(UTF8ToString(query)).matches ? 1 : 0;
});
EM_JS(void, js_announce_ready, (const char* version), {
  const app = window.sudokuApp || (window.sudokuApp = {});
  app.version = UTF8ToString(version);
  app.readyAt = performance.now();
  app.ready = true;
  if (typeof window.sudokuOnReady === "function") window.sudokuOnReady();
});
EM_JS(void, js_mark, (const char* name), {
  performance.mark("sudoku:" + UTF8ToString(name));
});
EM_JS(void, js_report_unsupported, (), {
  if (typeof window.sudokuUnsupported === "function") window.sudokuUnsupported();
});
EM_JS(char*, js_page_url, (), {
  return stringToNewUTF8(window.location.href.split("#")[0]);
});
EM_JS(void, js_install_page_hooks, (int limit), {
  // Strings reach the app on the heap, never on its 1 MiB stack (where
  // ccall puts them), each cut one character past `limit`, so that the app
  // refuses an over-long one with a message rather than stopping.
  const withStrings = (strings, call) => {
    const p = strings.map((s) => stringToNewUTF8(String(s).slice(0, limit + 1)));
    try { return call(...p); } finally { p.forEach((q) => _free(q)); }
  };
  // A session command by name (session_commands.h): the DOM mirror's and
  // the text box's way in; answers "" when it ran, else why not.
  window.sudokuApp.command = (name, argument) =>
    withStrings([name, argument === undefined ? "" : argument], (n, a) => UTF8ToString(_sudoku_command(n, a)));
  // Ctrl/Cmd+C, V, X must reach the browser (SDL would cancel them), so
  // they are taken out of the key stream before SDL sees them.
  window.addEventListener("keydown", (e) => {
    if ((e.ctrlKey || e.metaKey) && ["c", "v", "x", "C", "V", "X"].includes(e.key)) e.stopImmediatePropagation();
  }, true);
  // A picture pasted, dropped or asked for goes to the photo reader
  // (web/photo.js, loaded on first use).
  // A tab that follows another (read-only) opens no reader, whose reading
  // could not be used: Session::read_photo says so instead.
  window.sudokuOpenPhoto = (file) => window.sudokuApp.state().read_only ? window.sudokuApp.command("read_photo") :
    window.sudokuApp.feature("photo", "photo.js", () => !!window.sudokuPhoto, () => {
      window.sudokuApp.command("photo_opened");
      window.sudokuPhoto.open(file);
    });
  const picture = (list) => Array.from(list || []).find((f) => f.kind !== "string" && f.type.startsWith("image/"));
  // On a page taller than the window the wheel scrolls the page (SDL, which
  // cancels it, does not see it), except where the app scrolls a panel of
  // its own or while a menu or dialog is open.
  window.addEventListener("wheel", (e) => {
    const c = document.getElementById("canvas"), z = window.sudokuWheelZones || [], root = document.documentElement;
    if (e.target !== c || z === 1 || root.scrollHeight <= root.clientHeight) return;
    const r = c.getBoundingClientRect(), x = e.clientX - r.left, y = e.clientY - r.top;
    if (!z.some((a) => x >= a[0] && y >= a[1] && x < a[0] + a[2] && y < a[1] + a[3])) e.stopPropagation();
  }, { capture: true, passive: true });
  document.addEventListener("paste", (e) => {
    const data = e.clipboardData || window.clipboardData;
    const image = picture(data.items) || picture(data.files);
    e.preventDefault();
    if (image) window.sudokuOpenPhoto(image.getAsFile ? image.getAsFile() : image);
    else withStrings([data.getData("text") || ""], _sudoku_on_paste);
  });
  document.addEventListener("dragover", (e) => e.preventDefault());
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (file) window.sudokuOpenPhoto(file);
  });
  const copy = (e) => {
    e.clipboardData.setData("text/plain", ccall("sudoku_copy_text", "string", [], []));
    e.preventDefault();
  };
  document.addEventListener("copy", copy);
  document.addEventListener("cut", copy);
  document.addEventListener("visibilitychange", () => {
    ccall("sudoku_on_visibility", null, ["number"], [document.visibilityState === "hidden" ? 0 : 1]);
  });
  // Another tab of the app saved: the tabs agree (Session::on_storage_changed).
  window.addEventListener("storage", (e) => {
    if (e.storageArea !== window.localStorage || e.key === null) return;
    withStrings([e.key, e.newValue || ""], (k, v) => _sudoku_on_storage(k, v, e.newValue === null ? 0 : 1));
  });
  // Leaving or reloading the page: save now (the clock to the second).
  window.addEventListener("pagehide", () => ccall("sudoku_on_visibility", null, ["number"], [0]));
  // A link changed while open: the app reads it as at start (js_url_fragment).
  window.addEventListener("hashchange", () => _sudoku_on_fragment());
  // The browser may take the WebGL context away (a GPU reset, a phone freeing
  // memory): the page asks for it back, and the app draws again when it
  // returns (main.cpp: sudoku_on_gl_context).
  const canvas = document.getElementById("canvas");
  canvas.addEventListener("webglcontextlost", (e) => { e.preventDefault(); _sudoku_on_gl_context(0); });
  // The lost context's objects belong to no context now: their ids are
  // dropped from Emscripten's tables (not deleted), so the deletes that come
  // before ImGui's renderer makes its objects again are no-ops rather than
  // WebGL warnings. Ids are never reused (GL.counter only grows).
  canvas.addEventListener("webglcontextrestored", () => {
    for (const table of [GL.buffers, GL.programs, GL.shaders, GL.textures, GL.vaos, GL.framebuffers, GL.renderbuffers]) table.fill(null);
    _sudoku_on_gl_context(1);
  });
});
EM_JS(void, js_fetch, (const char* url_ptr), {
  const url = UTF8ToString(url_ptr);
  // The text on the heap (a file of the site may be longer than the stack).
  const withHeap = (u, text, ok) => {
    const p = [stringToNewUTF8(u), stringToNewUTF8(text)];
    try { _sudoku_on_fetched(p[0], p[1], ok); } finally { p.forEach((q) => _free(q)); }
  };
  // Failed, the text is why, in the player's words: the server's status, an
  // HTML page or nothing in place of the file, no connection, or no answer
  // within sudokuApp.loadTimeout.
  const said = (why) => Object.assign(new Error(why), { said: true });
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), window.sudokuApp.loadTimeout);
  fetch(window.sudokuApp.url(url), { signal: stop.signal }).then((r) => {
    if (!r.ok) throw said("the server answered " + r.status + " for " + url);
    if (/html/i.test(r.headers.get("Content-Type") || "")) throw said("the server sent a web page in place of " + url);
    return r.text();
  }).then((text) => {
    if (!text) throw said("the server sent " + url + " empty");
    clearTimeout(timer);
    withHeap(url, text, 1);
  }).catch((err) => {
    clearTimeout(timer);
    const why = err.said ? err.message : stop.signal.aborted ? "no answer came for " + url
                                                             : url + " could not be downloaded (no connection?)";
    console.warn("sudoku: " + url + " could not be loaded: " + why);
    withHeap(url, why, 0);
  });
});
// clang-format on

namespace {
std::optional<std::string> take_js_string(char* p) {
  if (p == nullptr) return std::nullopt;
  std::string s(p);
  std::free(p);
  return s;
}
}  // namespace

CanvasSize canvas_size() {
  double w = 0;
  double h = 0;
  emscripten_get_element_css_size("#canvas", &w, &h);
  CanvasSize s;
  s.css_width = static_cast<int>(w + 0.5);
  s.css_height = static_cast<int>(h + 0.5);
  s.pixel_ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  return s;
}

PageView page_view() { return {static_cast<float>(js_viewport_height()), static_cast<float>(js_scroll_y())}; }
void set_page_height(int css_height) { js_set_page_height(css_height); }
void scroll_page_by(float dy) { js_scroll_page_by(static_cast<double>(dy)); }
void set_wheel_zones(const std::string& json) { js_set_wheel_zones(json.c_str()); }

void log_error(const std::string& text) { js_log(2, text.c_str()); }
void log_warning(const std::string& text) { js_log(1, text.c_str()); }
void log_info(const std::string& text) { js_log(0, text.c_str()); }
void announce_ready(const char* version) { js_announce_ready(version); }
void mark(const char* name) { js_mark(name); }
void report_unsupported() { js_report_unsupported(); }

std::optional<std::string> storage_get(const std::string& key) { return take_js_string(js_storage_get(key.c_str())); }
bool storage_set(const std::string& key, const std::string& value) {
  return js_storage_set(key.c_str(), value.c_str()) != 0;
}
void storage_remove(const std::string& key) { js_storage_remove(key.c_str()); }

std::string url_fragment() {
  return take_js_string(js_url_fragment(static_cast<int>(app::Host::kMaxInputBytes))).value_or("");
}
void set_url_fragment(const std::string& fragment) { js_set_url_fragment(fragment.c_str()); }
std::string page_url_without_fragment() { return take_js_string(js_page_url()).value_or(""); }
void install_page_hooks() { js_install_page_hooks(static_cast<int>(app::Host::kMaxInputBytes)); }
void fetch(const std::string& url) { js_fetch(url.c_str()); }
void clipboard_set(const std::string& text) { js_clipboard_set(text.c_str()); }
void ask_text(const std::string& title, const std::string& initial, const std::string& command,
              const std::string& prefix, bool clipboard) {
  js_ask_text(title.c_str(), initial.c_str(), command.c_str(), prefix.c_str(), clipboard ? 1 : 0);
}
void read_photo() { js_read_photo(); }
bool coarse_pointer() { return js_media_matches("(pointer: coarse)") != 0; }

bool page_visible() { return js_page_visible() != 0; }
int today() { return js_today(); }
std::uint64_t random_seed() {
  const std::uint64_t high = js_random_u32();
  return high << 32 | js_random_u32();
}
void share_board_image(const std::string& givens, const std::string& values, const std::string& caption) {
  js_share_board_image(givens.c_str(), values.c_str(), caption.c_str());
}
bool prefers_reduced_motion() { return js_media_matches("(prefers-reduced-motion: reduce)") != 0; }
bool prefers_dark() { return js_media_matches("(prefers-color-scheme: dark)") != 0; }
bool prefers_contrast() {
  return js_media_matches("(prefers-contrast: more)") != 0 || js_media_matches("(forced-colors: active)") != 0;
}
double now_seconds() { return emscripten_get_now() / 1000.0; }

}  // namespace sudoku::platform
