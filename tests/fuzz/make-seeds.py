#!/usr/bin/env python3
"""make-seeds.py - writes the seed corpora of the logic, generator, save and
link fuzz targets (tests/fuzz/corpus/<target>/seed-*) in the input formats
their <target>_check.h describe. The reader's seeds are hand-written text.

Run from anywhere: python3 tests/fuzz/make-seeds.py. It rewrites only files
named seed-*; regression inputs (regression-*) are kept.
"""
import json
import pathlib
import struct

HERE = pathlib.Path(__file__).resolve().parent

# The Wikipedia "Sudoku" article's puzzle and its published solution.
WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
WIKI_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
# A 17-clue puzzle, a hard one (top1465 #1), and a puzzle with two solutions
# (the Wikipedia solution with a deadly rectangle opened).
SEVENTEEN = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"
HARD = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
TWO = "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179"


def grid(line):
    return [int(ch) if ch in "123456789" else 0 for ch in line]


def candidates(values):
    """Every digit no peer holds, per empty cell."""
    out = []
    for c in range(81):
        if values[c]:
            out.append(1 << (values[c] - 1))
            continue
        r, k = divmod(c, 9)
        seen = 0
        for o in range(81):
            orow, ocol = divmod(o, 9)
            if o != c and values[o] and (orow == r or ocol == k or (orow // 3 == r // 3 and ocol // 3 == k // 3)):
                seen |= 1 << (values[o] - 1)
        out.append(0x1FF & ~seen)
    return out


def logic_input(values, masks, flags, seed=0):
    data = bytes([flags, seed])
    for v, m in zip(values, masks):
        data += struct.pack("<H", (v << 12) | (m & 0x1FF))
    return data


def write(target, name, data):
    folder = HERE / "corpus" / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def logic_seeds():
    GUESS, DIFFICULTY, KNOWN, WALK, PATH = 8, 16, 32, 64, 128
    wiki = grid(WIKI)
    write("logic", "seed-wiki-tier1-walk-path", logic_input(wiki, candidates(wiki), 0 | WALK | PATH))
    write("logic", "seed-wiki-tier3-difficulty", logic_input(wiki, candidates(wiki), 2 | DIFFICULTY))
    hard = grid(HARD)
    write("logic", "seed-hard-tier3-guess-walk", logic_input(hard, candidates(hard), 2 | GUESS | WALK))
    write("logic", "seed-hard-tier4-path", logic_input(hard, candidates(hard), 3 | PATH))
    seventeen = grid(SEVENTEEN)
    write("logic", "seed-17clue-tier2-path-guess", logic_input(seventeen, candidates(seventeen), 1 | GUESS | PATH))
    two = grid(TWO)
    write("logic", "seed-two-solutions-guess-walk", logic_input(two, candidates(two), 2 | GUESS | WALK))
    # A player's board: some right digits, one wrong digit, a wrong
    # elimination, a removed candidate; with the solution known (repairs).
    player = list(wiki)
    player[2], player[10], player[18] = 4, 7, 2  # r3c1 should be 1
    masks = candidates(player)
    masks[3] &= ~(1 << 5)  # r1c4: the solution's 6 removed
    masks[6] &= ~(1 << 0)  # r1c7: 1 removed
    write("logic", "seed-player-known-walk-guess", logic_input(player, masks, 2 | KNOWN | WALK | GUESS))
    write("logic", "seed-player-unknown", logic_input(player, masks, 2))
    # Contradictions: an empty cell without candidates, clashing digits.
    broken = list(wiki)
    masks = candidates(broken)
    masks[2] = 0
    write("logic", "seed-empty-cell-walk", logic_input(broken, masks, 1 | WALK))
    broken[2] = 5  # two 5s in row 1
    write("logic", "seed-clash-known-walk-guess", logic_input(broken, candidates(broken), 2 | KNOWN | WALK | GUESS, 7))
    empty = [0] * 81
    write("logic", "seed-empty-board-guess-path", logic_input(empty, candidates(empty), 0 | GUESS | PATH))


def generator_seeds():
    write("generator", "seed-symmetric-1", bytes([1, 1]))
    write("generator", "seed-asymmetric-1000", bytes([0]) + struct.pack("<Q", 1000))
    write("generator", "seed-symmetric-max", bytes([1]) + b"\xff" * 8)


def save_text(**changes):
    """A saved game in the documented format (src/app/model/game_save.cpp)."""
    game = {
        "version": 1,
        "phase": "play",
        "givens": WIKI,
        "values": WIKI,
        "marks": [0] * 81,
        "colours": "0" * 81,
        "input_mode": "normal",
        "selection": {"cells": [], "cursor": 0},
        "timer": {"elapsed": 0.0, "paused": False, "solve_time": None},
        "settings": {"highlight_units": True, "highlight_same_digit": True, "highlight_conflicts": True,
                     "auto_remove_marks": True, "mistake_check": False, "show_timer": True, "theme": "light",
                     "reduced_motion": False, "hint_techniques": ""},
        "history": {"position": 0, "actions": []},
    }
    game.update(changes)
    return json.dumps(game)


def save_seeds():
    write("save", "seed-fresh", save_text())
    # r1c3 = 4 placed, then a mark toggled in r1c4, then one action undone.
    values = WIKI[:2] + "4" + WIKI[3:]
    marks = [0] * 81
    marks[3] = 0b100010  # 2 and 6
    history = {"position": 1, "actions": [
        {"kind": "place", "changes": [2, 0, 0, 0, 0, 0, 4, 0, 0]},
        {"kind": "mark", "changes": [3, 0, 0, 0, 0, 0, 0, 34, 0]},
    ]}
    write("save", "seed-history-redo", save_text(values=values, history=history))
    write("save", "seed-progress", save_text(
        values=values, marks=marks, colours="3" + "0" * 79 + "9", input_mode="pencil",
        selection={"cells": [2, 3, 80], "cursor": 3},
        timer={"elapsed": 93.5, "paused": True, "solve_time": None},
        settings={"theme": "dark", "mistake_check": True, "hint_techniques": "singles,locked"},
        history={"position": 2, "actions": history["actions"]}))
    write("save", "seed-solved", save_text(values=WIKI_SOLUTION,
                                           timer={"elapsed": 300, "paused": False, "solve_time": 299.5}))
    write("save", "seed-entry", save_text(phase="entry", givens="5" + "." * 80, values="5" + "." * 80, history={
        "position": 1, "actions": [{"kind": "given", "changes": [0, 0, 0, 0, 0, 5, 5, 0, 0]}]}))
    write("save", "seed-version-2", save_text(version=2))
    write("save", "seed-not-json", '{"version": 1, "phase": "play", "givens": ')


def link_seeds():
    write("link", "seed-puzzle", "#" + WIKI)
    values = WIKI[:2] + "4" + WIKI[3:]
    write("link", "seed-progress", "#" + WIKI + "-" + values)
    bits = [0] * 729
    bits[3 * 9 + 1] = bits[3 * 9 + 5] = 1  # r1c4: 2 and 6
    bits[80 * 9 + 8] = 1
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    bits += [0, 0, 0]
    marks = "".join(alphabet[int("".join(map(str, bits[i:i + 6])), 2)] for i in range(0, 732, 6))
    write("link", "seed-marks", "#" + WIKI + "-" + values + "-" + marks)
    write("link", "seed-marks-colours", WIKI + "-" + values + "-" + marks + "-" + "1" + "0" * 79 + "9")
    write("link", "seed-solved", "#" + WIKI + "-" + WIKI_SOLUTION)
    write("link", "seed-two-solutions", "#" + TWO.replace("0", "."))
    write("link", "seed-no-puzzle", "#")


if __name__ == "__main__":
    for target in ("logic", "generator", "save", "link"):
        for old in (HERE / "corpus" / target).glob("seed-*"):
            old.unlink()
    logic_seeds()
    generator_seeds()
    save_seeds()
    link_seeds()
