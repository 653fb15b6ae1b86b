#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Traders & Builders' rules (docs/rules.md §7) through the command line: the builder's
extra turn in `move -o` (the turn kept and the file's "builder_extra_turn" marker, none from
the extra turn itself), --role builder and pig and their refusals, goods taken and kept in
the saved scenario, the end's scoring (goods, the pig), check, the record and replay, random
games and the advisor. One real process per case, with the helpers and the report of
test-cli.py; every expected figure is counted by hand in the comments.

Usage: test-traders-builders-rules.py PATH-OF-meeple-lab-cli
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

TB = ["farmers", "traders-builders"]


def scenario(name, pieces, meeples, expansions=TB, turn=0, goods=None, record=False, extra=None):
    players = [{"name": "Red", "color": "red", "score": 0}, {"name": "Blue", "color": "blue", "score": 0}]
    for p, g in (goods or {}).items():
        players[p]["goods"] = g
    value = {
        "format": "meeple-lab-scenario", "version": 1, "expansions": expansions,
        "players": players, "turn": turn,
        "pieces": [{"tile": t, "x": x, "y": y, "rotation": r} for t, x, y, r in pieces],
        "meeples": meeples,
    }
    if extra is not None:
        value["builder_extra_turn"] = extra
    if record:
        start = {k: value[k] for k in ("turn", "pieces", "meeples")}
        start["players"] = [{k: v for k, v in p.items() if k in ("score", "goods")} for p in players]
        value["record"] = {"start": start, "moves": []}
    return write(name, json.dumps(value))


def kinds(value):
    return [e["kind"] for e in value["events"]]


def problems(path):
    value = run("check", path, "--json").json()
    return value["legal"], [p["message"] for p in value["problems"]]


def road(x, rot=90):
    """U laid at (x, 0) turned 90: a road W-E."""
    return ("--tile", "U", "--x", x, "--y", 0, "--rotation", rot)


# A road W-E of U tiles: Red's thief at (0, 0), Red's builder put on (1, 0).
ROAD = [("U", 0, 0, 90)]


@case("move -o: extending the builder's road keeps the turn and marks the extra turn; the extra turn gives none")
def _():
    path = scenario("extra.json", ROAD, [meeple(0, 0, 0, "W")])
    laid = tmp_path("extra-1.json")
    value = expect_ok_json(run("move", path, *road(1), "--meeple", "E", "--role", "builder", "-o", laid, "--json"))
    put = [e["explain"] for e in value["events"] if e["kind"] == "meeple"]
    check(put == ["Red puts the builder on the road."], "events %r" % value["events"])
    # Laying the builder is not an extension of it: Blue is next.
    check("extra-turn" not in kinds(value), "events %r" % value["events"])
    saved = load_json(laid)
    check(saved["turn"] == 1 and "builder_extra_turn" not in saved, "saved %r" % saved)
    check({"player": 0, "x": 1, "y": 0, "at": "E", "role": "builder"} in saved["meeples"], "meeples %r" % saved["meeples"])
    # Blue extends Red's builder's road: only the mover's own builder counts, Red is next.
    blue = tmp_path("extra-2.json")
    value = expect_ok_json(run("move", laid, *road(2), "-o", blue, "--json"))
    check("extra-turn" not in kinds(value) and load_json(blue)["turn"] == 0, "events %r" % value["events"])
    # Red extends it: the extra turn, the turn stays Red's, the file says the next is the extra one.
    again = tmp_path("extra-3.json")
    value = expect_ok_json(run("move", blue, *road(-1), "-o", again, "--json"))
    extra = [e for e in value["events"] if e["kind"] == "extra-turn"]
    check(len(extra) == 1 and extra[0]["explain"] == "Red extended the builder's road: Red plays again."
          and extra[0]["players"] == [0], "events %r" % value["events"])
    saved = load_json(again)
    check(saved["turn"] == 0 and saved.get("builder_extra_turn") is True, "saved turn %r, marker %r"
          % (saved["turn"], saved.get("builder_extra_turn")))
    # In the extra turn Red extends it again: no second extra turn, Blue is next, the marker goes.
    last = tmp_path("extra-4.json")
    value = expect_ok_json(run("move", again, *road(-2), "-o", last, "--json"))
    check("extra-turn" not in kinds(value), "events %r" % value["events"])
    saved = load_json(last)
    check(saved["turn"] == 1 and "builder_extra_turn" not in saved, "saved %r" % saved)
    # The same position without the marker is an ordinary turn: the extension gives one.
    plain = load_json(again)
    del plain["builder_extra_turn"]
    plain = write("extra-3-plain.json", json.dumps(plain))
    value = expect_ok_json(run("move", plain, *road(-2), "--json"))
    check("extra-turn" in kinds(value), "events %r" % value["events"])


