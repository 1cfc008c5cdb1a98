// corpus_files.h - a fuzz target's seed corpus (tests/fuzz/corpus/<target>/)
// as (file name, contents) pairs, for the Catch2 tests that replay it.
#pragma once

#include <algorithm>
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

}  // namespace sudoku::fuzz
