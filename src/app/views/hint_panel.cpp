// hint_panel.cpp - the hint at its ladder level: title, buttons, where to
// look, and the sentence with its cell names coloured by role.
#include <string>

#include "app/model/ui_text.h"
#include "app/views/app_view.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

using app::Ui;
using app::ui_format;
using app::ui_text;

namespace {

/// Draws `text` wrapped to the available width, word by word, colouring each
/// cell name (r4c5) by its role: cells the step changes in the target
/// colour, cells that cause it in the cause colour, as on the board.
void coloured_sentence(const std::string& text, const app::HintReport& report, const Theme& theme) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float space = ImGui::CalcTextSize(" ").x;
  float x = 0.0f;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(' ', pos);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(pos, end - pos);
    pos = end + 1;
    ImU32 colour = theme.text;
    for (std::size_t i = 0; i + 4 <= word.size(); ++i) {
      if (word[i] == 'r' && word[i + 2] == 'c' && word[i + 1] >= '1' && word[i + 1] <= '9' && word[i + 3] >= '1' &&
          word[i + 3] <= '9') {
        const int cell = (word[i + 1] - '1') * 9 + (word[i + 3] - '1');
        const auto role = report.roles[static_cast<std::size_t>(cell)];
        colour = role == 2 ? theme.target : role == 1 ? theme.cause : theme.text;
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

/// Puts the next button, labelled `label`, on the line of the last one when
/// it fits there, else on a line of its own (a narrow panel).
void same_line_if_fits(const char* label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * style.FramePadding.x;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
}

}  // namespace

void AppView::draw_hint_text(const app::HintReport& report) {
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(0.0f);
  if (!report.where.empty()) ImGui::TextUnformatted(report.where.c_str());
  if (!report.marked.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, theme().cause);
    ImGui::TextUnformatted(report.marked.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  if (report.level >= 3) coloured_sentence(report.sentence, report, theme());
  ImGui::EndGroup();
}

void AppView::draw_hint_strip(ImVec2 pos, ImVec2 size) {
  const app::HintReport report = session_.hint_report();
  if (report.level == 0) return;
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  // Narrow: the words take the width and the lines sit close.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(4.0f, 4.0f));
  ImGui::Begin("##hintstrip", nullptr, kPanelFlags);
  ImGui::PopStyleVar();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 2.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, theme().cause);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(
      ui_format(ui_text(Ui::kHintTitleDrawn), {{"level", report.level}, {"technique", report.technique}}).c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  if (report.level >= 3) {
    // The sentence says where and what: the last level's words alone.
    ImGui::BeginGroup();
    coloured_sentence(report.sentence, report, theme());
    ImGui::EndGroup();
  } else {
    draw_hint_text(report);
  }
  record_widget("hint strip text");
  ImGui::PopStyleVar();
  ImGui::End();
}

void AppView::draw_hint_panel() {
  const app::HintReport report = session_.hint_report();
  if (report.level == 0) return;
  ImGui::PushStyleColor(ImGuiCol_Text, theme().cause);
  ImGui::TextUnformatted(
      ui_format(ui_text(Ui::kHintTitleDrawn), {{"level", report.level}, {"technique", report.technique}}).c_str());
  ImGui::PopStyleColor();
  // The buttons come before the explanation, which can be long (forcing
  // chains): they stay in view whatever the panel's height.
  const std::string apply = with_key(report.apply_label.c_str(), ui_text(Ui::kKeyNameEnter));
  const std::string close = with_key(ui_text(Ui::kClose), ui_text(Ui::kKeyNameEsc));
  if (report.level < app::HintLadder::kMaxLevel) {
    if (button(with_key(ui_text(Ui::kHintMore), ui_text(Ui::kKeyNameH)).c_str())) session_.request_hint();
    same_line_if_fits(apply.c_str());
  }
  if (button(apply.c_str())) session_.apply_hint();
  same_line_if_fits(close.c_str());
  if (button(close.c_str(), ImVec2(0.0f, 0.0f), "hint: Close")) session_.dismiss_hint();
  const app::HintReport now = session_.hint_report();  // the buttons may have changed it
  if (now.level == 0) return;
  draw_hint_text(now);
  record_widget("hint text");
  if (!now.technique_key.empty()) {
    // "What is an X-Wing?": the technique's page of the guide.
    if (button((now.guide_label + "##guide").c_str())) session_.open_guide_page(now.technique_key);
    if (now.can_practise) same_line_if_fits(ui_text(Ui::kPractiseThis));
  }
  if (now.can_practise && button(ui_text(Ui::kPractiseThis))) session_.practise_hint();
}

}  // namespace sudoku::views
