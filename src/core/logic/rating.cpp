#include "core/logic/rating.h"

#include <algorithm>
#include <cmath>

#include "core/logic/trace.h"
#include "core/solver.h"

namespace sudoku::logic {

std::string_view level_name(Level level) {
  switch (level) {
    case Level::kEasy:
      return "Easy";
    case Level::kMedium:
      return "Medium";
    case Level::kHard:
      return "Hard";
    case Level::kExpert:
      return "Expert";
    case Level::kExtreme:
      return "Extreme";
  }
  return "Extreme";
}

Level level_of(double score) {
  // Scores are tenths; the bounds sit between two tenths.
  if (score < 1.55) return Level::kEasy;
  if (score < 2.65) return Level::kMedium;
  if (score < 4.45) return Level::kHard;
  if (score < 6.65) return Level::kExpert;
  return Level::kExtreme;
}

Rating rate(const Grid& puzzle, const TechniqueSet& techniques, const Grid* solution, Trace* path) {
  Options options;
  options.techniques = techniques;
  options.allow_guess = true;
  options.order = Order::kDifficulty;
  if (solution) {
    options.solution = *solution;
  } else {
    const SolveResult r = solve(puzzle, 2);
    if (r.count >= 1) options.solution = r.solution;
    options.unique = r.count == 1;
  }
  const Trace trace = solve_path(board_from_grid(puzzle), options);
  Rating rating;
  for (const TraceEvent& e : trace.events) {
    if (e.kind != EventKind::kStep) continue;
    ++rating.steps;
    rating.effort += e.step.difficulty;
    if (e.step.difficulty > rating.score) {
      rating.score = e.step.difficulty;
      rating.hardest = e.step.technique;
    }
  }
  rating.solved_by_logic = trace.solved && !trace.guessed;
  if (trace.guessed || !trace.solved) {
    rating.score = 10.0;
    rating.hardest = Technique::kGuess;
  }
  rating.score = std::round(rating.score * 10.0) / 10.0;
  rating.level = level_of(rating.score);
  if (path) *path = trace;
  return rating;
}

}  // namespace sudoku::logic
