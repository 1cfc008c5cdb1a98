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
//    elimination of the solution's digit, over every step taken on the
//    tier paths, the hints' path and the rated path (must be 0).
// Exit code 1 when a step was unsound or a puzzle was not unique.
//
// --compare measures only the rating against the file's (Sudoku Explainer)
// ratings: exact agreement, within 0.1 and 0.3, on the whole file, on its
// odd lines (held out) and its even lines (where rules were tuned), the
// median and 99th percentile processor time of a rated path, the unsound
// steps on the rated paths, and the differences by
// the hardest technique of our rating; --list also prints each puzzle whose
// rating differs ("<puzzle> <theirs> <ours> <hardest technique>").
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "cli/options.h"
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
  bool compare = false;
  bool list = false;
};

using Clock = std::chrono::steady_clock;

double micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const auto i =
      static_cast<std::size_t>(std::min(static_cast<double>(v.size() - 1), p * static_cast<double>(v.size())));
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

struct Rated {
  Grid puzzle;
  Grid solution;
  long line = 0;  // in the file, from 1
  double theirs = 0.0;
  double ours = 0.0;
  logic::Technique hardest = logic::Technique::kGuess;
};

// Tenths, so 7.1 and 7.1000001 compare equal.
int tenths(double v) { return static_cast<int>(std::lround(v * 10.0)); }

void print_agreement(const char* what, const std::vector<Rated>& all, bool odd, bool even, CommandContext& ctx) {
  long n = 0, exact = 0, near1 = 0, near3 = 0;
  for (const Rated& r : all) {
    if ((r.line % 2 == 1 && !odd) || (r.line % 2 == 0 && !even)) continue;
    const int d = std::abs(tenths(r.ours) - tenths(r.theirs));
    ++n;
    exact += d == 0;
    near1 += d <= 1;
    near3 += d <= 3;
  }
  if (n == 0) return;
  const auto pct = [&](long k) { return 100.0 * static_cast<double>(k) / static_cast<double>(n); };
  char buf[200];
  std::snprintf(buf, sizeof buf, "%-24s %5ld puzzles: exact %5.1f%%, within 0.1 %5.1f%%, within 0.3 %5.1f%%\n", what, n,
                pct(exact), pct(near1), pct(near3));
  ctx.out << buf;
}

