// imgui_default_font.cpp - ImGui's built-in font, left out of the page.
//
// ImGui 1.90.1 links its built-in font (ProggyClean: 11 KB of compressed,
// base85-encoded data, and the decoder and decompressor that read it) into
// every program, because ImFontAtlas::Build() calls AddFontDefault() when no
// font was added. The page always adds its own fonts before the atlas is
// built (main.cpp, follow_canvas_size), so the page's link sends that one
// call here instead (-Wl,--wrap, cmake/Emscripten.cmake: sudoku_wasm_app),
// and nothing references the built-in font any more. ImGui's sources stay
// unmodified.
#include "app/views/embedded_shaders.h"
#include "imgui.h"

// Stands in for ImFontAtlas::AddFontDefault(config): adds the UI font at the
// config's size (ImGui's default font size, 13 px, when it has none). Not
// reached by the page (it adds its fonts first); there so that a call keeps
// ImGui working rather than breaking it.
extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas* atlas,
                                                                            const ImFontConfig* config) {
  ImFontConfig c = config != nullptr ? *config : ImFontConfig();
  c.FontDataOwnedByAtlas = false;  // the embedded array outlives the atlas
  const float size = c.SizePixels > 0.0f ? c.SizePixels : 13.0f;
  return atlas->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFont), static_cast<int>(kUiFont_size), size, &c);
}
