// format_test.cpp - every accepted form, every error message, the writers.
//
// [SECTION] One-line form
// [SECTION] Grids
// [SECTION] Digit streams
// [SECTION] Pencil marks
// [SECTION] Writers
// [SECTION] Errors
// [SECTION] Streaming
#include "core/format.h"

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <functional>
#include <string>
#include <vector>

#include "core/verdict.h"
#include "format_check.h"

using namespace sudoku;

namespace {

// The puzzle of Wikipedia's "Sudoku" article, and the solution printed there.
constexpr std::string_view kLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Grid grid_from(std::string_view s) { return grid_from_line(s); }

/// A one-line puzzle with its blanks as 0s: the digit-stream form.
std::string digits_of(std::string_view line) {
  std::string digits{line};
  std::replace(digits.begin(), digits.end(), '.', '0');
  return digits;
}

/// `items` are puzzles, one for each of `lines`, with its grid.
void check_puzzles(const std::vector<Result<Puzzle>>& items, std::initializer_list<std::string_view> lines) {
  REQUIRE(items.size() == lines.size());
  std::size_t i = 0;
  for (const std::string_view line : lines) {
    REQUIRE(items[i]);
    CHECK(items[i++].value->givens == grid_from(line));
  }
}

/// Everything a reader yields for `text` fed in pieces of `chunk` bytes.
std::vector<Result<Puzzle>> read_all(std::string_view text, std::size_t chunk = std::string_view::npos) {
  PuzzleReader reader;
  std::vector<Result<Puzzle>> out;
  for (std::size_t i = 0; i < text.size(); i += chunk) {
    reader.feed(text.substr(i, chunk));
    while (auto r = reader.next()) out.push_back(std::move(*r));
    if (chunk == std::string_view::npos) break;
  }
  reader.finish();
  while (auto r = reader.next()) out.push_back(std::move(*r));
  return out;
}

/// The messages of the errors among `items` ("" for a puzzle), in order.
std::vector<std::string> messages(const std::vector<Result<Puzzle>>& items) {
  std::vector<std::string> m;
  for (const auto& r : items) m.push_back(r ? std::string{} : r.error.message);
  return m;
}

std::string first_error(std::string_view text) {
  for (const auto& r : read_all(text)) {
    if (!r) return r.error.message;
  }
  return "(no error)";
}

const std::string kPretty =
    "-------------\n"
    "|53.|.7.|...|\n"
    "|6..|195|...|\n"
    "|.98|...|.6.|\n"
    "-------------\n"
    "|8..|.6.|..3|\n"
    "|4..|8.3|..1|\n"
    "|7..|.2.|..6|\n"
    "-------------\n"
    "|.6.|...|28.|\n"
    "|...|419|..5|\n"
    "|...|.8.|.79|\n"
    "-------------\n";

}  // namespace

// [SECTION] One-line form

TEST_CASE("An 81-character line reads with every blank character", "[core][format]") {
  std::string line{kLine};
  const Grid want = grid_from(kLine);
  for (const char blank : std::string{".0_-*"}) {
    std::string s = line;
    for (char& c : s) {
      if (c == '.') c = blank;
    }
    const auto r = read_puzzle(s);
    REQUIRE(r);
    CHECK(r.value->givens == want);
    CHECK_FALSE(r.value->marks);
  }
  // Mixed blanks in one line, and leading spaces.
  std::string mixed = line;
  mixed[2] = '0';
  mixed[3] = '_';
  mixed[5] = '-';
  mixed[6] = '*';
  const auto r = read_puzzle("   " + mixed + "\n");
  REQUIRE(r);
  CHECK(r.value->givens == want);
}

TEST_CASE("Anything after the 81 cells of a line is ignored", "[core][format]") {
  const Grid want = grid_from(kLine);
  for (const std::string& tail : std::vector<std::string>{" 4.5", ":1:" + std::string{kSolution}, "\t# a comment",
                                                          ",hard", " " + std::string{kSolution}}) {
    const auto r = read_puzzle(std::string{kLine} + tail);
    INFO(tail);
    REQUIRE(r);
    CHECK(r.value->givens == want);
  }
}

TEST_CASE("A file of one puzzle per line reads every puzzle with its line number", "[core][format]") {
  const std::string text = std::string{kLine} + " 1.2\r\n" + std::string{kSolution} + ":1:" + std::string{kSolution} +
                           "\r\n\r\n" + std::string{kLine} + "\n";
  const auto items = read_all(text);
  check_puzzles(items, {kLine, kSolution, kLine});
  CHECK(items[0].value->line == 1);
  CHECK(items[1].value->line == 2);
  CHECK(items[2].value->line == 4);
  const auto all = read_puzzles(text);
  REQUIRE(all);
  CHECK(all.value->size() == 3);
}

// [SECTION] Grids

TEST_CASE("The pretty grid reads back", "[core][format]") {
  const auto r = read_puzzle(kPretty);
  REQUIRE(r);
  CHECK(r.value->givens == grid_from(kLine));
  CHECK(r.value->line == 2);  // the first row; the rule above it is decoration
}

