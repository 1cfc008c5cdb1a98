// game_saver.h - what a session writes to the browser's storage, and when:
// the game after a change, the clock record every second while the clock
// runs (so a reload loses no time), nothing while another tab plays. One tab
// plays at a time: a tab that opens (or continues) writes its id under
// kWriterKey; a tab that sees another id there turns read-only.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/model/game.h"
#include "app/model/host.h"

namespace sudoku::app {

class GameSaver {
 public:
  /// The game, the clock record ("<milliseconds>|<givens>", written more
  /// often than the game), and the id of the tab that plays.
  static constexpr const char* kSaveKey = "sudoku.game.v1";
  static constexpr const char* kClockKey = "sudoku.clock.v1";
  static constexpr const char* kWriterKey = "sudoku.writer.v1";

  bool dirty = false;      ///< the game changed since it was saved
  bool read_only = false;  ///< another tab plays: nothing is written
  std::string last_saved;  ///< what this tab last wrote under kSaveKey

  /// Writes the game and the clock record (nothing when read-only). Answers
  /// true the first time storage refuses the game, for the player to be
  /// told once.
  bool save(Host& host, const Game& game, double now);
  /// Writes the clock record (nothing when read-only).
  void save_clock(Host& host, const Game& game, double now);
  /// True when the clock runs and has passed a whole second since the
  /// record was written.
  bool clock_due(const Game& game, double now) const;
  /// The seconds in a clock record about `givens`, checked as a save's time
  /// is (below Game::kMaxSeconds); nullopt for another game's or a damaged one.
  static std::optional<double> read_clock(std::string_view record, const Grid& givens);

  /// This tab plays: a new id under kWriterKey, one more than the claims
  /// stored so far.
  void claim_writer(Host& host, double now);
  /// True when the id now stored under kWriterKey is another tab's.
  bool other_writer(Host& host) const;

 private:
  long saved_second_ = -1;  // the clock's last written whole second
  bool storage_warned_ = false;
  std::string tab_id_;  // this tab's id under kWriterKey
};

}  // namespace sudoku::app
