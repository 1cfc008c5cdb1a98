// New puzzles made on demand, through the session with a Host stand-in and
// a local engine (or one that fails): a new game at a level, Cancel, the
// collection when no puzzle can be made, practice from a hint and from the
// menu's list, the daily puzzle of the host's date and its streak, and the
// statistics of an older version.
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "app/model/session.h"
#include "app/model/session_commands.h"
#include "app_test_puzzles.h"
#include "core/format.h"
#include "core/generator.h"
#include "core/logic/rating.h"
#include "core/solver.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

int solutions(const Grid& g) { return solve(g, 2).count; }

/// Types the solution into every empty cell (the first solve counts).
void solve_game(Session& s) {
  REQUIRE(s.game().solution());
  const Grid solution = *s.game().solution();
  for (int c = 0; c < kCells; ++c) {
    if (s.game().cell(c).value == 0) {
      s.select(c);
      s.input_digit(solution.cells[static_cast<std::size_t>(c)]);
    }
  }
  s.update();
  REQUIRE(s.game().solve_time());
}

/// Day numbers (days since 1970-01-01).
constexpr int kFriday = 19727;    // 2024-01-05: Hard
constexpr int kSaturday = 19728;  // 2024-01-06: Expert

std::string collection_with(int level, std::string_view puzzle) {
  return std::to_string(level + 1) + " " + std::string(puzzle) + "\n";
}

/// Opens the Menu (which asks for the collection), answers with a
/// collection holding `puzzle` at `level`, and asks for a new game there.
void new_game_from_collection(Session& s, int level, std::string_view puzzle) {
  s.on_menu_opened();
  s.on_fetched(Session::kCollectionUrl, collection_with(level, puzzle), true);
  s.new_game(level);
}

}  // namespace

TEST_CASE("A new game at a level is generated at that level, a fresh one each time", "[app][session][generate]") {
  MemoryHost host = [] {
    MemoryHost h;
    h.fragment = std::string(kPuzzle);
    return h;
  }();
  auto&& [engine, s] = SessionOn(host);
  const Grid before = s.game().givens();
  s.new_game(3);
  REQUIRE(s.generating());
  CHECK(s.generation().what == Generation::What::kLevel);
  CHECK(s.generation().text == "Making an Expert puzzle…");
  CHECK(s.game().givens() == before);  // the game goes on while it is made
  host.clock += 0.5;
  const auto st = state(s);
  CHECK(st["generating"]["what"] == "level");
  CHECK(st["generating"]["level"] == "Expert");
  CHECK(st["generating"]["seconds"] == 0.5);
  CHECK(st["origin"]["kind"] == "custom");  // the link's puzzle
  CHECK(st["origin"]["text"] == "");

  settle(s, engine);
  CHECK_FALSE(s.generating());
  CHECK(state(s)["generating"].is_null());
  const Grid first = s.game().givens();
  CHECK_FALSE(first == before);
  CHECK(solutions(first) == 1);
  CHECK(logic::rate(first).level == logic::Level::kExpert);
  CHECK(has_symmetry(first, Symmetry::kRotate180));
  CHECK(s.game().level() == 3);
  CHECK(s.game().origin().kind == Origin::Kind::kGenerated);
  CHECK(state(s)["origin"]["kind"] == "generated");
  CHECK(state(s)["origin"]["text"] == "Expert, made for you");
  CHECK(s.game().message() == "A new Expert puzzle, made for you. Good luck!");
  CHECK(s.stats().levels[3].started == 1);
  // The seed came from the host: another new game is another puzzle.
  CHECK(host.next_seed == 1001);
  s.new_game(3);
  settle(s, engine);
  CHECK_FALSE(s.game().givens() == first);
  CHECK(logic::rate(s.game().givens()).level == logic::Level::kExpert);
  // The engine made what generate() makes from the host's seed.
  GenerateOptions o;
  o.level = logic::Level::kExpert;
  o.symmetry = Symmetry::kRotate180;
  o.seed = 1001;
  o.max_attempts = Session::kMaxAttempts;
  CHECK(s.game().givens() == generate(o).puzzle);
}

