// progress.cpp - the progress bar of the long runs (see progress.h).
#include "cli/progress.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <ostream>

namespace sudoku::cli {

namespace {

constexpr auto kRedraw = std::chrono::milliseconds(250);  // at most four draws a second
constexpr int kBarWidth = 20;
constexpr std::size_t kLabelWidth = 32;

/// 12345 -> "12,345".
std::string grouped(long n) {
  std::string digits = std::to_string(n < 0 ? -n : n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

/// Seconds -> "m:ss" (or "h:mm:ss").
std::string clock_time(double seconds) {
  const long s = seconds < 0 ? 0 : static_cast<long>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  }
  return buf;
}

bool wanted(bool quiet_output) {
  if (const char* forced = std::getenv("SUDOKU_PROGRESS"); forced != nullptr && *forced != '\0') {
    return *forced != '0';
  }
  return isatty(STDERR_FILENO) == 1 && (quiet_output || isatty(STDOUT_FILENO) != 1);
}

}  // namespace

Progress::Progress(std::ostream& err, bool quiet_output) : err_(err), shown_(wanted(quiet_output)) {}

Progress::~Progress() { erase(); }

void Progress::start(std::string label, double total, std::string unit) {
  if (!shown_) return;
  label_ = label.size() > kLabelWidth ? "..." + label.substr(label.size() - (kLabelWidth - 3)) : std::move(label);
  total_ = total;
  unit_ = std::move(unit);
  stage_start_ = Clock::now();
  last_draw_ = Clock::time_point{};  // the first update draws
}

void Progress::update(double done, long items) {
  if (!shown_) return;
  const Clock::time_point now = Clock::now();
  if (now - last_draw_ < kRedraw) return;
  last_draw_ = now;
  draw(done, items);
}

void Progress::draw(double done, long items) {
  const double elapsed = std::chrono::duration<double>(Clock::now() - stage_start_).count();
  std::string line = "\r" + label_;
  if (total_ > 0) {
    const double fraction = done <= 0 ? 0.0 : done >= total_ ? 1.0 : done / total_;
    const int filled = static_cast<int>(fraction * kBarWidth);
    line += " [" + std::string(static_cast<std::size_t>(filled), '#') +
            std::string(static_cast<std::size_t>(kBarWidth - filled), '-') + "] ";
    char percent[8];
    std::snprintf(percent, sizeof percent, "%3d%%", static_cast<int>(fraction * 100));
    line += percent;
  }
  if (items >= 0) {
    line += "  " + grouped(items) + " " + unit_;
    if (elapsed > 0.25) line += "  " + grouped(static_cast<long>(static_cast<double>(items) / elapsed)) + "/s";
  }
  if (total_ > 0 && done > 0 && elapsed > 0.5) {
    line += "  " + clock_time(elapsed * (total_ - done) / done) + " left";
  }
  err_ << line << "\x1b[K" << std::flush;  // erase whatever the last draw left to the right
  drawn_ = true;
}

void Progress::erase() {
  if (!drawn_) return;
  err_ << "\r\x1b[K" << std::flush;
  drawn_ = false;
  last_draw_ = Clock::time_point{};
}

}  // namespace sudoku::cli
