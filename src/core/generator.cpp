// generator.cpp - puzzles at a level, practice puzzles, the daily puzzle.
//
// Design note. An attempt carves one random complete grid:
//
//   1. shuffle the symmetry's orbits (a cell, or a cell and its image);
//   2. for each orbit in turn, remove its givens; keep the removal only if
//      the puzzle is still unique (solver, limit 2: a few microseconds) and,
//      when the target has a top (every level but Extreme, and practice),
//      the judge (generator_judge.h) does not find it above the target or
//      off the practice path: an overshooting removal is put back and
//      carving goes on with the next orbit, so the puzzle climbs towards the
//      top of its level and stops there. Once the target is hit, only
//      removals that keep it are kept;
//   3. judge the result: it fits, or the next attempt starts.
//
// Practice targets add two things. The technique almost only comes first
// at an attempt's first stall (the first removal after which the singles no
// longer finish; later stalls have fewer givens left, and there locked
// candidates nearly always come first), so at that point every other
// removal is tried too, and if none makes the technique come first the
// attempt is given up. And when the technique comes first but a later step
// is harder, one other orbit is given back (the first, in random order,
// that makes the rest easy enough), a repair.
//
// The relaxed practice target (after GenerateOptions::strict_attempts
// attempts without the strict one) has neither: the technique need not come
// first, so the carve keeps every removal after which the hints' path keeps
// to singles, the technique and its rivals, and the puzzle gets as hard as
// they allow; it is kept when it then stalls without the technique.
//
// Minimal puzzles cannot put an overshooting removal back (the given would
// then be removable), so they are carved by uniqueness alone and judged
// once at the end; judging on the way would only save solver calls, which
// cost far less than a judge.
//
// Index: [SECTION] Random numbers, [SECTION] Complete grids,
// [SECTION] Symmetry, [SECTION] Carving, [SECTION] Public API,
// [SECTION] The daily puzzle (its options and dates: daily.cpp).
#include "core/generator.h"

#include <array>
#include <cstdio>
#include <optional>
#include <utility>
#include <vector>

#include "core/generator_judge.h"
#include "core/logic/engine.h"
#include "core/logic/trace.h"
#include "core/solver.h"

namespace sudoku {
namespace {

using generator::Fit;
using generator::Target;
using logic::Level;

// ---------------------------------------------------------------------------
// [SECTION] Random numbers
// ---------------------------------------------------------------------------

// splitmix64: 64-bit integer arithmetic only, so the same sequence natively
// and in WebAssembly.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// 0 <= r < n (n < 2^32): the high bits scaled, no modulo bias worth the name.
  int below(int n) { return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32); }
  template <class T>
  void shuffle(T* first, int n) {
    for (int i = n - 1; i > 0; --i) std::swap(first[i], first[below(i + 1)]);
  }

 private:
  std::uint64_t state_;
};

// ---------------------------------------------------------------------------
// [SECTION] Complete grids
// ---------------------------------------------------------------------------

// Randomised backtracking over units' used-digit masks, always in the empty
// cell with the fewest digits left (first in reading order among equals),
// trying its digits in a random order; with that choice an empty grid fills
// with almost no backtracking.
struct Filler {
  Grid& grid;
  Random& rng;
  std::array<Mask, kUnits> used{};

