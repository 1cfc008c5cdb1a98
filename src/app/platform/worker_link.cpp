// worker_link.cpp - see worker_link.h: the engine's requests to a Web
// Worker and its replies back, through a small JavaScript bridge.
#include "app/platform/worker_link.h"

#include <emscripten.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "app/platform/browser.h"

namespace sudoku::platform {
namespace {

WorkerLink* g_link = nullptr;  // the one the bridge's callbacks reach

// JavaScript bodies: the preprocessor sees them, so strings use double quotes.
// clang-format off
EM_JS(void, js_worker_start, (int generation, const char* script), {
  if (Module.sudokuEngineWorker) Module.sudokuEngineWorker.terminate();
  Module.sudokuEngineWorker = null;
  let ready = false;
  const fail = (message) => {
    // A start that failed is tried next under a URL of its own: the browser
    // may keep a broken answer (a web page, a cut-short file) for the old one.
    if (!ready) Module.sudokuEngineFailed = (Module.sudokuEngineFailed || 0) + 1;
    const what = stringToNewUTF8(message);
    _sudoku_engine_on_error(generation, what);
    _free(what);
  };
  const file = UTF8ToString(script);
  const failed = Module.sudokuEngineFailed || 0;
  const url = window.sudokuApp.url(file) + (failed > 0 ? "&try=" + (failed + 1) : "");  // this build's engine
  let worker;
  try {
    worker = new Worker(url);
  } catch (e) {  // no Workers here: said from the event loop, not from inside this call
    setTimeout(() => fail("the engine worker could not be started: " + e), 0);
    return;
  }
  Module.sudokuEngineWorker = worker;
  worker.onmessage = (e) => {
    if (e.data === "ready") { ready = true; _sudoku_engine_on_ready(generation); return; }
    if (typeof e.data === "string") { fail(e.data); return; }  // its module stopped (worker.pre.js)
    const bytes = new Uint8Array(e.data);
    const p = _malloc(bytes.length + 1);
    HEAPU8.set(bytes, p);
    _sudoku_engine_on_reply(generation, p, bytes.length);
    _free(p);
  };
  // An error before the module is ready is the script's own (an error
  // status, a web page, no connection: the event carries no status, so
  // what the host answers now says which; a syntax error: cut short).
  worker.onerror = (e) => {
    e.preventDefault();
    if (ready) { fail(e.message || "the engine worker stopped"); return; }
    const otherwise = /SyntaxError/.test(e.message) ? file + " is cut short or damaged" : e.message || file + " could not be run";
    window.sudokuApp.why(file, url, otherwise).then(fail);
  };
});
EM_JS(void, js_worker_post, (const char* data, int size), {
  if (!Module.sudokuEngineWorker) return;  // it failed to start: its error is on its way
  const copy = HEAPU8.slice(data, data + size);
  Module.sudokuEngineWorker.postMessage(copy.buffer, [copy.buffer]);
});
EM_JS(void, js_worker_stop, (), {
  if (Module.sudokuEngineWorker) Module.sudokuEngineWorker.terminate();
  Module.sudokuEngineWorker = null;
});
// clang-format on

}  // namespace

WorkerLink::WorkerLink(std::string script) : script_(std::move(script)) { g_link = this; }

WorkerLink::~WorkerLink() {
  if (generation_ != 0) js_worker_stop();
  if (g_link == this) g_link = nullptr;
}

void WorkerLink::start() {
  if (generation_ == 0) launch();
}

void WorkerLink::launch() {
  ++generation_;
  ready_ = false;
  started_at_ = emscripten_get_now();
  js_worker_start(generation_, script_.c_str());
}

void WorkerLink::restart() {
  ++restarts_;
  launch();
}

void WorkerLink::submit(wire::Request request) {
  if (failed_) {
    // Asked again after giving up: a new worker (the host may have healed).
    failed_ = false;
    failures_ = 0;
    restart();
  }
  start();
  queue_.push_back(std::move(request));
  send_next();
}

void WorkerLink::cancel(std::uint32_t id) {
  if (id == 0) return;
  if (running_.id == id) {
    running_cancelled_ = true;
    if (running_.task == wire::Task::kGenerate && !failed_) {
      // It may go on for seconds and cannot be interrupted: a new worker.
      running_ = {};
      restart();
      send_next();
    }
    return;
  }
  for (auto it = queue_.begin(); it != queue_.end(); ++it) {
    if (it->id == id) {
      queue_.erase(it);
      return;
    }
  }
}

void WorkerLink::send_next() {
  if (failed_ || running_.id != 0 || queue_.empty()) return;
  running_ = std::move(queue_.front());
  queue_.pop_front();
  running_cancelled_ = false;
  running_since_ = emscripten_get_now();
  const std::string bytes = wire::encode(running_);
  js_worker_post(bytes.data(), static_cast<int>(bytes.size()));
  ++sent_;
}

double WorkerLink::answer_within_ms(wire::Task task) {
  return task == wire::Task::kGenerate ? kGenerateTimeoutMs : kAnswerTimeoutMs;
}

std::vector<wire::Reply> WorkerLink::poll() {
  const double now = emscripten_get_now();
  // A cancelled request holding up the next one: give up on it.
  if (running_.id != 0 && running_cancelled_ && !queue_.empty() && now - running_since_ >= kAbandonAfterMs) {
    running_ = {};
    restart();
    send_next();
  }
  // A silent worker is a failed one (see worker_link.h).
  if (generation_ != 0 && !failed_) {
    if (!ready_ && now - started_at_ > kLoadTimeoutMs) {
      on_error(generation_, "its module did not load in time");
    } else if (ready_ && running_.id != 0 && !running_cancelled_ &&
               now - running_since_ > answer_within_ms(running_.task)) {
      on_error(generation_, "it did not answer in time");
    }
  }
  return std::exchange(replies_, {});
}

bool WorkerLink::busy() const { return !queue_.empty() || (running_.id != 0 && !running_cancelled_); }

void WorkerLink::on_ready(int generation) {
  if (generation != generation_) return;
  ready_ = true;
  if (load_ms_ < 0.0) load_ms_ = emscripten_get_now() - started_at_;
  running_since_ = emscripten_get_now();  // a request sent meanwhile starts now
}

void WorkerLink::on_reply(int generation, std::string_view bytes) {
  if (generation != generation_) return;
  std::string error;
  auto reply = wire::decode_reply(bytes, &error);
  if (!reply) {
    log_error("sudoku: unreadable reply from the engine worker (" + error + ")");
  } else if (!reply->error.empty()) {
    log_error("sudoku: the engine worker could not answer: " + reply->error);
  }
  const bool mine = reply && reply->id == running_.id;
  const bool wanted = mine && !running_cancelled_;
  if (mine || !reply) {
    running_ = {};
    failures_ = 0;
  }
  ++answered_;
  if (wanted) {
    replies_.push_back(std::move(*reply));
  }
  send_next();
}

void WorkerLink::on_error(int generation, std::string_view what) {
  if (generation != generation_) return;
  ++failures_;
  last_error_ = std::string(what);
  log_error("sudoku: the engine worker failed: " + last_error_);
  if (failures_ >= 2) {
    failed_ = true;
    js_worker_stop();
    return;
  }
  // Once more, with the request it was working on first.
  if (running_.id != 0) {
    if (!running_cancelled_) queue_.push_front(std::move(running_));
    running_ = {};
  }
  restart();
  send_next();
}

void WorkerLink::write_status(nlohmann::json& out) const {
  out["state"] = failed_ ? "failed" : generation_ == 0 ? "idle" : ready_ ? "ready" : "loading";
  out["restarts"] = restarts_;
  out["sent"] = sent_;
  out["answered"] = answered_;
  out["load_ms"] = std::round(load_ms_ * 10.0) / 10.0;
}

}  // namespace sudoku::platform

// The bridge's callbacks (called from the JavaScript above).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_engine_on_ready(int generation) {
  if (sudoku::platform::g_link != nullptr) sudoku::platform::g_link->on_ready(generation);
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_engine_on_reply(int generation, const char* data, int size) {
  if (sudoku::platform::g_link != nullptr) {
    sudoku::platform::g_link->on_reply(generation, std::string_view(data, static_cast<std::size_t>(size)));
  }
}
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_engine_on_error(int generation, const char* what) {
  if (sudoku::platform::g_link != nullptr) sudoku::platform::g_link->on_error(generation, what);
}
