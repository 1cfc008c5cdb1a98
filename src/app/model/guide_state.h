// guide_state.h - the guide to the techniques as a session shows it: its
// pages once loaded, the page shown, and that page's example stepped
// through.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/guide_file.h"
#include "core/logic/step.h"

namespace sudoku::app {

/// The guide to the techniques (Menu, Techniques; "What is an X-Wing?" from
/// a hint): its text is fetched from Session::kGuideUrl when first opened,
/// so it is never part of the page's first load.
struct GuideState {
  enum class Status : std::uint8_t { kNotAsked, kLoading, kLoaded, kFailed };
  Status status = Status::kNotAsked;
  /// Why the guide could not be loaded (status kFailed), in the player's words.
  std::string error;
  bool open = false;
  /// Every technique's page, in the technique table's order.
  std::vector<GuidePage> pages;
  /// The page shown, or -1 for the list by tier.
  int page = -1;
  /// A page asked for by key before the guide was loaded.
  std::string wanted;
  /// The example of the page shown: its board, its first hint (from the
  /// engine) and how far the deduction is stepped through: 0 the board,
  /// 1 where to look, 2 what causes it, 3 what it does, 4 done (applied).
  bool has_example = false;
  Board example_board{};
  std::array<bool, kCells> example_given{};
  std::optional<logic::Step> example_step;
  bool example_pending = false;
  std::string example_error;  ///< why the example cannot be shown, or ""
  int stage = 0;
  static constexpr int kLastStage = 4;
  /// "Practise this technique" was refused on the page shown (the tab is
  /// read-only): the card says why, where the player is looking.
  bool practice_refused = false;
  /// The engine request for the example's first hint, 0: none.
  std::uint32_t example_request = 0;
};

}  // namespace sudoku::app
