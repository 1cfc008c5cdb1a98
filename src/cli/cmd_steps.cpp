// cmd_steps.cpp - `sudoku steps`: the full solve path of each puzzle.
//
// One line per event in the step format (logic/step.h format_step); guesses
// print as "Guess<TAB>r1c1=5<TAB><TAB>sentence" and backtracks as
// "Backtrack<TAB><TAB>r1c1<>5<TAB>sentence". A closing line per puzzle says
// "solved" (logic alone), "guess" (a guess was needed) or "stuck" (the
// allowed techniques ran out and --no-guess was given). --techniques LIST
// limits the techniques (default all). --rating walks the rating's path
// (logic/rating.h) instead of the hints' path.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "core/format.h"
#include "core/logic/trace.h"

namespace sudoku::cli {

namespace {

struct StepsOptions : LogicCommandOptions {
  bool no_guess = false;
  bool rating = false;
};

void run_steps(const StepsOptions& o, CommandContext& ctx) {
  auto on_input = [&](const LogicInput& in) {
    logic::Options options = in.options;
    if (o.rating) options.order = logic::Order::kDifficulty;
    const Board& board = in.board;
    const logic::Trace trace = logic::solve_path(board, options);
    for (const logic::TraceEvent& e : trace.events) {
      const std::string at = logic::placement_text({e.cell, e.digit});
      switch (e.kind) {
        case logic::EventKind::kStep:
          ctx.out << logic::format_step(e.step) << '\n';
          break;
        case logic::EventKind::kGuess:
          ctx.out << "Guess\t" << at << "\t\tGuess: try " << int{e.digit} << " in " << cell_name(e.cell) << ".\n";
          break;
        case logic::EventKind::kBacktrack:
          ctx.out << "Backtrack\t\t" << logic::elimination_text({e.cell, e.digit}) << "\tThe guess " << at
                  << " led to a contradiction: undo it and remove " << int{e.digit} << " from " << cell_name(e.cell)
                  << ".\n";
          break;
        case logic::EventKind::kSolved:
        case logic::EventKind::kStuck:
          break;
      }
    }
    ctx.out << (!trace.solved ? "stuck" : trace.guessed ? "guess" : "solved") << '\n';
  };
  for_each_logic_input(o, "steps", !o.no_guess, ctx, on_input);
}

}  // namespace

void add_steps_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<StepsOptions>();
  CLI::App* sub = add_logic_command(app, "steps", "Print the full solve path of each puzzle, one step per line", *opts);
  sub->add_flag("--no-guess", opts->no_guess, "Stop (\"stuck\") when the techniques run out instead of guessing");
  sub->add_flag("--rating", opts->rating,
                "The path the rating takes (Sudoku Explainer's rules and order) instead of the hints' path");
  sub->callback([opts, &ctx] { run_steps(*opts, ctx); });
}

}  // namespace sudoku::cli
