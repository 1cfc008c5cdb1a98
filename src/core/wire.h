// wire.h - the engine's requests and replies as bytes, so they can cross to
// a Web Worker (the app's engine runs there) and back.
//
// Both sides are built from the same source into one site, so the format
// needs no compatibility across versions; it is still checked as untrusted
// input (a decoder never trusts a length or an index) and it can grow: a
// message is an envelope and a list of tagged fields, and a reader skips a
// field whose tag it does not know. A new task (such as generating a
// puzzle) is a new Task number and new field tags, not a new shape.
//
//   message  := 'S' 'W' version:u8 kind:u8 id:varint task:u8 field*
//   kind     := 1 request | 2 reply
//   field    := tag:varint length:varint bytes[length]
//   varint   := unsigned LEB128 (7 bits a byte, low bits first)
//
//   request fields: 1 board, 2 options (both for the logic tasks),
//                   3 generate (kGenerate)
//   reply fields:   1 steps (count, step*), 2 trace, 3 compute_ms (f64),
//                   4 error (text: why the request could not be answered),
//                   5 generated (kGenerate)
//
//   board    := 81 x u16 little-endian: candidates in bits 0-8, value in bits 9-12
//   options  := techniques:varint (bit i = Technique i) flags:u8 (1 allow_guess,
//               2 solution follows, 4 unique) order:u8 max_steps:varint
//               [solution: 81 bytes]
//   step     := technique:u8 placements eliminations clears restores
//               cause_cells cause units difficulty:f64 sentence
//               (candidate lists: count:varint then cell*9+digit-1 as varint
//               each; cell lists: count:varint then a byte each; sentence:
//               length:varint then UTF-8 bytes)
//   trace    := flags:u8 (1 solved, 2 guessed, 4 complete) final_board
//               count:varint event* ; event := kind:u8 depth:varint then
//               a step (kStep) or cell:u8 digit:u8 (kGuess, kBacktrack)
//   generate := flags:u8 (1 level follows, 2 technique follows, 4 minimal)
//               level:u8 technique:u8 symmetry:u8 seed:varint max_attempts:varint
//   generated:= status:u8 puzzle:81 bytes solution:81 bytes attempts:varint
//               score:f64 level:u8 hardest:u8 effort:f64 steps:varint
//               solved_by_logic:u8 error:text
//   f64      := IEEE 754 double, 8 bytes little-endian
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/generator.h"
#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/step.h"
#include "core/logic/trace.h"

namespace sudoku::wire {

inline constexpr std::uint8_t kVersion = 1;

/// What a request asks for. The numbers are the wire's; new tasks take new
/// numbers and never reuse one.
enum class Task : std::uint8_t {
  kNextStep = 1,   ///< logic::next_step on the board
  kAllSteps = 2,   ///< logic::all_steps on the board
  kSolvePath = 3,  ///< logic::solve_path on the board (options.max_steps bounds a piece)
  kGenerate = 4,   ///< generate(generate): a new puzzle
};

struct Request {
  std::uint32_t id = 0;
  Task task = Task::kNextStep;
  /// The logic tasks' board and options.
  Board board{};
  logic::Options options;
  /// kGenerate: what to generate.
  GenerateOptions generate;
};

struct Reply {
  std::uint32_t id = 0;
  Task task = Task::kNextStep;
  /// kNextStep: the step, or none; kAllSteps: every step found.
  std::vector<logic::Step> steps;
  /// kSolvePath: the piece of the path.
  logic::Trace trace;
  /// kGenerate: the puzzle, or why there is none.
  Generated generated;
  /// How long the engine worked on it (milliseconds).
  double compute_ms = 0.0;
  /// Not empty when the request could not be read: what was wrong.
  std::string error;
};

/// The message's bytes (see the format above).
std::string encode(const Request& request);
std::string encode(const Reply& reply);

/// Reads a message. On bytes that are not a well-formed message of that kind
/// answers nullopt and, when `error` is given, says what is wrong and at which
/// byte, e.g. "byte 9: cell 90 out of range".
std::optional<Request> decode_request(std::string_view bytes, std::string* error = nullptr);
std::optional<Reply> decode_reply(std::string_view bytes, std::string* error = nullptr);

/// The id of a message whose envelope can be read (0 otherwise): a reply
/// to a request that could not be read still names the request.
std::uint32_t message_id(std::string_view bytes);

/// What the worker does with one request: runs the logic engine (or the
/// generator) for its task and times it. (wire_answer.cpp: the only part of this file that
/// needs the logic engine, so a module that only encodes and decodes does
/// not link it.)
Reply answer(const Request& request);

/// The worker's whole job on bytes: decodes a request, answers it and
/// encodes the reply; a request that cannot be read gets a reply whose
/// error says why (with the id when the envelope was readable).
std::string answer_message(std::string_view request_bytes);

}  // namespace sudoku::wire