TEST_CASE("A 9-line grid reads with or without decorations", "[core][format]") {
  const Grid want = grid_from(kLine);
  const std::string plain =
      "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079\n";
  const std::string spaced =
      "5 3 . | . 7 . | . . .\n"
      "6 . . | 1 9 5 | . . .\n"
      ". 9 8 | . . . | . 6 .\n"
      "------+-------+------\n"
      "8 . . | . 6 . | . . 3\n"
      "4 . . | 8 . 3 | . . 1\n"
      "7 . . | . 2 . | . . 6\n"
      "------+-------+------\n"
      ". 6 . | . . . | 2 8 .\n"
      ". . . | 4 1 9 | . . 5\n"
      ". . . | . 8 . | . 7 9\n";
  const std::string boxed =  // '=' rules, '+' corners, '_' and '*' blanks, blank lines between bands
      "+=====+=====+=====+\n"
      "|5 3 _|_ 7 _|_ _ _|\n"
      "|6 _ _|1 9 5|_ _ _|\n"
      "|_ 9 8|_ _ _|_ 6 _|\n"
      "\n"
      "|8 * *|* 6 *|* * 3|\n"
      "|4 * *|8 * 3|* * 1|\n"
      "|7 * *|* 2 *|* * 6|\n"
      "\n"
      "|_ 6 _|_ _ _|2 8 _|\n"
      "|_ _ _|4 1 9|_ _ 5|\n"
      "|_ _ _|_ 8 _|_ 7 9|\n"
      "+=====+=====+=====+\n";
  for (const std::string& text : {plain, spaced, boxed}) {
    INFO(text);
    const auto r = read_puzzle(text);
    REQUIRE(r);
    CHECK(r.value->givens == want);
  }
}

TEST_CASE("Grids one after another read as separate puzzles", "[core][format]") {
  const auto items = read_all("Puzzle 1\n" + kPretty + "\nPuzzle 2\n" + kPretty + kPretty);
  check_puzzles(items, {kLine, kLine, kLine});
  CHECK(items[1].value->line == 18);
  CHECK(items[2].value->line == 31);
}

// [SECTION] Digit streams

TEST_CASE("A digit stream reads 81 digits per puzzle whatever the line breaks", "[core][format]") {
  const std::string digits = digits_of(kLine);
  // Rows of 27, then one digit per line, then all on one line with spaces.
  std::string text = "Rating: Hard\n";
  for (std::size_t i = 0; i < 81; i += 27) text += digits.substr(i, 27) + "\n";
  text += "+++\nGrid 02\n";
  for (const char c : digits) text += std::string{c} + "\n";
  text += "=====\n";
  for (const char c : digits) text += std::string{' ', c};
  text += "\n";
  const auto items = read_all(text);
  check_puzzles(items, {kLine, kLine, kLine});
  CHECK(items[0].value->line == 2);
  CHECK(items[1].value->line == 7);
}

TEST_CASE("A digit stream may run a puzzle across lines and several on one line", "[core][format]") {
  const std::string digits = digits_of(kLine);
  const std::string three = digits + std::string{kSolution} + digits;  // 243 digits
  const std::string text = three.substr(0, 100) + "\n" + three.substr(100, 100) + "\n" + three.substr(200) + "\n";
  const auto items = read_all(text);
  check_puzzles(items, {kLine, kSolution, kLine});
  CHECK(items[1].value->line == 1);  // starts at digit 82, on line 1
  CHECK(items[2].value->line == 2);
}

TEST_CASE("A digit stream on one very long line is read in pieces", "[core][format]") {
  std::string digits{kSolution};
  std::string text;
  for (int i = 0; i < 1000; ++i) text += digits;  // 81,000 digits, longer than one 64 KiB piece
  const auto items = read_all(text + "\n", 5000);
  REQUIRE(items.size() == 1000);
  for (const auto& r : items) {
    REQUIRE(r);
    CHECK(r.value->givens == grid_from(kSolution));
  }
  // A stray character deep in the line is reported at its true column.
  text[70000] = 'x';
  CHECK(first_error(text) ==
        "puzzle 865 (line 1, column 70001): unexpected 'x' (a cell is 1-9, or one of . 0 _ * for a blank)");
}

TEST_CASE("Very long lines of other kinds are read in pieces too", "[core][format]") {
  const std::string line{kLine};
  const std::string huge(100000, 'a');
  const std::vector<std::string> texts{
      line + " " + huge + "\n" + line + "\n",                // a one-line puzzle with a huge tail
      "Rating: " + huge + "\n" + line + "\n",                // a huge heading
      std::string(100000, ' ') + line + "\n" + line + "\n",  // huge indentation
  };
  for (const std::string& text : texts) {
    for (const std::size_t chunk : {std::string_view::npos, std::size_t{999}}) {
      const auto items = read_all(text, chunk);
      REQUIRE(items.size() == 2 - (text[0] == 'R' ? 1 : 0));
      for (const auto& r : items) {
        REQUIRE(r);
        CHECK(r.value->givens == grid_from(kLine));
      }
    }
  }
  CHECK(read_all(texts[0])[1].value->line == 2);
  // A huge row inside a grid, and a huge line of the wrong length.
  CHECK(first_error("123456789\n" + std::string(100000, '1') + "\n") ==
        "puzzle 1 (line 2): row 2 has more than 9 cells, expected 9");
  CHECK(first_error(line + std::string(100000, '.') + "\n" + line) ==
        "puzzle 1 (line 1): more than 65536 cells, expected 81");
}

// [SECTION] Code and data files

namespace {
/// kLine's rows as `row(r)` writes each, one per line, between `open` and `close` lines.
std::string rows_of(const std::function<std::string(int)>& row, std::string_view open = "",
                    std::string_view close = "") {
  std::string text{open};
  for (int r = 0; r < 9; ++r) text += row(r) + "\n";
  return text + std::string{close};
}
/// Row r of kLine as 9 values joined by `sep`, a blank as `blank`.
std::string values(int r, std::string_view sep, std::string_view blank) {
  std::string out;
  for (int c = 0; c < 9; ++c) {
    const char v = kLine[static_cast<std::size_t>(r * 9 + c)];
    out += (c ? std::string{sep} : "") + (v == '.' ? std::string{blank} : std::string{v});
  }
  return out;
}
}  // namespace

