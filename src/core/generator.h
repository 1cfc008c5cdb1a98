// generator.h - new puzzles on demand: at a level, for practising one
// technique, and the puzzle of the day.
//
// Every generated puzzle has exactly one solution. A puzzle is made in
// *attempts*: a random complete grid, then givens removed in a random order
// (one cell, or one symmetric pair, at a time), each removal kept only while
// the puzzle stays unique and, on the way, while the rater does not rate it
// above what was asked (a removal that overshoots is put back). When no
// removal is left, the attempt's puzzle is rated; it is the answer if it
// fits, else the next attempt starts (generator.cpp's design note has the
// details and why they are fast).
//
// Determinism: the same options (seed included) give the same puzzle on
// every platform, natively and in WebAssembly: the random numbers are this
// file's own 64-bit integer generator, and no choice depends on floating
// point beyond the rater's scores rounded to one decimal. A different
// version of the rater (rating.h) may rate puzzles differently and so
// generate different puzzles from the same seed.
//
// Costs (measured: src/bench/README.md, "Generator"): an attempt takes
// about 0.1-1 ms natively; Easy to Hard need 1-4 attempts, Expert about 4,
// Extreme about 60, a practice puzzle 40 to 1,400 by technique (the rarest:
// 1,000 at the strict target, then 20 to 1,400 at the relaxed; the Remote
// Pair about 10,000); WebAssembly
// takes about twice native time. Nothing is shared between calls:
// generate() may run on any thread, several at once.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid.h"
#include "core/logic/rating.h"
#include "core/logic/step.h"

