// session_commands.cpp - see session_commands.h.
//
// [SECTION] index: argument helpers; the command table; run_command;
// state_fingerprint.
#include "app/model/session_commands.h"

#include <array>
#include <charconv>
#include <cstdlib>

#include "app/model/ui_text.h"

namespace sudoku::app {

namespace {

// [SECTION] argument helpers ------------------------------------------------------

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

/// The integer `s` in lo..hi, or a refusal naming the command and the range.
bool integer(std::string_view name, std::string_view s, long lo, long hi, long& out, std::string& error) {
  s = trim(s);
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || out < lo || out > hi) {
    error = "command '" + std::string(name) + "': '" + std::string(s) + "' is not a number " + std::to_string(lo) +
            ".." + std::to_string(hi);
    return false;
  }
  return true;
}

bool one_of(std::string_view name, std::string_view s, std::initializer_list<std::string_view> words, int& out,
            std::string& error) {
  s = trim(s);
  int i = 0;
  for (std::string_view w : words) {
    if (s == w) {
      out = i;
      return true;
    }
    ++i;
  }
  error = "command '" + std::string(name) + "': '" + std::string(s) + "' is not one of";
  for (std::string_view w : words) error += " " + std::string(w);
  return false;
}

std::string set_setting(Session& s, std::string_view argument) {
  const std::size_t eq = argument.find('=');
  if (eq == std::string_view::npos)
    return "command 'setting': expected <name>=<value>, got '" + std::string(argument) + "'";
  const std::string_view key = trim(argument.substr(0, eq));
  const std::string_view value = argument.substr(eq + 1);
  if (key == "hint_techniques") return s.set_hint_techniques(trim(value));
  Settings next = s.settings();
  std::string error;
  int choice = 0;
  if (key == "theme") {
    if (!one_of("setting theme", value, {"light", "dark"}, choice, error)) return error;
    next.theme = choice == 1 ? Theme::kDark : Theme::kLight;
  } else {
    const SettingFlag* flag = nullptr;
    for (const SettingFlag& f : kSettingFlags) {
      if (f.name == key) flag = &f;
    }
    if (flag == nullptr) return "command 'setting': unknown setting '" + std::string(key) + "'";
    if (!one_of("setting " + std::string(key), value, {"false", "true"}, choice, error)) return error;
    next.*(flag->member) = choice == 1;
  }
  s.set_settings(next);
  return {};
}

// [SECTION] the command table -------------------------------------------------------

/// How a command reads its argument (plain function pointers, no
/// std::function: the table is small code in the WebAssembly download).
enum class Arg : std::uint8_t {
  kNone,     ///< ignored
  kInteger,  ///< an integer in lo..hi, passed as `value`
  kWord,     ///< one of `words`, its index passed as `value`
  kText,     ///< any text, passed as `text`
  kCustom,   ///< `custom` reads it and answers
};

/// A table's names as a command's words (`words` below).
template <std::size_t N>
constexpr std::array<std::string_view, 5> words_of(const char* const (&names)[N]) {
  static_assert(N <= 5);
  std::array<std::string_view, 5> words{};
  for (std::size_t i = 0; i < N; ++i) words[i] = names[i];
  return words;
}

struct Command {
  std::string_view name;
  Arg arg;
  void (*run)(Session& s, long value, std::string_view text);
  long lo = 0;
  long hi = 0;
  std::array<std::string_view, 5> words{};
  std::string (*custom)(Session& s, std::string_view name, std::string_view arg) = nullptr;
};

std::string move(Session& s, std::string_view name, std::string_view arg) {
  // "<rows> <cols> [extend]"
  arg = trim(arg);
  const std::size_t a = arg.find(' ');
  const std::string_view rows = arg.substr(0, a);
  const std::string_view rest = a == std::string_view::npos ? std::string_view() : trim(arg.substr(a + 1));
  const std::size_t b = rest.find(' ');
  const std::string_view cols = rest.substr(0, b);
  const std::string_view extend = b == std::string_view::npos ? std::string_view() : trim(rest.substr(b + 1));
  long r = 0;
  long c = 0;
  std::string error;
  if (!integer(name, rows, -8, 8, r, error) || !integer(name, cols, -8, 8, c, error)) return error;
  if (!extend.empty() && extend != "extend") return "command 'move': '" + std::string(extend) + "' is not 'extend'";
  s.move_cursor(static_cast<int>(r), static_cast<int>(c), !extend.empty());
  return {};
}

void set_mode(Session& s, long m, std::string_view) { s.set_input_mode(kInputModes[m]); }

std::string new_game(Session& s, std::string_view name, std::string_view arg) {
  int level = 0;
  std::string error;
  if (!one_of(name, arg, {"easy", "medium", "hard", "expert", "extreme"}, level, error)) {
    long n = 0;
    if (!integer(name, arg, 0, kLevelCount - 1, n, error)) {
      return "command 'new_game': '" + std::string(trim(arg)) + "' is not a level (easy..extreme or 0..4)";
    }
    level = static_cast<int>(n);
  }
  s.new_game(level);
  return {};
}

std::string practise(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  const std::optional<logic::Technique> t = logic::technique_by_key(arg);
  if (t && Session::can_practise(*t)) {
    s.practise(*t);
    return {};
  }
  return "command '" + std::string(name) + "': '" + std::string(arg) +
         "' is not a technique to practise (a key as the hints name it, e.g. x-wing; not a single)";
}

std::string guide_page(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  if (logic::technique_by_key(arg)) {
    s.open_guide_page(arg);
    return {};
  }
  return "command '" + std::string(name) + "': '" + std::string(arg) +
         "' is not a technique (a key as `sudoku techniques` lists it, e.g. x-wing)";
}

std::string solve_speed(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  if (arg == "max") {
    s.solve_set_speed(SolveTimeline::kFastest);
    return {};
  }
  // (std::from_chars for double is missing from Emscripten's libc++.)
  const std::string text(arg);
  char* end = nullptr;
  const double v = text.empty() ? 0.0 : std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !(v > 0.0 && v <= 1000.0)) {
    return "command '" + std::string(name) + "': '" + std::string(arg) +
           "' is not a speed (events per second, 0..1000, or max)";
  }
  s.solve_set_speed(v);
  return {};
}

