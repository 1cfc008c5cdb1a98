// app_view.cpp - see app_view.h.
//
// [SECTION] index: helpers, construction and session, frame and layout,
// input, panels (top bar, keypad, side panel, menu, hints, animated solve),
// board picture, animated solve, automation.
#include "app/views/app_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "core/format.h"
#include "imgui.h"
#include "core/logic/engine.h"
#include "core/logic/trace.h"
#include "app/platform/browser.h"
#include "app/views/fonts.h"
#include "app/views/theme.h"

namespace sudoku::views {

// [SECTION] helpers ------------------------------------------------------------

namespace {

constexpr const char* kSaveKey = "sudoku.game.v1";
constexpr const char* kLevelNames[] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
constexpr int kLevels = 5;

double now() { return platform::now_seconds(); }

std::string clock_text(double seconds) {
  const long s = static_cast<long>(seconds);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, (s / 60) % 60, s % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  }
  return buf;
}

bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(key, true); }

/// The digit 1..9 of a digit key pressed this frame (top row or keypad), or
/// 0 for the zero keys, or -1 for none.
int digit_key_pressed() {
  for (int d = 0; d <= 9; ++d) {
    if (key_pressed(static_cast<ImGuiKey>(ImGuiKey_0 + d)) || key_pressed(static_cast<ImGuiKey>(ImGuiKey_Keypad0 + d))) {
      return d;
    }
  }
  return -1;
}

/// A button that fills `size`; `active` draws it in the accent colour.
bool big_button(const char* label, ImVec2 size, bool active = false, bool enabled = true) {
  if (active) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  }
  ImGui::BeginDisabled(!enabled);
  const bool pressed = ImGui::Button(label, size);
  ImGui::EndDisabled();
  if (active) ImGui::PopStyleColor();
  return pressed;
}

logic::Options hint_options(const app::Game& game, bool allow_guess, std::string* error) {
  logic::Options options;
  const auto& list = game.settings().hint_techniques;
  if (!list.empty()) {
    if (auto set = logic::parse_techniques(list, error)) options.techniques = *set;
  }
  options.allow_guess = allow_guess;
  if (game.solution()) {
    options.solution = *game.solution();
    options.unique = game.solution_count() == 1;
  }
  return options;
}

}  // namespace

/// Draws `text` wrapped to the available width, word by word, colouring each
/// cell name (r4c5) by its role in the step: cells the step changes in the
/// target colour, cells that cause it in the cause colour, as on the board.
static void coloured_sentence(const std::string& text, const logic::Step& step, ImU32 cause, ImU32 target, ImU32 plain) {
  std::array<std::uint8_t, kCells> role{};  // 1 cause, 2 target
  for (auto c : step.cause_cells) role[c] = 1;
  for (const auto& k : step.cause) role[k.cell] = 1;
  for (const auto& k : step.placements) role[k.cell] = 2;
  for (const auto& k : step.eliminations) role[k.cell] = 2;
  for (const auto& k : step.restores) role[k.cell] = 2;
  for (auto c : step.clears) role[c] = 2;
  const float width = ImGui::GetContentRegionAvail().x;
  const float space = ImGui::CalcTextSize(" ").x;
  float x = 0.0f;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(' ', pos);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(pos, end - pos);
    pos = end + 1;
    ImU32 colour = plain;
    for (std::size_t i = 0; i + 4 <= word.size(); ++i) {
      if (word[i] == 'r' && word[i + 2] == 'c' && word[i + 1] >= '1' && word[i + 1] <= '9' && word[i + 3] >= '1' &&
          word[i + 3] <= '9') {
        const int cell = (word[i + 1] - '1') * 9 + (word[i + 3] - '1');
        colour = role[cell] == 2 ? target : role[cell] == 1 ? cause : plain;
        break;
      }
    }
    const float w = ImGui::CalcTextSize(word.c_str()).x;
    if (x > 0.0f && x + space + w > width) {
      x = 0.0f;
    } else if (x > 0.0f) {
      ImGui::SameLine(0.0f, space);
      x += space;
    }
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::TextUnformatted(word.c_str());
    ImGui::PopStyleColor();
    x += w;
  }
}

// [SECTION] construction and session -----------------------------------------------

AppView::AppView() : background_(std::make_unique<Background>()) {
  puzzles_.resize(kLevels);
  game_.settings().reduced_motion = platform::prefers_reduced_motion();
  if (platform::prefers_dark()) game_.settings().theme = app::Theme::kDark;
  restore_session();
  std::snprintf(technique_buffer_, sizeof technique_buffer_, "%s", game_.settings().hint_techniques.c_str());
  apply_imgui_style(game_.settings().theme == app::Theme::kDark ? dark_theme() : light_theme(),
                    game_.settings().theme == app::Theme::kDark);
}

