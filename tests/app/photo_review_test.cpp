// A puzzle read from a photo: the command "photo" opens it for review in
// the entry editor with the doubtful cells marked, asks before replacing a
// game in progress, and refuses a malformed reading without changing anything.
#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app/model/session.h"
#include "app/model/session_commands.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

/// 81 of 0 or 1 with a 1 at each of `cells`.
std::string marks_at(std::initializer_list<int> cells) {
  std::string marks(81, '0');
  for (int c : cells) marks[static_cast<std::size_t>(c)] = '1';
  return marks;
}

}  // namespace

TEST_CASE("A photo's reading opens in the entry editor with its doubtful cells marked", "[app]") {
  auto&& [host, engine, s] = SessionFixture();
  CHECK(run_command(s, "read_photo", "") == "");
  CHECK(host.photo_readers == 1);

  // The empty editor of a first visit has nothing to lose: no question.
  const std::string doubtful = marks_at({2, 40});
  CHECK(run_command(s, "photo", std::string(kPuzzle) + " " + doubtful) == "");
  REQUIRE(s.confirmation().question.empty());
  const Game& g = s.game();
  CHECK(g.phase() == Phase::kEntry);
  CHECK(g.givens() == grid_of_line(kPuzzle));
  for (int c = 0; c < kCells; ++c) {
    INFO("cell " << c);
    CHECK(g.cell(c).colour == (c == 2 || c == 40 ? Game::kDoubtfulColour : 0));
  }
  CHECK(g.message().find("2 doubtful cells") != std::string::npos);
  CHECK(g.can_undo());

  // Start plays it, the marks gone with the editor.
  s.finish_entry();
  CHECK(g.phase() == Phase::kPlay);
  CHECK(g.givens() == grid_of_line(kPuzzle));
  CHECK(g.cell(2).colour == 0);
}

TEST_CASE("A photo's reading with clashing givens stays in the editor, the clash named", "[app]") {
  auto&& [host, engine, s] = SessionFixture();
  std::string clash(kPuzzle);
  clash[1] = clash[0];  // a misread digit repeats r1c1's in its row
  REQUIRE(clash[0] != '.');
  CHECK(run_command(s, "photo", clash + " " + marks_at({1})) == "");
  s.finish_entry();
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(s.game().message().find("r1c1") != std::string::npos);
  CHECK(s.game().cell(1).colour == Game::kDoubtfulColour);
}

