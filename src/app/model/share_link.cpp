#include "app/model/share_link.h"

#include "app/model/ui_text.h"
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
  return ui_text(Ui::kErrNonPrinting);
}

/// Reads 81 grid characters; returns "" or the error.
std::string read_grid(std::string_view text, const char* what, Grid& out) {
  if (text.size() != kCells) {
    return ui_format(ui_text(Ui::kErrLinkCells), {{"what", what}, {"n", static_cast<int>(text.size())}});
  }
  for (std::size_t c = 0; c < kCells; ++c) {
    const char ch = text[c];
    if (ch >= '1' && ch <= '9') {
      out.cells[c] = static_cast<std::uint8_t>(ch - '0');
    } else if (ch == '.' || ch == '0') {
      out.cells[c] = 0;
    } else {
      return ui_format(ui_text(Ui::kErrLinkGridCharacter), {{"n", static_cast<int>(c + 1)},
                                                            {"what", what},
                                                            {"cell", cell_name(static_cast<int>(c))},
                                                            {"character", shown(ch)}});
    }
  }
  return {};
}

/// 729 mark bits as 122 base64url characters (format in share_link.h).
std::string encode_marks(const std::array<Mask, kCells>& marks) {
  std::string out;
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
  return out;
}

/// Reads 122 base64url characters of marks; returns "" or the error.
std::string decode_marks(std::string_view text, const char* what, std::array<Mask, kCells>& marks) {
  if (text.size() != kShareMarkChars) {
    return ui_format(ui_text(Ui::kErrLinkMarksLength), {{"what", what}, {"n", static_cast<int>(text.size())}});
  }
  marks = {};
  std::size_t bit = 0;  // 0..728 over cells x digits
  for (std::size_t i = 0; i < kShareMarkChars; ++i) {
    const int v = base64url_value(text[i]);
    if (v < 0)
      return ui_format(ui_text(Ui::kErrLinkBase64),
                       {{"n", static_cast<int>(i + 1)}, {"what", what}, {"character", shown(text[i])}});
    for (int b = 5; b >= 0; --b, ++bit) {
      const bool set = ((v >> b) & 1) != 0;
      if (bit >= static_cast<std::size_t>(kCells) * 9) {
        if (set) return ui_format(ui_text(Ui::kErrLinkStrayBits), {{"what", what}});
        continue;
      }
      if (set) marks[bit / 9] = static_cast<Mask>(marks[bit / 9] | (1u << (bit % 9)));
    }
  }
  return {};
}

bool any_mark(const std::optional<std::array<Mask, kCells>>& marks) {
  if (!marks) return false;
  for (Mask m : *marks) {
    if ((m & kAllDigits) != 0) return true;
  }
  return false;
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
  const bool any = any_mark(game.marks);
  const bool level = game.level && *game.level >= 0 && *game.level <= 4;
  const bool notes = any_mark(game.corner) || any_mark(game.centre) || level;
  if (!any && !any_colour && !notes) return out;
  const std::array<Mask, kCells> none{};
  out += "-" + encode_marks(game.marks ? *game.marks : none);
  if (!any_colour && !notes) return out;
  out += '-';
  for (std::size_t c = 0; c < kCells; ++c) {
    const std::uint8_t colour = game.colours ? (*game.colours)[c] : 0;
    out += static_cast<char>('0' + (colour <= 9 ? colour : 0));
  }
  if (!notes) return out;
  out += "-" + encode_marks(game.corner ? *game.corner : none);
  out += "-" + encode_marks(game.centre ? *game.centre : none);
  if (level) out += "-L" + std::to_string(*game.level);
  return out;
}

SharedGameResult decode_share_fragment(std::string_view text) {
  if (!text.empty() && text.front() == '#') text.remove_prefix(1);
  if (text.empty()) return {std::nullopt, ui_text(Ui::kErrLinkEmpty)};
  SharedGame game;
  const std::size_t dash1 = text.find('-');
  std::string error = read_grid(text.substr(0, dash1), ui_text(Ui::kLinkPartPuzzle), game.givens);
  if (!error.empty()) return {std::nullopt, error};
  if (dash1 == std::string_view::npos) return {game, {}};

  text.remove_prefix(dash1 + 1);
  const std::size_t dash2 = text.find('-');
  Grid values;
  error = read_grid(text.substr(0, dash2), ui_text(Ui::kLinkPartProgress), values);
  if (!error.empty()) return {std::nullopt, error};
  for (std::size_t c = 0; c < kCells; ++c) {
    const int g = game.givens.cells[c];
    if (g != 0 && values.cells[c] != g) {
      return {std::nullopt,
              ui_format(ui_text(Ui::kErrLinkGivenChanged),
                        {{"cell", cell_name(static_cast<int>(c))},
                         {"given", g},
                         {"shown", values.cells[c] ? std::to_string(values.cells[c]) : ui_text(Ui::kErrLinkBlank)}})};
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
  std::array<Mask, kCells> marks{};
  error = decode_marks(text, ui_text(Ui::kLinkPartMarks), marks);
  if (!error.empty()) return {std::nullopt, error};
  game.marks = marks;
  if (colour_text.empty()) return {game, {}};
  // The notes (two parts of fixed length) and the level may follow the colours.
  std::string_view notes_text;
  if (colour_text.size() > kCells && colour_text[kCells] == '-') {
    notes_text = colour_text.substr(kCells + 1);
    colour_text = colour_text.substr(0, kCells);
  }
  if (colour_text.size() != kCells) {
    return {std::nullopt, ui_format(ui_text(Ui::kErrLinkColoursLength), {{"n", static_cast<int>(colour_text.size())}})};
  }
  std::array<std::uint8_t, kCells> colours{};
  for (std::size_t c = 0; c < kCells; ++c) {
    const char ch = colour_text[c];
    if (ch < '0' || ch > '9') {
      return {std::nullopt, ui_format(ui_text(Ui::kErrLinkColourCharacter), {{"n", static_cast<int>(c + 1)},
                                                                             {"cell", cell_name(static_cast<int>(c))},
                                                                             {"character", shown(ch)}})};
    }
    colours[c] = static_cast<std::uint8_t>(ch - '0');
  }
  game.colours = colours;
  if (notes_text.empty()) return {game, {}};
  std::array<Mask, kCells> corner{};
  std::array<Mask, kCells> centre{};
  error = decode_marks(notes_text.substr(0, kShareMarkChars), ui_text(Ui::kLinkPartCorner), corner);
  if (!error.empty()) return {std::nullopt, error};
  notes_text.remove_prefix(kShareMarkChars);
  if (notes_text.empty() || notes_text.front() != '-') return {std::nullopt, ui_text(Ui::kErrLinkNoCentre)};
  notes_text.remove_prefix(1);
  error = decode_marks(notes_text.substr(0, kShareMarkChars), ui_text(Ui::kLinkPartCentre), centre);
  if (!error.empty()) return {std::nullopt, error};
  notes_text.remove_prefix(kShareMarkChars);
  game.corner = corner;
  game.centre = centre;
  if (notes_text.empty()) return {game, {}};
  if (notes_text.size() != 3 || notes_text[0] != '-' || notes_text[1] != 'L' || notes_text[2] < '0' ||
      notes_text[2] > '4') {
    return {std::nullopt, ui_format(ui_text(Ui::kErrLinkEnd), {{"end", notes_text.substr(0, 12)}})};
  }
  game.level = notes_text[2] - '0';
  return {game, {}};
}

}  // namespace sudoku::app
