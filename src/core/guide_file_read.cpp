// guide_file_read.cpp - read_guide_file (see guide_file.h).
#include <array>

#include "core/guide_file.h"

namespace sudoku {

std::vector<GuidePage> read_guide_file(std::string_view text) {
  std::vector<GuidePage> pages;
  if (text.size() > kMaxGuideBytes) text = text.substr(0, kMaxGuideBytes);
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line[0] == '#') continue;
    std::array<std::string_view, 10> f;
    std::size_t n = 0;
    std::size_t at = 0;
    bool ended = false;  // the last field read reached the end of the line
    while (n < f.size() && !ended) {
      const std::size_t tab = line.find('\t', at);
      ended = tab == std::string_view::npos;
      f[n++] = line.substr(at, ended ? std::string_view::npos : tab - at);
      at = tab + 1;
    }
    if (n != f.size() || !ended) continue;  // not ten fields
    if (f[0].empty() || f[1].empty() || f[2].size() != 1 || f[2][0] < '1' || f[2][0] > '5') continue;
    if (f[4] != "yes" && f[4] != "no") continue;
    GuidePage p;
    p.key = f[0];
    p.name = f[1];
    p.tier = f[2][0] - '0';
    p.difficulty = f[3];
    p.practise = f[4] == "yes";
    p.shown_by = f[5];
    p.what = f[6];
    p.why = f[7];
    p.spot = f[8];
    p.example = f[9];
    for (char& c : p.example) {
      if (c == '/') c = '\n';
    }
    pages.push_back(std::move(p));
  }
  return pages;
}

}  // namespace sudoku