TEST_CASE("CSV and TSV rows read, an empty field a blank", "[core][format]") {
  for (const std::string_view sep : {",", ";", "\t", ", "}) {
    for (const std::string_view blank : {"", "0", "\"\"", "\".\""}) {
      const std::string text = rows_of([&](int r) { return values(r, sep, blank); }, "a,b,c,d,e,f,g,h,i\n");
      INFO(text);
      check_puzzles(read_all(text), {kLine});
    }
  }
  // 81 fields on one line.
  std::string line;
  for (int r = 0; r < 9; ++r) line += (r ? "," : "") + values(r, ",", "");
  check_puzzles(read_all(line + "\n"), {kLine});
  // A field of two digits is no cell: the row says where.
  CHECK(first_error("5,3,,,7,,,,12\n") ==
        "puzzle 1 (line 1, column 2): unexpected ','" + std::string{" (a cell is 1-9, or one of . 0 _ * for a blank)"});
}

TEST_CASE("A puzzle written as JSON, a Python list or a quoted string reads", "[core][format]") {
  const std::string digits = digits_of(kLine);
  // A JSON array of rows on one line, and printed with indents (null blanks).
  std::string one_line = "[";
  for (int r = 0; r < 9; ++r) one_line += std::string{r ? "," : ""} + "[" + values(r, ",", "0") + "]";
  check_puzzles(read_all(one_line + "]\n"), {kLine});
  check_puzzles(read_all("{\"board\": " + one_line + "]}\n"), {kLine});
  check_puzzles(read_all(rows_of([](int r) { return "    [" + values(r, ", ", "null") + "],"; }, "{\n  \"grid\": [\n",
                                 "  ]\n}\n")),
                {kLine});
  std::string indented = "{\n  \"board\": [\n";
  for (int r = 0; r < 9; ++r) {
    indented += "    [\n";
    for (int c = 0; c < 9; ++c) {
      const char v = kLine[static_cast<std::size_t>(r * 9 + c)];
      indented += "      " + (v == '.' ? std::string{"null"} : std::string{v}) + (c < 8 ? ",\n" : "\n");
    }
    indented += r < 8 ? "    ],\n" : "    ]\n";
  }
  check_puzzles(read_all(indented + "  ]\n}\n"), {kLine});
  // Strings: a JSON value, a quoted line, a Python list of row strings, None blanks.
  check_puzzles(read_all("{\"puzzle\": \"" + digits + "\", \"solution\": \"" + std::string{kSolution} + "\"}\n"),
                {kLine});
  check_puzzles(read_all("\"" + std::string{kLine} + "\"\n'" + digits + "'\n"), {kLine, kLine});
  std::string list = "[";
  for (int r = 0; r < 9; ++r)
    list += (r ? ", '" : "'") + std::string{kLine.substr(static_cast<std::size_t>(r * 9), 9)} + "'";
  check_puzzles(read_all(list + "]\n"), {kLine});
  check_puzzles(read_all(rows_of([](int r) { return "[" + values(r, ", ", "None") + "],"; }, "grid = [\n", "]\n")),
                {kLine});
}

TEST_CASE("Brackets around a heading's number keep it a heading", "[core][format]") {
  // "[1]" or "(2)" before a grid is a heading, not a cell of the puzzle.
  check_puzzles(read_all("[1]\n" + kPretty + "(2)\n" + kPretty), {kLine, kLine});
  // Cells runs of mixed lengths are not code: the line reads as it is (text).
  CHECK(first_error("[1] " + digits_of(kLine) + "\n") == "no puzzle found");
}

// [SECTION] Pencil marks

namespace {

// A pencil-mark grid in HoDoKu's export layout ('.', ':' and "'" corners);
// the candidates are made up for the test, and columns need not align.
const std::string kHodoku =
    ".----------------.----------------.-------------------.\n"
    "| 5    3    124  | 26   7    2468 | 1489  1249  248   |\n"
    "| 6    247  247  | 1    9    5    | 3478  234   2478  |\n"
    "| 12   9    8    | 23   34   234  | 13457 6     247   |\n"
    ":----------------+----------------+-------------------:\n"
    "| 8    125  1259 | 579  6    147  | 4579  2459  3     |\n"
    "| 4    25   2569 | 8    5    3    | 579   259   1     |\n"
    "| 7    15   1359 | 59   2    14   | 4589  459   6     |\n"
    ":----------------+----------------+-------------------:\n"
    "| 139  6    134579 | 357  35   7   | 2     8     47    |\n"
    "| 23   278  237  | 4    1    9    | 36    3     5     |\n"
    "| 123  1245 12345 | 2356 8    26   | 1346  7     9     |\n"
    "'----------------'----------------'-------------------'\n";

}  // namespace

TEST_CASE("A pencil-mark grid reads candidates, and one digit is a placed digit", "[core][format]") {
  const auto r = read_puzzle(kHodoku);
  REQUIRE(r);
  REQUIRE(r.value->marks);
  const Board& b = *r.value->marks;
  // r1c3: "124"; r1c1: "5" placed; r5c5 "5" placed too (a single group).
  CHECK(b.values[cell_at(0, 0)] == 5);
  CHECK(b.candidates[cell_at(0, 0)] == digit_bit(5));
  CHECK(b.values[cell_at(0, 2)] == 0);
  CHECK(b.candidates[cell_at(0, 2)] == (digit_bit(1) | digit_bit(2) | digit_bit(4)));
  CHECK(b.values[cell_at(4, 4)] == 5);
  CHECK(b.values[cell_at(6, 2)] == 0);
  CHECK(b.candidates[cell_at(6, 2)] ==
        (digit_bit(1) | digit_bit(3) | digit_bit(4) | digit_bit(5) | digit_bit(7) | digit_bit(9)));
  // The givens are the placed digits.
  CHECK(r.value->givens == grid_of(b));
  CHECK(r.value->givens.cells[cell_at(8, 7)] == 7);
}

