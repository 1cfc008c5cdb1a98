// wire.cpp - the codec of wire.h: a byte writer, a checking reader, and one
// put/get pair per value type.
//
// [SECTION] index: writer; reader; values (board, options, step, trace,
// generate options, generated puzzle); messages.
#include "core/wire.h"

#include <cstring>

namespace sudoku::wire {
namespace {

constexpr char kMagic0 = 'S';
constexpr char kMagic1 = 'W';
enum Kind : std::uint8_t { kRequest = 1, kReply = 2 };
enum RequestField : std::uint8_t { kBoardField = 1, kOptionsField = 2, kGenerateField = 3 };
enum ReplyField : std::uint8_t {
  kStepsField = 1,
  kTraceField = 2,
  kComputeField = 3,
  kErrorField = 4,
  kGeneratedField = 5,
};
constexpr int kTechniqueLimit = static_cast<int>(logic::Technique::kGuess);

// [SECTION] writer -----------------------------------------------------------

class Writer {
 public:
  void u8(std::uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void varint(std::uint64_t v) {
    while (v >= 0x80) {
      u8(static_cast<std::uint8_t>(v | 0x80));
      v >>= 7;
    }
    u8(static_cast<std::uint8_t>(v));
  }
  void f64(double v) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &v, sizeof bits);
    for (int i = 0; i < 8; ++i) u8(static_cast<std::uint8_t>(bits >> (8 * i)));
  }
  void text(std::string_view s) {
    varint(s.size());
    out_.append(s);
  }
  /// A tagged field whose body `body` writes.
  template <typename F>
  void field(std::uint8_t tag, F&& body) {
    Writer inner;
    body(inner);
    varint(tag);
    text(inner.out_);
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

// [SECTION] reader -----------------------------------------------------------

/// Reads from a byte range; the first problem is kept, with the offset of the
/// value it concerns (the start of the last value read), and every later
/// read answers zero, so decoders check ok() once at the end.
class Reader {
 public:
  Reader(std::string_view bytes, std::size_t base) : bytes_(bytes), base_(base) {}

  bool ok() const { return error_.empty(); }
  bool at_end() const { return pos_ >= bytes_.size(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& what) { fail_at(mark_, what); }
  /// A problem with what is missing after the last value.
  void fail_here(const std::string& what) { fail_at(pos_, what); }
  std::size_t offset() const { return base_ + pos_; }
  /// Takes the first problem of a reader over part of this one's bytes.
  void adopt(const Reader& part) {
    if (error_.empty()) error_ = part.error_;
    pos_ = bytes_.size();
  }

  std::uint8_t u8() {
    mark_ = pos_;
    if (pos_ >= bytes_.size()) {
      fail("message ends early");
      return 0;
    }
    return static_cast<std::uint8_t>(bytes_[pos_++]);
  }
  std::uint64_t varint() {
    const std::size_t start = pos_;
    std::uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const std::uint8_t b = u8();
      v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        mark_ = start;
        return v;
      }
    }
    fail("number too long");
    return 0;
  }
  /// A count of items each at least `min_item_bytes` long: never more than
  /// the bytes left could hold, so a bad count cannot make a reader allocate.
  std::size_t count(std::size_t min_item_bytes = 1) {
    const std::uint64_t n = varint();
    if (n > (bytes_.size() - pos_) / min_item_bytes) {
      fail("count " + std::to_string(n) + " exceeds the message");
      return 0;
    }
    return static_cast<std::size_t>(n);
  }
  double f64() {
    const std::size_t start = pos_;
    std::uint64_t bits = 0;
    for (int i = 0; i < 8; ++i) bits |= static_cast<std::uint64_t>(u8()) << (8 * i);
    if (ok()) mark_ = start;
    double v = 0;
    std::memcpy(&v, &bits, sizeof v);
    return v;
  }
  std::string_view bytes(std::size_t n) {
    mark_ = pos_;
    if (n > bytes_.size() - pos_) {
      fail("message ends early");
      return {};
    }
    const std::string_view r = bytes_.substr(pos_, n);
    pos_ += n;
    return r;
  }
  std::string text() { return std::string(bytes(count())); }

 private:
  std::string_view bytes_;
  std::size_t base_ = 0;  // offset of bytes_ in the whole message (for errors)
  std::size_t pos_ = 0;
  std::size_t mark_ = 0;  // where the last value read starts
  std::string error_;

  void fail_at(std::size_t at, const std::string& what) {
    if (error_.empty()) error_ = "byte " + std::to_string(base_ + at) + ": " + what;
    pos_ = bytes_.size();
  }
};

/// Walks the tagged fields after the envelope: `on_field(tag, reader)` reads
/// the fields it knows from a reader over that field's bytes alone (which
/// must be used up); unknown tags are skipped.
template <typename F>
void read_fields(Reader& in, F&& on_field) {
  while (in.ok() && !in.at_end()) {
    const auto tag = in.varint();
    const std::size_t length = in.count();
    const std::size_t base = in.offset();
    Reader field(in.bytes(length), base);
    if (!in.ok()) return;
    if (!on_field(tag, field)) continue;  // unknown: skipped
    if (field.ok() && !field.at_end()) field.fail_here("field " + std::to_string(tag) + " has extra bytes");
    if (!field.ok()) in.adopt(field);
  }
}

// [SECTION] values -------------------------------------------------------------

void put(Writer& out, const Board& board) {
  for (int c = 0; c < kCells; ++c) {
    const auto v = static_cast<std::uint16_t>((board.values[c] << 9) | (board.candidates[c] & kAllDigits));
    out.u8(static_cast<std::uint8_t>(v & 0xFF));
    out.u8(static_cast<std::uint8_t>(v >> 8));
  }
}

Board get_board(Reader& in) {
  Board board;
  for (int c = 0; c < kCells && in.ok(); ++c) {
    const std::uint16_t v = static_cast<std::uint16_t>(in.u8() | (in.u8() << 8));
    const int value = v >> 9;
    if (value > 9) in.fail(cell_name(c) + " holds the value " + std::to_string(value));
    board.values[c] = static_cast<std::uint8_t>(value);
    board.candidates[c] = static_cast<Mask>(v & kAllDigits);
  }
  return board;
}

void put(Writer& out, const logic::Options& o) {
  std::uint64_t techniques = 0;
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    if (o.techniques.has(static_cast<logic::Technique>(i))) techniques |= std::uint64_t{1} << i;
  }
  out.varint(techniques);
  out.u8(static_cast<std::uint8_t>((o.allow_guess ? 1 : 0) | (o.solution ? 2 : 0) | (o.unique ? 4 : 0)));
  out.u8(static_cast<std::uint8_t>(o.order));
  out.varint(static_cast<std::uint64_t>(o.max_steps < 0 ? 0 : o.max_steps));
  if (o.solution) {
    for (auto d : o.solution->cells) out.u8(d);
  }
}

logic::Options get_options(Reader& in) {
  logic::Options o;
  const std::uint64_t techniques = in.varint();
  if (techniques >> logic::kTechniqueCount != 0) in.fail("unknown technique in the allowed set");
  o.techniques = logic::TechniqueSet::none();
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    if ((techniques >> i) & 1u) o.techniques.add(static_cast<logic::Technique>(i));
  }
  const std::uint8_t flags = in.u8();
  o.allow_guess = (flags & 1) != 0;
  o.unique = (flags & 4) != 0;
  const std::uint8_t order = in.u8();
  if (order > static_cast<std::uint8_t>(logic::Order::kDifficulty)) in.fail("unknown order " + std::to_string(order));
  o.order = static_cast<logic::Order>(order);
  const std::uint64_t max_steps = in.varint();
  if (max_steps > 1000000) in.fail("max_steps " + std::to_string(max_steps) + " out of range");
  o.max_steps = static_cast<int>(max_steps);
  if (flags & 2) {
    Grid g;
    for (int c = 0; c < kCells; ++c) {
      g.cells[c] = in.u8();
      if (g.cells[c] > 9) in.fail("solution digit " + std::to_string(g.cells[c]) + " at " + cell_name(c));
    }
    o.solution = g;
  }
  return o;
}

