// panels.cpp - the top bar (portrait), the side panel (landscape), the
// keypad with its modes and tools, and the cover over a paused board.
#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

#include "app/model/ui_text.h"
#include "app/views/app_view.h"
#include "app/views/fonts.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

using app::Ui;
using app::ui_format;
using app::ui_text;

/// The clock and the Pause button, on the current line, which is left open
/// (the caller goes on with SameLine content or a new line).
void AppView::draw_clock(bool compact) {
  const app::Game& game = session_.game();
  if (game.phase() != app::Phase::kPlay) return;
  if (game.settings().show_timer) {
    ImGui::AlignTextToFramePadding();
    const std::string time = clock_text(game.elapsed(session_.now()));
    if (compact) {
      ImGui::TextUnformatted(time.c_str());
    } else {
      ImGui::TextUnformatted(ui_format(ui_text(Ui::kStatusTime), {{"time", time}}).c_str());
    }
    ImGui::SameLine();
  }
  if (!game.solve_time()) {
    const bool paused = game.paused();
    if (button(paused ? ui_text(Ui::kResume) : ui_text(Ui::kPause))) session_.set_paused(!paused);
    ImGui::SameLine();
  }
}

// The Menu button's width in the top bar and the side panel.
constexpr float kMenuWidth = 80.0f;

void AppView::draw_top_bar(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##topbar", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  // The app's name only where the clock, Pause and Menu fit beside it (a
  // narrow window, a high zoom: the controls matter, the name does not).
  const ImGuiStyle& style = ImGui::GetStyle();
  const app::Game& game = session_.game();
  float controls = kMenuWidth + 10.0f;
  if (game.phase() == app::Phase::kPlay && game.settings().show_timer) {
    controls += ImGui::CalcTextSize(clock_text(game.elapsed(session_.now())).c_str()).x + style.ItemSpacing.x;
  }
  if (game.phase() == app::Phase::kPlay && !game.solve_time()) {
    controls += ImGui::CalcTextSize(game.paused() ? ui_text(Ui::kResume) : ui_text(Ui::kPause)).x +
                2.0f * style.FramePadding.x + style.ItemSpacing.x;
  }
  if (game.phase() == app::Phase::kEntry) {
    controls += ImGui::CalcTextSize(ui_text(Ui::kFromPhoto)).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
  }
  ImGui::PushFont(font(FontRole::kHeading));
  const float title = ImGui::CalcTextSize(ui_text(Ui::kAppName)).x + 14.0f;
  if (style.WindowPadding.x + title + controls <= size.x) {
    ImGui::TextUnformatted(ui_text(Ui::kAppName));
    ImGui::SameLine(0.0f, 14.0f);
  }
  ImGui::PopFont();
  draw_clock(true);  // leaves the line open
  if (game.phase() == app::Phase::kEntry) {
    if (button(ui_text(Ui::kFromPhoto))) session_.read_photo();
    ImGui::SameLine();
  }
  // At the right edge, or after the controls before it when they reach it.
  const float menu_x = std::max(ImGui::GetCursorPosX(), size.x - kMenuWidth - 10.0f);
  ImGui::SetCursorPosX(menu_x);
  menu_button(std::max(std::min(kMenuWidth, size.x - menu_x - 10.0f),
                       ImGui::CalcTextSize(ui_text(Ui::kMenu)).x + 2.0f * style.FramePadding.x));
  ImGui::End();
}

void AppView::draw_side_panel(ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##panel", nullptr, kPanelFlags);
  const app::Game& game = session_.game();
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(ui_text(Ui::kAppName));
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), size.x - 96.0f));
  menu_button(80.0f);
  if (game.phase() == app::Phase::kPlay) {
    draw_clock(false);  // leaves the line open
    ImGui::NewLine();
  } else {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ui_text(Ui::kEnteringPuzzle));
    ImGui::SameLine();
    if (button(ui_text(Ui::kEntryStart))) session_.finish_entry();
    ImGui::SameLine();
    if (button(ui_text(Ui::kFromPhoto))) session_.read_photo();
  }
  ImGui::Separator();
  if (session_.solving()) {
    draw_solve_panel(false);
    ImGui::End();
    return;
  }
  // The keypad gives up height on a short window (a 200% zoom of a laptop
  // screen is 400 CSS pixels tall), and the message below it scrolls: the
  // hint's text is never cut off.
  const float keypad_height = size.y < 480.0f ? 200.0f : std::clamp(size.y - 200.0f, 280.0f, 350.0f);
  draw_keypad(ImGui::GetCursorScreenPos(), ImVec2(size.x - 2.0f * ImGui::GetStyle().WindowPadding.x, keypad_height),
              false);
  ImGui::Separator();
  if (ImGui::BeginChild("##message", ImVec2(0.0f, 0.0f), false)) draw_message();
  ImGui::EndChild();
  record_widget("message area");
  ImGui::End();
}

