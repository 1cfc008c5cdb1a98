// game_share.cpp - Game's share links (format in share_link.h).
#include "app/model/game.h"
#include "app/model/share_link.h"
#include "app/model/ui_text.h"

namespace sudoku::app {

std::string Game::share_fragment(bool with_progress) const {
  SharedGame shared;
  shared.givens = givens();
  if (with_progress) {
    shared.values = values();
    std::array<Mask, kCells> marks{};
    std::array<Mask, kCells> corner{};
    std::array<Mask, kCells> centre{};
    std::array<std::uint8_t, kCells> colours{};
    for (std::size_t c = 0; c < kCells; ++c) {
      marks[c] = cells_[c].marks;
      corner[c] = cells_[c].corner;
      centre[c] = cells_[c].centre;
      colours[c] = cells_[c].colour;
    }
    shared.marks = marks;
    shared.corner = corner;
    shared.centre = centre;
    shared.colours = colours;
    if (level_ >= 0 && level_ <= 4) shared.level = level_;
  }
  return encode_share_fragment(shared);
}

StartResult Game::open_fragment(std::string_view fragment, double now) {
  return open_link(decode_share_fragment(fragment), now);
}

StartResult Game::open_link(const SharedGameResult& read, double now) {
  if (!read.game) {
    message_ = ui_format(ui_text(Ui::kMsgLinkUnreadable), {{"details", read.error}});
    return {StartOutcome::kUnreadable, message_};
  }
  const SharedGame& shared = *read.game;
  StartResult result = new_game(shared.givens, now);
  if (!result.started()) return open_in_editor(shared.givens, std::move(result), now);
  for (std::size_t c = 0; c < kCells; ++c) {
    CellState& s = cells_[c];
    if (shared.colours) s.colour = (*shared.colours)[c];  // givens may be coloured too
    if (s.given != 0) continue;
    if (shared.values) s.value = shared.values->cells[c];
    if (shared.marks) s.marks = (*shared.marks)[c];
    if (shared.corner) s.corner = (*shared.corner)[c];
    if (shared.centre) s.centre = (*shared.centre)[c];
  }
  if (shared.level) level_ = *shared.level;
  after_change(now);  // the progress may already be a solution
  if (message_.empty()) message_ = result.message;
  return result;
}

}  // namespace sudoku::app