@case("the extending tile completes the builder's road: it scores, the builder goes home, the extra turn comes")
def _():
    # A (0, 0) road S, U (0, 1) N-S with Red's thief and builder, A (0, 2) turned 180 closes
    # the road: 3 tiles × 1 = 3 to Red.
    path = scenario("complete.json", [("A", 0, 0, 0), ("U", 0, 1, 0)],
                    [meeple(0, 0, 1, "N"), meeple(0, 0, 1, "S", "builder")])
    out = tmp_path("complete-out.json")
    value = expect_ok_json(run("move", path, "--tile", "A", "--x", 0, "--y", 2, "--rotation", 180, "-o", out, "--json"))
    check([p["score"] for p in value["players"]] == [3, 0], "scores %r" % value["players"])
    back = [e["explain"] for e in value["events"] if e["kind"] == "return"]
    check(back == ["1 meeple goes back to Red.", "The builder goes back to Red."], "returns %r" % back)
    check("extra-turn" in kinds(value), "events %r" % value["events"])
    saved = load_json(out)
    check(saved["turn"] == 0 and saved.get("builder_extra_turn") is True and saved["meeples"] == [], "saved %r" % saved)


@case("--role builder and pig: one sentence when not allowed")
def _():
    path = scenario("refuse.json", ROAD, [meeple(0, 0, 0, "W")])
    # Blue has no meeple on the road.
    blue = scenario("refuse-blue.json", ROAD, [meeple(0, 0, 0, "W")], turn=1)
    refused(run("move", blue, *road(1), "--meeple", "E", "--role", "builder", "--json"),
            "The builder goes only on a road or in a city where the player already has a meeple.")
    refused(run("move", path, *road(1), "--meeple", "NNE", "--role", "builder", "--json"),
            "The builder goes on a road or in a city.")
    refused(run("move", path, *road(1), "--meeple", "NNE", "--role", "pig", "--json"),
            "The pig goes only in a field where the player already has a farmer.")
    foreign = scenario("refuse-foreign.json", ROAD, [meeple(0, 0, 0, "W")], expansions=["farmers"])
    refused(run("move", foreign, *road(1), "--meeple", "E", "--role", "builder", "--json"),
            "The builder needs the Traders & Builders expansion.")
    # With a farmer of Red's north of the road, the pig may join it.
    farmer = scenario("pig-ok.json", ROAD, [meeple(0, 0, 0, "NNW")])
    out = tmp_path("pig-ok-out.json")
    value = expect_ok_json(run("move", farmer, *road(1), "--meeple", "NNE", "--role", "pig", "-o", out, "--json"))
    check([e["explain"] for e in value["events"] if e["kind"] == "meeple"] == ["Red puts the pig in the field."],
          "events %r" % value["events"])
    check(any(m.get("role") == "pig" for m in load_json(out)["meeples"]), "meeples %r" % load_json(out)["meeples"])


# A city W-E of three tiles: E (1, 0) turned 270, the wine city W-E at (0, 0), and E laid
# at (-1, 0) turned 90 to close it. Nobody has a knight in it.
WINE = [("tb-city-across-wine", 0, 0, 0), ("E", 1, 0, 270)]
CLOSE = ("--tile", "E", "--x", -1, "--y", 0, "--rotation", 90)


