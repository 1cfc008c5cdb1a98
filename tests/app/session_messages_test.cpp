// session_messages_test.cpp - the session's messages composed from the
// strings table: each {name} filled in, each form (one or several, with or
// without a level) picked as the situation asks.
#include <catch2/catch_test_macros.hpp>
#include <string>

#include "app_test_puzzles.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

TEST_CASE("The unreadable statistics' notice names the error and the key they were set aside under", "[app][session]") {
  MemoryHost host = host_with_link(kPuzzle);
  host.storage[Session::kStatsKey] = "{\"version\": 1, \"levels\": 3}";
  auto&& [engine, s] = SessionOn(host);
  const std::string& notice = s.notice();
  CHECK(notice.rfind("Your statistics could not be read (", 0) == 0);
  const std::string tail = "); they start again. The old data was set aside as 'sudoku.stats.v1.unreadable'.";
  REQUIRE(notice.size() > tail.size());
  CHECK(notice.substr(notice.size() - tail.size()) == tail);
  CHECK(notice.find("{error}") == std::string::npos);
}

TEST_CASE("Wrong digits in two boxes are named together, in the plural", "[app][session]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(1);  // r1c3 (box 1) is 4 in the solution
  s.select(5);
  s.input_digit(2);  // r1c6 (box 2) is 8 in the solution; no 2 in its row, column or box
  s.request_hint();
  settle(s, engine);
  REQUIRE(s.game().hint().level() == 1);
  REQUIRE(s.game().hint().step()->technique == logic::Technique::kWrongValue);
  CHECK(s.hint_report().where == "Wrong digits are in box 1 and box 2.");
}

TEST_CASE("A shared picture's caption names the level when the game has one", "[app][session]") {
  SECTION("the welcome puzzle is Easy") {
    auto&& [host, engine, s] = SessionFixture();
    REQUIRE(s.game().level() == 0);
    s.share_image();
    REQUIRE(host.shared_images.size() == 1);
    CHECK(host.shared_images[0] == "Sudoku: Easy puzzle");
  }
  SECTION("a linked puzzle has no level") {
    auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
    REQUIRE(s.game().level() < 0);
    s.share_image();
    REQUIRE(host.shared_images.size() == 1);
    CHECK(host.shared_images[0] == "Sudoku: puzzle");
  }
}
