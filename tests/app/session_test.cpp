// The session: every command a player can give, natively, through a Host
// stand-in and a local engine. Start and first visit, play, the hint ladder
// and applying it, "All hints", the animated solve to the end, saving and
// reloading, links, paste, the collection, settings, corrupt storage.
#include <catch2/catch_test_macros.hpp>

#include <nlohmann/json.hpp>
#include <algorithm>
#include <string>

#include "app/model/session.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

constexpr std::string_view kHard =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
constexpr std::string_view kHardSolution =
    "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

/// A host whose page was opened with a link to `puzzle`.
MemoryHost host_with_link(std::string_view puzzle) {
  MemoryHost host;
  host.fragment = std::string(puzzle);
  return host;
}

/// Runs frames until the engine has answered everything (at most `frames`).
void settle(Session& s, Engine& engine, int frames = 10000) {
  for (int i = 0; i < frames && (engine.busy() || i == 0); ++i) s.update();
}

nlohmann::json state(const Session& s) { return nlohmann::json::parse(s.state_json()); }

}  // namespace

TEST_CASE("A first visit starts a puzzle at once and saves it", "[app][session]") {
  MemoryHost host;
  LocalEngine engine;
  Session s(host, engine);
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(to_line(s.game().givens()) == Session::kFirstPuzzle);
  CHECK(s.game().message().find("Welcome") != std::string::npos);
  CHECK(host.storage.count(Session::kSaveKey) == 1);
  CHECK(s.notice().empty());
}

TEST_CASE("The host's preferences set reduced motion and the dark theme", "[app][session]") {
  MemoryHost host;
  host.reduced_motion = true;
  host.dark = true;
  LocalEngine engine;
  Session s(host, engine);
  CHECK(s.settings().reduced_motion);
  CHECK(s.settings().theme == Theme::kDark);
  CHECK(state(s)["theme"] == "dark");
}

TEST_CASE("Play commands change the board, undo and redo, and are saved", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  CHECK(host.fragment.empty());  // a reload restores the save, not the link
  s.select(2);
  s.input_digit(4);
  CHECK(s.game().cell(2).value == 4);
  s.select(3);
  s.toggle_mark(6);
  s.toggle_mark(2);
  CHECK(s.game().cell(3).marks == (digit_bit(6) | digit_bit(2)));
  s.toggle_input_mode(InputMode::kPencil);
  CHECK(s.game().input_mode() == InputMode::kPencil);
  s.input_digit(2);  // a mark in pencil mode: toggles 2 off
  CHECK(s.game().cell(3).marks == digit_bit(6));
  s.toggle_input_mode(InputMode::kPencil);
  CHECK(s.game().input_mode() == InputMode::kNormal);
  s.undo();
  CHECK(s.game().cell(3).marks == (digit_bit(6) | digit_bit(2)));
  s.redo();
  CHECK(s.game().cell(3).marks == digit_bit(6));
  s.clear_cells();
  CHECK(s.game().cell(3).marks == 0);
  s.fill_candidates();
  CHECK(s.game().cell(3).marks == s.game().candidates(3));
  s.move_cursor(0, 1, true);
  CHECK(s.game().selection().has(4));
  s.toggle_selected(10);
  CHECK(s.game().selection().has(10));
  s.toggle_selected(10);
  CHECK_FALSE(s.game().selection().has(10));
  s.extend_selection(12);
  CHECK(s.game().selection().has(12));
  CHECK(s.game().selection().has(3));
  s.select_all();
  CHECK(s.game().selection().cells().count() == kCells);
  s.clear_selection();
  CHECK(s.game().selection().empty());
  s.update();
  // What was saved is the game as it is now.
  Game reloaded;
  REQUIRE(reloaded.load_json(host.storage.at(Session::kSaveKey), host.clock).empty());
  CHECK(reloaded.cells() == s.game().cells());
}

TEST_CASE("A reload restores the game, its history and its time", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  {
    Session s(host, engine);
    s.select(2);
    s.input_digit(4);
    host.clock += 42.0;
    s.update();
  }
  LocalEngine engine2;
  Session again(host, engine2);
  CHECK(again.game().cell(2).value == 4);
  CHECK(again.game().can_undo());
  CHECK(again.game().elapsed(host.clock) >= 0.0);
  again.undo();
  CHECK(again.game().cell(2).value == 0);
}

TEST_CASE("A corrupt save is set aside with a notice and the data kept", "[app][session]") {
  MemoryHost host;
  host.storage[Session::kSaveKey] = "{\"version\": 1, \"givens\": 17}";
  LocalEngine engine;
  Session s(host, engine);
  CHECK_FALSE(s.notice().empty());
  CHECK(s.notice().find("could not be restored") != std::string::npos);
  CHECK(host.storage.at(Session::kUnreadableKey) == "{\"version\": 1, \"givens\": 17}");
  CHECK(state(s)["notice"] == s.notice());
  s.dismiss_notice();
  CHECK(s.notice().empty());
}

