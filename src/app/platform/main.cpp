// main.cpp - the web entry point: SDL2 window and WebGL2 context, ImGui
// set-up, fonts at the device pixel ratio, and the browser's main loop.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/emmalloc.h>
#include <emscripten/heap.h>
#include <emscripten/html5.h>

#include <GLES3/gl3.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "backends/imgui_impl_opengl3.h"
#include "backends/imgui_impl_sdl2.h"
#include "imgui.h"
#include "app/model/session.h"
#include "app/platform/browser.h"
#include "app/platform/browser_host.h"
#include "app/platform/dom_bridge.h"
#include "app/platform/worker_link.h"
#include "app/views/app_view.h"
#include "app/views/embedded_shaders.h"
#include "app/views/fonts.h"
#include "app/views/gl_program.h"

#ifndef SUDOKU_VERSION
#define SUDOKU_VERSION "dev"
#endif

namespace {

sudoku::app::Session* g_session = nullptr;
sudoku::views::AppView* g_view = nullptr;
sudoku::platform::WorkerLink* g_link = nullptr;

// Frame times (ms) of the last kStatFrames frames, for the figures the
// browser tests print: the app's own work (input, engine replies, views,
// building ImGui's draw lists) and, over the last frames that were drawn,
// the GL submission (which, on a software renderer, waits for rasterising).
// sudoku_reset_frame_stats() starts a new window (a test measuring one
// stretch of time, e.g. while the engine computes a path).
constexpr std::size_t kStatFrames = 600;
std::array<double, kStatFrames> g_frame_ms{};
std::array<double, kStatFrames> g_gl_ms{};
std::size_t g_frames = 0;
std::size_t g_drawn = 0;  // frames actually drawn (the others showed no change)
std::size_t g_window_frames = 0;  // frames since the last reset (at most kStatFrames count)
std::size_t g_window_drawn = 0;
int g_vertices = 0;  // ImGui vertices in the last frame

nlohmann::json frame_stats() {
  const std::size_t n = std::min(g_window_frames, kStatFrames);
  const std::size_t m = std::min(g_window_drawn, kStatFrames);
  std::array<double, kStatFrames> cpu{};
  std::array<double, kStatFrames> gl{};
  // The newest n (m) entries of the rings.
  for (std::size_t i = 0; i < n; ++i) cpu[i] = g_frame_ms[(g_frames - 1 - i) % kStatFrames];
  for (std::size_t i = 0; i < m; ++i) gl[i] = g_gl_ms[(g_drawn - 1 - i) % kStatFrames];
  std::sort(cpu.begin(), cpu.begin() + static_cast<std::ptrdiff_t>(n));
  std::sort(gl.begin(), gl.begin() + static_cast<std::ptrdiff_t>(m));
  auto at = [](const std::array<double, kStatFrames>& a, std::size_t count, std::size_t percent) {
    return count == 0 ? 0.0 : a[std::min(count - 1, count * percent / 100)];
  };
  auto ms = [](double v) { return std::round(v * 1000.0) / 1000.0; };
  nlohmann::json j = nlohmann::json::object();
  j["median"] = ms(at(cpu, n, 50));
  j["p95"] = ms(at(cpu, n, 95));
  j["p99"] = ms(at(cpu, n, 99));
  j["max"] = ms(n == 0 ? 0.0 : cpu[n - 1]);
  j["gl_median"] = ms(at(gl, m, 50));
  j["frames"] = g_frames;
  j["drawn"] = g_drawn;
  j["window"] = n;
  j["vertices"] = g_vertices;
  return j;
}

// A fingerprint of everything a frame would draw: ImGui's vertices, indices
// and commands, and the framebuffer size. Equal fingerprints draw the same
// picture (shader effects aside: they change with time, see
// AppView::animating_effects), so that frame need not be drawn at all: the
// canvas keeps showing the last one, and an idle app costs the GPU nothing.
std::uint64_t picture_fingerprint(const ImDrawData& data, int fb_w, int fb_h) {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  auto word = [&h](std::uint64_t w) {
    h = (h ^ w) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 32;
  };
  auto bytes = [&word](const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, b + i, 8);
      word(w);
    }
    std::uint64_t tail = n;
    for (; i < n; ++i) tail = (tail << 8) | b[i];
    word(tail);
  };
  word(static_cast<std::uint64_t>(fb_w) << 32 | static_cast<std::uint32_t>(fb_h));
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList* list = data.CmdLists[i];
    bytes(list->VtxBuffer.Data, static_cast<std::size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    bytes(list->IdxBuffer.Data, static_cast<std::size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      bytes(&cmd.ClipRect, sizeof cmd.ClipRect);
      word(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(cmd.TextureId)));
      word(static_cast<std::uint64_t>(cmd.VtxOffset) << 32 | cmd.IdxOffset);
      word(cmd.ElemCount);
      word(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(cmd.UserCallback)));
    }
  }
  return h;
}

