// app_view.cpp - see app_view.h: the frame, its layout, and the view's facts
// for automation.
#include "app/views/app_view.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "app/model/json_text.h"
#include "app/model/ui_text.h"
#include "app/views/fonts.h"
#include "app/views/theme.h"
#include "app/views/widgets.h"

namespace sudoku::views {

namespace {
struct Recorded {
  std::string id;
  ImVec4 rect;     // x, y, w, h
  ImVec4 visible;  // the part inside its window's clip rect (w, h 0: none)
  bool control = false;
  std::string layer;  // the card or menu it is drawn in ("": the page)
  std::string name;   // its visible name (controls)
  bool slider = false;
  float value = 0.0f, min = 0.0f, max = 0.0f;  // a slider's value and range
  std::string text;                            // the text drawn on a slider
};
struct Recorder {
  std::vector<Recorded> widgets;
  std::vector<std::string> clashes;
  std::string layer;        // the layer being drawn
  std::string top;          // the last layer drawn this frame: the one on top
  std::string press;        // a control the page asked to press
  bool press_seen = false;  // the press has waited one whole frame
};
Recorder& recorder() {
  static Recorder r;
  return r;
}
VisibleArea g_visible;  // this frame's, set by AppView::frame

void enter_layer(const char* name) {
  Recorder& r = recorder();
  r.layer = name;
  r.top = name;
}

Recorded& record(std::string id) {
  Recorder& r = recorder();
  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ImDrawList* list = ImGui::GetWindowDrawList();
  const ImVec2 clip_a = list->GetClipRectMin();
  const ImVec2 clip_b = list->GetClipRectMax();
  const ImVec2 va(std::max(a.x, clip_a.x), std::max(a.y, clip_a.y));
  const ImVec2 vb(std::max(va.x, std::min(b.x, clip_b.x)), std::max(va.y, std::min(b.y, clip_b.y)));
  for (const Recorded& w : r.widgets) {
    if (w.id == id) r.clashes.push_back(id);
  }
  r.widgets.push_back({std::move(id),
                       ImVec4(a.x, a.y, b.x - a.x, b.y - a.y),
                       ImVec4(va.x, va.y, vb.x - va.x, vb.y - va.y),
                       false,
                       r.layer,
                       {},
                       false,
                       0.0f,
                       0.0f,
                       0.0f,
                       {}});
  return r.widgets.back();
}
}  // namespace

VisibleArea visible_area() { return g_visible; }

LayerScope::LayerScope(const char* name) { enter_layer(name); }
LayerScope::~LayerScope() { recorder().layer.clear(); }

std::string visible_name(const char* label) {
  std::string name(label);
  name = name.substr(0, name.find("##"));
  if (const auto paren = name.find(" ("); paren != std::string::npos) name.resize(paren);
  return name;
}

void record_widget(const char* label) { record(visible_name(label)); }

bool record_control(const char* label, const char* id) {
  const std::string name = visible_name(label);
  return record_named_control(name.c_str(), id != nullptr ? id : name.c_str());
}

bool record_named_control(const char* name, const char* id) {
  Recorded& w = record(id);
  w.control = true;
  w.name = name;
  Recorder& r = recorder();
  if (r.press.empty() || r.press != w.id) return false;
  r.press.clear();
  // A disabled control takes the press and does nothing, as for a click.
  return (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled) == 0;
}

void record_slider(const char* name, const char* id, float value, float min, float max, const char* text) {
  Recorded& w = record(id);
  w.control = true;
  w.name = name;
  w.slider = true;
  w.value = value;
  w.min = min;
  w.max = max;
  w.text = text;
}

void press_control(std::string id) {
  Recorder& r = recorder();
  r.press = std::move(id);
  r.press_seen = false;
}

nlohmann::json recorded_widgets() {
  nlohmann::json j = nlohmann::json::object();
  for (const Recorded& w : recorder().widgets) {
    const ImVec4 r = w.rect;
    const ImVec4 v = w.visible;
    j[w.id] = {r.x, r.y, r.z, r.w, v.x, v.y, v.z, v.w};
  }
  return j;
}

nlohmann::json recorded_controls() {
  nlohmann::json j = nlohmann::json::object();
  for (const Recorded& w : recorder().widgets) {
    if (w.control && w.slider) {
      j[w.id] = {w.layer, w.name, w.value, w.min, w.max, w.text};
    } else if (w.control) {
      j[w.id] = {w.layer, w.name};
    }
  }
  return j;
}

const std::string& top_layer() { return recorder().top; }

nlohmann::json recorded_clashes() { return recorder().clashes; }

std::uint64_t recorded_widgets_hash() {
  std::uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a over the ids, the visible rects and the sliders' values
  const auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001B3ull; };
  for (const Recorded& w : recorder().widgets) {
    for (const char c : w.id) mix(static_cast<unsigned char>(c));
    for (const float f : {w.visible.x, w.visible.y, w.visible.z, w.visible.w, w.value}) {
      mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(f * 4.0f)));
    }
  }
  for (const char c : recorder().top) mix(static_cast<unsigned char>(c));
  return h;
}

