// session.cpp - see session.h. The board scene is in session_scene.cpp, the
// automation snapshot in session_state_json.cpp, new puzzles made on demand
// in session_new_game.cpp.
//
// [SECTION] index: helpers; construction, frame and saving; play; hints;
// "All hints"; new games, links and paste; settings; the animated solve;
// the finish panel.
#include "app/model/session.h"

#include <algorithm>
#include <utility>

#include "app/model/share_link.h"
#include "app/model/ui_text.h"
#include "core/format.h"

namespace sudoku::app {

// [SECTION] helpers ------------------------------------------------------------

std::string_view level_name(int level) {
  return level >= 0 && level < kLevelCount ? kLevelTexts[level] : std::string_view{};
}

// [SECTION] construction, frame and saving -------------------------------------

Session::Session(Host& host, EngineLink& link) : host_(host), link_(link) {
  game_.set_visible(host_.visible(), now());
  saver_.claim_writer(host_, now());  // the tab opened last plays
  restore();
  on_host_preferences();
}

void Session::restore() {
  const double t = now();
  restore_stats();
  aside_.restore(host_);
  const std::optional<std::string> saved = host_.storage_get(kSaveKey);
  if (saved) {
    const std::string error = game_.load_json(*saved, t);
    if (!error.empty()) {
      // Keep the unreadable data rather than losing it.
      aside_.put(host_, *saved);
      host_.storage_remove(kSaveKey);
      const std::optional<int> version = Game::saved_version(*saved);
      notice_ = version && *version > Game::kSaveVersion
                    ? ui_format(ui_text(Ui::kMsgSaveNewer), {{"label", set_aside_label(0)}})
                    : ui_format(ui_text(Ui::kMsgSaveUnreadable), {{"error", error}, {"label", set_aside_label(0)}});
      host_.log(Host::LogLevel::kWarning, notice_);
    } else if (auto clock = host_.storage_get(kClockKey)) {
      take_clock_record(*clock);
    }
  }
  has_previous_ = host_.storage_get(kPreviousKey).has_value();
  record_.counted_solve = game_.solve_time().has_value();
  // The welcome puzzle saved untouched is still not played.
  record_.uncounted_start = !game_.can_undo() && !game_.can_redo() && game_.phase() == Phase::kPlay &&
                            game_.level() == 0 && to_line(game_.givens()) == kFirstPuzzle;
  const std::string fragment = host_.url_fragment();
  if (!fragment.empty()) open_fragment(fragment);
  if (game_.phase() == Phase::kEntry && game_.givens() == Grid{}) {
    // First visit (or a save, or a link, that could not be read): a
    // playable puzzle at once (an easy classic), and on a first visit the
    // help. The message says what was wrong with a link.
    const std::string link_message = fragment.empty() ? std::string() : game_.message();
    game_.new_game_from_text(kFirstPuzzle, t);
    game_.set_level(0);
    record_.uncounted_start = true;  // played once the player makes a move
    game_.set_message(!link_message.empty() ? link_message : ui_text(Ui::kMsgWelcome));
    help_open_ = !saved && !host_.storage_get(kHelpKey).has_value();
  }
  was_solved_ = game_.is_solved();
  save();
}

void Session::restore_stats() {
  const std::optional<std::string> text = host_.storage_get(kStatsKey);
  if (!text) return;
  std::string error;
  if (auto stats = Stats::from_json(*text, &error)) {
    record_.stats = std::move(*stats);
    return;
  }
  const std::string aside = std::string(kStatsKey) + ".unreadable";
  host_.storage_set(aside, *text);
  host_.storage_remove(kStatsKey);
  if (notice_.empty()) {
    notice_ = ui_format(ui_text(Ui::kMsgStatsUnreadable), {{"error", error}, {"key", aside}});
  }
  host_.log(Host::LogLevel::kWarning, error);
}

void Session::save() {
  if (saver_.save(host_, game_, now())) {
    notice_ = ui_text(Ui::kMsgCannotSave);
    host_.log(Host::LogLevel::kWarning, "could not save the game to localStorage");
  }
}

void Session::save_stats() { host_.storage_set(kStatsKey, record_.stats.to_json()); }

void Session::update() {
  for (wire::Reply& reply : link_.poll()) take(std::move(reply));
  if (link_.failed()) engine_failed();
  const double t = now();
  if (solve_.solving) solve_.update(t);
  // The clock counts playing time only: not while a dialog (the view's or
  // the page's) covers the board or a solve animation plays.
  game_.set_held(board_covered_ || page_card_open_ || solve_.solving || saver_.read_only, t);
  const bool solved = game_.is_solved();
  if (solved && !was_solved_) solved_at_ = t;
  was_solved_ = solved;
  if (game_.solve_time() && !record_.counted_solve) {
    record_.count_solve(game_, host_.today());
    save_stats();
  }
  if (saver_.dirty) {
    save();
  } else if (saver_.clock_due(game_, t)) {
    saver_.save_clock(host_, game_, t);
  }
}

void Session::engine_failed() {
  if (generating()) generation_failed(ui_text(Ui::kWhyNoEngine));
  // What waits for the engine would wait for ever: it stops, and says so.
  const bool waiting = pending_hint_.request != 0 || all_hints_.list.computing || (solve_.solving && !solve_.complete);
  if (!waiting) return;
  pending_hint_.request = 0;
  all_hints_.drop();
  all_hints_.list.open = false;
  if (solve_.solving) close_solve();
  const std::string why = link_.failure();
  game_.set_message(
      ui_format(ui_text(Ui::kMsgHintEngineFailed), {{"why", why.empty() ? ui_text(Ui::kWhyEngineSilent) : why}}));
  host_.log(Host::LogLevel::kWarning, game_.message());
}

void Session::take(wire::Reply reply) {
  if (reply.id == 0) return;
  if (reply.id == making_.request) {
    making_.request = 0;
    // A request the engine could not read: the generation says why (the
    // logic tasks answer nothing, as when no step is found).
    if (!reply.error.empty()) {
      reply.generated.status = GenerateStatus::kBadOptions;
      reply.generated.error = std::move(reply.error);
    }
    take_generated(reply.generated);
  } else if (reply.id == pending_hint_.request) {
    pending_hint_.request = 0;
    if (!reply.steps.empty()) {
      game_.show_hint(std::move(reply.steps.front()));
      game_.count_hint();
      // H pressed again while the engine worked: those levels too.
      while (game_.hint().level() < pending_hint_.level_wanted && game_.advance_hint()) {
      }
    } else if (game_.solution_count() >= 2) {
      game_.set_message(ui_text(Ui::kMsgNoHintSeveral));
    } else if (!game_.settings().hint_techniques.empty()) {
      game_.set_message(
          ui_format(ui_text(Ui::kMsgNoHintTechniques), {{"techniques", game_.settings().hint_techniques}}));
    } else {
      game_.set_message(ui_text(Ui::kMsgNoTechnique));
    }
    saver_.dirty = true;
  } else if (reply.id == guide_.example_request) {
    guide_.example_request = 0;
    guide_.example_pending = false;
    if (!reply.steps.empty()) {
      guide_.example_step = std::move(reply.steps.front());
    } else {
      guide_.example_error = ui_text(Ui::kGuideNoStep);
    }
    saver_.dirty = true;
  } else if (reply.id == all_hints_.request) {
    all_hints_.take(std::move(reply.steps));
  } else if (reply.id == solve_.request) {
    solve_.take(reply);
    if (!solve_.complete) link_.submit(solve_.ask(reply.trace.final_board, next_id_++));
  }
}

void Session::cancel(std::uint32_t& id) {
  if (id != 0) link_.cancel(id);
  id = 0;
}

void Session::after(bool changed) {
  if (!changed) return;
  saver_.dirty = true;
  record_.finish.reset();
  if (record_.uncounted_start) {
    record_.count_start(game_.level());
    save_stats();
  }
  ++board_revision_;
  cancel(pending_hint_.request);
  if (solve_.solving) close_solve();
  if (all_hints_.list.open) ask_hint_list();
}

void Session::started(const StartResult& result) {
  saver_.dirty = true;  // the message is saved too
  if (result.started()) replace_game(Replaced::kStarted);
}

void Session::replace_game(Replaced how) {
  drop_generation();  // a puzzle still being made would replace this game
  close_solve();
  ++board_revision_;
  cancel(pending_hint_.request);
  record_.finish.reset();
  was_solved_ = game_.is_solved();
  // Another tab counts its own game's solve; any other game is counted
  // when it is first solved here.
  record_.counted_solve = how == Replaced::kOtherTab || game_.solve_time().has_value();
  record_.uncounted_start = false;  // the welcome puzzle, if shown, was replaced unplayed
  switch (how) {
    case Replaced::kStarted:
      record_.count_start(game_.level());
      save_stats();
      break;
    case Replaced::kOtherTab:
      restore_stats();  // the other tab keeps the statistics
      break;
    case Replaced::kEditor:
    case Replaced::kRestored:
      break;  // counted when it starts / when it first started
  }
  if (how != Replaced::kOtherTab) saver_.dirty = true;
  if (all_hints_.list.open) ask_hint_list();
}

bool Session::has_progress() const {
  // Givens typed in entry count too: they would be lost as easily.
  return game_.can_undo() && (game_.phase() == Phase::kEntry || !game_.solve_time());
}

void Session::confirm_then(std::string question, std::string yes, std::function<void()> start) {
  if (refused_read_only()) return;  // neither a new game nor a question whose yes makes one
  if (!has_progress()) {
    // An older question (held while another tab played, which left no game
    // in progress) was about a game no longer here: this start answers it.
    question_.take();
    start();
    return;
  }
  question_.shown = {std::move(question), std::move(yes), ui_text(Ui::kKeepPlaying)};
  question_.on_yes = std::move(start);
}

void Session::answer(bool yes) {
  if (saver_.read_only) return;  // held until Continue here (on_storage_changed)
  std::function<void()> start = question_.take();
  if (!yes) host_.set_url_fragment("");  // a link refused: a reload does not ask again
  if (yes && start) start();
}

void Session::keep_previous() {
  if (!game_.can_undo()) return;  // nothing the player did (in play or in entry)
  has_previous_ = host_.storage_set(kPreviousKey, game_.save_json(now())) || has_previous_;
}

void Session::back_to_previous() {
  if (refused_read_only()) return;
  const std::optional<std::string> previous = host_.storage_get(kPreviousKey);
  if (!previous) {
    has_previous_ = false;
    return;
  }
  const std::string current = game_.save_json(now());
  Game restored;
  const std::string error = restored.load_json(*previous, now());
  if (!error.empty()) {
    aside_.put(host_, *previous);
    game_.set_message(
        ui_format(ui_text(Ui::kMsgPreviousUnreadable), {{"error", error}, {"label", set_aside_label(0)}}));
    host_.storage_remove(kPreviousKey);
    has_previous_ = false;
    saver_.dirty = true;
    return;
  }
  install(std::move(restored), Replaced::kRestored);
  if (game_.phase() == Phase::kPlay && game_.can_undo()) {
    host_.storage_set(kPreviousKey, current);
  } else {
    host_.storage_remove(kPreviousKey);
    has_previous_ = false;
  }
  game_.set_message(ui_text(Ui::kMsgBackToPrevious));
}

void Session::install(Game restored, Replaced how) {
  // A saved game comes back with the player's current settings; another
  // tab's game brings that tab's (the newest).
  if (how == Replaced::kRestored) restored.settings() = game_.settings();
  game_ = std::move(restored);
  game_.set_visible(host_.visible(), now());
  replace_game(how);
}

bool Session::refused_read_only() {
  if (!saver_.read_only) return false;
  game_.set_message(ui_text(Ui::kMsgPlayedElsewhere));
  return true;
}

bool Session::blocked_by_pause() {
  if (refused_read_only()) return true;
  if (!game_.paused()) return false;
  game_.set_message(ui_text(Ui::kMsgPausedResume));
  return true;
}

// [SECTION] play -------------------------------------------------------------------

void Session::input_digit(int digit) {
  if (!blocked_by_pause()) after(game_.input_digit(digit, now()));
}
void Session::toggle_mark(int digit) {
  if (game_.phase() == Phase::kPlay && !blocked_by_pause()) after(game_.toggle_mark(digit, now()));
}
void Session::clear_cells() {
  if (!blocked_by_pause()) after(game_.clear_cells(now()));
}
void Session::undo() {
  if (!blocked_by_pause()) after(game_.undo(now()));
}
void Session::redo() {
  if (!blocked_by_pause()) after(game_.redo(now()));
}
void Session::fill_candidates() {
  if (!blocked_by_pause()) after(game_.fill_candidates(now()));
}

void Session::select(int cell) {
  if (!solve_.solving && !game_.paused()) game_.selection().select(cell);
}
void Session::toggle_selected(int cell) {
  if (!solve_.solving && !game_.paused()) game_.selection().toggle(cell);
}
void Session::extend_selection(int cell) {
  if (!solve_.solving && !game_.paused() && !game_.selection().has(cell)) game_.selection().extend(cell);
}
void Session::move_cursor(int rows, int cols, bool extend) {
  if (!game_.paused()) game_.selection().move(rows, cols, extend);
}
void Session::select_all() {
  if (!game_.paused()) game_.selection().select_all();
}
void Session::clear_selection() { game_.selection().clear(); }

void Session::toggle_input_mode(InputMode mode) {
  game_.set_input_mode(game_.input_mode() == mode ? InputMode::kNormal : mode);
}

void Session::set_input_mode(InputMode mode) { game_.set_input_mode(mode); }

void Session::set_paused(bool paused) {
  if (game_.phase() != Phase::kPlay || game_.solve_time() || refused_read_only()) return;
  game_.set_paused(paused, now());
  if (paused) {
    close_solve();
    dismiss_hint();
  }
  game_.set_message(paused ? ui_text(Ui::kMsgPaused) : "");
  saver_.dirty = true;
}

void Session::restart() {
  if (game_.phase() != Phase::kPlay) return;
  confirm_then(ui_text(Ui::kAskRestart), ui_text(Ui::kAskRestartYes), [this] {
    game_.set_paused(false, now());
    after(game_.reset_progress(now()));
    // A solved game played again is another game played, as its solve
    // will be another solve.
    if (record_.counted_solve) {
      record_.count_start(game_.level());
      save_stats();
    }
    record_.counted_solve = false;
    game_.set_message(ui_text(Ui::kMsgRestarted));
  });
}

void Session::on_visibility(bool visible) {
  game_.set_visible(visible, now());
  if (!visible) save();  // the time played so far, before the page may go away
}

void Session::on_drawing_lost(bool lost) {
  const char* said = ui_text(Ui::kMsgDrawingLost);
  if (lost) {
    game_.set_message(said);
  } else if (game_.message() == said) {
    game_.set_message({});
  }
}

void Session::start_entry() { enter_puzzle({}, {}, ui_text(Ui::kAskEntry), ui_text(Ui::kAskEntryYes)); }

void Session::open_photo_reading(const Grid& givens, const CellSet& doubtful) {
  enter_puzzle(givens, doubtful, ui_text(Ui::kAskPhoto), ui_text(Ui::kAskPhotoYes));
}

void Session::enter_puzzle(const Grid& givens, const CellSet& doubtful, std::string question, std::string yes) {
  confirm_then(std::move(question), std::move(yes), [this, givens, doubtful] {
    keep_previous();
    if (givens == Grid{}) {
      game_.start_entry(now());
      game_.set_message(ui_text(Ui::kMsgTypeGivens));
    } else {
      game_.open_for_review(givens, doubtful, now());
    }
    replace_game(Replaced::kEditor);
  });
}

void Session::finish_entry() {
  if (!refused_read_only()) started(game_.finish_entry(now()));
}

void Session::enter_player_digits(const Grid& digits) {
  if (blocked_by_pause()) return;
  const bool counted = record_.counted_solve;
  const int filled = game_.enter_player_digits(digits, now());
  after(filled > 0);
  if (filled > 0 && game_.solve_time() && !counted) {
    record_.counted_solve = true;
    game_.set_message(ui_text(Ui::kMsgPhotoSolvedOnPaper));
  }
}

// [SECTION] hints -------------------------------------------------------------------

logic::Options Session::logic_options(bool allow_guess, std::string* error) const {
  logic::TechniqueSet techniques = logic::TechniqueSet::all();
  const std::string& list = game_.settings().hint_techniques;
  if (!list.empty()) {
    if (auto set = logic::parse_techniques(list, error)) techniques = *set;
  }
  // The CLI's builder, with the core's verdict on the givens.
  return logic::make_options(techniques, game_.judged(), allow_guess);
}

void Session::request_hint() {
  if (game_.phase() != Phase::kPlay || solve_.solving || blocked_by_pause()) return;
  if (game_.hint().shown()) {
    game_.advance_hint();
    return;
  }
  if (pending_hint_.pending()) {  // already asked: this press is one more level
    pending_hint_.press_again();
    return;
  }
  if (game_.is_solved()) {
    game_.set_message(ui_text(Ui::kMsgSolvedNoHint));
    return;
  }
  std::string error;
  logic::Options options = logic_options(false, &error);
  if (!error.empty()) {
    game_.set_message(ui_format(ui_text(Ui::kMsgHintTechniquesError), {{"error", error}}));
    return;
  }
  // With every technique allowed, a guess (the solution's digit) is the last
  // resort, for puzzles that logic cannot finish. A player who chose only
  // some techniques is told when they run out instead of getting a harder step.
  options.allow_guess = options.techniques == logic::TechniqueSet::all();
  wire::Request request{next_id_++, wire::Task::kNextStep, game_.board(), std::move(options), {}};
  pending_hint_.asked(request.id, now());
  link_.submit(std::move(request));
}

void Session::hint_button() {
  if (game_.hint().level() == HintLadder::kMaxLevel) {
    apply_hint();
  } else {
    request_hint();
  }
}

void Session::apply_hint() {
  // A tab another tab plays shows the game read-only: its hint waits.
  if (!blocked_by_pause()) after(game_.apply_hint(now()));
}

HintReport Session::hint_report() const {
  HintReport r;
  const logic::Step* step = game_.hint().step();
  if (step == nullptr) return r;
  r.level = game_.hint().level();
  r.technique = std::string(logic::technique_name(step->technique));
  switch (step->technique) {
    case logic::Technique::kWrongValue:
      r.apply_label = ui_text(Ui::kHintApplyRemove);
      break;
    case logic::Technique::kWrongElimination:
      r.apply_label = ui_text(Ui::kHintApplyRestore);
      break;
    case logic::Technique::kMissingCandidates:
      r.apply_label = ui_text(Ui::kHintApplyFill);
      break;
    default:
      r.apply_label = ui_text(Ui::kHintApply);
      break;
  }
  // The units to look at: the step's own, or for a repair (which names no
  // unit) the boxes of the cells it repairs.
  std::vector<int> units(step->units.begin(), step->units.end());
  const bool repair = step->technique == logic::Technique::kWrongValue ||
                      step->technique == logic::Technique::kWrongElimination ||
                      step->technique == logic::Technique::kMissingCandidates;
  if (repair) {
    for (auto c : step->cause_cells) {
      const int box = 18 + box_of(c % kCells);
      if (std::find(units.begin(), units.end(), box) == units.end()) units.push_back(box);
    }
    std::sort(units.begin(), units.end());
  }
  std::string unit_list;
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (i > 0) unit_list += i + 1 < units.size() ? std::string(", ") : std::string(" ") + ui_text(Ui::kAnd) + " ";
    unit_list += unit_name(units[i]);
  }
  const bool several = step->cause_cells.size() > 1;
  switch (step->technique) {
    case logic::Technique::kWrongValue:
      r.where = ui_format(several ? ui_text(Ui::kHintWrongDigitsWhere) : ui_text(Ui::kHintWrongDigitWhere),
                          {{"units", unit_list}});
      r.marked = several ? ui_text(Ui::kHintWrongDigitsMarked) : ui_text(Ui::kHintWrongDigitMarked);
      break;
    case logic::Technique::kWrongElimination:
      r.where = ui_format(ui_text(Ui::kHintLostWhere), {{"units", unit_list}});
      r.marked = several ? ui_text(Ui::kHintLostCandidatesMarked) : ui_text(Ui::kHintLostCandidateMarked);
      break;
    case logic::Technique::kMissingCandidates:
      r.where = ui_format(ui_text(Ui::kHintMissingWhere), {{"units", unit_list}});
      r.marked = ui_text(Ui::kHintMissingMarked);
      break;
    default:
      if (!unit_list.empty()) r.where = ui_format(ui_text(Ui::kHintLookAt), {{"units", unit_list}});
      r.marked = ui_text(Ui::kHintCauseMarked);
      break;
  }
  if (r.level < 2) r.marked.clear();
  if (r.level >= 3) r.sentence = step->sentence;
  r.can_practise = can_practise(step->technique);
  if (static_cast<int>(step->technique) < logic::kTechniqueCount && step->technique != logic::Technique::kPlacedDigit) {
    r.technique_key = std::string(logic::technique_key(step->technique));
    r.guide_label = what_is_label(r.technique);
  }
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
  cancel(pending_hint_.request);
}

