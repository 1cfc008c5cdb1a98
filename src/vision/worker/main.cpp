// main.cpp - the photo reader's worker: the vision layer in a WebAssembly
// module of its own, which a Web Worker loads the first time a player reads
// a photo. The page decodes the picture (the browser's decoders, shrunk
// first) and posts its pixels; worker.pre.js is the message loop around
// these functions.
#include <cstddef>
#include <cstdint>
#include <string>

#include "vision/image.h"
#include "vision/locate.h"
#include "vision/reader.h"

namespace {

std::string g_result;               // the last answer, read before the next request
sudoku::vision::Image g_rectified;  // the last reading's straightened grid

void json_string(std::string& out, const std::string& text) {
  out += '"';
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (static_cast<unsigned char>(ch) >= 0x20) out += ch;
  }
  out += '"';
}

void json_outline(std::string& out, const sudoku::vision::Quad& quad) {
  out += "\"outline\":[";
  for (std::size_t i = 0; i < quad.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(static_cast<int>(quad[i].x + 0.5)) + ',' + std::to_string(static_cast<int>(quad[i].y + 0.5));
  }
  out += ']';
}

}  // namespace

extern "C" {

/// Reads the picture of `width` x `height` pixels with `channels` bytes each
/// (1 grey, 3 RGB, 4 RGBA) at `pixels`. With `locate_only` it only finds the
/// grid (a camera's preview). Answers JSON, valid until the next call:
/// {"found":false,"why":"..."} or {"found":true,"outline":[x0,y0,..x3,y3]}
/// and, for a reading, "line" (the givens: 81 characters, . for blank and
/// for a handwritten digit), "player" (the player's handwritten digits: 81
/// characters, . elsewhere), "doubtful" (81 of 0 or 1), "solutions" (of
/// the givens: 0, 1, or 2 meaning more) and "side" (the
/// straightened grid's side; its pixels at sudoku_vision_rectified()).
const char* sudoku_vision_read(const std::uint8_t* pixels, int width, int height, int channels, int locate_only) {
  using namespace sudoku::vision;
  g_result = "{\"found\":";
  const Image picture = to_gray(pixels, width, height, channels);
  if (picture.empty()) {
    g_result += "false,\"why\":\"the picture has no pixels\"}";
    return g_result.c_str();
  }
  if (locate_only != 0) {
    const Located located = locate_grid(picture);
    if (located.found) {
      g_result += "true,";
      json_outline(g_result, located.outline);
    } else {
      g_result += "false,\"why\":";
      json_string(g_result, located.why_not);
    }
    g_result += '}';
    return g_result.c_str();
  }
  Reading reading = read_puzzle(picture);
  if (!reading.found) {
    g_result += "false,\"why\":";
    json_string(g_result, reading.why_not);
    g_result += '}';
    return g_result.c_str();
  }
  g_result += "true,";
  json_outline(g_result, reading.outline);
  std::string line(81, '.');
  std::string player(81, '.');
  std::string doubtful(81, '0');
  for (int c = 0; c < 81; ++c) {
    const int d = reading.choice.grid.cells[static_cast<std::size_t>(c)];
    if (d != 0) line[static_cast<std::size_t>(c)] = static_cast<char>('0' + d);
    const int p = reading.player.cells[static_cast<std::size_t>(c)];
    if (p != 0) player[static_cast<std::size_t>(c)] = static_cast<char>('0' + p);
    if (reading.doubtful[static_cast<std::size_t>(c)]) doubtful[static_cast<std::size_t>(c)] = '1';
  }
  g_result += ",\"line\":\"" + line + "\",\"player\":\"" + player + "\",\"doubtful\":\"" + doubtful +
              "\",\"solutions\":" + std::to_string(reading.choice.solutions) +
              ",\"side\":" + std::to_string(reading.rectified.width) + '}';
  g_rectified = std::move(reading.rectified);
  return g_result.c_str();
}

/// The size in bytes of the answer sudoku_vision_read returned.
std::size_t sudoku_vision_result_size() { return g_result.size(); }

/// The last reading's straightened grid: side x side grey pixels.
const std::uint8_t* sudoku_vision_rectified() { return g_rectified.pixels.data(); }

}  // extern "C"