void AppView::restore_session() {
  const double t = now();
  if (auto saved = platform::storage_get(kSaveKey)) {
    const std::string error = game_.load_json(*saved, t);
    if (!error.empty()) {
      // Keep the unreadable data under another key rather than losing it.
      const std::string aside = std::string(kSaveKey) + ".unreadable";
      platform::storage_set(aside, *saved);
      platform::storage_remove(kSaveKey);
      notice_ = "Your saved game could not be restored (" + error + "). It was set aside as '" + aside + "'.";
      platform::log_info(notice_);
    }
  }
  const std::string fragment = platform::url_fragment();
  if (!fragment.empty()) on_fragment(fragment);
  if (game_.phase() == app::Phase::kEntry && game_.givens() == Grid{} && notice_.empty() && fragment.empty()) {
    // First visit: a playable puzzle at once (an easy classic).
    game_.new_game_from_text(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", t);
    game_.set_message("Welcome! Pick a cell and type a digit, or press H for a hint.");
  }
  was_solved_ = game_.is_solved();
  save_now();
}

void AppView::on_fragment(const std::string& fragment) {
  if (fragment.empty()) return;
  const app::StartResult r = game_.open_fragment(fragment, now());
  if (r.started()) {
    stop_solve_animation();
    was_solved_ = false;
    dirty_ = true;
  }
  // Reloading should restore the saved progress, not reopen the link.
  platform::set_url_fragment("");
}

void AppView::save_now() {
  platform::storage_set(kSaveKey, game_.save_json(now()));
  dirty_ = false;
}

void AppView::after_command(bool changed) {
  if (!changed) return;
  dirty_ = true;
  if (animating()) stop_solve_animation();
}

void AppView::paste(std::string_view text) {
  const app::StartResult r = game_.new_game_from_text(text, now());
  if (r.started()) {
    stop_solve_animation();
    was_solved_ = false;
  }
  dirty_ = true;  // the message is saved too
}

std::string AppView::copy_text() const {
  return to_line(game_.givens());
}

void AppView::on_visibility(bool visible) {
  game_.set_visible(visible, now());
  // Back in view, the next frame is drawn even if nothing changed: the
  // browser may have dropped the page's last picture meanwhile.
  if (visible) redraw_requested_ = true;
}

void AppView::open_menu() {
  ImGui::OpenPopup("menu");
  if (collection_ == Collection::kNotAsked || collection_ == Collection::kFailed) {
    collection_ = Collection::kLoading;
    platform::fetch_puzzles("puzzles.txt");
  }
}

void AppView::on_puzzles(std::string_view text) {
  collection_ = text.empty() ? Collection::kFailed : Collection::kLoaded;
  for (auto& level : puzzles_) level.clear();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.size() < 83 || line[0] < '1' || line[0] > '5' || line[1] != ' ') continue;
    puzzles_[static_cast<std::size_t>(line[0] - '1')].emplace_back(line.substr(2, 81));
  }
}

void AppView::new_game_of_level(int level) {
  const auto& list = puzzles_[static_cast<std::size_t>(level)];
  if (list.empty()) {
    game_.set_message(collection_ == Collection::kFailed ? "The puzzle collection could not be loaded; check the connection."
                                                         : "The puzzle collection is still loading; try again in a moment.");
    return;
  }
  // A different puzzle each time: the clock picks one.
  const auto index = static_cast<std::size_t>(now() * 1000.0) % list.size();
  const app::StartResult r = game_.new_game_from_text(list[index], now());
  if (r.started()) {
    game_.set_message(std::string("New ") + kLevelNames[level] + " puzzle. Good luck!");
    stop_solve_animation();
    was_solved_ = false;
  }
  dirty_ = true;
}

// [SECTION] frame and layout ------------------------------------------------------

