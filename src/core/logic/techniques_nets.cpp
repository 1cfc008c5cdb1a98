// techniques_nets.cpp - tier 5, the very last resort: nested forcing nets.
//
// The forcing chains (techniques_forcing.cpp) assume one candidate and follow
// it with the singles rules. The hardest puzzles need one level more: assume
// X, and inside that assumption use forcing chains themselves: every
// candidate Y that (still inside X) leads to a contradiction by singles is
// removed, the singles are applied again, and so on. If that empties a cell
// or a unit, X is false. Depth k nests this k-1 times (depth 1 is the
// contradiction forcing chain). Every uniquely solvable puzzle yields to
// some depth: a false candidate leaves no solution, and deep enough nesting
// explores every way to fill the board. The depth used is the step's
// difficulty (Sudoku Explainer rates nested forcing chains 9.5 and up).
//
// The search is directed by the solution (found by the exact solver): only
// candidates that are not the solution's digit can be refuted, so only they
// are tried at the outer level. The step itself does not depend on that: it
// is a chain of contradictions a player could replay.
#include <algorithm>

#include "core/logic/techniques.h"
#include "core/solver.h"

namespace sudoku::logic {
namespace {

// A board for propagation: candidates per cell (a placed cell keeps only its
// digit) and the placed digits. 172 bytes, copied for every assumption.
struct Net {
  std::array<Mask, kCells> cand{};
  std::array<std::uint8_t, kCells> value{};
  int open = 0;  // cells without a value

  // Places d in c: its peers lose d. False on a contradiction.
  bool place(int c, int d) {
    const auto i = static_cast<std::size_t>(c);
    if (value[i] != 0) return value[i] == d;
    if (!(cand[i] & digit_bit(d))) return false;
    value[i] = static_cast<std::uint8_t>(d);
    cand[i] = digit_bit(d);
    --open;
    const Mask keep = static_cast<Mask>(~digit_bit(d));
    for (const auto p : kPeerCells[i]) {
      const auto pi = static_cast<std::size_t>(p);
      if (value[pi] == d) return false;
      cand[pi] = static_cast<Mask>(cand[pi] & keep);
      if (cand[pi] == 0) return false;
    }
    return true;
  }

  // Naked and hidden singles to a fixpoint. False on a contradiction (a cell
  // without a candidate, a unit without a place for a digit, a digit twice).
  bool propagate() {
    for (;;) {
      bool changed = false;
      for (int c = 0; c < kCells; ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (value[i] != 0) continue;
        const Mask m = cand[i];
        if (m == 0) return false;
        if ((m & (m - 1)) == 0) {
          if (!place(c, first_digit(m))) return false;
          changed = true;
        }
      }
      for (int u = 0; u < kUnits; ++u) {
        unsigned one = 0;
        unsigned two = 0;
        unsigned done = 0;
        for (const auto c : kUnitCells[static_cast<std::size_t>(u)]) {
          const auto i = static_cast<std::size_t>(c);
          const unsigned m = cand[i];
          two |= one & m;
          one |= m;
          if (value[i] != 0) done |= m;
        }
        if (one != kAllDigits) return false;
        const unsigned singles = one & ~two & ~done;
        for (unsigned w = singles; w != 0; w &= w - 1) {
          const int d = __builtin_ctz(w) + 1;
          for (const auto c : kUnitCells[static_cast<std::size_t>(u)]) {
            if (cand[static_cast<std::size_t>(c)] & digit_bit(d)) {
              if (!place(c, d)) return false;
              break;
            }
          }
          changed = true;
        }
      }
      if (!changed) return true;
    }
  }
};

// Work limit for one search (assumptions propagated), so that a hint never
// hangs on a puzzle that needs more depth than is affordable.
struct Budget {
  long left;
  bool spend() { return --left >= 0; }
};

bool closure(Net& n, int level, Budget& budget, std::vector<Candidate>* removed);

/// True when assuming (c, d) in `n` leads to a contradiction at `level`
/// (1: singles; k: the closure of level k-1 inside the assumption).
bool refutes(const Net& n, int c, int d, int level, Budget& budget, std::vector<Candidate>* removed) {
  if (!budget.spend()) return false;
  Net t = n;
  if (!t.place(c, d) || !t.propagate()) return true;
  if (level == 1) return false;
  return !closure(t, level - 1, budget, removed);
}

/// Removes from `n` every candidate refuted at `level`, with singles after
/// each, until nothing changes. False when `n` itself is contradictory.
/// `removed` (if given) receives the removals in order.
bool closure(Net& n, int level, Budget& budget, std::vector<Candidate>* removed) {
  for (;;) {
    bool changed = false;
    for (int c = 0; c < kCells; ++c) {
      const auto i = static_cast<std::size_t>(c);
      if (n.value[i] != 0) continue;
      for (unsigned w = n.cand[i]; w != 0; w &= w - 1) {
        const int d = __builtin_ctz(w) + 1;
        if (!(n.cand[i] & digit_bit(d))) continue;
        if (!refutes(n, c, d, level, budget, nullptr)) {
          if (budget.left < 0) return true;  // out of budget: no conclusion
          continue;
        }
        if (removed) removed->push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
        n.cand[i] = static_cast<Mask>(n.cand[i] & ~digit_bit(d));
        if (n.cand[i] == 0 || !n.propagate()) return false;
        changed = true;
        if (n.value[i] != 0) break;
      }
      if (n.open == 0) return true;
    }
    if (!changed) return true;
  }
}

Net net_of(const State& s) {
  Net n;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    n.value[i] = static_cast<std::uint8_t>(s.value(c));
    n.cand[i] = s.value(c) ? digit_bit(s.value(c)) : s.cands(c);
    if (n.value[i] == 0) ++n.open;
  }
  return n;
}

std::string removed_text(const std::vector<Candidate>& removed) {
  std::string r;
  const std::size_t shown = std::min<std::size_t>(removed.size(), 3);
  for (std::size_t i = 0; i < shown; ++i) {
    if (i > 0) r += i + 1 == shown && removed.size() == shown ? " and " : ", ";
    r += std::to_string(removed[i].digit) + " from " + cell_name(removed[i].cell);
  }
  if (removed.size() > shown) r += " and " + std::to_string(removed.size() - shown) + " more";
  return r;
}

}  // namespace

