// sdl_window_framebuffer.cpp - SDL's software window surface, left out of
// the page.
//
// SDL's Emscripten video driver can draw a window from a surface in memory
// (SDL_GetWindowSurface, copied to the canvas by a 2D context), and its
// device table links that code, about 3 KB, with its JavaScript. The page
// draws with its own WebGL 2 context and never asks for a window surface, so
// the page's link sends the driver's three framebuffer functions here
// (-Wl,--wrap, cmake/Emscripten.cmake: sudoku_wasm_app). SDL calls them only
// from SDL_GetWindowSurface and the functions that follow it. SDL's sources
// stay unmodified.
#include <SDL.h>

struct SDL_VideoDevice;

// Stand in for the driver's framebuffer: none can be made (SDL reports the
// error to a caller of SDL_GetWindowSurface), none is updated or destroyed.
extern "C" int __wrap_Emscripten_CreateWindowFramebuffer(SDL_VideoDevice*, SDL_Window*, Uint32*, void**, int*) {
  return SDL_SetError("the page draws with WebGL, not a window surface");
}
extern "C" int __wrap_Emscripten_UpdateWindowFramebuffer(SDL_VideoDevice*, SDL_Window*, const SDL_Rect*, int) {
  return SDL_SetError("the page draws with WebGL, not a window surface");
}
extern "C" void __wrap_Emscripten_DestroyWindowFramebuffer(SDL_VideoDevice*, SDL_Window*) {}
