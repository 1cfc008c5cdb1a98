// guide_file_read.cpp - read_guide_file (see guide_file.h).
#include <array>

#include "core/guide_file.h"
#include "core/text_lines.h"

namespace sudoku {

std::vector<GuidePage> read_guide_file(std::string_view text) {
  std::vector<GuidePage> pages;
  if (text.size() > kMaxGuideBytes) text = text.substr(0, kMaxGuideBytes);
  for_each_data_line(text, [&](std::string_view line) {
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
    if (n != f.size() || !ended) return;  // not ten fields
    if (f[0].empty() || f[1].empty() || f[2].size() != 1 || f[2][0] < '1' || f[2][0] > '5') return;
    if (f[4] != "yes" && f[4] != "no") return;
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
  });
  return pages;
}

}  // namespace sudoku
