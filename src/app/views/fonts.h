// fonts.h - the UI font at the sizes the views use (loaded by the platform
// at the device pixel ratio; see platform/main.cpp).
#pragma once

#include <imgui.h>

namespace sudoku::views {

enum class FontRole { kUi = 0, kMark = 1, kDigit = 2, kHeading = 3 };
/// Base sizes in CSS pixels, in FontRole order.
inline constexpr float kFontSizes[] = {17.0f, 16.0f, 44.0f, 22.0f};

inline ImFont* font(FontRole role) {
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  const int i = static_cast<int>(role);
  return i < atlas->Fonts.Size ? atlas->Fonts[i] : ImGui::GetFont();
}

}  // namespace sudoku::views
