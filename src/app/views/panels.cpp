// panels.cpp - the top bar (portrait), the side panel (landscape) and the
// keypad with its tools.
#include <algorithm>
#include <cstdio>

#include "app/views/app_view.h"
#include "app/views/fonts.h"
#include "app/views/widgets.h"

namespace sudoku::views {

void AppView::draw_top_bar(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##topbar", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted("Sudoku");
  ImGui::PopFont();
  ImGui::SameLine();
  const app::Game& game = session_.game();
  if (game.settings().show_timer && game.phase() == app::Phase::kPlay) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text(" %s%s", clock_text(game.elapsed(session_.now())).c_str(), game.timer().paused() ? " (paused)" : "");
    ImGui::SameLine();
  }
  ImGui::SetCursorPosX(size.x - 90.0f);
  menu_button(80.0f);
  ImGui::End();
}

void AppView::draw_side_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##panel", nullptr, kPanelFlags);
  const app::Game& game = session_.game();
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted("Sudoku");
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), size.x - 96.0f));
  menu_button(80.0f);
  if (game.phase() == app::Phase::kPlay && game.settings().show_timer) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Time %s", clock_text(game.elapsed(session_.now())).c_str());
    ImGui::SameLine();
    const bool paused = game.timer().paused();
    if (ImGui::SmallButton(paused ? "Resume" : "Pause")) session_.set_paused(!paused);
  } else if (game.phase() == app::Phase::kEntry) {
    ImGui::TextUnformatted("Entering a puzzle");
    ImGui::SameLine();
    if (ImGui::SmallButton("Start")) session_.finish_entry();
  }
  ImGui::Separator();
  if (session_.solving()) {
    draw_solve_panel();
    ImGui::End();
    return;
  }
  constexpr float kKeypadHeight = 350.0f;
  draw_keypad(ImGui::GetCursorScreenPos(), ImVec2(size.x - 2.0f * ImGui::GetStyle().WindowPadding.x, kKeypadHeight),
              false);
  ImGui::SetCursorScreenPos(
      ImVec2(pos.x + ImGui::GetStyle().WindowPadding.x, ImGui::GetCursorScreenPos().y + kKeypadHeight));
  ImGui::Separator();
  draw_message();
  ImGui::End();
}

void AppView::draw_message() {
  const app::Game& game = session_.game();
  ImGui::PushTextWrapPos(0.0f);
  if (game.hint().shown()) {
    draw_hint_panel();
  } else if (session_.hint_pending()) {
    ImGui::TextDisabled("Looking for a hint...");
    // Longer than a blink (a hard board, or the engine still loading).
    if (const double waited = session_.hint_wait_seconds(); waited >= kShowWaitAfter) {
      ImGui::SameLine();
      ImGui::TextDisabled("%.1f s", waited);
      ImGui::SameLine();
      if (ImGui::SmallButton("Cancel##hint")) session_.dismiss_hint();
    }
  } else if (!game.message().empty()) {
    ImGui::TextUnformatted(game.message().c_str());
  }
  ImGui::PopTextWrapPos();
}

void AppView::draw_keypad(ImVec2 pos, ImVec2 size, bool portrait) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##keypad", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  const app::Game& game = session_.game();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool pencil = game.input_mode() == app::InputMode::kPencil;
  const bool colour = game.input_mode() == app::InputMode::kColour;
  ImGui::PushFont(font(FontRole::kHeading));
  // Portrait: one row of nine digits, then the tools. Landscape: a 3x3 pad.
  const int per_row = portrait ? 9 : 3;
  const float bw = (avail.x - static_cast<float>(per_row - 1) * gap) / static_cast<float>(per_row);
  const float bh = portrait ? std::clamp((avail.y - 2.0f * gap) / 3.0f, 40.0f, 64.0f) : std::min(bw * 0.62f, 64.0f);
  for (int d = 1; d <= 9; ++d) {
    char label[16];
    std::snprintf(label, sizeof label, "%d##pad", d);
    if ((d - 1) % per_row != 0) ImGui::SameLine();
    if (colour) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette_colour(d, false)));
    if (big_button(label, ImVec2(bw, bh), false, game.count_of(d) < 9 || pencil || colour)) session_.input_digit(d);
    if (colour) ImGui::PopStyleColor();
  }
  ImGui::PopFont();
  // Tools: two rows of three (six in a row leave their labels no room on a phone).
  constexpr int kToolsPerRow = 3;
  const float tw = (ImGui::GetContentRegionAvail().x - static_cast<float>(kToolsPerRow - 1) * gap) /
                   static_cast<float>(kToolsPerRow);
  const float th = portrait ? std::clamp((avail.y - 2.0f * gap) / 3.0f, 40.0f, 56.0f) : 44.0f;
  int placed = 0;
  auto tool = [&](const char* label, bool active, bool enabled) {
    if (placed++ % kToolsPerRow != 0) ImGui::SameLine();
    return big_button(label, ImVec2(tw, th), active, enabled);
  };
  if (tool("Erase", false, true)) session_.clear_cells();
  if (tool("Pencil", pencil, true)) session_.toggle_input_mode(app::InputMode::kPencil);
  if (tool("Colour", colour, true)) session_.toggle_input_mode(app::InputMode::kColour);
  if (tool("Undo", false, game.can_undo())) session_.undo();
  if (tool("Redo", false, game.can_redo())) session_.redo();
  if (game.phase() == app::Phase::kEntry) {
    // Entering a puzzle: the last tool starts play (the hint needs a puzzle).
    if (tool("Start", true, true)) session_.finish_entry();
  } else if (tool("Hint", game.hint().shown(), true)) {
    session_.hint_button();
  }
  if (portrait) draw_message();
  ImGui::End();
}

}  // namespace sudoku::views
