// app_view.h - the top-level view: lays out the board and panels each frame,
// draws what the session reports, and turns keys, clicks and touches into the
// session's commands.
//
// What is here is presentation only: the layout of the last frame, which
// dialogs are open, a drag in progress, the text being typed into a field.
// The game, the hints, the solve and saving live in app::Session.
//
// The view is split by what it draws: app_view.cpp (frame and layout),
// input.cpp (keys and pointer), panels.cpp (top bar, side panel, keypad),
// hint_panel.cpp, solve_panel.cpp, menus.cpp and dialogs.cpp.
#pragma once

#include <imgui.h>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "app/model/session.h"
#include "app/views/background.h"
#include "app/views/board_effects.h"
#include "app/views/board_view.h"

namespace sudoku::views {

/// The portrait keypad's grid for a keypad window `width` wide: nine digits
/// in a row, or five and four in two rows when nine would be too narrow for
/// their glyphs; modes and tools three to a row, or two when a label would
/// not fit (a narrow window, a high zoom).
struct KeypadGrid {
  int digits_per_row = 9;
  int digit_rows = 1;
  int tools_per_row = 3;
  int tool_rows = 3;
  /// The keypad's height in rows of tools (a digit row is 1.15 of one,
  /// with room for a line of the message under them).
  float rows() const { return static_cast<float>(digit_rows) * 1.15f + static_cast<float>(tool_rows) + 0.45f; }
};
KeypadGrid portrait_keypad_grid(float width);

class AppView {
 public:
  explicit AppView(app::Session& session);
  /// Draws one frame into a framebuffer of fb_width x fb_height pixels.
  void frame(int fb_width, int fb_height);
  /// True when the last frame showed a shader effect, which changes with
  /// time even when nothing else does (the frame must be drawn).
  bool animating_effects() const { return effects_shown_; }
  /// True once after something asked for a full redraw (the page came back
  /// into view); the caller then draws the frame whatever its fingerprint.
  bool take_redraw_request() { return std::exchange(redraw_requested_, false); }
  void request_redraw() { redraw_requested_ = true; }
  /// The WebGL context is lost: no GL object is made until it comes back
  /// (a background or effects not made yet wait for it).
  void on_gl_context_lost() { gl_lost_ = true; }
  /// The WebGL context came back: the objects made on the lost one are
  /// dropped without deleting them, and the background and effects are
  /// made again on the new one (at the next frame).
  void on_gl_context_restored();
  /// The browser window's height and how far the page is scrolled (CSS
  /// pixels), before each frame: the canvas is taller than the window when
  /// the layout needs more room than the window has (a one-column layout at
  /// a high zoom), and the page then scrolls over it.
  void set_viewport(float height, float scroll_y) {
    viewport_h_ = height;
    scroll_y_ = scroll_y;
  }
  /// The canvas height the last frame's layout needs (CSS pixels): the
  /// window's, or more when the page must scroll.
  float content_height() const { return content_height_; }
  /// How far a finger's swipe asks the page to scroll since the last call
  /// (CSS pixels, down positive).
  float take_page_scroll() { return std::exchange(page_scroll_, 0.0f); }
  /// Where the canvas takes the mouse wheel itself (JSON: 1 for everywhere,
  /// else [[x, y, w, h], ...], the panels that scroll): elsewhere the wheel
  /// scrolls the page.
  std::string wheel_zones() const;
  /// A hash of where the last frame drew its buttons (state().ui).
  std::uint64_t layout_fingerprint() const;
  /// Called when the device pixel ratio changes (fonts were rebuilt).
  void on_pixel_ratio(float ratio) { pixel_ratio_ = ratio; }
  /// The device's main pointer is a finger (known before the first touch:
  /// the first-visit help speaks of taps, not keys).
  void set_touch_screen(bool touch) { touch_ = touch; }
  /// The session's automation snapshot plus the view's facts (where the
  /// board is, the layout, the effects), written into the object `out`.
  void write_state(nlohmann::json& out) const;

