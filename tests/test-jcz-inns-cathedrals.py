#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`import` of JCloisterZone games with Inns & Cathedrals: random games of ours written as
.jcz saves by test-record.py's writer and imported back, a save written by hand in the shape
of JCloisterZone 5.7's, and what is still refused, by name.

Usage: test-jcz-inns-cathedrals.py PATH-OF-meeple-lab-cli TESTS-DATA
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


def ic_game(seed, path):
    """A 4-player game with farmers and Inns & Cathedrals, played to its end by random legal
    moves; a meeple is the large one one time in three."""
    rng = random.Random(seed)
    tiles = rec.catalogue()
    bag = [t for t, d in tiles.items() if d["set"] in ("base", "inns-cathedrals")
           for _ in range(d["count"] - (1 if t == "D" else 0))]
    rng.shuffle(bag)
    start = [{"tile": "D", "x": 0, "y": 0, "rotation": 0}]
    write_json(os.path.basename(path), {"format": "meeple-lab-scenario", "version": 1,
                                        "expansions": ["farmers", "inns-cathedrals"],
                                        "players": [{"name": n} for n in ("Ann", "Ben", "Cy", "Di")],
                                        "pieces": start, "record": {"start": {"pieces": start}, "moves": []}})
    for tile in bag:
        rc, out, err = run("legal", path, "--tile", tile, "--json")
        check(rc == 0, err)
        spots = json.loads(out)["placements"]
        if not spots:
            continue
        spot = rng.choice(spots)
        args = ["move", path, "--tile", tile, "--x", str(spot["x"]), "--y", str(spot["y"]),
                "--rotation", str(spot["rotation"]), "-o", path]
        feature = rng.choice(tiles[tile]["features"] + [None])
        if feature:
            rot = spot["rotation"] // 90
            at = feature["at"][0]
            at = at if at == "C" else rec.LOCS[(rec.LOCS.index(at) + 3 * rot) % 12]
            extra = ["--role", "big"] if rng.random() < 1 / 3 else []
            rc, _, err = run(*(args + ["--meeple", at] + extra))
            if rc == 0:
                continue
            check(rc == 1, err)
        rc, _, err = run(*args)
        check(rc == 0, err)


@case
def the_writer_names_the_tiles_as_the_facts_do():
    # The writer's table against the facts copied from JCloisterZone's XML by the tiles'
    # author (tests/data/jcz-inns-cathedrals-facts.json), so that one slip in both the
    # writer and the importer is not enough to pass the round trip.
    facts = json.load(open(os.path.join(rec.DATA, "jcz-inns-cathedrals-facts.json")))["tiles"]
    check(rec.IC_NAMES == {t["ours"]: t["jcz"] for t in facts}, "the writer's names differ from the facts")


@case
def inns_cathedrals_games_there_and_back():
    # Every tile of the expansion, large meeples among the meeples: the import lays the same
    # board, the same meeples (the large ones as large), the same scores on the track and at
    # the end.
    tiles = rec.catalogue()
    for seed in (5, 6):
        played = tmp("ic-%d.json" % seed)
        ic_game(seed, played)
        scenario = json.load(open(played))
        moves = scenario["record"]["moves"]
        laid = {m["tile"] for m in moves}
        check(len([t for t in laid if t.startswith("ic-")]) >= 12, "few IC tiles: %s" % sorted(laid))
        check(any(mp.get("role") == "big" for m in moves for mp in m.get("meeples", [])), "no large meeple laid")
        game = rec.record_to_jcz(scenario, tiles)
        check("IC/Cccc.c" in json.dumps(game) and ".big." in json.dumps(game), "the save has no IC tile or big meeple")
        out = tmp("ic-imported-%d.json" % seed)
        rc, _, err = run("import", write_json("ic-%d.jcz" % seed, game), "-o", out)
        check(rc == 0, err)
        imported = json.load(open(out))
        check(imported["expansions"] == ["farmers", "inns-cathedrals"], str(imported["expansions"]))
        key = lambda p: (p["x"], p["y"])
        check(sorted(imported["pieces"], key=key) == sorted(scenario["pieces"], key=key), "pieces differ")
        check(sorted(map(json.dumps, imported["meeples"])) == sorted(map(json.dumps, scenario["meeples"])),
              "meeples differ")
        check(finals(out) == finals(played), "%s vs %s" % (finals(out), finals(played)))