void put(Writer& out, const std::vector<logic::Candidate>& list) {
  out.varint(list.size());
  for (const auto& k : list) out.varint(static_cast<std::uint64_t>(k.cell * 9 + k.digit - 1));
}

std::vector<logic::Candidate> get_candidates(Reader& in) {
  std::vector<logic::Candidate> list(in.count());
  for (auto& k : list) {
    const std::uint64_t v = in.varint();
    if (v >= static_cast<std::uint64_t>(kCells) * 9) {
      in.fail("candidate " + std::to_string(v) + " out of range");
      return {};
    }
    k = {static_cast<std::uint8_t>(v / 9), static_cast<std::uint8_t>(v % 9 + 1)};
  }
  return list;
}

void put(Writer& out, const std::vector<std::uint8_t>& list) {
  out.varint(list.size());
  for (auto v : list) out.u8(v);
}

/// A list of bytes each below `limit` (cells: 81, units: 27).
std::vector<std::uint8_t> get_indices(Reader& in, int limit, const char* what) {
  std::vector<std::uint8_t> list(in.count());
  for (auto& v : list) {
    v = in.u8();
    if (v >= limit) {
      in.fail(std::string(what) + " " + std::to_string(v) + " out of range");
      return {};
    }
  }
  return list;
}

void put(Writer& out, const logic::Step& s) {
  out.u8(static_cast<std::uint8_t>(s.technique));
  put(out, s.placements);
  put(out, s.eliminations);
  put(out, s.clears);
  put(out, s.restores);
  put(out, s.cause_cells);
  put(out, s.cause);
  put(out, s.cause_colours);
  put(out, s.units);
  out.f64(s.difficulty);
  out.text(s.sentence);
}

