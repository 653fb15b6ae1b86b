#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""meeple-lab-cli against its contract (docs/scenario-format.md §2), one real process per case.

Usage: test-cli.py PATH-OF-meeple-lab-cli
Environment: SHARED_EXAMPLES (the copies of the shared example scenarios in tests/data),
TESTS_DATA (tests/data).
Prints "ok N - name" or "not ok N - name: why" per case, then "N passed, M failed";
exits 1 if any case failed.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

# CASES too: the rule scripts load this file as a module and clear or add to it.
from case_runner import CASES, Failure, Skip, add_case, case, check, run_cases  # noqa: F401 (CASES)

CLI = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
EXAMPLES = os.environ.get("SHARED_EXAMPLES", "")
DATA = os.environ.get("TESTS_DATA", "")
TMP = tempfile.mkdtemp(prefix="meeple-lab-cli-test-")


class Result:
    def __init__(self, args, proc):
        self.args = args
        self.rc = proc.returncode
        self.out = proc.stdout.decode("utf-8", errors="replace")
        self.err = proc.stderr.decode("utf-8", errors="replace")
        self.raw_err = proc.stderr

    def describe(self):
        return "meeple-lab-cli %s: rc %d, stdout %r, stderr %r" % (
            " ".join(self.args), self.rc, self.out[:300], self.err[:300])

    def json(self):
        try:
            value = json.loads(self.out)
        except ValueError as e:
            raise Failure("stdout is not one JSON object (%s): %s" % (e, self.describe()))
        check(isinstance(value, dict), "stdout is JSON but not an object: " + self.describe())
        return value


def run(*args, timeout=120):
    env = dict(os.environ)
    env["LC_ALL"] = "C.UTF-8"
    env.pop("LANGUAGE", None)
    proc = subprocess.run([CLI] + [str(a) for a in args], stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                          timeout=timeout, cwd=TMP)
    return Result([str(a) for a in args], proc)


def data(name):
    return os.path.join(DATA, name)


def tmp_path(name):
    return os.path.join(TMP, name)


def write(name, text):
    path = tmp_path(name)
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(path, mode) as f:
        f.write(text)
    return path


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def expect_rc(result, rc):
    check(result.rc == rc, "expected exit %d: %s" % (rc, result.describe()))


def expect_ok_json(result):
    expect_rc(result, 0)
    return result.json()


def refused(result, *words):
    """A move refused by the rules (exit 1, "legal": false), its message holding each of @words."""
    expect_rc(result, 1)
    value = result.json()
    check(value["legal"] is False, result.describe())
    for word in words:
        check(word in value["message"], "message %r lacks %r" % (value["message"], word))
    return value


def meeple(player, x, y, at, role=None):
    """A scenario meeple, with its role when it is not an ordinary one."""
    m = {"player": player, "x": x, "y": y, "at": at}
    if role:
        m["role"] = role
    return m


def placements(result):
    value = expect_ok_json(result)
    check(isinstance(value.get("placements"), list), "no placements list: " + result.describe())
    out = [(p["x"], p["y"], p["rotation"]) for p in value["placements"]]
    check(len(out) == len(set(out)), "a placement is listed twice: %r" % out)
    return out


def expect_bad_input(result, names=None, where=None):
    """Exit 2, nothing on stdout, one line on stderr that names @names and matches @where."""
    check(result.rc == 2, "expected exit 2: " + result.describe())
    check(result.out == "", "stdout must be empty on bad input: " + result.describe())
    lines = result.err.splitlines()
    check(len(lines) == 1 and result.err.endswith("\n"),
          "stderr must be exactly one line: " + result.describe())
    if names is not None:
        check(names in result.err, "stderr does not name %s: %s" % (names, result.describe()))
    if where is not None:
        check(re.search(where, result.err), "stderr does not say where (%s): %s" % (where, result.describe()))


# ---- the shared examples ---------------------------------------------------------------------

def example_files():
    names = sorted(n for n in os.listdir(EXAMPLES) if n.endswith(".json"))
    return [os.path.join(EXAMPLES, n) for n in names]


def example_score(path):
    scenario = load_json(path)
    expect = scenario.get("x-expect", {})
    check(expect.get("command") == "score", "x-expect is not for score: %r" % expect)
    value = expect_ok_json(run("score", path, "--json"))
    players = value.get("players")
    check(isinstance(players, list) and len(players) == len(scenario["players"]),
          "players: %r" % players)
    finals = [p.get("final") for p in players]
    check(finals == expect["finals"], "finals %r, expected %r" % (finals, expect["finals"]))
    for given, reported in zip(scenario["players"], players):
        check(reported.get("name") == given["name"], "name %r" % reported.get("name"))
        check(reported.get("score") == given.get("score", 0), "score before %r" % reported.get("score"))
    items = value.get("items")
    check(isinstance(items, list) and items, "no items: %r" % items)
    for item in items:
        for key in ("players", "points", "kind", "explain"):
            check(key in item, "item without %s: %r" % (key, item))
        check(isinstance(item["explain"], str) and item["explain"], "empty explain: %r" % item)
    # What the items give adds up to the finals.
    totals = [p.get("score", 0) for p in scenario["players"]]
    for item in items:
        for p in item["players"]:
            totals[p] += item["points"]
    check(totals == finals, "items add up to %r, finals are %r" % (totals, finals))


@case("examples are there")
def _():
    check(len(example_files()) >= 3, "fewer than 3 examples in %s" % EXAMPLES)


for _path in (example_files() if os.path.isdir(EXAMPLES) else []):
    add_case("score --json %s gives its x-expect finals" % os.path.basename(_path), example_score, _path)


@case("score without --json: table and explanations")
def _():
    path = os.path.join(EXAMPLES, "farmer-two-closed-cities.json")
    value = expect_ok_json(run("score", path, "--json"))
    result = run("score", path)
    expect_rc(result, 0)
    check(result.err == "", "stderr: " + result.describe())
    check(not result.out.lstrip().startswith("{"), "text output looks like JSON: " + result.describe())
    for player in value["players"]:
        row = [line for line in result.out.splitlines() if line.startswith(player["name"])]
        check(row, "no row for %s: %s" % (player["name"], result.describe()))
        check(re.search(r"\b%d\b" % player["final"], row[0]),
              "row of %s lacks the final %d: %r" % (player["name"], player["final"], row[0]))
    for item in value["items"]:
        check(item["explain"] in result.out, "explanation %r missing: %s" % (item["explain"], result.describe()))


@case("score --json of a board without meeples: finals equal scores")
def _():
    value = expect_ok_json(run("score", data("move-city.json"), "--json"))
    check([(p["score"], p["final"]) for p in value["players"]] == [(0, 0), (5, 5)], "players %r" % value["players"])
    check(value.get("items") == [], "items %r" % value.get("items"))


@case("score --json of the ring of nine monasteries: 9 for the complete one")
def _():
    value = expect_ok_json(run("score", data("check-ring.json"), "--json"))
    check([p["final"] for p in value["players"]] == [9, 0], "finals %r" % value["players"])


# ---- rule readings -----------------------------------------------------------------------------

READING_IDS = ["final-bonuses", "taj-participation", "wonder-bindings", "effects-start",
               "taj-fifth-slot", "river-turns", "farmers"]
# The readings whose answers must give the hand-computed figures below (besides the shape,
# the answer in force, and each answer's figures being those `score --reading` gives).
ENGINE_READINGS = {"farmers"}
# readings-farmers.json, by hand (see its description): 3rd edition 2 × 3 for Red, 1st
# edition 2 × 4; Blue's open one-tile city 1 either way.
FARMERS_FINALS = {"third-edition": [6, 1], "first-edition": [8, 1]}


def compare(path, reading, *more):
    value = expect_ok_json(run("score", path, "--compare", reading, "--json", *more))
    check(value.get("reading") == reading, "reading %r" % value.get("reading"))
    answers = value.get("answers")
    check(isinstance(answers, list) and len(answers) >= 2, "answers %r" % answers)
    for a in answers:
        for key in ("answer", "in_force", "players", "items"):
            check(key in a, "answer without %s: %r" % (key, a))
        for p in a["players"]:
            check(set(p) == {"name", "score", "final"}, "player %r" % p)
    check(sum(1 for a in answers if a["in_force"]) == 1, "not one answer in force: %r" % answers)
    return value


def in_force(value):
    return [a["answer"] for a in value["answers"] if a["in_force"]][0]


@case("readings --json: every reading, its answers explained with a source, the first the default")
def _():
    value = expect_ok_json(run("readings", "--json"))
    readings = value.get("readings")
    check([r.get("id") for r in readings] == READING_IDS, "ids %r" % [r.get("id") for r in readings])
    for r in readings:
        for key in ("title", "question", "default", "answers"):
            check(r.get(key), "%s without %s" % (r["id"], key))
        check(r["default"] == r["answers"][0]["id"], "%s: default %r is not the first answer" % (r["id"], r["default"]))
        check(len(r["answers"]) >= 2, "%s has one answer" % r["id"])
        for a in r["answers"]:
            for key in ("id", "label", "explanation", "source"):
                check(isinstance(a.get(key), str) and a[key].strip(), "%s/%s without %s" % (r["id"], a.get("id"), key))
            check(re.match(r"(seeds|docs)/", a["source"]), "%s/%s: source %r names no file" % (r["id"], a["id"], a["source"]))
    fifth = [r for r in readings if r["id"] == "taj-fifth-slot"][0]
    check(isinstance(fifth.get("default_value"), int), "taj-fifth-slot without default_value")


