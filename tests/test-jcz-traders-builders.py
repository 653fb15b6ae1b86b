#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`import` of JCloisterZone games with Traders & Builders, alone and with Inns & Cathedrals:
the names of its faces held against JCloisterZone's own, random games of ours (builders,
pigs, goods and extra turns among them) written as .jcz saves and imported back, two saves
written by hand in the shape of JCloisterZone 5.7's, and what is still refused, by name.

Usage: test-jcz-traders-builders.py PATH-OF-meeple-lab-cli TESTS-DATA
"""

import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("test_record", os.path.join(HERE, "test-record.py"))
rec = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rec)  # its cases run only as a script; its helpers and writer are ours
rec.CASES.clear()
case, check, run, tmp, write_json, finals = rec.case, rec.check, rec.run, rec.tmp, rec.write_json, rec.finals

# JCloisterZone's set traders-and-builders:1 (client, src/extraResources/expansions/
# traders_and_builders.xml), copied by hand in its notation: sides N E S W, half-edges NL NR
# EL ER SL SR WL WR, I the middle of the tile; a field lists the cities it borders by their
# sides; each tile comes once. The second value is our id for the face, which the writer
# below uses (so that a slip in the importer's table is not repeated by the writer).
JCZ_FACES = {
    "TB/Cc.g": ("tb-city-corner-grain", [("city", "N W", "grain"), ("field", "SL SR EL ER", ["N W"])]),
    "TB/Cc.w": ("tb-city-corner-wine", [("city", "N W", "wine"), ("field", "SL SR EL ER", ["N W"])]),
    "TB/CCc.c": ("tb-city-across-city-edge-cloth", [("city", "W E", "cloth"), ("city", "S", None),
                                                    ("field", "NL NR", ["W E"]), ("field", "I", ["W E", "S"])]),
    "TB/CCc.w": ("tb-city-across-city-edge-wine", [("city", "W E", "wine"), ("city", "S", None),
                                                   ("field", "NL NR", ["W E"]), ("field", "I", ["W E", "S"])]),
    "TB/Ccc.g": ("tb-city-three-edges-grain", [("city", "N W E", "grain"), ("field", "SL SR", ["N W E"])]),
    "TB/CcCC.c": ("tb-city-corner-two-city-edges-cloth", [("city", "N W", "cloth"), ("city", "S", None),
                                                          ("city", "E", None), ("field", "I", ["N W", "E", "S"])]),
    "TB/CcRR!.c": ("tb-city-corner-two-road-ends-four-fields-cloth", [
        ("road", "S", None), ("road", "E", None), ("city", "N W", "cloth"), ("field", "SR", ["N W"]),
        ("field", "SL", ["N W"]), ("field", "ER", ["N W"]), ("field", "EL", ["N W"])]),
    "TB/CcRR.w": ("tb-city-corner-two-road-ends-wine", [
        ("city", "N W", "wine"), ("road", "S", None), ("road", "E", None), ("field", "SR", ["N W"]),
        ("field", "SL ER", ["N W"]), ("field", "EL", ["N W"])]),
    "TB/CcRC.c": ("tb-city-corner-city-edge-road-end-cloth", [
        ("city", "N W", "cloth"), ("city", "S", None), ("road", "E", None), ("field", "EL", ["N W"]),
        ("field", "ER", ["N W", "S"])]),
    "TB/CcRC.g": ("tb-city-corner-city-edge-road-end-grain", [
        ("city", "N W", "grain"), ("city", "S", None), ("road", "E", None), ("field", "EL", ["N W"]),
        ("field", "ER", ["N W", "S"])]),
    "TB/CcR.c": ("tb-city-corner-road-end-cloth", [("city", "N W", "cloth"), ("road", "E", None),
                                                   ("field", "EL", ["N W"]), ("field", "ER SL SR", ["N W"])]),
    "TB/CcR!.w": ("tb-city-corner-road-end-three-fields-wine", [
        ("road", "E", None), ("city", "N W", "wine"), ("field", "EL", ["N W"]), ("field", "ER", ["N W"]),
        ("field", "SL SR", ["N W"])]),
    "TB/CccR.w": ("tb-city-three-edges-road-end-wine", [("city", "N W E", "wine"), ("road", "S", None),
                                                        ("field", "SR", ["N W E"]), ("field", "SL", ["N W E"])]),
    "TB/CcCc.w": ("tb-two-city-corners-wine", [("city", "N W", "wine"), ("city", "E S", None),
                                              ("field", "I", ["N W", "E S"])]),
    "TB/CFc.w": ("tb-city-across-wine", [("city", "W E", "wine"), ("field", "NL NR", ["W E"]),
                                         ("field", "SL SR", ["W E"])]),
    "TB/CR": ("tb-city-edge-road-end", [("city", "N", None), ("road", "E", None), ("field", "EL", ["N"]),
                                        ("field", "WL WR SL SR ER", ["N"])]),
    "TB/CRc.g": ("tb-city-across-road-end-grain", [("city", "W E", "grain"), ("road", "S", None),
                                                   ("field", "NL NR", ["W E"]), ("field", "SR", ["W E"]),
                                                   ("field", "SL", ["W E"])]),
    "TB/CRc.w": ("tb-city-across-road-end-wine", [("city", "W E", "wine"), ("road", "S", None),
                                                  ("field", "NL NR", ["W E"]), ("field", "SR", ["W E"]),
                                                  ("field", "SL", ["W E"])]),
    "TB/CRcR.w": ("tb-city-across-two-road-ends-wine", [
        ("city", "E W", "wine"), ("road", "N", None), ("road", "S", None), ("field", "NL", ["W E"]),
        ("field", "NR", ["W E"]), ("field", "SL", ["W E"]), ("field", "SR", ["W E"])]),
    "TB/LRRR": ("tb-monastery-three-road-ends", [("monastery", "I", None), ("road", "E", None),
                                                 ("road", "S", None), ("road", "W", None),
                                                 ("field", "WR NL NR EL", []), ("field", "ER SL", []),
                                                 ("field", "WL SR", [])]),
    "TB/RCc.g": ("tb-city-corner-road-end-grain", [("city", "N W", "grain"), ("road", "S", None),
                                                   ("field", "SR", ["N W"]), ("field", "SL EL ER", ["N W"])]),
    "TB/RCc!.g": ("tb-city-corner-road-end-three-fields-grain", [
        ("road", "S", None), ("city", "N W", "grain"), ("field", "SR", ["N W"]), ("field", "SL", ["N W"]),
        ("field", "EL ER", ["N W"])]),
    "TB/RRC": ("tb-city-edge-two-road-ends", [("city", "N", None), ("road", "W", None), ("road", "S", None),
                                              ("field", "WR", ["N"]), ("field", "WL SR", []),
                                              ("field", "EL ER SL", ["N"])]),
    "TB/RRrr": ("tb-road-crossing", [("road", "N S", None), ("road", "W E", None), ("field", "WR NL", []),
                                     ("field", "NR EL", []), ("field", "ER SL", []), ("field", "SR WL", [])]),
}
TB_NAMES = {ours: jcz for jcz, (ours, _) in JCZ_FACES.items()}
OURS_OF_HALF = {v: k for k, v in rec.HALVES.items()}


def our_places(text):
    return frozenset("C" if p == "I" else OURS_OF_HALF.get(p, p) for p in text.split())


@case
def the_faces_are_jcloisterzones_unturned():
    # Each face of the set against our catalogue, unturned: the same features on the same
    # sides and half-edges, the same goods, each field bordering the same cities.
    tiles = rec.catalogue()
    check(sorted(t for t, d in tiles.items() if d["set"] == "traders-builders") == sorted(TB_NAMES),
          "our set is not the 24 faces named here")
    for jcz, (ours, features) in JCZ_FACES.items():
        tile = tiles[ours]
        check(tile["count"] == 1, "%s comes %d times" % (ours, tile["count"]))
        by_name = {f["name"]: frozenset(f["at"]) for f in tile["features"]}
        have = sorted((f["kind"], sorted(f["at"]), f.get("goods"),
                       sorted(sorted(by_name[c]) for c in f.get("cities", []))) for f in tile["features"])
        want = sorted((kind, sorted(our_places(at)), goods if kind == "city" else None,
                       sorted(sorted(our_places(c)) for c in (extra if kind == "field" else [])))
                      for kind, at, extra in features for goods in [extra if kind == "city" else None])
        check(have == want, "%s (%s): %s, not %s" % (ours, jcz, have, want))


@case
def the_faces_are_those_of_the_tiles_facts():
    # The same set copied by the tiles' author (tests/data/jcz-traders-builders-facts.json):
    # two copies made apart, so that a slip in one is not the answer of both.
    facts = json.load(open(os.path.join(rec.DATA, "jcz-traders-builders-facts.json")))["tiles"]
    norm = lambda at: " ".join(sorted(at.split()))
    theirs = {t["jcz"]: (t["ours"], sorted((f["kind"], norm(f["at"]), f.get("goods"),
                                            sorted(norm(c) for c in f.get("cities", [])))
                                           for f in t["features"])) for t in facts}
    mine = {jcz: (ours, sorted((kind, norm(at), extra if kind == "city" else None,
                                sorted(norm(c) for c in extra) if kind == "field" else [])
                               for kind, at, extra in features))
            for jcz, (ours, features) in JCZ_FACES.items()}
    check(theirs.keys() == mine.keys(), "the sets differ: %s" % sorted(theirs.keys() ^ mine.keys()))
    for jcz in mine:
        check(theirs[jcz] == mine[jcz], "%s: %s, not %s" % (jcz, mine[jcz], theirs[jcz]))


# ---- our games, there and back ---------------------------------------------------------------

def tb_game(seed, path, sets=("base", "traders-builders"), players=("Ann", "Ben", "Cy", "Di")):
    """A game with farmers and Traders & Builders (and any other @sets), played to its end by
    random legal moves: one time in two the builder or the pig where the rules let it go, if
    anywhere, else a meeple on a feature chosen at random (with Inns & Cathedrals, the large
    one time in three) or none. Returns whose move each move of the record was, as the scenario says before it."""
    rng = random.Random(seed)
    tiles = rec.catalogue()
    bag = [t for t, d in tiles.items() if d["set"] in sets for _ in range(d["count"] - (1 if t == "D" else 0))]
    rng.shuffle(bag)
    start = [{"tile": "D", "x": 0, "y": 0, "rotation": 0}]
    expansions = ["farmers"] + [s for s in ("inns-cathedrals", "traders-builders") if s in sets]
    write_json(os.path.basename(path), {"format": "meeple-lab-scenario", "version": 1, "expansions": expansions,
                                        "players": [{"name": n} for n in players],
                                        "pieces": start, "record": {"start": {"pieces": start}, "moves": []}})
    movers = []
    for tile in bag:
        rc, out, err = run("legal", path, "--tile", tile, "--json")
        check(rc == 0, err)
        spots = json.loads(out)["placements"]
        if not spots:
            continue
        now = json.load(open(path))
        turn = now.get("turn", 0)
        # Two times in three, beside a tile where the player has a meeple, builder or not:
        # so that builders are laid and their roads and cities extended.
        own = {(m["x"], m["y"]) for m in now.get("meeples", []) if m["player"] == turn and m.get("role") != "pig"}
        near = [p for p in spots if any((p["x"] + dx, p["y"] + dy) in own
                                        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))]
        spot = rng.choice(near if near and rng.random() < 2 / 3 else spots)
        args = ["move", path, "--tile", tile, "--x", str(spot["x"]), "--y", str(spot["y"]),
                "--rotation", str(spot["rotation"]), "-o", path]
        rot = spot["rotation"] // 90
        turned = lambda at: at if at == "C" else rec.LOCS[(rec.LOCS.index(at) + 3 * rot) % 12]
        done = False
        # Half the time, the builder or the pig where the player may lay it, if anywhere.
        if rng.random() < 1 / 2:
            role = rng.choice(["builder", "pig"])
            kinds = ("road", "city") if role == "builder" else ("field",)
            places = [f for f in tiles[tile]["features"] if f["kind"] in kinds]
            rng.shuffle(places)
            for f in places:
                rc, _, err = run(*(args + ["--meeple", turned(f["at"][0]), "--role", role]))
                check(rc in (0, 1), err)
                if rc == 0:
                    done = True
                    break
        feature = None if done else rng.choice(tiles[tile]["features"] + [None])
        if feature:
            roles = ["big"] if "inns-cathedrals" in sets and rng.random() < 1 / 3 else []
            for role in roles + [None]:
                rc, _, err = run(*(args + ["--meeple", turned(feature["at"][0])] + (["--role", role] if role else [])))
                if rc == 0:
                    done = True
                    break
                check(rc == 1, err)
        if not done:
            rc, _, err = run(*args)
            check(rc == 0, err)
        movers.append(turn)
    return movers


def tb_record_to_jcz(scenario, tiles, movers):
    """@scenario's record as a JCloisterZone 5.7 save: each message names its player, as
    JCloisterZone's do, and a player's second move in a row is just that."""
    names = dict(rec.JCZ_NAMES, **{k: (v, 0) for k, v in rec.IC_NAMES.items()},
                 **{k: (v, 0) for k, v in TB_NAMES.items()})
    replay, count = [], {}
    for i, m in enumerate(scenario["record"]["moves"]):
        name, turn = names[m["tile"]]
        rot = m["rotation"] // 90
        player = movers[i]
        replay.append({"type": "PLACE_TILE", "payload": {"tileId": name, "rotation": "R%d" % (90 * ((rot - turn) % 4)),
                                                         "position": [m["x"], m["y"]]}, "player": player})
        if m.get("meeples"):
            mp = m["meeples"][0]
            kind, location = rec.jcz_location(tiles[m["tile"]], rot, mp["at"])
            role = mp.get("role", "small")
            count[player, role] = count.get((player, role), 0) + 1
            replay.append({"type": "DEPLOY_MEEPLE", "payload": {
                "pointer": {"position": [mp["x"], mp["y"]], "feature": kind, "location": location},
                "meepleId": "%d.%s.%d" % (player, role, count[player, role])}, "player": player})
        else:
            replay.append({"type": "PASS", "payload": {}, "player": player})
        replay.append({"type": "COMMIT", "payload": {"random": i / 100}, "player": player})
    sets, elements = {"basic:1": 1}, {"small-follower": 7, "farmers": True}
    if "inns-cathedrals" in scenario["expansions"]:
        sets["inns-and-cathedrals:1"] = 1
        elements.update({"big-follower": 1, "cathedral": True, "inn": True})
    if "traders-builders" in scenario["expansions"]:
        sets["traders-and-builders:1"] = 1
        elements.update({"builder": 1, "pig": 1, "traders": True, "pig-herd": True})
    return {"appVersion": "5.7.2", "setup": {"sets": sets, "elements": elements, "rules": {},
                                             "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]},
            "players": [{"name": p["name"], "slot": i} for i, p in enumerate(scenario["players"])],
            "replay": replay}


def goods(doc):
    """Each player's goods, those held (a count above 0) only."""
    return [{k: n for k, n in p.get("goods", {}).items() if n} for p in doc["players"]]


