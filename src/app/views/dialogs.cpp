// dialogs.cpp - the cards over the board: a one-time notice, a question to
// confirm, the settings, "All hints", the help with its shortcut sheet, the
// statistics with a chart of recent times, and the techniques to practise.
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
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

namespace {

/// A setting's checkbox whose label, when wider than the card (a phone with
/// a finger-sized box), goes on two lines; its name stays the one line.
bool setting_checkbox(const char* text, bool* value) {
  const std::string full = text;
  std::string label = full;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - style.ItemInnerSpacing.x;
  for (std::size_t cut = label.rfind(' '); ImGui::CalcTextSize(label.c_str()).x > room && cut != std::string::npos;
       cut = cut == 0 ? std::string::npos : full.rfind(' ', cut - 1)) {
    label = full.substr(0, cut) + "\n" + full.substr(cut + 1);
  }
  bool changed = ImGui::Checkbox((label + "##" + full).c_str(), value);
  const std::string name = visible_name(full.c_str());
  if (record_named_control(name.c_str(), name.c_str())) {
    *value = !*value;
    changed = true;
  }
  return changed;
}

}  // namespace

void AppView::draw_dialogs() {
  draw_read_only();
  if (session_.read_only()) {
    // Its card is the only one (popups at one level replace each other),
    // but for the guide, which changes nothing: shown instead of the card.
    draw_guide();
    return;
  }
  draw_notice();
  draw_confirmation();
  draw_settings();
  draw_hint_list();
  draw_help();
  draw_stats();
  draw_finish();
  draw_practice();
  draw_guide();
  draw_about();
}

void AppView::draw_practice() {
  if (!begin_dialog("##practice", ui_text(Ui::kPracticeTitle), show_practice_, 420.0f)) return;
  ImGui::TextWrapped("%s", ui_text(Ui::kPracticeIntro));
  const float h = touch_ ? 44.0f : 30.0f;
  for (const app::PracticeItem& item : session_.practice_menu()) {
    const bool clicked = ImGui::Selectable(item.name.c_str(), false, ImGuiSelectableFlags_None, ImVec2(0.0f, h));
    if (record_control(item.name.c_str(), ("practise: " + item.name).c_str()) || clicked) {
      session_.practise(item.technique);
      show_practice_ = false;
      ImGui::CloseCurrentPopup();
    }
  }
  end_dialog();
}

