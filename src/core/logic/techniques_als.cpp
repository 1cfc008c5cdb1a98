// techniques_als.cpp - tier 4: almost locked sets (ALS-XZ, ALS-XY-Wing) and
// Sue de Coq.
//
// An almost locked set (ALS) is N empty cells of one unit that hold N+1
// digits between them: take any one digit away and the rest are locked (each
// fills one of the cells). A single cell with two candidates is an ALS too.
//
// Two disjoint ALS A and B have a restricted common digit x when x is in
// both and every cell of A holding x sees every cell of B holding x: x can
// then be in A or in B, not in both.
//
//  - ALS-XZ: A and B share a restricted common x and another digit z. If z
//    were in neither, both would be locked without z, so x would be in A and
//    in B: impossible. So z is in A or B, and every cell that sees all their z
//    cells loses z. With two restricted commons (doubly linked) both sets are
//    locked: each of their other digits leaves the cells that see all of that
//    digit's cells in its set, and each restricted common the cells that see
//    all its cells in both.
//  - ALS-XY-Wing: a pivot ALS C shares x with A and y with B (x != y); A and
//    B share z. If z were in neither, x would be in A and y in B, so C would
//    lose both x and y: N cells with N-1 digits. So z is in A or B.
//  - Sue de Coq: two or three cells C where a box meets a line, holding
//    digits V (at least |C|+2 of them), plus cells D elsewhere in the line
//    and E elsewhere in the box, where D's digits and E's digits are apart
//    and C, D and E hold exactly as many digits as they have cells. Cells of C
//    and D see each other (the line), cells of C and E too (the box), and D
//    and E share no digit, so the pattern's cells hold distinct digits: each
//    of its digits is in it exactly once. A digit of D is in C or D (the
//    line): the rest of the line loses it; a digit of E likewise leaves the
//    rest of the box; a digit of V in neither D nor E is in C and leaves both.
//
// Sets are searched up to kMaxAlsCells cells; steps are reported easiest
// (fewest cells) first.
#include <algorithm>
#include <array>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

constexpr int kMaxAlsCells = 4;

struct Als {
  Bits81 cells;
  Mask digits = 0;
  std::array<Bits81, 9> by_digit{};  // the set's cells holding each digit
  int size = 0;
  Bits81 of(int d) const { return by_digit[static_cast<std::size_t>(d - 1)]; }
};

// Every cell of `a` sees every cell of `b`.
bool all_see(Bits81 a, Bits81 b) {
  bool ok = true;
  a.for_each([&](int c) {
    if (b.minus(peer_bits(c)).any()) ok = false;
  });
  return ok;
}

std::vector<Als> find_als(const State& s) {
  std::vector<Als> r;
  for (int u = 0; u < kUnits; ++u) {
    int cells[9];
    int n = 0;
    (unit_bits(u) & s.empty).for_each([&](int c) { cells[n++] = c; });
    for (unsigned sub = 1; sub < (1u << n); ++sub) {
      const int k = __builtin_popcount(sub);
      if (k > kMaxAlsCells || k >= n) continue;  // the whole unit is no ALS worth having
      Als a;
      for (int i = 0; i < n; ++i) {
        if (!((sub >> i) & 1u)) continue;
        a.cells.set(cells[i]);
        a.digits |= s.cands(cells[i]);
      }
      if (popcount(a.digits) != k + 1) continue;
      // Cells that lie in one row or column too are found there: keep one copy.
      if (u >= 18 && k > 1) {
        bool in_line = false;
        for (int l = 0; l < 18; ++l) in_line = in_line || unit_bits(l).contains(a.cells);
        if (in_line) continue;
      }
      a.size = k;
      for_each_digit(a.digits, [&](int d) { a.by_digit[static_cast<std::size_t>(d - 1)] = a.cells & s.pos(d); });
      r.push_back(a);
    }
  }
  return r;
}

// Restricted common digits of two disjoint sets.
Mask restricted_commons(const Als& a, const Als& b) {
  Mask r = 0;
  for_each_digit(static_cast<Mask>(a.digits & b.digits), [&](int x) {
    if (all_see(a.of(x), b.of(x))) r |= digit_bit(x);
  });
  return r;
}

// "{1,2,7}".
std::string set_text(Mask digits) {
  std::string r = "{";
  for_each_digit(digits, [&](int d) {
    if (r.size() > 1) r += ',';
    r += static_cast<char>('0' + d);
  });
  return r + "}";
}

