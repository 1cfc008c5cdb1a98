// generator_judge.h - does a candidate puzzle fit what was asked? (internal
// to the generator: generator.cpp and generator_judge.cpp)
//
// A level is judged on the rater's path (logic::rate, Order::kDifficulty:
// Sudoku Explainer's rules in its order), a practice technique on the hints'
// path (Order::kTier: the first technique in the table's order that applies,
// as `sudoku steps` and the hints take it). Either way the judge follows the
// path only as far as it must to decide, and takes the cheap part of it
// without the logic engine. Why that is exact:
//
//  1. Levels: a walk limited to the techniques whose least difficulty is
//     below a bound B takes the same steps as the full rater for as long as
//     the full rater's steps are below B (a step below B comes from a
//     technique below B; a technique left out cannot offer one), and it
//     meets a step of B or more, or gets stuck, exactly when the full
//     rater's path has a step of B or more. So "is the score below the
//     level's top" needs only the techniques below the top, "is it at least
//     the bottom of Extreme" only those below that bottom (never the forcing
//     chains), and the walk stops at the first step that decides.
//     Practice of T: the hints' path takes the first technique in the
//     table's order that applies, so a walk limited to the techniques up to
//     T in that order takes the same steps as the full path for as long as
//     no later technique is needed, and gets stuck exactly when one is. So
//     "no step after T's first is harder (later in the order)" is "the
//     limited walk solves it", and the walk never runs a technique after T.
//     Practice of T, relaxed (the second target): every step that is not a
//     single must be T or one of its rivals (practice_rivals), a set S
//     whose last technique in the hints' order is L. The walk holds every
//     technique of the hints up to L (those outside S too), so, as above,
//     it takes the full path's steps while no technique after L is needed;
//     a step outside S is off the target, and a stuck walk means the full
//     path needs a technique after L, which is outside S: off too. A walk
//     over S alone would not do: it could take a step of S where the full
//     path takes an earlier technique outside S.
//  2. The easy rules (full house, hidden single in a box, in a line, naked
//     single, pointing, claiming) are applied here on plain candidate masks,
//     easiest first, as long as they come before every other technique the
//     walk may use (levels: by logic::technique_difficulty, checked when the
//     target is made, so a changed rater turns them off rather than making
//     the judge wrong; practice: they are the first rows of the hints'
//     order, and the relaxed referee judges their steps as the engine's).
//     Each rule only removes candidates and stays true as others are
//     removed, so the board where they run out is the board where the path
//     first needs another technique, the first of them the path needs is
//     the first the judge needs, and the hardest of them used is the
//     hardest the path used. The logic engine (logic::solve_path) takes only
//     the steps beyond them, one at a time, and the easy rules take over
//     again after each.
//
// Scores are compared in tenths, rounded as logic::rate() rounds them.
#pragma once

#include <climits>
#include <optional>
#include <string>

#include "core/generator.h"
#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/step.h"

namespace sudoku::generator {

inline constexpr int kNoLimit = INT_MAX;

/// A difficulty in tenths, rounded as logic::rate() rounds scores.
int tenths(double difficulty);

/// What an attempt must hit, and how the judge walks.
struct Target {
  bool judged = false;  // false: any level, nothing to judge
  int lo = 0;           // score bounds in tenths: lo <= score < hi
  int hi = kNoLimit;
  std::optional<logic::Technique> technique;  // practice
  /// Levels: the walk stops at the first step of `cut` tenths or more, and
  /// uses only the techniques whose least difficulty is below it (`walk`).
  /// Practice: no cut; `walk` holds the hints' techniques up to the one
  /// practised (relaxed: up to the last of `allowed` in the hints' order).
  int cut = kNoLimit;
  logic::TechniqueSet walk;
  /// Practice, the relaxed target (generator.h, GenerateOptions::
  /// strict_attempts): the path's steps other than singles are the
  /// technique or its rivals (`allowed`: both), with a step of the
  /// technique; it need not come first.
  bool relaxed = false;
  logic::TechniqueSet allowed;
  /// Levels with an aim (Hard, Expert): the rater's hardest technique must
  /// be one of these, and lo/hi are the aim's band within the level's.
  bool aimed = false;
  logic::TechniqueSet aim;
  /// The path judged: the rater's (levels) or the hints' (practice).
  logic::Order order = logic::Order::kDifficulty;
  /// How many of the easy rules (in order of difficulty) the judge applies
  /// itself (see above).
  int easy_rules = 0;
};

/// The target of `options`; on options that cannot be met, sets `error`.
/// With `aim`, Hard and Expert choose by the seed one of the level's aims: a
/// kind of hardest step and its band of scores (generator_judge.cpp,
/// kAims), so that no one technique makes most of a level's puzzles.
/// With `relaxed`, a practisable technique's target is the relaxed one.
Target make_target(const GenerateOptions& options, std::string& error, bool aim = true, bool relaxed = false);

/// Attempts made for an aim before any hardest step of the level will do
/// (a rare aim then costs at most about this many attempts more).
inline constexpr int kAimAttempts = 40;

/// How many aims `level` has (0: none, any hardest step of the level).
int aim_count(logic::Level level);

enum class Fit : std::uint8_t {
  kBelow,  // easier than the target (practice: solved by singles alone;
           // relaxed: by singles and rivals, without a step of the technique)
  kHit,    // what the target asks for
  kAbove,  // harder than the target (levels)
  kOff,    // practice: a step that is not a single comes before the technique
           // (or the path needs a later technique before it); relaxed: a step
           // that is not a single, the technique or a rival, or the path
           // needs a technique after the walk's
  kLate,   // practice: the technique comes first, but a later technique follows
};

/// The judge's answer.
struct Judgement {
  Fit fit = Fit::kBelow;
  /// The greatest difficulty of the steps the judge followed.
  double hardest = 0.0;
  /// The easy rules alone solved the puzzle (no step of the engine).
  bool easy = false;
  /// Practice, kOff, when probed: the technique applies on the board where
  /// the path left the singles (another technique came first there).
  bool ready = false;
  /// The technique of the first step of the greatest difficulty.
  logic::Technique hardest_technique = logic::Technique::kCount;
};

/// How `puzzle` (unique, with `solution`) stands against `target`.
Judgement judge(const Grid& puzzle, const Grid& solution, const Target& target, bool probe = false);

/// A shortcut for carving: `puzzle` less the givens of cells `a` and `b`
/// (the same cell twice for one) is `trial`; when `before` (the judgement
/// of `puzzle`) is easy and each removed cell is again a single of `trial`
/// (first `a`, then `b` with `a` placed) by an easy rule no harder than
/// `before.hardest`, the easy rules reach the same boards with the same
/// hardest step, so `trial`'s judgement is `before`: returns true. False
/// means nothing: judge `trial`.
bool same_judgement(const Grid& trial, int a, int b, const Grid& solution, const Judgement& before,
                    const Target& target);

}  // namespace sudoku::generator
