// cells.cpp - finding the digit in each cell and cropping it.
#include "vision/cells.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "vision/binary.h"

namespace sudoku::vision {

namespace {

// Cuts the cell region [x0, x1) x [y0, y1) out of `ink`.
Image cut(const Image& ink, int x0, int y0, int x1, int y1) {
  Image out(x1 - x0, y1 - y0);
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) out.at(x - x0, y - y0) = ink.at(x, y);
  }
  return out;
}

void crop_digit(const Image& grey, const Image& cell_ink, int x0, int y0, const std::vector<std::int32_t>& labels,
                const std::vector<bool>& chosen, CellInk& out) {
  // Paper: a light percentile of the cell; ink: a dark percentile of the mark.
  std::vector<int> paper, mark;
  for (int y = 0; y < cell_ink.height; ++y) {
    for (int x = 0; x < cell_ink.width; ++x) {
      const int v = grey.at(x0 + x, y0 + y);
      const std::int32_t l = labels[static_cast<std::size_t>(y) * cell_ink.width + x];
      (l > 0 && chosen[l - 1] ? mark : paper).push_back(v);
    }
  }
  std::sort(paper.begin(), paper.end());
  std::sort(mark.begin(), mark.end());
  const double bg = paper.empty() ? 255 : paper[paper.size() * 7 / 10];
  const double fg = mark.empty() ? 0 : mark[mark.size() / 5];
  const double span = std::max(16.0, bg - fg);
  out.ink = mark.empty() ? 0 : 255 - mark[mark.size() / 20];

  const int bw = out.right - out.left + 1, bh = out.bottom - out.top + 1;
  const double scale = static_cast<double>(kDigitBox) / std::max(bw, bh);
  const double ox = (kCrop - bw * scale) / 2, oy = (kCrop - bh * scale) / 2;
  for (int v = 0; v < kCrop; ++v) {
    for (int u = 0; u < kCrop; ++u) {
      // Average a 2 x 2 grid of samples per crop pixel (bilinear each).
      double sum = 0;
      for (int sy = 0; sy < 2; ++sy) {
        for (int sx = 0; sx < 2; ++sx) {
          const double gx = out.left + (u + 0.25 + 0.5 * sx - ox) / scale - 0.5;
          const double gy = out.top + (v + 0.25 + 0.5 * sy - oy) / scale - 0.5;
          if (gx < out.left - 0.5 || gy < out.top - 0.5 || gx > out.right + 0.5 || gy > out.bottom + 0.5) continue;
          const int ix = std::clamp(static_cast<int>(std::floor(gx)), 0, grey.width - 2);
          const int iy = std::clamp(static_cast<int>(std::floor(gy)), 0, grey.height - 2);
          const double ax = std::clamp(gx - ix, 0.0, 1.0), ay = std::clamp(gy - iy, 0.0, 1.0);
          const double p = (grey.at(ix, iy) * (1 - ax) + grey.at(ix + 1, iy) * ax) * (1 - ay) +
                           (grey.at(ix, iy + 1) * (1 - ax) + grey.at(ix + 1, iy + 1) * ax) * ay;
          sum += std::clamp((bg - p) / span, 0.0, 1.0);
        }
      }
      out.crop[static_cast<std::size_t>(v) * kCrop + u] = static_cast<std::uint8_t>(std::lround(sum / 4 * 255));
    }
  }
}

// Clears the grid's lines from an ink mask: every horizontal or vertical run
// of ink longer than most of a cell (no digit is that wide or tall).
void erase_lines(Image& ink) {
  const int longest = kCellSide * 7 / 10;
  Image keep = ink;
  for (int pass = 0; pass < 2; ++pass) {
    const bool rows = pass == 0;
    for (int a = 0; a < kRectifiedSide; ++a) {
      int start = -1;
      for (int b = 0; b <= kRectifiedSide; ++b) {
        const bool on = b < kRectifiedSide && (rows ? ink.at(b, a) : ink.at(a, b)) != 0;
        if (on && start < 0) start = b;
        if (!on && start >= 0) {
          if (b - start >= longest) {
            for (int k = start; k < b; ++k) (rows ? keep.at(k, a) : keep.at(a, k)) = 0;
          }
          start = -1;
        }
      }
    }
  }
  ink = std::move(keep);
}

