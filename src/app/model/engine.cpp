#include "app/model/engine.h"

#include <algorithm>

#include "app/model/engine_wire.h"

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
  // The worker's own dispatch (core/wire_answer.cpp), so both answer alike.
  return from_wire(wire::answer(to_wire(request)));
}

}  // namespace sudoku::app
