// solver.cpp - the fast exact solver: band bitboards, propagation, guessing.
//
// Design note: the state is one 27-bit set per (digit, band). A band is three
// rows of the grid (rows 0-2, 3-5, 6-8), and the set holds the band's cells
// where the digit is still possible, bit = 9 * row-in-band + column:
//
//            column 0 1 2   3 4 5   6 7 8
//   row 0  bits     0 1 2 | 3 4 5 | 6 7 8       segment (row r, stack s) =
//   row 1  bits     9 ...   ...     ... 17      the 3 bits 9r+3s .. 9r+3s+2;
//   row 2  bits    18 ...   ...     ... 26      box s of the band = its 3 segments
//
// The sets of one digit for the three bands form one 4-lane vector of 32-bit
// words (GCC/clang vector extension: SSE natively, simd128 in WebAssembly,
// plain scalar code elsewhere; `any`, `lanes_changed`, `byte_bits` and
// `byte_popcount` use an SSE, AVX-512 or wasm intrinsic, each with a portable
// fallback); lane 3 is always 0. Where a pass reads every digit alike (the
// start's filter, the givens, the claims-and-triads survey), two digits share
// one 8-lane vector (`Wide`: one AVX2 operation natively, two simd128 ones in
// WebAssembly; not four digits in 512 bits: tried for the start's filter on
// an AVX-512 Xeon, the filter got faster but a serg solve 6% slower):
//
//   w[4 * digit + band]   digit 0..8, band 0..2 (w[4 * digit + 3] = 0)
//   w[36 + band]          cells not placed yet, same layout (w[39] = 0)
//
// beside it, a local of the propagation (kept in a register):
//
//   dirty                 bit 4 * digit + band: that word changed and is
//                         still to be propagated
//
// The whole state is copied at each guess (160 bytes); nothing is allocated.
// Propagation of one (digit, band) word that changed:
//   1. Shrink each row's 9 bits to 3 "segment not empty" bits, giving a 9-bit
//      segment pattern (3 rows x 3 boxes). The digit needs one segment per row
//      and per box, all distinct (a permutation); a 512-entry table keeps the
//      segments that lie on some permutation inside the pattern. This one look-up
//      does pointing and claiming inside the band and finds an empty row or box.
//   2. A box whose candidates sit in one column locks that column: the other two
//      bands lose the digit in that column (a placed digit is such a box too).
//      Steps 1 and 2 end in one vector store of the digit's three words.
//   3. A row with a single candidate places the digit there: the cell leaves
//      `unsolved` and the other eight digits lose it.
//   The look-ups of steps 2 and 3 start from the word as it was, beside step
//   1's, and are redone only when step 1 narrowed it; the segment pattern is
//   one BMI2 pext where that is fast (elsewhere, as in WebAssembly, two
//   shifts gather it transposed, and the table is laid out to match). The
//   updates form chains (a placement dirties the other digits' words), so
//   each one's latency counts.
// Repeated to a fixpoint, then, for all nine digits at once (vector code):
//   4. A cell with no candidate fails; cells with one candidate are placed.
//   5. A column whose digit only one band can hold claims that band's box.
//   6. Triads: the 3 cells of a segment (horizontal triad) or of a column
//      inside a box (vertical triad) hold exactly three digits. A triad with
//      only three possible digits keeps them: each leaves the rest of that row
//      and box (horizontal) or column and box (vertical). A triad with three
//      certain digits (a digit whose only segment of a row is this one, or whose
//      only column of a box or band is this one) loses every other digit.
//      The digits per segment (and per band column) are counted bit-sliced: a
//      carry-save adder over the nine digits' sets gives four bit planes,
//      count = b0 + 2 b1 + 4 b2 + 8 b3, for every segment at once.
//   Steps 5 and 6 read the digits in one pass; they store only when they
//   change something (found first: a claim, or a triad holding a digit that
//   is not certain there), which at most fixpoints they do not.
// The fixpoint of these rules does not depend on the order they run in, so
// reordering them changes speed only, never the search.
// The dirty words are taken in sweeps over a snapshot of `dirty` (lowest bit
// first; a word dirtied again behind the sweep waits for the next one), so
// the word to update next never waits on the one before: an out-of-order CPU
// overlaps them. Givens are read with byte compares and vector code, without
// a branch per cell (with AVX-512BW one compare per band and digit), and only
// the words where steps 1-3 would change something start dirty (found for
// all bands at once).
// When nothing more follows, the solver branches the way tdoku does: in the
// band or stack whose digits have the fewest segments left (the totals are
// byte popcounts of the triads' bit planes), on the digit with the fewest,
// trying each of its remaining row->box (or band->column) permutations in
// turn, copying the state for every alternative but the last.
// Except "pairs first": when the start stalls with steps 5 and 6 idle and at
// most 50 cells open (typically a puzzle with several solutions: a wide open
// region with many fillings), each later fixpoint of steps 1-4 that leaves a
// cell with two candidates branches on such a cell (its two digits; in the
// band with the fewest open cells) at once, without steps 5 and 6, until the
// search meets its first contradiction; from then on every fixpoint takes
// steps 5-6 and branches as above. There the cheapest guess reaches a
// solution soonest; on hard unique puzzles (which stall with more cells
// open, or contradict early) the strong heuristic pays. The rules' fixpoint
// is the same either way where they run; only the order of the search
// changes, never its answers.
//
// Index: [SECTION] Tables, [SECTION] Vectors, [SECTION] State and propagation,
// [SECTION] Search, [SECTION] Public API.
#include "core/solver.h"

#include <array>
#include <cstdint>
#include <cstring>

// BMI2's pext gathers a word's segment pattern in one step, except on AMD's
// first two Zen generations, where it is microcoded and slow.
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define SUDOKU_SOLVER_PEXT 1
#include <immintrin.h>
#else
#define SUDOKU_SOLVER_PEXT 0
#endif

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#elif (defined(__AVX512BITALG__) && defined(__AVX512VL__)) || defined(__AVX2__) || defined(__AVX512BW__)
#include <immintrin.h>
#elif defined(__SSSE3__)
#include <tmmintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

// GCC and clang warn that a 256-bit vector argument changes the ABI where AVX
// is off; Wide (below) never crosses a call that is not inlined (every function
// taking one is always_inline, in this file only), so no ABI is involved.
#pragma GCC diagnostic ignored "-Wpsabi"