logic::Step get_step(Reader& in) {
  logic::Step s;
  const std::uint8_t t = in.u8();
  if (t > kTechniqueLimit || t == logic::kTechniqueCount) in.fail("unknown technique " + std::to_string(t));
  s.technique = static_cast<logic::Technique>(t);
  s.placements = get_candidates(in);
  s.eliminations = get_candidates(in);
  s.clears = get_indices(in, kCells, "cell");
  s.restores = get_candidates(in);
  s.cause_cells = get_indices(in, kCells, "cell");
  s.cause = get_candidates(in);
  s.cause_colours = get_indices(in, logic::Step::kFinColour + 1, "colour");
  if (!s.cause_colours.empty() && s.cause_colours.size() != s.cause.size()) in.fail("colours do not match the cause");
  s.units = get_indices(in, kUnits, "unit");
  s.difficulty = in.f64();
  s.sentence = in.text();
  return s;
}

void put(Writer& out, const logic::Trace& t) {
  out.u8(static_cast<std::uint8_t>((t.solved ? 1 : 0) | (t.guessed ? 2 : 0) | (t.complete ? 4 : 0)));
  put(out, t.final_board);
  out.varint(t.events.size());
  for (const auto& e : t.events) {
    out.u8(static_cast<std::uint8_t>(e.kind));
    out.varint(static_cast<std::uint64_t>(e.depth < 0 ? 0 : e.depth));
    if (e.kind == logic::EventKind::kStep) {
      put(out, e.step);
    } else if (e.kind == logic::EventKind::kGuess || e.kind == logic::EventKind::kBacktrack) {
      out.u8(e.cell);
      out.u8(e.digit);
    }
  }
}

logic::Trace get_trace(Reader& in) {
  logic::Trace t;
  const std::uint8_t flags = in.u8();
  t.solved = (flags & 1) != 0;
  t.guessed = (flags & 2) != 0;
  t.complete = (flags & 4) != 0;
  t.final_board = get_board(in);
  const std::size_t n = in.count(2);
  t.events.reserve(n);
  for (std::size_t i = 0; i < n && in.ok(); ++i) {
    logic::TraceEvent e;
    const std::uint8_t kind = in.u8();
    if (kind > static_cast<std::uint8_t>(logic::EventKind::kStuck)) in.fail("unknown event " + std::to_string(kind));
    e.kind = static_cast<logic::EventKind>(kind);
    const std::uint64_t depth = in.varint();
    if (depth > static_cast<std::uint64_t>(kCells)) in.fail("depth " + std::to_string(depth) + " out of range");
    e.depth = static_cast<int>(depth);
    if (e.kind == logic::EventKind::kStep) {
      e.step = get_step(in);
    } else if (e.kind == logic::EventKind::kGuess || e.kind == logic::EventKind::kBacktrack) {
      e.cell = in.u8();
      e.digit = in.u8();
      if (e.cell >= kCells || e.digit < 1 || e.digit > 9) in.fail("guess out of range");
    }
    t.events.push_back(std::move(e));
  }
  return t;
}

void put(Writer& out, const GenerateOptions& o) {
  out.u8(static_cast<std::uint8_t>((o.level ? 1 : 0) | (o.technique ? 2 : 0) | (o.minimal ? 4 : 0)));
  out.u8(static_cast<std::uint8_t>(o.level ? *o.level : logic::Level::kEasy));
  out.u8(static_cast<std::uint8_t>(o.technique ? *o.technique : logic::Technique::kFullHouse));
  out.u8(static_cast<std::uint8_t>(o.symmetry));
  out.varint(o.seed);
  out.varint(static_cast<std::uint64_t>(o.max_attempts < 0 ? 0 : o.max_attempts));
}

