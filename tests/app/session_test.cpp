// The session: every command a player can give, natively, through a Host
// stand-in and a local engine. Start and first visit, play, the hint ladder
// and applying it, "All hints", the animated solve to the end, saving and
// reloading, links, paste, the collection, settings, corrupt storage.
#include "app/model/session.h"

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/session_commands.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {}  // namespace

TEST_CASE("A first visit starts a puzzle at once and saves it", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture();
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
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.settings().reduced_motion);
  CHECK(s.settings().theme == Theme::kDark);
  CHECK(state(s)["theme"] == "dark");
}

TEST_CASE("Play commands change the board, undo and redo, and are saved", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
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
  LocalLink engine;
  {
    Session s(host, engine);
    s.select(2);
    s.input_digit(4);
    host.clock += 42.0;
    s.update();
  }
  LocalLink engine2;
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
  auto&& [engine, s] = SessionOn(host);
  CHECK_FALSE(s.notice().empty());
  CHECK(s.notice().find("could not be restored") != std::string::npos);
  CHECK(host.storage.at(Session::kUnreadableKey) == "{\"version\": 1, \"givens\": 17}");
  CHECK(state(s)["notice"] == s.notice());
  s.dismiss_notice();
  CHECK(s.notice().empty());
}

TEST_CASE("The hint ladder: asked of the engine, climbed, applied as one action", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kPuzzle));
  s.request_hint();
  CHECK(s.hint_pending());
  CHECK(s.game().hint().level() == 0);                  // the answer comes in a later frame
  s.request_hint();                                     // pressed again while waiting: one level more,
  CHECK(engine.asked_for(wire::Task::kNextStep) == 1);  // but nothing more asked
  settle(s, engine);
  CHECK_FALSE(s.hint_pending());
  REQUIRE(s.game().hint().level() == 2);
  const logic::Step step = *s.game().hint().step();
  s.request_hint();
  CHECK(s.game().hint().level() == 3);
  s.request_hint();
  CHECK(s.game().hint().level() == 3);
  CHECK(engine.asked_for(wire::Task::kNextStep) == 1);
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
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
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
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kPuzzle));
  s.request_hint();
  s.select(2);
  s.input_digit(4);
  CHECK_FALSE(s.hint_pending());
  CHECK(engine.cancelled >= 1);
  settle(s, engine);
  CHECK(s.game().hint().level() == 0);
}

TEST_CASE("A wrong digit is the first hint, and applying it removes the digit", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
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

TEST_CASE("A mistake's hint says where the wrong digit is, and what the highlight shows", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(1);  // r1c3 (box 1) is 4 in the solution
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().level() == 1);
  HintReport report = s.hint_report();
  CHECK(report.where == "A wrong digit is in box 1.");
  CHECK(report.marked.empty());  // level 1 shows no cells
  s.request_hint();
  report = s.hint_report();
  CHECK(report.marked == "The highlighted cell holds a digit that is not in the solution.");
  CHECK(report.marked.find("cause") == std::string::npos);
}

TEST_CASE("A deduction's hint names its units, and at level 2 its cause", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().level() == 1);
  CHECK(s.hint_report().where.rfind("Look at ", 0) == 0);
  CHECK(s.hint_report().marked.empty());
  s.request_hint();
  CHECK(s.hint_report().marked == "The highlighted cells and candidates cause it.");
}

TEST_CASE("Hints applied one after another solve a hard puzzle", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kHard));
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
  auto&& [host, engine, s] = SessionFixture(host_with_link(kHard));
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
  auto&& [host, engine, s] = SessionFixture(host_with_link(kMultiple));
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
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kPuzzle));
  s.open_hint_list();
  CHECK(s.hint_list().open);
  CHECK(s.hint_list().computing);
  for (int i = 0; i < 5; ++i) s.update();  // frames with the list open
  CHECK(engine.asked_for(wire::Task::kAllSteps) == 1);
  REQUIRE_FALSE(s.hint_list().entries.empty());
  CHECK(state(s)["hint_list"]["count"] == s.hint_list().entries.size());
  s.close_hint_list();
  s.open_hint_list();  // same board: the list is kept
  CHECK(engine.asked_for(wire::Task::kAllSteps) == 1);
  s.show_listed_hint(0);
  CHECK(s.game().hint().level() == 3);
  s.apply_hint();  // a board change makes the open list anew
  CHECK(engine.asked_for(wire::Task::kAllSteps) == 2);
  settle(s, engine);
  CHECK_FALSE(s.hint_list().computing);
}