// [SECTION] "All hints" ---------------------------------------------------------------

void Session::open_hint_list() {
  if (game_.phase() != Phase::kPlay) return;
  all_hints_.list.open = true;
  if (all_hints_.revision != board_revision_) ask_hint_list();
}

void Session::close_hint_list() {
  all_hints_.list.open = false;
  if (all_hints_.request != 0) {
    cancel(all_hints_.request);
    all_hints_.drop();  // asked again next time
  }
}

void Session::ask_hint_list() {
  cancel(all_hints_.request);
  std::string error;
  wire::Request request{next_id_++, wire::Task::kAllSteps, game_.board(), logic_options(false, &error), {}};
  all_hints_.asked(request.id, board_revision_, now());
  link_.submit(std::move(request));
}

void Session::show_listed_hint(std::size_t index) {
  if (index >= all_hints_.steps.size() || !all_hints_.current(board_revision_)) return;
  cancel(pending_hint_.request);
  game_.show_hint(all_hints_.steps[index]);
  if (!saver_.read_only) game_.count_hint();  // a read-only tab may look, but it does not play this game
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
  if (url == kNoticesUrl) {
    about_text_ = ok && !text.empty() ? std::string(text) : ui_text(Ui::kAboutNoticesFailed);
    return;
  }
  if (url == kGuideUrl) {
    take_guide(text, ok);
    return;
  }
  if (url == kPracticeUrl) {
    bank_.read(ok ? text : std::string_view());
    practice_from_bank();
    return;
  }
  if (url != kCollectionUrl) return;
  collection_.read(ok ? text : std::string_view());
  if (!ok) {
    collection_.error = std::string(text);
  } else {
    collection_.error =
        collection_.status == PuzzleCollection::Status::kFailed ? ui_text(Ui::kCollectionUnreadable) : "";
  }
  if (making_.fallback_level >= 0) {  // a game that could not be made waited for the collection
    const int level = std::exchange(making_.fallback_level, -1);
    start_from_collection(level, making_.fallback_message);
  }
}

