// started_game.h - the game the model tests start from: the test puzzle
// started in play.
#pragma once

#include <catch2/catch_test_macros.hpp>
#include <string_view>

#include "app/model/game.h"
#include "app_test_puzzles.h"

namespace sudoku::app::test {

/// A game started on `puzzle` (one with a single solution), in play.
inline Game started_game(std::string_view puzzle = kPuzzle) {
  Game g;
  REQUIRE(g.new_game(grid_of_line(puzzle), 0.0).started());
  return g;
}

}  // namespace sudoku::app::test
