// Saved games: round trip (with undo history) and refusal of corrupt or
// other-version data with a message, the current game kept.
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/game.h"
#include "app_test_puzzles.h"
#include "started_game.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;
using nlohmann::json;

namespace {

/// A game with digits, marks, colours, settings, a paused timer and an
/// undone action waiting to be redone.
Game played_game() {
  Game g = started_game();
  g.selection().select(2);
  g.selection().extend(3);
  g.toggle_mark(1, 1.0);
  g.toggle_mark(2, 1.0);
  g.selection().select(2);
  g.place_digit(4, 2.0);
  g.set_colour(7, 3.0);
  g.selection().select(18);
  g.place_digit(9, 4.0);
  g.undo(5.0);  // r3c1 = 9 becomes a redo
  g.settings().mistake_check = true;
  g.settings().theme = Theme::kDark;
  g.settings().hint_techniques = "tier2";
  g.set_input_mode(InputMode::kPencil);
  g.set_paused(true, 42.0);
  return g;
}

/// Loads `text` into a fresh game and returns the error ("" on success);
/// checks the game was kept on failure.
std::string load_error(const std::string& text) {
  Game g = started_game();
  g.selection().select(2);
  g.place_digit(1, 0.0);
  const auto before = g.cells();
  const std::string error = g.load_json(text, 0.0);
  if (!error.empty()) {
    CHECK(g.cells() == before);
    CHECK(g.history().actions().size() == 1);
  }
  return error;
}

std::string saved_with(void (*edit)(json&)) {
  json j = json::parse(played_game().save_json(50.0));
  edit(j);
  return j.dump();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("A saved game loads back whole, undo history included", "[app]") {
  const Game g = played_game();
  const std::string text = g.save_json(50.0);
  Game h;
  REQUIRE(h.load_json(text, 1000.0) == "");
  CHECK(h.cells() == g.cells());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.history().actions() == g.history().actions());
  CHECK(h.history().position() == g.history().position());
  CHECK(h.settings() == g.settings());
  CHECK(h.input_mode() == InputMode::kPencil);
  CHECK(h.selection().cells() == g.selection().cells());
  CHECK(h.selection().cursor() == g.selection().cursor());
  CHECK(h.elapsed(2000.0) == 42.0);  // saved paused at 42 s
  CHECK(h.timer().paused());
  REQUIRE(h.solution().has_value());
  CHECK(*h.solution() == grid_of_line(kSolution));
  // The history works after loading: redo, then undo all the way.
  CHECK(h.redo(0));
  CHECK(h.cell(18).value == 9);
  int undone = 0;
  while (h.undo(0)) ++undone;
  CHECK(undone == 5);
  CHECK(h.values() == grid_of_line(kPuzzle));
  // And saving again gives the same text.
  Game k;
  REQUIRE(k.load_json(text, 0.0) == "");
  CHECK(k.save_json(0.0) == text);
}

TEST_CASE("A solved game and an entry-phase game load back", "[app]") {
  Game solved = started_game();
  for (int c = 0; c < kCells; ++c) {
    if (solved.is_given(c)) continue;
    solved.selection().select(c);
    solved.place_digit(digit_at(kSolution, c), 30.0);
  }
  REQUIRE(solved.solve_time().has_value());
  Game a;
  REQUIRE(a.load_json(solved.save_json(99.0), 500.0) == "");
  CHECK(a.is_solved());
  CHECK(a.solve_time() == solved.solve_time());
  CHECK(a.elapsed(900.0) == 30.0);

  Game entry;
  entry.start_entry(0);
  entry.selection().select(0);
  entry.input_digit(5, 0);
  entry.selection().select(1);
  entry.input_digit(5, 0);  // conflicting givens are fine while entering
  Game b;
  REQUIRE(b.load_json(entry.save_json(0.0), 0.0) == "");
  CHECK(b.phase() == Phase::kEntry);
  CHECK(b.givens() == entry.givens());
  CHECK(b.undo(0));
  CHECK(b.cell(1).given == 0);
}

TEST_CASE("Saving keeps only the newest actions of a very long history", "[app]") {
  Game g = started_game();
  g.selection().select(2);
  const std::size_t n = Game::kMaxSavedActions + 10;
  for (std::size_t i = 0; i < n; ++i) g.toggle_mark(1, 0.0);
  g.undo(0.0);
  Game h;
  REQUIRE(h.load_json(g.save_json(0.0), 0.0) == "");
  // Undo entries come first: the 2000 newest done actions, no redo left.
  CHECK(h.history().actions().size() == Game::kMaxSavedActions);
  CHECK(h.history().position() == Game::kMaxSavedActions);
  CHECK(h.cells() == g.cells());
  CHECK_FALSE(h.redo(0));
  std::size_t undone = 0;
  while (h.undo(0)) ++undone;
  CHECK(undone == Game::kMaxSavedActions);
}

TEST_CASE("Corrupt saves are refused with a message naming the problem", "[app]") {
  CHECK(load_error("") == "saved game: not valid JSON");
  CHECK(load_error("{\"version\": 1,") == "saved game: not valid JSON");
  CHECK(load_error("[1,2,3]") == "saved game: not a JSON object");
  CHECK(load_error("{}") == "saved game: field 'version' is missing");
  CHECK(load_error(saved_with([](json& j) { j["version"] = "1"; })) == "saved game: field 'version' is not an integer");

  CHECK(load_error(saved_with([](json& j) { j["values"] = j["values"].get<std::string>().substr(1); })) ==
        "saved game: field 'values' has 80 characters, expected 81");
  CHECK(has(load_error(saved_with([](json& j) {
              std::string v = j["values"].get<std::string>();
              v[40] = 'x';
              j["values"] = v;
            })),
            "field 'values' has an unexpected character at position 41 (r5c5)"));
  CHECK(load_error(saved_with([](json& j) {
          std::string v = j["values"].get<std::string>();
          v[0] = '9';  // r1c1 is a given 5
          j["values"] = v;
        })) == "saved game: field 'values' changes the given at r1c1");
  CHECK(load_error(saved_with([](json& j) { j["marks"][5] = 600; })) ==
        "saved game: field 'marks[5]' is 600, expected 0..511");
  CHECK(load_error(saved_with([](json& j) { j["marks"].erase(0); })) ==
        "saved game: field 'marks' has 80 entries, expected 81");
  CHECK(load_error(saved_with([](json& j) { j.erase("colours"); })) == "saved game: field 'colours' is missing");
  CHECK(load_error(saved_with([](json& j) { j["phase"] = "paused"; })) ==
        "saved game: field 'phase' has an unknown value 'paused'");
  CHECK(load_error(saved_with([](json& j) { j["timer"]["elapsed"] = -5; })) ==
        "saved game: field 'timer.elapsed' is out of range");
  CHECK(load_error(saved_with([](json& j) { j["timer"]["paused"] = 1; })) ==
        "saved game: field 'timer.paused' is not true or false");
  CHECK(load_error(saved_with([](json& j) { j["settings"]["theme"] = 3; })) ==
        "saved game: field 'settings.theme' is not a string");
  CHECK(load_error(saved_with([](json& j) { j["selection"]["cursor"] = 81; })) ==
        "saved game: field 'selection.cursor' is 81, expected 0..80");
}

TEST_CASE("A save whose history does not lead to its board is refused", "[app]") {
  // The last done action is r1c3 colour 0 -> 7; claim it ended at colour 6.
  CHECK(has(load_error(saved_with([](json& j) {
              json& actions = j["history"]["actions"];
              const std::size_t last_done = j["history"]["position"].get<std::size_t>() - 1;
              json& changes = actions[last_done]["changes"];
              changes[8] = 6;  // after.colour of the first change
            })),
            "history action 4 does not lead to the board at r1c3"));
  CHECK(has(load_error(saved_with([](json& j) { j["history"]["actions"][0]["changes"].erase(0); })),
            "expected a non-zero multiple of 13"));
  CHECK(load_error(saved_with([](json& j) { j["history"]["actions"][1]["kind"] = "teleport"; })) ==
        "saved game: field 'history.actions[1].kind' has an unknown value 'teleport'");
  CHECK(load_error(saved_with([](json& j) { j["history"]["position"] = 99; })) ==
        "saved game: field 'history.position' is 99, expected 0..5");
  // The redo part must follow from the board too.
  CHECK(has(load_error(saved_with([](json& j) {
              json& redo = j["history"]["actions"][4]["changes"];
              redo[2] = 3;  // before.value of the redo's cell
            })),
            "(to redo) does not follow"));
}

TEST_CASE("A save of a newer version is refused and recognised as newer", "[app]") {
  CHECK(load_error(saved_with([](json& j) { j["version"] = 4; })) ==
        "saved game: version 4 is not supported (this app reads versions 1 to 3)");
  CHECK(Game::saved_version(saved_with([](json& j) { j["version"] = 4; })) == 4);
  CHECK_FALSE(Game::saved_version("not json").has_value());
}

TEST_CASE("A version 1 save (the first shipped) loads with its history", "[app]") {
  // Written by the app as it shipped first (tests/app/data/save_v1.json):
  // r1c3 = 4, marks 2 and 6 in r1c4, colour 3 in r2c2, mark 2 in r2c3 (the
  // mark 4 there undone), pencil mode, mistake check on, 125.5 s played.
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/../app/data/save_v1.json");
  REQUIRE(in);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(Game::saved_version(text) == 1);
  Game g;
  REQUIRE(g.load_json(text, 0.0).empty());
  CHECK(g.cell(2).value == 4);
  CHECK(g.cell(3).marks == (digit_bit(2) | digit_bit(6)));
  CHECK(g.cell(10).colour == 3);
  CHECK(g.cell(11).marks == digit_bit(2));
  CHECK(g.cell(11).corner == 0);
  CHECK(g.input_mode() == InputMode::kPencil);
  CHECK(g.settings().mistake_check);
  CHECK(g.elapsed(0.0) == 125.5);
  CHECK(g.level() == kCustomLevel);
  REQUIRE(g.can_redo());
  CHECK(g.redo(0.0));
  CHECK(g.cell(11).marks == (digit_bit(2) | digit_bit(4)));
  for (int i = 0; i < 6; ++i) g.undo(0.0);
  CHECK(g.cell(2).value == 0);
  CHECK(g.cell(3).marks == 0);
  CHECK(g.origin().kind == Origin::Kind::kCustom);
  // Saved again, it is a game of the current version that reads back the same.
  const std::string again = g.save_json(0.0);
  CHECK(Game::saved_version(again) == Game::kSaveVersion);
  Game h;
  REQUIRE(h.load_json(again, 0.0).empty());
  CHECK(h.cells() == g.cells());
}

TEST_CASE("The puzzle's origin is saved; a version 2 save (without it) loads by its level", "[app]") {
  Game g = played_game();
  Origin practice{Origin::Kind::kPractice, logic::Technique::kXWing, 0};
  g.set_origin(practice);
  Game back;
  REQUIRE(back.load_json(g.save_json(50.0), 50.0).empty());
  CHECK(back.origin() == practice);
  const json saved = json::parse(g.save_json(50.0));
  CHECK(saved["version"] == 3);
  CHECK(saved["record"]["origin"] == json{{"kind", "practice"}, {"technique", "x-wing"}});

  Origin daily{Origin::Kind::kDaily, logic::Technique::kCount, 19728};  // 2024-01-06
  g.set_origin(daily);
  CHECK(json::parse(g.save_json(50.0))["record"]["origin"] == json{{"kind", "daily"}, {"date", "2024-01-06"}});
  REQUIRE(back.load_json(g.save_json(50.0), 50.0).empty());
  CHECK(back.origin() == daily);

  // Version 2: no origin. A game of a level came from the collection.
  REQUIRE(back.load_json(saved_with([](json& j) {
                           j["version"] = 2;
                           j["record"].erase("origin");
                           j["record"]["level"] = 3;
                         }),
                         0.0)
              .empty());
  CHECK(back.origin().kind == Origin::Kind::kCollection);
  CHECK(back.level() == 3);
  REQUIRE(back.load_json(saved_with([](json& j) {
                           j["version"] = 2;
                           j["record"].erase("origin");
                         }),
                         0.0)
              .empty());
  CHECK(back.origin().kind == Origin::Kind::kCustom);

  // Version 3 needs it, and says what is wrong with it.
  CHECK(load_error(saved_with([](json& j) { j["record"].erase("origin"); })) ==
        "saved game: field 'record.origin' is missing");
  CHECK(load_error(saved_with([](json& j) {
          j["record"]["origin"] = {{"kind", "shop"}};
        })) == "saved game: field 'record.origin.kind' has an unknown value 'shop'");
  CHECK(load_error(saved_with([](json& j) {
          j["record"]["origin"] = {{"kind", "practice"}, {"technique", "naked-single"}};
        })) == "saved game: field 'record.origin.technique' is not a technique to practise: 'naked-single'");
  CHECK(load_error(saved_with([](json& j) {
          j["record"]["origin"] = {{"kind", "daily"}, {"date", "2023-02-29"}};
        })) == "saved game: field 'record.origin.date' is not a date YYYY-MM-DD: '2023-02-29'");
}

TEST_CASE("Settings missing from a save take their defaults", "[app]") {
  Game g;
  REQUIRE(g.load_json(saved_with([](json& j) { j["settings"] = json::object(); }), 0.0) == "");
  CHECK(g.settings() == Settings{});
}
