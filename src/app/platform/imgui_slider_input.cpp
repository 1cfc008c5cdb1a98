// imgui_slider_input.cpp - ImGui's typed entry of a slider's value, left out
// of the page.
//
// ImGui 1.90.1's sliders call TempInputScalar() when a slider is
// Ctrl+clicked, which links ImGui's whole text field (InputTextEx and its
// editor) and the C library's sscanf to read the typed number. The page's
// sliders (the solve panel's speed and timeline) pass
// ImGuiSliderFlags_NoInput, so that call is never made; the page's link
// sends it here instead (-Wl,--wrap, cmake/Emscripten.cmake:
// sudoku_wasm_app), and nothing references the text field any more. ImGui's
// sources stay unmodified.
#include "imgui.h"
#include "imgui_internal.h"

// Stands in for ImGui::TempInputScalar: takes no typed value and gives the
// slider back its keys (the slider then behaves as with
// ImGuiSliderFlags_NoInput).
extern "C" bool __wrap__ZN5ImGui15TempInputScalarERK6ImRectjPKciPvS4_PKvS7_(const ImRect&, ImGuiID id, const char*,
                                                                            ImGuiDataType, void*, const char*,
                                                                            const void*, const void*) {
  if (ImGui::GetActiveID() == id) ImGui::ClearActiveID();
  return false;
}
