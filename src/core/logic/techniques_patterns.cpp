// techniques_patterns.cpp - tier 3 patterns.
//
// [SECTION] Single digit: Skyscraper, 2-String Kite, Empty Rectangle
// [SECTION] Wings: XY-Wing, XYZ-Wing, WXYZ-Wing, VWXYZ-Wing, W-Wing
// [SECTION] Remote Pair
// [SECTION] Simple Colors
// [SECTION] Multi Colors
#include <algorithm>
#include <vector>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

std::string ds(int d) { return std::to_string(d); }

// The two cells of d in `unit` if d has exactly two there (a strong link).
bool conjugate(const State& s, int d, int unit, int& a, int& b) {
  const Bits81 w = s.pos(d) & unit_bits(unit);
  if (w.count() != 2) return false;
  a = w.first();
  Bits81 rest = w;
  rest.reset(a);
  b = rest.first();
  return true;
}

Bits81 cells_of(std::initializer_list<int> cells) {
  Bits81 r;
  for (int c : cells) r.set(c);
  return r;
}

}  // namespace

// [SECTION] Single digit

void find_skyscraper(const State& s, Collector& out) {
  for (int d = 1; d <= 9; ++d) {
    for (int base = 0; base < 2; ++base) {  // 0: two rows, 1: two columns
      const int first = base == 0 ? 0 : 9;
      for (int u1 = first; u1 < first + 9; ++u1) {
        int a1, b1;
        if (!conjugate(s, d, u1, a1, b1)) continue;
        for (int u2 = u1 + 1; u2 < first + 9; ++u2) {
          int a2, b2;
          if (!conjugate(s, d, u2, a2, b2)) continue;
          // Position across the line: column for rows, row for columns.
          auto across = [&](int c) { return base == 0 ? col_of(c) : row_of(c); };
          // Find the shared end (same column / row) and the two free ends.
          int shared1 = -1, shared2 = -1, free1 = -1, free2 = -1;
          for (int x : {a1, b1}) {
            for (int y : {a2, b2}) {
              if (across(x) == across(y)) {
                shared1 = x;
                shared2 = y;
                free1 = x == a1 ? b1 : a1;
                free2 = y == a2 ? b2 : a2;
              }
            }
          }
          if (shared1 < 0 || across(free1) == across(free2)) continue;  // none, or an X-Wing
          const Bits81 elim = (s.pos(d) & peer_bits(free1) & peer_bits(free2)).minus(cells_of({shared1, shared2}));
          if (elim.none()) continue;
          Step step = make_step(Technique::kSkyscraper);
          add_eliminations(step, elim, d);
          add_cause(step, s, cells_of({a1, b1, a2, b2}), digit_bit(d));
          step.units = {static_cast<std::uint8_t>(u1), static_cast<std::uint8_t>(u2)};
          step.sentence = "Skyscraper on " + ds(d) + " in " + unit_name(u1) + " and " + unit_name(u2) + " (base " +
                          cell_name(shared1) + ", " + cell_name(shared2) + "): " + cell_name(free1) + " or " +
                          cell_name(free2) + " is " + ds(d) + ", so remove " + removal_text(step) + ".";
          if (out.add(std::move(step))) return;
        }
      }
    }
  }
}