TEST_CASE("The animated logic solve is computed in pieces and plays to the solution", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kHard));
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
  CHECK(engine.asked_for(wire::Task::kSolvePath) > 1);  // in pieces
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
  auto&& [host, engine, s] = SessionFixture(host_with_link(kHard));
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

TEST_CASE("A digit that differs from the solution is taken out before the solve, which would never end solved",
          "[app][session]") {
  // From a board with a wrong digit the logic solve ends stuck and the
  // search solve backtracks through thousands of guesses to a dead end:
  // the solve is refused with a message, and the game is left as it was.
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kHard));
  REQUIRE(kHardSolution[1] != '5');
  s.select(1);
  s.input_digit(5);
  const std::string before = state(s)["values"];
  for (SolveMode mode : {SolveMode::kLogic, SolveMode::kSearch}) {
    s.start_solve(mode);
    CHECK_FALSE(s.solving());
    CHECK(s.game().message() ==
          "A digit on the board differs from the solution: take it out before watching the solve "
          "(a hint finds it).");
    CHECK(state(s)["values"] == before);
    CHECK(s.game().can_undo());
  }
  CHECK(engine.asked_for(wire::Task::kSolvePath) == 0);
  s.undo();
  s.start_solve(SolveMode::kLogic);
  CHECK(s.solving());
}

