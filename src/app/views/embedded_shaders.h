// embedded_shaders.h - GLSL sources from shaders/, embedded at build time by
// cmake/Embed.cmake (each array is NUL-terminated; _size excludes the NUL).
#pragma once

#include <cstddef>

extern const unsigned char kShader_background_vert[];
extern const std::size_t kShader_background_vert_size;
extern const unsigned char kShader_background_frag[];
extern const std::size_t kShader_background_frag_size;
extern const unsigned char kUiFont[];
extern const std::size_t kUiFont_size;
extern const unsigned char kShader_board_effects_vert[];
extern const std::size_t kShader_board_effects_vert_size;
extern const unsigned char kShader_board_effects_frag[];
extern const std::size_t kShader_board_effects_frag_size;
