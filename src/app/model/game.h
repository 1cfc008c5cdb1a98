// game.h - one game of Sudoku: the state and every rule of play.
//
// The views draw a Game and turn input into its commands; they keep no game
// state of their own. Conventions for the whole interface:
//  - cells are 0..80 (see grid.h), digits 1..9, colours 0..9 (0 = none,
//    1..9 index kPalette in palette.h);
//  - `now` is the caller's clock in seconds (any fixed origin; see
//    game_timer.h): every call that can start, stop or finish the timer takes it;
//  - a command that changes the board records exactly one undoable action and
//    returns true; one that would change nothing records nothing and returns
//    false; a new action clears the redo list;
//  - selection, input mode, settings and the timer are not part of the undo
//    history;
//  - nothing here throws, and no call aborts on bad input (out-of-range
//    digits or cells are ignored).
//
// [SECTION] index: starting a game, commands, selection and modes, timer,
// board queries, derived queries for views, hints, saving and sharing.
#pragma once

#include <array>
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "app/model/cell_set.h"
#include "app/model/game_timer.h"
#include "app/model/hint_ladder.h"
#include "app/model/history.h"
#include "app/model/palette.h"
#include "app/model/selection.h"
#include "app/model/settings.h"
#include "core/format.h"
#include "core/grid.h"
#include "core/verdict.h"

namespace sudoku::app {

struct SharedGameResult;  // share_link.h

/// Entry: a new empty grid where typed digits become givens. Play: solving.
enum class Phase : std::uint8_t { kEntry, kPlay };

/// What a typed digit does in play: place it, toggle a candidate mark, a
/// corner or a centre note, or set a colour (digit 1..9 = palette index).
enum class InputMode : std::uint8_t { kNormal, kPencil, kCorner, kCentre, kColour };

/// Every input mode in the enum's order, and its name in saved games,
/// state() and the "mode" command.
inline constexpr InputMode kInputModes[] = {InputMode::kNormal, InputMode::kPencil, InputMode::kCorner,
                                            InputMode::kCentre, InputMode::kColour};
inline constexpr const char* kInputModeNames[] = {"normal", "pencil", "corner", "centre", "colour"};

/// The mode's name in kInputModeNames.
const char* input_mode_name(InputMode mode);

/// The three kinds of small digits a player writes in an empty cell.
/// Candidates are the logic's notation (the hint engine reads them when every
/// empty cell has some, see Game::board()); corner and centre marks are the
/// player's own notes (SudokuPad's notation), which the engine never reads.
enum class MarkKind : std::uint8_t { kCandidate, kCorner, kCentre };

/// Where a game came from, for statistics.
inline constexpr int kCustomLevel = -1;  ///< pasted, linked or entered

/// Where a game's puzzle came from: shown beside the board, saved with the
/// game and reported to automation.
struct Origin {
  enum class Kind : std::uint8_t {
    kCustom,      ///< pasted, linked or entered
    kCollection,  ///< the bundled collection (web/puzzles.txt)
    kGenerated,   ///< made for the player at a level
    kPractice,    ///< made to practise `technique`
    kDaily,       ///< the daily puzzle of `day`
  };
  Kind kind = Kind::kCustom;
  /// kPractice: the technique practised.
  logic::Technique technique = logic::Technique::kCount;
  /// kDaily: the puzzle's date, days since 1970-01-01.
  int day = 0;
  friend bool operator==(const Origin&, const Origin&) = default;
};

/// The origin as JSON, as saved games and state() write it:
/// {"kind": "custom" | "collection" | "generated" | "practice" | "daily",
///  "technique": "<key>" (practice), "date": "YYYY-MM-DD" (daily)}.
nlohmann::json origin_object(const Origin& origin);

/// The outcome of checking a puzzle before play.
enum class StartOutcome : std::uint8_t {
  kUnique,      ///< one solution: started
  kMultiple,    ///< two or more solutions: started, with a warning
  kNoSolution,  ///< not started (a paste or link opens it in the entry editor)
  kConflict,    ///< two givens clash in a unit: not started (as kNoSolution)
  kUnreadable,  ///< the text or link could not be read: not started, game kept
};

/// The answer of every call that starts a game. `message` is ready to show
/// (e.g. "Conflicting givens: r1c2 and r1c7 are both 5.") and is also the
/// game's message() afterwards.
struct StartResult {
  StartOutcome verdict = StartOutcome::kUnique;
  std::string message;
  /// True when the new game started (unique or multiple solutions).
  bool started() const { return verdict == StartOutcome::kUnique || verdict == StartOutcome::kMultiple; }
};

/// Bits of Game::highlights(), one byte per cell.
enum Highlight : std::uint8_t {
  kHighlightSelected = 1u << 0,   ///< in the selection
  kHighlightCursor = 1u << 1,     ///< the cursor cell
  kHighlightUnit = 1u << 2,       ///< shares a row, column or box with the cursor
  kHighlightSameDigit = 1u << 3,  ///< holds the cursor cell's digit
  kHighlightConflict = 1u << 4,   ///< its digit appears twice in one of its units
  kHighlightMistake = 1u << 5,    ///< differs from the unique solution (check on)
};

class Game {
 public:
  /// A fresh game: entry phase, empty grid, default settings, timer stopped.
  Game();

