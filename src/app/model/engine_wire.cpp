#include "app/model/engine_wire.h"

#include <utility>

namespace sudoku::app {
namespace {

wire::Task wire_task(EngineTask task) {
  switch (task) {
    case EngineTask::kNextStep: return wire::Task::kNextStep;
    case EngineTask::kAllSteps: return wire::Task::kAllSteps;
    case EngineTask::kSolvePath: return wire::Task::kSolvePath;
    case EngineTask::kGenerate: return wire::Task::kGenerate;
  }
  return wire::Task::kNextStep;
}

EngineTask app_task(wire::Task task) {
  switch (task) {
    case wire::Task::kNextStep: return EngineTask::kNextStep;
    case wire::Task::kAllSteps: return EngineTask::kAllSteps;
    case wire::Task::kSolvePath: return EngineTask::kSolvePath;
    case wire::Task::kGenerate: return EngineTask::kGenerate;
  }
  return EngineTask::kNextStep;
}

}  // namespace

wire::Request to_wire(const EngineRequest& request) {
  return wire::Request{request.id, wire_task(request.task), request.board, request.options, request.generate};
}

EngineReply from_wire(wire::Reply reply) {
  EngineReply out{reply.id, app_task(reply.task), std::move(reply.steps), std::move(reply.trace),
                  std::move(reply.generated), reply.compute_ms};
  // A request the worker could not read: a generation says so (the logic
  // tasks answer nothing, as when no step is found).
  if (!reply.error.empty() && out.task == EngineTask::kGenerate) {
    out.generated.status = GenerateStatus::kBadOptions;
    out.generated.error = std::move(reply.error);
  }
  return out;
}

}  // namespace sudoku::app
