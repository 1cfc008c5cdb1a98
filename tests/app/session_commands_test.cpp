// The session's commands by name (what the page's DOM mirror sends) and the
// state fingerprint that tells the page when to read the snapshot again.
#include "app/model/session_commands.h"

#include <catch2/catch_test_macros.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "app/model/session.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;
using nlohmann::json;

namespace {

std::string collection_text() {
  std::string text;
  for (int level = 1; level <= 5; ++level) text += std::to_string(level) + " " + std::string(kPuzzle) + "\n";
  return text;
}

}  // namespace

TEST_CASE("Commands by name reach the session's play commands", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  CHECK(run_command(s, "select", "2") == "");
  CHECK(run_command(s, "digit", "4") == "");
  CHECK(s.game().cell(2).value == 4);
  CHECK(run_command(s, "move", "0 1") == "");
  CHECK(s.game().selection().cursor() == 3);
  CHECK(run_command(s, "mark", "6") == "");
  CHECK(s.game().cell(3).marks == digit_bit(6));
  CHECK(run_command(s, "mode", "pencil") == "");
  CHECK(s.game().input_mode() == InputMode::kPencil);
  CHECK(run_command(s, "mode", "pencil") == "");  // setting, not toggling
  CHECK(s.game().input_mode() == InputMode::kPencil);
  CHECK(run_command(s, "digit", "7") == "");
  CHECK(s.game().cell(3).marks == (digit_bit(6) | digit_bit(7)));
  CHECK(run_command(s, "mode", "colour") == "");
  CHECK(run_command(s, "digit", "2") == "");
  CHECK(s.game().cell(3).colour == 2);
  CHECK(run_command(s, "mode", "normal") == "");
  CHECK(s.game().input_mode() == InputMode::kNormal);
  CHECK(run_command(s, "undo", "") == "");
  CHECK(s.game().cell(3).colour == 0);
  CHECK(run_command(s, "redo", "") == "");
  CHECK(s.game().cell(3).colour == 2);
  CHECK(run_command(s, "move", "1 0 extend") == "");
  CHECK(s.game().selection().cells().count() == 2);
  CHECK(run_command(s, "select_all", "") == "");
  CHECK(s.game().selection().cells().count() == 81);
  CHECK(run_command(s, "clear_selection", "") == "");
  CHECK(s.game().selection().empty());
  CHECK(run_command(s, "toggle_selected", "80") == "");
  CHECK(s.game().selection().has(80));
  CHECK(run_command(s, "pause", "on") == "");
  CHECK(s.game().timer().paused());
  CHECK(run_command(s, "pause", "off") == "");
  CHECK_FALSE(s.game().timer().paused());
  CHECK(run_command(s, "fill_candidates", "") == "");
  CHECK(s.game().cell(80).marks == 0);  // a given: no marks
  CHECK(s.game().cell(79).marks == 0);
  CHECK(s.game().cell(8).marks != 0);
}

