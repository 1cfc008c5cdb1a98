#include "app/model/engine_wire.h"

#include <utility>

namespace sudoku::app {
namespace {

wire::Task wire_task(EngineTask task) {
  switch (task) {
    case EngineTask::kNextStep: return wire::Task::kNextStep;
    case EngineTask::kAllSteps: return wire::Task::kAllSteps;
    case EngineTask::kSolvePath: return wire::Task::kSolvePath;
  }
  return wire::Task::kNextStep;
}

EngineTask app_task(wire::Task task) {
  switch (task) {
    case wire::Task::kNextStep: return EngineTask::kNextStep;
    case wire::Task::kAllSteps: return EngineTask::kAllSteps;
    case wire::Task::kSolvePath: return EngineTask::kSolvePath;
  }
  return EngineTask::kNextStep;
}

}  // namespace

wire::Request to_wire(const EngineRequest& request) {
  return wire::Request{request.id, wire_task(request.task), request.board, request.options};
}

EngineReply from_wire(wire::Reply reply) {
  return EngineReply{reply.id, app_task(reply.task), std::move(reply.steps), std::move(reply.trace),
                     reply.compute_ms};
}

}  // namespace sudoku::app
