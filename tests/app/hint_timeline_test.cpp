// The hint ladder on a game, the solve timeline, and state_json().
#include <catch2/catch_test_macros.hpp>

#include <nlohmann/json.hpp>
#include <string>

#include "app_test_puzzles.h"
#include "app/model/game.h"
#include "core/logic/trace.h"
#include "app/model/timeline.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

/// The first puzzle of tests/data/solver_top1465.txt and its solution: it
/// needs more than singles.
constexpr std::string_view kHard =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
constexpr std::string_view kHardSolution =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

}  // namespace

TEST_CASE("H climbs the hint ladder to level 3 and a board change resets it", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kPuzzle), 0.0).started());
  CHECK(g.hint().level() == 0);
  CHECK(g.hint_cells().none());
  REQUIRE(g.request_hint());
  CHECK(g.hint().level() == 1);
  REQUIRE(g.hint().step() != nullptr);
  CHECK_FALSE(g.hint_cells().none());
  CHECK(g.request_hint());
  CHECK(g.hint().level() == 2);
  CHECK(g.request_hint());
  CHECK(g.hint().level() == 3);
  CHECK_FALSE(g.request_hint());
  CHECK(g.hint().level() == 3);
  // Level 3 highlights the cells the step changes.
  for (const auto& p : g.hint().step()->placements) CHECK(contains(g.hint_cells(), p.cell));
  // Any board change resets the ladder; selection changes do not.
  g.selection().select(0);
  CHECK(g.hint().level() == 3);
  g.selection().select(2);
  g.toggle_mark(1, 0.0);
  CHECK(g.hint().level() == 0);
  CHECK(g.hint().step() == nullptr);
}

TEST_CASE("Enter applies the hint as one undoable action", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kPuzzle), 0.0).started());
  CHECK_FALSE(g.apply_hint(0.0));  // nothing shown
  REQUIRE(g.request_hint());
  const logic::Step step = *g.hint().step();
  REQUIRE_FALSE(step.placements.empty());
  const auto before = g.cells();
  CHECK(g.apply_hint(0.0));
  for (const auto& p : step.placements) {
    CHECK(g.cell(p.cell).value == p.digit);
    CHECK(p.digit == digit_at(kSolution, p.cell));
  }
  CHECK(g.hint().level() == 0);
  REQUIRE(g.history().actions().size() == 1);
  CHECK(g.history().peek_undo()->kind == ActionKind::kHint);
  CHECK(g.undo(0.0));
  CHECK(g.cells() == before);
}

TEST_CASE("A hint on a wrong digit clears it", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kPuzzle), 0.0).started());
  g.selection().select(2);
  g.place_digit(1, 0.0);  // r1c3 is 4 in the solution
  REQUIRE(g.request_hint());
  CHECK(g.hint().step()->technique == logic::Technique::kWrongValue);
  CHECK(g.apply_hint(0.0));
  CHECK(g.cell(2).value == 0);
}

TEST_CASE("Hints applied one after another solve a hard puzzle", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kHard), 0.0).started());
  int steps = 0;
  int with_eliminations = 0;
  while (!g.is_solved() && steps < 400) {
    REQUIRE(g.request_hint());
    const logic::Step step = *g.hint().step();
    REQUIRE(g.apply_hint(1.0));
    ++steps;
    if (!step.eliminations.empty()) ++with_eliminations;
    // Every elimination shows on the board: the cell's marks lack the digit.
    for (const auto& e : step.eliminations) {
      if (g.cell(e.cell).value == 0) CHECK((g.cell(e.cell).marks & digit_bit(e.digit)) == 0);
    }
  }
  CHECK(g.is_solved());
  CHECK(g.values() == grid_of_line(kHardSolution));
  CHECK(with_eliminations > 0);
  CHECK(g.solve_time().has_value());
}

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
  for (std::size_t p : {std::size_t{1}, t.size() / 2, std::size_t{65}, std::size_t{64}, std::size_t{63},
                        t.size() - 1, std::size_t{130}}) {
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
  const AnimationStatus s = animation_status(t);
  CHECK(s.step == static_cast<int>(t.size()));
  CHECK(s.total == static_cast<int>(t.size()));
  CHECK_FALSE(s.playing);
  t.play(0.0);  // from the end: starts over
  CHECK(t.position() == 0);
}

TEST_CASE("state_json reports the board, selection, mode and hint", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kPuzzle), 0.0).started());
  g.selection().select(2);
  g.toggle_mark(4, 0.0);
  g.toggle_mark(1, 0.0);
  g.selection().select(3);
  g.place_digit(6, 0.0);
  g.selection().extend(4);
  g.set_input_mode(InputMode::kPencil);
  const nlohmann::json j = nlohmann::json::parse(g.state_json());
  CHECK(j["givens"] == std::string(kPuzzle));
  std::string values(kPuzzle);
  values[3] = '6';
  CHECK(j["values"] == values);
  REQUIRE(j["candidates"].size() == 81);
  CHECK(j["candidates"][2] == "14");
  CHECK(j["candidates"][3] == "");
  CHECK(j["selected"] == nlohmann::json::array({3, 4}));
  CHECK(j["mode"] == "pencil");
  CHECK(j["phase"] == "play");
  CHECK(j["solved"] == false);
  CHECK(j["hint"]["level"] == 0);
  CHECK(j["animation"]["playing"] == false);
  CHECK(j["animation"]["total"] == 0);

  REQUIRE(g.request_hint());
  const nlohmann::json h = nlohmann::json::parse(g.state_json({true, 3, 10}));
  CHECK(h["hint"]["level"] == 1);
  CHECK(h["hint"]["technique"] == std::string(logic::technique_name(g.hint().step()->technique)));
  CHECK(h["hint"]["cells"].size() == g.hint_cells().count());
  CHECK(h["animation"]["step"] == 3);
  CHECK(h["animation"]["playing"] == true);
}

TEST_CASE("With only some techniques allowed, the hint says when they run out", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kHard), 0.0).started());
  g.settings().hint_techniques = "singles";
  int steps = 0;
  while (g.request_hint() && steps < 200) {
    const logic::Step step = *g.hint().step();
    CHECK(logic::technique_tier(step.technique) == 1);  // never a harder step, never a guess
    REQUIRE(g.apply_hint(1.0));
    ++steps;
  }
  CHECK_FALSE(g.is_solved());  // this puzzle needs more than singles
  CHECK(g.message().find("chosen techniques") != std::string::npos);
  CHECK_FALSE(g.hint().shown());
  // Allowing everything again gives a step.
  g.settings().hint_techniques.clear();
  CHECK(g.request_hint());
}
