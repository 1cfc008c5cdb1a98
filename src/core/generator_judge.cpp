// generator_judge.cpp - the judge of candidate puzzles (why it is exact:
// generator_judge.h).
//
// Index: [SECTION] Targets, [SECTION] Easy rules, [SECTION] The walk.
#include "core/generator_judge.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <utility>

#include "core/logic/engine.h"
#include "core/logic/trace.h"

namespace sudoku::generator {
namespace {

using logic::Level;
using logic::Technique;

// The easy rules, in the order the rater's table ranks them today (levels:
// only a prefix whose difficulties rise is used, make_target) and in the
// hints' order (practice: they are its first rows, checked below).
constexpr Technique kEasyRules[] = {Technique::kFullHouse,   Technique::kHiddenSingleBox, Technique::kHiddenSingleLine,
                                    Technique::kNakedSingle, Technique::kLockedPointing,  Technique::kLockedClaiming};

// ---------------------------------------------------------------------------
// [SECTION] Targets
// ---------------------------------------------------------------------------

// The scores (in tenths) of `level`: [lo, hi), hi = kNoLimit for the top
// level; read off logic::level_of so that they follow the rater.
std::pair<int, int> level_bounds(Level level) {
  int lo = kNoLimit;
  int hi = kNoLimit;
  for (int t = 0; t <= 200; ++t) {
    const Level at = logic::level_of(t / 10.0);
    if (at == level && lo == kNoLimit) lo = t;
    if (lo != kNoLimit && at != level) {
      hi = t;
      break;
    }
  }
  return {lo, hi};
}

// The aims of Hard and Expert: a kind of hardest step (one or a few
// techniques of the rater) and its band of scores in tenths, [lo, hi).
// Each generation takes one by its seed, so the level's puzzles spread over
// them evenly; the kinds are the level's common hardest steps (rarer ones
// still come when a carve lands on them inside the band).
struct Aim {
  Level level;
  int lo;
  int hi;
  Technique kinds[4];
  int count;
};

constexpr Aim kAims[] = {
    {Level::kHard, 28, 29, {Technique::kLockedClaiming}, 1},
    {Level::kHard, 30, 31, {Technique::kNakedPair}, 1},
    {Level::kHard, 32, 35, {Technique::kXWing, Technique::kHiddenPair}, 2},
    {Level::kHard, 36, 41, {Technique::kNakedTriple, Technique::kSwordfish, Technique::kHiddenTriple}, 3},
    {Level::kHard, 40, 45, {Technique::kStrongLinks2, Technique::kXYWing, Technique::kXYZWing}, 3},
    {Level::kExpert,
     45,
     50,
     {Technique::kUniqueRectangle1, Technique::kUniqueRectangle2, Technique::kUniqueRectangle3,
      Technique::kUniqueRectangle4},
     4},
    {Level::kExpert,
     50,
     58,
     {Technique::kStrongLinks3, Technique::kWXYZWing, Technique::kNakedQuad, Technique::kJellyfish},
     4},
    {Level::kExpert, 56, 65, {Technique::kStrongLinks4, Technique::kVWXYZWing, Technique::kBugPlus1}, 3},
    {Level::kExpert, 65, 67, {Technique::kForcingChainCycle}, 1},
};

constexpr bool easy_rules_lead_the_hints() {
  int i = static_cast<int>(Technique::kPlacedDigit) + 1;
  for (Technique e : kEasyRules) {
    if (static_cast<int>(e) != i++) return false;
  }
  return true;
}
static_assert(easy_rules_lead_the_hints(), "kEasyRules: the first techniques of the hints' order, in order");

bool is_easy_rule(Technique t) {
  for (Technique e : kEasyRules) {
    if (e == t) return true;
  }
  return false;
}

}  // namespace

int tenths(double difficulty) { return static_cast<int>(std::lround(difficulty * 10.0)); }

int aim_count(Level level) {
  int n = 0;
  for (const Aim& a : kAims) n += a.level == level ? 1 : 0;
  return n;
}

Target make_target(const GenerateOptions& o, std::string& error, bool aim, bool relaxed) {
  Target t;
  if (o.technique) {
    const Technique x = *o.technique;
    if (logic::technique_tier(x) == 0 || x == Technique::kPlacedDigit) {
      error = "cannot practise '" + std::string(logic::technique_key(x)) + "': it is not a deduction";
      return t;
    }
    if (!logic::used_by_hints(x)) {
      error = "cannot practise '" + std::string(logic::technique_key(x)) + "': only the rating uses it, never a hint";
      return t;
    }
    if (o.level) {
      error = "give a level or a technique to practise, not both (a practice puzzle's level is its rating's)";
      return t;
    }
    t.judged = true;
    t.technique = x;
    t.order = logic::Order::kTier;
    int last = static_cast<int>(x);
    if (relaxed && can_practise(x)) {
      t.relaxed = true;
      t.allowed = practice_rivals(x);
      t.allowed.add(x);
      for (int i = 0; i < logic::kTechniqueCount; ++i) {
        if (t.allowed.has(static_cast<Technique>(i))) last = std::max(last, i);
      }
    }
    t.walk = logic::TechniqueSet::none();
    for (int i = 0; i <= last; ++i) {
      const auto y = static_cast<Technique>(i);
      if (logic::used_by_hints(y)) t.walk.add(y);
    }
    // The easy rules are the first rows of the hints' order.
    for (Technique e : kEasyRules) {
      if (static_cast<int>(e) > last) break;
      ++t.easy_rules;
    }
    return t;
  }
  if (!o.level) return t;
  std::tie(t.lo, t.hi) = level_bounds(*o.level);
  if (const int n = aim_count(*o.level); aim && n > 0) {
    // The seed's aim: the seed mixed (splitmix64's finaliser) so that
    // neighbouring seeds take different aims in no fixed rotation.
    std::uint64_t z = o.seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    int k = static_cast<int>((z ^ (z >> 31)) % static_cast<std::uint64_t>(n));
    for (const Aim& a : kAims) {
      if (a.level != *o.level || k-- != 0) continue;
      t.lo = std::max(t.lo, a.lo);
      t.hi = std::min(t.hi, a.hi);
      t.aimed = true;
      t.aim = logic::TechniqueSet::none();
      for (int i = 0; i < a.count; ++i) t.aim.add(a.kinds[i]);
      break;
    }
  }
  // Extreme has no top: the walk only has to find a step at its bottom.
  t.cut = t.hi == kNoLimit ? t.lo : t.hi;
  t.judged = true;
  t.walk = logic::TechniqueSet::none();
  double least_other = 1e9;  // the least difficulty of the walk's other techniques
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto x = static_cast<Technique>(i);
    const double d = logic::technique_difficulty(x);
    if (tenths(d) >= t.cut) continue;
    t.walk.add(x);
    if (x != Technique::kPlacedDigit && !is_easy_rule(x) && d < least_other) least_other = d;
  }
  double last = -1.0;
  for (Technique e : kEasyRules) {
    const double d = logic::technique_difficulty(e);
    if (!(d > last) || !(d < least_other) || tenths(d) >= t.cut) break;
    last = d;
    ++t.easy_rules;
  }
  return t;
}

