// no_fullscreen_pointer_lock.cpp - the page's fullscreen and pointer lock,
// left out of the page.
//
// SDL's Emscripten driver listens for the page going fullscreen and for the
// pointer being locked, and asks for both when an SDL window goes
// fullscreen or into relative mouse mode; Emscripten's JavaScript for those
// requests and events is about 1.4 KB gzip of the page's glue. The app never
// goes fullscreen through SDL (the browser's own fullscreen, F11, needs no
// page code) and never locks the pointer, so the page's link sends SDL's six
// calls here (-Wl,--wrap, cmake/Emscripten.cmake: sudoku_wasm_app). SDL's
// sources stay unmodified.
#include <emscripten/html5.h>

// No listener is installed: the page never enters the Fullscreen API's
// fullscreen nor locks the pointer, so neither event can come.
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_set_fullscreenchange_callback_on_thread(
    const char*, void*, EM_BOOL, em_fullscreenchange_callback_func, pthread_t) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_set_pointerlockchange_callback_on_thread(
    const char*, void*, EM_BOOL, em_pointerlockchange_callback_func, pthread_t) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
// A request fails (SDL then leaves the window as it was); leaving a state
// the page is never in succeeds at once.
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_request_fullscreen_strategy(const char*, EM_BOOL,
                                                                           const EmscriptenFullscreenStrategy*) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_exit_fullscreen() { return EMSCRIPTEN_RESULT_SUCCESS; }
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_request_pointerlock(const char*, EM_BOOL) {
  return EMSCRIPTEN_RESULT_NOT_SUPPORTED;
}
extern "C" EMSCRIPTEN_RESULT __wrap_emscripten_exit_pointerlock() { return EMSCRIPTEN_RESULT_SUCCESS; }
