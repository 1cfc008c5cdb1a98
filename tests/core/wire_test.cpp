// wire_test.cpp - the engine's messages (core/wire.h): every value survives
// a round trip through bytes, the worker's answer on bytes equals the
// engine's answer, and bad bytes are refused with a message, never a crash.
#include "core/wire.h"

#include <catch2/catch_test_macros.hpp>
#include <string>

#include "core/logic/trace.h"
#include "core/solver.h"
#include "logic_test_util.h"

using namespace logic_test;

namespace {

// Many singles at the start.
constexpr std::string_view kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// top1465 #1: its logic path needs chains; with singles only it needs guesses.
constexpr std::string_view kHard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

void check_same(const Step& a, const Step& b) {
  CHECK(a.technique == b.technique);
  CHECK(a.placements == b.placements);
  CHECK(a.eliminations == b.eliminations);
  CHECK(a.clears == b.clears);
  CHECK(a.restores == b.restores);
  CHECK(a.cause_cells == b.cause_cells);
  CHECK(a.cause == b.cause);
  CHECK(a.cause_colours == b.cause_colours);
  CHECK(a.units == b.units);
  CHECK(a.difficulty == b.difficulty);
  CHECK(a.sentence == b.sentence);
}

void check_same(const Trace& a, const Trace& b) {
  CHECK(a.solved == b.solved);
  CHECK(a.guessed == b.guessed);
  CHECK(a.complete == b.complete);
  CHECK(a.final_board == b.final_board);
  REQUIRE(a.events.size() == b.events.size());
  for (std::size_t i = 0; i < a.events.size(); ++i) {
    const TraceEvent& x = a.events[i];
    const TraceEvent& y = b.events[i];
    CHECK(x.kind == y.kind);
    CHECK(x.depth == y.depth);
    CHECK(x.cell == y.cell);
    CHECK(x.digit == y.digit);
    if (x.kind == EventKind::kStep) check_same(x.step, y.step);
  }
}

void check_same(const Options& a, const Options& b) {
  CHECK(a.techniques == b.techniques);
  CHECK(a.allow_guess == b.allow_guess);
  CHECK(a.solution == b.solution);
  CHECK(a.unique == b.unique);
  CHECK(a.order == b.order);
  CHECK(a.max_steps == b.max_steps);
}

/// A player's board on kHard: some digits placed, some candidates removed.
Board player_board() {
  Board b = board_from_grid(grid(kHard));
  b.values[1] = 6;
  b.candidates[1] = digit_bit(6);
  b.candidates[2] = static_cast<Mask>(b.candidates[2] & ~digit_bit(2));
  return b;
}

wire::Request sample_request() {
  wire::Request r;
  r.id = 0x12345678u;
  r.task = wire::Task::kSolvePath;
  r.board = player_board();
  r.options.techniques = *parse_techniques("singles,locked,x-wing,forcing-net");
  r.options.allow_guess = true;
  r.options.solution = solve(grid(kHard), 2).solution;
  r.options.unique = false;
  r.options.order = Order::kDifficulty;
  r.options.max_steps = 300;
  return r;
}

}  // namespace

TEST_CASE("A request survives the round trip through bytes", "[core][wire]") {
  const wire::Request r = sample_request();
  REQUIRE(r.options.solution);
  std::string error;
  const auto back = wire::decode_request(wire::encode(r), &error);
  REQUIRE(back);
  CHECK(error.empty());
  CHECK(back->id == r.id);
  CHECK(back->task == r.task);
  CHECK(back->board == r.board);
  check_same(back->options, r.options);

  // The defaults too: every technique, no solution, unique.
  wire::Request plain;
  plain.id = 1;
  plain.board = board_from_grid(grid(kHard));
  const auto plain_back = wire::decode_request(wire::encode(plain));
  REQUIRE(plain_back);
  CHECK(plain_back->task == wire::Task::kNextStep);
  check_same(plain_back->options, plain.options);
  CHECK_FALSE(plain_back->options.solution);
}

