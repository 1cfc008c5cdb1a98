// host.h - what the session needs from the place it runs in.
//
// The browser platform implements Host (app/platform/browser_host.cpp); the
// native tests use a stand-in that keeps storage in memory and a clock the
// test moves (tests/app/memory_host.h). The model and the views never include
// platform code: everything they need from outside comes through here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace sudoku::app {

class Host {
 public:
  virtual ~Host() = default;

  /// The longest text the app takes from outside (a paste, a link, a text
  /// box, another tab's save), in bytes: a longer one is refused with a
  /// message. The page hands texts over on the heap, cut one character past
  /// this, so no text of any length can stop the app.
  static constexpr std::size_t kMaxInputBytes = 1u << 20;

  /// Seconds on a monotonic clock (any fixed origin).
  virtual double now() const = 0;

  /// Persistent key-value storage (localStorage in the browser). get answers
  /// nullopt when the key is absent or storage is unavailable; set answers
  /// false when the value could not be stored (quota, private mode).
  virtual std::optional<std::string> storage_get(const std::string& key) = 0;
  virtual bool storage_set(const std::string& key, const std::string& value) = 0;
  virtual void storage_remove(const std::string& key) = 0;

  /// The page's URL fragment without '#', and replacing it without adding
  /// browser history.
  virtual std::string url_fragment() = 0;
  virtual void set_url_fragment(const std::string& fragment) = 0;
  /// The page's address without its fragment (share links start with it).
  virtual std::string page_url() = 0;

  /// Puts text on the system clipboard.
  virtual void clipboard_set(const std::string& text) = 0;
  /// Asks the player for text in a box of the page: a real text field, which
  /// a phone's keyboard and its paste reach (ImGui's own fields get neither).
  /// The box is titled `request.title` and holds `request.initial`; what the
  /// player enters runs the session command `request.command`
  /// (session_commands.h) with `request.prefix` + the text, and the box stays
  /// open showing the command's answer while it refuses. With
  /// `request.clipboard`, the system clipboard is read first where the
  /// browser allows it (that text runs the command at once), and the box is
  /// shown only when it cannot be read.
  struct TextRequest {
    std::string title;
    std::string initial;
    std::string command;
    std::string prefix;
    bool clipboard = false;
  };
  virtual void ask_text(const TextRequest& request) = 0;
  /// Opens the page's photo reader (the camera, a picked, pasted or dropped
  /// picture; loaded on first use). What it reads comes back as the session
  /// command "photo" (session_commands.h); a picture it cannot read is
  /// reported by the reader itself and changes nothing.
  virtual void read_photo() = 0;
  /// Shares a picture of a board (PNG): the system's share sheet where the
  /// browser has one, else a download. `givens` and `values` are
  /// 81-character lines; `caption` names the puzzle.
  virtual void share_board_image(const std::string& givens, const std::string& values, const std::string& caption) = 0;

  /// Asks for a file next to the page (relative URL); the answer arrives
  /// later through Session::on_fetched(url, text, ok): the file's text, or
  /// with ok false why it could not be loaded, in the player's words.
  virtual void fetch(const std::string& url) = 0;

  /// Writes a line to the console (the browser's developer console).
  enum class LogLevel { kInfo, kWarning, kError };
  virtual void log(LogLevel level, const std::string& text) = 0;

  /// True while the page is visible (not a background tab).
  virtual bool visible() = 0;
  /// Today's date in the player's time zone, as days since 1970-01-01.
  virtual int today() = 0;
  /// A fresh random number (the browser's crypto.getRandomValues), a new
  /// one at each call: the seed of a generated puzzle.
  virtual std::uint64_t random_seed() = 0;
  /// The player's system preferences (the browser's media queries
  /// prefers-reduced-motion: reduce, prefers-color-scheme: dark, and
  /// prefers-contrast: more or forced-colors: active).
  virtual bool prefers_reduced_motion() = 0;
  virtual bool prefers_dark() = 0;
  virtual bool prefers_contrast() = 0;
};

}  // namespace sudoku::app
