// solve_playback.cpp - see solve_playback.h.
#include "app/model/solve_playback.h"

#include <algorithm>
#include <utility>

#include "app/model/ui_text.h"

namespace sudoku::app {

namespace {

/// The step list's line for one event of the solve.
std::string event_label(const logic::TraceEvent& e) {
  switch (e.kind) {
    case logic::EventKind::kStep:
      return e.step.sentence;
    case logic::EventKind::kGuess:
      return ui_format(ui_text(Ui::kSolveGuess), {{"d", e.digit}, {"cell", cell_name(e.cell)}});
    case logic::EventKind::kBacktrack:
      return ui_format(ui_text(Ui::kSolveContradiction), {{"d", e.digit}, {"cell", cell_name(e.cell)}});
    case logic::EventKind::kSolved:
      return ui_text(Ui::kSolveSolved);
    case logic::EventKind::kStuck:
      return ui_text(Ui::kSolveStuck);
  }
  return {};
}

// The solve path is asked for in pieces of this many steps at most; the
// piece grows while the engine answers quickly and shrinks when it is slow,
// so a local engine stays within a frame's budget.
constexpr int kMaxPieceSteps = 64;
constexpr double kPieceBudgetMs = 4.0;

}  // namespace

void SolvePlayback::start(const Board& board, SolveMode solve_mode, logic::Options path_options, double now) {
  // The path starts from the digits on the board with full candidates, so
  // every elimination is shown being made; it is computed a piece at a time.
  options = std::move(path_options);
  timeline.reset(SolveReplay{board, {}});
  timeline.set_growing(true);
  labels.clear();
  solving = true;
  mode = solve_mode;
  complete = false;
  piece_steps = 1;
  timeline.play(now);
  step_changed_at = now;
  last_position = 0;
}

wire::Request SolvePlayback::ask(const Board& board, std::uint32_t id) {
  options.max_steps = piece_steps;
  request = id;
  return {id, wire::Task::kSolvePath, board, options, {}};
}

void SolvePlayback::take(wire::Reply& reply) {
  request = 0;
  for (auto& e : reply.trace.events) {
    labels.push_back(event_label(e));
    timeline.append(std::move(e));
  }
  complete = reply.trace.complete;
  timeline.set_growing(!complete);
  // Bigger pieces while the engine is quick, smaller when it is slow.
  if (reply.compute_ms < kPieceBudgetMs / 2) {
    piece_steps = std::min(piece_steps * 2, kMaxPieceSteps);
  } else if (reply.compute_ms > kPieceBudgetMs) {
    piece_steps = std::max(piece_steps / 2, 1);
  }
}

void SolvePlayback::update(double now) {
  if (timeline.update(now)) step_changed_at = now;
  if (timeline.position() != last_position) {
    last_position = timeline.position();
    step_changed_at = now;
  }
}

void SolvePlayback::close() {
  solving = false;
  complete = true;
  timeline.clear();
  labels.clear();
  last_position = 0;
}

}  // namespace sudoku::app
