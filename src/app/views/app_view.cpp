#include "views/app_view.h"

#include <algorithm>
#include <cstdio>

#include "imgui.h"
#include "views/board_view.h"
#include "views/theme.h"

namespace sudoku::views {

AppView::AppView() : background_(std::make_unique<Background>()) { apply_imgui_style(light_theme(), false); }

void AppView::frame(int fb_width, int fb_height) {
  const Theme& theme = dark_ ? dark_theme() : light_theme();
  background_->draw(fb_width, fb_height, theme.background_top, theme.background_bottom);

  const ImGuiIO& io = ImGui::GetIO();
  const PixelGrid px{pixel_ratio_};
  const float margin = 16.0f;
  const float size = std::max(90.0f, std::min(io.DisplaySize.x, io.DisplaySize.y) - 2.0f * margin);
  const ImVec2 origin((io.DisplaySize.x - size) / 2.0f, (io.DisplaySize.y - size) / 2.0f);
  const BoardLayout layout = layout_board(origin, size, px);
  draw_board_grid(ImGui::GetBackgroundDrawList(), layout, theme, px);
  board_x_ = layout.cell_x[0];
  board_y_ = layout.cell_y[0];
  board_size_ = layout.cell_x[9] - layout.cell_x[0];
}

std::string AppView::state_json() const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "{\"board\":{\"x\":%.3f,\"y\":%.3f,\"size\":%.3f}}", static_cast<double>(board_x_),
                static_cast<double>(board_y_), static_cast<double>(board_size_));
  return buf;
}

}  // namespace sudoku::views
