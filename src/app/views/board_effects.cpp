#include "app/views/board_effects.h"

#include <cmath>

#include "app/views/embedded_shaders.h"
#include "app/views/gl_program.h"

namespace sudoku::views {

namespace {
GLuint make_texture(int size) {
  GLuint tex = 0;
  glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  return tex;
}

void unpack(ImU32 c, float out[3]) {
  const ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  out[0] = v.x;
  out[1] = v.y;
  out[2] = v.z;
}
}  // namespace

BoardEffects::BoardEffects(app::Host& host) {
  program_ = build_program(host, "board_effects", reinterpret_cast<const char*>(kShader_board_effects_vert),
                           reinterpret_cast<const char*>(kShader_board_effects_frag));
  if (program_ == 0) return;
  glGenVertexArrays(1, &vao_);
  cells_tex_ = make_texture(9);
  marks_tex_ = make_texture(27);
  glBindTexture(GL_TEXTURE_2D, 0);
  u_rect_ = glGetUniformLocation(program_, "u_rect");
  u_fb_ = glGetUniformLocation(program_, "u_fb");
  u_breathe_ = glGetUniformLocation(program_, "u_breathe");
  u_flash_ = glGetUniformLocation(program_, "u_flash");
  u_sweep_ = glGetUniformLocation(program_, "u_sweep");
  u_cause_ = glGetUniformLocation(program_, "u_cause");
  u_target_ = glGetUniformLocation(program_, "u_target");
  u_alert_ = glGetUniformLocation(program_, "u_alert");
  u_cells_ = glGetUniformLocation(program_, "u_cells");
  u_marks_ = glGetUniformLocation(program_, "u_marks");
}

BoardEffects::~BoardEffects() {
  if (program_ == 0) return;
  glDeleteProgram(program_);
  glDeleteVertexArrays(1, &vao_);
  glDeleteTextures(1, &cells_tex_);
  glDeleteTextures(1, &marks_tex_);
}

bool BoardEffects::queue(ImDrawList* dl, const BoardLayout& layout, const app::BoardScene& scene, const Theme& theme,
                         float pixel_ratio, double time, float sweep) {
  if (program_ == 0) return false;
  bool any = sweep >= 0.0f;
  cells_.fill(0);
  marks_.fill(0);
  for (int c = 0; c < kCells; ++c) {
    const auto f = scene.flags[c];
    std::uint8_t* texel = &cells_[static_cast<std::size_t>(c) * 4];
    texel[0] = (f & app::kCellCause) ? 255 : 0;
    texel[1] = (f & app::kCellTarget) ? 255 : 0;
    texel[2] = (f & app::kCellFailed) ? 255 : 0;
    any = any || (f & (app::kCellCause | app::kCellTarget | app::kCellFailed));
    if (scene.removed_marks[c] == 0 || scene.removed_fade <= 0.0f) continue;
    for (int d = 1; d <= 9; ++d) {
      if (!(scene.removed_marks[c] & digit_bit(d))) continue;
      const int x = (c % 9) * 3 + (d - 1) % 3;
      const int y = (c / 9) * 3 + (d - 1) / 3;
      marks_[static_cast<std::size_t>(y * 27 + x) * 4] = static_cast<std::uint8_t>(scene.removed_fade * 255.0f);
      texel[3] = 255;  // the cell has a fading mark: its quad is drawn
      any = true;
    }
  }
  if (!any) return false;
  const ImGuiIO& io = ImGui::GetIO();
  rect_[0] = layout.cell_x[0] * pixel_ratio;
  rect_[1] = layout.cell_y[0] * pixel_ratio;
  rect_[2] = layout.cell_x[9] * pixel_ratio;
  rect_[3] = layout.cell_y[9] * pixel_ratio;
  fb_[0] = io.DisplaySize.x * pixel_ratio;
  fb_[1] = io.DisplaySize.y * pixel_ratio;
  breathe_ = static_cast<float>(0.55 + 0.45 * std::sin(time * 4.0));
  flash_ = static_cast<float>(0.35 + 0.25 * std::sin(time * 12.0));
  sweep_ = sweep;
  unpack(theme.cause, cause_);
  unpack(theme.target, target_);
  unpack(theme.conflict, alert_);
  dl->AddCallback(&BoardEffects::draw_callback, this);
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
  return true;
}

void BoardEffects::draw_callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<BoardEffects*>(cmd->UserCallbackData)->draw();
}

void BoardEffects::draw() {
  glUseProgram(program_);
  glDisable(GL_SCISSOR_TEST);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // premultiplied output
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, cells_tex_);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 9, 9, GL_RGBA, GL_UNSIGNED_BYTE, cells_.data());
  glActiveTexture(GL_TEXTURE1);
  glBindTexture(GL_TEXTURE_2D, marks_tex_);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 27, 27, GL_RGBA, GL_UNSIGNED_BYTE, marks_.data());
  glUniform1i(u_cells_, 0);
  glUniform1i(u_marks_, 1);
  glUniform4f(u_rect_, rect_[0], rect_[1], rect_[2], rect_[3]);
  glUniform2f(u_fb_, fb_[0], fb_[1]);
  glUniform1f(u_breathe_, breathe_);
  glUniform1f(u_flash_, flash_);
  glUniform1f(u_sweep_, sweep_);
  glUniform3f(u_cause_, cause_[0], cause_[1], cause_[2]);
  glUniform3f(u_target_, target_[0], target_[1], target_[2]);
  glUniform3f(u_alert_, alert_[0], alert_[1], alert_[2]);
  glBindVertexArray(vao_);
  glDrawArraysInstanced(GL_TRIANGLES, 0, 6, 81);
  glBindVertexArray(0);
  glActiveTexture(GL_TEXTURE0);
}

}  // namespace sudoku::views
