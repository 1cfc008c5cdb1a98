// background.h - the page background, drawn by shaders/background.*.glsl.
#pragma once

#include <GLES3/gl3.h>
#include <imgui.h>

#include "app/model/host.h"

namespace sudoku::views {

struct Rgb {
  float r, g, b;
};

class Background {
 public:
  /// Builds the shader program; a failure is logged and leaves the
  /// background a plain clear colour.
  explicit Background(app::Host& host);
  ~Background();
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;

  /// Queues the gradient as the first thing `dl` draws (a callback, so
  /// that all of a frame's GL work happens when ImGui renders, and a frame
  /// whose picture did not change can be skipped whole).
  void queue(ImDrawList* dl, int width, int height, Rgb top, Rgb bottom);
  bool has_shader() const { return program_ != 0; }
  /// The context that made the program and vertex array was lost: their ids
  /// are dropped without being deleted (they name nothing in the context
  /// that replaced it), so the destructor deletes nothing.
  void forget_gl_objects() { program_ = vao_ = 0; }

 private:
  static void draw_callback(const ImDrawList* list, const ImDrawCmd* cmd);
  /// Fills the framebuffer with the gradient.
  void draw() const;
  int width_ = 0, height_ = 0;
  Rgb top_colour_{}, bottom_colour_{};

  GLuint program_ = 0;
  GLuint vao_ = 0;
  GLint top_ = -1, bottom_ = -1;
};

}  // namespace sudoku::views