TEST_CASE("Cancel keeps the game; a confirmation comes before the puzzle is made", "[app][session][generate]") {
  auto&& [host, engine, s] = SessionFixture<CountingLink>(host_with_link(kPuzzle));
  s.select(2);
  s.input_digit(4);
  s.new_game(1);
  REQUIRE_FALSE(s.confirmation().question.empty());  // progress: asked first
  CHECK_FALSE(s.generating());
  CHECK(engine.asked_for(wire::Task::kGenerate) == 0);
  s.answer(true);
  REQUIRE(s.generating());
  CHECK(engine.asked_for(wire::Task::kGenerate) == 1);
  CHECK(run_command(s, "cancel_generation", "") == "");
  CHECK_FALSE(s.generating());
  CHECK(engine.cancelled >= 1);
  settle(s, engine);
  CHECK(to_line(s.game().givens()) == kPuzzle);
  CHECK(s.game().cell(2).value == 4);
  CHECK(s.game().message() == "No new puzzle: your game goes on.");
  CHECK(s.stats().levels[1].started == 0);
  // Asking again while one is made replaces the request.
  s.new_game(0);
  s.answer(true);
  s.new_game(1);
  s.answer(true);
  CHECK(engine.asked_for(wire::Task::kGenerate) == 3);
  settle(s, engine);
  CHECK(s.game().level() == 1);
  CHECK(s.stats().levels[0].started == 0);
  CHECK(s.stats().levels[1].started == 1);
  // The replaced game is kept.
  REQUIRE(s.has_previous());
  s.back_to_previous();
  CHECK(s.game().cell(2).value == 4);
}

TEST_CASE("A game started some other way while a puzzle is made forgets that puzzle", "[app][session][generate]") {
  auto&& [host, engine, s] = SessionFixture();
  s.new_game(2);
  REQUIRE(s.generating());
  s.paste(kHard);  // no progress in the first puzzle: no question
  CHECK_FALSE(s.generating());
  settle(s, engine);
  CHECK(to_line(s.game().givens()) == kHard);
  CHECK(s.game().origin().kind == Origin::Kind::kCustom);
  s.play_daily();
  REQUIRE(s.generating());
  s.start_entry();
  CHECK_FALSE(s.generating());
  settle(s, engine);
  CHECK(s.game().phase() == Phase::kEntry);
}

