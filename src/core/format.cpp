// format.cpp - the puzzle reader (a line classifier feeding a small state
// machine) and the writers. The rules are documented in format.h.
//
// [SECTION] Character classes
// [SECTION] Line classification
// [SECTION] PuzzleReader: feeding text and splitting lines
// [SECTION] PuzzleReader: one line
// [SECTION] PuzzleReader: building puzzles and errors
// [SECTION] Whole-text helpers
// [SECTION] Writers
#include "core/format.h"

#include <algorithm>

namespace sudoku {

// [SECTION] Character classes
namespace {

constexpr std::size_t kNone = std::string_view::npos;
/// A line longer than this is consumed in pieces (digit streams without breaks).
constexpr std::size_t kLongLine = 64 * 1024;
/// Follows "unexpected 'x'" outside pencil marks.
constexpr const char* kCellHint = " (a cell is 1-9, or one of . 0 _ * for a blank)";

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_nonzero_digit(char c) { return c >= '1' && c <= '9'; }
/// A cell in the one-line form.
bool is_line_cell(char c) { return is_digit(c) || c == '.' || c == '_' || c == '-' || c == '*'; }
/// A cell in a grid or digit stream ('-' is a rule there, not a blank).
bool is_grid_cell(char c) { return is_digit(c) || c == '.' || c == '_' || c == '*'; }
/// Skipped between the cells of a grid.
bool is_decoration(char c) { return c == '|' || c == '+' || c == '-' || c == '=' || c == ':' || c == '\''; }
/// Separates candidate groups in a pencil-mark row.
bool is_mark_separator(char c) { return is_space(c) || is_decoration(c) || c == '.'; }

/// A blank in a grid row as Simple Sudoku writes it (read only in a row of exactly 9 cells).
bool is_x_blank(char c) { return c == 'x' || c == 'X'; }

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::uint8_t cell_value(char c) { return is_nonzero_digit(c) ? static_cast<std::uint8_t>(c - '0') : std::uint8_t{0}; }

/// A character as a person reads it in a message: 'x', or '\xNN' when unprintable.
std::string quote_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7F) return std::string{'\'', c, '\''};
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string{"'\\x"} + kHex[u >> 4] + kHex[u & 15] + "'";
}

/// Counts grid cells of `line` from `from` and finds the first character that
/// is neither a cell, a space nor a decoration (kNone if there is none).
void scan_cells(std::string_view line, std::size_t from, int& cells, std::size_t& bad, bool x_blanks = false) {
  cells = 0;
  bad = kNone;
  for (std::size_t i = from; i < line.size(); ++i) {
    const char c = line[i];
    if (is_grid_cell(c) || (x_blanks && is_x_blank(c))) {
      ++cells;
    } else if (!is_space(c) && !is_decoration(c)) {
      bad = i;
      return;
    }
  }
}

/// Punctuation of code and data files around a puzzle's cells: JSON, a
/// Python or JavaScript list, CSV ("[5, 3, 0, ...]", "\"530070000\"").
bool is_code_mark(char c) { return std::string_view{"\"[]{}(),;"}.find(c) != std::string_view::npos; }

/// A delimited row of 9 or 81 fields (CSV or TSV as a spreadsheet exports
/// it): exactly 8 or 80 separators of one kind (',', ';' or a tab), each field
/// empty (a blank) or one cell, spaces and quotes around it allowed. Writes
/// the cells to `out` as a plain row ('0' for an empty field); false when
/// `line` is not such a row.
bool delimited_row(std::string_view line, std::string& out) {
  for (const char sep : {',', ';', '\t'}) {
    int seps = 0;
    for (const char c : line) seps += c == sep;
    if (seps != 8 && seps != 80) continue;
    out.clear();
    char cell = '0';  // the field's cell so far ('0': empty)
    bool filled = false;
    for (std::size_t i = 0; i <= line.size(); ++i) {
      const char c = i < line.size() ? line[i] : sep;
      if (c == sep) {
        out += cell;
        cell = '0';
        filled = false;
      } else if (!is_space(c) && c != '"' && c != '\'') {
        if (filled || !is_grid_cell(c)) return false;
        cell = c;
        filled = true;
      }
    }
    return true;
  }
  return false;
}

bool is_quote(char c) { return c == '"' || c == '\''; }

