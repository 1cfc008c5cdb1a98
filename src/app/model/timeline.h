// timeline.h - the animated solve's timeline: a list of events played over a
// start board, with play/pause, speed, stepping and scrubbing.
//
// Position p (0..size()) means the first p events have been applied: p = 0
// shows the start board, p = size() the end. Events are appended while the
// path is still being computed (the position and play state stay). The
// board at any position is derived by replaying events; a snapshot is kept
// every kSnapshotInterval events so a scrub replays at most that many.
//
// Generic over the event type: any Event with a free function
// `apply_event(State&, const Event&)` found by lookup. SolveTimeline plays
// the logic engine's solve trace.
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>
#include <vector>

#include "core/grid.h"
#include "core/logic/trace.h"

namespace sudoku::app {

/// The replay state of a solve trace: the board, and the boards to return
/// to when an open guess is backtracked.
struct SolveReplay {
  Board board{};
  std::vector<Board> open_guesses;
};

/// Applies one event of logic::solve_path's trace: kStep applies the step
/// (logic::apply_step); kGuess remembers the board, then places the digit;
/// kBacktrack returns to the board before the latest guess and removes the
/// failed digit from that cell; kSolved and kStuck change nothing.
void apply_event(SolveReplay& state, const logic::TraceEvent& event);

template <class Event, class State = Board>
class Timeline {
 public:
  static constexpr std::size_t kSnapshotInterval = 64;
  static constexpr double kMinSpeed = 0.5;
  /// Speed meaning "as fast as frames allow": one event per update().
  static constexpr double kFastest = std::numeric_limits<double>::infinity();

  /// Empties the timeline over a new start state: position 0, paused,
  /// speed kept.
  void reset(State start) {
    events_.clear();
    snapshots_.clear();
    snapshots_.push_back(start);
    tail_ = start;
    current_ = std::move(start);
    position_ = 0;
    playing_ = false;
    growing_ = false;
    carry_ = 0.0;
  }
  /// Adds an event at the end; the position and play state are kept. The
  /// cost is one event's replay: a long path is appended piece by piece,
  /// never copied or replayed from the start.
  void append(Event event) {
    apply_event(tail_, event);
    events_.push_back(std::move(event));
    if (events_.size() % kSnapshotInterval == 0) snapshots_.push_back(tail_);
  }
  /// reset(start), then append(e) for each of `events`.
  void load(State start, std::vector<Event> events) {
    reset(std::move(start));
    for (auto& e : events) append(std::move(e));
  }
  void clear() { reset(State{}); }

  std::size_t size() const { return events_.size(); }
  bool empty() const { return events_.empty(); }
  std::size_t position() const { return position_; }
  bool at_end() const { return position_ >= events_.size(); }
  const std::vector<Event>& events() const { return events_; }
  /// The last event applied (nullptr at position 0).
  const Event* last_event() const { return position_ > 0 ? &events_[position_ - 1] : nullptr; }
  /// The board at the current position.
  const State& state() const { return current_; }
  const State& start() const { return snapshots_.front(); }

  /// Moves to position p (clamped to 0..size()).
  void seek(std::size_t p) {
    if (p > events_.size()) p = events_.size();
    if (p < position_ || p - position_ > kSnapshotInterval) {
      const std::size_t k = p / kSnapshotInterval;
      current_ = snapshots_[k];
      position_ = k * kSnapshotInterval;
    }
    while (position_ < p) apply_event(current_, events_[position_++]);
  }
  void step_forward() { seek(position_ + 1); }
  void step_back() {
    if (position_ > 0) seek(position_ - 1);
  }

  /// Starts playing from `now` (from the start again when at the end of a
  /// finished timeline).
  void play(double now) {
    if (at_end() && !growing_) seek(0);
    playing_ = !empty() || growing_;
    last_update_ = now;
    carry_ = 0.0;
  }
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }
  /// Events per second, at least kMinSpeed; kFastest for one per update().
  void set_speed(double events_per_second) { speed_ = events_per_second >= kMinSpeed ? events_per_second : kMinSpeed; }
  double speed() const { return speed_; }

  /// While growing (events are still being appended), reaching the end does
  /// not stop play: it waits there for the next events.
  void set_growing(bool growing) { growing_ = growing; }
  bool growing() const { return growing_; }

  /// Advances a playing timeline to `now`; stops at the end (unless growing). Returns true
  /// when the position changed.
  bool update(double now) {
    if (!playing_) return false;
    std::size_t n = 1;
    if (std::isfinite(speed_)) {
      const double dt = now > last_update_ ? now - last_update_ : 0.0;
      const double steps = dt * speed_ + carry_;
      const double whole = std::floor(steps);
      carry_ = steps - whole;
      n = whole < static_cast<double>(events_.size()) ? static_cast<std::size_t>(whole) : events_.size();
    }
    last_update_ = now;
    const std::size_t before = position_;
    seek(position_ + n);
    if (at_end() && !growing_) playing_ = false;
    return position_ != before;
  }

 private:
  std::vector<Event> events_;
  std::vector<State> snapshots_{State{}};  // snapshots_[k] = state at position k*kSnapshotInterval
  State tail_{};                           // the state after every event
  State current_{};
  std::size_t position_ = 0;
  bool playing_ = false;
  bool growing_ = false;
  double speed_ = 4.0;
  double last_update_ = 0.0;
  double carry_ = 0.0;
};

/// The animated solve: a trace of logic::solve_path played over its start board.
using SolveTimeline = Timeline<logic::TraceEvent, SolveReplay>;

/// Loads `trace` (made by logic::solve_path from `start`) into `timeline`.
inline void load_trace(SolveTimeline& timeline, const Board& start, const logic::Trace& trace) {
  timeline.load(SolveReplay{start, {}}, trace.events);
}

}  // namespace sudoku::app
