#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""meeple-lab-cli advise, one real process per case: the ranking, reproducibility, the
scenario's optional "bag" member, and the exit codes of the contract (0, 1 against the
rules, 2 bad input).

Usage: test-advise-cli.py PATH-OF-meeple-lab-cli
Prints "ok N - name" or "not ok N - name: why" per case, then "N passed, M failed";
exits 1 if any case failed.
"""

import json
import os
import subprocess
import sys
import tempfile

from case_runner import case, check, run_cases

CLI = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
EXAMPLES = os.environ.get("SHARED_EXAMPLES", "")
TMP = tempfile.mkdtemp(prefix="meeple-lab-advise-test-")


def run(*args):
    proc = subprocess.run([CLI] + [str(a) for a in args], capture_output=True, timeout=120,
                          env=dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE=""))
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def ok_json(*args):
    rc, out, err = run(*args)
    check(rc == 0, "rc %d, stderr %r" % (rc, err))
    return json.loads(out)


def expect_rc(rc_wanted, args, needle=None):
    rc, out, err = run(*args)
    check(rc == rc_wanted, "%s: rc %d (wanted %d), stderr %r" % (" ".join(map(str, args)), rc, rc_wanted, err))
    if rc_wanted == 2:
        check(out == "", "bad input printed on stdout: %r" % out)
        check(err.count("\n") == 1, "not one line on stderr: %r" % err)
    if needle:
        check(needle in err + out, "%r not said: %r" % (needle, err + out))
    return out


def city(owner=0, bag=None):
    """A city of four squares and two shields open at the east of (3, 0), a knight of @owner in it."""
    scenario = {
        "format": "meeple-lab-scenario", "version": 1,
        "players": [{"name": "Alice", "color": "red", "score": 0}, {"name": "Bob", "color": "blue", "score": 0}],
        "turn": 0,
        "pieces": [{"tile": "E", "x": 0, "y": 0, "rotation": 90}, {"tile": "F", "x": 1, "y": 0, "rotation": 0},
                   {"tile": "G", "x": 2, "y": 0, "rotation": 0}, {"tile": "F", "x": 3, "y": 0, "rotation": 0}],
        "meeples": [{"player": owner, "x": 2, "y": 0, "at": "W"}],
    }
    if bag is not None:
        scenario["bag"] = bag
    return write("city-%d-%s.json" % (owner, len(os.listdir(TMP))), scenario)


def write(name, value):
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(value if isinstance(value, str) else json.dumps(value))
    return path


def closes(move):
    return (move["x"], move["y"], move["rotation"]) == (4, 0, 270)


@case("advise --json: every move with its placement, meeples, interval and playouts, best first")
def _():
    value = ok_json("advise", city(), "--tile", "E", "--playouts", 200, "--seed", 3, "--json")
    check(value["tile"] == "E" and value["player"] == 0 and value["bag"] == 67, "header %r" % value)
    moves = value["moves"]
    check(len(moves) > 20, "only %d moves" % len(moves))
    check(closes(moves[0]), "first move %r does not close the city" % moves[0])
    total = 0
    for m in moves:
        check(m["low"] <= m["mean"] <= m["high"], "interval %r" % m)
        check(2 <= m["playouts"] <= 200, "playouts %r" % m)
        check(len(m["scores"]) == 2, "scores %r" % m)
        for meeple in m["meeples"]:
            check(meeple["role"] in ("thief", "knight", "monk", "farmer", "prior"), "meeple %r" % meeple)
        total += m["playouts"]
    check(total == value["playouts"], "playouts %d, moves add up to %d" % (value["playouts"], total))
    check(moves[0]["playouts"] == 200, "the best move stopped early: %r" % moves[0])


@case("advise: the same seed gives the same ranking and estimates, whatever the threads")
def _():
    path = city(1)
    runs = [ok_json("advise", path, "--tile", "U", "--playouts", 40, "--seed", 9, "--threads", t, "--json")["moves"]
            for t in (1, 2, 3)]
    check(runs[0] == runs[1] == runs[2], "moves differ between thread counts")
    again = ok_json("advise", path, "--tile", "U", "--playouts", 40, "--seed", 9, "--json")["moves"]
    check(again == runs[0], "moves differ between two runs")


@case("advise: the scenario's bag is what continuations draw from; an empty bag makes estimates exact")
def _():
    value = ok_json("advise", city(bag={}), "--tile", "E", "--playouts", 10, "--json")
    check(value["bag"] == 0, "bag %r" % value["bag"])
    for m in value["moves"]:
        check(m["low"] == m["mean"] == m["high"], "interval %r" % m)
    # Closing the city: (4 squares + 1 + 2 shields) × 2 = 14, and a farmer by it 3 more.
    check(closes(value["moves"][0]) and value["moves"][0]["mean"] == 17, "best %r" % value["moves"][0])
    value = ok_json("advise", city(bag={"U": 3, "E": 1}), "--tile", "E", "--playouts", 10, "--json")
    check(value["bag"] == 3, "bag %r (the tile in hand comes out of it)" % value["bag"])


@case("advise: a bag of the wrong shape is bad input naming $.bag (exit 2)")
def _():
    for bag in ([], {"Z": 1}, {"U": -1}, {"U": 1.5}, {"U": "2"}, {"great-wall": 1}):
        expect_rc(2, ("advise", city(bag=bag), "--tile", "E"), "$.bag")


def open_board():
    """One bend of road on the board: many moves of a curve are worth about the same."""
    return write("open-%s.json" % len(os.listdir(TMP)), {
        "format": "meeple-lab-scenario", "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}], "turn": 0,
        "pieces": [{"tile": "D", "x": 0, "y": 0, "rotation": 0}]})


@case("advise: near-ties are said, with what telling the leaders apart cost; --settle 1 plays the plan only")
def _():
    path = open_board()
    value = ok_json("advise", path, "--tile", "V", "--playouts", 64, "--seed", 7, "--threads", 2, "--json")
    moves = value["moves"]
    check(value["tied"] >= 2, "no tie said: %r" % {k: value[k] for k in ("tied", "tied_within", "settle_playouts")})
    check(value["settle_playouts"] > 0, "nothing settled %r" % value["settle_playouts"])
    check(64 < moves[0]["playouts"] <= 4 * 64, "the leader's continuations %r" % moves[0])
    check(sum(m["playouts"] for m in moves) == value["playouts"], "playouts do not add up")
    for m in moves[1:value["tied"]]:
        check(m["playouts"] == moves[0]["playouts"], "a level move had other draws %r" % m)
        check(moves[0]["mean"] - m["mean"] <= value["tied_within"] + 1e-9, "level beyond the margin %r" % m)
    plain = ok_json("advise", path, "--tile", "V", "--playouts", 64, "--seed", 7, "--settle", 1, "--json")
    check(plain["settle_playouts"] == 0 and max(m["playouts"] for m in plain["moves"]) == 64, "--settle 1 settled")
    check(plain["playouts"] + value["settle_playouts"] == value["playouts"], "the plan changed with settling")
    rc, out, err = run("advise", path, "--tile", "V", "--playouts", 64, "--seed", 7)
    check(rc == 0, "rc %d %r" % (rc, err))
    said = "The first %d moves are worth the same, within %.1f points." % (value["tied"], value["tied_within"])
    check(said in out, "%r not in %r" % (said, out[-400:]))
    check("more continuations were played to tell the leading moves apart" in out, out[-400:])
    clear = ok_json("advise", city(), "--tile", "E", "--playouts", 200, "--seed", 3, "--json")
    check(clear["tied"] == 0 and clear["settle_playouts"] == 0, "the closing move is not clear %r" % clear["tied"])
    rc, out, err = run("advise", city(), "--tile", "E", "--playouts", 200, "--seed", 3)
    check("The first move is clearly better than the second." in out, out[-300:])
    expect_rc(2, ("advise", path, "--tile", "V", "--settle", 0), "--settle")


@case("advise: bad options and files are bad input (exit 2)")
def _():
    path = city()
    expect_rc(2, ("advise", path), "--tile")
    expect_rc(2, ("advise", path, "--tile", "ZZ"), "ZZ")
    expect_rc(2, ("advise", path, "--tile", "E", "--playouts", 1), "--playouts")
    expect_rc(2, ("advise", path, "--tile", "E", "--threads", -1), "--threads")
    expect_rc(2, ("advise", path, "--tile", "E", "--seed", "x"), "--seed")
    expect_rc(2, ("advise", "--tile", "E"))
    expect_rc(2, ("advise", path, path, "--tile", "E"))
    expect_rc(2, ("advise", os.path.join(TMP, "missing.json"), "--tile", "E"), "missing.json")
    expect_rc(2, ("advise", write("broken.json", "{"), "--tile", "E"), "broken.json")


@case("advise: a tile that cannot be played is against the rules (exit 1, legal false)")
def _():
    path = city()
    out = expect_rc(1, ("advise", path, "--tile", "great-wall", "--json"))
    value = json.loads(out)
    check(value["legal"] is False and value["moves"] == [] and value["message"], "output %r" % value)
    # The only G of the box is on the board.
    expect_rc(1, ("advise", path, "--tile", "G"), "G")


@case("advise: the table for people names each move's meeple and margin")
def _():
    rc, out, err = run("advise", city(), "--tile", "E", "--playouts", 20)
    check(rc == 0, "rc %d %r" % (rc, err))
    check("Alice to move, tile E in hand." in out, out[:200])
    check("no meeple" in out and "knight at (" in out and " ± " in out, out[:600])
    first = [line for line in out.splitlines() if line.strip().startswith("1 ")]
    check(first and first[0].split()[1:4] == ["4", "0", "270"], "first row %r" % first)


def river_bend(readings=None):
    """The river runs south from the spring, turns right (west) at (0, 2) and runs straight
    on to (-1, 2); the open end is at (-2, 2) (lesson 37). A curve there may turn left only
    when the curves alternate; under no-two-in-row it may also turn right again (90°)."""
    value = {
        "format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "river"],
        "players": [{"name": "Alice", "color": "red", "score": 0},
                    {"name": "Bob", "color": "blue", "score": 0}],
        "turn": 0,
        "pieces": [{"tile": "river-spring", "x": 0, "y": 0, "rotation": 0},
                   {"tile": "river-4", "x": 0, "y": 1, "rotation": 0},
                   {"tile": "river-5", "x": 0, "y": 2, "rotation": 90},
                   {"tile": "river-6", "x": -1, "y": 2, "rotation": 90}],
        "meeples": [],
    }
    if readings:
        value["options"] = {"readings": readings}
    return value


def placements(path, *extra):
    out = ok_json("advise", path, "--tile", "river-7", "--playouts", "2", "--threads", "1", "--json", *extra)
    return sorted({(m["x"], m["y"], m["rotation"]) for m in out["moves"]})


@case("advise --reading: the readings in force decide the moves ranked, over the file's")
def _():
    plain = write("bend.json", river_bend())
    read = write("bend-read.json", river_bend({"river-turns": "no-two-in-row"}))
    left, both = [(-2, 2, 180)], [(-2, 2, 90), (-2, 2, 180)]
    check(placements(plain) == left, "default: %r" % placements(plain))
    check(placements(plain, "--reading", "river-turns=no-two-in-row") == both, "option not honoured")
    check(placements(read) == both, "the file's reading not honoured")
    check(placements(read, "--reading", "river-turns=curves-alternate") == left, "option does not override the file")
    expect_rc(2, ["advise", plain, "--tile", "river-7", "--reading", "river-turns=sometimes"], "river-turns")
    expect_rc(2, ["advise", plain, "--tile", "river-7", "--reading", "no-such-reading=yes"], "no-such-reading")


@case("advise on the shared examples: a ranking for a tile of the box")
def _():
    path = os.path.join(EXAMPLES, "city-four-tiles-two-shields.json")
    check(os.path.exists(path), "no shared example %s" % path)
    value = ok_json("advise", path, "--tile", "U", "--playouts", 20, "--json")
    check(len(value["moves"]) > 0, "no moves")


LESSONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "scenarios", "lessons")


def move_args(path, tile, m):
    """The arguments of `move` that play the advised move @m."""
    args = ["move", path, "--tile", tile, "--x", m["x"], "--y", m["y"], "--rotation", m["rotation"], "--json"]
    spots = ["%d,%d,%s" % (d["x"], d["y"], d["at"]) for d in m["meeples"]]
    if m.get("action") == "from-port":
        args += ["--from-port", spots[0]]
    else:
        for spot in spots:
            args += ["--meeple", spot]
    if m.get("slots"):
        args += ["--slots", m["slots"]]
    if m.get("to_port"):
        args.append("--to-port")
    if m.get("wonder"):
        args += ["--wonder", m["wonder"]]
    if m.get("keep"):
        args += ["--keep", m["keep"]]
    return args


def accepted(path, tile, m):
    rc, out, err = run(*move_args(path, tile, m))
    check(rc == 0, "move refuses %r: rc %d, %s %s" % (m, rc, out.strip(), err.strip()))


@case("advise: the Cothon's port moves both ways, each best one accepted by move")
def _():
    path = os.path.join(LESSONS, "30-cothon-carthage.json")
    value = ok_json("advise", path, "--tile", "E", "--playouts", 16, "--seed", 2, "--json")
    moves = value["moves"]
    from_port = [m for m in moves if m.get("action") == "from-port"]
    to_port = [m for m in moves if m.get("to_port")]
    check(from_port and to_port, "no port move")
    check(all(len(m["meeples"]) == 1 and m["meeples"][0]["role"] != "farmer" for m in from_port),
          "a port meeple not on a road, city or monastery")
    # The lesson's move: E at (4, 0) closing the city, the port meeple into it on (4, 1).
    check(any(m["x"] == 4 and m["y"] == 0 and m["meeples"][0]["y"] == 1 and m["meeples"][0]["role"] == "knight"
              for m in from_port), "the lesson's move is not listed")
    accepted(path, "E", from_port[0])
    accepted(path, "E", to_port[0])
    rc, out, err = run("advise", path, "--tile", "E", "--playouts", 4)
    check("from the port:" in out and "meeples coming home to the port" in out, "not in words: %r" % out[:400])


@case("advise: laying the Taj Mahal, meeples into its slots, the best such move accepted by move")
def _():
    scenario = {"format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "wonders"],
                "players": [{"name": "Alice", "color": "red", "wonders": ["taj-mahal"]},
                            {"name": "Bob", "color": "blue"}],
                "turn": 0, "pieces": [{"tile": "D", "x": 0, "y": 0, "rotation": 0}]}
    path = write("taj-in-hand.json", scenario)
    moves = ok_json("advise", path, "--tile", "taj-mahal", "--playouts", 4, "--threads", 1, "--json")["moves"]
    slotted = [m for m in moves if m.get("slots")]
    check(sorted({m["slots"] for m in slotted}) == [1, 2], "slots: %r" % sorted({m["slots"] for m in slotted}))
    check(all(m["slots"] + len(m["meeples"]) <= 2 for m in slotted), "more than two meeples")
    accepted(path, "taj-mahal", slotted[0])
    accepted(path, "taj-mahal", [m for m in slotted if m["slots"] == 2][0])
    two = ok_json("advise", path, "--tile", "taj-mahal", "--playouts", 4, "--threads", 2, "--json")["moves"]
    strip = lambda ms: [(m["x"], m["y"], m["rotation"], m.get("slots"), m["mean"], m["playouts"]) for m in ms]
    check(strip(moves) == strip(two), "one thread and two differ")


@case("advise --second: Abu Simbel's owner lays either tile and keeps the other, each best one accepted by move")
def _():
    path = os.path.join(LESSONS, "24-abu-simbel.json")
    moves = ok_json("advise", path, "--tile", "U", "--second", "V", "--playouts", 8, "--json")["moves"]
    check({(m["tile"], m["keep"]) for m in moves} == {("U", "V"), ("V", "U")}, "not both choices")
    for laid in ("U", "V"):
        accepted(path, laid, [m for m in moves if m["tile"] == laid][0])
    rc, out, err = run("advise", path, "--tile", "U", "--second", "V", "--playouts", 4)
    check("lays V, keeps U" in out, "not in words: %r" % out[:400])
    expect_rc(2, ("advise", path, "--tile", "U", "--second", "nope"), "nope")
    other = dict(json.load(open(path)), turn=1)
    expect_rc(1, ("advise", write("abu-bob.json", other), "--tile", "U", "--second", "V"))
    # With V kept face down, X drawn: the second tile is V, no other.
    kept = json.load(open(path))
    kept["players"][0]["kept"] = "V"
    kept_path = write("abu-kept.json", kept)
    expect_rc(1, ("advise", kept_path, "--tile", "X", "--second", "U", "--playouts", 4), "V, kept face down, and X, drawn")
    moves = ok_json("advise", kept_path, "--tile", "X", "--playouts", 4, "--json")["moves"]
    check({(m["tile"], m["keep"]) for m in moves} == {("X", "V"), ("V", "X")}, "not both choices")


def main():
    if CLI is None or not os.path.exists(CLI):
        print("usage: test-advise-cli.py PATH-OF-meeple-lab-cli")
        return 2
    return run_cases(TMP)


if __name__ == "__main__":
    sys.exit(main())