/// "photo <81 of 1-9 or .> [<81 of 0 or 1>]": a reading of the photo reader
/// (the puzzle, then which cells are doubtful).
std::string photo(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  const std::size_t space = arg.find(' ');
  const std::string_view digits = arg.substr(0, space);
  const std::string_view marks = space == std::string_view::npos ? std::string_view() : trim(arg.substr(space + 1));
  Grid givens;
  CellSet doubtful;
  bool ok = digits.size() == kCells && (marks.empty() || marks.size() == kCells);
  for (int c = 0; ok && c < kCells; ++c) {
    const char d = digits[static_cast<std::size_t>(c)];
    const char m = marks.empty() ? '0' : marks[static_cast<std::size_t>(c)];
    ok = (d == '.' || (d >= '1' && d <= '9')) && (m == '0' || m == '1');
    givens.cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d == '.' ? 0 : d - '0');
    doubtful.set(static_cast<std::size_t>(c), m == '1');
  }
  if (!ok) {
    return "command '" + std::string(name) + "': expected 81 of 1-9 or ., then optionally 81 of 0 or 1, got '" +
           std::string(arg) + "'";
  }
  s.open_photo_reading(givens, doubtful);
  return {};
}

/// "player_digits <81 of 1-9 or .>": the digits a photo shows written by
/// hand, entered as the player's own.
std::string player_digits(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  Grid digits;
  bool ok = arg.size() == kCells;
  for (int c = 0; ok && c < kCells; ++c) {
    const char d = arg[static_cast<std::size_t>(c)];
    ok = d == '.' || (d >= '1' && d <= '9');
    digits.cells[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d == '.' ? 0 : d - '0');
  }
  if (!ok) return "command '" + std::string(name) + "': expected 81 of 1-9 or ., got '" + std::string(arg) + "'";
  s.enter_player_digits(digits);
  return {};
}