void AppView::draw_about() {
  bool open = session_.about_open();
  if (!begin_dialog("##about", ui_text(Ui::kAboutTitle), open, 600.0f)) {
    if (session_.about_open() && !open) session_.close_about();
    return;
  }
  const std::string& version = session_.version();
  ImGui::TextWrapped(
      "%s", ui_format(ui_text(Ui::kAboutText), {{"version", version.empty() ? version : " " + version}}).c_str());
  const float height = std::min(visible_area().height * 0.6f, 440.0f);
  if (ImGui::BeginChild("##notices", ImVec2(0.0f, height), true)) {
    if (session_.about_text().empty()) {
      ImGui::TextDisabled("%s", ui_text(Ui::kAboutLoadingDrawn));
    } else {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(session_.about_text().c_str(),
                             session_.about_text().c_str() + session_.about_text().size());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::EndChild();
  if (end_dialog(open)) session_.close_about();
}

void AppView::draw_notice() {
  bool open = !session_.notice().empty();
  if (!begin_dialog("##notice", ui_text(Ui::kNoticeTitle), open, 440.0f)) {
    if (!open && !session_.notice().empty()) session_.dismiss_notice();
    return;
  }
  ImGui::TextWrapped("%s", session_.notice().c_str());
  if (big_button(ui_text(Ui::kOk), ImVec2(120.0f, 40.0f), true)) open = false;
  if (end_dialog(open)) session_.dismiss_notice();
}

void AppView::draw_confirmation() {
  const app::Confirmation& c = session_.confirmation();
  bool open = !c.question.empty();
  if (!begin_dialog("##confirm", ui_text(Ui::kConfirmTitle), open, 440.0f)) {
    if (!open && !session_.confirmation().question.empty()) session_.answer(false);
    return;
  }
  ImGui::TextWrapped("%s", c.question.c_str());
  const float w = ImGui::GetContentRegionAvail().x;
  // Copies: answering clears the question. Enter goes ahead, Esc keeps.
  const std::string yes = with_key(c.yes.c_str(), ui_text(Ui::kKeyNameEnter));
  const std::string no = c.no;
  if (big_button(yes.c_str(), ImVec2(w, 44.0f), true, true, "confirm: Yes") ||
      ImGui::IsKeyPressed(ImGuiKey_Enter, false) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter, false)) {
    ImGui::CloseCurrentPopup();
    session_.answer(true);
  } else {
    if (big_button(no.c_str(), ImVec2(w, 44.0f), false, true, "confirm: No") || !open) {
      ImGui::CloseCurrentPopup();
      session_.answer(false);
    }
  }
  end_dialog();
}

void AppView::draw_settings() {
  // A finger needs 44 CSS px: on a touch screen every control of the card,
  // its Close too, is a frame that tall.
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const float grow = touch_ ? std::max(0.0f, std::ceil((44.0f - ImGui::GetFrameHeight()) * 0.5f)) : 0.0f;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(pad.x, pad.y + grow));
  if (!begin_dialog("##settings", ui_text(Ui::kSettingsTitle), show_settings_, 460.0f)) {
    ImGui::PopStyleVar();
    return;
  }
  app::Settings s = session_.settings();
  setting_checkbox(ui_text(Ui::kSettingHighlightUnits), &s.highlight_units);
  setting_checkbox(ui_text(Ui::kSettingHighlightSameDigit), &s.highlight_same_digit);
  setting_checkbox(ui_text(Ui::kSettingHighlightConflicts), &s.highlight_conflicts);
  setting_checkbox(ui_text(Ui::kSettingAutoRemoveMarks), &s.auto_remove_marks);
  setting_checkbox(ui_text(Ui::kSettingMistakeCheck), &s.mistake_check);
  setting_checkbox(ui_text(Ui::kSettingShowTimer), &s.show_timer);
  bool dark = s.theme == app::Theme::kDark;
  if (setting_checkbox(ui_text(Ui::kSettingDark), &dark)) s.theme = dark ? app::Theme::kDark : app::Theme::kLight;
  setting_checkbox(ui_text(Ui::kSettingHighContrast), &s.high_contrast);
  setting_checkbox(ui_text(Ui::kSettingColourBlindSafe), &s.colour_blind_safe);
  setting_checkbox(ui_text(Ui::kSettingReducedMotion), &s.reduced_motion);
  setting_checkbox(ui_text(Ui::kSettingLetterShortcuts), &s.letter_shortcuts);
  setting_checkbox(ui_text(Ui::kSettingSoundCues), &s.sound_cues);
  // Changing the theme, the contrast or the motion by hand stops it following the system.
  bool follow = s.theme_follows_system && s.contrast_follows_system && s.motion_follows_system;
  if (setting_checkbox(ui_text(Ui::kSettingFollowSystem), &follow)) {
    s.theme_follows_system = s.contrast_follows_system = s.motion_follows_system = follow;
  }
  session_.set_settings(s);
  ImGui::Spacing();
  ImGui::TextUnformatted(ui_text(Ui::kSettingsTechniques));
  ImGui::TextDisabled("%s", ui_text(Ui::kTechniquesHelpDrawn));
  // The list shown in a field-like button; the page's text box takes the
  // edit (a real text field: paste, a phone's keyboard, and the refusal of
  // a list it cannot read, said in the box while it stays open). The page's
  // module then links no ImGui text field.
  const std::string& current = session_.settings().hint_techniques;
  const std::string label = (current.empty() ? std::string(ui_text(Ui::kTechniquesAll)) : current) + "##techniques";
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_FrameBgHovered));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImGui::GetStyleColorVec4(ImGuiCol_FrameBgActive));
  if (button(label.c_str(), ImVec2(-FLT_MIN, 0.0f), "techniques")) session_.ask_hint_techniques();
  ImGui::PopStyleColor(3);
  ImGui::PopStyleVar(2);
  // The text box could not load: said here, where the player asked for it
  // (the panel's message line lies under the card).
  if (const std::string_view failure = session_.text_box_failure(); !failure.empty()) {
    ImGui::Spacing();
    ImGui::TextWrapped("%.*s", static_cast<int>(failure.size()), failure.data());
    record_widget("settings: text box failed");
  }
  end_dialog();
}

