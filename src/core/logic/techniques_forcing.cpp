// techniques_forcing.cpp - tier 5, last resort: forcing chains.
//
// Each candidate is assumed true in turn and its consequences followed with
// the singles rules (a placed digit leaves its peers; a cell with one
// candidate gets it; a digit with one place in a unit goes there). Then:
//  - contradiction: the assumption empties a cell or a unit, so it is false;
//  - cell: every candidate of one cell leads to the same placement or
//    elimination, so that conclusion holds;
//  - unit: every place of a digit in one unit leads to the same conclusion.
// Each consequence remembers the placement that caused it, so a conclusion's
// chain is the set of placements it really depends on: that set is what the
// sentence shows and what the length bonus of the difficulty counts.
#include <algorithm>
#include <memory>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

constexpr std::uint8_t kNone = 255;

// The consequences of one assumption.
struct Branch {
  struct Entry {
    std::uint8_t cell, digit;
    std::uint8_t rule;  // 0 assumption, 1 naked single, 2 hidden single
    std::uint8_t unit;  // for hidden singles
  };
  std::array<Mask, kCells> cand{};
  std::array<Mask, kCells> orig{};
  std::array<std::uint8_t, kCells> value{};
  std::array<Bits81, 9> where{};
  std::array<Mask, kUnits> placed{};
  std::array<std::uint8_t, kCells * 9> removed_by{};  // log index that removed (cell, digit)
  std::array<Entry, kCells> log{};
  int nlog = 0;
  bool contradiction = false;
  int contradiction_at = 0;  // log size when it happened

  void init(const State& s) {
    for (int c = 0; c < kCells; ++c) {
      const auto i = static_cast<std::size_t>(c);
      value[i] = static_cast<std::uint8_t>(s.value(c));
      cand[i] = s.value(c) ? Mask{0} : s.cands(c);
      orig[i] = cand[i];
    }
    where = s.where;
    placed = s.placed;
    removed_by.fill(kNone);
  }

  void fail() {
    if (!contradiction) contradiction_at = nlog;
    contradiction = true;
  }

