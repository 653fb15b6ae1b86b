#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Speed of random complete games: instructions a game under callgrind (a count that does not
# depend on the machine's load) and games per CPU second with one and two threads. Prints
# figures and fails only if the program does; it is a benchmark, not a timed test.
# Usage: tests/bench-play.sh [PATH-TO-meeple-lab-cli]   (a release build gives the real figures:
#   meson setup _build-release --buildtype=release -Db_lto=true)
set -eu
cli=${1:-_build-release/src/cli/meeple-lab-cli}
games=${GAMES:-20000}

# "wall games a second, games a CPU second" of one play --json run
rates () {
  python3 -c "import json,sys; d=json.load(sys.stdin); print('%.0f games a second (wall), %.0f per CPU second' % (d['games_per_second'], d['games_per_cpu_second']))"
}

if command -v valgrind >/dev/null 2>&1; then
  out=$(mktemp)
  # The start-up (options, tile tables) is counted apart: one game alone, then 501 games.
  count () {
    valgrind --tool=callgrind --callgrind-out-file="$out" "$cli" play --players 2 --games "$1" --seed 1 \
      2>&1 >/dev/null | sed -n 's/.*refs: *//p' | tr -d ,
  }
  one=$(count 1)
  many=$(count 501)
  rm -f "$out"
  echo "instructions a game (callgrind, 2 players, base+farmers): $(( (many - one) / 500 ))" \
       "(all 501 games with start-up: $(( many / 501 )) a game)"
else
  echo "instructions a game: valgrind not installed"
fi

for threads in 1 2; do
  for seed in 1 2 3; do
    echo "threads $threads, seed $seed: $("$cli" play --players 2 --games "$games" --seed "$seed" --threads "$threads" --json | rates)"
  done
done
