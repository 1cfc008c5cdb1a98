// Rules of play of the game model: entering, placing, marks, colours,
// clearing, undo/redo, conflicts, mistakes, solving and the timer.
#include "app/model/game.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app_test_puzzles.h"
#include "core/format.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

Game started_game(double now = 0.0) {
  Game g;
  const StartResult r = g.new_game(grid_of_line(kPuzzle), now);
  REQUIRE(r.verdict == StartOutcome::kUnique);
  return g;
}

constexpr int kR1C3 = 2;   // empty in kPuzzle; candidates 1, 2, 4
constexpr int kR1C4 = 3;   // empty
constexpr int kR2C2 = 10;  // empty, same box as r1c3
constexpr int kR1C1 = 0;   // given 5

}  // namespace

TEST_CASE("Givens cannot be changed or cleared in play", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C1);
  CHECK_FALSE(g.place_digit(9, 0));
  CHECK_FALSE(g.clear_cells(0));
  CHECK(g.cell(kR1C1).value == 5);
  CHECK_FALSE(g.can_undo());
  // A selection mixing a given and an empty cell changes only the empty one.
  g.selection().toggle(kR1C3);
  CHECK(g.place_digit(4, 0));
  CHECK(g.cell(kR1C1).value == 5);
  CHECK(g.cell(kR1C3).value == 4);
  REQUIRE(g.history().actions().size() == 1);
  CHECK(g.history().actions()[0].changes.size() >= 1);
}

TEST_CASE("Placing a digit removes that mark from its peers when auto-remove is on", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C4);
  g.selection().extend(kR2C2);
  g.selection().extend(kR1C3);
  g.toggle_mark(4, 0);
  g.toggle_mark(2, 0);
  g.selection().select(kR1C3);
  CHECK(g.place_digit(4, 0));
  CHECK((g.cell(kR1C4).marks & digit_bit(4)) == 0);  // same row
  CHECK((g.cell(kR2C2).marks & digit_bit(4)) == 0);  // same box
  CHECK((g.cell(kR1C4).marks & digit_bit(2)) != 0);  // other digits stay
  // The placed cell keeps its marks hidden; clearing the digit shows them.
  CHECK(g.cell(kR1C3).marks == (digit_bit(2) | digit_bit(4)));
  CHECK(g.cells_with_mark(4).none());
  // One action: undo brings the peers' marks back too.
  CHECK(g.undo(0));
  CHECK((g.cell(kR1C4).marks & digit_bit(4)) != 0);
  CHECK((g.cell(kR2C2).marks & digit_bit(4)) != 0);

  g.settings().auto_remove_marks = false;
  CHECK(g.place_digit(4, 0));
  CHECK((g.cell(kR1C4).marks & digit_bit(4)) != 0);
}

TEST_CASE("A mark toggles on a multi-selection: added to all unless all have it", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  CHECK(g.toggle_mark(1, 0));  // r1c3 has 1
  g.selection().extend(kR1C4);
  g.selection().extend(kR1C1);  // a given: ignored
  CHECK(g.toggle_mark(1, 0));   // not all have it: add to all
  CHECK(g.cell(kR1C3).marks == digit_bit(1));
  CHECK(g.cell(kR1C4).marks == digit_bit(1));
  CHECK(g.cell(kR1C1).marks == 0);
  CHECK(g.toggle_mark(1, 0));  // all have it: remove from all
  CHECK(g.cell(kR1C3).marks == 0);
  CHECK(g.cell(kR1C4).marks == 0);
  g.selection().select(kR1C1);
  CHECK_FALSE(g.toggle_mark(1, 0));  // only a given selected: nothing to do
  CHECK(g.history().actions().size() == 3);
}

TEST_CASE("Pencil and colour input modes route typed digits", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.set_input_mode(InputMode::kPencil);
  CHECK(g.input_digit(2, 0));
  CHECK(g.cell(kR1C3).marks == digit_bit(2));
  CHECK(g.cell(kR1C3).value == 0);
  g.set_input_mode(InputMode::kColour);
  CHECK(g.input_digit(3, 0));
  CHECK(g.cell(kR1C3).colour == 3);
  CHECK(g.input_digit(3, 0));  // all selected have colour 3: removed
  CHECK(g.cell(kR1C3).colour == 0);
  g.set_input_mode(InputMode::kNormal);
  CHECK(g.input_digit(2, 0));
  CHECK(g.cell(kR1C3).value == 2);
}

TEST_CASE("Colours apply to givens too and toggle across the selection", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C1);
  g.selection().extend(kR1C3);
  CHECK(g.set_colour(9, 0));
  CHECK(g.cell(kR1C1).colour == 9);
  CHECK(g.cell(kR1C3).colour == 9);
  CHECK(g.set_colour(0, 0));
  CHECK(g.cell(kR1C1).colour == 0);
  CHECK_FALSE(g.set_colour(10, 0));
}

