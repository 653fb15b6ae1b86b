#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs each fuzz target for FUZZ_SECONDS (60 unless set) from a seed corpus of the project's
# scenario files, with the format's dictionary. Any crash, leak, sanitizer finding, failed
# assertion or GLib warning or critical (G_DEBUG=fatal-warnings makes each abort) fails the
# run. Usage: tests/fuzz/run.sh BUILD_DIR [TARGET…] (default: every target)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:?usage: tests/fuzz/run.sh BUILD_DIR}
seconds=${FUZZ_SECONDS:-60}
work=$build/fuzz-work
mkdir -p "$work"
status=0
targets=("${@:2}")
[ ${#targets[@]} -gt 0 ] || targets=(scenario-load scenario-game jcz-import round-trip)
for target in "${targets[@]}"; do
  corpus=$work/corpus-$target
  mkdir -p "$corpus"
  find data tests/data \( -name '*.json' -o -name '*.jcz' \) -exec cp -n {} "$corpus/" \;
  echo "fuzz-$target: ${seconds} s"
  G_DEBUG=fatal-warnings ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/tests/fuzz/fuzz-$target" -max_total_time="$seconds" -dict=tests/fuzz/scenario.dict \
      -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$work/$target-" "$corpus" > "$work/$target.log" 2>&1 || status=1
  grep -E '^(stat::number_of_executed_units|#[0-9]+.*DONE|INFO: Done)' "$work/$target.log" || true
  # A run can end without a finding and still have printed a warning it survived.
  if grep -qE '(GLib|Json|MeepleLab)-(WARNING|CRITICAL)' "$work/$target.log"; then
    echo "fuzz-$target: a GLib warning or critical was printed"; status=1
  fi
  if [ $status != 0 ]; then tail -40 "$work/$target.log"; break; fi
done
exit $status
