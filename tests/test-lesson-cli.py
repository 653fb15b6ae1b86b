#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""meeple-lab-cli lesson: a lesson's question checked against the rules (exit 0 when the
stated answer is the rules' one, 1 when not, printing both, 2 on bad input naming the JSON
path), one real process per case. Kept apart from test-cli.py, which is long enough.

Usage: test-lesson-cli.py PATH-OF-meeple-lab-cli LESSONS-DIR
Prints "ok N - name" or "not ok N - name: why" per case, then "N passed, M failed".
"""
import json
import os
import subprocess
import sys
import tempfile

from case_runner import CASES, case, check, run_cases

CLI, LESSONS = (os.path.abspath(a) for a in sys.argv[1:3]) if len(sys.argv) == 3 else (None, None)
TMP = tempfile.mkdtemp(prefix="meeple-lab-lesson-test-")


def run(*args):
    proc = subprocess.run([CLI] + list(args), capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, LANGUAGE="en", LC_ALL="C.UTF-8"))
    return proc.returncode, proc.stdout, proc.stderr


def lesson(name):
    with open(os.path.join(LESSONS, name), encoding="utf-8") as f:
        return json.load(f)


def with_question(base, question, name):
    """A copy of the lesson @base whose question is @question (None: none at all)."""
    scenario = lesson(base)
    if question is None:
        scenario.pop("question", None)
    else:
        scenario["question"] = question
    path = os.path.join(TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(scenario, f)
    return path


def expect_bad(rc, out, err, path_part):
    check(rc == 2, f"expected exit 2, got {rc}: {err.strip()}")
    check(out == "", f"stdout must be empty on bad input: {out!r}")
    check(len(err.splitlines()) == 1, f"stderr must be one line: {err!r}")
    check(path_part in err, f"stderr does not say where ({path_part}): {err.strip()}")


@case("a right score answer: exit 0, both answers printed")
def _():
    rc, out, err = run("lesson", "--json", os.path.join(LESSONS, "05-city-with-shields.json"))
    check(rc == 0, f"exit {rc}: {err}")
    value = json.loads(out)
    check(value == {**value, "kind": "score", "stated": 14, "computed": 14, "same": True}, f"{value}")
    check(value["question"] == "What would Alice score if the game ended now?", f"{value['question']!r}")


@case("a wrong score answer: exit 1, the rules' answer printed")
def _():
    path = with_question("05-city-with-shields.json", {"kind": "score", "player": 0, "answer": 12}, "wrong.json")
    rc, out, err = run("lesson", "--json", path)
    check(rc == 1, f"exit {rc}: {err}")
    value = json.loads(out)
    check(value["stated"] == 12 and value["computed"] == 14 and value["same"] is False, f"{value}")
    rc, out, _ = run("lesson", path)
    check(rc == 1 and "Alice would score 12" in out and "Alice would score 14" in out
          and "wrong" in out, f"text output: {out!r}")


@case("no text: the question is worded from its kind")
def _():
    path = with_question("05-city-with-shields.json", {"kind": "score", "player": 1, "answer": 0}, "bob.json")
    rc, out, err = run("lesson", "--json", path)
    check(rc == 0, f"exit {rc}: {err}")
    check(json.loads(out)["question"] == "What would Bob score if the game ended now?", out)


@case("a wrong who answer, and nobody as []")
def _():
    path = with_question("09-tie.json", {"kind": "who", "x": 0, "y": 0, "at": "N", "answer": []}, "who.json")
    rc, out, _ = run("lesson", "--json", path)
    value = json.loads(out)
    check(rc == 1 and value["stated"] == [] and value["computed"] == [0, 1], f"exit {rc}: {value}")
    rc, out, _ = run("lesson", path)
    check("nobody scores it" in out and "Alice and Bob score it" in out, out)


@case("a where answer is a set of squares, in any order")
def _():
    path = with_question("03-corner-not-enough.json",
                         {"kind": "where", "tile": "B", "answer": [[1, 1], [0, 1], [1, -1]]}, "where.json")
    rc, out, err = run("lesson", "--json", path)
    check(rc == 0, f"exit {rc}: {err} {out}")
    check(json.loads(out)["stated"] == [[1, -1], [0, 1], [1, 1]], out)
    path = with_question("03-corner-not-enough.json", {"kind": "where", "tile": "B", "answer": [[0, 1]]}, "where2.json")
    rc, out, _ = run("lesson", "--json", path)
    check(rc == 1 and len(json.loads(out)["computed"]) == 3, f"exit {rc}: {out}")


MALFORMED = [
    ("not an object", [1, 2], "$.question"),
    ("an unknown kind", {"kind": "when", "answer": 1}, "$.question.kind"),
    ("a player the lesson lacks", {"kind": "score", "player": 5, "answer": 1}, "$.question.player"),
    ("a fractional answer", {"kind": "score", "player": 0, "answer": 1.5}, "$.question.answer"),
    ("no answer", {"kind": "score", "player": 0}, "$.question.answer"),
    ("a member of another kind", {"kind": "score", "player": 0, "answer": 1, "tile": "B"}, "$.question.tile"),
    ("a player twice", {"kind": "who", "x": 0, "y": 0, "at": "N", "answer": [0, 0]}, "$.question.answer[1]"),
    ("a square not as [x, y]", {"kind": "where", "tile": "B", "answer": [[0]]}, "$.question.answer[0]"),
    ("an unknown tile", {"kind": "where", "tile": "ZZ", "answer": []}, "$.question.tile"),
    ("an empty text", {"kind": "score", "player": 0, "answer": 1, "text": ""}, "$.question.text"),
]

for _label, _question, _where in MALFORMED:
    def _make(question=_question, where=_where, label=_label):
        def run_case():
            path = with_question("05-city-with-shields.json", question, "bad.json")
            expect_bad(*run("lesson", "--json", path), where)
        return run_case
    CASES.append((f"a malformed question ({_label}) is bad input naming {_where}", _make()))


@case("a feature that is not there is bad input")
def _():
    path = with_question("09-tie.json", {"kind": "who", "x": 9, "y": 9, "at": "N", "answer": []}, "nowhere.json")
    expect_bad(*run("lesson", path), "(9, 9)")


@case("a lesson without a question is bad input")
def _():
    path = with_question("05-city-with-shields.json", None, "none.json")
    expect_bad(*run("lesson", path), "no question")


@case("the other commands keep the question when they save")
def _():
    question = {"kind": "who", "x": 0, "y": 0, "at": "N", "answer": [0, 1], "text": "Who?"}
    source = with_question("09-tie.json", question, "keep.json")
    after = os.path.join(TMP, "after.json")
    rc, _, err = run("move", source, "--tile", "B", "--x", "0", "--y", "1", "--rotation", "0", "-o", after)
    check(rc == 0, f"move: exit {rc}: {err}")
    with open(after, encoding="utf-8") as f:
        saved = json.load(f)
    check(saved.get("question") == question, f"saved question {saved.get('question')}")


def main():
    if CLI is None:
        print("usage: test-lesson-cli.py CLI LESSONS-DIR", file=sys.stderr)
        return 2
    return run_cases(TMP)


if __name__ == "__main__":
    sys.exit(main())