bool Session::refuse_long_input(std::string_view text, std::string_view what) {
  if (text.size() <= Host::kMaxInputBytes) return false;
  game_.set_message(ui_format(ui_text(Ui::kMsgInputTooLong), {{"what", what}}));
  host_.log(Host::LogLevel::kWarning, game_.message());
  return true;
}

void Session::paste(std::string_view text) {
  if (refuse_long_input(text, ui_text(Ui::kInputPastedText))) return;
  // Read once; unreadable text never replaces anything: say so at once.
  Result<Puzzle> read = read_puzzle(text);
  if (!read) {
    started(game_.open_puzzle(read, now()));
    return;
  }
  confirm_then(ui_text(Ui::kAskPaste), ui_text(Ui::kAskPasteYes), [this, read = std::move(read)] {
    keep_previous();
    opened(game_.open_puzzle(read, now()));
  });
}

void Session::opened(const StartResult& result) {
  if (result.verdict == StartOutcome::kConflict || result.verdict == StartOutcome::kNoSolution) {
    replace_game(Replaced::kEditor);  // opened in the entry editor to be fixed (game.h)
  }
  started(result);
}

void Session::open_fragment(std::string_view fragment) {
  if (fragment.empty()) return;
  if (refuse_long_input(fragment, ui_text(Ui::kInputLink))) {
    host_.set_url_fragment("");
    return;
  }
  // Decoded once; a link that cannot be read says what is wrong and keeps
  // the game.
  SharedGameResult link = decode_share_fragment(fragment);
  if (!link.game) {
    host_.set_url_fragment("");
    started(game_.open_link(link, now()));
    return;
  }
  // The address keeps the link until it is opened or refused (answer()), so
  // a reload meanwhile asks again; opened, a reload restores the game.
  if (refused_read_only()) {
    link_for_continue_ = std::move(link);  // the newest link waits for Continue here
    return;
  }
  offer_link(std::move(link));
}

