// input.cpp - keys and the pointer on the board, turned into session
// commands; a swipe on a touch screen scrolls the panel under the finger,
// or the page.
#include <imgui_internal.h>

#include <cmath>
#include <utility>

#include "app/views/app_view.h"

namespace sudoku::views {

namespace {

/// A press of `key` this frame. Commands (a digit, a mode, Hint, Enter, Space,
/// Escape...) act once per press; only moving (arrows) and undo/redo repeat
/// while a key is held. A repeat needs the key down across frames, not just
/// a long frame: ImGui's repeat is timed, and when one slow frame lies between
/// a key's down and up events it would count that single press twice.
bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(key, false); }

bool key_held(ImGuiKey key) {
  if (ImGui::IsKeyPressed(key, false)) return true;
  const ImGuiKeyData& k = ImGui::GetIO().KeysData[key - ImGuiKey_KeysData_OFFSET];
  return k.DownDurationPrev > 0.0f && ImGui::IsKeyPressed(key, true);
}

/// The digit 1..9 of a digit key pressed this frame (top row or keypad), or
/// 0 for the zero keys, or -1 for none.
int digit_key_pressed() {
  for (int d = 0; d <= 9; ++d) {
    if (key_pressed(static_cast<ImGuiKey>(ImGuiKey_0 + d)) ||
        key_pressed(static_cast<ImGuiKey>(ImGuiKey_Keypad0 + d))) {
      return d;
    }
  }
  return -1;
}

}  // namespace

void AppView::handle_keyboard() {
  if (std::exchange(keys_taken_, false)) return;  // the menu took this frame's keys
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;                                    // typing into a text field
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;  // a dialog or the menu has the keys
  app::Session& s = session_;
  const bool ctrl = io.KeyCtrl || io.KeySuper;
  const bool shift = io.KeyShift;

  if (ctrl) {
    if (key_held(ImGuiKey_Z)) shift ? s.redo() : s.undo();
    if (key_held(ImGuiKey_Y)) s.redo();
    if (key_pressed(ImGuiKey_A)) s.select_all();
    return;
  }
  if (s.solving()) {
    if ((s.settings().letter_shortcuts && key_pressed(ImGuiKey_S)) || key_pressed(ImGuiKey_Space))
      s.solve_toggle_play();
    if (key_held(ImGuiKey_RightArrow)) s.solve_step(1);
    if (key_held(ImGuiKey_LeftArrow)) s.solve_step(-1);
    if (key_pressed(ImGuiKey_Home)) s.solve_seek(0);
    if (key_pressed(ImGuiKey_End)) s.solve_seek_end();
    if (key_pressed(ImGuiKey_Escape)) s.close_solve();
    return;
  }
  const bool play = s.game().phase() == app::Phase::kPlay;
  // Letters act only while the setting allows single-key shortcuts.
  const bool letters = s.settings().letter_shortcuts;
  if (const int d = digit_key_pressed(); d >= 0) {
    if (d == 0) {
      s.clear_cells();
    } else if (shift && play) {
      s.toggle_mark(d);
    } else {
      s.input_digit(d);
    }
  }
  if (key_pressed(ImGuiKey_Backspace) || key_pressed(ImGuiKey_Delete)) s.clear_cells();
  if (key_held(ImGuiKey_UpArrow)) s.move_cursor(-1, 0, shift);
  if (key_held(ImGuiKey_DownArrow)) s.move_cursor(1, 0, shift);
  if (key_held(ImGuiKey_LeftArrow)) s.move_cursor(0, -1, shift);
  if (key_held(ImGuiKey_RightArrow)) s.move_cursor(0, 1, shift);
  if (letters && key_pressed(ImGuiKey_N)) s.set_input_mode(app::InputMode::kNormal);
  if (letters && key_pressed(ImGuiKey_P)) s.toggle_input_mode(app::InputMode::kPencil);
  if (letters && key_pressed(ImGuiKey_K)) s.toggle_input_mode(app::InputMode::kCorner);
  if (letters && key_pressed(ImGuiKey_M)) s.toggle_input_mode(app::InputMode::kCentre);
  if (letters && key_pressed(ImGuiKey_C)) s.toggle_input_mode(app::InputMode::kColour);
  if (key_pressed(ImGuiKey_Space) && play) s.set_paused(!s.game().paused());
  if (letters && key_pressed(ImGuiKey_Slash) && shift) s.open_help();
  if (letters && key_pressed(ImGuiKey_H)) s.request_hint();
  if (key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeypadEnter)) {
    if (s.game().hint().shown()) {
      s.apply_hint();
    } else if (!play) {
      s.finish_entry();
    }
  }
  if (letters && key_pressed(ImGuiKey_S) && play)
    s.start_solve(shift ? app::SolveMode::kSearch : app::SolveMode::kLogic);
  if (key_pressed(ImGuiKey_Escape)) {
    if (s.game().hint().shown() || s.hint_pending()) {  // also cancels a hint still being looked for
      s.dismiss_hint();
    } else {
      s.clear_selection();
    }
  }
}

