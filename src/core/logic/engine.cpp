// engine.cpp - board checks, the technique walk, applying steps.
#include "core/logic/engine.h"

#include <algorithm>

#include "core/logic/technique_table.h"
#include "core/logic/techniques.h"
#include "core/solver.h"
#include "core/verdict.h"

namespace sudoku::logic {

const TechniqueRow& technique_row(Technique t) {
  const auto i = static_cast<std::size_t>(t);
  return kTechniqueTable[i < kTechniqueTable.size() ? i : static_cast<std::size_t>(Technique::kCount)];
}

namespace {

std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }

// Techniques in the order to try them: hints by the table's order, the
// rating by its rating rank (Sudoku Explainer's order of rules).
std::vector<Technique> technique_order(const TechniqueSet& allowed, Order order) {
  std::vector<Technique> r;
  r.push_back(Technique::kPlacedDigit);
  for (int i = 1; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    const TechniqueRow& row = technique_row(t);
    if (allowed.has(t) && (order == Order::kTier ? row.hint : row.rating > 0)) r.push_back(t);
  }
  if (order == Order::kDifficulty) {
    std::stable_sort(r.begin(), r.end(),
                     [](Technique a, Technique b) { return technique_row(a).rating < technique_row(b).rating; });
  }
  return r;
}

struct Knowledge {
  bool have_solution = false;
  bool unique = false;
  bool no_solution = false;
  Grid solution{};
};

Knowledge know(const Board& board, const Options& options) {
  Knowledge k;
  if (options.solution) {
    k.have_solution = true;
    k.unique = options.unique;
    k.solution = *options.solution;
    return k;
  }
  const SolveResult r = solve(grid_of(board), 2);
  if (r.count == 0) {
    k.no_solution = true;
  } else {
    k.have_solution = r.count == 1;
    k.unique = r.count == 1;
    k.solution = r.solution;
  }
  return k;
}

Step repair_step(Technique t) {
  Step s;
  s.technique = t;
  return s;
}

// Steps 1-4 of the header: a repair step, if the board needs one.
std::optional<Step> check_board(const Board& board, const Knowledge& k) {
  if (k.have_solution) {
    Step wrong = repair_step(Technique::kWrongValue);
    for (int c = 0; c < kCells; ++c) {
      const int v = board.values[static_cast<std::size_t>(c)];
      if (v != 0 && v != k.solution.cells[static_cast<std::size_t>(c)]) {
        wrong.clears.push_back(u8(c));
        wrong.cause_cells.push_back(u8(c));
      }
    }
    if (!wrong.clears.empty()) {
      std::string cells;
      for (auto c : wrong.clears) {
        if (!cells.empty()) cells += ", ";
        cells += cell_name(c) + "=" + std::to_string(board.values[c]);
      }
      wrong.sentence = std::string(wrong.clears.size() > 1 ? "Mistakes: " : "Mistake: ") + cells +
                       (wrong.clears.size() > 1 ? " are wrong" : " is wrong") + "; remove " +
                       (wrong.clears.size() > 1 ? "them." : "it.");
      return wrong;
    }
    Step lost = repair_step(Technique::kWrongElimination);
    for (int c = 0; c < kCells; ++c) {
      const auto i = static_cast<std::size_t>(c);
      if (board.values[i] == 0 && !(board.candidates[i] & digit_bit(k.solution.cells[i]))) {
        lost.restores.push_back({u8(c), k.solution.cells[i]});
        lost.cause_cells.push_back(u8(c));
      }
    }
    if (!lost.restores.empty()) {
      std::string cells;
      for (auto c : lost.cause_cells) {
        if (!cells.empty()) cells += ", ";
        cells += cell_name(c);
      }
      lost.sentence = "Mistake: a candidate that is the true digit was removed from " + cells +
                      "; put the removed candidates back.";
      return lost;
    }
    return std::nullopt;
  }
  if (auto clash = find_clash(grid_of(board))) {
    Step s = repair_step(Technique::kNoSolution);
    s.cause_cells = {clash->first, clash->second};
    s.sentence = "No solution: " + clash_text(*clash) + ".";
    return s;
  }
  if (k.no_solution) {
    Step s = repair_step(Technique::kNoSolution);
    s.sentence = "No solution: the placed digits cannot all be right.";
    return s;
  }
  return std::nullopt;
}

// Whether a step found on the restored board changes the player's board;
// trims it to what is new there.
bool trim_to(const Board& player, Step& step) {
  std::vector<Candidate> elims;
  for (const Candidate& e : step.eliminations) {
    if (player.values[e.cell] == 0 && (player.candidates[e.cell] & digit_bit(e.digit))) elims.push_back(e);
  }
  bool places = false;
  for (const Candidate& p : step.placements) {
    if (player.values[p.cell] == 0) places = true;
  }
  if (!places && elims.empty()) return false;
  step.eliminations = std::move(elims);
  return true;
}

}  // namespace

