// practice_bank.h - the practice bank (web/practice.txt, made ahead by
// src/bench/make-practice-bank.sh): puzzles per technique that stall
// without it, fetched the first time a practice puzzle is asked for.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/logic/step.h"

namespace sudoku::app {

struct PracticeBank {
  enum class Status : std::uint8_t { kNotAsked, kLoading, kLoaded, kFailed };
  struct Entry {
    int level = 0;       ///< 0..4, Easy..Extreme (the rater's)
    std::string puzzle;  ///< 81 characters
  };
  Status status = Status::kNotAsked;
  /// Per technique (logic::Technique's value), its puzzles.
  std::vector<std::vector<Entry>> puzzles;
  /// Lines it could not read (each skipped).
  int skipped = 0;
  /// The largest file it reads (the rest is ignored).
  static constexpr std::size_t kMaxBytes = 1024 * 1024;

  /// Reads the bank's text: "<technique key> <level 1-5> <81 characters>"
  /// per line ('#' starts a comment line); a line of another shape, or of a
  /// technique that cannot be practised, is skipped. Replaces what was read
  /// before; the status is kLoaded when some technique has a puzzle, else
  /// kFailed.
  void read(std::string_view text);
  /// The puzzles for `technique` (none when not loaded).
  const std::vector<Entry>& of(logic::Technique technique) const;
};

}  // namespace sudoku::app
