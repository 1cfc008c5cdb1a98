// techniques_chains.cpp - tier 4: X-Chain, XY-Chain and AIC (alternating
// inference chains).
//
// Nodes are candidates. A strong link joins two candidates of which at least
// one is true (the two places of a digit in a unit, the two digits of a
// bivalue cell); a weak link joins two that cannot both be true (same digit
// in peers, two digits of one cell). A chain starts at X with a strong link
// and alternates: "X false -> A true -> B false -> ... -> Y true", so X or Y
// is true, and any candidate weakly linked to both X and Y is false. If the
// chain comes back to X itself ("X false -> ... -> X true"), X is true.
//
// The three techniques are the same breadth-first search with a filter on
// the links it may use: X-Chain one digit only, XY-Chain bivalue cells only
// (strong links inside cells, weak links between cells), AIC any link.
// Breadth-first order makes every chain the shortest from its start; the step
// reported is the shortest chain over all starts.
#include <algorithm>

#include "logic/techniques.h"

namespace sudoku::logic {
namespace {

enum class Kind { kX, kXY, kAny };

constexpr int kNodes = kCells * 9;
constexpr int kMaxChain = 24;  // nodes

int node(int c, int d) { return c * 9 + d - 1; }
int node_cell(int n) { return n / 9; }
int node_digit(int n) { return n % 9 + 1; }

struct Graph {
  const State& s;
  Kind kind;
  int digit;  // for kX

  bool usable(int c, int d) const {
    if (kind == Kind::kX && d != digit) return false;
    if (kind == Kind::kXY && !s.bivalue.test(c)) return false;
    return true;
  }
  // Strong partners of candidate (c,d).
  template <class F>
  void strong(int c, int d, F&& f) const {
    const Mask m = s.cands(c);
    if (kind != Kind::kX && popcount(m) == 2) f(node(c, first_digit(static_cast<Mask>(m & ~digit_bit(d)))));
    if (kind == Kind::kXY) return;
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) {
      const Bits81 w = s.pos(d) & unit_bits(u);
      if (w.count() != 2) continue;
      Bits81 o = w;
      o.reset(c);
      f(node(o.first(), d));
    }
  }
  // Weak partners of candidate (c,d).
  template <class F>
  void weak(int c, int d, F&& f) const {
    if (kind != Kind::kX) {
      if (kind != Kind::kXY) {
        for_each_digit(static_cast<Mask>(s.cands(c) & ~digit_bit(d)), [&](int e) { f(node(c, e)); });
      }
    }
    Bits81 peers = s.pos(d) & peer_bits(c);
    if (kind == Kind::kXY) peers &= s.bivalue;
    peers.for_each([&](int o) { f(node(o, d)); });
  }
};

// Candidates weakly linked to both a and b (excluding a and b).
std::vector<Candidate> common_weak(const State& s, int a, int b) {
  std::vector<Candidate> r;
  const int ca = node_cell(a), da = node_digit(a), cb = node_cell(b), db = node_digit(b);
  auto push = [&](int c, int d) { r.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)}); };
  if (ca == cb) {
    for_each_digit(static_cast<Mask>(s.cands(ca) & ~digit_bit(da) & ~digit_bit(db)), [&](int d) { push(ca, d); });
  } else if (da == db) {
    (s.pos(da) & peer_bits(ca) & peer_bits(cb)).for_each([&](int c) { push(c, da); });
  } else if (sees(ca, cb)) {
    if (s.cands(ca) & digit_bit(db)) push(ca, db);
    if (s.cands(cb) & digit_bit(da)) push(cb, da);
  }
  return r;
}

struct Chain {
  std::vector<int> nodes;  // X, A, B, ..., Y (strong, weak, strong, ...)
  std::vector<Candidate> elims;
  std::vector<Candidate> places;
};

