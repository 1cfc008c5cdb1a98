// sdl_surface_conversion.cpp - SDL's surface conversion, left out of the page.
//
// SDL2 links its pixel-format conversion and blitters (about 10 KB of code)
// because a cursor made from pixels (SDL_CreateColorCursor) and a window
// icon (SDL_SetWindowIcon) convert their surface first. The page uses only
// the browser's own cursors (ImGui's SDL backend asks for system cursors)
// and has no window icon, so the page's link sends both conversion
// functions here instead (-Wl,--wrap, cmake/Emscripten.cmake:
// sudoku_wasm_app), and nothing references the blitters any more. Every SDL
// caller handles a failed conversion. SDL's sources stay unmodified.
#include <SDL.h>

// Stand in for SDL_ConvertSurface / SDL_ConvertSurfaceFormat: no surface,
// with SDL's error set (a caller then fails cleanly, e.g. no pixel cursor).
extern "C" SDL_Surface* __wrap_SDL_ConvertSurface(SDL_Surface*, const SDL_PixelFormat*, Uint32) {
  SDL_SetError("the page does not convert surfaces");
  return nullptr;
}
extern "C" SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface*, Uint32, Uint32) {
  SDL_SetError("the page does not convert surfaces");
  return nullptr;
}
