# SPDX-License-Identifier: GPL-3.0-or-later
"""The case runner that the command-line test scripts share (test-cli.py, test-advise-cli.py,
test-lesson-cli.py): cases registered by name, run one after another, each failing on its own,
printed as "ok N - name", "ok N - name # SKIP why" or "not ok N - name: why", then
"N passed, M failed"."""
import shutil
import subprocess
import sys

CASES = []


class Failure(Exception):
    pass


class Skip(Exception):
    """The case needs something the build does not have yet; says what."""


def case(name):
    def register(func):
        CASES.append((name, func))
        return func
    return register


def add_case(name, func, *args):
    CASES.append((name, lambda: func(*args)))


def check(condition, why):
    if not condition:
        raise Failure(why)


def run_cases(tmp):
    """Runs every registered case, removes the folder @tmp after them, and returns the
    process's exit code: 1 if a case failed."""
    passed = failed = 0
    try:
        for n, (name, func) in enumerate(CASES, 1):
            try:
                func()
            except Skip as e:
                passed += 1
                print("ok %d - %s # SKIP %s" % (n, name, e))
                sys.stdout.flush()
                continue
            except Failure as e:
                why = str(e)
            except subprocess.TimeoutExpired as e:
                why = "timed out after %ss: %s" % (e.timeout, e.cmd)
            except Exception as e:  # a broken expectation is a failure of this case only
                why = "%s: %s" % (type(e).__name__, e)
            else:
                why = None
            if why is None:
                passed += 1
                print("ok %d - %s" % (n, name))
            else:
                failed += 1
                print("not ok %d - %s: %s" % (n, name, " ".join(why.split())))
            sys.stdout.flush()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0