TEST_CASE("Commands by name reach hints, games, the solve and settings", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  CHECK(run_command(s, "hint", "") == "");
  settle(s, engine);
  CHECK(s.game().hint().level() == 1);
  CHECK(run_command(s, "hint_button", "") == "");
  CHECK(s.game().hint().level() == 2);
  CHECK(run_command(s, "dismiss_hint", "") == "");
  CHECK(s.game().hint().level() == 0);
  CHECK(run_command(s, "hint", "") == "");
  settle(s, engine);
  CHECK(run_command(s, "apply_hint", "") == "");
  CHECK(s.game().can_undo());

  CHECK(run_command(s, "hint_list", "open") == "");
  settle(s, engine);
  REQUIRE_FALSE(s.hint_list().entries.empty());
  CHECK(run_command(s, "show_listed_hint", "0") == "");
  CHECK(s.game().hint().level() == HintLadder::kMaxLevel);
  CHECK(run_command(s, "hint_list", "close") == "");
  CHECK_FALSE(s.hint_list().open);

  CHECK(run_command(s, "menu_opened", "") == "");
  CHECK(host.fetches == std::vector<std::string>{Session::kCollectionUrl});
  s.on_fetched(Session::kCollectionUrl, collection_text(), true);
  CHECK(run_command(s, "new_game", "hard") == "");
  REQUIRE_FALSE(s.confirmation().question.empty());  // a game in progress: asked first
  CHECK(run_command(s, "answer", "yes") == "");
  CHECK(s.generating());
  settle(s, engine);
  CHECK(s.game().message() == "A new Hard puzzle, made for you. Good luck!");
  CHECK(run_command(s, "new_game", "4") == "");  // no move yet in the new game: no question
  settle(s, engine);
  CHECK(s.game().message() == "A new Extreme puzzle, made for you. Good luck!");
  CHECK(run_command(s, "previous", "") == "");
  CHECK(s.game().message().find("previous game") != std::string::npos);

  CHECK(run_command(s, "copy_puzzle", "") == "");
  CHECK(host.clipboard == kPuzzle);
  CHECK(run_command(s, "copy_share_link", "progress") == "");
  CHECK(host.clipboard.rfind(host.page_url(), 0) == 0);

  CHECK(run_command(s, "solve", "logic") == "");
  CHECK(s.solving());
  settle(s, engine);
  CHECK(run_command(s, "solve_end", "") == "");
  CHECK(s.timeline().position() == s.timeline().size());
  CHECK(run_command(s, "solve_seek", "1") == "");
  CHECK(s.timeline().position() == 1);
  CHECK(run_command(s, "solve_step", "+1") == "");
  CHECK(s.timeline().position() == 2);
  CHECK(run_command(s, "solve_step", "-2") == "");
  CHECK(s.timeline().position() == 0);
  CHECK(run_command(s, "solve_speed", "2.5") == "");
  CHECK(s.timeline().speed() == 2.5);
  CHECK(run_command(s, "solve_speed", "max") == "");
  CHECK(run_command(s, "solve_play", "") == "");
  CHECK(s.timeline().playing());
  CHECK(run_command(s, "solve_close", "") == "");
  CHECK_FALSE(s.solving());

  CHECK(run_command(s, "setting", "mistake_check=true") == "");
  CHECK(s.settings().mistake_check);
  CHECK(run_command(s, "setting", "theme=dark") == "");
  CHECK(s.settings().theme == Theme::kDark);
  CHECK(run_command(s, "setting", "high_contrast=true") == "");
  CHECK(s.settings().high_contrast);
  CHECK_FALSE(s.settings().contrast_follows_system);
  CHECK(run_command(s, "setting", "hint_techniques=singles") == "");
  CHECK(s.settings().hint_techniques == "singles");
  CHECK(s.settings().letter_shortcuts);
  CHECK_FALSE(s.settings().sound_cues);
  CHECK(run_command(s, "setting", "letter_shortcuts=false") == "");
  CHECK_FALSE(s.settings().letter_shortcuts);
  CHECK(run_command(s, "setting", "sound_cues=true") == "");
  CHECK(s.settings().sound_cues);

  // The statistics card is the session's, as the help and About are: the
  // canvas and the page's mirror show the same.
  CHECK_FALSE(s.stats_open());
  CHECK(run_command(s, "stats", "open") == "");
  CHECK(s.stats_open());
  CHECK(json::parse(s.state_json())["stats_open"] == true);
  CHECK(run_command(s, "stats", "close") == "");
  CHECK_FALSE(s.stats_open());
  CHECK(run_command(s, "stats", "maybe").find("maybe") != std::string::npos);

  CHECK(run_command(s, "entry", "") == "");
  if (!s.confirmation().question.empty()) CHECK(run_command(s, "answer", "yes") == "");
  CHECK(s.game().phase() == Phase::kEntry);
  CHECK(run_command(s, "paste", std::string(kPuzzle)) == "");
  CHECK(s.game().phase() == Phase::kPlay);
}

TEST_CASE("Unknown commands and bad arguments say what is wrong", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  const std::string before = s.state_json();
  CHECK(run_command(s, "fly", "") == "unknown command 'fly'");
  CHECK(run_command(s, "select", "81") == "command 'select': '81' is not a number 0..80");
  CHECK(run_command(s, "digit", "x") == "command 'digit': 'x' is not a number 0..9");
  CHECK(run_command(s, "mode", "ink") == "command 'mode': 'ink' is not one of normal pencil corner centre colour");
  CHECK(run_command(s, "move", "1 0 jump") == "command 'move': 'jump' is not 'extend'");
  CHECK(run_command(s, "new_game", "nightmare") ==
        "command 'new_game': 'nightmare' is not a level (easy..extreme or 0..4)");
  CHECK(run_command(s, "solve_speed", "-1") ==
        "command 'solve_speed': '-1' is not a speed (events per second, 0..1000, or max)");
  CHECK(run_command(s, "setting", "volume=11") == "command 'setting': unknown setting 'volume'");
  CHECK(run_command(s, "setting", "mistake_check") ==
        "command 'setting': expected <name>=<value>, got 'mistake_check'");
  CHECK(run_command(s, "setting", "high_contrast=maybe") ==
        "command 'setting high_contrast': 'maybe' is not one of false true");
  CHECK(run_command(s, "setting", "hint_techniques=nonsense").find("nonsense") != std::string::npos);
  CHECK(run_command(s, "load_failed", "engine 404") ==
        "command 'load_failed': expected textbox or photo, then why, got 'engine 404'");
  CHECK(s.state_json() == before);
}

