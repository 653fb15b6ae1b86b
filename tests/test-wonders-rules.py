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
expect_rc, expect_ok_json, wonder_scenario = cli.expect_rc, cli.expect_ok_json, cli.wonder_scenario
import json  # noqa: E402


def refused(result, *words):
    expect_rc(result, 1)
    value = result.json()
    check(value["legal"] is False, result.describe())
    for word in words:
        check(word in value["message"], "message %r lacks %r" % (value["message"], word))
    return value


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


@case("move: a wonder's meeple may not go on a field a neighbour joins to an occupied one")
def _():
    players = [{"name": "Red", "wonders": ["stonehenge"]}, {"name": "Blue"}]
    meeples = [{"player": 1, "x": 1, "y": -1, "at": "SSW"}]
    path = write("stonehenge-occupied.json", json.dumps(wonder_scenario(STONEHENGE_CORNER, meeples, players)))
    base = ("move", path, "--tile", "stonehenge", "--x", 0, "--y", 0, "--rotation", 0, "--json")
    refused(run(*base, "--meeple", "0,-1,NNE"))
    refused(run(*base, "--meeple", "0,1,SSE", "--meeple", "1,0,SSE"))
    expect_ok_json(run(*base, "--meeple", "0,1,SSE"))


if __name__ == "__main__":
    sys.exit(cli.main())