void find_two_string_kite(const State& s, Collector& out) {
  for (int d = 1; d <= 9; ++d) {
    for (int r = 0; r < 9; ++r) {
      int ra, rb;
      if (!conjugate(s, d, r, ra, rb)) continue;
      for (int c = 9; c < 18; ++c) {
        int ca, cb;
        if (!conjugate(s, d, c, ca, cb)) continue;
        // One row end and one column end share a box (four distinct cells).
        for (int rx : {ra, rb}) {
          for (int cx : {ca, cb}) {
            if (rx == cx || box_of(rx) != box_of(cx)) continue;
            const int rfree = rx == ra ? rb : ra;
            const int cfree = cx == ca ? cb : ca;
            if (rfree == cx || cfree == rx || rfree == cfree || box_of(rfree) == box_of(rx) ||
                box_of(cfree) == box_of(cx)) {
              continue;
            }
            const Bits81 elim = (s.pos(d) & peer_bits(rfree) & peer_bits(cfree)).minus(cells_of({rx, cx}));
            if (elim.none()) continue;
            Step step = make_step(Technique::kTwoStringKite);
            add_eliminations(step, elim, d);
            add_cause(step, s, cells_of({ra, rb, ca, cb}), digit_bit(d));
            step.units = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c),
                          static_cast<std::uint8_t>(18 + box_of(rx))};
            step.sentence = "2-String Kite on " + ds(d) + " in " + unit_name(r) + " and " + unit_name(c) +
                            " (connected in box " + ds(box_of(rx) + 1) + "): " + cell_name(rfree) + " or " +
                            cell_name(cfree) + " is " + ds(d) + ", so remove " + removal_text(step) + ".";
            if (out.add(std::move(step))) return;
          }
        }
      }
    }
  }
}

void find_empty_rectangle(const State& s, Collector& out) {
  for (int d = 1; d <= 9; ++d) {
    const Bits81 pos = s.pos(d);
    for (int b = 0; b < 9; ++b) {
      const Bits81 box = unit_bits(18 + b);
      const Bits81 in_box = pos & box;
      if (in_box.count() < 2) continue;
      const int r0 = (b / 3) * 3;
      const int c0 = (b % 3) * 3;
      for (int er_row = r0; er_row < r0 + 3; ++er_row) {
        for (int er_col = c0; er_col < c0 + 3; ++er_col) {
          const Bits81 cross = (unit_bits(er_row) | unit_bits(9 + er_col)) & box;
          if (!cross.contains(in_box)) continue;
          if (unit_bits(er_row).contains(in_box) || unit_bits(9 + er_col).contains(in_box)) continue;
          // Conjugate pair in a column outside the box, one end in the ER row.
          for (int col = 0; col < 9; ++col) {
            if (col / 3 == b % 3) continue;
            int a, e;
            if (!conjugate(s, d, 9 + col, a, e)) continue;
            for (int x : {a, e}) {
              const int y = x == a ? e : a;
              if (row_of(x) != er_row || row_of(y) / 3 == b / 3) continue;
              const int target = cell_at(row_of(y), er_col);
              if (!pos.test(target)) continue;
              Step step = make_step(Technique::kEmptyRectangle);
              step.eliminations.push_back({static_cast<std::uint8_t>(target), static_cast<std::uint8_t>(d)});
              add_cause(step, s, in_box | cells_of({a, e}), digit_bit(d));
              step.units = {static_cast<std::uint8_t>(18 + b), static_cast<std::uint8_t>(9 + col)};
              step.sentence = "Empty Rectangle on " + ds(d) + " in box " + ds(b + 1) + " (row " + ds(er_row + 1) +
                              ", column " + ds(er_col + 1) + ") with the pair " + cell_name(x) + "-" + cell_name(y) +
                              " in column " + ds(col + 1) + ": remove " + removal_text(step) + ".";
              if (out.add(std::move(step))) return;
            }
          }
          // Conjugate pair in a row outside the box, one end in the ER column.
          for (int row = 0; row < 9; ++row) {
            if (row / 3 == b / 3) continue;
            int a, e;
            if (!conjugate(s, d, row, a, e)) continue;
            for (int x : {a, e}) {
              const int y = x == a ? e : a;
              if (col_of(x) != er_col || col_of(y) / 3 == b % 3) continue;
              const int target = cell_at(er_row, col_of(y));
              if (!pos.test(target)) continue;
              Step step = make_step(Technique::kEmptyRectangle);
              step.eliminations.push_back({static_cast<std::uint8_t>(target), static_cast<std::uint8_t>(d)});
              add_cause(step, s, in_box | cells_of({a, e}), digit_bit(d));
              step.units = {static_cast<std::uint8_t>(18 + b), static_cast<std::uint8_t>(row)};
              step.sentence = "Empty Rectangle on " + ds(d) + " in box " + ds(b + 1) + " (row " + ds(er_row + 1) +
                              ", column " + ds(er_col + 1) + ") with the pair " + cell_name(x) + "-" + cell_name(y) +
                              " in row " + ds(row + 1) + ": remove " + removal_text(step) + ".";
              if (out.add(std::move(step))) return;
            }
          }
        }
      }
    }
  }
}