@case("readings: every sentence quoted from docs/ is in that page of the repository, word for word")
def _():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    quoted = 0
    for r in expect_ok_json(run("readings", "--json"))["readings"]:
        for a in r["answers"]:
            name = a["source"].split(":")[0]
            if not name.startswith("docs/"):
                continue
            path = os.path.join(root, name)
            check(os.path.isfile(path), "%s/%s cites %s, which the repository does not have" % (r["id"], a["id"], name))
            with open(path, encoding="utf-8") as f:
                text = " ".join(f.read().split())
            for quote in re.findall(r"“(.*?)”", a["source"]):
                check(" ".join(quote.split()) in text, "%s/%s: %r is not in %s" % (r["id"], a["id"], quote, name))
                quoted += 1
    check(quoted >= 2, "only %d quotations" % quoted)


@case("docs/rules.md: its tile tables say what the catalogue holds (count, edges, shields)")
def _():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "rules.md")
    with open(path, encoding="utf-8") as f:
        rows = re.findall(r"^\| `([a-z0-9-]+|[A-X])` \| (\d+)[^|]*\| `([FRCW]{4})` \| (\d*) \|", f.read(), re.M)
    code = {"field": "F", "road": "R", "city": "C", "river": "W"}
    tiles = {t["id"]: t for t in expect_ok_json(run("tiles", "--json"))["tiles"]}
    for tile_id, count, edges, shields in rows:
        t = tiles.get(tile_id)
        check(t is not None, "docs/rules.md lists %s, which the catalogue has not" % tile_id)
        shown = (int(count), edges, int(shields or 0))
        actual = (t["count"], "".join(code[e] for e in t["cells"][0]["edges"]),
                  sum(f.get("shields", 0) for f in t["features"]))
        check(shown == actual, "docs/rules.md says %s is %r, the catalogue %r" % (tile_id, shown, actual))
    listed = {r[0] for r in rows}
    missing = [i for i, t in tiles.items() if t["set"] in ("base", "river") and i not in listed]
    check(not missing, "docs/rules.md does not list %s" % missing)


@case("docs/scenario-format.md: names every command and every option that --help lists")
def _():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "scenario-format.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    result = run("--help")
    expect_rc(result, 0)
    commands = re.findall(r"^  ([a-z]+)  ", result.out, re.M)
    check(len(commands) >= 10, "--help lists only %r" % commands)
    for command in commands:
        check("`%s " % command in text or "`%s`" % command in text, "the page does not name %s" % command)
        help_text = run(command, "--help")
        expect_rc(help_text, 0)
        for option in set(re.findall(r"^  (?:-\w, )?(--[a-z-]+)", help_text.out, re.M)) - {"--help", "--help-all"}:
            check(option in text, "the page does not name %s %s" % (command, option))


@case("readings in text: each reading and answer, the defaults marked")
def _():
    result = run("readings")
    expect_rc(result, 0)
    for rid in READING_IDS:
        check(re.search(r"^%s\b" % re.escape(rid), result.out, re.M), "no line for %s: %s" % (rid, result.describe()))
    check(result.out.count("(default)") == len(READING_IDS), "defaults marked %d times" % result.out.count("(default)"))