void find_forcing_net(const State& s, Collector& out) {
  Net base = net_of(s);
  if (!base.propagate()) return;  // the board contradicts itself: not this technique's job

  // The solution directs the search (see the note at the top).
  const SolveResult solved = solve(s.board, 2);
  const bool known = solved.count == 1;

  // Outer candidates: cells with fewer candidates first (their assumptions
  // propagate further), then in board order.
  std::vector<Candidate> order;
  s.empty.for_each([&](int c) {
    for_each_digit(s.cands(c), [&](int d) {
      if (known && solved.solution.cells[static_cast<std::size_t>(c)] == d) return;
      order.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
    });
  });
  std::stable_sort(order.begin(), order.end(), [&](const Candidate& a, const Candidate& b) {
    return popcount(s.cands(a.cell)) < popcount(s.cands(b.cell));
  });

  // Depth 2 settles every puzzle of forum_hardest_1905.txt (the hardest
  // known) in ~1 ms to ~100 ms natively; the budgets (~1-2 s each at about
  // a microsecond per assumption) only bound a pathological case, which
  // then ends as "no step" (the caller may guess).
  constexpr int kMaxDepth = 3;
  for (int depth = 2; depth <= kMaxDepth; ++depth) {
    Budget budget{1'500'000L};
    for (const Candidate& x : order) {
      std::vector<Candidate> removed;
      Budget trial = budget;
      Net t = base;
      const bool refuted = !t.place(x.cell, x.digit) || !t.propagate() || !closure(t, depth - 1, trial, &removed);
      budget.left = trial.left;
      if (budget.left < 0) break;
      if (!refuted) continue;
      Step step = make_step(Technique::kForcingNet);
      step.eliminations.push_back(x);
      step.cause.push_back(x);
      step.difficulty = technique_difficulty(Technique::kForcingNet) + (depth - 2) +
                        chain_length_bonus(static_cast<int>(removed.size()));
      const std::string inner = depth == 2 ? "forcing chains" : "depth-" + std::to_string(depth - 1) + " forcing nets";
      const std::string how = removed.empty() ? "the singles"
                                              : "the singles and " + inner + " inside that assumption (removing " +
                                                    removed_text(removed) + ")";
      step.sentence = std::string(technique_name(Technique::kForcingNet)) + ", depth " + std::to_string(depth) +
                      ": if " + cell_name(x.cell) + " were " + std::to_string(x.digit) + ", " + how +
                      " would leave a cell or a unit without a digit, so remove " + std::to_string(x.digit) + " from " +
                      cell_name(x.cell) + ".";
      if (out.add(std::move(step))) return;
      return;  // one elimination per call: the easier techniques take over after it
    }
  }
}

}  // namespace sudoku::logic
