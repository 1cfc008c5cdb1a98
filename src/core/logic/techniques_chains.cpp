// techniques_chains.cpp - tier 4: X-Chain, XY-Chain and AIC (alternating
// inference chains, with grouped nodes).
//
// [SECTION] Nodes and links (candidates and groups)
// [SECTION] Chain search (breadth-first, shared by XY-Chain and AIC)
// [SECTION] XY-Chain and AIC steps
// [SECTION] X-Chain (single digit, its own search over cells and groups)
//
// Nodes are candidates and, for AIC, groups: the cells of one digit where a
// box meets a row or column (two or three of them), "on" when the digit is
// in one of its cells. A strong link joins two nodes of which at least one is
// true (the two places of a digit in a unit, where a place may be a group;
// the two digits of a bivalue cell); a weak link joins two that cannot both
// be true (the same digit in cells that see each other, a group counting as
// seen when all its cells are; two digits of one cell). Groups link only by
// their digit, never inside a cell. A chain starts at X with a strong link
// and alternates: "X false -> A true -> B false -> ... -> Y true", so X or Y
// is true, and any candidate weakly linked to both X and Y is false (for a
// group end: it sees every cell of the group). If the chain comes back to a
// cell X itself ("X false -> ... -> X true"), X is true.
//
// XY-Chain and AIC are the same breadth-first search with a filter on the
// links it may use: XY-Chain bivalue cells only (strong links inside cells,
// weak links between cells), AIC any link and groups. Breadth-first order
// makes every chain the shortest from its start; the step reported is the
// easiest (then shortest) chain over all starts.
#include <algorithm>
#include <optional>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

// ---------------------------------------------------------------------------
// [SECTION] Nodes and links (candidates and groups)

enum class Kind { kXY, kAny };

constexpr int kCandNodes = kCells * 9;           // node c*9 + d-1: candidate d in cell c
constexpr int kMaxGroups = 9 * 9 * 6;            // digit x box x (3 rows + 3 columns)
constexpr int kNodes = kCandNodes + kMaxGroups;  // node kCandNodes + g: group g
constexpr int kMaxChain = 24;                    // nodes

int node(int c, int d) { return c * 9 + d - 1; }
bool is_group(int n) { return n >= kCandNodes; }

/// "r1c2" for one cell; "r1c23" for a group in a row, "r12c3" for one in a column.
std::string group_text(Bits81 cells) {
  if (cells.count() == 1) return cell_name(cells.first());
  std::string rows, cols;
  cells.for_each([&](int c) {
    const char r = static_cast<char>('1' + row_of(c));
    const char k = static_cast<char>('1' + col_of(c));
    if (rows.find(r) == std::string::npos) rows += r;
    if (cols.find(k) == std::string::npos) cols += k;
  });
  return "r" + rows + "c" + cols;
}

// The groups of a board: for each digit, box and line through the box, the
// cells of the digit there when there are two or three.
struct Groups {
  std::vector<Bits81> cells;
  std::vector<Bits81> sees;  // cells that see all of them
  std::vector<std::uint8_t> digit;
  std::vector<std::array<std::uint8_t, 2>> units;  // box, line
  std::array<std::vector<int>, 9> of_digit;
  std::array<std::int16_t, kMaxGroups> id{};  // [(d-1)*54 + box*6 + slot]
  // Weak links to groups, as bit sets over of_digit[d-1] (at most 54 groups
  // a digit): from each candidate node, and from each group.
  std::array<std::uint64_t, kCandNodes> cand_weak{};
  std::vector<std::uint64_t> group_weak;