TEST_CASE("A photo's reading over a game in progress asks first and keeps the game", "[app]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  REQUIRE(s.game().phase() == Phase::kPlay);
  s.select(2);
  s.input_digit(4);
  REQUIRE(s.game().cell(2).value == 4);
  const std::string other(81, '.');
  CHECK(run_command(s, "photo", other) == "");
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(false);
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(s.game().cell(2).value == 4);
  CHECK(run_command(s, "photo", other) == "");
  s.answer(true);
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(s.game().givens() == Grid{});
  CHECK(s.has_previous());
  s.back_to_previous();
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("A malformed photo reading says what is wrong and changes nothing", "[app]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  const std::string before = s.state_json();
  const std::string line(kPuzzle);
  const std::string expected = "command 'photo': expected 81 of 1-9 or ., then optionally 81 of 0 or 1, got '";
  for (const std::string& bad : {line.substr(0, 80), "x" + line.substr(1), line + " 0101",
                                 line + " " + std::string(80, '0') + "2", "0" + line.substr(1)}) {
    INFO(bad);
    CHECK(run_command(s, "photo", bad) == expected + bad + "'");
  }
  CHECK(s.confirmation().question.empty());
  CHECK(s.state_json() == before);
}

namespace {

/// Solved games over every level of the statistics.
int solved_games(const Session& s) {
  int n = 0;
  for (const LevelStats& l : s.stats().levels) n += l.solved;
  return n;
}

/// The digits a photo of the puzzle solved on paper shows written by hand:
/// the solution where the puzzle has no given.
std::string solved_on_paper() {
  std::string written(kSolution);
  for (std::size_t c = 0; c < written.size(); ++c) {
    if (kPuzzle[c] != '.') written[c] = '.';
  }
  return written;
}

/// A session playing the photo's `givens`, started from the editor.
void start_photo(Session& s, std::string_view givens) {
  REQUIRE(run_command(s, "photo", std::string(givens)) == "");
  s.answer(true);
  s.finish_entry();
  REQUIRE(s.game().phase() == Phase::kPlay);
  s.update();
}

}  // namespace

TEST_CASE("A photo's handwritten digits become the player's, one undoable action, never mistakes", "[app]") {
  auto&& [host, engine, s] = SessionFixture();
  start_photo(s, kPuzzle);
  // Two of the solution's digits and one wrong one, written by hand; one of
  // them on a given (the reader's disagreement with the editor) is left out.
  std::string written(81, '.');
  const int empty1 = static_cast<int>(std::string_view(kPuzzle).find('.'));
  const int empty2 = static_cast<int>(std::string_view(kPuzzle).find('.', static_cast<std::size_t>(empty1) + 1));
  const int given = static_cast<int>(std::string_view(kPuzzle).find_first_not_of('.'));
  written[static_cast<std::size_t>(empty1)] = kSolution[static_cast<std::size_t>(empty1)];
  written[static_cast<std::size_t>(empty2)] = kSolution[static_cast<std::size_t>(empty2)] == '9' ? '1' : '9';
  written[static_cast<std::size_t>(given)] = kPuzzle[static_cast<std::size_t>(given)] == '9' ? '1' : '9';
  CHECK(run_command(s, "player_digits", written) == "");
  const Game& g = s.game();
  CHECK(g.cell(empty1).value == kSolution[static_cast<std::size_t>(empty1)] - '0');
  CHECK(g.cell(empty2).value == written[static_cast<std::size_t>(empty2)] - '0');
  CHECK(g.cell(given).value == kPuzzle[static_cast<std::size_t>(given)] - '0');
  CHECK(g.mistakes_made() == 0);
  s.undo();
  CHECK(g.cell(empty1).value == 0);
  CHECK(g.cell(empty2).value == 0);
  CHECK_FALSE(g.can_undo());

  const std::string before = s.state_json();
  CHECK(run_command(s, "player_digits", written.substr(1)) ==
        "command 'player_digits': expected 81 of 1-9 or ., got '" + written.substr(1) + "'");
  CHECK(s.state_json() == before);
}

TEST_CASE("A photo of a grid filled in on paper shows solved but is not counted as a solve", "[app]") {
  auto&& [host, engine, s] = SessionFixture();
  start_photo(s, kPuzzle);
  std::string written = solved_on_paper();
  CHECK(run_command(s, "player_digits", written) == "");
  s.update();
  CHECK(s.game().is_solved());
  CHECK(solved_games(s) == 0);
  CHECK_FALSE(s.finish().has_value());
  CHECK(s.stats().streak == 0);
  CHECK(s.game().message().find("not counted in your statistics") != std::string::npos);
}

TEST_CASE("A photo's handwritten digits that leave cells empty: the player's finish is counted", "[app]") {
  auto&& [host, engine, s] = SessionFixture();
  start_photo(s, kPuzzle);
  std::string written = solved_on_paper();
  const int last = static_cast<int>(std::string_view(kPuzzle).rfind('.'));
  written[static_cast<std::size_t>(last)] = '.';
  CHECK(run_command(s, "player_digits", written) == "");
  s.update();
  CHECK_FALSE(s.game().is_solved());
  s.select(last);
  s.input_digit(kSolution[static_cast<std::size_t>(last)] - '0');
  s.update();
  CHECK(s.game().is_solved());
  CHECK(solved_games(s) == 1);
  CHECK(s.finish().has_value());
}
