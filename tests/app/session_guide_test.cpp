// The guide to the techniques in the app (fetched on first use, a page per
// technique, its example's deduction stepped through, "What is an X-Wing?"
// from a hint, "Practise this technique" from a page), and the practice
// bank the session takes practice puzzles from before the engine makes one.
#include <catch2/catch_test_macros.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/session.h"
#include "app/model/session_commands.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "core/generator.h"
#include "core/guide_file.h"
#include "core/logic/guide.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

/// The session with the guide opened from the Menu and its file delivered.
void open_loaded_guide(Session& s, MemoryHost& host) {
  s.open_guide();
  REQUIRE(!host.fetches.empty());
  REQUIRE(host.fetches.back() == Session::kGuideUrl);
  s.on_fetched(Session::kGuideUrl, write_guide_file(), true);
  REQUIRE(s.guide().status == GuideState::Status::kLoaded);
}

}  // namespace

TEST_CASE("The guide loads on first use and lists every technique by tier", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  CHECK(state(s)["guide"]["status"] == "not-asked");
  CHECK(run_command(s, "guide", "open") == "");
  CHECK(host.fetches.back() == Session::kGuideUrl);
  CHECK(state(s)["guide"]["open"] == true);
  CHECK(state(s)["guide"]["status"] == "loading");
  s.on_fetched(Session::kGuideUrl, write_guide_file(), true);
  const nlohmann::json g = state(s)["guide"];
  CHECK(g["status"] == "loaded");
  CHECK(g["page"] == "");
  REQUIRE(g["list"].size() == static_cast<std::size_t>(logic::kTechniqueCount));
  CHECK(g["list"][0]["key"] == std::string(logic::technique_key(static_cast<logic::Technique>(0))));
  int tier = 0;
  for (const auto& item : g["list"]) {
    const auto t = logic::technique_by_key(item["key"].get<std::string>());
    REQUIRE(t);
    CHECK(item["tier"] == logic::technique_tier(*t));
    CHECK(item["name"] == std::string(logic::technique_name(*t)));
    if (logic::used_by_hints(*t)) {  // the hints' rows come tier by tier
      CHECK(item["tier"].get<int>() >= tier);
      tier = item["tier"].get<int>();
    }
  }
  // Closing keeps the pages: opening again asks for nothing.
  const std::size_t fetched = host.fetches.size();
  CHECK(run_command(s, "guide", "close") == "");
  CHECK(state(s)["guide"]["open"] == false);
  s.open_guide();
  CHECK(host.fetches.size() == fetched);
  CHECK(s.guide().open);
}

TEST_CASE("A guide that cannot be loaded says so and is asked for again", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  const std::string before = to_line(s.game().givens());
  s.open_guide_page("x-wing");
  s.on_fetched(Session::kGuideUrl, "the server answered 404 for guide.txt", false);
  CHECK(state(s)["guide"]["status"] == "failed");
  CHECK(state(s)["guide"]["error"] == "the server answered 404 for guide.txt");
  CHECK(s.guide_page() == nullptr);
  CHECK(to_line(s.game().givens()) == before);
  s.close_guide();
  s.open_guide();
  CHECK(host.fetches.back() == Session::kGuideUrl);
  CHECK(s.guide().status == GuideState::Status::kLoading);
  // Text that is not a guide reads as no page: failed, not a crash.
  s.on_fetched(Session::kGuideUrl, "not\ta guide\n\x01\x02", true);
  CHECK(s.guide().status == GuideState::Status::kFailed);
  CHECK(s.guide().error == "guide.txt next to this page holds no page of the guide");
}

