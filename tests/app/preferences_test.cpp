// Accessibility settings: the high-contrast theme, the colour-blind-safe
// colours and following the system's preferences (dark scheme, more
// contrast, reduced motion) are saved and loaded, old saves without them
// still load, and a setting changed by hand stops following the system.
#include <catch2/catch_test_macros.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/game.h"
#include "app/model/session.h"
#include "app_test_puzzles.h"
#include "memory_host.h"
#include "session_fixture.h"
#include "started_game.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;
using nlohmann::json;

namespace {

Game game_with(const Settings& settings) {
  Game g = started_game();
  g.settings() = settings;
  return g;
}

}  // namespace

TEST_CASE("The accessibility settings are saved and loaded", "[app][settings]") {
  Settings s;
  s.high_contrast = true;
  s.colour_blind_safe = true;
  s.theme = Theme::kDark;
  s.theme_follows_system = false;
  s.contrast_follows_system = false;
  s.motion_follows_system = false;
  s.reduced_motion = true;
  s.letter_shortcuts = false;
  s.sound_cues = true;
  const std::string text = game_with(s).save_json(1.0);
  const json j = json::parse(text);
  CHECK(j["settings"]["high_contrast"] == true);
  CHECK(j["settings"]["colour_blind_safe"] == true);
  CHECK(j["settings"]["theme_follows_system"] == false);
  CHECK(j["settings"]["letter_shortcuts"] == false);
  CHECK(j["settings"]["sound_cues"] == true);
  Game loaded;
  REQUIRE(loaded.load_json(text, 2.0) == "");
  CHECK(loaded.settings() == s);
  CHECK(settings_object(s) == j["settings"]);
}

TEST_CASE("A save from before the accessibility settings loads with their defaults", "[app][settings]") {
  Settings s;
  s.mistake_check = true;
  json j = json::parse(game_with(s).save_json(1.0));
  for (const char* name : {"high_contrast", "colour_blind_safe", "theme_follows_system", "contrast_follows_system",
                           "motion_follows_system", "letter_shortcuts", "sound_cues"}) {
    REQUIRE(j["settings"].erase(name) == 1);
  }
  Game loaded;
  REQUIRE(loaded.load_json(j.dump(), 2.0) == "");
  CHECK(loaded.settings().mistake_check);
  CHECK_FALSE(loaded.settings().high_contrast);
  CHECK_FALSE(loaded.settings().colour_blind_safe);
  CHECK(loaded.settings().theme_follows_system);
  CHECK(loaded.settings().contrast_follows_system);
  CHECK(loaded.settings().motion_follows_system);
  CHECK(loaded.settings().letter_shortcuts);
  CHECK_FALSE(loaded.settings().sound_cues);
}

TEST_CASE("A new setting of the wrong type is refused with its name", "[app][settings]") {
  json j = json::parse(game_with(Settings{}).save_json(1.0));
  j["settings"]["colour_blind_safe"] = "yes";
  Game loaded;
  CHECK(loaded.load_json(j.dump(), 2.0) == "saved game: field 'settings.colour_blind_safe' is not true or false");
}

TEST_CASE("Settings follow the system's contrast, scheme and motion", "[app][settings][session]") {
  MemoryHost host;
  host.contrast = true;
  host.reduced_motion = true;
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.settings().high_contrast);
  CHECK(s.settings().reduced_motion);
  CHECK(s.settings().theme == Theme::kLight);
  nlohmann::json state = json::parse(s.state_json());
  CHECK(state["settings"]["high_contrast"] == true);

  // The system changes: the page tells the session, which follows.
  host.dark = true;
  host.contrast = false;
  s.on_host_preferences();
  CHECK(s.settings().theme == Theme::kDark);
  CHECK_FALSE(s.settings().high_contrast);
  s.update();
  CHECK(json::parse(host.storage[Session::kSaveKey])["settings"]["theme"] == "dark");
}

TEST_CASE("A setting changed by hand stops following the system, until asked to again", "[app][settings][session]") {
  MemoryHost host;
  LocalLink engine;
  {
    Session s(host, engine);
    Settings chosen = s.settings();
    chosen.theme = Theme::kDark;  // by hand, while the system is light
    s.set_settings(chosen);
    CHECK(s.settings().theme == Theme::kDark);
    CHECK_FALSE(s.settings().theme_follows_system);
    CHECK(s.settings().contrast_follows_system);
    host.contrast = true;
    s.on_host_preferences();
    CHECK(s.settings().theme == Theme::kDark);  // kept: chosen by hand
    CHECK(s.settings().high_contrast);          // still following
    s.update();
  }
  // A reload keeps the hand-made choice against the system's preference.
  Session again(host, engine);
  CHECK(again.settings().theme == Theme::kDark);
  CHECK_FALSE(again.settings().theme_follows_system);
  // Following again takes the system's answer at once.
  Settings follow = again.settings();
  follow.theme_follows_system = true;
  again.set_settings(follow);
  CHECK(again.settings().theme == Theme::kLight);
  CHECK(again.settings().theme_follows_system);
}
