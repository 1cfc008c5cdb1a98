// worker_link.h - app::EngineLink in the browser: the logic engine runs in a
// Web Worker (the engine worker, src/app/worker/), so no frame waits for it
// and the page's module does not contain it.
//
// Requests go to the worker as messages in the format of core/wire.h, one
// at a time (the next is sent when the last is answered), and the replies
// are handed to the session by poll() in a later frame.
//
// - The worker is started by start() (after the page's first frame) or by
//   the first request, whichever comes first; requests made before its
//   module has loaded wait for it.
// - cancel() forgets a request. One still queued here is dropped; the one
//   the worker is working on cannot be interrupted (the engine runs to the
//   end of its call), so its reply is ignored, and when another request is
//   waiting behind it and it has run for kAbandonAfterMs already, the worker
//   is terminated and a new one started, so a long hint that the player
//   gave up on does not hold up the next request. A generation (which can
//   run for seconds) that is cancelled while the worker runs it has the
//   worker terminated and a new one started at once.
// - A worker that fails (its script cannot be loaded, its module cannot be
//   loaded or stops) or stays silent (not loaded within kLoadTimeoutMs, or
//   a request not answered within its task's time: kGenerateTimeoutMs for a
//   new puzzle, which may take long and has its own Cancel, else
//   kAnswerTimeoutMs) is started again and its request sent again, once;
//   when the new one fails too, the engine reports itself failed on the
//   console and in write_status(), and failed() tells the session, which
//   says what cannot be done. A request submitted after that starts a new
//   worker (with one more try again), so a host that healed is used.
#pragma once

#include <cstdint>
#include <deque>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/engine_link.h"

namespace sudoku::platform {

class WorkerLink final : public app::EngineLink {
 public:
  /// `script`: the worker's script, relative to the page.
  explicit WorkerLink(std::string script);
  ~WorkerLink() override;
  WorkerLink(const WorkerLink&) = delete;
  WorkerLink& operator=(const WorkerLink&) = delete;

  /// A request to the worker that was cancelled while the worker ran it is
  /// abandoned (the worker restarted) once it has run this long and
  /// another request waits.
  static constexpr double kAbandonAfterMs = 100.0;
  /// A worker whose module has not loaded this long after it was started
  /// has failed; so has one that has not answered a request this long.
  static constexpr double kLoadTimeoutMs = 15000.0;
  static constexpr double kAnswerTimeoutMs = 60000.0;
  static constexpr double kGenerateTimeoutMs = 300000.0;

  /// Starts the worker if it is not running yet.
  void start();

  void submit(wire::Request request) override;
  void cancel(std::uint32_t id) override;
  std::vector<wire::Reply> poll() override;
  bool busy() const override;
  bool failed() const override { return failed_; }
  std::string failure() const override { return failed_ ? last_error_ : std::string(); }

  /// The engine's state for automation: {"state": "idle" | "loading" |
  /// "ready" | "failed", "restarts": n, "sent": n, "answered": n,
  /// "load_ms": time from start to the module's 'ready'}.
  void write_status(nlohmann::json& out) const;

  /// From the worker (see worker_link.cpp): the module has loaded / a
  /// reply's bytes / an error. `generation` names the worker that spoke:
  /// a terminated worker's late words are ignored.
  void on_ready(int generation);
  void on_reply(int generation, std::string_view bytes);
  void on_error(int generation, std::string_view what);

 private:
  static double answer_within_ms(wire::Task task);
  void launch();
  void send_next();
  void restart();

  std::string script_;
  int generation_ = 0;      // of the running worker; 0 before the first
  bool ready_ = false;      // its module has loaded
  bool failed_ = false;     // given up (see above)
  std::string last_error_;  // what the last failure said
  int failures_ = 0;        // failures since the last reply
  int restarts_ = 0;
  double started_at_ = 0.0;          // ms, when the running worker was started
  double load_ms_ = -1.0;            // ms from starting the first worker to its 'ready'
  std::deque<wire::Request> queue_;  // not yet sent
  // The request the worker is working on (id 0: none).
  wire::Request running_;
  bool running_cancelled_ = false;
  double running_since_ = 0.0;  // ms
  std::vector<wire::Reply> replies_;
  std::uint64_t sent_ = 0;
  std::uint64_t answered_ = 0;
};

}  // namespace sudoku::platform
