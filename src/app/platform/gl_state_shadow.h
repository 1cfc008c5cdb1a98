// gl_state_shadow.h - the GL state ImGui's renderer saves every frame,
// answered in the page (gl_state_shadow.cpp).
#pragma once

namespace sudoku::platform {

/// Back to WebGL's initial state, as a restored context starts; the
/// scissor box is then set to the canvas's size so that it is known.
void reset_gl_state_shadow(int canvas_width, int canvas_height);

}  // namespace sudoku::platform
