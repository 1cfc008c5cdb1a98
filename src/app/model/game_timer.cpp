#include "app/model/game_timer.h"

#include <cstdio>

namespace sudoku::app {

void GameTimer::fold(double now) {
  if (running() && now > since_) accumulated_ += now - since_;
  since_ = now;
}

void GameTimer::restart(double now) {
  accumulated_ = 0.0;
  since_ = now;
  stopped_ = false;
}

double GameTimer::elapsed(double now) const {
  double t = accumulated_;
  if (running() && now > since_) t += now - since_;
  return t;
}

void GameTimer::set_paused(bool paused, double now) {
  fold(now);
  paused_ = paused;
}

void GameTimer::set_visible(bool visible, double now) {
  fold(now);
  visible_ = visible;
}

void GameTimer::set_held(bool held, double now) {
  if (held == held_) return;
  fold(now);
  held_ = held;
}

void GameTimer::stop(double now) {
  fold(now);
  stopped_ = true;
}

void GameTimer::restore(double elapsed, bool paused, bool stopped, double now) {
  accumulated_ = elapsed > 0.0 ? elapsed : 0.0;
  paused_ = paused;
  stopped_ = stopped;
  since_ = now;
}

std::string format_duration(double seconds) {
  char buffer[32];
  long total = seconds > 0.0 ? static_cast<long>(seconds) : 0L;
  const long h = total / 3600;
  const long m = (total / 60) % 60;
  const long s = total % 60;
  if (h > 0) {
    std::snprintf(buffer, sizeof buffer, "%ld:%02ld:%02ld", h % 100000, m, s);
  } else {
    std::snprintf(buffer, sizeof buffer, "%ld:%02ld", m, s);
  }
  return std::string(buffer);
}

}  // namespace sudoku::app