namespace sudoku {

/// Which cells come and go together. The givens of a symmetric puzzle map
/// onto givens under the symmetry.
enum class Symmetry : std::uint8_t {
  kNone,
  kRotate180,  // r,c <-> 10-r,10-c (the newspaper look)
  kDiagonal,   // r,c <-> c,r (mirrored in the main diagonal r1c1-r9c9)
  kMirror,     // r,c <-> r,10-c (mirrored left to right)
};

/// "none", "rot180", "diagonal", "mirror".
std::string_view symmetry_name(Symmetry symmetry);
/// The symmetry of one of the names above, or nullopt.
std::optional<Symmetry> parse_symmetry(std::string_view name);
/// True when every given's image under `symmetry` is a given too.
bool has_symmetry(const Grid& puzzle, Symmetry symmetry);
/// True when removing any single given would leave several solutions
/// (`puzzle` must have exactly one).
bool is_minimal(const Grid& puzzle);

/// Whether a practice puzzle can be asked for `technique`: a technique the
/// hints use, of tiers 2 to 4 (not the singles, which every puzzle has, nor
/// the forcing chains and nets of tier 5, which are a last resort).
bool can_practise(logic::Technique technique);

/// The techniques a practice puzzle for `technique` must not be solvable
/// with (the puzzle stalls without `technique`): the hints' techniques,
/// other than `technique`, that are easier (a lower difficulty) from its
/// tier or a lower one, and the others of its tier that are no harder.
/// A tie (another technique of the same tier and the same difficulty, in
/// tenths) is broken by the hints' order (the order of logic::Technique):
/// the other is a rival only if the hints take it first. So an AIC (tier 4,
/// 7.0) is not a rival of the XY-Chain (tier 4, 7.0, listed before it),
/// which it could always stand in for, but the XY-Chain is one of the AIC's.
/// The ties today: XY-Wing before Empty Rectangle before Remote Pair (4.2),
/// Uniqueness Test 2
/// before Unique Loop (4.6), Uniqueness Test 4 before Uniqueness Test 6
/// before Hidden Rectangle (4.7), UVWXYZ-Wing before Finned X-Wing (6.6),
/// Finned Swordfish before Simple Colors (6.7), Finned Jellyfish before Multi
/// Colors (6.8), XY-Chain before AIC (7.0).
/// Techniques of a higher tier are left out even when their least
/// difficulty is lower (an X-Chain, tier 4, rates 4.2 but is not expected
/// of a player practising a tier-3 Uniqueness Test), and so are those only
/// the rating uses.
logic::TechniqueSet practice_rivals(logic::Technique technique);

/// Practice: the attempts at the strict target before the relaxed one.
inline constexpr int kStrictPracticeAttempts = 1000;

/// What to generate.
struct GenerateOptions {
  /// The level logic::rate() must give. Without it and without `technique`:
  /// any level (givens are removed until none can go).
  std::optional<logic::Level> level;
  /// Practice: a puzzle that the hints solve with singles up to this
  /// technique, which is then the hardest they need, or (relaxed) with
  /// singles, it and its rivals, and that needs it (see generate()). A
  /// technique the hints use (logic::used_by_hints), not with `level`: the
  /// level of a practice puzzle is what logic::rate() makes of it.
  std::optional<logic::Technique> technique;
  Symmetry symmetry = Symmetry::kNone;
  /// No given can go: removing any one of them leaves several solutions
  /// (with a symmetry: any one given, not only a symmetric pair).
  bool minimal = false;
  /// The same seed (with the same other options) gives the same puzzle.
  std::uint64_t seed = 1;
  /// Give up after this many attempts (at least 1).
  int max_attempts = 20000;
  /// Practice: attempts at the strict target (the technique the first step
  /// past the singles) before the relaxed one (see generate()); 0 aims at
  /// the relaxed target from the first attempt.
  int strict_attempts = kStrictPracticeAttempts;
};

/// Where a generation stands, for a progress display.
struct GenerateProgress {
  /// Attempts started so far (the first call reports 1).
  int attempts = 0;
};

/// Called before each attempt; answering false cancels the generation.
using KeepGoing = std::function<bool(const GenerateProgress&)>;

enum class GenerateStatus : std::uint8_t {
  kOk,
  kGaveUp,      // max_attempts attempts made, none fitted
  kCancelled,   // keep_going answered false
  kBadOptions,  // see Generated::error
};

/// A generated puzzle and how it was found.
struct Generated {
  GenerateStatus status = GenerateStatus::kBadOptions;
  /// The puzzle and its only solution (meaningful when status is kOk).
  Grid puzzle{};
  Grid solution{};
  /// logic::rate(puzzle) with every technique.
  logic::Rating rating;
  /// Attempts made, the one that fitted included (1 = the first fitted).
  int attempts = 0;
  /// Why the options cannot be met (kBadOptions), e.g. "a technique to
  /// practise must be a deduction, not 'guess'".
  std::string error;
};

/// Generates one puzzle for `options`, as promised by its fields:
///  - every puzzle has exactly one solution and its givens keep `symmetry`;
///  - with `level`: logic::rate(puzzle).level == *level; Hard and Expert
///    first aim, by the seed, at one kind of hardest step of the level
///    (claiming, naked pair, X-Wing or hidden pair, triples and Swordfish,
///    two strong links and XY/XYZ-Wings; uniqueness, three strong links and
///    WXYZ-Wings, four strong links and VWXYZ-Wings, X-cycles), and take any
///    of the level's after 40 attempts without it, so that no one technique
///    is the hardest step of most of a level's puzzles;
///  - with `technique` T (practice), on the hints' path (logic::solve_path
///    with every technique, Order::kTier, the solution given: the steps a
///    player meets pressing Hint and applying each, and what `sudoku steps`
///    prints): every step before the first T step is a single (tier 1: full
///    house, hidden or naked single); there is a T step; and no step after
///    it is harder than T, where harder means later in the hints' order
///    (the order of logic::Technique: tier by tier, within a tier as the
///    table lists them; so an X-Wing puzzle may go on to need a naked pair,
///    a Skyscraper puzzle an XY-Wing, never the other way round). The path
///    ends solved, without a guess. After `strict_attempts` attempts without
///    such a puzzle, the relaxed target: every step of the path that is not
///    a single is T or one of practice_rivals(T), and one is T (T need not
///    come first: the path may meet a rival before it). Either way, for a
///    technique that can_practise(), the path with practice_rivals(T) alone
///    gets stuck: the puzzle needs T. g.rating is still logic::rate()'s,
///    which gives the level (a hint-only technique such as the Skyscraper is
///    rated as Sudoku Explainer's step that finds the same);
///  - with `minimal`: is_minimal(puzzle).
/// Without `minimal`, givens are still removed while the puzzle keeps its
/// level (or its practice path), so few givens remain; no given can go
/// without losing uniqueness or leaving the level (or the path).
/// kBadOptions for a technique that is not a deduction, one only the rating
/// uses, or a technique together with a level.
/// `keep_going` (optional) is called before each attempt.
Generated generate(const GenerateOptions& options, const KeepGoing& keep_going = {});

/// A random complete valid grid (the solutions of attempts are made so).
Grid random_solution(std::uint64_t seed);

/// The puzzle of the day: the same for everyone on the same date, with no
/// server. Levels follow a weekly rota: Monday Easy, Tuesday Medium,
/// Wednesday Hard, Thursday Medium, Friday Hard, Saturday Expert, Sunday
/// Extreme; symmetric by 180-degree rotation, not required to be minimal;
/// the seed is the number of days since 1970-01-01. Dates from 1900-01-01
/// to 9999-12-31 (Gregorian calendar); for any other, status kBadOptions and
/// an error naming what is wrong, e.g. "2023-02-29: February 2023 has 28
/// days".
Generated daily_puzzle(int year, int month, int day, const KeepGoing& keep_going = {});

/// The options daily_puzzle() generates with for a valid date (level, seed,
/// symmetry), or nullopt with `error` set as above.
std::optional<GenerateOptions> daily_options(int year, int month, int day, std::string* error = nullptr);

/// A Gregorian date.
struct CivilDate {
  int year = 1970;
  int month = 1;
  int day = 1;
  friend bool operator==(const CivilDate&, const CivilDate&) = default;
};
/// The date `days` days after 1970-01-01 (negative: before it), the day
/// number daily_options() seeds with.
CivilDate civil_date(std::int64_t days);
/// The same date as "YYYY-MM-DD" (what `sudoku generate --daily` takes).
std::string date_key(std::int64_t days);

}  // namespace sudoku
