// session.h - the one object a frame talks to.
//
// The session owns the game, the animated solve (its timeline, appended a
// piece at a time as the engine computes the path), the "All hints" list,
// the puzzle collection, saving (when, and under which key), links, paste
// and the URL fragment. Every command a player can give is a method here, so
// the native tests reach all of them through a Host stand-in and a
// LocalLink; the views only draw what the session reports and call its
// commands.
//
// Time comes from the host's clock; the session never reads a clock itself.
// Work for the logic engine is asked through the EngineLink and taken from it in
// update(), once per frame: a hint, the list of all hints, the solve path
// and a new puzzle arrive a frame or more after they were asked for.
//
// Its state is kept in parts, each in a file of its own (the saver, the game
// record, the pending hint, the "All hints" request, the solve playback, the
// puzzle being made, the question, the games set aside; see the private
// members), and every way a game is replaced ends in one clean-up,
// replace_game().
//
// [SECTION] index: construction and frame; play; hints; "All hints"; new
// games, links and paste; new puzzles made on demand (a level, practice, the
// daily puzzle); settings; the animated solve; reports for views and
// automation.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/aside_shelf.h"
#include "app/model/board_scene.h"
#include "app/model/confirmation.h"
#include "app/model/engine_link.h"
#include "app/model/game.h"
#include "app/model/game_record.h"
#include "app/model/game_saver.h"
#include "app/model/generation.h"
#include "app/model/guide_state.h"
#include "app/model/hint_list_request.h"
#include "app/model/host.h"
#include "app/model/pending_hint.h"
#include "app/model/practice_bank.h"
#include "app/model/puzzle_collection.h"
#include "app/model/share_link.h"
#include "app/model/solve_playback.h"
#include "app/model/stats.h"
#include "app/model/timeline.h"
#include "core/guide_file.h"

namespace sudoku::app {

/// "Easy", "Medium", "Hard", "Expert", "Extreme" (index 0..4).
std::string_view level_name(int level);

/// What the hint panel shows for the hint at its ladder level.
struct HintReport {
  int level = 0;          ///< 0: no hint shown
  std::string technique;  ///< e.g. "Hidden Single"
  std::string where;      ///< level >= 1: "Look at box 5 and row 3."
  /// level >= 2: what the highlights on the board are ("The highlighted
  /// cells and candidates cause it.", or for a mistake what is wrong there).
  std::string marked;
  std::string sentence;     ///< level 3: the deduction in words
  std::string apply_label;  ///< "Apply", or what a repair does: "Remove it", ...
  /// The hint's technique can be practised (Session::practise_hint): one
  /// the generator can make practice puzzles for (core can_practise).
  bool can_practise = false;
  /// The technique's key (e.g. "x-wing"), for "What is an X-Wing?"
  /// (Session::open_guide_page); empty for a mistake or a guess.
  std::string technique_key;
  /// The button to that page: "What is an X-Wing?" (what_is_label).
  std::string guide_label;
  /// Per cell: 1 a cause of the step, 2 changed by it (colours the cell
  /// names in the sentence as on the board), 0 neither.
  std::array<std::uint8_t, kCells> roles{};
};

/// "What is an X-Wing?", "What is a Skyscraper?", "What are Simple
/// Colors?": the question that opens a technique's page of the guide.
std::string what_is_label(std::string_view technique_name);

/// A technique the Menu offers to practise (ones whose practice puzzles
/// are made quickly; see Session::practice_menu()).
struct PracticeItem {
  logic::Technique technique = logic::Technique::kCount;
  std::string key;   ///< e.g. "x-wing"
  std::string name;  ///< e.g. "X-Wing"
};

class Session {
 public:
  /// Where the game is saved (localStorage keys): the game, an unreadable
  /// save set aside, the game a new one replaced, the clock (written every
  /// second while it runs, so a reload loses no time), the statistics, and
  /// whether the help was seen.
  static constexpr const char* kSaveKey = GameSaver::kSaveKey;
  static constexpr const char* kUnreadableKey = AsideShelf::kKey;
  static constexpr const char* kAsideDaysKey = AsideShelf::kDaysKey;
  /// How many games set aside are kept (see "games set aside" below).
  static constexpr std::size_t kAsideSlots = AsideShelf::kSlots;
  static constexpr const char* kPreviousKey = "sudoku.game.v1.previous";
  static constexpr const char* kClockKey = GameSaver::kClockKey;
  static constexpr const char* kStatsKey = "sudoku.stats.v1";
  static constexpr const char* kHelpKey = "sudoku.help.v1";
  /// The collection's file, next to the page.
  static constexpr const char* kCollectionUrl = "puzzles.txt";
  /// The puzzle a first visit starts with (an easy classic).
  static constexpr std::string_view kFirstPuzzle =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

