// progress.h - the progress bar of the long runs (bench, logic-bench, rate,
// check): one line on standard error, redrawn in place.
//
//   top1465.txt [##########----------]  52%  25,310 puzzles  3,210/s  0:07 left
//
// Drawn only when standard error is a terminal and the bar cannot tangle
// with the command's own lines (standard output is not that terminal, or
// the command prints nothing until it is done); otherwise a Progress does
// nothing at all, so piped and redirected runs print exactly what they did
// before. SUDOKU_PROGRESS=1 in the environment draws it regardless (for
// tests), SUDOKU_PROGRESS=0 never.
#pragma once

#include <chrono>
#include <iosfwd>
#include <string>

namespace sudoku::cli {

class Progress {
 public:
  /// `quiet_output`: the command writes nothing to standard output while
  /// the bar shows (or erases the bar first), so a terminal on standard
  /// output does not matter.
  Progress(std::ostream& err, bool quiet_output);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// Whether anything is drawn.
  bool shown() const { return shown_; }

  /// Starts a stage: `label` before the bar (a file name, a phase), `total`
  /// units of work (puzzles, bytes read, seconds; 0: unknown, no bar), and
  /// `unit`, the name of the items counted ("puzzles").
  void start(std::string label, double total, std::string unit);
  /// `done` units of the stage's work so far, and `items` counted so far
  /// (shown with their rate; -1: none). Redraws at most four times a
  /// second; otherwise one clock read.
  void update(double done, long items = -1);
  /// Erases the line (before the command prints; the next update redraws).
  void erase();

 private:
  using Clock = std::chrono::steady_clock;
  void draw(double done, long items);

  std::ostream& err_;
  bool shown_ = false;
  bool drawn_ = false;
  std::string label_;
  std::string unit_;
  double total_ = 0.0;
  Clock::time_point stage_start_{};
  Clock::time_point last_draw_{};
};

}  // namespace sudoku::cli
