#include "app/model/selection.h"

namespace sudoku::app {

namespace {
bool valid(int cell) { return cell >= 0 && cell < kCells; }
std::size_t bit(int cell) { return static_cast<std::size_t>(cell); }
int wrap9(int v) { return ((v % 9) + 9) % 9; }
}  // namespace

void Selection::select(int cell) {
  if (!valid(cell)) return;
  cells_.reset();
  cells_.set(bit(cell));
  cursor_ = cell;
}

void Selection::toggle(int cell) {
  if (!valid(cell)) return;
  cells_.flip(bit(cell));
  cursor_ = cell;
}

void Selection::extend(int cell) {
  if (!valid(cell)) return;
  cells_.set(bit(cell));
  cursor_ = cell;
}

void Selection::move(int rows, int cols, bool keep) {
  const int target = cell_at(wrap9(row_of(cursor_) + rows), wrap9(col_of(cursor_) + cols));
  if (empty()) {
    select(cursor_);
    return;
  }
  if (keep) {
    extend(target);
  } else {
    select(target);
  }
}

void Selection::select_all() { cells_.set(); }

void Selection::clear() { cells_.reset(); }

void Selection::assign(const CellSet& cells, int cursor) {
  cells_ = cells;
  if (valid(cursor)) cursor_ = cursor;
}

}  // namespace sudoku::app