std::string als_text(const Als& a) { return cells_text(a.cells) + " " + set_text(a.digits); }

std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }

// Eliminations of z: cells holding z that see every cell of `zcells`.
void eliminate_seeing(const State& s, Step& step, Bits81 zcells, int z) {
  add_eliminations(step, s.pos(z) & common_peers(zcells), z);
}

void sort_and_dedupe(Step& step) {
  auto& e = step.eliminations;
  std::sort(e.begin(), e.end(),
            [](Candidate a, Candidate b) { return a.digit != b.digit ? a.digit < b.digit : a.cell < b.cell; });
  e.erase(std::unique(e.begin(), e.end()), e.end());
}

void add_steps(std::vector<std::pair<int, Step>>& found, Collector& out) {
  std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& f : found) {
    if (out.add(std::move(f.second))) return;
  }
}

}  // namespace

void find_als_xz(const State& s, Collector& out) {
  const std::vector<Als> sets = find_als(s);
  std::vector<std::pair<int, Step>> found;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const Als& a = sets[i];
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      const Als& b = sets[j];
      const Mask common = a.digits & b.digits;
      if (popcount(common) < 2 || a.cells.intersects(b.cells)) continue;
      const Mask rcc = restricted_commons(a, b);
      if (rcc == 0) continue;
      Step step = make_step(Technique::kAlsXz);
      if (popcount(rcc) == 1) {
        for_each_digit(static_cast<Mask>(common & ~rcc),
                       [&](int z) { eliminate_seeing(s, step, a.of(z) | b.of(z), z); });
      } else {
        for_each_digit(rcc, [&](int x) { eliminate_seeing(s, step, a.of(x) | b.of(x), x); });
        for_each_digit(static_cast<Mask>(a.digits & ~rcc),
                       [&](int d) { add_eliminations(step, (s.pos(d) & common_peers(a.of(d))).minus(b.cells), d); });
        for_each_digit(static_cast<Mask>(b.digits & ~rcc),
                       [&](int d) { add_eliminations(step, (s.pos(d) & common_peers(b.of(d))).minus(a.cells), d); });
      }
      if (step.eliminations.empty()) continue;
      sort_and_dedupe(step);
      add_cause(step, s, a.cells | b.cells, static_cast<Mask>(a.digits | b.digits));
      const int x = first_digit(rcc);
      std::string why;
      if (popcount(rcc) == 1) {
        const int z = first_digit(static_cast<Mask>(common & ~rcc));
        why = std::to_string(x) + " can be in only one of them, so " +
              (popcount(static_cast<Mask>(common & ~rcc)) == 1
                   ? std::to_string(z) + " is"
                   : digits_text(static_cast<Mask>(common & ~rcc)) + " are each") +
              " in one of them";
      } else {
        why = "doubly linked by " + digits_text(rcc) + ", so both sets are locked";
      }
      step.sentence = "ALS-XZ: A = " + als_text(a) + " and B = " + als_text(b) + " share the restricted digit " +
                      std::to_string(x) + "; " + why + ": remove " + removal_text(step) + ".";
      found.emplace_back(a.size + b.size, std::move(step));
    }
  }
  add_steps(found, out);
}

void find_als_xy_wing(const State& s, Collector& out) {
  const std::vector<Als> sets = find_als(s);
  std::vector<std::pair<int, Step>> found;
  // Per pivot C: the sets joined to it by a restricted common.
  for (std::size_t ci = 0; ci < sets.size(); ++ci) {
    const Als& c = sets[ci];
    std::vector<std::pair<std::size_t, Mask>> partners;
    for (std::size_t i = 0; i < sets.size(); ++i) {
      if (i == ci || sets[i].cells.intersects(c.cells)) continue;
      const Mask rcc = restricted_commons(sets[i], c);
      if (rcc) partners.emplace_back(i, rcc);
    }
    for (std::size_t p = 0; p < partners.size(); ++p) {
      for (std::size_t q = p + 1; q < partners.size(); ++q) {
        const Als& a = sets[partners[p].first];
        const Als& b = sets[partners[q].first];
        if (a.cells.intersects(b.cells)) continue;
        // x joins A to C, y joins B to C, x != y.
        for_each_digit(partners[p].second, [&](int x) {
          for_each_digit(partners[q].second, [&](int y) {
            if (x == y) return;
            const Mask zs = static_cast<Mask>(a.digits & b.digits & ~digit_bit(x) & ~digit_bit(y));
            if (zs == 0) return;
            Step step = make_step(Technique::kAlsXyWing);
            for_each_digit(zs, [&](int z) { eliminate_seeing(s, step, a.of(z) | b.of(z), z); });
            if (step.eliminations.empty()) return;
            sort_and_dedupe(step);
            add_cause(step, s, a.cells | b.cells | c.cells, static_cast<Mask>(a.digits | b.digits | c.digits));
            step.sentence = "ALS-XY-Wing: C = " + als_text(c) + " shares " + std::to_string(x) +
                            " with A = " + als_text(a) + " and " + std::to_string(y) + " with B = " + als_text(b) +
                            "; C cannot lose both, so " + digits_text(zs) + " is in A or B: remove " +
                            removal_text(step) + ".";
            found.emplace_back(a.size + b.size + c.size, std::move(step));
          });
        });
      }
    }
  }
  add_steps(found, out);
}

