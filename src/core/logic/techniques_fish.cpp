// techniques_fish.cpp - tier 3: X-Wing, Swordfish, Jellyfish, and their
// finned and sashimi forms.
//
// A fish of size n on digit d: n base lines (rows, or columns) whose
// candidates for d lie in n cover lines (columns, or rows). Each base line
// holds d once, in n different cover lines, so d leaves the cover lines'
// other cells. A finned fish has extra base candidates (fins) in one box:
// either a fin is d, or the fish holds; the cells of the cover lines inside
// the fin box that are not in the base lines lose d either way.
#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

constexpr const char* kFishName[5] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};

// The cell at (base line i, cover line j) in the given orientation.
int at(bool rows, int i, int j) { return rows ? cell_at(i, j) : cell_at(j, i); }
int line_unit(bool rows, int i) { return rows ? i : 9 + i; }
int cover_unit(bool rows, int j) { return rows ? 9 + j : j; }

std::string lines_text(bool base_rows, unsigned lines) {
  std::string r = base_rows ? "rows " : "columns ";
  int n = __builtin_popcount(lines);
  int k = 0;
  for (int i = 0; i < 9; ++i) {
    if (!((lines >> i) & 1u)) continue;
    if (k > 0) r += (k + 1 == n) ? " and " : ", ";
    r += static_cast<char>('1' + i);
    ++k;
  }
  return r;
}

void fish(const State& s, Collector& out, int n, bool finned) {
  const Technique t = finned ? (n == 2   ? Technique::kFinnedXWing
                                : n == 3 ? Technique::kFinnedSwordfish
                                         : Technique::kFinnedJellyfish)
                             : (n == 2   ? Technique::kXWing
                                : n == 3 ? Technique::kSwordfish
                                         : Technique::kJellyfish);
  for (int d = 1; d <= 9; ++d) {
    const Bits81 pos = s.pos(d);
    for (bool rows : {true, false}) {
      unsigned lm[9];
      int lines[9];
      int k = 0;
      for (int i = 0; i < 9; ++i) {
        lm[i] = 0;
        for (int j = 0; j < 9; ++j) {
          if (pos.test(at(rows, i, j))) lm[i] |= 1u << j;
        }
        const int pc = __builtin_popcount(lm[i]);
        if (pc >= 1 && pc <= (finned ? n + 3 : n)) lines[k++] = i;
      }
      if (k < n) continue;
      const bool stop = for_each_combination(k, n, [&](const int* idx) {
        unsigned base = 0;
        unsigned uni = 0;
        Bits81 base_cells;
        for (int a = 0; a < n; ++a) {
          base |= 1u << lines[idx[a]];
          uni |= lm[lines[idx[a]]];
          base_cells |= pos & unit_bits(line_unit(rows, lines[idx[a]]));
        }
        const int un = __builtin_popcount(uni);
        if (!finned && un == n) {
          Step step = make_step(t);
          Bits81 cover_cells;
          for (int j = 0; j < 9; ++j) {
            if ((uni >> j) & 1u) cover_cells |= unit_bits(cover_unit(rows, j));
          }
          add_eliminations(step, (pos & cover_cells).minus(base_cells), d);
          if (!step.eliminations.empty()) {
            add_cause(step, s, base_cells, digit_bit(d));
            for (int i = 0; i < 9; ++i) {
              if ((base >> i) & 1u) step.units.push_back(static_cast<std::uint8_t>(line_unit(rows, i)));
            }
            for (int j = 0; j < 9; ++j) {
              if ((uni >> j) & 1u) step.units.push_back(static_cast<std::uint8_t>(cover_unit(rows, j)));
            }
            step.sentence = std::string(kFishName[n]) + " on " + std::to_string(d) + " in " + lines_text(rows, base) +
                            " (" + lines_text(!rows, uni) + "): remove " + removal_text(step) + ".";
            return out.add(std::move(step));
          }
        } else if (finned && un > n) {
          // Try each box that holds base candidates as the fin box.
          Bits81 tried;
          base_cells.for_each([&](int c) {
            if (out.done()) return;
            const int b = box_of(c);
            if (tried.test(b)) return;
            tried.set(b);
            const Bits81 box = unit_bits(18 + b);
            // Cover lines of the box's band/stack in the cover direction.
            unsigned box_cover = 0;
            for (int j = 0; j < 9; ++j) {
              if ((unit_bits(cover_unit(rows, j)) & box).any()) box_cover |= 1u << j;
            }
            unsigned c0 = 0;  // cover lines needed by base candidates outside the box
            for (int a = 0; a < n; ++a) {
              const int i = lines[idx[a]];
              const bool in_box = (unit_bits(line_unit(rows, i)) & box).any();
              c0 |= in_box ? (lm[i] & ~box_cover) : lm[i];
            }
            const int need = n - __builtin_popcount(c0);
            if (need < 0) return;
            const unsigned extra_pool = box_cover & ~c0;
            // Each subset of the box's cover lines of size `need`.
            for (unsigned e = extra_pool;; e = (e - 1) & extra_pool) {
              if (__builtin_popcount(e) == need) {
                const unsigned cover = c0 | e;
                Bits81 cover_cells;
                for (int j = 0; j < 9; ++j) {
                  if ((cover >> j) & 1u) cover_cells |= unit_bits(cover_unit(rows, j));
                }
                const Bits81 fins = base_cells.minus(cover_cells);
                if (fins.any() && box.contains(fins)) {
                  const Bits81 elim = (pos & cover_cells & box).minus(base_cells);
                  if (elim.any()) {
                    bool sashimi = false;
                    for (int a = 0; a < n; ++a) {
                      const Bits81 line = base_cells & unit_bits(line_unit(rows, lines[idx[a]]));
                      if (line.minus(fins).count() < 2) sashimi = true;
                    }
                    Step step = make_step(t);
                    add_eliminations(step, elim, d);
                    add_cause(step, s, base_cells, digit_bit(d));
                    // The fins are drawn apart from the fish's body.
                    for (const Candidate& k : step.cause) {
                      step.cause_colours.push_back(fins.test(k.cell) ? Step::kFinColour : 0);
                    }
                    for (int i = 0; i < 9; ++i) {
                      if ((base >> i) & 1u) step.units.push_back(static_cast<std::uint8_t>(line_unit(rows, i)));
                    }
                    for (int j = 0; j < 9; ++j) {
                      if ((cover >> j) & 1u) step.units.push_back(static_cast<std::uint8_t>(cover_unit(rows, j)));
                    }
                    step.sentence = std::string(sashimi ? "Sashimi " : "Finned ") + kFishName[n] + " on " +
                                    std::to_string(d) + " in " + lines_text(rows, base) + " (" +
                                    lines_text(!rows, cover) + ") with fin" + (fins.count() > 1 ? "s " : " ") +
                                    cells_text(fins) + ": remove " + removal_text(step) + ".";
                    if (out.add(std::move(step))) return;
                  }
                }
              }
              if (e == 0) break;
            }
          });
          return out.done();
        }
        return false;
      });
      if (stop) return;
    }
  }
}

}  // namespace

void find_x_wing(const State& s, Collector& out) { fish(s, out, 2, false); }
void find_swordfish(const State& s, Collector& out) { fish(s, out, 3, false); }
void find_jellyfish(const State& s, Collector& out) { fish(s, out, 4, false); }
void find_finned_x_wing(const State& s, Collector& out) { fish(s, out, 2, true); }
void find_finned_swordfish(const State& s, Collector& out) { fish(s, out, 3, true); }
void find_finned_jellyfish(const State& s, Collector& out) { fish(s, out, 4, true); }

}  // namespace sudoku::logic