namespace {

// ---------------------------------------------------------------------------
// [SECTION] Easy rules
// ---------------------------------------------------------------------------

void place(Board& b, int c, int d) {
  const auto i = static_cast<std::size_t>(c);
  b.values[i] = static_cast<std::uint8_t>(d);
  b.candidates[i] = digit_bit(d);
  for (int p : kPeerCells[i]) {
    const auto j = static_cast<std::size_t>(p);
    if (b.values[j] == 0) b.candidates[j] = static_cast<Mask>(b.candidates[j] & ~digit_bit(d));
  }
}

// Each rule scans the board once, makes every change it finds on the way
// (what one scan finds stays true after the changes before it) and answers
// whether it changed anything.
bool full_house(Board& b) {
  bool changed = false;
  for (const auto& unit : kUnitCells) {
    int empty = -1;
    int n = 0;
    Mask placed = 0;
    for (int c : unit) {
      const int v = b.values[static_cast<std::size_t>(c)];
      if (v == 0) {
        empty = c;
        ++n;
      } else {
        placed |= digit_bit(v);
      }
    }
    if (n != 1) continue;
    const Mask missing = static_cast<Mask>(kAllDigits & ~placed);
    if (popcount(missing) != 1 || !(b.candidates[static_cast<std::size_t>(empty)] & missing)) continue;
    place(b, empty, first_digit(missing));
    changed = true;
  }
  return changed;
}

// Hidden singles in units [first, last]; one per unit per scan.
bool hidden_single(Board& b, int first, int last) {
  bool changed = false;
  for (int u = first; u <= last; ++u) {
    const auto& unit = kUnitCells[static_cast<std::size_t>(u)];
    Mask once = 0;
    Mask twice = 0;
    Mask placed = 0;
    int empty = 0;
    for (int c : unit) {
      const auto i = static_cast<std::size_t>(c);
      if (b.values[i] != 0) {
        placed |= digit_bit(b.values[i]);
        continue;
      }
      ++empty;
      twice = static_cast<Mask>(twice | (once & b.candidates[i]));
      once |= b.candidates[i];
    }
    if (empty < 2) continue;  // the last empty cell is a full house
    const Mask single = static_cast<Mask>(once & ~twice & ~placed);
    if (!single) continue;
    const int d = first_digit(single);
    for (int c : unit) {
      const auto i = static_cast<std::size_t>(c);
      if (b.values[i] == 0 && (b.candidates[i] & digit_bit(d))) {
        place(b, c, d);
        changed = true;
        break;
      }
    }
  }
  return changed;
}

bool naked_single(Board& b) {
  bool changed = false;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (b.values[i] == 0 && popcount(b.candidates[i]) == 1) {
      place(b, c, first_digit(b.candidates[i]));
      changed = true;
    }
  }
  return changed;
}

