// history.h - unlimited undo/redo as a list of per-action diffs.
//
// An action records, for each cell it touched, the cell's whole state before
// and after (a few bytes each way), so undo and redo are exact and the
// history stays compact however long the game: a placement that also clears
// marks from 8 peers is 9 small records.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/grid.h"

namespace sudoku::app {

/// Everything the player (or entry mode) can change in one cell.
struct CellState {
  std::uint8_t given = 0;   ///< 0 or the given digit (changes only in entry mode)
  std::uint8_t value = 0;   ///< 0 or the digit shown (equals `given` on a given cell)
  Mask marks = 0;           ///< candidate marks (kept, hidden, while a digit is placed)
  std::uint8_t colour = 0;  ///< palette index 0..9, 0 = none
  Mask corner = 0;          ///< corner notes (SudokuPad notation), hidden under a digit
  Mask centre = 0;          ///< centre notes, hidden under a digit
  friend bool operator==(const CellState&, const CellState&) = default;
};

struct CellChange {
  std::uint8_t cell = 0;
  CellState before;
  CellState after;
  friend bool operator==(const CellChange&, const CellChange&) = default;
};

/// What kind of command made an action (for labels such as "Undo: place digit").
enum class ActionKind : std::uint8_t {
  kPlace,           ///< digits placed (with marks auto-removed from peers)
  kClear,           ///< digits, marks or colours cleared
  kMark,            ///< a candidate, corner or centre mark toggled
  kColour,          ///< a colour set or removed
  kFillCandidates,  ///< every empty cell's marks set to its candidates
  kHint,            ///< a hint step applied
  kGiven,           ///< a given typed or cleared in entry mode
};
inline constexpr int kActionKinds = 7;

/// The stable name used in saved games, e.g. "place"; nullptr for no such kind.
const char* action_key(ActionKind kind);
/// The kind whose action_key is `key`; nullopt when there is none.
std::optional<ActionKind> action_kind_from_key(std::string_view key);

struct Action {
  ActionKind kind = ActionKind::kPlace;
  std::vector<CellChange> changes;  ///< at most one per cell, in cell order
  friend bool operator==(const Action&, const Action&) = default;
};

/// The undo list and the redo list in one vector: actions [0, position) are
/// done, [position, size) are undone and can be redone. A new action drops
/// the redo part.
class History {
 public:
  /// Records a done action (ignored when it changes nothing); clears redo.
  void push(Action action);
  bool can_undo() const { return position_ > 0; }
  bool can_redo() const { return position_ < actions_.size(); }
  /// The action to revert (its `before` states are to be written back), or
  /// nullptr when there is nothing to undo. Moves the position back.
  const Action* undo();
  /// The action to repeat (its `after` states are to be written), or
  /// nullptr. Moves the position forward.
  const Action* redo();
  /// The action undo would revert / redo would repeat, without moving.
  const Action* peek_undo() const;
  const Action* peek_redo() const;
  void clear();

  const std::vector<Action>& actions() const { return actions_; }
  std::size_t position() const { return position_; }
  /// Replaces the whole history (used when loading; position <= size).
  void assign(std::vector<Action> actions, std::size_t position);

 private:
  std::vector<Action> actions_;
  std::size_t position_ = 0;
};

}  // namespace sudoku::app
