#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Wonders of Humanity against the seed sentences that settle them, through the command
line: one real process per case, with the helpers and the report of test-cli.py.

Usage: test-wonders-rules.py PATH-OF-meeple-lab-cli
"""

import importlib.util
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
expect_rc, expect_ok_json, wonder_scenario = cli.expect_rc, cli.expect_ok_json, cli.wonder_scenario
refused, meeple = cli.refused, cli.meeple
import json  # noqa: E402


# "Après avoir placé et marqué votre merveille, vous pouvez immédiatement poser jusqu'à
# 2 meeples sur différentes zones non occupées" (wonders-of-humanity.fr.txt): different and
# unoccupied once the wonder lies. Stonehenge's northern and eastern fields are apart on the
# wonder, but the monastery tile B in the corner between them joins them into one field.
STONEHENGE_CORNER = [{"tile": "B", "x": 1, "y": -1, "rotation": 0}]


@case("move: a wonder's two meeples may not share a field that a neighbour joins")
def _():
    players = [{"name": "Red", "wonders": ["stonehenge"]}, {"name": "Blue"}]
    path = write("stonehenge-joined.json", json.dumps(wonder_scenario(STONEHENGE_CORNER, players=players)))
    base = ("move", path, "--tile", "stonehenge", "--x", 0, "--y", 0, "--rotation", 0, "--json")
    # field-north (square 0,-1) and field-east (square 1,0) meet on B's fields.
    refused(run(*base, "--meeple", "0,-1,NNE", "--meeple", "1,0,SSE"), "different features")
    # field-north and field-south (square 0,1) touch no other tile: two meeples are fine.
    value = expect_ok_json(run(*base, "--meeple", "0,-1,NNE", "--meeple", "0,1,SSE"))
    check([e["kind"] for e in value["events"]].count("meeple") == 2, "events %r" % value["events"])
    # One meeple on the joined field alone is fine too.
    expect_ok_json(run(*base, "--meeple", "1,0,SSE"))


@case("advise: the pairs of meeples it offers on a wonder are on features apart")
def _():
    players = [{"name": "Red", "wonders": ["stonehenge"]}, {"name": "Blue"}]
    path = write("stonehenge-advise.json", json.dumps(wonder_scenario(STONEHENGE_CORNER, players=players)))
    value = expect_ok_json(run("advise", path, "--tile", "stonehenge", "--playouts", 2, "--threads", 1, "--json"))
    pairs = [sorted((m["x"], m["y"]) for m in move["meeples"]) for move in value["moves"]
             if (move["x"], move["y"], move["rotation"]) == (0, 0, 0) and len(move.get("meeples", [])) == 2]
    # The road and four fields give ten pairs; the two fields B joins are one feature.
    check(len(pairs) == 9, "pairs %r" % pairs)
    check([(0, -1), (1, 0)] not in pairs, "the joined fields are offered: %r" % pairs)


@case("move: a wonder's meeple may not go on a field a neighbour joins to an occupied one")
def _():
    players = [{"name": "Red", "wonders": ["stonehenge"]}, {"name": "Blue"}]
    meeples = [{"player": 1, "x": 1, "y": -1, "at": "SSW"}]
    path = write("stonehenge-occupied.json", json.dumps(wonder_scenario(STONEHENGE_CORNER, meeples, players)))
    base = ("move", path, "--tile", "stonehenge", "--x", 0, "--y", 0, "--rotation", 0, "--json")
    refused(run(*base, "--meeple", "0,-1,NNE"))
    refused(run(*base, "--meeple", "0,1,SSE", "--meeple", "1,0,SSE"))
    expect_ok_json(run(*base, "--meeple", "0,1,SSE"))


# The Cothon of Carthage lies on the board from the start, without an owner; the river runs
# east to the lake. River tile river-2 at (4, 1) shows a city to the north: Red's tile E
# at (4, 0) closes it, 2 tiles x 2 = 4, and takes Red from 6 to the pairs at 10.
COTHON_BOARD = [{"tile": "cothon-carthage", "x": 0, "y": 0, "rotation": 0},
                {"tile": "river-2", "x": 4, "y": 1, "rotation": 0},
                {"tile": "river-4", "x": 5, "y": 1, "rotation": 90},
                {"tile": "river-lake", "x": 6, "y": 1, "rotation": 270}]


def cothon_scenario(name, pieces=COTHON_BOARD, **extra):
    scenario = wonder_scenario(pieces, players=[{"name": "Red", "score": 6}, {"name": "Blue", "score": 0}], **extra)
    scenario["expansions"] = ["farmers", "river", "wonders"]
    return write(name, json.dumps(scenario))


CLOSE_RIVER_CITY = ("--tile", "E", "--x", 4, "--y", 0, "--rotation", 180, "--meeple", "S", "--json")


# "Si vous choisissez le Cothon comme merveille, marquez-le comme votre merveille
# immédiatement et posez jusqu'à 2 meeples dans différentes zones sur la tuile Merveille
# et/ou dans le port situé là." (wonders-of-humanity.fr.txt)
@case("move: taking the Cothon puts up to 2 meeples on different features of it and/or in its port")
def _():
    path = cothon_scenario("cothon-take.json")
    out = cli.tmp_path("cothon-take-after.json")
    # The city of Carthage (square 0,0) and the field south of the river (square 1,1).
    value = expect_ok_json(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage",
                               "--cothon-meeple", "0,0,N", "--cothon-meeple", "1,1,SSE", "-o", out))
    kinds = [e["kind"] for e in value["events"]]
    check(kinds[-4:] == ["wonder-taken", "marker", "meeple", "meeple"], "events %r" % kinds)
    after = cli.load_json(out)
    on_cothon = sorted((m["x"], m["y"]) for m in after["meeples"] if m["player"] == 0)
    check(on_cothon == [(0, 0), (1, 1)], "Red's meeples %r" % after["meeples"])
    check(after["pieces"][0].get("owner") == 0 and not after["pieces"][0].get("port"), "Cothon %r" % after["pieces"][0])
    # One on it and one in the port.
    value = expect_ok_json(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage",
                               "--cothon-meeple", "0,0,N", "--cothon-port", 1))
    kinds = [e["kind"] for e in value["events"]]
    check(kinds[-3:] == ["marker", "meeple", "port"], "events %r" % kinds)
    # Three in all, one feature twice, the river, or a square off the Cothon: refused.
    refused(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage",
                "--cothon-meeple", "0,0,N", "--cothon-port", 2), "2 meeples")
    refused(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage",
                "--cothon-meeple", "0,0,N", "--cothon-meeple", "1,0,W"), "different features")
    refused(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage", "--cothon-meeple", "2,1,E"), "river")
    refused(run("move", path, *CLOSE_RIVER_CITY, "--wonder", "cothon-carthage", "--cothon-meeple", "4,1,N"))


# Taking the Cothon, "posez jusqu'à 2 meeples dans différentes zones" (wonders-of-humanity.fr.txt)
# means features free when it is taken. Here the pairs are reached by another city: E at
# (4, 3) faces north with Red's knight in it, Red's J at (4, 2) turned 180° closes it
# (2 tiles x 2 = 4, 6 + 4 = 10), so Red's own meeple of the turn is free to be a farmer.
# J's road then runs north into river-2's road, and the field in the corner of J's road
# (NNW) meets river-2's south-western field, which runs along the river into the Cothon's
# field-south (square 3,1 ESE beside 4,1 WSW). Red's farmer there occupies field-south
# before the Cothon is taken.
@case("move: a Cothon meeple asked for on a feature occupied during the turn is refused, not dropped")
def _():
    pieces = COTHON_BOARD + [{"tile": "E", "x": 4, "y": 3, "rotation": 0}]
    path = cothon_scenario("cothon-occupied.json", pieces, meeples=[{"player": 0, "x": 4, "y": 3, "at": "N"}])
    lay = ("--tile", "J", "--x", 4, "--y", 2, "--rotation", 180, "--json")
    farmer = ("--meeple", "NNW")
    # No meeple of the turn: field-south is still free when the Cothon is taken.
    value = expect_ok_json(run("move", path, *lay, "--wonder", "cothon-carthage", "--cothon-meeple", "1,1,SSE"))
    kinds = [e["kind"] for e in value["events"]]
    check(kinds[-3:] == ["wonder-taken", "marker", "meeple"], "events %r" % kinds)
    # With the farmer in J's corner field, a meeple on field-south is refused (exit 1).
    value = refused(run("move", path, *lay, *farmer, "--wonder", "cothon-carthage",
                        "--cothon-meeple", "1,1,SSE"), "no longer free")
    check(value.get("events", []) == [], "a refused turn reports no events: %r" % value)
    # Carthage's city, apart from that field, still takes a meeple.
    value = expect_ok_json(run("move", path, *lay, *farmer, "--wonder", "cothon-carthage",
                               "--cothon-meeple", "0,0,N"))
    check([e["kind"] for e in value["events"]].count("meeple") == 2, "events %r" % value["events"])
    # Six monks far away and the knight use all 7 of Red's meeples; the knight comes home
    # when the city closes, and the turn's thief on J's road takes it again: none is left
    # for the Cothon when it is taken, and the move says so.
    monks = [{"tile": "B", "x": 20 + 2 * k, "y": 20, "rotation": 0} for k in range(6)]
    meeples = [{"player": 0, "x": 4, "y": 3, "at": "N"}] + [{"player": 0, "x": 20 + 2 * k, "y": 20, "at": "C"}
                                                           for k in range(6)]
    path = cothon_scenario("cothon-no-supply.json", pieces + monks, meeples=meeples)
    refused(run("move", path, *lay, "--meeple", "N", "--wonder", "cothon-carthage", "--cothon-meeple", "0,0,N"),
            "no meeple left")
    value = expect_ok_json(run("move", path, *lay, "--wonder", "cothon-carthage", "--cothon-meeple", "0,0,N"))
    check([e["kind"] for e in value["events"]][-3:] == ["wonder-taken", "marker", "meeple"], "events %r" % value["events"])


# "le Cothon est utilisé comme plateau de départ" and "vous ne le posez pas"
# (wonders-of-humanity.fr.txt): never taken into hand, never laid as a wonder, even when
# the scenario does not list the wonders of the game.
@case("move: the Cothon is never laid as a wonder, nor taken when it is not the starting board")
def _():
    players = [{"name": "Red", "score": 6}, {"name": "Blue", "score": 0}]
    # Without options.wonders every wonder may be taken, but the Cothon only from the board.
    pieces = [{"tile": "E", "x": 0, "y": 0, "rotation": 180}]
    path = write("no-cothon.json", json.dumps(wonder_scenario(pieces, players=players)))
    base = ("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "--meeple", "N", "--json")
    refused(run(*base, "--wonder", "cothon-carthage"), "starting board")
    out = cli.tmp_path("no-cothon-after.json")
    expect_ok_json(run(*base, "-o", out))
    check(cli.load_json(out)["players"][0]["wonders"] == ["stonehenge"], "Red took %r" % cli.load_json(out)["players"][0])
    # A player listing the Cothon does not hold it in hand: tiles go on, the Cothon never.
    players = [{"name": "Red", "wonders": ["cothon-carthage"]}, {"name": "Blue"}]
    path = write("cothon-listed.json", json.dumps(wonder_scenario(pieces, players=players)))
    check(cli.placements(run("legal", path, "--tile", "cothon-carthage", "--json")) == [], "the Cothon has places")
    check(cli.placements(run("legal", path, "--tile", "E", "--json")), "a tile has no place while the Cothon is listed")
    refused(run("move", path, "--tile", "cothon-carthage", "--x", 1, "--y", 0, "--rotation", 0, "--json"),
            "starting board")
    found = problems(run("check", path, "--json"))
    check(any("starting board" in m and "Player 1" in m for m in found), "check says nothing: %r" % found)
    # Nor once it lies on the board without an owner.
    path = cothon_scenario("cothon-lay.json")
    check(cli.placements(run("legal", path, "--tile", "cothon-carthage", "--json")) == [], "the Cothon has places")


# Red's tile G at (0, 1) closes a city of 3 tiles where Red and Blue have a knight each:
# 6 points to each. From 9, both reach the pairs at 10 and then at 15.
TWO_TAKERS = [{"tile": "E", "x": 0, "y": 0, "rotation": 180}, {"tile": "E", "x": 0, "y": 2, "rotation": 0}]
TWO_KNIGHTS = [{"player": 1, "x": 0, "y": 0, "at": "S"}, {"player": 0, "x": 0, "y": 2, "at": "N"}]


def takers(value):
    return [(e["players"][0], e["wonder"]) for e in value["events"] if e["kind"] == "wonder-taken"]


# "Si plusieurs joueurs atteignent la case avec les paires de meeple lors du même tour, la
# personne dont c'est le tour choisit lequel d'entre eux prendra une tuile Merveille. Après
# cela, les paires de meeple sont avancées de 5 cases comme d'habitude. S'il reste des meeples
# d'évaluation d'autres joueurs [...] sur ou au-delà de la case avec les paires de meeple, la
# personne dont c'est le tour décide à nouveau [...]" (wonders-of-humanity.fr.txt)
@case("move: several takers in one turn: each chooses a wonder, the player to move the order")
def _():
    def scenario(name, red, blue, **extra):
        players = [{"name": "Red", "score": red}, {"name": "Blue", "score": blue}]
        return write(name, json.dumps(wonder_scenario(TWO_TAKERS, TWO_KNIGHTS, players, **extra)))
    path = scenario("two-takers.json", 9, 9)
    base = ("move", path, "--tile", "G", "--x", 0, "--y", 1, "--rotation", 90, "--json")
    check(takers(expect_ok_json(run(*base, "--wonder", "Red=tikal", "--wonder", "1=alhambra")))
          == [(0, "tikal"), (1, "alhambra")], "each taker's own choice")
    # The plain choice is the first taker's; the order puts Blue first.
    check(takers(expect_ok_json(run(*base, "--wonder", "tikal"))) == [(0, "tikal"), (1, "stonehenge")], "plain")
    check(takers(expect_ok_json(run(*base, "--wonder-order", "Blue,Red", "--wonder", "tikal")))
          == [(1, "tikal"), (0, "stonehenge")], "order Blue first")
    # A wonder that is not left, or asked for twice, is refused, never replaced.
    refused(run(*base, "--wonder", "Red=tikal", "--wonder", "Blue=tikal"), "Tikal")
    path = scenario("two-takers-few.json", 9, 9, options={"wonders": ["stonehenge", "tikal"]})
    refused(run("move", path, *base[2:], "--wonder", "Blue=alhambra"), "Alhambra")
    # From 4 and 6 to 10 and 12: the first taker moves the pairs to 15, out of the other's reach.
    path = scenario("one-taker.json", 4, 6)
    base = ("move", path, "--tile", "G", "--x", 0, "--y", 1, "--rotation", 90, "--json")
    check([p for p, _ in takers(expect_ok_json(run(*base)))] == [0], "Red first by default")
    check([p for p, _ in takers(expect_ok_json(run(*base, "--wonder-order", "Blue")))] == [1], "Blue chosen first")
    # Unknown players are bad input.
    cli.expect_bad_input(run(*base, "--wonder", "Green=tikal"), "--wonder")
    cli.expect_bad_input(run(*base, "--wonder-order", "Red,0"), "--wonder-order")


@case("move: the Wonders' options are refused in a game without the Wonders")
def _():
    scenario = wonder_scenario([{"tile": "E", "x": 0, "y": 0, "rotation": 180}])
    scenario["expansions"] = ["farmers"]
    path = write("no-wonders.json", json.dumps(scenario))
    base = ("move", path, "--tile", "E", "--x", 0, "--y", 1, "--rotation", 0, "--json")
    expect_ok_json(run(*base))
    for extra in (("--wonder", "tikal"), ("--wonder", "Red=tikal"), ("--wonder-order", "Blue"),
                  ("--cothon-port", 0), ("--cothon-meeple", "0,0,N"), ("--to-port",), ("--keep", "D"),
                  ("--slot",)):
        refused(run(*base, *extra), extra[0])


def problems(result):
    expect_rc(result, 1)
    value = result.json()
    check(value["legal"] is False, result.describe())
    return [p["message"] for p in value["problems"]]


# "Chaque joueur peut disposer d'une merveille" and "Vous ne pouvez donc obtenir une tuile
# Merveille qu'une seule fois au cours de la partie" (wonders-of-humanity.fr.txt): one of
# each wonder, one a player (two in the variant).
@case("check: a wonder held or laid twice, held and left to take, and the whole count of a player's list")
def _():
    players = [{"name": "Red", "wonders": ["tikal", "stonehenge", "notre-dame"]},
               {"name": "Blue", "wonders": ["stonehenge"]}]
    pieces = [{"tile": "D", "x": 0, "y": 0}, {"tile": "great-wall", "x": 0, "y": -3, "owner": 1},
              {"tile": "great-wall", "x": 0, "y": 3, "owner": 0}]
    path = write("wonders-twice.json", json.dumps(wonder_scenario(pieces, players=players,
                                                                   options={"wonders": ["tikal", "alhambra"]})))
    found = problems(run("check", path, "--json"))
    for words in ("Stonehenge is held twice: by player 1 and by player 2",
                  "Great Wall of China is laid twice",
                  "Tikal is both left to take and held by player 1",
                  "Player 1 took 3 wonders; this game allows 1 each"):
        check(any(words in m for m in found), "no %r in %r" % (words, found))
    check(not any("took 2 wonders" in m and "Player 1" in m for m in found), "a capped count: %r" % found)


# The same count as check's, "une merveille" a player (two in the variant): score warns on
# standard error, once a player, and still scores.
@case("score: a player listing more wonders than the game allows is warned about on stderr")
def _():
    players = [{"name": "Red", "wonders": ["tikal", "stonehenge", "notre-dame"]},
               {"name": "Blue", "wonders": ["alhambra", "nazca-lines"]}]
    pieces = [{"tile": "D", "x": 0, "y": 0}]
    path = write("wonders-many.json", json.dumps(wonder_scenario(pieces, players=players)))
    result = run("score", path, "--json")
    expect_rc(result, 0)
    result.json()
    lines = [line for line in result.err.splitlines() if "wonder" in line]
    check(any("warning:" in line and "Player 1 took 3 wonders; this game allows 1 each" in line for line in lines),
          result.describe())
    check(any("Player 2 took 2 wonders; this game allows 1 each" in line for line in lines), result.describe())
    check(len(lines) == 2, "one line a player: %r" % lines)
    # In the variant of two wonders each, only Red's three are too many.
    path = write("wonders-many-variant.json",
                 json.dumps(wonder_scenario(pieces, players=players, options={"wonders_per_player": 2})))
    result = run("score", path, "--json")
    expect_rc(result, 0)
    check("Player 1 took 3 wonders; this game allows 2 each" in result.err, result.describe())
    check("Player 2" not in result.err, result.describe())
    # The text output warns the same way, on stderr only.
    result = run("score", path)
    check("Player 1 took 3 wonders" in result.err and "Player 1 took" not in result.out, result.describe())


@case("check and score: wonders held or laid without the Wonders are reported")
def _():
    scenario = wonder_scenario([{"tile": "D", "x": 0, "y": 0}, {"tile": "great-wall", "x": 1, "y": -1, "owner": 1}],
                               players=[{"name": "Red", "wonders": ["tikal"]}, {"name": "Blue"}])
    scenario["expansions"] = ["farmers"]
    path = write("wonders-foreign.json", json.dumps(scenario))
    found = problems(run("check", path, "--json"))
    check(any("Player 1 holds Tikal" in m and "not among the expansions" in m for m in found), "found %r" % found)
    check(any("great-wall" in m and "needs the Wonders" in m for m in found), "found %r" % found)
    result = run("score", path, "--json")
    expect_rc(result, 0)
    result.json()
    check("Player 1 holds Tikal" in result.err and "great-wall" in result.err, result.describe())
    # With the expansion and nothing held twice, score says nothing on stderr.
    scenario["expansions"] = ["farmers", "wonders"]
    path = write("wonders-fine.json", json.dumps(scenario))
    result = run("score", path, "--json")
    check(result.rc == 0 and result.err == "", result.describe())


@case("check and score: wonders left to take without the Wonders are reported")
def _():
    scenario = wonder_scenario([{"tile": "D", "x": 0, "y": 0}], options={"wonders": ["alhambra", "tikal"]})
    scenario["expansions"] = ["farmers"]
    path = write("wonders-left-foreign.json", json.dumps(scenario))
    result = run("check", path, "--json")
    expect_rc(result, 1)
    found = problems(result)
    check(len(found) == 1 and "options.wonders" in found[0] and "Alhambra" in found[0]
          and "not among the expansions" in found[0], "found %r" % found)
    result = run("score", path, "--json")
    expect_rc(result, 0)
    check(result.err.count("\n") == 1 and "options.wonders" in result.err, result.describe())
    # An empty list names no wonder: nothing to say.
    scenario["options"]["wonders"] = []
    path = write("wonders-left-none.json", json.dumps(scenario))
    expect_rc(run("check", path), 0)
    check(run("score", path).err == "", "warned about an empty list")

# "l'effet des merveilles commence lors de votre tour suivant" (wonders-of-humanity.fr.txt):
# the scenario says that a laid wonder waits, move writes it and lifts it on the owner's
# next turn. Red lays the Great Wall beside her knight's city (E at (-1, 0)).
@case("move: a wonder laid waits for its owner's next turn, and the scenario says so")
def _():
    players = [{"name": "Red", "wonders": ["great-wall"]}, {"name": "Blue"}]
    pieces = [{"tile": "E", "x": -1, "y": 0, "rotation": 90}]
    path = write("wall-laid.json", json.dumps(wonder_scenario(pieces, players=players)))
    laid = cli.tmp_path("wall-laid-after.json")
    expect_ok_json(run("move", path, "--tile", "great-wall", "--x", 0, "--y", 0, "--rotation", 0, "-o", laid, "--json"))
    wall = [p for p in cli.load_json(laid)["pieces"] if p["tile"] == "great-wall"][0]
    check(wall.get("active") is False and wall.get("owner") == 0, "after laying: %r" % wall)
    # Blue's turn: still waiting. Red's next turn: acting, and the member is gone.
    spots = cli.placements(run("legal", laid, "--tile", "B", "--json"))
    x, y, r = spots[0]
    blue = cli.tmp_path("wall-blue.json")
    expect_ok_json(run("move", laid, "--tile", "B", "--x", x, "--y", y, "--rotation", r, "-o", blue, "--json"))
    wall = [p for p in cli.load_json(blue)["pieces"] if p["tile"] == "great-wall"][0]
    check(wall.get("active") is False, "after Blue's turn: %r" % wall)
    x, y, r = cli.placements(run("legal", blue, "--tile", "B", "--json"))[0]
    red = cli.tmp_path("wall-red.json")
    expect_ok_json(run("move", blue, "--tile", "B", "--x", x, "--y", y, "--rotation", r, "-o", red, "--json"))
    wall = [p for p in cli.load_json(red)["pieces"] if p["tile"] == "great-wall"][0]
    check("active" not in wall, "after Red's next turn: %r" % wall)


@case("scenario: active is true or false, and false only on a wonder with an owner (exit 2 with the path)")
def _():
    for piece in ({"tile": "D", "x": 0, "y": 0, "active": False},
                  {"tile": "tikal", "x": 0, "y": 0, "active": False},
                  {"tile": "tikal", "x": 0, "y": 0, "owner": 0, "active": "no"}):
        path = write("active-bad.json", json.dumps(wonder_scenario([piece])))
        cli.expect_bad_input(run("score", path), where=r"\$\.pieces\[0\]\.active")
    path = write("active-true.json", json.dumps(wonder_scenario([{"tile": "D", "x": 0, "y": 0, "active": True}])))
    expect_rc(run("score", path), 0)


# The Great Wall, laid by Red on her last turn ("active": false), and Blue's G joining
# Red's two cities (lesson 28's board): by default the wall waits for Red's next turn; under
# any-next-turn it gives its 3 on Blue's turn.
@case("move: the Great Wall acts on Blue's turn only under the reading any-next-turn")
def _():
    pieces = [{"tile": "E", "x": 0, "y": 0, "rotation": 90}, {"tile": "E", "x": 2, "y": 0, "rotation": 270},
              {"tile": "great-wall", "x": 0, "y": 20, "owner": 0, "active": False}]
    meeples = [{"player": 0, "x": 0, "y": 0, "at": "E"}, {"player": 0, "x": 2, "y": 0, "at": "W"}]
    path = write("wall-waits.json", json.dumps(wonder_scenario(pieces, meeples, turn=1)))
    base = ("move", path, "--tile", "G", "--x", 1, "--y", 0, "--rotation", 0, "--json")
    def wall(value):
        return sum(e["points"] for e in value["events"] if e["kind"] == "wonder-bonus" and e.get("wonder") == "great-wall")
    check(wall(expect_ok_json(run(*base))) == 0, "the wall acted before Red's next turn")
    check(wall(expect_ok_json(run(*base, "--reading", "effects-start=any-next-turn"))) == 3, "no bonus under any-next-turn")


# Tikal laid by Red on the game's last turn ("active": false) beside a road of 5 tiles:
# "l'effet des merveilles commence lors de votre tour suivant", and that turn never comes.
@case("score --compare effects-start: an end-of-game wonder laid on the last turn scores under any-next-turn only")
def _():
    pieces = [{"tile": "U", "x": 0, "y": y} for y in range(5)]
    pieces.append({"tile": "tikal", "x": 0, "y": 20, "owner": 0, "active": False})
    path = write("tikal-waits.json", json.dumps(wonder_scenario(pieces, turn=1)))
    value = expect_ok_json(run("score", path, "--compare", "effects-start", "--json"))
    finals = {a["answer"]: [p["final"] for p in a["players"]] for a in value["answers"]}
    check(finals == {"owner-next-turn": [0, 0], "any-next-turn": [5, 0]}, "finals %r" % finals)
    # Once its effects have started, both answers count it.
    del pieces[-1]["active"]
    path = write("tikal-started.json", json.dumps(wonder_scenario(pieces, turn=1)))
    value = expect_ok_json(run("score", path, "--compare", "effects-start", "--json"))
    finals = {a["answer"]: [p["final"] for p in a["players"]] for a in value["answers"]}
    check(finals == {"owner-next-turn": [5, 0], "any-next-turn": [5, 0]}, "finals %r" % finals)

# The Taj Mahal's owner with one thief against Blue's two on a road Blue completes.
@case("move: a Taj Mahal owner outnumbered in a road gets the bonus under presence, not under share")
def _():
    pieces = [{"tile": "A", "x": 1, "y": 0, "rotation": 90}, {"tile": "A", "x": -1, "y": 0, "rotation": 270},
              {"tile": "taj-mahal", "x": 0, "y": 20, "owner": 0}]
    meeples = [{"player": 0, "x": 1, "y": 0, "at": "W"}, {"player": 1, "x": -1, "y": 0, "at": "E"},
               {"player": 1, "x": 1, "y": 0, "at": "W"}]
    path = write("taj-presence.json", json.dumps(wonder_scenario(pieces, meeples, turn=1)))
    base = ("move", path, "--tile", "U", "--x", 0, "--y", 0, "--rotation", 90, "--json")
    value = expect_ok_json(run(*base))
    check([p["score"] for p in value["players"]] == [2, 3], "presence: %r" % value["players"])
    value = expect_ok_json(run(*base, "--reading", "taj-participation=share"))
    check([p["score"] for p in value["players"]] == [0, 3], "share: %r" % value["players"])


# "piochez 2 tuiles, jouez-en une et gardez l'autre face cachée": Abu Simbel's owner holds
# the tile kept face down last turn and the one drawn, and keeps whichever is not laid.
@case("move --keep: laying the tile drawn keeps the one kept face down, no other")
def _():
    pieces = [{"tile": "U", "x": 0, "y": 0, "rotation": 0}, {"tile": "abu-simbel", "x": 0, "y": 20, "owner": 0}]
    players = [{"name": "Red", "kept": "V"}, {"name": "Blue"}]
    path = write("abu-kept.json", json.dumps(wonder_scenario(pieces, players=players)))
    base = ("move", path, "--tile", "X", "--x", 0, "--y", 1, "--rotation", 0, "--json")
    value = refused(run(*base, "--keep", "U"), "V", "X")
    check("not U" in value["message"], value["message"])
    out = tmp_path("abu-kept-out.json")
    expect_ok_json(run(*base, "--keep", "V", "-o", out))
    check(load_json(out)["players"][0].get("kept") == "V", str(load_json(out)["players"]))
    # Not named, the tile kept stays kept.
    expect_ok_json(run(*base, "-o", out))
    check(load_json(out)["players"][0].get("kept") == "V", str(load_json(out)["players"]))
    # Laying the tile kept, the one drawn may be any.
    expect_ok_json(run("move", path, "--tile", "V", "--x", 0, "--y", 1, "--rotation", 90, "--keep", "U", "-o", out, "--json"))
    check(load_json(out)["players"][0].get("kept") == "U", str(load_json(out)["players"]))

if __name__ == "__main__":
    sys.exit(cli.main())