void Session::offer_link(SharedGameResult link) {
  confirm_then(ui_text(Ui::kAskLink), ui_text(Ui::kAskLinkYes), [this, link = std::move(link)] {
    host_.set_url_fragment("");
    keep_previous();
    opened(game_.open_link(link, now()));
  });
}

std::string Session::copy_text() const { return to_line(game_.givens()); }

namespace {
constexpr const char* kCopiedPuzzle = ui_text(Ui::kMsgCopiedPuzzle);
}  // namespace

void Session::copy_puzzle() {
  host_.clipboard_set(copy_text());
  game_.set_message(kCopiedPuzzle);
}

std::string Session::copy_by_key() {
  game_.set_message(kCopiedPuzzle);
  return copy_text();
}

void Session::copy_share_link(bool with_progress) {
  host_.clipboard_set(host_.page_url() + game_.share_fragment(with_progress));
  game_.set_message(with_progress ? ui_text(Ui::kMsgCopiedLinkProgress) : ui_text(Ui::kMsgCopiedLink));
}

void Session::share_image() {
  const std::string title = game_.level() >= 0
                                ? ui_format(ui_text(Ui::kShareImageTitleLevel), {{"level", level_name(game_.level())}})
                                : std::string(ui_text(Ui::kShareImageTitle));
  host_.share_board_image(to_line(game_.givens()), to_line(game_.values()), title);
  game_.set_message(ui_text(Ui::kMsgSharingImage));
}