  /// Restores the saved game (an unreadable one is set aside with a notice),
  /// then opens the URL fragment's puzzle if there is one; a first visit
  /// starts kFirstPuzzle. Settings that follow the system take the host's
  /// preferences (dark theme, contrast, reduced motion; see settings.h).
  Session(Host& host, EngineLink& link);
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  /// Once per frame: takes the engine's replies, asks for more of the solve
  /// path, plays the timeline, counts a first solve in the statistics, and
  /// saves when something changed (the clock every second).
  void update();
  /// The view says whether a dialog (help, settings, statistics, practice,
  /// a question...) covers the board: the clock waits meanwhile (from the
  /// next update()).
  void set_board_covered(bool covered) { board_covered_ = covered; }
  /// The page says whether a card of its own (the photo reader's, the text
  /// box) covers the board: the clock waits meanwhile, as for a dialog.
  void set_page_card_open(bool open) { page_card_open_ = open; }

  // ---- [SECTION] play ------------------------------------------------------
  // Each is what a key, click or tap does; board commands record one undoable
  // action when they change something (see game.h). While the animated solve
  // is shown, board commands close it first. While the game is paused, board
  // commands, selection and hints do nothing.
  void input_digit(int digit);
  /// Shift+digit: toggles a candidate mark (whatever the input mode).
  void toggle_mark(int digit);
  void clear_cells();
  void undo();
  void redo();
  void fill_candidates();
  void select(int cell);
  void toggle_selected(int cell);
  void extend_selection(int cell);
  void move_cursor(int rows, int cols, bool extend);
  void select_all();
  void clear_selection();
  /// Switches to `mode`, or back to normal when it is already on.
  void toggle_input_mode(InputMode mode);
  void set_input_mode(InputMode mode);
  void set_paused(bool paused);
  /// Restart: empties the grid but for the givens and starts the clock
  /// again (asks first when there is progress).
  void restart();
  /// The page became visible or hidden (the timer pauses while hidden).
  void on_visibility(bool visible);
  /// The page has not been able to draw the board for a while (true: the
  /// message says so, and that the game goes on) or draws it again (false:
  /// that message goes, if it is still the one shown).
  void on_drawing_lost(bool lost);
  /// The system's preferences may have changed: the settings that follow
  /// them take the host's answers again (session_preferences.cpp).
  void on_host_preferences();
  /// "Enter your own puzzle": an empty grid whose digits become givens.
  void start_entry();
  /// "Start" after entering givens.
  void finish_entry();

  // ---- [SECTION] hints -------------------------------------------------------
  /// H: one level further up the ladder; at level 0 asks the engine for the
  /// next step on the player's board (it arrives in a later update(), at one
  /// level more for each H pressed meanwhile).
  void request_hint();
  /// The keypad's Hint button: like H, and at the top level it applies.
  void hint_button();
  /// Enter: applies the hint shown as one undoable action (not while
  /// paused or read-only: the message says why).
  void apply_hint();
  /// Escape: hides the hint.
  void dismiss_hint();
  /// True while a hint has been asked for and not yet answered.
  bool hint_pending() const { return pending_hint_.pending(); }
  /// While a hint is pending: host seconds since it was asked for (past a
  /// blink the view shows it with a Cancel button, which is dismiss_hint);
  /// 0 otherwise.
  double hint_wait_seconds() const { return pending_hint_.wait_seconds(now()); }
  /// The hint panel's text at the current level.
  HintReport hint_report() const;

