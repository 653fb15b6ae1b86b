#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen reader hears of the application, read through the real accessibility bus
as Orca reads it (AT-SPI, with python3-gi and gir1.2-atspi-2.0): the app started on a lesson
under a display (xvfb-run), in a D-Bus session of its own with the AT-SPI bus, the pointer
(xdotool) resting over the board while the arrows move the keyboard cursor. Checks that the
cursor moves away from the square under the pointer and stays where the arrows took it, that
the board's description names the square, the tile and its rotation, the feature, and an
empty square; that buttons with a mnemonic are named once, the folded player chooser says
what it chooses, the lessons' rows and search have names, and presenter mode's caption is
exposed. Exits 77 (skipped) only when the session or the accessibility bus cannot start.
Usage: test-a11y-bus.py APP SCENARIO LESSONS_TITLE_FILE"""
import os, re, shutil, subprocess, sys, time

SKIP = 77


def skip(why):
    print(f"1..0 # SKIP {why}", flush=True)
    sys.exit(SKIP)


# A D-Bus session of our own, so that the app and this test meet on the same AT-SPI bus and
# no desktop's bus is touched.
if not os.environ.get("ML_A11Y_IN_SESSION"):
    runner = shutil.which("dbus-run-session")
    if runner is None:
        skip("dbus-run-session is missing: no D-Bus session")
    os.environ["ML_A11Y_IN_SESSION"] = "1"
    # libatspi warns of objects that vanish while it reads the tree (a popover closing):
    # no reason to abort, which the test suite's fatal warnings would do.
    os.environ.pop("G_DEBUG", None)
    os.execv(runner, [runner, "--", sys.executable, os.path.abspath(__file__)] + sys.argv[1:])

app_path, scenario, lesson_title = sys.argv[1:4]

import gi  # noqa: E402  (after the session is set up)

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

results = []


def check(name, ok, why=""):
    results.append(ok)
    print(("ok - " if ok else "not ok - ") + name + ("" if ok else ": " + why), flush=True)
    return ok


def finish(app=None):
    if app is not None:
        app.terminate()
        try:
            out = app.communicate(timeout=10)[0]
        except subprocess.TimeoutExpired:
            app.kill()
            out = app.communicate()[0]
        if out and out.strip():
            print("# the app said: " + out.strip()[:2000].replace("\n", "\n# "), flush=True)
    failed = results.count(False)
    print(f"1..{len(results)}", flush=True)
    sys.exit(1 if failed else 0)


# The AT-SPI bus: started through the session (org.a11y.Bus), as a desktop starts it. Asked
# for here first, as libatspi aborts the process when it cannot reach the bus.
try:
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                              GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 20000, None)
    Gio.DBusConnection.new_for_address_sync(reply.unpack()[0],
                                            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                                            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None).close_sync(None)
except GLib.Error as error:
    skip(f"the AT-SPI bus (at-spi2-core) does not start: {error.message}")
Atspi.init()
desktop = None
for _ in range(40):
    try:
        desktop = Atspi.get_desktop(0)
        desktop.get_child_count()
        break
    except Exception:  # the registry is still starting
        desktop = None
        time.sleep(0.25)
if desktop is None:
    skip("the AT-SPI bus (at-spi2-core) does not start")


def walk(node, depth=0):
    """Every accessible under @node, depth first."""
    if node is None or depth > 60:
        return
    yield node
    try:
        n = node.get_child_count()
    except Exception:
        return
    for i in range(n):
        try:
            child = node.get_child_at_index(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def find(root, pred):
    for node in walk(root):
        try:
            if pred(node):
                return node
        except Exception:
            continue
    return None


def find_all(root, pred):
    out = []
    for node in walk(root):
        try:
            if pred(node):
                out.append(node)
        except Exception:
            continue
    return out


def role(node):
    return node.get_role()


def showing(node):
    # GTK 4.8 tells a widget shown by "visible" (it sets no "showing").
    return node.get_state_set().contains(Atspi.StateType.VISIBLE)


def pump(seconds):
    """Lets the bus's events in (they come through the main context) for @seconds."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def wait_for(what, timeout=10.0):
    end = time.time() + timeout
    while time.time() < end:
        value = what()
        if value:
            return value
        pump(0.1)
    return what()