// [SECTION] Wings

void find_xy_wing(const State& s, Collector& out) {
  bool stop = false;
  s.bivalue.for_each([&](int p) {
    if (stop) return;
    const Mask pm = s.cands(p);
    const Bits81 wings = s.bivalue & peer_bits(p);
    wings.for_each([&](int a) {
      if (stop) return;
      const Mask am = s.cands(a);
      const Mask shared_a = static_cast<Mask>(am & pm);
      if (popcount(shared_a) != 1) return;
      const Mask z = static_cast<Mask>(am & ~pm);
      const Mask y = static_cast<Mask>(pm & ~shared_a);
      const Mask bm = static_cast<Mask>(y | z);
      wings.for_each([&](int b) {
        if (stop || b <= a || s.cands(b) != bm) return;
        const int zd = first_digit(z);
        const Bits81 elim = s.pos(zd) & peer_bits(a) & peer_bits(b);
        if (elim.none()) return;
        Step step = make_step(Technique::kXYWing);
        add_eliminations(step, elim, zd);
        add_cause(step, s, cells_of({p, a, b}), kAllDigits);
        step.sentence = "XY-Wing: pivot " + cell_name(p) + " (" + digits_text(pm) + ") with pincers " + cell_name(a) +
                        " (" + digits_text(am) + ") and " + cell_name(b) + " (" + digits_text(bm) +
                        "): one pincer is " + ds(zd) + ", so remove " + removal_text(step) + ".";
        stop = out.add(std::move(step));
      });
    });
  });
}

void find_xyz_wing(const State& s, Collector& out) {
  bool stop = false;
  s.empty.for_each([&](int p) {
    if (stop) return;
    const Mask pm = s.cands(p);
    if (popcount(pm) != 3) return;
    const Bits81 wings = s.bivalue & peer_bits(p);
    wings.for_each([&](int a) {
      if (stop) return;
      const Mask am = s.cands(a);
      if ((am & ~pm) != 0) return;
      wings.for_each([&](int b) {
        if (stop || b <= a) return;
        const Mask bm = s.cands(b);
        if ((bm & ~pm) != 0 || bm == am) return;
        const Mask z = static_cast<Mask>(am & bm);
        const int zd = first_digit(z);
        const Bits81 elim = s.pos(zd) & peer_bits(a) & peer_bits(b) & peer_bits(p);
        if (elim.none()) return;
        Step step = make_step(Technique::kXYZWing);
        add_eliminations(step, elim, zd);
        add_cause(step, s, cells_of({p, a, b}), kAllDigits);
        step.sentence = "XYZ-Wing: pivot " + cell_name(p) + " (" + digits_text(pm) + ") with " + cell_name(a) + " (" +
                        digits_text(am) + ") and " + cell_name(b) + " (" + digits_text(bm) + "): one of them is " +
                        ds(zd) + ", so remove " + removal_text(step) + ".";
        stop = out.add(std::move(step));
      });
    });
  });
}

