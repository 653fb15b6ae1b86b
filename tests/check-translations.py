#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Translations are complete and consistent:
- every source or UI file with translatable text is listed in po/POTFILES.in, and every listed file exists;
- each po/LINGUAS language has a .po that msgfmt --check accepts, with no fuzzy and no untranslated message;
- each .po has every message of a freshly extracted template (xgettext over every listed file, the
  desktop entry and the metainfo included), so nothing new is left out, and no message the sources
  use is left obsolete;
- po/data-strings.c (the tile catalogue's texts) is what po/extract-data-strings.py makes of the data;
- every built-in scenario (the lessons and the first look) has a French and a Slovak title and description.
Prints one line per check and "N passed, M failed"."""
import os, re, subprocess, sys, tempfile

root = sys.argv[1]
results = []

def check(name, ok, why=""):
    results.append(ok)
    print(("ok - " if ok else "not ok - ") + name + ("" if ok else ": " + why))

listed = [l.strip() for l in open(os.path.join(root, "po", "POTFILES.in")) if l.strip() and not l.startswith("#")]
missing = [f for f in listed if not os.path.exists(os.path.join(root, f))]
check("every file in POTFILES.in exists", not missing, ", ".join(missing))

marker = re.compile(r'(\b_\(|\bN_\(|\bngettext \(|\bC_\(|translatable="yes"|gettext-domain=)')
unlisted = []
for top in ("src", "data"):
    for dirpath, _, files in os.walk(os.path.join(root, top)):
        for f in files:
            if not f.endswith((".c", ".ui", ".xml", ".desktop.in")):
                continue
            path = os.path.relpath(os.path.join(dirpath, f), root)
            if path.endswith(".gresource.xml"):
                continue
            if marker.search(open(os.path.join(root, path), encoding="utf-8").read()) and path not in listed:
                unlisted.append(path)
check("every file with translatable text is in POTFILES.in", not unlisted, ", ".join(unlisted))

with tempfile.TemporaryDirectory() as tmp:
    pot = os.path.join(tmp, "meeple-lab.pot")
    args = ["xgettext", "--from-code=UTF-8", "--keyword=_", "--keyword=N_", "--keyword=ngettext:1,2",
            "--keyword=C_:1c,2", "-D", root, "-o", pot] + listed
    r = subprocess.run(args, capture_output=True, text=True)
    check("xgettext extracts the template", r.returncode == 0, r.stderr.strip())
    for lang in [l.strip() for l in open(os.path.join(root, "po", "LINGUAS")) if l.strip()]:
        po = os.path.join(root, "po", lang + ".po")
        r = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", po], capture_output=True, text=True)
        stats = r.stderr.strip()
        check(f"{lang}.po is valid", r.returncode == 0, stats)
        check(f"{lang}.po has no fuzzy or untranslated message", "fuzzy" not in stats and "untranslated" not in stats, stats)
        merged = os.path.join(tmp, lang + ".po")
        subprocess.run(["msgmerge", "-q", "-o", merged, po, pot], check=True)
        r = subprocess.run(["msgfmt", "--statistics", "-o", "/dev/null", merged], capture_output=True, text=True)
        stats = r.stderr.strip()
        check(f"{lang}.po covers every message of the sources", "fuzzy" not in stats and "untranslated" not in stats, stats)

        # An obsolete entry whose message the sources use again is not translated for them.
        used = set()
        for m in re.finditer(r'^(?:msgctxt "(.*)"\n)?msgid "(.*)"', open(pot, encoding="utf-8").read(), re.M):
            used.add((m.group(1), m.group(2)))
        stale = [mid for ctx, mid in re.findall(r'^#~ (?:msgctxt "(.*)"\n#~ )?msgid "(.*)"', open(po, encoding="utf-8").read(), re.M)
                 if mid and (ctx or None, mid) in used]
        check(f"{lang}.po has no obsolete message the sources use", not stale, ", ".join(stale))

sys.path.insert(0, os.path.join(root, "po"))
import importlib
extract = importlib.import_module("extract-data-strings")
current = open(os.path.join(root, "po", "data-strings.c"), encoding="utf-8").read()
check("po/data-strings.c is up to date with data/tiles", current == extract.generate(root),
      "run po/extract-data-strings.py . po/data-strings.c")

import glob, json
scenarios = sorted(glob.glob(os.path.join(root, "data", "scenarios", "lessons", "*.json"))) + \
    [os.path.join(root, "data", "scenarios", "first-look.json")]
for path in scenarios:
    data = json.load(open(path, encoding="utf-8"))
    tr = data.get("translations", {})
    missing = [f"{lang}.{key}" for lang in ("fr", "sk") for key in ("title", "description")
               if key in data and not tr.get(lang, {}).get(key)]
    check(f"{os.path.relpath(path, root)} is translated", not missing, "missing " + ", ".join(missing))

failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