// The rating against the file's: agreement and where it differs.
void run_compare(const LogicBenchOptions& o, std::vector<Rated>& items, CommandContext& ctx) {
  std::vector<double> times;
  long bad_steps = 0;
  for (Rated& r : items) {
    logic::Trace path;
    // Processor time: the figure stays comparable while other work shares the machine.
    const std::clock_t t0 = std::clock();
    const logic::Rating rating = logic::rate(r.puzzle, logic::TechniqueSet::all(), &r.solution, &path);
    times.push_back(1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    r.ours = rating.score;
    r.hardest = rating.hardest;
    for (const auto& e : path.events) {
      if (e.kind == logic::EventKind::kStep) bad_steps += unsound(e.step, r.solution);
    }
  }
  ctx.out << o.file << ": " << items.size() << " puzzles, rating compared with the file's\n";
  print_agreement("whole file", items, true, true, ctx);
  print_agreement("odd lines (held out)", items, true, false, ctx);
  print_agreement("even lines (tuned on)", items, false, true, ctx);
  char buf[256];
  std::snprintf(buf, sizeof buf, "rated path (processor time): median %.2f ms, p99 %.2f ms; unsound steps: %ld\n",
                percentile(times, 0.5), percentile(times, 0.99), bad_steps);
  ctx.out << buf;
  if (bad_steps > 0) ctx.fail(kExitPuzzle);
  // By our hardest technique: how often it agrees, and the usual difference.
  struct Tally {
    long n = 0, exact = 0;
    std::vector<std::pair<int, int>> diffs;  // (theirs, ours) in tenths
  };
  std::vector<Tally> by(static_cast<std::size_t>(logic::Technique::kGuess) + 1);
  for (const Rated& r : items) {
    Tally& t = by[static_cast<std::size_t>(r.hardest)];
    ++t.n;
    if (tenths(r.ours) == tenths(r.theirs)) {
      ++t.exact;
    } else {
      t.diffs.emplace_back(tenths(r.theirs), tenths(r.ours));
    }
  }
  ctx.out << "by our hardest technique: puzzles, exact, most frequent differences (theirs->ours x count)\n";
  for (std::size_t i = 0; i < by.size(); ++i) {
    Tally& t = by[i];
    if (t.n == 0) continue;
    std::sort(t.diffs.begin(), t.diffs.end());
    std::vector<std::pair<long, std::pair<int, int>>> counts;
    for (std::size_t a = 0; a < t.diffs.size();) {
      std::size_t b = a;
      while (b < t.diffs.size() && t.diffs[b] == t.diffs[a]) ++b;
      counts.push_back({static_cast<long>(b - a), t.diffs[a]});
      a = b;
    }
    std::sort(counts.begin(), counts.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    std::snprintf(buf, sizeof buf, "  %-22s %5ld %5.1f%%",
                  std::string(logic::technique_key(static_cast<logic::Technique>(i))).c_str(), t.n,
                  100.0 * static_cast<double>(t.exact) / static_cast<double>(t.n));
    ctx.out << buf;
    for (std::size_t k = 0; k < counts.size() && k < 5; ++k) {
      std::snprintf(buf, sizeof buf, "  %.1f->%.1f x%ld", counts[k].second.first / 10.0, counts[k].second.second / 10.0,
                    counts[k].first);
      ctx.out << buf;
    }
    ctx.out << '\n';
  }
  if (o.list) {
    for (const Rated& r : items) {
      if (tenths(r.ours) == tenths(r.theirs)) continue;
      std::snprintf(buf, sizeof buf, " %.1f %.1f ", r.theirs, r.ours);
      ctx.out << to_line(r.puzzle) << buf << logic::technique_key(r.hardest) << '\n';
    }
  }
}

void run_logic_bench(const LogicBenchOptions& o, CommandContext& ctx) {
  std::error_code ec;
  if (std::filesystem::is_directory(o.file, ec)) {
    ctx.err << "sudoku logic-bench: " << o.file << ": is a directory\n";
    ctx.fail(kExitUsage);
    return;
  }
  errno = 0;
  std::ifstream in(o.file);
  if (!in) {
    const int why = errno;
    ctx.err << "sudoku logic-bench: " << o.file << ": cannot open"
            << (why != 0 ? std::string(" (") + std::strerror(why) + ")" : "") << '\n';
    ctx.fail(kExitUsage);
    return;
  }
  struct Item {
    Grid puzzle;
    Grid solution;
    double rating;
  };
  std::vector<Item> items;
  std::vector<Rated> rated;
  bool have_ratings = true;
  std::string line;
  long line_number = 0;
  while (std::getline(in, line) && (o.limit <= 0 || static_cast<long>(items.size()) < o.limit)) {
    ++line_number;
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
    rated.push_back({p.value->givens, r.solution, line_number, rating});
  }
  if (in.bad()) {
    const int why = errno;
    ctx.err << "sudoku logic-bench: " << o.file << ": read error"
            << (why != 0 ? std::string(" (") + std::strerror(why) + ")" : "") << '\n';
    ctx.fail(kExitUsage);
    return;
  }
  if (items.empty() && !o.compare) {
    ctx.err << "sudoku logic-bench: " << o.file << ": no puzzles (one '<81 cells> [rating]' per line)\n";
    ctx.fail(kExitUsage);
    return;
  }
  if (o.compare) {
    if (!have_ratings) {
      ctx.err << "sudoku logic-bench: --compare needs a rating after each puzzle in " << o.file << '\n';
      ctx.fail(kExitUsage);
      return;
    }
    run_compare(o, rated, ctx);
    return;
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
    std::snprintf(buf, sizeof buf, "solved by logic, tiers 1-%d: %.1f%% (%ld)\n", tier,
                  100.0 * static_cast<double>(solved) / n, solved);
    bar.erase();
    ctx.out << buf;
  }
  // Tier 5 (all techniques): the rated path, timed.
  long solved = 0;
  std::vector<double> path_times, ours, theirs;
  stage("rated path");
  for (const Item& it : items) {
    tick();
    logic::Trace path;
    const auto t0 = Clock::now();
    const logic::Rating r = logic::rate(it.puzzle, logic::TechniqueSet::all(), &it.solution, &path);
    const auto t1 = Clock::now();
    for (const auto& e : path.events) {
      if (e.kind == logic::EventKind::kStep) bad_steps += unsound(e.step, it.solution);
    }
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
  sub->add_option("--limit", opts->limit, "Use only the first N puzzles")->check(whole_number(1, 1'000'000'000));
  sub->add_flag(
      "--compare", opts->compare,
      "Only compare the rating with the file's: agreement on all, odd and even lines, differences by technique");
  sub->add_flag("--list", opts->list, "With --compare: print each puzzle whose rating differs");
  sub->callback([opts, &ctx] { run_logic_bench(*opts, ctx); });
}

}  // namespace sudoku::cli
