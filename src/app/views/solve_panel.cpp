// solve_panel.cpp - the animated solve's controls, the current step in full,
// and the step list (every row's whole sentence in a tooltip).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/model/ui_text.h"
#include "app/views/app_view.h"
#include "app/views/widgets.h"

namespace sudoku::views {

using app::Ui;
using app::ui_format;
using app::ui_text;

void AppView::draw_solve_panel(bool compact) {
  const app::SolveTimeline& timeline = session_.timeline();
  const auto& labels = session_.solve_labels();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(session_.solve_mode() == app::SolveMode::kSearch ? ui_text(Ui::kSolveSearchTitle)
                                                                          : ui_text(Ui::kSolveLogicTitle));
  ImGui::SameLine();
  ImGui::TextDisabled("%s%s",
                      ui_format(ui_text(Ui::kSolveStepOf), {{"step", static_cast<int>(timeline.position())},
                                                            {"total", static_cast<int>(timeline.size())}})
                          .c_str(),
                      session_.solve_complete() ? "" : "+");
  // Controls: big enough for a finger on a phone.
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float h = compact ? 44.0f : 0.0f;
  const float w = compact ? (ImGui::GetContentRegionAvail().x - 3.0f * gap) / 4.0f : 0.0f;
  const bool playing = timeline.playing();
  if (button(with_key(playing ? ui_text(Ui::kPause) : ui_text(Ui::kSolvePlay), ui_text(Ui::kKeyNameS)).c_str(),
             ImVec2(w, h), playing ? "solve: Pause" : "solve: Play")) {
    session_.solve_toggle_play();
  }
  ImGui::SameLine();
  if (button(ui_text(Ui::kStepBack), ImVec2(w, h), "solve: Back")) session_.solve_step(-1);
  ImGui::SameLine();
  if (button(ui_text(Ui::kStepNext), ImVec2(w, h), "solve: Next")) session_.solve_step(1);
  ImGui::SameLine();
  if (button(with_key(ui_text(Ui::kClose), ui_text(Ui::kKeyNameEsc)).c_str(), ImVec2(compact ? w : 0.0f, h),
             "solve: Close")) {
    session_.close_solve();
    return;
  }
  // Speed: 0.5 steps/s .. 60 steps/s on a log scale; the top is "as fast as frames allow".
  const double speed = timeline.speed();
  float slider = std::isfinite(speed) ? static_cast<float>(std::log2(speed * 2.0)) : 7.0f;
  ImGui::SetNextItemWidth(-1.0f);
  char speed_label[32];
  if (slider >= 7.0f) {
    std::snprintf(speed_label, sizeof speed_label, "%s", ui_text(Ui::kSolveSpeedMax));
  } else {
    char n[16];
    std::snprintf(n, sizeof n, "%.1f", speed);
    std::snprintf(speed_label, sizeof speed_label, "%s",
                  ui_format(ui_text(Ui::kSolveSpeedPerSecond), {{"n", n}}).c_str());
  }
  // No typed value (ImGuiSliderFlags_NoInput): dragging, clicking and the
  // arrow keys only; the page's link leaves ImGui's text entry out.
  if (ImGui::SliderFloat("##speed", &slider, 0.0f, 7.0f, speed_label, ImGuiSliderFlags_NoInput)) {
    session_.solve_set_speed(slider >= 7.0f ? app::SolveTimeline::kFastest
                                            : std::exp2(static_cast<double>(slider)) / 2.0);
  }
  record_slider(ui_text(Ui::kSolveSpeed), "solve: speed", slider, 0.0f, 7.0f, speed_label);
  // A phone has no timeline to drag: its end is a button (the End key's).
  if (compact && button(ui_text(Ui::kSolveToEnd), ImVec2(-1.0f, h), "solve: To the end")) session_.solve_seek_end();
  // The current step in full, wrapped (forcing chains run long).
  const std::size_t position = timeline.position();
  ImGui::PushTextWrapPos(0.0f);
  if (position > 0 && position <= labels.size()) {
    ImGui::TextUnformatted(labels[position - 1].c_str());
  } else {
    ImGui::TextDisabled("%s", ui_text(Ui::kSolveStart));
  }
  ImGui::PopTextWrapPos();
  if (compact) return;  // a phone shows the current step only
  int scrub = static_cast<int>(position);
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderInt("##scrub", &scrub, 0, static_cast<int>(timeline.size()),
                       ui_format(ui_text(Ui::kSolveTimelineAt), {{"n", "%d"}}).c_str(), ImGuiSliderFlags_NoInput)) {
    session_.solve_seek(static_cast<std::size_t>(scrub));
  }
  char scrub_text[48];
  std::snprintf(scrub_text, sizeof scrub_text, "%s",
                ui_format(ui_text(Ui::kSolveStepOf),
                          {{"step", static_cast<int>(position)}, {"total", static_cast<int>(timeline.size())}})
                    .c_str());
  record_slider(ui_text(Ui::kSolveTimeline), "solve: timeline", static_cast<float>(position), 0.0f,
                static_cast<float>(timeline.size()), scrub_text);
  if (ImGui::BeginChild("##steps", ImVec2(0.0f, std::max(80.0f, ImGui::GetContentRegionAvail().y - 4.0f)), true)) {
    // Only the rows in view are drawn (a long path has thousands).
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(labels.size()));
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const bool current = index + 1 == position;
        char id[24];
        std::snprintf(id, sizeof id, "##step%d", i);
        bool picked = ImGui::Selectable((labels[index] + id).c_str(), current);
        // The rows in view are controls the page lays its own over.
        if (ImGui::IsItemVisible()) {
          std::snprintf(id, sizeof id, "solve: step %d", i + 1);
          picked = record_named_control(labels[index].c_str(), id) || picked;
        }
        if (picked) session_.solve_seek(index + 1);
        if (current) record_widget("current step");
        if (ImGui::IsItemHovered() && ImGui::CalcTextSize(labels[index].c_str()).x > ImGui::GetContentRegionAvail().x) {
          ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(420.0f, 600.0f));
          ImGui::BeginTooltip();
          ImGui::PushTextWrapPos(400.0f);
          ImGui::TextUnformatted(labels[index].c_str());
          ImGui::PopTextWrapPos();
          ImGui::EndTooltip();
        }
      }
    }
    // The current step stays in view when it changes (playing, Next, Back,
    // Home, End, a seek); a list scrolled by hand stays where it is.
    if (position != listed_position_ && position > 0) {
      ImGui::SetScrollY(std::max(0.0f, static_cast<float>(position - 1) * ImGui::GetTextLineHeightWithSpacing() -
                                           ImGui::GetWindowHeight() * 0.5f));
    }
    listed_position_ = position;
  }
  ImGui::EndChild();
}

}  // namespace sudoku::views
