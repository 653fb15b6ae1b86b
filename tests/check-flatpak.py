#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Static checks of the Flatpak manifest: what it runs and how little it may touch.

Usage: check-flatpak.py MANIFEST APP_ID PROGRAM...
PROGRAM... are the names of the programs the project installs.
"""
import json
import sys

# The file chooser and document portals give access to files; nothing else is needed.
ALLOWED_FINISH_ARGS = {
    '--share=ipc',
    '--socket=fallback-x11',
    '--socket=wayland',
    '--device=dri',
}
FORBIDDEN_PREFIXES = (
    '--filesystem',
    '--share=network',
    '--socket=session-bus',
    '--socket=system-bus',
    '--socket=x11',
    '--device=all',
)


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    path, app_id, programs = sys.argv[1], sys.argv[2], sys.argv[3:]
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f'FAIL: {what}')

    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f'FAIL: {path}: {e}')
        print('0 passed, 1 failed')
        return 1
    check(isinstance(manifest, dict), 'the manifest is a JSON object')
    if not isinstance(manifest, dict):
        manifest = {}

    found_id = manifest.get('app-id', manifest.get('id'))
    check(found_id == app_id, f'app-id is {app_id} (found {found_id!r})')
    check(manifest.get('runtime') == 'org.gnome.Platform',
          f'runtime is org.gnome.Platform (found {manifest.get("runtime")!r})')
    check(manifest.get('sdk') == 'org.gnome.Sdk',
          f'sdk is org.gnome.Sdk (found {manifest.get("sdk")!r})')
    check(bool(manifest.get('runtime-version')), 'runtime-version is set')
    check(manifest.get('command') in programs,
          f'command is an installed program, one of {programs} (found {manifest.get("command")!r})')

    finish_args = manifest.get('finish-args', [])
    check(isinstance(finish_args, list), 'finish-args is a list')
    for arg in finish_args if isinstance(finish_args, list) else []:
        check(not str(arg).startswith(FORBIDDEN_PREFIXES), f'{arg} is not a forbidden permission')
        check(arg in ALLOWED_FINISH_ARGS, f'{arg} is in the allowed list')

    modules = manifest.get('modules', [])
    check(isinstance(modules, list) and len(modules) > 0, 'there is at least one module')
    last = modules[-1] if isinstance(modules, list) and modules else {}
    check(isinstance(last, dict) and last.get('buildsystem') == 'meson',
          'the project module is built with meson')
    sources = last.get('sources', []) if isinstance(last, dict) else []
    check(any(isinstance(s, dict) and s.get('type') == 'dir' and s.get('path') == '..'
              for s in sources),
          'the project module builds the checkout (type dir, path "..")')

    print(f'{passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