  // ---- [SECTION] "All hints" ---------------------------------------------------
  void open_hint_list();
  void close_hint_list();
  const HintList& hint_list() const { return all_hints_.list; }
  /// While the list is computing: host seconds since it was asked for (its
  /// Cancel is close_hint_list); 0 otherwise.
  double hint_list_wait_seconds() const { return all_hints_.wait_seconds(now()); }
  /// Shows entry `index` of the list as the hint, at the top level.
  void show_listed_hint(std::size_t index);

  // ---- [SECTION] new games, links and paste --------------------------------------
  /// The menu opened: fetches the collection the first time (and after a
  /// failure), so the first load stays small.
  void on_menu_opened();
  /// The host's answer to a fetch: the file's text, or with `ok` false why
  /// it could not be loaded (Host::fetch).
  void on_fetched(const std::string& url, std::string_view text, bool ok);
  const PuzzleCollection& collection() const { return collection_; }
  // A new game replaces the one in progress only after the player confirms
  // (confirmation()); the replaced game is kept (kPreviousKey) and
  // back_to_previous() brings it back.
  /// A new game of `level` (0..4): a puzzle generated for the player (see
  /// "new puzzles made on demand" below), or one from the collection when
  /// it cannot be made.
  void new_game(int level);
  /// Ctrl+V: text in any format the reader accepts becomes a new game.
  void paste(std::string_view text);
  /// A link's fragment (without '#') was opened (at start or on hashchange).
  /// While the question whether to open it waits for an answer, the address
  /// keeps the fragment (a reload asks again); it is cleared once answered.
  /// In a read-only tab the link is refused and held: Continue here offers
  /// it as a load of the link would (the address keeps it meanwhile).
  void open_fragment(std::string_view fragment);
  /// True (and the message says that `what`, e.g. "The pasted text", was not
  /// read) when `text` is longer than Host::kMaxInputBytes.
  bool refuse_long_input(std::string_view text, std::string_view what);
  /// The question waiting for an answer, if any.
  const Confirmation& confirmation() const { return question_.shown; }
  /// The player's answer: true goes ahead, false keeps the game.
  void answer(bool yes);
  /// True when a replaced game can be brought back.
  bool has_previous() const { return has_previous_; }
  /// Swaps the game with the one it replaced.
  void back_to_previous();
  /// The puzzle as an 81-character line (what a copy puts on the clipboard).
  std::string copy_text() const;
  /// Ctrl+C (the page's copy event): copy_text(), and the message says what
  /// was copied, as the Menu's Copy does.
  std::string copy_by_key();
  /// Menu: copies the 81-character line / a share link to the clipboard.
  void copy_puzzle();
  void copy_share_link(bool with_progress);
  /// Menu, "Link with my progress": whether Copy share link puts the
  /// player's progress in the link (one setting the drawn and the mirror's
  /// checkbox both show; not saved).
  bool share_with_progress() const { return share_with_progress_; }
  void set_share_with_progress(bool on) { share_with_progress_ = on; }
  /// Menu: shares a picture of the board (the system's share sheet, or a
  /// download).
  void share_image();

  // ---- [SECTION] games set aside (session_aside.cpp, aside_shelf.h) ---------------------
  // A save this page cannot read (damaged, or made by a newer version), and
  // a previous game that cannot be read, is set aside rather than lost: the
  // newest kAsideSlots are kept, with the day each was set aside.
  /// The days the games set aside were set aside (days since 1970-01-01,
  /// -1 unknown), newest first.
  std::span<const int> set_aside_days() const { return aside_.days(); }
  /// "Game set aside on 2026-11-24" (or "... earlier"), for the Menu.
  std::string set_aside_label(std::size_t index) const { return aside_.label(index); }
  /// Opens game `index` (the current game is kept as the previous game);
  /// one that still cannot be read is copied to the clipboard as text
  /// instead, with a message saying why it cannot open.
  void open_set_aside(std::size_t index);
  /// Copies game `index`'s saved text to the clipboard.
  void copy_set_aside(std::size_t index);

