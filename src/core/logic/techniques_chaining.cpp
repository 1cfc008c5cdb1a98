// techniques_chaining.cpp - Sudoku Explainer's chains, for the rating.
//
// [SECTION] Potentials and links
// [SECTION] Forcing chains and cycles (SE's "Forcing Chains & Cycles")
// [SECTION] Propagation with parents (nishio, multiple and dynamic chains)
// [SECTION] SE's "other rules" inside an assumption (level 1)
// [SECTION] Nishio, multiple and dynamic forcing chains
//
// The rating walks Sudoku Explainer's own rules (engine.h Order::kDifficulty)
// so that a score reads as SE's. SE finds every chain as a set of
// *potentials*, a candidate assumed true ("on") or false ("off"), each
// implied by its parents:
//  - on -> off: the cell's other candidates (a "Y" link), the same digit in
//    the cell's box, row and column (always);
//  - off -> on: the other candidate of a two-candidate cell ("Y"), the other
//    place of the digit in a box, row or column with two places ("X").
// A step's difficulty is its kind's base plus SE's length bonus
// (chain_length_bonus) of its *complexity*, the count of distinct potentials
// its conclusion rests on (its ancestors, summed over the chains of the
// step), less 2:
//  - forcing chain, a candidate's assumption implying its own opposite
//    (remove it, or place it): 6.6 with X links alone, 7.0 with both kinds;
//  - bidirectional cycle (a loop of alternating links; candidates that see
//    an "on" and an "off" potential of the loop go): 6.5 with X links alone
//    or with Y links alone (from a two-candidate cell), 7.0 with both;
//  - nishio: a digit assumed in a cell, followed dynamically through that
//    digit's links alone, empties something: 7.5;
//  - multiple forcing chains: every candidate of a cell (of three or more),
//    or every place of a digit in a unit, implies the same potential: 8.0;
//  - dynamic forcing chains: the same, plus contradictions and a candidate
//    whose both states imply the same, with candidates removed as the
//    propagation goes (a removal becomes a parent of what it enables): 8.5;
//  - dynamic forcing chains (+), SE's level 1: the same, and when an
//    assumption's propagation stalls, SE's pointing and claiming, hidden and
//    naked pairs and X-Wings on the grid inside the assumption carry it on
//    (their eliminations, with the removals they rest on as parents): 9.0.
//    SE's deeper levels (nested chains inside the assumption, 9.5 and up)
//    are not here: the rating's last resort is then the forcing net
//    (techniques_nets.cpp).
// Within one rule SE takes the step of least difficulty, then of least
// complexity, then by kind (SE's sort key), then the first found in its
// search order (cells in reading order, digits ascending; X links, then Y,
// then both). The propagation order below is SE's, since which parent
// reaches a potential first decides the ancestor counts.
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

// ---------------------------------------------------------------------------
// [SECTION] Potentials and links

// A potential: (cell * 9 + digit - 1) * 2 + on.
using Pot = int;
constexpr int kPots = kCells * 9 * 2;
constexpr Pot pot(int c, int d, bool on) { return (c * 9 + d - 1) * 2 + (on ? 1 : 0); }
constexpr int cell_of(Pot p) { return p / 18; }
constexpr int digit_of(Pot p) { return (p / 2) % 9 + 1; }
constexpr bool is_on(Pot p) { return (p & 1) != 0; }
constexpr Pot opposite(Pot p) { return p ^ 1; }

// The working candidates: 0 for a placed cell.
using Cands = std::array<Mask, kCells>;

Cands cands_of(const State& s) {
  Cands g{};
  for (int c = 0; c < kCells; ++c) g[static_cast<std::size_t>(c)] = s.cands(c);
  return g;
}

Mask at(const Cands& g, int c) { return g[static_cast<std::size_t>(c)]; }

// SE's regions of a cell in its order: box, row, column.
int region(int type, int c) { return type == 0 ? 18 + box_of(c) : type == 1 ? row_of(c) : 9 + col_of(c); }
const auto& region_cells(int unit) { return kUnitCells[static_cast<std::size_t>(unit)]; }

// on -> off, in SE's order: the cell's other digits (with Y links), then the
// digit in the box, the row and the column, each cell once.
template <class F>
void on_to_off(const Cands& g, Pot p, bool y, F&& f) {
  const int c = cell_of(p), d = digit_of(p);
  if (y) for_each_digit(static_cast<Mask>(at(g, c) & ~digit_bit(d)), [&](int v) { f(pot(c, v, false)); });
  Bits81 added = Bits81::cell(c);
  for (int type = 0; type < 3; ++type) {
    for (int o : region_cells(region(type, c))) {
      if (added.test(o) || !(at(g, o) & digit_bit(d))) continue;
      added.set(o);
      f(pot(o, d, false));
    }
  }
}

