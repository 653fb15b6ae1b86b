#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Game records in scenario files, `replay`, and `import` of JCloisterZone games.

Usage: test-record.py PATH-OF-meeple-lab-cli TESTS-DATA
Prints "ok N - name" or "not ok N - name: why" per case; exits 1 if any failed.
"""

import json
import os
import subprocess
import sys
import tempfile

CLI = os.path.abspath(sys.argv[1])
DATA = os.path.abspath(sys.argv[2])
TMP = tempfile.mkdtemp(prefix="meeple-lab-record-test-")
CASES = []


class Failure(Exception):
    pass


def case(func):
    CASES.append((func.__name__, func))
    return func


def check(condition, why):
    if not condition:
        raise Failure(why)


def run(*args):
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
    proc = subprocess.run([CLI] + list(args), capture_output=True, env=env, timeout=120)
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


def data(*parts):
    return os.path.join(DATA, *parts)


def tmp(name):
    return os.path.join(TMP, name)


def write_json(name, obj):
    path = tmp(name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    return path


def finals(path):
    rc, out, err = run("score", path, "--json")
    check(rc == 0, "score %s: rc %d %s" % (path, rc, err))
    return [p["final"] for p in json.loads(out)["players"]], [p["score"] for p in json.loads(out)["players"]]


def expect_refused(rc, err, rc_wanted, *words):
    check(rc == rc_wanted, "rc %d, not %d (%s)" % (rc, rc_wanted, err))
    check(err.count("\n") == 1, "not one line on stderr: %r" % err)
    for w in words:
        check(w in err, "%r not in %r" % (w, err))


# ---- records -----------------------------------------------------------------------------

BASE = data("record", "base.json")


@case
def record_loads_and_scores():
    # Move 1 closes a city of two tiles (E onto D's city): 4 points for Red's knight, who
    # goes home; move 2 leaves Blue's thief on a road of two tiles (2 at the end).
    final, score = finals(BASE)
    check(score == [4, 0] and final == [4, 2], "scores %s finals %s" % (score, final))


@case
def replay_to_each_move():
    expected = {0: ([0, 0], 1, 0), 1: ([4, 0], 2, 0), 2: ([4, 0], 3, 1)}
    for n, (scores, pieces, meeples) in expected.items():
        rc, out, err = run("replay", BASE, "--to", str(n))
        check(rc == 0, "replay --to %d: %s" % (n, err))
        doc = json.loads(out)
        check([p.get("score", 0) for p in doc["players"]] == scores, "move %d scores %s" % (n, doc["players"]))
        check(len(doc["pieces"]) == pieces and len(doc["meeples"]) == meeples, "move %d board" % n)
        check(doc["record"]["at"] == n and len(doc["record"]["moves"]) == 2, "move %d record %s" % (n, doc["record"]))
        check(doc["turn"] == n % 2, "move %d turn %d" % (n, doc["turn"]))


@case
def replay_writes_a_file_that_keeps_the_record():
    out_path = tmp("replayed.json")
    rc, out, err = run("replay", BASE, "--to", "1", "-o", out_path, "--json")
    check(rc == 0, err)
    summary = json.loads(out)
    check(summary["at"] == 1 and summary["moves"] == 2 and summary["turn"] == 1, str(summary))
    # The written file replays again, to the end, and the record is whole.
    rc, out, err = run("replay", out_path)
    check(rc == 0, err)
    doc = json.loads(out)
    check(doc["record"]["at"] == 2 and len(doc["pieces"]) == 3, "replay of the replay")
    # A move played on it keeps the record member.
    moved = tmp("moved.json")
    rc, _, err = run("move", out_path, "--tile", "U", "--x", "-1", "--y", "0", "--rotation", "90", "-o", moved)
    check(rc == 0, err)
    check("record" in json.load(open(moved)), "move -o dropped the record")


@case
def replay_refuses_a_move_beyond_the_record():
    rc, _, err = run("replay", BASE, "--to", "3")
    expect_refused(rc, err, 2, "--to", "3")


@case
def replay_refuses_a_file_without_record():
    path = write_json("plain.json", {"format": "meeple-lab-scenario", "version": 1,
                                     "players": [{"name": "A"}], "pieces": []})
    rc, _, err = run("replay", path)
    expect_refused(rc, err, 2, "no game record")


@case
def illegal_move_refused_with_its_number():
    rc, _, err = run("score", data("record", "bad-occupied.json"))
    expect_refused(rc, err, 2, "move 2", "(0, -1)", "taken")
    rc, _, err = run("score", data("record", "bad-meeple.json"))
    expect_refused(rc, err, 2, "move 1", "no feature at C")


@case
def malformed_records_refused_with_the_path():
    base = json.load(open(BASE))
    bad_cases = [
        (lambda r: r.update(at=3), "$.record.at"),
        (lambda r: r.update(moves={}), "$.record.moves"),
        (lambda r: r.pop("start"), "start"),
        (lambda r: r.update(extra=1), "extra"),
        (lambda r: r["moves"][0].update(rotation=45), "$.record.moves[0].rotation"),
        (lambda r: r["moves"][0].update(tile="ZZ"), "move 1"),
        (lambda r: r["moves"][0].update(meeples=[{"x": 0, "y": -1, "at": "S"}] * 3), "$.record.moves[0].meeples"),
        (lambda r: r["moves"][0].update(action="fly"), "$.record.moves[0].action"),
        (lambda r: r["start"].update(pieces=[{"tile": "D", "x": 0}]), "record.start"),
        (lambda r: r["start"].update(players=[{"score": 1}]), "$.record.start.players"),
    ]
    for i, (mutate, where) in enumerate(bad_cases):
        doc = json.loads(json.dumps(base))
        mutate(doc["record"])
        rc, _, err = run("check", write_json("bad-%d.json" % i, doc))
        expect_refused(rc, err, 2, where)


@case
def start_scores_count():
    doc = json.load(open(BASE))
    doc["record"]["start"]["players"] = [{"score": 10}, {"score": 3}]
    rc, out, err = run("replay", write_json("scores.json", doc))
    check(rc == 0, err)
    check([p["score"] for p in json.loads(out)["players"]] == [14, 3], out[:200])


def main():
    failed = 0
    for i, (name, func) in enumerate(CASES, 1):
        try:
            func()
            print("ok %d - %s" % (i, name))
        except (Failure, Exception) as e:  # a crash of the case is a failure too
            failed += 1
            print("not ok %d - %s: %s" % (i, name, e))
    print("%d passed, %d failed" % (len(CASES) - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
