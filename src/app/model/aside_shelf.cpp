// aside_shelf.cpp - see aside_shelf.h.
#include "app/model/aside_shelf.h"

#include <algorithm>

#include "app/model/ui_text.h"
#include "core/generator.h"

namespace sudoku::app {

namespace {

std::string aside_key(std::size_t slot) {
  return slot == 0 ? std::string(AsideShelf::kKey) : std::string(AsideShelf::kKey) + "." + std::to_string(slot + 1);
}

}  // namespace

void AsideShelf::restore(Host& host) {
  const std::string days = host.storage_get(kDaysKey).value_or("");
  std::size_t at = 0;
  for (count_ = 0; count_ < kSlots && host.storage_get(aside_key(count_)); ++count_) {
    // The next number of `days` (a damaged or missing one: -1, unknown).
    while (at < days.size() && days[at] == ' ') ++at;
    int day = 0;
    bool digits = false;
    for (; at < days.size() && days[at] >= '0' && days[at] <= '9' && day < 10000000; ++at, digits = true) {
      day = day * 10 + (days[at] - '0');
    }
    while (at < days.size() && days[at] != ' ') ++at;
    days_[count_] = digits ? day : -1;
  }
}

void AsideShelf::save_days(Host& host) {
  std::string text;
  for (const int d : days()) text += std::to_string(d) + " ";
  host.storage_set(kDaysKey, text);
}

void AsideShelf::put(Host& host, const std::string& text) {
  const std::size_t kept = std::min(count_, kSlots - 1);
  for (std::size_t slot = kept; slot > 0; --slot) {
    if (auto older = host.storage_get(aside_key(slot - 1))) host.storage_set(aside_key(slot), *older);
    days_[slot] = days_[slot - 1];
  }
  host.storage_set(aside_key(0), text);
  days_[0] = host.today();
  count_ = kept + 1;
  save_days(host);
}

std::string AsideShelf::label(std::size_t index) const {
  if (index >= count_) return {};
  const int day = days_[index];
  return day < 0 ? std::string(ui_text(Ui::kAsideLabelEarlier))
                 : ui_format(ui_text(Ui::kAsideLabelOn), {{"date", date_key(day)}});
}

void AsideShelf::remove(Host& host, std::size_t index) {
  if (index >= count_) return;
  for (std::size_t slot = index; slot + 1 < count_; ++slot) {
    if (auto next = host.storage_get(aside_key(slot + 1))) host.storage_set(aside_key(slot), *next);
    days_[slot] = days_[slot + 1];
  }
  host.storage_remove(aside_key(--count_));
  save_days(host);
}

std::optional<std::string> AsideShelf::text(Host& host, std::size_t index) const {
  if (index >= count_) return std::nullopt;
  return host.storage_get(aside_key(index));
}

}  // namespace sudoku::app