namespace {

// A wing of n cells holding n digits in all: each digit but one (z) is
// restricted (its cells in the wing all see each other), so it fills at most
// one wing cell; n cells need n digits, so z is in the wing, and z leaves
// every cell that sees all the wing's z cells.
// Combinations of n cells among cells[0..k) (cells[0], the pivot, always in)
// whose candidates are exactly `digits`. True when the search should stop.
// Difficulty of a wing as Sukaku Explainer rates it. SE's WXYZ-/VWXYZ-Wing is
// a bivalue cell holding z and one restricted digit, plus n-1 cells that all
// see each other: 5.5 (n = 4) or 6.2 (n = 5), plus 0.1 per step the largest
// of those cells' candidate counts is closer to 3 ("middle sizes are harder").
// Other shapes SE finds only as chains: rated as an XY chain of 2n-2 nodes.
double wing_difficulty(const State& s, int n, const int* wing, int z) {
  for (int i = 0; i < n; ++i) {
    const Mask m = s.cands(wing[i]);
    if (popcount(m) != 2 || !(m & digit_bit(z))) continue;
    bool mutual = true;
    int biggest = 0;
    for (int a = 0; a < n; ++a) {
      if (a == i) continue;
      biggest = std::max(biggest, popcount(s.cands(wing[a])));
      for (int b = a + 1; b < n; ++b) {
        if (b != i && !sees(wing[a], wing[b])) mutual = false;
      }
    }
    if (!mutual) continue;
    const int off = biggest > 3 ? biggest - 3 : 3 - biggest;
    return n == 4 ? 5.5 + 0.1 * (1 - off) : 6.2 + 0.1 * (2 - off);
  }
  return 7.0 + chain_length_bonus(2 * n - 2);
}

void wing_sets(const State& s, std::vector<Step>& found, int n, Technique t, Mask digits, const int* cells, int k) {
  int idx[5] = {0, 1, 2, 3, 4};  // idx[0] stays 0: the pivot is in every wing
  while (true) {
    Mask all = 0;
    Bits81 set;
    for (int i = 0; i < n; ++i) {
      all |= s.cands(cells[idx[i]]);
      set.set(cells[idx[i]]);
    }
    if (all == digits) {
      int z = 0;
      int unrestricted = 0;
      for_each_digit(digits, [&](int d) {
        Bits81 with;
        for (int i = 0; i < n; ++i) {
          if (s.cands(cells[idx[i]]) & digit_bit(d)) with.set(cells[idx[i]]);
        }
        bool restricted = true;
        with.for_each([&](int c) {
          if (with.minus(peer_bits(c)).minus(Bits81::cell(c)).any()) restricted = false;
        });
        if (!restricted) {
          ++unrestricted;
          z = d;
        }
      });
      if (unrestricted == 1) {
        Bits81 zcells;
        for (int i = 0; i < n; ++i) {
          if (s.cands(cells[idx[i]]) & digit_bit(z)) zcells.set(cells[idx[i]]);
        }
        const Bits81 elim = (s.pos(z) & common_peers(zcells)).minus(set);
        if (elim.any()) {
          Step step = make_step(t);
          add_eliminations(step, elim, z);
          add_cause(step, s, set, digits);
          step.sentence = std::string(technique_name(t)) + ": " + cells_text(set) + " hold only " +
                          digits_text(digits) + ", and every digit but " + ds(z) + " can fill only one of them, so " +
                          ds(z) + " is in " + cells_text(zcells) + ": remove " + removal_text(step) + ".";
          int wing[5];
          for (int i = 0; i < n; ++i) wing[i] = cells[idx[i]];
          step.difficulty = wing_difficulty(s, n, wing, z);
          found.push_back(std::move(step));
        }
      }
    }
    int i = n - 1;
    while (i >= 1 && idx[i] == k - n + i) --i;
    if (i < 1) break;
    ++idx[i];
    for (int j = i + 1; j < n; ++j) idx[j] = idx[j - 1] + 1;
  }
}

void n_wing(const State& s, Collector& out, int n, Technique t) {
  // Every other wing cell sees the pivot (the pilot cell of the wing).
  std::vector<Step> found;
  s.empty.for_each([&](int pivot) {
    const Mask pm = s.cands(pivot);
    if (popcount(pm) < 2 || popcount(pm) > n) return;
    for (unsigned u = 0; u < 512; ++u) {
      if (__builtin_popcount(u) != n || (pm & ~u) != 0) continue;
      const auto digits = static_cast<Mask>(u);
      int cells[kCells];
      int k = 0;
      cells[k++] = pivot;
      (s.empty & peer_bits(pivot)).for_each([&](int c) {
        const Mask m = s.cands(c);
        if ((m & ~digits) == 0 && popcount(m) >= 2) cells[k++] = c;
      });
      if (k < n) continue;
      wing_sets(s, found, n, t, digits, cells, k);
    }
  });
  // Easiest first (the rating takes the first).
  std::stable_sort(found.begin(), found.end(),
                   [](const Step& a, const Step& b) { return a.difficulty < b.difficulty; });
  for (Step& step : found) {
    if (out.add(std::move(step))) return;
  }
}

}  // namespace