  // ---- [SECTION] starting a game --------------------------------------------
  // Each start checks the puzzle with the solver (2 solutions prove
  // non-uniqueness). On kNoSolution, kConflict or kUnreadable nothing changes
  // except message(). A started game has a fresh history, no marks or
  // colours, the timer restarted at `now`, the hint cleared; selection,
  // input mode and settings are kept.

  /// Starts play on `givens`.
  StartResult new_game(const Grid& givens, double now);
  /// Starts a puzzle the core reader read (read_puzzle's answer, so a paste
  /// is read once); pencil marks in its text become the player's marks. An
  /// unreadable text answers kUnreadable with the reader's message and
  /// changes nothing; a readable puzzle that cannot be played (clashing
  /// givens, no solution) answers why and opens in the entry editor with its
  /// digits, to be fixed and started.
  StartResult open_puzzle(const Result<Puzzle>& read, double now);
  /// open_puzzle of `text` read by the core reader (any accepted format: a
  /// line, a grid, a pencil-mark grid...).
  StartResult new_game_from_text(std::string_view text, double now) { return open_puzzle(read_puzzle(text), now); }
  /// Empties the grid and enters the entry phase (timer stopped).
  void start_entry(double now);
  /// A puzzle read from a photo, to review: the entry editor holding
  /// `givens` (one undoable action), the `doubtful` cells coloured
  /// kDoubtfulColour, and a message saying what to check. Start then plays
  /// it (or shows the clash), as after typing the givens.
  void open_for_review(const Grid& givens, const CellSet& doubtful, double now);
  /// The palette colour (palette.h: sand) of the cells a review marks doubtful.
  static constexpr std::uint8_t kDoubtfulColour = 3;
  /// "Start" in entry mode: checks the entered givens. Unique or multiple:
  /// play starts (multiple with a warning); conflict (the message names the
  /// cells) or no solution: the game stays in entry with its history.
  /// Outside entry phase it changes nothing and answers kUnique.
  StartResult finish_entry(double now);

  // ---- [SECTION] commands (undoable) ---------------------------------------
  // All act on the selected cells. Givens never change in play. In the
  // entry phase digits typed or cleared are givens (marks and fill do
  // nothing; colours work as in play).

