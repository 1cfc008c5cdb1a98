// main.cpp - the `sudoku` tool: registers each subcommand and runs one.
//
// Every subcommand lives in its own cmd_<name>.cpp behind one registration
// function declared in commands.h; adding one is a new file plus one line in
// kCommands below.
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstddef>
#include <cstring>
#include <exception>
#include <iostream>

#include "cli/commands.h"
#include "cli/output.h"

// The licences of the tool and of what it links (NOTICES.txt, written by
// cmake/Notices.cmake and embedded at build time).
extern const unsigned char kNotices[];
extern const std::size_t kNotices_size;

namespace {

using AddCommand = void (*)(CLI::App&, sudoku::cli::CommandContext&);

constexpr AddCommand kCommands[] = {
    sudoku::cli::add_solve_command, sudoku::cli::add_check_command,       sudoku::cli::add_format_command,
    sudoku::cli::add_bench_command, sudoku::cli::add_hint_command,        sudoku::cli::add_steps_command,
    sudoku::cli::add_rate_command,  sudoku::cli::add_logic_bench_command, sudoku::cli::add_generate_command,
    sudoku::cli::add_scan_command,  sudoku::cli::add_techniques_command,
};

// The exit code after the output is written out: 2, with a message, when
// it could not be (a full disk, a closed standard output); a reader that
// went away is not an error to report (see output.h).
int finish(sudoku::cli::StdoutBuffer& out, int code) {
  std::cout.flush();
  const int error = out.error();
  if (error == 0) return code;
  if (error != EPIPE) std::cerr << "sudoku: could not write the output (" << std::strerror(error) << ")\n";
  return sudoku::cli::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  static sudoku::cli::StdoutBuffer out;
  std::cout.rdbuf(&out);
  sudoku::cli::CommandContext ctx{std::cout, std::cerr};
  CLI::App app{
      "sudoku: solve, check, convert and benchmark Sudoku puzzles.\n"
      "Exit codes: 0 every puzzle solved uniquely, 1 a puzzle with no or several solutions or "
      "clashing givens, 2 usage or read error."};
  app.set_version_flag("--version", SUDOKU_VERSION);
  app.add_flag_callback(
      "--licenses",
      [] {
        std::cout.write(reinterpret_cast<const char*>(kNotices), static_cast<std::streamsize>(kNotices_size));
        throw CLI::Success();
      },
      "Print the licence of this tool and the notices of the libraries it contains, and exit");
  app.require_subcommand(1, 1);
  app.fallthrough(false);
  for (const AddCommand add : kCommands) add(app, ctx);
  // CLI11 would only say "A subcommand is required" for a misspelt one.
  const auto known = [&app](const char* name) {
    for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
      if (sub->check_name(name)) return true;
    }
    return false;
  };
  if (argc > 1 && argv[1][0] != '-' && !known(argv[1])) {
    std::cerr << "sudoku: unknown subcommand '" << argv[1] << "'\nRun with --help for more information.\n";
    return sudoku::cli::kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e, std::cout, std::cerr);
    return finish(out, code == 0 ? sudoku::cli::kExitOk : sudoku::cli::kExitUsage);
  } catch (const std::exception& e) {
    std::cerr << "sudoku: " << e.what() << '\n';
    return finish(out, sudoku::cli::kExitUsage);
  }
  return finish(out, ctx.exit_code);
}
