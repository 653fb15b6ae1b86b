#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts the app as README does, in French and Slovak: the build installed into a folder
(here a staged copy), bin/meeple-lab run from there with XDG_DATA_DIRS pointing into it
and LANGUAGE set. Checks that the window comes up titled with the first lesson's title in
that language, then that every text of the window is in that language with the installed
catalogues (test-window-l10n). Run under a display (xvfb-run).
Usage: test-readme-language.py BUILD_ROOT SOURCE_ROOT TEST_WINDOW_L10N"""
import glob, json, os, shutil, subprocess, sys, tempfile, time

build, root, window_test = sys.argv[1:4]
results = []
def check(name, ok, why=""):
    results.append(ok)
    print(("ok - " if ok else "not ok - ") + name + ("" if ok else ": " + why), flush=True)

first = sorted(glob.glob(os.path.join(root, "data", "scenarios", "lessons", "*.json")))[0]
titles = json.load(open(first, encoding="utf-8"))["translations"]

with tempfile.TemporaryDirectory() as dest:
    r = subprocess.run(["meson", "install", "-C", build, "--destdir", dest, "--no-rebuild", "--quiet"],
                       capture_output=True, text=True)
    check("meson install", r.returncode == 0, r.stdout + r.stderr)
    bins = glob.glob(os.path.join(dest, "**", "bin", "meeple-lab"), recursive=True)
    check("bin/meeple-lab is installed", len(bins) == 1, str(bins))
    if len(bins) != 1:
        sys.exit(1)
    prefix = os.path.dirname(os.path.dirname(bins[0]))
    share = os.path.join(prefix, "share")
    # meson install compiles the schemas only without DESTDIR; README's install does it.
    subprocess.run(["glib-compile-schemas", os.path.join(share, "glib-2.0", "schemas")], check=True)
    for lang in ("fr", "sk"):
        env = dict(os.environ, LANGUAGE=lang, LC_ALL="C.UTF-8", GSETTINGS_BACKEND="memory",
                   XDG_DATA_HOME=os.path.join(dest, "home"),
                   XDG_DATA_DIRS=share + ":" + os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share"))
        env.pop("GSETTINGS_SCHEMA_DIR", None)
        app = subprocess.Popen([bins[0]], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        want = titles[lang]["title"]
        seen = ""
        for _ in range(60):
            time.sleep(0.5)
            tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True).stdout
            if want in tree:
                seen = want
                break
            if app.poll() is not None:
                break
        app.terminate()
        out = app.communicate(timeout=10)[0]
        check(f"{lang}: the installed app opens the first lesson titled in {lang}", seen == want,
              f"no window titled “{want}”; app said: {out.strip()[:500]}")
        # As README starts the app: the schema and the icon come through XDG_DATA_DIRS.
        # A home of its own, so that the user's recent files stay out of the menus.
        window_env = dict(os.environ, XDG_DATA_DIRS=env["XDG_DATA_DIRS"], GSETTINGS_BACKEND="memory",
                          XDG_DATA_HOME=os.path.join(dest, "home"))
        window_env.pop("GSETTINGS_SCHEMA_DIR", None)
        r = subprocess.run([window_test, os.path.join(share, "locale"), lang], capture_output=True, text=True,
                           env=window_env)
        check(f"{lang}: every text of the window is in {lang}", r.returncode == 0, (r.stdout + r.stderr).strip()[-1500:])

failed = results.count(False)
print(f"{len(results) - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