/// `line` as `out` with the punctuation of code around its cells made
/// spaces, column for column: JSON keys ("board": ...), brackets, quotes,
/// commas and semicolons; a JSON null or Python None alone is a blank ('0').
/// Only when what is left is cells laid out as code lays them out: every run
/// of cells one cell long and 9 cells in all or a multiple of 81 (a list of
/// numbers), or every run 9 or 81 cells long (a list of rows or of puzzles),
/// up to the first word; a line of such punctuation alone is blank, and "5,"
/// or "null," alone on a line is one cell (JSON printed with indents). False
/// when `line` is none of these: it is read as it is.
bool code_form(std::string_view line, std::string& out) {
  out.assign(line);
  bool marks = false;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const char c = out[i];
    if (!is_code_mark(c) && !is_quote(c)) continue;
    marks |= is_code_mark(c);
    out[i] = is_code_mark(c) ? ' ' : c;
    if (!is_quote(c)) continue;
    // A quoted key before ':' is not part of the puzzle.
    std::size_t j = i + 1;
    bool word = false;
    while (j < out.size() && out[j] != c) word |= is_letter(out[j++]);
    std::size_t colon = j + 1;
    while (colon < out.size() && is_space(out[colon])) ++colon;
    if (!word || colon >= out.size() || out[colon] != ':') continue;
    while (i <= colon) out[i++] = ' ';
    --i;
  }
  for (std::size_t i = 0; i + 4 <= out.size(); ++i) {
    const std::string_view w{out.data() + i, 4};
    if ((w == "null" || w == "None") && (i == 0 || is_space(out[i - 1])) &&
        (i + 4 == out.size() || is_space(out[i + 4]) || out[i + 4] == ',')) {
      out[i] = out[i + 1] = out[i + 2] = ' ';
      out[i + 3] = '0';
      marks = true;
    }
  }
  // The runs of cells, up to the first character that is none.
  std::size_t runs = 0, cells = 0, shortest = kNone, longest = 0, run = 0;
  bool only_spaces = true;
  for (std::size_t i = 0; i <= out.size(); ++i) {
    const char c = i < out.size() ? out[i] : ' ';
    if (is_grid_cell(c)) {
      ++run;
      continue;
    }
    if (run > 0) {
      ++runs;
      cells += run;
      shortest = std::min(shortest, run);
      longest = std::max(longest, run);
      run = 0;
    }
    only_spaces &= is_space(c);
    if (!is_space(c) && !is_decoration(c)) break;
  }
  if (!marks) return false;
  if (runs == 0) return only_spaces;  // a JSON array's "[" or "],", a key's line
  // One value with its comma, a row's 9 values, or whole puzzles.
  std::size_t first = 0;
  while (is_space(line[first])) ++first;
  const std::string_view value = line.substr(first);
  const bool one =
      runs == 1 && cells == 1 && (value.size() == 2 || value.rfind("null", 0) == 0 || value.rfind("None", 0) == 0);
  const bool numbers = longest == 1 && (cells == 9 || cells % 81 == 0);
  const bool rows = shortest == longest && (longest == 9 || longest == 81);
  return one || (shortest == longest && numbers) || rows;
}

}  // namespace

// [SECTION] Line classification

