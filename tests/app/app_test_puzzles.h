// app_test_puzzles.h - puzzles shared by the [app] tests, with facts about
// them derived by hand (not by the code under test).
#pragma once

#include <string>
#include <string_view>

#include "core/grid.h"

namespace sudoku::app::test {

/// The puzzle from Wikipedia's "Sudoku" article, and its published solution.
inline constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// Only row 1 given: many solutions (any valid grid can be relabelled to it).
inline constexpr std::string_view kMultiple =
    "123456789........................................................................";
/// Row 1 holds 1..8 and r2c9 holds 9: r1c9 has no candidate, so no solution,
/// while no unit repeats a digit.
inline constexpr std::string_view kNoSolution =
    "12345678.........9...............................................................";
/// Two 5s in row 1 (r1c1 and r1c7).
inline constexpr std::string_view kConflict =
    "5.....5..........................................................................";

/// The first puzzle of tests/data/solver_top1465.txt and its solution: it
/// needs more than singles.
inline constexpr std::string_view kHard =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
inline constexpr std::string_view kHardSolution =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

/// A grid from 81 characters: '1'..'9' a digit, anything else blank.
inline Grid grid_of_line(std::string_view line) { return grid_from_line(line); }

inline int digit_at(std::string_view line, int cell) { return line[static_cast<std::size_t>(cell)] - '0'; }

}  // namespace sudoku::app::test
