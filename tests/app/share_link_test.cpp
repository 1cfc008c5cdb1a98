// Share links: the puzzle alone, with progress, and garbled fragments.
#include "app/model/share_link.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app/model/game.h"
#include "app_test_puzzles.h"
#include "started_game.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

Game game_with_progress() {
  Game g = started_game();
  g.selection().select(2);
  g.place_digit(4, 0);
  g.selection().select(3);
  g.toggle_mark(6, 0);
  g.toggle_mark(2, 0);
  g.selection().select(80);  // r9c9 is a given 9: marks cannot go there
  g.selection().select(79);
  g.toggle_mark(1, 0);
  g.toggle_mark(9, 0);
  g.selection().select(2);
  return g;
}

/// Opens `fragment` in a game holding progress; returns the message and
/// checks the game was kept when the link could not be read.
StartResult open_in_played_game(const std::string& fragment) {
  Game g = game_with_progress();
  const auto before = g.cells();
  const StartResult r = g.open_fragment(fragment, 0.0);
  if (r.verdict == StartOutcome::kUnreadable) {
    CHECK(g.cells() == before);
    CHECK(g.message() == r.message);
  }
  return r;
}

}  // namespace

TEST_CASE("A puzzle link is '#' and the 81 givens", "[app]") {
  const Game g = game_with_progress();
  const std::string link = g.share_fragment(false);
  std::string zero_blanks(kPuzzle);
  for (char& ch : zero_blanks) ch = ch == '.' ? '0' : ch;
  CHECK(link == "#" + zero_blanks);  // '0' blanks: chat apps cut trailing dots
  Game h;
  CHECK(h.open_fragment(link, 0.0).verdict == StartOutcome::kUnique);
  CHECK(h.givens() == grid_of_line(kPuzzle));
  CHECK(h.values() == grid_of_line(kPuzzle));
  // Without the '#', and with '.' for blanks as earlier links wrote them.
  Game k;
  CHECK(k.open_fragment(kPuzzle, 0.0).started());
  CHECK(k.givens() == grid_of_line(kPuzzle));
}

TEST_CASE("A link with progress carries the digits and pencil marks", "[app]") {
  const Game g = game_with_progress();
  const std::string link = g.share_fragment(true);
  CHECK(link.size() == 1 + 81 + 1 + 81 + 1 + kShareMarkChars);
  for (char ch : link.substr(1)) {
    const bool url_safe = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ||
                          ch == '-' || ch == '_' || ch == '.';
    CHECK(url_safe);
  }
  Game h;
  REQUIRE(h.open_fragment(link, 0.0).started());
  CHECK(h.givens() == g.givens());
  CHECK(h.values() == g.values());
  for (int c = 0; c < kCells; ++c) CHECK(h.cell(c).marks == g.cell(c).marks);
  CHECK_FALSE(h.can_undo());  // a link starts a fresh history

  // Digits without marks: two parts only.
  Game d = started_game();
  d.selection().select(2);
  d.place_digit(4, 0);
  const std::string two = d.share_fragment(true);
  CHECK(two.size() == 1 + 81 + 1 + 81);
  Game e;
  REQUIRE(e.open_fragment(two, 0.0).started());
  CHECK(e.cell(2).value == 4);
}

TEST_CASE("The marks encoding puts cell 0 digit 1 in the top bit", "[app]") {
  SharedGame s;
  s.values = Grid{};
  std::array<Mask, kCells> marks{};
  marks[0] = digit_bit(1);   // bit 0 of 729 -> first char 100000 = 'g'
  marks[80] = digit_bit(9);  // bit 728 = 121*6 + 2 -> last char 001000 = 'I'
  s.marks = marks;
  const std::string link = encode_share_fragment(s);
  const std::string m = link.substr(link.size() - kShareMarkChars);
  CHECK(m.front() == 'g');
  CHECK(m.back() == 'I');
  CHECK(m.substr(1, kShareMarkChars - 2) == std::string(kShareMarkChars - 2, 'A'));
  const SharedGameResult back = decode_share_fragment(link);
  REQUIRE(back.game.has_value());
  CHECK(*back.game->marks == marks);
}

TEST_CASE("A finished grid in a link opens solved", "[app]") {
  Game g;
  const std::string link = "#" + std::string(kPuzzle) + "-" + std::string(kSolution);
  REQUIRE(g.open_fragment(link, 7.0).started());
  CHECK(g.is_solved());
  CHECK(g.solve_time() == 0.0);
}

TEST_CASE("Garbled links are refused with what and where, the game kept", "[app]") {
  const std::string good = game_with_progress().share_fragment(true);
  const std::string puzzle(kPuzzle);
  CHECK(open_in_played_game("#").message.find("link: no puzzle after '#'") != std::string::npos);
  CHECK(open_in_played_game("#" + puzzle.substr(1)).message.find("link: the puzzle has 80 cells, expected 81") !=
        std::string::npos);
  std::string bad_char = "#" + puzzle;
  bad_char[17] = 'x';  // character 17 of the puzzle: r2c8
  CHECK(open_in_played_game(bad_char).message.find("link: character 17 of the puzzle (r2c8) is 'x', expected 1-9") !=
        std::string::npos);
  std::string changed = good;
  changed[1 + 81 + 1] = '7';  // progress shows 7 where r1c1 is a given 5
  CHECK(open_in_played_game(changed).message.find("link: r1c1 is a given 5 but the progress shows 7") !=
        std::string::npos);
  CHECK(open_in_played_game(good.substr(0, good.size() - 1))
            .message.find("link: the pencil marks have 121 characters, expected 122") != std::string::npos);
  std::string bad_mark = good;
  bad_mark[good.size() - 5] = '!';
  CHECK(open_in_played_game(bad_mark).message.find("link: character 118 of the pencil marks is '!', not base64url") !=
        std::string::npos);
  std::string stray = good;
  stray.back() = 'B';  // a low bit set past the 729 mark bits
  CHECK(open_in_played_game(stray).message.find("link: the pencil marks end with stray bits") != std::string::npos);
  std::string progress_short = good.substr(0, 1 + 81 + 1 + 40);
  CHECK(open_in_played_game(progress_short).message.find("link: the progress has 40 cells, expected 81") !=
        std::string::npos);
  // Readable but not playable: conflicting givens open in the entry editor
  // with the link's digits and the clash shown, as a paste does.
  Game g = game_with_progress();
  const StartResult conflict = g.open_fragment("#" + std::string(kConflict), 0.0);
  CHECK(conflict.verdict == StartOutcome::kConflict);
  CHECK(conflict.message.find("r1c1") != std::string::npos);
  CHECK(conflict.message.find("open in the editor") != std::string::npos);
  CHECK(g.phase() == Phase::kEntry);
  CHECK(g.givens() == grid_of_line(kConflict));
  CHECK(g.conflicts().any());
}

