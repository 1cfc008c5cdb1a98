// game.cpp - starting games, the undoable commands and the derived queries.
// (Saving: game_save.cpp. Sharing: game_share.cpp. Hints: game_hint.cpp.
// Automation: game_state_json.cpp.)
//
// [SECTION] check_puzzle
// [SECTION] starting a game
// [SECTION] commands
// [SECTION] board queries
// [SECTION] derived queries
#include "app/model/game.h"

#include <iterator>
#include <utility>

#include "app/model/ui_text.h"
#include "core/format.h"
#include "core/solver.h"

namespace sudoku::app {

namespace {

bool valid_cell(int c) { return c >= 0 && c < kCells; }
bool valid_digit(int d) { return d >= 1 && d <= 9; }
std::size_t idx(int c) { return static_cast<std::size_t>(c); }

}  // namespace

const char* input_mode_name(InputMode mode) {
  static_assert(std::size(kInputModes) == std::size(kInputModeNames));
  const auto i = static_cast<std::size_t>(mode);
  return i < std::size(kInputModeNames) ? kInputModeNames[i] : kInputModeNames[0];
}

// [SECTION] check_puzzle

StartResult check_puzzle(const Grid& givens, sudoku::Verdict* judged) {
  const sudoku::Verdict v = sudoku::judge(givens);
  if (judged) *judged = v;
  switch (v.outcome) {
    case sudoku::Outcome::kInvalid:
      return {StartOutcome::kConflict, ui_format(ui_text(Ui::kMsgGivensClash), {{"why", v.why}})};
    case sudoku::Outcome::kNoSolution:
      return {StartOutcome::kNoSolution, ui_text(Ui::kMsgNoSolution)};
    case sudoku::Outcome::kMultiple:
      return {StartOutcome::kMultiple, ui_text(Ui::kMsgSeveralSolutions)};
    case sudoku::Outcome::kUnique:
      break;
  }
  return {StartOutcome::kUnique, ui_text(Ui::kMsgNewPuzzleUnique)};
}

Game::Game() = default;

// [SECTION] starting a game

void Game::begin_play(const Grid& givens, const StartResult& result, double now) {
  phase_ = Phase::kPlay;
  for (int c = 0; c < kCells; ++c) {
    const std::uint8_t g = givens.cells[idx(c)];
    at(c) = CellState{g, g, 0, 0};
  }
  history_.clear();
  hint_.reset();
  solve_time_.reset();
  timer_.restart(now);
  level_ = kCustomLevel;
  origin_ = {};
  hints_used_ = 0;
  mistakes_made_ = 0;
  after_change(now);  // a grid with every cell given is solved at once
  if (!solve_time_) message_ = result.message;
}

void Game::set_judged(sudoku::Verdict judged) {
  judged_ = std::move(judged);
  solution_.reset();
  if (judged_.unique()) solution_ = judged_.solution;
}

StartResult Game::new_game(const Grid& givens, double now) {
  sudoku::Verdict judged;
  StartResult result = check_puzzle(givens, &judged);
  message_ = result.message;
  if (!result.started()) return result;
  set_judged(std::move(judged));
  begin_play(givens, result, now);
  return result;
}

std::string unreadable_message(const ReadError& error) {
  const std::string& what = error.message;
  std::string words;
  if (what.find("empty input") != std::string::npos) {
    words = ui_text(Ui::kMsgPasteEmpty);
  } else if (what.find("no puzzle found") != std::string::npos) {
    words = ui_text(Ui::kMsgPasteNoPuzzle);
  } else if (const auto cells = what.find(" cells, expected 81"); cells != std::string::npos) {
    std::size_t start = cells;
    while (start > 0 && what[start - 1] >= '0' && what[start - 1] <= '9') --start;
    words = ui_format(ui_text(Ui::kMsgPasteCells), {{"n", what.substr(start, cells - start)}});
  } else {
    words = ui_text(Ui::kMsgPasteUnreadable);
  }
  return ui_format(ui_text(Ui::kMsgUnchangedDetails), {{"message", words}, {"details", what}});
}

StartResult Game::open_puzzle(const Result<Puzzle>& read, double now) {
  if (!read) {
    message_ = unreadable_message(read.error);
    return {StartOutcome::kUnreadable, message_};
  }
  const Puzzle& puzzle = *read.value;
  StartResult result = new_game(puzzle.givens, now);
  if (!result.started()) return open_in_editor(puzzle.givens, std::move(result), now);
  if (puzzle.marks) {
    // Digits placed but not given (a HoDoKu '+' digit, a sudokuwiki.org
    // solved cell) are the player's entries; open cells take their candidates.
    for (int c = 0; c < kCells; ++c) {
      if (at(c).value != 0) continue;
      at(c).value = puzzle.marks->values[idx(c)];
      if (at(c).value == 0) at(c).marks = puzzle.marks->candidates[idx(c)] & kAllDigits;
    }
    after_change(now);  // the placed digits may already complete it
  }
  return result;
}

StartResult Game::open_in_editor(const Grid& givens, StartResult result, double now) {
  // Readable but not playable (a mistyped digit, usually): open it in the
  // editor, where a clash shows at once and one digit can fix it, instead
  // of making the player type it all again. (The session keeps the game
  // before it as the previous game.)
  start_entry(now);
  Cells next = cells_;
  for (int c = 0; c < kCells; ++c) {
    const std::uint8_t d = givens.cells[idx(c)];
    if (d != 0) next[idx(c)] = CellState{d, d, 0, 0};
  }
  commit(ActionKind::kGiven, next, now);
  message_ = ui_format(ui_text(Ui::kMsgOpenInEditor), {{"message", result.message}});
  result.message = message_;
  return result;
}

void Game::start_entry(double now) {
  phase_ = Phase::kEntry;
  cells_ = {};
  history_.clear();
  hint_.reset();
  solution_.reset();
  judged_ = {};
  solve_time_.reset();
  timer_.restart(now);
  timer_.stop(now);
  message_ = ui_text(Ui::kMsgEnterGivens);
}

void Game::open_for_review(const Grid& givens, const CellSet& doubtful, double now) {
  start_entry(now);
  Cells next = cells_;
  int marked = 0;
  for (int c = 0; c < kCells; ++c) {
    const std::uint8_t d = givens.cells[idx(c)];
    next[idx(c)] = CellState{d, d, 0, 0};
    if (doubtful.test(idx(c))) {
      next[idx(c)].colour = kDoubtfulColour;
      ++marked;
    }
  }
  commit(ActionKind::kGiven, next, now);
  message_ = marked == 0
                 ? std::string(ui_text(Ui::kMsgPhotoRead))
                 : ui_format(marked == 1 ? ui_text(Ui::kMsgPhotoReadDoubtful) : ui_text(Ui::kMsgPhotoReadDoubtfuls),
                             {{"n", marked}});
}

StartResult Game::finish_entry(double now) {
  if (phase_ != Phase::kEntry) return {StartOutcome::kUnique, message_};
  const Grid g = givens();
  // Keep the entered grid if it cannot be played.
  sudoku::Verdict judged;
  StartResult result = check_puzzle(g, &judged);
  if (result.verdict == StartOutcome::kUnique) result.message = ui_text(Ui::kMsgPuzzleEntered);
  message_ = result.message;
  if (!result.started()) return result;
  set_judged(std::move(judged));
  begin_play(g, result, now);
  return result;
}

// [SECTION] commands

bool Game::commit(ActionKind kind, const Cells& next, double now) {
  Action action{kind, {}};
  for (int c = 0; c < kCells; ++c) {
    if (!(cells_[idx(c)] == next[idx(c)])) {
      action.changes.push_back(CellChange{static_cast<std::uint8_t>(c), cells_[idx(c)], next[idx(c)]});
    }
  }
  if (action.changes.empty()) return false;
  cells_ = next;
  history_.push(std::move(action));
  after_change(now);
  return true;
}

void Game::after_change(double now) {
  hint_.reset();
  message_.clear();
  if (phase_ == Phase::kPlay && !solve_time_ && is_solved()) {
    timer_.stop(now);
    solve_time_ = timer_.elapsed(now);
    message_ = ui_format(ui_text(Ui::kMsgSolvedIn), {{"time", format_duration(*solve_time_)}});
  }
}

bool Game::input_digit(int digit, double now) {
  if (digit == 0) return clear_cells(now);
  if (phase_ == Phase::kEntry) return place_digit(digit, now);
  switch (input_mode_) {
    case InputMode::kNormal:
      return place_digit(digit, now);
    case InputMode::kPencil:
      return toggle_mark(digit, now, MarkKind::kCandidate);
    case InputMode::kCorner:
      return toggle_mark(digit, now, MarkKind::kCorner);
    case InputMode::kCentre:
      return toggle_mark(digit, now, MarkKind::kCentre);
    case InputMode::kColour:
      return set_colour(digit, now);
  }
  return false;
}

bool Game::place_digit(int digit, double now) {
  if (!valid_digit(digit)) return false;
  Cells next = cells_;
  const auto d = static_cast<std::uint8_t>(digit);
  if (phase_ == Phase::kEntry) {
    for (int c : cells_of(selection_.cells())) next[idx(c)] = CellState{d, d, 0, next[idx(c)].colour};
    return commit(ActionKind::kGiven, next, now);
  }
  int wrong = 0;
  for (int c : cells_of(selection_.cells())) {
    if (next[idx(c)].given != 0) continue;
    if (next[idx(c)].value != d && solution_ && solution_->cells[idx(c)] != d) ++wrong;
    next[idx(c)].value = d;
    if (settings_.auto_remove_marks) remove_from_peers(next, c, digit);
  }
  const bool changed = commit(ActionKind::kPlace, next, now);
  if (changed) mistakes_made_ += wrong;
  return changed;
}

int Game::enter_player_digits(const Grid& digits, double now) {
  if (phase_ != Phase::kPlay) return 0;
  Cells next = cells_;
  int filled = 0;
  for (int c = 0; c < kCells; ++c) {
    const std::uint8_t d = digits.cells[idx(c)];
    if (!valid_digit(d) || next[idx(c)].given != 0 || next[idx(c)].value != 0) continue;
    next[idx(c)].value = d;
    if (settings_.auto_remove_marks) remove_from_peers(next, c, d);
    ++filled;
  }
  return filled > 0 && commit(ActionKind::kPlace, next, now) ? filled : 0;
}

namespace {
Mask& mark_layer(CellState& s, MarkKind kind) {
  switch (kind) {
    case MarkKind::kCorner:
      return s.corner;
    case MarkKind::kCentre:
      return s.centre;
    case MarkKind::kCandidate:
      break;
  }
  return s.marks;
}
}  // namespace

void Game::remove_from_peers(Cells& cells, int cell, int digit) {
  const auto keep = static_cast<Mask>(~digit_bit(digit));
  for (auto p : kPeerCells[idx(cell)]) {
    CellState& s = cells[p];
    if (s.given != 0) continue;
    s.marks = static_cast<Mask>(s.marks & keep);
    s.corner = static_cast<Mask>(s.corner & keep);
    s.centre = static_cast<Mask>(s.centre & keep);
  }
}

bool Game::toggle_mark(int digit, double now, MarkKind kind) {
  if (!valid_digit(digit) || phase_ != Phase::kPlay) return false;
  const Mask bit = digit_bit(digit);
  bool all_have = true;
  bool any = false;
  Cells next = cells_;
  for (int c : cells_of(selection_.cells())) {
    if (at(c).value != 0) continue;
    any = true;
    if ((mark_layer(next[idx(c)], kind) & bit) == 0) all_have = false;
  }
  if (!any) return false;
  for (int c : cells_of(selection_.cells())) {
    CellState& s = next[idx(c)];
    if (s.value != 0) continue;
    Mask& layer = mark_layer(s, kind);
    layer = static_cast<Mask>(all_have ? (layer & ~bit) : (layer | bit));
  }
  return commit(ActionKind::kMark, next, now);
}

bool Game::set_colour(int colour, double now) {
  if (colour < 0 || colour > 9 || selection_.empty()) return false;
  bool all_have = true;
  for (int c : cells_of(selection_.cells())) {
    if (at(c).colour != colour) all_have = false;
  }
  const auto value = static_cast<std::uint8_t>(all_have ? 0 : colour);
  Cells next = cells_;
  for (int c : cells_of(selection_.cells())) next[idx(c)].colour = value;
  return commit(ActionKind::kColour, next, now);
}

bool Game::clear_cells(double now) {
  const std::vector<int> sel = cells_of(selection_.cells());
  Cells next = cells_;
  if (phase_ == Phase::kEntry) {
    for (int c : sel) next[idx(c)] = CellState{0, 0, 0, next[idx(c)].colour};
    return commit(ActionKind::kGiven, next, now);
  }
  enum Layer { kDigits, kMarks, kColours };
  auto has = [&](Layer layer) {
    for (int c : sel) {
      const CellState& s = at(c);
      if (layer == kDigits && s.given == 0 && s.value != 0) return true;
      if (layer == kMarks && s.value == 0 && (s.marks | s.corner | s.centre) != 0) return true;
      if (layer == kColours && s.colour != 0) return true;
    }
    return false;
  };
  Layer order[3] = {kDigits, kMarks, kColours};
  if (input_mode_ == InputMode::kPencil || input_mode_ == InputMode::kCorner || input_mode_ == InputMode::kCentre) {
    order[0] = kMarks;
    order[1] = kDigits;
  } else if (input_mode_ == InputMode::kColour) {
    order[0] = kColours;
    order[1] = kDigits;
    order[2] = kMarks;
  }
  for (Layer layer : order) {
    if (!has(layer)) continue;
    for (int c : sel) {
      CellState& s = next[idx(c)];
      if (layer == kDigits && s.given == 0) s.value = 0;
      if (layer == kMarks && s.value == 0) s.marks = s.corner = s.centre = 0;
      if (layer == kColours) s.colour = 0;
    }
    return commit(ActionKind::kClear, next, now);
  }
  return false;
}

bool Game::fill_candidates(double now) {
  if (phase_ != Phase::kPlay) return false;
  Cells next = cells_;
  for (int c = 0; c < kCells; ++c) {
    if (next[idx(c)].value == 0) next[idx(c)].marks = candidates(c);
  }
  return commit(ActionKind::kFillCandidates, next, now);
}

bool Game::reset_progress(double now) {
  if (phase_ != Phase::kPlay) return false;
  Cells next = cells_;
  for (CellState& s : next) s = CellState{s.given, s.given, 0, 0};
  if (!commit(ActionKind::kClear, next, now)) return false;
  solve_time_.reset();
  timer_.restart(now);
  return true;
}

bool Game::undo(double now) { return replay(history_.undo(), &CellChange::before, now); }

bool Game::redo(double now) { return replay(history_.redo(), &CellChange::after, now); }

bool Game::replay(const Action* action, CellState CellChange::*side, double now) {
  if (!action) return false;
  for (const CellChange& ch : action->changes) cells_[ch.cell] = ch.*side;
  after_change(now);
  return true;
}

// [SECTION] board queries

Grid Game::givens() const {
  Grid g;
  for (int c = 0; c < kCells; ++c) g.cells[idx(c)] = cell(c).given;
  return g;
}

Grid Game::values() const {
  Grid g;
  for (int c = 0; c < kCells; ++c) g.cells[idx(c)] = cell(c).value;
  return g;
}

// [SECTION] derived queries

CellSet Game::conflicts() const {
  CellSet out;
  for (const auto& unit : kUnitCells) {
    int first[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    for (auto c : unit) {
      const int d = cell(c).value;
      if (d == 0) continue;
      if (first[d] >= 0) {
        out.set(idx(first[d]));
        out.set(c);
      } else {
        first[d] = c;
      }
    }
  }
  return out;
}

CellSet Game::cells_with_digit(int digit) const {
  CellSet out;
  if (!valid_digit(digit)) return out;
  for (int c = 0; c < kCells; ++c) {
    if (cell(c).value == digit) out.set(idx(c));
  }
  return out;
}

CellSet Game::cells_with_mark(int digit) const {
  CellSet out;
  if (!valid_digit(digit)) return out;
  for (int c = 0; c < kCells; ++c) {
    if (cell(c).value == 0 && (cell(c).marks & digit_bit(digit)) != 0) out.set(idx(c));
  }
  return out;
}

int Game::count_of(int digit) const { return static_cast<int>(cells_with_digit(digit).count()); }

CellSet Game::mistakes() const {
  CellSet out;
  if (!settings_.mistake_check || !solution_ || phase_ != Phase::kPlay) return out;
  for (int c = 0; c < kCells; ++c) {
    const CellState& s = cell(c);
    if (s.given == 0 && s.value != 0 && s.value != solution_->cells[idx(c)]) out.set(idx(c));
  }
  return out;
}

bool Game::is_solved() const {
  if (phase_ != Phase::kPlay) return false;
  const Grid v = values();
  if (!is_complete_solution(v)) return false;
  return !solution_ || v == *solution_;
}

Mask Game::candidates(int c) const {
  if (!valid_cell(c) || cell(c).value != 0) return 0;
  Mask seen = 0;
  for (auto p : kPeerCells[idx(c)]) {
    if (cells_[p].value != 0) seen = static_cast<Mask>(seen | digit_bit(cells_[p].value));
  }
  return static_cast<Mask>(kAllDigits & ~seen);
}

int Game::highlight_digit() const { return cell(selection_.cursor()).value; }

std::array<std::uint8_t, kCells> Game::highlights() const {
  std::array<std::uint8_t, kCells> out{};
  const int cursor = selection_.cursor();
  const int digit = highlight_digit();
  const bool cursor_shown = selection_.has(cursor);
  const CellSet conflict = settings_.highlight_conflicts ? conflicts() : CellSet{};
  const CellSet mistake = mistakes();
  for (int c = 0; c < kCells; ++c) {
    unsigned bits = 0;
    if (selection_.has(c)) bits |= kHighlightSelected;
    if (cursor_shown && c == cursor) bits |= kHighlightCursor;
    if (cursor_shown && settings_.highlight_units && sees(c, cursor)) bits |= kHighlightUnit;
    if (cursor_shown && settings_.highlight_same_digit && digit != 0 && cell(c).value == digit) {
      bits |= kHighlightSameDigit;
    }
    if (conflict.test(idx(c))) bits |= kHighlightConflict;
    if (mistake.test(idx(c))) bits |= kHighlightMistake;
    out[idx(c)] = static_cast<std::uint8_t>(bits);
  }
  return out;
}

bool Game::candidates_complete() const {
  bool any_empty = false;
  for (const CellState& s : cells_) {
    if (s.value != 0) continue;
    any_empty = true;
    if (s.marks == 0) return false;
  }
  return any_empty;
}

Board Game::board() const {
  Board b;
  const bool marks = candidates_complete();
  for (int c = 0; c < kCells; ++c) {
    const CellState& s = cell(c);
    b.values[idx(c)] = s.value;
    if (s.value != 0) {
      b.candidates[idx(c)] = digit_bit(s.value);
    } else {
      b.candidates[idx(c)] = marks ? s.marks : candidates(c);
    }
  }
  return b;
}

}  // namespace sudoku::app
