// A game replaced by any way (a new puzzle, a paste or a link, the entry
// editor, the previous game, a game set aside, another tab's game) leaves
// nothing of the game before it behind: the finish panel closes, an open
// "All hints" list is made again for the new board, and the statistics count
// each game's start once.
#include <catch2/catch_test_macros.hpp>
#include <functional>
#include <map>
#include <string>
#include <utility>

#include "app/model/session.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

/// Types `solution`'s digit into every empty cell.
void fill_in(Session& s, std::string_view solution) {
  for (int c = 0; c < kCells; ++c) {
    if (s.game().cell(c).value != 0) continue;
    s.select(c);
    s.input_digit(digit_at(solution, c));
  }
}

/// One move on the game, then kHard pasted over it: the paste's question waits
/// (a game in progress).
void play_then_ask_paste(Session& s) {
  s.select(2);
  s.input_digit(4);
  s.paste(kHard);
  REQUIRE_FALSE(s.confirmation().question.empty());
}

/// A session on kPuzzle with one move, then kHard pasted over it (so
/// kPuzzle is the previous game).
void play_then_paste_hard(Session& s) {
  s.select(2);
  s.input_digit(4);
  s.paste(kHard);
  s.answer(true);
  REQUIRE(to_line(s.game().givens()) == kHard);
  REQUIRE(s.has_previous());
}

/// The list's entries as they stand, and that a listed hint can be shown
/// (the list is about the board shown).
bool list_shows_hints_for_board(Session& s, LocalLink& engine) {
  settle(s, engine);
  if (s.hint_list().computing || s.hint_list().entries.empty()) return false;
  s.show_listed_hint(0);
  const bool shown = s.game().hint().shown();
  s.dismiss_hint();
  return shown;
}

/// A session opened with a link to kPuzzle.
struct Opened : SessionFixture<> {
  Opened() : SessionFixture<>(host_with_link(kPuzzle)) {}
  Session& s = session;
};

}  // namespace

TEST_CASE("The previous game brought back makes the open All hints list again for its board", "[app][session]") {
  Opened tab;
  play_then_paste_hard(tab.s);
  tab.s.open_hint_list();
  REQUIRE(list_shows_hints_for_board(tab.s, tab.engine));
  tab.s.back_to_previous();
  REQUIRE(to_line(tab.s.game().givens()) == kPuzzle);
  CHECK(tab.s.hint_list().open);
  CHECK(list_shows_hints_for_board(tab.s, tab.engine));
}

TEST_CASE("Another tab's game makes the open All hints list again for its board", "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));
  b.open_hint_list();
  REQUIRE(list_shows_hints_for_board(b, engine_b));
  play_and_save(a, 2, 4);
  hear(b, host, Session::kSaveKey);
  REQUIRE(b.game().cell(2).value == 4);
  CHECK(list_shows_hints_for_board(b, engine_b));
}

TEST_CASE("The previous game brought back closes the finish panel of the game solved", "[app][session]") {
  Opened tab;
  play_then_paste_hard(tab.s);
  fill_in(tab.s, kHardSolution);
  tab.s.update();
  REQUIRE(tab.s.finish().has_value());
  tab.s.back_to_previous();
  REQUIRE(to_line(tab.s.game().givens()) == kPuzzle);
  CHECK_FALSE(tab.s.finish().has_value());
}

TEST_CASE("Another tab's game closes the finish panel of the game solved here", "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));  // b plays; a follows
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  fill_in(b, kSolution);
  b.update();
  REQUIRE(b.finish().has_value());
  // a plays again (Continue here) and starts another game: b takes it.
  a.continue_here();
  a.paste(kHard);
  a.update();
  REQUIRE(to_line(a.game().givens()) == kHard);
  hear(b, host, Session::kSaveKey);
  REQUIRE(to_line(b.game().givens()) == kHard);
  CHECK_FALSE(b.finish().has_value());
}