void Session::open_about() {
  about_open_ = true;
  if (about_text_.empty() || about_text_ == ui_text(Ui::kAboutNoticesFailed)) {
    about_text_.clear();
    host_.fetch(kNoticesUrl);
  }
}

void Session::take_clock_record(const std::string& record) {
  // The clock is written more often than the game: its time is taken when it
  // is about this game and later.
  const double t = now();
  const std::optional<double> seconds = GameSaver::read_clock(record, game_.givens());
  if (seconds && *seconds > game_.elapsed(t) && !game_.solve_time()) game_.set_elapsed(*seconds, t);
}

void Session::on_storage_changed(const std::string& key, const std::optional<std::string>& value) {
  if (key == kClockKey) {
    if (saver_.read_only && value) take_clock_record(*value);  // the playing tab's clock, shown here
    return;
  }
  if (key == kWriterKey) {
    if (saver_.other_writer(host_) && !saver_.read_only) {
      if (saver_.dirty) save();  // this tab's last move is kept before it turns read-only
      saver_.read_only = true;
      drop_generation();
      close_solve();
      // A question open here (a paste, a link, a new game) is held and a
      // hint asked for noted: Continue here asks them again.
      pending_hint_.resume_level = pending_hint_.pending() ? pending_hint_.level_wanted : 0;
      cancel(pending_hint_.request);
      record_.finish.reset();
    }
    return;
  }
  if (key != kSaveKey || !value || *value == saver_.last_saved) return;
  Game other;
  if (!other.load_json(*value, now()).empty()) return;  // not a game this tab can read: leave it
  if (other.cells() == game_.cells() && other.history().actions() == game_.history().actions() &&
      other.history().position() == game_.history().position()) {
    saver_.last_saved = *value;  // the same game (only its clock moved): nothing to show
    return;
  }
  // Another tab played: continue from its game here (it is the newest). A
  // question open here stays open over it; a hint asked for is asked of it.
  const int hint_level = pending_hint_.pending() ? pending_hint_.level_wanted : 0;
  saver_.last_saved = *value;
  install(std::move(other), Replaced::kOtherTab);
  game_.set_message(ui_text(Ui::kMsgContinuedElsewhere));
  if (hint_level > 0) ask_hint_again(hint_level);
}

