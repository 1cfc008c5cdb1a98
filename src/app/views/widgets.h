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
/// ImGui::Button that also records where it is drawn (see record_widget).
bool button(const char* label, ImVec2 size = ImVec2(0.0f, 0.0f));

/// Records the last item's rectangle under `label`'s visible name (cut at
/// "##" and at " (", so "Apply (Enter)" is "Apply"): the automation state
/// reports them (state().ui), so browser tests tap real buttons.
void record_widget(const char* label);
/// The widgets recorded this frame, as a JSON object {name: [x, y, w, h,
/// vx, vy, vw, vh]}: the item's rectangle, then the part of it its window
/// shows (clipped by the window and the panels holding it; vw, vh 0 when
/// scrolled out of view).
nlohmann::json recorded_widgets();
/// Forgets the last frame's widgets (at the start of a frame).
void clear_recorded_widgets();

/// "m:ss", or "h:mm:ss" from an hour on.
std::string clock_text(double seconds);

/// A dialog in the app's style: a modal card centred on the screen, at most
/// `width` CSS pixels wide, its title in the heading font with a close
/// button. Opens the popup `id` when `open` is true and it is not open yet.
/// Returns true when the card is shown (then call end_dialog()); sets `open`
/// to false when the player closes it.
bool begin_dialog(const char* id, const char* title, bool& open, float width);
void end_dialog();

}  // namespace sudoku::views