TEST_CASE("A guide page shows its text and steps through its example's first hint", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  open_loaded_guide(s, host);
  CHECK(
      run_command(s, "guide_page", "no-such-thing") ==
      "command 'guide_page': 'no-such-thing' is not a technique (a key as `sudoku techniques` lists it, e.g. x-wing)");
  CHECK(run_command(s, "guide_page", "x-wing") == "");
  nlohmann::json g = state(s)["guide"];
  CHECK(g["page"] == "x-wing");
  CHECK(g["name"] == "X-Wing");
  const auto entry = logic::guide_entry(logic::Technique::kXWing);
  REQUIRE(entry);
  CHECK(g["what"] == std::string(entry->what));
  CHECK(g["why"] == std::string(entry->why));
  CHECK(g["spot"] == std::string(entry->spot));
  CHECK(g["practise"] == true);
  CHECK(g["example"] == "pending");
  settle(s, engine);
  g = state(s)["guide"];
  REQUIRE(g["example"] == "ready");
  CHECK(g["step_technique"] == "x-wing");
  CHECK(g["stage"] == 0);
  CHECK(g["cells"].empty());
  const logic::Step step = *s.guide().example_step;
  // Stage 1: the units; 2: the cause; 3: what it removes; 4: the board after.
  s.guide_step(1);
  BoardScene scene = s.guide_scene();
  for (auto u : step.units) {
    for (int c : kUnitCells[u]) CHECK((scene.flags[c] & kCellRegion) != 0);
  }
  CHECK(state(s)["guide"]["stage_text"].get<std::string>().rfind("Where to look: ", 0) == 0);
  CHECK_FALSE(state(s)["guide"]["cells"].empty());
  s.guide_step(1);
  scene = s.guide_scene();
  for (const auto& k : step.cause) CHECK((scene.cause_marks[k.cell] & digit_bit(k.digit)) != 0);
  for (const auto& k : step.eliminations) CHECK(scene.removed_marks[k.cell] == 0);
  CHECK(run_command(s, "guide_step", "1") == "");
  scene = s.guide_scene();
  REQUIRE_FALSE(step.eliminations.empty());
  for (const auto& k : step.eliminations) {
    CHECK((scene.removed_marks[k.cell] & digit_bit(k.digit)) != 0);
    CHECK((scene.flags[k.cell] & kCellTarget) != 0);
  }
  CHECK(state(s)["guide"]["stage_text"] == "What it does: " + step.sentence);
  s.guide_step(5);  // clamped at the last stage
  CHECK(s.guide().stage == GuideState::kLastStage);
  scene = s.guide_scene();
  for (const auto& k : step.eliminations) CHECK((scene.marks[k.cell] & digit_bit(k.digit)) == 0);
  s.guide_step(-10);
  CHECK(s.guide().stage == 0);
  // Back to the list.
  CHECK(run_command(s, "guide", "list") == "");
  CHECK(state(s)["guide"]["page"] == "");
  CHECK(s.guide().open);
}

TEST_CASE("Multi Colors' example draws each candidate of its two chains in its chain's colour",
          "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  open_loaded_guide(s, host);
  CHECK(run_command(s, "guide_page", "multi-colors") == "");
  settle(s, engine);
  REQUIRE(state(s)["guide"]["example"] == "ready");
  const logic::Step step = *s.guide().example_step;
  CHECK(step.technique == logic::Technique::kMultiColors);
  REQUIRE(step.cause_colours.size() == step.cause.size());
  s.guide_step(2);  // the cause
  const BoardScene scene = s.guide_scene();
  bool used[5] = {};
  for (std::size_t i = 0; i < step.cause.size(); ++i) {
    const logic::Candidate k = step.cause[i];
    CHECK(scene.cause_colours[k.cell][k.digit - 1u] == step.cause_colours[i]);
    used[step.cause_colours[i]] = true;
  }
  // Four colours: two for each chain.
  CHECK((used[1] && used[2] && used[3] && used[4]));
  // Another technique's cause is drawn without them.
  CHECK(run_command(s, "guide_page", "x-wing") == "");
  settle(s, engine);
  s.guide_step(2);
  const BoardScene plain = s.guide_scene();
  for (const auto& cell : plain.cause_colours) {
    for (auto colour : cell) CHECK(colour == 0);
  }
}

