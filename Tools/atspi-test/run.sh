#!/bin/sh
# AT-SPI end-to-end test (part of `make test`): a private session bus and the AT-SPI registry
# under a virtual X display, SettingsForm and `tessera demo --scene controls` in windows, and
# client.py (pyatspi, as Orca) walking and driving them from another process.
# usage: Tools/atspi-test/run.sh BIN_DIR      (run it under xvfb-run -a)
# Skips with one line when something it needs is missing; exits 1 when a check fails.
BIN=${1:-.build/debug}
HERE=$(dirname "$0")
PY=/usr/bin/python3
skip() { echo "atspi test skipped: $1"; exit 0; }
[ -n "${DISPLAY:-}" ] || skip "no X display (run under xvfb-run -a)"
command -v dbus-daemon >/dev/null || skip "dbus-daemon missing (make deps)"
[ -x /usr/libexec/at-spi-bus-launcher ] || skip "at-spi2-core missing (make deps)"
$PY -c "import pyatspi" 2>/dev/null || skip "python3-pyatspi missing (make deps)"
[ -x "$BIN/SettingsForm" ] && [ -x "$BIN/tessera" ] || skip "$BIN/SettingsForm or $BIN/tessera not built"

# Once (one clean-clone CI run) the first app found no reachable display right after xvfb-run
# started it. Not explained: xvfb-run already starts the command only after Xvfb's SIGUSR1 says
# it accepts clients (Debian's -w/--wait is parsed and ignored; -l only adds TCP); it kills
# Xvfb on exit without waiting, but a following xvfb-run -a skips a display whose lock is still
# there. 66 starts (6 and 12 at once, and right after another xvfb-run) all answered at once on
# a loaded machine. So keep the check: wait up to 20 s until the display answers.
tries=0
until xdotool getdisplaygeometry >/dev/null 2>&1; do
    tries=$((tries + 1))
    [ "$tries" -ge 40 ] && { echo "atspi test: the X display $DISPLAY does not answer"; exit 1; }
    sleep 0.5
done

WORK=$(mktemp -d)
PIDS=""
cleanup() {
    for p in $PIDS; do kill "$p" 2>/dev/null; done
    [ -n "${DBUS_SESSION_BUS_PID:-}" ] && kill "$DBUS_SESSION_BUS_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM
# A private session bus; the accessibility bus and registry start on demand (D-Bus activation).
dbus-daemon --session --fork --print-address=3 --print-pid=4 3>"$WORK/address" 4>"$WORK/pid" || skip "the session bus cannot start"
DBUS_SESSION_BUS_ADDRESS=$(cat "$WORK/address"); DBUS_SESSION_BUS_PID=$(cat "$WORK/pid")
export DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.a11y.Bus.GetAddress >/dev/null 2>&1 \
    || skip "the accessibility bus cannot start"
# What Orca does when it starts: tell applications a screen reader listens.
gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus --method org.freedesktop.DBus.Properties.Set \
    org.a11y.Status ScreenReaderEnabled "<true>" >/dev/null 2>&1 || echo "atspi test: could not set ScreenReaderEnabled"

run_case() {  # NAME COMMAND...
    name=$1; shift
    "$@" >"$WORK/$name.log" 2>&1 &
    pid=$!; PIDS="$PIDS $pid"
    if ! timeout 90 $PY "$HERE/client.py" "$name"; then
        echo "atspi test $name failed; the app's output:"; cat "$WORK/$name.log"; exit 1
    fi
    kill -0 "$pid" 2>/dev/null || { echo "atspi test $name: the app died"; cat "$WORK/$name.log"; exit 1; }
    kill "$pid"; wait "$pid" 2>/dev/null
}
run_case settings "$BIN/SettingsForm"
run_case hostile "$BIN/SettingsForm"
run_case controls "$BIN/tessera" demo --scene controls
run_case honeycomb "$BIN/tessera" demo --scene honeycomb
run_case trainer "$BIN/tessera" demo --scene trainer
[ -x "$BIN/Mail" ] && run_case mail "$BIN/Mail"
run_case idle "$BIN/SettingsForm"
run_case lazy "$BIN/tessera" demo --scene lazy-gallery
export TESSERA_GALLERY_ITEMS=1000000
run_case lazy "$BIN/tessera" demo --scene lazy-gallery
unset TESSERA_GALLERY_ITEMS
run_case busdeath "$BIN/SettingsForm"
# No accessibility bus at all (no session bus): the app starts, draws and runs on.
DBUS_SESSION_BUS_ADDRESS=unix:path=$WORK/no-such-bus "$BIN/SettingsForm" >"$WORK/nobus.log" 2>&1 &
nobus=$!; PIDS="$PIDS $nobus"
sleep 4
kill -0 "$nobus" 2>/dev/null || { echo "atspi test: the app died without a session bus"; cat "$WORK/nobus.log"; exit 1; }
echo "ok: without a session bus the app runs on"
kill "$nobus"; wait "$nobus" 2>/dev/null
echo "atspi test: all checks passed"