TEST_CASE("When no puzzle can be made, a new game comes from the collection and says so", "[app][session][generate]") {
  MemoryHost host;
  FailingLink engine;

  SECTION("the generator gives up; the collection is fetched for it") {
    Session s(host, engine);
    s.new_game(3);
    settle(s, engine);
    CHECK(engine.generations == 1);
    CHECK_FALSE(s.generating());
    CHECK(s.game().message().find("could not be made (none of 20000 attempts fitted); loading the collection") !=
          std::string::npos);
    REQUIRE(host.fetches == std::vector<std::string>{Session::kCollectionUrl});
    s.on_menu_opened();  // already on its way
    CHECK(host.fetches.size() == 1);
    s.on_fetched(Session::kCollectionUrl, collection_with(3, kHard), true);
    CHECK(to_line(s.game().givens()) == kHard);
    CHECK(s.game().level() == 3);
    CHECK(s.game().origin().kind == Origin::Kind::kCollection);
    CHECK(s.game().message() ==
          "A new puzzle could not be made (none of 20000 attempts fitted): here is one from the collection.");
    CHECK(state(s)["origin"]["kind"] == "collection");
    CHECK(s.origin_text() == "Expert, from the collection");
  }
  SECTION("the collection is loaded already; the engine refuses") {
    engine.status = GenerateStatus::kBadOptions;
    Session s(host, engine);
    new_game_from_collection(s, 3, kHard);
    settle(s, engine);
    CHECK(to_line(s.game().givens()) == kHard);
    CHECK(s.game().message().find("(refused): here is one from the collection") != std::string::npos);
  }
  SECTION("the engine cannot read the request: the generation fails with its reason") {
    engine.unreadable = true;
    Session s(host, engine);
    new_game_from_collection(s, 3, kHard);
    settle(s, engine);
    CHECK(engine.generations == 1);
    CHECK(to_line(s.game().givens()) == kHard);
    CHECK(s.game().message().find("(byte 9: cell 90 out of range): here is one from the collection") !=
          std::string::npos);
  }
  SECTION("no engine runs: the collection at once, a practice or daily puzzle is not made") {
    engine.dead = true;
    Session s(host, engine);
    new_game_from_collection(s, 0, kPuzzle);
    CHECK_FALSE(s.generating());
    CHECK(engine.generations == 0);
    CHECK(to_line(s.game().givens()) == kPuzzle);
    CHECK(s.game().message().find("the puzzle engine could not be started") != std::string::npos);
    s.practise(logic::Technique::kXWing);
    // The bank first; without it (or a puzzle in it), the engine.
    REQUIRE(s.generating());
    s.on_fetched(Session::kPracticeUrl, "", false);
    CHECK_FALSE(s.generating());
    CHECK(s.game().message().find("The practice puzzle could not be made") != std::string::npos);
    CHECK(to_line(s.game().givens()) == kPuzzle);
    s.play_daily();
    CHECK(s.game().message().find("Today's puzzle could not be made") != std::string::npos);
  }
  SECTION("a practice puzzle is asked for again when the generator gives up, never refused") {
    // Without the bank (it could not be loaded), the engine makes it; two
    // rounds give up (as a rare technique's may), the third makes it.
    engine.failures = 2;
    Session s(host, engine);
    s.practise(logic::Technique::kXWing);
    REQUIRE(s.generating());
    s.on_fetched(Session::kPracticeUrl, "", false);
    host.clock += 1.0;
    s.update();  // the first round's answer: asked again
    CHECK(engine.generations == 2);
    CHECK(s.generating());
    CHECK(state(s)["generating"]["seconds"] == 1.0);  // counted from the first request
    settle(s, engine);
    CHECK(engine.generations == 3);
    CHECK_FALSE(s.generating());
    CHECK(s.game().message().find("could not be made") == std::string::npos);
    CHECK(s.game().origin().kind == Origin::Kind::kPractice);
    CHECK(s.game().origin().technique == logic::Technique::kXWing);
    CHECK(solutions(s.game().givens()) == 1);
  }
  SECTION("the collection cannot be loaded either") {
    Session s(host, engine);
    s.new_game(2);
    settle(s, engine);
    s.on_fetched(Session::kCollectionUrl, "the server answered 404 for puzzles.txt", false);
    CHECK(s.game().message() ==
          "No new puzzle: it could not be made and the collection could not be loaded (the server answered 404 for "
          "puzzles.txt). Your game goes on; a new game tries again.");
    // A text that holds no puzzle says so.
    s.new_game(2);
    settle(s, engine);
    CHECK(host.fetches.back() == Session::kCollectionUrl);
    s.on_fetched(Session::kCollectionUrl, "<!doctype html><p>Not here", true);
    CHECK(s.game().message().find("(puzzles.txt next to this page holds no puzzle)") != std::string::npos);
    CHECK(to_line(s.game().givens()) == Session::kFirstPuzzle);
  }
}