// off -> on, in SE's order: the other digit of a two-digit cell (with Y
// links), then the other place of the digit in the box, the row and the
// column (with X links). f(on, rule): rule -1 the cell, else the region
// type. Each potential once.
template <class F>
void off_to_on(const Cands& g, Pot p, bool y, bool x, F&& f) {
  const int c = cell_of(p), d = digit_of(p);
  Pot seen[4];
  int n = 0;
  const auto emit = [&](Pot q, int rule) {
    for (int i = 0; i < n; ++i) {
      if (seen[i] == q) return;
    }
    seen[n++] = q;
    f(q, rule);
  };
  if (y && popcount(at(g, c)) == 2) emit(pot(c, first_digit(static_cast<Mask>(at(g, c) & ~digit_bit(d))), true), -1);
  if (!x) return;
  for (int type = 0; type < 3; ++type) {
    int other = -1;
    bool more = false;
    for (int o : region_cells(region(type, c))) {
      if (o == c || !(at(g, o) & digit_bit(d))) continue;
      if (other >= 0) {
        more = true;
        break;
      }
      other = o;
    }
    if (other >= 0 && !more) emit(pot(other, d, true), type);
  }
}

int bonus_tenths(int complexity) { return static_cast<int>(std::lround(chain_length_bonus(complexity - 2) * 10.0)); }

std::string pot_text(Pot p) { return cell_name(cell_of(p)) + (is_on(p) ? "=" : "<>") + std::to_string(digit_of(p)); }

// The best step of one rule so far, in SE's order of preference.
struct Best {
  int difficulty = 0;  // tenths; 0 = none yet
  int complexity = 0;
  int sort_key = 0;
  Step step;
  bool beats(int d, int c, int k) const {
    if (difficulty == 0) return true;
    if (d != difficulty) return d < difficulty;
    if (c != complexity) return c < complexity;
    return k < sort_key;
  }
  /// No step of difficulty >= d and complexity >= c can win any more.
  bool closed(int d, int c) const {
    return difficulty != 0 && (d > difficulty || (d == difficulty && c >= complexity));
  }
};

// ---------------------------------------------------------------------------
// [SECTION] Forcing chains and cycles (SE's "Forcing Chains & Cycles")
//
// Breadth-first from one potential, one level of "on" then one of "off" at
// a time, as SE searches: every potential is reached first by a shortest
// chain, and a chain's complexity is its count of potentials.

struct Pass {
  bool y, x;
  int cycle_base, chain_base;  // tenths; chain_base 0: no forcing chains
  int sort_key;                // SE's: X 2, Y 3, both 4
  const char* name;
};
constexpr Pass kPasses[3] = {
    {false, true, 65, 66, 2, "X"},
    {true, false, 65, 0, 3, "Y"},
    {true, true, 70, 70, 4, "XY"},
};

struct Unary {
  const Cands& g;
  const State& s;
  Best& best;
  std::array<std::int16_t, kPots> parent{};  // -1: not reached; a root is its own parent
  std::vector<Pot> touched;

  void reach(Pot p, Pot from) {
    parent[static_cast<std::size_t>(p)] = static_cast<std::int16_t>(from);
    touched.push_back(p);
  }
  bool reached(Pot p) const { return parent[static_cast<std::size_t>(p)] >= 0; }
  void reset() {
    for (Pot p : touched) parent[static_cast<std::size_t>(p)] = -1;
    touched.clear();
  }
  // The chain from the root to p.
  std::vector<Pot> path(Pot p) const {
    std::vector<Pot> r{p};
    while (parent[static_cast<std::size_t>(p)] != p) {
      p = parent[static_cast<std::size_t>(p)];
      r.push_back(p);
    }
    std::reverse(r.begin(), r.end());
    return r;
  }
  bool is_ancestor(Pot q, Pot r) const {
    for (Pot p = q; parent[static_cast<std::size_t>(p)] != p;) {
      p = parent[static_cast<std::size_t>(p)];
      if (p == r) return true;
    }
    return false;
  }