TEST_CASE("A part of the page that could not load is said, and the game is kept", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  REQUIRE(run_command(s, "select", "2") == "");
  REQUIRE(run_command(s, "digit", "4") == "");
  const auto values = s.game().values();
  CHECK(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  CHECK(s.game().message() ==
        "The photo reader could not load: the server answered 404 for photo.js. Your game goes on; open it again to "
        "try again.");
  CHECK(run_command(s, "load_failed", "textbox no answer came for textbox.js") == "");
  CHECK(s.game().message().rfind("The text box could not load: no answer came for textbox.js.", 0) == 0);
  CHECK(s.game().values() == values);
  CHECK(to_line(s.game().givens()) == kPuzzle);
}

TEST_CASE("The text box's failure is the card's to say while it is the message, and asking again drops it",
          "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  CHECK(s.text_box_failure().empty());
  REQUIRE(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  CHECK(s.text_box_failure().empty());
  REQUIRE(run_command(s, "load_failed", "textbox no answer came for textbox.js") == "");
  CHECK(s.text_box_failure() == s.game().message());
  CHECK(s.text_box_failure().rfind("The text box could not load", 0) == 0);
  s.ask_hint_techniques();
  CHECK(s.text_box_failure().empty());
  CHECK(s.game().message().empty());
  // Another message in its place: the card has nothing to say.
  REQUIRE(run_command(s, "load_failed", "textbox no answer came for textbox.js") == "");
  REQUIRE(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  CHECK(s.text_box_failure().empty());
}

TEST_CASE("The photo reader's failure goes once it opens, and only while it is the message", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  REQUIRE(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  REQUIRE(s.game().message().rfind("The photo reader could not load", 0) == 0);
  CHECK(run_command(s, "photo_opened", "") == "");
  CHECK(s.game().message().empty());
  // Another message in its place stays.
  REQUIRE(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  REQUIRE(run_command(s, "load_failed", "textbox no answer came for textbox.js") == "");
  CHECK(run_command(s, "photo_opened", "") == "");
  CHECK(s.game().message().rfind("The text box could not load", 0) == 0);
}

TEST_CASE("A board that cannot be drawn is said, and the saying goes when it is drawn again", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.on_drawing_lost(true);
  CHECK(s.game().message().rfind("The board cannot be drawn right now", 0) == 0);
  s.on_drawing_lost(false);
  CHECK(s.game().message().empty());
  // A message that replaced it stays.
  s.on_drawing_lost(true);
  REQUIRE(run_command(s, "load_failed", "photo the server answered 404 for photo.js") == "");
  s.on_drawing_lost(false);
  CHECK(s.game().message().rfind("The photo reader could not load", 0) == 0);
}

TEST_CASE("Every command name is distinct and known", "[app][commands]") {
  const auto names = command_names();
  CHECK(names.size() == std::set<std::string_view>(names.begin(), names.end()).size());
  // The names the page's mirror (web/a11y.js) sends, as documented in
  // session_commands.h.
  const std::set<std::string_view> documented = {"select",
                                                 "toggle_selected",
                                                 "extend_selection",
                                                 "move",
                                                 "select_all",
                                                 "clear_selection",
                                                 "digit",
                                                 "mark",
                                                 "clear",
                                                 "undo",
                                                 "redo",
                                                 "fill_candidates",
                                                 "mode",
                                                 "pause",
                                                 "entry",
                                                 "start",
                                                 "hint",
                                                 "hint_button",
                                                 "apply_hint",
                                                 "dismiss_hint",
                                                 "hint_list",
                                                 "show_listed_hint",
                                                 "menu_opened",
                                                 "new_game",
                                                 "practise",
                                                 "practise_hint",
                                                 "daily",
                                                 "cancel_generation",
                                                 "copy_puzzle",
                                                 "copy_share_link",
                                                 "share_progress",
                                                 "paste",
                                                 "read_photo",
                                                 "photo_opened",
                                                 "load_failed",
                                                 "photo",
                                                 "player_digits",
                                                 "solve",
                                                 "solve_play",
                                                 "solve_step",
                                                 "solve_seek",
                                                 "solve_end",
                                                 "solve_close",
                                                 "solve_speed",
                                                 "setting",
                                                 "dismiss_notice",
                                                 "preferences",
                                                 "answer",
                                                 "restart",
                                                 "previous",
                                                 "open_set_aside",
                                                 "copy_set_aside",
                                                 "share_image",
                                                 "help",
                                                 "about",
                                                 "stats",
                                                 "guide",
                                                 "guide_page",
                                                 "guide_step",
                                                 "practise_guide",

                                                 "finish",
                                                 "continue_here",
                                                 "page_card"};
  CHECK(std::set<std::string_view>(names.begin(), names.end()) == documented);
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  for (std::string_view name : names) {
    CAPTURE(name);
    CHECK(run_command(s, name, "").rfind("unknown command", 0) == std::string::npos);
  }
}

TEST_CASE("The fingerprint changes whenever the snapshot changes", "[app][commands]") {
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  const std::vector<std::pair<std::string, std::string>> script = {{"select", "2"},
                                                                   {"digit", "4"},
                                                                   {"digit", "4"},
                                                                   {"move", "0 1"},
                                                                   {"mark", "1"},
                                                                   {"mark", "1"},
                                                                   {"mode", "colour"},
                                                                   {"digit", "3"},
                                                                   {"mode", "normal"},
                                                                   {"undo", ""},
                                                                   {"redo", ""},
                                                                   {"select", "0"},
                                                                   {"digit", "9"},
                                                                   {"select", "2"},
                                                                   {"digit", "5"},
                                                                   {"clear", ""},
                                                                   {"pause", "on"},
                                                                   {"pause", "off"},
                                                                   {"hint", ""},
                                                                   {"hint", ""},
                                                                   {"hint", ""},
                                                                   {"dismiss_hint", ""},
                                                                   {"hint_list", "open"},
                                                                   {"show_listed_hint", "1"},
                                                                   {"hint_list", "close"},
                                                                   {"setting", "colour_blind_safe=true"},
                                                                   {"setting", "hint_techniques=tier1"},
                                                                   {"setting", "letter_shortcuts=false"},
                                                                   {"setting", "sound_cues=true"},
                                                                   {"stats", "open"},
                                                                   {"stats", "close"},
                                                                   {"menu_opened", ""},
                                                                   {"solve", "search"},
                                                                   {"solve_step", "1"},
                                                                   {"solve_close", ""},
                                                                   {"fill_candidates", ""},
                                                                   {"select_all", ""},
                                                                   {"clear_selection", ""},
                                                                   {"entry", ""},
                                                                   {"digit", "5"},
                                                                   {"start", ""},
                                                                   {"paste", std::string(kPuzzle)}};
  std::string previous = s.state_json();
  std::uint64_t fingerprint = state_fingerprint(s);
  int changes = 0;
  for (const auto& [name, arg] : script) {
    CAPTURE(name, arg);
    REQUIRE(run_command(s, name, arg) == "");
    for (int frame = 0; frame < 3; ++frame) {
      if (frame > 0) s.update();
      const std::string now = s.state_json();
      const std::uint64_t f = state_fingerprint(s);
      if (now != previous) {
        CHECK(f != fingerprint);
        ++changes;
      } else {
        CHECK(f == fingerprint);
      }
      previous = now;
      fingerprint = f;
    }
  }
  CHECK(changes > 30);
}

TEST_CASE("The fingerprint changes when the guide fails again for another reason", "[app][commands]") {
  // Opened again and failed again before a frame sees it loading: only the
  // reason differs, and the mirror must say the new one.
  auto&& [host, engine, s] = SessionFixture(host_with_link(kPuzzle));
  s.open_guide();
  s.on_fetched(Session::kGuideUrl, "the server answered 404 for guide.txt", false);
  const std::uint64_t before = state_fingerprint(s);
  s.close_guide();
  s.open_guide();
  s.on_fetched(Session::kGuideUrl, "no answer came for guide.txt", false);
  CHECK(state(s)["guide"]["error"] == "no answer came for guide.txt");
  CHECK(state_fingerprint(s) != before);
}