void AppView::frame(int fb_width, int fb_height) {
  const double t = now();
  const bool dark = game_.settings().theme == app::Theme::kDark;
  const Theme& theme = dark ? dark_theme() : light_theme();
  background_->queue(ImGui::GetBackgroundDrawList(), fb_width, fb_height, theme.background_top,
                     theme.background_bottom);
  // The effects' shaders are compiled on the second frame, not before the
  // first: no effect shows on a fresh board, and the player sees it sooner.
  if (effects_ == nullptr && drawn_first_frame_) effects_ = std::make_unique<BoardEffects>();
  drawn_first_frame_ = true;

  const ImGuiIO& io = ImGui::GetIO();
  const PixelGrid px{pixel_ratio_};
  const float w = io.DisplaySize.x;
  const float h = io.DisplaySize.y;
  const float margin = std::clamp(std::min(w, h) * 0.025f, 8.0f, 20.0f);
  portrait_ = w < h * 1.05f;

  ImVec2 board_pos;
  float size = 0.0f;
  if (portrait_) {
    const float top_bar = 44.0f;
    const float keypad_h = std::clamp(h * 0.24f, 150.0f, 230.0f);
    size = std::min(w - 2.0f * margin, h - top_bar - keypad_h - 3.0f * margin);
    size = std::max(size, 120.0f);
    board_pos = ImVec2((w - size) * 0.5f, top_bar + margin);
    draw_top_bar(ImVec2(0.0f, 0.0f), ImVec2(w, top_bar));
    const float keypad_y = board_pos.y + size + margin;
    draw_keypad(ImVec2(margin, keypad_y), ImVec2(w - 2.0f * margin, h - keypad_y - margin), true);
  } else {
    const float panel_w = std::clamp(w * 0.34f, 270.0f, 400.0f);
    size = std::min(h - 2.0f * margin, w - panel_w - 3.0f * margin);
    size = std::max(size, 120.0f);
    const float total = size + margin + panel_w;
    const float x0 = std::max(margin, (w - total) * 0.5f);
    board_pos = ImVec2(x0, (h - size) * 0.5f);
    draw_side_panel(ImVec2(x0 + size + margin, margin), ImVec2(panel_w, h - 2.0f * margin));
  }

  const BoardLayout layout = layout_board(board_pos, size, px);
  board_x_ = layout.cell_x[0];
  board_y_ = layout.cell_y[0];
  board_size_ = layout.cell_x[9] - layout.cell_x[0];

  handle_board_pointer(layout);
  handle_keyboard();
  if (animating()) {
    extend_solve_animation(6.0);
    if (timeline_.update(t)) step_changed_at_ = t;
  }
  if (timeline_.position() != last_position_) {
    last_position_ = timeline_.position();
    step_changed_at_ = t;
  }
  const BoardPicture pic = picture(t);
  ImDrawList* board_list = ImGui::GetBackgroundDrawList();
  draw_board(board_list, layout, theme, px, pic, dark);

  // Solved: a completion sweep over the board, once per solve. The effects
  // (pulse, halo, sweep) are shaders; reduced motion leaves plain changes.
  const bool solved = game_.is_solved();
  if (solved && !was_solved_) solved_at_ = t;
  was_solved_ = solved;
  const double since = t - solved_at_;
  const float sweep = since >= 0.0 && since < 1.6 ? static_cast<float>(since / 1.6) : -1.0f;
  effects_shown_ = effects_ != nullptr && !game_.settings().reduced_motion &&
                   effects_->queue(board_list, layout, pic, theme, pixel_ratio_, t, sweep);
  draw_message_popups();
  if (dirty_) save_now();
}

// [SECTION] input ----------------------------------------------------------------

void AppView::handle_keyboard() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;  // typing into a text field
  const double t = now();
  const bool ctrl = io.KeyCtrl || io.KeySuper;
  const bool shift = io.KeyShift;

  if (ctrl) {
    if (key_pressed(ImGuiKey_Z)) after_command(shift ? game_.redo(t) : game_.undo(t));
    if (key_pressed(ImGuiKey_Y)) after_command(game_.redo(t));
    if (key_pressed(ImGuiKey_A)) game_.selection().select_all();
    return;
  }
  if (animating()) {
    if (key_pressed(ImGuiKey_S) || key_pressed(ImGuiKey_Space)) {
      if (timeline_.playing()) {
        timeline_.pause();
      } else {
        if (timeline_.at_end()) timeline_.seek(0);
        timeline_.play(t);
      }
    }
    if (key_pressed(ImGuiKey_RightArrow)) timeline_.step_forward();
    if (key_pressed(ImGuiKey_LeftArrow)) timeline_.step_back();
    if (key_pressed(ImGuiKey_Home)) timeline_.seek(0);
    if (key_pressed(ImGuiKey_End)) timeline_.seek(timeline_.size());
    if (key_pressed(ImGuiKey_Escape)) stop_solve_animation();
    return;
  }
  if (const int d = digit_key_pressed(); d >= 0) {
    if (d == 0) {
      after_command(game_.clear_cells(t));
    } else if (shift && game_.phase() == app::Phase::kPlay) {
      after_command(game_.toggle_mark(d, t));
    } else {
      after_command(game_.input_digit(d, t));
    }
  }
  if (key_pressed(ImGuiKey_Backspace) || key_pressed(ImGuiKey_Delete)) after_command(game_.clear_cells(t));
  if (key_pressed(ImGuiKey_UpArrow)) game_.selection().move(-1, 0, shift);
  if (key_pressed(ImGuiKey_DownArrow)) game_.selection().move(1, 0, shift);
  if (key_pressed(ImGuiKey_LeftArrow)) game_.selection().move(0, -1, shift);
  if (key_pressed(ImGuiKey_RightArrow)) game_.selection().move(0, 1, shift);
  if (key_pressed(ImGuiKey_P)) {
    game_.set_input_mode(game_.input_mode() == app::InputMode::kPencil ? app::InputMode::kNormal
                                                                        : app::InputMode::kPencil);
  }
  if (key_pressed(ImGuiKey_C)) {
    game_.set_input_mode(game_.input_mode() == app::InputMode::kColour ? app::InputMode::kNormal
                                                                        : app::InputMode::kColour);
  }
  if (key_pressed(ImGuiKey_H)) {
    game_.request_hint();
    dirty_ = true;
  }
  if (key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeypadEnter)) {
    if (game_.hint().shown()) {
      after_command(game_.apply_hint(t));
    } else if (game_.phase() == app::Phase::kEntry) {
      game_.finish_entry(t);
      dirty_ = true;
    }
  }
  if (key_pressed(ImGuiKey_S) && game_.phase() == app::Phase::kPlay) start_solve_animation(shift);
  if (key_pressed(ImGuiKey_Escape)) {
    if (game_.hint().shown()) {
      game_.dismiss_hint();
    } else {
      game_.selection().clear();
    }
  }
}

