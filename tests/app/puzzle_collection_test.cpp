// The bundled collection's reader: "<level 1-5> <81 characters>" per line.
#include "app/model/puzzle_collection.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app_test_puzzles.h"

using namespace sudoku::app;
using namespace sudoku::app::test;

TEST_CASE("The collection reads a puzzle per line into its level and skips anything else", "[app]") {
  PuzzleCollection c;
  const std::string text = "# a comment line\n1 " + std::string(kPuzzle) + "\n5 " + std::string(kHard) +
                           " trailing words\n6 " + std::string(kPuzzle) + "\n3 short\n2" + std::string(kPuzzle) + "\n";
  c.read(text);
  CHECK(c.status == PuzzleCollection::Status::kLoaded);
  REQUIRE(c.levels[0].size() == 1);
  CHECK(c.levels[0][0] == kPuzzle);
  REQUIRE(c.levels[4].size() == 1);
  CHECK(c.levels[4][0] == kHard);
  CHECK(c.levels[1].empty());  // no space after the level
  CHECK(c.levels[2].empty());  // too short

  // A second read replaces the first; text with no puzzle fails.
  c.read("nothing here\n");
  CHECK(c.status == PuzzleCollection::Status::kFailed);
  CHECK(c.levels[0].empty());
  CHECK(c.levels[4].empty());
}
