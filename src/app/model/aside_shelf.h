// aside_shelf.h - games set aside: a save a page could not read (damaged,
// or made by a newer version of the app), and a previous game that cannot
// be read, kept rather than lost, the newest kSlots with the day each was
// set aside, to be opened again from the Menu or copied out as text.
//
// Storage: the newest under kKey, the next ones under that key with ".2",
// ".3" appended, each the saved text as it was; their days (since
// 1970-01-01, -1 when unknown) under kDaysKey, one number per slot
// separated by spaces.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>

#include "app/model/host.h"

namespace sudoku::app {

class AsideShelf {
 public:
  /// How many games are kept.
  static constexpr std::size_t kSlots = 3;
  /// The newest game's key (the others': ".2", ".3" appended), and the days'.
  static constexpr const char* kKey = "sudoku.game.v1.unreadable";
  static constexpr const char* kDaysKey = "sudoku.game.v1.unreadable.days";

  /// Reads which slots hold a game, and their days (a damaged or missing
  /// day: -1).
  void restore(Host& host);
  /// Keeps `text` as the newest, set aside today; each one moves down a
  /// slot, the oldest beyond the last slot is dropped.
  void put(Host& host, const std::string& text);
  /// Forgets game `index`; the older ones move up.
  void remove(Host& host, std::size_t index);
  /// Game `index`'s saved text, if it is still stored.
  std::optional<std::string> text(Host& host, std::size_t index) const;
  /// The days the games were set aside, newest first.
  std::span<const int> days() const { return {days_.data(), count_}; }
  /// "Game set aside on 2026-11-24" (or "... earlier"); "" past the last.
  std::string label(std::size_t index) const;

 private:
  void save_days(Host& host);

  std::array<int, kSlots> days_{};
  std::size_t count_ = 0;
};

}  // namespace sudoku::app