// A cell's ground: the median grey of [x0, x0 + side) x [y0, y0 + side),
// and the share of its pixels within kFlatFill of it (a flat colour's).
struct Ground {
  int median = 0;
  double flat = 0;
};

constexpr int kFlatFill = 3;

Ground ground_of(const Image& grey, int x0, int y0, int side) {
  std::array<int, 256> count{};
  for (int y = y0; y < y0 + side; ++y) {
    for (int x = x0; x < x0 + side; ++x) ++count[grey.at(x, y)];
  }
  const int total = side * side;
  int median = 0, seen = count[0];
  while (seen <= total / 2) seen += count[++median];
  int near = 0;
  for (int v = std::max(0, median - kFlatFill); v <= std::min(255, median + kFlatFill); ++v) near += count[v];
  return {median, static_cast<double>(near) / total};
}

// A flat fill (half of its pixels within kFlatFill of its median) this far
// from the grid's paper and from a neighbouring cell's ground is a cell
// coloured by an app (selected, highlighted, painted): its mark is told from
// its own ground. (Light that changes across a photo changes from cell to
// cell by less.)
constexpr int kFillEdge = 24;
// Ink in a filled cell: at least this far from the fill, darker or lighter.
constexpr int kInkFromFill = 32;

// The ink of a filled cell's region against its own ground (the
// neighbourhood's mean, which the threshold uses, mixes the fill with the
// cells around it and takes the fill's edge or all of it for ink): the
// pixels beyond halfway from the fill to the darkest one, or to the
// lightest one when that lies further (a light digit on a dark selection;
// its pixels in `grey` are then turned dark on light).
Image fill_ink(Image& grey, int x0, int y0, int side, int fill, bool& inverted) {
  int darkest = 255, lightest = 0;
  for (int y = y0; y < y0 + side; ++y) {
    for (int x = x0; x < x0 + side; ++x) {
      darkest = std::min<int>(darkest, grey.at(x, y));
      lightest = std::max<int>(lightest, grey.at(x, y));
    }
  }
  const bool light = lightest - fill > fill - darkest;
  Image ink(side, side);
  inverted = false;
  if (std::max(lightest - fill, fill - darkest) < kInkFromFill) return ink;
  const int cut_at = light ? (fill + lightest) / 2 : (fill + darkest) / 2;
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      const int v = grey.at(x0 + x, y0 + y);
      ink.at(x, y) = light ? v > cut_at : v < cut_at;
    }
  }
  inverted = light;
  if (light) {
    for (int y = y0; y < y0 + side; ++y) {
      for (int x = x0; x < x0 + side; ++x) grey.at(x, y) = static_cast<std::uint8_t>(255 - grey.at(x, y));
    }
  }
  return ink;
}

// True when `cell` is filled with a colour of its own (kFillEdge).
bool is_filled(const std::array<Ground, 81>& grounds, int paper, int cell) {
  const Ground& g = grounds[cell];
  if (std::abs(g.median - paper) <= kFillEdge || g.flat < 0.5) return false;
  const int r = cell / 9, c = cell % 9;
  for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
    if (r + dr < 0 || r + dr > 8 || c + dc < 0 || c + dc > 8) continue;
    if (std::abs(grounds[(r + dr) * 9 + c + dc].median - g.median) > kFillEdge) return true;
  }
  return false;
}

}  // namespace

/// CellInk::others: the parts of `cell` in `grey` darker than `paper` by a
/// fifth of its level or more (pale pencil marks too), not touching the
/// cell's sides (what is left of the grid's lines), from 0.4 to 1.15 of
/// `height` tall, whose middles are a quarter of a cell or more from
/// (mx, my): the most of them whose heights are within a pixel of one
/// another (candidates are drawn in one size).
int marks_apart(const Image& grey, int paper, int cell, double mx, double my, int height) {
  const int x0 = (cell % 9) * kCellSide, y0 = (cell / 9) * kCellSide;
  Image dark(kCellSide, kCellSide);
  for (int y = 0; y < kCellSide; ++y) {
    for (int x = 0; x < kCellSide; ++x) dark.at(x, y) = grey.at(x0 + x, y0 + y) * 5 < paper * 4 ? 255 : 0;
  }
  std::array<int, kCellSide + 2> by_height{};
  for (const Component& c : components(dark, nullptr)) {
    if (c.left == 0 || c.top == 0 || c.right == kCellSide - 1 || c.bottom == kCellSide - 1) continue;
    if (c.height() * 5 < height * 2 || c.height() * 20 > height * 23 || c.pixels < 4) continue;
    const double dx = x0 + (c.left + c.right) / 2.0 - mx, dy = y0 + (c.top + c.bottom) / 2.0 - my;
    if (dx * dx + dy * dy >= kCellSide * kCellSide / 16.0) ++by_height[static_cast<std::size_t>(c.height())];
  }
  int most = 0;
  for (std::size_t h = 1; h + 1 < by_height.size(); ++h) {
    most = std::max(most, by_height[h - 1] + by_height[h] + by_height[h + 1]);
  }
  return most;
}

