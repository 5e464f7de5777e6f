#!/usr/bin/env python3
"""Random input to the demo's real window (issue 34): `make window-soak`.

Starts `tessera demo` (release build) under Xvfb when there is no display, sends EVENTS random
events through xdotool (keys of the demo's keymap and the scenes', clicks, wheel scrolls and
window resizes between 1 and 1600 points wide), and samples the process's resident memory
(/proc/PID/status VmRSS) after every batch. It fails (exit 1) when the process dies or when the
resident size at the end is more than twice the largest during the warm-up (the first 10% of the
events). Usage: window_soak.py [--events N] [--seed S] [--bin PATH]
"""
import argparse, os, random, subprocess, sys, tempfile, time

KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "b", "Tab", "Right", "Left", "plus", "minus",
        "space", "h", "F1", "Up", "Down", "bracketleft", "bracketright", "f", "Return", "End", "Home",
        "Prior", "Next", "shift+Tab"]  # no q, Escape or s: they quit or write screenshots


def resident_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def window_of(pid, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        out = subprocess.run(["xdotool", "search", "--pid", str(pid)], capture_output=True, text=True).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.2)
    sys.exit("window_soak: the demo opened no window in %d s" % timeout)


def batch(rng, window, size):
    """xdotool arguments for 20 random events."""
    args = []
    for _ in range(20):
        kind = rng.randrange(20)
        if kind < 11:
            args += ["key", "--window", window, rng.choice(KEYS)]
        elif kind < 17:
            args += ["mousemove", "--window", window, str(rng.randrange(max(1, size[0]))), str(rng.randrange(max(1, size[1]))),
                     "click", "1"]
        elif kind < 19:
            args += ["click", rng.choice(["4", "5"])]
        else:
            size[0], size[1] = (1 if rng.randrange(8) == 0 else 320 + rng.randrange(1280)), 240 + rng.randrange(700)
            args += ["windowsize", window, str(size[0]), str(size[1])]
    return args


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--events", type=int, default=20000)
    p.add_argument("--seed", type=int, default=17)
    p.add_argument("--bin", default=".build/release/tessera")
    a = p.parse_args()
    if not os.environ.get("DISPLAY"):
        os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", "-screen 0 1700x1100x24", sys.executable] + sys.argv)
    if not os.access(a.bin, os.X_OK):
        sys.exit(f"window_soak: {a.bin} missing; run: swift build -c release --product tessera")
    rng = random.Random(a.seed)
    cwd = tempfile.mkdtemp(prefix="window-soak-")
    demo = subprocess.Popen([os.path.abspath(a.bin), "demo"], cwd=cwd, stderr=subprocess.PIPE, text=True)
    window = window_of(demo.pid)
    time.sleep(1)
    start_kb = resident_kb(demo.pid)
    size = [1280, 800]
    warm_up, warm_high, high, sent = max(1, a.events // 10), 0, 0, 0
    t0 = time.time()
    while sent < a.events:
        subprocess.run(["xdotool"] + batch(rng, window, size), capture_output=True)
        sent += 20
        if demo.poll() is not None:
            sys.exit(f"window_soak: FAILED: the demo exited with {demo.returncode} after {sent} events: "
                     + demo.stderr.read().strip()[-300:])
        kb = resident_kb(demo.pid)
        if sent <= warm_up:
            warm_high = max(warm_high, kb)
        high = max(high, kb)
        if sent % 1000 == 0:
            print(f"  {sent} events, {time.time() - t0:.0f} s: resident {kb / 1024:.1f} MB", flush=True)
    time.sleep(2)
    end_kb = resident_kb(demo.pid)
    demo.terminate()
    demo.wait(10)
    mb = lambda kb: f"{kb / 1024:.1f} MB"
    ok = end_kb <= 2 * warm_high
    print(f"window_soak: {sent} events (seed {a.seed}) in {time.time() - t0:.0f} s; resident at start {mb(start_kb)}, "
          f"warm-up high-water {mb(warm_high)}, highest {mb(high)}, at end {mb(end_kb)} "
          f"({end_kb / max(1, warm_high):.2f}x the warm-up; the rule is 2x): {'ok' if ok else 'FAILED'}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
