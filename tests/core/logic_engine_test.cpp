// logic_engine_test.cpp - the engine around the techniques: board checks
// (mistakes, missing candidates), option parsing, the solve path with
// guesses, rating, and soundness over the committed sample
// tests/data/logic_se_sample.txt (every 6th line of se_rated_5plus.txt, 900
// puzzles with their SE ratings, plus 98 from top1465). The full collections
// run through `sudoku logic-bench FILE`, which counts unsound steps too.
#include <catch2/catch_test_macros.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "core/logic/rating.h"
#include "core/logic/trace.h"
#include "core/solver.h"
#include "core/verdict.h"
#include "logic_test_util.h"

using namespace logic_test;

namespace {

struct Sample {
  Grid puzzle;
  double rating = 0.0;  // 0 when the line has none
};

std::vector<Sample> load_sample() {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/logic_se_sample.txt");
  std::vector<Sample> r;
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() < 81) continue;
    Sample s;
    s.puzzle = grid(line);
    std::istringstream rest(line.substr(81));
    rest >> s.rating;
    r.push_back(s);
  }
  return r;
}

/// Calls fn(board, solution) on every board of the hints' path (before each
/// of its steps) of every other puzzle of `samples`, from index `first`.
template <class F>
void each_path_board(const std::vector<Sample>& samples, std::size_t first, F&& fn) {
  for (std::size_t i = first; i < samples.size(); i += 2) {
    const SolveResult solved = solve(samples[i].puzzle, 2);
    REQUIRE(solved.count == 1);
    Options opts;
    opts.solution = solved.solution;
    const Trace t = solve_path(board_from_grid(samples[i].puzzle), opts);
    Board b = board_from_grid(samples[i].puzzle);
    for (const auto& e : t.events) {
      if (e.kind != EventKind::kStep) break;
      fn(std::as_const(b), std::as_const(solved.solution));
      apply_step(b, e.step);
    }
  }
}

constexpr std::string_view kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

}  // namespace

TEST_CASE("Technique lists parse names, families and tiers", "[core][logic]") {
  std::string error;
  const auto singles = parse_techniques("singles", &error);
  REQUIRE(singles);
  CHECK(singles->has(Technique::kFullHouse));
  CHECK(singles->has(Technique::kHiddenSingleBox));
  CHECK(singles->has(Technique::kNakedSingle));
  CHECK(singles->has(Technique::kPlacedDigit));
  CHECK_FALSE(singles->has(Technique::kLockedPointing));
  CHECK(*parse_techniques("tier1") == *singles);

  check_selects(" Singles , locked,X-Wing ", {Technique::kLockedClaiming, Technique::kXWing}, {Technique::kSwordfish});
  check_selects("tier3", {Technique::kHiddenQuad, Technique::kUniqueRectangle1}, {Technique::kXChain});
  CHECK(parse_techniques("all")->has(Technique::kUnitForcingChain));
  CHECK(*parse_techniques("all") == TechniqueSet::all());

  CHECK_FALSE(parse_techniques("singles,foo", &error));
  CHECK(error == "unknown technique 'foo'");
}

TEST_CASE("Technique lists take a technique's name as a key, and every family", "[core][logic]") {
  check_selects("Hidden-Single", {Technique::kHiddenSingleBox, Technique::kHiddenSingleLine},
                {Technique::kNakedSingle});
  const auto ur1 = parse_techniques("uniqueness-test-1");
  REQUIRE(ur1);
  CHECK(*ur1 == *parse_techniques("ur1"));
  CHECK(*parse_techniques("colouring") == *parse_techniques("coloring"));
  CHECK(*parse_techniques("locked-candidates") == *parse_techniques("locked"));
  // Each technique is selected by its key and by its family, and a family
  // selects nothing outside it.
  for (int i = 1; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    INFO(technique_key(t));
    const auto by_key = parse_techniques(std::string(technique_key(t)));
    REQUIRE(by_key);
    CHECK(by_key->has(t));
    REQUIRE_FALSE(technique_family(t).empty());
    const auto family = parse_techniques(std::string(technique_family(t)));
    REQUIRE(family);
    for (int j = 1; j < kTechniqueCount; ++j) {
      const auto u = static_cast<Technique>(j);
      CHECK(family->has(u) == (technique_family(u) == technique_family(t)));
    }
  }
}

