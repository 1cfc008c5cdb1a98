// text_lines.h - walking the lines of a data file the app fetches (the
// puzzle collection, the guide, the practice bank).
#pragma once

#include <string_view>

namespace sudoku {

/// Calls `fn(line)` for each line of `text`, without its "\n" or "\r\n",
/// skipping empty lines and comments (lines starting with '#').
template <class Fn>
void for_each_data_line(std::string_view text, Fn&& fn) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line[0] == '#') continue;
    fn(line);
  }
}

}  // namespace sudoku
