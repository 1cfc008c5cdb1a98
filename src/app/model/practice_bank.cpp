// practice_bank.cpp - see practice_bank.h.
#include "app/model/practice_bank.h"

#include <algorithm>
#include <optional>

#include "core/generator.h"
#include "core/text_lines.h"

namespace sudoku::app {

namespace {

bool is_puzzle_line(std::string_view s) {
  return s.size() == static_cast<std::size_t>(kCells) &&
         std::all_of(s.begin(), s.end(), [](char c) { return c == '.' || (c >= '1' && c <= '9'); });
}

}  // namespace

void PracticeBank::read(std::string_view text) {
  puzzles.assign(static_cast<std::size_t>(logic::kTechniqueCount), {});
  skipped = 0;
  if (text.size() > kMaxBytes) text = text.substr(0, kMaxBytes);
  bool any = false;
  for_each_data_line(text, [&](std::string_view line) {
    // "<key> <level 1-5> <81 characters>"
    const std::size_t space = line.find(' ');
    const std::optional<logic::Technique> t =
        space == std::string_view::npos ? std::nullopt : logic::technique_by_key(line.substr(0, space));
    const std::string_view rest = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    if (!t || !can_practise(*t) || rest.size() != 2 + static_cast<std::size_t>(kCells) || rest[0] < '1' ||
        rest[0] > '5' || rest[1] != ' ' || !is_puzzle_line(rest.substr(2))) {
      ++skipped;
      return;
    }
    puzzles[static_cast<std::size_t>(*t)].push_back({rest[0] - '1', std::string(rest.substr(2))});
    any = true;
  });
  status = any ? Status::kLoaded : Status::kFailed;
}

const std::vector<PracticeBank::Entry>& PracticeBank::of(logic::Technique technique) const {
  static const std::vector<Entry> kNone;
  const auto i = static_cast<std::size_t>(technique);
  return i < puzzles.size() ? puzzles[i] : kNone;
}

}  // namespace sudoku::app
