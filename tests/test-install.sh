#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary folder and checks what lands there, then runs the
# installed command-line tool. Usage: test-install.sh BUILD_DIR
set -u

build_dir=${1:?usage: test-install.sh BUILD_DIR}
dest=$(mktemp -d "${TMPDIR:-/tmp}/meeple-lab-install.XXXXXX") || exit 1
trap 'rm -rf "$dest" "$dest.log"' EXIT
trap 'exit 130' INT TERM

passed=0
failed=0
pass () { passed=$((passed + 1)); }
fail () { failed=$((failed + 1)); echo "FAIL: $*"; }

# --no-rebuild: meson test has built everything already, and a second ninja could race it.
if meson install -C "$build_dir" --destdir "$dest" --no-rebuild --quiet >"$dest.log" 2>&1; then
  pass
else
  fail "meson install"; cat "$dest.log"
fi
rm -f "$dest.log"

# The prefix is whatever the build was set up with; bin/meeple-lab says where it went.
bin=$(find "$dest" -type f -path '*/bin/meeple-lab' | head -n 1)
if [ -z "$bin" ]; then
  fail "bin/meeple-lab is installed"
  echo "$passed passed, $failed failed"
  exit 1
fi
pass
root=${bin%/bin/meeple-lab}

expect () {
  # expect DESCRIPTION GLOB: at least one file matches GLOB under the prefix
  for f in $root/$2; do
    if [ -f "$f" ]; then pass; return; fi
  done
  fail "$1 ($2)"
}

expect "the command-line tool" "bin/meeple-lab-cli"
expect "the desktop entry" "share/applications/io.github.meeplelab.MeepleLab.desktop"
expect "the AppStream metainfo" "share/metainfo/io.github.meeplelab.MeepleLab.metainfo.xml"
expect "the app icon" "share/icons/hicolor/scalable/apps/io.github.meeplelab.MeepleLab.svg"
expect "the symbolic icon" "share/icons/hicolor/symbolic/apps/io.github.meeplelab.MeepleLab-symbolic.svg"
expect "the MIME type" "share/mime/packages/io.github.meeplelab.MeepleLab.xml"
expect "the settings schema" "share/glib-2.0/schemas/*.gschema.xml"
expect "the French translation" "share/locale/fr/LC_MESSAGES/meeple-lab.mo"
expect "the Slovak translation" "share/locale/sk/LC_MESSAGES/meeple-lab.mo"
expect "the man page" "share/man/man1/meeple-lab-cli.1"
expect "the French man page" "share/man/fr/man1/meeple-lab-cli.1"
expect "the Slovak man page" "share/man/sk/man1/meeple-lab-cli.1"

# The installed tool must run on its own: its tile catalogue is built in.
cli="$root/bin/meeple-lab-cli"
if "$cli" tiles --json >"$dest/tiles.json" 2>"$dest/err" \
   && python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$dest/tiles.json"; then
  pass
else
  fail "installed meeple-lab-cli tiles --json"; cat "$dest/err"
fi
if "$cli" play --games 3 --seed 1 --json >"$dest/play.json" 2>"$dest/err" \
   && python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$dest/play.json"; then
  pass
else
  fail "installed meeple-lab-cli play --games 3 --json"; cat "$dest/err"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
