// app_view.h - the top-level view: lays out the board and panels each frame.
#pragma once

#include <memory>
#include <string>

#include "views/background.h"

namespace sudoku::views {

class AppView {
 public:
  AppView();
  /// Draws one frame into a framebuffer of fb_width x fb_height pixels.
  void frame(int fb_width, int fb_height);
  /// Called when the device pixel ratio changes (fonts were rebuilt).
  void on_pixel_ratio(float ratio) { pixel_ratio_ = ratio; }
  /// The automation state (window.sudokuApp.state()) as a JSON object.
  std::string state_json() const;

 private:
  std::unique_ptr<Background> background_;
  float pixel_ratio_ = 1.0f;
  float board_x_ = 0.0f, board_y_ = 0.0f, board_size_ = 0.0f;  // CSS pixels, last frame
  bool dark_ = false;
};

}  // namespace sudoku::views
