// cmd_check.cpp - `sudoku check`: validity and uniqueness, one line per puzzle.
//
// Prints "unique", "no solution", "multiple solutions (at least 2)" or
// "invalid: <why>" per puzzle (--quiet: none), and with --summary a last line
// counting each outcome. Every solution found is also checked (complete, and
// agreeing with the givens); a failure there prints "solver error" and exits 2.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/progress.h"
#include "core/format.h"

namespace sudoku::cli {

namespace {

struct CheckOptions {
  std::vector<std::string> files;
  bool quiet = false;
  bool summary = false;
};

void run_check(const CheckOptions& o, CommandContext& ctx) {
  long unique = 0, none = 0, multiple = 0, invalid = 0, unreadable = 0, wrong = 0;
  auto on_puzzle = [&](const Puzzle& puzzle, long index) {
    const Verdict v = judge(puzzle, 2);
    std::string line = describe(v);
    if (v.solvable() && (!is_complete_solution(v.solution) || !agrees_with(puzzle.givens, v.solution))) {
      ++wrong;
      line = "solver error: " + to_line(v.solution) + " does not solve the puzzle";
      ctx.err << "puzzle " << index << " (line " << puzzle.line << "): " << line << '\n';
      ctx.fail(kExitUsage);
    }
    switch (v.outcome) {
      case Outcome::kUnique:
        ++unique;
        break;
      case Outcome::kNoSolution:
        ++none;
        break;
      case Outcome::kMultiple:
        ++multiple;
        break;
      case Outcome::kInvalid:
        ++invalid;
        break;
    }
    if (!v.unique()) ctx.fail(kExitPuzzle);
    if (!o.quiet) ctx.out << line << '\n';
  };
  auto on_error = [&](const ReadError& e, long) {
    ++unreadable;
    if (!o.quiet) ctx.out << "invalid: " << e.message << '\n';
  };
  Progress bar(ctx.err, o.quiet);
  ctx.progress = &bar;
  for_each_puzzle(o.files, ctx, on_puzzle, on_error);
  ctx.progress = nullptr;
  bar.erase();
  if (o.summary) {
    ctx.out << (unique + none + multiple + invalid + unreadable) << " puzzles: " << unique << " unique, " << none
            << " no solution, " << multiple << " multiple solutions, " << invalid << " invalid, " << unreadable
            << " unreadable";
    if (wrong > 0) ctx.out << ", " << wrong << " SOLVER ERRORS";
    ctx.out << '\n';
  }
}

}  // namespace

void add_check_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<CheckOptions>();
  CLI::App* sub = app.add_subcommand("check", "Report validity and uniqueness of each puzzle");
  add_files_option(*sub, opts->files);
  sub->add_flag("-q,--quiet", opts->quiet, "Print no line per puzzle");
  sub->add_flag("--summary", opts->summary, "Print a last line counting each outcome");
  sub->callback([opts, &ctx] { run_check(*opts, ctx); });
}

}  // namespace sudoku::cli
