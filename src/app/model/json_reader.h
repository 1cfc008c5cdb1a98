// json_reader.h - typed access to untrusted JSON (saved games, statistics)
// that names each field once.
//
// A reader looks a field up by its name in the object it is given and checks
// its type and range. It builds the field's path from the scopes entered
// ("record.origin.kind"), so a caller names a field once and the first
// problem found reads "<what>: field 'record.origin.kind' has an unknown
// value 'x'". Every check returns false on a problem; later checks after a
// failure keep the first message.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace sudoku::app {

class JsonReader {
 public:
  using json = nlohmann::json;

  /// `what` opens every message ("saved game", "statistics").
  explicit JsonReader(std::string what) : what_(std::move(what)) {}

  const std::string& error() const { return error_; }
  bool ok() const { return error_.empty(); }

  /// Keeps "<what>: <message>" unless a problem is kept already; false.
  bool fail(const std::string& message);
  /// fail("field '<path of name>' <problem>").
  bool fail_field(std::string_view name, const std::string& problem);
  /// The path of field `name` in the current scope.
  std::string path(std::string_view name) const { return scope_ + std::string(name); }
  /// The current scope's path ("history.actions[2]"), "" at the top.
  std::string scope() const { return scope_.empty() ? scope_ : scope_.substr(0, scope_.size() - 1); }

  /// The field `name` of `obj`, or nullptr (a failure when `required`).
  const json* find(const json& obj, std::string_view name, bool required = true);
  /// The field `name` of `obj` when it is an object / an array, else nullptr.
  const json* object(const json& obj, std::string_view name);
  const json* array(const json& obj, std::string_view name);

  // Each reads the field `name` of `obj` (missing is a failure) ...
  bool boolean(const json& obj, std::string_view name, bool& out) { return boolean_value(find(obj, name), name, out); }
  /// ... a number in [lo, hi).
  bool number(const json& obj, std::string_view name, double lo, double hi, double& out) {
    return number_value(find(obj, name), name, lo, hi, out);
  }
  /// ... an integer in [lo, hi].
  template <class Int>
  bool integer(const json& obj, std::string_view name, long long lo, long long hi, Int& out) {
    return integer_value(find(obj, name), name, lo, hi, out);
  }
  bool string(const json& obj, std::string_view name, std::string& out) {
    return string_value(find(obj, name), name, out);
  }
  /// ... an 81-character string over `alphabet` (its characters map to 0, 1, ...).
  bool cells_string(const json& obj, std::string_view name, std::string_view alphabet,
                    std::array<std::uint8_t, 81>& out);
  /// ... one of `names`, stored as the matching one of `values`.
  template <class E, std::size_t N>
  bool choice(const json& obj, std::string_view name, const char* const (&names)[N], const E (&values)[N], E& out) {
    std::string s;
    if (!string(obj, name, s)) return false;
    for (std::size_t i = 0; i < N; ++i) {
      if (s == names[i]) {
        out = values[i];
        return true;
      }
    }
    return fail_field(name, "has an unknown value '" + s + "'");
  }

  // The same for a value already found (nullptr: missing), named `name`:
  // an element of an array, or an optional field.
  bool boolean_value(const json* v, std::string_view name, bool& out);
  bool number_value(const json* v, std::string_view name, double lo, double hi, double& out);
  bool string_value(const json* v, std::string_view name, std::string& out);
  template <class Int>
  bool integer_value(const json* v, std::string_view name, long long lo, long long hi, Int& out) {
    long long n = 0;
    if (!read_integer(v, name, lo, hi, n)) return false;
    out = static_cast<Int>(n);
    return true;
  }

  /// While alive, field names are read under "<name>.".
  class Scope {
   public:
    Scope(JsonReader& r, std::string_view name) : r_(r), size_(r.scope_.size()) {
      r.scope_.append(name).push_back('.');
    }
    ~Scope() { r_.scope_.resize(size_); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    JsonReader& r_;
    std::size_t size_;
  };

  /// The object field `name` of `obj`, as object() finds it (none, a
  /// failure, when it is missing or not an object), read under "<name>."
  /// while this lives:
  ///
  ///   const JsonReader::Section sel(r, j, "selection");
  ///   if (!sel) return false;
  ///   r.integer(*sel, "cursor", 0, 80, cursor);  // errors name selection.cursor
  class Section {
   public:
    Section(JsonReader& r, const json& obj, std::string_view name) : object_(r.object(obj, name)), scope_(r, name) {}
    explicit operator bool() const { return object_ != nullptr; }
    const json& operator*() const { return *object_; }

   private:
    const json* object_;  // first: found before the scope is entered
    Scope scope_;
  };

 private:
  bool read_integer(const json* v, std::string_view name, long long lo, long long hi, long long& out);

  std::string what_;
  std::string scope_;
  std::string error_;
};

}  // namespace sudoku::app