  bool fill() {
    int best = -1;
    Mask best_free = 0;
    for (int c = 0; c < kCells; ++c) {
      if (grid.cells[static_cast<std::size_t>(c)] != 0) continue;
      const auto& u = kCellUnits[static_cast<std::size_t>(c)];
      const Mask free = static_cast<Mask>(kAllDigits & ~(used[u[0]] | used[u[1]] | used[u[2]]));
      if (best < 0 || popcount(free) < popcount(best_free)) {
        best = c;
        best_free = free;
        if (popcount(free) <= 1) break;
      }
    }
    if (best < 0) return true;
    std::array<std::uint8_t, 9> digits{};
    int n = 0;
    for (int d = 1; d <= 9; ++d) {
      if (best_free & digit_bit(d)) digits[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(d);
    }
    rng.shuffle(digits.data(), n);
    const auto& u = kCellUnits[static_cast<std::size_t>(best)];
    for (int k = 0; k < n; ++k) {
      const int d = digits[static_cast<std::size_t>(k)];
      grid.cells[static_cast<std::size_t>(best)] = static_cast<std::uint8_t>(d);
      for (int x : u) used[x] = static_cast<Mask>(used[x] | digit_bit(d));
      if (fill()) return true;
      for (int x : u) used[x] = static_cast<Mask>(used[x] & ~digit_bit(d));
    }
    grid.cells[static_cast<std::size_t>(best)] = 0;
    return false;
  }
};

Grid make_solution(Random& rng) {
  Grid grid;
  Filler f{grid, rng};
  f.fill();
  return grid;
}

// ---------------------------------------------------------------------------
// [SECTION] Symmetry
// ---------------------------------------------------------------------------

int image(int cell, Symmetry symmetry) {
  const int r = row_of(cell);
  const int c = col_of(cell);
  switch (symmetry) {
    case Symmetry::kNone:
      return cell;
    case Symmetry::kRotate180:
      return kCells - 1 - cell;
    case Symmetry::kDiagonal:
      return cell_at(c, r);
    case Symmetry::kMirror:
      return cell_at(r, 8 - c);
  }
  return cell;
}

// A cell and its image (the same cell twice when it is its own image).
struct Orbit {
  std::uint8_t a;
  std::uint8_t b;
};

// The orbits in cell order of their first cell; at most 81.
int orbits_of(Symmetry symmetry, std::array<Orbit, kCells>& out) {
  int n = 0;
  for (int c = 0; c < kCells; ++c) {
    const int m = image(c, symmetry);
    if (m < c) continue;
    out[static_cast<std::size_t>(n++)] = {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(m)};
  }
  return n;
}

bool unique(const Grid& puzzle) { return solve(puzzle, 2).count == 1; }

// ---------------------------------------------------------------------------
// [SECTION] Carving
// ---------------------------------------------------------------------------

struct Attempt {
  Grid puzzle;
  Grid solution;
  Fit fit = Fit::kBelow;
};

// Practice: the removal of `removed` made the technique come first, but a
// later step is harder. Gives back one other orbit (in random order) that
// makes the path easy enough after the technique; false if none does.
bool repair(Grid& trial, const Grid& solution, const std::array<Orbit, kCells>& orbits, int n, Orbit removed,
            Random& rng, const Target& t) {
  std::array<Orbit, kCells> back{};
  int m = 0;
  for (int k = 0; k < n; ++k) {
    const Orbit o = orbits[static_cast<std::size_t>(k)];
    if (trial.cells[o.a] == 0 && o.a != removed.a) back[static_cast<std::size_t>(m++)] = o;
  }
  rng.shuffle(back.data(), m);
  for (int k = 0; k < m; ++k) {
    const Orbit o = back[static_cast<std::size_t>(k)];
    Grid more = trial;
    more.cells[o.a] = solution.cells[o.a];
    more.cells[o.b] = solution.cells[o.b];
    if (generator::judge(more, solution, t).fit == Fit::kHit) {
      trial = more;
      return true;
    }
  }
  return false;
}

// The judgement of `trial` (the puzzle less orbit `o`, judged `now`), or
// nullopt when it is not unique. A practice path that comes near (the
// technique came first but a later one follows, or another technique came
// first where the one practised also applies) is repaired in `trial` when it
// can be.
std::optional<generator::Judgement> weigh(Grid& trial, Orbit o, const generator::Judgement& now, const Grid& solution,
                                          const std::array<Orbit, kCells>& orbits, int n, Random& rng,
                                          const Target& t) {
  // A removal the easy rules undo keeps the judgement, and uniqueness
  // (singles are sound); otherwise ask the solver, then the judge.
  if (generator::same_judgement(trial, o.a, o.b, solution, now, t)) return now;
  if (!unique(trial)) return std::nullopt;
  if (t.relaxed) return generator::judge(trial, solution, t);
  // Practice: when the path left the singles for another technique (kOff)
  // where the one practised applies too, the judge says so (ready), and a
  // repair that adds givens back may steer the path onto it.
  generator::Judgement j = generator::judge(trial, solution, t, now.fit == Fit::kBelow);
  const bool near = j.fit == Fit::kLate || (j.fit == Fit::kOff && j.ready);
  if (near && now.fit == Fit::kBelow && repair(trial, solution, orbits, n, o, rng, t)) {
    j = generator::judge(trial, solution, t);
  }
  return j;
}

// Practice: the hints' path limited to the technique's rivals
// (practice_rivals) does not solve `puzzle`.
bool stalls_without(const Grid& puzzle, const Grid& solution, const Target& t) {
  logic::Options o;
  o.techniques = practice_rivals(*t.technique);
  o.solution = solution;
  o.unique = true;
  o.order = logic::Order::kTier;
  o.allow_guess = false;
  return !logic::solve_path(board_from_grid(puzzle), o).solved;
}

Attempt carve(Random& rng, const Target& t, Symmetry symmetry, bool minimal) {
  Attempt at;
  at.solution = make_solution(rng);
  std::array<Orbit, kCells> orbits{};
  const int n = orbits_of(symmetry, orbits);
  rng.shuffle(orbits.data(), n);
  Grid puzzle = at.solution;
  const bool judge_each = t.judged && !minimal && (t.hi != generator::kNoLimit || t.technique);
  generator::Judgement now{Fit::kBelow, 0.0, false};
  auto remove = [&](Grid& g, Orbit o) {
    g.cells[o.a] = 0;
    g.cells[o.b] = 0;
  };
  for (int k = 0; k < n; ++k) {
    const Orbit o = orbits[static_cast<std::size_t>(k)];
    Grid trial = puzzle;
    remove(trial, o);
    if (!judge_each) {
      if (unique(trial)) puzzle = trial;
      continue;
    }
    const std::optional<generator::Judgement> j = weigh(trial, o, now, at.solution, orbits, n, rng, t);
    if (!j) continue;
    // Once the target is hit, only removals that keep it. (Relaxed, the
    // path keeps to singles, the technique and its rivals all the way, so
    // the puzzle gets as hard as they allow, where the technique is needed.)
    if (j->fit == Fit::kHit || (j->fit == Fit::kBelow && now.fit == Fit::kBelow)) {
      puzzle = trial;
      now = *j;
      continue;
    }
    if (!t.technique || t.relaxed || now.fit != Fit::kBelow) continue;
    // Practice, and the singles no longer finish: the attempt's first stall.
    // The technique comes first almost only here (at later stalls fewer
    // givens are left and locked candidates are almost always there first),
    // so try every other removal at this point, then give the attempt up.
    bool found = false;
    for (int k2 = k + 1; k2 < n && !found; ++k2) {
      const Orbit o2 = orbits[static_cast<std::size_t>(k2)];
      Grid other = puzzle;
      remove(other, o2);
      const std::optional<generator::Judgement> j2 = weigh(other, o2, now, at.solution, orbits, n, rng, t);
      if (j2 && j2->fit == Fit::kHit) {
        puzzle = other;
        now = *j2;
        found = true;
      }
    }
    if (!found) break;
  }
  at.puzzle = puzzle;
  if (minimal && symmetry != Symmetry::kNone && !is_minimal(puzzle)) {
    at.fit = Fit::kOff;  // a single given of a pair could go
    return at;
  }
  at.fit = !t.judged ? Fit::kHit : judge_each ? now.fit : generator::judge(puzzle, at.solution, t).fit;
  // Practice: the puzzle must also stall without its technique. Carving has
  // removed every given it could, which is the puzzle's best chance.
  if (at.fit == Fit::kHit && t.technique && can_practise(*t.technique) && !stalls_without(puzzle, at.solution, t)) {
    at.fit = Fit::kBelow;
  }
  return at;
}

}  // namespace

