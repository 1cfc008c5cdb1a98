#include "app/model/puzzle_collection.h"

#include <algorithm>

#include "core/text_lines.h"

namespace sudoku::app {

void PuzzleCollection::read(std::string_view text) {
  for (auto& level : levels) level.clear();
  // "<level 1-5> <81 characters>"
  for_each_data_line(text, [this](std::string_view line) {
    if (line.size() < 83 || line[0] < '1' || line[0] > '5' || line[1] != ' ') return;
    levels[static_cast<std::size_t>(line[0] - '1')].emplace_back(line.substr(2, 81));
  });
  const bool any = std::any_of(levels.begin(), levels.end(), [](const auto& l) { return !l.empty(); });
  status = any ? Status::kLoaded : Status::kFailed;
}

}  // namespace sudoku::app
