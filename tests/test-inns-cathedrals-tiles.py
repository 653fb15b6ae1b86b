#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Our Inns & Cathedrals faces (`meeple-lab-cli tiles --json`, set inns-cathedrals) against
the facts of JCloisterZone's set inns-and-cathedrals:1, copied by hand into
tests/data/jcz-inns-cathedrals-facts.json in JCloisterZone's notation. The translation of
its locations is rules.md §1 against JCloisterZone's: NL, NR, EL, ... are the half-edges
clockwise from the west half of the north edge, as ours NNW, NNE, ENE, ... (checked on the
base tile D, JCZ BA/CRr: its field "EL WL WR SR" is our field-s turned). Any wrong edge,
feature, border, shield, inn or cathedral fails.

Usage: test-inns-cathedrals-tiles.py CLI FACTS"""
import json, subprocess, sys

HALF = {"NL": "NNW", "NR": "NNE", "EL": "ENE", "ER": "ESE",
        "SL": "SSE", "SR": "SSW", "WL": "WSW", "WR": "WNW"}
SIDES = "NESW"


def jcz_locs(text):
    return tuple(sorted("C" if t == "I" else HALF.get(t, t) for t in text.split()))


def jcz_face(fact):
    features, edges = [], ["field"] * 4
    cities = {}
    for f in fact["features"]:
        locs = jcz_locs(f["at"])
        if f["kind"] in ("city", "road"):
            for s in set(locs) & set(SIDES):
                edges[SIDES.index(s)] = f["kind"]
        if f["kind"] == "city":
            cities[f["at"]] = locs
    for f in fact["features"]:
        features.append((f["kind"], jcz_locs(f["at"]), f.get("shields", 0), bool(f.get("inn")),
                         bool(f.get("cathedral")),
                         tuple(sorted(cities[c] for c in f.get("cities", [])))))
    return edges, sorted(features, key=repr)


def our_face(tile):
    assert len(tile["cells"]) == 1, tile["id"]
    by_name = {f["name"]: f for f in tile["features"]}
    features = []
    for f in tile["features"]:
        features.append((f["kind"], tuple(sorted(f["at"])), f.get("shields", 0), bool(f.get("inn")),
                         bool(f.get("cathedral")),
                         tuple(sorted(tuple(sorted(by_name[c]["at"])) for c in f.get("cities", [])))))
    return tile["cells"][0]["edges"], sorted(features, key=repr)


def main():
    cli, facts_path = sys.argv[1], sys.argv[2]
    facts = json.load(open(facts_path, encoding="utf-8"))["tiles"]
    out = subprocess.run([cli, "tiles", "--json"], check=True, capture_output=True, text=True).stdout
    ours = {t["id"]: t for t in json.loads(out)["tiles"] if t["set"] == "inns-cathedrals"}
    failures = []
    if set(ours) != {f["ours"] for f in facts}:
        failures.append(f"tile ids differ: ours {sorted(ours)}")
    if sum(t["count"] for t in ours.values()) != 18:
        failures.append("the set does not hold 18 tiles")
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
