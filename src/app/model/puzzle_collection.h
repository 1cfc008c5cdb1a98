// puzzle_collection.h - the bundled puzzle collection (web/puzzles.txt), what
// a new game takes when no puzzle can be made.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::app {

inline constexpr int kLevelCount = 5;

/// The collection, fetched the first time the menu opens.
struct PuzzleCollection {
  enum class Status : std::uint8_t { kNotAsked, kLoading, kLoaded, kFailed };
  Status status = Status::kNotAsked;
  /// Why it could not be loaded (status kFailed), in the player's words.
  std::string error;
  std::array<std::vector<std::string>, kLevelCount> levels;  ///< 81-character lines

  /// Reads the collection's text: "<level 1-5> <81 characters>" per line,
  /// anything else skipped. Replaces what was read before; the status is
  /// kLoaded when some level has a puzzle, else kFailed.
  void read(std::string_view text);
};

}  // namespace sudoku::app
