#!/bin/sh
# Measures an example app's window (release build): time from launch to its first frame,
# CPU used while the window sits idle, and resident memory. Needs a display; without one it
# starts the app under Xvfb (xvfb-run). Usage:
#   Tools/app-metrics/measure.sh [APP] [IDLE_SECONDS]     (APP: SettingsForm, the default)
# CONFIG=debug measures the debug build instead (slower; for checking the script only).
# The app prints one line per frame with TESSERA_TRACE_FRAMES=1 ("frame N at T ms after
# launch", T measured from the process's start time in /proc, taken when the frame's display
# list is ready, before it is drawn and presented); this script reads the first one, waits
# for the window to settle, then samples /proc/PID/stat (utime+stime) over IDLE_SECONDS and
# /proc/PID/status (VmRSS, VmHWM).
set -eu
APP=${1:-SettingsForm}
IDLE=${2:-3}
BIN=.build/${CONFIG:-release}/$APP
[ -x "$BIN" ] || { echo "measure.sh: $BIN missing; run: swift build -c ${CONFIG:-release} --product $APP" >&2; exit 2; }
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi
TESSERA_TRACE_FRAMES=1 "$BIN" 2>"$LOG" &
PID=$!
i=0
until grep -q "^frame 1 " "$LOG" 2>/dev/null; do
  i=$((i + 1)); [ $i -gt 300 ] && { echo "measure.sh: no frame after 30 s" >&2; kill $PID; exit 1; }
  sleep 0.1
done
FIRST=$(sed -n 's/^frame 1 at \([0-9]*\) ms.*/\1/p' "$LOG")
FIRSTCPU=$(sed -n 's/^frame 1 at .*(\([0-9]*\) ms CPU).*/\1/p' "$LOG")
sleep 1
ticks() { awk '{print $14 + $15}' /proc/$PID/stat; }
T0=$(ticks); sleep "$IDLE"; T1=$(ticks)
HZ=$(getconf CLK_TCK)
RSS=$(awk '/VmRSS/ {print $2}' /proc/$PID/status)
HWM=$(awk '/VmHWM/ {print $2}' /proc/$PID/status)
FRAMES=$(grep -c "^frame " "$LOG")
kill $PID 2>/dev/null || true
wait $PID 2>/dev/null || true
echo "$APP: first frame ${FIRST} ms after launch (${FIRSTCPU} ms CPU); idle ${IDLE} s: $(( (T1 - T0) * 1000 / HZ )) ms CPU; resident $((RSS / 1024)) MB (peak $((HWM / 1024)) MB); frames drawn: $FRAMES"
