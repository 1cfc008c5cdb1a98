// grid_finder.cpp - the frame as the largest sparse ink piece, refined by
// fitting each side to the frame's outer edge.
#include "vision/grid_finder.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "vision/binary.h"

namespace sudoku::vision {

namespace {

struct Line {  // a x + b y = c, with (a, b) a unit normal
  double a = 0, b = 0, c = 0;
};

// Least-squares line through `pts` (total least squares: the direction of
// largest spread).
std::optional<Line> fit_line(const std::vector<Point>& pts) {
  if (pts.size() < 2) return std::nullopt;
  double mx = 0, my = 0;
  for (const Point& p : pts) mx += p.x, my += p.y;
  mx /= static_cast<double>(pts.size()), my /= static_cast<double>(pts.size());
  double sxx = 0, sxy = 0, syy = 0;
  for (const Point& p : pts) {
    sxx += (p.x - mx) * (p.x - mx), sxy += (p.x - mx) * (p.y - my), syy += (p.y - my) * (p.y - my);
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);  // direction of the line
  Line l{-std::sin(angle), std::cos(angle), 0};
  l.c = l.a * mx + l.b * my;
  return l;
}

std::optional<Point> intersect(const Line& p, const Line& q) {
  const double det = p.a * q.b - p.b * q.a;
  if (std::fabs(det) < 1e-9) return std::nullopt;
  return Point{(p.c * q.b - p.b * q.c) / det, (p.a * q.c - p.c * q.a) / det};
}

// Fits the side from corner `from` to corner `to`: walks along it and, at each
// step, scans along the inward normal for the first pixel of the frame.
std::optional<Line> fit_side(const std::vector<std::int32_t>& labels, int width, int height, std::int32_t id,
                             Point from, Point to, Point inward) {
  const double dx = to.x - from.x, dy = to.y - from.y;
  const double length = std::hypot(dx, dy);
  const double reach = std::max(4.0, 0.06 * length);
  std::vector<Point> pts;
  const int steps = 40;
  for (int i = 3; i <= steps - 3; ++i) {
    const double t = static_cast<double>(i) / steps;
    const Point p{from.x + dx * t, from.y + dy * t};
    for (double s = -reach; s <= reach; s += 0.5) {
      const int x = static_cast<int>(std::lround(p.x + inward.x * s));
      const int y = static_cast<int>(std::lround(p.y + inward.y * s));
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      if (labels[static_cast<std::size_t>(y) * width + x] == id) {
        pts.push_back({x + 0.5, y + 0.5});
        break;
      }
    }
  }
  if (pts.size() < 8) return std::nullopt;
  auto line = fit_line(pts);
  // Drop the points far from the first fit (a digit or a headline touching
  // the frame), then fit again.
  for (int round = 0; round < 2 && line; ++round) {
    std::vector<double> dist;
    for (const Point& q : pts) dist.push_back(std::fabs(line->a * q.x + line->b * q.y - line->c));
    std::vector<double> sorted = dist;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<long>(sorted.size() / 2), sorted.end());
    const double keep = std::max(1.5, 2.5 * sorted[sorted.size() / 2]);
    std::vector<Point> kept;
    for (std::size_t i = 0; i < pts.size(); ++i) {
      if (dist[i] <= keep) kept.push_back(pts[i]);
    }
    if (kept.size() < 6) break;
    pts.swap(kept);
    line = fit_line(pts);
  }
  return line;
}

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

bool convex(const Quad& q) {
  for (int i = 0; i < 4; ++i) {
    if (cross(q[i], q[(i + 1) % 4], q[(i + 2) % 4]) <= 0) return false;
  }
  return true;
}

// The frame's corners: first its extreme pixels along the diagonals, then
// the crossings of lines fitted to its four outer edges.
std::optional<Quad> frame_outline(const std::vector<std::int32_t>& labels, int w, int h, std::int32_t id,
                                  const Component& frame) {
  // Rough corners: the frame's extreme pixels along the diagonals.
  Quad rough{};
  double ext[4] = {1e18, -1e18, -1e18, 1e18};  // min x+y, max x-y, max x+y, min x-y
  for (int y = frame.top; y <= frame.bottom; ++y) {
    for (int x = frame.left; x <= frame.right; ++x) {
      if (labels[static_cast<std::size_t>(y) * w + x] != id) continue;
      const double s = x + y, d = x - y;
      if (s < ext[0]) ext[0] = s, rough[0] = {x + 0.5, y + 0.5};
      if (d > ext[1]) ext[1] = d, rough[1] = {x + 0.5, y + 0.5};
      if (s > ext[2]) ext[2] = s, rough[2] = {x + 0.5, y + 0.5};
      if (d < ext[3]) ext[3] = d, rough[3] = {x + 0.5, y + 0.5};
    }
  }
  if (!convex(rough)) {
    return std::nullopt;
  }

  // Refined sides: lines fitted to the frame's outer edge.
  Point centre{0, 0};
  for (const Point& p : rough) centre.x += p.x / 4, centre.y += p.y / 4;
  std::optional<Line> sides[4];
  for (int i = 0; i < 4; ++i) {
    const Point a = rough[i], b = rough[(i + 1) % 4];
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    Point normal{-(b.y - a.y) / len, (b.x - a.x) / len};
    const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
    if (normal.x * (centre.x - mid.x) + normal.y * (centre.y - mid.y) < 0) normal = {-normal.x, -normal.y};
    sides[i] = fit_side(labels, w, h, id, a, b, normal);
  }
  Quad outline = rough;
  bool refined = true;
  for (int i = 0; i < 4 && refined; ++i) {
    // Corner i lies on side i-1 (from corner i-1 to i) and side i.
    const auto& before = sides[(i + 3) % 4];
    const auto& after = sides[i];
    if (!before || !after) {
      refined = false;
      break;
    }
    const auto p = intersect(*before, *after);
    if (!p || std::hypot(p->x - rough[i].x, p->y - rough[i].y) > 0.15 * std::min(frame.width(), frame.height())) {
      refined = false;
      break;
    }
    outline[i] = *p;
  }
  return refined && convex(outline) ? outline : rough;
}

// How much the inside of `outline` looks like a grid of `n` x `n` cells, in
// a rectified copy: the share of each inner line's length that is ink, less
// the same share along the middles of the cells (so that text, which is ink
// everywhere, scores low).
double gridness(const Image& image, const Quad& outline, int n = 9) {
  // About one rectified pixel per picture pixel (up to 40 a cell), so thin
  // lines are not stepped over.
  double perimeter = 0;
  for (int i = 0; i < 4; ++i)
    perimeter += std::hypot(outline[(i + 1) % 4].x - outline[i].x, outline[(i + 1) % 4].y - outline[i].y);
  const int kCell = std::clamp(static_cast<int>(perimeter / (4 * n)), 12, 40), kSide = n * kCell;
  const int band = std::max(2, kCell / 8);
  const Image ink = adaptive_threshold(rectify(image, outline, kSide), kCell + 1, 5);
  auto coverage = [&](int at0) {
    int across = 0, down = 0;
    for (int t = 0; t < kSide; ++t) {
      bool hit_v = false, hit_h = false;
      for (int d = -band; d <= band; ++d) {
        const int at = std::clamp(at0 + d, 0, kSide - 1);
        hit_v = hit_v || ink.at(at, t) != 0;
        hit_h = hit_h || ink.at(t, at) != 0;
      }
      across += hit_v ? 1 : 0;
      down += hit_h ? 1 : 0;
    }
    return static_cast<double>(across + down) / (2.0 * kSide);
  };
  double total = 0;
  for (int k = 1; k < n; ++k) total += coverage(k * kCell) - coverage(k * kCell + kCell / 2);
  return total / (n - 1);
}

// A grid's score to count as one (gridness), and the least for a doubtful one.
constexpr double kGrid = 0.45;
constexpr double kMaybeGrid = 0.25;

double area(const Component& c) { return static_cast<double>(c.width()) * c.height(); }

bool apart(const Component& a, const Component& b) {
  return a.right < b.left || b.right < a.left || a.bottom < b.top || b.bottom < a.top;
}

}  // namespace