TEST_CASE("A pencil-mark group of one digit written twice is an open cell with that candidate", "[core][format]") {
  // "2" is placed; "22" is the open cell's one candidate, which
  // to_pencil_marks writes the same way, so it reads back the same.
  std::string text = kHodoku;
  text.replace(text.find("| 12   9"), 8, "| 22   9");
  const auto r = read_puzzle(text);
  REQUIRE(r);
  const Board& b = *r.value->marks;
  CHECK(b.values[cell_at(2, 0)] == 0);
  CHECK(b.candidates[cell_at(2, 0)] == digit_bit(2));
  CHECK(r.value->givens.cells[cell_at(2, 0)] == 0);
  CHECK(b.values[cell_at(0, 0)] == 5);
  const auto again = read_puzzle(to_pencil_marks(b));
  REQUIRE(again);
  CHECK(*again.value->marks == b);
  CHECK(again.value->givens == r.value->givens);
}

TEST_CASE("A Sudoku Explainer pencil-mark grid whose first rows are all placed reads as marks", "[core][format]") {
  const std::string text =
      "+-------------------+-------------------+-------------------+\n"
      "| 5     3     4     | 6     7     8     | 9     1     2     |\n"
      "| 6     7     2     | 1     9     5     | 3     4     8     |\n"
      "| 1     9     8     | 3     4     2     | 5     6     7     |\n"
      "+-------------------+-------------------+-------------------+\n"
      "| 8     5     9     | 7     6     1     | 4     2     3     |\n"
      "| 4     2     6     | 8     5     3     | 7     9     1     |\n"
      "| 7     1     3     | 9     2     4     | 8     5     6     |\n"
      "+-------------------+-------------------+-------------------+\n"
      "| 9     6     1     | 5     3     7     | 2     8     4     |\n"
      "| 2     8     7     | 4     1     9     | 6     3     5     |\n"
      "| 3     4     5     | 2     8     6     | 1     7     9     |\n"
      "+-------------------+-------------------+-------------------+\n";
  // All placed: the same as a plain grid of the solution, without marks.
  const auto solved = read_puzzle(text);
  REQUIRE(solved);
  CHECK(solved.value->givens == grid_from(kSolution));
  CHECK_FALSE(solved.value->marks);
  // Open two cells of row 8: the grid becomes pencil marks from there on.
  std::string open = text;
  open.replace(open.find("| 2     8     7 "), 16, "| 2     8     67");
  open.replace(open.find("6     3     5     |"), 18, "67    3     5     |");
  const auto r = read_puzzle(open);
  REQUIRE(r);
  REQUIRE(r.value->marks);
  CHECK(r.value->marks->values[cell_at(0, 0)] == 5);
  CHECK(r.value->marks->candidates[cell_at(0, 0)] == digit_bit(5));
  CHECK(r.value->marks->values[cell_at(7, 2)] == 0);
  CHECK(r.value->marks->candidates[cell_at(7, 2)] == (digit_bit(6) | digit_bit(7)));
  CHECK(r.value->givens.cells[cell_at(7, 6)] == 0);
  CHECK(r.value->givens.cells[cell_at(8, 8)] == 9);
}

TEST_CASE("to_pencil_marks reads back as the same board", "[core][format]") {
  const Board board = board_from_grid(grid_from(kLine));
  const std::string text = to_pencil_marks(board);
  const auto r = read_puzzle(text);
  REQUIRE(r);
  REQUIRE(r.value->marks);
  // Open cells with one candidate stay open: the same board, the same givens.
  int singles = 0;
  for (int c = 0; c < kCells; ++c) singles += board.values[c] == 0 && popcount(board.candidates[c]) == 1;
  CHECK(singles > 0);
  CHECK(*r.value->marks == board);
  CHECK(r.value->givens == grid_of(board));
}

// [SECTION] Writers

TEST_CASE("to_line and to_pretty write the documented forms", "[core][format]") {
  const Grid g = grid_from(kLine);
  CHECK(to_line(g) == kLine);
  CHECK(to_pretty(g) == kPretty);
  CHECK(to_line(Grid{}) == std::string(81, '.'));
}

TEST_CASE("to_pencil_marks aligns columns between rules", "[core][format]") {
  const std::string text = to_pencil_marks(board_from_grid(grid_from(kLine)));
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t eol = text.find('\n', at);
    REQUIRE(eol != std::string::npos);
    lines.push_back(text.substr(at, eol - at));
    at = eol + 1;
  }
  REQUIRE(lines.size() == 13);
  for (const auto& l : lines) CHECK(l.size() == lines[0].size());
  CHECK(lines[0].front() == '+');
  CHECK(lines[1].rfind("| 5 ", 0) == 0);
  for (const std::size_t rule : {0u, 4u, 8u, 12u}) CHECK(lines[rule] == lines[0]);
}

TEST_CASE("Written forms read back to the same grid", "[core][format]") {
  for (const auto s : {kLine, kSolution}) {
    test::check_written_forms_read_back(grid_from(s));
  }
  const auto empty = read_puzzle(to_line(Grid{}));
  REQUIRE(empty);
  CHECK(empty.value->givens == Grid{});
}

// [SECTION] Errors