void Session::ask_hint_again(int level) {
  request_hint();
  if (pending_hint_.pending()) pending_hint_.level_wanted = level;
}

void Session::continue_here() {
  if (!saver_.read_only) return;
  saver_.read_only = false;
  saver_.claim_writer(host_, now());
  // The game as the other tab last saved it (its storage event may not have
  // arrived yet).
  if (const std::optional<std::string> saved = host_.storage_get(kSaveKey)) on_storage_changed(kSaveKey, saved);
  // Its clock, saved every second while the game is saved after a move.
  if (const std::optional<std::string> clock = host_.storage_get(kClockKey)) take_clock_record(*clock);
  game_.set_message(ui_text(Ui::kSaidHereNow));
  saver_.dirty = true;
  if (const int level = std::exchange(pending_hint_.resume_level, 0)) ask_hint_again(level);
  // A link that arrived meanwhile: opened, or asked about over a game in
  // progress, as a load of it would.
  if (std::optional<SharedGameResult> link = std::exchange(link_for_continue_, std::nullopt)) {
    offer_link(std::move(*link));
  }
}

void Session::close_help() {
  help_open_ = false;
  host_.storage_set(kHelpKey, "seen");
}

// [SECTION] settings ---------------------------------------------------------------------

void Session::set_settings(const Settings& wanted) {
  const Settings settings = with_host_preferences(game_.settings(), wanted);
  if (settings == game_.settings()) return;
  const bool techniques_changed = settings.hint_techniques != game_.settings().hint_techniques;
  game_.settings() = settings;
  saver_.dirty = true;
  if (techniques_changed) {
    cancel(pending_hint_.request);
    if (all_hints_.list.open) ask_hint_list();
  }
}

