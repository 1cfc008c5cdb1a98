// reader.cpp - reading the cells and the solver-aided choice.
#include "vision/reader.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <set>
#include <utility>
#include <vector>

#include "core/solver.h"
#include "vision/locate.h"

namespace sudoku::vision {

namespace {

// At most this many doubtful cells, with at most kAlternatives readings each,
// take part in the search.
constexpr int kDoubtfulCells = 12;
constexpr int kAlternatives = 3;
// A reading less likely than this is no alternative.
constexpr float kLeastAlternative = 1e-3f;

struct Option {
  int value;
  double cost;  // -log(probability) beyond the cell's likeliest reading
};

int count_solutions(const Grid& grid) {
  if (!givens_consistent(grid)) return 0;
  return solve(grid, 2).count;
}

}  // namespace

Choice choose_reading(const std::array<Probabilities, 81>& cells, int max_checks) {
  Grid likeliest;
  std::vector<std::pair<int, std::vector<Option>>> doubtful;  // cell, its options (likeliest first)
  for (int c = 0; c < 81; ++c) {
    std::array<int, 10> order{};
    for (int v = 0; v < 10; ++v) order[v] = v;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return cells[c][a] > cells[c][b]; });
    likeliest.cells[c] = static_cast<std::uint8_t>(order[0]);
    std::vector<Option> options;
    const double top = std::log(static_cast<double>(std::max(1e-9f, cells[c][order[0]])));
    for (int k = 0; k < kAlternatives; ++k) {
      if (k > 0 && cells[c][order[k]] < kLeastAlternative) break;
      options.push_back({order[k], top - std::log(static_cast<double>(std::max(1e-9f, cells[c][order[k]])))});
    }
    if (options.size() > 1) doubtful.emplace_back(c, std::move(options));
  }
  std::sort(doubtful.begin(), doubtful.end(),
            [](const auto& a, const auto& b) { return a.second[1].cost < b.second[1].cost; });
  if (doubtful.size() > kDoubtfulCells) doubtful.resize(kDoubtfulCells);

  // Best-first search over the choices: a state picks one option per
  // doubtful cell; its successors move one cell to its next option.
  using State = std::vector<std::uint8_t>;
  auto cost_of = [&](const State& s) {
    double total = 0;
    for (std::size_t i = 0; i < s.size(); ++i) total += doubtful[i].second[s[i]].cost;
    return total;
  };
  std::priority_queue<std::pair<double, State>, std::vector<std::pair<double, State>>, std::greater<>> queue;
  std::set<State> seen;
  const State start(doubtful.size(), 0);
  queue.emplace(0.0, start);
  seen.insert(start);
  Choice result{likeliest, count_solutions(likeliest), 1};
  if (result.solutions == 1) return result;
  int checked = 1;
  while (!queue.empty() && checked < max_checks) {
    const State state = queue.top().second;
    queue.pop();
    if (state != start) {
      Grid grid = likeliest;
      for (std::size_t i = 0; i < state.size(); ++i) {
        grid.cells[doubtful[i].first] = static_cast<std::uint8_t>(doubtful[i].second[state[i]].value);
      }
      ++checked;
      if (count_solutions(grid) == 1) return {grid, 1, checked};
    }
    for (std::size_t i = 0; i < state.size(); ++i) {
      if (state[i] + 1u >= doubtful[i].second.size()) continue;
      State next = state;
      ++next[i];
      if (seen.insert(next).second) queue.emplace(cost_of(next), std::move(next));
    }
  }
  result.checked = checked;
  return result;
}

namespace {

// The shape of a mark against the grid's surely printed ones: its height
// over theirs (median), and its centre's offset from theirs in pixels of
// the rectified grid. Printed digits share a font and a place in the cell;
// handwritten ones vary. Means and spreads measured on the marks of the
// training split's mixed photos (printed: height 0.994 +- 0.044, offset
// 0.0 +- 1.47 across, 0.06 +- 1.64 down; handwritten: 0.861 +- 0.126,
// -1.37 +- 2.69, 1.83 +- 2.93).
struct Shape {
  double height, dx, dy;        // mean
  double s_height, s_dx, s_dy;  // spread
  double log_density(double h, double x, double y) const {
    auto term = [](double v, double mean, double spread) {
      const double z = (v - mean) / spread;
      return -0.5 * z * z - std::log(spread);
    };
    return term(h, height, s_height) + term(x, dx, s_dx) + term(y, dy, s_dy);
  }
};
constexpr Shape kPrintedShape{0.994, 0.0, 0.06, 0.044, 1.47, 1.64};
constexpr Shape kHandShape{0.861, -1.37, 1.83, 0.126, 2.69, 2.93};
// Surely printed marks that set the grid's reference (at least this many).
constexpr int kShapeReference = 5;
constexpr float kSurelyPrinted = 0.9f;

// Two inks of printed marks (weigh_by_ink): each within kFlatInk of its
// level, the paler below kPaleInk of the darker, the darker held by at
// least kInkGivens marks.
constexpr double kFlatInk = 0.1;
constexpr double kPaleInk = 0.8;
constexpr int kInkGivens = 12;

// weigh_by_company: a mark is surely handwritten above this; with none such
// in the grid, handwritten classes count this much.
constexpr float kSurelyHandwritten = 0.9f;
constexpr int kHandwrittenMarks = 2;
constexpr float kLoneHandwriting = 0.1f;

float printed_mass(const MarkProbabilities& m) {
  float sum = 0;
  for (int d = 1; d <= 9; ++d) sum += m[d];
  return sum;
}

}  // namespace

