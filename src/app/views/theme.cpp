#include "app/views/theme.h"

namespace sudoku::views {

namespace {
constexpr ImU32 rgb(unsigned v, unsigned a = 255) {
  return IM_COL32((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF, a);
}
constexpr Rgb frgb(unsigned v) {
  return {static_cast<float>((v >> 16) & 0xFF) / 255.0f, static_cast<float>((v >> 8) & 0xFF) / 255.0f,
          static_cast<float>(v & 0xFF) / 255.0f};
}
}  // namespace

const Theme& light_theme() {
  static const Theme t{frgb(0xEEF2F7), frgb(0xD9E2EC), rgb(0xFFFFFF), rgb(0xF1F4F8), rgb(0xB8C2CC), rgb(0x1F2933),
                       rgb(0x1F2933), rgb(0x1D5FBF), rgb(0x52606D), rgb(0xFFE08A, 200), rgb(0xE4ECF7),
                       rgb(0xCFE0FA), rgb(0xE12D39), rgb(0x2F9E44), rgb(0xD9480F), rgb(0x1F2933), rgb(0x616E7C)};
  return t;
}

const Theme& dark_theme() {
  static const Theme t{frgb(0x1B222C), frgb(0x10151C), rgb(0x242C37), rgb(0x2E3744), rgb(0x4A5563), rgb(0xC5CED8),
                       rgb(0xE6EBF0), rgb(0x7AB4FF), rgb(0xA3AFBD), rgb(0x8A6D1F, 200), rgb(0x2C3645),
                       rgb(0x33476B), rgb(0xFF6B6B), rgb(0x51CF66), rgb(0xFF922B), rgb(0xE6EBF0), rgb(0x9AA5B1)};
  return t;
}

void apply_imgui_style(const Theme& theme, bool dark) {
  ImGuiStyle& style = ImGui::GetStyle();
  if (dark) {
    ImGui::StyleColorsDark(&style);
  } else {
    ImGui::StyleColorsLight(&style);
  }
  style.WindowRounding = 8.0f;
  style.FrameRounding = 6.0f;
  style.GrabRounding = 6.0f;
  style.WindowBorderSize = 0.0f;
  style.FramePadding = ImVec2(10.0f, 6.0f);
  style.ItemSpacing = ImVec2(8.0f, 8.0f);
  style.PopupRounding = 10.0f;
  style.PopupBorderSize = 1.0f;
  style.WindowPadding = ImVec2(14.0f, 12.0f);
  style.ScrollbarRounding = 6.0f;
  style.Colors[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(theme.text);
  style.Colors[ImGuiCol_TextDisabled] = ImGui::ColorConvertU32ToFloat4(theme.text_dim);
  // Dialogs and the menu are cards in the board's colours, over a dimmed page.
  const ImVec4 card = ImGui::ColorConvertU32ToFloat4(theme.board_fill);
  style.Colors[ImGuiCol_PopupBg] = card;
  style.Colors[ImGuiCol_WindowBg] = card;
  style.Colors[ImGuiCol_Border] = ImGui::ColorConvertU32ToFloat4(theme.thin_line);
  // Check boxes, sliders and fields stand out from the card.
  style.Colors[ImGuiCol_FrameBg] = ImGui::ColorConvertU32ToFloat4(theme.peer_highlight);
  style.Colors[ImGuiCol_ModalWindowDimBg] = dark ? ImVec4(0.0f, 0.0f, 0.0f, 0.55f) : ImVec4(0.1f, 0.14f, 0.2f, 0.35f);
}

}  // namespace sudoku::views