void AppView::draw_hint_list() {
  const app::HintList& list = session_.hint_list();
  bool open = list.open;
  if (!begin_dialog("##hints", ui_text(Ui::kAllHintsTitle), open, 560.0f)) {
    if (list.open && !open) session_.close_hint_list();
    return;
  }
  if (list.computing) {
    ImGui::TextDisabled("%s", ui_text(Ui::kHintsLooking));
    if (const double waited = session_.hint_list_wait_seconds(); waited >= kShowWaitAfter) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", wait_text(waited).c_str());
      ImGui::SameLine();
      if (button(ui_text(Ui::kCancel), ImVec2(0.0f, 0.0f), "hints: Cancel")) open = false;
    }
  } else if (list.entries.empty()) {
    ImGui::TextWrapped("%s", ui_text(Ui::kNoStepFound));
  }
  const float height = std::min(visible_area().height * 0.6f, 420.0f);
  if (ImGui::BeginChild("##hintlist", ImVec2(0.0f, height), false)) {
    std::string group;
    for (std::size_t i = 0; i < list.entries.size() && !list.computing; ++i) {
      const auto& entry = list.entries[i];
      if (entry.technique != group) {
        group = entry.technique;
        ImGui::SeparatorText(group.c_str());
      }
      ImGui::PushID(static_cast<int>(i));
      ImGui::PushTextWrapPos(0.0f);
      // A wrapped sentence with the whole row clickable.
      const ImVec2 start = ImGui::GetCursorPos();
      ImGui::TextUnformatted(entry.sentence.c_str());
      const ImVec2 end = ImGui::GetCursorPos();
      ImGui::PopTextWrapPos();
      ImGui::SetCursorPos(start);
      bool picked = ImGui::Selectable("##pick", false, ImGuiSelectableFlags_AllowOverlap,
                                      ImVec2(0.0f, end.y - start.y - ImGui::GetStyle().ItemSpacing.y));
      // The entries in view are controls the page lays its own over.
      if (ImGui::IsItemVisible()) {
        char id[24];
        std::snprintf(id, sizeof id, "hints: %zu", i);
        picked = record_named_control(entry.sentence.c_str(), id) || picked;
      }
      if (picked) {
        session_.show_listed_hint(i);
        open = false;
      }
      ImGui::SetCursorPos(end);
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
  if (end_dialog(open)) session_.close_hint_list();
}

void AppView::draw_help() {
  bool open = session_.help_open();
  if (!begin_dialog("##help", ui_text(Ui::kHelpTitle), open, 520.0f)) {
    if (session_.help_open() && !open) session_.close_help();
    return;
  }
  const float height = std::min(visible_area().height * 0.62f, 460.0f);
  if (ImGui::BeginChild("##helptext", ImVec2(0.0f, height), false)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::BeginGroup();
    ImGui::TextUnformatted(ui_text(Ui::kHelpRules));
    ImGui::SeparatorText(ui_text(Ui::kHelpPlaying));
    ImGui::TextUnformatted(show_shortcuts() ? ui_text(Ui::kHelpPick) : ui_text(Ui::kHelpTap));
    // Bullets whose text wraps (ImGui's BulletText runs past the edge).
    const auto bullet = [](const char* text) {
      ImGui::Bullet();
      ImGui::SameLine();
      ImGui::TextUnformatted(text);
    };
    bullet(ui_text(Ui::kHelpDigit));
    bullet(ui_text(Ui::kHelpPencil));
    bullet(ui_text(Ui::kHelpNotes));
    bullet(ui_text(Ui::kHelpColour));
    ImGui::TextUnformatted(ui_text(Ui::kHelpHint));
    if (!show_shortcuts()) {
      ImGui::TextUnformatted(ui_text(Ui::kHelpPaste));
    }
    ImGui::EndGroup();
    record_widget("help text");
    if (show_shortcuts()) {
      ImGui::SeparatorText(ui_text(Ui::kHelpKeys));
      static constexpr const char* kKeys[][2] = {
          {ui_text(Ui::kKeysDigit), ui_text(Ui::kHelpKeyDigit)},
          {ui_text(Ui::kKeysCandidate), ui_text(Ui::kHelpKeyCandidate)},
          {ui_text(Ui::kKeysClear), ui_text(Ui::kHelpKeyClear)},
          {ui_text(Ui::kKeysMove), ui_text(Ui::kHelpKeyMove)},
          {ui_text(Ui::kKeysModes), ui_text(Ui::kHelpKeyModes)},
          {ui_text(Ui::kKeysUndo), ui_text(Ui::kHelpKeyUndo)},
          {ui_text(Ui::kKeysHint), ui_text(Ui::kHelpKeyHint)},
          {ui_text(Ui::kKeysSolve), ui_text(Ui::kHelpKeySolve)},
          {ui_text(Ui::kKeysPause), ui_text(Ui::kHelpKeyPause)},
          {ui_text(Ui::kKeysTime), ui_text(Ui::kHelpKeyTime)},
          {ui_text(Ui::kKeysRead), ui_text(Ui::kHelpKeyRead)},
          {ui_text(Ui::kKeysCount), ui_text(Ui::kHelpKeyCount)},
          {ui_text(Ui::kKeysPaste), ui_text(Ui::kHelpKeyPaste)},
          {ui_text(Ui::kKeysHelp), ui_text(Ui::kHelpKeyHelp)},
      };
      // Two columns where the keys fit beside their actions; on a narrow
      // card each action goes on its own line under its keys, indented.
      const float avail = ImGui::GetContentRegionAvail().x;
      const float column = 190.0f;
      const bool two_columns = avail >= column + 180.0f;
      for (const auto& k : kKeys) {
        ImGui::TextUnformatted(k[0]);
        if (two_columns) {
          ImGui::SameLine(column);
        } else {
          ImGui::Indent(16.0f);
        }
        ImGui::TextUnformatted(k[1]);
        if (!two_columns) ImGui::Unindent(16.0f);
        record_widget((std::string("key: ") + k[0]).c_str());
      }
    }
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();
  record_widget("help area");
  if (big_button(ui_text(Ui::kStartPlaying), ImVec2(ImGui::GetContentRegionAvail().x, 44.0f), true)) open = false;
  if (end_dialog(open)) session_.close_help();
}

void AppView::draw_stats() {
  bool open = session_.stats_open();
  if (!begin_dialog("##stats", ui_text(Ui::kStatsTitle), open, 520.0f)) {
    if (session_.stats_open() && !open) session_.close_stats();
    stats_shown_ = false;
    return;
  }
  const app::Stats& stats = session_.stats();
  if (!stats_shown_) stats_level_ = stats.chart_level(app::Stats::index_of(session_.game().level()));
  stats_shown_ = true;
  ImGui::TextUnformatted(
      ui_format(ui_text(Ui::kStatsDayStreak), {{"streak", stats.streak}, {"best", stats.best_streak}}).c_str());
  ImGui::TextUnformatted(ui_format(ui_text(Ui::kStatsDailyStreak),
                                   {{"streak", session_.daily_streak()}, {"best", stats.best_daily_streak}})
                             .c_str());
  static constexpr const auto& kNames = app::kLevelTexts;
  // Columns by position (no table: ImGui's tables would add to the download).
  const float x0 = ImGui::GetCursorPosX();
  const float full = ImGui::GetContentRegionAvail().x;
  const float at[6] = {0.0f, 0.22f, 0.38f, 0.53f, 0.68f, 0.84f};
  auto cells = [&](const std::string(&text)[6], bool dim) {
    for (int k = 0; k < 6; ++k) {
      if (k > 0) ImGui::SameLine(x0 + full * at[k]);
      if (dim) {
        ImGui::TextDisabled("%s", text[k].c_str());
      } else {
        ImGui::TextUnformatted(text[k].c_str());
      }
    }
  };
  // The last header goes on two lines where one does not fit (a phone).
  std::string per_solve = ui_text(Ui::kStatsHintsErrors);
  const bool narrow = ImGui::CalcTextSize(per_solve.c_str()).x > full * (1.0f - at[5]);
  if (const auto space = per_solve.rfind(' '); narrow && space != std::string::npos) per_solve[space] = '\n';
  cells({ui_text(Ui::kStatsLevel), ui_text(Ui::kStatsPlayed), ui_text(Ui::kStatsSolved), ui_text(Ui::kStatsBest),
         ui_text(Ui::kStatsMedian), per_solve},
        true);
  record_widget("stats header: hints, errors");
  for (int i = 0; i < app::kStatLevels; ++i) {
    const app::LevelStats& l = stats.levels[static_cast<std::size_t>(i)];
    char per_game[32] = "-";
    if (l.solved > 0) {
      std::snprintf(per_game, sizeof per_game, "%.1f, %.1f", static_cast<double>(l.hints) / l.solved,
                    static_cast<double>(l.mistakes) / l.solved);
    }
    const ImVec2 row = ImGui::GetCursorPos();
    const bool picked = ImGui::Selectable(("##level" + std::to_string(i)).c_str(), stats_level_ == i);
    // A control the page lays its own over, which reads the row's figures.
    char id[24];
    std::snprintf(id, sizeof id, "stats: %s", kNames[i]);
    if (record_control(kNames[i], id) || picked) stats_level_ = i;
    ImGui::SetCursorPos(row);
    cells({kNames[i], std::to_string(l.started), std::to_string(l.solved), l.best ? clock_text(*l.best) : "-",
           l.times.empty() ? "-" : clock_text(l.median_time()), per_game},
          false);
  }
  // A bar per recent solve of the chosen level, oldest on the left.
  const app::LevelStats& l = stats.levels[static_cast<std::size_t>(stats_level_)];
  ImGui::TextUnformatted(ui_format(ui_text(Ui::kStatsRecentTimes), {{"level", kNames[stats_level_]}}).c_str());
  record_widget((std::string("chart: ") + kNames[stats_level_]).c_str());
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 size(ImGui::GetContentRegionAvail().x, 110.0f);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), ImGui::GetColorU32(ImGuiCol_FrameBg), 6.0f);
  if (l.times.empty()) {
    dl->AddText(ImVec2(origin.x + 10.0f, origin.y + 10.0f), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                ui_text(Ui::kStatsNoneYet));
  } else {
    // The label sits in a band above the bars, so the tallest bar ends below it.
    const double top = *std::max_element(l.times.begin(), l.times.end());
    const float slot = size.x / static_cast<float>(app::kRecentTimes);
    const float band = ImGui::GetTextLineHeight() + 8.0f;
    for (std::size_t i = 0; i < l.times.size(); ++i) {
      const float x = origin.x + static_cast<float>(i) * slot;
      const float bar = static_cast<float>(l.times[i] / top) * (size.y - band - 4.0f);
      dl->AddRectFilled(ImVec2(x + 1.0f, origin.y + size.y - bar - 4.0f),
                        ImVec2(x + slot - 1.0f, origin.y + size.y - 4.0f), theme().entered_digit, 2.0f);
    }
    const std::string label = ui_format(ui_text(Ui::kStatsLongest), {{"time", clock_text(top)}});
    dl->AddText(ImVec2(origin.x + 8.0f, origin.y + 4.0f), ImGui::GetColorU32(ImGuiCol_TextDisabled), label.c_str());
    // Where the label and the tallest bar are (for tests).
    const ImVec2 text = ImGui::CalcTextSize(label.c_str());
    ImGui::SetCursorScreenPos(ImVec2(origin.x + 8.0f, origin.y + 4.0f));
    ImGui::Dummy(text);
    record_widget("chart label");
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + band));
    ImGui::Dummy(ImVec2(size.x, size.y - band - 4.0f));
    record_widget("chart bars");
    ImGui::SetCursorScreenPos(origin);
  }
  ImGui::Dummy(size);
  if (end_dialog(open)) session_.close_stats();
}