TEST_CASE("The technique table: unique keys, tiers in hint order, a function per technique", "[core][logic]") {
  int last_tier = 1;
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    INFO(technique_key(t));
    CHECK(technique_row(t).technique == t);
    CHECK(technique_function(t) != nullptr);
    CHECK((technique_row(t).hint || technique_row(t).rating > 0));
    for (int j = i + 1; j <= static_cast<int>(Technique::kGuess); ++j) {
      CHECK(technique_key(t) != technique_key(static_cast<Technique>(j)));
    }
    if (!technique_row(t).hint) continue;
    CHECK(technique_tier(t) >= last_tier);  // hints try tier by tier
    last_tier = technique_tier(t);
  }
  CHECK(technique_function(Technique::kGuess) == nullptr);
  CHECK(technique_tier(Technique::kWrongValue) == 0);
  CHECK(technique_name(Technique::kGuess) == "Guess");
}

TEST_CASE("Options for a judged puzzle: the solution only when it is unique", "[core][logic]") {
  const Verdict unique = judge(grid(kEasy));
  REQUIRE(unique.unique());
  const auto tier2 = TechniqueSet::up_to_tier(2);
  const Options o = make_options(tier2, unique, true);
  CHECK(o.techniques == tier2);
  CHECK(o.allow_guess);
  REQUIRE(o.solution);
  CHECK(*o.solution == unique.solution);
  CHECK(o.unique);
  CHECK(o.order == Order::kTier);

  Grid two = grid(kEasy);
  for (int c = 0; c < 30; ++c) two.cells[static_cast<std::size_t>(c)] = 0;
  const Verdict multiple = judge(two);
  REQUIRE(multiple.outcome == Outcome::kMultiple);
  const Options m = make_options(TechniqueSet::all(), multiple);
  CHECK_FALSE(m.solution);
  CHECK_FALSE(m.allow_guess);
}

TEST_CASE("Combinations come in lexicographic order, all of them, and stop on request", "[core][logic]") {
  std::vector<std::vector<int>> seen;
  CHECK_FALSE(for_each_combination(5, 3, [&](const int* p) {
    seen.push_back({p[0], p[1], p[2]});
    return false;
  }));
  REQUIRE(seen.size() == 10);
  CHECK(seen.front() == std::vector<int>{0, 1, 2});
  CHECK(seen[1] == std::vector<int>{0, 1, 3});
  CHECK(seen.back() == std::vector<int>{2, 3, 4});
  CHECK(std::is_sorted(seen.begin(), seen.end()));
  int calls = 0;
  CHECK(for_each_combination(9, 4, [&](const int*) { return ++calls == 7; }));
  CHECK(calls == 7);
  calls = 0;
  for_each_combination(9, 4, [&](const int*) { return ++calls < 0; });
  CHECK(calls == 126);
  calls = 0;
  for_each_combination(9, 5, [&](const int*) { return ++calls < 0; });
  CHECK(calls == 126);
  CHECK_FALSE(for_each_combination(2, 3, [&](const int*) { return true; }));
}

TEST_CASE("Step lines are tab-separated: name, placements, eliminations, sentence", "[core][logic]") {
  Step s;
  s.technique = Technique::kXWing;
  s.eliminations = {{static_cast<std::uint8_t>(at("r5c3")), 4}, {static_cast<std::uint8_t>(at("r7c6")), 4}};
  s.sentence = "X-Wing on 4.";
  CHECK(format_step(s) == "X-Wing\t\tr5c3<>4 r7c6<>4\tX-Wing on 4.");
  s.technique = Technique::kNakedSingle;
  s.eliminations.clear();
  s.placements = {{static_cast<std::uint8_t>(at("r4c5")), 3}};
  s.sentence = "x";
  CHECK(format_step(s) == "Naked Single\tr4c5=3\t\tx");
}

TEST_CASE("A wrong digit is reported before any technique", "[core][logic]") {
  const Grid puzzle = grid(kEasy);
  const SolveResult solved = solve(puzzle, 2);
  REQUIRE(solved.count == 1);
  Board b = board_from_grid(puzzle);
  // r1c3 is empty; put a digit there that is a candidate but not the solution's.
  const auto cell = static_cast<std::size_t>(at("r1c3"));
  REQUIRE(b.values[cell] == 0);
  int wrong = 0;
  for (int d = 1; d <= 9 && wrong == 0; ++d) {
    if ((b.candidates[cell] & digit_bit(d)) && d != solved.solution.cells[cell]) wrong = d;
  }
  REQUIRE(wrong != 0);
  b.values[cell] = static_cast<std::uint8_t>(wrong);
  b.candidates[cell] = digit_bit(wrong);
  Options known;
  known.solution = solved.solution;
  const auto step = next_step(b, known);
  REQUIRE(step);
  CHECK(step->technique == Technique::kWrongValue);
  CHECK(step->clears == std::vector<std::uint8_t>{static_cast<std::uint8_t>(cell)});
  Board fixed = b;
  apply_step(fixed, *step);
  CHECK(fixed.values[cell] == 0);
  CHECK((fixed.candidates[cell] & digit_bit(solved.solution.cells[cell])) != 0);
  // Without the solution the engine solves the placed digits: the wrong one
  // makes the grid unsolvable here or gives it a different solution; either
  // way it does not offer a technique step built on it silently.
  const auto unknown = next_step(b);
  REQUIRE(unknown);
  CHECK(unknown->technique == Technique::kNoSolution);
}