void AppView::handle_board_pointer(const BoardLayout& layout) {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) dragging_ = false;
  if (io.WantCaptureMouse && !dragging_) return;  // over a panel or popup
  const int cell = layout.cell_at(io.MousePos);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && cell >= 0) {
    if (animating()) return;
    if (io.KeyCtrl || io.KeyShift || io.KeySuper) {
      game_.selection().toggle(cell);
    } else {
      game_.selection().select(cell);
    }
    dragging_ = true;
  } else if (dragging_ && ImGui::IsMouseDown(ImGuiMouseButton_Left) && cell >= 0 &&
             !game_.selection().has(cell)) {
    game_.selection().extend(cell);
  }
}

// [SECTION] panels -------------------------------------------------------------------

namespace {
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
}

void AppView::draw_top_bar(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##topbar", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted("Sudoku");
  ImGui::PopFont();
  ImGui::SameLine();
  const double t = now();
  if (game_.settings().show_timer && game_.phase() == app::Phase::kPlay) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text(" %s%s", clock_text(game_.elapsed(t)).c_str(), game_.timer().paused() ? " (paused)" : "");
    ImGui::SameLine();
  }
  ImGui::SetCursorPosX(size.x - 90.0f);
  if (ImGui::Button("Menu", ImVec2(80.0f, 0.0f))) open_menu();
  if (ImGui::BeginPopup("menu")) {
    draw_menu_items();
    ImGui::EndPopup();
  }
  ImGui::End();
}