GridSearch find_grid(const Image& image) {
  GridSearch result;
  const int w = image.width, h = image.height;
  const int shorter = std::min(w, h);
  if (shorter < 32) {
    result.why_not = "the picture is too small to hold a readable grid";
    return result;
  }
  const int block = (std::max(15, std::max(w, h) / 30)) | 1;
  const Image ink = adaptive_threshold(image, block, 6);
  std::vector<std::int32_t> labels;
  const std::vector<Component> parts = components(ink, &labels);

  // Candidates for the frame: large, roughly square, and sparse (lines, not
  // a filled blob); the largest that shows a grid's inner lines wins.
  std::vector<int> candidates;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Component& c = parts[i];
    if (c.width() < shorter / 5 || c.height() < shorter / 5) continue;
    const double aspect = static_cast<double>(c.width()) / c.height();
    if (aspect < 0.5 || aspect > 2.0) continue;
    if (c.pixels > 0.4 * static_cast<double>(c.width()) * c.height()) continue;
    candidates.push_back(static_cast<int>(i));
  }
  std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
    return static_cast<double>(parts[a].width()) * parts[a].height() >
           static_cast<double>(parts[b].width()) * parts[b].height();
  });
  if (candidates.size() > 6) candidates.resize(6);
  double best_score = 0;
  int found = -1;
  std::vector<Quad> outlines;
  for (int index : candidates) {
    auto outline = frame_outline(labels, w, h, index + 1, parts[index]);
    if (!outline) continue;
    std::optional<double> scored;
    if (found < 0) {
      scored = gridness(image, *outline);
      if (*scored < kGrid) {
        // A grid drawn without its outer frame (as some apps draw one): the
        // ends of its inner lines, not its corners, are the diagonals'
        // extremes, and the piece's box is the grid.
        const Component& c = parts[index];
        const Quad box{Point{static_cast<double>(c.left), static_cast<double>(c.top)},
                       Point{c.right + 1.0, static_cast<double>(c.top)}, Point{c.right + 1.0, c.bottom + 1.0},
                       Point{static_cast<double>(c.left), c.bottom + 1.0}};
        const double boxed = gridness(image, box);
        if (boxed > *scored) scored = boxed, outline = box;
      }
    }
    outlines.push_back(*outline);
    if (found >= 0) {
      // A second grid beside the first and nearly as large: which one the
      // player means is not for the reader to guess.
      if (apart(parts[index], parts[found]) && area(parts[index]) >= 0.5 * area(parts[found]) &&
          gridness(image, *outline) >= kGrid) {
        result.outline.reset();
        result.why_not = "two grids found in the picture (take a photo of one puzzle only)";
        return result;
      }
      continue;
    }
    const double score = *scored;
    if (score >= kGrid) {
      result.outline = outline;
      found = index;
      continue;
    }
    if (score > best_score) best_score = score, result.outline = outline;
  }
  if (found >= 0) return result;
  if (best_score < kMaybeGrid) {
    result.outline.reset();
    result.why_not = "no Sudoku grid found in the picture";
    // A grid of another size: its lines divide the frame evenly, not in 9.
    for (const Quad& outline : outlines) {
      for (int n : {4, 6, 8, 12, 16}) {
        if (gridness(image, outline, n) >= kGrid) {
          result.why_not = "the grid in the picture has " + std::to_string(n) + " x " + std::to_string(n) +
                           " cells; only 9 x 9 Sudoku grids can be read";
          return result;
        }
      }
    }
  }
  return result;
}

}  // namespace sudoku::vision