void AppView::draw_message() {
  const app::Game& game = session_.game();
  ImGui::PushTextWrapPos(0.0f);
  if (session_.generating()) {
    // The puzzle being made: the game goes on meanwhile; Cancel keeps it.
    // The text may wrap (a long one, a phone): the time and Cancel go on a
    // line of their own, not beside the wrapped block (ImGui would squeeze
    // them against its right edge).
    ImGui::TextDisabled("%s", session_.generation().text.c_str());
    ImGui::AlignTextToFramePadding();
    if (const double waited = session_.generation_seconds(); waited >= app::Session::kShowGenerationAfter) {
      ImGui::TextDisabled("%s", wait_text(waited).c_str());
      ImGui::SameLine();
    }
    ImGui::PushID("generation");  // the hint's Cancel may show too
    if (ImGui::SmallButton(ui_text(Ui::kCancel))) session_.cancel_generation();
    ImGui::PopID();
  } else if (const std::string origin = session_.origin_text(); !origin.empty() && game.phase() == app::Phase::kPlay) {
    ImGui::TextDisabled("%s", origin.c_str());
  }
  if (game.hint().shown()) {
    draw_hint_panel();
  } else if (session_.hint_pending()) {
    ImGui::TextDisabled("%s", ui_text(Ui::kHintLookingDrawn));
    // Longer than a blink (a hard board, or the engine still loading).
    if (const double waited = session_.hint_wait_seconds(); waited >= kShowWaitAfter) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", wait_text(waited).c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton(ui_text(Ui::kCancel))) session_.dismiss_hint();
    }
  } else if (!game.message().empty()) {
    ImGui::TextUnformatted(game.message().c_str());
  }
  ImGui::PopTextWrapPos();
}

KeypadGrid portrait_keypad_grid(float width) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.x;
  const float avail = width - 2.0f * style.WindowPadding.x;
  KeypadGrid grid;
  // A digit key at least as wide as its glyph with the count beside it.
  ImGui::PushFont(font(FontRole::kHeading));
  const float digit = ImGui::CalcTextSize("8").x * 1.8f;
  ImGui::PopFont();
  if ((avail - 8.0f * gap) / 9.0f < digit) grid.digits_per_row = 5, grid.digit_rows = 2;
  // Every mode's and tool's label within its button.
  float label = 0.0f;
  for (const char* text :
       {ui_text(Ui::kModeDigit), ui_text(Ui::kModePencil), ui_text(Ui::kModeCorner), ui_text(Ui::kModeCentre),
        ui_text(Ui::kModeColour), ui_text(Ui::kToolErase), ui_text(Ui::kToolUndo), ui_text(Ui::kToolRedo),
        ui_text(Ui::kToolHint), ui_text(Ui::kEntryStart)}) {
    label = std::max(label, ImGui::CalcTextSize(text).x);
  }
  if ((avail - 2.0f * gap) / 3.0f < label + 2.0f * style.FramePadding.x) grid.tools_per_row = 2, grid.tool_rows = 5;
  return grid;
}

