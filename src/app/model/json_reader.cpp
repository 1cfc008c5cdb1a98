// json_reader.cpp - JsonReader's checks and messages.
#include "app/model/json_reader.h"

#include "app/model/ui_text.h"
#include "core/grid.h"

namespace sudoku::app {

bool JsonReader::fail(const std::string& message) {
  if (error_.empty()) error_ = ui_format(ui_text(Ui::kErrIn), {{"what", what_}, {"problem", message}});
  return false;
}

bool JsonReader::fail_field(std::string_view name, const std::string& problem) {
  return fail(ui_format(ui_text(Ui::kErrField), {{"field", path(name)}, {"problem", problem}}));
}

const JsonReader::json* JsonReader::find(const json& obj, std::string_view name, bool required) {
  if (obj.is_object()) {
    const auto it = obj.find(name);
    if (it != obj.end()) return &*it;
  }
  if (required) fail_field(name, ui_text(Ui::kErrMissing));
  return nullptr;
}

namespace {

// The field `name` of `obj` when it is of the kind `wanted`; otherwise a
// failure (missing, or `problem`) and nullptr.
const JsonReader::json* field_of_kind(JsonReader& r, const JsonReader::json& obj, std::string_view name,
                                      JsonReader::json::value_t wanted, const char* problem) {
  const JsonReader::json* v = r.find(obj, name);
  if (v && v->type() != wanted) {
    r.fail_field(name, problem);
    return nullptr;
  }
  return v;
}

}  // namespace

const JsonReader::json* JsonReader::object(const json& obj, std::string_view name) {
  return field_of_kind(*this, obj, name, json::value_t::object, ui_text(Ui::kErrNotObject));
}

const JsonReader::json* JsonReader::array(const json& obj, std::string_view name) {
  return field_of_kind(*this, obj, name, json::value_t::array, ui_text(Ui::kErrNotArray));
}

bool JsonReader::boolean_value(const json* v, std::string_view name, bool& out) {
  if (!v) return fail_field(name, ui_text(Ui::kErrMissing));
  if (!v->is_boolean()) return fail_field(name, ui_text(Ui::kErrNotBoolean));
  out = v->get<bool>();
  return true;
}

bool JsonReader::number_value(const json* v, std::string_view name, double lo, double hi, double& out) {
  if (!v) return fail_field(name, ui_text(Ui::kErrMissing));
  if (!v->is_number()) return fail_field(name, ui_text(Ui::kErrNotNumber));
  const double d = v->get<double>();
  if (!(d >= lo && d < hi)) return fail_field(name, ui_text(Ui::kErrOutOfRange));
  out = d;
  return true;
}

bool JsonReader::string_value(const json* v, std::string_view name, std::string& out) {
  if (!v) return fail_field(name, ui_text(Ui::kErrMissing));
  if (!v->is_string()) return fail_field(name, ui_text(Ui::kErrNotString));
  out = v->get<std::string>();
  return true;
}

bool JsonReader::read_integer(const json* v, std::string_view name, long long lo, long long hi, long long& out) {
  if (!v) return fail_field(name, ui_text(Ui::kErrMissing));
  if (!v->is_number_integer()) return fail_field(name, ui_text(Ui::kErrNotInteger));
  const bool is_unsigned = v->is_number_unsigned();
  const auto u = is_unsigned ? v->get<std::uint64_t>() : 0;
  const auto n = is_unsigned ? 0 : v->get<std::int64_t>();
  if (is_unsigned ? u > static_cast<std::uint64_t>(hi) : (n < lo || n > hi)) {
    return fail_field(name, ui_format(ui_text(Ui::kErrIntegerRange),
                                      {{"value", v->dump()}, {"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}}));
  }
  out = is_unsigned ? static_cast<long long>(u) : static_cast<long long>(n);
  return true;
}

bool JsonReader::cells_string(const json& obj, std::string_view name, std::string_view alphabet,
                              std::array<std::uint8_t, 81>& out) {
  std::string s;
  if (!string(obj, name, s)) return false;
  if (s.size() != kCells) {
    return fail_field(name, ui_format(ui_text(Ui::kErrCharacters), {{"n", static_cast<int>(s.size())}}));
  }
  for (std::size_t c = 0; c < kCells; ++c) {
    const std::size_t pos = alphabet.find(s[c]);
    if (pos == std::string_view::npos) {
      return fail_field(name, ui_format(ui_text(Ui::kErrCharacterAt),
                                        {{"n", static_cast<int>(c + 1)}, {"cell", cell_name(static_cast<int>(c))}}));
    }
    out[c] = static_cast<std::uint8_t>(pos);
  }
  return true;
}

}  // namespace sudoku::app