TEST_CASE("The previous game brought back over the untouched welcome puzzle is not counted as started again",
          "[app][session]") {
  MemoryHost host;
  {
    LocalLink engine;
    Session first(host, engine);  // a first visit: the welcome puzzle
    first.close_help();
    first.paste(kHard);  // no move yet: no question
    first.select(1);
    first.input_digit(digit_at(kHardSolution, 1));  // kHard played: counted as started
    first.update();
    first.paste(kPuzzle);  // kHard becomes the previous game
    first.answer(true);
    first.update();
  }
  // A reload on the welcome puzzle again, untouched, with kHard as the
  // previous game.
  host.storage.erase(Session::kSaveKey);
  auto&& [engine, s] = SessionOn(host);
  REQUIRE(to_line(s.game().givens()) == Session::kFirstPuzzle);
  const Stats before = s.stats();
  REQUIRE(s.has_previous());
  s.back_to_previous();
  REQUIRE(to_line(s.game().givens()) == kHard);
  REQUIRE(s.stats() == before);
  s.select(2);
  s.input_digit(digit_at(kHardSolution, 2));
  CHECK(s.stats() == before);  // kHard was counted when it started
}

TEST_CASE("Another tab's game over the untouched welcome puzzle is not counted as started here", "[app][session]") {
  MemoryHost host;
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);  // a first visit: the welcome puzzle, untouched
  a.close_help();
  Session b(host, engine_b);  // a second tab: it plays
  play_and_save(b, 2, 4);     // the welcome puzzle started (in b)
  hear(a, host, Session::kWriterKey);
  hear(a, host, Session::kSaveKey);
  REQUIRE(a.game().cell(2).value == 4);
  REQUIRE(a.stats().levels[0].started == 1);
  a.continue_here();
  a.select(3);
  a.input_digit(6);
  CHECK(a.stats().levels[0].started == 1);
  std::string error;
  CHECK(Stats::from_json(host.storage.at(Session::kStatsKey), &error)->levels[0].started == 1);
}

TEST_CASE("The entry editor over the untouched welcome puzzle does not count it as started", "[app][session]") {
  MemoryHost host;
  LocalLink engine;
  Session s(host, engine);  // the welcome puzzle, untouched
  s.close_help();
  s.start_entry();
  REQUIRE(s.game().phase() == Phase::kEntry);
  CHECK(s.stats().levels[0].started == 0);
  // Nor does a pasted puzzle that opens in the editor.
  LocalLink engine2;
  MemoryHost host2;
  Session t(host2, engine2);
  t.close_help();
  t.paste(kConflict);
  REQUIRE(t.game().phase() == Phase::kEntry);
  CHECK(t.stats().levels[0].started == 0);
  // A puzzle started over the editor counts as started once.
  t.paste(kPuzzle);
  t.answer(true);
  REQUIRE(t.game().phase() == Phase::kPlay);
  CHECK(t.stats().levels[0].started == 0);
  CHECK(t.stats().levels[Stats::index_of(kCustomLevel)].started == 1);
}

TEST_CASE("A question open when another tab takes the game is held, then asked again on Continue here",
          "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  play_then_ask_paste(a);
  const std::string question = a.confirmation().question;
  Session b(host, engine_b);                                // b takes the game and plays
  CHECK(a.held_for_continue() == Session::Held::kNothing);  // a tab that plays holds nothing
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  CHECK(a.held_for_continue() == Session::Held::kQuestion);  // the read-only card says the question waits
  CHECK(state(a)["held"] == "question");
  play_and_save(b, 3, 6);
  hear(a, host, Session::kSaveKey);
  REQUIRE(a.game().cell(3).value == 6);
  CHECK(a.held_for_continue() == Session::Held::kQuestion);
  a.answer(true);  // a stale button of a tab that cannot play: nothing happens
  CHECK(to_line(a.game().givens()) == kPuzzle);
  a.continue_here();
  CHECK(a.held_for_continue() == Session::Held::kNothing);
  CHECK(state(a)["held"] == "");
  CHECK(a.confirmation().question == question);
  a.answer(true);
  CHECK(to_line(a.game().givens()) == kHard);
  CHECK(a.has_previous());
}