TEST_CASE("Links, paste and the clipboard", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(4);
  s.copy_puzzle();
  CHECK(host.clipboard == kPuzzle);
  CHECK(s.copy_text() == kPuzzle);
  s.copy_share_link(true);
  CHECK(s.game().message().find("link") != std::string::npos);
  CHECK(s.copy_by_key() == kPuzzle);  // Ctrl+C says what it copied
  CHECK(s.game().message() == "Copied the puzzle as an 81-character line.");
  CHECK(host.clipboard.rfind("https://example.org/sudoku/#", 0) == 0);
  const std::string link = host.clipboard.substr(host.clipboard.find('#') + 1);
  // Garbage keeps the game and says what is wrong.
  s.paste("hello");
  CHECK(s.game().cell(2).value == 4);
  CHECK_FALSE(s.game().message().empty());
  s.open_fragment("12x");
  CHECK(s.game().cell(2).value == 4);
  // A pasted puzzle asks first (there is progress), then starts; the old
  // game is kept as the previous one; the link brings the progress back.
  s.paste(kHard);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(true);
  CHECK(s.confirmation().question.empty());
  CHECK(to_line(s.game().givens()) == kHard);
  CHECK(s.has_previous());
  s.open_fragment(link);  // no progress in the new game: no question
  CHECK(s.confirmation().question.empty());
  CHECK(to_line(s.game().givens()) == kPuzzle);
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("A pasted puzzle that cannot be played opens in the editor; Previous game brings the game back",
          "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(4);
  s.paste(kConflict);  // two 5s in row 1, r1c1 and r1c7
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(true);
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(to_line(s.game().givens()) == kConflict);
  CHECK(s.game().message().find("r1c1 and r1c7") != std::string::npos);
  // The clash shows on the board, on both cells.
  const auto highlights = s.game().highlights();
  CHECK((highlights[0] & kHighlightConflict) != 0);
  CHECK((highlights[6] & kHighlightConflict) != 0);
  CHECK((highlights[1] & kHighlightConflict) == 0);
  // Saved as it stands: a reload finds the editor with the digits.
  s.update();
  {
    LocalLink engine2;
    Session again(host, engine2);
    CHECK(again.game().phase() == Phase::kEntry);
    CHECK(to_line(again.game().givens()) == kConflict);
  }
  // The game before the paste is kept.
  REQUIRE(s.has_previous());
  s.back_to_previous();
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("The collection is fetched when the menu first opens", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture();
  s.on_menu_opened();
  s.on_menu_opened();
  REQUIRE(host.fetches.size() == 1);
  CHECK(host.fetches[0] == Session::kCollectionUrl);
  CHECK(s.collection().status == PuzzleCollection::Status::kLoading);
  s.on_fetched(Session::kCollectionUrl, "", false);
  CHECK(s.collection().status == PuzzleCollection::Status::kFailed);
  s.on_menu_opened();  // asks again after a failure
  CHECK(host.fetches.size() == 2);
  s.on_fetched(Session::kCollectionUrl, "1 " + std::string(kPuzzle) + "\n4 " + std::string(kHard) + "\njunk\n", true);
  CHECK(s.collection().status == PuzzleCollection::Status::kLoaded);
  CHECK(s.collection().levels[0].size() == 1);
  CHECK(s.collection().levels[3].size() == 1);
  CHECK(state(s)["levels"] == nlohmann::json{1, 0, 0, 1, 0});
}

TEST_CASE("Entering a puzzle, then starting it", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture();
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

TEST_CASE("Givens typed in entry are kept: a paste or a new entry asks first, Previous game brings them back",
          "[app][session]") {
  auto&& [host, engine, s] = SessionFixture();
  s.start_entry();
  s.select(0);
  s.input_digit(5);
  s.select(10);
  s.input_digit(7);
  // A paste over the entry asks first; "Keep playing" keeps the entry.
  s.paste(kPuzzle);
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(false);
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(s.game().cell(10).value == 7);
  // Accepted, the pasted puzzle starts and the entry is the previous game.
  s.paste(kPuzzle);
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(true);
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  REQUIRE(s.has_previous());
  s.back_to_previous();
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(s.game().cell(0).value == 5);
  CHECK(s.game().cell(10).value == 7);
  CHECK(s.game().can_undo());
  // An empty entry has nothing to lose: no question.
  s.start_entry();
  REQUIRE_FALSE(s.confirmation().question.empty());  // the entry of 5 and 7 asks first
  s.answer(true);
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(s.game().cell(0).value == 0);
  s.open_fragment(std::string(kPuzzle));
  CHECK(s.confirmation().question.empty());
  CHECK(to_line(s.game().givens()) == kPuzzle);
}

TEST_CASE("The clock counts playing time only: not under a dialog, nor while a solve plays", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.update();
  host.clock += 10.0;
  s.set_board_covered(true);  // the view shows a dialog (help, settings...)
  s.update();
  host.clock += 100.0;
  s.update();
  CHECK(s.game().elapsed(host.clock) == 10.0);
  s.set_board_covered(false);
  s.update();
  host.clock += 5.0;
  CHECK(s.game().elapsed(host.clock) == 15.0);
  s.start_solve(SolveMode::kLogic);
  s.update();
  host.clock += 60.0;
  s.update();
  CHECK(s.game().elapsed(host.clock) == 15.0);
  s.close_solve();
  s.update();
  host.clock += 1.0;
  CHECK(s.game().elapsed(host.clock) == 16.0);
  // A card of the page over the board (the photo reader's, the text box),
  // said by the page as a command.
  REQUIRE(run_command(s, "page_card", "open").empty());
  s.update();
  host.clock += 300.0;  // a picture looked for in the system's file picker
  s.update();
  CHECK(s.game().elapsed(host.clock) == 16.0);
  REQUIRE(run_command(s, "page_card", "close").empty());
  s.update();
  host.clock += 2.0;
  CHECK(s.game().elapsed(host.clock) == 18.0);
}

TEST_CASE("Pause and visibility stop the clock; hiding the page saves", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
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
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  request_hint_shown(s, engine);
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
  LocalLink engine;
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

TEST_CASE("Pause hides the board, stops the clock and ignores board commands", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.set_paused(true);
  CHECK(s.game().paused());
  const BoardScene hidden = s.scene();
  CHECK(hidden.hidden);
  for (int c = 0; c < kCells; ++c) CHECK(hidden.values[c] == 0);
  s.input_digit(4);
  CHECK(s.game().cell(2).value == 0);
  s.request_hint();
  CHECK_FALSE(s.hint_pending());
  s.start_solve(SolveMode::kLogic);
  CHECK_FALSE(s.solving());
  host.clock += 30.0;
  s.update();
  // A reload keeps the pause.
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.game().paused());
  again.set_paused(false);
  CHECK_FALSE(again.scene().hidden);
  again.select(2);
  again.input_digit(4);
  CHECK(again.game().cell(2).value == 4);
}

TEST_CASE("The clock is saved every second, so a reload loses no time", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine;
  {
    Session s(host, engine);
    for (int i = 0; i < 8 * 60; ++i) {  // 8 s of frames at 60 fps, no move
      host.clock += 1.0 / 60.0;
      s.update();
    }
  }
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.game().elapsed(host.clock) >= 7.0);
}

TEST_CASE("Restart asks first, then clears the progress and the clock", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(4);
  host.clock += 20.0;
  s.restart();
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(false);
  CHECK(s.game().cell(2).value == 4);
  s.restart();
  s.answer(true);
  CHECK(s.game().cell(2).value == 0);
  CHECK(s.game().elapsed(host.clock) == 0.0);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  s.undo();  // the digits come back
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("A new game over one in progress asks; the previous game comes back", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.new_game(2);  // no progress yet: no question
  CHECK(s.confirmation().question.empty());
  settle(s, engine);
  CHECK(s.game().level() == 2);
  const std::string made = to_line(s.game().givens());
  int empty = 0;
  while (s.game().cell(empty).value != 0) ++empty;
  s.select(empty);
  s.input_digit(6);
  s.new_game(2);
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(false);  // keep playing
  CHECK(s.game().cell(empty).value == 6);
  s.open_fragment(std::string(kPuzzle));
  REQUIRE_FALSE(s.confirmation().question.empty());
  CHECK(state(s)["confirm"] == s.confirmation().question);
  s.answer(true);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  REQUIRE(s.has_previous());
  s.back_to_previous();
  CHECK(to_line(s.game().givens()) == made);
  CHECK(s.game().cell(empty).value == 6);
  CHECK(s.game().level() == 2);
  CHECK(s.game().can_undo());
}

TEST_CASE("Statistics count starts and first solves, with time, hints and mistakes", "[app][session]") {
  MemoryHost host;
  LocalLink engine;
  Session s(host, engine);  // the first visit starts an Easy puzzle
  CHECK(s.help_open());
  s.close_help();
  CHECK_FALSE(s.help_open());
  // The welcome puzzle is played from its first move, not before.
  CHECK(s.stats().levels[0].started == 0);
  const Grid solution = grid_of_line(kSolution);
  s.select(2);
  s.input_digit(1);  // a mistake (r1c3 is 4)
  CHECK(s.stats().levels[0].started == 1);
  s.request_hint();
  settle(s, engine);
  CHECK(s.game().hints_used() == 1);
  s.dismiss_hint();
  host.clock += 90.0;
  for (int c = 0; c < kCells; ++c) {
    if (s.game().cell(c).given != 0) continue;
    s.select(c);
    s.input_digit(solution.cells[c]);
  }
  s.update();
  REQUIRE(s.game().is_solved());
  const LevelStats& easy = s.stats().levels[0];
  CHECK(easy.solved == 1);
  REQUIRE(easy.best.has_value());
  CHECK(*easy.best >= 90.0);
  CHECK(easy.hints == 1);
  CHECK(easy.mistakes == 1);
  CHECK(s.stats().streak == 1);
  s.undo();
  s.redo();  // solved again: not counted twice
  s.update();
  CHECK(s.stats().levels[0].solved == 1);
  // Kept across a reload, and the help stays closed.
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.stats() == s.stats());
  CHECK_FALSE(again.help_open());
}

TEST_CASE("A first solve opens the finish panel: time against best and median, hints, mistakes, streaks",
          "[app][session]") {
  MemoryHost host;
  LocalLink engine;
  Session s(host, engine);  // the welcome puzzle, Easy
  s.close_help();
  const Grid solution = grid_of_line(kSolution);
  auto solve = [&](double seconds, bool mistake) {
    if (mistake) {
      s.select(2);
      s.input_digit(1);  // r1c3 is 4
    }
    host.clock += seconds;
    for (int c = 0; c < kCells; ++c) {
      if (s.game().cell(c).given != 0) continue;
      s.select(c);
      s.input_digit(solution.cells[c]);
    }
    s.update();
  };
  s.update();
  CHECK_FALSE(s.finish());
  solve(100.0, true);
  REQUIRE(s.finish());
  CHECK(s.finish()->seconds >= 100.0);
  CHECK(s.finish()->level == 0);
  CHECK_FALSE(s.finish()->best);  // the first solved Easy puzzle
  CHECK(s.finish()->new_best());
  CHECK(s.finish()->mistakes == 1);
  CHECK(s.finish()->hints == 0);
  CHECK(s.finish()->streak == 1);
  CHECK(s.finish()->daily_streak == -1);
  nlohmann::json j = state(s);
  CHECK(j["finish"]["best"].is_null());
  CHECK(j["finish"]["streak"] == 1);
  // Share copies a link and says so in the panel.
  s.finish_share();
  CHECK(host.clipboard.find('#') != std::string::npos);
  CHECK(s.finish()->shared);
  CHECK(state(s)["finish"]["shared"] == true);
  // Undo closes it; solving again does not open it (not a first solve).
  s.undo();
  CHECK_FALSE(s.finish());
  s.redo();
  s.update();
  CHECK_FALSE(s.finish());
  // The same puzzle once more, slower: against the best and median before it;
  // played twice, solved twice.
  const int started = s.stats().levels[0].started;
  s.restart();
  if (!s.confirmation().question.empty()) s.answer(true);
  CHECK(s.stats().levels[0].started == started + 1);
  solve(400.0, false);
  REQUIRE(s.finish());
  CHECK(s.stats().levels[0].solved == s.stats().levels[0].started);
  REQUIRE(s.finish()->best);
  CHECK(*s.finish()->best == *s.stats().levels[0].best);
  CHECK_FALSE(s.finish()->new_best());
  REQUIRE(s.finish()->median);
  CHECK(*s.finish()->median == *s.finish()->best);
  CHECK(state(s)["finish"]["new_best"] == false);
  // New game: a game of the same level; the panel goes.
  s.finish_new_game();
  settle(s, engine);
  CHECK_FALSE(s.finish());
  CHECK(s.game().level() == 0);
  CHECK(to_line(s.game().givens()) != Session::kFirstPuzzle);
}

TEST_CASE("Unreadable statistics are set aside with a notice", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  host.storage[Session::kStatsKey] = "{\"version\": 1, \"levels\": 3}";
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.notice().find("statistics") != std::string::npos);
  CHECK(host.storage.count(std::string(Session::kStatsKey) + ".unreadable") == 1);
}

TEST_CASE("A save from a newer version is kept aside, not overwritten", "[app][session]") {
  MemoryHost host;
  const std::string newer = "{\"version\": 99, \"something\": \"new\"}";
  host.storage[Session::kSaveKey] = newer;
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.notice().find("newer version") != std::string::npos);
  CHECK(host.storage.at(Session::kUnreadableKey) == newer);
  CHECK(s.game().phase() == Phase::kPlay);  // a puzzle to play meanwhile
}

