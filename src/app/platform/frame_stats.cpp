// frame_stats.cpp - the frame figures and the picture's fingerprint (frame_stats.h).
#include "app/platform/frame_stats.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sudoku::platform {

void FrameStats::frame(double ms) {
  frame_ms_[frames_ % kFrames] = ms;
  ++frames_;
  ++window_frames_;
}

void FrameStats::drawn(double gl_ms, int vertices) {
  gl_ms_[drawn_ % kFrames] = gl_ms;
  ++drawn_;
  ++window_drawn_;
  vertices_ = vertices;
}

void FrameStats::reset_window() {
  window_frames_ = 0;
  window_drawn_ = 0;
}

nlohmann::json FrameStats::json() const {
  const std::size_t n = std::min(window_frames_, kFrames);
  const std::size_t m = std::min(window_drawn_, kFrames);
  std::array<double, kFrames> cpu{};
  std::array<double, kFrames> gl{};
  // The newest n (m) entries of the rings.
  for (std::size_t i = 0; i < n; ++i) cpu[i] = frame_ms_[(frames_ - 1 - i) % kFrames];
  for (std::size_t i = 0; i < m; ++i) gl[i] = gl_ms_[(drawn_ - 1 - i) % kFrames];
  std::sort(cpu.begin(), cpu.begin() + static_cast<std::ptrdiff_t>(n));
  std::sort(gl.begin(), gl.begin() + static_cast<std::ptrdiff_t>(m));
  auto at = [](const std::array<double, kFrames>& a, std::size_t count, std::size_t percent) {
    return count == 0 ? 0.0 : a[std::min(count - 1, count * percent / 100)];
  };
  auto ms = [](double v) { return std::round(v * 1000.0) / 1000.0; };
  nlohmann::json j = nlohmann::json::object();
  j["median"] = ms(at(cpu, n, 50));
  j["p95"] = ms(at(cpu, n, 95));
  j["p99"] = ms(at(cpu, n, 99));
  j["max"] = ms(n == 0 ? 0.0 : cpu[n - 1]);
  j["gl_median"] = ms(at(gl, m, 50));
  j["frames"] = frames_;
  j["drawn"] = drawn_;
  j["window"] = n;
  j["vertices"] = vertices_;
  return j;
}

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

}  // namespace sudoku::platform