TEST_CASE("A line of the wrong length names the puzzle, line and count", "[core][format]") {
  std::string text = std::string{kLine} + "\n" + std::string{kLine} + "\n# Some text\n";
  for (int i = 4; i <= 11; ++i) text += "\n";
  text += std::string{kLine.substr(0, 79)} + "\n" + std::string{kLine} + "\n";
  const auto items = read_all(text);
  CHECK(messages(items) == std::vector<std::string>{"", "", "puzzle 3 (line 12): 79 cells, expected 81", ""});
  CHECK(first_error(std::string{kLine} + "1") == "puzzle 1 (line 1): 82 cells, expected 81");
  CHECK(first_error(std::string{kLine.substr(0, 80)} + ":1:" + std::string{kSolution}) ==
        "puzzle 1 (line 1): 80 cells, expected 81");
}

TEST_CASE("A short line of digits before the next puzzle is reported as short", "[core][format]") {
  const std::string digits = digits_of(kLine);
  const auto items = read_all(digits + "\n" + digits.substr(0, 79) + "\n" + digits + "\n" + digits.substr(0, 60));
  CHECK(messages(items) == std::vector<std::string>{"", "puzzle 2 (line 2): 79 cells, expected 81", "",
                                                    "puzzle 4 (line 4): 60 cells, expected 81"});
}

TEST_CASE("An unexpected character names its line and column", "[core][format]") {
  std::string line{kLine};
  line[40] = 'x';
  CHECK(first_error(line) ==
        "puzzle 1 (line 1, column 41): unexpected 'x' (a cell is 1-9, or one of . 0 _ * for a blank)");
  line[40] = '.';
  line[60] = '?';
  CHECK(first_error(line) ==
        "puzzle 1 (line 1, column 61): unexpected '?' (a cell is 1-9, or one of . 0 _ * for a blank)");
  std::string grid = kPretty;
  grid[grid.find("|.98|") + 2] = '\x01';
  CHECK(first_error(grid) ==
        "puzzle 1 (line 4, column 3): unexpected '\\x01' (a cell is 1-9, or one of . 0 _ * for a blank)");
}

TEST_CASE("A grid row with too few or too many cells is named", "[core][format]") {
  std::string grid = kPretty;
  grid.replace(grid.find("|4..|"), 5, "|4.|");
  CHECK(first_error(grid) == "puzzle 1 (line 7): row 5 has 8 cells, expected 9");
  grid = kPretty;
  grid.replace(grid.find("|4..|"), 5, "|4...|");
  CHECK(first_error(grid) == "puzzle 1 (line 7): row 5 has 10 cells, expected 9");
}

TEST_CASE("A grid cut short by a blank line, text or the end is named", "[core][format]") {
  std::string eight = kPretty;
  eight.erase(eight.find("|...|.8.|.79|\n"), 14);
  CHECK(first_error(eight + "\n" + kPretty) == "puzzle 1 (line 2): 8 rows, expected 9");
  CHECK(first_error(eight + "Next puzzle\n" + kPretty) == "puzzle 1 (line 2): 8 rows, expected 9");
  CHECK(first_error(eight) == "puzzle 1 (line 2): 8 rows, expected 9");
  CHECK(first_error("123456789\n") == "puzzle 1 (line 1): 1 row, expected 9");
}

TEST_CASE("A digit stream cut short names its first line and cell count", "[core][format]") {
  CHECK(first_error(std::string{kSolution} + "\n\nRating: 2\n" + std::string{kSolution.substr(0, 40)} + " " +
                    std::string{kSolution.substr(0, 20)} + "\nRating: 3\n") ==
        "puzzle 2 (line 4): 60 cells, expected 81");
  CHECK(first_error("5") == "puzzle 1 (line 1): 1 cell, expected 81");
}

TEST_CASE("Pencil-mark errors name the line", "[core][format]") {
  std::string eight = kHodoku;
  eight.replace(eight.find("| 8    125  1259 |"), 18, "| 8    1259      |");
  CHECK(first_error(eight) == "puzzle 1 (line 6): 8 candidate groups, expected 9");
  std::string zero = kHodoku;
  zero.replace(zero.find("| 8    125 "), 11, "| 8    120 ");
  CHECK(first_error(zero) == "puzzle 1 (line 6, column 10): unexpected '0' in a pencil-mark grid");
  std::string mixed = kPretty.substr(0, kPretty.find("|.98|")) + "| 12 9 8 | 23 34 234 | 13457 6 247 |\n";
  CHECK(first_error(mixed) == "puzzle 1 (line 4): pencil marks inside a plain grid that starts at line 2");
}

TEST_CASE("Input without a puzzle is named", "[core][format]") {
  CHECK(first_error("") == "empty input");
  CHECK(first_error(" \n\t\n\r\n") == "empty input");
  CHECK(first_error("Rating: Hard\n+++\n-----\n") == "no puzzle found");
  const auto r = read_puzzle("");
  REQUIRE_FALSE(r);
  CHECK(r.error.message == "empty input");
  CHECK(r.error.puzzle == 0);
}

TEST_CASE("read_puzzle takes exactly one puzzle", "[core][format]") {
  const auto r = read_puzzle(std::string{kLine} + "\n" + std::string{kLine} + "\n");
  REQUIRE_FALSE(r);
  CHECK(r.error.message == "more than one puzzle (the second starts at line 2)");
  const auto bad = read_puzzle(std::string{kLine} + "\n" + std::string{kLine.substr(1)} + "\n");
  REQUIRE_FALSE(bad);
  CHECK(bad.error.message == "puzzle 2 (line 2): 80 cells, expected 81");
}

TEST_CASE("Errors carry the puzzle, line and column as numbers too", "[core][format]") {
  std::string line{kLine};
  line[40] = 'x';
  const auto items = read_all(std::string{kLine} + "\n" + line + "\n");
  REQUIRE(items.size() == 2);
  REQUIRE_FALSE(items[1]);
  CHECK(items[1].error.puzzle == 2);
  CHECK(items[1].error.line == 2);
  CHECK(items[1].error.column == 41);
}