GenerateOptions get_generate_options(Reader& in) {
  GenerateOptions o;
  const std::uint8_t flags = in.u8();
  const std::uint8_t level = in.u8();
  if (level > static_cast<std::uint8_t>(logic::Level::kExtreme)) in.fail("unknown level " + std::to_string(level));
  if (flags & 1) o.level = static_cast<logic::Level>(level);
  const std::uint8_t technique = in.u8();
  if (technique >= logic::kTechniqueCount) in.fail("unknown technique " + std::to_string(technique));
  if (flags & 2) o.technique = static_cast<logic::Technique>(technique);
  o.minimal = (flags & 4) != 0;
  const std::uint8_t symmetry = in.u8();
  if (symmetry > static_cast<std::uint8_t>(Symmetry::kMirror)) in.fail("unknown symmetry " + std::to_string(symmetry));
  o.symmetry = static_cast<Symmetry>(symmetry);
  o.seed = in.varint();
  const std::uint64_t attempts = in.varint();
  if (attempts < 1 || attempts > 100000000) in.fail("max_attempts " + std::to_string(attempts) + " out of range");
  o.max_attempts = static_cast<int>(attempts);
  return o;
}

void put(Writer& out, const Grid& g) {
  for (auto d : g.cells) out.u8(d);
}

Grid get_grid(Reader& in) {
  Grid g;
  for (int c = 0; c < kCells && in.ok(); ++c) {
    g.cells[c] = in.u8();
    if (g.cells[c] > 9) in.fail("digit " + std::to_string(g.cells[c]) + " at " + cell_name(c));
  }
  return g;
}

void put(Writer& out, const Generated& g) {
  out.u8(static_cast<std::uint8_t>(g.status));
  put(out, g.puzzle);
  put(out, g.solution);
  out.varint(static_cast<std::uint64_t>(g.attempts < 0 ? 0 : g.attempts));
  out.f64(g.rating.score);
  out.u8(static_cast<std::uint8_t>(g.rating.level));
  out.u8(static_cast<std::uint8_t>(g.rating.hardest));
  out.f64(g.rating.effort);
  out.varint(static_cast<std::uint64_t>(g.rating.steps < 0 ? 0 : g.rating.steps));
  out.u8(g.rating.solved_by_logic ? 1 : 0);
  out.text(g.error);
}

Generated get_generated(Reader& in) {
  Generated g;
  const std::uint8_t status = in.u8();
  if (status > static_cast<std::uint8_t>(GenerateStatus::kBadOptions))
    in.fail("unknown status " + std::to_string(status));
  g.status = static_cast<GenerateStatus>(status);
  g.puzzle = get_grid(in);
  g.solution = get_grid(in);
  const std::uint64_t attempts = in.varint();
  if (attempts > 100000000) in.fail("attempts " + std::to_string(attempts) + " out of range");
  g.attempts = static_cast<int>(attempts);
  g.rating.score = in.f64();
  const std::uint8_t level = in.u8();
  if (level > static_cast<std::uint8_t>(logic::Level::kExtreme)) in.fail("unknown level " + std::to_string(level));
  g.rating.level = static_cast<logic::Level>(level);
  const std::uint8_t hardest = in.u8();
  if (hardest > kTechniqueLimit || hardest == logic::kTechniqueCount)
    in.fail("unknown technique " + std::to_string(hardest));
  g.rating.hardest = static_cast<logic::Technique>(hardest);
  g.rating.effort = in.f64();
  const std::uint64_t steps = in.varint();
  if (steps > 100000) in.fail("steps " + std::to_string(steps) + " out of range");
  g.rating.steps = static_cast<int>(steps);
  g.rating.solved_by_logic = in.u8() != 0;
  g.error = in.text();
  return g;
}

// [SECTION] messages ---------------------------------------------------------------

void put_envelope(Writer& out, Kind kind, std::uint32_t id, Task task) {
  out.u8(kMagic0);
  out.u8(kMagic1);
  out.u8(kVersion);
  out.u8(kind);
  out.varint(id);
  out.u8(static_cast<std::uint8_t>(task));
}

