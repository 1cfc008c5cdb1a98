#include "app/views/gl_program.h"

#include <vector>

#include "app/model/host.h"

namespace sudoku::views {

namespace {
std::string info_log(GLuint object, bool is_program) {
  GLint length = 0;
  if (is_program) {
    glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
  } else {
    glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  }
  if (length <= 1) return "(no log)";
  std::vector<char> log(static_cast<std::size_t>(length));
  if (is_program) {
    glGetProgramInfoLog(object, length, nullptr, log.data());
  } else {
    glGetShaderInfoLog(object, length, nullptr, log.data());
  }
  return std::string(log.data());
}
}  // namespace

GLuint compile_shader(app::Host& host, const char* name, GLenum stage, const char* source) {
  const GLuint shader = glCreateShader(stage);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    host.log(app::Host::LogLevel::kError, std::string("shader '") + name + "' (" +
                                              (stage == GL_VERTEX_SHADER ? "vertex" : "fragment") +
                                              ") failed to compile: " + info_log(shader, false));
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

GLuint build_program(app::Host& host, const char* name, const char* vertex_source, const char* fragment_source) {
  const GLuint vs = compile_shader(host, name, GL_VERTEX_SHADER, vertex_source);
  const GLuint fs = compile_shader(host, name, GL_FRAGMENT_SHADER, fragment_source);
  if (vs == 0 || fs == 0) {
    if (vs != 0) glDeleteShader(vs);
    if (fs != 0) glDeleteShader(fs);
    return 0;
  }
  const GLuint program = glCreateProgram();
  glAttachShader(program, vs);
  glAttachShader(program, fs);
  glLinkProgram(program);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    host.log(app::Host::LogLevel::kError,
             std::string("shader program '") + name + "' failed to link: " + info_log(program, true));
    glDeleteProgram(program);
    return 0;
  }
  return program;
}

}  // namespace sudoku::views