  Step chain_step(const std::vector<Pot>& chain, const Pass& pass, bool cycle) {
    Step step = make_step(Technique::kForcingChainCycle);
    std::string text;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      if (i > 0) text += " -> ";
      text += pot_text(chain[i]);
      const auto c = static_cast<std::uint8_t>(cell_of(chain[i]));
      if (std::find(step.cause_cells.begin(), step.cause_cells.end(), c) == step.cause_cells.end()) {
        step.cause_cells.push_back(c);
      }
      const Candidate cand{c, static_cast<std::uint8_t>(digit_of(chain[i]))};
      if (std::find(step.cause.begin(), step.cause.end(), cand) == step.cause.end()) step.cause.push_back(cand);
    }
    const std::string kind = cycle ? (pass.sort_key == 2   ? "Bidirectional X-Cycle"
                                      : pass.sort_key == 3 ? "Bidirectional Y-Cycle"
                                                           : "Bidirectional Cycle")
                                   : (pass.sort_key == 2 ? "Forcing X-Chain" : "Forcing Chain");
    step.sentence = kind + ": " + text;
    return step;
  }

  void offer(Step&& step, int difficulty, int complexity, int sort_key) {
    if (!best.beats(difficulty, complexity, sort_key)) return;
    step.difficulty = difficulty / 10.0;
    best.difficulty = difficulty;
    best.complexity = complexity;
    best.sort_key = sort_key;
    best.step = std::move(step);
  }

  // Candidates of the cycle's digits outside its cells that see one of its
  // "on" potentials and one of its "off" ones (SE's CycleHint).
  std::vector<Candidate> cycle_removals(const std::vector<Pot>& cycle) {
    Bits81 cells;
    for (Pot p : cycle) cells.set(cell_of(p));
    std::array<Bits81, 9> forw{}, back{};
    for (Pot p : cycle) {
      const int d = digit_of(p);
      const Bits81 see = (peer_bits(cell_of(p)) & s.pos(d)).minus(cells);
      (is_on(p) ? forw : back)[static_cast<std::size_t>(d - 1)] |= see;
    }
    std::vector<Candidate> r;
    for (int d = 1; d <= 9; ++d) {
      (forw[static_cast<std::size_t>(d - 1)] & back[static_cast<std::size_t>(d - 1)]).for_each([&](int c) {
        r.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
      });
    }
    return r;
  }

  // From `src` on: cycles back to it, and a chain to its opposite (remove it).
  void from_on(Pot src, const Pass& pass) {
    const int least = std::min(pass.cycle_base, pass.chain_base ? pass.chain_base : 99);
    reach(src, src);
    std::vector<Pot> ons{src}, offs, next;
    bool chain_found = pass.chain_base == 0;
    Pot chain_end = -1;  // the "on" potential whose link ends the forcing chain
    std::vector<std::pair<Pot, Pot>> cycles;
    for (int level = 0; !ons.empty(); ++level) {
      const int complexity = 2 * level + 2;
      if (best.closed(least + bonus_tenths(complexity), complexity)) break;
      offs.clear();
      for (Pot q : ons) {
        on_to_off(g, q, pass.y, [&](Pot r) {
          if (!chain_found && r == opposite(src)) {
            chain_found = true;
            chain_end = q;
          }
          if (level >= 1 && !is_ancestor(q, r)) {
            bool back_to_src = false;
            off_to_on(g, r, pass.y, pass.x, [&](Pot o, int) { back_to_src = back_to_src || o == src; });
            if (back_to_src) cycles.emplace_back(q, r);
          }
          if (!reached(r)) {
            reach(r, q);
            offs.push_back(r);
          }
        });
      }
      // Cycles found at this level (SE reports them before its forcing chains).
      for (const auto& [q, r] : cycles) {
        if (!best.beats(pass.cycle_base + bonus_tenths(complexity), complexity, pass.sort_key)) break;
        std::vector<Pot> cycle = path(q);
        cycle.push_back(r);
        std::vector<Candidate> removals = cycle_removals(cycle);
        if (removals.empty()) continue;
        cycle.push_back(src);
        Step step = chain_step(cycle, pass, true);
        step.eliminations = std::move(removals);
        step.sentence += ": remove " + removal_text(step) + ".";
        offer(std::move(step), pass.cycle_base + bonus_tenths(complexity), complexity, pass.sort_key);
      }
      cycles.clear();
      // Then the forcing chain found at this level.
      if (chain_end >= 0) {
        std::vector<Pot> chain = path(chain_end);
        chain.push_back(opposite(src));
        chain_end = -1;
        if (best.beats(pass.chain_base + bonus_tenths(complexity), complexity, pass.sort_key)) {
          Step step = chain_step(chain, pass, false);
          step.eliminations.push_back(
              {static_cast<std::uint8_t>(cell_of(src)), static_cast<std::uint8_t>(digit_of(src))});
          step.sentence += ": " + pot_text(src) + " is false.";
          offer(std::move(step), pass.chain_base + bonus_tenths(complexity), complexity, pass.sort_key);
        }
      }
      next.clear();
      for (Pot r : offs) {
        off_to_on(g, r, pass.y, pass.x, [&](Pot o, int) {
          if (!reached(o)) {
            reach(o, r);
            next.push_back(o);
          }
        });
      }
      ons.swap(next);
    }
    reset();
  }

  // From `src` off: a chain to its opposite (place it).
  void from_off(Pot src, const Pass& pass) {
    reach(src, src);
    std::vector<Pot> offs{src}, ons, next;
    for (int level = 0; !offs.empty(); ++level) {
      const int complexity = 2 * level + 2;
      if (best.closed(pass.chain_base + bonus_tenths(complexity), complexity)) break;
      ons.clear();
      bool found = false;
      for (Pot r : offs) {
        off_to_on(g, r, pass.y, true, [&](Pot o, int) {
          if (!found && o == opposite(src)) {
            found = true;
            std::vector<Pot> chain = path(r);
            chain.push_back(o);
            Step step = chain_step(chain, pass, false);
            step.placements.push_back(
                {static_cast<std::uint8_t>(cell_of(src)), static_cast<std::uint8_t>(digit_of(src))});
            step.sentence += ": " + pot_text(opposite(src)) + ".";
            offer(std::move(step), pass.chain_base + bonus_tenths(complexity), complexity, pass.sort_key);
          }
          if (!reached(o)) {
            reach(o, r);
            ons.push_back(o);
          }
        });
        if (found) break;
      }
      if (found) break;
      next.clear();
      for (Pot q : ons) {
        on_to_off(g, q, pass.y, [&](Pot r) {
          if (!reached(r)) {
            reach(r, q);
            next.push_back(r);
          }
        });
      }
      offs.swap(next);
    }
    reset();
  }
};

