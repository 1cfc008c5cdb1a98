// cmd_scan.cpp - `sudoku scan`: read a puzzle from each photo or screenshot.
//
// Prints one 81-character line of givens per picture ('.' for a blank and
// for a digit written by hand), in the order given; with --player, a space
// and 81 characters more: the player's handwritten digits ('.' elsewhere).
// Decodes JPEG and PNG (stb_image, Debian's libstb; a transparent picture is
// read as on white paper, a JPEG turned as its EXIF orientation says, by
// libexif, as viewers show it); the reading itself is the vision layer's
// (vision/reader.h). Exit code 0 when every picture was read, 1 when no grid
// was found in some picture, 2 for a file that cannot be read or decoded and
// for bad usage. A reading whose givens do not have exactly one solution is
// still printed, with a note on standard error.
//
// --debug DIR writes DIR/<picture name>.png per found grid: the straightened
// grid with each mark boxed and the digit read in each cell's corner (green a
// given, magenta the player's, red where doubtful), and DIR/<picture name>.txt:
// each inked cell's box, ink, reading and the classifier's classes.
#include <libexif/exif-data.h>
#include <stb_image.h>
#include <stb_image_write.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "vision/debug_image.h"
#include "vision/locate.h"
#include "vision/reader.h"

namespace sudoku::cli {

namespace {

// A file larger than this is not read (no photo of a page comes near it).
constexpr std::uintmax_t kMaxFileBytes = 256u << 20;
// Pictures of more pixels than this are refused before decoding: decoding
// needs a few bytes a pixel, so this bounds the memory used.
constexpr long long kMaxPixels = 120'000'000;

// Below this width in pixels a grid's digits are too small to read surely
// (clean screenshots read right down to 162 pixels, with some misread below).
constexpr int kSmallGrid = 160;

struct ScanOptions {
  std::vector<std::string> images;
  std::string debug_dir;
  bool player = false;
};

// A JPEG ends with its end-of-image marker (FF D9) and a PNG with its IEND
// chunk, possibly followed by a little padding: without it the file was cut
// short (a partial download), which the decoder may not notice.
bool looks_cut_short(const std::vector<unsigned char>& bytes) {
  auto ends_with_mark = [&](std::initializer_list<unsigned char> mark, std::size_t window) {
    const std::size_t from = bytes.size() > window ? bytes.size() - window : 0;
    return std::search(bytes.begin() + static_cast<long>(from), bytes.end(), mark.begin(), mark.end()) != bytes.end();
  };
  const bool jpeg = bytes.size() >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
  const bool png = bytes.size() >= 8 && bytes[0] == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G';
  if (jpeg) return !ends_with_mark({0xFF, 0xD9}, 4096);
  if (png) return !ends_with_mark({'I', 'E', 'N', 'D'}, 64);
  return false;
}

// The EXIF Orientation tag of a JPEG (1 to 8): how to turn or flip the
// stored pixels to show the picture as taken (phones store a photo taken
// upright on its side and tag it 6 or 8). 1, as is, when there is none.
int exif_orientation(const std::vector<unsigned char>& bytes) {
  if (bytes.size() < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 1;
  const std::unique_ptr<ExifData, void (*)(ExifData*)> exif(
      exif_data_new_from_data(bytes.data(), static_cast<unsigned>(bytes.size())), exif_data_unref);
  if (!exif) return 1;
  const ExifEntry* entry = exif_content_get_entry(exif->ifd[EXIF_IFD_0], EXIF_TAG_ORIENTATION);
  if (entry == nullptr || entry->format != EXIF_FORMAT_SHORT || entry->components < 1 || entry->size < 2) return 1;
  const int value = exif_get_short(entry->data, exif_data_get_byte_order(exif.get()));
  return value >= 1 && value <= 8 ? value : 1;
}

// The `w` x `h` grey pixels of `stored` turned or flipped as EXIF
// orientation `tag` (2 to 8) says, to be seen as taken.
vision::Image upright(const std::uint8_t* stored, int w, int h, int tag) {
  const bool sideways = tag >= 5;
  vision::Image out(sideways ? h : w, sideways ? w : h);
  for (int y = 0; y < out.height; ++y) {
    for (int x = 0; x < out.width; ++x) {
      int sx = x, sy = y;
      switch (tag) {
        case 2:  // mirrored
          sx = w - 1 - x;
          break;
        case 3:  // half a turn
          sx = w - 1 - x, sy = h - 1 - y;
          break;
        case 4:  // mirrored upside down
          sy = h - 1 - y;
          break;
        case 5:  // mirrored, on its side
          sx = y, sy = x;
          break;
        case 6:  // shown turned a quarter clockwise
          sx = y, sy = h - 1 - x;
          break;
        case 7:  // mirrored, on its other side
          sx = w - 1 - y, sy = h - 1 - x;
          break;
        default:  // 8: shown turned a quarter counter-clockwise
          sx = w - 1 - y, sy = x;
          break;
      }
      out.at(x, y) = stored[static_cast<std::size_t>(sy) * static_cast<std::size_t>(w) + sx];
    }
  }
  return out;
}

struct Decoded {
  vision::Image picture;  // shrunk to vision::kWorkingSide
  std::string error;      // when the picture could not be had
};

Decoded decode(const std::string& path) {
  Decoded out;
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) {
    out.error = "cannot read the file (" + ec.message() + ")";
    return out;
  }
  if (size > kMaxFileBytes) {
    out.error = "the file is too large (" + std::to_string(size >> 20) + " MB; at most 256 MB)";
    return out;
  }
  std::ifstream in(path, std::ios::binary);
  std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) {
    out.error = "cannot read the file";
    return out;
  }
  if (bytes.empty()) {
    out.error = "the file is empty, not a JPEG or PNG picture";
    return out;
  }
  if (looks_cut_short(bytes)) {
    out.error = "the picture is cut short (its end is missing): it cannot be read";
    return out;
  }
  const int length = static_cast<int>(bytes.size());
  const int orientation = exif_orientation(bytes);
  int w = 0, h = 0, channels = 0;
  if (stbi_info_from_memory(bytes.data(), length, &w, &h, &channels) == 0) {
    // A PNG whose header stb_image refuses (a size past its 2^30 bytes) is
    // still a PNG: its header's size says why.
    static constexpr unsigned char kPng[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (bytes.size() >= 24 && std::equal(kPng, kPng + 8, bytes.begin())) {
      const auto be32 = [&](std::size_t at) {
        return (static_cast<long long>(bytes[at]) << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
      };
      const long long pw = be32(16), ph = be32(20);
      out.error = pw * ph > kMaxPixels ? "the picture is too large to read (" + std::to_string(pw) + " x " +
                                             std::to_string(ph) + " pixels; at most 120 megapixels)"
                                       : std::string("a PNG picture whose header is damaged: it cannot be read");
      return out;
    }
    out.error = "not a JPEG or PNG picture (" + std::string(stbi_failure_reason()) + ")";
    return out;
  }
  if (static_cast<long long>(w) * h > kMaxPixels) {
    out.error = "the picture is too large to read (" + std::to_string(w) + " x " + std::to_string(h) +
                " pixels; at most 120 megapixels)";
    return out;
  }
  // Decoded straight to grey (with its alpha, if it has one), then shrunk
  // before anything else is made.
  const bool alpha = channels == 2 || channels == 4;
  std::unique_ptr<stbi_uc, void (*)(void*)> grey(
      stbi_load_from_memory(bytes.data(), length, &w, &h, &channels, alpha ? 2 : 1), stbi_image_free);
  bytes.clear();
  bytes.shrink_to_fit();
  if (!grey) {
    out.error = "the picture cannot be decoded (" + std::string(stbi_failure_reason()) + "; is the file cut short?)";
    return out;
  }
  if (alpha) {
    // A transparent picture reads as on white paper, as the app shows it
    // (the colour under a transparent pixel is often black).
    const vision::Image on_white = vision::to_gray(grey.get(), w, h, 2);
    grey.reset();
    out.picture = vision::shrink_to(on_white, vision::kWorkingSide);
    return out;
  }
  if (orientation != 1) {
    // Turned before it is shrunk, as a browser does (the shrink's blocks then
    // fall on the pixels they fall on in the app).
    const vision::Image turned = upright(grey.get(), w, h, orientation);
    grey.reset();
    out.picture = vision::shrink_to(turned, vision::kWorkingSide);
    return out;
  }
  out.picture = vision::shrink_to(grey.get(), w, h, vision::kWorkingSide);
  return out;
}

void write_debug(const std::string& dir, const std::string& path, const vision::Reading& reading, CommandContext& ctx) {
  const std::vector<std::uint8_t> rgb = vision::debug_image(reading);
  if (rgb.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::string out = (std::filesystem::path(dir) / std::filesystem::path(path).stem()).string() + ".png";
  const int side = reading.rectified.width;
  if (ec || stbi_write_png(out.c_str(), side, side, 3, rgb.data(), side * 3) == 0) {
    ctx.err << "sudoku scan: cannot write " << out << "\n";
    ctx.fail(kExitUsage);
    return;
  }
  const std::string text_path = (std::filesystem::path(dir) / std::filesystem::path(path).stem()).string() + ".txt";
  std::ofstream text(text_path, std::ios::binary);
  text << vision::debug_text(reading);
  if (!text.flush()) {
    ctx.err << "sudoku scan: cannot write " << text_path << "\n";
    ctx.fail(kExitUsage);
  }
}

void run_scan(const ScanOptions& o, CommandContext& ctx) {
  for (const std::string& path : o.images) {
    const Decoded decoded = decode(path);
    if (!decoded.error.empty()) {
      ctx.err << path << ": " << decoded.error << "\n";
      ctx.fail(kExitUsage);
      continue;
    }
    const vision::Reading reading = vision::read_puzzle(decoded.picture);
    if (!reading.found) {
      ctx.err << path << ": " << reading.why_not << "\n";
      ctx.fail(kExitPuzzle);
      continue;
    }
    std::string line(81, '.');
    std::string players(81, '.');
    int doubtful = 0;
    for (int c = 0; c < 81; ++c) {
      const int digit = reading.choice.grid.cells[c];
      if (digit != 0) line[c] = static_cast<char>('0' + digit);
      if (reading.player.cells[c] != 0) players[c] = static_cast<char>('0' + reading.player.cells[c]);
      doubtful += reading.doubtful[c] ? 1 : 0;
    }
    ctx.out << line;
    if (o.player) ctx.out << ' ' << players;
    ctx.out << "\n";
    if (reading.choice.solutions != 1) {
      ctx.err << path << ": the reading "
              << (reading.choice.solutions == 0 ? "has no solution" : "has several solutions") << "; " << doubtful
              << " cell(s) were doubtful: check them against the picture\n";
      const auto& q = reading.outline;
      const double across =
          (std::hypot(q[1].x - q[0].x, q[1].y - q[0].y) + std::hypot(q[2].x - q[3].x, q[2].y - q[3].y)) / 2;
      if (across < kSmallGrid) {
        ctx.err << path << ": the grid is only " << static_cast<int>(across)
                << " pixels across; its digits are hard to read below about " << kSmallGrid
                << ": a closer or larger picture reads better\n";
      }
    }
    if (!o.debug_dir.empty()) write_debug(o.debug_dir, path, reading, ctx);
  }
}

}  // namespace

void add_scan_command(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<ScanOptions>();
  CLI::App* sub = app.add_subcommand("scan", "Read a puzzle from each photo or screenshot (JPEG or PNG)");
  sub->add_option("IMAGE", opts->images, "Pictures to read")->required();
  sub->add_option("--debug", opts->debug_dir,
                  "Write each straightened grid, its cells marked, and what was read in each cell, to DIR")
      ->option_text("DIR");
  sub->add_flag("--player", opts->player,
                "After the givens, a space and the player's handwritten digits (81 characters, '.' elsewhere)");
  sub->callback([opts, &ctx] { run_scan(*opts, ctx); });
}

}  // namespace sudoku::cli