def there_and_back(seed, sets, expansions):
    tiles = rec.catalogue()
    played = tmp("tb-%d.json" % seed)
    movers = tb_game(seed, played, sets)
    scenario = json.load(open(played))
    moves = scenario["record"]["moves"]
    laid = {m["tile"] for m in moves}
    check(len([t for t in laid if t.startswith("tb-")]) >= 18, "few T&B tiles: %s" % sorted(laid))
    roles = {mp.get("role") for m in moves for mp in m.get("meeples", [])}
    check({"builder", "pig"} <= roles, "no builder or no pig laid: %s" % roles)
    twice = [i for i in range(1, len(movers)) if movers[i] == movers[i - 1]]
    check(twice, "no extra turn in the game")
    check(sum(sum(g.values()) for g in goods(scenario)) > 0, "no goods taken")
    game = tb_record_to_jcz(scenario, tiles, movers)
    text = json.dumps(game)
    check(".builder." in text and ".pig." in text and "TB/" in text, "the save has no builder, pig or T&B tile")
    out = tmp("tb-imported-%d.json" % seed)
    rc, _, err = run("import", write_json("tb-%d.jcz" % seed, game), "-o", out)
    check(rc == 0, err)
    imported = json.load(open(out))
    check(imported["expansions"] == expansions, str(imported["expansions"]))
    key = lambda p: (p["x"], p["y"])
    check(sorted(imported["pieces"], key=key) == sorted(scenario["pieces"], key=key), "pieces differ")
    check(sorted(map(json.dumps, imported["meeples"])) == sorted(map(json.dumps, scenario["meeples"])),
          "meeples differ")
    check(goods(imported) == goods(scenario), "goods %s vs %s" % (goods(imported), goods(scenario)))
    check(finals(out) == finals(played), "%s vs %s" % (finals(out), finals(played)))
    return twice


