// output.cpp - see output.h.
#include "cli/output.h"

#include <unistd.h>

#include <cerrno>

namespace sudoku::cli {

StdoutBuffer::StdoutBuffer() { setp(buffer_.data(), buffer_.data() + buffer_.size()); }

bool StdoutBuffer::drain() {
  const char* p = pbase();
  const char* end = pptr();
  while (error_ == 0 && p < end) {
    const ssize_t n = ::write(STDOUT_FILENO, p, static_cast<std::size_t>(end - p));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error_ = n < 0 ? errno : EIO;
      break;
    }
    p += n;
  }
  setp(buffer_.data(), buffer_.data() + buffer_.size());
  return error_ == 0;
}

StdoutBuffer::int_type StdoutBuffer::overflow(int_type ch) {
  if (!drain()) return traits_type::eof();
  if (!traits_type::eq_int_type(ch, traits_type::eof())) {
    *pptr() = traits_type::to_char_type(ch);
    pbump(1);
  }
  return traits_type::not_eof(ch);
}

int StdoutBuffer::sync() { return drain() ? 0 : -1; }

}  // namespace sudoku::cli