TEST_CASE("A reply's steps and trace survive the round trip through bytes", "[core][wire]") {
  SECTION("every step of a tier, with causes, units and sentences") {
    wire::Reply r;
    r.id = 7;
    r.task = wire::Task::kAllSteps;
    r.steps = all_steps(board_from_grid(grid(kEasy)));
    r.compute_ms = 12.375;
    REQUIRE(r.steps.size() >= 2);
    const auto back = wire::decode_reply(wire::encode(r));
    REQUIRE(back);
    CHECK(back->id == 7);
    CHECK(back->task == wire::Task::kAllSteps);
    CHECK(back->compute_ms == 12.375);
    REQUIRE(back->steps.size() == r.steps.size());
    for (std::size_t i = 0; i < r.steps.size(); ++i) check_same(back->steps[i], r.steps[i]);
  }
  SECTION("a search path with guesses and backtracks") {
    Options o;
    o.techniques = TechniqueSet::up_to_tier(1);
    o.allow_guess = true;
    wire::Reply r;
    r.task = wire::Task::kSolvePath;
    r.id = 9;
    r.trace = solve_path(board_from_grid(grid(kHard)), o);
    bool backtracked = false;
    for (const auto& e : r.trace.events) backtracked = backtracked || e.kind == EventKind::kBacktrack;
    REQUIRE(backtracked);
    const auto back = wire::decode_reply(wire::encode(r));
    REQUIRE(back);
    check_same(back->trace, r.trace);
  }
  SECTION("a board-repair step (clears and restores)") {
    Step s;
    s.technique = Technique::kWrongValue;
    s.clears = {0, 80};
    s.restores = {{3, 9}, {80, 1}};
    s.sentence = "Mistake: r1c1 is not 5.";
    wire::Reply r;
    r.steps = {s};
    const auto back = wire::decode_reply(wire::encode(r));
    REQUIRE(back);
    REQUIRE(back->steps.size() == 1);
    check_same(back->steps[0], s);
  }
}

TEST_CASE("The worker's answer on bytes is the engine's answer", "[core][wire]") {
  for (auto task : {wire::Task::kNextStep, wire::Task::kAllSteps, wire::Task::kSolvePath}) {
    wire::Request r;
    r.id = 42;
    r.task = task;
    r.board = board_from_grid(grid(kHard));
    r.options.max_steps = 5;
    const auto reply = wire::decode_reply(wire::answer_message(wire::encode(r)));
    REQUIRE(reply);
    CHECK(reply->id == 42);
    CHECK(reply->task == task);
    CHECK(reply->error.empty());
    CHECK(reply->compute_ms >= 0.0);
    switch (task) {
      case wire::Task::kNextStep: {
        const auto step = next_step(r.board, r.options);
        REQUIRE(step);
        REQUIRE(reply->steps.size() == 1);
        check_same(reply->steps[0], *step);
        break;
      }
      case wire::Task::kAllSteps: {
        const auto steps = all_steps(r.board, r.options);
        REQUIRE(reply->steps.size() == steps.size());
        for (std::size_t i = 0; i < steps.size(); ++i) check_same(reply->steps[i], steps[i]);
        break;
      }
      case wire::Task::kSolvePath: {
        const Trace trace = solve_path(r.board, r.options);
        CHECK_FALSE(trace.complete);  // five steps of a longer path
        check_same(reply->trace, trace);
        break;
      }
      case wire::Task::kGenerate:
        FAIL("not asked");
        break;
    }
  }
}

