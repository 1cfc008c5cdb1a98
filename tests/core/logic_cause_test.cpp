// The cells a single's hint highlights as its cause (hint level 2): the
// placed digits that rule out the other cells, never the answer itself.
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <vector>

#include "core/format.h"
#include "core/logic/engine.h"
#include "core/logic/trace.h"

using namespace sudoku;

namespace {
Board board_of(std::string_view line) { return board_from_grid(read_puzzle(line).value->givens); }
std::vector<int> sorted_cells(const std::vector<std::uint8_t>& cells) {
  std::vector<int> out(cells.begin(), cells.end());
  std::sort(out.begin(), out.end());
  return out;
}
}  // namespace

TEST_CASE("A hidden single's cause is the placed digits that rule out the unit's other cells", "[core][logic]") {
  // Wikipedia's example. In box 2 the empty cells are r1c4, r1c6, r3c4, r3c5,
  // r3c6; the 8 at r3c3 rules out row 3 and the 8 at r5c4 rules out column 4,
  // so 8 fits only r1c6.
  const Board b = board_of("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  logic::Options options;
  options.techniques = logic::TechniqueSet::up_to_tier(1);
  const auto step = logic::next_step(b, options);
  REQUIRE(step);
  REQUIRE(step->technique == logic::Technique::kHiddenSingleBox);
  REQUIRE(step->placements.size() == 1);
  CHECK(step->placements[0].cell == cell_at(0, 5));
  CHECK(step->placements[0].digit == 8);
  CHECK(sorted_cells(step->cause_cells) == std::vector<int>{cell_at(2, 2), cell_at(4, 3)});
}

TEST_CASE("A naked single's cause is a placed peer for each other digit", "[core][logic]") {
  // e.g. r5c5 of Wikipedia's example sees 4, 8, 3, 1 (row 5), 7, 9, 6, 2,
  // 1, 8 (column 5) and 5 (box 5): every digit but 5. One placed peer per
  // digit is named, whatever the single.
  const Board b = board_of("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  logic::Options options;
  options.techniques = logic::TechniqueSet::none();
  options.techniques.add(logic::Technique::kNakedSingle);
  int checked = 0;
  for (const auto& step : logic::all_steps(b, options)) {
    if (step.technique != logic::Technique::kNakedSingle) continue;
    ++checked;
    const int c = step.placements[0].cell;
    Mask seen = 0;
    for (auto p : step.cause_cells) {
      CHECK(sees(c, p));
      REQUIRE(b.values[p] != 0);
      CHECK((seen & digit_bit(b.values[p])) == 0);  // one cause per digit
      seen |= digit_bit(b.values[p]);
    }
    CHECK(seen == (kAllDigits & ~digit_bit(step.placements[0].digit)));
  }
  CHECK(checked > 0);
}

TEST_CASE("A solve path computed a few steps at a time equals the path computed at once", "[core][logic]") {
  // top1465 #1 needs forcing chains; the app computes its animation this way
  // so that no frame waits for the whole path.
  const Board start = board_of("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  logic::Options options;
  options.allow_guess = true;
  const logic::Trace whole = logic::solve_path(start, options);
  REQUIRE(whole.complete);
  REQUIRE(whole.solved);
  options.max_steps = 3;
  std::vector<logic::TraceEvent> pieces;
  Board at = start;
  int calls = 0;
  logic::Trace part;
  do {
    part = logic::solve_path(at, options);
    pieces.insert(pieces.end(), part.events.begin(), part.events.end());
    at = part.final_board;
    ++calls;
  } while (!part.complete && calls < 1000);
  CHECK(part.solved);
  CHECK(calls > 3);
  CHECK(at == whole.final_board);
  REQUIRE(pieces.size() == whole.events.size());
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    CHECK(pieces[i].kind == whole.events[i].kind);
    CHECK(pieces[i].step.sentence == whole.events[i].step.sentence);
  }
}
