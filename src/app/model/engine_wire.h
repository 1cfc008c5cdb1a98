// engine_wire.h - the session's engine requests and replies in the wire
// format (core/wire.h), for an Engine that runs elsewhere (the browser's
// engine worker, app/platform/worker_engine.h).
#pragma once

#include "app/model/engine.h"
#include "core/wire.h"

namespace sudoku::app {

/// The request as the worker reads it (same id, board and options).
wire::Request to_wire(const EngineRequest& request);
/// The worker's reply as the session takes it.
EngineReply from_wire(wire::Reply reply);

}  // namespace sudoku::app