/// "load_failed <textbox | photo> <why>": that part of the page, loaded on
/// first use, could not be loaded (boot.js, sudokuApp.feature); `why` is in
/// the player's words ("the server answered 404 for photo.js").
std::string load_failed(Session& s, std::string_view name, std::string_view arg) {
  arg = trim(arg);
  const std::size_t space = arg.find(' ');
  const std::string_view part = arg.substr(0, space);
  const std::string_view why = space == std::string_view::npos ? std::string_view() : trim(arg.substr(space + 1));
  if (part != "textbox" && part != "photo") {
    return "command '" + std::string(name) + "': expected textbox or photo, then why, got '" + std::string(arg) + "'";
  }
  if (part == "textbox") {
    s.text_box_failed(ui_format(ui_text(Ui::kMsgTextboxFailed), {{"why", why}}));
  } else {
    s.photo_reader_failed(ui_format(ui_text(Ui::kMsgPhotoReaderFailed), {{"why", why}}));
  }
  return {};
}

constexpr long kLastCell = kCells - 1;

// clang-format off
const Command kCommands[] = {
    {"select", Arg::kInteger, [](Session& s, long c, std::string_view) { s.select(static_cast<int>(c)); }, 0, kLastCell},
    {"toggle_selected", Arg::kInteger,
     [](Session& s, long c, std::string_view) { s.toggle_selected(static_cast<int>(c)); }, 0, kLastCell},
    {"extend_selection", Arg::kInteger,
     [](Session& s, long c, std::string_view) { s.extend_selection(static_cast<int>(c)); }, 0, kLastCell},
    {"move", Arg::kCustom, nullptr, 0, 0, {}, move},
    {"select_all", Arg::kNone, [](Session& s, long, std::string_view) { s.select_all(); }},
    {"clear_selection", Arg::kNone, [](Session& s, long, std::string_view) { s.clear_selection(); }},
    {"digit", Arg::kInteger, [](Session& s, long d, std::string_view) { s.input_digit(static_cast<int>(d)); }, 0, 9},
    {"mark", Arg::kInteger, [](Session& s, long d, std::string_view) { s.toggle_mark(static_cast<int>(d)); }, 1, 9},
    {"clear", Arg::kNone, [](Session& s, long, std::string_view) { s.clear_cells(); }},
    {"undo", Arg::kNone, [](Session& s, long, std::string_view) { s.undo(); }},
    {"redo", Arg::kNone, [](Session& s, long, std::string_view) { s.redo(); }},
    {"fill_candidates", Arg::kNone, [](Session& s, long, std::string_view) { s.fill_candidates(); }},
    {"mode", Arg::kWord, set_mode, 0, 0, words_of(kInputModeNames)},
    {"pause", Arg::kWord, [](Session& s, long on, std::string_view) { s.set_paused(on == 1); }, 0, 0, {"off", "on"}},
    {"entry", Arg::kNone, [](Session& s, long, std::string_view) { s.start_entry(); }},
    {"start", Arg::kNone, [](Session& s, long, std::string_view) { s.finish_entry(); }},
    {"hint", Arg::kNone, [](Session& s, long, std::string_view) { s.request_hint(); }},
    {"hint_button", Arg::kNone, [](Session& s, long, std::string_view) { s.hint_button(); }},
    {"apply_hint", Arg::kNone, [](Session& s, long, std::string_view) { s.apply_hint(); }},
    {"dismiss_hint", Arg::kNone, [](Session& s, long, std::string_view) { s.dismiss_hint(); }},
    {"hint_list", Arg::kWord,
     [](Session& s, long open, std::string_view) { open == 1 ? s.open_hint_list() : s.close_hint_list(); }, 0, 0,
     {"close", "open"}},
    {"show_listed_hint", Arg::kInteger,
     [](Session& s, long i, std::string_view) { s.show_listed_hint(static_cast<std::size_t>(i)); }, 0, 1000000},
    {"menu_opened", Arg::kNone, [](Session& s, long, std::string_view) { s.on_menu_opened(); }},
    {"new_game", Arg::kCustom, nullptr, 0, 0, {}, new_game},
    {"practise", Arg::kCustom, nullptr, 0, 0, {}, practise},
    {"practise_hint", Arg::kNone, [](Session& s, long, std::string_view) { s.practise_hint(); }},
    {"daily", Arg::kNone, [](Session& s, long, std::string_view) { s.play_daily(); }},
    {"cancel_generation", Arg::kNone, [](Session& s, long, std::string_view) { s.cancel_generation(); }},
    {"copy_puzzle", Arg::kNone, [](Session& s, long, std::string_view) { s.copy_puzzle(); }},
    {"copy_share_link", Arg::kWord, [](Session& s, long p, std::string_view) { s.copy_share_link(p == 1); }, 0, 0,
     {"", "progress"}},
    {"share_progress", Arg::kWord, [](Session& s, long on, std::string_view) { s.set_share_with_progress(on == 1); },
     0, 0, {"off", "on"}},
    {"load_failed", Arg::kCustom, nullptr, 0, 0, {}, load_failed},
    {"read_photo", Arg::kNone, [](Session& s, long, std::string_view) { s.read_photo(); }},
    {"photo_opened", Arg::kNone, [](Session& s, long, std::string_view) { s.photo_reader_opened(); }},
    {"page_card", Arg::kWord, [](Session& s, long open, std::string_view) { s.set_page_card_open(open == 1); }, 0, 0,
     {"close", "open"}},
    {"photo", Arg::kCustom, nullptr, 0, 0, {}, photo},
    {"player_digits", Arg::kCustom, nullptr, 0, 0, {}, player_digits},
    {"paste", Arg::kText, [](Session& s, long, std::string_view text) { s.paste(text); }},
    {"solve", Arg::kWord,
     [](Session& s, long m, std::string_view) { s.start_solve(m == 1 ? SolveMode::kSearch : SolveMode::kLogic); }, 0,
     0, {"logic", "search"}},
    {"solve_play", Arg::kNone, [](Session& s, long, std::string_view) { s.solve_toggle_play(); }},
    {"solve_step", Arg::kInteger, [](Session& s, long n, std::string_view) { s.solve_step(static_cast<int>(n)); },
     -1000000, 1000000},
    {"solve_seek", Arg::kInteger,
     [](Session& s, long n, std::string_view) { s.solve_seek(static_cast<std::size_t>(n)); }, 0, 100000000},
    {"solve_end", Arg::kNone, [](Session& s, long, std::string_view) { s.solve_seek_end(); }},
    {"solve_close", Arg::kNone, [](Session& s, long, std::string_view) { s.close_solve(); }},
    {"solve_speed", Arg::kCustom, nullptr, 0, 0, {}, solve_speed},
    {"setting", Arg::kCustom, nullptr, 0, 0, {},
     [](Session& s, std::string_view, std::string_view arg) { return set_setting(s, arg); }},
    {"dismiss_notice", Arg::kNone, [](Session& s, long, std::string_view) { s.dismiss_notice(); }},
    {"answer", Arg::kWord, [](Session& s, long yes, std::string_view) { s.answer(yes == 1); }, 0, 0, {"no", "yes"}},
    {"restart", Arg::kNone, [](Session& s, long, std::string_view) { s.restart(); }},
    {"previous", Arg::kNone, [](Session& s, long, std::string_view) { s.back_to_previous(); }},
    {"open_set_aside", Arg::kInteger, [](Session& s, long i, std::string_view) { s.open_set_aside(static_cast<std::size_t>(i)); },
     0, static_cast<long>(Session::kAsideSlots) - 1},
    {"copy_set_aside", Arg::kInteger, [](Session& s, long i, std::string_view) { s.copy_set_aside(static_cast<std::size_t>(i)); },
     0, static_cast<long>(Session::kAsideSlots) - 1},
    {"share_image", Arg::kNone, [](Session& s, long, std::string_view) { s.share_image(); }},
    {"help", Arg::kWord, [](Session& s, long open, std::string_view) { open == 1 ? s.open_help() : s.close_help(); },
     0, 0, {"close", "open"}},
    {"about", Arg::kWord, [](Session& s, long open, std::string_view) { open == 1 ? s.open_about() : s.close_about(); },
     0, 0, {"close", "open"}},
    {"stats", Arg::kWord, [](Session& s, long open, std::string_view) { open == 1 ? s.open_stats() : s.close_stats(); },
     0, 0, {"close", "open"}},
    {"guide", Arg::kWord,
     [](Session& s, long w, std::string_view) { w == 1 ? s.open_guide() : w == 2 ? s.guide_to_list() : s.close_guide(); },
     0, 0, {"close", "open", "list"}},
    {"guide_page", Arg::kCustom, nullptr, 0, 0, {}, guide_page},
    {"guide_step", Arg::kInteger, [](Session& s, long n, std::string_view) { s.guide_step(static_cast<int>(n)); }, -10,
     10},
    {"practise_guide", Arg::kNone, [](Session& s, long, std::string_view) { s.practise_guide(); }},
    {"finish", Arg::kWord,
     [](Session& s, long what, std::string_view) {
       if (what == 0) s.close_finish();
       if (what == 1) s.finish_new_game();
       if (what == 2) s.finish_share();
     },
     0, 0, {"close", "new", "share"}},
    {"continue_here", Arg::kNone, [](Session& s, long, std::string_view) { s.continue_here(); }},
    {"preferences", Arg::kNone, [](Session& s, long, std::string_view) { s.on_host_preferences(); }},
};
// clang-format on