namespace detail {

enum class Kind { kBlank, kLinePuzzle, kLineError, kRule, kMarkRow, kText, kCells };

struct LineInfo {
  Kind kind = Kind::kBlank;
  std::size_t start = 0;       // first non-space character
  std::size_t run = 0;         // leading run of one-line cells from `start`
  int cells = 0;               // grid cells before `bad` (kCells)
  std::size_t bad = kNone;     // first unexpected character (kCells)
  int groups = 0;              // candidate groups (meaningful when mark_valid)
  bool mark_valid = true;      // only digits 1-9, spaces and mark separators
  bool single_groups = false;  // exactly 9 groups of one digit each
  bool x_blanks = false;       // a grid row of 9 cells with 'x' or 'X' blanks (kCells)
};

/// Applies the rules of format.h to one line (or the first piece of a long one).
LineInfo classify(std::string_view line, bool in_marks) {
  LineInfo info;
  std::size_t s = 0;
  while (s < line.size() && is_space(line[s])) ++s;
  info.start = s;
  if (s == line.size()) return info;  // kBlank

  // 2. The one-line form.
  bool run_digit = false;
  bool run_blank = false;  // a blank other than '0'
  bool run_dash = false;
  std::size_t e = s;
  while (e < line.size() && is_line_cell(line[e])) {
    run_digit |= is_digit(line[e]);
    run_blank |= !is_digit(line[e]);
    run_dash |= line[e] == '-';
    ++e;
  }
  info.run = e - s;
  if (info.run == 81 && (run_digit || !run_dash)) {
    info.kind = Kind::kLinePuzzle;
    return info;
  }
  if (info.run >= 41 && run_digit) {
    bool tail = false;
    for (std::size_t i = e; i < line.size() && !tail; ++i) tail = !is_space(line[i]);
    if (run_blank || tail) {
      info.kind = Kind::kLineError;
      // A short run cut by a stray character: point at the character.
      if (info.run < 81 && e < line.size() && !is_space(line[e]) && std::string_view{":,;|#"}.find(line[e]) == kNone) {
        info.bad = e;
      }
      return info;
    }
  }

  // 3. and 4. Rule lines and pencil-mark rows.
  bool any_digit = false;
  bool dash = false;
  bool rule_chars_only = true;
  bool multi = false;
  int group_len = 0;
  for (std::size_t i = s; i <= line.size(); ++i) {
    const char c = i < line.size() ? line[i] : ' ';
    any_digit |= is_digit(c);
    dash |= c == '-' || c == '=';
    rule_chars_only &= is_mark_separator(c) || c == '_' || c == '*';
    if (is_nonzero_digit(c)) {
      ++group_len;
      continue;
    }
    if (group_len > 0) {
      ++info.groups;
      multi |= group_len > 1;
      group_len = 0;
    }
    if (!is_mark_separator(c)) info.mark_valid = false;
  }
  if (!any_digit && dash && rule_chars_only) {
    info.kind = Kind::kRule;
    return info;
  }
  info.single_groups = info.mark_valid && info.groups == 9 && !multi;
  if (info.mark_valid && info.groups == 9 && (multi || in_marks)) {
    info.kind = Kind::kMarkRow;
    return info;
  }

  // 5. and 6. Text, or a line of cells.
  scan_cells(line, s, info.cells, info.bad);
  if (info.bad != kNone && is_x_blank(line[info.bad])) {
    // Simple Sudoku's 'X' blanks: only a whole row of 9 cells, so text such
    // as "X-Wing" stays text.
    int cells = 0;
    std::size_t bad = kNone;
    scan_cells(line, s, cells, bad, true);
    if (bad == kNone && cells == 9) {
      info.cells = cells;
      info.bad = kNone;
      info.x_blanks = true;
    }
  }
  info.kind = (info.bad != kNone && info.cells == 0) ? Kind::kText : Kind::kCells;
  return info;
}

}  // namespace detail

using detail::Kind;
using detail::LineInfo;

// [SECTION] PuzzleReader: feeding text and splitting lines

void PuzzleReader::feed(std::string_view text) {
  if (finished_) return;
  while (!text.empty()) {
    if (after_cr_ && text.front() == '\n') text.remove_prefix(1);  // the rest of "\r\n"
    after_cr_ = false;
    const std::size_t eol = text.find_first_of("\r\n");
    const std::string_view piece = text.substr(0, eol);
    if (!rest_of_line_skipped_) {
      // Only the part that fits under kLongLine is buffered; the rest is
      // consumed piece by piece.
      std::string_view rest = piece;
      while (!rest.empty()) {
        const std::size_t room = kLongLine - partial_.size();
        partial_.append(rest.substr(0, room));
        rest.remove_prefix(std::min(room, rest.size()));
        if (bom_pending_ && partial_.size() >= 3) drop_bom();
        if (partial_.size() >= kLongLine) process_long_segment();
        if (rest_of_line_skipped_) break;
      }
    }
    if (eol == kNone) return;
    after_cr_ = text[eol] == '\r';
    text.remove_prefix(eol + 1);
    end_line();
  }
}

void PuzzleReader::drop_bom() {
  // A UTF-8 byte order mark before the first line (it may come in pieces).
  if (partial_.compare(0, 3, "\xEF\xBB\xBF") == 0) partial_.erase(0, 3);
  bom_pending_ = false;
}

void PuzzleReader::end_line() {
  if (bom_pending_) drop_bom();
  ++line_;
  if (!rest_of_line_skipped_) {
    if (continuing_cells_) {
      LineInfo info;
      scan_cells(partial_, 0, info.cells, info.bad);
      process_cells(partial_, info, false);
    } else {
      process_line(partial_, true);
    }
  }
  partial_.clear();
  long_line_column_ = 0;
  continuing_cells_ = false;
  rest_of_line_skipped_ = false;
}

