// logic_input.cpp - what the logic subcommands (hint, steps, rate) share:
// reading --techniques and preparing one puzzle for the engine.
#include <ostream>

#include "cli/commands.h"
#include "core/format.h"

namespace sudoku::cli {

std::optional<logic::TechniqueSet> parse_technique_option(const std::string& list, const char* command,
                                                          CommandContext& ctx) {
  std::string error;
  auto techniques = logic::parse_techniques(list, &error);
  if (!techniques) {
    ctx.err << "sudoku " << command << ": " << error << '\n';
    ctx.fail(kExitUsage);
  }
  return techniques;
}

std::optional<LogicInput> logic_input(const Puzzle& puzzle, const logic::TechniqueSet& techniques,
                                      bool allow_guess, CommandContext& ctx) {
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

}  // namespace sudoku::cli
