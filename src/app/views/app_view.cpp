// app_view.cpp - see app_view.h: the frame, its layout, and the view's facts
// for automation.
#include "app/views/app_view.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include <imgui_internal.h>
#include <nlohmann/json.hpp>

#include "app/model/json_text.h"
#include "app/views/fonts.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

namespace {
struct Recorded {
  std::string name;
  ImVec4 rect;     // x, y, w, h
  ImVec4 visible;  // the part inside its window's clip rect (w, h 0: none)
};
std::vector<Recorded>& widgets() {
  static std::vector<Recorded> list;
  return list;
}
}  // namespace

void record_widget(const char* label) {
  std::string name(label);
  name = name.substr(0, name.find("##"));
  if (const auto paren = name.find(" ("); paren != std::string::npos) name.resize(paren);
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 clip_a = list->GetClipRectMin();
  const ImVec2 clip_b = list->GetClipRectMax();
  const ImVec2 va(std::max(a.x, clip_a.x), std::max(a.y, clip_a.y));
  const ImVec2 vb(std::max(va.x, std::min(b.x, clip_b.x)), std::max(va.y, std::min(b.y, clip_b.y)));
  widgets().push_back({std::move(name), ImVec4(a.x, a.y, b.x - a.x, b.y - a.y),
                       ImVec4(va.x, va.y, vb.x - va.x, vb.y - va.y)});
}

nlohmann::json recorded_widgets() {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, r, v] : widgets()) j[name] = {r.x, r.y, r.z, r.w, v.x, v.y, v.z, v.w};
  return j;
}

void clear_recorded_widgets() { widgets().clear(); }

bool button(const char* label, ImVec2 size) {
  const bool pressed = ImGui::Button(label, size);
  record_widget(label);
  return pressed;
}

bool big_button(const char* label, ImVec2 size, bool active, bool enabled) {
  if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  ImGui::BeginDisabled(!enabled);
  const bool pressed = button(label, size);
  ImGui::EndDisabled();
  if (active) ImGui::PopStyleColor();
  return pressed;
}

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

bool begin_dialog(const char* id, const char* title, bool& open, float width) {
  if (!open) {
    // Closed from elsewhere (the page's mirror, a session command): the
    // popup goes too, or it would keep the board's keys.
    if (ImGui::IsPopupOpen(id) && ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings)) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
    }
    return false;
  }
  if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  const float w = std::min(width, io.DisplaySize.x - 16.0f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, io.DisplaySize.y - 16.0f));
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize |
                                               ImGuiWindowFlags_NoSavedSettings)) {
    open = false;  // closed from outside (Escape)
    return false;
  }
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  const float close = ImGui::CalcTextSize("Close").x + 2.0f * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - close);
  if (button("Close") || ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
    open = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::Separator();
  return true;
}

void end_dialog() { ImGui::EndPopup(); }

AppView::AppView(app::Session& session)
    : session_(session) {
  follow_imgui_style(session_.settings());
}

const Theme& AppView::theme() const { return theme_for(session_.settings()); }

void AppView::frame(int fb_width, int fb_height) {
  clear_recorded_widgets();
  keypad_left_.fill(0);
  // The session moves on (engine replies, the solve's timeline) before
  // anything is drawn, so that the panels and the board show the same step.
  // Commands given in this frame (buttons, keys) reach it in the next update.
  session_.update();
  follow_imgui_style(session_.settings());  // the settings may change from the page's mirror too
  const bool dark = session_.settings().theme == app::Theme::kDark;
  // The background's and the effects' shaders are compiled on the second
  // frame, not before the first (each program costs 10-20 ms on a software
  // renderer): no effect shows on a fresh board, the first frame draws the
  // background's gradient without its vignette and dither (under the
  // loading indicator as it fades), and the player sees the board sooner.
  if (drawn_first_frame_) {
    if (background_ == nullptr) background_ = std::make_unique<Background>(session_.host());
    if (effects_ == nullptr) effects_ = std::make_unique<BoardEffects>(session_.host());
  }
  const Rgb top = theme().background_top;
  const Rgb bottom = theme().background_bottom;
  if (background_ != nullptr) {
    background_->queue(ImGui::GetBackgroundDrawList(), fb_width, fb_height, top, bottom);
  } else {
    const auto colour = [](Rgb c, Rgb d, float t) {
      return ImGui::ColorConvertFloat4ToU32(
          ImVec4(c.r + (d.r - c.r) * t, c.g + (d.g - c.g) * t, c.b + (d.b - c.b) * t, 1.0f));
    };
    ImGui::GetBackgroundDrawList()->AddRectFilledMultiColor(ImVec2(0.0f, 0.0f), ImGui::GetIO().DisplaySize,
                                                            colour(top, bottom, 0.0f), colour(top, bottom, 0.5f),
                                                            colour(top, bottom, 1.0f), colour(top, bottom, 0.5f));
  }
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
    const float keypad_h = std::clamp(h * 0.30f, 190.0f, 300.0f);
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
  const app::BoardScene scene = session_.scene();
  ImDrawList* board_list = ImGui::GetBackgroundDrawList();
  draw_board(board_list, layout, theme(), px, scene, dark);
  // The effects (pulse, halo, sweep) are shaders; reduced motion leaves
  // plain changes.
  effects_shown_ = effects_ != nullptr && !session_.settings().reduced_motion && !scene.hidden &&
                   effects_->queue(board_list, layout, scene, theme(), pixel_ratio_, session_.now(), scene.solved_sweep);
  if (scene.hidden) draw_pause_cover(layout);
  draw_dialogs();
  handle_swipe();
  // A dialog in front of the board (a modal card) holds the clock.
  session_.set_board_covered(ImGui::GetTopMostPopupModal() != nullptr);
}

void AppView::write_state(nlohmann::json& j) const {
  session_.write_state(j);
  j["board"] = {{"x", board_x_}, {"y", board_y_}, {"size", board_size_}};
  j["layout"] = portrait_ ? "portrait" : "landscape";
  j["effects"] = effects_ == nullptr ? "pending" : effects_->available() ? "shader" : "none";
  j["ui"] = recorded_widgets();
  j["touch"] = touch_;
  j["keypad_left"] = keypad_left_;
}

}  // namespace sudoku::views
