// cmd_rate.cpp - `sudoku rate`: difficulty of each puzzle.
//
// One line per puzzle: "<81-char puzzle> <score> <level> <hardest technique>"
// where the score is on the Sudoku Explainer scale (logic/rating.h), the
// level one of Easy, Medium, Hard, Expert, Extreme, and the hardest
// technique its key (e.g. "x-wing"), or "guess" when logic alone (with
// --techniques LIST, default all) did not finish.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/progress.h"
#include "core/format.h"
#include "core/logic/rating.h"

namespace sudoku::cli {

namespace {

void run_rate(const LogicCommandOptions& o, CommandContext& ctx) {
  auto on_puzzle = [&](const Puzzle& puzzle, const logic::TechniqueSet& techniques) {
    const Verdict v = judge(puzzle, 2);
    if (!v.unique()) {
      ctx.out << to_line(puzzle.givens) << ' ' << describe(v) << '\n';
      ctx.fail(kExitPuzzle);
      return;
    }
    const logic::Rating r = logic::rate(puzzle.givens, techniques, &v.solution);
    ctx.out << to_line(puzzle.givens) << ' ' << rating_text(r) << '\n';
  };
  Progress bar(ctx.err, /*quiet_output=*/false);
  ctx.progress = &bar;
  for_each_logic_puzzle(o, "rate", ctx, on_puzzle);
  ctx.progress = nullptr;
}

}  // namespace

std::string rating_text(const logic::Rating& rating) {
  char score[16];
  std::snprintf(score, sizeof score, "%.1f", rating.score);
  // A grid already full takes no step: nothing is its hardest.
  return std::string(score) + ' ' + std::string(logic::level_name(rating.level)) + ' ' +
         (rating.steps == 0 ? std::string("solved") : std::string(logic::technique_key(rating.hardest)));
}

void add_rate_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<LogicCommandOptions>();
  CLI::App* sub = add_logic_command(app, "rate", "Rate each puzzle's difficulty (Sudoku Explainer scale)", *opts);
  sub->callback([opts, &ctx] { run_rate(*opts, ctx); });
}

}  // namespace sudoku::cli
