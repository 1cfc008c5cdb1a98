// dom_bridge.cpp - see dom_bridge.h.
#include "app/platform/dom_bridge.h"

#include <emscripten.h>

#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/session_commands.h"
#include "app/platform/browser.h"
#include "app/views/widgets.h"

namespace sudoku::platform {

namespace {
app::Session* g_session = nullptr;
std::uint64_t g_reported = 0;  // the fingerprint the page last heard of
}  // namespace

// clang-format off
EM_JS(void, js_state_changed, (), {
  const mirror = window.sudokuA11y;
  if (mirror && typeof mirror.onChange === "function") mirror.onChange();
});
// clang-format on

void install_dom_bridge(app::Session& session) { g_session = &session; }

void dom_bridge_frame(const app::Session& session, int css_width, int css_height, float pixel_ratio,
                      std::uint64_t layout) {
  std::uint64_t f = app::state_fingerprint(session) ^ layout * 0xD6E8FEB86659FD93ull;
  std::uint32_t ratio_bits = 0;
  std::memcpy(&ratio_bits, &pixel_ratio, sizeof ratio_bits);
  f ^= (static_cast<std::uint64_t>(static_cast<std::uint32_t>(css_width)) << 32 |
        static_cast<std::uint32_t>(css_height)) *
       0x9E3779B97F4A7C15ull;
  f ^= static_cast<std::uint64_t>(ratio_bits) * 0xC2B2AE3D27D4EB4Full;
  if (f == g_reported) return;
  g_reported = f;
  js_state_changed();
}

}  // namespace sudoku::platform

// The mirror's one way in: a session command by name (session_commands.h),
// or "press <id>": the drawn control `id` (state().controls) acts in the
// next frame as for a click. Answers "" when it ran, else why not (also
// written to the console).
extern "C" EMSCRIPTEN_KEEPALIVE const char* sudoku_command(const char* name, const char* argument) {
  static std::string answer;
  if (sudoku::platform::g_session == nullptr) {
    answer = "the app is not running yet";
  } else if (std::strcmp(name, "press") == 0) {
    sudoku::views::press_control(argument);
    answer.clear();
  } else {
    answer = sudoku::app::run_command(*sudoku::platform::g_session, name, argument);
  }
  if (!answer.empty()) sudoku::platform::log_warning("sudoku_command: " + answer);
  return answer.c_str();
}
