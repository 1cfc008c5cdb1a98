// logic_input.cpp - what the logic subcommands (hint, steps, rate) share:
// reading --techniques and preparing one puzzle for the engine.
#include <CLI/CLI.hpp>
#include <ostream>

#include "cli/commands.h"
#include "core/format.h"

namespace sudoku::cli {

CLI::App* add_logic_command(CLI::App& app, const char* name, const char* description, LogicCommandOptions& opts) {
  CLI::App* sub = app.add_subcommand(name, description);
  add_files_option(*sub, opts.files);
  sub->add_option("--techniques", opts.techniques,
                  "Allowed techniques: names or tiers, comma-separated (e.g. singles,locked or tier3; default all)");
  return sub;
}

void for_each_logic_puzzle(const LogicCommandOptions& o, const char* command, CommandContext& ctx,
                           const std::function<void(const Puzzle&, const logic::TechniqueSet&)>& on_puzzle) {
  std::string error;
  const auto techniques = logic::parse_techniques(o.techniques, &error);
  if (!techniques) {
    ctx.err << "sudoku " << command << ": " << error << '\n';
    ctx.fail(kExitUsage);
    return;
  }
  for_each_puzzle(o.files, ctx, [&](const Puzzle& puzzle, long) { on_puzzle(puzzle, *techniques); });
}

std::optional<LogicInput> logic_input(const Puzzle& puzzle, const logic::TechniqueSet& techniques, bool allow_guess,
                                      CommandContext& ctx) {
  LogicInput in;
  in.verdict = judge(puzzle, 2);
  if (!in.verdict.solvable()) {
    ctx.out << describe(in.verdict) << '\n';
    ctx.fail(kExitPuzzle);
    return std::nullopt;
  }
  if (!in.verdict.unique()) ctx.fail(kExitPuzzle);  // several solutions: logic still works, without uniqueness
  in.options = logic::make_options(techniques, in.verdict, allow_guess);
  in.board = start_board(puzzle);
  return in;
}

void for_each_logic_input(const LogicCommandOptions& o, const char* command, bool allow_guess, CommandContext& ctx,
                          const std::function<void(const LogicInput&)>& on_input) {
  for_each_logic_puzzle(o, command, ctx, [&](const Puzzle& puzzle, const logic::TechniqueSet& techniques) {
    if (const auto in = logic_input(puzzle, techniques, allow_guess, ctx)) on_input(*in);
  });
}

}  // namespace sudoku::cli
