// menus.cpp - the Menu button and its items.
#include <cstdio>

#include "app/views/app_view.h"

namespace sudoku::views {

void AppView::menu_button(float width) {
  if (ImGui::Button("Menu", ImVec2(width, 0.0f))) {
    ImGui::OpenPopup("menu");
    session_.on_menu_opened();
  }
  if (ImGui::BeginPopup("menu")) {
    draw_menu_items();
    ImGui::EndPopup();
  }
}

void AppView::draw_menu_items() {
  using Status = app::PuzzleCollection::Status;
  const app::PuzzleCollection& collection = session_.collection();
  const bool play = session_.game().phase() == app::Phase::kPlay;
  ImGui::TextDisabled(collection.status == Status::kLoading  ? "New game (loading puzzles...)"
                      : collection.status == Status::kFailed ? "New game (puzzles could not be loaded)"
                                                             : "New game");
  for (int level = 0; level < app::kLevelCount; ++level) {
    const auto& list = collection.levels[static_cast<std::size_t>(level)];
    char label[48];
    std::snprintf(label, sizeof label, "%s (%zu)", std::string(app::level_name(level)).c_str(), list.size());
    if (ImGui::MenuItem(label, nullptr, false, !list.empty())) session_.new_game(level);
  }
  if (ImGui::MenuItem("Enter your own puzzle")) session_.start_entry();
  ImGui::Separator();
  if (ImGui::MenuItem("Fill all candidates", nullptr, false, play)) session_.fill_candidates();
  if (ImGui::MenuItem("Show all hints", nullptr, false, play)) session_.open_hint_list();
  if (ImGui::MenuItem("Watch the logic solve", "S", false, play)) session_.start_solve(app::SolveMode::kLogic);
  if (ImGui::MenuItem("Watch the search solve", "Shift+S", false, play)) session_.start_solve(app::SolveMode::kSearch);
  ImGui::Separator();
  if (ImGui::MenuItem("Copy puzzle (81 characters)")) session_.copy_puzzle();
  ImGui::MenuItem("Share with progress", nullptr, &share_with_progress_);
  if (ImGui::MenuItem("Copy share link")) session_.copy_share_link(share_with_progress_);
  ImGui::Separator();
  if (ImGui::MenuItem("Settings...")) show_settings_ = true;
}

}  // namespace sudoku::views
