// The guide: every row of the technique table has an entry of at least 300
// characters, and each example board's first hint is its technique (for
// the techniques only the rating uses: the hint technique it names).
#include "core/logic/guide.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "core/format.h"
#include "core/generator.h"
#include "core/guide_file.h"
#include "core/logic/engine.h"
#include "core/verdict.h"

using namespace sudoku;
using logic::Technique;

namespace {

// The first hint on `text` read as the CLI and the app read a board.
std::optional<logic::Step> first_hint(std::string_view text) {
  const Result<Puzzle> r = read_puzzle(text);
  if (!r) return std::nullopt;
  const Verdict v = judge(*r.value);
  if (!v.unique()) return std::nullopt;
  return logic::next_step(start_board(*r.value), logic::make_options(logic::TechniqueSet::all(), v));
}

/// Calls `check(t, entry)` for every technique and its guide entry (each
/// must have one), naming the technique on a failure.
template <typename Check>
void for_each_entry(Check check) {
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    INFO(logic::technique_key(t));
    const std::optional<logic::GuideEntry> e = logic::guide_entry(t);
    REQUIRE(e.has_value());
    check(t, *e);
  }
}

}  // namespace

TEST_CASE("Every technique has a guide entry of at least 300 characters", "[core][guide]") {
  for_each_entry([](Technique t, const logic::GuideEntry& e) {
    CHECK(e.key == logic::technique_key(t));
    CHECK_FALSE(e.what.empty());
    CHECK_FALSE(e.why.empty());
    CHECK_FALSE(e.spot.empty());
    CHECK(e.what.size() + e.why.size() + e.spot.size() >= 300);
    CHECK(logic::technique_by_key(e.key) == t);
    const std::string text = logic::guide_text(t);
    CHECK(text.find(std::string(logic::technique_name(t))) == 0);
    CHECK(text.find("Why it works") != std::string::npos);
  });
  CHECK_FALSE(logic::guide_entry(Technique::kGuess).has_value());
  CHECK_FALSE(logic::technique_by_key("no-such-technique").has_value());
}

TEST_CASE("Every guide example's first hint is its technique", "[core][guide]") {
  for_each_entry([](Technique t, const logic::GuideEntry& e) {
    Technique expected = t;
    if (!logic::used_by_hints(t)) {
      const std::optional<Technique> shown = logic::technique_by_key(e.shown_by);
      REQUIRE(shown.has_value());
      CHECK(logic::used_by_hints(*shown));
      expected = *shown;
    } else {
      CHECK(e.shown_by.empty());
    }
    INFO(e.example);
    REQUIRE_FALSE(e.example.empty());
    const std::optional<logic::Step> step = first_hint(e.example);
    REQUIRE(step.has_value());
    CHECK(step->technique == expected);
  });
}

TEST_CASE("The guide file reads back as written, and malformed lines are skipped", "[core][guide]") {
  const std::vector<GuidePage> pages = read_guide_file(write_guide_file());
  REQUIRE(pages.size() == static_cast<std::size_t>(logic::kTechniqueCount));
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const auto t = static_cast<Technique>(i);
    const GuidePage& p = pages[i];
    INFO(p.key);
    CHECK(p.key == logic::technique_key(t));
    CHECK(p.name == logic::technique_name(t));
    CHECK(p.tier == logic::technique_tier(t));
    CHECK(p.practise == can_practise(t));
    const std::optional<logic::GuideEntry> e = logic::guide_entry(t);
    REQUIRE(e.has_value());
    CHECK(p.what == e->what);
    CHECK(p.spot == e->spot);
    std::string example(e->example);
    while (!example.empty() && example.back() == '\n') example.pop_back();
    CHECK(p.example == example);
  }
  // Nine fields, eleven fields, a tier out of range, a bad practise flag.
  const std::string bad =
      "x\tX\t3\t3.2\tyes\t\twhat\twhy\tspot\n"
      "x\tX\t3\t3.2\tyes\t\twhat\twhy\tspot\tex\textra\n"
      "x\tX\t7\t3.2\tyes\t\twhat\twhy\tspot\tex\n"
      "x\tX\t3\t3.2\tmaybe\t\twhat\twhy\tspot\tex\n"
      "# a comment\n"
      "ok\tOK\t2\t2.6\tno\t\twhat\twhy\tspot\ta/b\r\n";
  const std::vector<GuidePage> read = read_guide_file(bad);
  REQUIRE(read.size() == 1);
  CHECK(read[0].key == "ok");
  CHECK(read[0].example == "a\nb");
  CHECK_FALSE(read[0].practise);
}