@case("goods: Blue closes a wine city without a knight, takes 1 wine, and the saved file keeps it")
def _():
    path = scenario("goods.json", WINE, [], turn=1, goods={1: {"cloth": 1}})
    out = tmp_path("goods-out.json")
    value = expect_ok_json(run("move", path, *CLOSE, "-o", out, "--json"))
    goods = [e for e in value["events"] if e["kind"] == "goods"]
    check(len(goods) == 1 and goods[0]["explain"] == "Blue completes the city and takes 1 wine."
          and goods[0]["goods"] == {"wine": 1, "grain": 0, "cloth": 0} and goods[0]["players"] == [1],
          "events %r" % value["events"])
    check(not [e for e in value["events"] if e["kind"] == "city"], "no knight, no score: %r" % value["events"])
    saved = load_json(out)
    check("goods" not in saved["players"][0], "Red %r" % saved["players"][0])
    # The cloth Blue held before, and the wine just taken.
    check(saved["players"][1]["goods"] == {"wine": 1, "grain": 0, "cloth": 1}, "Blue %r" % saved["players"][1])
    # score shows it, and at the end Blue alone has wine (1) and cloth (1): 10 + 10 = 20.
    value = expect_ok_json(run("score", out, "--json"))
    check(value["holdings"] == [{"wine": 0, "grain": 0, "cloth": 0}, {"wine": 1, "grain": 0, "cloth": 1}],
          "holdings %r" % value.get("holdings"))
    check([p["final"] for p in value["players"]] == [0, 20], "finals %r" % value["players"])
    text = run("score", out)
    expect_rc(text, 0)
    check("Holds" in text.out and "1 wine, 1 cloth" in text.out, text.describe())


@case("score at the end: a tie for wine scores 10 each, the pig makes a city 4, goods without the expansion nothing")
def _():
    # E (0, 0) and E (0, -1) turned 180 close a city of 2 tiles; U (0, 1) turned 90 adds the
    # field north of its road. Red: a farmer south of the city and the pig there, 2 wine;
    # Blue: 2 wine, 1 grain. Field: 1 city × 3 = 3 to Red, the pig 1 × 1 = 1 more; wine a tie,
    # 10 each; grain Blue alone, 10. Red 3 + 1 + 10 = 14, Blue 10 + 10 = 20.
    pieces = [("E", 0, 0, 0), ("E", 0, -1, 180), ("U", 0, 1, 90)]
    meeples = [meeple(0, 0, 0, "SSE"), meeple(0, 0, 1, "NNE", "pig")]
    path = scenario("end.json", pieces, meeples, goods={0: {"wine": 2}, 1: {"wine": 2, "grain": 1}})
    value = expect_ok_json(run("score", path, "--json"))
    check([p["final"] for p in value["players"]] == [14, 20], "finals %r" % value["players"])
    items = {(i["kind"], tuple(i["players"])): i for i in value["items"]}
    check(items[("goods", (0, 1))]["explain"] == "Most wine tokens (2): 10. Red and Blue each score 10 points.",
          "items %r" % value["items"])
    check(items[("goods", (1,))]["points"] == 10, "items %r" % value["items"])
    check(items[("pig", (0,))]["points"] == 1 and items[("field", (0,))]["points"] == 3, "items %r" % value["items"])
    # Without the expansion the tokens are kept in the file but score nothing, and the pig is a problem.
    foreign = scenario("end-foreign.json", pieces, meeples, expansions=["farmers"],
                       goods={0: {"wine": 2}, 1: {"wine": 2, "grain": 1}})
    value = expect_ok_json(run("score", foreign, "--json"))
    check([p["final"] for p in value["players"]] == [3, 0], "finals %r" % value["players"])
    legal, found = problems(foreign)
    check(not legal and "A pig at (0, 1) needs the Traders & Builders expansion." in found, "check %r" % found)


