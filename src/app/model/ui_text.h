// ui_text.h - the UI's strings by id: the one table (src/app/strings/en.tsv)
// that the views, the model's messages and the page's mirror (web/a11y.js,
// through the generated ui-strings.js) all read, so what is drawn and what
// is said cannot disagree. cmake/UiStrings.cmake generates the ids and
// texts (app/model/ui_strings.h) from the table.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "app/model/ui_strings.h"

namespace sudoku::app {

/// The text of `id` (a string with static storage, for ImGui's labels too).
/// Taken at compile time: a binary holds only the texts its code names
/// (the page's module none of the mirror's own words).
consteval const char* ui_text(Ui id) { return kUiTexts[static_cast<std::size_t>(id)]; }

/// The levels' names by index (Easy 0 .. Extreme 4), then Custom (5: a
/// puzzle of the player's own, in the statistics).
inline constexpr const char* kLevelTexts[] = {ui_text(Ui::kLevelEasy),    ui_text(Ui::kLevelMedium),
                                              ui_text(Ui::kLevelHard),    ui_text(Ui::kLevelExpert),
                                              ui_text(Ui::kLevelExtreme), ui_text(Ui::kLevelCustom)};

/// A value for a {name} of a composed text: a text or a number. It holds no
/// copy: a text given lives until ui_format returns (a temporary of the
/// same full expression does). Three words, set in place where a text is
/// composed (a std::string's are taken out of line): each {name} given
/// costs the page's module little.
struct UiValue {
  const char* name;
  const char* text;  // nullptr for a number
  std::size_t size;  // the text's length, or the number
  UiValue(const char* n, std::string_view v) : name(n), text(v.data()), size(v.size()) {}
  UiValue(const char* n, const char* v) : name(n), text(v), size(std::char_traits<char>::length(v)) {}
  UiValue(const char* n, const std::string& v);
  UiValue(const char* n, int v) : name(n), text(nullptr), size(static_cast<std::size_t>(v)) {}
};

/// `text` (a table's, ui_text(Ui::k...)) with each {name} replaced by its
/// value; a {name} with no value stays as written. The text is taken as a
/// pointer, its length measured here, not at each call.
std::string ui_format(const char* text, std::initializer_list<UiValue> values);

}  // namespace sudoku::app
