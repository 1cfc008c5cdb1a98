// engine.h - the logic engine as the session sees it: requests go in,
// replies come out later.
//
// The session never calls the logic engine directly. It submits a request
// (the next step for a hint, every step for "All hints", a piece of the solve
// path for the animation, a new puzzle) and takes the reply in a later frame, so the
// engine can run elsewhere (a Web Worker in the browser) and no frame waits
// for it. LocalEngine answers in the same thread, on the next poll().
//
// Replies carry the request's id; the session drops a reply whose request
// it no longer wants (the board changed meanwhile).
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "core/generator.h"
#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/step.h"
#include "core/logic/trace.h"

namespace sudoku::app {

enum class EngineTask : std::uint8_t {
  kNextStep,   ///< logic::next_step on the board
  kAllSteps,   ///< logic::all_steps on the board
  kSolvePath,  ///< logic::solve_path on the board (options.max_steps bounds a piece)
  kGenerate,   ///< generate(generate): a new puzzle (may take seconds; cancel() stops it)
};

struct EngineRequest {
  std::uint32_t id = 0;
  EngineTask task = EngineTask::kNextStep;
  /// The logic tasks' board and options.
  Board board{};
  logic::Options options;
  /// kGenerate: what to generate.
  GenerateOptions generate;
};

struct EngineReply {
  std::uint32_t id = 0;
  EngineTask task = EngineTask::kNextStep;
  /// kNextStep: the step, or none; kAllSteps: every step found.
  std::vector<logic::Step> steps;
  /// kSolvePath: the piece of the path.
  logic::Trace trace;
  /// kGenerate: the puzzle, its solution and rating, or the status and
  /// error that say why there is none (an engine that could not read the
  /// request answers kBadOptions with its reason).
  Generated generated;
  /// How long the engine worked on it (milliseconds).
  double compute_ms = 0.0;
};

class Engine {
 public:
  virtual ~Engine() = default;
  /// Queues a request (ids are the caller's; 0 is never used).
  virtual void submit(EngineRequest request) = 0;
  /// Forgets a queued or running request: its reply never comes.
  virtual void cancel(std::uint32_t id) = 0;
  /// The replies that arrived since the last call, in order.
  virtual std::vector<EngineReply> poll() = 0;
  /// True while some request has no reply yet.
  virtual bool busy() const = 0;
  /// True when the engine cannot answer any more (the browser's worker
  /// failed to start twice): requests stay unanswered, and the session does
  /// without (a puzzle from the collection instead of a generated one).
  virtual bool failed() const { return false; }
};

/// Runs the logic engine in the calling thread: each poll() answers every
/// queued request. Used natively (tests, fuzzers) and wherever no worker runs.
class LocalEngine final : public Engine {
 public:
  void submit(EngineRequest request) override;
  void cancel(std::uint32_t id) override;
  std::vector<EngineReply> poll() override;
  bool busy() const override { return !queue_.empty(); }

  /// Answers one request now (what a worker does with each message).
  static EngineReply answer(const EngineRequest& request);

 private:
  std::deque<EngineRequest> queue_;
};

}  // namespace sudoku::app
