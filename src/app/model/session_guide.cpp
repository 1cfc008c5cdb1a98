// session_guide.cpp - see session.h, "the guide to the techniques", and the
// practice bank that "new puzzles made on demand" takes practice puzzles
// from first.
#include <algorithm>
#include <utility>

#include "app/model/session.h"
#include "core/format.h"
#include "core/generator.h"
#include "core/text_lines.h"

namespace sudoku::app {

namespace {

/// The technique whose key is `key` (the page's module does not link the
/// guide's own lookup, which carries the guide's text).
std::optional<logic::Technique> technique_of_key(std::string_view key) {
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (logic::technique_key(t) == key) return t;
  }
  return std::nullopt;
}

bool is_puzzle_line(std::string_view s) {
  return s.size() == static_cast<std::size_t>(kCells) &&
         std::all_of(s.begin(), s.end(), [](char c) { return c == '.' || (c >= '1' && c <= '9'); });
}

}  // namespace

std::string what_is_label(std::string_view name) {
  const std::string n(name);
  // Plural names ("Simple Colors", "Locked Candidates ...") take "are".
  if (n.find("Colors") != std::string::npos || n.find("Candidates") != std::string::npos) {
    return "What are " + n + "?";
  }
  // "an" before a vowel sound: A, E, I, O and X ("an X-Wing", "an ALS-XZ");
  // U is read "you" here ("a Uniqueness Test").
  const char first = n.empty() ? ' ' : n[0];
  const bool an = first == 'A' || first == 'E' || first == 'I' || first == 'O' || first == 'X';
  return std::string("What is ") + (an ? "an " : "a ") + n + "?";
}

// [SECTION] the practice bank -----------------------------------------------------------

void PracticeBank::read(std::string_view text) {
  puzzles.assign(static_cast<std::size_t>(logic::kTechniqueCount), {});
  skipped = 0;
  if (text.size() > kMaxBytes) text = text.substr(0, kMaxBytes);
  bool any = false;
  for_each_data_line(text, [&](std::string_view line) {
    // "<key> <level 1-5> <81 characters>"
    const std::size_t space = line.find(' ');
    const std::optional<logic::Technique> t =
        space == std::string_view::npos ? std::nullopt : technique_of_key(line.substr(0, space));
    const std::string_view rest = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    if (!t || !can_practise(*t) || rest.size() != 2 + static_cast<std::size_t>(kCells) || rest[0] < '1' ||
        rest[0] > '5' || rest[1] != ' ' || !is_puzzle_line(rest.substr(2))) {
      ++skipped;
      return;
    }
    puzzles[static_cast<std::size_t>(*t)].push_back({rest[0] - '1', std::string(rest.substr(2))});
    any = true;
  });
  status = any ? Status::kLoaded : Status::kFailed;
}

const std::vector<PracticeBank::Entry>& PracticeBank::of(logic::Technique technique) const {
  static const std::vector<Entry> kNone;
  const auto i = static_cast<std::size_t>(technique);
  return i < puzzles.size() ? puzzles[i] : kNone;
}

void Session::start_practice(logic::Technique technique) {
  const std::string name(logic::technique_name(technique));
  Generation what;
  what.what = Generation::What::kPractice;
  what.technique = technique;
  if (bank_.status == PracticeBank::Status::kNotAsked || bank_.status == PracticeBank::Status::kLoading) {
    // Waits for the bank (generating() is true meanwhile, with Cancel).
    cancel(generation_request_);
    fallback_level_ = -1;
    what.text = "Finding a puzzle to practise " + name + "...";
    generation_ = std::move(what);
    generation_asked_at_ = now();
    if (bank_.status == PracticeBank::Status::kNotAsked) {
      bank_.status = PracticeBank::Status::kLoading;
      host_.fetch(kPracticeUrl);
    }
    saver_.dirty = true;
    return;
  }
  const auto& list = bank_.of(technique);
  if (!list.empty()) {
    // A different puzzle each time: the host's random number picks one.
    const PracticeBank::Entry& e = list[static_cast<std::size_t>(host_.random_seed() % list.size())];
    Generated g;
    g.status = GenerateStatus::kOk;
    g.puzzle = grid_from_line(e.puzzle);
    g.rating.level = static_cast<logic::Level>(e.level);
    generation_ = std::move(what);
    take_generated(g);
    return;
  }
  what.text = "Making a puzzle to practise " + name + "...";
  GenerateOptions options;
  options.technique = technique;
  generate_puzzle(std::move(what), options);
}

void Session::practice_from_bank() {
  if (generation_.what != Generation::What::kPractice || generation_request_ != 0) return;
  start_practice(generation_.technique);
}

// [SECTION] the guide -------------------------------------------------------------------

