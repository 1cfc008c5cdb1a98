#include "core/logic/step.h"

#include <array>
#include <cctype>

namespace sudoku::logic {
namespace {

struct Info {
  std::string_view name;
  std::string_view key;
  int tier;
  double difficulty;  // Sudoku Explainer scale
};

// Indexed by Technique. Difficulties: SE 1.2.1 / Sukaku Explainer values
// where SE has the technique; patterns SE finds as chains get the value of
// that chain. For techniques whose steps vary (wings, chains), the value is
// the least a step can have: the rating order relies on it (engine.cpp).
constexpr std::array<Info, static_cast<std::size_t>(Technique::kGuess) + 1> kInfo{{
    {"Placed Digit", "placed-digit", 1, 0.0},
    {"Full House", "full-house", 1, 1.0},
    {"Hidden Single", "hidden-single-box", 1, 1.2},
    {"Hidden Single", "hidden-single-line", 1, 1.5},
    {"Naked Single", "naked-single", 1, 2.3},
    {"Locked Candidates Type 1 (Pointing)", "pointing", 2, 2.6},
    {"Locked Candidates Type 2 (Claiming)", "claiming", 2, 2.8},
    {"Naked Pair", "naked-pair", 2, 3.0},
    {"Hidden Pair", "hidden-pair", 2, 3.4},
    {"Naked Triple", "naked-triple", 2, 3.6},
    {"Hidden Triple", "hidden-triple", 2, 4.0},
    {"Naked Quadruple", "naked-quad", 2, 5.0},
    {"Hidden Quadruple", "hidden-quad", 2, 5.4},
    {"X-Wing", "x-wing", 3, 3.2},
    {"Swordfish", "swordfish", 3, 3.8},
    {"XY-Wing", "xy-wing", 3, 4.2},
    {"XYZ-Wing", "xyz-wing", 3, 4.4},
    {"Uniqueness Test 1", "ur1", 3, 4.5},
    {"Uniqueness Test 2", "ur2", 3, 4.6},
    {"Uniqueness Test 4", "ur4", 3, 4.7},
    {"Uniqueness Test 3", "ur3", 3, 4.8},
    {"Jellyfish", "jellyfish", 3, 5.2},
    {"WXYZ-Wing", "wxyz-wing", 3, 5.5},
    {"VWXYZ-Wing", "vwxyz-wing", 3, 6.2},
    {"Skyscraper", "skyscraper", 3, 4.0},
    {"2-String Kite", "2-string-kite", 3, 4.1},
    {"Empty Rectangle", "empty-rectangle", 3, 4.2},
    {"W-Wing", "w-wing", 3, 7.1},
    {"Remote Pair", "remote-pair", 3, 7.2},
    {"Finned X-Wing", "finned-x-wing", 3, 6.6},
    {"Finned Swordfish", "finned-swordfish", 3, 6.7},
    {"Finned Jellyfish", "finned-jellyfish", 3, 6.8},
    {"Simple Colors", "simple-colors", 3, 6.7},
    {"Bivalue Universal Grave + 1", "bug+1", 3, 5.6},
    {"X-Chain", "x-chain", 4, 4.2},
    {"XY-Chain", "xy-chain", 4, 7.0},
    {"AIC", "aic", 4, 7.0},
    {"ALS-XZ", "als-xz", 4, 7.5},
    {"ALS-XY-Wing", "als-xy-wing", 4, 7.7},
    {"Sue de Coq", "sue-de-coq", 4, 7.6},
    {"Forcing Chain (contradiction)", "contradiction-chain", 5, 8.0},
    {"Forcing Chain (cell)", "cell-forcing-chain", 5, 8.0},
    {"Forcing Chain (unit)", "unit-forcing-chain", 5, 8.0},
    {"Forcing Net (nested)", "forcing-net", 5, 9.5},
    {"", "", 0, 0.0},  // kCount
    {"Mistake: wrong digit", "wrong-value", 0, 0.0},
    {"Mistake: true candidate removed", "wrong-elimination", 0, 0.0},
    {"Missing candidates", "missing-candidates", 0, 0.0},
    {"No solution", "no-solution", 0, 0.0},
    {"Guess", "guess", 0, 0.0},
}};

const Info& info(Technique t) { return kInfo[static_cast<std::size_t>(t)]; }

std::string lower(std::string_view s) {
  std::string r;
  for (char ch : s) {
    if (ch != ' ' && ch != '\t') r += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  return r;
}

void add_range(TechniqueSet& set, Technique first, Technique last) {
  for (int i = static_cast<int>(first); i <= static_cast<int>(last); ++i) set.add(static_cast<Technique>(i));
}

}  // namespace

std::string_view technique_name(Technique t) { return info(t).name; }
std::string_view technique_key(Technique t) { return info(t).key; }
int technique_tier(Technique t) { return info(t).tier; }
double technique_difficulty(Technique t) { return info(t).difficulty; }

std::string placement_text(Candidate c) {
  return cell_name(c.cell) + "=" + std::to_string(c.digit);
}
std::string elimination_text(Candidate c) {
  return cell_name(c.cell) + "<>" + std::to_string(c.digit);
}

std::string cells_text(const std::vector<std::uint8_t>& cells) {
  std::string r;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) r += (i + 1 == cells.size()) ? " and " : ", ";
    r += cell_name(cells[i]);
  }
  return r;
}