 private:
  // input.cpp
  void handle_keyboard();
  void handle_board_pointer(const BoardLayout& layout);
  /// A swipe on a touch screen scrolls the panel under the finger (ImGui
  /// scrolls by wheel and scrollbar only); called after the frame's windows.
  void handle_swipe();
  // panels.cpp
  void draw_top_bar(ImVec2 pos, ImVec2 size);
  void draw_keypad(ImVec2 pos, ImVec2 size, bool portrait);
  void draw_side_panel(ImVec2 pos, ImVec2 size);
  void draw_message();
  void draw_clock(bool compact);
  void draw_pause_cover(const BoardLayout& layout);
  // menus.cpp
  void menu_button(float width);
  void draw_menu_items();
  // hint_panel.cpp, solve_panel.cpp
  void draw_hint_panel();
  /// The hint's words at its level (where to look, what is marked, the
  /// sentence), wrapped to the width available.
  void draw_hint_text(const app::HintReport& report);
  /// The hint's title and words in a panel of their own at `pos`, `size`,
  /// beside or under the board (the page taller than the window).
  void draw_hint_strip(ImVec2 pos, ImVec2 size);
  void draw_solve_panel(bool compact);
  // dialogs.cpp
  void draw_dialogs();
  void draw_notice();
  void draw_confirmation();
  void draw_settings();
  void draw_hint_list();
  void draw_help();
  void draw_stats();
  void draw_finish();
  void draw_read_only();
  void draw_practice();
  void draw_about();
  // guide_view.cpp
  void draw_guide();
  /// The guide page's example board, `size` CSS pixels, and its stage.
  void draw_guide_example(float size);
  /// Shortcut labels are for keyboards: none on a touch screen.
  bool show_shortcuts() const { return !touch_; }
  /// `label` with its key, "Pause (S)", where shortcuts are shown; else `label`.
  std::string with_key(const char* label, const char* key) const;

  const Theme& theme() const;

  app::Session& session_;
  std::unique_ptr<Background> background_;
  std::unique_ptr<BoardEffects> effects_;  // made on the second frame
  bool drawn_first_frame_ = false;
  bool gl_lost_ = false;  // no WebGL context: nothing GL is made
  bool effects_shown_ = false;
  bool redraw_requested_ = false;
  float pixel_ratio_ = 1.0f;
  float board_x_ = 0.0f, board_y_ = 0.0f, board_size_ = 0.0f;          // CSS pixels, last frame
  bool portrait_ = false;                                              // one column: the top bar, the board, the keypad
  float viewport_h_ = 0.0f, scroll_y_ = 0.0f, content_height_ = 0.0f;  // CSS pixels
  int hint_strip_level_ = 0;          // the hint level the board and its strip were last scrolled into view for
  float page_scroll_ = 0.0f;          // the page scroll asked for by a swipe, not yet taken
  bool page_swipe_ = false;           // the finger down scrolls the page
  float finger_y_ = 0.0f;             // its last height in the window (CSS pixels)
  std::size_t listed_position_ = 0;   // the solve's step the step list last scrolled to
  std::array<int, 9> keypad_left_{};  // the counts the keypad showed (0: none)
  bool dragging_ = false;
  bool keys_taken_ = false;   // a panel used this frame's keys (Escape closed the menu)
  ImGuiID swipe_window_ = 0;  // the window a finger's swipe scrolls, or 0
  bool swiping_ = false;      // the finger down has moved: a swipe, not a tap
  bool touch_ = false;        // the last pointer input came from a touch screen
  bool show_settings_ = false;
  bool show_practice_ = false;
  int stats_level_ = 0;
  bool stats_shown_ = false;     // the statistics were drawn last frame (the chart's level is chosen on opening)
  std::string guide_key_drawn_;  // the guide page and example step drawn last frame
  int guide_stage_drawn_ = 0;
};

}  // namespace sudoku::views