@case
def traders_builders_games_there_and_back():
    # Four players, every tile of the expansion, builders and pigs among the meeples, extra
    # turns and goods: the import lays the same board, the same meeples, gives the same
    # goods and the same scores on the track and at the end, and every second move in a row
    # is the same player's again (else the meeples' owners would differ).
    for seed in (11, 15):
        there_and_back(seed, ("base", "traders-builders"), ["farmers", "traders-builders"])


@case
def games_with_inns_cathedrals_there_and_back():
    there_and_back(16, ("base", "inns-cathedrals", "traders-builders"),
                   ["farmers", "inns-cathedrals", "traders-builders"])


# ---- saves written by hand -------------------------------------------------------------------

HAND = os.path.join(rec.DATA, "jcz", "traders-builders.jcz")
MIXED = os.path.join(rec.DATA, "jcz", "traders-builders-inns-cathedrals.jcz")


def imported(path, name):
    out = tmp(name + ".json")
    rc, _, err = run("import", path, "-o", out)
    check(rc == 0, err)
    return out, json.load(open(out))


@case
def a_save_written_by_hand_scores_as_counted():
    # tests/data/jcz/traders-builders.jcz: start BA/RCr (0,0), its city N, its road W E.
    #  1 Ann: BA/RRR (-1,0), her meeple on its E road, which joins the start's.
    #  2 Ben: TB/CFc.w (0,-1) R90, its wine city N S on the start's; his meeple in it.
    #  3 Ann: BA/RFr (1,0): her road goes on; her builder on it.
    #  4 Ben: BA/RFr (2,0) extends the builder's road: not his builder, no extra turn.
    #  5 Ann: BA/RFr (3,0) extends it: her extra turn; her farmer north of the road (field F).
    #  6 Ann again: BA/C (0,-2) R180 closes the wine city (3 tiles): Ben's meeple scores 6,
    #    Ann, who closed it, takes its wine.
    #  7 Ben: BA/RRR (4,0) closes the road (6 tiles): Ann 6; her meeple and builder go home.
    #  8 Ann: TB/Cc.w (1,-1) R90, city N E (wine), its field joins F: her pig there.
    #  9 Ben: BA/C (1,-2) R180, his meeple in that city.
    # 10 Ann: BA/RFr (5,0), her meeple on the road from (4,0) east (2 tiles).
    # 11 Ben: BA/C (2,-1) R270 closes the city (3 tiles): Ben 6; he takes its wine.
    # At the end: Ann's road 2; F, Ann's farmer alone with her pig, borders both cities
    # (completed): 2 x 4 = 8; wine 1 each, a tie: 10 each. Ann 6+2+8+10 = 26, Ben 6+6+10 = 22.
    out, doc = imported(HAND, "hand")
    check(doc["expansions"] == ["farmers", "traders-builders"], str(doc["expansions"]))
    check(goods(doc) == [{"wine": 1}, {"wine": 1}], str(goods(doc)))
    roles = sorted((m["player"], m.get("role", "meeple")) for m in doc["meeples"])
    check(roles == [(0, "meeple"), (0, "meeple"), (0, "pig")], str(doc["meeples"]))
    check(finals(out) == ([26, 22], [6, 12]), str(finals(out)))
    # The builder was laid, by move 3, and is home at the end.
    moves = doc["record"]["moves"]
    check([mp.get("role") for mp in moves[2]["meeples"]] == ["builder"], str(moves[2]))
    # After move 5 Ann is to move again, in her extra turn; after move 6 Ben is, Ann holding
    # the wine she took.
    rc, _, err = run("import", HAND, "--at", "5", "-o", tmp("hand-5.json"))
    check(rc == 0, err)
    five = json.load(open(tmp("hand-5.json")))
    check(five.get("turn") == 0 and five.get("builder_extra_turn") is True, str(five.get("turn")))
    rc, _, err = run("import", HAND, "--at", "6", "-o", tmp("hand-6.json"))
    check(rc == 0, err)
    six = json.load(open(tmp("hand-6.json")))
    check(six.get("turn") == 1 and "builder_extra_turn" not in six and goods(six) == [{"wine": 1}, {}],
          "%s %s" % (six.get("turn"), goods(six)))


