// guide_view.cpp - the guide to the techniques: the list by tier (Menu,
// Techniques) and a technique's page (what it is, why it works, how to spot
// it), its example drawn by the board view with the deduction stepped
// through, then "Practise this technique".
#include <algorithm>
#include <string>

#include "app/model/ui_text.h"
#include "app/views/app_view.h"
#include "app/views/board_view.h"
#include "app/views/fonts.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

using app::Ui;
using app::ui_format;
using app::ui_text;

namespace {

constexpr const char* kTierNames[] = {
    "", ui_text(Ui::kTier1), ui_text(Ui::kTier2), ui_text(Ui::kTier3), ui_text(Ui::kTier4), ui_text(Ui::kTier5),
};

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
}

void paragraph(const std::string& text) {
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  ImGui::PopTextWrapPos();
}

}  // namespace

void AppView::draw_guide_example(float size) {
  const app::GuideState& guide = session_.guide();
  const GuidePage* page = session_.guide_page();
  heading(ui_text(Ui::kGuideExample));
  if (page != nullptr && !page->shown_by.empty()) paragraph(ui_text(Ui::kGuideShownBy));
  size = std::min(size, ImGui::GetContentRegionAvail().x);  // inside a scrolled page too
  if (guide.has_example) {
    const PixelGrid px{pixel_ratio_};
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const BoardLayout layout = layout_board(ImVec2(px.snap(at.x), px.snap(at.y)), size, px);
    const bool dark = session_.settings().theme == app::Theme::kDark;
    draw_board(ImGui::GetWindowDrawList(), layout, theme(), px, session_.guide_scene(), dark);
    ImGui::Dummy(ImVec2(size, size));
    record_widget("guide example");
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size);
  if (guide.example_step)
    ImGui::TextDisabled(
        "%s", ui_format(ui_text(Ui::kStepOf), {{"step", guide.stage}, {"total", app::GuideState::kLastStage}}).c_str());
  const std::string text = session_.guide_stage_text();
  ImGui::TextUnformatted(text.c_str(), text.c_str() + text.size());
  ImGui::PopTextWrapPos();
  record_widget("guide step");
  // A step taken (Back, Next or their keys) scrolls the example's text into
  // view: on a phone the example lies under the page's text, or below the
  // card's edge, and a press of Next would seem to do nothing.
  const std::string key = page != nullptr ? page->key : std::string();
  if (key == guide_key_drawn_ && guide.stage != guide_stage_drawn_) ImGui::SetScrollHereY(1.0f);
  guide_key_drawn_ = key;
  guide_stage_drawn_ = guide.stage;
}