TEST_CASE("After an error the reader goes on with the next puzzle", "[core][format]") {
  std::string grid = kPretty;
  grid.replace(grid.find("|4..|"), 5, "|4.|");
  // One message for the broken grid (its remaining rows are skipped), then
  // the next grid after the blank line, then a one-line puzzle.
  const auto items = read_all(grid + "\n" + kPretty + std::string{kLine} + "\n");
  CHECK(messages(items) == std::vector<std::string>{"puzzle 1 (line 7): row 5 has 8 cells, expected 9", "", ""});
}

TEST_CASE("Clashing givens are named by find_clash, not rejected by the reader", "[core][format]") {
  std::string row{kLine};
  row[6] = '5';  // r1c7 = 5, like r1c1
  const auto r = read_puzzle(row);
  REQUIRE(r);
  REQUIRE(find_clash(r.value->givens));
  CHECK(clash_text(*find_clash(r.value->givens)) == "r1c1 and r1c7 are both 5");
  std::string col{kLine};
  col[cell_at(8, 0)] = '6';  // r9c1 = 6, like r2c1
  REQUIRE(find_clash(grid_from(col)));
  CHECK(clash_text(*find_clash(grid_from(col))) == "r2c1 and r9c1 are both 6");
  std::string box{kLine};
  box[cell_at(2, 0)] = '3';  // r3c1 = 3, like r1c2 (box 1 only)
  REQUIRE(find_clash(grid_from(box)));
  CHECK(clash_text(*find_clash(grid_from(box))) == "r1c2 and r3c1 are both 3");
  CHECK_FALSE(find_clash(grid_from(kLine)));
  CHECK_FALSE(find_clash(grid_from(kSolution)));
}

// [SECTION] Streaming

TEST_CASE("Feeding text in any pieces gives the same puzzles and errors", "[core][format]") {
  std::string bad{kLine};
  bad[10] = 'x';
  const std::string text = "Rating: Hard\r\n" + kPretty + "\r" + std::string{kLine} + " 3.4\r\n" + bad + "\n" +
                           kHodoku + std::string{kSolution.substr(0, 50)} + "\n" + std::string{kSolution.substr(50)} +
                           "\n";
  const auto whole = read_all(text);
  REQUIRE(whole.size() == 5);
  CHECK(messages(whole) ==
        std::vector<std::string>{
            "", "", "puzzle 3 (line 17, column 11): unexpected 'x' (a cell is 1-9, or one of . 0 _ * for a blank)", "",
            ""});
  CHECK(whole[0].value->line == 3);
  CHECK(whole[1].value->line == 16);
  CHECK(whole[4].value->givens == grid_from(kSolution));
  for (const std::size_t chunk : {1u, 2u, 3u, 7u, 80u, 81u, 82u, 1000u}) {
    INFO(chunk);
    const auto pieces = read_all(text, chunk);
    REQUIRE(pieces.size() == whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i) {
      CHECK(static_cast<bool>(pieces[i]) == static_cast<bool>(whole[i]));
      if (whole[i]) {
        CHECK(pieces[i].value->givens == whole[i].value->givens);
        CHECK(pieces[i].value->line == whole[i].value->line);
        CHECK(pieces[i].value->marks == whole[i].value->marks);
      } else {
        CHECK(pieces[i].error.message == whole[i].error.message);
      }
    }
  }
}

TEST_CASE("Puzzles come out as soon as their last line ends", "[core][format]") {
  PuzzleReader reader;
  reader.feed(std::string{kLine});
  CHECK_FALSE(reader.next());  // the line may go on
  reader.feed("\n");
  const auto r = reader.next();
  REQUIRE(r);
  REQUIRE(*r);
  CHECK(r->value->givens == grid_from(kLine));
  reader.feed(kPretty.substr(0, kPretty.size() - 28));  // up to the last row
  CHECK_FALSE(reader.next());
  reader.feed(kPretty.substr(kPretty.size() - 28, 13));  // the last row, not its newline
  CHECK_FALSE(reader.next());
  reader.feed("\n");
  CHECK(reader.next());
  reader.finish();
  CHECK_FALSE(reader.next());
  CHECK(reader.produced() == 2);
}

TEST_CASE("A byte order mark at the start is skipped", "[core][format]") {
  const std::string text = "\xEF\xBB\xBF" + std::string{kLine};
  const auto r = read_puzzle(text);
  REQUIRE(r);
  CHECK(r.value->givens == grid_from(kLine));
  // Also when it arrives in pieces (found by the fuzzer), and before text.
  for (const std::size_t chunk : {1u, 2u, 4u}) {
    const auto items = read_all(text, chunk);
    REQUIRE(items.size() == 1);
    REQUIRE(items[0]);
    CHECK(items[0].value->givens == grid_from(kLine));
    CHECK(messages(read_all("\xEF\xBB\xBF.r", chunk)) == messages(read_all("\xEF\xBB\xBF.r")));
  }
  CHECK(first_error("\xEF\xBB\xBF.r") ==
        "puzzle 1 (line 1, column 2): unexpected 'r' (a cell is 1-9, or one of . 0 _ * for a blank)");
}

TEST_CASE("grid_from_line takes digits 1-9 and reads anything else as a blank", "[core]") {
  const Grid g = grid_from_line("1.3x0-9");
  CHECK(g.cells[0] == 1);
  CHECK(g.cells[1] == 0);
  CHECK(g.cells[2] == 3);
  CHECK(g.cells[3] == 0);
  CHECK(g.cells[4] == 0);
  CHECK(g.cells[5] == 0);
  CHECK(g.cells[6] == 9);
  // A short line leaves the rest blank; characters past the 81st are ignored.
  CHECK(std::all_of(g.cells.begin() + 7, g.cells.end(), [](std::uint8_t d) { return d == 0; }));
  const Grid full = grid_from_line(std::string(81, '5') + "123");
  CHECK(std::all_of(full.cells.begin(), full.cells.end(), [](std::uint8_t d) { return d == 5; }));
}