// ---------------------------------------------------------------------------
// [SECTION] Propagation with parents (nishio, multiple and dynamic chains)
//
// SE's doChaining: every pending "on" potential before any "off" one; a
// potential is taken once; with `dynamic`, an "off" potential removes its
// candidate once its own consequences are drawn, and a consequence that the
// removals made possible has them as parents too. It stops at the first
// potential found both on and off (a contradiction).

struct Rule {
  bool dynamic, multiple, nishio;
  int base;       // tenths
  int level = 0;  // SE's nesting level: 1 adds the "other rules" below when the propagation stalls
};

struct Run {
  struct Node {
    Pot p;
    std::uint32_t first, count;  // its parents: parents[first, first + count)
  };
  std::vector<Node> nodes;
  std::vector<std::int32_t> parents;
  std::array<std::int32_t, kPots> index;  // node of each potential taken, -1 none
  // The contradiction: nodes of the "on" and "off" potential (-1: none).
  int absurd_on = -1, absurd_off = -1;

  Run() { index.fill(-1); }
  bool has(Pot p) const { return index[static_cast<std::size_t>(p)] >= 0; }
  int node(Pot p) const { return index[static_cast<std::size_t>(p)]; }
  int add(Pot p, const std::vector<std::int32_t>& ps, bool indexed) {
    nodes.push_back({p, static_cast<std::uint32_t>(parents.size()), static_cast<std::uint32_t>(ps.size())});
    parents.insert(parents.end(), ps.begin(), ps.end());
    const int n = static_cast<int>(nodes.size()) - 1;
    if (indexed) index[static_cast<std::size_t>(p)] = n;
    return n;
  }
  /// Distinct potentials among node n and its ancestors.
  int ancestors(int n, std::vector<std::uint32_t>& stamp, std::uint32_t& epoch) const {
    ++epoch;
    std::vector<int> todo{n};
    int count = 0;
    while (!todo.empty()) {
      const int k = todo.back();
      todo.pop_back();
      const Node& nd = nodes[static_cast<std::size_t>(k)];
      if (stamp[static_cast<std::size_t>(nd.p)] == epoch) continue;
      stamp[static_cast<std::size_t>(nd.p)] = epoch;
      ++count;
      for (std::uint32_t i = 0; i < nd.count; ++i) todo.push_back(parents[nd.first + i]);
    }
    return count;
  }
  /// The chain of first parents from the start to node n.
  std::vector<Pot> path(int n) const {
    std::vector<Pot> r;
    for (int k = n;;) {
      const Node& nd = nodes[static_cast<std::size_t>(k)];
      r.push_back(nd.p);
      if (nd.count == 0) break;
      k = parents[nd.first];
    }
    std::reverse(r.begin(), r.end());
    return r;
  }
};

// ---------------------------------------------------------------------------
// [SECTION] SE's "other rules" inside an assumption (level 1)
//
// With level 1, when the propagation stalls, SE applies its "other rules"
// to the hypothetical grid (the start's candidates less those the assumption
// removed): Locking, Hidden Pairs, Naked Pairs, X-Wings, in that order, in
// SE's own search order. The first rule with a step that rests on some
// removal made by the assumption (SE's getRuleParents) gives all such
// steps' eliminations as new "off" potentials, whose parents are those
// removals. Steps that the start grid already had (no such parent) are left
// out: they are not consequences of the assumption.

// The work one search of a rule with level 1 may do (see Chaining::work).
constexpr long kChainingWork = 20'000;

struct Other {
  Pot p;
  std::vector<Pot> parents;
};

// The eliminations of one step, in the order SE's HashMap<Cell, BitSet>
// hands them out: by cell index modulo the table's size (16 up to 12 cells,
// then doubling), cells in a bucket in insertion order, digits ascending.
void add_removals(std::vector<std::pair<int, Mask>> cells, const std::vector<Pot>& parents, std::vector<Other>& out) {
  std::size_t buckets = 16;
  while (cells.size() > buckets * 3 / 4) buckets *= 2;
  std::stable_sort(cells.begin(), cells.end(), [&](const auto& a, const auto& b) {
    return (static_cast<std::size_t>(a.first) & (buckets - 1)) < (static_cast<std::size_t>(b.first) & (buckets - 1));
  });
  for (const auto& cm : cells) {
    const int c = cm.first;
    for_each_digit(cm.second, [&](int d) { out.push_back({pot(c, d, false), parents}); });
  }
}