  /// Another tab of the app saved under `key` (the browser's storage event).
  /// The tabs agree: a newer game saved elsewhere is taken here at once, with
  /// a message, so neither tab overwrites the other's game unseen.
  void on_storage_changed(const std::string& key, const std::optional<std::string>& value);
  // One tab plays at a time: a tab that opens (or continues) writes its id
  // under kWriterKey; a tab that sees another id there shows the game
  // read-only (as the playing tab saves it) and saves nothing until the
  // player continues here, so two tabs never overwrite each other's moves.
  static constexpr const char* kWriterKey = GameSaver::kWriterKey;
  /// True while another tab plays this game.
  bool read_only() const { return saver_.read_only; }
  /// What this tab, while read-only, holds to ask again on Continue here
  /// (the read-only card says it waits): a link that arrived here, then a
  /// question, then a hint.
  enum class Held { kNothing, kQuestion, kHint, kLink };
  Held held_for_continue() const {
    if (!saver_.read_only) return Held::kNothing;
    if (link_for_continue_) return Held::kLink;
    if (!question_.shown.question.empty()) return Held::kQuestion;
    return pending_hint_.resume_level > 0 ? Held::kHint : Held::kNothing;
  }
  /// "Continue here": this tab plays, from the game as last saved.
  void continue_here();

  // ---- [SECTION] new puzzles made on demand ----------------------------------------
  // The engine generates them (in the browser, in its worker: no frame
  // waits), from a fresh random seed (Host::random_seed). While a puzzle is
  // made, generation() says what, the game goes on, and
  // cancel_generation() keeps it. The new game starts when the puzzle
  // arrives (after the player confirmed replacing a game in progress, which
  // is asked before the puzzle is made). When the engine cannot make it
  // (it gives up, refuses, or no engine runs), a new game of a level takes
  // a puzzle of that level from the collection instead and says so; a
  // practice or daily puzzle says why and keeps the game. A game started
  // meanwhile some other way (paste, link, your own puzzle, the previous
  // game, another tab's) forgets the puzzle being made.
  /// The technique `technique` to practise: a puzzle whose hints take
  /// singles up to one step of it (see generate() in core/generator.h).
  /// Ignored for a technique that cannot be practised (can_practise).
  void practise(logic::Technique technique);
  /// "Practise this technique" in the hint panel: the shown hint's technique.
  void practise_hint();
  /// Today's daily puzzle (the host's local date): the same puzzle as
  /// `sudoku generate --daily YYYY-MM-DD` prints for that date. When the
  /// current game is that puzzle already, says so and keeps it.
  void play_daily();
  /// Cancel on the progress line: the puzzle is not made, the game stays.
  void cancel_generation();
  bool generating() const { return making_.active(); }
  const Generation& generation() const { return making_.generation; }
  /// Host seconds since the puzzle was asked for (0 when none is being made).
  double generation_seconds() const { return making_.seconds(now()); }
  /// The progress line shows its seconds from this long on.
  static constexpr double kShowGenerationAfter = 0.15;
  /// The generator's practisable set (core can_practise: the hints'
  /// techniques of tiers 2-4), the same as `sudoku techniques` says.
  static bool can_practise(logic::Technique technique);
  /// The techniques the Menu offers to practise: every one that can be, in
  /// the hints' order (the bank has puzzles made ahead for each).
  static const std::vector<PracticeItem>& practice_menu();
  /// The practice bank's file, next to the page, and the bank.
  static constexpr const char* kPracticeUrl = "practice.txt";
  const PracticeBank& practice_bank() const { return bank_; }

