// font_atlas.h - ImGui's font atlas for the device pixel ratio: the UI text
// and the board's digits, rasterised at device pixels.
#pragma once

namespace sudoku::platform {

/// (Re)builds ImGui's font atlas for `ratio` device pixels per CSS pixel:
/// one font per views::FontRole at its size times `ratio`, scaled back by
/// io.FontGlobalScale so text is crisp at any zoom; the texture is remade
/// when it exists already (the first time, ImGui's first NewFrame makes it).
void build_font_atlas(float ratio);

}  // namespace sudoku::platform