def xdotool(*args):
    subprocess.run(["xdotool"] + [str(a) for a in args], check=True)


env = dict(os.environ)
# The app speaks to the bus: no test backend, no opting out of the bridge.
env.pop("NO_AT_BRIDGE", None)
env["GTK_A11Y"] = "atspi"
env.pop("G_DEBUG", None)
app = subprocess.Popen([app_path, scenario], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def the_app():
    for i in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(i)
        if child is not None and child.get_process_id() == app.pid:
            return child
    return None


application = wait_for(the_app, 30)
if not check("the app shows on the accessibility bus", application is not None):
    finish(app)

board = wait_for(lambda: find(application, lambda n: role(n) == Atspi.Role.IMAGE and n.get_name() == "Board"), 20)
if not check("the board is an image named Board", board is not None):
    finish(app)


def description():
    return board.get_description() or ""


def square_of(text):
    m = re.match(r"\((-?\d+), (-?\d+)\)", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


# The pointer rests over the middle of the board; a click there gives it the focus.
ext = board.get_extents(Atspi.CoordType.SCREEN)
cx, cy = ext.x + ext.width // 2, ext.y + ext.height // 2
xdotool("mousemove", cx, cy)
pump(0.5)
xdotool("click", "1")
pump(0.5)
under = wait_for(lambda: square_of(description()), 5)
check("the board describes the square under the pointer", under is not None, repr(description()))
if under is None:
    finish(app)
said = description()
check("the description names the tile and its rotation", re.search(r"tile \S+, turned \d+°", said) is not None,
      repr(said))

def settle(expected):
    """The square the board describes once it has come to @expected (a slow machine takes its
    time) and a moment more: GTK's motion at the unmoved pointer comes some milliseconds
    after the relayout an arrow causes, and took the cursor back to the pointer's square."""
    wait_for(lambda: square_of(description()) == expected, 5)
    pump(0.3)
    return square_of(description())


# The first arrow shows the cursor on the square under the pointer, the next ones move it:
# each move stays, rather than going back to the pointer's square a moment later.
xdotool("key", "Right")
expected = under
check("the first arrow shows the cursor under the pointer", settle(expected) == expected, repr(description()))
for step, (keyname, dx, dy) in enumerate([("Right", 1, 0), ("Right", 1, 0), ("Down", 0, 1), ("Left", -1, 0)]):
    xdotool("key", keyname)
    expected = (expected[0] + dx, expected[1] + dy)
    check(f"arrow {step + 1} ({keyname}) moves the cursor to {expected} and it stays there", settle(expected) == expected,
          f"the board says {description()!r}")

# Far from the tiles: an empty square is said to be empty.
for _ in range(6):
    xdotool("key", "Up")
expected = (expected[0], expected[1] - 6)
check("an empty square is said to be empty", settle(expected) == expected and "empty square" in description(),
      repr(description()))

# Back on the tile under the pointer: the feature there is described after the tile.
dx, dy = under[0] - expected[0], under[1] - expected[1]
for _ in range(abs(dx)):
    xdotool("key", "Right" if dx > 0 else "Left")
for _ in range(abs(dy)):
    xdotool("key", "Down" if dy > 0 else "Up")
check("on a tile the description names a feature after the tile",
      settle(under) == under and re.search(r"turned \d+°: \S", description()) is not None,
      repr(description()))

# Buttons with a mnemonic are named once, without the underscore (GTK 4.8 reads a toggle
# button as a push button that may be pressed).
buttons = find_all(application, lambda n: role(n) in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON))
names = [n.get_name() or "" for n in buttons]
for name in ("Meeples", "Play by the Rules"):
    check(f"the {name} button is named “{name}” once", name in names,
          repr([n for n in names if name in n]))
twice = [n for n in names if "_" in n or re.search(r"^(.+) \1$", n)]
check("no button's name carries a mnemonic's underscore or says its label twice", not twice, repr(twice))

# The player chooser the bar folds into when short of room says that it chooses the player,
# on the button that takes the focus too.
choosers = [n for n in names if n.startswith("Choose the player")]
check("the folded player chooser says it chooses the player, once", len(choosers) >= 2
      and all(re.fullmatch(r"Choose the player \(now [^()]+\)", n) for n in choosers), repr(choosers))

# Presenter mode: the caption of the chosen score item is exposed (an alert) with its points
# and its explanation, and its change is announced on the bus (GTK 4.8 sends no event for a
# widget that shows: the change of its name is what a screen reader can hear).
renamed = []


def on_renamed(event):
    try:
        if event.source.get_role() == Atspi.Role.ALERT:
            renamed.append(event.source.get_name())
    except Exception:
        pass


listener = Atspi.EventListener.new(on_renamed)
listener.register("object:property-change:accessible-name")
xdotool("mousemove", cx, cy)
xdotool("click", "1")
xdotool("key", "F11")
pump(1.0)
items = wait_for(lambda: find(application, lambda n: role(n) == Atspi.Role.LIST and n.get_name() == "If the game ended now"), 5)
rows = [items.get_child_at_index(i) for i in range(items.get_child_count())] if items else []
check("presenter mode lists two score items or more", len(rows) >= 2, repr(len(rows)))


def caption_now():
    return find(application, lambda n: role(n) == Atspi.Role.ALERT and showing(n)
                and (n.get_name() or "").startswith("If the game ended now"))


# The first item by a click, the next by Down in the list, which selects it.
said = []
for step in range(2):
    before = len(renamed)
    if step == 0 and rows:
        rext = rows[0].get_extents(Atspi.CoordType.WINDOW)
        xdotool("mousemove", rext.x + rext.width // 2, rext.y + min(rext.height // 2, 20))
        xdotool("click", "1")
    else:
        xdotool("key", "Down")
    wait_for(lambda: len(renamed) > before, 3)
    caption = caption_now()
    said.append(caption.get_name() if caption else None)
    check(f"the caption of item {step + 1} is exposed, named with its points and explained",
          caption is not None and re.search(r"\d+ points?", caption.get_name() or "") is not None
          and (caption.get_description() or "") != "", repr(said[-1]))
    # The first time it shows it is new to the bus, which hears of it when it looks.
    if step > 0:
        check(f"the change of the caption to item {step + 1} is announced", said[-1] in renamed[before:],
              repr(renamed[before:]))
check("the two items' captions differ", len(said) == 2 and said[0] != said[1], repr(said))
listener.deregister("object:property-change:accessible-name")
xdotool("key", "Escape")
pump(0.5)

# The lessons: the search and every row have names, a row its lesson's title.
ext = board.get_extents(Atspi.CoordType.SCREEN)
xdotool("mousemove", ext.x + ext.width // 2, ext.y + ext.height // 2)
xdotool("click", "1")
xdotool("key", "ctrl+l")
search = wait_for(lambda: find(application, lambda n: showing(n) and n.get_name() == "Search the lessons"), 8)
check("the lessons' search is named", search is not None)
lessons = wait_for(lambda: find_all(application, lambda n: role(n) == Atspi.Role.LIST_ITEM and showing(n)
                                    and n.get_parent() is not None and n.get_name() == lesson_title), 5)
check(f"a lesson's row is named by its title (“{lesson_title}”)", bool(lessons))
dialog = search
while dialog is not None and role(dialog) not in (Atspi.Role.FRAME, Atspi.Role.DIALOG):
    dialog = dialog.get_parent()
nameless = find_all(dialog, lambda n: role(n) == Atspi.Role.LIST_ITEM and showing(n) and not n.get_name()) if dialog else []
check("no row of the lessons goes without a name", dialog is not None and not nameless,
      f"{len(nameless)} rows have no name")
lists = [n.get_name() or "" for n in find_all(dialog, lambda n: role(n) == Atspi.Role.LIST)] if dialog else []
check("the lessons' list is named “Lessons”, not by its type", lists == ["Lessons"], repr(lists))
dialog_names = [n.get_name() or "" for n in find_all(dialog, lambda n: role(n) == Atspi.Role.PUSH_BUTTON)] if dialog else []
check("the lessons' Open button is named “Open” once", "Open" in dialog_names
      and not [n for n in dialog_names if "_" in n or re.search(r"^(.+) \1$", n)], repr(dialog_names))

finish(app)
