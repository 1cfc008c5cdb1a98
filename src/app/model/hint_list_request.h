// hint_list_request.h - the "All hints" list: what the view shows, the
// engine's steps behind it, and the request that makes it, once per board
// change (the board revision it was made for).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/logic/step.h"

namespace sudoku::app {

/// The "All hints" list: every step of the easiest tier that has any, on the
/// board as it was when the list was made (made once per board change).
struct HintList {
  struct Entry {
    std::string technique;  ///< e.g. "Hidden Single"
    std::string sentence;
  };
  bool open = false;
  bool computing = false;
  std::vector<Entry> entries;
};

struct HintListRequest {
  /// The board revision a list that was never made (or was dropped) has.
  static constexpr std::uint64_t kNoRevision = ~0ull;
  HintList list;
  std::vector<logic::Step> steps;        ///< behind list.entries
  std::uint32_t request = 0;             ///< the engine request's id, 0: none
  double asked_at = 0.0;                 ///< host seconds when it was asked for
  std::uint64_t revision = kNoRevision;  ///< the board revision it is made for

  /// Request `id` was sent at `now` for board revision `board_revision`.
  void asked(std::uint32_t id, std::uint64_t board_revision, double now) {
    request = id;
    list.computing = true;
    asked_at = now;
    revision = board_revision;
  }
  /// The engine's steps arrived: the entries are theirs.
  void take(std::vector<logic::Step> found) {
    request = 0;
    list.computing = false;
    steps = std::move(found);
    list.entries.clear();
    for (const auto& step : steps) {
      list.entries.push_back({std::string(logic::technique_name(step.technique)), step.sentence});
    }
  }
  /// Stops computing (the caller cancels the request): made again when next
  /// asked for.
  void drop() {
    request = 0;
    list.computing = false;
    revision = kNoRevision;
  }
  /// True when the entries are about board revision `board_revision`.
  bool current(std::uint64_t board_revision) const { return revision == board_revision && !list.computing; }
  /// Host seconds it has been computing at `now` (0 when not computing).
  double wait_seconds(double now) const { return list.computing ? now - asked_at : 0.0; }
};

}  // namespace sudoku::app
