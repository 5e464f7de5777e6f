#!/usr/bin/env bash
# Live preview: opens PRODUCT's preview NAME in a window, and on every save of a Swift file of
# the package rebuilds incrementally and reopens the window on the same preview. A failed
# build shows the compiler's first errors in the window (APP --show-build-errors LOG) and the
# watch goes on; the next good build brings the preview back.
#
#   Tools/preview/watch.sh PRODUCT NAME [APP ARGS...]     (from the package's directory)
#   make preview PRODUCT=Calculator PREVIEW=Keypad
#
# NAME is a preview's name as `PRODUCT --list-previews` prints it. Environment: SWIFT (the
# swift command), BUILD_FLAGS (extra `swift build` flags, e.g. "-c release"), WATCH_DIRS (what
# to watch; default: Sources, Examples and Tests when present, and Package.swift).
# Needs inotifywait (Debian: inotify-tools; `make deps` installs it).
set -u

usage() { echo "usage: Tools/preview/watch.sh PRODUCT PREVIEW-NAME [APP ARGS...]" >&2; exit 2; }
[ $# -ge 2 ] && [ -n "$1" ] && [ -n "$2" ] || usage
PRODUCT=$1; PREVIEW=$2; shift 2
SWIFT=${SWIFT:-swift}
BUILD_FLAGS=${BUILD_FLAGS:-}

[ -f Package.swift ] || { echo "watch.sh: no Package.swift here; run it from the package's directory" >&2; exit 2; }
command -v inotifywait >/dev/null || { echo "watch.sh: inotifywait is missing; install inotify-tools (make deps)" >&2; exit 2; }

if [ -z "${WATCH_DIRS:-}" ]; then
  WATCH_DIRS="Package.swift"
  for d in Sources Examples Tests; do [ -d "$d" ] && WATCH_DIRS="$WATCH_DIRS $d"; done
fi
# shellcheck disable=SC2086
BIN_DIR=$($SWIFT build $BUILD_FLAGS --show-bin-path) || exit 2
BIN="$BIN_DIR/$PRODUCT"
STATE=.build/preview-watch
mkdir -p "$STATE"
LOG="$STATE/$PRODUCT-build.log"

app_pid=""
watch_pid=""
stop_app() {
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid" 2>/dev/null
    wait "$app_pid" 2>/dev/null
  fi
  app_pid=""
}
# inotifywait runs in the background and the script waits for it, so a signal stops the watch
# at once (bash runs traps only between foreground commands).
stop_all() { [ -n "$watch_pid" ] && kill "$watch_pid" 2>/dev/null; stop_app; }
trap 'stop_all; exit 0' INT TERM
trap 'stop_all' EXIT

# Waits for the next change of a Swift file under WATCH_DIRS; `-t 1`: one second of quiet.
wait_for_change() {
  # shellcheck disable=SC2086
  inotifywait -q -q -r "$@" -e close_write,create,delete,moved_to,moved_from --include '\.swift$' $WATCH_DIRS &
  watch_pid=$!
  wait "$watch_pid"
  local status=$?
  watch_pid=""
  return $status
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

build_and_open() {
  local start; start=$(now)
  echo "watch.sh: building $PRODUCT..."
  # shellcheck disable=SC2086
  if $SWIFT build $BUILD_FLAGS --product "$PRODUCT" >"$LOG" 2>&1; then
    echo "watch.sh: built in $(elapsed "$start") s; opening preview $PREVIEW"
    stop_app
    "$BIN" --preview "$PREVIEW" "$@" &
    app_pid=$!
  else
    echo "watch.sh: build failed after $(elapsed "$start") s (full log: $LOG):"
    grep -E '(^|: )error: ' "$LOG" | grep -v -e ' | ' -e 'command failed' | awk '!seen[$0]++' | head -n 5 | sed 's/^/  /'
    stop_app
    if [ -x "$BIN" ]; then
      # The last good build of the app draws the errors; the watch goes on.
      "$BIN" --show-build-errors "$LOG" &
      app_pid=$!
    fi
  fi
}

build_and_open "$@"
while true; do
  wait_for_change || {
    echo "watch.sh: inotifywait failed (too many files? raise fs.inotify.max_user_watches)" >&2; exit 2; }
  # Editors save in several steps (write, rename): let them finish, then build once.
  while wait_for_change -t 1; do :; done
  build_and_open "$@"
done