  void assign(int c, int d, std::uint8_t rule, int unit) {
    const auto i = static_cast<std::size_t>(c);
    if (contradiction) return;
    if (value[i] != 0) {
      if (value[i] != d) fail();
      return;
    }
    if (!(cand[i] & digit_bit(d))) {
      fail();
      return;
    }
    const auto idx = static_cast<std::uint8_t>(nlog);
    log[static_cast<std::size_t>(nlog++)] = {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d), rule,
                                             static_cast<std::uint8_t>(unit)};
    value[i] = static_cast<std::uint8_t>(d);
    for_each_digit(static_cast<Mask>(cand[i] & ~digit_bit(d)), [&](int e) {
      where[static_cast<std::size_t>(e - 1)].reset(c);
      removed_by[i * 9 + static_cast<std::size_t>(e - 1)] = idx;
    });
    where[static_cast<std::size_t>(d - 1)].reset(c);
    cand[i] = 0;
    for (int u : kCellUnits[i]) {
      if (placed[static_cast<std::size_t>(u)] & digit_bit(d)) fail();
      placed[static_cast<std::size_t>(u)] |= digit_bit(d);
    }
    const Bits81 hit = where[static_cast<std::size_t>(d - 1)] & peer_bits(c);
    where[static_cast<std::size_t>(d - 1)] = where[static_cast<std::size_t>(d - 1)].minus(hit);
    hit.for_each([&](int p) {
      const auto pi = static_cast<std::size_t>(p);
      cand[pi] = static_cast<Mask>(cand[pi] & ~digit_bit(d));
      removed_by[pi * 9 + static_cast<std::size_t>(d - 1)] = idx;
      if (cand[pi] == 0) fail();
    });
  }

  // Singles until nothing changes or a contradiction shows.
  void propagate() {
    bool progress = true;
    while (progress && !contradiction) {
      progress = false;
      for (int c = 0; c < kCells && !contradiction; ++c) {
        const Mask m = cand[static_cast<std::size_t>(c)];
        if (m != 0 && popcount(m) == 1) {
          assign(c, first_digit(m), 1, 0);
          progress = true;
        }
      }
      for (int u = 0; u < kUnits && !contradiction; ++u) {
        const Mask open = static_cast<Mask>(kAllDigits & ~placed[static_cast<std::size_t>(u)]);
        for_each_digit(open, [&](int d) {
          if (contradiction) return;
          const Bits81 w = where[static_cast<std::size_t>(d - 1)] & unit_bits(u);
          if (w.none()) {
            fail();
          } else if (w.count() == 1) {
            assign(w.first(), d, 2, u);
            progress = true;
          }
        });
      }
    }
  }

  bool is_on(int c, int d) const {
    return orig[static_cast<std::size_t>(c)] != 0 && value[static_cast<std::size_t>(c)] == d;
  }
  bool is_off(int c, int d) const {
    return (orig[static_cast<std::size_t>(c)] & digit_bit(d)) && value[static_cast<std::size_t>(c)] != d &&
           !(cand[static_cast<std::size_t>(c)] & digit_bit(d));
  }

  // Log indices the entry `i` depends on (its chain), as a 128-bit set.
  void ancestors(int i, std::uint64_t set[2]) const {
    if ((set[i / 64] >> (i % 64)) & 1u) return;
    set[i / 64] |= std::uint64_t{1} << (i % 64);
    const Entry& e = log[static_cast<std::size_t>(i)];
    auto dep = [&](int cell, int digit) {
      const std::uint8_t r = removed_by[static_cast<std::size_t>(cell) * 9 + static_cast<std::size_t>(digit - 1)];
      if (r != kNone) ancestors(r, set);
    };
    if (e.rule == 1) {
      for_each_digit(static_cast<Mask>(orig[e.cell] & ~digit_bit(e.digit)), [&](int x) { dep(e.cell, x); });
    } else if (e.rule == 2) {
      for (int q : kUnitCells[e.unit]) {
        if (q != e.cell && (orig[static_cast<std::size_t>(q)] & digit_bit(e.digit))) dep(q, e.digit);
      }
    }
  }

  // The chain behind a conclusion: placement (c,d) if on, elimination if off.
  void chain_of(int c, int d, bool on, std::uint64_t set[2]) const {
    if (on) {
      for (int i = 0; i < nlog; ++i) {
        if (log[static_cast<std::size_t>(i)].cell == c) {
          ancestors(i, set);
          return;
        }
      }
    } else {
      const std::uint8_t r = removed_by[static_cast<std::size_t>(c) * 9 + static_cast<std::size_t>(d - 1)];
      if (r != kNone) ancestors(r, set);
    }
  }

  std::string chain_text(const std::uint64_t set[2]) const {
    std::string r;
    int shown = 0;
    const int total = __builtin_popcountll(set[0]) + __builtin_popcountll(set[1]);
    for (int i = 0; i < nlog; ++i) {
      if (!((set[i / 64] >> (i % 64)) & 1u)) continue;
      ++shown;
      if (total > 8 && shown > 3 && shown <= total - 3) {
        if (shown == 4) r += " -> ...";
        continue;
      }
      if (!r.empty()) r += " -> ";
      const Entry& e = log[static_cast<std::size_t>(i)];
      r += placement_text({e.cell, e.digit});
    }
    return r;
  }
};

int set_size(const std::uint64_t set[2]) { return __builtin_popcountll(set[0]) + __builtin_popcountll(set[1]); }

std::unique_ptr<Branch> run(const State& s, int c, int d) {
  auto b = std::make_unique<Branch>();
  b->init(s);
  b->assign(c, d, 0, 0);
  b->propagate();
  return b;
}

// A conclusion shared by every branch of a group.
struct Found {
  bool on = false;
  int cell = -1, digit = 0;
  int length = 1 << 20;
};

// Best (shortest) common conclusion of a group of branches, if any.
Found common_conclusion(const State& s, const std::vector<std::unique_ptr<Branch>>& group) {
  Found best;
  for (int c = 0; c < kCells; ++c) {
    const Mask m = s.cands(c);
    if (m == 0) continue;
    for_each_digit(m, [&](int d) {
      for (int on = 0; on < 2; ++on) {
        bool all = true;
        for (const auto& b : group) {
          if (!(on ? b->is_on(c, d) : b->is_off(c, d))) {
            all = false;
            break;
          }
        }
        if (!all) continue;
        int length = 0;
        for (const auto& b : group) {
          std::uint64_t set[2] = {0, 0};
          b->chain_of(c, d, on != 0, set);
          length += set_size(set);
        }
        if (length < best.length) best = {on != 0, c, d, length};
      }
    });
  }
  return best;
}