// ---------------------------------------------------------------------------
// [SECTION] Public API
// ---------------------------------------------------------------------------

std::string_view symmetry_name(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::kNone:
      return "none";
    case Symmetry::kRotate180:
      return "rot180";
    case Symmetry::kDiagonal:
      return "diagonal";
    case Symmetry::kMirror:
      return "mirror";
  }
  return "none";
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  for (Symmetry s : {Symmetry::kNone, Symmetry::kRotate180, Symmetry::kDiagonal, Symmetry::kMirror}) {
    if (name == symmetry_name(s)) return s;
  }
  return std::nullopt;
}

bool can_practise(logic::Technique technique) {
  const int tier = logic::technique_tier(technique);
  return logic::used_by_hints(technique) && tier >= 2 && tier <= 4;
}

logic::TechniqueSet practice_rivals(logic::Technique technique) {
  logic::TechniqueSet rivals = logic::TechniqueSet::none();
  const int tier = logic::technique_tier(technique);
  const int difficulty = generator::tenths(logic::technique_difficulty(technique));
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (t == technique || !logic::used_by_hints(t) || logic::technique_tier(t) > tier) continue;
    const int d = generator::tenths(logic::technique_difficulty(t));
    // A tie (the same tier and difficulty) is broken by the hints' order:
    // only a technique the hints take before `technique` is its rival.
    if (d < difficulty || (d == difficulty && logic::technique_tier(t) == tier && i < static_cast<int>(technique))) {
      rivals.add(t);
    }
  }
  return rivals;
}