TEST_CASE("Clear removes one layer at a time in the order of the input mode", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.toggle_mark(1, 0);
  g.set_colour(2, 0);
  g.selection().select(kR1C4);
  g.place_digit(6, 0);
  g.selection().select(kR1C3);
  g.selection().extend(kR1C4);
  // normal: digits first, then marks, then colours
  CHECK(g.clear_cells(0));
  CHECK(g.cell(kR1C4).value == 0);
  CHECK(g.cell(kR1C3).marks == digit_bit(1));
  CHECK(g.clear_cells(0));
  CHECK(g.cell(kR1C3).marks == 0);
  CHECK(g.cell(kR1C3).colour == 2);
  CHECK(g.clear_cells(0));
  CHECK(g.cell(kR1C3).colour == 0);
  CHECK_FALSE(g.clear_cells(0));
  // colour mode: colours before digits
  g.undo(0);
  g.undo(0);
  g.undo(0);
  g.set_input_mode(InputMode::kColour);
  CHECK(g.clear_cells(0));
  CHECK(g.cell(kR1C3).colour == 0);
  CHECK(g.cell(kR1C4).value == 6);
}

TEST_CASE("Fill candidates gives every empty cell the digits its peers lack", "[app]") {
  Game g = started_game();
  CHECK(g.fill_candidates(0));
  // r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 5 3 6 9 8.
  CHECK(g.cell(kR1C3).marks == (digit_bit(1) | digit_bit(2) | digit_bit(4)));
  CHECK(g.cell(kR1C1).marks == 0);  // givens get none
  // Every empty cell's marks contain its solution digit.
  for (int c = 0; c < kCells; ++c) {
    if (g.cell(c).value == 0) CHECK((g.cell(c).marks & digit_bit(digit_at(kSolution, c))) != 0);
  }
  CHECK(g.history().actions().size() == 1);
  CHECK_FALSE(g.fill_candidates(0));  // nothing more to change
}

TEST_CASE("Every kind of action undoes and redoes exactly", "[app]") {
  Game g = started_game();
  auto check_round_trip = [&](auto&& command, ActionKind kind) {
    const auto before = g.cells();
    REQUIRE(command());
    const auto after = g.cells();
    CHECK(g.history().peek_undo()->kind == kind);
    REQUIRE(g.undo(0));
    CHECK(g.cells() == before);
    REQUIRE(g.redo(0));
    CHECK(g.cells() == after);
  };
  g.selection().select(kR1C3);
  g.selection().extend(kR1C4);
  check_round_trip([&] { return g.toggle_mark(2, 0); }, ActionKind::kMark);
  check_round_trip([&] { return g.place_digit(4, 0); }, ActionKind::kPlace);
  check_round_trip([&] { return g.set_colour(5, 0); }, ActionKind::kColour);
  check_round_trip([&] { return g.clear_cells(0); }, ActionKind::kClear);
  check_round_trip([&] { return g.fill_candidates(0); }, ActionKind::kFillCandidates);
  // Undo everything back to the start, then redo everything.
  const auto end = g.cells();
  while (g.undo(0)) {
  }
  CHECK(g.values() == grid_of_line(kPuzzle));
  for (int c = 0; c < kCells; ++c) CHECK(g.cell(c).marks == 0);
  while (g.redo(0)) {
  }
  CHECK(g.cells() == end);
}

TEST_CASE("Restart removes all progress as one undoable action", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.place_digit(4, 0);
  g.selection().select(kR1C4);
  g.toggle_mark(2, 0);
  g.selection().select(kR1C1);
  g.set_colour(3, 0);
  const auto played = g.cells();
  CHECK(g.reset_progress(0));
  CHECK(g.values() == grid_of_line(kPuzzle));
  for (const CellState& s : g.cells()) CHECK((s.marks == 0 && s.colour == 0));
  CHECK_FALSE(g.reset_progress(0));
  CHECK(g.undo(0));
  CHECK(g.cells() == played);
}

TEST_CASE("A new action clears the redo list", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.place_digit(1, 0);
  g.place_digit(2, 0);
  g.undo(0);
  CHECK(g.can_redo());
  g.place_digit(4, 0);
  CHECK_FALSE(g.can_redo());
  CHECK_FALSE(g.redo(0));
  g.undo(0);
  CHECK(g.cell(kR1C3).value == 1);
}

TEST_CASE("Conflicts are the cells whose digit repeats in a unit", "[app]") {
  Game g = started_game();
  CHECK(g.conflicts().none());
  g.selection().select(kR1C3);
  g.place_digit(5, 0);  // row 1 and box 1 already hold 5 at r1c1
  const CellSet conflicts = g.conflicts();
  CHECK(conflicts.count() == 2);
  CHECK(contains(conflicts, kR1C1));
  CHECK(contains(conflicts, kR1C3));
  CHECK((g.highlights()[kR1C3] & kHighlightConflict) != 0);
  g.settings().highlight_conflicts = false;
  CHECK((g.highlights()[kR1C3] & kHighlightConflict) == 0);
}