namespace detail {

int guess_cell(const Board& board) {
  int best = -1;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (board.values[i] != 0) continue;
    if (best < 0 || popcount(board.candidates[i]) < popcount(board.candidates[static_cast<std::size_t>(best)])) {
      best = c;
    }
  }
  return best;
}

std::vector<Step> find_steps(const Board& board, const TechniqueSet& techniques, bool unique, Order order, bool all) {
  State state(board, unique);
  state.rating = order == Order::kDifficulty;
  if (order == Order::kDifficulty && !all) {
    // As Sudoku Explainer rates: its rules in its order, the first that
    // applies giving its easiest step.
    for (Technique t : technique_order(techniques, order)) {
      Collector one(true);
      technique_function(t)(state, one);
      if (!one.steps().empty()) return {std::move(one.steps().front())};
    }
    return {};
  }
  Collector out(!all);
  int tier_found = 0;
  for (Technique t : technique_order(techniques, order)) {
    if (all && tier_found != 0 && technique_tier(t) != tier_found && order == Order::kTier) break;
    if (all && tier_found != 0 && order == Order::kDifficulty) break;
    const TechniqueFn f = technique_function(t);
    if (f == nullptr) continue;
    const std::size_t before = out.steps().size();
    f(state, out);
    if (out.steps().size() > before && tier_found == 0) tier_found = technique_tier(t);
    if (out.done()) break;
  }
  return std::move(out.steps());
}

}  // namespace detail

std::vector<Candidate> missing_candidates(const Board& board) {
  std::vector<Candidate> r;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (board.values[i] != 0) continue;
    Mask seen = 0;
    for (int p : kPeerCells[i]) {
      const int v = board.values[static_cast<std::size_t>(p)];
      if (v) seen |= digit_bit(v);
    }
    for_each_digit(static_cast<Mask>(kAllDigits & ~seen & ~board.candidates[i]), [&](int d) {
      r.push_back({u8(c), u8(d)});
    });
  }
  return r;
}

namespace {

std::vector<Step> engine_steps(const Board& board, const Options& options, bool all) {
  const Knowledge k = know(board, options);
  if (auto repair = check_board(board, k)) return {std::move(*repair)};
  if (is_filled(board)) return {};
  const bool unique = k.have_solution && k.unique;
  const std::vector<Candidate> missing = missing_candidates(board);
  if (!missing.empty()) {
    Board restored = board;
    for (const Candidate& m : missing) restored.candidates[m.cell] |= digit_bit(m.digit);
    if (!all) {
      // Quick path: the player's own easiest step, when the same technique
      // finds it on the restored board too (it does not rest on the removals).
      std::vector<Step> own = detail::find_steps(board, options.techniques, unique, options.order, false);
      if (!own.empty() && own.front().technique != Technique::kPlacedDigit) {
        const Step& s = own.front();
        const State rs(restored, unique);
        Collector again(false);
        technique_function(s.technique)(rs, again);
        for (Step& r : again.steps()) {
          if (r.placements == s.placements && trim_to(board, r) && r.eliminations == s.eliminations) return own;
        }
      } else if (!own.empty()) {
        return own;  // the placed-digit rule needs no candidates
      }
    }
    for (int guard = 0; guard < kCells * 9; ++guard) {
      if (!all && options.order == Order::kTier) {
        // The first step of the easiest technique that has any: returned
        // when it is new to the player; else it and every other step of that
        // technique the player already has are applied at once (each is
        // sound and changes nothing the player sees), which saves a round
        // per step when many removals came from one expensive technique.
        const State st(restored, unique);
        bool any = false;
        for (Technique t : technique_order(options.techniques, options.order)) {
          const TechniqueFn f = technique_function(t);
          if (f == nullptr) continue;
          Collector c(false);
          f(st, c);
          if (c.steps().empty()) continue;
          any = true;
          Step first = c.steps().front();
          if (trim_to(board, first)) return {std::move(first)};
          for (const Step& s : c.steps()) {
            Step copy = s;
            if (!trim_to(board, copy)) apply_step(restored, s);
          }
          break;
        }
        if (!any) break;
        continue;
      }
      std::vector<Step> found = detail::find_steps(restored, options.techniques, unique, options.order, all);
      if (found.empty()) break;
      std::vector<Step> useful;
      for (Step& s : found) {
        Step copy = s;
        if (trim_to(board, copy)) useful.push_back(std::move(copy));
      }
      if (!useful.empty()) return useful;
      for (const Step& s : found) apply_step(restored, s);
    }
    // The replay is stuck: does the player's board still have a step?
    std::vector<Step> own = detail::find_steps(board, options.techniques, unique, options.order, false);
    if (!own.empty()) {
      Step s = repair_step(Technique::kMissingCandidates);
      for (int c = 0; c < kCells; ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (board.values[i] != 0) continue;
        for_each_digit(static_cast<Mask>(restored.candidates[i] & ~board.candidates[i]), [&](int d) {
          s.restores.push_back({u8(c), u8(d)});
        });
      }
      std::vector<std::uint8_t> cells;
      for (const Candidate& r : s.restores) {
        if (cells.empty() || cells.back() != r.cell) cells.push_back(r.cell);
      }
      s.cause_cells = cells;
      s.sentence = "Missing candidates: " + std::to_string(s.restores.size()) + " removed candidate(s) in " +
                   cells_text(cells) + " are not explained by the placed digits or by any step; put them back.";
      return {std::move(s)};
    }
  } else {
    std::vector<Step> found = detail::find_steps(board, options.techniques, unique, options.order, all);
    if (!found.empty()) return found;
  }
  if (options.allow_guess && k.have_solution) {
    const int best = detail::guess_cell(board);
    if (best >= 0) {
      const int d = k.solution.cells[static_cast<std::size_t>(best)];
      Step s = repair_step(Technique::kGuess);
      s.placements.push_back({u8(best), u8(d)});
      s.cause_cells.push_back(u8(best));
      s.sentence = "Guess (brute force): " + cell_name(best) + " is " + std::to_string(d) + ".";
      return {std::move(s)};
    }
  }
  return {};
}

}  // namespace