std::string digits_text(Mask digits) {
  std::string r;
  int n = popcount(digits);
  int i = 0;
  for (int d = 1; d <= 9; ++d) {
    if (!(digits & digit_bit(d))) continue;
    if (i > 0) r += (i + 1 == n) ? " and " : ", ";
    r += static_cast<char>('0' + d);
    ++i;
  }
  return r;
}

std::string format_step(const Step& step) {
  std::string line{technique_name(step.technique)};
  line += '\t';
  bool first = true;
  auto sep = [&] {
    if (!first) line += ' ';
    first = false;
  };
  for (const auto& p : step.placements) {
    sep();
    line += placement_text(p);
  }
  for (auto c : step.clears) {
    sep();
    line += cell_name(c) + "=0";
  }
  for (const auto& r : step.restores) {
    sep();
    line += cell_name(r.cell) + "+" + std::to_string(r.digit);
  }
  line += '\t';
  first = true;
  for (const auto& e : step.eliminations) {
    sep();
    line += elimination_text(e);
  }
  line += '\t';
  line += step.sentence;
  return line;
}

TechniqueSet TechniqueSet::all() { return up_to_tier(5); }

TechniqueSet TechniqueSet::up_to_tier(int tier) {
  TechniqueSet s;
  for (int i = 0; i < kTechniqueCount; ++i) {
    if (kInfo[static_cast<std::size_t>(i)].tier <= tier) s.add(static_cast<Technique>(i));
  }
  return s;
}

bool TechniqueSet::has(Technique t) const {
  return static_cast<int>(t) < kTechniqueCount && ((bits_ >> static_cast<int>(t)) & 1u) != 0;
}
void TechniqueSet::add(Technique t) {
  if (static_cast<int>(t) < kTechniqueCount) bits_ |= std::uint64_t{1} << static_cast<int>(t);
}
void TechniqueSet::remove(Technique t) {
  if (static_cast<int>(t) < kTechniqueCount) bits_ &= ~(std::uint64_t{1} << static_cast<int>(t));
}

std::optional<TechniqueSet> parse_techniques(std::string_view list, std::string* error) {
  using T = Technique;
  TechniqueSet set;
  set.add(T::kPlacedDigit);
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    const std::string name = lower(list.substr(start, end - start));
    start = end + 1;
    if (name.empty()) continue;
    if (name == "all") {
      set = TechniqueSet::all();
    } else if (name.size() == 5 && name.rfind("tier", 0) == 0 && name[4] >= '1' && name[4] <= '5') {
      const TechniqueSet t = TechniqueSet::up_to_tier(name[4] - '0');
      for (int i = 0; i < kTechniqueCount; ++i) {
        if (t.has(static_cast<T>(i))) set.add(static_cast<T>(i));
      }
    } else if (name == "singles") {
      add_range(set, T::kFullHouse, T::kNakedSingle);
    } else if (name == "hidden-single") {
      add_range(set, T::kHiddenSingleBox, T::kHiddenSingleLine);
    } else if (name == "locked" || name == "locked-candidates") {
      add_range(set, T::kLockedPointing, T::kLockedClaiming);
    } else if (name == "subsets") {
      add_range(set, T::kNakedPair, T::kHiddenQuad);
    } else if (name == "fish") {
      for (T t : {T::kXWing, T::kSwordfish, T::kJellyfish, T::kFinnedXWing, T::kFinnedSwordfish, T::kFinnedJellyfish}) {
        set.add(t);
      }
    } else if (name == "wings") {
      for (T t : {T::kXYWing, T::kXYZWing, T::kWXYZWing, T::kVWXYZWing, T::kWWing}) set.add(t);
    } else if (name == "single-digit") {
      for (T t : {T::kSkyscraper, T::kTwoStringKite, T::kEmptyRectangle}) set.add(t);
    } else if (name == "coloring" || name == "colouring") {
      set.add(T::kSimpleColors);
    } else if (name == "uniqueness") {
      for (T t : {T::kUniqueRectangle1, T::kUniqueRectangle2, T::kUniqueRectangle3, T::kUniqueRectangle4,
                  T::kBugPlus1}) {
        set.add(t);
      }
    } else if (name == "chains") {
      add_range(set, T::kXChain, T::kAic);
    } else if (name == "als") {
      add_range(set, T::kAlsXz, T::kSueDeCoq);
    } else if (name == "forcing") {
      add_range(set, T::kContradictionChain, T::kForcingNet);
    } else {
      bool found = false;
      for (int i = 0; i < kTechniqueCount; ++i) {
        if (kInfo[static_cast<std::size_t>(i)].key == name) {
          set.add(static_cast<T>(i));
          found = true;
        }
      }
      if (!found) {
        if (error) *error = "unknown technique '" + name + "'";
        return std::nullopt;
      }
    }
  }
  return set;
}

}  // namespace sudoku::logic
