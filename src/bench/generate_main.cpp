// generate_main.cpp - `sudoku-generate`: the generator alone, natively and
// in WebAssembly under node.
//
//   sudoku-generate [--level L] [--technique T] [-n N] [--seed S]
//                   [--symmetry none|rot180|diagonal|mirror] [--minimal]
//   sudoku-generate --daily YYYY-MM-DD
//       the puzzles of `sudoku generate ... --rate`, in the same form
//       ("<puzzle> <score> <level> <hardest>"), so that the WebAssembly
//       build's output can be compared with the native CLI's line by line;
//   sudoku-generate --bench [-n N] [--seed S] [--symmetry X] [--minimal]
//                   [--rows levels|practice|all] [--techniques K1,K2,...]
//                   [--strict-tries N] [--max-tries N]
//       times N puzzles (seeds S..S+N-1) per level and per practice
//       technique (default: kBenchTechniques below; --techniques names
//       others by key): median, p95 and largest CPU milliseconds per puzzle,
//       median and p95 wall-clock milliseconds, attempts per puzzle, the
//       share of attempts that hit, puzzles not found, and practice puzzles
//       made at the relaxed target (found after the strict target's
//       attempts, GenerateOptions::strict_attempts, set by --strict-tries;
//       --max-tries sets max_attempts);
//   sudoku-generate --distribution [-n N] [--seed S] [--symmetry X] [--minimal]
//       the levels and hardest techniques of N puzzles of any level.
//
// Options are read strictly: an unknown one is a usage error (exit 2).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "core/format.h"
#include "core/generator.h"
#include "core/logic/rating.h"

