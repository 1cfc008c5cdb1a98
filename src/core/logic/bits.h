// bits.h - 81-cell bit sets for the logic engine (internal to src/core/logic).
//
// Layout: one bit per cell, cell = 9*row + col.
//
//   lo: bits 0..63  = cells 0..63  (r1c1 .. r8c1)
//   hi: bits 0..16  = cells 64..80 (r8c2 .. r9c9), bits 17..63 always zero
//
// The engine keeps one such set per digit ("where can 5 still go") plus the
// set of empty cells; units and peers are precomputed sets, so "cells of box 4
// that still hold 7" is one AND and a popcount.
#pragma once

#include <array>
#include <cstdint>

#include "core/grid.h"

namespace sudoku::logic {

struct Bits81 {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr std::uint64_t kHiMask = (std::uint64_t{1} << 17) - 1;

  static constexpr Bits81 cell(int c) {
    Bits81 b;
    b.set(c);
    return b;
  }
  constexpr void set(int c) {
    if (c < 64) {
      lo |= std::uint64_t{1} << c;
    } else {
      hi |= std::uint64_t{1} << (c - 64);
    }
  }
  constexpr void reset(int c) {
    if (c < 64) {
      lo &= ~(std::uint64_t{1} << c);
    } else {
      hi &= ~(std::uint64_t{1} << (c - 64));
    }
  }
  constexpr bool test(int c) const { return c < 64 ? ((lo >> c) & 1u) != 0 : ((hi >> (c - 64)) & 1u) != 0; }
  constexpr bool any() const { return (lo | hi) != 0; }
  constexpr bool none() const { return (lo | hi) == 0; }
  constexpr int count() const { return __builtin_popcountll(lo) + __builtin_popcountll(hi); }
  /// Lowest cell in a non-empty set.
  constexpr int first() const { return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi); }
  constexpr Bits81 operator&(Bits81 o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr Bits81 operator|(Bits81 o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr Bits81 operator^(Bits81 o) const { return {lo ^ o.lo, hi ^ o.hi}; }
  constexpr Bits81 operator~() const { return {~lo, ~hi & kHiMask}; }
  constexpr Bits81 minus(Bits81 o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  constexpr Bits81& operator&=(Bits81 o) {
    lo &= o.lo;
    hi &= o.hi;
    return *this;
  }
  constexpr Bits81& operator|=(Bits81 o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  constexpr bool intersects(Bits81 o) const { return ((lo & o.lo) | (hi & o.hi)) != 0; }
  constexpr bool contains(Bits81 o) const { return o.minus(*this).none(); }
  friend constexpr bool operator==(Bits81, Bits81) = default;

  /// Calls f(cell) for each cell in increasing order.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t w = lo; w; w &= w - 1) f(__builtin_ctzll(w));
    for (std::uint64_t w = hi; w; w &= w - 1) f(64 + __builtin_ctzll(w));
  }
};

namespace detail {
constexpr std::array<Bits81, kUnits> make_unit_bits() {
  std::array<Bits81, kUnits> u{};
  for (int i = 0; i < kUnits; ++i) {
    for (int c : kUnitCells[static_cast<std::size_t>(i)]) u[static_cast<std::size_t>(i)].set(c);
  }
  return u;
}
constexpr std::array<Bits81, kCells> make_peer_bits() {
  std::array<Bits81, kCells> p{};
  for (int c = 0; c < kCells; ++c) {
    for (int o : kPeerCells[static_cast<std::size_t>(c)]) p[static_cast<std::size_t>(c)].set(o);
  }
  return p;
}
}  // namespace detail

/// The cells of each unit (rows 0-8, columns 9-17, boxes 18-26).
inline constexpr auto kUnitBits = detail::make_unit_bits();
/// The 20 peers of each cell.
inline constexpr auto kPeerBits = detail::make_peer_bits();
inline constexpr Bits81 kAllCells = ~Bits81{};

inline Bits81 unit_bits(int unit) { return kUnitBits[static_cast<std::size_t>(unit)]; }
inline Bits81 peer_bits(int cell) { return kPeerBits[static_cast<std::size_t>(cell)]; }

/// Cells that see every cell of `cells` (not counting the cells themselves).
inline Bits81 common_peers(Bits81 cells) {
  Bits81 r = kAllCells;
  cells.for_each([&](int c) { r &= peer_bits(c); });
  return r.minus(cells);
}

}  // namespace sudoku::logic
