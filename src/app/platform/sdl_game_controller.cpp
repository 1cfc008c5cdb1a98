// sdl_game_controller.cpp - SDL's game controllers, left out of the page.
//
// ImGui's SDL backend reads a game controller each frame when the app sets
// ImGuiConfigFlags_NavEnableGamepad, which this app never does; yet its
// calls link SDL's game-controller code and its table of controller
// mappings (about 7 KB of code and 3 KB of data). The page's link sends the
// three entry points the backend calls here instead (-Wl,--wrap,
// cmake/Emscripten.cmake: sudoku_wasm_app), and nothing else references the
// rest. SDL's joystick subsystem is not built (emsdk-setup.sh), so the real
// SDL_GameControllerOpen could not open one either. SDL's sources stay
// unmodified.
#include <SDL.h>

// Stand in for SDL_GameControllerOpen: no controller, with SDL's error set
// (the backend then reports no gamepad).
extern "C" SDL_GameController* __wrap_SDL_GameControllerOpen(int) {
  SDL_SetError("the page reads no game controller");
  return nullptr;
}
// Never reached without a controller; a button is up and an axis at rest.
extern "C" Uint8 __wrap_SDL_GameControllerGetButton(SDL_GameController*, SDL_GameControllerButton) { return 0; }
extern "C" Sint16 __wrap_SDL_GameControllerGetAxis(SDL_GameController*, SDL_GameControllerAxis) { return 0; }