bool has_symmetry(const Grid& puzzle, Symmetry symmetry) {
  for (int c = 0; c < kCells; ++c) {
    const bool given = puzzle.cells[static_cast<std::size_t>(c)] != 0;
    const bool image_given = puzzle.cells[static_cast<std::size_t>(image(c, symmetry))] != 0;
    if (given != image_given) return false;
  }
  return true;
}

bool is_minimal(const Grid& puzzle) {
  for (int c = 0; c < kCells; ++c) {
    if (puzzle.cells[static_cast<std::size_t>(c)] == 0) continue;
    Grid fewer = puzzle;
    fewer.cells[static_cast<std::size_t>(c)] = 0;
    if (unique(fewer)) return false;
  }
  return true;
}

Grid random_solution(std::uint64_t seed) {
  Random rng(seed);
  return make_solution(rng);
}

Generated generate(const GenerateOptions& options, const KeepGoing& keep_going) {
  Generated g;
  if (options.max_attempts < 1) {
    g.error = "max_attempts must be at least 1";
    return g;
  }
  if (options.strict_attempts < 0) {
    g.error = "strict_attempts must be at least 0";
    return g;
  }
  const Target aimed = generator::make_target(options, g.error);
  if (!g.error.empty()) return g;
  // After kAimAttempts attempts without the aim's kind of hardest step, any
  // of the level's will do.
  const Target plain = aimed.aimed ? generator::make_target(options, g.error, false) : aimed;
  // Practice: after strict_attempts attempts without the strict target, the
  // relaxed one.
  const Target relaxed = options.technique ? generator::make_target(options, g.error, false, true) : aimed;
  // One stream for the whole generation, its start mixed from the seed so
  // that neighbouring seeds start far apart.
  Random rng(Random(options.seed).next());
  for (int a = 1; a <= options.max_attempts; ++a) {
    g.attempts = a;
    if (keep_going && !keep_going(GenerateProgress{a})) {
      g.status = GenerateStatus::kCancelled;
      return g;
    }
    const Target& target = options.technique             ? (a > options.strict_attempts ? relaxed : aimed)
                           : a > generator::kAimAttempts ? plain
                                                         : aimed;
    const Attempt at = carve(rng, target, options.symmetry, options.minimal);
    if (at.fit != Fit::kHit) continue;
    g.status = GenerateStatus::kOk;
    g.puzzle = at.puzzle;
    g.solution = at.solution;
    g.rating = logic::rate(at.puzzle, logic::TechniqueSet::all(), &at.solution);
    return g;
  }
  g.status = GenerateStatus::kGaveUp;
  return g;
}

// ---------------------------------------------------------------------------
// [SECTION] The daily puzzle
// ---------------------------------------------------------------------------

Generated daily_puzzle(int year, int month, int day, const KeepGoing& keep_going) {
  std::string error;
  const std::optional<GenerateOptions> o = daily_options(year, month, day, &error);
  if (!o) {
    Generated g;
    g.error = error;
    return g;
  }
  return generate(*o, keep_going);
}

}  // namespace sudoku