struct Platform {
  SDL_Window* window = nullptr;
  EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = 0;
  int css_width = 0;
  int css_height = 0;
  float font_ratio = 0.0f;  // device pixel ratio the font atlas was built for
  bool announced = false;
  std::uint64_t drawn = 0;  // fingerprint of the picture on the canvas
  sudoku::views::AppView* view = nullptr;
};

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
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    // An atlas only as tall as its glyphs (WebGL 2 takes any texture size),
    // without ImGui's software mouse cursors (the browser draws the cursor):
    // less to upload at start-up.
    io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight | ImFontAtlasFlags_NoMouseCursors;
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the embedded array outlives the atlas
    // One sample per pixel, glyphs on whole pixels: they are rasterised at
    // device pixels already, and ImGui's default twice-wide sampling took
    // the atlas about three times as long to build at start-up.
    config.OversampleH = 1;
    config.PixelSnapH = true;
    config.OversampleV = 1;
    const float ratio = size.pixel_ratio;
    static const ImWchar kTextRanges[] = {0x0020, 0x007E, 0x00B7, 0x00B7, 0x00D7, 0x00D7, 0x2013, 0x2014,
                                          0x2022, 0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212, 0};
    // The board's fonts draw digits only (space and '?' are ImGui's fallbacks):
    // a smaller atlas is built and uploaded sooner at start-up.
    static const ImWchar kDigitRanges[] = {0x0020, 0x0020, 0x0030, 0x0039, 0x003F, 0x003F, 0};
    // Four sizes: UI text, small pencil marks, big digits, headings. Glyphs
    // are rasterised at device pixels and scaled back, so text is crisp.
    for (std::size_t i = 0; i < std::size(sudoku::views::kFontSizes); ++i) {
      const auto role = static_cast<sudoku::views::FontRole>(i);
      const bool digits = role == sudoku::views::FontRole::kMark || role == sudoku::views::FontRole::kDigit;
      io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFont), static_cast<int>(kUiFont_size),
                                     sudoku::views::kFontSizes[i] * ratio, &config, digits ? kDigitRanges : kTextRanges);
    }
    io.FontGlobalScale = 1.0f / ratio;
    // The first time, ImGui's first NewFrame makes the texture along with
    // its other GL objects (making it here too uploaded the atlas twice).
    if (io.Fonts->TexID != ImTextureID{}) {
      ImGui_ImplOpenGL3_DestroyFontsTexture();
      ImGui_ImplOpenGL3_CreateFontsTexture();
    }
    if (p.view != nullptr) p.view->on_pixel_ratio(ratio);
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
  ImGui_ImplOpenGL3_NewFrame();  // the first time: ImGui's shader program and the atlas's upload
  if (first) sudoku::platform::mark("gl-objects");
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();

  int fb_w = 0;
  int fb_h = 0;
  emscripten_get_canvas_element_size("#canvas", &fb_w, &fb_h);
  p.view->frame(fb_w, fb_h);
  sudoku::platform::dom_bridge_frame(*g_session, p.css_width, p.css_height, p.font_ratio);

  ImGui::Render();
  if (first) sudoku::platform::mark("views");
  ImDrawData& data = *ImGui::GetDrawData();
  const std::uint64_t picture = picture_fingerprint(data, fb_w, fb_h);
  g_frame_ms[g_frames % kStatFrames] = emscripten_get_now() - start;
  ++g_window_frames;
  const bool asked = p.view->take_redraw_request();
  if (picture != p.drawn || p.view->animating_effects() || asked || !p.announced) {
    p.drawn = picture;
    const double t_gl = emscripten_get_now();
    glViewport(0, 0, fb_w, fb_h);
    g_vertices = data.TotalVtxCount;
    ImGui_ImplOpenGL3_RenderDrawData(&data);
    g_gl_ms[g_drawn++ % kStatFrames] = emscripten_get_now() - t_gl;
    ++g_window_drawn;
  }
  ++g_frames;
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

}  // namespace

// window.sudokuApp.state() reads this (see web/boot.js).
extern "C" EMSCRIPTEN_KEEPALIVE const char* sudoku_state_json() {
  static std::string text;
  nlohmann::json j = nlohmann::json::object();
  if (g_view != nullptr) {
    g_view->write_state(j);
    j["frame_ms"] = frame_stats();
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

// A new window for the frame figures (see frame_stats).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_reset_frame_stats() {
  g_window_frames = 0;
  g_window_drawn = 0;
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
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_fragment(const char* fragment) {
  if (g_session != nullptr) g_session->open_fragment(fragment);
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_on_storage(const char* key, const char* value, int has_value) {
  if (g_session == nullptr) return;
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
  emscripten_set_main_loop_arg(frame, &p, 0, true);
  return 0;
}