@case
def a_save_with_inns_cathedrals_scores_as_counted():
    # tests/data/jcz/traders-builders-inns-cathedrals.jcz: start BA/RCr (0,0).
    # 1 Ann: IC/RFr.i (1,0), inn road on the start's; her large meeple on it.
    # 2 Ben: TB/CFc.w (0,-1) R90 on the start's city; his meeple in it.
    # 3 Ann: BA/RFr (2,0), her builder on the road. 4 Ben: BA/C (0,-2) R180 closes the wine
    # city (3 tiles): Ben 6 and the wine. 5 Ann: BA/RFr (3,0) extends the builder's road:
    # extra turn. 6 Ann again: BA/RRR (-1,0) extends it once more, in the extra turn: no
    # further turn. 7 Ben: BA/RRR (4,0) closes the road, 6 tiles with an inn: 12 to Ann.
    # At the end: wine, Ben's alone, 10. Ann 12, Ben 16.
    out, doc = imported(MIXED, "mixed")
    check(doc["expansions"] == ["farmers", "inns-cathedrals", "traders-builders"], str(doc["expansions"]))
    check(doc["meeples"] == [], str(doc["meeples"]))
    check(goods(doc) == [{}, {"wine": 1}], str(goods(doc)))
    check(finals(out) == ([12, 16], [12, 6]), str(finals(out)))


