#!/bin/sh
# Peak resident memory of the `lazy-gallery` scene with 1,000,000 photos (release build),
# scrolled from top to bottom, then back up and down again (the issue's memory target:
# under 150 MB). Usage:
#   Tools/lazy-memory/measure.sh [window|headless|both] [ITEMS]     (both, 1000000)
# window:   the demo window under Xvfb (xvfb-run when there is no display), driven with xdotool:
#           PageDown in batches of 1,000 (PAGES in all, default 26,000: past the last of the
#           million tiles), End, then BACK batches up and down again (default 4), reading
#           VmRSS / VmHWM of /proc/PID/status after each batch.
# headless: `tessera screenshot --events` replaying PAGES PageDowns (one frame each: update,
#           layout, display list; pixels only for the final PNG), peak resident set from
#           /usr/bin/time ("Maximum resident set size", the same VmHWM).
# The item count reaches the scene through TESSERA_GALLERY_ITEMS (README, Scrolling and lazy grids).
set -eu
MODE=${1:-both}
ITEMS=${2:-1000000}
PAGES=${PAGES:-26000}
BACK=${BACK:-4}
BIN=${BIN:-.build/release/tessera}
[ -x "$BIN" ] || { echo "measure.sh: $BIN missing; run: swift build -c release --product tessera" >&2; exit 2; }
case $MODE in window|headless|both) ;; *) echo "measure.sh: mode must be window, headless or both" >&2; exit 2;; esac
BATCHES=$(( (PAGES + 999) / 1000 ))
export TESSERA_GALLERY_ITEMS=$ITEMS
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if [ "$MODE" = headless ] || [ "$MODE" = both ]; then
  awk -v n="$PAGES" 'BEGIN { printf "["; for (i = 0; i < n; i++) printf "%s{\"at\": %.2f, \"key\": \"PageDown\"}", (i ? ", " : ""), 0.1 + i * 0.02; printf ", {\"at\": %.2f, \"key\": \"End\"}]\n", 0.2 + n * 0.02 }' > "$WORK/events.json"
  START=$(date +%s)
  /usr/bin/time -f "%M" -o "$WORK/time" "$BIN" screenshot --scene lazy-gallery --events "$WORK/events.json" --out "$WORK/end.png" > /dev/null
  echo "headless: $ITEMS items, $PAGES PageDowns then End: peak resident $(( $(cat "$WORK/time") / 1024 )) MB ($(( $(date +%s) - START )) s)"
fi

if [ "$MODE" = window ] || [ "$MODE" = both ]; then
  if [ -z "${DISPLAY:-}" ]; then
    command -v xvfb-run > /dev/null || { echo "measure.sh: no display and no xvfb-run" >&2; exit 2; }
    rm -rf "$WORK"
    exec env BIN="$BIN" PAGES="$PAGES" BACK="$BACK" xvfb-run -a -s "-screen 0 1400x900x24" "$0" window "$ITEMS"
  fi
  command -v xdotool > /dev/null || { echo "measure.sh: xdotool is needed to drive the window" >&2; exit 2; }
  "$BIN" --scene lazy-gallery --size 1280x800 > "$WORK/log" 2>&1 &
  PID=$!
  WID=""; i=0
  while [ -z "$WID" ]; do
    i=$((i + 1)); [ $i -gt 300 ] && { echo "measure.sh: no window after 30 s" >&2; kill $PID; exit 1; }
    sleep 0.1; WID=$(xdotool search --name " - Tessera\$" 2>/dev/null | head -1 || true)
  done
  sleep 2
  xdotool windowfocus "$WID" 2>/dev/null || true
  mem() { awk '/VmRSS/ { r = $2 } /VmHWM/ { h = $2 } END { printf "resident %d MB (peak %d MB)", r / 1024, h / 1024 }' /proc/$PID/status; }
  echo "window: $ITEMS items at 1280x800, first frame: $(mem)"
  b=0
  while [ $b -lt "$BATCHES" ]; do
    b=$((b + 1)); xdotool key --delay 3 --repeat 1000 Next
    if [ $((b % 5)) -eq 0 ]; then echo "  after $((b * 1000)) PageDowns: $(mem)"; fi
  done
  xdotool key End; sleep 2
  echo "  top to bottom, then End: $(mem)"
  r=0
  while [ $r -lt 3 ] && [ "$BACK" -gt 0 ]; do
    r=$((r + 1)); b=0
    while [ $b -lt "$BACK" ]; do b=$((b + 1)); xdotool key --delay 3 --repeat 1000 Prior; done
    b=0
    while [ $b -lt "$BACK" ]; do b=$((b + 1)); xdotool key --delay 3 --repeat 1000 Next; done
    echo "  back up and down again ($((BACK * 1000)) pages each way), round $r: $(mem)"
  done
  echo "window: peak resident $(awk '/VmHWM/ { printf "%d", $2 / 1024 }' /proc/$PID/status) MB"
  xdotool key q; sleep 1
  kill $PID 2>/dev/null || true
  wait $PID 2>/dev/null || true
fi