void AppView::draw_read_only() {
  // No Close: this tab stays read-only until the player continues here.
  static constexpr const char* kId = "##elsewhere";
  if (!session_.read_only() || session_.guide().open) {
    if (ImGui::IsPopupOpen(kId) && ImGui::BeginPopupModal(kId, nullptr, ImGuiWindowFlags_NoTitleBar)) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
    }
    return;
  }
  if (!ImGui::IsPopupOpen(kId)) ImGui::OpenPopup(kId);
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y - 12.0f), ImGuiCond_Always,
                          ImVec2(0.5f, 1.0f));
  const float w = std::min(420.0f, io.DisplaySize.x - 16.0f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, io.DisplaySize.y - 16.0f));
  // A light veil: the board stays readable behind it.
  ImGui::PushStyleColor(ImGuiCol_ModalWindowDimBg, IM_COL32(0, 0, 0, 40));
  const bool shown = ImGui::BeginPopupModal(
      kId, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleColor();
  if (!shown) return;
  const LayerScope layer("elsewhere");
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(ui_text(Ui::kElsewhereTitle));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", ui_text(Ui::kElsewhereText));
  if (const auto held = session_.held_for_continue(); held != app::Session::Held::kNothing) {
    if (held == app::Session::Held::kQuestion) {
      ImGui::TextWrapped("%s", ui_text(Ui::kElsewhereHeldQuestion));
    } else if (held == app::Session::Held::kLink) {
      ImGui::TextWrapped("%s", ui_text(Ui::kElsewhereHeldLink));
    } else {
      ImGui::TextWrapped("%s", ui_text(Ui::kElsewhereHeldHint));
    }
    record_widget("elsewhere: held");
  }
  const float w_button = ImGui::GetContentRegionAvail().x;
  if (big_button(ui_text(Ui::kContinueHere), ImVec2(w_button, 44.0f), true)) {
    ImGui::CloseCurrentPopup();
    session_.continue_here();
  }
  // The guide can be read here; it takes the card's place while open.
  if (big_button(ui_text(Ui::kMenuGuide), ImVec2(w_button, 44.0f), false, true, "elsewhere: guide")) {
    ImGui::CloseCurrentPopup();
    session_.open_guide();
  }
  ImGui::EndPopup();
}