  explicit Groups(const State& s) {
    id.fill(-1);
    for (int d = 1; d <= 9; ++d) {
      const Bits81 pos = s.pos(d);
      for (int b = 0; b < 9; ++b) {
        const Bits81 box = pos & unit_bits(18 + b);
        if (box.count() < 2) continue;
        for (int k = 0; k < 6; ++k) {
          const int line = k < 3 ? (b / 3) * 3 + k : 9 + (b % 3) * 3 + (k - 3);
          const Bits81 g = box & unit_bits(line);
          if (g.count() < 2) continue;
          id[static_cast<std::size_t>((d - 1) * 54 + b * 6 + k)] = static_cast<std::int16_t>(cells.size());
          of_digit[static_cast<std::size_t>(d - 1)].push_back(static_cast<int>(cells.size()));
          cells.push_back(g);
          sees.push_back(common_peers(g));
          digit.push_back(static_cast<std::uint8_t>(d));
          units.push_back({static_cast<std::uint8_t>(18 + b), static_cast<std::uint8_t>(line)});
        }
      }
    }
    group_weak.resize(cells.size());
    for (int d = 1; d <= 9; ++d) {
      const std::vector<int>& list = of_digit[static_cast<std::size_t>(d - 1)];
      for (std::size_t i = 0; i < list.size(); ++i) {
        const auto g = static_cast<std::size_t>(list[i]);
        const std::uint64_t bit = std::uint64_t{1} << i;
        (s.pos(d) & sees[g]).for_each([&](int c) { cand_weak[static_cast<std::size_t>(node(c, d))] |= bit; });
        for (int o : list) {
          if (sees[static_cast<std::size_t>(o)].contains(cells[g])) group_weak[static_cast<std::size_t>(o)] |= bit;
        }
      }
    }
  }
  /// The group whose cells are exactly `c` (digit d), or -1.
  int find(int d, Bits81 c) const {
    const int f = c.first();
    const int b = box_of(f);
    if (!unit_bits(18 + b).contains(c)) return -1;
    int k = -1;
    if (unit_bits(row_of(f)).contains(c)) {
      k = row_of(f) % 3;
    } else if (unit_bits(9 + col_of(f)).contains(c)) {
      k = 3 + col_of(f) % 3;
    }
    if (k < 0) return -1;
    const int g = id[static_cast<std::size_t>((d - 1) * 54 + b * 6 + k)];
    return g >= 0 && cells[static_cast<std::size_t>(g)] == c ? g : -1;
  }
};

struct Graph {
  const State& s;
  Kind kind;
  const Groups* groups;  // nullptr: no group nodes

  int digit(int n) const { return is_group(n) ? groups->digit[static_cast<std::size_t>(n - kCandNodes)] : n % 9 + 1; }
  Bits81 cells(int n) const {
    return is_group(n) ? groups->cells[static_cast<std::size_t>(n - kCandNodes)] : Bits81::cell(n / 9);
  }
  /// Cells that see every cell of node n.
  Bits81 sees(int n) const {
    return is_group(n) ? groups->sees[static_cast<std::size_t>(n - kCandNodes)] : peer_bits(n / 9);
  }
  bool usable(int c) const { return kind != Kind::kXY || s.bivalue.test(c); }

  // The strong partner in unit u of the node whose cells are `own` (digit
  // d): the other places of d there, when they are one cell or one group.
  template <class F>
  void unit_partner(int u, Bits81 own, int d, F&& f) const {
    const Bits81 rest = (s.pos(d) & unit_bits(u)).minus(own);
    const int n = rest.count();
    if (n == 1) {
      f(node(rest.first(), d));
    } else if (n >= 2 && n <= 3 && groups) {
      const int g = groups->find(d, rest);
      if (g >= 0) f(kCandNodes + g);
    }
  }
  // Strong partners of node n.
  template <class F>
  void strong(int n, F&& f) const {
    if (is_group(n)) {
      const auto g = static_cast<std::size_t>(n - kCandNodes);
      for (int u : groups->units[g]) unit_partner(u, groups->cells[g], groups->digit[g], f);
      return;
    }
    const int c = n / 9, d = n % 9 + 1;
    const Mask m = s.cands(c);
    if (popcount(m) == 2) f(node(c, first_digit(static_cast<Mask>(m & ~digit_bit(d)))));
    if (kind == Kind::kXY) return;
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) unit_partner(u, Bits81::cell(c), d, f);
  }
  // Weak partners of node n.
  template <class F>
  void weak(int n, F&& f) const {
    const int d = digit(n);
    const Bits81 see = sees(n);
    if (!is_group(n) && kind == Kind::kAny) {
      const int c = n / 9;
      for_each_digit(static_cast<Mask>(s.cands(c) & ~digit_bit(d)), [&](int e) { f(node(c, e)); });
    }
    Bits81 peers = s.pos(d) & see;
    if (kind == Kind::kXY) peers &= s.bivalue;
    peers.for_each([&](int o) { f(node(o, d)); });
    if (groups) {
      const std::vector<int>& list = groups->of_digit[static_cast<std::size_t>(d - 1)];
      std::uint64_t w = is_group(n) ? groups->group_weak[static_cast<std::size_t>(n - kCandNodes)]
                                    : groups->cand_weak[static_cast<std::size_t>(n)];
      for (; w; w &= w - 1) f(kCandNodes + list[static_cast<std::size_t>(__builtin_ctzll(w))]);
    }
  }
};

