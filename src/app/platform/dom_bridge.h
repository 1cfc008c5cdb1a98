// dom_bridge.h - the page's DOM mirror (web/a11y.js) and the session.
//
// The mirror is plain HTML beside the canvas (a grid of 81 cells, real
// buttons, a live region) that screen readers and keyboards use. It reads
// window.sudokuApp.state() when told the state changed, and gives commands
// through one export, sudoku_command(name, argument) -> "" or why not
// (names: app/model/session_commands.h, and "press <id>", which presses a
// drawn control as a click would: the mirror's buttons laid over the
// drawn menu and cards act through it).
#pragma once

#include <cstdint>

#include "app/model/session.h"

namespace sudoku::platform {

/// Lets sudoku_command reach `session` (which outlives the page).
void install_dom_bridge(app::Session& session);

/// Once per frame, after the views ran: when the session's state, the
/// canvas's size or where the buttons are drawn (`layout`, a hash of their
/// rects: the mirror's buttons lie over them) changed since the last call,
/// calls the page's window.sudokuA11y.onChange() (if the mirror is loaded).
void dom_bridge_frame(const app::Session& session, int css_width, int css_height, float pixel_ratio,
                      std::uint64_t layout);

}  // namespace sudoku::platform