// Locked candidates: digit d's cells in unit `from` all lie in one unit `to`
// (pointing: box to row or column; claiming: row or column to box), so d
// leaves the rest of `to`.
bool locked(Board& b, bool pointing) {
  bool changed = false;
  for (int from = pointing ? 18 : 0; from <= (pointing ? 26 : 17); ++from) {
    const auto& unit = kUnitCells[static_cast<std::size_t>(from)];
    for (int d = 1; d <= 9; ++d) {
      const Mask bit = digit_bit(d);
      int n = 0;
      int rows = 0;  // bit sets of the rows, columns and boxes of d's cells
      int cols = 0;
      int boxes = 0;
      for (int c : unit) {
        const auto i = static_cast<std::size_t>(c);
        if (b.values[i] != 0 || !(b.candidates[i] & bit)) continue;
        ++n;
        rows |= 1 << row_of(c);
        cols |= 1 << col_of(c);
        boxes |= 1 << box_of(c);
      }
      if (n < 2) continue;
      int targets[2] = {-1, -1};
      if (pointing) {
        if (popcount(static_cast<Mask>(rows)) == 1) targets[0] = __builtin_ctz(static_cast<unsigned>(rows));
        if (popcount(static_cast<Mask>(cols)) == 1) targets[1] = 9 + __builtin_ctz(static_cast<unsigned>(cols));
      } else if (popcount(static_cast<Mask>(boxes)) == 1) {
        targets[0] = 18 + __builtin_ctz(static_cast<unsigned>(boxes));
      }
      for (int to : targets) {
        if (to < 0) continue;
        for (int c : kUnitCells[static_cast<std::size_t>(to)]) {
          const auto i = static_cast<std::size_t>(c);
          if (b.values[i] != 0 || !(b.candidates[i] & bit)) continue;
          bool inside = false;
          for (int f : unit) inside = inside || f == c;
          if (inside) continue;
          b.candidates[i] = static_cast<Mask>(b.candidates[i] & ~bit);
          changed = true;
        }
      }
    }
  }
  return changed;
}

// The easiest of the first `rules` easy rules that places digit `d` in the
// empty cell `c` at once, if any.
std::optional<Technique> single_rule(const Board& b, int c, int d, int rules) {
  const Mask bit = digit_bit(d);
  const auto i = static_cast<std::size_t>(c);
  if (!(b.candidates[i] & bit)) return std::nullopt;
  for (int r = 0; r < rules; ++r) {
    const Technique t = kEasyRules[r];
    if (t == Technique::kNakedSingle) {
      if (popcount(b.candidates[i]) == 1) return t;
      continue;
    }
    if (t != Technique::kFullHouse && t != Technique::kHiddenSingleBox && t != Technique::kHiddenSingleLine) continue;
    for (int u : kCellUnits[i]) {
      const bool box = u >= 18;
      if (t == Technique::kHiddenSingleBox && !box) continue;
      if (t == Technique::kHiddenSingleLine && box) continue;
      int empty = 0;
      bool elsewhere = false;
      for (int o : kUnitCells[static_cast<std::size_t>(u)]) {
        const auto j = static_cast<std::size_t>(o);
        if (b.values[j] != 0) continue;
        ++empty;
        if (o != c && (b.candidates[j] & bit)) elsewhere = true;
      }
      if (t == Technique::kFullHouse ? empty == 1 : (empty > 1 && !elsewhere)) return t;
    }
  }
  return std::nullopt;
}