  /// Dispatches a typed digit by input mode: place, toggle mark or colour.
  /// In entry phase always enters a given. Digit 0 acts as clear_cells().
  bool input_digit(int digit, double now);
  /// Writes `digit` (1..9) into every selected non-given cell. With
  /// auto_remove_marks on, also removes that mark from every peer of those
  /// cells (same action). A placed digit hides the cell's marks; they show
  /// again if the digit is cleared.
  bool place_digit(int digit, double now);
  /// In play, writes `digits`' digits (0 = none) into the empty non-given
  /// cells as the player's own, one undoable action (a puzzle's progress
  /// made elsewhere, as a photo shows it: not counted as mistakes). Answers
  /// how many cells it filled.
  int enter_player_digits(const Grid& digits, double now);
  /// On the selected empty non-given cells: if all of them have the mark
  /// (of `kind`), removes it; otherwise adds it to all of them.
  bool toggle_mark(int digit, double now, MarkKind kind = MarkKind::kCandidate);
  /// Colours the selected cells (givens too) with `colour` 1..9; if all of
  /// them already have it, removes it. Colour 0 removes colours.
  bool set_colour(int colour, double now);
  /// Clears one layer of the selected cells: the first of the layers that
  /// any selected cell has, in the order the input mode gives (normal:
  /// digits, marks, colours; a marking mode: marks (of every kind), digits,
  /// colours; colour: colours, digits, marks). In entry phase clears givens.
  bool clear_cells(double now);
  /// Sets every empty cell's marks to its candidates (digits no peer holds).
  bool fill_candidates(double now);
  /// Restart: removes every digit, mark and colour the player made (one
  /// action, so it can be undone) and starts the timer again from zero.
  bool reset_progress(double now);
  /// Reverts / repeats one action. Return false when there is none.
  bool undo(double now);
  bool redo(double now);

  // ---- [SECTION] selection and modes (not undoable) ---------------------------
  Selection& selection() { return selection_; }
  const Selection& selection() const { return selection_; }
  InputMode input_mode() const { return input_mode_; }
  void set_input_mode(InputMode mode) { input_mode_ = mode; }
  /// Settings may be changed freely; derived queries follow at once.
  Settings& settings() { return settings_; }
  const Settings& settings() const { return settings_; }

  // ---- [SECTION] timer ----------------------------------------------------------
  /// Seconds of play so far (frozen once solved).
  double elapsed(double now) const { return timer_.elapsed(now); }
  /// Paused: the clock stops, and the session hides the board and ignores
  /// board commands until play resumes.
  void set_paused(bool paused, double now) { timer_.set_paused(paused, now); }
  bool paused() const { return timer_.paused() && phase_ == Phase::kPlay && !solve_time_; }
  /// Sets the clock to `seconds` played (a more recent save of the time).
  void set_elapsed(double seconds, double now) { timer_.restore(seconds, timer_.paused(), timer_.stopped(), now); }
  /// The page/window became visible or hidden; the timer pauses while hidden.
  void set_visible(bool visible, double now) { timer_.set_visible(visible, now); }
  /// See GameTimer::set_held.
  void set_held(bool held, double now) { timer_.set_held(held, now); }
  const GameTimer& timer() const { return timer_; }
  /// Seconds it took, set the first time the puzzle is solved (the timer
  /// then stops for this game even if the player undoes).
  std::optional<double> solve_time() const { return solve_time_; }