void PuzzleReader::process_long_segment() {
  ++line_;  // numbered as the line being read while it is processed
  if (continuing_cells_) {
    LineInfo info;
    scan_cells(partial_, 0, info.cells, info.bad);
    process_cells(partial_, info, false);
  } else {
    const LineInfo info = detail::classify(partial_, mode_ == Mode::kReadingMarks);
    if (info.kind == Kind::kBlank) {
      // Leading spaces: drop them and classify what follows.
    } else if (info.kind == Kind::kCells && skip_rows_ == 0) {
      process_line(partial_, false);
      // After an error the rest of the line goes with the skipped puzzle.
      if (skip_rows_ != 0) rest_of_line_skipped_ = true;
      continuing_cells_ = !rest_of_line_skipped_;
    } else if (info.kind == Kind::kMarkRow) {
      emit_error(next_number(), line_, 0, "line too long for a pencil-mark row");
      reset_partial();
      rest_of_line_skipped_ = true;
    } else {
      process_line(partial_, false);
      rest_of_line_skipped_ = true;
    }
  }
  long_line_column_ += static_cast<long>(partial_.size());
  partial_.clear();
  --line_;
}

void PuzzleReader::finish() {
  if (finished_) return;
  if (!partial_.empty() || long_line_column_ > 0) end_line();
  if (mode_ != Mode::kIdle) fail_partial();
  if (produced_ == 0) emit_error(0, 0, 0, saw_text_ ? "no puzzle found" : "empty input");
  finished_ = true;
}

std::optional<Result<Puzzle>> PuzzleReader::next() {
  if (ready_.empty()) return std::nullopt;
  Result<Puzzle> r = std::move(ready_.front());
  ready_.pop_front();
  return r;
}

// [SECTION] PuzzleReader: one line

void PuzzleReader::process_line(std::string_view line, bool whole) {
  if (whole && (process_section(line) || process_library_line(line) || process_sudokuwiki_line(line))) return;
  // A row or puzzle written as code or CSV reads as its cells (same columns).
  std::string code;
  if (whole && (delimited_row(line, code) || code_form(line, code))) line = code;
  LineInfo info = detail::classify(line, mode_ == Mode::kReadingMarks);
  if (info.kind != Kind::kBlank) saw_text_ = true;
  if (info.kind == Kind::kCells && mode_ == Mode::kIdle && skip_rows_ == 0 && info.bad != kNone && info.cells != 9 &&
      info.bad + 1 < line.size() && is_letter(line[info.bad]) && is_letter(line[info.bad + 1]) &&
      std::count_if(line.begin(), line.end(), is_grid_cell) < 17) {
    // Between puzzles, a word after a few digits that do not make a grid
    // row, on a line too short of cells to hold a puzzle, is a heading
    // ("12 puzzles", "1 of 50"), not a broken puzzle.
    info.kind = Kind::kText;
  }
  switch (info.kind) {
    case Kind::kBlank: {
      if (skip_rows_ != 0) {
        skip_rows_ = 0;
        return;
      }
      // Free whitespace, except inside a grid where only band breaks may be blank.
      const bool grid = (mode_ == Mode::kReadingCells && grid_shaped_) || mode_ == Mode::kReadingMarks;
      if (grid && rows_ != 3 && rows_ != 6) fail_partial();
      return;
    }
    case Kind::kRule:
      return;
    case Kind::kText:
      if (skip_rows_ != 0) {
        skip_rows_ = 0;
        return;
      }
      if (mode_ != Mode::kIdle) fail_partial();
      return;
    case Kind::kLinePuzzle: {
      skip_rows_ = 0;
      if (mode_ != Mode::kIdle) fail_partial();
      for (int c = 0; c < kCells; ++c) {
        board_.values[static_cast<std::size_t>(c)] = cell_value(line[info.start + static_cast<std::size_t>(c)]);
      }
      mode_ = Mode::kReadingCells;
      start_line_ = line_;
      emit_puzzle();
      if (!whole) rest_of_line_skipped_ = true;
      return;
    }
    case Kind::kLineError:
      skip_rows_ = 0;
      if (mode_ != Mode::kIdle) fail_partial();
      if (info.bad != kNone) {
        emit_error(next_number(), line_, long_line_column_ + static_cast<long>(info.bad) + 1,
                   "unexpected " + quote_char(line[info.bad]) + kCellHint);
      } else {
        // A run that fills a long line's first piece goes on past it.
        const bool cut = !whole && info.start + info.run == line.size();
        emit_error(next_number(), line_, 0,
                   (cut ? "more than " : "") + std::to_string(info.run) + " cells, expected 81");
      }
      if (!whole) rest_of_line_skipped_ = true;
      return;
    case Kind::kMarkRow:
      process_mark_row(line);
      return;
    case Kind::kCells:
      process_cells(line, info, whole);
      return;
  }
}

