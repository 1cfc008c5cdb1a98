// Starting games: new game, paste, and entry mode with its Start verdicts.
#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app/model/game.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "started_game.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {
constexpr int kR1C1 = 0;  // given 5
constexpr int kR1C3 = 2;  // empty

/// Opens entry mode and types the digits of `line` in their cells.
void type_in_entry(Game& g, std::string_view line) {
  g.start_entry(0);
  for (int c = 0; c < kCells; ++c) {
    const int d = digit_at(line, c);
    if (d >= 1 && d <= 9) {
      g.selection().select(c);
      g.input_digit(d, 0);
    }
  }
}
}  // namespace

TEST_CASE("Digits typed in entry mode are givens, and clearing removes them", "[app]") {
  Game g;
  g.start_entry(0);
  g.selection().select(5);
  CHECK(g.input_digit(7, 0));
  CHECK(g.cell(5).given == 7);
  CHECK(g.cell(5).value == 7);
  g.set_input_mode(InputMode::kPencil);  // entry ignores the input mode
  g.selection().select(6);
  CHECK(g.input_digit(3, 0));
  CHECK(g.cell(6).given == 3);
  CHECK_FALSE(g.toggle_mark(2, 0));  // no marks in entry
  CHECK(g.clear_cells(0));
  CHECK(g.cell(6).given == 0);
  CHECK(g.undo(0));
  CHECK(g.cell(6).given == 3);
  CHECK(g.history().peek_undo()->kind == ActionKind::kGiven);
}

TEST_CASE("Start in entry mode refuses conflicting givens and names the cells", "[app]") {
  Game g;
  g.start_entry(0);
  g.selection().select(0);
  g.input_digit(5, 0);
  g.selection().select(6);
  g.input_digit(5, 0);
  const StartResult r = g.finish_entry(0);
  CHECK(r.verdict == StartOutcome::kConflict);
  CHECK_FALSE(r.started());
  CHECK(r.message.find("r1c1") != std::string::npos);
  CHECK(r.message.find("r1c7") != std::string::npos);
  CHECK(g.phase() == Phase::kEntry);
  CHECK(g.message() == r.message);
  CHECK(g.can_undo());  // the entry history is kept to fix the grid
}

TEST_CASE("Start in entry mode reports no solution and stays in entry", "[app]") {
  Game g;
  type_in_entry(g, kNoSolution);
  const StartResult r = g.finish_entry(0);
  CHECK(r.verdict == StartOutcome::kNoSolution);
  CHECK(r.message.find("cannot be solved") != std::string::npos);
  CHECK(g.phase() == Phase::kEntry);
}

TEST_CASE("Start in entry mode plays a grid with several solutions, with a warning", "[app]") {
  Game g;
  type_in_entry(g, kMultiple);
  const StartResult r = g.finish_entry(5);
  CHECK(r.verdict == StartOutcome::kMultiple);
  CHECK(r.started());
  CHECK(r.message.find("more than one solution") != std::string::npos);
  CHECK(g.phase() == Phase::kPlay);
  CHECK_FALSE(g.solution().has_value());
  CHECK(g.solution_count() == 2);
  CHECK(g.givens() == grid_of_line(kMultiple));
  CHECK_FALSE(g.can_undo());  // play starts with a fresh history
}

TEST_CASE("Start in entry mode plays a unique grid", "[app]") {
  Game g;
  type_in_entry(g, kPuzzle);
  const StartResult r = g.finish_entry(0);
  CHECK(r.verdict == StartOutcome::kUnique);
  CHECK(g.phase() == Phase::kPlay);
  REQUIRE(g.solution().has_value());
  CHECK(*g.solution() == grid_of_line(kSolution));
}

