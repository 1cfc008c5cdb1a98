// gl_program.h - compiling GLSL ES 3.00 programs for the board's effects.
#pragma once

#include <GLES3/gl3.h>

#include <string>

#include "app/model/host.h"

namespace sudoku::views {

/// Compiles and links a program. On failure, reports the stage and the
/// compiler's log through the host (the browser console) and returns 0
/// (callers then skip the effect; the app keeps running).
GLuint build_program(app::Host& host, const char* name, const char* vertex_source, const char* fragment_source);

/// Compiles one shader stage; on failure logs `name`, the stage and the
/// compiler's log, and returns 0.
GLuint compile_shader(app::Host& host, const char* name, GLenum stage, const char* source);

}  // namespace sudoku::views
