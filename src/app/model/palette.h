// palette.h - the 9 cell colours (palette index 1..9; 0 = no colour).
//
// Paul Tol's "muted" scheme, designed to stay distinguishable with the
// common colour-vision deficiencies. Views draw them as cell backgrounds
// (with their own alpha per theme); names serve tooltips and screen readers.
#pragma once

#include <array>
#include <cstdint>

namespace sudoku::app {

struct PaletteColour {
  std::uint8_t r, g, b;
  const char* name;
};

/// kPalette[i - 1] is colour index i.
inline constexpr std::array<PaletteColour, 9> kPalette = {{
    {0xCC, 0x66, 0x77, "rose"},
    {0x33, 0x22, 0x88, "indigo"},
    {0xDD, 0xCC, 0x77, "sand"},
    {0x11, 0x77, 0x33, "green"},
    {0x88, 0xCC, 0xEE, "cyan"},
    {0x88, 0x22, 0x55, "wine"},
    {0x44, 0xAA, 0x99, "teal"},
    {0x99, 0x99, 0x33, "olive"},
    {0xAA, 0x44, 0x99, "purple"},
}};

}  // namespace sudoku::app
