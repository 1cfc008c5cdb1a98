// fuzz_entry.h - the one body of every libFuzzer target: run a target's
// check (a function answering "" when every property holds, else what
// broke) and abort with its message when one broke, so libFuzzer saves the
// input as a crash.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace sudoku::fuzz {

template <class Check>
int run_check(const char* target, const std::uint8_t* data, std::size_t size, Check check) {
  const std::string broken = check(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!broken.empty()) {
    std::fprintf(stderr, "%s: %s\n", target, broken.c_str());
    std::abort();
  }
  return 0;
}

}  // namespace sudoku::fuzz