void PuzzleReader::process_mark_row(std::string_view line) {
  if (skip_row()) return;
  if (mode_ == Mode::kReadingCells) {
    if (!grid_shaped_ || !single_groups_) {
      emit_error(next_number(), line_, 0,
                 "pencil marks inside a plain grid that starts at line " + std::to_string(start_line_));
      fail_rest_of_grid();
      return;
    }
    // Rows of placed digits read so far: the pencil-mark grid's first rows.
    for (int c = 0; c < count_; ++c) {
      const auto i = static_cast<std::size_t>(c);
      board_.candidates[i] = digit_bit(board_.values[i]);
    }
    mode_ = Mode::kReadingMarks;
    count_ = rows_;
  } else if (mode_ == Mode::kIdle) {
    mode_ = Mode::kReadingMarks;
    count_ = 0;
    rows_ = 0;
    start_line_ = line_;
  }
  int col = 0;
  Mask group = 0;
  int len = 0;
  for (std::size_t i = 0; i <= line.size(); ++i) {
    const char c = i < line.size() ? line[i] : ' ';
    if (is_nonzero_digit(c)) {
      group |= digit_bit(c - '0');
      ++len;
      continue;
    }
    if (len == 0) continue;
    const auto cell = static_cast<std::size_t>(cell_at(count_, col++));
    board_.candidates[cell] = group;
    // One digit written once is a placed digit; written twice or more
    // ("22") it is an open cell's one candidate.
    board_.values[cell] = len == 1 ? static_cast<std::uint8_t>(first_digit(group)) : std::uint8_t{0};
    group = 0;
    len = 0;
  }
  ++count_;
  rows_ = count_;
  if (count_ == 9) emit_puzzle();
}

void PuzzleReader::process_cells(std::string_view line, const LineInfo& info, bool whole) {
  if (info.cells == 0 && info.bad == kNone) return;  // only decorations, e.g. "+++"
  if (skip_row()) return;
  if (mode_ == Mode::kReadingMarks) {
    if (info.mark_valid) {
      emit_error(next_number(), line_, 0, std::to_string(info.groups) + " candidate groups, expected 9");
      fail_rest_of_grid();
    } else {
      std::size_t i = info.start;
      while (i < line.size() && (is_nonzero_digit(line[i]) || is_mark_separator(line[i]))) ++i;
      fail_unexpected(line, i, " in a pencil-mark grid");
    }
    return;
  }
  if (info.bad != kNone) {
    // In a digit stream or one-line puzzle (not a grid row) the cells before
    // the stray character count, so the error names the puzzle it falls in;
    // a first line of more than 9 cells is a puzzle of its own: nothing to skip.
    const bool stream = mode_ == Mode::kIdle ? info.cells > 9 : (mode_ == Mode::kReadingCells && !grid_shaped_);
    if (stream) {
      if (mode_ == Mode::kIdle) {
        begin_cells(false);
        no_skip_ = true;
      }
      add_cells(line.substr(0, info.bad), info.start, false);
    }
    fail_unexpected(line, info.bad, kCellHint);
    no_skip_ = false;
    return;
  }
  if (mode_ == Mode::kReadingCells && grid_shaped_ && (info.cells != 9 || !whole)) {
    const std::string cells = whole ? std::to_string(info.cells) : "more than 9";
    emit_error(next_number(), line_, 0, "row " + std::to_string(rows_ + 1) + " has " + cells + " cells, expected 9");
    fail_rest_of_grid();
    if (!whole) rest_of_line_skipped_ = true;
    return;
  }
  if (mode_ == Mode::kIdle) {
    begin_cells(whole && info.cells == 9);
    single_groups_ = info.single_groups;
  } else if (grid_shaped_) {
    single_groups_ = single_groups_ && info.single_groups;
  }
  add_cells(line, info.start, whole, info.x_blanks);
}

bool PuzzleReader::process_section(std::string_view line) {
  // SadMan Software's .sdk sections: "[Puzzle]" holds the givens; the others
  // ("[State]", "[PencilMarks]", "[Colours]") are a game in progress, skipped
  // up to the next section header.
  std::size_t s = 0;
  std::size_t e = line.size();
  while (s < e && is_space(line[s])) ++s;
  while (e > s && is_space(line[e - 1])) --e;
  const std::string_view t = line.substr(s, e - s);
  if (t.size() < 2 || t.front() != '[' || t.back() != ']') return in_other_section_;
  std::string name{t.substr(1, t.size() - 2)};
  std::transform(name.begin(), name.end(), name.begin(),
                 [](char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; });
  // Only SadMan's own names: another bracketed line (a heading such as
  // "[Hard]") is text and skips nothing.
  const bool other = name == "state" || name == "pencilmarks" || name == "colours" || name == "colors";
  if (!other && name != "puzzle") return in_other_section_;
  saw_text_ = true;
  skip_rows_ = 0;
  if (mode_ != Mode::kIdle) fail_partial();
  in_other_section_ = other;
  return true;
}

