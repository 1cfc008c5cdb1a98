// browser.h - the small bridge between the app and the page it runs in.
//
// Views and the model never talk to the browser directly: they go through
// these functions (implemented for Emscripten in browser_web.cpp).
#pragma once

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

/// Shown in the browser console as an error (with the text given).
void log_error(const std::string& text);
/// Shown in the browser console as information.
void log_info(const std::string& text);

/// Tells the page the app has drawn its first frame: hides the loading
/// indicator and sets window.sudokuApp.ready = true.
void announce_ready(const char* version);

/// Replaces the page with the readable "cannot run" message (used when no
/// WebGL 2 context can be made).
void report_unsupported();

/// localStorage access; nullopt when the key is absent or storage is unavailable.
std::optional<std::string> storage_get(const std::string& key);
void storage_set(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);

/// The URL fragment without '#', and replacing it without adding history.
std::string url_fragment();
void set_url_fragment(const std::string& fragment);

/// The page's address without its fragment (for share links).
std::string page_url_without_fragment();

/// Routes the page's paste, copy, visibility and hash-change events to the
/// exported sudoku_on_* functions.
void install_page_hooks();
/// Downloads the puzzle collection at `url` (relative to the page) and hands
/// it to sudoku_on_puzzles (an empty text when it could not be loaded). Asked
/// for when the player first opens the menu, so the first load stays small.
void fetch_puzzles(const char* url);

/// Puts text on the system clipboard (asynchronous in the browser).
void clipboard_set(const std::string& text);

/// True when the page is visible (not a background tab).
bool page_visible();
/// True when the user asked the system for reduced motion.
bool prefers_reduced_motion();
/// True when the user's system prefers a dark colour scheme.
bool prefers_dark();
/// Seconds since the page loaded (monotonic).
double now_seconds();

}  // namespace sudoku::platform
