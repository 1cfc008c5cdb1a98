#include "app/model/engine_link.h"

#include <algorithm>

namespace sudoku::app {

void LocalLink::submit(wire::Request request) { queue_.push_back(std::move(request)); }

void LocalLink::cancel(std::uint32_t id) {
  queue_.erase(std::remove_if(queue_.begin(), queue_.end(), [id](const wire::Request& r) { return r.id == id; }),
               queue_.end());
}

std::vector<wire::Reply> LocalLink::poll() {
  std::vector<wire::Reply> out;
  while (!queue_.empty()) {
    const wire::Request request = std::move(queue_.front());
    queue_.pop_front();
    out.push_back(wire::answer(request));
  }
  return out;
}

}  // namespace sudoku::app