// SE's Permutations(2, 9): pairs in colex order ({0,1}, {0,2}, {1,2}, {0,3}, ...).
template <class F>
void each_pair(F&& f) {
  for (int b = 1; b < 9; ++b) {
    for (int a = 0; a < b; ++a) f(a, b);
  }
}

struct OtherRules {
  const Cands& start;                 // the grid the chaining started from
  const Cands& g;                     // the grid inside the assumption
  const std::array<int, 10>& placed;  // placed digits per value
  std::vector<Other>& out;

  bool empty(int c) const { return at(start, c) != 0; }
  Mask positions(int unit, int d, const Cands& grid) const {
    Mask m = 0;
    for (int i = 0; i < 9; ++i) {
      if (at(grid, region_cells(unit)[static_cast<std::size_t>(i)]) & digit_bit(d))
        m = static_cast<Mask>(m | (1u << i));
    }
    return m;
  }
  static bool in_unit(int unit, int c) {
    return unit < 9 ? row_of(c) == unit : unit < 18 ? col_of(c) == unit - 9 : box_of(c) == unit - 18;
  }
  // Whether a box and a line (or a line and a box) share cells.
  static bool crosses(int u1, int u2) {
    const int box = u1 >= 18 ? u1 - 18 : u2 - 18, line = u1 >= 18 ? u2 : u1;
    return line < 9 ? line / 3 == box / 3 : (line - 9) / 3 == box % 3;
  }
  static int unit_of(int type, int i) { return type == 0 ? 18 + i : type == 1 ? i : 9 + i; }