void find_wxyz_wing(const State& s, Collector& out) {
  if (s.rating) return find_se_wxyz_wing(s, out);  // SE's shape (techniques_als_wings.cpp)
  n_wing(s, out, 4, Technique::kWXYZWing);
}
void find_vwxyz_wing(const State& s, Collector& out) {
  if (s.rating) return find_se_vwxyz_wing(s, out);
  n_wing(s, out, 5, Technique::kVWXYZWing);
}

void find_w_wing(const State& s, Collector& out) {
  bool stop = false;
  s.bivalue.for_each([&](int a) {
    if (stop) return;
    const Mask m = s.cands(a);
    s.bivalue.for_each([&](int b) {
      if (stop || b <= a || s.cands(b) != m || sees(a, b)) return;
      for (int k = 0; k < 2 && !stop; ++k) {
        const int x = k == 0 ? first_digit(m) : first_digit(static_cast<Mask>(m & (m - 1)));
        const int y = first_digit(static_cast<Mask>(m & ~digit_bit(x)));
        const Bits81 elim = s.pos(y) & peer_bits(a) & peer_bits(b);
        if (elim.none()) continue;
        for (int u = 0; u < kUnits && !stop; ++u) {
          int p, q;
          if (!conjugate(s, x, u, p, q)) continue;
          for (int flip = 0; flip < 2 && !stop; ++flip) {
            const int pa = flip ? q : p;
            const int pb = flip ? p : q;
            if (pa == a || pa == b || pb == a || pb == b || !sees(pa, a) || !sees(pb, b)) continue;
            Step step = make_step(Technique::kWWing);
            add_eliminations(step, elim, y);
            add_cause(step, s, cells_of({a, b}), m);
            add_cause(step, s, cells_of({pa, pb}), digit_bit(x));
            step.units = {static_cast<std::uint8_t>(u)};
            step.sentence = "W-Wing: " + cell_name(a) + " and " + cell_name(b) + " hold " + digits_text(m) +
                            ", linked by the strong link on " + ds(x) + " " + cell_name(pa) + "-" + cell_name(pb) +
                            " in " + unit_name(u) + ": one of them is " + ds(y) + ", so remove " + removal_text(step) +
                            ".";
            stop = out.add(std::move(step));
          }
        }
      }
    });
  });
}

// [SECTION] Remote Pair