void AppView::draw_keypad(ImVec2 pos, ImVec2 size, bool portrait) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##keypad", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  const double t = now();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool pencil = game_.input_mode() == app::InputMode::kPencil;
  const bool colour = game_.input_mode() == app::InputMode::kColour;
  ImGui::PushFont(font(FontRole::kHeading));
  if (portrait) {
    // One row of nine digits, then the tools.
    const float bw = (avail.x - 8.0f * gap) / 9.0f;
    const float bh = std::clamp((avail.y - 2.0f * gap) / 3.0f, 40.0f, 64.0f);
    for (int d = 1; d <= 9; ++d) {
      char label[16];
      std::snprintf(label, sizeof label, "%d##pad", d);
      if (d > 1) ImGui::SameLine();
      if (colour) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette_colour(d, false)));
      if (big_button(label, ImVec2(bw, bh), false, game_.count_of(d) < 9 || pencil || colour)) {
        after_command(game_.input_digit(d, t));
      }
      if (colour) ImGui::PopStyleColor();
    }
  } else {
    const float bw = (avail.x - 2.0f * gap) / 3.0f;
    const float bh = std::min(bw * 0.62f, 64.0f);
    for (int d = 1; d <= 9; ++d) {
      char label[16];
      std::snprintf(label, sizeof label, "%d##pad", d);
      if ((d - 1) % 3 != 0) ImGui::SameLine();
      if (colour) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette_colour(d, false)));
      if (big_button(label, ImVec2(bw, bh), false, game_.count_of(d) < 9 || pencil || colour)) {
        after_command(game_.input_digit(d, t));
      }
      if (colour) ImGui::PopStyleColor();
    }
  }
  ImGui::PopFont();
  // Tools: erase, pencil, undo, redo, hint (and in portrait the colour mode).
  // Tools: two rows of three (six in a row leave their labels no room on a phone).
  const int per_row = 3;
  const float tw = (ImGui::GetContentRegionAvail().x - static_cast<float>(per_row - 1) * gap) / static_cast<float>(per_row);
  const float th = portrait ? std::clamp((avail.y - 2.0f * gap) / 3.0f, 40.0f, 56.0f) : 44.0f;
  int placed = 0;
  auto tool = [&](const char* label, bool active, bool enabled) {
    if (placed++ % per_row != 0) ImGui::SameLine();
    return big_button(label, ImVec2(tw, th), active, enabled);
  };
  if (tool("Erase", false, true)) after_command(game_.clear_cells(t));
  if (tool("Pencil", pencil, true)) game_.set_input_mode(pencil ? app::InputMode::kNormal : app::InputMode::kPencil);
  if (tool("Colour", colour, true)) game_.set_input_mode(colour ? app::InputMode::kNormal : app::InputMode::kColour);
  if (tool("Undo", false, game_.can_undo())) after_command(game_.undo(t));
  if (tool("Redo", false, game_.can_redo())) after_command(game_.redo(t));
  if (game_.phase() == app::Phase::kEntry) {
    // Entering a puzzle: the last tool starts play (the hint needs a puzzle).
    if (tool("Start", true, true)) {
      game_.finish_entry(t);
      dirty_ = true;
    }
  } else if (tool("Hint", game_.hint().shown(), true)) {
    if (game_.hint().level() == app::HintLadder::kMaxLevel) {
      after_command(game_.apply_hint(t));
    } else {
      game_.request_hint();
      dirty_ = true;
    }
  }
  if (portrait) {
    if (!game_.message().empty() || game_.hint().shown()) {
      ImGui::PushTextWrapPos(0.0f);
      if (game_.hint().shown()) {
        draw_hint_panel();
      } else {
        ImGui::TextUnformatted(game_.message().c_str());
      }
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
}

void AppView::draw_menu_items() {
  const double t = now();
  ImGui::TextDisabled(collection_ == Collection::kLoading  ? "New game (loading puzzles...)"
                      : collection_ == Collection::kFailed ? "New game (puzzles could not be loaded)"
                                                           : "New game");
  for (int level = 0; level < kLevels; ++level) {
    char label[48];
    std::snprintf(label, sizeof label, "%s (%zu)", kLevelNames[level], puzzles_[static_cast<std::size_t>(level)].size());
    if (ImGui::MenuItem(label, nullptr, false, !puzzles_[static_cast<std::size_t>(level)].empty())) {
      new_game_of_level(level);
    }
  }
  if (ImGui::MenuItem("Enter your own puzzle")) {
    stop_solve_animation();
    game_.start_entry(t);
    game_.set_message("Type the givens, then press Start (or Enter).");
    dirty_ = true;
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Fill all candidates", nullptr, false, game_.phase() == app::Phase::kPlay)) {
    after_command(game_.fill_candidates(t));
  }
  if (ImGui::MenuItem("Show all hints", nullptr, false, game_.phase() == app::Phase::kPlay)) show_all_hints_ = true;
  if (ImGui::MenuItem("Watch the logic solve", "S", false, game_.phase() == app::Phase::kPlay)) {
    start_solve_animation(false);
  }
  if (ImGui::MenuItem("Watch the search solve", "Shift+S", false, game_.phase() == app::Phase::kPlay)) {
    start_solve_animation(true);
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Copy puzzle (81 characters)")) {
    platform::clipboard_set(copy_text());
    game_.set_message("Copied the puzzle as an 81-character line.");
  }
  ImGui::MenuItem("Share with progress", nullptr, &share_with_progress_);
  if (ImGui::MenuItem("Copy share link")) {
    const std::string fragment = game_.share_fragment(share_with_progress_);
    platform::clipboard_set(platform::page_url_without_fragment() + fragment);
    game_.set_message("Copied a link to this puzzle" + std::string(share_with_progress_ ? " with your progress." : "."));
  }
  ImGui::Separator();
  if (ImGui::MenuItem("Settings...")) show_settings_ = true;
}

void AppView::draw_hint_panel() {
  const app::HintLadder& hint = game_.hint();
  const logic::Step* step = hint.step();
  if (step == nullptr) return;
  const Theme& theme = game_.settings().theme == app::Theme::kDark ? dark_theme() : light_theme();
  const std::string name(logic::technique_name(step->technique));
  ImGui::PushStyleColor(ImGuiCol_Text, theme.cause);
  ImGui::Text("Hint %d/3: %s", hint.level(), name.c_str());
  ImGui::PopStyleColor();
  // The buttons come before the explanation, which can be long (forcing
  // chains): they stay in view whatever the panel's height. Repairs say what
  // applying does: remove a wrong digit, restore candidates.
  const double t = now();
  const char* apply = step->technique == logic::Technique::kWrongValue          ? "Remove it (Enter)"
                      : step->technique == logic::Technique::kWrongElimination ? "Restore it (Enter)"
                      : step->technique == logic::Technique::kMissingCandidates ? "Fill them in (Enter)"
                                                                                : "Apply (Enter)";
  if (hint.level() < app::HintLadder::kMaxLevel) {
    if (ImGui::Button("More (H)")) game_.request_hint();
    ImGui::SameLine();
  }
  if (ImGui::Button(apply)) after_command(game_.apply_hint(t));
  ImGui::SameLine();
  if (ImGui::Button("Close (Esc)")) game_.dismiss_hint();
  step = hint.step();  // the buttons may have applied, closed or moved on
  if (step == nullptr) return;
  if (hint.level() >= 1 && !step->units.empty()) {
    std::string where = "Look at ";
    for (std::size_t i = 0; i < step->units.size(); ++i) {
      if (i > 0) where += i + 1 == step->units.size() ? " and " : ", ";
      where += unit_name(step->units[i]);
    }
    ImGui::TextWrapped("%s.", where.c_str());
  }
  if (hint.level() >= 2) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme.cause);
    ImGui::TextWrapped("The highlighted cells and candidates cause it.");
    ImGui::PopStyleColor();
  }
  if (hint.level() >= 3) coloured_sentence(step->sentence, *step, theme.cause, theme.target, theme.text);
}