// [SECTION] Other programs' files

namespace {
// SudoCue's .sdk example (sudocue.net's file formats page) and its solution.
constexpr std::string_view kSdkLine =
    "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";
const std::string kSdkRows =
    "2..1.5..3\n.54...71.\n.1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n7..4.2..1\n";
}  // namespace

TEST_CASE("A HoDoKu library line reads its board, not its type or digit fields", "[core][format]") {
  const auto plain = read_puzzle(":0000:x:" + std::string{kSdkLine} + ":::");
  REQUIRE(plain);
  CHECK(plain.value->givens == grid_from(kSdkLine));
  CHECK_FALSE(plain.value->marks);
  // A step's line: type 0901 and digit 1 come before the board (these digits
  // were once read as the board's first cells).
  const auto step = read_puzzle(":0901:1:" + std::string{kSdkLine} + ":623 624:r1c2:");
  REQUIRE(step);
  CHECK(step.value->givens == grid_from(kSdkLine));
}

TEST_CASE("A HoDoKu library line's '+' digits are placed, not given, and its deleted candidates are gone",
          "[core][format]") {
  // r9c7=5 and r9c8=3 (the solution's digits) placed by the player; 6 deleted from r1c2.
  std::string board{kSdkLine.substr(0, 78)};
  board += "+5+31";
  const auto r = read_puzzle(":0000:x:" + board + ":612::");
  REQUIRE(r);
  CHECK(r.value->givens == grid_from(kSdkLine));
  REQUIRE(r.value->marks);
  const Board& m = *r.value->marks;
  CHECK(m.values[static_cast<std::size_t>(cell_at(8, 6))] == 5);
  CHECK(m.values[static_cast<std::size_t>(cell_at(8, 7))] == 3);
  CHECK((m.candidates[static_cast<std::size_t>(cell_at(0, 1))] & digit_bit(6)) == 0);
  CHECK((m.candidates[static_cast<std::size_t>(cell_at(0, 1))] & digit_bit(7)) != 0);
  CHECK(judge(*r.value, 2).unique());
}

TEST_CASE("A HoDoKu library line with a fault names its column", "[core][format]") {
  std::string bad{kSdkLine};
  bad[40] = 'y';
  CHECK(first_error(":0000:x:" + bad + ":::") ==
        "puzzle 1 (line 1, column 49): unexpected 'y' (a cell is 1-9, or one of . 0 _ * for a blank)");
  CHECK(first_error(":0000:x:" + std::string{kSdkLine.substr(1)} + ":::") ==
        "puzzle 1 (line 1): 80 cells, expected 81");
  CHECK(first_error(":0000:x:" + std::string{kSdkLine} + ":41 2::") ==
        "puzzle 1 (line 1, column 91): a deleted candidate is written digit, row, column (e.g. 512)");
  CHECK(first_error(":0000:x:+" + std::string{kSdkLine.substr(1)} + ":::") ==
        "puzzle 1 (line 1, column 10): a digit 1-9 must follow '+' in a HoDoKu library line");
}

TEST_CASE("A SadMan .sdk file reads its [Puzzle] section and skips the game in progress", "[core][format]") {
  std::string state = kSdkRows;
  state[state.size() - 3] = '3';  // the player's 3 in r9c8
  const std::string text = "[Puzzle]\n" + kSdkRows + "[State]\n" + state + "[PencilMarks]\n" + kSdkRows;
  const auto r = read_puzzles(text);
  REQUIRE(r);
  REQUIRE(r.value->size() == 1);
  CHECK(r.value->front().givens == grid_from(kSdkLine));
  CHECK(r.value->front().line == 2);
  // A bracketed heading of another name skips nothing.
  const auto headed = read_puzzles("[Hard]\n" + std::string{kSdkLine} + "\n[Harder]\n" + kSdkRows);
  REQUIRE(headed);
  CHECK(headed.value->size() == 2);
  // The SudoCue form: '#' header lines before the rows.
  const auto cue = read_puzzle("#ARuud\n#DA random puzzle created by SudoCue\n#B03-08-2006\n#LEasy\n" + kSdkRows);
  REQUIRE(cue);
  CHECK(cue.value->givens == grid_from(kSdkLine));
}

TEST_CASE("A Simple Sudoku .ss grid reads with '.' or 'X' blanks", "[core][format]") {
  std::string ss = "*-----------*\n";
  for (int row = 0; row < 9; ++row) {
    if (row == 3 || row == 6) ss += "|---+---+---|\n";
    const std::string_view r = kSdkLine.substr(static_cast<std::size_t>(row) * 9, 9);
    ss += "|" + std::string{r.substr(0, 3)} + "|" + std::string{r.substr(3, 3)} + "|" + std::string{r.substr(6, 3)} +
          "|\n";
  }
  ss += "*-----------*\n";
  std::string x = ss;
  std::replace(x.begin(), x.end(), '.', 'X');
  std::string lower = ss;
  std::replace(lower.begin(), lower.end(), '.', 'x');
  for (const std::string& text : {ss, x, lower, "X-Wing example\r\n" + x}) {
    const auto r = read_puzzle(text);
    REQUIRE(r);
    CHECK(r.value->givens == grid_from(kSdkLine));
  }
  // Only a whole row of 9 cells takes 'X': elsewhere it is still an error.
  CHECK(first_error("53..7x\n") ==
        "puzzle 1 (line 1, column 6): unexpected 'x' (a cell is 1-9, or one of . 0 _ * for a blank)");
}

