// cmd_solve.cpp - `sudoku solve`: one answer per puzzle.
//
// Default: the 81-digit solution, or "no solution" / "multiple solutions
// (at least 2)" / "invalid: <why>". --pretty prints solutions as grids (a
// blank line between puzzles); --all N lists up to N solutions per puzzle (a
// blank line between puzzles); --count prints how many solutions there are,
// counting up to --limit ("1000+" when the limit is reached). A pencil-mark
// puzzle is solved from its marks (a solution must agree with every cell's
// candidates), --all included.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>

#include "cli/commands.h"
#include "cli/options.h"
#include "core/format.h"

namespace sudoku::cli {

namespace {

struct SolveOptions {
  std::vector<std::string> files;
  bool pretty = false;
  int all = 0;
  bool count = false;
  int limit = 1000;
};

std::string show(const Grid& grid, bool pretty) { return pretty ? to_pretty(grid) : to_line(grid) + '\n'; }

void run_solve(const SolveOptions& o, CommandContext& ctx) {
  bool first = true;
  // Puzzles print blocks (grids, solution lists) separated by blank lines.
  const bool blocks = o.pretty || o.all > 0;
  auto separate = [&] {
    if (blocks && !first) ctx.out << '\n';
    first = false;
  };
  auto on_puzzle = [&](const Puzzle& puzzle, long) {
    separate();
    if (o.count) {
      const Verdict v = judge(puzzle, o.limit);
      if (v.outcome == Outcome::kInvalid) {
        ctx.out << describe(v) << '\n';
      } else {
        ctx.out << v.count << (v.count >= o.limit ? "+" : "") << '\n';
      }
      if (!v.unique()) ctx.fail(kExitPuzzle);
      return;
    }
    if (o.all > 0) {
      if (const auto clash = find_clash(puzzle.givens)) {
        ctx.out << "invalid: " << clash_text(*clash) << '\n';
        ctx.fail(kExitPuzzle);
        return;
      }
      // Look for one more than shown when N is 1, to tell unique from multiple.
      std::vector<Grid> solutions;
      const int limit = std::max(o.all, 2);
      const int n = puzzle.marks ? list_solutions(*puzzle.marks, limit, solutions)
                                 : list_solutions(puzzle.givens, limit, solutions);
      for (int i = 0; i < std::min(n, o.all); ++i) ctx.out << show(solutions[static_cast<std::size_t>(i)], o.pretty);
      if (n == 0) ctx.out << "no solution\n";
      if (n != 1) ctx.fail(kExitPuzzle);
      return;
    }
    const Verdict v = judge(puzzle, 2);
    if (v.unique()) {
      ctx.out << show(v.solution, o.pretty);
    } else {
      ctx.out << describe(v) << '\n';
      ctx.fail(kExitPuzzle);
    }
  };
  auto on_error = [&](const ReadError& e, long) {
    separate();
    ctx.out << "invalid: " << e.message << '\n';
  };
  for_each_puzzle(o.files, ctx, on_puzzle, on_error);
}

}  // namespace

void add_solve_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<SolveOptions>();
  CLI::App* sub = app.add_subcommand("solve", "Solve puzzles: one line per puzzle (the solution, or why not)");
  add_files_option(*sub, opts->files);
  sub->add_flag("--pretty", opts->pretty, "Print solutions as 9-line grids");
  CLI::Option* all = sub->add_option("--all", opts->all, "List up to N solutions per puzzle")
                         ->type_name("N")
                         ->check(whole_number(1, 1'000'000));
  CLI::Option* count =
      sub->add_flag("--count", opts->count, "Print the number of solutions (up to --limit)")->excludes(all);
  sub->add_option("--limit", opts->limit, "Stop counting at this many solutions (default 1000)")
      ->type_name("N")
      ->check(whole_number(1, 1'000'000'000))
      ->needs(count);
  count->excludes("--pretty");
  sub->callback([opts, &ctx] { run_solve(*opts, ctx); });
}

}  // namespace sudoku::cli