TEST_CASE("A removed true candidate is reported with the digit to restore", "[core][logic]") {
  const Grid puzzle = grid(kEasy);
  const SolveResult solved = solve(puzzle, 2);
  Board b = board_from_grid(puzzle);
  const auto cell = static_cast<std::size_t>(at("r9c1"));
  REQUIRE(b.values[cell] == 0);
  const int truth = solved.solution.cells[cell];
  b.candidates[cell] &= static_cast<Mask>(~digit_bit(truth));
  Options known;
  known.solution = solved.solution;
  const auto step = next_step(b, known);
  REQUIRE(step);
  CHECK(step->technique == Technique::kWrongElimination);
  REQUIRE(step->restores.size() == 1);
  CHECK(step->restores[0] == Candidate{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(truth)});
}

TEST_CASE("Clashing digits without a known solution name the clash", "[core][logic]") {
  Board b = open_board();
  b.values[0] = 5;
  b.values[8] = 5;
  const auto step = next_step(b);
  REQUIRE(step);
  CHECK(step->technique == Technique::kNoSolution);
  CHECK(step->sentence == "No solution: r1c1 and r1c9 are both 5.");
}

TEST_CASE("Missing candidates: removals the engine can justify are accepted", "[core][logic]") {
  // Walk the easy puzzle's path to its first elimination step E, make E's
  // removals by hand as a player would (without the engine's step), and ask
  // again: the engine replays E itself and gives the step after it.
  const auto samples = load_sample();
  REQUIRE(samples.size() > 100);
  const Grid puzzle = samples[0].puzzle;
  const SolveResult solved = solve(puzzle, 2);
  Options known;
  known.solution = solved.solution;
  Board b = board_from_grid(puzzle);
  std::optional<Step> e;
  for (int i = 0; i < 200; ++i) {
    auto s = next_step(b, known);
    REQUIRE(s);
    if (!s->eliminations.empty() && s->placements.empty()) {
      e = s;
      break;
    }
    apply_step(b, *s);
  }
  REQUIRE(e);
  Board player = b;
  for (const auto& x : e->eliminations) player.candidates[x.cell] &= static_cast<Mask>(~digit_bit(x.digit));
  REQUIRE(missing_candidates(player).size() == e->eliminations.size());
  const auto next = next_step(player, known);
  REQUIRE(next);
  CHECK(next->technique != Technique::kMissingCandidates);
  Board engine = b;
  apply_step(engine, *e);
  const auto expected = next_step(engine, known);
  REQUIRE(expected);
  CHECK(next->technique == expected->technique);
  CHECK(next->placements == expected->placements);
}

TEST_CASE("Missing candidates: an unexplained removal a step relies on is reported", "[core][logic]") {
  // With naked singles only, the untouched board (the first sample puzzle
  // whose start has no naked single) has no step; the player strips one cell
  // down to its true digit, so the player's board has a naked single that
  // rests on removals nothing explains.
  const auto samples = load_sample();
  const TechniqueSet naked = *parse_techniques("naked-single");
  const Sample* pick = nullptr;
  for (const auto& s : samples) {
    if (sudoku::logic::detail::find_steps(board_from_grid(s.puzzle), naked, true, Order::kTier, false).empty()) {
      pick = &s;
      break;
    }
  }
  REQUIRE(pick != nullptr);
  const Grid puzzle = pick->puzzle;
  const SolveResult solved = solve(puzzle, 2);
  Options opts;
  opts.solution = solved.solution;
  opts.techniques = naked;
  Board b = board_from_grid(puzzle);
  std::size_t cell = 0;
  while (b.values[cell] != 0) ++cell;
  const Mask before = b.candidates[cell];
  const Mask truth = digit_bit(solved.solution.cells[cell]);
  REQUIRE(popcount(before) >= 2);
  b.candidates[cell] = truth;
  const auto step = next_step(b, opts);
  REQUIRE(step);
  CHECK(step->technique == Technique::kMissingCandidates);
  std::vector<Candidate> expected;
  for_each_digit(static_cast<Mask>(before & ~truth), [&](int d) {
    expected.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
  });
  CHECK(step->restores == expected);
  Board restored = b;
  apply_step(restored, *step);
  CHECK(restored.candidates[cell] == before);
}

