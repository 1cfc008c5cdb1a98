// reader_check.h - what must hold for any input text: the properties the
// libFuzzer target fuzz_reader.cpp asserts, shared with the Catch2 test
// that replays tests/fuzz/corpus/reader/ (tests/core/fuzz_corpus_test.cpp),
// so every input the fuzzer ever broke stays a regression case.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/format.h"
#include "core/solver.h"
#include "core/verdict.h"

namespace sudoku::fuzz {

/// Puzzles solved per input at most (keeps each run fast).
inline constexpr int kMaxSolves = 8;

inline std::vector<Result<Puzzle>> read_in_pieces(std::string_view text, std::size_t piece) {
  PuzzleReader reader;
  std::vector<Result<Puzzle>> out;
  for (std::size_t at = 0; at < text.size(); at += piece) {
    reader.feed(text.substr(at, piece));
    while (auto r = reader.next()) out.push_back(std::move(*r));
  }
  reader.finish();
  while (auto r = reader.next()) out.push_back(std::move(*r));
  return out;
}

inline bool same(const Result<Puzzle>& a, const Result<Puzzle>& b) {
  if (static_cast<bool>(a) != static_cast<bool>(b)) return false;
  if (!a) {
    return a.error.message == b.error.message && a.error.puzzle == b.error.puzzle && a.error.line == b.error.line &&
           a.error.column == b.error.column;
  }
  return a.value->givens == b.value->givens && a.value->marks == b.value->marks && a.value->line == b.value->line;
}

/// Returns "" when every property holds for `text`, else what broke.
inline std::string check_reader(std::string_view text) {
  // 1. Reading in pieces of any size gives what reading it whole gives.
  const auto whole = read_in_pieces(text, text.size() + 1);
  const std::size_t piece = text.empty() ? 1 : 1 + static_cast<unsigned char>(text[0]) % 97;
  for (const std::size_t size : {std::size_t{1}, piece}) {
    const auto parts = read_in_pieces(text, size);
    if (parts.size() != whole.size()) return "piece size " + std::to_string(size) + " changes the item count";
    for (std::size_t i = 0; i < whole.size(); ++i) {
      if (!same(parts[i], whole[i]))
        return "piece size " + std::to_string(size) + " changes item " + std::to_string(i + 1);
    }
  }
  // 2. Items are numbered 1, 2, ...; an error about the whole input stands alone.
  if (whole.empty()) return "no item at all";
  for (std::size_t i = 0; i < whole.size(); ++i) {
    const auto& r = whole[i];
    if (!r) {
      if (r.error.message.empty()) return "an empty error message";
      if (r.error.puzzle == 0 ? whole.size() != 1 : r.error.puzzle != static_cast<long>(i + 1)) {
        return "error numbered " + std::to_string(r.error.puzzle) + " at item " + std::to_string(i + 1);
      }
    } else if (r.value->line < 1) {
      return "a puzzle without a line";
    }
  }
  // 3. Puzzles solve to grids that agree with them; writers read back.
  int solves = 0;
  for (const auto& r : whole) {
    if (!r) continue;
    const Puzzle& p = *r.value;
    const bool clash = find_clash(p.givens).has_value();
    if (clash == givens_consistent(p.givens)) return "find_clash disagrees with givens_consistent";
    if (!clash && solves++ < kMaxSolves) {
      const SolveResult s = p.marks ? solve(*p.marks, 2) : solve(p.givens, 2);
      if (s.count < 0 || s.count > 2) return "solve returned count " + std::to_string(s.count);
      if (s.count > 0) {
        if (!is_complete_solution(s.solution)) return "an incomplete solution";
        if (!agrees_with(p.givens, s.solution)) return "a solution that changes a given";
        if (p.marks) {
          for (int c = 0; c < kCells; ++c) {
            const auto i = static_cast<std::size_t>(c);
            if (!(p.marks->candidates[i] & digit_bit(s.solution.cells[i]))) return "a solution outside the marks";
          }
        }
      }
    }
    const auto line = read_puzzle(to_line(p.givens));
    if (!line || line.value->givens != p.givens) return "to_line does not read back";
    const auto pretty = read_puzzle(to_pretty(p.givens));
    if (!pretty || pretty.value->givens != p.givens) return "to_pretty does not read back";
    if (p.marks) {
      const auto pm = read_puzzle(to_pencil_marks(*p.marks));
      if (!pm) return "to_pencil_marks does not read back: " + pm.error.message;
      if (pm.value->marks ? *pm.value->marks != *p.marks : pm.value->givens != p.givens) {
        return "to_pencil_marks reads back different marks";
      }
    }
  }
  return {};
}

}  // namespace sudoku::fuzz
