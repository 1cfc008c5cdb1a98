// dialogs.cpp - the one-time notice, the settings and the "All hints" list.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/views/app_view.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

void AppView::draw_dialogs() {
  draw_notice();
  draw_settings();
  draw_hint_list();
}

void AppView::draw_notice() {
  if (session_.notice().empty()) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::OpenPopup("Notice");
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(420.0f, io.DisplaySize.x - 20.0f), 0.0f));
  if (ImGui::BeginPopupModal("Notice", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextWrapped("%s", session_.notice().c_str());
    if (ImGui::Button("OK", ImVec2(120.0f, 0.0f))) {
      session_.dismiss_notice();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

void AppView::draw_settings() {
  if (!show_settings_) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  if (ImGui::Begin("Settings", &show_settings_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
    app::Settings s = session_.settings();
    ImGui::Checkbox("Highlight row, column and box", &s.highlight_units);
    ImGui::Checkbox("Highlight the same digit", &s.highlight_same_digit);
    ImGui::Checkbox("Show conflicts", &s.highlight_conflicts);
    ImGui::Checkbox("Remove marks from peers when placing", &s.auto_remove_marks);
    ImGui::Checkbox("Mark mistakes (against the solution)", &s.mistake_check);
    ImGui::Checkbox("Show the timer", &s.show_timer);
    bool dark = s.theme == app::Theme::kDark;
    if (ImGui::Checkbox("Dark theme", &dark)) {
      s.theme = dark ? app::Theme::kDark : app::Theme::kLight;
      apply_imgui_style(dark ? dark_theme() : light_theme(), dark);
    }
    ImGui::Checkbox("Reduced motion", &s.reduced_motion);
    session_.set_settings(s);
    ImGui::TextUnformatted("Techniques for hints and the logic solve");
    ImGui::TextDisabled("all, or e.g. singles,locked,subsets or tier2");
    ImGui::SetNextItemWidth(320.0f);
    if (ImGui::InputText("##techniques", technique_buffer_, sizeof technique_buffer_)) {
      technique_error_ = session_.set_hint_techniques(technique_buffer_);
    }
    if (!technique_error_.empty()) ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.2f, 1.0f), "%s", technique_error_.c_str());
  }
  ImGui::End();
}

void AppView::draw_hint_list() {
  const app::HintList& list = session_.hint_list();
  if (!list.open) return;
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(520.0f, io.DisplaySize.x - 20.0f), 360.0f), ImGuiCond_Appearing);
  bool open = true;
  if (ImGui::Begin("All hints", &open, ImGuiWindowFlags_NoCollapse)) {
    if (list.computing) {
      ImGui::TextDisabled("Looking for every step...");
      if (const double waited = session_.hint_list_wait_seconds(); waited >= kShowWaitAfter) {
        ImGui::SameLine();
        ImGui::TextDisabled("%.1f s", waited);
        ImGui::SameLine();
        if (ImGui::SmallButton("Cancel##hints")) session_.close_hint_list();
      }
    } else if (list.entries.empty()) {
      ImGui::TextWrapped("No step found with the chosen techniques.");
    }
    std::string group;
    for (std::size_t i = 0; i < list.entries.size() && !list.computing; ++i) {
      const auto& entry = list.entries[i];
      if (entry.technique != group) {
        group = entry.technique;
        ImGui::SeparatorText(group.c_str());
      }
      char id[24];
      std::snprintf(id, sizeof id, "##hint%zu", i);
      if (ImGui::Selectable((entry.sentence + id).c_str())) session_.show_listed_hint(i);
    }
  }
  ImGui::End();
  if (!open) session_.close_hint_list();
}

}  // namespace sudoku::views
