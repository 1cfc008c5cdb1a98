// session.cpp - see session.h. The board scene is in session_scene.cpp, the
// automation snapshot in session_state_json.cpp.
//
// [SECTION] index: helpers; construction, frame and saving; play; hints;
// "All hints"; new games, links and paste; settings; the animated solve.
#include "app/model/session.h"

#include <algorithm>
#include <utility>

#include "core/format.h"

namespace sudoku::app {

// [SECTION] helpers ------------------------------------------------------------

std::string_view level_name(int level) {
  static constexpr std::string_view kNames[kLevelCount] = {"Easy", "Medium", "Hard", "Expert", "Extreme"};
  return level >= 0 && level < kLevelCount ? kNames[level] : std::string_view{};
}

namespace {

/// The step list's line for one event of the solve.
std::string event_label(const logic::TraceEvent& e) {
  switch (e.kind) {
    case logic::EventKind::kStep:
      return e.step.sentence;
    case logic::EventKind::kGuess:
      return "Guess: try " + std::to_string(e.digit) + " in " + cell_name(e.cell) + ".";
    case logic::EventKind::kBacktrack:
      return "Contradiction: " + std::to_string(e.digit) + " in " + cell_name(e.cell) + " fails; back up.";
    case logic::EventKind::kSolved:
      return "Solved.";
    case logic::EventKind::kStuck:
      return "Stuck: the chosen techniques find no further step.";
  }
  return {};
}

// The solve path is asked for in pieces of this many steps at most; the
// piece grows while the engine answers quickly and shrinks when it is slow,
// so a local engine stays within a frame's budget.
constexpr int kMaxPieceSteps = 64;
constexpr double kPieceBudgetMs = 4.0;

}  // namespace

// [SECTION] construction, frame and saving -------------------------------------

Session::Session(Host& host, Engine& engine) : host_(host), engine_(engine) {
  Settings& s = game_.settings();
  s.reduced_motion = host_.prefers_reduced_motion();
  if (host_.prefers_dark()) s.theme = Theme::kDark;
  game_.set_visible(host_.visible(), now());
  restore();
}

void Session::restore() {
  const double t = now();
  if (auto saved = host_.storage_get(kSaveKey)) {
    const std::string error = game_.load_json(*saved, t);
    if (!error.empty()) {
      // Keep the unreadable data under another key rather than losing it.
      host_.storage_set(kUnreadableKey, *saved);
      host_.storage_remove(kSaveKey);
      notice_ = "Your saved game could not be restored (" + error + "). It was set aside as '" +
                std::string(kUnreadableKey) + "'.";
      host_.log(Host::LogLevel::kInfo, notice_);
    }
  }
  const std::string fragment = host_.url_fragment();
  if (!fragment.empty()) open_fragment(fragment);
  if (game_.phase() == Phase::kEntry && game_.givens() == Grid{} && notice_.empty() && fragment.empty()) {
    game_.new_game_from_text(kFirstPuzzle, t);
    game_.set_message("Welcome! Pick a cell and type a digit, or press H for a hint.");
  }
  was_solved_ = game_.is_solved();
  save();
}

void Session::save() {
  host_.storage_set(kSaveKey, game_.save_json(now()));
  dirty_ = false;
}

void Session::update() {
  for (EngineReply& reply : engine_.poll()) take(std::move(reply));
  const double t = now();
  if (solving_) {
    if (timeline_.update(t)) step_changed_at_ = t;
    if (timeline_.position() != last_position_) {
      last_position_ = timeline_.position();
      step_changed_at_ = t;
    }
  }
  const bool solved = game_.is_solved();
  if (solved && !was_solved_) solved_at_ = t;
  was_solved_ = solved;
  if (dirty_) save();
}

void Session::take(EngineReply reply) {
  if (reply.id == 0) return;
  if (reply.id == hint_request_) {
    hint_request_ = 0;
    if (!reply.steps.empty()) {
      game_.show_hint(std::move(reply.steps.front()));
      // H pressed again while the engine worked: those levels too.
      while (game_.hint().level() < hint_level_wanted_ && game_.advance_hint()) {
      }
    } else if (game_.solution_count() >= 2) {
      game_.set_message("No hint: this puzzle has more than one solution, so no chain of logic can decide it. "
                        "Add a given, or keep playing on your own.");
    } else if (!game_.settings().hint_techniques.empty()) {
      game_.set_message("No hint: the chosen techniques (" + game_.settings().hint_techniques +
                        ") find no further step here. Allow more techniques in the settings.");
    } else {
      game_.set_message("No hint: no technique applies to this board.");
    }
    dirty_ = true;
  } else if (reply.id == hint_list_request_) {
    hint_list_request_ = 0;
    hint_list_.computing = false;
    hint_list_steps_ = std::move(reply.steps);
    hint_list_.entries.clear();
    for (const auto& step : hint_list_steps_) {
      hint_list_.entries.push_back({std::string(logic::technique_name(step.technique)), step.sentence});
    }
  } else if (reply.id == solve_request_) {
    solve_request_ = 0;
    for (auto& e : reply.trace.events) {
      solve_labels_.push_back(event_label(e));
      timeline_.append(std::move(e));
    }
    solve_complete_ = reply.trace.complete;
    timeline_.set_growing(!solve_complete_);
    // Bigger pieces while the engine is quick, smaller when it is slow.
    if (reply.compute_ms < kPieceBudgetMs / 2) {
      solve_piece_steps_ = std::min(solve_piece_steps_ * 2, kMaxPieceSteps);
    } else if (reply.compute_ms > kPieceBudgetMs) {
      solve_piece_steps_ = std::max(solve_piece_steps_ / 2, 1);
    }
    if (!solve_complete_) {
      solve_options_.max_steps = solve_piece_steps_;
      EngineRequest next{next_id_++, EngineTask::kSolvePath, reply.trace.final_board, solve_options_};
      solve_request_ = next.id;
      engine_.submit(std::move(next));
    }
  }
}

void Session::cancel(std::uint32_t& id) {
  if (id != 0) engine_.cancel(id);
  id = 0;
}

void Session::after(bool changed) {
  if (!changed) return;
  dirty_ = true;
  ++board_revision_;
  cancel(hint_request_);
  if (solving_) close_solve();
  if (hint_list_.open) ask_hint_list();
}

void Session::started(const StartResult& result) {
  dirty_ = true;  // the message is saved too
  if (!result.started()) return;
  close_solve();
  ++board_revision_;
  cancel(hint_request_);
  was_solved_ = game_.is_solved();
  if (hint_list_.open) ask_hint_list();
}

// [SECTION] play -------------------------------------------------------------------

void Session::input_digit(int digit) { after(game_.input_digit(digit, now())); }
void Session::toggle_mark(int digit) {
  if (game_.phase() == Phase::kPlay) after(game_.toggle_mark(digit, now()));
}
void Session::clear_cells() { after(game_.clear_cells(now())); }
void Session::undo() { after(game_.undo(now())); }
void Session::redo() { after(game_.redo(now())); }
void Session::fill_candidates() { after(game_.fill_candidates(now())); }

void Session::select(int cell) {
  if (!solving_) game_.selection().select(cell);
}
void Session::toggle_selected(int cell) {
  if (!solving_) game_.selection().toggle(cell);
}
void Session::extend_selection(int cell) {
  if (!solving_ && !game_.selection().has(cell)) game_.selection().extend(cell);
}
void Session::move_cursor(int rows, int cols, bool extend) { game_.selection().move(rows, cols, extend); }
void Session::select_all() { game_.selection().select_all(); }
void Session::clear_selection() { game_.selection().clear(); }

void Session::toggle_input_mode(InputMode mode) {
  game_.set_input_mode(game_.input_mode() == mode ? InputMode::kNormal : mode);
}

void Session::set_paused(bool paused) {
  game_.set_paused(paused, now());
  dirty_ = true;
}

void Session::on_visibility(bool visible) {
  game_.set_visible(visible, now());
  if (!visible) save();  // the time played so far, before the page may go away
}

void Session::start_entry() {
  close_solve();
  game_.start_entry(now());
  game_.set_message("Type the givens, then press Start (or Enter).");
  after(true);
}

void Session::finish_entry() { started(game_.finish_entry(now())); }

// [SECTION] hints -------------------------------------------------------------------

logic::Options Session::logic_options(bool allow_guess, std::string* error) const {
  logic::Options options;
  const std::string& list = game_.settings().hint_techniques;
  if (!list.empty()) {
    if (auto set = logic::parse_techniques(list, error)) options.techniques = *set;
  }
  options.allow_guess = allow_guess;
  if (game_.solution()) {
    options.solution = *game_.solution();
    options.unique = game_.solution_count() == 1;
  }
  return options;
}

void Session::request_hint() {
  if (game_.phase() != Phase::kPlay || solving_) return;
  if (game_.hint().shown()) {
    game_.advance_hint();
    return;
  }
  if (hint_request_ != 0) {  // already asked: this press is one more level
    hint_level_wanted_ = std::min(hint_level_wanted_ + 1, HintLadder::kMaxLevel);
    return;
  }
  if (game_.is_solved()) {
    game_.set_message("The puzzle is solved: no hint needed.");
    return;
  }
  std::string error;
  logic::Options options = logic_options(false, &error);
  if (!error.empty()) {
    game_.set_message("Hint techniques: " + error);
    return;
  }
  // With every technique allowed, a guess (the solution's digit) is the last
  // resort, for puzzles that logic cannot finish. A player who chose only
  // some techniques is told when they run out instead of getting a harder step.
  options.allow_guess = options.techniques == logic::TechniqueSet::all();
  EngineRequest request{next_id_++, EngineTask::kNextStep, game_.board(), std::move(options)};
  hint_request_ = request.id;
  hint_level_wanted_ = 1;
  hint_asked_at_ = now();
  engine_.submit(std::move(request));
}

void Session::hint_button() {
  if (game_.hint().level() == HintLadder::kMaxLevel) {
    apply_hint();
  } else {
    request_hint();
  }
}

void Session::apply_hint() { after(game_.apply_hint(now())); }

HintReport Session::hint_report() const {
  HintReport r;
  const logic::Step* step = game_.hint().step();
  if (step == nullptr) return r;
  r.level = game_.hint().level();
  r.technique = std::string(logic::technique_name(step->technique));
  switch (step->technique) {
    case logic::Technique::kWrongValue: r.apply_label = "Remove it"; break;
    case logic::Technique::kWrongElimination: r.apply_label = "Restore it"; break;
    case logic::Technique::kMissingCandidates: r.apply_label = "Fill them in"; break;
    default: r.apply_label = "Apply"; break;
  }
  if (!step->units.empty()) {
    r.where = "Look at ";
    for (std::size_t i = 0; i < step->units.size(); ++i) {
      if (i > 0) r.where += i + 1 == step->units.size() ? " and " : ", ";
      r.where += unit_name(step->units[i]);
    }
    r.where += ".";
  }
  if (r.level >= 3) r.sentence = step->sentence;
  for (auto c : step->cause_cells) r.roles[c % kCells] = 1;
  for (const auto& k : step->cause) r.roles[k.cell % kCells] = 1;
  for (const auto& k : step->placements) r.roles[k.cell % kCells] = 2;
  for (const auto& k : step->eliminations) r.roles[k.cell % kCells] = 2;
  for (const auto& k : step->restores) r.roles[k.cell % kCells] = 2;
  for (auto c : step->clears) r.roles[c % kCells] = 2;
  return r;
}

void Session::dismiss_hint() {
  game_.dismiss_hint();
  cancel(hint_request_);
}

// [SECTION] "All hints" ---------------------------------------------------------------

void Session::open_hint_list() {
  if (game_.phase() != Phase::kPlay) return;
  hint_list_.open = true;
  if (hint_list_revision_ != board_revision_) ask_hint_list();
}

void Session::close_hint_list() {
  hint_list_.open = false;
  if (hint_list_request_ != 0) {
    cancel(hint_list_request_);
    hint_list_.computing = false;
    hint_list_revision_ = ~0ull;  // ask again next time
  }
}

void Session::ask_hint_list() {
  cancel(hint_list_request_);
  std::string error;
  EngineRequest request{next_id_++, EngineTask::kAllSteps, game_.board(), logic_options(false, &error)};
  hint_list_request_ = request.id;
  hint_list_.computing = true;
  hint_list_asked_at_ = now();
  hint_list_revision_ = board_revision_;
  engine_.submit(std::move(request));
}

void Session::show_listed_hint(std::size_t index) {
  if (index >= hint_list_steps_.size() || hint_list_revision_ != board_revision_ || hint_list_.computing) return;
  cancel(hint_request_);
  game_.show_hint(hint_list_steps_[index]);
  while (game_.advance_hint()) {
  }
}

// [SECTION] new games, links and paste --------------------------------------------------

void Session::on_menu_opened() {
  if (collection_.status == PuzzleCollection::Status::kNotAsked ||
      collection_.status == PuzzleCollection::Status::kFailed) {
    collection_.status = PuzzleCollection::Status::kLoading;
    host_.fetch(kCollectionUrl);
  }
}

void Session::on_fetched(const std::string& url, std::string_view text, bool ok) {
  if (url != kCollectionUrl) return;
  for (auto& level : collection_.levels) level.clear();
  // "<level 1-5> <81 characters>" per line; anything else is skipped.
  std::size_t pos = 0;
  while (ok && pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.size() < 83 || line[0] < '1' || line[0] > '5' || line[1] != ' ') continue;
    collection_.levels[static_cast<std::size_t>(line[0] - '1')].emplace_back(line.substr(2, 81));
  }
  const bool any = std::any_of(collection_.levels.begin(), collection_.levels.end(),
                               [](const auto& l) { return !l.empty(); });
  collection_.status = any ? PuzzleCollection::Status::kLoaded : PuzzleCollection::Status::kFailed;
}

