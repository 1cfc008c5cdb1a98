// format.h - reading and writing puzzles as text (one reader for CLI and app).
//
// [SECTION] Accepted input
//
// One reader takes every form below, in any mix, one puzzle after another:
//  - an 81-character line: cells 1-9, blanks '.', '0', '_', '-' or '*';
//    anything after the 81st cell (a rating, ":count:solution") is ignored;
//    a file of such lines is a file of puzzles, one per line;
//  - a 9-line grid with or without decorations ('|', '+', '-', '=', ':', "'",
//    spaces), e.g. the form to_pretty writes; blanks '.', '0', '_' or '*';
//  - a stream of digits, 0 for a blank, with free whitespace: every 81 cells
//    make one puzzle, whatever the line breaks;
//  - a pencil-mark grid (HoDoKu / Sudoku Explainer export): 9 rows of 9
//    groups of candidate digits 1-9, separated by spaces and decorations
//    ('|', '+', '-', '=', ':', '.', "'"). A group of one digit is a placed
//    digit (a given), as in HoDoKu's exports; the same digit written twice
//    or more ("55") is an open cell with that one candidate.
//  - text between puzzles (headings such as "Rating: Hard" or "Grid 01",
//    rule lines such as "+++" or "-------") is ignored.
//  - HoDoKu's library line ":TYPE:DIGITS:BOARD:DELETED:...": TYPE is 4 or 5
//    digits; BOARD 81 cells ('.' or '0' blank), a digit after '+' placed by
//    the player (not a given); DELETED the removed candidates as "drc"
//    (digit, row, column), space-separated. With '+' digits or deletions the
//    puzzle carries marks: the candidates left by every placed digit, less
//    the deleted ones. Faults name their column.
//  - SadMan Software's .sdk sections: "[Puzzle]" holds the givens; any other
//    section ("[State]", "[PencilMarks]", "[Colours]": a game in progress) is
//    skipped up to the next section header. '#' header lines are text.
//  - Simple Sudoku's 'X' (or 'x') blanks, in a grid row of exactly 9 cells.
//  - code and data files: a CSV or TSV row of 9 (or 81) fields, exactly 8
//    (or 80) separators of one kind (',', ';' or a tab), each field empty (a
//    blank) or one cell, quotes allowed; a line of JSON, a Python or
//    JavaScript list or a quoted string, whose quotes, brackets, braces,
//    parentheses, commas, semicolons and quoted keys ("board": ...) are read
//    as spaces and whose null or None is a blank, when what is left is cells
//    as code lays them out (every run of cells one long and 9 or a multiple of
//    81 in all, or every run 9 or 81 long); a line of such punctuation alone
//    is blank, and "5," or "null," alone on a line is one cell (JSON printed
//    with indents). Other lines with such characters read as they are, so
//    "[1]" above a grid stays a heading.
//  - sudokuwiki.org's board string, alone on a line or as the "bd=" of its
//    link (up to '&', '#' or a space): 162 base-32 characters (0-9, a-v),
//    two per cell, each pair the number (mask << 1) | given, the mask a bit
//    per digit (1 for 1 ... 256 for 9). One bit is a placed digit, a given
//    when flagged; more bits are an open cell's candidates (flagged or not).
//    The puzzle carries marks when a digit is placed but not given or a
//    cell's candidates are fewer than its peers allow. A pair of mask 0 is
//    an error naming the cell and column. Its newer
//    form, "S9B" and 162 base-36 characters (0-9, a-z), two per cell: 1-9 a
//    given, 10-18 a placed digit (less 9), 19 up candidates (mask + 18). A
//    link's "bd=" of 81 cells is the one-line form.
//
// How a line is told apart, tried in this order (columns count from 1):
//  1. blank (only whitespace): ignored; inside a 9-line grid allowed only
//     between bands (after row 3 or 6), elsewhere it ends the grid as short.
//  2. one-line puzzle: from its first non-space character, a run of exactly
//     81 cell characters (1-9 . 0 _ - *). The rest of the line is ignored.
//     A run of 41 or more cell characters that is not 81 long is a puzzle of
//     the wrong length ("79 cells, expected 81") when it contains a blank
//     other than '0' or is followed by more text; a run of digits alone (no
//     text after it) belongs to a digit stream instead.
//  3. rule line: no digit, only decorations, '.', '_', '*' and spaces, and
//     at least one '-' or '='. Ignored everywhere.
//  4. pencil-mark row: only digits 1-9, spaces and decorations, in exactly 9
//     groups, at least one of two or more digits (or any 9 groups once the
//     grid is known to be pencil marks; rows of placed digits read before the
//     first such row join the pencil-mark grid).
//  5. text: the first character that is neither a cell, a space nor a
//     decoration comes before any cell on the line (e.g. "Rating: Hard"),
//     or, between puzzles, starts a word of two or more letters after a
//     number of cells other than 9, on a line of fewer than 17 cells (a
//     heading such as "12 puzzles").
//     Ignored between puzzles; inside a puzzle it ends it as short.
//  6. otherwise a line of cells (digits, '.', '_', '*'; decorations and spaces
//     skipped) that adds to the puzzle being read; 81 cells complete it. A
//     puzzle whose first line has exactly 9 cells is a grid: each of its lines
//     must then hold 9 cells. Any other character after a cell is an error.
//
// Puzzles and errors are numbered together from 1 in input order, so an error
// names the puzzle it replaces: "puzzle 3 (line 12): 79 cells, expected 81",
// "puzzle 2 (line 5, column 7): unexpected 'x'". After an error inside a
// grid the reader skips that grid's remaining rows (inside a digit stream: up
// to the next blank or text line), and a blank line, text line or one-line
// puzzle ends the skipping early, so one mistake gives one message. Givens that clash are not a read error: callers
// check them with find_clash or judge (verdict.h; the CLI reports them per puzzle as invalid).
//
// [SECTION] Output
//  - to_line: 81 characters, '.' for blanks;
//  - to_pretty: 13 lines, rows |123|456|789| between ------------- rules;
//  - to_pencil_marks: a Sudoku Explainer style grid that the reader reads back.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"