// Candidates weakly linked to both a and b (excluding a and b).
std::vector<Candidate> common_weak(const Graph& g, int a, int b) {
  std::vector<Candidate> r;
  const State& s = g.s;
  const int da = g.digit(a), db = g.digit(b);
  auto push = [&](int c, int d) { r.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)}); };
  if (!is_group(a) && !is_group(b) && a / 9 == b / 9) {
    const int c = a / 9;
    for_each_digit(static_cast<Mask>(s.cands(c) & ~digit_bit(da) & ~digit_bit(db)), [&](int d) { push(c, d); });
  } else if (da == db) {
    (s.pos(da) & g.sees(a) & g.sees(b)).for_each([&](int c) { push(c, da); });
  } else {
    // Different digits: only a cell end's own cell can hold the other's digit.
    if (!is_group(a) && g.sees(b).test(a / 9) && (s.cands(a / 9) & digit_bit(db))) push(a / 9, db);
    if (!is_group(b) && g.sees(a).test(b / 9) && (s.cands(b / 9) & digit_bit(da))) push(b / 9, da);
  }
  return r;
}

// ---------------------------------------------------------------------------
// [SECTION] Chain search (breadth-first, shared by XY-Chain and AIC)

struct Chain {
  std::vector<int> nodes;  // X, A, B, ..., Y (strong, weak, strong, ...)
  std::vector<Candidate> elims;
  std::vector<Candidate> places;
  bool grouped = false;
  double difficulty = 0.0;
};

// The links of every node, listed once per technique call (the searches
// from all starts then walk plain arrays), and scratch space for the searches.
struct Search {
  // Links of node n: to[off[n] .. off[n+1]), strong ones for the "off" state
  // (index n*2) and weak ones for the "on" state (n*2 + 1).
  std::vector<std::uint32_t> off;
  std::vector<std::uint16_t> to;
  // parent of (node, on) states, state index = node*2 + on; 0xFFFF = not
  // reached. Every search resets what it set, so it is all 0xFFFF between.
  std::vector<std::uint16_t> parent = std::vector<std::uint16_t>(static_cast<std::size_t>(kNodes) * 2, 0xFFFF);
  // The states reached, in breadth-first order.
  std::vector<int> queue;

  explicit Search(const Graph& g) {
    off.reserve(static_cast<std::size_t>(kNodes) * 2 + 1);
    to.reserve(4096);
    const auto push = [&](int m) { to.push_back(static_cast<std::uint16_t>(m)); };
    const int groups = g.groups ? static_cast<int>(g.groups->cells.size()) : 0;
    for (int n = 0; n < kNodes; ++n) {
      const bool live = is_group(n) ? n - kCandNodes < groups : g.s.pos(n % 9 + 1).test(n / 9);
      off.push_back(static_cast<std::uint32_t>(to.size()));
      if (live) g.strong(n, push);
      off.push_back(static_cast<std::uint32_t>(to.size()));
      if (live) g.weak(n, push);
    }
    off.push_back(static_cast<std::uint32_t>(to.size()));
  }
};