TEST_CASE("Mistakes are shown only with the check on and a unique solution", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.place_digit(1, 0);  // solution is 4
  g.selection().select(kR1C4);
  g.place_digit(6, 0);         // correct
  CHECK(g.mistakes().none());  // off by default
  g.settings().mistake_check = true;
  CHECK(g.mistakes().count() == 1);
  CHECK(contains(g.mistakes(), kR1C3));
  CHECK((g.highlights()[kR1C3] & kHighlightMistake) != 0);

  Game m;
  m.new_game(grid_of_line(kMultiple), 0);
  m.settings().mistake_check = true;
  m.selection().select(9);
  m.place_digit(4, 0);
  CHECK(m.mistakes().none());
}

TEST_CASE("Highlights follow the cursor cell and the settings", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C1);  // holds a given 5
  const auto h = g.highlights();
  CHECK((h[kR1C1] & kHighlightCursor) != 0);
  CHECK((h[kR1C1] & kHighlightSelected) != 0);
  CHECK((h[kR1C4] & kHighlightUnit) != 0);
  CHECK((h[40] & kHighlightUnit) == 0);
  CHECK(g.highlight_digit() == 5);
  for (int c = 0; c < kCells; ++c) {
    const bool same = g.cell(c).value == 5;
    CHECK(((h[static_cast<std::size_t>(c)] & kHighlightSameDigit) != 0) == same);
  }
  g.settings().highlight_units = false;
  g.settings().highlight_same_digit = false;
  const auto off = g.highlights();
  for (auto bits : off) CHECK((bits & (kHighlightUnit | kHighlightSameDigit)) == 0);
  CHECK(g.count_of(5) == static_cast<int>(g.cells_with_digit(5).count()));
}

TEST_CASE("Solving stops the timer and records the time taken", "[app]") {
  Game g = started_game(100.0);
  int last = -1;
  for (int c = 0; c < kCells; ++c) {
    if (!g.is_given(c)) last = c;
  }
  for (int c = 0; c < kCells; ++c) {
    if (g.is_given(c) || c == last) continue;
    g.selection().select(c);
    g.place_digit(digit_at(kSolution, c), 110.0);
  }
  CHECK_FALSE(g.is_solved());
  CHECK_FALSE(g.solve_time().has_value());
  // A wrong last digit: filled, with a conflict: not solved.
  g.selection().select(last);
  const int right = digit_at(kSolution, last);
  g.place_digit(right == 9 ? 1 : right + 1, 120.0);
  CHECK_FALSE(g.is_solved());
  g.place_digit(right, 160.0);
  CHECK(g.is_solved());
  REQUIRE(g.solve_time().has_value());
  CHECK(*g.solve_time() == 60.0);
  CHECK(g.elapsed(1000.0) == 60.0);  // stopped
  CHECK_FALSE(g.timer().running());
  CHECK(g.message().find("Solved in 1:00") != std::string::npos);
  // Undo makes it unsolved, but the recorded time stays.
  g.undo(170.0);
  CHECK_FALSE(g.is_solved());
  CHECK(*g.solve_time() == 60.0);
}

TEST_CASE("A filled grid with several solutions is solved by any valid completion", "[app]") {
  Game g;
  REQUIRE(g.new_game(grid_of_line(kMultiple), 0).verdict == StartOutcome::kMultiple);
  // kSolution relabelled so its first row reads 123456789.
  const std::string first_row(kSolution.substr(0, 9));
  for (int c = 9; c < kCells; ++c) {
    const char ch = kSolution[static_cast<std::size_t>(c)];
    const int mapped = static_cast<int>(first_row.find(ch)) + 1;
    g.selection().select(c);
    g.place_digit(mapped, 1);
  }
  CHECK(g.is_solved());
  CHECK(g.solve_time().has_value());
}

TEST_CASE("The timer pauses, stops while hidden, and ignores a clock going back", "[app]") {
  Game g = started_game(0.0);
  CHECK(g.elapsed(10.0) == 10.0);
  g.set_paused(true, 10.0);
  CHECK(g.elapsed(50.0) == 10.0);
  g.set_paused(false, 50.0);
  CHECK(g.elapsed(55.0) == 15.0);
  g.set_visible(false, 55.0);
  CHECK_FALSE(g.timer().running());
  CHECK(g.elapsed(500.0) == 15.0);
  g.set_visible(true, 500.0);
  CHECK(g.elapsed(501.0) == 16.0);
  CHECK(g.elapsed(400.0) == 15.0);  // a clock before the last change adds nothing
  // Paused and hidden: both must clear before it runs again.
  g.set_paused(true, 501.0);
  g.set_visible(false, 502.0);
  g.set_paused(false, 503.0);
  CHECK(g.elapsed(600.0) == 16.0);
  g.set_visible(true, 600.0);
  CHECK(g.elapsed(602.0) == 18.0);
  CHECK(format_duration(18.0) == "0:18");
  CHECK(format_duration(3725.5) == "1:02:05");
}

TEST_CASE("Entry mode does not run the timer", "[app]") {
  Game g;
  g.start_entry(0);
  CHECK_FALSE(g.timer().running());
  CHECK(g.elapsed(100.0) == 0.0);
}