// Breadth-first from X assumed false. Returns the shortest useful chain.
bool search_from(const Graph& g, int x, Chain& best) {
  // parent of (node, on) states; state index = node*2 + on
  static_assert(kNodes * 2 < 65535);
  std::vector<std::uint16_t> parent(static_cast<std::size_t>(kNodes) * 2, 0xFFFF);
  std::vector<int> frontier{x * 2 + 0};
  parent[static_cast<std::size_t>(x) * 2] = static_cast<std::uint16_t>(x * 2);
  bool found = false;
  for (int depth = 1; depth < kMaxChain && !frontier.empty() && !found; ++depth) {
    if (!best.nodes.empty() && depth + 1 >= static_cast<int>(best.nodes.size())) break;
    std::vector<int> next;
    for (int st : frontier) {
      const int n = st / 2;
      const bool on = st % 2;
      auto visit = [&](int m) {
        const int ns = m * 2 + (on ? 0 : 1);
        if (parent[static_cast<std::size_t>(ns)] != 0xFFFF) return;
        parent[static_cast<std::size_t>(ns)] = static_cast<std::uint16_t>(st);
        next.push_back(ns);
      };
      if (on) {
        g.weak(node_cell(n), node_digit(n), visit);
      } else {
        g.strong(node_cell(n), node_digit(n), visit);
      }
    }
    if (depth % 2 == 1) {
      // New "on" states: check for eliminations or a loop back to X.
      for (int st : next) {
        const int y = st / 2;
        Chain c;
        if (y == x) {
          c.places.push_back({static_cast<std::uint8_t>(node_cell(x)), static_cast<std::uint8_t>(node_digit(x))});
        } else {
          c.elims = common_weak(g.s, x, y);
          if (c.elims.empty()) continue;
        }
        for (int t = st;; t = parent[static_cast<std::size_t>(t)]) {
          c.nodes.push_back(t / 2);
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
    frontier = std::move(next);
  }
  return found;
}

std::string node_text(int n) { return "(" + std::to_string(node_digit(n)) + ")" + cell_name(node_cell(n)); }

void chains(const State& s, Collector& out, Kind kind, Technique t) {
  std::vector<Chain> found;
  for (int d = 1; d <= 9; ++d) {
    const Graph g{s, kind, d};
    const int d_first = kind == Kind::kX ? d : 1;
    const int d_last = kind == Kind::kX ? d : 9;
    for (int dd = d_first; dd <= d_last; ++dd) {
      s.pos(dd).for_each([&](int c) {
        if (!g.usable(c, dd)) return;
        Chain c1;
        if (search_from(g, node(c, dd), c1)) found.push_back(std::move(c1));
      });
    }
    if (kind != Kind::kX) break;
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Chain& a, const Chain& b) { return a.nodes.size() < b.nodes.size(); });
  for (Chain& c : found) {
    Step step = make_step(t);
    step.eliminations = c.elims;
    step.placements = c.places;
    std::sort(step.eliminations.begin(), step.eliminations.end(), [](Candidate a, Candidate b) {
      return a.digit != b.digit ? a.digit < b.digit : a.cell < b.cell;
    });
    std::string chain;
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
      if (i > 0) chain += (i % 2 == 1) ? " = " : " - ";
      chain += node_text(c.nodes[i]);
      step.cause.push_back({static_cast<std::uint8_t>(node_cell(c.nodes[i])),
                            static_cast<std::uint8_t>(node_digit(c.nodes[i]))});
      step.cause_cells.push_back(static_cast<std::uint8_t>(node_cell(c.nodes[i])));
    }
    // SE finds an elimination as "Z on -> X off -> ... -> Y on -> Z off" (our
    // nodes plus Z twice) and a placement as "X off -> ... -> X on" (our
    // nodes, X twice): its length is that count less 2.
    const int n = static_cast<int>(c.nodes.size());
    step.difficulty = technique_difficulty(t) + chain_length_bonus(c.places.empty() ? n : n - 2);
    const std::string ends = node_text(c.nodes.front()) + " or " + node_text(c.nodes.back());
    if (!c.places.empty()) {
      step.sentence = std::string(technique_name(t)) + ": " + chain + ": if " + node_text(c.nodes.front()) +
                      " were false it would be true, so " + placement_text(c.places.front()) + ".";
    } else {
      step.sentence = std::string(technique_name(t)) + ": " + chain + ": " + ends + " is true, so remove " +
                      removal_text(step) + ".";
    }
    if (out.add(std::move(step))) return;
  }
}


// ---------------------------------------------------------------------------
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

std::string group_text(Bits81 cells) {
  if (cells.count() == 1) return cell_name(cells.first());
  std::string r = "{";
  bool first = true;
  cells.for_each([&](int c) {
    if (!first) r += ",";
    first = false;
    r += cell_name(c);
  });
  return r + "}";
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
    for (int i = 0; i < n; ++i) sees_all[static_cast<std::size_t>(i)] = common_peers(nodes[static_cast<std::size_t>(i)]);
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
      step.placements.push_back({static_cast<std::uint8_t>(c.nodes.front().first()), static_cast<std::uint8_t>(c.digit)});
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
      step.sentence = "X-Chain on " + std::to_string(c.digit) + ": " + chain + " (= strong link, - weak link): " +
                      group_text(c.nodes.front()) + " or " + group_text(c.nodes.back()) + " holds " +
                      std::to_string(c.digit) + ", so remove " + removal_text(step) + ".";
    }
    if (out.add(std::move(step))) return;
  }
}

namespace {
}  // namespace

void find_xy_chain(const State& s, Collector& out) { chains(s, out, Kind::kXY, Technique::kXYChain); }
void find_aic(const State& s, Collector& out) { chains(s, out, Kind::kAny, Technique::kAic); }

}  // namespace sudoku::logic