// Breadth-first from X assumed false. Returns the shortest useful chain of
// at most `max_nodes` nodes.
bool search_from(const Graph& g, int x, Chain& best, Search& sc, int max_nodes) {
  static_assert(kNodes * 2 < 65535);
  std::vector<std::uint16_t>& parent = sc.parent;
  std::vector<int>& queue = sc.queue;
  queue.assign(1, x * 2);
  parent[static_cast<std::size_t>(x) * 2] = static_cast<std::uint16_t>(x * 2);
  bool found = false;
  std::size_t level = 0;  // the current depth's states are queue[level, level_end)
  for (int depth = 1; depth < max_nodes && level < queue.size() && !found; ++depth) {
    const std::size_t level_end = queue.size();
    for (std::size_t i = level; i < level_end; ++i) {
      const int st = queue[i];
      const int flip = st % 2 ? 0 : 1;  // off -> on by a strong link, on -> off by a weak one
      const std::uint32_t end = sc.off[static_cast<std::size_t>(st) + 1];
      for (std::uint32_t k = sc.off[static_cast<std::size_t>(st)]; k < end; ++k) {
        const int ns = sc.to[k] * 2 + flip;
        if (parent[static_cast<std::size_t>(ns)] != 0xFFFF) continue;
        parent[static_cast<std::size_t>(ns)] = static_cast<std::uint16_t>(st);
        queue.push_back(ns);
      }
    }
    level = level_end;
    if (depth % 2 == 1) {
      // New "on" states: check for eliminations or a loop back to X.
      for (std::size_t i = level; i < queue.size(); ++i) {
        const int st = queue[i];
        const int y = st / 2;
        Chain c;
        if (y == x) {
          if (is_group(x)) continue;  // "one of the group's cells" places nothing
          c.places.push_back({static_cast<std::uint8_t>(x / 9), static_cast<std::uint8_t>(x % 9 + 1)});
        } else {
          c.elims = common_weak(g, x, y);
          if (c.elims.empty()) continue;
        }
        for (int t = st;; t = parent[static_cast<std::size_t>(t)]) {
          c.nodes.push_back(t / 2);
          c.grouped = c.grouped || is_group(t / 2);
          if (parent[static_cast<std::size_t>(t)] == t) break;
        }
        std::reverse(c.nodes.begin(), c.nodes.end());
        if (c.nodes.size() < 4 && c.places.empty()) continue;  // shorter ones are simpler patterns
        if (best.nodes.empty() || c.nodes.size() < best.nodes.size()) {
          best = std::move(c);
          found = true;
        }
      }
    }
  }
  for (int st : queue) parent[static_cast<std::size_t>(st)] = 0xFFFF;
  return found;
}

// ---------------------------------------------------------------------------
// [SECTION] XY-Chain and AIC steps

std::string node_text(const Graph& g, int n) { return "(" + std::to_string(g.digit(n)) + ")" + group_text(g.cells(n)); }

void chains(const State& s, Collector& out, Kind kind, Technique t) {
  std::optional<Groups> groups;
  if (kind == Kind::kAny) groups.emplace(s);
  const Graph g{s, kind, groups ? &*groups : nullptr};
  Search search(g);
  std::vector<Chain> found;
  // SE finds an elimination as "Z on -> X off -> ... -> Y on -> Z off" (our
  // nodes plus Z twice) and a placement as "X off -> ... -> X on" (our nodes,
  // X twice): its length is that count less 2. SE has no groups; a grouped
  // chain costs 0.1 more, as a grouped X-Chain does.
  const double base = technique_difficulty(t);
  const auto least_difficulty = [&](int nodes) { return base + chain_length_bonus(nodes - 2); };
  // When only the easiest step is wanted, no search needs to go past the
  // length where every chain is harder than the easiest found so far.
  int max_nodes = kMaxChain;
  const auto start = [&](int x) {
    Chain c;
    if (!search_from(g, x, c, search, max_nodes)) return;
    const int n = static_cast<int>(c.nodes.size());
    c.difficulty = base + chain_length_bonus(c.places.empty() ? n : n - 2) + (c.grouped ? 0.1 : 0.0);
    if (out.first_only()) {
      while (max_nodes > 2 && least_difficulty(max_nodes) > c.difficulty + 1e-9) --max_nodes;
    }
    found.push_back(std::move(c));
  };
  for (int d = 1; d <= 9; ++d) {
    s.pos(d).for_each([&](int c) {
      if (g.usable(c)) start(node(c, d));
    });
  }
  // A chain between two cells is found from either end; one between two
  // groups only from a group.
  if (groups) {
    for (std::size_t i = 0; i < groups->cells.size(); ++i) start(kCandNodes + static_cast<int>(i));
  }
  std::stable_sort(found.begin(), found.end(), [](const Chain& a, const Chain& b) {
    return a.difficulty < b.difficulty || (a.difficulty == b.difficulty && a.nodes.size() < b.nodes.size());
  });
  for (Chain& c : found) {
    Step step = make_step(t);
    step.eliminations = c.elims;
    step.placements = c.places;
    std::sort(step.eliminations.begin(), step.eliminations.end(),
              [](Candidate a, Candidate b) { return a.digit != b.digit ? a.digit < b.digit : a.cell < b.cell; });
    std::string chain;
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
      if (i > 0) chain += (i % 2 == 1) ? " = " : " - ";
      chain += node_text(g, c.nodes[i]);
      add_cause(step, s, g.cells(c.nodes[i]), digit_bit(g.digit(c.nodes[i])));
    }
    step.difficulty = c.difficulty;
    const std::string name = std::string(technique_name(t)) + (c.grouped ? " (grouped)" : "");
    const std::string ends = node_text(g, c.nodes.front()) + " or " + node_text(g, c.nodes.back());
    if (!c.places.empty()) {
      step.sentence = name + ": " + chain + ": if " + node_text(g, c.nodes.front()) +
                      " were false it would be true, so " + placement_text(c.places.front()) + ".";
    } else {
      step.sentence = name + ": " + chain + ": " + ends + " is true, so remove " + removal_text(step) + ".";
    }
    if (out.add(std::move(step))) return;
  }
}

