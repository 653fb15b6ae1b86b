#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the built-in lessons: every file is a valid, translated scenario whose
"x-lesson" result is what meeple-lab-cli computes.

x-readings (the lessons of the rule readings): {"reading": ID, "finals": {ANSWER: [final of
player 0, …], …}}, every answer of the reading listed; checked against
`score --compare ID --json`, and the answers must give different finals. For a reading that
changes where tiles go rather than scores: {"reading": ID, "tile": T, "legal": {ANSWER:
COUNT, …}}, the number of placements of T by `legal --reading ID=ANSWER`, which must differ.
Once any lesson carries x-readings, every reading that `readings --json` lists must have one.

x-lesson members by command:
  score  finals; optional items: dicts each matching a distinct item of the output on the
         keys it gives (e.g. {"kind": "wonder", "players": [0], "points": 10})
  check  legal
  legal  tile, count
  move   tile, x, y, rotation, legal; optional meeple (one LOC) or meeples (a list of
         [X2,Y2,]LOC), role, args (more CLI arguments, e.g. ["--slot"]); when legal: scores,
         and optionally events (each matching a distinct event on the keys it gives, e.g.
         {"kind": "wonder-bonus", "wonder": "taj-mahal", "points": 5}), turn (the player to
         move afterwards) and players_after (per player, keys the saved file must show)

x-readings (a lesson on a rule reading) with "legal": {ANSWER: COUNT, ...} and "tile": the
number of legal placements of that tile under each answer, by `legal --reading ID=ANSWER`
(for readings that change where tiles go, not scores).

A lesson's "question" (a question the learner answers before the app explains) is checked
by `lesson --json`: the answer it states must be the rules' one, and its text must be given
in French and Slovak. At least MIN_QUESTIONS lessons hold one, of every kind.