bool PuzzleReader::process_library_line(std::string_view line) {
  // HoDoKu's library form ":TYPE:DIGITS:BOARD:DELETED:...": TYPE 4 or 5
  // digits; BOARD 81 cells ('.' or '0' blank), a digit after '+' placed but
  // not a given; DELETED "drc" candidates removed, space-separated.
  std::size_t i = 0;
  while (i < line.size() && is_space(line[i])) ++i;
  if (i == line.size() || line[i] != ':') return false;
  const std::size_t type = ++i;
  while (i < line.size() && is_digit(line[i])) ++i;
  if (i - type < 4 || i - type > 5 || i == line.size() || line[i] != ':') return false;
  i = line.find(':', i + 1);
  if (i == kNone) return false;
  ++i;
  saw_text_ = true;
  skip_rows_ = 0;
  if (mode_ != Mode::kIdle) fail_partial();
  auto fail = [&](std::size_t at, const std::string& what) {
    emit_error(next_number(), line_, at == kNone ? 0 : static_cast<long>(at) + 1, what);
    return true;
  };
  Grid givens{};
  Grid placed{};
  bool any_placed = false;
  int count = 0;
  for (; i < line.size() && line[i] != ':'; ++i) {
    const std::size_t at = i;
    const bool plus = line[i] == '+';
    if (plus && (++i == line.size() || !is_nonzero_digit(line[i]))) {
      return fail(i < line.size() ? i : at, "a digit 1-9 must follow '+' in a HoDoKu library line");
    }
    const char c = line[i];
    if (!is_nonzero_digit(c) && c != '.' && c != '0') return fail(i, "unexpected " + quote_char(c) + kCellHint);
    if (count == kCells) return fail(at, "more than 81 cells, expected 81");
    const auto cell = static_cast<std::size_t>(count++);
    placed.cells[cell] = cell_value(c);
    if (!plus) givens.cells[cell] = cell_value(c);
    any_placed |= plus;
  }
  if (count != kCells) return fail(kNone, std::to_string(count) + " cells, expected 81");
  Board marks = board_from_grid(placed);
  bool any_deleted = false;
  if (i < line.size()) {
    const std::size_t end = std::min(line.find(':', i + 1), line.size());
    for (std::size_t k = i + 1; k < end;) {
      if (is_space(line[k])) {
        ++k;
        continue;
      }
      std::size_t n = k;
      while (n < end && !is_space(line[n])) ++n;
      if (n - k != 3 || !is_nonzero_digit(line[k]) || !is_nonzero_digit(line[k + 1]) ||
          !is_nonzero_digit(line[k + 2])) {
        return fail(k, "a deleted candidate is written digit, row, column (e.g. 512)");
      }
      const auto cell = static_cast<std::size_t>(cell_at(line[k + 1] - '1', line[k + 2] - '1'));
      if (marks.values[cell] == 0) marks.candidates[cell] &= static_cast<Mask>(~digit_bit(line[k] - '0'));
      any_deleted = true;
      k = n;
    }
  }
  Puzzle p;
  p.givens = givens;
  if (any_placed || any_deleted) p.marks = marks;
  p.line = line_;
  ready_.push_back(Result<Puzzle>{std::move(p), {}});
  ++produced_;
  return true;
}

