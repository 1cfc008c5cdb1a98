// session_aside.cpp - see session.h, "games set aside": opening one again
// (the current game kept as the previous game) or copying its text out; the
// shelf itself is aside_shelf.h.
#include "app/model/session.h"
#include "app/model/ui_text.h"

namespace sudoku::app {

void Session::open_set_aside(std::size_t index) {
  if (index >= aside_.days().size() || refused_read_only()) return;
  const std::optional<std::string> text = aside_.text(host_, index);
  if (!text) {
    aside_.restore(host_);
    return;
  }
  const std::string label = aside_.label(index);
  Game restored;
  const std::string error = restored.load_json(*text, now());
  if (!error.empty()) {
    // Still unreadable here: its text goes out, to keep or to send on.
    host_.clipboard_set(*text);
    game_.set_message(ui_format(ui_text(Ui::kMsgAsideStillUnreadable), {{"label", label}, {"error", error}}));
    return;
  }
  // Nothing is lost: the current game becomes the previous game.
  keep_previous();
  install(std::move(restored), Replaced::kRestored);
  aside_.remove(host_, index);
  game_.set_message(ui_format(ui_text(Ui::kMsgAsideBack), {{"label", label}}));
}

void Session::copy_set_aside(std::size_t index) {
  if (index >= aside_.days().size()) return;
  const std::string text = aside_.text(host_, index).value_or("");
  host_.clipboard_set(text);
  game_.set_message(ui_text(Ui::kMsgAsideCopied));
}

}  // namespace sudoku::app
