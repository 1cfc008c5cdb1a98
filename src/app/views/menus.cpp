// menus.cpp - the Menu button and its card: opens below the button, inside
// the screen, with rows tall enough for a finger.
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "app/model/ui_text.h"
#include "app/views/app_view.h"
#include "app/views/widgets.h"

namespace sudoku::views {

using app::Ui;
using app::ui_text;

namespace {

/// The Menu card's popup id, the same in every window: the Menu button is
/// drawn in the top bar (portrait) or the side panel (landscape), and an id
/// taken from the window's own stack would change when the layout does
/// (a phone turned, a window resized), closing the card.
ImGuiID menu_popup_id() { return ImHashStr("sudoku: menu"); }

/// A menu row, recorded as "menu: <label>" (or `id`); `shortcut` (or a short
/// note) is shown at its right when `shortcuts`.
bool row(const char* label, const char* shortcut, bool enabled, bool shortcuts, float height,
         const char* id = nullptr) {
  ImGui::BeginDisabled(!enabled);
  const bool note = shortcuts && shortcut != nullptr;
  const ImVec2 size = note ? ImGui::CalcTextSize(shortcut) : ImVec2(0.0f, 0.0f);
  // A note that does not fit beside the label goes under it (a narrow screen).
  const bool under = note && ImGui::CalcTextSize(label).x + 2.0f * ImGui::GetStyle().ItemSpacing.x + size.x >
                                 ImGui::GetContentRegionAvail().x;
  const float row_height = under ? height + size.y : height;
  const ImVec2 start = ImGui::GetCursorPos();
  if (under) ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.1f));
  bool pressed = ImGui::Selectable(label, false, ImGuiSelectableFlags_None, ImVec2(0.0f, row_height));
  if (under) ImGui::PopStyleVar();
  if (record_control(label, id != nullptr ? id : ("menu: " + visible_name(label)).c_str())) {
    pressed = true;
    ImGui::CloseCurrentPopup();  // as a click on the row does
  }
  if (note) {
    const ImVec2 end = ImGui::GetCursorPos();
    ImGui::SetCursorPos(
        under ? ImVec2(start.x, start.y + row_height - size.y - 0.15f * height)
              : ImVec2(ImGui::GetWindowContentRegionMax().x - size.x, start.y + (height - size.y) * 0.5f));
    ImGui::TextDisabled("%s", shortcut);
    ImGui::SetCursorPos(end);
  }
  ImGui::EndDisabled();
  return pressed;
}

}  // namespace

void AppView::menu_button(float width) {
  if (button(ui_text(Ui::kMenu), ImVec2(width, 0.0f))) {
    ImGui::OpenPopup(menu_popup_id());
    session_.on_menu_opened();
  }
  // Below the button, its right edge under the button's, kept 8 px inside
  // the window; the clock in the top bar stays visible.
  const ImVec2 below(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + 6.0f);
  const ImGuiIO& io = ImGui::GetIO();
  const float width_limit = std::min(340.0f, io.DisplaySize.x - 16.0f);
  ImGui::SetNextWindowPos(ImVec2(std::min(below.x, io.DisplaySize.x - 8.0f), below.y), ImGuiCond_Always,
                          ImVec2(1.0f, 0.0f));
  // Its bottom inside the part of the page in view: the menu scrolls itself
  // (the page does not scroll while it is open).
  const VisibleArea v = visible_area();
  const float bottom = std::min(io.DisplaySize.y, v.top + v.height);
  ImGui::SetNextWindowSizeConstraints(ImVec2(width_limit, 0.0f),
                                      ImVec2(width_limit, std::max(120.0f, bottom - below.y - 8.0f)));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10.0f, 10.0f));
  // As ImGui::BeginPopup("menu"), with the id above.
  const bool open =
      ImGui::BeginPopupEx(menu_popup_id(), ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar |
                                               ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleVar();
  if (open) {
    const LayerScope layer("menu");
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(8.0f, 2.0f));  // rows are tall enough
    draw_menu_items();
    ImGui::PopStyleVar(2);
    // Escape closes the menu, and does nothing else this frame (it would
    // clear the selection or close a hint behind the menu).
    if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
      ImGui::CloseCurrentPopup();
      keys_taken_ = true;
    }
    ImGui::EndPopup();
  }
}

