// confirmation.h - a question the player must answer before the session
// goes on, and what a yes does.
#pragma once

#include <functional>
#include <string>

namespace sudoku::app {

/// A question the player must answer before the session goes on (a dialog):
/// starting a new puzzle over a game in progress, or restarting.
struct Confirmation {
  std::string question;  ///< empty: nothing to confirm
  std::string yes;       ///< the button that goes ahead, e.g. "Start the new puzzle"
  std::string no;        ///< the button that keeps things as they are
};

/// The question shown and what a yes runs.
struct PendingQuestion {
  Confirmation shown;
  std::function<void()> on_yes;
  /// No question waits any more: answers the one that did, if any, with
  /// what a yes runs (empty when nothing waited).
  std::function<void()> take() {
    std::function<void()> yes = std::move(on_yes);
    on_yes = nullptr;
    shown = {};
    return yes;
  }
};

}  // namespace sudoku::app