void AppView::handle_board_pointer(const BoardLayout& layout) {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) touch_ = io.MouseSource == ImGuiMouseSource_TouchScreen;
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left)) dragging_ = false;
  if (io.WantCaptureMouse && !dragging_) return;  // over a panel or popup
  const int cell = layout.cell_at(io.MousePos);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && cell >= 0) {
    if (session_.solving()) return;
    if (io.KeyCtrl || io.KeyShift || io.KeySuper) {
      session_.toggle_selected(cell);
    } else {
      session_.select(cell);
    }
    dragging_ = true;
  } else if (dragging_ && ImGui::IsMouseDown(ImGuiMouseButton_Left) && cell >= 0) {
    session_.extend_selection(cell);
  }
}

void AppView::handle_swipe() {
  ImGuiContext& g = *GImGui;
  const ImGuiIO& io = g.IO;
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) || io.MouseSource != ImGuiMouseSource_TouchScreen) {
    swipe_window_ = 0;
    swiping_ = false;
    page_swipe_ = false;
    return;
  }
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    // The window that scrolls: the one under the finger, or the nearest
    // panel holding it that has more content than room.
    ImGuiWindow* w = g.HoveredWindow;
    while (w != nullptr && w->ScrollMax.y <= 0.0f && (w->Flags & ImGuiWindowFlags_ChildWindow) != 0) {
      w = w->ParentWindow;
    }
    swipe_window_ = w != nullptr && w->ScrollMax.y > 0.0f ? w->ID : 0;
    swiping_ = false;
    // None, off the board (a drag there selects cells) and outside a menu
    // or dialog, on a canvas taller than the window: the page scrolls.
    page_swipe_ = swipe_window_ == 0 && !dragging_ && content_height_ > viewport_h_ + 0.5f &&
                  !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId);
    finger_y_ = io.MousePos.y - scroll_y_;
  }
  if (page_swipe_) {
    // The finger's height in the window: a touch's position on the canvas
    // was taken at the page's scroll of this frame (the last frame's scroll
    // was made before it), and with no new touch the finger has not moved.
    if (io.MouseDelta.y == 0.0f && io.MouseDelta.x == 0.0f) return;
    if (!swiping_) {
      const ImVec2 moved = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, io.MouseDragThreshold);
      if (moved.x == 0.0f && moved.y == 0.0f) return;
      if (std::fabs(moved.y) <= std::fabs(moved.x)) {
        page_swipe_ = false;
        return;
      }
      swiping_ = true;
      if (g.ActiveId != 0) ImGui::ClearActiveID();  // no press on lifting
    }
    const float y = io.MousePos.y - scroll_y_;
    page_scroll_ += finger_y_ - y;
    finger_y_ = y;
    return;
  }
  if (swipe_window_ == 0) return;
  ImGuiWindow* w = ImGui::FindWindowByID(swipe_window_);
  if (w == nullptr) return;
  if (!swiping_) {
    // A finger that moves up or down past the drag threshold is a swipe, not
    // a tap: the button it started on is let go (no press on lifting).
    const ImVec2 moved = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, io.MouseDragThreshold);
    if (moved.x == 0.0f && moved.y == 0.0f) return;
    if (std::fabs(moved.y) <= std::fabs(moved.x)) {
      swipe_window_ = 0;  // sideways: a slider's drag, not a scroll
      return;
    }
    swiping_ = true;
    if (g.ActiveId != 0) ImGui::ClearActiveID();
    ImGui::SetScrollY(w, w->Scroll.y - moved.y);
    return;
  }
  ImGui::SetScrollY(w, w->Scroll.y - io.MouseDelta.y);
}

}  // namespace sudoku::views