TEST_CASE("A link opened in a read-only tab is held, then offered on Continue here as a load of it would",
          "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));  // b plays; a follows
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  play_and_save(b, 2, 4);  // a game in progress
  hear(a, host, Session::kSaveKey);
  REQUIRE(a.game().cell(2).value == 4);
  host.fragment = kHard;  // the link typed into this tab's address
  a.open_fragment(host.fragment);
  CHECK(a.game().message() == "This game is being played in another tab: Continue here to play it in this one.");
  CHECK(to_line(a.game().givens()) == kPuzzle);
  CHECK(a.confirmation().question.empty());
  CHECK(a.held_for_continue() == Session::Held::kLink);  // the read-only card says the link waits
  CHECK(state(a)["held"] == "link");
  CHECK(host.fragment == kHard);  // the address keeps it: a reload would ask too
  a.continue_here();
  CHECK(a.held_for_continue() == Session::Held::kNothing);
  CHECK(a.game().cell(2).value == 4);  // b's game, taken over
  CHECK(a.confirmation().question ==
        "Open the puzzle from the link? Your current game will be kept: Menu, Previous game brings it back.");
  a.answer(true);
  CHECK(to_line(a.game().givens()) == kHard);
  CHECK(host.fragment.empty());
  CHECK(a.has_previous());
}

TEST_CASE("A link held by a read-only tab opens on Continue here when no game is in progress", "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  host.fragment = kConflict;
  a.open_fragment(host.fragment);
  host.fragment = kHard;  // a newer link replaces it
  a.open_fragment(host.fragment);
  REQUIRE(a.held_for_continue() == Session::Held::kLink);
  CHECK(to_line(a.game().givens()) == kPuzzle);
  a.continue_here();
  CHECK(a.confirmation().question.empty());  // nothing to lose: opened at once
  CHECK(to_line(a.game().givens()) == kHard);
  CHECK(host.fragment.empty());
  CHECK_FALSE(a.read_only());
}

TEST_CASE("A link held with a question opens on Continue here over a game not in progress, and the question goes",
          "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  play_then_ask_paste(a);
  Session b(host, engine_b);  // b takes the game, then starts another with nothing played
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.held_for_continue() == Session::Held::kQuestion);
  b.paste(kHard);
  b.answer(true);
  b.update();  // saved
  REQUIRE(to_line(b.game().givens()) == kHard);
  hear(a, host, Session::kSaveKey);
  host.fragment = kPuzzle;  // then a link, typed into a's address
  a.open_fragment(host.fragment);
  a.continue_here();
  CHECK(to_line(a.game().givens()) == kPuzzle);  // nothing to lose: the link opened at once
  CHECK(a.confirmation().question.empty());      // and the paste's question, about b's old game, went
  a.answer(true);                                // a stale yes replaces nothing
  CHECK(to_line(a.game().givens()) == kPuzzle);
}

TEST_CASE("A hint asked for when another tab's game arrives is asked of that game", "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));
  b.request_hint();
  b.request_hint();  // two presses: level 2 wanted
  REQUIRE(b.hint_pending());
  play_and_save(a, 2, 4);
  hear(b, host, Session::kSaveKey);
  REQUIRE(b.game().cell(2).value == 4);
  CHECK(b.hint_pending());
  settle(b, engine_b);
  CHECK(b.game().hint().level() == 2);
}

TEST_CASE("A hint asked for when the tab turned read-only is asked again on Continue here", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  a.request_hint();
  REQUIRE(a.hint_pending());
  Session b(host, engine_b);
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  CHECK_FALSE(a.hint_pending());                         // not for a tab that cannot play
  CHECK(a.held_for_continue() == Session::Held::kHint);  // the read-only card says the hint waits
  CHECK(state(a)["held"] == "hint");
  a.continue_here();
  CHECK(a.held_for_continue() == Session::Held::kNothing);
  CHECK(a.hint_pending());
  settle(a, engine_a);
  CHECK(a.game().hint().level() == 1);
}

TEST_CASE("A tab turned read-only does not apply the hint it shows to the game another tab plays", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  request_hint_shown(a, engine_a);
  Session b(host, engine_b);
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  const auto values = a.game().values();
  a.apply_hint();
  CHECK(a.game().values() == values);
  CHECK(a.game().message() == "This game is being played in another tab: Continue here to play it in this one.");
  a.hint_button();
  a.hint_button();
  a.hint_button();
  CHECK(a.game().values() == values);
  CHECK(a.game().values() == b.game().values());
}