TEST_CASE("A generate request and its reply survive the round trip through bytes", "[core][wire]") {
  wire::Request r;
  r.id = 77;
  r.task = wire::Task::kGenerate;
  r.generate.technique = Technique::kXWing;
  r.generate.symmetry = sudoku::Symmetry::kMirror;
  r.generate.minimal = true;
  r.generate.seed = 0x123456789ABCull;
  r.generate.max_attempts = 321;
  const auto back = wire::decode_request(wire::encode(r));
  REQUIRE(back);
  CHECK(back->id == 77);
  CHECK(back->task == wire::Task::kGenerate);
  CHECK_FALSE(back->generate.level);
  CHECK(back->generate.technique == Technique::kXWing);
  CHECK(back->generate.symmetry == sudoku::Symmetry::kMirror);
  CHECK(back->generate.minimal);
  CHECK(back->generate.seed == 0x123456789ABCull);
  CHECK(back->generate.max_attempts == 321);
  r.generate.technique.reset();
  r.generate.level = Level::kExtreme;
  r.generate.minimal = false;
  const auto level = wire::decode_request(wire::encode(r));
  REQUIRE(level);
  CHECK(level->generate.level == Level::kExtreme);
  CHECK_FALSE(level->generate.technique);
  CHECK_FALSE(level->generate.minimal);

  wire::Reply reply;
  reply.id = 77;
  reply.task = wire::Task::kGenerate;
  reply.generated.status = sudoku::GenerateStatus::kGaveUp;
  reply.generated.puzzle = grid(kHard);
  reply.generated.solution = grid(kEasy);
  reply.generated.attempts = 20000;
  reply.generated.rating.score = 7.2;
  reply.generated.rating.level = Level::kExpert;
  reply.generated.rating.hardest = Technique::kXYChain;
  reply.generated.rating.effort = 123.4;
  reply.generated.rating.steps = 61;
  reply.generated.rating.solved_by_logic = true;
  reply.generated.error = "why";
  const auto got = wire::decode_reply(wire::encode(reply));
  REQUIRE(got);
  CHECK(got->generated.status == sudoku::GenerateStatus::kGaveUp);
  CHECK(got->generated.puzzle == grid(kHard));
  CHECK(got->generated.solution == grid(kEasy));
  CHECK(got->generated.attempts == 20000);
  CHECK(got->generated.rating.score == 7.2);
  CHECK(got->generated.rating.level == Level::kExpert);
  CHECK(got->generated.rating.hardest == Technique::kXYChain);
  CHECK(got->generated.rating.effort == 123.4);
  CHECK(got->generated.rating.steps == 61);
  CHECK(got->generated.rating.solved_by_logic);
  CHECK(got->generated.error == "why");

  // Cut short anywhere, the request is refused with where.
  const std::string bytes = wire::encode(r);
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    std::string error;
    CHECK_FALSE(wire::decode_request(std::string_view(bytes).substr(0, n), &error));
    CHECK(error.rfind("byte ", 0) == 0);
  }
  // A generate request needs its options, not a board.
  std::string error;
  CHECK_FALSE(wire::decode_request(bytes.substr(0, 6), &error));
  CHECK(error == "byte 6: generate request without its options");
}

TEST_CASE("The worker's answer to a generate request is the generator's puzzle", "[core][wire]") {
  wire::Request r;
  r.id = 9;
  r.task = wire::Task::kGenerate;
  r.generate.level = Level::kHard;
  r.generate.seed = 5;
  const auto reply = wire::decode_reply(wire::answer_message(wire::encode(r)));
  REQUIRE(reply);
  CHECK(reply->id == 9);
  CHECK(reply->task == wire::Task::kGenerate);
  CHECK(reply->error.empty());
  const sudoku::Generated direct = sudoku::generate(r.generate);
  REQUIRE(direct.status == sudoku::GenerateStatus::kOk);
  CHECK(reply->generated.status == sudoku::GenerateStatus::kOk);
  CHECK(reply->generated.puzzle == direct.puzzle);
  CHECK(reply->generated.solution == direct.solution);
  CHECK(reply->generated.rating.level == Level::kHard);
  CHECK(reply->generated.rating.score == direct.rating.score);
  CHECK(reply->generated.attempts == direct.attempts);

  // Options the generator refuses come back with its reason.
  r.generate.technique = Technique::kXWing;  // together with a level
  const auto bad = wire::decode_reply(wire::answer_message(wire::encode(r)));
  REQUIRE(bad);
  CHECK(bad->generated.status == sudoku::GenerateStatus::kBadOptions);
  CHECK(bad->generated.error == sudoku::generate(r.generate).error);
  CHECK_FALSE(bad->generated.error.empty());
}