TEST_CASE("The hint ladder: asked of the engine, climbed, applied as one action", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  CountingEngine engine;
  Session s(host, engine);
  s.request_hint();
  CHECK(s.hint_pending());
  CHECK(s.game().hint().level() == 0);  // the answer comes in a later frame
  s.request_hint();                     // pressed again while waiting: one level more,
  CHECK(engine.asked_for(EngineTask::kNextStep) == 1);  // but nothing more asked
  settle(s, engine);
  CHECK_FALSE(s.hint_pending());
  REQUIRE(s.game().hint().level() == 2);
  const logic::Step step = *s.game().hint().step();
  s.request_hint();
  CHECK(s.game().hint().level() == 3);
  s.request_hint();
  CHECK(s.game().hint().level() == 3);
  CHECK(engine.asked_for(EngineTask::kNextStep) == 1);
  const HintReport report = s.hint_report();
  CHECK(report.technique == std::string(logic::technique_name(step.technique)));
  CHECK(report.sentence == step.sentence);
  CHECK(report.apply_label == "Apply");
  s.apply_hint();
  CHECK(s.game().hint().level() == 0);
  for (const auto& p : step.placements) CHECK(s.game().cell(p.cell).value == digit_at(kSolution, p.cell));
  REQUIRE(s.game().history().actions().size() == 1);
  CHECK(s.game().history().peek_undo()->kind == ActionKind::kHint);
}

TEST_CASE("The keypad's Hint button climbs the ladder, then applies", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  s.hint_button();
  settle(s, engine);
  s.hint_button();
  s.hint_button();
  REQUIRE(s.game().hint().level() == 3);
  s.hint_button();
  CHECK(s.game().hint().level() == 0);
  CHECK(s.game().can_undo());
}

TEST_CASE("A board change while a hint is asked for drops its answer", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  CountingEngine engine;
  Session s(host, engine);
  s.request_hint();
  s.select(2);
  s.input_digit(4);
  CHECK_FALSE(s.hint_pending());
  CHECK(engine.cancelled >= 1);
  settle(s, engine);
  CHECK(s.game().hint().level() == 0);
}

TEST_CASE("A wrong digit is the first hint, and applying it removes the digit", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  s.select(2);
  s.input_digit(1);  // r1c3 is 4 in the solution
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().step() != nullptr);
  CHECK(s.game().hint().step()->technique == logic::Technique::kWrongValue);
  CHECK(s.hint_report().apply_label == "Remove it");
  s.apply_hint();
  CHECK(s.game().cell(2).value == 0);
}

TEST_CASE("Hints applied one after another solve a hard puzzle", "[app][session]") {
  MemoryHost host = host_with_link(kHard);
  LocalEngine engine;
  Session s(host, engine);
  int steps = 0;
  while (!s.game().is_solved() && steps < 400) {
    s.request_hint();
    settle(s, engine);
    REQUIRE(s.game().hint().step() != nullptr);
    const logic::Step step = *s.game().hint().step();
    s.apply_hint();
    ++steps;
    for (const auto& e : step.eliminations) {
      if (s.game().cell(e.cell).value == 0) CHECK((s.game().cell(e.cell).marks & digit_bit(e.digit)) == 0);
    }
  }
  CHECK(s.game().is_solved());
  CHECK(to_line(s.game().values()) == kHardSolution);
}

TEST_CASE("With only some techniques allowed, the hint says when they run out", "[app][session]") {
  MemoryHost host = host_with_link(kHard);
  LocalEngine engine;
  Session s(host, engine);
  CHECK(s.set_hint_techniques("no-such-technique").find("no-such-technique") != std::string::npos);
  CHECK(s.settings().hint_techniques.empty());
  CHECK(s.set_hint_techniques("singles").empty());
  int steps = 0;
  for (;;) {
    s.request_hint();
    settle(s, engine);
    if (!s.game().hint().shown() || steps > 200) break;
    CHECK(logic::technique_tier(s.game().hint().step()->technique) == 1);
    s.apply_hint();
    ++steps;
  }
  CHECK_FALSE(s.game().is_solved());
  CHECK(s.game().message().find("chosen techniques") != std::string::npos);
  CHECK(s.set_hint_techniques("").empty());
  s.request_hint();
  settle(s, engine);
  CHECK(s.game().hint().shown());
}

