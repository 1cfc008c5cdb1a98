// theme.cpp - see theme.h.
#include "app/views/theme.h"

#include <array>

namespace sudoku::views {

namespace {
constexpr ImU32 rgb(unsigned v, unsigned a = 255) { return IM_COL32((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF, a); }
constexpr Rgb frgb(unsigned v) {
  return {static_cast<float>((v >> 16) & 0xFF) / 255.0f, static_cast<float>((v >> 8) & 0xFF) / 255.0f,
          static_cast<float>(v & 0xFF) / 255.0f};
}

// Contrast (WCAG relative luminance), standard themes: text and digits at
// least 4.5:1 on what they are drawn over (the board, the page, the
// selection, a hint's glow), lines, rings and outlines at least 3:1 (thin
// cell lines 3.1:1 light, 3.1:1 dark, over the given cells' fill too).
Theme make_light() {
  return Theme{.background_top = frgb(0xEEF2F7),
               .background_bottom = frgb(0xD9E2EC),
               .board_fill = rgb(0xFFFFFF),
               .given_fill = rgb(0xF1F4F8),
               .thin_line = rgb(0x7E8B98),
               .thick_line = rgb(0x1F2933),
               .given_digit = rgb(0x1F2933),
               .entered_digit = rgb(0x1D5FBF),
               .mark_digit = rgb(0x52606D),
               .selection = rgb(0xFFE08A, 200),
               .peer_highlight = rgb(0xE4ECF7),
               .same_digit = rgb(0xCFE0FA),
               .conflict = rgb(0xE12D39),
               .cause = rgb(0x166B2B),
               .target = rgb(0xA8380A),
               .text = rgb(0x1F2933),
               .text_dim = rgb(0x616E7C),
               .region_line = rgb(0x1D5FBF),
               .dark = false,
               .high_contrast = false};
}

Theme make_dark() {
  return Theme{.background_top = frgb(0x1B222C),
               .background_bottom = frgb(0x10151C),
               .board_fill = rgb(0x242C37),
               .given_fill = rgb(0x2E3744),
               .thin_line = rgb(0x77828F),
               .thick_line = rgb(0xC5CED8),
               .given_digit = rgb(0xE6EBF0),
               .entered_digit = rgb(0x7AB4FF),
               .mark_digit = rgb(0xA3AFBD),
               .selection = rgb(0x4E3E0F, 200),
               .peer_highlight = rgb(0x2C3645),
               .same_digit = rgb(0x33476B),
               .conflict = rgb(0xFF6B6B),
               .cause = rgb(0x51CF66),
               .target = rgb(0xFF922B),
               .text = rgb(0xE6EBF0),
               .text_dim = rgb(0x9AA5B1),
               .region_line = rgb(0x7AB4FF),
               .dark = true,
               .high_contrast = false};
}

// High contrast: pure black and white, strong fills, no translucency on the
// selection. Against the plain board every digit, mark and highlight colour
// has at least 6:1 (WCAG relative luminance), against the selection 3.8:1.
Theme make_high_contrast_light() {
  return Theme{.background_top = frgb(0xFFFFFF),
               .background_bottom = frgb(0xFFFFFF),
               .board_fill = rgb(0xFFFFFF),
               .given_fill = rgb(0xE6E6E6),
               .thin_line = rgb(0x4D4D4D),
               .thick_line = rgb(0x000000),
               .given_digit = rgb(0x000000),
               .entered_digit = rgb(0x0037A6),
               .mark_digit = rgb(0x1A1A1A),
               .selection = rgb(0xFFD400),
               .peer_highlight = rgb(0xDCE4F5),
               .same_digit = rgb(0xB3C7F2),
               .conflict = rgb(0xB00020),
               .cause = rgb(0x006B2E),
               .target = rgb(0x9C3D00),
               .text = rgb(0x000000),
               .text_dim = rgb(0x262626),
               .region_line = rgb(0x0037A6),
               .dark = false,
               .high_contrast = true};
}

Theme make_high_contrast_dark() {
  return Theme{.background_top = frgb(0x000000),
               .background_bottom = frgb(0x000000),
               .board_fill = rgb(0x000000),
               .given_fill = rgb(0x262626),
               .thin_line = rgb(0xB3B3B3),
               .thick_line = rgb(0xFFFFFF),
               .given_digit = rgb(0xFFFFFF),
               .entered_digit = rgb(0x8FD3FF),
               .mark_digit = rgb(0xE6E6E6),
               .selection = rgb(0x173C8F),
               .peer_highlight = rgb(0x1A2433),
               .same_digit = rgb(0x2B3F66),
               .conflict = rgb(0xFF7070),
               .cause = rgb(0x5CFF8A),
               .target = rgb(0xFFB347),
               .text = rgb(0xFFFFFF),
               .text_dim = rgb(0xD9D9D9),
               .region_line = rgb(0x8FD3FF),
               .dark = true,
               .high_contrast = true};
}

// Colour-blind safe: the hint's cause blue, its targets orange/vermilion,
// conflicts purple (Okabe and Ito's palette, darkened or lightened per
// theme for contrast): apart with protanopia, deuteranopia and tritanopia,
// where the standard green, orange and red are not.
void colour_blind_safe(Theme& t) {
  if (t.high_contrast) {
    t.cause = t.dark ? rgb(0x7CC8FF) : rgb(0x005A8C);
    t.target = t.dark ? rgb(0xFFB000) : rgb(0xA64500);
    t.conflict = t.dark ? rgb(0xF090D0) : rgb(0x8B1E63);
  } else {
    t.cause = t.dark ? rgb(0x56B4E9) : rgb(0x005F94);
    t.target = t.dark ? rgb(0xE69F00) : rgb(0x9E4600);
    t.conflict = t.dark ? rgb(0xCC79A7) : rgb(0xAA3377);
  }
}

}  // namespace

const Theme& light_theme() {
  static const Theme t = make_light();
  return t;
}

const Theme& dark_theme() {
  static const Theme t = make_dark();
  return t;
}

const Theme& theme_for(const app::Settings& settings) {
  // All eight combinations, made once: index bits dark, high contrast, safe.
  static const std::array<Theme, 8> themes = [] {
    std::array<Theme, 8> all{};
    for (std::size_t i = 0; i < all.size(); ++i) {
      const bool dark = (i & 1) != 0;
      const bool high = (i & 2) != 0;
      all[i] =
          high ? (dark ? make_high_contrast_dark() : make_high_contrast_light()) : (dark ? make_dark() : make_light());
      if ((i & 4) != 0) colour_blind_safe(all[i]);
    }
    return all;
  }();
  const std::size_t index = (settings.theme == app::Theme::kDark ? 1u : 0u) | (settings.high_contrast ? 2u : 0u) |
                            (settings.colour_blind_safe ? 4u : 0u);
  return themes[index];
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
  style.FrameBorderSize = 0.0f;
  style.PopupBorderSize = 1.0f;
  style.FramePadding = ImVec2(10.0f, 6.0f);
  style.ItemSpacing = ImVec2(8.0f, 8.0f);
  style.PopupRounding = 10.0f;
  style.PopupBorderSize = 1.0f;
  style.WindowPadding = ImVec2(14.0f, 12.0f);
  style.ScrollbarRounding = 6.0f;
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(theme.text);
  c[ImGuiCol_TextDisabled] = ImGui::ColorConvertU32ToFloat4(theme.text_dim);
  // Dialogs and the menu are cards in the board's colours, over a dimmed page.
  const ImVec4 card = ImGui::ColorConvertU32ToFloat4(theme.board_fill);
  c[ImGuiCol_PopupBg] = card;
  c[ImGuiCol_WindowBg] = card;
  c[ImGuiCol_Border] = ImGui::ColorConvertU32ToFloat4(theme.thin_line);
  // Check boxes, sliders and fields stand out from the card.
  c[ImGuiCol_FrameBg] = ImGui::ColorConvertU32ToFloat4(theme.peer_highlight);
  c[ImGuiCol_ModalWindowDimBg] = dark ? ImVec4(0.0f, 0.0f, 0.0f, 0.55f) : ImVec4(0.1f, 0.14f, 0.2f, 0.35f);
  // The pressed state (the input mode's button): its text at 9.7:1 light, 5.4:1 dark.
  c[ImGuiCol_ButtonActive] = ImGui::ColorConvertU32ToFloat4(dark ? rgb(0x2F5E9E) : rgb(0xB9D4F7));
  if (!theme.high_contrast) return;
  // High contrast: solid black or white surfaces, every control outlined,
  // the active state a strong fill that keeps the text readable.
  const ImVec4 ink = ImGui::ColorConvertU32ToFloat4(theme.text);
  const ImVec4 paper = dark ? ImVec4(0.0f, 0.0f, 0.0f, 1.0f) : ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
  const ImVec4 hover = dark ? ImVec4(0.16f, 0.25f, 0.45f, 1.0f) : ImVec4(0.80f, 0.86f, 1.0f, 1.0f);
  const ImVec4 active = dark ? ImVec4(0.0f, 0.31f, 0.63f, 1.0f) : ImVec4(1.0f, 0.83f, 0.0f, 1.0f);
  style.FrameBorderSize = 1.0f;
  style.WindowBorderSize = 1.0f;
  c[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.0f);  // scrolling areas of the panels: the page shows through
  for (ImGuiCol k : {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_FrameBg, ImGuiCol_Button, ImGuiCol_Header,
                     ImGuiCol_TitleBg, ImGuiCol_MenuBarBg, ImGuiCol_ScrollbarBg}) {
    c[k] = paper;
  }
  for (ImGuiCol k : {ImGuiCol_FrameBgHovered, ImGuiCol_ButtonHovered, ImGuiCol_HeaderHovered, ImGuiCol_SliderGrab,
                     ImGuiCol_ScrollbarGrab, ImGuiCol_ScrollbarGrabHovered}) {
    c[k] = hover;
  }
  for (ImGuiCol k : {ImGuiCol_FrameBgActive, ImGuiCol_ButtonActive, ImGuiCol_HeaderActive, ImGuiCol_TitleBgActive,
                     ImGuiCol_SliderGrabActive, ImGuiCol_ScrollbarGrabActive}) {
    c[k] = active;
  }
  c[ImGuiCol_Border] = ink;
  c[ImGuiCol_Separator] = ink;
  c[ImGuiCol_CheckMark] = ink;
}

void follow_imgui_style(const app::Settings& settings) {
  static const Theme* applied = nullptr;
  const Theme& wanted = theme_for(settings);
  if (&wanted == applied) return;
  applied = &wanted;
  apply_imgui_style(wanted, wanted.dark);
}

}  // namespace sudoku::views
