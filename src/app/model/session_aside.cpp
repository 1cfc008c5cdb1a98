// session_aside.cpp - see session.h, "games set aside": saves this page
// could not read (damaged, or from a newer version of the app) are kept,
// the newest kAsideSlots with the day each was set aside, to be opened
// again from the Menu or copied out as text; nothing is deleted unseen.
//
// Storage: the newest under Session::kUnreadableKey, the next ones under
// that key with ".2", ".3" appended, each the saved text as it was; their
// days (since 1970-01-01, -1 when unknown) under kAsideDaysKey, one number
// per slot separated by spaces.
#include <algorithm>

#include "app/model/session.h"
#include "core/generator.h"

namespace sudoku::app {

namespace {

std::string aside_key(std::size_t slot) {
  return slot == 0 ? std::string(Session::kUnreadableKey)
                   : std::string(Session::kUnreadableKey) + "." + std::to_string(slot + 1);
}

}  // namespace

void Session::restore_set_aside() {
  const std::string days = host_.storage_get(kAsideDaysKey).value_or("");
  std::size_t at = 0;
  for (aside_count_ = 0; aside_count_ < kAsideSlots && host_.storage_get(aside_key(aside_count_)); ++aside_count_) {
    // The next number of `days` (a damaged or missing one: -1, unknown).
    while (at < days.size() && days[at] == ' ') ++at;
    int day = 0;
    bool digits = false;
    for (; at < days.size() && days[at] >= '0' && days[at] <= '9' && day < 10000000; ++at, digits = true) {
      day = day * 10 + (days[at] - '0');
    }
    while (at < days.size() && days[at] != ' ') ++at;
    aside_days_[aside_count_] = digits ? day : -1;
  }
}

void Session::save_set_aside_days() {
  std::string days;
  for (const int d : set_aside_days()) days += std::to_string(d) + " ";
  host_.storage_set(kAsideDaysKey, days);
}

void Session::set_aside(const std::string& text) {
  // The newest first: each one moves down a slot, the oldest beyond the
  // last slot is dropped.
  const std::size_t kept = std::min(aside_count_, kAsideSlots - 1);
  for (std::size_t slot = kept; slot > 0; --slot) {
    if (auto older = host_.storage_get(aside_key(slot - 1))) host_.storage_set(aside_key(slot), *older);
    aside_days_[slot] = aside_days_[slot - 1];
  }
  host_.storage_set(aside_key(0), text);
  aside_days_[0] = host_.today();
  aside_count_ = kept + 1;
  save_set_aside_days();
}

std::string Session::set_aside_label(std::size_t index) const {
  if (index >= aside_count_) return {};
  const int day = aside_days_[index];
  return day < 0 ? std::string("Game set aside earlier") : "Game set aside on " + date_key(day);
}

void Session::remove_set_aside(std::size_t index) {
  if (index >= aside_count_) return;
  for (std::size_t slot = index; slot + 1 < aside_count_; ++slot) {
    if (auto next = host_.storage_get(aside_key(slot + 1))) host_.storage_set(aside_key(slot), *next);
    aside_days_[slot] = aside_days_[slot + 1];
  }
  host_.storage_remove(aside_key(--aside_count_));
  save_set_aside_days();
}

void Session::open_set_aside(std::size_t index) {
  if (index >= aside_count_) return;
  const std::optional<std::string> text = host_.storage_get(aside_key(index));
  if (!text) {
    restore_set_aside();
    return;
  }
  const std::string label = set_aside_label(index);
  Game restored;
  const std::string error = restored.load_json(*text, now());
  if (!error.empty()) {
    // Still unreadable here: its text goes out, to keep or to send on.
    host_.clipboard_set(*text);
    game_.set_message(label + " still cannot be read (" + error + "); its text was copied to the clipboard.");
    return;
  }
  // Nothing is lost: the current game becomes the previous game.
  keep_previous();
  install(std::move(restored), Replaced::kRestored);
  remove_set_aside(index);
  game_.set_message(label + " is back.");
}

void Session::copy_set_aside(std::size_t index) {
  if (index >= aside_count_) return;
  const std::string text = host_.storage_get(aside_key(index)).value_or("");
  host_.clipboard_set(text);
  game_.set_message("Copied the text of the game set aside.");
}

}  // namespace sudoku::app
