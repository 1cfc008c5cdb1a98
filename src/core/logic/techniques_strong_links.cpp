// techniques_strong_links.cpp - Sukaku Explainer's "2, 3 and 4 Strong Links"
// (single-digit chains of exactly that many strong links: for two, its
// skyscrapers, kites and empty rectangles), for the rating.
//
// A strong link is a unit where the digit has two places: two cells, or two
// groups (a line whose places lie in two of its box segments; a box whose
// places lie in one row and one column through it, an "empty rectangle").
// The links' units hold disjoint places. Consecutive links are joined where
// one's end and the next one's start share a unit; the chain's two free ends
// then hold the digit at least once, so it leaves the cells that see both
// ends (outside the links' and the joints' units). When the free ends share
// a unit too, the chain is a loop (X-Loop): the digit also leaves the cells
// that see both sides of each joint.
//
// Rated as Sukaku Explainer rates them: 4.0 for two links, 5.4 for three,
// 5.8 for four,
// plus 0.3 with a grouped link, else 0.2 when the links are a box and lines
// of both kinds, 0.1 for any other mix (box and lines of one kind, or rows
// and columns), 0 when all are parallel lines. The easiest chain wins, then
// the one that removes most.
#include <algorithm>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

struct Link {
  int unit;
  Bits81 ends[2];
  Bits81 places;  // every place of the digit in the unit
  bool grouped;
};

// The unit (column first, then row, then box, as SE looks) holding every
// cell of `cells`, or -1.
int shared_unit(Bits81 cells) {
  const int c = cells.first();
  for (int u : {9 + col_of(c), row_of(c), 18 + box_of(c)}) {
    if (unit_bits(u).contains(cells)) return u;
  }
  return -1;
}

std::vector<Link> links_of(const State& s, int d) {
  std::vector<Link> r;
  const Bits81 pos = s.pos(d);
  for (int u = 0; u < kUnits; ++u) {
    const Bits81 p = pos & unit_bits(u);
    const int n = p.count();
    if (n < 2 || n > 6) continue;
    if (n == 2) {
      const int a = p.first();
      const Bits81 b = p.minus(Bits81::cell(a));
      if (u >= 18 && shared_unit(p) < 18) continue;  // two cells of a box in one line: that line's link
      r.push_back({u, {Bits81::cell(a), b}, p, false});
      continue;
    }
    if (u < 18) {
      // A line: places in exactly two of its three box segments.
      Bits81 seg[3];
      int filled = 0;
      for (int k = 0; k < 3; ++k) {
        const int box = u < 9 ? (u / 3) * 3 + k : k * 3 + (u - 9) / 3;
        seg[k] = p & unit_bits(18 + box);
        filled += seg[k].any();
      }
      if (filled != 2) continue;
      Bits81 two[2];
      int i = 0;
      for (const Bits81& sgm : seg) {
        if (sgm.any()) two[i++] = sgm;
      }
      r.push_back({u, {two[0], two[1]}, p, true});
      continue;
    }
    // A box: the first heart (in reading order) whose row and column hold
    // every place; the row's places and the column's places are the ends.
    for (int h : kUnitCells[static_cast<std::size_t>(u)]) {
      const Bits81 row = unit_bits(row_of(h)), col = unit_bits(9 + col_of(h));
      if (!(row | col).contains(p)) continue;
      const Bits81 heart = Bits81::cell(h);
      Bits81 a = (p & row).minus(heart), b = (p & col).minus(heart);
      if (a.none() || b.none()) break;
      if (p.test(h)) {
        if (a.count() == 2) {
          a |= heart;
        } else if (b.count() == 2) {
          b |= heart;
        } else {
          break;
        }
      }
      r.push_back({u, {a, b}, p, true});
      break;
    }
  }
  return r;
}

struct Found {
  int difficulty = 0;  // tenths
  int removals = 0;
  Step step;
};

struct Search {
  const State& s;
  int d;
  int k;
  const std::vector<Link>& links;
  std::vector<int> chain;   // link index * 2 + orientation (0: ends[0] first)
  std::vector<int> joints;  // the unit each joint shares
  Found& best;

  Bits81 first_end(int li) const { return links[static_cast<std::size_t>(li / 2)].ends[li % 2]; }
  Bits81 last_end(int li) const { return links[static_cast<std::size_t>(li / 2)].ends[1 - li % 2]; }

