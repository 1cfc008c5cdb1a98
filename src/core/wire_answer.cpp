// wire_answer.cpp - the worker's side of wire.h: a request in, the logic
// engine's answer out. Kept apart from the codec so that a module which
// only encodes requests and decodes replies (the app's page) never links
// the logic engine.
#include <chrono>

#include "core/wire.h"

namespace sudoku::wire {

Reply answer(const Request& request) {
  const auto start = std::chrono::steady_clock::now();
  Reply reply;
  reply.id = request.id;
  reply.task = request.task;
  switch (request.task) {
    case Task::kNextStep:
      if (auto step = logic::next_step(request.board, request.options)) reply.steps.push_back(std::move(*step));
      break;
    case Task::kAllSteps:
      reply.steps = logic::all_steps(request.board, request.options);
      break;
    case Task::kSolvePath:
      reply.trace = logic::solve_path(request.board, request.options);
      break;
    case Task::kGenerate:
      // Not interruptible here: the worker that runs it is terminated to
      // cancel it (app/platform/worker_link.h).
      reply.generated = generate(request.generate);
      break;
  }
  reply.compute_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return reply;
}

std::string answer_message(std::string_view request_bytes) {
  std::string error;
  if (const auto request = decode_request(request_bytes, &error)) return encode(answer(*request));
  Reply reply;
  reply.id = message_id(request_bytes);
  reply.error = "unreadable request (" + error + ")";
  return encode(reply);
}

}  // namespace sudoku::wire