  // Locking: (box, column), (box, row), (column, box), (row, box).
  void locking() {
    constexpr int kTypes[4][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}};
    for (const auto& t : kTypes) {
      for (int d = 1; d <= 9; ++d) {
        for (int i1 = 0; i1 < 9; ++i1) {
          const int u1 = unit_of(t[0], i1);
          const Mask pos = positions(u1, d, g);
          if (popcount(pos) < 2) continue;
          for (int i2 = 0; i2 < 9; ++i2) {
            const int u2 = unit_of(t[1], i2);
            if (!crosses(u1, u2)) continue;
            bool inside = true;
            for (int i = 0; i < 9; ++i) {
              if ((pos >> i & 1) && !in_unit(u2, region_cells(u1)[static_cast<std::size_t>(i)])) inside = false;
            }
            if (!inside) continue;
            std::vector<std::pair<int, Mask>> removable;
            for (int c : region_cells(u2)) {
              if (!in_unit(u1, c) && (at(g, c) & digit_bit(d))) removable.emplace_back(c, digit_bit(d));
            }
            if (removable.empty()) continue;
            std::vector<Pot> parents;
            for (int c : region_cells(u1)) {
              if ((at(start, c) & digit_bit(d)) && !(at(g, c) & digit_bit(d)) && !in_unit(u2, c))
                parents.push_back(pot(c, d, false));
            }
            if (!parents.empty()) add_removals(std::move(removable), parents, out);
          }
        }
      }
    }
  }

  int empties(int unit) const {
    int n = 0;
    for (int c : region_cells(unit)) n += empty(c);
    return n;
  }

  // Hidden pairs: boxes, columns, rows.
  void hidden_pairs() {
    for (int type : {0, 2, 1}) {
      for (int i = 0; i < 9; ++i) {
        const int u = unit_of(type, i);
        if (empties(u) <= 4) continue;
        each_pair([&](int a, int b) {
          const int d1 = a + 1, d2 = b + 1;
          const Mask p1 = positions(u, d1, g), p2 = positions(u, d2, g);
          if (popcount(p1) <= 1 || popcount(p2) <= 1 || popcount(static_cast<Mask>(p1 | p2)) != 2) return;
          const Mask both = static_cast<Mask>(digit_bit(d1) | digit_bit(d2));
          std::vector<std::pair<int, Mask>> removable;
          std::vector<Pot> parents;
          for (int k = 0; k < 9; ++k) {
            const int c = region_cells(u)[static_cast<std::size_t>(k)];
            if ((p1 | p2) >> k & 1) {
              const Mask rest = static_cast<Mask>(at(g, c) & ~both);
              if (rest) removable.emplace_back(c, rest);
            } else {
              for (int d : {d1, d2}) {
                if (at(start, c) & digit_bit(d)) parents.push_back(pot(c, d, false));
              }
            }
          }
          if (!removable.empty() && !parents.empty()) add_removals(std::move(removable), parents, out);
        });
      }
    }
  }

  // Naked pairs: boxes, columns, rows.
  void naked_pairs() {
    for (int type : {0, 2, 1}) {
      for (int i = 0; i < 9; ++i) {
        const int u = unit_of(type, i);
        if (empties(u) < 4) continue;
        each_pair([&](int a, int b) {
          const int c1 = region_cells(u)[static_cast<std::size_t>(a)],
                    c2 = region_cells(u)[static_cast<std::size_t>(b)];
          const Mask m1 = at(g, c1), m2 = at(g, c2), both = static_cast<Mask>(m1 | m2);
          if (popcount(m1) <= 1 || popcount(m2) <= 1 || popcount(both) != 2) return;
          std::vector<std::pair<int, Mask>> removable;
          for (int c : region_cells(u)) {
            if (c == c1 || c == c2) continue;
            if (const Mask m = static_cast<Mask>(at(g, c) & both)) removable.emplace_back(c, m);
          }
          if (removable.empty()) return;
          std::vector<Pot> parents;
          for (int c : {c1, c2})
            for_each_digit(static_cast<Mask>(at(start, c) & ~both),
                           [&](int d) { parents.push_back(pot(c, d, false)); });
          if (!parents.empty()) add_removals(std::move(removable), parents, out);
        });
      }
    }
  }

  // X-Wings: base columns (cover rows), then base rows (cover columns).
  void x_wings() {
    for (const int base : {2, 1}) {
      const int cover = 3 - base;
      each_pair([&](int a, int b) {
        for (int d = 1; d <= 9; ++d) {
          if (placed[static_cast<std::size_t>(d)] + 4 > 9) continue;
          const int ua = unit_of(base, a), ub = unit_of(base, b);
          const Mask pa = positions(ua, d, g), pb = positions(ub, d, g);
          if (popcount(pa) <= 1 || popcount(pb) <= 1 || popcount(static_cast<Mask>(pa | pb)) != 2) continue;
          const Mask covers = static_cast<Mask>(pa | pb);
          std::vector<std::pair<int, Mask>> removable;
          for (int i = 0; i < 9; ++i) {
            if (!(covers >> i & 1)) continue;
            const int u = unit_of(cover, i);
            for (int k = 0; k < 9; ++k) {
              if (k == a || k == b) continue;
              const int c = region_cells(u)[static_cast<std::size_t>(k)];
              if (at(g, c) & digit_bit(d)) removable.emplace_back(c, digit_bit(d));
            }
          }
          if (removable.empty()) continue;
          std::vector<Pot> parents;
          for (int u : {ua, ub}) {
            for (int k = 0; k < 9; ++k) {
              const int c = region_cells(u)[static_cast<std::size_t>(k)];
              if ((at(start, c) & digit_bit(d)) && !(at(g, c) & digit_bit(d)) && !(covers >> k & 1))
                parents.push_back(pot(c, d, false));
            }
          }
          if (!parents.empty()) add_removals(std::move(removable), parents, out);
        }
      });
    }
  }

  // The first rule that yields anything.
  void run() {
    locking();
    if (out.empty()) hidden_pairs();
    if (out.empty()) naked_pairs();
    if (out.empty()) x_wings();
  }
};

void propagate(const Cands& start, Pot from, const Rule& rule, Run& run, const std::array<int, 10>& placed,
               long& work) {
  Cands g = start;
  const bool y = !rule.nishio;
  std::vector<int> pending_on, pending_off;
  std::size_t on_at = 0, off_at = 0;
  const int first = run.add(from, {}, true);
  (is_on(from) ? pending_on : pending_off).push_back(first);
  while (true) {
    if (on_at < pending_on.size()) {
      const int n = pending_on[on_at++];
      const Pot p = run.nodes[static_cast<std::size_t>(n)].p;
      bool stop = false;
      on_to_off(g, p, y, [&](Pot r) {
        if (stop) return;
        if (run.has(opposite(r))) {
          run.absurd_on = run.node(opposite(r));
          run.absurd_off = run.add(r, {n}, false);
          stop = true;
        } else if (!run.has(r)) {
          pending_off.push_back(run.add(r, {n}, true));
        }
      });
      if (stop) return;
      continue;
    }
    if (off_at < pending_off.size()) {
      const int n = pending_off[off_at++];
      const Pot p = run.nodes[static_cast<std::size_t>(n)].p;
      struct Found {
        Pot p;
        std::vector<std::int32_t> parents;
      };
      std::vector<Found> found;
      off_to_on(g, p, y, true, [&](Pot o, int rule_type) {
        Found f{o, {n}};
        if (rule.dynamic) {
          // Candidates the propagation removed that this conclusion needs.
          const int c = cell_of(o), d = digit_of(o);
          if (rule_type < 0) {
            for_each_digit(static_cast<Mask>(at(start, c) & ~at(g, c)),
                           [&](int v) { f.parents.push_back(run.node(pot(c, v, false))); });
          } else {
            for (int q : region_cells(region(rule_type, c))) {
              if ((at(start, q) & digit_bit(d)) && !(at(g, q) & digit_bit(d)))
                f.parents.push_back(run.node(pot(q, d, false)));
            }
          }
        }
        found.push_back(std::move(f));
      });
      if (rule.dynamic) {
        g[static_cast<std::size_t>(cell_of(p))] = static_cast<Mask>(at(g, cell_of(p)) & ~digit_bit(digit_of(p)));
      }
      for (Found& f : found) {
        if (run.has(opposite(f.p))) {
          run.absurd_on = run.add(f.p, f.parents, false);
          run.absurd_off = run.node(opposite(f.p));
          return;
        }
        if (!run.has(f.p)) pending_on.push_back(run.add(f.p, f.parents, true));
      }
      continue;
    }
    if (rule.level == 0 || --work < 0) return;
    std::vector<Other> others;
    OtherRules{start, g, placed, others}.run();
    bool more = false;
    for (const Other& o : others) {
      if (run.has(o.p)) continue;
      std::vector<std::int32_t> ps;
      for (Pot q : o.parents) {
        if (run.has(q)) ps.push_back(run.node(q));
      }
      pending_off.push_back(run.add(o.p, ps, true));
      more = true;
    }
    if (!more) return;
  }
}

