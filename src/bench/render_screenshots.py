#!/usr/bin/env python3
"""Renders clean "screenshots" of puzzles for `scan_photos.py`: a flat grid
in a common font, light (dark digits on white) and dark (light on near
black), no warp or noise, as a PNG with its labels in sudoku_dataset's .dat
layout, and a datasets/screens.desc list:

  python3 src/bench/render_screenshots.py --out build/screens
  python3 src/bench/scan_photos.py --sudoku build/native/src/cli/sudoku \
      --dataset build/screens --split screens

Puzzles are the first lines of tests/data/corpus_top1465.txt. Needs
python3-pil and the fonts of fonts-dejavu-core, fonts-liberation and
fonts-inter (Debian).
"""
import argparse
import os

from PIL import Image, ImageDraw, ImageFont

FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
]
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    puzzles = [l.split(":")[0].strip() for l in open(os.path.join(REPO, "tests", "data", "corpus_top1465.txt"))
               if len(l.split(":")[0].strip()) == 81]
    os.makedirs(os.path.join(args.out, "images"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "datasets"), exist_ok=True)
    names = []
    k = 0
    for font_path in FONTS:
        for dark in (False, True):
            for cell in (40, 64):
                puzzle = puzzles[k % len(puzzles)]
                k += 1
                paper, ink = (24, 225) if dark else (255, 20)
                margin = cell // 2
                size = 9 * cell + 2 * margin
                img = Image.new("L", (size + 60, size + 120), paper)
                d = ImageDraw.Draw(img)
                font = ImageFont.truetype(font_path, int(cell * 0.7))
                for i in range(10):
                    w = 3 if i % 3 == 0 else 1
                    p = margin + i * cell
                    d.line([(p, margin), (p, margin + 9 * cell)], fill=ink, width=w)
                    d.line([(margin, p), (margin + 9 * cell, p)], fill=ink, width=w)
                for c, ch in enumerate(puzzle):
                    if ch in "123456789":
                        d.text((margin + (c % 9) * cell + cell / 2, margin + (c // 9) * cell + cell / 2), ch,
                               fill=ink, font=font, anchor="mm")
                name = "screen%02d" % len(names)
                img.save(os.path.join(args.out, "images", name + ".png"))
                with open(os.path.join(args.out, "images", name + ".dat"), "w") as f:
                    f.write("%s %s\n%dx%d\n" % (os.path.basename(font_path), "dark" if dark else "light", size, size))
                    for r in range(9):
                        f.write(" ".join("0" if ch == "." else ch for ch in puzzle[9 * r:9 * r + 9]) + "\n")
                names.append("images/%s.png" % name)
    open(os.path.join(args.out, "datasets", "screens.desc"), "w").write("\n".join(names) + "\n")
    print("%d screenshots in %s" % (len(names), args.out))


if __name__ == "__main__":
    main()
