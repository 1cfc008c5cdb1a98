// corpus_files.h - a fuzz target's seed corpus (tests/fuzz/corpus/<target>/)
// as (file name, contents) pairs, and its replay in the Catch2 tests.
#pragma once

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace sudoku::fuzz {

/// Every file of corpus/<target>/ in name order; `root` is tests/fuzz.
inline std::vector<std::pair<std::string, std::string>> corpus_files(const std::filesystem::path& root,
                                                                     const std::string& target) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& entry : std::filesystem::directory_iterator(root / "corpus" / target)) {
    std::ifstream in(entry.path(), std::ios::binary);
    out.emplace_back(entry.path().filename().string(),
                     std::string{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// Replays corpus/<target>/ (tests/fuzz beside the tests' data folder,
/// SUDOKU_TEST_DATA): at least `min_files` files, each keeping the target's
/// properties (`check` returns "" or what broke).
template <typename Check>
void replay_corpus(const std::string& target, std::size_t min_files, Check check) {
  const auto files = corpus_files(std::filesystem::path{SUDOKU_TEST_DATA} / ".." / "fuzz", target);
  CHECK(files.size() >= min_files);
  for (const auto& [name, bytes] : files) {
    INFO(name);
    CHECK(check(bytes) == "");
  }
}

}  // namespace sudoku::fuzz