void clear_recorded_widgets() {
  Recorder& r = recorder();
  r.widgets.clear();
  r.clashes.clear();
  r.layer.clear();
  r.top.clear();
  // A press is taken in the first whole frame after it was asked for.
  if (r.press_seen) r.press.clear();
  r.press_seen = !r.press.empty();
}

bool button(const char* label, ImVec2 size, const char* id) {
  const bool clicked = ImGui::Button(label, size);
  return record_control(label, id) || clicked;
}

bool checkbox(const char* label, bool* value, const char* id) {
  bool changed = ImGui::Checkbox(label, value);
  if (record_control(label, id)) {
    *value = !*value;
    changed = true;
  }
  return changed;
}

bool big_button(const char* label, ImVec2 size, bool active, bool enabled, const char* id) {
  if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  ImGui::BeginDisabled(!enabled);
  const bool pressed = button(label, size, id);
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

std::string wait_text(double seconds) {
  char n[32];
  std::snprintf(n, sizeof n, "%.1f", seconds);
  return app::ui_format(app::ui_text(app::Ui::kWaitSeconds), {{"n", n}});
}

std::string AppView::with_key(const char* label, const char* key) const {
  return show_shortcuts() ? app::ui_format(app::ui_text(app::Ui::kWithKey), {{"label", label}, {"key", key}}) : label;
}

bool begin_dialog(const char* id, const char* title, bool& open, float width) {
  if (!open) {
    // Closed from elsewhere (the page's mirror, a session command): the
    // popup goes too, or it would keep the board's keys.
    if (ImGui::IsPopupOpen(id) &&
        ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings)) {
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
    }
    return false;
  }
  if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
  const ImGuiIO& io = ImGui::GetIO();
  const VisibleArea v = visible_area();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, v.top + v.height * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  const float w = std::min(width, io.DisplaySize.x - 16.0f);
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.0f), ImVec2(w, v.height - 16.0f));
  if (!ImGui::BeginPopupModal(
          id, nullptr,
          ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    open = false;  // closed from outside (Escape)
    return false;
  }
  // The card's layer is its popup's id without "##": "help", "about".
  const char* layer = id[0] == '#' && id[1] == '#' ? id + 2 : id;
  enter_layer(layer);
  ImGui::PushFont(font(FontRole::kHeading));
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  const float close = ImGui::CalcTextSize(app::ui_text(app::Ui::kClose)).x + 2.0f * ImGui::GetStyle().FramePadding.x;
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - close);
  if (button(app::ui_text(app::Ui::kClose), ImVec2(0.0f, 0.0f), (std::string(layer) + ": Close").c_str()) ||
      ImGui::IsKeyPressed(ImGuiKey_Escape, false)) {
    open = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::Separator();
  return true;
}

void end_dialog() {
  // The whole card, as "card: <layer>" (state().ui): the page keeps its own
  // drawing (the grid's focus ring) off it.
  Recorder& r = recorder();
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  Recorded card;
  card.id = "card: " + r.layer;
  card.rect = card.visible = ImVec4(window->Pos.x, window->Pos.y, window->Size.x, window->Size.y);
  card.layer = r.layer;
  r.widgets.push_back(std::move(card));
  r.layer.clear();
  ImGui::EndPopup();
}

bool end_dialog(bool open) {
  if (!open) ImGui::CloseCurrentPopup();
  end_dialog();
  return !open;
}

AppView::AppView(app::Session& session) : session_(session) { follow_imgui_style(session_.settings()); }

