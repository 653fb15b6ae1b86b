#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The expansions' seam holds: outside the expansions/ folders of src, no code line (comments
aside) names an expansion's pieces, and no file includes a header of an expansion's folder
(those are included as "NAME/header.h", so one would show as such). The interface's templates
are held alike: outside data/ui/expansions/, no .ui file (its comments aside) names a piece.
The files that list the expansions live in the expansions/ folders themselves. Prints TAP."""
import os
import re
import sys

ROOT = sys.argv[1]
PIECES = re.compile(r"\b(wonders?|cothon|taj mahal|rivers?|springs?|lakes?|abbeys?|priors?|inns?|"
                    r"cathedrals?|builders?|pigs?|goods)\b", re.I)
FOLDER_INCLUDE = re.compile(r'#include\s+"[a-z-]+/')


def code_only(text):
    """The text with its comments blanked (strings kept: a message is code)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


found = []
for top, dirs, files in os.walk(os.path.join(ROOT, "src")):
    dirs[:] = [d for d in dirs if d != "expansions"]
    for name in sorted(files):
        if not name.endswith((".c", ".h")):
            continue
        path = os.path.join(top, name)
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            lines = code_only(f.read()).split("\n")
        for k, line in enumerate(lines, 1):
            if PIECES.search(line) or FOLDER_INCLUDE.search(line):
                found.append("%s:%d: %s" % (rel, k, line.strip()))

for top, dirs, files in os.walk(os.path.join(ROOT, "data", "ui")):
    dirs[:] = [d for d in dirs if d != "expansions"]
    for name in sorted(files):
        if not name.endswith(".ui"):
            continue
        path = os.path.join(top, name)
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            text = re.sub(r"<!--.*?-->", lambda m: re.sub(r"[^\n]", " ", m.group(0)), f.read(), flags=re.S)
        for k, line in enumerate(text.split("\n"), 1):
            if PIECES.search(line):
                found.append("%s:%d: %s" % (rel, k, line.strip()))

print("1..1")
if found:
    print("not ok 1 - code outside the expansions' folders names their pieces:")
    for f in found:
        print("# " + f)
    sys.exit(1)
print("ok 1 - no code outside the expansions' folders names their pieces")