TEST_CASE("When storage refuses to save, the player is told once and play goes on", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  host.storage_full = true;
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.notice().find("does not let the game be saved") != std::string::npos);
  s.dismiss_notice();
  play_and_save(s, 2, 4);
  CHECK(s.game().cell(2).value == 4);
  CHECK(s.notice().empty());  // told once
}

TEST_CASE("A hint about candidates shows them, and applying it fills the candidate grid", "[app][session]") {
  // The issue's board: with no marks, the first hints need candidates.
  auto&& [host, engine, s] = SessionFixture(
      host_with_link("..7.9...6.8.1.5..763.........1.8...9.6.....8.8...5.6.........124..2.8.3.9...4.7.."));
  bool saw_elimination = false;
  for (int i = 0; i < 60 && !saw_elimination; ++i) {
    s.request_hint();
    settle(s, engine);
    REQUIRE(s.game().hint().step() != nullptr);
    const logic::Step step = *s.game().hint().step();
    s.request_hint();
    const BoardScene two = s.scene();
    // Every candidate the step names is drawn in its cell.
    for (const auto& k : step.cause) CHECK((two.marks[k.cell] & digit_bit(k.digit)) != 0);
    for (const auto& k : step.eliminations) CHECK((two.marks[k.cell] & digit_bit(k.digit)) != 0);
    if (!step.eliminations.empty()) {
      saw_elimination = true;
      CHECK_FALSE(s.game().candidates_complete());
      s.apply_hint();
      CHECK(s.game().candidates_complete());  // the whole grid reads sensibly
      for (const auto& k : step.eliminations) CHECK((s.game().cell(k.cell).marks & digit_bit(k.digit)) == 0);
    } else {
      s.apply_hint();
    }
  }
  CHECK(saw_elimination);
}