// [SECTION] sudokuwiki.org boards and collection headings

namespace {

/// sudokuwiki.org's 162-character string as its page documents it: per cell
/// (mask << 1) | given in two base-32 digits.
std::string sudokuwiki_string(const Board& b, const Grid& givens) {
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuv";
  std::string s;
  for (std::size_t c = 0; c < b.values.size(); ++c) {
    const int mask = b.values[c] != 0 ? digit_bit(b.values[c]) : b.candidates[c];
    const int n = (mask << 1) | (givens.cells[c] != 0 ? 1 : 0);
    s += kDigits[n / 32];
    s += kDigits[n % 32];
  }
  return s;
}

}  // namespace

TEST_CASE("A sudokuwiki.org 162-character board reads its givens, placed digits and candidates", "[core][format]") {
  const Grid givens = grid_from(kLine);
  const Grid solution = grid_from(kSolution);
  // r1c3 placed by the player; r1c4's candidates narrowed to the solution's 6 and 2.
  Grid placed = givens;
  placed.cells[2] = solution.cells[2];
  Board b = board_from_grid(placed);
  b.candidates[3] = digit_bit(6) | digit_bit(2);
  const std::string s = sudokuwiki_string(b, givens);
  REQUIRE(s.size() == 162);
  std::string upper = s;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](char c) { return c >= 'a' ? c - 'a' + 'A' : c; });
  for (const std::string& text :
       {s, upper, "https://www.sudokuwiki.org/sudoku.htm?bd=" + s + "&x=1", "  " + s + "  "}) {
    const auto r = read_puzzle(text);
    REQUIRE(r);
    CHECK(r.value->givens == givens);
    REQUIRE(r.value->marks);
    CHECK(r.value->marks->values[2] == solution.cells[2]);
    CHECK(r.value->marks->candidates[3] == (digit_bit(6) | digit_bit(2)));
    CHECK(r.value->marks->candidates[4] == b.candidates[4]);
    CHECK(judge(*r.value, 2).unique());
  }
  // Only the givens, every open cell with all nine candidates: a plain puzzle.
  Board fresh = board_from_grid(givens);
  for (std::size_t c = 0; c < fresh.values.size(); ++c) {
    if (fresh.values[c] == 0) fresh.candidates[c] = kAllDigits;
  }
  const auto plain = read_puzzle(sudokuwiki_string(fresh, givens));
  REQUIRE(plain);
  CHECK(plain.value->givens == givens);
  CHECK_FALSE(plain.value->marks);
  // A link's 81-character board is the one-line form.
  const auto line = read_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=" + digits_of(kLine));
  REQUIRE(line);
  CHECK(line.value->givens == givens);
  // 162 digits with no letter stay a digit stream of two puzzles.
  const auto two = read_puzzles(digits_of(kLine) + digits_of(kLine));
  REQUIRE(two);
  CHECK(two.value->size() == 2);
}

TEST_CASE("A sudokuwiki.org S9B board reads as the site's link loads it", "[core][format]") {
  // The X-Wing page's "Load position" link and its "From the start" puzzle.
  const std::string s9b =
      "S9B015y2e685w68050609040i022e0e0f0a2e085y050f0a5u090b042e2u2e0i06042c0810012q0f0dd0015w9i102e020a089e03050f9e0d5"
      "y"
      "042e05d0609i010f095y0e5y0f0a045y0206020166cy669id205";
  const Grid start = grid_from("100000569402000008050009040000640801000010000208035000040500010900000402621000005");
  const auto r = read_puzzle("https://www.sudokuwiki.org/sudoku.htm?bd=" + s9b);
  REQUIRE(r);
  CHECK(r.value->givens == start);
  REQUIRE(r.value->marks);
  CHECK(r.value->marks->values[10] == 9);                                                // r2c2 placed
  CHECK(r.value->marks->candidates[1] == (digit_bit(3) | digit_bit(7) | digit_bit(8)));  // r1c2
  CHECK(judge(*r.value, 2).unique());
}

TEST_CASE("A sudokuwiki.org board with a cell of no digit names the cell and column", "[core][format]") {
  const Grid givens = grid_from(kLine);
  std::string s = sudokuwiki_string(board_from_grid(givens), givens);
  s[2] = '0';
  s[3] = '1';  // r1c2: a flag and no digit
  CHECK(first_error(s) == "puzzle 1 (line 1, column 3): r1c2 has no digit and no candidate in a sudokuwiki.org board");
}

TEST_CASE("A collection's heading line of a number and words is skipped, a broken row still named", "[core][format]") {
  const auto r = read_puzzles("12 puzzles\n" + std::string{kLine} + "\n1 of 12\n" + kPretty);
  REQUIRE(r);
  REQUIRE(r.value->size() == 2);
  CHECK(r.value->front().line == 2);
  CHECK(r.value->back().givens == grid_from(kLine));
  // A row of 9 cells with a word, or a word inside a grid, is still an error.
  CHECK(first_error("12 puzzles\n53..7.... easy\n") ==
        "puzzle 1 (line 2, column 11): unexpected 'e' (a cell is 1-9, or one of . 0 _ * for a blank)");
  // A heading and a puzzle on one line: the puzzle is not skipped unseen.
  CHECK(first_error("12 puzzles: " + digits_of(kLine) + "\n") ==
        "puzzle 1 (line 1, column 4): unexpected 'p' (a cell is 1-9, or one of . 0 _ * for a blank)");
  CHECK(first_error("53..7....\n6..195...\n.98 puzzles\n") ==
        "puzzle 1 (line 3, column 5): unexpected 'p' (a cell is 1-9, or one of . 0 _ * for a blank)");
}