void find_remote_pair(const State& s, Collector& out) {
  Bits81 done;
  bool stop = false;
  s.bivalue.for_each([&](int start) {
    if (stop || done.test(start)) return;
    const Mask m = s.cands(start);
    // Breadth-first over bivalue cells with the same pair, recording distance.
    int dist[kCells];
    for (int& x : dist) x = -1;
    int queue[kCells];
    int qh = 0, qt = 0;
    queue[qt++] = start;
    dist[start] = 0;
    while (qh < qt) {
      const int c = queue[qh++];
      done.set(c);
      (s.bivalue & peer_bits(c)).for_each([&](int o) {
        if (dist[o] < 0 && s.cands(o) == m) {
          dist[o] = dist[c] + 1;
          queue[qt++] = o;
        }
      });
    }
    if (qt < 4) return;
    for (int i = 0; i < qt && !stop; ++i) {
      for (int j = i + 1; j < qt && !stop; ++j) {
        const int a = queue[i], b = queue[j];
        const int gap = dist[b] - dist[a];
        if (gap < 3 || (gap % 2) == 0) continue;  // opposite ends at least 3 links apart
        Step step = make_step(Technique::kRemotePair);
        const Bits81 common = peer_bits(a) & peer_bits(b);
        for_each_digit(m, [&](int d) { add_eliminations(step, s.pos(d) & common, d); });
        if (step.eliminations.empty()) continue;
        Bits81 chain;
        for (int k = 0; k < qt; ++k) chain.set(queue[k]);
        add_cause(step, s, chain, m);
        // As the X-Chain through the same cells on either digit (with naked
        // pairs run, every link of the chain is a strong link on both).
        step.difficulty = technique_difficulty(Technique::kRemotePair) + chain_length_bonus(gap + 1);
        step.sentence = "Remote Pair on " + digits_text(m) + ": " + cell_name(a) + " and " + cell_name(b) +
                        " are linked by a chain of cells holding only " + digits_text(m) +
                        " and hold different digits, so remove " + removal_text(step) + ".";
        stop = out.add(std::move(step));
      }
    }
  });
}

// [SECTION] Simple Colors

namespace {

// One cluster of d's conjugate links coloured in two alternating colours.
struct ColourPair {
  Bits81 colour[2];
  Bits81 sees[2];  // the cells that see some cell of each colour
};

// The clusters of d's strong links, each with both colours non-empty; a
// cluster with an odd cycle (a board with a contradiction) is left out.
std::vector<ColourPair> colour_pairs(const State& s, int d) {
  Bits81 linked[kCells];
  Bits81 in_graph;
  for (int u = 0; u < kUnits; ++u) {
    int a, b;
    if (!conjugate(s, d, u, a, b)) continue;
    linked[a].set(b);
    linked[b].set(a);
    in_graph.set(a);
    in_graph.set(b);
  }
  std::vector<ColourPair> pairs;
  Bits81 seen;
  in_graph.for_each([&](int start) {
    if (seen.test(start)) return;
    ColourPair p;
    int queue[kCells];
    int qh = 0, qt = 0;
    queue[qt++] = start;
    p.colour[0].set(start);
    seen.set(start);
    bool odd_cycle = false;
    while (qh < qt) {
      const int c = queue[qh++];
      const int k = p.colour[0].test(c) ? 0 : 1;
      linked[c].for_each([&](int o) {
        if (p.colour[k].test(o)) odd_cycle = true;
        if (seen.test(o)) return;
        seen.set(o);
        p.colour[1 - k].set(o);
        queue[qt++] = o;
      });
    }
    if (odd_cycle) return;
    for (int k = 0; k < 2; ++k) p.colour[k].for_each([&](int c) { p.sees[k] |= peer_bits(c); });
    pairs.push_back(p);
  });
  return pairs;
}

}  // namespace