// ---------------------------------------------------------------------------
// [SECTION] X-Chain (single digit, its own search over cells and groups)
//
// X-Chain: single-digit chains whose nodes are cells or groups (the cells of
// the digit where a box meets a row or column, two or three of them). A group
// is "on" when the digit is in one of its cells; it sees a cell when every
// one of its cells does. Strong link: a unit whose places for the digit are
// exactly two nodes. Rated as Sukaku Explainer rates strong-link chains:
// 2 links 4.2, 3 links 5.5 (5.7 with a group), longer 6.6 + SE's length
// bonus (4 links 6.8, 5 or 6 links 6.9, ...), +0.1 with a group.

struct GroupChain {
  int digit = 0;
  std::vector<Bits81> nodes;  // X, A, B, ..., Y
  Bits81 elims;
  bool grouped = false;
  bool places = false;  // the chain runs from X off back to X on: X holds the digit
};

double x_chain_difficulty(const GroupChain& c) {
  if (c.places) {  // SE's forcing X-chain "X off -> ... -> X on": length = nodes less 2
    return 6.6 + chain_length_bonus(static_cast<int>(c.nodes.size()) - 2) + (c.grouped ? 0.1 : 0.0);
  }
  const int links = static_cast<int>(c.nodes.size()) / 2;
  if (links <= 2) return 4.2;
  if (links == 3) return c.grouped ? 5.7 : 5.5;
  // Longer: SE's forcing X-chain, 6.6 plus the length bonus (the eliminated
  // candidate on and off around our nodes); SE has no groups, so a grouped
  // chain costs it a longer way round.
  return 6.6 + chain_length_bonus(static_cast<int>(c.nodes.size())) + (c.grouped ? 0.1 : 0.0);
}

}  // namespace

