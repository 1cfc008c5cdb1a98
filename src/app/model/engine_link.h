// engine_link.h - the session's link to the logic engine: requests go in,
// replies come out later.
//
// The session never calls the logic engine directly. It submits a request
// (the next step for a hint, every step for "All hints", a piece of the solve
// path for the animation, a new puzzle) and takes the reply in a later frame,
// so the engine can run elsewhere (a Web Worker in the browser) and no frame
// waits for it. Requests and replies are the worker's own messages
// (core/wire.h): one type each, whichever side of the link answers.
// LocalLink answers in the same thread, on the next poll().
//
// Replies carry the request's id; the session drops a reply whose request
// it no longer wants (the board changed meanwhile).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "core/wire.h"

namespace sudoku::app {

class EngineLink {
 public:
  virtual ~EngineLink() = default;
  /// Queues a request (ids are the caller's; 0 is never used).
  virtual void submit(wire::Request request) = 0;
  /// Forgets a queued or running request: its reply never comes.
  virtual void cancel(std::uint32_t id) = 0;
  /// The replies that arrived since the last call, in order. A reply whose
  /// `error` is set answers a request the engine could not read.
  virtual std::vector<wire::Reply> poll() = 0;
  /// True while some request has no reply yet.
  virtual bool busy() const = 0;
  /// True when the engine cannot answer any more (the browser's worker
  /// failed to start twice): requests stay unanswered, and the session does
  /// without (a puzzle from the collection instead of a generated one).
  virtual bool failed() const { return false; }
  /// Why it failed, in the player's words ("the server answered 404 for
  /// sudoku-engine.wasm"), or "" when it has not or cannot say.
  virtual std::string failure() const { return {}; }
};

/// Runs the logic engine in the calling thread with the worker's own
/// dispatch (wire::answer), so both answer alike: each poll() answers every
/// queued request. Used natively (tests, fuzzers) and wherever no worker runs.
class LocalLink final : public EngineLink {
 public:
  void submit(wire::Request request) override;
  void cancel(std::uint32_t id) override;
  std::vector<wire::Reply> poll() override;
  bool busy() const override { return !queue_.empty(); }

 private:
  std::deque<wire::Request> queue_;
};

}  // namespace sudoku::app