TEST_CASE("Pasting a readable puzzle starts it; unreadable text keeps the game", "[app]") {
  Game g = started_game();
  g.selection().select(kR1C3);
  g.place_digit(4, 0);
  const std::string bad = "12345 this is not a sudoku";
  const StartResult r = g.new_game_from_text(bad, 1);
  CHECK(r.verdict == StartOutcome::kUnreadable);
  // The player's words first, then the reader's located detail.
  CHECK(r.message.find("Your game is unchanged") != std::string::npos);
  CHECK(r.message.find(read_puzzle(bad).error.message) != std::string::npos);
  CHECK_FALSE(r.message.empty());
  CHECK(g.message() == r.message);
  CHECK(g.cell(kR1C3).value == 4);  // the current game is untouched
  CHECK(g.can_undo());

  // A conflicting paste is read but cannot be played: it opens in the entry
  // editor with its digits, the clash named, to be fixed and started (the
  // session keeps the game before it as the previous game).
  const StartResult c = g.new_game_from_text(kConflict, 1);
  CHECK(c.verdict == StartOutcome::kConflict);
  CHECK_FALSE(c.started());
  CHECK(g.phase() == Phase::kEntry);
  CHECK(g.message() == c.message);
  CHECK(c.message.find("r1c1") != std::string::npos);
  CHECK(c.message.find("editor") != std::string::npos);
  CHECK(g.givens() == grid_of_line(kConflict));
  CHECK(g.cell(kR1C3).value == 0);
  CHECK(g.can_undo());
  // Fixed (the second 5 removed) it starts; it has many solutions, so the
  // start says so.
  g.selection().select(6);
  g.clear_cells(1);
  const StartResult fixed = g.finish_entry(1);
  CHECK(fixed.started());
  CHECK(fixed.verdict == StartOutcome::kMultiple);
  CHECK(g.phase() == Phase::kPlay);
  // An unsolvable paste opens in the editor the same way.
  const StartResult none = g.new_game_from_text(kNoSolution, 1);
  CHECK(none.verdict == StartOutcome::kNoSolution);
  CHECK(g.phase() == Phase::kEntry);
  CHECK(g.givens() == grid_of_line(kNoSolution));

  // A good paste (in the 9-line grid form) replaces the game.
  std::string nine_lines;
  for (int r9 = 0; r9 < 9; ++r9) nine_lines += std::string(kPuzzle.substr(static_cast<std::size_t>(r9) * 9, 9)) + "\n";
  const StartResult ok = g.new_game_from_text(nine_lines, 2);
  CHECK(ok.verdict == StartOutcome::kUnique);
  CHECK(g.values() == grid_of_line(kPuzzle));
  CHECK_FALSE(g.can_undo());
}

TEST_CASE("A new game starts play with its givens and knows the unique solution", "[app]") {
  Game g;
  CHECK(g.phase() == Phase::kEntry);
  const StartResult r = g.new_game(grid_of_line(kPuzzle), 10.0);
  CHECK(r.started());
  CHECK(g.phase() == Phase::kPlay);
  CHECK(g.givens() == grid_of_line(kPuzzle));
  CHECK(g.values() == grid_of_line(kPuzzle));
  REQUIRE(g.solution().has_value());
  CHECK(*g.solution() == grid_of_line(kSolution));
  CHECK(g.solution_count() == 1);
  CHECK(g.is_given(kR1C1));
  CHECK_FALSE(g.is_given(kR1C3));
  CHECK_FALSE(g.can_undo());
  CHECK(g.timer().running());
}

TEST_CASE("A puzzle read once opens as read, with its candidates as the player's marks", "[app]") {
  // Built in code, not read from text: open_puzzle takes the reader's answer.
  Puzzle puzzle;
  puzzle.givens = grid_of_line(kPuzzle);
  Board marks{};
  for (int c = 0; c < kCells; ++c) marks.candidates[static_cast<std::size_t>(c)] = kAllDigits;
  marks.candidates[kR1C3] = digit_bit(1) | digit_bit(4);
  puzzle.marks = marks;
  Game g;
  REQUIRE(g.open_puzzle({puzzle, {}}, 0.0).started());
  CHECK(g.givens() == grid_of_line(kPuzzle));
  CHECK(g.cell(kR1C3).marks == (digit_bit(1) | digit_bit(4)));
  // An error from the reader: said in the player's words, the game kept.
  ReadError error;
  error.message = "puzzle 1 (line 1): 5 cells, expected 81";
  const auto before = g.cells();
  const StartResult r = g.open_puzzle({std::nullopt, error}, 1.0);
  CHECK(r.verdict == StartOutcome::kUnreadable);
  CHECK(r.message.find("That puzzle has 5 cells") != std::string::npos);
  CHECK(g.cells() == before);
}

TEST_CASE("A puzzle read with digits placed but not given opens them as the player's entries", "[app]") {
  // HoDoKu's library line: '+' before a digit the player placed.
  std::string board{kPuzzle};
  const char placed = kSolution[kR1C3];
  board.replace(kR1C3, 1, std::string{'+', placed});
  Game g;
  REQUIRE(g.new_game_from_text(":0000:x:" + board + ":::", 0.0).started());
  CHECK(g.givens() == grid_of_line(kPuzzle));
  CHECK_FALSE(g.is_given(kR1C3));
  CHECK(g.cell(kR1C3).value == placed - '0');
  CHECK(g.cell(kR1C3 + 1).value == 0);
  CHECK(g.cell(kR1C3 + 1).marks != 0);
}