void AppView::draw_solve_panel() {
  const double t = now();
  ImGui::TextUnformatted(timeline_search_mode_ ? "Search solve" : "Logic solve");
  ImGui::SameLine();
  ImGui::TextDisabled("step %zu of %zu", timeline_.position(), timeline_.size());
  if (ImGui::Button(timeline_.playing() ? "Pause (S)" : "Play (S)")) {
    if (timeline_.playing()) {
      timeline_.pause();
    } else {
      if (timeline_.at_end()) timeline_.seek(0);
      timeline_.play(t);
    }
  }
  ImGui::SameLine();
  if (ImGui::ArrowButton("##back", ImGuiDir_Left)) timeline_.step_back();
  ImGui::SameLine();
  if (ImGui::ArrowButton("##fwd", ImGuiDir_Right)) timeline_.step_forward();
  ImGui::SameLine();
  if (ImGui::Button("Close")) {
    stop_solve_animation();
    return;
  }
  // Speed: 0.5 steps/s .. 60 steps/s on a log scale; the top is "as fast as frames allow".
  const double speed = timeline_.speed();
  float slider = std::isfinite(speed) ? static_cast<float>(std::log2(speed * 2.0)) : 7.0f;
  ImGui::SetNextItemWidth(-1.0f);
  char speed_label[32];
  if (slider >= 7.0f) {
    std::snprintf(speed_label, sizeof speed_label, "speed: max");
  } else {
    std::snprintf(speed_label, sizeof speed_label, "speed: %.1f/s", speed);
  }
  if (ImGui::SliderFloat("##speed", &slider, 0.0f, 7.0f, speed_label)) {
    timeline_.set_speed(slider >= 7.0f ? app::SolveTimeline::kFastest : std::exp2(static_cast<double>(slider)) / 2.0);
  }
  int position = static_cast<int>(timeline_.position());
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::SliderInt("##scrub", &position, 0, static_cast<int>(timeline_.size()), "timeline %d")) {
    timeline_.pause();
    timeline_.seek(static_cast<std::size_t>(position));
  }
  if (ImGui::BeginChild("##steps", ImVec2(0.0f, std::max(80.0f, ImGui::GetContentRegionAvail().y - 4.0f)), true)) {
    for (std::size_t i = 0; i < timeline_labels_.size(); ++i) {
      const bool current = i + 1 == timeline_.position();
      char id[24];
      std::snprintf(id, sizeof id, "##step%zu", i);
      if (ImGui::Selectable((timeline_labels_[i] + id).c_str(), current)) {
        timeline_.pause();
        timeline_.seek(i + 1);
      }
      if (current && timeline_.playing()) ImGui::SetScrollHereY(0.5f);
    }
  }
  ImGui::EndChild();
}

void AppView::draw_side_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##panel", nullptr, kPanelFlags);
  const double t = now();
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted("Sudoku");
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), size.x - 96.0f));
  if (ImGui::Button("Menu", ImVec2(80.0f, 0.0f))) open_menu();
  if (ImGui::BeginPopup("menu")) {
    draw_menu_items();
    ImGui::EndPopup();
  }
  if (game_.phase() == app::Phase::kPlay && game_.settings().show_timer) {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Time %s", clock_text(game_.elapsed(t)).c_str());
    ImGui::SameLine();
    const bool paused = game_.timer().paused();
    if (ImGui::SmallButton(paused ? "Resume" : "Pause")) game_.set_paused(!paused, t);
  } else if (game_.phase() == app::Phase::kEntry) {
    ImGui::TextUnformatted("Entering a puzzle");
    ImGui::SameLine();
    if (ImGui::SmallButton("Start")) {
      game_.finish_entry(t);
      dirty_ = true;
    }
  }
  ImGui::Separator();
  if (animating()) {
    draw_solve_panel();
    ImGui::End();
    return;
  }
  constexpr float kKeypadHeight = 350.0f;
  draw_keypad(ImGui::GetCursorScreenPos(), ImVec2(size.x - 2.0f * ImGui::GetStyle().WindowPadding.x, kKeypadHeight), false);
  ImGui::SetCursorScreenPos(ImVec2(pos.x + ImGui::GetStyle().WindowPadding.x, ImGui::GetCursorScreenPos().y + kKeypadHeight));
  ImGui::Separator();
  ImGui::PushTextWrapPos(0.0f);
  if (game_.hint().shown()) {
    draw_hint_panel();
  } else if (!game_.message().empty()) {
    ImGui::TextUnformatted(game_.message().c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::End();
}

void AppView::draw_message_popups() {
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 centre(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f);
  if (!notice_.empty()) {
    ImGui::OpenPopup("Notice");
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(420.0f, io.DisplaySize.x - 20.0f), 0.0f));
    if (ImGui::BeginPopupModal("Notice", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::TextWrapped("%s", notice_.c_str());
      if (ImGui::Button("OK", ImVec2(120.0f, 0.0f))) {
        notice_.clear();
        ImGui::CloseCurrentPopup();
      }
      ImGui::EndPopup();
    }
  }
  if (show_settings_) {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::Begin("Settings", &show_settings_, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse)) {
      app::Settings& s = game_.settings();
      const app::Settings before = s;
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
      ImGui::TextUnformatted("Techniques for hints and the logic solve");
      ImGui::TextDisabled("all, or e.g. singles,locked,subsets or tier2");
      ImGui::SetNextItemWidth(320.0f);
      if (ImGui::InputText("##techniques", technique_buffer_, sizeof technique_buffer_)) {
        std::string error;
        if (std::string(technique_buffer_).empty() || logic::parse_techniques(technique_buffer_, &error)) {
          s.hint_techniques = technique_buffer_;
          technique_error_.clear();
        } else {
          technique_error_ = error;
        }
      }
      if (!technique_error_.empty()) ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.2f, 1.0f), "%s", technique_error_.c_str());
      if (!(before == s)) dirty_ = true;
    }
    ImGui::End();
  }
  if (show_all_hints_) {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(520.0f, io.DisplaySize.x - 20.0f), 360.0f), ImGuiCond_Appearing);
    if (ImGui::Begin("All hints", &show_all_hints_, ImGuiWindowFlags_NoCollapse)) {
      std::string error;
      const auto steps = logic::all_steps(game_.board(), hint_options(game_, false, &error));
      if (steps.empty()) ImGui::TextWrapped("No step found with the chosen techniques.");
      std::string_view group;
      for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string_view name = logic::technique_name(steps[i].technique);
        if (name != group) {
          group = name;
          ImGui::SeparatorText(std::string(name).c_str());
        }
        char id[24];
        std::snprintf(id, sizeof id, "##hint%zu", i);
        if (ImGui::Selectable((steps[i].sentence + id).c_str())) {
          game_.show_hint(steps[i], app::HintLadder::kMaxLevel);
        }
      }
    }
    ImGui::End();
  }
}

