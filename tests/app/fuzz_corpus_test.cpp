// fuzz_corpus_test.cpp - the app-model fuzz targets' seed corpora, replayed:
// every seed and every input a fuzzer once broke (tests/fuzz/corpus/save/
// and link/) keeps the target's properties (tests/fuzz/save_check.h,
// link_check.h) in every unit-test run, with or without the sanitizers.
#include <catch2/catch_test_macros.hpp>

#include "../fuzz/corpus_files.h"
#include "../fuzz/link_check.h"
#include "../fuzz/save_check.h"

using namespace sudoku;

TEST_CASE("Every saved-game seed and regression input keeps the save fuzz properties", "[app][fuzz]") {
  fuzz::replay_corpus("save", 5, fuzz::check_save);
}

TEST_CASE("Every link seed and regression input keeps the link fuzz properties", "[app][fuzz]") {
  fuzz::replay_corpus("link", 5, fuzz::check_link);
}
