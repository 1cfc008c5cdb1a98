// What reaches the session from outside: over-long texts are refused with a
// message, links to puzzles that cannot be played open in the editor and
// survive a reload while their question waits, the clock's record is
// range-checked, unreadable saves are set aside (the newest few, with their
// days) and can be opened or copied again, and a failed engine is said so.
#include <catch2/catch_test_macros.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/session.h"
#include "app/model/session_commands.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

std::vector<int> days(const Session& s) { return {s.set_aside_days().begin(), s.set_aside_days().end()}; }

/// A session on kPuzzle with one digit placed (progress: a new puzzle asks first).
void play_a_move(Session& s) {
  s.select(2);
  s.input_digit(4);
  s.update();
}

/// The game of play_a_move is the one on the board, with its move.
void check_played_game(const Session& s) {
  CHECK(to_line(s.game().givens()) == kPuzzle);
  CHECK(s.game().cell(2).value == 4);
}

}  // namespace

TEST_CASE("Texts over the limit are refused with a message, and nothing changes", "[app][outside]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  play_a_move(s);
  // The puzzle repeated: readable, were it not so long.
  std::string huge;
  while (huge.size() <= Host::kMaxInputBytes) huge += std::string(kHard) + "\n";
  s.paste(huge);
  CHECK(s.confirmation().question.empty());
  CHECK(s.game().message().find("The pasted text is over 1 MB") != std::string::npos);
  check_played_game(s);
  host.fragment = huge;
  s.open_fragment(huge);
  CHECK(s.game().message().find("The link is over 1 MB") != std::string::npos);
  CHECK(host.fragment.empty());  // a reload does not read it again
  CHECK(to_line(s.game().givens()) == kPuzzle);
  // Through the command export (the DOM mirror's text box, the page's text box).
  CHECK(run_command(s, "paste", huge).find("over 1 MB") != std::string::npos);
  CHECK(run_command(s, "setting", "hint_techniques=" + huge).find("over 1 MB") != std::string::npos);
  CHECK(s.settings().hint_techniques.empty());
  CHECK(s.game().cell(2).value == 4);
  // At the limit a text is read as usual.
  std::string fits(kHard);
  fits.resize(Host::kMaxInputBytes, ' ');
  s.paste(fits);
  CHECK_FALSE(s.confirmation().question.empty());
}

TEST_CASE("A link to a puzzle that cannot be played opens in the editor; the game is kept", "[app][outside]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  play_a_move(s);
  s.open_fragment(kConflict);
  REQUIRE_FALSE(s.confirmation().question.empty());
  s.answer(true);
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(to_line(s.game().givens()) == kConflict);
  CHECK(s.game().message().find("r1c1 and r1c7") != std::string::npos);
  CHECK((s.game().highlights()[0] & kHighlightConflict) != 0);
  REQUIRE(s.has_previous());
  s.back_to_previous();
  check_played_game(s);
}

TEST_CASE("A first visit to a link that cannot be played opens its digits in the editor", "[app][outside]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kNoSolution));
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(to_line(s.game().givens()) == kNoSolution);
  CHECK(s.game().message().find("open in the editor") != std::string::npos);
  CHECK(host.fragment.empty());
}

TEST_CASE("A first visit to an unreadable link starts the welcome puzzle and says what is wrong", "[app][outside]") {
  MemoryHost host = host_with_link("%E0%A4%A");  // a malformed escape, passed on as typed
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.game().phase() == Phase::kPlay);
  CHECK(to_line(s.game().givens()) == Session::kFirstPuzzle);
  CHECK(s.game().message().find("This link could not be opened") != std::string::npos);
  CHECK(host.fragment.empty());
}

TEST_CASE("The link stays in the address while its question waits, so a reload asks again", "[app][outside]") {
  MemoryHost host = host_with_link(kPuzzle);
  {
    auto&& [engine, s] = SessionOn(host);
    play_a_move(s);
  }
  host.fragment = std::string(kHard);
  for (int reload = 0; reload < 2; ++reload) {
    auto&& [engine, s] = SessionOn(host);
    CHECK_FALSE(s.confirmation().question.empty());
    CHECK(host.fragment == kHard);
    CHECK(s.game().cell(2).value == 4);
  }
  {
    auto&& [engine, s] = SessionOn(host);
    s.answer(false);  // refused: gone from the address
    CHECK(host.fragment.empty());
    CHECK(to_line(s.game().givens()) == kPuzzle);
  }
  host.fragment = std::string(kHard);
  auto&& [engine, s] = SessionOn(host);
  s.answer(true);
  CHECK(host.fragment.empty());
  CHECK(to_line(s.game().givens()) == kHard);
  CHECK(s.has_previous());
}

