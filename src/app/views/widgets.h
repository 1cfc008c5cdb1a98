// widgets.h - small drawing helpers the view files share.
#pragma once

#include <imgui.h>

#include <string>

namespace sudoku::views {

/// Panels that are part of the page, not windows: no title, no moving.
inline constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                                ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoSavedSettings |
                                                ImGuiWindowFlags_NoBringToFrontOnFocus;

/// Work for the engine that takes longer than this (seconds) shows how long
/// it has taken and a Cancel button.
inline constexpr double kShowWaitAfter = 0.3;

/// A button that fills `size`; `active` draws it in the accent colour.
bool big_button(const char* label, ImVec2 size, bool active = false, bool enabled = true);

/// "m:ss", or "h:mm:ss" from an hour on.
std::string clock_text(double seconds);

}  // namespace sudoku::views
