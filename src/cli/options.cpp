// options.cpp - see options.h.
#include "cli/options.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace sudoku::cli {

std::string with_commas(unsigned long long n) {
  std::string digits = std::to_string(n);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
  return digits;
}

namespace {
std::string signed_with_commas(long long n) {
  return n < 0 ? "-" + with_commas(0ull - static_cast<unsigned long long>(n))
               : with_commas(static_cast<unsigned long long>(n));
}
// At most this many characters of what was typed are repeated in a message.
std::string shown(const std::string& text) { return text.size() <= 24 ? text : text.substr(0, 21) + "..."; }
}  // namespace

CLI::Validator whole_number(long long lo, long long hi) {
  const std::string range = signed_with_commas(lo) + " to " + signed_with_commas(hi);
  return CLI::Validator(
      [lo, hi, range](std::string& text) -> std::string {
        const std::string what = "'" + shown(text) + "' is not a whole number from " + range;
        if (text.empty()) return what;
        errno = 0;
        char* end = nullptr;
        const long long v = std::strtoll(text.c_str(), &end, 10);
        if (end == text.c_str() || *end != '\0') return what;
        if (errno == ERANGE || v < lo || v > hi) return what;
        return {};
      },
      "N (" + range + ")");
}

CLI::Validator seed_number() {
  const std::string range = "0 to " + with_commas(~0ull);
  return CLI::Validator(
      [range](std::string& text) -> std::string {
        const std::string what = "'" + shown(text) + "' is not a whole number from " + range;
        if (text.empty() || text[0] < '0' || text[0] > '9') return what;
        errno = 0;
        char* end = nullptr;
        std::strtoull(text.c_str(), &end, 10);
        if (*end != '\0' || errno == ERANGE) return what;
        return {};
      },
      "S (" + range + ")");
}

CLI::Validator seconds_between(double lo, double hi) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%g to %g", lo, hi);
  const std::string range = buf;
  return CLI::Validator(
      [lo, hi, range](std::string& text) -> std::string {
        const std::string what = "'" + shown(text) + "' is not a number of seconds from " + range;
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || end == text.c_str() || *end != '\0' || !(v >= lo && v <= hi)) return what;
        return {};
      },
      "S (" + range + ")");
}

}  // namespace sudoku::cli
