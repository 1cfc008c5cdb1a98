// gl_state_shadow.cpp - the GL state ImGui's renderer saves every frame,
// answered in the page instead of by Chromium's GPU process.
//
// ImGui's OpenGL 3 backend saves the state it changes at the start of each
// ImGui_ImplOpenGL3_RenderDrawData and restores it at the end. Chromium's
// WebGL answers most of those glGetIntegerv calls from state it keeps in the
// page (bindings, the viewport), but asks the GPU process for the scissor
// box and the six blend factors and equations: seven round trips a frame,
// each waiting until the GPU process has run every command sent before it
// (shaders compiled and linked, textures uploaded). With a software renderer
// that was about 20 ms of the first frame and up to 160 ms of the next ones
// (src/bench/README.md, "The web app's first load and start-up").
//
// The page's link sends these setters and glGetIntegerv here (-Wl,--wrap,
// cmake/Emscripten.cmake: sudoku_wasm_app): each setter notes its values and
// passes the call on; the query answers the noted values and passes every
// other name on. All GL calls of the page's module go through these (ImGui's
// backend, the views and main.cpp); Emscripten's JavaScript sets none of this
// state itself.
#include "app/platform/gl_state_shadow.h"

#include <GLES3/gl3.h>

extern "C" {
void __real_glGetIntegerv(GLenum name, GLint* data);
void __real_glScissor(GLint x, GLint y, GLsizei width, GLsizei height);
void __real_glBlendFunc(GLenum src, GLenum dst);
void __real_glBlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha, GLenum dst_alpha);
void __real_glBlendEquation(GLenum mode);
void __real_glBlendEquationSeparate(GLenum mode_rgb, GLenum mode_alpha);
}

namespace {

struct Shadow {
  // WebGL's initial blend state.
  GLint src_rgb = GL_ONE;
  GLint dst_rgb = GL_ZERO;
  GLint src_alpha = GL_ONE;
  GLint dst_alpha = GL_ZERO;
  GLint equation_rgb = GL_FUNC_ADD;
  GLint equation_alpha = GL_FUNC_ADD;
  // The scissor box starts as the canvas's size at the context's creation,
  // which this file does not know: asked for until glScissor sets it.
  bool scissor_known = false;
  GLint scissor[4] = {0, 0, 0, 0};
};

Shadow g_shadow;

}  // namespace

extern "C" void __wrap_glScissor(GLint x, GLint y, GLsizei width, GLsizei height) {
  g_shadow.scissor_known = true;
  g_shadow.scissor[0] = x;
  g_shadow.scissor[1] = y;
  g_shadow.scissor[2] = width;
  g_shadow.scissor[3] = height;
  __real_glScissor(x, y, width, height);
}

extern "C" void __wrap_glBlendFunc(GLenum src, GLenum dst) {
  g_shadow.src_rgb = g_shadow.src_alpha = static_cast<GLint>(src);
  g_shadow.dst_rgb = g_shadow.dst_alpha = static_cast<GLint>(dst);
  __real_glBlendFunc(src, dst);
}

extern "C" void __wrap_glBlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha, GLenum dst_alpha) {
  g_shadow.src_rgb = static_cast<GLint>(src_rgb);
  g_shadow.dst_rgb = static_cast<GLint>(dst_rgb);
  g_shadow.src_alpha = static_cast<GLint>(src_alpha);
  g_shadow.dst_alpha = static_cast<GLint>(dst_alpha);
  __real_glBlendFuncSeparate(src_rgb, dst_rgb, src_alpha, dst_alpha);
}

extern "C" void __wrap_glBlendEquation(GLenum mode) {
  g_shadow.equation_rgb = g_shadow.equation_alpha = static_cast<GLint>(mode);
  __real_glBlendEquation(mode);
}

extern "C" void __wrap_glBlendEquationSeparate(GLenum mode_rgb, GLenum mode_alpha) {
  g_shadow.equation_rgb = static_cast<GLint>(mode_rgb);
  g_shadow.equation_alpha = static_cast<GLint>(mode_alpha);
  __real_glBlendEquationSeparate(mode_rgb, mode_alpha);
}

extern "C" void __wrap_glGetIntegerv(GLenum name, GLint* data) {
  switch (name) {
    case GL_BLEND_SRC_RGB:
      *data = g_shadow.src_rgb;
      return;
    case GL_BLEND_DST_RGB:
      *data = g_shadow.dst_rgb;
      return;
    case GL_BLEND_SRC_ALPHA:
      *data = g_shadow.src_alpha;
      return;
    case GL_BLEND_DST_ALPHA:
      *data = g_shadow.dst_alpha;
      return;
    case GL_BLEND_EQUATION_RGB:
      *data = g_shadow.equation_rgb;
      return;
    case GL_BLEND_EQUATION_ALPHA:
      *data = g_shadow.equation_alpha;
      return;
    case GL_SCISSOR_BOX:
      if (g_shadow.scissor_known) {
        for (int i = 0; i < 4; ++i) data[i] = g_shadow.scissor[i];
        return;
      }
      break;
    default:
      break;
  }
  __real_glGetIntegerv(name, data);
}

void sudoku::platform::reset_gl_state_shadow(int canvas_width, int canvas_height) {
  g_shadow = Shadow{};
  __wrap_glScissor(0, 0, canvas_width, canvas_height);
}