TEST_CASE("A note is not a candidate list: the engine ignores partial marks", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);       // r1c3, whose answer is 4
  s.toggle_mark(5);  // one note, not a deduction
  CHECK_FALSE(s.game().candidates_complete());
  CHECK(s.game().board().candidates[2] == s.game().candidates(2));
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().step() != nullptr);
  CHECK(s.game().hint().step()->technique != logic::Technique::kWrongElimination);
  // With a full candidate grid, removing the true digit is pointed out.
  s.dismiss_hint();
  s.fill_candidates();
  s.toggle_mark(4);
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().step() != nullptr);
  CHECK(s.game().hint().step()->technique == logic::Technique::kWrongElimination);
}

TEST_CASE("A message lasts until the next move", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  CHECK_FALSE(s.game().message().empty());  // "New puzzle: ..."
  s.select(2);
  s.input_digit(4);
  CHECK(s.game().message().empty());
}

TEST_CASE("Corner and centre notes: their own modes, never read by the engine", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.toggle_input_mode(InputMode::kCorner);
  s.input_digit(1);
  s.input_digit(2);
  s.toggle_input_mode(InputMode::kCentre);
  s.input_digit(4);
  CHECK(s.game().cell(2).corner == (digit_bit(1) | digit_bit(2)));
  CHECK(s.game().cell(2).centre == digit_bit(4));
  CHECK(s.game().cell(2).marks == 0);
  CHECK_FALSE(s.game().candidates_complete());
  const auto j = state(s);
  CHECK(j["corner"][2] == "12");
  CHECK(j["centre"][2] == "4");
  CHECK(j["mode"] == "centre");
  CHECK(s.scene().corner[2] == (digit_bit(1) | digit_bit(2)));
  s.undo();
  CHECK(s.game().cell(2).centre == 0);
  // Placing a digit hides them; auto-removal takes the digit from peers' notes.
  s.toggle_input_mode(InputMode::kCentre);
  s.select(3);
  s.toggle_input_mode(InputMode::kCorner);
  s.input_digit(2);
  s.toggle_input_mode(InputMode::kCorner);
  s.select(2);
  s.input_digit(2);
  CHECK((s.game().cell(3).corner & digit_bit(2)) == 0);
  CHECK(state(s)["corner"][2] == "");
  // Saved and restored.
  s.update();
  Game reloaded;
  REQUIRE(reloaded.load_json(host.storage.at(Session::kSaveKey), host.clock).empty());
  CHECK(reloaded.cells() == s.game().cells());
}