std::string run(const Command& c, Session& s, std::string_view arg) {
  long value = 0;
  std::string error;
  switch (c.arg) {
    case Arg::kNone:
    case Arg::kText:
      break;
    case Arg::kInteger:
      if (!integer(c.name, arg, c.lo, c.hi, value, error)) return error;
      break;
    case Arg::kWord: {
      const std::string_view word = trim(arg);
      value = -1;
      for (std::size_t i = 0; i < c.words.size() && value < 0; ++i) {
        if (word == c.words[i] && (i == 0 || !c.words[i].empty())) value = static_cast<long>(i);
      }
      if (value < 0) {
        error = "command '" + std::string(c.name) + "': '" + std::string(word) + "' is not one of";
        for (std::string_view w : c.words) {
          if (!w.empty()) error += " " + std::string(w);
        }
        return error;
      }
      break;
    }
    case Arg::kCustom:
      return c.custom(s, c.name, arg);
  }
  c.run(s, value, arg);
  return {};
}

}  // namespace

// [SECTION] run_command -------------------------------------------------------------

std::string run_command(Session& session, std::string_view name, std::string_view argument) {
  if (session.refuse_long_input(argument, "The text")) return session.game().message();
  for (const Command& c : kCommands) {
    if (c.name == name) return run(c, session, argument);
  }
  return "unknown command '" + std::string(name) + "'";
}

