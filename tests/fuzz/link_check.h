// link_check.h - the share-link reader on any text: the properties the
// libFuzzer target fuzz_link.cpp asserts, shared with the Catch2 test that
// replays tests/fuzz/corpus/link/ (tests/app/fuzz_corpus_test.cpp).
//
// Input: a URL fragment (with or without '#'). What must hold:
//  - decode_share_fragment answers a game or an error starting "link: ",
//    never both; what it decodes encodes to a link that decodes to the same
//    parts, and encoding that again gives the same link;
//  - Game::open_fragment starts a game, or refuses exactly what does not
//    decode as unreadable and keeps the game it had (its save byte for byte
//    the same), or opens a link that decodes but cannot be played (givens
//    that clash, no solution) in the entry editor with the link's givens;
//  - a started game shows the link's givens, digits, marks (in the cells
//    without a given) and colours; its fragment with progress reopens to the
//    same game (same save), and its fragment without progress to the givens.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "app_fuzz_game.h"

namespace sudoku::fuzz {

namespace detail {

/// A link's parts with what a missing part means filled in: values are the
/// givens, marks and colours none; marks in given cells are dropped when
/// `as_game` (a game keeps none there).
struct LinkParts {
  Grid givens;
  Grid values;
  std::array<Mask, kCells> marks{};
  std::array<std::uint8_t, kCells> colours{};
  friend bool operator==(const LinkParts&, const LinkParts&) = default;
};

inline LinkParts parts_of(const app::SharedGame& g, bool as_game) {
  LinkParts p;
  p.givens = g.givens;
  p.values = g.values.value_or(g.givens);
  if (g.marks) p.marks = *g.marks;
  if (g.colours) p.colours = *g.colours;
  for (std::size_t c = 0; c < kCells; ++c) {
    if (as_game && g.givens.cells[c] != 0) p.marks[c] = 0;
  }
  return p;
}

}  // namespace detail

/// Returns "" when every property holds for `text`, else what broke.
inline std::string check_link(std::string_view text) {
  using detail::parts_of;
  const app::SharedGameResult read = app::decode_share_fragment(text);
  if (read.game.has_value() == !read.error.empty()) return "decode answers both a game and an error, or neither";
  if (!read.game && read.error.rfind("link: ", 0) != 0) return "an error without 'link: ': " + read.error;
  if (read.game) {
    const std::string link = app::encode_share_fragment(*read.game);
    const app::SharedGameResult back = app::decode_share_fragment(link);
    if (!back.game) return "an encoded link does not decode: " + back.error + " in " + link;
    if (parts_of(*back.game, false) != parts_of(*read.game, false))
      return "a link's parts change through encoding: " + link;
    if (app::encode_share_fragment(*back.game) != link) return "encoding a decoded link again changes it: " + link;
  }

  std::string error;
  app::Game game = busy_game(error);
  if (!error.empty()) return error;
  const std::string before = game.save_json(kNow);
  const app::StartResult opened = game.open_fragment(text, kNow);
  if (!opened.started()) {
    if ((opened.verdict == app::StartOutcome::kUnreadable) != !read.game)
      return "open_fragment and decode disagree on: " + opened.message;
    if (!read.game) {
      const std::string after = game.save_json(kNow);
      if (after != before)
        return "a refused link (" + opened.message + ") changed the game " + first_difference(before, after);
      return {};
    }
    // Readable but not playable: open in the editor with the link's givens.
    if (game.phase() != app::Phase::kEntry)
      return "an unplayable link (" + opened.message + ") is not open in the editor";
    if (game.givens() != read.game->givens) return "an unplayable link opens in the editor with other digits";
    return {};
  }
  if (!read.game) return "open_fragment starts a game from a link that does not decode";

  const std::string shared = game.share_fragment(true);
  const app::SharedGameResult shown = app::decode_share_fragment(shared);
  if (!shown.game) return "a game's own link does not decode: " + shown.error;
  if (parts_of(*shown.game, true) != parts_of(*read.game, true))
    return "the game opened differs from its link: " + shared;
  app::Game again;
  if (!again.open_fragment(shared, kNow).started()) return "a game's own link does not open: " + shared;
  if (again.share_fragment(true) != shared) return "a game's link reopens to another link: " + shared;
  const std::string saved = game.save_json(kNow);
  const std::string resaved = again.save_json(kNow);
  if (resaved != saved) return "a game's link reopens to another game " + first_difference(saved, resaved);
  const app::SharedGameResult puzzle = app::decode_share_fragment(game.share_fragment(false));
  if (!puzzle.game || puzzle.game->values || puzzle.game->givens != read.game->givens) {
    return "the link without progress is not the givens alone";
  }
  return {};
}

}  // namespace sudoku::fuzz
