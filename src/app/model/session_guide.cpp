// session_guide.cpp - see session.h, "the guide to the techniques", and
// practice puzzles, which "new puzzles made on demand" takes from the
// practice bank (practice_bank.h) first.
#include <algorithm>
#include <utility>

#include "app/model/session.h"
#include "app/model/ui_text.h"
#include "core/format.h"
#include "core/generator.h"

namespace sudoku::app {

std::string what_is_label(std::string_view name) {
  const std::string n(name);
  // Plural names ("Simple Colors", "Locked Candidates ...") take "are".
  if (n.find("Colors") != std::string::npos || n.find("Candidates") != std::string::npos) {
    return ui_format(ui_text(Ui::kGuideWhatAre), {{"name", n}});
  }
  // "an" before a vowel sound: A, E, I, O and X ("an X-Wing", "an ALS-XZ");
  // U is read "you" here ("a Uniqueness Test").
  const char first = n.empty() ? ' ' : n[0];
  const bool an = first == 'A' || first == 'E' || first == 'I' || first == 'O' || first == 'X';
  return ui_format(an ? ui_text(Ui::kGuideWhatIsAn) : ui_text(Ui::kGuideWhatIsA), {{"name", n}});
}

// [SECTION] practice puzzles -------------------------------------------------------------

void Session::start_practice(logic::Technique technique) {
  const std::string name(logic::technique_name(technique));
  Generation what;
  what.what = Generation::What::kPractice;
  what.technique = technique;
  if (bank_.status == PracticeBank::Status::kNotAsked || bank_.status == PracticeBank::Status::kLoading) {
    // Waits for the bank (generating() is true meanwhile, with Cancel).
    cancel(making_.request);
    what.text = ui_format(ui_text(Ui::kFindingPractice), {{"name", name}});
    making_.begin(std::move(what), now());
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
    making_.generation = std::move(what);
    take_generated(g);
    return;
  }
  what.text = ui_format(ui_text(Ui::kMakingPractice), {{"name", name}});
  GenerateOptions options;
  options.technique = technique;
  generate_puzzle(std::move(what), options);
}

void Session::practice_from_bank() {
  if (making_.generation.what != Generation::What::kPractice || making_.request != 0) return;
  start_practice(making_.generation.technique);
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
  guide_.error = !ok ? std::string(text) : guide_.pages.empty() ? ui_text(Ui::kGuideUnreadable) : "";
  saver_.dirty = true;
  const std::string wanted = std::exchange(guide_.wanted, {});
  if (guide_.open && !wanted.empty() && guide_.status == GuideState::Status::kLoaded) open_guide_page(wanted);
}

void Session::show_guide_page(int index) {
  cancel(guide_.example_request);
  guide_.page = index;
  guide_.stage = 0;
  guide_.practice_refused = false;
  guide_.has_example = false;
  guide_.example_step.reset();
  guide_.example_pending = false;
  guide_.example_error.clear();
  guide_.example_given = {};
  saver_.dirty = true;
  const GuidePage& page = guide_.pages[static_cast<std::size_t>(index)];
  if (page.example.empty()) {
    guide_.example_error = ui_text(Ui::kGuideNoExampleYet);
    return;
  }
  const Result<Puzzle> r = read_puzzle(page.example);
  if (!r) {
    guide_.example_error = ui_format(ui_text(Ui::kGuideExampleUnreadable), {{"error", r.error.message}});
    return;
  }
  // The engine solves the example itself (the core's guide test checks that
  // each has one solution), so the page's module needs no verdict here.
  guide_.has_example = true;
  guide_.example_board = r.value->marks ? *r.value->marks : board_from_grid(r.value->givens);
  for (int c = 0; c < kCells; ++c) guide_.example_given[c] = r.value->givens.cells[c] != 0;
  if (link_.failed()) {
    guide_.example_error = ui_text(Ui::kGuideNoEngine);
    return;
  }
  wire::Request request{next_id_++, wire::Task::kNextStep, guide_.example_board, logic::Options{}, {}};
  guide_.example_request = request.id;
  guide_.example_pending = true;
  link_.submit(std::move(request));
}

void Session::guide_to_list() {
  cancel(guide_.example_request);
  guide_.page = -1;
  guide_.example_pending = false;
  guide_.practice_refused = false;
  saver_.dirty = true;
}

void Session::close_guide() {
  cancel(guide_.example_request);
  guide_.open = false;
  guide_.page = -1;
  guide_.practice_refused = false;
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
  const std::optional<logic::Technique> t = logic::technique_by_key(page->key);
  if (!t || !can_practise(*t)) return;
  if (refused_read_only()) {  // said on the guide's card, which stays open at its page
    guide_.practice_refused = true;
    return;
  }
  close_guide();
  practise(*t);
}

std::string Session::guide_stage_text() const {
  if (!guide_.example_step) {
    if (!guide_.example_error.empty()) return guide_.example_error;
    return guide_.has_example ? ui_text(Ui::kGuideFindingDeduction) : "";
  }
  const logic::Step& step = *guide_.example_step;
  switch (guide_.stage) {
    case 0:
      return ui_text(Ui::kGuideStage0);
    case 1: {
      std::string units;
      for (std::size_t i = 0; i < step.units.size(); ++i) {
        if (i + 1 == step.units.size() && i > 0) {
          units += ' ';
          units += ui_text(Ui::kAnd);
          units += ' ';
        } else if (i > 0) {
          units += ", ";
        }
        units += unit_name(step.units[i]);
      }
      return units.empty() ? std::string(ui_text(Ui::kGuideStage1Cells))
                           : ui_format(ui_text(Ui::kGuideStage1), {{"units", units}});
    }
    case 2:
      return ui_text(Ui::kGuideStage2);
    case 3:
      return ui_format(ui_text(Ui::kGuideStage3), {{"sentence", step.sentence}});
    default:
      return ui_text(Ui::kGuideStage4);
  }
}

const GuidePage* Session::guide_page() const {
  if (!guide_.open || guide_.page < 0 || static_cast<std::size_t>(guide_.page) >= guide_.pages.size()) return nullptr;
  return &guide_.pages[static_cast<std::size_t>(guide_.page)];
}

}  // namespace sudoku::app