TEST_CASE("all_steps lists every step of the easiest tier", "[core][logic]") {
  const Board b = board_from_grid(grid(kEasy));
  const auto steps = all_steps(b);
  REQUIRE(steps.size() > 1);
  for (const auto& s : steps) CHECK(technique_tier(s.technique) == 1);
  const auto first = next_step(b);
  REQUIRE(first);
  CHECK(first->placements == steps[0].placements);
}

TEST_CASE("The solve path guesses and backtracks when the techniques run out", "[core][logic]") {
  const auto samples = load_sample();
  const Grid puzzle = samples[1].puzzle;  // SE 5+: singles alone cannot finish
  const SolveResult solved = solve(puzzle, 2);
  Options singles;
  singles.techniques = *parse_techniques("singles");
  singles.solution = solved.solution;
  const Trace stuck = solve_path(board_from_grid(puzzle), singles);
  CHECK_FALSE(stuck.solved);
  CHECK(stuck.events.back().kind == EventKind::kStuck);
  singles.allow_guess = true;
  const Trace t = solve_path(board_from_grid(puzzle), singles);
  CHECK(t.solved);
  CHECK(t.guessed);
  CHECK(grid_of(t.final_board) == solved.solution);
  CHECK(t.events.back().kind == EventKind::kSolved);
  bool saw_guess = false;
  for (const auto& e : t.events) saw_guess = saw_guess || e.kind == EventKind::kGuess;
  CHECK(saw_guess);
}

TEST_CASE("Rating: an easy puzzle rates below a hard one", "[core][logic]") {
  const Rating easy = rate(grid(kEasy));
  CHECK(easy.solved_by_logic);
  CHECK(easy.level <= Level::kMedium);
  CHECK(easy.score < 3.0);
  const auto samples = load_sample();
  const Sample* hard = nullptr;
  for (const auto& s : samples) {
    if (s.rating >= 8.3) {
      hard = &s;
      break;
    }
  }
  REQUIRE(hard != nullptr);
  const Rating h = rate(hard->puzzle);
  CHECK(h.solved_by_logic);
  CHECK(h.score > easy.score);
  CHECK(h.score >= 7.5);
  CHECK(h.level == Level::kExtreme);
  // With singles only, the hard puzzle needs a guess.
  const Rating guessed = rate(hard->puzzle, *parse_techniques("singles"));
  CHECK(guessed.hardest == Technique::kGuess);
  CHECK_FALSE(guessed.solved_by_logic);
}

TEST_CASE("Rating: agrees with Sudoku Explainer's ratings on the sample, along a sound path", "[core][logic]") {
  // The sample's ratings are Sukaku Explainer's; the rating walks SE's rules
  // in SE's order (Order::kDifficulty), so it should give the same score
  // for nearly every puzzle (`sudoku logic-bench --compare` measures the
  // whole collection). Its rating-only rules (SE's chains, strong links,
  // wings) must be sound and all get used.
  const auto samples = load_sample();
  int rated = 0, exact = 0, unsound = 0;
  std::vector<int> used(static_cast<std::size_t>(Technique::kGuess) + 1, 0);
  for (const Sample& s : samples) {
    if (s.rating == 0.0) continue;
    const SolveResult solved = solve(s.puzzle, 2);
    REQUIRE(solved.count == 1);
    Trace path;
    const Rating r = rate(s.puzzle, TechniqueSet::all(), &solved.solution, &path);
    ++rated;
    exact += std::lround(r.score * 10) == std::lround(s.rating * 10);
    for (const auto& e : path.events) {
      if (e.kind != EventKind::kStep) continue;
      ++used[static_cast<std::size_t>(e.step.technique)];
      for (const auto& p : e.step.placements) unsound += solved.solution.cells[p.cell] != p.digit;
      for (const auto& x : e.step.eliminations) unsound += solved.solution.cells[x.cell] == x.digit;
    }
  }
  REQUIRE(rated >= 900);
  CHECK(unsound == 0);
  CHECK(exact >= rated * 95 / 100);
  for (Technique t :
       {Technique::kForcingChainCycle, Technique::kNishioChain, Technique::kMultipleChain, Technique::kDynamicChain,
        Technique::kStrongLinks2, Technique::kStrongLinks3, Technique::kWXYZWing, Technique::kVWXYZWing}) {
    INFO(technique_key(t));
    CHECK(used[static_cast<std::size_t>(t)] > 0);
  }
  // Hints never use the rating-only rules.
  for (std::size_t i = 0; i < samples.size(); i += 10) {
    const SolveResult solved = solve(samples[i].puzzle, 2);
    Options opts;
    opts.solution = solved.solution;
    for (const auto& e : solve_path(board_from_grid(samples[i].puzzle), opts).events) {
      if (e.kind == EventKind::kStep) CHECK(technique_row(e.step.technique).hint);
    }
  }
}

