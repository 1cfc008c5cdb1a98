// commands.h - how the `sudoku` tool's subcommands plug into main.cpp.
//
// Each subcommand lives in its own cmd_<name>.cpp and exposes one function,
// declared here, that registers the subcommand on the CLI11 app:
//
//   void add_solve_command(CLI::App& app, CommandContext& ctx);
//
// It creates the subcommand (`app.add_subcommand("solve", "...")`), adds its
// options (storing them in state it owns, e.g. a std::shared_ptr captured by
// the callback), and sets `sub->callback(...)` to a function that does the work
// and stores the exit code in `ctx.exit_code`. Adding a subcommand is a new
// cmd_<name>.cpp plus one line in main.cpp's kCommands table.
//
// Exit codes (shared by every subcommand):
//   0 every puzzle solved uniquely / the command succeeded,
//   1 some puzzle had no solution, several, or conflicting givens,
//   2 usage or read error (bad option, unreadable file, malformed puzzle).
// Results go to `ctx.out`; messages to a person (errors, warnings) go to `ctx.err`.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

#include "core/logic/engine.h"
#include "core/logic/rating.h"
#include "core/solver.h"
#include "core/verdict.h"

namespace sudoku {
struct Puzzle;
struct ReadError;
}  // namespace sudoku

namespace sudoku::cli {

class Progress;

inline constexpr int kExitOk = 0;
inline constexpr int kExitPuzzle = 1;
inline constexpr int kExitUsage = 2;

/// What every subcommand shares: where to write, and the exit code to return.
struct CommandContext {
  std::ostream& out;
  std::ostream& err;
  int exit_code = kExitOk;
  /// When set (by a long run: check, rate), for_each_puzzle shows on it how
  /// much of each input file it has read (cli/progress.h).
  Progress* progress = nullptr;
  /// Raises the exit code to `code` if it is higher (so 2 beats 1 beats 0).
  void fail(int code) {
    if (code > exit_code) exit_code = code;
  }
};

/// Called for each puzzle read; `index` counts puzzles and errors from 1
/// across all inputs.
using PuzzleFn = std::function<void(const Puzzle& puzzle, long index)>;
/// Called for each read error that stands for a puzzle (after it was reported).
using ErrorFn = std::function<void(const ReadError& error, long index)>;

/// Reads puzzles from `files` in order ("-" or an empty list means standard
/// input), streaming: each puzzle is handed to `on_puzzle` as soon as its
/// last line is read, and memory does not grow with the input. A read error
/// is reported on ctx.err as "FILE: puzzle N (line L): ...", sets exit code 2
/// and is passed to `on_error` (if set); reading goes on after it, and with
/// the next file. Returns false if any input failed.
bool for_each_puzzle(const std::vector<std::string>& files, CommandContext& ctx, const PuzzleFn& on_puzzle,
                     const ErrorFn& on_error = {});

/// What every logic subcommand (hint, steps, rate) takes: FILE... and
/// --techniques LIST.
struct LogicCommandOptions {
  std::vector<std::string> files;
  std::string techniques = "all";
};

/// Adds the logic subcommand `name` to `app` with FILE... and --techniques,
/// stored in `opts`.
CLI::App* add_logic_command(CLI::App& app, const char* name, const char* description, LogicCommandOptions& opts);

/// Reads --techniques, then hands each puzzle of the files with the
/// technique set to `on_puzzle`; a list it cannot read is reported as
/// "sudoku COMMAND: <error>" on ctx.err (exit code 2), and no puzzle is read.
void for_each_logic_puzzle(const LogicCommandOptions& o, const char* command, CommandContext& ctx,
                           const std::function<void(const Puzzle&, const logic::TechniqueSet&)>& on_puzzle);

/// "<score> <level> <hardest technique>" as `sudoku rate` prints them
/// (score with one decimal, e.g. "3.2 Hard x-wing").
std::string rating_text(const logic::Rating& rating);

/// One puzzle made ready for the logic engine.
struct LogicInput {
  Board board;             ///< its pencil marks, or the givens with every candidate
  logic::Options options;  ///< logic::make_options of the techniques and verdict
  Verdict verdict;
};
/// Judges `puzzle` for a logic command (core/verdict.h). Invalid or
/// unsolvable: prints why, sets exit code 1 and answers nullopt. Several
/// solutions: exit code 1, and the engine works without uniqueness techniques
/// (and without a solution to call digits wrong against).
std::optional<LogicInput> logic_input(const Puzzle& puzzle, const logic::TechniqueSet& techniques, bool allow_guess,
                                      CommandContext& ctx);

/// for_each_logic_puzzle with each puzzle made ready by logic_input (one it
/// refuses is skipped after its message).
void for_each_logic_input(const LogicCommandOptions& o, const char* command, bool allow_guess, CommandContext& ctx,
                          const std::function<void(const LogicInput&)>& on_input);

/// Adds FILE... (positional, optional) to `sub`, stored in `files`.
void add_files_option(CLI::App& sub, std::vector<std::string>& files);

// One registration function per subcommand (each in cmd_<name>.cpp).
void add_solve_command(CLI::App& app, CommandContext& ctx);
void add_check_command(CLI::App& app, CommandContext& ctx);
void add_format_command(CLI::App& app, CommandContext& ctx);
void add_bench_command(CLI::App& app, CommandContext& ctx);
// Logic subcommands (hint, steps, rate, generate) add their declarations here.
void add_hint_command(CLI::App& app, CommandContext& ctx);
void add_steps_command(CLI::App& app, CommandContext& ctx);
void add_rate_command(CLI::App& app, CommandContext& ctx);
void add_logic_bench_command(CLI::App& app, CommandContext& ctx);
void add_generate_command(CLI::App& app, CommandContext& ctx);
void add_scan_command(CLI::App& app, CommandContext& ctx);
void add_techniques_command(CLI::App& app, CommandContext& ctx);

}  // namespace sudoku::cli