TEST_CASE("A hint shown from All hints in a read-only tab is not counted on the game, even after Continue here",
          "[app][session]") {
  auto&& [host, engine_a, engine_b, a, b] = TwoTabs(host_with_link(kPuzzle));  // b plays; a follows
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  a.open_hint_list();
  settle(a, engine_a);
  REQUIRE_FALSE(a.hint_list().entries.empty());
  a.show_listed_hint(0);
  CHECK(a.game().hint().shown());  // looking stays allowed: it changes nothing shared
  CHECK(a.game().hints_used() == 0);
  // Continue here before b saves again: a's copy of the game is what it saves.
  a.continue_here();
  a.update();
  REQUIRE_FALSE(a.read_only());
  CHECK(a.game().hints_used() == 0);
  Game saved;  // what a reload here would bring back
  REQUIRE(saved.load_json(host.storage.at(Session::kSaveKey), 0).empty());
  CHECK(saved.hints_used() == 0);
}

namespace {

/// What a command must leave alone in a read-only tab: its game and
/// everything the tabs share in storage (the save, the previous game, the
/// games set aside, the statistics).
struct Untouched {
  std::string givens, values;
  std::map<std::string, std::string> storage;
  bool paused;
  Untouched(const Session& s, const MemoryHost& host)
      : givens(to_line(s.game().givens())),
        values(to_line(s.game().values())),
        storage(host.storage),
        paused(s.game().paused()) {}
  bool operator==(const Untouched&) const = default;
};

}  // namespace

TEST_CASE("A read-only tab refuses every command that would change or replace the game, and asks nothing",
          "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  play_then_paste_hard(a);  // kPuzzle is the previous game
  a.update();               // a frame: the game is saved
  Session b(host, engine_b);
  play_and_save(b, 1, digit_at(kHardSolution, 1));  // b plays: a has a game in progress to lose
  hear(a, host, Session::kWriterKey);
  hear(a, host, Session::kSaveKey);
  REQUIRE(a.read_only());
  REQUIRE(a.game().can_undo());  // a game in progress: a new one would ask first
  REQUIRE(a.has_previous());
  const Untouched before(a, host);
  const std::string said = "This game is being played in another tab: Continue here to play it in this one.";
  // (A link is refused too, but held for Continue here: tested below.)
  const std::pair<const char*, std::function<void()>> commands[] = {
      {"restart", [&] { a.restart(); }},
      {"new game", [&] { a.new_game(0); }},
      {"daily", [&] { a.play_daily(); }},
      {"practise", [&] { a.practise(logic::Technique::kXWing); }},
      {"paste", [&] { a.paste(kPuzzle); }},
      {"entry", [&] { a.start_entry(); }},
      {"photo's reading", [&] { a.open_photo_reading(grid_from_line(kPuzzle), {}); }},
      {"photo reader", [&] { a.read_photo(); }},
      {"previous game", [&] { a.back_to_previous(); }},
      {"pause", [&] { a.set_paused(true); }},
  };
  for (const auto& [name, run] : commands) {
    INFO(name);
    a.on_drawing_lost(true);  // any other message, gone again: the message is empty
    a.on_drawing_lost(false);
    REQUIRE(a.game().message().empty());
    run();
    a.update();
    CHECK(a.game().message() == said);                        // says why, and offers Continue here
    CHECK(a.confirmation().question.empty());                 // no question whose yes would fork the game
    CHECK(a.held_for_continue() == Session::Held::kNothing);  // nor one asked on Continue here
    CHECK_FALSE(a.generating());                              // nor a puzzle being made to replace it
    CHECK(host.photo_readers == 0);
    CHECK(Untouched(a, host) == before);
  }
  // Continue here: a plays b's game, with nothing started while it followed.
  a.continue_here();
  CHECK(a.confirmation().question.empty());
  CHECK(to_line(a.game().values()) == to_line(b.game().values()));
}

TEST_CASE("A read-only tab does not restart a solved game (which asks nothing) nor count it again", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  LocalLink engine_a, engine_b;
  Session a(host, engine_a);
  fill_in(a, kSolution);
  a.update();
  REQUIRE(a.game().is_solved());
  Session b(host, engine_b);
  hear(a, host, Session::kWriterKey);
  REQUIRE(a.read_only());
  const Untouched before(a, host);
  a.restart();
  a.update();
  CHECK(a.game().is_solved());
  CHECK(Untouched(a, host) == before);  // the statistics too: no second start counted
  CHECK(a.game().message() == "This game is being played in another tab: Continue here to play it in this one.");
}
