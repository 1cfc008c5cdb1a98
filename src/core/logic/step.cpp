#include "core/logic/step.h"

#include <cctype>

namespace sudoku::logic {
namespace {

std::string lower(std::string_view s) {
  std::string r;
  for (char ch : s) {
    if (ch != ' ' && ch != '\t') r += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  return r;
}

// A name as parse_techniques compares it: `s` lower-cased, spaces as '-'.
std::string as_key(std::string_view s) {
  std::string r;
  for (char ch : s) r += ch == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return r;
}

}  // namespace

std::string placement_text(Candidate c) { return cell_name(c.cell) + "=" + std::to_string(c.digit); }
std::string elimination_text(Candidate c) { return cell_name(c.cell) + "<>" + std::to_string(c.digit); }

std::string cells_text(const std::vector<std::uint8_t>& cells) {
  std::string r;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) r += (i + 1 == cells.size()) ? " and " : ", ";
    r += cell_name(cells[i]);
  }
  return r;
}

std::string digits_text(Mask digits, const char* conjunction) {
  std::string r;
  int n = popcount(digits);
  int i = 0;
  for (int d = 1; d <= 9; ++d) {
    if (!(digits & digit_bit(d))) continue;
    if (i > 0) r += (i + 1 == n) ? std::string(" ") + conjunction + " " : std::string(", ");
    r += static_cast<char>('0' + d);
    ++i;
  }
  return r;
}

std::string format_step(const Step& step) {
  std::string line{technique_name(step.technique)};
  line += '\t';
  bool first = true;
  auto sep = [&] {
    if (!first) line += ' ';
    first = false;
  };
  for (const auto& p : step.placements) {
    sep();
    line += placement_text(p);
  }
  for (auto c : step.clears) {
    sep();
    line += cell_name(c) + "=0";
  }
  for (const auto& r : step.restores) {
    sep();
    line += cell_name(r.cell) + "+" + std::to_string(r.digit);
  }
  line += '\t';
  first = true;
  for (const auto& e : step.eliminations) {
    sep();
    line += elimination_text(e);
  }
  line += '\t';
  line += step.sentence;
  return line;
}

TechniqueSet TechniqueSet::all() { return up_to_tier(5); }

TechniqueSet TechniqueSet::up_to_tier(int tier) {
  TechniqueSet s;
  for (int i = 0; i < kTechniqueCount; ++i) {
    if (technique_tier(static_cast<Technique>(i)) <= tier) s.add(static_cast<Technique>(i));
  }
  return s;
}

bool TechniqueSet::has(Technique t) const {
  return static_cast<int>(t) < kTechniqueCount && ((bits_ >> static_cast<int>(t)) & 1u) != 0;
}
void TechniqueSet::add(Technique t) {
  if (static_cast<int>(t) < kTechniqueCount) bits_ |= std::uint64_t{1} << static_cast<int>(t);
}
void TechniqueSet::remove(Technique t) {
  if (static_cast<int>(t) < kTechniqueCount) bits_ &= ~(std::uint64_t{1} << static_cast<int>(t));
}

std::optional<TechniqueSet> parse_techniques(std::string_view list, std::string* error) {
  TechniqueSet set;
  set.add(Technique::kPlacedDigit);
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    std::string name = lower(list.substr(start, end - start));
    start = end + 1;
    if (name.empty()) continue;
    if (name == "locked-candidates") name = "locked";  // other spellings of family names
    if (name == "colouring") name = "coloring";
    if (name == "all") {
      set = TechniqueSet::all();
      continue;
    }
    if (name.size() == 5 && name.rfind("tier", 0) == 0 && name[4] >= '1' && name[4] <= '5') {
      const TechniqueSet t = TechniqueSet::up_to_tier(name[4] - '0');
      for (int i = 0; i < kTechniqueCount; ++i) {
        if (t.has(static_cast<Technique>(i))) set.add(static_cast<Technique>(i));
      }
      continue;
    }
    bool found = false;
    for (int i = 0; i < kTechniqueCount; ++i) {
      const auto t = static_cast<Technique>(i);
      if (name == technique_family(t) || name == technique_key(t) || name == as_key(technique_name(t))) {
        set.add(t);
        found = true;
      }
    }
    if (!found) {
      if (error) *error = "unknown technique '" + name + "'";
      return std::nullopt;
    }
  }
  return set;
}

}  // namespace sudoku::logic
