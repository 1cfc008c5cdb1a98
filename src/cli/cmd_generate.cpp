// cmd_generate.cpp - `sudoku generate`: new uniquely solvable puzzles.
//
// Prints one line per puzzle: "<81-char puzzle> <score> <level> <hardest
// technique>" (the same form as `sudoku rate`). With --level, generates
// until COUNT puzzles of that level were found (or --max-tries runs out).
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "core/format.h"
#include "core/generator.h"
#include "core/logic/rating.h"

namespace sudoku::cli {

namespace {

struct GenerateCliOptions {
  int count = 1;
  std::uint64_t seed = 1;
  std::string level;
  bool asymmetric = false;
  long max_tries = 100000;
};

std::optional<logic::Level> parse_level(const std::string& name) {
  for (int i = 0; i <= static_cast<int>(logic::Level::kExtreme); ++i) {
    const auto level = static_cast<logic::Level>(i);
    std::string n(logic::level_name(level));
    std::string lower_name;
    for (char c : name) lower_name += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    for (char& c : n) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (n == lower_name) return level;
  }
  return std::nullopt;
}

void run_generate(const GenerateCliOptions& o, CommandContext& ctx) {
  std::optional<logic::Level> want;
  if (!o.level.empty()) {
    want = parse_level(o.level);
    if (!want) {
      ctx.err << "sudoku generate: unknown level '" << o.level << "' (use easy, medium, hard, expert or extreme)\n";
      ctx.fail(kExitUsage);
      return;
    }
  }
  int found = 0;
  for (long i = 0; found < o.count && i < o.max_tries; ++i) {
    GenerateOptions g;
    g.seed = o.seed + static_cast<std::uint64_t>(i);
    g.symmetric = !o.asymmetric;
    const Grid puzzle = generate_puzzle(g);
    const logic::Rating r = logic::rate(puzzle);
    if (want && r.level != *want) continue;
    char score[16];
    std::snprintf(score, sizeof score, "%.1f", r.score);
    ctx.out << to_line(puzzle) << ' ' << score << ' ' << logic::level_name(r.level) << ' '
            << logic::technique_key(r.hardest) << '\n';
    ++found;
  }
  if (found < o.count) {
    ctx.err << "sudoku generate: found " << found << " of " << o.count << " puzzles in " << o.max_tries
            << " tries\n";
    ctx.fail(kExitPuzzle);
  }
}

}  // namespace

void add_generate_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<GenerateCliOptions>();
  CLI::App* sub = app.add_subcommand("generate", "Generate new puzzles with a unique solution, rated");
  sub->add_option("-n,--count", opts->count, "How many puzzles (default 1)")->check(CLI::PositiveNumber);
  sub->add_option("--seed", opts->seed, "First random seed (default 1); the same seed gives the same puzzles");
  sub->add_option("--level", opts->level, "Only puzzles of this level: easy, medium, hard, expert or extreme");
  sub->add_flag("--asymmetric", opts->asymmetric, "Remove givens one by one instead of in symmetric pairs");
  sub->add_option("--max-tries", opts->max_tries, "Give up after this many generated puzzles (default 100000)");
  sub->callback([opts, &ctx] { run_generate(*opts, ctx); });
}

}  // namespace sudoku::cli
