// The session with an engine that runs elsewhere, as the browser's engine
// worker does: requests and replies cross as bytes (core/wire.h), one
// request at a time, answered a frame or
// more later, possibly held up (a long step, a worker still loading). The
// session gets the same hints and the same solve path as from the local
// engine, reports how long a pending hint has waited, and Cancel forgets it.
#include <catch2/catch_test_macros.hpp>
#include <deque>
#include <string>

#include "app/model/session.h"
#include "app_test_puzzles.h"
#include "memory_host.h"
#include "session_fixture.h"

using namespace sudoku;
using namespace sudoku::app;
using namespace sudoku::app::test;

namespace {

/// An engine that works like the worker: each request is encoded, answered
/// from its bytes by wire::answer_message (what the worker module runs) and
/// decoded, one per poll, while `held` is false.
class WireLink final : public EngineLink {
 public:
  bool held = false;
  int answered = 0;
  std::size_t bytes_sent = 0;

  void submit(wire::Request request) override {
    std::string bytes = wire::encode(request);
    bytes_sent += bytes.size();
    queue_.push_back({request.id, std::move(bytes)});
  }
  void cancel(std::uint32_t id) override {
    std::erase_if(queue_, [id](const auto& q) { return q.first == id; });
  }
  std::vector<wire::Reply> poll() override {
    std::vector<wire::Reply> out;
    if (held || queue_.empty()) return out;
    const std::string reply_bytes = wire::answer_message(queue_.front().second);
    queue_.pop_front();
    std::string error;
    auto reply = wire::decode_reply(reply_bytes, &error);
    REQUIRE(reply);
    REQUIRE(reply->error.empty());
    ++answered;
    out.push_back(std::move(*reply));
    return out;
  }
  bool busy() const override { return !queue_.empty(); }
  std::size_t queued() const { return queue_.size(); }

 private:
  std::deque<std::pair<std::uint32_t, std::string>> queue_;
};

/// Plays the animated solve to its end (computing it all) and answers the
/// step list.
std::vector<std::string> watch_solve(Session& s, MemoryHost& host) {
  s.start_solve(SolveMode::kLogic);
  s.solve_set_speed(SolveTimeline::kFastest);
  for (int i = 0; i < 100000 && (!s.solve_complete() || !s.timeline().at_end()); ++i) {
    host.clock += 1.0 / 60.0;
    s.update();
  }
  return s.solve_labels();
}

}  // namespace

TEST_CASE("Through the wire, hints and the solve path are the local engine's", "[app][session][wire]") {
  MemoryHost wire_host = host_with_link(kHard);
  WireLink wire_engine;
  Session through_wire(wire_host, wire_engine);
  MemoryHost local_host = host_with_link(kHard);
  LocalLink local_engine;
  Session local(local_host, local_engine);

  through_wire.request_hint();
  local.request_hint();
  settle(through_wire, wire_engine, 100000);
  settle(local, local_engine, 100000);
  REQUIRE(through_wire.game().hint().shown());
  REQUIRE(local.game().hint().shown());
  CHECK(through_wire.hint_report().technique == local.hint_report().technique);
  CHECK(through_wire.hint_report().roles == local.hint_report().roles);
  CHECK(through_wire.game().hint().step()->sentence == local.game().hint().step()->sentence);

  through_wire.open_hint_list();
  local.open_hint_list();
  settle(through_wire, wire_engine, 100000);
  settle(local, local_engine, 100000);
  REQUIRE(through_wire.hint_list().entries.size() == local.hint_list().entries.size());
  for (std::size_t i = 0; i < local.hint_list().entries.size(); ++i) {
    CHECK(through_wire.hint_list().entries[i].sentence == local.hint_list().entries[i].sentence);
  }
  through_wire.close_hint_list();
  local.close_hint_list();

  const int before = wire_engine.answered;
  const auto labels = watch_solve(through_wire, wire_host);
  CHECK(labels == watch_solve(local, local_host));
  CHECK(labels.back() == "Solved.");
  CHECK(wire_engine.answered - before > 1);  // in pieces
}

TEST_CASE("A hint that keeps the engine busy says how long it waited; Cancel forgets it", "[app][session][wire]") {
  MemoryHost host = host_with_link(kHard);
  WireLink engine;
  engine.held = true;  // the worker is still loading, or on a long step
  Session s(host, engine);
  CHECK(s.hint_wait_seconds() == 0.0);
  s.request_hint();
  REQUIRE(s.hint_pending());
  CHECK(s.hint_wait_seconds() == 0.0);
  host.clock += 2.5;
  s.update();
  CHECK(s.hint_pending());
  CHECK(s.hint_wait_seconds() == 2.5);
  s.dismiss_hint();  // Cancel
  CHECK_FALSE(s.hint_pending());
  CHECK(s.hint_wait_seconds() == 0.0);
  CHECK(engine.queued() == 0);
  engine.held = false;
  settle(s, engine, 100000);
  CHECK_FALSE(s.game().hint().shown());

  // The same for "All hints": its Cancel closes the list.
  engine.held = true;
  s.open_hint_list();
  REQUIRE(s.hint_list().computing);
  host.clock += 1.25;
  CHECK(s.hint_list_wait_seconds() == 1.25);
  s.close_hint_list();
  CHECK_FALSE(s.hint_list().computing);
  CHECK(s.hint_list_wait_seconds() == 0.0);
  CHECK(engine.queued() == 0);
  // Asked again, it is made again and arrives.
  engine.held = false;
  s.open_hint_list();
  settle(s, engine, 100000);
  CHECK_FALSE(s.hint_list().computing);
  CHECK_FALSE(s.hint_list().entries.empty());
  CHECK(s.hint_list_wait_seconds() == 0.0);
}
