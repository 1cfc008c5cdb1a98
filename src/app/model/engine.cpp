#include "app/model/engine.h"

#include <algorithm>
#include <chrono>

namespace sudoku::app {

void LocalEngine::submit(EngineRequest request) { queue_.push_back(std::move(request)); }

void LocalEngine::cancel(std::uint32_t id) {
  queue_.erase(std::remove_if(queue_.begin(), queue_.end(), [id](const EngineRequest& r) { return r.id == id; }),
               queue_.end());
}

std::vector<EngineReply> LocalEngine::poll() {
  std::vector<EngineReply> out;
  while (!queue_.empty()) {
    const EngineRequest request = std::move(queue_.front());
    queue_.pop_front();
    out.push_back(answer(request));
  }
  return out;
}

EngineReply LocalEngine::answer(const EngineRequest& request) {
  const auto start = std::chrono::steady_clock::now();
  EngineReply reply;
  reply.id = request.id;
  reply.task = request.task;
  switch (request.task) {
    case EngineTask::kNextStep:
      if (auto step = logic::next_step(request.board, request.options)) reply.steps.push_back(std::move(*step));
      break;
    case EngineTask::kAllSteps:
      reply.steps = logic::all_steps(request.board, request.options);
      break;
    case EngineTask::kSolvePath:
      reply.trace = logic::solve_path(request.board, request.options);
      break;
    case EngineTask::kGenerate:
      reply.generated = generate(request.generate);
      break;
  }
  reply.compute_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return reply;
}

}  // namespace sudoku::app
