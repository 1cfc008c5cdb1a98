// game_timer.h - elapsed play time with an injected clock.
//
// Every call takes `now`, a time in seconds from any fixed origin (the views
// pass ImGui/SDL time; tests pass plain numbers). The timer runs only while
// it is neither paused, nor hidden (page not visible), nor held (a dialog
// or a solve animation in front of the game), nor stopped (puzzle solved or
// not started). A clock that goes backwards adds no time.
#pragma once

#include <string>

namespace sudoku::app {

class GameTimer {
 public:
  /// Zero elapsed time; runs from `now` unless paused or hidden.
  void restart(double now);
  /// Seconds counted so far, including the running stretch up to `now`.
  double elapsed(double now) const;

  void set_paused(bool paused, double now);
  /// The page or window became visible (true) or hidden (false).
  void set_visible(bool visible, double now);
  /// Held (true): the player is not playing for now (a dialog covers the
  /// board, or a solve animation plays); the clock waits. Not saved.
  void set_held(bool held, double now);
  /// Stops for good (until restart): used when the puzzle is solved and in
  /// entry mode.
  void stop(double now);

  bool paused() const { return paused_; }
  bool visible() const { return visible_; }
  bool stopped() const { return stopped_; }
  bool held() const { return held_; }
  bool running() const { return !paused_ && visible_ && !held_ && !stopped_; }

  /// Rebuilds a timer from saved parts; it runs from `now` if it should.
  void restore(double elapsed, bool paused, bool stopped, double now);

 private:
  void fold(double now);  // adds the running stretch up to now, restarts it at now

  double accumulated_ = 0.0;
  double since_ = 0.0;
  bool paused_ = false;
  bool visible_ = true;
  bool held_ = false;
  bool stopped_ = true;
};

/// "m:ss", or "h:mm:ss" from one hour on (whole seconds, rounded down).
std::string format_duration(double seconds);

}  // namespace sudoku::app