Step group_step(const State& s, Technique t, const std::vector<std::unique_ptr<Branch>>& group,
                const std::vector<Candidate>& premises, const Found& f, const std::string& what) {
  Step step = make_step(t);
  if (f.on) {
    step.placements.push_back({static_cast<std::uint8_t>(f.cell), static_cast<std::uint8_t>(f.digit)});
  } else {
    step.eliminations.push_back({static_cast<std::uint8_t>(f.cell), static_cast<std::uint8_t>(f.digit)});
  }
  std::string branches;
  for (std::size_t i = 0; i < group.size(); ++i) {
    std::uint64_t set[2] = {0, 0};
    group[i]->chain_of(f.cell, f.digit, f.on, set);
    if (!branches.empty()) branches += "; ";
    branches += "if " + placement_text(premises[i]) + ": " + group[i]->chain_text(set);
    step.cause.push_back(premises[i]);
  }
  (void)s;
  const std::string concl = f.on ? cell_name(f.cell) + " is " + std::to_string(f.digit)
                                 : cell_name(f.cell) + " is not " + std::to_string(f.digit);
  step.difficulty = technique_difficulty(t) + chain_length_bonus(f.length);
  step.sentence = std::string(technique_name(t)) + ": " + what + "; each way " + concl + " (" + branches + ").";
  return step;
}

}  // namespace

void find_contradiction_chain(const State& s, Collector& out) {
  // Shortest contradiction first.
  struct Hit {
    int cell, digit, length;
  };
  std::vector<Hit> hits;
  s.empty.for_each([&](int c) {
    for_each_digit(s.cands(c), [&](int d) {
      auto b = run(s, c, d);
      if (b->contradiction) hits.push_back({c, d, b->contradiction_at});
    });
  });
  std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.length < b.length; });
  for (const Hit& h : hits) {
    auto b = run(s, h.cell, h.digit);
    Step step = make_step(Technique::kContradictionChain);
    step.eliminations.push_back({static_cast<std::uint8_t>(h.cell), static_cast<std::uint8_t>(h.digit)});
    step.cause.push_back({static_cast<std::uint8_t>(h.cell), static_cast<std::uint8_t>(h.digit)});
    std::uint64_t all[2] = {0, 0};
    for (int i = 0; i < b->nlog; ++i) all[i / 64] |= std::uint64_t{1} << (i % 64);
    step.difficulty = technique_difficulty(Technique::kContradictionChain) + chain_length_bonus(h.length);
    step.sentence = "Forcing Chain (contradiction): if " + cell_name(h.cell) + " were " + std::to_string(h.digit) +
                    ", then " + b->chain_text(all) + " leaves a cell or a unit without a digit, so remove " +
                    std::to_string(h.digit) + " from " + cell_name(h.cell) + ".";
    if (out.add(std::move(step))) return;
  }
}

void find_cell_forcing_chain(const State& s, Collector& out) {
  std::vector<Step> found;
  s.empty.for_each([&](int c) {
    const Mask m = s.cands(c);
    if (popcount(m) < 2) return;
    std::vector<std::unique_ptr<Branch>> group;
    std::vector<Candidate> premises;
    bool bad = false;
    for_each_digit(m, [&](int d) {
      if (bad) return;
      group.push_back(run(s, c, d));
      premises.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
      if (group.back()->contradiction) bad = true;  // a contradiction chain's job
    });
    if (bad) return;
    const Found f = common_conclusion(s, group);
    if (f.cell < 0) return;
    found.push_back(
        group_step(s, Technique::kCellForcingChain, group, premises, f, cell_name(c) + " is " + digits_text(m)));
  });
  std::stable_sort(found.begin(), found.end(),
                   [](const Step& a, const Step& b) { return a.difficulty < b.difficulty; });
  for (Step& st : found) {
    if (out.add(std::move(st))) return;
  }
}

void find_unit_forcing_chain(const State& s, Collector& out) {
  std::vector<Step> found;
  for (int u = 0; u < kUnits; ++u) {
    for (int d = 1; d <= 9; ++d) {
      const Bits81 w = s.pos(d) & unit_bits(u);
      if (w.count() < 2) continue;
      std::vector<std::unique_ptr<Branch>> group;
      std::vector<Candidate> premises;
      bool bad = false;
      w.for_each([&](int c) {
        if (bad) return;
        group.push_back(run(s, c, d));
        premises.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
        if (group.back()->contradiction) bad = true;
      });
      if (bad) continue;
      const Found f = common_conclusion(s, group);
      if (f.cell < 0) continue;
      found.push_back(group_step(s, Technique::kUnitForcingChain, group, premises, f,
                                 std::to_string(d) + " in " + unit_name(u) + " is at " + cells_text(w)));
    }
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Step& a, const Step& b) { return a.difficulty < b.difficulty; });
  for (Step& st : found) {
    if (out.add(std::move(st))) return;
  }
}

}  // namespace sudoku::logic
