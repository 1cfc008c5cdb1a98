// generation.h - a puzzle being made for the player by the engine (a new
// game of a level, a practice puzzle, the daily puzzle): what is made, the
// engine request, since when, and a level's game that waits for the
// collection when the engine could not make it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "core/logic/step.h"

namespace sudoku::app {

/// A puzzle being made for the player (Session::generation()).
struct Generation {
  enum class What : std::uint8_t { kNone, kLevel, kPractice, kDaily };
  What what = What::kNone;
  /// kLevel: the level asked for; kDaily: the day's level (0..4).
  int level = -1;
  /// kPractice: the technique.
  logic::Technique technique = logic::Technique::kCount;
  /// kDaily: the date, days since 1970-01-01.
  int day = 0;
  /// What the progress line says, e.g. "Making an Expert puzzle...".
  std::string text;
};

struct GenerationRequest {
  Generation generation;      ///< what is being made (kNone: nothing)
  std::uint32_t request = 0;  ///< the engine request's id, 0: none (or waiting for the practice bank)
  double asked_at = 0.0;      ///< host seconds when it was asked for
  /// A level's game that could not be made waits for the collection: the
  /// level (-1: none) and the message it starts with.
  int fallback_level = -1;
  std::string fallback_message;

  bool active() const { return generation.what != Generation::What::kNone; }
  /// `next` is now being made, from `now` (the caller cancelled any request
  /// before); a game waiting for the collection no longer does.
  void begin(Generation next, double now) {
    generation = std::move(next);
    asked_at = now;
    fallback_level = -1;
  }
  /// Host seconds it has been made at `now` (0 when nothing is).
  double seconds(double now) const { return active() ? now - asked_at : 0.0; }
};

}  // namespace sudoku::app
