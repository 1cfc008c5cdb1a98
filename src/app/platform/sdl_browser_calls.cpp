// sdl_browser_calls.cpp - SDL's two calls into Emscripten's browser
// library, answered without it.
//
// Every function of Emscripten's library_browser.js links its `Browser`
// object: a main loop with timing modes, fullscreen, pointer lock, canvas
// resizing and image decoding, about 2.5 KB gzip of the page's glue, none of
// which the page uses (its loop is html5's emscripten_request_animation_frame_loop,
// main.cpp). SDL's Emscripten driver calls two of them: it sets the page's
// title to the window's and reads the screen's size for its display mode.
// The page's link sends both here (-Wl,--wrap, cmake/Emscripten.cmake:
// sudoku_wasm_app), where they do the same in a line of JavaScript each.
// SDL's sources stay unmodified.
#include <emscripten.h>

namespace {

EM_JS(void, js_set_page_title, (const char* title), { document.title = UTF8ToString(title); });

EM_JS(void, js_screen_size, (int* width, int* height), {
  HEAP32[width >> 2] = screen.width;
  HEAP32[height >> 2] = screen.height;
});

}  // namespace

// As Emscripten's: the page's title becomes the window's.
extern "C" void __wrap_emscripten_set_window_title(const char* title) { js_set_page_title(title); }

// As Emscripten's: the screen's size in CSS pixels.
extern "C" void __wrap_emscripten_get_screen_size(int* width, int* height) { js_screen_size(width, height); }
