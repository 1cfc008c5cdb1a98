#include "app/model/puzzle_collection.h"

#include <algorithm>

namespace sudoku::app {

void PuzzleCollection::read(std::string_view text) {
  for (auto& level : levels) level.clear();
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.size() < 83 || line[0] < '1' || line[0] > '5' || line[1] != ' ') continue;
    levels[static_cast<std::size_t>(line[0] - '1')].emplace_back(line.substr(2, 81));
  }
  const bool any = std::any_of(levels.begin(), levels.end(), [](const auto& l) { return !l.empty(); });
  status = any ? Status::kLoaded : Status::kFailed;
}

}  // namespace sudoku::app