void weigh_by_shape(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks) {
  std::vector<double> heights, xs, ys;
  auto centre = [](const CellInk& ink, int c, double& x, double& y) {
    x = (ink.left + ink.right) / 2.0 - (c % 9 * kCellSide + kCellSide / 2.0);
    y = (ink.top + ink.bottom) / 2.0 - (c / 9 * kCellSide + kCellSide / 2.0);
  };
  for (int c = 0; c < 81; ++c) {
    if (!cells[c].has_ink || printed_mass(marks[c]) <= kSurelyPrinted) continue;
    double x = 0, y = 0;
    centre(cells[c], c, x, y);
    heights.push_back(cells[c].bottom - cells[c].top + 1);
    xs.push_back(x);
    ys.push_back(y);
  }
  if (static_cast<int>(heights.size()) < kShapeReference) return;
  auto median = [](std::vector<double>& v) {
    std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
    return v[v.size() / 2];
  };
  const double height = median(heights), mx = median(xs), my = median(ys);
  for (int c = 0; c < 81; ++c) {
    if (!cells[c].has_ink) continue;
    double x = 0, y = 0;
    centre(cells[c], c, x, y);
    const double h = (cells[c].bottom - cells[c].top + 1) / height;
    const double log_ratio = kPrintedShape.log_density(h, x - mx, y - my) - kHandShape.log_density(h, x - mx, y - my);
    const auto weight = static_cast<float>(std::exp(std::clamp(0.5 * log_ratio, -6.9, 6.9)));
    auto& m = marks[c];
    float total = m[0];
    for (int d = 1; d <= 9; ++d) total += (m[d] *= weight) + m[kHandwritten + d];
    for (float& v : m) v /= total;
  }
}

void weigh_by_company(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks) {
  int surely = 0;
  for (int c = 0; c < 81; ++c) {
    if (!cells[c].has_ink) continue;
    float hand = 0;
    for (int d = 1; d <= 9; ++d) hand += marks[c][kHandwritten + d];
    if (hand > kSurelyHandwritten) ++surely;
  }
  if (surely >= kHandwrittenMarks) return;
  for (int c = 0; c < 81; ++c) {
    if (!cells[c].has_ink) continue;
    auto& m = marks[c];
    float total = 0;
    for (int d = 1; d <= 9; ++d) m[kHandwritten + d] *= kLoneHandwriting;
    for (float v : m) total += v;
    for (float& v : m) v /= total;
  }
}

void weigh_by_ink(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks) {
  std::vector<int> inks;
  for (int c = 0; c < 81; ++c) {
    if (cells[c].has_ink && !cells[c].inverted && printed_mass(marks[c]) > 0.5f) inks.push_back(cells[c].ink);
  }
  if (static_cast<int>(inks.size()) < kInkGivens + 1) return;
  std::sort(inks.begin(), inks.end());
  const double top = inks[inks.size() * 9 / 10];
  std::vector<int> pale;
  int strong = 0;
  for (int v : inks) {
    if (v > top * (1 + kFlatInk)) return;  // the givens' ink is not one flat ink
    if (v >= top * (1 - kFlatInk)) {
      ++strong;
    } else if (v < top * kPaleInk) {
      pale.push_back(v);
    } else {
      return;  // between the two: no two inks
    }
  }
  if (strong < kInkGivens || pale.empty()) return;
  const double pale_mid = pale[pale.size() / 2];
  if (pale.front() < pale_mid * (1 - kFlatInk) || pale.back() > pale_mid * (1 + kFlatInk)) return;
  for (int c = 0; c < 81; ++c) {
    if (!cells[c].has_ink || cells[c].inverted || printed_mass(marks[c]) <= 0.5f || cells[c].ink >= top * kPaleInk)
      continue;
    for (int d = 1; d <= 9; ++d) marks[c][kHandwritten + d] += marks[c][d], marks[c][d] = 0;
  }
}