TEST_CASE("A finned fish's example draws its fins apart from its body", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  open_loaded_guide(s, host);
  for (const char* page : {"finned-x-wing", "finned-swordfish", "finned-jellyfish"}) {
    INFO(page);
    CHECK(run_command(s, "guide_page", page) == "");
    settle(s, engine);
    REQUIRE(state(s)["guide"]["example"] == "ready");
    const logic::Step step = *s.guide().example_step;
    REQUIRE(step.cause_colours.size() == step.cause.size());
    s.guide_step(2);  // the cause
    const BoardScene scene = s.guide_scene();
    int fins = 0, body = 0;
    for (const logic::Candidate k : step.cause) {
      const std::uint8_t paint = scene.cause_colours[k.cell][k.digit - 1u];
      CHECK((paint == 0 || paint == logic::Step::kFinColour));
      (paint == logic::Step::kFinColour ? fins : body) += 1;
    }
    CHECK(fins >= 1);
    CHECK(body >= 4);
  }
}

TEST_CASE("Every guide page with an example board shows its deduction in the app", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture();
  open_loaded_guide(s, host);
  for (const GuidePage& page : s.guide().pages) {
    INFO(page.key);
    s.open_guide_page(page.key);
    settle(s, engine);
    if (page.example.empty()) {
      CHECK(state(s)["guide"]["example"] == "none");
      continue;
    }
    REQUIRE(s.guide().example_step);
    const std::string expected = page.shown_by.empty() ? page.key : page.shown_by;
    CHECK(logic::technique_key(s.guide().example_step->technique) == expected);
  }
}

TEST_CASE("A hint says 'What is an X-Wing?' and opens that page of the guide", "[app][session][guide]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(logic::guide_entry(logic::Technique::kXWing)->example));
  request_hint_shown(s, engine);
  REQUIRE(s.game().hint().step()->technique == logic::Technique::kXWing);
  const HintReport r = s.hint_report();
  CHECK(r.technique_key == "x-wing");
  CHECK(r.guide_label == "What is an X-Wing?");
  CHECK(state(s)["hint"]["guide_label"] == "What is an X-Wing?");
  s.open_guide_page(r.technique_key);
  CHECK(s.guide().open);
  CHECK(s.guide_page() == nullptr);  // loading: the page opens when it arrives
  s.on_fetched(Session::kGuideUrl, write_guide_file(), true);
  REQUIRE(s.guide_page() != nullptr);
  CHECK(s.guide_page()->key == "x-wing");
  CHECK(s.game().hint().shown());  // the hint is still there behind the guide
}

TEST_CASE("The guide's question names a technique as a player would", "[app][session][guide]") {
  CHECK(what_is_label("X-Wing") == "What is an X-Wing?");
  CHECK(what_is_label("Skyscraper") == "What is a Skyscraper?");
  CHECK(what_is_label("Uniqueness Test 1") == "What is a Uniqueness Test 1?");
  CHECK(what_is_label("Empty Rectangle") == "What is an Empty Rectangle?");
  CHECK(what_is_label("AIC") == "What is an AIC?");
  CHECK(what_is_label("Simple Colors") == "What are Simple Colors?");
  CHECK(what_is_label("Locked Candidates Type 1 (Pointing)") == "What are Locked Candidates Type 1 (Pointing)?");
}

