// Damaged saves and links never crash the model, and whatever loads is whole.
#include <catch2/catch_test_macros.hpp>
#include <random>
#include <string>

#include "app/model/game.h"
#include "app/model/share_link.h"
#include "app_test_puzzles.h"
#include "started_game.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

Game busy_game() {
  Game g = started_game();
  g.fill_candidates(0.0);
  for (int c : {2, 3, 18, 30, 41}) {
    g.selection().select(c);
    g.place_digit(digit_at(kSolution, c), 1.0);
    g.set_colour(c % 9 + 1, 1.0);
  }
  g.undo(2.0);
  return g;
}

std::string mutate(std::string text, std::mt19937& rng) {
  std::uniform_int_distribution<std::size_t> pos(0, text.size() - 1);
  const char alphabet[] = "{}[]\",:0123456789.-eE truefalsn\\x";
  std::uniform_int_distribution<std::size_t> pick(0, sizeof alphabet - 2);
  switch (rng() % 3) {
    case 0:
      text[pos(rng)] = alphabet[pick(rng)];
      break;
    case 1:
      text.erase(pos(rng), 1 + rng() % 8);
      break;
    default:
      text.insert(pos(rng), 1, alphabet[pick(rng)]);
      break;
  }
  return text;
}

}  // namespace

TEST_CASE("Randomly damaged saves either load whole or are refused", "[app]") {
  const Game original = busy_game();
  const std::string text = original.save_json(10.0);
  std::mt19937 rng(12345);
  int refused = 0;
  for (int i = 0; i < 600; ++i) {
    const std::string damaged = mutate(text, rng);
    Game g;
    const std::string error = g.load_json(damaged, 0.0);
    if (!error.empty()) {
      ++refused;
      CHECK(error.rfind("saved game: ", 0) == 0);
      CHECK(g.phase() == Phase::kEntry);  // the fresh game is untouched
      continue;
    }
    // Loaded: its history must replay to the start of the game and back.
    while (g.undo(0.0)) {
    }
    while (g.redo(0.0)) {
    }
    CHECK(g.history().position() == g.history().actions().size());
    Game again;
    CHECK(again.load_json(g.save_json(0.0), 0.0) == "");
  }
  CHECK(refused > 300);
}

TEST_CASE("Randomly damaged links either open or are refused", "[app]") {
  const std::string link = busy_game().share_fragment(true);
  std::mt19937 rng(777);
  for (int i = 0; i < 600; ++i) {
    const std::string damaged = mutate(link, rng);
    const SharedGameResult r = decode_share_fragment(damaged);
    CHECK(r.game.has_value() == r.error.empty());
    if (r.game) {
      // Whatever decodes encodes back to an equivalent link.
      const SharedGameResult back = decode_share_fragment(encode_share_fragment(*r.game));
      REQUIRE(back.game.has_value());
      CHECK(back.game->givens == r.game->givens);
      CHECK(back.game->values == r.game->values);
    } else {
      CHECK(r.error.rfind("link: ", 0) == 0);
    }
  }
}