void find_sue_de_coq(const State& s, Collector& out) {
  std::vector<std::pair<int, Step>> found;
  for (int box = 0; box < 9; ++box) {
    const Bits81 box_cells = unit_bits(18 + box) & s.empty;
    for (int line = 0; line < 18; ++line) {
      const Bits81 inter = box_cells & unit_bits(line);
      if (inter.count() < 2) continue;
      const Bits81 line_cells = unit_bits(line) & s.empty;
      // Subsets of `pool` of `lo` to 3 cells, with their digits.
      auto subsets = [&](Bits81 pool, int lo) {
        std::vector<std::pair<Bits81, Mask>> r;
        int cells[9];
        int n = 0;
        pool.for_each([&](int c) { cells[n++] = c; });
        for (unsigned sub = 1; sub < (1u << n); ++sub) {
          const int size = __builtin_popcount(sub);
          if (size < lo || size > 3) continue;
          Bits81 b;
          Mask m = 0;
          for (int i = 0; i < n; ++i) {
            if ((sub >> i) & 1u) {
              b.set(cells[i]);
              m |= s.cands(cells[i]);
            }
          }
          r.emplace_back(b, m);
        }
        return r;
      };
      // The rest of the line and of the box: sets of 1 to 3 cells; where
      // they meet: the core, 2 or 3 cells.
      const auto line_sets = subsets(line_cells.minus(inter), 1);
      const auto box_sets = subsets(box_cells.minus(inter), 1);
      for (const auto& [core, v] : subsets(inter, 2)) {
        const int nc = core.count();
        if (popcount(v) < nc + 2) continue;
        for (const auto& [dl, vl] : line_sets) {
          if (!(vl & v)) continue;
          for (const auto& [db, vb] : box_sets) {
            if ((vl & vb) || !(vb & v)) continue;
            const int cells_n = nc + dl.count() + db.count();
            if (popcount(static_cast<Mask>(v | vl | vb)) != cells_n) continue;
            Step step = make_step(Technique::kSueDeCoq);
            const Bits81 line_rest = line_cells.minus(core | dl);
            const Bits81 box_rest = box_cells.minus(core | db);
            for (int d = 1; d <= 9; ++d) {
              Bits81 hit;
              if ((vl | (v & ~vb)) & digit_bit(d)) hit |= line_rest & s.pos(d);
              if ((vb | (v & ~vl)) & digit_bit(d)) hit |= box_rest & s.pos(d);
              add_eliminations(step, hit, d);
            }
            if (step.eliminations.empty()) continue;
            add_cause(step, s, core | dl | db, static_cast<Mask>(v | vl | vb));
            step.units = {u8(18 + box), u8(line)};
            step.sentence = "Sue de Coq: " + cells_text(core) + " (where box " + std::to_string(box + 1) + " meets " +
                            unit_name(line) + ") hold " + set_text(v) + "; with " + cells_text(dl) + " " +
                            set_text(vl) + " in the " + (line < 9 ? "row" : "column") + " and " + cells_text(db) + " " +
                            set_text(vb) + " in the box, these " + std::to_string(cells_n) + " cells hold exactly " +
                            std::to_string(cells_n) + " digits: remove " + removal_text(step) + ".";
            found.emplace_back(cells_n, std::move(step));
          }
        }
      }
    }
  }
  add_steps(found, out);
}

}  // namespace sudoku::logic
