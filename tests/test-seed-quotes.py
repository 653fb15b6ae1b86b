#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The sentences the rule readings quote from the seed pages, word for word in those pages.

The seed pages (the rules wiki's texts the project was built from) are not part of the
repository. They are looked for in MEEPLE_LAB_SEEDS if it is set, else in SEEDS-FOLDER
(meson passes ../shared/seeds beside the checkout). When they are not there the test says
where it looked and exits 77, which meson reports as a skip: a clone placed anywhere
passes its tests without them.

Usage: test-seed-quotes.py PATH-OF-meeple-lab-cli SEEDS-FOLDER
"""

import importlib.util
import os
import re
import sys

_spec = importlib.util.spec_from_file_location(
    "cli_cases", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-cli.py"))
cli = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cli)
# Only the cases of this file run.
cli.CASES.clear()

case, check, run, expect_ok_json = cli.case, cli.check, cli.run, cli.expect_ok_json

SKIP = 77
SEEDS = os.environ.get("MEEPLE_LAB_SEEDS") or (sys.argv[2] if len(sys.argv) > 2 else "")
# One page the readings quote: its absence means the pages are not there at all.
PAGE = "wonders-of-humanity.fr.txt"


@case("readings: every sentence quoted from a seed is in that seed, word for word")
def _():
    quoted = 0
    for r in expect_ok_json(run("readings", "--json"))["readings"]:
        for a in r["answers"]:
            name = a["source"].split(":")[0]
            if not name.startswith("seeds/"):
                continue
            path = os.path.join(SEEDS, name[len("seeds/"):])
            check(os.path.isfile(path), "%s/%s cites %s, which is not among the seed pages in %s"
                  % (r["id"], a["id"], name, SEEDS))
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for quote in re.findall(r"« (.*?) »", a["source"]):
                for part in quote.split("[…]"):
                    part = part.strip(" .?")
                    check(not part or part in text, "%s/%s: %r is not in %s" % (r["id"], a["id"], part, name))
                    quoted += 1
    check(quoted >= 10, "only %d quotations" % quoted)


if __name__ == "__main__":
    if not os.path.isfile(os.path.join(SEEDS, PAGE)):
        print("SKIP: the seed pages are not there (no %s in %r); they lie beside the checkout "
              "in ../shared/seeds, or set MEEPLE_LAB_SEEDS to their folder to run this test"
              % (PAGE, os.path.abspath(SEEDS) if SEEDS else SEEDS))
        sys.exit(SKIP)
    sys.exit(cli.main())