def refused(name, mutate, *words, source=HAND):
    doc = json.load(open(source))
    mutate(doc)
    rc, _, err = run("import", write_json(name + ".jcz", doc), "-o", tmp("x.json"))
    rec.expect_refused(rc, err, 2, *words)


def message(doc, n):
    """The @n-th message (from 1) of the save."""
    return doc["replay"][n - 1]


@case
def what_is_not_ours_is_refused_by_name():
    def second_edition(d):
        d["setup"]["sets"] = {"basic:1": 1, "traders-and-builders:2": 1}
    refused("tb2", second_edition, "traders-and-builders:2", "\"traders-and-builders:1\"")
    refused("no-traders", lambda d: d["setup"]["elements"].pop("traders"), "traders-and-builders:1", "\"traders\"")
    refused("no-builder", lambda d: d["setup"]["elements"].pop("builder"), "\"builder\"")
    refused("two-pigs", lambda d: d["setup"]["elements"].update({"pig": 2}), "\"pig\"", "only as 1")
    refused("garden", lambda d: d["setup"]["elements"].update({"garden": True}), "\"garden\"")

    def pig_alone(d):
        # JCloisterZone's own test saves play the pig with the base game alone.
        d["setup"]["sets"] = {"basic:1": 1}
        d["setup"]["elements"] = {"small-follower": 7, "farmers": True, "pig": 1}
    refused("pig-alone", pig_alone, "\"pig\"", "traders-and-builders:1")

    def garden_tile(d):
        message(d, 1)["payload"]["tileId"] = "TB/CcR.cG"
    refused("garden-tile", garden_tile, "TB/CcR.cG")

    def barn(d):
        message(d, 2)["payload"]["meepleId"] = "0.barn.1"
    refused("barn", barn, "\"barn\"", "builder, pig (\"traders-and-builders:1\")")

    def builder_without_set(d):
        # The builder's kind is known only with its set, even beside Inns & Cathedrals'.
        d["setup"]["sets"].pop("traders-and-builders:1")
        for k in ("builder", "pig", "traders", "pig-herd"):
            d["setup"]["elements"].pop(k)
        d["replay"][3:6] = [{"type": "PLACE_TILE", "payload": {"tileId": "BA/C", "rotation": "R180",
                                                               "position": [0, -1]}, "player": 1},
                            {"type": "PASS", "payload": {}, "player": 1}, {"type": "COMMIT", "payload": {}}]
    refused("builder-alone", builder_without_set, "\"builder\"", "move 3", source=MIXED)