void AppView::draw_keypad(ImVec2 pos, ImVec2 size, bool portrait) {
  const app::Game& game = session_.game();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.x;
  // Portrait: one row of nine digits, then modes and tools. Landscape: a 3x3
  // pad, or two rows (5 + 4) when the window is short (a 200% zoom).
  const ImVec2 avail =
      portrait ? ImVec2(size.x - 2.0f * style.WindowPadding.x, size.y - 2.0f * style.WindowPadding.y) : size;
  const bool short_pad = !portrait && avail.y < 260.0f;
  const KeypadGrid grid = portrait ? portrait_keypad_grid(size.x) : KeypadGrid{short_pad ? 5 : 3, short_pad ? 2 : 3};
  const int per_row = grid.digits_per_row;
  const int digit_rows = grid.digit_rows;
  const int tool_rows = grid.tool_rows;
  const float bw = (avail.x - static_cast<float>(per_row - 1) * gap) / static_cast<float>(per_row);
  const float row_h =
      portrait    ? std::clamp((avail.y - static_cast<float>(digit_rows + tool_rows) * gap) / grid.rows(), 34.0f, 52.0f)
      : short_pad ? 32.0f
                  : 40.0f;
  // Landscape: the digits share the height the rows of tools leave.
  const float room =
      (avail.y - static_cast<float>(tool_rows) * row_h - static_cast<float>(digit_rows + tool_rows - 1) * gap) /
      static_cast<float>(digit_rows);
  const float bh = portrait ? row_h * 1.15f : std::clamp(room, 30.0f, std::max(30.0f, std::min(bw * 0.62f, 64.0f)));
  // While a hint is shown where room is short (a phone, a tablet upright, a
  // short window: a laptop at 150-200% zoom), its panel takes the place of
  // the modes and tools (its own Close brings them back): the digits stay,
  // and the hint's whole text has room beneath them.
  const bool short_window = !portrait && ImGui::GetWindowHeight() < 680.0f;
  const bool tools = !(game.hint().shown() && (portrait || short_pad || short_window));

  // Portrait: a window of its own under the board. Landscape: a child of the
  // side panel, which it lies inside. (A window of its own there would lie
  // behind the panel, a window that never comes to the front, so the panel
  // would take every click and hover meant for the keypad.)
  if (portrait) {
    ImGui::SetNextWindowPos(pos);
    ImGui::SetNextWindowSize(size);
    ImGui::Begin("##keypad", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar);
  } else {
    const float digits_h = static_cast<float>(digit_rows) * bh + static_cast<float>(digit_rows - 1) * gap;
    ImGui::SetCursorScreenPos(pos);
    ImGui::BeginChild("##keypad", ImVec2(size.x, tools ? size.y : digits_h), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
  }
  if (portrait && session_.solving()) {
    // The solve's controls take the keypad's place on a phone.
    draw_solve_panel(true);
    ImGui::End();
    return;
  }
  const bool paused = game.paused();
  const bool entry = game.phase() == app::Phase::kEntry;
  const app::InputMode mode = game.input_mode();
  const bool colour = mode == app::InputMode::kColour;
  ImGui::BeginDisabled(paused);
  ImGui::PushFont(font(FontRole::kHeading));
  for (int d = 1; d <= 9; ++d) {
    char label[16];
    std::snprintf(label, sizeof label, "%d##pad", d);
    if ((d - 1) % per_row != 0) ImGui::SameLine();
    if (colour) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette_colour(d, false)));
    const bool useful = game.count_of(d) < 9 || mode != app::InputMode::kNormal;
    if (big_button(label, ImVec2(bw, bh), false, useful)) session_.input_digit(d);
    // How many of the digit are still to place, small in the corner (play
    // only; a finished digit is dimmed instead).
    const int left = entry ? 0 : std::max(0, 9 - game.count_of(d));
    keypad_left_[static_cast<std::size_t>(d - 1)] = left;
    if (left > 0) {
      const ImVec2 hi = ImGui::GetItemRectMax();
      const ImVec2 lo = ImGui::GetItemRectMin();
      const std::string count = std::to_string(left);
      constexpr float kCountSize = 13.0f;
      ImFont* small = font(FontRole::kMark);
      const float tw = small->CalcTextSizeA(kCountSize, FLT_MAX, 0.0f, count.c_str()).x;
      ImGui::GetWindowDrawList()->AddText(small, kCountSize, ImVec2(hi.x - tw - 4.0f, lo.y + 2.0f),
                                          ImGui::GetColorU32(ImGuiCol_TextDisabled), count.c_str());
    }
    if (colour) {
      ImGui::PopStyleColor();
      // The colour's glyph, as on the board: colours differ by shape too.
      const ImVec2 lo = ImGui::GetItemRectMin();
      const ImVec2 hi = ImGui::GetItemRectMax();
      const float r = std::min(hi.y - lo.y, 48.0f) * 0.14f;
      draw_colour_glyph(ImGui::GetWindowDrawList(), ImVec2(lo.x + r + 6.0f, hi.y - r - 6.0f), r, d, theme().text);
    }
  }
  ImGui::PopFont();
  // Modes (what a digit does) and tools, three to a row so every label fits.
  struct Tool {
    const char* label;
    app::InputMode mode;  // a mode button, or kNormal with `tool` set
    int tool;             // 0 a mode; 1 erase, 2 undo, 3 redo, 4 hint/start
  };
  static constexpr Tool kTools[] = {
      {ui_text(Ui::kModeDigit), app::InputMode::kNormal, 0},  {ui_text(Ui::kModePencil), app::InputMode::kPencil, 0},
      {ui_text(Ui::kModeCorner), app::InputMode::kCorner, 0}, {ui_text(Ui::kModeCentre), app::InputMode::kCentre, 0},
      {ui_text(Ui::kModeColour), app::InputMode::kColour, 0}, {ui_text(Ui::kToolErase), app::InputMode::kNormal, 1},
      {ui_text(Ui::kToolUndo), app::InputMode::kNormal, 2},   {ui_text(Ui::kToolRedo), app::InputMode::kNormal, 3},
      {ui_text(Ui::kToolHint), app::InputMode::kNormal, 4}};
  const float th = row_h;
  const auto tools_per_row = static_cast<std::size_t>(grid.tools_per_row);
  const float tw = (ImGui::GetContentRegionAvail().x - static_cast<float>(tools_per_row - 1) * gap) /
                   static_cast<float>(tools_per_row);
  for (std::size_t i = 0; tools && i < std::size(kTools); ++i) {
    const Tool& t = kTools[i];
    if (i % tools_per_row != 0) ImGui::SameLine();
    switch (t.tool) {
      case 0: {
        ImGui::BeginDisabled(entry);
        if (big_button(t.label, ImVec2(tw, th), !entry && mode == t.mode)) session_.set_input_mode(t.mode);
        ImGui::EndDisabled();
        break;
      }
      case 1:
        if (big_button(t.label, ImVec2(tw, th))) session_.clear_cells();
        break;
      case 2:
        if (big_button(t.label, ImVec2(tw, th), false, game.can_undo())) session_.undo();
        break;
      case 3:
        if (big_button(t.label, ImVec2(tw, th), false, game.can_redo())) session_.redo();
        break;
      default:
        if (entry) {
          // Entering a puzzle: the last tool starts play (the hint needs a puzzle).
          if (big_button(ui_text(Ui::kEntryStart), ImVec2(tw, th), true)) session_.finish_entry();
        } else if (big_button(t.label, ImVec2(tw, th), game.hint().shown())) {
          session_.hint_button();
        }
        break;
    }
  }
  ImGui::EndDisabled();
  if (portrait) {
    // The message (a hint's panel) scrolls in the room left under the keys.
    if (ImGui::BeginChild("##message", ImVec2(0.0f, 0.0f), false)) draw_message();
    ImGui::EndChild();
    record_widget("message area");
    ImGui::End();
  } else {
    ImGui::EndChild();
  }
}

void AppView::draw_pause_cover(const BoardLayout& layout) {
  const ImVec2 a(layout.cell_x[0], layout.cell_y[0]);
  const ImVec2 b(layout.cell_x[9], layout.cell_y[9]);
  ImGui::SetNextWindowPos(ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::Begin("##paused", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(ui_text(Ui::kPausedTitle));
  ImGui::PopFont();
  ImGui::TextDisabled("%s", ui_text(Ui::kPausedText));
  if (big_button(ui_text(Ui::kResume), ImVec2(ImGui::GetContentRegionAvail().x, 48.0f), true, true, "cover: Resume")) {
    session_.set_paused(false);
  }
  ImGui::End();
}

}  // namespace sudoku::views
