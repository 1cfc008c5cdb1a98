// session_preferences.cpp - the settings that follow the system's
// preferences (dark theme, more contrast, reduced motion) until the player
// sets them by hand; see settings.h and Session::set_settings.
#include "app/model/session.h"

namespace sudoku::app {

Settings Session::with_host_preferences(const Settings& before, Settings next) {
  // A follow flag turned on takes the host's answer; a value changed by hand
  // stops following. Otherwise a following value keeps the host's answer.
  auto rule = [](bool was_following, bool& following, bool value_changed, auto&& take_host) {
    if (following && !was_following) {
      take_host();
    } else if (value_changed) {
      following = false;
    } else if (following) {
      take_host();
    }
  };
  rule(before.theme_follows_system, next.theme_follows_system, next.theme != before.theme,
       [&] { next.theme = host_.prefers_dark() ? Theme::kDark : Theme::kLight; });
  rule(before.contrast_follows_system, next.contrast_follows_system, next.high_contrast != before.high_contrast,
       [&] { next.high_contrast = host_.prefers_contrast(); });
  rule(before.motion_follows_system, next.motion_follows_system, next.reduced_motion != before.reduced_motion,
       [&] { next.reduced_motion = host_.prefers_reduced_motion(); });
  return next;
}

void Session::on_host_preferences() {
  const Settings& now = game_.settings();
  const Settings next = with_host_preferences(now, now);
  if (next == now) return;
  game_.settings() = next;
  saver_.dirty = true;
}

}  // namespace sudoku::app