namespace sudoku {
namespace {

using Word = std::uint32_t;
inline constexpr Word kBandCells = 0x7FFFFFF;               // 27 bits
inline constexpr Word kRowStarts = 0x40201u;                // bits 0, 9, 18
inline constexpr Word kSegments = kRowStarts * 0x49u;       // bits 9r + 3s: spread segment form
inline constexpr std::uint64_t kAllWords = 0x777777777ull;  // bits 4d + b, b < 3

[[gnu::always_inline]] constexpr int bit_count(Word x) { return __builtin_popcount(x); }
[[gnu::always_inline]] constexpr int lowest_bit(Word x) { return __builtin_ctz(x); }

// ---------------------------------------------------------------------------
// [SECTION] Tables (all computed at compile time)
// ---------------------------------------------------------------------------

/// A 9-bit set of columns -> the same columns in all three rows of a band.
[[gnu::always_inline]] constexpr Word replicate_rows(Word nine_bits) { return nine_bits * kRowStarts; }

inline constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/// Where a 9-bit segment pattern (bit 3r+s) is looked up in
/// Tables::permutation_keep: at itself where pext gathers it, else at its
/// transpose (bit 3s+r), which two shifts gather (see segment_index).
constexpr Word pattern_index(Word p) {
#if SUDOKU_SOLVER_PEXT
  return p;
#else
  Word t = 0;
  for (int r = 0; r < 3; ++r) {
    for (int s = 0; s < 3; ++s) t |= ((p >> (3 * r + s)) & 1u) << (3 * s + r);
  }
  return t;
#endif
}

struct Tables {
  /// A row's 9 bits -> 3 bits: bit s set when the row has a candidate in box s.
  std::uint8_t row_boxes[512]{};
  /// A row's 9 bits -> the same when exactly one is set, else 0.
  std::uint16_t row_single[512]{};
  /// 9-bit segment pattern (bit 3r+s: row r has candidates in box s) -> the
  /// band cells to keep (the segments on some row->box permutation); 0 when
  /// there is no permutation, i.e. the digit cannot be placed in this band.
  Word permutation_keep[512]{};
  /// 9-bit column occupancy of a band -> the columns (all three rows) that are
  /// the only column of their box: the other bands lose the digit there.
  Word locked_columns[512]{};
  /// Band cell -> the other cells of the band in its row or box.
  Word band_peers[27]{};
  /// The six row->box permutations as 9-bit segment sets (bit 3r+s).
  Word permutation_segments[6]{};
  /// The six permutations' band cells.
  Word permutation_cells[6]{};
  /// 9-bit segment pattern -> the permutations inside it (bit k: kPermutations[k]).
  std::uint8_t permutations_in[512]{};
};

/// A 9-bit segment set (bit 3r+s) -> its band cells.
constexpr Word segment_cells(Word segments) {
  Word cells = 0;
  for (int seg = 0; seg < 9; ++seg) {
    if (segments & (1u << seg)) cells |= 7u << (9 * (seg / 3) + 3 * (seg % 3));
  }
  return cells;
}

constexpr Tables make_tables() {
  Tables t{};
  for (std::size_t k = 0; k < 6; ++k) {
    Word used = 0;
    for (int r = 0; r < 3; ++r) used |= 1u << (3 * r + kPermutations[k][r]);
    t.permutation_segments[k] = used;
    t.permutation_cells[k] = segment_cells(used);
  }
  for (Word p = 0; p < 512; ++p) {
    std::uint8_t boxes = 0;
    for (int s = 0; s < 3; ++s) {
      if ((p >> (3 * s)) & 7u) boxes = static_cast<std::uint8_t>(boxes | (1u << s));
    }
    t.row_boxes[p] = boxes;
    t.row_single[p] = static_cast<std::uint16_t>(bit_count(p) == 1 ? p : 0u);

    Word segments = 0;
    for (std::size_t k = 0; k < 6; ++k) {
      const Word used = t.permutation_segments[k];
      if ((used & p) != used) continue;
      segments |= used;
      t.permutations_in[p] = static_cast<std::uint8_t>(t.permutations_in[p] | (1u << k));
    }
    t.permutation_keep[pattern_index(p)] = segment_cells(segments);

    Word locked = 0;
    for (int s = 0; s < 3; ++s) {
      const Word group = (p >> (3 * s)) & 7u;
      if (bit_count(group) == 1) locked |= group << (3 * s);
    }
    t.locked_columns[p] = replicate_rows(locked);
  }
  for (int c = 0; c < 27; ++c) {
    Word peers = 0;
    for (int o = 0; o < 27; ++o) {
      if (o != c && (o / 9 == c / 9 || (o % 9) / 3 == (c % 9) / 3)) peers |= 1u << o;
    }
    t.band_peers[static_cast<std::size_t>(c)] = peers;
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

/// The 9-bit segment pattern (bit 3r+s) of a band word.
[[gnu::always_inline]] inline Word segment_pattern(Word x) {
#if SUDOKU_SOLVER_PEXT
  return _pext_u32((x | x >> 1 | x >> 2) & kSegments, kSegments);
#else
  return Word{kTables.row_boxes[x & 511u]} | Word{kTables.row_boxes[(x >> 9) & 511u]} << 3 |
         Word{kTables.row_boxes[x >> 18]} << 6;
#endif
}

/// The index of a band word's segment pattern in Tables::permutation_keep
/// (pattern_index of segment_pattern). Without pext, the spread segments
/// (bits 9r+3s) land on bit 3s+r with two shifts: no look-ups.
[[gnu::always_inline]] inline Word segment_index(Word x) {
#if SUDOKU_SOLVER_PEXT
  return segment_pattern(x);
#else
  const Word m = (x | x >> 1 | x >> 2) & kSegments;
  return (m | m >> 8 | m >> 16) & 511u;
#endif
}

/// The 9-bit column occupancy of a band word.
constexpr Word columns_of(Word x) { return (x | x >> 9 | x >> 18) & 511u; }

// ---------------------------------------------------------------------------
// [SECTION] Vectors: one digit's three band words (lane = band, lane 3 = 0)
// ---------------------------------------------------------------------------

using Vec = Word __attribute__((vector_size(16)));

[[gnu::always_inline]] constexpr Vec splat3(Word x) { return Vec{x, x, x, 0}; }

/// kLane[b]: all ones in lane b.
alignas(16) inline constexpr Vec kLane[3] = {{~0u, 0, 0, 0}, {0, ~0u, 0, 0}, {0, 0, ~0u, 0}};

/// True when some lane is not zero.
[[gnu::always_inline]] inline bool any(Vec v) {
#if defined(__wasm_simd128__)
  return wasm_v128_any_true(v128_t(v));
#else
  const Vec t = v | __builtin_shufflevector(v, v, 2, 3, 0, 1);
  return (t[0] | t[1]) != 0;
#endif
}

/// 16 bytes (here: 16 cells of a grid).
using Bytes = std::uint8_t __attribute__((vector_size(16)));

/// Bit k set when byte k of a compare result is set.
[[gnu::always_inline]] inline Word byte_bits(decltype(Bytes{} == Bytes{1}) m) {
#if defined(__wasm_simd128__)
  return static_cast<Word>(wasm_i8x16_bitmask(v128_t(m)));
#elif defined(__SSE2__)
  return static_cast<Word>(_mm_movemask_epi8(__m128i(m)));
#else
  Word bits = 0;
  for (int k = 0; k < 16; ++k) bits |= (static_cast<Word>(m[k]) & 1u) << k;
  return bits;
#endif
}

/// Bit b set when lanes b of `a` and `b` differ (b < 3; lane 3 is equal).
inline Word lanes_changed(Vec a, Vec b) {
#if defined(__wasm_simd128__)
  return static_cast<Word>(wasm_i32x4_bitmask(v128_t(a != b)));
#elif defined(__SSE2__)
  return static_cast<Word>(_mm_movemask_ps(_mm_castsi128_ps(__m128i(a != b))));
#else
  const auto changed = a != b;
  return (static_cast<Word>(changed[0]) & 1u) | (static_cast<Word>(changed[1]) & 2u) |
         (static_cast<Word>(changed[2]) & 4u);
#endif
}

/// Lane b <- lane b+1 (mod 3), and lane b <- lane b+2 (mod 3): the other bands.
[[gnu::always_inline]] inline Vec next_band(Vec v) { return __builtin_shufflevector(v, v, 1, 2, 0, 3); }
[[gnu::always_inline]] inline Vec prev_band(Vec v) { return __builtin_shufflevector(v, v, 2, 0, 1, 3); }

/// 9-bit column sets (3 groups of 3 = the boxes of a band): position c takes
/// the bit of the next / previous column of its box (cyclically).
template <class V>
[[gnu::always_inline]] inline V next_in_box(V c) {
  return ((c >> 1) & 0x0DBu) | ((c << 2) & 0x124u);
}
template <class V>
[[gnu::always_inline]] inline V prev_in_box(V c) {
  return ((c << 1) & 0x1B6u) | ((c >> 2) & 0x049u);
}

/// Spread segment sets (bit 9r+3s): segment (r, s) takes the bit of (r, s+1) /
/// (r, s+2), and of (r+1, s) / (r+2, s) (cyclically).
template <class V>
[[gnu::always_inline]] inline V next_segment(V m) {
  return ((m >> 3) & (kRowStarts * 9u)) | ((m << 6) & (kRowStarts << 6));
}
template <class V>
[[gnu::always_inline]] inline V prev_segment(V m) {
  return ((m << 3) & (kRowStarts * 72u)) | ((m >> 6) & kRowStarts);
}
template <class V>
[[gnu::always_inline]] inline V next_row(V m) {
  return (m >> 9) | ((m << 18) & kBandCells);
}
template <class V>
[[gnu::always_inline]] inline V prev_row(V m) {
  return (m >> 18) | ((m << 9) & kBandCells);
}

/// Bit 9r+8 set when row r of a band word is not empty (the low 8 bits of
/// each row carry into its ninth).
template <class V>
[[gnu::always_inline]] inline V row_tops(V x) {
  return (((x & (kRowStarts * 255u)) + kRowStarts * 255u) | x) & (kRowStarts << 8);
}

/// Bits 9r+8 -> all nine bits of those rows.
template <class V>
[[gnu::always_inline]] inline V fill_rows(V tops) {
  return (tops - (tops >> 8)) | tops;
}

/// 9-bit column sets -> the same columns in all three rows.
template <class V>
[[gnu::always_inline]] inline V replicate_rows(V c) {
  return c | c << 9 | c << 18;
}

template <class V>
[[gnu::always_inline]] inline V column_sets(V v) {
  return (v | v >> 9 | v >> 18) & 511u;
}

/// Two digits' words at once (8 lanes: lane 4k + b = band b of the k-th
/// digit): AVX2 natively where there is one, two 128-bit operations
/// elsewhere.
using Wide = Word __attribute__((vector_size(32)));

[[gnu::always_inline]] inline Wide next_band(Wide v) { return __builtin_shufflevector(v, v, 1, 2, 0, 3, 5, 6, 4, 7); }
[[gnu::always_inline]] inline Wide prev_band(Wide v) { return __builtin_shufflevector(v, v, 2, 0, 1, 3, 6, 4, 5, 7); }

/// The first and the second four lanes, and the two joined.
[[gnu::always_inline]] inline Vec low_half(Wide v) { return __builtin_shufflevector(v, v, 0, 1, 2, 3); }
[[gnu::always_inline]] inline Vec high_half(Wide v) { return __builtin_shufflevector(v, v, 4, 5, 6, 7); }
[[gnu::always_inline]] inline Wide join(Vec lo, Vec hi) {
  return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
}

/// Bit k set when lane k of `v` is not zero.
[[gnu::always_inline]] inline std::uint64_t nonzero_lanes(Wide v) {
#if defined(__AVX2__)
  return static_cast<std::uint64_t>(_mm256_movemask_ps(_mm256_castsi256_ps(__m256i(v != 0))));
#else
  std::uint64_t bits = 0;
  for (unsigned k = 0; k < 2; ++k) {
    const Vec q = {v[4 * k], v[4 * k + 1], v[4 * k + 2], v[4 * k + 3]};
    bits |= std::uint64_t{lanes_changed(q, Vec{})} << (4 * k);
  }
  return bits;
#endif
}

/// How many of nine sets hold each bit, bit-sliced: the count is
/// b0 + 2 b1 + 4 b2 + 8 b3, bit by bit.
struct Count {
  Vec b0, b1, b2, b3;
};

/// Adds three sets bit by bit: `sum` gets the low bit, `carry` the high one.
[[gnu::always_inline]] inline void full_add(Vec a, Vec b, Vec c, Vec& sum, Vec& carry) {
  const Vec t = a ^ b;
  sum = t ^ c;
  carry = (a & b) | (t & c);
}

/// The bit-sliced count of x[0..8] (a carry-save adder tree, 29 operations).
[[gnu::always_inline]] inline Count count9(const Vec* x) {
  Vec s1, c1, s2, c2, s3, c3, c4, s5, c5;
  Count n;
  full_add(x[0], x[1], x[2], s1, c1);
  full_add(x[3], x[4], x[5], s2, c2);
  full_add(x[6], x[7], x[8], s3, c3);
  full_add(s1, s2, s3, n.b0, c4);
  full_add(c1, c2, c3, s5, c5);
  n.b1 = s5 ^ c4;
  const Vec c6 = s5 & c4;
  n.b2 = c5 ^ c6;
  n.b3 = c5 & c6;
  return n;
}

/// The number of set bits in each byte.
[[gnu::always_inline]] inline Bytes byte_popcount(Bytes x) {
#if defined(__wasm_simd128__)
  return Bytes(wasm_i8x16_popcnt(v128_t(x)));
#elif defined(__AVX512BITALG__) && defined(__AVX512VL__)
  return Bytes(_mm_popcnt_epi8(__m128i(x)));
#elif defined(__SSSE3__)
  const __m128i nibbles = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const Bytes lo = Bytes(_mm_shuffle_epi8(nibbles, __m128i(x & 15)));
  const Bytes hi = Bytes(_mm_shuffle_epi8(nibbles, __m128i(x >> 4)));
  return lo + hi;
#else
  Bytes n;
  for (int k = 0; k < 16; ++k) n[k] = static_cast<std::uint8_t>(__builtin_popcount(x[k]));
  return n;
#endif
}

/// Per byte: the count held in the byte's bits, b0 + 2 b1 + 4 b2 + 8 b3 summed
/// over its bits (at most 3 bits of each set in a byte).
[[gnu::always_inline]] inline Bytes weighted_popcount(Vec b0, Vec b1, Vec b2, Vec b3) {
  Bytes t = byte_popcount(Bytes(b3));
  t = t + t + byte_popcount(Bytes(b2));
  t = t + t + byte_popcount(Bytes(b1));
  return t + t + byte_popcount(Bytes(b0));
}

/// A 9-bit column set -> its three stacks' columns in bytes 0, 1, 2.
[[gnu::always_inline]] inline Vec by_stack(Vec c) { return (c & 7u) | (c & 0x38u) << 5 | (c & 0x1C0u) << 10; }

/// Each 32-bit lane: the sum of its four bytes.
[[gnu::always_inline]] inline Vec lane_byte_sum(Bytes t) {
#if defined(__wasm_simd128__)
  return Vec(wasm_u32x4_extadd_pairwise_u16x8(wasm_u16x8_extadd_pairwise_u8x16(v128_t(t))));
#else
  return (Vec(t) * 0x01010101u) >> 24;
#endif
}

/// 511 (all nine columns) in the band lanes of each digit, 0 in lane 3.
[[gnu::always_inline]] inline Vec all_columns(Vec) { return splat3(511u); }
[[gnu::always_inline]] inline Wide all_columns(Wide) { return Wide{511u, 511u, 511u, 0, 511u, 511u, 511u, 0}; }

/// What steps 5 and 6 read of one digit's words `v` (or of two digits' at
/// once): its segments and the certain ones (alone in their row), its band
/// columns and the certain ones (the only column of the digit in its box or
/// in the other bands); adds the columns where the digit is missing
/// altogether to `missing` and the columns its boxes lose to a claim to
/// `claims`.
template <class V>
[[gnu::always_inline]] inline void survey_digits(V v, V& seg, V& certain, V& c, V& sure, V& missing, V& claims) {
  seg = (v | v >> 1 | v >> 2) & kSegments;
  // After step 1 a segment is certain exactly when it is alone in its row.
  certain = seg & ~(next_segment(seg) | prev_segment(seg));
  c = column_sets(v);
  const V other = next_band(c) | prev_band(c);
  const V box_mates = next_in_box(c) | prev_in_box(c);  // another column of the box has it
  sure = c & ~(other & box_mates);
  missing |= (c | other) ^ all_columns(v);
  // A column only this band has, beside another of its box: the box loses that other.
  claims |= c & ~other & box_mates;
}

// ---------------------------------------------------------------------------
// [SECTION] State and propagation
// ---------------------------------------------------------------------------

/// What the last triad pass read at a fixpoint: each digit's segment sets
/// (spread form) and column sets, and how many digits each segment and each
/// band column can still take. The search chooses its branch from it.
struct Survey {
  bool triads_changed = false;  // a pass of steps 5-6 narrowed something
  int pair_band = -1;           // >= 0: branch on this cell's two digits (steps 5-6 not run)
  int pair_bit = 0;
  Vec segments[9];
  Vec columns[9];
  Count per_segment;
  Count per_column;
};

struct State {
  // Built-in arrays, not std::array: the hot loops then need no inlining
  // at all (a WebAssembly build with -Os in its flags inlines only
  // always_inline functions).
  alignas(16) Word w[40];  // see the design note

  /// Copies `o` with ten vector moves (a WebAssembly build would otherwise
  /// call memcpy).
  [[gnu::always_inline]] void assign(const State& o) {
    for (std::size_t k = 0; k < 10; ++k) {
      Vec v;
      std::memcpy(&v, &o.w[4 * k], sizeof v);
      std::memcpy(&w[4 * k], &v, sizeof v);
    }
  }

  [[gnu::always_inline]] Vec load(std::size_t d) const {
    Vec v;
    std::memcpy(&v, &w[4 * d], sizeof v);
    return v;
  }

  // The methods below take the dirty mask as an argument (a local of
  // propagate, so it stays in a register) and mark the words they change.

  /// Stores digit d's words, marking the lanes that changed dirty.
  [[gnu::always_inline]] void store(std::size_t d, Vec old, Vec v, std::uint64_t& dirty) {
    std::memcpy(&w[4 * d], &v, sizeof v);
    dirty |= std::uint64_t{lanes_changed(old, v)} << (4 * d);
  }

  [[gnu::always_inline]] Word& unsolved(std::size_t b) { return w[36 + b]; }

  /// w[i] loses the cells `m`; marks it dirty if that changed it.
  [[gnu::always_inline]] void clear(std::size_t i, Word m, std::uint64_t& dirty) {
    const Word x = w[i] & ~m;
    dirty |= std::uint64_t{x != w[i]} << i;
    w[i] = x;
  }

  /// All nine digits of band `b` lose the cells `m`.
  [[gnu::always_inline]] void clear_band(std::size_t b, Word m, std::uint64_t& dirty) {
    std::uint64_t changed = 0;  // bit 4 * d (constant shifts), moved to lane b once
    for (std::size_t d = 0; d < 9; ++d) {
      const Word old = w[4 * d + b];
      const Word x = old & ~m;
      w[4 * d + b] = x;
      changed |= std::uint64_t{x != old} << (4 * d);
    }
    dirty |= changed << b;
  }

  /// Places digit `d` (0-based) in band cell `bit` of band `b`: the other digits
  /// leave the cell, the digit leaves its row and box peers in the band.
  /// Column peers in other bands follow from propagation.
  [[gnu::always_inline]] void place(std::size_t d, std::size_t b, int bit, std::uint64_t& dirty) {
    const Word m = 1u << bit;
    const std::size_t i = 4 * d + b;
    const Word keep = w[i];
    clear_band(b, m, dirty);
    w[i] = keep | m;
    clear(i, kTables.band_peers[static_cast<std::size_t>(bit)], dirty);
    dirty |= std::uint64_t{1} << i;
    unsolved(b) &= ~m;
  }

  /// Steps 1-3 of the design note for word `i`. False on a contradiction.
  [[gnu::always_inline]] bool update(std::size_t i, std::uint64_t& dirty) {
    const Word before = w[i];
    const Word x = before & kTables.permutation_keep[segment_index(before)];
    if (x == 0) return false;
    // Steps 2 and 3 look up the word as it was, beside step 1 (a shorter
    // chain of dependent look-ups), and again only when step 1 narrowed it
    // (a fifth to a third of the updates).
    Word locked = kTables.locked_columns[columns_of(before)];
    Word rows = before;
    if (__builtin_expect(x != before, 0)) {
      locked = kTables.locked_columns[columns_of(x)];
      rows = x;
    }

    // One vector store for the digit: lane b becomes x, the other two bands
    // lose the locked columns.
    const std::size_t b = i & 3u;
    const std::size_t d = i >> 2;
    const Vec own = kLane[b];
    const Vec v = load(d);
    const Vec m = (splat3(locked) & ~own) | (~Vec{x, x, x, x} & own);
    store(d, v, v & ~m, dirty);
    dirty &= ~(std::uint64_t{1} << i);

    const Word singles = Word{kTables.row_single[rows & 511u]} | Word{kTables.row_single[(rows >> 9) & 511u]} << 9 |
                         Word{kTables.row_single[rows >> 18]} << 18;
    const Word newly = singles & unsolved(b);
    if (newly != 0) {
      unsolved(b) &= ~newly;
      clear_band(b, newly, dirty);
      w[i] = x;
      dirty &= ~(std::uint64_t{1} << i);
    }
    return true;
  }

  /// Places the naked singles `singles` (one lane per band).
  void place_singles(Vec singles, std::uint64_t& dirty) {
    for (std::size_t b = 0; b < 3; ++b) {
      const Word cells = singles[b];
      if (cells == 0) continue;
      unsolved(b) &= ~cells;
      for (std::size_t d = 0; d < 9; ++d) {
        const std::size_t i = 4 * d + b;
        Word s = w[i] & cells;
        while (s != 0) {
          clear(i, kTables.band_peers[static_cast<std::size_t>(lowest_bit(s))], dirty);
          dirty |= std::uint64_t{1} << i;
          s &= s - 1;
        }
      }
    }
  }

  /// Propagates the words marked in `dirty` to a fixpoint. False on a
  /// contradiction. When it stops short of a solution, `sv` holds what the
  /// last triad pass read (the fixpoint), or, with `pairs_first`, a cell with
  /// two candidates when steps 1-4 leave one (steps 5 and 6 then do not run).
  bool propagate(std::uint64_t dirty, Survey& sv, bool pairs_first) {
    for (;;) {
      while (dirty != 0) {
        std::uint64_t todo = dirty;
        do {
          const auto i = static_cast<std::size_t>(__builtin_ctzll(todo));
          todo &= todo - 1;
          if (!update(i, dirty)) return false;
        } while (todo != 0);
      }
      Vec open;
      std::memcpy(&open, &w[36], sizeof open);
      if (!any(open)) return true;

      // Step 4: naked singles, and cells left without a candidate.
      Vec one{};
      Vec two{};
      Vec three{};
      for (std::size_t d = 0; d < 9; ++d) {
        const Vec v = load(d);
        three |= two & v;
        two |= one & v;
        one |= v;
      }
      if (any(open & ~one)) return false;
      const Vec singles = open & ~two;
      if (any(singles)) {
        place_singles(singles, dirty);
        continue;
      }
      const Vec pairs = open & ~three;
      if (pairs_first && any(pairs)) {
        // The lowest such cell of the band with the fewest open cells that
        // has one (the most constrained band: its guess settles the most).
        std::size_t b = 0;
        int fewest = kCells + 1;
        for (std::size_t k = 0; k < 3; ++k) {
          const int n = pairs[k] != 0 ? bit_count(open[k]) : kCells + 1;
          b = n < fewest ? k : b;
          fewest = n < fewest ? n : fewest;
        }
        sv.pair_band = static_cast<int>(b);
        sv.pair_bit = lowest_bit(pairs[b]);
        return true;
      }

      if (!claims_and_triads(sv, dirty)) return false;
      if (dirty == 0) return true;
      sv.triads_changed = true;
    }
  }

  /// Steps 5 and 6 of the design note, read in one pass over the digits:
  /// when a box loses a column (step 5, rare), only that is stored. False on
  /// a contradiction. Fills `sv` with the sets and counts it read.
  [[gnu::always_inline]] bool claims_and_triads(Survey& sv, std::uint64_t& dirty) {
    Vec hc[9];  // certain segments
    Vec vc[9];  // certain columns
    // Two digits at a time (digits 0-7), then digit 8.
    Wide missing2{};  // a column without the digit
    Wide claims2{};   // columns a box loses
    for (std::size_t k = 0; k < 4; ++k) {
      Wide v;
      std::memcpy(&v, &w[8 * k], sizeof v);
      Wide seg, certain, c, sure;
      survey_digits(v, seg, certain, c, sure, missing2, claims2);
      std::memcpy(&sv.segments[2 * k], &seg, sizeof seg);
      std::memcpy(&hc[2 * k], &certain, sizeof certain);
      std::memcpy(&sv.columns[2 * k], &c, sizeof c);
      std::memcpy(&vc[2 * k], &sure, sizeof sure);
    }
    Vec missing = low_half(missing2) | high_half(missing2);
    Vec claims = low_half(claims2) | high_half(claims2);
    survey_digits(load(8), sv.segments[8], hc[8], sv.columns[8], vc[8], missing, claims);
    if (any(missing)) return false;
    if (any(claims)) {
      // Step 5: a column whose digit only one band can hold claims that
      // band's box: the box keeps that column only.
      for (std::size_t d = 0; d < 9; ++d) {
        const Vec v = load(d);
        const Vec c = sv.columns[d];
        const Vec sole = c & ~(next_band(c) | prev_band(c));
        const Vec keep = ~(next_in_box(sole) | prev_in_box(sole)) & 511u;
        store(d, v, v & (keep * kRowStarts), dirty);
      }
      return true;
    }
    const Count p = count9(sv.segments);
    const Count h = count9(hc);
    const Count q = count9(sv.columns);
    const Count e = count9(vc);
    sv.per_segment = p;
    sv.per_column = q;
    // Fewer than three possible digits, or more than three certain ones.
    const Vec h_few = splat3(kSegments) & ~(p.b3 | p.b2 | (p.b1 & p.b0));
    const Vec v_few = splat3(511u) & ~(q.b3 | q.b2 | (q.b1 & q.b0));
    if (any(h_few | h.b2 | h.b3 | v_few | e.b2 | e.b3)) return false;
    const Vec h_lock = splat3(kSegments) & ~(p.b2 | p.b3);  // exactly three possible
    const Vec h_full = h.b0 & h.b1;                         // three certain
    const Vec v_lock = splat3(511u) & ~(q.b2 | q.b3);
    const Vec v_full = e.b0 & e.b1;
    // A triad changes something exactly when it also holds a digit that is
    // not certain there (that digit has another segment in the row, or
    // another column in the box and the column in another band): where the
    // count of possible digits differs from the count of certain ones.
    const Vec h_open = (p.b0 ^ h.b0) | (p.b1 ^ h.b1) | (p.b2 ^ h.b2) | (p.b3 ^ h.b3);
    const Vec v_open = (q.b0 ^ e.b0) | (q.b1 ^ e.b1) | (q.b2 ^ e.b2) | (q.b3 ^ e.b3);
    if (!any(((h_lock | h_full) & h_open) | ((v_lock | v_full) & v_open))) return true;
    for (std::size_t d = 0; d < 9; ++d) {
      const Vec hp = sv.segments[d];
      const Vec hl = hp & h_lock & ~hc[d];
      const Vec he = hp & h_full & ~hc[d];
      Vec hm = he | next_segment(hl) | prev_segment(hl) | next_row(hl) | prev_row(hl);
      hm |= hm << 1 | hm << 2;
      const Vec vp = sv.columns[d];
      const Vec vl = vp & v_lock & ~vc[d];
      const Vec ve = vp & v_full & ~vc[d];
      const Vec vm = (ve | next_in_box(vl) | prev_in_box(vl) | next_band(vl) | prev_band(vl)) * kRowStarts;
      const Vec v = load(d);
      store(d, v, v & ~(hm | vm), dirty);
    }
    return true;
  }

  [[gnu::always_inline]] bool solved() const { return (w[36] | w[37] | w[38]) == 0; }

  Grid to_grid() const {
    Grid g;
#if defined(__AVX512BW__) && defined(__AVX512VL__)
    // Each band's 27 cells at once: digit d + 1 written where its word has a
    // bit (masked byte moves), the bytes stored under a 27-bit mask.
    for (std::size_t b = 0; b < 3; ++b) {
      __m256i cells = _mm256_setzero_si256();
      for (std::size_t d = 0; d < 9; ++d) {
        cells = _mm256_mask_mov_epi8(cells, w[4 * d + b], _mm256_set1_epi8(static_cast<char>(d + 1)));
      }
      _mm256_mask_storeu_epi8(&g.cells[27 * b], kBandCells, cells);
    }
#else
    // Each band's 27 cells as bytes, vector code without a branch: the
    // values' four bit planes (plane j: the cells whose digit has bit j),
    // each spread from bits to bytes (byte k tests bit k of the plane).
    Bytes out[6];  // 96 bytes: band b at byte 27 b (each band's tail is overwritten by the next)
    const Bytes bit_of = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    for (std::size_t b = 0; b < 3; ++b) {
      Word plane[4] = {};
      for (std::size_t d = 0; d < 9; ++d) {
        for (std::size_t j = 0; j < 4; ++j) {
          if (((d + 1) >> j) & 1u) plane[j] |= w[4 * d + b];
        }
      }
      Bytes lo{};
      Bytes hi{};
      for (std::size_t j = 0; j < 4; ++j) {
        const Bytes p = Bytes(Vec{plane[j], plane[j], plane[j], plane[j]});
        const Bytes p_lo = __builtin_shufflevector(p, p, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1);
        const Bytes p_hi = __builtin_shufflevector(p, p, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
        const auto weight = static_cast<std::uint8_t>(1u << j);
        lo |= Bytes((p_lo & bit_of) == bit_of) & weight;
        hi |= Bytes((p_hi & bit_of) == bit_of) & weight;
      }
      std::uint8_t* at = reinterpret_cast<std::uint8_t*>(out) + 27 * b;
      std::memcpy(at, &lo, sizeof lo);
      std::memcpy(at + 16, &hi, sizeof hi);
    }
    std::memcpy(g.cells.data(), out, g.cells.size());
#endif
    return g;
  }
};

// ---------------------------------------------------------------------------
// [SECTION] Search
// ---------------------------------------------------------------------------

/// The most open cells at the start's stall for the search to go pairs first
/// (src/bench/README.md: serg_benchmark's puzzles, which have several
/// solutions, stall there with 31-47 open cells; top1465's, hard and unique,
/// mostly with 51-59).
inline constexpr int kPairsFirstOpen = 50;

struct Search {
  /// Branch on a cell with two candidates where there is one, without steps
  /// 5 and 6 (see the design note); off from the first contradiction on.
  bool pairs_first = false;
  int limit = 1;
  int count = 0;
  std::uint64_t guesses = 0;
  Grid first{};
  std::vector<Grid>* all = nullptr;

  void record(const State& s) {
    if (count == 0 || all != nullptr) {
      const Grid g = s.to_grid();
      if (count == 0) first = g;
      if (all != nullptr) all->push_back(g);
    }
    ++count;
  }

  /// Propagates `t` (just narrowed by a guess; `dirty` marks the words that
  /// changed) and goes on from there.
  [[gnu::always_inline]] void explore(State& t, std::uint64_t dirty) {
    Survey sv;
    if (t.propagate(dirty, sv, pairs_first)) {
      if (t.solved()) {
        record(t);
      } else {
        branch(t, sv);
      }
    } else {
      pairs_first = false;
    }
  }

  /// `s` is propagated and not solved. Picks the band or stack whose digits
  /// have the fewest segments (band) or box columns (stack) left but are not
  /// all fixed, in it the digit with the fewest, and tries each of that
  /// digit's row->box (band->column) permutations in turn. Falls back to a
  /// cell with the fewest candidates if everything is fixed (cannot happen
  /// after full propagation, kept for safety).
  void branch(State& s, const Survey& sv) {
    if (sv.pair_band >= 0) {
      branch_on(s, static_cast<std::size_t>(sv.pair_band), sv.pair_bit);
      return;
    }
    // Per band (lanes): its digits' segments, from the counts per segment;
    // per stack (bytes 0-2 of the sum of the lanes): its digits' box columns.
    const Count& p = sv.per_segment;
    const Vec band_total = lane_byte_sum(weighted_popcount(p.b0, p.b1, p.b2, p.b3));
    const Count& q = sv.per_column;
    const Vec st = Vec(weighted_popcount(by_stack(q.b0), by_stack(q.b1), by_stack(q.b2), by_stack(q.b3)));
    const Word stack_total = (st + next_band(st) + prev_band(st))[0];
    // The unit with the fewest (more than 27: not all fixed), bands before
    // stacks and lower indexes first on a tie.
    Word best_total = ~0u;
    Word kind = 0;  // 0: band, 1: stack
    std::size_t unit = 0;
    for (std::size_t b = 0; b < 3; ++b) {
      const Word total = band_total[b];
      if (total > 27 && total < best_total) {
        best_total = total;
        unit = b;
      }
    }
    for (std::size_t k = 0; k < 3; ++k) {
      const Word total = (stack_total >> (8 * k)) & 255u;
      if (total <= 27 || total >= best_total) continue;
      best_total = total;
      kind = 1;
      unit = k;
    }
    if (best_total == ~0u) {
      branch_cell(s);
      return;
    }
    // The unit's digit with the fewest segments (box columns), more than 3,
    // without a branch per digit: the smallest key 16 * count + digit.
    Word best_key = ~0u;
    const Word stack_cells = replicate_rows(7u << (3 * unit));
    for (std::size_t d = 0; d < 9; ++d) {
      const Vec c = sv.columns[d];
      const Word n = kind == 0 ? static_cast<Word>(bit_count(sv.segments[d][unit]))
                               : static_cast<Word>(bit_count((c[0] | c[1] << 9 | c[2] << 18) & stack_cells));
      const Word key = n > 3 ? (n << 4 | static_cast<Word>(d)) : ~0u;
      best_key = key < best_key ? key : best_key;
    }
    const std::size_t digit = best_key & 15u;

    Word pattern;
    if (kind == 0) {
      pattern = segment_pattern(s.w[4 * digit + unit]);
    } else {
      const Vec c = sv.columns[digit] >> static_cast<Word>(3 * unit);
      pattern = (c[0] & 7u) | (c[1] & 7u) << 3 | (c[2] & 7u) << 6;
    }
    Word fits = kTables.permutations_in[pattern];
    int left = bit_count(fits);
    while (fits != 0) {
      const auto k = static_cast<std::size_t>(lowest_bit(fits));
      const Word perm = kTables.permutation_segments[k];
      fits &= fits - 1;
      ++guesses;
      --left;
      State copy;
      if (left != 0) copy.assign(s);
      State& t = left == 0 ? s : copy;
      std::uint64_t dirty = 0;
      if (kind == 0) {
        t.clear(4 * digit + unit, ~kTables.permutation_cells[k], dirty);
      } else {
        for (std::size_t b = 0; b < 3; ++b) {
          const Word others = (7u & ~(perm >> (3 * b))) << (3 * unit);
          t.clear(4 * digit + b, replicate_rows(others), dirty);
        }
      }
      explore(t, dirty);
      if (left == 0 || count >= limit) return;
    }
  }

  /// Tries each candidate of an open cell with the fewest candidates.
  void branch_cell(State& s) {
    std::size_t band = 0;
    int bit = -1;
    int best = 10;
    for (std::size_t b = 0; b < 3; ++b) {
      Word u = s.w[36 + b];
      while (u != 0) {
        const int cell_bit = lowest_bit(u);
        u &= u - 1;
        int n = 0;
        for (std::size_t d = 0; d < 9; ++d) n += static_cast<int>((s.w[4 * d + b] >> cell_bit) & 1u);
        if (n < best) {
          best = n;
          band = b;
          bit = cell_bit;
        }
      }
    }
    if (bit < 0) return;
    branch_on(s, band, bit);
  }

  /// Tries each candidate of the open cell `bit` of band `band` in turn.
  void branch_on(State& s, std::size_t band, int bit) {
    Word digits = 0;
    for (std::size_t d = 0; d < 9; ++d) {
      if ((s.w[4 * d + band] >> bit) & 1u) digits |= 1u << d;
    }
    while (digits != 0) {
      const auto d = static_cast<std::size_t>(lowest_bit(digits));
      digits &= digits - 1;
      ++guesses;
      State copy;
      if (digits != 0) copy.assign(s);
      State& t = digits == 0 ? s : copy;
      std::uint64_t dirty = 0;
      t.place(d, band, bit, dirty);
      explore(t, dirty);
      if (digits == 0 || count >= limit) return;
    }
  }

  /// Searches from the givens: the start is propagated with every step, and
  /// where it stalls with steps 5 and 6 idle and at most kPairsFirstOpen
  /// cells open, the search goes pairs first.
  void run(State& s, std::uint64_t dirty) {
    Survey sv;
    if (!s.propagate(dirty, sv, false)) return;
    if (s.solved()) {
      record(s);
      return;
    }
    const int open = bit_count(s.w[36]) + bit_count(s.w[37]) + bit_count(s.w[38]);
    pairs_first = !sv.triads_changed && open <= kPairsFirstOpen;
    branch(s, sv);
  }
};

/// Sets `s` to the givens of `puzzle` (digits 1-9, 0 = empty), and `dirty` to
/// the words that steps 1-3 would change; false when a digit is out of range
/// or two givens clash. No branch per cell or per given (where the givens are
/// is unpredictable): byte compares find each digit's cells, vector code its
/// peers in all bands.
bool load_givens(State& s, std::uint64_t& dirty, const Grid& puzzle) {
  Bytes chunks[6];  // the 81 cells, zero padded to 96 (fixed-size moves, no memcpy call)
  for (std::size_t k = 0; k < 5; ++k) std::memcpy(&chunks[k], &puzzle.cells[16 * k], sizeof(Bytes));
  chunks[5] = Bytes{puzzle.cells[80]};
  Word out_of_range = 0;
  for (const Bytes& chunk : chunks) out_of_range |= byte_bits(chunk > 9);
  if (out_of_range != 0) return false;

  Vec given[10];  // digit d's givens (given[9] = 0: read by the pairs below)
  Vec taken{};
#if defined(__AVX512BW__) && defined(__AVX512VL__)
  // A band's 27 cells in one compare (32 bytes from cell 27 b, in the
  // padded copy) and its mask: no shifts.
  __m256i bands[3];
  for (std::size_t b = 0; b < 3; ++b) {
    bands[b] =
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(reinterpret_cast<const std::uint8_t*>(chunks) + 27 * b));
  }
  for (std::size_t d = 0; d < 9; ++d) {
    const __m256i digit = _mm256_set1_epi8(static_cast<char>(d + 1));
    given[d] = Vec{_mm256_cmpeq_epi8_mask(bands[0], digit), _mm256_cmpeq_epi8_mask(bands[1], digit),
                   _mm256_cmpeq_epi8_mask(bands[2], digit), 0} &
               splat3(kBandCells);
    taken |= given[d];
  }
#else
  for (std::size_t d = 0; d < 9; ++d) {
    std::uint64_t lo = 0;  // cells 0-63
    std::uint64_t hi = 0;  // cells 64-95
    const auto digit = static_cast<std::uint8_t>(d + 1);
    for (std::size_t j = 0; j < 4; ++j) lo |= std::uint64_t{byte_bits(chunks[j] == digit)} << (16 * j);
    for (std::size_t j = 4; j < 6; ++j) hi |= std::uint64_t{byte_bits(chunks[j] == digit)} << (16 * (j - 4));
    given[d] = Vec{static_cast<Word>(lo), static_cast<Word>(lo >> 27), static_cast<Word>(lo >> 54 | hi << 10), 0} &
               splat3(kBandCells);
    taken |= given[d];
  }
#endif
  given[9] = Vec{};
  // Two digits at a time (the fifth pair: digit 8 and the empty given[9],
  // only digit 8's words stored): their words, and their givens' clashes.
  const Wide taken2 = join(taken, taken);
  Wide clash2{};
  for (std::size_t k = 0; k < 5; ++k) {
    Wide g;
    std::memcpy(&g, &given[2 * k], sizeof g);
    // The rows and boxes holding the digit, in each band; a row holding it
    // twice (bit 9r+8 of `held`: row r has it; 1 is taken from those rows).
    const Wide held = row_tops(g);
    Wide seen = fill_rows(held);
    clash2 |= g & (g - (held >> 8));
    for (Word b = 0; b < 3; ++b) {
      const Word cells = 0x1C0E07u << (3 * b);
      const Wide box = g & cells;
      seen |= Wide(box != 0) & cells;
      clash2 |= box & (box - 1);
    }
    const Wide c = column_sets(g);
    const Wide other = next_band(c) | prev_band(c);
    clash2 |= c & other;
    const Wide w2 = (join(splat3(kBandCells), splat3(kBandCells)) & ~taken2 & ~seen & ~replicate_rows(c | other)) | g;
    if (k < 4) {
      std::memcpy(&s.w[8 * k], &w2, sizeof w2);
    } else {
      const Vec w8 = low_half(w2);
      std::memcpy(&s.w[32], &w8, sizeof w8);
    }
  }
  const Vec clash = low_half(clash2) | high_half(clash2);
  if (any(clash)) return false;
  const Vec open = splat3(kBandCells) & ~taken;
  std::memcpy(&s.w[36], &open, sizeof open);
  // Most words start with nothing to do: only those where step 1, 2 or 3
  // would change something are dirty (vector code, all bands at once, two
  // digits at a time; the fifth pair reads the open cells as a tenth digit,
  // whose bits are dropped).
  const Wide open4 = __builtin_shufflevector(open, open, 0, 1, 2, 3, 0, 1, 2, 3);
  dirty = 0;
  for (std::size_t k = 0; k < 5; ++k) {
    Wide v;
    std::memcpy(&v, &s.w[8 * k], sizeof v);
    const Wide seg = (v | v >> 1 | v >> 2) & kSegments;
    // Step 1 without the table: segment (r, s) stays when rows r+1 and r+2
    // can take boxes s+1 and s+2, one each.
    const Wide b1 = next_segment(seg);
    const Wide b2 = prev_segment(seg);
    const Wide keep = seg & ((next_row(b1) & prev_row(b2)) | (next_row(b2) & prev_row(b1)));
    const Wide x = v & (keep | keep << 1 | keep << 2);
    const Wide c = column_sets(x);
    const Wide locks = replicate_rows(c & ~(next_in_box(c) | prev_in_box(c)));
    // Rows with one candidate (x has every row or none: without a row the
    // digit has no permutation in the band).
    const Wide singles = x & fill_rows(~row_tops(x & (x - kRowStarts)) & (kRowStarts << 8));
    const Wide work = (x ^ v) | (locks & (next_band(v) | prev_band(v))) | (singles & open4) | Wide(x == 0);
    dirty |= nonzero_lanes(work) << (8 * k);
  }
  dirty &= kAllWords;
  return true;
}

SolveResult finish(State& s, std::uint64_t dirty, int limit, std::vector<Grid>* all) {
  Search search;
  search.limit = limit < 1 ? 1 : limit;
  search.all = all;
  search.run(s, dirty);
  SolveResult r;
  r.count = search.count < search.limit ? search.count : search.limit;
  r.guesses = search.guesses;
  r.solution = search.first;
  return r;
}

/// True when each unit can hold its nine digits, one per cell, each in a
/// cell that has it as a candidate (a perfect matching of cells to digits,
/// by augmenting paths). Narrowed candidates can break this in ways the
/// search would find only after trying every filling of the rest of the
/// grid: three cells of a row that can only be 1 or 9 on an otherwise empty
/// board kept it busy for hours (a fuzzer's find); this answers at once.
bool units_can_be_filled(const Board& board) {
  for (const auto& unit : kUnitCells) {
    std::array<Mask, 9> cand{};
    for (std::size_t i = 0; i < 9; ++i) {
      const auto c = static_cast<std::size_t>(unit[i]);
      cand[i] = board.values[c] != 0 ? digit_bit(board.values[c]) : board.candidates[c];
    }
    std::array<int, 9> cell_of{-1, -1, -1, -1, -1, -1, -1, -1, -1};  // digit - 1 -> cell index in the unit
    for (int i = 0; i < 9; ++i) {
      std::array<bool, 9> seen{};
      // Finds an augmenting path from cell `i` (recursion depth at most 9).
      auto augment = [&](auto&& self, int cell) -> bool {
        for (int d = 0; d < 9; ++d) {
          if ((cand[static_cast<std::size_t>(cell)] & (1u << d)) == 0 || seen[static_cast<std::size_t>(d)]) continue;
          seen[static_cast<std::size_t>(d)] = true;
          int& holder = cell_of[static_cast<std::size_t>(d)];
          if (holder < 0 || self(self, holder)) {
            holder = cell;
            return true;
          }
        }
        return false;
      };
      if (!augment(augment, i)) return false;
    }
  }
  return true;
}

/// The givens of `board`, then its empty cells narrowed to their candidates.
bool load_board(State& s, std::uint64_t& dirty, const Board& board) {
  if (!units_can_be_filled(board)) return false;
  Grid givens;
  givens.cells = board.values;
  if (!load_givens(s, dirty, givens)) return false;
  for (int c = 0; c < kCells; ++c) {
    if (board.values[static_cast<std::size_t>(c)] != 0) continue;
    const Word m = 1u << (c % 27);
    const auto b = static_cast<std::size_t>(c / 27);
    const Mask allowed = board.candidates[static_cast<std::size_t>(c)];
    for (std::size_t d = 0; d < 9; ++d) {
      if ((allowed & (1u << d)) == 0) s.w[4 * d + b] &= ~m;
    }
  }
  dirty = kAllWords;  // the words narrowed above are not in load_givens' filter
  return true;
}

/// Up to `limit` solutions of `puzzle` as `load` (load_givens or load_board)
/// reads it, appended to `out`; their count.
template <class Puzzle>
int list_loaded(bool (*load)(State&, std::uint64_t&, const Puzzle&), const Puzzle& puzzle, int limit,
                std::vector<Grid>& out) {
  if (limit < 1) return 0;
  State s;
  std::uint64_t dirty;
  if (!load(s, dirty, puzzle)) return 0;
  return finish(s, dirty, limit, &out).count;
}

}  // namespace

// ---------------------------------------------------------------------------
// [SECTION] Public API
// ---------------------------------------------------------------------------

SolveResult solve(const Grid& puzzle, int limit) {
  State s;
  std::uint64_t dirty;
  if (!load_givens(s, dirty, puzzle)) return SolveResult{};
  return finish(s, dirty, limit, nullptr);
}

SolveResult solve(const Board& board, int limit) {
  State s;
  std::uint64_t dirty;
  if (!load_board(s, dirty, board)) return SolveResult{};
  return finish(s, dirty, limit, nullptr);
}

int list_solutions(const Grid& puzzle, int limit, std::vector<Grid>& out) {
  return list_loaded(load_givens, puzzle, limit, out);
}

int list_solutions(const Board& board, int limit, std::vector<Grid>& out) {
  return list_loaded(load_board, board, limit, out);
}

}  // namespace sudoku