TEST_CASE("Share as picture and the link's blanks", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.share_image();
  REQUIRE(host.shared_images.size() == 1);
  s.copy_share_link(false);
  const std::string link = host.clipboard;
  CHECK(link.find('.', link.find('#')) == std::string::npos);  // no dots after '#'
  CHECK(std::isalnum(static_cast<unsigned char>(link.back())));
}

TEST_CASE("Two tabs agree: a game saved in another tab is taken at once", "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));  // the same storage: a second tab
  play_and_save(a, 2, 4);
  hear(b, host, Session::kSaveKey);
  CHECK(b.game().cell(2).value == 4);
  CHECK(b.game().message().find("another tab") != std::string::npos);
  // b plays on; a takes it; neither overwrote the other unseen.
  play_and_save(b, 3, 6);
  hear(a, host, Session::kSaveKey);
  CHECK(a.game().cell(3).value == 6);
  CHECK(a.game().cell(2).value == 4);
  // Its own save, other keys and unreadable data change nothing.
  const auto cells = a.game().cells();
  hear(a, host, Session::kSaveKey);
  a.on_storage_changed(Session::kClockKey, std::string("5|x"));
  a.on_storage_changed(Session::kSaveKey, std::string("{garbage"));
  a.on_storage_changed(Session::kSaveKey, std::nullopt);
  CHECK(a.game().cells() == cells);
}