// ---------------------------------------------------------------------------
// [SECTION] Nishio, multiple and dynamic forcing chains

struct Chaining {
  const State& s;
  const Cands g;
  Rule rule;
  Best best;
  std::vector<std::unique_ptr<Run>> runs;  // by potential, computed once
  std::vector<std::uint32_t> stamp = std::vector<std::uint32_t>(kPots, 0);
  std::uint32_t epoch = 0;
  std::array<int, 10> placed{};  // placed digits per value (SE's X-Wing skips a digit placed 6 times or more)
  // The work left (level 1): one unit per use of the other rules in an
  // assumption. Out of it, the rule reports nothing, so that no rating runs
  // away; the rating falls back to the forcing net.
  long work = kChainingWork;

  Chaining(const State& st, Rule r) : s(st), g(cands_of(st)), rule(r), runs(kPots) {
    for (int c = 0; c < kCells; ++c) ++placed[static_cast<std::size_t>(st.value(c))];
  }

  const Run& run(Pot p) {
    auto& r = runs[static_cast<std::size_t>(p)];
    if (!r) {
      r = std::make_unique<Run>();
      propagate(g, p, rule, *r, placed, work);
    }
    return *r;
  }
  int ancestors(const Run& r, int n) { return r.ancestors(n, stamp, epoch); }

  const char* name() const {
    return rule.level == 1 ? "Dynamic Forcing Chain (+)"
           : rule.nishio   ? "Nishio Forcing Chain"
           : rule.dynamic  ? "Dynamic Forcing Chain"
                           : "Multiple Forcing Chain";
  }
  Technique technique() const {
    if (rule.level == 1) return Technique::kDynamicChainPlus;
    return rule.nishio ? Technique::kNishioChain : rule.dynamic ? Technique::kDynamicChain : Technique::kMultipleChain;
  }

  // A conclusion: `target` on (the cell keeps only its digit) or off.
  bool removals(Pot target, Step& step) const {
    const int c = cell_of(target), d = digit_of(target);
    if (!is_on(target)) {
      step.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
      return true;
    }
    if (popcount(at(g, c)) < 2) return false;
    step.placements.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
    return true;
  }

  void offer(Pot target, int complexity, int sort_key, const std::string& why, const std::vector<Pot>& cause) {
    const int difficulty = rule.base + bonus_tenths(complexity);
    if (!best.beats(difficulty, complexity, sort_key)) return;
    Step step = make_step(technique());
    if (!removals(target, step)) return;
    for (Pot p : cause) {
      const auto c = static_cast<std::uint8_t>(cell_of(p));
      if (std::find(step.cause_cells.begin(), step.cause_cells.end(), c) == step.cause_cells.end()) {
        step.cause_cells.push_back(c);
      }
    }
    step.difficulty = difficulty / 10.0;
    step.sentence = std::string(name()) + ": " + why + ", so " + pot_text(target) + ".";
    best.difficulty = difficulty;
    best.complexity = complexity;
    best.sort_key = sort_key;
    best.step = std::move(step);
  }

