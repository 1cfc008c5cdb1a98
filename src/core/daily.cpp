// daily.cpp - the daily puzzle's options and the dates behind them
// (generator.h: daily_options, civil_date, date_key). Apart from
// generator.cpp so that a module which only names dates and asks another
// for the puzzle (the app's page, whose engine worker generates) does not
// link the generator and the rater.
#include <cstdio>
#include <string>

#include "core/generator.h"

namespace sudoku {

using logic::Level;

namespace {

bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int y, int m) {
  static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : kDays[m - 1];
}

// Days since 1970-01-01 of a Gregorian date (H. Hinnant's days_from_civil).
std::int64_t days_from_civil(int y, int m, int d) {
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t yoe = y - era * 400;
  const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

constexpr std::string_view kMonths[12] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};

std::string date_text(int y, int m, int d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
  return buf;
}

}  // namespace

std::optional<GenerateOptions> daily_options(int year, int month, int day, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<GenerateOptions> {
    if (error) *error = date_text(year, month, day) + ": " + why;
    return std::nullopt;
  };
  if (year < 1900 || year > 9999) return fail("the year must be 1900 to 9999");
  if (month < 1 || month > 12) return fail("the month must be 1 to 12");
  const int days = days_in_month(year, month);
  if (day < 1 || day > days) {
    return fail(std::string(kMonths[month - 1]) + " " + std::to_string(year) + " has " + std::to_string(days) +
                " days");
  }
  const std::int64_t n = days_from_civil(year, month, day);
  // 1970-01-01 was a Thursday; Monday = 0.
  const int weekday = static_cast<int>(((n + 3) % 7 + 7) % 7);
  static constexpr Level kRota[7] = {Level::kEasy, Level::kMedium, Level::kHard,   Level::kMedium,
                                     Level::kHard, Level::kExpert, Level::kExtreme};
  GenerateOptions o;
  o.level = kRota[weekday];
  o.symmetry = Symmetry::kRotate180;
  o.seed = static_cast<std::uint64_t>(n);
  return o;
}

CivilDate civil_date(std::int64_t days) {
  // H. Hinnant's civil_from_days, the inverse of days_from_civil.
  days += 719468;
  const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const std::int64_t doe = days - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  const int y = static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0));
  return {y, m, d};
}

std::string date_key(std::int64_t days) {
  const CivilDate c = civil_date(days);
  return date_text(c.year, c.month, c.day);
}

}  // namespace sudoku