void Session::new_game(int level) {
  if (level < 0 || level >= kLevelCount) return;
  const auto& list = collection_.levels[static_cast<std::size_t>(level)];
  if (list.empty()) {
    game_.set_message(collection_.status == PuzzleCollection::Status::kFailed
                          ? "The puzzle collection could not be loaded; check the connection."
                          : "The puzzle collection is still loading; try again in a moment.");
    dirty_ = true;
    return;
  }
  // A different puzzle each time: the clock picks one.
  const auto index = static_cast<std::size_t>(now() * 1000.0) % list.size();
  const StartResult r = game_.new_game_from_text(list[index], now());
  if (r.started()) game_.set_message("New " + std::string(level_name(level)) + " puzzle. Good luck!");
  started(r);
}

void Session::paste(std::string_view text) { started(game_.new_game_from_text(text, now())); }

void Session::open_fragment(std::string_view fragment) {
  if (fragment.empty()) return;
  started(game_.open_fragment(fragment, now()));
  // Reloading should restore the saved progress, not reopen the link.
  host_.set_url_fragment("");
}

std::string Session::copy_text() const { return to_line(game_.givens()); }

void Session::copy_puzzle() {
  host_.clipboard_set(copy_text());
  game_.set_message("Copied the puzzle as an 81-character line.");
}