TEST_CASE("The clock's record is range-checked as the save is", "[app][outside]") {
  MemoryHost host = host_with_link(kPuzzle);
  {
    auto&& [engine, s] = SessionOn(host);
    play_a_move(s);
  }
  const std::string givens(to_line(grid_of_line(kPuzzle)));
  host.storage[Session::kClockKey] = "999999999999|" + givens;
  {
    auto&& [engine, s] = SessionOn(host);
    CHECK(s.game().elapsed(host.clock) < 10.0);
  }
  host.storage[Session::kClockKey] = "75000|" + givens;
  {
    auto&& [engine, s] = SessionOn(host);
    CHECK(s.game().elapsed(host.clock) == 75.0);
  }
  // The save's own timer, past the same bound, is refused.
  nlohmann::json save = nlohmann::json::parse(host.storage.at(Session::kSaveKey));
  save["timer"]["elapsed"] = Game::kMaxSeconds;
  Game g;
  CHECK(g.load_json(save.dump(), 0.0).find("timer.elapsed' is out of range") != std::string::npos);
}

TEST_CASE("Unreadable saves are set aside, the newest three with their days, and can be opened or copied",
          "[app][outside]") {
  MemoryHost host = host_with_link(kPuzzle);
  std::string readable;
  {
    auto&& [engine, s] = SessionOn(host);
    play_a_move(s);
    readable = host.storage.at(Session::kSaveKey);
  }
  host.fragment.clear();
  // Four bad saves on four days: each reload sets one aside.
  const std::string bad[4] = {"{\"version\": 1, \"givens\": 1}", "{\"version\": 99}", "not json", "{\"version\": 2}"};
  for (int i = 0; i < 4; ++i) {
    host.day = 20000 + i;
    host.storage[Session::kSaveKey] = bad[i];
    auto&& [engine, s] = SessionOn(host);
    CHECK(s.notice().find("set aside") != std::string::npos);
  }
  auto&& [engine, s] = SessionOn(host);
  REQUIRE(days(s) == std::vector<int>{20003, 20002, 20001});
  CHECK(host.storage.at(Session::kUnreadableKey) == bad[3]);
  CHECK(host.storage.at(std::string(Session::kUnreadableKey) + ".3") == bad[1]);
  CHECK(s.set_aside_label(0) == "Game set aside on 2024-10-07");
  CHECK(nlohmann::json::parse(s.state_json())["set_aside"] == nlohmann::json{20003, 20002, 20001});
  // One that still cannot be read is copied out as text, and stays.
  s.open_set_aside(1);
  CHECK(host.clipboard == bad[2]);
  CHECK(s.game().message().find("still cannot be read") != std::string::npos);
  CHECK(s.set_aside_days().size() == 3);
  CHECK(run_command(s, "copy_set_aside", "2").empty());
  CHECK(host.clipboard == bad[1]);
  // One this version can read (a newer version's save, say, after an
  // update) opens; the others move up.
  host.storage[std::string(Session::kUnreadableKey) + ".2"] = readable;
  CHECK(run_command(s, "open_set_aside", "1").empty());
  check_played_game(s);
  CHECK(days(s) == std::vector<int>{20003, 20001});
  CHECK(host.storage.at(std::string(Session::kUnreadableKey) + ".2") == bad[1]);
  CHECK(host.storage.count(std::string(Session::kUnreadableKey) + ".3") == 0);
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(days(again) == std::vector<int>{20003, 20001});
}

TEST_CASE("An unreadable previous game is set aside, not deleted", "[app][outside]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  play_a_move(s);
  s.paste(kHard);
  s.answer(true);
  REQUIRE(s.has_previous());
  host.storage[Session::kPreviousKey] = "{\"version\": 1, \"damaged";
  s.back_to_previous();
  CHECK(s.game().message().find("set aside") != std::string::npos);
  CHECK(s.set_aside_days().size() == 1);
  CHECK(host.storage.at(Session::kUnreadableKey) == "{\"version\": 1, \"damaged");
  CHECK(to_line(s.game().givens()) == kHard);
}

TEST_CASE("A failed engine stops the hint, the hint list and the solve with a message", "[app][outside]") {
  MemoryHost host = host_with_link(kPuzzle);
  FailingLink engine;
  engine.dead = true;
  Session s(host, engine);
  s.request_hint();
  CHECK(s.hint_pending());
  s.update();
  CHECK_FALSE(s.hint_pending());
  CHECK(s.game().message().find("hints, the list of all hints and the solve are not available") != std::string::npos);
  CHECK(s.game().message().find("(it did not answer)") != std::string::npos);
  s.open_hint_list();
  s.update();
  CHECK_FALSE(s.hint_list().computing);
  s.start_solve(SolveMode::kLogic);
  s.update();
  CHECK_FALSE(s.solving());
  // A new game of a level comes from the collection.
  s.new_game(1);
  s.update();
  REQUIRE(host.fetches.back() == Session::kCollectionUrl);
  s.on_fetched(Session::kCollectionUrl, "2 " + std::string(kHard) + "\n", true);
  CHECK(to_line(s.game().givens()) == kHard);
  CHECK(s.game().message().find("from the collection") != std::string::npos);
}