// [SECTION] board picture ------------------------------------------------------------

BoardPicture AppView::picture(double t) const {
  BoardPicture pic;
  const bool motion = !game_.settings().reduced_motion;
  const Grid givens = game_.givens();
  for (int c = 0; c < kCells; ++c) pic.given[c] = givens.cells[c] != 0;

  if (animating()) {
    const Board& board = timeline_.state().board;
    for (int c = 0; c < kCells; ++c) {
      pic.values[c] = board.values[c];
      pic.marks[c] = board.values[c] ? 0 : board.candidates[c];
    }
    const double since = t - step_changed_at_;
    const double step_time = std::isfinite(timeline_.speed()) ? std::min(1.0, 0.8 / timeline_.speed()) : 0.0;
    pic.removed_fade = motion && step_time > 0.0 ? static_cast<float>(std::max(0.0, 1.0 - since / step_time)) : 0.0f;
    if (!timeline_.playing()) pic.removed_fade = 1.0f;  // paused: show what the step removed
    if (const logic::TraceEvent* e = timeline_.last_event()) {
      switch (e->kind) {
        case logic::EventKind::kStep:
          for (auto u : e->step.units) {
            for (int c : kUnitCells[u]) pic.flags[c] |= kCellRegion;
          }
          for (auto c : e->step.cause_cells) pic.flags[c] |= kCellCause;
          for (const auto& k : e->step.cause) pic.cause_marks[k.cell] |= digit_bit(k.digit);
          for (const auto& k : e->step.eliminations) pic.removed_marks[k.cell] |= digit_bit(k.digit);
          for (const auto& k : e->step.placements) pic.flags[k.cell] |= kCellPlaced | kCellTarget;
          break;
        case logic::EventKind::kGuess:
          pic.flags[e->cell] |= kCellGuess;
          break;
        case logic::EventKind::kBacktrack:
          pic.flags[e->cell] |= kCellFailed;
          break;
        default:
          break;
      }
    }
    return pic;
  }

  const auto highlights = game_.highlights();
  for (int c = 0; c < kCells; ++c) {
    const app::CellState& s = game_.cell(c);
    pic.values[c] = s.value;
    pic.marks[c] = s.value ? 0 : s.marks;
    pic.colours[c] = s.colour;
    const auto h = highlights[c];
    if (h & app::kHighlightSelected) pic.flags[c] |= kCellSelected;
    if (h & app::kHighlightCursor) pic.flags[c] |= kCellCursor;
    if (h & app::kHighlightUnit) pic.flags[c] |= kCellUnit;
    if (h & app::kHighlightSameDigit) pic.flags[c] |= kCellSameDigit;
    if (h & app::kHighlightConflict) pic.flags[c] |= kCellConflict;
    if (h & app::kHighlightMistake) pic.flags[c] |= kCellMistake;
  }
  if (game_.settings().highlight_same_digit) pic.highlight_digit = game_.highlight_digit();

  // The hint ladder: 1 where to look, 2 the cause, 3 what changes.
  if (const logic::Step* step = game_.hint().step()) {
    const int level = game_.hint().level();
    for (auto u : step->units) {
      for (int c : kUnitCells[u]) pic.flags[c] |= kCellRegion;
    }
    if (level >= 2) {
      for (auto c : step->cause_cells) pic.flags[c] |= kCellCause;
      for (const auto& k : step->cause) pic.cause_marks[k.cell] |= digit_bit(k.digit);
    }
    if (level >= 3) {
      for (const auto& k : step->placements) {
        pic.flags[k.cell] |= kCellTarget | kCellPlaced;
        if (pic.values[k.cell] == 0) {
          pic.values[k.cell] = k.digit;
          pic.marks[k.cell] = 0;
        }
      }
      for (const auto& k : step->eliminations) {
        pic.flags[k.cell] |= kCellTarget;
        pic.removed_marks[k.cell] |= digit_bit(k.digit);
        pic.marks[k.cell] = static_cast<Mask>(pic.marks[k.cell] & ~digit_bit(k.digit));
      }
      for (auto c : step->clears) pic.flags[c] |= kCellTarget | kCellMistake;
      for (const auto& k : step->restores) {
        pic.flags[k.cell] |= kCellTarget;
        pic.cause_marks[k.cell] |= digit_bit(k.digit);
        pic.marks[k.cell] |= digit_bit(k.digit);
      }
      pic.removed_fade = 1.0f;
    }
  }
  return pic;
}

