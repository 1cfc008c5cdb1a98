#include "app/model/share_link.h"

#include "core/format.h"

namespace sudoku::app {

namespace {

constexpr char kBase64Url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int base64url_value(char ch) {
  if (ch >= 'A' && ch <= 'Z') return ch - 'A';
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 26;
  if (ch >= '0' && ch <= '9') return ch - '0' + 52;
  if (ch == '-') return 62;
  if (ch == '_') return 63;
  return -1;
}

std::string shown(char ch) {
  if (ch >= 0x20 && ch < 0x7f) return std::string("'") + ch + "'";
  return "a non-printing character";
}

/// Reads 81 grid characters; returns "" or the error.
std::string read_grid(std::string_view text, const char* what, Grid& out) {
  if (text.size() != kCells) {
    return std::string("link: ") + what + " has " + std::to_string(text.size()) +
           " cells, expected 81";
  }
  for (std::size_t c = 0; c < kCells; ++c) {
    const char ch = text[c];
    if (ch >= '1' && ch <= '9') {
      out.cells[c] = static_cast<std::uint8_t>(ch - '0');
    } else if (ch == '.' || ch == '0') {
      out.cells[c] = 0;
    } else {
      return std::string("link: character ") + std::to_string(c + 1) + " of " + what + " (" +
             cell_name(static_cast<int>(c)) + ") is " + shown(ch) + ", expected 1-9, or 0 or '.' for a blank";
    }
  }
  return {};
}

}  // namespace

std::string encode_share_fragment(const SharedGame& game) {
  // '0' for blanks: chat apps and markdown drop trailing dots from links.
  std::string out = "#" + to_line(game.givens, '0');
  if (!game.values) return out;
  out += "-" + to_line(*game.values, '0');
  bool any_colour = false;
  if (game.colours) {
    for (std::uint8_t c : *game.colours) any_colour = any_colour || (c != 0 && c <= 9);
  }
  bool any = false;
  if (game.marks) {
    for (Mask m : *game.marks) any = any || (m & kAllDigits) != 0;
  }
  if (!any && !any_colour) return out;
  out += '-';
  const std::array<Mask, kCells> no_marks{};
  const std::array<Mask, kCells>& marks = game.marks ? *game.marks : no_marks;
  unsigned acc = 0;
  int nbits = 0;
  for (Mask m : marks) {
    for (int d = 0; d < 9; ++d) {
      acc = (acc << 1) | ((m >> d) & 1u);
      if (++nbits == 6) {
        out += kBase64Url[acc];
        acc = 0;
        nbits = 0;
      }
    }
  }
  out += kBase64Url[acc << (6 - nbits)];  // 729 = 121*6 + 3: three bits left
  if (!any_colour) return out;
  out += '-';
  for (std::uint8_t c : *game.colours) out += static_cast<char>('0' + (c <= 9 ? c : 0));
  return out;
}

SharedGameResult decode_share_fragment(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  if (text.empty()) return {std::nullopt, "link: no puzzle after '#'"};
  SharedGame game;
  const std::size_t dash1 = text.find('-');
  std::string error = read_grid(text.substr(0, dash1), "the puzzle", game.givens);
  if (!error.empty()) return {std::nullopt, error};
  if (dash1 == std::string_view::npos) return {game, {}};

  text.remove_prefix(dash1 + 1);
  const std::size_t dash2 = text.find('-');
  Grid values;
  error = read_grid(text.substr(0, dash2), "the progress", values);
  if (!error.empty()) return {std::nullopt, error};
  for (std::size_t c = 0; c < kCells; ++c) {
    const int g = game.givens.cells[c];
    if (g != 0 && values.cells[c] != g) {
      return {std::nullopt, "link: " + cell_name(static_cast<int>(c)) + " is a given " +
                                std::to_string(g) + " but the progress shows " +
                                (values.cells[c] ? std::to_string(values.cells[c]) : "a blank")};
    }
  }
  game.values = values;
  if (dash2 == std::string_view::npos) return {game, {}};

  text.remove_prefix(dash2 + 1);
  // The marks have a fixed length (and may contain '-'); colours may follow.
  std::string_view colour_text;
  if (text.size() > kShareMarkChars && text[kShareMarkChars] == '-') {
    colour_text = text.substr(kShareMarkChars + 1);
    text = text.substr(0, kShareMarkChars);
  }
  if (text.size() != kShareMarkChars) {
    return {std::nullopt, "link: the pencil marks have " + std::to_string(text.size()) +
                              " characters, expected 122"};
  }
  std::array<Mask, kCells> marks{};
  std::size_t bit = 0;  // 0..728 over cells x digits
  for (std::size_t i = 0; i < kShareMarkChars; ++i) {
    const int v = base64url_value(text[i]);
    if (v < 0) {
      return {std::nullopt, "link: character " + std::to_string(i + 1) + " of the pencil marks is " +
                                shown(text[i]) + ", not base64url"};
    }
    for (int b = 5; b >= 0; --b, ++bit) {
      const bool set = ((v >> b) & 1) != 0;
      if (bit >= static_cast<std::size_t>(kCells) * 9) {
        if (set) return {std::nullopt, "link: the pencil marks end with stray bits"};
        continue;
      }
      if (set) marks[bit / 9] = static_cast<Mask>(marks[bit / 9] | (1u << (bit % 9)));
    }
  }
  game.marks = marks;
  if (colour_text.empty()) return {game, {}};
  if (colour_text.size() != kCells) {
    return {std::nullopt, "link: the colours have " + std::to_string(colour_text.size()) +
                              " cells, expected 81"};
  }
  std::array<std::uint8_t, kCells> colours{};
  for (std::size_t c = 0; c < kCells; ++c) {
    const char ch = colour_text[c];
    if (ch < '0' || ch > '9') {
      return {std::nullopt, "link: character " + std::to_string(c + 1) + " of the colours (" +
                                cell_name(static_cast<int>(c)) + ") is " + shown(ch) + ", expected 0-9"};
    }
    colours[c] = static_cast<std::uint8_t>(ch - '0');
  }
  game.colours = colours;
  return {game, {}};
}

}  // namespace sudoku::app