void Session::copy_share_link(bool with_progress) {
  host_.clipboard_set(host_.page_url() + game_.share_fragment(with_progress));
  game_.set_message(std::string("Copied a link to this puzzle") + (with_progress ? " with your progress." : "."));
}

// [SECTION] settings ---------------------------------------------------------------------

void Session::set_settings(const Settings& settings) {
  if (settings == game_.settings()) return;
  const bool techniques_changed = settings.hint_techniques != game_.settings().hint_techniques;
  game_.settings() = settings;
  dirty_ = true;
  if (techniques_changed) {
    cancel(hint_request_);
    if (hint_list_.open) ask_hint_list();
  }
}

std::string Session::set_hint_techniques(std::string_view list) {
  std::string error;
  if (!list.empty() && !logic::parse_techniques(list, &error)) return error;
  Settings s = game_.settings();
  s.hint_techniques = std::string(list);
  set_settings(s);
  return {};
}

// [SECTION] the animated solve --------------------------------------------------------------

void Session::start_solve(SolveMode mode) {
  if (game_.phase() != Phase::kPlay) return;
  game_.dismiss_hint();
  cancel(hint_request_);
  if (!game_.conflicts().none()) {
    game_.set_message("The board has conflicting digits: fix them before watching the solve.");
    return;
  }
  close_solve();
  std::string error;
  solve_options_ = logic_options(true, &error);
  if (mode == SolveMode::kSearch) solve_options_.techniques = logic::TechniqueSet::up_to_tier(1);
  // The path starts from the digits on the board with full candidates, so
  // every elimination is shown being made; it is computed a piece at a time.
  const Board start = board_from_grid(game_.values());
  timeline_.reset(SolveReplay{start, {}});
  timeline_.set_growing(true);
  solve_labels_.clear();
  solving_ = true;
  solve_mode_ = mode;
  solve_complete_ = false;
  solve_piece_steps_ = 1;
  solve_options_.max_steps = solve_piece_steps_;
  EngineRequest request{next_id_++, EngineTask::kSolvePath, start, solve_options_};
  solve_request_ = request.id;
  engine_.submit(std::move(request));
  timeline_.play(now());
  step_changed_at_ = now();
  last_position_ = 0;
}

void Session::close_solve() {
  cancel(solve_request_);
  solving_ = false;
  solve_complete_ = true;
  timeline_.clear();
  solve_labels_.clear();
  last_position_ = 0;
}

void Session::solve_toggle_play() {
  if (!solving_) return;
  if (timeline_.playing()) {
    timeline_.pause();
  } else {
    timeline_.play(now());
  }
}

void Session::solve_step(int delta) {
  if (!solving_) return;
  timeline_.pause();
  if (delta > 0) {
    for (int i = 0; i < delta; ++i) timeline_.step_forward();
  } else {
    for (int i = 0; i < -delta; ++i) timeline_.step_back();
  }
}

void Session::solve_seek(std::size_t position) {
  if (!solving_) return;
  timeline_.pause();
  timeline_.seek(position);
}

void Session::solve_seek_end() { solve_seek(timeline_.size()); }

void Session::solve_set_speed(double events_per_second) { timeline_.set_speed(events_per_second); }

}  // namespace sudoku::app
