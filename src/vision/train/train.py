#!/usr/bin/env python3
"""Trains the cell classifier and writes its weights as C++ (weights.cpp).

Sources, and nothing else:
  - the training split of wichtounet/sudoku_dataset v2 (datasets/v2_train.desc;
    its test split is never read here), every tenth picture of it held back to
    measure (tests/vision/data/heldback_cells.bin is written from those);
  - the training split of its "mixed" version (datasets/v2_mixed_train.desc:
    photos of the same newspaper puzzles with every empty cell filled in by
    hand; v2_mixed_test is never read here): a cell is handwritten where the
    mixed .dat has a digit and images/imageN.dat (the printed givens) has
    none (a picture without its printed .dat, image1015, is skipped). The
    pictures of the puzzles held back above, and every tenth of its list,
    are held back too (every other cell of them goes to
    tests/vision/data/heldback_mixed_cells.bin);
  - pictures of grids rendered here from fonts Debian packages
    (fonts-dejavu, fonts-liberation, fonts-inter), warped, blurred, noised,
    unevenly lit and JPEG-compressed.
Every picture goes through the reader's own grid finding and cell cropping
(the sudoku_vision_dump tool), so the classifier learns from what it will see.

Needs python3-numpy and python3-pil (Debian). Deterministic for a given seed:
the command below rewrites the committed weights.cpp and both held-back
files byte for byte (checked 2026-11-27, Debian's numpy 1.24):

  cmake --build build/native --target sudoku_vision_dump
  python3 src/vision/train/train.py --dataset PATH/TO/sudoku_dataset \
      --dump build/native/src/vision/sudoku_vision_dump
"""
import argparse
import glob
import io
import os
import shutil
import subprocess
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CROP = 28
HIDDEN = 128
CLASSES = 19  # 0: a mark that is no digit, 1-9: a printed digit, 10-18: a handwritten 1-9
HAND = 9       # a handwritten digit d is class d + HAND
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation",
             "/usr/share/fonts/opentype/inter"]


def fonts():
    found = []
    for d in FONT_DIRS:
        for f in sorted(glob.glob(os.path.join(d, "*.[ot]tf"))):
            name = os.path.basename(f)
            if any(k in name for k in ("Mono", "Math", "Italic", "Oblique", "Thin")):
                continue
            found.append(f)
    if not found:
        sys.exit("no fonts found: apt-get install fonts-dejavu-core fonts-liberation fonts-inter")
    return found


def perspective_coeffs(dst, src):
    """PIL's PERSPECTIVE coefficients mapping output points dst to input points src."""
    a = []
    b = []
    for (x, y), (u, v) in zip(dst, src):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y]); b.append(u)
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y]); b.append(v)
    return np.linalg.solve(np.array(a, float), np.array(b, float)).tolist()


