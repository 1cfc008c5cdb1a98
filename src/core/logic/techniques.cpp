// techniques.cpp - the technique table, State and the helpers every technique uses.
//
// [SECTION] State and Collector
// [SECTION] Helpers
// [SECTION] The technique table
#include "core/logic/techniques.h"

#include <array>
#include <cstddef>

#include "core/logic/technique_table.h"

namespace sudoku::logic {

// [SECTION] State and Collector

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

// [SECTION] Helpers

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

void add_coloured_cause(Step& step, std::initializer_list<Bits81> colours, int digit) {
  std::uint8_t colour = 0;
  for (const Bits81& cells : colours) {
    ++colour;
    cells.for_each([&](int c) {
      step.cause_cells.push_back(static_cast<std::uint8_t>(c));
      step.cause.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(digit)});
      step.cause_colours.push_back(colour);
    });
  }
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

// [SECTION] The technique table

namespace {

// The table's data, without the functions (see technique_table.h).
struct TechniqueInfo {
  std::string_view name;
  std::string_view key;
  int tier = 0;
  double difficulty = 0.0;
  std::string_view family;
  bool hints = false;  // a technique (it has a function) that hints use
};

constexpr auto kInfo = [] {
  std::array<TechniqueInfo, kTechniqueTable.size()> info{};
  for (std::size_t i = 0; i < info.size(); ++i) {
    const TechniqueRow& r = kTechniqueTable[i];
    info[i] = {r.name, r.key, r.tier, r.difficulty, r.family, r.find != nullptr && r.hint};
  }
  return info;
}();

const TechniqueInfo& info(Technique t) {
  const auto i = static_cast<std::size_t>(t);
  return kInfo[i < kInfo.size() ? i : static_cast<std::size_t>(Technique::kCount)];
}

}  // namespace

std::string_view technique_name(Technique t) { return info(t).name; }
std::string_view technique_key(Technique t) { return info(t).key; }
std::optional<Technique> technique_by_key(std::string_view key) {
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    if (technique_key(t) == key) return t;
  }
  return std::nullopt;
}
std::string_view technique_family(Technique t) { return info(t).family; }
int technique_tier(Technique t) { return info(t).tier; }
double technique_difficulty(Technique t) { return info(t).difficulty; }
bool used_by_hints(Technique t) { return info(t).hints; }

}  // namespace sudoku::logic
