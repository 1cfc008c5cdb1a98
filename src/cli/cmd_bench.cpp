// cmd_bench.cpp - `sudoku bench`: the solver benchmark (src/bench/bench.h),
// with the progress bar (cli/progress.h) while it checks, warms up and times.
#include <CLI/CLI.hpp>
#include <memory>

#include "bench/bench.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/progress.h"

namespace sudoku::cli {

void add_bench_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<BenchOptions>();
  CLI::App* sub = app.add_subcommand("bench", "Time the solver on puzzle files (one puzzle per line)");
  sub->add_option("FILE", opts->files, "Puzzle files, one puzzle per line")->type_name("FILE")->required();
  sub->add_flag("--csv", opts->csv, "Print CSV (a header and one row per file)");
  sub->add_option("--limit", opts->limit, "1: find a solution; 2: also prove it unique")
      ->type_name("1|2")
      ->check(whole_number(1, 2));
  sub->add_option("--min-seconds", opts->min_seconds,
                  "Time whole passes over each file for at least S seconds (0.001 to 3600)")
      ->type_name("S")
      ->check(seconds_between(0.001, 3600.0));
  sub->callback([opts, &ctx] {
    // The bar is erased before each result line, so it never tangles with them.
    Progress bar(ctx.err, /*quiet_output=*/true);
    BenchOptions run = *opts;
    if (bar.shown()) {
      run.progress.start = [&bar](const std::string& label, double total) { bar.start(label, total, "puzzles"); };
      run.progress.update = [&bar](double done, long puzzles) { bar.update(done, puzzles); };
      run.progress.erase = [&bar] { bar.erase(); };
    }
    ctx.fail(run_bench(run, ctx.out, ctx.err));
  });
}

}  // namespace sudoku::cli
