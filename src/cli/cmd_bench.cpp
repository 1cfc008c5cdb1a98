// cmd_bench.cpp - `sudoku bench`: the solver benchmark (src/bench/bench.h).
#include <memory>

#include <CLI/CLI.hpp>

#include "bench/bench.h"
#include "cli/commands.h"

namespace sudoku::cli {

void add_bench_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<BenchOptions>();
  CLI::App* sub = app.add_subcommand("bench", "Time the solver on puzzle files (one puzzle per line)");
  sub->add_option("FILE", opts->files, "Puzzle files, one puzzle per line")->type_name("FILE")->required();
  sub->add_flag("--csv", opts->csv, "Print CSV (a header and one row per file)");
  sub->add_option("--limit", opts->limit, "1: find a solution; 2: also prove it unique")
      ->type_name("1|2")
      ->check(CLI::Range(1, 2));
  sub->add_option("--min-seconds", opts->min_seconds, "Time whole passes over each file for at least S seconds")
      ->type_name("S")
      ->check(CLI::PositiveNumber);
  sub->callback([opts, &ctx] { ctx.fail(run_bench(*opts, ctx.out, ctx.err)); });
}

}  // namespace sudoku::cli
