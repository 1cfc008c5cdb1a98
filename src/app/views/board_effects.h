// board_effects.h - the board's animated effects (highlight pulse,
// elimination fade, failure flash, completion sweep), drawn by
// shaders/board_effects.*.glsl in an ImGui draw callback over the board.
#pragma once

#include <GLES3/gl3.h>
#include <imgui.h>

#include <array>
#include <cstdint>

#include "app/model/host.h"
#include "app/views/board_view.h"

namespace sudoku::views {

class BoardEffects {
 public:
  /// Builds the program and textures; a failed shader is logged and the
  /// effects are skipped (the board still shows every change plainly).
  explicit BoardEffects(app::Host& host);
  ~BoardEffects();
  BoardEffects(const BoardEffects&) = delete;
  BoardEffects& operator=(const BoardEffects&) = delete;

  bool available() const { return program_ != 0; }
  /// The context that made the program, vertex array and textures was lost:
  /// their ids are dropped without being deleted (they name nothing in the
  /// context that replaced it), so the destructor deletes nothing.
  void forget_gl_objects() { program_ = vao_ = cells_tex_ = marks_tex_ = 0; }

  /// Queues the effects of `scene` over `layout` into `dl` (after the
  /// board). `sweep` is the completion sweep's progress 0..1, or < 0.
  /// True when some effect is shown (it changes with time).
  bool queue(ImDrawList* dl, const BoardLayout& layout, const app::BoardScene& scene, const Theme& theme,
             float pixel_ratio, double time, float sweep);

 private:
  static void draw_callback(const ImDrawList* list, const ImDrawCmd* cmd);
  void draw();

  GLuint program_ = 0;
  GLuint vao_ = 0;
  GLuint cells_tex_ = 0;
  GLuint marks_tex_ = 0;
  GLint u_rect_ = -1, u_fb_ = -1, u_breathe_ = -1, u_flash_ = -1, u_sweep_ = -1, u_cause_ = -1, u_target_ = -1,
        u_alert_ = -1;
  GLint u_cells_ = -1, u_marks_ = -1;
  // What the next callback draws (the frame's data).
  std::array<std::uint8_t, 81 * 4> cells_{};
  std::array<std::uint8_t, 27 * 27 * 4> marks_{};
  float rect_[4]{};
  float fb_[2]{};
  float breathe_ = 0.0f;
  float flash_ = 0.0f;
  float sweep_ = -1.0f;
  float cause_[3]{}, target_[3]{}, alert_[3]{};
};

}  // namespace sudoku::views
