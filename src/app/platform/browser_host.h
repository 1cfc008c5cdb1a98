// browser_host.h - app::Host in the browser: localStorage, the URL
// fragment, the clipboard, fetch, the console and the page's visibility and
// preferences, through the bridge in browser.h.
#pragma once

#include "app/model/host.h"
#include "app/platform/browser.h"

namespace sudoku::platform {

class BrowserHost final : public app::Host {
 public:
  double now() const override { return now_seconds(); }
  std::optional<std::string> storage_get(const std::string& key) override { return platform::storage_get(key); }
  bool storage_set(const std::string& key, const std::string& value) override {
    return platform::storage_set(key, value);
  }
  void storage_remove(const std::string& key) override { platform::storage_remove(key); }
  std::string url_fragment() override { return platform::url_fragment(); }
  void set_url_fragment(const std::string& fragment) override { platform::set_url_fragment(fragment); }
  std::string page_url() override { return page_url_without_fragment(); }
  void clipboard_set(const std::string& text) override { platform::clipboard_set(text); }
  void ask_text(const TextRequest& r) override {
    platform::ask_text(r.title, r.initial, r.command, r.prefix, r.clipboard);
  }
  void read_photo() override { platform::read_photo(); }
  void share_board_image(const std::string& givens, const std::string& values, const std::string& caption) override {
    platform::share_board_image(givens, values, caption);
  }
  int today() override { return platform::today(); }
  std::uint64_t random_seed() override { return platform::random_seed(); }
  void fetch(const std::string& url) override { platform::fetch(url); }
  void log(LogLevel level, const std::string& text) override {
    switch (level) {
      case LogLevel::kInfo:
        log_info(text);
        break;
      case LogLevel::kWarning:
        log_warning(text);
        break;
      case LogLevel::kError:
        log_error(text);
        break;
    }
  }
  bool visible() override { return page_visible(); }
  bool prefers_reduced_motion() override { return platform::prefers_reduced_motion(); }
  bool prefers_dark() override { return platform::prefers_dark(); }
  bool prefers_contrast() override { return platform::prefers_contrast(); }
};

}  // namespace sudoku::platform
