// fuzz_corpus_test.cpp - the core fuzz targets' seed corpora, replayed: every
// seed and every input a fuzzer once broke (tests/fuzz/corpus/<target>/)
// keeps the target's properties (tests/fuzz/<target>_check.h) in every
// unit-test run, with or without the sanitizers.
#include <catch2/catch_test_macros.hpp>

#include "../fuzz/corpus_files.h"
#include "../fuzz/generator_check.h"
#include "../fuzz/logic_check.h"
#include "../fuzz/reader_check.h"

using namespace sudoku;

TEST_CASE("Every reader seed and regression input keeps the reader's fuzz properties", "[core][fuzz]") {
  fuzz::replay_corpus("reader", 10, fuzz::check_reader);
  // An empty text gives one whole-input error ("empty input"), numbered 0.
  CHECK(fuzz::check_reader("") == "");
}

TEST_CASE("Every logic seed and regression input keeps the engine's fuzz properties", "[core][fuzz]") {
  fuzz::replay_corpus("logic", 5, fuzz::check_logic);
}

TEST_CASE("The logic fuzz input encodes and decodes a board", "[core][fuzz]") {
  Board board = board_from_grid(Grid{});
  board.values[4] = 7;
  board.candidates[4] = digit_bit(7);
  board.candidates[9] = digit_bit(1) | digit_bit(9);
  const fuzz::LogicInput in = fuzz::decode_logic_input(fuzz::encode_logic_input(board, 8u | 64u));
  CHECK(in.board == board);
  CHECK(in.options.allow_guess);
  CHECK(in.walk);
  CHECK_FALSE(in.path);
  CHECK_FALSE(in.options.solution.has_value());
}

TEST_CASE("Every generator seed keeps the generator's fuzz properties", "[core][fuzz]") {
  fuzz::replay_corpus("generator", 2, fuzz::check_generator);
}
