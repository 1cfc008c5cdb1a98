// ui_text.cpp - see ui_text.h.
#include "app/model/ui_text.h"

namespace sudoku::app {

UiValue::UiValue(const char* n, const std::string& v) : name(n), text(v.data()), size(v.size()) {}

std::string ui_format(const char* table_text, std::initializer_list<UiValue> values) {
  const std::string_view text(table_text);
  std::string out;
  out.reserve(text.size() + 16);
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t open = text.find('{', i);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    out.append(text, i, open - i);
    const std::string_view name = text.substr(open + 1, close - open - 1);
    const UiValue* found = nullptr;
    for (const UiValue& v : values) {
      if (v.name == name) found = &v;
    }
    if (found == nullptr) {
      out.append(text, open, close - open + 1);
    } else if (found->text == nullptr) {
      out += std::to_string(static_cast<int>(found->size));
    } else {
      out.append(found->text, found->size);
    }
    i = close + 1;
  }
  out.append(text, i);
  return out;
}

}  // namespace sudoku::app