void find_simple_colors(const State& s, Collector& out) {
  for (int d = 1; d <= 9; ++d) {
    const Bits81 pos = s.pos(d);
    for (const ColourPair& p : colour_pairs(s, d)) {
      const Bits81 all = p.colour[0] | p.colour[1];
      if (all.count() < 3) continue;  // one strong link alone: the simpler patterns' case
      // Color wrap: two cells of one colour see each other, so that colour is false.
      for (int k = 0; k < 2; ++k) {
        bool wrap = false;
        p.colour[k].for_each([&](int c) {
          if ((peer_bits(c) & p.colour[k]).any()) wrap = true;
        });
        if (!wrap) continue;
        Step step = make_step(Technique::kSimpleColors);
        add_eliminations(step, p.colour[k], d);
        add_coloured_cause(step, {p.colour[0], p.colour[1]}, d);
        step.sentence = "Simple Colors (color wrap) on " + ds(d) +
                        ": two cells of one colour see each other, so that "
                        "colour is false: remove " +
                        removal_text(step) + ".";
        if (out.add(std::move(step))) return;
      }
      // Color trap: a cell that sees both colours.
      const Bits81 elim = (pos & p.sees[0] & p.sees[1]).minus(all);
      if (elim.none()) continue;
      Step step = make_step(Technique::kSimpleColors);
      add_eliminations(step, elim, d);
      add_coloured_cause(step, {p.colour[0], p.colour[1]}, d);
      step.sentence = "Simple Colors (color trap) on " + ds(d) + ": the chain of strong links through " +
                      cells_text(all) + " makes one colour true; remove " + removal_text(step) + ", which " +
                      (elim.count() == 1 ? "sees" : "see") + " both colours.";
      if (out.add(std::move(step))) return;
    }
  }
}

// [SECTION] Multi Colors

// Two colour pairs A (a, A') and B (b, B') of one digit: in each pair one
// colour is true.
// Type 2: a colour of A sees both colours of B; one of B's is true, so that
// colour of A is false.
// Type 1: a cell of one colour of A sees a cell of one colour of B, so those
// two colours are not both true and one of the other two is; a candidate
// that sees both other colours is false.
void find_multi_colors(const State& s, Collector& out) {
  for (int d = 1; d <= 9; ++d) {
    const std::vector<ColourPair> pairs = colour_pairs(s, d);
    const Bits81 pos = s.pos(d);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      for (std::size_t j = 0; j < pairs.size(); ++j) {
        if (i == j) continue;
        const ColourPair& a = pairs[i];
        const ColourPair& b = pairs[j];
        // Type 2 (a sees both of b; b seeing both of a is the pair (j, i)).
        for (int k = 0; k < 2; ++k) {
          if ((a.sees[k] & b.colour[0]).none() || (a.sees[k] & b.colour[1]).none()) continue;
          Step step = make_step(Technique::kMultiColors);
          add_eliminations(step, a.colour[k], d);
          add_coloured_cause(step, {a.colour[0], a.colour[1], b.colour[0], b.colour[1]}, d);
          step.sentence = "Multi Colors 2 on " + ds(d) + ": " + cells_text(a.colour[k]) +
                          " (a colour of one chain of strong links) " + (a.colour[k].count() == 1 ? "sees" : "see") +
                          " both colours of another chain (" + cells_text(b.colour[0]) + "; " +
                          cells_text(b.colour[1]) + "), one of which holds " + ds(d) +
                          ", so that colour is false: remove " + removal_text(step) + ".";
          if (out.add(std::move(step))) return;
        }
        // Type 1 (symmetric in a and b: once per two pairs).
        if (j < i) continue;
        for (int k = 0; k < 2; ++k) {
          for (int l = 0; l < 2; ++l) {
            if ((a.sees[k] & b.colour[l]).none()) continue;
            const Bits81 elim = pos & a.sees[1 - k] & b.sees[1 - l];
            if (elim.none()) continue;
            Step step = make_step(Technique::kMultiColors);
            add_eliminations(step, elim, d);
            add_coloured_cause(step, {a.colour[0], a.colour[1], b.colour[0], b.colour[1]}, d);
            step.sentence = "Multi Colors 1 on " + ds(d) + ": " + cells_text(a.colour[k]) +
                            " (a colour of one chain of strong links) and " + cells_text(b.colour[l]) +
                            " (a colour of another) see each other, so they are not both true and the other colour "
                            "of one chain holds " +
                            ds(d) + " (" + cells_text(a.colour[1 - k]) + ", or " + cells_text(b.colour[1 - l]) +
                            "): remove " + removal_text(step) + ", which " + (elim.count() == 1 ? "sees" : "see") +
                            " both.";
            if (out.add(std::move(step))) return;
          }
        }
      }
    }
  }
}

}  // namespace sudoku::logic