TEST_CASE("A link with progress carries the cell colours, givens' too", "[app]") {
  Game g = game_with_progress();
  g.selection().select(0);  // r1c1, a given
  REQUIRE(g.set_colour(3, 0));
  g.selection().select(40);
  REQUIRE(g.set_colour(9, 0));
  const std::string link = g.share_fragment(true);
  CHECK(link.size() == 1 + 81 + 1 + 81 + 1 + kShareMarkChars + 1 + 81);
  std::string colours(81, '0');
  colours[0] = '3';
  colours[40] = '9';
  CHECK(link.substr(link.size() - 81) == colours);
  Game h;
  REQUIRE(h.open_fragment(link, 0.0).started());
  CHECK(h.cells() == g.cells());

  // Colours without marks: the marks part is written, all zero bits.
  Game d = started_game();
  d.selection().select(2);
  REQUIRE(d.set_colour(1, 0));
  const std::string only = d.share_fragment(true);
  CHECK(only.substr(1 + 81 + 1 + 81 + 1, kShareMarkChars) == std::string(kShareMarkChars, 'A'));
  Game e;
  REQUIRE(e.open_fragment(only, 0.0).started());
  CHECK(e.cell(2).colour == 1);
  CHECK(e.cell(2).marks == 0);

  // Garbled colours are refused with what and where.
  std::string bad = link;
  bad[bad.size() - 81 + 4] = 'x';  // colour of r1c5
  CHECK(open_in_played_game(bad).message.find("link: character 5 of the colours (r1c5) is 'x', expected 0-9") !=
        std::string::npos);
  CHECK(open_in_played_game(link.substr(0, link.size() - 1))
            .message.find("link: the colours have 80 cells, expected 81") != std::string::npos);
}

TEST_CASE("A link with progress carries the corner and centre notes and the level", "[app]") {
  Game g = game_with_progress();
  g.set_level(3);
  g.selection().select(5);
  g.toggle_mark(1, 0, MarkKind::kCorner);
  g.toggle_mark(8, 0, MarkKind::kCorner);
  g.selection().select(6);
  g.toggle_mark(2, 0, MarkKind::kCentre);
  REQUIRE(g.cell(5).corner != 0);
  REQUIRE(g.cell(6).centre != 0);
  const std::string link = g.share_fragment(true);
  CHECK(link.substr(link.size() - 3) == "-L3");
  Game h;
  REQUIRE(h.open_fragment(link, 0.0).started());
  CHECK(h.cells() == g.cells());
  CHECK(h.level() == 3);
  // A level alone is carried too (the parts before it written empty).
  Game e = started_game();
  e.set_level(1);
  Game f;
  REQUIRE(f.open_fragment(e.share_fragment(true), 0.0).started());
  CHECK(f.level() == 1);
  // The puzzle-only link stays the puzzle alone.
  CHECK(g.share_fragment(false).size() == 82);
  // A garbled end is refused with what is wrong.
  CHECK(open_in_played_game(link.substr(0, link.size() - 1) + "9").message.find("expected -L0 to -L4") !=
        std::string::npos);
  CHECK(open_in_played_game(link.substr(0, link.size() - 10)).message.find("the centre notes have") !=
        std::string::npos);
}

TEST_CASE("A link decoded once opens as decoded, and a refused one keeps the game", "[app]") {
  // Built in code, not read from text: open_link takes the decoded parts.
  SharedGame shared;
  shared.givens = grid_of_line(kPuzzle);
  Grid values = shared.givens;
  values.cells[2] = 4;
  shared.values = values;
  std::array<Mask, kCells> marks{};
  marks[3] = digit_bit(6) | digit_bit(2);
  shared.marks = marks;
  std::array<std::uint8_t, kCells> colours{};
  colours[0] = 5;  // a given's colour
  shared.colours = colours;
  shared.level = 3;
  Game g;
  REQUIRE(g.open_link({shared, ""}, 0.0).started());
  CHECK(g.givens() == grid_of_line(kPuzzle));
  CHECK(g.cell(2).value == 4);
  CHECK(g.cell(3).marks == (digit_bit(6) | digit_bit(2)));
  CHECK(g.cell(0).colour == 5);
  CHECK(g.level() == 3);
  // A link that did not decode: its error in the message, the game kept.
  const auto before = g.cells();
  const StartResult refused = g.open_link({std::nullopt, "link: character 17 of the puzzle is 'x'"}, 1.0);
  CHECK(refused.verdict == StartOutcome::kUnreadable);
  CHECK(refused.message.find("character 17 of the puzzle is 'x'") != std::string::npos);
  CHECK(g.cells() == before);
}