// [SECTION] animated solve -------------------------------------------------------------

namespace {
std::string event_label(const logic::TraceEvent& e) {
  switch (e.kind) {
    case logic::EventKind::kStep:
      return e.step.sentence;
    case logic::EventKind::kGuess:
      return "Guess: try " + std::to_string(e.digit) + " in " + cell_name(e.cell) + ".";
    case logic::EventKind::kBacktrack:
      return "Contradiction: " + std::to_string(e.digit) + " in " + cell_name(e.cell) + " fails; back up.";
    case logic::EventKind::kSolved:
      return "Solved.";
    case logic::EventKind::kStuck:
      return "Stuck: the chosen techniques find no further step.";
  }
  return {};
}
}  // namespace

void AppView::start_solve_animation(bool search_mode) {
  if (game_.phase() != app::Phase::kPlay) return;
  game_.dismiss_hint();
  if (!game_.conflicts().none()) {
    game_.set_message("The board has conflicting digits: fix them before watching the solve.");
    return;
  }
  std::string error;
  anim_options_ = hint_options(game_, true, &error);
  if (search_mode) anim_options_.techniques = logic::TechniqueSet::up_to_tier(1);
  // The path is computed a few steps at a time (extend_solve_animation), so
  // the animation starts at once and no frame waits for a long path.
  anim_options_.max_steps = 1;
  // The animation starts from the digits on the board with full candidates,
  // so every elimination is shown being made.
  anim_start_ = board_from_grid(game_.values());
  anim_board_ = anim_start_;
  anim_complete_ = false;
  timeline_search_mode_ = search_mode;
  timeline_labels_.clear();
  app::load_trace(timeline_, anim_start_, logic::Trace{});
  extend_solve_animation(8.0);
  timeline_.play(now());
  step_changed_at_ = now();
}

void AppView::extend_solve_animation(double budget_ms) {
  if (anim_complete_) return;
  const double start = now();
  std::vector<logic::TraceEvent> events = timeline_.events();
  do {
    const logic::Trace part = logic::solve_path(anim_board_, anim_options_);
    for (const auto& e : part.events) timeline_labels_.push_back(event_label(e));
    events.insert(events.end(), part.events.begin(), part.events.end());
    anim_board_ = part.final_board;
    anim_complete_ = part.complete;
  } while (!anim_complete_ && (now() - start) * 1000.0 < budget_ms);
  // Reload with the longer list, keeping the position and play state.
  const std::size_t position = timeline_.position();
  const bool playing = timeline_.playing();
  timeline_.load(app::SolveReplay{anim_start_, {}}, std::move(events));
  timeline_.seek(position);
  if (playing) timeline_.play(now());
}

void AppView::stop_solve_animation() {
  timeline_.clear();
  anim_complete_ = true;
  timeline_labels_.clear();
  last_position_ = 0;
}

// [SECTION] automation ------------------------------------------------------------------

std::string AppView::state_json() const {
  // The game's own state, plus the view's facts: where the board is, the
  // layout, the conflicts shown, an open notice, effects and the animation.
  nlohmann::json j = nlohmann::json::parse(game_.state_json(app::animation_status(timeline_)), nullptr, false);
  if (j.is_discarded()) j = nlohmann::json::object();
  j["board"] = {{"x", board_x_}, {"y", board_y_}, {"size", board_size_}};
  j["layout"] = portrait_ ? "portrait" : "landscape";
  j["conflicts"] = app::cells_of(game_.conflicts());
  j["notice"] = notice_;
  j["reduced_motion"] = game_.settings().reduced_motion;
  j["effects"] = effects_ == nullptr ? "pending" : effects_->available() ? "shader" : "none";
  j["theme"] = game_.settings().theme == app::Theme::kDark ? "dark" : "light";
  if (animating()) {
    std::string values(kCells, '.');
    for (int c = 0; c < kCells; ++c) {
      const int d = timeline_.state().board.values[c];
      if (d != 0) values[static_cast<std::size_t>(c)] = static_cast<char>('0' + d);
    }
    j["animation_values"] = values;
    j["animation_mode"] = timeline_search_mode_ ? "search" : "logic";
    j["animation_complete"] = anim_complete_;
  }
  return j.dump();
}

}  // namespace sudoku::views