HAND = os.path.join(rec.DATA, "jcz", "inns-cathedrals.jcz")


@case
def a_save_written_by_hand_scores_as_counted():
    # tests/data/jcz/inns-cathedrals.jcz, our own game in the shape of a JCloisterZone 5.7
    # save. Start BA/RCr (0,0). 1 Ann: inn straight IC/RFr.i (1,0), her large meeple on its
    # road. 2 Ben: cathedral (0,-1) joining the start's city, a meeple on it. 3 Ann: BA/RRR
    # (2,0) ends the road east. 4 Ben: BA/RRR (-1,0) ends it west, a meeple on its south road.
    # The road (4 tiles, an inn) is complete: 4 x 2 = 8 to Ann, the large meeple alone
    # (rules.md §6). 5 Ann: IC/CCCC (0,-2), her farmer on its middle field (JCZ "I"), its
    # south city joins the cathedral's. 6 Ben: BA/C (-1,-2) at R90 closes CCCC's west city
    # (2 tiles, nobody's). At the end: the cathedral's city (start, cathedral, CCCC: 3 tiles)
    # is incomplete, 0; Ben's south road 1 tile, 1; Ann's field borders 1 completed city, 3.
    out = tmp("hand.json")
    rc, _, err = run("import", HAND, "-o", out)
    check(rc == 0, err)
    doc = json.load(open(out))
    check({"player": 2 - 2, "x": 0, "y": -2, "at": "C"} in doc["meeples"], str(doc["meeples"]))
    check(not any(m.get("role") == "big" for m in doc["meeples"]), "the large meeple did not come home")
    big = [mp for m in doc["record"]["moves"] for mp in m.get("meeples", []) if mp.get("role") == "big"]
    check(len(big) == 1 and big[0]["x"] == 1, str(big))
    check(finals(out) == ([11, 1], [8, 0]), str(finals(out)))
    # The large meeple counts two: Ben's small meeple joining the road by a tile of his
    # (not in the file) would not take it; without the inn the road would give Ann 4.


def refused(name, mutate, *words):
    doc = json.load(open(HAND))
    mutate(doc)
    rc, _, err = run("import", write_json(name + ".jcz", doc), "-o", tmp("x.json"))
    rec.expect_refused(rc, err, 2, *words)


@case
def what_is_not_ours_is_refused_by_name():
    def second_edition(d):
        d["setup"]["sets"] = {"basic:1": 1, "inns-and-cathedrals:2": 1}
    refused("ic2", second_edition, "inns-and-cathedrals:2", "\"inns-and-cathedrals:1\"")
    refused("no-inn", lambda d: d["setup"]["elements"].pop("inn"), "inns-and-cathedrals:1", "\"inn\"")
    refused("no-big", lambda d: d["setup"]["elements"].pop("big-follower"), "big-follower")
    refused("two-big", lambda d: d["setup"]["elements"].update({"big-follower": 2}), "big-follower", "only as 1")
    refused("garden", lambda d: d["setup"]["elements"].update({"garden": True}), "\"garden\"")

    def without_set(d):
        d["setup"]["sets"] = {"basic:1": 1}
        d["setup"]["elements"] = {"small-follower": 7, "inn": True}
    refused("inn-alone", without_set, "\"inn\"", "inns-and-cathedrals:1")

    def tile_without_set(d):
        d["setup"]["sets"] = {"basic:1": 1}
        d["setup"]["elements"] = {"small-follower": 7}
        d["replay"] = [m for m in d["replay"] if m["type"] != "DEPLOY_MEEPLE" or ".big." not in m["payload"]["meepleId"]]
    refused("tile-alone", tile_without_set, "IC/RFr.i")

    def abbot(d):
        next(m for m in d["replay"] if m["type"] == "DEPLOY_MEEPLE")["payload"]["meepleId"] = "0.abbot.1"
    refused("abbot", abbot, "\"abbot\"", "big")

    def garden_tile(d):
        d["replay"][0]["payload"]["tileId"] = "IC/RFr.iG"
    refused("garden-tile", garden_tile, "IC/RFr.iG")

    def big_twice(d):
        dep = [m for m in d["replay"] if m["type"] == "DEPLOY_MEEPLE" and m["player"] == 1]
        dep[0]["payload"]["meepleId"] = "1.big.1"
        dep[1]["payload"]["meepleId"] = "1.big.2"
    refused("big-twice", big_twice, "move 4")


if __name__ == "__main__":
    rec.main()
