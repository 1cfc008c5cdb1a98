// options.h - checks for the tool's numeric options, with messages a person
// reads: "--count: 0 is not a whole number from 1 to 10,000,000" rather
// than CLI11's range with a 300-digit upper bound.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace sudoku::cli {

/// A whole number from `lo` to `hi` (both included).
CLI::Validator whole_number(long long lo, long long hi);
/// A seed: a whole number from 0 to 2^64 - 1.
CLI::Validator seed_number();
/// A number of seconds from `lo` to `hi` (both included).
CLI::Validator seconds_between(double lo, double hi);
/// `n` with thousands separators: 10000000 -> "10,000,000".
std::string with_commas(unsigned long long n);

}  // namespace sudoku::cli
