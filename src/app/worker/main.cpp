// main.cpp - the engine worker: a second WebAssembly module, with the core
// only, that a Web Worker runs so the logic engine never holds up the
// page's frames. Each message is one request in the format of core/wire.h;
// the worker answers with one reply message (worker.pre.js is the message
// loop around these two functions).
#include <cstddef>
#include <string>
#include <string_view>

#include "core/wire.h"

namespace {
std::string g_reply;  // the last reply, read by the message loop before the next request
}  // namespace

extern "C" {

/// Answers the request in bytes [data, data + size) (wire::answer_message)
/// and returns the reply's bytes, valid until the next call.
const char* sudoku_worker_answer(const char* data, std::size_t size) {
  g_reply = sudoku::wire::answer_message(std::string_view(data, size));
  return g_reply.data();
}

/// The size of the reply the last sudoku_worker_answer returned.
std::size_t sudoku_worker_reply_size() { return g_reply.size(); }

}  // extern "C"