TEST_CASE("On a puzzle with several solutions, no hint says why", "[app][session]") {
  MemoryHost host = host_with_link(kMultiple);
  LocalEngine engine;
  Session s(host, engine);
  REQUIRE(s.game().solution_count() == 2);
  // Fill every cell but two of a deadly pattern is not needed: at the start
  // the engine finds steps; play until none is left.
  int steps = 0;
  for (;;) {
    s.request_hint();
    settle(s, engine);
    if (!s.game().hint().shown() || steps > 300) break;
    s.apply_hint();
    ++steps;
  }
  CHECK(s.game().message().find("more than one solution") != std::string::npos);
}

TEST_CASE("All hints: made once per board change, shown as a hint", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  CountingEngine engine;
  Session s(host, engine);
  s.open_hint_list();
  CHECK(s.hint_list().open);
  CHECK(s.hint_list().computing);
  for (int i = 0; i < 5; ++i) s.update();  // frames with the list open
  CHECK(engine.asked_for(EngineTask::kAllSteps) == 1);
  REQUIRE_FALSE(s.hint_list().entries.empty());
  CHECK(state(s)["hint_list"]["count"] == s.hint_list().entries.size());
  s.close_hint_list();
  s.open_hint_list();  // same board: the list is kept
  CHECK(engine.asked_for(EngineTask::kAllSteps) == 1);
  s.show_listed_hint(0);
  CHECK(s.game().hint().level() == 3);
  s.apply_hint();  // a board change makes the open list anew
  CHECK(engine.asked_for(EngineTask::kAllSteps) == 2);
  settle(s, engine);
  CHECK_FALSE(s.hint_list().computing);
}

TEST_CASE("The animated logic solve is computed in pieces and plays to the solution", "[app][session]") {
  MemoryHost host = host_with_link(kHard);
  CountingEngine engine;
  Session s(host, engine);
  s.start_solve(SolveMode::kLogic);
  REQUIRE(s.solving());
  CHECK_FALSE(s.solve_complete());
  s.solve_set_speed(SolveTimeline::kFastest);
  int frames = 0;
  while ((!s.solve_complete() || !s.timeline().at_end()) && frames < 100000) {
    host.clock += 1.0 / 60.0;
    s.update();
    ++frames;
  }
  REQUIRE(s.solve_complete());
  CHECK(s.timeline().at_end());
  CHECK(engine.asked_for(EngineTask::kSolvePath) > 1);  // in pieces
  CHECK(s.solve_labels().size() == s.timeline().size());
  CHECK(s.solve_labels().back() == "Solved.");
  const auto j = state(s);
  CHECK(j["animation"]["values"] == std::string(kHardSolution));
  CHECK(j["animation"]["complete"] == true);
  // The scene shows the animated board, not the game's.
  const BoardScene scene = s.scene();
  CHECK(scene.values[1] == digit_at(kHardSolution, 1));
  CHECK(s.game().cell(1).value == 0);
  // Stepping, seeking, closing.
  s.solve_seek(0);
  CHECK(s.timeline().position() == 0);
  s.solve_step(3);
  CHECK(s.timeline().position() == 3);
  s.solve_step(-1);
  CHECK(s.timeline().position() == 2);
  CHECK_FALSE(s.timeline().playing());
  s.solve_toggle_play();
  CHECK(s.timeline().playing());
  s.solve_toggle_play();
  CHECK_FALSE(s.timeline().playing());
  s.solve_seek_end();
  CHECK(s.timeline().at_end());
  s.close_solve();
  CHECK_FALSE(s.solving());
  CHECK(s.scene().values[1] == 0);
}

TEST_CASE("The search solve guesses and backtracks, and a board command closes it", "[app][session]") {
  MemoryHost host = host_with_link(kHard);
  LocalEngine engine;
  Session s(host, engine);
  s.start_solve(SolveMode::kSearch);
  s.solve_set_speed(SolveTimeline::kFastest);
  for (int i = 0; i < 100000 && !(s.solve_complete() && s.timeline().at_end()); ++i) s.update();
  REQUIRE(s.solve_complete());
  bool guessed = false;
  for (const auto& e : s.timeline().events()) guessed = guessed || e.kind == logic::EventKind::kGuess;
  CHECK(guessed);
  CHECK(state(s)["animation"]["mode"] == "search");
  s.select(1);  // ignored while solving
  CHECK_FALSE(s.game().selection().has(1));
  s.undo();  // nothing to undo: stays
  CHECK(s.solving());
  s.close_solve();
  s.select(1);
  s.input_digit(6);
  s.start_solve(SolveMode::kLogic);
  CHECK(s.solving());
  s.clear_cells();  // a board command closes the solve
  CHECK_FALSE(s.solving());
}

