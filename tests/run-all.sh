#!/usr/bin/env bash
# Every test, twice: in a normal build, then in a build with AddressSanitizer and
# UndefinedBehaviorSanitizer, where any finding fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d _build ]; then meson setup _build >/dev/null; fi
meson test -C _build --print-errorlogs

if [ ! -d _build-asan ]; then
  meson setup _build-asan -Db_sanitize=address,undefined -Db_lundef=false >/dev/null
fi
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  meson test -C _build-asan --print-errorlogs