void Session::ask_paste() {
  forget_text_box_failure();
  host_.ask_text({ui_text(Ui::kAskTextPaste), "", "paste", "", true});
}

void Session::forget_text_box_failure() {
  if (!text_box_failure().empty()) game_.set_message({});
  text_box_failure_.clear();
}

void Session::read_photo() {
  if (!refused_read_only()) host_.read_photo();  // its reading would replace the game
}

void Session::part_failed(std::string message) {
  host_.log(Host::LogLevel::kWarning, message);
  game_.set_message(std::move(message));
}

void Session::photo_reader_failed(std::string message) {
  photo_failure_ = message;
  part_failed(std::move(message));
}

void Session::photo_reader_opened() {
  if (!photo_failure_.empty() && game_.message() == photo_failure_) game_.set_message({});
  photo_failure_.clear();
}

void Session::text_box_failed(std::string message) {
  text_box_failure_ = message;
  part_failed(std::move(message));
}

void Session::ask_hint_techniques() {
  forget_text_box_failure();
  host_.ask_text({ui_text(Ui::kAskTextTechniques), settings().hint_techniques, "setting", "hint_techniques=", false});
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
  if (game_.phase() != Phase::kPlay || blocked_by_pause()) return;
  game_.dismiss_hint();
  cancel(pending_hint_.request);
  if (!game_.conflicts().none()) {
    game_.set_message(ui_text(Ui::kMsgConflictsBeforeSolve));
    return;
  }
  // From a digit that is not the solution's the solve cannot end solved
  // (logic ends stuck, the search backtracks to a dead end).
  if (const std::optional<Grid>& solution = game_.solution()) {
    const Grid& values = game_.values();
    for (int c = 0; c < kCells; ++c) {
      const std::uint8_t v = values.cells[static_cast<std::size_t>(c)];
      if (v != 0 && v != solution->cells[static_cast<std::size_t>(c)]) {
        game_.set_message(ui_text(Ui::kMsgWrongDigitBeforeSolve));
        return;
      }
    }
  }
  close_solve();
  std::string error;
  logic::Options options = logic_options(true, &error);
  if (mode == SolveMode::kSearch) options.techniques = logic::TechniqueSet::up_to_tier(1);
  const Board start = board_from_grid(game_.values());
  solve_.start(start, mode, std::move(options), now());
  link_.submit(solve_.ask(start, next_id_++));
}