bool apply_rule(Board& b, Technique t) {
  switch (t) {
    case Technique::kFullHouse:
      return full_house(b);
    case Technique::kHiddenSingleBox:
      return hidden_single(b, 18, 26);
    case Technique::kHiddenSingleLine:
      return hidden_single(b, 0, 17);
    case Technique::kNakedSingle:
      return naked_single(b);
    case Technique::kLockedPointing:
      return locked(b, true);
    case Technique::kLockedClaiming:
      return locked(b, false);
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------
// [SECTION] The walk
// ---------------------------------------------------------------------------

// Reads the path's steps one by one and decides as soon as it can.
class Referee {
 public:
  explicit Referee(const Target& t) : t_(t) {}

  /// kHit/kAbove/kOff/kLate when this step decides, else nullopt.
  std::optional<Fit> take(Technique technique, double difficulty) {
    if (t_.technique) {
      // Practice: the walk holds no technique after the one practised
      // (relaxed: after the last it allows).
      if (technique == *t_.technique) {
        seen_ = true;
      } else if (logic::technique_tier(technique) != 1 && (t_.relaxed ? !t_.allowed.has(technique) : !seen_)) {
        return Fit::kOff;
      }
      if (difficulty > max_) max_ = difficulty;
      return std::nullopt;
    }
    if (tenths(difficulty) >= t_.cut) return top();
    // The rater's hardest step is the first of the greatest difficulty.
    if (difficulty > max_) {
      max_ = difficulty;
      technique_ = technique;
    }
    return std::nullopt;
  }

  double hardest() const { return max_; }
  Technique hardest_technique() const { return technique_; }

  /// The verdict on a path that ended: solved, or stuck (no technique of the
  /// walk applies: the rater's next step is at the cut or above, the hints'
  /// next step is a technique after the one practised).
  Fit end(bool stuck) const {
    if (t_.technique) {
      if (stuck) return seen_ && !t_.relaxed ? Fit::kLate : Fit::kOff;
      return seen_ ? Fit::kHit : Fit::kBelow;
    }
    if (stuck) return top();
    if (tenths(max_) < t_.lo) return Fit::kBelow;
    // In the aim's band but of another kind: not this puzzle (the carve puts
    // the removal back, as for a step above the band).
    if (t_.aimed && !t_.aim.has(technique_)) return Fit::kAbove;
    return Fit::kHit;
  }

 private:
  // A step at the cut: above the target, except for a level without a top
  // (the cut is then its bottom).
  Fit top() const { return t_.hi == kNoLimit ? Fit::kHit : Fit::kAbove; }

  const Target& t_;
  double max_ = 0.0;
  Technique technique_ = Technique::kCount;
  bool seen_ = false;
};

bool filled(const Board& b) {
  for (std::uint8_t v : b.values) {
    if (v == 0) return false;
  }
  return true;
}

}  // namespace

Judgement judge(const Grid& puzzle, const Grid& solution, const Target& target, bool probe) {
  logic::Options o;
  o.techniques = target.walk;
  o.solution = solution;
  o.unique = true;
  o.order = target.order;
  o.allow_guess = false;
  o.max_steps = 1;
  Referee referee(target);
  Board board = board_from_grid(puzzle);
  bool easy = true;
  auto answer = [&](Fit fit) {
    Judgement j{fit, referee.hardest(), easy};
    j.hardest_technique = referee.hardest_technique();
    return j;
  };
  // Practice, off the path: whether the technique applies on `at`, the
  // board where the path left the singles.
  auto off = [&](const Board& at) {
    Judgement j = answer(Fit::kOff);
    if (probe && target.technique) {
      logic::TechniqueSet only = logic::TechniqueSet::none();
      only.add(*target.technique);
      j.ready = !logic::detail::find_steps(at, only, true, logic::Order::kTier, false).empty();
    }
    return j;
  };
  while (true) {
    // The easy rules, easiest first, starting over after each change.
    for (int r = 0; r < target.easy_rules;) {
      const Technique t = kEasyRules[r];
      const Board before = board;
      if (!apply_rule(board, t)) {
        ++r;
        continue;
      }
      if (const std::optional<Fit> f = referee.take(t, logic::technique_difficulty(t))) {
        return *f == Fit::kOff ? off(before) : answer(*f);
      }
      r = 0;
    }
    if (filled(board)) return answer(referee.end(false));
    // One step of the engine beyond them.
    easy = false;
    const logic::Trace trace = logic::solve_path(board, o);
    bool stepped = false;
    for (const logic::TraceEvent& e : trace.events) {
      if (e.kind != logic::EventKind::kStep) continue;
      stepped = true;
      if (const std::optional<Fit> f = referee.take(e.step.technique, e.step.difficulty)) {
        return *f == Fit::kOff ? off(board) : answer(*f);
      }
    }
    if (trace.complete && trace.solved) return answer(referee.end(false));
    if (!stepped) {
      const Fit f = referee.end(true);
      return f == Fit::kOff ? off(board) : answer(f);
    }
    board = trace.final_board;
  }
}

bool same_judgement(const Grid& trial, int a, int b, const Grid& solution, const Judgement& before,
                    const Target& target) {
  if (!before.easy) return false;
  Board board = board_from_grid(trial);
  for (int c : {a, b}) {
    const auto i = static_cast<std::size_t>(c);
    if (board.values[i] != 0) continue;  // b == a
    const int d = solution.cells[i];
    const std::optional<Technique> rule = single_rule(board, c, d, target.easy_rules);
    if (!rule || logic::technique_difficulty(*rule) > before.hardest) return false;
    place(board, c, d);
  }
  return true;
}

}  // namespace sudoku::generator
