// The solve timeline: replay, scrubbing, playing at a speed, and growing
// while the path is still being computed.
#include "app/model/timeline.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app_test_puzzles.h"
#include "core/logic/trace.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

TEST_CASE("The timeline replays a solve trace and scrubs to any position", "[app]") {
  const Board start = board_from_grid(grid_of_line(kHard));
  logic::Options options;
  options.techniques = logic::TechniqueSet::up_to_tier(1);  // singles, then guesses
  options.allow_guess = true;
  const logic::Trace trace = logic::solve_path(start, options);
  REQUIRE(trace.solved);
  REQUIRE(trace.guessed);
  REQUIRE(trace.events.size() > 2 * SolveTimeline::kSnapshotInterval);
  bool backtracked = false;
  for (const auto& e : trace.events) backtracked = backtracked || e.kind == logic::EventKind::kBacktrack;
  CHECK(backtracked);

  SolveTimeline t;
  load_trace(t, start, trace);
  CHECK(t.size() == trace.events.size());
  CHECK(t.position() == 0);
  CHECK(t.state().board == start);

  // Reference: the board after each event, replayed one by one from the start.
  std::vector<Board> after;
  SolveReplay replay{start, {}};
  for (const auto& e : trace.events) {
    apply_event(replay, e);
    after.push_back(replay.board);
  }
  CHECK(grid_of(after.back()) == grid_of_line(kHardSolution));

  t.seek(t.size());
  CHECK(t.at_end());
  CHECK(t.state().board == after.back());
  // Scrub backwards and forwards across snapshots.
  for (std::size_t p : {std::size_t{1}, t.size() / 2, std::size_t{65}, std::size_t{64}, std::size_t{63}, t.size() - 1,
                        std::size_t{130}}) {
    t.seek(p);
    CHECK(t.position() == p);
    CHECK(t.state().board == after[p - 1]);
  }
  t.seek(10);
  t.step_forward();
  CHECK(t.state().board == after[10]);
  t.step_back();
  t.step_back();
  CHECK(t.state().board == after[8]);
  t.seek(0);
  t.step_back();
  CHECK(t.position() == 0);
  CHECK(t.state().board == start);
}

TEST_CASE("The timeline plays at its speed and stops at the end", "[app]") {
  const Board start = board_from_grid(grid_of_line(kPuzzle));
  const logic::Trace trace = logic::solve_path(start, {});
  REQUIRE(trace.solved);
  SolveTimeline t;
  load_trace(t, start, trace);
  t.set_speed(2.0);
  t.play(10.0);
  CHECK(t.playing());
  CHECK(t.update(11.0));  // 1 s at 2 per second
  CHECK(t.position() == 2);
  CHECK_FALSE(t.update(11.25));  // half a step carried
  CHECK(t.update(11.5));
  CHECK(t.position() == 3);
  t.set_speed(0.1);
  CHECK(t.speed() == SolveTimeline::kMinSpeed);
  t.set_speed(SolveTimeline::kFastest);
  CHECK(t.update(11.5));
  CHECK(t.position() == 4);  // one per frame
  t.pause();
  CHECK_FALSE(t.update(20.0));
  t.set_speed(1000.0);
  t.play(20.0);
  t.update(1000.0);
  CHECK(t.at_end());
  CHECK_FALSE(t.playing());
  CHECK(t.position() == t.size());
  CHECK_FALSE(t.playing());
  t.play(0.0);  // from the end: starts over
  CHECK(t.position() == 0);
}

TEST_CASE("A growing timeline keeps playing at its end until the last events arrive", "[app]") {
  const Board start = board_from_grid(grid_of_line(kPuzzle));
  const logic::Trace trace = logic::solve_path(start, {});
  REQUIRE(trace.events.size() > 4);
  SolveTimeline t;
  t.reset(SolveReplay{start, {}});
  t.set_growing(true);
  t.set_speed(SolveTimeline::kFastest);
  t.play(0.0);
  CHECK(t.playing());
  t.append(trace.events[0]);
  t.append(trace.events[1]);
  CHECK(t.update(1.0));
  CHECK(t.update(2.0));
  CHECK(t.at_end());
  CHECK_FALSE(t.update(3.0));  // waiting at the end
  CHECK(t.playing());
  for (std::size_t i = 2; i < trace.events.size(); ++i) t.append(trace.events[i]);
  t.set_growing(false);
  while (t.update(4.0)) {
  }
  CHECK(t.at_end());
  CHECK_FALSE(t.playing());
  CHECK(grid_of(t.state().board) == grid_of(trace.final_board));
  // Appending gives the same boards as loading the whole trace at once.
  SolveTimeline whole;
  load_trace(whole, start, trace);
  for (std::size_t p : {std::size_t{0}, std::size_t{3}, trace.events.size()}) {
    t.seek(p);
    whole.seek(p);
    CHECK(t.state().board == whole.state().board);
  }
}