Usage: test-lessons.py CLI LESSONS-DIR
Prints "ok N - name" / "not ok N - name: why" per check, then "P passed, F failed".
"""
import json
import os
import re
import subprocess
import sys
import tempfile

MIN_LESSONS = 31
MIN_QUESTIONS = 8
QUESTION_KINDS = {"score", "who", "where"}
NAME_RE = re.compile(r"^(\d\d)-[a-z0-9]+(?:-[a-z0-9]+)*\.json$")


class Report:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def skip(self, name, why):
        self.n += 1
        print(f"ok {self.n} - {name} # SKIP {why}")

    def check(self, name, why):
        """why is None on success, else the reason of the failure."""
        self.n += 1
        if why is None:
            print(f"ok {self.n} - {name}")
        else:
            self.failed += 1
            print(f"not ok {self.n} - {name}: {why}")


def run(cli, args):
    proc = subprocess.run([cli] + args, capture_output=True, text=True, timeout=60)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"exit {proc.returncode}: {proc.stderr.strip()}")
    try:
        out = json.loads(proc.stdout)
    except ValueError:
        raise RuntimeError(f"stdout is not JSON (exit {proc.returncode}): {proc.stdout[:200]!r}")
    return proc.returncode, out


def matches(expected, got):
    """True if every key of the dict expected has the same value in got."""
    return all(k in got and got[k] == v for k, v in expected.items())


def sub_multiset(expected, got):
    """None if each dict of expected matches a distinct dict of got, else what is missing."""
    if not isinstance(expected, list) or not all(isinstance(e, dict) for e in expected):
        return "expected a list of objects"

    def assign(i, used):
        if i == len(expected):
            return True
        for j, g in enumerate(got):
            if j not in used and matches(expected[i], g) and assign(i + 1, used | {j}):
                return True
        return False

    if assign(0, frozenset()):
        return None
    missing = [e for e in expected if not any(matches(e, g) for g in got)]
    if missing:
        return f"not found: {missing}"
    return f"each is found but not all at once (too few distinct matches): {expected}"


def check_texts(lesson):
    for key in ("title", "description"):
        if not isinstance(lesson.get(key), str) or not lesson[key].strip():
            return f"missing English {key}"
    tr = lesson.get("translations")
    if not isinstance(tr, dict):
        return "no translations object"
    for lang in ("fr", "sk"):
        t = tr.get(lang)
        if not isinstance(t, dict):
            return f"no {lang} translation"
        for key in ("title", "description"):
            if not isinstance(t.get(key), str) or not t[key].strip():
                return f"empty {lang} {key}"
    return None


def check_format(lesson):
    if lesson.get("format") != "meeple-lab-scenario" or lesson.get("version") != 1:
        return "not a meeple-lab-scenario version 1"
    return None


def reading_ids(cli):
    _, out = run(cli, ["readings", "--json"])
    return [r["id"] for r in out["readings"]]


def check_readings_placements(cli, path, xr):
    """The legal variant of x-readings: placements of the tile counted under each answer."""
    _, out = run(cli, ["readings", "--json"])
    answers = [a["id"] for r in out["readings"] if r["id"] == xr["reading"] for a in r["answers"]]
    if sorted(xr["legal"]) != sorted(answers):
        return f"answers {sorted(xr['legal'])} listed, the reading has {sorted(answers)}"
    got = {}
    for answer in answers:
        _, out = run(cli, ["legal", "--json", path, "--tile", xr["tile"], "--reading", f"{xr['reading']}={answer}"])
        got[answer] = len(out["placements"])
        if got[answer] != xr["legal"][answer]:
            return f"{got[answer]} placements of {xr['tile']} under {answer}, lesson says {xr['legal'][answer]}"
    if len(set(got.values())) != len(got):
        return f"answers give the same number of placements, the lesson shows no difference: {got}"
    return None


def check_readings(cli, path, xr, known):
    """None if x-readings agrees with score --compare, else why not."""
    if not isinstance(xr, dict) or not isinstance(xr.get("reading"), str) \
            or not (isinstance(xr.get("finals"), dict) or (isinstance(xr.get("legal"), dict) and isinstance(xr.get("tile"), str))):
        return 'x-readings must be {"reading": ID, "finals": {ANSWER: [...], ...}} or {"reading": ID, "tile": T, "legal": {ANSWER: N, ...}}'
    reading = xr["reading"]
    if reading not in known:
        return f"unknown reading {reading!r} (known: {', '.join(known)})"
    if "finals" not in xr:
        return check_readings_placements(cli, path, xr)
    _, out = run(cli, ["score", "--compare", reading, "--json", path])
    if out.get("reading") != reading:
        return f"score --compare names reading {out.get('reading')!r}"
    got = {a["answer"]: [p["final"] for p in a["players"]] for a in out["answers"]}
    if set(got) != set(xr["finals"]):
        return f"answers {sorted(xr['finals'])} listed, the reading has {sorted(got)}"
    for answer, finals in xr["finals"].items():
        if got[answer] != finals:
            return f"under {answer} the finals are {got[answer]}, lesson says {finals}"
    same = [(a, b) for a in got for b in got if a < b and got[a] == got[b]]
    if same:
        return f"answers give the same finals, the lesson shows no difference: {same}"
    in_force = [a["answer"] for a in out["answers"] if a["in_force"]]
    if len(in_force) != 1:
        return f"not exactly one answer in force: {in_force}"
    return None


def check_result(cli, path, x):
    cmd = x.get("command")
    if cmd == "score":
        _, out = run(cli, ["score", "--json", path])
        finals = [p["final"] for p in out["players"]]
        if finals != x["finals"]:
            return f"finals {finals}, lesson says {x['finals']}"
        if "items" in x:
            why = sub_multiset(x["items"], out.get("items", []))
            if why:
                return f"score items: {why}"
    elif cmd == "check":
        rc, out = run(cli, ["check", "--json", path])
        if out.get("legal") is not x["legal"]:
            return f"check says legal={out.get('legal')}, lesson says {x['legal']}"
        if (rc == 0) != x["legal"]:
            return f"exit status {rc} does not agree with legal={x['legal']}"
    elif cmd == "legal":
        _, out = run(cli, ["legal", "--json", path, "--tile", x["tile"]])
        count = len(out["placements"])
        if count != x["count"]:
            return f"{count} placements of {x['tile']}, lesson says {x['count']}"
    elif cmd == "move":
        with tempfile.TemporaryDirectory() as tmp:
            result = os.path.join(tmp, "after.json")
            args = ["move", "--json", path, "--tile", x["tile"], "--x", str(x["x"]),
                    "--y", str(x["y"]), "--rotation", str(x["rotation"]), "-o", result]
            if "meeple" in x:
                args += ["--meeple", x["meeple"]]
            for meeple in x.get("meeples", []):
                args += ["--meeple", meeple]
            if "role" in x:
                args += ["--role", x["role"]]
            args += [str(a) for a in x.get("args", [])]
            rc, out = run(cli, args)
            if out.get("legal") is not x["legal"]:
                return f"move says legal={out.get('legal')}, lesson says {x['legal']}"
            if (rc == 0) != x["legal"]:
                return f"exit status {rc} does not agree with legal={x['legal']}"
            if x["legal"]:
                with open(result, encoding="utf-8") as f:
                    after = json.load(f)
                scores = [p.get("score", 0) for p in after["players"]]
                if scores != x["scores"]:
                    return f"scores after the move {scores}, lesson says {x['scores']}"
                printed = [p["score"] for p in out["players"]]
                if printed != scores:
                    return f"printed scores {printed} differ from the saved file {scores}"
                if "events" in x:
                    why = sub_multiset(x["events"], out.get("events", []))
                    if why:
                        return f"move events: {why}"
                if "turn" in x:
                    if out.get("turn") != x["turn"] or after.get("turn") != x["turn"]:
                        return (f"turn after the move {out.get('turn')} (saved {after.get('turn')}), "
                                f"lesson says {x['turn']}")
                for i, want in enumerate(x.get("players_after", [])):
                    have = after["players"][i] if i < len(after["players"]) else {}
                    if not matches(want, have):
                        return f"player {i} after the move is {have}, lesson says {want}"
    else:
        return f"unknown x-lesson command {cmd!r}"
    return None


def check_question(cli, path, lesson):
    """None when `lesson` agrees with the question's stated answer and the question is
    translated, else why not."""
    q = lesson["question"]
    if not isinstance(q, dict) or q.get("kind") not in QUESTION_KINDS:
        return f"question must be an object whose kind is one of {sorted(QUESTION_KINDS)}"
    for lang in ("fr", "sk"):
        text = lesson.get("translations", {}).get(lang, {}).get("question")
        if not isinstance(text, str) or not text.strip():
            return f"no {lang} text of the question"
    if not isinstance(q.get("text"), str) or not q["text"].strip():
        return "no English text of the question"
    rc, out = run(cli, ["lesson", "--json", path])
    if out.get("kind") != q["kind"]:
        return f"lesson says the kind is {out.get('kind')!r}, the file {q['kind']!r}"
    if out.get("stated") != q["answer"]:
        return f"lesson read the answer as {out.get('stated')}, the file says {q['answer']}"
    if not out.get("same") or rc != 0:
        return f"the rules answer {out.get('computed')}, the lesson says {q['answer']} (exit {rc})"
    return None


def check_readings_legal(cli, path, xr):
    """None when each answer gives the lesson's count of placements; "skip: why" when this
    build's legal has no --reading; else what differs."""
    tile = xr["tile"]
    for answer, count in xr["legal"].items():
        args = ["legal", "--json", path, "--tile", tile, "--reading", f"{xr['reading']}={answer}"]
        proc = subprocess.run([cli] + args, capture_output=True, text=True, timeout=60)
        if proc.returncode == 2 and "--reading" in proc.stderr:
            return "skip: legal does not take --reading in this build"
        if proc.returncode != 0:
            return f"legal --reading {xr['reading']}={answer}: exit {proc.returncode}: {proc.stderr.strip()}"
        got = len(json.loads(proc.stdout)["placements"])
        if got != count:
            return f"{got} placements of {tile} under {xr['reading']}={answer}, lesson says {count}"
    return None