@case
def the_turns_are_those_of_our_rules():
    # Move 6 of the hand save is Ann's extra turn. Given to Ben, the save no longer agrees
    # with our rules, which give that move to Ann: refused, naming the move and both players.
    def ben_for_ann(d):
        for n in (16, 17, 18):
            message(d, n)["player"] = 1
    refused("not-extra", ben_for_ann, "move 6", "player 2", "player 1")

    # The same without the players' names in the messages: the meeple's owner tells.
    def owner_only(d):
        for m in d["replay"]:
            m.pop("player")
        message(d, 14)["payload"]["meepleId"] = "1.small.3"
    refused("owner", owner_only, "move 5", "player 2", "player 1")

    # A third move in a row by Ann: the extra turn of move 6 extended the builder's road
    # too, and gives no further one.
    def chain(d):
        for n in (19, 20, 21):
            message(d, n)["player"] = 0
    refused("chain", chain, "move 7", "player 1", "player 2", source=MIXED)

    # Move 5 laying BA/RRR instead ends the builder's road at (3,0) as it extends it (5
    # tiles: Ann 5, her meeple and builder home): the extra turn comes all the same, as
    # JCloisterZone plays it (move 6 is still Ann's), and the road from (3,0) east that Ben
    # closes at move 7 is nobody's. Ann 5+2+8+10 = 25, Ben 22.
    doc = json.load(open(HAND))
    message(doc, 13)["payload"]["tileId"] = "BA/RRR"
    out, _ = imported(write_json("completed-extra.jcz", doc), "completed-extra")
    check(finals(out) == ([25, 22], [5, 12]), str(finals(out)))

    # No "player" at all, as older saves: the import goes by our rules alone.
    doc = json.load(open(HAND))
    for m in doc["replay"]:
        m.pop("player")
    out, _ = imported(write_json("no-players.jcz", doc), "no-players")
    check(finals(out) == ([26, 22], [6, 12]), str(finals(out)))

    def bad_player(d):
        message(d, 1)["player"] = 2
    refused("bad-player", bad_player, "message 1", "\"player\"", "0 to 1")


if __name__ == "__main__":
    rec.main()