  // ---- [SECTION] the guide to the techniques ---------------------------------------
  // The guide's pages come from kGuideUrl (written by the build from the
  // core's guide, guide_file.h), fetched when it is first opened; while it
  // loads the guide says so, and a failed fetch says why and is tried again
  // on the next opening. A page's example board is the engine's: its first
  // hint is asked for when the page opens and stepped through on a board
  // drawn like the game's.
  static constexpr const char* kGuideUrl = "guide.txt";
  /// Menu, Techniques: the list of techniques by tier.
  void open_guide();
  /// "What is an X-Wing?": the page of the technique whose key is `key`
  /// (technique_key); an unknown key opens the list.
  void open_guide_page(std::string_view key);
  /// Back from a page to the list.
  void guide_to_list();
  void close_guide();
  /// Steps the example's deduction `delta` stages on (or back), within
  /// 0..GuideState::kLastStage.
  void guide_step(int delta);
  /// "Practise this technique" on a page: closes the guide and practises.
  void practise_guide();
  const GuideState& guide() const { return guide_; }
  /// The page shown, or nullptr (the list, or not loaded).
  const GuidePage* guide_page() const;
  /// What the guide's example board shows at its stage.
  BoardScene guide_scene() const;
  /// What the example shows at its stage, in words ("Where to look: row 3
  /// and column 5.", the deduction's sentence...).
  std::string guide_stage_text() const;
  /// Where the current game's puzzle came from, for the panel: "Practice:
  /// X-Wing", "Daily puzzle, Tuesday 2026-11-24", "Expert, made for you",
  /// "Expert, from the collection"; "" for a pasted, linked or entered one.
  std::string origin_text() const;
  /// The daily streak as it stands today (Stats::daily_streak_on).
  int daily_streak() const { return record_.stats.daily_streak_on(host_.today()); }
  /// Attempts a generated puzzle may take before the engine gives up.
  static constexpr int kMaxAttempts = 20000;

  // ---- [SECTION] statistics, help and about --------------------------------------
  const Stats& stats() const { return record_.stats; }
  /// True while the help is shown (at once on a first visit).
  bool help_open() const { return help_open_; }
  void open_help() { help_open_ = true; }
  /// Closes the help; it does not open by itself again.
  void close_help();
  /// Menu, About: the version and the notices of everything the site ships
  /// (fetched from kNoticesUrl the first time).
  void open_about();
  void close_about() { about_open_ = false; }
  bool about_open() const { return about_open_; }
  /// Menu, Statistics: the statistics card (stats()) is shown.
  void open_stats() { stats_open_ = true; }
  void close_stats() { stats_open_ = false; }
  bool stats_open() const { return stats_open_; }
  /// The finish panel (game_record.h), shown until closed, a new game
  /// starts or the board changes again.
  using Finish = app::Finish;
  const std::optional<Finish>& finish() const { return record_.finish; }
  void close_finish() { record_.finish.reset(); }
  /// The panel's New game: a practice puzzle of the same technique, or a new
  /// game of the same level (a custom puzzle's: Easy).
  void finish_new_game();
  /// The panel's Share: copies a link to the puzzle.
  void finish_share();
  /// The notices' text; empty while loading, or a sentence when it failed.
  const std::string& about_text() const { return about_text_; }
  static constexpr const char* kNoticesUrl = "NOTICES.txt";
  /// The app's version (set by the platform at start).
  const std::string& version() const { return version_; }
  void set_version(std::string version) { version_ = std::move(version); }

  // ---- [SECTION] settings --------------------------------------------------------
  const Settings& settings() const { return game_.settings(); }
  /// Replaces the settings (saved with the game). A theme, contrast or
  /// motion value changed here stops following the system; a *_follows_system
  /// flag turned on takes the host's preference at once.
  void set_settings(const Settings& settings);
  /// Sets the hint techniques from the player's text; answers "" when it is
  /// accepted, else why not (the settings keep the previous list).
  std::string set_hint_techniques(std::string_view list);
  /// Menu: "Paste a puzzle": the clipboard where the browser allows reading
  /// it, else a text box of the page (Host::ask_text) whose text is pasted.
  void ask_paste();
  /// Menu or the entry screen: "Read a puzzle from a photo" (Host::read_photo).
  void read_photo();
  /// A part of the page loaded on first use could not be loaded (the
  /// command "load_failed"): `message` says which and why; the game goes on.
  void part_failed(std::string message);
  /// part_failed for the text box; the card that asked for it (Settings)
  /// shows the message too (text_box_failure), as the panel may lie under it.
  void text_box_failed(std::string message);
  /// part_failed for the photo reader.
  void photo_reader_failed(std::string message);
  /// The photo reader opened (the command "photo_opened"): its last failure,
  /// if still the game's message, is no longer said.
  void photo_reader_opened();
  /// The text box's failure while it is still the game's message, else "".
  std::string_view text_box_failure() const {
    return game_.message() == text_box_failure_ ? std::string_view(text_box_failure_) : std::string_view();
  }
  /// The photo reader's reading (the command "photo"): after the player
  /// confirms replacing a game in progress, the entry editor holds it with
  /// the doubtful cells marked (Game::open_for_review); the replaced game is
  /// kept as the previous game.
  void open_photo_reading(const Grid& givens, const CellSet& doubtful);
  /// The digits a photo shows written by hand, once its puzzle is played:
  /// they go into the empty cells as the player's own (one undoable action,
  /// Game::enter_player_digits). A grid they complete was solved on paper:
  /// it shows solved but is not counted in the statistics, and says so.
  void enter_player_digits(const Grid& digits);
  /// Settings on a touch screen: the techniques field as a text box of the
  /// page (a phone's keyboard reaches it), holding the current list.
  void ask_hint_techniques();

