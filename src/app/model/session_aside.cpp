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
#include <charconv>

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
  aside_days_.clear();
  const std::string days = host_.storage_get(kAsideDaysKey).value_or("");
  const char* p = days.data();
  const char* end = p + days.size();
  for (std::size_t slot = 0; slot < kAsideSlots && host_.storage_get(aside_key(slot)); ++slot) {
    while (p < end && *p == ' ') ++p;
    int day = -1;
    const auto [next, ec] = std::from_chars(p, end, day);
    if (ec != std::errc() || day < 0) day = -1;
    p = next;
    aside_days_.push_back(day);
  }
}

void Session::save_set_aside_days() {
  std::string days;
  for (const int d : aside_days_) days += (days.empty() ? "" : " ") + std::to_string(d);
  host_.storage_set(kAsideDaysKey, days);
}

void Session::set_aside(const std::string& text) {
  // The newest first: each one moves down a slot, the oldest beyond the
  // last slot is dropped.
  const std::size_t kept = std::min(aside_days_.size(), kAsideSlots - 1);
  for (std::size_t slot = kept; slot > 0; --slot) {
    if (auto older = host_.storage_get(aside_key(slot - 1))) host_.storage_set(aside_key(slot), *older);
  }
  host_.storage_set(aside_key(0), text);
  aside_days_.insert(aside_days_.begin(), host_.today());
  aside_days_.resize(kept + 1);
  save_set_aside_days();
}

std::string Session::set_aside_label(std::size_t index) const {
  if (index >= aside_days_.size()) return {};
  const int day = aside_days_[index];
  return day < 0 ? std::string("Game set aside earlier") : "Game set aside on " + date_key(day);
}

void Session::remove_set_aside(std::size_t index) {
  if (index >= aside_days_.size()) return;
  for (std::size_t slot = index; slot + 1 < aside_days_.size(); ++slot) {
    if (auto next = host_.storage_get(aside_key(slot + 1))) host_.storage_set(aside_key(slot), *next);
  }
  host_.storage_remove(aside_key(aside_days_.size() - 1));
  aside_days_.erase(aside_days_.begin() + static_cast<std::ptrdiff_t>(index));
  save_set_aside_days();
}

void Session::open_set_aside(std::size_t index) {
  if (index >= aside_days_.size()) return;
  const std::optional<std::string> text = host_.storage_get(aside_key(index));
  if (!text) {
    restore_set_aside();
    return;
  }
  const std::string label = set_aside_label(index);
  Game probe;
  const std::string error = probe.load_json(*text, now());
  if (!error.empty()) {
    // Still unreadable here: its text goes out, to keep or to send on.
    host_.clipboard_set(*text);
    game_.set_message(label + " still cannot be read (" + error + "). Its text (" + std::to_string(text->size()) +
                      " characters) was copied to the clipboard; it stays in the Menu.");
    return;
  }
  confirm_then(label + ": open it? Your current game will be kept: Menu, Previous game brings it back.", "Open it",
               [this, index, label, saved = *text] {
                 keep_previous();
                 if (install_saved(saved).empty()) {
                   remove_set_aside(index);
                   game_.set_message(label + " is back.");
                 }
               });
}

void Session::copy_set_aside(std::size_t index) {
  if (index >= aside_days_.size()) return;
  const std::string text = host_.storage_get(aside_key(index)).value_or("");
  host_.clipboard_set(text);
  game_.set_message(set_aside_label(index) + ": its text (" + std::to_string(text.size()) +
                    " characters) was copied to the clipboard.");
}

}  // namespace sudoku::app
