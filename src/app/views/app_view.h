// app_view.h - the top-level view: lays out the board and panels each frame,
// turns keys, clicks and touches into Game commands, and keeps the saved
// game and the share link in step with the model.
//
// The view holds no game state of its own: everything a player changes
// lives in app::Game (and the animated solve in app::SolveTimeline); what is
// here is presentation (layout, open menus, animation clocks).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/model/game.h"
#include "core/logic/engine.h"
#include "app/model/timeline.h"
#include "app/views/background.h"
#include "app/views/board_effects.h"
#include "app/views/board_view.h"

namespace sudoku::views {

class AppView {
 public:
  AppView();
  /// Draws one frame into a framebuffer of fb_width x fb_height pixels.
  void frame(int fb_width, int fb_height);
  /// True when the last frame showed a shader effect, which changes with
  /// time even when nothing else does (the frame must be drawn).
  bool animating_effects() const { return effects_shown_; }
  /// True once after something asked for a full redraw (the page came back
  /// into view); the caller then draws the frame whatever its fingerprint.
  bool take_redraw_request() { return std::exchange(redraw_requested_, false); }
  /// Called when the device pixel ratio changes (fonts were rebuilt).
  void on_pixel_ratio(float ratio) { pixel_ratio_ = ratio; }
  /// The automation state (window.sudokuApp.state()) as a JSON object.
  std::string state_json() const;

  /// Browser events, routed by the platform layer.
  void paste(std::string_view text);
  std::string copy_text() const;
  void on_visibility(bool visible);
  void on_fragment(const std::string& fragment);
  /// The bundled puzzle collection arrived ("<level> <81 chars>" lines).
  void on_puzzles(std::string_view text);

 private:
  // [SECTION] session: saved game, share link
  void restore_session();
  void save_now();
  void after_command(bool changed);
  // [SECTION] input
  void handle_keyboard();
  void handle_board_pointer(const BoardLayout& layout);
  // [SECTION] panels
  void draw_top_bar(ImVec2 pos, ImVec2 size);
  void draw_keypad(ImVec2 pos, ImVec2 size, bool portrait);
  void draw_side_panel(ImVec2 pos, ImVec2 size);
  void draw_menu_items();
  void draw_hint_panel();
  void draw_solve_panel();
  void draw_message_popups();
  // [SECTION] board picture
  BoardPicture picture(double now) const;
  // [SECTION] animated solve
  void start_solve_animation(bool search_mode);
  void stop_solve_animation();
  /// Computes more of the solve path, for about `budget_ms`.
  void extend_solve_animation(double budget_ms);
  bool animating() const { return !timeline_.empty(); }
  void new_game_of_level(int level);

  app::Game game_;
  app::SolveTimeline timeline_;
  bool timeline_search_mode_ = false;
  logic::Options anim_options_;
  Board anim_start_{};
  Board anim_board_{};  // where the computed path stops so far
  bool anim_complete_ = true;
  std::vector<std::string> timeline_labels_;
  std::unique_ptr<Background> background_;
  std::unique_ptr<BoardEffects> effects_;  // made on the second frame
  bool drawn_first_frame_ = false;
  bool effects_shown_ = false;
  bool redraw_requested_ = false;
  std::vector<std::vector<std::string>> puzzles_;  // per level
  float pixel_ratio_ = 1.0f;
  float board_x_ = 0.0f, board_y_ = 0.0f, board_size_ = 0.0f;  // CSS pixels, last frame
  bool portrait_ = false;
  bool dragging_ = false;
  bool share_with_progress_ = false;
  bool show_settings_ = false;
  bool show_all_hints_ = false;
  bool dirty_ = false;
  enum class Collection { kNotAsked, kLoading, kLoaded, kFailed } collection_ = Collection::kNotAsked;
  void open_menu();
  bool was_solved_ = false;
  double solved_at_ = -100.0;
  double step_changed_at_ = 0.0;
  std::size_t last_position_ = 0;
  std::string notice_;  // a one-time notice (e.g. a saved game set aside)
  std::string technique_error_;
  char technique_buffer_[160] = {};
};

}  // namespace sudoku::views
