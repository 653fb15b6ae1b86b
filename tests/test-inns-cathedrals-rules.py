#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Inns & Cathedrals' rules (docs/rules.md §6) through the command line: the large meeple
(move --role big, its strength, one a player, check), the inn's and the cathedral's points,
random games and the advisor with it. One real process per case, with the helpers and the
report of test-cli.py; every expected figure is counted by hand in the comments.

Usage: test-inns-cathedrals-rules.py PATH-OF-meeple-lab-cli
"""

import importlib.util
import json
import os
import sys

_spec = importlib.util.spec_from_file_location(
    "cli_cases", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-cli.py"))
cli = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cli)
# Only the cases of this file run.
cli.CASES.clear()

case, check, run, write = cli.case, cli.check, cli.run, cli.write
tmp_path, load_json = cli.tmp_path, cli.load_json
expect_rc, expect_ok_json = cli.expect_rc, cli.expect_ok_json
refused, meeple = cli.refused, cli.meeple

IC = ["farmers", "inns-cathedrals"]


def scenario(name, pieces, meeples, expansions=IC, turn=0):
    return write(name, json.dumps({
        "format": "meeple-lab-scenario", "version": 1, "expansions": expansions,
        "players": [{"name": "Red", "color": "red", "score": 0}, {"name": "Blue", "color": "blue", "score": 0}],
        "turn": turn,
        "pieces": [{"tile": t, "x": x, "y": y, "rotation": r} for t, x, y, r in pieces],
        "meeples": meeples,
    }))


def scores(value):
    return [p["score"] for p in value["players"]]


def scored(value):
    """The scoring events of a move (their kind is the feature's)."""
    return [e for e in value["events"] if e["kind"] in ("road", "city", "monastery", "field")]


def problems(path):
    value = run("check", path, "--json").json()
    return value["legal"], [p["message"] for p in value["problems"]]


# A city that Q, laid at (0, -1) turned 90 (city N E S and a shield), closes: E (0, 0)
# city N, E (1, -1) city W, E (0, -2) city S. Four tiles, one shield: 4 × 2 + 1 × 2 = 10.
CITY = [("E", 0, 0, 0), ("E", 1, -1, 270), ("E", 0, -2, 180)]
CLOSE_CITY = ("--tile", "Q", "--x", 0, "--y", -1, "--rotation", 90, "--json")


@case("move: a large meeple (2) against one meeple (1) takes the city alone")
def _():
    path = scenario("big-wins.json", CITY, [meeple(0, 0, 0, "N", "big"), meeple(1, 1, -1, "W")])
    value = expect_ok_json(run("move", path, *CLOSE_CITY))
    check(scores(value) == [10, 0], "scores %r" % value["players"])
    back = [e["explain"] for e in value["events"] if e["kind"] == "return"]
    check(back == ["1 meeple goes back to Blue.", "The large meeple goes back to Red."], "returns %r" % back)
    score = scored(value)
    check(len(score) == 1 and score[0]["players"] == [0] and score[0]["points"] == 10, "events %r" % value["events"])


@case("move: a large meeple (2) against two meeples (2) is a tie, each scores the city")
def _():
    path = scenario("big-ties.json", CITY,
                    [meeple(0, 0, 0, "N", "big"), meeple(1, 1, -1, "W"), meeple(1, 0, -2, "S")])
    value = expect_ok_json(run("move", path, *CLOSE_CITY))
    check(scores(value) == [10, 10], "scores %r" % value["players"])
    score = scored(value)
    check(score[0]["players"] == [0, 1], "events %r" % value["events"])


@case("move --role big: the event, -o writes role big, and read back it counts 2 against 1")
def _():
    # D (0, -1) turned 180 shows its city to the south, which D laid at (0, 0) closes; Red's
    # large meeple goes on the new D's road (W-E, one tile, open at both ends).
    path = scenario("big-round.json", [("D", 0, -1, 180)], [])
    out = tmp_path("big-round-out.json")
    value = expect_ok_json(run("move", path, "--tile", "D", "--x", 0, "--y", 0, "--rotation", 0,
                               "--meeple", "E", "--role", "big", "-o", out, "--json"))
    put = [e for e in value["events"] if e["kind"] == "meeple"]
    check(len(put) == 1 and put[0]["explain"] == "Red puts the large meeple on the road as a thief.", "events %r" % put)
    written = load_json(out)
    laid = written["meeples"]
    check(len(laid) == 1 and laid[0]["role"] == "big" and (laid[0]["player"], laid[0]["x"], laid[0]["y"]) == (0, 0, 0),
          "meeples written %r" % laid)
    check(written["turn"] == 1, "turn %r" % written["turn"])
    legal, found = problems(out)
    check(legal and not found, "check: %r" % found)
    # Read back: Blue lays U (1, 0) turned 90 on the road's east end, and a thief of Blue's
    # stands there too: 2 against 1, the road of D and U (2 tiles, open) gives 2 to Red alone.
    blue = tmp_path("big-round-blue.json")
    expect_ok_json(run("move", out, "--tile", "U", "--x", 1, "--y", 0, "--rotation", 90, "-o", blue, "--json"))
    data = load_json(blue)
    data["meeples"].append({"player": 1, "x": 1, "y": 0, "at": "E"})
    blue = write("big-round-blue2.json", json.dumps(data))
    value = expect_ok_json(run("score", blue, "--json"))
    road = [i for i in value["items"] if i["kind"] == "road"]
    check(len(road) == 1 and road[0]["players"] == [0] and road[0]["points"] == 2, "items %r" % value["items"])
    # Red's is still on the board: no second one.
    refused(run("move", blue, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 180, "--meeple", "S", "--role", "big", "--json"),
            "The player's large meeple is already on the board.")


@case("move --role big with Red's large meeple on the board is refused, check reports two")
def _():
    path = scenario("big-second.json", [("D", 0, 0, 0), ("D", 1, 0, 0)], [meeple(0, 0, 0, "N", "big")])
    refused(run("move", path, "--tile", "E", "--x", 1, "--y", -1, "--rotation", 180, "--meeple", "S", "--role", "big", "--json"),
            "large meeple is already on the board")
    # Blue has one of its own.
    blue = scenario("big-second-blue.json", [("D", 0, 0, 0), ("D", 1, 0, 0)], [meeple(0, 0, 0, "N", "big")], turn=1)
    expect_ok_json(run("move", blue, "--tile", "E", "--x", 1, "--y", -1, "--rotation", 180, "--meeple", "S", "--role", "big",
                       "--json"))
    two = scenario("big-two.json", [("D", 0, 0, 0), ("D", 1, 0, 0)],
                   [meeple(0, 0, 0, "N", "big"), meeple(0, 1, 0, "N", "big")])
    legal, found = problems(two)
    check(not legal and "Player 1 has 2 large meeples on the board; each player has only one." in found, "check: %r" % found)
    result = run("check", two)
    expect_rc(result, 1)
    check("Player 1 has 2 large meeples" in result.out, result.describe())


@case("role big without Inns & Cathedrals: check reports it, move refuses the turn and --role big")
def _():
    path = scenario("big-foreign.json", [("D", 0, 0, 0)], [meeple(0, 0, 0, "N", "big")], expansions=["farmers"])
    legal, found = problems(path)
    check(not legal and "A large meeple at (0, 0) needs the Inns & Cathedrals expansion." in found, "check: %r" % found)
    refused(run("move", path, "--tile", "U", "--x", 1, "--y", 0, "--rotation", 90, "--json"),
            "large meeple", "big", "Inns & Cathedrals", "inns-cathedrals")
    plain = scenario("big-foreign-plain.json", [("D", 0, 0, 0)], [], expansions=["farmers"])
    refused(run("move", plain, "--tile", "U", "--x", 1, "--y", 0, "--rotation", 90, "--meeple", "E", "--role", "big", "--json"),
            "The large meeple needs the Inns & Cathedrals expansion.")


# A road from W (-1, 0)'s eastern arm through the inn curve (0, 0) turned 90 (road W-N) to
# the junction W laid at (0, -1): three tiles, closed at both junctions: 3 × 2 = 6.
INN_ROAD = [("W", -1, 0, 0), ("ic-inn-curve", 0, 0, 90)]


@case("an inn road completed: 2 a tile (3 × 2 = 6); still open at the end: 0")
def _():
    path = scenario("inn-road.json", INN_ROAD, [meeple(1, 0, 0, "W")])
    value = expect_ok_json(run("move", path, "--tile", "W", "--x", 0, "--y", -1, "--rotation", 0, "--json"))
    check(scores(value) == [0, 6], "scores %r" % value["players"])
    score = scored(value)
    check(score and score[0]["explain"] == "Completed road with an inn (3 tiles): 3\u00a0×\u00a02\u00a0=\u00a06. Blue scores 6 points.",
          "events %r" % score)
    # Before that tile the road is open: worth nothing at the end (a plain road: 2).
    value = expect_ok_json(run("score", path, "--json"))
    check([p["final"] for p in value["players"]] == [0, 0], "finals %r" % value["players"])
    check(value["items"][0]["explain"].startswith("Incomplete road with an inn (2 tiles): worth nothing at the end"),
          "items %r" % value["items"])
    plain = scenario("plain-road.json", [("W", -1, 0, 0), ("V", 0, 0, 90)], [meeple(1, 0, 0, "W")])
    value = expect_ok_json(run("score", plain, "--json"))
    check([p["final"] for p in value["players"]] == [0, 2], "a plain road: %r" % value["players"])


# The cathedral tile with a city on every side, closed by M (0, -1) turned 90 (city E S, a
# shield), E (1, -1) turned 270, E (1, 0) turned 270, E (0, 1) and, laid last, E (-1, 0)
# turned 90: 6 tiles and 1 shield, 6 × 3 + 1 × 3 = 21 completed, 0 open at the end.
CATHEDRAL = [("ic-cathedral", 0, 0, 0), ("M", 0, -1, 90), ("E", 1, -1, 270), ("E", 1, 0, 270), ("E", 0, 1, 0)]


@case("a cathedral city: 3 a tile and shield completed (21), 0 open at the end, 3 to a farmer")
def _():
    path = scenario("cathedral.json", CATHEDRAL, [meeple(0, 0, 0, "N"), meeple(1, 0, 1, "SSE")], turn=1)
    value = expect_ok_json(run("score", path, "--json"))
    check([p["final"] for p in value["players"]] == [0, 0], "open: %r" % value)
    out = tmp_path("cathedral-closed.json")
    value = expect_ok_json(run("move", path, "--tile", "E", "--x", -1, "--y", 0, "--rotation", 90, "-o", out, "--json"))
    check(scores(value) == [21, 0], "scores %r" % value["players"])
    score = scored(value)
    check(score[0]["explain"].startswith(
        "Completed city with a cathedral (6 tiles, 1 shield): 6\u00a0×\u00a03\u00a0+\u00a01\u00a0×\u00a03\u00a0=\u00a021."),
        "events %r" % score)
    # The farmer south of it: one completed city, 3 at the end.
    value = expect_ok_json(run("score", out, "--json"))
    check([p["final"] for p in value["players"]] == [21, 3], "finals %r" % value["players"])
    fields = [i for i in value["items"] if i["kind"] == "field"]
    check(len(fields) == 1 and fields[0]["points"] == 3, "items %r" % value["items"])


@case("play: six players with Inns & Cathedrals, 200 random games to the end")
def _():
    value = expect_ok_json(run("play", "--players", 6, "--expansions", "farmers,inns-cathedrals", "--games", 200,
                               "--seed", 7, "--json"))
    check(value["games"] == 200, "games %r" % value)
    check(len(value["last"]["players"]) == 6, "players %r" % value["last"])
    # 72 base tiles and 18 of the box, laid or set aside.
    check(value["last"]["tiles"] + len(value["last"]["set_aside"]) == 90, "tiles %r" % value["last"])


@case("advise offers the large meeple beside the ordinary one")
def _():
    path = scenario("advise-big.json", [("D", 0, 0, 0)], [])
    value = expect_ok_json(run("advise", path, "--tile", "E", "--playouts", 2, "--threads", 1, "--json"))
    roles = set()
    for move in value["moves"]:
        for m in move.get("meeples", []):
            roles.add(m["role"])
    check("big" in roles and "knight" in roles, "roles %r" % roles)


if __name__ == "__main__":
    sys.exit(cli.main())