/// Reads the envelope; answers false (with the reader failed) when it is not
/// a message of `kind`.
bool get_envelope(Reader& in, Kind kind, std::uint32_t& id, Task& task) {
  if (in.u8() != kMagic0 || in.u8() != kMagic1) {
    in.fail("not an engine message");
    return false;
  }
  const std::uint8_t version = in.u8();
  if (version != kVersion) {
    in.fail("version " + std::to_string(version) + ", expected " + std::to_string(kVersion));
    return false;
  }
  const std::uint8_t k = in.u8();
  if (k != kind) {
    in.fail(std::string("not a ") + (kind == kRequest ? "request" : "reply"));
    return false;
  }
  const std::uint64_t raw_id = in.varint();
  if (raw_id > 0xFFFFFFFFu) in.fail("id out of range");
  id = static_cast<std::uint32_t>(raw_id);
  const std::uint8_t t = in.u8();
  if (t < static_cast<std::uint8_t>(Task::kNextStep) || t > static_cast<std::uint8_t>(Task::kGenerate)) {
    in.fail("unknown task " + std::to_string(t));
  }
  task = static_cast<Task>(t);
  return in.ok();
}

template <typename T>
std::optional<T> finish(const Reader& in, T value, std::string* error) {
  if (in.ok()) return value;
  if (error != nullptr) *error = in.error();
  return std::nullopt;
}

}  // namespace

std::string encode(const Request& request) {
  Writer out;
  put_envelope(out, kRequest, request.id, request.task);
  if (request.task == Task::kGenerate) {
    out.field(kGenerateField, [&](Writer& w) { put(w, request.generate); });
  } else {
    out.field(kBoardField, [&](Writer& w) { put(w, request.board); });
    out.field(kOptionsField, [&](Writer& w) { put(w, request.options); });
  }
  return out.take();
}

std::string encode(const Reply& reply) {
  Writer out;
  put_envelope(out, kReply, reply.id, reply.task);
  if (!reply.steps.empty()) {
    out.field(kStepsField, [&](Writer& w) {
      w.varint(reply.steps.size());
      for (const auto& s : reply.steps) put(w, s);
    });
  }
  if (reply.task == Task::kSolvePath) out.field(kTraceField, [&](Writer& w) { put(w, reply.trace); });
  if (reply.task == Task::kGenerate) out.field(kGeneratedField, [&](Writer& w) { put(w, reply.generated); });
  out.field(kComputeField, [&](Writer& w) { w.f64(reply.compute_ms); });
  if (!reply.error.empty()) out.field(kErrorField, [&](Writer& w) { w.text(reply.error); });
  return out.take();
}

std::optional<Request> decode_request(std::string_view bytes, std::string* error) {
  Reader in(bytes, 0);
  Request r;
  if (!get_envelope(in, kRequest, r.id, r.task)) return finish(in, r, error);
  bool board = false;
  bool options = false;
  bool generate = false;
  read_fields(in, [&](std::uint64_t tag, Reader& f) {
    switch (tag) {
      case kBoardField:
        r.board = get_board(f);
        board = true;
        return true;
      case kOptionsField:
        r.options = get_options(f);
        options = true;
        return true;
      case kGenerateField:
        r.generate = get_generate_options(f);
        generate = true;
        return true;
      default:
        return false;
    }
  });
  if (r.task == Task::kGenerate) {
    if (in.ok() && !generate) in.fail_here("generate request without its options");
  } else {
    if (in.ok() && !board) in.fail_here("request without a board");
    if (in.ok() && !options) in.fail_here("request without options");
  }
  return finish(in, std::move(r), error);
}

std::optional<Reply> decode_reply(std::string_view bytes, std::string* error) {
  Reader in(bytes, 0);
  Reply r;
  if (!get_envelope(in, kReply, r.id, r.task)) return finish(in, std::move(r), error);
  read_fields(in, [&](std::uint64_t tag, Reader& f) {
    switch (tag) {
      case kStepsField: {
        r.steps.resize(f.count(8));
        for (auto& s : r.steps) s = get_step(f);
        return true;
      }
      case kTraceField:
        r.trace = get_trace(f);
        return true;
      case kComputeField:
        r.compute_ms = f.f64();
        return true;
      case kErrorField:
        r.error = f.text();
        return true;
      case kGeneratedField:
        r.generated = get_generated(f);
        return true;
      default:
        return false;
    }
  });
  return finish(in, std::move(r), error);
}

std::uint32_t message_id(std::string_view bytes) {
  Reader in(bytes, 0);
  if (in.u8() != kMagic0 || in.u8() != kMagic1 || in.u8() != kVersion) return 0;
  in.u8();
  const std::uint64_t id = in.varint();
  return in.ok() && id <= 0xFFFFFFFFu ? static_cast<std::uint32_t>(id) : 0;
}

}  // namespace sudoku::wire