TEST_CASE("A read-only tab shows the playing tab's clock, and Continue here keeps every second played there",
          "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  play_and_save(a, 2, 4);
  host.clock += 10.0;
  a.update();
  Session b(host, engine_b);  // a second tab opens: it plays
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  a.update();
  const double shown = a.game().elapsed(host.clock);
  // b plays 30 s without a move: only its clock record is written.
  for (int i = 0; i < 30; ++i) {
    host.clock += 1.0;
    a.update();
    b.update();
  }
  const double played = b.game().elapsed(host.clock);
  REQUIRE(played >= shown + 29.0);
  CHECK(a.game().elapsed(host.clock) == shown);  // held while read-only
  hear(a, host, Session::kClockKey);
  CHECK(std::abs(a.game().elapsed(host.clock) - played) < 0.01);
  host.clock += 3.0;
  a.update();
  CHECK(std::abs(a.game().elapsed(host.clock) - played) < 0.01);  // still held: it counts nothing itself
  // A clock record of another puzzle, or an earlier time, is not taken.
  a.on_storage_changed(Session::kClockKey, "999000|" + std::string(kHard));
  a.on_storage_changed(Session::kClockKey, "1000|" + std::string(kPuzzle));
  CHECK(std::abs(a.game().elapsed(host.clock) - played) < 0.01);
  // Continue here (b's last clock record not yet heard): from b's time.
  host.clock += 5.0;
  b.update();
  const double later = b.game().elapsed(host.clock);
  a.continue_here();
  a.update();
  CHECK(std::abs(a.game().elapsed(host.clock) - later) < 0.01);
}

TEST_CASE("One tab plays at a time: the other shows the game read-only until Continue here", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  play_and_save(a, 2, 4);
  Session b(host, engine_b);  // a second tab opens: it plays
  CHECK(b.game().cell(2).value == 4);
  CHECK_FALSE(b.read_only());
  hear(a, host, Session::kWriterKey);
  CHECK(a.read_only());
  // The read-only tab neither plays nor saves.
  const std::string saved = host.storage.at(Session::kSaveKey);
  play_and_save(a, 3, 6);
  CHECK(a.game().cell(3).value == 0);
  CHECK(a.game().message().find("another tab") != std::string::npos);
  CHECK(host.storage.at(Session::kSaveKey) == saved);
  // b's moves and selection reach a as b saves them; b's selection stays b's.
  play_and_save(b, 5, 8);
  hear(a, host, Session::kSaveKey);
  CHECK(a.game().cell(5).value == 8);
  CHECK(b.game().selection().cursor() == 5);
  // Continue here: a plays from b's game, and b turns read-only.
  a.continue_here();
  CHECK_FALSE(a.read_only());
  CHECK(a.game().cell(5).value == 8);
  hear(b, host, Session::kWriterKey);
  CHECK(b.read_only());
  play_and_save(a, 3, 6);
  hear(b, host, Session::kSaveKey);
  CHECK(b.game().cell(3).value == 6);
  CHECK(b.game().cell(5).value == 8);
  CHECK(b.game().cell(2).value == 4);
  // Both wrote at once: the id stored decides, whatever the event said.
  const std::string a_id = host.storage.at(Session::kWriterKey);
  a.on_storage_changed(Session::kWriterKey, std::string("someone else"));
  CHECK_FALSE(a.read_only());
  CHECK(host.storage.at(Session::kWriterKey) == a_id);
}

