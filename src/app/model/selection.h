// selection.h - the selected cells and the cursor (not part of undo history).
//
// The cursor is the cell keyboard moves start from and the one whose row,
// column, box and digit are highlighted. It is always a valid cell; the set
// may be empty (nothing selected, e.g. after Escape).
#pragma once

#include "app/model/cell_set.h"

namespace sudoku::app {

class Selection {
 public:
  /// Selects `cell` alone and puts the cursor there (plain click).
  void select(int cell);
  /// Adds `cell` if absent, removes it if present; the cursor moves there
  /// (ctrl/shift-click).
  void toggle(int cell);
  /// Adds `cell` and moves the cursor there (dragging across cells).
  void extend(int cell);
  /// Moves the cursor by (rows, cols), wrapping around the edges of the
  /// grid (right of r1c9 is r1c1, below r9c1 is r1c1). With `keep`, the new
  /// cursor cell is added to the selection (shift+arrow); otherwise it
  /// becomes the only selected cell. When nothing is selected the
  /// first move only selects the cursor cell, so the player sees where they are.
  void move(int rows, int cols, bool keep = false);
  void select_all();
  /// Empties the set; the cursor stays.
  void clear();
  /// Replaces the set (cursor unchanged unless `cursor` >= 0).
  void assign(const CellSet& cells, int cursor = -1);

  const CellSet& cells() const { return cells_; }
  int cursor() const { return cursor_; }
  bool empty() const { return cells_.none(); }
  bool has(int cell) const { return contains(cells_, cell); }

 private:
  CellSet cells_;
  int cursor_ = 40;  // r5c5
};

}  // namespace sudoku::app