  // ---- [SECTION] the animated solve ----------------------------------------------
  /// S / Shift+S: watch the logic solve (every technique allowed, guesses
  /// when logic stalls) or the search solve (singles and guesses) from the
  /// digits on the board with all candidates.
  void start_solve(SolveMode mode);
  /// Esc / Close: back to the game as it was.
  void close_solve();
  bool solving() const { return solve_.solving; }
  SolveMode solve_mode() const { return solve_.mode; }
  /// True once the engine has computed the whole path.
  bool solve_complete() const { return solve_.complete; }
  const SolveTimeline& timeline() const { return solve_.timeline; }
  /// One line per event of the timeline (the step list).
  const std::vector<std::string>& solve_labels() const { return solve_.labels; }
  /// Play / pause (from the start again at the end).
  void solve_toggle_play();
  void solve_step(int delta);
  void solve_seek(std::size_t position);
  void solve_seek_end();
  void solve_set_speed(double events_per_second);

  // ---- [SECTION] reports for views and automation -----------------------------------
  const Game& game() const { return game_; }
  Host& host() { return host_; }
  double now() const { return host_.now(); }
  /// A one-time notice for a dialog (e.g. a saved game set aside), or "".
  const std::string& notice() const { return notice_; }
  void dismiss_notice() { notice_.clear(); }
  /// What the board shows now: the game with its highlights and the hint at
  /// its level, or the animated solve's current board and event.
  BoardScene scene() const;
  /// The automation snapshot (window.sudokuApp.state()): the game's fields
  /// (see game_state_json.cpp) plus the session's (animation, hint list,
  /// collection, notice, pending work), written into the object `out`;
  /// state_json() as text.
  void write_state(nlohmann::json& out) const;
  std::string state_json() const;

