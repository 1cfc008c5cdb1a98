// guide_file_write.cpp - write_guide_file (see guide_file.h); apart from the
// reader so that a program that only reads the file links no guide text.
#include <cstdio>

#include "core/generator.h"
#include "core/guide_file.h"
#include "core/logic/guide.h"

namespace sudoku {

std::string write_guide_file() {
  std::string out =
      "# The technique guide: key, name, tier, difficulty, practise, shown_by, what, why, spot, example\n"
      "# (tab-separated; the example's line breaks written as '/'). Made by the build from the core's guide.\n";
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    const std::optional<logic::GuideEntry> e = logic::guide_entry(t);
    if (!e) continue;
    char difficulty[16];
    std::snprintf(difficulty, sizeof difficulty, "%.1f", logic::technique_difficulty(t));
    std::string example(e->example);
    while (!example.empty() && example.back() == '\n') example.pop_back();
    for (char& c : example) {
      if (c == '\n') c = '/';
    }
    out += std::string(e->key) + '\t' + std::string(logic::technique_name(t)) + '\t' +
           std::to_string(logic::technique_tier(t)) + '\t' + difficulty + '\t' + (can_practise(t) ? "yes" : "no") +
           '\t' + std::string(e->shown_by) + '\t' + std::string(e->what) + '\t' + std::string(e->why) + '\t' +
           std::string(e->spot) + '\t' + example + '\n';
  }
  return out;
}

}  // namespace sudoku
