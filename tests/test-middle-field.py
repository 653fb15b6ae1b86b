#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A field that touches no edge (Inns & Cathedrals' four-city tile, ic-four-cities): a farmer
goes on it by `move --meeple C` and by its feature name, it is written back as `C`, and it
borders the four cities: with the four cities completed by four E tiles, its one farmer
scores 4 × 3 = 12 at the end (rules.md §2: 3 a completed city the field borders).

Usage: test-middle-field.py CLI"""
import json, os, subprocess, sys, tempfile

BOARD = {
    "format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "inns-cathedrals"],
    "players": [{"name": "Red", "color": "red", "score": 0}, {"name": "Blue", "color": "blue", "score": 0}],
    "turn": 0,
    # Four E tiles whose city edges face the middle square from N, E, S and W.
    "pieces": [{"tile": "E", "x": 0, "y": -1, "rotation": 180}, {"tile": "E", "x": 1, "y": 0, "rotation": 270},
               {"tile": "E", "x": 0, "y": 1, "rotation": 0}, {"tile": "E", "x": -1, "y": 0, "rotation": 90}],
    "meeples": [],
}


def run(cli, *args):
    p = subprocess.run([cli, *args, "--json"], capture_output=True, text=True)
    return p.returncode, json.loads(p.stdout) if p.stdout.strip() else None


def main():
    cli = sys.argv[1]
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        board = os.path.join(tmp, "board.json")
        json.dump(BOARD, open(board, "w"))
        for at in ("C", "field"):
            out = os.path.join(tmp, f"after-{at}.json")
            rc, res = run(cli, "move", board, "--tile", "ic-four-cities", "--x", "0", "--y", "0",
                          "--rotation", "90", "--meeple", at, "-o", out)
            if rc != 0 or not res["legal"]:
                failures.append(f"a farmer on the middle field by --meeple {at} is refused: {res}")
                continue
            saved = json.load(open(out))
            if saved["meeples"] != [{"player": 0, "x": 0, "y": 0, "at": "C"}]:
                failures.append(f"--meeple {at}: saved meeples {saved['meeples']}, want one at C")
            rc, score = run(cli, "score", out)
            items = [i for i in score["items"] if i["players"] == [0]] if score else []
            if rc != 0 or [i["points"] for i in items] != [12] or score["players"][0]["final"] != 12:
                failures.append(f"--meeple {at}: the farmer scores {score}, want 12")
        # A scenario with the meeple on the middle field loads (check) and saves as it was.
        laid = dict(BOARD, pieces=BOARD["pieces"] + [{"tile": "ic-four-cities", "x": 0, "y": 0, "rotation": 0}],
                    meeples=[{"player": 1, "x": 0, "y": 0, "at": "C"}])
        path = os.path.join(tmp, "laid.json")
        json.dump(laid, open(path, "w"))
        rc, res = run(cli, "check", path)
        if rc != 0 or not res["legal"]:
            failures.append(f"the laid board with a farmer at C does not check: {res}")
        rc, score = run(cli, "score", path)
        if rc != 0 or score["players"][1]["final"] != 12:
            failures.append(f"Blue's farmer at C scores {score}, want 12")
    for f in failures:
        print("FAIL", f)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
