// techniques.cpp - the technique table, State and the helpers every technique uses.
#include "core/logic/techniques.h"

#include <array>

namespace sudoku::logic {

State::State(const Board& b, bool is_unique) : board(b), unique(is_unique) {
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const int v = board.values[i];
    if (v != 0) {
      for (int u : kCellUnits[i]) placed[static_cast<std::size_t>(u)] |= digit_bit(v);
      continue;
    }
    empty.set(c);
    const Mask m = board.candidates[i];
    if (popcount(m) == 2) bivalue.set(c);
    for_each_digit(m, [&](int d) { where[static_cast<std::size_t>(d - 1)].set(c); });
  }
}

bool Collector::add(Step&& step) {
  if (step.difficulty == 0.0) step.difficulty = technique_difficulty(step.technique);
  // Skip a step whose effect repeats one already collected (the easier stays).
  for (const Step& s : steps_) {
    if (s.placements == step.placements && s.eliminations == step.eliminations) {
      return first_only_ && !steps_.empty();
    }
  }
  steps_.push_back(std::move(step));
  return first_only_;
}

Step make_step(Technique t) {
  Step s;
  s.technique = t;
  s.difficulty = technique_difficulty(t);
  return s;
}

void add_eliminations(Step& step, Bits81 cells, int digit) {
  cells.for_each([&](int c) {
    step.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(digit)});
  });
}

void add_cause(Step& step, const State& s, Bits81 cells, Mask digits) {
  cells.for_each([&](int c) {
    step.cause_cells.push_back(static_cast<std::uint8_t>(c));
    for_each_digit(static_cast<Mask>(s.cands(c) & digits), [&](int d) {
      step.cause.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
    });
  });
}

std::string cells_text(Bits81 cells) {
  std::vector<std::uint8_t> v;
  cells.for_each([&](int c) { v.push_back(static_cast<std::uint8_t>(c)); });
  return cells_text(v);
}

std::string removal_text(const Step& step) {
  std::string r;
  for (int d = 1; d <= 9; ++d) {
    std::string cells;
    for (const auto& e : step.eliminations) {
      if (e.digit != d) continue;
      if (!cells.empty()) cells += ", ";
      cells += cell_name(e.cell);
    }
    if (cells.empty()) continue;
    if (!r.empty()) r += "; ";
    r += std::to_string(d) + " from " + cells;
  }
  return r;
}

double chain_length_bonus(int length) {
  double r = 0.0;
  int ceil = 4;
  bool odd = false;
  while (length > ceil) {
    r += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return r;
}

TechniqueFn technique_function(Technique t) {
  using T = Technique;
  static constexpr std::array<TechniqueFn, kTechniqueCount> kTable = [] {
    std::array<TechniqueFn, kTechniqueCount> a{};
    auto set = [&](T t2, TechniqueFn f) { a[static_cast<std::size_t>(t2)] = f; };
    set(T::kPlacedDigit, find_placed_digit);
    set(T::kFullHouse, find_full_house);
    set(T::kHiddenSingleBox, find_hidden_single_box);
    set(T::kHiddenSingleLine, find_hidden_single_line);
    set(T::kNakedSingle, find_naked_single);
    set(T::kLockedPointing, find_locked_pointing);
    set(T::kLockedClaiming, find_locked_claiming);
    set(T::kNakedPair, find_naked_pair);
    set(T::kHiddenPair, find_hidden_pair);
    set(T::kNakedTriple, find_naked_triple);
    set(T::kHiddenTriple, find_hidden_triple);
    set(T::kNakedQuad, find_naked_quad);
    set(T::kHiddenQuad, find_hidden_quad);
    set(T::kXWing, find_x_wing);
    set(T::kSwordfish, find_swordfish);
    set(T::kXYWing, find_xy_wing);
    set(T::kXYZWing, find_xyz_wing);
    set(T::kUniqueRectangle1, find_unique_rectangle_1);
    set(T::kUniqueRectangle2, find_unique_rectangle_2);
    set(T::kUniqueRectangle4, find_unique_rectangle_4);
    set(T::kUniqueRectangle3, find_unique_rectangle_3);
    set(T::kJellyfish, find_jellyfish);
    set(T::kWXYZWing, find_wxyz_wing);
    set(T::kVWXYZWing, find_vwxyz_wing);
    set(T::kSkyscraper, find_skyscraper);
    set(T::kTwoStringKite, find_two_string_kite);
    set(T::kEmptyRectangle, find_empty_rectangle);
    set(T::kWWing, find_w_wing);
    set(T::kRemotePair, find_remote_pair);
    set(T::kFinnedXWing, find_finned_x_wing);
    set(T::kFinnedSwordfish, find_finned_swordfish);
    set(T::kFinnedJellyfish, find_finned_jellyfish);
    set(T::kSimpleColors, find_simple_colors);
    set(T::kBugPlus1, find_bug_plus_1);
    set(T::kXChain, find_x_chain);
    set(T::kXYChain, find_xy_chain);
    set(T::kAic, find_aic);
    set(T::kAlsXz, find_als_xz);
    set(T::kAlsXyWing, find_als_xy_wing);
    set(T::kSueDeCoq, find_sue_de_coq);
    set(T::kCellForcingChain, find_cell_forcing_chain);
    set(T::kUnitForcingChain, find_unit_forcing_chain);
    set(T::kContradictionChain, find_contradiction_chain);
    set(T::kForcingNet, find_forcing_net);
    return a;
  }();
  const auto i = static_cast<std::size_t>(t);
  return i < kTable.size() ? kTable[i] : nullptr;
}

}  // namespace sudoku::logic