TEST_CASE("Practise this technique from a guide page takes a puzzle from the bank", "[app][session][guide]") {
  const std::string puzzle = practice_puzzle(logic::Technique::kXWing, 7);
  auto&& [host, engine, s] = SessionFixture();
  open_loaded_guide(s, host);
  s.open_guide_page("x-wing");
  settle(s, engine);
  CHECK(run_command(s, "practise_guide", "") == "");
  CHECK_FALSE(s.guide().open);
  REQUIRE(s.generating());
  CHECK(s.generation().what == Generation::What::kPractice);
  CHECK(host.fetches.back() == Session::kPracticeUrl);
  const std::string bank =
      "# a comment\n"
      "x-wing 3 " +
      puzzle +
      "\n"
      "x-wing 9 " +
      puzzle +
      "\n"  // no such level
      "x-wing 3 " +
      puzzle.substr(1) +
      "\n"  // 80 characters
      "naked-single 1 " +
      puzzle +
      "\n"  // cannot be practised
      "contradiction-chain 5 " +
      puzzle +
      "\n"  // tier 5: cannot be practised
      "no-such-key 3 " +
      puzzle + "\n";
  s.on_fetched(Session::kPracticeUrl, bank, true);
  CHECK(s.practice_bank().status == PracticeBank::Status::kLoaded);
  CHECK(s.practice_bank().skipped == 5);
  CHECK(s.practice_bank().of(logic::Technique::kXWing).size() == 1);
  CHECK_FALSE(s.generating());
  CHECK(engine.busy() == false);
  CHECK(to_line(s.game().givens()) == puzzle);
  CHECK(s.game().origin().kind == Origin::Kind::kPractice);
  CHECK(s.game().origin().technique == logic::Technique::kXWing);
  CHECK(s.game().level() == 2);
  CHECK(s.game().message().rfind("A puzzle to practise X-Wing (rated Hard)", 0) == 0);
  // A second practice takes the bank at once (no fetch, no engine).
  const std::size_t fetched = host.fetches.size();
  s.practise(logic::Technique::kXWing);
  if (!s.confirmation().question.empty()) s.answer(true);
  CHECK(host.fetches.size() == fetched);
  CHECK_FALSE(s.generating());
  CHECK(to_line(s.game().givens()) == puzzle);
}

TEST_CASE("Practise this technique in a read-only tab is refused with the guide left open", "[app][session][guide]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));  // b plays; a follows
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  open_loaded_guide(a, host);
  a.open_guide_page("x-wing");
  settle(a, engine_a);
  const GuidePage* page = a.guide_page();
  REQUIRE(page != nullptr);
  const std::size_t fetched = host.fetches.size();
  CHECK(run_command(a, "practise_guide", "") == "");
  CHECK(a.guide().open);  // the player keeps their place in the guide
  CHECK(a.guide_page() == page);
  CHECK(a.game().message() == "This game is being played in another tab: Continue here to play it in this one.");
  CHECK(a.guide().practice_refused);  // said on the guide's card too
  CHECK_FALSE(a.generating());
  CHECK(host.fetches.size() == fetched);  // no practice bank asked for
  CHECK(to_line(a.game().givens()) == kPuzzle);
  // Another page, or the list: the refusal was about the page it was asked on.
  a.open_guide_page("swordfish");
  CHECK_FALSE(a.guide().practice_refused);
  CHECK(run_command(a, "practise_guide", "") == "");
  CHECK(a.guide().practice_refused);
  a.close_guide();
  CHECK_FALSE(a.guide().practice_refused);
}

TEST_CASE("The app practises exactly the techniques the generator can practise", "[app][session][guide]") {
  // The tier-5 forcing chains were offered by the app and refused by the
  // generator; now both use the one set, which `sudoku techniques` prints.
  for (int i = 0; i < static_cast<int>(logic::Technique::kGuess) + 1; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    INFO(logic::technique_key(t));
    CHECK(Session::can_practise(t) == sudoku::can_practise(t));
  }
  CHECK_FALSE(Session::can_practise(logic::Technique::kContradictionChain));
  CHECK_FALSE(Session::can_practise(logic::Technique::kForcingNet));
  std::size_t practisable = 0;
  for (int i = 0; i < logic::kTechniqueCount; ++i)
    practisable += sudoku::can_practise(static_cast<logic::Technique>(i));
  CHECK(Session::practice_menu().size() == practisable);
  auto&& [host, engine, s] = SessionFixture();
  CHECK(run_command(s, "practise", "contradiction-chain") ==
        "command 'practise': 'contradiction-chain' is not a technique to practise (a key as the hints name it, e.g. "
        "x-wing; not a single)");
}