TEST_CASE("Practise the technique of the hint shown", "[app][session][generate]") {
  // A practice puzzle for the XY-Wing: singles, then an XY-Wing.
  const std::string practice = practice_puzzle(logic::Technique::kXYWing, 3);
  auto&& [host, engine, s] = SessionFixture(host_with_link(practice));
  // Singles cannot be practised.
  request_hint_shown(s, engine);
  CHECK_FALSE(s.hint_report().can_practise);
  CHECK(state(s)["hint"]["can_practise"] == false);
  s.practise_hint();
  CHECK_FALSE(s.generating());
  // Apply hints up to the XY-Wing.
  for (int i = 0; i < 81 && s.game().hint().step()->technique != logic::Technique::kXYWing; ++i) {
    REQUIRE(logic::technique_tier(s.game().hint().step()->technique) == 1);
    s.apply_hint();
    request_hint_shown(s, engine);
  }
  REQUIRE(s.game().hint().step()->technique == logic::Technique::kXYWing);
  CHECK(s.hint_report().can_practise);
  CHECK(state(s)["hint"]["can_practise"] == true);
  CHECK(run_command(s, "practise_hint", "") == "");
  REQUIRE_FALSE(s.confirmation().question.empty());  // hints applied: progress
  s.answer(true);
  REQUIRE(s.generating());
  CHECK(s.generation().what == Generation::What::kPractice);
  CHECK(s.generation().technique == logic::Technique::kXYWing);
  CHECK(state(s)["generating"]["technique"] == "xy-wing");
  CHECK(state(s)["generating"]["technique_name"] == "XY-Wing");
  // The practice bank is asked for first; it has no XY-Wing puzzle here, so
  // the engine makes one.
  REQUIRE(!host.fetches.empty());
  CHECK(host.fetches.back() == Session::kPracticeUrl);
  CHECK(state(s)["practice_bank"] == "loading");
  s.on_fetched(Session::kPracticeUrl, "skyscraper 3 " + std::string(kCells, '.') + "\n", true);
  REQUIRE(s.generating());
  CHECK(s.generation().text == "Making a puzzle to practise XY-Wing…");
  settle(s, engine);
  CHECK(s.game().origin().kind == Origin::Kind::kPractice);
  CHECK(s.game().origin().technique == logic::Technique::kXYWing);
  CHECK(state(s)["origin"] ==
        nlohmann::json{{"kind", "practice"}, {"technique", "xy-wing"}, {"text", "Practice: XY-Wing"}});
  CHECK(s.game().message().rfind("A puzzle to practise XY-Wing (rated ", 0) == 0);
  const Grid puzzle = s.game().givens();
  CHECK_FALSE(to_line(puzzle) == practice);
  CHECK(solutions(puzzle) == 1);
  // Its hints' path: singles, then the XY-Wing.
  logic::Options path;
  path.solution = *s.game().solution();
  path.unique = true;
  const logic::Trace trace = logic::solve_path(board_from_grid(puzzle), path);
  CHECK(trace.solved);
  bool reached = false;
  for (const auto& e : trace.events) {
    if (e.kind != logic::EventKind::kStep || reached) continue;
    if (e.step.technique == logic::Technique::kXYWing) {
      reached = true;
    } else {
      CHECK(logic::technique_tier(e.step.technique) == 1);
    }
  }
  CHECK(reached);
  // Saved with the game, and back after a reload.
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.game().origin() == s.game().origin());
}

