// cmd_hint.cpp - `sudoku hint`: the next logical step(s) for each puzzle.
//
// One line per step in the step format (logic/step.h format_step): technique,
// placements, eliminations, sentence, tab-separated. --all prints every step
// of the easiest tier that has any. --techniques LIST limits the techniques
// (names or tiers, see logic/step.h parse_techniques; default all). A puzzle
// given as a pencil-mark grid is taken as a player's board: mistakes and
// missing candidates are reported first (logic/engine.h). Prints "none" when
// no step applies (solved, or no allowed technique fits).
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "core/format.h"
#include "core/logic/engine.h"

namespace sudoku::cli {

namespace {

struct HintOptions : LogicCommandOptions {
  bool all = false;
  bool guess = false;
};

void run_hint(const HintOptions& o, CommandContext& ctx) {
  auto on_input = [&](const LogicInput& in) {
    std::vector<logic::Step> steps;
    if (o.all) {
      steps = logic::all_steps(in.board, in.options);
    } else if (auto s = logic::next_step(in.board, in.options)) {
      steps.push_back(std::move(*s));
    }
    if (steps.empty()) ctx.out << "none\n";
    for (const logic::Step& s : steps) ctx.out << logic::format_step(s) << '\n';
  };
  for_each_logic_input(o, "hint", o.guess, ctx, on_input);
}

}  // namespace

void add_hint_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<HintOptions>();
  CLI::App* sub = add_logic_command(app, "hint", "Print the next logical step for each puzzle", *opts);
  sub->add_flag("--all", opts->all, "Print every step of the easiest tier that has any");
  sub->add_flag("--guess", opts->guess, "Allow brute force: a guess when no technique applies");
  sub->callback([opts, &ctx] { run_hint(*opts, ctx); });
}

}  // namespace sudoku::cli