namespace sudoku {

namespace detail {
struct LineInfo;  // how the reader classified one line (format.cpp)
}

/// A puzzle read from text: its givens, and candidates when the text gave them.
struct Puzzle {
  Grid givens{};
  /// Set when the text was a pencil-mark grid: candidates per cell (a placed
  /// cell's value is set and its mask is its digit alone).
  std::optional<Board> marks;
  /// The line (from 1) where the puzzle's text starts.
  long line = 0;
};

/// Where a read failed and why, ready to show a person, e.g.
/// "puzzle 3 (line 12): 79 cells, expected 81".
struct ReadError {
  std::string message;
  /// The puzzle number (from 1, counting puzzles and errors), 0 when the
  /// error is about the whole input (e.g. "empty input").
  long puzzle = 0;
  /// The line (from 1) and column (from 1) the message points at; 0 if none.
  long line = 0;
  long column = 0;
};

template <class T>
struct Result {
  std::optional<T> value;
  ReadError error;
  explicit operator bool() const { return value.has_value(); }
};

/// The streaming reader: feed it text in pieces of any size, take puzzles
/// (or errors) out as they complete. Memory stays bounded by the longest line
/// (lines longer than 64 KiB of a digit stream are consumed in pieces too).
///
///   PuzzleReader reader;
///   while (read a chunk) { reader.feed(chunk); while (auto r = reader.next()) use(*r); }
///   reader.finish(); while (auto r = reader.next()) use(*r);
class PuzzleReader {
 public:
  /// Adds text; lines may be split anywhere between calls. "\n", "\r\n"
  /// and "\r" all end a line.
  void feed(std::string_view text);
  /// Ends the input: a puzzle left incomplete becomes an error, and an input
  /// that held no puzzle at all gives "empty input" / "no puzzle found".
  void finish();
  /// The next completed puzzle or error, in input order; nullopt when none
  /// is ready yet.
  std::optional<Result<Puzzle>> next();
  /// Puzzles and errors produced so far (including those not taken yet).
  long produced() const { return produced_; }

 private:
  enum class Mode { kIdle, kReadingCells, kReadingMarks };

  void drop_bom();
  void end_line();
  void process_long_segment();
  void process_line(std::string_view line, bool whole);
  bool process_section(std::string_view line);
  bool process_library_line(std::string_view line);
  bool process_sudokuwiki_line(std::string_view line);
  void process_cells(std::string_view line, const detail::LineInfo& info, bool whole);
  void process_mark_row(std::string_view line);
  void begin_cells(bool grid_shaped);
  void add_cells(std::string_view line, std::size_t from, bool whole, bool x_blanks = false);
  void fail_unexpected(std::string_view line, std::size_t index, const char* context);
  void emit_puzzle();
  void emit_error(long puzzle, long line, long column, const std::string& what);
  void fail_partial();
  void fail_rest_of_grid();
  bool skip_row();
  void reset_partial();
  long next_number() const { return produced_ + 1; }

  std::deque<Result<Puzzle>> ready_;
  std::string partial_;            // the current line, not yet ended
  bool after_cr_ = false;          // last character fed was '\r'
  bool bom_pending_ = true;        // the first line may still start with a byte order mark
  long line_ = 0;                  // number of the line being processed
  long long_line_column_ = 0;      // columns already consumed of a long line
  bool continuing_cells_ = false;  // a long line of cells is being consumed
  bool rest_of_line_skipped_ = false;
  long produced_ = 0;
  bool saw_text_ = false;  // any non-blank line
  int skip_rows_ = 0;      // after an error: grid rows to skip (-1: up to a blank or text line)
  bool no_skip_ = false;   // the error at hand ends its own puzzle
  bool finished_ = false;
  bool in_other_section_ = false;  // inside a SadMan section other than [Puzzle]

  Mode mode_ = Mode::kIdle;
  Board board_{};  // cells (values) or marks (candidates) being read
  int count_ = 0;  // cells (kCells mode) or rows (kMarks mode) read
  long start_line_ = 0;
  bool grid_shaped_ = false;    // the puzzle's lines hold 9 cells each
  bool single_groups_ = false;  // ...each as 9 space-separated digits 1-9
  int rows_ = 0;                // whole lines of the current grid
};

/// Reads exactly one puzzle from `text` in any accepted form; text holding
/// more than one puzzle is an error. Clashing givens are not (see
/// find_clash in verdict.h).
Result<Puzzle> read_puzzle(std::string_view text);

/// Reads every puzzle in `text`; fails at the first error.
Result<std::vector<Puzzle>> read_puzzles(std::string_view text);

/// 81 characters, `blank` ('.' unless asked) for blanks.
std::string to_line(const Grid& grid, char blank = '.');
/// The pretty grid: rows of |123|456|789| between ------------- rules
/// (13 lines, each ending in '\n'), '.' for blanks.
std::string to_pretty(const Grid& grid);
/// The pencil-mark grid: 81 candidate groups (a placed cell shows its digit)
/// in aligned columns between +---+ rules, each line ending in '\n'. An open
/// cell with one candidate is written with its digit twice ("55"), so it is
/// not read back as placed. The reader reads the grid back as the same board,
/// except that a board whose every cell is placed reads back as a plain grid
/// (no marks). A cell with no candidate is written '0', which the reader
/// rejects.
std::string to_pencil_marks(const Board& board);

}  // namespace sudoku
