// main.cpp - the web entry point: SDL2 window and WebGL2 context, ImGui
// set-up, the canvas's size and pixel ratio followed, and the browser's main
// loop (the frame figures: frame_stats.h; the font atlas: font_atlas.h).
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/emmalloc.h>
#include <emscripten/heap.h>
#include <emscripten/html5.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>

#include "app/model/session.h"
#include "app/platform/browser.h"
#include "app/platform/browser_host.h"
#include "app/platform/dom_bridge.h"
#include "app/platform/font_atlas.h"
#include "app/platform/frame_stats.h"
#include "app/platform/gl_state_shadow.h"
#include "app/platform/worker_link.h"
#include "app/views/app_view.h"
#include "app/views/embedded_shaders.h"
#include "app/views/fonts.h"
#include "app/views/gl_program.h"
#include "backends/imgui_impl_opengl3.h"
#include "backends/imgui_impl_sdl2.h"
#include "imgui.h"
#include "imgui_internal.h"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "dev"
#endif

extern "C" void sudoku_on_gl_context(int restored);

namespace {

sudoku::app::Session* g_session = nullptr;
sudoku::views::AppView* g_view = nullptr;
sudoku::platform::WorkerLink* g_link = nullptr;
sudoku::platform::FrameStats g_stats;

struct Platform {
  SDL_Window* window = nullptr;
  EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = 0;
  int css_width = 0;
  int css_height = 0;
  float font_ratio = 0.0f;  // device pixel ratio the font atlas was built for
  bool announced = false;
  std::uint64_t drawn = 0;     // fingerprint of the picture on the canvas
  int content_height = 0;      // the canvas height the layout asked for (CSS pixels)
  float window_height = 0.0f;  // the window's height then
  std::string wheel_zones;     // where the canvas takes the wheel, as the page last heard
  bool gl_lost = false;        // the WebGL context is lost: nothing is drawn until it is back
  double gl_lost_at = 0.0;     // when it was lost (emscripten_get_now, ms)
  bool gl_lost_said = false;   // the player was told the board cannot be drawn
  sudoku::views::AppView* view = nullptr;
};

Platform* g_platform = nullptr;

// How long a lost WebGL context may stay away before the player is told
// (a GPU reset gives it back well within this).
constexpr double kGlLostSayAfterMs = 3000.0;

// The GL state the page answers itself (gl_state_shadow.cpp) as a new or
// restored context starts, its scissor box the canvas's size.
void know_gl_state() {
  int width = 0;
  int height = 0;
  emscripten_get_canvas_element_size("#canvas", &width, &height);
  sudoku::platform::reset_gl_state_shadow(width, height);
}

// Keeps the SDL window (and so the canvas's backing store) at the canvas's
// CSS size times the device pixel ratio, following resizes and zoom.
void follow_canvas_size(Platform& p) {
  const auto size = sudoku::platform::canvas_size();
  if (size.css_width > 0 && size.css_height > 0 && (size.css_width != p.css_width || size.css_height != p.css_height)) {
    p.css_width = size.css_width;
    p.css_height = size.css_height;
    SDL_SetWindowSize(p.window, size.css_width, size.css_height);
  }
  if (size.pixel_ratio != p.font_ratio) {
    p.font_ratio = size.pixel_ratio;
    sudoku::platform::build_font_atlas(size.pixel_ratio);
    if (p.view != nullptr) p.view->on_pixel_ratio(size.pixel_ratio);
  }
}

void frame(void* arg) {
  const double start = emscripten_get_now();
  auto& p = *static_cast<Platform*>(arg);
  // The first frame's parts are marked in the page's timeline (start-up figures).
  const bool first = !p.announced;
  if (first) sudoku::platform::mark("frame");
  follow_canvas_size(p);
  if (first) {
    // The atlas is built here rather than inside ImGui's first NewFrame, so
    // that its time is marked apart from the shader program's.
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    sudoku::platform::mark("atlas");
  }
  SDL_Event event;
  bool finger_lifted = false;
  while (SDL_PollEvent(&event)) {
    // A press lands where it is, whatever ImGui last heard: after a finger
    // lifts, ImGui's pointer is moved off the screen (below), while SDL sends
    // no motion for a tap on the pixel it last saw, so a second tap on the
    // same spot would otherwise press nothing.
    if (event.type == SDL_MOUSEBUTTONDOWN) {
      ImGui::GetIO().AddMouseSourceEvent(event.button.which == SDL_TOUCH_MOUSEID ? ImGuiMouseSource_TouchScreen
                                                                                 : ImGuiMouseSource_Mouse);
      ImGui::GetIO().AddMousePosEvent(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
    }
    ImGui_ImplSDL2_ProcessEvent(&event);
    finger_lifted = finger_lifted || event.type == SDL_FINGERUP ||
                    (event.type == SDL_MOUSEBUTTONUP && event.button.which == SDL_TOUCH_MOUSEID);
  }
  // A finger that left the screen hovers nothing: without this the last
  // tapped button would stay highlighted (ImGui applies it after the release).
  if (finger_lifted) ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
  // Without a WebGL context nothing is drawn, but the frame runs on: the
  // game, its clock and the page's mirror go on as before. The context may
  // be lost before its event arrives: the frame asks, so nothing is made on
  // a context that is gone.
  if (!p.gl_lost && emscripten_is_webgl_context_lost(p.gl)) sudoku_on_gl_context(0);
  if (!p.gl_lost) ImGui_ImplOpenGL3_NewFrame();  // the first time: ImGui's shader program and the atlas's upload
  // A context that stays away: the player hears why the board is not drawn.
  if (p.gl_lost && !p.gl_lost_said && start - p.gl_lost_at >= kGlLostSayAfterMs) {
    p.gl_lost_said = true;
    g_session->on_drawing_lost(true);
  }
  if (first) sudoku::platform::mark("gl-objects");
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();

  int fb_w = 0;
  int fb_h = 0;
  emscripten_get_canvas_element_size("#canvas", &fb_w, &fb_h);
  const sudoku::platform::PageView page = sudoku::platform::page_view();
  p.view->set_viewport(page.height, page.scroll_y);
  p.view->frame(fb_w, fb_h);
  // The canvas as tall as the layout (the page scrolls when it is taller
  // than the window), the page scrolled by a swipe, the wheel's zones.
  if (const int content = static_cast<int>(std::ceil(p.view->content_height()));
      content != p.content_height || page.height != p.window_height) {
    p.content_height = content;
    p.window_height = page.height;
    sudoku::platform::set_page_height(content);
  }
  if (const float dy = p.view->take_page_scroll(); dy != 0.0f) sudoku::platform::scroll_page_by(dy);
  if (std::string zones = p.view->wheel_zones(); zones != p.wheel_zones) {
    p.wheel_zones = std::move(zones);
    sudoku::platform::set_wheel_zones(p.wheel_zones);
  }
  sudoku::platform::dom_bridge_frame(*g_session, p.css_width, p.css_height, p.font_ratio, p.view->layout_fingerprint());

  ImGui::Render();
  if (first) sudoku::platform::mark("views");
  ImDrawData& data = *ImGui::GetDrawData();
  const std::uint64_t picture = sudoku::platform::picture_fingerprint(data, fb_w, fb_h);
  g_stats.frame(emscripten_get_now() - start);
  const bool asked = p.view->take_redraw_request();
  if (!p.gl_lost && (picture != p.drawn || p.view->animating_effects() || asked || !p.announced)) {
    p.drawn = picture;
    const double t_gl = emscripten_get_now();
    glViewport(0, 0, fb_w, fb_h);
    ImGui_ImplOpenGL3_RenderDrawData(&data);
    g_stats.drawn(emscripten_get_now() - t_gl, data.TotalVtxCount);
  }
  if (!p.announced) {
    p.announced = true;
    sudoku::platform::mark("drawn");
    sudoku::platform::announce_ready(SUDOKU_VERSION);
  } else if (g_link != nullptr) {
    // The engine worker loads after the first frame, so that it does not
    // compete with the page's own start (a request made sooner starts it).
    g_link->start();
  }
}

// The loop: a frame at each of the browser's animation frames for as long
// as the page lives. html5's animation-frame loop rather than
// emscripten_set_main_loop, whose JavaScript (Emscripten's Browser object:
// timing modes, fullscreen, pointer lock, ...) the page would download
// (sdl_browser_calls.cpp).
EM_BOOL animation_frame(double, void* arg) {
  frame(arg);
  return EM_TRUE;
}

}  // namespace

// window.sudokuApp.state() reads this (see web/boot.js).
extern "C" EMSCRIPTEN_KEEPALIVE const char* sudoku_state_json() {
  static std::string text;
  nlohmann::json j = nlohmann::json::object();
  if (g_view != nullptr) {
    g_view->write_state(j);
    j["frame_ms"] = g_stats.json();
    j["gl_context"] = g_platform != nullptr && g_platform->gl_lost ? "lost" : "ready";
    // Input the page has had that ImGui has not taken in yet: it takes in at
    // most one change of each key or button a frame, so inputs that came
    // between two frames are spread over the next ones (a tap: three).
    j["input_pending"] = ImGui::GetCurrentContext() != nullptr ? ImGui::GetCurrentContext()->InputEventsQueue.Size : 0;
    if (g_platform != nullptr && g_platform->gl_lost_said) j["gl_lost_said"] = true;
    if (g_link != nullptr) g_link->write_status(j["engine"]);
    // The WebAssembly memory (it only grows) and the part of its heap in use
    // (emmalloc's own count): the soak test watches both stay flat.
    const std::size_t heap = emmalloc_dynamic_heap_size();
    j["memory"]["wasm_bytes"] = emscripten_get_heap_size();
    j["memory"]["heap_used"] = heap - emmalloc_free_dynamic_memory();
  }
  text = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return text.c_str();
}

// A new window for the frame figures (see FrameStats).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_reset_frame_stats() { g_stats.reset_window(); }

// The WebGL context lost (0) or back (1) (see platform::install_page_hooks).
// Everything made on the lost context is gone: ImGui's renderer makes its
// shader, buffers and font texture again at its next frame, the view its
// background and effects, and the GL state starts as WebGL's initial one.
// (The page has dropped the lost objects' ids by then, so the deletes that
// precede remaking them delete nothing: see platform::install_page_hooks.)
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_gl_context(int restored) {
  if (g_platform == nullptr || g_view == nullptr || g_session == nullptr) return;
  Platform& p = *g_platform;
  if (restored == 0) {
    if (!p.gl_lost) p.gl_lost_at = emscripten_get_now();
    p.gl_lost = true;
    g_view->on_gl_context_lost();
    return;
  }
  if (!p.gl_lost) return;
  if (std::exchange(p.gl_lost_said, false)) g_session->on_drawing_lost(false);
  emscripten_webgl_make_context_current(p.gl);
  know_gl_state();
  ImGui_ImplOpenGL3_DestroyDeviceObjects();
  g_view->on_gl_context_restored();
  p.gl_lost = false;
  p.drawn = 0;  // the next frame is drawn, whatever it shows
}

// Page events (see platform::install_page_hooks).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_paste(const char* text) {
  if (g_session != nullptr) g_session->paste(text);
}
extern "C" EMSCRIPTEN_KEEPALIVE const char* sudoku_copy_text() {
  static std::string text;
  text = g_session != nullptr ? g_session->copy_by_key() : "";
  return text.c_str();
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_visibility(int visible) {
  if (g_session == nullptr) return;
  g_session->on_visibility(visible != 0);
  // Back in view, the next frame is drawn even if nothing changed: the
  // browser may have dropped the page's last picture meanwhile.
  if (visible != 0 && g_view != nullptr) g_view->request_redraw();
}
// The address's fragment changed: read it as at start (platform::url_fragment).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_fragment() {
  if (g_session != nullptr) g_session->open_fragment(g_session->host().url_fragment());
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_storage(const char* key, const char* value, int has_value) {
  if (g_session == nullptr) return;
  // Nothing the app saves is this long: another page's data, not read.
  if (std::strlen(value) > sudoku::app::Host::kMaxInputBytes) {
    sudoku::platform::log_warning("sudoku: another page stored a value over 1 MB; it is not read");
    return;
  }
  g_session->on_storage_changed(key, has_value != 0 ? std::optional<std::string>(value) : std::nullopt);
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_fetched(const char* url, const char* text, int ok) {
  if (g_session != nullptr) g_session->on_fetched(url, text, ok != 0);
}

// Compiles a fragment shader through the app's own path, so a test can check
// that a broken shader is reported in the console while the app runs on.
extern "C" EMSCRIPTEN_KEEPALIVE int sudoku_debug_compile_shader(const char* fragment_source) {
  static sudoku::platform::BrowserHost host;
  const GLuint shader = sudoku::views::compile_shader(host, "debug", GL_FRAGMENT_SHADER, fragment_source);
  if (shader != 0) glDeleteShader(shader);
  return shader != 0 ? 1 : 0;
}

int main() {
  sudoku::platform::mark("main");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }

  static Platform p;
  g_platform = &p;
  const auto size = sudoku::platform::canvas_size();
  // SDL makes the window's title the page's title: the same as index.html's.
  p.window = SDL_CreateWindow("Sudoku: play, learn and solve", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                              size.css_width > 0 ? size.css_width : 800, size.css_height > 0 ? size.css_height : 600,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (p.window == nullptr) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return 1;
  }
  sudoku::platform::mark("window");
  // The WebGL 2 context is made here rather than by SDL, which is built
  // without its OpenGL (EGL) layer: that layer's GetProcAddress linked
  // every GL function of Emscripten into the page's JavaScript (src/bench/README.md,
  // "The web app in Chromium"). WebGL 2 core only: no automatic extensions (see
  // cmake/Emscripten.cmake), no depth, stencil, alpha or antialiasing.
  EmscriptenWebGLContextAttributes attributes;
  emscripten_webgl_init_context_attributes(&attributes);
  attributes.majorVersion = 2;
  attributes.minorVersion = 0;
  attributes.alpha = false;
  attributes.depth = false;
  attributes.stencil = false;
  attributes.antialias = false;
  attributes.enableExtensionsByDefault = false;
  p.gl = emscripten_webgl_create_context("#canvas", &attributes);
  if (p.gl <= 0) {
    std::fprintf(stderr, "WebGL2 context creation failed (%d)\n", static_cast<int>(p.gl));
    sudoku::platform::report_unsupported();
    return 1;
  }
  emscripten_webgl_make_context_current(p.gl);
  know_gl_state();
  sudoku::platform::mark("context");

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is computed every frame; nothing to persist
  // Keys belong to the board (arrows move the cursor), not to ImGui's navigation.
  ImGui_ImplSDL2_InitForOther(p.window);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  static sudoku::platform::BrowserHost host;
  // The logic engine runs in a Web Worker (its own module, loaded after the
  // first frame): this module does not contain it.
  static sudoku::platform::WorkerLink link("sudoku-engine.js");
  g_link = &link;
  static sudoku::app::Session session(host, link);
  static sudoku::views::AppView view(session);
  session.set_version(SUDOKU_VERSION);
  g_session = &session;
  sudoku::platform::install_dom_bridge(session);
  p.view = &view;
  g_view = &view;
  view.set_touch_screen(sudoku::platform::coarse_pointer());
  sudoku::platform::install_page_hooks();
  // The first frame is drawn now rather than at the browser's next animation
  // frame (up to 16 ms later, and longer on a busy machine): the page shows
  // the board sooner. The loop's frames follow at the animation frames.
  frame(&p);
  emscripten_request_animation_frame_loop(animation_frame, &p);
  return 0;
}
