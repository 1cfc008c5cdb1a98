// output.h - the tool's standard output, with its write errors kept.
//
// std::cout's own buffer forgets why a write failed (and a failed final
// flush went unnoticed, so `sudoku solve > /dev/full` exited 0). StdoutBuffer
// writes to file descriptor 1 itself and keeps the first error's errno, so
// main() can say "could not write the output (No space left on device)" and
// exit 2. A reader that went away (EPIPE, when SIGPIPE is ignored) is not
// reported: like SIGPIPE's default, the tool then stops quietly.
#pragma once

#include <array>
#include <streambuf>

namespace sudoku::cli {

class StdoutBuffer final : public std::streambuf {
 public:
  StdoutBuffer();
  /// errno of the first failed write, 0 while every write succeeded.
  int error() const { return error_; }

 protected:
  int_type overflow(int_type ch) override;
  int sync() override;

 private:
  /// Writes what the buffer holds; false once a write has failed (what
  /// follows a failed write is dropped: the output is broken already).
  bool drain();

  std::array<char, 1 << 16> buffer_{};
  int error_ = 0;
};

}  // namespace sudoku::cli