  // ---- [SECTION] board queries ---------------------------------------------------
  Phase phase() const { return phase_; }
  const CellState& cell(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  const std::array<CellState, kCells>& cells() const { return cells_; }
  bool is_given(int c) const { return cell(c).given != 0; }
  Grid givens() const;
  /// The digits shown, givens included.
  Grid values() const;
  /// The unique solution, when the puzzle has exactly one.
  const std::optional<Grid>& solution() const { return solution_; }
  /// 0, 1 or 2 (meaning two or more); 0 also in entry phase.
  int solution_count() const { return judged_.count; }
  /// The core's verdict on the givens being played (the one the CLI gives;
  /// kInvalid with no solution in entry phase).
  const sudoku::Verdict& judged() const { return judged_; }
  const History& history() const { return history_; }
  bool can_undo() const { return history_.can_undo(); }
  bool can_redo() const { return history_.can_redo(); }
  /// The last message shown to the player (verdicts, "Solved in 4:32", ...).
  /// A board change clears it (unless the change itself says something).
  const std::string& message() const { return message_; }
  void set_message(std::string text) { message_ = std::move(text); }

  // ---- [SECTION] derived queries for views -----------------------------------------
  /// Cells whose digit also appears elsewhere in one of their units.
  CellSet conflicts() const;
  /// Cells showing `digit`.
  CellSet cells_with_digit(int digit) const;
  /// Empty cells with a pencil mark for `digit`.
  CellSet cells_with_mark(int digit) const;
  /// How many cells show `digit` (9 = all placed, for greying the digit pad).
  int count_of(int digit) const;
  /// Non-given digits that differ from the unique solution; empty when the
  /// mistake check is off or the solution is not unique.
  CellSet mistakes() const;
  /// Play phase, every cell filled, no conflicts (and so, when the solution
  /// is unique, equal to it).
  bool is_solved() const;
  /// The digits no peer holds, for an empty cell (0 for a filled one).
  Mask candidates(int cell) const;
  /// True when every empty cell has at least one candidate mark: the
  /// player's candidates are then a complete candidate grid, and what they
  /// removed are deductions the engine takes (and checks).
  bool candidates_complete() const;
  /// The digit the views highlight: the cursor cell's digit, or 0.
  int highlight_digit() const;
  /// Per-cell Highlight bits, following the settings' switches.
  std::array<std::uint8_t, kCells> highlights() const;
  /// The player's board for logic: the digits shown, and for the empty
  /// cells the player's candidate marks when they are complete
  /// (candidates_complete()), otherwise every cell's candidates(): marks in
  /// some cells only are notes, not eliminations. Corner and centre marks
  /// are never read. (The logic engine itself points out wrong digits and
  /// wrong eliminations.)
  Board board() const;

  // ---- [SECTION] hints (see hint_ladder.h) -------------------------------------
  /// Shows `step` (found by the logic engine on board()) at ladder level 1.
  /// Ignored outside play.
  void show_hint(logic::Step step) {
    if (phase_ == Phase::kPlay) hint_.show(std::move(step));
  }
  /// H on a hint shown: one level up. False at level 0 or the top.
  bool advance_hint() { return hint_.advance(); }
  /// Enter: applies the hint's step as one action (kHint): placements (with
  /// auto-remove of marks), eliminations, clears (wrong digits) and restores
  /// (marks added back). A step that eliminates on a board whose candidates
  /// are not complete first fills every empty cell's candidates (same
  /// action), so the board shows what the step removed and reads as a
  /// whole. Returns false when no hint is shown.
  bool apply_hint(double now);
  /// Hides the hint (Escape).
  void dismiss_hint() { hint_.reset(); }
  const HintLadder& hint() const { return hint_; }

  // ---- [SECTION] the record of this game (statistics) --------------------------------
  /// 0..4 for a puzzle of a level (the collection's, or a generated
  /// puzzle's rating), kCustomLevel for others.
  int level() const { return level_; }
  void set_level(int level) { level_ = level; }
  /// Where the puzzle came from (kCustom after any start; the session sets it).
  const Origin& origin() const { return origin_; }
  void set_origin(const Origin& origin) { origin_ = origin; }
  /// Hints shown (level 1 reached) and wrong digits placed in this game.
  int hints_used() const { return hints_used_; }
  void count_hint() { ++hints_used_; }
  int mistakes_made() const { return mistakes_made_; }

  // ---- [SECTION] saving and sharing (game_save.cpp, game_share.cpp) -------------------
  /// The whole game as JSON (format documented in game_save.cpp): givens,
  /// digits, marks, colours, selection, input mode, phase, settings, timer
  /// and undo history (at most kMaxSavedActions actions: the newest undo
  /// entries first, then redo entries while room is left).
  std::string save_json(double now) const;
  /// Replaces this game with a saved one. Returns "" on success; otherwise
  /// an error naming what is wrong (e.g. "saved game: field 'values' has 80
  /// characters, expected 81") and this game is left untouched. The timer
  /// runs from `now` with the saved elapsed time.
  std::string load_json(std::string_view text, double now);
  /// The URL fragment ("#...") sharing this puzzle, with or without the
  /// player's digits, marks and colours (format in share_link.h).
  std::string share_fragment(bool with_progress) const;
  /// Opens a shared link decoded by decode_share_fragment (so a link is
  /// read once) as a new game. A garbled link answers kUnreadable with a
  /// message saying what and where, and keeps this game; a readable puzzle
  /// that cannot be played opens in the entry editor with its digits, as
  /// open_puzzle does.
  StartResult open_link(const SharedGameResult& read, double now);
  /// open_link of `fragment` decoded.
  StartResult open_fragment(std::string_view fragment, double now);

  // ---- automation (game_state_json.cpp) -------------------------------------------
  /// {givens, values, candidates, selected, cursor, mode, phase, solved,
  ///  message, hint: {level, technique, cells}}: see game_state_json.cpp for
  ///  the exact shape.
  void write_state(nlohmann::json& out) const;

  /// Undo entries beyond this many are dropped (oldest first) when saving.
  static constexpr std::size_t kMaxSavedActions = 2000;
  /// A saved time (the timer's, the solve time, the clock's record) is
  /// below this (seconds: over three years of play); a longer one is damage.
  static constexpr double kMaxSeconds = 1e8;
  /// The saved game format this version writes (game_save.cpp); it reads
  /// every earlier one.
  static constexpr int kSaveVersion = 3;
  /// The "version" field of a saved game, if it has a readable one.
  static std::optional<int> saved_version(std::string_view text);

 private:
  friend class GameReader;  // reads a saved game's sections (game_save.cpp)
  using Cells = std::array<CellState, kCells>;
  /// Records the difference between cells_ and `next` as one action.
  bool commit(ActionKind kind, const Cells& next, double now);
  /// After any board change: resets the hint and the message, detects a
  /// first solve.
  void after_change(double now);
  /// Sets each cell `action` changed to its state `side` of it (before: an
  /// undo, after: a redo); false without an action.
  bool replay(const Action* action, CellState CellChange::*side, double now);
  /// Opens `givens`, which cannot be played (`result` says why), in the
  /// entry editor with its clash shown; answers `result` with the message.
  StartResult open_in_editor(const Grid& givens, StartResult result, double now);
  /// Starts play on checked givens.
  void begin_play(const Grid& givens, const StartResult& check, double now);
  /// Keeps the core's verdict on the givens, and its solution when unique.
  void set_judged(sudoku::Verdict judged);
  /// Removes `digit` from every mark layer of `cell`'s peers in `cells`.
  static void remove_from_peers(Cells& cells, int cell, int digit);
  CellState& at(int c) { return cells_[static_cast<std::size_t>(c)]; }

  Phase phase_ = Phase::kEntry;
  Cells cells_{};
  History history_;
  Selection selection_;
  InputMode input_mode_ = InputMode::kNormal;
  Settings settings_;
  GameTimer timer_;
  std::optional<double> solve_time_;
  std::optional<Grid> solution_;
  sudoku::Verdict judged_;
  std::string message_;
  HintLadder hint_;
  int level_ = kCustomLevel;
  Origin origin_;
  int hints_used_ = 0;
  int mistakes_made_ = 0;
};

/// What the player reads when a text is not a puzzle: what is wrong in their
/// words, then the reader's located detail, e.g. "That puzzle has 5 cells,
/// but a Sudoku has 81 ... (Details: puzzle 1 (line 1): 5 cells, expected 81.)"
std::string unreadable_message(const ReadError& error);

/// Checks givens for play with the core's judge (sudoku::judge, as the CLI
/// does): conflict (naming the cells), no solution, several solutions or
/// unique, in the player's words; `judged` receives the core's verdict.
StartResult check_puzzle(const Grid& givens, sudoku::Verdict* judged = nullptr);

}  // namespace sudoku::app
