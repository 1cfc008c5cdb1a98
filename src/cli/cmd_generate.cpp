// cmd_generate.cpp - `sudoku generate`: new puzzles at a level, practice
// puzzles for one technique, the daily puzzle.
//
// Prints one 81-character line per puzzle; with --rate followed by
// "<score> <level> <hardest technique>" exactly as `sudoku rate` prints them.
// Puzzle k (from 0) of a run is the one of seed S + k, so any line can be
// made again alone with --seed S+k -n 1. Exit codes: 0 all puzzles made,
// 1 some puzzle not found within --max-tries attempts, 2 usage error.
#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>

#include "cli/commands.h"
#include "cli/options.h"
#include "core/format.h"
#include "core/generator.h"
#include "core/logic/rating.h"

namespace sudoku::cli {

namespace {

// The most puzzles one run makes.
constexpr long long kMaxCount = 10'000'000;

struct GenerateCliOptions {
  int count = 1;
  std::uint64_t seed = 1;
  std::string level;
  std::string technique;
  std::string symmetry = "none";
  bool asymmetric = false;
  bool minimal = false;
  bool rate = false;
  std::string daily;
  int max_tries = 20000;
  int strict_tries = kStrictPracticeAttempts;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}

std::optional<logic::Level> parse_level(const std::string& name) {
  for (int i = 0; i <= static_cast<int>(logic::Level::kExtreme); ++i) {
    const auto level = static_cast<logic::Level>(i);
    if (lower(std::string(logic::level_name(level))) == lower(name)) return level;
  }
  return std::nullopt;
}

// One technique by its key (e.g. "x-wing"), through the techniques' own
// parser: a name that stands for several (a family, a tier) is refused.
std::optional<logic::Technique> parse_technique(const std::string& name, std::string& error) {
  const std::optional<logic::TechniqueSet> set = logic::parse_techniques(name, &error);
  if (!set) return std::nullopt;
  std::optional<logic::Technique> found;
  int n = 0;
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (t == logic::Technique::kPlacedDigit || !set->has(t)) continue;
    found = t;
    ++n;
  }
  if (n != 1) {
    error = "'" + name + "' names " + std::to_string(n) +
            " techniques; give one, e.g. x-wing, xy-wing, skyscraper, ur1, aic";
    return std::nullopt;
  }
  return found;
}

// "YYYY-MM-DD" with digits in those places; the calendar is checked later.
bool parse_date(const std::string& text, int& y, int& m, int& d) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (int i : {0, 1, 2, 3, 5, 6, 8, 9}) {
    if (text[static_cast<std::size_t>(i)] < '0' || text[static_cast<std::size_t>(i)] > '9') return false;
  }
  y = std::stoi(text.substr(0, 4));
  m = std::stoi(text.substr(5, 2));
  d = std::stoi(text.substr(8, 2));
  return true;
}

// Prints one generated puzzle; false (with a message) when there is none.
bool print(const Generated& g, const GenerateCliOptions& o, const std::string& what, CommandContext& ctx) {
  if (g.status != GenerateStatus::kOk) {
    ctx.err << "sudoku generate: no " << what << " puzzle found in " << g.attempts
            << (g.attempts == 1 ? " attempt" : " attempts") << " (raise --max-tries)\n";
    ctx.fail(kExitPuzzle);
    return false;
  }
  ctx.out << to_line(g.puzzle);
  if (o.rate) ctx.out << ' ' << rating_text(g.rating);
  ctx.out << '\n';
  return true;
}

void usage_error(const std::string& message, CommandContext& ctx) {
  ctx.err << "sudoku generate: " << message << '\n';
  ctx.fail(kExitUsage);
}