bool PuzzleReader::process_sudokuwiki_line(std::string_view line) {
  // sudokuwiki.org's board strings (format.h), alone or as its link's "bd=".
  std::size_t from = line.find("bd=");
  std::size_t to = line.size();
  const bool link = from != kNone;
  if (link) {
    from += 3;
    to = std::min(line.find_first_of("&# \t", from), line.size());
  } else {
    from = 0;
    while (from < to && is_space(line[from])) ++from;
    while (to > from && is_space(line[to - 1])) --to;
  }
  std::string_view token = line.substr(from, to - from);
  if (link && token.size() == kCells && std::all_of(token.begin(), token.end(), is_line_cell)) {
    process_line(token, true);
    return true;
  }
  const bool s9b = token.size() == 3 + 2 * kCells && token.substr(0, 3) == "S9B";
  if (s9b) {
    token.remove_prefix(3);
    from += 3;
  }
  // Base 32 without "S9B"; a run of digits alone there stays a digit stream
  // (a board always has a letter: any 9, placed or a candidate, is 512 or more).
  const auto digit_value = [s9b](char c) {
    const int lower = c | 0x20;
    const int v = is_digit(c) ? c - '0' : lower >= 'a' && lower <= 'z' ? lower - 'a' + 10 : 99;
    return v < (s9b ? 36 : 32) ? v : -1;
  };
  if (token.size() != 2 * kCells ||
      !std::all_of(token.begin(), token.end(), [&](char c) { return digit_value(c) >= 0; }) ||
      (!s9b && std::all_of(token.begin(), token.end(), is_digit))) {
    return false;
  }
  saw_text_ = true;
  skip_rows_ = 0;
  if (mode_ != Mode::kIdle) fail_partial();
  Grid givens{};
  Grid placed{};
  std::array<Mask, kCells> masks{};
  for (std::size_t c = 0; c < masks.size(); ++c) {
    const int n = digit_value(token[2 * c]) * (s9b ? 36 : 32) + digit_value(token[2 * c + 1]);
    // S9B: 1-9 a given, 10-18 a placed digit (n - 9), then candidates (n - 18).
    const bool given = s9b ? n >= 1 && n <= 9 : (n & 1) != 0;
    const int mask = s9b ? (n <= 18 ? (n == 0 ? 0 : digit_bit(n > 9 ? n - 9 : n)) : n - 18) : n >> 1;
    if (mask == 0 || mask > kAllDigits) {
      emit_error(next_number(), line_, static_cast<long>(from + 2 * c) + 1,
                 "r" + std::to_string(c / 9 + 1) + "c" + std::to_string(c % 9 + 1) +
                     " has no digit and no candidate in a sudokuwiki.org board");
      return true;
    }
    masks[c] = static_cast<Mask>(mask);
    // The flag makes only a single digit a given (the site's own example
    // flags some cells of several candidates: they are open).
    if (popcount(masks[c]) == 1) placed.cells[c] = static_cast<std::uint8_t>(first_digit(masks[c]));
    if (given) givens.cells[c] = placed.cells[c];
  }
  Board marks = board_from_grid(placed);
  bool narrowed = placed != givens;
  for (std::size_t c = 0; c < masks.size(); ++c) {
    if (marks.values[c] != 0) continue;
    narrowed |= (marks.candidates[c] & ~masks[c]) != 0;
    marks.candidates[c] &= masks[c];
  }
  Puzzle p;
  p.givens = givens;
  if (narrowed) p.marks = marks;
  p.line = line_;
  ready_.push_back(Result<Puzzle>{std::move(p), {}});
  ++produced_;
  return true;
}

void PuzzleReader::add_cells(std::string_view line, std::size_t from, bool whole, bool x_blanks) {
  for (std::size_t i = from; i < line.size(); ++i) {
    const char c = line[i];
    if (!is_grid_cell(c) && !(x_blanks && is_x_blank(c))) continue;
    if (mode_ == Mode::kIdle) begin_cells(false);  // a stream puzzle starting in mid-line
    board_.values[static_cast<std::size_t>(count_++)] = cell_value(c);
    if (count_ == kCells) emit_puzzle();
  }
  if (whole && grid_shaped_ && mode_ == Mode::kReadingCells) ++rows_;
}

// [SECTION] PuzzleReader: building puzzles and errors

void PuzzleReader::begin_cells(bool grid_shaped) {
  mode_ = Mode::kReadingCells;
  count_ = 0;
  rows_ = 0;
  start_line_ = line_;
  grid_shaped_ = grid_shaped;
  single_groups_ = false;
}

void PuzzleReader::fail_unexpected(std::string_view line, std::size_t index, const char* context) {
  const long column = long_line_column_ + static_cast<long>(index) + 1;
  emit_error(next_number(), line_, column, "unexpected " + quote_char(line[index]) + context);
  if (no_skip_) {
    reset_partial();
  } else {
    fail_rest_of_grid();
  }
  rest_of_line_skipped_ = true;
}

void PuzzleReader::fail_rest_of_grid() {
  // The rows of the broken grid still to come (the current line is one), or
  // the rest of a digit stream up to a blank or text line.
  if (mode_ == Mode::kReadingMarks) {
    skip_rows_ = 8 - count_;
  } else if (mode_ == Mode::kReadingCells) {
    skip_rows_ = grid_shaped_ ? 8 - rows_ : -1;
  } else {
    skip_rows_ = 8;  // the grid's first row
  }
  reset_partial();
}

bool PuzzleReader::skip_row() {
  if (skip_rows_ == 0) return false;
  if (skip_rows_ > 0) --skip_rows_;
  return true;
}