void find_x_chain(const State& s, Collector& out) {
  std::vector<GroupChain> found;
  for (int d = 1; d <= 9; ++d) {
    const Bits81 pos = s.pos(d);
    std::vector<Bits81> nodes;
    pos.for_each([&](int c) { nodes.push_back(Bits81::cell(c)); });
    for (int b = 0; b < 9; ++b) {
      const Bits81 box = unit_bits(18 + b);
      for (int k = 0; k < 3; ++k) {
        const Bits81 row = pos & box & unit_bits((b / 3) * 3 + k);
        const Bits81 col = pos & box & unit_bits(9 + (b % 3) * 3 + k);
        if (row.count() >= 2) nodes.push_back(row);
        if (col.count() >= 2) nodes.push_back(col);
      }
    }
    const int n = static_cast<int>(nodes.size());
    std::vector<Bits81> sees_all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
      sees_all[static_cast<std::size_t>(i)] = common_peers(nodes[static_cast<std::size_t>(i)]);
    std::vector<std::vector<int>> strong(static_cast<std::size_t>(n));
    for (int u = 0; u < kUnits; ++u) {
      const Bits81 p = pos & unit_bits(u);
      if (p.count() < 2) continue;
      std::vector<int> inside;
      for (int i = 0; i < n; ++i) {
        if (p.contains(nodes[static_cast<std::size_t>(i)])) inside.push_back(i);
      }
      for (std::size_t a = 0; a < inside.size(); ++a) {
        for (std::size_t b = a + 1; b < inside.size(); ++b) {
          const Bits81 na = nodes[static_cast<std::size_t>(inside[a])];
          const Bits81 nb = nodes[static_cast<std::size_t>(inside[b])];
          if (na.intersects(nb) || (na | nb) != p) continue;
          strong[static_cast<std::size_t>(inside[a])].push_back(inside[b]);
          strong[static_cast<std::size_t>(inside[b])].push_back(inside[a]);
        }
      }
    }
    for (int x = 0; x < n; ++x) {
      if (strong[static_cast<std::size_t>(x)].empty()) continue;
      // Breadth-first: state = node*2 + on.
      std::vector<int> parent(static_cast<std::size_t>(n) * 2, -1);
      std::vector<int> frontier{x * 2};
      parent[static_cast<std::size_t>(x) * 2] = x * 2;
      bool done = false;
      for (int depth = 1; depth < kMaxChain && !frontier.empty() && !done; ++depth) {
        std::vector<int> next;
        for (int st : frontier) {
          const int i = st / 2;
          const auto visit = [&](int j, int on) {
            const int ns = j * 2 + on;
            if (parent[static_cast<std::size_t>(ns)] >= 0) return;
            parent[static_cast<std::size_t>(ns)] = st;
            next.push_back(ns);
          };
          if (st % 2 == 0) {
            for (int j : strong[static_cast<std::size_t>(i)]) visit(j, 1);
          } else {
            const Bits81 see = sees_all[static_cast<std::size_t>(i)];
            for (int j = 0; j < n; ++j) {
              const Bits81 nj = nodes[static_cast<std::size_t>(j)];
              if (!strong[static_cast<std::size_t>(j)].empty() && see.contains(nj)) visit(j, 0);
            }
          }
        }
        if (depth % 2 == 1) {
          for (int st : next) {
            const int y = st / 2;
            GroupChain c;
            c.digit = d;
            if (y == x) {
              if (nodes[static_cast<std::size_t>(x)].count() != 1) continue;
              c.places = true;
            } else {
              c.elims = (pos & sees_all[static_cast<std::size_t>(x)] & sees_all[static_cast<std::size_t>(y)])
                            .minus(nodes[static_cast<std::size_t>(x)] | nodes[static_cast<std::size_t>(y)]);
              if (c.elims.none()) continue;
            }
            for (int t = st;; t = parent[static_cast<std::size_t>(t)]) {
              c.nodes.push_back(nodes[static_cast<std::size_t>(t / 2)]);
              if (nodes[static_cast<std::size_t>(t / 2)].count() > 1) c.grouped = true;
              if (parent[static_cast<std::size_t>(t)] == t) break;
            }
            if (c.nodes.size() < 4) continue;
            std::reverse(c.nodes.begin(), c.nodes.end());
            found.push_back(std::move(c));
            done = true;
            break;
          }
        }
        frontier = std::move(next);
      }
    }
  }
  std::stable_sort(found.begin(), found.end(), [](const GroupChain& a, const GroupChain& b) {
    return x_chain_difficulty(a) < x_chain_difficulty(b) ||
           (x_chain_difficulty(a) == x_chain_difficulty(b) && a.nodes.size() < b.nodes.size());
  });
  for (GroupChain& c : found) {
    Step step = make_step(Technique::kXChain);
    add_eliminations(step, c.elims, c.digit);
    if (c.places) {
      step.placements.push_back(
          {static_cast<std::uint8_t>(c.nodes.front().first()), static_cast<std::uint8_t>(c.digit)});
    }
    std::string chain;
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
      if (i > 0) chain += (i % 2 == 1) ? " = " : " - ";
      chain += group_text(c.nodes[i]);
      add_cause(step, s, c.nodes[i], digit_bit(c.digit));
    }
    step.difficulty = x_chain_difficulty(c);
    if (c.places) {
      step.sentence = "X-Chain on " + std::to_string(c.digit) + ": " + chain + " (= strong link, - weak link): if " +
                      group_text(c.nodes.front()) + " were not " + std::to_string(c.digit) + " it would be, so " +
                      placement_text(step.placements.front()) + ".";
    } else {
      step.sentence = "X-Chain on " + std::to_string(c.digit) + ": " + chain +
                      " (= strong link, - weak link): " + group_text(c.nodes.front()) + " or " +
                      group_text(c.nodes.back()) + " holds " + std::to_string(c.digit) + ", so remove " +
                      removal_text(step) + ".";
    }
    if (out.add(std::move(step))) return;
  }
}

void find_xy_chain(const State& s, Collector& out) { chains(s, out, Kind::kXY, Technique::kXYChain); }
void find_aic(const State& s, Collector& out) { chains(s, out, Kind::kAny, Technique::kAic); }

}  // namespace sudoku::logic