TEST_CASE("Bad bytes are refused with a message that says where", "[core][wire]") {
  const std::string good = wire::encode(sample_request());
  std::string error;

  SECTION("every cut-short message") {
    for (std::size_t n = 0; n < good.size(); ++n) {
      error.clear();
      CHECK_FALSE(wire::decode_request(std::string_view(good).substr(0, n), &error));
      CHECK(error.rfind("byte ", 0) == 0);
    }
  }
  SECTION("not a message, another version, the wrong kind, an unknown task") {
    CHECK_FALSE(wire::decode_request("hello", &error));
    CHECK(error == "byte 0: not an engine message");
    std::string v = good;
    v[2] = 99;
    CHECK_FALSE(wire::decode_request(v, &error));
    CHECK(error == "byte 2: version 99, expected 1");
    CHECK_FALSE(wire::decode_reply(good, &error));
    CHECK(error == "byte 3: not a reply");
    wire::Request r;
    r.id = 1;
    std::string t = wire::encode(r);
    t[5] = 77;  // the task byte (after a one-byte id)
    CHECK_FALSE(wire::decode_request(t, &error));
    CHECK(error == "byte 5: unknown task 77");
  }
  SECTION("a value out of range") {
    wire::Reply r;
    Step s;
    s.technique = Technique::kNakedSingle;
    s.cause_cells = {5};
    r.steps = {s};
    std::string bytes = wire::encode(r);
    // The one cause cell, counted from the end: the compute_ms field (tag,
    // length, f64), the step's sentence (empty), difficulty, units (none),
    // cause colours (none), cause (none), then the cell.
    const std::size_t at = bytes.size() - 10 - 1 - 8 - 1 - 1 - 1 - 1;
    REQUIRE(bytes[at] == 5);
    bytes[at] = 90;
    CHECK_FALSE(wire::decode_reply(bytes, &error));
    CHECK(error == "byte " + std::to_string(at) + ": cell 90 out of range");
  }
  SECTION("a colouring step's (or a fin's) colours: out of range, or not one per cause candidate") {
    wire::Reply r;
    Step s;
    s.technique = Technique::kMultiColors;
    s.cause = {{3, 5}, {40, 5}};
    s.cause_colours = {1, 4};
    r.steps = {s};
    std::string bytes = wire::encode(r);
    const std::optional<wire::Reply> back = wire::decode_reply(bytes, &error);
    REQUIRE(back);
    REQUIRE(back->steps.size() == 1);
    CHECK(back->steps[0].cause_colours == std::vector<std::uint8_t>{1, 4});
    // From the end: compute_ms (10), sentence (1), difficulty (8), units
    // (1), then the colours' second byte.
    const std::size_t at = bytes.size() - 10 - 1 - 8 - 1 - 1;
    REQUIRE(bytes[at] == 4);
    bytes[at] = Step::kFinColour;  // a finned fish's fin: in range
    REQUIRE(wire::decode_reply(bytes, &error));
    bytes[at] = Step::kFinColour + 1;
    CHECK_FALSE(wire::decode_reply(bytes, &error));
    CHECK(error == "byte " + std::to_string(at) + ": colour 6 out of range");
    s.cause_colours = {1};
    r.steps = {s};
    CHECK_FALSE(wire::decode_reply(wire::encode(r), &error));
    CHECK(error.find("colours do not match the cause") != std::string::npos);
  }
  SECTION("a count larger than the message") {
    std::string bytes = wire::encode(wire::Reply{});
    // A hand-made steps field (tag 1, three bytes) whose count claims a
    // million steps.
    const std::size_t at = bytes.size() + 2;
    bytes += std::string("\x01\x03\xC0\x84\x3D", 5);
    CHECK_FALSE(wire::decode_reply(bytes, &error));
    CHECK(error == "byte " + std::to_string(at) + ": count 1000000 exceeds the message");
  }
  SECTION("every single byte changed: decoded or refused, never a crash") {
    wire::Reply reply;
    reply.task = wire::Task::kSolvePath;
    Options search;
    search.techniques = TechniqueSet::up_to_tier(1);
    search.allow_guess = true;
    reply.trace = solve_path(board_from_grid(grid(kHard)), search);
    reply.steps = all_steps(board_from_grid(grid(kHard)));
    const std::string bytes = wire::encode(reply);
    int refused = 0;
    for (std::size_t i = 0; i < bytes.size(); i += 7) {
      for (const int v : {0x00, 0x7F, 0x80, 0xFF}) {
        std::string bad = bytes;
        bad[i] = static_cast<char>(v);
        error.clear();
        if (!wire::decode_reply(bad, &error)) {
          ++refused;
          CHECK_FALSE(error.empty());
        }
      }
    }
    CHECK(refused > 0);
  }
}

TEST_CASE("A field of a newer kind is skipped; a request it cannot read still gets a reply", "[core][wire]") {
  wire::Request r;
  r.id = 300;  // a two-byte id
  r.task = wire::Task::kAllSteps;
  r.board = board_from_grid(grid(kHard));
  std::string bytes = wire::encode(r);
  bytes += std::string("\x09\x03xyz", 5);  // tag 9, three bytes: unknown to this reader
  const auto back = wire::decode_request(bytes);
  REQUIRE(back);
  CHECK(back->board == r.board);

  const std::string no_board = wire::encode(r).substr(0, 7);  // the envelope alone
  std::string error;
  CHECK_FALSE(wire::decode_request(no_board, &error));
  CHECK(error == "byte 7: request without a board");
  const auto reply = wire::decode_reply(wire::answer_message(no_board));
  REQUIRE(reply);
  CHECK(reply->id == 300);
  CHECK(reply->error == "unreadable request (byte 7: request without a board)");
  CHECK(wire::message_id("nonsense") == 0);
}