  int difficulty() const {
    bool grouped = false, box = false, rows = false, cols = false;
    for (int li : chain) {
      const Link& l = links[static_cast<std::size_t>(li / 2)];
      grouped = grouped || l.grouped;
      (l.unit >= 18 ? box : l.unit < 9 ? rows : cols) = true;
    }
    const int base = k == 2 ? 40 : k == 3 ? 54 : 58;
    if (grouped) return base + 3;
    if (box && rows && cols) return base + 2;
    if (!box && (rows != cols)) return base;
    return base + 1;
  }

  void finish() {
    const Bits81 start = first_end(chain.front()), end = last_end(chain.back());
    Bits81 links_cells;
    for (int li : chain) links_cells |= unit_bits(links[static_cast<std::size_t>(li / 2)].unit);
    const Bits81 pos = s.pos(d);
    Bits81 elim;
    const int ring = shared_unit(start | end);
    elim = (pos & common_peers(start) & common_peers(end)).minus(start | end).minus(links_cells);
    if (ring < 0) {
      for (int u : joints) elim = elim.minus(unit_bits(u));
    } else {
      for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
        const Bits81 x = last_end(chain[i]), y = first_end(chain[i + 1]);
        elim |= (pos & common_peers(x) & common_peers(y)).minus(x | y).minus(links_cells);
      }
    }
    if (elim.none()) return;
    const int difficulty = this->difficulty();
    const int removals = elim.count();
    if (best.difficulty != 0 &&
        (difficulty > best.difficulty || (difficulty == best.difficulty && removals <= best.removals))) {
      return;
    }
    Step step = make_step(k == 2   ? Technique::kStrongLinks2
                          : k == 3 ? Technique::kStrongLinks3
                                   : Technique::kStrongLinks4);
    add_eliminations(step, elim, d);
    std::string text;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      const Link& l = links[static_cast<std::size_t>(chain[i] / 2)];
      if (i > 0) text += " - ";
      text += cells_text(first_end(chain[i])) + " = " + cells_text(last_end(chain[i])) + " (" + unit_name(l.unit) + ")";
      add_cause(step, s, l.ends[0] | l.ends[1], digit_bit(d));
      step.units.push_back(static_cast<std::uint8_t>(l.unit));
    }
    step.difficulty = difficulty / 10.0;
    step.sentence = std::to_string(k) + " Strong Links on " + std::to_string(d) + (ring >= 0 ? " (loop): " : ": ") +
                    text + ": remove " + removal_text(step) + ".";
    best = {difficulty, removals, std::move(step)};
  }

  void extend(Bits81 used) {
    if (static_cast<int>(chain.size()) == k) {
      finish();
      return;
    }
    const Bits81 tail = last_end(chain.back());
    for (std::size_t i = 0; i < links.size(); ++i) {
      const Link& l = links[i];
      if (l.places.intersects(used)) continue;
      for (int o = 0; o < 2; ++o) {
        const int li = static_cast<int>(i) * 2 + o;
        const int joint = shared_unit(tail | first_end(li));
        if (joint < 0) continue;
        chain.push_back(li);
        joints.push_back(joint);
        extend(used | l.places);
        chain.pop_back();
        joints.pop_back();
      }
    }
  }
};

void strong_links(const State& s, Collector& out, int k) {
  Found best;
  for (int d = 1; d <= 9; ++d) {
    const std::vector<Link> links = links_of(s, d);
    if (static_cast<int>(links.size()) < k) continue;
    Search search{s, d, k, links, {}, {}, best};
    for (std::size_t i = 0; i < links.size(); ++i) {
      for (int o = 0; o < 2; ++o) {
        search.chain = {static_cast<int>(i) * 2 + o};
        search.extend(links[i].places);
      }
    }
  }
  if (best.difficulty != 0) out.add(std::move(best.step));
}

}  // namespace

void find_strong_links_2(const State& s, Collector& out) { strong_links(s, out, 2); }
void find_strong_links_3(const State& s, Collector& out) { strong_links(s, out, 3); }
void find_strong_links_4(const State& s, Collector& out) { strong_links(s, out, 4); }

}  // namespace sudoku::logic
