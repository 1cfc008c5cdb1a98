// cmd_format.cpp - `sudoku format --to line|grid|pm`: rewrite puzzles.
//
// line: 81 characters per puzzle ('.' blanks); grid: the 13-line pretty grid;
// pm: a pencil-mark grid (the puzzle's own marks, or the candidates its givens
// leave). Grids are separated by a blank line. A pencil-mark puzzle written as
// a line or grid keeps only its placed digits. Exit 0, or 2 on a read error.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "core/format.h"

namespace sudoku::cli {

namespace {

struct FormatOptions {
  std::vector<std::string> files;
  std::string to = "line";
};

void run_format(const FormatOptions& o, CommandContext& ctx) {
  bool first = true;
  for_each_puzzle(o.files, ctx, [&](const Puzzle& puzzle, long) {
    if (o.to == "line") {
      ctx.out << to_line(puzzle.givens) << '\n';
      return;
    }
    if (!first) ctx.out << '\n';
    first = false;
    if (o.to == "grid") {
      ctx.out << to_pretty(puzzle.givens);
    } else {
      ctx.out << to_pencil_marks(puzzle.marks ? *puzzle.marks : board_from_grid(puzzle.givens));
    }
  });
}

}  // namespace

void add_format_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<FormatOptions>();
  CLI::App* sub = app.add_subcommand("format", "Rewrite puzzles as lines, grids or pencil-mark grids");
  add_files_option(*sub, opts->files);
  sub->add_option("--to", opts->to, "Output form: line (default), grid or pm")
      ->type_name("FORM")
      ->check(CLI::IsMember({"line", "grid", "pm"}));
  sub->callback([opts, &ctx] { run_format(*opts, ctx); });
}

}  // namespace sudoku::cli
