// cmd_logic_bench.cpp - `sudoku logic-bench FILE`: how far and how fast the
// logic engine goes on a collection, and how its rating compares.
//
// Reads one puzzle per line ("<81 cells> [rating]"; --limit N keeps the first
// N). Prints:
//  - the share of puzzles solved by logic alone with tiers 1..5 enabled
//    cumulatively (no guesses);
//  - the median and 99th percentile time of next_step (tiers 1-3, the
//    solution given as the app gives it) over every board along the tier-3
//    paths, and of a full rated solve path (logic/rating.h rate());
//  - the Spearman rank correlation between the rating's score and the file's
//    ratings, when the lines have them;
//  - unsound steps: any placement that differs from the solution or
//    elimination of the solution's digit, over every step taken (must be 0).
// Exit code 1 when a step was unsound or a puzzle was not unique.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/progress.h"
#include "core/format.h"
#include "core/logic/engine.h"
#include "core/logic/rating.h"
#include "core/logic/trace.h"
#include "core/solver.h"

namespace sudoku::cli {

namespace {

struct LogicBenchOptions {
  std::string file;
  long limit = 0;
};

using Clock = std::chrono::steady_clock;

double micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(std::min(static_cast<double>(v.size() - 1), p * static_cast<double>(v.size())));
  return v[i];
}

std::vector<double> ranks(const std::vector<double>& v) {
  std::vector<std::size_t> idx(v.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (std::size_t i = 0; i < idx.size();) {
    std::size_t j = i;
    while (j + 1 < idx.size() && v[idx[j + 1]] == v[idx[i]]) ++j;
    const double avg = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
    for (std::size_t k = i; k <= j; ++k) r[idx[k]] = avg;
    i = j + 1;
  }
  return r;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(ra.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    ma += ra[i];
    mb += rb[i];
  }
  ma /= n;
  mb /= n;
  double sab = 0, saa = 0, sbb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    sab += (ra[i] - ma) * (rb[i] - mb);
    saa += (ra[i] - ma) * (ra[i] - ma);
    sbb += (rb[i] - mb) * (rb[i] - mb);
  }
  return sab / std::sqrt(saa * sbb);
}

// Counts steps that contradict the solution.
int unsound(const logic::Step& s, const Grid& solution) {
  int bad = 0;
  for (const auto& p : s.placements) bad += solution.cells[p.cell] != p.digit;
  for (const auto& e : s.eliminations) bad += solution.cells[e.cell] == e.digit;
  return bad;
}

void run_logic_bench(const LogicBenchOptions& o, CommandContext& ctx) {
  std::ifstream in(o.file);
  if (!in) {
    ctx.err << "sudoku logic-bench: cannot read " << o.file << '\n';
    ctx.fail(kExitUsage);
    return;
  }
  struct Item {
    Grid puzzle;
    Grid solution;
    double rating;
  };
  std::vector<Item> items;
  bool have_ratings = true;
  std::string line;
  while (std::getline(in, line) && (o.limit <= 0 || static_cast<long>(items.size()) < o.limit)) {
    std::istringstream ls(line);
    std::string cells;
    double rating = 0.0;
    if (!(ls >> cells) || cells.size() != 81) continue;
    if (!(ls >> rating)) have_ratings = false;
    auto p = read_puzzle(cells);
    if (!p) continue;
    const SolveResult r = solve(p.value->givens, 2);
    if (r.count != 1) {
      ctx.err << "not unique: " << cells << '\n';
      ctx.fail(kExitPuzzle);
      continue;
    }
    items.push_back({p.value->givens, r.solution, rating});
  }
  const double n = static_cast<double>(items.size());
  ctx.out << o.file << ": " << items.size() << " puzzles\n";
  // The bar (erased before each line printed) counts the puzzles of each stage.
  Progress bar(ctx.err, /*quiet_output=*/true);
  long done = 0;
  auto stage = [&](const char* label) {
    bar.start(label, n, "puzzles");
    done = 0;
  };
  auto tick = [&] {
    bar.update(static_cast<double>(done), done);
    ++done;
  };
  long bad_steps = 0;
  std::vector<double> next_times;
  // Tiers 1-4 without guesses; tier 3 is walked with next_step and timed.
  for (int tier = 1; tier <= 4; ++tier) {
    long solved = 0;
    const std::string label = "tiers 1-" + std::to_string(tier);
    stage(label.c_str());
    for (const Item& it : items) {
      tick();
      logic::Options opt;
      opt.techniques = logic::TechniqueSet::up_to_tier(tier);
      opt.solution = it.solution;
      Board board = board_from_grid(it.puzzle);
      while (!logic::is_filled(board)) {
        const auto t0 = Clock::now();
        auto s = logic::next_step(board, opt);
        const auto t1 = Clock::now();
        if (tier == 3) next_times.push_back(micros(t1 - t0));
        if (!s) break;
        bad_steps += unsound(*s, it.solution);
        logic::apply_step(board, *s);
      }
      solved += logic::is_filled(board) && grid_of(board) == it.solution;
    }
    char buf[96];
    std::snprintf(buf, sizeof buf, "solved by logic, tiers 1-%d: %.1f%% (%ld)\n", tier, 100.0 * static_cast<double>(solved) / n,
                  solved);
    bar.erase();
    ctx.out << buf;
  }
  // Tier 5 (all techniques): the rated path, timed.
  long solved = 0;
  std::vector<double> path_times, ours, theirs;
  stage("rated path");
  for (const Item& it : items) {
    tick();
    const auto t0 = Clock::now();
    const logic::Rating r = logic::rate(it.puzzle, logic::TechniqueSet::all(), &it.solution);
    const auto t1 = Clock::now();
    path_times.push_back(micros(t1 - t0) / 1000.0);
    solved += r.solved_by_logic;
    ours.push_back(r.score);
    theirs.push_back(it.rating);
  }
  // Soundness of the full path (hint order, every technique).
  stage("soundness");
  for (const Item& it : items) {
    tick();
    logic::Options opt;
    opt.solution = it.solution;
    const logic::Trace t = logic::solve_path(board_from_grid(it.puzzle), opt);
    for (const auto& e : t.events) {
      if (e.kind == logic::EventKind::kStep) bad_steps += unsound(e.step, it.solution);
    }
  }
  bar.erase();
  char buf[256];
  std::snprintf(buf, sizeof buf, "solved by logic, tiers 1-5: %.1f%% (%ld)\n", 100.0 * static_cast<double>(solved) / n,
                solved);
  ctx.out << buf;
  std::snprintf(buf, sizeof buf, "next_step (tiers 1-3): median %.1f us, p99 %.1f us over %zu calls\n",
                percentile(next_times, 0.5), percentile(next_times, 0.99), next_times.size());
  ctx.out << buf;
  std::snprintf(buf, sizeof buf, "full rated path (all techniques): median %.2f ms, p99 %.2f ms\n",
                percentile(path_times, 0.5), percentile(path_times, 0.99));
  ctx.out << buf;
  if (have_ratings && !items.empty()) {
    std::snprintf(buf, sizeof buf, "Spearman rank correlation with the file's ratings: %.3f\n", spearman(ours, theirs));
    ctx.out << buf;
  }
  ctx.out << "unsound steps: " << bad_steps << '\n';
  if (bad_steps > 0) ctx.fail(kExitPuzzle);
}

}  // namespace

void add_logic_bench_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<LogicBenchOptions>();
  CLI::App* sub = app.add_subcommand("logic-bench", "Measure the logic engine on a file of puzzles (with ratings)");
  sub->add_option("file", opts->file, "Puzzle file, one '<81 cells> [rating]' per line")->required();
  sub->add_option("--limit", opts->limit, "Use only the first N puzzles");
  sub->callback([opts, &ctx] { run_logic_bench(*opts, ctx); });
}

}  // namespace sudoku::cli
