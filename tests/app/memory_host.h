// memory_host.h - app::Host for native tests: storage in a map, a clock the
// test moves, the clipboard and the console kept for inspection, fetches
// answered by the test.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/model/engine_link.h"
#include "app/model/host.h"

namespace sudoku::app::test {

class MemoryHost final : public Host {
 public:
  double clock = 100.0;
  std::map<std::string, std::string> storage;
  bool storage_full = false;  ///< storage_set fails, as with a full quota
  std::string fragment;
  std::string clipboard;
  std::vector<TextRequest> asked_text;  ///< text boxes the session asked the page for
  int photo_readers = 0;                ///< times the page's photo reader was opened
  std::vector<std::string> fetches;     ///< URLs asked for, in order
  std::vector<std::pair<LogLevel, std::string>> console;
  bool page_visible = true;
  int day = 20000;
  std::uint64_t next_seed = 1000;          ///< random_seed() answers it, then one more each call
  std::vector<std::string> shared_images;  ///< captions of shared pictures
  bool reduced_motion = false;
  bool dark = false;
  bool contrast = false;

  double now() const override { return clock; }
  std::optional<std::string> storage_get(const std::string& key) override {
    auto it = storage.find(key);
    if (it == storage.end()) return std::nullopt;
    return it->second;
  }
  bool storage_set(const std::string& key, const std::string& value) override {
    if (storage_full) return false;
    storage[key] = value;
    return true;
  }
  void storage_remove(const std::string& key) override { storage.erase(key); }
  std::string url_fragment() override { return fragment; }
  void set_url_fragment(const std::string& f) override { fragment = f; }
  std::string page_url() override { return "https://example.org/sudoku/"; }
  void clipboard_set(const std::string& text) override { clipboard = text; }
  void ask_text(const TextRequest& request) override { asked_text.push_back(request); }
  void read_photo() override { ++photo_readers; }
  void share_board_image(const std::string&, const std::string&, const std::string& caption) override {
    shared_images.push_back(caption);
  }
  int today() override { return day; }
  std::uint64_t random_seed() override { return next_seed++; }
  void fetch(const std::string& url) override { fetches.push_back(url); }
  void log(LogLevel level, const std::string& text) override { console.emplace_back(level, text); }
  bool visible() override { return page_visible; }
  bool prefers_reduced_motion() override { return reduced_motion; }
  bool prefers_dark() override { return dark; }
  bool prefers_contrast() override { return contrast; }
};

/// A LocalLink that counts what it was asked, per task.
class CountingLink final : public EngineLink {
 public:
  int asked[5] = {0, 0, 0, 0, 0};  ///< by wire::Task's number (1..4)
  int cancelled = 0;
  void submit(wire::Request request) override {
    ++asked[static_cast<int>(request.task)];
    inner_.submit(std::move(request));
  }
  void cancel(std::uint32_t id) override {
    ++cancelled;
    inner_.cancel(id);
  }
  std::vector<wire::Reply> poll() override { return inner_.poll(); }
  bool busy() const override { return inner_.busy(); }
  int asked_for(wire::Task task) const { return asked[static_cast<int>(task)]; }

 private:
  LocalLink inner_;
};

/// A LocalLink whose generations fail: each is answered with `status`
/// (the generator gave up, say); with `unreadable`, with a reply whose
/// `error` says the engine could not read the request (its generated part
/// untouched, as the worker sends it); with `dead`, the engine reports itself
/// failed and answers nothing (the browser's worker could not start).
class FailingLink final : public EngineLink {
 public:
  GenerateStatus status = GenerateStatus::kGaveUp;
  bool dead = false;
  bool unreadable = false;
  int generations = 0;  ///< generate requests received
  /// How many generations fail; those after them are made (-1: all fail).
  int failures = -1;
  void submit(wire::Request request) override {
    if (request.task != wire::Task::kGenerate) {
      if (!dead) inner_.submit(std::move(request));
      return;
    }
    ++generations;
    if (dead) return;
    if (failures >= 0 && generations > failures) {
      inner_.submit(std::move(request));
      return;
    }
    wire::Reply reply;
    reply.id = request.id;
    reply.task = wire::Task::kGenerate;
    if (unreadable) {
      reply.error = "byte 9: cell 90 out of range";
      pending_.push_back(std::move(reply));
      return;
    }
    reply.generated.status = status;
    reply.generated.attempts = request.generate.max_attempts;
    reply.generated.error = status == GenerateStatus::kBadOptions ? "refused" : "";
    pending_.push_back(std::move(reply));
  }
  void cancel(std::uint32_t id) override {
    inner_.cancel(id);
    std::erase_if(pending_, [id](const wire::Reply& r) { return r.id == id; });
  }
  std::vector<wire::Reply> poll() override {
    std::vector<wire::Reply> out = inner_.poll();
    for (auto& r : pending_) out.push_back(std::move(r));
    pending_.clear();
    return out;
  }
  bool busy() const override { return inner_.busy() || !pending_.empty(); }
  bool failed() const override { return dead; }

 private:
  LocalLink inner_;
  std::vector<wire::Reply> pending_;
};

}  // namespace sudoku::app::test