void run_generate(const GenerateCliOptions& o, CommandContext& ctx) {
  if (!o.daily.empty()) {
    int y = 0, m = 0, d = 0;
    if (!parse_date(o.daily, y, m, d)) {
      usage_error("--daily: '" + o.daily + "' is not a date YYYY-MM-DD", ctx);
      return;
    }
    std::string error;
    std::optional<GenerateOptions> daily = daily_options(y, m, d, &error);
    if (!daily) {
      usage_error("--daily " + error, ctx);
      return;
    }
    daily->max_attempts = o.max_tries;
    print(generate(*daily), o, "daily", ctx);
    return;
  }
  GenerateOptions g;
  g.minimal = o.minimal;
  g.max_attempts = o.max_tries;
  g.strict_attempts = o.strict_tries;
  std::string what = "such";
  if (!o.level.empty()) {
    g.level = parse_level(o.level);
    if (!g.level) {
      usage_error("unknown level '" + o.level + "' (use easy, medium, hard, expert or extreme)", ctx);
      return;
    }
    what = std::string(logic::level_name(*g.level));
  }
  if (!o.technique.empty()) {
    std::string error;
    g.technique = parse_technique(o.technique, error);
    if (!g.technique) {
      usage_error("--technique: " + error, ctx);
      return;
    }
    what = o.technique;
  }
  const std::optional<Symmetry> symmetry = parse_symmetry(lower(o.symmetry));
  if (!symmetry) {
    usage_error("unknown symmetry '" + o.symmetry + "' (use none, rot180, diagonal or mirror)", ctx);
    return;
  }
  if (o.asymmetric && *symmetry != Symmetry::kNone) {
    usage_error("--asymmetric contradicts --symmetry " + o.symmetry, ctx);
    return;
  }
  g.symmetry = *symmetry;
  if (o.seed > ~0ull - static_cast<std::uint64_t>(o.count - 1)) {
    usage_error("--seed " + std::to_string(o.seed) + " with --count " + std::to_string(o.count) +
                    " runs past the largest seed, " + with_commas(~0ull) + "; start lower or make fewer",
                ctx);
    return;
  }
  for (int k = 0; k < o.count; ++k) {
    g.seed = o.seed + static_cast<std::uint64_t>(k);
    const Generated made = generate(g);
    if (made.status == GenerateStatus::kBadOptions) {
      usage_error(made.error, ctx);
      return;
    }
    if (!print(made, o, what, ctx)) return;
  }
}

}  // namespace

void add_generate_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<GenerateCliOptions>();
  CLI::App* sub = app.add_subcommand("generate",
                                     "Generate new puzzles with one solution: at a level, "
                                     "for practising a technique, or the puzzle of a day");
  sub->add_option("--level", opts->level, "The rater's level: easy, medium, hard, expert or extreme (default any)");
  sub->add_option("--technique", opts->technique,
                  "Practice: the hardest step is this technique (a key as `sudoku rate` prints, e.g. x-wing, "
                  "xy-wing, skyscraper, ur1, aic), singles only before its first step");
  sub->add_option("-n,--count", opts->count, "How many puzzles (default 1)")->check(whole_number(1, kMaxCount));
  sub->add_option("--seed", opts->seed,
                  "First seed (default 1); puzzle k of the run uses seed S+k, the same on every platform")
      ->check(seed_number());
  sub->add_option("--symmetry", opts->symmetry, "none (default), rot180, diagonal or mirror");
  sub->add_flag("--asymmetric", opts->asymmetric, "The same as --symmetry none (kept from earlier versions)");
  sub->add_flag("--minimal", opts->minimal, "No given can go without losing uniqueness");
  sub->add_flag("--rate", opts->rate, "Follow each puzzle with its score, level and hardest technique");
  auto* daily = sub->add_option("--daily", opts->daily, "The puzzle of the day YYYY-MM-DD (a weekly rota of levels)");
  sub->add_option("--max-tries", opts->max_tries, "Attempts per puzzle before giving up (default 20000)")
      ->check(whole_number(1, 1'000'000'000));
  sub->add_option("--strict-tries", opts->strict_tries,
                  "Practice: attempts at the technique as the first step past the singles before any path of "
                  "singles, the technique and the techniques it is practised against will do (default " +
                      std::to_string(kStrictPracticeAttempts) + "; 0: that from the start)")
      ->check(whole_number(0, 1'000'000'000));
  for (const char* other : {"--level", "--technique", "--count", "--seed", "--symmetry", "--asymmetric", "--minimal"}) {
    daily->excludes(sub->get_option(other));
  }
  sub->callback([opts, &ctx] { run_generate(*opts, ctx); });
}

}  // namespace sudoku::cli
