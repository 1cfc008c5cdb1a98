// browser.h - the small bridge between the app and the page it runs in.
//
// Platform code only: the model and the views reach the browser through
// app::Host, which BrowserHost (browser_host.h) implements with these
// functions (Emscripten, browser_web.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace sudoku::platform {

/// The canvas's size in CSS pixels and the screen's device pixel ratio.
struct CanvasSize {
  int css_width = 0;
  int css_height = 0;
  float pixel_ratio = 1.0f;
};
CanvasSize canvas_size();

/// The browser window's height (CSS pixels, without a scrollbar) and how far
/// the page is scrolled down.
struct PageView {
  float height = 0.0f;
  float scroll_y = 0.0f;
};
PageView page_view();
/// Makes the canvas `css_height` tall when that is more than the window (the
/// page then scrolls over it), else as tall as the window.
void set_page_height(int css_height);
/// Scrolls the page down by `dy` CSS pixels (up when negative).
void scroll_page_by(float dy);
/// Where the canvas takes the mouse wheel (AppView::wheel_zones); elsewhere
/// the wheel scrolls the page.
void set_wheel_zones(const std::string& json);

/// Shown in the browser console as an error (with the text given).
void log_error(const std::string& text);
/// Shown in the browser console as a warning / as information.
void log_warning(const std::string& text);
void log_info(const std::string& text);

/// Tells the page the app has drawn its first frame: hides the loading
/// indicator and sets window.sudokuApp.ready = true.
void announce_ready(const char* version);

/// A performance mark "sudoku:<name>" in the page's timeline (start-up
/// figures: tests/browser/startup-bench.mjs prints the time between them).
void mark(const char* name);

/// Replaces the page with the readable "cannot run" message (used when no
/// WebGL 2 context can be made).
void report_unsupported();

/// localStorage access; nullopt when the key is absent or storage is unavailable.
std::optional<std::string> storage_get(const std::string& key);
/// False when the value could not be stored (quota, private mode).
bool storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);

/// The URL fragment without '#', and replacing it without adding history.
std::string url_fragment();
void set_url_fragment(const std::string& fragment);

/// The page's address without its fragment (for share links).
std::string page_url_without_fragment();

/// Routes the page's paste, copy, visibility and hash-change events to the
/// exported sudoku_on_* functions.
void install_page_hooks();
/// Downloads `url` (relative to the page) and hands it to sudoku_on_fetched
/// (url, text, ok); when it could not be loaded (an error status, an HTML
/// page or nothing in its place, no connection, no answer in time), ok = 0
/// and the text says why.
void fetch(const std::string& url);

/// Puts text on the system clipboard (asynchronous in the browser).
void clipboard_set(const std::string& text);
/// The page's text box (app::Host::ask_text): its answer runs the session
/// command `command` with `prefix` + the text, through sudoku_command.
void ask_text(const std::string& title, const std::string& initial, const std::string& command,
              const std::string& prefix, bool clipboard);
/// The page's photo reader (app::Host::read_photo; web/photo.js, loaded on
/// first use, as is a pasted or dropped picture's).
void read_photo();
/// True when the device's main pointer is a finger (a phone, a tablet).
bool coarse_pointer();

/// True when the page is visible (not a background tab).
bool page_visible();
/// Today in the player's time zone, as days since 1970-01-01.
int today();
/// 64 random bits (crypto.getRandomValues, or Math.random without it).
std::uint64_t random_seed();
/// Draws the board as a PNG and shares it (Web Share API) or downloads it.
void share_board_image(const std::string& givens, const std::string& values, const std::string& caption);
/// True when the user asked the system for reduced motion.
bool prefers_reduced_motion();
/// True when the user's system prefers a dark colour scheme.
bool prefers_dark();
/// True when the user asked for more contrast, or the system forces its own
/// colours (Windows high contrast): the canvas is not recoloured by it.
bool prefers_contrast();
/// Seconds since the page loaded (monotonic).
double now_seconds();

}  // namespace sudoku::platform
