#include "app/views/background.h"

#include "app/views/embedded_shaders.h"
#include "app/views/gl_program.h"

namespace sudoku::views {

Background::Background(app::Host& host) {
  program_ = build_program(host, "background", reinterpret_cast<const char*>(kShader_background_vert),
                           reinterpret_cast<const char*>(kShader_background_frag));
  glGenVertexArrays(1, &vao_);
  if (program_ != 0) {
    top_ = glGetUniformLocation(program_, "u_top");
    bottom_ = glGetUniformLocation(program_, "u_bottom");
  }
}

Background::~Background() {
  if (program_ != 0) glDeleteProgram(program_);
  if (vao_ != 0) glDeleteVertexArrays(1, &vao_);
}

void Background::queue(ImDrawList* dl, int width, int height, Rgb top, Rgb bottom) {
  width_ = width;
  height_ = height;
  top_colour_ = top;
  bottom_colour_ = bottom;
  dl->AddCallback(&Background::draw_callback, this);
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void Background::draw_callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<const Background*>(cmd->UserCallbackData)->draw();
}

void Background::draw() const {
  const Rgb top = top_colour_;
  const Rgb bottom = bottom_colour_;
  glViewport(0, 0, width_, height_);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_BLEND);
  glClearColor(top.r, top.g, top.b, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  if (program_ == 0) return;
  glUseProgram(program_);
  glUniform3f(top_, top.r, top.g, top.b);
  glUniform3f(bottom_, bottom.r, bottom.g, bottom.b);
  glBindVertexArray(vao_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  glBindVertexArray(0);
  glUseProgram(0);
}

}  // namespace sudoku::views