TEST_CASE("About fetches the notices once and shows them", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.open_about();
  CHECK(s.about_open());
  REQUIRE(host.fetches.size() == 1);
  CHECK(host.fetches[0] == Session::kNoticesUrl);
  CHECK(state(s)["about"] == "loading");
  s.on_fetched(Session::kNoticesUrl, "Dear ImGui: MIT", true);
  CHECK(s.about_text() == "Dear ImGui: MIT");
  CHECK(state(s)["about"] == "shown");
  s.close_about();
  s.open_about();
  CHECK(host.fetches.size() == 1);  // kept
}

TEST_CASE("Paste a puzzle and the techniques on a phone ask the page for a text box", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.ask_paste();
  REQUIRE(host.asked_text.size() == 1);
  CHECK(host.asked_text[0].command == "paste");
  CHECK(host.asked_text[0].clipboard);
  REQUIRE(s.set_hint_techniques("singles").empty());
  s.ask_hint_techniques();
  REQUIRE(host.asked_text.size() == 2);
  CHECK(host.asked_text[1].command == "setting");
  CHECK(host.asked_text[1].prefix == "hint_techniques=");
  CHECK(host.asked_text[1].initial == "singles");
  CHECK_FALSE(host.asked_text[1].clipboard);
}

TEST_CASE("A pencil-mark grid from format --to pm pastes back as the same puzzle and marks", "[app][session]") {
  // The candidates of kPuzzle's givens leave open cells with one candidate,
  // which the writer must not turn into givens.
  const Board board = board_from_grid(grid_from_line(kPuzzle));
  int singles = 0;
  for (int c = 0; c < kCells; ++c) singles += board.values[c] == 0 && popcount(board.candidates[c]) == 1;
  REQUIRE(singles > 0);
  auto&& [host, engine, s] = SessionFixture();
  s.paste(to_pencil_marks(board));
  if (!s.confirmation().question.empty()) s.answer(true);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  for (int c = 0; c < kCells; ++c) {
    INFO("cell " << c);
    CHECK(s.game().cell(c).value == board.values[c]);
    if (board.values[c] == 0) CHECK(s.game().cell(c).marks == board.candidates[c]);
  }
}

TEST_CASE("The untouched welcome puzzle is not played, across reloads, until a first move", "[app][session]") {
  MemoryHost host;
  {
    auto&& [engine, s] = SessionOn(host);
    s.update();
    CHECK(s.stats().levels[0].started == 0);
  }
  LocalLink engine;
  Session s(host, engine);  // a reload of the untouched welcome puzzle
  CHECK(to_line(s.game().givens()) == Session::kFirstPuzzle);
  CHECK(s.stats().levels[0].started == 0);
  s.select(2);
  s.input_digit(4);
  s.clear_cells();
  s.select(3);
  s.input_digit(6);
  CHECK(s.stats().levels[0].started == 1);  // once, however many moves
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.stats().levels[0].started == 1);
  again.select(4);
  again.input_digit(5);
  CHECK(again.stats().levels[0].started == 1);
}

TEST_CASE("The statistics chart opens on a level with times", "[app][session]") {
  Stats stats;
  CHECK(stats.chart_level(0) == 0);  // nothing anywhere: the level asked for
  CHECK(stats.chart_level(7) == kStatLevels - 1);
  stats.on_solved(2, 300.0, 0, 0, 100);
  stats.on_solved(5, 200.0, 0, 0, 100);
  CHECK(stats.chart_level(0) == 2);  // Easy has none: the first level with times
  CHECK(stats.chart_level(5) == 5);
  CHECK(stats.chart_level(kCustomLevel) == 5);
}