for command, extra in (("score", []), ("check", []), ("legal", ["--tile", "E"]),
                       ("move", ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0"])):
    add_case("%s --reading with an unknown answer: exit 2 naming it and the valid answers" % command,
             lambda command=command, extra=extra: expect_bad_input(
                 run(command, data("move-city.json"), *extra, "--reading", "farmers=second-edition"),
                 names="second-edition", where=r"third-edition, first-edition"))
    add_case("%s --reading with an unknown reading: exit 2 listing the readings" % command,
             lambda command=command, extra=extra: expect_bad_input(
                 run(command, data("move-city.json"), *extra, "--reading", "dragons=yes"),
                 names="dragons", where=r"final-bonuses, .*farmers"))


@case("--reading without = and with a value where none is taken: exit 2")
def _():
    expect_bad_input(run("score", data("move-city.json"), "--reading", "farmers"), names="farmers")
    expect_bad_input(run("score", data("move-city.json"), "--reading", "farmers=first-edition:3"), names="first-edition")
    expect_bad_input(run("score", data("move-city.json"), "--reading", "taj-fifth-slot=value:x"), names="x")
    expect_rc(run("score", data("move-city.json"), "--reading", "taj-fifth-slot=value:4"), 0)


@case("score --compare with an unknown reading: exit 2 listing the readings")
def _():
    expect_bad_input(run("score", data("move-city.json"), "--compare", "dragons"), names="dragons", where="farmers")


@case("score --compare --json: every answer, the default in force, players and items each")
def _():
    value = compare(data("readings-farmers.json"), "farmers")
    check([a["answer"] for a in value["answers"]] == ["third-edition", "first-edition"], "answers %r" % value["answers"])
    check(in_force(value) == "third-edition", "in force %r" % in_force(value))
    third = value["answers"][0]
    check([p["final"] for p in third["players"]] == FARMERS_FINALS["third-edition"], "3rd edition %r" % third["players"])
    check([p["name"] for p in third["players"]] == ["Red", "Blue"], "names %r" % third["players"])


@case("score --compare: the answer in force follows the file, and --reading over the file")
def _():
    scenario = load_json(data("readings-farmers.json"))
    scenario["options"] = {"readings": {"farmers": "first-edition"}}
    path = write("readings-first.json", json.dumps(scenario))
    check(in_force(compare(path, "farmers")) == "first-edition", "the file's answer is not in force")
    check(in_force(compare(path, "farmers", "--reading", "farmers=third-edition")) == "third-edition",
          "--reading does not override the file")
    check(in_force(compare(data("readings-farmers.json"), "farmers", "--reading", "farmers=first-edition")) == "first-edition",
          "--reading does not set the answer in force")


@case("score --compare settles each answer anew: its figures are those of score --reading")
def _():
    for reading in ("farmers", "final-bonuses", "taj-participation"):
        value = compare(data("readings-farmers.json"), reading)
        for a in value["answers"]:
            single = expect_ok_json(run("score", data("readings-farmers.json"), "--json",
                                        "--reading", "%s=%s" % (reading, a["answer"])))
            check(single["players"] == a["players"], "%s=%s: %r vs score %r" % (reading, a["answer"], a["players"], single["players"]))
            check(single["items"] == a["items"], "%s=%s: items differ from score" % (reading, a["answer"]))


@case("score --compare farmers: 1st and 3rd edition give the hand-computed finals")
def _():
    value = compare(data("readings-farmers.json"), "farmers")
    got = {a["answer"]: [p["final"] for p in a["players"]] for a in value["answers"]}
    check(got["third-edition"] == FARMERS_FINALS["third-edition"], "3rd edition %r" % got)
    if "farmers" in ENGINE_READINGS:
        check(got["first-edition"] == FARMERS_FINALS["first-edition"], "1st edition %r" % got)


@case("score --compare in text: the answers side by side, the one in force marked")
def _():
    result = run("score", data("readings-farmers.json"), "--compare", "farmers")
    expect_rc(result, 0)
    head = [l for l in result.out.splitlines() if l.startswith("Player")]
    check(head and "third-edition (in force)" in head[0] and "first-edition" in head[0], result.describe())
    check(result.out.count("(in force)") == 2, "in force marked %d times (table heads)" % result.out.count("(in force)"))
    red = [l for l in result.out.splitlines() if l.startswith("Red")]
    check(red and re.search(r"\b6\b", red[0]), "no Red row with 6: " + result.describe())
    check("Field (borders 2 completed cities)" in result.out, result.describe())


@case("move keeps the file's readings in the file it writes, and records --reading")
def _():
    scenario = load_json(data("move-city.json"))
    scenario["options"] = {"readings": {"river-turns": "no-two-in-row"}}
    path = write("readings-move.json", json.dumps(scenario))
    out = tmp_path("readings-move-out.json")
    expect_ok_json(run("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "-o", out, "--json"))
    check(load_json(out).get("options", {}).get("readings") == {"river-turns": "no-two-in-row"},
          "readings after the move: %r" % load_json(out).get("options"))
    expect_ok_json(run("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "-o", out, "--json",
                       "--reading", "farmers=first-edition", "--reading", "river-turns=curves-alternate",
                       "--reading", "taj-fifth-slot=value:4"))
    check(load_json(out)["options"]["readings"] == {"farmers": "first-edition",
                                                    "taj-fifth-slot": {"answer": "value", "value": 4}},
          "readings after the move: %r" % load_json(out)["options"])
    plain = tmp_path("readings-plain-out.json")
    expect_ok_json(run("move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0,
                       "-o", plain, "--json"))
    check("options" not in load_json(plain), "a file under the defaults gained options: %r" % load_json(plain).get("options"))


@case("move -o refuses a named pipe, a link to one and a read-only file, naming them, and leaves them as they were")
def _():
    fifo = tmp_path("out-fifo.json")
    link = tmp_path("out-link.json")
    read_only = tmp_path("out-read-only.json")
    os.mkfifo(fifo)
    os.symlink(os.path.basename(fifo), link)
    with open(read_only, "w") as f:
        f.write("kept")
    os.chmod(read_only, 0o444)
    move = ["move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "-o"]
    for target, words in ((fifo, "named pipe"), (link, "named pipe"), (read_only, "read-only")):
        result = run(*(move + [target]))
        expect_bad_input(result, target, words)
    import stat
    check(stat.S_ISFIFO(os.lstat(fifo).st_mode) and os.path.islink(link), "the pipe or the link was replaced")
    check(open(read_only).read() == "kept", "the read-only file was replaced")
    for path in (fifo, link, read_only):
        os.unlink(path)


@case("an option's value that is not UTF-8 is refused naming the option")
def _():
    bad = os.fsdecode(b"\xff")
    for args, option in ((["legal", data("legal-one-tile.json"), "--tile", bad], "--tile"),
                         (["legal", data("legal-one-tile.json"), "--tile=" + bad], "--tile"),
                         (["move", data("legal-one-tile.json"), "--tile", "D", "--x", bad, "--y", 0], "--x")):
        result = run(*args)
        expect_bad_input(result, option, "not UTF-8")


@case("score refuses an unknown reading in the file: exit 2 naming it and where")
def _():
    scenario = load_json(data("move-city.json"))
    scenario["options"] = {"readings": {"farmers": "second-edition"}}
    expect_bad_input(run("score", write("readings-bad.json", json.dumps(scenario))),
                     names="second-edition", where=r"\$\.options\.readings\.farmers")


# ---- check ----------------------------------------------------------------------------------------

@case("check legal layout: exit 0, legal true, no problems")
def _():
    result = run("check", data("check-legal.json"), "--json")
    value = expect_ok_json(result)
    check(value.get("legal") is True and value.get("problems") == [], "got %r" % value)


@case("check legal layout around the origin (a tile on (-1, -1))")
def _():
    result = run("check", data("check-ring.json"), "--json")
    value = expect_ok_json(result)
    check(value.get("legal") is True and value.get("problems") == [], "got %r" % value)


@case("check legal layout without --json")
def _():
    result = run("check", data("check-legal.json"))
    expect_rc(result, 0)
    check(result.out.strip() != "" and result.err == "", result.describe())


@case("check mismatched edge: exit 1, a problem at the squares that meet")
def _():
    result = run("check", data("check-mismatch.json"), "--json")
    expect_rc(result, 1)
    value = result.json()
    check(value.get("legal") is False, "legal %r" % value.get("legal"))
    problems = value.get("problems", [])
    check(problems, "no problems: %r" % value)
    squares = {(p["x"], p["y"]) for p in problems}
    check(squares & {(0, 0), (0, 1)}, "no problem at (0, 0) or (0, 1): %r" % problems)
    check(squares <= {(0, 0), (0, 1)}, "a problem where nothing is wrong: %r" % problems)
    for p in problems:
        check(isinstance(p.get("message"), str) and p["message"], "problem without message: %r" % p)


@case("check mismatched edge without --json: exit 1, says where")
def _():
    result = run("check", data("check-mismatch.json"))
    expect_rc(result, 1)
    check("(0, 0)" in result.out or "(0, 1)" in result.out, result.describe())


@case("check disconnected piece: exit 1, a problem at (5, 5)")
def _():
    result = run("check", data("check-disconnected.json"), "--json")
    expect_rc(result, 1)
    value = result.json()
    check(value.get("legal") is False, "legal %r" % value.get("legal"))
    squares = [(p["x"], p["y"]) for p in value.get("problems", [])]
    check((5, 5) in squares, "no problem at (5, 5): %r" % value)


@case("check overlapping pieces: exit 1 with a problem, not bad input")
def _():
    scenario = load_json(data("check-legal.json"))
    scenario["pieces"].append({"tile": "B", "x": 1, "y": 0, "rotation": 0})
    path = write("check-overlap.json", json.dumps(scenario))
    result = run("check", path, "--json")
    expect_rc(result, 1)
    value = result.json()
    check((1, 0) in [(p["x"], p["y"]) for p in value.get("problems", [])], "problems %r" % value)


# ---- legal ----------------------------------------------------------------------------------------

# D at rotation 0 shows C R F R (N E S W). By hand: north of it needs a city south (D at 180
# only); east needs a road west (0 and 180); south needs a field north (180); west needs a road
# east (0 and 180).
ONE_TILE_D = {(0, -1, 180), (1, 0, 0), (1, 0, 180), (0, 1, 180), (-1, 0, 0), (-1, 0, 180)}


@case("legal --tile D on the start tile: the hand-computed six")
def _():
    got = placements(run("legal", data("legal-one-tile.json"), "--tile", "D", "--json"))
    check(set(got) == ONE_TILE_D, "got %r, expected %r" % (sorted(got), sorted(ONE_TILE_D)))


@case("legal --tile E on the start tile")
def _():
    # E shows C F F F: north of D needs its city south (180); south needs a field north
    # (90, 180, 270); east and west need a road: none.
    expected = {(0, -1, 180), (0, 1, 90), (0, 1, 180), (0, 1, 270)}
    got = placements(run("legal", data("legal-one-tile.json"), "--tile", "E", "--json"))
    check(set(got) == expected, "got %r, expected %r" % (sorted(got), sorted(expected)))


@case("legal --tile C on the start tile: alike rotations listed each")
def _():
    expected = {(0, -1, r) for r in (0, 90, 180, 270)}
    got = placements(run("legal", data("legal-one-tile.json"), "--tile", "C", "--json"))
    check(set(got) == expected, "got %r, expected %r" % (sorted(got), sorted(expected)))


@case("legal on an empty board: the first tile at (0, 0)")
def _():
    expected = {(0, 0, r) for r in (0, 90, 180, 270)}
    got = placements(run("legal", data("legal-empty-board.json"), "--tile", "D", "--json"))
    check(set(got) == expected, "got %r, expected %r" % (sorted(got), sorted(expected)))


@case("legal on an empty board with the River: only the spring")
def _():
    got = placements(run("legal", data("legal-empty-board-river.json"), "--tile", "D", "--json"))
    check(got == [], "D is not the first tile with the River, got %r" % got)
    got = placements(run("legal", data("legal-empty-board-river.json"), "--tile", "river-spring", "--json"))
    check(set(got) == {(0, 0, r) for r in (0, 90, 180, 270)}, "spring: got %r" % sorted(got))


@case("legal without --json lists the same placements")
def _():
    result = run("legal", data("legal-one-tile.json"), "--tile", "D")
    expect_rc(result, 0)
    rows = set()
    for line in result.out.splitlines():
        m = re.fullmatch(r"\s*(-?\d+)\s+(-?\d+)\s+(\d+)\s*", line)
        if m:
            rows.add(tuple(int(v) for v in m.groups()))
    check(rows == ONE_TILE_D, "rows %r: %s" % (sorted(rows), result.describe()))


def legal_agrees_with_move(tile):
    """Every placement legal lists is a move that plays; every other one beside the tile is not."""
    scenario = data("legal-one-tile.json")
    listed = set(placements(run("legal", scenario, "--tile", tile, "--json")))
    check(listed, "no placement for %s" % tile)
    for x, y in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        for r in (0, 90, 180, 270):
            result = run("move", scenario, "--tile", tile, "--x", x, "--y", y, "--rotation", r, "--json")
            if (x, y, r) in listed:
                check(result.rc == 0 and result.json().get("legal") is True,
                      "legal lists (%d, %d, %d) but move refuses it: %s" % (x, y, r, result.describe()))
            else:
                check(result.rc == 1 and result.json().get("legal") is False,
                      "legal does not list (%d, %d, %d) but move takes it: %s" % (x, y, r, result.describe()))


for _tile in ("D", "E", "U", "C"):
    add_case("legal and move agree on tile %s beside the start tile" % _tile, legal_agrees_with_move, _tile)


# ---- move -----------------------------------------------------------------------------------------

@case("move legal: closes a city, scores it, -o writes the new scenario")
def _():
    out = tmp_path("move-city-out.json")
    result = run("move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0,
                 "--meeple", "N", "-o", out, "--json")
    value = expect_ok_json(result)
    check(value.get("legal") is True, "legal %r" % value.get("legal"))
    events = value.get("events", [])
    for e in events:
        for key in ("kind", "players", "points", "explain"):
            check(key in e, "event without %s: %r" % (key, e))
    cities = [e for e in events if e["kind"] == "city"]
    check(len(cities) == 1, "one city scoring expected: %r" % events)
    city = cities[0]
    check(city["points"] == 4 and city["players"] == [0], "city event %r" % city)
    check(isinstance(city["explain"], str) and "4" in city["explain"], "explain %r" % city["explain"])
    check([(p["name"], p["score"]) for p in value.get("players", [])] == [("Red", 4), ("Blue", 5)],
          "players %r" % value.get("players"))

    check(os.path.exists(out), "-o wrote nothing")
    written = load_json(out)
    check(written.get("format") == "meeple-lab-scenario" and written.get("version") == 1, "header %r" % written)
    check({"tile": "E", "x": 0, "y": 1, "rotation": 0} in
          [{k: p.get(k) for k in ("tile", "x", "y", "rotation")} for p in written.get("pieces", [])],
          "the new piece is not in %r" % written.get("pieces"))
    check(len(written["pieces"]) == 2, "pieces %r" % written["pieces"])
    check(written.get("turn") == 1, "turn %r" % written.get("turn"))
    check([p.get("score") for p in written["players"]] == [4, 5], "scores %r" % written["players"])
    check(written.get("meeples", []) == [], "the knight went home, meeples %r" % written.get("meeples"))
    check(written.get("x-note") == {"kept": [1, 2, 3]}, "unknown field lost: %r" % written.get("x-note"))
    # It loads again.
    again = run("check", out, "--json")
    check(again.rc == 0 and again.json().get("legal") is True, "written file: " + again.describe())
    score = expect_ok_json(run("score", out, "--json"))
    check([p["score"] for p in score["players"]] == [4, 5], "written file scores %r" % score["players"])


@case("move legal without --json: events explained and a score table")
def _():
    result = run("move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "--meeple", "N")
    expect_rc(result, 0)
    check("4" in result.out and "Red" in result.out and "Blue" in result.out, result.describe())
    check(result.err == "", result.describe())


@case("move legal: a meeple that stays is written as a location code")
def _():
    out = tmp_path("move-thief-out.json")
    value = expect_ok_json(run("move", data("move-city.json"), "--tile", "U", "--x", 1, "--y", 0,
                               "--rotation", 90, "--meeple", "W", "-o", out, "--json"))
    check(value.get("legal") is True, "legal %r" % value)
    check(value.get("events") and value["events"][0]["kind"] == "tile", "events %r" % value.get("events"))
    check([e["kind"] for e in value["events"]].count("meeple") == 1, "events %r" % value["events"])
    written = load_json(out)
    check(written.get("turn") == 1, "turn %r" % written.get("turn"))
    meeples = written.get("meeples", [])
    check(len(meeples) == 1, "meeples %r" % meeples)
    m = meeples[0]
    check((m.get("player"), m.get("x"), m.get("y")) == (0, 1, 0) and m.get("at") in ("E", "W"),
          "the thief is %r" % m)
    again = run("check", out, "--json")
    check(again.rc == 0, "written file: " + again.describe())


@case("move --meeple X2,Y2,LOC on the piece's own square")
def _():
    value = expect_ok_json(run("move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1,
                               "--rotation", 0, "--meeple", "0,1,N", "--json"))
    check(value.get("legal") is True, "legal %r" % value)
    check([p["score"] for p in value["players"]] == [4, 5], "players %r" % value["players"])


@case("move turn passes: Blue moves when turn is 1")
def _():
    scenario = load_json(data("move-city.json"))
    scenario["turn"] = 1
    path = write("move-city-blue.json", json.dumps(scenario))
    value = expect_ok_json(run("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0,
                               "--meeple", "N", "--json"))
    check([p["score"] for p in value["players"]] == [0, 9], "players %r" % value["players"])
    city = [e for e in value["events"] if e["kind"] == "city"]
    check(city and city[0]["players"] == [1], "events %r" % value["events"])


ILLEGAL_OUTPUTS = []


def illegal_move(scenario, args, existing=None):
    ILLEGAL_OUTPUTS.append(scenario)
    out = tmp_path("illegal-out-%d.json" % len(ILLEGAL_OUTPUTS))
    if existing is not None:
        with open(out, "w") as f:
            f.write(existing)
    result = run("move", data(scenario), *args, "-o", out, "--json")
    expect_rc(result, 1)
    value = result.json()
    check(value.get("legal") is False, "legal %r" % value)
    message = value.get("message")
    check(isinstance(message, str) and message.strip(), "no sentence saying which rule: %r" % value)
    check(not [e for e in value.get("events", []) if e.get("points")], "points scored: %r" % value)
    start = load_json(data(scenario))
    check([p["score"] for p in value.get("players", [])] == [p.get("score", 0) for p in start["players"]],
          "scores changed: %r" % value.get("players"))
    if existing is None:
        check(not os.path.exists(out), "-o was written for an illegal move")
    else:
        with open(out) as f:
            check(f.read() == existing, "-o was changed for an illegal move")
    return message


add_case("move illegal: edge mismatch", illegal_move, "move-city.json",
         ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "180"])
add_case("move illegal: no contact", illegal_move, "move-city.json",
         ["--tile", "E", "--x", "3", "--y", "3", "--rotation", "0"])
add_case("move illegal: corner contact only", illegal_move, "move-city.json",
         ["--tile", "B", "--x", "1", "--y", "1", "--rotation", "0"])
add_case("move illegal: square taken", illegal_move, "move-city.json",
         ["--tile", "E", "--x", "0", "--y", "0", "--rotation", "0"])
add_case("move illegal: meeple on an occupied city", illegal_move, "move-occupied-city.json",
         ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0", "--meeple", "N"], "sentinel, keep me\n")
add_case("move illegal: farmer with farmers disabled", illegal_move, "move-no-farmers.json",
         ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0", "--meeple", "S"])
add_case("move illegal: --meeple X2,Y2,LOC not on the piece", illegal_move, "move-city.json",
         ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0", "--meeple", "5,5,N"])
add_case("move illegal: --meeple at a location without a feature", illegal_move, "move-city.json",
         ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0", "--meeple", "C"])


@case("move: the same move without a meeple on an occupied city is legal")
def _():
    value = expect_ok_json(run("move", data("move-occupied-city.json"), "--tile", "E", "--x", 0, "--y", 1,
                               "--rotation", 0, "--json"))
    check(value.get("legal") is True, "legal %r" % value)
    check([p["score"] for p in value["players"]] == [0, 9], "Blue's knight scores the city: %r" % value["players"])


@case("move: a farmer is legal with farmers in use")
def _():
    scenario = load_json(data("move-no-farmers.json"))
    scenario["expansions"] = ["farmers"]
    path = write("move-farmers.json", json.dumps(scenario))
    value = expect_ok_json(run("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0,
                               "--meeple", "S", "--json"))
    check(value.get("legal") is True, "legal %r" % value)


# ---- play -----------------------------------------------------------------------------------------

@case("play --players 2 --seed 7 --games 50 --json")
def _():
    value = expect_ok_json(run("play", "--players", 2, "--seed", 7, "--games", 50, "--json"))
    check(value.get("games") == 50, "games %r" % value.get("games"))
    check(isinstance(value.get("seconds"), (int, float)) and value["seconds"] >= 0, "seconds %r" % value.get("seconds"))
    check(isinstance(value.get("games_per_second"), (int, float)) and value["games_per_second"] > 0,
          "games_per_second %r" % value.get("games_per_second"))
    players = value.get("last", {}).get("players")
    check(isinstance(players, list) and len(players) == 2, "last.players %r" % players)
    scores = [p.get("score") for p in players]
    check(all(isinstance(s, int) and s >= 0 for s in scores), "scores %r" % scores)
    check(sum(scores) > 0, "a whole game where nobody scores: %r" % scores)


@case("play: the same seed twice gives the same last scores")
def _():
    a = expect_ok_json(run("play", "--players", 2, "--seed", 7, "--games", 50, "--json"))
    b = expect_ok_json(run("play", "--players", 2, "--seed", 7, "--games", 50, "--json"))
    check(a["last"]["players"] == b["last"]["players"], "%r vs %r" % (a["last"], b["last"]))


@case("play --threads: the last game depends on the seed, not on the number of threads")
def _():
    runs = [expect_ok_json(run("play", "--players", 2, "--seed", 7, "--games", 41, "--threads", t, "--json"))
            for t in (1, 2, 3)]
    check([r.get("threads") for r in runs] == [1, 2, 3], "threads %r" % [r.get("threads") for r in runs])
    check(all(r["last"] == runs[0]["last"] for r in runs), "%r" % [r["last"] for r in runs])
    expect_bad_input(run("play", "--threads", -1))


@case("play: different seeds give different games")
def _():
    seen = set()
    for seed in range(1, 9):
        value = expect_ok_json(run("play", "--players", 2, "--seed", seed, "--games", 1, "--json"))
        seen.add(tuple(p["score"] for p in value["last"]["players"]))
    check(len(seen) > 1, "eight seeds, always the scores %r" % seen)


@case("play --players 4")
def _():
    value = expect_ok_json(run("play", "--players", 4, "--seed", 3, "--games", 5, "--json"))
    check(len(value["last"]["players"]) == 4, "last %r" % value["last"])


@case("play --expansions farmers,river,abbeys")
def _():
    value = expect_ok_json(run("play", "--players", 2, "--seed", 7, "--games", 10,
                               "--expansions", "farmers,river,abbeys", "--json"))
    check(value.get("games") == 10 and value.get("games_per_second", 0) > 0, "got %r" % value)
    check(len(value["last"]["players"]) == 2, "last %r" % value["last"])


@case("play without --json")
def _():
    result = run("play", "--seed", 7, "--games", 2)
    expect_rc(result, 0)
    check(result.out.strip() and result.err == "", result.describe())


@case("play --strategies: wrong count, unknown name, bad --playouts")
def _():
    expect_bad_input(run("play", "--players", 2, "--strategies", "greedy"), "--strategies", "1 strategy")
    expect_bad_input(run("play", "--players", 2, "--strategies", "greedy,random,random"), "--strategies",
                     "3 strategies")
    expect_bad_input(run("play", "--players", 2, "--strategies", "greedy,clever"), "clever",
                     "random, greedy, advisor, beginner")
    expect_bad_input(run("play", "--players", 2, "--strategies", "greedy,"), "--strategies")
    expect_bad_input(run("play", "--strategies", "advisor,random", "--playouts", 1), "--playouts")


@case("play --strategies beginner: greedy with slips, between random and greedy")
def _():
    value = expect_ok_json(run("play", "--players", 2, "--seed", 1, "--games", 20, "--threads", 2,
                               "--strategies", "beginner,random", "--json", timeout=120))
    players = value.get("players")
    check([p.get("strategy") for p in players] == ["beginner", "random"], "players %r" % players)
    check(players[0]["wins"] >= 16, "beginner beats random most games: %r" % players)
    check(players[0]["mean_final"] > players[1]["mean_final"] + 20, "mean finals %r" % players)


@case("play --strategies: players with strategy, wins and mean_final; random games unchanged")
def _():
    value = expect_ok_json(run("play", "--players", 3, "--seed", 5, "--games", 2, "--threads", 2,
                               "--strategies", "greedy, random,advisor", "--playouts", 4, "--expansions",
                               "farmers,river,abbeys,wonders,inns-cathedrals,traders-builders", "--json",
                               timeout=300))
    players = value.get("players")
    check(isinstance(players, list) and [p.get("strategy") for p in players] == ["greedy", "random", "advisor"],
          "players %r" % players)
    check(sum(p["wins"] for p in players) >= 2, "every game has a winner: %r" % players)
    check(all(isinstance(p["mean_final"], (int, float)) and p["mean_final"] > 0 for p in players), "%r" % players)
    for key in ("games", "seconds", "games_per_second", "threads", "cpu_seconds", "seed", "last"):
        check(key in value, "no %s: %r" % (key, value))
    # The mean of the games' finals: one game alone is its last game's score.
    one = expect_ok_json(run("play", "--players", 2, "--seed", 9, "--games", 1,
                             "--strategies", "greedy,random", "--json"))
    check([p["mean_final"] for p in one["players"]] == [p["score"] for p in one["last"]["players"]], "%r" % one)
    # All random seats draw as the random games' engine turns; the threads never change it.
    a = expect_ok_json(run("play", "--seed", 3, "--games", 6, "--strategies", "greedy,random", "--json"))
    b = expect_ok_json(run("play", "--seed", 3, "--games", 6, "--strategies", "greedy,random", "--threads", 3,
                           "--json"))
    check(a["players"] == b["players"] and a["last"] == b["last"], "threads changed the result: %r %r" % (a, b))
    # Without --strategies every seat is random, told as the contract says.
    plain = expect_ok_json(run("play", "--seed", 3, "--games", 6, "--json"))
    check([p["strategy"] for p in plain["players"]] == ["random", "random"], "%r" % plain)
    check(sum(p["wins"] for p in plain["players"]) >= 6, "a game without a winner: %r" % plain)
    single = expect_ok_json(run("play", "--seed", 4, "--games", 1, "--players", 3, "--json"))
    check([p["mean_final"] for p in single["players"]] == [p["score"] for p in single["last"]["players"]],
          "%r" % single)
    text = run("play", "--seed", 3, "--games", 2, "--strategies", "greedy,random")
    expect_rc(text, 0)
    check("greedy" in text.out and "Wins" in text.out, text.describe())


@case("play --strategies: greedy beats random")
def _():
    # 100 two-player games, greedy in each seat half the time.
    wins = 0
    for order in (["greedy", "random"], ["random", "greedy"]):
        value = expect_ok_json(run("play", "--players", 2, "--seed", 11, "--games", 50, "--threads", 0,
                                   "--strategies", ",".join(order), "--json", timeout=300))
        wins += value["players"][order.index("greedy")]["wins"]
    check(wins >= 70, "greedy won %d of 100 games against random" % wins)


# ---- tiles ----------------------------------------------------------------------------------------

BASE = {  # id: (count, edges N E S W at rotation 0, shields), docs/rules.md §2.1
    "A": (2, "FFRF", 0), "B": (4, "FFFF", 0), "C": (1, "CCCC", 1), "D": (4, "CRFR", 0),
    "E": (5, "CFFF", 0), "F": (2, "FCFC", 1), "G": (1, "FCFC", 0), "H": (3, "CFCF", 0),
    "I": (2, "CFFC", 0), "J": (3, "CRRF", 0), "K": (3, "CFRR", 0), "L": (3, "CRRR", 0),
    "M": (2, "CCFF", 1), "N": (3, "CCFF", 0), "O": (2, "CRRC", 1), "P": (3, "CRRC", 0),
    "Q": (1, "CCFC", 1), "R": (3, "CCFC", 0), "S": (2, "CCRC", 1), "T": (1, "CCRC", 0),
    "U": (8, "RFRF", 0), "V": (9, "FFRR", 0), "W": (4, "FRRR", 0), "X": (1, "RRRR", 0),
}
RIVER = {  # id: edges, docs/rules.md §3 (~ is the river)
    "river-spring": "RR~F", "river-2": "C~R~", "river-3": "C~C~", "river-4": "~F~F",
    "river-5": "CC~~", "river-6": "~F~F", "river-7": "~FF~", "river-8": "F~R~",
    "river-9": "R~~R", "river-10": "F~~F", "river-11": "~R~R", "river-lake": "~FFF",
}
EDGE_LETTER = {"city": "C", "road": "R", "field": "F", "river": "~"}


def tiles_json():
    value = expect_ok_json(run("tiles", "--json"))
    tiles = value.get("tiles")
    check(isinstance(tiles, list) and tiles, "no tiles: %r" % value)
    return {t["id"]: t for t in tiles}


def edges_of(tile):
    check(len(tile.get("cells", [])) == 1, "%s: cells %r" % (tile["id"], tile.get("cells")))
    return "".join(EDGE_LETTER.get(e, "?") for e in tile["cells"][0]["edges"])


@case("tiles --json: 96 tiles, ids A..X, river-spring..river-lake, abbey-*")
def _():
    tiles = tiles_json()
    abbeys = [i for i in tiles if i.startswith("abbey-")]
    ours = list(BASE) + list(RIVER) + abbeys
    check(set(BASE) <= set(tiles), "base ids missing: %r" % sorted(set(BASE) - set(tiles)))
    check(set(RIVER) <= set(tiles), "river ids missing: %r" % sorted(set(RIVER) - set(tiles)))
    check(len(abbeys) == 12, "abbeys %r" % abbeys)
    total = sum(tiles[i]["count"] for i in ours)
    check(total == 96, "72 + 12 + 12 = 96 tiles, counted %d" % total)
    for t in tiles.values():
        check(isinstance(t.get("cells"), list) and t["cells"], "%s without cells" % t["id"])
        check(isinstance(t.get("features"), list), "%s without features" % t["id"])


@case("tiles --json: base tiles match the rules table (count, edges, shields)")
def _():
    tiles = tiles_json()
    for tid, (count, edges, shields) in BASE.items():
        t = tiles[tid]
        check(t["count"] == count, "%s count %r, expected %d" % (tid, t["count"], count))
        check(edges_of(t) == edges, "%s edges %s, expected %s" % (tid, edges_of(t), edges))
        got = sum(f.get("shields", 0) for f in t["features"] if f.get("kind") == "city")
        check(got == shields, "%s shields %d, expected %d" % (tid, got, shields))
    check(sum(BASE[i][0] for i in BASE) == 72, "the table itself")
    starts = [i for i in BASE if tiles[i].get("start")]
    check(starts == ["D"], "start tile %r" % starts)


@case("tiles --json: river and abbey tiles match the rules")
def _():
    tiles = tiles_json()
    for tid, edges in RIVER.items():
        check(tiles[tid]["count"] == 1, "%s count %r" % (tid, tiles[tid]["count"]))
        check(edges_of(tiles[tid]) == edges, "%s edges %s, expected %s" % (tid, edges_of(tiles[tid]), edges))
    abbeys = {i: edges_of(t) for i, t in tiles.items() if i.startswith("abbey-")}
    with_road = sorted(i for i, e in abbeys.items() if e == "FFRF")
    without = [i for i, e in abbeys.items() if e == "FFFF"]
    check(len(with_road) == 4 and len(without) == 8, "abbey edges %r" % abbeys)
    check({"abbey-andechs", "abbey-lorch"} <= set(with_road), "Andechs and Lorch have a road: %r" % with_road)
    for i in abbeys:
        monasteries = [f for f in tiles[i]["features"] if f.get("kind") == "monastery"]
        check(len(monasteries) == 1 and monasteries[0].get("abbey") is True, "%s: %r" % (i, tiles[i]["features"]))


@case("tiles without --json")
def _():
    result = run("tiles")
    expect_rc(result, 0)
    for tid in ("A", "X", "river-spring", "river-lake", "abbey-andechs"):
        check(re.search(r"^%s\b" % re.escape(tid), result.out, re.M), "%s missing: %s" % (tid, result.describe()))


# ---- bad input --------------------------------------------------------------------------------------

BASE_SCENARIO = {
    "format": "meeple-lab-scenario",
    "version": 1,
    "players": [{"name": "Red", "score": 0}, {"name": "Blue", "score": 0}],
    "turn": 0,
    "pieces": [{"tile": "D", "x": 0, "y": 0, "rotation": 180}],
    "meeples": [{"player": 0, "x": 0, "y": 0, "at": "W"}],
}

# Every command that reads a file, with arguments that work on BASE_SCENARIO.
FILE_COMMANDS = {
    "score": ["--json"],
    "check": ["--json"],
    "legal": ["--tile", "E", "--json"],
    "move": ["--tile", "E", "--x", "0", "--y", "1", "--rotation", "0", "--json"],
}


def variant(**changes):
    scenario = json.loads(json.dumps(BASE_SCENARIO))
    for key, value in changes.items():
        if key.startswith("piece_"):
            scenario["pieces"][0][key[6:]] = value
        elif key.startswith("meeple_"):
            scenario["meeples"][0][key[7:]] = value
        elif key.startswith("player_"):
            scenario["players"][0][key[7:]] = value
        else:
            scenario[key] = value
    return json.dumps(scenario, indent=2)


def raw_number(text, field, number):
    """@text (a variant) with the value of the first @field replaced by the literal @number."""
    return re.sub(r'("%s": )[^,\n}]+' % field, lambda m: m.group(1) + number, text, count=1)


BROKEN = '{\n  "format": "meeple-lab-scenario",\n  "version": 1 "players": []\n}\n'

NOT_UTF8 = variant(title="PLACEHOLDER").encode().replace(b"PLACEHOLDER", b"Ch\xe2teau \xff")

BAD_FILES = [
    # name, contents (None: no file; "DIR": a folder), where (regex the message must match)
    ("missing", None, None),
    ("folder", "DIR", None),
    ("empty", "", None),
    ("broken-json", BROKEN, r":3:\d+"),
    ("not-an-object", "[1, 2, 3]\n", r"\$"),
    ("wrong-version", variant(version=2), r"\$\.version|\$: \"version\""),
    ("unknown-tile", variant(piece_tile="Z9"), r"\$\.pieces\[0\]\.tile"),
    ("bad-rotation", variant(piece_rotation=45), r"\$\.pieces\[0\]\.rotation"),
    ("bad-location", variant(meeple_at="C"), r"\$\.meeples\[0\]\.at"),
    ("meeple-on-empty-square", variant(meeple_x=4), r"\$\.meeples\[0\]"),
    ("player-out-of-range", variant(meeple_player=2), r"\$\.meeples\[0\]"),
    ("huge-double", raw_number(variant(), "x", "1e300"), r"\$\.pieces\[0\]"),
    ("huge-integer", raw_number(variant(meeples=[]), "x", "99999999999999999999"), r"\$\.pieces\[0\]"),
    ("huge-integer-score", raw_number(variant(), "score", "99999999999999999999"), r"\$\.players\[0\]"),
    ("negative-score", variant(player_score=-5), r"\$\.players\[0\]"),
    ("x-beyond-range", variant(piece_x=100001), r"\$\.pieces\[0\]"),
    ("deep-nesting", "[" * 100000, r":1:\d+"),
    ("deep-nesting-objects", '{"a":' * 20000, r":1:\d+"),
    ("not-utf8", NOT_UTF8, r":%d:\d+|\$\.title" % (NOT_UTF8.split(b"\xff")[0].count(b"\n") + 1)),
    ("string-for-x", variant(piece_x="0"), r"\$\.pieces\[0\]"),
    ("object-for-pieces", variant(pieces={"tile": "D", "x": 0, "y": 0}), r"\$"),
    ("no-players", variant(players=[]), r"\$\.players"),
]


def bad_file_path(name, contents):
    path = tmp_path("bad-%s.json" % name)
    if contents is None:
        return path
    if contents == "DIR":
        os.makedirs(path, exist_ok=True)
        return path
    if isinstance(contents, bytes):
        with open(path, "wb") as f:
            f.write(contents)
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(contents)
    return path


def base_file_works(command):
    path = write("good-base.json", json.dumps(BASE_SCENARIO))
    result = run(command, path, *FILE_COMMANDS[command])
    check(result.rc == 0, "the base of the bad-input variants must work: " + result.describe())
    result.json()


def bad_file(command, name, contents, where):
    path = bad_file_path(name, contents)
    result = run(command, path, *FILE_COMMANDS[command])
    expect_bad_input(result, names=path, where=(re.escape(path) + where) if where and where.startswith(":") else where)


for _command in FILE_COMMANDS:
    add_case("%s: the base scenario of the bad-input cases works" % _command, base_file_works, _command)
    for _name, _contents, _where in BAD_FILES:
        add_case("%s bad input: %s" % (_command, _name), bad_file, _command, _name, _contents, _where)


def bad_args(args, names=None):
    expect_bad_input(run(*args), names=names)


def good():
    return write("good.json", json.dumps(BASE_SCENARIO))


BAD_ARGS = [
    ("unknown command", lambda: ["frobnicate"]),
    ("unknown command that looks like a file", lambda: [good()]),
    ("score: unknown option", lambda: ["score", good(), "--frobnicate"]),
    ("check: unknown option", lambda: ["check", good(), "--frobnicate"]),
    ("legal: unknown option", lambda: ["legal", good(), "--tile", "E", "--frobnicate"]),
    ("move: unknown option", lambda: ["move", good(), "--tile", "E", "--x", "0", "--y", "1", "--frobnicate"]),
    ("play: unknown option", lambda: ["play", "--frobnicate"]),
    ("tiles: unknown option", lambda: ["tiles", "--frobnicate"]),
    ("score: no file", lambda: ["score"]),
    ("score: two files", lambda: ["score", good(), good()]),
    ("check: no file", lambda: ["check", "--json"]),
    ("legal: missing --tile", lambda: ["legal", good(), "--json"]),
    ("legal: unknown --tile", lambda: ["legal", good(), "--tile", "Z9", "--json"]),
    ("move: missing --tile", lambda: ["move", good(), "--x", "0", "--y", "1", "--json"]),
    ("move: unknown --tile", lambda: ["move", good(), "--tile", "Z9", "--x", "0", "--y", "1", "--json"]),
    ("move: missing --x", lambda: ["move", good(), "--tile", "E", "--y", "1", "--json"]),
    ("move: --x not a number", lambda: ["move", good(), "--tile", "E", "--x", "one", "--y", "1", "--json"]),
    ("move: huge --x", lambda: ["move", good(), "--tile", "E", "--x", "99999999999999999999", "--y", "1", "--json"]),
    ("move: --rotation 45", lambda: ["move", good(), "--tile", "E", "--x", "0", "--y", "1", "--rotation", "45", "--json"]),
    ("move: --meeple not a location", lambda: ["move", good(), "--tile", "E", "--x", "0", "--y", "1",
                                                "--meeple", "upstairs", "--json"]),
    ("move: --meeple X2,Y2 not numbers", lambda: ["move", good(), "--tile", "E", "--x", "0", "--y", "1",
                                                   "--meeple", "a,b,N", "--json"]),
    ("move: --role unknown", lambda: ["move", good(), "--tile", "E", "--x", "0", "--y", "1",
                                      "--meeple", "N", "--role", "wizard", "--json"]),
    ("play: --players 0", lambda: ["play", "--players", "0", "--json"]),
    ("play: --players not a number", lambda: ["play", "--players", "two", "--json"]),
    ("play: --games 0", lambda: ["play", "--games", "0", "--json"]),
    ("play: --seed -1", lambda: ["play", "--seed", "-1", "--json"]),
    ("play: --seed huge", lambda: ["play", "--seed", "99999999999999999999", "--json"]),
    ("play: unknown expansion", lambda: ["play", "--expansions", "farmers,dragons", "--json"]),
    ("play: a file", lambda: ["play", good(), "--json"]),
]

for _name, _args in BAD_ARGS:
    add_case("bad input: " + _name, lambda a=_args: bad_args(a()))


@case("move -o into a missing folder: exit 2, names the output, nothing on stdout")
def _():
    out = os.path.join(TMP, "no-such-folder", "out.json")
    result = run("move", data("move-city.json"), "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0,
                 "-o", out, "--json")
    expect_bad_input(result, names=out)
    check(not os.path.exists(os.path.dirname(out)), "the folder was created")


@case("bad input without --json is reported the same way")
def _():
    path = bad_file_path("bad-rotation-text", variant(piece_rotation=45))
    for command in ("score", "check"):
        expect_bad_input(run(command, path), names=path, where=r"\$\.pieces\[0\]\.rotation")


# ---- hostile files: each once crashed, hung, lied, or wrote what could not be read back -----------

def raw_variant(old, new, **changes):
    text = variant(**changes)
    check(old in text, "the variant has no %r" % old)
    return text.replace(old, new, 1)


HOSTILE_FILES = [
    # name, contents, where (regex the message must match)
    ("single-quoted-then-nesting", "['\"'," + "[" * 100000, r":1:\d+"),
    ("nesting-in-a-comment", "/*" + "[" * 100000 + "*/" + variant(), r":1:\d+"),
    ("hexadecimal", raw_number(variant(meeples=[]), "x", "0x10"), r"\$\.pieces\[0\]"),
    ("octal", raw_number(variant(meeples=[]), "x", "010"), r"\$\.pieces\[0\]"),
    ("identifier", raw_number(variant(meeples=[]), "x", "$x"), r"\$\.pieces\[0\]"),
    ("two-scenarios", variant() + variant(), r":\d+:\d+"),
    ("nul-in-tile", raw_variant('"tile": "D"', '"tile": "U\\u0000zzz"'), r"\$\.pieces\[0\]\.tile"),
    ("lone-surrogate", raw_variant('"name": "Red"', '"name": "\\ud800"'), r"\$\.players\[0\]\.name"),
    ("infinite-number", raw_variant('"version": 1', '"version": 1, "x-big": 1e309'), r"\$\.x-big"),
    ("terminal-escape-in-name", raw_variant('"name": "Red"', '"name": "\\u001b[2J\\u001b]0;pwned\\u0007"'),
     r"\$\.players\[0\]\.name"),
    ("long-unknown-id", variant(piece_tile="Z" * 1000000), r"\$\.pieces\[0\]\.tile"),
    ("many-empty-objects", "[" + ",".join(["{}"] * 2000000) + "]", None),
]


def hostile_file(command, name, contents, where):
    path = bad_file_path("hostile-" + name, contents)
    result = run(command, path, *FILE_COMMANDS[command], timeout=60)
    expect_bad_input(result, names=path, where=where)
    check(len(result.err) < 600, "the error line is %d characters long" % len(result.err))
    check(not any(ord(ch) < 32 and ch != "\n" for ch in result.err), "a control character reached stderr: %r"
          % result.err[:200])


for _command in FILE_COMMANDS:
    for _name, _contents, _where in HOSTILE_FILES:
        add_case("%s hostile file: %s" % (_command, _name), hostile_file, _command, _name, _contents, _where)


@case("special files (a device, a link to one, a FIFO) are refused at once, naming the file")
def _():
    fifo = tmp_path("hostile-fifo.json")
    link = tmp_path("hostile-urandom.json")
    for path in (fifo, link):
        if os.path.lexists(path):
            os.unlink(path)
    os.mkfifo(fifo)
    os.symlink("/dev/urandom", link)
    for path in ("/dev/zero", link, fifo):
        for command in FILE_COMMANDS:
            expect_bad_input(run(command, path, *FILE_COMMANDS[command], timeout=10), names=path)


@case("move -o keeps a link a link and the file's permissions, and unknown members in their order")
def _():
    scenario = json.loads(variant())
    scenario["zeta"] = 1
    scenario["alpha"] = {"z": 1, "a": 2}
    scenario["mid"] = [3]
    src = write("keep-order.json", json.dumps(scenario, indent=2))
    target = tmp_path("keep-target.json")
    link = tmp_path("keep-link.json")
    if os.path.lexists(link):
        os.unlink(link)
    write("keep-target.json", "old")
    os.chmod(target, 0o600)
    os.symlink("keep-target.json", link)
    result = run("move", src, *FILE_COMMANDS["move"], "-o", link)
    expect_rc(result, 0)
    check(os.path.islink(link), "the link was replaced by a file")
    check(os.stat(target).st_mode & 0o777 == 0o600, "the permissions changed: %o" % (os.stat(target).st_mode & 0o777))
    with open(target, encoding="utf-8") as f:
        text = f.read()
    keys = [k for k in ("\"zeta\"", "\"alpha\"", "\"mid\"")]
    positions = [text.find(k) for k in keys]
    check(all(p >= 0 for p in positions) and positions == sorted(positions), "unknown members reordered: %s" % text)
    check(text.find('"z"') < text.find('"a"'), "members inside an unknown object reordered")


# ---- running --------------------------------------------------------------------------------------


# ---- the Wonders of Humanity ----------------------------------------------------------------

def wonder_scenario(pieces, meeples=(), players=None, **extra):
    scenario = {"format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "wonders"],
                "players": players or [{"name": "Red", "score": 0}, {"name": "Blue", "score": 0}],
                "turn": 0, "pieces": list(pieces), "meeples": list(meeples)}
    scenario.update(extra)
    return scenario


ROAD = [{"tile": "D", "x": 0, "y": 0, "rotation": 0}, {"tile": "A", "x": 1, "y": 0, "rotation": 90}]


@case("tiles --json: the twelve wonders with five cells, building, effect, Taj Mahal slots, the Cothon's port")
def _():
    tiles = tiles_json()
    ids = ["stonehenge", "circus-maximus", "notre-dame", "alhambra", "abu-simbel", "tikal", "angkor-wat",
           "terracotta-army", "great-wall", "nazca-lines", "cothon-carthage", "taj-mahal"]
    for wid in ids:
        check(wid in tiles, "wonder %s missing" % wid)
        t = tiles[wid]
        check(len(t["cells"]) == 5, "%s has %d cells" % (wid, len(t["cells"])))
        check(t.get("wonder") is True and t.get("effect") == wid, "%s: wonder/effect %r" % (wid, t.get("effect")))
        check(re.match(r"^-?\d+,-?\d+$", t.get("building", "")), "%s: building %r" % (wid, t.get("building")))
    slots = tiles["taj-mahal"]["slots"]
    check([s["points"] for s in slots] == [2, 3, 4, 5, None], "Taj Mahal slots %r" % slots)
    check(tiles["cothon-carthage"].get("port") is True, "the Cothon has no port")


@case("move: a wonder taken at 10 is reported, and the scenario written keeps it in hand")
def _():
    players = [{"name": "Red", "score": 8}, {"name": "Blue", "score": 0}]
    path = write("wonder-take.json", json.dumps(wonder_scenario(ROAD, [{"player": 0, "x": 0, "y": 0, "at": "W"}], players)))
    out = tmp_path("wonder-take-after.json")
    value = expect_ok_json(run("move", path, "--tile", "A", "--x", -1, "--y", 0, "--rotation", 270,
                               "--wonder", "tikal", "-o", out, "--json"))
    kinds = [e["kind"] for e in value["events"]]
    check("wonder-taken" in kinds, "no wonder-taken event: %r" % kinds)
    taken = [e for e in value["events"] if e["kind"] == "wonder-taken"][0]
    check(taken["wonder"] == "tikal" and taken["players"] == [0], "event %r" % taken)
    after = load_json(out)
    check(after["players"][0]["wonders"] == ["tikal"], "players[0].wonders %r" % after["players"][0].get("wonders"))
    check("tikal" not in after.get("options", {}).get("wonders", []), "tikal still available")
    # On Red's next turn, Red must lay Tikal rather than a tile.
    after["turn"] = 0
    again = write("wonder-take-red.json", json.dumps(after))
    result = run("move", again, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 180, "--json")
    expect_rc(result, 1)
    check(result.json()["legal"] is False and "Tikal" in result.json()["message"], result.describe())
    # legal agrees: no place for a tile, Tikal's places for Tikal.
    check(placements(run("legal", again, "--tile", "E", "--json")) == [], "a tile is legal while Tikal is in hand")
    spots = placements(run("legal", again, "--tile", "tikal", "--json"))
    check(spots, "Tikal has no legal place")
    x, y, r = spots[0]
    expect_ok_json(run("move", again, "--tile", "tikal", "--x", x, "--y", y, "--rotation", r, "--json"))


@case("move: the Taj Mahal's +5 slot gives 10 for two roads, as wonder-bonus events")
def _():
    pieces = [{"tile": "A", "x": 1, "y": 0, "rotation": 90}, {"tile": "A", "x": -1, "y": 0, "rotation": 270},
              {"tile": "taj-mahal", "x": 0, "y": 20, "rotation": 0, "owner": 0, "slots": 3}]
    meeples = [{"player": 0, "x": 1, "y": 0, "at": "W"}, {"player": 0, "x": -1, "y": 0, "at": "E"}]
    path = write("taj.json", json.dumps(wonder_scenario(pieces, meeples, turn=1)))
    value = expect_ok_json(run("move", path, "--tile", "W", "--x", 0, "--y", 0, "--rotation", 0, "--json"))
    bonus = [e for e in value["events"] if e["kind"] == "wonder-bonus"]
    check(len(bonus) == 2 and all(e["wonder"] == "taj-mahal" and e["points"] == 5 and e["players"] == [0]
                                  for e in bonus), "bonuses %r" % bonus)
    check(value["players"][0]["score"] == 14, "Red's score %r" % value["players"][0]["score"])


@case("move: two meeples on a wonder; a third, or two on one feature, is against the rules")
def _():
    players = [{"name": "Red", "wonders": ["notre-dame"]}, {"name": "Blue"}]
    path = write("nd.json", json.dumps(wonder_scenario([{"tile": "B", "x": 0, "y": 0}], players=players)))
    base = ("move", path, "--tile", "notre-dame", "--x", -2, "--y", 0, "--rotation", 0, "--json")
    value = expect_ok_json(run(*base, "--meeple", "-2,0,N", "--meeple", "-1,0,C"))
    kinds = [e["kind"] for e in value["events"]]
    check(kinds[:4] == ["tile", "marker", "meeple", "meeple"], "events %r" % kinds)
    for extra in (("--meeple", "-2,0,N", "--meeple", "-2,1,W"),
                  ("--meeple", "-2,0,N", "--meeple", "-1,0,C", "--meeple", "-1,1,E")):
        result = run(*base, *extra)
        expect_rc(result, 1)
        check(result.json()["legal"] is False, result.describe())


@case("move: Nazca Lines keeps the turn after a road-and-field tile")
def _():
    pieces = [{"tile": "U", "x": 0, "y": 0}, {"tile": "nazca-lines", "x": 0, "y": 20, "owner": 0}]
    path = write("nazca.json", json.dumps(wonder_scenario(pieces)))
    value = expect_ok_json(run("move", path, "--tile", "U", "--x", 0, "--y", 1, "--rotation", 0, "--json"))
    check("extra-turn" in [e["kind"] for e in value["events"]] and value["turn"] == 0, "turn %r" % value.get("turn"))


@case("move: bad wonder options are bad input (exit 2)")
def _():
    path = write("wonder-opts.json", json.dumps(wonder_scenario(ROAD)))
    base = ("move", path, "--tile", "A", "--x", -1, "--y", 0, "--rotation", 270)
    expect_bad_input(run(*base, "--wonder", "D"), "--wonder")
    expect_bad_input(run(*base, "--keep", "no-such-tile"), "--keep")
    expect_bad_input(run(*base, "--slots", 3), "--slots")
    expect_bad_input(run(*base, "--slot", "--unslot"))
    expect_bad_input(run(*base, "--from-port", "N"), "--from-port")


@case("score: end-of-game wonders come first, as items of kind wonder with an explanation")
def _():
    pieces = [{"tile": "alhambra", "x": 0, "y": 30, "owner": 0}, {"tile": "E", "x": 0, "y": 0}]
    meeples = [{"player": 0, "x": 0, "y": 0, "at": "SSE"}]
    path = write("alhambra.json", json.dumps(wonder_scenario(pieces, meeples)))
    value = expect_ok_json(run("score", path, "--json"))
    first = value["items"][0]
    check(first["kind"] == "wonder" and first["points"] == 5 and first["players"] == [0], "first item %r" % first)
    check("Alhambra" in first["explain"], "explanation %r" % first["explain"])


@case("scenario: slots and port need an owned wonder that has them (exit 2 with the JSON path)")
def _():
    for piece, member in (({"tile": "D", "x": 0, "y": 0, "slots": 1}, "slots"),
                          ({"tile": "taj-mahal", "x": 0, "y": 0, "slots": 1}, "slots"),
                          ({"tile": "taj-mahal", "x": 0, "y": 0, "owner": 0, "slots": 4}, "slots"),
                          ({"tile": "stonehenge", "x": 0, "y": 0, "owner": 0, "port": 1}, "port")):
        path = write("bad-%s.json" % member, json.dumps(wonder_scenario([piece])))
        expect_bad_input(run("score", path), None, re.escape("$.pieces[0].%s" % member))


@case("play --expansions wonders: complete games with wonders laid by their owners")
def _():
    value = expect_ok_json(run("play", "--games", 200, "--seed", 7, "--players", 4,
                               "--expansions", "farmers,river,abbeys,wonders", "--json"))
    check(value["games"] == 200, "games %r" % value["games"])
    last = value["last"]
    check(isinstance(last.get("wonders"), list), "no wonders list: %r" % last)
    for w in last["wonders"]:
        check(0 <= w["owner"] < 4, "owner %r" % w)

# ---- the River: set-aside tiles and the reading river-turns (rules.md §3) -----------------

def readings_supported():
    """Whether this build reads options.readings and --reading (the readings commands)."""
    return run("readings", "--json").rc == 0


RIVER_BACK = "river-back-at-itself.json"   # legal only under no-two-in-row; nothing can follow


@case("check: the river's curves alternate by default; no-two-in-row allows a river that points back")
def _():
    plain = load_json(data(RIVER_BACK))
    del plain["options"]
    result = run("check", write("river-default.json", json.dumps(plain)), "--json")
    expect_rc(result, 1)
    problems = result.json()["problems"]
    check(sorted((p["x"], p["y"]) for p in problems) == [(-2, 2), (-2, 4)],
          "two pairs of right curves with straights between: %r" % problems)
    check(all("alternate" in p["message"] for p in problems), "messages: %r" % problems)
    if not readings_supported():
        raise Skip("options.readings is not read by this build: no-two-in-row left unchecked")
    result = run("check", data(RIVER_BACK), "--json")
    check(result.rc == 0 and result.json()["legal"] is True,
          "under no-two-in-row the river is legal: " + result.describe())


@case("legal: nothing follows a river that points back at itself until its tiles are set aside")
def _():
    for tile in ("river-10", "river-11", "river-lake", "U"):
        got = placements(run("legal", data(RIVER_BACK), "--tile", tile, "--json"))
        check(got == [], "%s fits nowhere yet, got %r" % (tile, got))


@case("move --set-aside: the stuck river's tiles, then the lake, are set aside, and the land comes")
def _():
    before = load_json(data(RIVER_BACK))
    path = data(RIVER_BACK)
    for n, tile in enumerate(("river-10", "river-11", "river-lake")):
        out = tmp_path("aside-%d.json" % n)
        value = expect_ok_json(run("move", path, "--tile", tile, "--set-aside", "--json", "-o", out))
        check(value["legal"] is True and value["events"] == [], "set aside: %r" % value)
        check(value["turn"] == before["turn"], "the same player draws again: %r" % value)
        saved = load_json(out)
        check(saved["set_aside"] == ["river-10", "river-11", "river-lake"][:n + 1],
              "set_aside written: %r" % saved.get("set_aside"))
        check(saved["pieces"] == before["pieces"], "nothing laid")
        if tile != "river-lake":
            check(placements(run("legal", out, "--tile", "U", "--json")) == [],
                  "the land waits while a river tile is left (after %s)" % tile)
        path = out
    got = placements(run("legal", path, "--tile", "U", "--json"))
    # U (a straight road) on the spring's road, which runs N and E: at (1, 0) and (0, -1).
    check({(1, 0, 90), (0, -1, 0)} <= set(got), "the land may come: %r" % got)
    result = run("move", path, "--tile", "U", "--x", 1, "--y", 0, "--rotation", 90, "--json",
                 "-o", tmp_path("land.json"))
    check(expect_ok_json(result)["legal"] is True, result.describe())
    check(load_json(tmp_path("land.json"))["set_aside"] == ["river-10", "river-11", "river-lake"],
          "set_aside kept by the next move")


@case("move --set-aside refuses a tile that fits, a wonder, and a placement given with it")
def _():
    straight = {
        "format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "river"],
        "players": [{"name": "Red"}, {"name": "Blue"}],
        "pieces": [{"tile": "river-spring", "x": 0, "y": 0, "rotation": 0}],
    }
    path = write("straight.json", json.dumps(straight))
    result = run("move", path, "--tile", "river-4", "--set-aside", "--json", "-o", tmp_path("no.json"))
    expect_rc(result, 1)
    check(result.json()["legal"] is False and "fits" in result.json()["message"], result.describe())
    check(not os.path.exists(tmp_path("no.json")), "a refused move writes nothing")
    result = run("move", path, "--tile", "taj-mahal", "--set-aside", "--json")
    expect_rc(result, 1)
    expect_bad_input(run("move", path, "--tile", "river-4", "--x", 0, "--set-aside"))


@case("set_aside: a middle river tile set aside lets the lake end the river")
def _():
    middle = ["river-2", "river-3", "river-5", "river-6", "river-7", "river-8", "river-9",
              "river-10", "river-11"]
    scenario = {
        "format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", "river"],
        "players": [{"name": "Red"}, {"name": "Blue"}],
        "pieces": [{"tile": "river-spring", "x": 0, "y": 0, "rotation": 0},
                   {"tile": "river-4", "x": 0, "y": 1, "rotation": 0}],
    }
    path = write("lake-before.json", json.dumps(scenario))
    check(placements(run("legal", path, "--tile", "river-lake", "--json")) == [],
          "nine river tiles are still to come")
    scenario["set_aside"] = middle[:-1]
    path = write("lake-one-left.json", json.dumps(scenario))
    check(placements(run("legal", path, "--tile", "river-lake", "--json")) == [],
          "river-11 is still to come")
    scenario["set_aside"] = middle
    path = write("lake-last.json", json.dumps(scenario))
    got = placements(run("legal", path, "--tile", "river-lake", "--json"))
    check(got == [(0, 2, 0)], "the lake at the open end, river to the north: %r" % got)
    check(placements(run("legal", path, "--tile", "U", "--json")) == [], "the lake comes before the land")
    scenario["set_aside"] = ["taj-mahal"]
    expect_bad_input(run("legal", write("aside-wonder.json", json.dumps(scenario)), "--tile", "U"),
                     where="set_aside")


@case("play --reading river-turns: every tile is laid or set aside; only no-two-in-row sets river tiles aside")
def _():
    stuck = 0
    for seed in range(1, 101):
        totals = {}
        for answer in ("curves-alternate", "no-two-in-row"):
            last = expect_ok_json(run("play", "--expansions", "farmers,river", "--seed", seed,
                                      "--reading", "river-turns=" + answer, "--json"))["last"]
            # 72 base tiles and 12 river tiles: the game never stops with tiles undrawn.
            check(last["tiles"] + last["discarded"] == 84, "seed %d, %s: %r" % (seed, answer, last))
            check(len(last["set_aside"]) == last["discarded"], "seed %d: %r" % (seed, last))
            totals[answer] = [t for t in last["set_aside"] if t.startswith("river-")]
        # When the curves alternate the river never runs into itself (rules.md §3).
        check(totals["curves-alternate"] == [], "seed %d: river tiles set aside: %r" % (seed, totals))
        stuck += len(totals["no-two-in-row"]) > 0
    check(stuck > 0, "no game out of 100 set a river tile aside under no-two-in-row")
    expect_bad_input(run("play", "--reading", "river-turns=sometimes"), names="river-turns=sometimes")
    expect_bad_input(run("play", "--reading", "no-such-reading=yes"), names="no-such-reading")


def main():
    if CLI is None or not os.path.exists(CLI):
        print("usage: test-cli.py PATH-OF-meeple-lab-cli")
        return 2
    return run_cases(TMP)


if __name__ == "__main__":
    sys.exit(main())