std::array<CellInk, 81> extract_cells(const Image& rectified) {
  std::array<CellInk, 81> cells{};
  Image ink = adaptive_threshold(rectified, kCellSide | 1, 5);
  erase_lines(ink);
  const int margin = kCellSide * 12 / 100;
  const int inner = kCellSide - 2 * margin;
  std::array<Ground, 81> grounds{};
  std::array<int, 81> medians{};
  for (int cell = 0; cell < 81; ++cell) {
    grounds[cell] = ground_of(rectified, (cell % 9) * kCellSide + margin, (cell / 9) * kCellSide + margin, inner);
    medians[cell] = grounds[cell].median;
  }
  std::nth_element(medians.begin(), medians.begin() + 40, medians.end());
  const int paper = medians[40];
  Image grey = rectified;  // filled cells with light digits turned dark on light
  std::vector<std::int32_t> labels;
  for (int cell = 0; cell < 81; ++cell) {
    const int x0 = (cell % 9) * kCellSide + margin, y0 = (cell / 9) * kCellSide + margin;
    bool inverted = false;
    const Image region = is_filled(grounds, paper, cell) ? fill_ink(grey, x0, y0, inner, grounds[cell].median, inverted)
                                                         : cut(ink, x0, y0, x0 + inner, y0 + inner);
    const std::vector<Component> parts = components(region, &labels);
    const double mid = inner / 2.0;
    // The mark: the largest digit-sized part near the middle that is not a
    // piece of grid line.
    int best = -1;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      const Component& c = parts[i];
      if (c.height() < kCellSide * 28 / 100) continue;
      const double cx = (c.left + c.right) / 2.0, cy = (c.top + c.bottom) / 2.0;
      if (std::fabs(cx - mid) > 0.3 * kCellSide || std::fabs(cy - mid) > 0.3 * kCellSide) continue;
      if (c.height() >= inner - 1 && c.width() <= kCellSide / 8 && (c.left == 0 || c.right == inner - 1)) continue;
      if (c.width() >= inner - 1 && c.height() >= inner - 1 && c.pixels > inner * inner / 2) continue;
      if (best < 0 || c.pixels > parts[best].pixels) best = static_cast<int>(i);
    }
    if (best < 0) continue;
    // Pieces of the same digit broken by the threshold: parts that touch its box.
    std::vector<bool> chosen(parts.size(), false);
    chosen[best] = true;
    Component box = parts[best];
    for (std::size_t i = 0; i < parts.size(); ++i) {
      const Component& c = parts[i];
      if (static_cast<int>(i) == best || c.pixels < 3) continue;
      if (c.right < box.left - 2 || c.left > box.right + 2 || c.bottom < box.top - 2 || c.top > box.bottom + 2)
        continue;
      chosen[i] = true;
    }
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (!chosen[i]) continue;
      box.left = std::min(box.left, parts[i].left), box.right = std::max(box.right, parts[i].right);
      box.top = std::min(box.top, parts[i].top), box.bottom = std::max(box.bottom, parts[i].bottom);
    }
    CellInk& out = cells[cell];
    out.others = marks_apart(rectified, grounds[cell].median, cell, x0 + (box.left + box.right) / 2.0,
                             y0 + (box.top + box.bottom) / 2.0, box.height());
    out.has_ink = true;
    out.inverted = inverted;
    out.left = x0 + box.left, out.right = x0 + box.right, out.top = y0 + box.top, out.bottom = y0 + box.bottom;
    crop_digit(grey, region, x0, y0, labels, chosen, out);
  }
  return cells;
}

}  // namespace sudoku::vision