def render_grid(rng, font_files, path):
    """A grid with random givens in a random font, photographed badly."""
    cell = int(rng.integers(28, 60))
    side = 9 * cell
    margin = int(rng.integers(cell, 3 * cell))
    size = side + 2 * margin
    paper = int(rng.integers(200, 256))
    ink = int(rng.integers(0, 70))
    img = Image.new("L", (size, size), paper)
    d = ImageDraw.Draw(img)
    font = ImageFont.truetype(font_files[int(rng.integers(len(font_files)))], int(cell * rng.uniform(0.55, 0.85)))
    thin = max(1, int(cell * rng.uniform(0.02, 0.06)))
    thick = thin + max(1, int(cell * rng.uniform(0.02, 0.08)))
    for k in range(10):
        w = thick if k % 3 == 0 else thin
        p = margin + k * cell
        d.line([(p, margin), (p, margin + side)], fill=ink, width=w)
        d.line([(margin, p), (margin + side, p)], fill=ink, width=w)
    # Clutter around the grid: a title and lines of small text.
    small = ImageFont.truetype(font_files[int(rng.integers(len(font_files)))], max(8, cell // 3))
    for _ in range(int(rng.integers(0, 6))):
        x = int(rng.integers(0, size)); y = int(rng.choice([rng.integers(0, max(1, margin - cell // 3)),
                                                           rng.integers(margin + side + 2, size)]))
        d.text((x, y), "".join(rng.choice(list("ABCDEFGHIJ 0123456789 sudoku")) for _ in range(12)), fill=ink, font=small)
    labels = np.zeros(81, int)
    fill_rate = rng.uniform(0.2, 0.6)
    for c in range(81):
        if rng.random() < fill_rate:
            digit = int(rng.integers(1, 10))
            labels[c] = digit
            cx = margin + (c % 9) * cell + cell / 2 + rng.normal(0, cell * 0.03)
            cy = margin + (c // 9) * cell + cell / 2 + rng.normal(0, cell * 0.03)
            d.text((cx, cy), str(digit), fill=ink, font=font, anchor="mm")
        elif rng.random() < 0.03:  # a speck in a blank cell
            x = margin + (c % 9) * cell + int(rng.integers(cell // 4, 3 * cell // 4))
            y = margin + (c // 9) * cell + int(rng.integers(cell // 4, 3 * cell // 4))
            d.ellipse([x, y, x + 2, y + 2], fill=ink)
    if rng.random() < 0.15:  # a dark theme: light digits on a dark ground
        img = Image.eval(img, lambda v: 255 - v)
    # Perspective and rotation up to about 15 degrees.
    angle = np.radians(rng.uniform(-15, 15))
    centre = np.array([size / 2, size / 2])
    quad = []
    for (x, y) in [(0, 0), (size, 0), (size, size), (0, size)]:
        v = np.array([x, y]) - centre
        rot = np.array([v[0] * np.cos(angle) - v[1] * np.sin(angle), v[0] * np.sin(angle) + v[1] * np.cos(angle)])
        quad.append(tuple(rot * rng.uniform(0.85, 1.0) + centre + rng.normal(0, size * 0.03, 2)))
    out_size = int(size * 1.3)
    shift = (out_size - size) / 2
    dst = [(x + shift, y + shift) for (x, y) in quad]
    src = [(0, 0), (size, 0), (size, size), (0, size)]
    img = img.transform((out_size, out_size), Image.PERSPECTIVE, perspective_coeffs(dst, src),
                        Image.BILINEAR, fillcolor=int(rng.integers(60, 200)))
    # Uneven light, blur, noise, JPEG.
    arr = np.asarray(img, float)
    yy, xx = np.mgrid[0:out_size, 0:out_size] / out_size
    light = 1 - rng.uniform(0, 0.45) * np.clip(rng.uniform(-1, 1) * xx + rng.uniform(-1, 1) * yy + rng.uniform(-0.5, 0.5), 0, 1)
    arr = arr * light + rng.normal(0, rng.uniform(0, 8), arr.shape)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0, 1.3)))
    img = img.resize((int(out_size * rng.uniform(0.6, 1.2)),) * 2, Image.BILINEAR)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=int(rng.integers(30, 95)))
    Image.open(io.BytesIO(buf.getvalue())).convert("L").save(path)
    write_dat(path[:-4] + ".dat", labels)


def write_dat(path, labels):
    with open(path, "w") as f:
        f.write("rendered\n%dx%d\n" % (0, 0))
        for r in range(9):
            f.write(" ".join(str(v) for v in labels[9 * r:9 * r + 9]) + " \n")


def mixed_labels(dataset, name):
    """The labels of a mixed picture: printed givens 1-9, handwritten digits
    10-18; None when its printed givens are not in the dataset or disagree
    with its digits."""
    def digits(path):
        rows = open(path).read().split("\n")[2:11]
        return np.array([int(v) for r in rows for v in r.split()], int)
    printed_path = os.path.join(dataset, "images", os.path.basename(os.path.splitext(name)[0]) + ".dat")
    if not os.path.exists(printed_path):  # no printed givens to tell them apart by
        return None
    full = digits(os.path.join(dataset, os.path.splitext(name)[0] + ".dat"))
    printed = digits(printed_path)
    if len(full) != 81 or len(printed) != 81 or ((printed != 0) & (printed != full)).any():
        return None
    return np.where(printed != 0, printed, np.where(full != 0, full + HAND, 0))


def run_dump(dump, out, pictures):
    subprocess.run([dump, out] + pictures, check=True)
    raw = np.fromfile(out, np.uint8).reshape(-1, CROP * CROP + 4)
    return raw[:, :CROP * CROP], raw[:, CROP * CROP].astype(int), raw


def augment(rng, x):
    """Small shifts, stroke weight, contrast and noise on 28x28 crops (0..1)."""
    n = len(x)
    imgs = x.reshape(n, CROP, CROP).copy()
    shift = rng.integers(-1, 2, (n, 2))
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            sel = (shift[:, 0] == dy) & (shift[:, 1] == dx)
            if (dy or dx) and sel.any():
                imgs[sel] = np.roll(np.roll(imgs[sel], dy, 1), dx, 2)
    kind = rng.random(n)
    bold = kind < 0.2
    imgs[bold] = np.maximum(imgs[bold], np.maximum(np.roll(imgs[bold], 1, 1), np.roll(imgs[bold], 1, 2)))
    thin = (kind >= 0.2) & (kind < 0.4)
    imgs[thin] = np.minimum(imgs[thin], np.minimum(np.roll(imgs[thin], 1, 1), np.roll(imgs[thin], 1, 2)))
    gain = rng.uniform(0.7, 1.2, (n, 1, 1)).astype(np.float32)
    imgs = np.clip(imgs * gain + rng.normal(0, 0.05, imgs.shape).astype(np.float32), 0, 1)
    return imgs.reshape(n, -1)


def train(rng, x, y, epochs, lr=2e-3, batch=128):
    w1 = rng.normal(0, np.sqrt(2 / x.shape[1]), (x.shape[1], HIDDEN)).astype(np.float32)
    b1 = np.zeros(HIDDEN, np.float32)
    w2 = rng.normal(0, np.sqrt(2 / HIDDEN), (HIDDEN, CLASSES)).astype(np.float32)
    b2 = np.zeros(CLASSES, np.float32)
    params = [w1, b1, w2, b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    t = 0
    for epoch in range(epochs):
        order = rng.permutation(len(x))
        xa = augment(rng, x[order]).astype(np.float32)
        ya = y[order]
        loss_sum = 0.0
        for s in range(0, len(xa), batch):
            xb, yb = xa[s:s + batch], ya[s:s + batch]
            h = np.maximum(xb @ w1 + b1, 0)
            logits = h @ w2 + b2
            logits -= logits.max(1, keepdims=True)
            p = np.exp(logits)
            p /= p.sum(1, keepdims=True)
            loss_sum += -np.log(p[np.arange(len(yb)), yb] + 1e-9).sum()
            g = p
            g[np.arange(len(yb)), yb] -= 1
            g /= len(yb)
            gw2 = h.T @ g; gb2 = g.sum(0)
            gh = (g @ w2.T) * (h > 0)
            gw1 = xb.T @ gh; gb1 = gh.sum(0)
            grads = [gw1 + 1e-4 * w1, gb1, gw2 + 1e-4 * w2, gb2]
            t += 1
            for i, (p_, g_) in enumerate(zip(params, grads)):
                m[i] = 0.9 * m[i] + 0.1 * g_
                v[i] = 0.999 * v[i] + 0.001 * g_ * g_
                p_ -= lr * (m[i] / (1 - 0.9 ** t)) / (np.sqrt(v[i] / (1 - 0.999 ** t)) + 1e-8)
        if epoch == int(epochs * 0.7):
            lr *= 0.3
        print("epoch %d: loss %.4f" % (epoch + 1, loss_sum / len(xa)), flush=True)
    return params


def quantise(w):
    """int8 weights with one scale per output unit (column)."""
    scale = np.abs(w).max(0) / 127.0
    scale[scale == 0] = 1
    q = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def predict(q1, s1, b1, q2, s2, b2, x):
    h = np.maximum(x @ (q1 * s1) + b1, 0)
    return (h @ (q2 * s2) + b2).argmax(1)


def c_array(kind, name, values, per_line=24):
    vals = [str(int(v)) if kind == "std::int8_t" else repr(float(v)) + "f" for v in values]
    lines = [", ".join(vals[i:i + per_line]) for i in range(0, len(vals), per_line)]
    return "const %s %s[%d] = {\n  %s};\n" % (kind, name, len(values), ",\n  ".join(lines))


def write_weights(path, q1, s1, b1, q2, s2, b2):
    with open(path, "w") as f:
        f.write("// weights.cpp - the cell classifier's weights, written by train/train.py\n"
                "// (do not edit: run the script). Layer k's weight for input i and unit j\n"
                "// is kWk[i * units + j] * kSk[j].\n"
                '#include "vision/weights.h"\n\nnamespace sudoku::vision::weights {\n\n')
        f.write(c_array("std::int8_t", "kW1", q1.reshape(-1)))
        f.write(c_array("float", "kS1", s1))
        f.write(c_array("float", "kB1", b1))
        f.write(c_array("std::int8_t", "kW2", q2.reshape(-1)))
        f.write(c_array("float", "kS2", s2))
        f.write(c_array("float", "kB2", b2))
        f.write("\n}  // namespace sudoku::vision::weights\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", required=True, help="a checkout of wichtounet/sudoku_dataset")
    ap.add_argument("--dump", required=True, help="the built sudoku_vision_dump tool")
    ap.add_argument("--work", default="build/vision-train", help="scratch folder")
    ap.add_argument("--rendered", type=int, default=400, help="grids rendered from fonts")
    ap.add_argument("--epochs", type=int, default=24)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)

    photos_dir = os.path.join(args.work, "photos")
    rendered_dir = os.path.join(args.work, "rendered")
    for d in (photos_dir, rendered_dir):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    names = sorted(open(os.path.join(args.dataset, "datasets", "v2_train.desc")).read().split())
    train_pics, held_pics = [], []
    for i, name in enumerate(names):
        base = os.path.splitext(os.path.basename(name))[0]
        pgm = os.path.join(photos_dir, base + ".pgm")
        Image.open(os.path.join(args.dataset, name)).convert("L").save(pgm)
        shutil.copy(os.path.join(args.dataset, os.path.splitext(name)[0] + ".dat"), pgm[:-4] + ".dat")
        (held_pics if i % 10 == 0 else train_pics).append(pgm)
    held_puzzles = set(os.path.basename(p) for p in held_pics)
    mixed_dir = os.path.join(args.work, "mixed")
    shutil.rmtree(mixed_dir, ignore_errors=True)
    os.makedirs(mixed_dir)
    mixed_names = sorted(open(os.path.join(args.dataset, "datasets", "v2_mixed_train.desc")).read().split())
    mixed_train, mixed_held = [], []
    for i, name in enumerate(mixed_names):
        labels = mixed_labels(args.dataset, name)
        if labels is None:
            print("skipped %s: no printed givens that agree with its digits" % name)
            continue
        base = os.path.splitext(os.path.basename(name))[0]
        pgm = os.path.join(mixed_dir, base + ".pgm")
        Image.open(os.path.join(args.dataset, name)).convert("L").save(pgm)
        write_dat(pgm[:-4] + ".dat", labels)
        (mixed_held if base + ".pgm" in held_puzzles or i % 10 == 0 else mixed_train).append(pgm)
    font_files = fonts()
    rendered = []
    for i in range(args.rendered):
        path = os.path.join(rendered_dir, "grid%04d.pgm" % i)
        render_grid(rng, font_files, path)
        rendered.append(path)

    xp, yp, _ = run_dump(args.dump, os.path.join(args.work, "photos.bin"), train_pics)
    xr, yr, _ = run_dump(args.dump, os.path.join(args.work, "rendered.bin"), rendered)
    xh, yh, raw_held = run_dump(args.dump, os.path.join(args.work, "held.bin"), held_pics)
    xm, ym, _ = run_dump(args.dump, os.path.join(args.work, "mixed.bin"), mixed_train)
    xmh, ymh, raw_mixed_held = run_dump(args.dump, os.path.join(args.work, "mixed_held.bin"), mixed_held)
    # The photos count three times: they are what the reader meets.
    x = np.concatenate([xp, xp, xp, xm, xm, xm, xr]).astype(np.float32) / 255
    y = np.concatenate([yp, yp, yp, ym, ym, ym, yr])
    print("training crops: %d from photos, %d from mixed photos (%d handwritten), %d rendered; held back: %d, %d mixed"
          % (len(xp), len(xm), (ym > HAND).sum(), len(xr), len(xh), len(xmh)))
    w1, b1, w2, b2 = train(rng, x, y, args.epochs)
    q1, s1 = quantise(w1)
    q2, s2 = quantise(w2)
    acc = (predict(q1, s1, b1, q2, s2, b2, xh.astype(np.float32) / 255) == yh).mean()
    print("held-back crops read right (int8 weights): %.4f" % acc)
    acc = (predict(q1, s1, b1, q2, s2, b2, xmh.astype(np.float32) / 255) == ymh).mean()
    print("held-back mixed crops read right, kind and digit (int8 weights): %.4f" % acc)
    write_weights(os.path.join(REPO, "src", "vision", "weights.cpp"), q1, s1, b1, q2, s2, b2)
    held_out = os.path.join(REPO, "tests", "vision", "data", "heldback_cells.bin")
    os.makedirs(os.path.dirname(held_out), exist_ok=True)
    raw_held.tofile(held_out)
    # Every other cell of the held-back mixed pictures: enough to measure, half the bytes.
    raw_mixed_held[raw_mixed_held[:, CROP * CROP + 3] % 2 == 0].tofile(
        os.path.join(os.path.dirname(held_out), "heldback_mixed_cells.bin"))


if __name__ == "__main__":
    main()
