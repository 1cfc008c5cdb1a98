// sdl_gestures.cpp - SDL's touch gestures, left out of the page.
//
// SDL turns touches into gesture events of its own (SDL_MULTIGESTURE for
// two-finger pinches and turns, SDL_DOLLARGESTURE for recorded shapes),
// about 2 KB of code that every touch passes through. Neither the app nor
// ImGui's SDL backend reads those events: taps, drags and the page's own
// scrolling come from the finger and mouse events. The page's link sends
// SDL's four gesture hooks here (-Wl,--wrap, cmake/Emscripten.cmake:
// sudoku_wasm_app), so no gesture event is made. SDL's sources stay
// unmodified.
#include <SDL.h>

// Stand in for SDL's gesture hooks (src/events/SDL_gesture_c.h): a touch
// device needs no gesture state, and an event is not looked at.
extern "C" int __wrap_SDL_GestureAddTouch(SDL_TouchID) { return 0; }
extern "C" int __wrap_SDL_GestureDelTouch(SDL_TouchID) { return 0; }
extern "C" void __wrap_SDL_GestureProcessEvent(SDL_Event*) {}
extern "C" void __wrap_SDL_GestureQuit() {}
