// session_new_game.cpp - see session.h, "new games" and "new puzzles made on
// demand": a new game of a level, a practice puzzle and the daily puzzle,
// made by the engine from a fresh seed, and the collection when they cannot
// be made.
#include <algorithm>
#include <utility>

#include "app/model/session.h"
#include "app/model/ui_text.h"
#include "core/generator.h"

namespace sudoku::app {

namespace {

/// "Making an Expert puzzle...", "Making a Hard puzzle...": the article by
/// the level name's first letter.
std::string making_level_text(int level) {
  const std::string name(level_name(level));
  const bool vowel = !name.empty() && (name[0] == 'E' || name[0] == 'A' || name[0] == 'I' || name[0] == 'O');
  return ui_format(vowel ? ui_text(Ui::kMakingLevelAn) : ui_text(Ui::kMakingLevel), {{"level", name}});
}

std::string_view weekday_name(int day) {
  static constexpr std::string_view kNames[7] = {ui_text(Ui::kMonday),   ui_text(Ui::kTuesday), ui_text(Ui::kWednesday),
                                                 ui_text(Ui::kThursday), ui_text(Ui::kFriday),  ui_text(Ui::kSaturday),
                                                 ui_text(Ui::kSunday)};
  return kNames[((day + 3) % 7 + 7) % 7];  // 1970-01-01 was a Thursday
}

/// Why a generation gave no puzzle, in the player's words.
std::string failure_text(const Generated& g) {
  switch (g.status) {
    case GenerateStatus::kOk:
      return {};
    case GenerateStatus::kGaveUp:
      return ui_format(ui_text(Ui::kWhyAttempts), {{"n", g.attempts}});
    case GenerateStatus::kCancelled:
      return ui_text(Ui::kWhyStopped);
    case GenerateStatus::kBadOptions:
      return g.error.empty() ? std::string(ui_text(Ui::kWhyRefused)) : g.error;
  }
  return {};
}

}  // namespace

bool Session::can_practise(logic::Technique technique) { return sudoku::can_practise(technique); }

const std::vector<PracticeItem>& Session::practice_menu() {
  // Every technique that can be practised. The bank (practice.txt) holds
  // puzzles made ahead for most; one it has none of is made by the engine,
  // asked again with a fresh seed until it makes one or the player cancels
  // (minutes for the rarest: src/bench/README.md, the practice bank).
  static const std::vector<PracticeItem> kMenu = [] {
    std::vector<PracticeItem> items;
    for (int i = 0; i < logic::kTechniqueCount; ++i) {
      const auto t = static_cast<logic::Technique>(i);
      if (can_practise(t))
        items.push_back({t, std::string(logic::technique_key(t)), std::string(logic::technique_name(t))});
    }
    return items;
  }();
  return kMenu;
}

std::string Session::origin_text() const {
  const Origin& o = game_.origin();
  const std::string level(level_name(game_.level()));
  switch (o.kind) {
    case Origin::Kind::kCustom:
      return {};
    case Origin::Kind::kCollection:
      return ui_format(ui_text(Ui::kOriginCollection), {{"level", level}});
    case Origin::Kind::kGenerated:
      return ui_format(ui_text(Ui::kOriginMade), {{"level", level}});
    case Origin::Kind::kPractice:
      return ui_format(ui_text(Ui::kOriginPractice), {{"name", logic::technique_name(o.technique)}});
    case Origin::Kind::kDaily:
      return ui_format(ui_text(Ui::kOriginDaily),
                       {{"weekday", weekday_name(o.day)}, {"date", date_key(o.day)}, {"level", level}});
  }
  return {};
}

void Session::new_game(int level) {
  if (level < 0 || level >= kLevelCount) return;
  confirm_then(ui_format(ui_text(Ui::kAskNewGame), {{"level", level_name(level)}}), ui_text(Ui::kAskNewGameYes),
               [this, level] {
                 Generation what;
                 what.what = Generation::What::kLevel;
                 what.level = level;
                 what.text = making_level_text(level);
                 GenerateOptions options;
                 options.level = static_cast<logic::Level>(level);
                 options.symmetry = Symmetry::kRotate180;
                 generate_puzzle(std::move(what), options);
               });
}

void Session::practise(logic::Technique technique) {
  if (!can_practise(technique)) return;
  const std::string name(logic::technique_name(technique));
  confirm_then(ui_format(ui_text(Ui::kAskPractice), {{"name", name}}), ui_text(Ui::kAskPracticeYes), [this, technique] {
    // A bank that could not be loaded is asked for again (the host may have healed).
    if (bank_.status == PracticeBank::Status::kFailed) bank_.status = PracticeBank::Status::kNotAsked;
    start_practice(technique);
  });
}

void Session::practise_hint() {
  const logic::Step* step = game_.hint().step();
  if (step != nullptr) practise(step->technique);
}

void Session::play_daily() {
  const int day = host_.today();
  if (game_.phase() == Phase::kPlay && game_.origin().kind == Origin::Kind::kDaily && game_.origin().day == day) {
    game_.set_message(ui_text(Ui::kMsgDailyAlready));
    saver_.dirty = true;
    return;
  }
  const CivilDate date = civil_date(day);
  std::string error;
  const std::optional<GenerateOptions> options = daily_options(date.year, date.month, date.day, &error);
  if (!options) {
    game_.set_message(ui_format(ui_text(Ui::kMsgNoDaily), {{"error", error}}));
    saver_.dirty = true;
    return;
  }
  confirm_then(ui_text(Ui::kAskDaily), ui_text(Ui::kAskDailyYes), [this, day, options = *options] {
    Generation what;
    what.what = Generation::What::kDaily;
    what.level = options.level ? static_cast<int>(*options.level) : 0;
    what.day = day;
    what.text = ui_text(Ui::kMakingDaily);
    generate_puzzle(std::move(what), options);
  });
}

void Session::generate_puzzle(Generation what, GenerateOptions options) {
  cancel(making_.request);
  making_.begin(std::move(what), now());
  if (link_.failed()) {
    generation_failed(ui_text(Ui::kWhyNoEngine));
    return;
  }
  // A fresh puzzle each time; the daily puzzle's seed is its date.
  if (making_.generation.what != Generation::What::kDaily) options.seed = host_.random_seed();
  options.max_attempts = kMaxAttempts;
  wire::Request request;
  request.id = next_id_++;
  request.task = wire::Task::kGenerate;
  request.generate = options;
  making_.request = request.id;
  link_.submit(std::move(request));
}

void Session::cancel_generation() {
  if (!generating()) return;
  cancel(making_.request);
  making_.generation = {};
  game_.set_message(ui_text(Ui::kMsgNoNewPuzzle));
  saver_.dirty = true;
}

void Session::drop_generation() {
  cancel(making_.request);
  making_.generation = {};
  making_.fallback_level = -1;
}

void Session::take_generated(const Generated& generated) {
  if (generated.status == GenerateStatus::kGaveUp && making_.generation.what == Generation::What::kPractice) {
    // A practisable technique whose pattern is rare (none in the bank, or
    // the bank not loaded): the engine goes on with a fresh seed until it
    // finds one or the player cancels, rather than giving up; the clock of
    // the progress line keeps running from the first request.
    const double since = making_.asked_at;
    GenerateOptions options;
    options.technique = making_.generation.technique;
    generate_puzzle(making_.generation, options);
    if (generating()) making_.asked_at = since;
    return;
  }
  if (generated.status != GenerateStatus::kOk) {
    generation_failed(failure_text(generated));
    return;
  }
  const Generation what = std::exchange(making_.generation, {});
  keep_previous();
  const StartResult r = game_.new_game(generated.puzzle, now());
  if (r.started()) {
    const int level = static_cast<int>(generated.rating.level);
    game_.set_level(level);
    Origin origin;
    switch (what.what) {
      case Generation::What::kNone:
      case Generation::What::kLevel:
        origin.kind = Origin::Kind::kGenerated;
        game_.set_message(ui_format(ui_text(Ui::kMsgNewLevelPuzzle), {{"level", level_name(level)}}));
        break;
      case Generation::What::kPractice:
        origin.kind = Origin::Kind::kPractice;
        origin.technique = what.technique;
        game_.set_message(ui_format(ui_text(Ui::kMsgPracticePuzzle),
                                    {{"name", logic::technique_name(what.technique)}, {"level", level_name(level)}}));
        break;
      case Generation::What::kDaily:
        origin.kind = Origin::Kind::kDaily;
        origin.day = what.day;
        game_.set_message(ui_format(
            ui_text(Ui::kMsgDailyPuzzle),
            {{"weekday", weekday_name(what.day)}, {"date", date_key(what.day)}, {"level", level_name(level)}}));
        break;
    }
    game_.set_origin(origin);
  }
  started(r);
}

void Session::generation_failed(const std::string& why) {
  cancel(making_.request);
  const Generation what = std::exchange(making_.generation, {});
  saver_.dirty = true;
  switch (what.what) {
    case Generation::What::kNone:
      return;
    case Generation::What::kLevel: {
      const std::string message = ui_format(ui_text(Ui::kMsgFromCollection), {{"why", why}});
      if (collection_.status == PuzzleCollection::Status::kLoaded) {
        start_from_collection(what.level, message);
      } else {
        making_.fallback_level = what.level;
        making_.fallback_message = message;
        game_.set_message(ui_format(ui_text(Ui::kMsgLoadingCollection), {{"why", why}}));
        if (collection_.status != PuzzleCollection::Status::kLoading) {
          collection_.status = PuzzleCollection::Status::kLoading;
          host_.fetch(kCollectionUrl);
        }
      }
      return;
    }
    case Generation::What::kPractice:
      game_.set_message(ui_format(ui_text(Ui::kMsgPracticeFailed), {{"why", why}}));
      return;
    case Generation::What::kDaily:
      game_.set_message(ui_format(ui_text(Ui::kMsgDailyFailed), {{"why", why}}));
      return;
  }
}

void Session::start_from_collection(int level, const std::string& message) {
  const auto& list = collection_.levels[static_cast<std::size_t>(level)];
  if (list.empty()) {
    game_.set_message(collection_.status == PuzzleCollection::Status::kFailed
                          ? ui_format(ui_text(Ui::kMsgNoCollection), {{"why", collection_.error}})
                          : std::string(ui_text(Ui::kMsgCollectionNoneOfLevel)));
    saver_.dirty = true;
    return;
  }
  // A different puzzle each time: the host's random number picks one.
  const std::string& puzzle = list[static_cast<std::size_t>(host_.random_seed() % list.size())];
  keep_previous();
  const StartResult r = game_.new_game_from_text(puzzle, now());
  if (r.started()) {
    game_.set_level(level);
    game_.set_origin({Origin::Kind::kCollection});
    game_.set_message(message);
  }
  started(r);
}

}  // namespace sudoku::app
