#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Our Traders & Builders faces (`meeple-lab-cli tiles --json`, set traders-builders) against
the facts of JCloisterZone's set traders-and-builders:1, copied by hand into
tests/data/jcz-traders-builders-facts.json in JCloisterZone's notation. Its locations are
translated as in test-inns-cathedrals-tiles.py (NL, NR, EL, ... are our NNW, NNE, ENE, ...
clockwise; I is our C). Any wrong edge, feature, location, shield, good, city bordered or
count fails, and so do totals other than the box's: 24 tiles, 9 wine, 6 grain, 5 cloth
(rules.md §7).

Usage: test-traders-builders-tiles.py CLI FACTS"""
import collections, json, subprocess, sys

HALF = {"NL": "NNW", "NR": "NNE", "EL": "ENE", "ER": "ESE",
        "SL": "SSE", "SR": "SSW", "WL": "WSW", "WR": "WNW"}
SIDES = "NESW"
GOODS = ("wine", "grain", "cloth")


def jcz_locs(text):
    return tuple(sorted("C" if t == "I" else HALF.get(t, t) for t in text.split()))


def jcz_face(fact):
    edges = ["field"] * 4
    cities = {}
    for f in fact["features"]:
        locs = jcz_locs(f["at"])
        if f["kind"] in ("city", "road"):
            for s in set(locs) & set(SIDES):
                edges[SIDES.index(s)] = f["kind"]
        if f["kind"] == "city":
            cities[f["at"]] = locs
    features = [(f["kind"], jcz_locs(f["at"]), f.get("shields", 0), f.get("goods"),
                 tuple(sorted(cities[c] for c in f.get("cities", []))))
                for f in fact["features"]]
    return edges, sorted(features, key=repr)


def our_face(tile):
    assert len(tile["cells"]) == 1, tile["id"]
    by_name = {f["name"]: f for f in tile["features"]}
    features = [(f["kind"], tuple(sorted(f["at"])), f.get("shields", 0), f.get("goods"),
                 tuple(sorted(tuple(sorted(by_name[c]["at"])) for c in f.get("cities", []))))
                for f in tile["features"]]
    return tile["cells"][0]["edges"], sorted(features, key=repr)


def main():
    cli, facts_path = sys.argv[1], sys.argv[2]
    data = json.load(open(facts_path, encoding="utf-8"))
    facts, totals = data["tiles"], data["totals"]
    out = subprocess.run([cli, "tiles", "--json"], check=True, capture_output=True, text=True).stdout
    tiles = json.loads(out)["tiles"]
    ours = {t["id"]: t for t in tiles if t["set"] == "traders-builders"}
    failures = []

    # The box, counted on our side: tiles and goods (a good is on a city, one at most).
    if set(ours) != {f["ours"] for f in facts}:
        failures.append(f"tile ids differ: ours {sorted(ours)}")
    if sum(t["count"] for t in ours.values()) != totals["tiles"]:
        failures.append(f"the set does not hold {totals['tiles']} tiles")
    goods = collections.Counter()
    for t in ours.values():
        shown = [f["goods"] for f in t["features"] if "goods" in f]
        if any(f["kind"] != "city" for f in t["features"] if "goods" in f):
            failures.append(f"{t['id']}: a good on a feature that is no city")
        if len(shown) > 1:
            failures.append(f"{t['id']}: more than one good on a tile")
        for g in shown:
            goods[g] += t["count"]
    for g in GOODS:
        if goods[g] != totals[g]:
            failures.append(f"{goods[g]} tiles with {g}, the box has {totals[g]}")
    if set(goods) - set(GOODS):
        failures.append(f"unknown goods {sorted(set(goods) - set(GOODS))}")
    # No other set shows goods.
    for t in tiles:
        if t["set"] != "traders-builders" and any("goods" in f for f in t["features"]):
            failures.append(f"{t['id']} of set {t['set']} shows a good")

    for fact in facts:
        tile = ours.get(fact["ours"])
        if tile is None:
            continue
        if tile["count"] != fact["count"]:
            failures.append(f"{fact['ours']}: count {tile['count']}, JCZ {fact['count']}")
        want, got = jcz_face(fact), our_face(tile)
        if want[0] != got[0]:
            failures.append(f"{fact['ours']} ({fact['jcz']}): edges {got[0]}, JCZ {want[0]}")
        if want[1] != got[1]:
            failures.append(f"{fact['ours']} ({fact['jcz']}): features\n  ours {got[1]}\n  JCZ  {want[1]}")
    for line in failures:
        print("FAIL", line)
    print(f"{len(facts)} faces checked, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