void Session::close_solve() {
  cancel(solve_.request);
  solve_.close();
}

void Session::solve_toggle_play() {
  if (!solve_.solving) return;
  if (solve_.timeline.playing()) {
    solve_.timeline.pause();
  } else {
    solve_.timeline.play(now());
  }
}

void Session::solve_step(int delta) {
  if (!solve_.solving) return;
  solve_.timeline.pause();
  if (delta > 0) {
    for (int i = 0; i < delta; ++i) solve_.timeline.step_forward();
  } else {
    for (int i = 0; i < -delta; ++i) solve_.timeline.step_back();
  }
}

void Session::solve_seek(std::size_t position) {
  if (!solve_.solving) return;
  solve_.timeline.pause();
  solve_.timeline.seek(position);
}

void Session::solve_seek_end() { solve_seek(solve_.timeline.size()); }

void Session::solve_set_speed(double events_per_second) { solve_.timeline.set_speed(events_per_second); }

// [SECTION] the finish panel -----------------------------------------------------

void Session::finish_new_game() {
  if (!record_.finish) return;
  const int level = record_.finish->level;
  record_.finish.reset();
  if (game_.origin().kind == Origin::Kind::kPractice) {
    practise(game_.origin().technique);
  } else {
    new_game(level >= 0 && level < kStatLevels - 1 ? level : 0);
  }
}

void Session::finish_share() {
  if (!record_.finish) return;
  copy_share_link(false);
  record_.finish->shared = true;
}

}  // namespace sudoku::app
