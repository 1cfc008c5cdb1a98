// save_check.h - the saved-game reader on any text: the properties the
// libFuzzer target fuzz_save.cpp asserts, shared with the Catch2 test that
// replays tests/fuzz/corpus/save/ (tests/app/fuzz_corpus_test.cpp).
//
// Input: the text handed to Game::load_json (JSON of any shape and
// version, or not JSON at all). What must hold: loading never crashes; it
// either succeeds or answers an error starting "saved game: " and leaves
// the game as it was (its save is byte for byte the same); a loaded game,
// saved, loads again, and saving that gives the same text (the same game:
// board, history, selection, modes, settings, timer).
#pragma once

#include <string>
#include <string_view>

#include "app_fuzz_game.h"

namespace sudoku::fuzz {

/// Returns "" when every property holds for `text`, else what broke.
inline std::string check_save(std::string_view text) {
  std::string error;
  app::Game game = busy_game(error);
  if (!error.empty()) return error;
  const std::string before = game.save_json(kNow);
  error = game.load_json(text, kNow);
  if (!error.empty()) {
    if (error.rfind("saved game: ", 0) != 0) return "an error without 'saved game: ': " + error;
    const std::string after = game.save_json(kNow);
    if (after != before) return "a refused save (" + error + ") changed the game " + first_difference(before, after);
    return {};
  }
  const std::string saved = game.save_json(kNow);
  app::Game again;
  error = again.load_json(saved, kNow);
  if (!error.empty()) return "a loaded game, saved, does not load: " + error;
  const std::string resaved = again.save_json(kNow);
  if (resaved != saved) return "saving a reloaded game changes it " + first_difference(saved, resaved);
  return {};
}

}  // namespace sudoku::fuzz