void PuzzleReader::fail_partial() {
  std::string what;
  if (mode_ == Mode::kReadingMarks || grid_shaped_) {
    what = std::to_string(rows_) + (rows_ == 1 ? " row" : " rows") + ", expected 9";
  } else {
    what = std::to_string(count_) + (count_ == 1 ? " cell" : " cells") + ", expected 81";
  }
  emit_error(next_number(), start_line_, 0, what);
  reset_partial();
}

void PuzzleReader::emit_puzzle() {
  Puzzle p;
  p.givens.cells = board_.values;
  if (mode_ == Mode::kReadingMarks) p.marks = board_;
  p.line = start_line_;
  ready_.push_back(Result<Puzzle>{std::move(p), {}});
  ++produced_;
  reset_partial();
}

void PuzzleReader::emit_error(long puzzle, long line, long column, const std::string& what) {
  ReadError e;
  e.puzzle = puzzle;
  e.line = line;
  e.column = column;
  if (puzzle > 0) {
    e.message = "puzzle " + std::to_string(puzzle) + " (line " + std::to_string(line);
    if (column > 0) e.message += ", column " + std::to_string(column);
    e.message += "): ";
  }
  e.message += what;
  ready_.push_back(Result<Puzzle>{std::nullopt, std::move(e)});
  ++produced_;
}

void PuzzleReader::reset_partial() {
  mode_ = Mode::kIdle;
  board_ = Board{};
  count_ = 0;
  rows_ = 0;
  grid_shaped_ = false;
  single_groups_ = false;
}

// [SECTION] Whole-text helpers

Result<Puzzle> read_puzzle(std::string_view text) {
  PuzzleReader reader;
  reader.feed(text);
  reader.finish();
  auto first = reader.next();
  if (!first || !*first) return first ? std::move(*first) : Result<Puzzle>{};
  if (auto second = reader.next()) {
    if (!*second) return std::move(*second);
    return {std::nullopt,
            {"more than one puzzle (the second starts at line " + std::to_string(second->value->line) + ")", 2,
             second->value->line, 0}};
  }
  return std::move(*first);
}

Result<std::vector<Puzzle>> read_puzzles(std::string_view text) {
  PuzzleReader reader;
  reader.feed(text);
  reader.finish();
  std::vector<Puzzle> puzzles;
  while (auto r = reader.next()) {
    if (!*r) return {std::nullopt, std::move(r->error)};
    puzzles.push_back(std::move(*r->value));
  }
  return {std::move(puzzles), {}};
}

// [SECTION] Writers

std::string to_line(const Grid& grid, char blank) {
  std::string s(kCells, blank);
  for (std::size_t c = 0; c < s.size(); ++c) {
    if (grid.cells[c] != 0) s[c] = static_cast<char>('0' + grid.cells[c]);
  }
  return s;
}

std::string to_pretty(const Grid& grid) {
  static constexpr std::string_view kRule = "-------------\n";
  const std::string line = to_line(grid);
  std::string s;
  s.reserve(13 * 14);
  for (int row = 0; row < 9; ++row) {
    if (row % 3 == 0) s += kRule;
    for (int col = 0; col < 9; ++col) {
      if (col % 3 == 0) s += '|';
      s += line[static_cast<std::size_t>(cell_at(row, col))];
    }
    s += "|\n";
  }
  s += kRule;
  return s;
}

std::string to_pencil_marks(const Board& board) {
  std::array<std::string, kCells> groups;
  std::array<std::size_t, 9> width{};
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    std::string& g = groups[i];
    if (board.values[i] != 0) {
      g = std::string(1, static_cast<char>('0' + board.values[i]));
    } else {
      for (int d = 1; d <= 9; ++d) {
        if (board.candidates[i] & digit_bit(d)) g += static_cast<char>('0' + d);
      }
      if (g.empty()) g = "0";
      if (g.size() == 1 && g[0] != '0') g += g;  // one candidate, not placed
    }
    auto& w = width[static_cast<std::size_t>(col_of(c))];
    w = std::max(w, g.size());
  }
  std::string rule = "+";
  for (int box = 0; box < 3; ++box) {
    for (int k = 0; k < 3; ++k) rule.append(width[static_cast<std::size_t>(box * 3 + k)] + 2, '-');
    rule += '+';
  }
  rule += '\n';
  std::string s;
  for (int row = 0; row < 9; ++row) {
    if (row % 3 == 0) s += rule;
    for (int col = 0; col < 9; ++col) {
      if (col % 3 == 0) s += '|';
      const std::string& g = groups[static_cast<std::size_t>(cell_at(row, col))];
      s += ' ';
      s += g;
      s.append(width[static_cast<std::size_t>(col)] - g.size() + 1, ' ');
    }
    s += "|\n";
  }
  s += rule;
  return s;
}

}  // namespace sudoku