 private:
  void restore();
  void restore_stats();
  /// Takes the time of a clock record (sudoku.clock.v1) when it is about
  /// this game and later than the game's.
  void take_clock_record(const std::string& record);
  /// How a game came to replace the one shown (replace_game).
  enum class Replaced : std::uint8_t {
    kStarted,   ///< a new puzzle starts play: counted as started
    kEditor,    ///< the entry editor (empty, a photo's reading, a puzzle that cannot be played)
    kRestored,  ///< a saved game back (previous, set aside): counted when it first started
    kOtherTab,  ///< another tab's game: that tab keeps the statistics and saves it
  };
  /// The one clean-up after game_ was replaced, whichever way: the puzzle
  /// being made, the solve, a pending hint and the finish panel go; the
  /// statistics count a start (kStarted) or are reread (kOtherTab); an open
  /// "All hints" list is made again for the new board; the game is saved
  /// (but for kOtherTab).
  void replace_game(Replaced how);
  /// Replaces the game with `restored`, a saved game just loaded (kRestored
  /// keeps the player's current settings), then replace_game(how).
  void install(Game restored, Replaced how);
  void save();
  /// Writes the statistics (kStatsKey).
  void save_stats();
  /// True when the player has made moves in a game not yet solved, or typed
  /// givens in entry (a new game over it asks first).
  bool has_progress() const;
  /// The entry editor, empty or holding `givens` with `doubtful` cells
  /// marked (a photo's reading), after the player confirms (`question`,
  /// `yes`) replacing a game in progress, which is kept as the previous game.
  void enter_puzzle(const Grid& givens, const CellSet& doubtful, std::string question, std::string yes);
  /// Runs `start` now, or after the player confirms when there is progress;
  /// a read-only tab neither runs nor asks (refused_read_only()).
  void confirm_then(std::string question, std::string yes, std::function<void()> start);
  /// Keeps the current game (a game played or a puzzle being entered) as the
  /// previous one before it is replaced, when the player did something in it.
  void keep_previous();
  /// True (and a message says so, offering Continue here) while another tab
  /// plays this game: every command that would change the game, or replace
  /// it, or write what the tabs share (the previous game, a game set aside,
  /// the statistics) is refused here, so a following tab never forks it.
  bool refused_read_only();
  /// True (and a message says so) while read-only or paused: the command is
  /// ignored.
  bool blocked_by_pause();
  /// After a command: `changed` board commands mark the game for saving and
  /// close the solve animation; the hint list is made again when open.
  void after(bool changed);
  /// After a start was tried: the message is saved; a game that started
  /// replaces the one before (replace_game(kStarted)).
  void started(const StartResult& result);
  /// started() for a puzzle from outside (a paste, a link), which opens in
  /// the entry editor when it cannot be played.
  void opened(const StartResult& result);
  /// A link read from the address: opened, or asked about first over a game
  /// in progress (confirm_then).
  void offer_link(SharedGameResult link);
  void take(wire::Reply reply);
  /// The engine cannot answer any more (EngineLink::failed): a generation
  /// falls back to the collection; a hint, the hint list or the solve it
  /// was computing stop, with a message saying what cannot be done.
  void engine_failed();
  /// Asks the engine for `options` (after any confirmation), with the
  /// progress line describing `what`.
  void generate_puzzle(Generation what, GenerateOptions options);
  /// The engine's puzzle (or why there is none) for the generation.
  void take_generated(const Generated& generated);
  /// The generation failed (`why` in the player's words): a level's game
  /// comes from the collection (fetched first if need be), others stay.
  void generation_failed(const std::string& why);
  /// Forgets the puzzle being made, quietly: another game took its place.
  void drop_generation();
  /// The text box is asked for again: its last failure is no longer said.
  void forget_text_box_failure();
  /// Starts `puzzle` from the collection as a game of `level`, with `message`.
  void start_from_collection(int level, const std::string& message);
  /// A practice puzzle for `technique`: from the bank (fetched first when
  /// need be), else made by the engine.
  void start_practice(logic::Technique technique);
  /// The bank arrived (or failed) while a practice puzzle waited for it.
  void practice_from_bank();
  /// Reads the guide's file and opens the page that was asked for.
  void take_guide(std::string_view text, bool ok);
  /// Shows page `index` and asks the engine for its example's first hint.
  void show_guide_page(int index);
  void ask_hint_list();
  logic::Options logic_options(bool allow_guess, std::string* error) const;
  void cancel(std::uint32_t& id);
  /// Asks for a hint of the board shown, to be shown at ladder `level`.
  void ask_hint_again(int level);
  /// `next` with the rules of set_settings applied against `before`.
  Settings with_host_preferences(const Settings& before, Settings next);

  Host& host_;
  EngineLink& link_;
  Game game_;
  GameSaver saver_;
  GameRecord record_;
  bool help_open_ = false;
  bool about_open_ = false;
  bool stats_open_ = false;
  std::string about_text_;
  std::string version_ = "dev";
  bool has_previous_ = false;
  AsideShelf aside_;
  PendingQuestion question_;
  std::optional<SharedGameResult> link_for_continue_;  // a link refused while read-only (open_fragment)
  std::string notice_;
  std::string text_box_failure_;  // the text box's last failure (text_box_failure)
  std::string photo_failure_;     // the photo reader's last failure (photo_reader_opened)
  PuzzleCollection collection_;
  PracticeBank bank_;
  GuideState guide_;
  GenerationRequest making_;
  std::uint32_t next_id_ = 1;
  PendingHint pending_hint_;
  HintListRequest all_hints_;
  std::uint64_t board_revision_ = 0;  // counts board changes
  SolvePlayback solve_;
  bool board_covered_ = false;
  bool page_card_open_ = false;
  bool share_with_progress_ = false;
  double solved_at_ = -100.0;
  bool was_solved_ = false;
};

}  // namespace sudoku::app