void AppView::draw_menu_items() {
  const bool play = session_.game().phase() == app::Phase::kPlay;
  const bool keys = show_shortcuts();
  const float h = touch_ ? 44.0f : 30.0f;  // a finger needs 44 CSS px
  ImGui::TextDisabled("%s", ui_text(Ui::kMenuNewGameTitle));
  // What each level asks for (its band of the Sudoku Explainer rating).
  static constexpr const char* kAsks[] = {ui_text(Ui::kLevelEasyAsks), ui_text(Ui::kLevelMediumAsks),
                                          ui_text(Ui::kLevelHardAsks), ui_text(Ui::kLevelExpertAsks),
                                          ui_text(Ui::kLevelExtremeAsks)};
  for (int level = 0; level < app::kLevelCount; ++level) {
    if (row(std::string(app::level_name(level)).c_str(), kAsks[level], true, true, h)) session_.new_game(level);
  }
  if (row(ui_text(Ui::kMenuDaily), nullptr, true, keys, h)) session_.play_daily();
  if (row(ui_text(Ui::kMenuPractice), nullptr, true, keys, h)) {
    show_practice_ = true;
    ImGui::CloseCurrentPopup();
  }
  if (row(ui_text(Ui::kMenuGuide), nullptr, true, keys, h)) {
    session_.open_guide();
    ImGui::CloseCurrentPopup();
  }
  if (row(ui_text(Ui::kMenuEntry), nullptr, true, keys, h)) session_.start_entry();
  if (row(ui_text(Ui::kMenuPaste), ui_text(Ui::kKeyNameCtrlV), true, keys, h)) {
    session_.ask_paste();
    ImGui::CloseCurrentPopup();
  }
  if (row(ui_text(Ui::kMenuPhoto), nullptr, true, keys, h)) {
    session_.read_photo();
    ImGui::CloseCurrentPopup();
  }
  if (row(ui_text(Ui::kMenuRestart), nullptr, play, keys, h)) session_.restart();
  if (session_.has_previous() && row(ui_text(Ui::kMenuPrevious), nullptr, true, keys, h)) {
    session_.back_to_previous();
  }
  // Saves that could not be read: opened again, or copied out as text.
  for (std::size_t i = 0; i < session_.set_aside_days().size(); ++i) {
    // Two set aside on one day have one label: the id tells them apart.
    if (row((session_.set_aside_label(i) + "##aside" + std::to_string(i)).c_str(), nullptr, true, keys, h,
            ("menu: set aside " + std::to_string(i + 1)).c_str())) {
      session_.open_set_aside(i);
    }
  }
  ImGui::Separator();
  if (row(ui_text(Ui::kMenuFill), nullptr, play, keys, h)) session_.fill_candidates();
  if (row(ui_text(Ui::kMenuAllHints), nullptr, play, keys, h)) session_.open_hint_list();
  if (row(ui_text(Ui::kMenuWatchLogic), ui_text(Ui::kKeyNameS), play, keys, h))
    session_.start_solve(app::SolveMode::kLogic);
  if (row(ui_text(Ui::kMenuWatchSearch), ui_text(Ui::kKeyNameShiftS), play, keys, h))
    session_.start_solve(app::SolveMode::kSearch);
  ImGui::Separator();
  bool with_progress = session_.share_with_progress();
  if (row(ui_text(Ui::kMenuCopyLink), nullptr, true, keys, h)) session_.copy_share_link(with_progress);
  // The checkbox in a row as tall as the others (a finger's), the whole row toggling it.
  const ImVec2 start = ImGui::GetCursorPos();
  bool toggle = ImGui::Selectable(
      "##progress", false, ImGuiSelectableFlags_DontClosePopups | ImGuiSelectableFlags_AllowOverlap, ImVec2(0.0f, h));
  toggle = record_control(ui_text(Ui::kMenuWithProgress),
                          (std::string("menu: ") + ui_text(Ui::kMenuWithProgress)).c_str()) ||
           toggle;
  const ImVec2 end = ImGui::GetCursorPos();
  ImGui::SetCursorPos(ImVec2(start.x, start.y + (h - ImGui::GetFrameHeight()) * 0.5f));
  ImGui::Checkbox(ui_text(Ui::kMenuWithProgress), &with_progress);
  ImGui::SetCursorPos(end);
  if (toggle) with_progress = !with_progress;
  session_.set_share_with_progress(with_progress);
  if (row(ui_text(Ui::kMenuShareImage), nullptr, true, keys, h)) session_.share_image();
  if (row(ui_text(Ui::kMenuCopyPuzzle), ui_text(Ui::kKeyNameCtrlC), true, keys, h)) session_.copy_puzzle();
  ImGui::Separator();
  // The rest on one row of buttons, so the whole menu fits a laptop's screen.
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = (ImGui::GetContentRegionAvail().x - 3.0f * gap) / 4.0f;
  ImGui::Spacing();
  if (button((std::string(ui_text(Ui::kMenuStats)) + "##menu").c_str(), ImVec2(w, h))) {
    session_.open_stats();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine(0.0f, gap);
  if (button((std::string(ui_text(Ui::kMenuHelp)) + "##menu").c_str(), ImVec2(w, h))) {
    session_.open_help();
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine(0.0f, gap);
  if (button((std::string(ui_text(Ui::kMenuSettings)) + "##menu").c_str(), ImVec2(w, h))) {
    show_settings_ = true;
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine(0.0f, gap);
  if (button((std::string(ui_text(Ui::kMenuAbout)) + "##menu").c_str(), ImVec2(w, h))) {
    session_.open_about();
    ImGui::CloseCurrentPopup();
  }
}

}  // namespace sudoku::views
