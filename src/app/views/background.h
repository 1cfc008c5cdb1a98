// background.h - the page background, drawn by shaders/background.*.glsl.
#pragma once

#include <GLES3/gl3.h>

namespace sudoku::views {

struct Rgb {
  float r, g, b;
};

class Background {
 public:
  /// Builds the shader program; a failure is logged and leaves the
  /// background a plain clear colour.
  Background();
  ~Background();
  Background(const Background&) = delete;
  Background& operator=(const Background&) = delete;

  /// Fills the framebuffer (width x height pixels) with the gradient.
  void draw(int width, int height, Rgb top, Rgb bottom) const;
  bool has_shader() const { return program_ != 0; }

 private:
  GLuint program_ = 0;
  GLuint vao_ = 0;
  GLint top_ = -1, bottom_ = -1;
};

}  // namespace sudoku::views