TEST_CASE("Links, paste and the clipboard", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  s.select(2);
  s.input_digit(4);
  s.copy_puzzle();
  CHECK(host.clipboard == kPuzzle);
  CHECK(s.copy_text() == kPuzzle);
  s.copy_share_link(true);
  CHECK(host.clipboard.rfind("https://example.org/sudoku/#", 0) == 0);
  const std::string link = host.clipboard.substr(host.clipboard.find('#') + 1);
  // Garbage keeps the game and says what is wrong.
  s.paste("hello");
  CHECK(s.game().cell(2).value == 4);
  CHECK_FALSE(s.game().message().empty());
  s.open_fragment("12x");
  CHECK(s.game().cell(2).value == 4);
  // A pasted puzzle starts; the link brings the progress back.
  s.paste(kHard);
  CHECK(to_line(s.game().givens()) == kHard);
  s.open_fragment(link);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("The collection is fetched when the menu first opens", "[app][session]") {
  MemoryHost host;
  LocalEngine engine;
  Session s(host, engine);
  s.new_game(0);
  CHECK(s.game().message().find("still loading") != std::string::npos);
  s.on_menu_opened();
  s.on_menu_opened();
  REQUIRE(host.fetches.size() == 1);
  CHECK(host.fetches[0] == Session::kCollectionUrl);
  CHECK(s.collection().status == PuzzleCollection::Status::kLoading);
  s.on_fetched(Session::kCollectionUrl, "", false);
  CHECK(s.collection().status == PuzzleCollection::Status::kFailed);
  s.new_game(0);
  CHECK(s.game().message().find("could not be loaded") != std::string::npos);
  s.on_menu_opened();  // asks again after a failure
  CHECK(host.fetches.size() == 2);
  s.on_fetched(Session::kCollectionUrl, "1 " + std::string(kPuzzle) + "\n4 " + std::string(kHard) + "\njunk\n", true);
  CHECK(s.collection().status == PuzzleCollection::Status::kLoaded);
  CHECK(s.collection().levels[0].size() == 1);
  CHECK(s.collection().levels[3].size() == 1);
  s.new_game(3);
  CHECK(to_line(s.game().givens()) == kHard);
  CHECK(s.game().message().find("Expert") != std::string::npos);
}

TEST_CASE("Entering a puzzle, then starting it", "[app][session]") {
  MemoryHost host;
  LocalEngine engine;
  Session s(host, engine);
  s.start_entry();
  CHECK(s.game().phase() == Phase::kEntry);
  const Grid g = grid_of_line(kPuzzle);
  for (int c = 0; c < kCells; ++c) {
    if (g.cells[c] == 0) continue;
    s.select(c);
    s.input_digit(g.cells[c]);
  }
  s.finish_entry();
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(to_line(s.game().givens()) == kPuzzle);
}

TEST_CASE("Pause and visibility stop the clock; hiding the page saves", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  host.clock += 10.0;
  s.set_paused(true);
  host.clock += 100.0;
  CHECK(s.game().elapsed(host.clock) == 10.0);
  s.set_paused(false);
  host.clock += 5.0;
  host.storage.clear();
  s.on_visibility(false);
  CHECK(host.storage.count(Session::kSaveKey) == 1);  // saved on hiding
  host.clock += 50.0;
  s.on_visibility(true);
  CHECK(s.game().elapsed(host.clock) == 15.0);
}

TEST_CASE("The scene shows the hint's region, cause and changes level by level", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  Session s(host, engine);
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().shown());
  const logic::Step step = *s.game().hint().step();
  auto any_flag = [](const BoardScene& scene, std::uint16_t flag) {
    for (auto f : scene.flags) {
      if (f & flag) return true;
    }
    return false;
  };
  BoardScene one = s.scene();
  CHECK(any_flag(one, kCellRegion) == !step.units.empty());
  CHECK_FALSE(any_flag(one, kCellCause));
  CHECK_FALSE(any_flag(one, kCellTarget));
  s.request_hint();
  s.request_hint();
  BoardScene three = s.scene();
  const auto reported = state(s)["hint"]["cells"];
  for (const auto& p : step.placements) {
    CHECK((three.flags[p.cell] & kCellTarget) != 0);
    CHECK(three.values[p.cell] == p.digit);
    CHECK(std::find(reported.begin(), reported.end(), p.cell) != reported.end());
  }
  s.dismiss_hint();
  CHECK_FALSE(any_flag(s.scene(), kCellRegion));
}

TEST_CASE("Settings are kept with the game", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalEngine engine;
  {
    Session s(host, engine);
    Settings settings = s.settings();
    settings.mistake_check = true;
    settings.theme = Theme::kDark;
    s.set_settings(settings);
    s.update();
  }
  Session again(host, engine);
  CHECK(again.settings().mistake_check);
  CHECK(again.settings().theme == Theme::kDark);
}