void AppView::draw_guide() {
  const app::GuideState& guide = session_.guide();
  bool open = guide.open;
  const GuidePage* page = session_.guide_page();
  if (!guide.open || page == nullptr) guide_key_drawn_.clear();  // a page opened again starts at its top
  const std::string title =
      page != nullptr ? ui_format(ui_text(Ui::kGuidePageTitle), {{"name", page->name}}) : ui_text(Ui::kGuideTitle);
  if (!begin_dialog("##guide", title.c_str(), open, 760.0f)) {
    if (guide.open && !open) session_.close_guide();
    return;
  }
  if (!open) {
    session_.close_guide();
    end_dialog();
    return;
  }
  const float h = touch_ ? 44.0f : 30.0f;
  const float height = std::max(200.0f, std::min(ImGui::GetIO().DisplaySize.y - 140.0f, 620.0f));
  using Status = app::GuideState::Status;
  if (guide.status == Status::kLoading || guide.status == Status::kNotAsked) {
    ImGui::TextDisabled("%s", ui_text(Ui::kGuideLoadingDrawn));
  } else if (guide.status == Status::kFailed) {
    ImGui::TextWrapped("%s", ui_format(ui_text(Ui::kGuideFailed), {{"why", guide.error}}).c_str());
  } else if (page == nullptr) {
    ImGui::TextWrapped("%s", ui_text(Ui::kGuideIntro));
    ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));
    if (ImGui::BeginChild("##guide-list", ImVec2(0.0f, height), true)) {
      int tier = 0;
      for (std::size_t i = 0; i < guide.pages.size(); ++i) {
        const GuidePage& p = guide.pages[i];
        if (p.tier != tier) {
          tier = p.tier;
          if (tier >= 1 && tier <= 5) heading(kTierNames[tier]);
        }
        // Two rows of one name (the hidden singles) are told apart by key.
        const bool twin = (i > 0 && guide.pages[i - 1].name == p.name) ||
                          (i + 1 < guide.pages.size() && guide.pages[i + 1].name == p.name);
        const std::string label = twin ? p.name + " (" + p.key + ")" : p.name;
        const bool clicked =
            ImGui::Selectable((label + "##" + p.key).c_str(), false, ImGuiSelectableFlags_None, ImVec2(0.0f, h));
        if (record_control(label.c_str(), ("guide: " + p.key).c_str()) || clicked) session_.open_guide_page(p.key);
      }
    }
    ImGui::EndChild();
    ImGui::PopStyleVar();
  } else {
    // The buttons stay in view above the page: back to the list, the
    // example's steps, practice (on a line of its own when narrow).
    const float avail = ImGui::GetContentRegionAvail().x;
    const bool wide = avail >= 560.0f;
    const bool list = button(ui_text(Ui::kGuideAll), ImVec2(0.0f, 0.0f), "guide: all techniques");
    if (list) session_.guide_to_list();
    if (guide.example_step) {
      ImGui::SameLine();
      ImGui::BeginDisabled(guide.stage <= 0);
      const bool back = button(ui_text(Ui::kStepBack), ImVec2(0.0f, 0.0f), "guide: back");
      if (back) session_.guide_step(-1);
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::BeginDisabled(guide.stage >= app::GuideState::kLastStage);
      const bool next = button(ui_text(Ui::kStepNext), ImVec2(0.0f, 0.0f), "guide: next");
      if (next) session_.guide_step(1);
      ImGui::EndDisabled();
    }
    if (page->practise) {
      if (wide) ImGui::SameLine();
      const bool practise = button(ui_text(Ui::kPractiseThis), ImVec2(0.0f, 0.0f), "guide: practise");
      if (practise) session_.practise_guide();
    }
    // Refused in a read-only tab: why, on the card (the side panel's
    // message line lies under it).
    if (guide.practice_refused && session_.read_only()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(ui_text(Ui::kMsgPlayedElsewhere));
      ImGui::PopTextWrapPos();
      record_widget("guide: practice refused");
    }
    // Wide: the text beside the example; narrow: the example under the text.
    const float board = wide ? std::min(avail * 0.5f, height - 90.0f) : std::min(avail - 24.0f, 360.0f);
    if (ImGui::BeginChild("##guide-page", ImVec2(wide ? avail - board - 16.0f : 0.0f, height), true)) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("%s", ui_format(ui_text(Ui::kGuideTierDifficulty),
                                          {{"tier", page->tier >= 1 && page->tier <= 5 ? kTierNames[page->tier] : ""},
                                           {"difficulty", page->difficulty}})
                                    .c_str());
      ImGui::PopTextWrapPos();
      heading(ui_text(Ui::kGuideWhat));
      paragraph(page->what);
      heading(ui_text(Ui::kGuideWhy));
      paragraph(page->why);
      heading(ui_text(Ui::kGuideSpot));
      paragraph(page->spot);
      if (!wide) draw_guide_example(board);
    }
    ImGui::EndChild();
    if (wide) {
      ImGui::SameLine();
      ImGui::BeginGroup();
      draw_guide_example(board);
      ImGui::EndGroup();
    }
  }
  end_dialog();
}

}  // namespace sudoku::views