def main():
    if len(sys.argv) != 3:
        print("usage: test-lessons.py CLI LESSONS-DIR", file=sys.stderr)
        return 2
    cli, folder = sys.argv[1], sys.argv[2]
    rep = Report()
    names = sorted(f for f in os.listdir(folder) if f.endswith(".json"))

    rep.check(f"at least {MIN_LESSONS} lessons",
              None if len(names) >= MIN_LESSONS else f"only {len(names)}")
    bad = [n for n in names if not NAME_RE.match(n)]
    rep.check("file names are NN-slug.json", f"badly named: {bad}" if bad else None)
    numbers = [int(NAME_RE.match(n).group(1)) for n in names if NAME_RE.match(n)]
    expected = list(range(1, len(numbers) + 1))
    rep.check("lessons are numbered 01 to N, each number once",
              None if sorted(numbers) == expected else f"numbers {sorted(numbers)}")
    slugs = [n[3:] for n in names]
    rep.check("lesson names are unique",
              None if len(set(slugs)) == len(slugs) else "a slug is used twice")

    try:
        known_readings = reading_ids(cli)
        why = None if known_readings else "no reading listed"
    except (RuntimeError, KeyError, TypeError, subprocess.TimeoutExpired) as e:
        known_readings, why = [], f"{type(e).__name__}: {e}"
    rep.check("readings --json lists the readings", why)
    # Which readings the lessons show: until the first reading lesson lands there is nothing
    # to hold the others to. Each lesson's x-readings is checked against the CLI below.
    lessons_of = {}   # reading id -> lesson names
    for name in names:
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                xr = json.load(f).get("x-readings")
        except (OSError, ValueError, AttributeError):
            continue
        if isinstance(xr, dict) and isinstance(xr.get("reading"), str):
            lessons_of.setdefault(xr["reading"], []).append(name)
    if lessons_of:
        missing = [r for r in known_readings if r not in lessons_of]
        rep.check("every reading has a lesson", f"no lesson with x-readings for: {', '.join(missing)}" if missing else None)
    else:
        rep.check("every reading has a lesson # SKIP no lesson carries x-readings yet", None)

    for name in names:
        path = os.path.join(folder, name)
        try:
            with open(path, encoding="utf-8") as f:
                lesson = json.load(f)
        except (OSError, ValueError) as e:
            rep.check(f"{name} loads", str(e))
            continue
        rep.check(f"{name} loads", None if isinstance(lesson, dict) else "not an object")
        if not isinstance(lesson, dict):
            continue
        rep.check(f"{name} is a scenario", check_format(lesson))
        rep.check(f"{name} has English, French and Slovak texts", check_texts(lesson))
        if "x-readings" in lesson:
            xr = lesson["x-readings"]
            try:
                why = check_readings(cli, path, xr, known_readings)
            except (RuntimeError, KeyError, TypeError, subprocess.TimeoutExpired) as e:
                why = f"{type(e).__name__}: {e}"
            rep.check(f"{name} x-readings agree with the CLI", why)

        x = lesson.get("x-lesson")
        if not isinstance(x, dict):
            rep.check(f"{name} result", "no x-lesson object")
            continue
        if not (x.get("command") == "check" and x.get("legal") is False):
            try:
                rc, out = run(cli, ["check", "--json", path])
                why = None if out.get("legal") is True else f"layout illegal: {out.get('problems')}"
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                why = str(e)
            rep.check(f"{name} layout is legal", why)
        try:
            why = check_result(cli, path, x)
        except (RuntimeError, KeyError, TypeError, subprocess.TimeoutExpired) as e:
            why = f"{type(e).__name__}: {e}"
        rep.check(f"{name} {x.get('command')} result matches the CLI", why)
        xr = lesson.get("x-readings")
        if isinstance(xr, dict) and "legal" in xr:
            try:
                why = check_readings_legal(cli, path, xr)
            except (KeyError, TypeError, ValueError, AttributeError, subprocess.TimeoutExpired) as e:
                why = f"{type(e).__name__}: {e}"
            if why and why.startswith("skip: "):
                rep.skip(f"{name} placements under each answer of {xr.get('reading')}", why[6:])
            else:
                rep.check(f"{name} placements under each answer of {xr.get('reading')}", why)

    kinds = {}
    for name in names:
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                lesson = json.load(f)
        except (OSError, ValueError):
            continue
        if not isinstance(lesson, dict) or "question" not in lesson:
            continue
        q = lesson["question"]
        kinds.setdefault(q.get("kind") if isinstance(q, dict) else None, []).append(name)
        try:
            why = check_question(cli, os.path.join(folder, name), lesson)
        except (RuntimeError, KeyError, TypeError, AttributeError, subprocess.TimeoutExpired) as e:
            why = f"{type(e).__name__}: {e}"
        rep.check(f"{name} question's answer is the rules' one", why)
    count = sum(len(v) for v in kinds.values())
    rep.check(f"at least {MIN_QUESTIONS} lessons ask a question",
              None if count >= MIN_QUESTIONS else f"only {count}")
    missing = sorted(QUESTION_KINDS - set(kinds))
    rep.check("the questions are of every kind", f"no question of kind {missing}" if missing else None)

    print(f"{rep.n - rep.failed} passed, {rep.failed} failed")
    return 1 if rep.failed else 0


if __name__ == "__main__":
    sys.exit(main())