@case("players[].goods and builder_extra_turn are checked, with the JSON path")
def _():
    bad = [
        ({1: {"wine": -1}}, None, "$.players[1].goods.wine: -1 is out of range (0 to 999)"),
        ({1: {"beer": 1}}, None, "$.players[1].goods: unknown good \"beer\" (goods: wine, grain, cloth)"),
        ({0: [1]}, None, "$.players[0].goods: must be an object of token counts"),
        ({0: {"grain": 1.5}}, None, "$.players[0].goods.grain: must be a whole number from 0 to 999"),
        (None, 1, "$.builder_extra_turn: must be true or false"),
    ]
    for i, (goods, extra, message) in enumerate(bad):
        path = scenario("bad-%d.json" % i, ROAD, [], goods=goods, extra=extra)
        result = run("score", path, "--json")
        expect_rc(result, 2)
        check(message in result.err and result.out == "", result.describe())


@case("check: a builder without its owner's meeple, a pig without a farmer, two builders of a player")
def _():
    path = scenario("check.json", [("U", 0, 0, 90), ("U", 0, 1, 90)],
                    [meeple(0, 0, 0, "W"), meeple(0, 0, 0, "E", "builder"), meeple(0, 0, 1, "E", "builder"),
                     meeple(1, 0, 1, "SSE", "pig")])
    legal, found = problems(path)
    check(not legal, "check %r" % found)
    for message in ("The builder at (0, 1) is on a road or in a city where its owner has no meeple.",
                    "The pig at (0, 1) is in a field where its owner has no farmer.",
                    "Player 1 has 2 builders on the board; each player has only one."):
        check(message in found, "check %r lacks %r" % (found, message))
    check(len(found) == 3, "check %r" % found)


@case("the record keeps the extra turn: replay gives the marker back at the move that earned it")
def _():
    path = scenario("record.json", ROAD, [meeple(0, 0, 0, "W")], goods={1: {"wine": 2}}, record=True)
    step = [tmp_path("record-%d.json" % i) for i in range(4)]
    expect_ok_json(run("move", path, *road(1), "--meeple", "E", "--role", "builder", "-o", step[0], "--json"))
    expect_ok_json(run("move", step[0], *road(2), "-o", step[1], "--json"))
    expect_ok_json(run("move", step[1], *road(-1), "-o", step[2], "--json"))
    expect_ok_json(run("move", step[2], *road(-2), "-o", step[3], "--json"))
    moves = load_json(step[3])["record"]["moves"]
    check(len(moves) == 4 and moves[0]["meeples"][0]["role"] == "builder", "record %r" % moves)
    for n, turn, marker in ((2, 0, None), (3, 0, True), (4, 1, None)):
        out = tmp_path("record-at-%d.json" % n)
        expect_rc(run("replay", step[3], "--to", n, "-o", out), 0)
        position = load_json(out)
        check(position["turn"] == turn and position.get("builder_extra_turn") == marker
              and position["players"][1]["goods"]["wine"] == 2,
              "at %d: turn %r, marker %r, players %r" % (n, position["turn"], position.get("builder_extra_turn"),
                                                         position["players"]))


@case("play: random games with builders, pigs and goods run to the end")
def _():
    value = expect_ok_json(run("play", "--players", 4, "--expansions", "farmers,inns-cathedrals,traders-builders",
                               "--games", 50, "--seed", 3, "--json"))
    check(value["games"] == 50 and len(value["last"]["players"]) == 4, "play %r" % value)
    # 72 base tiles, 18 of Inns & Cathedrals and 24 of Traders & Builders, laid or set aside.
    check(value["last"]["tiles"] + len(value["last"]["set_aside"]) == 114, "tiles %r" % value["last"])


@case("advise offers the builder where Red's thief stands")
def _():
    path = scenario("advise.json", ROAD, [meeple(0, 0, 0, "W")])
    value = expect_ok_json(run("advise", path, "--tile", "U", "--playouts", 2, "--threads", 1, "--json"))
    roles = set()
    for move in value["moves"]:
        for m in move.get("meeples", []):
            roles.add(m["role"])
    check("builder" in roles, "roles %r" % roles)


if __name__ == "__main__":
    sys.exit(cli.main())