TEST_CASE("The menu's practice list: techniques that can be practised, by key", "[app][session][generate]") {
  auto&& [host, engine, s] = SessionFixture();
  const auto& menu = Session::practice_menu();
  REQUIRE(menu.size() >= 8);
  for (const PracticeItem& item : menu) {
    CHECK(Session::can_practise(item.technique));
    CHECK(item.key == logic::technique_key(item.technique));
  }
  CHECK(state(s)["practice_menu"].size() == menu.size());
  CHECK(state(s)["practice_menu"][0]["key"] == menu[0].key);
  CHECK_FALSE(Session::can_practise(logic::Technique::kHiddenSingleBox));
  CHECK_FALSE(Session::can_practise(logic::Technique::kNishioChain));  // the rating's only
  CHECK_FALSE(Session::can_practise(logic::Technique::kGuess));
  CHECK(run_command(s, "practise", "naked-single") ==
        "command 'practise': 'naked-single' is not a technique to practise (a key as the hints name it, e.g. "
        "x-wing; not a single)");
  CHECK(run_command(s, "practise", "skyscraper") == "");
  REQUIRE(s.generating());
  CHECK(s.generation().text == "Finding a puzzle to practise Skyscraper…");
  s.on_fetched(Session::kPracticeUrl, "", false);  // no bank: the engine makes it
  REQUIRE(s.generating());
  CHECK(s.generation().text == "Making a puzzle to practise Skyscraper…");
  settle(s, engine);
  CHECK(s.game().origin().technique == logic::Technique::kSkyscraper);
  // Cancelled before the engine runs it: the game stays.
  CHECK(run_command(s, "practise", "simple-colors") == "");
  REQUIRE(s.generating());
  // The bank that could not be loaded is asked for again first.
  CHECK(s.generation().text == "Finding a puzzle to practise Simple Colors…");
  s.cancel_generation();
  CHECK_FALSE(s.generating());
  CHECK(s.game().origin().technique == logic::Technique::kSkyscraper);
}

TEST_CASE("The daily puzzle is generate's puzzle of the host's date", "[app][session][generate]") {
  MemoryHost host;
  host.day = kSaturday;
  auto&& [engine, s] = SessionOn(host);
  CHECK(run_command(s, "daily", "") == "");
  REQUIRE(s.generating());
  CHECK(state(s)["generating"]["date"] == "2024-01-06");
  CHECK(state(s)["generating"]["level"] == "Expert");
  CHECK(s.generation().text == "Making today's puzzle…");
  settle(s, engine);
  const Generated daily = daily_puzzle(2024, 1, 6);
  REQUIRE(daily.status == GenerateStatus::kOk);
  CHECK(s.game().givens() == daily.puzzle);
  CHECK(s.game().level() == 3);
  CHECK(s.game().origin().kind == Origin::Kind::kDaily);
  CHECK(s.game().origin().day == kSaturday);
  CHECK(state(s)["origin"] == nlohmann::json{{"kind", "daily"},
                                             {"date", "2024-01-06"},
                                             {"text", "Daily puzzle, Saturday 2024-01-06 (Expert)"}});
  CHECK(s.game().message() == "The daily puzzle of Saturday 2024-01-06 (Expert). Good luck!");
  // Again on the same day: that is this game.
  s.play_daily();
  CHECK_FALSE(s.generating());
  CHECK(s.game().message() == "This is today's puzzle already.");
  // A new day, a new puzzle.
  host.day = kSaturday + 1;
  s.play_daily();
  settle(s, engine);
  CHECK(s.game().givens() == daily_puzzle(2024, 1, 7).puzzle);
  CHECK(s.game().level() == 4);
}

TEST_CASE("The daily streak counts days in a row whose daily puzzle was solved", "[app][session][generate]") {
  MemoryHost host;
  host.day = kFriday;
  auto&& [engine, s] = SessionOn(host);
  // A puzzle that is not the daily one counts for the day streak only.
  s.new_game(0);
  settle(s, engine);
  solve_game(s);
  CHECK(s.stats().streak == 1);
  CHECK(s.stats().daily_streak == 0);
  CHECK(state(s)["daily_streak"] == 0);

  s.play_daily();
  settle(s, engine);
  solve_game(s);
  CHECK(s.stats().daily_streak == 1);
  CHECK(s.stats().last_daily_day == kFriday);
  host.day = kFriday + 1;                // the next day
  CHECK(state(s)["daily_streak"] == 1);  // still standing: today's can be solved
  s.play_daily();
  settle(s, engine);
  solve_game(s);
  CHECK(s.stats().daily_streak == 2);
  CHECK(s.stats().best_daily_streak == 2);
  CHECK(state(s)["daily_streak"] == 2);
  CHECK(state(s)["stats"]["daily"] == nlohmann::json{{"streak", 2}, {"best", 2}, {"last_day", kFriday + 1}});

  host.day = kFriday + 3;  // a day missed
  CHECK(state(s)["daily_streak"] == 0);
  s.play_daily();
  settle(s, engine);
  solve_game(s);
  CHECK(s.stats().daily_streak == 1);
  CHECK(s.stats().best_daily_streak == 2);
  // Kept in storage.
  LocalLink engine2;
  Session again(host, engine2);
  CHECK(again.stats().daily_streak == 1);
  CHECK(again.stats().best_daily_streak == 2);
  CHECK(again.stats().last_daily_day == kFriday + 3);
}