void AppView::draw_finish() {
  const auto& finish = session_.finish();
  bool open = finish.has_value();
  if (!begin_dialog("##finish", ui_text(Ui::kFinishTitle), open, 440.0f)) {
    if (session_.finish() && !open) session_.close_finish();
    return;
  }
  const app::Session::Finish& f = *finish;
  const char* level = app::kLevelTexts[app::Stats::index_of(f.level)];
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::Text("%s", clock_text(f.seconds).c_str());
  ImGui::PopFont();
  record_widget("finish time");
  if (!f.best) {
    ImGui::TextWrapped("%s", ui_format(ui_text(Ui::kFinishFirst), {{"level", level}}).c_str());
  } else if (f.new_best()) {
    ImGui::TextWrapped(
        "%s", ui_format(ui_text(Ui::kFinishNewBest), {{"level", level}, {"best", clock_text(*f.best)}}).c_str());
  } else {
    ImGui::TextWrapped("%s", ui_format(ui_text(Ui::kFinishBest), {{"level", level},
                                                                  {"best", clock_text(*f.best)},
                                                                  {"median", f.median ? clock_text(*f.median) : "-"}})
                                 .c_str());
  }
  ImGui::TextUnformatted(ui_format(ui_text(Ui::kFinishHints), {{"hints", f.hints}, {"mistakes", f.mistakes}}).c_str());
  ImGui::TextUnformatted(
      ui_format(ui_text(Ui::kFinishStreak), {{"streak", f.streak}, {"best", f.best_streak}}).c_str());
  if (f.daily_streak >= 0)
    ImGui::TextUnformatted(ui_format(ui_text(Ui::kFinishDailyStreak), {{"streak", f.daily_streak}}).c_str());
  if (f.shared) ImGui::TextWrapped("%s", session_.game().message().c_str());
  const float w = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const std::string again =
      ui_format(ui_text(Ui::kFinishNewGame),
                {{"level", f.level >= 0 && f.level < app::kStatLevels - 1 ? level : ui_text(Ui::kLevelEasy)}});
  if (big_button(again.c_str(), ImVec2((w - gap) * 0.5f, 44.0f), true)) {
    ImGui::CloseCurrentPopup();
    session_.finish_new_game();
  } else {
    ImGui::SameLine();
    if (big_button(ui_text(Ui::kShare), ImVec2((w - gap) * 0.5f, 44.0f))) session_.finish_share();
    if (!open) {
      ImGui::CloseCurrentPopup();
      session_.close_finish();
    }
  }
  end_dialog();
}

}  // namespace sudoku::views
