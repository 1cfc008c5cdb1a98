// solve_panel.cpp - the animated solve's controls and step list.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/views/app_view.h"

namespace sudoku::views {

void AppView::draw_solve_panel() {
  const app::SolveTimeline& timeline = session_.timeline();
  ImGui::TextUnformatted(session_.solve_mode() == app::SolveMode::kSearch ? "Search solve" : "Logic solve");
  ImGui::SameLine();
  ImGui::TextDisabled("step %zu of %zu%s", timeline.position(), timeline.size(),
                      session_.solve_complete() ? "" : "+");
  if (ImGui::Button(timeline.playing() ? "Pause (S)" : "Play (S)")) session_.solve_toggle_play();
  ImGui::SameLine();
  if (ImGui::ArrowButton("##back", ImGuiDir_Left)) session_.solve_step(-1);
  ImGui::SameLine();
  if (ImGui::ArrowButton("##fwd", ImGuiDir_Right)) session_.solve_step(1);
  ImGui::SameLine();
  if (ImGui::Button("Close")) {
    session_.close_solve();
    return;
  }
  // Speed: 0.5 steps/s .. 60 steps/s on a log scale; the top is "as fast as frames allow".
  const double speed = timeline.speed();
  float slider = std::isfinite(speed) ? static_cast<float>(std::log2(speed * 2.0)) : 7.0f;
  ImGui::SetNextItemWidth(-1.0f);
  char speed_label[32];
  if (slider >= 7.0f) {
    std::snprintf(speed_label, sizeof speed_label, "speed: max");
  } else {
    std::snprintf(speed_label, sizeof speed_label, "speed: %.1f/s", speed);
  }
  if (ImGui::SliderFloat("##speed", &slider, 0.0f, 7.0f, speed_label)) {
    session_.solve_set_speed(slider >= 7.0f ? app::SolveTimeline::kFastest : std::exp2(static_cast<double>(slider)) / 2.0);
  }
  int position = static_cast<int>(timeline.position());
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderInt("##scrub", &position, 0, static_cast<int>(timeline.size()), "timeline %d")) {
    session_.solve_seek(static_cast<std::size_t>(position));
  }
  if (ImGui::BeginChild("##steps", ImVec2(0.0f, std::max(80.0f, ImGui::GetContentRegionAvail().y - 4.0f)), true)) {
    const auto& labels = session_.solve_labels();
    // Only the rows in view are drawn (a long path has thousands).
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(labels.size()));
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        const auto index = static_cast<std::size_t>(i);
        const bool current = index + 1 == timeline.position();
        char id[24];
        std::snprintf(id, sizeof id, "##step%d", i);
        if (ImGui::Selectable((labels[index] + id).c_str(), current)) session_.solve_seek(index + 1);
      }
    }
    if (timeline.playing() && timeline.position() > 0) {
      ImGui::SetScrollY(std::max(0.0f, static_cast<float>(timeline.position() - 1) * ImGui::GetTextLineHeightWithSpacing() -
                                           ImGui::GetWindowHeight() * 0.5f));
    }
  }
  ImGui::EndChild();
}

}  // namespace sudoku::views
