// frame_stats.h - what each frame cost and what it drew: the frame figures
// the automation snapshot carries (window.sudokuApp.state().frame_ms, printed
// by the browser tests) and the fingerprint that lets an unchanged frame go
// undrawn.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "imgui.h"

namespace sudoku::platform {

/// Frame times (ms) of the last kFrames frames: the app's own work (input,
/// engine replies, views, building ImGui's draw lists) and, over the last
/// frames that were drawn, the GL submission (which, on a software renderer,
/// waits for rasterising). reset_window() starts a new window (a test
/// measuring one stretch of time, e.g. while the engine computes a path).
class FrameStats {
 public:
  static constexpr std::size_t kFrames = 600;

  /// One frame's own work, drawn or not.
  void frame(double ms);
  /// A frame that was drawn: its GL submission and ImGui's vertex count.
  void drawn(double gl_ms, int vertices);
  void reset_window();
  /// median, p95, p99 and max of the window's frames, the GL median, the
  /// counts of frames and of drawn frames, the window, the last vertex count.
  nlohmann::json json() const;

 private:
  std::array<double, kFrames> frame_ms_{};
  std::array<double, kFrames> gl_ms_{};
  std::size_t frames_ = 0;
  std::size_t drawn_ = 0;          // frames actually drawn (the others showed no change)
  std::size_t window_frames_ = 0;  // frames since the last reset (at most kFrames count)
  std::size_t window_drawn_ = 0;
  int vertices_ = 0;  // ImGui vertices in the last frame drawn
};

/// A fingerprint of everything a frame would draw: ImGui's vertices, indices
/// and commands, and the framebuffer size. Equal fingerprints draw the same
/// picture (shader effects aside: they change with time, see
/// AppView::animating_effects), so that frame need not be drawn at all: the
/// canvas keeps showing the last one, and an idle app costs the GPU nothing.
std::uint64_t picture_fingerprint(const ImDrawData& data, int fb_w, int fb_h);

}  // namespace sudoku::platform
