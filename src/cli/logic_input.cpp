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
                                      CommandContext& ctx) {
  LogicInput in;
  in.verdict = judge(puzzle, 2);
  if (in.verdict.outcome == Outcome::kInvalid || in.verdict.outcome == Outcome::kNoSolution) {
    ctx.out << describe(in.verdict) << '\n';
    ctx.fail(kExitPuzzle);
    return std::nullopt;
  }
  in.options.techniques = techniques;
  if (in.verdict.outcome == Outcome::kUnique) {
    in.options.solution = in.verdict.result.solution;
  } else {
    ctx.fail(kExitPuzzle);  // several solutions: logic still works, without uniqueness
  }
  in.board = puzzle.marks ? *puzzle.marks : board_from_grid(puzzle.givens);
  return in;
}

}  // namespace sudoku::cli
