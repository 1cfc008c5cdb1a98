// format_check.h - a check the reader's tests share: a grid written in each
// of the writers' forms reads back to itself.
#pragma once

#include <catch2/catch_test_macros.hpp>

#include "core/format.h"

namespace sudoku::test {

/// The one-line and the pretty form of `g` each read back to `g`.
inline void check_written_forms_read_back(const Grid& g) {
  const auto line = read_puzzle(to_line(g));
  const auto pretty = read_puzzle(to_pretty(g));
  REQUIRE(line);
  REQUIRE(pretty);
  CHECK(line.value->givens == g);
  CHECK(pretty.value->givens == g);
}

}  // namespace sudoku::test
