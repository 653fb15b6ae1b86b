#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every test, three times: in a normal build, in a build with AddressSanitizer and
# UndefinedBehaviorSanitizer, where any finding fails the run, and in a build by clang when
# it is installed (warnings are errors for both compilers). Ends with one line
# "N passed, M failed" over all runs.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
run () {
  local dir=$1
  shift
  meson test -C "$dir" --print-errorlogs "$@" | tee "$dir/run-all.log"
  local status=${PIPESTATUS[0]}
  passed=$((passed + $(sed -n 's/^Ok: *\([0-9]*\).*/\1/p' "$dir/run-all.log" | tail -1)))
  failed=$((failed + $(sed -n 's/^Fail: *\([0-9]*\).*/\1/p' "$dir/run-all.log" | tail -1) \
                   + $(sed -n 's/^Timeout: *\([0-9]*\).*/\1/p' "$dir/run-all.log" | tail -1)))
  return "$status"
}

# Quiet when it works, the whole compiler output when it does not.
build () {
  ninja -C "$1" > "$1/build.log" 2>&1 || { cat "$1/build.log"; exit 1; }
}

status=0
{ [ -d _build ] || meson setup _build >/dev/null; } || exit 1
build _build
run _build || status=1

{ [ -d _build-asan ] || meson setup _build-asan -Db_sanitize=address,undefined -Db_lundef=false >/dev/null; } || exit 1
build _build-asan
# The window tests stay out of this run: GTK, fontconfig and the X libraries keep caches
# for the life of the process, which LeakSanitizer would report as ours.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  run _build-asan --no-suite ui || status=1

if command -v clang >/dev/null; then
  { [ -d _build-clang ] || CC=clang meson setup _build-clang >/dev/null; } || exit 1
  build _build-clang
  run _build-clang --no-suite ui || status=1
fi

echo "$passed passed, $failed failed"
exit $status
