#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""French and Slovak output of meeple-lab-cli holds no English and no raw id: `score` of
every lesson and of the first look, the move each lesson plays (x-lesson), the README's
move and `play`, run with LANGUAGE=fr and LANGUAGE=sk and the build's catalogues; and the
description of an imported River game names its rule reading in the language.
Also checks that the built desktop entry and metainfo carry French and Slovak texts.
Fails on an ASCII id (a lower-case word with a hyphen, such as terracotta-army), on a word
of a short English list, and on a games-a-second figure not grouped as the language writes
numbers. Usage: test-l10n-output.py CLI BUILD_ROOT SOURCE_ROOT"""
import glob, json, os, re, shutil, subprocess, sys, tempfile

cli, build, root = sys.argv[1:4]
ENGLISH = ["city", "cities", "road", "roads", "field", "fields", "monastery", "monasteries", "abbey",
           "farmer", "farmers", "knight", "knights", "thief", "thieves", "monk", "monks", "wonder",
           "wonders", "tile", "tiles", "scores", "player", "lays", "puts", "shield", "shields"]
english_re = re.compile(r"\b(" + "|".join(ENGLISH) + r")\b")
id_re = re.compile(r"\b[a-z]+(?:-[a-z0-9]+)+\b")
# Lesson ids and file names are not output text; the README's example file is the same.
ALLOWED_IDS = {"meeple-lab-cli", "first-look"}

results = []
def check(name, ok, why=""):
    results.append(ok)
    print(("ok - " if ok else "not ok - ") + name + ("" if ok else ": " + why))

def commands():
    lessons = sorted(glob.glob(os.path.join(root, "data", "scenarios", "lessons", "*.json")))
    first = os.path.join(root, "data", "scenarios", "first-look.json")
    for path in lessons + [first]:
        yield os.path.basename(path) + " score", ["score", path]
    for path in lessons:
        x = json.load(open(path, encoding="utf-8")).get("x-lesson", {})
        if x.get("command") != "move":
            continue
        args = ["move", path, "--tile", x["tile"], "--x", str(x["x"]), "--y", str(x["y"]),
                "--rotation", str(x["rotation"])]
        if "meeple" in x:
            args += ["--meeple", x["meeple"]]
        for meeple in x.get("meeples", []):
            args += ["--meeple", meeple]
        if "role" in x:
            args += ["--role", x["role"]]
        args += [str(a) for a in x.get("args", [])]
        yield os.path.basename(path) + " move", args
    # River tiles and abbeys go by their names in the log, never by their ids.
    for name, expansion, start, tile, x, y, rot in (("river", "river", "river-spring", "river-2", 0, 1, 90),
                                                    ("abbey", "abbeys", "D", "abbey-andechs", 1, 0, 90)):
        path = os.path.join(scratch, name + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"format": "meeple-lab-scenario", "version": 1, "expansions": ["farmers", expansion],
                       "players": [{"name": "Alice"}, {"name": "Bob"}],
                       "pieces": [{"tile": start, "x": 0, "y": 0, "rotation": 0}]}, f)
        yield f"{name} tile move", ["move", path, "--tile", tile, "--x", str(x), "--y", str(y), "--rotation", str(rot)]
    yield "README move", ["move", first, "--tile", "U", "--x", "2", "--y", "0", "--rotation", "90", "--meeple", "SSE"]
    yield "README refused move", ["move", first, "--tile", "U", "--x", "2", "--y", "0", "--rotation", "90", "--meeple", "E"]

with tempfile.TemporaryDirectory() as tmp:
    scratch = tmp
    # A tree like an install: the program finds share/locale beside its bin/.
    os.makedirs(os.path.join(tmp, "bin"))
    prog = os.path.join(tmp, "bin", "meeple-lab-cli")
    shutil.copy(cli, prog)
    for lang in ("fr", "sk"):
        mo = os.path.join(build, "po", lang, "LC_MESSAGES", "meeple-lab.mo")
        dest = os.path.join(tmp, "share", "locale", lang, "LC_MESSAGES")
        os.makedirs(dest)
        shutil.copy(mo, dest)
    for lang in ("fr", "sk"):
        env = dict(os.environ, LANGUAGE=lang, LC_ALL="C.UTF-8")
        for name, args in commands():
            r = subprocess.run([prog] + args, capture_output=True, text=True, env=env)
            text = r.stdout + r.stderr
            # Each path on the command line may be echoed back; it is not text to translate.
            for a in args:
                if os.sep in a:
                    text = text.replace(a, "")
            ids = sorted(set(id_re.findall(text)) - ALLOWED_IDS)
            words = sorted(set(english_re.findall(text)))
            check(f"{lang}: {name}: no raw id", not ids, " ".join(ids))
            check(f"{lang}: {name}: no English word", not words, " ".join(words) + " in: " + text.strip()[:300])
            check(f"{lang}: {name}: speaks {lang}", r.returncode in (0, 1) and text.strip() != "" and
                  any(w in text for w in {"fr": ("Joueur", "Coup interdit"), "sk": ("Hráč", "Nepovolen")}[lang]),
                  text.strip()[:200])
        # The rule readings: every text shown to people is in the language (ids and the quoted
        # sources stay as they are).
        english = json.loads(subprocess.run([prog, "readings", "--json"], capture_output=True, text=True,
                                            env=dict(env, LANGUAGE="C")).stdout)["readings"]
        local = json.loads(subprocess.run([prog, "readings", "--json"], capture_output=True, text=True,
                                          env=env).stdout)["readings"]
        same = [f"{e['id']}.{k}" for e, l in zip(english, local) for k in ("title", "question") if e[k] == l[k]]
        same += [f"{e['id']}/{ea['id']}.{k}" for e, l in zip(english, local)
                 for ea, la in zip(e["answers"], l["answers"]) for k in ("label", "explanation") if ea[k] == la[k]]
        check(f"{lang}: readings --json is translated", len(english) == len(local) and not same, " ".join(same))
        # An imported River game's description names the reading it is played under by its
        # title and answer in the language, as the Rule Readings window does, not by ids.
        river = [l for l in local if l["id"] == "river-turns"][0]
        answer = [a for a in river["answers"] if a["id"] == "no-two-in-row"][0]
        imported = os.path.join(scratch, f"river-{lang}.json")
        r = subprocess.run([prog, "import", os.path.join(root, "tests", "data", "jcz", "river-discard.jcz"),
                            "-o", imported], capture_output=True, text=True, env=env)
        description = json.load(open(imported, encoding="utf-8")).get("description", "") if r.returncode == 0 else ""
        check(f"{lang}: an imported River game names its reading", river["title"] in description and answer["label"] in description
              and "no-two-in-row" not in description and "river-turns" not in description,
              r.stderr.strip()[:200] + " / " + description[:400])
        r = subprocess.run([prog, "play", "--games", "2000", "--seed", "1"], capture_output=True, text=True, env=env)
        first_line = r.stdout.split("\n")[0]
        check(f"{lang}: play groups its figures", re.match(r"2[\u00a0\u202f]000 \w+ ", first_line) is not None
              and re.search(r"\d,\d{3} s", first_line) is not None, first_line)

# Slovak never declines a wonder's name: "div Tádž Mahal", "divu Tádž Mahal", never
# "Tádž Mahalu" (the glossary's rule), in the catalogue and in the lessons alike.
declined = re.compile(r"\b(Tádž Mahal[ueo]m?|Abu Simbel[ueo]m?|Kartáginsk(?:ého|om|ému) kóthon[ueo]m?|kóthon[ueo]m?|"
                      r"Alhambr[uey]|Alhambrou|Tikal[ueo]m?|Angkor Vat[ueo]m?|Terakotov(?:ú|ej|ou) armád[uey]|"
                      r"Veľkého čínskeho múru|Stonehenge[um])\b", re.I)
# The translations of each entry of the catalogue, then the lessons' Slovak texts.
sk_texts = [t.split("msgstr", 1)[1] if "msgstr" in t else "" for t in
            open(os.path.join(root, "po", "sk.po"), encoding="utf-8").read().split("\n\n")]
for path in sorted(glob.glob(os.path.join(root, "data", "scenarios", "lessons", "*.json"))):
    sk = json.load(open(path, encoding="utf-8")).get("translations", {}).get("sk", {})
    sk_texts += [v for v in sk.values() if isinstance(v, str)]
found = sorted({m.group(0) for t in sk_texts for m in declined.finditer(t.replace('"\n"', ""))})
check("sk: no wonder's name declined", not found, " ".join(found))

# The desktop entry as built: every translatable key in French and Slovak, not English.
desktop = open(os.path.join(build, "data", "io.github.meeplelab.MeepleLab.desktop"), encoding="utf-8").read()
entry = dict(line.split("=", 1) for line in desktop.splitlines() if "=" in line)
for lang in ("fr", "sk"):
    for key in ("GenericName", "Comment", "Keywords"):
        value = entry.get(f"{key}[{lang}]")
        check(f"{lang}: desktop entry {key}", value is not None and value != entry.get(key), str(value))
metainfo = open(os.path.join(build, "data", "desktop", "io.github.meeplelab.MeepleLab.metainfo.xml"), encoding="utf-8").read()
for lang in ("fr", "sk"):
    check(f"{lang}: metainfo summary", f'<summary xml:lang="{lang}">' in metainfo)

failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