TEST_CASE("Statistics of version 1 (without the daily streak) still load", "[app][session]") {
  // Written by the app before the daily puzzle (tests/app/data/stats_v1.json).
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/../app/data/stats_v1.json");
  REQUIRE(in);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(nlohmann::json::parse(text)["version"] == 1);
  std::string error;
  const auto stats = Stats::from_json(text, &error);
  REQUIRE(stats);
  CHECK(error.empty());
  CHECK(stats->streak == 2);
  CHECK(stats->best_streak == 4);
  CHECK(stats->last_day == 20000);
  CHECK(stats->levels[0].started == 5);
  CHECK(stats->levels[0].times == std::vector<double>{120.0, 95.5, 130.25});
  CHECK(stats->levels[0].best == 95.5);
  CHECK(stats->levels[5].mistakes == 2);
  CHECK(stats->daily_streak == 0);
  CHECK(stats->best_daily_streak == 0);
  CHECK(stats->last_daily_day == -1);
  // Saved again: version 2, read back the same.
  const std::string again = stats->to_json();
  CHECK(nlohmann::json::parse(again)["version"] == Stats::kVersion);
  CHECK(Stats::from_json(again, &error) == stats);
  // Through the session: the old statistics are kept, not set aside.
  MemoryHost host;
  host.storage[Session::kStatsKey] = text;
  auto&& [engine, s] = SessionOn(host);
  CHECK(s.notice().empty());
  CHECK(s.stats().levels[0].solved == 3);
  // A newer version, or a broken daily part, is refused with why.
  CHECK_FALSE(Stats::from_json(R"({"version": 3})", &error));
  CHECK(error == "statistics: field 'version' is 3, expected 1..2");
  nlohmann::json broken = nlohmann::json::parse(again);
  broken["daily"]["streak"] = "many";
  CHECK_FALSE(Stats::from_json(broken.dump(), &error));
  CHECK(error == "statistics: field 'daily.streak' is not an integer");
}

TEST_CASE("Through the wire, a generated game is the local engine's", "[app][session][generate][wire]") {
  // The engine as the browser's worker answers it: bytes both ways.
  class WireLink final : public EngineLink {
   public:
    void submit(wire::Request request) override { queue_.push_back(wire::encode(request)); }
    void cancel(std::uint32_t) override {}
    std::vector<wire::Reply> poll() override {
      std::vector<wire::Reply> out;
      for (const auto& bytes : queue_) {
        auto reply = wire::decode_reply(wire::answer_message(bytes));
        REQUIRE(reply);
        out.push_back(std::move(*reply));
      }
      queue_.clear();
      return out;
    }
    bool busy() const override { return !queue_.empty(); }

   private:
    std::vector<std::string> queue_;
  };
  MemoryHost a;
  MemoryHost b;
  LocalLink local;
  WireLink wired;
  Session s(a, local);
  Session t(b, wired);
  s.new_game(2);
  t.new_game(2);
  settle(s, local);
  settle(t, wired);
  CHECK(t.game().givens() == s.game().givens());
  CHECK(t.game().origin() == s.game().origin());
  CHECK(t.game().level() == 2);
}