std::vector<std::string_view> command_names() {
  std::vector<std::string_view> names;
  for (const Command& c : kCommands) names.push_back(c.name);
  return names;
}

// [SECTION] state_fingerprint ---------------------------------------------------------

std::uint64_t state_fingerprint(const Session& s) {
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  auto word = [&h](std::uint64_t w) {
    h = (h ^ w) * 0xFF51AFD7ED558CCDull;
    h ^= h >> 29;
  };
  auto text = [&word](std::string_view t) {
    word(t.size());
    for (char ch : t) word(static_cast<unsigned char>(ch));
  };
  const Game& g = s.game();
  for (const CellState& c : g.cells()) {
    word(static_cast<std::uint64_t>(c.given) | static_cast<std::uint64_t>(c.value) << 8 |
         static_cast<std::uint64_t>(c.marks) << 16 | static_cast<std::uint64_t>(c.colour) << 32 |
         static_cast<std::uint64_t>(c.corner) << 40 | static_cast<std::uint64_t>(c.centre) << 50);
  }
  const CellSet& selected = g.selection().cells();
  for (int c = 0; c < kCells; c += 64) {
    std::uint64_t bits = 0;
    for (int i = 0; i < 64 && c + i < kCells; ++i) {
      if (selected.test(static_cast<std::size_t>(c + i))) bits |= 1ull << i;
    }
    word(bits);
  }
  word(static_cast<std::uint64_t>(g.selection().cursor()));
  word(static_cast<std::uint64_t>(g.input_mode()) | static_cast<std::uint64_t>(g.phase()) << 8 |
       static_cast<std::uint64_t>(g.can_undo()) << 16 | static_cast<std::uint64_t>(g.can_redo()) << 17 |
       static_cast<std::uint64_t>(g.timer().paused()) << 18 | static_cast<std::uint64_t>(s.hint_pending()) << 19 |
       static_cast<std::uint64_t>(s.solving()) << 20 | static_cast<std::uint64_t>(s.solve_complete()) << 21 |
       static_cast<std::uint64_t>(s.timeline().playing()) << 22 | static_cast<std::uint64_t>(s.solve_mode()) << 23 |
       static_cast<std::uint64_t>(s.hint_list().open) << 24 |
       static_cast<std::uint64_t>(s.hint_list().computing) << 25 |
       static_cast<std::uint64_t>(s.collection().status) << 26 | static_cast<std::uint64_t>(g.hint().level()) << 32);
  text(g.message());
  text(s.notice());
  text(s.confirmation().question);
  word(static_cast<std::uint64_t>(s.help_open()) | static_cast<std::uint64_t>(s.about_open()) << 1 |
       static_cast<std::uint64_t>(s.has_previous()) << 2 | static_cast<std::uint64_t>(g.paused()) << 3 |
       static_cast<std::uint64_t>(s.stats_open()) << 4 | static_cast<std::uint64_t>(s.about_text().size()) << 5);
  for (const LevelStats& l : s.stats().levels) word(static_cast<std::uint64_t>(l.started) << 32 | l.solved);
  if (const logic::Step* step = g.hint().step()) text(step->sentence);
  word(s.hint_list().entries.size());
  word(s.set_aside_days().size());
  for (const auto& level : s.collection().levels) word(level.size());
  word(s.timeline().position());
  word(s.timeline().size());
  const Settings& st = s.settings();
  for (const SettingFlag& f : kSettingFlags) word(st.*(f.member));
  word(static_cast<std::uint64_t>(st.theme));
  text(st.hint_techniques);
  // A puzzle being made: what, and its seconds once the progress line shows them.
  const Generation& gen = s.generation();
  const double waited = s.generation_seconds();
  word(static_cast<std::uint64_t>(gen.what) |
       static_cast<std::uint64_t>(waited >= Session::kShowGenerationAfter ? waited : 0.0) << 8);
  const Origin& origin = g.origin();
  word(static_cast<std::uint64_t>(origin.kind) | static_cast<std::uint64_t>(origin.technique) << 8 |
       static_cast<std::uint64_t>(static_cast<std::uint32_t>(origin.day)) << 16 |
       static_cast<std::uint64_t>(g.level() + 1) << 48);
  word(static_cast<std::uint64_t>(s.stats().daily_streak) << 32 |
       static_cast<std::uint64_t>(s.stats().best_daily_streak));
  // The guide: open, loaded, the page and how far its example is stepped.
  const GuideState& guide = s.guide();
  word(static_cast<std::uint64_t>(guide.open) | static_cast<std::uint64_t>(guide.status) << 1 |
       static_cast<std::uint64_t>(guide.example_pending) << 4 |
       static_cast<std::uint64_t>(guide.example_step.has_value()) << 5 | static_cast<std::uint64_t>(guide.stage) << 8 |
       static_cast<std::uint64_t>(guide.page + 1) << 16);
  text(guide.example_error);
  text(guide.error);
  word((s.finish() ? 1 : 0) | (s.finish() && s.finish()->shared ? 4 : 0) | (s.read_only() ? 2 : 0));
  return h;
}

}  // namespace sudoku::app