  // One cell: SE's getMultipleChainsHintListForCell.
  void cell(int c) {
    const Mask m = at(g, c);
    const int card = popcount(m);
    std::vector<Pot> starts;
    for_each_digit(m, [&](int d) {
      const Pot on = pot(c, d, true);
      const Run& a = run(on);
      if (rule.dynamic) {
        // Contradictions, then (three or more candidates, not nishio) the
        // potentials both states imply.
        if (a.absurd_on >= 0) {
          offer(opposite(on), ancestors(a, a.absurd_on) + ancestors(a, a.absurd_off), 7,
                "if " + pot_text(on) + " then " + pot_text(a.nodes[static_cast<std::size_t>(a.absurd_on)].p) +
                    " both holds and does not",
                a.path(a.absurd_on));
        }
        const Pot off = opposite(on);
        const Run& b = run(off);
        if (b.absurd_on >= 0) {
          offer(on, ancestors(b, b.absurd_on) + ancestors(b, b.absurd_off), 7,
                "if " + pot_text(off) + " then " + pot_text(b.nodes[static_cast<std::size_t>(b.absurd_on)].p) +
                    " both holds and does not",
                b.path(b.absurd_on));
        }
        if (card >= 3 && !rule.nishio) {
          for (const Run::Node& nd : a.nodes) {
            if (!a.has(nd.p) || !is_on(nd.p) || !b.has(nd.p)) continue;
            const int na = a.node(nd.p), nb = b.node(nd.p);
            offer(nd.p, ancestors(a, na) + ancestors(b, nb), 1,
                  "both " + pot_text(on) + " and " + pot_text(off) + " imply it", a.path(na));
          }
          for (const Run::Node& nd : a.nodes) {
            if (!a.has(nd.p) || is_on(nd.p) || !b.has(nd.p)) continue;
            const int na = a.node(nd.p), nb = b.node(nd.p);
            offer(nd.p, ancestors(a, na) + ancestors(b, nb), 1,
                  "both " + pot_text(on) + " and " + pot_text(off) + " imply it", a.path(na));
          }
        }
      }
      if (!rule.nishio) region_chains(c, d);
      starts.push_back(on);
    });
    if (rule.nishio || !(card == 2 || (rule.multiple && card > 2))) return;
    reduction(starts, 5, "every candidate of " + cell_name(c) + " implies it");
  }

  // The potentials every start implies (in the first start's order).
  void reduction(const std::vector<Pot>& starts, int sort_key, const std::string& why) {
    const Run& first = run(starts.front());
    for (int pass = 0; pass < 2; ++pass) {  // SE: the "on" conclusions, then the "off" ones
      for (const Run::Node& nd : first.nodes) {
        if (!first.has(nd.p) || is_on(nd.p) != (pass == 0)) continue;
        if (first.node(nd.p) != &nd - first.nodes.data()) continue;
        bool all = true;
        for (Pot st : starts) all = all && run(st).has(nd.p);
        if (!all) continue;
        int complexity = 0;
        for (Pot st : starts) {
          const Run& r = run(st);
          complexity += ancestors(r, r.node(nd.p));
        }
        offer(nd.p, complexity, sort_key, why, first.path(first.node(nd.p)));
      }
    }
  }

  // Units where `d` has two or more places, the first of them `c`.
  void region_chains(int c, int d) {
    for (int type = 0; type < 3; ++type) {
      const int u = region(type, c);
      std::vector<Pot> starts;
      for (int o : region_cells(u)) {
        if (at(g, o) & digit_bit(d)) starts.push_back(pot(o, d, true));
      }
      const int card = static_cast<int>(starts.size());
      if (!(card == 2 || (rule.multiple && card > 2))) continue;
      if (cell_of(starts.front()) != c) continue;
      reduction(starts, 6, "every place of " + std::to_string(d) + " in " + unit_name(u) + " implies it");
    }
  }

  void search() {
    for (int c = 0; c < kCells; ++c) {
      const int card = popcount(at(g, c));
      if (card > 2 || (card > 1 && rule.dynamic)) cell(c);
      if (work < 0) {
        best = Best{};
        return;
      }
    }
  }
};

void chaining(const State& s, Collector& out, Rule rule) {
  Chaining ch(s, rule);
  ch.search();
  if (ch.best.difficulty != 0) out.add(std::move(ch.best.step));
}

}  // namespace

void find_forcing_chain_cycle(const State& s, Collector& out) {
  const Cands g = cands_of(s);
  Best best;
  auto u = std::make_unique<Unary>(Unary{g, s, best, {}, {}});
  u->parent.fill(-1);
  for (const Pass& pass : kPasses) {
    for (int c = 0; c < kCells; ++c) {
      const Mask m = at(g, c);
      if (popcount(m) < 2) continue;
      if (!pass.x && popcount(m) > 2) continue;  // Y-cycles start at two-candidate cells
      for_each_digit(m, [&](int d) {
        u->from_on(pot(c, d, true), pass);
        if (pass.chain_base) u->from_off(pot(c, d, false), pass);
      });
    }
  }
  if (best.difficulty != 0) out.add(std::move(best.step));
}

void find_nishio_chain(const State& s, Collector& out) { chaining(s, out, {true, false, true, 75}); }
void find_multiple_chain(const State& s, Collector& out) { chaining(s, out, {false, true, false, 80}); }
void find_dynamic_chain(const State& s, Collector& out) { chaining(s, out, {true, true, false, 85}); }
void find_dynamic_chain_plus(const State& s, Collector& out) { chaining(s, out, {true, true, false, 90, 1}); }

}  // namespace sudoku::logic