void AppView::on_gl_context_restored() {
  if (background_ != nullptr) background_->forget_gl_objects();
  if (effects_ != nullptr) effects_->forget_gl_objects();
  background_.reset();
  effects_.reset();
  gl_lost_ = false;
  redraw_requested_ = true;
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
  // Nothing is made while the context is lost: it would be made on a
  // context that draws nothing, and made again when it returns.
  if (drawn_first_frame_ && !gl_lost_) {
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
  // The layout fits the browser window (w x h); the canvas may be taller.
  const float w = io.DisplaySize.x;
  const float h = viewport_h_ > 0.0f ? std::min(viewport_h_, io.DisplaySize.y) : io.DisplaySize.y;
  g_visible = {std::clamp(scroll_y_, 0.0f, std::max(0.0f, io.DisplaySize.y - h)), h};
  const float margin = std::clamp(std::min(w, h) * 0.025f, 8.0f, 20.0f);
  // A board smaller than this has candidates too small to read: the layout
  // goes to one column and the page scrolls instead (a zoomed page).
  constexpr float kMinBoard = 240.0f;
  const float full = h - 2.0f * margin;
  float panel_w = std::clamp(w * 0.34f, 270.0f, 400.0f);
  // A short window (a laptop at 200% zoom) has the short keypad, which
  // needs less width: the panel gives up width so the board fills the height.
  if (h < 480.0f) panel_w = std::clamp(w - full - 3.0f * margin, 220.0f, panel_w);
  const float side_size = std::min(full, w - panel_w - 3.0f * margin);
  portrait_ = w < h * 1.05f || side_size < std::min(full, kMinBoard);
  content_height_ = h;

  ImVec2 board_pos;
  float size = 0.0f;
  if (portrait_) {
    const float top_bar = 44.0f;
    // At least the keys' smallest rows with a line of the message under them.
    // Taller where the keys take more rows (a narrow window).
    const float rows = portrait_keypad_grid(w - 2.0f * margin).rows() / KeypadGrid{}.rows();
    float keypad_h = std::clamp(h * 0.30f, 216.0f, 300.0f) * rows;
    size = std::min(w - 2.0f * margin, std::max(h - top_bar - keypad_h - 3.0f * margin, kMinBoard));
    size = std::max(size, 120.0f);
    board_pos = ImVec2((w - size) * 0.5f, top_bar + margin);
    float keypad_y = board_pos.y + size + margin;
    ImVec4 strip(0.0f, 0.0f, 0.0f, 0.0f);  // the hint's strip (x, y, w, h), when one is drawn
    // Not all in the window: the keypad below the board, at its tallest
    // (room for the hint's text), and the page scrolls.
    if (keypad_y + keypad_h + margin > h + 0.5f) {
      keypad_h = 300.0f * rows;
      const int hint_level = session_.game().hint().shown() ? session_.hint_report().level : 0;
      if (hint_level > 0) {
        // A hint shown (a high zoom): the board and the hint's words fit in
        // the window together under the top bar, the words beside the board
        // in a wide window and under it in a tall one; the keypad (with the
        // hint's buttons) follows below.
        const float room = h - 2.0f * margin;
        if (w >= h) {
          constexpr float kStripMin = 140.0f;  // about 18 characters a line
          size = std::clamp(std::min(room, w - 3.0f * margin - kStripMin), 80.0f, room);
          board_pos = ImVec2(margin, top_bar + margin);
          strip = ImVec4(board_pos.x + size + margin, board_pos.y, w - 3.0f * margin - size, room);
        } else {
          constexpr float kStripMin = 110.0f;  // about six lines
          size = std::clamp(std::min(w - 2.0f * margin, room - margin - kStripMin), 80.0f, w - 2.0f * margin);
          board_pos = ImVec2((w - size) * 0.5f, top_bar + margin);
          strip = ImVec4(margin, board_pos.y + size + margin, w - 2.0f * margin, room - size - margin);
        }
        keypad_y = top_bar + h;
        // Brought into view when the hint appears or goes up a level.
        if (hint_level != hint_strip_level_) page_scroll_ = top_bar - scroll_y_;
      }
      hint_strip_level_ = hint_level;
      content_height_ = std::ceil(keypad_y + keypad_h + margin);
    } else {
      hint_strip_level_ = 0;
    }
    draw_top_bar(ImVec2(0.0f, 0.0f), ImVec2(w, top_bar));
    if (strip.z > 0.0f) draw_hint_strip(ImVec2(strip.x, strip.y), ImVec2(strip.z, strip.w));
    draw_keypad(ImVec2(margin, keypad_y), ImVec2(w - 2.0f * margin, content_height_ - keypad_y - margin), true);
  } else {
    size = std::max(side_size, 120.0f);
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
  effects_shown_ =
      effects_ != nullptr && !session_.settings().reduced_motion && !scene.hidden &&
      effects_->queue(board_list, layout, scene, theme(), pixel_ratio_, session_.now(), scene.solved_sweep);
  if (scene.hidden) draw_pause_cover(layout);
  draw_dialogs();
  handle_swipe();
  // A dialog in front of the board (a modal card) holds the clock.
  session_.set_board_covered(ImGui::GetTopMostPopupModal() != nullptr);
}

std::uint64_t AppView::layout_fingerprint() const { return recorded_widgets_hash(); }

std::string AppView::wheel_zones() const {
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return "1";
  nlohmann::json zones = nlohmann::json::array();
  for (const ImGuiWindow* win : GImGui->Windows) {
    if (!win->Active || win->Hidden || win->ScrollMax.y <= 0.0f) continue;
    const ImRect r = win->InnerClipRect;
    zones.push_back({r.Min.x, r.Min.y, r.GetWidth(), r.GetHeight()});
  }
  return zones.dump();
}

void AppView::write_state(nlohmann::json& j) const {
  session_.write_state(j);
  j["board"] = {{"x", board_x_}, {"y", board_y_}, {"size", board_size_}};
  j["layout"] = portrait_ ? "portrait" : "landscape";
  j["effects"] = effects_ == nullptr ? "pending" : effects_->available() ? "shader" : "none";
  j["ui"] = recorded_widgets();
  j["controls"] = recorded_controls();
  j["layer"] = top_layer();
  if (nlohmann::json clashes = recorded_clashes(); !clashes.empty()) j["ui_clashes"] = std::move(clashes);
  j["touch"] = touch_;
  j["keypad_left"] = keypad_left_;
}

}  // namespace sudoku::views
