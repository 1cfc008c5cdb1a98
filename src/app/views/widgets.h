// widgets.h - small drawing helpers the view files share.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>

namespace sudoku::views {

/// Panels that are part of the page, not windows: no title, no moving. A
/// panel that appears (the layout changed) takes no focus, which would
/// close the open Menu.
inline constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBackground |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing;

/// Work for the engine that takes longer than this (seconds) shows how long
/// it has taken and a Cancel button.
inline constexpr double kShowWaitAfter = 0.3;

/// A button that fills `size`; `active` draws it in the accent colour
/// (recorded as `button` records it).
bool big_button(const char* label, ImVec2 size, bool active = false, bool enabled = true, const char* id = nullptr);
/// ImGui::Button recorded as a control (see record_control), under `id`
/// when given, else its visible name; true when clicked or pressed by the
/// page (press_control).
bool button(const char* label, ImVec2 size = ImVec2(0.0f, 0.0f), const char* id = nullptr);
/// ImGui::Checkbox, recorded as a control the same way.
bool checkbox(const char* label, bool* value, const char* id = nullptr);

/// The visible name of an ImGui label: cut at "##" and at " (", so
/// "Apply (Enter)" is "Apply".
std::string visible_name(const char* label);
/// Records the last item's rectangle under `label`'s visible name: the
/// automation state reports them (state().ui), so browser tests tap real
/// widgets. This records an area (text, a chart); controls use record_control.
void record_widget(const char* label);
/// Records the last item as a control the player can press, under `id`
/// (or `label`'s visible name), with its visible name and the layer it is
/// drawn in (the open card or the menu; "" for the page): the page's mirror
/// lays its own control over it (state().controls). Answers whether the page
/// asked to press it this frame (press_control): the caller then acts as
/// for a click. An id is unique in a frame (state().ui_clashes lists any
/// drawn twice).
bool record_control(const char* label, const char* id = nullptr);
/// record_control with the name as given (a list entry's whole text, which
/// may hold " (").
bool record_named_control(const char* name, const char* id);
/// Records the last item, a slider, as a control named `name`, with its
/// value, its range and the text drawn on it: state().controls reports
/// [layer, name, value, min, max, text], and the page lays a slider of its
/// own over it. The page sets the value by a session command, not a press.
void record_slider(const char* name, const char* id, float value, float min, float max, const char* text);
/// The page asks to press the control `id` (the mirror's button over it was
/// activated without a pointer press: a screen reader, Enter): the control
/// acts in the next frame it is drawn, as for a click; a press no control
/// takes in that frame is dropped.
void press_control(std::string id);
/// The widgets recorded this frame, as a JSON object {id: [x, y, w, h, vx,
/// vy, vw, vh]}: the item's rectangle, then the part of it its window shows
/// (clipped by the window and the panels holding it; vw, vh 0 when
/// scrolled out of view).
nlohmann::json recorded_widgets();
/// The controls recorded this frame, {id: [layer, visible name]}.
nlohmann::json recorded_controls();
/// The layer on top this frame: the open card's name ("help", "settings"),
/// "menu", or "" when none is open.
const std::string& top_layer();
/// Ids recorded twice this frame (none when every id is unique).
nlohmann::json recorded_clashes();
/// A hash of the widgets' ids and rectangles (and sliders' values).
std::uint64_t recorded_widgets_hash();
/// Forgets the last frame's widgets (at the start of a frame) and drops a
/// press no control took.
void clear_recorded_widgets();

/// While it lives, what is recorded belongs to the layer `name` (a card,
/// the menu), which is the one on top this frame.
class LayerScope {
 public:
  explicit LayerScope(const char* name);
  ~LayerScope();
  LayerScope(const LayerScope&) = delete;
  LayerScope& operator=(const LayerScope&) = delete;
};

/// The part of the canvas the window shows, top and height (CSS pixels):
/// the page may be scrolled over a canvas taller than the window. Dialogs
/// are centred in it and fit it.
struct VisibleArea {
  float top = 0.0f;
  float height = 0.0f;
};
VisibleArea visible_area();

/// "m:ss", or "h:mm:ss" from an hour on.
std::string clock_text(double seconds);

/// A wait in seconds with one decimal, "1.4 s".
std::string wait_text(double seconds);

/// A dialog in the app's style: a modal card centred in the visible area, at most
/// `width` CSS pixels wide, its title in the heading font with a close
/// button. Opens the popup `id` when `open` is true and it is not open yet.
/// Returns true when the card is shown (then call end_dialog()); sets `open`
/// to false when the player closes it.
bool begin_dialog(const char* id, const char* title, bool& open, float width);
void end_dialog();
/// end_dialog() for a card that `open` says the player closed in this frame
/// (its Close, Escape or a button of its own): the popup is closed first.
/// Returns !open, so that the caller tells the session.
bool end_dialog(bool open);

}  // namespace sudoku::views