namespace {

/// The cells of `out.rectified`: their ink, probabilities, the likeliest
/// givens, the solver-aided choice, the player's digits and the doubtful
/// cells.
void read_cells(Reading& out) {
  out.cells = extract_cells(out.rectified);
  for (int c = 0; c < 81; ++c) {
    out.marks[c] = out.cells[c].has_ink ? classify_mark(out.cells[c].crop) : blank_mark();
  }
  weigh_by_shape(out.cells, out.marks);
  weigh_by_ink(out.cells, out.marks);
  weigh_by_company(out.cells, out.marks);
  for (int c = 0; c < 81; ++c) {
    out.probabilities[c] = as_givens(out.marks[c]);
    const auto& p = out.probabilities[c];
    out.likeliest.cells[c] = static_cast<std::uint8_t>(std::max_element(p.begin(), p.end()) - p.begin());
  }
  out.choice = choose_reading(out.probabilities);
  // A player's digit is alone in its cell, written about as tall as a given
  // (by hand on paper, or typed in an app). A mark under 0.85 of the givens'
  // median height with two or more marks apart from it in its cell is an
  // app's pencilled candidate (a 5 in the middle of the cell's candidates).
  std::vector<int> given_heights;
  for (int c = 0; c < 81; ++c) {
    const CellInk& ink = out.cells[c];
    if (out.choice.grid.cells[c] != 0 && ink.has_ink) given_heights.push_back(ink.bottom - ink.top + 1);
  }
  int median_given = 0;
  if (given_heights.size() >= 5) {
    std::nth_element(given_heights.begin(), given_heights.begin() + given_heights.size() / 2, given_heights.end());
    median_given = given_heights[given_heights.size() / 2];
  }
  out.player = Grid{};
  for (int c = 0; c < 81; ++c) {
    const auto& m = out.marks[c];
    const int given = out.choice.grid.cells[c];
    const CellInk& ink = out.cells[c];
    const bool candidate = ink.has_ink && ink.others >= 2 && (ink.bottom - ink.top + 1) * 20 < median_given * 17;
    int player = 0;
    if (given == 0 && m[0] < 0.5f && !candidate) {
      float best = 0;
      for (int d = 1; d <= 9; ++d) {
        if (m[d] + m[kHandwritten + d] > best) best = m[d] + m[kHandwritten + d], player = d;
      }
    }
    out.player.cells[c] = static_cast<std::uint8_t>(player);
    // A candidate is surely no digit of the player's.
    out.confidence[c] = given != 0 ? m[given] : player != 0 ? m[kHandwritten + player] : candidate ? 1.0f : m[0];
    out.doubtful[c] = out.confidence[c] < 0.9f || given != out.likeliest.cells[c];
  }
}

/// How sure the classifier is of the marks it read: the mean probability of
/// each inked cell's likeliest reading.
double sureness(const Reading& r) {
  double total = 0;
  int inked = 0;
  for (int c = 0; c < 81; ++c) {
    if (!r.cells[c].has_ink) continue;
    total += static_cast<double>(*std::max_element(r.probabilities[c].begin(), r.probabilities[c].end()));
    ++inked;
  }
  return inked == 0 ? 0.0 : total / inked;
}

/// `image` turned a quarter clockwise.
Image quarter_turn(const Image& image) {
  Image out(image.height, image.width);
  for (int y = 0; y < image.height; ++y) {
    for (int x = 0; x < image.width; ++x) out.at(image.height - 1 - y, x) = image.at(x, y);
  }
  return out;
}

}  // namespace

Reading read_puzzle(const Image& picture) {
  Reading out;
  Located located = locate_grid(picture);
  if (!located.found) {
    out.why_not = located.why_not;
    return out;
  }
  out.found = true;
  out.outline = located.outline;
  out.rectified = std::move(located.rectified);
  read_cells(out);
  // A grid on its side or upside down (a photo turned by its orientation
  // tag, or taken sideways) reads as unsure marks, or as handwritten digits,
  // without givens that have one solution: the grid turned by a quarter, a
  // half and three quarters is read too, and a turn whose givens have one
  // solution is taken instead (the surest of several). A wrong turn's marks
  // almost never read as 17 or more printed givens with one solution.
  if (out.choice.solutions != 1) {
    Reading turned = out;
    for (int quarter = 1; quarter < 4; ++quarter) {
      turned.rectified = quarter_turn(turned.rectified);
      // Its top-left corner was the bottom-left one.
      std::rotate(turned.outline.begin(), turned.outline.begin() + 3, turned.outline.end());
      read_cells(turned);
      if (turned.choice.solutions == 1 && (out.choice.solutions != 1 || sureness(turned) > sureness(out))) out = turned;
    }
  }
  return out;
}

}  // namespace sudoku::vision