void Session::open_guide() {
  guide_.open = true;
  guide_.page = -1;
  guide_.wanted.clear();
  if (guide_.status == GuideState::Status::kNotAsked || guide_.status == GuideState::Status::kFailed) {
    guide_.status = GuideState::Status::kLoading;
    host_.fetch(kGuideUrl);
  }
  saver_.dirty = true;
}

void Session::open_guide_page(std::string_view key) {
  open_guide();
  if (guide_.status != GuideState::Status::kLoaded) {
    guide_.wanted = std::string(key);
    return;
  }
  for (std::size_t i = 0; i < guide_.pages.size(); ++i) {
    if (guide_.pages[i].key == key) {
      show_guide_page(static_cast<int>(i));
      return;
    }
  }
}

void Session::take_guide(std::string_view text, bool ok) {
  guide_.pages = ok ? read_guide_file(text) : std::vector<GuidePage>{};
  guide_.status = guide_.pages.empty() ? GuideState::Status::kFailed : GuideState::Status::kLoaded;
  saver_.dirty = true;
  const std::string wanted = std::exchange(guide_.wanted, {});
  if (guide_.open && !wanted.empty() && guide_.status == GuideState::Status::kLoaded) open_guide_page(wanted);
}

void Session::show_guide_page(int index) {
  cancel(guide_request_);
  guide_.page = index;
  guide_.stage = 0;
  guide_.has_example = false;
  guide_.example_step.reset();
  guide_.example_pending = false;
  guide_.example_error.clear();
  guide_.example_given = {};
  saver_.dirty = true;
  const GuidePage& page = guide_.pages[static_cast<std::size_t>(index)];
  if (page.example.empty()) {
    guide_.example_error = "No example board has been found for this technique yet.";
    return;
  }
  const Result<Puzzle> r = read_puzzle(page.example);
  if (!r) {
    guide_.example_error = "The example board could not be read (" + r.error.message + ").";
    return;
  }
  // The engine solves the example itself (the core's guide test checks that
  // each has one solution), so the page's module needs no verdict here.
  guide_.has_example = true;
  guide_.example_board = r.value->marks ? *r.value->marks : board_from_grid(r.value->givens);
  for (int c = 0; c < kCells; ++c) guide_.example_given[c] = r.value->givens.cells[c] != 0;
  if (link_.failed()) {
    guide_.example_error = "The example's deduction cannot be shown: the puzzle engine could not be started.";
    return;
  }
  wire::Request request{next_id_++, wire::Task::kNextStep, guide_.example_board, logic::Options{}, {}};
  guide_request_ = request.id;
  guide_.example_pending = true;
  link_.submit(std::move(request));
}

void Session::guide_to_list() {
  cancel(guide_request_);
  guide_.page = -1;
  guide_.example_pending = false;
  saver_.dirty = true;
}

void Session::close_guide() {
  cancel(guide_request_);
  guide_.open = false;
  guide_.page = -1;
  guide_.wanted.clear();
  guide_.example_pending = false;
  saver_.dirty = true;
}

void Session::guide_step(int delta) {
  if (!guide_.example_step) return;
  guide_.stage = std::clamp(guide_.stage + delta, 0, GuideState::kLastStage);
  saver_.dirty = true;
}

void Session::practise_guide() {
  const GuidePage* page = guide_page();
  if (page == nullptr || !page->practise) return;
  const std::optional<logic::Technique> t = technique_of_key(page->key);
  if (!t || !can_practise(*t)) return;
  close_guide();
  practise(*t);
}

std::string Session::guide_stage_text() const {
  if (!guide_.example_step) {
    if (!guide_.example_error.empty()) return guide_.example_error;
    return guide_.has_example ? "Finding the example's deduction..." : "";
  }
  const logic::Step& step = *guide_.example_step;
  switch (guide_.stage) {
    case 0: return "The example board, every candidate shown. Step through its deduction.";
    case 1: {
      std::string units;
      for (std::size_t i = 0; i < step.units.size(); ++i) {
        if (i > 0) units += i + 1 == step.units.size() ? " and " : ", ";
        units += unit_name(step.units[i]);
      }
      return units.empty() ? "Where to look: the highlighted cells." : "Where to look: " + units + ".";
    }
    case 2: return "What causes it: the highlighted cells and candidates make the pattern.";
    case 3: return "What it does: " + step.sentence;
    default: return "Done: the board after the deduction, the changed cells still marked.";
  }
}

const GuidePage* Session::guide_page() const {
  if (!guide_.open || guide_.page < 0 || static_cast<std::size_t>(guide_.page) >= guide_.pages.size()) return nullptr;
  return &guide_.pages[static_cast<std::size_t>(guide_.page)];
}

}  // namespace sudoku::app