TEST_CASE("Soundness: every step on the sample agrees with the solution", "[core][logic]") {
  // Every technique, in hint order, over every other puzzle of the sample
  // (solve_path walks the same table next_step does); next_step itself, with
  // its board checks, over the first 100 puzzles. The long run over the full
  // collections is `sudoku logic-bench ../shared/data/se_rated_5plus.txt`.
  const auto samples = load_sample();
  REQUIRE(samples.size() >= 900);
  int unsound = 0;
  int unsolved_rated = 0;
  int steps = 0;
  auto check = [&](const Step& step, const Grid& solution) {
    ++steps;
    for (const auto& p : step.placements) unsound += solution.cells[p.cell] != p.digit;
    for (const auto& e : step.eliminations) unsound += solution.cells[e.cell] == e.digit;
  };
  for (std::size_t i = 0; i < samples.size(); i += 2) {
    const Sample& s = samples[i];
    const SolveResult solved = solve(s.puzzle, 2);
    REQUIRE(solved.count == 1);
    Options opts;
    opts.solution = solved.solution;
    const Trace t = solve_path(board_from_grid(s.puzzle), opts);
    for (const auto& e : t.events) {
      if (e.kind == EventKind::kStep) check(e.step, solved.solution);
    }
    if (s.rating > 0.0 && !(t.solved && !t.guessed)) ++unsolved_rated;
    if (i >= 100) continue;
    Board b = board_from_grid(s.puzzle);
    while (!is_filled(b)) {
      const auto step = next_step(b, opts);
      if (!step) break;
      check(*step, solved.solution);
      apply_step(b, *step);
    }
    CHECK(grid_of(b) == solved.solution);
  }
  CHECK(steps > 10000);
  CHECK(unsound == 0);
  CHECK(unsolved_rated == 0);
}

TEST_CASE("Soundness: every rectangle step of type 6 and every Hidden Rectangle on the sample agrees",
          "[core][logic]") {
  // Along the hints' path of every other puzzle of the sample, all the steps
  // these two techniques find on each board (not only the first hint, which
  // is rarely one of them), checked against the solution; each must be met.
  const auto samples = load_sample();
  REQUIRE(samples.size() >= 900);
  const Technique kinds[] = {Technique::kUniqueRectangle6, Technique::kHiddenRectangle};
  int found[2] = {0, 0};
  int unsound = 0;
  each_path_board(samples, 0, [&](const Board& b, const Grid& solution) {
    for (int k = 0; k < 2; ++k) {
      TechniqueSet one = TechniqueSet::none();
      one.add(kinds[k]);
      for (const Step& step : sudoku::logic::detail::find_steps(b, one, true, Order::kTier, true)) {
        ++found[k];
        for (const auto& e : step.eliminations) unsound += solution.cells[e.cell] == e.digit;
      }
    }
  });
  INFO("ur6 " << found[0] << ", hidden rectangle " << found[1]);
  CHECK(found[0] > 0);
  CHECK(found[1] > 0);
  CHECK(unsound == 0);
}

TEST_CASE("Soundness: every colouring step on every board of the sample's paths agrees with the solution",
          "[core][logic]") {
  // The hints' path meets Simple and Multi Colors only where nothing before
  // them applies; here each is asked for all its steps on every board of
  // every other puzzle's path, so the steps the path never takes are
  // checked too.
  const auto samples = load_sample();
  REQUIRE(samples.size() >= 900);
  int unsound = 0;
  int multi = 0;
  each_path_board(samples, 1, [&](const Board& b, const Grid& solution) {
    for (Technique tech : {Technique::kSimpleColors, Technique::kMultiColors}) {
      for (const Step& step : run(tech, b)) {
        multi += tech == Technique::kMultiColors;
        for (const auto& x : step.eliminations) unsound += solution.cells[x.cell] == x.digit;
      }
    }
  });
  CHECK(multi > 100);
  CHECK(unsound == 0);
}
