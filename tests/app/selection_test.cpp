// Selection: click, ctrl-click, drag, arrows with wrapping, select all.
#include "app/model/selection.h"

#include <catch2/catch_test_macros.hpp>

using namespace sudoku;
using namespace sudoku::app;

TEST_CASE("Selecting, toggling and dragging build the selection", "[app]") {
  Selection s;
  CHECK(s.empty());
  s.select(10);
  CHECK(s.cells().count() == 1);
  CHECK(s.cursor() == 10);
  s.toggle(20);
  s.extend(21);
  s.extend(22);
  CHECK(s.cells().count() == 4);
  CHECK(s.cursor() == 22);
  s.toggle(20);  // toggling a selected cell removes it
  CHECK_FALSE(s.has(20));
  CHECK(s.cells().count() == 3);
  s.select(5);  // a plain click replaces the set
  CHECK(s.cells().count() == 1);
  s.select_all();
  CHECK(s.cells().count() == 81);
  s.clear();
  CHECK(s.empty());
  CHECK(s.cursor() == 5);
  s.select(-1);  // out of range: ignored
  s.extend(81);
  CHECK(s.empty());
}

TEST_CASE("Arrow moves wrap around the edges of the grid", "[app]") {
  Selection s;
  s.select(cell_at(0, 8));  // r1c9
  s.move(0, 1);
  CHECK(s.cursor() == cell_at(0, 0));
  s.move(0, -1);
  CHECK(s.cursor() == cell_at(0, 8));
  s.select(cell_at(8, 3));  // r9c4
  s.move(1, 0);
  CHECK(s.cursor() == cell_at(0, 3));
  s.move(-1, 0);
  CHECK(s.cursor() == cell_at(8, 3));
  CHECK(s.cells().count() == 1);
  CHECK(s.has(cell_at(8, 3)));
}

TEST_CASE("Shift-arrow extends, and the first move from nothing selects the cursor", "[app]") {
  Selection s;
  s.select(cell_at(4, 4));
  s.move(0, 1, true);
  s.move(0, 1, true);
  CHECK(s.cells().count() == 3);
  CHECK(s.cursor() == cell_at(4, 6));
  s.clear();
  s.move(1, 0);
  CHECK(s.cells().count() == 1);
  CHECK(s.cursor() == cell_at(4, 6));  // shown where it was, not moved
  s.move(1, 0);
  CHECK(s.cursor() == cell_at(5, 6));
}