namespace {

using sudoku::Generated;
using sudoku::GenerateOptions;
using sudoku::GenerateStatus;
namespace logic = sudoku::logic;

int usage(const std::string& why) {
  std::cerr
      << "sudoku-generate: " << why << "\n"
      << "usage: sudoku-generate [--level L] [--technique T] [-n N] [--seed S] [--symmetry X] [--minimal]\n"
         "       sudoku-generate --daily YYYY-MM-DD\n"
         "       sudoku-generate --bench [-n N] [--seed S] [--symmetry X] [--minimal] [--rows levels|practice|all]\n"
         "                       [--techniques K1,K2,...] [--strict-tries N] [--max-tries N]\n"
         "       sudoku-generate --distribution [-n N] [--seed S] [--symmetry X] [--minimal]\n";
  return 2;
}

std::optional<logic::Level> parse_level(const std::string& name) {
  for (int i = 0; i <= static_cast<int>(logic::Level::kExtreme); ++i) {
    const auto level = static_cast<logic::Level>(i);
    std::string n(logic::level_name(level));
    for (char& c : n) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (n == name) return level;
  }
  return std::nullopt;
}

std::string line_of(const Generated& g) {
  char score[16];
  std::snprintf(score, sizeof score, "%.1f", g.rating.score);
  return sudoku::to_line(g.puzzle) + ' ' + score + ' ' + std::string(logic::level_name(g.rating.level)) + ' ' +
         std::string(logic::technique_key(g.rating.hardest));
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

// Milliseconds of wall-clock time, and of the process's CPU time, which is
// much steadier on a shared machine (under node: process.cpuUsage(), which
// counts node's own threads too, e.g. the compiler's while it tiers up).
double wall_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
double cpu_ms() {
#ifdef __EMSCRIPTEN__
  return EM_ASM_DOUBLE({
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  });
#else
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

// One row of the benchmark: N puzzles of `options` from seed `seed` on.
void bench_row(const std::string& name, GenerateOptions options, int n, std::uint64_t seed) {
  std::vector<double> cpu;
  std::vector<double> wall;
  long attempts = 0;
  int failed = 0;
  int relaxed = 0;
  for (int k = 0; k < n; ++k) {
    options.seed = seed + static_cast<std::uint64_t>(k);
    const double c0 = cpu_ms();
    const double w0 = wall_ms();
    const Generated g = sudoku::generate(options);
    wall.push_back(wall_ms() - w0);
    cpu.push_back(cpu_ms() - c0);
    attempts += g.attempts;
    if (g.status != GenerateStatus::kOk) ++failed;
    if (g.status == GenerateStatus::kOk && options.technique && g.attempts > options.strict_attempts) ++relaxed;
  }
  std::printf("%-16s %4d %9.1f %9.1f %9.1f %9.1f %9.1f %9.2f %7.1f%% %6d %7d\n", name.c_str(), n, percentile(cpu, 0.5),
              percentile(cpu, 0.95), percentile(cpu, 1.0), percentile(wall, 0.5), percentile(wall, 0.95),
              static_cast<double>(attempts) / n, 100.0 * (n - failed) / static_cast<double>(attempts), failed, relaxed);
  std::fflush(stdout);
}

// The practice rows: the hints' techniques a player meets most, tier by
// tier (the app's "Practise" menu offers the ones that come quickly).
using T = logic::Technique;
const std::vector<T> kBenchTechniques = {T::kLockedPointing, T::kLockedClaiming,   T::kNakedPair,
                                         T::kHiddenPair,     T::kNakedTriple,      T::kHiddenTriple,
                                         T::kXWing,          T::kSwordfish,        T::kXYWing,
                                         T::kXYZWing,        T::kUniqueRectangle1, T::kUniqueRectangle2,
                                         T::kSkyscraper,     T::kTwoStringKite,    T::kEmptyRectangle,
                                         T::kWWing,          T::kFinnedXWing,      T::kSimpleColors,
                                         T::kXChain,         T::kXYChain,          T::kAic};

void bench(const GenerateOptions& base, int n, std::uint64_t seed, const std::string& rows,
           const std::vector<T>& techniques) {
  // Warm-up (WebAssembly: lets node compile the optimised tier), untimed.
  for (std::uint64_t k = 0; k < 5; ++k) {
    GenerateOptions o = base;
    o.level = logic::Level::kExpert;
    o.seed = 1000000 + k;
    (void)sudoku::generate(o);
  }
  std::printf("symmetry %s%s, %d puzzles per row, seeds %llu..%llu; milliseconds per puzzle\n",
              std::string(sudoku::symmetry_name(base.symmetry)).c_str(), base.minimal ? ", minimal" : "", n,
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed + n - 1));
  std::printf("%-16s %4s %9s %9s %9s %9s %9s %9s %8s %6s %7s\n", "target", "n", "cpu_med", "cpu_p95", "cpu_max",
              "wall_med", "wall_p95", "attempts", "hit", "failed", "relaxed");
  for (int i = 0; i <= static_cast<int>(logic::Level::kExtreme) && rows != "practice"; ++i) {
    GenerateOptions o = base;
    o.level = static_cast<logic::Level>(i);
    bench_row(std::string(logic::level_name(*o.level)), o, n, seed);
  }
  for (T t : techniques) {
    if (rows == "levels") break;
    GenerateOptions o = base;
    o.technique = t;
    bench_row(std::string(logic::technique_key(t)), o, n, seed);
  }
}

void distribution(GenerateOptions options, int n, std::uint64_t seed) {
  std::map<std::string, int> levels;
  std::map<std::string, int> hardest;
  for (int k = 0; k < n; ++k) {
    options.seed = seed + static_cast<std::uint64_t>(k);
    const Generated g = sudoku::generate(options);
    ++levels[std::string(logic::level_name(g.rating.level))];
    ++hardest[std::string(logic::technique_key(g.rating.hardest))];
  }
  std::printf("%d puzzles of any level, symmetry %s%s, seeds from %llu\n", n,
              std::string(sudoku::symmetry_name(options.symmetry)).c_str(), options.minimal ? ", minimal" : "",
              static_cast<unsigned long long>(seed));
  for (int i = 0; i <= static_cast<int>(logic::Level::kExtreme); ++i) {
    const std::string name(logic::level_name(static_cast<logic::Level>(i)));
    std::printf("  %-8s %6d  %5.1f%%\n", name.c_str(), levels[name], 100.0 * levels[name] / n);
  }
  for (const auto& [key, count] : hardest) std::printf("  hardest %-22s %6d\n", key.c_str(), count);
}

}  // namespace

int main(int argc, char** argv) {
  GenerateOptions options;
  int n = 1;
  std::uint64_t seed = 1;
  std::string mode = "puzzles";
  std::string daily;
  std::string rows = "all";
  std::vector<T> techniques = kBenchTechniques;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--bench" || arg == "--distribution") {
      mode = arg.substr(2);
    } else if (arg == "--minimal") {
      options.minimal = true;
    } else if (arg == "--level" && has_value) {
      options.level = parse_level(argv[++i]);
      if (!options.level) return usage(std::string("unknown level '") + argv[i] + "'");
    } else if (arg == "--technique" && has_value) {
      options.technique = logic::technique_by_key(argv[++i]);
      if (!options.technique) return usage(std::string("unknown technique '") + argv[i] + "'");
    } else if (arg == "--symmetry" && has_value) {
      const auto s = sudoku::parse_symmetry(argv[++i]);
      if (!s) return usage(std::string("unknown symmetry '") + argv[i] + "'");
      options.symmetry = *s;
    } else if ((arg == "--strict-tries" || arg == "--max-tries") && has_value) {
      char* end = nullptr;
      const char* v = argv[++i];
      const long x = std::strtol(v, &end, 10);
      if (end == v || *end != '\0' || x < 0 || x > 1000000000) return usage(arg + " needs a whole number");
      if (arg == "--max-tries" && x < 1) return usage("--max-tries must be at least 1");
      (arg == "--max-tries" ? options.max_attempts : options.strict_attempts) = static_cast<int>(x);
    } else if ((arg == "-n" || arg == "--seed") && has_value) {
      char* end = nullptr;
      const char* v = argv[++i];
      const unsigned long long x = std::strtoull(v, &end, 10);
      if (end == v || *end != '\0') return usage(arg + " needs a number");
      if (arg == "-n") {
        if (x < 1 || x > 1000000) return usage("-n must be 1 to 1000000");
        n = static_cast<int>(x);
      } else {
        seed = x;
      }
    } else if (arg == "--rows" && has_value) {
      rows = argv[++i];
      if (rows != "levels" && rows != "practice" && rows != "all") return usage("--rows: levels, practice or all");
    } else if (arg == "--techniques" && has_value) {
      techniques.clear();
      std::string list = argv[++i];
      for (std::size_t pos = 0; pos <= list.size();) {
        std::size_t end = list.find(',', pos);
        if (end == std::string::npos) end = list.size();
        const std::string key = list.substr(pos, end - pos);
        const auto t = logic::technique_by_key(key);
        if (!t) return usage("unknown technique '" + key + "'");
        techniques.push_back(*t);
        pos = end + 1;
      }
    } else if (arg == "--daily" && has_value) {
      daily = argv[++i];
    } else {
      return usage("unknown option '" + arg + "'");
    }
  }
  if (mode == "bench") {
    bench(options, n, seed, rows, techniques);
    return 0;
  }
  if (mode == "distribution") {
    distribution(options, n, seed);
    return 0;
  }
  if (!daily.empty()) {
    int y = 0, m = 0, d = 0;
    if (std::sscanf(daily.c_str(), "%4d-%2d-%2d", &y, &m, &d) != 3) return usage("--daily needs YYYY-MM-DD");
    const Generated g = sudoku::daily_puzzle(y, m, d);
    if (g.status != GenerateStatus::kOk) return usage(g.error.empty() ? "no daily puzzle" : g.error);
    std::cout << line_of(g) << '\n';
    return 0;
  }
  for (int k = 0; k < n; ++k) {
    options.seed = seed + static_cast<std::uint64_t>(k);
    const Generated g = sudoku::generate(options);
    if (g.status != GenerateStatus::kOk) {
      std::cerr << "sudoku-generate: seed " << options.seed << ": " << (g.error.empty() ? "no puzzle found" : g.error)
                << '\n';
      return 1;
    }
    std::cout << line_of(g) << '\n';
  }
  return 0;
}
