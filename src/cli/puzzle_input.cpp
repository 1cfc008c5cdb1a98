// puzzle_input.cpp - streaming puzzles from files and standard input.
//
// Memory stays bounded whatever the input's shape: the stream is read in
// pieces of at most kChunk bytes (a line longer than that is fed in pieces),
// and the reader's puzzles are taken out after every piece, so a 100 MB line
// of digits holds at most one piece's puzzles at a time (figures in the
// docs/cli.md, "Robustness").
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/progress.h"
#include "core/format.h"

namespace sudoku::cli {

namespace {

constexpr std::streamsize kChunk = 64 * 1024;

/// " (why)" for an errno value, or "" when there is none.
std::string reason(int error) { return error != 0 ? std::string(" (") + std::strerror(error) + ")" : std::string(); }

/// Feeds `in` to a reader in pieces of at most kChunk bytes, handing each
/// puzzle or error over as soon as its line (or piece) has been read (so
/// standard input answers line by line). A stream that fails mid-way is
/// reported as "NAME: read error (why)"; what was read before it still
/// counts, and no "empty input" follows. Returns false when any error was
/// reported.
bool read_stream(std::istream& in, const std::string& name, long& index, CommandContext& ctx, const PuzzleFn& on_puzzle,
                 const ErrorFn& on_error) {
  PuzzleReader reader;
  bool ok = true;
  // Someone typing puzzles at a terminal sees each answer at once.
  const bool interactive = &in == &std::cin;
  double bytes = 0;  // read so far, for the progress bar
  const long first = index;
  auto drain = [&] {
    bool any = false;
    while (auto r = reader.next()) {
      any = true;
      ++index;
      if (*r) {
        on_puzzle(*r->value, index);
      } else {
        ok = false;
        ctx.fail(kExitUsage);
        if (ctx.progress != nullptr) ctx.progress->erase();
        ctx.err << name << ": " << r->error.message << '\n';
        if (on_error && r->error.puzzle > 0) on_error(r->error, index);
      }
    }
    if (any && interactive) ctx.out.flush();
    if (any && ctx.progress != nullptr) ctx.progress->update(bytes, index - first);
  };
  const auto buffer = std::make_unique<char[]>(static_cast<std::size_t>(kChunk));
  for (;;) {
    errno = 0;  // so a failed read's errno is its own
    in.getline(buffer.get(), kChunk);
    const std::streamsize got = in.gcount();
    bytes += static_cast<double>(got);
    if (in.eof()) {
      reader.feed({buffer.get(), static_cast<std::size_t>(got)});
      break;
    }
    if (in.fail()) {
      if (in.bad() || got == 0) break;  // read error, or nothing left
      in.clear();                       // buffer full: the line goes on
      reader.feed({buffer.get(), static_cast<std::size_t>(got)});
      drain();  // a long line of digits completes puzzles on the way
      continue;
    }
    // A whole line: gcount counts the '\n' that getline dropped.
    reader.feed({buffer.get(), static_cast<std::size_t>(got - 1)});
    reader.feed("\n");
    drain();
  }
  if (in.bad()) {
    // The stream library leaves the failed read's errno in place.
    const int why = errno;
    drain();
    ctx.err << name << ": read error" << reason(why) << '\n';
    ctx.fail(kExitUsage);
    ctx.out.flush();
    return false;
  }
  reader.finish();
  drain();
  ctx.out.flush();
  return ok;
}

}  // namespace

bool for_each_puzzle(const std::vector<std::string>& files, CommandContext& ctx, const PuzzleFn& on_puzzle,
                     const ErrorFn& on_error) {
  long index = 0;
  bool ok = true;
  auto read_stdin = [&] {
    if (ctx.progress != nullptr) ctx.progress->start("<stdin>", 0.0, "puzzles");
    return read_stream(std::cin, "<stdin>", index, ctx, on_puzzle, on_error);
  };
  if (files.empty()) return read_stdin();
  for (const std::string& file : files) {
    if (file == "-") {
      ok = read_stdin() && ok;
      continue;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) {
      ctx.err << file << ": is a directory\n";
      ctx.fail(kExitUsage);
      ok = false;
      continue;
    }
    errno = 0;
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      ctx.err << file << ": cannot open" << reason(errno) << '\n';
      ctx.fail(kExitUsage);
      ok = false;
      continue;
    }
    if (ctx.progress != nullptr) {
      std::error_code size_error;  // not a regular file: no total, the bar shows the count only
      const auto size = std::filesystem::file_size(file, size_error);
      ctx.progress->start(std::filesystem::path(file).filename().string(), size_error ? 0.0 : static_cast<double>(size),
                          "puzzles");
    }
    ok = read_stream(in, file, index, ctx, on_puzzle, on_error) && ok;
  }
  return ok;
}

void add_files_option(CLI::App& sub, std::vector<std::string>& files) {
  sub.add_option("FILE", files, "Puzzle files to read in order; none or '-' reads standard input")->type_name("FILE");
}

}  // namespace sudoku::cli