std::optional<Step> next_step(const Board& board, const Options& options) {
  std::vector<Step> r = engine_steps(board, options, false);
  if (r.empty()) return std::nullopt;
  return std::move(r.front());
}

std::vector<Step> all_steps(const Board& board, const Options& options) { return engine_steps(board, options, true); }

Options make_options(const TechniqueSet& techniques, const Verdict& verdict, bool allow_guess) {
  Options o;
  o.techniques = techniques;
  o.allow_guess = allow_guess;
  if (verdict.unique()) {
    o.solution = verdict.solution;
    o.unique = true;
  }
  return o;
}

void apply_step(Board& board, const Step& step) {
  for (const Candidate& p : step.placements) {
    board.values[p.cell] = p.digit;
    board.candidates[p.cell] = digit_bit(p.digit);
    for (int q : kPeerCells[p.cell]) {
      const auto i = static_cast<std::size_t>(q);
      if (board.values[i] == 0) board.candidates[i] = static_cast<Mask>(board.candidates[i] & ~digit_bit(p.digit));
    }
  }
  for (const Candidate& e : step.eliminations) {
    if (board.values[e.cell] == 0)
      board.candidates[e.cell] = static_cast<Mask>(board.candidates[e.cell] & ~digit_bit(e.digit));
  }
  for (std::uint8_t c : step.clears) {
    board.values[c] = 0;
    Mask m = kAllDigits;
    for (int q : kPeerCells[c]) {
      const int v = board.values[static_cast<std::size_t>(q)];
      if (v) m = static_cast<Mask>(m & ~digit_bit(v));
    }
    board.candidates[c] = m;
  }
  for (const Candidate& r : step.restores) {
    if (board.values[r.cell] == 0) board.candidates[r.cell] |= digit_bit(r.digit);
  }
}

bool is_filled(const Board& board) {
  return std::none_of(board.values.begin(), board.values.end(), [](std::uint8_t v) { return v == 0; });
}

bool is_contradictory(const Board& board) {
  if (find_clash(grid_of(board))) return true;
  for (int u = 0; u < kUnits; ++u) {
    Mask have = 0;
    for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
      const auto i = static_cast<std::size_t>(c);
      if (board.values[i] != 0) {
        have |= digit_bit(board.values[i]);
      } else {
        if (board.candidates[i] == 0) return true;
        have |= board.candidates[i];
      }
    }
    if (have != kAllDigits) return true;
  }
  return false;
}

}  // namespace sudoku::logic
