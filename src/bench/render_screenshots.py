#!/usr/bin/env python3
"""Renders clean "screenshots" of puzzles for `scan_photos.py`: a flat grid
in a common font, light (dark digits on white) and dark (light on near
black), no warp or noise, as a PNG with its labels in sudoku_dataset's .dat
layout, and a datasets/screens.desc list:

  python3 src/bench/render_screenshots.py --out build/screens
  python3 src/bench/scan_photos.py --sudoku build/native/src/cli/sudoku \
      --dataset build/screens --split screens

With --photos PATH/TO/sudoku_dataset it also writes the pictures players
give that are unlike those (a datasets/<class>.desc list per class, and
datasets/variants.desc of them all): screenshots of apps (pencil marks,
coloured and highlighted cells, a selected cell, a dark theme, a thin or no
outer border, the grid edge to edge, text around it, a transparent PNG),
small and huge pictures, and training photos turned by 90/180/270 degrees,
stored sideways with an EXIF Orientation tag that turns them upright, shrunk,
blown up to a 4000x3000 JPEG, and shown on a plain margin (a screenshot of a
chat or page showing the photo), upright and turned 8 and 15 degrees:

  python3 src/bench/render_screenshots.py --out build/screens \
      --photos PATH/TO/sudoku_dataset
  python3 src/bench/scan_photos.py --sudoku build/native/src/cli/sudoku \
      --dataset build/screens --split variants --show-misses

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


def candidates(puzzle, c):
    """The digits no given in cell c's row, column or box rules out."""
    r, k = divmod(c, 9)
    seen = set()
    for i in range(81):
        ri, ki = divmod(i, 9)
        if ri == r or ki == k or (ri // 3 == r // 3 and ki // 3 == k // 3):
            seen.add(puzzle[i])
    return [d for d in "123456789" if d not in seen]


def solve(puzzle):
    """The puzzle's solution (the first, by backtracking)."""
    grid = list(puzzle)
    def fill():
        try:
            c = grid.index(".")
        except ValueError:
            return True
        for d in candidates("".join(grid), c):
            grid[c] = d
            if fill():
                return True
        grid[c] = "."
        return False
    fill()
    return "".join(grid)


def render(puzzle, font_path, cell, paper=(255, 255, 255), ink=(20, 20, 20), margin=None, outer=3, inner=1,
           box=3, fills=None, pencil=None, alpha=255, inks=None):
    """An app's grid as an RGBA picture: `fills` maps cells to a colour,
    `pencil` is the small candidates' colour (None: no pencil marks), `inks`
    maps cells to their digit's colour (else `ink`), `outer`
    the frame's width (0: no frame), `alpha` the paper's opacity."""
    margin = cell // 2 if margin is None else margin
    size = 9 * cell + 2 * margin
    img = Image.new("RGBA", (size, size), paper + (alpha,))
    d = ImageDraw.Draw(img)
    for c, colour in (fills or {}).items():
        x, y = margin + (c % 9) * cell, margin + (c // 9) * cell
        d.rectangle([x, y, x + cell, y + cell], fill=colour + (255,))
    font = ImageFont.truetype(font_path, int(cell * 0.7))
    small = ImageFont.truetype(font_path, max(6, int(cell * 0.26)))
    for i in range(10):
        w = (outer if i in (0, 9) else box if i % 3 == 0 else inner)
        if w == 0:
            continue
        p = margin + i * cell
        d.line([(p, margin), (p, margin + 9 * cell)], fill=ink + (255,), width=w)
        d.line([(margin, p), (margin + 9 * cell, p)], fill=ink + (255,), width=w)
    for c, ch in enumerate(puzzle):
        x, y = margin + (c % 9) * cell, margin + (c // 9) * cell
        if ch in "123456789":
            d.text((x + cell / 2, y + cell / 2), ch, fill=(inks or {}).get(c, ink) + (255,), font=font, anchor="mm")
        elif pencil is not None:
            for digit in candidates(puzzle, c):
                k = int(digit) - 1
                d.text((x + cell * (0.2 + 0.3 * (k % 3)), y + cell * (0.2 + 0.3 * (k // 3))), digit,
                       fill=pencil + (255,), font=small, anchor="mm")
    return img


TEXT = ("Sudoku No. 4182. Fill the grid so that every row, every column and every 3x3 box contains "
        "the digits 1 to 9. Difficulty: hard. Solution on page 31. Yesterday's solution below. ")


def with_text(img, font_path, paper, ink, columns=70):
    """`img` on a page with a title, paragraphs above and below and a column beside."""
    w, h = img.size
    page = Image.new("RGBA", (w + 420, h + 420), paper + (255,))
    d = ImageDraw.Draw(page)
    font = ImageFont.truetype(font_path, 16)
    title = ImageFont.truetype(font_path, 40)
    d.text((30, 20), "SUDOKU", fill=ink + (255,), font=title)
    words = (TEXT * 12).split()
    lines, line = [], ""
    for word in words:
        if len(line) + len(word) > columns:
            lines.append(line)
            line = ""
        line += word + " "
    for i, l in enumerate(lines[:6]):
        d.text((30, 80 + 20 * i), l, fill=ink + (255,), font=font)
    for i, l in enumerate(lines[6:12]):
        d.text((30, h + 240 + 20 * i), l, fill=ink + (255,), font=font)
    for i in range((h - 20) // 20):
        d.text((w + 60, 220 + 20 * i), " ".join(words[i * 3:i * 3 + 3]), fill=ink + (255,), font=font)
    page.paste(img, (30, 210), img)
    return page


def write(out, cls, name, img, puzzle, note, names, fmt="png", exif=None):
    path = os.path.join(out, "images", name + "." + fmt)
    if fmt == "png":
        img.save(path)
    elif exif is not None:
        img.convert("RGB").save(path, quality=90, exif=exif)
    else:
        img.convert("RGB").save(path, quality=90)
    with open(os.path.join(out, "images", name + ".dat"), "w") as f:
        f.write("%s\n%dx%d\n" % (note, img.size[0], img.size[1]))
        for r in range(9):
            f.write(" ".join("0" if ch == "." else ch for ch in puzzle[9 * r:9 * r + 9]) + "\n")
    names.setdefault(cls, []).append("images/%s.%s" % (name, fmt))


def label_of(dat):
    rows = open(dat).read().split("\n")[2:11]
    return "".join(r.replace(" ", "") for r in rows).replace("0", ".")


def variants(out, puzzles, dataset):
    """The pictures unlike the clean screenshots and the dataset's photos, by class."""
    names = {}
    light, dark = ((255, 255, 255), (20, 20, 20)), ((24, 24, 28), (225, 225, 225))
    pastel = [(255, 224, 224), (224, 255, 224), (224, 232, 255), (255, 248, 200), (240, 220, 255)]
    k = 100
    for i, font_path in enumerate(FONTS):
        puzzle = puzzles[k % len(puzzles)]
        k += 1
        tag = "f%d" % i
        write(out, "pencil", "pencil_" + tag, render(puzzle, font_path, 48 + 8 * (i % 3), pencil=(60, 60, 60)),
              puzzle, "pencil marks", names)
        write(out, "pencil", "pencil_blue_" + tag,
              render(puzzle, font_path, 56, pencil=(40, 90, 200)), puzzle, "blue pencil marks", names)
        fills = {c: pastel[(c * 7 + i) % 5] for c in range(81) if (c * 13 + i) % 4 == 0}
        write(out, "colours", "colours_" + tag, render(puzzle, font_path, 48, fills=fills), puzzle,
              "coloured cells", names)
        r, b = i % 9, (i * 4) % 9
        band = {c: (220, 230, 250) for c in range(81)
                if c // 9 == r or (c // 27 == b // 3 and c % 9 // 3 == b % 3)}
        band[r * 9 + (i * 5) % 9] = (110, 160, 250)
        write(out, "highlight", "highlight_" + tag, render(puzzle, font_path, 48, fills=band), puzzle,
              "highlighted row and box, a selected cell", names)
        write(out, "selected", "selected_" + tag,
              render(puzzle, font_path, 48, fills={(i * 11) % 81: (70, 120, 230)}), puzzle, "a selected cell",
              names)
        given = [c for c in range(81) if puzzle[c] != "."][i * 3 % 17]
        write(out, "selected", "selected_white_" + tag,
              render(puzzle, font_path, 48, fills={given: (37, 99, 235)}, inks={given: (255, 255, 255)}), puzzle,
              "a selected cell, white digit on blue", names, fmt="jpg" if i % 2 else "png")
        write(out, "dark", "dark_" + tag,
              render(puzzle, font_path, 48, paper=dark[0], ink=dark[1], pencil=(160, 160, 170),
                     fills={(i * 11) % 81: (40, 70, 140)}), puzzle, "dark theme, pencil marks, selected cell", names)
        write(out, "thin", "thin_" + tag, render(puzzle, font_path, 48, outer=1, box=2), puzzle,
              "thin outer border", names)
        write(out, "noborder", "noborder_" + tag, render(puzzle, font_path, 48, outer=0), puzzle,
              "no outer border", names)
        write(out, "edge", "edge_" + tag, render(puzzle, font_path, 48, margin=0), puzzle,
              "grid edge to edge", names)
        cell = (24, 28, 33)[i % 3]
        write(out, "small", "small_" + tag, render(puzzle, font_path, cell, ink=light[1]), puzzle,
              "a %d-pixel grid" % (9 * cell), names)
        write(out, "text", "text_" + tag, with_text(render(puzzle, font_path, 44), font_path, light[0], light[1]),
              puzzle, "text around the grid", names)
        write(out, "transparent", "transparent_" + tag,
              render(puzzle, font_path, 48, paper=(0, 0, 0), ink=(0, 0, 0), alpha=0), puzzle,
              "transparent PNG, black ink on transparent black",
              names)
        solution = solve(puzzle)
        typed = [c for c in range(81) if puzzle[c] == "."][i % 4::4][:15]
        shown = "".join(solution[c] if c in typed else puzzle[c] for c in range(81))
        for dark_theme in (False, True):
            colours = dict(paper=dark[0], ink=dark[1]) if dark_theme else {}
            write(out, "progress", "progress_%s_%s" % ("dark" if dark_theme else "light", tag),
                  render(shown, font_path, 48, inks={c: (90, 150, 255) if dark_theme else (37, 99, 235)
                                                      for c in typed}, **colours), puzzle,
                  "a game in progress: 15 digits the player typed, in blue", names)
        for turn in (90, 180, 270):
            write(out, "turned_screen", "turned%d_%s" % (turn, tag),
                  render(puzzle, font_path, 44).rotate(turn, expand=True), puzzle, "turned %d" % turn, names)
    if dataset:
        train = open(os.path.join(dataset, "datasets", "v2_train.desc")).read().split()
        for n, name in enumerate(train[5::20]):
            photo = Image.open(os.path.join(dataset, name))
            photo.load()
            truth = label_of(os.path.splitext(os.path.join(dataset, name))[0] + ".dat")
            base = "p%s" % os.path.splitext(os.path.basename(name))[0]
            for turn in (90, 180, 270):
                write(out, "turned_photo", "%s_turned%d" % (base, turn), photo.rotate(turn, expand=True), truth,
                      "training photo turned %d" % turn, names, fmt="jpg")
            # Stored sideways, tagged to be shown upright: 6 turns it 90 degrees
            # clockwise to show, 8 counter-clockwise, 3 by half a turn.
            for tag, turn in ((6, 90), (8, 270), (3, 180)):
                exif = Image.Exif()
                exif[0x0112] = tag
                write(out, "exif", "%s_exif%d" % (base, tag), photo.rotate(turn, expand=True), truth,
                      "training photo stored sideways, EXIF orientation %d" % tag, names, fmt="jpg",
                      exif=exif.tobytes())
            if n < 3:
                # A 12-megapixel phone photo: 4000x3000, or 3000x4000 upright
                # (its sides' ratio kept: the photo is cropped to 4:3 first).
                w, h = photo.size
                wide = w >= h
                cw, ch = (w, min(h, w * 3 // 4)) if wide else (min(w, h * 3 // 4), h)
                cw, ch = (min(cw, ch * 4 // 3), ch) if wide else (cw, min(ch, cw * 4 // 3))
                crop = photo.convert("RGB").crop(((w - cw) // 2, (h - ch) // 2, (w + cw) // 2, (h + ch) // 2))
                big = crop.resize((4000, 3000) if wide else (3000, 4000), Image.BICUBIC)
                write(out, "huge", "%s_huge" % base, big, truth, "training photo at 12 megapixels", names, fmt="jpg")
                exif = Image.Exif()
                exif[0x0112] = 6
                write(out, "huge", "%s_huge_exif6" % base, big.rotate(90, expand=True), truth,
                      "training photo at 12 megapixels stored sideways, EXIF orientation 6", names, fmt="jpg",
                      exif=exif.tobytes())
            # Shown on a plain margin, as a screenshot of a chat or a page
            # showing the photo: white or light grey, upright or turned a little.
            for paper, tag in (((255, 255, 255), "white"), ((236, 229, 221), "chat")):
                for tilt in (0, 8, 15):
                    pw, ph = photo.size
                    page = Image.new("RGB", (pw + pw // 3, ph + ph // 2), paper)
                    turned = photo.convert("RGBA").rotate(tilt, expand=True, resample=Image.BICUBIC)
                    page.paste(turned, ((page.width - turned.width) // 2, (page.height - turned.height) // 2), turned)
                    write(out, "on_margin", "%s_on_%s_%d" % (base, tag, tilt), page, truth,
                          "training photo on a %s margin, turned %d degrees" % (tag, tilt), names, fmt="jpg")
            w, h = photo.size
            write(out, "small_photo", "%s_small" % base, photo.resize((w * 2 // 5, h * 2 // 5), Image.LANCZOS),
                  truth, "training photo at 2/5 its size", names, fmt="jpg")
    every = []
    for cls, files in names.items():
        open(os.path.join(out, "datasets", cls + ".desc"), "w").write("\n".join(files) + "\n")
        every += files
    open(os.path.join(out, "datasets", "variants.desc"), "w").write("\n".join(every) + "\n")
    print("%d variant pictures in %s, %d classes" % (len(every), out, len(names)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--photos", help="sudoku_dataset: also write the variant pictures, from its training photos")
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
    if args.photos:
        variants(args.out, puzzles, args.photos)


if __name__ == "__main__":
    main()
