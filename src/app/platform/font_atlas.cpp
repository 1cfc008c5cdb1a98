// font_atlas.cpp - ImGui's font atlas at the device pixel ratio (font_atlas.h).
#include "app/platform/font_atlas.h"

#include <iterator>

#include "app/views/embedded_shaders.h"
#include "app/views/fonts.h"
#include "backends/imgui_impl_opengl3.h"
#include "imgui.h"

namespace sudoku::platform {

void build_font_atlas(float ratio) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // An atlas only as tall as its glyphs (WebGL 2 takes any texture size),
  // without ImGui's software mouse cursors (the browser draws the cursor):
  // less to upload at start-up.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight | ImFontAtlasFlags_NoMouseCursors;
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;  // the embedded array outlives the atlas
  // One sample per pixel, glyphs on whole pixels: they are rasterised at
  // device pixels already, and ImGui's default twice-wide sampling took
  // the atlas about three times as long to build at start-up.
  config.OversampleH = 1;
  config.PixelSnapH = true;
  config.OversampleV = 1;
  static const ImWchar kTextRanges[] = {0x0020, 0x007E, 0x00B7, 0x00B7, 0x00D7, 0x00D7, 0x2013, 0x2014, 0x2022,
                                        0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x2212, 0x2212, 0};
  // The board's fonts draw digits only (space and '?' are ImGui's fallbacks):
  // a smaller atlas is built and uploaded sooner at start-up.
  static const ImWchar kDigitRanges[] = {0x0020, 0x0020, 0x0030, 0x0039, 0x003F, 0x003F, 0};
  // Four sizes: UI text, small pencil marks, big digits, headings. Glyphs
  // are rasterised at device pixels and scaled back, so text is crisp.
  for (std::size_t i = 0; i < std::size(views::kFontSizes); ++i) {
    const auto role = static_cast<views::FontRole>(i);
    const bool digits = role == views::FontRole::kMark || role == views::FontRole::kDigit;
    io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFont), static_cast<int>(kUiFont_size),
                                   views::kFontSizes[i] * ratio, &config, digits ? kDigitRanges : kTextRanges);
  }
  io.FontGlobalScale = 1.0f / ratio;
  // The first time, ImGui's first NewFrame makes the texture along with
  // its other GL objects (making it here too uploaded the atlas twice).
  if (io.Fonts->TexID != ImTextureID{}) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

}  // namespace sudoku::platform
